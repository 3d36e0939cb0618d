# A match's boards on the screen, for the scripts that race on them
# (test_match.sh, test_host_match.sh, test_watch_match.sh,
# test_host_watch_match.sh), from the invitation in $MATCHDIR (its params,
# their seed drawn for the match) or the live logs in $LIVEDIR, made by
# $HEXPUZZLE.
# hexmines: beginner at 80x24, the picture at 20,2 (the race's line
# takes the blank line 1 over it), and the board's truth in $WORK/grid,
# rows of single characters ("*" a mine) made from its --dump. hexcells:
# the puzzle as $WORK/race.cells (lib.sh's cells_of). Sourced after
# lib.sh.
# shellcheck shell=sh

cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }
cy() { echo $((2 + 2 * $1 + 1)); }
truth() { sed -n "$(($1 + 1))p" "$WORK/grid" | cut -c "$(($2 + 1))"; }
invited_params() { sed -n 's/^params //p' "$MATCHDIR"/invite-* 2>/dev/null | head -1; }
# The hexmines board of the invitation waiting to be answered.
dump_invited() {
    di_seed=$(invited_params | sed -n 's/.*:seed=\([0-9]*\)$/\1/p')
    [ -n "$di_seed" ] && dump_seed "$di_seed"
}
# The hexmines board of seed $1 (a round's, as its live logs say it).
dump_seed() {
    "$HEXPUZZLE" hexmines --dump -s "$1" > "$WORK/dump" 2>/dev/null || return 1
    grep -v '^#' "$WORK/dump" | sed 's/^ //; s/ //g' > "$WORK/grid"
}
# The hexcells puzzle of the invitation, as a SixCells file: where each
# hex is.
export_invited() {
    ei_params=$(invited_params)
    [ -n "$ei_params" ] && "$HEXPUZZLE" hexcells -p "${ei_params%%:*}" -s "${ei_params##*:seed=}" \
        --export "$WORK/race.hexcells" && cells_of "$WORK/race.hexcells" > "$WORK/race.cells"
}
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
click_in() {   # click_in NAME X Y: a left click, SGR encoded
    seq=$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' $(($2 + 1)) $(($3 + 1)) $(($2 + 1)) $(($3 + 1)))
    # shellcheck disable=SC2046
    tmx send-keys -t "$1" -H $(tohex "$seq")
}
# one_number NAME: a click on one hidden number of the grid on NAME.
one_number() {
    for r in 0 1 2 3 4 5 6 7 8; do
        for c in 0 1 2 3 4 5 6 7 8; do
            t=$(truth $r $c)
            if [ "$t" != "*" ] && [ "$t" != 0 ] \
                && [ "$(screen_of "$1" | sed -n "$(($(cy $r) + 1))p" | cut -c "$(($(cx $r $c) + 1))")" = . ]; then
                click_in "$1" "$(cx $r $c)" "$(cy $r)"
                return 0
            fi
        done
    done
    return 1
}
# mine_in NAME: a click on a mine of the grid.
mine_in() {
    for r in 0 1 2 3 4 5 6 7 8; do
        for c in 0 1 2 3 4 5 6 7 8; do
            if [ "$(truth $r $c)" = "*" ]; then
                click_in "$1" "$(cx $r $c)" "$(cy $r)"
                return 0
            fi
        done
    done
    return 1
}

# Clicks every safe cell of the grid on the session $1.
safe_clicks() {
    # shellcheck disable=SC2046
    tmx send-keys -t "$1" -H $(safe_clicks_made)
}
# solve_in NAME: every hex of the hexcells puzzle, a left click for blue
# and a right one for black, each once the one before shows uncovered.
solve_in() {
    while read -r sx sy sc; do
        if [ "$sc" = blue ]; then button=0; else button=2; fi
        seq=$(printf '\033[<%d;%d;%dM\033[<%d;%d;%dm' $button $((sx + 1)) $((sy + 1)) $button $((sx + 1)) $((sy + 1)))
        # shellcheck disable=SC2046
        tmx send-keys -t "$1" -H $(tohex "$seq")
        until_ok sh -c "! [ \"\$(tmux -L '$SOCK' capture-pane -p -t '$1' | sed -n '$((sy + 1))p' | cut -c $((sx + 1)))\" = . ]"
    done < "$WORK/race.cells"
}
# The board's cells as NAME shows them (its lines of cells, spaces out):
# a player's screen, or the left or right half of a watcher's (the tmux
# session w) of 170 columns (the halves 84 and 85 columns, a bar between).
cells_in() { grep -E '^ *[|]' | tr -d ' '; }
board_in() { screen_of "$1" | cells_in; }
watched_left() { screen_of w | cut -c 1-84 | cells_in; }
watched_right() { screen_of w | cut -c 86- | cells_in; }
# The seed of the round both sides play now: their live logs' params
# (in $LIVEDIR), not $1 (the round before's).
round_seed() {
    seeds=$(sed -n 's/^params .*:seed=\([0-9]*\)$/\1/p' "$LIVEDIR"/*.live 2>/dev/null | sort -u)
    [ "$(printf '%s\n' "$seeds" | grep -c .)" = 1 ] && [ "$seeds" != "$1" ] && echo "$seeds"
}
board_of_round() { seed=$(round_seed "$1") && dump_seed "$seed" && echo "$seed"; }
# round_drawn PREVIOUS_SEED: board_of_round, quietly (a check's own line
# shows).
round_drawn() { board_of_round "$1" >/dev/null; }
