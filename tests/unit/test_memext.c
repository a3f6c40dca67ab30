/*
 * Managed-memory range attributes and batches, batches of copies, external memory and
 * semaphores (memory/managed.c, memory/batch.c, memory/external.c): what reaches the driver.
 *
 * As NVIDIA's runtime (read from its library), the range-attribute and batch calls hand their
 * arguments to the driver as they are: NULL lists, counts, location hints and their devices are
 * the driver's to judge. The fake's devices are numbered from 10, so that a CUdevice returned
 * where an ordinal belongs shows: device ids in range attributes come back as ordinals (the CPU
 * and invalid ids stay). External memory and semaphore descriptors are rebuilt field by field, a
 * mapped mipmapped array's channel descriptor is translated, driver failures come back mapped
 * and recorded with the outputs untouched, and the per-thread twins use the per-thread driver
 * entries.
 *
 * The entries under test are replaced in the driver table, after the fake is installed, by
 * recorders of their arguments (`rec`); they log nothing in the fake's call log.
 */
#include "unit.h"

#include <pthread.h>

#define DEVICES 3
#define BASE 10

cudaError_t cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
                                           struct cudaMemLocation *prefetchLocs,
                                           size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                           unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
                                          unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
                                                     struct cudaMemLocation *prefetchLocs,
                                                     size_t *prefetchLocIdxs,
                                                     size_t numPrefetchLocs,
                                                     unsigned long long flags, cudaStream_t stream);
cudaError_t cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs,
                                      const size_t *sizes, size_t count,
                                      struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs,
                                      size_t numAttrs, cudaStream_t stream);
cudaError_t cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                        unsigned long long flags, cudaStream_t stream);
cudaError_t
cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray,
                                       const struct cudaExternalSemaphoreSignalParams *paramsArray,
                                       unsigned int numExtSems, cudaStream_t stream);
cudaError_t
cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray,
                                     const struct cudaExternalSemaphoreWaitParams *paramsArray,
                                     unsigned int numExtSems, cudaStream_t stream);

/* -- the recorders ---------------------------------------------------------------------------- */

#define LIST_MAX 64
#define STREAM ((CUstream)(uintptr_t)0x5100)
#define EXT_MEM ((CUexternalMemory)(uintptr_t)0x5200)
#define EXT_SEM ((CUexternalSemaphore)(uintptr_t)0x5300)
#define MIPMAP ((CUmipmappedArray)(uintptr_t)0x5400)
#define MAPPED ((CUdeviceptr)0x7800000)
#define RANGE ((CUdeviceptr)0x7700000)

static struct {
    int calls;        /* recorder calls since the last reset */
    const char *last; /* the last recorder's entry name */
    CUresult result;  /* what every recorder returns (CUDA_SUCCESS unless a test sets it) */
    bool ptds;        /* the last call came through ocr_drv[1] */
    /* range attributes: what the driver reports (device ids as CUdevices, location kinds) */
    int value[8];           /* the ints written for a device-id attribute */
    CUmemLocationType kind; /* written for the location-kind attributes */
    /* cuMemRangeGetAttribute calls: attribute, data and size of each */
    int range_calls;
    CUmem_range_attribute range_attrs[LIST_MAX];
    void *range_data[LIST_MAX];
    size_t range_sizes[LIST_MAX];
    CUdeviceptr ptr;
    size_t count;
    /* batches */
    const void *dptrs, *srcs, *sizes, *idxs;
    CUmemLocation locs[LIST_MAX];
    const CUmemLocation *locs_ptr;
    bool locs_null;
    size_t num;
    unsigned long long flags;
    CUstream stream;
    CUmemcpyAttributes attrs[LIST_MAX];
    const CUmemcpyAttributes *attrs_ptr;
    CUDA_MEMCPY3D_BATCH_OP ops[LIST_MAX];
    /* external memory and semaphores */
    const void *desc;
    CUDA_EXTERNAL_MEMORY_HANDLE_DESC mem_desc;
    CUDA_EXTERNAL_MEMORY_BUFFER_DESC buffer_desc;
    CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC mipmap_desc;
    CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC sem_desc;
    CUexternalMemory mem;
    CUexternalSemaphore sem;
    const CUexternalSemaphore *sems;
    const void *params;
    unsigned num_sems;
} rec;

static bool record(const char *name, bool ptds)
{
    rec.calls++;
    rec.last = name;
    rec.ptds = ptds;
    return rec.result == CUDA_SUCCESS;
}

static bool is_kind_attribute(CUmem_range_attribute a)
{
    return a == CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE ||
           a == CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE;
}

/* The value the fake reports for `a`: the location kind, or rec.value (ints) for the rest. */
static void range_value(CUmem_range_attribute a, void *data, size_t size)
{
    if (is_kind_attribute(a)) {
        memcpy(data, &rec.kind, sizeof rec.kind);
        return;
    }
    for (size_t i = 0; i < size / sizeof(int) && i < 8; i++)
        memcpy((char *)data + i * sizeof(int), &rec.value[i], sizeof(int));
}

