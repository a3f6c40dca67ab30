/*
 * Memory pools (memory/pool.c): what reaches the driver. Pool properties, access descriptors and
 * memory locations are translated field by field, device ordinals become CUdevices (the fake's
 * devices are numbered from 10, so that an ordinal passed where a CUdevice belongs shows), an
 * unknown ordinal is refused before any driver call with the code NVIDIA's runtime gives there
 * (cudaErrorInvalidDevice or cudaErrorInvalidValue, depending on the entry point), NULL pointers
 * the runtime would need are cudaErrorInvalidValue before any driver call, attributes and
 * handles pass unchanged, driver failures come back mapped and recorded with the outputs
 * untouched (a failed allocation leaves NULL), and the per-thread twin of cudaMallocFromPoolAsync
 * uses the per-thread driver entry.
 *
 * The pool entries of the driver table are replaced here, after the fake is installed, by
 * recorders of their arguments (`rec`); they log nothing in the fake's call log.
 */
#include "unit.h"

#include <pthread.h>

#define DEVICES 3
#define BASE 10

cudaError_t cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool,
                                         cudaStream_t stream);

/* -- the recorders ---------------------------------------------------------------------------- */

#define MAP_MAX 64
#define POOL ((CUmemoryPool)(uintptr_t)0x5000)
#define OTHER_POOL ((CUmemoryPool)(uintptr_t)0x6000)
#define PTR ((CUdeviceptr)0x7700000)

static struct {
    int calls;        /* recorder calls since the last reset */
    const char *last; /* the last recorder's entry name */
    CUresult result;  /* what every recorder returns (CUDA_SUCCESS unless a test sets it) */
    bool ptds;        /* the last call came through ocr_drv[1] (cuMemAllocFromPoolAsync) */
    CUmemoryPool pool;
    CUmemPoolProps props;
    CUmemPool_attribute attr;
    void *value;
    CUmemAccessDesc map[MAP_MAX];
    size_t count;
    bool map_null;
    CUmemLocation loc;
    CUmemAllocationType type;
    CUdevice dev;
    size_t size;
    CUstream stream;
    void *handle;
    CUmemAllocationHandleType handle_type;
    unsigned long long flags;
    CUdeviceptr ptr;
    CUmemPoolPtrExportData *data;
} rec;

static bool record(const char *name)
{
    rec.calls++;
    rec.last = name;
    return rec.result == CUDA_SUCCESS;
}

