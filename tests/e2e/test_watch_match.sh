#!/bin/sh
# Watching a match between two terminals of one user: `hexpuzzle watch`
# lists it as one entry (its players, game, round and score), and follows
# it in a third terminal: both boards side by side where each gets 80
# columns, each following its side's moves, under the match's line, which
# gives the score after a round and the verdict at the end; a watcher
# stopped (SIGSTOP) stalls neither player; at 80x24 one side is large and
# Tab shows the other, at 80x50 they are one over the other; q leaves.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/match_board.sh"

ME=$(id -un)
HEXPUZZLE="$BIN/hexpuzzle"
LIVEDIR="$WORK/state/hexpuzzle/live"
listing() {
    XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" "$BIN/hexpuzzle" watch </dev/null
}
# watch_in NAME W H: a watcher of the first entry in terminal NAME of W x H
# columns, its process's id in $WORK/NAME.pid.
watch_in() {
    tmx kill-session -t "$1" >/dev/null 2>&1
    tmx new-session -d -s "$1" -x "$2" -y "$3" \
        "cd '$ROOT' && export TERM=xterm-256color LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' && sh -c 'echo \$\$ > \"$WORK/$1.pid\"; exec \"$BIN/hexpuzzle\" watch 1'; echo \"EXITED rc=\$?\"; sleep 600"
}
# The players' terminals are a and c: tmux would take a "b" for a
# window named "bash" of the last session used.
# accepted GAME WHAT ARGS...: a waits for GAME, c invites it with ARGS, a
# is offered WHAT and accepts.
accepted() {
    game=$1; what=$2; shift 2
    start_in a "'$BIN/hexpuzzle' play-with --wait $game"
    wait_in a "Waiting for a $game match" >/dev/null
    start_in c "'$BIN/hexpuzzle' play-with $* '$ME' $game"
    wait_in a "invites you to a $game $what" >/dev/null
    keys_in a y Enter
}
leave_all() {
    for s in a c; do
        keys_in "$s" Escape
        keys_in "$s" q
        wait_in "$s" "EXITED rc=0|Quit this game" >/dev/null
        screen_of "$s" | grep -q "Quit this game" && keys_in "$s" y
    done
    check_in "the players leave" a "EXITED rc=0"
    check_in "...both" c "EXITED rc=0"
}

# --- a hexmines race, best of 3, watched side by side --------------------------
accepted hexmines "race, best of 3" --best-of 3
check_in "the race begins" c "round 1 of 3, 0-0"
wait_in a "round 1 of 3" >/dev/null
listed() { out=$(listing) && [ "$(printf '%s\n' "$out" | grep -c .)" = 1 ] \
    && printf '%s\n' "$out" | grep -Eq "^  1  $ME vs $ME, hexmines race, round 1, 0-0  for 0:[0-9]{2}$"; }
if until_ok listed; then ok "the match is listed as one entry: its players, game, round and score"
else bad "the match is listed as one entry" "$(listing)"; fi
# Both sides' live logs may come a moment after their screens.
seed1=$(until_ok board_of_round "")
watch_in w 170 30
check_in "the watcher follows it: the match's line" w "^$ME vs $ME, hexmines race: round 1 of 3, 0-0 \\| $ME: "
check_in "...and both boards, side by side" w "LIVE .*\\|.*LIVE "
# c invited: side 0, on the left. Each click is drawn on its player's
# screen before the watcher is compared with it: a board not yet changed
# is the same on both sides. a's second click is made once its first is
# drawn: one_number picks the first number still hidden, the same one
# again if it looked too soon, and a's board would be c's.
board_moved() { [ "$(board_in "$1")" != "$2" ]; }
before=$(board_in c)
one_number c
until_ok board_moved c "$before"
same_left() { [ -n "$(board_in c)" ] && [ "$(watched_left)" = "$(board_in c)" ]; }
check "the left board follows the inviter's moves" until_ok same_left
before=$(board_in a)
one_number a
until_ok board_moved a "$before"
before=$(board_in a)
one_number a
until_ok board_moved a "$before"
same_right() { [ -n "$(board_in a)" ] && [ "$(watched_right)" = "$(board_in a)" ]; }
check "...the right one the other's" until_ok same_right
check "...and the two differ as the players' do" [ "$(watched_left)" != "$(watched_right)" ]
safe_clicks c
check_in "c clears the first round" c "Round 1: you won\\. 1-0\\."
check_in "the watcher's line gives the score after the round" w "^$ME vs $ME, hexmines race: round 2 of 3, 1-0 \\|"

