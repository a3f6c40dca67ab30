/*
 * Fatbin containers, read for diagnostics only (loading never parses them: the wrapper goes to
 * cuLibraryLoadData as it is). A container is a 16-byte header (magic 0xBA55ED50, version 1,
 * header size, payload bytes) followed by entries, each with its own header:
 *
 *   u16 kind (1 PTX, 2 cubin, 8 LTO-IR), u16, u32 header size, u64 payload size,
 *   u32 compressed size, u32, u16 minor, u16 major, u32 arch (90 = sm_90), u32 name offset,
 *   u32 name length, u64 flags (0x2000 LZ4, 0x8000 ZSTD, 0x100000 arch-specific as sm_90a,
 *   0x200000 family-specific as sm_100f: what nvcc 13.0 writes), u64, u64 uncompressed size.
 * A compressed payload's bytes are the compressed size; the payload's own size is padded.
 *
 * nvcc 13.0 writes these through the wrapper of include/fatbinary_section.h (magic 0x466243B1):
 * version 1 points at one container, version 2 (-rdc) at a NULL-terminated list of them.
 *
 * No size a header claims is trusted. Every read stays within the bytes known to be readable
 * where the wrapper, the list or the container lies: up to the end of the loaded segment holding
 * it (what nvcc embeds: found with dl_iterate_phdr), else up to the end of the readable mappings
 * holding it (a fatbin in no loaded object, built on the heap say: /proc/self/maps), else, where
 * neither can be read, FATBIN_MAX_BYTES. Counts are bounded too, so that any input ends the walk
 * quickly. Only the trace comes here (a fatbin loading, or without an image for the device),
 * never a hot path. Callers may hold a registry lock (a fatbin's load lock): that is safe
 * because dl_iterate_phdr takes only the loader's lock for its list of objects, never held while
 * a library's constructors (which register fatbins) run.
 *
 * The opencudart command (tool/) compiles this file too: it reads the containers of a file's
 * .nv_fatbin section with ocr_fatbin_container_images, bounded by the section's bytes.
 */
#include "fatbin.h"

#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define FATBIN_MAGIC 0xBA55ED50u
#define WRAPPER_MAGIC 0x466243B1
#define CONTAINER_HEADER_MIN 16
#define ENTRY_HEADER_MIN 64
/* Sane limits: the most images counted, containers in an rdc list, and bytes of a container
 * read where nothing says how many are there. */
#define FATBIN_MAX_IMAGES 4096
#define FATBIN_MAX_LIST 4096
#define FATBIN_MAX_BYTES ((size_t)1 << 32)
#define FLAG_LZ4 0x2000u
#define FLAG_ZSTD 0x8000u
#define FLAG_ARCH_SPECIFIC 0x100000u
#define FLAG_FAMILY 0x200000u

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

/* -- how many bytes are readable at an address ----------------------------------------------- */

struct segment_search {
    uintptr_t addr;
    bool found;
    uintptr_t end; /* of the readable segment holding addr; addr itself when it is not readable */
};

static int segment_of(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void)size;
    struct segment_search *s = arg;
    for (size_t i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
        if (ph->p_type != PT_LOAD || s->addr < lo || s->addr - lo >= ph->p_memsz)
            continue;
        s->found = true;
        s->end = (ph->p_flags & PF_R) ? lo + ph->p_memsz : s->addr;
        return 1;
    }
    return 0;
}

static unsigned hex_digit(char ch)
{
    return ch >= 'a' ? (unsigned)(ch - 'a' + 10) : (unsigned)(ch - '0');
}

/* Bytes readable from addr to the end of the run of adjacent readable mappings holding it (0 when
 * no readable mapping holds it), as /proc/self/maps lists them; SIZE_MAX when it cannot be read.
 * Its lines begin "start-end perms ": read a character at a time, so that a line cut between two
 * reads needs no buffer of its own. */
static size_t mapped_at(uintptr_t addr)
{
    int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return SIZE_MAX;
    char buf[4096];
    uintptr_t lo = 0, hi = 0, end = 0;
    int field = 0; /* 0 start, 1 end, 2 the first permission, 3 the rest of the line */
    bool found = false, done = false;
    ssize_t got;
    while (!done && (got = read(fd, buf, sizeof buf)) > 0) {
        for (ssize_t i = 0; i < got && !done; i++) {
            char ch = buf[i];
            if (ch == '\n') {
                field = 0;
                lo = hi = 0;
            } else if (field == 0 && ch == '-') {
                field = 1;
            } else if (field == 0) {
                lo = lo << 4 | hex_digit(ch);
            } else if (field == 1 && ch == ' ') {
                field = 2;
            } else if (field == 1) {
                hi = hi << 4 | hex_digit(ch);
            } else if (field == 2) {
                field = 3;
                bool readable = ch == 'r';
                if (found) {
                    /* The lines are sorted: the run goes on while the next begins at its end. */
                    if (lo == end && readable)
                        end = hi;
                    else
                        done = true;
                } else if (addr >= lo && addr < hi) {
                    found = readable;
                    end = hi;
                    done = !readable;
                } else if (lo > addr) {
                    done = true;
                }
            }
        }
    }
    close(fd);
    if (!found && !done && got < 0)
        return SIZE_MAX;
    return found ? end - addr : 0;
}

