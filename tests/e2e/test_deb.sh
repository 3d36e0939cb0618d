#!/bin/sh
# The Debian package (debian/), as root: built with dpkg-buildpackage from
# a copy of HEAD (so that the build leaves nothing in the tree), lintian
# clean, installed; then the host checks (host_checks.sh) against the
# installed /usr/games/hexpuzzle and the real /var/games/hexpuzzle with two
# throwaway users; removed (the tables kept), installed again (the same
# tables and key), an administrator's dpkg-statoverride kept, purged (the
# tables gone). The machine is left as it was, also when a check fails
# half-way. Skipped, and counted so, without root, the packaging tools
# (tests/deps.sh installs them) or where hexpuzzle is installed already.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"


[ "$(id -u)" = 0 ] || skip "needs root"
for c in dpkg-buildpackage dh lintian git useradd setpriv flock; do
    command -v $c >/dev/null 2>&1 \
        || skip "needs $c (dpkg-dev, debhelper, lintian, git, passwd, util-linux)"
done
getent group games >/dev/null 2>&1 || skip "needs a games group"
git -C "$ROOT" rev-parse --verify -q HEAD >/dev/null || skip "needs a git checkout to build from"
# One run at a time on a machine: the package and its tables are the
# machine's, not the run's.
exec 9>/run/lock/hexpuzzle-test-deb.lock
flock -w 300 9 || skip "another run has held /run/lock/hexpuzzle-test-deb.lock for 5 minutes"
# dpkg knows no hexpuzzle, or knows it only as not installed.
absent() {
    ab=$(dpkg-query -W -f='${db:Status-Status}' hexpuzzle 2>/dev/null)
    [ -z "$ab" ] || [ "$ab" = not-installed ]
}
# Only where the test can put everything back as it was.
absent || skip "the hexpuzzle package is on this machine; the test would purge it"
[ ! -e /var/games/hexpuzzle ] || skip "/var/games/hexpuzzle exists; the test would purge it"
[ ! -e /usr/games/hexpuzzle ] || skip "/usr/games/hexpuzzle exists; the package would overwrite it"
dpkg-statoverride --list /usr/games/hexpuzzle >/dev/null && skip "/usr/games/hexpuzzle has a dpkg-statoverride"
VAR_GAMES_WAS=no; [ -d /var/games ] && VAR_GAMES_WAS=yes

# dpkg refuses to start while apt or dpkg runs elsewhere on the machine
# (an apt-get of someone else's): wait for it, two minutes at most.
dpkg_w() {
    dw_i=0
    while ! dpkg "$@" > "$WORK/dpkg.out" 2>&1; do
        grep -q 'lock' "$WORK/dpkg.out" && [ $dw_i -lt 120 ] || return 1
        sleep 1; dw_i=$((dw_i + 1))
    done
}

# Everything back as it was; run again at the end, when it does nothing.
OVERRIDE=""
restore() {
    tmx kill-session -t main >/dev/null 2>&1
    [ -z "$OVERRIDE" ] || dpkg-statoverride --remove /usr/games/hexpuzzle >/dev/null 2>&1
    OVERRIDE=""
    absent || dpkg_w -P hexpuzzle
    rm -rf /var/games/hexpuzzle
    [ "$VAR_GAMES_WAS" = yes ] || rmdir /var/games 2>/dev/null
    host_users_del
}
trap 'restore; cleanup' EXIT
host_users_add || exit 1

# The build: from a copy of HEAD, as from a clean clone, into the copy's
# parent ($WORK), as dpkg-buildpackage does.
V=$(dpkg-parsechangelog -l "$ROOT/debian/changelog" -S Version)
A=$(dpkg-architecture -qDEB_HOST_ARCH)
DEB="$WORK/hexpuzzle_${V}_$A.deb"
mkdir -p "$WORK/hexpuzzle"
git -C "$ROOT" archive HEAD | tar -x -C "$WORK/hexpuzzle"
(cd "$WORK/hexpuzzle" && DEB_BUILD_OPTIONS="parallel=2 noddebs" dpkg-buildpackage -b -us -uc) \
    > "$WORK/build.log" 2>&1
check "dpkg-buildpackage -b -us -uc builds hexpuzzle_${V}_$A.deb" [ -f "$DEB" ]
[ -f "$DEB" ] || { tail -30 "$WORK/build.log"; finish; exit 1; }
dpkg-deb -c "$DEB" | awk '{ print $1, $2, $6 }' > "$WORK/contents"
check "the package: /usr/games/hexpuzzle root:games 2755, its links, the man pages" sh -c "
    grep -qx -- '-rwxr-sr-x root/games ./usr/games/hexpuzzle' '$WORK/contents' &&
    grep -q ' ./usr/games/hexmines$' '$WORK/contents' && grep -q ' ./usr/games/hextris$' '$WORK/contents' &&
    grep -q ' ./usr/share/man/man6/hexpuzzle.6.gz$' '$WORK/contents' &&
    grep -q ' ./usr/share/man/man6/hextris.6.gz$' '$WORK/contents'"
