#!/bin/sh
# hextris in a real terminal: moves, rotations both ways, soft and hard
# drop, hold, pause hiding the well, help, game over and a new game, the
# mouse in SGR and X10 encodings, resize, too small and recovery, Ctrl-Z,
# and leaving by q + y and by SIGTERM, SIGHUP and SIGINT with the terminal
# restored. (With the application's hooks wired, leaving saves the game;
# the saving and resuming itself is tested where the hooks are.)
FRESH_STATE=1
. "$(dirname "$0")/lib.sh"

# Seed 1 deals I, J, L, O, X, ...: the I piece (a vertical bar of three
# hexes) starts in column 4 of the short 9x11 well.
GAME="'$BIN/hextris' --seed 1 --width 9 --height 11"

# At 80x24 the 9x11 well is drawn large at x 2..29: column c's inside
# cells are at x 3+3c and 4+3c (0-based); lines 0..23.
well() { screen | cut -c1-30; }
# Columns (0-based x) where LETTER shows in the well, sorted, one line.
letter_xs() { well | awk -v L="$1" '{ for (i = 1; i <= length($0); i++) if (substr($0, i, 1) == L) print i - 1 }' | sort -n | uniq | tr '\n' ' '; }
# The leftmost x of LETTER in the well, or nothing.
letter_x() { letter_xs "$1" | awk '{ print $1 }'; }
# How many distinct columns of the well LETTER spans.
letter_width() { letter_xs "$1" | wc -w | tr -d ' '; }
score() { screen | sed -n 's/.*Score  \([0-9]*\).*/\1/p' | head -1; }
# wait_until COMMAND...: until COMMAND succeeds. A key's effect under load
# may take seconds to show: as long as lib's until_ok waits (~10 s).
wait_until() { until_ok "$@"; }
x_is() { [ "$(letter_x "$1")" = "$2" ]; }
width_is() { [ "$(letter_width "$1")" = "$2" ]; }
score_above() { s=$(score); [ -n "$s" ] && [ "$s" -gt "$1" ]; }

# --- usage errors name the limit -----------------------------------------------
usage_says() {   # usage_says PATTERN ARGS...: exit 2 with PATTERN on stderr
    pat=$1; shift
    "$BIN/hextris" "$@" </dev/null >/dev/null 2>"$WORK/err"; rc=$?
    if [ $rc -eq 2 ] && grep -q -- "$pat" "$WORK/err"; then ok "hextris $* is refused: $pat"
    else bad "hextris $*" "rc=$rc $(cat "$WORK/err")"; fi
}
usage_says "width must be 5..30" --width 4
usage_says "height must be 8..40" --height 41
usage_says "level must be 1..15" --level 16
usage_says "level must be 1..15" --level 0
usage_says "--level takes a whole number" --level two

# --- keys at 80x24 ----------------------------------------------------------
start 80 24 xterm-256color "$GAME"
wait_for "HEXTRIS" || bad "the game starts" "$(screen)"
check "panel shows mode, size and seed" wait_for "HEXTRIS  marathon 9x11"
check "panel shows the seed" wait_for "Seed   1"
check "large scale draws hex outlines at 80x24" wait_for '\\__/  \\__/'
check "the I piece starts in column 4" until_ok x_is I 15
check "next queue shows the following pieces" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c31- | grep -q JJ"
ghost_shown() { well | grep -q '::'; }
ghost_hidden() { ! ghost_shown; }
check "the ghost shows where the piece lands" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | sed -n 18,23p | grep -q '::'"
keys g
check "g hides the ghost" wait_until ghost_hidden
keys g
check "g shows it again" wait_until ghost_shown

keys Left
check "Left moves the piece one column left" wait_until x_is I 12
keys h
check "h moves it one more column left" wait_until x_is I 9
keys Right l
check "Right and l move it back two columns" wait_until x_is I 15
keys x
check "x rotates clockwise (the bar leans over three columns)" wait_until width_is I 6
keys z
check "z rotates counter-clockwise (upright again)" wait_until width_is I 2
keys Up
check "Up rotates clockwise" wait_until width_is I 6
keys z

