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
 * This file holds the recorders, the setups and the list of tests; the tests are in test_pool_*.c
 * (test_pool.h). The pool entries of the driver table are replaced here, after the fake is
 * installed, by recorders of their arguments (`rec`); they log nothing in the fake's call log.
 */
#include "test_pool.h"

/* -- the recorders ---------------------------------------------------------------------------- */

struct pool_rec rec;

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
