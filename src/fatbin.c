/*
 * Fatbin containers, read for diagnostics only (loading never parses them: the wrapper goes to
 * cuLibraryLoadData as it is). A container is a 16-byte header (magic 0xBA55ED50, version 1,
 * header size, payload bytes) followed by entries, each with its own header:
 *
 *   u16 kind (1 PTX, 2 cubin, 8 LTO-IR), u16, u32 header size, u64 payload size,
 *   u32 compressed size, u32, u16 minor, u16 major, u32 arch (90 = sm_90), u32 name offset,
 *   u32 name length, u64 flags (0x2000 LZ4, 0x8000 ZSTD), u64, u64 uncompressed size.
 *
 * nvcc 13.0 writes these through the wrapper of include/fatbinary_section.h (magic 0x466243B1):
 * version 1 points at one container, version 2 (-rdc) at a NULL-terminated list of them.
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

#define FATBIN_MAGIC 0xBA55ED50u
#define WRAPPER_MAGIC 0x466243B1
#define ENTRY_HEADER_MIN 64

struct wrapper {
    int magic;
    int version;
    const unsigned long long *data;
    void *filename_or_fatbins;
};

static uint16_t rd16(const unsigned char *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)rd16(p) | (uint32_t)rd16(p + 2) << 16;
}

static uint64_t rd64(const unsigned char *p)
{
    return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32;
}

/* Appends the images of one container; returns how many there are (also beyond `max`). */
static size_t container_images(const unsigned char *c, struct ocr_fatbin_image *out, size_t max,
                               size_t n)
{
    if (c == NULL || rd32(c) != FATBIN_MAGIC)
        return n;
    size_t header = rd16(c + 6);
    uint64_t size = rd64(c + 8);
    for (uint64_t off = 0; off + ENTRY_HEADER_MIN <= size && n < 4096;) {
        const unsigned char *e = c + header + off;
        uint32_t eh = rd32(e + 4);
        uint64_t payload = rd64(e + 8);
        if (eh < ENTRY_HEADER_MIN || off + eh + payload > size)
            break;
        if (n < max) {
            out[n].kind = rd16(e);
            out[n].arch = (int)rd32(e + 28);
            out[n].compressed = (rd64(e + 40) & (0x2000 | 0x8000)) != 0;
        }
        n++;
        off += eh + payload;
    }
    return n;
}

size_t ocr_fatbin_images(const void *wrapper, struct ocr_fatbin_image *out, size_t max)
{
    const struct wrapper *w = wrapper;
    if (w == NULL || w->magic != WRAPPER_MAGIC)
        return 0;
    size_t n = container_images((const unsigned char *)w->data, out, max, 0);
    if (w->version == 2 && w->filename_or_fatbins != NULL) {
        const void *const *list = w->filename_or_fatbins;
        for (size_t i = 0; i < 4096 && list[i] != NULL; i++)
            n = container_images(list[i], out, max, n);
    }
    return n;
}

void ocr_fatbin_describe(const void *wrapper, char *buf, size_t len)
{
    struct ocr_fatbin_image img[32];
    size_t n = ocr_fatbin_images(wrapper, img, 32);
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && i < 32 && used < len; i++) {
        const char *what = img[i].kind == 1 ? "compute" : "sm";
        const char *tag = img[i].kind == 1 ? " (PTX)" : img[i].kind == 8 ? " (LTO-IR)" : "";
        int w =
            snprintf(buf + used, len - used, "%s%s_%d%s", used ? ", " : "", what, img[i].arch, tag);
        if (w < 0)
            break;
        used += (size_t)w;
    }
    if (n == 0)
        snprintf(buf, len, "no images found");
}
