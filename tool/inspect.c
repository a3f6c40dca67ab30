/*
 * opencudart inspect: an ELF program or shared library, read with libelf. What it needs of the
 * CUDA runtime (NEEDED libcudart.so.13, or NVIDIA's static runtime linked in), which
 * libcudart.so.13 the loader would load for it (loader.c), and every fatbin of its .nv_fatbin
 * section: each image (cubin, PTX, LTO-IR), its architecture and compression (decompressed with
 * liblz4 or libzstd), the kernels it defines, demangled, and with a driver, whether each device
 * can run some image. The containers are read by the runtime's own reader (src/fatbin.c) and the
 * device verdict is its rule (ocr_fatbin_image_runs_on), so the command and the runtime's trace
 * cannot disagree. Any bytes end in a report or a clear error (the tool_inspect_fuzz test).
 */
#include "tool.h"

#include "fatbin.h"
#include "loader.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <lz4.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

/* The C++ library's demangler (the command links libstdc++; the library does not). */
char *__cxa_demangle(const char *mangled, char *buf, size_t *len, int *status);

#define MAX_IMAGES 512
#define MAX_CONTAINERS 4096
#define MAX_KERNELS 4096
#define MAX_UNCOMPRESSED ((uint64_t)1 << 30)
#define MAX_FILE ((size_t)1 << 32)

/* Prints at most `max` bytes of a name read from the file, other bytes than printable ASCII as
 * '?'. */
static void put_name(FILE *out, const char *s, size_t max)
{
    size_t i = 0;
    for (; s[i] != '\0' && i < max; i++)
        fputc(s[i] >= 0x20 && s[i] < 0x7f ? s[i] : '?', out);
    if (s[i] != '\0')
        fputs("...", out);
}

static void put_demangled(FILE *out, const char *name)
{
    char *d = NULL;
    int status = -1;
    if (strncmp(name, "_Z", 2) == 0 && strnlen(name, 1024) < 1024)
        d = __cxa_demangle(name, NULL, NULL, &status);
    put_name(out, status == 0 && d != NULL ? d : name, 1024);
    free(d);
}

/* -- the kernels of an image ------------------------------------------------------------------ */

/* A cubin's kernels: its defined functions marked as entries (STO_CUDA_ENTRY in st_other).
 * Returns how many, -1 for a cubin that cannot be read. */
static long cubin_kernels(FILE *out, const unsigned char *data, size_t len)
{
    Elf *e = elf_memory((char *)data, len);
    GElf_Ehdr eh;
    if (e == NULL || elf_kind(e) != ELF_K_ELF || gelf_getehdr(e, &eh) == NULL) {
        fprintf(out, "        (not a readable cubin: %s)\n", elf_errmsg(-1));
        if (e != NULL)
            elf_end(e);
        return -1;
    }
    size_t listed = 0;
    Elf_Scn *scn = NULL;
    while ((scn = elf_nextscn(e, scn)) != NULL && listed < MAX_KERNELS) {
        GElf_Shdr sh;
        if (gelf_getshdr(scn, &sh) == NULL || sh.sh_type != SHT_SYMTAB || sh.sh_entsize == 0)
            continue;
        Elf_Data *d = elf_getdata(scn, NULL);
        if (d == NULL)
            continue;
        size_t n = d->d_size / sh.sh_entsize;
        for (size_t i = 0; i < n && listed < MAX_KERNELS; i++) {
            GElf_Sym sym;
            if (gelf_getsym(d, (int)i, &sym) == NULL)
                break;
            if (GELF_ST_TYPE(sym.st_info) != STT_FUNC || sym.st_shndx == SHN_UNDEF ||
                (sym.st_other & 0x10) == 0)
                continue;
            const char *name = elf_strptr(e, sh.sh_link, sym.st_name);
            if (name == NULL)
                continue;
            fputs("        kernel ", out);
            put_demangled(out, name);
            fputc('\n', out);
            listed++;
        }
    }
    if (listed == 0)
        fprintf(out, "        (no kernels)\n");
    elf_end(e);
    return (long)listed;
}

