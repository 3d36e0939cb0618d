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
BIN="$ROOT/${B:-build}"
OUT=${1:-$BIN/look}
mkdir -p "$OUT"
. "$ROOT/tests/look/xterm.sh"
look_tools || exit 1
look_display_up || exit 1
STATE=$(mktemp -d)
trap 'look_stop; look_display_down; rm -rf "$STATE"' EXIT

run() {   # run BG FG ENV COMMAND: start with no saved game
    bg=$1; fg=$2; envs=$3; shift 3
    rm -rf "$STATE"/*
    look_start "$bg" "$fg" "${GEOM:-80x24}" \
        "cd '$ROOT' && env TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME='$STATE/s' XDG_CONFIG_HOME='$STATE/c' $envs $*"
}

for theme in dark light; do
    if [ "$theme" = dark ]; then bg=black; fg=white; else bg=white; fg=black; fi
    for colour in colour mono; do
        envs=""; [ "$colour" = mono ] && envs="NO_COLOR=1"
        tag="$theme-$colour"

        run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p medium-easy -s 42"
        # The first cell's call (seed 42: black), a mistake, a blue, a
        # greyed line clue, then a hint.
        look_keys x Right b Down Down x Up Up Up Up g Right Right i
        look_shot "$OUT/hexcells-medium-$tag.png"; look_stop

        run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p large-hard -s 3"
        look_keys i
        look_shot "$OUT/hexcells-large-hard-$tag.png"; look_stop

        # Taller than 80x24 leaves it: outlined still, scrolled down to
        # the cursor, ^ at the right edge.
        run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p large-hard -s 1"
        look_keys Right Right Right Right Right Right Down Down Down Down Down Down Down Down Down Down
        look_shot "$OUT/hexcells-scrolled-$tag.png"; look_stop

        GEOM=50x24
        run "$bg" "$fg" "$envs" "'$BIN/hexcells' -p large-hard -s 3"
        GEOM=
        look_keys i
        look_shot "$OUT/hexcells-compact-$tag.png"; look_stop

        # The first of the levels that come with it and the last.
        run "$bg" "$fg" "$envs" "'$BIN/hexcells' levels/hexcells/01-first-light.hexcells"
        look_shot "$OUT/hexcells-level-first-$tag.png"; look_stop
        run "$bg" "$fg" "$envs" "'$BIN/hexcells' levels/hexcells/06-deep-blue.hexcells"
        look_shot "$OUT/hexcells-level-last-$tag.png"; look_stop
    done
done
echo "hexcells look: screenshots in $OUT"
