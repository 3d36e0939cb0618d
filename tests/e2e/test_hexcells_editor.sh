#!/bin/sh
# hexcells' level editor in a real terminal: a level built by keys and one
# by mouse (a blue cell's -n- among its clues), each saved, checked with
# --check, played, exported and re-imported byte for byte; the live
# verdict as the level changes (a guess marked, then solved by logic);
# undo and redo; q with unsaved
# changes asks first; a terminal too small says so; the terminal restored
# on every way out (q, q then y, a signal); edits not saved kept when the
# terminal goes away (with a SIGHUP or without) and offered back once;
# keys rebound in the config file; the menu's "edit a level...".
. "$(dirname "$0")/lib.sh"

CELLS="$BIN/hexcells"
FRESH_STATE=1

# A new level's frame at 80 x 24 is 17 x 10 slots in the large drawing,
# 69 x 22 cells, centred under the status line: the face of slot (col,
# row) is centred at x = 7 + 4 col, y = 2 + 2 row + (col odd).
face_x() { echo $((7 + 4 * $1)); }
face_y() { echo $((2 + 2 * $2 + $1 % 2)); }
click_slot() { click_sgr "$1" "$(face_x "$2")" "$(face_y "$2" "$3")"; }

# --- by keys --------------------------------------------------------------
KEYS_LEVEL="$WORK/keys.hexcells"
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
check "a new level opens on an empty frame" wait_for "Not a level yet: no cell yet"
# The cursor starts mid-frame, at column 9, row 6 (slot 8, 5).
check "the status line names the cursor's slot" wait_for "column 9, row 6: empty"
keys x
check "a black cell alone: no blue is left, solved by logic" wait_for "solved by logic"
keys Down b
check "a blue cell beside it: one blue among two covered, a guess, marked" \
    wait_for "needs a guess here, at column 9, row 6"
check "the guess's cell is marked with !" sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q '/ ! \\\\'"
keys Up r
check "the black one revealed, its count decides: solved by logic" wait_for "solved by logic: easy"
check "the status says what the cursor's cell is" wait_for "column 9, row 6: black, revealed, count"
keys Down Right Right x Up '|'
check "a line clue down a column" wait_for "column 11, row 6: line down, plain"
keys c
check "c shapes it" wait_for "column 11, row 6: line down, shaped"
keys U
check "U undoes" wait_for "column 11, row 6: line down, plain"
keys Y
check "Y redoes" wait_for "column 11, row 6: line down, shaped"
keys t
keys -l "Built by keys"
keys Enter a
keys -l "e2e"
keys Enter
check "the title shows on the status line" wait_for "Built by keys"
keys q
check "q with unsaved changes asks first" wait_for "Leave without saving them"
keys n
check "n goes back to the level" wait_for "solved by logic: easy"
keys w
check "w saves" wait_for "Saved to .*keys.hexcells"
check "the saved file is there" test -s "$KEYS_LEVEL"
check "a new level file has the mode the umask gives, as any file the player makes" \
    test "$(stat -c %a "$KEYS_LEVEL")" = "$(printf '%o' $((0666 & ~0$(umask))))"
keys q
expect_exit 0 "q after saving leaves at once, the terminal restored"

out=$("$CELLS" --check "$KEYS_LEVEL"); rc=$?
check "--check: the keys' level is solvable by logic ($out)" \
    sh -c "[ $rc = 0 ] && printf '%s' \"\$1\" | grep -q 'solvable by logic'" _ "$out"
check "its title and author are in the file" \
    sh -c "sed -n 2,3p '$KEYS_LEVEL' | tr '\n' ' ' | grep -q '^Built by keys e2e '"
"$CELLS" "$KEYS_LEVEL" --export "$WORK/keys-export.hexcells"
check "exported, it is the saved file byte for byte" cmp -s "$KEYS_LEVEL" "$WORK/keys-export.hexcells"
cp "$KEYS_LEVEL" "$WORK/keys-before.hexcells"
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
check "re-imported into the editor, unchanged" wait_for "^Edit  column .*  Built by keys  /"
keys w
check "saved again" wait_for "Saved to"
keys q
expect_exit 0 "q leaves"
check "re-imported and saved, byte for byte the same" cmp -s "$KEYS_LEVEL" "$WORK/keys-before.hexcells"

start 80 24 xterm-256color "'$CELLS' '$KEYS_LEVEL'"
check "it plays under its title" wait_for "^Blue 1  Mistakes 0  Time [0-9]:[0-9][0-9]  Built by keys"
# The cursor starts on the first covered hex, the blue one; the black one
# is on the same half-row two columns right, past the line clue's column.
keys b
check "the blue hex called" wait_for "^Blue 0"
keys Right x
check "the black one too: solved" wait_for "SOLVED"
keys Enter q
expect_exit 0 "q leaves the game"

