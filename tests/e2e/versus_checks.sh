# A hextris versus match watched from outside, for the scripts that play
# one with a player behind a slow link (test_match_slow.sh on the local
# link, test_host_match_slow.sh through the host's recorders): where the
# falling piece is drawn, how long a move takes to show, and a burst of
# garbage cleared by the other player and sent on. The match's lines are
# files msg-W-I-SIDE in $MATCHDIR (SIDE 0 the inviter's); sourced after
# lib.sh.
# shellcheck shell=sh

# The versus well at 80x24, drawn dense: its border at x 5, column c at
# x 6 + 2c; its first row lies under the match's line, so a falling piece
# shows from line 2. blocks NAME X0 X1 prints "LINE X HALVES" for every
# block character on lines 2..12 between x X0 and X1: HALVES is how many
# half-rows of a hex it draws (a full block two, a half block one).
blocks() {
    screen_of "$1" | PYTHONIOENCODING=utf-8 python3 -c '
import sys
lines = sys.stdin.read().split("\n")
x0, x1 = int(sys.argv[1]), int(sys.argv[2])
for y in range(2, 13):
    row = lines[y] if y < len(lines) else ""
    for x in range(x0, min(x1 + 1, len(row))):
        if row[x] in "\u2588\u2580\u2584":
            print(y, x, 2 if row[x] == "\u2588" else 1)
' "$2" "$3"
}
# The leftmost x of the falling piece of NAME (its well empty above).
piece_x() { blocks "$1" 6 25 | awk 'NR == 1 || $2 < m { m = $2 } END { if (NR) print m }'; }
# msgs_of SIDE: the file of what SIDE sent in the latest match.
msgs_of() { ls -t "$MATCHDIR"/msg-*-"$1" 2>/dev/null | head -n 1; }
# The garbage hexes (colour 8) in the last well SIDE sent.
garbage_in_well() {
    f=$(msgs_of "$1")
    [ -n "$f" ] || { echo 0; return; }
    grep '^well ' "$f" | tail -n 1 | awk '{ print $NF }' | tr -cd 8 | wc -c
}

# move_shows NAME KEY DX WHAT SHOWN_MS: KEY on NAME; its piece shows DX
# columns over within SHOWN_MS.
move_shows() {
    ms_s=$1; x0=$(piece_x "$ms_s")
    want=$((x0 + 2 * $3))
    t0=$(date +%s%3N)
    keys_in "$ms_s" "$2"
    moved() { [ "$(piece_x "$ms_s")" = "$want" ]; }
    if until_ok moved; then
        took=$(($(date +%s%3N) - t0))
        check "$4 ($took ms, at most $5)" [ "$took" -le "$5" ]
    else
        bad "$4" "$(screen_of "$ms_s")"
    fi
}

# moves_shown_while_stopped SLOW PID SHOWN_MS: with the process PID (the
# other player's game) stopped, SLOW's own moves left and right show
# within SHOWN_MS each: its game never waits for the other's.
moves_shown_while_stopped() {
    mw_s=$1; mw_pid=$2
    piece_shown() { [ -n "$(piece_x "$mw_s")" ]; }
    check "the slow player's piece is drawn" until_ok piece_shown
    kill -STOP "$mw_pid"
    move_shows "$mw_s" Left -1 "the other player stopped, the slow player's move left shows" "$3"
    move_shows "$mw_s" Right 1 "...and its move right" "$3"
    check "...the other player still stopped" sh -c "ps -o stat= -p '$mw_pid' | grep -q T"
    kill -CONT "$mw_pid"
}

