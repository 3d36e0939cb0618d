#!/bin/sh
# Faults over the recorder's protocol: a player's own recorder (it keeps
# the player's uid, so its player may stop or kill it) stopped or killed at
# every named step of the setgid side's work, and the same step run by two
# processes at once, on a private setgid install built with HOST_STEPS=yes
# (src/app/host/host_step.h, src/app/host/host_step.c). The steps are found in
# the source, not listed here: every host_step("area:step") under src/app.
#
# For each step and each fault:
#   stop            the recorder stops itself there; while it is stopped
#                   another user ends a game, which must be filed (its
#                   "Host table: #N" line) before the recorder goes on,
#                   and within HOST_FAULT_FILED_MS of its end when that is
#                   set (make bench: 1 s, the machine to itself);
#                   HOST_FAULT_STOP_S later (default 10) it goes on;
#   kill-recorder   the recorder kills itself there;
#   kill-game       it stops there, its game is killed, then it goes on;
#   kill-both       it stops there, then its game and it are killed;
# over one journey of a player's that makes every request once or more
# (N S M E R K U X P W F): P1 a new game saved, P2 the saved game declined
# and a new one saved, P3 that one resumed and played to its end, P4 the
# host tables, the watch list, a game followed. A journey without a fault
# maps first which games reach which step; the fault is then made in the
# last of P1-P3 that reaches it (so that what came before, a game kept or
# handed back, is there to be lost or used twice), else in P4. Another
# user's game, ended while the recorder is stopped, plays the short well,
# a table of its own here. After each, it holds that:
#   - no game whose recorder was killed ranks on the host;
#   - no save of the player's names its seed while its recorder answers
#     (once it was killed, or stopped past the game's wait for it, the
#     game is over on the host: only noted);
#   - nothing of the player's is listed by `hexpuzzle watch` once its game
#     and recorder are gone;
#   - a kept game the host handed back (its U served) is not kept under
#     its name any more, and its save, put back, is not resumed again.
# Then, on their own: a recorder stopped while it holds any lock under the
# host directory (seen in /proc/locks) as another user's game ends; two
# terminals resuming one save at once; two games of the same user stopped
# at the same step of recording, then let go together.
#
# HOST_FAULT_JOBS (default 6) journeys run side by side, each as a user of
# its own; HOST_FAULT_MODES picks faults (default all four), and
# HOST_FAULT_STEPS a space-separated subset of the steps. Without root,
# useradd, setpriv or a games group it is skipped.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"

host_need_root
# The lock check reads /proc/locks with bash's builtins, fast enough to
# see a lock held for a few milliseconds.
command -v bash >/dev/null 2>&1 || skip "needs bash"
STOP_S=${HOST_FAULT_STOP_S:-10}
# How long a game waits for its recorder's answer before it gives it up.
ANSWER_WAIT_MS=$(sed -n 's/.*PRIVSEP_ANSWER_WAIT_MS = \([0-9]*\).*/\1/p' "$ROOT/src/app/host/privsep.h")
: "${ANSWER_WAIT_MS:=5000}"
JOBS=${HOST_FAULT_JOBS:-6}
MODES=${HOST_FAULT_MODES:-stop kill-recorder kill-game kill-both}
# The steps: every host_step("area:step") under src/app, and the names of a
# known area that a file calling host_step keeps in a table for it (a step
# chosen at run time: host_step(steps[how])).
found_steps() {
    fs_files=$(grep -rl --include='*.c' 'host_step(' "$ROOT"/src/app)
    # shellcheck disable=SC2086
    fs_named=$(grep -oh 'host_step("[^"]*")' $fs_files | sed 's/^host_step("\(.*\)")$/\1/')
    fs_areas=$(printf '%s\n' "$fs_named" | sed 's/:.*//' | sort -u | tr '\n' '|')
    # shellcheck disable=SC2086
    fs_table=$(grep -ohE '"('"${fs_areas%|}"'):[a-z_]+"' $fs_files | tr -d '"')
    printf '%s\n%s\n' "$fs_named" "$fs_table" | grep . | sort -u
}
STEPS=${HOST_FAULT_STEPS:-$(found_steps)}
[ -n "$STEPS" ] || { bad "no host_step(\"...\") found under src/app"; finish; exit 1; }

# The users: UB ends a game while a recorder is stopped (and is followed),
# UL is the player of the lock check, UC of the two-process checks, and
# each side-by-side lane of journeys has its own.
HOST_USERS=""
add_user() {
    getent passwd "$1" >/dev/null || useradd -m -s /bin/sh "$1" || return 1
    HOST_USERS="$HOST_USERS $1"
}
trap 'tmx kill-server >/dev/null 2>&1; host_users_del; cleanup' EXIT
UB="hxfb$$"; UL="hxfl$$"; UC="hxfc$$"
for u in "$UB" "$UL" "$UC"; do add_user "$u" || exit 1; done
LANES=""
j=1
while [ "$j" -le "$JOBS" ]; do
    add_user "hxf$j$$" || exit 1
    LANES="$LANES hxf$j$$"
    j=$((j + 1))
done

