#!/bin/sh
# Screenshots of hextris' bot in a real xterm, dark and light, in colour
# and with NO_COLOR, for a person to judge (not part of `make check`): its
# placement shown with i (the hint) beside the ghost, in the dense drawing and the
# large outline one, and the demo playing. Usage: sh tests/look/bot.sh
# [OUTDIR] (default build/look). Run `make` first; it installs the
# tools.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1


scenes() {
    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3"
    look_keys space Left Left space Right space i
    look_shot "$OUT/hextris-bot-dense-$tag.png"; look_stop
    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3 --short"
    look_keys space Left Left space Right space i
    look_shot "$OUT/hextris-bot-large-$tag.png"; look_stop
    look_run "$bg" "$fg" "$envs" "'$BIN/hextris' --demo -s 11"
    sleep 12
    look_shot "$OUT/hextris-demo-$tag.png"; look_stop
}
look_each_theme scenes
echo "bot look: screenshots in $OUT"
