#!/bin/sh
# hextris' modes as a player meets them: each chosen in the menu and
# started there, its panel (ultra's clock counting down, cheese's garbage
# left, the live stats on in sprint and cheese, off elsewhere until t),
# its rules seen on screen (zen never tops out and takes a piece back with
# u, master's pieces lie on the floor at once and lock by themselves), the
# end box's summary, the mode's own table in `hexpuzzle scores` with the
# best game's figures from its replay, the replay viewer's summary, and
# --mode and its refusals.
FRESH_STATE=1
. "$(dirname "$0")/lib.sh"

MENU="'$BIN/hexpuzzle'"
choice_of() { screen | sed -n "s/.*Hex Tetris *< \(.*[^ ]\) *>.*/\1/p" | head -1; }
choice_is() { [ "$(choice_of)" = "$1" ]; }
choice_is_not() { ! choice_is "$1"; }
shows() { screen | grep -Eq -- "$1"; }
hides() { ! screen | grep -Eq -- "$1"; }
pieces_are() { screen | grep -Eq "Pieces $1 "; }

# from_menu MODE: the menu, the Hex Tetris line stepped right to MODE, Enter.
from_menu() {
    start 80 24 xterm-256color "$MENU"
    wait_for "[0-9]  Quit" >/dev/null || bad "the menu opens" "$(screen)"
    keys Down
    n=0
    while ! choice_is "$1" && [ $n -lt 16 ]; do
        was=$(choice_of); keys Right; until_ok choice_is_not "$was"
        n=$((n + 1))
    done
    check "the menu offers $1" choice_is "$1"
    keys Enter
    check "Enter starts hextris $1" wait_for "HEXTRIS  $1 10x20"
}
# Hard drops until the box of the end is up.
drop_until() {   # drop_until PATTERN
    d=0
    while [ $d -lt 80 ] && ! shows "$1"; do
        keys Space; sleep 0.05; d=$((d + 1))
    done
    wait_for "$1"
}
# Back to the menu (q after the end, q y in a game), and q leaves it.
to_menu_and_out() {   # to_menu_and_out MODE
    check "$1: back at the menu" wait_for "[0-9]  Quit"
    keys q
    expect_exit 0 "$1: q leaves the menu"
}
leave_ended() { keys q; to_menu_and_out "$1"; }
leave_playing() { keys q y; to_menu_and_out "$1"; }

# --- sprint: the live stats are on from the start --------------------------
from_menu sprint
check "sprint shows the live stats" wait_for "Pieces 0 +KPP 0.00"
check "...with PPS and finesse faults" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q 'PPS ' && tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Finesse faults -'"
keys t
check "t hides them" until_ok hides "Pieces [0-9]"
keys t Space
check "t shows them again; a hard drop counts a piece" until_ok pieces_are 1
leave_playing sprint

# --- ultra: two minutes, counting down ---------------------------------------
from_menu ultra
# The clock runs from the game's start, and a busy machine may show its
# first screen late: the time left is 2:00 or a little less, then less.
ultra_left() { screen | sed -n 's/.*Time   \([0-9]\):\([0-9][0-9]\) left.*/\1 \2/p' | awk '{ print $1 * 60 + $2 }'; }
left_within() { l=$(ultra_left); [ -n "$l" ] && [ "$l" -le 120 ] && [ "$l" -ge 100 ]; }
left_below() { l=$(ultra_left); [ -n "$l" ] && [ "$l" -lt "$1" ]; }
check "ultra's clock starts from 2:00" until_ok left_within
ultra0=$(ultra_left)
check "...and counts down" until_ok left_below "${ultra0:-0}"
check "the live stats are off in ultra" hides "Pieces [0-9]"
drop_until "GAME OVER"
check "ultra topped out: the end box" wait_for "GAME OVER"
check "...with the score and the summary" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q '| Score  [0-9]' && tmux -L '$SOCK' capture-pane -p -t main | grep -q '| PPS    [0-9.]*  KPP [0-9]' && tmux -L '$SOCK' capture-pane -p -t main | grep -q '| Clears [0-9]*/[0-9]*/[0-9]*  Combo [0-9]'"
check "...and its own table" wait_for "ultra: played 1"
leave_ended ultra
XDG_STATE_HOME="$WORK/state" "$BIN/hexpuzzle" scores > "$WORK/scores" 2>&1
check "hexpuzzle scores lists the ultra table" grep -q "^hextris ultra: played 1" "$WORK/scores"
check "...with the best game's figures from its replay" until_ok sh -c "grep -A12 '^hextris ultra' '$WORK/scores' | grep -q 'The best game, from its replay' && grep -A12 '^hextris ultra' '$WORK/scores' | grep -q 'KPP'"

