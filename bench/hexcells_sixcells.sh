#!/bin/sh
# SixCells' own solver beside ours on the same level files (those of
# bench/hexcells_solver_figures), where it can run: SixCells' source in
# SIXCELLS_DIR (default /tmp/sixcells, cloned there when missing and the
# network allows; never part of this repository, GPL-3), and Debian's
# python3-pulp, glpk-utils and python3-pyqt5. Skips with a line otherwise.
set -u
dir=${SIXCELLS_DIR:-/tmp/sixcells}
py=${SIXCELLS_PYTHON:-/usr/bin/python3}
if [ ! -f "$dir/solver.py" ]; then
    timeout 60 git clone -q --depth 1 https://github.com/oprypin/sixcells "$dir" 2>/dev/null
fi
if [ ! -f "$dir/solver.py" ]; then
    echo "skip: SixCells' source is not in $dir (and could not be cloned)"
    exit 0
fi
if ! command -v glpsol >/dev/null 2>&1 ||
   ! "$py" -c 'import pulp, PyQt5.QtWidgets' >/dev/null 2>&1; then
    echo "skip: SixCells' solver needs python3-pulp, glpk-utils and python3-pyqt5"
    exit 0
fi
set --
for pattern in 'levels/hexcells/*.hexcells' 'tests/unit/fixtures/hexcells/*' \
               'tests/fixtures/hexcells/*'; do
    for f in $pattern; do
        [ -f "$f" ] && set -- "$@" "$f"
    done
done
"$py" bench/hexcells_sixcells.py "$dir" "$@"
# The large random levels too, as bench/hexcells_solver_figures makes them:
# the first SIXCELLS_LARGE of them (the smallest; SixCells took minutes
# on some of the rest).
B=${B:-build}
large=$(mktemp -d "${TMPDIR:-/tmp}/hexcells-large.XXXXXX")
if "$B/bench/hexcells_solver_figures" --export "$large"; then
    # shellcheck disable=SC2046 # the names are ours, without spaces
    SIXCELLS_LABEL="SixCells, random large" "$py" bench/hexcells_sixcells.py "$dir" \
        $(ls "$large"/*.hexcells | head -n "${SIXCELLS_LARGE:-4}")
fi
rm -rf "$large"
