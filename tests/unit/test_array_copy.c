/*
 * Array copies in test_array: 2D copies to and from arrays by kind, their checks in order and their
 * per-thread twins; the 1D copies cut into rows, their kinds, and array-to-array copies through a
 * buffer.
 */
#include "test_array.h"

/* -- copies --------------------------------------------------------------------------------- */

static char host[1 << 12];

void copy2d_to_and_from_array_by_kind(void **state)
{
    (void)state;
    static const struct {
        enum cudaMemcpyKind kind;
        CUmemorytype type;
    } to[] = {{cudaMemcpyHostToDevice, CU_MEMORYTYPE_HOST},
              {cudaMemcpyDeviceToDevice, CU_MEMORYTYPE_DEVICE},
              {cudaMemcpyDefault, CU_MEMORYTYPE_UNIFIED}},
      from[] = {{cudaMemcpyDeviceToHost, CU_MEMORYTYPE_HOST},
                {cudaMemcpyDeviceToDevice, CU_MEMORYTYPE_DEVICE},
                {cudaMemcpyDefault, CU_MEMORYTYPE_UNIFIED}};
    for (size_t i = 0; i < 3; i++) {
        rec.ncopies = 0;
        assert_cuda(cudaSuccess,
                    cudaMemcpy2DToArray((cudaArray_t)ARR_A, 16, 2, host, 512, 128, 4, to[i].kind));
        const CUDA_MEMCPY3D *p = &rec.copies[0];
        assert_int_equal(rec.ncopies, 1);
        assert_int_equal(p->srcMemoryType, to[i].type);
        if (to[i].type == CU_MEMORYTYPE_HOST)
            assert_ptr_equal(p->srcHost, host);
        else
            assert_int_equal(p->srcDevice, (CUdeviceptr)(uintptr_t)host);
        assert_int_equal(p->srcPitch, 512);
        assert_int_equal(p->dstMemoryType, CU_MEMORYTYPE_ARRAY);
        assert_ptr_equal(p->dstArray, ARR_A);
        assert_int_equal(p->dstXInBytes, 16);
        assert_int_equal(p->dstY, 2);
        assert_int_equal(p->WidthInBytes, 128);
        assert_int_equal(p->Height, 4);
        assert_int_equal(p->Depth, 1);
        assert_int_equal(p->srcXInBytes + p->srcY + p->srcZ + p->dstZ + p->srcLOD + p->dstLOD, 0);

        rec.ncopies = 0;
        assert_cuda(cudaSuccess,
                    cudaMemcpy2DFromArrayAsync(host, 256, (cudaArray_const_t)ARR_B, 8, 1, 64, 2,
                                               from[i].kind, (cudaStream_t)0x55));
        p = &rec.copies[0];
        assert_true(rec.copy_async[0]);
        assert_ptr_equal(rec.copy_stream[0], (CUstream)0x55);
        assert_int_equal(p->srcMemoryType, CU_MEMORYTYPE_ARRAY);
        assert_ptr_equal(p->srcArray, ARR_B);
        assert_int_equal(p->srcXInBytes, 8);
        assert_int_equal(p->srcY, 1);
        assert_int_equal(p->dstMemoryType, from[i].type);
        assert_int_equal(p->dstPitch, 256);
        assert_int_equal(p->WidthInBytes, 64);
        assert_int_equal(p->Height, 2);
    }
    /* the array is looked at before the copy */
    rec.calls = 0;
    assert_cuda(cudaSuccess,
                cudaMemcpy2DArrayToArray((cudaArray_t)ARR_A, 1, 2, (cudaArray_const_t)ARR_B, 3, 4,
                                         5, 6, cudaMemcpyDefault));
    assert_calls_are("cuArray3DGetDescriptor cuMemcpy3D");
    assert_ptr_equal(rec.desc_array, ARR_B); /* the source */
    const CUDA_MEMCPY3D *p = &rec.copies[rec.ncopies - 1];
    assert_int_equal(p->srcMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_int_equal(p->dstMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_int_equal(p->dstXInBytes, 1);
    assert_int_equal(p->dstY, 2);
    assert_int_equal(p->srcXInBytes, 3);
    assert_int_equal(p->srcY, 4);
    assert_int_equal(p->WidthInBytes, 5);
    assert_int_equal(p->Height, 6);
}

/* Empty copy, then pitch, then kind, then the array. */
void copy2d_checks_in_order(void **state)
{
    (void)state;
    cudaArray_t a = (cudaArray_t)ARR_A;
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArray(NULL, 0, 0, host, 0, 0, 4, (enum cudaMemcpyKind)7));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DFromArray(host, 0, NULL, 0, 0, 4, 0, (enum cudaMemcpyKind)7));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DArrayToArray(NULL, 0, 0, NULL, 0, 0, 0, 4, cudaMemcpyHostToHost));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2DToArray(a, 0, 0, host, 64, 128, 2, (enum cudaMemcpyKind)7));
    assert_cuda(cudaErrorInvalidPitchValue,
                cudaMemcpy2DFromArray(host, 64, a, 0, 0, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DFromArray(host, 512, a, 0, 0, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpy2DArrayToArray(a, 0, 0, a, 0, 0, 4, 4, cudaMemcpyHostToDevice));
    assert_int_equal(rec.calls, 0);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidMemcpyDirection);
    /* one row needs no pitch */
    assert_cuda(cudaSuccess, cudaMemcpy2DToArray(a, 0, 0, host, 0, 128, 1, cudaMemcpyHostToDevice));
    /* the array's descriptor: its error, or no channel descriptor for its format */
    rec.desc.Format = CU_AD_FORMAT_NV16;
    rec.calls = rec.ncopies = 0;
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaMemcpy2DFromArray(host, 512, a, 0, 0, 128, 2, cudaMemcpyDeviceToHost));
    assert_int_equal(rec.ncopies, 0);
    /* a copy the driver refuses */
    rec.desc = float4_16x8;
    rec.fail = "cuMemcpy3D";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

