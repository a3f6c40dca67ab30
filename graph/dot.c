/*
 * cudaGraphDebugDotPrint's memcpy nodes as NVIDIA's runtime prints them.
 *
 * The DOT text is the driver's (cuGraphDebugDotPrint). With the verbose or memcpy-parameter
 * flags, the driver prints a memcpy node that NVIDIA's runtime made (by any path: the add and
 * set-parameter calls, and stream capture) with the runtime's parameters, a cudaMemcpy3DParms
 * and its kind, which NVIDIA's runtime hands the driver by a private interface; a node of ours
 * is printed with the driver's CUDA_MEMCPY3D (gpu_graphdot on the H200):
 *
 *   NVIDIA's                                        the driver's
 *   | {kind | HtoD (HOST PAGEABLE to DEVICE)}       | {{src | dst} | { MemoryType | Array | Host
 *   | {{srcPtr | dstPtr} | {pitch | ptr | xsize |     | Device | XInBytes | Y | Z | Pitch | Height
 *     ysize | pitch | ...} | {0 | 0x.. | 0 | 0 |     | LOD | MemoryType | ...} | {HOST (HOST
 *     0 | 0x.. | 0 | 0}}                              PAGEABLE) | 0x0 | 0x.. | ... }}
 *   | {{srcPos | {{x | 0} | ...}} | {dstPos | ...}   | {Extent | {WidthInBytes | Height | Depth}
 *     | {Extent | {{Width | 4096} | ...}}}}            | {4096 | 1 | 1}}
 *
 * So the runtime rewrites those two lines of each memcpy record into NVIDIA's form, from the
 * driver's own fields: the kind from the memory types (a unified side is a default copy, else
 * H, D or A for host, device and array memory), the memory descriptions in parentheses as the
 * driver gave them, pointers and arrays as the driver printed them, xsize 0 (NVIDIA's prints
 * it so), ysize the side's height, an array's x position in its elements (a pointer's stays in
 * bytes), and with an array on either side the width in the array's elements. A record that does
 * not parse is left as the driver wrote it.
 */
#include "../memory/copy_side.h"
#include "graph_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char driver_sides[] =
    "| {{src | dst} | { MemoryType | Array | Host | Device | XInBytes "
    "| Y | Z | Pitch | Height | LOD | MemoryType";
static const char driver_extent[] = "| {Extent | {WidthInBytes | Height | Depth} | {";

/* One side of the driver's record: 10 fields, the first "TYPE (DESCRIPTION)". */
struct dot_side {
    char type[16], desc[48], array[32], host[32], device[32];
    unsigned long long x, y, z, pitch, height;
};

/* Split `s` (no braces) at " | " into at most `max` fields, in place. */
static int split_fields(char *s, char **f, int max)
{
    int n = 0;
    while (n < max) {
        f[n++] = s;
        char *bar = strstr(s, " | ");
        if (bar == NULL)
            break;
        *bar = '\0';
        s = bar + 3;
    }
    return n;
}

static bool copy_field(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size)
        return false;
    memcpy(dst, src, n + 1);
    return true;
}

static bool parse_number(const char *s, unsigned long long *out)
{
    char *end;
    *out = strtoull(s, &end, 10);
    return end != s && *end == '\0';
}

static bool parse_side(char **f, struct dot_side *s)
{
    const char *open = strchr(f[0], '('), *close = strrchr(f[0], ')');
    if (open == NULL || close == NULL || close < open || open == f[0])
        return false;
    size_t tn = (size_t)(open - f[0] - 1), dn = (size_t)(close - open - 1);
    if (tn >= sizeof s->type || dn >= sizeof s->desc)
        return false;
    memcpy(s->type, f[0], tn);
    s->type[tn] = '\0';
    memcpy(s->desc, open + 1, dn);
    s->desc[dn] = '\0';
    return copy_field(s->array, sizeof s->array, f[1]) &&
           copy_field(s->host, sizeof s->host, f[2]) &&
           copy_field(s->device, sizeof s->device, f[3]) && parse_number(f[4], &s->x) &&
           parse_number(f[5], &s->y) && parse_number(f[6], &s->z) &&
           parse_number(f[7], &s->pitch) && parse_number(f[8], &s->height);
}

/* The value block of a driver line: what follows its last "} | {", without the closing "}}". */
static char *value_block(char *line)
{
    char *v = NULL;
    for (char *p = strstr(line, "} | {"); p != NULL; p = strstr(p + 1, "} | {"))
        v = p + 5;
    if (v == NULL)
        return NULL;
    char *end = strstr(v, "}}");
    if (end == NULL)
        return NULL;
    *end = '\0';
    return v;
}

static char kind_letter(const char *type)
{
    return strcmp(type, "HOST") == 0 ? 'H' : strcmp(type, "ARRAY") == 0 ? 'A' : 'D';
}

/* The element size of an array the driver printed as `text`, 0 if it cannot be asked. */
static size_t array_elem(const char *text)
{
    struct ocr_copy_side s = {.type = CU_MEMORYTYPE_ARRAY,
                              .array = (CUarray)(uintptr_t)strtoull(text, NULL, 16)};
    return ocr_copy_side_elem(&s) == cudaSuccess && s.elem != 0 ? s.elem : 0;
}

