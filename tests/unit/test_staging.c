/*
 * The pageable staging engine (memory/staging.c, staging_ring.c) over the fake driver with real
 * bytes (fake_config.backed_memory): data through chunks of every shape, the driver calls in their
 * order and on the right stream, the copies it leaves to the driver, many threads at once, a
 * reset, a fork. `test_staging exit` (a run of its own) exits while threads copy.
 */
#include "staging.h"
#include "unit.h"

#include <pthread.h>
#include <stdio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MiB ((size_t)1 << 20)

/* The cases are written for copies from 1 MiB and 4 MiB slots, set here: the defaults are the
 * GPU machine's measurement (memory/staging_ring.c) and may move. */
static int setup(void **state)
{
    fake_config.backed_memory = true;
    unit_install_fake_with_twins(state);
    ocr_staging_configure(NULL, "1M", "4M", "2");
    return cudaFree(NULL) == cudaSuccess ? 0 : -1;
}

/* Back to the cases' settings, without staging (a reset drops it) and with a clean log. */
static int per_test(void **state)
{
    (void)cudaDeviceReset();
    ocr_staging_configure(NULL, "1M", "4M", "2");
    fake_set_device_attribute(CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS, 0);
    (void)cudaFree(NULL);
    return unit_reset(state);
}

static void pattern(unsigned char *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)((i * 131u + seed * 7u + (i >> 12)) & 0xff);
}

static void check_pattern(const unsigned char *p, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char want = (unsigned char)((i * 131u + seed * 7u + (i >> 12)) & 0xff);
        if (p[i] != want)
            fail_msg("byte %zu of %zu is %u, expected %u", i, n, p[i], want);
    }
}

/* The calls of `name` since the last clear, and whether the plain entry `plain` was not used. */
static size_t staged_calls(const char *name)
{
    return fake_calls(name);
}

enum how { SYNC, ASYNC, SYNC_PTDS, ASYNC_PTSZ, ASYNC_STREAM, DEFAULT_KIND };

static cudaError_t copy_how(enum how how, void *dst, const void *src, size_t n,
                            enum cudaMemcpyKind kind, cudaStream_t s)
{
    switch (how) {
    case SYNC:
        return cudaMemcpy(dst, src, n, kind);
    case ASYNC:
        return cudaMemcpyAsync(dst, src, n, kind, NULL);
    case SYNC_PTDS:
        return cudaMemcpy_ptds(dst, src, n, kind);
    case ASYNC_PTSZ:
        return cudaMemcpyAsync_ptsz(dst, src, n, kind, NULL);
    case ASYNC_STREAM:
        return cudaMemcpyAsync(dst, src, n, kind, s);
    default:
        return cudaMemcpy(dst, src, n, cudaMemcpyDefault);
    }
}

/* H2D then D2H of `n` bytes at host offset `hoff` and device offset `doff`, through the engine:
 * the bytes arrive, and the driver's plain copies were not used. */
static void round_trip(size_t n, size_t hoff, size_t doff, enum how how)
{
    unsigned char *src = malloc(n + hoff), *back = malloc(n + hoff);
    void *d = NULL;
    cudaStream_t s = NULL;
    assert_non_null(src);
    assert_non_null(back);
    assert_cuda(cudaSuccess, cudaMalloc(&d, n + doff));
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    pattern(src + hoff, n, (unsigned)n);
    memset(back, 0, n + hoff);
    fake_log_clear();
    assert_cuda(cudaSuccess,
                copy_how(how, (char *)d + doff, src + hoff, n, cudaMemcpyHostToDevice, s));
    assert_calls("cuMemcpyHtoD", 0);
    assert_calls("cuMemcpyHtoD_ptsz", 0);
    assert_true(staged_calls("cuMemcpyHtoDAsync") + staged_calls("cuMemcpyHtoDAsync_ptsz") >= 1);
    assert_cuda(cudaSuccess,
                copy_how(how, back + hoff, (char *)d + doff, n, cudaMemcpyDeviceToHost, s));
    assert_calls("cuMemcpyDtoH", 0);
    assert_calls("cuMemcpyDtoH_ptsz", 0);
    assert_true(staged_calls("cuMemcpyDtoHAsync") + staged_calls("cuMemcpyDtoHAsync_ptsz") >= 1);
    check_pattern(back + hoff, n, (unsigned)n);
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaSuccess, cudaFree(d));
    free(src);
    free(back);
}