static CUresult rec_cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *props)
{
    if (!record("cuMemPoolCreate"))
        return rec.result;
    rec.props = *props;
    *pool = POOL;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemPoolDestroy(CUmemoryPool pool)
{
    rec.pool = pool;
    return record("cuMemPoolDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemPoolTrimTo(CUmemoryPool pool, size_t keep)
{
    rec.pool = pool;
    rec.size = keep;
    return record("cuMemPoolTrimTo") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    rec.pool = pool;
    rec.attr = attr;
    rec.value = value;
    return record("cuMemPoolSetAttribute") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value)
{
    rec.pool = pool;
    rec.attr = attr;
    rec.value = value;
    if (!record("cuMemPoolGetAttribute"))
        return rec.result;
    *(cuuint64_t *)value = 4242;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count)
{
    rec.pool = pool;
    rec.count = count;
    rec.map_null = map == NULL;
    for (size_t i = 0; map != NULL && i < count && i < MAP_MAX; i++)
        rec.map[i] = map[i];
    return record("cuMemPoolSetAccess") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool pool,
                                       CUmemLocation *loc)
{
    rec.pool = pool;
    rec.loc = *loc;
    if (!record("cuMemPoolGetAccess"))
        return rec.result;
    *flags = CU_MEM_ACCESS_FLAGS_PROT_READ;
    return CUDA_SUCCESS;
}

static CUresult alloc_from_pool(bool ptds, CUdeviceptr *p, size_t size, CUmemoryPool pool,
                                CUstream s)
{
    rec.ptds = ptds;
    rec.size = size;
    rec.pool = pool;
    rec.stream = s;
    if (!record("cuMemAllocFromPoolAsync"))
        return rec.result;
    *p = PTR;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemAllocFromPoolAsync(CUdeviceptr *p, size_t size, CUmemoryPool pool,
                                            CUstream s)
{
    return alloc_from_pool(false, p, size, pool, s);
}

static CUresult rec_cuMemAllocFromPoolAsync_ptsz(CUdeviceptr *p, size_t size, CUmemoryPool pool,
                                                 CUstream s)
{
    return alloc_from_pool(true, p, size, pool, s);
}

static CUresult rec_cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev)
{
    rec.dev = dev;
    if (!record("cuDeviceGetMemPool"))
        return rec.result;
    *pool = OTHER_POOL;
    return CUDA_SUCCESS;
}

static CUresult rec_cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool)
{
    rec.dev = dev;
    rec.pool = pool;
    return record("cuDeviceSetMemPool") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemGetDefaultMemPool(CUmemoryPool *pool, CUmemLocation *loc,
                                           CUmemAllocationType type)
{
    rec.loc = *loc;
    rec.type = type;
    if (!record("cuMemGetDefaultMemPool"))
        return rec.result;
    *pool = POOL;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemGetMemPool(CUmemoryPool *pool, CUmemLocation *loc,
                                    CUmemAllocationType type)
{
    rec.loc = *loc;
    rec.type = type;
    if (!record("cuMemGetMemPool"))
        return rec.result;
    *pool = OTHER_POOL;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemSetMemPool(CUmemLocation *loc, CUmemAllocationType type, CUmemoryPool pool)
{
    rec.loc = *loc;
    rec.type = type;
    rec.pool = pool;
    return record("cuMemSetMemPool") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemPoolExportToShareableHandle(void *handle, CUmemoryPool pool,
                                                     CUmemAllocationHandleType type,
                                                     unsigned long long flags)
{
    rec.handle = handle;
    rec.pool = pool;
    rec.handle_type = type;
    rec.flags = flags;
    if (!record("cuMemPoolExportToShareableHandle"))
        return rec.result;
    *(int *)handle = 77;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemPoolImportFromShareableHandle(CUmemoryPool *pool, void *handle,
                                                       CUmemAllocationHandleType type,
                                                       unsigned long long flags)
{
    rec.handle = handle;
    rec.handle_type = type;
    rec.flags = flags;
    if (!record("cuMemPoolImportFromShareableHandle"))
        return rec.result;
    *pool = OTHER_POOL;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemPoolExportPointer(CUmemPoolPtrExportData *data, CUdeviceptr ptr)
{
    rec.data = data;
    rec.ptr = ptr;
    if (!record("cuMemPoolExportPointer"))
        return rec.result;
    memset(data->reserved, 0xab, sizeof data->reserved);
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemPoolImportPointer(CUdeviceptr *ptr, CUmemoryPool pool,
                                           CUmemPoolPtrExportData *data)
{
    rec.pool = pool;
    rec.data = data;
    if (!record("cuMemPoolImportPointer"))
        return rec.result;
    *ptr = PTR;
    return CUDA_SUCCESS;
}

static int group_setup(void **state)
{
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    unit_install_fake(state);
    fake_install_ptds_twins();
#define REPLACE(name)                                                                              \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name;                                                              \
    } while (0)
    REPLACE(cuMemPoolCreate);
    REPLACE(cuMemPoolDestroy);
    REPLACE(cuMemPoolTrimTo);
    REPLACE(cuMemPoolSetAttribute);
    REPLACE(cuMemPoolGetAttribute);
    REPLACE(cuMemPoolSetAccess);
    REPLACE(cuMemPoolGetAccess);
    REPLACE(cuDeviceGetMemPool);
    REPLACE(cuDeviceSetMemPool);
    REPLACE(cuMemGetDefaultMemPool);
    REPLACE(cuMemGetMemPool);
    REPLACE(cuMemSetMemPool);
    REPLACE(cuMemPoolExportToShareableHandle);
    REPLACE(cuMemPoolImportFromShareableHandle);
    REPLACE(cuMemPoolExportPointer);
    REPLACE(cuMemPoolImportPointer);
#undef REPLACE
    ocr_drv[0].cuMemAllocFromPoolAsync = rec_cuMemAllocFromPoolAsync;
    ocr_drv[1].cuMemAllocFromPoolAsync = rec_cuMemAllocFromPoolAsync_ptsz;
    return 0;
}

/* Per test: the runtime entered once (init, context) before the logs are cleared. */
static int setup(void **state)
{
    (void)cudaFree(NULL);
    memset(&rec, 0, sizeof rec);
    return unit_reset(state);
}

/* Nothing reached the driver, neither the fake nor a recorder. */
#define assert_nothing_called()                                                                    \
    do {                                                                                           \
        assert_no_driver_call();                                                                   \
        assert_int_equal(rec.calls, 0);                                                            \
    } while (0)

/* -- cudaMemPoolCreate ------------------------------------------------------------------------ */

static void cudaMemPoolCreate_translates_props(void **state)
{
    (void)state;
    struct cudaMemPoolProps props;
    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = 2;
    props.win32SecurityAttributes = (void *)0x99;
    props.maxSize = (size_t)1 << 20;
    props.usage = cudaMemPoolCreateUsageHwDecompress;
    props.reserved[53] = 7;
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaSuccess, cudaMemPoolCreate(&pool, &props));
    assert_ptr_equal(pool, POOL);
    assert_int_equal(rec.calls, 1);
    assert_int_equal(rec.props.allocType, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_int_equal(rec.props.handleTypes, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
    assert_int_equal(rec.props.location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.props.location.id, BASE + 2);
    assert_ptr_equal(rec.props.win32SecurityAttributes, (void *)0x99);
    assert_int_equal(rec.props.maxSize, (size_t)1 << 20);
    assert_int_equal(rec.props.usage, cudaMemPoolCreateUsageHwDecompress);
    assert_int_equal(rec.props.reserved[53], 7);
    /* The caller's properties are left as they were. */
    assert_int_equal(props.location.id, 2);
}

static void cudaMemPoolCreate_host_locations_keep_their_id(void **state)
{
    (void)state;
    const enum cudaMemLocationType types[] = {
        cudaMemLocationTypeHost, cudaMemLocationTypeHostNuma, cudaMemLocationTypeHostNumaCurrent,
        cudaMemLocationTypeNone, (enum cudaMemLocationType)42};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
        props.location.type = types[i];
        props.location.id = 5; /* no device ordinal: not checked, not translated */
        cudaMemPool_t pool = NULL;
        assert_cuda(cudaSuccess, cudaMemPoolCreate(&pool, &props));
        assert_int_equal(rec.props.location.type, (int)types[i]);
        assert_int_equal(rec.props.location.id, 5);
    }
}

static void cudaMemPoolCreate_unknown_device(void **state)
{
    (void)state;
    const int bad[] = {DEVICES, -1, BASE, 1 << 30};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
        props.location.type = cudaMemLocationTypeDevice;
        props.location.id = bad[i];
        cudaMemPool_t pool = (cudaMemPool_t)0x1;
        assert_cuda(cudaErrorInvalidValue, cudaMemPoolCreate(&pool, &props));
        assert_ptr_equal(pool, (cudaMemPool_t)0x1);
        assert_int_equal(rec.calls, 0);
        assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    }
}

static void cudaMemPoolCreate_null_arguments(void **state)
{
    (void)state;
    struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolCreate(NULL, &props));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolCreate(&pool, NULL));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaMemPoolCreate_driver_failure(void **state)
{
    (void)state;
    struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
    props.location.type = cudaMemLocationTypeDevice;
    cudaMemPool_t pool = (cudaMemPool_t)0x1;
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaMemPoolCreate(&pool, &props));
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaMemPoolCreate(&pool, &props));
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
}

/* -- destroy, trim, attributes ---------------------------------------------------------------- */

static void cudaMemPoolDestroy_and_TrimTo_pass_the_pool(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMemPoolTrimTo(POOL, 12345));
    assert_string_equal(rec.last, "cuMemPoolTrimTo");
    assert_ptr_equal(rec.pool, POOL);
    assert_int_equal(rec.size, 12345);
    assert_cuda(cudaSuccess, cudaMemPoolDestroy(POOL));
    assert_string_equal(rec.last, "cuMemPoolDestroy");
    assert_ptr_equal(rec.pool, POOL);
    /* A NULL pool is the driver's to judge. */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolDestroy(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolTrimTo(NULL, 0));
    assert_int_equal(rec.calls, 4);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaMemPoolAttribute_values_pass_unchanged(void **state)
{
    (void)state;
    for (int a = 0; a <= 10; a++) {
        cuuint64_t v = 7;
        assert_cuda(cudaSuccess, cudaMemPoolSetAttribute(POOL, (enum cudaMemPoolAttr)a, &v));
        assert_int_equal(rec.attr, a);
        assert_ptr_equal(rec.value, &v);
        assert_ptr_equal(rec.pool, POOL);
        v = 0;
        assert_cuda(cudaSuccess, cudaMemPoolGetAttribute(POOL, (enum cudaMemPoolAttr)a, &v));
        assert_int_equal(rec.attr, a);
        assert_ptr_equal(rec.value, &v);
        assert_int_equal(v, 4242);
    }
    assert_int_equal(rec.calls, 22);
}

static void cudaMemPoolAttribute_null_value(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolSetAttribute(POOL, cudaMemPoolAttrReleaseThreshold, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolGetAttribute(POOL, cudaMemPoolAttrReleaseThreshold, NULL));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaMemPoolAttribute_driver_failure(void **state)
{
    (void)state;
    cuuint64_t v = 99;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolGetAttribute(POOL, cudaMemPoolAttrUsedMemHigh, &v));
    assert_int_equal(v, 99);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolSetAttribute(POOL, cudaMemPoolAttrUsedMemHigh, &v));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- access ----------------------------------------------------------------------------------- */

static void cudaMemPoolSetAccess_translates_descriptors(void **state)
{
    (void)state;
    struct cudaMemAccessDesc d[3] = {
        {{cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtReadWrite},
        {{cudaMemLocationTypeDevice, 2}, cudaMemAccessFlagsProtRead},
        {{cudaMemLocationTypeHostNuma, 1}, cudaMemAccessFlagsProtNone},
    };
    assert_cuda(cudaSuccess, cudaMemPoolSetAccess(POOL, d, 3));
    assert_int_equal(rec.calls, 1);
    assert_ptr_equal(rec.pool, POOL);
    assert_int_equal(rec.count, 3);
    assert_int_equal(rec.map[0].location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.map[0].location.id, BASE + 0);
    assert_int_equal(rec.map[0].flags, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
    assert_int_equal(rec.map[1].location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.map[1].location.id, BASE + 2);
    assert_int_equal(rec.map[1].flags, CU_MEM_ACCESS_FLAGS_PROT_READ);
    assert_int_equal(rec.map[2].location.type, CU_MEM_LOCATION_TYPE_HOST_NUMA);
    assert_int_equal(rec.map[2].location.id, 1);
    assert_int_equal(rec.map[2].flags, CU_MEM_ACCESS_FLAGS_PROT_NONE);
    /* The caller's list is left as it was. */
    assert_int_equal(d[1].location.id, 2);
}

/* A list longer than what is translated on the stack. */
static void cudaMemPoolSetAccess_long_list(void **state)
{
    (void)state;
    struct cudaMemAccessDesc d[40];
    for (int i = 0; i < 40; i++)
        d[i] = (struct cudaMemAccessDesc){{cudaMemLocationTypeDevice, i % DEVICES},
                                          (i & 1) ? cudaMemAccessFlagsProtRead
                                                  : cudaMemAccessFlagsProtReadWrite};
    assert_cuda(cudaSuccess, cudaMemPoolSetAccess(POOL, d, 40));
    assert_int_equal(rec.count, 40);
    for (int i = 0; i < 40; i++) {
        assert_int_equal(rec.map[i].location.id, BASE + i % DEVICES);
        assert_int_equal(rec.map[i].flags, (i & 1) ? CU_MEM_ACCESS_FLAGS_PROT_READ
                                                   : CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
    }
}

static void cudaMemPoolSetAccess_invalid_device(void **state)
{
    (void)state;
    struct cudaMemAccessDesc d[40];
    for (int i = 0; i < 40; i++)
        d[i] = (struct cudaMemAccessDesc){{cudaMemLocationTypeDevice, 0},
                                          cudaMemAccessFlagsProtReadWrite};
    d[1].location.id = DEVICES;
    assert_cuda(cudaErrorInvalidDevice, cudaMemPoolSetAccess(POOL, d, 2));
    d[1].location.id = 0;
    d[39].location.id = -1;
    assert_cuda(cudaErrorInvalidDevice, cudaMemPoolSetAccess(POOL, d, 40));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
}

static void cudaMemPoolSetAccess_empty_and_null_lists(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolSetAccess(POOL, NULL, 1));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* An empty list is the driver's to judge; it is given a list, never NULL. */
    rec.map_null = true;
    assert_cuda(cudaSuccess, cudaMemPoolSetAccess(POOL, NULL, 0));
    assert_int_equal(rec.calls, 1);
    assert_int_equal(rec.count, 0);
    assert_false(rec.map_null);
    struct cudaMemAccessDesc d = {{cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtRead};
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice, cudaMemPoolSetAccess(POOL, &d, 1));
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
}

static void cudaMemPoolGetAccess_translates_location(void **state)
{
    (void)state;
    enum cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 1};
    assert_cuda(cudaSuccess, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(flags, cudaMemAccessFlagsProtRead);
    assert_ptr_equal(rec.pool, POOL);
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.loc.id, BASE + 1);
    assert_int_equal(loc.id, 1);
    loc = (struct cudaMemLocation){cudaMemLocationTypeHost, 3};
    assert_cuda(cudaSuccess, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_HOST);
    assert_int_equal(rec.loc.id, 3);
}

static void cudaMemPoolGetAccess_bad_arguments(void **state)
{
    (void)state;
    enum cudaMemAccessFlags flags = cudaMemAccessFlagsProtReadWrite;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(NULL, POOL, &loc));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(&flags, POOL, NULL));
    assert_nothing_called();
    loc.id = DEVICES;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(rec.calls, 0);
    loc.id = 0;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(flags, cudaMemAccessFlagsProtReadWrite);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- allocation from a pool ------------------------------------------------------------------- */

static void cudaMallocFromPoolAsync_and_twin(void **state)
{
    (void)state;
    cudaStream_t s = (cudaStream_t)0x1234;
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMallocFromPoolAsync(&p, 4096, POOL, s));
    assert_ptr_equal(p, (void *)(uintptr_t)PTR);
    assert_false(rec.ptds);
    assert_int_equal(rec.size, 4096);
    assert_ptr_equal(rec.pool, POOL);
    assert_ptr_equal(rec.stream, (CUstream)s);
    p = NULL;
    assert_cuda(cudaSuccess, cudaMallocFromPoolAsync_ptsz(&p, 8192, POOL, NULL));
    assert_ptr_equal(p, (void *)(uintptr_t)PTR);
    assert_true(rec.ptds);
    assert_int_equal(rec.size, 8192);
    assert_null(rec.stream);
    /* Size zero and a NULL pool are the driver's to judge. */
    assert_cuda(cudaSuccess, cudaMallocFromPoolAsync(&p, 0, NULL, NULL));
    assert_int_equal(rec.size, 0);
    assert_null(rec.pool);
    assert_int_equal(rec.calls, 3);
}

static void cudaMallocFromPoolAsync_bad_arguments(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMallocFromPoolAsync(NULL, 16, POOL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMallocFromPoolAsync_ptsz(NULL, 16, POOL, NULL));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* A failed allocation leaves NULL behind (NVIDIA's runtime does). */
    void *p = (void *)0x1;
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaMallocFromPoolAsync(&p, 16, POOL, NULL));
    assert_null(p);
    p = (void *)0x1;
    assert_cuda(cudaErrorMemoryAllocation, cudaMallocFromPoolAsync_ptsz(&p, 16, POOL, NULL));
    assert_null(p);
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
}

/* -- the current pool of a device ------------------------------------------------------------- */

static void cudaDeviceGetDefaultMemPool_ordinal(void **state)
{
    (void)state;
    /* The fake's own cuDeviceGetDefaultMemPool: one pool per CUdevice it knows. */
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaSuccess, cudaDeviceGetDefaultMemPool(&pool, 2));
    assert_ptr_equal(pool, (cudaMemPool_t)(uintptr_t)(0x700000000000ULL + 2 * 16));
    assert_calls("cuDeviceGetDefaultMemPool", 1);
    pool = (cudaMemPool_t)0x1;
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetDefaultMemPool(&pool, DEVICES));
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceGetDefaultMemPool(&pool, -1));
    assert_calls("cuDeviceGetDefaultMemPool", 1);
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetDefaultMemPool(NULL, 0));
    assert_no_driver_call();
    fake_fail_next("cuDeviceGetDefaultMemPool", CUDA_ERROR_NOT_SUPPORTED);
    assert_cuda(cudaErrorNotSupported, cudaDeviceGetDefaultMemPool(&pool, 0));
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

