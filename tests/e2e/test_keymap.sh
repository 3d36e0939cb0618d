#!/bin/sh
# One key map: keys bound in the config file (key.JOB = KEY ...) do their
# job in every game, and the help names them; hextris' half turn (a); a
# left click on any column of the falling piece drops it; a bad binding
# stops the game (or the menu) with one line and exit status 2.
FRESH_STATE=1
. "$(dirname "$0")/lib.sh"

CONFIG="$WORK/config/hexpuzzle/config"
mkdir -p "$WORK/config/hexpuzzle"
config() { printf '%s\n' "$@" > "$CONFIG"; }

# --- a bad binding: one line, exit 2 ------------------------------------------
refused() {   # refused DESCRIPTION PATTERN COMMAND...: exit 2, PATTERN the one line
    d=$1; pat=$2; shift 2
    XDG_CONFIG_HOME="$WORK/config" XDG_STATE_HOME="$WORK/state" "$@" </dev/null >/dev/null 2>"$WORK/err"
    rc=$?
    if [ $rc -eq 2 ] && [ "$(wc -l < "$WORK/err")" -eq 1 ] && grep -q -- "$pat" "$WORK/err"; then
        ok "$d"
    else
        bad "$d" "rc=$rc $(cat "$WORK/err")"
    fi
}
config "color = no" "key.undo = Ctrl-Z"
for g in hexmines hextris hexcells; do
    refused "$g: a key with no name is refused" \
        "^$g: config line 2: key.undo: no key called 'Ctrl-Z'" "$BIN/$g"
done
refused "the menu refuses it too" "config line 2: key.undo" "$BIN/hexpuzzle"
config "key.spin = x"
refused "an unknown job is refused" "config line 1: no job called 'spin'" "$BIN/hexpuzzle" hextris
config "key.hint = x"
refused "a key for two jobs of hextris is refused" \
    "config line 1: x would do two jobs in hextris: key.hint and key.rotate-cw" "$BIN/hextris"
refused "...and of hexcells" "x would do two jobs in hexcells: key.hint and key.black" \
    "$BIN/hexcells"

# --- hextris: rebound keys, the half turn, the click -----------------------------
# Seed 1 deals I, J, L ...: the I (a vertical bar of three hexes) starts in
# column 4 of the 9x11 well, drawn large at 80x24 (column c at x 3+3c).
GAME="'$BIN/hextris' --seed 1 --width 9 --height 11"
well() { screen | cut -c1-30; }
letter_xs() { well | awk -v L="$1" '{ for (i = 1; i <= length($0); i++) if (substr($0, i, 1) == L) print i - 1 }' | sort -n | uniq | tr '\n' ' '; }
letter_x() { letter_xs "$1" | awk '{ print $1 }'; }
letter_width() { letter_xs "$1" | wc -w | tr -d ' '; }
# How many of LETTER each x of the well shows: the piece's shape by
# columns, which gravity does not change.
columns() { well | awk -v L="$1" '{ for (i = 1; i <= length($0); i++) if (substr($0, i, 1) == L) n[i]++ } END { for (i in n) print i, n[i] }' | sort -n | tr '\n' ' '; }
x_is() { [ "$(letter_x "$1")" = "$2" ]; }
width_is() { [ "$(letter_width "$1")" = "$2" ]; }
columns_are() { [ "$(columns "$1")" = "$2" ]; }
columns_other_than() { c=$(columns "$1"); [ -n "$c" ] && [ "$c" != "$2" ]; }
score() { screen | sed -n 's/.*Score  \([0-9]*\).*/\1/p' | head -1; }
score_above() { s=$(score); [ -n "$s" ] && [ "$s" -gt "$1" ]; }

config "key.rotate-cw = w" "key.quit = Q" "key.hint = b"
start 80 24 xterm-256color "$GAME"
wait_for "HEXTRIS" || bad "hextris starts" "$(screen)"
check "the I starts upright in column 4" until_ok x_is I 15
keys x Left
check "Left after x moves the bar one column left" until_ok x_is I 12
check "...still upright: x, rebound away, did not turn it" width_is I 2
keys w
check "w, bound to rotate-cw, turns it" until_ok width_is I 6
check "the panel names the quit key bound" wait_for "\\? help  p pause  Q quit"
keys '?'
check "the help names w for rotate-cw" wait_for "w +rotate cw"
check "...and the half turn's a" wait_for "a +rotate 180"
check "...and b for the bot's ghost" wait_for "b +bot's ghost"
keys Escape
until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q HELP"
keys Space
check "the J comes in" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q JJ"
j0=$(columns J)
keys a
check "a turns the J by half a turn: its columns change" until_ok columns_other_than J "$j0"
j1=$(columns J)
keys a
check "a again: the J as it came" until_ok columns_are J "$j0"
keys w w w
check "three clockwise turns are the half turn" until_ok columns_are J "$j1"
keys q
check "q, rebound away, asks nothing: play goes on" until_ok sh -c "sleep 0.3; ! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Quit this game'"

# A left click on a column of the piece other than its centre drops it:
# the J after two turns spans three columns; each of its outer ones.
s=$(score)
first=$(( ($(letter_x J) - 3) / 3 ))
click_sgr 0 $((3 + 3 * first)) 12
check "a left click on the piece's leftmost column drops it" until_ok score_above "$s"
check "the L comes in" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | cut -c1-30 | grep -q LL"
s=$(score)
last=$(( ($(letter_xs L | awk '{ print $NF }') - 4) / 3 ))
click_sgr 0 $((3 + 3 * last)) 12
check "a left click on its rightmost column drops it" until_ok score_above "$s"
keys Q
check "Q asks first" wait_for "Quit this game"
keys y
expect_exit 0 "Q then y leaves hextris"

# --- hexmines: a rebound flag ---------------------------------------------------
config "key.flag = m" "key.undo = u" "keys = hex"
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
check "hexmines starts" wait_for "Mines 10 "
check "the message line names m for flag" wait_for "m flag"
keys f '?'
check "the help names m for flag" wait_for "m +flag"
check "f, rebound away, flagged nothing" wait_for "Mines 10 "
keys Escape
keys m
check "m flags the cell" wait_for "Mines 9 "
keys m
check "m again takes the flag off" wait_for "Mines 10 "
keys '?'
check "...and u for undo, in the scheme that leaves u free" wait_for "u +undo"
keys Escape
keys q
expect_exit 0 "q leaves hexmines (no cell opened: nothing to keep)"

# --- hexcells: rebound hint and drawing --------------------------------------------
config "key.hint = e" "key.drawing = v"
start 80 24 xterm-256color "'$BIN/hexcells' --seed 1"
check "hexcells starts" wait_for "e hint"
keys i '?'
check "the help names e for the hint" wait_for "e +hint, explained"
check "...and v for the drawing" wait_for "v +large / compact"
check "i, rebound away, gave no hint" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q assisted"
keys Escape
keys e
check "e gives the hint: the game is assisted" wait_for "assisted"
keys q
expect_exit 0 "q leaves hexcells (nothing played: nothing to keep)"

finish
