#!/bin/sh
# Runs unit-test binaries, shows their cmocka output, names the tests they
# skipped, and adds their counts (passed, failed, skipped) to
# "${B:-build}"/check-counts for the closing summary of `make check`.
set -u
label=$1; shift
passed=0; failed=0; skipped=0; status=0; skips=""
# The last "[  LABEL ] N test(s)" count in cmocka's output, or nothing.
count() { printf '%s\n' "$out" | sed -n "s/^\[  $1 *\] \([0-9]*\) test.*/\1/p" | tail -n 1; }
for t in "$@"; do
    out=$("$t" 2>&1); rc=$?
    printf '%s\n' "$out"
    p=$(count PASSED); f=$(count FAILED); s=$(count SKIPPED)
    passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0})); skipped=$((skipped + ${s:-0}))
    # cmocka names a skipped test when it runs and again in its closing list.
    names=$(printf '%s\n' "$out" | sed -n 's/^\[  SKIPPED \] \([A-Za-z_][A-Za-z0-9_]*\)$/\1/p' | sort -u)
    for n in $names; do skips="$skips  $(basename "$t"): $n
"; done
    if [ $rc -ne 0 ]; then
        status=1
        [ -z "$f" ] && failed=$((failed + 1))   # a crash reports no count
        echo "FAILED: $t (exit $rc)"
    fi
done
mkdir -p "${B:-build}"
echo "$label $passed $failed $skipped" >> "${B:-build}"/check-counts
if [ "$skipped" -gt 0 ]; then
    echo "$label: skipped:"
    printf '%s' "$skips"
fi
echo "$label: $passed passed, $failed failed, $skipped skipped"
exit $status
