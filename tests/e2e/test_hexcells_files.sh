#!/bin/sh
# hexcells and SixCells files as the community writes them: the corpus of
# tests/fixtures/hexcells/files-*, lattice_* and blue_shape checked and
# exported as SixCells writes; a level on both lattices played, watched, saved,
# resumed, won and its replay verified;
# a file of several levels, each by --level; the largest level (497 cells,
# its params text some 700 characters) played, watched, saved, resumed,
# won, and its replay verified; UTF-8 in a title shown as text, bytes that
# are not UTF-8 refused; the menu's next level that teaches; blue cells
# showing {n} and -n- played to the win by hints that read them.
. "$(dirname "$0")/lib.sh"

STATE="$WORK/state"
CELLS="$BIN/hexcells"
FIX="$ROOT/tests/fixtures/hexcells"
run() {
    out=$(XDG_STATE_HOME="$STATE" XDG_CONFIG_HOME="$WORK/config" "$@" 2>"$WORK/err" </dev/null)
    rc=$?; err=$(cat "$WORK/err")
}

# --- the corpus ------------------------------------------------------------------
CORPUS="files-every-kind files-largest files-both-lattices lattice_touching lattice_play
lattice_overlap blue_shape"
for f in $CORPUS; do
    run "$CELLS" --check "$FIX/$f.hexcells"
    [ $rc = 0 ] && printf '%s' "$out" | grep -q "solvable by logic" \
        && ok "$f: solvable by logic" || bad "--check $f" "rc=$rc $out $err"
done
for f in $CORPUS; do
    run "$BIN/hexpuzzle" hexcells "$FIX/$f.hexcells" --export "$WORK/$f.hexcells"
    [ $rc = 0 ] && cmp -s "$FIX/$f.hexcells" "$WORK/$f.hexcells" \
        && ok "$f exports byte for byte, no newline after the last line" \
        || bad "export of $f" "rc=$rc $err"
done

# --- a level on both lattices: played, watched, saved, resumed, won, replayed ------
# Four covered hexes down one column, on the two lattices in turn; the
# cursor starts on the first.
rm -rf "$STATE"
start 80 24 xterm-256color "'$CELLS' '$FIX/lattice_play.hexcells'"
check "the level on both lattices opens" wait_for "Both ways"
keys Escape
check "two blues to find" wait_for "^Blue 2 "
keys b
check "the first called blue: 1 left" wait_for "^Blue 1 "
# Listed once its live log is there (as long as until_ok waits).
cells_listed() { run "$BIN/hexpuzzle" watch; printf '%s' "$out" | grep -q "hexcells"; }
until_ok cells_listed && ok "it is listed to watchers" \
    || bad "watch lists the level on both lattices" "rc=$rc $out $err"
keys q
check "q asks" wait_for "(y|Y)"
keys y
expect_exit 0 "y keeps it"
params=$(sed -n 's/^params //p' "$STATE/hexpuzzle/hexcells.save")
# Format 1 (session/hexcells_level.h): the first six bits start 01, Q to f.
case $params in
    level:Q*|level:R*|level:S*|level:T*|level:U*|level:V*|level:W*|level:X*|level:Y*|level:Z*|level:[a-f]*)
        ok "the save holds the level, in the packing that keeps both lattices" ;;
    *) bad "the save's params: format 1" "$params" ;;
esac
start 80 24 xterm-256color "'$CELLS' '$FIX/lattice_play.hexcells'"
check "the resume question comes" wait_for "Resume"
keys y
check "resumed: the blue called is there" wait_for "^Blue 1 "
keys p
keys x j b j x
check "the rest called down the column, across both lattices: won" wait_for "(olved|won|Won)"
keys q
settle
run "$BIN/hexpuzzle" replay --verify 1
[ $rc = 0 ] && ok "its replay verifies ($out)" || bad "replay --verify 1" "rc=$rc $out $err"

# --- several levels in a file ------------------------------------------------------
run "$CELLS" --check "$FIX/files-several.hexcells"
[ $rc = 0 ] && [ "$(printf '%s\n' "$out" | grep -c ', level [123]: solvable by logic')" = 3 ] \
    && ok "--check of a file of three levels: a line each" || bad "--check several" "rc=$rc $out"
run "$CELLS" --level 4 "$FIX/files-several.hexcells"
[ $rc = 2 ] && [ "$err" = "hexcells: $FIX/files-several.hexcells: no level 4: the file holds 3" ] \
    && ok "--level 4 of three: one line, exit 2" || bad "--level 4" "rc=$rc $err"
FRESH_STATE=1 start 80 24 xterm-256color "'$CELLS' '$FIX/files-several.hexcells'"
check "the first level plays, and the notice says which of how many" wait_for "Level 1 of 3"
check "...its title in the status line" wait_for "First light"
keys q
expect_exit 0 "q leaves it"
FRESH_STATE=1 start 80 24 xterm-256color "'$CELLS' --level 3 '$FIX/files-several.hexcells'"
check "--level 3 plays the third" wait_for "Long lines"
keys q
expect_exit 0 "q leaves it"

# --- the largest level: played, watched, saved, resumed, won, replayed -----------------
rm -rf "$STATE"
start 150 45 xterm-256color "'$CELLS' '$FIX/files-largest.hexcells'"
check "the largest level opens" wait_for "The largest"
keys b
check "a blue called: 3 left" wait_for "^Blue 1 "
until_ok cells_listed && ok "it is listed to watchers" \
    || bad "watch lists the largest level" "rc=$rc $out $err"
