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

#endif
