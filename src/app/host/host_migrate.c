/* Records of the layout before each table had a directory of its own,
 * moved into their tables' directories a few at a time by any recorder,
 * so that an upgraded install keeps its host tables. */
#define _DEFAULT_SOURCE /* fdopendir's friends, which glibc declares only so */
#include "app/host/host_migrate.h"

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/host/host_files.h"
#include "app/host/host_step.h"
#include "app/host/host_table.h"
#include "app/replays.h"
#include "util/mac.h"

#define OLD_SUFFIX ".replay"

static bool old_name(const char *name)
{
    size_t n = strlen(name), s = strlen(OLD_SUFFIX);
    return name[0] != '.' && n > s && strcmp(name + n - s, OLD_SUFFIX) == 0;
}

/* A record that is no entry of a table here (damaged, or of a table the
 * host no longer ranks) is kept aside whole under a name no reader takes:
 * nothing is lost, and it counts for nothing. */
static void keep_aside(int dirfd, const char *name, const char *why)
{
    char aside[NAME_MAX + 1];
    snprintf(aside, sizeof aside, "%.200s.%s", name, why);
    renameat(dirfd, name, dirfd, aside);
}

/* The entry's name is made from the record itself: its date for WHEN and
 * a digest of its old name under the key for RANDOM. Two recorders moving
 * one record at once so make one entry, as a link never replaces, and one
 * killed between the link and the removal leaves the old file for the
 * next to find already there and remove. */
static bool move_one(const host_dir *h, const char *name)
{
    size_t len, text_len;
    bool corrupt = false;
    char *text = host_read_at(h->records, name, REPLAYS_FILE_MAX, &len, &corrupt);
    if (!text)
        return false;
    saves_game g;
    replay_claim c;
    scores_result r;
    bool parsed = host_unseal(h, text, len, &text_len)
                  && replays_parse(text, text_len, &g, &c, NULL);
    free(text);
    if (!parsed) {
        keep_aside(h->records, name, "corrupt");
        return true;
    }
    char table[HOST_TABLE_NAME];
    if (!host_entry_result(&g, &c, &r) || !host_table_name(r.game, r.category, table, sizeof table)) {
        saves_free(&g);
        keep_aside(h->records, name, "unranked");
        return true;
    }
    uint8_t tag[32];
    mac_hmac_sha256(h->key, sizeof h->key, name, strlen(name), tag);
    uint64_t random = 0;
    for (int i = 0; i < 8; i++)
        random = random << 8 | tag[i];
    char entry[HOST_ENTRY_NAME];
    int dirfd = host_table_open(h, r.game, r.category, true);
    bool named = host_entry_name_of(&r, r.date * 1000000000, random, entry, sizeof entry);
    bool placed = dirfd >= 0 && named
                  && (host_entry_place(h, dirfd, &g, c.player, entry)
                      || faccessat(dirfd, entry, F_OK, AT_SYMLINK_NOFOLLOW) == 0);
    host_step("migrate:linked");
    if (placed)
        unlinkat(h->records, name, 0);
    if (dirfd >= 0)
        close(dirfd);
    saves_free(&g);
    return placed;
}

void host_migrate_old(const host_dir *h, int max)
{
    DIR *d = host_dir_entries(h->records);
    if (!d)
        return;
    /* The names first: moving changes the directory being read. */
    char names[HOST_MIGRATE_MAX][NAME_MAX + 1];
    int n = 0;
    struct dirent *de;
    while (n < max && n < HOST_MIGRATE_MAX && (de = readdir(d)) != NULL)
        if (old_name(de->d_name))
            snprintf(names[n++], sizeof names[0], "%s", de->d_name);
    closedir(d);
    for (int i = 0; i < n; i++)
        move_one(h, names[i]);
}
