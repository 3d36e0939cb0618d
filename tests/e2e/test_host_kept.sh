#!/bin/sh
# Host games kept in progress, tried as their player, who can copy their
# own files, run two terminals and stop or kill their own processes. Root
# with three throwaway users (A plays, B plays beside A, D is deleted) on
# a private install (make install HOST_SCORES=yes, its own build, PREFIX
# and HOST_DIR under $WORK):
#   1 a kept game resumes once: killed and copied back, or two terminals
#   2 no seed in a save: the recorder stopped during a move, then saved
#   3 a slow answer to "Resume the saved game?" still ranks; put off, the
#     game is kept again; a dropped connection saves a game the host keeps
#   4 what deleted users and dead recorders left is swept
# Every check passes only if the attempt did not work (the threat model:
# the man page's SECURITY). Without root, useradd, setpriv or a games
# group it is skipped, and the summary says so.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"

host_need_root
host_users_add 3 || exit 1
UA=$U1; UB=$U2; UD=$U3
trap 'tmx kill-server >/dev/null 2>&1; host_users_del; cleanup' EXIT

host_install
STA="/home/$UA/.local/state/hexpuzzle"
SAVE="$STA/hextris.save"

wait_for() { host_wait_for "$@"; }
# settled [USER]: none of USER's (the last player's) games and their
# recorders runs any more, so that none writes its save after this (a
# hangup saves).
settled() {
    se_end=$(($(now_ms) + 10000))
    while pgrep -u "${1:-$PLAYER}" -f "$HP" >/dev/null; do
        [ "$(now_ms)" -ge "$se_end" ] && return 1
        sleep 0.05
    done
}
# leave_game: the game in main left (q, and yes if asked), its player's
# games all ended.
leave_game() {
    keys q
    wait_for "Quit this game|EXITED" >/dev/null
    screen | grep -q "Quit this game" && keys y
    wait_for "EXITED" >/dev/null
    settled
}
# box_says TEXT: the box on the screen says TEXT, however its lines wrap.
box_on_screen_says() {
    screen | sed -n 's/^[^|]*| *\([^|]*[^| ]\) *|.*/\1/p' | tr '\n' ' ' | grep -q -- "$1"
}
# Looked at until it does: a look may come while the box is half drawn.
box_says() { until_ok box_on_screen_says "$@"; }
drops() { for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done; }
# save_and_quit: q, yes; the game leaves, its save written.
save_and_quit() {
    keys q; wait_for "Quit this game" >/dev/null && keys y
    wait_for "EXITED" >/dev/null
    settled
}
# fresh_save: A's fresh hextris, one move, saved: the host keeps it.
fresh_save() {
    as_user "$UA" rm -f "$SAVE"
    play "$UA" hextris
    wait_for "HEXTRIS" >/dev/null
    keys Left; sleep 0.3
    save_and_quit
}
# resume: A's hextris, its saved game resumed and going on (p).
resume() {
    play "$UA" hextris
    wait_for "Resume (it|the saved game)" >/dev/null && keys y
    wait_for "p to play|PAUSED" >/dev/null && keys p
    sleep 0.3
}
put_back() { settled "$UA"; as_user "$UA" sh -c "cat > '$SAVE'" < "$1"; }
kept_of() { find "$HOST/kept" -name "$(id -u "$1")-*.save" | wc -l; }
save_has_no_seed() { grep -q '^params .*seed=0\b' "$1" && grep -q '^host [0-9a-f]' "$1"; }

# --- 1: a kept game resumes once -------------------------------------
fresh_save
check "setup: the save names the host's kept game" grep -q '^host [0-9a-f]' "$SAVE"
cp "$SAVE" "$WORK/save1"
# 1a: resumed, a move, then the game and its recorder killed (a loss seen
# whole would be the same); the save copied back.
resume
find_procs "$UA"
keys Left; sleep 0.3
check "1 killed: the resumed game runs (its recorder found)" [ -n "$REC" ]
as_user "$UA" kill -9 "$GAME" "$REC"
settled "$UA"
put_back "$WORK/save1"
play "$UA" hextris
check "1 killed: the save copied back is refused, in one line" \
    wait_for "cannot be resumed .*once|cannot be resumed"
check "...and not offered for resuming" sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -Eq 'Resume (it|the saved game)'"
keys Enter; leave_game
check "1 killed: the copy the killed recorder held is swept at the next start" \
    [ -z "$(find "$HOST/kept" -name '.taken-*')" ]
# 1b: two terminals resume the same save at once.
fresh_save
cp "$SAVE" "$WORK/save2"
play_in main "$UA" hextris
play_in other "$UA" hextris
wait_for "Resume (it|the saved game)|cannot be resumed" "" main >/dev/null
wait_for "Resume (it|the saved game)|cannot be resumed" "" other >/dev/null
n=0
for s in main other; do
    tmx capture-pane -p -t "$s" | grep -Eq 'Resume (it|the saved game)' && n=$((n + 1))
