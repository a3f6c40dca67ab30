/*
 * Fault-injection sweep of the pageable staging engine (sweep.h, memory/staging.c,
 * staging_ring.c): every driver call of a staged copy failed in turn, from the engine's first use
 * to its end at a reset. The engine answers a failure the way the plain driver path would: before
 * the first chunk moved, it declines and the driver's copy answers; later, the rest goes the
 * driver's way. Either way the copy succeeds here (the fake fails one call) and its bytes arrive.
 */
#include "staging.h"
#include "sweep.h"

#define MiB ((size_t)1 << 20)

static int setup(void **state)
{
    fake_config.backed_memory = true;
    unit_install_fake(state);
    fake_install_ptds_twins();
    ocr_staging_configure(NULL, NULL, NULL, "1");
    return cudaFree(NULL) == cudaSuccess ? 0 : -1;
}

#define FALLS_BACK(fn, why)                                                                        \
    {                                                                                              \
        NULL, NULL, fn, CUDA_SUCCESS, SWEEP_IGNORED, why, 0                                        \
    }
static const struct sweep_rule rules[] = {
    FALLS_BACK("ocr_staging_copy", "the engine declines the copy and the driver's copy answers"),
    FALLS_BACK("ocr_staging_engine_acquire", "no engine: the driver's copy answers"),
    FALLS_BACK("ask_pointer", "the engine declines the copy and the driver's copy answers"),
    FALLS_BACK("ocr_staging_slots_reserve",
               "a slot not had is not used: fewer slots, or the driver's copy"),
    FALLS_BACK("to_device", "the rest of the copy goes the driver's way, which answers"),
    FALLS_BACK("to_host", "the rest of the copy goes the driver's way, which answers"),
    FALLS_BACK("fill", "the rest of the copy goes the driver's way, which answers"),
    FALLS_BACK("settle", "reached only after another failure"),
    /* The staging's end at cudaDeviceReset: a cleanup whose failures change nothing else. */
    {"cudaDeviceReset", "cuCtxPushCurrent", "engine_free", CUDA_SUCCESS, SWEEP_IGNORED,
     "the context is current already in cudaDeviceReset", 0},
    {"cudaDeviceReset", "cuCtxPopCurrent", "engine_free", CUDA_SUCCESS, SWEEP_IGNORED,
     "the context pushed is the current one", 0},
    {"cudaDeviceReset", "cuEventDestroy", "engine_free", CUDA_SUCCESS, SWEEP_IGNORED,
     "an event the driver refused to destroy dies with the context", 1},
    {"cudaDeviceReset", "cuMemFreeHost", "engine_free", CUDA_SUCCESS, SWEEP_IGNORED,
     "a buffer the driver refused to free is the driver's", 1},
    {"cudaDeviceReset", "cuEventQuery", "ocr_staging_slot_idle", CUDA_SUCCESS, SWEEP_IGNORED,
     "a slot whose last DMA is not known to be done is left to the context's end", 1},
    /* In a copy: a slot not known to be idle is left alone for now, or waited for. */
    FALLS_BACK("ocr_staging_slot_idle",
               "a slot not known idle waits; a failed wait sends the rest the "
               "driver's way, which answers"),
    {0},
};

static void pattern(unsigned char *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)(i * 37u + seed);
}

struct bufs {
    unsigned char *h, *back;
    size_t n;
    bool pageable_access;
};

/* Copies each way through an engine made on the way, synchronous and asynchronous, on the
 * legacy stream, the per-thread default stream and a stream of its own (which finds the slots
 * the asynchronous copy left pending on another stream), then the reset that frees the staging. */
static void staged(struct sweep *s, void *arg)
{
    struct bufs *b = arg;
    void *d = NULL;
    cudaStream_t st = NULL;
    fake_set_device_attribute(CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS, b->pageable_access);
    pattern(b->h, b->n, 1);
    memset(b->back, 0, b->n);
    if (!SWEEP_CALL(s, cudaMalloc(&d, b->n)))
        goto reset;
    if (!SWEEP_CALL(s, cudaStreamCreate(&st)))
        goto free_d;
    if (!SWEEP_CALL(s, cudaMemcpy(d, b->h, b->n, cudaMemcpyHostToDevice)) ||
        !SWEEP_CALL(s, cudaMemcpyAsync(b->back, d, b->n, cudaMemcpyDeviceToHost, NULL)))
        goto free_st;
    assert_memory_equal(b->h, b->back, b->n);
    pattern(b->h, b->n, 2);
    if (!SWEEP_CALL(s, cudaMemcpyAsync_ptsz(d, b->h, b->n, cudaMemcpyDefault, NULL)) ||
        !SWEEP_CALL(s, cudaMemcpyAsync(b->back, d, b->n, cudaMemcpyDeviceToHost, st)))
        goto free_st;
    assert_memory_equal(b->h, b->back, b->n);
    /* Twice on one stream: the second copy finds its slots pending there (its fills queued
     * ahead once their DMAs are done); a last one leaves its slots pending for the reset. */
    pattern(b->h, b->n, 3);
    if (!SWEEP_CALL(s, cudaMemcpyAsync(d, b->h, b->n, cudaMemcpyHostToDevice, st)) ||
        !SWEEP_CALL(s, cudaMemcpyAsync(d, b->h, b->n, cudaMemcpyHostToDevice, st)) ||
        !SWEEP_CALL(s, cudaMemcpyAsync(b->back, d, b->n, cudaMemcpyDeviceToHost, st)))
        goto free_st;
    assert_memory_equal(b->h, b->back, b->n);
    (void)SWEEP_CALL(s, cudaMemcpyAsync(d, b->h, b->n, cudaMemcpyHostToDevice, st));
free_st:
    SWEEP_CLEANUP(s, cudaStreamDestroy(st));
free_d:
    SWEEP_CLEANUP(s, cudaFree(d));
reset:
    SWEEP_CLEANUP(s, cudaDeviceReset());
}

static void staging_sweep(void **state)
{
    (void)state;
    static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_VALUE};
    const struct sweep_options opt = {results, 2, rules};
    /* 4 MiB: 4 chunks of 2 pieces (the caller's and the one thread's). */
    struct bufs b = {malloc(4 * MiB), malloc(4 * MiB), 4 * MiB, false};
    sweep_run("staged", staged, &b, &opt);
    /* An odd size (its last chunk shorter); the stream synchronised before the source is read. */
    free(b.h);
    free(b.back);
    b = (struct bufs){malloc(8 * MiB + 3), malloc(8 * MiB + 3), 8 * MiB + 3, true};
    sweep_run("staged_wrap", staged, &b, &opt);
    free(b.h);
    free(b.back);
    fake_set_device_attribute(CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(staging_sweep),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
