#!/bin/sh
# Issue #19: what an ordinary user of a shared host can do to the host
# tables of a setgid games install, tried as that user. Root with three
# throwaway users (A plays, B attacks and watches, C reads) on a private
# install (make install HOST_SCORES=yes, its own build, PREFIX and
# HOST_DIR under $WORK), in the five classes of the issue:
#   1 entries the player owns (chmod, rewrite, truncate; a forgery)
#   2 results the recorder never saw (hand-written saves)
#   3 boards known before play (the seed, anywhere a player can read)
#   4 one player blocking the others (locks, FIFOs, a stopped recorder)
#   5 housekeeping (killed games and recorders, planted live logs)
# Every check says what an attacker tried and passes only if it did not
# work (the threat model: the man page's SECURITY). Without root,
# useradd, setpriv or a games group it is skipped, and the summary says so.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/host_checks.sh"

host_need_root
host_users_add 3 || exit 1
UA=$U1; UB=$U2; UC=$U3
trap 'tmx kill-server >/dev/null 2>&1; host_users_del; cleanup' EXIT

AUID=$(id -u "$UA"); BUID=$(id -u "$UB")
host_install
STA="/home/$UA/.local/state/hexpuzzle"
mkdir -p "$WORK/snap" "$WORK/orig"

T0=$(date +%s)
wait_for() { host_wait_for "$@"; }
at() { echo "  -- $1 (at $(($(date +%s) - T0)) s)"; }
# A frozen game and its recorder are ended by root, by their pids.
# They are waited for: a game still dying would be found by the next
# find_procs in place of the new one.
end_procs() {
    for p in "$@"; do [ -n "$p" ] && kill -9 "$p" 2>/dev/null; done
    for p in "$@"; do [ -n "$p" ] && gone "$p" 10; done
    return 0
}
gone() {   # gone PID SECONDS: the process has ended within SECONDS
    gi=0
    while [ "$gi" -lt $(($2 * 10)) ]; do
        kill -0 "$1" 2>/dev/null || return 0
        # A zombie has ended.
        [ "$(ps -o stat= -p "$1" 2>/dev/null | cut -c1)" = Z ] && return 0
        sleep 0.1; gi=$((gi + 1))
    done
    return 1
}
# hextris_over USER [ARGS]: a fresh hextris of USER's, to its game over.
hextris_over() {
    rm -f "/home/$1/.local/state/hexpuzzle/hextris.save"
    play "$@" hextris
    wait_for "HEXTRIS" >/dev/null
    find_procs "$1"
    # A first move, a moment before the rest (a swapper can act).
    keys Left; sleep 0.4
    for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
}
host_scores() { as_user "$UC" "$HP" scores --host 2>&1; }
own_played() {   # own_played USER GAME: the games USER's own tables count
    as_user "$1" "$HP" scores 2>/dev/null \
        | sed -n "s/^$2 [^ ]*: played \\([0-9]*\\).*/\\1/p" | awk '{ s += $1 } END { print s + 0 }'
}
entries() { find "$HOST" -name '*.rec' -type f; }

# --- before: B plays first ---------------------------------------------
at "before"
# On today's code the first recorder to need them makes HOST_DIR/live and
# the lock, owned by its user: B, the attacker of class 4.
hextris_over "$UB"
check "setup: B's game ends" wait_for "GAME OVER"
check "setup: B's game enters the host table" wait_for "Host table: #[0-9]+"
keys q; wait_for "EXITED" >/dev/null

# --- 1: entries the player owns ----------------------------------------
at "1"
hextris_over "$UA"
check "setup: A's game ends" wait_for "GAME OVER"
check "setup: A's game enters the host table" wait_for "Host table: #[0-9]+"
keys q; wait_for "EXITED" >/dev/null
AENTRY=$(grep -l "^player $UA\$" $(entries) 2>/dev/null | head -1)
check "setup: A's entry is on disk" [ -n "$AENTRY" ]
show() { [ -s "$1" ] && head -8 "$1" | while read -r l; do echo "       | $2 $l"; done; }
# What A owns there (A's recorder runs as A: its files may well be A's;
# what matters is whether A can reach them).
find "$HOST" -user "$UA" > "$WORK/owned"
echo "       (A owns $(wc -l < "$WORK/owned") of the paths under HOST_DIR)"
find "$HOST" > "$WORK/paths"
as_user "$UA" sh -c 'while read -r p; do [ -w "$p" ] && echo "$p"; done' < "$WORK/paths" > "$WORK/writable"
check "1 owner: A can write nothing under HOST_DIR" [ ! -s "$WORK/writable" ]
show "$WORK/writable" "A may write"
# What is there now, to compare with after each attempt.
sums() { find "$HOST" -type f -exec sha256sum {} + 2>/dev/null | sort; find "$HOST" -exec stat -c '%n %a %U' {} + | sort; }
sums > "$WORK/sums0"
for f in $(entries); do cp -p "$f" "$WORK/orig/"; done
# chmod to a file's own mode: the attempt, without changing what it is.
as_user "$UA" sh -c 'while read -r p; do chmod "$(stat -c %a "$p")" "$p" 2>/dev/null && echo "$p"; done' \
    < "$WORK/paths" > "$WORK/chmodded"
