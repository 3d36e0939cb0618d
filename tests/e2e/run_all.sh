#!/bin/sh
# Runs every end-to-end script; fails if any did. Lanes run side by side,
# as the scripts mostly wait for screens; within a lane, one after another.
# Each script has its own tmux socket, work directory and users (named by
# its process), and the host scripts their own build, install and host
# directory, so that lanes share nothing but what the lanes below keep
# apart:
#   - the journeys, the longest of the screen tests, in two lanes: one a
#     terminal type (JOURNEY_TERMS); after them, the matches between two
#     terminals (test_match and test_watch_match after one, test_versus
#     and test_match_slow after the other: most of their time is a grace
#     time or a round's break waited out, or a player behind a slow
#     link), which made the rest the longest lane and then the faults';
#   - the install scripts, in two lanes of about the same length: the
#     fault harness (the longest) with the host's matches and their
#     watchers, and the others, with the host's races and a match behind
#     a slow link (test_host_match_slow). The scripts that change what the whole
#     machine shares are all in the second, one after another: the
#     package (dpkg, /usr/games, /var/games), and fs.suid_dumpable
#     (test_host_seeds makes a setgid process's memory readable by its
#     player, which test_host_attacks checks is not so);
#   - the rest.
# The lanes beside the last one print when they are done.
set -u
dir=$(dirname "$0")
journeys="$dir/test_journeys.sh"
matches_xterm="$dir/test_match.sh $dir/test_watch_match.sh"
matches_screen="$dir/test_versus.sh $dir/test_match_slow.sh"
faults="$dir/test_host_faults.sh $dir/test_host_match.sh $dir/test_host_watch_match.sh"
installs="$dir/test_deb.sh $dir/test_host.sh $dir/test_host_attacks.sh $dir/test_host_seeds.sh $dir/test_install.sh $dir/test_host_kept.sh $dir/test_host_load.sh $dir/test_host_races.sh $dir/test_host_match_slow.sh"
# The fault harness stops a recorder for 6 s, not its 10: past the game's
# own wait for an answer (5 s: the game then gives its recorder up, as for
# one stopped an hour). Another user's result must be filed while it is
# stopped; within 1 s of its end is make bench's check, where the harness
# has the machine to itself (HOST_FAULT_FILED_MS).
export HOST_FAULT_STOP_S="${HOST_FAULT_STOP_S:-6}"

# Each script's wall time, a line each, printed together at the end: where
# the check's time goes, for whoever makes it shorter.
times=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-times.XXXXXX")
# lane NAME SCRIPTS...: one after another; fails if any did.
lane() {
    lane_name=$1; shift
    lane_status=0
    for t in "$@"; do
        t_start=$(date +%s)
        sh "$t" || lane_status=1
        echo "$(basename "$t" .sh) $(($(date +%s) - t_start)) $lane_name" >> "$times"
    done
    return $lane_status
}

# beside NAME [VAR=VALUE...] SCRIPTS...: a lane in the background, with
# those variables; its output is kept for the end.
outs=""; pids=""
beside() {
    b_out=$(mktemp "${TMPDIR:-/tmp}/hexpuzzle-$1.XXXXXX")
    (
        b_name=$1; shift
        while [ "$1" != "${1#*=}" ]; do export "${1?}"; shift; done
        lane "$b_name" "$@"
    ) > "$b_out" 2>&1 &
    outs="$outs $b_out"; pids="$pids $!"
}
# shellcheck disable=SC2086
beside journeys-xterm JOURNEY_TERMS=xterm-256color "$journeys" $matches_xterm
# shellcheck disable=SC2086
beside journeys-screen JOURNEY_TERMS=screen "$journeys" $matches_screen
# shellcheck disable=SC2086
beside faults $faults
# shellcheck disable=SC2086
beside installs $installs

rest=""
for t in "$dir"/test_*.sh; do
    case " $journeys $matches_xterm $matches_screen $faults $installs " in
        *" $t "*) ;;
        *) rest="$rest $t" ;;
    esac
done
status=0
# shellcheck disable=SC2086
lane rest $rest || status=1
for p in $pids; do wait "$p" || status=1; done
# shellcheck disable=SC2086
cat $outs
echo "e2e wall time, script by script (seconds, and its lane; lanes run side by side):"
sort -k2,2nr "$times" | awk '{ printf "  %4d  %-24s %s\n", $2, $1, $3 }'
# shellcheck disable=SC2086
rm -f $outs "$times"
exit $status
