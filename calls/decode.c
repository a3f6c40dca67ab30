/*
 * The decoder: captures that are not inline (calls.h), reading a captured call back, and its
 * JSON (decode.h).
 */
#include "calls.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* -- captures ---------------------------------------------------------------------------------- */

static void put_str_n(struct ocr_call *c, const char *s, size_t n)
{
    if (s == NULL) {
        ocr_put(c, UINT64_MAX);
        return;
    }
    ocr_put(c, n);
    ocr_put_bytes(c, s, n);
}

void ocr_put_str(struct ocr_call *c, const char *s)
{
    put_str_n(c, s, s != NULL ? strnlen(s, OCR_STR_MAX) : 0);
}

void ocr_put_launch_config(struct ocr_call *c, const cudaLaunchConfig_t *config)
{
    ocr_put(c, (uint64_t)(uintptr_t)config);
    uint64_t v[8] = {0};
    if (config != NULL) {
        v[0] = config->gridDim.x, v[1] = config->gridDim.y, v[2] = config->gridDim.z;
        v[3] = config->blockDim.x, v[4] = config->blockDim.y, v[5] = config->blockDim.z;
        v[6] = config->dynamicSmemBytes, v[7] = (uint64_t)(uintptr_t)config->stream;
    }
    ocr_put_bytes(c, v, sizeof v);
}

/* -- reading back ------------------------------------------------------------------------------ */

struct reader {
    const unsigned char *p, *end;
    bool short_;
};

static uint64_t get(struct reader *r)
{
    uint64_t v = 0;
    if ((size_t)(r->end - r->p) < 8) {
        r->short_ = true;
        return 0;
    }
    memcpy(&v, r->p, 8);
    r->p += 8;
    return v;
}

static const unsigned char *get_bytes(struct reader *r, size_t n)
{
    size_t padded = (n + 7) & ~(size_t)7;
    if ((size_t)(r->end - r->p) < padded) {
        r->short_ = true;
        return NULL;
    }
    const unsigned char *p = r->p;
    r->p += padded;
    return p;
}

static void get_str(struct reader *r, struct ocr_arg_value *v)
{
    uint64_t n = get(r);
    if (n == UINT64_MAX || r->short_) {
        v->str = NULL;
        v->str_len = 0;
        return;
    }
    v->str = (const char *)get_bytes(r, n);
    v->str_len = v->str != NULL ? n : 0;
}

static size_t struct_size(unsigned kind)
{
    switch (kind) {
    case OCR_ARG_DIM3:
        return sizeof(dim3);
    case OCR_ARG_EXTENT:
        return sizeof(struct cudaExtent);
    case OCR_ARG_PITCHED:
        return sizeof(struct cudaPitchedPtr);
    case OCR_ARG_MEMLOC:
        return sizeof(struct cudaMemLocation);
    case OCR_ARG_CHANFMT:
        return sizeof(struct cudaChannelFormatDesc);
    default:
        return 0;
    }
}

bool ocr_decode_parse(const struct ocr_api *api, const unsigned char *payload, size_t len,
                      cudaError_t result, struct ocr_arg_value *vals)
{
    struct reader r = {payload, payload + len, false};
    for (unsigned i = 0; i < api->nparams; i++) {
        const struct ocr_param *p = &api->params[i];
        struct ocr_arg_value *v = &vals[i];
        memset(v, 0, sizeof *v);
        switch (p->kind) {
        case OCR_ARG_STR:
            get_str(&r, v);
            break;
        case OCR_ARG_FUNC:
        case OCR_ARG_KERNEL:
            v->v = get(&r);
            get_str(&r, v);
            break;
        case OCR_ARG_LAUNCHCFG:
            v->v = get(&r);
            v->bytes = get_bytes(&r, 64);
            break;
        case OCR_ARG_OUT:
            v->v = get(&r);
            v->out = get(&r);
            v->has_out = result == cudaSuccess && v->v != 0;
            break;
        case OCR_ARG_OPAQUE:
            v->v = get(&r);
            v->bytes = v->v <= OCR_OPAQUE_MAX ? get_bytes(&r, (size_t)v->v) : NULL;
            if (v->bytes == NULL)
                r.short_ = true;
            break;
        default:
            if (struct_size(p->kind) != 0)
                v->bytes = get_bytes(&r, struct_size(p->kind));
            else
                v->v = get(&r);
        }
    }
    return !r.short_;
}