# The watcher stopped: the players go on unstalled to the end.
kill -STOP "$(cat "$WORK/w.pid")"
keys_in a n
keys_in c n
check "the next round's board is drawn" until_ok round_drawn "$seed1"
check_in "the round begins with the watcher stopped" c "round 2 of 3, 1-0"
wait_in a "round 2 of 3" >/dev/null
board_of_round "$seed1" >/dev/null
safe_clicks c
check_in "...and is played to the match's end while it is stopped" c "Match: you won 2-0 against $ME"
check_in "...on both sides" a "Match: you lost 0-2 against $ME"
kill -CONT "$(cat "$WORK/w.pid")"
check_in "the watcher, let go, gives the verdict" w "^$ME vs $ME, hexmines race: $ME won the match 2-0\\. q leaves\\."
keys_in w q
check_in "q leaves the watcher" w "EXITED rc=0"
leave_all

# --- hextris versus, watched at 80x24 and 80x50 --------------------------------
accepted hextris versus
check_in "versus begins" c "Versus vs $ME: .*round 1 of 1, 0-0"
listed() { listing | grep -Eq "^  1  $ME vs $ME, hextris versus, round 1, 0-0  for "; }
if until_ok listed; then ok "a versus match is listed as one entry"
else bad "a versus match is listed as one entry" "$(listing)"; fi
watch_in w 80 24
check_in "at 80x24 one side is large, the line over it" w "^$ME vs $ME: round 1 of 1, 0-0 \\| "
check_in "...the first side's" w "$ME \\(1st\\)  LIVE "
check_in "...and Tab is said to show the other" w "Tab the other side"
score_of() { screen_of "$1" | sed -n 's/.*Score  *\([0-9]*\).*/\1/p' | head -n 1; }
scored() { [ "$(score_of c)" -gt 0 ] 2>/dev/null; }
# A drop at a time, each given as long as until_ok waits to score: drops
# sent on a clock while a busy machine draws none could top c out.
i=0
while ! scored && [ "$i" -lt 10 ]; do keys_in c Space; until_ok scored; i=$((i + 1)); done
same_score() { scored && [ "$(score_of w)" = "$(score_of c)" ]; }
check "the large side follows its player's moves ($(score_of c))" until_ok same_score
keys_in w Tab
check_in "Tab shows the other side" w "$ME \\(2nd\\)  LIVE "
check "...its own game" until_ok sh -c "[ \"\$(tmux -L '$SOCK' capture-pane -p -t w | sed -n 's/.*Score  *\\([0-9]*\\).*/\\1/p' | head -n 1)\" = 0 ]"
tmx resize-window -t w -x 80 -y 50
both_over() { [ "$(screen_of w | grep -c "^$ME  LIVE ")" = 2 ] || [ "$(screen_of w | grep -Ec "$ME  LIVE ")" = 2 ]; }
check "at 80x50 both sides show, one over the other" until_ok both_over
topped() { screen_of a | grep -q "YOU LOSE"; }
i=0
while ! topped && [ "$i" -lt 40 ]; do keys_in a Space; sleep 0.1; i=$((i + 1)); done
check_in "a tops out and loses" a "Match: you lost 0-1 against $ME"
check_in "the watcher gives the verdict" w "^$ME vs $ME, hextris versus: $ME won the match 1-0\\."
keys_in w q
check_in "q leaves the watcher" w "EXITED rc=0"
leave_all

finish