check "1 owner: A cannot chmod anything under HOST_DIR" [ ! -s "$WORK/chmodded" ]
show "$WORK/chmodded" "A chmods"
# Rewrite the figure and player lines of every entry in place.
as_user "$UA" sh -c 'while read -r f; do case $f in *.rec) ;; *) continue ;; esac
        sed -e "s/^figure .*/figure 987654/" -e "s/^player .*/player forged/" "$f" > "$HOME/x" 2>/dev/null \
            && { cat "$HOME/x" > "$f"; } 2>/dev/null && echo "$f"; done' < "$WORK/paths" > "$WORK/rewritten"
sums > "$WORK/sums1"
check "1 owner: A cannot rewrite an entry's figure or player" cmp -s "$WORK/sums0" "$WORK/sums1"
show "$WORK/rewritten" "A rewrote"
host_scores > "$WORK/host1.txt"
check "1 owner: scores --host shows no figure or name A wrote" \
    sh -c "! grep -Eq '987654|987,654|forged' '$WORK/host1.txt'"
# Truncate everything (the entries, the lock).
as_user "$UA" sh -c 'while read -r p; do [ -f "$p" ] && : 2>/dev/null > "$p" && echo "$p"; done' \
    < "$WORK/paths" > "$WORK/truncated"
sums > "$WORK/sums2"
check "1 owner: A cannot truncate anything under HOST_DIR" cmp -s "$WORK/sums0" "$WORK/sums2"
show "$WORK/truncated" "A truncated"
# Root undoes what A did, then forges as A once could: A's entry's figure
# and player rewritten in place, parseable, and the same for ten more
# entries of A's (copies of it, each with its own figure: A's other
# games, rewritten).
for f in "$WORK"/orig/*.rec; do
    for g in $(entries); do [ "$(basename "$g")" = "$(basename "$f")" ] && cp -p "$f" "$g"; done
done
if [ -n "$AENTRY" ]; then
    sed -i -e 's/^figure .*/figure 987654/' -e 's/^player .*/player forged/' "$AENTRY"
    for i in 0 1 2 3 4 5 6 7 8 9; do
        c="$(dirname "$AENTRY")/00000000000$i-00000000000000000000-000000000000000$i.rec"
        sed -e "s/^figure .*/figure 98765$i/" "$AENTRY" > "$c"
        chown --reference="$AENTRY" "$c"; chmod --reference="$AENTRY" "$c"
    done
fi
host_scores > "$WORK/host2.txt"
check "1 forged: scores --host shows no forged figure or name" \
    sh -c "! grep -Eq '98765[0-9]|98,765|forged' '$WORK/host2.txt'"
check "1 forged: scores --host still lists B's real entry" grep -qw "$UB" "$WORK/host2.txt"
hextris_over "$UA"
check "1 forged: A's next real game ends" wait_for "GAME OVER"
check "1 forged: ...and still enters the host table (the forged ones push nothing out)" \
    wait_for "Host table: #[0-9]+"
keys q; wait_for "EXITED" >/dev/null
host_scores > "$WORK/host3.txt"
check "1 forged: after it, scores --host lists B's and A's real entries, no forged one" \
    sh -c "grep -qw '$UB' '$WORK/host3.txt' && grep -qw '$UA' '$WORK/host3.txt' && ! grep -Eq '98765[0-9]|forged' '$WORK/host3.txt'"
grep -rl '^figure 98765' "$HOST" > "$WORK/forged" 2>/dev/null
check "1 forged: all 11 forged entries are kept (none deleted)" [ "$(wc -l < "$WORK/forged")" -eq 11 ]
check "1 forged: ...aside, as NAME.corrupt, none as an entry" \
    sh -c "[ -s '$WORK/forged' ] && ! grep -qv '\\.corrupt\$' '$WORK/forged'"
