#!/bin/sh
# Palettes in a real terminal: the menu's p cycles them and a game started
# from the menu paints in the one chosen; palette = in the config is read
# by the menu and by a game started on its own; 256 colours, eight, and
# none (NO_COLOR, TERM=vt100, color = no), where every piece keeps its
# letter and every state its glyph. Colours are read from tmux's copy of
# the screen with its escape sequences (capture-pane -e).
FRESH_STATE=1
. "$(dirname "$0")/lib.sh"

CONFIG="$WORK/config/hexpuzzle/config"
mkdir -p "$WORK/config/hexpuzzle"
config() { printf '%s\n' "$@" > "$CONFIG"; }
colours() { tmx capture-pane -e -p -t main; }
# has_sgr TEXT: the screen, escapes and all, holds TEXT (fixed string).
has_sgr() { colours | grep -qF -- "$1"; }
no_colour_codes() { ! colours | grep -qE '\[([0-9]+;)*(3|4)[0-7](;[0-9]+)*m|38;5;|48;5;'; }
# wait_sgr TEXT: until the screen's escapes hold TEXT (a few seconds).
wait_sgr() {
    i=0
    while [ "$i" -lt 60 ]; do has_sgr "$1" && return 0; sleep 0.05; i=$((i + 1)); done
    return 1
}
ESC=$(printf '\033')

# hexmines -s 42 opens a region of 1s and 2s with its first reveal (the
# board's middle): 1 is blue, 2 green in every palette's own shades.
# --- the menu's key --------------------------------------------------------
config ""
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "the menu shows the palette in use" wait_for "Palette: default"
check "the menu's keys offer p" wait_for "p palette"
keys p
check "p changes to the colour-blind palette" wait_for "Palette: colorblind"
keys p
check "p again: high contrast" wait_for "Palette: contrast"
keys p
check "and back to the default after the last" wait_for "Palette: default"
# Up from the first line wraps to Quit, off the games' lines.
keys Up
check "off the game lines p is still offered" wait_for "Enter start  p palette  q quit"
keys Down
help_key=$(screen | sed -n 's/^ *\([0-9]\)  Help$/\1/p')
keys "$help_key"
check "the menu's help names the key and the setting" wait_for "p: the palette \(default, colorblind, contrast\)"
keys Enter
keys p
check "the help box gone, p still works" wait_for "Palette: colorblind"
# The game started from the menu paints in the palette chosen there.
keys 1
check "the game starts" wait_for "Mines 10 .*beginner"
keys space
check "a reveal shows ones in the colour-blind blue (256 colours: 32)" wait_sgr "38;5;32m1"
check "not in the default's (33)" until_ok sh -c "! tmux -L '$SOCK' -f /dev/null capture-pane -e -p -t main | grep -qF '38;5;33m1'"
keys q
wait_for "Quit this game|Palette:" && keys y
check "back in the menu, the palette kept" wait_for "Palette: colorblind"
keys p
check "p in the menu after a game: contrast" wait_for "Palette: contrast"
keys q
expect_exit 0 "the menu quits with the terminal restored"

# --- the config file --------------------------------------------------------
config "palette = contrast"
start 80 24 xterm-256color "'$BIN/hexpuzzle'"
check "the menu reads palette = from the config" wait_for "Palette: contrast"
keys q
expect_exit 0 "and quits"

config "palette = colorblind"
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
wait_for "Mines 10" && keys space
check "hexmines on its own reads the palette (ones in 32)" wait_sgr "38;5;32m1"
check "and twos in the colour-blind green (35)" wait_sgr "38;5;35m2"
keys q
wait_for "Quit this game" && keys y
expect_exit 0 "hexmines quits"

config "palette = contrast"
start 80 24 xterm-256color "'$BIN/hexmines' -s 42"
wait_for "Mines 10" && keys space
check "high contrast: a one is a white digit on a blue tile (231 on 21)" wait_sgr "38;5;231m${ESC}[48;5;21m1"
keys q
wait_for "Quit this game" && keys y
expect_exit 0 "hexmines quits"

