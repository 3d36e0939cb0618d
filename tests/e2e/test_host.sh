#!/bin/sh
# The host tables of a setgid games install (make install HOST_SCORES=yes),
# as root with two test users: the files, owners and modes; each game
# process keeps no games group (its recorder does); both users' games
# enter the host tables under their own names; a user cannot write the
# host directory. Without root, useradd, setpriv or a games group it is
# skipped, and the summary says so.
. "$(dirname "$0")/lib.sh"

if [ "$(id -u)" != 0 ] || ! command -v useradd >/dev/null 2>&1 \
    || ! command -v setpriv >/dev/null 2>&1 || ! getent group games >/dev/null 2>&1; then
    echo "  skip $TEST_NAME: needs root, useradd, setpriv and a games group"
    mkdir -p "$ROOT/${B:-build}"
    echo "e2e:$TEST_NAME 0 0 1" >> "$ROOT/${B:-build}/check-counts"
    exit 0
fi

# Per run, so that two runs at once never remove each other's users.
U1="hxa$$"; U2="hxb$$"
USERS="$U1 $U2"
for u in $USERS; do
    getent passwd "$u" >/dev/null || useradd -m -s /bin/sh "$u" || exit 1
done
trap 'for u in $USERS; do userdel -r "$u" >/dev/null 2>&1; done; cleanup' EXIT

chmod 755 "$WORK"
# A packager's install: into a DESTDIR, as root.
D="$WORK/dest"
make -s -C "$ROOT" B="$WORK/build-dest" DESTDIR="$D" PREFIX=/usr HOST_SCORES=yes install \
    >/dev/null 2>"$WORK/err" && ok "make install DESTDIR=... HOST_SCORES=yes" \
    || bad "DESTDIR install" "$(cat "$WORK/err")"
check "DESTDIR: /usr/bin/hexpuzzle root:games 2755" \
    [ "$(stat -c '%U:%G %a' "$D/usr/bin/hexpuzzle")" = "root:games 2755" ]
check "DESTDIR: /var/games/hexpuzzle root:games 2770, records/ live/ kept/ too, a lock 0660" \
    [ "$(stat -c '%U:%G %a' "$D/var/games/hexpuzzle" "$D/var/games/hexpuzzle/records" \
         "$D/var/games/hexpuzzle/live" "$D/var/games/hexpuzzle/kept" "$D/var/games/hexpuzzle/lock" \
         | tr '\n' ' ')" = "root:games 2770 root:games 2770 root:games 2770 root:games 2770 root:games 660 " ]
check "DESTDIR: no key made into a package (each machine makes its own)" \
    [ ! -e "$D/var/games/hexpuzzle/key" ]
check "DESTDIR: the links and man pages as without host tables" \
    sh -c "[ -L '$D/usr/bin/hexmines' ] && [ -L '$D/usr/bin/hextris' ] && [ -f '$D/usr/share/man/man6/hexpuzzle.6' ]"
check "DESTDIR: the binary looks for its host tables where they are installed" \
    sh -c "strings '$D/usr/bin/hexpuzzle' | grep -qx /var/games/hexpuzzle"
W="$WORK/host"
HOST="$W/var/games/hexpuzzle"
HB="$WORK/build"
make -s -C "$ROOT" B="$HB" HOST_DIR="$HOST" all >/dev/null 2>"$WORK/err" \
    && make -s -C "$ROOT" B="$HB" HOST_DIR="$HOST" PREFIX="$W/usr" HOST_SCORES=yes install \
        >/dev/null 2>>"$WORK/err" \
    && ok "make install HOST_SCORES=yes" || bad "make install HOST_SCORES=yes" "$(cat "$WORK/err")"
check "the binary is setgid games, 2755" [ "$(stat -c '%a %G' "$W/usr/bin/hexpuzzle")" = "2755 games" ]
check "the host directory is root:games 2770, nothing for others" \
    [ "$(stat -c '%a %U:%G' "$HOST")" = "2770 root:games" ]
check "its key was made: root:games 0640, 32 bytes" \
    [ "$(stat -c '%a %U:%G %s' "$HOST/key")" = "640 root:games 32" ]
chmod 755 "$W" "$W/var" "$W/var/games"

as_user() {   # as_user USER COMMAND...: with nothing of root's environment
    au=$1; shift
    setpriv --reuid="$au" --regid="$au" --init-groups env -i HOME="/home/$au" PATH=/usr/bin:/bin \
        TERM=xterm-256color LC_ALL=C.UTF-8 "$@"
}

check "a user cannot write the host directory" \
    sh -c "! setpriv --reuid=$U1 --regid=$U1 --init-groups sh -c 'echo x > \"$HOST/records/planted.replay\"' 2>/dev/null"
check "...nor list or open anything in it" \
    sh -c "! setpriv --reuid=$U1 --regid=$U1 --init-groups sh -c 'ls \"$HOST\" || cat \"$HOST/key\" || cat \"$HOST/lock\"' >/dev/null 2>&1"

