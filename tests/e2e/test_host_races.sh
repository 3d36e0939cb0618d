#!/bin/sh
# Races are one sitting on the host, and honest players are not refused:
# root with two throwaway users (A plays, B reads) on a private
# setgid install (make install HOST_SCORES=yes, its own build, PREFIX and
# HOST_DIR under $WORK):
#   - a hexmines beginner game won with pauses in between ranks on the
#     host at its wall time, pauses included, not at its own clock's;
#   - a race saved and resumed does not rank on the host, and its player
#     was told so when saving; a marathon saved and resumed still ranks;
#   - hextris paused shows no HOLD or NEXT;
#   - hexcells' clock runs from the puzzle shown, before any call;
#   - a slow answer to the short well's offer still ranks.
# To win a board nobody knew, the test (root, not the player) reads its
# seed from the recorder's live log and its layout from --dump. Without
# root, useradd, setpriv or a games group it is skipped.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"

host_need_root
host_users_add 2 || exit 1
UA=$U1; UB=$U2
trap 'tmx kill-server >/dev/null 2>&1; host_users_del; cleanup' EXIT

AUID=$(id -u "$UA")
host_install
STA="/home/$UA/.local/state/hexpuzzle"

wait_for() { host_wait_for "$@"; }
# leave: q (and yes, where a game in play asks), until the game has gone:
# the next play's start would hang up on one still there, which saves it.
# A hexmines end box takes the first key for itself.
leave() {
    screen | grep -q "Any key: back to the board" && keys Enter
    keys q
    wait_for "Quit this game|EXITED" >/dev/null
    screen | grep -q "Quit this game" && keys y
    wait_for "EXITED" >/dev/null
}

# The seed of A's game being played, from its recorder's live log (root
# reads it; the player cannot). Waits for the log of a game of GAME.
live_seed() {
    ls_end=$(($(now_ms) + 15000))
    while [ "$(now_ms)" -lt "$ls_end" ]; do
        for f in $(ls -t "$HOST/live/$AUID"-*.live 2>/dev/null); do
            s=$(sed -n "s/^params .*seed=\\([0-9]*\\).*/\\1/p" "$f" | head -1)
            grep -q "^game $1\$" "$f" && [ -n "$s" ] && { echo "$s"; return 0; }
        done
        sleep 0.1
    done
    return 1
}

# The opens that win the beginner board of seed $1 after its first at the
# centre (4,4), as "ROW COL" lines: each safe cell in turn that is still
# covered then (an open of a 0 opens its neighbours: odd rows sit half a
# hex right), so that the last one wins and nothing comes after it.
safe_cells() {
    "$HP" hexmines -p beginner --seed "$1" --dump 2>/dev/null | awk '
        !/^#/ { n = split($0, f, " "); for (c = 1; c <= n; c++) v[NR - 4, c - 1] = f[c]; rows = NR - 3; cols = n }
        function open(r, c,    k, dr, dc, s) {
            if (r < 0 || c < 0 || r >= rows || c >= cols || ((r, c) in seen) || v[r, c] == "*") return
            seen[r, c] = 1
            if (v[r, c] != "0") return
            s = r % 2
            open(r, c - 1); open(r, c + 1)
            open(r - 1, c - 1 + s); open(r - 1, c + s); open(r + 1, c - 1 + s); open(r + 1, c + s)
        }
        END {
            open(4, 4)
            for (r = 0; r < rows; r++) for (c = 0; c < cols; c++)
                if (v[r, c] != "*" && !((r, c) in seen)) { print r, c; open(r, c) }
        }'
}

# Opens every safe cell of the list: the cursor to the row's first
# column, down to the row, along to the column.
open_cells() {
    while read -r row col; do
        set -- Home Up Up Up Up Up Up Up Up Up
        i=0; while [ "$i" -lt "$row" ]; do set -- "$@" Down; i=$((i + 1)); done
        set -- "$@" Home
        i=0; while [ "$i" -lt "$col" ]; do set -- "$@" Right; i=$((i + 1)); done
        keys "$@" Space
    done
}