void copy2d_twins_use_the_per_thread_entries(void **state)
{
    (void)state;
    cudaArray_t a = (cudaArray_t)ARR_A;
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArray(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArray_ptds(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess,
                cudaMemcpy2DToArrayAsync(a, 0, 0, host, 512, 128, 2, cudaMemcpyHostToDevice, NULL));
    assert_cuda(cudaSuccess, cudaMemcpy2DToArrayAsync_ptsz(a, 0, 0, host, 512, 128, 2,
                                                           cudaMemcpyHostToDevice, NULL));
    assert_int_equal(rec.ncopies, 4);
    assert_false(rec.copy_ptds[0] || rec.copy_async[0]);
    assert_true(rec.copy_ptds[1] && !rec.copy_async[1]);
    assert_true(!rec.copy_ptds[2] && rec.copy_async[2]);
    assert_true(rec.copy_ptds[3] && rec.copy_async[3]);
    assert_null(rec.copy_stream[3]); /* stream 0 passes as it is */
}

/* The deprecated 1D copies cut the count into rows of the array's width. */
void copy1d_cuts_rows(void **state)
{
    (void)state;
    /* float4, 16 wide: rows of 256 bytes */
    assert_cuda(cudaSuccess,
                cudaMemcpyToArray((cudaArray_t)ARR_A, 16, 2, host, 1000, cudaMemcpyHostToDevice));
    assert_int_equal(rec.ncopies, 3);
    static const size_t expect[3][5] = {
        /* x, y, width, height, linear offset */
        {16, 2, 240, 1, 0},
        {0, 3, 256, 2, 240},
        {0, 5, 248, 1, 752},
    };
    for (int i = 0; i < 3; i++) {
        const CUDA_MEMCPY3D *p = &rec.copies[i];
        assert_int_equal(p->dstXInBytes, expect[i][0]);
        assert_int_equal(p->dstY, expect[i][1]);
        assert_int_equal(p->WidthInBytes, expect[i][2]);
        assert_int_equal(p->Height, expect[i][3]);
        assert_ptr_equal(p->srcHost, host + expect[i][4]);
        assert_int_equal(p->srcPitch, 256);
        assert_int_equal(p->srcMemoryType, CU_MEMORYTYPE_HOST);
    }
    /* an offset at the end of a row makes an empty first copy, as NVIDIA's runtime */
    rec.ncopies = 0;
    assert_cuda(cudaSuccess, cudaMemcpyFromArray(host, (cudaArray_const_t)ARR_A, 256, 0, 256,
                                                 cudaMemcpyDeviceToHost));
    assert_int_equal(rec.ncopies, 2);
    assert_int_equal(rec.copies[0].WidthInBytes, 0);
    assert_int_equal(rec.copies[1].srcY, 1);
    assert_int_equal(rec.copies[1].WidthInBytes, 256);
    assert_int_equal(rec.copies[1].dstMemoryType, CU_MEMORYTYPE_HOST);
    /* rows of block-compressed formats count blocks: BC1, 16 wide, is 32 bytes a row */
    rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){16, 8, 0, CU_AD_FORMAT_BC1_UNORM, 4, 0};
    rec.ncopies = 0;
    assert_cuda(cudaSuccess,
                cudaMemcpyToArray((cudaArray_t)ARR_A, 0, 0, host, 100, cudaMemcpyDeviceToDevice));
    assert_int_equal(rec.ncopies, 2);
    assert_int_equal(rec.copies[0].WidthInBytes, 32);
    assert_int_equal(rec.copies[0].Height, 3);
    assert_int_equal(rec.copies[0].srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copies[1].WidthInBytes, 4);
    /* NV12, 3 channels: 3 bytes an element */
    rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){10, 8, 0, CU_AD_FORMAT_NV12, 3, 0};
    rec.ncopies = 0;
    assert_cuda(cudaSuccess,
                cudaMemcpyToArray((cudaArray_t)ARR_A, 0, 0, host, 30, cudaMemcpyDefault));
    assert_int_equal(rec.ncopies, 1);
    assert_int_equal(rec.copies[0].WidthInBytes, 30);
    assert_int_equal(rec.copies[0].srcMemoryType, CU_MEMORYTYPE_UNIFIED);
}

