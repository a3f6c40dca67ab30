/*
 * Fault-injection sweeps of memory and copies (sweep.h): allocations of every kind, 1D copies
 * and memsets, pitched allocations with 2D/3D copies and memsets, peer copies, batches of
 * copies, pointer attributes, hints, range attributes and location information. Two fake
 * devices.
 */
/* cudaMemGetLocationInfo is called here with the six words its body passes on. */
#define OCR_CUDA13X_NO_PLACEHOLDER 1
#include "sweep.h"

cudaError_t cudaMemGetLocationInfo(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                                   uintptr_t a4, uintptr_t a5);

static int setup(void **state)
{
    fake_config.device_count = 2;
    unit_install_fake(state);
    fake_install_ptds_twins();
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 2 ? 0 : -1;
}

/* Every kind of allocation, asked about, then freed. */
static void allocations(struct sweep *s, void *arg)
{
    (void)arg;
    void *d = NULL, *m = NULL, *h = NULL, *ha = NULL, *a = NULL, *dp;
    static char user[4096];
    unsigned flags;
    size_t info[2];
    if (!SWEEP_CALL_OUT(s, &d, sizeof(d), cudaMalloc(&d, 256)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &m, sizeof(m), cudaMallocManaged(&m, 256, cudaMemAttachGlobal)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &h, sizeof(h), cudaMallocHost(&h, 256)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &ha, sizeof(ha), cudaHostAlloc(&ha, 256, cudaHostAllocMapped)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &dp, sizeof(dp), cudaHostGetDevicePointer(&dp, ha, 0)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &flags, sizeof(flags), cudaHostGetFlags(&flags, ha)))
        goto out;
    if (!SWEEP_CALL_OUT(s, info, sizeof(info), cudaMemGetInfo(&info[0], &info[1])))
        goto out;
    if (SWEEP_CALL(s, cudaHostRegister(user, sizeof(user), cudaHostRegisterDefault)))
        SWEEP_CLEANUP(s, cudaHostUnregister(user));
    /* A failed stream-ordered allocation leaves NULL behind, as NVIDIA's does (seen on the
     * H200): not an output written only on success. */
    a = &a;
    if (SWEEP_CALL(s, cudaMallocAsync(&a, 256, NULL)))
        SWEEP_CLEANUP(s, cudaFreeAsync(a, NULL));
    else
        assert_null(a);
out:
    /* The pattern SWEEP_CALL_OUT left in a failed allocation's pointer is no allocation. */
    if (ha != NULL && sweep_untouched(&ha, sizeof(ha)))
        ha = NULL;
    if (h != NULL && sweep_untouched(&h, sizeof(h)))
        h = NULL;
    if (m != NULL && sweep_untouched(&m, sizeof(m)))
        m = NULL;
    if (d != NULL && sweep_untouched(&d, sizeof(d)))
        d = NULL;
    if (ha != NULL)
        SWEEP_CLEANUP(s, cudaFreeHost(ha));
    if (h != NULL)
        SWEEP_CLEANUP(s, cudaFreeHost(h));
    if (m != NULL)
        SWEEP_CLEANUP(s, cudaFree(m));
    if (d != NULL)
        SWEEP_CLEANUP(s, cudaFree(d));
}

static void cudaMalloc_sweep(void **state)
{
    (void)state;
    sweep_run("allocations", allocations, NULL, NULL);
}

/* -- context faults --------------------------------------------------------------------------- */

/* A scenario's argument: whether its sweep injects a context fault, after which it resets the
 * device (once a run) before it frees what it made. */
struct mode {
    bool context_fault;
    bool recovered;
};

/* The reset after a context fault: device 0's primary context (current in these scenarios) is
 * reset through the runtime and retained again, as the sweep found it. The fake keeps the
 * allocations a reset would end; the scenario frees them after. */
static void recover(struct sweep *s, struct mode *m)
{
    if (m != NULL && m->context_fault && sweep_fault_seen(s) && !m->recovered) {
        m->recovered = true;
        (void)SWEEP_CALL(s, cudaDeviceReset());
        (void)SWEEP_CALL(s, cudaSetDevice(0));
    }
}

/* SWEEP_CLEANUP(s, cudaFree(p)), with the reset before the second try when a context fault hit
 * the first. */
static void free_after(struct sweep *s, struct mode *m, void *p)
{
    recover(s, m);
    if (!SWEEP_CALL(s, cudaFree(p))) {
        recover(s, m);
        (void)SWEEP_CALL(s, cudaFree(p));
    }
}

