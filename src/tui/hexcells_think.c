/* hexcells' solver off the input path (tui/hexcells_think.h). */
#include "tui/hexcells_think.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "games/hexcells/hexcells_solve.h"

struct hexcells_think {
    hexcells_think_kind asked;
    bool threaded;             /* a thread answers it, not yet joined */
    pthread_t thread;
    hc_stop stop;
    atomic_bool answered;
    /* For a wait on the answer: answered is set under the lock. */
    pthread_mutex_t lock;
    pthread_cond_t came;
    /* The question, the thread's alone while it runs. */
    hc_puzzle puzzle;
    signed char know[HC_SLOTS];
    /* The answer, read once the thread is joined. */
    hc_hint hint;
    hc_verdict verdict;
};

hexcells_think *hexcells_think_new(void)
{
    hexcells_think *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    atomic_init(&t->stop, false);
    atomic_init(&t->answered, false);
    if (pthread_mutex_init(&t->lock, NULL) != 0) {
        free(t);
        return NULL;
    }
    /* A wait is timed on the monotonic clock: a change of the date
     * neither cuts it short nor draws it out. */
    pthread_condattr_t attr;
    bool made = false;
    if (pthread_condattr_init(&attr) == 0) {
        made = pthread_condattr_setclock(&attr, CLOCK_MONOTONIC) == 0 &&
               pthread_cond_init(&t->came, &attr) == 0;
        pthread_condattr_destroy(&attr);
    }
    if (!made) {
        pthread_mutex_destroy(&t->lock);
        free(t);
        return NULL;
    }
    return t;
}

static void answer(hexcells_think *t)
{
    if (t->asked == THINK_HINT)
        t->hint = hc_hint_for(&t->puzzle, t->know, &t->stop);
    else
        t->verdict = hc_puzzle_verdict(&t->puzzle, HC_SPLIT_BUDGET, HC_SPLIT_BUDGET_TOTAL,
                                       &t->stop);
    pthread_mutex_lock(&t->lock);
    atomic_store(&t->answered, true);
    pthread_cond_broadcast(&t->came);
    pthread_mutex_unlock(&t->lock);
}

static void *run(void *arg)
{
    answer(arg);
    return NULL;
}

/* Ends the thread of the question asked, stopped first when stop. */
static void join(hexcells_think *t, bool stop)
{
    if (!t->threaded)
        return;
    if (stop)
        atomic_store(&t->stop, true);
    pthread_join(t->thread, NULL);
    t->threaded = false;
}

void hexcells_think_drop(hexcells_think *t)
{
    join(t, true);
    t->asked = THINK_IDLE;
}

void hexcells_think_free(hexcells_think *t)
{
    if (!t)
        return;
    hexcells_think_drop(t);
    pthread_cond_destroy(&t->came);
    pthread_mutex_destroy(&t->lock);
    free(t);
}

/* The thread takes no signal: every one goes to the loop, whose handlers
 * restore the terminal. */
static void start(hexcells_think *t)
{
    atomic_store(&t->stop, false);
    atomic_store(&t->answered, false);
    sigset_t all, was;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &was);
    t->threaded = pthread_create(&t->thread, NULL, run, t) == 0;
    pthread_sigmask(SIG_SETMASK, &was, NULL);
    if (!t->threaded)
        answer(t);
}

void hexcells_think_hint(hexcells_think *t, const hc_puzzle *p, const signed char *know)
{
    hexcells_think_drop(t);
    t->asked = THINK_HINT;
    t->puzzle = *p;
    memcpy(t->know, know, sizeof t->know);
    start(t);
}

void hexcells_think_verdict(hexcells_think *t, const hc_puzzle *p)
{
    hexcells_think_drop(t);
    t->asked = THINK_VERDICT;
    t->puzzle = *p;
    start(t);
}

void hexcells_think_wait(hexcells_think *t, int ms)
{
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_sec += ms / 1000;
    until.tv_nsec += (long)(ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    pthread_mutex_lock(&t->lock);
    while (t->asked != THINK_IDLE && !atomic_load(&t->answered))
        if (pthread_cond_timedwait(&t->came, &t->lock, &until) != 0)
            break;
    pthread_mutex_unlock(&t->lock);
}

hexcells_think_kind hexcells_think_asked(const hexcells_think *t)
{
    return t->asked;
}

/* Whether the question of kind is answered: then its thread is joined
 * and the thinker idle. */
static bool done(hexcells_think *t, hexcells_think_kind kind)
{
    if (t->asked != kind || !atomic_load(&t->answered))
        return false;
    join(t, false);
    t->asked = THINK_IDLE;
    return true;
}

bool hexcells_think_hint_answer(hexcells_think *t, hc_hint *hint, signed char *know)
{
    if (!done(t, THINK_HINT))
        return false;
    *hint = t->hint;
    if (know)
        memcpy(know, t->know, sizeof t->know);
    return true;
}

bool hexcells_think_verdict_answer(hexcells_think *t, hc_verdict *verdict)
{
    if (!done(t, THINK_VERDICT))
        return false;
    *verdict = t->verdict;
    return true;
}
