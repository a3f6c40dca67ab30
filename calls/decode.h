/*
 * The decoder of runtime calls (decode.c): what each exported function's parameters are (the
 * table generated from the toolkit's headers by generators/gen_entries.py, api_table_generated.c),
 * how a call's arguments are captured (calls.h: one 8-byte slot per value, strings and
 * structures inline) and how a captured call reads back as JSON (names as the header spells
 * them, enums by name, pointers in hex, handles as stable ids). Shared by the timeline trace
 * and by the recorder (record/): the captures that name kernels are each one's own
 * (capture.c, record/record.c).
 */
#ifndef OCR_DECODE_H
#define OCR_DECODE_H

#include "api_table_generated.h"
#include "demangle.h"
#include "internal.h"

#include <stdio.h>

#pragma GCC visibility push(hidden)

/* How one parameter is captured and decoded. */
enum ocr_arg_kind {
    OCR_ARG_NONE,
    OCR_ARG_INT,       /* a signed 32-bit number */
    OCR_ARG_UINT,      /* an unsigned 32-bit number */
    OCR_ARG_SIZE,      /* an unsigned 64-bit number (size_t, unsigned long long) */
    OCR_ARG_FLOAT,     /* a float (outputs only) */
    OCR_ARG_ENUM,      /* by name, from the table `aux` */
    OCR_ARG_ERROR,     /* a cudaError_t, by its name (src/error_table.h) */
    OCR_ARG_PTR,       /* an address, in hex */
    OCR_ARG_HANDLE,    /* a handle of kind `aux`, as a stable id ("stream#2") */
    OCR_ARG_STR,       /* a string, copied at the call */
    OCR_ARG_DIM3,      /* [x,y,z] */
    OCR_ARG_EXTENT,    /* {"width","height","depth"} */
    OCR_ARG_PITCHED,   /* {"ptr","pitch","xsize","ysize"} */
    OCR_ARG_MEMLOC,    /* {"type","id"} */
    OCR_ARG_CHANFMT,   /* {"x","y","z","w","f"} */
    OCR_ARG_OPAQUE,    /* a structure by value without a field decoder: its bytes, in hex */
    OCR_ARG_FUNC,      /* a host stub or kernel: its address and, after a success, its name */
    OCR_ARG_KERNEL,    /* a cudaKernel_t with its name */
    OCR_ARG_LAUNCHCFG, /* a const cudaLaunchConfig_t *: grid, block, shared memory, stream */
    OCR_ARG_OUT,       /* a pointer the call writes one value of kind `out` through */
};

/* The GPU work a call enqueues. */
enum ocr_work {
    OCR_WORK_NONE,
    OCR_WORK_KERNEL,
    OCR_WORK_MEMCPY,
    OCR_WORK_MEMSET,
    OCR_WORK_GRAPH,
    OCR_WORK_HOST,
};

struct ocr_param {
    const char *name; /* the header's parameter name */
    unsigned char kind, out;
    unsigned short aux; /* enum table (OCR_ENUM_*) or handle kind (OCR_HANDLE_*) */
};

struct ocr_api {
    const char *name; /* the name traced: the entry point's own (the hidden launch's is
                         cudaLaunchKernel) */
    const struct ocr_param *params;
    unsigned char work; /* enum ocr_work */
    unsigned char nparams;
    bool ptds; /* a per-thread-default-stream twin */
};

struct ocr_enum_name {
    long long value;
    const char *name;
};
struct ocr_enum_table {
    const char *name;
    const struct ocr_enum_name *names;
    size_t count;
};

extern const struct ocr_api ocr_api_table[OCR_FN_COUNT];
extern const struct ocr_enum_table ocr_enum_tables[OCR_ENUM_COUNT];
extern const char *const ocr_handle_kinds[OCR_HANDLE_COUNT];

/* The enumerator of `value` in table `table`, or NULL. */
const char *ocr_enum_name(unsigned table, long long value);

/* Longest string captured (longer ones are cut there). */
#define OCR_STR_MAX 255
/* The largest structure passed by value that is captured as bytes (cudaEglFrame is the
 * largest such parameter of the API). */
#define OCR_OPAQUE_MAX 512

/* One parameter's captured value, read back. */
struct ocr_arg_value {
    uint64_t v;      /* the value (the pointer, for OUT, FUNC, KERNEL, LAUNCHCFG) */
    uint64_t out;    /* OUT: what the call wrote (valid when `has_out`) */
    bool has_out;    /* OUT: the call succeeded and the pointer was not NULL */
    const char *str; /* STR, FUNC, KERNEL: the string (not terminated), or NULL */
    size_t str_len;
    const unsigned char *bytes; /* structures by value; LAUNCHCFG: 8 slots */
};