check "1 forged: B's real entry is still on disk" sh -c "grep -q '^player $UB\$' \$(find '$HOST' -name '*.rec')"

# --- 2: results the recorder never saw ---------------------------------
at "2"
# The moves that win a hexmines board, from its dump: each opens a cell
# still hidden (odd rows are shifted right).
cat > "$WORK/solve.awk" <<'EOF'
BEGIN { R = 0 }
/^# first / { split($3, f, ","); fr = f[1] + 0; fc = f[2] + 0; next }
/^#/ { next }
{ n = split($0, v, " "); for (c = 1; c <= n; c++) cell[R, c - 1] = v[c]; W = n; R++ }
function flood(r, c,    k, d) {
    if (r < 0 || r >= R || c < 0 || c >= W || seen[r, c] || cell[r, c] == "*") return
    seen[r, c] = 1
    if (cell[r, c] != "0") return
    split(r % 2 ? "-1 0 -1 1 0 -1 0 1 1 0 1 1" : "-1 -1 -1 0 0 -1 0 1 1 -1 1 0", d, " ")
    for (k = 1; k <= 12; k += 2) flood(r + d[k], c + d[k + 1])
}
END {
    print "O" fr "," fc; flood(fr, fc)
    for (r = 0; r < R; r++) for (c = 0; c < W; c++)
        if (cell[r, c] != "*" && !seen[r, c]) { print "O" r "," c; flood(r, c) }
}
EOF
# click_cell ROW COL: a left click on a cell of the 9x9 board at 80x24.
click_cell() { click_sgr 0 $((22 + 4 * $2 + 2 * ($1 % 2))) $((3 + 2 * $1)); }
hexmines_won() {
    as_user "$UA" "$HP" scores 2>/dev/null \
        | sed -n 's/^hexmines [^ ]*beginner: played [0-9]*, won \([0-9]*\).*/\1/p' | awk '{ s += $1 } END { print s + 0 }'
}
as_user "$UA" mkdir -p "$STA"
rm -f "$STA/hexmines.save"
# 2a: a save A wrote by hand, every reveal 5 ms after the last, all but
# the last; A resumes it and makes the last.
as_user "$UA" "$HP" hexmines --dump --seed 4242 -p beginner | awk -f "$WORK/solve.awk" > "$WORK/moves"
n=$(($(wc -l < "$WORK/moves") - 1))
last=$(tail -1 "$WORK/moves" | tr -d O)
{
    printf 'hexpuzzle-save 1\ngame hexmines\nparams rect:9x9:10:noguess:seed=4242\nelapsed_ms %d\n' $((n * 5))
    head -n "$n" "$WORK/moves" | awk '{ printf "move %d %s\n", NR * 5, $0 }'
    printf 'end %d\n' "$n"
} > "$WORK/fast.save"
as_user "$UA" sh -c "cat > '$STA/hexmines.save'" < "$WORK/fast.save"
won0=$(hexmines_won)
play "$UA" hexmines
wait_for "Resume (it|the saved game)" >/dev/null && keys y
wait_for "p to play|PAUSED" >/dev/null; screen > "$WORK/fast.screens"
keys p; sleep 0.3
click_cell "${last%,*}" "${last#*,}"
check "2 fast save: the resumed game is won" wait_for "YOU WON"
# The box's last line: the lines above it, its Host table line, are drawn.
wait_for "Any key: back to the board" >/dev/null
screen >> "$WORK/fast.screens"
check "2 fast save: $n reveals at 5 ms each do not enter the host table" \
    sh -c "! grep -q 'Host table: #' '$WORK/fast.screens'"
check "2 fast save: A reads why, in one line" \
    grep -Eq "Host table: not recorded \\(|ranks only in your own tables" "$WORK/fast.screens"
