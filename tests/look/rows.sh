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
BIN="$ROOT/${B:-build}"
OUT=${1:-$BIN/look}
mkdir -p "$OUT"
. "$ROOT/tests/look/xterm.sh"
look_tools || exit 1
look_display_up || exit 1
STATE=$(mktemp -d)
trap 'look_stop; look_display_down; rm -rf "$STATE"' EXIT

run() {   # run BG FG ENV COMMAND
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

        run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese -s 5"
        look_keys Left Left space Right Right x space Left Left Left Left space
        look_shot "$OUT/hextris-rows-$tag.png"; look_stop

        # Cheese100, seed 5: the first piece two columns right clears a
        # garbage row.
        run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese100 -s 5"
        look_keys Right Right
        xdotool key --window "$LOOK_WIN" space
        import -window "$LOOK_WIN" "$OUT/hextris-flash-$tag.png"
        look_stop

        # The same in the short well's large outline drawing: two columns
        # left.
        run "$bg" "$fg" "$envs" "'$BIN/hextris' -m cheese100 -s 5 --short"
        look_keys Left Left
        xdotool key --window "$LOOK_WIN" space
        import -window "$LOOK_WIN" "$OUT/hextris-flash-large-$tag.png"
        look_stop
    done
done
echo "rows: screenshots in $OUT"