s0=$(score)
keys Down
check "Down soft-drops one row for 1 point" wait_until score_above "$s0"
s1=$(score)
keys Space
check "Space hard-drops: 2 points a row" wait_until score_above $((s1 + 1))
check "the next piece (J) enters the well" wait_until sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q JJ"
keys c
check "c holds the piece: the HOLD box shows J" \
    wait_until sh -c "tmux -L '$SOCK' capture-pane -p -t main | sed -n 10,17p | cut -c31-43 | grep -q JJ"
check "the piece after it (L) enters the well" wait_until sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q LL"

keys p
check "p shows PAUSED" wait_for "PAUSED"
check "the well is hidden while paused" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q -e '__/' -e LL"
keys p
check "p again shows the well" wait_until sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q LL"

keys '?'
check "? opens the help" wait_for "HELP"
check "help names the mouse actions" wait_for "middle click  hard drop"
keys Escape
check "Esc closes the help" wait_until sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q HELP"

# Hard drops pile pieces up in the middle until one cannot enter.
i=0
while [ $i -lt 40 ] && ! screen | grep -q "GAME OVER"; do
    keys Space; sleep 0.05; i=$((i + 1))
done
check "hard-dropping repeatedly reaches GAME OVER" wait_for "GAME OVER"
check "the result offers a new game and quit" wait_for "N  new game"
keys N
check "N starts a new game" wait_until sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'GAME OVER'"
check "the new game starts from score 0" wait_for "Score  0"

keys q
check "q asks first" wait_for "It will be saved for next time\\."
keys n
check "n answers no and play goes on" wait_until sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q QUIT"
keys q
wait_for "Quit this game" >/dev/null
keys y
expect_exit 0 "q then y quits with status 0 and restores the terminal"
check "quitting a game in progress saves it, as the question says" [ -s "$WORK/state/hexpuzzle/hextris.save" ]

# --- a bigger terminal, a bigger well ----------------------------------------
start 120 50 xterm-256color "'$BIN/hextris' --seed 2 --width 12 --height 18 --mode sprint --level 3"
check "120x50 shows a 12x18 sprint well" wait_for "HEXTRIS  sprint 12x18"
check "sprint shows the rows left" wait_for "Rows   0 \\(40 left\\)"
check "the starting level is 3" wait_for "Level  3"
check "the bigger well is drawn large" wait_for '\\__/  \\__/  \\__/  \\__/  \\__/  \\__/'
keys q
wait_for "Quit this game" >/dev/null
keys y
expect_exit 0 "quit from the bigger game"

# --- mouse, SGR -------------------------------------------------------------
# Column c of the well at 80x24 is clicked inside its hex of row 5: x 3+3c,
# y 11 (+1 for odd columns, shoved down).
col_x() { echo $((3 + 3 * $1)); }
col_y() { echo $((11 + $1 % 2)); }
mouse_suite() {   # mouse_suite TERM CLICK_FUNCTION
    start 80 24 "$1" "$GAME"
    wait_for "HEXTRIS" || bad "$1: the game starts" "$(screen)"
    $2 0 "$(col_x 1)" "$(col_y 1)"
    check "$1: left click on column 1 moves the piece all the way there" wait_until x_is I 6
    $2 2 "$(col_x 1)" "$(col_y 1)"
    check "$1: right click rotates clockwise" wait_until width_is I 6
    $2 64 "$(col_x 1)" "$(col_y 1)"
    check "$1: wheel up rotates counter-clockwise" wait_until width_is I 2
    $2 65 "$(col_x 1)" "$(col_y 1)"
    check "$1: wheel down rotates clockwise" wait_until width_is I 6
    $2 64 "$(col_x 1)" "$(col_y 1)"
    wait_until width_is I 2
    $2 0 "$(col_x 7)" "$(col_y 7)"
    check "$1: left click on column 7 moves it right" wait_until x_is I 24
    $2 1 "$(col_x 3)" "$(col_y 3)"
    check "$1: middle click hard-drops" wait_until score_above 0
    check "$1: the next piece (J) comes in" wait_until sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | sed -n 1,8p | grep -q JJ"
    s=$(score)
    c=$(( ($(letter_x J) - 3) / 3 ))
    $2 0 "$(col_x "$c")" "$(col_y "$c")"
    check "$1: left click on the piece's own column hard-drops" wait_until score_above "$s"
    keys q
    wait_for "Quit this game" >/dev/null
    keys y
    expect_exit 0 "$1: quit after mouse play"
}
mouse_suite xterm-256color click_sgr
mouse_suite screen click_x10

