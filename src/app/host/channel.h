/* The socket between a game process and its recorder (app/host/privsep.h):
 * frames of a kind of one or two letters and a payload,
 *
 *     KIND SP LEN "\n" PAYLOAD          PAYLOAD: LEN bytes
 *
 * which may carry descriptors (a live log to follow). The game's side
 * waits for nothing without a deadline: a recorder that does not answer
 * in time is given up, not waited for. */
#ifndef HEXPUZZLE_APP_HOST_CHANNEL_H
#define HEXPUZZLE_APP_HOST_CHANNEL_H

#include <stdbool.h>
#include <stddef.h>

enum { CHANNEL_FDS_MAX = 2 };

typedef struct {
    char kind[3];
    char *payload;     /* malloc'd, NUL-terminated */
    size_t len;
    int fds[CHANNEL_FDS_MAX];   /* -1 where none came */
} channel_frame;

/* Sends a frame, with nfds descriptors; waits wait_ms at most for room
 * (-1: as long as it takes). */
bool channel_send(int sock, const char *kind, const void *payload, size_t len, const int *fds,
                  int nfds, int wait_ms);
/* Receives a frame of at most max payload bytes, waiting wait_ms at most
 * for each part (-1: as long as it takes); false when none came whole. */
bool channel_receive(int sock, channel_frame *f, size_t max, int wait_ms);
void channel_frame_free(channel_frame *f);

#endif
