/*
 * The fake driver of the unit tests (see fake_driver.h). Every entry of OCR_DRIVER_FUNCS has a
 * generic fake (log, fault check, success, outputs untouched); the entries the runtime reads
 * outputs from have a fake with behaviour instead, with the driver's exact signature (the table
 * assignment checks it). All state is guarded by one mutex, except each thread's context stack.
 */
#include "fake_driver.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* -- entries ----------------------------------------------------------------------------------- */

enum fake_id {
#define ID(name, ver, twin) FAKE_##name,
    OCR_DRIVER_FUNCS(ID)
#undef ID
        FAKE_COUNT
};

static const char *const entry_names[FAKE_COUNT] = {
#define NAME(name, ver, twin) #name,
    OCR_DRIVER_FUNCS(NAME)
#undef NAME
};

static const char *const twin_names[FAKE_COUNT] = {
#define TWIN_NAME(name, ver, twin) (twin) ? #name "_ptsz" : NULL,
    OCR_DRIVER_FUNCS(TWIN_NAME)
#undef TWIN_NAME
};

/* -- state ------------------------------------------------------------------------------------- */

struct fake_config fake_config = {
    .device_count = 1,
    .device_base = 0,
    .driver_version = 13000,
    .global_size = 256,
    .total_mem = (size_t)80 << 30,
};
struct fake_args fake_args;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

#define LOG_MAX 65536
static const char *log_names[LOG_MAX];
static size_t log_len;               /* calls since the last clear (may exceed LOG_MAX) */
static size_t counts[FAKE_COUNT][2]; /* [entry][ptds] */

static unsigned nth_left; /* fake_fail_nth countdown, 0 = disarmed */
static CUresult nth_result;
static bool nth_fired;
static const struct ocr_fault_site *nth_site; /* where the fake_fail_nth fault fired */
static unsigned id_nth_left[FAKE_COUNT];
static CUresult id_nth_result[FAKE_COUNT];
static bool scripted[FAKE_COUNT];
static CUresult scripted_result[FAKE_COUNT];
static bool unusable; /* a forked child's driver (fake_fork_child): every call refused */

/* Driver call sites (internal.h, OCR_FAULT_SITES): the one the thread's next call comes from,
 * and those an injected fault (fake_fail_nth, fake_fail_nth_of) reached, for the whole process
 * (fake_reset keeps them). */
static __thread const struct ocr_fault_site *site_current;
#define MAX_SITES 4096
static const struct ocr_fault_site *sites_faulted[MAX_SITES];
static size_t n_sites_faulted;
static size_t n_faults_unattributed;

/* Handles of streams, events, graphs and executable graphs the fakes made and that were not
 * destroyed since (fake_live_objects). */
#define MAX_LIVE 8192
static uintptr_t live_handles[MAX_LIVE];
static size_t n_live;

/* contexts */
struct fake_ctx {
    int ordinal;
    bool primary;
};
static struct fake_ctx primaries[FAKE_MAX_DEVICES], foreigns[FAKE_MAX_DEVICES];
/* A kernel fault corrupts its context: every later call that needs it fails with the fault's
 * code (until a primary context is reset). Indexed [primary ? 0 : 1][ordinal]. */
static CUresult corrupted[2][FAKE_MAX_DEVICES];
static struct {
    int retains;
    bool active;
    unsigned flags;
} pstate[FAKE_MAX_DEVICES];
#define CTX_STACK 32
static __thread CUcontext ctx_stack[CTX_STACK];
static __thread int ctx_depth;

/* device attributes */
static int attrs[CU_DEVICE_ATTRIBUTE_MAX];
static bool attrs_ready;

/* memory */
#define MAX_ALLOCS 4096
static struct fake_alloc allocs[MAX_ALLOCS];
/* ALLOC_REGISTERED: a range of the process's memory registered with cuMemHostRegister. */
enum alloc_kind { ALLOC_DEVICE, ALLOC_HOST, ALLOC_MANAGED, ALLOC_REGISTERED };
static enum alloc_kind alloc_kinds[MAX_ALLOCS];
/* With fake_config.backed_memory: the bytes behind an allocation (a host allocation's address is
 * its backing itself); NULL otherwise. */
static void *alloc_backing[MAX_ALLOCS];
static unsigned alloc_flags[MAX_ALLOCS];
static size_t n_allocs;
static CUdeviceptr next_device = 0x100000000000ULL, next_host = 0x200000000000ULL;
static struct fake_alloc last_alloc;

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

/* launches, copies, streams, events, graphs */
static struct fake_launch last_launch;
static size_t n_launches;
static struct fake_copy last_copy;
static size_t n_copies;

#define MAX_STREAMS 4096
static struct {
    unsigned flags;
    int priority;
    CUcontext ctx;
} streams[MAX_STREAMS];
static size_t n_streams;
static uintptr_t next_handle = 0x400000000000ULL;

/* -- logging and faults ------------------------------------------------------------------------ */

static CUcontext current(void);
static struct fake_ctx *known_ctx(CUcontext c);

/* Faults after which the driver fails every later call in the context. */
static bool is_context_fault(CUresult r)
{
    switch (r) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_ECC_UNCORRECTABLE:
        return true;
    default:
        return false;
    }
}

/* Called with the lock held. */
static void corrupt_current(CUresult r)
{
    struct fake_ctx *k = known_ctx(current());
    if (k != NULL)
        corrupted[k->primary ? 0 : 1][k->ordinal] = r;
}

void ocr_fault_site_enter(const struct ocr_fault_site *site)
{
    site_current = site;
}

/* Called with the lock held. */
static void note_site_faulted(const struct ocr_fault_site *site)
{
    if (site == NULL) {
        n_faults_unattributed++;
        return;
    }
    for (size_t i = 0; i < n_sites_faulted; i++)
        if (sites_faulted[i] == site)
            return;
    if (n_sites_faulted < MAX_SITES)
        sites_faulted[n_sites_faulted++] = site;
}

/* Called with the lock held. */
static void live_add(const void *h)
{
    if (n_live < MAX_LIVE)
        live_handles[n_live++] = (uintptr_t)h;
}

/* Called with the lock held. Whether h was live (it is not any more). */
static bool live_remove(const void *h)
{
    for (size_t i = 0; i < n_live; i++)
        if (live_handles[i] == (uintptr_t)h) {
            live_handles[i] = live_handles[--n_live];
            return true;
        }
    return false;
}

/* Log a call of entry `id` and decide its fate: true when it must return *res at once. */
static bool enter(enum fake_id id, bool ptds, CUresult *res)
{
    bool fail = false, injected = false;
    CUresult r = CUDA_SUCCESS;
    /* A call made without a fresh mark (the runtime's own objects built without OCR_FAULT_SITES,
     * a test calling the table) is attributed to no site. */
    const struct ocr_fault_site *site = site_current;
    site_current = NULL;
    if (unusable) {
        *res = CUDA_ERROR_NOT_INITIALIZED;
        return true;
    }
    pthread_mutex_lock(&lock);
    if (log_len < LOG_MAX)
        log_names[log_len] = (ptds && twin_names[id]) ? twin_names[id] : entry_names[id];
    log_len++;
    counts[id][ptds ? 1 : 0]++;
    if (nth_left != 0 && --nth_left == 0) {
        fail = injected = true;
        r = nth_result;
        nth_fired = true;
        nth_site = site;
    }
    if (id_nth_left[id] != 0 && --id_nth_left[id] == 0 && !fail) {
        fail = injected = true;
        r = id_nth_result[id];
    }
    if (injected)
        note_site_faulted(site);
    if (!fail && scripted[id]) {
        fail = true;
        r = scripted_result[id];
    }
    if (fail && is_context_fault(r))
        corrupt_current(r);
    pthread_mutex_unlock(&lock);
    *res = r;
    return fail;
}

/* The entry is named by its id: cuda.h defines some entry names as macros (cuMemAlloc is
 * cuMemAlloc_v2), so a name must be pasted before it is passed on. */
#define ENTER_ID(id, ptds)                                                                         \
    do {                                                                                           \
        CUresult enter_result_;                                                                    \
        if (enter((id), (ptds), &enter_result_))                                                   \
            return enter_result_;                                                                  \
    } while (0)
#define ENTER(name) ENTER_ID(FAKE_##name, false)

static enum fake_id id_of(const char *name, bool *ptds)
{
    size_t len = strlen(name);
    bool twin = len > 5 && strcmp(name + len - 5, "_ptsz") == 0;
    for (int i = 0; i < FAKE_COUNT; i++) {
        const char *n = twin ? twin_names[i] : entry_names[i];
        if (n != NULL && strcmp(n, name) == 0) {
            if (ptds)
                *ptds = twin;
            return (enum fake_id)i;
        }
    }
    fprintf(stderr, "fake driver: no entry named %s in OCR_DRIVER_FUNCS\n", name);
    abort();
}

/* The generic fakes: log, apply faults, succeed. The table holds them under their entry's
 * pointer type; the x86-64 and AArch64 calling conventions let a callee ignore its arguments
 * (driver.c's missing_entry relies on the same). */
