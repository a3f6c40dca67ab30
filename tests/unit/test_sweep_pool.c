/*
 * Fault-injection sweeps (sweep.h) of memory pools (memory/pool.c) and interprocess sharing
 * (memory/ipc.c): a pool's life (attributes, access, allocations, sharing the pool and its
 * pointers), the current pools of devices and locations, IPC memory and event handles. The
 * pools, imported pointers and opened handles are objects of sweep_objects.c, so a scenario that
 * leaks one fails its sweep.
 */
#include "checks.h"
#include "sweep.h"
#include "sweep_objects.h"

cudaError_t cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool,
                                         cudaStream_t stream);

/* Besides out of memory, a failure that maps differently (an invalid handle). */
static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE};
static const struct sweep_options options = {results, sizeof(results) / sizeof(results[0]), NULL};

/* Init is once per process (test_init sweeps it): done here before the sweeps. */
static int setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    sweep_objects_install();
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 1 ? 0 : -1;
}

static const struct cudaMemLocation device0 = {cudaMemLocationTypeDevice, 0};

/* An allocation from a pool that failed leaves NULL in its output (NVIDIA's runtime does so, as
 * cudaMallocAsync): checked here instead of an untouched output. */
static bool pool_alloc(struct sweep *s, void **p, cudaMemPool_t pool, bool ptds)
{
    *p = (void *)(uintptr_t)0xa5a5;
    bool ok = ptds ? SWEEP_CALL(s, cudaMallocFromPoolAsync_ptsz(p, 64, pool, 0))
                   : SWEEP_CALL(s, cudaMallocFromPoolAsync(p, 64, pool, 0));
    if (!ok)
        assert_null(*p);
    return ok;
}

/* -- a pool's life ------------------------------------------------------------------------- */

/* More access descriptors than the runtime translates on the stack: the list it allocates must
 * be freed on every path (LSan in the asan build). */
#define ACCESS_DESCS 20

static void pool_life(struct sweep *s, void *arg)
{
    (void)arg;
    struct cudaMemPoolProps props = {0};
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
    props.location = device0;
    cudaMemPool_t pool;
    if (!SWEEP_CALL_OUT(s, &pool, sizeof(pool), cudaMemPoolCreate(&pool, &props)))
        return;

    cuuint64_t threshold = 1 << 20, value;
    (void)SWEEP_CALL(s, cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
    (void)SWEEP_CALL_OUT(s, &value, sizeof(value),
                         cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &value));
    struct cudaMemAccessDesc descs[ACCESS_DESCS];
    for (int i = 0; i < ACCESS_DESCS; i++)
        descs[i] = (struct cudaMemAccessDesc){device0, cudaMemAccessFlagsProtReadWrite};
    (void)SWEEP_CALL(s, cudaMemPoolSetAccess(pool, descs, 1));
    (void)SWEEP_CALL(s, cudaMemPoolSetAccess(pool, descs, ACCESS_DESCS));
    enum cudaMemAccessFlags flags;
    struct cudaMemLocation where = device0;
    (void)SWEEP_CALL_OUT(s, &flags, sizeof(flags), cudaMemPoolGetAccess(&flags, pool, &where));

    /* Allocations, and a pointer shared through the pool. */
    void *p, *q;
    if (pool_alloc(s, &p, pool, false)) {
        struct cudaMemPoolPtrExportData data;
        if (SWEEP_CALL_OUT(s, &data, sizeof(data), cudaMemPoolExportPointer(&data, p))) {
            void *imported;
            if (SWEEP_CALL_OUT(s, &imported, sizeof(imported),
                               cudaMemPoolImportPointer(&imported, pool, &data)))
                SWEEP_CLEANUP(s, cudaFreeAsync(imported, 0));
        }
        SWEEP_CLEANUP(s, cudaFreeAsync(p, 0));
    }
    if (pool_alloc(s, &q, pool, true))
        SWEEP_CLEANUP(s, cudaFreeAsync(q, 0));
    (void)SWEEP_CALL(s, cudaMemPoolTrimTo(pool, 0));

    /* The pool shared as a file descriptor and imported back. */
    int fd;
    if (SWEEP_CALL_OUT(s, &fd, sizeof(fd),
                       cudaMemPoolExportToShareableHandle(
                           &fd, pool, cudaMemHandleTypePosixFileDescriptor, 0))) {
        cudaMemPool_t other;
        if (SWEEP_CALL_OUT(
                s, &other, sizeof(other),
                cudaMemPoolImportFromShareableHandle(&other, (void *)(uintptr_t)3,
                                                     cudaMemHandleTypePosixFileDescriptor, 0)))
            SWEEP_CLEANUP(s, cudaMemPoolDestroy(other));
    }
    SWEEP_CLEANUP(s, cudaMemPoolDestroy(pool));
}

