#!/bin/sh
# `make bench`: every speed figure the issues ask for, medians over many
# runs, with the target beside each. Figures, not pass/fail.
set -u
B=${B:-build}
echo "== hexmines: board generation and flood reveal"
"$B/bench/hexmines_bench"
echo
echo "== hexmines: ZiNi, greedy and exact"
"$B/bench/mines_zini_bench"
echo
echo "== hexmines: the review of a loss (the odds of the cell revealed, exact)"
"$B/bench/hexmines_review_bench"
echo
echo "== hexmines: bytes to the terminal and wake-ups"
sh bench/hexmines_bytes.sh
echo
echo "== hextris' peers: bytes to the terminal, measured as hextris' are"
PEER_FIGURES=$(mktemp "${TMPDIR:-/tmp}/peer-figures.XXXXXX")
export PEER_FIGURES
sh bench/peers.sh "$PEER_FIGURES"
echo "== hextris: bytes to the terminal, CPU and wake-ups"
sh bench/hextris_bench.sh
rm -f "$PEER_FIGURES"
echo
echo "== hextris: the reach search per piece and the bot's survival"
"$B/bench/hextris_bot_bench"
echo
echo "== replays: bytes of a replay file (a terminal recording of the same game"
echo "   costs the bytes per move and per second above, plus 12 bytes a write)"
"$B/bench/replay_sizes"
echo
echo "== host tables: one record and scores --host with 100 000 names left in the"
echo "   host directory (wall clock on a shared machine, and CPU)"
"$B/bench/host_records_bench"
echo
echo "== host tables under load: 100 host games of 10 users ending at once, each"
echo "   from its end to its 'Host table' line, and another player's while one"
echo "   player's recorder is held mid-record (as root, with throwaway users)"
HOST_LOAD_TIMED=1 sh tests/e2e/test_host_load.sh | grep -E '^ +\(|ok|FAIL|skip'
echo
echo "== host tables, a player's recorder stopped at every step of its work:"
echo "   another user's result filed within 1 s each time (as root)"
HOST_FAULT_FILED_MS=1000 HOST_FAULT_STOP_S=6 sh tests/e2e/test_host_faults.sh \
    | grep -E 'filed within|FAIL|passed|skip'
echo
echo "== matches: the local link's lines a second between two processes, a line's"
echo "   time across it, and a hextris versus clear to the garbage on the other side"
"$B/bench/match_link_bench"
echo
echo "== matches through the host: two real recorders on a private host directory,"
echo "   each player's process to its recorder, the lobby's file, the other recorder"
echo "   and the other player's process; a hextris versus clear to the garbage there"
"$B/bench/host_match_bench"
# Each game's own figures (bench/GAME_figures.c), headed by its name.
for f in "$B"/bench/*_figures; do
    [ -x "$f" ] || continue
    echo
    echo "== $(basename "$f" _figures)"
    "$f"
done
echo
echo "== hexcells: SixCells' own solver (PuLP + GLPK) on the same level files"
sh bench/hexcells_sixcells.sh