chmod 755 "$WORK"
W="$WORK/host"
HOST="$W/var/games/hexpuzzle"
HB="$WORK/build"
# A step build is never installed setgid by make (the Makefile refuses):
# it is installed as a plain one, made setgid here, in this private place.
seed_build "$HB"
make -s -j2 -C "$ROOT" B="$HB" HOST_DIR="$HOST" HOST_STEPS=yes PREFIX="$W/usr" all \
    >/dev/null 2>"$WORK/err" \
    && make -s -C "$ROOT" B="$HB" HOST_DIR="$HOST" HOST_STEPS=yes PREFIX="$W/usr" install \
        >/dev/null 2>>"$WORK/err" \
    && chgrp games "$W/usr/bin/hexpuzzle" && chmod 2755 "$W/usr/bin/hexpuzzle" \
    && make -s -C "$ROOT" HOST_DIR="$HOST" host-dir >/dev/null 2>>"$WORK/err" \
    || { bad "a HOST_STEPS=yes build installed setgid under $W" "$(cat "$WORK/err")"; finish; exit 1; }
chmod 755 "$W" "$W/var" "$W/var/games"
HP="$W/usr/bin/hexpuzzle"
mkdir -p "$WORK/cases"

now_ms() { echo $(($(date +%s%N) / 1000000)); }
T0=$(now_ms)
at() { echo "  -- $1 (at $((($(now_ms) - T0) / 1000)) s)"; }
scr() { tmx capture-pane -p -t "=$1:" 2>/dev/null; }
# waits SESSION PATTERN SECONDS: until the session's screen matches, by the clock.
waits() { waits_until "$1" "$2" $(($(now_ms) + $3 * 1000)); }
# waits_until SESSION PATTERN END_MS: the same, until the clock reads END_MS.
waits_until() {
    while :; do
        scr "$1" | grep -Eq -- "$2" && return 0
        [ "$(now_ms)" -ge "$3" ] && return 1
        sleep 0.05
    done
}
# until_at_most SECONDS COMMAND...: until COMMAND succeeds, by the clock.
until_at_most() {
    ua_end=$(($(now_ms) + $1 * 1000)); shift
    while :; do
        "$@" && return 0
        [ "$(now_ms)" -ge "$ua_end" ] && return 1
        sleep 0.05
    done
}
# run SESSION USER STATE SPEC LOG ARGS...: USER's hexpuzzle ARGS in SESSION,
# its saves under STATE, the step SPEC (or none) and step LOG in its
# environment.
run() {
    r_s=$1; r_u=$2; r_st=$3; r_spec=$4; r_log=$5; shift 5
    tmx kill-session -t "=$r_s" >/dev/null 2>&1
    tmx new-session -d -s "$r_s" -x 80 -y 24 \
        "setpriv --reuid=$r_u --regid=$r_u --init-groups env -i HOME=/home/$r_u PATH=/usr/bin:/bin TERM=xterm-256color LC_ALL=C.UTF-8 ESCDELAY=300 XDG_STATE_HOME='$r_st' HEXPUZZLE_HOST_STEP='$r_spec' HEXPUZZLE_HOST_STEP_LOG='$r_log' '$HP' $*; echo EXITED rc=\$?; sleep 600"
}
# state USER NAME: a fresh state directory of USER's.
state() {
    st_d="/home/$1/f/$2"
    rm -rf "$st_d"
    as_user "$1" mkdir -p "$st_d/hexpuzzle"
    echo "$st_d"
}
# steplog PATH USER: an empty step log the user's recorder may append to.
steplog() { : > "$1"; chown "$2:$2" "$1"; chmod 644 "$1"; }
# running USER: USER's processes that have not ended (a zombie has, and
# whoever its parent now is may take a while to reap it).
running() { ps -u "$1" -o stat=,pid= 2>/dev/null | awk '$1 !~ /^Z/ { print $2 }'; }
# quiet USER SECONDS: until USER runs nothing (a game, a recorder),
# then whatever is left is ended; false if something was.
quiet() {
    q_end=$(($(now_ms) + $2 * 1000))
    while [ -n "$(running "$1")" ]; do
        if [ "$(now_ms)" -ge "$q_end" ]; then
            for p in $(running "$1"); do kill -CONT "$p" 2>/dev/null; kill -9 "$p" 2>/dev/null; done
            sleep 0.2
            return 1
        fi
        sleep 0.05
    done
    return 0
}
stopped() {   # stopped PID SECONDS: the process is stopped within SECONDS
    s_end=$(($(now_ms) + $2 * 1000))
    while :; do
        [ "$(ps -o stat= -p "$1" 2>/dev/null | cut -c1)" = T ] && return 0
        [ "$(now_ms)" -ge "$s_end" ] && return 1
        sleep 0.02
    done
}
listed() { as_user "$UB" "$HP" watch 2>&1 | grep -q " $1 "; }
MARK=$(printf 'Space %.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25)
# The other player, UB: a fresh hextris in SESSION, its first move made,
# then paused, ready to end at once (its well fills in 25 hard drops). Left
# to fall it would top out by itself within half a minute, before the
# fault it is meant to meet, and rank against the other journeys' games
# (or not) at a time nobody chose. It plays the short well, whose host
# table only UB plays here, and from which root takes UB's earlier games
# first: its result has a place, and says so.
other_ready() {
    run "$1" "$UB" "$(state "$UB" "$1")" "" "" hextris --short
    waits "$1" "HEXTRIS" 15 && tmx send-keys -t "=$1:" Left p && waits "$1" "PAUSED" 15
}
# other_ends SESSION OUT [END_MS]: UB's game ends; OUT gets the milliseconds
# from the keys that end it to its end box, and what the host said. The box
# shows once the host has answered (the game waits for it), so that this
# bounds the time from its end to its result filed. It is looked for until
# END_MS (8 s from now without it): the caller's recorder stays stopped
# until this returns, so that whatever it sees was filed during the stop.
other_ends() {
    oe_end=${3:-$(($(now_ms) + 8000))}
    grep -rl "^player $UB\$" "$HOST/records" 2>/dev/null | xargs -r grep -l '^params 9x11:' \
        | xargs -r rm -f
    if scr "$1" | grep -q "GAME OVER"; then
        echo "0 (its game had ended before it was meant to)" > "$2"
        scr "$1" > "$2.screen"
        return
    fi
    oe_t=$(now_ms)
    # shellcheck disable=SC2086
    tmx send-keys -t "=$1:" p $MARK
    waits_until "$1" "GAME OVER" "$oe_end"
    oe_ms=$(($(now_ms) - oe_t))
    # The box is drawn from its title down: its host line may come a
    # moment after the title was seen.
    waits_until "$1" "Host table: " "$oe_end" >/dev/null
    # The host's line, with the line below it where the box wrapped it
    # (a reason for "not recorded" is cut off otherwise).
    oe_said=$(scr "$1" | awk '/Host table: /{ n = 2 } n > 0 { n--; sub(/^[^|]*\| */, ""); sub(/ *\|.*$/, ""); printf "%s%s", (n ? "" : " "), $0 }' | sed 's/^ //')
    echo "$oe_ms ${oe_said:-(no host line)}" > "$2"
    scr "$1" > "$2.screen"
}
# filed_in_time OUT: UB's result was filed, its end box drawn with its
# host place, while the recorder was still stopped (the harness lets it go
# only after): a result held up by it would wait the whole stop, past the
# game's own wait for an answer, and the old lock refused it. That compares
# two things measured together, whatever the load. A bound in milliseconds
# (FILED_MS) is checked only where this test has the machine to itself
# (make bench sets it: 1 s); elsewhere the time is a figure.
FILED_MS=${HOST_FAULT_FILED_MS:-}
filed_within() { if [ -n "$FILED_MS" ]; then echo "within $FILED_MS ms"; else echo "while it was stopped"; fi; }
filed_in_time() {
    read -r fi_ms _ < "$1"
    { [ -z "$FILED_MS" ] || [ "$fi_ms" -le "$FILED_MS" ]; } && grep -q "Host table: #" "$1.screen"
}
# UB's long game, paused, for the journeys to follow.
run follow "$UB" "$(state "$UB" follow)" "" "" hextris
waits follow HEXTRIS 15 && tmx send-keys -t =follow: Left p

# --- one journey ---------------------------------------------------------
# A journey's results are lines of $D/result: "ok TEXT", "bad TEXT" or
# "note TEXT", read and counted by the main script in the order of the
# cases (journeys run in lanes side by side, as subshells).
say_ok() { echo "ok $1" >> "$D/result"; }
say_bad() { echo "bad $1" >> "$D/result"; }
say() { if [ "$1" = 0 ]; then say_ok "$2"; else say_bad "$2"; fi; }

# The fault, done beside the journey: for each recorder that reaches the
# step (a line of the step log), what MODE says, written to $D/faults as
# "PHASE PID what was done".
fault_watch() {
    fw_done=" "
    while :; do
        fw_end=""
        [ -e "$D/journey-done" ] && fw_end=1
        # Only the recorders of the phase the fault is meant for.
        fw_from=$(awk -v p="$FP" '$2 == p { print $1 + 1; exit }' "$D/marks")
        [ -n "$fw_from" ] || fw_from=999999999
        for fw_p in $(tail -n +"$fw_from" "$D/steps" | awk -v s="$STEP" '$2 == s { print $1 }'); do
            case $fw_done in *" $fw_p "*) continue ;; esac
            fw_done="$fw_done$fw_p "
            fw_phase=$(cat "$D/phase")
            # Its game is its parent while that lives: a hexpuzzle of U's.
            fw_game=$(ps -o ppid= -p "$fw_p" 2>/dev/null | tr -d ' ')
            [ -n "$fw_game" ] && [ "$(ps -o uid=,comm= -p "$fw_game" 2>/dev/null | tr -s ' ' | sed 's/^ //')" = "$(id -u "$U") hexpuzzle" ] \
                || fw_game=""
            case $MODE in
            kill-recorder)
                echo "$fw_phase $fw_p killed itself" >> "$D/faults" ;;
            stop)
                if ! stopped "$fw_p" 3; then
                    # The kernel lets go the stopped processes of a group
                    # left without a parent outside it: a recorder stopped
                    # after its game has gone goes on at once. The game
                    # may go between the look above and the stop (an end,
                    # then q), so whether it is gone is asked again now.
                    if [ -n "$fw_game" ] && [ "$(ps -o pid= -p "$fw_game" 2>/dev/null | tr -d ' ')" = "$fw_game" ]; then
                        echo "$fw_phase $fw_p did not stop" >> "$D/faults"
                    else
                        echo "$fw_phase $fw_p let go by the kernel, its game gone" >> "$D/faults"
                    fi
                    continue
                fi
                touch "$D/holding"
                fw_t=$(now_ms)
                if [ ! -e "$D/other" ] && [ -e "$D/other-ready" ]; then
                    other_ends "$D_OTHER" "$D/other" $((fw_t + STOP_S * 1000))
                    tmx kill-session -t "=$D_OTHER" >/dev/null 2>&1
                fi
                fw_left=$((STOP_S * 1000 - ($(now_ms) - fw_t)))
                [ "$fw_left" -gt 0 ] && sleep "$((fw_left / 1000)).$(printf '%03d' $((fw_left % 1000)))"
                kill -CONT "$fw_p" 2>/dev/null
                rm -f "$D/holding"
                echo "$fw_phase $fw_p stopped ${STOP_S} s" >> "$D/faults" ;;
            kill-game | kill-both)
                stopped "$fw_p" 3
                [ -n "$fw_game" ] && kill -9 "$fw_game" 2>/dev/null
                if [ "$MODE" = kill-both ]; then
                    kill -9 "$fw_p" 2>/dev/null
                else
                    sleep 0.2; kill -CONT "$fw_p" 2>/dev/null
                fi
                echo "$fw_phase $fw_p: its game ${fw_game:-(gone already)} killed${MODE#kill-game}" >> "$D/faults" ;;
            esac
        done
        [ -n "$fw_end" ] && return 0
        sleep 0.05
    done
}

