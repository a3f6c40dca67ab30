/*
 * `opencudart inspect`'s reader (tool/inspect.c over libelf and src/fatbin.c) on hostile input:
 * nvcc-built files (the arguments), each made into a fixed corpus: truncations, the ELF header's
 * and every section header's offsets, sizes, links and counts set to zero, small, huge and
 * off-by-one values, every 8-byte word of the .nv_fatbin section (container and entry headers:
 * sizes, offsets, kinds, flags, compressed and uncompressed sizes) set likewise, and bit flips
 * from a fixed seed. Each input ends where its memory does (a mapping followed by an
 * inaccessible page), so a read past it faults, with or without AddressSanitizer; a fault names
 * the input. Every input must end in a report with status 0, 1 or 2.
 */
#include "tool.h"

#include <gelf.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static char current[256] = "(none)";
static size_t inputs, failures;
static size_t page;
static FILE *sink;

static void on_fault(int sig)
{
    static const char msg[] = "fuzz_inspect: fault reading input ";
    (void)!write(2, msg, sizeof msg - 1);
    (void)!write(2, current, strlen(current));
    (void)!write(2, "\n", 1);
    signal(sig, SIG_DFL);
    raise(sig);
}

static void try_input(const char *path, const unsigned char *data, size_t len)
{
    size_t pages = (len + page - 1) / page + 1;
    size_t size = pages * page;
    unsigned char *map =
        mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED || mprotect(map + size - page, page, PROT_NONE) != 0) {
        perror("fuzz_inspect: mmap");
        exit(2);
    }
    unsigned char *at = map + size - page - len;
    memcpy(at, data, len);
    int s = tool_inspect_bytes(path, at, len, NULL, sink);
    inputs++;
    if (s < 0 || s > 2) {
        fprintf(stderr, "fuzz_inspect: %s: status %d\n", current, s);
        failures++;
    }
    munmap(map, size);
}

static const uint64_t values[] = {
    0, 1, 7, 8, 16, 63, 64, 0x7fffffff, 0x80000000u, 0xffffffffu, UINT64_MAX, UINT64_MAX - 7};

/* Sets the `width`-byte field at off to each value in turn. */
static void fields(const char *path, const char *what, unsigned char *buf, size_t len, size_t off,
                   size_t width)
{
    if (off + width > len)
        return;
    unsigned char saved[8];
    memcpy(saved, buf + off, width);
    uint64_t old = 0;
    memcpy(&old, saved, width);
    uint64_t extra[] = {old + 1, old - 1, old * 2, (uint64_t)len, (uint64_t)len - off};
    for (size_t i = 0; i < sizeof values / sizeof values[0] + sizeof extra / sizeof extra[0]; i++) {
        uint64_t v = i < sizeof values / sizeof values[0]
                         ? values[i]
                         : extra[i - sizeof values / sizeof values[0]];
        memcpy(buf + off, &v, width);
        snprintf(current, sizeof current, "%s: %s at 0x%zx = 0x%llx", path, what, off,
                 (unsigned long long)v);
        try_input(path, buf, len);
    }
    memcpy(buf + off, saved, width);
}

