#!/bin/sh
# The peers' terminal traffic, measured here as hextris_bench.sh measures
# hextris': BSD tetris (Debian's bsdgames) and bastet in tmux at 80x24,
# TERM=xterm-256color, LC_ALL=C.UTF-8, HOME a scratch directory, bytes
# counted with pipe-pane; bytes a second while a piece falls at
# level 1 (bastet's level 0, also a row a second), and bytes per move and
# per rotation. Run from the repository root after `make bench` has built
# build/bench/peer_keys.
#
# Their pieces are random and keep falling, so: a piece is told from
# capture-pane once all of it is in the well; if its shape still lacks
# games (GAMES a shape), it is measured, else it is dropped by a wall and
# the next one looked at (bastet started none of hundreds of games with
# O, S or Z), and after DROPS pieces the game starts again. peer_keys times FALL_STEPS gravity
# steps for the falling figure, then sends 5 moves (left and right in
# turn, as for hextris) and 5 rotations (both ways in turn where the game
# has both), two keys an interval in the quiet after a step, and sends a
# pair again if a step may have landed in it. A shape's figure is the
# median over its games (falling) or over all its keys; the peer's are the
# worst and the median over the shapes, as for hextris' pieces.
#
# What the figures hold: neither peer shows a clock, and both change the
# score only when a piece lands, so a step is the piece redrawn (with
# whatever ncurses adds: bastet's scrolls the rows it shares with the
# preview once on the way down) and BSD tetris parks its cursor on the
# well's corner after each update. The keys come with the piece about
# rows 9 to 14, the falling figure from where it is all in the well.
#
# Usage: sh bench/peers.sh FILE: the table to stdout, and to FILE one line
# a peer and figure: "PEER fall|move|rot WORST MEDIAN SHAPES". A peer that
# is not installed is skipped with a line saying so (make bench does not
# install games: apt-get install bsdgames bastet). PEER_GAMES=N games a
# shape (3), PEER_WORKERS=N games at a time (7), PEER_SECONDS=N after
# which no game is started (75 a peer), PEERS="bsd-tetris bastet" the
# peers measured, PEER_KEEP=1 keeps the games' figures in $TMPDIR.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
KEYS_BIN="$ROOT/${B:-build}/bench/peer_keys"
PIECE_AWK="$ROOT/bench/peer_piece.awk"
GAMES=${PEER_GAMES:-3}
DROPS=4        # pieces looked at in a game before it is started again
FALL_STEPS=6   # gravity steps timed, as hextris' fall is timed over 6 s
WORKERS=${PEER_WORKERS:-7}
BUDGET=${PEER_SECONDS:-75}
SHAPES="I O T S Z L J"
FIG=${1:?usage: peers.sh FILE}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/peers-bench.XXXXXX")
: > "$FIG"