static CUresult rec_cuMemRangeGetAttribute(void *data, size_t size, CUmem_range_attribute a,
                                           CUdeviceptr ptr, size_t count)
{
    if (rec.range_calls < LIST_MAX) {
        rec.range_attrs[rec.range_calls] = a;
        rec.range_data[rec.range_calls] = data;
        rec.range_sizes[rec.range_calls] = size;
    }
    rec.range_calls++;
    rec.ptr = ptr;
    rec.count = count;
    if (!record("cuMemRangeGetAttribute", false))
        return rec.result;
    if (data == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    range_value(a, data, size);
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemRangeGetAttributes(void **data, size_t *sizes, CUmem_range_attribute *a,
                                            size_t n, CUdeviceptr ptr, size_t count)
{
    rec.num = n;
    rec.ptr = ptr;
    rec.count = count;
    if (!record("cuMemRangeGetAttributes", false))
        return rec.result;
    if (n > 0 && (data == NULL || sizes == NULL || a == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t i = 0; i < n; i++)
        range_value(a[i], data[i], sizes[i]);
    return CUDA_SUCCESS;
}

static void record_locations(const CUmemLocation *locs, size_t n)
{
    rec.locs_null = locs == NULL;
    rec.locs_ptr = locs;
    for (size_t i = 0; locs != NULL && i < n && i < LIST_MAX; i++)
        rec.locs[i] = locs[i];
}

#define PREFETCH_RECORDER(name, ptds)                                                              \
    static CUresult rec_##name##_##ptds(CUdeviceptr *dptrs, size_t *sizes, size_t count,           \
                                        CUmemLocation *locs, size_t *idxs, size_t n,               \
                                        unsigned long long flags, CUstream s)                      \
    {                                                                                              \
        rec.dptrs = dptrs;                                                                         \
        rec.sizes = sizes;                                                                         \
        rec.count = count;                                                                         \
        record_locations(locs, n);                                                                 \
        rec.idxs = idxs;                                                                           \
        rec.num = n;                                                                               \
        rec.flags = flags;                                                                         \
        rec.stream = s;                                                                            \
        return record(#name, ptds) ? CUDA_SUCCESS : rec.result;                                    \
    }
PREFETCH_RECORDER(cuMemPrefetchBatchAsync, false)
PREFETCH_RECORDER(cuMemPrefetchBatchAsync, true)
PREFETCH_RECORDER(cuMemDiscardAndPrefetchBatchAsync, false)
PREFETCH_RECORDER(cuMemDiscardAndPrefetchBatchAsync, true)

static CUresult discard(bool ptds, CUdeviceptr *dptrs, size_t *sizes, size_t count,
                        unsigned long long flags, CUstream s)
{
    rec.dptrs = dptrs;
    rec.sizes = sizes;
    rec.count = count;
    rec.flags = flags;
    rec.stream = s;
    return record("cuMemDiscardBatchAsync", ptds) ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                           unsigned long long flags, CUstream s)
{
    return discard(false, dptrs, sizes, count, flags, s);
}

static CUresult rec_cuMemDiscardBatchAsync_ptsz(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                                unsigned long long flags, CUstream s)
{
    return discard(true, dptrs, sizes, count, flags, s);
}

static CUresult copy_batch(bool ptds, CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                           size_t count, CUmemcpyAttributes *attrs, size_t *idxs, size_t n,
                           CUstream s)
{
    rec.dptrs = dsts;
    rec.srcs = srcs;
    rec.sizes = sizes;
    rec.count = count;
    rec.attrs_ptr = attrs;
    for (size_t i = 0; attrs != NULL && i < n && i < LIST_MAX; i++)
        rec.attrs[i] = attrs[i];
    rec.idxs = idxs;
    rec.num = n;
    rec.stream = s;
    return record("cuMemcpyBatchAsync", ptds) ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                                       size_t count, CUmemcpyAttributes *attrs, size_t *idxs,
                                       size_t n, CUstream s)
{
    return copy_batch(false, dsts, srcs, sizes, count, attrs, idxs, n, s);
}

static CUresult rec_cuMemcpyBatchAsync_ptsz(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes,
                                            size_t count, CUmemcpyAttributes *attrs, size_t *idxs,
                                            size_t n, CUstream s)
{
    return copy_batch(true, dsts, srcs, sizes, count, attrs, idxs, n, s);
}

static CUresult copy_3d_batch(bool ptds, size_t n, CUDA_MEMCPY3D_BATCH_OP *ops,
                              unsigned long long flags, CUstream s)
{
    rec.num = n;
    rec.params = ops;
    for (size_t i = 0; ops != NULL && i < n && i < LIST_MAX; i++)
        rec.ops[i] = ops[i];
    rec.flags = flags;
    rec.stream = s;
    return record("cuMemcpy3DBatchAsync", ptds) ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMemcpy3DBatchAsync(size_t n, CUDA_MEMCPY3D_BATCH_OP *ops,
                                         unsigned long long flags, CUstream s)
{
    return copy_3d_batch(false, n, ops, flags, s);
}

static CUresult rec_cuMemcpy3DBatchAsync_ptsz(size_t n, CUDA_MEMCPY3D_BATCH_OP *ops,
                                              unsigned long long flags, CUstream s)
{
    return copy_3d_batch(true, n, ops, flags, s);
}

static CUresult rec_cuImportExternalMemory(CUexternalMemory *out,
                                           const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *desc)
{
    rec.desc = desc;
    rec.mem_desc = *desc;
    if (!record("cuImportExternalMemory", false))
        return rec.result;
    *out = EXT_MEM;
    return CUDA_SUCCESS;
}

static CUresult rec_cuExternalMemoryGetMappedBuffer(CUdeviceptr *p, CUexternalMemory mem,
                                                    const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *desc)
{
    rec.mem = mem;
    rec.desc = desc;
    rec.buffer_desc = *desc;
    if (!record("cuExternalMemoryGetMappedBuffer", false))
        return rec.result;
    *p = MAPPED;
    return CUDA_SUCCESS;
}

static CUresult
rec_cuExternalMemoryGetMappedMipmappedArray(CUmipmappedArray *m, CUexternalMemory mem,
                                            const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *desc)
{
    rec.mem = mem;
    rec.mipmap_desc = *desc;
    if (!record("cuExternalMemoryGetMappedMipmappedArray", false))
        return rec.result;
    *m = MIPMAP;
    return CUDA_SUCCESS;
}

static CUresult rec_cuDestroyExternalMemory(CUexternalMemory mem)
{
    rec.mem = mem;
    return record("cuDestroyExternalMemory", false) ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuImportExternalSemaphore(CUexternalSemaphore *out,
                                              const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *desc)
{
    rec.desc = desc;
    rec.sem_desc = *desc;
    if (!record("cuImportExternalSemaphore", false))
        return rec.result;
    *out = EXT_SEM;
    return CUDA_SUCCESS;
}

static CUresult semaphores(const char *name, bool ptds, const CUexternalSemaphore *sems,
                           const void *params, unsigned n, CUstream s)
{
    rec.sems = sems;
    rec.params = params;
    rec.num_sems = n;
    rec.stream = s;
    return record(name, ptds) ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *sems,
                                                    const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *p,
                                                    unsigned n, CUstream s)
{
    return semaphores("cuSignalExternalSemaphoresAsync", false, sems, p, n, s);
}

static CUresult
rec_cuSignalExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *sems,
                                         const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *p, unsigned n,
                                         CUstream s)
{
    return semaphores("cuSignalExternalSemaphoresAsync", true, sems, p, n, s);
}

static CUresult rec_cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *sems,
                                                  const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *p,
                                                  unsigned n, CUstream s)
{
    return semaphores("cuWaitExternalSemaphoresAsync", false, sems, p, n, s);
}

static CUresult rec_cuWaitExternalSemaphoresAsync_ptsz(const CUexternalSemaphore *sems,
                                                       const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *p,
                                                       unsigned n, CUstream s)
{
    return semaphores("cuWaitExternalSemaphoresAsync", true, sems, p, n, s);
}

static CUresult rec_cuDestroyExternalSemaphore(CUexternalSemaphore sem)
{
    rec.sem = sem;
    return record("cuDestroyExternalSemaphore", false) ? CUDA_SUCCESS : rec.result;
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
#define REPLACE_TWINS(name)                                                                        \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name##_false;                                                      \
        ocr_drv[1].name = rec_##name##_true;                                                       \
    } while (0)
#define REPLACE_PTSZ(name)                                                                         \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name##_ptsz;                                                       \
    } while (0)
    REPLACE(cuMemRangeGetAttribute);
    REPLACE(cuMemRangeGetAttributes);
    REPLACE_TWINS(cuMemPrefetchBatchAsync);
    REPLACE_TWINS(cuMemDiscardAndPrefetchBatchAsync);
    REPLACE_PTSZ(cuMemDiscardBatchAsync);
    REPLACE_PTSZ(cuMemcpyBatchAsync);
    REPLACE_PTSZ(cuMemcpy3DBatchAsync);
    REPLACE(cuImportExternalMemory);
    REPLACE(cuExternalMemoryGetMappedBuffer);
    REPLACE(cuExternalMemoryGetMappedMipmappedArray);
    REPLACE(cuDestroyExternalMemory);
    REPLACE(cuImportExternalSemaphore);
    REPLACE_PTSZ(cuSignalExternalSemaphoresAsync);
    REPLACE_PTSZ(cuWaitExternalSemaphoresAsync);
    REPLACE(cuDestroyExternalSemaphore);
#undef REPLACE
#undef REPLACE_TWINS
#undef REPLACE_PTSZ
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

static struct cudaMemLocation loc(enum cudaMemLocationType type, int id)
{
    struct cudaMemLocation l = {type, id};
    return l;
}

static struct cudaExtent extent(size_t w, size_t h, size_t d)
{
    struct cudaExtent e = {w, h, d};
    return e;
}

static void assert_location(CUmemLocation l, CUmemLocationType type, int id)
{
    assert_int_equal(l.type, type);
    assert_int_equal(l.id, id);
}

/* -- range attributes ------------------------------------------------------------------------- */

static void cudaMemRangeGetAttribute_device_ids_become_ordinals(void **state)
{
    (void)state;
    int v = 77;
    rec.value[0] = BASE + 2;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, 2);
    assert_int_equal(rec.range_calls, 1);
    assert_int_equal(rec.range_attrs[0], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION);
    assert_ptr_equal(rec.range_data[0], &v);
    assert_int_equal(rec.range_sizes[0], sizeof v);
    assert_int_equal(rec.ptr, RANGE);
    assert_int_equal(rec.count, 4096);
    /* The CPU and "no device" stay. */
    rec.value[0] = CU_DEVICE_CPU;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeLastPrefetchLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, cudaCpuDeviceId);
    rec.value[0] = CU_DEVICE_INVALID;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeLastPrefetchLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, cudaInvalidDeviceId);
    /* Every element of the accessed-by list. */
    int list[4] = {0, 0, 0, 0};
    rec.value[0] = BASE + 1;
    rec.value[1] = BASE;
    rec.value[2] = CU_DEVICE_INVALID;
    rec.value[3] = CU_DEVICE_INVALID;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(list, sizeof list, cudaMemRangeAttributeAccessedBy,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(list[0], 1);
    assert_int_equal(list[1], 0);
    assert_int_equal(list[2], cudaInvalidDeviceId);
    assert_int_equal(list[3], cudaInvalidDeviceId);
    /* A value that is no device id is left alone. */
    rec.value[0] = BASE + 1;
    assert_cuda(cudaSuccess, cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeReadMostly,
                                                      (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, BASE + 1);
    /* One driver call each: no location kind asked for. */
    assert_int_equal(rec.range_calls, 5);
}

/* An id attribute names a device only when the location of that kind is a device: the runtime
 * asks the driver for the kind, before the value (a refusal then leaves the output alone). */
static void cudaMemRangeGetAttribute_ids_follow_the_location_kind(void **state)
{
    (void)state;
    int v = 77;
    rec.value[0] = BASE + 1;
    rec.kind = CU_MEM_LOCATION_TYPE_DEVICE;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocationId,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, 1);
    assert_int_equal(rec.range_calls, 2);
    assert_int_equal(rec.range_attrs[0], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE);
    assert_int_equal(rec.range_sizes[0], sizeof(CUmemLocationType));
    assert_int_equal(rec.range_attrs[1], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID);
    assert_ptr_equal(rec.range_data[1], &v);
    rec.kind = CU_MEM_LOCATION_TYPE_HOST_NUMA;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeLastPrefetchLocationId,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, BASE + 1);
    assert_int_equal(rec.range_calls, 4);
    assert_int_equal(rec.range_attrs[2], CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE);
    assert_int_equal(rec.range_attrs[3], CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID);
    /* The kinds themselves are the driver's values. */
    enum cudaMemLocationType kind = cudaMemLocationTypeInvalid;
    rec.kind = CU_MEM_LOCATION_TYPE_HOST;
    assert_cuda(cudaSuccess, cudaMemRangeGetAttribute(&kind, sizeof kind,
                                                      cudaMemRangeAttributePreferredLocationType,
                                                      (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(kind, cudaMemLocationTypeHost);
    assert_int_equal(rec.range_calls, 5);
}

/* Drivers number their devices 0, 1, ...: the values then need no translation, and the kind
 * of a location is not asked for. */
static void cudaMemRangeGetAttribute_devices_numbered_as_ordinals(void **state)
{
    (void)state;
    CUdevice saved[DEVICES];
    for (int d = 0; d < DEVICES; d++) {
        saved[d] = ocr_devices[d].dev;
        ocr_devices[d].dev = d;
    }
    int v = 77;
    rec.value[0] = 2;
    rec.kind = CU_MEM_LOCATION_TYPE_DEVICE;
    cudaError_t e1 = cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocation,
                                              (void *)(uintptr_t)RANGE, 4096);
    int v1 = v;
    cudaError_t e2 = cudaMemRangeGetAttribute(
        &v, sizeof v, cudaMemRangeAttributePreferredLocationId, (void *)(uintptr_t)RANGE, 4096);
    for (int d = 0; d < DEVICES; d++)
        ocr_devices[d].dev = saved[d];
    assert_cuda(cudaSuccess, e1);
    assert_cuda(cudaSuccess, e2);
    assert_int_equal(v1, 2);
    assert_int_equal(v, 2);
    assert_int_equal(rec.range_calls, 2);
}

static void cudaMemRangeGetAttribute_arguments_and_failure(void **state)
{
    (void)state;
    /* NULL data is the driver's to refuse (NVIDIA's runtime checks nothing itself), and the call
     * needs no context. */
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttribute(NULL, 4, cudaMemRangeAttributeReadMostly,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(rec.range_calls, 1);
    assert_calls("cuCtxGetCurrent", 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* Sizes and attributes are the driver's to check; a failure leaves the output alone. */
    int v = 77;
    rec.value[0] = BASE;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttribute(&v, 3, (enum cudaMemRangeAttribute)99,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(rec.range_attrs[1], 99);
    assert_int_equal(rec.range_sizes[1], 3);
    assert_int_equal(v, 77);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    rec.result = CUDA_ERROR_NOT_INITIALIZED;
    assert_cuda(cudaErrorInitializationError,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, 77);
}

static void cudaMemRangeGetAttributes_translates_each_value(void **state)
{
    (void)state;
    int pref = 77, accessed[2] = {77, 77}, mostly = 77, id = 77;
    enum cudaMemLocationType kind = cudaMemLocationTypeInvalid;
    void *data[] = {&pref, accessed, &mostly, &kind, &id};
    size_t sizes[] = {sizeof pref, sizeof accessed, sizeof mostly, sizeof kind, sizeof id};
    enum cudaMemRangeAttribute attrs[] = {
        cudaMemRangeAttributePreferredLocation, cudaMemRangeAttributeAccessedBy,
        cudaMemRangeAttributeReadMostly, cudaMemRangeAttributePreferredLocationType,
        cudaMemRangeAttributePreferredLocationId};
    rec.value[0] = BASE + 2;
    rec.value[1] = CU_DEVICE_INVALID;
    rec.kind = CU_MEM_LOCATION_TYPE_DEVICE;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttributes(data, sizes, attrs, 5, (void *)(uintptr_t)RANGE, 8192));
    assert_int_equal(rec.num, 5);
    assert_int_equal(rec.ptr, RANGE);
    assert_int_equal(rec.count, 8192);
    assert_int_equal(pref, 2);
    assert_int_equal(accessed[0], 2);
    assert_int_equal(accessed[1], cudaInvalidDeviceId);
    assert_int_equal(mostly, BASE + 2);
    assert_int_equal(kind, cudaMemLocationTypeDevice);
    assert_int_equal(id, 2);
    /* The plural call, and the kind of the preferred location for the id. */
    assert_int_equal(rec.calls, 2);
    assert_int_equal(rec.range_calls, 1);
    assert_int_equal(rec.range_attrs[0], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE);

    /* NULL arrays with attributes to fill are the driver's to refuse; a failure leaves the
     * values alone. */
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(NULL, sizes, attrs, 1, (void *)(uintptr_t)RANGE, 8));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(data, NULL, attrs, 1, (void *)(uintptr_t)RANGE, 8));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(data, sizes, NULL, 1, (void *)(uintptr_t)RANGE, 8));
    assert_int_equal(rec.calls, 5);
    pref = 77;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(data, sizes, attrs, 1, (void *)(uintptr_t)RANGE, 8));
    assert_int_equal(pref, 77);
    /* No attributes at all: the driver decides. */
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(NULL, NULL, NULL, 0, (void *)(uintptr_t)RANGE, 8));
    assert_int_equal(rec.calls, 7);
    assert_int_equal(rec.num, 0);
}