keys Enter q; wait_for "EXITED" >/dev/null
check "2 fast save: A's own tables have the win" [ "$(hexmines_won)" -gt "$won0" ]
# 2b: a --seed game as A played it, saved, its rank line taken out; the
# rest of the board at a human pace.
rm -f "$STA/hexmines.save"
play "$UA" hexmines --seed 4343 -p beginner
wait_for "Mines 10" >/dev/null
click_cell 4 4
sleep 0.5
keys q; wait_for "Quit this game" >/dev/null && keys y
wait_for "EXITED" >/dev/null
check "2 seeded save: the --seed game was saved with its rank" grep -q '^rank seeded' "$STA/hexmines.save"
as_user "$UA" "$HP" hexmines --dump --seed 4343 -p beginner | awk -f "$WORK/solve.awk" > "$WORK/moves"
n=$(($(wc -l < "$WORK/moves") - 1))
last=$(tail -1 "$WORK/moves" | tr -d O)
el=$(sed -n 's/^elapsed_ms //p' "$STA/hexmines.save")
have=$(grep -c '^move ' "$STA/hexmines.save")
{
    grep -v -e '^rank ' -e '^daily ' -e '^end ' -e '^elapsed_ms ' -e '^move ' "$STA/hexmines.save"
    printf 'elapsed_ms %d\n' $((el + (n - 1) * 1500))
    grep '^move ' "$STA/hexmines.save"
    sed -n "2,${n}p" "$WORK/moves" | awk -v t="$el" '{ printf "move %d %s\n", t + NR * 1500, $0 }'
    printf 'end %d\n' $((have + n - 1))
} > "$WORK/seeded.save"
as_user "$UA" sh -c "cat > '$STA/hexmines.save'" < "$WORK/seeded.save"
won0=$(hexmines_won)
play "$UA" hexmines
wait_for "Resume (it|the saved game)" >/dev/null && keys y
wait_for "p to play|PAUSED" >/dev/null; screen > "$WORK/seeded.screens"
keys p; sleep 0.3
click_cell "${last%,*}" "${last#*,}"
check "2 seeded save: the resumed game is won" wait_for "YOU WON"
wait_for "Any key: back to the board" >/dev/null
screen >> "$WORK/seeded.screens"
check "2 seeded save: a --seed board without its rank line does not enter the host table" \
    sh -c "! grep -q 'Host table: #' '$WORK/seeded.screens'"
check "2 seeded save: A reads why, in one line" \
    grep -Eq "Host table: not recorded \\(|ranks only in your own tables" "$WORK/seeded.screens"
keys Enter q; wait_for "EXITED" >/dev/null
check "2 seeded save: A's own tables have the win" [ "$(hexmines_won)" -gt "$won0" ]
host_scores > "$WORK/host4.txt"
check "2: scores --host has no hexmines table (neither game is there)" \
    sh -c "! grep -q '^host hexmines' '$WORK/host4.txt'"

