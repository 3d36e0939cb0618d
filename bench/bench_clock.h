/* What every bench times with: a monotonic clock and the process's CPU
 * time in milliseconds, and an order for sorting times to take their
 * median. */
#ifndef HEXPUZZLE_BENCH_CLOCK_H
#define HEXPUZZLE_BENCH_CLOCK_H

#include <time.h>

static inline double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* CPU time of this process: on a machine shared with other work it says
 * what the work costs, where the wall clock says what a player waits. */
static inline double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static inline int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#endif
