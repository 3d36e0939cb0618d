#!/bin/sh
# hextris across a slow link (tests/e2e/slow_link.py between tmux and the
# game, each way DELAY ms late), with a kitty at the far end that answers
# the keyboard protocol's query late, in one piece or cut in three, and
# with a terminal that does not speak the protocol. The game never waits
# for the answer: play starts at once with the plain keys, and the protocol
# comes on when the answer comes: then a held Left slides on after a turn.
# No answer shows as text or acts as a key, and after quitting (also when
# the answer comes after the game has decided to quit) the protocol is
# popped, the tty is restored and nothing stray reaches the shell.
FRESH_STATE=1
. "$(dirname "$0")/lib.sh"
# A lone ESC is the Esc key after curses' own short delay: an answer cut
# after its ESC must be read whole all the same.
ESCDELAY_TEST=25

command -v python3 >/dev/null 2>&1 || skip "python3 is needed for the relay"

# Seed 1 deals the I piece first: a vertical bar of three hexes in column 4
# of the 9x11 well, drawn large at 80x24 with column c's cells at x 3+3c.
GAME="'$BIN/hextris' --seed 1 --width 9 --height 11"
SHOWS="HEXTRIS"   # what $GAME shows once started
well() { screen | cut -c1-30; }
letter_x() {
    well | awk -v L="$1" '{ for (i = 1; i <= length($0); i++) if (substr($0, i, 1) == L) print i - 1 }' \
        | sort -n | head -1
}
x_is() { [ "$(letter_x "$1")" = "$2" ]; }
logged() { grep -q -- "$1" "$WORK/link.log" 2>/dev/null; }
# The kitty flags the relay's terminal holds pushed: the count after the
# last push or pop it met (0 when it met none).
stack_depth() { sed -n 's/.* stack \([0-9]*\)$/\1/p' "$WORK/link.log" | tail -1; }
popped() { depth=$(stack_depth); [ "${depth:-0}" = 0 ]; }

# link NAME DELAY RELAY-OPTIONS...: $GAME behind the relay, in a shell
# that after it prints the exit line and the tty's modes, then sleeps,
# reading nothing, so whatever reaches the tty later is echoed.
link() {
    name=$1; delay=$2; shift 2
    rm -f "$WORK/link.log" "$WORK/ctl"
    mkfifo "$WORK/ctl"
    cat > "$WORK/inner.sh" <<EOF
$GAME
echo "EXITED rc=\$?"
stty -a | tr ' ' '\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\n' ' '; echo
sleep 600
EOF
    start 80 24 xterm-256color "python3 '$ROOT/tests/e2e/slow_link.py' --delay $delay $* --ctl '$WORK/ctl' --log '$WORK/link.log' -- sh '$WORK/inner.sh'"
    # "At once": it does not wait for the answer, which comes within
    # 2.5 s; a deadline here would time the machine, not the game.
    check "$name: the game starts at once" wait_for "$SHOWS"
}
# ctl LINE...: tells the relay's keyboard (never blocking on a relay gone).
ctl() { timeout 5 sh -c 'printf "%s\n" "$@" > "$0"' "$WORK/ctl" "$@"; }

# What a late answer must never leave on the screen: the help box or a
# question opened by its bytes taken as keys, or the bytes themselves.
no_stray_text() { ! screen | grep -Eq '\[\?|\?[0-9;]*[uc]|keys:|\(y/n\)|PAUSED'; }

# quit_clean NAME: q and y leave; the protocol is left popped, the tty
# restored, and text typed after the exit comes to the shell's line alone:
# nothing from the terminal came before it.
quit_clean() {
    keys q
    check "$1: q asks to quit" wait_for '\(y/n\)'
    keys y
    expect_exit 0 "$1: y leaves, the tty restored"
    after_exit "$1"
}
after_exit() {
    check "$1: the protocol is popped as often as it was pushed" popped
    keys MARK
    check "$1: text typed after the exit reaches the shell's line" wait_for 'MARK'
    check "$1: nothing stray reached the shell before it" no_echoed_escapes
}
# The tty echoes an ESC that reaches it as ^[.
no_echoed_escapes() { ! screen | grep -q '\^\['; }

