#!/bin/sh
# The closing line of `make check`: every stage's counts added up.
set -eu
awk '{ p += $2; f += $3 } END { printf "%d passed, %d failed\n", p, f }' "${B:-build}"/check-counts
rm -f "${B:-build}"/check-counts
