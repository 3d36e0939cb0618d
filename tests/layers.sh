#!/bin/sh
# The layers point one way: util <- core <- games <- session <- tui <- app.
# Fails, naming each line, when a file of a layer includes a header of a
# layer above it (src/L/ is layer L, with its headers; tests and benches may
# include anything).
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
exit $bad
