#!/bin/sh
# hexmines' terminal traffic, measured on the real binary in tmux: bytes
# written per cursor move and per reveal of one numbered cell (medians), and
# wake-ups while the clock is stopped and while it runs.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
export ROOT
. "$ROOT/tests/e2e/lib.sh"
OUT="$WORK/out"
REPS=${REPS:-31}

bytes() { if [ -f "$OUT" ]; then wc -c < "$OUT" | tr -d ' '; else echo 0; fi; }
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print "n/a" }'; }
# The bytes one action makes the game write: wait for the output to stop.
measure() {
    m_before=$(bytes); "$@"
    m_prev=-1; m_n=0
    while [ $m_n -lt 40 ]; do
        sleep 0.05; m_now=$(bytes)
        [ "$m_now" = "$m_prev" ] && break
        m_prev=$m_now; m_n=$((m_n + 1))
    done
    echo $(($(bytes) - m_before))
}
ctx() { awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$1/status"; }

"$BIN/hexmines" --dump -s 42 | grep -v '^#' | sed 's/^ //; s/ //g' > "$WORK/grid"
cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }
cy() { echo $((2 + 2 * $1 + 1)); }

start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
wait_for "seed 42" || { echo "hexmines_bytes: the game did not start" >&2; exit 1; }
pid=$(pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" -f "hexmines -s 42" | head -1)

# Idle before the first reveal: the clock is stopped.
c0=$(ctx "$pid"); sleep 5; c1=$(ctx "$pid")
idle_stopped=$((c1 - c0))

tmx pipe-pane -o -t main "cat >> '$OUT'"
sleep 0.2
# Cursor moves before the first reveal, while no clock redraws the status.
i=0; : > "$WORK/moves"
while [ $i -lt "$REPS" ]; do
    if [ $((i % 2)) -eq 0 ]; then k=d; else k=a; fi
    measure keys "$k" >> "$WORK/moves"
    i=$((i + 1))
done
# Back on the first cell of the dump, whose board the reveals below follow:
# a first reveal elsewhere makes another board.
[ $((REPS % 2)) -eq 1 ] && keys a
keys Space; sleep 0.5

# Reveal numbered cells one at a time (each opens only itself). The clock
# runs, so a second's status-line update can land in a sample; the median
# sees past it.
: > "$WORK/reveals"
r=0
while [ $r -lt 9 ]; do
    c=0
    while [ $c -lt 9 ]; do
        t=$(sed -n "$((r + 1))p" "$WORK/grid" | cut -c $((c + 1)))
        shown=$(char_at "$(cx $r $c)" "$(cy $r)")
        case "$t" in [1-6])
            if [ "$shown" = "." ]; then
                measure click_sgr 0 "$(cx $r $c)" "$(cy $r)" >> "$WORK/reveals"
            fi ;;
        esac
        c=$((c + 1))
    done
    r=$((r + 1))
done

# Wake-ups while paused, then while the clock runs.
keys p; sleep 0.3
c0=$(ctx "$pid"); sleep 5; c1=$(ctx "$pid")
idle_paused=$((c1 - c0))
keys p; sleep 0.3
c0=$(ctx "$pid"); sleep 5; c1=$(ctx "$pid")
idle_running=$((c1 - c0))

printf 'cursor move:            median %s bytes over %s moves       (target < 20; freesweep 70)\n' \
    "$(median < "$WORK/moves")" "$(wc -l < "$WORK/moves" | tr -d ' ')"
printf 'reveal one number:      median %s bytes over %s reveals     (target < 200; freesweep ~2400)\n' \
    "$(median < "$WORK/reveals")" "$(wc -l < "$WORK/reveals" | tr -d ' ')"
printf 'wake-ups, clock stopped: %s in 5 s before the first reveal, %s in 5 s paused   (target 0)\n' \
    "$idle_stopped" "$idle_paused"
printf 'wake-ups, clock running: %s in 5 s                          (target ~1 a second)\n' \
    "$idle_running"
