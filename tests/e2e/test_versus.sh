#!/bin/sh
# hextris matches between two terminals of one user (hexpuzzle play-with
# hextris, no host install): versus is offered and begins on both, each
# side's well drawn beside the other's; a burst of garbage heard over the
# link waits for its player (the other side sees it waiting), a burst
# heard twice or a crafted line changes nothing, and a lock without a
# clear raises every row of it (which the other side sees in its picture
# of the well); the first to top out loses the round, the winner's game
# is won by it, and the end boxes say so without offering a new game; the
# next round begins on its own with nothing of the last one, and leaving
# it gives the match up; a stopped
# player loses after the grace time while the other plays on; and the
# 40-row race (--race) is offered and ended by a top-out.
. "$(dirname "$0")/lib.sh"

ME=$(id -un)
MATCHDIR="$WORK/state/hexpuzzle/match"
GRACE_S=$(($(sed -n 's/.*MATCH_GRACE_MS = \([0-9]*\).*/\1/p' "$ROOT/src/session/match.h") / 1000))
BEAT_MS=$(sed -n 's/.*MATCH_BEAT_MS = \([0-9]*\).*/\1/p' "$ROOT/src/session/match.h")

# invite_accepted WHAT ARGS...: a waits for hextris, b invites it with
# ARGS, a is offered WHAT and accepts.
invite_accepted() {
    what=$1; shift
    start_in a "'$BIN/hexpuzzle' play-with --wait hextris"
    wait_in a "Waiting for a hextris match" >/dev/null
    start_in b "'$BIN/hexpuzzle' play-with '$ME' hextris $*"
    check_in "$what is offered" a "$ME invites you to a hextris $what"
    keys_in a y Enter
}
# The inviter's messages, which a reads as the other side's.
to_a() { printf '%s\n' "$@" >> "$(ls "$MATCHDIR"/msg-*-0)"; }
# The lines of the other side's well on NAME holding garbage ('#').
garbage_lines() { screen_of "$1" | grep -Ec '\|[^|]*#[^|]*\|$'; }
leave_both() {
    for s in a b; do
        keys_in "$s" Escape
        keys_in "$s" q
        # A question or the end: whichever comes, however late.
        wait_in "$s" "Quit this game|EXITED rc=" >/dev/null
        screen_of "$s" | grep -q "Quit this game" && keys_in "$s" y
    done
    check_in "a leaves" a "EXITED rc=0"
    check_in "...and b" b "EXITED rc=0"
}

# --- a whole versus match ----------------------------------------------------
invite_accepted "versus, best of 3" --best-of 3
check_in "versus begins for the one invited" a "Versus vs $ME: 0 rows, 0 waiting \\| round 1 of 3, 0-0"
check_in "...and for the one inviting" b "Versus vs $ME: 0 rows, 0 waiting \\| round 1 of 3, 0-0"
check_in "the other's well is drawn beside one's own" b "^ .{60,}\\| {10}\\|$"
check_in "...under its name" b "^ {60,}$ME$"
check_in "...with its rows under it" a "  rows 0$"
check_in "the panel offers no help or pause in a match, only leaving" a "  q leave +\\|"

to_a "garbage 0 0 3 4"
check_in "a burst heard waits for its player" a "Incoming 3 "
check_in "...and the other side sees it waiting" b "Versus vs $ME: 0 rows, 3 waiting"
to_a "garbage 0 0 2 1" "garbage 0 1 0 1" "garbage 0 01 2 1" "garbage 9 1 2 1" "garbage 0 1 1 2 3"
to_a "well 0 hextris-well 1 mallory 10x20 over 0 0 0"
to_a "garbage 0 1 1 2"
check_in "the burst heard twice and the crafted lines change nothing, the next burst adds" \
    a "Incoming 4 "
check "...and no well from a crafted line took the other side's place" \
    sh -c "! tmux -L '$SOCK' capture-pane -p -t a | grep -q mallory"