static void put_ptr(FILE *o, const char *name, const struct dot_side *s)
{
    fprintf(o, "| {%s | {pitch | ptr | xsize | ysize} | {%llu | %s | 0 | %llu}}\n", name, s->pitch,
            strcmp(s->type, "HOST") == 0 ? s->host : s->device, s->height);
}

/* NVIDIA's two or three lines for the driver's side and extent lines; false if they do not
 * parse (the caller then keeps the driver's). */
static bool rewrite_record(FILE *o, const char *sides_line, const char *extent_line)
{
    char a[1024], b[256];
    if (!copy_field(a, sizeof a, sides_line) || !copy_field(b, sizeof b, extent_line))
        return false;
    char *sv = value_block(a), *ev = value_block(b);
    char *f[20], *e[3];
    if (sv == NULL || ev == NULL || split_fields(sv, f, 20) != 20 || split_fields(ev, e, 3) != 3)
        return false;
    struct dot_side s, d;
    unsigned long long w, h, dep;
    if (!parse_side(f, &s) || !parse_side(f + 10, &d) || !parse_number(e[0], &w) ||
        !parse_number(e[1], &h) || !parse_number(e[2], &dep))
        return false;
    bool sa = strcmp(s.type, "ARRAY") == 0, da = strcmp(d.type, "ARRAY") == 0;
    size_t elem = 1;
    if (sa || da) {
        elem = array_elem(sa ? s.array : d.array);
        if (elem == 0)
            return false;
    }
    if (strcmp(s.type, "UNIFIED") == 0 || strcmp(d.type, "UNIFIED") == 0)
        fprintf(o, "| {kind | default (%s to %s)}\n", s.desc, d.desc);
    else
        fprintf(o, "| {kind | %cto%c (%s to %s)}\n", kind_letter(s.type), kind_letter(d.type),
                s.desc, d.desc);
    if (sa && da) {
        fprintf(o, "| {{srcArray | dstArray} | {%s | %s}}\n", s.array, d.array);
    } else if (sa) {
        fprintf(o, "| {srcArray | %s}\n", s.array);
        put_ptr(o, "dstPtr", &d);
    } else if (da) {
        put_ptr(o, "srcPtr", &s);
        fprintf(o, "| {dstArray | %s}\n", d.array);
    } else {
        fprintf(o,
                "| {{srcPtr | dstPtr} | {pitch | ptr | xsize | ysize | pitch | ptr | xsize | "
                "ysize} | {%llu | %s | 0 | %llu | %llu | %s | 0 | %llu}}\n",
                s.pitch, strcmp(s.type, "HOST") == 0 ? s.host : s.device, s.height, d.pitch,
                strcmp(d.type, "HOST") == 0 ? d.host : d.device, d.height);
    }
    fprintf(o,
            "| {{srcPos | {{x | %llu} | {y | %llu} | {z | %llu}}} | {dstPos | {{x | %llu} | {y | "
            "%llu} | {z | %llu}}} | {Extent | {{Width | %llu} | {Height | %llu} | {Depth | "
            "%llu}}}}\n",
            s.x / (sa ? elem : 1), s.y, s.z, d.x / (da ? elem : 1), d.y, d.z, w / elem, h, dep);
    return true;
}

void ocr_graph_dot_rewrite(const char *path)
{
    FILE *in = fopen(path, "r");
    if (in == NULL)
        return;
    char *text = NULL, *out = NULL;
    size_t text_len = 0, out_len = 0;
    FILE *t = open_memstream(&text, &text_len);
    if (t == NULL) {
        fclose(in);
        return;
    }
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        fwrite(buf, 1, n, t);
    bool read_ok = !ferror(in);
    fclose(in);
    fclose(t);
    if (!read_ok || strstr(text, driver_sides) == NULL) {
        free(text);
        return;
    }
    FILE *o = open_memstream(&out, &out_len);
    if (o == NULL) {
        free(text);
        return;
    }
    bool changed = false;
    for (char *line = text; *line != '\0';) {
        char *nl = strchr(line, '\n');
        char *next = nl != NULL ? nl + 1 : line + strlen(line);
        if (nl != NULL && strncmp(line, driver_sides, sizeof driver_sides - 1) == 0 &&
            strncmp(next, driver_extent, sizeof driver_extent - 1) == 0) {
            char *nl2 = strchr(next, '\n');
            if (nl2 != NULL) {
                *nl = '\0';
                *nl2 = '\0';
                if (rewrite_record(o, line, next)) {
                    changed = true;
                    line = nl2 + 1;
                    continue;
                }
                *nl = '\n';
                *nl2 = '\n';
            }
        }
        fwrite(line, 1, (size_t)(next - line), o);
        line = next;
    }
    fclose(o);
    if (changed) {
        FILE *w = fopen(path, "w");
        if (w != NULL) {
            fwrite(out, 1, out_len, w);
            fclose(w);
        }
    }
    free(out);
    free(text);
}