static void corpus(const char *path, unsigned char *buf, size_t len)
{
    /* Truncations: the headers byte by byte, then every 61 bytes, then the last bytes. */
    for (size_t n = 0; n <= len; n += n < 256 ? 1 : n + 64 >= len ? 1 : 61) {
        snprintf(current, sizeof current, "%s: cut to %zu bytes", path, n);
        try_input(path, buf, n);
    }
    Elf64_Ehdr eh;
    if (len < sizeof eh)
        return;
    memcpy(&eh, buf, sizeof eh);
    /* The ELF header's offsets and counts. */
    fields(path, "e_phoff", buf, len, offsetof(Elf64_Ehdr, e_phoff), 8);
    fields(path, "e_shoff", buf, len, offsetof(Elf64_Ehdr, e_shoff), 8);
    fields(path, "e_phnum", buf, len, offsetof(Elf64_Ehdr, e_phnum), 2);
    fields(path, "e_shnum", buf, len, offsetof(Elf64_Ehdr, e_shnum), 2);
    fields(path, "e_shstrndx", buf, len, offsetof(Elf64_Ehdr, e_shstrndx), 2);
    fields(path, "e_shentsize", buf, len, offsetof(Elf64_Ehdr, e_shentsize), 2);
    /* Every section header's offset, size, link and entry size. */
    size_t fatbin_off = 0, fatbin_len = 0;
    for (size_t i = 0; i < eh.e_shnum && eh.e_shoff + (i + 1) * sizeof(Elf64_Shdr) <= len; i++) {
        size_t at = eh.e_shoff + i * sizeof(Elf64_Shdr);
        Elf64_Shdr sh;
        memcpy(&sh, buf + at, sizeof sh);
        fields(path, "sh_offset", buf, len, at + offsetof(Elf64_Shdr, sh_offset), 8);
        fields(path, "sh_size", buf, len, at + offsetof(Elf64_Shdr, sh_size), 8);
        fields(path, "sh_link", buf, len, at + offsetof(Elf64_Shdr, sh_link), 4);
        fields(path, "sh_entsize", buf, len, at + offsetof(Elf64_Shdr, sh_entsize), 8);
        fields(path, "sh_name", buf, len, at + offsetof(Elf64_Shdr, sh_name), 4);
        /* The .nv_fatbin section: the one of type PROGBITS whose name says so. */
        if (eh.e_shstrndx < eh.e_shnum) {
            Elf64_Shdr str;
            memcpy(&str, buf + eh.e_shoff + eh.e_shstrndx * sizeof str, sizeof str);
            if (str.sh_offset + sh.sh_name + 11 <= len &&
                memcmp(buf + str.sh_offset + sh.sh_name, ".nv_fatbin", 11) == 0) {
                fatbin_off = sh.sh_offset;
                fatbin_len = sh.sh_size;
            }
        }
    }
    if (fatbin_len == 0 || fatbin_off + fatbin_len > len) {
        fprintf(stderr, "fuzz_inspect: %s has no .nv_fatbin to mutate\n", path);
        failures++;
        return;
    }
    /* Every 32-bit half of the first 2 KiB of the fatbin section, and its 64-bit words. */
    size_t span = fatbin_len < 2048 ? fatbin_len : 2048;
    for (size_t o = 0; o + 4 <= span; o += 4)
        fields(path, ".nv_fatbin u32", buf, len, fatbin_off + o, 4);
    for (size_t o = 0; o + 8 <= span; o += 8)
        fields(path, ".nv_fatbin u64", buf, len, fatbin_off + o, 8);
    /* Bit flips from a fixed seed, half of them in the fatbin. */
    unsigned seed = 12345;
    for (int i = 0; i < 2000; i++) {
        seed = seed * 1103515245u + 12345u;
        size_t o = i % 2 ? fatbin_off + (seed >> 8) % fatbin_len : (seed >> 8) % len;
        unsigned bit = 1u << (seed % 8);
        buf[o] ^= (unsigned char)bit;
        snprintf(current, sizeof current, "%s: bit %u of byte 0x%zx flipped", path, seed % 8, o);
        try_input(path, buf, len);
        buf[o] ^= (unsigned char)bit;
    }
}

int main(int argc, char **argv)
{
    page = (size_t)sysconf(_SC_PAGESIZE);
    signal(SIGSEGV, on_fault);
    signal(SIGBUS, on_fault);
    sink = fopen("/dev/null", "w");
    if (argc < 2 || sink == NULL) {
        fprintf(stderr, "usage: test_tool_inspect_fuzz FILE...\n");
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (f == NULL) {
            perror(argv[i]);
            return 2;
        }
        fseek(f, 0, SEEK_END);
        long n = ftell(f);
        rewind(f);
        unsigned char *buf = malloc((size_t)n);
        if (buf == NULL || fread(buf, 1, (size_t)n, f) != (size_t)n) {
            fprintf(stderr, "fuzz_inspect: cannot read %s\n", argv[i]);
            return 2;
        }
        fclose(f);
        /* The unmutated file must give a full report. */
        snprintf(current, sizeof current, "%s as built", argv[i]);
        if (tool_inspect_bytes(argv[i], buf, (size_t)n, NULL, sink) != 0) {
            fprintf(stderr, "fuzz_inspect: %s as built does not inspect cleanly\n", argv[i]);
            failures++;
        }
        corpus(argv[i], buf, (size_t)n);
        free(buf);
    }
    fclose(sink);
    printf("fuzz_inspect: %zu inputs, %zu failures\n", inputs, failures);
    return failures == 0 ? 0 : 1;
}
