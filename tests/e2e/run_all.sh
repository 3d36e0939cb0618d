#!/bin/sh
# Runs every end-to-end script; fails if any did. Lanes run side by side,
# as the scripts mostly wait for screens: the journeys, the longest by far,
# one lane for each terminal type they walk; the scripts that install and
# add users (one after another, as they share the machine's packages, users
# and /var/games); and the rest. Each script has its own tmux socket and
# work directory. The lanes beside the last one print when they are done.
set -u
dir=$(dirname "$0")
journeys="$dir/test_journeys.sh"
installs="$dir/test_deb.sh $dir/test_host.sh $dir/test_host_attacks.sh $dir/test_install.sh"

lane() {
    lane_status=0
    for t in "$@"; do
        sh "$t" || lane_status=1
    done
    return $lane_status
}

journeys_out=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-journeys.XXXXXX")
journeys2_out=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-journeys.XXXXXX")
installs_out=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-installs.XXXXXX")
JOURNEY_TERMS=xterm-256color lane "$journeys" > "$journeys_out" 2>&1 &
journeys_pid=$!
JOURNEY_TERMS=screen lane "$journeys" > "$journeys2_out" 2>&1 &
journeys2_pid=$!
# shellcheck disable=SC2086
lane $installs > "$installs_out" 2>&1 &
installs_pid=$!

status=0
for t in "$dir"/test_*.sh; do
    case " $journeys $installs " in
        *" $t "*) continue ;;
    esac
    sh "$t" || status=1
done
wait "$installs_pid" || status=1
wait "$journeys_pid" || status=1
wait "$journeys2_pid" || status=1
cat "$installs_out" "$journeys_out" "$journeys2_out"
rm -f "$installs_out" "$journeys_out" "$journeys2_out"
exit $status