# phase P DESCRIPTION: a game (or command) of the journey begins; the step
# SPEC is in its environment only in the phase the fault is meant for.
phase() {
    PH=$1; PH_TEXT="$1 ($2)"
    echo "$PH" > "$D/phase"
    echo "$(wc -l < "$D/steps") $PH" >> "$D/marks"
    PSPEC=""; [ "$PH" = "$FP" ] && PSPEC=$SPEC
}
# phase_end: its game and recorder are gone (within the stop and the
# game's waits for its recorder); what it left is checked.
phase_end() {
    pe_wait=$((STOP_S + 12))
    waits "$S" "EXITED rc=" "$pe_wait" >/dev/null
    tmx kill-session -t "=$S" >/dev/null 2>&1
    quiet "$U" "$pe_wait" \
        || say_bad "$TRIED, $PH_TEXT: a process of its game or recorder was still there $pe_wait s after (ended by the harness)"
    sv="$ST/hexpuzzle/hextris.save"
    # A board's seed in its player's save: wrong while its recorder
    # answers; once it was killed, or stopped past the game's wait for an
    # answer (the game gives it up), the game is over on the host and its
    # board the player's own, which is only noted (whatever of it the host
    # still kept or would rank is what the checks after the journey see).
    if [ -z "$SEED_SEEN" ] && [ -f "$sv" ] && grep -Eq 'seed=[1-9]' "$sv"; then
        if [ "$MODE" = kill-recorder ] || [ "$MODE" = kill-both ] \
            || { [ "$MODE" = stop ] && [ $((STOP_S * 1000)) -ge "$ANSWER_WAIT_MS" ]; }; then
            echo "note $TRIED, $PH_TEXT: the player's save names its seed, its game having given up its recorder" >> "$D/result"
        else
            say_bad "$TRIED, $PH_TEXT: the player's save names its seed ($(grep -o 'seed=[0-9]*' "$sv"))"
        fi
        SEED_SEEN=1
    fi
    if [ -z "$LISTED_SEEN" ] && listed "$U"; then
        say_bad "$TRIED, $PH_TEXT: once its game and recorder are gone, the watch list still shows a game of the player's"
        LISTED_SEEN=1
    fi
}
# reached STEP: the phase's recorder reached it (a log line since the
# phase began).
reached() {
    tail -n +"$(($(tail -1 "$D/marks" | cut -d' ' -f1) + 1))" "$D/steps" \
        | awk -v s="$1" '$2 == s { f = 1 } END { exit !f }'
}
# before PHASE STEP2: in PHASE, the faulted step came before STEP2 (or
# STEP2 never came).
before() {
    tail -n +"$(awk -v p="$1" '$2 == p { print $1 + 1; exit }' "$D/marks")" "$D/steps" \
        | awk -v s="$STEP" -v t="$2" '$2 == s { exit 0 } $2 == t { exit 1 }'
}
# jkeys KEYS...: keys to the journey's game. When the fault kills the
# game, the journey goes on only once that is done: a game that played on
# meanwhile (its moves queued for its stopped recorder) could finish what
# the fault was to cut.
jkeys() {
    tmx send-keys -t "=$S:" "$@"
    case $MODE in kill-game | kill-both) ;; *) return 0 ;; esac
    [ "$PH" = "$FP" ] || return 0
    sleep 0.1
    until_at_most 10 fault_done
    return 0
}
# fault_done: every recorder of the faulted phase that reached the step
# has had its fault done (the watcher writes its line once it has).
fault_done() {
    fd_at=$(tail -n +"$(awk -v p="$FP" '$2 == p { print $1 + 1; exit }' "$D/marks")" "$D/steps" \
        | awk -v s="$STEP" '$2 == s { print $1 }' | sort -u | wc -l)
    [ "$(wc -l < "$D/faults")" -ge "$fd_at" ]
}
token_of() { sed -n 's/^host //p' "$1" 2>/dev/null; }