live=$(ls "$STATE"/hexpuzzle/live/*.live 2>/dev/null | head -1)
head=$(sed -n 2,5p "$live" 2>/dev/null | grep -c "level:")
check "its live log holds the level whole" [ "$head" -ge 1 ]
keys q
check "q asks" wait_for "(y|Y)"
keys y
expect_exit 0 "y keeps it"
params=$(sed -n 's/^params //p' "$STATE/hexpuzzle/hexcells.save")
check "the save holds the level whole (${#params} characters of params)" [ "${#params}" -gt 600 ]
start 150 45 xterm-256color "'$CELLS' '$FIX/files-largest.hexcells'"
check "the resume question comes" wait_for "Resume"
keys y
check "resumed, paused: the blue called is there" wait_for "^Blue 1 "
keys p
# The cursor is on the first covered hex, the second of the column now.
keys x j j b j j x
check "the rest called: won" wait_for "(olved|won|Won)"
keys q
settle
run "$BIN/hexpuzzle" replay --verify 1
[ $rc = 0 ] && ok "its replay verifies ($out)" || bad "replay --verify 1" "rc=$rc $out $err"

# --- blue cells' {n} and -n-: shown, and played to the win by the hints ----------
# Each hint moves the cursor to the cell it decides: b or x calls it. The
# level needs its blue shapes (read as plain counts, two cells stay open).
rm -rf "$STATE"
start 150 30 xterm-256color "'$CELLS' '$FIX/blue_shape.hexcells'"
check "the level of blue shapes opens" wait_for "Blue shapes"
keys Escape
check "a blue {n} on the board" wait_for '\{7\}'
check "...and a blue -n-" wait_for '-5-'
called_at() { [ "$(char_at "$1" "$2")" != "." ]; }
prev="" rings=0 calls=0
while [ $calls -lt 30 ] && ! screen | grep -Eq "(olved|won|Won)"; do
    keys i
    # One i a hint: a second on the hint shown would open its words.
    tries=0 said=""
    while [ $tries -lt 100 ]; do
        said=$(screen | grep -Eo "column [0-9]+, row [0-9]+ is (blue|black)[^|]*" | head -1)
        [ -n "$said" ] && [ "$said" != "$prev" ] && break
        sleep 0.1; tries=$((tries + 1))
    done
    [ -n "$said" ] && [ "$said" != "$prev" ] || break
    prev=$said
    case $said in *"within two rings"*) rings=$((rings + 1)) ;; esac
    # The hex under the cursor (the hint's) no longer covered: the call
    # is read, and a win it made is on the screen before the loop looks.
    # shellcheck disable=SC2046
    set -- $(cursor_pos)
    case $said in *"is blue"*) keys b ;; *) keys x ;; esac
    calls=$((calls + 1))
    until_ok called_at "$1" "$2"
done
check "every cell called from the hints: won ($calls calls)" wait_for "(olved|won|Won)"
check "hints read a blue cell's shape ($rings of them)" [ "$rings" -ge 1 ]
keys q
settle
run "$BIN/hexpuzzle" replay --verify 1
[ $rc = 0 ] && ok "its replay verifies ($out)" || bad "replay --verify 1" "rc=$rc $out $err"

# --- UTF-8 in a title ---------------------------------------------------------------
{ printf 'Hexcells level v1\nCaf\303\251 \342\231\245\nAuth\303\266r\n\nSa\303\257d\n'
  sed -n 6,38p "$ROOT/levels/hexcells/01-first-light.hexcells"; } > "$WORK/utf8.hexcells"
FRESH_STATE=1 start 80 24 xterm-256color "'$CELLS' '$WORK/utf8.hexcells'"
check "a UTF-8 title shows as text in the notice" wait_for "Café ♥ by Authör: Saïd"
keys Escape
check "...and in the status line" wait_for "^Blue [0-9]+ .*Café ♥"
keys q
expect_exit 0 "q leaves it"
{ printf 'Hexcells level v1\nCaf\351\n\n\n\n'
  sed -n 6,38p "$ROOT/levels/hexcells/01-first-light.hexcells"; } > "$WORK/latin1.hexcells"
run "$CELLS" "$WORK/latin1.hexcells"
[ $rc = 2 ] && [ "$err" = "hexcells: $WORK/latin1.hexcells: line 2: not UTF-8 (character 4)" ] \
    && ok "a title that is not UTF-8: refused in one line" || bad "latin-1 title" "rc=$rc $err"

# --- the menu offers the next level that teaches ---------------------------------------
rm -rf "$STATE"
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "the menu lists Hex Cells" wait_for "[0-9]  Hex Cells"
line_no=$(screen | sed -n 's/.*\([0-9]\)  Hex Cells.*/\1/p' | head -1)
downs $((line_no - 1))
keys Right Right Right Right Right Right
check "its last choice: the first level that teaches, none won yet" \
    wait_for "Hex Cells *< next: First light *>"
keys Enter
check "...which it plays" wait_for "^Blue [0-9]+ .*First light"
keys q
check "q leaves it" wait_for "[0-9]  Hex Cells"
keys q
expect_exit 0 "q leaves the menu"

finish
