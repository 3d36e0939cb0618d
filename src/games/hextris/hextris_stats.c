/* hextris' stats as figures and the summary of a game (hextris_stats.h). */
#include "games/hextris/hextris_stats.h"

#include <stdio.h>
#include <string.h>

double ht_stats_pps(const ht_state *st, int64_t elapsed_ms)
{
    return elapsed_ms > 0 ? st->pieces * 1000.0 / (double)elapsed_ms : 0.0;
}

double ht_stats_pps_recent(const ht_state *st, int64_t elapsed_ms)
{
    const ht_stats *s = &st->stats;
    if (elapsed_ms <= 0)
        return 0.0;
    int64_t from = elapsed_ms - HT_RECENT_MS;
    int n = 0;
    int32_t oldest = 0;
    for (int i = 0; i < s->recent_n; i++) {
        int32_t t = s->recent[(s->recent_next - 1 - i + HT_RECENT_LOCKS) % HT_RECENT_LOCKS];
        if (t <= from)
            break;
        n++;
        oldest = t;
    }
    /* Every lock kept is inside the window: the window is the span they
     * cover, as more came than the ring keeps. */
    if (n == HT_RECENT_LOCKS && elapsed_ms > oldest)
        return n * 1000.0 / (double)(elapsed_ms - oldest);
    int64_t span = from > 0 ? HT_RECENT_MS : elapsed_ms;
    return n * 1000.0 / (double)span;
}

double ht_stats_kpp(const ht_state *st)
{
    return st->pieces > 0 ? (double)st->stats.keys / st->pieces : 0.0;
}

int ht_stats_finesse_clean(const ht_state *st)
{
    const ht_stats *s = &st->stats;
    if (s->finesse_judged == 0)
        return -1;
    return (s->finesse_judged - s->finesse_faults) * 100 / s->finesse_judged;
}

uint64_t ht_summary_figure(const ht_state *st, int64_t elapsed_ms)
{
    const ht_mode_info *mi = ht_mode_info_of(st->params.mode);
    if (mi->scored)
        return (uint64_t)st->score;
    if (st->status == HT_WON)
        return (uint64_t)elapsed_ms;
    return (uint64_t)ht_goal_count(st);
}

void ht_summary_of(const ht_state *st, int64_t elapsed_ms, ht_summary *out)
{
    const ht_mode_info *mi = ht_mode_info_of(st->params.mode);
    memset(out, 0, sizeof *out);
    out->mode = st->params.mode;
    out->status = st->status;
    out->time_up = ht_time_up(st);
    out->elapsed_ms = elapsed_ms;
    out->score = st->score;
    out->figure = ht_summary_figure(st, elapsed_ms);
    out->scored = mi->scored;
    out->rows = st->rows;
    out->level = st->level;
    out->pieces = st->pieces;
    out->goal = ht_goal(&st->params);
    out->goal_count = ht_goal_count(st);
    out->pps = ht_stats_pps(st, elapsed_ms);
    out->kpp = ht_stats_kpp(st);
    out->finesse_clean = ht_stats_finesse_clean(st);
    out->finesse_faults = st->stats.finesse_faults;
    out->finesse_notes_n = st->stats.finesse_notes_n;
    memcpy(out->finesse_notes, st->stats.finesse_notes, sizeof out->finesse_notes);
    memcpy(out->clears, st->stats.clears, sizeof out->clears);
    out->best_combo = st->stats.best_combo;
    out->splits_n = st->stats.splits_n;
    memcpy(out->splits, st->stats.splits, sizeof out->splits);
}

static void format_diff_unit(int64_t ms, char *buf, size_t len, const char *unit)
{
    int64_t m = ms < 0 ? -ms : ms;
    unsigned a = m > 999999 ? 999999u : (unsigned)m;
    snprintf(buf, len, "%c%u.%u%s", ms < 0 ? '-' : '+', a / 1000 % 1000, a / 100 % 10, unit);
}

/* m:ss.t, up to 99:59.9 (no game of a goal lasts longer): splits and
 * times beside the figure. */
static void format_time(int64_t ms, char *buf, size_t len)
{
    unsigned t = ms < 0 ? 0u : ms > 5999999 ? 5999999u : (unsigned)ms;
    snprintf(buf, len, "%u:%02u.%u", t / 60000 % 100, t / 1000 % 60, t / 100 % 10);
}

/* m:ss.mmm: a time that is the game's figure, to the millisecond as its
 * table has it (cut to tenths, a box and a table said two things). */
static void format_figure_time(int64_t ms, char *buf, size_t len)
{
    unsigned t = ms < 0 ? 0u : ms > 5999999 ? 5999999u : (unsigned)ms;
    snprintf(buf, len, "%u:%02u.%03u", t / 60000 % 100, t / 1000 % 60, t % 1000);
}

/* A time difference in seconds and tenths, signed: "-2.7s", "+0.0s"
 * (without the s where the splits stand in a row). */
static void format_diff(int64_t ms, char *buf, size_t len)
{
    format_diff_unit(ms, buf, len, "s");
}

