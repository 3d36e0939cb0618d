#!/bin/sh
# Screenshots of both games in a real xterm, dark and light, in colour and
# with NO_COLOR, for a person to judge: pictures need eyes, so this is not
# part of `make check`. Usage: sh tests/look/tour.sh [OUTDIR] (default
# build/look). Run `make` first.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1

run() {   # run NAME BG FG ENV COMMAND: look_run, NAME naming the scene
    shift
    look_run "$@"
}

scenes() {
    run menu "$bg" "$fg" "$envs" "'$BIN/hexpuzzle'"
    look_shot "$OUT/menu-$tag.png"; look_stop

    run mines "$bg" "$fg" "$envs" "'$BIN/hexmines' -s 42"
    look_click 1 40 11; look_click 3 30 9; look_keys Right Right Down
    look_shot "$OUT/hexmines-beginner-$tag.png"; look_stop

    run mines-expert "$bg" "$fg" "$envs" "'$BIN/hexmines' -p expert -s 7"
    look_click 1 40 11
    look_shot "$OUT/hexmines-expert-$tag.png"; look_stop

    # From the keyboard, as clicks can come before the game listens:
    # `hexmines --dump -s 42` prints the board. Flags and a hint; then
    # a loss (every mine, the one that went off, a wrong flag).
    run mines-hint "$bg" "$fg" "$envs" "'$BIN/hexmines' -s 42"
    sleep 0.5; look_keys space w w a a a f x d d d d d f Left Left Down i
    look_shot "$OUT/hexmines-hint-$tag.png"; look_stop

    run mines-loss "$bg" "$fg" "$envs" "'$BIN/hexmines' -s 42"
    sleep 0.5; look_keys space w w a a a f x x d d d d d f a c
    look_shot "$OUT/hexmines-loss-$tag.png"; look_stop

    run mines-expert-loss "$bg" "$fg" "$envs" "'$BIN/hexmines' -p expert -s 7"
    sleep 0.5; look_keys space x d d d d d d f z a a a a a a a a a a a f e space
    look_shot "$OUT/hexmines-expert-loss-$tag.png"; look_stop

    # The review of a loss (v): the board before the fatal reveal, the
    # safe cell, the reasoning and the odds; on expert, a wider board.
    run mines-review "$bg" "$fg" "$envs" "'$BIN/hexmines' -s 42"
    sleep 0.5; look_keys space d d d space v
    look_shot "$OUT/hexmines-review-$tag.png"; look_stop

    run mines-expert-review "$bg" "$fg" "$envs" "'$BIN/hexmines' -p expert -s 7"
    sleep 0.5; look_keys space x d d d d d d f z a a a a a a a a a a a f e space v
    look_shot "$OUT/hexmines-expert-review-$tag.png"; look_stop

    run mines-hexagon "$bg" "$fg" "$envs" "'$BIN/hexmines' -p hexagon -s 5"
    sleep 0.5; look_keys space i
    look_shot "$OUT/hexmines-hexagon-$tag.png"; look_stop

    run tetris "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3"
    look_keys space Left Left space Right space x
    look_shot "$OUT/hextris-$tag.png"; look_stop

    # Each drawing with a few pieces locked, one falling and its ghost:
    # the full 10x20 well, which 80x24 shows dense; the short 9x11 well
    # in the large outline drawing, and at 60x24 the compact one.
    drops="space Left Left space Right space Right Right Right space Left Left Left Left space x Right space Left Left Left z space Right Right x space Down Down"
    # shellcheck disable=SC2086
    run tetris-dense "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3 --width 10 --height 20"
    look_keys $drops
    look_shot "$OUT/hextris-dense-$tag.png"; look_stop
    # shellcheck disable=SC2086
    run tetris-large "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3 --width 9 --height 11"
    look_keys space Left Left space Right space Right Right Right space Left Left Left Left space x Down Down
    look_shot "$OUT/hextris-large-$tag.png"; look_stop
    # shellcheck disable=SC2086
    GEOM=60x24
    run tetris-compact "$bg" "$fg" "$envs" "'$BIN/hextris' -s 3 --width 9 --height 11"
    GEOM=
    look_keys space Left Left space Right space Right Right Right space Left Left Left Left space x Down Down
    look_shot "$OUT/hextris-compact-$tag.png"; look_stop
}
look_each_theme scenes
echo "tour: screenshots in $OUT"
