#!/bin/sh
# The daily game: today's board (UTC) shown as "daily DATE" instead of its
# seed, recorded in the day's own table, once a day (a second start says
# how it went; a game left in the middle resumes), no --dump of it, no
# --seed with it; and a ranked game's seed hidden until it has ended.
# Run on either side of midnight UTC, a check may see two days: rare,
# and it says so.
. "$(dirname "$0")/lib.sh"

TODAY=$(date -u +%Y-%m-%d)
STATE="$WORK/state/hexpuzzle"
cx() { echo $((20 + 4 * $2 + 2 * ($1 % 2) + 2)); }
cy() { echo $((2 + 2 * $1 + 1)); }
run() {
    out=$(XDG_STATE_HOME="$WORK/state" XDG_CONFIG_HOME="$WORK/config" "$@" 2>"$WORK/err" </dev/null)
    rc=$?; err=$(cat "$WORK/err")
}

# --- hexmines --daily --------------------------------------------------------
start 80 24 xterm-256color "'$BIN/hexmines' --daily"
check "hexmines --daily names the day where the seed would be" wait_for "^Mines 10 .*beginner  daily $TODAY"
check "...and shows no seed" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | head -1 | grep -q seed"
keys Space
wait_for "Time" >/dev/null
# Without peeking the board is unknown: clicks on every cell in turn end
# the game, on a mine (or, rarely, a win).
for r in 0 1 2 3 4 5 6 7 8; do
    for c in 0 1 2 3 4 5 6 7 8; do
        screen | grep -Eq "BOOM|[Ll]ost|You won" && break 2
        click_sgr 0 "$(cx $r $c)" "$(cy $r)"
    done
done
check "the daily game ends" wait_for "BOOM|[Ll]ost|You won"
check "...a daily: its day stays where the seed would be" wait_for "daily $TODAY"
keys Enter q
expect_exit 0 "q leaves"
check "...and it went to the day's own table" grep -Eq "^result hexmines daily-$TODAY:beginner (won|lost) " "$STATE/scores"
check "...not to the normal one" until_ok sh -c "! grep -q '^result hexmines beginner ' '$STATE/scores'"

run "$BIN/hexmines" --daily
if [ $rc -eq 0 ] && printf '%s' "$out" | grep -Eq "^today's daily hexmines \(beginner\) is played: (won|lost), [0-9.]+ s; the next in [0-9]+ h [0-9]{2} min$"; then
    ok "a second --daily the same day says how it went, exit 0"
else
    bad "a second --daily the same day" "rc=$rc out=$out err=$err"
fi
run "$BIN/hexmines" --daily -p expert
if printf '%s' "$err" | grep -q "needs a terminal" && [ -z "$out" ]; then
    ok "another preset's daily is a daily of its own (it would start: no terminal here)"
else
    bad "another preset's daily is a daily of its own" "rc=$rc out=$out err=$err"
fi

run "$BIN/hexmines" --daily --dump
[ $rc -eq 1 ] && [ -z "$out" ] && printf '%s' "$err" | grep -q "daily board of $TODAY: no --dump until that day ends (UTC)" \
    && ok "--dump of today's daily is refused" || bad "--dump of today's daily" "rc=$rc out=$out err=$err"
run "$BIN/hexmines" --daily --seed 5
[ $rc -eq 2 ] && printf '%s' "$err" | grep -q "do not go together" \
    && ok "--daily with --seed is a usage error" || bad "--daily --seed" "rc=$rc err=$err"

