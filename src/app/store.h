/* store: where hexpuzzle keeps its files and the safe way to touch them —
 * XDG paths, whole-file reads with a size cap, atomic whole-file writes, an
 * exclusive lock for every change, moving a corrupt file aside, and removing
 * a file only if it is still the version the caller knew.
 *
 * Nothing here prints or aborts. Every failure the user can cause (a
 * read-only or missing state directory, a full disk, a corrupt file) becomes
 * one line of text in a store_warnings list that the caller shows wherever
 * it likes (a status line, stderr), plus an error return. The game goes on.
 *
 * Files:
 *     $XDG_STATE_HOME/hexpuzzle/          state directory (scores, saves);
 *                                         default $HOME/.local/state/hexpuzzle/,
 *                                         created with parents, mode 0700,
 *                                         only when something is written
 *     $XDG_CONFIG_HOME/hexpuzzle/config   config; default
 *                                         $HOME/.config/hexpuzzle/config
 * An XDG variable that is unset, empty or not an absolute path is ignored,
 * as the XDG Base Directory specification says; so is a relative HOME.
 *
 * Locks: every change to a file NAME (writing it, moving it aside,
 * removing it) happens while holding an flock on NAME.lock beside it, so
 * that several hexpuzzles can share the directory. Reading needs no lock:
 * writes replace the whole file at once.
 *
 * Corrupt files: a file that its parser rejects is looked at again under
 * its lock (a writer may have been replacing it) and, if still rejected,
 * renamed to NAME.corrupt-T (T = the Unix time in seconds; NAME.corrupt-T-2,
 * -3 ... if that exists already), never overwritten or deleted, and a fresh
 * file starts.
 *
 * Temporary files: a write goes through NAME.tmp-XXXXXX (six letters or
 * digits). A crash in the middle leaves it behind; each write into a
 * directory removes the stale ones there: those of hexpuzzle's own files
 * (scores, GAME.save and GAME.N.save with GAME 1-16 letters a-z), regular files owned by
 * the user, last modified over STORE_TMP_STALE_S seconds ago.
 *
 * Typical read-modify-write (what scores_record does):
 *     store_mkdirs(dir) -> store_lock(lockpath) -> store_load(no lock: held)
 *     -> change -> store_write_atomic(path) -> store_unlock(fd)
 */
#ifndef HEXPUZZLE_APP_STORE_H
#define HEXPUZZLE_APP_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    STORE_PATH_MAX = 4096,   /* room for any path these functions build */
    STORE_LINE_MAX = 512,    /* room for one warning line, NUL included */
    STORE_WARN_MAX = 8,      /* warning lines kept in a store_warnings */
    STORE_WHY_MAX = 128,     /* room for a parser's reason ("line 3: ...") */
    STORE_LOCK_WAIT_MS = 5000, /* how long store_lock waits for the lock */
    STORE_TMP_STALE_S = 60    /* a temporary file this old is a crash's */
};

/* Results of store_read and store_lock-style calls. */
enum {
    STORE_OK = 0,
    STORE_MISSING = 1,  /* store_read: the file does not exist (no warning) */
    STORE_TOOBIG = 2,   /* store_read: larger than the cap: treat as corrupt */
    STORE_CORRUPT = 3,  /* store_load: rejected by its parser (or too big) */
    STORE_ERROR = -1    /* failed; a warning line says why */
};

/* One-line warnings for the user, oldest first. Lines have no newline and
 * no byte a terminal acts on (util/escape.h shows them as \ooo). When
 * more than STORE_WARN_MAX arrive, the later ones are counted in dropped. */
typedef struct {
    int n;
    int dropped;
    char line[STORE_WARN_MAX][STORE_LINE_MAX];
} store_warnings;

void store_warnings_init(store_warnings *w);
/* Appends one line (printf format; a trailing newline is not wanted). A NULL
 * w is allowed and ignores the warning. */
