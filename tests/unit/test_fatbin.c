/*
 * Fatbin containers read for diagnostics (src/fatbin.c): a container built here byte by byte,
 * one nvcc built (OCR_SAMPLE_FATBIN, made by CMakeLists.txt), and the wrappers around them.
 */
#include "unit.h"

#include <stdio.h>

#define WRAPPER_MAGIC 0x466243B1

struct wrapper {
    int magic;
    int version;
    const unsigned long long *data;
    void *filename_or_fatbins;
};

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v)
{
    put16(p, v & 0xffff);
    put16(p + 2, v >> 16);
}

static void put64(unsigned char *p, uint64_t v)
{
    put32(p, (uint32_t)v);
    put32(p + 4, (uint32_t)(v >> 32));
}

/* A container with a ZSTD-compressed PTX for compute_90 and a cubin for sm_80. */
static size_t build(unsigned long long *storage)
{
    unsigned char *c = (unsigned char *)storage;
    memset(c, 0, 512);
    put32(c, 0xBA55ED50);
    put16(c + 4, 1);
    put16(c + 6, 16);
    unsigned char *e = c + 16;
    put16(e, 1);
    put32(e + 4, 80);
    put64(e + 8, 24);
    put32(e + 28, 90);
    put64(e + 40, 0x8011);
    e += 80 + 24;
    put16(e, 2);
    put32(e + 4, 64);
    put64(e + 8, 40);
    put32(e + 28, 80);
    put64(e + 40, 0x11);
    size_t size = 80 + 24 + 64 + 40;
    put64(c + 8, size);
    return 16 + size;
}

static void ocr_fatbin_images_of_a_built_container(void **state)
{
    (void)state;
    static unsigned long long data[64];
    build(data);
    struct wrapper w = {WRAPPER_MAGIC, 1, data, NULL};
    struct ocr_fatbin_image img[4];
    assert_int_equal(ocr_fatbin_images(&w, img, 4), 2);
    assert_int_equal(img[0].kind, 1);
    assert_int_equal(img[0].arch, 90);
    assert_true(img[0].compressed);
    assert_int_equal(img[1].kind, 2);
    assert_int_equal(img[1].arch, 80);
    assert_false(img[1].compressed);
    char text[128];
    ocr_fatbin_describe(&w, text, sizeof text);
    assert_string_equal(text, "compute_90 (PTX), sm_80");
    /* Fewer slots than images: the count is still the whole. */
    assert_int_equal(ocr_fatbin_images(&w, img, 1), 2);
}

static void ocr_fatbin_images_rdc_list_and_bad_input(void **state)
{
    (void)state;
    static unsigned long long a[64], b[64];
    build(a);
    build(b);
    const void *list[] = {a, b, NULL};
    struct wrapper w = {WRAPPER_MAGIC, 2, NULL, (void *)list};
    struct ocr_fatbin_image img[8];
    assert_int_equal(ocr_fatbin_images(&w, img, 8), 4);
    struct wrapper bad = {0x1234, 1, a, NULL};
    assert_int_equal(ocr_fatbin_images(&bad, img, 8), 0);
    assert_int_equal(ocr_fatbin_images(NULL, img, 8), 0);
    /* An entry claiming more bytes than the container holds ends the walk. */
    unsigned char *c = (unsigned char *)a;
    put64(c + 16 + 8, 1u << 30);
    struct wrapper broken = {WRAPPER_MAGIC, 1, a, NULL};
    assert_int_equal(ocr_fatbin_images(&broken, img, 8), 0);
    char text[64];
    ocr_fatbin_describe(&broken, text, sizeof text);
    assert_string_equal(text, "no images found");
}

static void ocr_fatbin_images_of_an_nvcc_fatbin(void **state)
{
    (void)state;
    FILE *f = fopen(OCR_SAMPLE_FATBIN, "rb");
    assert_non_null(f);
    static unsigned long long data[1 << 14];
    size_t n = fread(data, 1, sizeof data, f);
    fclose(f);
    assert_true(n > 16 && n < sizeof data);
    struct wrapper w = {WRAPPER_MAGIC, 1, data, NULL};
    char text[128];
    ocr_fatbin_describe(&w, text, sizeof text);
    /* Built with sm_90 and sm_80 cubins and compute_90 PTX (see CMakeLists.txt). */
    assert_non_null(strstr(text, "sm_90"));
    assert_non_null(strstr(text, "sm_80"));
    assert_non_null(strstr(text, "compute_90 (PTX)"));
    /* The same container on the heap, in no loaded segment, reads the same. */
    void *copy = malloc(n);
    assert_non_null(copy);
    memcpy(copy, data, n);
    struct wrapper heap = {WRAPPER_MAGIC, 1, copy, NULL};
    char again[128];
    ocr_fatbin_describe(&heap, again, sizeof again);
    assert_string_equal(again, text);
    free(copy);
}

/* A container in a loaded segment (this program's) whose header and second entry claim far more
 * than the segment holds: the walk ends at the segment's end, where the claim would have taken it
 * 2 GiB on. */
static void ocr_fatbin_images_bounded_by_the_segment(void **state)
{
    (void)state;
    static unsigned long long data[64];
    unsigned char *c = (unsigned char *)data;
    put32(c, 0xBA55ED50);
    put16(c + 4, 1);
    put16(c + 6, 16);
    put64(c + 8, (uint64_t)1 << 40);
    unsigned char *e = c + 16;
    put16(e, 2);
    put32(e + 4, 64);
    put32(e + 28, 90);
    e += 64;
    put16(e, 2);
    put32(e + 4, 64);
    put64(e + 8, (uint64_t)1 << 31);
    put32(e + 28, 80);
    struct wrapper w = {WRAPPER_MAGIC, 1, data, NULL};
    struct ocr_fatbin_image img[4];
    assert_int_equal(ocr_fatbin_images(&w, img, 4), 1);
    assert_int_equal(img[0].arch, 90);
}

/* Wrappers and containers at addresses nothing is mapped at: no images, no fault. */
static void ocr_fatbin_images_of_unmapped_memory(void **state)
{
    (void)state;
    struct ocr_fatbin_image img[4];
    const void *nowhere = (const void *)(uintptr_t)4096;
    assert_int_equal(ocr_fatbin_images(nowhere, img, 4), 0);
    struct wrapper w = {WRAPPER_MAGIC, 1, nowhere, NULL};
    assert_int_equal(ocr_fatbin_images(&w, img, 4), 0);
    const void *list[] = {nowhere, NULL};
    struct wrapper rdc = {WRAPPER_MAGIC, 2, NULL, (void *)list};
    assert_int_equal(ocr_fatbin_images(&rdc, img, 4), 0);
    struct wrapper bad_list = {WRAPPER_MAGIC, 2, NULL, (void *)nowhere};
    assert_int_equal(ocr_fatbin_images(&bad_list, img, 4), 0);
    char text[64];
    ocr_fatbin_describe(nowhere, text, sizeof text);
    assert_string_equal(text, "no images found");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ocr_fatbin_images_of_a_built_container),
        cmocka_unit_test(ocr_fatbin_images_rdc_list_and_bad_input),
        cmocka_unit_test(ocr_fatbin_images_of_an_nvcc_fatbin),
        cmocka_unit_test(ocr_fatbin_images_bounded_by_the_segment),
        cmocka_unit_test(ocr_fatbin_images_of_unmapped_memory),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