/* Reads the payload of a call of `api` (as the calls.h puts wrote it) into `vals` (nparams
 * entries); false when it is shorter than the table says. */
bool ocr_decode_parse(const struct ocr_api *api, const unsigned char *payload, size_t len,
                      cudaError_t result, struct ocr_arg_value *vals);
/* The index of the parameter called `name`, or -1. */
int ocr_decode_find(const struct ocr_api *api, const char *name);

/* -- JSON ------------------------------------------------------------------------------------ */
/* An output buffer; `sink` (when set) takes it whenever it grows past its threshold. A failed
 * allocation or write sets `failed`: the rest is not written. */
struct ocr_json {
    char *buf;
    size_t len, cap;
    bool failed;
    bool (*sink)(void *ctx, const char *buf, size_t len);
    void *ctx;
};
void ocr_json_raw(struct ocr_json *j, const char *s, size_t n);
void ocr_json_lit(struct ocr_json *j, const char *s);           /* NUL-terminated, unescaped */
void ocr_json_str(struct ocr_json *j, const char *s, size_t n); /* quoted and escaped */
void ocr_json_cstr(struct ocr_json *j, const char *s);          /* NULL: null */
void ocr_json_u64(struct ocr_json *j, uint64_t v);
void ocr_json_i64(struct ocr_json *j, int64_t v);
void ocr_json_hex(struct ocr_json *j, uint64_t v); /* "0x1f" */
void ocr_json_double(struct ocr_json *j, double v, int decimals);
bool ocr_json_flush(struct ocr_json *j); /* hands everything to the sink */
void ocr_json_free(struct ocr_json *j);

/* A trace file's name: `tmpl` with each %p replaced by `pid` (OPENCUDART_TRACE_FILE,
 * OPENCUDART_RECORD_FILE), cut to fit `len` bytes with its NUL. */
void ocr_path_for_pid(char *out, size_t len, const char *tmpl, long pid);

/* Stable ids of handles: the n-th distinct handle of a kind seen gets id n (from 1). */
struct ocr_handles {
    struct ocr_handle_slot {
        uint64_t value;
        uint32_t kind, id;
    } * slots;
    size_t cap, used;
    uint32_t next[OCR_HANDLE_COUNT];
};
uint32_t ocr_handle_id(struct ocr_handles *h, unsigned kind, uint64_t value);
void ocr_handles_free(struct ocr_handles *h);
/* A handle as JSON: a stable id ("stream#2"), null for NULL; streams 0, cudaStreamLegacy and
 * cudaStreamPerThread by what they mean. */
void ocr_json_handle(struct ocr_json *j, struct ocr_handles *h, unsigned kind, uint64_t value,
                     bool ptds);

/* An object's key: `"prefix name":`, after a comma unless *first (which it clears). */
void ocr_json_key(struct ocr_json *j, bool *first, const char *prefix, const char *name);

/* A cudaError_t as JSON: its name ("cudaErrorMemoryAllocation"), or the number of a code the
 * runtime does not know. */
void ocr_json_error(struct ocr_json *j, cudaError_t e);

/* Demangles a kernel's name into buf (the C++ runtime's demangler when the process has one):
 * ocr_demangle the first `len` bytes of `name` (at most OCR_STR_MAX), ocr_demangle_str a whole
 * NUL-terminated name (the trace's launch lines). */
void ocr_demangle(const char *name, size_t len, char *buf, size_t buflen);
/* ocr_demangle_str: src/demangle.h. */

/* Writes every parameter of a call under its name (outputs also as "*name"), each preceded by
 * a comma unless *first (cleared then): the inside of an `args` object. */
void ocr_decode_params(struct ocr_json *j, const struct ocr_api *api,
                       const struct ocr_arg_value *vals, struct ocr_handles *h, bool *first);
/* Writes the `args` object of a call (every parameter under its name, outputs also as
 * "*name", and "result"; "injected": true after it for a call whose error fault injection
 * gave, OPENCUDART_FAULT). */
void ocr_decode_args(struct ocr_json *j, const struct ocr_api *api,
                     const struct ocr_arg_value *vals, cudaError_t result, bool injected,
                     struct ocr_handles *h);

#pragma GCC visibility pop

#endif
