/*
 * Graphics resources in test_interop: mapping and unmapping pass the count, the array and the
 * stream; the getters write their outputs on success only; map flags and unregistration pass
 * through.
 */
#include "test_interop.h"

/* -- graphics resources ------------------------------------------------------------------------ */

void cudaGraphicsMapResources_passes_count_array_and_stream(void **state)
{
    (void)state;
    cudaGraphicsResource_t res[2] = {(cudaGraphicsResource_t)RES_A, (cudaGraphicsResource_t)RES_B};
    assert_cuda(cudaSuccess, cudaGraphicsMapResources(2, res, (cudaStream_t)STREAM));
    assert_string_equal(rec.entry, "cuGraphicsMapResources");
    assert_int_equal(rec.count, 2);
    assert_ptr_equal(rec.resources, res);
    assert_ptr_equal(rec.stream, STREAM);
    assert_cuda(cudaSuccess, cudaGraphicsUnmapResources(1, res, NULL));
    assert_string_equal(rec.entry, "cuGraphicsUnmapResources");
    assert_int_equal(rec.count, 1);
    assert_null(rec.stream);
    /* The driver answers for an empty list. */
    assert_cuda(cudaSuccess, cudaGraphicsMapResources(0, NULL, NULL));
    assert_int_equal(rec.calls, 3);
    assert_int_equal(rec.count, 0);
    /* As NVIDIA's runtime, no count is checked: a negative one reaches the driver as the
     * unsigned count it is, and the driver's answer is the call's (for a NULL resource,
     * cudaErrorInvalidResourceHandle, measured on the GPU). */
    cudaGraphicsResource_t none = NULL;
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphicsMapResources(-1, &none, NULL));
    assert_int_equal(rec.count, 0xFFFFFFFFu);
    assert_ptr_equal(rec.resources, &none);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphicsUnmapResources(-2, &none, NULL));
    assert_string_equal(rec.entry, "cuGraphicsUnmapResources");
    assert_int_equal(rec.count, 0xFFFFFFFEu);
    assert_int_equal(rec.calls, 5);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    /* Driver failures come back mapped and recorded. */
    rec.result = CUDA_ERROR_ALREADY_MAPPED;
    assert_cuda(cudaErrorAlreadyMapped, cudaGraphicsMapResources(1, res, NULL));
    assert_cuda(cudaErrorAlreadyMapped, cudaGetLastError());
}

void cudaGraphicsResource_getters_write_outputs_on_success(void **state)
{
    (void)state;
    cudaGraphicsResource_t r = (cudaGraphicsResource_t)RES_A;
    void *p = (void *)1;
    size_t size = 1;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedPointer(&p, &size, r));
    assert_ptr_equal(p, (void *)(uintptr_t)DEVPTR);
    assert_int_equal(size, 4096);
    assert_ptr_equal(rec.resource, RES_A);
    cudaArray_t a = NULL;
    assert_cuda(cudaSuccess,
                cudaGraphicsSubResourceGetMappedArray(&a, r, cudaGraphicsCubeFaceNegativeY, 2));
    assert_ptr_equal(a, (cudaArray_t)ARR_B);
    assert_int_equal(rec.index, CU_CUBEMAP_FACE_NEGATIVE_Y);
    assert_int_equal(rec.level, 2);
    cudaMipmappedArray_t m = NULL;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedMipmappedArray(&m, r));
    assert_ptr_equal(m, (cudaMipmappedArray_t)MIP);

    /* Failures leave the outputs alone. */
    rec.result = CUDA_ERROR_NOT_MAPPED_AS_POINTER;
    p = (void *)1, size = 1;
    assert_cuda(cudaErrorNotMappedAsPointer, cudaGraphicsResourceGetMappedPointer(&p, &size, r));
    assert_ptr_equal(p, (void *)1);
    assert_int_equal(size, 1);
    rec.result = CUDA_ERROR_NOT_MAPPED_AS_ARRAY;
    a = (cudaArray_t)ARR_C;
    assert_cuda(cudaErrorNotMappedAsArray, cudaGraphicsSubResourceGetMappedArray(&a, r, 0, 0));
    assert_ptr_equal(a, (cudaArray_t)ARR_C);

    /* NULL outputs go to the driver as NVIDIA's runtime sends them: the pointer and the size as
     * they are (a NULL size is accepted), the arrays through a local, written back nowhere. */
    rec.result = CUDA_SUCCESS;
    int calls = rec.calls;
    p = (void *)1;
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedPointer(&p, NULL, r));
    assert_ptr_equal(p, (void *)(uintptr_t)DEVPTR);
    assert_cuda(cudaErrorInvalidValue, cudaGraphicsResourceGetMappedPointer(NULL, &size, r));
    assert_cuda(cudaSuccess, cudaGraphicsSubResourceGetMappedArray(NULL, r, 0, 0));
    assert_cuda(cudaSuccess, cudaGraphicsResourceGetMappedMipmappedArray(NULL, r));
    assert_int_equal(rec.calls, calls + 4);
}

void cudaGraphicsResourceSetMapFlags_and_unregister_pass_through(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B,
                                                             cudaGraphicsMapFlagsWriteDiscard));
    assert_ptr_equal(rec.resource, RES_B);
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD);
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B,
                                                             cudaGraphicsMapFlagsReadOnly));
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY);
    /* Any other value is cudaGraphicsMapFlagsNone to the driver, as NVIDIA's runtime sends it. */
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B, 7));
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE);
    rec.flags = 99;
    assert_cuda(cudaSuccess, cudaGraphicsResourceSetMapFlags((cudaGraphicsResource_t)RES_B, 3));
    assert_int_equal(rec.flags, CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE);
    /* The driver's refusal is the call's. */
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaGraphicsResourceSetMapFlags(NULL, cudaGraphicsMapFlagsWriteDiscard));
    assert_null(rec.resource);
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphicsUnregisterResource(NULL));
    assert_string_equal(rec.entry, "cuGraphicsUnregisterResource");
    assert_null(rec.resource);
}
