#!/bin/sh
# Races between two terminals of one user (hexpuzzle play-with, no host
# install): one waits, the other lists the lobby (and the menu shows it)
# and invites, the first accepts; a whole hexmines race is played by
# clicks from the board's --dump, the other side's progress shown live,
# the winner and the loser told, and the match decided, q leaves at once
# a board still in play; then a player's process is stopped
# (SIGSTOP) mid-match: the other plays on unstalled and wins by forfeit
# after the grace time, and the stopped one, let go, is told it lost;
# both stopped at once past the grace time and let go together play on
# to one verdict on both screens; one who quits mid-match forfeits it, as
# does one whose game gets SIGTERM or SIGHUP (the terminal restored);
# a mine ends a race, its end offering only the review and leaving; and
# a whole hexcells race goes to the fewer mistakes, though later.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/match_board.sh"

ME=$(id -un)
MATCHDIR="$WORK/state/hexpuzzle/match"
HEXPUZZLE="$BIN/hexpuzzle"
GRACE_S=$(($(sed -n 's/.*MATCH_GRACE_MS = \([0-9]*\).*/\1/p' "$ROOT/src/session/match.h") / 1000))

board_of() { screen_of "$1" | sed '1,2d; /^? help/d'; }
same_board() { [ "$(board_of a)" = "$(board_of b)" ]; }

# --- the help and a game with no match ---------------------------------------
help=$("$BIN/hexpuzzle" play-with --help)
for g in $GAMES; do
    printf '%s\n' "$help" | grep -Eq "^  $g +[a-z]" \
        && ok "play-with --help says what decides a $g match" || bad "help: $g" "$help"
done
out=$("$BIN/hexpuzzle" play-with "$ME" chess 2>&1); rc=$?
[ "$rc" = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] && printf '%s' "$out" | grep -q "no match of 'chess' ($(printf '%s' "$GAMES" | tr '\n' ',' | sed 's/,$//; s/,/, /g'))" \
    && ok "a game with no match is refused in one line naming those that have one" || bad "no match" "$rc $out"

# --- the lobby, an invitation, a whole race --------------------------------
start_in a "'$BIN/hexpuzzle' play-with --wait hexmines"
check_in "a player waits for a hexmines match" a "Waiting for a hexmines match as $ME"
check_in "...and the lobby says matches with others need the host install" a \
    "need the host install \\(the Debian package\\)"
start_in c "'$BIN/hexpuzzle'"
check_in "the menu has a line to play with someone" c "$MENU_PLAY_WITH  Play with someone"
keys_in c "$MENU_PLAY_WITH"
check_in "...which lists who waits" c "$ME +hexmines +\\(pid [0-9]+\\)"
check_in "...and says two terminals of one user can try it" c "two terminals of one user can try it"
keys_in c x
check_in "a key goes back to the menu" c "$MENU_QUIT  Quit"
keys_in c q
check_in "...and q leaves it" c "EXITED rc=0"
start_in b "'$BIN/hexpuzzle' play-with; '$BIN/hexpuzzle' play-with '$ME' hexmines"
check_in "the lobby lists who waits, by login and game" b "^  $ME +hexmines"
check_in "the invitation is shown to the one waiting" a "$ME invites you to a hexmines race, best of 1"
check "the invitation names the board's seed, drawn for the match" until_ok dump_invited
keys_in a y Enter
check_in "accepted, the race begins for the one invited" a "Race vs $ME: "
check_in "...and for the one inviting" b "Race vs $ME: "
check "both play the same board" until_ok same_board
# One hidden number opened on b raises the share a is shown.
shown_before=$(screen_of a | sed -n 2p)
one_number b
progress_moved() {
    now=$(screen_of a | sed -n 2p)
    [ "$now" != "$shown_before" ] && printf '%s\n' "$now" | grep -Eq "Race vs $ME: [0-9]+%, 0 flags"
}
check "the other side's progress shows live" until_ok progress_moved
safe_clicks b
check_in "the first to clear wins the race" b "You won in"
check_in "...its end offering only leaving: no new board, replay or undo" b \
    "You won in [0-9.]+ s!  3BV [0-9]+  3BV/s [0-9.]+  q leave *$"
check_in "...and is told the match is won" b "Match: you won 1-0 against $ME"
check_in "the other side is told it lost" a "Match: you lost 0-1 against $ME"
keys_in a q
check_in "the match decided, q leaves the loser's board, still in play, at once" a "EXITED rc=0"
check "...without asking" sh -c "! tmux -L '$SOCK' capture-pane -p -t a | grep -q 'Quit this game'"
keys_in b Escape
keys_in b q
check_in "the winner leaves" b "EXITED rc=0"
check "a finished match leaves no files of its own behind" until_ok \
    sh -c "! ls '$MATCHDIR' | grep -q ."