static void cudaDeviceGetMemPool_ordinal(void **state)
{
    (void)state;
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaSuccess, cudaDeviceGetMemPool(&pool, 1));
    assert_ptr_equal(pool, OTHER_POOL);
    assert_int_equal(rec.dev, BASE + 1);
    pool = (cudaMemPool_t)0x1;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetMemPool(&pool, DEVICES));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetMemPool(&pool, -7));
    assert_int_equal(rec.calls, 1);
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetMemPool(NULL, 0));
    assert_int_equal(rec.calls, 1);
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaDeviceGetMemPool(&pool, 0));
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

static void cudaDeviceSetMemPool_ordinal(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDeviceSetMemPool(2, POOL));
    assert_int_equal(rec.dev, BASE + 2);
    assert_ptr_equal(rec.pool, POOL);
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetMemPool(DEVICES, POOL));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetMemPool(-1, POOL));
    assert_int_equal(rec.calls, 1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* A NULL pool is the driver's to judge. */
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetMemPool(0, NULL));
    assert_int_equal(rec.dev, BASE);
    assert_null(rec.pool);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- the current pool of a location ----------------------------------------------------------- */

static void cudaMemGetDefaultMemPool_location(void **state)
{
    (void)state;
    cudaMemPool_t pool = NULL;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 2};
    assert_cuda(cudaSuccess, cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_ptr_equal(pool, POOL);
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.loc.id, BASE + 2);
    assert_int_equal(rec.type, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_int_equal(loc.id, 2);
    loc = (struct cudaMemLocation){cudaMemLocationTypeNone, 0};
    assert_cuda(cudaSuccess, cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypeManaged));
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_NONE);
    assert_int_equal(rec.loc.id, 0);
    assert_int_equal(rec.type, CU_MEM_ALLOCATION_TYPE_MANAGED);
    assert_int_equal(rec.calls, 2);

    pool = (cudaMemPool_t)0x1;
    loc = (struct cudaMemLocation){cudaMemLocationTypeDevice, DEVICES};
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(NULL, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    assert_int_equal(rec.calls, 2);
    loc.id = 0;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemGetDefaultMemPool(&pool, &loc, (enum cudaMemAllocationType)9));
    assert_int_equal(rec.type, 9);
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaMemGetMemPool_and_SetMemPool_location(void **state)
{
    (void)state;
    cudaMemPool_t pool = NULL;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 1};
    assert_cuda(cudaSuccess, cudaMemGetMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_ptr_equal(pool, OTHER_POOL);
    assert_int_equal(rec.loc.id, BASE + 1);
    assert_int_equal(rec.type, CU_MEM_ALLOCATION_TYPE_PINNED);
    assert_cuda(cudaSuccess, cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, POOL));
    assert_string_equal(rec.last, "cuMemSetMemPool");
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.loc.id, BASE + 1);
    assert_ptr_equal(rec.pool, POOL);
    loc = (struct cudaMemLocation){cudaMemLocationTypeHostNuma, 0};
    assert_cuda(cudaSuccess, cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, POOL));
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_HOST_NUMA);
    assert_int_equal(rec.loc.id, 0);
    assert_int_equal(rec.calls, 3);

    loc = (struct cudaMemLocation){cudaMemLocationTypeDevice, -1};
    assert_cuda(cudaErrorInvalidValue, cudaMemGetMemPool(&pool, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue, cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, POOL));
    assert_cuda(cudaErrorInvalidValue, cudaMemGetMemPool(NULL, &loc, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue, cudaMemGetMemPool(&pool, NULL, cudaMemAllocationTypePinned));
    assert_cuda(cudaErrorInvalidValue, cudaMemSetMemPool(NULL, cudaMemAllocationTypePinned, POOL));
    assert_int_equal(rec.calls, 3);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- sharing ---------------------------------------------------------------------------------- */

static void cudaMemPoolExportToShareableHandle_passes_through(void **state)
{
    (void)state;
    int fd = -1;
    assert_cuda(cudaSuccess, cudaMemPoolExportToShareableHandle(
                                 &fd, POOL, cudaMemHandleTypePosixFileDescriptor, 0));
    assert_int_equal(fd, 77);
    assert_ptr_equal(rec.handle, &fd);
    assert_ptr_equal(rec.pool, POOL);
    assert_int_equal(rec.handle_type, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
    assert_int_equal(rec.flags, 0);
    /* Flags and handle types are the driver's to judge; flags are widened, not sign-extended. */
    assert_cuda(cudaSuccess, cudaMemPoolExportToShareableHandle(&fd, POOL, cudaMemHandleTypeFabric,
                                                                0x80000001u));
    assert_int_equal(rec.handle_type, CU_MEM_HANDLE_TYPE_FABRIC);
    assert_int_equal(rec.flags, 0x80000001ull);
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolExportToShareableHandle(
                                           NULL, POOL, cudaMemHandleTypePosixFileDescriptor, 0));
    assert_int_equal(rec.calls, 2);
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    fd = -1;
    assert_cuda(cudaErrorNotSupported,
                cudaMemPoolExportToShareableHandle(&fd, POOL, cudaMemHandleTypeWin32, 0));
    assert_int_equal(fd, -1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

static void cudaMemPoolImportFromShareableHandle_passes_the_handle_value(void **state)
{
    (void)state;
    cudaMemPool_t pool = NULL;
    assert_cuda(cudaSuccess,
                cudaMemPoolImportFromShareableHandle(&pool, (void *)(uintptr_t)5,
                                                     cudaMemHandleTypePosixFileDescriptor, 0));
    assert_ptr_equal(pool, OTHER_POOL);
    assert_ptr_equal(rec.handle, (void *)(uintptr_t)5);
    assert_int_equal(rec.handle_type, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR);
    /* File descriptor 0 is a handle like any other. */
    assert_cuda(cudaSuccess, cudaMemPoolImportFromShareableHandle(
                                 &pool, NULL, cudaMemHandleTypePosixFileDescriptor, 3));
    assert_null(rec.handle);
    assert_int_equal(rec.flags, 3);
    assert_int_equal(rec.calls, 2);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolImportFromShareableHandle(NULL, (void *)(uintptr_t)5,
                                                     cudaMemHandleTypePosixFileDescriptor, 0));
    assert_int_equal(rec.calls, 2);
    pool = (cudaMemPool_t)0x1;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPoolImportFromShareableHandle(&pool, (void *)(uintptr_t)5,
                                                     cudaMemHandleTypePosixFileDescriptor, 0));
    assert_ptr_equal(pool, (cudaMemPool_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaMemPoolExportPointer_and_ImportPointer(void **state)
{
    (void)state;
    struct cudaMemPoolPtrExportData data;
    memset(&data, 0, sizeof data);
    void *dptr = (void *)(uintptr_t)0x7700100;
    assert_cuda(cudaSuccess, cudaMemPoolExportPointer(&data, dptr));
    assert_ptr_equal(rec.data, &data);
    assert_int_equal(rec.ptr, 0x7700100);
    assert_int_equal(data.reserved[0], 0xab);
    assert_int_equal(data.reserved[63], 0xab);
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMemPoolImportPointer(&p, POOL, &data));
    assert_ptr_equal(p, (void *)(uintptr_t)PTR);
    assert_ptr_equal(rec.pool, POOL);
    assert_ptr_equal(rec.data, &data);
    assert_int_equal(rec.calls, 2);

    assert_cuda(cudaErrorInvalidValue, cudaMemPoolExportPointer(NULL, dptr));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolImportPointer(NULL, POOL, &data));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolImportPointer(&p, POOL, NULL));
    assert_int_equal(rec.calls, 2);
    p = (void *)0x1;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolImportPointer(&p, POOL, &data));
    assert_ptr_equal(p, (void *)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolExportPointer(&data, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- entering the runtime --------------------------------------------------------------------- */

static void *trim_on_new_thread(void *arg)
{
    (void)arg;
    cudaError_t e = cudaMemPoolTrimTo(POOL, 0);
    return (void *)(uintptr_t)(e == cudaSuccess && fake_current_context() == NULL);
}

/* A pool call on a thread that has not used the runtime makes no context current: NVIDIA's pool
 * calls only initialise the runtime (read from its library). */
static void pool_calls_make_no_context(void **state)
{
    (void)state;
    pthread_t t;
    void *ok = NULL;
    assert_int_equal(pthread_create(&t, NULL, trim_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &ok), 0);
    assert_true(ok != NULL);
    assert_int_equal(rec.calls, 1);
}

/* So a context that cannot be made current does not stop them. */
static void *create_on_new_thread(void *arg)
{
    (void)arg;
    struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
    props.location.type = cudaMemLocationTypeDevice;
    cudaMemPool_t pool = NULL;
    return (void *)(uintptr_t)cudaMemPoolCreate(&pool, &props);
}

static void pool_calls_need_no_context(void **state)
{
    (void)state;
    fake_set_result("cuCtxSetCurrent", CUDA_ERROR_OUT_OF_MEMORY);
    pthread_t t;
    void *res = NULL;
    assert_int_equal(pthread_create(&t, NULL, create_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &res), 0);
    fake_set_result("cuCtxSetCurrent", CUDA_SUCCESS);
    assert_int_equal((cudaError_t)(uintptr_t)res, cudaSuccess);
    assert_int_equal(rec.calls, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMemPoolCreate_translates_props, setup),
        cmocka_unit_test_setup(cudaMemPoolCreate_host_locations_keep_their_id, setup),
        cmocka_unit_test_setup(cudaMemPoolCreate_unknown_device, setup),
        cmocka_unit_test_setup(cudaMemPoolCreate_null_arguments, setup),
        cmocka_unit_test_setup(cudaMemPoolCreate_driver_failure, setup),
        cmocka_unit_test_setup(cudaMemPoolDestroy_and_TrimTo_pass_the_pool, setup),
        cmocka_unit_test_setup(cudaMemPoolAttribute_values_pass_unchanged, setup),
        cmocka_unit_test_setup(cudaMemPoolAttribute_null_value, setup),
        cmocka_unit_test_setup(cudaMemPoolAttribute_driver_failure, setup),
        cmocka_unit_test_setup(cudaMemPoolSetAccess_translates_descriptors, setup),
        cmocka_unit_test_setup(cudaMemPoolSetAccess_long_list, setup),
        cmocka_unit_test_setup(cudaMemPoolSetAccess_invalid_device, setup),
        cmocka_unit_test_setup(cudaMemPoolSetAccess_empty_and_null_lists, setup),
        cmocka_unit_test_setup(cudaMemPoolGetAccess_translates_location, setup),
        cmocka_unit_test_setup(cudaMemPoolGetAccess_bad_arguments, setup),
        cmocka_unit_test_setup(cudaMallocFromPoolAsync_and_twin, setup),
        cmocka_unit_test_setup(cudaMallocFromPoolAsync_bad_arguments, setup),
        cmocka_unit_test_setup(cudaDeviceGetDefaultMemPool_ordinal, setup),
        cmocka_unit_test_setup(cudaDeviceGetMemPool_ordinal, setup),
        cmocka_unit_test_setup(cudaDeviceSetMemPool_ordinal, setup),
        cmocka_unit_test_setup(cudaMemGetDefaultMemPool_location, setup),
        cmocka_unit_test_setup(cudaMemGetMemPool_and_SetMemPool_location, setup),
        cmocka_unit_test_setup(cudaMemPoolExportToShareableHandle_passes_through, setup),
        cmocka_unit_test_setup(cudaMemPoolImportFromShareableHandle_passes_the_handle_value, setup),
        cmocka_unit_test_setup(cudaMemPoolExportPointer_and_ImportPointer, setup),
        cmocka_unit_test_setup(pool_calls_make_no_context, setup),
        cmocka_unit_test_setup(pool_calls_need_no_context, setup),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
