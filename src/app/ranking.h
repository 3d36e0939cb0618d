/* Which table a finished game goes to. A game whose board anyone can know
 * ahead never ranks in the normal tables: its seed was chosen on the
 * command line, or it follows from one (the games after a daily in the
 * same run); it goes to the seeded tables ("seeded:" and its category), so
 * that friends racing one seed still see their times. The daily game of a
 * day goes to that day's own table. Everything else ranks in the normal
 * tables.
 *
 * A run's games share one ranking, set by the command line; a saved game
 * that is offered for resuming keeps the ranking it was saved with (saves
 * keep it as the keys "rank" and "daily"). */
#ifndef HEXPUZZLE_APP_RANKING_H
#define HEXPUZZLE_APP_RANKING_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/daily.h"
#include "app/saves.h"

typedef enum { RANK_NORMAL, RANK_SEEDED, RANK_DAILY } rank_kind;

typedef struct {
    rank_kind kind;
    char date[DAILY_DATE_TEXT];   /* RANK_DAILY: the day, "YYYY-MM-DD" */
    uint64_t daily_seed;          /* RANK_DAILY in a run: that day's seed */
} ranking;

typedef struct {
    ranking run;          /* the command line's */
    bool has_resume;      /* a saved game is offered, */
    uint64_t resume_seed; /* of this seed, */
    ranking resume;       /* ranked so, */
    char resume_params[SESSION_PARAMS];  /* with these params; */
    bool resume_recorded; /* its end or its giving up went to the tables */
    char resume_host[17]; /* the host's token of it, when the host keeps it */
} ranking_runs;

/* How the game of seed in runs ranks: the resumed game's own ranking, a
 * daily run's daily game RANK_DAILY and its other games RANK_SEEDED, or the
 * run's. */
ranking ranking_of(const ranking_runs *runs, uint64_t seed);

/* The table of a game ranked r whose category would otherwise be category:
 * into buf; false (buf "") when the table's name does not fit. */
bool ranking_table(const ranking *r, const char *category, char *buf, size_t cap);

/* Keeps r in a save (keys "rank" "seeded" or "daily", and "daily"; nothing
 * for RANK_NORMAL, so saves of ranked games stay as they were); false when
 * the save has no room. */
bool ranking_to_save(const ranking *r, saves_game *g);
/* The ranking a save was made with: RANK_NORMAL without the keys; false
 * when the keys are there but make no sense (the game is then
 * RANK_SEEDED: it cannot be told which table it earned). */
bool ranking_from_save(const saves_game *g, ranking *r);

#endif
