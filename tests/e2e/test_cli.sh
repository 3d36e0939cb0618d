#!/bin/sh
# The command line: help and version under all three names, usage errors
# (one line that fits 80 columns), no terminal, unusable TERM values.
. "$(dirname "$0")/lib.sh"

run() { out=$("$@" 2>"$WORK/err" </dev/null); rc=$?; err=$(cat "$WORK/err"); }

for name in hexpuzzle hexmines hextris; do
    run "$BIN/$name" --help
    [ $rc -eq 0 ] && printf '%s' "$out" | grep -q "^Usage: $name" \
        && ok "$name --help exits 0 with usage" || bad "$name --help" "$rc $out"
done
for game in hexmines hextris; do
    run "$BIN/hexpuzzle" $game --help
    [ $rc -eq 0 ] && printf '%s' "$out" | grep -q "^Usage: hexpuzzle $game" \
        && ok "hexpuzzle $game --help" || bad "hexpuzzle $game --help" "$rc $out"
done
run "$BIN/hexpuzzle" --version
[ $rc -eq 0 ] && printf '%s' "$out" | grep -Eq '^hexpuzzle [0-9]+\.[0-9]+' \
    && ok "--version" || bad "--version" "$rc $out"

usage() {   # usage DESCRIPTION PATTERN COMMAND...
    d=$1; pat=$2; shift 2
    run "$@"
    lines=$(printf '%s\n' "$err" | wc -l)
    width=$(printf '%s\n' "$err" | awk '{ print length($0) }')
    if [ $rc -eq 2 ] && [ -z "$out" ] && [ "$lines" -eq 1 ] && [ "$width" -le 80 ] \
        && printf '%s' "$err" | grep -q -- "$pat" && printf '%s' "$err" | grep -q -- "--help"; then
        ok "$d"
    else
        bad "$d" "rc=$rc out=$out err=$err"
    fi
}
usage "unknown option" "unknown option '--bogus'" "$BIN/hexpuzzle" --bogus
usage "unknown command" "unknown command 'chess'" "$BIN/hexpuzzle" chess
usage "unknown game option" "unknown option '--frob'" "$BIN/hexmines" --frob
usage "unknown short option" "unknown option '-Q'" "$BIN/hextris" -Q
usage "missing value" "needs a value" "$BIN/hexmines" --seed
usage "missing short value" "needs a value" "$BIN/hexpuzzle" hexmines -s
usage "malformed seed" "seed 'x1'" "$BIN/hexmines" --seed=x1
usage "negative seed" "seed '-5'" "$BIN/hextris" --seed -5
usage "unknown preset" "unknown preset 'huge'" "$BIN/hexmines" -p huge
usage "unknown mode" "unknown mode 'tetra'" "$BIN/hextris" --mode tetra
usage "stray argument" "unexpected argument 'extra'" "$BIN/hexmines" extra
# The longest prefix, "hexpuzzle hexmines: ", and the longest messages.
usage "unknown preset, long prefix" "unknown preset 'huge'" "$BIN/hexpuzzle" hexmines -p huge
usage "malformed seed, long prefix" "bad seed 'x1'" "$BIN/hexpuzzle" hexmines --seed x1
usage "unknown shape" "unknown shape 'circle'" "$BIN/hexpuzzle" hexmines --shape circle
usage "board size out of range" "1..1000 (got 1001x1001)" "$BIN/hexpuzzle" hexmines --width 1001 --height 1001
usage "uneven hexagon" "hexagon: " "$BIN/hexpuzzle" hexmines --shape hexagon --width 4
usage "too few mines" "too few mines" "$BIN/hexpuzzle" hexmines --mines 0
usage "too many mines for no-guess" "at most 20 mines" "$BIN/hexpuzzle" hexmines --mines 81
usage "too many mines even when classic" "at most 80 on 81 cells" "$BIN/hexpuzzle" hexmines --mines 81 --classic
usage "too small for no-guess" "too small" "$BIN/hexpuzzle" hexmines --width 2 --height 2
usage "a --first off the board" "not on the 9x9 board" "$BIN/hexpuzzle" hexmines --dump --first 99,99
usage "a malformed --first" "--first takes ROW,COL" "$BIN/hexpuzzle" hexmines --dump --first 4
usage "bad well width" "width must be" "$BIN/hexpuzzle" hextris --width 3

# No terminal: a clear message, exit 1, and no escape sequences.
for name in hexmines hextris; do
    run "$BIN/$name" --seed 1
    if [ $rc -eq 1 ] && printf '%s' "$err" | grep -q "needs a terminal" \
        && ! printf '%s%s' "$out" "$err" | grep -q "$(printf '\033')"; then
        ok "$name without a terminal exits 1 cleanly"
    else
        bad "$name without a terminal" "rc=$rc out=$out err=$err"
    fi
done

# Unusable TERM values, in a real terminal. TERM=dumb's message fits 80
# columns after the longest prefix (the pane is wider, so nothing wraps).
start 200 24 dumb "'$BIN/hexpuzzle' hexmines --seed 1"
if wait_for "EXITED rc=1" \
    && screen | awk '/TERM=dumb/ { n++; if (length($0) > 80) bad = 1 } END { exit !(n == 1 && !bad) }'; then
    ok "TERM=dumb's message fits 80 columns"
else
    bad "TERM=dumb's message fits 80 columns" "$(screen)"
fi
# one_line_under_80 PATTERN: the message naming PATTERN is one line of at
# most 80 columns (the pane is wider, so nothing wraps).
one_line_under_80() {
    screen | awk -v p="$1" 'index($0, p) { n++; if (length($0) > 80) bad = 1 } END { exit !(n == 1 && !bad) }'
}
for term in dumb nosuchterminal-xyz-with-a-long-name-that-goes-on; do
    start 200 24 "$term" "'$BIN/hexpuzzle' hexmines --seed 1"
    if wait_for "EXITED rc=1" && one_line_under_80 "TERM="; then
        ok "TERM=$term is refused with exit 1, in one line under 80 columns"
    else
        bad "TERM=$term" "$(screen)"
    fi
done
start 200 24 xterm-256color "env -u TERM '$BIN/hexpuzzle' hextris"
if wait_for "EXITED rc=1" && screen | grep -q "TERM is not set" && one_line_under_80 "TERM is not set"; then
    ok "TERM unset is refused with exit 1, in one line under 80 columns"
else
    bad "TERM unset" "$(screen)"
fi

finish