/* PTX's kernels: its ".entry NAME" lines. Returns how many. */
static long ptx_kernels(FILE *out, const unsigned char *text, size_t len)
{
    size_t listed = 0;
    for (size_t i = 0; i + 7 < len && listed < MAX_KERNELS; i++) {
        if (memcmp(text + i, ".entry ", 7) != 0 ||
            (i > 0 && text[i - 1] != ' ' && text[i - 1] != '\t' && text[i - 1] != '\n'))
            continue;
        size_t s = i + 7, e = s;
        while (e < len && e - s < 1024 && text[e] != '(' && text[e] != ' ' && text[e] != '\n' &&
               text[e] != '\0')
            e++;
        char name[1025];
        memcpy(name, text + s, e - s);
        name[e - s] = '\0';
        fputs("        kernel ", out);
        put_demangled(out, name);
        fputc('\n', out);
        listed++;
        i = e;
    }
    if (listed == 0)
        fprintf(out, "        (no kernels)\n");
    return (long)listed;
}

/* -- fatbins --------------------------------------------------------------------------------- */

static const char *kind_name(int kind)
{
    return kind == OCR_FATBIN_CUBIN   ? "cubin"
           : kind == OCR_FATBIN_PTX   ? "PTX"
           : kind == OCR_FATBIN_LTOIR ? "LTO-IR"
                                      : "unknown kind";
}

/* One image: its line, then its payload (decompressed) and the kernels in it. Returns how many
 * kernels it defines, -1 when that is not known (a payload not read, LTO-IR, another kind). */
static long image(FILE *out, const unsigned char *c, const struct ocr_fatbin_image *img)
{
    const char *variant = img->arch_specific ? "a" : img->family ? "f" : "";
    fprintf(out, "    %-6s %s_%d%s, %llu bytes", kind_name(img->kind),
            img->kind == OCR_FATBIN_CUBIN ? "sm" : "compute", img->arch, variant,
            (unsigned long long)img->uncompressed);
    const unsigned char *payload = c + img->offset;
    unsigned char *plain = NULL;
    size_t plain_len = (size_t)img->size;
    if (img->compressed) {
        fprintf(out, ", %s-compressed to %llu", img->compression == OCR_FATBIN_LZ4 ? "LZ4" : "zstd",
                (unsigned long long)img->size);
        if (img->uncompressed == 0 || img->uncompressed > MAX_UNCOMPRESSED ||
            img->size > INT32_MAX || (plain = malloc((size_t)img->uncompressed)) == NULL) {
            fprintf(out, " (not decompressed: %llu bytes claimed)\n",
                    (unsigned long long)img->uncompressed);
            free(plain);
            return -1;
        }
        size_t got = 0;
        bool ok;
        if (img->compression == OCR_FATBIN_LZ4) {
            int r = img->uncompressed > INT32_MAX
                        ? -1
                        : LZ4_decompress_safe((const char *)payload, (char *)plain, (int)img->size,
                                              (int)img->uncompressed);
            ok = r >= 0;
            got = ok ? (size_t)r : 0;
        } else {
            size_t r =
                ZSTD_decompress(plain, (size_t)img->uncompressed, payload, (size_t)img->size);
            ok = !ZSTD_isError(r);
            got = ok ? r : 0;
        }
        if (!ok || got != img->uncompressed) {
            fprintf(out, " (damaged: does not decompress to %llu bytes)\n",
                    (unsigned long long)img->uncompressed);
            free(plain);
            return -1;
        }
        payload = plain;
        plain_len = got;
    }
    fputc('\n', out);
    long kernels = -1;
    if (img->kind == OCR_FATBIN_CUBIN)
        kernels = cubin_kernels(out, payload, plain_len);
    else if (img->kind == OCR_FATBIN_PTX)
        kernels = ptx_kernels(out, payload, plain_len);
    free(plain);
    return kernels;
}

