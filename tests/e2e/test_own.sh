#!/bin/sh
# On a player's own machine: what the program echoes is shown escaped, a
# state directory others can write is refused, lock files are not followed
# through links, two instances keep both their saves, an over-long
# XDG_STATE_HOME is named as such, and a replay too large to check at once
# shows its progress.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state/hexpuzzle"
ESC=$(printf '\033')
C1=$(printf '\233')
run() {
    out=$(XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" "$@" 2>"$WORK/err" </dev/null)
    rc=$?; err=$(cat "$WORK/err")
}
# raw TEXT: whether TEXT holds an escape, a C1 control or any other control
# byte but the newline (what a terminal would act on).
raw() { printf '%s' "$1" | LC_ALL=C grep -q "[$(printf '\001-\011\013-\037\177\200-\237')]"; }
one_line() { [ "$(printf '%s\n' "$1" | wc -l)" -eq 1 ]; }

# --- 1. escaping ------------------------------------------------------------
run "$BIN/hexpuzzle" replay --verify "x${ESC}[2J${ESC}]0;owned$(printf '\007').replay"
[ $rc -eq 1 ] && ! raw "$err" && one_line "$err" && printf '%s' "$err" | grep -qF 'x\033[2J\033]0;owned\007.replay' \
    && ok "a replay's path is echoed with its escapes in octal" || bad "replay path escaped" "rc=$rc err=$err"
run "$BIN/hexmines" --preset "be${C1}2J"
[ $rc -eq 2 ] && ! raw "$err" && printf '%s' "$err" | grep -qF "unknown preset 'be\\2332J'" \
    && ok "an option value's 8-bit CSI is shown in octal" || bad "option value escaped" "rc=$rc err=$err"
run "$BIN/hexmines" --preset "$(printf 'be\302\2332J')"
[ $rc -eq 2 ] && ! raw "$err" && printf '%s' "$err" | grep -qF "'be\\302\\2332J'" \
    && ok "...and a C1 control in UTF-8 too" || bad "UTF-8 C1 escaped" "rc=$rc err=$err"
run "$BIN/hexmines" --preset "$(printf 'b\303\251be')"
[ $rc -eq 2 ] && printf '%s' "$err" | grep -qF "$(printf "'b\303\251be'")" \
    && ok "...while plain UTF-8 is shown as it is" || bad "UTF-8 kept" "rc=$rc err=$err"
run "$BIN/hexpuzzle" "chess${ESC}[31m"
[ $rc -eq 2 ] && ! raw "$err" && printf '%s' "$err" | grep -qF 'chess\033[31m' \
    && ok "an unknown command is escaped" || bad "command escaped" "rc=$rc err=$err"
mkdir -p "$WORK/config/hexpuzzle"
printf 'preset = x%s[2J\n' "$ESC" > "$WORK/config/hexpuzzle/config"
run "$BIN/hexmines" --dump -s 1
! raw "$err" && printf '%s' "$err" | grep -qF 'x\033[2J' \
    && ok "a config line is echoed escaped" || bad "config line escaped" "rc=$rc err=$err"
rm -f "$WORK/config/hexpuzzle/config"
printf '#!/bin/sh\nTERM="$(printf "xterm\\033]2;owned\\007")" exec "$@"\n' > "$WORK/badterm"
start 80 24 xterm-256color "sh '$WORK/badterm' '$BIN/hexmines' 2>'$WORK/term-err'"
wait_for "EXITED rc=" >/dev/null
e=$(cat "$WORK/term-err")
! raw "$e" && printf '%s' "$e" | grep -qF 'xterm\033]2;owned\007' \
    && ok "TERM is echoed escaped" || bad "TERM escaped" "$e"

# --- 2. the state directory -------------------------------------------------
mkdir -p "$STATE"
chmod 0777 "$STATE"
run "$BIN/hexpuzzle" scores
[ $rc -eq 0 ] && ! raw "$err" && one_line "$err" && printf '%s' "$err" | grep -q "others can write it" \
    && ok "a state directory others can write is refused in one line" || bad "world-writable refused" "rc=$rc err=$err"
start 80 24 xterm-256color "'$BIN/hexmines' -s 5 2>'$WORK/game-err'"
check "...and the game still plays" wait_for "seed 5"
keys Space
# The clock runs once the first reveal is read: a game in progress, which a
# signal would save, were its directory trusted.
check "...the first reveal read" wait_for "Time 0:0[1-9]"
kill -TERM "$(pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" -f 'hexmines -s 5' | head -1)" 2>/dev/null
wait_for "EXITED rc=143" >/dev/null
[ ! -e "$STATE/hexmines.save" ] && grep -q "others can write it" "$WORK/game-err" \
    && ok "...saving nothing there, and saying why" || bad "no save in a refused directory" "$(cat "$WORK/game-err"; ls -la "$STATE")"
