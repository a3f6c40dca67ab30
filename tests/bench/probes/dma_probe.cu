/*
 * dma_probe: how fast the copy engine reads pinned host memory, by where the bytes are when the
 * DMA starts and how the DMAs are issued. The staging engine's host-to-device DMAs of chunks just
 * written by its threads ran slower than the pinned copy's own (docs/STAGING.md, "Fills written
 * around the caches"): is that where the lines are (a writer's cache, memory), the host threads
 * writing meanwhile, or one copy engine's limit that a second stream (a second engine) would lift?
 * Not a benchmark of run.sh: its answers live in docs/STAGING.md, "Probes".
 *
 * An 8 MiB pinned source, written before each timed round by:
 *   cached   8 threads with ordinary stores (the lines left in the writers' caches),
 *   flushed  the same, then each line flushed to memory (clflushopt),
 *   around   8 threads with non-temporal stores (what the engine's fills do).
 * Issued as: one  (one 8 MiB DMA), four (4 x 2 MiB on one stream), two_streams (4 x 2 MiB, the
 * odd ones on a second stream), and `four` again while 8 other threads write another buffer with
 * non-temporal stores (busy: memory traffic like the next chunk's fill), and both while 8 or 4
 * other threads write (four_busy, two_busy, four_busy4, two_busy4): does a second copy engine win
 * back what the host's writes cost one?
 *
 * stdout: "dma <source> <issue> GBps=<median of 15 rounds>" (the GPU's time of each round, by
 * events), then the pinned source's bandwidth with no writes at all ("idle").
 */
#include <cuda_runtime.h>
#include <emmintrin.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MiB ((size_t)1 << 20)
#define N (8 * MiB)
#define THREADS 8
#define ROUNDS 15

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

struct part {
    char *dst;
    size_t n;
    int how; /* 0 ordinary, 1 ordinary then flushed, 2 non-temporal */
    unsigned char seed;
};

static void *write_part(void *arg)
{
    struct part *p = (struct part *)arg;
    if (p->how == 2) {
        __m128i v = _mm_set1_epi8((char)p->seed);
        for (size_t i = 0; i + 16 <= p->n; i += 16)
            _mm_stream_si128((__m128i *)(p->dst + i), v);
        _mm_sfence();
    } else {
        memset(p->dst, p->seed, p->n);
        if (p->how == 1) {
            for (size_t i = 0; i < p->n; i += 64)
                __asm__ volatile("clflushopt %0" ::"m"(*(volatile char *)(p->dst + i)));
            _mm_sfence();
        }
    }
    return NULL;
}

static void write_all(char *buf, int how, unsigned char seed)
{
    pthread_t th[THREADS];
    struct part parts[THREADS];
    for (int t = 0; t < THREADS; t++) {
        parts[t] = (struct part){buf + t * (N / THREADS), N / THREADS, how, seed};
        pthread_create(&th[t], NULL, write_part, &parts[t]);
    }
    for (int t = 0; t < THREADS; t++)
        pthread_join(th[t], NULL);
}

static volatile int g_busy_stop;
static char *g_busy_buf;

static void *busy_writer(void *arg)
{
    char *p = g_busy_buf + (size_t)(uintptr_t)arg * 8 * MiB;
    __m128i v = _mm_set1_epi8(1);
    while (!g_busy_stop) {
        for (size_t i = 0; i + 16 <= 8 * MiB; i += 16)
            _mm_stream_si128((__m128i *)(p + i), v);
        _mm_sfence();
    }
    return NULL;
}

int main(void)
{
    char *src = NULL, *dst = NULL;
    cudaStream_t s[2];
    cudaEvent_t e0, e1, join;
    if (cudaMallocHost(&src, N) != cudaSuccess || cudaMalloc(&dst, N) != cudaSuccess ||
        cudaStreamCreateWithFlags(&s[0], cudaStreamNonBlocking) != cudaSuccess ||
        cudaStreamCreateWithFlags(&s[1], cudaStreamNonBlocking) != cudaSuccess ||
        cudaEventCreate(&e0) != cudaSuccess || cudaEventCreate(&e1) != cudaSuccess ||
        cudaEventCreateWithFlags(&join, cudaEventDisableTiming) != cudaSuccess) {
        fprintf(stderr, "setup failed (no GPU?)\n");
        return 2;
    }
    g_busy_buf = (char *)malloc(THREADS * 8 * MiB);
    memset(g_busy_buf, 0, THREADS * 8 * MiB);
    static const char *sources[] = {"cached", "flushed", "around", "idle"};
    static const char *issues[] = {"one",      "four",       "two_streams", "four_busy",
                                   "two_busy", "four_busy4", "two_busy4"};
    for (int how = 0; how < 4; how++) {
        for (int is = 0; is < 7; is++) {
            const bool two = is == 2 || is == 4 || is == 6;
            const int writers = is >= 5 ? THREADS / 2 : is >= 3 ? THREADS : 0;
            double gbps[ROUNDS];
            for (int r = 0; r < ROUNDS; r++) {
                if (how < 3)
                    write_all(src, how, (unsigned char)r);
                pthread_t busy[THREADS];
                if (writers) {
                    g_busy_stop = 0;
                    for (int t = 0; t < writers; t++)
                        pthread_create(&busy[t], NULL, busy_writer, (void *)(uintptr_t)t);
                }
                cudaEventRecord(e0, s[0]);
                if (two) { /* the second stream starts with the first */
                    cudaEventRecord(join, s[0]);
                    cudaStreamWaitEvent(s[1], join, 0);
                }
                if (is == 0) {
                    cudaMemcpyAsync(dst, src, N, cudaMemcpyHostToDevice, s[0]);
                } else {
                    for (int c = 0; c < 4; c++) {
                        int k = two ? (c & 1) : 0;
                        cudaMemcpyAsync(dst + c * (N / 4), src + c * (N / 4), N / 4,
                                        cudaMemcpyHostToDevice, s[k]);
                    }
                    if (two) {
                        cudaEventRecord(join, s[1]);
                        cudaStreamWaitEvent(s[0], join, 0);
                    }
                }
                cudaEventRecord(e1, s[0]);
                cudaEventSynchronize(e1);
                if (writers) {
                    g_busy_stop = 1;
                    for (int t = 0; t < writers; t++)
                        pthread_join(busy[t], NULL);
                }
                float ms = 0;
                cudaEventElapsedTime(&ms, e0, e1);
                gbps[r] = N / (ms * 1e-3) / 1e9;
            }
            qsort(gbps, ROUNDS, sizeof(double), cmp);
            printf("dma %s %s GBps=%.1f\n", sources[how], issues[is], gbps[ROUNDS / 2]);
            fflush(stdout);
        }
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) {
        fprintf(stderr, "error: %s\n", cudaGetErrorName(err));
        return 1;
    }
    return 0;
}
