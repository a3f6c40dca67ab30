/*
 * Array allocation in test_array: the descriptors cudaMallocArray, cudaMalloc3DArray and
 * cudaMallocMipmappedArray build, their extent rules, their argument checks in NVIDIA's order,
 * driver failures, and freeing arrays.
 */
#include "test_array.h"

/* -- allocation ----------------------------------------------------------------------------- */

void cudaMallocArray_builds_the_descriptor(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_ACCEPTED; i++) {
        cudaArray_t a = NULL;
        rec.calls = 0;
        assert_cuda(cudaSuccess, cudaMallocArray(&a, &accepted[i].desc, 64, 0, 0));
        assert_ptr_equal(a, ARR_A);
        assert_calls_are("cuArray3DCreate");
        assert_int_equal(rec.created.Width, 64);
        assert_int_equal(rec.created.Height, 0); /* height 0: a 1D array */
        assert_int_equal(rec.created.Depth, 0);
        assert_int_equal(rec.created.Format, accepted[i].format);
        assert_int_equal(rec.created.NumChannels, accepted[i].channels);
        assert_int_equal(rec.created.Flags, 0);
    }
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = NULL;
    assert_cuda(cudaSuccess, cudaMallocArray(&a, &f, 16, 4,
                                             cudaArraySurfaceLoadStore | cudaArrayTextureGather |
                                                 cudaArraySparse | 0x8000));
    assert_int_equal(rec.created.Height, 4);
    assert_int_equal(rec.created.Flags, CUDA_ARRAY3D_SURFACE_LDST | CUDA_ARRAY3D_TEXTURE_GATHER |
                                            CUDA_ARRAY3D_SPARSE | 0x8000);
}

void cudaMallocArray_refuses_layered_and_cubemap(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    struct cudaChannelFormatDesc bad = CD(32, 32, 32, 0, cudaChannelFormatKindFloat);
    cudaArray_t a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &f, 16, 4, cudaArrayLayered));
    assert_null(a);
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &f, 16, 16, cudaArrayCubemap));
    /* before the channel descriptor */
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &bad, 16, 4, cudaArrayLayered));
    assert_int_equal(rec.calls, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

void cudaMalloc3DArray_extent_rules(void **state)
{
    (void)state;
    static const struct {
        size_t w, h, d;
        unsigned flags;
        bool ok;
    } cases[] = {
        {0, 0, 0, 0, false},    {16, 0, 0, 0, true},     {0, 4, 0, 0, false},
        {0, 0, 4, 0, false},    {16, 4, 0, 0, true},     {16, 0, 4, 0, false},
        {16, 4, 4, 0, true},    {16, 8, 6, 0, true},     {16, 0, 0, 1, false},
        {16, 4, 0, 1, false},   {16, 0, 4, 1, true},     {16, 4, 4, 1, true},
        {0, 4, 4, 1, false},    {16, 16, 6, 4, true},    {16, 8, 6, 4, false},
        {16, 16, 12, 4, false}, {16, 16, 7, 4, false},   {16, 4, 4, 4, false},
        {16, 16, 6, 5, true},   {16, 16, 12, 5, true},   {16, 16, 7, 5, false},
        {16, 8, 6, 5, false},   {16, 16, 0, 5, false},   {16, 0, 0, 2, true},
        {16, 0, 4, 2, false},   {16, 16, 6, 0x82, true},
    };
    struct cudaChannelFormatDesc f = CD(16, 16, 0, 0, cudaChannelFormatKindSigned);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cudaArray_t a = NULL;
        rec.calls = 0;
        cudaError_t e = cudaMalloc3DArray(
            &a, &f, (struct cudaExtent){cases[i].w, cases[i].h, cases[i].d}, cases[i].flags);
        if (cases[i].ok != (e == cudaSuccess))
            fail_msg("extent %zu,%zu,%zu flags %u: %s", cases[i].w, cases[i].h, cases[i].d,
                     cases[i].flags, cudaGetErrorName(e));
        if (!cases[i].ok) {
            assert_int_equal(e, cudaErrorInvalidValue);
            assert_int_equal(rec.calls, 0);
            continue;
        }
        assert_int_equal(rec.created.Width, cases[i].w);
        assert_int_equal(rec.created.Height, cases[i].h);
        assert_int_equal(rec.created.Depth, cases[i].d);
        assert_int_equal(rec.created.Format, CU_AD_FORMAT_SIGNED_INT16);
        assert_int_equal(rec.created.NumChannels, 2);
        assert_int_equal(rec.created.Flags, cases[i].flags);
    }
}