# --- by mouse -------------------------------------------------------------
MOUSE_LEVEL="$WORK/mouse.hexcells"
start 80 24 xterm-256color "'$CELLS' --edit '$MOUSE_LEVEL'"
check "a second new level" wait_for "Not a level yet"
click_slot 0 4 4
check "a left click makes a blue cell" wait_for "column 5, row 5: blue, covered, no count"
click_slot 0 5 4
click_slot 0 6 4
click_slot 2 6 5
check "a right click a black one" wait_for "column 7, row 6: black, covered, count"
check "one black among four covered: a guess" wait_for "needs a guess here"
click_slot 2 6 5
check "a right click on it again takes it away" wait_for "column 7, row 6: empty"
check "three blues and the remaining count: solved by logic" wait_for "solved by logic"
click_slot 1 5 4
check "a middle click shows a blue cell's flower count" wait_for "column 6, row 5: blue, covered, flower count"
check "drawn #2#" sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q '#2#'"
click_slot 1 5 4
check "another its flower's shape" wait_for "column 6, row 5: blue, covered, flower shape"
check "drawn -2-: the blues either side of it are apart" \
    sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q -- '-2-'"
keys t
keys -l "Built by mouse"
keys Enter w
check "saved" wait_for "Saved to .*mouse.hexcells"
keys p
check "p plays it" wait_for "^Blue 3  Mistakes 0"
keys q
check "back in the editor after the game" wait_for "^Edit  column .*Built by mouse"
keys q
expect_exit 0 "q leaves"
out=$("$CELLS" --check "$MOUSE_LEVEL"); rc=$?
check "--check: the mouse's level is solvable by logic ($out)" \
    sh -c "[ $rc = 0 ] && printf '%s' \"\$1\" | grep -q 'solvable by logic'" _ "$out"
"$CELLS" "$MOUSE_LEVEL" --export "$WORK/mouse-export.hexcells"
check "exported, byte for byte the saved file" cmp -s "$MOUSE_LEVEL" "$WORK/mouse-export.hexcells"
check "...its blue shape written n, as SixCells writes it" grep -q 'xn' "$MOUSE_LEVEL"

# --- leaving ---------------------------------------------------------------
cp "$MOUSE_LEVEL" "$WORK/mouse-before.hexcells"
start 80 24 screen "'$CELLS' --edit '$MOUSE_LEVEL'"
check "the mouse's level re-imported" wait_for "Built by mouse"
keys b
keys q
check "an edit, then q asks" wait_for "Leave without saving them"
keys y
expect_exit 0 "y leaves without saving, the terminal restored"
check "the file is as it was" cmp -s "$MOUSE_LEVEL" "$WORK/mouse-before.hexcells"

start 29 12 xterm-256color "'$CELLS' --edit '$MOUSE_LEVEL'"
check "a terminal below 30x8 says it is too small" wait_for "terminal too small"
keys q
expect_exit 0 "q leaves it too"

start 80 24 xterm-256color "'$CELLS' --edit '$MOUSE_LEVEL'"
check "once more" wait_for "Built by mouse"
until_ok sh -c "pgrep -f -- '--edit $MOUSE_LEVEL' >/dev/null"
kill -TERM "$(pgrep -n -f -- "--edit $MOUSE_LEVEL")"
expect_exit 143 "SIGTERM: it leaves with 143, the terminal restored"

# --- kept edits ------------------------------------------------------------
# Where the edits of a file are kept: the SHA-256 of its absolute path.
kept_of() {
    echo "$WORK/state/hexpuzzle/hexcells-edits/$(printf '%s' "$(realpath "$(dirname "$1")")/$(basename "$1")" | sha256sum | cut -c1-64).hexcells"
}
KEPT=$(kept_of "$KEYS_LEVEL")
cp "$KEYS_LEVEL" "$WORK/keys-saved.hexcells"
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
check "the keys' level to edit" wait_for "Built by keys"
keys t BSpace BSpace BSpace BSpace
keys -l "kept"
keys Enter
check "a title changed, not saved" wait_for "Built by kept  \\(changed\\)"
# The pane killed: the terminal hangs up, SIGHUP and all.
tmx kill-session -t main
check "SIGHUP: the edits not saved are kept" until_ok test -s "$KEPT"
check "the file is as saved" cmp -s "$KEYS_LEVEL" "$WORK/keys-saved.hexcells"
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
check "the next edit of the file offers them in one question" wait_for "Take them\\? y: the kept"
keys q
expect_exit 0 "q leaves them for later"
check "...kept still" test -s "$KEPT"
start 80 24 xterm-256color "'$CELLS' --edit '$(realpath "$WORK")/./keys.hexcells'"
check "offered however the file is named" wait_for "Take them\\? y: the kept"
keys y
check "y: the kept edits, not saved yet" wait_for "Built by kept  \\(changed\\)"
# The answer is read once its level shows; the copy may go a moment after.
check "the kept copy is gone once answered" until_ok test ! -e "$KEPT"
keys w
check "saved" wait_for "Saved to"
keys q
expect_exit 0 "q leaves"
check "the kept edits are in the file" sh -c "sed -n 2p '$KEYS_LEVEL' | grep -qx 'Built by kept'"