int ocr_decode_find(const struct ocr_api *api, const char *name)
{
    for (unsigned i = 0; i < api->nparams; i++)
        if (strcmp(api->params[i].name, name) == 0)
            return (int)i;
    return -1;
}

const char *ocr_enum_name(unsigned table, long long value)
{
    if (table == 0 || table >= OCR_ENUM_COUNT)
        return NULL;
    const struct ocr_enum_table *t = &ocr_enum_tables[table];
    for (size_t i = 0; i < t->count; i++)
        if (t->names[i].value == value)
            return t->names[i].name;
    return NULL;
}

/* -- JSON ------------------------------------------------------------------------------------ */

#define JSON_FLUSH_AT (1u << 20)

void ocr_json_raw(struct ocr_json *j, const char *s, size_t n)
{
    if (j->failed)
        return;
    if (j->len + n > j->cap) {
        if (j->sink != NULL && j->len > 0 && !ocr_json_flush(j))
            return;
        if (j->len + n > j->cap) {
            size_t cap = j->cap ? j->cap : 4096;
            while (cap < j->len + n)
                cap *= 2;
            char *b = realloc(j->buf, cap);
            if (b == NULL) {
                j->failed = true;
                return;
            }
            j->buf = b;
            j->cap = cap;
        }
    }
    memcpy(j->buf + j->len, s, n);
    j->len += n;
    if (j->sink != NULL && j->len >= JSON_FLUSH_AT)
        ocr_json_flush(j);
}

bool ocr_json_flush(struct ocr_json *j)
{
    if (j->failed)
        return false;
    if (j->sink != NULL && j->len > 0) {
        if (!j->sink(j->ctx, j->buf, j->len)) {
            j->failed = true;
            return false;
        }
        j->len = 0;
    }
    return true;
}

void ocr_json_free(struct ocr_json *j)
{
    free(j->buf);
    j->buf = NULL;
    j->len = j->cap = 0;
}

void ocr_path_for_pid(char *out, size_t len, const char *tmpl, long pid)
{
    size_t n = 0;
    for (const char *c = tmpl; *c != '\0' && n + 1 < len; c++) {
        if (c[0] == '%' && c[1] == 'p') {
            int w = snprintf(out + n, len - n, "%ld", pid);
            n = w > 0 && (size_t)w < len - n ? n + (size_t)w : len - 1;
            c++;
        } else {
            out[n++] = *c;
        }
    }
    out[n] = '\0';
}

void ocr_json_lit(struct ocr_json *j, const char *s)
{
    ocr_json_raw(j, s, strlen(s));
}

/* The length of the valid UTF-8 sequence at s (n bytes left), 0 when it is not one. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    size_t len = s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC2 ? 2 : 0;
    if (s[0] >= 0xF5 || len == 0 || len > n)
        return 0;
    for (size_t i = 1; i < len; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    if (len == 3 && ((s[0] == 0xE0 && s[1] < 0xA0) || (s[0] == 0xED && s[1] >= 0xA0)))
        return 0; /* overlong, or a surrogate */
    if (len == 4 && ((s[0] == 0xF0 && s[1] < 0x90) || (s[0] == 0xF4 && s[1] >= 0x90)))
        return 0;
    return len;
}

void ocr_json_str(struct ocr_json *j, const char *s, size_t n)
{
    const unsigned char *u = (const unsigned char *)s;
    ocr_json_raw(j, "\"", 1);
    size_t run = 0; /* bytes copied as they are, pending */
    for (size_t i = 0; i < n;) {
        unsigned char ch = u[i];
        const char *esc = NULL;
        char buf[8];
        size_t skip = 1;
        if (ch == '"')
            esc = "\\\"";
        else if (ch == '\\')
            esc = "\\\\";
        else if (ch == '\n')
            esc = "\\n";
        else if (ch == '\r')
            esc = "\\r";
        else if (ch == '\t')
            esc = "\\t";
        else if (ch < 0x20 || ch == 0x7F) {
            snprintf(buf, sizeof buf, "\\u%04x", ch);
            esc = buf;
        } else if (ch >= 0x80) {
            size_t len = utf8_len(u + i, n - i);
            if (len == 0) { /* not UTF-8: the byte as the Latin-1 character */
                snprintf(buf, sizeof buf, "\\u%04x", ch);
                esc = buf;
            } else
                skip = len;
        }
        if (esc != NULL) {
            ocr_json_raw(j, s + i - run, run);
            run = 0;
            ocr_json_lit(j, esc);
        } else
            run += skip;
        i += skip;
    }
    ocr_json_raw(j, s + n - run, run);
    ocr_json_raw(j, "\"", 1);
}