#define GENERIC(name, ver, twin)                                                                   \
    static CUresult generic_##name(void)                                                           \
    {                                                                                              \
        CUresult r;                                                                                \
        enter(FAKE_##name, false, &r);                                                             \
        return r;                                                                                  \
    }                                                                                              \
    static CUresult generic_twin_##name(void)                                                      \
    {                                                                                              \
        CUresult r;                                                                                \
        enter(FAKE_##name, true, &r);                                                              \
        return r;                                                                                  \
    }
OCR_DRIVER_FUNCS(GENERIC)
#undef GENERIC

/* -- helpers ----------------------------------------------------------------------------------- */

static int device_ordinal(CUdevice dev)
{
    int o = (int)dev - fake_config.device_base;
    if (o < 0 || o >= fake_config.device_count || o >= FAKE_MAX_DEVICES)
        return -1;
    return o;
}

static CUcontext current(void)
{
    return ctx_depth > 0 ? ctx_stack[ctx_depth - 1] : NULL;
}

/* Whether p points into the array a of n elements (compared as integers: p may be anything). */
#define IN_ARRAY(p, a, n)                                                                          \
    ((uintptr_t)(p) >= (uintptr_t)(a) && (uintptr_t)(p) < (uintptr_t)((a) + (n)) &&                \
     ((uintptr_t)(p) - (uintptr_t)(a)) % sizeof(*(a)) == 0)

static struct fake_ctx *known_ctx(CUcontext c)
{
    if (IN_ARRAY(c, primaries, FAKE_MAX_DEVICES) || IN_ARRAY(c, foreigns, FAKE_MAX_DEVICES))
        return (struct fake_ctx *)c;
    return NULL;
}

/* The error a call that needs a context gets, or success. Unknown non-NULL contexts (a test's
 * own pointers) are taken as valid. */
static CUresult need_ctx(void)
{
    CUcontext c = current();
    if (c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    struct fake_ctx *k = known_ctx(c);
    if (k == NULL)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&lock);
    bool active = !k->primary || pstate[k->ordinal].active;
    CUresult fault = corrupted[k->primary ? 0 : 1][k->ordinal];
    pthread_mutex_unlock(&lock);
    if (!active)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    return fault;
}

#define NEED_CTX()                                                                                 \
    do {                                                                                           \
        CUresult need_ctx_result_ = need_ctx();                                                    \
        if (need_ctx_result_ != CUDA_SUCCESS)                                                      \
            return need_ctx_result_;                                                               \
    } while (0)

static void copy_name(char *dst, const char *src)
{
    snprintf(dst, NAME_LEN, "%s", src ? src : "");
}

static void ensure_attrs(void)
{
    if (attrs_ready)
        return;
    attrs_ready = true;
    static const struct {
        CUdevice_attribute attr;
        int value;
    } defaults[] = {
        {CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, 1024},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X, 1024},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y, 1024},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z, 64},
        {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, 2147483647},
        {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y, 65535},
        {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z, 65535},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, 49152},
        {CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY, 65536},
        {CU_DEVICE_ATTRIBUTE_WARP_SIZE, 32},
        {CU_DEVICE_ATTRIBUTE_MAX_PITCH, 2147483647},
        {CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK, 65536},
        {CU_DEVICE_ATTRIBUTE_CLOCK_RATE, 1980000},
        {CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, 512},
        {CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 132},
        {CU_DEVICE_ATTRIBUTE_INTEGRATED, 0},
        {CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY, 1},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, CU_COMPUTEMODE_DEFAULT},
        {CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS, 1},
        {CU_DEVICE_ATTRIBUTE_ECC_ENABLED, 1},
        {CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, 0x19},
        {CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE, 2619000},
        {CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH, 6144},
        {CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, 62914560},
        {CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, 2048},
        {CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT, 3},
        {CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, 1},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 9},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, 233472},
        {CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR, 65536},
        {CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY, 1},
        {CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS, 1},
        {CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, 1},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, 232448},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR, 32},
        {CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, 1},
    };
    for (size_t i = 0; i < sizeof(defaults) / sizeof(defaults[0]); i++)
        attrs[defaults[i].attr] = defaults[i].value;
}

