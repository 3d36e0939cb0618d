/* The named steps of the setgid side's work, acted on in a fault-harness
 * build (make HOST_STEPS=yes) only.
 *
 * Two variables of the environment the game was started with, which the
 * recorder inherits:
 *   HEXPUZZLE_HOST_STEP_LOG=PATH   every step reached is appended to PATH
 *       as "PID NAME", before anything is done there, so that the harness
 *       knows which process is at which step;
 *   HEXPUZZLE_HOST_STEP=NAME=stop  the first time this process reaches
 *       NAME it stops itself (SIGSTOP; the harness sends SIGCONT when it
 *       has done what it came to do), or with =kill, kills itself there.
 *
 * This can never be in an installed binary, and must not be: it lets
 * whoever starts the game stop the recorder at a chosen instruction (which
 * the player can do anyway, only less precisely) and makes the setgid side
 * append to a file the player names, with the games group. So it is
 * compiled out of every other build (src/app/host/host_step.h makes a step
 * nothing at all), and the Makefile refuses HOST_STEPS=yes together with
 * HOST_SCORES=yes and to build a package with it: the fault harness makes
 * its own private setgid copy by hand, under its work directory. Even
 * there the log is written only into a regular file that the real user
 * owns and whose group is not the one the process keeps, never one of the
 * host directory's. */
#include "app/host/host_step.h"

#ifdef HEXPUZZLE_HOST_STEPS

#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void log_step(const char *name)
{
    const char *path = getenv("HEXPUZZLE_HOST_STEP_LOG");
    if (!path || !path[0])
        return;
    int fd = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == getuid()
        && st.st_gid != getegid()) {
        char line[160];
        int n = snprintf(line, sizeof line, "%ld %s\n", (long)getpid(), name);
        /* One write: the lines of processes sharing the log never mix. */
        if (n > 0 && (size_t)n < sizeof line && write(fd, line, (size_t)n) != n) {
            /* A step that cannot be logged is still taken. */
        }
    }
    close(fd);
}

void host_step(const char *name)
{
    static bool acted;
    log_step(name);
    const char *want = getenv("HEXPUZZLE_HOST_STEP");
    if (acted || !want)
        return;
    size_t n = strlen(name);
    if (strncmp(want, name, n) != 0 || want[n] != '=')
        return;
    const char *what = want + n + 1;
    if (strcmp(what, "stop") == 0) {
        acted = true;
        raise(SIGSTOP);
    } else if (strcmp(what, "kill") == 0) {
        acted = true;
        raise(SIGKILL);
    }
}

#else
/* ISO C wants a translation unit to declare something. */
typedef int host_steps_are_compiled_out;
#endif
