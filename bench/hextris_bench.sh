#!/bin/sh
# hextris' speed figures, measured on the real binary in tmux: bytes written
# to the terminal while a piece falls and per move / rotation, CPU time and
# wake-ups over 10 s of gravity. Run from the repository root after `make`.
# B=DIR picks the build directory (default build); SECONDS_FALL=N changes
# the 10 s window; REPS=N the number of moves and rotations measured;
# DRAWINGS="dense outline" the drawings measured (default both);
# PEER_FIGURES=FILE the peers' figures from bench/peers.sh (make bench
# measures them first), else the remembered ones.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN="$ROOT/${B:-build}/hextris"
FALL=${SECONDS_FALL:-10}
REPS=${REPS:-11}   # more would outlast the first piece's fall
SOCK="hextris-bench-$$"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hextris-bench.XXXXXX")
OUT="$WORK/out"

tmx() { tmux -L "$SOCK" -f /dev/null "$@"; }
cleanup() {
    for s in "$SOCK" $(awk -v s="$SOCK" '{ print s "-" $1 }' "$WORK/pieces" 2>/dev/null); do
        tmux -L "$s" -f /dev/null kill-server >/dev/null 2>&1
    done
    rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

if [ ! -x "$BIN" ]; then
    echo "hextris_bench: $BIN not found; run make first" >&2
    exit 1
fi
if ! command -v tmux >/dev/null 2>&1; then
    echo "hextris_bench: tmux is needed" >&2
    exit 1
fi

size() { if [ -f "$OUT" ]; then wc -c < "$OUT" | tr -d ' '; else echo 0; fi; }
screen() { tmx capture-pane -p -t main; }
wait_for() {   # wait_for PATTERN: up to 5 s
    i=0
    while [ $i -lt 100 ]; do
        screen | grep -Eq -- "$1" && return 0
        sleep 0.05; i=$((i + 1))
    done
    echo "hextris_bench: the game did not show '$1'" >&2
    exit 1
}
# Waits until the output has been quiet for 0.15 s (at most ~2 s).
quiet() {
    prev=$(size); i=0
    while [ $i -lt 20 ]; do
        sleep 0.15; cur=$(size)
        [ "$cur" = "$prev" ] && return 0
        prev=$cur; i=$((i + 1))
    done
}
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print 0 }'; }
proc_cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
proc_vol_switches() { awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$1/status"; }

# start_game W H ARGS...: the game in a W x H terminal, in colour, with its
# output counted from the first screen on.
start_game() {
    w=$1; h=$2; shift 2
    # A keeper session holds the server up across kill and new; every game
    # starts with its own empty state, so no saved game asks to be resumed.
    tmx has-session -t keep >/dev/null 2>&1 || tmx new-session -d -s keep 'sleep 3600'
    tmx kill-session -t main >/dev/null 2>&1
    rm -f "$OUT"
    rm -rf "${STATE:-$WORK/state}"
    tmx new-session -d -s main -x "$w" -y "$h" \
        "exec env TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME='${STATE:-$WORK/state}' XDG_CONFIG_HOME='$WORK/config' '$BIN' $*"
    wait_for "HEXTRIS"
    quiet
    PID=$(tmx display-message -p -t main '#{pane_pid}')
    tmx pipe-pane -o -t main "cat >> '$OUT'"
    sleep 0.3
}

hz=$(getconf CLK_TCK 2>/dev/null || echo 100)

# 1 and 2. A game at 80x24, level 1 (a row a second), once for each of the
# seven pieces: a game whose first piece it is (the seeds come from
# build/bench/hextris_first_pieces). Bytes are counted over FALL_DEFAULT
# seconds of the first piece falling (it lands after about 8 s), then in a
# fresh game for each of REPS moves (left and right in turn) and, in
# another, REPS rotations (clockwise and counter-clockwise in turn). A
# gravity step may land in a key's window now and then; the median is
# immune to those. The pieces run side by side, each in its own tmux. Each
# drawing is measured: the full 10x20 well, which 80x24 shows dense, and
# the short 9x11 well, which it shows in the large outline drawing.
FALL_DEFAULT=${FALL_DEFAULT:-6}
measure_piece() {   # measure_piece LETTER SEED [ARGS]: "LETTER fall move rot" to stdout
    letter=$1; seed=$2; extra=${3:-}
    tag=$(echo "$letter$extra" | tr -dc 'A-Za-z0-9')
    SOCK="hextris-bench-$$-$tag"
    OUT="$WORK/out.$tag"
    STATE="$WORK/state.$tag"
    start_game 80 24 --seed "$seed" $extra
    b0=$(size); sleep "$FALL_DEFAULT"; b1=$(size)
    fall=$(awk -v b=$((b1 - b0)) -v s="$FALL_DEFAULT" 'BEGIN { printf "%.1f", b / s }')
    keys=""; i=0
    while [ $i -lt "$REPS" ]; do
        if [ $((i % 2)) -eq 0 ]; then keys="$keys Left"; else keys="$keys Right"; fi
        i=$((i + 1))
    done
    # shellcheck disable=SC2086
    move=$(measure_fresh $keys)
    keys=""; i=0
    while [ $i -lt "$REPS" ]; do
        if [ $((i % 2)) -eq 0 ]; then keys="$keys x"; else keys="$keys z"; fi
        i=$((i + 1))
    done
    # shellcheck disable=SC2086
    rot=$(measure_fresh $keys)
    tmx kill-server >/dev/null 2>&1
    echo "$letter $fall $move $rot"
}
# measure_fresh KEY...: the median of measure in a fresh game (of
# measure_piece's); again in another when it says 0, as when the game's
# output was not caught on a busy machine: no key here leaves the screen
# as it was.
measure_fresh() {
    for _ in 1 2 3; do
        start_game 80 24 --seed "$seed" $extra
        m=$(measure "$@" | median)
        [ "$m" != 0 ] && break
    done
    echo "$m"
}
measure() {   # measure KEY...: one figure per key, on stdout
    for k in "$@"; do
        quiet
        before=$(size)
        tmx send-keys -t main "$k"
        quiet
        echo $(($(size) - before))
    done
}
FIRST="$ROOT/${B:-build}/bench/hextris_first_pieces"
if [ ! -x "$FIRST" ]; then
    echo "hextris_bench: $FIRST not found; run make bench" >&2
    exit 1
fi
"$FIRST" > "$WORK/pieces" || { echo "hextris_bench: no seed for some piece" >&2; exit 1; }
# measure_set DIR ARGS: every piece's figures into DIR, with the ghost, and
# into DIR/noghost without it (--no-ghost), the trade a player can make.
measure_set() {
    dir=$1; args=$2
    mkdir -p "$dir/noghost"
    while read -r letter seed; do
        measure_piece "$letter" "$seed" "$args" > "$dir/figures.$letter" &
    done < "$WORK/pieces"
    wait
    while read -r letter seed; do
        measure_piece "$letter" "$seed" "$args --no-ghost" > "$dir/noghost/figures.$letter" &
    done < "$WORK/pieces"
    wait
}
DENSE_ARGS="--width 10 --height 20"
OUTLINE_ARGS="--width 9 --height 11"
DRAWINGS=${DRAWINGS:-dense outline}
for d in $DRAWINGS; do
    case $d in
    dense) measure_set "$WORK/dense" "$DENSE_ARGS" ;;
    outline) measure_set "$WORK/outline" "$OUTLINE_ARGS" ;;
    *) echo "hextris_bench: no drawing '$d' (dense, outline)" >&2; exit 1 ;;
    esac
