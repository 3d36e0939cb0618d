/* An upgrade's host tables kept: the records of the layout before each
 * table had a directory of its own (records/NAME.replay, sealed with the
 * same key) are moved into their tables' directories (app/host/host_table.h)
 * by any recorder, a few at a time, so that no record of an older install
 * is lost and none is read as an entry twice. A record that is no entry
 * here (damaged, or of a table the host no longer ranks: a custom size)
 * is kept aside whole, as NAME.corrupt or NAME.unranked. */
#ifndef HEXPUZZLE_APP_HOST_HOST_MIGRATE_H
#define HEXPUZZLE_APP_HOST_HOST_MIGRATE_H

#include "app/host/host.h"

enum {
    HOST_MIGRATE_MAX = 64,     /* old records one call moves at most */
    HOST_MIGRATE_RECORD = 16   /* ...when a record is being made */
};

/* Moves up to max (at most HOST_MIGRATE_MAX) old records. */
void host_migrate_old(const host_dir *h, int max);

#endif