/* Whether each device runs some image of the fatbin; false when one runs none. */
static bool device_verdicts(FILE *out, const struct ocr_fatbin_image *img, size_t n,
                            const struct tool_driver *drv)
{
    bool all = true;
    for (int d = 0; d < drv->count; d++) {
        const struct tool_device *dev = &drv->devices[d];
        const struct ocr_fatbin_image *pick = NULL;
        /* The driver prefers a cubin it can run to PTX it would compile. */
        for (size_t i = 0; i < n && pick == NULL; i++)
            if (img[i].kind == OCR_FATBIN_CUBIN &&
                ocr_fatbin_image_runs_on(&img[i], dev->major, dev->minor))
                pick = &img[i];
        for (size_t i = 0; i < n && pick == NULL; i++)
            if (ocr_fatbin_image_runs_on(&img[i], dev->major, dev->minor))
                pick = &img[i];
        fprintf(out, "    device %d (%s, sm_%d%d): ", d, dev->name, dev->major, dev->minor);
        if (pick == NULL) {
            fprintf(out, "no image it can run (launches fail with "
                         "cudaErrorNoKernelImageForDevice)\n");
            all = false;
        } else if (pick->kind == OCR_FATBIN_CUBIN) {
            fprintf(out, "runs the sm_%d%s cubin\n", pick->arch, pick->arch_specific ? "a" : "");
        } else {
            fprintf(out, "compiles the compute_%d PTX at load time\n", pick->arch);
        }
    }
    return all;
}

/* The containers of a .nv_fatbin section. Returns the exit status. */
static int fatbins(FILE *out, const unsigned char *sec, size_t len, const struct tool_driver *drv)
{
    static struct ocr_fatbin_image img[MAX_IMAGES];
    size_t count = 0, skipped = 0;
    int status = 0;
    for (size_t off = 0; off + 16 <= len && count < MAX_CONTAINERS;) {
        size_t size = ocr_fatbin_container_size(sec + off, len - off);
        if (size == 0) {
            skipped += 8;
            off += 8;
            continue;
        }
        size_t n = ocr_fatbin_container_images(sec + off, size, img, MAX_IMAGES, 0);
        fprintf(out, "  fatbin %zu (section offset 0x%zx, %zu bytes): %zu image(s)\n", count, off,
                size, n);
        size_t shown = n < MAX_IMAGES ? n : MAX_IMAGES;
        bool kernels = n > shown; /* images not read may define some */
        for (size_t i = 0; i < shown; i++)
            if (image(out, sec + off, &img[i]) != 0)
                kernels = true;
        if (n > shown)
            fprintf(out, "    (%zu more images not shown)\n", n - shown);
        /* As the runtime: it loads a fatbin on the first use of a kernel (or variable) registered
         * from it, and its "no image for this device" comes from resolving a kernel
         * (src/registry.c), so a fatbin whose images all define no kernels (a program can hold
         * one next to its own, an sm cubin without entries) makes no launch fail, whatever the
         * devices are. */
        if (drv != NULL && !kernels)
            fprintf(out, "    no kernels: no launch uses this fatbin (no device verdict)\n");
        else if (drv != NULL && !device_verdicts(out, img, shown, drv))
            status = 1;
        count++;
        off += (size + 7) & ~(size_t)7;
    }
    if (count == 0) {
        fprintf(out, "  .nv_fatbin holds no fatbin container (damaged)\n");
        return TOOL_EXIT_BAD;
    }
    if (skipped > 0)
        fprintf(out, "  (%zu bytes of .nv_fatbin are in no container)\n", skipped);
    return status;
}

/* -- the file -------------------------------------------------------------------------------- */

