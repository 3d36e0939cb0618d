#!/bin/sh
# What a player does first, end to end, under TERM=xterm-256color and again
# under TERM=screen: every menu entry in every preset and mode, with the keys
# and the mouse, and back to the menu; both games under each of their names
# and with each option the man page lists; the resume question with a saved
# game present, where only an explicit "no" may throw the game away; games
# finished from the menu showing in its Scores. Each journey starts with no
# saved game, score or config, and a crash is reported at the step where it
# happened, under the journey's name.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state/hexpuzzle"
MENU="'$BIN/hexpuzzle'"

# Clicks as the terminal under test sends them: SGR for xterm-256color,
# X10 for screen; in turn with the release apart from the press (a hand
# holding the button a moment) and in one write with it (a quick click, or
# a slow link that joins them).
CLICKS=0
click() {
    CLICKS=$((CLICKS + 1))
    case $T.$((CLICKS % 2)) in
    screen.0) click_x10 "$@" ;;
    screen.1) click_x10_joined "$@" ;;
    *.0) click_sgr_apart "$@" ;;
    *) click_sgr "$@" ;;
    esac
}
click_apart() { if [ "$T" = screen ]; then click_x10 "$@"; else click_sgr_apart "$@"; fi; }
click_text() { ct=$(find_text "$1"); ${2:-click} 0 "${ct% *}" "${ct#* }"; }

# A question (y/n) on screen that mentions WORD. The wording is the games'
# own and may change; what a player answers to does not.
asks() { wait_for "y/n" && screen | grep -qi "$1"; }

# --- the menu -----------------------------------------------------------------
at_menu() { wait_for "1  Hex Mines" && wait_for "$MENU_QUIT  Quit"; }
selected() { screen | grep -Eq "^ *> $1  "; }
# The preset or mode beside LABEL, as the menu shows it.
choice_of() { screen | sed -n "s/.*$1 *< \(.*[^ ]\) *>.*/\1/p" | head -1; }
choice_is() { [ "$(choice_of "$1")" = "$2" ]; }
# Every choice of LABEL's line (selected), one a line, as Right steps
# through them until the first comes back.
choices() {
    cs_first=$(choice_of "$1"); cs_cur=$cs_first; cs_n=0
    while [ $cs_n -lt 20 ]; do
        echo "$cs_cur"
        keys Right
        until_ok not choice_is "$1" "$cs_cur" || return 1
        cs_cur=$(choice_of "$1")
        [ "$cs_cur" = "$cs_first" ] && return 0
        cs_n=$((cs_n + 1))
    done
}
# click_arrow LABEL '<'|'>': a click on that arrow beside LABEL's choice.
click_arrow() {
    ca=$(screen | awk -v l="$1" -v a="$2" 'index($0, l) {
        if (a == "<") i = index($0, "< ")
        else for (i = length($0); i > 0 && substr($0, i, 1) != ">"; i--) ;
        print i - 1, NR - 1; exit }')
    click 0 "${ca% *}" "${ca#* }"
}

# --- hexmines ---------------------------------------------------------------------
mines_left() { screen | sed -n 's/^Mines \([0-9]*\) .*/\1/p' | head -1; }
# Unrevealed cells in the board's part of the 24 lines, and where one is.
dots() { screen | sed -n '2,22p' | tr -cd . | wc -c; }
fewer_dots() { [ "$(dots)" -lt "$1" ]; }
first_dot() { screen | awk 'NR >= 2 && NR <= 22 { i = index($0, "."); if (i) { print i - 1, NR - 1; exit } }'; }

# hexmines_reveal: Space reveals at the cursor. A random board is now and
# then won whole by its first reveal (3BV 1), which leaves nothing to
# play: N deals another in its place, as a player would, and
# INSTANT_WINS counts those games (they are in the tables too).
won_shows() { screen | grep -q "[Yy]ou won"; }
hexmines_reveal() {
    mr_i=0
    while :; do
        mr_d=$(dots)
        keys Space
        until_ok fewer_dots "$mr_d" || return 1
        won_shows || return 0
        [ "$mr_i" -lt 8 ] || return 1
        INSTANT_WINS=$((INSTANT_WINS + 1)); mr_i=$((mr_i + 1))
        keys N
        until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q '[Yy]ou won'" || return 1
    done
}

# A few moves: the cursor keys, Space reveals, a right click flags.
hexmines_moves() {   # hexmines_moves WHAT
    keys Right Left Up Down
    step "$1: the cursor keys and Space reveal cells" hexmines_reveal
    mm_n=$(mines_left)
    mm_p=$(first_dot)
    click 2 "${mm_p% *}" "${mm_p#* }"
    step "$1: a right click flags a cell" wait_for "^Mines $((mm_n - 1)) "
}