/* -- batches of prefetches and discards ------------------------------------------------------- */

static void *ptrs[3] = {(void *)0x7700000, (void *)0x7710000, (void *)0x7720000};
static size_t sizes3[3] = {4096, 8192, 4096};
static size_t idxs2[2] = {0, 2};

static void cudaMemPrefetchBatchAsync_passes_the_lists(void **state)
{
    (void)state;
    /* The caller's lists go to the driver as they are, location devices included (NVIDIA's
     * runtime hands them over unchanged; a real driver numbers devices as the runtime does). */
    struct cudaMemLocation locs[4] = {
        loc(cudaMemLocationTypeDevice, 1), loc(cudaMemLocationTypeHost, 5),
        loc(cudaMemLocationTypeHostNuma, 3), loc(cudaMemLocationTypeDevice, 0)};
    size_t idxs[4] = {0, 1, 2, 2};
    assert_cuda(cudaSuccess, cudaMemPrefetchBatchAsync(ptrs, sizes3, 3, locs, idxs, 4, 0x5,
                                                       (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemPrefetchBatchAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.dptrs, ptrs);
    assert_ptr_equal(rec.sizes, sizes3);
    assert_int_equal(rec.count, 3);
    assert_ptr_equal(rec.locs_ptr, (const CUmemLocation *)(void *)locs);
    assert_ptr_equal(rec.idxs, idxs);
    assert_int_equal(rec.num, 4);
    assert_int_equal(rec.flags, 0x5);
    assert_ptr_equal(rec.stream, STREAM);
    assert_location(rec.locs[0], CU_MEM_LOCATION_TYPE_DEVICE, 1);
    assert_location(rec.locs[2], CU_MEM_LOCATION_TYPE_HOST_NUMA, 3);

    /* The twins: the per-thread entries. */
    assert_cuda(cudaSuccess,
                cudaMemPrefetchBatchAsync_ptsz(ptrs, sizes3, 3, locs, idxs2, 1, 0, NULL));
    assert_true(rec.ptds);
    assert_ptr_equal(rec.stream, NULL);
    assert_cuda(cudaSuccess,
                cudaMemDiscardAndPrefetchBatchAsync_ptsz(ptrs, sizes3, 3, locs, idxs2, 2, 0, NULL));
    assert_string_equal(rec.last, "cuMemDiscardAndPrefetchBatchAsync");
    assert_true(rec.ptds);
    assert_int_equal(rec.calls, 3);
}

static void cudaMemPrefetchBatchAsync_leaves_checks_to_the_driver(void **state)
{
    (void)state;
    struct cudaMemLocation bad[2] = {loc(cudaMemLocationTypeHost, 0),
                                     loc(cudaMemLocationTypeDevice, DEVICES)};
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice,
                cudaMemPrefetchBatchAsync(ptrs, sizes3, 3, bad, idxs2, 2, 0, NULL));
    assert_location(rec.locs[1], CU_MEM_LOCATION_TYPE_DEVICE, DEVICES);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemPrefetchBatchAsync(ptrs, sizes3, 3, NULL, idxs2, 1, 0, NULL));
    assert_true(rec.locs_null);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemDiscardAndPrefetchBatchAsync(NULL, NULL, 0, NULL, NULL, 0, 0, NULL));
    assert_ptr_equal(rec.dptrs, NULL);
    assert_int_equal(rec.calls, 3);
}

