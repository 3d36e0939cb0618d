/* A ladder's directory (app/host/host_ladder.h), for the record, the
 * reader and the tests: opened, looked at, folded. */
#ifndef HEXPUZZLE_APP_HOST_HOST_LADDER_LOOK_H
#define HEXPUZZLE_APP_HOST_HOST_LADDER_LOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/host/host.h"
#include "app/host/host_ladder_file.h"

/* What one look at a ladder's directory found. */
typedef struct {
    host_ladder *ladder;   /* the newest whole ladder file's (seq 0: none) */
    uint64_t newest;       /* the highest seq a ladder file is named by */
    host_match pending[HOST_LADDER_FOLD];   /* what it does not count yet, in order */
    size_t npending;
    bool kept_counted;     /* a sweep could not remove a match it counts */
} host_ladder_look;

bool host_ladder_look_init(host_ladder_look *v);
void host_ladder_look_free(host_ladder_look *v);

/* The directory of game's ladder under records/, made (by a recorder) if
 * missing when make is set: its descriptor, or -1 (a game the host does
 * not know included). */
int host_ladder_open(const host_dir *h, const char *game, bool make);

/* Looks at the ladder dirfd of game into v: false when folds kept coming
 * between. A recorder (sweep) also removes the match files the ladder
 * counts and sets aside what is no file of a ladder; a reader writes
 * nothing. */
bool host_ladder_look_at(const host_dir *h, int dirfd, const char *game, bool sweep,
                         host_ladder_look *v);

/* The ladder as v saw it: its newest file's, with what it does not count
 * yet applied, into l. */
void host_ladder_view(const host_ladder_look *v, host_ladder *l);

/* Folds the matches the ladder dirfd of game does not count yet into its
 * next ladder file (at most HOST_LADDER_FOLD): false when it could not,
 * which leaves them for the next fold. */
bool host_ladder_fold(const host_dir *h, int dirfd, const char *game);

#endif
