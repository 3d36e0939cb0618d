/* Frames over the game's socket to its recorder, with deadlines. */
#define _DEFAULT_SOURCE /* CMSG_* and struct ucred with glibc */
#include "app/host/channel.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "util/number.h"

static bool ready(int sock, short events, int wait_ms)
{
    struct pollfd p = { .fd = sock, .events = events };
    for (;;) {
        int n = poll(&p, 1, wait_ms);
        if (n > 0)
            return true;
        if (n == 0 || errno != EINTR)
            return false;
    }
}

static bool send_all(int sock, const char *data, size_t len, const int *fds, int nfds,
                     int wait_ms)
{
    while (len > 0) {
        if (!ready(sock, POLLOUT, wait_ms))
            return false;
        struct iovec iov = { .iov_base = (void *)data, .iov_len = len };
        union {
            char buf[CMSG_SPACE(sizeof(int) * CHANNEL_FDS_MAX)];
            struct cmsghdr align;
        } control;
        struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1 };
        if (nfds > 0) {
            memset(&control, 0, sizeof control);
            m.msg_control = control.buf;
            m.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)nfds);
            struct cmsghdr *c = CMSG_FIRSTHDR(&m);
            c->cmsg_level = SOL_SOCKET;
            c->cmsg_type = SCM_RIGHTS;
            c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)nfds);
            memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)nfds);
        }
        ssize_t n = sendmsg(sock, &m, MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0)
            return false;
        data += n;
        len -= (size_t)n;
        nfds = 0;   /* they went with the first byte */
    }
    return true;
}

bool channel_send(int sock, const char *kind, const void *payload, size_t len, const int *fds,
                  int nfds, int wait_ms)
{
    char head[40];
    int n = snprintf(head, sizeof head, "%s %zu\n", kind, len);
    if (n < 0 || (size_t)n >= sizeof head)
        return false;
    /* One write for a short frame, so that a frame is never half sent
     * when the deadline passes between its parts. */
    char one[512];
    if ((size_t)n + len <= sizeof one) {
        memcpy(one, head, (size_t)n);
        memcpy(one + n, payload, len);
        return send_all(sock, one, (size_t)n + len, fds, nfds, wait_ms);
    }
    return send_all(sock, head, (size_t)n, fds, nfds, wait_ms)
           && send_all(sock, payload, len, NULL, 0, wait_ms);
}

/* Reads len bytes; the descriptors that come along go into f. */
static bool receive_all(int sock, char *buf, size_t len, channel_frame *f, int wait_ms)
{
    while (len > 0) {
        if (!ready(sock, POLLIN, wait_ms))
            return false;
        struct iovec iov = { .iov_base = buf, .iov_len = len };
        union {
            char buf[CMSG_SPACE(sizeof(int) * CHANNEL_FDS_MAX)];
            struct cmsghdr align;
        } control;
        struct msghdr m = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                            .msg_controllen = sizeof control.buf };
        ssize_t n = recvmsg(sock, &m, MSG_DONTWAIT | MSG_CMSG_CLOEXEC);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0)
            return false;
        for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
            if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS)
                continue;
            size_t k = (c->cmsg_len - CMSG_LEN(0)) / sizeof(int);
            int got[CHANNEL_FDS_MAX * 2];
            if (k > sizeof got / sizeof got[0])
                k = sizeof got / sizeof got[0];
            memcpy(got, CMSG_DATA(c), k * sizeof(int));
            for (size_t i = 0; i < k; i++) {
                size_t slot = 0;
                while (slot < CHANNEL_FDS_MAX && f->fds[slot] >= 0)
                    slot++;
                if (slot < CHANNEL_FDS_MAX)
                    f->fds[slot] = got[i];
                else
                    close(got[i]);
            }
        }
        buf += n;
        len -= (size_t)n;
    }
    return true;
}

void channel_frame_free(channel_frame *f)
{
    free(f->payload);
    f->payload = NULL;
    for (int i = 0; i < CHANNEL_FDS_MAX; i++) {
        if (f->fds[i] >= 0)
            close(f->fds[i]);
        f->fds[i] = -1;
    }
}

bool channel_receive(int sock, channel_frame *f, size_t max, int wait_ms)
{
    memset(f, 0, sizeof *f);
    for (int i = 0; i < CHANNEL_FDS_MAX; i++)
        f->fds[i] = -1;
    char head[40];
    size_t n = 0;
    /* The head a byte at a time, so that nothing after it is taken. */
    while (n + 1 < sizeof head) {
        if (!receive_all(sock, head + n, 1, f, wait_ms))
            goto bad;
        if (head[n] == '\n')
            break;
        n++;
    }
    if (n + 1 >= sizeof head)
        goto bad;
    head[n] = '\0';
    const char *sp = memchr(head, ' ', n);
    uint64_t len;
    if (!sp || sp == head || sp - head > 2
        || !number_parse(sp + 1, (size_t)(head + n - sp - 1), max, &len))
        goto bad;
    memcpy(f->kind, head, (size_t)(sp - head));
    f->kind[sp - head] = '\0';
    f->payload = malloc((size_t)len + 1);
    if (!f->payload || !receive_all(sock, f->payload, (size_t)len, f, wait_ms))
        goto bad;
    f->payload[len] = '\0';
    f->len = (size_t)len;
    return true;
bad:
    channel_frame_free(f);
    return false;
}