check "...ships nothing in /var/games (no key: postinst makes each machine's own)" \
    sh -c "! grep -q ' ./var/' '$WORK/contents'"
lintian --fail-on error,warning "$WORK/hexpuzzle_${V}_$A.changes" > "$WORK/lintian.txt" 2>&1
lrc=$?
grep -v '^running with root privileges' "$WORK/lintian.txt" > "$WORK/lintian.tags"
if [ $lrc -eq 0 ] && [ ! -s "$WORK/lintian.tags" ]; then ok "lintian: no errors, no warnings"
else bad "lintian: no errors, no warnings" "$(cat "$WORK/lintian.tags")"; fi

dpkg_w -i "$DEB" && ok "dpkg -i installs it" || bad "dpkg -i" "$(cat "$WORK/dpkg.out")"
check "...with its licence: MIT (Debian's Expat), the hexpuzzle authors" sh -c "
    grep -q '^License: Expat\$' /usr/share/doc/hexpuzzle/copyright &&
    grep -q '^Copyright: 2026 the hexpuzzle authors\$' /usr/share/doc/hexpuzzle/copyright &&
    ! grep -qi placeholder /usr/share/doc/hexpuzzle/copyright"
check "hexmines and hextris are its links in /usr/games" \
    sh -c "[ \"\$(readlink /usr/games/hexmines) \$(readlink /usr/games/hextris)\" = 'hexpuzzle hexpuzzle' ]"
host_checks /usr/games/hexpuzzle /var/games/hexpuzzle
cp /var/games/hexpuzzle/key "$WORK/key"
ls /var/games/hexpuzzle/records > "$WORK/records"

dpkg_w -r hexpuzzle && ok "dpkg -r removes it" || bad "dpkg -r" "$(cat "$WORK/dpkg.out")"
check "...the binary goes" [ ! -e /usr/games/hexpuzzle ]
check "...the host tables stay: the layout, the records and the key" sh -c "
    [ \"\$(stat -c '%U:%G %a' /var/games/hexpuzzle)\" = 'root:games 2770' ] &&
    ls /var/games/hexpuzzle/records | cmp -s - '$WORK/records' && [ -s '$WORK/records' ] &&
    cmp -s /var/games/hexpuzzle/key '$WORK/key'"

dpkg_w -i "$DEB" && ok "dpkg -i installs it again" || bad "dpkg -i again" "$(cat "$WORK/dpkg.out")"
check "...the same records, the same key" sh -c "
    ls /var/games/hexpuzzle/records | cmp -s - '$WORK/records' && cmp -s /var/games/hexpuzzle/key '$WORK/key'"
as_user "$U1" /usr/games/hexpuzzle scores --host > "$WORK/host.txt" 2>&1
check "...and both players' entries still hold (sealed with that key)" \
    sh -c "grep -q $U1 '$WORK/host.txt' && grep -q $U2 '$WORK/host.txt'"

OVERRIDE=1
dpkg-statoverride --update --add root root 0755 /usr/games/hexpuzzle
dpkg_w -i "$DEB" && ok "dpkg -i under a dpkg-statoverride root root 0755" \
    || bad "dpkg -i under a statoverride" "$(cat "$WORK/dpkg.out")"
check "...keeps the administrator's mode: root:root 0755" \
    [ "$(stat -c '%U:%G %a' /usr/games/hexpuzzle)" = "root:root 755" ]
as_user "$U1" /usr/games/hexpuzzle scores --host > "$WORK/host.txt" 2>&1
check "...and the host tables are off" grep -q 'not setgid games' "$WORK/host.txt"
dpkg-statoverride --remove /usr/games/hexpuzzle
OVERRIDE=""

dpkg_w -P hexpuzzle && ok "dpkg -P purges it" || bad "dpkg -P" "$(cat "$WORK/dpkg.out")"
check "...the host tables go with it" [ ! -e /var/games/hexpuzzle ]
check "...and nothing of the package is left" sh -c "[ ! -e /usr/games/hexpuzzle ] && [ ! -e /usr/share/man/man6/hexpuzzle.6.gz ]"
check "...which dpkg no longer knows" absent

restore
check "the machine as it was: no package, no tables, no statoverride, no test users" sh -c "
    [ ! -e /var/games/hexpuzzle ] &&
    ! dpkg-statoverride --list /usr/games/hexpuzzle >/dev/null &&
    ! getent passwd $U1 >/dev/null && ! getent passwd $U2 >/dev/null &&
    { [ $VAR_GAMES_WAS = yes ] || [ ! -e /var/games ]; }"
finish