static void cudaMemDiscardBatchAsync_passes_through(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMemDiscardBatchAsync(ptrs, sizes3, 3, 0x2, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemDiscardBatchAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.dptrs, ptrs);
    assert_ptr_equal(rec.sizes, sizes3);
    assert_int_equal(rec.count, 3);
    assert_int_equal(rec.flags, 0x2);
    assert_ptr_equal(rec.stream, STREAM);
    assert_cuda(cudaSuccess, cudaMemDiscardBatchAsync_ptsz(ptrs, sizes3, 2, 0, NULL));
    assert_true(rec.ptds);
    assert_int_equal(rec.count, 2);
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaMemDiscardBatchAsync(ptrs, sizes3, 3, 0, NULL));
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

/* -- batches of copies ------------------------------------------------------------------------ */

static struct cudaMemcpyAttributes copy_attr(enum cudaMemcpySrcAccessOrder order,
                                             struct cudaMemLocation src, struct cudaMemLocation dst,
                                             unsigned flags)
{
    struct cudaMemcpyAttributes a;
    memset(&a, 0, sizeof a);
    a.srcAccessOrder = order;
    a.srcLocHint = src;
    a.dstLocHint = dst;
    a.flags = flags;
    return a;
}

static void cudaMemcpyBatchAsync_passes_the_lists(void **state)
{
    (void)state;
    void *dsts[3] = {(void *)0x1000, (void *)0x2000, (void *)0x3000};
    const void *srcs[3] = {(void *)0x4000, (void *)0x5000, (void *)0x6000};
    size_t sizes[3] = {16, 32, 64};
    struct cudaMemcpyAttributes attrs[2] = {
        copy_attr(cudaMemcpySrcAccessOrderStream, loc(cudaMemLocationTypeDevice, 2),
                  loc(cudaMemLocationTypeHost, 0), cudaMemcpyFlagPreferOverlapWithCompute),
        copy_attr(cudaMemcpySrcAccessOrderAny, loc(cudaMemLocationTypeInvalid, 0),
                  loc(cudaMemLocationTypeDevice, 0), cudaMemcpyFlagDefault)};
    assert_cuda(cudaSuccess,
                cudaMemcpyBatchAsync(dsts, srcs, sizes, 3, attrs, idxs2, 2, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemcpyBatchAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.dptrs, dsts);
    assert_ptr_equal(rec.srcs, srcs);
    assert_ptr_equal(rec.sizes, sizes);
    assert_int_equal(rec.count, 3);
    assert_ptr_equal(rec.attrs_ptr, (const CUmemcpyAttributes *)(void *)attrs);
    assert_ptr_equal(rec.idxs, idxs2);
    assert_int_equal(rec.num, 2);
    assert_ptr_equal(rec.stream, STREAM);
    assert_int_equal(rec.attrs[0].srcAccessOrder, CU_MEMCPY_SRC_ACCESS_ORDER_STREAM);
    assert_location(rec.attrs[0].srcLocHint, CU_MEM_LOCATION_TYPE_DEVICE, 2);
    assert_int_equal(rec.attrs[0].flags, CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE);
    assert_int_equal(rec.attrs[1].srcAccessOrder, CU_MEMCPY_SRC_ACCESS_ORDER_ANY);

    assert_cuda(cudaSuccess,
                cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 3, attrs, idxs2, 1, NULL));
    assert_true(rec.ptds);
    assert_ptr_equal(rec.stream, NULL);
    assert_int_equal(rec.calls, 2);
}