/* NULL pointers before the context; the extent before the channel descriptor. */
void array_allocation_checks_in_order(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    struct cudaChannelFormatDesc bad = CD(32, 32, 32, 0, cudaChannelFormatKindFloat);
    cudaArray_t a;
    cudaMipmappedArray_t m;
    struct cudaExtent e = {16, 4, 0};
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(NULL, &f, 16, 4, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, NULL, 16, 4, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMalloc3DArray(NULL, &bad, e, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMalloc3DArray(&a, NULL, e, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMallocMipmappedArray(NULL, &f, e, 2, 0));
    assert_cuda(cudaErrorInvalidValue, cudaMallocMipmappedArray(&m, NULL, e, 2, 0));
    assert_nothing_called();
    a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidValue, cudaMallocArray(&a, &bad, 0, 4, 0));
    assert_null(a);
    a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaMallocArray(&a, &bad, 16, 4, 0));
    assert_null(a);
    m = (cudaMipmappedArray_t)0x1234;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaMallocMipmappedArray(&m, &bad, e, 2, 0));
    assert_null(m);
    assert_int_equal(rec.calls, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidChannelDescriptor);
}

void array_allocation_driver_failure(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    rec.fail = "cuArray3DCreate";
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    cudaArray_t a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorMemoryAllocation, cudaMallocArray(&a, &f, 16, 4, 0));
    assert_null(a);
    a = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorMemoryAllocation,
                cudaMalloc3DArray(&a, &f, (struct cudaExtent){16, 4, 2}, 0));
    assert_null(a);
    rec.fail = "cuMipmappedArrayCreate";
    cudaMipmappedArray_t m = (cudaMipmappedArray_t)0x1234;
    assert_cuda(cudaErrorMemoryAllocation,
                cudaMallocMipmappedArray(&m, &f, (struct cudaExtent){16, 4, 0}, 2, 0));
    assert_null(m);
    assert_int_equal(ocr_tls.last_error, cudaErrorMemoryAllocation);
}

void cudaMallocMipmappedArray_passes_levels_and_flags(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = CD(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
    static const unsigned levels[] = {0, 1, 5, 100};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
        cudaMipmappedArray_t m = NULL;
        assert_cuda(cudaSuccess, cudaMallocMipmappedArray(&m, &f, (struct cudaExtent){16, 16, 6},
                                                          levels[i], cudaArrayCubemap));
        assert_ptr_equal(m, MIP);
        assert_int_equal(rec.levels, levels[i]);
        assert_int_equal(rec.created.Format, CU_AD_FORMAT_UNSIGNED_INT8);
        assert_int_equal(rec.created.NumChannels, 4);
        assert_int_equal(rec.created.Depth, 6);
        assert_int_equal(rec.created.Flags, CUDA_ARRAY3D_CUBEMAP);
    }
    cudaMipmappedArray_t m = NULL;
    assert_cuda(
        cudaErrorInvalidValue,
        cudaMallocMipmappedArray(&m, &f, (struct cudaExtent){16, 8, 6}, 2, cudaArrayCubemap));
}

void free_arrays(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaFreeArray(NULL));
    assert_cuda(cudaSuccess, cudaFreeMipmappedArray(NULL));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaSuccess, cudaFreeArray((cudaArray_t)ARR_B));
    assert_ptr_equal(rec.destroyed, ARR_B);
    assert_cuda(cudaSuccess, cudaFreeMipmappedArray((cudaMipmappedArray_t)MIP));
    assert_ptr_equal(rec.mip, MIP);
    assert_calls_are("cuArrayDestroy cuMipmappedArrayDestroy");
    assert_calls("cuCtxSynchronize", 0); /* no synchronisation, unlike cudaFree */
    rec.fail = "cuArrayDestroy";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaFreeArray((cudaArray_t)ARR_B));
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidResourceHandle);
}
