/* Unit tests of SHA-256 and HMAC-SHA-256 against the published vectors
 * (FIPS 180-4's examples, RFC 4231), of hashing in pieces, and of the
 * comparison of hex tags. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "util/mac.h"

static void assert_sha256_hex(const void *data, size_t len, const char *want)
{
    uint8_t d[MAC_SHA256_LEN];
    char hex[MAC_HEX_LEN + 1];
    sha256(data, len, d);
    mac_hex(d, sizeof d, hex);
    assert_string_equal(hex, want);
}

static void sha256_gives_the_fips_vectors(void **state)
{
    (void)state;
    assert_sha256_hex("", 0, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assert_sha256_hex("abc", 3, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    /* 448 bits: the length no longer fits after the 1 bit, so the
     * padding takes a second block. */
    static const char two[] = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
    assert_sha256_hex(two, strlen(two),
                      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

static const char million_a[] = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";

static void sha256_of_a_million_a(void **state)
{
    (void)state;
    size_t n = 1000000;
    char *a = malloc(n);
    assert_non_null(a);
    memset(a, 'a', n);
    assert_sha256_hex(a, n, million_a);
    free(a);
}

/* The same million, fed 997 bytes at a time (a prime, so pieces end
 * everywhere in a block), comes to the published digest too. */
static void sha256_of_a_million_a_in_pieces(void **state)
{
    (void)state;
    char piece[997];
    memset(piece, 'a', sizeof piece);
    sha256_ctx c;
    sha256_init(&c);
    size_t left = 1000000;
    while (left > 0) {
        size_t n = left < sizeof piece ? left : sizeof piece;
        sha256_update(&c, piece, n);
        left -= n;
    }
    uint8_t d[MAC_SHA256_LEN];
    char hex[MAC_HEX_LEN + 1];
    sha256_final(&c, d);
    mac_hex(d, sizeof d, hex);
    assert_string_equal(hex, million_a);
}

/* Every length up to a few blocks (each padding case: the 1 bit and the
 * length in the same block, or not), fed in odd-sized pieces, and pieces
 * of nothing between them, gives the digest of the whole at once. */
static void sha256_in_odd_pieces_equals_one_shot(void **state)
{
    (void)state;
    static const size_t sizes[] = { 1, 3, 0, 5, 7, 63, 65, 127, 11 };
    uint8_t data[300];
    for (size_t i = 0; i < sizeof data; i++)
        data[i] = (uint8_t)(i * 167 + 13);
    for (size_t len = 0; len <= sizeof data; len++) {
        uint8_t whole[MAC_SHA256_LEN], pieces[MAC_SHA256_LEN];
        sha256(data, len, whole);
        sha256_ctx c;
        sha256_init(&c);
        size_t at = 0;
        for (size_t k = 0; at < len; k++) {
            size_t n = sizes[k % (sizeof sizes / sizeof sizes[0])];
            if (n > len - at)
                n = len - at;
            sha256_update(&c, data + at, n);
            at += n;
        }
        sha256_final(&c, pieces);
        if (memcmp(whole, pieces, sizeof whole) != 0)
            fail_msg("length %zu: in pieces differs from at once", len);
    }
}

static void hmac_gives_the_rfc4231_vectors(void **state)
{
    (void)state;
    uint8_t k20[20], kaa20[20], k25[25], kaa131[131], dd50[50], cd50[50];
    memset(k20, 0x0b, sizeof k20);
    memset(kaa20, 0xaa, sizeof kaa20);
    for (size_t i = 0; i < sizeof k25; i++)
        k25[i] = (uint8_t)(i + 1);
    memset(kaa131, 0xaa, sizeof kaa131);
    memset(dd50, 0xdd, sizeof dd50);
    memset(cd50, 0xcd, sizeof cd50);
    static const char jefe[] = "Jefe", hi[] = "Hi There", nothing[] = "what do ya want for nothing?";
    static const char big_key[] = "Test Using Larger Than Block-Size Key - Hash Key First";
    static const char big_both[] = "This is a test using a larger than block-size key and a larger "
                                   "than block-size data. The key needs to be hashed before being "
                                   "used by the HMAC algorithm.";
    const struct {
        int rfc_case;
        const uint8_t *key;
        size_t keylen;
        const void *data;
        size_t len;
        const char *want;
    } cases[] = {
        { 1, k20, sizeof k20, hi, strlen(hi),
          "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7" },
        { 2, (const uint8_t *)jefe, strlen(jefe), nothing, strlen(nothing),
          "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843" },
        { 3, kaa20, sizeof kaa20, dd50, sizeof dd50,
          "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe" },
        { 4, k25, sizeof k25, cd50, sizeof cd50,
          "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b" },
        { 6, kaa131, sizeof kaa131, big_key, strlen(big_key),
          "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54" },
        { 7, kaa131, sizeof kaa131, big_both, strlen(big_both),
          "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint8_t tag[MAC_SHA256_LEN];
        char hex[MAC_HEX_LEN + 1];
        mac_hmac_sha256(cases[i].key, cases[i].keylen, cases[i].data, cases[i].len, tag);
        mac_hex(tag, sizeof tag, hex);
        if (strcmp(hex, cases[i].want) != 0)
            fail_msg("RFC 4231 case %d: %s, not %s", cases[i].rfc_case, hex, cases[i].want);
    }
}

static void hex_is_lower_case_and_ends_with_a_nul(void **state)
{
    (void)state;
    static const uint8_t bytes[] = { 0x00, 0x0f, 0xa5, 0xff, 0x10 };
    char out[2 * sizeof bytes + 2];
    memset(out, 'x', sizeof out);
    mac_hex(bytes, sizeof bytes, out);
    assert_string_equal(out, "000fa5ff10");
    assert_int_equal(out[sizeof out - 1], 'x');
    mac_hex(bytes, 0, out);
    assert_string_equal(out, "");
}

static const char tag[] = "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7";

static void hex_equal_takes_the_same_tag(void **state)
{
    (void)state;
    char copy[sizeof tag];
    memcpy(copy, tag, sizeof tag);
    assert_true(mac_hex_equal(tag, copy));
    assert_true(mac_hex_equal(copy, tag));
}

static void hex_equal_refuses_one_digit_off_at_either_end(void **state)
{
    (void)state;
    char first[sizeof tag], last[sizeof tag];
    memcpy(first, tag, sizeof tag);
    memcpy(last, tag, sizeof tag);
    first[0] = 'c';
    last[MAC_HEX_LEN - 1] = '8';
    assert_false(mac_hex_equal(tag, first));
    assert_false(mac_hex_equal(first, tag));
    assert_false(mac_hex_equal(tag, last));
    assert_false(mac_hex_equal(last, tag));
}

static void hex_equal_refuses_other_lengths(void **state)
{
    (void)state;
    char shorter[sizeof tag], longer[sizeof tag + 1];
    memcpy(shorter, tag, sizeof tag);
    shorter[MAC_HEX_LEN - 1] = '\0';
    memcpy(longer, tag, MAC_HEX_LEN);
    longer[MAC_HEX_LEN] = '0';
    longer[MAC_HEX_LEN + 1] = '\0';
    assert_false(mac_hex_equal(tag, shorter));
    assert_false(mac_hex_equal(shorter, tag));
    assert_false(mac_hex_equal(shorter, shorter));
    assert_false(mac_hex_equal(tag, longer));
    assert_false(mac_hex_equal(longer, tag));
    assert_false(mac_hex_equal(longer, longer));
    assert_false(mac_hex_equal("", ""));
    assert_false(mac_hex_equal(tag, ""));
}

/* Only lower-case hex is a tag: the same text in capitals, or with a
 * character that is no digit, is refused even when both sides agree. */
static void hex_equal_refuses_upper_case_and_non_hex(void **state)
{
    (void)state;
    char upper[sizeof tag], odd[sizeof tag];
    for (size_t i = 0; i < sizeof tag; i++)
        upper[i] = (char)(tag[i] >= 'a' && tag[i] <= 'f' ? tag[i] - 'a' + 'A' : tag[i]);
    assert_false(mac_hex_equal(tag, upper));
    assert_false(mac_hex_equal(upper, upper));
    static const char not_hex[] = { 'g', ' ', '/', ':', '`', 'G', '\n', (char)0xe9 };
    for (size_t i = 0; i < sizeof not_hex; i++) {
        memcpy(odd, tag, sizeof tag);
        odd[i * 7] = not_hex[i];
        if (mac_hex_equal(odd, odd) || mac_hex_equal(tag, odd))
            fail_msg("0x%02x at %zu taken for a hex digit", (unsigned char)not_hex[i], i * 7);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sha256_gives_the_fips_vectors),
        cmocka_unit_test(sha256_of_a_million_a),
        cmocka_unit_test(sha256_of_a_million_a_in_pieces),
        cmocka_unit_test(sha256_in_odd_pieces_equals_one_shot),
        cmocka_unit_test(hmac_gives_the_rfc4231_vectors),
        cmocka_unit_test(hex_is_lower_case_and_ends_with_a_nul),
        cmocka_unit_test(hex_equal_takes_the_same_tag),
        cmocka_unit_test(hex_equal_refuses_one_digit_off_at_either_end),
        cmocka_unit_test(hex_equal_refuses_other_lengths),
        cmocka_unit_test(hex_equal_refuses_upper_case_and_non_hex),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
