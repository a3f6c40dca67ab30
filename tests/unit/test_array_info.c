/*
 * Array information in test_array: levels and planes, cudaArrayGetInfo (translated, on a new thread
 * without making a context current), cudaGetChannelDesc, memory requirements and sparse properties.
 */
#include "test_array.h"

/* -- information ---------------------------------------------------------------------------- */

void level_and_plane_pass_their_output(void **state)
{
    (void)state;
    cudaArray_t l = NULL;
    assert_cuda(cudaSuccess, cudaGetMipmappedArrayLevel(&l, (cudaMipmappedArray_t)MIP, 3));
    assert_ptr_equal(l, LEVEL0);
    assert_int_equal(rec.index, 3);
    /* NULL goes to the driver, which answers */
    assert_cuda(cudaErrorInvalidValue,
                cudaGetMipmappedArrayLevel(NULL, (cudaMipmappedArray_t)MIP, 0));
    assert_cuda(cudaSuccess, cudaArrayGetPlane(&l, (cudaArray_t)ARR_A, 1));
    assert_ptr_equal(l, ARR_B);
    assert_ptr_equal(rec.desc_array, ARR_A);
    assert_int_equal(rec.index, 1);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetPlane(NULL, (cudaArray_t)ARR_A, 0));
    assert_calls_are("cuMipmappedArrayGetLevel cuMipmappedArrayGetLevel cuArrayGetPlane "
                     "cuArrayGetPlane");
    rec.fail = "cuArrayGetPlane";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    l = (cudaArray_t)0x1234;
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetPlane(&l, (cudaArray_t)ARR_A, 9));
    assert_ptr_equal(l, (cudaArray_t)0x1234);
}

void cudaArrayGetInfo_translates(void **state)
{
    (void)state;
    rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){
        16, 0, 3, CU_AD_FORMAT_SIGNED_INT16, 2, CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST};
    struct cudaChannelFormatDesc d;
    struct cudaExtent e;
    unsigned flags;
    assert_cuda(cudaSuccess, cudaArrayGetInfo(&d, &e, &flags, (cudaArray_t)ARR_B));
    assert_ptr_equal(rec.desc_array, ARR_B);
    assert_desc(d, 16, 16, 0, 0, cudaChannelFormatKindSigned);
    assert_int_equal(e.width, 16);
    assert_int_equal(e.height, 0);
    assert_int_equal(e.depth, 3);
    assert_int_equal(flags, cudaArrayLayered | cudaArraySurfaceLoadStore);
    /* any output may be NULL */
    assert_cuda(cudaSuccess, cudaArrayGetInfo(NULL, NULL, NULL, (cudaArray_t)ARR_B));
    assert_cuda(cudaSuccess, cudaArrayGetInfo(NULL, &e, NULL, (cudaArray_t)ARR_B));
    /* a format without a channel descriptor fails only when the descriptor is asked for */
    rec.desc.Format = CU_AD_FORMAT_P010;
    memset(&e, 0xab, sizeof e);
    flags = 7;
    assert_cuda(cudaSuccess, cudaArrayGetInfo(NULL, &e, &flags, (cudaArray_t)ARR_B));
    assert_int_equal(e.depth, 3);
    memset(&d, 0xab, sizeof d);
    memset(&e, 0xab, sizeof e);
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaArrayGetInfo(&d, &e, &flags, (cudaArray_t)ARR_B));
    assert_desc(d, 0, 0, 0, 0, 0); /* written zero, as are the others */
    assert_int_equal(e.width, 0);
    assert_int_equal(e.depth, 0);
    assert_int_equal(flags, 0);
    /* a driver failure leaves the outputs zero too */
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    memset(&e, 0xab, sizeof e);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaArrayGetInfo(&d, &e, &flags, NULL));
    assert_int_equal(e.height, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidResourceHandle);
}

/* cudaArrayGetInfo never needs a context: on a thread without one it reaches the driver. */
static void *info_on_new_thread(void *arg)
{
    (void)arg;
    struct cudaExtent e;
    return (void *)(uintptr_t)cudaArrayGetInfo(NULL, &e, NULL, (cudaArray_t)ARR_A);
}

