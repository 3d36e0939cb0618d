#!/bin/sh
# Runs every end-to-end script; fails if any did.
set -u
dir=$(dirname "$0")
status=0
for t in "$dir"/test_*.sh; do
    sh "$t" || status=1
done
exit $status
