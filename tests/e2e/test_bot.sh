#!/bin/sh
# hextris' bot, end to end: `hextris --demo` plays by itself (the score
# goes up with no key pressed) and a key ends it with the terminal
# restored; nothing of it is recorded; the menu left alone runs the demo,
# a key brings the menu back, and with demo-after = 0 it never does. b in
# an unranked (seeded) game shows the bot's placement and the game is
# assisted, in its table too; in a ranked game b is refused.
. "$(dirname "$0")/lib.sh"

mkdir -p "$WORK/config/hexpuzzle"

score() { screen | sed -n 's/.*Score  *\([0-9][0-9]*\).*/\1/p' | head -n 1; }
scored() { s=$(score); [ "${s:-0}" -gt 0 ]; }

for term in xterm-256color screen; do
    start 80 24 "$term" "$BIN/hextris --demo --seed 5"
    check "$term: --demo shows the demo" wait_for "DEMO  any key: leave"
    check "$term: the bot plays by itself (its score goes above 0)" until_ok scored
    keys x
    expect_exit 0 "$term: a key ends the demo, the terminal restored"
done
found=$(find "$WORK/state" -type f 2>/dev/null | head -n 5)
check "nothing of the demos was recorded (${found:-no files})" test -z "$found"

start 80 24 xterm-256color "$BIN/hextris --demo --daily"
expect_exit 2 "--demo --daily is refused"

printf 'demo-after = 1\n' > "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "$BIN/hexpuzzle"
check "the menu comes up" wait_for "hex-grid puzzle games"
# Left alone a second the menu runs the demo: under load it may show later,
# yet well before the minute it waits without demo-after.
check "left alone a second, the menu runs the demo" wait_for "DEMO  any key: leave"
keys j
check "a key ends the idle demo: the menu again" wait_for "hex-grid puzzle games"
check "the key only ended the demo (the first line still chosen)" wait_for "> 1  Hex Mines"
keys q
expect_exit 0 "q leaves the menu after a demo"
found=$(find "$WORK/state" -type f 2>/dev/null | head -n 5)
check "the idle demo recorded nothing (${found:-no files})" test -z "$found"

printf 'demo-after = 0\n' > "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "$BIN/hexpuzzle"
check "the menu comes up (demo-after = 0)" wait_for "hex-grid puzzle games"
sleep 2.5
check "demo-after = 0: no demo" until_ok sh -c "! tmux -L '$SOCK' -f /dev/null capture-pane -p -t main | grep -q DEMO"
keys q
expect_exit 0 "q leaves the menu"

rm -f "$WORK/config/hexpuzzle/config"
start 80 24 xterm-256color "$BIN/hextris --seed 3"
check "a seeded game starts" wait_for "Seed   3"
keys i
check "i (the hint) shows the bot's placement in crosses" wait_for "\\+\\+"
check "i marks the game assisted" wait_for "assisted: (i bot's ghost|hold \\(c\\), then \\+\\+)"
keys i
check "i again hides it" until_ok sh -c "sleep 0.5; ! tmux -L '$SOCK' -f /dev/null capture-pane -p -t main | grep -q '++'"
i=0
while [ $i -lt 40 ] && ! screen | grep -q "GAME OVER"; do keys Space; sleep 0.05; i=$((i + 1)); done
check "the assisted game ends" wait_for "GAME OVER"
keys q
expect_exit 0 "q after the assisted game"
verified=$(XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" "$BIN/hexpuzzle" replay --verify 1 2>&1)
check "its replay plays again to an assisted game" until_ok sh -c "printf '%s' \"\$1\" | grep -q 'replays to what it claims: hextris over, figure [0-9]*, assisted'" x "$verified"
check "its result went to the seeded table, assisted (the 1 after the score)" \
    until_ok grep -q "^result hextris seeded:marathon over [0-9]* 1 3 " "$WORK/state/hexpuzzle/scores"

FRESH_STATE=1 start 80 24 xterm-256color "$BIN/hextris"
check "a ranked game starts" wait_for "HEXTRIS"
keys i
check "i is refused in a ranked game" wait_for "for unranked games"
check "and no placement is shown" until_ok sh -c "! tmux -L '$SOCK' -f /dev/null capture-pane -p -t main | grep -q '++'"
keys q
keys y
expect_exit 0 "q y leaves the ranked game"

finish
