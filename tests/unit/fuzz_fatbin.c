/*
 * The fatbin reader (src/fatbin.c) on hostile input. A fixed corpus, made here deterministically
 * from the container nvcc built (OCR_SAMPLE_FATBIN): every truncation, each field of every
 * header set to zero, small, huge and overflowing values (with the container's own size also made
 * huge, so that only the bytes that are there can end the walk), bit flips from a fixed seed, and
 * wrappers and rdc lists cut short. Each input ends where the memory does: it is copied to the end
 * of a mapping followed by an inaccessible page, so a read one byte past it faults, with or without
 * AddressSanitizer; a fault names the input. The reader must return, count no more images than
 * the bytes can hold, and describe them in the buffer it is given.
 *
 *   test_fatbin_fuzz              the corpus
 *   test_fatbin_fuzz FILE...      the files instead, as containers (inputs a fuzzer found)
 *   test_fatbin_fuzz --write DIR  the corpus's containers written to DIR (seeds for a fuzzer)
 *
 * Built with OCR_LIBFUZZER, the same checks are a libFuzzer target (tests/unit/CMakeLists.txt).
 */
#include "internal.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define WRAPPER_MAGIC 0x466243B1
#define ENTRY_HEADER_MIN 64

struct wrapper {
    int magic;
    int version;
    const unsigned long long *data;
    void *filename_or_fatbins;
};

static const char *current = "(none)"; /* the input being read, for the fault handler */
static size_t inputs, failures;
static const char *write_dir; /* --write: containers go there instead of to the reader */

/* -- inputs that end at an inaccessible page ------------------------------------------------- */

static size_t page;

struct guarded {
    unsigned char *map;
    size_t size;
    unsigned char *at; /* the input's first byte: its last is the mapping's last readable byte */
};

static struct guarded place(const void *data, size_t len)
{
    size_t pages = (len + page - 1) / page + 1;
    struct guarded g = {NULL, pages * page, NULL};
    g.map = mmap(NULL, g.size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (g.map == MAP_FAILED || mprotect(g.map + g.size - page, page, PROT_NONE) != 0) {
        perror("fuzz_fatbin: mmap");
        exit(2);
    }
    g.at = g.map + g.size - page - len;
    memcpy(g.at, data, len);
    return g;
}

static void unplace(struct guarded g)
{
    munmap(g.map, g.size);
}

static void check(bool ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "fuzz_fatbin: %s: %s\n", current, what);
        failures++;
    }
}

/* What every input must give: a count the bytes can hold, a description that fits. Returns the
 * count. */
static size_t read_wrapper(const void *wrapper, size_t bytes)
{
    struct ocr_fatbin_image img[8];
    size_t n = ocr_fatbin_images(wrapper, img, 8);
    check(n <= bytes / ENTRY_HEADER_MIN, "more images than the bytes can hold");
    char text[64];
    memset(text, 'x', sizeof text);
    ocr_fatbin_describe(wrapper, text, sizeof text);
    check(memchr(text, '\0', sizeof text) != NULL, "description not terminated");
    inputs++;
    return n;
}

/* One container of `len` bytes, read through a version 1 wrapper and through an rdc list (whose
 * NULL is the last word before an inaccessible page). Returns how many images it has, as read
 * through the first (0 with --write). */
static size_t run_container(const char *what, const unsigned char *data, size_t len)
{
    current = what;
    if (write_dir != NULL) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", write_dir, what);
        FILE *f = fopen(path, "wb");
        if (f == NULL || fwrite(data, 1, len, f) != len || fclose(f) != 0) {
            perror(path);
            exit(2);
        }
        inputs++;
        return 0;
    }
    /* The wrappers are where nvcc's are, in a loaded segment; what they point at is not. */
    static struct wrapper w = {WRAPPER_MAGIC, 1, NULL, NULL};
    static struct wrapper rdc = {WRAPPER_MAGIC, 2, NULL, NULL};
    struct guarded g = place(data, len);
    w.data = (const unsigned long long *)g.at;
    size_t n = read_wrapper(&w, len);
    const void *items[2] = {g.at, NULL};
    struct guarded list = place(items, sizeof items);
    rdc.filename_or_fatbins = list.at;
    check(read_wrapper(&rdc, len) == n, "not the same images through an rdc list");
    unplace(list);
    unplace(g);
    return n;
}

/* Where the images an input has are known: that is how many the reader found. */
static void expect_images(size_t got, size_t want)
{
    if (write_dir == NULL && got != want) {
        fprintf(stderr, "fuzz_fatbin: %s: %zu images, expected %zu\n", current, got, want);
        failures++;
    }
}

