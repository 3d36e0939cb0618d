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
# A display of its own: other looks may run at the same time.
LOOK_DISPLAY=${LOOK_DISPLAY:-:88}
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1

scenes() {
    # Beginner seed 42 (as tests/e2e/test_hexmines_review.sh): the first
    # reveal, then a hint.
    look_run "$bg" "$fg" "$envs" "'$BIN/hexmines' -s 42"
    look_keys space i
    look_shot "$OUT/hexmines-hint-$tag.png"; look_stop

    # Lost on the mine three cells right of the first reveal, then v.
    look_run "$bg" "$fg" "$envs" "'$BIN/hexmines' -s 42"
    look_keys space d d d space v
    look_shot "$OUT/hexmines-review-$tag.png"; look_stop
}
look_each_theme scenes
echo "hexmines review look: screenshots in $OUT"
