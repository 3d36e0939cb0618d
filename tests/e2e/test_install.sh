#!/bin/sh
# make install / uninstall into a DESTDIR: exactly the binary, a link and a
# man page for each game (lib.sh's GAMES) and hexpuzzle.6 go in, and exactly
# those come out again.
. "$(dirname "$0")/lib.sh"

DEST="$WORK/dest"
make -s -C "$ROOT" install DESTDIR="$DEST" PREFIX=/usr B="${B:-build}" >/dev/null 2>"$WORK/err" \
    && ok "make install DESTDIR=... PREFIX=/usr succeeds" || bad "make install" "$(cat "$WORK/err")"
{
    echo ./usr/bin/hexpuzzle
    echo ./usr/share/man/man6/hexpuzzle.6
    for g in $GAMES; do
        echo "./usr/bin/$g"
        echo "./usr/share/man/man6/$g.6"
    done
} | LC_ALL=C sort > "$WORK/want"
(cd "$DEST" && find . -type f -o -type l | LC_ALL=C sort) > "$WORK/files"
check "exactly the binary, a link and a man page a game, and hexpuzzle.6 are installed" \
    cmp -s "$WORK/files" "$WORK/want"
check "hexmines is a link to hexpuzzle" [ "$(readlink "$DEST/usr/bin/hexmines")" = hexpuzzle ]
check "hextris is a link to hexpuzzle" [ "$(readlink "$DEST/usr/bin/hextris")" = hexpuzzle ]
check "the installed hexmines answers as hexmines" sh -c "'$DEST/usr/bin/hexmines' --help | grep -q '^Usage: hexmines'"
check "hexmines.6 points at hexpuzzle.6" grep -qx '.so man6/hexpuzzle.6' "$DEST/usr/share/man/man6/hexmines.6"
check "hextris.6 points at hexpuzzle.6" grep -qx '.so man6/hexpuzzle.6' "$DEST/usr/share/man/man6/hextris.6"
make -s -C "$ROOT" uninstall DESTDIR="$DEST" PREFIX=/usr B="${B:-build}" >/dev/null 2>&1
left=$(cd "$DEST" && find . -type f -o -type l | wc -l)
check "make uninstall removes exactly those ($left left)" [ "$left" -eq 0 ]
finish