struct file_facts {
    bool needs_cudart13;
    char other_cudart[64]; /* a NEEDED libcudart.so.N of another version */
    bool static_runtime;   /* NVIDIA's runtime linked in (its symbols defined) */
    bool registers;        /* refers to __cudaRegisterFatBinary (dynamic runtime) */
    char soname[64];       /* DT_SONAME */
    bool exports_version;  /* defines cudaRuntimeGetVersion in .dynsym (a runtime library) */
    bool exports_ocr;      /* defines opencudartGetVersion in .dynsym (opencudart's) */
    bool truncated;        /* sections end past the end of the file */
    struct tool_search search;
    const unsigned char *fatbin;
    size_t fatbin_len;
    bool fatbin_unreadable;
};

static void dynamic_section(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh, struct file_facts *f)
{
    Elf_Data *d = elf_getdata(scn, NULL);
    if (d == NULL || sh->sh_entsize == 0)
        return;
    size_t n = d->d_size / sh->sh_entsize;
    for (size_t i = 0; i < n; i++) {
        GElf_Dyn dyn;
        if (gelf_getdyn(d, (int)i, &dyn) == NULL || dyn.d_tag == DT_NULL)
            break;
        const char *s = NULL;
        if (dyn.d_tag == DT_NEEDED || dyn.d_tag == DT_RPATH || dyn.d_tag == DT_RUNPATH ||
            dyn.d_tag == DT_SONAME)
            s = elf_strptr(e, sh->sh_link, dyn.d_un.d_val);
        if (dyn.d_tag == DT_FLAGS_1 && (dyn.d_un.d_val & DF_1_NODEFLIB))
            f->search.nodeflib = true;
        if (s == NULL)
            continue;
        if (dyn.d_tag == DT_SONAME)
            snprintf(f->soname, sizeof f->soname, "%s", s);
        else if (dyn.d_tag == DT_RPATH)
            f->search.rpath = s;
        else if (dyn.d_tag == DT_RUNPATH)
            f->search.runpath = s;
        else if (strcmp(s, "libcudart.so.13") == 0)
            f->needs_cudart13 = true;
        else if (strncmp(s, "libcudart.so", 12) == 0)
            snprintf(f->other_cudart, sizeof f->other_cudart, "%s", s);
    }
}

static void symbols(Elf *e, Elf_Scn *scn, const GElf_Shdr *sh, struct file_facts *f)
{
    Elf_Data *d = elf_getdata(scn, NULL);
    if (d == NULL || sh->sh_entsize == 0)
        return;
    size_t n = d->d_size / sh->sh_entsize;
    for (size_t i = 0; i < n; i++) {
        GElf_Sym sym;
        if (gelf_getsym(d, (int)i, &sym) == NULL)
            break;
        const char *name = elf_strptr(e, sh->sh_link, sym.st_name);
        if (name == NULL || name[0] == '\0')
            continue;
        bool defined = sym.st_shndx != SHN_UNDEF;
        if (strcmp(name, "__cudaRegisterFatBinary") == 0 && !defined)
            f->registers = true;
        if (defined && sh->sh_type == SHT_DYNSYM && strcmp(name, "cudaRuntimeGetVersion") == 0)
            f->exports_version = true;
        if (defined && sh->sh_type == SHT_DYNSYM && strcmp(name, "opencudartGetVersion") == 0)
            f->exports_ocr = true;
        /* NVIDIA's static runtime defines the API and its internal __cudart* functions. */
        if (defined && (strcmp(name, "cudaMalloc") == 0 || strcmp(name, "cudaLaunchKernel") == 0 ||
                        strncmp(name, "__cudart", 8) == 0))
            f->static_runtime = true;
    }
}

/* What the file is to the runtime (tool.h). A runtime library is one whose SONAME is a
 * libcudart.so.N that exports cudaRuntimeGetVersion: opencudart's exports opencudartGetVersion
 * too (ext/api.c), NVIDIA's does not. It defines the API, as a static-runtime program does, so
 * it is told apart first. */
