#!/bin/sh
# Screenshots of hextris' modes in a real xterm, dark and light, for a
# person to judge: the live stats under the panel (sprint, zen), cheese's
# garbage in the dense and the outline drawings, and the summary box at
# the end of a game, in colour and with NO_COLOR. Not part of `make check`.
# Usage: sh tests/look/modes.sh [OUTDIR] (default build/look). Run `make`
# first.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1

# Hard drops: the game tops out and its summary shows.
drops() { n=0; while [ $n -lt "$1" ]; do look_keys space; n=$((n + 1)); done; }

scenes() {
    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m sprint -s 3"
    look_keys space Left Left space Right space Right Right Right space Left Left x Down
    look_shot "$OUT/hextris-sprint-stats-$tag.png"; look_stop

    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese -s 5"
    look_keys Left Left space Right Right x space Down
    look_shot "$OUT/hextris-cheese-$tag.png"; look_stop

    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese -s 5 --short --ascii"
    look_keys Left Left space Down
    look_shot "$OUT/hextris-cheese-large-$tag.png"; look_stop

    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese -s 5"
    drops 24
    look_shot "$OUT/hextris-summary-$tag.png"; look_stop

    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m ultra -s 5 --short --ascii"
    drops 16
    look_shot "$OUT/hextris-summary-large-$tag.png"; look_stop

    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -m zen -s 5"
    look_keys t space Left Left space
    look_shot "$OUT/hextris-zen-stats-$tag.png"; look_stop
}
look_each_theme scenes
echo "modes: screenshots in $OUT"