# Beginner at 80x24 as in test_suite.sh: the picture starts at 20,2.
cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }
cy() { echo $((2 + 2 * $1 + 1)); }
# The board of the beginner game in play from the menu, for the first
# reveal at the centre, one line per row, one character per cell. A
# ranked game does not show its seed while it plays (no peeking), so it is
# read where a player could find it too: the game is saved and left (q y),
# the seed read from the save, and the game resumed from the menu (1 y p).
dump_board_of_saved_game() {
    keys q
    step "q asks to leave" asks "saved"
    keys y
    step "y saves and goes back to the menu" at_menu
    ds_seed=$(saved_seed hexmines)
    "$BIN/hexmines" --dump -p beginner -s "$ds_seed" | grep -v '^#' | sed 's/^ //; s/ //g' > "$WORK/grid"
    keys 1
    step "1 offers the saved game" asks resume
    keys y p
    step "y p: the game goes on" until_ok not_paused
}
not_paused() { screen | head -1 | grep -q "^Mines" && ! screen | head -1 | grep -q PAUSED; }
truth() { sed -n "$(($1 + 1))p" "$WORK/grid" | cut -c "$(($2 + 1))"; }
# click_cells safe|mine: a left click on every safe cell, or on one mine.
click_cells() {
    for cr in 0 1 2 3 4 5 6 7 8; do
        for cc in 0 1 2 3 4 5 6 7 8; do
            if [ "$1" = mine ] && [ "$(truth $cr $cc)" = "*" ]; then
                click 0 "$(cx $cr $cc)" "$(cy $cr)"; return
            fi
            [ "$1" = safe ] && [ "$(truth $cr $cc)" != "*" ] && click 0 "$(cx $cr $cc)" "$(cy $cr)"
        done
    done
}

# --- hextris --------------------------------------------------------------------
score() { screen | sed -n 's/.*Score  \([0-9]*\).*/\1/p' | head -1; }
score_above() { sc=$(score); [ -n "$sc" ] && [ "$sc" -gt "$1" ]; }

# A few moves: the steering keys (Down scores a soft drop), a middle click
# hard-drops.
hextris_moves() {   # hextris_moves WHAT
    case $1 in master*)
        # 20G: the piece is on the ground already, and a drop scores
        # nothing: the live stats count the pieces instead.
        keys t Left x
        click 1 15 11
        step "$1: a middle click places the piece" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -Eq 'Pieces [1-9]'"
        return ;;
    esac
    tm_s=$(score)
    keys Left Right x z Down
    step "$1: the arrows, x, z and Down steer the piece" until_ok score_above "${tm_s:-0}"
    tm_s=$(score)
    click 1 15 11
    step "$1: a middle click hard-drops" until_ok score_above "$tm_s"
}
# Hard drops until the game is over.
top_out() {
    journey_down && return
    to=0
    while [ $to -lt 60 ] && ! screen | grep -q "GAME OVER"; do
        keys Space; sleep 0.05; to=$((to + 1))
    done
}

# The game's clock, "M:SS"; clock_past CLOCK: it shows another time now.
clock() { screen | sed -n 's/.*Time  *\([0-9]*:[0-9]*\).*/\1/p' | head -1; }
clock_past() { ck=$(clock); [ -n "$ck" ] && [ "$ck" != "$1" ]; }

# signal NAME: to the program in the pane.
signal() { sg_pid=$(pane_program); [ -n "$sg_pid" ] && kill -"$1" "$sg_pid"; }

# --- saved games --------------------------------------------------------------------
save_of() { echo "$STATE/$1.save"; }
saved_seed() { sed -n 's/^params .*seed=\([0-9]*\).*/\1/p' "$(save_of "$1")"; }
# The saved game is still on disk, and on screen: by its seed where the
# game shows it (a seed chosen on the command line), else by its picture
# (a ranked game shows its seed only once it has ended).
kept() {   # kept GAME SEED
    [ -s "$(save_of "$1")" ] && [ "$(saved_seed "$1")" = "$2" ] \
        && { screen | grep -Eq "[Ss]eed +$2( |$)" || screen | grep -Eq "^Mines [0-9]|HEXTRIS"; }
}

