#!/bin/sh
# Screenshots at 80x24 in a real xterm, dark and light, of what used to be
# cut at the screen's edge or drawn over a board (#29.9), for a person to
# judge: the menu's Scores box with a line wider than the screen, wrapped;
# the Replays box with each game's result; the hexmines expert board
# scrolled, its marks in gutters beside the cells. Usage: sh
# tests/look/boxes.sh [OUTDIR] (default build/look). Run `make` first; it
# installs xvfb, xterm, xdotool and imagemagick when they are missing.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
LOOK_DISPLAY=${LOOK_DISPLAY:-:89}
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1

# Wins with and without help, so that a table's counts run past 80
# columns, and a replay of each game played below.
scores_file() {
    for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
        printf 'result hexmines beginner won %d %d %d 2026-11-%02dT10:00:00Z\n' \
            "$((20000 + i * 731))" "$((i == 3))" "$i" "$i"
    done | look_scores_file
}

scenes() {
    rm -rf "${STATE:?}/s" "$STATE/c"
    # Two games, kept as replays: a hextris topped out, a hexmines loss.
    look_in "$bg" "$fg" 80x24 "" "'$BIN/hextris' --seed 3"
    for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do
        look_keys space
    done
    look_keys q
    look_stop
    scores_file
    look_in "$bg" "$fg" 80x24 "" "'$BIN/hexpuzzle'"
    look_keys 4
    look_shot "$OUT/boxes-scores-$theme.png"
    look_keys r
    look_shot "$OUT/boxes-replays-$theme.png"
    look_keys q q q
    look_stop
    # Expert scrolled to its lower right corner.
    look_in "$bg" "$fg" 80x24 "" "'$BIN/hexmines' -p expert -s 7"
    look_keys space End Next Next Next
    look_shot "$OUT/boxes-expert-scrolled-$theme.png"
    look_keys q y
    look_stop
}
look_each_theme scenes colour
echo "boxes: screenshots in $OUT"