/* Sizes at the threshold and just over it, not a multiple of a chunk, more chunks than a copy's
 * slots (the ring wraps), with unaligned host and device offsets, through every entry point. */
static void staging_chunking(void **state)
{
    (void)state;
    static const size_t sizes[] = {MiB,         MiB + 1,      4 * MiB - 1,
                                   4 * MiB + 3, 17 * MiB + 5, 33 * MiB + 4097};
    static const size_t offs[][2] = {{0, 0}, {1, 7}, {3, 0}, {0, 13}};
    for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
        for (size_t o = 0; o < sizeof(offs) / sizeof(offs[0]); o++)
            round_trip(sizes[i], offs[o][0], offs[o][1], (enum how)((i + o) % 6));
    for (int how = SYNC; how <= DEFAULT_KIND; how++)
        round_trip(9 * MiB + 77, 5, 3, (enum how)how);
    /* The ring is bounded: 64 MiB by default. */
    assert_true(ocr_staging_pinned_bytes() > 0);
    assert_true(ocr_staging_pinned_bytes() <= 64 * MiB);
}

/* The log's entries among `names` (space-separated), as one string. */
static const char *filtered_log(const char *names)
{
    static char out[8192];
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < fake_log_size(); i++) {
        const char *n = fake_log_name(i);
        char key[128];
        snprintf(key, sizeof(key), " %s ", n);
        char hay[1024];
        snprintf(hay, sizeof(hay), " %s ", names);
        if (strstr(hay, key) != NULL && len + strlen(n) + 2 < sizeof(out))
            len += (size_t)snprintf(out + len, sizeof(out) - len, "%s%s", len ? " " : "", n);
    }
    return out;
}

#define PIPELINE                                                                                   \
    "cuPointerGetAttributes cuStreamIsCapturing cuStreamIsCapturing_ptsz cuStreamGetCtx "          \
    "cuDeviceGetAttribute cuMemHostAlloc cuEventCreate cuEventQuery cuEventSynchronize "           \
    "cuEventRecord cuEventRecord_ptsz cuMemcpyHtoDAsync cuMemcpyHtoDAsync_ptsz "                   \
    "cuMemcpyDtoHAsync cuMemcpyDtoHAsync_ptsz cuStreamSynchronize cuStreamSynchronize_ptsz "       \
    "cuMemcpyHtoD cuMemcpyDtoH"

static void expect_log(const char *want)
{
    const char *got = filtered_log(PIPELINE);
    if (strcmp(got, want) != 0)
        fail_msg("driver calls:\n  got  %s\n  want %s", got, want);
}

/* The driver calls of a first copy each way (the engine made on the way), on the legacy stream
 * by its handle, then on the per-thread default stream. 6 MiB is cut in 4 chunks of 1.5 MiB. */
