/* The edits of a level file kept when the editor was stopped
 * (app/hexcells_kept.h). */
#define _XOPEN_SOURCE 700 /* realpath, which POSIX puts in its XSI part */
#include "app/hexcells_kept.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games/hexcells/hexcells_file.h"
#include "util/mac.h"

/* A level file is a few kilobytes. */
enum { KEPT_MAX = 64 * 1024 };

static const char what_write[] = "cannot keep the edits";
static const char what_read[] = "cannot read the kept edits";

/* file's absolute path into buf: its directory's real path (so that
 * "x", "./x" and "/dir/x" are one file) and its name; the directory as
 * given, made absolute, when it cannot be resolved. */
static bool absolute(const char *file, char *buf, size_t cap)
{
    const char *slash = strrchr(file, '/');
    const char *name = slash ? slash + 1 : file;
    char dir[STORE_PATH_MAX], real[PATH_MAX];
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else if (slash == file)
        snprintf(dir, sizeof dir, "/");
    else if ((size_t)(slash - file) < sizeof dir)
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - file), file);
    else
        return false;
    if (realpath(dir, real))
        return store_join(buf, cap, real, name);
    if (dir[0] == '/')
        return store_join(buf, cap, dir, name);
    char cwd[STORE_PATH_MAX];
    return getcwd(cwd, sizeof cwd) && store_join(buf, cap, cwd, file);
}

/* The directory of the kept edits, file's kept edits in it and their lock
 * (STORE_PATH_MAX bytes each); false with a warning that begins with
 * what. */
static bool paths_of(const char *file, char *dir, char *path, char *lock, const char *what,
                     store_warnings *w)
{
    char state[STORE_PATH_MAX], why[STORE_LINE_MAX], abs[STORE_PATH_MAX];
    if (!store_state_dir_say(state, sizeof state, why)) {
        store_warn(w, "%s: %s", what, why);
        return false;
    }
    if (!absolute(file, abs, sizeof abs)) {
        store_warn(w, "%s: %s: its absolute path is too long", what, file);
        return false;
    }
    uint8_t digest[MAC_SHA256_LEN];
    char name[MAC_HEX_LEN + sizeof ".hexcells"];
    sha256(abs, strlen(abs), digest);
    mac_hex(digest, sizeof digest, name);
    strcat(name, ".hexcells");
    if (!store_join(dir, STORE_PATH_MAX, state, "hexcells-edits")
        || !store_join(path, STORE_PATH_MAX, dir, name)
        || !store_lock_path(lock, STORE_PATH_MAX, path)) {
        store_warn(w, "%s: the state directory's name is too long", what);
        return false;
    }
    return true;
}

int hexcells_kept_write(const char *file, const hc_puzzle *frame, store_warnings *w)
{
    char dir[STORE_PATH_MAX], path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    if (!paths_of(file, dir, path, lock, what_write, w)
        || store_mkdirs(dir, what_write, w) != STORE_OK)
        return STORE_ERROR;
    static char text[HC_EXPORT_MAX];
    size_t len = hc_export(frame, text, sizeof text);
    int fd = store_lock(lock, STORE_LOCK_WAIT_MS, what_write, w);
    if (fd < 0)
        return STORE_ERROR;
    int rc = store_write_atomic(path, text, len, NULL, what_write, w);
    store_unlock(fd);
    return rc;
}

int hexcells_kept_read(const char *file, hc_puzzle *out, store_warnings *w)
{
    char dir[STORE_PATH_MAX], path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    if (!paths_of(file, dir, path, lock, what_read, w))
        return STORE_ERROR;
    char *data = NULL;
    size_t len = 0;
    int rc = store_read(path, KEPT_MAX, &data, &len, what_read, w);
    if (rc == STORE_TOOBIG) {
        store_warn(w, "%s: %s: longer than %d bytes", what_read, path, KEPT_MAX);
        return STORE_CORRUPT;
    }
    if (rc != STORE_OK)
        return rc;
    char err[HC_MSG_MAX];
    bool ok = hc_parse(data, len, out, err, sizeof err);
    free(data);
    if (!ok) {
        store_warn(w, "%s: %s: %s", what_read, path, err);
        return STORE_CORRUPT;
    }
    return STORE_OK;
}

int hexcells_kept_drop(const char *file, store_warnings *w)
{
    static const char what[] = "cannot remove the kept edits";
    char dir[STORE_PATH_MAX], path[STORE_PATH_MAX], lock[STORE_PATH_MAX];
    if (!paths_of(file, dir, path, lock, what, w))
        return STORE_ERROR;
    int fd = store_lock(lock, STORE_LOCK_WAIT_MS, what, w);
    if (fd < 0)
        return STORE_ERROR;
    int rc = STORE_OK;
    if (unlink(path) != 0 && errno != ENOENT) {
        store_warn(w, "%s: %s: %s", what, path, strerror(errno));
        rc = STORE_ERROR;
    }
    store_unlock(fd);
    return rc;
}
