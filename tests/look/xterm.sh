# A real xterm on a virtual display, for looking at the games as a player
# sees them: start it, type into it, click at character cells, screenshot;
# and what every look script does around that (look_open, look_run,
# look_each_theme). Sourced by tests/look/*.sh; needs Debian's xvfb,
# xterm, xdotool and imagemagick (look_open installs them when missing).
# shellcheck shell=sh

LOOK_DISPLAY=${LOOK_DISPLAY:-:73}
LOOK_FONT=${LOOK_FONT:-DejaVu Sans Mono}
LOOK_FONT_SIZE=${LOOK_FONT_SIZE:-11}
LOOK_WIN=""

# look_tools: installs what the screenshots need when some is missing.
look_tools() {
    for tool in Xvfb xterm xdotool import xdpyinfo; do
        command -v "$tool" >/dev/null 2>&1 && continue
        echo "look: installing xvfb xterm xdotool imagemagick x11-utils" >&2
        apt-get install -y -q xvfb xterm xdotool imagemagick x11-utils fonts-dejavu-core >/dev/null
        return
    done
}

look_display_up() {
    if ! xdpyinfo -display "$LOOK_DISPLAY" >/dev/null 2>&1; then
        Xvfb "$LOOK_DISPLAY" -screen 0 1400x900x24 -nolisten tcp >/dev/null 2>&1 &
        LOOK_XVFB=$!
        i=0
        while ! xdpyinfo -display "$LOOK_DISPLAY" >/dev/null 2>&1; do
            i=$((i + 1)); [ "$i" -gt 100 ] && { echo "Xvfb did not start" >&2; return 1; }
            sleep 0.05
        done
    fi
    export DISPLAY="$LOOK_DISPLAY"
}

look_display_down() {
    [ -n "${LOOK_XVFB:-}" ] && kill "$LOOK_XVFB" 2>/dev/null
    LOOK_XVFB=""
}

# look_start BG FG COLSxROWS COMMAND...: an xterm running COMMAND (with
# TERM=xterm-256color); waits until its window is mapped.
look_start() {
    bg=$1; fg=$2; geom=$3; shift 3
    LOOK_COLS=${geom%x*}; LOOK_ROWS=${geom#*x}
    xterm -b 0 -bg "$bg" -fg "$fg" -fa "$LOOK_FONT" -fs "$LOOK_FONT_SIZE" \
        -geometry "$geom+0+0" -title hexpuzzle-look \
        -e sh -c "$*" >/dev/null 2>&1 &
    LOOK_PID=$!
    i=0
    while :; do
        LOOK_WIN=$(xdotool search --sync --onlyvisible --pid "$LOOK_PID" 2>/dev/null | head -n 1)
        [ -n "$LOOK_WIN" ] && break
        i=$((i + 1)); [ "$i" -gt 100 ] && { echo "xterm did not start" >&2; return 1; }
        sleep 0.05
    done
    # The cell size follows from the window's pixels: no border, fixed grid.
    eval "$(xdotool getwindowgeometry --shell "$LOOK_WIN")"
    LOOK_CELL_W=$((WIDTH / LOOK_COLS)); LOOK_CELL_H=$((HEIGHT / LOOK_ROWS))
    xdotool windowfocus --sync "$LOOK_WIN" 2>/dev/null
    sleep 0.5
}

look_stop() {
    [ -n "${LOOK_PID:-}" ] && kill "$LOOK_PID" 2>/dev/null
    LOOK_PID=""; LOOK_WIN=""
    sleep 0.2
}

# look_keys KEY...: xdotool key names (Left, Return, space, q, ...).
look_keys() {
    for k in "$@"; do
        xdotool key --window "$LOOK_WIN" --delay 40 "$k"
        sleep 0.08
    done
}

# look_click BUTTON COL ROW: a real click at the 0-based character cell.
look_click() {
    px=$(($2 * LOOK_CELL_W + LOOK_CELL_W / 2)); py=$(($3 * LOOK_CELL_H + LOOK_CELL_H / 2))
    # Through XTEST, as a real mouse: xterm ignores sent (synthetic) events.
    eval "$(xdotool getwindowgeometry --shell "$LOOK_WIN")"
    xdotool mousemove --sync $((X + px)) $((Y + py))
    xdotool click "$1"
    sleep 0.15
}

# look_shot FILE: the xterm window as a PNG.
look_shot() {
    sleep "${LOOK_SETTLE:-0.4}"
    import -window "$LOOK_WIN" "$1" 2>/dev/null || import -window root "$1"
}

# look_open [OUTDIR] [SUBDIR]: what every look script starts with, ROOT
# set: BIN the build (B, default build), OUT the screenshots' folder
# (OUTDIR, default $BIN/look or $BIN/look/SUBDIR) made, the tools, the
# display, and STATE a scratch folder for the games' own files; all of it
# taken down on exit.
look_open() {
    BIN="$ROOT/${B:-build}"
    OUT=${1:-$BIN/look${2:+/$2}}
    mkdir -p "$OUT" || return 1
    look_tools || return 1
    look_display_up || return 1
    STATE=$(mktemp -d) || return 1
    trap 'look_stop; look_display_down; rm -rf "$STATE"' EXIT
}

# look_in BG FG GEOM ENV COMMAND...: COMMAND run from ROOT in a new xterm
# of GEOM as the player whose files are in STATE, with TERM=xterm-256color,
# UTF-8, and ENV's variables (e.g. NO_COLOR=1).
look_in() {
    in_bg=$1; in_fg=$2; in_geom=$3; in_env=$4; shift 4
    look_start "$in_bg" "$in_fg" "$in_geom" \
        "cd '$ROOT' && env TERM=xterm-256color LANG=C.UTF-8 XDG_STATE_HOME='$STATE/s' XDG_CONFIG_HOME='$STATE/c' $in_env $*"
}

# look_run BG FG ENV COMMAND...: look_in at GEOM (default 80x24), as a
# player with no files yet (STATE emptied).
look_run() {
    rm -rf "${STATE:?}"/*
    run_bg=$1; run_fg=$2; run_env=$3; shift 3
    look_in "$run_bg" "$run_fg" "${GEOM:-80x24}" "$run_env" "$@"
}

# look_scores_file: the result lines on stdin as the player's scores file
# in STATE, with the header and the count that close it.
look_scores_file() {
    mkdir -p "$STATE/s/hexpuzzle"
    results=$(cat)
    printf 'hexpuzzle-scores 4\n%s\nend %d\n' "$results" \
        "$(printf '%s\n' "$results" | grep -c .)" > "$STATE/s/hexpuzzle/scores"
}

# look_each_theme SCENES [COLOURS]: runs the function SCENES dark and
# light (theme), each in colour and with NO_COLOR (or in COLOURS of those
# only), with bg and fg, envs ("" or NO_COLOR=1) for look_run, and tag
# (dark-colour, ..., light-mono) for the files' names.
# shellcheck disable=SC2034 # bg, fg, envs, tag: for SCENES
look_each_theme() {
    for theme in dark light; do
        if [ "$theme" = dark ]; then bg=black; fg=white; else bg=white; fg=black; fi
        for colour in ${2:-colour mono}; do
            envs=""; [ "$colour" = mono ] && envs="NO_COLOR=1"
            tag="$theme-$colour"
            "$1"
        done
    done
}