# journey CASE STEP MODE USER PHASE: the player's journey, with the fault
# MODE at STEP in the games of PHASE (P1, P2, P3: all three are played;
# P4: only the commands). With no STEP, a journey without a fault, whose
# step log maps which phase reaches which step.
journey() {
    CASE=$1; STEP=$2; MODE=$3; U=$4; FP=$5
    D="$WORK/cases/$CASE"; S="j$CASE"; D_OTHER="o$CASE"
    mkdir -p "$D"; : > "$D/result"; : > "$D/faults"; : > "$D/marks"
    steplog "$D/steps" "$U"
    ST=$(state "$U" "$CASE")
    SPEC="$STEP=stop"; [ "$MODE" = kill-recorder ] && SPEC="$STEP=kill"
    TRIED="$STEP $MODE in $FP"
    SEED_SEEN=""; LISTED_SEEN=""
    echo "P0" > "$D/phase"
    if [ "$MODE" = stop ]; then other_ready "$D_OTHER" && touch "$D/other-ready"; fi
    fault_watch & fw_pid=$!
    w=$((STOP_S + 8))

    if [ "$FP" != P4 ]; then
        phase P1 "a new game saved: N S M K E"
        run "$S" "$U" "$ST" "$PSPEC" "$D/steps" hextris
        waits "$S" "HEXTRIS|EXITED" "$w" >/dev/null
        jkeys Left
        waits "$S" "Score" 2 >/dev/null
        jkeys q
        waits "$S" "Quit this game|EXITED" "$w" >/dev/null && jkeys y
        phase_end
        cp "$ST/hexpuzzle/hextris.save" "$D/save1" 2>/dev/null

        phase P2 "the save declined, a new game saved: N U X S M K E"
        run "$S" "$U" "$ST" "$PSPEC" "$D/steps" hextris
        waits "$S" "Resume the saved game|HEXTRIS|EXITED" "$w" >/dev/null
        scr "$S" | grep -q "Resume the saved game" && jkeys n
        waits "$S" "HEXTRIS|EXITED" "$w" >/dev/null
        jkeys Left
        waits "$S" "Score" 2 >/dev/null
        jkeys q
        waits "$S" "Quit this game|EXITED" "$w" >/dev/null && jkeys y
        HANDED1=""; reached serve:U && HANDED1=$PH
        phase_end
        cp "$ST/hexpuzzle/hextris.save" "$D/save2" 2>/dev/null

        # The player's earlier entries go (root tidies them): this game
        # has a place in its table, so that its record is made whole.
        grep -rl "^player $U\$" "$HOST/records" 2>/dev/null | xargs -r rm -f
        phase P3 "the save resumed and played to its end: N U S M R E"
        run "$S" "$U" "$ST" "$PSPEC" "$D/steps" hextris
        waits "$S" "Resume the saved game|HEXTRIS|EXITED" "$w" >/dev/null
        P3_RESUMED=""
        if scr "$S" | grep -q "Resume the saved game"; then
            P3_RESUMED=1
            jkeys y
            waits "$S" "PAUSED|EXITED" "$w" >/dev/null && jkeys p
        fi
        jkeys Left
        # shellcheck disable=SC2086
        jkeys $MARK
        waits "$S" "GAME OVER|EXITED" "$w" >/dev/null
        scr "$S" > "$D/p3.screen"
        HANDED2=""; reached serve:U && HANDED2=$PH
        # A recorder stopped at the game's end stays stopped while its
        # player looks at the result (its game's end would let it go).
        # Its fault's line is written once the stop is over, whenever the
        # watcher, on a busy machine, saw it begin.
        if [ "$MODE" = stop ] && [ "$FP" = P3 ]; then
            sleep 0.3
            until_at_most $((STOP_S + 15)) fault_done
            while [ -e "$D/holding" ]; do sleep 0.05; done
        fi
        jkeys q
        phase_end
    fi
    if [ "$FP" = P4 ] || [ -z "$STEP" ]; then
        phase P4 "scores --host, watch, watch a game: P W F"
        run "$S" "$U" "$ST" "$PSPEC" "$D/steps" scores --host
        phase_end
        run "$S" "$U" "$ST" "$PSPEC" "$D/steps" watch
        phase_end
        run "$S" "$U" "$ST" "$PSPEC" "$D/steps" watch "$UB"
        waits "$S" "^LIVE|EXITED" "$w" >/dev/null
        jkeys q
        phase_end
    fi
    touch "$D/journey-done"
    wait "$fw_pid"
    tmx kill-session -t "=$D_OTHER" >/dev/null 2>&1
    [ -n "$STEP" ] || return 0

    # What the journey met, and what held.
    if [ ! -s "$D/faults" ]; then
        say_bad "$TRIED: no game of the phase reached the step (it did without the fault)"
        return 0
    fi
    if grep -q "did not stop" "$D/faults"; then
        say_bad "$TRIED: the recorder did not stop at the step"
    fi
    if [ "$MODE" = stop ] && ! grep -q " stopped " "$D/faults"; then
        echo "note $TRIED: $(head -1 "$D/faults" | cut -d' ' -f3-): another user's game was not tried against it" >> "$D/result"
    elif [ "$MODE" = stop ]; then
        if [ -s "$D/other" ]; then
            read -r o_ms o_said < "$D/other"
            filed_in_time "$D/other"
            say $? "$TRIED: another user's game ended while the recorder was stopped is filed $(filed_within) (${o_ms} ms: $o_said)"
        else
            say_bad "$TRIED: another user's game could not be ended while the recorder was stopped"
        fi
    fi
    # A game whose recorder died never ranks: the game of P3 when its
    # recorder was killed before the game was filed, or when it resumed
    # the game of P2's whose recorder was killed before keeping it.
    case $MODE in
    kill-*)
        if { [ "$FP" = P3 ] && before P3 serve:R; } \
            || { [ "$FP" = P2 ] && [ -n "$P3_RESUMED" ] && before P2 serve:K; }; then
            ! grep -q "Host table: #" "$D/p3.screen"
            say $? "$TRIED: the game whose recorder was killed does not rank on the host"
        fi ;;
    esac
    [ -z "$SEED_SEEN" ] && say_ok "$TRIED: no save of the player's names its seed"
    [ -z "$LISTED_SEEN" ] && say_ok "$TRIED: nothing of the player's is left listed by watch"
    # Single use: a kept game handed back (its U reached, and the recorder
    # not killed before serving it) is neither kept under its name nor
    # resumed again from a copy of its save.
    for sv in 1 2; do
        tok=$(token_of "$D/save$sv")
        handed=$HANDED1; [ "$sv" = 2 ] && handed=$HANDED2
        if [ -z "$tok" ] || [ -z "$handed" ]; then continue; fi
        if [ "$STEP" = serve:U ] && [ "$handed" = "$FP" ] \
            && { [ "$MODE" = kill-recorder ] || [ "$MODE" = kill-both ]; }; then
            continue
        fi
        ! [ -e "$HOST/kept/$(id -u "$U")-$tok.save" ] && ! [ -e "$HOST/kept/$(id -u "$U")-$tok" ]
        say $? "$TRIED: the kept game of the save of P$sv, handed back in $handed, is no longer kept under its name"
        cp "$D/save$sv" "$ST/hexpuzzle/hextris.save"
        chown "$U:$U" "$ST/hexpuzzle/hextris.save"
        phase probe "the save of P$sv put back"
        run "$S" "$U" "$ST" "" "$D/steps" hextris
        waits "$S" "Resume the saved game|HEXTRIS|EXITED" 15 >/dev/null
        # The question comes with the game's first screen, if at all.
        sleep 0.3
        ! scr "$S" | grep -q "Resume the saved game"
        say $? "$TRIED: the save of P$sv, put back after its kept game was handed back in $handed, is not resumed again"
        tmx kill-session -t "=$S" >/dev/null 2>&1
        quiet "$U" 5
    done
}