chmod 1777 "$STATE"
run "$BIN/hexpuzzle" scores
[ $rc -eq 0 ] && [ -z "$err" ] && ok "a sticky one of the player's own is taken" || bad "sticky taken" "rc=$rc err=$err"
chmod 0770 "$STATE"
run "$BIN/hexpuzzle" scores
printf '%s' "$err" | grep -q "others can write it" && ok "a group-writable one is refused" || bad "group-writable" "err=$err"
chmod 0700 "$STATE"
if id nobody >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    chown nobody "$STATE"
    run "$BIN/hexpuzzle" scores
    printf '%s' "$err" | grep -q "not yours" && ok "one the player does not own is refused" || bad "not owned" "err=$err"
    chown "$(id -u)" "$STATE"
fi
rm -f "$STATE"/hexmines*.save "$STATE/hexmines.save.lock"
rm -f "$STATE"/hexmines*.save "$STATE/hexmines.save.lock"
ln -s "$WORK/elsewhere" "$STATE/hexmines.save.lock"
start 80 24 xterm-256color "'$BIN/hexmines' -s 5"
wait_for "seed 5" >/dev/null
keys Space
# A game in progress (its clock runs once the reveal is read) asks and saves.
wait_for "Time 0:0[1-9]" >/dev/null
keys q
wait_for "Quit this game" >/dev/null
keys y
check "a lock file that is a link stops the save, and the game says so" wait_for "cannot save the game"
[ ! -e "$WORK/elsewhere" ] && ok "...and the link is not followed" || bad "lock link followed" "$(ls -la "$WORK")"
kill -TERM "$(pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" -f 'hexmines -s 5' | head -1)" 2>/dev/null
wait_for "EXITED rc=143" >/dev/null
rm -f "$STATE/hexmines.save.lock" "$STATE"/hexmines*.save

# --- 3. two instances of one player -----------------------------------------
# second SEED: another hexmines (intermediate) on its own session, the
# same state.
second() {
    tmx kill-session -t second >/dev/null 2>&1
    tmx new-session -d -s second -x 80 -y 24 \
        "cd '$ROOT' && export TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' && '$BIN/hexmines' -p intermediate -s $1; sleep 600"
}
term_game() {   # term_game SESSION SEED
    kill -TERM "$(pgrep -P "$(tmx display-message -p -t "$1" '#{pane_pid}')" -f -- "-s $2$" | head -1)" 2>/dev/null
}
start 80 24 xterm-256color "'$BIN/hexmines' -s 11"
second 22
# Each a game in progress, which SIGTERM saves: its clock runs once the
# first reveal is read.
wait_for "seed 11" >/dev/null
keys Space
wait_in second "seed 22" >/dev/null
tmx send-keys -t second Space
wait_for "Time 0:0[1-9]" >/dev/null
wait_in second "Time 0:0[1-9]" >/dev/null
term_game main 11
wait_for "EXITED rc=143" >/dev/null
# The second saves after the first has: it is the newest.
sleep 0.3
second_pid=$(pgrep -P "$(tmx display-message -p -t second '#{pane_pid}')" -f -- "-s 22$" | head -1)
term_game second 22
[ -z "$second_pid" ] || until_ok sh -c "! kill -0 $second_pid 2>/dev/null"
n=$(ls "$STATE" | grep -c '^hexmines.*save$')
[ "$n" -eq 2 ] && ok "two hexmines quitting one after the other keep both their saves" \
    || bad "both saves kept" "$(ls -la "$STATE")"
