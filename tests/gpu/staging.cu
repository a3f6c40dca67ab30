/*
 * staging: large copies between pageable host memory and device memory (the runtime's staging
 * engine in ours, the driver's staging in NVIDIA's) keep NVIDIA's results: byte-exact data on
 * odd sizes and offsets around the engine's threshold and chunk sizes up to 300 MiB, through
 * cudaMemcpy, cudaMemcpyAsync and cudaMemcpyDefault; order against kernels on the same stream,
 * on another stream (through an event) and on the legacy default stream; cudaMemcpyAsync from
 * pageable memory returning with its source read; memory registered between two copies; 16
 * threads at once; a pageable copy in a capturing stream; children forked before and after the
 * runtime was used; exit while other threads copy. Prints only results (no timings, addresses).
 */
#include "common.h"

#include <pthread.h>

#define MiB ((size_t)1 << 20)

__host__ __device__ static inline unsigned char pat(size_t i, unsigned seed)
{
    return (unsigned char)(i * 131u + (i >> 11) + seed);
}

__global__ void k_fill(unsigned char *p, size_t n, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        p[i] = pat(i, seed);
}

__global__ void k_check(const unsigned char *p, size_t n, unsigned seed, unsigned long long *bad)
{
    unsigned long long mine = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        mine += p[i] != pat(i, seed);
    if (mine)
        atomicAdd(bad, mine);
}

/* Keeps a stream busy for about `ns` nanoseconds, so that later work there would race. */
__global__ void k_spin(long long ns)
{
    long long t0 = clock64();
    while (clock64() - t0 < ns * 2)
        ;
}

static unsigned long long *g_bad;

static void host_fill(unsigned char *h, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        h[i] = pat(i, seed);
}

static bool host_ok(const unsigned char *h, size_t n, unsigned seed)
{
    for (size_t i = 0; i < n; i++)
        if (h[i] != pat(i, seed))
            return false;
    return true;
}

/* Mismatches on the device, checked on `s` after everything before it there. */
static unsigned long long device_bad(const unsigned char *d, size_t n, unsigned seed,
                                     cudaStream_t s)
{
    unsigned long long bad = ~0ull;
    cudaMemsetAsync(g_bad, 0, sizeof(*g_bad), s);
    k_check<<<1024, 256, 0, s>>>(d, n, seed, g_bad);
    cudaMemcpyAsync(&bad, g_bad, sizeof(bad), cudaMemcpyDeviceToHost, s);
    cudaStreamSynchronize(s);
    return bad;
}

/* -- data --------------------------------------------------------------------------------- */

static void data_case(unsigned char *h, unsigned char *d, size_t n, size_t hoff, size_t doff,
                      int how, unsigned seed)
{
    printf("-- %zu bytes, host +%zu, device +%zu, %s\n", n, hoff, doff,
           how == 0 ? "cudaMemcpy" : how == 1 ? "cudaMemcpyAsync" : "cudaMemcpyDefault");
    host_fill(h + hoff, n, seed);
    cudaError_t e = how == 0   ? cudaMemcpy(d + doff, h + hoff, n, cudaMemcpyHostToDevice)
                    : how == 1 ? cudaMemcpyAsync(d + doff, h + hoff, n, cudaMemcpyHostToDevice, 0)
                               : cudaMemcpy(d + doff, h + hoff, n, cudaMemcpyDefault);
    printf("  to device -> %s\n", ename(e));
    CHECKT("device bytes", device_bad(d + doff, n, seed, 0) == 0);
    k_fill<<<1024, 256>>>(d + doff, n, seed + 1);
    memset(h + hoff, 0, n);
    e = how == 0   ? cudaMemcpy(h + hoff, d + doff, n, cudaMemcpyDeviceToHost)
        : how == 1 ? cudaMemcpyAsync(h + hoff, d + doff, n, cudaMemcpyDeviceToHost, 0)
                   : cudaMemcpy(h + hoff, d + doff, n, cudaMemcpyDefault);
    printf("  to host -> %s\n", ename(e));
    CHECKT("host bytes", host_ok(h + hoff, n, seed + 1));
}

static void data(void)
{
    SECTION("data");
    static const size_t sizes[] = {MiB - 1,     MiB,         MiB + 1,          4 * MiB - 1,
                                   4 * MiB + 1, 16 * MiB + 7, 33 * MiB + 4097, 300 * MiB + 3};
    static const size_t offs[][2] = {{0, 0}, {1, 3}, {7, 0}};
    size_t max = 300 * MiB + 16;
    unsigned char *h = (unsigned char *)malloc(max), *d = NULL;
    CALL(cudaMalloc(&d, max));
    for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
        size_t no = sizes[i] > 64 * MiB ? 1 : 3;
        for (size_t o = 0; o < no; o++)
            data_case(h, d, sizes[i], offs[o][0], offs[o][1], (int)((i + o) % 3), (unsigned)i);
    }
    /* Memory registered between two copies, then unregistered: no stale idea of the memory. */
    size_t n = 12 * MiB + 5;
    data_case(h, d, n, 0, 0, 0, 40);
    CALL(cudaHostRegister(h, n, cudaHostRegisterDefault));
    data_case(h, d, n, 0, 0, 1, 41);
    CALL(cudaHostUnregister(h));
    data_case(h, d, n, 0, 0, 0, 42);
    /* Pinned memory, for comparison. */
    unsigned char *p = NULL;
    CALL(cudaMallocHost(&p, 40 * MiB));
    data_case(p, d, 40 * MiB - 3, 3, 1, 1, 43);
    CALL(cudaFreeHost(p));
    CALL(cudaFree(d));
    free(h);
}