gids() { awk '/^Gid:/ { print $2, $3, $4, $5 }' "/proc/$1/status"; }
n=0
for u in $USERS; do
    n=$((n + 1))
    ug=$(id -g "$u")
    tmx kill-session -t main >/dev/null 2>&1
    tmx new-session -d -s main -x 80 -y 24 \
        "setpriv --reuid=$u --regid=$u --init-groups env -i HOME=/home/$u PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$W/usr/bin/hextris'; echo EXITED rc=\$?; sleep 600"
    wait_for "HEXTRIS" >/dev/null
    game=""; recorder=""
    for pid in $(pgrep -u "$u" -f "$W/usr/bin/hextris"); do
        case $(gids "$pid") in
        "$ug $ug $ug $ug") game=$pid ;;
        "$ug 60 60 "*) recorder=$pid ;;
        esac
    done
    check "$u: the game keeps no games group (real, effective, saved: $ug)" [ -n "$game" ]
    check "$u: its recorder keeps it" [ -n "$recorder" ]
    keys Left
    sleep 0.3
    other=$U2; [ "$u" = "$U2" ] && other=$U1
    as_user "$other" "$W/usr/bin/hexpuzzle" watch > "$WORK/watch.txt" 2>&1
    check "$u: $other sees the game being played" grep -q " $u .*hextris" "$WORK/watch.txt"
    check "$u: its live log is the recorder's, in the host directory" \
        sh -c "ls '$HOST/live/' | grep -q '^$(id -u "$u")-[0-9]*\.live\$' && grep -q '^player $u\$' '$HOST'/live/$(id -u "$u")-*.live"
    check "$u: the watch list names no seed" sh -c "! grep -q seed '$WORK/watch.txt'"
    # Following it: the log comes from the watcher's own recorder (the
    # watcher could not open it), and so does what wakes the watcher.
    tmx kill-session -t watcher >/dev/null 2>&1
    tmx new-session -d -s watcher -x 80 -y 24 \
        "setpriv --reuid=$other --regid=$other --init-groups env -i HOME=/home/$other PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$W/usr/bin/hexpuzzle' watch $u; echo EXITED rc=\$?; sleep 600"
    wscreen() { tmx capture-pane -p -t watcher; }
    i=0; while [ $i -lt 60 ] && ! wscreen | grep -q "^LIVE "; do sleep 0.1; i=$((i + 1)); done
    check "$u: $other follows the game live" sh -c "tmux -L '$SOCK' capture-pane -p -t watcher | grep -q '^LIVE '"
    keys Space Space
    score_of() { tmx capture-pane -p -t "$1" | sed -n 's/.*Score  *\([0-9]*\).*/\1/p' | head -1; }
    same_score() { [ -n "$(score_of main)" ] && [ "$(score_of watcher)" = "$(score_of main)" ]; }
    i=0; while [ $i -lt 30 ] && ! same_score; do sleep 0.1; i=$((i + 1)); done
    check "$u: ...a moment behind (score $(score_of main))" same_score
    check "$u: ...with no seed on the watcher's screen" sh -c "! tmux -L '$SOCK' capture-pane -p -t watcher | grep -q 'Seed '"
    tmx send-keys -t watcher q
    for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
    check "$u: the game ends" wait_for "GAME OVER"
    check "$u: ...and enters the host table" wait_for "Host table: #[0-9]+"
    keys q
    check "$u: q leaves" wait_for "EXITED rc=0"
done
as_user $U2 "$W/usr/bin/hexpuzzle" scores --host > "$WORK/host.txt" 2>&1
check "scores --host lists both players" sh -c "grep -q $U1 '$WORK/host.txt' && grep -q $U2 '$WORK/host.txt'"
check "...in the marathon host table" grep -q "^host hextris marathon" "$WORK/host.txt"
tmx kill-session -t main >/dev/null 2>&1
tmx new-session -d -s main -x 80 -y 40 \
    "setpriv --reuid=$U1 --regid=$U1 --init-groups env -i HOME=/home/$U1 PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$W/usr/bin/hexpuzzle'; echo EXITED rc=\$?; sleep 600"
wait_for "1  Hex Mines" >/dev/null
keys 3
check "the menu's Scores show the host tables beside the player's own" wait_for "host hextris marathon"
check "...with both players" sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q $U2"
keys Enter q
f=$(ls "$HOST"/records/*.replay | head -1)
check "a host record's file is the recorder's: group games, sealed with the host's key" \
    sh -c "[ \"\$(stat -c '%G' '$f')\" = games ] && tail -1 '$f' | grep -Eq '^mac [0-9a-f]{64}\$'"
check "...and replays (checked as root, who may read it)" \
    sh -c "head -n -1 '$f' > '$WORK/rec.replay' && '$W/usr/bin/hexpuzzle' replay --verify '$WORK/rec.replay' >/dev/null"
finish