/* A fake and its per-thread-default-stream twin over one body, impl_<name>(ptds, args...). */
#define TWIN_PAIR(name, params, ...)                                                               \
    static CUresult fake_##name params                                                             \
    {                                                                                              \
        ENTER_ID(FAKE_##name, false);                                                              \
        return impl_##name(false, __VA_ARGS__);                                                    \
    }                                                                                              \
    static CUresult fake_##name##_ptsz params                                                      \
    {                                                                                              \
        ENTER_ID(FAKE_##name, true);                                                               \
        return impl_##name(true, __VA_ARGS__);                                                     \
    }

/* -- init, version, errors --------------------------------------------------------------------- */

static CUresult fake_cuInit(unsigned int flags)
{
    ENTER(cuInit);
    pthread_mutex_lock(&lock);
    fake_args.init_flags = flags;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDriverGetVersion(int *version)
{
    ENTER(cuDriverGetVersion);
    if (version == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *version = fake_config.driver_version;
    return CUDA_SUCCESS;
}

static CUresult fake_cuGetErrorName(CUresult error, const char **str)
{
    ENTER(cuGetErrorName);
    (void)error;
    if (str == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *str = "CUDA_ERROR_FAKE";
    return CUDA_SUCCESS;
}

static CUresult fake_cuGetErrorString(CUresult error, const char **str)
{
    ENTER(cuGetErrorString);
    (void)error;
    if (str == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *str = "fake driver error";
    return CUDA_SUCCESS;
}

static const struct ocr_driver *table_for_lookup(void);

/* -- the driver's private runtime interface ------------------------------------------------- */

struct fake_graphics fake_graphics;

static const unsigned char runtime_interface_id[16] = {
    0x6b, 0xd5, 0xfb, 0x6c, 0x5b, 0xf4, 0xe7, 0x4a, 0x89, 0x87, 0xd9, 0x39, 0x12, 0xfd, 0x9d, 0xf9};

static CUresult fake_graphics_primary(CUdevice dev, const uintptr_t *attributes)
{
    pthread_mutex_lock(&lock);
    fake_graphics.calls++;
    fake_graphics.dev = dev;
    memset(fake_graphics.attributes, 0, sizeof fake_graphics.attributes);
    fake_graphics.vdp_device = 0;
    for (size_t i = 0; attributes != NULL && i + 1 < 8; i += 2) {
        fake_graphics.attributes[i] = attributes[i];
        if (attributes[i] == 0)
            break;
        fake_graphics.attributes[i + 1] = attributes[i + 1];
        if (attributes[i] == 6)
            fake_graphics.vdp_device = *(const uint32_t *)attributes[i + 1];
    }
    int o = device_ordinal(dev);
    CUresult r = o < 0              ? CUDA_ERROR_INVALID_DEVICE
                 : pstate[o].active ? CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE
                                    : fake_graphics.result;
    pthread_mutex_unlock(&lock);
    return r;
}

/* Entry 0 is the table's size in bytes; the runtime uses entry 3. */
static const void *const runtime_interface[10] = {
    (const void *)(10 * sizeof(void *)),
    NULL,
    NULL,
    (const void *)fake_graphics_primary,
};

static CUresult fake_cuGetExportTable(const void **table, const CUuuid *id)
{
    ENTER(cuGetExportTable);
    if (table == NULL || id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (memcmp(id->bytes, runtime_interface_id, 16) != 0 || fake_graphics.hide_table)
        return CUDA_ERROR_NOT_FOUND;
    *table = runtime_interface;
    return CUDA_SUCCESS;
}

static CUresult fake_cuGetProcAddress(const char *symbol, void **pfn, int version, cuuint64_t flags,
                                      CUdriverProcAddressQueryResult *status)
{
    ENTER(cuGetProcAddress);
    (void)version;
    /* Flags other than the two stream flags are refused (measured on the GPU). */
    if (symbol == NULL || pfn == NULL || (flags & ~(cuuint64_t)3) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    const struct ocr_driver *t = table_for_lookup();
    *pfn = NULL;
#define PROC(name, ver, twin)                                                                      \
    if (strcmp(symbol, #name) == 0)                                                                \
        *pfn = (void *)t->name;
    OCR_DRIVER_FUNCS(PROC)
#undef PROC
    if (status)
        *status = *pfn ? CU_GET_PROC_ADDRESS_SUCCESS : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    return *pfn ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

/* -- devices ----------------------------------------------------------------------------------- */

static CUresult fake_cuDeviceGetCount(int *count)
{
    ENTER(cuDeviceGetCount);
    if (count == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *count = fake_config.device_count;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGet(CUdevice *device, int ordinal)
{
    ENTER(cuDeviceGet);
    if (device == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (ordinal < 0 || ordinal >= fake_config.device_count || ordinal >= FAKE_MAX_DEVICES)
        return CUDA_ERROR_INVALID_DEVICE;
    *device = fake_config.device_base + ordinal;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetName(char *name, int len, CUdevice dev)
{
    ENTER(cuDeviceGetName);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (name == NULL || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    snprintf(name, (size_t)len, "Fake CUDA Device %d", o);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
    ENTER(cuDeviceTotalMem);
    if (device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (bytes == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *bytes = fake_config.total_mem;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetAttribute(int *pi, CUdevice_attribute attr, CUdevice dev)
{
    ENTER(cuDeviceGetAttribute);
    if (device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pi == NULL || (int)attr <= 0 || attr >= CU_DEVICE_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    ensure_attrs();
    *pi = attrs[attr];
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    ENTER(cuDeviceGetUuid);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (uuid == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < 16; i++)
        uuid->bytes[i] = (char)(0xf0 + i);
    uuid->bytes[15] = (char)o;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetPCIBusId(char *id, int len, CUdevice dev)
{
    ENTER(cuDeviceGetPCIBusId);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (id == NULL || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    snprintf(id, (size_t)len, "0000:%02x:00.0", 0x19 + o);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceCanAccessPeer(int *can, CUdevice dev, CUdevice peer)
{
    ENTER(cuDeviceCanAccessPeer);
    if (device_ordinal(dev) < 0 || device_ordinal(peer) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (can == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *can = dev != peer;
    return CUDA_SUCCESS;
}

/* -- primary contexts and the current context -------------------------------------------------- */

static CUresult fake_cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    ENTER(cuDevicePrimaryCtxRetain);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    pstate[o].retains++;
    pstate[o].active = true;
    fake_args.retain_dev = dev;
    pthread_mutex_unlock(&lock);
    *pctx = (CUcontext)&primaries[o];
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevicePrimaryCtxRelease(CUdevice dev)
{
    ENTER(cuDevicePrimaryCtxRelease);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&lock);
    CUresult r = CUDA_SUCCESS;
    if (pstate[o].retains <= 0)
        r = CUDA_ERROR_INVALID_CONTEXT;
    else if (--pstate[o].retains == 0)
        pstate[o].active = false;
    pthread_mutex_unlock(&lock);
    return r;
}

static CUresult fake_cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned flags)
{
    ENTER(cuDevicePrimaryCtxSetFlags);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    /* As the real driver (seen on the H200): MAP_HOST is refused for primary contexts. */
    if (flags & CU_CTX_MAP_HOST)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    pstate[o].flags = flags;
    fake_args.primary_flags_dev = dev;
    fake_args.primary_flags = flags;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevicePrimaryCtxGetState(CUdevice dev, unsigned *flags, int *active)
{
    ENTER(cuDevicePrimaryCtxGetState);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (flags == NULL || active == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    *flags = pstate[o].flags;
    *active = pstate[o].active;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevicePrimaryCtxReset(CUdevice dev)
{
    ENTER(cuDevicePrimaryCtxReset);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    pthread_mutex_lock(&lock);
    pstate[o].active = false;
    pstate[o].flags = 0;
    corrupted[0][o] = CUDA_SUCCESS;
    fake_args.reset_dev = dev;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetFlags(unsigned *flags)
{
    ENTER(cuCtxGetFlags);
    NEED_CTX();
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    struct fake_ctx *k = known_ctx(current());
    pthread_mutex_lock(&lock);
    /* As the real driver: a context always reports MAP_HOST. */
    *flags = ((k != NULL && k->primary) ? pstate[k->ordinal].flags : 0) | CU_CTX_MAP_HOST;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxSetCurrent(CUcontext ctx)
{
    ENTER(cuCtxSetCurrent);
    pthread_mutex_lock(&lock);
    fake_args.set_current = ctx;
    pthread_mutex_unlock(&lock);
    if (ctx_depth == 0) {
        if (ctx != NULL)
            ctx_stack[ctx_depth++] = ctx;
    } else if (ctx == NULL) {
        ctx_depth--;
    } else {
        ctx_stack[ctx_depth - 1] = ctx;
    }
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetCurrent(CUcontext *pctx)
{
    ENTER(cuCtxGetCurrent);
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *pctx = current();
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxPushCurrent(CUcontext ctx)
{
    ENTER(cuCtxPushCurrent);
    if (ctx == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (ctx_depth >= CTX_STACK)
        return CUDA_ERROR_OUT_OF_MEMORY;
    ctx_stack[ctx_depth++] = ctx;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxPopCurrent(CUcontext *pctx)
{
    ENTER(cuCtxPopCurrent);
    if (ctx_depth == 0)
        return CUDA_ERROR_INVALID_CONTEXT;
    CUcontext c = ctx_stack[--ctx_depth];
    if (pctx != NULL)
        *pctx = c;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetDevice(CUdevice *device)
{
    ENTER(cuCtxGetDevice);
    if (device == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUcontext c = current();
    if (c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    struct fake_ctx *k = known_ctx(c);
    if (k == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    *device = fake_config.device_base + k->ordinal;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxSynchronize(void)
{
    ENTER(cuCtxSynchronize);
    NEED_CTX();
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetStreamPriorityRange(int *least, int *greatest)
{
    ENTER(cuCtxGetStreamPriorityRange);
    NEED_CTX();
    if (least)
        *least = 0;
    if (greatest)
        *greatest = -5;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetApiVersion(CUcontext ctx, unsigned *version)
{
    ENTER(cuCtxGetApiVersion);
    (void)ctx;
    if (version == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *version = 3020;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetLimit(size_t *value, CUlimit limit)
{
    ENTER(cuCtxGetLimit);
    NEED_CTX();
    if (value == NULL || (int)limit < 0 || limit >= CU_LIMIT_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    *value = 1024u * (unsigned)(limit + 1);
    return CUDA_SUCCESS;
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
    pthread_mutex_lock(&lock);
    size_t n = n_kernels;
    pthread_mutex_unlock(&lock);
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
    pthread_mutex_lock(&lock);
    if (n_libs >= MAX_LIBS) {
        pthread_mutex_unlock(&lock);
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
    pthread_mutex_unlock(&lock);
    *library = (CUlibrary)l;
    return CUDA_SUCCESS;
}

static CUresult fake_cuLibraryUnload(CUlibrary library)
{
    ENTER(cuLibraryUnload);
    pthread_mutex_lock(&lock);
    struct fake_lib *l = lib_of(library);
    if (l != NULL) {
        l->loaded = false;
        fake_args.unloaded = library;
    }
    pthread_mutex_unlock(&lock);
    return l ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

static CUresult fake_cuLibraryGetKernel(CUkernel *kernel, CUlibrary library, const char *name)
{
    ENTER(cuLibraryGetKernel);
    if (kernel == NULL || name == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    note_asked(name);
    struct fake_lib *l = lib_of(library);
    CUresult r = l == NULL         ? CUDA_ERROR_INVALID_HANDLE
                 : is_hidden(name) ? CUDA_ERROR_NOT_FOUND
                                   : CUDA_SUCCESS;
    if (r == CUDA_SUCCESS)
        *kernel = (CUkernel)kernel_record(l, name);
    pthread_mutex_unlock(&lock);
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
    pthread_mutex_lock(&lock);
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
    pthread_mutex_unlock(&lock);
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
    if (device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pi == NULL || (int)attr < 0 || attr >= CU_FUNC_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    *pi = 1000 + (int)attr;
    return CUDA_SUCCESS;
}

/* -- memory ------------------------------------------------------------------------------------ */

/* Record an allocation. Called with the lock held. */
static CUresult add_alloc(CUdeviceptr *out, size_t size, enum alloc_kind kind, unsigned flags)
{
    if (n_allocs >= MAX_ALLOCS)
        return CUDA_ERROR_OUT_OF_MEMORY;
    void *backing = NULL;
    CUdeviceptr p;
    if (kind == ALLOC_REGISTERED) {
        p = *out; /* the application's own memory */
    } else if (fake_config.backed_memory) {
        /* Real bytes; a host allocation is them, a device one keeps its fake address. */
        backing = malloc(size);
        if (backing == NULL)
            return CUDA_ERROR_OUT_OF_MEMORY;
        memset(backing, 0xa5, size);
    }
    if (kind == ALLOC_REGISTERED) {
    } else if (kind == ALLOC_HOST && backing != NULL) {
        p = (CUdeviceptr)(uintptr_t)backing;
    } else {
        CUdeviceptr *next = kind == ALLOC_HOST ? &next_host : &next_device;
        p = *next;
        *next += (size + 0x1ff) & ~(CUdeviceptr)0xff; /* a gap of at least 256 bytes between */
    }
    alloc_backing[n_allocs] = backing;
    allocs[n_allocs].ptr = p;
    allocs[n_allocs].size = size;
    allocs[n_allocs].ctx = current();
    alloc_kinds[n_allocs] = kind;
    alloc_flags[n_allocs] = flags;
    last_alloc = allocs[n_allocs];
    n_allocs++;
    *out = p;
    return CUDA_SUCCESS;
}

/* Index of the allocation that starts at p (exact) or contains p, or -1. Lock held. */
static long find_alloc(CUdeviceptr p, bool exact)
{
    for (size_t i = 0; i < n_allocs; i++)
        if (exact ? allocs[i].ptr == p : (p >= allocs[i].ptr && p < allocs[i].ptr + allocs[i].size))
            return (long)i;
    return -1;
}

static void remove_alloc(long i)
{
    free(alloc_backing[i]);
    n_allocs--;
    alloc_backing[i] = alloc_backing[n_allocs];
    allocs[i] = allocs[n_allocs];
    alloc_kinds[i] = alloc_kinds[n_allocs];
    alloc_flags[i] = alloc_flags[n_allocs];
}

static CUresult alloc_common(CUdeviceptr *dptr, size_t size, enum alloc_kind kind, unsigned flags)
{
    NEED_CTX();
    if (dptr == NULL || size == 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    CUresult r = add_alloc(dptr, size, kind, flags);
    pthread_mutex_unlock(&lock);
    return r;
}

static CUresult fake_cuMemAlloc(CUdeviceptr *dptr, size_t size)
{
    ENTER(cuMemAlloc);
    return alloc_common(dptr, size, ALLOC_DEVICE, 0);
}

static CUresult fake_cuMemAllocManaged(CUdeviceptr *dptr, size_t size, unsigned flags)
{
    ENTER(cuMemAllocManaged);
    fake_args.managed_flags = flags;
    return alloc_common(dptr, size, ALLOC_MANAGED, flags);
}

static CUresult fake_cuMemAllocPitch(CUdeviceptr *dptr, size_t *pitch, size_t width, size_t height,
                                     unsigned elem)
{
    ENTER(cuMemAllocPitch);
    if (pitch == NULL || (elem != 4 && elem != 8 && elem != 16))
        return CUDA_ERROR_INVALID_VALUE;
    size_t p = (width + 511) & ~(size_t)511;
    CUresult r = alloc_common(dptr, p * height, ALLOC_DEVICE, 0);
    if (r == CUDA_SUCCESS)
        *pitch = p;
    return r;
}

static CUresult fake_cuMemFree(CUdeviceptr dptr)
{
    ENTER(cuMemFree);
    NEED_CTX();
    if (dptr == 0) /* the driver synchronises, frees nothing, succeeds */
        return CUDA_SUCCESS;
    pthread_mutex_lock(&lock);
    long i = find_alloc(dptr, true);
    bool ok = i >= 0 && alloc_kinds[i] != ALLOC_HOST && alloc_kinds[i] != ALLOC_REGISTERED;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult fake_cuMemGetAddressRange(CUdeviceptr *base, size_t *size, CUdeviceptr dptr)
{
    ENTER(cuMemGetAddressRange);
    NEED_CTX();
    pthread_mutex_lock(&lock);
    long i = find_alloc(dptr, false);
    if (i >= 0) {
        if (base)
            *base = allocs[i].ptr;
        if (size)
            *size = allocs[i].size;
    }
    pthread_mutex_unlock(&lock);
    return i >= 0 ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

static CUresult fake_cuMemGetInfo(size_t *free_bytes, size_t *total)
{
    ENTER(cuMemGetInfo);
    NEED_CTX();
    pthread_mutex_lock(&lock);
    size_t used = 0;
    for (size_t i = 0; i < n_allocs; i++)
        if (alloc_kinds[i] != ALLOC_HOST && alloc_kinds[i] != ALLOC_REGISTERED)
            used += allocs[i].size;
    pthread_mutex_unlock(&lock);
    if (free_bytes)
        *free_bytes = used < fake_config.total_mem ? fake_config.total_mem - used : 0;
    if (total)
        *total = fake_config.total_mem;
    return CUDA_SUCCESS;
}

static CUresult fake_cuMemHostAlloc(void **pp, size_t size, unsigned flags)
{
    ENTER(cuMemHostAlloc);
    pthread_mutex_lock(&lock);
    fake_args.host_alloc_flags = flags;
    pthread_mutex_unlock(&lock);
    CUdeviceptr p;
    CUresult r = alloc_common(&p, size, ALLOC_HOST, flags);
    if (r == CUDA_SUCCESS)
        *pp = (void *)(uintptr_t)p;
    return r;
}

static CUresult fake_cuMemFreeHost(void *p)
{
    ENTER(cuMemFreeHost);
    NEED_CTX();
    pthread_mutex_lock(&lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, true);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_HOST;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Registered memory is described as host memory until it is unregistered. */
static CUresult fake_cuMemHostRegister(void *p, size_t size, unsigned flags)
{
    ENTER(cuMemHostRegister);
    NEED_CTX();
    if (p == NULL || size == 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    CUdeviceptr at = (CUdeviceptr)(uintptr_t)p;
    CUresult r = find_alloc(at, false) >= 0 ? CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
                                            : add_alloc(&at, size, ALLOC_REGISTERED, flags);
    pthread_mutex_unlock(&lock);
    return r;
}

static CUresult fake_cuMemHostUnregister(void *p)
{
    ENTER(cuMemHostUnregister);
    NEED_CTX();
    pthread_mutex_lock(&lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, true);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_REGISTERED;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
}

static CUresult fake_cuMemHostGetDevicePointer(CUdeviceptr *dptr, void *p, unsigned flags)
{
    ENTER(cuMemHostGetDevicePointer);
    NEED_CTX();
    if (dptr == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, false);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_HOST;
    pthread_mutex_unlock(&lock);
    if (!ok)
        return CUDA_ERROR_INVALID_VALUE;
    *dptr = (CUdeviceptr)(uintptr_t)p; /* unified addressing: the same address */
    return CUDA_SUCCESS;
}

static CUresult fake_cuMemHostGetFlags(unsigned *flags, void *p)
{
    ENTER(cuMemHostGetFlags);
    NEED_CTX();
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    long i = find_alloc((CUdeviceptr)(uintptr_t)p, false);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_HOST;
    if (ok)
        *flags = alloc_flags[i];
    pthread_mutex_unlock(&lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static int ctx_ordinal(CUcontext c)
{
    struct fake_ctx *k = known_ctx(c);
    return k ? k->ordinal : 0;
}

static CUresult fake_cuPointerGetAttributes(unsigned n, CUpointer_attribute *attributes,
                                            void **data, CUdeviceptr ptr)
{
    ENTER(cuPointerGetAttributes);
    if (n == 0 || attributes == NULL || data == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    long i = find_alloc(ptr, false);
    struct fake_alloc a = i >= 0 ? allocs[i] : (struct fake_alloc){0};
    enum alloc_kind kind = i >= 0 ? alloc_kinds[i] : ALLOC_DEVICE;
    pthread_mutex_unlock(&lock);
    /* Like the driver: an unknown pointer is no error, its attributes are empty. */
    for (unsigned j = 0; j < n; j++) {
        void *d = data[j];
        if (d == NULL)
            continue;
        switch (attributes[j]) {
        case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
            *(CUmemorytype *)d = i < 0 ? (CUmemorytype)0
                                 : kind == ALLOC_HOST || kind == ALLOC_REGISTERED
                                     ? CU_MEMORYTYPE_HOST
                                     : CU_MEMORYTYPE_DEVICE;
            break;
        case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
            *(CUdeviceptr *)d = i < 0 ? 0 : a.ptr;
            break;
        case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
            *(size_t *)d = i < 0 ? 0 : a.size;
            break;
        case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
            *(int *)d = i < 0 ? -2 : ctx_ordinal(a.ctx);
            break;
        case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
            *(CUdeviceptr *)d = i < 0 ? 0 : ptr;
            break;
        case CU_POINTER_ATTRIBUTE_HOST_POINTER:
            *(void **)d = (i >= 0 && kind != ALLOC_DEVICE) ? (void *)(uintptr_t)ptr : NULL;
            break;
        case CU_POINTER_ATTRIBUTE_IS_MANAGED:
            *(int *)d = i >= 0 && kind == ALLOC_MANAGED;
            break;
        default:
            break;
        }
    }
    return CUDA_SUCCESS;
}

static CUresult impl_cuMemAllocAsync(bool ptds, CUdeviceptr *dptr, size_t size, CUstream s)
{
    (void)ptds;
    fake_args.stream = s;
    return alloc_common(dptr, size, ALLOC_DEVICE, 0);
}
TWIN_PAIR(cuMemAllocAsync, (CUdeviceptr * dptr, size_t size, CUstream s), dptr, size, s)

static CUresult impl_cuMemFreeAsync(bool ptds, CUdeviceptr dptr, CUstream s)
{
    (void)ptds;
    NEED_CTX();
    pthread_mutex_lock(&lock);
    fake_args.stream = s;
    long i = find_alloc(dptr, true);
    bool ok = i >= 0 && alloc_kinds[i] == ALLOC_DEVICE;
    if (ok)
        remove_alloc(i);
    pthread_mutex_unlock(&lock);
    return ok ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
TWIN_PAIR(cuMemFreeAsync, (CUdeviceptr dptr, CUstream s), dptr, s)

/* -- copies and memset ------------------------------------------------------------------------- */

/* With fake_config.backed_memory, where the bytes of [p, p + n) are: a device allocation's
 * backing, or the host address itself (memory the fake does not know, pinned memory); NULL when
 * the range is not what `need_device` (1: device memory, 0: host memory, -1: either) asks, or
 * leaves its allocation. Lock held. */
static char *bytes_of(CUdeviceptr p, size_t n, int need_device)
{
    long i = find_alloc(p, false);
    bool device = i >= 0 && alloc_kinds[i] != ALLOC_HOST && alloc_kinds[i] != ALLOC_REGISTERED;
    if ((need_device == 1 && !device) || (need_device == 0 && device))
        return NULL;
    if (i >= 0 && n > allocs[i].size - (p - allocs[i].ptr))
        return NULL;
    if (!device)
        return (char *)(uintptr_t)p;
    return (char *)alloc_backing[i] + (p - allocs[i].ptr);
}

/* A copy of a backed driver moves its bytes at once (an asynchronous one is complete when it is
 * enqueued): CUDA_ERROR_INVALID_VALUE when a side is not what the copy names. */
static CUresult move_bytes(CUdeviceptr dst, int dst_device, CUdeviceptr src, int src_device,
                           size_t n)
{
    if (!fake_config.backed_memory || fake_config.free_copies)
        return CUDA_SUCCESS;
    pthread_mutex_lock(&lock);
    char *d = bytes_of(dst, n, dst_device), *s = bytes_of(src, n, src_device);
    pthread_mutex_unlock(&lock);
    if (d == NULL || s == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    memmove(d, s, n);
    return CUDA_SUCCESS;
}

static CUresult note_copy(const char *entry, bool ptds, bool async, CUdeviceptr dst,
                          CUdeviceptr src, unsigned char value, size_t count, CUstream stream)
{
    NEED_CTX();
    pthread_mutex_lock(&lock);
    last_copy = (struct fake_copy){.entry = entry,
                                   .ptds = ptds,
                                   .async = async,
                                   .dst = dst,
                                   .src = src,
                                   .value = value,
                                   .count = count,
                                   .stream = stream};
    n_copies++;
    if (async)
        fake_args.stream = stream;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult impl_cuMemcpy(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    CUresult r = move_bytes(dst, -1, src, -1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(ptds ? "cuMemcpy_ptsz" : "cuMemcpy", ptds, false, dst, src, 0, n, NULL);
}
TWIN_PAIR(cuMemcpy, (CUdeviceptr dst, CUdeviceptr src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyAsync(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n,
                                   CUstream s)
{
    CUresult r = move_bytes(dst, -1, src, -1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(ptds ? "cuMemcpyAsync_ptsz" : "cuMemcpyAsync", ptds, true, dst, src, 0, n, s);
}
TWIN_PAIR(cuMemcpyAsync, (CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s), dst, src, n, s)

#define COPY_NAME(name, ptds) ((ptds) ? #name "_ptsz" : #name)

static CUresult impl_cuMemcpyHtoD(bool ptds, CUdeviceptr dst, const void *src, size_t n)
{
    CUresult r = move_bytes(dst, 1, (CUdeviceptr)(uintptr_t)src, 0, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyHtoD, ptds), ptds, false, dst, (CUdeviceptr)(uintptr_t)src,
                     0, n, NULL);
}
TWIN_PAIR(cuMemcpyHtoD, (CUdeviceptr dst, const void *src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyHtoDAsync(bool ptds, CUdeviceptr dst, const void *src, size_t n,
                                       CUstream s)
{
    CUresult r = move_bytes(dst, 1, (CUdeviceptr)(uintptr_t)src, 0, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyHtoDAsync, ptds), ptds, true, dst,
                     (CUdeviceptr)(uintptr_t)src, 0, n, s);
}
TWIN_PAIR(cuMemcpyHtoDAsync, (CUdeviceptr dst, const void *src, size_t n, CUstream s), dst, src, n,
          s)

static CUresult impl_cuMemcpyDtoH(bool ptds, void *dst, CUdeviceptr src, size_t n)
{
    CUresult r = move_bytes((CUdeviceptr)(uintptr_t)dst, 0, src, 1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyDtoH, ptds), ptds, false, (CUdeviceptr)(uintptr_t)dst, src,
                     0, n, NULL);
}
TWIN_PAIR(cuMemcpyDtoH, (void *dst, CUdeviceptr src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyDtoHAsync(bool ptds, void *dst, CUdeviceptr src, size_t n, CUstream s)
{
    CUresult r = move_bytes((CUdeviceptr)(uintptr_t)dst, 0, src, 1, n);
    if (r != CUDA_SUCCESS)
        return r;
    return note_copy(COPY_NAME(cuMemcpyDtoHAsync, ptds), ptds, true, (CUdeviceptr)(uintptr_t)dst,
                     src, 0, n, s);
}
TWIN_PAIR(cuMemcpyDtoHAsync, (void *dst, CUdeviceptr src, size_t n, CUstream s), dst, src, n, s)

static CUresult impl_cuMemcpyDtoD(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n)
{
    return note_copy(COPY_NAME(cuMemcpyDtoD, ptds), ptds, false, dst, src, 0, n, NULL);
}
TWIN_PAIR(cuMemcpyDtoD, (CUdeviceptr dst, CUdeviceptr src, size_t n), dst, src, n)

static CUresult impl_cuMemcpyDtoDAsync(bool ptds, CUdeviceptr dst, CUdeviceptr src, size_t n,
                                       CUstream s)
{
    return note_copy(COPY_NAME(cuMemcpyDtoDAsync, ptds), ptds, true, dst, src, 0, n, s);
}
TWIN_PAIR(cuMemcpyDtoDAsync, (CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s), dst, src, n,
          s)

static CUresult impl_cuMemsetD8(bool ptds, CUdeviceptr dst, unsigned char v, size_t n)
{
    return note_copy(ptds ? "cuMemsetD8_ptsz" : "cuMemsetD8", ptds, false, dst, 0, v, n, NULL);
}
TWIN_PAIR(cuMemsetD8, (CUdeviceptr dst, unsigned char v, size_t n), dst, v, n)

static CUresult impl_cuMemsetD8Async(bool ptds, CUdeviceptr dst, unsigned char v, size_t n,
                                     CUstream s)
{
    return note_copy(ptds ? "cuMemsetD8Async_ptsz" : "cuMemsetD8Async", ptds, true, dst, 0, v, n,
                     s);
}
TWIN_PAIR(cuMemsetD8Async, (CUdeviceptr dst, unsigned char v, size_t n, CUstream s), dst, v, n, s)

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
    pthread_mutex_lock(&lock);
    last_launch = (struct fake_launch){.ptds = ptds,
                                       .f = f,
                                       .grid = {gx, gy, gz},
                                       .block = {bx, by, bz},
                                       .shmem = shmem,
                                       .stream = stream,
                                       .params = params,
                                       .extra = extra,
                                       .ctx = current()};
    n_launches++;
    fake_args.stream = stream;
    pthread_mutex_unlock(&lock);
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
        pthread_mutex_lock(&lock);
        last_launch.ex = true;
        last_launch.attrs = c->attrs;
        last_launch.num_attrs = c->numAttrs;
        pthread_mutex_unlock(&lock);
    }
    return r;
}
TWIN_PAIR(cuLaunchKernelEx, (const CUlaunchConfig *c, CUfunction f, void **params, void **extra), c,
          f, params, extra)

/* -- streams, events, graphs ------------------------------------------------------------------- */

static CUresult new_stream(CUstream *out, unsigned flags, int priority)
{
    NEED_CTX();
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    if (n_streams >= MAX_STREAMS) {
        pthread_mutex_unlock(&lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    size_t i = n_streams++;
    streams[i].flags = flags;
    streams[i].priority = priority;
    streams[i].ctx = current();
    fake_args.stream_flags = flags;
    fake_args.stream_priority = priority;
    *out = (CUstream)(0x600000000000ULL + (i + 1) * 16);
    live_add(*out);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static bool stream_gone(CUstream s); /* made on a green context since destroyed */

/* Index of a stream made by the fake, or -1 (NULL, the legacy and per-thread streams, others). */
static long stream_index(CUstream s)
{
    uintptr_t v = (uintptr_t)s;
    if (v <= 0x600000000000ULL || (v & 15) != 0)
        return -1;
    size_t i = (v - 0x600000000000ULL) / 16 - 1;
    return i < n_streams ? (long)i : -1;
}

static CUresult fake_cuStreamCreate(CUstream *s, unsigned flags)
{
    ENTER(cuStreamCreate);
    if (flags & ~(unsigned)CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    return new_stream(s, flags, 0);
}

static CUresult fake_cuStreamCreateWithPriority(CUstream *s, unsigned flags, int priority)
{
    ENTER(cuStreamCreateWithPriority);
    if (flags & ~(unsigned)CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    /* The driver clamps the priority into [greatest, least] = [-5, 0]. */
    return new_stream(s, flags, priority < -5 ? -5 : priority > 0 ? 0 : priority);
}

static CUresult impl_cuStreamGetPriority(bool ptds, CUstream s, int *priority)
{
    (void)ptds;
    if (priority == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    long i = stream_index(s);
    *priority = i >= 0 ? streams[i].priority : 0;
    fake_args.stream = s;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetPriority, (CUstream s, int *priority), s, priority)

static CUresult impl_cuStreamGetFlags(bool ptds, CUstream s, unsigned *flags)
{
    (void)ptds;
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    long i = stream_index(s);
    *flags = i >= 0 ? streams[i].flags : 0;
    fake_args.stream = s;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetFlags, (CUstream s, unsigned *flags), s, flags)

static CUresult impl_cuStreamGetId(bool ptds, CUstream s, unsigned long long *id)
{
    if (id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    long i = stream_index(s);
    *id = i >= 0 ? (unsigned long long)i + 100 : (ptds ? 2 : 1);
    fake_args.stream = s;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetId, (CUstream s, unsigned long long *id), s, id)

static CUresult impl_cuStreamGetDevice(bool ptds, CUstream s, CUdevice *dev)
{
    (void)ptds;
    if (dev == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    long i = stream_index(s);
    CUcontext c = i >= 0 ? streams[i].ctx : current();
    fake_args.stream = s;
    pthread_mutex_unlock(&lock);
    struct fake_ctx *k = known_ctx(c);
    if (c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    *dev = fake_config.device_base + (k ? k->ordinal : 0);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamGetDevice, (CUstream s, CUdevice *dev), s, dev)

static CUresult fake_cuStreamGetCtx(CUstream s, CUcontext *pctx)
{
    ENTER(cuStreamGetCtx);
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (stream_gone(s))
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    pthread_mutex_lock(&lock);
    long i = stream_index(s);
    *pctx = i >= 0 ? streams[i].ctx : current();
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult impl_cuStreamQuery(bool ptds, CUstream s)
{
    (void)ptds;
    if (stream_gone(s))
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    NEED_CTX();
    fake_args.stream = s;
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamQuery, (CUstream s), s)

static CUresult impl_cuStreamSynchronize(bool ptds, CUstream s)
{
    (void)ptds;
    if (stream_gone(s))
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    NEED_CTX();
    pthread_mutex_lock(&lock);
    fake_args.stream = s;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamSynchronize, (CUstream s), s)

/* Streams in capture (the legacy stream cannot capture). Called with the lock held. */
#define MAX_CAPTURES 64
static CUstream capturing[MAX_CAPTURES];
static CUgraph capturing_into[MAX_CAPTURES]; /* cuStreamBeginCaptureToGraph's graph, or NULL */
static size_t n_capturing;

static long capture_index(CUstream s)
{
    for (size_t i = 0; i < n_capturing; i++)
        if (capturing[i] == s)
            return (long)i;
    return -1;
}

static CUresult begin_capture(bool ptds, CUstream s, CUgraph into, CUstreamCaptureMode mode)
{
    NEED_CTX();
    if ((unsigned)mode > CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_ERROR_INVALID_VALUE;
    if (s == NULL && !ptds)
        return CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    pthread_mutex_lock(&lock);
    fake_args.stream = s;
    CUresult r = CUDA_SUCCESS;
    if (capture_index(s) >= 0)
        r = CUDA_ERROR_ILLEGAL_STATE;
    else if (n_capturing >= MAX_CAPTURES)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    else {
        capturing_into[n_capturing] = into;
        capturing[n_capturing++] = s;
    }
    pthread_mutex_unlock(&lock);
    return r;
}

static CUresult impl_cuStreamBeginCapture(bool ptds, CUstream s, CUstreamCaptureMode mode)
{
    return begin_capture(ptds, s, NULL, mode);
}
TWIN_PAIR(cuStreamBeginCapture, (CUstream s, CUstreamCaptureMode mode), s, mode)

/* A capture into an existing graph: its end gives that graph back. */
static CUresult impl_cuStreamBeginCaptureToGraph(bool ptds, CUstream s, CUgraph g,
                                                 const CUgraphNode *deps,
                                                 const CUgraphEdgeData *edges, size_t n,
                                                 CUstreamCaptureMode mode)
{
    (void)deps, (void)edges, (void)n;
    if (g == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    return begin_capture(ptds, s, g, mode);
}
TWIN_PAIR(cuStreamBeginCaptureToGraph,
          (CUstream s, CUgraph g, const CUgraphNode *deps, const CUgraphEdgeData *edges, size_t n,
           CUstreamCaptureMode mode),
          s, g, deps, edges, n, mode)

/* As the driver: a stream not capturing is CUDA_ERROR_ILLEGAL_STATE, even with a NULL output. */
static CUresult impl_cuStreamEndCapture(bool ptds, CUstream s, CUgraph *graph)
{
    (void)ptds;
    pthread_mutex_lock(&lock);
    fake_args.stream = s;
    long i = capture_index(s);
    CUresult r = i < 0           ? CUDA_ERROR_ILLEGAL_STATE
                 : graph == NULL ? CUDA_ERROR_INVALID_VALUE
                                 : CUDA_SUCCESS;
    if (r == CUDA_SUCCESS) {
        /* A new graph (a live object until cuGraphDestroy), or the one captured into. */
        *graph = capturing_into[i];
        if (*graph == NULL) {
            *graph = (CUgraph)(next_handle += 16);
            live_add(*graph);
        }
        n_capturing--;
        capturing[i] = capturing[n_capturing];
        capturing_into[i] = capturing_into[n_capturing];
    }
    pthread_mutex_unlock(&lock);
    return r;
}
TWIN_PAIR(cuStreamEndCapture, (CUstream s, CUgraph *graph), s, graph)

static CUresult impl_cuStreamIsCapturing(bool ptds, CUstream s, CUstreamCaptureStatus *status)
{
    (void)ptds;
    if (status == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    fake_args.stream = s;
    *status =
        capture_index(s) >= 0 ? CU_STREAM_CAPTURE_STATUS_ACTIVE : CU_STREAM_CAPTURE_STATUS_NONE;
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}
TWIN_PAIR(cuStreamIsCapturing, (CUstream s, CUstreamCaptureStatus *status), s, status)

static CUresult fake_cuThreadExchangeStreamCaptureMode(CUstreamCaptureMode *mode)
{
    ENTER(cuThreadExchangeStreamCaptureMode);
    static __thread CUstreamCaptureMode thread_mode = CU_STREAM_CAPTURE_MODE_GLOBAL;
    if (mode == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    CUstreamCaptureMode old = thread_mode;
    thread_mode = *mode;
    *mode = old;
    return CUDA_SUCCESS;
}

static CUresult fake_cuEventCreate(CUevent *e, unsigned flags)
{
    ENTER(cuEventCreate);
    NEED_CTX();
    if (e == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    fake_args.event_flags = flags;
    *e = (CUevent)(next_handle += 16);
    live_add(*e);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuEventElapsedTime(float *ms, CUevent start, CUevent end)
{
    ENTER(cuEventElapsedTime);
    if (ms == NULL || start == NULL || end == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    *ms = 1.5f;
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphCreate(CUgraph *g, unsigned flags)
{
    ENTER(cuGraphCreate);
    if (g == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    *g = (CUgraph)(next_handle += 16);
    live_add(*g);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphInstantiateWithFlags(CUgraphExec *exec, CUgraph g,
                                                 unsigned long long flags)
{
    ENTER(cuGraphInstantiateWithFlags);
    (void)flags;
    if (exec == NULL || g == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    *exec = (CUgraphExec)(next_handle += 16);
    live_add(*exec);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphGetNodes(CUgraph g, CUgraphNode *nodes, size_t *n)
{
    ENTER(cuGraphGetNodes);
    (void)nodes;
    if (g == NULL || n == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *n = 0;
    return CUDA_SUCCESS;
}

static CUresult fake_cuGraphClone(CUgraph *clone, CUgraph g)
{
    ENTER(cuGraphClone);
    if (clone == NULL || g == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    *clone = (CUgraph)(next_handle += 16);
    live_add(*clone);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

/* The destroyers forget a handle the fakes made; others (a test's own values) are accepted as
 * the generic fakes accept them. */
#define DESTROYER(name, type)                                                                      \
    static CUresult fake_##name(type h)                                                            \
    {                                                                                              \
        ENTER_ID(FAKE_##name, false);                                                              \
        pthread_mutex_lock(&lock);                                                                 \
        live_remove(h);                                                                            \
        pthread_mutex_unlock(&lock);                                                               \
        return CUDA_SUCCESS;                                                                       \
    }
DESTROYER(cuEventDestroy, CUevent)
DESTROYER(cuGraphDestroy, CUgraph)
DESTROYER(cuGraphExecDestroy, CUgraphExec)
#undef DESTROYER

static CUresult fake_cuDeviceGetDefaultMemPool(CUmemoryPool *pool, CUdevice dev)
{
    ENTER(cuDeviceGetDefaultMemPool);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pool == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *pool = (CUmemoryPool)(0x700000000000ULL + (uintptr_t)o * 16);
    return CUDA_SUCCESS;
}

/* -- green contexts and device resources ------------------------------------------------------
 * A device has FAKE_SM_COUNT SMs (partitions of at least 2, aligned to 2). A descriptor encodes
 * its SM count; a green context keeps its device and SM count, has a CUcontext of its own
 * (cuCtxFromGreenCtx) and retains its device's primary context, as the driver does;
 * cuGreenCtxCreate requires CU_GREEN_CTX_DEFAULT_STREAM (as an r580 driver). A destroyed green
 * context's streams answer CUDA_ERROR_CONTEXT_IS_DESTROYED (cuStreamQuery, cuStreamSynchronize,
 * cuStreamGetCtx, cuStreamGetGreenCtx, cuStreamDestroy), as r580's do. */
#define FAKE_SM_COUNT 132
#define MAX_GREENS 4096 /* never reused: a stream keeps naming its green context */
static struct {
    bool made, live;
    int ordinal;
    unsigned sm;
} greens[MAX_GREENS];
static char green_ctxs[MAX_GREENS]; /* their CUcontexts */
static size_t n_greens;

/* Index of green context g, or -1. */
static long green_index(CUgreenCtx g)
{
    uintptr_t v = (uintptr_t)g, b = (uintptr_t)&greens[0];
    if (v < b || v >= b + sizeof greens || (v - b) % sizeof greens[0])
        return -1;
    long i = (long)((v - b) / sizeof greens[0]);
    return greens[i].made ? i : -1;
}

/* Index of the green context whose CUcontext is c, or -1. */
static long green_of_ctx(CUcontext c)
{
    uintptr_t v = (uintptr_t)c, b = (uintptr_t)&green_ctxs[0];
    if (v < b || v >= b + sizeof green_ctxs)
        return -1;
    return greens[v - b].made ? (long)(v - b) : -1;
}

/* Whether stream s was made on a green context since destroyed (lock held). */
static bool stream_gone_locked(CUstream s)
{
    long i = stream_index(s);
    if (i < 0)
        return false;
    long g = green_of_ctx(streams[i].ctx);
    return g >= 0 && !greens[g].live;
}

static bool stream_gone(CUstream s)
{
    pthread_mutex_lock(&lock);
    bool gone = stream_gone_locked(s);
    pthread_mutex_unlock(&lock);
    return gone;
}

static void fill_sm(CUdevResource *res, unsigned sm)
{
    memset(res, 0, sizeof *res);
    res->type = CU_DEV_RESOURCE_TYPE_SM;
    res->sm.smCount = sm;
    res->sm.minSmPartitionSize = 2;
    res->sm.smCoscheduledAlignment = 2;
}

static CUresult fake_cuDeviceGetDevResource(CUdevice dev, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuDeviceGetDevResource);
    if (device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(res, FAKE_SM_COUNT);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevSmResourceSplitByCount(CUdevResource *result, unsigned *nbGroups,
                                                 const CUdevResource *input,
                                                 CUdevResource *remaining, unsigned flags,
                                                 unsigned minCount)
{
    ENTER(cuDevSmResourceSplitByCount);
    (void)flags;
    if (nbGroups == NULL || input == NULL || input->type != CU_DEV_RESOURCE_TYPE_SM ||
        minCount == 0)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned count = (minCount + 1) & ~1u, most = input->sm.smCount / count;
    unsigned n = result == NULL ? most : (*nbGroups < most ? *nbGroups : most);
    for (unsigned i = 0; result != NULL && i < n; i++)
        fill_sm(&result[i], count);
    if (remaining != NULL)
        fill_sm(remaining, input->sm.smCount - n * count);
    *nbGroups = n;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDevResourceGenerateDesc(CUdevResourceDesc *desc, CUdevResource *res,
                                               unsigned nb)
{
    ENTER(cuDevResourceGenerateDesc);
    if (desc == NULL || res == NULL || nb == 0)
        return CUDA_ERROR_INVALID_VALUE;
    unsigned sm = 0;
    for (unsigned i = 0; i < nb; i++) {
        if (res[i].type != CU_DEV_RESOURCE_TYPE_SM)
            return CUDA_ERROR_INVALID_RESOURCE_TYPE;
        sm += res[i].sm.smCount;
    }
    *desc = (CUdevResourceDesc)(uintptr_t)(0x7e0000000000ULL + sm);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxCreate(CUgreenCtx *out, CUdevResourceDesc desc, CUdevice dev,
                                      unsigned flags)
{
    ENTER(cuGreenCtxCreate);
    int o = device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    uintptr_t d = (uintptr_t)desc;
    if (out == NULL || flags != CU_GREEN_CTX_DEFAULT_STREAM || (d >> 40) != 0x7e)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    if (n_greens >= MAX_GREENS) {
        pthread_mutex_unlock(&lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    size_t i = n_greens++;
    greens[i].made = greens[i].live = true;
    greens[i].ordinal = o;
    greens[i].sm = (unsigned)(d & 0xffffffffu);
    pstate[o].retains++;
    pstate[o].active = true;
    *out = (CUgreenCtx)&greens[i];
    live_add(*out);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxDestroy(CUgreenCtx g)
{
    ENTER(cuGreenCtxDestroy);
    pthread_mutex_lock(&lock);
    long i = green_index(g);
    CUresult r = CUDA_ERROR_INVALID_CONTEXT;
    if (i >= 0 && greens[i].live) {
        greens[i].live = false;
        if (pstate[greens[i].ordinal].retains > 0)
            pstate[greens[i].ordinal].retains--;
        live_remove(g);
        r = CUDA_SUCCESS;
    } else if (i >= 0) {
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    }
    pthread_mutex_unlock(&lock);
    return r;
}

/* The live green context g's index, or the error (lock not held). */
static CUresult live_green(CUgreenCtx g, long *index)
{
    pthread_mutex_lock(&lock);
    long i = green_index(g);
    bool live = i >= 0 && greens[i].live;
    pthread_mutex_unlock(&lock);
    *index = i;
    return i < 0  ? CUDA_ERROR_INVALID_CONTEXT
           : live ? CUDA_SUCCESS
                  : CUDA_ERROR_CONTEXT_IS_DESTROYED;
}

static CUresult fake_cuCtxFromGreenCtx(CUcontext *out, CUgreenCtx g)
{
    ENTER(cuCtxFromGreenCtx);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *out = (CUcontext)&green_ctxs[i];
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxGetDevResource(CUgreenCtx g, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuGreenCtxGetDevResource);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(res, greens[i].sm);
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetDevResource(CUcontext c, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuCtxGetDevResource);
    long g = green_of_ctx(c);
    if (g >= 0)
        return !greens[g].live                ? CUDA_ERROR_CONTEXT_IS_DESTROYED
               : res == NULL                  ? CUDA_ERROR_INVALID_VALUE
               : t != CU_DEV_RESOURCE_TYPE_SM ? CUDA_ERROR_INVALID_RESOURCE_TYPE
                                              : (fill_sm(res, greens[g].sm), CUDA_SUCCESS);
    if (known_ctx(c) == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    fill_sm(res, FAKE_SM_COUNT);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxStreamCreate(CUstream *out, CUgreenCtx g, unsigned flags,
                                            int priority)
{
    ENTER(cuGreenCtxStreamCreate);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (out == NULL || flags != CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    if (n_streams >= MAX_STREAMS) {
        pthread_mutex_unlock(&lock);
        return CUDA_ERROR_OUT_OF_MEMORY;
    }
    size_t k = n_streams++;
    streams[k].flags = flags;
    streams[k].priority = priority < -5 ? -5 : priority > 0 ? 0 : priority;
    streams[k].ctx = (CUcontext)&green_ctxs[i];
    fake_args.stream_flags = flags;
    fake_args.stream_priority = streams[k].priority;
    *out = (CUstream)(0x600000000000ULL + (k + 1) * 16);
    live_add(*out);
    pthread_mutex_unlock(&lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuGreenCtxGetId(CUgreenCtx g, unsigned long long *id)
{
    ENTER(cuGreenCtxGetId);
    long i;
    CUresult r = live_green(g, &i);
    if (r != CUDA_SUCCESS)
        return r;
    if (id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *id = 1000 + (unsigned long long)i;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetId(CUcontext c, unsigned long long *id)
{
    ENTER(cuCtxGetId);
    struct fake_ctx *k = known_ctx(c);
    if (k == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *id = (k->primary ? 1 : 500) + (unsigned long long)k->ordinal;
    return CUDA_SUCCESS;
}

static CUresult fake_cuStreamGetGreenCtx(CUstream s, CUgreenCtx *out)
{
    ENTER(cuStreamGetGreenCtx);
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&lock);
    CUresult r = CUDA_SUCCESS;
    if (stream_gone_locked(s)) {
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    } else {
        long i = stream_index(s);
        long g = green_of_ctx(i >= 0 ? streams[i].ctx : current());
        *out = g >= 0 ? (CUgreenCtx)&greens[g] : NULL;
    }
    pthread_mutex_unlock(&lock);
    return r;
}

/* A 13.1 driver's call: the stream's green context's SMs, else the device's. */
static CUresult fake_cuStreamGetDevResource(CUstream s, CUdevResource *res, CUdevResourceType t)
{
    ENTER(cuStreamGetDevResource);
    if (res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (t != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    pthread_mutex_lock(&lock);
    CUresult r = CUDA_SUCCESS;
    if (stream_gone_locked(s)) {
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    } else {
        long i = stream_index(s);
        long g = green_of_ctx(i >= 0 ? streams[i].ctx : current());
        fill_sm(res, g >= 0 ? greens[g].sm : FAKE_SM_COUNT);
    }
    pthread_mutex_unlock(&lock);
    return r;
}

static CUresult fake_cuStreamDestroy(CUstream s)
{
    ENTER(cuStreamDestroy);
    pthread_mutex_lock(&lock);
    CUresult r = CUDA_SUCCESS;
    if (stream_gone_locked(s))
        r = CUDA_ERROR_CONTEXT_IS_DESTROYED; /* r580: the stream stays (a leak) */
    else
        live_remove(s);
    pthread_mutex_unlock(&lock);
    return r;
}

/* -- the tables -------------------------------------------------------------------------------- */

static struct ocr_driver table;
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void build_table(void)
{
    for (int i = 0; i < FAKE_MAX_DEVICES; i++) {
        primaries[i] = (struct fake_ctx){.ordinal = i, .primary = true};
        foreigns[i] = (struct fake_ctx){.ordinal = i, .primary = false};
    }
#define FILL(name, ver, twin) table.name = (PFN_##name##_v##ver)(void (*)(void))generic_##name;
    OCR_DRIVER_FUNCS(FILL)
#undef FILL
#define SET(name) table.name = fake_##name
    SET(cuInit);
    SET(cuDriverGetVersion);
    SET(cuGetErrorName);
    SET(cuGetErrorString);
    SET(cuGetProcAddress);
    SET(cuGetExportTable);
    SET(cuDeviceGetCount);
    SET(cuDeviceGet);
    SET(cuDeviceGetName);
    SET(cuDeviceTotalMem);
    SET(cuDeviceGetAttribute);
    SET(cuDeviceGetUuid);
    SET(cuDeviceGetPCIBusId);
    SET(cuDeviceCanAccessPeer);
    SET(cuDeviceGetDefaultMemPool);
    SET(cuStreamDestroy);
    SET(cuEventDestroy);
    SET(cuGraphDestroy);
    SET(cuGraphExecDestroy);
    SET(cuDevicePrimaryCtxRetain);
    SET(cuDevicePrimaryCtxRelease);
    SET(cuDevicePrimaryCtxSetFlags);
    SET(cuDevicePrimaryCtxGetState);
    SET(cuDevicePrimaryCtxReset);
    SET(cuCtxGetFlags);
    SET(cuCtxSetCurrent);
    SET(cuCtxGetCurrent);
    SET(cuCtxPushCurrent);
    SET(cuCtxPopCurrent);
    SET(cuCtxGetDevice);
    SET(cuCtxSynchronize);
    SET(cuCtxGetStreamPriorityRange);
    SET(cuCtxGetApiVersion);
    SET(cuCtxGetLimit);
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
    SET(cuMemAlloc);
    SET(cuMemAllocManaged);
    SET(cuMemAllocPitch);
    SET(cuMemFree);
    SET(cuMemGetAddressRange);
    SET(cuMemGetInfo);
    SET(cuMemHostAlloc);
    SET(cuMemFreeHost);
    SET(cuMemHostRegister);
    SET(cuMemHostUnregister);
    SET(cuMemHostGetDevicePointer);
    SET(cuMemHostGetFlags);
    SET(cuPointerGetAttributes);
    SET(cuMemAllocAsync);
    SET(cuMemFreeAsync);
    SET(cuMemcpy);
    SET(cuMemcpyAsync);
    SET(cuMemcpyHtoD);
    SET(cuMemcpyHtoDAsync);
    SET(cuMemcpyDtoH);
    SET(cuMemcpyDtoHAsync);
    SET(cuMemcpyDtoD);
    SET(cuMemcpyDtoDAsync);
    SET(cuMemsetD8);
    SET(cuMemsetD8Async);
    SET(cuLaunchKernel);
    SET(cuLaunchKernelEx);
    SET(cuStreamCreate);
    SET(cuStreamCreateWithPriority);
    SET(cuStreamGetPriority);
    SET(cuStreamGetFlags);
    SET(cuStreamGetId);
    SET(cuStreamGetDevice);
    SET(cuStreamGetCtx);
    SET(cuStreamQuery);
    SET(cuDeviceGetDevResource);
    SET(cuDevSmResourceSplitByCount);
    SET(cuDevResourceGenerateDesc);
    SET(cuGreenCtxCreate);
    SET(cuGreenCtxDestroy);
    SET(cuCtxFromGreenCtx);
    SET(cuGreenCtxGetDevResource);
    SET(cuCtxGetDevResource);
    SET(cuGreenCtxStreamCreate);
    SET(cuGreenCtxGetId);
    SET(cuCtxGetId);
    SET(cuStreamGetGreenCtx);
    SET(cuStreamGetDevResource);
    SET(cuStreamSynchronize);
    SET(cuStreamBeginCapture);
    SET(cuStreamEndCapture);
    SET(cuStreamIsCapturing);
    SET(cuThreadExchangeStreamCaptureMode);
    SET(cuEventCreate);
    SET(cuEventElapsedTime);
    SET(cuGraphCreate);
    SET(cuGraphInstantiateWithFlags);
    SET(cuGraphGetNodes);
    SET(cuGraphClone);
    SET(cuStreamBeginCaptureToGraph);
#undef SET
}

const struct ocr_driver *fake_driver_table(void)
{
    pthread_once(&table_once, build_table);
    return &table;
}

static const struct ocr_driver *table_for_lookup(void)
{
    return &ocr_drv[0];
}

void fake_driver_install(void)
{
    ocr_driver_install(fake_driver_table());
}

void fake_install_ptds_twins(void)
{
    fake_driver_table();
#define TWIN(name, ver, twin)                                                                      \
    if (twin)                                                                                      \
        ocr_drv[1].name = (PFN_##name##_v##ver)(void (*)(void))generic_twin_##name;
    OCR_DRIVER_FUNCS(TWIN)
#undef TWIN
#define SET_TWIN(name) ocr_drv[1].name = fake_##name##_ptsz
    SET_TWIN(cuMemcpy);
    SET_TWIN(cuMemcpyAsync);
    SET_TWIN(cuMemcpyHtoD);
    SET_TWIN(cuMemcpyHtoDAsync);
    SET_TWIN(cuMemcpyDtoH);
    SET_TWIN(cuMemcpyDtoHAsync);
    SET_TWIN(cuMemcpyDtoD);
    SET_TWIN(cuMemcpyDtoDAsync);
    SET_TWIN(cuMemsetD8);
    SET_TWIN(cuMemsetD8Async);
    SET_TWIN(cuLaunchKernel);
    SET_TWIN(cuLaunchKernelEx);
    SET_TWIN(cuMemAllocAsync);
    SET_TWIN(cuMemFreeAsync);
    SET_TWIN(cuStreamGetPriority);
    SET_TWIN(cuStreamGetFlags);
    SET_TWIN(cuStreamGetId);
    SET_TWIN(cuStreamGetDevice);
    SET_TWIN(cuStreamQuery);
    SET_TWIN(cuStreamSynchronize);
    SET_TWIN(cuStreamBeginCapture);
    SET_TWIN(cuStreamBeginCaptureToGraph);
    SET_TWIN(cuStreamEndCapture);
    SET_TWIN(cuStreamIsCapturing);
#undef SET_TWIN
}

/* -- the test-side interface ------------------------------------------------------------------- */

void fake_log_clear(void)
{
    pthread_mutex_lock(&lock);
    log_len = 0;
    memset(counts, 0, sizeof(counts));
    pthread_mutex_unlock(&lock);
}

void fake_fork_child(bool usable)
{
    pthread_mutex_init(&lock, NULL);
    unusable = !usable;
}

void fake_reset(void)
{
    fake_log_clear();
    pthread_mutex_lock(&lock);
    nth_left = 0;
    nth_fired = false;
    nth_site = NULL;
    memset(id_nth_left, 0, sizeof(id_nth_left));
    memset(scripted, 0, sizeof(scripted));
    n_loads = 0;
    n_asked = 0;
    n_launches = 0;
    memset(&last_launch, 0, sizeof(last_launch));
    n_copies = 0;
    memset(&last_copy, 0, sizeof(last_copy));
    memset(&last_alloc, 0, sizeof(last_alloc));
    n_defs = 0;
    n_hidden = 0;
    memset(&fake_args, 0, sizeof(fake_args));
    memset(&fake_graphics, 0, sizeof(fake_graphics));
    pthread_mutex_unlock(&lock);
}

size_t fake_log_size(void)
{
    pthread_mutex_lock(&lock);
    size_t n = log_len < LOG_MAX ? log_len : LOG_MAX;
    pthread_mutex_unlock(&lock);
    return n;
}

const char *fake_log_name(size_t i)
{
    pthread_mutex_lock(&lock);
    const char *n = (i < log_len && i < LOG_MAX) ? log_names[i] : NULL;
    pthread_mutex_unlock(&lock);
    return n;
}

size_t fake_calls(const char *name)
{
    bool ptds;
    enum fake_id id = id_of(name, &ptds);
    pthread_mutex_lock(&lock);
    size_t n = counts[id][ptds ? 1 : 0];
    pthread_mutex_unlock(&lock);
    return n;
}

size_t fake_calls_total(void)
{
    pthread_mutex_lock(&lock);
    size_t n = log_len;
    pthread_mutex_unlock(&lock);
    return n;
}

size_t fake_log_find(const char *name, size_t from)
{
    id_of(name, NULL); /* reject names that are no entry */
    pthread_mutex_lock(&lock);
    size_t found = (size_t)-1;
    for (size_t i = from; i < log_len && i < LOG_MAX; i++)
        if (strcmp(log_names[i], name) == 0) {
            found = i;
            break;
        }
    pthread_mutex_unlock(&lock);
    return found;
}

const char *fake_log_string(void)
{
    static char buf[8192];
    size_t used = 0;
    buf[0] = '\0';
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < log_len && i < LOG_MAX; i++) {
        int w = snprintf(buf + used, sizeof(buf) - used, "%s%s", i ? " " : "", log_names[i]);
        if (w < 0 || (size_t)w >= sizeof(buf) - used) {
            snprintf(buf + sizeof(buf) - 5, 5, "...");
            break;
        }
        used += (size_t)w;
    }
    pthread_mutex_unlock(&lock);
    return buf;
}

void fake_fail_nth(unsigned n, CUresult r)
{
    pthread_mutex_lock(&lock);
    nth_left = n;
    nth_result = r;
    nth_fired = false;
    nth_site = NULL;
    pthread_mutex_unlock(&lock);
}

bool fake_fault_fired(void)
{
    pthread_mutex_lock(&lock);
    bool f = nth_fired;
    pthread_mutex_unlock(&lock);
    return f;
}

void fake_fail_nth_of(const char *name, unsigned n, CUresult r)
{
    enum fake_id id = id_of(name, NULL);
    pthread_mutex_lock(&lock);
    id_nth_left[id] = n;
    id_nth_result[id] = r;
    pthread_mutex_unlock(&lock);
}

void fake_set_result(const char *name, CUresult r)
{
    enum fake_id id = id_of(name, NULL);
    pthread_mutex_lock(&lock);
    scripted[id] = r != CUDA_SUCCESS;
    scripted_result[id] = r;
    pthread_mutex_unlock(&lock);
}

CUcontext fake_primary_context(int ordinal)
{
    return (CUcontext)&primaries[ordinal];
}

int fake_primary_retains(int ordinal)
{
    pthread_mutex_lock(&lock);
    int n = pstate[ordinal].retains;
    pthread_mutex_unlock(&lock);
    return n;
}

bool fake_primary_active(int ordinal)
{
    pthread_mutex_lock(&lock);
    bool a = pstate[ordinal].active;
    pthread_mutex_unlock(&lock);
    return a;
}

unsigned fake_primary_flags(int ordinal)
{
    pthread_mutex_lock(&lock);
    unsigned f = pstate[ordinal].flags;
    pthread_mutex_unlock(&lock);
    return f;
}

CUcontext fake_foreign_context(int ordinal)
{
    foreigns[ordinal] = (struct fake_ctx){.ordinal = ordinal, .primary = false};
    return (CUcontext)&foreigns[ordinal];
}

CUcontext fake_current_context(void)
{
    return current();
}

void fake_set_current_context(CUcontext ctx)
{
    if (ctx_depth == 0) {
        if (ctx != NULL)
            ctx_stack[ctx_depth++] = ctx;
    } else if (ctx == NULL) {
        ctx_depth = 0;
    } else {
        ctx_stack[ctx_depth - 1] = ctx;
    }
}

void fake_set_device_attribute(CUdevice_attribute attr, int value)
{
    pthread_mutex_lock(&lock);
    ensure_attrs();
    if ((int)attr > 0 && attr < CU_DEVICE_ATTRIBUTE_MAX)
        attrs[attr] = value;
    pthread_mutex_unlock(&lock);
}

int fake_device_attribute(CUdevice_attribute attr)
{
    pthread_mutex_lock(&lock);
    ensure_attrs();
    int v = ((int)attr > 0 && attr < CU_DEVICE_ATTRIBUTE_MAX) ? attrs[attr] : 0;
    pthread_mutex_unlock(&lock);
    return v;
}

size_t fake_library_loads(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_loads;
    pthread_mutex_unlock(&lock);
    return n;
}

const struct fake_library_load *fake_library_load(size_t i)
{
    pthread_mutex_lock(&lock);
    const struct fake_library_load *l = (i < n_loads && i < MAX_LOADS) ? &loads[i] : NULL;
    pthread_mutex_unlock(&lock);
    return l;
}

bool fake_library_loaded(CUlibrary lib)
{
    pthread_mutex_lock(&lock);
    bool loaded = lib_of(lib) != NULL;
    pthread_mutex_unlock(&lock);
    return loaded;
}

size_t fake_names_asked(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_asked;
    pthread_mutex_unlock(&lock);
    return n;
}

const char *fake_name_asked(size_t i)
{
    pthread_mutex_lock(&lock);
    const char *n = (i < n_asked && i < MAX_ASKED) ? asked[i] : NULL;
    pthread_mutex_unlock(&lock);
    return n;
}

CUkernel fake_kernel_handle(CUlibrary lib, const char *name)
{
    pthread_mutex_lock(&lock);
    CUkernel k = (CUkernel)kernel_record((struct fake_lib *)lib, name);
    pthread_mutex_unlock(&lock);
    return k;
}

void fake_define_global(const char *name, size_t size)
{
    pthread_mutex_lock(&lock);
    if (n_defs < MAX_DEFS) {
        copy_name(defs[n_defs].name, name);
        defs[n_defs].size = size;
        n_defs++;
    }
    pthread_mutex_unlock(&lock);
}

void fake_hide_name(const char *name)
{
    pthread_mutex_lock(&lock);
    if (n_hidden < MAX_DEFS)
        copy_name(hidden[n_hidden++], name);
    pthread_mutex_unlock(&lock);
}

CUdeviceptr fake_global_address(CUlibrary lib, const char *name)
{
    pthread_mutex_lock(&lock);
    size_t i = global_index((struct fake_lib *)lib, name);
    pthread_mutex_unlock(&lock);
    return global_address(i);
}

size_t fake_launches(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_launches;
    pthread_mutex_unlock(&lock);
    return n;
}

const struct fake_launch *fake_last_launch(void)
{
    return &last_launch;
}

size_t fake_copies(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_copies;
    pthread_mutex_unlock(&lock);
    return n;
}

const struct fake_copy *fake_last_copy(void)
{
    return &last_copy;
}

const struct fake_alloc *fake_last_alloc(void)
{
    return &last_alloc;
}

size_t fake_live_allocations(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_allocs;
    pthread_mutex_unlock(&lock);
    return n;
}

size_t fake_live_objects(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_allocs + n_live;
    for (size_t i = 0; i < n_libs; i++)
        n += libs[i].loaded;
    for (int i = 0; i < FAKE_MAX_DEVICES; i++)
        n += (size_t)pstate[i].retains;
    pthread_mutex_unlock(&lock);
    return n;
}

const struct ocr_fault_site *fake_fault_site(void)
{
    pthread_mutex_lock(&lock);
    const struct ocr_fault_site *site = nth_site;
    pthread_mutex_unlock(&lock);
    return site;
}

size_t fake_sites_faulted(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_sites_faulted;
    pthread_mutex_unlock(&lock);
    return n;
}

const struct ocr_fault_site *fake_site_faulted(size_t i)
{
    pthread_mutex_lock(&lock);
    const struct ocr_fault_site *site = i < n_sites_faulted ? sites_faulted[i] : NULL;
    pthread_mutex_unlock(&lock);
    return site;
}

size_t fake_faults_unattributed(void)
{
    pthread_mutex_lock(&lock);
    size_t n = n_faults_unattributed;
    pthread_mutex_unlock(&lock);
    return n;
}

void fake_live_add(const void *handle)
{
    pthread_mutex_lock(&lock);
    live_add(handle);
    pthread_mutex_unlock(&lock);
}

bool fake_live_remove(const void *handle)
{
    pthread_mutex_lock(&lock);
    bool was = live_remove(handle);
    pthread_mutex_unlock(&lock);
    return was;
}

CUdeviceptr fake_device_allocation(size_t size)
{
    CUdeviceptr p = 0;
    pthread_mutex_lock(&lock);
    (void)add_alloc(&p, size, ALLOC_DEVICE, 0);
    pthread_mutex_unlock(&lock);
    return p;
}
