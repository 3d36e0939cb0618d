#!/bin/sh
# A hextris versus match where one player (a) sits behind a slow link
# (tests/e2e/slow_link.py, 150 ms each way: a 300 ms round trip) and the
# other (b) does not. The slow player's own moves show within the link's
# delay and a frame, also while the other player's process is stopped:
# its game never waits for the other's. The fast player's clear of three
# rows sends three rows of garbage (the table: 3 for 3), which reach the
# slow player's well when they arrive; the match is played to its end,
# and both screens tell the same winner.
. "$(dirname "$0")/lib.sh"

command -v python3 >/dev/null 2>&1 || skip "python3 is needed for the relay"

ME=$(id -un)
MATCHDIR="$WORK/state/hexpuzzle/match"
DELAY_MS=150
# How long a move may take to show behind the link: its round trip, and
# more than enough for a frame, this script's looks at the screen and a
# busy machine; well under the grace time, which a game waiting for the
# other (stopped) player's would wait out.
SHOWN_MS=$((2 * DELAY_MS + 3700))

# The versus well at 80x24, drawn dense: its border at x 5, column c at
# x 6 + 2c; its first row lies under the match's line, so a falling piece
# shows from line 2. blocks NAME X0 X1 prints "LINE X" for every block
# character on lines 2..12 between x X0 and X1.
blocks() {
    screen_of "$1" | PYTHONIOENCODING=utf-8 python3 -c '
import sys
lines = sys.stdin.read().split("\n")
x0, x1 = int(sys.argv[1]), int(sys.argv[2])
for y in range(2, 13):
    row = lines[y] if y < len(lines) else ""
    for x in range(x0, min(x1 + 1, len(row))):
        if row[x] in "\u2588\u2580\u2584":
            print(y, x)
' "$2" "$3"
}
# The leftmost x of the falling piece of NAME (its well empty above).
piece_x() { blocks "$1" 6 25 | awk 'NR == 1 || $2 < m { m = $2 } END { if (NR) print m }'; }
# msgs_of SIDE: the file of what SIDE sent (0 the inviter, b; 1 a).
msgs_of() { ls "$MATCHDIR"/msg-*-"$1" 2>/dev/null | head -n 1; }
# The garbage hexes (colour 8) in the last well SIDE sent.
garbage_in_well() {
    f=$(msgs_of "$1")
    [ -n "$f" ] || { echo 0; return; }
    grep '^well ' "$f" | tail -n 1 | awk '{ print $NF }' | tr -cd 8 | wc -c
}

# --- the match begins, a behind the slow link ----------------------------------
start_in a "python3 '$ROOT/tests/e2e/slow_link.py' --delay $DELAY_MS -- '$BIN/hexpuzzle' play-with --wait hextris"
check_in "the slow player waits for a hextris match" a "Waiting for a hextris match"
start_in b "'$BIN/hexpuzzle' play-with '$ME' hextris"
check_in "...and is invited" a "$ME invites you to a hextris versus, best of 1"
keys_in a y Enter
check_in "versus begins behind the slow link" a "Versus vs $ME: 0 rows, 0 waiting \\| round 1 of 1, 0-0"
check_in "...and for the fast player" b "Versus vs $ME: 0 rows, 0 waiting \\| round 1 of 1, 0-0"
fast=$(ls "$MATCHDIR" | sed -n 's/^msg-[0-9]*-\([0-9]*\)-0$/\1/p' | head -n 1)
check "the fast player's process is known ($fast)" [ -n "$fast" ]

# --- the slow player's own game never waits for the other's ----------------------
piece_shown() { [ -n "$(piece_x a)" ]; }
check "the slow player's piece is drawn" until_ok piece_shown
kill -STOP "$fast"
# move_shows KEY DX WHAT: KEY on a; the piece shows DX columns over,
# within SHOWN_MS.
move_shows() {
    x0=$(piece_x a)
    want=$((x0 + 2 * $2))
    t0=$(date +%s%3N)
    keys_in a "$1"
    moved() { [ "$(piece_x a)" = "$want" ]; }
    if until_ok moved; then
        took=$(($(date +%s%3N) - t0))
        check "$3 ($took ms, the link's round trip $((2 * DELAY_MS)) ms)" [ "$took" -le "$SHOWN_MS" ]
    else
        bad "$3" "$(screen_of a)"
    fi
}
move_shows Left -1 "the other player stopped, the slow player's move left shows"
move_shows Right 1 "...and its move right"
check "...the other player still stopped" sh -c "ps -o stat= -p '$fast' | grep -q T"
kill -CONT "$fast"

