# A real xterm on a virtual display, for looking at the games as a player
# sees them: start it, type into it, click at character cells, screenshot.
# Sourced by tests/look/*.sh; needs Debian's xvfb, xterm, xdotool and
# imagemagick (tests/look/tour.sh installs them when missing).
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