void store_warn(store_warnings *w, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* The state directory (no trailing slash) into buf. false when neither a
 * usable XDG_STATE_HOME nor an absolute HOME is set, or it does not fit,
 * or it is there but refused: owned by another user, or writable by group
 * or others without the sticky bit. */
bool store_state_dir(char *buf, size_t cap);
/* The same, and why it is false in why (STORE_LINE_MAX bytes, may be
 * NULL): "no state directory (set XDG_STATE_HOME or HOME)",
 * "XDG_STATE_HOME is longer than a path can be (N bytes)" (or HOME),
 * "DIR is not yours (its owner is uid N)", "DIR: others can write it
 * (chmod go-w it)". */
bool store_state_dir_say(char *buf, size_t cap, char *why);
/* The config file's path into buf; false as for store_state_dir. */
bool store_config_path(char *buf, size_t cap);
/* DIR/NAME into buf; false if it does not fit. */
bool store_join(char *buf, size_t cap, const char *dir, const char *name);

/* Writes text into why (STORE_WHY_MAX bytes) unless why is NULL: how the
 * parsers give their reason. */
void store_say(char *why, const char *text);
/* why = "line N: REASON" (REASON cut to fit), unless why is NULL. */
void store_say_line(char *why, size_t lineno, const char *reason);

/* A cursor over the lines of a whole file, so that every parser splits and
 * checks lines alike. Set the fields, then call store_next_line until it
 * says STORE_LINE_END. */
typedef struct {
    const char *buf;
    size_t len;
    size_t pos;          /* where the next line starts; 0 to begin */
    size_t lineno;       /* the line last returned, from 1 (header too) */
    size_t max_len;      /* a longer line (without "\n") is bad */
    size_t max_lines;    /* 0 for no limit */
    const char *header;  /* NULL, or what line 1 must be, exactly */
    bool strict;         /* the last line needs its "\n" too */
} store_lines;

enum { STORE_LINE_END = 0, STORE_LINE_OK = 1, STORE_LINE_BAD = 2 };

/* The next line into *line and *n (its "\n" left out): STORE_LINE_OK;
 * STORE_LINE_END when the buffer is used up; STORE_LINE_BAD with one of the
 * reasons "no newline at the end (truncated?)" (strict only), "line too
 * long", "too many lines", "NUL byte", "not a HEADER file" (checked in that
 * order) in reason (STORE_WHY_MAX bytes). The cursor has moved past a bad
 * line, so a lenient parser may go on. A good header is not returned. */
int store_next_line(store_lines *r, const char **line, size_t *n,
                    char *reason);

/* Writes all of data[0..len) to fd, going on after a signal; false when a
 * write fails. */
bool store_write_all(int fd, const void *data, size_t len);

/* Creates dir and its missing parents (mode 0700). STORE_OK if it exists as
 * a directory afterwards that is the user's and that no one else may write
 * (unless it is sticky); otherwise STORE_ERROR and the warning
 * "WHAT: PATH: REASON" (WHAT e.g. "cannot save scores"). */
int store_mkdirs(const char *dir, const char *what, store_warnings *w);

/* Reads the whole of path into a malloc'd buffer (*data, NUL-terminated for
 * convenience; the length *len excludes the NUL; the caller frees it).
 * STORE_OK; STORE_MISSING if it does not exist; STORE_TOOBIG (nothing
 * allocated, no warning) if it is longer than cap bytes; STORE_ERROR with
 * "WHAT: PATH: REASON" otherwise (unreadable, a directory or anything but a
 * regular file, out of memory). */
int store_read(const char *path, size_t cap, char **data, size_t *len,
               const char *what, store_warnings *w);

/* Which version of a file: its device, inode, size and modification time
 * as fstat saw them on the descriptor that read or wrote it, and a hash of
 * its bytes. Two stamps are the same version only when all of these agree:
 * a file rewritten with the very same bytes is another version, and inode
 * numbers and coarse timestamps that the kernel reuses are told apart by
 * the bytes. */
typedef struct {
    bool known;          /* false: no version (nothing read or written) */
    uint64_t dev, ino, size, hash;
    int64_t mtime_s, mtime_ns;
} store_stamp;

bool store_stamp_same(const store_stamp *a, const store_stamp *b);
/* The stamp of the file at path as it is now (read whole, at most cap
 * bytes): STORE_OK; STORE_MISSING, STORE_TOOBIG or STORE_ERROR as
 * store_read says (then *stamp is not known). */
int store_stamp_file(const char *path, size_t cap, store_stamp *stamp, const char *what,
                     store_warnings *w);

/* PATH.lock, the lock file of path, into buf; false if it does not fit. */
bool store_lock_path(char *buf, size_t cap, const char *path);

/* Replaces path by exactly data[0..len) so that a reader sees either the old
 * file or the new one, never a mix, even after a crash: writes PATH.tmp-*
 * in the same directory (mode 0600), fsyncs it, renames it over path and
 * fsyncs the directory. Removes stale temporary files first (see above).
 * The caller holds path's lock. STORE_OK, and *stamp (unless NULL) is the
 * new version's; or STORE_ERROR ("WHAT: PATH: REASON"; the temporary file is
 * removed, path and *stamp are untouched). */
int store_write_atomic(const char *path, const void *data, size_t len,
                       store_stamp *stamp, const char *what,
                       store_warnings *w);

/* Takes an exclusive flock on lockpath (created, mode 0600, if needed; its
 * content is never used; a link or anything but a regular file there is
 * refused), waiting at most wait_ms. Returns the descriptor
 * to pass to store_unlock, or STORE_ERROR with "WHAT: PATH: REASON" (REASON
 * "still locked by another hexpuzzle after 5 s" on time-out). */
int store_lock(const char *lockpath, int wait_ms, const char *what,
               store_warnings *w);
void store_unlock(int fd);

/* Moves the corrupt file path aside to PATH.corrupt-T (see above) and warns
 * "LABEL PATH is corrupt (WHY); moved it aside to NEWPATH"
 * (LABEL e.g. "scores file"). The caller holds path's lock. STORE_OK also
 * if path has gone already (some other process moved it). On failure
 * STORE_ERROR and "LABEL PATH is corrupt (WHY) and cannot be moved aside:
 * REASON"; the file is left untouched and the caller must not overwrite
 * it. */
int store_quarantine(const char *path, const char *label, const char *why,
                     store_warnings *w);

/* A parser for store_load: fills out from buf[0..len) and returns true, or
 * returns false with its reason in why (STORE_WHY_MAX bytes) and leaves
 * out holding nothing to free. */
typedef bool store_parser(const char *buf, size_t len, void *out, char *why);

/* One file and how to speak of it, for store_load and store_forget. */
typedef struct {
    const char *path;
    const char *lock;    /* its lock file; NULL when the caller holds it */
    size_t cap;          /* the longest valid file */
    store_parser *parse; /* store_load only */
    const char *what;    /* errors: "cannot read scores", ... */
    const char *label;   /* corruption: "scores file"; NULL: store_load
                            leaves a corrupt file alone, quietly */
} store_file;

/* Reads f->path (store_read, f->cap bytes at most) and parses it into out.
 * STORE_OK, and *stamp (unless NULL) is the version parsed; STORE_MISSING
 * (no warning); STORE_ERROR when unreadable ("WHAT: PATH: REASON");
 * STORE_CORRUPT when the parser rejects it or it is longer than the cap
 * ("larger than CAP bytes"). A rejected file is read again under f->lock
 * and, if still rejected, moved aside with store_quarantine; if the lock
 * cannot be had ("LABEL PATH is corrupt (WHY) and cannot be moved aside:
 * LOCKPATH: REASON") or the move fails, the result is STORE_ERROR (do not
 * overwrite the file). */
int store_load(const store_file *f, void *out, store_stamp *stamp,
               store_warnings *w);

/* Removes f->path under f->lock if it is still the version *known names:
 * a file that another writer has replaced since is theirs and stays.
 * STORE_OK when it was removed, was not there or is another version;
 * STORE_ERROR with "WHAT: PATH: REASON" (the lock, or the removal). */
int store_forget(const store_file *f, const store_stamp *known,
                 store_warnings *w);

#endif
