#!/bin/sh
# A hextris versus match where one player (a) sits behind a slow link
# (tests/e2e/slow_link.py, 150 ms each way: a 300 ms round trip) and the
# other (b) does not. The slow player's own moves show within the link's
# delay and a frame, also while the other player's process is stopped:
# its game never waits for the other's. The fast player's clear of three
# rows sends three rows of garbage (the table: 3 for 3), which reach the
# slow player's well when they arrive; the match is played to its end,
# and both screens tell the same winner.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/versus_checks.sh"

command -v python3 >/dev/null 2>&1 || skip "python3 is needed for the relay"

ME=$(id -un)
MATCHDIR="$WORK/state/hexpuzzle/match"
DELAY_MS=150
# How long a move may take to show behind the link: its round trip, and
# more than enough for a frame, this script's looks at the screen (each a
# python3 started, slow on a busy machine) and a busy machine; well under
# the grace time (10 s), which a game waiting for the other (stopped)
# player's would wait out.
SHOWN_MS=$((2 * DELAY_MS + 5700))

# --- the match begins, a behind the slow link ----------------------------------
start_in a "python3 '$ROOT/tests/e2e/slow_link.py' --delay $DELAY_MS -- '$BIN/hexpuzzle' play-with --wait hextris"
check_in "the slow player waits for a hextris match" a "Waiting for a hextris match"
start_in b "'$BIN/hexpuzzle' play-with '$ME' hextris"
check_in "...and is invited" a "$ME invites you to a hextris versus, best of 1"
keys_in a y Enter
check_in "versus begins behind the slow link" a "Versus vs $ME: 0 rows, 0 waiting \\| round 1 of 1, 0-0"
check_in "...and for the fast player" b "Versus vs $ME: 0 rows, 0 waiting \\| round 1 of 1, 0-0"
fast=$(ls "$MATCHDIR" | sed -n 's/^msg-[0-9]*-\([0-9]*\)-0$/\1/p' | head -n 1)
check "the fast player's process is known ($fast)" [ -n "$fast" ]

# --- the slow player's own game never waits for the other's ----------------------
moves_shown_while_stopped a "$fast" "$SHOWN_MS"

# --- the fast player's clear sends garbage to the slow player's well -----------
garbage_cleared_and_sent a b

# --- the match to its end, one winner on both screens ------------------------------
top_out_in a
check_in "the slow player tops out" a "YOU LOSE"
check_in "...and is told it lost the match" a "Match: you lost 0-1 against $ME"
check_in "the fast player is told it won" b "Match: you won 1-0 against $ME"
check_in "...its game won by it" b "YOU WIN"
for s in a b; do
    keys_in "$s" Escape
    keys_in "$s" q
done
check_in "the slow player leaves" a "EXITED rc=0"
check_in "...and the fast one" b "EXITED rc=0"

finish