static void staging_call_order(void **state)
{
    (void)state;
    size_t n = 6 * MiB;
    unsigned char *h = malloc(n);
    void *d = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&d, n));
    pattern(h, n, 1);
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    expect_log("cuPointerGetAttributes cuPointerGetAttributes cuStreamIsCapturing "
               "cuDeviceGetAttribute "
               "cuMemHostAlloc cuEventCreate cuMemHostAlloc cuEventCreate "
               "cuMemHostAlloc cuEventCreate cuMemHostAlloc cuEventCreate "
               "cuMemcpyHtoDAsync cuEventRecord cuMemcpyHtoDAsync cuEventRecord "
               "cuMemcpyHtoDAsync cuEventRecord cuMemcpyHtoDAsync cuEventRecord");
    assert_ptr_equal(fake_args.stream, CU_STREAM_LEGACY);
    assert_int_equal(fake_args.host_alloc_flags, CU_MEMHOSTALLOC_PORTABLE);
    assert_int_equal(fake_args.event_flags, CU_EVENT_DISABLE_TIMING);
    assert_int_equal(ocr_staging_pinned_bytes(), 4 * (4 * MiB));

    /* The slots are there now, each pending on this stream: cudaMemcpy, as NVIDIA's, returned
     * without waiting for its DMAs. A chunk's fill is queued ahead when its slot's last DMA has
     * completed (asked without waiting), and waited for only when the chunk is the next to go.
     * Here the DMAs never seem done when asked: each chunk waits at its turn. */
    fake_log_clear();
    fake_set_result("cuEventQuery", CUDA_ERROR_NOT_READY);
    assert_cuda(cudaSuccess, cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, NULL));
    fake_set_result("cuEventQuery", CUDA_SUCCESS);
    expect_log("cuPointerGetAttributes cuPointerGetAttributes cuStreamIsCapturing "
               "cuEventSynchronize cuEventQuery cuMemcpyHtoDAsync cuEventRecord "
               "cuEventSynchronize cuEventQuery cuMemcpyHtoDAsync cuEventRecord "
               "cuEventSynchronize cuEventQuery cuMemcpyHtoDAsync cuEventRecord "
               "cuEventSynchronize cuMemcpyHtoDAsync cuEventRecord");
    /* Every slot pending on this stream now: the first chunk waits for its slot, the fills of
     * the other three are queued at once, their DMAs having completed. */
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, NULL));
    expect_log("cuPointerGetAttributes cuPointerGetAttributes cuStreamIsCapturing "
               "cuEventSynchronize cuEventQuery cuEventQuery cuEventQuery "
               "cuMemcpyHtoDAsync cuEventRecord cuMemcpyHtoDAsync cuEventRecord "
               "cuMemcpyHtoDAsync cuEventRecord cuMemcpyHtoDAsync cuEventRecord");

    /* Device to host on the per-thread default stream: fill the slots, then drain each as its
     * event completes, the drains of every chunk landed (asked without waiting) queued at once
     * (20 MiB: 5 chunks of 4 MiB, the fifth refilling the first slot once drained). The
     * slots the asynchronous copy left pending on the legacy stream are asked whether their
     * DMAs have completed (they have) before they are taken. */
    unsigned char *back = malloc(20 * MiB);
    void *d2 = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&d2, 20 * MiB));
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaMemcpy_ptds(back, d2, 20 * MiB, cudaMemcpyDeviceToHost));
    expect_log("cuPointerGetAttributes cuPointerGetAttributes cuStreamIsCapturing_ptsz "
               "cuEventQuery cuEventQuery cuEventQuery cuEventQuery cuMemcpyDtoHAsync_ptsz "
               "cuEventRecord_ptsz cuMemcpyDtoHAsync_ptsz "
               "cuEventRecord_ptsz cuMemcpyDtoHAsync_ptsz cuEventRecord_ptsz "
               "cuMemcpyDtoHAsync_ptsz cuEventRecord_ptsz "
               "cuEventSynchronize cuEventQuery cuEventQuery cuEventQuery "
               "cuMemcpyDtoHAsync_ptsz cuEventRecord_ptsz cuEventQuery");
    assert_ptr_equal(fake_args.stream, CU_STREAM_PER_THREAD);

    /* Where the device reads pageable memory, the stream is synchronised before the source is
     * read (a new engine asks the device again). */
    /* The three copies host to device delivered the bytes. */
    unsigned char *check = malloc(n);
    assert_cuda(cudaSuccess, cudaMemcpy(check, d, n, cudaMemcpyDeviceToHost));
    check_pattern(check, n, 1);
    free(check);
    assert_cuda(cudaSuccess, cudaFree(d2));
    assert_cuda(cudaSuccess, cudaFree(d));
    assert_cuda(cudaSuccess, cudaDeviceReset());
    fake_set_device_attribute(CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS, 1);
    assert_cuda(cudaSuccess, cudaMalloc(&d, n));
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaMemcpyAsync(d, h, 2 * MiB, cudaMemcpyHostToDevice, NULL));
    expect_log("cuPointerGetAttributes cuPointerGetAttributes cuStreamIsCapturing "
               "cuDeviceGetAttribute cuMemHostAlloc cuEventCreate cuMemHostAlloc cuEventCreate "
               "cuMemHostAlloc cuEventCreate cuMemHostAlloc cuEventCreate cuStreamSynchronize "
               "cuMemcpyHtoDAsync cuEventRecord cuMemcpyHtoDAsync cuEventRecord "
               "cuMemcpyHtoDAsync cuEventRecord cuMemcpyHtoDAsync cuEventRecord");
    assert_cuda(cudaSuccess, cudaFree(d));
    free(back);
    free(h);
}

