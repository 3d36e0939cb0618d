#!/bin/sh
# Screenshots of hexcells in a real xterm, dark and light, in colour and
# with NO_COLOR, for a person to judge (as tour.sh for the others): the
# large drawing with calls, a mistake, a greyed clue and a hint; a large
# hard puzzle and its hint; one taller than 80x24, scrolled; the compact
# drawing; the first and the last of the levels that come with it.
# Usage: sh tests/look/hexcells.sh [OUTDIR] (default build/look). Run
# `make` first.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1


scenes() {
    look_run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p medium-easy -s 42"
    # The first cell's call (seed 42: black), a mistake, a blue, a
    # greyed line clue, then a hint.
    look_keys x Right b Down Down x Up Up Up Up g Right Right i
    look_shot "$OUT/hexcells-medium-$tag.png"; look_stop

    look_run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p large-hard -s 3"
    look_keys i
    look_shot "$OUT/hexcells-large-hard-$tag.png"; look_stop

    # Taller than 80x24 leaves it: outlined still, scrolled down to
    # the cursor, ^ at the right edge.
    look_run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p large-hard -s 8"
    look_keys Right Right Right Right Right Right Down Down Down Down Down Down Down Down Down Down
    look_shot "$OUT/hexcells-scrolled-$tag.png"; look_stop

    GEOM=50x24
    look_run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p large-hard -s 3"
    GEOM=
    look_keys i
    look_shot "$OUT/hexcells-compact-$tag.png"; look_stop

    # The first of the levels that come with it and the last.
    look_run "$bg" "$fg" "$envs" "'$BIN/hexcells' levels/hexcells/01-first-light.hexcells"
    look_shot "$OUT/hexcells-level-first-$tag.png"; look_stop
    look_run "$bg" "$fg" "$envs" "'$BIN/hexcells' levels/hexcells/07-deep-blue.hexcells"
    look_shot "$OUT/hexcells-level-last-$tag.png"; look_stop
}
look_each_theme scenes
echo "hexcells look: screenshots in $OUT"