config "palette = colorblind"
start 80 24 xterm-256color "'$BIN/hextris' -s 3 --width 9 --height 11"
check "hextris starts" wait_for "HEXTRIS"
# Seed 3's first piece is a T, vermilion (166) here with a black letter;
# the next but one an L, reddish purple (126) with a white one.
check "hextris paints its pieces in the palette (vermilion 166, a black letter)" \
    wait_sgr "38;5;16m${ESC}[48;5;166mT"
check "and the letter white where black would not read (126)" wait_sgr "38;5;231m${ESC}[48;5;126mL"
keys q
wait_for "Quit this game" && keys y
expect_exit 0 "hextris quits"

config "palette = pink"
start 80 24 xterm-256color "'$BIN/hexmines' -s 42 2>'$WORK/err'"
wait_for "Mines 10" && keys space
check "a bad palette keeps the default (ones in 33)" wait_sgr "38;5;33m1"
keys q
wait_for "Quit this game" && keys y
expect_exit 0 "hexmines quits"
check "and is named on stderr with the good values" grep -qF \
    "config line 1: bad value 'pink' for palette (default|colorblind|contrast)" "$WORK/err"

# --- eight colours ------------------------------------------------------------
config "palette = colorblind"
start 80 24 xterm "'$BIN/hexpuzzle'"
check "on eight colours the menu says the palette's eight-colour form shows" \
    wait_for "Palette: colorblind \(its 8-colour form\)"
keys 1
wait_for "Mines 10" && keys space
check "eight colours: ones in blue (34), no 256-colour codes" \
    until_ok sh -c "tmux -L '$SOCK' -f /dev/null capture-pane -e -p -t main | grep -qF '[34m1' && ! tmux -L '$SOCK' -f /dev/null capture-pane -e -p -t main | grep -qF '38;5;'"
keys q
wait_for "Quit this game|Palette:" && keys y
wait_for "Palette:" && keys q
expect_exit 0 "the menu quits"

# --- no colour: every palette draws alike, glyphs and letters kept ----------
for how in "NO_COLOR=1 TERM=xterm-256color" "TERM=vt100" "COLOR_NO"; do
    for pal in default colorblind contrast; do
        if [ "$how" = COLOR_NO ]; then
            config "palette = $pal" "color = no"; envs="TERM=xterm-256color"
        else
            config "palette = $pal"; envs=$how
        fi
        term=xterm-256color
        case $envs in *vt100*) term=vt100 ;; esac
        start 80 24 "$term" "env $envs '$BIN/hexmines' -s 42"
        wait_for "Mines 10" && keys space w w a a a f
        # The flag, the last key, is read when the counter goes down.
        wait_for "Mines 9 " >/dev/null
        settle
        colours | sed -n '3,21p' > "$WORK/mines-$pal"
        check "[$how, $pal] hexmines: no colour sent" no_colour_codes
        keys q
        # Left before the next start: a game killed with the answer unread
        # would save after start has cleared the saves.
        wait_for "Quit this game" && keys y && wait_for "EXITED" >/dev/null
        start 80 24 "$term" "env $envs '$BIN/hextris' -s 3 --width 9 --height 11"
        wait_for "HEXTRIS" && keys space
        settle
        check "[$how, $pal] hextris: no colour sent" no_colour_codes
        check "[$how, $pal] hextris: locked, falling and next pieces keep their letters" \
            until_ok sh -c "[ \$(tmux -L '$SOCK' -f /dev/null capture-pane -p -t main \
                       | grep -oE 'II|OO|LL|JJ|VV|TT|XX|SS|ZZ|UU|YY|PP' | sort -u | wc -l) -ge 4 ]"
        keys q
        wait_for "Quit this game" && keys y && wait_for "EXITED" >/dev/null
    done
    check "[$how] hexmines draws alike in every palette, glyphs and attributes" \
        sh -c "cmp -s '$WORK/mines-default' '$WORK/mines-colorblind' && cmp -s '$WORK/mines-default' '$WORK/mines-contrast'"
    check "[$how] the flag keeps its glyph" grep -q 'F' "$WORK/mines-contrast"
done

config ""
start 80 24 xterm-256color "env NO_COLOR=1 '$BIN/hexpuzzle'"
check "without colour the menu says so" wait_for "Palette: default \(no colour here\)"
keys p
check "p still cycles" wait_for "Palette: colorblind \(no colour here\)"
keys q
expect_exit 0 "the menu quits"

finish
