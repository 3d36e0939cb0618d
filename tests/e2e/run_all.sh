#!/bin/sh
# Runs every end-to-end script; fails if any did. Three lanes run side by
# side, as the scripts mostly wait for screens: the journeys, the longest
# by far; the scripts that install and add users (run one after another,
# as they share the machine's packages, users and /var/games); and the
# rest. Each script has its own tmux socket and work directory. The lanes
# beside the last one print when they are done.
set -u
dir=$(dirname "$0")
journeys="$dir/test_journeys.sh"
installs="$dir/test_deb.sh $dir/test_host.sh $dir/test_host_attacks.sh $dir/test_host_faults.sh $dir/test_host_kept.sh $dir/test_host_load.sh $dir/test_host_races.sh $dir/test_host_seeds.sh $dir/test_install.sh"
# The fault harness stops a recorder for 6 s, not its 10: past the game's
# own wait for an answer (5 s: the game then gives its recorder up, as for
# one stopped an hour), and long enough to prove that another user's result
# comes within 1 s of its end while the recorder is stopped.
export HOST_FAULT_STOP_S="${HOST_FAULT_STOP_S:-6}"
# Another user's result is filed within 1 s of its end: make bench checks
# that with the machine to itself; here, beside the other lanes, within 3 s
# (a held-up result would wait the whole 6 s stop, or be refused).
export HOST_FAULT_FILED_MS="${HOST_FAULT_FILED_MS:-3000}"

# Each script's wall time, a line each, printed together at the end: where
# the check's time goes, for whoever makes it shorter.
times=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-times.XXXXXX")
timed() {
    t_start=$(date +%s)
    sh "$1"; t_rc=$?
    echo "$(basename "$1" .sh) $(($(date +%s) - t_start))" >> "$times"
    return $t_rc
}

lane() {
    lane_status=0
    for t in "$@"; do
        timed "$t" || lane_status=1
    done
    return $lane_status
}

journeys_out=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-journeys.XXXXXX")
installs_out=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-installs.XXXXXX")
lane "$journeys" > "$journeys_out" 2>&1 &
journeys_pid=$!
# shellcheck disable=SC2086
lane $installs > "$installs_out" 2>&1 &
installs_pid=$!

status=0
for t in "$dir"/test_*.sh; do
    case " $journeys $installs " in
        *" $t "*) continue ;;
    esac
    timed "$t" || status=1
done
wait "$installs_pid" || status=1
wait "$journeys_pid" || status=1
cat "$installs_out" "$journeys_out"
echo "e2e wall time, script by script (seconds; lanes run side by side):"
sort -k2,2nr "$times" | awk '{ printf "  %4d  %s\n", $2, $1 }'
rm -f "$installs_out" "$journeys_out" "$times"
exit $status
