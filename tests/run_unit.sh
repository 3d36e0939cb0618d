#!/bin/sh
# Runs unit-test binaries, shows their cmocka output, and adds their counts
# to "${B:-build}"/check-counts for the closing summary of `make check`.
set -u
label=$1; shift
passed=0; failed=0; status=0
for t in "$@"; do
    out=$("$t" 2>&1); rc=$?
    printf '%s\n' "$out"
    p=$(printf '%s\n' "$out" | sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' | tail -n 1)
    f=$(printf '%s\n' "$out" | sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' | tail -n 1)
    passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
    if [ $rc -ne 0 ]; then
        status=1
        [ -z "$f" ] && failed=$((failed + 1))   # a crash reports no count
        echo "FAILED: $t (exit $rc)"
    fi
done
mkdir -p "${B:-build}"
echo "$label $passed $failed" >> "${B:-build}"/check-counts
echo "$label: $passed passed, $failed failed"
exit $status
