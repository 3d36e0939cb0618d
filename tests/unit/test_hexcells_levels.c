/* The levels shipped in levels/hexcells/: each reads as a SixCells level,
 * has its title, author and a line saying what it teaches, is solved by
 * logic alone from its start, exports back to its very text and is seen
 * whole in the outline drawing at 80x24. Taken in their files' order they
 * teach one clue kind at a time — black hexes' numbers, blue hexes'
 * flowers, line clues, {n}, -n- — each level showing only the kinds
 * reached so far and the last one every kind, and none is easier than
 * the one before it. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/hexcells/hexcells.h"
#include "games/hexcells/hexcells_file.h"
#include "games/hexcells/hexcells_solve.h"
#include "tui/hexcells_view.h"

/* The clue kinds in the order the levels teach them. */
enum { KIND_COUNT, KIND_FLOWER, KIND_LINE, KIND_TOGETHER, KIND_APART, KINDS };
static const char *const kind_names[KINDS] = {
    "a black hex's number", "a blue hex's flower", "a line clue", "{n}", "-n-",
};

typedef struct {
    glob_t files;
    hc_puzzle *levels;
    char (*texts)[HC_EXPORT_MAX + 1];
} shipped;

static int read_levels(void **state)
{
    shipped *s = calloc(1, sizeof *s);
    assert_non_null(s);
    assert_int_equal(glob("levels/hexcells/*.hexcells", 0, NULL, &s->files), 0);
    size_t n = s->files.gl_pathc;
    s->levels = calloc(n, sizeof *s->levels);
    s->texts = calloc(n, sizeof *s->texts);
    assert_non_null(s->levels);
    assert_non_null(s->texts);
    for (size_t i = 0; i < n; i++) {
        FILE *f = fopen(s->files.gl_pathv[i], "rb");
        assert_non_null(f);
        size_t len = fread(s->texts[i], 1, HC_EXPORT_MAX, f);
        fclose(f);
        s->texts[i][len] = '\0';
        char err[HC_MSG_MAX];
        if (!hc_parse(s->texts[i], len, &s->levels[i], err, sizeof err))
            fail_msg("%s: %s", s->files.gl_pathv[i], err);
    }
    *state = s;
    return 0;
}

static int free_levels(void **state)
{
    shipped *s = *state;
    globfree(&s->files);
    free(s->levels);
    free(s->texts);
    free(s);
    return 0;
}

/* Which kinds of clue p shows, as a bit a kind; a line's {n} or -n- is
 * both a line clue and its shape, and a shape of no blues reads as a
 * plain 0. */
static unsigned kinds_shown(const hc_puzzle *p)
{
    unsigned kinds = 0;
    for (int i = 0; i < HC_SLOTS; i++) {
        const hc_item *it = &p->at[i];
        if (it->kind == HC_EMPTY || it->show == HC_SHOW_NONE)
            continue;
        if (it->kind == HC_CELL && it->colour == HC_BLUE) {
            kinds |= 1u << KIND_FLOWER;
            continue;
        }
        hc_clue c = hc_clue_of(p, i);
        if (it->kind == HC_LINE)
            kinds |= 1u << KIND_LINE;
        else if (c.kind == HC_CLUE_COUNT || c.value == 0)
            kinds |= 1u << KIND_COUNT;
        if (c.value > 0 && c.kind == HC_CLUE_TOGETHER)
            kinds |= 1u << KIND_TOGETHER;
        if (c.kind == HC_CLUE_APART)
            kinds |= 1u << KIND_APART;
    }
    return kinds;
}

static void test_shipped_levels_solve_by_logic(void **state)
{
    shipped *s = *state;
    assert_true(s->files.gl_pathc >= KINDS + 1);
    static char again[HC_EXPORT_MAX];
    for (size_t i = 0; i < s->files.gl_pathc; i++) {
        const hc_puzzle *p = &s->levels[i];
        assert_true(strlen(p->title) > 0);
        assert_true(strlen(p->author) > 0);
        if (strlen(p->text[1]) == 0)
            fail_msg("%s says nothing of what it teaches", s->files.gl_pathv[i]);
        hc_report r = hc_solve(p, HC_STEP_SPLIT, NULL, 0);
        if (!r.solved)
            fail_msg("%s is not solved by logic", s->files.gl_pathv[i]);
        hc_export(p, again, sizeof again);
        assert_string_equal(again, s->texts[i]);
    }
}

static void test_shipped_levels_fit_80x24_outlined(void **state)
{
    shipped *s = *state;
    for (size_t i = 0; i < s->files.gl_pathc; i++)
        if (!hexcells_view_fits(&s->levels[i], HCV_LARGE, 80, 24))
            fail_msg("%s is not seen whole in the outline drawing at 80x24",
                     s->files.gl_pathv[i]);
}

/* Level i shows the kinds up to the i-th and that one; from the last kind
 * on, any kind; the last level shows them all. */
static void test_shipped_levels_teach_one_kind_at_a_time(void **state)
{
    shipped *s = *state;
    size_t n = s->files.gl_pathc;
    for (size_t i = 0; i < n; i++) {
        unsigned kinds = kinds_shown(&s->levels[i]);
        size_t reached = i < KINDS ? i : KINDS - 1;
        for (size_t k = reached + 1; k < KINDS; k++)
            if (kinds & (1u << k))
                fail_msg("%s shows %s before its level", s->files.gl_pathv[i], kind_names[k]);
        if (!(kinds & (1u << reached)))
            fail_msg("%s does not show %s, the kind it teaches", s->files.gl_pathv[i],
                     kind_names[reached]);
    }
    unsigned last = kinds_shown(&s->levels[n - 1]);
    for (size_t k = 0; k < KINDS; k++)
        if (!(last & (1u << k)))
            fail_msg("%s, the last, does not show %s", s->files.gl_pathv[n - 1], kind_names[k]);
}

static void test_shipped_levels_never_get_easier(void **state)
{
    shipped *s = *state;
    int before = 0;
    for (size_t i = 0; i < s->files.gl_pathc; i++) {
        hc_report r = hc_solve(&s->levels[i], HC_STEP_SPLIT, NULL, 0);
        if (r.score < before)
            fail_msg("%s scores %d, less than the %d of the level before it",
                     s->files.gl_pathv[i], r.score, before);
        before = r.score;
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_levels_solve_by_logic),
        cmocka_unit_test(test_shipped_levels_fit_80x24_outlined),
        cmocka_unit_test(test_shipped_levels_teach_one_kind_at_a_time),
        cmocka_unit_test(test_shipped_levels_never_get_easier),
    };
    return cmocka_run_group_tests(tests, read_levels, free_levels);
}
