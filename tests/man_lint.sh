#!/bin/sh
# Lints man pages: any groff warning fails.
set -u
status=0; n=0
for page in "$@"; do
    msg=$(groff -man -ww -z "$page" 2>&1)
    n=$((n + 1))
    if [ -n "$msg" ]; then
        printf '%s\n' "$msg"; echo "man-lint: FAILED $page"; status=1
    else
        echo "man-lint: ok $page"
    fi
done
mkdir -p "${B:-build}"
if [ $status -eq 0 ]; then echo "man-lint $n 0"; else echo "man-lint 0 $n"; fi >> "${B:-build}"/check-counts
exit $status