/* The common rules say the fast path's failed question for the current context is survived; a
 * context fault injected there corrupts the context too (the fake's model), and the call's own
 * driver call answers it. */
static const struct sweep_rule context_fault_rules[] = {
    /* The fake's peer copies take both contexts as arguments and check neither. */
    {"cudaMemcpyPeer", "cuCtxGetCurrent", "ocr_enter", CUDA_ERROR_ILLEGAL_ADDRESS, SWEEP_IGNORED,
     "the fast path falls back, and the fake's peer copy does not look at the context", 0},
    {"cudaMemcpyPeerAsync", "cuCtxGetCurrent", "ocr_enter", CUDA_ERROR_ILLEGAL_ADDRESS,
     SWEEP_IGNORED,
     "the fast path falls back, and the fake's peer copy does not look at the context", 0},
    {NULL, "cuCtxGetCurrent", "ocr_enter", CUDA_ERROR_ILLEGAL_ADDRESS, cudaErrorIllegalAddress,
     "the context fault is the answer of the call's next driver call", 0},
    {0},
};
static const CUresult context_faults[] = {CUDA_ERROR_ILLEGAL_ADDRESS};
static const struct sweep_options context_fault_options = {context_faults, 1, context_fault_rules};

/* 1D copies every way, memsets, their asynchronous and per-thread forms, peer copies. */
static void copies(struct sweep *s, void *arg)
{
    struct mode *m = arg;
    if (m != NULL)
        m->recovered = false;
    void *a, *b;
    static char host[256];
    if (!SWEEP_CALL(s, cudaMalloc(&a, 256))) {
        recover(s, m);
        return;
    }
    if (!SWEEP_CALL(s, cudaMalloc(&b, 256)))
        goto free_a;
    if (!SWEEP_CALL(s, cudaMemcpy(a, host, 256, cudaMemcpyHostToDevice)) ||
        !SWEEP_CALL(s, cudaMemcpy(host, a, 256, cudaMemcpyDeviceToHost)) ||
        !SWEEP_CALL(s, cudaMemcpy(b, a, 256, cudaMemcpyDeviceToDevice)) ||
        !SWEEP_CALL(s, cudaMemcpy(b, a, 256, cudaMemcpyDefault)) ||
        !SWEEP_CALL(s, cudaMemcpy_ptds(b, a, 256, cudaMemcpyDefault)) ||
        !SWEEP_CALL(s, cudaMemcpyAsync(a, host, 256, cudaMemcpyHostToDevice, NULL)) ||
        !SWEEP_CALL(s, cudaMemcpyAsync_ptsz(host, a, 256, cudaMemcpyDeviceToHost, NULL)) ||
        !SWEEP_CALL(s, cudaMemset(a, 1, 256)) || !SWEEP_CALL(s, cudaMemset_ptds(a, 1, 256)) ||
        !SWEEP_CALL(s, cudaMemsetAsync(a, 2, 256, NULL)) ||
        !SWEEP_CALL(s, cudaMemcpyPeer(b, 1, a, 0, 256)) ||
        !SWEEP_CALL(s, cudaMemcpyPeerAsync(b, 0, a, 1, 256, NULL)))
        goto free_b;
free_b:
    free_after(s, m, b);
free_a:
    free_after(s, m, a);
}

static void cudaMemcpy_sweep(void **state)
{
    (void)state;
    sweep_run("copies", copies, NULL, NULL);
}

/* The same with a kernel fault's code: each call answers the fault where it meets it, and the
 * device comes back after a reset. */
static void cudaMemcpy_context_fault_sweep(void **state)
{
    (void)state;
    struct mode m = {.context_fault = true};
    sweep_run("copies (context fault)", copies, &m, &context_fault_options);
}

