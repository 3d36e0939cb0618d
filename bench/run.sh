#!/bin/sh
# `make bench`: every speed figure the issues ask for, medians over many
# runs, with the target beside each. Figures, not pass/fail.
set -u
B=${B:-build}
echo "== hexmines: board generation and flood reveal"
"$B/bench/hexmines_bench"
echo
echo "== hexmines: bytes to the terminal and wake-ups"
sh bench/mines_bytes.sh
echo
echo "== hextris: bytes to the terminal, CPU and wake-ups"
sh bench/tetris_bench.sh