# --- every step, every fault ----------------------------------------------
# First a journey without a fault maps which phase reaches which step; each
# step is then faulted in the last of the games (P1-P3) that reaches it, so
# that what came before it (a game kept, handed back) is there to be lost,
# or else in the commands (P4).
at "a journey without a fault, to map the steps"
first=${LANES# }
journey map "" "" "${first%% *}" ""
awk 'NR == FNR { at[NR] = $1; ph[NR] = $2; n = NR; next }
     { p = ""; for (i = 1; i <= n; i++) if (FNR > at[i]) p = ph[i]; print p, $2 }' \
    "$WORK/cases/map/marks" "$WORK/cases/map/steps" | sort -u > "$WORK/cases/map/reached"
: > "$WORK/cases/list"
n=0
for step in $STEPS; do
    fp=$(awk -v s="$step" '$2 == s && $1 ~ /^P[123]$/ { p = $1 } END { print p }' "$WORK/cases/map/reached")
    [ -n "$fp" ] || fp=$(awk -v s="$step" '$2 == s && $1 == "P4" { p = $1 } END { print p }' "$WORK/cases/map/reached")
    if [ -z "$fp" ]; then
        echo "  note $TEST_NAME: $step: no phase of the journey reaches it; not tried"
        continue
    fi
    for mode in $MODES; do
        n=$((n + 1))
        echo "$n $step $mode $fp" >> "$WORK/cases/list"
    done
done
# --- the lock: road 4 of issue #28 ---------------------------------------
# A player's recorder, recording a game, is stopped the moment it holds any
# lock under HOST_DIR but its own live log's (what /proc/locks, which anyone
# may read, shows a player too); while it stays stopped, another user's game
# ends. A thousand more records (copies of one, put there by root and
# taken away after) make whatever recording does with them last long
# enough for a shell to see, as a well-filled host's tables do.
at "a recorder stopped while it holds a lock under HOST_DIR"
one=$(find "$HOST/records" -name '*.replay' -type f | head -1)
if [ -n "$one" ]; then
    i=0
    while [ $i -lt 1000 ]; do cp -p "$one" "${one%/*}/fill$i-${one##*/}"; i=$((i + 1)); done
fi
D="$WORK/cases/lock"; mkdir -p "$D"; steplog "$D/steps" "$UL"
other_ready lockother
run lock "$UL" "$(state "$UL" lock)" "serve:R=stop" "$D/steps" hextris
waits lock HEXTRIS 15 >/dev/null
tmx send-keys -t =lock: Left
waits lock "Score" 2 >/dev/null
# shellcheck disable=SC2086
tmx send-keys -t =lock: $MARK
rec=""
lock_rec() { rec=$(awk '$2 == "serve:R" { print $1; exit }' "$D/steps"); [ -n "$rec" ]; }
until_at_most 15 lock_rec
caught=""
if [ -n "$rec" ] && stopped "$rec" 3; then
    # From the step before recording it is let go, and /proc/locks read
    # as fast as a shell can (builtins only) for 3 s.
    lives=" $(find "$HOST/live" -type f -exec stat -c %i {} + 2>/dev/null | tr '\n' ' ')"
    bash -c '
        pid=$1; lives=$2; end=$((SECONDS + 3)); kill -CONT "$pid"
        while [ $SECONDS -lt $end ]; do
            mapfile -t L < /proc/locks
            for l in "${L[@]}"; do
                set -- $l
                [ "$5" = "$pid" ] || continue
                case $lives in *" ${6##*:} "*) continue ;; esac
                kill -STOP "$pid"; echo "$l"; exit 0
            done
        done
        exit 1' sh "$rec" "$lives" > "$D/caught" && caught=$(cat "$D/caught")
