/*
 * External memory and semaphores (memory/external.c): what reaches the driver.
 *
 * External memory and semaphore descriptors are rebuilt field by field, a mapped mipmapped
 * array's channel descriptor is translated, driver failures come back mapped and recorded with
 * the outputs untouched, and the per-thread twins use the per-thread driver entries.
 *
 * The recorders of the entries under test (`rec`) are memext_recorders.c's.
 */
#include "memext_recorders.h"

cudaError_t
cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray,
                                       const struct cudaExternalSemaphoreSignalParams *paramsArray,
                                       unsigned int numExtSems, cudaStream_t stream);
cudaError_t
cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray,
                                     const struct cudaExternalSemaphoreWaitParams *paramsArray,
                                     unsigned int numExtSems, cudaStream_t stream);

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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaImportExternalMemory_passes_the_descriptor, memext_setup),
        cmocka_unit_test_setup(cudaExternalMemoryGetMappedBuffer_passes_the_descriptor,
                               memext_setup),
        cmocka_unit_test_setup(cudaExternalMemoryGetMappedMipmappedArray_translates_the_descriptor,
                               memext_setup),
        cmocka_unit_test_setup(cudaDestroyExternalMemory_passes_the_handle, memext_setup),
        cmocka_unit_test_setup(cudaImportExternalSemaphore_passes_the_descriptor, memext_setup),
        cmocka_unit_test_setup(cudaSignalExternalSemaphoresAsync_and_twin, memext_setup),
        cmocka_unit_test_setup(cudaWaitExternalSemaphoresAsync_and_twin, memext_setup),
        cmocka_unit_test_setup(cudaDestroyExternalSemaphore_passes_the_handle, memext_setup),
    };
    return cmocka_run_group_tests(tests, memext_group_setup, NULL);
}
