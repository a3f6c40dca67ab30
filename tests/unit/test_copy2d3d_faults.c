/*
 * Driver failures in test_copy2d3d: each driver call of a few copies, memsets and allocations
 * failing in turn comes back mapped and recorded, or is one the runtime tolerates.
 */
#include "test_copy2d3d.h"

/* -- driver failures --------------------------------------------------------------------------- */

typedef cudaError_t (*sweep_fn)(void);

static cudaError_t sweep_memcpy3d_array(void)
{
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcArray = ARRAY_FLOAT;
    p.dstPtr = mk_pitched(DEV_A, 512, 16, 4);
    p.extent = mk_extent(16, 4, 2);
    p.kind = cudaMemcpyDeviceToDevice;
    return cudaMemcpy3DAsync(&p, STREAM);
}

static cudaError_t sweep_memset3d(void)
{
    return cudaMemset3D(mk_pitched(DEV_A, 512, 64, 4), 1, mk_extent(8, 2, 3));
}

static cudaError_t sweep_peer(void)
{
    return cudaMemcpyPeer(DEV_B, 1, DEV_A, 0, 64);
}

static cudaError_t sweep_3d_peer(void)
{
    struct cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcArray = ARRAY_SHORT2;
    q.srcDevice = 1;
    q.dstPtr = mk_pitched(DEV_A, 512, 16, 4);
    q.extent = mk_extent(16, 4, 2);
    return cudaMemcpy3DPeer(&q);
}

static cudaError_t sweep_malloc_pitch(void)
{
    void *p = NULL;
    size_t pitch = 0;
    cudaError_t e = cudaMallocPitch(&p, &pitch, 64, 4);
    if (e == cudaSuccess)
        (void)cudaFree(p);
    return e;
}

/* Each driver call failing in turn: the failure comes back mapped and recorded, or is one the
 * runtime tolerates (a context query its slow path repeats). */
void each_driver_call_failing(void **state)
{
    (void)state;
    static const struct {
        const char *api;
        sweep_fn call;
    } cases[] = {
        {"cudaMemcpy3DAsync (array)", sweep_memcpy3d_array},
        {"cudaMemset3D (a call a slice)", sweep_memset3d},
        {"cudaMemcpyPeer", sweep_peer},
        {"cudaMemcpy3DPeer (array)", sweep_3d_peer},
        {"cudaMallocPitch", sweep_malloc_pitch},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        unsigned n;
        for (n = 1; n < 30; n++) {
            fake_reset();
            rec_clear();
            ocr_tls.last_error = cudaSuccess;
            fake_fail_nth(n, CUDA_ERROR_OUT_OF_MEMORY);
            cudaError_t err = cases[c].call();
            bool fired = fake_fault_fired();
            if (err == cudaSuccess) {
                if (!fired)
                    break; /* fewer than n driver calls: done */
                continue;
            }
            if (!fired || err != cudaErrorMemoryAllocation)
                fail_msg("%s with driver call %u failing returned %s; driver calls: %s",
                         cases[c].api, n, cudaGetErrorName(err), fake_log_string());
            assert_cuda(err, cudaGetLastError());
        }
        assert_true(n > 1 && n < 30);
    }
}
