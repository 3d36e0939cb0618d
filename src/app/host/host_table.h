/* One host top-10 table as a directory of its own, kept without a lock:
 * records/GAME.CATEGORY/ (a standard table only), one sealed replay per
 * entry, each made whole under a temporary name and linked into place.
 *
 * An entry's name says where it ranks, so that order is known from names
 * alone and only the best few are ever opened:
 *
 *     KEY-WHEN-RANDOM.rec
 *
 * KEY the figure in 12 digits, or 999999999999 less the figure where
 * the table is scored (the higher the better), so that the best sorts
 * first; WHEN the nanoseconds since 1970 it was linked, in 20 digits, so
 * that of equal figures the earlier ranks higher; RANDOM 16 hex digits,
 * so that no two recorders ever make the same name. A file whose seal
 * or content disagrees with its name counts for nothing.
 *
 * A table may hold more than ten entries for a moment (a recorder
 * stopped or killed before it pruned): readers take the ten best.
 * Names starting with "." are temporary files, never entries; those
 * older than HOST_TEMP_AGE_S are a dead recorder's and are swept. */
#ifndef HEXPUZZLE_APP_HOST_HOST_TABLE_H
#define HEXPUZZLE_APP_HOST_HOST_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/host/host.h"
#include "app/replays.h"
#include "app/scores.h"

/* The key of a record under which the host keeps the figures it worked
 * out from the witnessed moves ("-": none). */
#define HOST_FIGURES_KEY "host_figures"

enum {
    HOST_ENTRY_NAME = 64,   /* room for an entry's name */
    HOST_TABLE_NAME = 160,  /* room for a table directory's name */
    HOST_TABLE_SEEN = 16,   /* best names kept from one listing */
    HOST_LOOK_READS = 40,   /* files one look opens at most */
    HOST_PRUNE_MAX = 16,    /* entries one record removes at most */
    HOST_SWEEP_MAX = 16,    /* temporary files one record looks at at most */
    HOST_TEMP_AGE_S = 60    /* a temporary file older is a dead recorder's */
};

typedef struct {
    char name[HOST_ENTRY_NAME];
    char player[SAVES_VALUE_MAX + 1];
    scores_result r;
} host_entry;

/* What one look at a table found. */
typedef struct {
    host_entry best[SCORES_TOP];   /* its entries, best first */
    size_t nbest;
    /* Names provably outside its top 10 (ten better entries are whole),
     * at most HOST_PRUNE_MAX; none while it has fewer than ten. */
    char beyond[HOST_PRUNE_MAX][HOST_ENTRY_NAME];
    size_t nbeyond;
} host_table_view;

/* The scores result a parsed replay stands for in its table. */
bool host_entry_result(const saves_game *g, const replay_claim *c, scores_result *r);

/* Whether r may enter its table's top 10 (a host table is a standard
 * one: its category is the one its games are played in). */
bool host_entry_ranks(const scores_result *r);

/* The directory name of game g's table category, into buf (at least
 * HOST_TABLE_NAME bytes): false unless it is one of g's standard tables. */
bool host_table_name(const session_game *g, const char *category, char *buf, size_t cap);

/* The directory of that table under records/, made (by a recorder) if
 * missing when make is set: its descriptor, or -1. */
int host_table_open(const host_dir *h, const session_game *g, const char *category, bool make);

/* Where r ranks, as its name starts: the best sorts first. */
uint64_t host_entry_key(const scores_result *r);
/* A new entry's name for r, into buf (HOST_ENTRY_NAME bytes). */
bool host_entry_name(const scores_result *r, char *buf, size_t cap);
/* The name of r as recorded at when (ns since 1970) with random. */
bool host_entry_name_of(const scores_result *r, int64_t when, uint64_t random, char *buf,
                        size_t cap);
/* The replay g, recorded for player and sealed, into a new temporary file
 * under the table dirfd, linked there as name: false when it could not be
 * written, or name is there already (link never replaces). */
bool host_entry_place(const host_dir *h, int dirfd, saves_game *g, const char *player,
                      const char *name);

/* Looks at table dirfd of game g's category: its best entries, read
 * and checked, opening HOST_LOOK_READS files at most whatever lies
 * there. A recorder (sweep) also sets aside what is no entry and
 * removes the temporary files of dead recorders; a reader writes
 * nothing. */
void host_table_look(const host_dir *h, int dirfd, const session_game *g, const char *category,
                     bool sweep, host_table_view *v);

#endif
