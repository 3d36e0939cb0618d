#!/bin/sh
# hexcells in a real terminal: a whole puzzle solved with the mouse (a
# mistake counted on the way) and one with the keys, each win in its
# table; clicks in one burst (also after Ctrl-Z and fg), a click cut after
# its ESC [, an X10 click past column 94; a SixCells level written by hand
# imported, checked and played; a level that needs a guess played with a
# warning; --export and --check; bad files; both drawings, resize and too
# small; the daily; saves of an older and a newer generator; from the menu
# to hexcells and back under
# TERM=xterm-256color and TERM=screen.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state/hexpuzzle"
CELLS="$BIN/hexcells"

# make_level FILE "X Y CC"...: a SixCells level of those items (pair X of
# grid line Y, two characters each), every other pair empty, as SixCells
# writes it (no newline after the last line).
make_level() {
    ml_out=$1; shift
    printf '%s\n' "$@" | awk '
        { item[$2 * 33 + $1] = $3 }
        END {
            print "Hexcells level v1"; print "e2e level"; print "the tests"; print ""; print ""
            for (y = 0; y < 33; y++) {
                line = ""
                for (x = 0; x < 33; x++) line = line ((y * 33 + x) in item ? item[y * 33 + x] : "..")
                printf "%s%s", line, (y < 32 ? "\n" : "")
            }
        }' > "$ml_out"
}

covered_at() { [ "$(char_at "$1" "$2")" = "." ]; }
not_covered() { ! covered_at "$1" "$2"; }
# uncovered X Y: until the hex there shows no longer covered (as long as
# until_ok waits: a busy machine may take seconds to draw a call).
uncovered() { until_ok not_covered "$1" "$2"; }

# click_all LIST BUTTON_ENCODER: a left click on each blue hex of LIST, a
# right click on each black one, each once the one before shows uncovered:
# a burst of clicks on a busy machine left one hex covered now and then.
# A click that uncovers nothing waits out until_ok; the check after fails.
click_all() {
    while read -r ca_x ca_y ca_c; do
        if [ "$ca_c" = blue ]; then "$2" 0 "$ca_x" "$ca_y"; else "$2" 2 "$ca_x" "$ca_y"; fi
        until_ok not_covered "$ca_x" "$ca_y"
    done < "$1"
}

# click_burst LIST: a left click on each hex of LIST (SGR), all in one
# write, as a burst of clicks comes when the game has fallen behind.
click_burst() {
    cb_seq=$(awk '{ printf "\033[<0;%d;%dM\033[<0;%d;%dm", $1 + 1, $2 + 1, $1 + 1, $2 + 1 }' "$1")
    # shellcheck disable=SC2046
    hexbytes $(tohex "$cb_seq")
}

# nav_to X Y: the arrow keys until the terminal's cursor stands at X, Y:
# across the columns first, then along the column. Each key waits for the
# cursor to move (as long as until_ok waits): a key sent again while the
# last is still unread overshoots, and on a slow enough machine the cursor
# would swing about its mark.
nav_to() {
    nt=0
    while [ $nt -lt 80 ]; do
        # shellcheck disable=SC2046
        set -- "$1" "$2" $(cursor_pos)
        [ "$3" = "$1" ] && [ "$4" = "$2" ] && return 0
        if [ "$3" -lt "$1" ]; then nk=Right
        elif [ "$3" -gt "$1" ]; then nk=Left
        elif [ "$4" -lt "$2" ]; then nk=Down
        else nk=Up; fi
        keys $nk
        until_ok cursor_left "$3 $4"
        nt=$((nt + 1))
    done
    return 1
}
cursor_left() { [ "$(cursor_pos)" != "$1" ]; }