/* -- order ------------------------------------------------------------------------------ */

static void order(void)
{
    SECTION("order");
    size_t n = 64 * MiB + 11;
    unsigned char *h = (unsigned char *)malloc(n), *d = NULL;
    cudaStream_t s = NULL, other = NULL, blocking = NULL;
    cudaEvent_t ev = NULL;
    CALL(cudaMalloc(&d, n));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
    CALL(cudaStreamCreate(&blocking));
    CALL(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming));

    /* A kernel writes, then a pageable copy to the host on the same stream sees it. */
    k_spin<<<1, 1, 0, s>>>(20000000);
    k_fill<<<1024, 256, 0, s>>>(d, n, 5);
    memset(h, 0, n);
    CALL(cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s));
    CHECKT("same stream: the copy sees the kernel's bytes", host_ok(h, n, 5));
    /* The legacy default stream waits for a blocking stream's kernel. */
    k_spin<<<1, 1, 0, blocking>>>(20000000);
    k_fill<<<1024, 256, 0, blocking>>>(d, n, 6);
    memset(h, 0, n);
    CALL(cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost));
    CHECKT("legacy stream: the copy sees the blocking stream's kernel", host_ok(h, n, 6));
    /* A pageable copy to the device, then a kernel on the same stream reads it. */
    host_fill(h, n, 7);
    k_spin<<<1, 1, 0, s>>>(20000000);
    CALL(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s));
    CHECKT("same stream: the kernel sees the copy", device_bad(d, n, 7, s) == 0);
    /* ... on another stream, after an event recorded behind the copy. */
    host_fill(h, n, 8);
    k_spin<<<1, 1, 0, s>>>(20000000);
    CALL(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s));
    CALL(cudaEventRecord(ev, s));
    CALL(cudaStreamWaitEvent(other, ev, 0));
    CHECKT("other stream: the kernel sees the copy", device_bad(d, n, 8, other) == 0);
    /* ... on the legacy default stream, then a blocking stream. */
    host_fill(h, n, 9);
    CALL(cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    CHECKT("legacy then blocking stream: the kernel sees the copy",
           device_bad(d, n, 9, blocking) == 0);
    /* cudaMemcpyAsync from pageable memory returns with its source read: overwritten at once,
     * the device still gets the old bytes (the stream is busy when the copy is asked for). */
    host_fill(h, n, 10);
    k_spin<<<1, 1, 0, s>>>(50000000);
    CALL(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s));
    memset(h, 0xee, n);
    CHECKT("async from pageable: the source was read before the call returned",
           device_bad(d, n, 10, s) == 0);
    CALL(cudaEventDestroy(ev));
    CALL(cudaStreamDestroy(blocking));
    CALL(cudaStreamDestroy(other));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(d));
    free(h);
}

/* -- threads ---------------------------------------------------------------------------- */

#define THREADS 16
static void *copier(void *arg)
{
    unsigned id = (unsigned)(uintptr_t)arg;
    size_t n = 8 * MiB + id * 4099;
    unsigned char *h = (unsigned char *)malloc(n), *back = (unsigned char *)malloc(n), *d = NULL;
    cudaStream_t s = NULL;
    bool ok = cudaMalloc(&d, n) == cudaSuccess &&
              cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) == cudaSuccess;
    for (int round = 0; ok && round < 3; round++) {
        host_fill(h, n, id * 3 + round);
        memset(back, 0, n);
        cudaStream_t use = (id + round) % 2 ? s : 0;
        /* The stream is synchronised before the copy back: on the non-blocking stream the
         * last DMA of a copy from pageable memory may still run when cudaMemcpyAsync returns
         * (under NVIDIA's library too: tests/bench/probes/pageable_done.cu), and the copy back on the
         * legacy stream is not ordered after it. */
        ok = cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, use) == cudaSuccess &&
             cudaStreamSynchronize(use) == cudaSuccess &&
             cudaMemcpy(back, d, n, cudaMemcpyDeviceToHost) == cudaSuccess &&
             memcmp(h, back, n) == 0;
    }
    cudaStreamDestroy(s);
    cudaFree(d);
    free(h);
    free(back);
    return (void *)(uintptr_t)ok;
}

static void threads(void)
{
    SECTION("16 threads");
    pthread_t th[THREADS];
    for (unsigned i = 0; i < THREADS; i++)
        pthread_create(&th[i], NULL, copier, (void *)(uintptr_t)i);
    int good = 0;
    for (unsigned i = 0; i < THREADS; i++) {
        void *ok = NULL;
        pthread_join(th[i], &ok);
        good += ok != NULL;
    }
    SHOW("threads whose copies were right: %d of %d", good, THREADS);
    CHECK(good == THREADS);
}

