#!/bin/sh
# make install / uninstall into a DESTDIR: exactly the binary, the two game
# links and the three man pages go in, and exactly those come out again.
. "$(dirname "$0")/lib.sh"

DEST="$WORK/dest"
make -s -C "$ROOT" install DESTDIR="$DEST" PREFIX=/usr B="${B:-build}" >/dev/null 2>"$WORK/err" \
    && ok "make install DESTDIR=... PREFIX=/usr succeeds" || bad "make install" "$(cat "$WORK/err")"
(cd "$DEST" && find . -type f -o -type l | sort) > "$WORK/files"
cat > "$WORK/want" <<'LIST'
./usr/bin/hexmines
./usr/bin/hexpuzzle
./usr/bin/hextris
./usr/share/man/man6/hexmines.6
./usr/share/man/man6/hexpuzzle.6
./usr/share/man/man6/hextris.6
LIST
check "exactly the binary, two links and three man pages are installed" cmp -s "$WORK/files" "$WORK/want"
check "hexmines is a link to hexpuzzle" [ "$(readlink "$DEST/usr/bin/hexmines")" = hexpuzzle ]
check "hextris is a link to hexpuzzle" [ "$(readlink "$DEST/usr/bin/hextris")" = hexpuzzle ]
check "the installed hexmines answers as hexmines" sh -c "'$DEST/usr/bin/hexmines' --help | grep -q '^Usage: hexmines'"
check "hexmines.6 points at hexpuzzle.6" grep -qx '.so man6/hexpuzzle.6' "$DEST/usr/share/man/man6/hexmines.6"
check "hextris.6 points at hexpuzzle.6" grep -qx '.so man6/hexpuzzle.6' "$DEST/usr/share/man/man6/hextris.6"
make -s -C "$ROOT" uninstall DESTDIR="$DEST" PREFIX=/usr B="${B:-build}" >/dev/null 2>&1
left=$(cd "$DEST" && find . -type f -o -type l | wc -l)
check "make uninstall removes exactly those ($left left)" [ "$left" -eq 0 ]
finish
