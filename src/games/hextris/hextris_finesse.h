/* Hex finesse: for every piece placed, the inputs the player used against
 * the fewest that reach the same placement from where the piece came in.
 *
 * THE DEFINITION (the man page says the same). A piece's inputs run from
 * the moment it enters the well (spawned, or taken out of the hold) to its
 * lock. Counted as one input each: a turn either way; moves in one
 * direction one after another that leave the piece against the wall or
 * the stack (a held key, as DAS makes it; such a key kept down through
 * turns and soft drops, the piece sliding on against something again
 * after them, is still the one input); such moves that stop short, one
 * each (taps); soft drops one after another (one held key); and the end,
 * a hard drop or the piece left to lock where it lies. Pauses are not
 * inputs; a hold starts the count again for the piece that comes in. The
 * FEWEST is the cheapest way, in the same inputs, from the piece's entry
 * to the cells it locked in, found by the search of hextris_reach.h with
 * the game's own moves and kicks (soft drops let go in the air are
 * looked for too when the way without them holds a soft drop down, or
 * there is none). A piece is
 * a FAULT when it used more inputs than the fewest; gravity is free, so a
 * piece that waited for the stack is never a fault. A placement the
 * search cannot reach (lock resets spent on the way) is not judged.
 */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_FINESSE_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_FINESSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hextris/hextris.h"
#include "games/hextris/hextris_reach.h"

/* One piece placed. */
typedef struct {
    int number;                  /* 1 for the game's first piece placed */
    int piece;                   /* its id */
    ht_pose pose;                /* where it locked */
    int used;                    /* inputs the player gave it */
    int fewest;                  /* the fewest that reach pose; -1 unknown */
    int way_len;                 /* the fewest way, DROP last */
    enum ht_input way[HT_WAY_MAX];
} ht_finesse_piece;

/* used > fewest, with fewest known. */
bool ht_finesse_fault(const ht_finesse_piece *p);

/* A piece as the summary tells it, into buf (always terminated):
 * "#12 T: 5 inputs, fewest 3: L* CW DROP", or without the way when the
 * fewest is not known ("#12 T: 5 inputs"). */
void ht_finesse_line(const ht_finesse_piece *p, char *buf, size_t cap);

/* The fewest inputs from st's active piece, as it is, to a lock at pose
 * (same cells): the way into way (may be NULL) and its length; -1 when
 * the search does not reach it. r is the search's memory. */
int ht_finesse_shortest(ht_reach *r, const ht_state *st, ht_pose pose,
                        enum ht_input way[HT_WAY_MAX]);
/* The same, and where the piece is after each input into at (may be
 * NULL; see ht_reach_way_at). */
int ht_finesse_shortest_at(ht_reach *r, const ht_state *st, ht_pose pose,
                           enum ht_input way[HT_WAY_MAX], ht_pose at[HT_WAY_MAX]);

enum { HT_FINESSE_FAULTS_KEPT = 3 };

/* The figures of a game's finesse, piece by piece: pieces placed, judged
 * (fewest known) and faults; clean is the per cent of judged pieces that
 * were not faults (100 when none was judged). */
typedef struct {
    int pieces, judged, faults;
} ht_finesse_tally;

void ht_finesse_tally_add(ht_finesse_tally *t, const ht_finesse_piece *p);
int ht_finesse_clean_percent(const ht_finesse_tally *t);

/* A game's log, judged as it is played again: feed each move in order
 * with its game time, and let time pass (ht_finesse_log_advance) to the
 * game's end time; every piece placed is told to placed() and counted in
 * tally. Fed the moves of a game as they are played, it judges the game
 * live: its st is the game's own. */
typedef void ht_finesse_told(void *ctx, const ht_finesse_piece *p);

typedef struct {
    ht_state st;                 /* the game, played again */
    ht_state entry;              /* as the active piece came in */
    ht_reach *reach;
    ht_finesse_told *placed;
    void *ctx;
    int used;                    /* inputs of the active piece so far */
    int run;                     /* the sideways move of the stretch, -1 none */
    int run_len;
    bool run_blocked;            /* it left the piece against something */
    int held;                    /* the sideways key held against something, -1 */
    bool soft_run;               /* the last move was a soft drop */
    ht_finesse_tally tally;      /* the pieces placed so far */
    /* The latest faults, oldest first, for the summary. */
    ht_finesse_piece faults[HT_FINESSE_FAULTS_KEPT];
    int faults_kept;
} ht_finesse_log;

/* False when p is not playable or memory ran out (nothing to free). */
bool ht_finesse_log_start(ht_finesse_log *f, const ht_params *p, ht_finesse_told *placed,
                          void *ctx);
/* The same from a game as it stands, its active piece taken as just come
 * in (a test's well; a game taken back to where its piece came, as an
 * undo does, with the tally it had then). */
bool ht_finesse_log_from(ht_finesse_log *f, const ht_state *st, ht_finesse_told *placed,
                         void *ctx);
/* A move as logged (carried out at game time t); false when the game
 * refuses it (a log that does not match its game). */
bool ht_finesse_log_move(ht_finesse_log *f, enum ht_action a, int64_t t);
/* A move by its word in a log (ht_action_name's, or versus' garbage and
 * opponent out, ht_versus_word); a word that is not one of the rules'
 * (the session's own, such as ASSIST) changes nothing and is taken. */
bool ht_finesse_log_word(ht_finesse_log *f, const char *word, int64_t t);
/* Time passes to t (a lock by the timer is a piece placed). */
void ht_finesse_log_advance(ht_finesse_log *f, int64_t t);
void ht_finesse_log_free(ht_finesse_log *f);

#endif