# --- a ranked game hides its seed; a chosen one shows it ----------------------
start 80 24 xterm-256color "'$BIN/hexmines'"
check "a ranked game shows no seed while it plays" until_ok sh -c "sleep 0.3; tmux -L '$SOCK' capture-pane -p -t main | head -1 | grep -Eq '^Mines 10 .*beginner  no-guess'"
# "Time" shows from the start: the centre cell, where the first reveal
# is, tells when it has been read.
centre_open() { [ "$(char_at "$(cx 4 4)" "$(cy 4)")" != "." ]; }
keys Space
until_ok centre_open
# A random board is now and then won whole by its first reveal: then
# another (N), which has something left to replay.
tries=0
while [ "$tries" -lt 8 ] && screen | grep -q "[Yy]ou won"; do
    keys N
    until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q '[Yy]ou won'"
    keys Space
    until_ok centre_open
    tries=$((tries + 1))
done
keys r
check "r asks" wait_for "replay the board"
keys y
check "a board replayed with r is known: assisted, never ranked" wait_for "^Mines 10 .*no-guess  assisted"
keys q
# Gone before the next start: killed with q unread, it could save.
wait_for "EXITED" >/dev/null
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
check "a chosen seed is shown" wait_for "beginner  seed 42  no-guess"
keys q
wait_for "EXITED" >/dev/null

# --- hextris --daily: left in the middle, it resumes; ended, once a day -------
start 80 24 xterm-256color "'$BIN/hextris' --daily"
check "hextris --daily names the day in the panel" wait_for "Daily  $TODAY"
check "...and no seed" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'Seed '"
keys Space
keys q
check "q asks to leave" wait_for "y/n"
keys y
expect_exit 0 "y leaves, the game saved"
check "the save keeps the game's ranking" grep -q "^daily $TODAY\$" "$STATE/hextris.save"
start 80 24 xterm-256color "'$BIN/hextris' --daily"
check "a second --daily with the game left in the middle offers it" wait_for "Resume the saved game"
keys y p
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
check "the daily's game ends" wait_for "GAME OVER"
check "...into the day's table, named short" wait_for "marathon table: [0-9]+"
check "...as the daily" wait_for "First in the daily"
check "...in the score file" until_ok grep -q "^result hextris daily-$TODAY:marathon over " "$STATE/scores"
keys q
expect_exit 0 "q leaves"
run "$BIN/hextris" --daily
printf '%s' "$out" | grep -Eq "^today's daily hextris \(marathon\) is played: over, [0-9]+; the next in" && [ $rc -eq 0 ] \
    && ok "a second hextris --daily says how it went" || bad "a second hextris --daily" "rc=$rc out=$out err=$err"
# --- from the menu: d on a game's line ---------------------------------------
rm -f "$STATE"/*.save
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "the menu says d starts the daily" wait_for "d daily"
keys Down
check "on Hex Tetris too" wait_for "d daily"
keys d
check "d on Hex Tetris: the day's game, played already today" wait_for "today's daily hextris \\(marathon\\) is played"
keys Enter
check "any key: back to the menu" wait_for "1  Hex Mines"
keys Up Right Right d
check "d on Hex Mines expert: today's expert daily" wait_for "^Mines 99 .*expert  daily $TODAY"
keys Space
wait_for "Time 0:0[1-9]" >/dev/null
keys q
check "q asks to leave" wait_for "y/n"
keys y
check "y: back to the menu, the daily saved" wait_for "1  Hex Mines"
check "...with its ranking" until_ok grep -q "^daily $TODAY\$" "$STATE/hexmines.save"
keys d
check "d again offers the daily left in the middle" wait_for "Resume it"
keys n
check "n gives the daily up: the day's go is spent" \
    until_ok sh -c "grep -q '^result hexmines daily-$TODAY:expert quit ' '$STATE/scores'"
keys q
keys Down Down Down
check "off the game lines the menu does not offer d" until_ok sh -c "! tmux -L '$SOCK' capture-pane -p -t main | grep -q 'd daily'"
keys q
expect_exit 0 "q leaves the menu"

if [ "$(date -u +%Y-%m-%d)" != "$TODAY" ]; then
    echo "  note $TEST_NAME: the UTC day changed during the test; a failure above may be that"
fi
finish