static enum tool_kind kind_of(const struct file_facts *f)
{
    if (strcmp(f->soname, "libopencudart-record.so") == 0)
        return TOOL_KIND_RECORDER;
    if (strcmp(f->soname, "libcudart.so.13") == 0 && f->exports_version)
        return f->exports_ocr ? TOOL_KIND_RUNTIME_OURS : TOOL_KIND_RUNTIME_NVIDIA;
    if (strncmp(f->soname, "libcudart.so", 12) == 0 && f->exports_version)
        return TOOL_KIND_RUNTIME_OTHER;
    if (f->needs_cudart13)
        return TOOL_KIND_DYNAMIC;
    if (f->static_runtime)
        return TOOL_KIND_STATIC;
    if (f->other_cudart[0] != '\0')
        return TOOL_KIND_OTHER_CUDART;
    if (f->registers)
        return TOOL_KIND_DYNAMIC;
    return TOOL_KIND_NO_RUNTIME;
}

static void runtime_report(FILE *out, const char *path, const struct file_facts *f)
{
    enum tool_kind k = kind_of(f);
    if (k == TOOL_KIND_RECORDER) {
        fprintf(out, "  runtime: opencudart's recording interposer (libopencudart-record.so), "
                     "which `opencudart record` loads in front of a libcudart.so.13\n");
    } else if (k == TOOL_KIND_RUNTIME_OURS || k == TOOL_KIND_RUNTIME_NVIDIA) {
        fprintf(out, "  runtime: a runtime library itself: %s libcudart.so.13\n",
                k == TOOL_KIND_RUNTIME_OURS ? "opencudart's" : "NVIDIA's");
    } else if (k == TOOL_KIND_RUNTIME_OTHER) {
        fprintf(out, "  runtime: a runtime library of another CUDA version (SONAME ");
        put_name(out, f->soname, sizeof f->soname);
        fprintf(out, "), not the 13.0 one opencudart provides\n");
    } else if (f->needs_cudart13) {
        fprintf(out, "  runtime: dynamic (NEEDED libcudart.so.13): opencudart can replace it\n");
        tool_loader_report(out, path, &f->search);
    } else if (f->static_runtime) {
        fprintf(out, "  runtime: NVIDIA's static runtime is linked in (nvcc's default "
                     "-cudart static): it cannot be redirected, as the program calls the copy "
                     "inside it, not a library the loader finds; rebuild with "
                     "`nvcc -cudart shared`\n");
    } else if (f->other_cudart[0] != '\0') {
        fprintf(out, "  runtime: NEEDED ");
        put_name(out, f->other_cudart, 64);
        fprintf(out, ": another CUDA version's runtime, not the 13.0 one opencudart provides\n");
    } else if (f->registers) {
        fprintf(out, "  runtime: dynamic, without its own NEEDED libcudart.so.13 (it uses the "
                     "one the program that loads it brings)\n");
    } else if (f->fatbin != NULL) {
        fprintf(out, "  runtime: device code without a runtime of its own (stripped static "
                     "runtime, or loaded by other means)\n");
    } else {
        fprintf(out, "  runtime: does not use the CUDA runtime\n");
    }
}

/* Reads the ELF file's facts into `f` (`*pe`: the ELF handle, for elf_end). 0, or TOOL_EXIT_BAD
 * with one line in `why` for a file that is not a program or library that can be read. */
