/* Command-line helpers: strict number parsing and uniform error messages. */
#include "app/cli.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "app/host/privsep.h"
#include "util/escape.h"
#include "util/number.h"

const char *cli_basename(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Messages name what the user gave (a path, an option's value, TERM),
 * which may hold escape sequences: the whole line goes out escaped, so
 * that no message can drive the terminal. */
static char last_said[2048];

const char *cli_last_said(void)
{
    return last_said;
}

static void say(const char *prog, const char *fmt, va_list ap, const char *tail)
{
    char *msg = last_said, shown[4 * sizeof last_said];
    vsnprintf(msg, sizeof last_said, fmt, ap);
    escape_text(shown, sizeof shown, msg);
    char who[256];
    escape_text(who, sizeof who, prog);
    fprintf(stderr, "%s: %s%s\n", who, shown, tail);
}

int cli_usage_error(const char *prog, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    say(prog, fmt, ap, " (see --help)");
    va_end(ap);
    return CLI_USAGE;
}

int cli_fail(const char *prog, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    say(prog, fmt, ap, "");
    va_end(ap);
    return CLI_FAIL;
}

static long long mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void cli_progress_start(cli_progress *p, const char *prog, const char *what)
{
    *p = (cli_progress){ .prog = prog, .what = what, .start_ms = mono_ms() };
}

bool cli_progress_tell(void *ctx, size_t done, size_t total)
{
    cli_progress *p = ctx;
    long long now = mono_ms();
    if (now - p->start_ms < 1000 || (p->shown && now - p->last_ms < 1000))
        return true;
    char what[1024];
    escape_text(what, sizeof what, p->what);
    bool tty = isatty(STDERR_FILENO);
    fprintf(stderr, "%s%s: %s: move %zu of %zu (Ctrl-C stops)%s", tty ? "\r" : "", p->prog,
            what, done, total, tty ? "" : "\n");
    fflush(stderr);
    p->shown = true;
    p->last_ms = now;
    return true;
}

void cli_progress_end(cli_progress *p)
{
    if (p->shown && isatty(STDERR_FILENO))
        fputc('\n', stderr);
    p->shown = false;
}

bool cli_parse_int(const char *s, long min, long max, long *out)
{
    uint64_t v;
    if (max < 0 || !number_parse(s, strlen(s), (uint64_t)max, &v) || (long)v < min)
        return false;
    *out = (long)v;
    return true;
}

bool cli_parse_u64(const char *s, uint64_t *out)
{
    return number_parse(s, strlen(s), UINT64_MAX, out);
}

bool cli_parse_pair(const char *s, long *a, long *b)
{
    const char *comma = strchr(s, ',');
    char first[24];
    size_t n = comma ? (size_t)(comma - s) : 0;
    if (!comma || n == 0 || n >= sizeof first)
        return false;
    memcpy(first, s, n);
    first[n] = '\0';
    return cli_parse_int(first, 0, 1000000, a)
           && cli_parse_int(comma + 1, 0, 1000000, b);
}

int cli_seed_value(const char *prog, const char *arg, uint64_t *seed)
{
    if (cli_parse_u64(arg, seed))
        return CLI_OK;
    return cli_usage_error(prog, "bad seed '%s' (0..18446744073709551615)", arg);
}

int cli_number_value(const char *prog, const char *option, const char *arg, long *out)
{
    if (cli_parse_int(arg, 0, 1000000000, out))
        return CLI_OK;
    return cli_usage_error(prog, "%s takes a whole number, not '%s'", option, arg);
}

void cli_options_begin(void)
{
    opterr = 0;
    /* 0, not 1: glibc starts afresh only then, forgetting the '+' (stop at
     * the first argument) the program's own options were read with. */
    optind = 0;
}

int cli_bad_option(const char *prog, int ret, int optopt_value, const char *arg)
{
    if (ret == ':') {
        if (optopt_value)
            return cli_usage_error(prog, "option '-%c' needs a value", optopt_value);
        return cli_usage_error(prog, "option '%s' needs a value", arg);
    }
    if (optopt_value)
        return cli_usage_error(prog, "unknown option '-%c'", optopt_value);
    return cli_usage_error(prog, "unknown option '%s'", arg);
}

uint64_t cli_fresh_seed(void)
{
    /* With host tables the recorder draws it: only its boards may rank
     * there. Else the kernel's randomness: a seed that follows from the
     * clock or the process could be worked out by anyone on the machine. */
    uint64_t x;
    if (privsep_seed(&x))
        return x;
    if (getrandom(&x, sizeof x, 0) != (ssize_t)sizeof x) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        x = (uint64_t)ts.tv_sec * 1000000007ULL ^ (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32);
        x += 0x9E3779B97F4A7C15ULL;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        x ^= x >> 31;
    }
    /* All 64 bits: the pieces and boards seen so far must not narrow the
     * seed down to a number anyone could search through. */
    return x;
}

bool cli_colour_wanted(bool no_color_flag)
{
    const char *nc = getenv("NO_COLOR");
    return !no_color_flag && !(nc && *nc);
}
