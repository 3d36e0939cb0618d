# The checks of a setgid games install's host tables, the same whoever
# installed it: test_host.sh (make install HOST_SCORES=yes) and test_deb.sh
# (the Debian package). Sourced after lib.sh; needs root.
# shellcheck shell=sh

# host_need_root: a test of a setgid install plays it as other users:
# without root, useradd, setpriv or a games group it is skipped.
host_need_root() {
    if [ "$(id -u)" != 0 ] || ! command -v useradd >/dev/null 2>&1 \
        || ! command -v setpriv >/dev/null 2>&1 || ! getent group games >/dev/null 2>&1; then
        skip "needs root, useradd, setpriv and a games group"
    fi
}

# host_users_add [N]: N (2 or 3) throwaway users, U1, U2 (and U3), named
# per run so that two runs at once never remove each other's users.
host_users_add() {
    U1="hxa$$"; U2="hxb$$"; U3="hxc$$"
    HOST_USERS="$U1 $U2"
    [ "${1:-2}" = 3 ] && HOST_USERS="$HOST_USERS $U3"
    for u in $HOST_USERS; do
        getent passwd "$u" >/dev/null || useradd -m -s /bin/sh "$u" || return 1
    done
}

# host_users_del: the users, after whatever they still run (a frozen
# game, a held lock: userdel refuses a user with a process).
host_users_del() {
    for u in ${HOST_USERS:-}; do
        for p in $(pgrep -u "$u" 2>/dev/null); do kill -9 "$p" 2>/dev/null; done
    done
    # A killed process is the user's until it is reaped, which a busy
    # machine may take a while to do: userdel waits for the last.
    until_ok host_users_idle
    for u in ${HOST_USERS:-}; do
        getent passwd "$u" >/dev/null && userdel -r "$u" >/dev/null 2>&1
    done
}

host_users_idle() {
    for u in ${HOST_USERS:-}; do
        ! pgrep -u "$u" >/dev/null 2>&1 || return 1
    done
}

as_user() {   # as_user USER COMMAND...: with nothing of root's environment
    au=$1; shift
    setpriv --reuid="$au" --regid="$au" --init-groups env -i HOME="/home/$au" PATH=/usr/bin:/bin \
        TERM=xterm-256color LC_ALL=C.UTF-8 "$@"
}

hc_score_of() { tmx capture-pane -p -t "$1" | sed -n 's/.*Score  *\([0-9]*\).*/\1/p' | head -1; }
hc_same_score() { [ -n "$(hc_score_of main)" ] && [ "$(hc_score_of watcher)" = "$(hc_score_of main)" ]; }

gids() { awk '/^Gid:/ { print $2, $3, $4, $5 }' "/proc/$1/status" 2>/dev/null; }

