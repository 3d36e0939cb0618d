#!/bin/sh
# Screenshots of every game in each palette (default, colorblind,
# contrast), dark and light, on 256 colours and on eight (TERM=xterm), for
# a person to judge; beside each colour-blind one, how it looks to an eye
# without red cones (deuteranopia) and without green ones (protanopia),
# simulated with Machado et al.'s matrices on linear RGB. Not part of
# `make check`. Usage: sh tests/look/palettes.sh [OUTDIR] (default
# build/look/palettes). Run `make` first.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" palettes || exit 1

# simulate IN OUT deutan|protan: linear RGB through the 3x3 matrix.
simulate() {
    case $3 in
    deutan) m="0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881" ;;
    protan) m="0.152286 1.052583 -0.204868 0.114503 0.786281 0.099216 -0.003882 -0.048116 1.051998" ;;
    esac
    convert "$1" -colorspace RGB -color-matrix "$m" -colorspace sRGB "$2"
}

run() {   # run PALETTE TERM BG FG COMMAND: start with the palette in the config
    pal=$1; term=$2; bg=$3; fg=$4; shift 4
    rm -rf "$STATE"/*
    mkdir -p "$STATE/c/hexpuzzle"
    echo "palette = $pal" > "$STATE/c/hexpuzzle/config"
    look_start "$bg" "$fg" "${GEOM:-80x24}" \
        "cd '$ROOT' && env TERM=$term LANG=C.UTF-8 XDG_STATE_HOME='$STATE/s' XDG_CONFIG_HOME='$STATE/c' $*"
}

shot() {   # shot FILE: and its simulations, for the colour-blind palette
    look_shot "$1"
    case $1 in
    *colorblind*) simulate "$1" "${1%.png}-deutan.png" deutan
                  simulate "$1" "${1%.png}-protan.png" protan ;;
    esac
}

drops="space Left Left space Right space Right Right Right space Left Left Left Left space x Right space Left Left Left z space Right Right x space Down Down"
for pal in default colorblind contrast; do
    for term in xterm-256color xterm; do
        colours=256; [ "$term" = xterm ] && colours=8
        for theme in dark light; do
            if [ "$theme" = dark ]; then bg=black; fg=white; else bg=white; fg=black; fi
            tag="$pal-$colours-$theme"

            run "$pal" "$term" "$bg" "$fg" "'$BIN/hexpuzzle'"
            shot "$OUT/menu-$tag.png"; look_stop

            # A loss: numbers, every mine, the one that went off, a wrong
            # flag; then flags and a hint on the same board.
            run "$pal" "$term" "$bg" "$fg" "'$BIN/hexmines' -s 42"
            sleep 0.5; look_keys space w w a a a f x x d d d d d f a c
            shot "$OUT/hexmines-loss-$tag.png"; look_stop
            run "$pal" "$term" "$bg" "$fg" "'$BIN/hexmines' -s 42"
            sleep 0.5; look_keys space w w a a a f x d d d d d f Left Left Down i
            shot "$OUT/hexmines-hint-$tag.png"; look_stop
            # Expert: numbers up to 4 and more.
            run "$pal" "$term" "$bg" "$fg" "'$BIN/hexmines' -p expert -s 7"
            sleep 0.5; look_keys space x d d d d d d f z a a a a a a a a a a a f e space
            shot "$OUT/hexmines-expert-$tag.png"; look_stop

            # shellcheck disable=SC2086
            run "$pal" "$term" "$bg" "$fg" "'$BIN/hextris' -s 3 --width 10 --height 20"
            look_keys $drops
            shot "$OUT/hextris-dense-$tag.png"; look_stop
            run "$pal" "$term" "$bg" "$fg" "'$BIN/hextris' -s 3 --width 9 --height 11"
            look_keys space Left Left space Right space Right Right Right space Left Left Left Left space x Down Down
            shot "$OUT/hextris-large-$tag.png"; look_stop

            # hexcells: calls, a mistake, a greyed clue and a hint (as
            # tests/look/hexcells.sh), the cursor's outline.
            run "$pal" "$term" "$bg" "$fg" "'$BIN/hexcells' -p medium-easy -s 42"
            look_keys x Right b Down Down x Up Up Up Up g Right Right i
            shot "$OUT/hexcells-medium-$tag.png"; look_stop
        done
    done
done
echo "palettes: screenshots in $OUT"
