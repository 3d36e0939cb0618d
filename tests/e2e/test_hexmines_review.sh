#!/bin/sh
# The review of a hexmines loss in a real terminal: after a loss, v shows
# the board before the fatal move with the safe cell, the reasoning and the
# odds; v goes back; Enter practises from before the move (assisted); a
# forced guess on a classic board is called one; help names v.
FRESH_STATE=1
. "$(dirname "$0")/lib.sh"

# Beginner seed 42 (tests/e2e/golden/hexmines_beginner_42.dump) at 80x24,
# drawn large: the picture starts at 20,2.
cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }   # ROW COL -> x
cy() { echo $((2 + 2 * $1 + 1)); }                   # ROW -> y
cell() { char_at "$(cx "$1" "$2")" "$(cy "$1")"; }
cell_is() { [ "$(cell "$1" "$2")" = "$3" ]; }
burst() { echo "$(char_at $(($(cx "$1" "$2") - 1)) "$(cy "$1")")$(cell "$1" "$2")$(char_at $(($(cx "$1" "$2") + 1)) "$(cy "$1")")"; }

for term in xterm-256color screen; do
    start 80 24 "$term" "'$BIN/hexmines' -s 42"
    wait_for "seed 42" || bad "[$term] game starts" "$(screen)"
    keys Space
    wait_for "Time" && settle
    # (4,7) is a mine, next to no number the first reveal shows.
    keys d d d Space
    check "[$term] revealing a mine loses, and the loss line offers v" wait_for "BOOM!.* v review"
    check "[$term] after the loss (3,5) shows its mine" until_ok cell_is 3 5 "*"
    keys v
    check "[$term] v shows the review: the cell revealed and its exact odds" \
        wait_for "REVIEW  you revealed row 5, col 8: 15\\.4% a mine   Enter: practice  v: back"
    check "[$term] the review names the safe cell" wait_for "Safe was row 5, col 7 \\(highlighted\\)"
    check "[$term] ... with the hint's reasoning, step by step" \
        until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | tr '\\n' ' ' | grep -q 'the 1 at row 4, col 5 needs every hidden *neighbour left as a mine, so row 4, col 6 is a mine; then the 1 at row 5, col 6 *already has all its mines, so row 5, col 7 is safe'"
    check "[$term] the board is as it was before the move: (3,5) covered" until_ok cell_is 3 5 .
    burst_is() { [ "$(burst 4 7)" = "***" ]; }
    check "[$term] the cell revealed is marked ***" until_ok burst_is
    check "[$term] the safe cell is still covered" until_ok cell_is 4 6 .
    keys v
    check "[$term] v goes back to the lost board" wait_for "BOOM!.* v review"
    check "[$term] ... with its mines shown again" until_ok cell_is 3 5 "*"
    keys v
    wait_for "REVIEW" || bad "[$term] v opens the review again" "$(screen)"
    keys Escape
    check "[$term] Esc goes back too" wait_for "BOOM!.* v review"
    keys v
    wait_for "REVIEW" || bad "[$term] the review once more" "$(screen)"
    keys Enter
    check "[$term] Enter practises from before the fatal move" \
        wait_for "Practice from before the fatal move \\(assisted: not ranked\\)"
    check "[$term] the practice game is assisted" wait_for "no-guess  assisted"
    check "[$term] the fatal cell is covered again" until_ok cell_is 4 7 .
    keys a Space
    check "[$term] the safe cell opens: a 2" until_ok sh -c "sleep 0.3; [ \"\$(tmux -L '$SOCK' capture-pane -p -t main | sed -n '$(($(cy 4) + 1))p' | cut -c $(($(cx 4 6) + 1)))\" = 2 ]"
    check "[$term] play goes on" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q BOOM"
    keys '?'
    check "[$term] help names the review key" wait_for "v +review a loss"
    keys Escape
    keys v
    settle
    check "[$term] v does nothing while the game is on" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q REVIEW"
    keys q y
    expect_exit 0 "[$term] q leaves"
done

# A classic 3x1 board, seed 1: * 1 0. After the centre's 1, either side is
# the mine: the reveal on the left was a forced guess, at 50%.
start 80 24 xterm-256color "'$BIN/hexmines' --classic --width 3 --height 1 --mines 1 -s 1"
wait_for "seed 1" || bad "the classic board starts" "$(screen)"
keys Space
wait_for "Time" && settle
keys a Space
check "the guess loses" wait_for "BOOM"
keys v
check "the review gives the odds of a fifty-fifty" wait_for "you revealed row 1, col 1: 50\\.0% a mine"
check "... and calls it a forced guess, none safer than the one chosen" \
    wait_for "A forced guess: no cell was safe \\(a classic board may need one\\), and none was"
keys Enter
check "practice from the forced guess" wait_for "Practice from before the fatal move"
keys d d Space
check "the other side was safe: a win, assisted" wait_for "You won in .*\\(assisted\\)"
keys Enter q
expect_exit 0 "q after the practice win leaves"

finish