cleanup() {
    for s in "$WORK"/*/sock.*; do
        [ -e "$s" ] && tmux -L "$(cat "$s")" -f /dev/null kill-server >/dev/null 2>&1
    done
    [ -n "${PEER_KEEP:-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

if [ ! -x "$KEYS_BIN" ]; then
    echo "peers: $KEYS_BIN not found; run make bench" >&2
    exit 1
fi

# peer_conf PEER: how to start it, where its well is (the inside's first
# column and row, for peer_piece.awk) and its keys.
peer_conf() {
    case $1 in
    bsd-tetris)
        PKG=bsdgames; BIN=/usr/games/tetris-bsd; ARGS="-l 1 -p"; MENU=""
        X0=29; Y0=0; LEFT=j; RIGHT=l; ROT1=k; ROT2=k; DROP=Space
        TITLE="BSD tetris ($BIN $ARGS: level 1, preview)" ;;
    bastet)
        PKG=bastet; BIN=/usr/games/bastet; ARGS=""; MENU=Enter
        X0=29; Y0=1; LEFT=Left; RIGHT=Right; ROT1=Up; ROT2=Space; DROP=KPEnter
        TITLE="bastet ($BIN, normal version: level 0, preview)" ;;
    *) echo "peers: no peer '$1' (bsd-tetris, bastet)" >&2; exit 1 ;;
    esac
}

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print "" }'; }

# worker PEER N: plays games until every shape has its games or the time
# is up; each game's figures go to DIR/SHAPE.G.
worker() {
    dir=$WORK/$1; sock="peers-$$-$1-$2"
    echo "$sock" > "$dir/sock.$2"
    tmx() { tmux -L "$sock" -f /dev/null "$@"; }
    tmx new-session -d -s keep 'sleep 3600'
    game=0; piece=$DROPS
    while [ "$(find "$dir/claims" -mindepth 1 | wc -l)" -lt "$((7 * GAMES))" ] && [ "$(date +%s)" -lt "$deadline" ]; do
        if [ "$piece" -ge "$DROPS" ]; then
            game=$((game + 1)); piece=0; out="$dir/out.$2"
            tmx kill-session -t main >/dev/null 2>&1
            rm -f "$out"; rm -rf "$dir/home.$2"; mkdir -p "$dir/home.$2"
            tmx new-session -d -s main -x 80 -y 24 \
                "exec env TERM=xterm-256color LC_ALL=C.UTF-8 HOME='$dir/home.$2' $BIN $ARGS"
            if [ -n "$MENU" ]; then
                sleep 0.3; tmx send-keys -t main "$MENU"
            fi
        else
            # That shape has its games: the piece goes down by a wall, out
            # of the next one's way, and the next one is looked at.
            if [ $((piece % 2)) -eq 0 ]; then w=$LEFT; else w=$RIGHT; fi
            tmx send-keys -t main "$w" "$w" "$w" "$w" "$w" "$DROP"
            sleep 0.2
        fi
        piece=$((piece + 1))
        # A piece comes in above the well; wait till all of it shows.
        shape="?"; i=0
        while [ "$shape" = "?" ] && [ $i -lt 50 ]; do
            sleep 0.1; i=$((i + 1))
            shape=$(tmx capture-pane -e -p -t main | LC_ALL=C awk -v X0="$X0" -v Y0="$Y0" -f "$PIECE_AWK")
        done
        [ "$shape" = "?" ] && { piece=$DROPS; continue; }
        g=1
        while [ $g -le "$GAMES" ] && ! mkdir "$dir/claims/$shape.$g" 2>/dev/null; do g=$((g + 1)); done
        [ $g -gt "$GAMES" ] && continue
        # Left and right in turn, and both rotations, each game starting
        # with the other, so that over a shape's games the two directions
        # come about as often.
        if [ $((g % 2)) -eq 1 ]; then a=$LEFT; b=$RIGHT; r=$ROT1; s=$ROT2
        else a=$RIGHT; b=$LEFT; r=$ROT2; s=$ROT1; fi
        tmx pipe-pane -o -t main "cat >> '$out'"
        if "$KEYS_BIN" "$out" "$FALL_STEPS" "$a" "$b" "$a" "$b" "$a" "$r" "$s" "$r" "$s" "$r" \
                -- tmux -L "$sock" -f /dev/null send-keys -t main > "$dir/run.$2" 2>/dev/null; then
            awk -v l="$LEFT" -v r="$RIGHT" -v n="$piece" '
                BEGIN { print "piece", n }
                $1 == "fall" || $1 == "resent" || $1 == "interval" { print; next }
                $1 == "step" { print; next }
                $1 == l { print "move", $2, "left"; next }
                $1 == r { print "move", $2, "right"; next }
                { print "rot", $2 }' "$dir/run.$2" > "$dir/$shape.$g"
        else
            rmdir "$dir/claims/$shape.$g"
        fi
        piece=$DROPS
    done
    # tmux leaves a killed server's socket behind
    socket=$(tmx display-message -p '#{socket_path}' 2>/dev/null)
    tmx kill-server >/dev/null 2>&1
    [ -n "$socket" ] && rm -f "$socket"
    echo "$game" > "$dir/games.$2"
}

# figure WHAT [DIRECTION] -- FILES: the median of WHAT's values over the
# files ("move 63 left": a move's bytes and its direction)
figure() {
    what=$1; way=$2; shift 3
    cat "$@" | awk -v w="$what" -v d="$way" '$1 == w && (d == "" || $3 == d) { print $2 }' | median
}
# worst COLUMN FILE and middle COLUMN FILE, over the shapes' lines
worst() { awk -v c="$1" '$c + 0 > m + 0 || NR == 1 { m = $c } END { print m }' "$2"; }
middle() { awk -v c="$1" '{ print $c }' "$2" | median; }

measure_peer() {   # measure_peer PEER
    peer=$1; peer_conf "$peer"
    if [ ! -x "$BIN" ]; then
        echo "$peer: $BIN not installed (Debian package $PKG): not measured; the remembered figures stand in for it"
        echo
        return
    fi
    dir=$WORK/$peer; mkdir -p "$dir/claims"
    deadline=$(($(date +%s) + BUDGET))
    n=1
    while [ $n -le "$WORKERS" ]; do worker "$peer" $n & n=$((n + 1)); done
    wait
    version=$(dpkg-query -W -f '${Version}' "$PKG" 2>/dev/null || echo "?")
    started=$(cat "$dir"/games.* | awk '{ s += $1 } END { print s + 0 }')
    echo "$TITLE, $PKG $version"
    echo "  piece  bytes/s falling  bytes/move  bytes/rotation   (games, of which not the game's first piece; pairs sent again)"
    : > "$dir/shapes"
    for sh in $SHAPES; do
        set -- "$dir/$sh".*
        if [ ! -e "$1" ]; then
            printf '  %-5s  %15s  %10s  %14s   (no game began with it)\n' "$sh" - - -
            continue
        fi
        fall=$(figure fall "" -- "$@"); move=$(figure move "" -- "$@"); rot=$(figure rot "" -- "$@")
        left=$(figure move left -- "$@"); right=$(figure move right -- "$@")
        resent=$(cat "$@" | awk '$1 == "resent" { s += $2 } END { print s + 0 }')
        later=$(cat "$@" | awk '$1 == "piece" && $2 > 1 { n++ } END { print n + 0 }')
        echo "$sh $fall $move $rot $left $right" >> "$dir/shapes"
        printf '  %-5s  %15s  %10s  %14s   (%d, %d; %d)\n' "$sh" "$fall" "$move" "$rot" "$#" "$later" "$resent"
    done
    seen=$(wc -l < "$dir/shapes" | tr -d ' ')
    interval=$(cat "$dir"/[A-Z].* 2>/dev/null | awk '$1 == "interval" { print $2 }' | median)
    for f in "2:fall:bytes/s while a piece falls" "3:move:bytes per move" "4:rot:bytes per rotation"; do
        col=${f%%:*}; rest=${f#*:}; what=${rest%%:*}; label=${rest#*:}
        w=$(worst "$col" "$dir/shapes"); m=$(middle "$col" "$dir/shapes")
        [ "$seen" -gt 0 ] && echo "$peer $what $w $m $seen" >> "$FIG"
        printf '  %-30s worst %6s  median %6s\n' "$label:" "$w" "${m:-}"
    done
    printf '  %-30s worst %6s  median %6s   (left %s / right %s)\n' "bytes per move, left / right:" \
        "$(worst 5 "$dir/shapes") / $(worst 6 "$dir/shapes")" "$(middle 5 "$dir/shapes") / $(middle 6 "$dir/shapes")" "$LEFT" "$RIGHT"
    echo "  ($seen of 7 shapes in $started games started; gravity every ${interval:-?} ms)"
    echo
}

for p in ${PEERS:-bsd-tetris bastet}; do measure_peer "$p"; done