# --- resize, too small ---------------------------------------------------------
start 80 24 xterm-256color "$GAME"
wait_for "HEXTRIS" >/dev/null
keys Left
wait_until x_is I 12
tmx resize-window -t main -x 60 -y 24
check "at 60x24 the well is drawn compact, with walls" wait_for '^ *\|.*\|  HEXTRIS'
check "the compact well still shows the piece" wait_for 'II'
tmx resize-window -t main -x 40 -y 20
check "at 40x20 it asks for a bigger terminal, naming the need (the dense drawing's)" wait_for "terminal too small - need at least 52x14"
keys Space
tmx resize-window -t main -x 80 -y 24
check "back at 80x24 the game was paused while it could not be seen" wait_for "PAUSED"
keys p
check "p resumes with the piece where it was (keys were ignored meanwhile)" wait_until x_is I 12
# The game is the child of the pane's shell (not found by name, so that
# parallel runs of this script cannot mix their games up).
shell=$(tmx display-message -p -t main '#{pane_pid}')
pid=$(pgrep -P "$shell" -f "hextris --seed 1" | head -1)
keys C-z
# The continue must come after the stop: a CONT sent while the Ctrl-Z is
# still unread is lost, and the stop that follows lasts for ever. The
# kernel may drop the stop (an orphaned process group): then the game goes
# on by itself, paused.
stopped_or_paused() { ps -o stat= -p "$pid" | grep -q T || screen | grep -q PAUSED; }
until_ok stopped_or_paused
# Without job control the shell around the game may have stopped too.
kill -CONT "$pid" "$shell" 2>/dev/null
check "after Ctrl-Z and continuing, the game is paused" wait_for "PAUSED"
kill -TERM "$pid" 2>/dev/null
expect_exit 143 "SIGTERM leaves by the normal path (status 128+15), terminal restored"

start 40 15 xterm-256color "$GAME"
check "too small at start says so" wait_for "terminal too small - need at least 52x14"
tmx resize-window -t main -x 80 -y 24
check "enlarging the terminal shows the game" wait_for "HEXTRIS  marathon"
check "paused, since it could not be seen" wait_for "PAUSED"
keys p
check "and p starts it" wait_until x_is I 15
tmx resize-window -t main -x 30 -y 10
wait_for "too small" >/dev/null
keys q
expect_exit 0 "q on the too-small screen quits at once"

