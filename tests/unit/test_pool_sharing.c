/*
 * Sharing pools in test_pool: exporting to and importing from shareable handles (handle types,
 * flags and handle values passed through, bad arguments and driver failures), and exporting and
 * importing pointers.
 */
#include "test_pool.h"

/* -- sharing ---------------------------------------------------------------------------------- */

void cudaMemPoolExportToShareableHandle_passes_through(void **state)
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

void cudaMemPoolImportFromShareableHandle_passes_the_handle_value(void **state)
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

void cudaMemPoolExportPointer_and_ImportPointer(void **state)
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
