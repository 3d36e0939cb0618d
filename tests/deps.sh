#!/bin/sh
# Installs, from Debian's archive, whatever `make check` needs and this
# machine lacks; says what it installs. Nothing is touched when all is there.
set -eu

missing=""
have_header() { printf '#include <stdarg.h>\n#include <stddef.h>\n#include <setjmp.h>\n#include <stdint.h>\n#include <%s>\n' "$1" |
    ${CC:-cc} -E -x c - >/dev/null 2>&1; }

have_header cmocka.h || missing="$missing libcmocka-dev"
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
command -v groff >/dev/null 2>&1 || missing="$missing groff-base"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
have_header curses.h || missing="$missing libncurses-dev"
# The package's test (tests/e2e/test_deb.sh) builds it and runs lintian.
command -v dpkg-buildpackage >/dev/null 2>&1 || missing="$missing dpkg-dev"
command -v dh >/dev/null 2>&1 || missing="$missing debhelper"
command -v fakeroot >/dev/null 2>&1 || missing="$missing fakeroot"
command -v lintian >/dev/null 2>&1 || missing="$missing lintian"
# The slow link's relay (test_slow_link.sh) is Python; the host tests hold
# a recorder at a system call with strace and time screens with perl.
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
command -v strace >/dev/null 2>&1 || missing="$missing strace"
command -v perl >/dev/null 2>&1 || missing="$missing perl"
# The hexcells solver's referee (tests/unit/test_hexcells_referee.c) asks
# an exact 0/1 model of GLPK's glpsol.
command -v glpsol >/dev/null 2>&1 || missing="$missing glpk-utils"

[ -z "$missing" ] && exit 0

echo "make check: installing missing test dependencies:$missing"
if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    echo "make check: need root (or sudo) to install:$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# A fresh machine's package lists may be empty or stale: refresh once if the
# first attempt cannot find a package.
# shellcheck disable=SC2086
if ! $SUDO apt-get install -y -q $missing; then
    $SUDO apt-get update -q
    $SUDO apt-get install -y -q $missing
fi