fi
if [ -n "$caught" ] && stopped "$rec" 2; then
    t_stop=$(now_ms)
    echo "       (UL's recorder stopped holding: $caught)"
    other_ends lockother "$D/other" $((t_stop + STOP_S * 1000))
    read -r o_ms o_said < "$D/other"
    what="lock: UL's recorder stopped while it holds a lock under HOST_DIR, another user's game is filed $(filed_within) (${o_ms} ms: $o_said)"
    if filed_in_time "$D/other"; then ok "$what"; else bad "$what" "$(grep -A2 'Host table' "$D/other.screen")"; fi
    left=$((STOP_S * 1000 - ($(now_ms) - t_stop)))
    [ "$left" -gt 0 ] && sleep "$((left / 1000)).$(printf '%03d' $((left % 1000)))"
else
    ok "lock: UL's recorder, recording a game, was never seen holding a lock under HOST_DIR but its live log's"
fi
kill -CONT "$rec" 2>/dev/null
tmx kill-session -t =lockother >/dev/null 2>&1
waits lock "GAME OVER" "$((STOP_S + 8))" >/dev/null
tmx kill-session -t =lock >/dev/null 2>&1
quiet "$UL" 10
find "$HOST/records" -name 'fill*' -type f -delete


at "the journeys: $n, $JOBS side by side"
echo "       (steps reached: $(awk '{ print $2 "@" $1 }' "$WORK/cases/map/reached" | tr '\n' ' '))"
# Each lane takes the next journey no lane has taken (mkdir claims it), the
# stopped ones, the longest, first.
for u in $LANES; do
    (
        { grep ' stop ' "$WORK/cases/list"; grep -v ' stop ' "$WORK/cases/list"; } \
            | while read -r c st md fp; do
                mkdir "$WORK/cases/taken-$c" 2>/dev/null || continue
                journey "$c" "$st" "$md" "$u" "$fp"
            done
    ) &
