#!/bin/sh
# A match between the users of a host, through their recorders, with one
# player (A, the waiter, on a) behind a slow link (tests/e2e/slow_link.py,
# 150 ms each way: a 300 ms round trip) and the other (B, on b) not: root
# with two throwaway users on a private setgid install, as
# test_host_match.sh sets them up.
#   - a whole hexmines race, won by the slow player: both screens tell
#     the same winner, and the ladder counts the match once;
#   - a hextris versus: the slow player's own moves show within the
#     link's round trip while the other player's game process is stopped
#     (its game never waits for the other's); the fast player's clear of
#     three rows sends three rows of garbage (the table: 3 for 3), which
#     reach the slow player's well through both recorders; the slow
#     player tops out, both screens tell the same winner, the ladder
#     counts it once.
# Without root, useradd, setpriv, a games group or python3 it is skipped.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"
. "$(dirname "$0")/match_board.sh"
. "$(dirname "$0")/host_match.sh"
. "$(dirname "$0")/versus_checks.sh"

command -v python3 >/dev/null 2>&1 || skip "python3 is needed for the relay"
host_match_setup
DELAY_MS=150
A_VIA="python3 '$ROOT/tests/e2e/slow_link.py' --delay $DELAY_MS --"
# How long a move may take to show behind the link: its round trip, and
# more than enough for a frame, this script's looks at the screen and a
# busy machine; well under the grace time, which a game waiting for the
# other (stopped) player's would wait out.
SHOWN_MS=$((2 * DELAY_MS + 3700))

# --- a whole hexmines race, the slow player first to clear ------------------
invite hexmines
check_in "the invitation reaches the slow player" a "$UB invites you to a hexmines race, best of 1"
check "the host drew the board's seed" until_ok dump_invited
keys_in a y Enter
check_in "the race begins behind the slow link" a "Race vs $UB: "
check_in "...and for the fast player" b "Race vs $UA: "
safe_clicks a
check_in "the slow player clears the board" a "You won in"
check_in "the slow player is told it won the match" a "Match: you won 1-0 against $UB" 15
check_in "...and the fast player that it lost" b "Match: you lost 0-1 against $UA" 15
check "the ladder has it, once (A 1/1)" until_ok on_ladder hexmines "$UA .* 1/1"
check "...B lost it (0/1)" until_ok on_ladder hexmines "$UB .* 0/1"
both_leave

# --- hextris versus: the slow player's own game never waits for the other's --
invite hextris
check_in "versus is offered behind the slow link" a "$UB invites you to a hextris versus, best of 1"
keys_in a y Enter
check_in "versus begins behind the slow link" a "Versus vs $UB: 0 rows, 0 waiting \\| round 1 of 1, 0-0"
check_in "...and for the fast player" b "Versus vs $UA: 0 rows, 0 waiting \\| round 1 of 1, 0-0"
fast=$(game_of "$UB")
check "the fast player's game process is known ($fast)" [ -n "$fast" ]
moves_shown_while_stopped a "$fast" "$SHOWN_MS"

# --- the fast player's clear sends garbage through both recorders -----------
garbage_cleared_and_sent a b

# --- the match to its end, one winner on both screens and the ladder --------
top_out_in a
check_in "the slow player tops out" a "YOU LOSE"
check_in "...and is told it lost the match" a "Match: you lost 0-1 against $UB" 15
check_in "the fast player is told it won" b "Match: you won 1-0 against $UA" 15
check "the hextris ladder has it, once (B 1/1)" until_ok on_ladder hextris "$UB .* 1/1"
check "...A lost it (0/1)" until_ok on_ladder hextris "$UA .* 0/1"
both_leave

finish
