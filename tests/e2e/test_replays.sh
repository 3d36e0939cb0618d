#!/bin/sh
# Replays: a finished game is kept as a replay, listed by `hexpuzzle
# replays`, and `hexpuzzle replay --verify` replays it to what it claims;
# an edited replay is found out, a damaged one gives a one-line error.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state/hexpuzzle"
run() {
    out=$(XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" "$@" 2>"$WORK/err" </dev/null)
    rc=$?; err=$(cat "$WORK/err")
}

run "$BIN/hexpuzzle" replays
[ $rc -eq 0 ] && [ "$out" = "No replays kept yet." ] && ok "no replays yet" || bad "no replays yet" "rc=$rc out=$out"

# The game the viewer is tried on lasts a while, each move at a time of
# its own: a drop, then the clock shown at 0:03 or past, then one drop at
# a time, each waited for on the screen (the score goes up). A burst of
# keys would give a game of no length, where the viewer has nothing to
# pause, and moves sharing a millisecond, which one step back skips.
score_shown() { screen | sed -n 's/.*Score  *\([0-9]*\).*/\1/p' | head -1; }
drop_one() {
    before=$(score_shown); keys Space; d_i=0
    while [ $d_i -lt 100 ]; do
        [ "$(score_shown)" != "$before" ] && return 0
        screen | grep -q "GAME OVER" && return 0
        sleep 0.05; d_i=$((d_i + 1))
    done
}
start 80 24 xterm-256color "'$BIN/hextris' --seed 3"
wait_for "HEXTRIS" >/dev/null
drop_one
check "the hextris game's clock runs" wait_for "Time +0:0[3-9]"
drops=0
while [ $drops -lt 40 ] && ! screen | grep -q "GAME OVER"; do drop_one; drops=$((drops + 1)); done
check "a hextris game tops out" wait_for "GAME OVER"
keys q
expect_exit 0 "q leaves"

run "$BIN/hexpuzzle" replays
printf '%s\n' "$out" | grep -Eq '^ +1  [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}  hextris +[a-z:]*marathon +over ' \
    && ok "hexpuzzle replays lists the game" || bad "hexpuzzle replays" "rc=$rc out=$out err=$err"
printf '%s\n' "$out" | grep -Eq ' over +[0-9]+( |$)' && [ "$(printf '%s\n' "$out" | awk '{ print length }' | sort -n | tail -1)" -le 76 ] \
    && ok "...with its result, the score, in a line that fits a box at 80 columns" \
    || bad "replays: the result column" "out=$out"
run "$BIN/hexpuzzle" replay --verify 1
[ $rc -eq 0 ] && printf '%s' "$out" | grep -q "replays to what it claims: hextris over" \
    && ok "replay --verify 1 replays it to its claim" || bad "replay --verify 1" "rc=$rc out=$out err=$err"
file=$(ls "$STATE"/replays/*.replay | head -1)
run "$BIN/hexpuzzle" replay --verify "$file"
[ $rc -eq 0 ] && ok "replay --verify FILE too" || bad "replay --verify FILE" "rc=$rc err=$err"

run "$BIN/hexpuzzle" replay --export 1
printf '%s\n' "$out" > "$WORK/exported.replay"
cmp -s "$WORK/exported.replay" "$file" && [ $rc -eq 0 ] \
    && ok "--export writes the replay file as it is kept" || bad "--export" "rc=$rc err=$err"
mkdir -p "$WORK/elsewhere"
other=$(XDG_STATE_HOME="$WORK/elsewhere" "$BIN/hexpuzzle" replay --verify "$WORK/exported.replay" 2>&1)
[ $? -eq 0 ] && ok "...and it replays on another machine (another state directory)" \
    || bad "exported replay elsewhere" "$other"
run "$BIN/hexpuzzle" replay --export --verify 1
[ $rc -eq 2 ] && ok "--export with --verify is a usage error" || bad "--export --verify" "rc=$rc err=$err"
cp "$file" "$WORK/edited.replay"
sed -i 's/^figure .*/figure 999999/' "$WORK/edited.replay"
run "$BIN/hexpuzzle" replay --verify "$WORK/edited.replay"
lines=$(printf '%s\n' "$err" | wc -l)
[ $rc -eq 1 ] && [ "$lines" -eq 1 ] && printf '%s' "$err" | grep -q "claims over (figure 999999), replays to over" \
    && ok "an edited replay is found out, in one line" || bad "edited replay" "rc=$rc err=$err"
head -c 100 "$file" > "$WORK/cut.replay"
run "$BIN/hexpuzzle" replay --verify "$WORK/cut.replay"
[ $rc -eq 1 ] && [ "$(printf '%s\n' "$err" | wc -l)" -eq 1 ] && printf '%s' "$err" | grep -q "not a replay" \
    && ok "a cut replay: one line, exit 1" || bad "cut replay" "rc=$rc err=$err"
run "$BIN/hexpuzzle" replay --verify "$WORK/none.replay"
[ $rc -eq 1 ] && printf '%s' "$err" | grep -q "no such replay file" \
    && ok "a missing file: one line, exit 1" || bad "missing replay" "rc=$rc err=$err"
run "$BIN/hexpuzzle" replay --verify 7
[ $rc -eq 1 ] && printf '%s' "$err" | grep -q "no replay number 7" \
    && ok "a number past the list: one line, exit 1" || bad "replay 7" "rc=$rc err=$err"
# A hexmines loss on board 42 (2,0 is a mine once the centre is open).
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
wait_for "seed 42" >/dev/null
keys Space
wait_for "Time" >/dev/null
click_sgr 0 22 7
check "a hexmines game is lost" wait_for "BOOM"
keys q
check "q records the loss and leaves" until_ok sh -c "sleep 0.5; ls '$STATE'/replays | grep -q hexmines"
run "$BIN/hexpuzzle" replays
printf '%s\n' "$out" | head -1 | grep -Eq '^ +1  .*hexmines +[a-z:]*beginner +lost ' \
    && ok "the newest replay comes first" || bad "replays list order" "out=$out"
printf '%s\n' "$out" | head -1 | grep -Eq ' lost +[0-9]+\.[0-9]{3} s$' \
    && ok "...a loss with its time" || bad "replays: a loss's time" "out=$out"
run "$BIN/hexpuzzle" replay --verify 1
[ $rc -eq 0 ] && printf '%s' "$out" | grep -q "hexmines lost" \
    && ok "the hexmines replay replays to its loss" || bad "hexmines verify" "rc=$rc out=$out err=$err"

# Watching: the newest (the hexmines loss) by default, the hextris game as 2.
start 80 24 xterm-256color "'$BIN/hexpuzzle' replay"
check "hexpuzzle replay plays the newest game" wait_for "^Mines 10 .*REPLAY 0:0"
check "...to its end, which it claims" wait_for "end: lost, figure [0-9]+"
check "...the board as it ended" wait_for "\\*"
keys Home
check "Home: back to the start" wait_for "REPLAY 0:00/.*move 0/"
keys .
check ". : one move on" wait_for "move 1/"
keys q
expect_exit 0 "q leaves the viewer, terminal restored"

start 80 24 xterm-256color "'$BIN/hexpuzzle' replay 2"
check "replay 2: the hextris game, drawn by its own view" wait_for "HEXTRIS"
check "...as a replay" wait_for "REPLAY 0:0"
keys - -
check "- -: a quarter of the speed" wait_for "  1/4x  playing"
keys Space
check "Space pauses" wait_for "paused"
keys + + + +
check "+ four times: four times as fast" wait_for "  4x  "
keys - - - -
check "- four times: a quarter" wait_for "  1/4x  "
keys End
check "End: the end, as claimed" wait_for "end: over, figure"
keys ,
check ", : one move back" until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -Eq 'move ([0-9]+)/' && ! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'end: over'"
keys Left
check "Left: 5 s back, paused" wait_for "paused"
keys q
expect_exit 0 "q leaves"

start 80 24 xterm-256color "'$BIN/hexpuzzle' replay '$WORK/edited.replay'"
check "an edited replay plays" wait_for "REPLAY"
keys End
check "...and says at its end that it is not what it claims" wait_for "NOT AS CLAIMED"
keys q
expect_exit 0 "q leaves"

# From the menu: Scores, r, a replay chosen by key, then one by a click.
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
wait_for "1  Hex Mines" >/dev/null
keys "$MENU_SCORES"
check "the Scores page offers the replays" wait_for "r replays"
keys r
check "r lists them, newest first, records marked" wait_for "hextris .*over .*record"
keys Down Enter
check "Down Enter plays the second: the hextris game" wait_for "HEXTRIS"
check "...as a replay" wait_for "REPLAY"
keys q
check "q: back to the menu" wait_for "1  Hex Mines"
keys "$MENU_SCORES" r
wait_for "Replays" >/dev/null
until_ok sh -c "tmux -L '$SOCK' capture-pane -p -t main | grep -q hexmines"
pos=$(find_text "hexmines")
click_sgr 0 ${pos% *} ${pos#* }
check "a click on a line plays it: the hexmines game" wait_for "^Mines 10 .*REPLAY"
keys q
check "q: back to the menu again" wait_for "1  Hex Mines"
keys q
expect_exit 0 "q leaves the menu"

run "$BIN/hexpuzzle" replay "$WORK/cut.replay"
[ $rc -eq 1 ] && printf '%s' "$err" | grep -q "not a replay" \
    && ok "watching a cut replay: one line, exit 1" || bad "watch cut replay" "rc=$rc err=$err"
finish