done
wait
while read -r c st md fp; do
    while read -r word text; do
        case $word in
        ok) ok "$text" ;;
        bad) bad "$text" ;;
        note) echo "  note $TEST_NAME: $text" ;;
        esac
    done < "$WORK/cases/$c/result"
done < "$WORK/cases/list"

# --- the same step from two processes -------------------------------------
at "two terminals resume one save at once"
D="$WORK/cases/twice"; mkdir -p "$D"; steplog "$D/steps" "$UC"
st1=$(state "$UC" twice1); st2=$(state "$UC" twice2)
run twice1 "$UC" "$st1" "" "$D/steps" hextris
waits twice1 HEXTRIS 15 >/dev/null
tmx send-keys -t =twice1: Left
waits twice1 Score 2 >/dev/null
tmx send-keys -t =twice1: q
waits twice1 "Quit this game" 15 >/dev/null && tmx send-keys -t =twice1: y
waits twice1 "EXITED" 15 >/dev/null
cp "$st1/hexpuzzle/hextris.save" "$st2/hexpuzzle/hextris.save"
chown "$UC:$UC" "$st2/hexpuzzle/hextris.save"
check "two at once: setup: a host game of UC's kept, its save in two places" \
    grep -q '^host ' "$st2/hexpuzzle/hextris.save"
