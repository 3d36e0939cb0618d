#!/bin/sh
# Screenshots of hexmines' figures (#22) in a real xterm, dark and light,
# for a person to judge: the win box after a game won with flags, chords
# and wasted clicks, the replay's figures at its end, and `hexpuzzle
# scores` with its sparkline, in block characters and in the ASCII of a
# terminal that cannot show them. Usage: sh tests/look/hexmines_figures.sh
# [OUTDIR] (default build/look). Run `make` first; it installs xvfb, xterm,
# xdotool and imagemagick when they are missing.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
# A display of its own: other looks may run at the same time.
LOOK_DISPLAY=${LOOK_DISPLAY:-:87}
. "$ROOT/tests/look/xterm.sh"
look_open "${1:-}" || exit 1

SEED=42
"$BIN/hexmines" --dump -s $SEED | grep -v '^#' | sed 's/^ //; s/ //g' > "$STATE/grid"
truth() { sed -n "$(($1 + 1))p" "$STATE/grid" | cut -c "$(($2 + 1))"; }   # ROW COL
# Beginner at 80x24 is drawn large from 20,2 (as tests/e2e/test_hexmines.sh).
cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }
cy() { echo $((2 + 2 * $1 + 1)); }

# A scores file with a table's worth of wins, two of them NF, and a loss.
scores_file() {
    i=0
    for s in 41 35 38 52 29 33 31 44 27 36 30 28 34 26 39 25 32 24 29 23 27 22 26 21 24 25 20 23 22 19; do
        i=$((i + 1))
        fig="v1:12/12:14,3,0,2:1,0,0:11"
        [ $i = 17 ] || [ $i = 26 ] && fig="v1:12/12:13,0,0,0:0,0,0:11"
        printf 'result hexmines beginner won %d 0 %d 2026-11-%02dT10:00:00Z %s\n' \
            "$((s * 1000 + i * 37))" "$((1000 + i))" "$(((i % 28) + 1))" "$fig"
        [ $i = 20 ] && printf 'result hexmines beginner lost 9000 0 5000 2026-11-20T11:00:00Z v1:12/5:5,1,0,0:2,0,0:11\n'
    done | look_scores_file
}

scenes() {
    rm -rf "${STATE:?}/s" "$STATE/c"

    # Won: flags on every mine round the first opening, chords, clicks
    # on revealed numbers that change nothing.
    look_in "$bg" "$fg" 80x24 "" "'$BIN/hexmines' -s $SEED"
    look_click 1 "$(cx 4 4)" "$(cy 4)"
    r=0
    while [ $r -lt 9 ]; do
        c=0
        while [ $c -lt 9 ]; do
            if [ "$(truth $r $c)" = "*" ] && [ $r -lt 4 ]; then look_click 3 "$(cx $r $c)" "$(cy $r)"; fi
            c=$((c + 1))
        done
        r=$((r + 1))
    done
    r=0
    while [ $r -lt 9 ]; do
        c=0
        while [ $c -lt 9 ]; do
            [ "$(truth $r $c)" != "*" ] && look_click 1 "$(cx $r $c)" "$(cy $r)"
            c=$((c + 1))
        done
        r=$((r + 1))
    done
    look_shot "$OUT/hexmines-won-figures-$theme.png"
    look_keys Return q
    look_stop

    # The replay of that game, at its end.
    look_in "$bg" "$fg" 80x24 "" "'$BIN/hexpuzzle' replay 1"
    look_keys End
    look_shot "$OUT/hexmines-replay-figures-$theme.png"
    look_stop

    # The tables: blocks in a UTF-8 xterm, ASCII where the locale is C.
    scores_file
    look_in "$bg" "$fg" 100x30 "" "'$BIN/hexpuzzle' scores; sleep 60"
    look_shot "$OUT/hexmines-scores-sparkline-$theme.png"
    look_stop
    look_in "$bg" "$fg" 100x30 "LANG=C LC_ALL=C" "'$BIN/hexpuzzle' scores; sleep 60"
    look_shot "$OUT/hexmines-scores-ascii-$theme.png"
    look_stop
}
look_each_theme scenes colour
echo "hexmines_figures: screenshots in $OUT"
