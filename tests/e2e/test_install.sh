#!/bin/sh
# make install / uninstall into a DESTDIR: exactly the binary, a link and a
# man page pointer for each game, the manual and the games' levels
# (levels/GAME/*, into share/hexpuzzle/levels/GAME) go in, and exactly those
# come out again.
. "$(dirname "$0")/lib.sh"

DEST="$WORK/dest"
# A build of its own: PREFIX=/usr builds another LEVELDIR into the binary.
IB="$WORK/build"
seed_build "$IB"
make -s -j2 -C "$ROOT" install DESTDIR="$DEST" PREFIX=/usr B="$IB" >/dev/null 2>"$WORK/err" \
    && ok "make install DESTDIR=... PREFIX=/usr succeeds" || bad "make install" "$(cat "$WORK/err")"
(cd "$DEST" && find . -type f -o -type l | sort) > "$WORK/files"
# The games of the list, as the Makefile reads them (lib.sh's GAMES).
games=$GAMES
{
    echo ./usr/bin/hexpuzzle
    echo ./usr/share/man/man6/hexpuzzle.6
    for g in $games; do echo "./usr/bin/$g"; echo "./usr/share/man/man6/$g.6"; done
    (cd "$ROOT" && find levels -type f) | sed 's|^|./usr/share/hexpuzzle/|'
} | sort > "$WORK/want"
check "exactly the binary, a link and a man page a game, hexpuzzle.6 and the levels are installed" \
    cmp -s "$WORK/files" "$WORK/want"
for g in $games; do
    check "$g is a link to hexpuzzle" [ "$(readlink "$DEST/usr/bin/$g")" = hexpuzzle ]
    check "the installed $g answers as $g" until_ok sh -c "'$DEST/usr/bin/$g' --help | grep -q '^Usage: $g'"
    check "$g.6 points at hexpuzzle.6" grep -qx '.so man6/hexpuzzle.6' "$DEST/usr/share/man/man6/$g.6"
    check "the installed manual has a section $g" \
        grep -qix ".SH $g" "$DEST/usr/share/man/man6/hexpuzzle.6"
done
make -s -C "$ROOT" uninstall DESTDIR="$DEST" PREFIX=/usr B="$IB" >/dev/null 2>&1
left=$(cd "$DEST" && find . -type f -o -type l -o -type d -path '*/hexpuzzle*' | wc -l)
check "make uninstall removes exactly those ($left left)" [ "$left" -eq 0 ]
finish
