#!/bin/sh
# hextris' speed figures, measured on the real binary in tmux: bytes written
# to the terminal while a piece falls and per move / rotation, CPU time and
# wake-ups over 10 s of gravity. Run from the repository root after `make`.
# B=DIR picks the build directory (default build); SECONDS_FALL=N changes
# the 10 s windows; REPS=N the number of moves and rotations measured.
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

# A well tall enough that the first piece falls for longer than the
# measuring window, at level 1 (one row a second), in colour.
start_game() {
    tmx kill-session -t main >/dev/null 2>&1
    rm -f "$OUT"
    tmx new-session -d -s main -x 80 -y 44 \
        "exec env TERM=xterm-256color LC_ALL=C.UTF-8 '$BIN' --seed 7 --height 20 --level 1"
    wait_for "HEXTRIS"
    quiet
    PID=$(tmx display-message -p -t main '#{pane_pid}')
    tmx pipe-pane -o -t main "cat >> '$OUT'"
    sleep 0.3
}

hz=$(getconf CLK_TCK 2>/dev/null || echo 100)

# 1. A piece falling on its own: bytes, CPU and wake-ups over FALL seconds.
start_game
b0=$(size); c0=$(proc_cpu_ticks "$PID"); v0=$(proc_vol_switches "$PID")
sleep "$FALL"
b1=$(size); c1=$(proc_cpu_ticks "$PID"); v1=$(proc_vol_switches "$PID")
bytes_per_s=$(awk -v b=$((b1 - b0)) -v s="$FALL" 'BEGIN { printf "%.1f", b / s }')
cpu_s=$(awk -v t=$((c1 - c0)) -v hz="$hz" 'BEGIN { printf "%.2f", t / hz }')
wakeups=$((v1 - v0))
steps=$FALL   # level 1: one gravity step a second

# 2. Moves and rotations: each key's output, once the screen is quiet. A
# gravity step may land in a key's window now and then; the median is
# immune to those.
start_game
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

verdict() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; then echo "met"; else echo "NOT met"; fi; }
echo "hextris (80x44 terminal, 9x20 well, large scale, TERM=xterm-256color, colour)"
printf '  bytes/s while a piece falls at level 1:  %6s   target <= 40     %s\n' \
    "$bytes_per_s" "$(verdict "$bytes_per_s" 40)"
printf '  bytes per gravity step:                  %6s\n' \
    "$(awk -v b=$((b1 - b0)) -v n="$steps" 'BEGIN { printf "%.1f", b / n }')"
printf '  bytes per move (median of %d):           %6s   target <= 50     %s\n' \
    "$REPS" "$move_bytes" "$(verdict "$move_bytes" 50)"
printf '  bytes per rotation (median of %d):       %6s   target <= 50     %s\n' \
    "$REPS" "$rot_bytes" "$(verdict "$rot_bytes" 50)"
printf '  CPU seconds over %d s of gravity:        %6s   (lower is better)\n' "$FALL" "$cpu_s"
printf '  wake-ups over %d s (voluntary switches): %6s   target <= %d gravity steps  %s\n' \
    "$FALL" "$wakeups" "$steps" "$(verdict "$wakeups" "$steps")"