# The saved game is the one kept in $WORK/kept.save: the same game and
# every move it had (a later save may add a pause).
same_game() {   # same_game GAME
    sg=$(save_of "$1")
    [ -s "$sg" ] && [ "$(grep '^params ' "$sg")" = "$(grep '^params ' "$WORK/kept.save")" ] || return 1
    grep '^move ' "$WORK/kept.save" > "$WORK/moves.kept"
    grep '^move ' "$sg" | head -n "$(wc -l < "$WORK/moves.kept")" | cmp -s - "$WORK/moves.kept"
}

# =============================================================================
# journey_menu_line N LABEL: every choice of menu line N, chosen in turn by
# Right or by a click on ">", started by Enter or by a click on the label,
# played a little and left with q; from the second game on, the game left
# before is offered first and declined. The menu works after each.
journey_menu_line() {
    ml_n=$1; ml_label=$2
    journey "$T menu/$ml_label"
    start 80 24 "$T" "$MENU"
    step "the menu opens" at_menu
    [ "$ml_n" = 2 ] && keys Down
    step "$ml_label is selected" until_ok selected "$ml_n"
    ml_list=$(choices "$ml_label")
    ml_first=$(echo "$ml_list" | head -n 1); ml_last=$(echo "$ml_list" | tail -n 1)
    step "Right steps through $(echo "$ml_list" | wc -l) choices back to $ml_first" \
        sh -c "[ $(echo "$ml_list" | wc -l) -ge 2 ] && [ '$(choice_of "$ml_label")' = '$ml_first' ]"
    keys Left
    step "Left from the first: round to the last, $ml_last" until_ok choice_is "$ml_label" "$ml_last"
    keys Right
    step "Right: round to the first" until_ok choice_is "$ml_label" "$ml_first"
    # Each arrow beside each choice: ">" round to the first, "<" back.
    ml_count=$(echo "$ml_list" | wc -l); ml_k=1
    while [ $ml_k -le "$ml_count" ]; do
        ml_want=$(echo "$ml_list" | sed -n "$((ml_k % ml_count + 1))p")
        click_arrow "$ml_label" ">"
        step "a click on > after $(echo "$ml_list" | sed -n "${ml_k}p"): $ml_want" until_ok choice_is "$ml_label" "$ml_want"
        ml_k=$((ml_k + 1))
    done
    ml_k=$ml_count
    while [ $ml_k -ge 1 ]; do
        ml_want=$(echo "$ml_list" | sed -n "${ml_k}p")
        click_arrow "$ml_label" "<"
        step "a click on <: $ml_want" until_ok choice_is "$ml_label" "$ml_want"
        ml_k=$((ml_k - 1))
    done
    ml_i=0; ml_ifs=$IFS; IFS='
'
    for ml_choice in $ml_list; do
        IFS=$ml_ifs
        journey_down && break
        if [ $ml_i -gt 0 ]; then
            if [ $((ml_i % 2)) = 1 ]; then keys Right; ml_how=Right; else click_arrow "$ml_label" ">"; ml_how="a click on >"; fi
            step "$ml_how: $ml_choice" until_ok choice_is "$ml_label" "$ml_choice"
        fi
        if [ $((ml_i % 2)) = 0 ]; then ml_start=Enter; else ml_start=click; fi
        if [ "$ml_n" = 1 ]; then
            game_from_menu hexmines "$ml_choice" "$ml_start" "1  Hex Mines" \
                "^Mines [0-9]+ +Time [0-9:]+ +$ml_choice +(no-guess|classic)" hexmines_moves
        else
            game_from_menu hextris "$ml_choice" "$ml_start" "2  Hex Tetris" \
                "HEXTRIS  $ml_choice( |\$)" hextris_moves
        fi
        keys Down
        step "$ml_choice: the menu still works (Down)" until_ok selected $((ml_n + 1))
        keys Up
        step "$ml_choice: the menu still works (Up)" until_ok selected "$ml_n"
        ml_i=$((ml_i + 1))
    done
    IFS=$ml_ifs
    if [ "$ml_n" = 1 ]; then
        keys q
        step_exit 0 "q leaves the menu with status 0 and the terminal restored"
    else
        # The release comes after the press has quit: it must not reach
        # the shell as typed text.
        click_text "$MENU_QUIT  Quit" click_apart
        step_exit 0 "a click on Quit leaves with status 0 and the terminal restored"
    fi
}
journey_menu_mines() { journey_menu_line 1 "Hex Mines"; }
journey_menu_tetris() { journey_menu_line 2 "Hex Tetris"; }