static void cudaMemcpyBatchAsync_leaves_checks_to_the_driver(void **state)
{
    (void)state;
    void *dsts[1] = {(void *)0x1000};
    const void *srcs[1] = {(void *)0x4000};
    size_t sizes[1] = {16};
    size_t idx0 = 0;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyBatchAsync(dsts, srcs, sizes, 1, NULL, &idx0, 1, NULL));
    assert_ptr_equal(rec.attrs_ptr, NULL);
    struct cudaMemcpyAttributes bad =
        copy_attr(cudaMemcpySrcAccessOrderStream, loc(cudaMemLocationTypeHost, 0),
                  loc(cudaMemLocationTypeDevice, DEVICES), 0);
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice,
                cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, 1, &bad, &idx0, 1, NULL));
    assert_location(rec.attrs[0].dstLocHint, CU_MEM_LOCATION_TYPE_DEVICE, DEVICES);
    assert_int_equal(rec.calls, 2);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
}

static struct cudaMemcpy3DOperand pointer_operand(void *p, size_t row, size_t layer,
                                                  struct cudaMemLocation hint)
{
    struct cudaMemcpy3DOperand o;
    memset(&o, 0, sizeof o);
    o.type = cudaMemcpyOperandTypePointer;
    o.op.ptr.ptr = p;
    o.op.ptr.rowLength = row;
    o.op.ptr.layerHeight = layer;
    o.op.ptr.locHint = hint;
    return o;
}

static struct cudaMemcpy3DOperand array_operand(cudaArray_t a, size_t x, size_t y, size_t z)
{
    struct cudaMemcpy3DOperand o;
    memset(&o, 0, sizeof o);
    o.type = cudaMemcpyOperandTypeArray;
    o.op.array.array = a;
    o.op.array.offset.x = x;
    o.op.array.offset.y = y;
    o.op.array.offset.z = z;
    return o;
}

