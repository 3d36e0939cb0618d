/* SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), with tags in hex:
 * the host tables authenticate each entry with a key only the games group
 * can read, so that a player who can write a table cannot forge a line. */
#ifndef HEXPUZZLE_UTIL_MAC_H
#define HEXPUZZLE_UTIL_MAC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define MAC_SHA256_LEN 32
#define MAC_HEX_LEN (2 * MAC_SHA256_LEN) /* a tag in hex, without its NUL */

/* A hash in progress: fed with sha256_update in pieces of any size,
 * which come to the same digest as the whole fed at once. */
typedef struct {
    uint32_t h[8];
    uint64_t len;      /* bytes fed so far */
    uint8_t block[64]; /* the part of a block not yet compressed */
    size_t used;
} sha256_ctx;

void sha256_init(sha256_ctx *c);
void sha256_update(sha256_ctx *c, const void *data, size_t len);
/* Writes the digest; c must be initialised again before further use. */
void sha256_final(sha256_ctx *c, uint8_t out[32]);

void sha256(const void *data, size_t len, uint8_t out[32]);

void mac_hmac_sha256(const uint8_t *key, size_t keylen, const void *data, size_t len,
                     uint8_t out[32]);

/* bytes[0..n) in lower-case hex into out, which has room for 2n + 1. */
void mac_hex(const uint8_t *bytes, size_t n, char *out);

/* Whether a and b are the same tag of MAC_HEX_LEN lower-case hex digits;
 * false when either is of another length or has any other character. Its
 * time does not depend on where a forged tag first goes wrong, so trying
 * tags cannot find the right one a digit at a time. */
bool mac_hex_equal(const char *a, const char *b);

#endif
