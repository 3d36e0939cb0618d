/* Who is playing: the login name of the real user, from the password
 * database, never from the environment, which anyone can set. One lookup
 * for the replays, the live logs and the host tables. */
#ifndef HEXPUZZLE_APP_PLAYER_H
#define HEXPUZZLE_APP_PLAYER_H

/* The real user's login name, or "?" when the database has none. */
const char *player_login(void);

#endif