#ifdef OCR_LIBFUZZER
/* libFuzzer's input, as a container (through both wrappers): a failed check aborts. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (page == 0)
        page = (size_t)sysconf(_SC_PAGESIZE);
    run_container("libFuzzer input", data, size);
    if (failures != 0)
        abort();
    return 0;
}
#else

/* -- the corpus ------------------------------------------------------------------------------ */

static uint64_t get(const unsigned char *p, int width)
{
    uint64_t v = 0;
    for (int i = width - 1; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static void put(unsigned char *p, int width, uint64_t v)
{
    for (int i = 0; i < width; i++, v >>= 8)
        p[i] = (unsigned char)v;
}

struct field {
    const char *name;
    size_t at; /* from the start of the container */
    int width;
};

/* The header fields of the container and of each entry, found by walking the unmutated input. */
static size_t fields_of(const unsigned char *c, size_t len, struct field *f, size_t max,
                        size_t *entry_ends, size_t *entries)
{
    static const struct field container[] = {
        {"magic", 0, 4}, {"version", 4, 2}, {"header_size", 6, 2}, {"size", 8, 8}};
    static const struct field entry[] = {{"kind", 0, 2},         {"entry_header_size", 4, 4},
                                         {"payload_size", 8, 8}, {"compressed", 16, 4},
                                         {"minor", 24, 2},       {"major", 26, 2},
                                         {"arch", 28, 4},        {"name_offset", 32, 4},
                                         {"name_size", 36, 4},   {"flags", 40, 8},
                                         {"uncompressed", 56, 8}};
    size_t n = 0;
    for (size_t i = 0; i < sizeof container / sizeof *container && n < max; i++)
        f[n++] = container[i];
    size_t header = get(c + 6, 2), size = get(c + 8, 8);
    *entries = 0;
    for (size_t off = header; off + ENTRY_HEADER_MIN <= header + size && off + 16 <= len;) {
        size_t eh = get(c + off + 4, 4), payload = get(c + off + 8, 8);
        for (size_t i = 0; i < sizeof entry / sizeof *entry && n < max; i++)
            f[n++] = (struct field){entry[i].name, off + entry[i].at, entry[i].width};
        off += eh + payload;
        entry_ends[(*entries)++] = off;
    }
    return n;
}

/* How many entries end within the first `len` bytes. */
static size_t whole_entries(const size_t *ends, size_t entries, size_t len)
{
    size_t n = 0;
    while (n < entries && ends[n] <= len)
        n++;
    return n;
}

static uint64_t rng = 0x9E3779B97F4A7C15u;

static uint64_t next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* Runs the corpus; returns how many images the unmutated container has. */
static size_t corpus(const unsigned char *orig, size_t len)
{
    unsigned char *buf = malloc(len);
    char name[128];
    if (buf == NULL)
        exit(2);

    struct field fields[128];
    size_t ends[32], entries;
    size_t nf = fields_of(orig, len, fields, 128, ends, &entries);
    expect_images(run_container("original", orig, len), entries);

    /* Truncations: at every byte of the container's header and of each entry's, and every 61st
     * byte of the payloads. The entries that are there whole are the images. */
    for (size_t cut = 0, e = 0; cut < len; cut++) {
        while (e < entries && ends[e] + 80 < cut)
            e++;
        bool in_header = cut < 16 + 80 || (e < entries && cut >= ends[e] && cut < ends[e] + 80);
        if (!in_header && cut % 61 != 0)
            continue;
        snprintf(name, sizeof name, "truncated_%zu", cut);
        expect_images(run_container(name, orig, cut), whole_entries(ends, entries, cut));
    }

    /* Each header field set to values a header might claim, with the container's size kept and
     * made huge (then only the bytes that are there can stop the walk). */
    for (size_t i = 0; i < nf; i++) {
        uint64_t max = fields[i].width == 8 ? UINT64_MAX : ((uint64_t)1 << 8 * fields[i].width) - 1;
        uint64_t at = fields[i].at;
        if (at + fields[i].width > len)
            continue;
        const uint64_t values[] = {0, 1, 15, 16, 17, 63, 64, 65, 80, len - at, len - at - 1,
                                   len - at + 1, len, (uint64_t)1 << 20, (uint64_t)1 << 31,
                                   (uint64_t)1 << 32, (uint64_t)1 << 40, max >> 1, max - 63,
                                   max - 64,
                                   /* an entry's size wrapping the walk to its start or before */
                                   max - 64 + 1, max - at + 1, max};
        for (size_t v = 0; v < sizeof values / sizeof *values; v++) {
            for (int huge = 0; huge < 2; huge++) {
                memcpy(buf, orig, len);
                if (huge)
                    put(buf + 8, 8, UINT64_MAX);
                put(buf + at, fields[i].width, values[v] & max);
                snprintf(name, sizeof name, "%s_at_%zu_%llx%s", fields[i].name, (size_t)at,
                         (unsigned long long)(values[v] & max), huge ? "_huge_size" : "");
                run_container(name, buf, len);
            }
        }
    }

    /* Entries cut at and around their ends, with the container claiming every byte there is. */
    for (size_t e = 0; e < entries; e++) {
        for (int d = -80; d <= 80; d += 8) {
            size_t cut = ends[e] + d;
            if (cut > len)
                continue;
            memcpy(buf, orig, len);
            put(buf + 8, 8, UINT64_MAX);
            snprintf(name, sizeof name, "huge_size_cut_%zu", cut);
            expect_images(run_container(name, buf, cut), whole_entries(ends, entries, cut));
        }
    }

    /* Bit flips from a fixed seed, in the headers mostly, some with the input cut short. */
    for (int round = 0; round < 3000; round++) {
        memcpy(buf, orig, len);
        int flips = 1 + (int)(next_random() % 8);
        for (int k = 0; k < flips; k++) {
            size_t bit;
            if (next_random() % 8 == 0) {
                bit = next_random() % (len * 8);
            } else {
                const struct field *f = &fields[next_random() % nf];
                bit = f->at * 8 + next_random() % (f->width * 8);
            }
            buf[bit / 8] ^= (unsigned char)(1u << bit % 8);
        }
        size_t cut = next_random() % 4 == 0 ? next_random() % len : len;
        snprintf(name, sizeof name, "flips_%d", round);
        run_container(name, buf, cut);
    }
    free(buf);
    return entries;
}

/* Wrappers themselves cut short by an inaccessible page, and one whose rdc list is cut after
 * each of its items. */
static void wrappers(const unsigned char *orig, size_t len, size_t entries)
{
    struct guarded c = place(orig, len);
    struct wrapper w = {WRAPPER_MAGIC, 1, (const unsigned long long *)c.at, NULL};
    char name[64];
    for (size_t cut = 0; cut < sizeof w; cut++) {
        snprintf(name, sizeof name, "wrapper_cut_%zu", cut);
        current = name;
        struct guarded g = place(&w, cut);
        expect_images(read_wrapper(g.at, len), 0);
        unplace(g);
    }
    const void *items[4] = {c.at, c.at, c.at, NULL};
    for (size_t cut = 0; cut <= sizeof items; cut++) {
        snprintf(name, sizeof name, "rdc_list_cut_%zu", cut);
        current = name;
        struct guarded list = place(items, cut);
        struct wrapper rdc = {WRAPPER_MAGIC, 2, NULL, list.at};
        size_t items_there = cut / sizeof(void *) < 3 ? cut / sizeof(void *) : 3;
        expect_images(read_wrapper(&rdc, 3 * len), items_there * entries);
        unplace(list);
    }
    unplace(c);
}

/* -- driver ---------------------------------------------------------------------------------- */

static struct sigaction previous_segv, previous_bus;

/* Names the input that faulted, then lets the sanitizer's handler (or the default) report it. */
static void on_fault(int sig, siginfo_t *info, void *ctx)
{
    static const char head[] = "fuzz_fatbin: fault reading input ";
    (void)!write(2, head, sizeof head - 1);
    (void)!write(2, current, strlen(current));
    (void)!write(2, "\n", 1);
    const struct sigaction *previous = sig == SIGBUS ? &previous_bus : &previous_segv;
    if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
        previous->sa_sigaction(sig, info, ctx);
    } else {
        signal(sig, SIG_DFL);
        raise(sig);
    }
}

static unsigned char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "fuzz_fatbin: %s: %s\n", path, strerror(errno));
        exit(2);
    }
    size_t cap = 1 << 16, n = 0;
    unsigned char *data = malloc(cap);
    size_t got;
    while (data != NULL && (got = fread(data + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap)
            data = realloc(data, cap *= 2);
    }
    fclose(f);
    if (data == NULL)
        exit(2);
    *len = n;
    return data;
}

int main(int argc, char **argv)
{
    page = (size_t)sysconf(_SC_PAGESIZE);
    struct sigaction sa = {0};
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &sa, &previous_segv);
    sigaction(SIGBUS, &sa, &previous_bus);

    if (argc == 3 && strcmp(argv[1], "--write") == 0)
        write_dir = argv[2];
    if (argc > 1 && write_dir == NULL) {
        for (int i = 1; i < argc; i++) {
            size_t len;
            unsigned char *data = read_file(argv[i], &len);
            run_container(argv[i], data, len);
            free(data);
        }
    } else {
        size_t len;
        unsigned char *orig = read_file(OCR_SAMPLE_FATBIN, &len);
        size_t entries = corpus(orig, len);
        if (write_dir == NULL)
            wrappers(orig, len, entries);
        free(orig);
    }
    printf("fuzz_fatbin: %zu inputs, %zu failures\n", inputs, failures);
    return failures == 0 ? 0 : 1;
}
#endif
