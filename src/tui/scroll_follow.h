/* A window on a picture larger than its area, along one axis: where it
 * moves to keep a box (the cursor's) in sight. Both games' views follow
 * their cursor with it, across and down. */
#ifndef HEXPUZZLE_TUI_SCROLL_FOLLOW_H
#define HEXPUZZLE_TUI_SCROLL_FOLLOW_H

/* The scroll (picture cells out of sight before the area) that shows
 * lo..hi (hi exclusive) with margin cells either side, moving as little
 * as it can from scroll and never past the picture's ends; the margin is
 * dropped where box and margins together do not fit. 0 where the
 * picture fits its area. */
int scroll_follow(int scroll, int lo, int hi, int picture, int area, int margin);

#endif
