/*
 * The fake driver's libraries, kernels and launches (see fake_driver_internal.h): libraries
 * loaded from fatbins with the loads recorded (fake_library_load), the kernels, globals and
 * managed variables asked of them with the names asked recorded, names a test declares or hides
 * (fake_define_global, fake_hide_name), kernels' functions, names and attributes, and
 * cuLaunchKernel/cuLaunchKernelEx and their per-thread twins, which check the configuration as
 * the driver does and record the last launch.
 */
#include "fake_driver_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* -- state ------------------------------------------------------------------------------------- */

/* libraries, kernels, globals */
struct fake_lib {
    bool loaded;
    const void *code;
};
#define MAX_LIBS 1024
static struct fake_lib libs[MAX_LIBS];
static size_t n_libs;
#define MAX_LOADS 1024
static struct fake_library_load loads[MAX_LOADS];
static size_t n_loads;

#define NAME_LEN 128
struct fake_kernel {
    struct fake_lib *lib;
    char name[NAME_LEN];
    char function_tag; /* its address is the CUfunction of this kernel */
};
#define MAX_KERNELS 8192
static struct fake_kernel kernels[MAX_KERNELS];
static size_t n_kernels;

struct fake_global {
    struct fake_lib *lib;
    char name[NAME_LEN];
};
#define MAX_GLOBALS 4096
static struct fake_global globals[MAX_GLOBALS];
static size_t n_globals;

#define MAX_DEFS 256
static struct {
    char name[NAME_LEN];
    size_t size;
} defs[MAX_DEFS];
static size_t n_defs;
static char hidden[MAX_DEFS][NAME_LEN];
static size_t n_hidden;

#define MAX_ASKED 8192
static char asked[MAX_ASKED][NAME_LEN];
static size_t n_asked;

/* launches */
static struct fake_launch last_launch;
static size_t n_launches;

/* -- helpers ----------------------------------------------------------------------------------- */

static void copy_name(char *dst, const char *src)
{
    snprintf(dst, NAME_LEN, "%s", src ? src : "");
}

/* -- libraries --------------------------------------------------------------------------------- */

static struct fake_lib *lib_of(CUlibrary lib)
{
    if (!IN_ARRAY(lib, libs, MAX_LIBS) || !((struct fake_lib *)lib)->loaded)
        return NULL;
    return (struct fake_lib *)lib;
}

static bool is_hidden(const char *name)
{
    for (size_t i = 0; i < n_hidden; i++)
        if (strcmp(hidden[i], name) == 0)
            return true;
    return false;
}

static void note_asked(const char *name)
{
    if (n_asked < MAX_ASKED)
        copy_name(asked[n_asked], name);
    n_asked++;
}

/* Find or make the kernel record of (lib, name). Called with the lock held. */
static struct fake_kernel *kernel_record(struct fake_lib *l, const char *name)
{
    for (size_t i = 0; i < n_kernels; i++)
        if (kernels[i].lib == l && strcmp(kernels[i].name, name) == 0)
            return &kernels[i];
    if (n_kernels >= MAX_KERNELS) {
        fprintf(stderr, "fake driver: more than %d kernels\n", MAX_KERNELS);
        abort();
    }
    struct fake_kernel *k = &kernels[n_kernels++];
    k->lib = l;
    copy_name(k->name, name);
    return k;
}

static struct fake_kernel *kernel_of(CUkernel kernel)
{
    return IN_ARRAY(kernel, kernels, MAX_KERNELS) ? (struct fake_kernel *)kernel : NULL;
}

static struct fake_kernel *kernel_of_function(CUfunction f)
{
    char *p = (char *)f;
    pthread_mutex_lock(&fake_lock);
    size_t n = n_kernels;
    pthread_mutex_unlock(&fake_lock);
    for (size_t i = 0; i < n; i++)
        if (p == &kernels[i].function_tag)
            return &kernels[i];
    return kernel_of((CUkernel)f);
}