static void cudaMemPoolCreate_sweep(void **state)
{
    (void)state;
    sweep_run("pool_life", pool_life, NULL, &options);
}

/* -- current pools --------------------------------------------------------------------------- */

static void current_pools(struct sweep *s, void *arg)
{
    (void)arg;
    cudaMemPool_t def, cur, pool;
    if (!SWEEP_CALL_OUT(s, &def, sizeof(def), cudaDeviceGetDefaultMemPool(&def, 0)))
        return;
    (void)SWEEP_CALL_OUT(s, &cur, sizeof(cur), cudaDeviceGetMemPool(&cur, 0));
    (void)SWEEP_CALL(s, cudaDeviceSetMemPool(0, def));
    struct cudaMemLocation loc = device0;
    (void)SWEEP_CALL_OUT(s, &pool, sizeof(pool),
                         cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    (void)SWEEP_CALL_OUT(s, &pool, sizeof(pool),
                         cudaMemGetMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    (void)SWEEP_CALL(s, cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, def));
    void *p;
    if (pool_alloc(s, &p, def, false))
        SWEEP_CLEANUP(s, cudaFreeAsync(p, 0));
}

static void cudaDeviceGetMemPool_sweep(void **state)
{
    (void)state;
    sweep_run("current_pools", current_pools, NULL, &options);
}

/* -- IPC ------------------------------------------------------------------------------------- */

static void ipc_memory(struct sweep *s, void *arg)
{
    (void)arg;
    void *d;
    if (!SWEEP_CALL(s, cudaMalloc(&d, 256)))
        return;
    cudaIpcMemHandle_t h;
    if (SWEEP_CALL_OUT(s, &h, sizeof(h), cudaIpcGetMemHandle(&h, d))) {
        void *p;
        if (SWEEP_CALL_OUT(s, &p, sizeof(p),
                           cudaIpcOpenMemHandle(&p, h, cudaIpcMemLazyEnablePeerAccess)))
            SWEEP_CLEANUP(s, cudaIpcCloseMemHandle(p));
    }
    SWEEP_CLEANUP(s, cudaFree(d));
}

static void ipc_event(struct sweep *s, void *arg)
{
    (void)arg;
    cudaEvent_t e;
    if (!SWEEP_CALL(s,
                    cudaEventCreateWithFlags(&e, cudaEventInterprocess | cudaEventDisableTiming)))
        return;
    cudaIpcEventHandle_t h;
    if (SWEEP_CALL_OUT(s, &h, sizeof(h), cudaIpcGetEventHandle(&h, e))) {
        cudaEvent_t opened;
        if (SWEEP_CALL_OUT(s, &opened, sizeof(opened), cudaIpcOpenEventHandle(&opened, h)))
            SWEEP_CLEANUP(s, cudaEventDestroy(opened));
    }
    SWEEP_CLEANUP(s, cudaEventDestroy(e));
}

/* With OPENCUDART_CHECK=leaks the opened memory's size is asked for the leak table. */
static const struct sweep_rule checked_rules[] = {
    {"cudaIpcOpenMemHandle", "cuMemGetAddressRange", NULL, CUDA_SUCCESS, SWEEP_IGNORED,
     "the leak table's question: unanswered, the mapping is recorded without its size", 0},
    {0},
};
static const struct sweep_options checked_options = {results, sizeof(results) / sizeof(results[0]),
                                                     checked_rules};

static void cudaIpcOpenMemHandle_sweep(void **state)
{
    (void)state;
    sweep_run("ipc_memory", ipc_memory, NULL, &options);
    ocr_check_configure("leaks", NULL);
    sweep_run("ipc_memory_checked", ipc_memory, NULL, &checked_options);
    ocr_check_configure(NULL, NULL);
    sweep_run("ipc_event", ipc_event, NULL, &options);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMemPoolCreate_sweep, unit_reset),
        cmocka_unit_test_setup(cudaDeviceGetMemPool_sweep, unit_reset),
        cmocka_unit_test_setup(cudaIpcOpenMemHandle_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("pool and IPC sweeps", tests, setup, NULL);
}