void ocr_json_cstr(struct ocr_json *j, const char *s)
{
    if (s == NULL)
        ocr_json_lit(j, "null");
    else
        ocr_json_str(j, s, strlen(s));
}

void ocr_json_u64(struct ocr_json *j, uint64_t v)
{
    char buf[24];
    int n = snprintf(buf, sizeof buf, "%llu", (unsigned long long)v);
    ocr_json_raw(j, buf, (size_t)n);
}

void ocr_json_i64(struct ocr_json *j, int64_t v)
{
    char buf[24];
    int n = snprintf(buf, sizeof buf, "%lld", (long long)v);
    ocr_json_raw(j, buf, (size_t)n);
}

void ocr_json_hex(struct ocr_json *j, uint64_t v)
{
    char buf[24];
    int n = snprintf(buf, sizeof buf, "\"0x%llx\"", (unsigned long long)v);
    ocr_json_raw(j, buf, (size_t)n);
}

void ocr_json_double(struct ocr_json *j, double v, int decimals)
{
    char buf[64];
    if (v != v || v > 1e300 || v < -1e300) { /* JSON has no NaN or infinity */
        ocr_json_lit(j, "null");
        return;
    }
    int n = snprintf(buf, sizeof buf, "%.*f", decimals, v);
    ocr_json_raw(j, buf, (size_t)n);
}

/* -- handles ----------------------------------------------------------------------------------- */

uint32_t ocr_handle_id(struct ocr_handles *h, unsigned kind, uint64_t value)
{
    if (kind >= OCR_HANDLE_COUNT)
        return 0;
    if (h->used * 2 >= h->cap) {
        size_t cap = h->cap ? h->cap * 2 : 256;
        struct ocr_handle_slot *s = calloc(cap, sizeof *s);
        if (s == NULL)
            return 0;
        for (size_t i = 0; i < h->cap; i++) {
            if (h->slots[i].id == 0)
                continue;
            size_t k = (size_t)((h->slots[i].value * 0x9E3779B97F4A7C15ull) ^ h->slots[i].kind);
            while (s[k & (cap - 1)].id != 0)
                k++;
            s[k & (cap - 1)] = h->slots[i];
        }
        free(h->slots);
        h->slots = s;
        h->cap = cap;
    }
    size_t k = (size_t)((value * 0x9E3779B97F4A7C15ull) ^ kind);
    for (;; k++) {
        struct ocr_handle_slot *s = &h->slots[k & (h->cap - 1)];
        if (s->id == 0) {
            s->value = value;
            s->kind = kind;
            s->id = ++h->next[kind];
            h->used++;
            return s->id;
        }
        if (s->value == value && s->kind == kind)
            return s->id;
    }
}

void ocr_handles_free(struct ocr_handles *h)
{
    free(h->slots);
    memset(h, 0, sizeof *h);
}

void ocr_json_handle(struct ocr_json *j, struct ocr_handles *h, unsigned kind, uint64_t value,
                     bool ptds)
{
    if (kind == OCR_HANDLE_stream && value <= 2) {
        ocr_json_lit(j, value == 2 || (value == 0 && ptds) ? "\"cudaStreamPerThread\""
                        : value == 1                       ? "\"cudaStreamLegacy\""
                                                           : "\"default stream\"");
        return;
    }
    if (value == 0) {
        ocr_json_lit(j, "null");
        return;
    }
    char buf[64];
    snprintf(buf, sizeof buf, "%s#%u", kind < OCR_HANDLE_COUNT ? ocr_handle_kinds[kind] : "?",
             ocr_handle_id(h, kind, value));
    ocr_json_cstr(j, buf);
}

/* -- names --------------------------------------------------------------------------------------
 */

void ocr_demangle(const char *name, size_t len, char *buf, size_t buflen)
{
    char mangled[OCR_STR_MAX + 1];
    if (len > OCR_STR_MAX)
        len = OCR_STR_MAX;
    memcpy(mangled, name, len);
    mangled[len] = '\0';
    ocr_demangle_str(mangled, buf, buflen);
}

