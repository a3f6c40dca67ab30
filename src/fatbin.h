/*
 * Fatbin containers (fatbin.c): what a fatbin carries, for diagnostics, never for loading. The
 * runtime reads the wrappers nvcc registers (its trace); the `opencudart` command (tool/) compiles
 * the same file to read the `.nv_fatbin` section of a file, and asks the same rule which image a
 * device can run. Self-contained: no runtime state, no driver.
 */
#ifndef OCR_FATBIN_H
#define OCR_FATBIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#pragma GCC visibility push(hidden)

#define OCR_FATBIN_PTX 1
#define OCR_FATBIN_CUBIN 2
#define OCR_FATBIN_LTOIR 8

/* Payload compression, from an entry's flags. */
enum ocr_fatbin_compression { OCR_FATBIN_NONE, OCR_FATBIN_LZ4, OCR_FATBIN_ZSTD };

/* One image of a container. `offset` and the sizes let a reader of the whole container (the
 * tool) find the payload; they are checked against the bytes that are there. */
struct ocr_fatbin_image {
    int kind;        /* OCR_FATBIN_PTX, _CUBIN, _LTOIR (others: as found) */
    int arch;        /* 90 for sm_90 / compute_90 */
    bool compressed; /* LZ4 or ZSTD payload */
    enum ocr_fatbin_compression compression;
    bool arch_specific;    /* sm_90a: runs on that exact compute capability only */
    bool family;           /* sm_100f: the family-specific form */
    uint64_t offset;       /* of the payload, from the container's first byte */
    uint64_t size;         /* payload bytes as stored (the compressed bytes when compressed) */
    uint64_t uncompressed; /* payload bytes once decompressed (`size` when not compressed) */
};

/* Fills up to `max` images of `wrapper` (what nvcc registers); returns how many it carries (0
 * for no fatbin). */
size_t ocr_fatbin_images(const void *wrapper, struct ocr_fatbin_image *out, size_t max);
/* "sm_90, compute_90 (PTX)", for messages. */
void ocr_fatbin_describe(const void *wrapper, char *buf, size_t len);

/* The container at c, of which `avail` bytes are readable: its length (header and payload, at
 * most `avail`), 0 when c holds no container. */
size_t ocr_fatbin_container_size(const unsigned char *c, size_t avail);
/* Appends the images of the container at c (`avail` readable bytes) to out[n..max); returns the
 * count so far (images beyond `max` are counted, not stored). */
size_t ocr_fatbin_container_images(const unsigned char *c, size_t avail,
                                   struct ocr_fatbin_image *out, size_t max, size_t n);

/* Whether a device of compute capability major.minor can run the image, as the driver chooses:
 * a cubin of the same major version and a minor version no higher (an arch-specific one: the same
 * compute capability only), PTX of a version no higher (arch-specific: the same only, family:
 * the same major), never LTO-IR (it must be linked first). */
bool ocr_fatbin_image_runs_on(const struct ocr_fatbin_image *img, int major, int minor);

#pragma GCC visibility pop

#endif /* OCR_FATBIN_H */