# --- 3: boards known before play --------------------------------------
at "3"
# snap USER NAME: everything USER can read under HOST_DIR and A's state
# directory (names and contents), and of A's game and recorder what /proc
# shows USER (environ, cmdline, maps, and the memory /proc/PID/mem reads).
snap() {
    as_user "$1" sh -c '
        for d in "$1" "$2"; do
            ls -laR "$d" 2>/dev/null
            find "$d" -readable \( -type f -o -type p \) 2>/dev/null | while read -r f; do
                [ -p "$f" ] && continue
                echo "== $f"; cat "$f" 2>/dev/null; done
        done
        for p in $3 $4; do
            for k in environ cmdline maps; do
                echo "== /proc/$p/$k"; tr "\0" "\n" < "/proc/$p/$k" 2>/dev/null; done
            grep " rw" "/proc/$p/maps" 2>/dev/null | while read -r range rest; do
                s=$((0x${range%-*})); e=$((0x${range#*-}))
                dd if="/proc/$p/mem" iflag=skip_bytes,count_bytes skip="$s" count=$((e - s)) \
                    2>/dev/null && echo "MEMREAD /proc/$p/mem $range"
            done
        done' sh "$HOST" "$STA" "$GAME" "$REC" > "$WORK/snap/$2" 2>&1
}
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
find_procs "$UA"
keys Left Space
sleep 0.5
snap "$UA" A-playing; snap "$UB" B-playing; snap "$UC" C-playing
screen > "$WORK/snap/A-screen-playing"
keys q; wait_for "Quit this game" >/dev/null && keys y
wait_for "EXITED" >/dev/null
GAME=""; REC=""
snap "$UA" A-saved; snap "$UB" B-saved
play "$UA" hextris
wait_for "Resume (it|the saved game)" >/dev/null && keys y
wait_for "p to play|PAUSED" >/dev/null && keys p
sleep 0.3
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
check "3: A's resumed game ends" wait_for "GAME OVER"
keys q; wait_for "EXITED" >/dev/null
kept=$(ls -t "$STA"/replays/*hextris*.replay 2>/dev/null | head -1)
seed=$(sed -n 's/^params .*seed=\([0-9][0-9]*\).*/\1/p' "$kept" 2>/dev/null)
check "3: A's kept replay of it names its seed" [ -n "$seed" ]
echo "       (its seed: ${seed:-none})"
for s in A-playing B-playing C-playing A-saved B-saved; do
    check "3 seed: $s: nothing ${s%%-*} can read under HOST_DIR, A's state or /proc holds it" \
        sh -c "[ -n '$seed' ] && ! grep -aqw -- '$seed' '$WORK/snap/$s'"
    [ -n "$seed" ] && awk -v s="$seed" '/^== / { h = $2 } index($0, s) { print "       | " h ": " substr($0, 1, 90) }' \
        "$WORK/snap/$s" | head -4
done
check "3 seed: A cannot read the memory of its game or its recorder" \
    sh -c "! grep -q '^MEMREAD' '$WORK/snap/A-playing'"
check "3 seed: A's own screen does not show it while A plays" \
    sh -c "[ -n '$seed' ] && ! grep -qw -- '$seed' '$WORK/snap/A-screen-playing'"

# --- 4: one player blocking the others --------------------------------
at "4"
find "$HOST" \( -type f -o -type d \) > "$WORK/paths4"
as_user "$UB" sh -c 'while read -r p; do flock -n -x "$p" true 2>/dev/null && echo "$p"; done' \
    < "$WORK/paths4" > "$WORK/lockable"
check "4 lock: B cannot open and lock anything under HOST_DIR" [ ! -s "$WORK/lockable" ]
show "$WORK/lockable" "B locks"
# hold_locks: B keeps every lock it could take while A plays.
hold_locks() {
    as_user "$UB" sh -c 'while read -r p; do flock -n -x "$p" sleep 300 </dev/null >/dev/null 2>&1 & done' \
        < "$WORK/lockable"
}
# let_go: B's lock holders and FIFO swapper end (by their pids).
# Waited for: a swapper still running would swap class 5's live logs.
b_idle() { ! pgrep -u "$UB" >/dev/null; }
let_go() { for p in $(pgrep -u "$UB"); do kill "$p" 2>/dev/null; done; until_ok b_idle; }
as_user "$UB" sh -c 'while read -r p; do chmod "$(stat -c %a "$p")" "$p" 2>/dev/null && echo "$p"; done' \
    < "$WORK/paths4" > "$WORK/chmodded4"
check "4 chmod: B cannot chmod anything under HOST_DIR" [ ! -s "$WORK/chmodded4" ]
show "$WORK/chmodded4" "B chmods"
find "$HOST" -type d > "$WORK/dirs"
as_user "$UB" sh -c 'while read -r d; do
        mkfifo "$d/planted-fifo.live" 2>/dev/null && echo "$d: a FIFO"
        ln -s /dev/zero "$d/planted-link.live" 2>/dev/null && echo "$d: a link"; done' \
    < "$WORK/dirs" > "$WORK/planted"
check "4 plant: B cannot make a FIFO or a link in any directory under HOST_DIR" [ ! -s "$WORK/planted" ]
show "$WORK/planted" "B made in"
# plant_fifos: where A's next live logs would be (A's user id, the pids
# to come), FIFOs anyone may open, so that whoever opens one to write waits for a reader;
# and a live log of A's that appears is swapped for one.
plant_fifos() {
    next=$(($(cat /proc/sys/kernel/ns_last_pid) + 1))
    as_user "$UB" sh -c 'seq "$2" "$(($2 + 400))" | sed "s|.*|$1/$3-&.live|" | xargs mkfifo -m 666 2>/dev/null' \
        sh "$HOST/live" "$next" "$AUID"
    echo "       (B planted $(find "$HOST/live" -type p 2>/dev/null | wc -l) FIFOs in HOST_DIR/live)"
    as_user "$UB" sh -c 'while :; do find "$1" -maxdepth 1 -type f -name "$2-*.live" 2>/dev/null | while read -r f; do
            rm -f "$f" && mkfifo -m 666 "$f"; done; sleep 0.05; done' sh "$HOST/live" "$AUID" \
        </dev/null >/dev/null 2>&1 &
}
# 4a: B holds its locks; A finishes a game and leaves with q.
hold_locks
played0=$(own_played "$UA" hextris)
hextris_over "$UA"
check "4 locks held: A's game ends and shows it within 5 s" wait_for "GAME OVER" 5
check "4 locks held: A reads a Host table line (#N, or not recorded and why)" \
    wait_for "Host table: (#[0-9]+ for|not recorded \\()" 1
keys q
check "4 locks held: q leaves within 3 s" wait_for "EXITED rc=0" 3
end_procs "$GAME" "$REC"
check "4 locks held: A's own tables have the game" [ "$(own_played "$UA" hextris)" -gt "$played0" ]
let_go
# 4b: B's FIFOs where A's live log goes; A finishes a game, Ctrl-C.
plant_fifos
played0=$(own_played "$UA" hextris)
hextris_over "$UA"
check "4 FIFOs planted: A's game ends and shows it within 5 s" wait_for "GAME OVER" 5
check "4 FIFOs planted: A reads a Host table line (#N, or not recorded and why)" \
    wait_for "Host table: (#[0-9]+ for|not recorded \\()" 1
keys C-c
check "4 FIFOs planted: Ctrl-C leaves within 3 s" wait_for "EXITED rc=" 3
end_procs "$GAME" "$REC"
check "4 FIFOs planted: A's own tables have the game" [ "$(own_played "$UA" hextris)" -gt "$played0" ]
# 4c: both; A's terminal goes away at the end.
hold_locks
hextris_over "$UA"
wait_for "GAME OVER" >/dev/null
g=$GAME
tmx kill-session -t main
check "4 locks and FIFOs: a hangup ends A's game within 3 s" gone "$g" 3
end_procs "$GAME" "$REC"
let_go
# What B planted goes (root's cleaning), for class 5 to start clean.
find "$HOST" ! -type f ! -type d -delete
# A stops its own recorder (the same user: it may) and finishes a game.
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
find_procs "$UA"
as_user "$UA" kill -STOP "$REC"
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25; do keys Space; done
check "4 stopped: A's game does not wait for its stopped recorder (its end shows within 10 s)" \
    wait_for "GAME OVER" 10
check "4 stopped: A is told, in one line" wait_for "Host table: not recorded \\(|recorder" 1
keys q
check "4 stopped: q leaves within 3 s" wait_for "EXITED rc=0" 3
kill -CONT "$REC" 2>/dev/null
end_procs "$GAME" "$REC"

# --- 5: housekeeping ---------------------------------------------------
at "5"
not() { ! "$@"; }
lists_a() { as_user "$1" "$HP" watch 2>&1 | grep -q " $UA .*hextris"; }
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
find_procs "$UA"
g=$GAME
keys Left
check "5 setup: B's watch lists A's game while it runs" until_ok lists_a "$UB"
as_user "$UA" kill -9 "$REC"
# The game learns of its recorder's end when it next tells it a move.
keys Left
check "5 recorder killed: B's watch no longer lists A's game (it still runs, unrecorded)" until_ok not lists_a "$UB"
as_user "$UA" kill -9 "$g"
rm -f "$STA/hextris.save"
play "$UA" hextris
wait_for "HEXTRIS" >/dev/null
find_procs "$UA"
keys Left
# Listed first, or the check after the kill would pass for a game never listed.
check "5 setup: B's watch lists A's next game" until_ok lists_a "$UB"
as_user "$UA" kill -9 "$GAME"
check "5 game killed: its recorder ends" gone "$REC" 10
check "5 game killed: B's watch does not list it" not lists_a "$UB"
as_user "$UB" "$HP" watch >/dev/null 2>&1
find "$HOST/live" -mindepth 1 > "$WORK/left" 2>/dev/null
check "5 swept: with no game running, after a watch, HOST_DIR/live holds no live log" [ ! -s "$WORK/left" ]
show "$WORK/left" "left:"
# B plants a live log of a game that is not one: a valid header, a
# process of B's that runs.
sp=$(as_user "$UB" sh -c 'sleep 120 </dev/null >/dev/null 2>&1 & echo $!')
params=$(sed -n 's/^params //p' "$kept")
as_user "$UB" sh -c 'printf "hexpuzzle-live 1\ngame hextris\nparams %s\nplayer planted\npid %s\nstarted %s\n" \
        "$2" "$3" "$(($(date +%s) * 1000))" > "$1/$4-$3.live"' sh "$HOST/live" "$params" "$sp" "$BUID" \
    2>/dev/null
check "5 plant: B cannot create a file in HOST_DIR/live" [ -z "$(find "$HOST/live" -name "$BUID-$sp.live")" ]
check "5 plant: A's watch lists no planted game" sh -c "! setpriv --reuid=$UA --regid=$UA --init-groups env -i HOME=/home/$UA PATH=/usr/bin:/bin '$HP' watch 2>&1 | grep -q planted"
kill "$sp" 2>/dev/null
finish
