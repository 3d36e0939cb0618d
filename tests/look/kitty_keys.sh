#!/bin/sh
# hextris' held keys in a real kitty (which speaks the kitty keyboard
# protocol) on a virtual display, driven by real key presses and releases
# through XTEST: hold Left, tap Up 0.3 s in, let go after 1.3 s; then hold
# Right for 0.6 s; then quit with q y. It checks, from the saved game's log of moves
# and their game times, that the piece slid while it turned and that DAS
# and ARR follow the config (not the desktop's repeat), and, with the
# terminal's own answer after the game has gone, that the protocol was
# popped. Screenshots go to OUTDIR for a person to look at.
#
# Not part of `make check`: kitty needs OpenGL (software rendering here),
# starts in seconds, and the times it reports come from a desktop that is
# not the test's to control. Usage: sh tests/look/kitty_keys.sh [OUTDIR]
# (default build/look). Run `make` first; installs kitty, xvfb, xdotool
# and imagemagick when missing. Exit status 0 when every check passed.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN="$ROOT/${B:-build}"
OUT=${1:-$BIN/look}
# Slow enough that Up, tapped 0.3 s into the hold, lands between two moves.
DAS=${DAS:-200}
ARR=${ARR:-250}
mkdir -p "$OUT"
for tool in kitty Xvfb xdotool import xdpyinfo; do
    command -v "$tool" >/dev/null 2>&1 && continue
    echo "kitty_keys: installing kitty xvfb xdotool imagemagick x11-utils" >&2
    apt-get install -y -q kitty xvfb xdotool imagemagick x11-utils >/dev/null || exit 1
    break
done
. "$ROOT/tests/look/xterm.sh"
look_display_up || exit 1
WORK=$(mktemp -d)
KITTY=""
cleanup() {
    [ -n "$KITTY" ] && kill "$KITTY" 2>/dev/null
    look_display_down
    rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

failed=0
pass() { echo "  ok   kitty_keys: $1"; }
fail() { echo "  FAIL kitty_keys: $1"; failed=1; }

mkdir -p "$WORK/config/hexpuzzle" "$WORK/state"
printf 'das = %s\narr = %s\n' "$DAS" "$ARR" > "$WORK/config/hexpuzzle/config"
# After the game: the terminal's answer to the same query (CSI ? flags u),
# which says whether the protocol is still pushed.
after="stty -icanon -echo min 0 time 20; printf '\\033[?u\\033[c'; dd bs=64 count=1 2>/dev/null | od -An -c > '$WORK/after'"
LIBGL_ALWAYS_SOFTWARE=1 XDG_CONFIG_HOME="$WORK/config" XDG_STATE_HOME="$WORK/state" \
    kitty --title hexpuzzle-kitty -o font_size=11 -o initial_window_width=80c \
    -o initial_window_height=26c \
    sh -c "'$BIN/hextris' --seed 1 --short; echo \"rc=\$?\" > '$WORK/rc'; $after; sleep 600" \
    >"$WORK/kitty.log" 2>&1 &
KITTY=$!
i=0
while :; do
    W=$(xdotool search --sync --onlyvisible --pid "$KITTY" 2>/dev/null | head -n 1)
    [ -n "$W" ] && break
    i=$((i + 1)); [ "$i" -gt 200 ] && { echo "kitty did not start" >&2; cat "$WORK/kitty.log" >&2; exit 1; }
    sleep 0.05
done
xdotool windowfocus --sync "$W" 2>/dev/null
sleep 1.5
import -window root "$OUT/kitty-start.png"

xdotool keydown --window "$W" Left
sleep 0.3
xdotool key --window "$W" Up
sleep 1
xdotool keyup --window "$W" Left
sleep 0.3
import -window root "$OUT/kitty-slid-and-turned.png"
xdotool keydown --window "$W" Right
sleep 0.6
xdotool keyup --window "$W" Right
sleep 0.3
xdotool key --window "$W" q
sleep 0.3
xdotool key --window "$W" y
i=0
while [ ! -s "$WORK/after" ] && [ "$i" -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
import -window root "$OUT/kitty-after.png"

save="$WORK/state/hexpuzzle/hextris.save"
[ "$(cat "$WORK/rc" 2>/dev/null)" = rc=0 ] && pass "q y leaves with status 0" \
    || fail "q y leaves with status 0 ($(cat "$WORK/rc" 2>/dev/null))"
if [ -f "$save" ]; then
    # The moves of one held key: its first run of L (or R) in the log, turns
    # in between left out.
    run_of() { awk -v m="$1" '$1 == "move" && $3 == m { print $2; n++; next } n && $3 != "CW" { exit }' "$save"; }
    lefts=$(run_of L | tr '\n' ' '); rights=$(run_of R | tr '\n' ' ')
    echo "       Left held:  moves at $lefts"
    echo "       Right held: moves at $rights"
    # Gaps between the first moves: DAS, then ARR.
    gaps() { echo "$1" | awk '{ for (i = 2; i <= NF && i <= 4; i++) printf "%d ", $i - $(i - 1) }'; }
    for side in lefts rights; do
        eval "times=\$$side"
        g=$(gaps "$times")
        echo "       $side: gaps $g(want $DAS, then $ARR)"
        set -- $g
        if [ $# -ge 2 ] && [ "$1" -eq "$DAS" ] && [ "$2" -eq "$ARR" ]; then
            pass "$side: first repeat after DAS $DAS ms, then ARR $ARR ms"
        else
            fail "$side: first repeat after DAS $DAS ms, then ARR $ARR ms"
        fi
    done
    cw=$(awk '$1 == "move" && $3 == "CW" { print $2; exit }' "$save")
    first=$(echo "$lefts" | awk '{ print $1 }'); last=$(echo "$lefts" | awk '{ print $NF }')
    if [ -n "$cw" ] && [ "$(echo "$lefts" | wc -w)" -ge 3 ] && [ "$last" -gt "$cw" ]; then
        pass "Left slid $(echo "$lefts" | wc -w) columns ($first to $last ms), on after Up turned at $cw ms"
    else
        fail "Left went on sliding after Up turned (L at $lefts, CW at ${cw:-none})"
    fi
else
    fail "the game was saved (no $save)"
fi
if grep -q '?   0   u' "$WORK/after" 2>/dev/null || grep -q '? *0 *u' "$WORK/after" 2>/dev/null; then
    pass "after the game the terminal's flags are 0 (popped): $(tr -s ' ' < "$WORK/after")"
else
    fail "after the game the terminal's flags are 0 (got: $(cat "$WORK/after" 2>/dev/null))"
fi
echo "screenshots: $OUT/kitty-*.png"
exit $failed
