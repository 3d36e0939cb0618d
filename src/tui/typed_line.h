/* A line the player types, in a question or a field: characters as the
 * terminal gives them (code points), kept in UTF-8. */
#ifndef HEXPUZZLE_TUI_TYPED_LINE_H
#define HEXPUZZLE_TUI_TYPED_LINE_H

#include <stdbool.h>
#include <stddef.h>

/* A key on line (cap bytes, NUL-ended): a printable character is added
 * where it fits whole, Backspace takes the last character away whole.
 * Whether the key was one of those (Enter, Esc and the rest are the
 * caller's). */
bool typed_line_key(char *line, size_t cap, int key);

#endif
