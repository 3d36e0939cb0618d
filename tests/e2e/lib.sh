# Helpers for end-to-end tests: the real binary in a detached tmux session
# of a fixed size on a private socket. Sourced by tests/e2e/test_*.sh.
# shellcheck shell=sh

ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
BIN="$ROOT/${B:-build}"
SOCK="hexpuzzle-e2e-$$"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hexpuzzle-e2e.XXXXXX")
PASSED=0
FAILED=0
TEST_NAME=$(basename "$0" .sh)

tmx() { tmux -L "$SOCK" -f /dev/null "$@"; }

# The menu's lines: the games, in the list's order (src/session/game_list.h,
# a GAME(name) line each, as the Makefile reads it), then Play with
# someone, Scores, Help and Quit.
GAMES=$(sed -n 's/^GAME(\([a-z0-9_]*\)).*/\1/p' "$ROOT/src/session/game_list.h")
NGAMES=$(printf '%s\n' "$GAMES" | wc -l)
MENU_PLAY_WITH=$((NGAMES + 1))
MENU_SCORES=$((NGAMES + 2))
MENU_HELP=$((NGAMES + 3))
MENU_QUIT=$((NGAMES + 4))
# downs N / ups N: the key pressed N times.
downs() { d_n=$1; while [ "$d_n" -gt 0 ]; do keys Down; d_n=$((d_n - 1)); done; }
ups() { u_n=$1; while [ "$u_n" -gt 0 ]; do keys Up; u_n=$((u_n - 1)); done; }

cleanup() {
    tmx kill-server >/dev/null 2>&1
    rm -rf "$WORK"
}
trap cleanup EXIT
# A trap on a signal does not end the script by itself: leave, through
# the EXIT trap, with the status the signal would have given.
trap 'exit 130' INT
trap 'exit 143' TERM

# A session that outlives the others keeps the server up: killing the last
# session and making a new one at once races with the server's shutdown.
tmx new-session -d -s keep 'sleep 3600'

# Escape sequences (keys, mouse) may reach the game in pieces when the
# machine is busy; a generous ESCDELAY keeps them whole. The default, short
# delay is tested on its own.
: "${ESCDELAY_TEST:=300}"

