#!/bin/sh
# Runs every end-to-end script; fails if any did. The journeys, the
# longest by far and mostly waiting for screens, run beside the others
# (each script has its own tmux socket, work directory and users), so
# that make check stays well inside its time; their output follows the
# others'.
set -u
dir=$(dirname "$0")
status=0
long="$dir/test_journeys.sh"
out=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-journeys.XXXXXX")
sh "$long" > "$out" 2>&1 &
long_pid=$!
for t in "$dir"/test_*.sh; do
    [ "$t" = "$long" ] && continue
    sh "$t" || status=1
done
wait "$long_pid" || status=1
cat "$out"
rm -f "$out"
exit $status