/* -- args ----------------------------------------------------------------------------------------
 */

void ocr_json_key(struct ocr_json *j, bool *first, const char *prefix, const char *name)
{
    ocr_json_lit(j, *first ? "\"" : ",\"");
    *first = false;
    ocr_json_lit(j, prefix);
    ocr_json_lit(j, name); /* the header's identifiers need no escaping */
    ocr_json_lit(j, "\":");
}

void ocr_json_error(struct ocr_json *j, cudaError_t e)
{
    const char *name = ocr_error_name(e);
    if (name != NULL)
        ocr_json_cstr(j, name);
    else
        ocr_json_i64(j, e);
}

static void json_enum(struct ocr_json *j, unsigned table, long long v)
{
    const char *name = ocr_enum_name(table, v);
    if (name != NULL)
        ocr_json_cstr(j, name);
    else
        ocr_json_i64(j, v);
}

static void json_u32s(struct ocr_json *j, const uint32_t *v, int n)
{
    ocr_json_lit(j, "[");
    for (int i = 0; i < n; i++) {
        if (i)
            ocr_json_lit(j, ",");
        ocr_json_u64(j, v[i]);
    }
    ocr_json_lit(j, "]");
}

/* A scalar of `kind` (an output's, or a parameter's). */
static void json_scalar(struct ocr_json *j, unsigned kind, unsigned aux, uint64_t v,
                        struct ocr_handles *h, bool ptds)
{
    switch (kind) {
    case OCR_ARG_INT:
        ocr_json_i64(j, (int32_t)(uint32_t)v);
        break;
    case OCR_ARG_UINT:
        ocr_json_u64(j, (uint32_t)v);
        break;
    case OCR_ARG_SIZE:
        ocr_json_u64(j, v);
        break;
    case OCR_ARG_FLOAT: {
        uint32_t bits = (uint32_t)v;
        float f;
        memcpy(&f, &bits, sizeof f);
        ocr_json_double(j, f, 6);
        break;
    }
    case OCR_ARG_ENUM:
        json_enum(j, aux, (int32_t)(uint32_t)v);
        break;
    case OCR_ARG_ERROR:
        ocr_json_error(j, (cudaError_t)(int32_t)(uint32_t)v);
        break;
    case OCR_ARG_HANDLE:
        ocr_json_handle(j, h, aux, v, ptds);
        break;
    default:
        ocr_json_hex(j, v);
    }
}

static void json_name(struct ocr_json *j, const struct ocr_arg_value *v)
{
    if (v->str == NULL) {
        ocr_json_hex(j, v->v);
        return;
    }
    char name[1024];
    ocr_demangle(v->str, v->str_len, name, sizeof name);
    ocr_json_cstr(j, name);
}

