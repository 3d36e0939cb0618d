#!/bin/sh
# Matches between the users of a host, through their recorders: root with
# two throwaway users (A waits, B invites) on a private setgid install
# (make install HOST_SCORES=yes, its own build, PREFIX and HOST_DIR under
# $WORK):
#   - the lobby, the invitation and the answer go through the private
#     host directory (match/), which neither user can read;
#   - a whole hexmines race by clicks: the winner's and the loser's
#     screens, the result on the ladder in `scores --host`;
#   - a line B writes where the local link keeps a match's lines changes
#     nothing: the recorders write each side's race lines themselves;
#   - B's game stopped (SIGSTOP) mid-round: A plays on and wins by
#     forfeit after the grace time, the ladder counts it;
#   - B drops out (its terminal goes away; its game is killed): A is told
#     at once that B left, and the ladder counts it;
#   - a whole hexcells race, won by fewer mistakes, and a hextris 40-row
#     race given up, each on its game's ladder;
#   - hextris versus, whose own lines (the wells) the recorders read
#     from the games they witness, to a top-out;
#   - a crafted player's process (tests/e2e/host_client.c, installed
#     setgid as the game) whose versus lines, garbage and a well, sent
#     through its own recorder, change nothing on the other side.
# To win a board nobody knew, the test (root, not the player) reads its
# seed from the invitation in the host's lobby and its layout from
# --dump. Without root, useradd, setpriv or a games group it is skipped.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"
. "$(dirname "$0")/match_board.sh"
. "$(dirname "$0")/host_match.sh"

host_match_setup
GRACE_S=$(($(sed -n 's/.*MATCH_GRACE_MS = \([0-9]*\).*/\1/p' "$ROOT/src/session/match.h") / 1000))

# --- the lobby through the host ---------------------------------------------
play_in a "$UA" play-with --wait hexmines
check_in "A waits for a hexmines match" a "Waiting for a hexmines match as $UA"
check_in "...and is told matches go through the host" a "Matches go through the host"
check "the host's lobby is root:games 2770, nothing for others" \
    [ "$(stat -c '%U:%G %a' "$MATCHDIR")" = "root:games 2770" ]
waits_as_a() { grep -q "^player $UA\$" "$MATCHDIR"/wait-* 2>/dev/null; }
check "A's wait is a file there, its login the recorder's" until_ok waits_as_a
check "...and nothing in A's own state directory" \
    sh -c "! ls /home/$UA/.local/state/hexpuzzle/match 2>/dev/null | grep -q ."
as_user "$UB" "$HP" play-with > "$WORK/lobby" 2>&1
check "B's lobby lists A, by login and game" grep -Eq "^  $UA +hexmines" "$WORK/lobby"
play_in b "$UB" play-with "$UA" hexmines
check_in "the invitation shows to A" a "$UB invites you to a hexmines race, best of 1"
check "the host drew the board's seed, in its lobby" until_ok dump_invited
check "...which neither user can read" sh -c "\
    ! setpriv --reuid=$UA --regid=$UA --init-groups cat $MATCHDIR/invite-* >/dev/null 2>&1 \
    && ! setpriv --reuid=$UB --regid=$UB --init-groups ls $MATCHDIR >/dev/null 2>&1"
keys_in a y Enter
check_in "accepted, the race begins for A" a "Race vs $UB: "
check_in "...and for B" b "Race vs $UA: "

# --- a crafted line where the local link would read it changes nothing ---
# The local link's files of this match, were it local: named after the
# two game processes, in each player's own state directory; a clear
# written there as A's side and as B's.
AGAME=$(game_of "$UA"); BGAME=$(game_of "$UB")
for u in "$UA" "$UB"; do
    for side in 0 1; do
        as_user "$u" sh -c "mkdir -p \$HOME/.local/state/hexpuzzle/match && \
            printf 'race 0 1 1000 0 0 clear\n' > \$HOME/.local/state/hexpuzzle/match/msg-$AGAME-$BGAME-$side"
    done
done
sleep 1
check "a crafted clear in a player's own files is not heard" \
    sh -c "! tmux -L '$SOCK' capture-pane -p -t a | grep -q 'clear in' && ! tmux -L '$SOCK' capture-pane -p -t b | grep -q 'clear in'"

# --- the whole race ----------------------------------------------------------
safe_clicks b
check_in "the first to clear wins the race" b "You won in"
check_in "...and is told the match is won" b "Match: you won 1-0 against $UA" 15
check_in "the other side is told it lost" a "Match: you lost 0-1 against $UB" 15
check "both recorders filed it: the ladder counts it once (B 1/1)" \
    until_ok on_ladder hexmines "$UB .* 1/1"
check "...A lost it (0/1)" until_ok on_ladder hexmines "$UA .* 0/1"
keys_in a q
wait_in a "Quit this game" >/dev/null && keys_in a y
keys_in b Escape
keys_in b q
check_in "A leaves" a "EXITED rc=0"
check_in "B leaves" b "EXITED rc=0"

