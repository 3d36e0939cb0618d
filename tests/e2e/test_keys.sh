#!/bin/sh
# hextris with key presses and releases (the kitty keyboard protocol): the
# game asks the terminal, pushes the protocol when it is answered, and moves
# a held Left by its own DAS and ARR while another key turns the piece; a
# tap moves once; the config's das reaches the game; Ctrl-C, q, SIGTERM and
# SIGHUP all leave the terminal with the protocol popped. Without an answer
# (tmux speaks no such protocol) the game keeps the terminal's repeats.
#
# tmux answers the DA1 query itself at once, so a reply sent after the game
# starts would come too late. The game's shell therefore sets the terminal
# to non-canonical, no echo, and waits for a file; the test types the
# terminal's reply (CSI ? 0 u) into the pane and then creates the file: the
# reply sits in the input before the game asks, as from a terminal that
# answers at once, and tmux's DA1 reply follows it. Once the game has
# pushed the protocol it asks again, and the test types the answer
# (CSI ? 15 u): from there on the game reads keys in the protocol's form.
FRESH_STATE=1
. "$(dirname "$0")/lib.sh"

GAME="'$BIN/hextris' --seed 1 --width 9 --height 11"
OUT="$WORK/out"

well() { screen | cut -c1-30; }
letter_xs() { well | awk -v L="$1" '{ for (i = 1; i <= length($0); i++) if (substr($0, i, 1) == L) print i - 1 }' | sort -n | uniq | tr '\n' ' '; }
letter_x() { letter_xs "$1" | awk '{ print $1 }'; }
letter_width() { letter_xs "$1" | wc -w | tr -d ' '; }
# Under load a key's effect may take seconds to show: lib's until_ok.
wait_until() { until_ok "$@"; }
x_is() { [ "$(letter_x "$1")" = "$2" ]; }
width_is() { [ "$(letter_width "$1")" = "$2" ]; }

