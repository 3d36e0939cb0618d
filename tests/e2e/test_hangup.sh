#!/bin/sh
# A terminal that goes away is a hangup, whether or not a SIGHUP arrives.
# Each game, and the menu, runs under a shell that stays session leader and
# ignores SIGHUP (as `ssh -tt host "trap '' HUP; hexmines"` does), so the
# kernel's SIGHUP stops there; then the window is closed under it. The game
# must save as on SIGHUP, exit with 129 within a few seconds, and not spin
# on the dead terminal meanwhile.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state/hexpuzzle"
TICK=$(getconf CLK_TCK)
# The most CPU, in seconds, the game may use from the hang-up until it has
# gone: one that spins on the dead terminal burns a whole core.
CPU_LIMIT=0.3

# start_hup W H COMMAND...: like start, but under a shell that ignores
# SIGHUP and writes COMMAND's exit status to $WORK/rc.
start_hup() {
    w=$1; h=$2; shift 2
    rm -f "$WORK/rc"
    tmx kill-session -t main >/dev/null 2>&1
    tmx new-session -d -s main -x "$w" -y "$h" \
        "cd '$ROOT' && export TERM=xterm-256color ESCDELAY=$ESCDELAY_TEST LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' && trap '' HUP && $*; echo \$? > '$WORK/rc'"
}

# CPU time a process has used, in clock ticks (user + system).
cpu_ticks() { sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | awk '{ print $12 + $13 }'; }

# hang_up PATTERN: closes the window under the game that matches PATTERN in
# this test's own pane (the same binary may run in other tests), then waits
# at most 5 s for it to end. Leaves its exit status in $rc ("none" if it
# did not end) and the CPU seconds it used after the hang-up in $cpu.
hang_up() {
    pid=$(pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" -f "$1" | head -1)
    rc=none; cpu=0
    if [ -z "$pid" ]; then
        tmx kill-session -t main >/dev/null 2>&1
        return
    fi
    before=$(cpu_ticks "$pid"); last=$before
    tmx kill-session -t main
    i=0
    while [ ! -s "$WORK/rc" ] && [ "$i" -lt 100 ]; do
        t=$(cpu_ticks "$pid"); [ -n "$t" ] && last=$t
        sleep 0.05; i=$((i + 1))
    done
    [ -s "$WORK/rc" ] && rc=$(cat "$WORK/rc")
    cpu=$(awk -v a="$before" -v b="$last" -v t="$TICK" 'BEGIN { printf "%.2f", (b - a) / t }')
    # A game that did not end would spin on for ever, its window gone.
    if pgrep -f "$1" | grep -qx "$pid"; then kill -KILL "$pid"; fi
}

cpu_below_limit() { awk -v c="$cpu" -v l="$CPU_LIMIT" 'BEGIN { exit !(c < l) }'; }

# check_hangup NAME: the checks after hang_up for a game or the menu.
check_hangup() {
    check "$1: a vanished terminal ends it with 129, as SIGHUP does (got $rc)" [ "$rc" = 129 ]
    check "$1: no busy loop on the dead terminal (${cpu} s of CPU)" cpu_below_limit
}

# --- hexmines: a game in progress is saved and offered again --------------
rm -f "$STATE"/*.save
start_hup 80 24 "'$BIN/hexmines' -s 42"
wait_for "seed 42" >/dev/null
keys Space
wait_for "Time 0:0[1-9]" >/dev/null
hang_up "hexmines -s 42"
check_hangup "hexmines"
check "hexmines: the game is saved" [ -s "$STATE/hexmines.save" ]
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
check "hexmines: the next start offers to resume it" wait_for "Resume it\\? \\(y/n\\)"

# --- hextris ---------------------------------------------------------------
rm -f "$STATE"/*.save
start_hup 80 24 "'$BIN/hextris' --seed 1"
wait_for "HEXTRIS" >/dev/null
keys Space Space
wait_for "Score  2[0-9]" >/dev/null
hang_up "hextris --seed 1"
check_hangup "hextris"
check "hextris: the game is saved" [ -s "$STATE/hextris.save" ]
start 80 24 xterm-256color "'$BIN/hextris' --seed 1"
check "hextris: the next start offers to resume it" wait_for "Resume the saved game\\? \\(y/n\\)"

# --- the menu, and a game started from it ---------------------------------
rm -f "$STATE"/*.save
start_hup 80 24 "'$BIN/hexpuzzle'"
wait_for "1  Hex Mines" >/dev/null
hang_up "hexpuzzle"
check_hangup "menu"

start_hup 80 24 "'$BIN/hexpuzzle'"
wait_for "1  Hex Mines" >/dev/null
keys Enter
wait_for "Mines 10" >/dev/null
keys Space
wait_for "Time 0:0[1-9]" >/dev/null
hang_up "hexpuzzle"
check_hangup "hexmines from the menu"
check "hexmines from the menu: the game is saved" [ -s "$STATE/hexmines.save" ]
rm -f "$STATE"/*.save

# --- the replay viewer and the watcher --------------------------------------
# A finished game to replay, and one being played to watch.
start 80 24 xterm-256color "'$BIN/hextris' --seed 1"
wait_for "HEXTRIS" >/dev/null
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
wait_for "GAME OVER" >/dev/null
keys q
wait_for "EXITED" >/dev/null
start_hup 80 24 "'$BIN/hexpuzzle' replay"
wait_for "REPLAY" >/dev/null
hang_up "hexpuzzle replay"
check_hangup "the replay viewer"
tmx new-session -d -s player -x 80 -y 24 \
    "cd '$ROOT' && TERM=xterm-256color XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' '$BIN/hextris'; sleep 600"
# The game to watch: once its live log is there.
until_ok sh -c "ls '$STATE/live' 2>/dev/null | grep -q ."
start_hup 80 24 "'$BIN/hexpuzzle' watch 1"
wait_for "LIVE" >/dev/null
hang_up "hexpuzzle watch"
check_hangup "the watcher"
tmx kill-session -t player >/dev/null 2>&1

finish