/* A copy the engine must leave to the driver: the plain entry copies all of it, once. */
static void expect_plain(cudaError_t want, cudaError_t got, const char *entry, size_t n)
{
    if (got != want)
        fail_msg("got %s, expected %s; driver calls: %s", cudaGetErrorName(got),
                 cudaGetErrorName(want), fake_log_string());
    if (fake_calls("cuMemHostAlloc") + fake_calls("cuEventRecord") +
            fake_calls("cuEventRecord_ptsz") !=
        0)
        fail_msg("the engine took the copy; driver calls: %s", fake_log_string());
    assert_calls(entry, 1);
    if (want == cudaSuccess) /* a failed copy records nothing */
        assert_int_equal(fake_last_copy()->count, n);
    else
        (void)cudaGetLastError();
}

static void staging_fallbacks(void **state)
{
    (void)state;
    size_t n = 8 * MiB;
    unsigned char *h = malloc(n), *pinned = NULL;
    void *d = NULL, *m = NULL;
    cudaStream_t s = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&d, n));
    assert_cuda(cudaSuccess, cudaMallocManaged(&m, n, cudaMemAttachGlobal));
    assert_cuda(cudaSuccess, cudaMallocHost((void **)&pinned, n));
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    pattern(h, n, 3);

    /* Below the threshold. */
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(d, h, MiB - 1, cudaMemcpyHostToDevice), "cuMemcpyHtoD",
                 MiB - 1);
    /* Pinned memory, and registered memory until it is unregistered (nothing remembered). */
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(d, pinned, n, cudaMemcpyHostToDevice), "cuMemcpyHtoD", n);
    assert_cuda(cudaSuccess, cudaHostRegister(h, n, cudaHostRegisterDefault));
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost), "cuMemcpyDtoH", n);
    assert_cuda(cudaSuccess, cudaHostUnregister(h));
    fake_reset();
    assert_cuda(cudaSuccess, cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost));
    assert_calls("cuMemcpyDtoH", 0);
    assert_true(fake_calls("cuMemcpyDtoHAsync") > 0);
    /* Managed memory, device to device, host to host. */
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(m, h, n, cudaMemcpyHostToDevice), "cuMemcpyHtoD", n);
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(d, m, n, cudaMemcpyDeviceToDevice), "cuMemcpyDtoD", n);
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(h, h, n, cudaMemcpyHostToHost), "cuMemcpy", n);
    /* A capturing stream keeps the driver's path and answer. */
    assert_cuda(cudaSuccess, cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s),
                 "cuMemcpyHtoDAsync", n);
    fake_reset();
    fake_set_result("cuMemcpyHtoDAsync", CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED);
    assert_cuda(cudaErrorStreamCaptureUnsupported,
                cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s));
    assert_calls("cuMemcpyHtoDAsync", 1);
    assert_calls("cuMemHostAlloc", 0);
    (void)cudaGetLastError();
    fake_reset();
    cudaGraph_t g = NULL;
    assert_cuda(cudaSuccess, cudaStreamEndCapture(s, &g));
    assert_cuda(cudaSuccess, cudaGraphDestroy(g));
    /* A stream whose capture state cannot be asked (the legacy stream during a capture). */
    fake_fail_next("cuStreamIsCapturing", CUDA_ERROR_STREAM_CAPTURE_IMPLICIT);
    expect_plain(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice), "cuMemcpyHtoD", n);
    /* The wrong kind, a range past the allocation, a device pointer that is none: the driver's
     * own answer, as without the engine. */
    fake_reset();
    expect_plain(cudaErrorInvalidValue, cudaMemcpy(h, d, n, cudaMemcpyHostToDevice), "cuMemcpyHtoD",
                 n);
    fake_reset();
    expect_plain(cudaErrorInvalidValue, cudaMemcpy((char *)d + 1, h, n, cudaMemcpyHostToDevice),
                 "cuMemcpyHtoD", n);
    fake_reset();
    expect_plain(cudaErrorInvalidValue,
                 cudaMemcpy(h, (void *)(uintptr_t)0x7000, n, cudaMemcpyDeviceToHost),
                 "cuMemcpyDtoH", n);
    fake_reset();
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaMemcpy(d, h, n, (enum cudaMemcpyKind)7));
    /* A context the application made current itself. */
    CUcontext mine = fake_foreign_context(0), before = fake_current_context();
    fake_set_current_context(mine);
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice), "cuMemcpyHtoD", n);
    fake_set_current_context(before);
    /* Turned off. */
    assert_cuda(cudaSuccess, cudaDeviceReset());
    ocr_staging_configure("off", "1M", "4M", "2");
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice), "cuMemcpyHtoD", n);
    /* A threshold of its own. */
    ocr_staging_configure(NULL, "16M", "4M", "2");
    fake_reset();
    expect_plain(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice), "cuMemcpyHtoD", n);
    /* Pinned buffers that cannot be had: the driver copies. A ring of 4 slots from here. */
    ocr_staging_configure("16M", "1M", "4M", "2");
    fake_reset();
    fake_set_result("cuMemHostAlloc", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    assert_calls("cuMemcpyHtoD", 1);
    assert_calls("cuMemcpyHtoDAsync", 0);
    assert_int_equal(ocr_staging_pinned_bytes(), 0);
    /* Slots still busy with another stream's DMAs are not waited for: too few, the driver. */
    fake_reset();
    assert_cuda(cudaSuccess, cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s));
    fake_set_result("cuEventQuery", CUDA_ERROR_NOT_READY);
    fake_log_clear();
    assert_cuda(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    assert_calls("cuMemcpyHtoD", 1);
    assert_calls("cuEventQuery", 4);
    fake_reset();
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_cuda(cudaSuccess, cudaFree(m));
    assert_cuda(cudaSuccess, cudaFree(d));
    assert_cuda(cudaSuccess, cudaFreeHost(pinned));
    free(h);
}

