#!/bin/sh
# Screenshots of what hexmines' explanations name, in a real xterm, dark
# and light, in colour and with NO_COLOR, for a person to judge: a hint
# (its cell filled, the numbers its reason names outlined) and the review
# of a loss (the safe cell filled, every cell its steps name outlined),
# places counted from 1. Usage: sh tests/look/hexmines_review.sh [OUTDIR]
# (default build/look). Run `make` first; it installs xvfb, xterm,
# xdotool and imagemagick when they are missing.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN="$ROOT/${B:-build}"
OUT=${1:-$BIN/look}
mkdir -p "$OUT"
# A display of its own: other looks may run at the same time.
LOOK_DISPLAY=${LOOK_DISPLAY:-:88}
. "$ROOT/tests/look/xterm.sh"
look_tools || exit 1
look_display_up || exit 1
STATE=$(mktemp -d)
trap 'look_stop; look_display_down; rm -rf "$STATE"' EXIT

for theme in dark light; do
    if [ "$theme" = dark ]; then bg=black; fg=white; else bg=white; fg=black; fi
    for colour in colour mono; do
        envs="TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME='$STATE/s' XDG_CONFIG_HOME='$STATE/c'"
        [ "$colour" = mono ] && envs="$envs NO_COLOR=1"
        tag="$theme-$colour"

        # Beginner seed 42 (as tests/e2e/test_hexmines_review.sh): the
        # first reveal, then a hint.
        rm -rf "${STATE:?}/s" "$STATE/c"
        look_start "$bg" "$fg" 80x24 "cd '$ROOT' && env $envs '$BIN/hexmines' -s 42"
        look_keys space i
        look_shot "$OUT/hexmines-hint-$tag.png"; look_stop

        # Lost on the mine three cells right of the first reveal, then v.
        rm -rf "${STATE:?}/s" "$STATE/c"
        look_start "$bg" "$fg" 80x24 "cd '$ROOT' && env $envs '$BIN/hexmines' -s 42"
        look_keys space d d d space v
        look_shot "$OUT/hexmines-review-$tag.png"; look_stop
    done
done
echo "hexmines review look: screenshots in $OUT"