/* -- capture ---------------------------------------------------------------------------- */

static void capture(void)
{
    SECTION("capture");
    size_t n = 8 * MiB;
    unsigned char *h = (unsigned char *)malloc(n), *d = NULL;
    cudaStream_t s = NULL, s2 = NULL;
    cudaGraph_t g = NULL;
    host_fill(h, n, 1);
    CALL(cudaMalloc(&d, n));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaStreamCreate(&s2));
    CALL(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed));
    CALL(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s));
    cudaError_t e = cudaStreamEndCapture(s, &g);
    printf("cudaStreamEndCapture -> %s\n", ename(e));
    LASTERR();
    if (g != NULL)
        CALL(cudaGraphDestroy(g));
    g = NULL;
    /* The legacy stream while a blocking stream captures in global mode. */
    CALL(cudaStreamBeginCapture(s2, cudaStreamCaptureModeGlobal));
    CALL(cudaMemcpy(d, h, n, cudaMemcpyHostToDevice));
    e = cudaStreamEndCapture(s2, &g);
    printf("cudaStreamEndCapture -> %s\n", ename(e));
    LASTERR();
    if (g != NULL)
        CALL(cudaGraphDestroy(g));
    CALL(cudaStreamDestroy(s2));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(d));
    free(h);
}

/* -- children --------------------------------------------------------------------------- */

/* Staged copies in a child of a process that has not used the runtime. */
static void fresh_child(void)
{
    size_t n = 24 * MiB + 5;
    unsigned char *h = (unsigned char *)malloc(n + 1), *d = NULL;
    if (cudaMalloc(&d, n) != cudaSuccess || cudaMalloc(&g_bad, sizeof(*g_bad)) != cudaSuccess)
        _exit(3);
    data_case(h, d, n, 1, 0, 0, 60);
    data_case(h, d, n, 0, 0, 1, 61);
    cudaFree(d);
    fflush(stdout);
    exit(ocr_checks_failed ? 1 : 0);
}

/* exit() while four threads copy through pageable memory. */
static void *exit_copier(void *arg)
{
    unsigned char *h = (unsigned char *)arg, *d = NULL;
    if (cudaMalloc(&d, 16 * MiB) != cudaSuccess)
        return NULL;
    for (;;) {
        cudaMemcpy(d, h, 16 * MiB, cudaMemcpyHostToDevice);
        cudaMemcpyAsync(h, d, 16 * MiB, cudaMemcpyDeviceToHost, 0);
    }
    return NULL;
}

static void exit_child(void)
{
    pthread_t th[4];
    unsigned char *h[4];
    cudaFree(0);
    for (int i = 0; i < 4; i++) {
        h[i] = (unsigned char *)calloc(1, 16 * MiB);
        pthread_create(&th[i], NULL, exit_copier, h[i]);
    }
    usleep(200000);
    printf("exiting with copies in flight\n");
    fflush(stdout);
    exit(0);
}

/* A child of a process that used the runtime: whatever the runtime answers there, the same. */
static void used_child(void)
{
    unsigned char *h = (unsigned char *)malloc(8 * MiB), *d = NULL;
    cudaError_t e = cudaMalloc(&d, 8 * MiB);
    printf("cudaMalloc in the child -> %s\n", ename(e));
    e = cudaMemcpy(d, h, 8 * MiB, cudaMemcpyHostToDevice);
    printf("cudaMemcpy to the device in the child -> %s\n", ename(e));
    e = cudaMemcpy(h, d, 8 * MiB, cudaMemcpyDeviceToHost);
    printf("cudaMemcpy to the host in the child -> %s\n", ename(e));
    fflush(stdout);
    _exit(0);
}

static void run_child(const char *name, void (*fn)(void))
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        printf("-- child %s\n", name);
        fflush(stdout);
        fn();
        _exit(0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    if (WIFEXITED(st)) {
        printf("-- child %s: exit %d\n", name, WEXITSTATUS(st));
        if (WEXITSTATUS(st) != 0)
            ocr_checks_failed++;
    } else {
        printf("-- child %s: signal %d\n", name, WIFSIGNALED(st) ? WTERMSIG(st) : -1);
        ocr_checks_failed++;
    }
    fflush(stdout);
}

int main(void)
{
    run_child("copies before any runtime call in the parent", fresh_child);
    run_child("exit with copies in flight", exit_child);
    START();
    CALL(cudaMalloc(&g_bad, sizeof(*g_bad)));
    data();
    order();
    threads();
    capture();
    run_child("forked after use", used_child);
    SECTION("the parent after its children");
    unsigned char *h = (unsigned char *)malloc(6 * MiB), *d = NULL;
    CALL(cudaMalloc(&d, 6 * MiB));
    data_case(h, d, 6 * MiB, 0, 0, 1, 70);
    CALL(cudaFree(d));
    free(h);
    CALL(cudaFree(g_bad));
    return FINISH();
}