# game_from_menu GAME CHOICE Enter|click LABEL PATTERN MOVES: start it,
# see PATTERN, MOVES, q (asks), y, back at the menu with the game saved.
game_from_menu() {
    gm_saved=""; [ -e "$(save_of "$1")" ] && gm_saved=1
    if [ "$3" = click ]; then click_text "$4"; else keys Enter; fi
    if [ -n "$gm_saved" ]; then
        step "$2: the game left before is offered first" asks resume
        keys n
    fi
    step "$2: $3 starts $1 $2" wait_for "$5"
    $6 "$2"
    keys q
    step "$2: q asks before leaving a game in progress" asks quit
    keys y
    step "$2: y goes back to the menu" at_menu
    step "$2: the game left is saved" [ -s "$(save_of "$1")" ]
    step "$2: the menu still shows $2" choice_is "${4#*  }" "$2"
}

journey_menu_rest() {
    journey "$T menu/Scores, Help, Quit"
    start 80 24 "$T" "$MENU"
    step "the menu opens" at_menu
    downs $((MENU_SCORES - 1))
    keys Enter
    step "Enter on Scores opens them" wait_for "No games recorded yet"
    keys x
    step "a key closes them" at_menu
    step "...on Scores" selected "$MENU_SCORES"
    click_text "$MENU_HELP  Help"
    step "a click on Help opens it" wait_for "Hex Tetris: steer"
    click 0 1 1
    step "a click closes it" at_menu
    keys "$MENU_HELP"
    step "$MENU_HELP opens the help" wait_for "Hex Tetris: steer"
    keys Escape
    step "Esc closes it" at_menu
    keys "$MENU_SCORES"
    step "$MENU_SCORES opens the scores" wait_for "No games recorded yet"
    click 0 1 1
    step "a click closes them" at_menu
    keys Down Down
    step "Down twice selects Quit" until_ok selected "$MENU_QUIT"
    keys Enter
    step_exit 0 "Enter on Quit leaves with status 0 and the terminal restored"
}

journey_menu_config() {
    journey "$T menu/config"
    printf 'preset = expert\nmode = sprint\n' > "$WORK/config/hexpuzzle/config"
    start 80 24 "$T" "$MENU"
    step "the menu opens" at_menu
    step "with the config's preset" choice_is "Hex Mines" expert
    step "and the config's mode" choice_is "Hex Tetris" sprint
    keys Enter
    step "Enter starts the config's preset" wait_for "^Mines 99 .*expert"
    keys q
    step "q, before a move, goes straight back" at_menu
    keys Escape
    step_exit 0 "Esc leaves the menu with status 0"
}

journey_menu_records() {
    journey "$T menu/finished games in Scores"
    start 80 24 "$T" "$MENU"
    step "the menu opens" at_menu
    keys 2
    step "2 starts hextris marathon" wait_for "HEXTRIS  marathon"
    top_out
    step "hard drops top out" wait_for "GAME OVER"
    keys q
    step "q after the game over goes back to the menu" at_menu
    step "no game is left saved" [ ! -e "$(save_of hextris)" ]
    keys "$MENU_SCORES"
    step "Scores lists the hextris game" wait_for "hextris marathon(:[0-9]+x[0-9]+)?: played 1"
    keys Enter
    step "back to the menu" at_menu

    keys 1
    step "1 starts hexmines beginner" wait_for "^Mines 10 .*beginner"
    step "Space reveals the centre" hexmines_reveal
    step "a ranked game does not show its seed" sh -c "! tmux -L '$SOCK' capture-pane -p -t main | head -1 | grep -q seed"
    dump_board_of_saved_game
    click_cells safe
    step "clicks on every safe cell win" wait_for "[Yy]ou won"
    keys Enter q
    step "Enter, q: back to the menu" at_menu
    keys 1
    step "1 starts another beginner game" wait_for "^Mines 10 .*beginner"
    step "Space reveals the centre" hexmines_reveal
    dump_board_of_saved_game
    click_cells mine
    step "a click on a mine loses" wait_for "[Bb]oom|[Ll]ost|BOOM|LOST"
    keys Enter q
    step "Enter, q: back to the menu" at_menu
    keys "$MENU_SCORES"
    probe "Scores lists the win and the loss" \
        wait_for "hexmines beginner: played $((2 + INSTANT_WINS)), won $((1 + INSTANT_WINS))"
    probe "...and still the hextris game" wait_for "hextris marathon(:[0-9]+x[0-9]+)?: played 1"
    keys Enter
    step "back to the menu" at_menu
    keys q
    step_exit 0 "q leaves with status 0"
    XDG_STATE_HOME="$WORK/state" "$BIN/hexpuzzle" scores > "$WORK/out" 2>&1
    probe "hexpuzzle scores agrees" \
        grep -q "hexmines beginner: played $((2 + INSTANT_WINS)), won $((1 + INSTANT_WINS))" "$WORK/out"
}