# play_by_keys LIST: every hex of LIST still covered, reached with the
# arrows, b for blue, x for black; false at the first that fails.
play_by_keys() {
    while read -r pk_x pk_y pk_c; do
        covered_at "$pk_x" "$pk_y" || continue
        nav_to "$pk_x" "$pk_y" || { echo "cannot reach $pk_x,$pk_y"; return 1; }
        if [ "$pk_c" = blue ]; then keys b; else keys x; fi
        uncovered "$pk_x" "$pk_y" || { echo "$pk_x,$pk_y stays covered"; return 1; }
    done < "$1"
}

blues_left() { screen | sed -n 's/^Blue \([0-9]*\) .*/\1/p' | head -1; }

# --- the mouse: a mistake, then every hex ------------------------------------
"$CELLS" -p small-easy -s 5 --export "$WORK/mouse.hexcells" \
    && ok "--export writes a generated puzzle" || bad "--export of small-easy seed 5"
cells_of "$WORK/mouse.hexcells" > "$WORK/mouse.cells"
start 80 24 xterm-256color "'$CELLS' -p small-easy -s 5"
check "the status line shows blues, mistakes, time, preset and seed" \
    wait_for "^Blue [0-9]+  Mistakes 0  Time [0-9]:[0-9][0-9]  small-easy  seed 5"
check "the large drawing's outlines at 80x24" wait_for '\\___/'
before=$(blues_left)
# shellcheck disable=SC2046
set -- $(grep ' black$' "$WORK/mouse.cells" | head -1)
click_sgr 0 "$1" "$2"
check "a left click on a black hex is a mistake, counted" wait_for "^Blue $before  Mistakes 1 "
check "...said on the message line" wait_for "Mistake: column [0-9]+, row [0-9]+ is not blue"
check "...and the hex stays covered" covered_at "$1" "$2"
# shellcheck disable=SC2046
set -- $(grep ' blue$' "$WORK/mouse.cells" | head -1)
click_sgr 0 "$1" "$2"
check "a left click on a blue hex marks it" wait_for "^Blue $((before - 1))  Mistakes 1 "
check "...which shows blue by its glyph" [ "$(char_at $(($1 - 1)) "$2")" = "#" ]
grep ' blue$' "$WORK/mouse.cells" | sed -n 2,6p > "$WORK/burst.cells"
burst=$(wc -l < "$WORK/burst.cells")
click_burst "$WORK/burst.cells"
check "$burst clicks in one burst: each marks its hex" wait_for "^Blue $((before - 1 - burst))  Mistakes 1 "
click_all "$WORK/mouse.cells" click_sgr
check "clicks on every hex solve the puzzle" wait_for "SOLVED" 20
check "the box gives the time and the mistake" wait_for "Mistakes 1"
keys Enter
check "the message line says it too" wait_for "Solved in [0-9.]+ s with 1 mistake"
keys q
expect_exit 0 "q after the win leaves with the terminal restored"
check "the win is in its seeded table: one mistake, then the time" \
    grep -Eq "^result hexcells seeded:small-easy won 1[0-9]{9} 0 5 " "$STATE/scores"
out=$(XDG_STATE_HOME="$WORK/state" "$BIN/hexpuzzle" scores 2>&1)
check "the scores read the figure as mistakes and a time" \
    sh -c "printf '%s\n' \"\$1\" | grep -Eq '1 mist\\. [0-9]+\\.[0-9]{3} s'" _ "$out"

