#!/bin/sh
# Watching live: a game being played is listed by `hexpuzzle watch` and
# followed by `hexpuzzle watch 1` in another terminal, a moment behind;
# the watcher's keys never reach the game; its end shows; a game whose
# process was killed is not listed.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state"
run() {
    out=$(XDG_STATE_HOME="$STATE" XDG_CONFIG_HOME="$WORK/config" "$@" 2>"$WORK/err" </dev/null)
    rc=$?; err=$(cat "$WORK/err")
}
player() { tmx capture-pane -p -t player; }
panel() { sed -n "s/.*$1  *\([0-9:]*\).*/\1/p" | head -1; }

run "$BIN/hexpuzzle" watch
[ $rc -eq 0 ] && [ "$out" = "No games are being played now." ] \
    && ok "nothing played: nothing listed" || bad "watch with no game" "rc=$rc out=$out"

tmx new-session -d -s player -x 80 -y 24 \
    "cd '$ROOT' && TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME='$STATE' XDG_CONFIG_HOME='$WORK/config' '$BIN/hextris'; sleep 600"
wait_in player HEXTRIS >/dev/null
tmx send-keys -t player Space
# Listed once the game has read its first key and said so in its live log.
listed_playing() {
    run "$BIN/hexpuzzle" watch
    printf '%s' "$out" | grep -Eq "^ +1  [a-z0-9_-]+ +hextris +marathon +for 0:0"
}
until_ok listed_playing && ok "the game being played is listed" || bad "watch list" "rc=$rc out=$out"

start 80 24 xterm-256color "'$BIN/hexpuzzle' watch 1"
check "watch 1 follows it live" wait_for "^LIVE "
for _ in 1 2 3; do tmx send-keys -t player Space; done
score_of() { tmx capture-pane -p -t "$1" | sed -n 's/.*Score  *\([0-9]*\).*/\1/p' | head -1; }
same_score() { [ -n "$(score_of player)" ] && [ "$(score_of main)" = "$(score_of player)" ]; }
check "the watcher shows the player's score, a moment behind" until_ok same_score
check "...and no seed while the game goes on" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Seed '"
keys p Space Left x
sleep 0.5
check "the watcher's keys never reach the game" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t player | grep -q PAUSED"
# Paused, the game changes nothing: the watcher, woken by the log's
# changes (inotify) and the game's deadlines, sleeps.
tmx send-keys -t player p
# The count starts once the watcher has drawn the pause (it follows a
# moment behind) and has stopped drawing: not after a fixed time, which a
# busy machine may not have given it.
wait_in player PAUSED >/dev/null
wait_for PAUSED >/dev/null
settle
wpid=$(pane_program)
switches() { awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$wpid/status"; }
s0=$(switches); sleep 2; s1=$(switches)
check "a paused game costs the watcher no wake-ups ($((s1 - s0)) in 2 s)" [ $((s1 - s0)) -le 2 ]
tmx send-keys -t player p
sleep 0.3
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do tmx send-keys -t player Space; done
check "the game's end shows to the watcher: it becomes a replay" wait_for "^REPLAY .* end"
keys Home
check "...which the watcher can go back over (Home)" wait_for "^REPLAY 0:00/"
keys q
expect_exit 0 "q leaves the watcher"
tmx send-keys -t player q
# Gone before its terminal is: a game that has not read the q yet would be
# hung up on instead.
player_gone() { ! pgrep -x -P "$(tmx display-message -p -t player '#{pane_pid}')" hextris >/dev/null; }
until_ok player_gone

# A game killed in the middle leaves no live game behind.
tmx kill-session -t player
tmx new-session -d -s player -x 80 -y 24 \
    "cd '$ROOT' && TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME='$STATE' XDG_CONFIG_HOME='$WORK/config' exec '$BIN/hextris'"
wait_in player HEXTRIS >/dev/null
hextris_listed() { run "$BIN/hexpuzzle" watch; printf '%s' "$out" | grep -q "hextris"; }
until_ok hextris_listed && ok "a new game is listed" || bad "new game listed" "$out"
# A second game, started after it: the newest comes first.
tmx new-session -d -s second -x 80 -y 24 \
    "cd '$ROOT' && TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME='$STATE' XDG_CONFIG_HOME='$WORK/config' exec '$BIN/hexmines'"
two_listed() { run "$BIN/hexpuzzle" watch; [ "$(printf '%s\n' "$out" | wc -l)" -ge 2 ]; }
until_ok two_listed
printf '%s\n' "$out" | head -1 | grep -Eq '^ +1  .* hexmines ' && printf '%s\n' "$out" | sed -n 2p | grep -q ' hextris ' \
    && ok "the newest game is listed first" || bad "watch list order" "$out"
start 80 24 xterm-256color "'$BIN/hexpuzzle' watch 1"
check "watching hexmines: its status line whole within 80 columns" wait_for "^Mines [0-9]+ .*LIVE [0-9:]+  move [0-9]+ *\$"
check "...and the keys line says it is watched" wait_for "watching as it is played: q quit"
keys q
expect_exit 0 "q leaves the watcher"
tmx kill-session -t second
pid=$(tmx display-message -p -t player '#{pane_pid}')
kill -9 "$pid"
none_listed() { run "$BIN/hexpuzzle" watch; [ "$out" = "No games are being played now." ]; }
until_ok none_listed && ok "killed, it is no longer listed" || bad "stale live game" "$out"
run "$BIN/hexpuzzle" watch nobody
[ $rc -eq 1 ] && printf '%s' "$err" | grep -q "no game of 'nobody'" \
    && ok "watch of a player with no game: one line, exit 1" || bad "watch nobody" "rc=$rc err=$err"
finish
