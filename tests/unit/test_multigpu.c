/*
 * Two devices (the fake models two): what tests/gpu/multigpu2.cu runs on the GPU that can be
 * checked without one. cudaMemcpy3DPeer(Async) from a thread whose current device is neither
 * or one of the copy's (the descriptor's contexts are the devices' primary contexts, the other
 * device's is retained, the thread's own context stays current), the order of its argument
 * checks and what each leaves as the last error; the current device of two threads working at
 * once; a reset of device 1 leaving device 0's context and memory alone; an IPC handle opened
 * with device 1 current.
 */
#include "unit.h"

#include <pthread.h>

static struct {
    CUDA_MEMCPY3D_PEER mp;
    CUstream stream;
    CUcontext current; /* current context at the call */
    int calls;
} rec;

static PFN_cuMemcpy3DPeer_v4000 real_peer;
static PFN_cuMemcpy3DPeerAsync_v4000 real_peer_async;
static PFN_cuIpcOpenMemHandle_v11000 real_ipc_open;
static CUcontext ipc_current;

static CUresult rec_peer(const CUDA_MEMCPY3D_PEER *c)
{
    rec.mp = *c;
    rec.current = fake_current_context();
    rec.calls++;
    return real_peer(c);
}

static CUresult rec_peer_async(const CUDA_MEMCPY3D_PEER *c, CUstream s)
{
    rec.mp = *c;
    rec.stream = s;
    rec.current = fake_current_context();
    rec.calls++;
    return real_peer_async(c, s);
}

static CUresult rec_ipc_open(CUdeviceptr *p, CUipcMemHandle h, unsigned flags)
{
    ipc_current = fake_current_context();
    return real_ipc_open(p, h, flags);
}

static int group_setup(void **state)
{
    fake_config.device_count = 2;
    unit_install_fake(state);
    real_peer = ocr_drv[0].cuMemcpy3DPeer;
    real_peer_async = ocr_drv[0].cuMemcpy3DPeerAsync;
    real_ipc_open = ocr_drv[0].cuIpcOpenMemHandle;
    ocr_drv[0].cuMemcpy3DPeer = rec_peer;
    ocr_drv[0].cuMemcpy3DPeerAsync = rec_peer_async;
    ocr_drv[0].cuIpcOpenMemHandle = rec_ipc_open;
    return 0;
}

static int setup(void **state)
{
    memset(&rec, 0, sizeof rec);
    return unit_reset(state);
}

#define STREAM ((cudaStream_t)0x5710)
#define SRC0 ((void *)0x7f0000300000)
#define DST1 ((void *)0x7f0000400000)

/* The box multigpu2.cu copies first: 64 x 5 x 3 bytes at (3,1,1) of a 100 x 7 x 5 source with a
 * 512-byte pitch on device 0, to (5,2,0) of a 160 x 9 x 6 destination on device 1. */
static struct cudaMemcpy3DPeerParms box(void)
{
    struct cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = (struct cudaPitchedPtr){SRC0, 512, 100, 7};
    q.srcPos = (struct cudaPos){3, 1, 1};
    q.srcDevice = 0;
    q.dstPtr = (struct cudaPitchedPtr){DST1, 512, 160, 9};
    q.dstPos = (struct cudaPos){5, 2, 0};
    q.dstDevice = 1;
    q.extent = (struct cudaExtent){64, 5, 3};
    return q;
}

static void assert_box_descriptor(const CUDA_MEMCPY3D_PEER *c)
{
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->srcDevice, (CUdeviceptr)(uintptr_t)SRC0);
    assert_ptr_equal(c->srcContext, fake_primary_context(0));
    assert_int_equal(c->srcXInBytes, 3);
    assert_int_equal(c->srcY, 1);
    assert_int_equal(c->srcZ, 1);
    assert_int_equal(c->srcPitch, 512);
    assert_int_equal(c->srcHeight, 7);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->dstDevice, (CUdeviceptr)(uintptr_t)DST1);
    assert_ptr_equal(c->dstContext, fake_primary_context(1));
    assert_int_equal(c->dstXInBytes, 5);
    assert_int_equal(c->dstY, 2);
    assert_int_equal(c->dstZ, 0);
    assert_int_equal(c->dstPitch, 512);
    assert_int_equal(c->dstHeight, 9);
    assert_int_equal(c->WidthInBytes, 64);
    assert_int_equal(c->Height, 5);
    assert_int_equal(c->Depth, 3);
}

/* From device 0 and from device 1: one driver call with both primary contexts; the calling
 * thread keeps its own context. */