start 80 24 xterm-256color "'$BIN/hexpuzzle' replay"
check "the replay viewer plays the ultra game" wait_for "HEXTRIS  ultra 10x20"
keys End
check "...and at its end shows the same summary, from the replay" until_ok sh -c "sleep 0.5; tmux -L '$SOCK' capture-pane -p -t main | grep -q 'GAME OVER' && tmux -L '$SOCK' capture-pane -p -t main | grep -q '| PPS    [0-9.]*  KPP [0-9]'"
keys q
expect_exit 0 "q leaves the replay viewer"

# --- cheese: garbage at the bottom ------------------------------------------------
from_menu cheese
check "cheese counts its garbage rows" wait_for "\\(10 garbage left\\)"
check "the well starts with ten rows of garbage" until_ok sh -c "[ \$(tmux -L '$SOCK' capture-pane -p -t main | grep -o '█' | wc -l) -ge 60 ]"
check "the live stats are on in cheese" wait_for "Pieces 0 "
drop_until "GAME OVER"
check "cheese not cleared: how far it came" wait_for "Reached [0-9]+ of 10"
check "...and the finesse, judged piece by piece" wait_for "Finesse [0-9]+% \\([0-9]+ faults\\)"
# The box wraps its lines as its width falls: read them as one text.
check "...its own table, unwon" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | sed 's/^ *| //; s/ *|.*//' | tr '\\n' ' ' | grep -q 'cheese: played 1, won 0 (0%)'"
leave_ended cheese

from_menu cheese100
check "the race counts a hundred garbage rows" wait_for "\\(100 garbage left\\)"
leave_playing cheese100

# --- zen: no top-out, undo ---------------------------------------------------------
from_menu zen
keys t
check "t shows the stats in zen" until_ok pieces_are 0
keys Space
check "a piece placed" until_ok pieces_are 1
keys U
check "U takes it back" until_ok pieces_are 0
d=0
while [ $d -lt 60 ]; do keys Space; sleep 0.03; d=$((d + 1)); done
check "sixty hard drops later zen still plays" until_ok pieces_are 60
check "...and never tops out" hides "GAME OVER"
leave_playing zen

# --- master: 20G -----------------------------------------------------------------
from_menu master
keys t
# Left alone, master's piece locks by itself: by the time t is read the
# count may be past 0.
check "master's stats on t" until_ok shows "Pieces [0-9]+ "
check "the piece lies on the floor at once (no ghost below it)" hides "::|''|\\.\\."
check "left alone, it locks by itself" wait_for "Pieces [1-9] "
leave_playing master

# --- the command line --------------------------------------------------------------
for m in ultra cheese cheese100 zen master; do
    start 80 24 xterm-256color "'$BIN/hextris' --mode $m --seed 3"
    check "--mode $m starts it" wait_for "HEXTRIS  $m 10x20"
    keys q y
    expect_exit 0 "q y leaves --mode $m"
done
start 80 24 xterm-256color "'$BIN/hextris' --mode cheese --daily"
check "--mode cheese --daily plays today's cheese" wait_for "Daily  $(date -u +%Y-%m-%d)"
check "...in the cheese well" wait_for "HEXTRIS  cheese 10x20"
keys q y
expect_exit 0 "q y leaves the daily cheese"
mkdir -p "$WORK/config/hexpuzzle"
printf 'mode = ultra\n' > "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "'$BIN/hextris'"
check "the config's mode = ultra starts ultra" wait_for "HEXTRIS  ultra 10x20"
keys q y
expect_exit 0 "q y leaves the config's ultra"
start 80 24 xterm-256color "$MENU"
check "...and the menu's Hex Tetris line shows it" wait_for "Hex Tetris *< ultra"
keys q
expect_exit 0 "q leaves the menu"
rm -f "$WORK/config/hexpuzzle/config"
"$BIN/hextris" --mode tetra </dev/null >/dev/null 2>"$WORK/err"; rc=$?
check "an unknown mode is refused" until_ok sh -c "[ $rc = 2 ] && grep -q \"unknown mode 'tetra'\" '$WORK/err'"
"$BIN/hextris" --mode zen --daily </dev/null >/dev/null 2>"$WORK/err"; rc=$?
check "zen has no daily" until_ok sh -c "[ $rc = 2 ] && grep -q 'zen has no daily' '$WORK/err'"
"$BIN/hextris" --help > "$WORK/out" 2>&1
check "--help lists every mode" until_ok sh -c "for m in marathon sprint ultra cheese cheese100 zen master; do grep -q \"^  \$m \" '$WORK/out' || exit 1; done"

finish
