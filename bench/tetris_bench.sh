#!/bin/sh
# hextris' speed figures, measured on the real binary in tmux: bytes written
# to the terminal while a piece falls and per move / rotation, CPU time and
# wake-ups over 10 s of gravity. Run from the repository root after `make`.
# B=DIR picks the build directory (default build); SECONDS_FALL=N changes
# the 10 s window; REPS=N the number of moves and rotations measured.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN="$ROOT/${B:-build}/hextris"
FALL=${SECONDS_FALL:-10}
REPS=${REPS:-21}
SOCK="hextris-bench-$$"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hextris-bench.XXXXXX")
OUT="$WORK/out"

tmx() { tmux -L "$SOCK" -f /dev/null "$@"; }
cleanup() { tmx kill-server >/dev/null 2>&1; rm -rf "$WORK"; }
trap cleanup EXIT INT TERM

if [ ! -x "$BIN" ]; then
    echo "tetris_bench: $BIN not found; run make first" >&2
    exit 1
fi
if ! command -v tmux >/dev/null 2>&1; then
    echo "tetris_bench: tmux is needed" >&2
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
    echo "tetris_bench: the game did not show '$1'" >&2
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
    rm -rf "$WORK/state"
    tmx new-session -d -s main -x "$w" -y "$h" \
        "exec env TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' '$BIN' $*"
    wait_for "HEXTRIS"
    quiet
    PID=$(tmx display-message -p -t main '#{pane_pid}')
    tmx pipe-pane -o -t main "cat >> '$OUT'"
    sleep 0.3
}

hz=$(getconf CLK_TCK 2>/dev/null || echo 100)

# 1. The default game at 80x24, level 1 (a row a second): the first piece
# falls for about 8 s before it lands, so bytes are counted over FALL_DEFAULT
# seconds of it.
FALL_DEFAULT=${FALL_DEFAULT:-6}
start_game 80 24 --seed 7
b0=$(size); sleep "$FALL_DEFAULT"; b1=$(size)
bytes_per_s=$(awk -v b=$((b1 - b0)) -v s="$FALL_DEFAULT" 'BEGIN { printf "%.1f", b / s }')

# 2. Moves and rotations in the default game: each key's output, once the
# screen is quiet. A gravity step may land in a key's window now and then;
# the median is immune to those.
start_game 80 24 --seed 7
measure() {   # measure KEY...: one figure per key, on stdout
    for k in "$@"; do
        quiet
        before=$(size)
        tmx send-keys -t main "$k"
        quiet
        echo $(($(size) - before))
    done
}
moves=""; rots=""
i=0
while [ $i -lt "$REPS" ]; do
    if [ $((i % 2)) -eq 0 ]; then moves="$moves Left"; else moves="$moves Right"; fi
    rots="$rots x"
    i=$((i + 1))
done
# shellcheck disable=SC2086
move_bytes=$(measure $moves | median)
# shellcheck disable=SC2086
rot_bytes=$(measure $rots | median)

# 3. A well tall enough that the first piece falls for all of FALL seconds:
# CPU time and wake-ups of gravity alone, and the bytes again (below the
# side panel, lines repeat, and ncurses may then scroll part of the screen).
start_game 80 44 --seed 7 --height 20
b0=$(size); c0=$(proc_cpu_ticks "$PID"); v0=$(proc_vol_switches "$PID")
sleep "$FALL"
b1=$(size); c1=$(proc_cpu_ticks "$PID"); v1=$(proc_vol_switches "$PID")
tall_bytes_per_s=$(awk -v b=$((b1 - b0)) -v s="$FALL" 'BEGIN { printf "%.1f", b / s }')
cpu_s=$(awk -v t=$((c1 - c0)) -v hz="$hz" 'BEGIN { printf "%.2f", t / hz }')
wakeups=$((v1 - v0))
steps=$FALL   # level 1: one gravity step a second

verdict() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; then echo "met"; else echo "NOT met"; fi; }
echo "hextris speed (TERM=xterm-256color, colour, level 1, large scale)"
printf '  bytes/s while a piece falls, 80x24:      %6s   target <= 40     %s\n' \
    "$bytes_per_s" "$(verdict "$bytes_per_s" 40)"
printf '  bytes per move, 80x24 (median of %d):    %6s   target <= 50     %s\n' \
    "$REPS" "$move_bytes" "$(verdict "$move_bytes" 50)"
printf '  bytes per rotation, 80x24 (median of %d):%6s   target <= 50     %s\n' \
    "$REPS" "$rot_bytes" "$(verdict "$rot_bytes" 50)"
printf '  bytes/s while a piece falls, 9x20 well:  %6s   target <= 40     %s\n' \
    "$tall_bytes_per_s" "$(verdict "$tall_bytes_per_s" 40)"
printf '  CPU seconds over %d s of gravity:        %6s\n' "$FALL" "$cpu_s"
printf '  wake-ups over %d s (voluntary switches): %6s   target <= %d gravity steps  %s\n' \
    "$FALL" "$wakeups" "$steps" "$(verdict "$wakeups" "$steps")"