static void json_value(struct ocr_json *j, const struct ocr_param *p, const struct ocr_arg_value *v,
                       struct ocr_handles *h, bool ptds)
{
    switch (p->kind) {
    case OCR_ARG_STR:
        if (v->str == NULL)
            ocr_json_lit(j, "null");
        else
            ocr_json_str(j, v->str, v->str_len);
        return;
    case OCR_ARG_FUNC:
    case OCR_ARG_KERNEL:
        json_name(j, v);
        return;
    case OCR_ARG_OUT:
    case OCR_ARG_PTR:
        ocr_json_hex(j, v->v);
        return;
    case OCR_ARG_OPAQUE: {
        /* "bytes:" and the structure's bytes in hex, in memory order. */
        static const char hex[] = "0123456789abcdef";
        char text[2 * OCR_OPAQUE_MAX + 9];
        size_t n = 0;
        memcpy(text, "\"bytes:", 7);
        n = 7;
        for (uint64_t i = 0; i < v->v; i++) {
            text[n++] = hex[v->bytes[i] >> 4];
            text[n++] = hex[v->bytes[i] & 15];
        }
        text[n++] = '"';
        text[n] = '\0';
        ocr_json_lit(j, text);
        return;
    }
    case OCR_ARG_DIM3: {
        dim3 d;
        memcpy(&d, v->bytes, sizeof d);
        json_u32s(j, (uint32_t[]){d.x, d.y, d.z}, 3);
        return;
    }
    case OCR_ARG_EXTENT: {
        struct cudaExtent e;
        memcpy(&e, v->bytes, sizeof e);
        ocr_json_lit(j, "{\"width\":");
        ocr_json_u64(j, e.width);
        ocr_json_lit(j, ",\"height\":");
        ocr_json_u64(j, e.height);
        ocr_json_lit(j, ",\"depth\":");
        ocr_json_u64(j, e.depth);
        ocr_json_lit(j, "}");
        return;
    }
    case OCR_ARG_PITCHED: {
        struct cudaPitchedPtr pp;
        memcpy(&pp, v->bytes, sizeof pp);
        ocr_json_lit(j, "{\"ptr\":");
        ocr_json_hex(j, (uint64_t)(uintptr_t)pp.ptr);
        ocr_json_lit(j, ",\"pitch\":");
        ocr_json_u64(j, pp.pitch);
        ocr_json_lit(j, ",\"xsize\":");
        ocr_json_u64(j, pp.xsize);
        ocr_json_lit(j, ",\"ysize\":");
        ocr_json_u64(j, pp.ysize);
        ocr_json_lit(j, "}");
        return;
    }
    case OCR_ARG_MEMLOC: {
        struct cudaMemLocation l;
        memcpy(&l, v->bytes, sizeof l);
        ocr_json_lit(j, "{\"type\":");
        json_enum(j, OCR_ENUM_cudaMemLocationType, l.type);
        ocr_json_lit(j, ",\"id\":");
        ocr_json_i64(j, l.id);
        ocr_json_lit(j, "}");
        return;
    }
    case OCR_ARG_CHANFMT: {
        struct cudaChannelFormatDesc f;
        memcpy(&f, v->bytes, sizeof f);
        ocr_json_lit(j, "{\"x\":");
        ocr_json_i64(j, f.x);
        ocr_json_lit(j, ",\"y\":");
        ocr_json_i64(j, f.y);
        ocr_json_lit(j, ",\"z\":");
        ocr_json_i64(j, f.z);
        ocr_json_lit(j, ",\"w\":");
        ocr_json_i64(j, f.w);
        ocr_json_lit(j, ",\"f\":");
        json_enum(j, OCR_ENUM_cudaChannelFormatKind, f.f);
        ocr_json_lit(j, "}");
        return;
    }
    case OCR_ARG_LAUNCHCFG: {
        if (v->v == 0 || v->bytes == NULL) {
            ocr_json_lit(j, "null");
            return;
        }
        uint64_t c[8];
        memcpy(c, v->bytes, sizeof c);
        ocr_json_lit(j, "{\"gridDim\":");
        json_u32s(j, (uint32_t[]){(uint32_t)c[0], (uint32_t)c[1], (uint32_t)c[2]}, 3);
        ocr_json_lit(j, ",\"blockDim\":");
        json_u32s(j, (uint32_t[]){(uint32_t)c[3], (uint32_t)c[4], (uint32_t)c[5]}, 3);
        ocr_json_lit(j, ",\"dynamicSmemBytes\":");
        ocr_json_u64(j, c[6]);
        ocr_json_lit(j, ",\"stream\":");
        ocr_json_handle(j, h, OCR_HANDLE_stream, c[7], ptds);
        ocr_json_lit(j, "}");
        return;
    }
    default:
        json_scalar(j, p->kind, p->aux, v->v, h, ptds);
    }
}

void ocr_decode_params(struct ocr_json *j, const struct ocr_api *api,
                       const struct ocr_arg_value *vals, struct ocr_handles *h, bool *first)
{
    for (unsigned i = 0; i < api->nparams; i++) {
        const struct ocr_param *p = &api->params[i];
        ocr_json_key(j, first, "", p->name);
        json_value(j, p, &vals[i], h, api->ptds);
        if (p->kind == OCR_ARG_OUT && vals[i].has_out) {
            ocr_json_key(j, first, "*", p->name);
            json_scalar(j, p->out, p->aux, vals[i].out, h, api->ptds);
        }
    }
}

void ocr_decode_args(struct ocr_json *j, const struct ocr_api *api,
                     const struct ocr_arg_value *vals, cudaError_t result, bool injected,
                     struct ocr_handles *h)
{
    bool first = true;
    ocr_json_lit(j, "{");
    ocr_decode_params(j, api, vals, h, &first);
    ocr_json_key(j, &first, "", "result");
    ocr_json_error(j, result);
    if (injected)
        ocr_json_lit(j, ",\"injected\":true");
    ocr_json_lit(j, "}");
}
