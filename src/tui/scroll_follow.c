/* A window following a box along one axis (tui/scroll_follow.h). */
#include "tui/scroll_follow.h"

int scroll_follow(int scroll, int lo, int hi, int picture, int area, int margin)
{
    if (picture <= area)
        return 0;
    if (margin * 2 + (hi - lo) > area)
        margin = 0;
    if (lo - margin < scroll)
        scroll = lo - margin;
    if (hi + margin > scroll + area)
        scroll = hi + margin - area;
    if (scroll < 0)
        scroll = 0;
    if (scroll > picture - area)
        scroll = picture - area;
    return scroll;
}