static int scan(const unsigned char *data, size_t len, Elf **pe, struct file_facts *f, char *why,
                size_t why_len)
{
    *pe = NULL;
    if (elf_version(EV_CURRENT) == EV_NONE) {
        snprintf(why, why_len, "libelf unusable: %s", elf_errmsg(-1));
        return TOOL_EXIT_BAD;
    }
    if (len < 4 || memcmp(data, "\177ELF", 4) != 0) {
        snprintf(why, why_len, "not an ELF file");
        return TOOL_EXIT_BAD;
    }
    Elf *e = *pe = elf_memory((char *)data, len);
    GElf_Ehdr eh;
    size_t shstrndx;
    if (e == NULL || elf_kind(e) != ELF_K_ELF || gelf_getehdr(e, &eh) == NULL ||
        elf_getshdrstrndx(e, &shstrndx) != 0) {
        snprintf(why, why_len, "damaged or truncated ELF file: %s", elf_errmsg(-1));
        return TOOL_EXIT_BAD;
    }
    /* libelf takes headers beyond the end as no headers: a cut file would pass as one without
     * sections. */
    size_t shnum = 0, phnum = 0;
    if (elf_getshdrnum(e, &shnum) != 0 || elf_getphdrnum(e, &phnum) != 0 ||
        (shnum > 0 && (eh.e_shoff > len || shnum > (len - eh.e_shoff) / sizeof(Elf64_Shdr))) ||
        (phnum > 0 && (eh.e_phoff > len || phnum > (len - eh.e_phoff) / sizeof(Elf64_Phdr))) ||
        shnum == 0) {
        snprintf(why, why_len, "damaged or truncated ELF file: its %s headers are not all there",
                 shnum == 0 ? "section" : "program or section");
        return TOOL_EXIT_BAD;
    }
    if (eh.e_type != ET_EXEC && eh.e_type != ET_DYN) {
        snprintf(why, why_len, "not a program or shared library (ELF type %u)%s",
                 (unsigned)eh.e_type, eh.e_type == ET_REL ? ": an object file, link it first" : "");
        return TOOL_EXIT_BAD;
    }
    Elf_Scn *scn = NULL;
    size_t sections = 0;
    while ((scn = elf_nextscn(e, scn)) != NULL && sections++ < 65536) {
        GElf_Shdr sh;
        if (gelf_getshdr(scn, &sh) == NULL)
            continue;
        if (sh.sh_type != SHT_NOBITS && (sh.sh_offset > len || sh.sh_size > len - sh.sh_offset))
            f->truncated = true;
        if (sh.sh_type == SHT_DYNAMIC)
            dynamic_section(e, scn, &sh, f);
        else if (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM)
            symbols(e, scn, &sh, f);
        const char *name = elf_strptr(e, shstrndx, sh.sh_name);
        if (name != NULL && strcmp(name, ".nv_fatbin") == 0 && f->fatbin == NULL) {
            Elf_Data *d = sh.sh_type == SHT_NOBITS ? NULL : elf_rawdata(scn, NULL);
            if (d == NULL || d->d_buf == NULL)
                f->fatbin_unreadable = true;
            else {
                f->fatbin = d->d_buf;
                f->fatbin_len = d->d_size;
            }
        }
    }
    /* ET_DYN is a shared library, or a program (PIE) when it names an interpreter. */
    f->search.shared = eh.e_type == ET_DYN;
    if (eh.e_type == ET_DYN) {
        for (size_t i = 0; i < phnum && i < 65536; i++) {
            GElf_Phdr ph;
            if (gelf_getphdr(e, (int)i, &ph) != NULL && ph.p_type == PT_INTERP)
                f->search.shared = false;
        }
    }
    return 0;
}