/* Bytes known to be readable at p, at most FATBIN_MAX_BYTES. */
static size_t readable_at(const void *p)
{
    if (p == NULL)
        return 0;
    struct segment_search s = {(uintptr_t)p, false, 0};
    dl_iterate_phdr(segment_of, &s);
    size_t n = s.found ? s.end - s.addr : mapped_at(s.addr);
    return n < FATBIN_MAX_BYTES ? n : FATBIN_MAX_BYTES;
}

/* -- the containers -------------------------------------------------------------------------- */

/* The header's length and the payload bytes that are there, or false for no container. */
static bool container_bounds(const unsigned char *c, size_t avail, size_t *header, uint64_t *size)
{
    if (avail < CONTAINER_HEADER_MIN || rd32(c) != FATBIN_MAGIC)
        return false;
    *header = rd16(c + 6);
    if (*header < CONTAINER_HEADER_MIN || *header > avail)
        return false;
    *size = rd64(c + 8);
    if (*size > avail - *header)
        *size = avail - *header;
    return true;
}

size_t ocr_fatbin_container_size(const unsigned char *c, size_t avail)
{
    size_t header;
    uint64_t size;
    return container_bounds(c, avail, &header, &size) ? header + (size_t)size : 0;
}

/* A header claiming more bytes than are there gives the entries that are there whole. */
size_t ocr_fatbin_container_images(const unsigned char *c, size_t avail,
                                   struct ocr_fatbin_image *out, size_t max, size_t n)
{
    size_t header;
    uint64_t size;
    if (!container_bounds(c, avail, &header, &size))
        return n;
    const unsigned char *entries = c + header;
    /* Each test is a subtraction from what is left, so no sum of claimed sizes can wrap. */
    for (uint64_t off = 0; size - off >= ENTRY_HEADER_MIN && n < FATBIN_MAX_IMAGES;) {
        const unsigned char *e = entries + off;
        uint64_t eh = rd32(e + 4);
        uint64_t payload = rd64(e + 8);
        if (eh < ENTRY_HEADER_MIN || eh > size - off || payload > size - off - eh)
            break;
        if (n < max) {
            struct ocr_fatbin_image *img = &out[n];
            uint64_t flags = rd64(e + 40);
            img->kind = rd16(e);
            img->arch = (int)rd32(e + 28);
            img->compression = (flags & FLAG_ZSTD)  ? OCR_FATBIN_ZSTD
                               : (flags & FLAG_LZ4) ? OCR_FATBIN_LZ4
                                                    : OCR_FATBIN_NONE;
            img->compressed = img->compression != OCR_FATBIN_NONE;
            img->arch_specific = (flags & FLAG_ARCH_SPECIFIC) != 0;
            img->family = (flags & FLAG_FAMILY) != 0;
            img->offset = header + off + eh;
            img->size = payload;
            img->uncompressed = payload;
            if (img->compressed) {
                uint64_t stored = rd32(e + 16);
                img->size = stored < payload ? stored : payload;
                img->uncompressed = rd64(e + 56);
            }
        }
        n++;
        off += eh + payload;
    }
    return n;
}

bool ocr_fatbin_image_runs_on(const struct ocr_fatbin_image *img, int major, int minor)
{
    int cc = major * 10 + minor;
    if (img->arch <= 0)
        return false;
    if (img->arch_specific)
        return img->arch == cc && img->kind != OCR_FATBIN_LTOIR;
    if (img->kind == OCR_FATBIN_CUBIN)
        return img->arch / 10 == major && img->arch % 10 <= minor;
    if (img->kind == OCR_FATBIN_PTX)
        return img->family ? img->arch / 10 == major && img->arch % 10 <= minor : img->arch <= cc;
    return false;
}

size_t ocr_fatbin_images(const void *wrapper, struct ocr_fatbin_image *out, size_t max)
{
    struct wrapper w;
    if (readable_at(wrapper) < sizeof w)
        return 0;
    memcpy(&w, wrapper, sizeof w);
    if (w.magic != WRAPPER_MAGIC)
        return 0;
    const unsigned char *c = (const unsigned char *)w.data;
    size_t n = ocr_fatbin_container_images(c, readable_at(c), out, max, 0);
    if (w.version == 2 && w.filename_or_fatbins != NULL) {
        const unsigned char *list = w.filename_or_fatbins;
        size_t len = readable_at(list) / sizeof(void *);
        for (size_t i = 0; i < len && i < FATBIN_MAX_LIST; i++) {
            const unsigned char *item;
            memcpy(&item, list + i * sizeof item, sizeof item);
            if (item == NULL)
                break;
            n = ocr_fatbin_container_images(item, readable_at(item), out, max, n);
        }
    }
    return n;
}

void ocr_fatbin_describe(const void *wrapper, char *buf, size_t len)
{
    if (len == 0)
        return;
    struct ocr_fatbin_image img[32];
    size_t n = ocr_fatbin_images(wrapper, img, 32);
    size_t used = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && i < 32 && used < len; i++) {
        const char *what = img[i].kind == 1 ? "compute" : "sm";
        const char *tag = img[i].kind == 1 ? " (PTX)" : img[i].kind == 8 ? " (LTO-IR)" : "";
        const char *variant = img[i].arch_specific ? "a" : img[i].family ? "f" : "";
        int w = snprintf(buf + used, len - used, "%s%s_%d%s%s", used ? ", " : "", what, img[i].arch,
                         variant, tag);
        if (w < 0)
            break;
        used += (size_t)w;
    }
    if (n == 0)
        snprintf(buf, len, "no images found");
}