# Key events as the protocol sends them (flags 1|2|4|8): arrows as CSI 1;1:E
# X with E 1 press, 3 release; other keys as CSI code[;1:E] u.
esc_hex() { tohex "$(printf "\033[$1")"; }
# shellcheck disable=SC2046
press() { hexbytes $(esc_hex "1;1:1$1"); }
# shellcheck disable=SC2046
release() { hexbytes $(esc_hex "1;1:3$1"); }
# shellcheck disable=SC2046
key_u() { hexbytes $(esc_hex "$1;1:1u") $(esc_hex "$1;1:3u"); }

# start_proto CONFIG: the game, told the terminal speaks the protocol, with
# CONFIG as its config file and all it writes in $OUT.
start_proto() {
    rm -f "$WORK/go" "$OUT"
    mkdir -p "$WORK/config/hexpuzzle"
    printf '%s\n' "$1" > "$WORK/config/hexpuzzle/config"
    rm -f "$WORK/raw"
    start 80 24 xterm-256color "stty -icanon -echo; touch '$WORK/raw'; while [ ! -e '$WORK/go' ]; do sleep 0.02; done; $GAME"
    tmx pipe-pane -o -t main "cat >> '$OUT'"
    # The reply is typed once the terminal no longer echoes or holds lines.
    until_ok [ -e "$WORK/raw" ] || bad "the game's shell sets the terminal up" "$(screen)"
    # shellcheck disable=SC2046
    hexbytes $(esc_hex "?0u")
    sleep 0.1
    touch "$WORK/go"
    wait_for "HEXTRIS" || bad "the game starts" "$(screen)"
    wait_until x_is I 15 || bad "the I piece starts in column 4" "$(screen)"
    wait_until pushed || bad "the game pushes the protocol" "$(proto_seqs)"
    # shellcheck disable=SC2046
    hexbytes $(esc_hex "?15u")
}

# The protocol sequences the game wrote, in order: ">N" for a push, "<" for
# a pop.
proto_seqs() { tr '\033' 'E' < "$OUT" | grep -o 'E\[[<>][0-9]*u' | sed 's/^E\[//; s/u$//' | tr '\n' ' '; }
last_is_pop() { [ "$(proto_seqs | awk '{ print $NF }')" = "<" ]; }
pushed() { proto_seqs | grep -q '>15'; }
# ended RC: the program has ended with RC (the pane's modes are the test's).
ended() { wait_for "EXITED rc=$1"; }
# The pane's output reaches $OUT through a pipe: it may lag the screen.
popped_last() { until_ok last_is_pop; }

# --- a held key, a turn meanwhile, a tap ------------------------------------
start_proto "das = 600
arr = 50"
check "the game pushes the protocol (flags 15) once answered" pushed
press D
# The first move seen must be the press's one column, and 0.2 s later the
# piece is still there: past the default das (167 ms), short of the
# config's (600 ms) even when the move was seen late. Timed from the move,
# not from the press, which a busy machine may read late.
x_not() { x=$(letter_x "$1"); [ -n "$x" ] && [ "$x" != "$2" ]; }
until_ok x_not I 15
x_first=$x
sleep 0.2
check "a press moves at once, then waits for das (600 ms from the config)" \
    sh -c '[ "$1" = 12 ] && [ "$2" = 12 ]' _ "$x_first" "$(letter_x I)"
sleep 0.6
check "held past das, the piece slides to the wall" wait_until x_is I 3
press A
release A
check "Up pressed meanwhile turns it" wait_until width_is I 6
x_after_turn=$(letter_x I)
release D
sleep 0.3
check "it stays put after the release" x_is I "$x_after_turn"
press C
release C
check "a tap moves exactly one column" wait_until x_is I $((x_after_turn + 3))
sleep 0.4
check "and no more" x_is I $((x_after_turn + 3))
# Curses reads no mouse while the protocol is on: the game's own parser.
click_sgr 64 10 10
check "a wheel step up (SGR report) turns it back" wait_until width_is I 2
click_sgr 2 10 10
check "a right click turns it again" wait_until width_is I 6
tmx resize-window -t main -x 40 -y 20
check "a resize still reaches the game" wait_for "terminal too small"
tmx resize-window -t main -x 80 -y 24
check "and back" wait_for "PAUSED"
key_u 112
check "p (CSI 112 u) resumes" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q PAUSED"
x_held=$(letter_x I)
press C
# The press is read (the piece has moved) before the focus goes; t, after
# the focus report, shows the stats once the game has read them both.
until_ok x_not I "$x_held"
hexbytes 1b 5b 4f
key_u 116
wait_for "Pieces [0-9]" || bad "the focus report is read" "$(screen)"
x_focus=$(letter_x I)
sleep 0.9
check "losing the focus lets go of a held key (its release may go elsewhere)" x_is I "$x_focus"
release C
key_u 116
until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Pieces [0-9]'"
key_u 63
check "help says keys come as presses and releases" wait_for "keys: press/release \(kitty protocol\)"
# shellcheck disable=SC2046
hexbytes $(esc_hex "?15u") $(esc_hex "?62;22c")
calm
check "late replies are no keys (an Esc would close the help)" wait_for "keys: press/release"
key_u 63
key_u 113
key_u 121
check "q y leaves with status 0" ended 0
check "the protocol was popped last on the way out" popped_last
check "focus reports were turned off too" until_ok sh -c "[ \"\$(tr '\033' 'E' < '$OUT' | grep -o 'E\[?1004[hl]' | tail -1)\" = 'E[?1004l' ]"

# --- the other ways out -----------------------------------------------------
# The protocol keeps its flags per screen: pushed on the alternate screen,
# popped before leaving it. "A" enters, "a" leaves it.
screens_and_seqs() { tr '\033' 'E' < "$OUT" | grep -o 'E\[?1049[hl]\|E\[[<>][0-9]*u' | sed 's/^E\[//; s/?1049h/A/; s/?1049l/a/; s/u$//' | tr '\n' ' '; }
screens_are() { [ "$(screens_and_seqs)" = "A >15 < a " ]; }
check "pushed on the alternate screen, popped before leaving it" until_ok screens_are

start_proto ""
# shellcheck disable=SC2046
hexbytes $(esc_hex "122;5u")
# A shell without job control leaves the game in an orphaned process
# group, where the kernel drops a stop: the game goes on as if continued.
pid=$(pane_program)
shell=$(tmx display-message -p -t main '#{pane_pid}')
# A continue sent before the stop would be lost: wait for the stop, or for
# the game paused after a stop the kernel dropped.
stopped_or_paused() { ps -o stat= -p "$pid" | grep -q T || screen | grep -q PAUSED; }
until_ok stopped_or_paused
kill -CONT "$pid" "$shell" 2>/dev/null
check "Ctrl-Z (a key in the protocol) suspends it as SIGTSTP: paused after" wait_for "PAUSED"
check "Ctrl-Z: popped before the stop, pushed again after" until_ok sh -c "sleep 0.2; [ \"\$(tr '\033' 'E' < '$OUT' | grep -o 'E\[[<>][0-9]*u' | tr '\n' ' ')\" = 'E[>15u E[<u E[>15u ' ]"
kill -TERM "$pid"
check "after Ctrl-Z, SIGTERM ends it with 143" ended 143
check "after Ctrl-Z and SIGTERM, the protocol was popped last" popped_last

start_proto "soft-drop = 20"
press B
# Held from when the game has read the press (its first row scores).
until_ok sh -c "[ \"\$(tmux -L '$SOCK' capture-pane -p -t main | sed -n 's/.*Score  \([0-9]*\).*/\1/p' | head -1)\" -ge 1 ]"
sleep 0.5
release B
# Level 1 falls a row a second: held for 0.5 s at 20 times that, the piece
# drops about ten rows (a point each); the terminal's repeats would give
# one.
check "a held Down soft-drops at soft-drop times gravity" until_ok sh -c "[ \"\$(tmux -L '$SOCK' capture-pane -p -t main | sed -n 's/.*Score  \([0-9]*\).*/\1/p' | head -1)\" -ge 5 ]"
kill -TERM "$(pane_program)"
check "SIGTERM ends it with 143" ended 143
check "SIGTERM: the protocol was popped last" popped_last

start_proto ""
kill -HUP "$(pane_program)"
check "SIGHUP ends it with 129" ended 129
check "SIGHUP: the protocol was popped last" popped_last

start_proto ""
# shellcheck disable=SC2046
hexbytes $(esc_hex "99;5u")
check "Ctrl-C (a key in the protocol) ends it with 130, as SIGINT" ended 130
check "Ctrl-C: the protocol was popped last" popped_last

# --- no answer: the terminal's own repeats, nothing pushed -------------------
# A game still running (a check above failed) would save as it is killed,
# after start has cleared the saves: end it first.
old=$(pane_program)
tmx kill-session -t main >/dev/null 2>&1
[ -z "$old" ] || until_ok sh -c "! kill -0 $old 2>/dev/null"
rm -f "$OUT"
start 80 24 xterm-256color "$GAME"
tmx pipe-pane -o -t main "cat >> '$OUT'"
wait_for "HEXTRIS" || bad "the game starts" "$(screen)"
keys Left
check "without an answer Left moves as before" wait_until x_is I 12
keys '?'
check "help says keys come as the terminal repeats them" wait_for "keys: as the terminal repeats them"
# shellcheck disable=SC2046
hexbytes $(esc_hex "?0u") $(esc_hex "?62;22c")
calm
check "a late reply is no key here either" wait_for "keys: as the terminal repeats them"
check "a late answer turns the protocol on then" wait_until pushed
keys Escape q y
expect_exit 0 "q y leaves with the terminal restored"

finish