static void cudaMemcpy3DBatchAsync_passes_the_operations(void **state)
{
    (void)state;
    cudaArray_t arr = (cudaArray_t)(uintptr_t)0xa000;
    struct cudaMemcpy3DBatchOp ops[2];
    memset(ops, 0, sizeof ops);
    ops[0].src = pointer_operand((void *)0x1000, 64, 8, loc(cudaMemLocationTypeDevice, 1));
    ops[0].dst = array_operand(arr, 1, 2, 3);
    ops[0].extent = extent(16, 4, 2);
    ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderDuringApiCall;
    ops[0].flags = cudaMemcpyFlagPreferOverlapWithCompute;
    ops[1].src = array_operand(arr, 4, 5, 6);
    ops[1].dst = pointer_operand((void *)0x2000, 0, 0, loc(cudaMemLocationTypeHostNuma, 1));
    ops[1].extent = extent(8, 1, 1);
    ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    assert_cuda(cudaSuccess, cudaMemcpy3DBatchAsync(2, ops, 0x9, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuMemcpy3DBatchAsync");
    assert_false(rec.ptds);
    assert_int_equal(rec.num, 2);
    assert_ptr_equal(rec.params, ops);
    assert_int_equal(rec.flags, 0x9);
    assert_ptr_equal(rec.stream, STREAM);
    const CUDA_MEMCPY3D_BATCH_OP *c = rec.ops;
    assert_int_equal(c[0].src.type, CU_MEMCPY_OPERAND_TYPE_POINTER);
    assert_int_equal(c[0].src.op.ptr.ptr, 0x1000);
    assert_location(c[0].src.op.ptr.locHint, CU_MEM_LOCATION_TYPE_DEVICE, 1);
    assert_int_equal(c[0].dst.type, CU_MEMCPY_OPERAND_TYPE_ARRAY);
    assert_ptr_equal(c[0].dst.op.array.array, (CUarray)arr);
    assert_int_equal(c[0].extent.height, 4);
    assert_int_equal(c[0].srcAccessOrder, CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL);
    assert_int_equal(c[1].src.op.array.offset.z, 6);
    assert_location(c[1].dst.op.ptr.locHint, CU_MEM_LOCATION_TYPE_HOST_NUMA, 1);

    assert_cuda(cudaSuccess, cudaMemcpy3DBatchAsync_ptsz(1, ops, 0, NULL));
    assert_true(rec.ptds);
    assert_int_equal(rec.num, 1);
    assert_ptr_equal(rec.stream, NULL);
}

/* An array operand's bytes are never read as a location hint, even where they would name a
 * device that does not exist. */
static void cudaMemcpy3DBatchAsync_array_operands_untouched(void **state)
{
    (void)state;
    struct cudaMemcpy3DBatchOp op;
    memset(&op, 0, sizeof op);
    op.src = array_operand((cudaArray_t)(uintptr_t)0xa000, 0, 0, 0);
    op.dst = array_operand((cudaArray_t)(uintptr_t)0xb000, 0,
                           (size_t)CU_MEM_LOCATION_TYPE_DEVICE | ((size_t)99 << 32), 0);
    op.extent = extent(1, 1, 1);
    op.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    assert_cuda(cudaSuccess, cudaMemcpy3DBatchAsync(1, &op, 0, NULL));
    assert_memory_equal(&rec.ops[0], &op, sizeof op);
}

static void cudaMemcpy3DBatchAsync_leaves_checks_to_the_driver(void **state)
{
    (void)state;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DBatchAsync(1, NULL, 0, NULL));
    assert_ptr_equal(rec.params, NULL);
    assert_int_equal(rec.num, 1);
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DBatchAsync(0, NULL, 0, NULL));
    assert_int_equal(rec.calls, 2);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- external memory -------------------------------------------------------------------------- */

static void cudaImportExternalMemory_passes_the_descriptor(void **state)
{
    (void)state;
    /* Garbage in the caller's reserved words and unused union bytes never reaches the driver:
     * the descriptor is rebuilt field by field, as NVIDIA's runtime rebuilds it. */
    struct cudaExternalMemoryHandleDesc desc;
    memset(&desc, 0xa5, sizeof desc);
    desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
    desc.handle.fd = 42;
    desc.size = 2 << 20;
    desc.flags = cudaExternalMemoryDedicated;
    cudaExternalMemory_t mem = NULL;
    assert_cuda(cudaSuccess, cudaImportExternalMemory(&mem, &desc));
    assert_ptr_equal(mem, (cudaExternalMemory_t)EXT_MEM);
    assert_ptr_not_equal(rec.desc, &desc);
    assert_int_equal(rec.mem_desc.type, CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD);
    assert_int_equal(rec.mem_desc.handle.fd, 42);
    assert_null(rec.mem_desc.handle.win32.name);
    assert_int_equal(rec.mem_desc.size, 2 << 20);
    assert_int_equal(rec.mem_desc.flags, CUDA_EXTERNAL_MEMORY_DEDICATED);
    for (size_t i = 0; i < sizeof rec.mem_desc.reserved / sizeof rec.mem_desc.reserved[0]; i++)
        assert_int_equal(rec.mem_desc.reserved[i], 0);
    /* A Win32 handle and its name. */
    desc.type = cudaExternalMemoryHandleTypeD3D12Heap;
    desc.handle.win32.handle = (void *)0x77;
    desc.handle.win32.name = (const void *)0x78;
    assert_cuda(cudaSuccess, cudaImportExternalMemory(&mem, &desc));
    assert_int_equal(rec.mem_desc.type, CU_EXTERNAL_MEMORY_HANDLE_TYPE_D3D12_HEAP);
    assert_ptr_equal(rec.mem_desc.handle.win32.handle, (void *)0x77);
    assert_ptr_equal(rec.mem_desc.handle.win32.name, (const void *)0x78);
    /* A handle kind the runtime's enumeration does not name goes as 0 (the driver's to refuse),
     * as NVIDIA's runtime sends it. */
    desc.type = (enum cudaExternalMemoryHandleType)CU_EXTERNAL_MEMORY_HANDLE_TYPE_DMABUF_FD;
    assert_cuda(cudaSuccess, cudaImportExternalMemory(&mem, &desc));
    assert_int_equal(rec.mem_desc.type, 0);
    assert_null(rec.mem_desc.handle.win32.handle);

    /* Failures leave the output alone. */
    mem = (cudaExternalMemory_t)0x1;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaImportExternalMemory(&mem, &desc));
    assert_ptr_equal(mem, (cudaExternalMemory_t)0x1);
    rec.result = CUDA_ERROR_OPERATING_SYSTEM;
    assert_cuda(cudaErrorOperatingSystem, cudaImportExternalMemory(&mem, &desc));
    assert_ptr_equal(mem, (cudaExternalMemory_t)0x1);
    assert_cuda(cudaErrorOperatingSystem, cudaGetLastError());
    int calls = rec.calls;
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue, cudaImportExternalMemory(NULL, &desc));
    assert_cuda(cudaErrorInvalidValue, cudaImportExternalMemory(&mem, NULL));
    assert_int_equal(rec.calls, calls);
    assert_no_driver_call();
}