# --- games started directly ---------------------------------------------------------
journey_direct() {
    journey "$T direct"
    start 80 24 "$T" "'$BIN/hexpuzzle' hexmines"
    step "hexpuzzle hexmines starts beginner" wait_for "^Mines 10 .*beginner"
    hexmines_moves "hexpuzzle hexmines"
    # A click is a press and then a release: the game must go on after it
    # without waiting for another key.
    probe "the clock runs on after the click, with no key pressed" until_ok clock_past "$(clock)"
    keys q
    step "q asks" asks quit
    keys y
    step_exit 0 "y leaves with status 0"
    step "the game is saved" [ -s "$(save_of hexmines)" ]
    seed=$(saved_seed hexmines)
    start 80 24 "$T" "'$BIN/hexmines'"
    step "the hexmines link offers the saved game" asks resume
    keys y
    step "y resumes it, paused" wait_for "PAUSED"
    step "...the same game (seed $seed)" kept hexmines "$seed"
    keys p
    step "p plays on" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q PAUSED"
    n=$(mines_left); p=$(first_dot)
    click 2 "${p% *}" "${p#* }"
    step "a right click flags" wait_for "^Mines $((n - 1)) "
    keys q
    step "q asks" asks quit
    keys y
    step_exit 0 "y leaves with status 0"

    start 80 24 "$T" "'$BIN/hexpuzzle' hextris"
    step "hexpuzzle hextris starts marathon" wait_for "HEXTRIS  marathon "
    hextris_moves "hexpuzzle hextris"
    probe "the clock runs on after the click, with no key pressed" until_ok clock_past "$(clock)"
    keys q
    step "q asks" asks quit
    keys y
    step_exit 0 "y leaves with status 0"
    seed=$(saved_seed hextris)
    start 80 24 "$T" "'$BIN/hextris'"
    step "the hextris link offers the saved game" asks resume
    keys y
    step "y resumes it, paused" wait_for "PAUSED"
    step "...the same game (seed $seed)" kept hextris "$seed"
    keys p
    s=$(score)
    keys Space
    step "p, Space: play goes on" until_ok score_above "$s"
    keys q
    step "q asks" asks quit
    keys y
    step_exit 0 "y leaves with status 0"
}