check "no garbage in a's well yet, as b sees it" [ "$(garbage_lines b)" -eq 0 ]
keys_in a Space
check_in "a lock without a clear raises the garbage waiting" a "Incoming 0 "
rose() { [ "$(garbage_lines b)" -eq 4 ]; }
if until_ok rose; then ok "...every row of it, which the other side sees"
else bad "...every row of it, which the other side sees ($(garbage_lines b) rows)" "$(screen_of b)"; fi

top_out_in a
check_in "the first to top out loses" a "YOU LOSE"
check_in "...and is told it lost the round" a "Round 1: you lost\\. 0-1\\. Round 2 in"
check_in "the other's game is won by it" b "YOU WIN"
check_in "...its opponent out" b "Your opponent is out\\."
check_in "...and it is told it won the round, in the end box too" b "\\| Round 1: you won\\. +\\|"
check "no new game is offered in a match's end box" \
    sh -c "! tmux -L '$SOCK' capture-pane -p -t b | grep -q 'new game'"
check_in "the next round begins on its own" a "Versus vs $ME: 0 rows, 0 waiting \\| round 2 of 3, 0-1"
check_in "...on both sides" b "Versus vs $ME: 0 rows, 0 waiting \\| round 2 of 3, 1-0"
check "...the other's well empty again" [ "$(garbage_lines b)" -eq 0 ]
check_in "...and nothing waiting from the round before" a "Incoming 0 "
keys_in a q
check_in "leaving mid-match asks first" a "Quit this game\\? \\(y/n\\)"
keys_in a y
check_in "the one who leaves gives the match up" b "Match: you won: $ME left\\."
check_in "...and the other's game is won" b "YOU WIN"
leave_both

# --- a stopped player loses; the other plays on -------------------------------
invite_accepted "versus, best of 3" --best-of 3
check_in "versus of three begins" b "round 1 of 3, 0-0"
waiter=$(ls "$MATCHDIR" | sed -n 's/^msg-\([0-9]*\)-.*-1$/\1/p' | head -n 1)
# The time is read before the stop: read after, a busy machine's delay in
# reading it would shorten the wait measured below.
stopped_at=$(date +%s%3N)
kill -STOP "$waiter"
score_of_b() { screen_of b | sed -n 's/.*Score  *\([0-9]*\).*/\1/p' | head -n 1; }
keys_in b Space
keys_in b Space
scored() { [ "$(score_of_b)" -gt 0 ]; }
check "the other player's game goes on while one is stopped" until_ok scored
check_in "the stopped player loses after the grace time" b \
    "Match: you won: $ME went silent for $GRACE_S s" $((GRACE_S + 15))
# Silence counts from the stopped side's last report, up to a beat before
# the stop.
waited=$(($(date +%s%3N) - stopped_at))
check "...not before it ($waited ms after the stop)" [ "$waited" -ge $((GRACE_S * 1000 - BEAT_MS)) ]
check_in "...and the other side's game is won" b "YOU WIN"
kill -CONT "$waiter"
check_in "the stopped player, let go, is told it lost by forfeit" a "Match: you lost by forfeit"
leave_both

# --- the 40-row race -----------------------------------------------------------
invite_accepted "40-row race, best of 1" --race
check_in "it begins, the other's rows shown" b "Race vs $ME: 0 of 40 rows \\| round 1 of 1, 0-0"
check_in "...on both sides" a "Race vs $ME: 0 of 40 rows"
top_out_in a
check_in "a top-out ends the race: the other side wins it" b "Match: you won 1-0 against $ME"
check_in "...its end box offering only leaving" a "\\| q  quit +\\|"
check "...no new game" sh -c "! tmux -L '$SOCK' capture-pane -p -t a | grep -q 'new game'"
check_in "...and the one topped out loses" a "Match: you lost 0-1 against $ME"
leave_both

finish
