#!/bin/sh
# The closing line of `make check`: every stage's counts added up. A stage's
# line is "LABEL PASSED FAILED [SKIPPED]" (the e2e and man-lint stages have
# no skipped count). CI reads the "N passed, N failed" at its start.
set -eu
# Each stage's wall time, when the stages were timed (make check).
if [ -f "${B:-build}"/check-times ]; then
    awk '{ printf "%s%s %d s", (NR > 1 ? ", " : "stage times: "), $1, $2 } END { print "" }' "${B:-build}"/check-times
    rm -f "${B:-build}"/check-times
fi
awk '{ p += $2; f += $3; s += $4 } END { printf "%d passed, %d failed, %d skipped\n", p, f, s }' "${B:-build}"/check-counts
rm -f "${B:-build}"/check-counts