# --- options, one run each ------------------------------------------------------
# opt_run GAME ARGS PATTERN: the game started with ARGS shows PATTERN.
opt_run() {
    rm -f "$STATE"/*.save
    start 80 24 "$T" "'$BIN/$1' $2"
    probe "$1 $2" wait_for "$3"
}
opt_leave() {   # opt_leave GAME: q (and y for hextris, whose game runs)
    keys q
    if [ "$1" = hextris ]; then step "q asks" asks quit; keys y; fi
    step_exit 0 "q leaves with status 0"
}
# Colour on the pane: SGR foreground or background colours, not the resets.
coloured() { tmx capture-pane -e -p -t main | grep -Eq "$(printf '\033')\\[([0-9;]*;)?(3[0-8]|4[0-8]|9[0-7]|10[0-7])[;m]"; }
not_coloured() { ! coloured; }
not() { ! "$@"; }
ascii_only() { ! screen | LC_ALL=C grep -q '[^ -~]'; }
ghost_shown() { screen | cut -c1-30 | grep -q '::'; }

journey_mines_options() {
    journey "$T hexmines options"
    opt_run hexmines "-p intermediate" "^Mines 40 .*intermediate"; opt_leave hexmines
    opt_run hexmines "--preset=expert" "^Mines 99 .*expert"; opt_leave hexmines
    opt_run hexmines "--preset hexagon" "^Mines 20 .*hexagon"; opt_leave hexmines
    opt_run hexmines "--width 12" "custom 12x9"; opt_leave hexmines
    opt_run hexmines "--height 7" "custom 9x7"; opt_leave hexmines
    opt_run hexmines "--mines 15" "^Mines 15 "; opt_leave hexmines
    opt_run hexmines "--shape hexagon" "hexagon 13x13"; opt_leave hexmines
    opt_run hexmines "-s 42" "seed 42 "; opt_leave hexmines
    opt_run hexmines "--seed=7" "seed 7 "; opt_leave hexmines
    opt_run hexmines "--classic" "  classic"; opt_leave hexmines
    opt_run hexmines "--daily" "beginner  daily $(date -u +%Y-%m-%d)"; opt_leave hexmines
    opt_run hexmines "-s 42" "seed 42 "
    keys Space
    probe "with colour, the revealed board is coloured" until_ok coloured
    opt_leave_started hexmines
    opt_run hexmines "-s 42 --no-color" "seed 42 "
    keys Space
    until_ok fewer_dots 81; calm
    probe "--no-color: the revealed board has no colour" not_coloured
    opt_leave_started hexmines
    opt_run hexmines "-s 42 --ascii" "seed 42 "
    keys Space
    probe "--ascii: only ASCII on screen" until_ok ascii_only
    opt_leave_started hexmines

    "$BIN/hexmines" --dump -s 42 > "$WORK/out" 2>&1; rc=$?
    probe "--dump -s 42 prints the board and exits 0" \
        sh -c "[ $rc = 0 ] && grep -q '^# hexmines rect:9x9:10:noguess:seed=42' '$WORK/out' && [ \$(grep -vc '^#' '$WORK/out') = 9 ]"
    "$BIN/hexmines" --dump -s 42 --first 0,0 > "$WORK/out" 2>&1; rc=$?
    probe "--dump --first 0,0 starts there" sh -c "[ $rc = 0 ] && grep -q '^# first 0,0' '$WORK/out'"
    for h in -h --help; do
        "$BIN/hexmines" $h > "$WORK/out" 2>&1; rc=$?
        probe "$h prints the usage and exits 0" sh -c "[ $rc = 0 ] && grep -q '^Usage: hexmines' '$WORK/out' && grep -q -- '--no-color' '$WORK/out'"
    done
    "$BIN/hexpuzzle" hexmines --help > "$WORK/out" 2>&1; rc=$?
    probe "hexpuzzle hexmines --help too" sh -c "[ $rc = 0 ] && grep -q '^Usage: hexpuzzle hexmines' '$WORK/out'"
}
# A hexmines game in progress asks before leaving.
opt_leave_started() { keys q; step "q asks" asks quit; keys y; step_exit 0 "y leaves with status 0"; }

journey_tetris_options() {
    journey "$T hextris options"
    opt_run hextris "-m sprint" "HEXTRIS  sprint"; opt_leave hextris
    opt_run hextris "--mode=marathon" "HEXTRIS  marathon"; opt_leave hextris
    opt_run hextris "--width 12" "HEXTRIS  marathon 12x[0-9]+"; opt_leave hextris
    opt_run hextris "--height 8" "HEXTRIS  marathon [0-9]+x8"; opt_leave hextris
    opt_run hextris "--short" "HEXTRIS  marathon 9x11"; opt_leave hextris
    opt_run hextris "--level 3" "Level  3"; opt_leave hextris
    opt_run hextris "--daily" "Daily  $(date -u +%Y-%m-%d)"; opt_leave hextris
    opt_run hextris "-s 5" "Seed   5"
    probe "with the ghost, :: shows where the piece lands" until_ok ghost_shown
    probe "with colour, the piece is coloured" until_ok coloured
    opt_leave hextris
    opt_run hextris "--seed=9 --no-ghost" "Seed   9"
    calm
    probe "--no-ghost: no ::" not ghost_shown
    opt_leave hextris
    opt_run hextris "-s 5 --no-color" "Seed   5"
    calm
    probe "--no-color: no colour" not_coloured
    opt_leave hextris
    # ASCII outlines cannot fit the full well into 24 lines: the short
    # well is offered, and y takes it.
    opt_run hextris "-s 5 --ascii" "SHORT WELL"
    keys y
    probe "--ascii at 80x24: y plays the short well" wait_for "Seed   5"
    keys Space
    probe "--ascii: only ASCII on screen" until_ok ascii_only
    opt_leave hextris
    for h in -h --help; do
        "$BIN/hextris" $h > "$WORK/out" 2>&1; rc=$?
        probe "$h prints the usage and exits 0" sh -c "[ $rc = 0 ] && grep -q '^Usage: hextris' '$WORK/out' && grep -q -- '--no-ghost' '$WORK/out'"
    done
    "$BIN/hexpuzzle" hextris --help > "$WORK/out" 2>&1; rc=$?
    probe "hexpuzzle hextris --help too" sh -c "[ $rc = 0 ] && grep -q '^Usage: hexpuzzle hextris' '$WORK/out'"
    for h in -h --help; do
        "$BIN/hexpuzzle" $h > "$WORK/out" 2>&1; rc=$?
        probe "hexpuzzle $h prints the usage and exits 0" sh -c "[ $rc = 0 ] && grep -q '^Usage: hexpuzzle' '$WORK/out'"
    done
    for v in -V --version; do
        "$BIN/hexpuzzle" $v > "$WORK/out" 2>&1; rc=$?
        probe "hexpuzzle $v prints the version and exits 0" sh -c "[ $rc = 0 ] && grep -q '^hexpuzzle [0-9]' '$WORK/out'"
    done
}

# --- the resume question -------------------------------------------------------
# guard_save GAME OPEN: with GAME's saved game present, OPEN (a function)
# brings the resume question up; stray keys, Esc and clicks there, then
# SIGTERM, then q, must each leave the saved game on disk and on screen.
# A lost save is put back and the question brought up again, so each input
# is judged on its own.
guard_save() {
    gs_game=$1; gs_open=$2
    gs_seed=$(saved_seed "$gs_game")
    cp "$(save_of "$gs_game")" "$WORK/kept.save"
    $gs_open
    step "the saved game is offered (seed $gs_seed)" asks resume
    step "...and shown" kept "$gs_game" "$gs_seed"
    for gs_in in x Space Enter Left Escape click-left click-right click-middle wheel-down click-on-question; do
        journey_down && return
        question_again "$gs_game" "$gs_open"
        case $gs_in in
        click-left) click 0 15 11 ;;
        click-right) click 2 15 11 ;;
        click-middle) click 1 15 11 ;;
        wheel-down) click 65 15 11 ;;
        click-on-question) click_text "y/n" ;;
        *) keys "$gs_in" ;;
        esac
        # Esc waits ESCDELAY for the rest of a sequence.
        if [ "$gs_in" = Escape ]; then calm 0.5; else calm; fi
        probe "$gs_in at the resume question keeps the saved game" kept "$gs_game" "$gs_seed"
    done
    question_again "$gs_game" "$gs_open"
    journey_down && return
    signal TERM
    step_exit 143 "SIGTERM at the resume question ends with 143"
    probe "...and keeps the saved game" same_game "$gs_game"
    $gs_open
    step "the saved game is offered again" asks resume
    keys q
    calm
    # q may leave (the save stays for another time) or stay at the question.
    [ -n "$(pane_exit)" ] && step_exit 0 "q at the resume question leaves with status 0"
    probe "q at the resume question keeps the saved game" same_game "$gs_game"
    question_again "$gs_game" "$gs_open" always
    step "the saved game is offered once more" asks resume
    keys y
    step "y resumes it, paused" wait_for "PAUSED"
    step "...the saved game (seed $gs_seed)" kept "$gs_game" "$gs_seed"
}

# question_again GAME OPEN [always]: unless the resume question is up with
# the save on disk, the program goes, the kept save comes back, and OPEN
# brings the question up again.
question_again() {
    journey_down && return
    if [ -z "${3:-}" ] && [ -z "$(pane_exit)" ] && screen | grep -q "y/n" \
        && [ -e "$(save_of "$1")" ]; then
        return 0
    fi
    qa_pid=$(pane_program)
    tmx kill-session -t main >/dev/null 2>&1
    # A game that a stray key started saves itself on the hang-up.
    [ -n "$qa_pid" ] && until_ok gone "$qa_pid"
    cp "$WORK/kept.save" "$(save_of "$1")"
    $2
    wait_for "y/n" >/dev/null
}
# Gone, or a zombie waiting for the reaper to notice.
gone() { gs_st=$(ps -o stat= -p "$1" 2>/dev/null); [ -z "$gs_st" ] || [ "${gs_st#Z}" != "$gs_st" ]; }

open_mines_direct() { start 80 24 "$T" "'$BIN/hexmines' -s 7"; wait_for "seed" >/dev/null; }
open_tetris_direct() { start 80 24 "$T" "'$BIN/hextris' -s 7"; wait_for "Seed" >/dev/null; }
open_mines_menu() { start 80 24 "$T" "$MENU"; at_menu >/dev/null; keys 1; wait_for "seed" >/dev/null; }
open_tetris_menu() { start 80 24 "$T" "$MENU"; at_menu >/dev/null; keys 2; wait_for "Seed" >/dev/null; }

journey_resume_direct() {
    journey "$T resume/hexmines"
    start 80 24 "$T" "'$BIN/hexmines' -s 42"
    step "hexmines -s 42 starts" wait_for "seed 42 "
    keys Space
    step "Space reveals" until_ok fewer_dots 81
    keys q
    step "q asks" asks quit
    keys y
    step_exit 0 "y saves and leaves"
    guard_save hexmines open_mines_direct
    keys q
    step "q asks" asks quit
    keys y
    step_exit 0 "y saves and leaves"

    journey "$T resume/hextris"
    start 80 24 "$T" "'$BIN/hextris' -s 42"
    step "hextris -s 42 starts" wait_for "Seed   42"
    keys Space
    step "Space drops" until_ok score_above 0
    signal HUP
    step_exit 129 "SIGHUP saves and leaves with 129"
    guard_save hextris open_tetris_direct
    keys q
    step "q asks" asks quit
    keys y
    step_exit 0 "y saves and leaves"
}

journey_resume_menu() {
    journey "$T resume/menu/hexmines"
    start 80 24 "$T" "$MENU"
    # Keys typed before the menu reads the terminal may go to the shell.
    step "the menu opens" at_menu
    keys 1
    step "1 starts hexmines" wait_for "^Mines 10 "
    keys Space
    step "Space reveals" until_ok fewer_dots 81
    keys q
    step "q asks" asks quit
    keys y
    step "y saves and goes back to the menu" at_menu
    keys q
    step_exit 0 "q leaves the menu"
    guard_save hexmines open_mines_menu
    keys q
    step "q asks" asks quit
    keys y
    step "y goes back to the menu" at_menu
    keys q
    step_exit 0 "q leaves the menu"

    journey "$T resume/menu/hextris"
    start 80 24 "$T" "$MENU"
    step "the menu opens" at_menu
    keys 2
    step "2 starts hextris" wait_for "HEXTRIS  marathon"
    keys Space
    step "Space drops" until_ok score_above 0
    signal HUP
    step_exit 129 "SIGHUP in the game saves and leaves with 129"
    guard_save hextris open_tetris_menu
    keys q
    step "q asks" asks quit
    keys y
    step "y goes back to the menu" at_menu
    keys q
    step_exit 0 "q leaves the menu"
}

# The commands beside the games, and the menu's ways to them: replays
# (none yet), watching (nothing played), the host tables (none here), the
# daily from the menu (d) and the replays from Scores (r).
journey_commands() {
    journey "$T commands"
    cmd() { "$@" > "$WORK/out" 2> "$WORK/err"; rc=$?; }
    cmd "$BIN/hexpuzzle" replays
    probe "replays with none kept says so, exit 0" sh -c "[ $rc = 0 ] && grep -q 'No replays kept yet' '$WORK/out'"
    cmd "$BIN/hexpuzzle" replay
    probe "replay with none kept: one line, exit 1" sh -c "[ $rc = 1 ] && [ \$(wc -l < '$WORK/err') = 1 ]"
    cmd "$BIN/hexpuzzle" replay --verify
    probe "replay --verify without a replay: usage, exit 2" sh -c "[ $rc = 2 ]"
    cmd "$BIN/hexpuzzle" watch
    probe "watch with nothing played says so, exit 0" sh -c "[ $rc = 0 ] && grep -q 'No games are being played now' '$WORK/out'"
    cmd "$BIN/hexpuzzle" scores --host
    probe "scores --host without host tables: one line, exit 1" sh -c "[ $rc = 1 ] && grep -q 'no host tables here' '$WORK/err'"
    for c in replays replay watch; do
        cmd "$BIN/hexpuzzle" $c --help
        probe "$c --help prints the usage, exit 0" sh -c "[ $rc = 0 ] && grep -q '^Usage: hexpuzzle $c' '$WORK/out'"
    done

    start 80 24 "$T" "$MENU"
    step "the menu opens" at_menu
    keys "$MENU_SCORES"
    step "$MENU_SCORES opens Scores, which offers the replays" wait_for "r replays"
    keys r
    step "r: none kept yet" wait_for "No replays kept yet"
    keys Enter
    step "a key: back to the menu" at_menu
    ups $((MENU_SCORES - 2))
    keys d
    step "Up to Hex Tetris, d: today's daily" wait_for "Daily  $(date -u +%Y-%m-%d)"
    keys q
    step "q asks" asks quit
    keys y
    step "y saves it and goes back to the menu" at_menu
    keys q
    step_exit 0 "q leaves the menu"
}

# JOURNEY_TERMS, JOURNEYS: shorter lists while working on one journey.
for T in ${JOURNEY_TERMS:-xterm-256color screen}; do
    for j in ${JOURNEYS:-menu_mines menu_tetris menu_rest menu_config menu_records direct \
              hexmines_options hextris_options commands resume_direct resume_menu}; do
        "journey_$j"
    done
done

finish