start 80 24 xterm-256color "'$BIN/hexmines'"
check "the next start offers a saved game" wait_for "Resume it\\? \\(y/n\\)"
keys y
check "...the newest first" wait_for "intermediate"
keys q
wait_for "Quit this game" >/dev/null
keys y
wait_for "EXITED rc=0" >/dev/null
start 80 24 xterm-256color "'$BIN/hexmines'"
wait_for "Resume it" >/dev/null
keys y
check "the newest again after it was saved once more" wait_for "intermediate"
keys q
wait_for "Quit this game" >/dev/null
keys y
wait_for "EXITED rc=0" >/dev/null
start 80 24 xterm-256color "'$BIN/hexmines'"
wait_for "Resume it" >/dev/null
keys n
wait_for "Mines" >/dev/null
keys q
wait_for "EXITED rc=0" >/dev/null
start 80 24 xterm-256color "'$BIN/hexmines'"
wait_for "Resume it" >/dev/null
keys y
check "declining it offers the other at the next start" wait_for "beginner"
keys q
wait_for "Quit this game" >/dev/null
keys y
wait_for "EXITED rc=0" >/dev/null
rm -f "$STATE"/hexmines*.save

# --- 4. an over-long XDG_STATE_HOME -----------------------------------------
long=$(head -c 5000 /dev/zero | tr '\0' 'a')
out=$(XDG_STATE_HOME="/$long" "$BIN/hexpuzzle" scores 2>&1 >/dev/null)
one_line "$out" && printf '%s' "$out" | grep -q "XDG_STATE_HOME is longer than a path can be" \
    && ! printf '%s' "$out" | grep -q "set XDG_STATE_HOME" \
    && ok "an over-long XDG_STATE_HOME is named as such" || bad "over-long XDG_STATE_HOME" "$(printf '%s' "$out" | cut -c1-200)"
out=$(HOME="/$long" XDG_STATE_HOME= "$BIN/hexpuzzle" scores 2>&1 >/dev/null)
printf '%s' "$out" | grep -q "HOME is longer than a path can be" \
    && ok "...and an over-long HOME" || bad "over-long HOME" "$(printf '%s' "$out" | cut -c1-200)"

# --- 5. replays too large to check at once ----------------------------------
# A 1000x1000 board (the largest hexmines takes) and many hints, each a
# solve of the whole board: minutes of work.
{
    printf 'hexpuzzle-replay 1\ngame hexmines\nparams rect:1000x1000:1000:classic:seed=1\nelapsed_ms 5000\n'
    printf 'outcome quit\nfigure 0\nassisted 0\ntable -\nrank 0\nplayer me\n'
    printf 'started 2023-11-14T22:13:17Z\nended 2023-11-14T22:13:20Z\nversion 0.1.0\n'
    printf 'move 1000 O500,500\n'
    i=0; while [ $i -lt 3000 ]; do printf 'move 1001 H\n'; i=$((i + 1)); done
    printf 'end 3001\n'
} > "$WORK/huge.replay"
# The progress shows after a second's work: waited for as long as a busy
# machine may need, then the check is stopped.
: > "$WORK/err"
XDG_STATE_HOME="$WORK/state" timeout 60 "$BIN/hexpuzzle" replay --verify "$WORK/huge.replay" >/dev/null 2>"$WORK/err" &
verifier=$!
until_ok grep -Eq 'move [0-9]+ of 3001' "$WORK/err"
kill "$verifier" 2>/dev/null; wait "$verifier" 2>/dev/null
err=$(cat "$WORK/err")
printf '%s' "$err" | grep -Eq 'move [0-9]+ of 3001' && ! raw "$(printf '%s' "$err" | tr -d '\r')" \
    && ok "replay --verify of a huge game shows its progress" || bad "verify progress" "$err"
start 80 24 xterm-256color "'$BIN/hexpuzzle' replay '$WORK/huge.replay'"
check "...and so does the viewer before it starts" wait_for "move [0-9]+ of 3001"
# Ctrl-C does not end it while it works through the moves (it did not
# within 15 s): closing its terminal does, at once.
keys C-c
tmx kill-session -t main
sleep 60 & sleeper=$!
mkdir -p "$STATE/live"
{
    printf 'hexpuzzle-live 1\ngame hexmines\nparams rect:1000x1000:1000:classic:seed=1\nplayer me\npid %s\nstarted %s000\n' \
        "$sleeper" "$(date +%s)"
    printf 'move 1000 O500,500\n'
    i=0; while [ $i -lt 3000 ]; do printf 'move 1001 H\n'; i=$((i + 1)); done
} > "$STATE/live/$(id -u)-$sleeper.live"
start 80 24 xterm-256color "'$BIN/hexpuzzle' watch 1"
check "watch of a huge live game shows its progress" wait_for "move [0-9]+ of 3001"
keys C-c
tmx kill-session -t main
kill $sleeper 2>/dev/null
rm -rf "$STATE/live"

finish