# --- signals mid-game: leave at once, by the normal path -----------------------
# The game is the child of the pane's shell (see above).
game_pid() { pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" -f "hextris --seed" | head -1; }
for sig in HUP INT; do
    start 80 24 xterm-256color "$GAME"
    wait_for "HEXTRIS" >/dev/null
    keys Left
    wait_until x_is I 12
    kill -"$sig" "$(game_pid)" 2>/dev/null
    if [ "$sig" = HUP ]; then code=129; else code=130; fi
    expect_exit "$code" "SIG$sig during a game leaves with status 128+N, terminal restored"
done
# A signal while the quit question is up leaves too, without asking again.
start 80 24 xterm-256color "$GAME"
wait_for "HEXTRIS" >/dev/null
keys q
wait_for "Quit this game" >/dev/null
kill -HUP "$(game_pid)" 2>/dev/null
expect_exit 129 "SIGHUP while asking to quit leaves at once"
# q from the help during a game asks first, like q anywhere in a game.
start 80 24 xterm-256color "$GAME"
wait_for "HEXTRIS" >/dev/null
keys '?'
wait_for "HELP" >/dev/null
keys q
check "q in the help during a game asks first" wait_for "It will be saved for next time\\."
keys y
expect_exit 0 "and y quits"

# --- the ghost off from the start: --no-ghost, or ghost = no in the config --
start 80 24 xterm-256color "'$BIN/hextris' --seed 1 --no-ghost"
wait_for "HEXTRIS" >/dev/null
check "--no-ghost starts without the ghost" until_ok sh -c "sleep 0.3; ! tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q '::'"
keys g
check "g turns it on" wait_until ghost_shown
keys q y
wait_for "EXITED" >/dev/null
mkdir -p "$WORK/config/hexpuzzle"
printf 'ghost = no\n' > "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "'$BIN/hextris' --seed 1"
wait_for "HEXTRIS" >/dev/null
check "ghost = no in the config starts without the ghost" until_ok sh -c "sleep 0.3; ! tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q '::'"
keys q y
wait_for "EXITED" >/dev/null
rm -rf "$WORK/config/hexpuzzle"

# --- the dense drawing --------------------------------------------------------
# The full 10x20 well needs 42 lines drawn with outlines; at 80x24 it is
# drawn dense: column c at x 14+2c and 15+2c, row r on line 1+r (odd
# columns half a line lower), walls at x 13 and 34. On the screen as text
# the half blocks are written #, @ (lower half) and ^ (upper half), which
# no text on the screen has.
FULL="'$BIN/hextris' --seed 1 --width 10 --height 20"
blocks() { screen | sed -e 's/█/#/g' -e 's/▄/@/g' -e 's/▀/^/g' -e 's/▕/[/g' -e 's/▏/]/g' \
                        -e 's/▔/~/g' -e 's/─/-/g'; }
# The leftmost x of the falling piece (in the well's upper lines), or nothing.
piece_x() { blocks | sed -n 2,17p | cut -c15-34 | awk '{ i = match($0, /[#@^]/); if (i && (m == "" || i < m)) m = i } END { if (m != "") print m + 13 }'; }
piece_x_is() { [ "$(piece_x)" = "$1" ]; }
start 80 24 xterm-256color "$FULL"
check "80x24 shows the full 10x20 well" wait_for "HEXTRIS  marathon 10x20"
check "drawn dense: walls, half-block tiles and a zig-zag floor" \
    until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q '▕        ██          ▘' && tmux -L '$SOCK' capture-pane -p -t main | grep -q '▔▔──▔▔──'"
# The row guide: every other row, the second from the floor first, the
# walls half a cell thick; beside the odd last column half a line lower.
line_is() { tmux -L "$SOCK" capture-pane -p -t main | sed -n "$1p" | grep -q -- "$2"; }
guided() { line_is 2 '^ \{13\}▐ .*▖  HEXTRIS' && line_is 3 '^ \{13\}▕ .*▘' \
           && line_is 20 '^ \{13\}▐ .*▖' && line_is 21 '^ \{13\}▕ .*▘'; }
check "the walls guide every other row, zig-zagging with the columns" until_ok guided
check "the I starts upright in column 4" wait_until piece_x_is 22
check "its ghost is dots on the floor" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | sed -n 19,21p | grep -q '▕        ::'"
check "the next pieces show dense too" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | sed -n 11p | grep -q '██▄▄'"
keys Left
check "Left moves it to column 3, half a line lower" wait_until piece_x_is 20
keys Right Right
check "Right twice to column 5" wait_until piece_x_is 24
click_sgr 0 29 12
check "a click on column 7 moves it there" wait_until piece_x_is 28
click_sgr 0 14 12
check "a click on column 0 moves it there" wait_until piece_x_is 14
keys s
check "s keeps the only drawing that fits" until_ok sh -c "sleep 0.3; tmux -L '$SOCK' capture-pane -p -t main | grep -q '▕'"
keys q
wait_for "Quit this game" >/dev/null
keys y
expect_exit 0 "quit from the dense drawing"

start 80 24 xterm-256color "$FULL --ascii"
check "--ascii: no dense drawing, so the short well is offered" wait_for "SHORT WELL"
keys n
check "--ascii, n: the full well asks for room" wait_for "terminal too small - need at least 54x42"
keys q
expect_exit 0 "q leaves the too-small screen"

# s: the drawings that fit, in turn.
start 80 24 xterm-256color "$GAME"
wait_for "HEXTRIS" >/dev/null
check "the short well at 80x24 is drawn large" wait_for '\\__/  \\__/'
keys s
check "s: the compact drawing, with walls" wait_for '^ *\|.*\|  HEXTRIS'
keys s
check "s again: the dense one" wait_for '▕.*▏  HEXTRIS'
keys s
check "and again: large" wait_for '\\__/  \\__/'
keys q
wait_for "Quit this game" >/dev/null
keys y
expect_exit 0 "quit after switching drawings"

# Where only the dense drawing fits, a terminal that cannot show it asks
# for room, and sends nothing but ASCII.
start 60 20 xterm-256color "$GAME"
check "at 60x20 the short well is drawn dense" wait_for '▕.*▏  HEXTRIS'
keys Space
wait_for "Score  [1-9]" >/dev/null
keys q
wait_for "Quit this game" >/dev/null
keys y
wait_for "EXITED" >/dev/null
# The game just left was saved: where it cannot be drawn, its question
# still shows, says so, and q keeps it (this script starts every other
# game without a save).
FRESH_STATE=0
start 60 20 vt100 "$GAME"
check "TERM=vt100: the saved game is offered though it cannot be drawn" wait_for "This terminal cannot draw it"
check "...naming it" wait_for "hextris marathon:9x11, [0-9]+:[0-9]{2} played"
keys q
expect_exit 0 "vt100: q leaves, keeping it"
check "...kept" [ -s "$WORK/state/hexpuzzle/hextris.save" ]
start 60 20 vt100 "$GAME"
wait_for "This terminal cannot draw it" >/dev/null
keys y
check "y resumes it: the terminal is too small, and says what it needs" wait_for "terminal too small - need at least 52x24"
keys q
expect_exit 0 "vt100: q leaves"
FRESH_STATE=1
rm -f "$WORK"/state/hexpuzzle/hextris.save
start 60 20 vt100 "$GAME"
check "TERM=vt100: no dense drawing (the compact one's need)" wait_for "terminal too small - need at least 52x24"
keys q
expect_exit 0 "vt100: q leaves"
rm -f "$WORK"/state/hexpuzzle/hextris.save
tmx kill-session -t main >/dev/null 2>&1; : > "$WORK/bytes"
# The game starts once the pane's output is piped, and the line after it
# marks the end of what it wrote: every byte it sent is checked.
rm -f "$WORK/piped"
tmx new-session -d -s main -x 60 -y 20 "cd '$ROOT' && while [ ! -e '$WORK/piped' ]; do sleep 0.05; done && env TERM=xterm-256color LC_ALL=C XDG_STATE_HOME='$WORK/state' $GAME; echo BYTES-END; sleep 600"
tmx pipe-pane -o -t main "cat >> '$WORK/bytes'"
touch "$WORK/piped"
check "C locale: no dense drawing either" wait_for "terminal too small - need at least 52x24"
keys q
until_ok grep -q BYTES-END "$WORK/bytes" || bad "C locale: the game's output ends" "$(screen)"
check "C locale: no byte above 127" sh -c "! LC_ALL=C grep -q '[^ -~[:cntrl:]]' '$WORK/bytes'"

# --- the default well, and the short well's offer -----------------------------
# In UTF-8 the default, full well plays at 80x24, dense.
start 80 24 xterm-256color "'$BIN/hextris' --seed 1"
check "the default well is 10x20 and fits 80x24 in UTF-8" wait_for "HEXTRIS  marathon 10x20"
check "...in the dense drawing" wait_for '▐.*▖  HEXTRIS'
keys q y
expect_exit 0 "q, y leaves the default game"
rm -f "$WORK"/state/hexpuzzle/*.save
# In the C locale at 24 lines nothing shows it: the short well is offered.
start 80 24 xterm-256color "LC_ALL=C '$BIN/hextris' --seed 1"
check "C locale at 80x24: the short well is offered" wait_for "SHORT WELL"
check "...saying what the full well needs" wait_for "The 10x20 well needs 54x42 here"
keys x Escape Space
check "...stray keys leave the offer up" wait_for "SHORT WELL"
keys n
check "n keeps the full well: the too-small screen" wait_for "terminal too small - need at least 54x42"
keys q
expect_exit 0 "q leaves from the too-small screen"
rm -f "$WORK"/state/hexpuzzle/*.save
start 80 24 xterm-256color "LC_ALL=C '$BIN/hextris' --seed 1"
wait_for "SHORT WELL" >/dev/null
keys y
check "y plays the short well, in outlines" wait_for "HEXTRIS  marathon 9x11"
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do keys Space; done
check "the short well's game ends" wait_for "GAME OVER"
check "...and goes to the short well's own table" until_ok grep -q "^result hextris seeded:marathon:9x11 over " "$WORK/state/hexpuzzle/scores"
keys q
expect_exit 0 "q after the short well's game"
start 80 24 xterm-256color "LC_ALL=C '$BIN/hextris' --seed 1"
wait_for "SHORT WELL" >/dev/null
tmx resize-window -t main -x 80 -y 44 >/dev/null 2>&1
check "a terminal grown to fit the full well starts it without asking" wait_for "HEXTRIS  marathon 10x20"
keys q y
expect_exit 0 "q, y leaves the full well"
rm -f "$WORK"/state/hexpuzzle/*.save

# --- no colour ---------------------------------------------------------------
start 80 24 xterm-256color "NO_COLOR=1 '$BIN/hextris' --seed 1 --ascii --short"
check "NO_COLOR and --ascii still play" wait_for "HEXTRIS"
keys Space
check "hard drop in monochrome" wait_until score_above 0
keys q
wait_for "Quit this game" >/dev/null
keys y
expect_exit 0 "quit in monochrome"

# A ranked game's seed never shows before its end: a seeded run that
# finds a saved ranked game draws it behind the question, and after y,
# without its seed.
rm -f "$WORK"/state/hexpuzzle/hextris.save
start 80 24 xterm-256color "'$BIN/hextris'"
wait_for "HEXTRIS" >/dev/null
keys Space
wait_for "Score  [1-9]" >/dev/null
keys q
wait_for "Quit this game" >/dev/null
keys y
wait_for "EXITED" >/dev/null
FRESH_STATE=0
start 80 24 xterm-256color "'$BIN/hextris' --seed 5"
check "--seed with a ranked game saved: the question" wait_for "Resume the saved game"
check "...and no seed behind it" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Seed '"
keys y
wait_for "resumed|PAUSED|paused" >/dev/null
check "...nor in the resumed game" until_ok sh -c "sleep 0.2; ! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Seed '"
keys q
wait_for "Quit this game" >/dev/null
keys y
expect_exit 0 "q y leaves"
FRESH_STATE=1
finish
