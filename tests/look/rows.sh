#!/bin/sh
# Screenshots of hextris' dense well in a real xterm, dark and light, in
# colour and with NO_COLOR, for a person to judge: the row guide on the
# walls beside a stack with holes (cheese's garbage, a few pieces dropped),
# and the flash of a cleared row caught while it shows (a screenshot taken
# just after the clearing drop; it may miss the 180 ms flash on a slow
# machine, which is why this is no test). Not part of `make check`.
# Usage: sh tests/look/rows.sh [OUTDIR] (default build/look). Run `make`
# first.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1


scenes() {
    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese -s 5"
    look_keys Left Left space Right Right x space Left Left Left Left space
    look_shot "$OUT/hextris-rows-$tag.png"; look_stop

    # Cheese100, seed 5: the first piece two columns right clears a
    # garbage row.
    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese100 -s 5"
    look_keys Right Right
    xdotool key --window "$LOOK_WIN" space
    import -window "$LOOK_WIN" "$OUT/hextris-flash-$tag.png"
    look_stop

    # The same in the short well's large outline drawing: two columns
    # left.
    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese100 -s 5 --short"
    look_keys Left Left
    xdotool key --window "$LOOK_WIN" space
    import -window "$LOOK_WIN" "$OUT/hextris-flash-large-$tag.png"
    look_stop
}
look_each_theme scenes
echo "rows: screenshots in $OUT"
