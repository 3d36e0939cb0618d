#!/bin/sh
# hexcells levels larger than the terminal, played at 80x24: the board is
# seen through a window that follows the cursor across and down, marks in
# the margins saying where more lies. The community's largest size
# (files-largest, the compact drawing scrolled both ways) and a level on
# both lattices (lattice_touching, the large drawing a few lines too tall):
# no "too small"; the cursor taken to each far corner, the board follows
# (what the file holds there shows up); a hex revealed by keys and one by
# a mouse click after the window moved; a hint whose hex is out of sight
# brings it in; a save and q; and a terminal below the smallest still says
# too small. Under TERM=xterm-256color and TERM=screen.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state/hexpuzzle"
CELLS="$BIN/hexcells"
LARGEST="$ROOT/tests/fixtures/hexcells/files-largest.hexcells"
TOUCHING="$ROOT/tests/fixtures/hexcells/lattice_touching.hexcells"

# presses N KEY: KEY N times, in one write.
presses() {
    p_n=$1; p_args=""
    while [ "$p_n" -gt 0 ]; do p_args="$p_args $2"; p_n=$((p_n - 1)); done
    # shellcheck disable=SC2086
    keys $p_args
}

# The board's lines at 80x24: between the status line and the last line,
# a message's (both levels' texts wrap to two, the board then ends a line
# higher: a mark matches none of their words).
board() { screen | sed -n '2,23p'; }
# on_board PATTERN / off_board PATTERN: whether the board's lines match.
on_board() { board | grep -Eq -- "$1"; }
off_board() { ! board | grep -Eq -- "$1"; }
# mark_left / mark_right / mark_up / mark_down: a mark in the margin.
mark_left() { board | grep -q '^<'; }
mark_right() { board | grep -q '>$'; }
mark_up() { board | head -1 | grep -q '\^$'; }
mark_down() { board | grep -q 'v$'; }
no_mark_left() { ! mark_left; }
no_mark_right() { ! mark_right; }
no_mark_up() { ! mark_up; }
no_mark_down() { ! mark_down; }
# at_far() UP|DOWN LEFT|RIGHT: no mark that way, on both axes.
at_far() {
    eval "no_mark_$1" && eval "no_mark_$2"
}
not_too_small() { ! screen | grep -q 'too small'; }
# uncovered_at X Y: the screen shows no covered hex's '.' at 0-based X, Y.
uncovered_at() { [ "$(char_at "$1" "$2")" != . ]; }
mistakes_none() { screen | grep -q "^Blue $1  Mistakes 0"; }
# The terminal's cursor (on the cursor's hex) inside the window: off the
# margins' columns and the status and message lines.
cursor_in_window() {
    set -- $(cursor_pos)
    [ "$1" -ge 1 ] && [ "$1" -le 78 ] && [ "$2" -ge 1 ] && [ "$2" -le 22 ]
}
# moved_from "X Y": the terminal's cursor is elsewhere now.
moved_from() { [ "$(cursor_pos)" != "$1" ]; }
# first_covered: "X Y", 0-based, of the first covered hex's '.' on the board.
first_covered() {
    board | awk '{ i = index($0, " . "); if (i) { print i, NR; exit } }'
}
# leave TERM: q, and y to its question (the game is saved), then no save
# left for the next start.
leave() {
    keys q
    wait_for "Quit this game" >/dev/null && keys y
    expect_exit 0 "$1: q, y leaves"
    rm -f "$STATE"/*.save
}
blues_left() { screen | sed -n 's/^Blue \([0-9]*\) .*/\1/p' | head -1; }

for term in xterm-256color screen; do
    echo "# TERM=$term"
    rm -f "$STATE"/*.save

    # --- the largest: the compact drawing, scrolled both ways ----------------
    start 80 24 "$term" "'$CELLS' '$LARGEST'"
    check "$term: the largest level plays at 80x24" wait_for "^Blue 2  Mistakes 0 .*The largest"
    check "$term: ...no 'too small'" until_ok not_too_small
    check "$term: ...the top-left first: more board right ('>')" until_ok mark_right
    check "$term: ...and below ('v')" until_ok mark_down
    check "$term: ...the first column's covered hexes in sight" until_ok on_board ' \. '
    # The far right: the first column's hexes leave, the board's right
    # end comes (no '>' any more, '<' instead).
    presses 40 Right
    check "$term: Right to the far right: the board follows ('<')" until_ok mark_left
    check "$term: ...to its end (no '>')" until_ok no_mark_right
    check "$term: ...the first column out of sight" until_ok off_board ' \. '
    check "$term: ...the cursor in the window" until_ok cursor_in_window
    presses 20 Down
    check "$term: Down to the far bottom-right: more above ('^'), none below" \
        until_ok at_far down right
    check "$term: ...more above and left" until_ok mark_up
    check "$term: ...the cursor in the window" until_ok cursor_in_window
    # A hint from the far corner: its hex is in the first column, out of
    # sight; the window goes to it.
    keys i
    check "$term: i from the far corner: the hint's hex comes into sight" until_ok on_board '!'
    check "$term: ...the window moved left to it (no '<')" until_ok no_mark_left
    check "$term: ...the cursor on it, in the window" until_ok cursor_in_window
    # Back to the bottom-left, then up until a covered hex shows: the
    # window scrolled down, a right click on it (the first column's
    # lower covered hex is black).
    presses 20 Down
    check "$term: the bottom-left: more above, none below" until_ok at_far down left
    check "$term: ...more above" until_ok mark_up
    u=0
    while [ $u -lt 20 ] && [ -z "$(first_covered)" ]; do
        at=$(cursor_pos)
        keys Up
        until_ok moved_from "$at"
        u=$((u + 1))
    done
    check "$term: ...Up brings a covered hex into sight, the window still scrolled" mark_up
    set -- $(first_covered)
    if [ $# = 2 ]; then
        cx=$1; cy=$2   # the face's middle, 0-based: " . " starts a column left
        click_sgr 2 "$cx" "$cy"
        check "$term: a right click on it after scrolling: uncovered" \
            until_ok uncovered_at "$cx" "$cy"
        check "$term: ...black, no mistake" mistakes_none 2
    else
        bad "$term: a covered hex to click" "$(screen)"
    fi
    # A click on a mark does nothing.
    click_sgr 0 0 5
    click_sgr 0 79 5
    keys Left   # a key after the clicks: the screen shows what they did
    check "$term: clicks on the margins call nothing" mistakes_none 2
    # The top-left corner by keys: the first hex (blue) called by b.
    presses 20 Up
    presses 40 Left
    check "$term: Up and Left to the top-left: the board follows (no '^', no '<')" \
        until_ok at_far up left
    keys b
    check "$term: b reveals the top-left hex blue" wait_for "^Blue 1  Mistakes 0"
    keys q
    check "$term: q asks" wait_for "Quit this game\\? It will be saved"
    keys y
    expect_exit 0 "$term: y saves and leaves"
    check "$term: ...the save is kept" sh -c "ls '$STATE'/*.save >/dev/null 2>&1"
    start 80 24 "$term" "'$CELLS' '$LARGEST'"
    check "$term: the next start offers it" wait_for "Resume it\\? \\(y/n\\)"
    keys y
    keys p
    check "$term: ...resumed as it was left" wait_for "^Blue 1  Mistakes 0"
    leave "$term"

    # --- both lattices: the large drawing, a few lines too tall -------------
    start 80 24 "$term" "'$CELLS' '$TOUCHING'"
    check "$term: the level on both lattices plays at 80x24, outlined" wait_for '\\___/'
    check "$term: ...no 'too small'" until_ok not_too_small
    check "$term: ...more below" until_ok mark_down
    check "$term: ...its last line not yet in sight" until_ok off_board '#3#\\___/ 0 \\'
    # A click on the message's first line, over a covered hex the window
    # leaves under it (x 45 on the picture's line 22): on the words,
    # nothing called.
    at=$(cursor_pos)
    click_sgr 0 45 22
    keys Right   # a key after the click: once the cursor moved, it was read
    until_ok moved_from "$at"
    check "$term: a click on the message's words calls no hex under them" mistakes_none 16
    presses 20 Right
    presses 20 Down
    check "$term: the far bottom-right: the file's last row in sight" until_ok on_board '#3#\\___/ 0 \\'
    check "$term: ...more above" until_ok mark_up
    check "$term: ...the cursor in the window" until_ok cursor_in_window
    # A left click on a covered hex low on the board: one of the blue or
    # black calls, counted (a mark or a mistake).
    before=$(blues_left)
    set -- $(board | awk '{ i = index($0, " . "); if (i) { x = i; y = NR } } END { if (x) print x, y }')
    if [ $# = 2 ]; then
        click_sgr 0 "$1" "$2"
        check "$term: a left click after scrolling calls the hex there" \
            wait_for "^Blue $((before - 1)) |Mistakes 1 "
    else
        bad "$term: a covered hex low on the board" "$(screen)"
    fi
    presses 20 Up
    presses 20 Left
    check "$term: the top-left: the first line's clues" until_ok on_board '^ *3       3 '
    check "$term: ...none above" until_ok no_mark_up
    check "$term: ...more below" until_ok mark_down
    leave "$term"

    # --- below the smallest: too small ---------------------------------------
    start 80 7 "$term" "'$CELLS' '$LARGEST'"
    check "$term: at 80x7, below 30x8: too small, with what it needs" wait_for "need at least 30x8"
    tmx resize-window -t main -x 30 -y 8
    check "$term: ...at 30x8 it plays, scrolled" wait_for "^Blue 2  Mistakes 0"
    keys q
    expect_exit 0 "$term: q leaves"
done

finish