# --- the fast player's clear sends garbage to the slow player's well -----------
# Three rows of garbage with their hole in column 4, where the upright I
# enters, are written into a's messages as its first burst (a never
# clears: no burst of its own meets it), for b's well to have a shaft;
# they rise at b's next lock. Every other piece b has is
# moved to a wall, out of the shaft, until the I comes (a 7-bag deals it
# within 14 pieces); dropped where it enters, it clears the three rows.
printf 'garbage 0 0 3 4\n' >> "$(msgs_of 1)"
check_in "a burst waits for the fast player" b "Incoming 3 "
# The falling piece of b, wholly shown (two soft drops down), in columns
# 3..5 (x 12..17), where it enters and which the walls' stacks never
# reach; the upright I there is three full blocks, one above the other,
# in column 4 (x 14).
in_view() { [ -z "$(blocks b 12 17 | awk '$1 == 2')" ] && [ -n "$(blocks b 12 17)" ]; }
upright_i() {
    cells=$(blocks b 12 17)
    [ "$(printf '%s\n' "$cells" | wc -l)" -eq 6 ] \
        && [ -z "$(printf '%s\n' "$cells" | awk '$2 != 14 && $2 != 15')" ] \
        && [ "$(printf '%s\n' "$cells" | awk '{ print $1 }' | sort -u | wc -l)" -eq 3 ]
}
# b's wells sent: one more after each lock (its stack changed).
wells_sent() { grep -c '^well ' "$(msgs_of 0)"; }
side=Left; pieces=0; dropped_i=no
while [ "$dropped_i" = no ] && [ "$pieces" -lt 16 ]; do
    keys_in b Down Down
    until_ok in_view || break
    n0=$(wells_sent)
    if [ "$(garbage_in_well 0)" -gt 0 ] && upright_i; then
        keys_in b Space
        dropped_i=yes
    else
        keys_in b "$side" "$side" "$side" "$side" "$side" "$side" Space
        if [ "$side" = Left ]; then side=Right; else side=Left; fi
    fi
    pieces=$((pieces + 1))
    locked() { [ "$(wells_sent)" -gt "$n0" ]; }
    until_ok locked || break
done
check "the fast player's I came and was dropped into the shaft (piece $pieces)" [ "$dropped_i" = yes ]
check_in "the fast player's I clears the three rows and sends three (the table: 3 for 3)" b \
    "Incoming 0  Sent 3"
check_in "...which arrive behind the slow link, waiting" a "Incoming 3 "
check_in "...and the fast player sees them waiting" b "Versus vs $ME: 0 rows, 3 waiting"
keys_in a Space
check_in "the slow player's lock without a clear raises them" a "Incoming 0 "
in_a_well() { [ "$(garbage_in_well 1)" -eq 27 ]; }
check "...three rows of nine garbage hexes in its well ($(garbage_in_well 1))" until_ok in_a_well
garbage_rows_b_sees() { screen_of b | grep -Ec '\|[^|]*#[^|]*\|$'; }
seen_rise() { [ "$(garbage_rows_b_sees)" -eq 3 ]; }
check "...which the fast player's picture of it shows" until_ok seen_rise

# --- the match to its end, one winner on both screens ------------------------------
top_out_in a
check_in "the slow player tops out" a "YOU LOSE"
check_in "...and is told it lost the match" a "Match: you lost 0-1 against $ME"
check_in "the fast player is told it won" b "Match: you won 1-0 against $ME"
check_in "...its game won by it" b "YOU WIN"
for s in a b; do
    keys_in "$s" Escape
    keys_in "$s" q
done
check_in "the slow player leaves" a "EXITED rc=0"
check_in "...and the fast one" b "EXITED rc=0"

finish
