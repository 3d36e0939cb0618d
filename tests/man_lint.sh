#!/bin/sh
# Lints man pages: any groff warning fails, and so does a page that a
# newcomer cannot start from: HOW TO PLAY must come before OPTIONS, and in
# EXAMPLES every command must be an entry of its own (.TP before it), or
# two run together as one.
set -u
status=0; n=0
for page in "$@"; do
    msg=$(groff -man -ww -z "$page" 2>&1)
    shape=$(awk '
        /^\.SH HOW TO PLAY/ { how = NR }
        /^\.SH OPTIONS/ { options = NR }
        /^\.SH / { examples = ($0 == ".SH EXAMPLES") }
        examples && /^\.B (hexpuzzle|hexmines|hextris|hexcells)( |$)/ && prev != ".TP" {
            print "EXAMPLES line " NR ": \"" $0 "\" is no entry of its own (no .TP before it)"
        }
        { prev = $0 }
        END {
            if (options && (!how || how > options)) print "no HOW TO PLAY before OPTIONS"
        }' "$page")
    n=$((n + 1))
    if [ -n "$msg" ] || [ -n "$shape" ]; then
        printf '%s\n' "$msg" "$shape" | grep .; echo "man-lint: FAILED $page"; status=1
    else
        echo "man-lint: ok $page"
    fi
done
mkdir -p "${B:-build}"
if [ $status -eq 0 ]; then echo "man-lint $n 0"; else echo "man-lint 0 $n"; fi >> "${B:-build}"/check-counts
exit $status