/* Index of the global record of (lib, name). Called with the lock held. */
static size_t global_index(struct fake_lib *l, const char *name)
{
    for (size_t i = 0; i < n_globals; i++)
        if (globals[i].lib == l && strcmp(globals[i].name, name) == 0)
            return i;
    if (n_globals >= MAX_GLOBALS) {
        fprintf(stderr, "fake driver: more than %d globals\n", MAX_GLOBALS);
        abort();
    }
    globals[n_globals].lib = l;
    copy_name(globals[n_globals].name, name);
    return n_globals++;
}

static size_t global_size(const char *name)
{
    for (size_t i = 0; i < n_defs; i++)
        if (strcmp(defs[i].name, name) == 0)
            return defs[i].size;
    return fake_config.global_size;
}

static CUresult fake_cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jo,
                                       void **jv, unsigned njit, CUlibraryOption *lo, void **lv,
                                       unsigned nlib)
{
    ENTER(cuLibraryLoadData);
    (void)jo, (void)jv;
    if (library == NULL || code == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    if (n_libs >= MAX_LIBS) {
        pthread_mutex_unlock(&fake_lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    struct fake_lib *l = &libs[n_libs++];
    l->loaded = true;
    l->code = code;
    if (n_loads < MAX_LOADS) {
        struct fake_library_load *rec = &loads[n_loads];
        memset(rec, 0, sizeof(*rec));
        rec->lib = (CUlibrary)l;
        rec->code = code;
        rec->num_jit_options = njit;
        rec->num_library_options = nlib;
        for (unsigned i = 0; i < nlib && i < 4; i++) {
            rec->library_options[i] = lo[i];
            rec->library_option_values[i] = lv[i];
        }
    }
    n_loads++;
    pthread_mutex_unlock(&fake_lock);
    *library = (CUlibrary)l;
    return CUDA_SUCCESS;
}

static CUresult fake_cuLibraryUnload(CUlibrary library)
{
    ENTER(cuLibraryUnload);
    pthread_mutex_lock(&fake_lock);
    struct fake_lib *l = lib_of(library);
    if (l != NULL) {
        l->loaded = false;
        fake_args.unloaded = library;
    }
    pthread_mutex_unlock(&fake_lock);
    return l ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

static CUresult fake_cuLibraryGetKernel(CUkernel *kernel, CUlibrary library, const char *name)
{
    ENTER(cuLibraryGetKernel);
    if (kernel == NULL || name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    note_asked(name);
    struct fake_lib *l = lib_of(library);
    CUresult r = l == NULL         ? CUDA_ERROR_INVALID_HANDLE
                 : is_hidden(name) ? CUDA_ERROR_NOT_FOUND
                                   : CUDA_SUCCESS;
    if (r == CUDA_SUCCESS)
        *kernel = (CUkernel)kernel_record(l, name);
    pthread_mutex_unlock(&fake_lock);
    return r;
}

static CUdeviceptr global_address(size_t i)
{
    return 0x300000000000ULL + (CUdeviceptr)i * 0x10000;
}

/* cuLibraryGetGlobal and cuLibraryGetManaged: a managed variable is a global as well, at the
 * same address. */
static CUresult get_global(CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name)
{
    if (name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    note_asked(name);
    struct fake_lib *l = lib_of(library);
    CUresult r = l == NULL         ? CUDA_ERROR_INVALID_HANDLE
                 : is_hidden(name) ? CUDA_ERROR_NOT_FOUND
                                   : CUDA_SUCCESS;
    if (r == CUDA_SUCCESS) {
        size_t i = global_index(l, name);
        if (dptr)
            *dptr = global_address(i);
        if (bytes)
            *bytes = global_size(name);
    }
    pthread_mutex_unlock(&fake_lock);
    return r;
}

static CUresult fake_cuLibraryGetGlobal(CUdeviceptr *dptr, size_t *bytes, CUlibrary library,
                                        const char *name)
{
    ENTER(cuLibraryGetGlobal);
    return get_global(dptr, bytes, library, name);
}

static CUresult fake_cuLibraryGetManaged(CUdeviceptr *dptr, size_t *bytes, CUlibrary library,
                                         const char *name)
{
    ENTER(cuLibraryGetManaged);
    return get_global(dptr, bytes, library, name);
}

static CUresult fake_cuKernelGetFunction(CUfunction *func, CUkernel kernel)
{
    ENTER(cuKernelGetFunction);
    NEED_CTX();
    if (func == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    struct fake_kernel *k = kernel_of(kernel);
    if (k == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *func = (CUfunction)&k->function_tag;
    return CUDA_SUCCESS;
}

static CUresult fake_cuKernelGetName(const char **name, CUkernel kernel)
{
    ENTER(cuKernelGetName);
    struct fake_kernel *k = kernel_of(kernel);
    if (k == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    if (name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *name = k->name;
    return CUDA_SUCCESS;
}

static CUresult fake_cuFuncGetName(const char **name, CUfunction f)
{
    ENTER(cuFuncGetName);
    struct fake_kernel *k = kernel_of_function(f);
    if (k == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    if (name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *name = k->name;
    return CUDA_SUCCESS;
}

/* Function attributes read back as 1000 + the attribute's number, so a test sees which field
 * got which attribute. */
static CUresult fake_cuFuncGetAttribute(int *pi, CUfunction_attribute attr, CUfunction f)
{
    ENTER(cuFuncGetAttribute);
    (void)f;
    /* 13.3's CU_FUNC_ATTRIBUTE_DEVICE_NODE_UPDATE_SUPPORTED (16), from a driver that says 13.3 */
    int max = fake_config.driver_version >= 13030 ? 17 : CU_FUNC_ATTRIBUTE_MAX;
    if (pi == NULL || (int)attr < 0 || (int)attr >= max)
        return CUDA_ERROR_INVALID_VALUE;
    *pi = 1000 + (int)attr;
    return CUDA_SUCCESS;
}

static CUresult fake_cuKernelGetAttribute(int *pi, CUfunction_attribute attr, CUkernel k,
                                          CUdevice dev)
{
    ENTER(cuKernelGetAttribute);
    (void)k;
    if (fake_device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pi == NULL || (int)attr < 0 || attr >= CU_FUNC_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    *pi = 1000 + (int)attr;
    return CUDA_SUCCESS;
}

/* -- launch ------------------------------------------------------------------------------------ */

static CUresult impl_cuLaunchKernel(bool ptds, CUfunction f, unsigned gx, unsigned gy, unsigned gz,
                                    unsigned bx, unsigned by, unsigned bz, unsigned shmem,
                                    CUstream stream, void **params, void **extra)
{
    NEED_CTX();
    if (f == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    /* The driver's configuration checks: an empty grid or block, too many threads. */
    if (gx == 0 || gy == 0 || gz == 0 || bx == 0 || by == 0 || bz == 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (bx > 1024 || by > 1024 || bz > 64 || (unsigned long long)bx * by * bz > 1024 ||
        gy > 65535 || gz > 65535)
        return CUDA_ERROR_INVALID_VALUE;
    if (shmem > 232448)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    last_launch = (struct fake_launch){.ptds = ptds,
                                       .f = f,
                                       .grid = {gx, gy, gz},
                                       .block = {bx, by, bz},
                                       .shmem = shmem,
                                       .stream = stream,
                                       .params = params,
                                       .extra = extra,
                                       .ctx = fake_current_context()};
    n_launches++;
    fake_args.stream = stream;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuLaunchKernel,
          (CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
           unsigned bz, unsigned shmem, CUstream stream, void **params, void **extra),
          f, gx, gy, gz, bx, by, bz, shmem, stream, params, extra)

static CUresult impl_cuLaunchKernelEx(bool ptds, const CUlaunchConfig *c, CUfunction f,
                                      void **params, void **extra)
{
    if (c == NULL || (c->numAttrs > 0 && c->attrs == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    CUresult r = impl_cuLaunchKernel(ptds, f, c->gridDimX, c->gridDimY, c->gridDimZ, c->blockDimX,
                                     c->blockDimY, c->blockDimZ, c->sharedMemBytes, c->hStream,
                                     params, extra);
    if (r == CUDA_SUCCESS) {
        pthread_mutex_lock(&fake_lock);
        last_launch.ex = true;
        last_launch.attrs = c->attrs;
        last_launch.num_attrs = c->numAttrs;
        pthread_mutex_unlock(&fake_lock);
    }
    return r;
}
TWIN_PAIR(cuLaunchKernelEx, (const CUlaunchConfig *c, CUfunction f, void **params, void **extra), c,
          f, params, extra)

/* -- the test-side interface ------------------------------------------------------------------- */

size_t fake_library_loads(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = n_loads;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

const struct fake_library_load *fake_library_load(size_t i)
{
    pthread_mutex_lock(&fake_lock);
    const struct fake_library_load *l = (i < n_loads && i < MAX_LOADS) ? &loads[i] : NULL;
    pthread_mutex_unlock(&fake_lock);
    return l;
}

bool fake_library_loaded(CUlibrary lib)
{
    pthread_mutex_lock(&fake_lock);
    bool loaded = lib_of(lib) != NULL;
    pthread_mutex_unlock(&fake_lock);
    return loaded;
}

size_t fake_names_asked(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = n_asked;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

const char *fake_name_asked(size_t i)
{
    pthread_mutex_lock(&fake_lock);
    const char *n = (i < n_asked && i < MAX_ASKED) ? asked[i] : NULL;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

CUkernel fake_kernel_handle(CUlibrary lib, const char *name)
{
    pthread_mutex_lock(&fake_lock);
    CUkernel k = (CUkernel)kernel_record((struct fake_lib *)lib, name);
    pthread_mutex_unlock(&fake_lock);
    return k;
}

void fake_define_global(const char *name, size_t size)
{
    pthread_mutex_lock(&fake_lock);
    if (n_defs < MAX_DEFS) {
        copy_name(defs[n_defs].name, name);
        defs[n_defs].size = size;
        n_defs++;
    }
    pthread_mutex_unlock(&fake_lock);
}

void fake_hide_name(const char *name)
{
    pthread_mutex_lock(&fake_lock);
    if (n_hidden < MAX_DEFS)
        copy_name(hidden[n_hidden++], name);
    pthread_mutex_unlock(&fake_lock);
}

CUdeviceptr fake_global_address(CUlibrary lib, const char *name)
{
    pthread_mutex_lock(&fake_lock);
    size_t i = global_index((struct fake_lib *)lib, name);
    pthread_mutex_unlock(&fake_lock);
    return global_address(i);
}

size_t fake_launches(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = n_launches;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

const struct fake_launch *fake_last_launch(void)
{
    return &last_launch;
}

size_t fake_libraries_live_locked(void)
{
    size_t n = 0;
    for (size_t i = 0; i < n_libs; i++)
        n += libs[i].loaded;
    return n;
}

void fake_library_reset_locked(void)
{
    n_loads = 0;
    n_asked = 0;
    n_launches = 0;
    memset(&last_launch, 0, sizeof(last_launch));
    n_defs = 0;
    n_hidden = 0;
}

/* -- the table --------------------------------------------------------------------------------- */

void fake_fill_library(struct ocr_driver *t)
{
#define SET(name) t->name = fake_##name
    SET(cuLibraryLoadData);
    SET(cuLibraryUnload);
    SET(cuLibraryGetKernel);
    SET(cuLibraryGetGlobal);
    SET(cuLibraryGetManaged);
    SET(cuKernelGetFunction);
    SET(cuKernelGetName);
    SET(cuKernelGetAttribute);
    SET(cuFuncGetName);
    SET(cuFuncGetAttribute);
    SET(cuLaunchKernel);
    SET(cuLaunchKernelEx);
#undef SET
}

void fake_fill_library_twins(struct ocr_driver *t)
{
#define SET_TWIN(name) t->name = fake_##name##_ptsz
    SET_TWIN(cuLaunchKernel);
    SET_TWIN(cuLaunchKernelEx);
#undef SET_TWIN
}
