#!/bin/sh
# Screenshots of hextris' bot in a real xterm, dark and light, in colour
# and with NO_COLOR, for a person to judge (not part of `make check`): its
# placement shown with i (the hint) beside the ghost, in the dense drawing and the
# large outline one, and the demo playing. Usage: sh tests/look/bot.sh
# [OUTDIR] (default build/look). Run `make` first; tour.sh installs the
# tools.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN="$ROOT/${B:-build}"
OUT=${1:-$BIN/look}
mkdir -p "$OUT"
. "$ROOT/tests/look/xterm.sh"
look_display_up || exit 1
STATE=$(mktemp -d)
trap 'look_stop; look_display_down; rm -rf "$STATE"' EXIT

run() {   # run BG FG ENV COMMAND
    bg=$1; fg=$2; envs=$3; shift 3
    rm -rf "$STATE"/*
    look_start "$bg" "$fg" 80x24 \
        "cd '$ROOT' && env TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME='$STATE/s' XDG_CONFIG_HOME='$STATE/c' $envs $*"
}

for theme in dark light; do
    if [ "$theme" = dark ]; then bg=black; fg=white; else bg=white; fg=black; fi
    for colour in colour mono; do
        envs=""; [ "$colour" = mono ] && envs="NO_COLOR=1"
        tag="$theme-$colour"
        run "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3"
        look_keys space Left Left space Right space i
        look_shot "$OUT/hextris-bot-dense-$tag.png"; look_stop
        run "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3 --short"
        look_keys space Left Left space Right space i
        look_shot "$OUT/hextris-bot-large-$tag.png"; look_stop
        run "$bg" "$fg" "$envs" "'$BIN/hextris' --demo -s 11"
        sleep 12
        look_shot "$OUT/hextris-demo-$tag.png"; look_stop
    done
done
echo "bot look: screenshots in $OUT"
