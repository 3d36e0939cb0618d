#!/bin/sh
# make deb: installs whatever building the package needs and this machine
# lacks (saying what), then builds it from a copy of the tree in OUT, so
# that nothing the build leaves lands in the tree or beside it. Run from
# the top of the tree; OUT is build/deb unless given.
set -eu

out=${1:-build/deb}

if [ "$(id -u)" -eq 0 ]; then
    SUDO=""
elif command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
else
    SUDO="none"
fi
export DEBIAN_FRONTEND=noninteractive
as_root() {
    if [ "$SUDO" = none ]; then
        echo "make deb: need root (or sudo) to run: $*" >&2
        exit 1
    fi
    $SUDO "$@"
}
# A fresh machine's package lists may be empty or stale: refresh once if
# the first attempt fails.
apt_get() { as_root apt-get "$@" || { as_root apt-get update -q && as_root apt-get "$@"; }; }

missing=""
command -v dpkg-buildpackage >/dev/null 2>&1 || missing="$missing dpkg-dev"
# As root the package is built as root; anyone else builds it in fakeroot.
[ "$(id -u)" -eq 0 ] || command -v fakeroot >/dev/null 2>&1 || missing="$missing fakeroot"
if [ -n "$missing" ]; then
    echo "make deb: installing missing tools:$missing"
    # shellcheck disable=SC2086
    apt_get install -y -q $missing
fi
# apt resolves the Build-Depends itself (debhelper-compat is no package's
# name), build-essential included.
if ! dpkg-checkbuilddeps >/dev/null 2>&1; then
    echo "make deb: installing the missing build dependencies: $(dpkg-checkbuilddeps 2>&1 | sed 's/.*: //')"
    apt_get build-dep -y -q ./
fi

version=$(dpkg-parsechangelog -S Version)
mkdir -p "$out"
out=$(cd "$out" && pwd)
src="$out/hexpuzzle-$version"
trap 'rm -rf "$src"' EXIT
rm -rf "$src"
mkdir -p "$src"
# What the tree holds now, uncommitted changes included, without what
# builds have left in it.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$src"
else
    tar --exclude=./build --exclude=./.git -cf - . | tar -xf - -C "$src"
fi
(cd "$src" && dpkg-buildpackage -b -us -uc)
echo "make deb: built $out/hexpuzzle_${version}_$(dpkg-architecture -qDEB_HOST_ARCH).deb"