# hold_left_and_turn NAME: Left held, Up tapped at once: a keyboard stops
# repeating the first key when a second is pressed, so only the game's own
# DAS and ARR, going on after the turn, take the piece to the left wall.
hold_left_and_turn() {
    ctl "press left" "tap up"
    check "$1: a held Left slides on after a turn, to the wall" until_ok x_is I 3
    ctl "release left"
}

# help_says NAME: the help names how keys come in; ? closes it.
help_says() {
    keys '?'
    check "$1: the help says keys come as presses and releases" \
        wait_for 'keys: press/release \(kitty protocol\)'
    keys '?'
    check "$1: ? closes the help" until_ok no_stray_text
}

for case in "150:" "300:--split"; do
    delay=${case%%:*}; opts=${case#*:}
    late=$((2 * delay))
    name="kitty answering ${late} ms late${opts:+, cut in pieces}"
    link "$name" "$delay" --kitty $opts
    check "$name: the protocol is pushed when the answer comes" until_ok logged 'push 15 stack 1'
    help_says "$name"
    hold_left_and_turn "$name"
    check "$name: no answer shows as text or acts as a key" no_stray_text
    quit_clean "$name"
done

# A terminal that does not speak the protocol, 600 ms away: plain keys,
# nothing pushed, nothing stray.
name="no protocol, 600 ms away"
link "$name" 300 --split
keys Left
check "$name: Left moves the piece one column" until_ok x_is I 12
check "$name: the terminal's answer to DA1 came" until_ok logged 'reply from tmux'
check "$name: nothing is pushed" sh -c "! grep -q push '$WORK/link.log'"
check "$name: no answer shows as text or acts as a key" no_stray_text
quit_clean "$name"

# From the menu into hextris and back before a slow kitty's answer comes:
# the answer is taken in the menu (cut in pieces, it is no Esc and no
# text there), and the next hextris pushes the protocol at once.
name="an answer that comes in the menu"
GAME="'$BIN/hexpuzzle'" SHOWS="1  Hex Mines"
link "$name" 150 --kitty --answer-after 2500 --split
keys Down Enter
check "$name: hextris starts from the menu" wait_for "HEXTRIS  marathon"
keys q
check "$name: q asks to quit" wait_for "Quit this game"
keys y
check "$name: y goes back to the menu" wait_for "1  Hex Mines"
# The menu whole (its last line drawn) and still, before it is kept to
# compare with.
wait_for "$MENU_QUIT  Quit" >/dev/null
settle
menu=$(screen)
check "$name: the answer reaches the game" until_ok logged 'delivered answer'
check "$name: ... and the DA1 answer too" until_ok logged 'delivered reply from tmux'
calm
check "$name: the menu is as it was: no answer shows or acts as a key" [ "$(screen)" = "$menu" ]
keys Enter
check "$name: hextris starts again" wait_for "HEXTRIS  marathon"
check "$name: and pushes the protocol at once" until_ok logged 'push 15 stack 1'
# (It may ask first whether to resume the game quit above: q leaves that.)
keys q
wait_for "Quit this game|1  Hex Mines"
if screen | grep -q "Quit this game"; then keys y; fi
check "$name: q goes back to the menu" wait_for "1  Hex Mines"
keys q
expect_exit 0 "$name: q leaves the menu, the tty restored"
after_exit "$name"
GAME="'$BIN/hextris' --seed 1 --width 9 --height 11" SHOWS="HEXTRIS"

# The game quits (SIGTERM) as soon as its question has reached the
# terminal, before the answer is back: it waits for the answers owed (and
# pops whatever it pushed), so that none reaches the shell.
name="quitting before the answer"
link "$name" 300 --kitty
check "$name: the query reaches the terminal" until_ok logged query
relay=$(pane_program)
game=""
for p in $(pgrep -P "$relay"); do game=$(pgrep -P "$p" | head -1); done
if [ -n "$game" ]; then kill -TERM "$game"; fi
expect_exit 143 "$name: SIGTERM leaves, the tty restored"
after_exit "$name"

finish
