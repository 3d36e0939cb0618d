/* hextris' stats as figures: pieces per second, keys per piece, finesse,
 * and the summary of a game (the end box, the scores command and the
 * replay viewer show the same one). Pure: computed from a game's state
 * (ht_state.stats), so a replay played again gives the same figures. */
#ifndef HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_STATS_H
#define HEXPUZZLE_GAMES_HEXTRIS_HEXTRIS_STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "games/hextris/hextris.h"

/* Pieces per second over the whole play time elapsed_ms, and over its
 * last HT_RECENT_MS (or the whole of it when shorter); 0 before any
 * time has passed. */
double ht_stats_pps(const ht_state *st, int64_t elapsed_ms);
double ht_stats_pps_recent(const ht_state *st, int64_t elapsed_ms);
/* Keys per locked piece; 0 before the first lock. */
double ht_stats_kpp(const ht_state *st);
/* Pieces placed without a finesse fault, in whole per cent of those
 * judged; -1 when none was judged (the finesse is not known). */
int ht_stats_finesse_clean(const ht_state *st);

/* A finished (or stopped) game in figures. */
enum { HT_SUMMARY_LINES = 24, HT_SUMMARY_WIDTH = 64 };
typedef struct {
    enum ht_mode mode;
    enum ht_status status;
    bool time_up;              /* ultra's two minutes ran out */
    int64_t elapsed_ms, score;
    uint64_t figure;           /* as the score tables rank it */
    bool scored;               /* figure is a score, else a time */
    int rows, level, pieces, goal, goal_count;
    double pps, kpp;
    int finesse_clean;         /* per cent, -1 unknown */
    int finesse_faults;
    int finesse_notes_n;       /* the latest faults, in words */
    char finesse_notes[HT_FINESSE_NOTES][HT_FINESSE_NOTE_LEN];
    int clears[HT_MAX_CLEAR + 1];
    int best_combo;
    int splits_n;
    int32_t splits[HT_SPLITS_MAX];
} ht_summary;

/* st at play time elapsed_ms as a summary. */
void ht_summary_of(const ht_state *st, int64_t elapsed_ms, ht_summary *out);
/* The figure of a game as the tables have it: the score, or a time in ms
 * for a goal reached, or the goal's count for a goal not reached. */
uint64_t ht_summary_figure(const ht_state *st, int64_t elapsed_ms);
/* A figure in words: "12345" for a score, "1:02.3" for a time. */
void ht_summary_format_figure(uint64_t figure, bool scored, char *buf, size_t len);

/* The summary's lines (at most HT_SUMMARY_LINES, each shorter than
 * HT_SUMMARY_WIDTH) into lines, none wider than 24 characters but the
 * splits', which go two a line where width allows; best: the personal
 * best's summary, or NULL when there is none (its figure and splits are
 * compared). Returns how many. */
int ht_summary_lines(const ht_summary *s, const ht_summary *best, int width,
                     char lines[][HT_SUMMARY_WIDTH], int max);

#endif