# Stopped during a playtest, and with a title half written: both kept.
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
check "the level again" wait_for "Built by kept"
keys d p
check "an edit, then p plays it" wait_for "^Blue [0-9]+  Mistakes 0"
kill -TERM "$(pgrep -n -f -- "--edit $KEYS_LEVEL")"
expect_exit 143 "SIGTERM during the playtest ends the editor too (143)"
check "...and the edits are kept" test -s "$KEPT"
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
check "offered" wait_for "Take them\\? y: the kept"
keys y t
keys -l " and typed"
# The terminal goes only once the editor has read every key typed: a key
# still in flight when the pane dies is lost with it, not a kept edit.
check "the title half written" wait_for "Title: Built by kept and typed"
tmx kill-session -t main
until_ok test -s "$KEPT" >/dev/null
check "a title being written is kept with them" \
    until_ok sh -c "sed -n 2p '$KEPT' | grep -qx 'Built by kept and typed'"
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
wait_for "Take them\\? y: the kept" >/dev/null
keys n
check "n: as saved" wait_for "^Edit  column .*  Built by kept  /"
keys q
expect_exit 0 "q leaves"

# A terminal that goes away with no SIGHUP (the shell above it ignores
# it, as `ssh -tt host "trap '' HUP; ..."` does): a hangup all the same.
tmx kill-session -t main >/dev/null 2>&1
tmx new-session -d -s main -x 80 -y 24 \
    "cd '$ROOT' && export TERM=xterm-256color ESCDELAY=$ESCDELAY_TEST LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' && trap '' HUP && '$CELLS' --edit '$KEYS_LEVEL'; echo \$? > '$WORK/rc'"
check "the level once more" wait_for "Built by kept"
keys x
check "an edit" wait_for "\\(changed\\)"
rm -f "$WORK/rc"
tmx kill-session -t main
check "the terminal gone without a SIGHUP: it ends as on SIGHUP (129)" \
    until_ok sh -c "[ \"\$(cat '$WORK/rc' 2>/dev/null)\" = 129 ]"
check "...and keeps the edits" test -s "$KEPT"
start 80 24 xterm-256color "'$CELLS' --edit '$KEYS_LEVEL'"
check "offered again" wait_for "Take them\\? y: the kept"
keys n
check "n: the file as saved" wait_for "^Edit  column .*  Built by kept  /"
check "...and the kept copy is gone" until_ok test ! -e "$KEPT"
keys q
expect_exit 0 "q leaves at once: nothing changed"

# --- keys from the config file ----------------------------------------------
mkdir -p "$WORK/config/hexpuzzle"
printf 'key.place-blue = z\nkey.help = F1\n' > "$WORK/config/hexpuzzle/config"
REBOUND="$WORK/rebound.hexcells"
start 80 24 xterm-256color "'$CELLS' --edit '$REBOUND'"
check "a new level" wait_for "Not a level yet: .*F1 keys"
keys b
check "b is no job now" wait_for "column 9, row 6: empty"
keys z
check "key.place-blue = z: z makes a blue cell" wait_for "column 9, row 6: blue, covered"
keys F1
check "the help names z for it" wait_for 'z +blue cell / none'
keys Escape q
check "q asks" wait_for "Leave without saving them"
keys y
expect_exit 0 "y leaves"
printf 'key.save = p\n' > "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "'$CELLS' --edit '$REBOUND'"
expect_exit 2 "a key for two of the editor's jobs: it does not start"
check "...and says which" wait_for "p would do two jobs in hexcells editor: key.save and ke"
rm -f "$WORK/config/hexpuzzle/config"

# --- from the menu -----------------------------------------------------------
CELLS_LINE=$(printf '%s\n' "$GAMES" | grep -nx hexcells | cut -d: -f1)
MENU_LEVEL="$WORK/menu $(printf '\303\251').hexcells"
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "the menu" wait_for "$CELLS_LINE  Hex Cells"
downs $((CELLS_LINE - 1))
keys Left
check "Hex Cells' last choice edits a level" wait_for "> $CELLS_LINE  Hex Cells +< edit a level\\.\\.\\. +>"
keys Enter
check "started, it asks for the file" wait_for "Edit a level"
keys Escape
check "Esc goes back to the menu" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Edit a level'"
keys Enter
keys -l "$MENU_LEVEL"
check "the name typed shows, escaped" wait_for "menu \\\\303\\\\251\\.hexcells_"
keys Enter
check "Enter opens the editor on it: a new level" wait_for "Not a level yet"
keys x w
check "saved" wait_for "Saved to"
keys q
check "q goes back to the menu" wait_for "> $CELLS_LINE  Hex Cells +< edit a level"
check "the level is in the file named" test -s "$MENU_LEVEL"
printf 'no level\n' > "$WORK/menu-bad.hexcells"
keys Enter
keys -l "$WORK/menu-bad.hexcells"
keys Enter
check "a file that is no level: the menu says why in a box" \
    wait_for "menu-bad.hexcells: line 1: not a Hexcells level"
keys x
check "any key: back to the menu" wait_for "> $CELLS_LINE  Hex Cells +< edit a level"
keys q
expect_exit 0 "q leaves the menu"

finish
