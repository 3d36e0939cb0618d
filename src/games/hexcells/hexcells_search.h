/* The hexcells solver's search, inside the games layer: each shown clue
 * as a constraint on its cells, filtered exactly (every colouring of its
 * cells that meets it is considered), propagated to a fixpoint over a scope
 * of constraints, and a bounded search for a colouring of the scope with a
 * cell of a given colour. hexcells_solve.c climbs its ladder on these. */
#ifndef HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_SEARCH_H
#define HEXPUZZLE_GAMES_HEXCELLS_HEXCELLS_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_solve.h"

/* How many packings of the clues the remaining count (or a part's count
 * of blues) is read with. */
enum { HCS_RESTS = 3 };

/* A clue's own kind. */
enum { HCS_COUNT, HCS_TOGETHER, HCS_APART };

typedef struct {
    int slot;
    unsigned char shape;     /* HCS_*: the clue's own kind */
    unsigned char ring;      /* members go around a black cell */
    unsigned char line;      /* a line clue */
    int value;
    int n;
    int m[HC_MEMBERS_MAX];   /* ring: six entries, -1 where no cell */
    int nmasks;              /* ring: the colourings that meet the clue, */
    unsigned char masks[64]; /* bit j blue for member j */
    uint32_t next[HC_FLOWER];  /* a blue's shaped flower: bit q for each
                                  member next to member j */
} hcs_con;

typedef struct {
    const hc_puzzle *p;
    int ncons, global;       /* global: the id of the remaining count */
    hcs_con *cons;           /* one per clue shown */
    int inc_start[HC_SLOTS + 1];
    int *inc;                /* constraint ids by cell, inc_start ranges */
    int cells[HC_SLOTS], ncells, total_blue;
    signed char *kstack;     /* knowledge per search depth */
    int *queue;
    unsigned char *queued, *inscope;
    unsigned char wit[HC_SLOTS];   /* colours seen in a found colouring */
    /* The search's own: a question's knowledge, the last colouring found,
     * and per depth the scope of a part and the constraints parted. */
    signed char root[HC_SLOTS], leaf[HC_SLOTS];
    unsigned char *scopes, *parted;
    /* While a part's numbers of blues are asked for: how many of these
     * cells may be blue. */
    const int *bound_cells;
    int nbound, bound_lo, bound_hi;
    int *pack_ids;           /* packings: constraints that share no */
    int pack_start[HCS_RESTS + 1];   /* unknown cell, by pack_start */
    int *part_ids;
    long nodes, total_nodes;
    long budget, total_budget;   /* search nodes per question, per solve */
    bool gave_up;            /* a question ran out of budget */
    /* While the remaining count is in scope: counts it implies over the
     * cells no clue of a packing counts (see hexcells_search.c). */
    int nrests;
    int rest_value[HCS_RESTS], rest_start[HCS_RESTS + 1];
    int rest_cells[HCS_RESTS * HC_SLOTS];
    const hc_stop *stop;     /* set: every search gives up at once */
    bool relax;              /* constraints as plain counts */
    bool text;               /* steps want their words */
} hcs_ctx;

/* The constraints of p's shown clues; false when out of memory (hcs_free
 * then still frees what was made). text: the steps want their words. */
bool hcs_init(hcs_ctx *x, const hc_puzzle *p, bool text);
void hcs_free(hcs_ctx *x);

/* A clue in view: a line, or a cell that knowledge k has decided. */
bool hcs_active(const hcs_ctx *x, const signed char *k, int id);
bool hcs_has_unknown(const hcs_ctx *x, const signed char *k, int id);

/* can[j]: bit 0 black possible, bit 1 blue possible, for each unknown
 * member j of constraint id (as a plain count when x->relax). false when
 * no colouring of its members meets it. */
bool hcs_filter(const hcs_ctx *x, int id, const signed char *k, unsigned char *can);
/* The remaining count: -1 contradiction, 0 nothing, else the colour + 1
 * that every unknown cell has. */
int hcs_filter_global(const hcs_ctx *x, const signed char *k);

/* Whether cell s can be colour under the constraints in x->inscope (the
 * remaining count is x->global's place there): 1 yes (every cell's colour
 * in the colouring found goes to x->wit), 0 no, -1 out of budget (and
 * x->gave_up is set). */
int hcs_possible(hcs_ctx *x, const signed char *k, int s, int colour);
/* The constraints of scope (marks by id) linked to constraint start
 * through cells unknown in k, start first, into ids, each marked in
 * parted (those marked already are left out); returns how many. */
int hcs_part(const hcs_ctx *x, const signed char *k, const unsigned char *scope,
             unsigned char *parted, int start, int *ids);

/* An empty scope, and no colours witnessed. */
void hcs_scope_clear(hcs_ctx *x);

#endif