# --- a stopped player forfeits; the other plays on -------------------------
start_in a "'$BIN/hexpuzzle' play-with --wait hexmines"
wait_in a "Waiting for a hexmines match" >/dev/null
waiter=$(ls "$MATCHDIR" | sed -n 's/^wait-\([0-9]*\)$/\1/p')
start_in b "'$BIN/hexpuzzle' play-with --best-of 3 '$ME' hexmines"
check_in "best of 3 is offered" a "invites you to a hexmines race, best of 3"
until_ok dump_invited >/dev/null
keys_in a y Enter
check_in "the race of three begins" b "round 1 of 3, 0-0"
wait_in a "round 1 of 3" >/dev/null
clicks=$(safe_clicks_made)
# The time is read before the stop: read after, a busy machine's delay in
# reading it would shorten the wait measured below.
stopped_at=$(date +%s%3N)
kill -STOP "$waiter"
# Each side's round runs on its own clock, from when it began there: a
# clear wins once the other side is past its time. The stopped side's
# time stands still at what its screen shows (to the second below); the
# clear is made once the other's own clock is two seconds past that, so
# that the stopped side cannot have been past it, however late either
# side began.
time_of() { screen_of "$1" | sed -n '1s/.*Time \([0-9]*\):\([0-9][0-9]\).*/\1 \2/p' | { read -r m s && echo $((m * 60 + ${s#0})); }; }
a_stood=$(time_of a)
b_past() { t=$(time_of b) && [ -n "$t" ] && [ "$t" -ge $((a_stood + 2)) ]; }
until_ok b_past
# shellcheck disable=SC2086
tmx send-keys -t b -H $clicks
check_in "the other player's game goes on while one is stopped" b "You won in"
check_in "...but a clear does not win while the other side may have come first" b \
    "Race vs $ME: [0-9]+%, 0 flags \\| round 1 of 3, 0-0"
check_in "the stopped player forfeits after the grace time" b \
    "Match: you won: $ME went silent for $GRACE_S s" $((GRACE_S + 15))
# Silence is counted from the stopped side's last report, which may have
# gone up to a beat before the stop.
BEAT_MS=$(sed -n 's/.*MATCH_BEAT_MS = \([0-9]*\).*/\1/p' "$ROOT/src/session/match.h")
waited=$(($(date +%s%3N) - stopped_at))
check "...not before it ($waited ms after the stop)" [ "$waited" -ge $((GRACE_S * 1000 - BEAT_MS)) ]
kill -CONT "$waiter"
check_in "the stopped player, let go, is told it lost by forfeit" a "Match: you lost by forfeit"
keys_in a q
keys_in b Escape
keys_in b q
check_in "both leave, the match decided, at once" a "EXITED rc=0"
check_in "...both of them" b "EXITED rc=0"

# --- both stopped at once: the match goes on, one verdict on both --------------
# race_begun WHAT: a waits for a hexmines race, b invites it, a accepts once
# the board's dump is had; the race begins on both.
race_begun() {
    start_in a "'$BIN/hexpuzzle' play-with --wait hexmines"
    wait_in a "Waiting for a hexmines match" >/dev/null
    start_in b "'$BIN/hexpuzzle' play-with '$ME' hexmines"
    wait_in a "invites you" >/dev/null
    until_ok dump_invited >/dev/null
    keys_in a y Enter
    wait_in a "Race vs $ME: " >/dev/null
    check_in "a race begins, $1" b "Race vs $ME: "
}
race_begun "to stop both sides of"
pids=$(ls "$MATCHDIR" | sed -n 's/^msg-\([0-9]*\)-\([0-9]*\)-0$/\1 \2/p')
clicks=$(safe_clicks_made)
# shellcheck disable=SC2086
kill -STOP $pids
sleep $((GRACE_S + 2))
# shellcheck disable=SC2086
kill -CONT $pids
# Woken after the grace time, each side hears the other before it could
# find it silent: neither claims the match, which goes on to its clear.
# shellcheck disable=SC2086
tmx send-keys -t b -H $clicks
check_in "both stopped past the grace time and let go, the match goes on to its end" b \
    "Match: you won 1-0 against $ME"
check_in "...and the other side tells the same end" a "Match: you lost 0-1 against $ME"
leave_match() {
    keys_in "$1" Escape
    keys_in "$1" q
    check_in "$2" "$1" "EXITED rc=0"
}
leave_match a "the loser leaves at once"
leave_match b "...and the winner"

# --- quitting mid-match gives it up ----------------------------------------
start_in a "'$BIN/hexpuzzle' play-with --wait hexmines"
wait_in a "Waiting for a hexmines match" >/dev/null
start_in b "'$BIN/hexpuzzle' play-with '$ME' hexmines"
wait_in a "invites you" >/dev/null
keys_in a n Enter
check_in "a declined invitation is told to the inviter" b "$ME declined"
check_in "...and the one declining waits on" a "Declined\\. Still waiting\\."
start_in b "'$BIN/hexpuzzle' play-with '$ME' hexmines"
invited_twice() { [ "$(screen_of a | grep -c 'invites you')" -ge 2 ]; }
until_ok invited_twice
keys_in a y Enter
wait_in b "Race vs" >/dev/null
check_in "a race has no pause" b "Race vs"
keys_in b p
check_in "...said so on the message line" b "Not in a race: no pause, undo or help"
keys_in a q
check_in "quitting mid-race asks first" a "Quit this game\\? \\(y/n\\)"
keys_in a y
check_in "the one who quits leaves" a "EXITED rc=0"
check_in "the other wins at once" b "Match: you won: $ME left\\."

# --- a signal mid-match: the game leaves by its normal path, and leaves the
# match (the terminal restored, the other side told it left) -----------------
leave_by_signal() {
    race_begun "for SIG$1"
    lb_pid=$(pgrep -P "$(tmx display-message -p -t a '#{pane_pid}')" | head -1)
    kill -"$1" "$lb_pid"
    check_in "SIG$1 mid-match: the game leaves with 128+N" a "EXITED rc=$2"
    check "...the terminal restored: no alternate screen, no mouse reports" \
        test "$(tmx display-message -p -t a '#{alternate_on}#{mouse_any_flag}#{mouse_sgr_flag}')" = 000
    # "left", not "went silent": told by the leaving side, not found out
    # after the grace time.
    check_in "...and the other side wins, told why" b "Match: you won: $ME left\\."
    leave_match b "...and leaves"
}
leave_by_signal TERM 143
leave_by_signal HUP 129

# --- a mine ends a race: its end offers only the review and leaving ---------
race_begun "for a mine"
first_mine() {
    for r in 0 1 2 3 4 5 6 7 8; do
        for c in 0 1 2 3 4 5 6 7 8; do
            [ "$(truth $r $c)" = "*" ] && { echo "$(cx $r $c) $(cy $r)"; return 0; }
        done
    done
    return 1
}
# shellcheck disable=SC2046
click_in a $(first_mine)
check_in "a mine ends the race; its line offers the review and leaving, no undo, new board or replay" \
    a "BOOM! [0-9]+/[0-9]+ 3BV solved  [^ ]+ review  q leave *$"
check_in "...and the other side wins the match" b "Match: you won 1-0 against $ME"
leave_match a "the one who hit the mine leaves at once"
leave_match b "...and the other"

# --- a hexcells race: fewest mistakes, then time -----------------------------
start_in a "'$BIN/hexpuzzle' play-with --wait hexcells"
wait_in a "Waiting for a hexcells match" >/dev/null
start_in b "'$BIN/hexpuzzle' play-with '$ME' hexcells"
check_in "a hexcells race is offered" a "invites you to a hexcells race, best of 1"
check "the invitation's puzzle can be had from its seed" until_ok export_invited
keys_in a y Enter
check_in "the hexcells race begins" b "Race vs $ME: [0-9]+%, 0 mistakes \\| round 1 of 1"
wait_in a "Race vs" >/dev/null
check "both race on the same puzzle" until_ok same_board
covered_in() { [ "$(screen_of "$1" | sed -n "$(($3 + 1))p" | cut -c "$(($2 + 1))")" = . ]; }
# b calls a black hex blue: a mistake, which a sees.
# shellcheck disable=SC2046
set -- $(grep ' black$' "$WORK/race.cells" | head -1)
click_in b "$1" "$2"
check_in "a mistake shows on the other side" a "Race vs $ME: [0-9]+%, 1 mistake \\|"
solve_in b
check_in "b clears, with a mistake" b "Race vs $ME: [0-9]+%, 0 mistakes \\| round 1 of 1, 0-0"
check_in "...which a sees, and is not beaten yet: it has made none" a "Race vs $ME: clear in [0-9]+\\.[0-9] s \\| round 1 of 1, 0-0"
solve_in a
check_in "a clears with fewer mistakes, later, and wins" a "Match: you won 1-0 against $ME"
check_in "...its end offering only leaving: no new puzzle or replay" a \
    "Solved in [0-9.]+ s with 0 mistakes!  q leave *$"
check_in "...and b is told it lost" b "Match: you lost 0-1 against $ME"

finish
