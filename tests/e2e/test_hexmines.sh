#!/bin/sh
# hexmines in a real terminal: key schemes, reveal, flag, chord by keys and
# both mouse encodings (cell centres and borders), a win played from the
# board's --dump, a loss and its undo, resize, too small, scrolling, quit.
. "$(dirname "$0")/lib.sh"

SEED=42
GAME="'$BIN/hexmines' -s $SEED"

# The --dump of the board seed 42 makes for the default first reveal
# (the centre, 4,4): rows of single characters.
"$BIN/hexmines" --dump -s $SEED > "$WORK/dump" || bad "--dump runs"
grep -v '^#' "$WORK/dump" | sed 's/^ //; s/ //g' > "$WORK/grid"
if cmp -s "$WORK/dump" "$ROOT/tests/e2e/golden/hexmines_beginner_42.dump"; then
    ok "--dump of beginner seed 42 matches the committed board"
else
    bad "--dump of beginner seed 42 changed" "$(diff "$ROOT/tests/e2e/golden/hexmines_beginner_42.dump" "$WORK/dump")"
fi
truth() { sed -n "$(($1 + 1))p" "$WORK/grid" | cut -c "$(($2 + 1))"; }   # ROW COL

# Beginner (9x9) at 80x24 is drawn large: its 39x19 picture is centred in
# the 22 lines below the status line, so the picture starts at 20,2.
cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }   # ROW COL -> x
cy() { echo $((2 + 2 * $1 + 1)); }                   # ROW -> y
cell() { char_at "$(cx "$1" "$2")" "$(cy "$1")"; }
cursor() { cursor_pos; }
# Until the first reveal has opened the centre cell (the status line shows
# "Time" from the start, so it cannot tell).
centre_open() { [ "$(cell 4 4)" != "." ]; }
opened() { until_ok centre_open; }

# Every cell shows either '.' (hidden), 'F', or its true count.
board_matches_dump() {
    r=0
    while [ $r -lt 9 ]; do
        c=0
        while [ $c -lt 9 ]; do
            s=$(cell $r $c); t=$(truth $r $c)
            [ "$t" = 0 ] && t=" "
            case "$s" in
                .|F) ;;
                "$t") ;;
                *) echo "cell $r,$c shows '$s', dump says '$t'"; return 1 ;;
            esac
            c=$((c + 1))
        done
        r=$((r + 1))
    done
}

# --- keys -----------------------------------------------------------------
start 80 24 xterm-256color "$GAME"
wait_for "seed $SEED" || bad "game starts" "$(screen)"
check "status line shows mines, preset, seed and mode" \
    sh -c "tmux -L '$SOCK' capture-pane -p -t main | head -1 | grep -q 'Mines 10 .*beginner.*seed 42.*no-guess'"
check "large scale draws hex outlines at 80x24" wait_for '/ \\ / \\'
cursor_is() { [ "$(cursor)" = "$1" ]; }
shown_is() { [ "$(cursor_shown)" = "$1" ]; }
check "the terminal's cursor starts on the centre cell" until_ok cursor_is "$(cx 4 4) $(cy 4)"
check "the terminal's cursor is shown" until_ok shown_is 1

moves_to() {   # moves_to DESCRIPTION KEY DX DY: the cursor moves by DX, DY
    before=$(cursor); keys "$2"
    set -- "$1" "$2" "$3" "$4" ${before}
    want="$(($5 + $3)) $(($6 + $4))"
    # A move changes no text to wait for: the cursor itself, as long as a
    # busy machine may take to deliver the key.
    if until_ok cursor_is "$want"; then ok "$1"; else bad "$1" "cursor $(cursor), wanted $want"; fi
}
moves_to "d moves east" d 4 0
moves_to "a moves west" a -4 0
moves_to "l moves east (roguelike)" l 4 0
moves_to "h moves west (roguelike)" h -4 0
moves_to "Right arrow moves along the row" Right 4 0
moves_to "Left arrow moves back" Left -4 0
moves_to "e moves north-east" e 2 -2
moves_to "z moves south-west" z -2 2
moves_to "u moves north-east (roguelike)" u 2 -2
moves_to "b moves south-west (roguelike)" b -2 2
moves_to "w moves north-west" w -2 -2
moves_to "x moves south-east" x 2 2
moves_to "y moves north-west (roguelike)" y -2 -2
moves_to "n moves south-east (roguelike)" n 2 2
moves_to "Up goes to the row above, half a cell aside" Up -2 -2
moves_to "Down comes back under the same column" Down 2 2

