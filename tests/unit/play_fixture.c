/* The games' fixtures for the play suite. */
#include "play_fixture.h"

#include <string.h>

extern const play_fixture fixture_hexmines_fe, fixture_hextris_fe, fixture_hexcells_fe;

static const play_fixture *const fixtures[] = {
    &fixture_hexmines_fe, &fixture_hextris_fe, &fixture_hexcells_fe,
};

const void *play_fixture_named(const char *name)
{
    for (size_t i = 0; i < sizeof fixtures / sizeof *fixtures; i++)
        if (strcmp(fixtures[i]->rules->name, name) == 0)
            return fixtures[i];
    return NULL;
}
