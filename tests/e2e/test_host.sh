#!/bin/sh
# The host tables of a setgid games install (make install HOST_SCORES=yes),
# as root with two test users: the files, owners and modes; each game
# process keeps no games group (its recorder does); both users' games
# enter the host tables under their own names; a user cannot write the
# host directory (those checks are in host_checks.sh, shared with
# test_deb.sh). Without root, useradd, setpriv or a games group it is
# skipped, and the summary says so.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"

host_need_root
host_users_add || exit 1
trap 'host_users_del; cleanup' EXIT

chmod 755 "$WORK"
# A packager's install: into a DESTDIR, as root, with the default
# HOST_DIR built in, and PREFIX=/usr (its build of its own: the main one,
# which other scripts run meanwhile, is for another PREFIX).
D="$WORK/dest"
seed_build "$WORK/pkgbuild"
make -s -j2 -C "$ROOT" B="$WORK/pkgbuild" DESTDIR="$D" PREFIX=/usr HOST_SCORES=yes install \
    >/dev/null 2>"$WORK/err" && ok "make install DESTDIR=... HOST_SCORES=yes" \
    || bad "DESTDIR install" "$(cat "$WORK/err")"
check "DESTDIR: /usr/bin/hexpuzzle root:games 2755" \
    [ "$(stat -c '%U:%G %a' "$D/usr/bin/hexpuzzle")" = "root:games 2755" ]
check "DESTDIR: /var/games/hexpuzzle root:games 2770, records/ live/ kept/ too, no lock" \
    [ "$(stat -c '%U:%G %a' "$D/var/games/hexpuzzle" "$D/var/games/hexpuzzle/records" \
         "$D/var/games/hexpuzzle/live" "$D/var/games/hexpuzzle/kept" \
         | tr '\n' ' ')$(ls "$D/var/games/hexpuzzle/lock" 2>/dev/null)" = "root:games 2770 root:games 2770 root:games 2770 root:games 2770 " ]
check "DESTDIR: no key made into a package (each machine makes its own)" \
    [ ! -e "$D/var/games/hexpuzzle/key" ]
check "DESTDIR: the links and man pages as without host tables" \
    sh -c "[ -L '$D/usr/bin/hexmines' ] && [ -L '$D/usr/bin/hextris' ] && [ -f '$D/usr/share/man/man6/hexpuzzle.6' ]"
check "DESTDIR: the binary looks for its host tables where they are installed" \
    sh -c "strings '$D/usr/bin/hexpuzzle' | grep -qx /var/games/hexpuzzle"
W="$WORK/host"
HOST="$W/var/games/hexpuzzle"
HB="$WORK/build"
seed_build "$HB"
make -s -j2 -C "$ROOT" B="$HB" HOST_DIR="$HOST" PREFIX="$W/usr" all >/dev/null 2>"$WORK/err" \
    && make -s -C "$ROOT" B="$HB" HOST_DIR="$HOST" PREFIX="$W/usr" HOST_SCORES=yes install \
        >/dev/null 2>>"$WORK/err" \
    && ok "make install HOST_SCORES=yes" || bad "make install HOST_SCORES=yes" "$(cat "$WORK/err")"
chmod 755 "$W" "$W/var" "$W/var/games"

host_checks "$W/usr/bin/hexpuzzle" "$HOST"
finish