# --- reveal, flag, chord ----------------------------------------------------
keys Space
# "Time" shows from the start: the centre cell tells when the reveal is read.
check "Space reveals the centre and floods its zero region" opened
settle
check "revealed cells show the dump's counts" board_matches_dump
[ "$(cell 4 4)" = " " ] && ok "the first reveal is a 0 (no-guess)" || bad "first reveal is a 0" "$(screen)"

# Right click on (3,5), a mine next to the 1 at (4,5): a flag, and the
# counter goes down.
click_sgr 2 "$(cx 3 5)" "$(cy 3)"
check "right click flags (SGR)" wait_for "Mines 9 "
cell_is() { [ "$(cell "$1" "$2")" = "$3" ]; }
check "the flag is drawn on the clicked cell" until_ok cell_is 3 5 F
# Keyboard flag toggling on the same cell: cursor there by the click.
keys f
check "f removes the flag" wait_for "Mines 10 "
keys f
check "f flags again" wait_for "Mines 9 "
# Middle click on the 1 at (4,5): its one mine is flagged, so its other
# hidden neighbours open: (4,6) a 2 and (5,5) a 0.
click_sgr 1 "$(cx 4 5)" "$(cy 4)"
chorded() { [ "$(cell 4 6)$(cell 5 5)" = "2 " ]; }
check "middle click chords: the neighbours open" until_ok chorded
settle
check "after the chord the board still matches the dump" board_matches_dump

# --- a wrong flag, a chord that loses, undo -------------------------------
keys r
check "replay asks first while a game is in progress" wait_for "replay the board\\? \\(y/n\\)"
keys y
check "replay starts the same board afresh" wait_for "Mines 10  Time 0:00"
click_sgr 0 "$(cx 4 4)" "$(cy 4)"
settle
click_sgr 2 "$(cx 4 6)" "$(cy 4)"      # (4,6) is safe: a wrong flag
check "wrong flag placed" wait_for "Mines 9 "
click_sgr 0 "$(cx 4 5)" "$(cy 4)"      # left click on a number chords
check "a chord over a wrong flag loses" wait_for "BOOM"
settle
check "after the loss the terminal's cursor is hidden, off the exploded mine" until_ok shown_is 0
check "the wrong flag is marked X" until_ok cell_is 4 6 X
# The mine that went off shows three marks, the others one each.
mines_are() { [ "$(screen | grep -o '\*' | wc -l)" -eq 12 ]; }
check "every mine is shown after the loss" until_ok mines_are
burst_at() { [ "$(char_at $(($(cx 3 5) - 1)) "$(cy 3)")$(cell 3 5)$(char_at $(($(cx 3 5) + 1)) "$(cy 3)")" = "***" ]; }
check "the mine that went off is drawn as ***, where the chord opened it" until_ok burst_at
keys U
check "U undoes the fatal move" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q BOOM"
check "an undone loss marks the game assisted" wait_for "assisted"
check "after undo the flag is back" until_ok cell_is 4 6 F
check "after undo the cursor is back" until_ok shown_is 1
keys Y
check "Y redoes the undone move: the loss is back" wait_for "BOOM"
check "the redone loss has its wrong flag" until_ok cell_is 4 6 X
keys U
check "U undoes the redone move" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q BOOM"
click_sgr 2 "$(cx 4 6)" "$(cy 4)"        # unflag and flag again: new moves
click_sgr 2 "$(cx 4 6)" "$(cy 4)"
keys Y
settle
check "after a new move there is nothing to redo" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q BOOM"