void cudaArrayGetInfo_makes_no_context_current(void **state)
{
    (void)state;
    pthread_t t;
    void *res = NULL;
    assert_int_equal(pthread_create(&t, NULL, info_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &res), 0);
    assert_int_equal((cudaError_t)(uintptr_t)res, cudaSuccess);
    assert_calls("cuCtxSetCurrent", 0);
    assert_calls("cuDevicePrimaryCtxRetain", 0);
    assert_calls_are("cuArray3DGetDescriptor");
}

void cudaGetChannelDesc_reads_the_array(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc d;
    rec.desc.Format = CU_AD_FORMAT_UNORM_INT8X2;
    rec.desc.NumChannels = 2;
    assert_cuda(cudaSuccess, cudaGetChannelDesc(&d, (cudaArray_const_t)ARR_A));
    assert_desc(d, 8, 8, 0, 0, cudaChannelFormatKindUnsignedNormalized8X2);
    assert_cuda(cudaErrorInvalidValue, cudaGetChannelDesc(NULL, (cudaArray_const_t)ARR_A));
    assert_calls_are("cuArray3DGetDescriptor");
    /* failures leave the output as it was */
    rec.desc.NumChannels = 5;
    memset(&d, 0xab, sizeof d);
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaGetChannelDesc(&d, (cudaArray_const_t)ARR_A));
    assert_int_equal(d.x, (int)0xabababab);
}

void memory_requirements_map_the_device_and_zero_the_output(void **state)
{
    (void)state;
    struct cudaArrayMemoryRequirements r;
    memset(&r, 0xee, sizeof r);
    assert_cuda(cudaSuccess, cudaArrayGetMemoryRequirements(&r, (cudaArray_t)ARR_A, 1));
    assert_int_equal(rec.dev, BASE + 1);
    assert_int_equal(r.size, 4096);
    assert_int_equal(r.alignment, 512);
    for (int i = 0; i < 4; i++)
        assert_int_equal(r.reserved[i], 0);
    /* an unknown ordinal goes to the driver as it is */
    assert_cuda(cudaSuccess, cudaArrayGetMemoryRequirements(&r, (cudaArray_t)ARR_A, 7));
    assert_int_equal(rec.dev, 7);
    assert_cuda(cudaSuccess,
                cudaMipmappedArrayGetMemoryRequirements(&r, (cudaMipmappedArray_t)MIP, 0));
    assert_int_equal(rec.dev, BASE);
    assert_ptr_equal(rec.mip, MIP);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetMemoryRequirements(NULL, (cudaArray_t)ARR_A, 0));
    assert_cuda(cudaErrorInvalidValue,
                cudaMipmappedArrayGetMemoryRequirements(NULL, (cudaMipmappedArray_t)MIP, 0));
    assert_int_equal(rec.calls, 3);
    rec.fail = "cuArrayGetMemoryRequirements";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    memset(&r, 0xee, sizeof r);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetMemoryRequirements(&r, (cudaArray_t)ARR_A, 0));
    assert_int_equal(r.size, 0); /* zeroed before the driver was asked */
}

void sparse_properties_copy_the_fields(void **state)
{
    (void)state;
    struct cudaArraySparseProperties p;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaSuccess, cudaArrayGetSparseProperties(&p, (cudaArray_t)ARR_A));
    assert_int_equal(p.tileExtent.width, 11);
    assert_int_equal(p.tileExtent.height, 12);
    assert_int_equal(p.tileExtent.depth, 13);
    assert_int_equal(p.miptailFirstLevel, 3);
    assert_int_equal(p.miptailSize, 65536);
    assert_int_equal(p.flags, cudaArraySparsePropertiesSingleMipTail);
    for (int i = 0; i < 4; i++)
        assert_int_equal(p.reserved[i], 0);
    assert_cuda(cudaSuccess, cudaMipmappedArrayGetSparseProperties(&p, (cudaMipmappedArray_t)MIP));
    assert_ptr_equal(rec.mip, MIP);
    assert_cuda(cudaErrorInvalidValue, cudaArrayGetSparseProperties(NULL, (cudaArray_t)ARR_A));
    assert_cuda(cudaErrorInvalidValue,
                cudaMipmappedArrayGetSparseProperties(NULL, (cudaMipmappedArray_t)MIP));
    assert_calls_are("cuArrayGetSparseProperties cuMipmappedArrayGetSparseProperties");
    rec.fail = "cuMipmappedArrayGetSparseProperties";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaMipmappedArrayGetSparseProperties(&p, (cudaMipmappedArray_t)MIP));
    assert_int_equal(p.flags, 0);
}