static void cudaExternalMemoryGetMappedBuffer_passes_the_descriptor(void **state)
{
    (void)state;
    struct cudaExternalMemoryBufferDesc desc;
    memset(&desc, 0xa5, sizeof desc);
    desc.offset = 4096;
    desc.size = 1 << 20;
    desc.flags = 0;
    void *p = NULL;
    assert_cuda(cudaSuccess,
                cudaExternalMemoryGetMappedBuffer(&p, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_ptr_equal(p, (void *)(uintptr_t)MAPPED);
    assert_ptr_equal(rec.mem, EXT_MEM);
    assert_ptr_not_equal(rec.desc, &desc);
    assert_int_equal(rec.buffer_desc.offset, 4096);
    assert_int_equal(rec.buffer_desc.size, 1 << 20);
    assert_int_equal(rec.buffer_desc.flags, 0);
    for (size_t i = 0; i < sizeof rec.buffer_desc.reserved / sizeof rec.buffer_desc.reserved[0];
         i++)
        assert_int_equal(rec.buffer_desc.reserved[i], 0);

    p = (void *)0x1;
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaExternalMemoryGetMappedBuffer(&p, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_ptr_equal(p, (void *)0x1);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue,
                cudaExternalMemoryGetMappedBuffer(NULL, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_cuda(cudaErrorInvalidValue,
                cudaExternalMemoryGetMappedBuffer(&p, (cudaExternalMemory_t)EXT_MEM, NULL));
    assert_int_equal(rec.calls, 2);
}

static void cudaExternalMemoryGetMappedMipmappedArray_translates_the_descriptor(void **state)
{
    (void)state;
    struct cudaExternalMemoryMipmappedArrayDesc desc;
    memset(&desc, 0, sizeof desc);
    desc.offset = 65536;
    desc.formatDesc = cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindFloat);
    desc.extent = extent(64, 32, 4);
    desc.flags = cudaArraySurfaceLoadStore | cudaArrayLayered;
    desc.numLevels = 3;
    desc.reserved[0] = 7;
    cudaMipmappedArray_t m = NULL;
    assert_cuda(cudaSuccess, cudaExternalMemoryGetMappedMipmappedArray(
                                 &m, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_ptr_equal(m, (cudaMipmappedArray_t)MIPMAP);
    assert_ptr_equal(rec.mem, EXT_MEM);
    const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC *d = &rec.mipmap_desc;
    assert_int_equal(d->offset, 65536);
    assert_int_equal(d->arrayDesc.Width, 64);
    assert_int_equal(d->arrayDesc.Height, 32);
    assert_int_equal(d->arrayDesc.Depth, 4);
    assert_int_equal(d->arrayDesc.Format, CU_AD_FORMAT_FLOAT);
    assert_int_equal(d->arrayDesc.NumChannels, 4);
    assert_int_equal(d->arrayDesc.Flags, CUDA_ARRAY3D_SURFACE_LDST | CUDA_ARRAY3D_LAYERED);
    assert_int_equal(d->numLevels, 3);
    assert_int_equal(d->reserved[0], 0);

    desc.formatDesc = cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsigned);
    assert_cuda(cudaSuccess, cudaExternalMemoryGetMappedMipmappedArray(
                                 &m, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_int_equal(d->arrayDesc.Format, CU_AD_FORMAT_UNSIGNED_INT8);
    assert_int_equal(d->arrayDesc.NumChannels, 1);

    /* A channel descriptor the runtime does not accept never reaches the driver. */
    m = (cudaMipmappedArray_t)0x1;
    desc.formatDesc = cudaCreateChannelDesc(32, 32, 32, 0, cudaChannelFormatKindFloat);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaExternalMemoryGetMappedMipmappedArray(
                                                       &m, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_ptr_equal(m, (cudaMipmappedArray_t)0x1);
    assert_int_equal(rec.calls, 2);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, cudaExternalMemoryGetMappedMipmappedArray(
                                           NULL, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_cuda(cudaErrorInvalidValue,
                cudaExternalMemoryGetMappedMipmappedArray(&m, (cudaExternalMemory_t)EXT_MEM, NULL));
    assert_int_equal(rec.calls, 2);
    /* Extents and flags are the driver's to judge; its failure leaves the output alone. */
    desc.formatDesc = cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindSigned);
    desc.extent = extent(0, 0, 0);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaExternalMemoryGetMappedMipmappedArray(
                                           &m, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_int_equal(rec.calls, 3);
    assert_int_equal(d->arrayDesc.Format, CU_AD_FORMAT_SIGNED_INT16);
    assert_int_equal(d->arrayDesc.NumChannels, 2);
    assert_int_equal(d->arrayDesc.Width, 0);
    assert_ptr_equal(m, (cudaMipmappedArray_t)0x1);
    /* Zero levels, which corrupts the heap inside the driver, is refused before it. */
    rec.result = CUDA_SUCCESS;
    desc.extent = extent(64, 32, 0);
    desc.numLevels = 0;
    assert_cuda(cudaErrorInvalidValue, cudaExternalMemoryGetMappedMipmappedArray(
                                           &m, (cudaExternalMemory_t)EXT_MEM, &desc));
    assert_int_equal(rec.calls, 3);
    assert_ptr_equal(m, (cudaMipmappedArray_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaDestroyExternalMemory_passes_the_handle(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDestroyExternalMemory((cudaExternalMemory_t)EXT_MEM));
    assert_ptr_equal(rec.mem, EXT_MEM);
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaDestroyExternalMemory(NULL));
    assert_ptr_equal(rec.mem, NULL);
    assert_int_equal(rec.calls, 2);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

/* -- external semaphores ---------------------------------------------------------------------- */

static void cudaImportExternalSemaphore_passes_the_descriptor(void **state)
{
    (void)state;
    struct cudaExternalSemaphoreHandleDesc desc;
    memset(&desc, 0xa5, sizeof desc);
    desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    desc.handle.fd = 9;
    desc.flags = 0;
    cudaExternalSemaphore_t sem = NULL;
    assert_cuda(cudaSuccess, cudaImportExternalSemaphore(&sem, &desc));
    assert_ptr_equal(sem, (cudaExternalSemaphore_t)EXT_SEM);
    assert_ptr_not_equal(rec.desc, &desc);
    assert_int_equal(rec.sem_desc.type, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD);
    assert_int_equal(rec.sem_desc.handle.fd, 9);
    assert_null(rec.sem_desc.handle.win32.name);
    for (size_t i = 0; i < sizeof rec.sem_desc.reserved / sizeof rec.sem_desc.reserved[0]; i++)
        assert_int_equal(rec.sem_desc.reserved[i], 0);
    desc.type = cudaExternalSemaphoreHandleTypeNvSciSync;
    desc.handle.nvSciSyncObj = (const void *)0x99;
    assert_cuda(cudaSuccess, cudaImportExternalSemaphore(&sem, &desc));
    assert_int_equal(rec.sem_desc.type, CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_NVSCISYNC);
    assert_ptr_equal(rec.sem_desc.handle.nvSciSyncObj, (const void *)0x99);
    desc.type = (enum cudaExternalSemaphoreHandleType)11;
    assert_cuda(cudaSuccess, cudaImportExternalSemaphore(&sem, &desc));
    assert_int_equal(rec.sem_desc.type, 0);
    desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    sem = (cudaExternalSemaphore_t)0x1;
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaImportExternalSemaphore(&sem, &desc));
    assert_ptr_equal(sem, (cudaExternalSemaphore_t)0x1);
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, cudaImportExternalSemaphore(NULL, &desc));
    assert_cuda(cudaErrorInvalidValue, cudaImportExternalSemaphore(&sem, NULL));
    assert_int_equal(rec.calls, 4);
}

static void cudaSignalExternalSemaphoresAsync_and_twin(void **state)
{
    (void)state;
    cudaExternalSemaphore_t sems[2] = {(cudaExternalSemaphore_t)EXT_SEM,
                                       (cudaExternalSemaphore_t)EXT_SEM};
    struct cudaExternalSemaphoreSignalParams params[2];
    memset(params, 0, sizeof params);
    params[0].params.fence.value = 5;
    assert_cuda(cudaSuccess,
                cudaSignalExternalSemaphoresAsync(sems, params, 2, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuSignalExternalSemaphoresAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.sems, sems);
    assert_ptr_equal(rec.params, params);
    assert_int_equal(rec.num_sems, 2);
    assert_ptr_equal(rec.stream, STREAM);
    assert_cuda(cudaSuccess, cudaSignalExternalSemaphoresAsync_ptsz(sems, params, 1, NULL));
    assert_true(rec.ptds);
    assert_int_equal(rec.num_sems, 1);
    assert_cuda(cudaErrorInvalidValue, cudaSignalExternalSemaphoresAsync(NULL, params, 1, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaSignalExternalSemaphoresAsync(sems, NULL, 1, NULL));
    assert_int_equal(rec.calls, 2);
    /* Nothing to signal: the driver decides. */
    assert_cuda(cudaSuccess, cudaSignalExternalSemaphoresAsync(NULL, NULL, 0, NULL));
    assert_int_equal(rec.calls, 3);
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaSignalExternalSemaphoresAsync(sems, params, 2, NULL));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

static void cudaWaitExternalSemaphoresAsync_and_twin(void **state)
{
    (void)state;
    cudaExternalSemaphore_t sems[1] = {(cudaExternalSemaphore_t)EXT_SEM};
    struct cudaExternalSemaphoreWaitParams params[1];
    memset(params, 0, sizeof params);
    params[0].params.keyedMutex.timeoutMs = 100;
    assert_cuda(cudaSuccess,
                cudaWaitExternalSemaphoresAsync(sems, params, 1, (cudaStream_t)STREAM));
    assert_string_equal(rec.last, "cuWaitExternalSemaphoresAsync");
    assert_false(rec.ptds);
    assert_ptr_equal(rec.sems, sems);
    assert_ptr_equal(rec.params, params);
    assert_ptr_equal(rec.stream, STREAM);
    assert_cuda(cudaSuccess, cudaWaitExternalSemaphoresAsync_ptsz(sems, params, 1, NULL));
    assert_true(rec.ptds);
    assert_ptr_equal(rec.stream, NULL);
    assert_cuda(cudaErrorInvalidValue, cudaWaitExternalSemaphoresAsync(NULL, params, 1, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaWaitExternalSemaphoresAsync_ptsz(sems, NULL, 1, NULL));
    assert_int_equal(rec.calls, 2);
    rec.result = CUDA_ERROR_NOT_SUPPORTED;
    assert_cuda(cudaErrorNotSupported, cudaWaitExternalSemaphoresAsync(sems, params, 1, NULL));
    assert_cuda(cudaErrorNotSupported, cudaGetLastError());
}

static void cudaDestroyExternalSemaphore_passes_the_handle(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDestroyExternalSemaphore((cudaExternalSemaphore_t)EXT_SEM));
    assert_ptr_equal(rec.sem, EXT_SEM);
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaDestroyExternalSemaphore((cudaExternalSemaphore_t)0x77));
    assert_ptr_equal(rec.sem, (CUexternalSemaphore)0x77);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

/* -- entering the runtime --------------------------------------------------------------------- */

static void *calls_on_new_thread(void *arg)
{
    (void)arg;
    struct cudaExternalMemoryHandleDesc desc;
    memset(&desc, 0, sizeof desc);
    cudaExternalMemory_t mem = NULL;
    cudaError_t e[4] = {
        cudaMemPrefetchBatchAsync(ptrs, sizes3, 1, NULL, NULL, 0, 0, NULL),
        cudaMemDiscardBatchAsync(ptrs, sizes3, 1, 0, NULL),
        cudaMemcpy3DBatchAsync(0, NULL, 0, NULL),
        cudaImportExternalMemory(&mem, &desc),
    };
    for (int i = 0; i < 4; i++)
        if (e[i] != cudaErrorDevicesUnavailable)
            return (void *)(uintptr_t)e[i];
    return (void *)(uintptr_t)cudaErrorDevicesUnavailable;
}

/* The context a call needs cannot be made current: the calls report an unavailable device (as
 * NVIDIA's runtime reports any such failure), and their entries are not reached. */
static void memext_calls_report_enter_failure(void **state)
{
    (void)state;
    fake_set_result("cuCtxSetCurrent", CUDA_ERROR_OUT_OF_MEMORY);
    pthread_t t;
    void *res = NULL;
    assert_int_equal(pthread_create(&t, NULL, calls_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &res), 0);
    fake_set_result("cuCtxSetCurrent", CUDA_SUCCESS);
    assert_int_equal((cudaError_t)(uintptr_t)res, cudaErrorDevicesUnavailable);
    assert_int_equal(rec.calls, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_device_ids_become_ordinals, setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_ids_follow_the_location_kind, setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_devices_numbered_as_ordinals, setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_arguments_and_failure, setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttributes_translates_each_value, setup),
        cmocka_unit_test_setup(cudaMemPrefetchBatchAsync_passes_the_lists, setup),
        cmocka_unit_test_setup(cudaMemPrefetchBatchAsync_leaves_checks_to_the_driver, setup),
        cmocka_unit_test_setup(cudaMemDiscardBatchAsync_passes_through, setup),
        cmocka_unit_test_setup(cudaMemcpyBatchAsync_passes_the_lists, setup),
        cmocka_unit_test_setup(cudaMemcpyBatchAsync_leaves_checks_to_the_driver, setup),
        cmocka_unit_test_setup(cudaMemcpy3DBatchAsync_passes_the_operations, setup),
        cmocka_unit_test_setup(cudaMemcpy3DBatchAsync_array_operands_untouched, setup),
        cmocka_unit_test_setup(cudaMemcpy3DBatchAsync_leaves_checks_to_the_driver, setup),
        cmocka_unit_test_setup(cudaImportExternalMemory_passes_the_descriptor, setup),
        cmocka_unit_test_setup(cudaExternalMemoryGetMappedBuffer_passes_the_descriptor, setup),
        cmocka_unit_test_setup(cudaExternalMemoryGetMappedMipmappedArray_translates_the_descriptor,
                               setup),
        cmocka_unit_test_setup(cudaDestroyExternalMemory_passes_the_handle, setup),
        cmocka_unit_test_setup(cudaImportExternalSemaphore_passes_the_descriptor, setup),
        cmocka_unit_test_setup(cudaSignalExternalSemaphoresAsync_and_twin, setup),
        cmocka_unit_test_setup(cudaWaitExternalSemaphoresAsync_and_twin, setup),
        cmocka_unit_test_setup(cudaDestroyExternalSemaphore_passes_the_handle, setup),
        cmocka_unit_test_setup(memext_calls_report_enter_failure, setup),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