static void cudaMemcpy3DPeer_between_devices(void **state)
{
    (void)state;
    struct cudaMemcpy3DPeerParms q = box();
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_int_equal(rec.calls, 1);
    assert_box_descriptor(&rec.mp);
    assert_ptr_equal(rec.current, fake_primary_context(0));
    assert_true(fake_primary_active(1)); /* the destination device's context was retained */
    assert_ptr_equal(fake_current_context(), fake_primary_context(0));

    assert_cuda(cudaSuccess, cudaSetDevice(1));
    memset(&rec, 0, sizeof rec);
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaMemcpy3DPeerAsync(&q, STREAM));
    assert_int_equal(rec.calls, 1);
    assert_calls("cuMemcpy3DPeerAsync", 1);
    assert_calls("cuMemcpy3DPeer", 0);
    assert_box_descriptor(&rec.mp);
    assert_ptr_equal(rec.stream, (CUstream)STREAM);
    assert_ptr_equal(rec.current, fake_primary_context(1));
    assert_ptr_equal(fake_current_context(), fake_primary_context(1));
    /* The null stream is passed as it is. */
    assert_cuda(cudaSuccess, cudaMemcpy3DPeerAsync(&q, 0));
    assert_null(rec.stream);
    /* Both ends on the other device. */
    q.srcDevice = 1;
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_ptr_equal(rec.mp.srcContext, fake_primary_context(1));
    assert_ptr_equal(rec.mp.dstContext, fake_primary_context(1));
    assert_cuda(cudaSuccess, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

/* Each bad argument of multigpu2.cu's list: the answer, no copy, the last error. */
static void cudaMemcpy3DPeer_bad_arguments(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    fake_reset();
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeer(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeerAsync(NULL, STREAM));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_no_driver_call();

    static const struct {
        int src, dst;
        struct cudaExtent extent;
        cudaError_t want;
    } devices[] = {
        {2, 1, {16, 2, 2}, cudaErrorInvalidDevice},
        {-1, 1, {16, 2, 2}, cudaErrorInvalidDevice},
        {0, 2, {16, 2, 2}, cudaErrorInvalidDevice},
        {0, 99, {16, 2, 2}, cudaErrorInvalidDevice},
        {0, 99, {0, 2, 2}, cudaErrorInvalidDevice}, /* devices before the empty extent */
        {0, 1, {0, 2, 2}, cudaSuccess},
        {0, 1, {16, 0, 2}, cudaSuccess},
        {0, 1, {16, 2, 0}, cudaSuccess},
    };
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++) {
        struct cudaMemcpy3DPeerParms q = box();
        q.srcDevice = devices[i].src;
        q.dstDevice = devices[i].dst;
        q.extent = devices[i].extent;
        ocr_tls.last_error = cudaSuccess;
        assert_cuda(devices[i].want,
                    (i & 1) ? cudaMemcpy3DPeerAsync(&q, STREAM) : cudaMemcpy3DPeer(&q));
        assert_cuda(devices[i].want, cudaGetLastError());
    }
    assert_int_equal(rec.calls, 0);

    /* A side without memory, a pitch below the width, a ysize below the height; a bad device
     * comes before each. */
    struct cudaMemcpy3DPeerParms q = box();
    q.srcPtr.ptr = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeer(&q));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    q.srcDevice = 2;
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeer(&q));
    q = box();
    q.dstPtr.ptr = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeerAsync(&q, STREAM));
    q = box();
    q.srcPtr.pitch = 8;
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3DPeer(&q));
    assert_cuda(cudaErrorInvalidPitchValue, cudaGetLastError());
    q.dstDevice = -1;
    assert_cuda(cudaErrorInvalidDevice, cudaMemcpy3DPeer(&q));
    q = box();
    q.dstPtr.ysize = 1;
    assert_cuda(cudaErrorInvalidPitchValue, cudaMemcpy3DPeerAsync(&q, STREAM));
    /* One row, one slice: no pitch rule (the driver decides). */
    q.extent = (struct cudaExtent){64, 1, 1};
    q.srcPtr.pitch = 8;
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_int_equal(rec.calls, 1);
    assert_int_equal(rec.mp.srcPitch, 8);

    /* The device a pointer is named with is passed as given: the driver decides. */
    q = box();
    q.srcDevice = 1;
    q.dstDevice = 0;
    assert_cuda(cudaSuccess, cudaMemcpy3DPeer(&q));
    assert_ptr_equal(rec.mp.srcContext, fake_primary_context(1));
    assert_ptr_equal(rec.mp.dstContext, fake_primary_context(0));

    /* What the driver refuses (a box past the allocation, host memory) comes back mapped and is
     * the last error; the runtime does not look at the allocations. */
    q = box();
    q.extent.depth = 64;
    fake_fail_next("cuMemcpy3DPeer", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaMemcpy3DPeer(&q));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_int_equal(rec.mp.Depth, 64);
    fake_fail_next("cuMemcpy3DPeerAsync", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaMemcpy3DPeerAsync(&q, STREAM));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaGetLastError());
}

