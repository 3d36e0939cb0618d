# A match between two throwaway users of a private setgid install, A
# (U1, on the terminal a) and B (U2, on b), for the scripts that play one
# (test_host_match.sh, test_host_match_slow.sh, test_host_watch_match.sh):
# their ladder, an invitation, leaving, their game processes. Sourced after lib.sh,
# host_checks.sh (host_install, play_in) and match_board.sh; A's game
# runs behind $A_VIA when set (a slow link).
# shellcheck shell=sh

# host_match_setup [N]: the two users (or N: 3 makes a third, U3) and the
# install (skipped without root, useradd, setpriv or a games group), all
# gone at the end.
host_match_setup() {
    host_need_root
    host_users_add "${1:-2}" || exit 1
    UA=$U1; UB=$U2
    trap 'tmx kill-server >/dev/null 2>&1; host_users_del; cleanup' EXIT
    host_install
    MATCHDIR="$HOST/match"
    HEXPUZZLE="$HP"
}

ladder() { as_user "$UA" "$HP" scores --host 2>&1; }
# on_ladder GAME PATTERN: a line of GAME's ladder matches PATTERN.
on_ladder() {
    ladder | awk -v g="host ladder $1 " 'index($0, g) == 1 { on = 1; next } /^host ladder/ { on = 0 } on' \
        | grep -Eq "$2"
}
# invite GAME [OPTION...]: A waits for a GAME match, and B invites A.
invite() {
    iv_game=$1; shift
    PLAY_VIA=${A_VIA:-}
    play_in a "$UA" play-with --wait "$iv_game"
    PLAY_VIA=
    wait_in a "Waiting for a $iv_game match" >/dev/null
    play_in b "$UB" play-with "$@" "$UA" "$iv_game"
}
# both_leave: A and B leave their match's screens (a board still in play
# asks first).
both_leave() {
    for bl in a b; do
        keys_in "$bl" Escape
        keys_in "$bl" q
        # Not a deadline of its own: a y not sent leaves the game running.
        wait_in "$bl" "Quit this game|EXITED" >/dev/null
        screen_of "$bl" | grep -q "Quit this game" && keys_in "$bl" y
    done
    check_in "A leaves" a "EXITED rc=0"
    check_in "B leaves" b "EXITED rc=0"
}
# A's and B's game processes (not their recorders, which keep the group).
game_of() {
    for pid in $(pgrep -u "$1" -f "$HP"); do
        case " $(gids "$pid") " in
        *" $GAMES_GID "*) ;;
        *) echo "$pid"; return 0 ;;
        esac
    done
    return 1
}