# start W H TERM COMMAND...: a fresh session running COMMAND under TERM; when
# COMMAND ends, the pane shows "EXITED rc=N" and the terminal's mode, so tests
# can check the exit status and that the terminal was restored.
start() {
    w=$1; h=$2; term=$3; shift 3
    # FRESH_STATE=1: every session starts with no saved game to resume.
    [ "${FRESH_STATE:-0}" = 1 ] && rm -f "$WORK"/state/hexpuzzle/*.save
    tmx kill-session -t main >/dev/null 2>&1
    printf '%s\n' "$*" > "$WORK/cmd"
    tmx new-session -d -s main -x "$w" -y "$h" \
        "cd '$ROOT' && export TERM=$term ESCDELAY=$ESCDELAY_TEST LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' && $* ; echo \"EXITED rc=\$?\"; stty -a | tr ' ' '\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\n' ' '; echo; sleep 600"
    tmx set-option -t main remain-on-exit on >/dev/null 2>&1
}

screen() { tmx capture-pane -p -t main; }
keys() { tmx send-keys -t main "$@"; }
hexbytes() { tmx send-keys -t main -H "$@"; }

# wait_for PATTERN [SECONDS]: until the screen matches (grep -E). The
# deadline is generous (15 s unless said): a check passes as soon as the
# screen shows it, so only a failure waits it out, and a machine busy with
# other lanes of the check may be many times slower than an idle one.
wait_for() {
    pat=$1; limit=${2:-15}; wf_i=0
    while [ "$wf_i" -lt $((limit * 20)) ]; do
        if screen | grep -Eq -- "$pat"; then return 0; fi
        sleep 0.05; wf_i=$((wf_i + 1))
    done
    return 1
}

# until_ok COMMAND...: until COMMAND succeeds (at most ~10 s, generous as
# wait_for's deadline). The helpers' counters have names of their own: a
# script's loop around them may count in i or u.
until_ok() {
    uo_i=0
    while [ $uo_i -lt 200 ]; do
        "$@" && return 0
        sleep 0.05; uo_i=$((uo_i + 1))
    done
    return 1
}

# settle: wait until the screen stops changing (at most ~3 s).
settle() {
    prev=""; st_i=0
    while [ "$st_i" -lt 60 ]; do
        cur=$(screen); [ "$cur" = "$prev" ] && [ -n "$cur" ] && return 0
        prev=$cur; sleep 0.05; st_i=$((st_i + 1))
    done
}

ok() { PASSED=$((PASSED + 1)); echo "  ok   $TEST_NAME: $1"; }
bad() {
    FAILED=$((FAILED + 1)); echo "  FAIL $TEST_NAME: $1"
    if [ -n "${2:-}" ]; then printf '%s\n' "$2" | sed 's/^/       | /'; fi
}
# check DESCRIPTION COMMAND...: passes when COMMAND succeeds.
check() { d=$1; shift; if "$@"; then ok "$d"; else bad "$d" "$(screen 2>/dev/null)"; fi; }

# The exit line and restored terminal modes after the program has ended.
expect_exit() {
    want=$1; desc=$2
    if wait_for "EXITED rc=$want" 15 && wait_for "^icanon echo" 5; then
        ok "$desc"
    else
        bad "$desc" "$(screen)"
    fi
}

# skip REASON: the test cannot run here; the summary counts it as skipped.
skip() {
    echo "  skip $TEST_NAME: $1"
    mkdir -p "$ROOT/${B:-build}"
    echo "e2e:$TEST_NAME 0 0 1" >> "$ROOT/${B:-build}/check-counts"
    exit 0
}

finish() {
    mkdir -p "$ROOT/${B:-build}"
    echo "e2e:$TEST_NAME $PASSED $FAILED" >> "$ROOT/${B:-build}/check-counts"
    echo "$TEST_NAME: $PASSED passed, $FAILED failed"
    [ "$FAILED" -eq 0 ]
}

# Mouse clicks as a terminal sends them, press then release, at 0-based
# cell X, Y. Buttons: 0 left, 1 middle, 2 right, 64 wheel up, 65 wheel down
# (a wheel step has no release).
tohex() { printf '%s' "$1" | od -An -tx1 | tr -s ' \n' ' '; }

# seed_build DIR: a build directory of a script's own, for an install with
# other values built in (its PREFIX, HOST_DIR), begun from the main build's
# objects, copied with their times: make then rebuilds only the objects
# those values reach (the Makefile's BUILT_FOR_SRC), and the main build,
# which the other scripts run beside it, is never rebuilt under them.
seed_build() {
    mkdir -p "$1"
    if [ -d "$BIN/obj" ]; then
        cp -a "$BIN/obj" "$1/" && cp -a "$BIN/built-for" "$1/" 2>/dev/null
    fi
    return 0
}
click_sgr() {   # click_sgr BUTTON X Y
    x=$(($2 + 1)); y=$(($3 + 1))
    if [ "$1" -ge 64 ]; then
        seq=$(printf '\033[<%d;%d;%dM' "$1" "$x" "$y")
    else
        seq=$(printf '\033[<%d;%d;%dM\033[<%d;%d;%dm' "$1" "$x" "$y" "$1" "$x" "$y")
    fi
    # shellcheck disable=SC2046
    hexbytes $(tohex "$seq")
}
# click_sgr_apart BUTTON X Y: as click_sgr, but the release comes in a
# write of its own, as from a terminal where the button is held a moment.
click_sgr_apart() {
    x=$(($2 + 1)); y=$(($3 + 1))
    # shellcheck disable=SC2046
    hexbytes $(tohex "$(printf '\033[<%d;%d;%dM' "$1" "$x" "$y")")
    # shellcheck disable=SC2046
    [ "$1" -ge 64 ] || hexbytes $(tohex "$(printf '\033[<%d;%d;%dm' "$1" "$x" "$y")")
}
click_x10() {   # click_x10 BUTTON X Y: X10 encodes a release as button 3
    bx=$(printf '%x' $((33 + $2))); by=$(printf '%x' $((33 + $3)))
    hexbytes 1b 5b 4d "$(printf '%x' $((32 + $1)))" "$bx" "$by"
    [ "$1" -ge 64 ] || hexbytes 1b 5b 4d 23 "$bx" "$by"
}

# click_x10_joined BUTTON X Y: as click_x10, press and release in one write,
# as a quick click or a slow link delivers them.
click_x10_joined() {
    bx=$(printf '%x' $((33 + $2))); by=$(printf '%x' $((33 + $3)))
    if [ "$1" -ge 64 ]; then
        hexbytes 1b 5b 4d "$(printf '%x' $((32 + $1)))" "$bx" "$by"
    else
        hexbytes 1b 5b 4d "$(printf '%x' $((32 + $1)))" "$bx" "$by" 1b 5b 4d 23 "$bx" "$by"
    fi
}

# Where the terminal's cursor is: "X Y", 0-based.
cursor_pos() { tmx display-message -p -t main '#{cursor_x} #{cursor_y}'; }
# Whether the game shows the terminal's cursor (1) or hides it (0).
cursor_shown() { tmx display-message -p -t main '#{cursor_flag}'; }

# The text of screen line N (0-based).
line() { screen | sed -n "$(($1 + 1))p"; }
# The character at 0-based X, Y.
char_at() { line "$2" | cut -c "$(($1 + 1))"; }
# Column (0-based) of the first occurrence of a fixed string on the screen,
# and its line: "X Y", or nothing.
find_text() { screen | awk -v s="$1" '{ i = index($0, s); if (i) { print i - 1, NR - 1; exit } }'; }

# cells_of FILE: each covered hex of a SixCells level as "X Y blue|black",
# X and Y where the terminal's cursor stands on it at 80x24 in the large
# drawing: the picture of the items' box, 4 cells a column and one line a
# half-row (a line less where only line clues stand on the first),
# centred below the status line and above the message line.
cells_of() {
    awk 'NR > 5 && NR <= 38 {
        y = NR - 6
        for (x = 0; x < 33; x++) {
            c = substr($0, 2 * x + 1, 1)
            if (c == "" || c == ".") continue
            n++; X[n] = x; Y[n] = y; K[n] = c
            if (n == 1 || x < x0) x0 = x
            if (n == 1 || x > x1) x1 = x
            if (n == 1 || y < y0) y0 = y
            if (n == 1 || y > y1) y1 = y
        }
    }
    END {
        trim = 1
        for (i = 1; i <= n; i++)
            if (Y[i] == y0 && K[i] ~ /[oOxX]/) trim = 0
        pw = 4 * (x1 - x0) + 5; ph = y1 - y0 + 3 - trim
        ox = int((80 - pw) / 2); oy = 1 + int((22 - ph) / 2)
        for (i = 1; i <= n; i++)
            if (K[i] == "x" || K[i] == "o")
                print ox + 4 * (X[i] - x0) + 2, oy + (Y[i] - y0) + 1 - trim, (K[i] == "x" ? "blue" : "black")
    }' "$1"
}

# --- journeys: steps that also watch for the program ending ----------------
# A journey is a run of steps under a name. A failed step ends it, since
# what follows builds on it (a probe does not); a crash (exit 128+N) is
# reported at the step where it happened, with its status.
JOURNEY=""
JOURNEY_DOWN=""    # set once the journey has stopped
JOURNEY_ENDED=""   # the pane whose program ended as a step expected

# journey NAME: a new journey with no saved game, score or config.
journey() {
    JOURNEY=$1; JOURNEY_DOWN=""; JOURNEY_ENDED=""; INSTANT_WINS=0
    tmx kill-session -t main >/dev/null 2>&1
    rm -rf "$WORK/state" "$WORK/config"
    mkdir -p "$WORK/state/hexpuzzle" "$WORK/config/hexpuzzle"
}
# True once the journey has stopped: its later steps are skipped, and a
# script can skip its own waits.
journey_down() { [ -n "$JOURNEY_DOWN" ]; }

# The status the pane's "EXITED rc=N" line shows once the program has
# ended, or nothing while it runs. After a crash the line may follow the
# shell's message on the unrestored screen and wrap: -J joins it.
pane_exit() { tmx capture-pane -p -J -t main | sed -n 's/.*EXITED rc=\([0-9][0-9]*\).*/\1/p' | tail -1; }

pane_id() { tmx display-message -p -t main '#{pane_id}' 2>/dev/null; }

# The program the pane runs (the pane's shell's child that is not its
# closing sleep).
pane_program() {
    pgrep -P "$(tmx display-message -p -t main '#{pane_pid}')" | while read -r p; do
        [ "$(ps -o comm= -p "$p")" = sleep ] || { echo "$p"; break; }
    done
}

# step DESCRIPTION COMMAND...: passes when COMMAND succeeds, named by the
# journey; the program must still be running after it, unless a step_exit
# saw it end. A failure ends the journey.
step() { journey_check stop "$@"; }
# probe DESCRIPTION COMMAND...: a step after whose failure the journey goes
# on, for a check nothing later builds on.
probe() { journey_check go "$@"; }
journey_check() {
    jc_on=$1; jc_d="$JOURNEY: $2"; shift 2
    journey_down && return 1
    jc_ok=""
    "$@" && jc_ok=1
    jc_rc=$(pane_exit)
    if [ -n "$jc_rc" ] && [ "$(pane_id)" != "$JOURNEY_ENDED" ]; then
        JOURNEY_DOWN=1
        bad "$jc_d: the program ended unexpectedly (EXITED rc=$jc_rc); the journey stops here" "$(screen)"
        return 1
    fi
    if [ -n "$jc_ok" ]; then
        ok "$jc_d"
    elif [ "$jc_on" = stop ]; then
        JOURNEY_DOWN=1
        bad "$jc_d; the journey stops here" "$(screen)"
    else
        bad "$jc_d" "$(screen)"
    fi
    [ -n "$jc_ok" ]
}

# step_exit STATUS DESCRIPTION: the program ends with STATUS (else the
# journey stops) and leaves the terminal in its normal mode.
step_exit() {
    se_d="$JOURNEY: $2"
    [ -n "$JOURNEY_DOWN" ] && return 1
    se_i=0
    while [ $se_i -lt 300 ] && [ -z "$(pane_exit)" ]; do sleep 0.05; se_i=$((se_i + 1)); done
    se_rc=$(pane_exit)
    if [ "$se_rc" != "$1" ]; then
        JOURNEY_DOWN=1
        bad "$se_d (want EXITED rc=$1, got ${se_rc:-none}); the journey stops here" "$(screen)"
        return 1
    fi
    JOURNEY_ENDED=$(pane_id)
    if wait_for "^icanon echo" 5; then
        ok "$se_d"
    else
        bad "$se_d (the terminal's modes after it are not on a line of their own, or not icanon echo)" "$(screen)"
        return 1
    fi
}

# calm [MIN]: at least MIN seconds (default 0.2), then until the screen
# stays the same for 0.1 s (at most ~2 s): input that should change
# nothing has been read by then.
calm() {
    sleep "${1:-0.2}"; prev=$(screen); ca_i=0
    while [ "$ca_i" -lt 20 ]; do
        sleep 0.1; cur=$(screen)
        [ "$cur" = "$prev" ] && return 0
        prev=$cur; ca_i=$((ca_i + 1))
    done
}

# Terminals of their own, one a side of a match (test_match.sh,
# test_versus.sh).
# A terminal of its own, NAME, in the one user's environment (lib.sh's
# start, for a session not called main).
start_in() {
    s=$1; shift
    tmx kill-session -t "$s" >/dev/null 2>&1
    tmx new-session -d -s "$s" -x 80 -y 24 \
        "cd '$ROOT' && export TERM=xterm-256color ESCDELAY=$ESCDELAY_TEST LC_ALL=C.UTF-8 XDG_STATE_HOME='$WORK/state' XDG_CONFIG_HOME='$WORK/config' && $* ; echo \"EXITED rc=\$?\"; sleep 600"
}
screen_of() { tmx capture-pane -p -t "$1"; }
# top_out_in NAME: hard drops on hextris in NAME until it has topped out.
top_out_in() {
    t_i=0
    while ! screen_of "$1" | grep -q "YOU LOSE" && [ "$t_i" -lt 60 ]; do
        keys_in "$1" Space; sleep 0.1; t_i=$((t_i + 1))
    done
}
keys_in() { s=$1; shift; tmx send-keys -t "$s" "$@"; }
# wait_in NAME PATTERN [SECONDS]: wait_for on terminal NAME.
wait_in() {
    s=$1; pat=$2; limit=${3:-15}; wf_i=0
    while [ "$wf_i" -lt $((limit * 20)) ]; do
        if screen_of "$s" | grep -Eq -- "$pat"; then return 0; fi
        sleep 0.05; wf_i=$((wf_i + 1))
    done
    return 1
}
check_in() { d=$1; s=$2; shift 2; if wait_in "$s" "$@"; then ok "$d"; else bad "$d" "$(screen_of "$s")"; fi; }
