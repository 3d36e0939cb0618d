#!/bin/sh
# The layers point one way: util <- core <- games <- session <- tui <- app.
# Fails, naming each line, when a file of a layer includes a header of a
# layer above it (src/L/ is layer L, with its headers; tests and benches may
# include anything); and, naming the files, on a circle: headers that
# include each other, directly or by way of others, or sources that need
# each other (each calls, directly or by way of others, a function another
# defines), whichever headers their declarations sit in; and on a file
# painting with another game's colour roles.
set -u
cd "$(dirname "$0")/.." || exit 2
order="util core games session tui app"
rank() { i=0; for l in $order; do [ "$l" = "$1" ] && { echo $i; return; }; i=$((i + 1)); done; echo 99; }
bad=0
for layer in $order; do
    mine=$(rank "$layer")
    for f in $(find "src/$layer" -name '*.[ch]' 2>/dev/null | sort); do
        grep -n '^#include "' "$f" | while IFS= read -r line; do
            inc=$(printf '%s' "$line" | sed 's/^[0-9]*:#include "\([^"/]*\)\/.*/\1/')
            case "$inc" in *'#include'*) continue ;; esac
            if [ "$(rank "$inc")" -gt "$mine" ] && [ "$(rank "$inc")" -ne 99 ]; then
                echo "layers: $f:${line%%:*}: $layer includes $inc (a higher layer)"
            fi
        done
    done
done > "${TMPDIR:-/tmp}/hexpuzzle-layers.$$"
if [ -s "${TMPDIR:-/tmp}/hexpuzzle-layers.$$" ]; then
    cat "${TMPDIR:-/tmp}/hexpuzzle-layers.$$"
    bad=1
fi
rm -f "${TMPDIR:-/tmp}/hexpuzzle-layers.$$"
[ $bad -eq 0 ] && echo "layers: ok (util <- core <- games <- session <- tui <- app)"

# Circles. Each line "A B": header A includes header B, or source A calls a
# function source B defines (a definition starts its line, not static).
# Each line of known_groups is files that stand in a circle today, each
# group to be untangled with the code it belongs to: the terminal is one
# in two files over term_internal.h; an older install's records are moved
# in as the host's table is read; the play loop's parts call back into it.
known_groups="tui/term.c tui/term_paint.c
app/host/host_migrate.c app/host/host_records.c
tui/play.c tui/play_ask.c tui/play_first.c tui/play_input.c tui/play_screen.c"
edges() {
    for h in $(find src -name '*.h' | sort); do
        sed -n 's/^#include "\([^"]*\.h\)".*/\1/p' "$h" | while IFS= read -r inc; do
            [ -f "src/$inc" ] || inc="$(dirname "${h#src/}")/$inc"
            echo "${h#src/} $inc"
        done
    done
    find src -name '*.c' | sort | xargs awk '
        FNR == 1 { file = substr(FILENAME, 5) }
        /^[a-z][^(;=]*[ *][a-z_][a-z0-9_]*\(/ && !/^(static|typedef|extern) / && !/;[ \t]*$/ {
            name = $0; sub(/\(.*/, "", name); sub(/.*[ *]/, "", name)
            defined[name] = file
        }
        {
            line = $0
            while (match(line, /[a-z_][a-z0-9_]*\(/)) {
                calls[file, substr(line, RSTART, RLENGTH - 1)] = 1
                line = substr(line, RSTART + RLENGTH)
            }
        }
        END {
            for (k in calls) {
                split(k, part, SUBSEP)
                if ((part[2] in defined) && defined[part[2]] != part[1])
                    print part[1], defined[part[2]]
            }
        }'
}
loops=$(edges | sort -u | awk -v known="$known_groups" '
    BEGIN {
        n = split(known, group, "\n")
        for (i = 1; i <= n; i++) {
            m = split(group[i], f, " ")
            for (j = 1; j <= m; j++)
                for (k = 1; k <= m; k++)
                    skip[f[j] " " f[k]] = 1
        }
    }
    !($0 in skip)' | tsort 2>&1 >/dev/null)
if [ -n "$loops" ]; then
    printf '%s\n' "$loops" | sed 's/^tsort: //; s/^-: input contains a loop:$/layers: a circle:/'
    bad=1
else
    echo "layers: no circles among src/'s headers, nor among its sources"
fi
# A game's colour roles (tui/GAME_roles.h, each named PREFIX_ROLE_*) are
# painted by that game's files alone: no game paints with another's.
for roles in src/tui/*_roles.h; do
    [ -f "$roles" ] || continue
    game=$(basename "$roles" _roles.h)
    prefix=$(sed -n 's/^ *X(\([A-Z]*_ROLE_\).*/\1/p' "$roles" | head -n 1)
    [ -n "$prefix" ] || continue
    for f in $(grep -rlw -e "${prefix}[A-Z0-9_]*" src | sort); do
        case $(basename "$f") in
        "$game"_*) ;;
        *) echo "layers: $f paints with $game's roles ($prefix*)"; bad=1 ;;
        esac
    done
done
exit $bad