# host_checks BINARY HOST_DIR: the installed hexpuzzle (its hextris link
# beside it) and the host directory it was built for, played by U1 and U2.
host_checks() {
    hc_bin=$1; HOST=$2
    hc_dir=$(dirname "$hc_bin")
    hc_games=$(getent group games | cut -d: -f3)
    check "the binary is setgid games: root:games 2755" \
        [ "$(stat -c '%U:%G %a' "$hc_bin")" = "root:games 2755" ]
    check "the host directory is root:games 2770, records/ live/ kept/ too, no lock: nothing for others" \
        [ "$(stat -c '%U:%G %a' "$HOST" "$HOST/records" "$HOST/live" "$HOST/kept" \
             | tr '\n' ' ')$(ls "$HOST/lock" 2>/dev/null)" = "root:games 2770 root:games 2770 root:games 2770 root:games 2770 " ]
    check "its key was made: root:games 0640, 32 bytes" \
        [ "$(stat -c '%a %U:%G %s' "$HOST/key")" = "640 root:games 32" ]

    check "a user cannot write the host directory" \
        sh -c "! setpriv --reuid=$U1 --regid=$U1 --init-groups sh -c 'echo x > \"$HOST/records/planted.replay\"' 2>/dev/null"
    check "...nor list or open anything in it" \
        sh -c "! setpriv --reuid=$U1 --regid=$U1 --init-groups sh -c 'ls \"$HOST\" || cat \"$HOST/key\"' >/dev/null 2>&1"

    for u in $U1 $U2; do
        ug=$(id -g "$u")
        tmx kill-session -t main >/dev/null 2>&1
        tmx new-session -d -s main -x 80 -y 24 \
            "setpriv --reuid=$u --regid=$u --init-groups env -i HOME=/home/$u PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$hc_dir/hextris'; echo EXITED rc=\$?; sleep 600"
        wait_for "HEXTRIS" >/dev/null
        # The two are looked for until both are there: on a busy machine
        # the first look may come before the game has dropped the group.
        hc_procs() {
            game=""; recorder=""
            for pid in $(pgrep -u "$u" -f "$hc_dir/hextris"); do
                case $(gids "$pid") in
                "$ug $ug $ug $ug") game=$pid ;;
                "$ug $hc_games $hc_games "*) recorder=$pid ;;
                esac
            done
            [ -n "$game" ] && [ -n "$recorder" ]
        }
        until_ok hc_procs
        check "$u: the game keeps no games group (real, effective, saved: $ug)" [ -n "$game" ]
        check "$u: its recorder keeps it" [ -n "$recorder" ]
        keys Left
        other=$U2; [ "$u" = "$U2" ] && other=$U1
        hc_listed() { as_user "$other" "$hc_bin" watch > "$WORK/watch.txt" 2>&1 && grep -q " $u .*hextris" "$WORK/watch.txt"; }
        check "$u: $other sees the game being played" until_ok hc_listed
        check "$u: its live log is the recorder's, in the host directory" \
            sh -c "ls '$HOST/live/' | grep -q '^$(id -u "$u")-[0-9]*\.live\$' && grep -q '^player $u\$' '$HOST'/live/$(id -u "$u")-*.live"
        check "$u: the watch list names no seed" sh -c "! grep -q seed '$WORK/watch.txt'"
        # Following it: the log comes from the watcher's own recorder (the
        # watcher could not open it), and so does what wakes the watcher.
        tmx kill-session -t watcher >/dev/null 2>&1
        tmx new-session -d -s watcher -x 80 -y 24 \
            "setpriv --reuid=$other --regid=$other --init-groups env -i HOME=/home/$other PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$hc_bin' watch $u; echo EXITED rc=\$?; sleep 600"
        check "$u: $other follows the game live" wait_in watcher "^LIVE "
        keys Space Space
        # Both still at 0 would be the same score before the drops were read.
        hc_same_moved() { [ "$(hc_score_of main)" != 0 ] && hc_same_score; }
        check "$u: ...a moment behind" until_ok hc_same_moved
        check "$u: ...with no seed on the watcher's screen" \
            sh -c "! tmux -L '$SOCK' capture-pane -p -t watcher | grep -q 'Seed '"
        tmx send-keys -t watcher q
        for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
        check "$u: the game ends" wait_for "GAME OVER"
        check "$u: ...and enters the host table" wait_for "Host table: #[0-9]+"
        keys q
        check "$u: q leaves" wait_for "EXITED rc=0"
    done
    as_user "$U2" "$hc_bin" scores --host > "$WORK/host.txt" 2>&1
    check "scores --host lists both players" sh -c "grep -q $U1 '$WORK/host.txt' && grep -q $U2 '$WORK/host.txt'"
    check "...in the marathon host table" grep -q "^host hextris marathon" "$WORK/host.txt"
    tmx kill-session -t main >/dev/null 2>&1
    tmx new-session -d -s main -x 80 -y 40 \
        "setpriv --reuid=$U1 --regid=$U1 --init-groups env -i HOME=/home/$U1 PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 '$hc_bin'; echo EXITED rc=\$?; sleep 600"
    wait_for "1  Hex Mines" >/dev/null
    keys "$MENU_SCORES"
    check "the menu's Scores show the host tables beside the player's own" wait_for "host hextris marathon"
    check "...with both players" sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q $U2"
    keys Enter q
    f=$(find "$HOST/records" -name '*.rec' -type f | head -1)
    check "a host record's file is the recorder's: group games, sealed with the host's key" \
        sh -c "[ \"\$(stat -c '%G' '$f')\" = games ] && tail -1 '$f' | grep -Eq '^mac [0-9a-f]{64}\$'"
    check "...and replays (checked as root, who may read it)" \
        sh -c "head -n -1 '$f' > '$WORK/rec.replay' && '$hc_bin' replay --verify '$WORK/rec.replay' >/dev/null"
}