# garbage_cleared_and_sent SLOW FAST: the fast player FAST (side 0)
# clears three rows of garbage and sends three (the table: 3 for 3),
# which reach the slow player SLOW (side 1) and rise in its well at its
# lock. Three rows with their hole in column 4, where the upright I
# enters, are written into SLOW's messages as its first burst (SLOW never
# clears: no burst of its own meets it), for FAST's well to have a
# shaft; they rise at FAST's next lock. Every other piece FAST has is
# moved to a wall, out of the shaft, until the I comes (a 7-bag deals it
# within 7 pieces); dropped where it enters, it clears the three rows.
# An I that comes first, before any lock has raised the rows, is held
# and taken back after the next piece's lock: thrown to a wall, the next
# I could be 13 pieces on, past what the walls hold.
garbage_cleared_and_sent() {
    gs_slow=$1; gs_fast=$2
    printf 'garbage 0 0 3 4\n' >> "$(msgs_of 1)"
    check_in "a burst waits for the fast player" "$gs_fast" "Incoming 3 "
    # The falling piece of FAST, wholly shown (two soft drops down), in
    # columns 3..5 (x 12..17), where it enters and which the walls'
    # stacks never reach; the upright I there is six half-lines of blocks
    # in column 4 alone (x 14 and 15): three lines of full blocks in that
    # column, or half blocks at its ends in a column drawn half a line
    # lower.
    in_view() { [ -z "$(blocks "$gs_fast" 12 17 | awk '$1 == 2')" ] && [ -n "$(blocks "$gs_fast" 12 17)" ]; }
    upright_i() {
        cells=$(blocks "$gs_fast" 12 17)
        [ -n "$cells" ] \
            && [ -z "$(printf '%s\n' "$cells" | awk '$2 != 14 && $2 != 15')" ] \
            && [ "$(printf '%s\n' "$cells" | awk '$2 == 14 { h += $3 } END { print h + 0 }')" -eq 6 ]
    }
    # A hard drop scores (twice the rows it falls), so FAST's score, once
    # it rises past what it was before the drop, says the piece has
    # locked and the next one is falling. Its wells sent say so only
    # late, and not one for each lock: one is sent at most every quarter
    # second, and for the burst's arrival too, so that a count of them
    # ran a piece behind the screen on a busy machine, its keys going to
    # the next piece and the I dropped onto a piece left in the shaft.
    garbage_risen() { [ "$(garbage_in_well 0)" -gt 0 ]; }
    score_of_fast() { screen_of "$gs_fast" | sed -n 's/.*Score  *\([0-9][0-9]*\).*/\1/p' | head -n 1; }
    # A piece just come (or taken from the hold) shows on the well's top
    # line, where the piece soft-dropped twice before it no longer is.
    piece_still() {
        ps_1=$(blocks "$gs_fast" 12 17); sleep 0.05; ps_2=$(blocks "$gs_fast" 12 17)
        [ -n "$ps_1" ] && [ "$ps_1" = "$ps_2" ]
    }
    spawned() { [ -n "$(blocks "$gs_fast" 12 17 | awk '$1 == 2')" ]; }
    side=Left; pieces=0; dropped_i=no; held=no
    while [ "$dropped_i" = no ] && [ "$pieces" -lt 16 ]; do
        keys_in "$gs_fast" Down Down
        until_ok in_view || break
        # Judged on a frame drawn whole: two looks alike.
        until_ok piece_still || break
        s0=$(score_of_fast)
        # The burst rises at FAST's first lock here; the well that shows it
        # may come a moment after the next piece does.
        if upright_i && [ "$pieces" -ge 1 ] && until_ok garbage_risen; then
            keys_in "$gs_fast" Space
            dropped_i=yes
        elif { [ "$held" = no ] && [ "$pieces" = 0 ] && upright_i; } \
            || { [ "$held" = yes ] && [ "$pieces" -ge 1 ] && until_ok garbage_risen; }; then
            # Into the hold, or back from it: no lock, the next iteration
            # plays the piece that comes.
            keys_in "$gs_fast" c
            if [ "$held" = no ]; then held=yes; else held=back; fi
            until_ok spawned || break
            continue
        else
            keys_in "$gs_fast" "$side" "$side" "$side" "$side" "$side" "$side" Space
            if [ "$side" = Left ]; then side=Right; else side=Left; fi
        fi
        pieces=$((pieces + 1))
        dropped() { s1=$(score_of_fast); [ -n "$s1" ] && [ "$s1" -gt "${s0:-0}" ]; }
        until_ok dropped || break
    done
    check "the fast player's I came and was dropped into the shaft (piece $pieces)" [ "$dropped_i" = yes ]
    check_in "the fast player's I clears the three rows and sends three (the table: 3 for 3)" "$gs_fast" \
        "Incoming 0  Sent 3"
    check_in "...which arrive behind the slow link, waiting" "$gs_slow" "Incoming 3 "
    check_in "...and the fast player sees them waiting" "$gs_fast" "Versus vs [^:]*: 0 rows, 3 waiting"
    keys_in "$gs_slow" Space
    check_in "the slow player's lock without a clear raises them" "$gs_slow" "Incoming 0 "
    in_slow_well() { [ "$(garbage_in_well 1)" -eq 27 ]; }
    check "...three rows of nine garbage hexes in its well ($(garbage_in_well 1))" until_ok in_slow_well
    garbage_rows_fast_sees() { screen_of "$gs_fast" | grep -Ec '\|[^|]*#[^|]*\|$'; }
    seen_rise() { [ "$(garbage_rows_fast_sees)" -eq 3 ]; }
    check "...which the fast player's picture of it shows" until_ok seen_rise
}
