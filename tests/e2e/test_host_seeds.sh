#!/bin/sh
# No seed leaves the recorder before the end, in any path: what an ordinary
# user of a shared host could read of a host game's seed, tried as that
# user. Root with two throwaway users (A plays, B watches) on a private
# setgid install (make install HOST_SCORES=yes, its own build, PREFIX and
# HOST_DIR under $WORK), as tests/e2e/test_host_attacks.sh makes it:
#   saved   a watcher of a game that is then saved is told it was saved
#           and shown no seed; the game resumes, ends and ranks
#   ended   a watcher of a game that really ends is shown its seed then
#   64 bits the seeds of host games are 64 bits (a replay's seed above
#           2^32; one 64-bit draw is below it once in 2^32)
#   dump    with fs.suid_dumpable=1 (restored after, whatever happens),
#           the game's and its recorder's /proc files are root's, and A
#           can neither open their memory nor ptrace them
# Without root, useradd, setpriv or a games group it is skipped, and the
# summary says so.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"

host_need_root
host_users_add 2 || exit 1
UA=$U1; UB=$U2
DUMPABLE_BEFORE=$(cat /proc/sys/fs/suid_dumpable)
restore_dumpable() { echo "$DUMPABLE_BEFORE" > /proc/sys/fs/suid_dumpable; }
trap 'restore_dumpable; tmx kill-server >/dev/null 2>&1; host_users_del; cleanup' EXIT

host_install
STA="/home/$UA/.local/state/hexpuzzle"

# watch_game WATCHER PLAYER: WATCHER follows PLAYER's game in the session
# watcher, 80x24.
watch_game() {
    tmx kill-session -t watcher >/dev/null 2>&1
    tmx new-session -d -s watcher -x 80 -y 24 \
        "setpriv --reuid=$1 --regid=$1 --init-groups env -i HOME=/home/$1 PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$HP' watch $2; echo EXITED rc=\$?; sleep 600"
}
watcher() { tmx capture-pane -p -t watcher; }
# watcher_shows PATTERN [SECONDS]: until the watcher's screen matches.
watcher_shows() {
    ws=0
    while [ "$ws" -lt $((${2:-10} * 20)) ]; do
        watcher | grep -Eq -- "$1" && return 0
        sleep 0.05; ws=$((ws + 1))
    done
    return 1
}
drop_to_the_end() {
    for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
}
# The seed of A's newest hextris replay.
last_seed() {
    r=$(ls -t "$STA"/replays/*hextris*.replay 2>/dev/null | head -1)
    sed -n 's/^params .*seed=\([0-9][0-9]*\).*/\1/p' "$r" 2>/dev/null
}
above_2_32() { [ -n "$1" ] && awk -v s="$1" 'BEGIN { exit !(s + 0 > 4294967296) }'; }

# --- saved: a watcher of a game that is then saved --------------------
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
keys Left; sleep 0.3; keys Space
watch_game "$UB" "$UA"
check "saved: B follows A's game live" watcher_shows "^LIVE "
keys q
wait_for "Quit this game" >/dev/null && keys y
check "saved: A's game is saved and left" wait_for "EXITED rc=0"
check "saved: B's watcher says the game was saved" watcher_shows "^SAVED .*saved, to go on later"
watcher > "$WORK/watcher-saved"
check "saved: ...and shows no seed" sh -c "! grep -q 'Seed ' '$WORK/watcher-saved'"
check "saved: ...and no replay of it (no REPLAY line)" sh -c "! grep -q '^REPLAY ' '$WORK/watcher-saved'"
tmx send-keys -t watcher q
play "$UA" hextris
wait_for "Resume (it|the saved game)" >/dev/null && keys y
wait_for "p to play|PAUSED" >/dev/null && keys p
sleep 0.3
drop_to_the_end
check "saved: A's resumed game ends" wait_for "GAME OVER"
check "saved: ...and ranks on the host" wait_for "Host table: #[0-9]+"
keys q; wait_for "EXITED" >/dev/null
seed1=$(last_seed)
check "saved: A's replay of it names its seed" [ -n "$seed1" ]
check "saved: that seed was nowhere on B's screen once the game was saved" \
    sh -c "[ -n '$seed1' ] && ! grep -qw -- '$seed1' '$WORK/watcher-saved'"

# --- ended: a watcher of a game that ends is shown its seed ------------
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
keys Left; sleep 0.3
watch_game "$UB" "$UA"
check "ended: B follows A's next game live" watcher_shows "^LIVE "
check "ended: ...with no seed while it is played" sh -c "! tmux -L '$SOCK' capture-pane -p -t watcher | grep -q 'Seed '"
drop_to_the_end
check "ended: A's game ends" wait_for "GAME OVER"
check "ended: ...and ranks on the host" wait_for "Host table: #[0-9]+"
keys q; wait_for "EXITED" >/dev/null
seed2=$(last_seed)
check "ended: B's watcher turns into its replay" watcher_shows "^REPLAY "
# Looked at until it does: the REPLAY line may be drawn before the rest.
check "ended: ...which shows its seed, the replay's ($seed2)" \
    until_ok sh -c "[ -n '$seed2' ] && tmux -L '$SOCK' capture-pane -p -t watcher | grep -q 'Seed   $seed2\$'"
tmx send-keys -t watcher q

# --- 64 bits: the seeds the recorder drew ------------------------------
echo "       (seeds: ${seed1:-none} ${seed2:-none})"
check "64 bits: a host game's seed is above 2^32 (the saved one)" above_2_32 "$seed1"
check "64 bits: ...and the other" above_2_32 "$seed2"

# --- dump: fs.suid_dumpable=1 for the game and its recorder ------------
rm -f "$STA/hextris.save"
echo 1 > /proc/sys/fs/suid_dumpable
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
check "dump: A's game and its recorder are found" find_procs "$UA"
for p in "game $GAME" "recorder $REC"; do
    name=${p% *}; pid=${p#* }
    check "dump: the $name's /proc files are root's, not A's" \
        sh -c "[ -n '$pid' ] && [ \"\$(stat -c %u /proc/$pid/status)\" = 0 ]"
    check "dump: A cannot open the $name's memory" \
        sh -c "[ -n '$pid' ] && ! setpriv --reuid=$UA --regid=$UA --init-groups sh -c 'exec 3< /proc/$pid/mem' 2>/dev/null"
    # Refused, strace ends at once; the time is for a busy machine to start it.
    as_user "$UA" timeout 10 strace -p "$pid" -o /dev/null > "$WORK/strace-$name" 2>&1
    check "dump: A cannot ptrace the $name" grep -q "Operation not permitted" "$WORK/strace-$name"
done
restore_dumpable
check "dump: fs.suid_dumpable is back to $DUMPABLE_BEFORE" [ "$(cat /proc/sys/fs/suid_dumpable)" = "$DUMPABLE_BEFORE" ]
keys q
wait_for "Quit this game" >/dev/null && keys y
wait_for "EXITED" >/dev/null

finish
