/* Word-wrapping, one way for every screen: messages, boxes, notes. */
#ifndef HEXPUZZLE_TUI_WRAP_H
#define HEXPUZZLE_TUI_WRAP_H

/* Where text breaks into lines at most width wide: at a space, which the
 * break drops; a word longer than a line breaks after the last '/' that
 * fits (a path reads best so), or else is cut at width. Writes each line's
 * start in text and length, up to max lines (what does not fit is left off
 * the end), and returns how many: at least 1, as an empty text is one
 * empty line. A width below 1 leaves the text on one line. */
int wrap_lines(const char *text, int width, int max, int start[], int len[]);

/* A text of lines ("\n" between them) with each line longer than width
 * broken as wrap_lines breaks it, its later parts indented two more than
 * the line itself, so that they read as its continuation (malloc'd; NULL
 * when memory ran out). For a box of lines whatever the terminal's width. */
char *wrap_text(const char *text, int width);

#endif