done
SOCK="hextris-bench-$$"
OUT="$WORK/out"
STATE="$WORK/state"

# 3. A well tall enough that the first piece falls for all of FALL seconds:
# CPU time and wake-ups of gravity alone, and the bytes again (below the
# side panel, lines repeat, and ncurses may then scroll part of the screen).
start_game 80 44 --seed 7 --width 9 --height 20
b0=$(size); c0=$(proc_cpu_ticks "$PID"); v0=$(proc_vol_switches "$PID")
sleep "$FALL"
b1=$(size); c1=$(proc_cpu_ticks "$PID"); v1=$(proc_vol_switches "$PID")
tall_bytes_per_s=$(awk -v b=$((b1 - b0)) -v s="$FALL" 'BEGIN { printf "%.1f", b / s }')
cpu_s=$(awk -v t=$((c1 - c0)) -v hz="$hz" 'BEGIN { printf "%.2f", t / hz }')
wakeups=$((v1 - v0))
steps=$FALL   # level 1: one gravity step a second

verdict() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; then echo "met"; else echo "NOT met"; fi; }
# column N of the per-piece figures in DIR: worst, then median over the pieces
worst() { cat "$DIR"/figures.* | awk -v c="$1" '$c > m { m = $c } END { print m + 0 }'; }
middle() { cat "$DIR"/figures.* | awk -v c="$1" '{ print $c }' | median; }
# The best peer on each figure, the one whose worst piece sends least, as
# bench/peers.sh measured it here (its FILE given as PEER_FIGURES, lines
# "PEER FIGURE WORST MEDIAN SHAPES"). A peer it did not measure stands in
# with the figure remembered from an earlier, different measurement (worst
# piece only), and the report says so. Ours should send no more.
REMEMBERED="bastet fall 63
bsd-tetris move 104
bsd-tetris rot 77"
best_peer() {   # best_peer fall|move|rot: "PEER WORST MEDIAN HOW"
    {
        [ -r "${PEER_FIGURES:-}" ] && awk -v w="$1" '$2 == w { print $1, $3, $4, "measured" }' "$PEER_FIGURES"
        echo "$REMEMBERED" | while read -r p what v; do
            [ "$what" = "$1" ] || continue
            [ -r "${PEER_FIGURES:-}" ] && grep -q "^$p " "$PEER_FIGURES" && continue
            echo "$p $v - remembered"
        done
    } | sort -k2,2n | head -1
}
read -r FALL_PEER PEER_FALL PEER_FALL_MID FALL_HOW <<EOF
$(best_peer fall)
EOF
read -r MOVE_PEER PEER_MOVE PEER_MOVE_MID MOVE_HOW <<EOF
$(best_peer move)
EOF
read -r ROT_PEER PEER_ROT PEER_ROT_MID ROT_HOW <<EOF
$(best_peer rot)
EOF
# line LABEL WORST MEDIAN PEER PEER_WORST PEER_MEDIAN HOW: a figure beside
# the best peer's, each compared with its like
line() {
    if [ "$7" = remembered ]; then how="$4, remembered: not measured here"; else how="$4, $7 here"; fi
    mid="median $(verdict "$3" "$6")"
    [ "$6" = - ] && mid="no median to compare"
    printf '  %-30s worst %6s  median %6s   peer: worst %5s  median %5s (%s)  worst %s, %s\n' \
        "$1" "$2" "$3" "$5" "$6" "$how" "$(verdict "$2" "$5")" "$mid"
}
report() {   # report DIR TITLE
    DIR=$1
    echo "hextris speed, $2 (TERM=xterm-256color, colour, level 1, 80x24)"
    echo "  piece  bytes/s falling  bytes/move  bytes/rotation   (medians of $REPS keys)"
    while read -r letter seed; do
        read -r _ fall move rot < "$DIR/figures.$letter"
        printf '  %-5s  %15s  %10s  %14s   (seed %s)\n' "$letter" "$fall" "$move" "$rot" "$seed"
    done < "$WORK/pieces"
    line "bytes/s while a piece falls:" "$(worst 2)" "$(middle 2)" "$FALL_PEER" "$PEER_FALL" "$PEER_FALL_MID" "$FALL_HOW"
    line "bytes per move:" "$(worst 3)" "$(middle 3)" "$MOVE_PEER" "$PEER_MOVE" "$PEER_MOVE_MID" "$MOVE_HOW"
    line "bytes per rotation:" "$(worst 4)" "$(middle 4)" "$ROT_PEER" "$PEER_ROT" "$PEER_ROT_MID" "$ROT_HOW"
    DIR=$1/noghost
    line "bytes per move, no ghost:" "$(worst 3)" "$(middle 3)" "$MOVE_PEER" "$PEER_MOVE" "$PEER_MOVE_MID" "$MOVE_HOW"
    line "bytes per rotation, no ghost:" "$(worst 4)" "$(middle 4)" "$ROT_PEER" "$PEER_ROT" "$PEER_ROT_MID" "$ROT_HOW"
}
for d in $DRAWINGS; do
    case $d in
    dense) report "$WORK/dense" "full well 10x20, dense drawing" ;;
    outline) report "$WORK/outline" "short well 9x11, large outline drawing" ;;
    esac
    echo
done
printf '  bytes/s falling, 9x20 well (O) at 80x44, large:  %6s   target <= %s (%s worst piece, %s)  %s\n' \
    "$tall_bytes_per_s" "$PEER_FALL" "$FALL_PEER" "$FALL_HOW" "$(verdict "$tall_bytes_per_s" "$PEER_FALL")"
printf '  CPU seconds over %d s of gravity:        %6s\n' "$FALL" "$cpu_s"
printf '  wake-ups over %d s (voluntary switches): %6s   target <= %d gravity steps  %s\n' \
    "$FALL" "$wakeups" "$steps" "$(verdict "$wakeups" "$steps")"
