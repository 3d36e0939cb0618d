#!/bin/sh
# The suite in a real terminal: the menu, scores, save and resume after a
# hang-up, two games finishing at once, corrupt and unwritable files, job
# control, plain terminals, NO_COLOR, ASCII-only output, a quick Esc, config.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state/hexpuzzle"
ESC=$(printf '\033')

# Beginner at 80x24 as in test_hexmines.sh: the picture starts at 20,2.
cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }
cy() { echo $((2 + 2 * $1 + 1)); }
cell() { char_at "$(cx "$1" "$2")" "$(cy "$1")"; }
"$BIN/hexmines" --dump -s 42 | grep -v '^#' | sed 's/^ //; s/ //g' > "$WORK/grid"
truth() { sed -n "$(($1 + 1))p" "$WORK/grid" | cut -c "$(($2 + 1))"; }
# Clicks every safe cell but the last one; prints that one as "R C".
play_all_but_one() {
    last=""
    for r in 0 1 2 3 4 5 6 7 8; do
        for c in 0 1 2 3 4 5 6 7 8; do
            [ "$(truth $r $c)" = "*" ] && continue
            [ -n "$last" ] && click_sgr 0 $(cx $last) $(cy ${last% *})
            last="$r $c"
        done
    done
    echo "$last"
}
board() { screen | sed -n '3,21p'; }
# Only this test's own pane: another game with the same arguments may run
# on the machine (a bench, a second checkout's tests).
game_pid() { pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" -f "$1" | head -1; }

# --- the menu ---------------------------------------------------------------
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "hexpuzzle alone opens the menu" wait_for "1  Hex Mines"
check "the menu lists every entry" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q '$MENU_QUIT  Quit'"
keys Right
check "Right changes the preset" wait_for "< intermediate"
keys Left
keys Down Right
check "Right on Hex Tetris changes the mode" wait_for "< sprint"
keys Left Up Enter
check "Enter starts the chosen game" wait_for "Mines 10  Time 0:00  beginner"
keys q
check "leaving a game that has not started goes back to the menu" wait_for "1  Hex Mines"
# The game checks the terminal before it starts; from the menu that check
# once freed the live screen's terminal and the first frame crashed.
keys Down Enter
check "Enter on Hex Tetris starts hextris from the menu" wait_for "HEXTRIS  marathon"
keys q
check "hextris asks before leaving a game in progress" wait_for "Quit this game"
keys y
check "leaving hextris goes back to the menu" wait_for "1  Hex Mines"
keys Up
# Mouse: the Scores line, then Quit.
pos=$(find_text "$MENU_SCORES  Scores")
click_sgr 0 ${pos% *} ${pos#* }
check "a click on Scores shows the scores" wait_for "No games recorded yet"
keys Enter
check "any key goes back to the menu" wait_for "1  Hex Mines"
# Many results: the Scores box scrolls.
mkdir -p "$STATE"
{
    echo "hexpuzzle-scores 1"
    for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
        for cat in beginner intermediate expert; do
            # The first beginner win had help: its count makes the
            # table's line wider than the box.
            helped=0; [ "$i$cat" = 1beginner ] && helped=1
            echo "result hexmines $cat won $((i * 1000 + 7)) $helped $i 2026-11-20T10:00:00Z"
        done
    done
    echo "end 36"
} > "$STATE/scores"
keys "$MENU_SCORES"
check "Scores shows the tables" wait_for "hexmines beginner: played 12"
check "a long list says it scrolls" wait_for "scroll \\(1-[0-9]+ of [0-9]+\\)"
# A line wider than the box goes on below it: every line of the box ends
# in its frame, within 80 columns.
box_closed() {
    screen | awk '/^ *[|]/ { if (substr($0, length($0), 1) != "|") bad = 1; n++ }
                  END { exit !(n > 5 && !bad) }'
}
check "the box holds its lines at 80 columns (the long ones wrap)" until_ok box_closed
check "...a wrapped line goes on indented" wait_for "^[|]   +with help 1 +[|]\$"
keys PageDown
check "PgDn scrolls the tables" until_ok sh -c "sleep 0.3; ! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'hexmines beginner: played 12'"
keys q
check "another key goes back to the menu" wait_for "1  Hex Mines"
rm -f "$STATE/scores"
keys "$MENU_HELP"
check "$MENU_HELP opens the help" wait_for "Hex Tetris: steer"
keys Enter
# The click must come after the help has closed: a click on the box
# closes it, as any key does.
check "Enter closes the help" \
    until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Hex Tetris: steer'"
pos=$(find_text "$MENU_QUIT  Quit")
click_sgr 0 ${pos% *} ${pos#* }
expect_exit 0 "a click on Quit leaves with the terminal restored"

# --- SIGHUP saves; the next start resumes position and clock --------------
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
wait_for "seed 42" >/dev/null
keys Space
settle
click_sgr 2 "$(cx 3 5)" "$(cy 3)"
wait_for "Mines 9 " >/dev/null
sleep 2.2
before=$(board)
clock_before=$(line 0 | sed -n 's/.*Time \([0-9]*:[0-9]*\).*/\1/p')
kill -HUP "$(game_pid "hexmines -s 42")"
expect_exit 129 "SIGHUP ends the game with the terminal restored"
check "SIGHUP leaves a save" [ -s "$STATE/hexmines.save" ]
# The clock runs on until the signal lands, which under load can be past the
# second the screen showed: the save's own time is what must come back.
# hexmines' clock runs from the first open, the save's from the game's
# start: under load the two can be a second or more apart.
saved_ms=$(sed -n 's/^elapsed_ms //p' "$STATE/hexmines.save")
opened_ms=$(sed -n 's/^move \([0-9]*\) O.*/\1/p' "$STATE/hexmines.save" | head -1)
clock_ms=$((saved_ms - ${opened_ms:-0}))
clock_saved=$(printf '%d:%02d' $((clock_ms / 60000)) $((clock_ms / 1000 % 60)))
check "the save's clock ($clock_saved) is at least the screen's ($clock_before)" \
    sh -c '[ -n "$1" ] && [ "$2" -ge "$3" ]' _ "$opened_ms" "$((clock_ms / 1000))" "${clock_before#*:}"
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
check "the next start offers to resume" wait_for "Resume it\\? \\(y/n\\)"
keys y
check "the resumed game comes back paused" wait_for "PAUSED"
clock_after=$(line 0 | sed -n 's/.*Time \([0-9]*:[0-9]*\).*/\1/p')
check "the resumed clock is where it stopped ($clock_saved)" [ "$clock_after" = "$clock_saved" ]
check "the mine counter is where it was" wait_for "Mines 9 "
keys p
# While paused the board is hidden: it is compared once p has shown it.
board_as_left() { [ "$(board)" = "$before" ]; }
until_ok board_as_left
after=$(board)
if [ "$before" = "$after" ]; then ok "the resumed board is the board that was left"; else
    bad "the resumed board is the board that was left" "$(printf 'before:\n%s\nafter:\n%s' "$before" "$after")"; fi
# Finishing a resumed game removes its save.
last=$(play_all_but_one)
click_sgr 0 $(cx $last) $(cy ${last% *})
check "the resumed game can be won" wait_for "You won in"
check "finishing a resumed game removes the save" until_ok [ ! -e "$STATE/hexmines.save" ]
keys Enter q
expect_exit 0 "q after the win"

# --- hextris: SIGHUP saves, the next start resumes, game over is recorded -
panel() { screen | sed -n "s/.*$1  *\([0-9:]*\).*/\1/p" | head -1; }
start 80 24 xterm-256color "'$BIN/hextris' --seed 1"
wait_for "HEXTRIS" >/dev/null
keys Space Space
wait_for "Score  2[0-9]" >/dev/null
sleep 1.2
score_before=$(panel Score); time_before=$(panel Time)
kill -HUP "$(game_pid "hextris --seed 1")"
expect_exit 129 "hextris: SIGHUP ends the game with the terminal restored"
check "hextris: SIGHUP leaves a save" [ -s "$STATE/hextris.save" ]
# As for hexmines above: the clock runs on until the signal lands, which
# under load can be past the second the screen showed. The save's own time
# is what must come back, and it is no earlier than the screen's.
t_saved_ms=$(sed -n 's/^elapsed_ms //p' "$STATE/hextris.save")
t_saved=$(printf '%d:%02d' $((${t_saved_ms:-0} / 60000)) $((${t_saved_ms:-0} / 1000 % 60)))
secs() { echo "$1" | awk -F: '{ print $1 * 60 + $2 }'; }
check "hextris: the save's clock ($t_saved) is at least the screen's ($time_before)" \
    sh -c '[ -n "$1" ] && [ "$2" -ge "$3" ]' _ "$t_saved_ms" "$((${t_saved_ms:-0} / 1000))" "$(secs "$time_before")"
start 80 24 xterm-256color "'$BIN/hextris' --seed 1"
check "hextris: the next start offers to resume" wait_for "Resume the saved game\\? \\(y/n\\)"
keys y
check "hextris: the resumed game comes back paused" wait_for "PAUSED"
panel_is() { [ "$(panel "$1")" = "$2" ]; }
check "hextris: same score ($score_before)" until_ok panel_is Score "$score_before"
check "hextris: the clock where it stopped ($t_saved)" until_ok panel_is Time "$t_saved"
keys p
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do keys Space; done
check "hextris: hard drops reach game over" wait_for "GAME OVER"
check "hextris: the game over is recorded" until_ok grep -q "^result hextris marathon over " "$STATE/scores"
check "hextris: finishing the resumed game removes its save" until_ok [ ! -e "$STATE/hextris.save" ]
keys q
expect_exit 0 "hextris: q after game over"
XDG_STATE_HOME="$WORK/state" "$BIN/hexpuzzle" scores > "$WORK/out" 2>&1
check "hexpuzzle scores lists both games" until_ok sh -c "grep -q hexmines '$WORK/out' && grep -q marathon '$WORK/out'"

# --- the sparkline: blocks where the terminal shows them, else ASCII ------
mkdir -p "$WORK/spark/hexpuzzle" "$WORK/sparkconf/hexpuzzle"
printf 'hexpuzzle-scores 4\nresult hexmines beginner won 20000 0 1 2026-11-01T10:00:00Z\nresult hexmines beginner won 10000 0 2 2026-11-02T10:00:00Z\nresult hexmines beginner won 15000 0 3 2026-11-03T10:00:00Z\nend 3\n' \
    > "$WORK/spark/hexpuzzle/scores"
check "scores: the sparkline in blocks in a UTF-8 xterm" \
    sh -c "env XDG_STATE_HOME='$WORK/spark' XDG_CONFIG_HOME='$WORK/sparkconf' LC_ALL=C.UTF-8 TERM=xterm-256color '$BIN/hexpuzzle' scores | grep -q 'last 3 wins: █▁▄  (10.000 s .. 20.000 s)'"
check "...in ASCII where the locale is C" \
    sh -c "env XDG_STATE_HOME='$WORK/spark' XDG_CONFIG_HOME='$WORK/sparkconf' LC_ALL=C TERM=xterm-256color '$BIN/hexpuzzle' scores | grep -q 'last 3 wins: @_=  '"
check "...on a vt100" \
    sh -c "env XDG_STATE_HOME='$WORK/spark' XDG_CONFIG_HOME='$WORK/sparkconf' LC_ALL=C.UTF-8 TERM=vt100 '$BIN/hexpuzzle' scores | grep -q 'last 3 wins: @_=  '"
echo "ascii = yes" > "$WORK/sparkconf/hexpuzzle/config"
check "...and with ascii = yes in the config" \
    sh -c "env XDG_STATE_HOME='$WORK/spark' XDG_CONFIG_HOME='$WORK/sparkconf' LC_ALL=C.UTF-8 TERM=xterm-256color '$BIN/hexpuzzle' scores | grep -q 'last 3 wins: @_=  '"

# --- two games finishing at the same moment both land ---------------------
rm -f "$STATE/scores"
tmx kill-session -t main >/dev/null 2>&1
for s in one two; do
    tmx new-session -d -s "$s" -x 80 -y 24 \
        "export TERM=xterm-256color ESCDELAY=$ESCDELAY_TEST XDG_STATE_HOME='$WORK/state'; '$BIN/hexmines' -s 42; sleep 600"
done
for s in one two; do
    wait_in "$s" "seed 42" || bad "game $s starts" "$(screen_of "$s")"
done
for s in one two; do
    tmx send-keys -t "$s" Space
done
for s in one two; do
    for r in 0 1 2 3 4 5 6 7 8; do
        for c in 0 1 2 3 4 5 6 7 8; do
            [ "$(truth $r $c)" = "*" ] && continue
            [ "$r $c" = "8 8" ] && continue
            tmx send-keys -t "$s" -H $(tohex "$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' $(($(cx $r $c) + 1)) $(($(cy $r) + 1)) $(($(cx $r $c) + 1)) $(($(cy $r) + 1)))")
        done
    done
done
# Both games one cell from the win, every click before read: the board
# shows its ten mines and (8,8) hidden, and nothing else.
hidden_in() { [ "$(screen_of "$1" | sed -n '3,21p' | tr -cd . | wc -c)" -eq 11 ]; }
for s in one two; do
    until_ok hidden_in "$s" || bad "game $s: every click but the last is read" "$(screen_of "$s")"
done
final=$(tohex "$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' $(($(cx 8 8) + 1)) $(($(cy 8) + 1)) $(($(cx 8 8) + 1)) $(($(cy 8) + 1)))")
tmx send-keys -t one -H $final; tmx send-keys -t two -H $final
both_won() { [ "$(grep -c '^result hexmines seeded:beginner won ' "$STATE/scores" 2>/dev/null)" = 2 ]; }
until_ok both_won
won=$(grep -c '^result hexmines seeded:beginner won ' "$STATE/scores" 2>/dev/null)
check "two games won at the same moment are both recorded ($won)" [ "$won" = 2 ]
tmx kill-session -t one; tmx kill-session -t two

# --- corrupt files --------------------------------------------------------
printf 'hexpuzzle-scores 1\nthis is not a score\n' > "$STATE/scores"
XDG_STATE_HOME="$WORK/state" "$BIN/hexpuzzle" scores > "$WORK/out" 2> "$WORK/err"; rc=$?
check "hexpuzzle scores survives a corrupt file (exit 0)" [ $rc -eq 0 ]
check "...with a one-line warning" grep -q "corrupt" "$WORK/err"
check "...and keeps a .corrupt copy with the old bytes" until_ok sh -c "grep -q 'this is not a score' '$STATE'/scores.corrupt-*"
printf 'garbage\n' > "$STATE/hexmines.save"
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
check "a corrupt save gives a warning in the game" wait_for "corrupt"
check "...a .corrupt copy of the save is kept" until_ok sh -c "ls '$STATE'/hexmines.save.corrupt-* >/dev/null"
keys Space
check "...and the game plays on" wait_for "Time 0:0"
keys q y
expect_exit 0 "quit after a corrupt save"

# --- a state directory that cannot be written -----------------------------
: > "$WORK/not-a-dir"
tmx kill-session -t main >/dev/null 2>&1
tmx new-session -d -s main -x 80 -y 24 \
    "cd '$ROOT' && export TERM=xterm-256color ESCDELAY=$ESCDELAY_TEST XDG_STATE_HOME='$WORK/not-a-dir/x' && '$BIN/hexmines' -s 42; echo \"EXITED rc=\$?\"; stty -a | tr ' ' '\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\n' ' '; echo; sleep 600"
wait_for "seed 42" >/dev/null
keys Space
check "an unwritable state directory: the game plays" wait_for "Time 0:0"
keys q y
check "quitting says the game cannot be saved" wait_for "The game cannot be saved"
check "...why" wait_for "directory"
check "...and asks" wait_for "Quit and lose this game\\? \\(y/n\\)"
keys y
expect_exit 0 "...and leaves when told to"

# --- Ctrl-Z and fg ----------------------------------------------------------
rm -f "$STATE/hexmines.save"
tmx kill-session -t main >/dev/null 2>&1
tmx new-session -d -s main -x 80 -y 24 "cd '$ROOT' && env -i HOME='$WORK' PATH='$PATH' TERM=xterm-256color ESCDELAY=$ESCDELAY_TEST XDG_STATE_HOME='$WORK/state' bash --norc --noprofile -i"
sleep 0.5
keys "PS1='sh$ '" Enter "'$BIN/hexmines' -s 42" Enter
wait_for "seed 42" >/dev/null
keys Space
wait_for "Time 0:0" >/dev/null
keys C-z
check "Ctrl-Z gives the shell back" wait_for "Stopped"
check "...with the terminal in its normal mode" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Mines 10'"
keys fg Enter
check "fg brings the game back, paused" wait_for "PAUSED"
check "...and the whole screen is repainted" wait_for "Mines 10 .*seed 42"
keys p
check "p goes on" wait_for '/ \\ / \\'
keys q y
check "quit after fg" wait_for "sh\\$"

# --- plain terminals --------------------------------------------------------
rm -f "$STATE/hexmines.save"
start 80 24 vt100 "'$BIN/hexmines' -s 42"
check "TERM=vt100 starts" wait_for "seed 42"
keys Space
check "vt100: Space reveals" wait_for "Time"
keys e d f
check "vt100: f flags from the keyboard" wait_for "Mines 9 "
keys q y
expect_exit 0 "vt100: q, y leaves with the terminal restored"
rm -f "$STATE/hexmines.save"

start 80 24 vt100 "'$BIN/hextris' --seed 1"
check "TERM=vt100: the full well does not fit, the short one is offered" wait_for "SHORT WELL"
keys y
check "TERM=vt100: hextris starts on the short well" wait_for "HEXTRIS  marathon 9x11"
keys Left Space
check "vt100: hextris plays from the keyboard" wait_for "Score  [1-9]"
keys q y
expect_exit 0 "vt100: hextris q, y leaves with the terminal restored"
rm -f "$STATE/hextris.save"

# --- NO_COLOR, ASCII only --------------------------------------------------
# piped_session COMMAND: COMMAND in a new main session once its output is
# piped to $WORK/bytes, where BYTES-END follows all it wrote.
piped_session() {
    tmx kill-session -t main >/dev/null 2>&1; : > "$WORK/bytes"; rm -f "$WORK/piped"
    tmx new-session -d -s main -x 80 -y 24 "cd '$ROOT' && while [ ! -e '$WORK/piped' ]; do sleep 0.05; done && $*; echo BYTES-END; sleep 600"
    tmx pipe-pane -o -t main "cat >> '$WORK/bytes'"
    touch "$WORK/piped"
}
bytes_end() { until_ok grep -q BYTES-END "$WORK/bytes" || bad "the game's output ends" "$(screen)"; }
centre_open() { [ "$(cell 4 4)" != "." ]; }
colour_bytes() {   # colour_bytes ENV...: the game's output under ENV
    piped_session "env TERM=xterm-256color XDG_STATE_HOME='$WORK/state' $* '$BIN/hexmines' -s 42"
    wait_for "seed 42" >/dev/null; keys Space; until_ok centre_open; settle; keys q y; bytes_end
}
colour_bytes
check "with colour: colour sequences are sent" grep -q "${ESC}\\[3[0-7]m\\|${ESC}\\[3[0-7];\\|${ESC}\\[38;5;" "$WORK/bytes"
colour_bytes NO_COLOR=1
check "NO_COLOR: no colour sequence at all" sh -c "! grep -q '${ESC}\\[3[0-7]m\\|${ESC}\\[3[0-7];\\|${ESC}\\[4[0-7]m\\|${ESC}\\[[0-9;]*3[0-7]m' '$WORK/bytes'"
colour_bytes LC_ALL=C
check "C locale: no byte above 127" sh -c "! LC_ALL=C grep -q '[^ -~[:cntrl:]]' '$WORK/bytes'"
colour_bytes LC_ALL=C.UTF-8
check "UTF-8 locale: still no byte above 127 on the board" sh -c "! LC_ALL=C grep -q '[^ -~[:cntrl:]]' '$WORK/bytes'"
rm -f "$STATE/hexmines.save"
piped_session "env TERM=xterm-256color LC_ALL=C XDG_STATE_HOME='$WORK/state' '$BIN/hextris' --seed 1 --ascii"
wait_for "HEXTRIS" >/dev/null; keys Left x Space; wait_for "Score  [1-9]" >/dev/null; keys q y; bytes_end
check "hextris --ascii in the C locale: no byte above 127" sh -c "! LC_ALL=C grep -q '[^ -~[:cntrl:]]' '$WORK/bytes'"
rm -f "$STATE/hextris.save"

# --- Esc reacts at once (the game's own short ESCDELAY) -------------------
tmx kill-session -t main >/dev/null 2>&1
tmx new-session -d -s main -x 80 -y 24 "cd '$ROOT' && env -u ESCDELAY TERM=xterm-256color XDG_STATE_HOME='$WORK/state' '$BIN/hexmines' -s 42; sleep 600"
wait_for "seed 42" >/dev/null
keys '?'
wait_for "Chord" >/dev/null
keys Escape
sleep 0.2
check "Esc closes the help" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q Chord"

# --- config ---------------------------------------------------------------
mkdir -p "$WORK/config/hexpuzzle"
printf '# defaults\npreset = expert\ncolour = no\nkeys = roguelike\n' > "$WORK/config/hexpuzzle/config"
start 100 30 xterm-256color "'$BIN/hexmines' -s 42"
check "config: preset = expert is the default board" wait_for "Mines 99 .*expert"
keys q
wait_for "EXITED" >/dev/null
check "config: a bad line is reported with its number" wait_for "config line 3: unknown key 'colour'"
start 100 30 xterm-256color "'$BIN/hexmines' -s 42 -p beginner"
check "config: the command line wins" wait_for "Mines 10 .*beginner"
keys q
# An ASCII-only player sets the short well once instead of answering the
# offer at every start; the menu's Hex Tetris line follows it.
printf 'well = short\nmode = sprint\n' > "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "LC_ALL=C '$BIN/hextris' -s 42"
check "config: well = short starts the short well without asking" wait_for "HEXTRIS  sprint 9x11"
keys q y
wait_for "EXITED" >/dev/null
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "config: the menu's Hex Tetris line is the short well's sprint" wait_for "< sprint 9x11 *>"
keys q
rm -f "$WORK"/state/hexpuzzle/*.save
rm -rf "$WORK/config/hexpuzzle"

finish