void ht_summary_format_figure(uint64_t figure, bool scored, char *buf, size_t len)
{
    if (scored)
        snprintf(buf, len, "%llu", (unsigned long long)figure);
    else
        format_figure_time((int64_t)figure, buf, len);
}

/* Whether the summary's figure is a time (a goal reached) to compare. */
static bool timed(const ht_summary *s)
{
    return !s->scored && s->status == HT_WON;
}

/* The faults the summary names, with the fewest way to each: where the
 * lines are wide, the latest few, one a line; in a narrow box only the
 * latest, on two lines ("#12 T: 5 inputs," / " fewest 3: L* CW DROP"). */
static void fault_lines(const ht_summary *s, int width, char lines[][HT_SUMMARY_WIDTH],
                        int max, int *n)
{
    if (s->finesse_notes_n <= 0)
        return;
    bool wide = width >= HT_FINESSE_NOTE_LEN;
    int from = wide ? 0 : s->finesse_notes_n - 1;
    for (int i = from; i < s->finesse_notes_n && *n < max; i++) {
        const char *note = s->finesse_notes[i];
        const char *cut = strstr(note, ", fewest");
        if (wide || !cut || (int)strlen(note) <= width) {
            snprintf(lines[(*n)++], HT_SUMMARY_WIDTH, "%s", note);
            continue;
        }
        snprintf(lines[(*n)++], HT_SUMMARY_WIDTH, "%.*s,", (int)(cut - note), note);
        if (*n < max)
            snprintf(lines[(*n)++], HT_SUMMARY_WIDTH, " %s", cut + 2);
    }
}

int ht_summary_lines(const ht_summary *s, const ht_summary *best, int width,
                     char lines[][HT_SUMMARY_WIDTH], int max)
{
    int n = 0;
#define LINE(...) do { if (n < max) snprintf(lines[n++], HT_SUMMARY_WIDTH, __VA_ARGS__); } while (0)
    char fig[16], diff[16];
    format_time(s->elapsed_ms, fig, sizeof fig);
    if (s->scored) {
        LINE("Score  %lld", (long long)s->score);
    } else if (timed(s)) {
        format_figure_time(s->elapsed_ms, fig, sizeof fig);
        LINE("Time   %s", fig);
    } else if (s->goal > 0) {
        LINE("Reached %d of %d", s->goal_count, s->goal);
        LINE("Time   %s", fig);
    } else {
        /* Versus has no goal of its own: it ends with one of the wells. */
        LINE("Time   %s", fig);
    }
    if (best && (s->scored || timed(best))) {
        ht_summary_format_figure(best->figure, s->scored, fig, sizeof fig);
        if (s->scored)
            snprintf(diff, sizeof diff, "%+lld", (long long)s->figure - (long long)best->figure);
        else if (timed(s))
            format_diff((int64_t)s->figure - (int64_t)best->figure, diff, sizeof diff);
        else
            diff[0] = '\0';
        LINE(diff[0] ? "Best   %s (%s)" : "Best   %s", fig, diff);
    }
    if (s->scored) {
        format_time(s->elapsed_ms, fig, sizeof fig);
        LINE("Time   %s  Level %d", fig, s->level);
    } else {
        LINE("Score  %lld  Level %d", (long long)s->score, s->level);
    }
    LINE("Pieces %d  Rows %d", s->pieces, s->rows);
    LINE("PPS    %.2f  KPP %.2f", s->pps, s->kpp);
    if (s->finesse_clean >= 0)
        LINE("Finesse %d%% (%d faults)", s->finesse_clean, s->finesse_faults);
    else
        LINE("Finesse not judged");
    fault_lines(s, width, lines, max, &n);
    /* Clears of 1, 2 and 3 rows; the combo, the most locks in a row that
     * cleared rows. */
    LINE("Clears %d/%d/%d  Combo %d", s->clears[1], s->clears[2], s->clears[3], s->best_combo);
    /* Splits where the goal is rows against the clock: every 10 rows,
     * beside the best's where it has them; two a line where width allows. */
    if (!s->scored && s->goal > 0 && s->splits_n > 0) {
        char one[HT_SPLITS_MAX][40];
        int wide = 0;
        for (int i = 0; i < s->splits_n; i++) {
            format_time(s->splits[i], fig, sizeof fig);
            if (best && i < best->splits_n)
                format_diff_unit((int64_t)s->splits[i] - best->splits[i], diff, sizeof diff, "");
            else
                diff[0] = '\0';
            snprintf(one[i], sizeof one[i], "%d %s%s%s", (i + 1) * HT_SPLIT_ROWS, fig,
                     diff[0] ? " " : "", diff);
            int len = (int)strlen(one[i]);
            wide = len > wide ? len : wide;
        }
        LINE("Splits");
        bool two = 2 * wide + 2 <= width;
        for (int i = 0; i < s->splits_n; i += two ? 2 : 1) {
            if (two && i + 1 < s->splits_n)
                LINE("%-*.28s  %.28s", wide, one[i], one[i + 1]);
            else
                LINE("%.40s", one[i]);
        }
    }
#undef LINE
    return n;
}