# --- B stopped mid-round: A plays on and wins by forfeit ---------------------
invite hexmines --best-of 3
check_in "best of 3 is offered" a "invites you to a hexmines race, best of 3"
until_ok dump_invited >/dev/null
keys_in a y Enter
check_in "the race of three begins" a "round 1 of 3, 0-0"
wait_in b "round 1 of 3" >/dev/null
clicks=$(safe_clicks_made)
BGAME=$(game_of "$UB")
check "B's game process found" [ -n "$BGAME" ]
kill -STOP "$BGAME"
stopped_at=$(now_ms)
# shellcheck disable=SC2086
tmx send-keys -t a -H $clicks
check_in "A's game goes on while B's is stopped" a "You won in"
check_in "B forfeits after the grace time" a \
    "Match: you won: $UB went silent for $GRACE_S s" $((GRACE_S + 15))
waited=$(($(now_ms) - stopped_at))
check "...not before it ($waited ms after the stop)" [ "$waited" -ge $((GRACE_S * 1000 - 1000)) ]
check "the forfeit is on the ladder (A 1/2)" until_ok on_ladder hexmines "$UA .* 1/2"
kill -CONT "$BGAME"
check_in "B, let go, is told it lost by forfeit" b "Match: you lost by forfeit"
both_leave

# --- B drops out: its terminal goes away, then its game is killed ----------
# Either way its recorder's socket closes and it writes B's leaving: A is
# told at once, not after the grace time, and the ladder counts it.
a_leaves() {
    keys_in a Escape
    keys_in a q
    wait_in a "Quit this game|EXITED" >/dev/null
    screen_of a | grep -q "Quit this game" && keys_in a y
    check_in "A leaves" a "EXITED rc=0"
}
wins=1
for drop in "its terminal goes away" "its game is killed"; do
    invite hexmines
    check_in "a race to drop out of is offered ($drop)" a "invites you to a hexmines race, best of 1"
    keys_in a y Enter
    wait_in b "round 1 of 1" >/dev/null
    check_in "...and begins" a "round 1 of 1"
    case $drop in
    *terminal*) tmx kill-session -t b ;;
    *) kill -KILL "$(game_of "$UB")" ;;
    esac
    check_in "B drops out ($drop): A is told it won, B left" a "Match: you won: $UB left" 15
    wins=$((wins + 1))
    check "...and the ladder counts it (A $wins/$((wins + 1)))" \
        until_ok on_ladder hexmines "$UA .* $wins/$((wins + 1))"
    a_leaves
    tmx kill-session -t b >/dev/null 2>&1
done
# --- a hexcells race: fewer mistakes, as each recorder witnessed them -------
invite hexcells
check_in "a hexcells race is offered through the host" a "invites you to a hexcells race, best of 1"
check "the host drew its puzzle" until_ok export_invited
keys_in a y Enter
check_in "the hexcells race begins" b "Race vs $UA: [0-9]+%, 0 mistakes \\| round 1 of 1"
wait_in a "Race vs" >/dev/null
# B calls a black hex blue: a mistake, which B's recorder saw and A hears.
# shellcheck disable=SC2046
set -- $(grep ' black$' "$WORK/race.cells" | head -1)
# shellcheck disable=SC2046
tmx send-keys -t b -H $(tohex "$(printf '\033[<0;%d;%dM\033[<0;%d;%dm' $(($1 + 1)) $(($2 + 1)) $(($1 + 1)) $(($2 + 1)))")
check_in "B's mistake shows on A's side" a "Race vs $UB: [0-9]+%, 1 mistake \\|"
solve_in b
check_in "...B's clear too, which has not beaten A yet" a "Race vs $UB: clear in [0-9]+\\.[0-9] s \\| round 1 of 1, 0-0"
solve_in a
check_in "A clears with fewer mistakes, later, and wins" a "Match: you won 1-0 against $UB" 15
check_in "...and B is told it lost" b "Match: you lost 0-1 against $UA" 15
check "the hexcells ladder has it" until_ok on_ladder hexcells "$UA .* 1/1"
both_leave

# --- a hextris 40-row race: leaving gives it up -------------------------------
invite hextris --race
check_in "a hextris race is offered through the host" a "invites you to a hextris 40-row race, best of 1"
keys_in a y Enter
check_in "the hextris race begins for B" b "vs $UA"
check_in "...and for A" a "vs $UB"
keys_in b Space Space
sleep 0.5
keys_in b q
wait_in b "Quit this game" >/dev/null && keys_in b y
check_in "B leaves mid-race" b "EXITED rc="
check_in "A wins: B left" a "Match: you won: $UB left"
check "the hextris ladder has it" until_ok on_ladder hextris "$UA .* 1/1"
keys_in a Escape
keys_in a q
wait_in a "Quit this game" >/dev/null && keys_in a y
check_in "A leaves" a "EXITED rc=0"