/* Two threads, each on its own device, allocating and copying at once: each thread's current
 * device and context stay its own, and its allocations are made in its device's context. */
struct worker {
    int device;
    int wrong; /* iterations whose device or context was not the thread's */
    cudaError_t first;
};

#define ITERATIONS 500

static void *worker_main(void *arg)
{
    struct worker *w = arg;
    w->first = cudaSetDevice(w->device);
    for (int i = 0; i < ITERATIONS && w->first == cudaSuccess; i++) {
        void *p = NULL;
        cudaStream_t s = NULL;
        cudaError_t e = cudaMalloc(&p, 256);
        if (e == cudaSuccess)
            e = cudaStreamCreate(&s);
        if (e == cudaSuccess)
            e = cudaMemcpyAsync(p, p, 256, cudaMemcpyDeviceToDevice, s);
        int dev = -1;
        if (e == cudaSuccess)
            e = cudaGetDevice(&dev);
        struct cudaPointerAttributes a;
        memset(&a, 0, sizeof a);
        if (e == cudaSuccess)
            e = cudaPointerGetAttributes(&a, p);
        if (dev != w->device || fake_current_context() != fake_primary_context(w->device))
            w->wrong++;
        if (e == cudaSuccess)
            e = cudaStreamDestroy(s);
        if (e == cudaSuccess)
            e = cudaFree(p);
        if (e != cudaSuccess)
            w->first = e;
    }
    return NULL;
}

static void threads_on_each_device(void **state)
{
    (void)state;
    struct worker w[2] = {{0, 0, cudaSuccess}, {1, 0, cudaSuccess}};
    pthread_t t[2];
    size_t live = fake_live_allocations();
    for (int i = 0; i < 2; i++)
        assert_int_equal(pthread_create(&t[i], NULL, worker_main, &w[i]), 0);
    for (int i = 0; i < 2; i++)
        assert_int_equal(pthread_join(t[i], NULL), 0);
    for (int i = 0; i < 2; i++) {
        assert_cuda(cudaSuccess, w[i].first);
        assert_int_equal(w[i].wrong, 0);
    }
    assert_int_equal(fake_live_allocations(), live);
    assert_calls("cuMemAlloc", 2 * ITERATIONS);
}

/* cudaSetDevice(1) + cudaDeviceReset() resets device 1's primary context only: device 0's stays
 * active, its memory stays allocated and usable, and device 1 comes back at its next use. */
static void reset_of_device_1_leaves_device_0(void **state)
{
    (void)state;
    void *d0 = NULL, *d1 = NULL;
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_cuda(cudaSuccess, cudaMalloc(&d0, 4096));
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(0));
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaMalloc(&d1, 4096));
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(1));
    int retains0 = fake_primary_retains(0);
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_calls("cuDevicePrimaryCtxReset", 1);
    assert_int_equal(fake_args.reset_dev, 1);
    assert_true(fake_primary_active(0));
    assert_false(fake_primary_active(1));
    assert_int_equal(fake_primary_retains(0), retains0);
    int dev = -1;
    assert_cuda(cudaSuccess, cudaGetDevice(&dev));
    assert_int_equal(dev, 1);
    /* Device 0 from another thread, and from this one. */
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    assert_cuda(cudaSuccess, cudaMemcpy(d0, d0, 4096, cudaMemcpyDeviceToDevice));
    assert_cuda(cudaSuccess, cudaFree(d0));
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    void *n1 = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&n1, 64));
    assert_true(fake_primary_active(1));
    assert_ptr_equal(fake_last_alloc()->ctx, fake_primary_context(1));
    assert_cuda(cudaSuccess, cudaFree(n1));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

/* An IPC handle opened with device 1 current is opened in device 1's primary context. */
static void ipc_open_on_device_1(void **state)
{
    (void)state;
    cudaIpcMemHandle_t h;
    memset(&h, 0, sizeof h);
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    void *p = NULL;
    ipc_current = NULL;
    cudaError_t e = cudaIpcOpenMemHandle(&p, h, cudaIpcMemLazyEnablePeerAccess);
    assert_calls("cuIpcOpenMemHandle", 1);
    assert_ptr_equal(ipc_current, fake_primary_context(1));
    if (e == cudaSuccess)
        assert_cuda(cudaSuccess, cudaIpcCloseMemHandle(p));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMemcpy3DPeer_between_devices, setup),
        cmocka_unit_test_setup(cudaMemcpy3DPeer_bad_arguments, setup),
        cmocka_unit_test_setup(threads_on_each_device, setup),
        cmocka_unit_test_setup(reset_of_device_1_leaves_device_0, setup),
        cmocka_unit_test_setup(ipc_open_on_device_1, setup),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