/* Pitched allocations, 2D and 3D copies and memsets, 3D peer copies. */
static void pitched(struct sweep *s, void *arg)
{
    (void)arg;
    struct {
        void *p;
        size_t pitch;
    } a;
    struct cudaPitchedPtr b;
    static char host[64 * 8 * 2];
    struct cudaExtent ext = {64, 8, 2};
    if (!SWEEP_CALL_OUT(s, &a, sizeof(a), cudaMallocPitch(&a.p, &a.pitch, 64, 16)))
        return;
    if (!SWEEP_CALL_OUT(s, &b, sizeof(b), cudaMalloc3D(&b, ext)))
        goto free_a;
    struct cudaMemcpy3DParms p = {
        .srcPtr = {host, 64, 64, 8}, .dstPtr = b, .extent = ext, .kind = cudaMemcpyHostToDevice};
    struct cudaMemcpy3DPeerParms pp = {
        .srcPtr = b, .srcDevice = 0, .dstPtr = b, .dstDevice = 1, .extent = ext};
    if (!SWEEP_CALL(s, cudaMemcpy2D(a.p, a.pitch, host, 64, 64, 16, cudaMemcpyHostToDevice)) ||
        !SWEEP_CALL(
            s, cudaMemcpy2DAsync(host, 64, a.p, a.pitch, 64, 16, cudaMemcpyDeviceToHost, NULL)) ||
        !SWEEP_CALL(s, cudaMemcpy3D(&p)) || !SWEEP_CALL(s, cudaMemcpy3DAsync(&p, NULL)) ||
        !SWEEP_CALL(s, cudaMemcpy3DPeer(&pp)) || !SWEEP_CALL(s, cudaMemcpy3DPeerAsync(&pp, NULL)) ||
        !SWEEP_CALL(s, cudaMemset2D(a.p, a.pitch, 0, 64, 16)) ||
        !SWEEP_CALL(s, cudaMemset2DAsync(a.p, a.pitch, 0, 64, 16, NULL)) ||
        !SWEEP_CALL(s, cudaMemset3D(b, 0, ext)) ||
        !SWEEP_CALL(s, cudaMemset3DAsync(b, 0, ext, NULL)))
        goto free_b;
free_b:
    SWEEP_CLEANUP(s, cudaFree(b.ptr));
free_a:
    SWEEP_CLEANUP(s, cudaFree(a.p));
}

static void cudaMemcpy3D_sweep(void **state)
{
    (void)state;
    sweep_run("pitched", pitched, NULL, NULL);
}

/* Batches of copies and prefetches, pointer attributes, hints, range attributes, where the pages
 * reside (cudaMemGetLocationInfo, its words passed on unchanged: no output the runtime knows). */
static void managed(struct sweep *s, void *arg)
{
    (void)arg;
    void *m, *d;
    struct cudaPointerAttributes pa;
    int v;
    struct cudaMemLocation loc = {.type = cudaMemLocationTypeDevice, .id = 0};
    if (!SWEEP_CALL(s, cudaMallocManaged(&m, 4096, cudaMemAttachGlobal)))
        return;
    if (!SWEEP_CALL(s, cudaMalloc(&d, 4096)))
        goto free_m;
    void *dsts[2] = {d, m};
    const void *srcs[2] = {m, d};
    size_t sizes[2] = {256, 256}, idx = 0;
    struct cudaMemcpyAttributes attr = {.srcAccessOrder = cudaMemcpySrcAccessOrderStream};
    void *ptrs[1] = {m};
    size_t psize[1] = {4096};
    struct cudaMemcpy3DBatchOp op = {
        .src = {.type = cudaMemcpyOperandTypePointer, .op.ptr = {.ptr = m, .rowLength = 64}},
        .dst = {.type = cudaMemcpyOperandTypePointer, .op.ptr = {.ptr = d, .rowLength = 64}},
        .extent = {64, 4, 1},
        .srcAccessOrder = cudaMemcpySrcAccessOrderStream};
    int range[2];
    void *range_data[2] = {&range[0], &range[1]};
    size_t range_sizes[2] = {sizeof(int), sizeof(int)};
    enum cudaMemRangeAttribute range_attrs[2] = {cudaMemRangeAttributeReadMostly,
                                                 cudaMemRangeAttributePreferredLocation};
    /* cudaPointerGetAttributes clears its output first (as NVIDIA's): not checked. */
    if (!SWEEP_CALL(s, cudaPointerGetAttributes(&pa, m)) ||
        !SWEEP_CALL(s, cudaMemPrefetchAsync(m, 4096, loc, 0, NULL)) ||
        !SWEEP_CALL(s, cudaMemAdvise(m, 4096, cudaMemAdviseSetPreferredLocation, loc)) ||
        !SWEEP_CALL_OUT(s, &v, sizeof(v),
                        cudaMemRangeGetAttribute(
                            &v, sizeof(v), cudaMemRangeAttributePreferredLocation, m, 4096)) ||
        !SWEEP_CALL(s, cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, &attr, &idx, 1, (void *)1)) ||
        !SWEEP_CALL(s, cudaMemPrefetchBatchAsync(ptrs, psize, 1, &loc, &idx, 1, 0, (void *)1)) ||
        !SWEEP_CALL(s, cudaMemDiscardBatchAsync(ptrs, psize, 1, 0, (void *)1)) ||
        !SWEEP_CALL(
            s, cudaMemDiscardAndPrefetchBatchAsync(ptrs, psize, 1, &loc, &idx, 1, 0, (void *)1)) ||
        !SWEEP_CALL(s, cudaMemcpy3DBatchAsync(1, &op, 0, (void *)1)) ||
        !SWEEP_CALL(s,
                    cudaMemcpyWithAttributesAsync(dsts[0], srcs[0], sizes[0], &attr, (void *)1)) ||
        !SWEEP_CALL(s, cudaMemcpy3DWithAttributesAsync(&op, 0, (void *)1)) ||
        !SWEEP_CALL_OUT(
            s, range, sizeof(range),
            cudaMemRangeGetAttributes(range_data, range_sizes, range_attrs, 2, m, 4096)) ||
        !SWEEP_CALL(s, cudaMemGetLocationInfo((uintptr_t)m, 4096, 0, 0, 0, 0)))
        goto free_d;