# The figure (ms) of the newest replay A's own state keeps.
own_figure() {
    f=$(ls -t "$STA"/replays/*.replay 2>/dev/null | head -1)
    [ -n "$f" ] && sed -n 's/^figure //p' "$f"
}
# The figure (ms) of A's entry in the host's beginner table.
host_figure() {
    as_user "$UB" "$HP" scores --host 2>/dev/null \
        | awk -v u="$UA" '/^host hexmines/ { t = $3 } t == "beginner" && $0 ~ " " u " " { print $2; exit }' \
        | awk '{ split($1, p, "."); print p[1] * 1000 + substr(p[2] "000", 1, 3) }'
}

# race_board: A's new beginner game, its seed read, in $WORK/safe the
# opens that win it after the first: now and then the first open of a
# board the host draws wins it whole, and a race needs more than one move,
# so such a board is left unplayed (q before any move) for another.
race_board() {
    rb=0
    while [ "$rb" -lt 8 ]; do
        play "$UA" hexmines -p beginner
        wait_for "Mines|mines" >/dev/null || return 1
        SEED=$(live_seed hexmines)
        [ -n "$SEED" ] || return 1
        safe_cells "$SEED" > "$WORK/safe"
        [ -s "$WORK/safe" ] && return 0
        keys q; wait_for "EXITED" >/dev/null
        rb=$((rb + 1))
    done
    return 1
}

# --- road 5: pauses count on the host ---------------------------------
PAUSE_S=2.5
check "setup: A's hexmines starts, its seed read from the recorder's live log (root reads it)" \
    race_board
check "setup: ...and the board from --dump ($(wc -l < "$WORK/safe") opens to win it)" \
    [ -s "$WORK/safe" ]
# Each pause counted from the screen showing it, and the next begun only
# once the game has gone on: a p read late would make it shorter.
unpaused() { ! screen | grep -q PAUSED; }
keys Space
for _ in 1 2 3; do
    keys p; wait_for "PAUSED" >/dev/null; sleep "$PAUSE_S"
    keys p; until_ok unpaused
done
open_cells < "$WORK/safe"
check "road 5: A wins the beginner board" wait_for "Host table: " 15
sleep 0.3
OWN=$(own_figure); HOSTF=$(host_figure)
echo "       (its own clock: ${OWN:-?} ms; the host's: ${HOSTF:-?} ms; three pauses of $PAUSE_S s)"
check "road 5: ...which ranks on the host" [ -n "$HOSTF" ]
HOSTS=$(awk -v ms="$HOSTF" 'BEGIN { printf "%d.%03d s", ms / 1000, ms % 1000 }')
check "road 5: ...and its end says the time it ranks by there ($HOSTS)" \
    wait_for "Host table: #[0-9]+ for beginner: $HOSTS" 2
pauses_counted() { [ -n "$OWN" ] && [ -n "$HOSTF" ] && [ "$HOSTF" -ge $((OWN + 7500)) ]; }
check "road 5: ...at its wall time, pauses included (at least 7.5 s more than its own clock)" \
    pauses_counted
leave

# --- road 5: a race saved ends its chance on the host ------------------
race_board
keys Space; sleep 0.3
keys q
wait_for "saved for next time" >/dev/null
keys y
check "saving a race tells A it ends its chance on the host table" \
    wait_for "ends its chance on the host table"
play "$UA" hexmines -p beginner
check "setup: the saved race is offered again" wait_for "Resume it\\?"
keys y
wait_for "p to play" >/dev/null
SEED=$(live_seed hexmines)
safe_cells "$SEED" > "$WORK/safe"
keys p
open_cells < "$WORK/safe"
check "a race saved and resumed ends without a host rank" wait_for "Host table: not recorded" 15
check "...saying why" wait_for "race saved before its end"
leave

# --- a score game saved and resumed still ranks ------------------------
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
keys Left; sleep 0.3
keys q
wait_for "Quit this game" >/dev/null
keys y
wait_for "EXITED" >/dev/null
no_race_word() { ! screen | grep -q 'chance on the host'; }
check "a marathon saved: no word of a race" no_race_word
play "$UA" hextris
check "setup: the saved marathon is offered again" wait_for "Resume the saved game"
keys y; wait_for "p to play|PAUSED" >/dev/null; keys p; sleep 0.2
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
check "a marathon saved and resumed ends" wait_for "GAME OVER"
check "...and ranks on the host" wait_for "Host table: #[0-9]+"
leave

# --- pause hides what helps plan ---------------------------------------
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
keys c
# The panel right of the well: the lines of the HOLD and NEXT slots.
slots() {
    screen | awk 'i = index($0, "HOLD") { x = i; y = NR } y && NR > y && NR <= y + 5 && x { print substr($0, x) }' \
        | sed '/? help/,$d' | tr -d ' \n'
}
slots_shown() { [ -n "$(slots)" ]; }
slots_hidden() { [ -z "$(slots)" ]; }
check "setup: HOLD and NEXT show pieces while playing" until_ok slots_shown
keys p
# Looked at until the paused screen is whole: PAUSED may be drawn before
# the panel.
paused_hides() { wait_for "PAUSED" >/dev/null && until_ok slots_hidden; }
check "paused, hextris shows no piece in HOLD or NEXT" paused_hides
keys p
check "...and shows them again once it goes on" until_ok slots_shown
leave
rm -f "$STA/hextris.save"

# --- hexcells' clock runs from first sight -----------------------------
play "$UA" hexcells
check "setup: A's hexcells shows its puzzle" wait_for "Time [0-9]+:[0-9][0-9]"
check "hexcells' clock runs from the puzzle shown, before any call" wait_for "Time 0:0[3-9]" 8
leave
rm -f "$STA/hexcells.save"

# --- an honest slow answer to the short well's offer still ranks -------
play "$UA" hextris --ascii
check "setup: the full well does not fit ASCII at 80x24: the short well is offered" \
    wait_for "SHORT WELL"
sleep 3
keys y
check "after a slow yes, the short well is played" wait_for "HEXTRIS +marathon 9x11"
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
check "...to its end" wait_for "GAME OVER"
check "...and it ranks on the host" wait_for "Host table: #[0-9]+"
leave

finish
