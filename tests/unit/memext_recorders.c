/*
 * The recorders of memext_recorders.h: each stores its arguments in `rec`, counts itself and
 * returns rec.result; the range-attribute recorders also write what the fake driver reports
 * (rec.value for device ids and other ints, rec.kind for the location kinds).
 */
#include "memext_recorders.h"

struct memext_rec rec;

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

int memext_group_setup(void **state)
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
int memext_setup(void **state)
{
    (void)cudaFree(NULL);
    memset(&rec, 0, sizeof rec);
    return unit_reset(state);
}