free_d:
    SWEEP_CLEANUP(s, cudaFree(d));
free_m:
    SWEEP_CLEANUP(s, cudaFree(m));
}

/* The missing entry of a 13.0 driver (driver.c's placeholder): not a fake, never faulted. */
static CUresult CUDAAPI missing_entry(void)
{
    return CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER;
}

static void cudaMemPrefetchAsync_sweep(void **state)
{
    (void)state;
    sweep_run("managed", managed, NULL, NULL);
    /* On a 13.0 driver: the copies with attributes as batches of one (memory/batch.c). */
    PFN_cuMemcpyWithAttributesAsync_v13020 one = ocr_drv[0].cuMemcpyWithAttributesAsync;
    PFN_cuMemcpy3DWithAttributesAsync_v13020 three = ocr_drv[0].cuMemcpy3DWithAttributesAsync;
    ocr_drv[0].cuMemcpyWithAttributesAsync =
        (PFN_cuMemcpyWithAttributesAsync_v13020)(void (*)(void))missing_entry;
    ocr_drv[0].cuMemcpy3DWithAttributesAsync =
        (PFN_cuMemcpy3DWithAttributesAsync_v13020)(void (*)(void))missing_entry;
    sweep_run("managed (13.0 driver)", managed, NULL, NULL);
    ocr_drv[0].cuMemcpyWithAttributesAsync = one;
    ocr_drv[0].cuMemcpy3DWithAttributesAsync = three;
}

/* Issue 7: slices pitch x ysize apart whose size, or whose last slice's address, wraps around
 * the address space are refused before any memset (they used to wrap to other memory). */
/* cudaMemset3D's slices are pitch x ysize bytes apart in the address space's arithmetic, a
 * product that wraps included, as NVIDIA's library computes them (gpu_memory2d on the H200): the
 * memsets go to the driver, which judges the pitches. */
static void cudaMemset3D_slices_wrap_as_nvidia(void **state)
{
    (void)state;
    void *base = (void *)(uintptr_t)0x100000000000ULL;
    /* pitch x ysize is 2^64 + 1024: one-row slices 1024 bytes apart, one 2D memset of them */
    struct cudaPitchedPtr p = {base, ((size_t)1 << 63) + 512, 64, 2};
    fake_reset();
    assert_cuda(cudaSuccess, cudaMemset3D(p, 1, (struct cudaExtent){8, 1, 2}));
    assert_calls("cuMemsetD2D8", 1);
    assert_cuda(cudaSuccess, cudaMemset3DAsync(p, 1, (struct cudaExtent){8, 1, 2}, NULL));
    assert_calls("cuMemsetD2D8Async", 1);
    /* 2^40 x 2^30 wraps to 0: a slice at a time, at the wrapped distance */
    p = (struct cudaPitchedPtr){base, (size_t)1 << 40, 64, (size_t)1 << 30};
    fake_reset();
    assert_cuda(cudaSuccess, cudaMemset3D(p, 1, (struct cudaExtent){64, 4, 2}));
    assert_calls("cuMemsetD2D8", 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMalloc_sweep, unit_reset),
        cmocka_unit_test_setup(cudaMemcpy_sweep, unit_reset),
        cmocka_unit_test_setup(cudaMemcpy_context_fault_sweep, unit_reset),
        cmocka_unit_test_setup(cudaMemcpy3D_sweep, unit_reset),
        cmocka_unit_test_setup(cudaMemPrefetchAsync_sweep, unit_reset),
        cmocka_unit_test_setup(cudaMemset3D_slices_wrap_as_nvidia, unit_reset),
    };
    return cmocka_run_group_tests_name("memory sweeps", tests, setup, NULL);
}