# --- hextris versus: a game's own lines pass through the recorders ----------
invite hextris
check_in "versus is offered through the host" a "invites you to a hextris versus, best of 1"
keys_in a y Enter
check_in "versus begins" a "Versus vs $UB: 0 rows, 0 waiting \\| round 1 of 1, 0-0"
check_in "the other's well, a line of its own, is drawn beside one's own" b "^ .{60,}\\| {10}\\|$"
topped() { screen_of a | grep -q "YOU LOSE"; }
i=0
while ! topped && [ "$i" -lt 40 ]; do keys_in a Space; sleep 0.1; i=$((i + 1)); done
check_in "the first to top out loses" a "YOU LOSE"
check_in "...and the other is told its opponent is out" b "Your opponent is out\\."
check_in "...and won the match" b "Match: you won 1-0 against $UA" 15
check "the hextris ladder has it" until_ok on_ladder hextris "$UB .* 1/2"
both_leave

# --- a crafted process' garbage, through its own recorder, goes nowhere ------
make -s -C "$ROOT" B="$HB" HOST_DIR="$HOST" "$HB/tests/host_client" >/dev/null 2>"$WORK/err" \
    && install -g games -m 2755 "$HB/tests/host_client" "$W/usr/bin/hexpuzzle-crafted" \
    || bad "the crafted client builds" "$(cat "$WORK/err")"
play_in a "$UA" play-with --wait hextris
wait_in a "Waiting for a hextris match" >/dev/null
as_user "$UB" "$W/usr/bin/hexpuzzle-crafted" craft "$UA" hextris own 6 \
    "garbage 0 0 4 3" "garbage 0 1 4 3" "well 0 hextris-well 1 mallory 10x20 over 0 0 0" \
    > "$WORK/crafted" 2>&1 &
check_in "a crafted process' versus is offered" a "$UB invites you to a hextris versus, best of 1"
keys_in a y Enter
check_in "...and begins, nothing waiting" a "Incoming 0 "
sleep 3
incoming() { screen_of a | grep -Eq 'Incoming [1-9]|mallory'; }
if incoming; then bad "its garbage and well, sent through its recorder, reach no other side" "$(screen_of a)"
else ok "its garbage and well, sent through its recorder, reach no other side"; fi
check_in "A wins when it leaves" a "Match: you won: $UB left" 15
wait
keys_in a Escape
keys_in a q
wait_in a "Quit this game" >/dev/null && keys_in a y
check_in "A leaves" a "EXITED rc=0"

# --- versus garbage as the recorders sent it, against the man page's table ----
# B's bot clears rows through its recorder; A, idle, sees the garbage
# waiting before its first piece lands (1 s a row at level 1): what B's
# recorder read from the game it witnessed and A's handed to A.
table_row() { sed -n "s/^$1  *//p" "$ROOT/man/games/hextris.6"; }
BY_ROWS=$(table_row garbage); BY_COMBO=$(table_row adds)
play_in a "$UA" play-with --wait hextris
wait_in a "Waiting for a hextris match" >/dev/null
as_user "$UB" "$W/usr/bin/hexpuzzle-crafted" play "$UA" hextris own 12 > "$WORK/played" 2>&1 &
check_in "a bot's versus is offered" a "$UB invites you to a hextris versus, best of 1"
keys_in a y Enter
check_in "...and begins, nothing waiting" a "Incoming 0 "
host_wait_file() { hw=0; while ! grep -q "$1" "$2" && [ $hw -lt 200 ]; do sleep 0.1; hw=$((hw + 1)); done; }
host_wait_file '^played$' "$WORK/played"
stated=$(awk -v g="$BY_ROWS" -v c="$BY_COMBO" '
    BEGIN { split(g, G, " "); split(c, C, " ") }
    $1 == "clear" { k = $3 > 11 ? 11 : $3; s += G[$2] + C[k] + ($2 == 3 && three ? 1 : 0); three = $2 == 3 }
    END { print s + 0 }' "$WORK/played")
check "B's bot sent garbage by the table ($stated rows from $(grep -c '^clear' "$WORK/played") clears)" \
    [ "$stated" -gt 0 ]
check_in "...which is what waits on A's screen" a "Incoming $stated "
wait
check_in "A wins when B leaves" a "Match: you won: $UB left" 15
keys_in a Escape
keys_in a q
wait_in a "Quit this game" >/dev/null && keys_in a y
check_in "A leaves" a "EXITED rc=0"

check "nothing of the match reached either player's own files" \
    sh -c "! ls /home/$UA/.local/state/hexpuzzle/match /home/$UB/.local/state/hexpuzzle/match 2>/dev/null | grep -Eq '^(invite|answer|wait)'"

finish