# --- a loss counts when the player moves on -------------------------------
click_sgr 0 "$(cx 4 6)" "$(cy 4)"        # (4,6) is flagged: nothing happens
click_sgr 2 "$(cx 4 6)" "$(cy 4)"        # unflag
click_sgr 0 "$(cx 3 5)" "$(cy 3)"        # (3,5) is a mine
check "revealing a mine loses" wait_for "BOOM"
check "the loss says how much of the 3BV it solved" wait_for "BOOM! [0-9]+/[0-9]+ 3BV solved"
keys N
check "a new board after a loss shows how the tables stand" wait_for "Last game lost\\. seeded beginner: played [0-9]+, won 0"
check "the loss is in the score file" until_ok grep -q "^result hexmines seeded:beginner lost " "$WORK/state/hexpuzzle/scores"
check "...with its figures" grep -Eq "^result hexmines seeded:beginner lost .* v1:[0-9]+/[0-9]+:" "$WORK/state/hexpuzzle/scores"
keys Space
opened || bad "the first reveal opens the centre" "$(screen)"

# --- hint -----------------------------------------------------------------
keys i
check "i gives a hint with a reason" wait_for "(safe|mine)"
check "the hint's conclusion is on screen at 80x24" wait_for "(is safe|is a mine)\$"

# --- resize, too small ------------------------------------------------------
tmx resize-window -t main -x 60 -y 20
check "a smaller terminal switches to the compact scale" \
    until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q '/ \\\\'"
check "the compact board is on screen" wait_for '\. \. \.'
check "the compact board has an edge: dashes above and below" \
    until_ok sh -c "[ \$(tmux -L '$SOCK' capture-pane -p -t main | grep -cE '^ +-{18}') -eq 2 ]"
check "...and bars beside" wait_for '^ *\|[. 0-9F].* \|$'
tmx resize-window -t main -x 25 -y 4
check "too small terminal says what it needs" wait_for "need at least 30x5"
tmx resize-window -t main -x 80 -y 24
check "enlarging brings the large board back" wait_for '/ \\ / \\'
keys s
check "s switches to the compact scale by hand" \
    until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q '/ \\\\'"
keys s

# --- pause, help, quit -----------------------------------------------------
keys p
check "p pauses and hides the board" wait_for "PAUSED"
check "paused: no hex outlines visible" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q '/ \\\\'"
check "paused: the cursor is hidden" until_ok shown_is 0
keys p
check "p again shows the board" wait_for '/ \\ / \\'
keys '?'
check "? shows the keys" wait_for "c +chord"
check "the help writes the hex keys as they are typed" wait_for "w e / a d / z x"
keys Escape
keys q
check "q asks before leaving a game in progress" wait_for "Quit this game\\? It will be saved for next time\\. \\(y/n\\)"
keys n
check "n keeps playing" until_ok sh -c "sleep 0.2; ! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Quit this'"
keys q
wait_for "Quit this game" >/dev/null
keys x Space
check "stray keys leave the question up" until_ok sh -c "sleep 0.2; tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Quit this'"
keys Escape
check "Esc says no: back to the game" wait_for "\\? help  Space reveal"
keys q
wait_for "Quit this game" >/dev/null
keys y
expect_exit 0 "q, y leaves with the terminal restored"
check "quitting a game in progress saves it" [ -s "$WORK/state/hexpuzzle/hexmines.save" ]

# --- X10 mouse (TERM=screen), clicks on borders ---------------------------
start 80 24 screen "$GAME"
check "the next start offers to resume the saved game" wait_for "saved game was found. Resume it\\? \\(y/n\\)"
check "...naming it, how far it went and when it was saved" \
    wait_for "Resume it\\? \\(y/n\\)  hexmines beginner, [0-9]+:[0-9]{2} played, saved"
