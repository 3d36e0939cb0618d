#!/bin/sh
# Watching a match between two users of a host, as a third: root with
# three throwaway users on a private setgid install (test_host_match.sh's
# setup): A ($U1) and B ($U2) play a hexmines race, best of 3, and C
# ($U3) watches through its own recorder:
#   - `hexpuzzle watch` lists the match as one entry, its players, game,
#     round and score;
#   - C cannot read anything of the host's lobby (match/), where the
#     match's files are;
#   - C's watcher follows both boards side by side, and the score;
#   - B hits a mine while A still plays that board: C's screen shows no
#     mine of it until A has gone on;
#   - C's watcher stopped (SIGSTOP) stalls neither player, and, let go,
#     gives the verdict.
# Without root, useradd, setpriv or a games group it is skipped.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"
. "$(dirname "$0")/match_board.sh"
. "$(dirname "$0")/host_match.sh"

host_match_setup 3
UC=$U3
LIVEDIR="$HOST/live"

listing() { as_user "$UC" "$HP" watch </dev/null 2>&1; }
# The watcher: C's `hexpuzzle watch 1` in the session w, 170x30, its
# window named so that tmux takes no "b" for it (as for a "bash").
watch_in_w() {
    tmx kill-session -t w >/dev/null 2>&1
    tmx new-session -d -s w -n watcher -x 170 -y 30 \
        "setpriv --reuid=$UC --regid=$UC --init-groups env -i HOME=/home/$UC PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$HP' watch 1; echo EXITED rc=\$?; sleep 600"
}
# --- the match, listed for a third user -----------------------------------------
invite hexmines --best-of 3
check_in "B invites A to a race of three" a "invites you to a hexmines race, best of 3"
until_ok dump_invited >/dev/null
keys_in a y Enter
check_in "the race begins" a "round 1 of 3, 0-0"
wait_in b "round 1 of 3" >/dev/null
# B invited: side 0, named first.
listed() { out=$(listing) && [ "$(printf '%s\n' "$out" | grep -c .)" = 1 ] \
    && printf '%s\n' "$out" | grep -Eq "^  1  $UB vs $UA, hexmines race, round 1, 0-0  for 0:[0-9]{2}$"; }
if until_ok listed; then ok "C's listing has the match as one entry: its players, game, round and score"
else bad "C's listing has the match as one entry" "$(listing)"; fi
check "C cannot read the host's lobby, where the match's files are" sh -c "\
    ! setpriv --reuid=$UC --regid=$UC --init-groups ls $MATCHDIR >/dev/null 2>&1 \
    && ! setpriv --reuid=$UC --regid=$UC --init-groups cat $MATCHDIR/msg-* >/dev/null 2>&1 \
    && ! setpriv --reuid=$UC --regid=$UC --init-groups cat $MATCHDIR/side-* >/dev/null 2>&1"

# --- C follows both boards --------------------------------------------------------
watch_in_w
check_in "C's watcher follows it: the match's line" w "^$UB vs $UA, hexmines race: round 1 of 3, 0-0 \\| $UB: "
check_in "...and both boards, side by side" w "LIVE .*\\|.*LIVE "
one_number b
same_left() { [ -n "$(board_in b)" ] && [ "$(watched_left)" = "$(board_in b)" ]; }
check "the left board follows B's moves" until_ok same_left
# The second click on a number the screen still shows hidden once the
# first has been read: looked for before that, it could be the same one.
a_before=$(board_in a)
one_number a
a_moved() { [ "$(board_in a)" != "$a_before" ]; }
until_ok a_moved
one_number a
same_right() { [ -n "$(board_in a)" ] && [ "$(watched_right)" = "$(board_in a)" ]; }
check "...the right one A's" until_ok same_right
safe_clicks b
check_in "B clears the first round" b "Round 1: you won\\. 1-0\\."
check_in "the watcher's line gives the score" w "^$UB vs $UA, hexmines race: round 2 of 3, 1-0 \\|"

# --- B hits a mine while A plays on: no mine on C's screen ---------------------
seed1=$(round_seed "")
keys_in a n
keys_in b n
check "the second round's board is drawn" until_ok round_drawn "$seed1"
check_in "the second round begins" b "round 2 of 3, 1-0"
wait_in a "round 2 of 3" >/dev/null
board_of_round "$seed1" >/dev/null
one_number a
check "A's move shows on the right" until_ok same_right
one_number b
check "B's first move shows on the left" until_ok same_left
mine_in b
mined() { board_in b | grep -q '[*]'; }
check "B hits a mine: B's own screen shows the board's mines" until_ok mined
sleep 1
check "...C's does not, while A is still on that board" sh -c "! tmux -L '$SOCK' capture-pane -p -t w | grep -E '^ *[|]' | grep -q '[*]'"
check_in "A wins the round" a "Round 2: you won\\. 1-1\\."

# --- C stopped: the players go on unstalled ---------------------------------------
find_procs "$UC"
check "C's watcher found" [ -n "$GAME" ]
kill -STOP "$GAME" "$REC"
keys_in a n
keys_in b n
seed2=$(round_seed "$seed1")
check "the third round's board is drawn" until_ok round_drawn "$seed2"
check_in "the third round begins with C stopped" b "round 3 of 3, 1-1"
wait_in a "round 3 of 3" >/dev/null
board_of_round "$seed2" >/dev/null
safe_clicks b
check_in "...and is played to the match's end while it is stopped" b "Match: you won 2-1 against $UA" 15
check_in "...on both sides" a "Match: you lost 1-2 against $UB" 15
kill -CONT "$GAME" "$REC"
check_in "the watcher, let go, gives the verdict" w "^$UB vs $UA, hexmines race: $UB won the match 2-1\\. q leaves\\."
keys_in w q
check_in "q leaves the watcher" w "EXITED rc=0"
both_leave

finish
