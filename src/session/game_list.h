/* The games, one line each, in the menu's order: the one place a game is
 * listed. Whoever includes this defines GAME(name) first, and gets one
 * expansion of it per game: the session layer's list of rules
 * (session/game_rules.c: session_NAME) and the application's list of games
 * (app/games.c: NAME_app); the Makefile and the e2e scripts read the names
 * from here too. No include guard: it is meant to be expanded more than
 * once. */
GAME(hexmines)
GAME(hextris)
GAME(hexcells)
