/*
 * Peer copies in test_copy2d3d: cudaMemcpyPeer's contexts and checks, and cudaMemcpy3DPeer's
 * translation into CUDA_MEMCPY3D_PEER.
 */
#include "test_copy2d3d.h"

/* -- peer copies ------------------------------------------------------------------------------- */

void cudaMemcpyPeer_contexts_and_checks(void **state)
{
    (void)state;
    /* Empty: success before the devices are checked. */
    assert_cuda(cudaSuccess, cudaMemcpyPeer(DEV_B, 5, DEV_A, -1, 0));
    assert_cuda(cudaSuccess, cudaMemcpyPeerAsync(DEV_B, -1, DEV_A, 0, 0, STREAM));
    assert_no_copy();
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpyPeer(DEV_B, 2, DEV_A, 0, 64));
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpyPeer(DEV_B, 0, DEV_A, -1, 64));
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpyPeerAsync(DEV_B, 0, DEV_A, 7, 64, STREAM));
    assert_no_copy();
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());

    assert_cuda(cudaSuccess, cudaMemcpyPeer(DEV_B, 1, DEV_A, 0, 4096));
    assert_calls("cuMemcpyPeer", 1);
    assert_int_equal(rec.peer_dst, DPTR(DEV_B));
    assert_int_equal(rec.peer_src, DPTR(DEV_A));
    assert_ptr_equal(rec.peer_dctx, fake_primary_context(1));
    assert_ptr_equal(rec.peer_sctx, fake_primary_context(0));
    assert_int_equal(rec.peer_count, 4096);
    assert_true(fake_primary_active(1));
    /* The calling thread stays in its own context. */
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));
    assert_cuda(cudaSuccess, cudaMemcpyPeerAsync(DEV_A, 0, DEV_B, 1, 100, STREAM));
    assert_calls("cuMemcpyPeerAsync", 1);
    assert_calls("cuMemcpyPeerAsync_ptsz", 0);
    assert_ptr_equal(rec.peer_dctx, fake_primary_context(0));
    assert_ptr_equal(rec.peer_sctx, fake_primary_context(1));
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    fake_fail_next("cuMemcpyPeer", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaMemcpyPeer(host_a, 0, DEV_A, 0, 16));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void cudaMemcpy3DPeer_translation(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeer(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeerAsync(NULL, 0));
    assert_no_driver_call();

    struct cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = mk_pitched(DEV_A, 512, 32, 4);
    q.srcPos = mk_pos(4, 1, 1);
    q.srcDevice = 1;
    q.dstPtr = mk_pitched(DEV_B, 256, 32, 8);
    q.dstDevice = 0;
    q.extent = mk_extent(8, 2, 1);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_calls("cuMemcpy3DPeer", 1);
    const CUDA_MEMCPY3D_PEER *c = &rec.mp;
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->srcDevice, DPTR(DEV_A));
    assert_ptr_equal(c->srcContext, fake_primary_context(1));
    assert_int_equal(c->srcXInBytes, 4);
    assert_int_equal(c->srcY, 1);
    assert_int_equal(c->srcZ, 1);
    assert_int_equal(c->srcPitch, 512);
    assert_int_equal(c->srcHeight, 4);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->dstDevice, DPTR(DEV_B));
    assert_ptr_equal(c->dstContext, fake_primary_context(0));
    assert_int_equal(c->dstPitch, 256);
    assert_int_equal(c->dstHeight, 8);
    assert_int_equal(c->WidthInBytes, 8);
    assert_int_equal(c->Height, 2);
    assert_int_equal(c->Depth, 1);
    assert_false(rec.ptds);

    /* Devices are checked before an empty extent succeeds. */
    fake_log_clear();
    q.srcDevice = 2;
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeer(&q));
    q.extent = mk_extent(0, 2, 1);
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeerAsync(&q, STREAM));
    q.srcDevice = 0;
    q.dstDevice = -1;
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeer(&q));
    q.dstDevice = 0;
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_no_copy();
    /* Pitch rules as cudaMemcpy3D's; an array and a pointer on one side. */
    q.extent = mk_extent(64, 2, 1);
    q.dstPtr = mk_pitched(DEV_B, 32, 64, 4);
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3DPeer(&q));
    q.dstPtr = mk_pitched(DEV_B, 64, 64, 0);
    q.extent = mk_extent(64, 2, 2);
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3DPeer(&q));
    q.dstPtr = mk_pitched(DEV_B, 64, 64, 4);
    q.srcArray = ARRAY_FLOAT;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeer(&q));
    assert_no_copy();
    /* An array source: its elements; twins. */
    q.srcPtr = mk_pitched(NULL, 0, 0, 0);
    q.srcPos = mk_pos(1, 0, 0);
    q.extent = mk_extent(16, 4, 2);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer_ptds(&q));
    assert_calls("cuMemcpy3DPeer_ptsz", 1);
    assert_true(rec.ptds);
    assert_int_equal(rec.mp.srcMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_ptr_equal(rec.mp.srcArray, (CUarray)ARRAY_FLOAT);
    assert_int_equal(rec.mp.srcXInBytes, 4);
    assert_int_equal(rec.mp.WidthInBytes, 64);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeerAsync_ptsz(&q, STREAM));
    assert_calls("cuMemcpy3DPeerAsync_ptsz", 1);
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    assert_cuda(cudaSuccess, cudaMemcpy3DPeerAsync(&q, 0));
    assert_calls("cuMemcpy3DPeerAsync", 1);
    assert_false(rec.ptds);
}