/* A failure inside the pipeline: the rest of the copy goes the driver's way, the bytes arrive. */
static void staging_failure_mid_copy(void **state)
{
    (void)state;
    size_t n = 24 * MiB + 5;
    unsigned char *h = malloc(n), *back = malloc(n);
    void *d = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&d, n));
    pattern(h, n, 9);
    fake_fail_nth_of("cuMemcpyHtoDAsync", 3, CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    assert_calls("cuMemcpyHtoD", 1);
    assert_int_equal(fake_last_copy()->count, n - 2 * 4 * MiB);
    /* Device to host: a refill's DMA fails (the drains already queued finish first), and a
     * wait for a DMA fails (its chunk's DMA never seemed done when asked). */
    fake_reset();
    fake_fail_nth_of("cuMemcpyDtoHAsync", 5, CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaSuccess, cudaMemcpy(back, d, n, cudaMemcpyDeviceToHost));
    assert_calls("cuMemcpyDtoH", 1);
    assert_int_equal(fake_last_copy()->count, n - 4 * MiB);
    check_pattern(back, n, 9);
    fake_reset();
    memset(back, 0, n);
    fake_set_result("cuEventQuery", CUDA_ERROR_NOT_READY);
    fake_fail_nth_of("cuEventSynchronize", 2, CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaSuccess, cudaMemcpy(back, d, n, cudaMemcpyDeviceToHost));
    assert_calls("cuMemcpyDtoH", 1);
    assert_int_equal(fake_last_copy()->count, n - 4 * MiB);
    check_pattern(back, n, 9);
    /* A failure the driver keeps giving is the answer, as the plain copy gives it. */
    fake_reset();
    fake_fail_nth_of("cuMemcpyHtoDAsync", 2, CUDA_ERROR_LAUNCH_FAILED);
    assert_cuda(cudaErrorLaunchFailure, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    (void)cudaGetLastError();
    fake_reset();
    assert_cuda(cudaSuccess, cudaDeviceReset());
    free(h);
    free(back);
}

/* 16 threads at once, each with its own buffers, over a ring too small for all of them: some
 * copies staged, some left to the driver, every byte right. */
#define THREADS 16
static void *copier(void *arg)
{
    unsigned id = (unsigned)(uintptr_t)arg;
    size_t n = 5 * MiB + id * 4099;
    unsigned char *h = malloc(n), *back = malloc(n);
    void *d = NULL;
    bool ok = h && back && cudaMalloc(&d, n) == cudaSuccess;
    for (int round = 0; ok && round < 4; round++) {
        pattern(h, n, id * 10 + (unsigned)round);
        memset(back, 0, n);
        ok = cudaMemcpy(d, h, n, cudaMemcpyHostToDevice) == cudaSuccess &&
             cudaMemcpyAsync(back, d, n, cudaMemcpyDeviceToHost, NULL) == cudaSuccess;
        for (size_t i = 0; ok && i < n; i++)
            ok = back[i] == h[i];
    }
    if (d != NULL)
        cudaFree(d);
    free(h);
    free(back);
    return (void *)(uintptr_t)ok;
}

static void staging_threads(void **state)
{
    (void)state;
    ocr_staging_configure(NULL, "1M", "4M", "3");
    pthread_t th[THREADS];
    for (unsigned i = 0; i < THREADS; i++)
        assert_int_equal(pthread_create(&th[i], NULL, copier, (void *)(uintptr_t)i), 0);
    for (unsigned i = 0; i < THREADS; i++) {
        void *ok = NULL;
        pthread_join(th[i], &ok);
        assert_true(ok != NULL);
    }
    assert_true(ocr_staging_pinned_bytes() <= 64 * MiB);
    assert_true(fake_calls("cuMemcpyHtoDAsync") > 0);
}

/* cudaDeviceReset frees the staging (buffers and events: the driver's objects are back to what
 * they were), and the next copy builds it again. */
static void staging_reset(void **state)
{
    (void)state;
    size_t live = fake_live_objects();
    size_t n = 3 * MiB;
    unsigned char *h = malloc(n);
    void *d = NULL;
    pattern(h, n, 5);
    assert_cuda(cudaSuccess, cudaMalloc(&d, n));
    assert_cuda(cudaSuccess, cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    assert_true(ocr_staging_pinned_bytes() > 0);
    assert_cuda(cudaSuccess, cudaFree(d));
    assert_cuda(cudaSuccess, cudaDeviceReset());
    assert_int_equal(ocr_staging_pinned_bytes(), 0);
    assert_int_equal(fake_live_objects(), live - 1); /* the primary context's retain */
    round_trip(n, 0, 0, SYNC);
    free(h);
}

/* A child forked with the pool running has no threads and no staging; it builds them again and
 * its copies are right. */
static void staging_fork(void **state)
{
    (void)state;
    round_trip(3 * MiB, 0, 0, SYNC);
    assert_true(ocr_staging_threads() > 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int bad = ocr_staging_threads() != 0 || ocr_staging_pinned_bytes() != 0;
        /* ThreadSanitizer cannot start threads in the child of a process with threads: there
         * the child's copies are made by the caller alone. */
        bool no_threads = false;
#if defined(__SANITIZE_THREAD__)
        no_threads = true;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
        no_threads = true;
#endif
#endif
        if (no_threads)
            ocr_staging_configure(NULL, "1M", "4M", "0");
        size_t n = 7 * MiB + 3;
        unsigned char *h = malloc(n), *back = malloc(n);
        void *d = NULL;
        pattern(h, n, 77);
        bad = bad || cudaMalloc(&d, n) != cudaSuccess ||
              cudaMemcpy(d, h, n, cudaMemcpyHostToDevice) != cudaSuccess ||
              cudaMemcpy(back, d, n, cudaMemcpyDeviceToHost) != cudaSuccess ||
              memcmp(h, back, n) != 0 || (ocr_staging_threads() == 0) != no_threads;
        _exit(bad ? 1 : 0);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    round_trip(3 * MiB, 1, 1, ASYNC);
}

/* exit() while threads copy through the engine: the exit waits for the copies in flight, stops
 * the pool, frees the staging; later copies take the driver's path or answer that the runtime
 * has ended. No hang, no report (ThreadSanitizer, LeakSanitizer). */
static int exit_started;

static void *exit_copier(void *arg)
{
    (void)arg;
    size_t n = 6 * MiB;
    unsigned char *h = malloc(n);
    void *d = NULL;
    /* A thread that ends unjoined is a report of its own: these never end. */
    if (h == NULL || cudaMalloc(&d, n) != cudaSuccess)
        for (;;)
            pause();
    memset(h, 1, n);
    __atomic_add_fetch(&exit_started, 1, __ATOMIC_RELEASE);
    for (;;) {
        cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
        cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, NULL);
    }
    return NULL;
}

static int exit_race(void)
{
    fake_config.backed_memory = true;
    fake_driver_install();
    ocr_staging_configure(NULL, "1M", "4M", "2");
    if (cudaFree(NULL) != cudaSuccess)
        return 1;
    pthread_t th[4];
    for (int i = 0; i < 4; i++)
        pthread_create(&th[i], NULL, exit_copier, NULL);
    while (__atomic_load_n(&exit_started, __ATOMIC_ACQUIRE) < 4)
        usleep(1000);
    usleep(20000);
    exit(0);
}

/* `test_staging bench`: the engine's host side alone, over the fake driver whose copies move no
 * bytes (fake_config.free_copies): GB/s of staged cudaMemcpy and cudaMemcpyAsync of 8 MiB and
 * 64 MiB each way, with the engine's default settings (OPENCUDART_STAGING_* apply). Not a test:
 * the host cost the engine adds per copy, to hold against fill_probe's ceiling on the same
 * machine (tests/bench/README.md). */
static double bench_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int bench(void)
{
    fake_config.backed_memory = true;
    fake_config.free_copies = true;
    fake_driver_install();
    if (cudaFree(NULL) != cudaSuccess)
        return 1;
    size_t max = 64 * MiB;
    unsigned char *h = malloc(max);
    void *d = NULL;
    if (h == NULL || cudaMalloc(&d, max) != cudaSuccess)
        return 1;
    memset(h, 1, max);
    size_t sizes[] = {8 * MiB, 64 * MiB};
    for (int si = 0; si < 2; si++) {
        size_t n = sizes[si];
        int reps = (int)((1024 * MiB) / n);
        for (int dir = 0; dir < 2; dir++) {
            for (int async = 0; async < 2; async++) {
                double best = 0;
                for (int b = 0; b < 5; b++) {
                    fake_log_clear();
                    double t0 = bench_now();
                    for (int r = 0; r < reps; r++) {
                        cudaError_t e =
                            dir == 0 ? (async ? cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0)
                                              : cudaMemcpy(d, h, n, cudaMemcpyHostToDevice))
                                     : (async ? cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, 0)
                                              : cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost));
                        if (e != cudaSuccess)
                            return 1;
                    }
                    double gbps = (double)n * reps / (bench_now() - t0) / 1e9;
                    best = gbps > best ? gbps : best;
                }
                printf("engine %s %s %zuMiB GBps=%.1f (best of 5; %u threads)\n",
                       dir == 0 ? "h2d" : "d2h", async ? "memcpyasync" : "memcpy", n / MiB, best,
                       ocr_staging_threads());
            }
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "exit") == 0)
        return exit_race();
    if (argc > 1 && strcmp(argv[1], "bench") == 0)
        return bench();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(staging_chunking, per_test),
        cmocka_unit_test_setup(staging_call_order, per_test),
        cmocka_unit_test_setup(staging_fallbacks, per_test),
        cmocka_unit_test_setup(staging_failure_mid_copy, per_test),
        cmocka_unit_test_setup(staging_threads, per_test),
        cmocka_unit_test_setup(staging_reset, per_test),
        cmocka_unit_test_setup(staging_fork, per_test),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