void copy1d_kinds(void **state)
{
    (void)state;
    cudaArray_t a = (cudaArray_t)ARR_A;
    /* empty first, then the kind */
    assert_cuda(cudaSuccess, cudaMemcpyToArray(NULL, 0, 0, host, 0, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyToArray(a, 0, 0, host, 4, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyToArray(a, 0, 0, host, 4, cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyFromArray(host, a, 0, 0, 4, cudaMemcpyHostToDevice));
    /* a kind beyond cudaMemcpyDefault copies nothing and succeeds (not array to array) */
    assert_cuda(cudaSuccess, cudaMemcpyToArray(a, 0, 0, host, 4, (enum cudaMemcpyKind)7));
    assert_cuda(cudaSuccess,
                cudaMemcpyFromArrayAsync(host, a, 0, 0, 4, (enum cudaMemcpyKind)5, NULL));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyArrayToArray(a, 0, 0, a, 0, 0, 4, (enum cudaMemcpyKind)7));
    assert_int_equal(rec.calls, 0);
    /* the format must have a channel descriptor */
    rec.desc.NumChannels = 0;
    assert_cuda(cudaErrorInvalidChannelDescriptor,
                cudaMemcpyToArray(a, 0, 0, host, 4, cudaMemcpyHostToDevice));
    assert_int_equal(rec.ncopies, 0);
}

void copy1d_array_to_array_through_a_buffer(void **state)
{
    (void)state;
    size_t live = fake_live_allocations();
    assert_cuda(cudaSuccess,
                cudaMemcpyArrayToArray((cudaArray_t)ARR_A, 100, 1, (cudaArray_const_t)ARR_B, 200, 2,
                                       700, cudaMemcpyDeviceToDevice));
    assert_calls("cuMemAlloc", 1);
    assert_calls("cuMemFree", 1);
    assert_int_equal(fake_live_allocations(), live);
    CUdeviceptr tmp = fake_last_alloc()->ptr;
    assert_int_equal(fake_last_alloc()->size, 700);
    assert_calls_are("cuArray3DGetDescriptor cuMemcpy3D cuMemcpy3D cuMemcpy3D "
                     "cuArray3DGetDescriptor cuMemcpy3D cuMemcpy3D cuMemcpy3D");
    /* from the source into the buffer ... */
    assert_ptr_equal(rec.copies[0].srcArray, ARR_B);
    assert_int_equal(rec.copies[0].srcXInBytes, 200);
    assert_int_equal(rec.copies[0].WidthInBytes, 56);
    assert_int_equal(rec.copies[0].dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copies[0].dstDevice, tmp);
    assert_int_equal(rec.copies[2].dstDevice, tmp + 56 + 512);
    /* ... and from the buffer to the destination */
    assert_ptr_equal(rec.copies[3].dstArray, ARR_A);
    assert_int_equal(rec.copies[3].dstXInBytes, 100);
    assert_int_equal(rec.copies[3].dstY, 1);
    assert_int_equal(rec.copies[3].srcDevice, tmp);
    assert_int_equal(rec.copies[3].WidthInBytes, 156);
    assert_int_equal(rec.copies[5].WidthInBytes, 32);
    /* a failing copy still frees the buffer */
    rec.fail = "cuMemcpy3D";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    fake_log_clear();
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyArrayToArray((cudaArray_t)ARR_A, 0, 0, (cudaArray_const_t)ARR_B, 0, 0, 16,
                                       cudaMemcpyDefault));
    assert_calls("cuMemFree", 1);
    assert_int_equal(fake_live_allocations(), live);
}