int tool_inspect_bytes(const char *path, const unsigned char *data, size_t len,
                       const struct tool_driver *drv, FILE *out)
{
    fputs(path, out);
    fputs(":\n", out);
    struct file_facts f = {0};
    Elf *e;
    char why[256];
    int status = scan(data, len, &e, &f, why, sizeof why);
    if (status != 0) {
        fprintf(out, "  %s\n", why);
        goto done;
    }
    fprintf(out, "  ELF %s %s\n", gelf_getclass(e) == ELFCLASS64 ? "64-bit" : "32-bit",
            f.search.shared ? "shared library" : "program");
    runtime_report(out, path, &f);
    if (f.truncated) {
        fprintf(out, "  damaged or truncated ELF file: sections end past the end of the file\n");
        status = TOOL_EXIT_BAD;
    } else if (f.fatbin_unreadable) {
        fprintf(out, "  .nv_fatbin cannot be read (damaged or truncated file)\n");
        status = TOOL_EXIT_BAD;
    } else if (f.fatbin == NULL) {
        /* A program without kernels (or a library: the runtime itself) is a healthy file. */
        fprintf(out, "  no device code (no .nv_fatbin section): no kernels to check\n");
    } else {
        status = fatbins(out, f.fatbin, f.fatbin_len, drv);
    }
done:
    if (e != NULL)
        elf_end(e);
    return status;
}

/* The whole file in memory (libelf then never reads past what is there). */
static unsigned char *read_file(const char *path, size_t *len, char *why, size_t why_len)
{
    /* O_NONBLOCK: opening a FIFO (or a device) for reading must not wait for a writer; what is
     * not a regular file is refused before anything is read. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        snprintf(why, why_len, "cannot open: %s", strerror(errno));
        if (fd >= 0)
            close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode) || (size_t)st.st_size > MAX_FILE) {
        snprintf(why, why_len, "%s",
                 S_ISREG(st.st_mode) ? "larger than 4 GiB" : "not a file (not a regular file)");
        close(fd);
        return NULL;
    }
    size_t n = (size_t)st.st_size, got = 0;
    unsigned char *buf = malloc(n ? n : 1);
    while (buf != NULL && got < n) {
        ssize_t r = read(fd, buf + got, n - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0) {
            snprintf(why, why_len, "cannot read: %s", r < 0 ? strerror(errno) : "file shrank");
            free(buf);
            close(fd);
            return NULL;
        }
        got += (size_t)r;
    }
    if (buf == NULL)
        snprintf(why, why_len, "cannot read: out of memory");
    close(fd);
    if (buf == NULL)
        return NULL;
    *len = n;
    return buf;
}

enum tool_kind tool_file_kind(const char *path, char *why, size_t why_len)
{
    size_t len = 0;
    unsigned char *data = read_file(path, &len, why, why_len);
    if (data == NULL)
        return TOOL_KIND_UNREADABLE;
    struct file_facts f = {0};
    Elf *e;
    enum tool_kind k =
        scan(data, len, &e, &f, why, why_len) == 0 ? kind_of(&f) : TOOL_KIND_UNREADABLE;
    if (k != TOOL_KIND_UNREADABLE)
        snprintf(why, why_len, "%s", f.soname);
    if (e != NULL)
        elf_end(e);
    free(data);
    return k;
}

int tool_inspect(int argc, char **argv)
{
    const char *none[1];
    int first = tool_parse("inspect", NULL, 0, false, argc, argv, none);
    if (first < 0)
        return first == TOOL_PARSE_HELP ? 0 : TOOL_EXIT_BAD;
    if (first >= argc) {
        tool_bad_usage("inspect", "%s", "no FILE given");
        return TOOL_EXIT_BAD;
    }
    static struct tool_driver drv;
    char why[512];
    bool have_driver = tool_driver_devices(&drv, why, sizeof why);
    if (!have_driver)
        printf("(device check skipped: %s)\n", why);
    int status = 0;
    for (int i = first; i < argc; i++) {
        size_t len = 0;
        char err[256];
        unsigned char *data = read_file(argv[i], &len, err, sizeof err);
        int s;
        if (data == NULL) {
            printf("%s:\n  %s\n", argv[i], err);
            s = TOOL_EXIT_BAD;
        } else {
            s = tool_inspect_bytes(argv[i], data, len, have_driver ? &drv : NULL, stdout);
            free(data);
        }
        if (s > status)
            status = s;
    }
    return status;
}