# --- a private setgid install, played as its users -------------------------

# host_install: this tree built and installed the way an administrator
# does (make install HOST_SCORES=yes), with its own build, PREFIX and
# HOST_DIR under $WORK, which its users may reach: sets GAMES_GID, W,
# HOST, HB and HP. A script that cannot have one fails there.
host_install() {
    GAMES_GID=$(getent group games | cut -d: -f3)
    chmod 755 "$WORK"
    W="$WORK/host"
    HOST="$W/var/games/hexpuzzle"
    HB="$WORK/build"
    seed_build "$HB"
    make -s -j2 -C "$ROOT" B="$HB" HOST_DIR="$HOST" PREFIX="$W/usr" all >/dev/null 2>"$WORK/err" \
        && make -s -C "$ROOT" B="$HB" HOST_DIR="$HOST" PREFIX="$W/usr" HOST_SCORES=yes install \
            >/dev/null 2>>"$WORK/err" \
        || { bad "make install HOST_SCORES=yes" "$(cat "$WORK/err")"; finish; exit 1; }
    chmod 755 "$W" "$W/var" "$W/var/games"
    HP="$W/usr/bin/hexpuzzle"
}

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# host_wait_for PATTERN [SECONDS] [SESSION]: as lib.sh's wait_for, on the
# session main or SESSION, but SECONDS by the clock: a check of "within N
# s" means N s however slow the captures are. Without SECONDS, as generous
# as wait_for's (15 s): only a failure waits it out.
host_wait_for() {
    wf_end=$(($(now_ms) + ${2:-15} * 1000))
    while :; do
        tmx capture-pane -p -t "${3:-main}" 2>/dev/null | grep -Eq -- "$1" && return 0
        [ "$(now_ms)" -ge "$wf_end" ] && return 1
        sleep 0.05
    done
}

# play_in SESSION USER ARGS...: USER's hexpuzzle ARGS (of the install HP)
# in SESSION, 80x24, with nothing of root's environment; PLAYER is USER.
# With PLAY_VIA set, the terminal reaches it through that command (a
# relay such as slow_link.py ... --), run as root.
play_in() {
    ps_s=$1; ps_u=$2; shift 2
    PLAYER=$ps_u
    tmx kill-session -t "$ps_s" >/dev/null 2>&1
    tmx new-session -d -s "$ps_s" -x 80 -y 24 \
        "${PLAY_VIA:-} setpriv --reuid=$ps_u --regid=$ps_u --init-groups env -i HOME=/home/$ps_u PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 ESCDELAY=300 '$HP' $*; echo EXITED rc=\$?; sleep 600"
}
# play USER ARGS...: in the session main.
play() { play_in main "$@"; }

# find_procs USER: USER's game process and its recorder (the one that
# keeps the games group), as GAME and REC.
find_procs() {
    GAME=""; REC=""
    # By the clock, as long as until_ok: a loaded machine may start them late.
    fp_end=$(($(now_ms) + 10000))
    while :; do
        GAME=""; REC=""
        for pid in $(pgrep -u "$1" -f "$HP"); do
            case " $(gids "$pid") " in
            *" $GAMES_GID "*) REC=$pid ;;
            *) [ "$(ps -o comm= -p "$pid")" = hexpuzzle ] && GAME=$pid ;;
            esac
        done
        [ -n "$GAME" ] && [ -n "$REC" ] && return 0
        [ "$(now_ms)" -ge "$fp_end" ] && return 1
        sleep 0.1
    done
}