: > "$D/steps"
run twice1 "$UC" "$st1" "serve:U=stop" "$D/steps" hextris
run twice2 "$UC" "$st2" "serve:U=stop" "$D/steps" hextris
recs=""
# Both recorders at the step: two games starting at once on a busy machine.
at_step_twice() {
    recs=$(awk -v s="$1" '$2 == s { print $1 }' "$D/steps" | tr '\n' ' ')
    [ "$(echo "$recs" | wc -w)" -ge 2 ]
}
until_at_most 15 at_step_twice serve:U
for p in $recs; do stopped "$p" 3; done
# shellcheck disable=SC2086
[ -n "$recs" ] && kill -CONT $recs
offered=0
for s in twice1 twice2; do
    waits "$s" "Resume the saved game|HEXTRIS|EXITED" 15 >/dev/null
    waits "$s" "Resume the saved game" 1 >/dev/null && offered=$((offered + 1))
done
check "two at once: both recorders reached the hand-back (U) together ($recs)" [ "$(echo "$recs" | wc -w)" -eq 2 ]
check "two at once: one kept game is resumed by one of the two terminals at most (offered to $offered)" \
    [ "$offered" -le 1 ]
tmx kill-session -t =twice1 >/dev/null 2>&1; tmx kill-session -t =twice2 >/dev/null 2>&1
quiet "$UC" 10

# Each step of recording (R, and the steps the journey without a fault
# reached after it before the recorder's next request: recording's inside),
# reached by two games of UC's at once, both stopped there, then let go
# together.
recording=$(tail -n +"$(awk '$2 == "P3" { print $1 + 1; exit }' "$WORK/cases/map/marks")" \
    "$WORK/cases/map/steps" \
    | awk '$2 == "serve:R" { on = 1; print $2; next } on && $2 ~ /^serve:|^recorder:/ { exit } on { print $2 }' \
    | awk '!seen[$0]++')
for step in $recording; do
    case " $(echo $STEPS) " in *" $step "*) ;; *) continue ;; esac
    at "two games recording at once, let go together from $step"
    D="$WORK/cases/two-$step"; mkdir -p "$D"; steplog "$D/steps" "$UC"
    # The short well, with none of UC's earlier games in its table: both
    # have a place.
    grep -rl "^player $UC\$" "$HOST/records" 2>/dev/null | xargs -r grep -l '^params 9x11:' \
        | xargs -r rm -f
    for s in rec1 rec2; do
        run "$s" "$UC" "$(state "$UC" "$s")" "$step=stop" "$D/steps" hextris --short
    done
    for s in rec1 rec2; do
        waits "$s" HEXTRIS 15 >/dev/null; tmx send-keys -t "=$s:" Left
    done
    for s in rec1 rec2; do
        # shellcheck disable=SC2086
        tmx send-keys -t "=$s:" $MARK
    done
    recs=""
    until_at_most 15 at_step_twice "$step"
    if [ -z "$recs" ]; then
        echo "  note $TEST_NAME: two at once at $step: a new game's recording does not reach it; not tried"
        for s in rec1 rec2; do tmx kill-session -t "=$s" >/dev/null 2>&1; done
        quiet "$UC" 10
        continue
    fi
    for p in $recs; do stopped "$p" 3; done
    # shellcheck disable=SC2086
    kill -CONT $recs
    # Filed: a place in the table ("Host table: #N"), or none where the
    # table's ten are better (the recorder's NP: no line at all); a game
    # its recorder refused, or gave up on, says "Host table: not
    # recorded", and the check shows what each said.
    both=0; said=""
    for s in rec1 rec2; do
        # 25 hard drops top the short well out, unless the pieces clear a
        # row on the way: then more.
        # shellcheck disable=SC2086
        waits "$s" "GAME OVER" 15 >/dev/null || tmx send-keys -t "=$s:" $MARK
        # The box is drawn from its title down: its host line, if it has
        # one, a moment after the title.
        if waits "$s" "GAME OVER" 15 >/dev/null && { waits "$s" "Host table: " 2 >/dev/null; :; } \
            && ! scr "$s" | grep -q "Host table: not recorded"; then
            both=$((both + 1))
        fi
        said="$said $(scr "$s" | grep -o 'Host table: [^|]*' | head -1)"
    done
    check "two at once at $step: both recorders stopped there together ($recs)" [ "$(echo "$recs" | wc -w)" -eq 2 ]
    check "two at once at $step: both games are filed (a place, or none where ten are better:$said)" [ "$both" -eq 2 ]
    for s in rec1 rec2; do tmx kill-session -t "=$s" >/dev/null 2>&1; done
    quiet "$UC" 10
    as_user "$UB" "$HP" scores --host > "$D/host.txt" 2>&1
    check "two at once at $step: scores --host still reads the tables" grep -q '^host hextris marathon' "$D/host.txt"
    check "two at once at $step: nothing half-written is left in records/" \
        [ -z "$(find "$HOST/records" -name '.tmp-*')" ]
done
at "done"
finish
