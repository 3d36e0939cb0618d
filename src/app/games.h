/* The games as the application knows them: each game's app_game (its
 * command line, its place in the menu, its front end, its replay picture),
 * listed from the one list of games (session/game_list.h), in its order.
 * What needs only a game's rules (replays, saves, live logs, the score
 * tables, the daily, the host) looks it up in session/game_rules.h
 * instead, and so never reaches a front end.
 *
 * A game is its own files — its rules (src/games/GAME/), its session
 * descriptor (src/session/GAME_session.c: params, moves, how its results
 * rank), its front end, views and replay picture (src/tui/), its command
 * line and app_game (src/app/GAME_cli.c) — and one line in
 * session/game_list.h. */
#ifndef HEXPUZZLE_APP_GAMES_H
#define HEXPUZZLE_APP_GAMES_H

#include <stdbool.h>
#include <stddef.h>

#include <stdio.h>

#include "app/config.h"
#include "app/scores.h"
#include "app/ranking.h"
#include "session/game.h"
#include "session/game_rules.h"
#include "session/standard.h"
#include "tui/replay_draw.h"

struct match_extra;

typedef struct {
    const session_game *rules;   /* its name, params, moves and rankings */
    const char *summary;         /* a line for `hexpuzzle --help` */
    const char *label;           /* its line in the menu: its name for people */
    const char *const *menu_help;   /* its lines in the menu's help, NULL-ended */
    /* Its keys in the config file (app/config.h), ended by one with no
     * name; NULL: none. */
    const config_key *config;
    /* Its jobs and their keys (tui/keymap.h), which key.JOB lines of the
     * config file rebind. */
    const key_game *keys;
    /* NULL, or the jobs of a screen of its own besides play (hexcells'
     * editor), which key.JOB lines rebind as well. */
    const key_game *more_keys;
    /* The menu's choice for it that the config file names (a standard
     * game's table, as the menu shows it), or NULL. */
    const char *(*configured)(const config *c);
    /* Its command line, as hexpuzzle GAME or under its own name. */
    int (*main)(int argc, char **argv, const char *prog);
    /* Its front end, which the launcher (app/launch.h) plays. */
    const struct play_game *front_end;
    /* A game of params (its seed drawn already), from the menu. */
    int (*play)(const char *params, const ranking *run, const char *prog);
    /* NULL, or the menu's last choice on its line after the standard
     * games: its label now (false: none), at most 20 characters of ASCII,
     * and what it plays. */
    bool (*extra_choice)(char *label, size_t cap);
    int (*play_extra)(const char *prog);
    /* NULL, or the menu's "edit a level..." after its other choices: the
     * level editor on the file the menu asked for. */
    int (*edit)(const char *path, const char *prog);
    /* NULL, or what its matches add to a race (app/match_play.h). */
    const struct match_extra *match;
    /* Its picture in the replay viewer and when watched. */
    replay_drawer *draw;
    /* Optional: lines of its own under one of its tables in `hexpuzzle
     * scores`, given the table's best game (e.g. that game's figures,
     * from its replay). NULL: none. */
    void (*table_more)(FILE *f, const char *category, const scores_result *best);
    /* NULL, or it plays by itself until a key is pressed, never recorded
     * (the terminal started or not): the menu runs the first game's that
     * has one when left alone for demo_idle_ms (0: never). */
    int (*demo)(const char *prog);
    int (*demo_idle_ms)(const config *c);
} app_game;

/* The games, NULL-terminated, in the list's order (the menu's); the i-th's
 * rules are session_games[i]. */
extern const app_game *const app_games[];
/* The game called name, or NULL: an unknown name is never taken for
 * another game. */
const app_game *app_game_named(const char *name);
/* The key tables of every game, each game's keys then its more_keys, in
 * the list's order: the i-th, or NULL past the last. */
const key_game *app_key_game(int i);

#endif