# --- the keys: a ranked puzzle, its board read from its save -----------------
rm -f "$STATE/hexcells.save"
start 80 24 xterm-256color "'$CELLS' -p small-easy"
wait_for "^Blue [0-9]+  Mistakes 0" >/dev/null
check "a ranked puzzle does not show its seed" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | head -1 | grep -q seed"
before=$(blues_left)
keys b
check "b on the first hex calls it (a mark or a mistake)" wait_for "^Blue $((before - 1)) |Mistakes 1 "
keys q
check "q asks before leaving a puzzle begun" wait_for "Quit this game\\? It will be saved for next time\\. \\(y/n\\)"
keys y
expect_exit 0 "y saves it and leaves"
params=$(sed -n 's/^params //p' "$STATE/hexcells.save")
seed=${params#*seed=}
check "the save keeps the puzzle's preset, generator and seed" [ "$params" = "small-easy:gen=2:seed=$seed" ]
"$CELLS" -p small-easy -s "$seed" --export "$WORK/keys.hexcells"
cells_of "$WORK/keys.hexcells" > "$WORK/keys.cells"
start 80 24 xterm-256color "'$CELLS' -p small-easy"
check "the next start offers to resume it" wait_for "Resume it\\? \\(y/n\\)"
keys y
check "...which comes back paused" wait_for "PAUSED"
keys p
check "p: on with it" wait_for "^Blue [0-9]+  Mistakes [0-9]+  Time [0-9:]+  small-easy *$"
mistakes=$(screen | sed -n 's/^Blue [0-9]*  Mistakes \([0-9]*\) .*/\1/p' | head -1)
moves=$(play_by_keys "$WORK/keys.cells")
check "the arrows, b and x solve the puzzle ($moves)" wait_for "SOLVED" 20
keys Enter q
expect_exit 0 "q leaves after the win"
if [ "$mistakes" = 0 ]; then figure="[0-9]{1,9}"; else figure="${mistakes}[0-9]{9}"; fi
check "the win is in the small-easy table" \
    grep -Eq "^result hexcells small-easy won $figure 0 $seed " "$STATE/scores"

# --- saves of other generators -----------------------------------------------
# A save of the first generator's puzzle (its params name no generator)
# resumes as that puzzle; one of a newer generator than this build's is
# refused in one line, and a new puzzle starts.
printf 'hexpuzzle-save 1\ngame hexcells\nparams small-easy:seed=%s\nelapsed_ms 0\nend 0\n' "$seed" \
    > "$STATE/hexcells.save"
start 80 24 xterm-256color "'$CELLS' -p small-easy"
check "a first generator's save is offered" wait_for "Resume it\\? \\(y/n\\)"
keys y
check "...and resumes" wait_for "Saved game resumed"
keys p b q
check "...played on, it is kept on leaving" wait_for "Quit this game\\? It will be saved"
keys y
expect_exit 0 "y keeps it and leaves"
check "...under its own params still" grep -qx "params small-easy:seed=$seed" "$STATE/hexcells.save"
printf 'hexpuzzle-save 1\ngame hexcells\nparams small-easy:gen=999:seed=5\nelapsed_ms 0\nend 0\n' \
    > "$STATE/hexcells.save"
start 80 24 xterm-256color "'$CELLS' -p small-easy"
check "a newer generator's save is refused, saying so" wait_for "its puzzle needs generator 999"
keys q
expect_exit 0 "q leaves"
rm -f "$STATE/hexcells.save"

# --- a SixCells level written by hand ----------------------------------------
# A line down column 16 over three hexes and two revealed black hexes that
# each see two of them: logic decides all three.
make_level "$WORK/hand.hexcells" "16 10 |+" "16 12 x." "16 14 o." "16 16 x." "15 13 O+" "17 15 O+"
cmd_out=$("$CELLS" --check "$WORK/hand.hexcells"); rc=$?
check "--check: a level logic solves, exit 0 ($cmd_out)" \
    sh -c "[ $rc = 0 ] && printf '%s' \"\$1\" | grep -q 'solvable by logic: easy'" _ "$cmd_out"
"$CELLS" "$WORK/hand.hexcells" --export "$WORK/hand-again.hexcells"
check "--export of an imported level gives it back byte for byte" cmp -s "$WORK/hand.hexcells" "$WORK/hand-again.hexcells"
cells_of "$WORK/hand.hexcells" > "$WORK/hand.cells"
rm -f "$STATE/hexcells.save"
start 80 24 screen "'$CELLS' '$WORK/hand.hexcells'"
check "the level plays under its title" wait_for "^Blue 2  Mistakes 0  Time [0-9]:[0-9][0-9]  e2e level"
check "its line clue shows its stroke right under it, no outline around it" \
    sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -A1 -E '^ +2 *\$' | grep -Eq '^ +\\| *\$'"
click_all "$WORK/hand.cells" click_x10
check "X10 clicks solve it" wait_for "SOLVED" 20
keys Enter q
expect_exit 0 "q leaves"
check "the win is in the level's own seeded table, named by its title" \
    grep -Eq "^result hexcells seeded:level-e2e-level-[0-9a-f]{8} won [0-9]+ 0 0 " "$STATE/scores"

# The hint on the message line; i again, its words in full in a box, which
# any key closes.
start 80 24 screen "'$CELLS' '$WORK/hand.hexcells'"
wait_for "^Blue 2  Mistakes 0" >/dev/null
keys i
check "i: the hint and its reason on the message line" wait_for "column [0-9]+, row [0-9]+ is (blue|black): "
keys i
check "i again: the hint in full, in a box" wait_for "HINT"
keys x
check "...which any key closes" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q HINT"
# The hinted hex called as the hint says (the game begun, so kept), and
# another hint: the game is left with that hint the last one shown.
# Resumed, the hints taken are replayed unworked (not solved for at
# load): the board comes up, and i shows that last hint, worked out then,
# without taking another.
if screen | grep -q "is blue: "; then keys b; else keys x; fi
# The clock runs from the board's first showing: on a busy machine the
# steps above may take ten seconds, so the time is any.
check "...the hinted hex called, the game begins" wait_for "^Blue [0-9]  Mistakes 0  Time [0-9]:[0-9][0-9]  e2e level  assisted"
keys i
check "...and another hint" wait_for "column [0-9]+, row [0-9]+ is (blue|black): "
keys q
wait_for "\\(y/n\\)" >/dev/null
keys y
expect_exit 0 "q, y leave"
hints_kept() { grep -c '^move [0-9]* H$' "$STATE/hexcells.save"; }
check "the save keeps both hints taken" [ "$(hints_kept)" = 2 ]
start 80 24 screen "'$CELLS' '$WORK/hand.hexcells'"
check "a game with a hint offers to resume" wait_for "Resume it\\? \\(y/n\\)"
keys y
wait_for "PAUSED" >/dev/null
keys p
check "...resumed, its board on screen" wait_for "^Blue [0-9]  Mistakes 0  Time [0-9]:[0-9][0-9]  e2e level  assisted"
keys i
check "i: the last hint on the message line" wait_for "column [0-9]+, row [0-9]+ is (blue|black): "
keys q
wait_for "\\(y/n\\)" >/dev/null
keys y
expect_exit 0 "q, y leave"
check "...shown again, not taken again: two hints in the save" [ "$(hints_kept)" = 2 ]
rm -f "$STATE/hexcells.save"

# A click cut in two after its ESC [, the pieces further apart than the
# Esc delay (a slow link): the rest is still the click, not Esc and keys.
rm -f "$STATE/hexcells.save"
kept_delay=$ESCDELAY_TEST; ESCDELAY_TEST=25
start 80 24 xterm-256color "'$CELLS' '$WORK/hand.hexcells'"
ESCDELAY_TEST=$kept_delay
wait_for "^Blue 2  Mistakes 0" >/dev/null
# shellcheck disable=SC2046
set -- $(grep ' blue$' "$WORK/hand.cells" | head -1)
hexbytes 1b 5b
sleep 0.1   # the gap under test, four times the Esc delay
# shellcheck disable=SC2046
hexbytes $(tohex "$(printf '<0;%d;%dM\033[<0;%d;%dm' $(($1 + 1)) $(($2 + 1)) $(($1 + 1)) $(($2 + 1)))")
check "a click cut after its ESC [ by 100 ms marks its hex" wait_for "^Blue 1  Mistakes 0 "
keys q
wait_for "\\(y/n\\)" >/dev/null
keys y
expect_exit 0 "...and q, y leave"

# X10 past column 94: the report's bytes are above ASCII.
rm -f "$STATE/hexcells.save"
start 240 24 screen "'$CELLS' '$WORK/hand.hexcells'"
wait_for "^Blue 2  Mistakes 0" >/dev/null
click_x10 0 $(($1 + 80)) "$2"
check "an X10 click at column $(($1 + 80)) marks its hex" wait_for "^Blue 1  Mistakes 0 "
keys q
wait_for "\\(y/n\\)" >/dev/null
keys y
expect_exit 0 "...and q, y leave"
rm -f "$STATE/hexcells.save"

# Ctrl-Z and fg, after which curses would decode clicks itself again: a
# burst still counts every click.
tmx kill-session -t main >/dev/null 2>&1
tmx new-session -d -s main -x 80 -y 24 "cd '$ROOT' && env -i HOME='$WORK' PATH='$PATH' TERM=xterm-256color ESCDELAY=$ESCDELAY_TEST LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' bash --norc --noprofile -i"
wait_for '^[^ ]*[$#] *$' >/dev/null
keys "'$CELLS' -p small-easy -s 5" Enter
wait_for "^Blue [0-9]+  Mistakes 0" >/dev/null
fresh=$(blues_left)
keys C-z
wait_for "Stopped" >/dev/null
keys fg Enter
# Its clock runs from first sight: stopped, even before a first call, it
# comes back paused.
check "Ctrl-Z and fg before a first call: the game comes back paused" \
    wait_for "^Blue $fresh  Mistakes 0 .*PAUSED"
keys p
wait_for "^Blue $fresh  Mistakes 0 .*[0-9]$" >/dev/null
click_burst "$WORK/burst.cells"
check "after Ctrl-Z and fg, a burst of $burst clicks marks $burst hexes" wait_for "^Blue $((fresh - burst))  Mistakes 0 "
keys q
wait_for "\\(y/n\\)" >/dev/null
keys y
check "...and q, y give the shell back" wait_for '^[^ ]*[$#] *$'
rm -f "$STATE/hexcells.save"

# A level that needs a guess: one blue among two hexes, and no clue.
make_level "$WORK/guess.hexcells" "16 12 x." "16 14 o."
cmd_out=$("$CELLS" --check "$WORK/guess.hexcells"); rc=$?
check "--check: a level that needs a guess, exit 1" \
    sh -c "[ $rc = 1 ] && printf '%s' \"\$1\" | grep -q 'not solvable without guessing'" _ "$cmd_out"
start 80 24 xterm-256color "'$CELLS' '$WORK/guess.hexcells'"
check "it plays all the same, with a warning" wait_for "This level needs a guess: logic stops after 0 deductions, 2 hexes left"
keys q
expect_exit 0 "q leaves it"

# --- bad files: one line each, exit 2 -----------------------------------------
bad_file() {   # bad_file DESCRIPTION FILE [OPTION]
    bf_err=$("$CELLS" ${3:-} "$2" 2>&1 >/dev/null); bf_rc=$?
    if [ $bf_rc = 2 ] && [ "$(printf '%s\n' "$bf_err" | wc -l)" = 1 ] \
        && ! printf '%s' "$bf_err" | grep -q "$(printf '\033')"; then
        ok "$1: exit 2, one line ($bf_err)"
    else
        bad "$1" "rc=$bf_rc: $bf_err"
    fi
}
bad_file "a missing file" "$WORK/none.hexcells"
bad_file "a directory" "$WORK"
printf 'Hexcells level v2\n' > "$WORK/v2.hexcells"
bad_file "another header" "$WORK/v2.hexcells"
head -c 300 "$WORK/hand.hexcells" > "$WORK/short.hexcells"
bad_file "a level cut off before its hexes" "$WORK/short.hexcells"
sed 's/^\(.\{30\}\)\.\./\1q+/' "$WORK/hand.hexcells" > "$WORK/kind.hexcells"
bad_file "an unknown kind of cell" "$WORK/kind.hexcells"
printf 'Hexcells level v1\n\033]0;owned\007\n' > "$WORK/esc.hexcells"
head -c 40 /dev/zero >> "$WORK/esc.hexcells"
bad_file "control characters, escaped in the message" "$WORK/esc.hexcells"
head -c 100000 /dev/zero | tr '\0' '.' > "$WORK/big.hexcells"
bad_file "a file far too long" "$WORK/big.hexcells"
bad_file "--check of a missing file" "$WORK/none.hexcells" --check
make_level "$WORK/empty.hexcells"
bad_file "a level without a hex" "$WORK/empty.hexcells"
make_level "$WORK/open.hexcells" "16 12 X." "16 14 O+"
bad_file "a level with nothing covered" "$WORK/open.hexcells"
bad_file "--check of a level with nothing covered, as it is played" "$WORK/open.hexcells" --check
"$CELLS" "$WORK/hand.hexcells" --export "$WORK/by-link.hexcells"
"$BIN/hexpuzzle" hexcells "$WORK/hand.hexcells" --export "$WORK/by-command.hexcells" \
    && cmp -s "$WORK/by-link.hexcells" "$WORK/by-command.hexcells" \
    && ok "hexpuzzle hexcells FILE --export OUT: options after the FILE" \
    || bad "hexpuzzle hexcells FILE --export OUT"
err=$("$CELLS" -p huge 2>&1); rc=$?
check "an unknown preset: exit 2" until_ok sh -c "[ $rc = 2 ] && printf '%s' \"\$1\" | grep -q \"unknown preset 'huge'\"" _ "$err"
err=$("$CELLS" -s 3 "$WORK/hand.hexcells" 2>&1); rc=$?
check "a FILE with --seed: exit 2" [ $rc = 2 ]
"$CELLS" --help | grep -q '^Usage: hexcells' && ok "--help" || bad "--help"
err=$("$CELLS" --daily --export "$WORK/daily.hexcells" 2>&1); rc=$?
check "no --export of a daily puzzle: exit 2" until_ok sh -c "[ $rc = 2 ] && [ ! -e '$WORK/daily.hexcells' ]"

# --- the drawings, resize, too small -------------------------------------------
# A row of 15 hexes along a zig-zag: 61 cells wide drawn large, 45 compact.
set -- "9 11 x."
for x in 10 11 12 13 14 15 16 17 18 19 20 21 22 23; do set -- "$@" "$x $((10 + x % 2)) o."; done
make_level "$WORK/row.hexcells" "$@"
start 80 24 xterm-256color "'$CELLS' '$WORK/row.hexcells'"
check "a row of 15 at 80x24: the large drawing" wait_for '\\___/'
# compact_shown: the compact drawing's row of faces is on the screen, and
# no outline, in one look (tmux keeps the large drawing's cells, cut, until
# the game redraws at the new size, which a busy machine may take a while
# to do).
compact_shown() {
    cs_now=$(screen)
    printf '%s\n' "$cs_now" | grep -Eq '^ *\. +\.' && ! printf '%s\n' "$cs_now" | grep -q '___'
}
tmx resize-window -t main -x 50 -y 24
check "at 50x24: the compact drawing, faces alone" until_ok compact_shown
check "...still every covered hex" wait_for '^ *\. +\.'
keys s
check "s: the large drawing, scrolled across to the cursor" wait_for '\\___/'
check "...a mark where more of it lies" wait_for '>$'
tmx resize-window -t main -x 29 -y 10
check "at 29x10: too small, with the size it needs" wait_for "need at least 30x8"
tmx resize-window -t main -x 80 -y 24
check "at 80x24 again: s chose large, which stays" wait_for '\\___/'
keys s
check "s: the compact drawing" \
    until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q '___'"
keys q
expect_exit 0 "q leaves"

# large-hard seed 8 is 23 lines drawn large, one more than 80x24 leaves it:
# still outlined, scrolled to the cursor, a mark where more lies.
start 80 24 xterm-256color "'$CELLS' -p large-hard -s 8"
check "large-hard at 80x24: the large drawing" wait_for '\\___/'
check "...its bottom out of sight: v at the right edge" wait_for ' v$'
keys Right Right Right Right Right Right
downs 12
check "down the board, it scrolls: ^ at the right edge" wait_for ' \^$'
check "...the cursor on the board, between the status and message lines" \
    until_ok sh -c "y=\$(tmux -L '$SOCK' display-message -p -t main '#{cursor_y}'); [ \$y -ge 1 ] && [ \$y -le 22 ]"
ups 12
check "back up, the top again" wait_for ' v$'
keys q
expect_exit 0 "q leaves"

# --- the config file's puzzle ---------------------------------------------------
mkdir -p "$WORK/config/hexpuzzle"
printf 'puzzle = large-easy\npreset = expert\n' > "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "'$CELLS'"
check "puzzle = large-easy in the config: hexcells starts large-easy" wait_for "Time [0-9]:[0-9][0-9]  large-easy"
keys q
expect_exit 0 "q leaves"
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "...and the menu's Hex Cells line shows it" wait_for "Hex Cells *< large-easy *>"
keys q
expect_exit 0 "q leaves the menu"
rm -f "$WORK/config/hexpuzzle/config"

# --- the daily ------------------------------------------------------------------
# The day read before and after: a run across midnight (UTC) may see either.
day_before=$(date -u +%Y-%m-%d)
start 80 24 xterm-256color "'$CELLS' --daily -p large-easy"
wait_for "^Blue [0-9]+  Mistakes 0  Time [0-9]:[0-9][0-9]  large-easy  daily " >/dev/null
day_after=$(date -u +%Y-%m-%d)
check "--daily names the day where the seed would be" \
    wait_for "^Blue [0-9]+  Mistakes 0  Time [0-9]:[0-9][0-9]  large-easy  daily ($day_before|$day_after)"
keys q
expect_exit 0 "q leaves a daily not begun"

# --- from the menu and back, under both terminals ------------------------------
for T in xterm-256color screen; do
    rm -rf "$STATE/hexcells.save"
    start 80 24 "$T" "'$BIN/hexpuzzle'"
    check "$T: the menu lists Hex Cells" wait_for "[0-9]  Hex Cells"
    line_no=$(screen | sed -n 's/.*\([0-9]\)  Hex Cells.*/\1/p' | head -1)
    keys "$line_no"
    check "$T: its key starts a puzzle of the first preset" wait_for "^Blue [0-9]+  Mistakes 0  Time [0-9]:[0-9][0-9]  small-easy"
    before=$(blues_left)
    keys b
    check "$T: b calls the first hex" wait_for "^Blue $((before - 1)) |Mistakes 1 "
    keys '?'
    check "$T: ? shows the keys" wait_for "hexcells keys"
    keys Escape q
    check "$T: q asks" wait_for "Quit this game"
    keys y
    check "$T: y keeps it and goes back to the menu" wait_for "$MENU_QUIT  Quit"
    check "$T: ...saved" [ -s "$STATE/hexcells.save" ]
    keys "$line_no"
    check "$T: the menu offers it again" wait_for "Resume"
    keys y
    check "$T: resumed" wait_for "^Blue [0-9]+  Mistakes"
    keys q y
    check "$T: back to the menu" wait_for "$MENU_QUIT  Quit"
    keys "$MENU_QUIT"
    expect_exit 0 "$T: $MENU_QUIT leaves the menu with the terminal restored"
done

finish
