# A hexmines match's board on the screen, for the scripts that race on it
# (test_match.sh, test_host_match.sh): beginner at 80x24, the picture at
# 20,2 (the race's line takes the blank line 1 over it), and the board's
# truth in $WORK/grid, rows of single characters ("*" a mine) made from
# its --dump. Sourced after lib.sh.
# shellcheck shell=sh

cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }
cy() { echo $((2 + 2 * $1 + 1)); }
truth() { sed -n "$(($1 + 1))p" "$WORK/grid" | cut -c "$(($2 + 1))"; }
# grid_of DUMP: the --dump DUMP as $WORK/grid.
grid_of() { grep -v '^#' "$1" | sed 's/^ //; s/ //g' > "$WORK/grid"; }
# The clicks on every safe cell of the grid, as the hex bytes of one
# burst: made before they are sent, so that they reach the game at once
# however slow the shell is here (a stopped player's grace time runs
# while they are sent).
safe_clicks_made() {
    for r in 0 1 2 3 4 5 6 7 8; do
        for c in 0 1 2 3 4 5 6 7 8; do
            [ "$(truth $r $c)" = "*" ] && continue
            x=$(($(cx $r $c) + 1)); y=$(($(cy $r) + 1))
            tohex "$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' $x $y $x $y)"
        done
    done
}
# Clicks every safe cell of the grid on the session $1.
safe_clicks() {
    # shellcheck disable=SC2046
    tmx send-keys -t "$1" -H $(safe_clicks_made)
}