keys n
check "declining starts a fresh board" wait_for "Mines 10  Time 0:00"
check "declining forgets the save" until_ok [ ! -e "$WORK/state/hexpuzzle/hexmines.save" ]
wait_for "seed $SEED" || bad "game starts under TERM=screen" "$(screen)"
click_x10 0 "$(cx 4 4)" "$(cy 4)"
check "left click reveals (X10)" opened
settle
check "X10 reveal matches the dump" board_matches_dump
# The bar right of a hex belongs to it; so do the slashes above it.
click_x10 2 $(($(cx 3 5) + 2)) "$(cy 3)"
check "right click on a hex's right-hand bar flags that hex (X10)" wait_for "Mines 9 "
check "...and the flag is on (3,5)" until_ok cell_is 3 5 F
click_x10 2 $(($(cx 3 5) + 1)) $(($(cy 3) - 1))
check "right click on its upper-right slash unflags it (X10)" wait_for "Mines 10 "
click_x10 2 $(($(cx 3 5) - 1)) $(($(cy 3) - 1))
check "right click on its upper-left slash flags it again" wait_for "Mines 9 "
check "flag back on (3,5)" until_ok cell_is 3 5 F
keys z c
check "c chords the number under the cursor" until_ok cell_is 5 5 " "
click_x10 2 $(($(cx 6 8) + 1)) "$(cy 6)"
check "right click beside a cell's centre flags it (X10)" wait_for "Mines 8 "

# --- SIGTERM restores the terminal ----------------------------------------
pid=$(pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" -f "hexmines -s $SEED" | head -1)
kill -TERM "$pid" 2>/dev/null
expect_exit 143 "SIGTERM leaves with the terminal restored"
check "SIGTERM saves the game in progress" [ -s "$WORK/state/hexpuzzle/hexmines.save" ]

# --- Ctrl-C (SIGINT from the terminal) ------------------------------------
rm -f "$WORK/state/hexpuzzle/hexmines.save"
start 80 24 xterm-256color "$GAME"
wait_for "seed $SEED" >/dev/null
keys Space
opened || bad "the first reveal opens the centre" "$(screen)"
keys C-c
expect_exit 130 "Ctrl-C leaves with the terminal restored"
check "Ctrl-C saves the game in progress" [ -s "$WORK/state/hexpuzzle/hexmines.save" ]

# --- win by playing the dump ----------------------------------------------
rm -f "$WORK/state/hexpuzzle/hexmines.save"
start 80 24 xterm-256color "$GAME"
wait_for "seed $SEED" >/dev/null
keys Space
settle
r=0
while [ $r -lt 9 ]; do
    c=0
    while [ $c -lt 9 ]; do
        if [ "$(truth $r $c)" != "*" ]; then click_sgr 0 "$(cx $r $c)" "$(cy $r)"; fi
        c=$((c + 1))
    done
    r=$((r + 1))
done
check "revealing every safe cell of the dump wins" wait_for "You won in"
check "the win shows 3BV and 3BV/s" wait_for "3BV [0-9]+  3BV/s [0-9.]+"
check "the win box shows the clicks by kind" wait_for "Clicks [0-9]+: [0-9]+ reveal, [0-9]+ flag, [0-9]+ unflag, [0-9]+ chord; [0-9]+ wasted"
check "...IOE, throughput, correctness" wait_for "IOE [0-9.]+   throughput [0-9.]+   correctness [0-9.]+"
check "...and ZiNi, greedy and exact on a beginner board" wait_for "ZiNi [0-9]+ greedy, [0-9]+ exact"
check "the remaining mines are flagged" wait_for "Mines 0 "
check "the first win is the first in its table, no record" wait_for "First in the seeded beginner table: "
check "the win box shows the statistics" wait_for "seeded beginner: played [0-9]+, won 1 \\([0-9]+%\\), streak 1"
check "the win is in the score file" until_ok grep -q "^result hexmines seeded:beginner won " "$WORK/state/hexpuzzle/scores"
keys Enter
check "any key closes the win box" until_ok sh -c "sleep 0.3; ! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'YOU WON'"
check "after a win the cursor stays hidden" [ "$(cursor_shown)" = 0 ]
keys q
expect_exit 0 "q after a win leaves at once"

# --- larger terminals, large boards scroll --------------------------------
start 120 40 xterm-256color "'$BIN/hexmines' -p intermediate -s 3"
check "intermediate is drawn large at 120x40" wait_for '/ \\ / \\'
start 80 24 xterm-256color "'$BIN/hexmines' --width 200 --height 200 --mines 4000 -s 9"
check "a 200x200 board starts" wait_for "custom 200x200"
check "a board wider than the screen shows there is more to the right" \
    until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q '>\$'"
keys End
check "the view follows the cursor to the row's end" \
    until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q '^<'"
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do keys Down; done
check "moving down scrolls and shows there is more above" wait_for '\^'

finish