done
check "1 two terminals: one of the two is offered the game, not both ($n)" [ "$n" -eq 1 ]
check "...the other reads why" sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q 'cannot be resumed' || tmux -L '$SOCK' capture-pane -p -t other | grep -q 'cannot be resumed'"
tmx kill-session -t other
tmx kill-session -t main
settled "$UA"

# --- 2: no seed in a save -------------------------------------------
fresh_save
cp "$SAVE" "$WORK/save3"
resume
find_procs "$UA"
keys Left; sleep 0.3
as_user "$UA" kill -STOP "$REC"
until_ok grep -q '^State:.*stopped' "/proc/$REC/status"
# The late move is one the screen shows once read (a piece in HOLD): the
# 2.5 s the recorder then stays stopped are counted from the move's time,
# not from its sending, which a busy machine may read late.
hold_shown() {
    screen | LC_ALL=C.UTF-8 sed -n '/HOLD/,+3p' | LC_ALL=C.UTF-8 sed -e '1d' -e 's/^.*[▖▘]//' \
        | grep -q '^ \{0,8\}[^ ]'
}
keys c
until_ok hold_shown
sleep 2.5
as_user "$UA" kill -CONT "$REC"
sleep 0.3
save_and_quit
cp "$SAVE" "$WORK/save4"
check "2 stopped: the save of a game that may no longer rank holds no seed" save_has_no_seed "$WORK/save4"
sed -n 's/^params /       (params /p' "$WORK/save4"
put_back "$WORK/save3"
play "$UA" hextris
check "2 stopped: the older copy of it is not resumable" wait_for "cannot be resumed"
keys Enter; leave_game
put_back "$WORK/save4"
resume
drops
check "2 stopped: the game resumed from the host's copy ends" wait_for "GAME OVER"
check "...and does not rank on the host" wait_for "Host table: not"
check "...saying why (a move the stopped recorder saw late)" box_says "after its time"
leave_game

# --- 3: honest slow answers, and put off -----------------------------
fresh_save
play "$UA" hextris
wait_for "Resume (it|the saved game)" >/dev/null
sleep 3   # the player thinks it over
keys y
wait_for "p to play|PAUSED" >/dev/null && keys p
sleep 0.3
drops
check "3 slow answer: the resumed game ends" wait_for "GAME OVER"
check "3 slow answer: it enters the host table" wait_for "Host table: #[0-9]+"
leave_game
fresh_save
play "$UA" hextris
wait_for "Resume (it|the saved game)" >/dev/null && keys q
wait_for "EXITED" >/dev/null
settled
check "3 put off: the save still names a game the host keeps" save_has_no_seed "$SAVE"
resume
drops
check "3 put off: resumed later, the game ends" wait_for "GAME OVER"
check "3 put off: ...and enters the host table" wait_for "Host table: #[0-9]+"
leave_game
# The connection drops during a host game: the hangup saves it, and the
# host keeps it, still rankable.
as_user "$UA" rm -f "$SAVE"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
keys Left; sleep 0.3
tmx kill-session -t main
settled
check "3 hangup: the save names a game the host keeps" save_has_no_seed "$SAVE"
resume
drops
check "3 hangup: resumed, the game ends" wait_for "GAME OVER"
check "3 hangup: ...and enters the host table" wait_for "Host table: #[0-9]+"
leave_game

# --- 4: swept ---------------------------------------------------------
fresh_save
DUID=$(id -u "$UD")
as_user "$UD" rm -f "/home/$UD/.local/state/hexpuzzle/hextris.save"
play "$UD" hextris
wait_for "HEXTRIS" >/dev/null
keys Left; sleep 0.3
save_and_quit
check "setup: D's game is kept" [ "$(kept_of "$UD")" -ge 1 ]
# A live log its recorder no longer holds (killed), as the games group
# would have left it.
printf 'hexpuzzle-live 1\n' > "$HOST/live/$DUID-99999.live"
chgrp games "$HOST/live/$DUID-99999.live"; chmod 660 "$HOST/live/$DUID-99999.live"
userdel -r "$UD" >/dev/null 2>&1
HOST_USERS="$UA $UB"
play "$UB" hextris
wait_for "HEXTRIS" >/dev/null
leave_game
check "4 swept: a deleted user's kept games are gone after another's start" \
    [ -z "$(find "$HOST/kept" -name "$DUID-*")" ]
check "4 swept: ...and a live log nobody holds" [ ! -e "$HOST/live/$DUID-99999.live" ]
check "4 swept: A's kept game stays" [ "$(kept_of "$UA")" -ge 1 ]
finish
