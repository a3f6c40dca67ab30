/*
 * fill_probe: how fast can host threads copy one buffer into another, by size and thread count?
 * The ceiling of the staging engine's host side (memory/staging.c fills and drains chunks with
 * its pool of threads), measured without the GPU and without the engine's queue: T threads (the
 * caller and T-1 others, all polling a shared generation counter, so a copy starts with no
 * wake-up) each copy 1/T of the buffer with memcpy, and the caller waits for all. Not a
 * benchmark against NVIDIA's library (no CUDA call): a probe whose answers live in
 * docs/STAGING.md, "Probes".
 *
 * stdout: "fill threads=<T> size=<n>KiB GBps=<median over 5 batches>" per (T, size).
 * Environment: FILL_THREADS (a comma-separated list, default 1,2,4,8,12,16), FILL_SIZES_KIB
 * (default 512,2048,8192,65536).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 64

static struct {
    char *dst;
    const char *src;
    size_t n;
    unsigned nthreads;
    unsigned gen;  /* a new copy (atomic) */
    unsigned done; /* parts copied of the current one (atomic) */
    int stop;
} job;

static void part(unsigned i)
{
    size_t per = (job.n / job.nthreads + 4095) & ~(size_t)4095;
    size_t off = per * i;
    if (off < job.n)
        memcpy(job.dst + off, job.src + off, job.n - off < per ? job.n - off : per);
    __atomic_add_fetch(&job.done, 1, __ATOMIC_ACQ_REL);
}

static void *worker(void *arg)
{
    unsigned id = (unsigned)(size_t)arg, seen = 0;
    for (;;) {
        unsigned g;
        while ((g = __atomic_load_n(&job.gen, __ATOMIC_ACQUIRE)) == seen)
            if (__atomic_load_n(&job.stop, __ATOMIC_RELAXED))
                return NULL;
        seen = g;
        if (id < job.nthreads)
            part(id);
    }
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static int parse_list(const char *v, const char *fallback, unsigned *out, int max)
{
    char buf[256];
    snprintf(buf, sizeof(buf), "%s", v != NULL && *v ? v : fallback);
    int n = 0;
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t && n < max;
         t = strtok_r(NULL, ",", &save))
        out[n++] = (unsigned)strtoul(t, NULL, 10);
    return n;
}

int main(void)
{
    unsigned threads[16], sizes[16];
    int nt = parse_list(getenv("FILL_THREADS"), "1,2,4,8,12,16", threads, 16);
    int ns = parse_list(getenv("FILL_SIZES_KIB"), "512,2048,8192,65536", sizes, 16);
    unsigned maxt = 1;
    size_t maxn = 0;
    for (int i = 0; i < nt; i++)
        maxt = threads[i] > maxt ? (threads[i] > MAX_THREADS ? MAX_THREADS : threads[i]) : maxt;
    for (int i = 0; i < ns; i++)
        maxn = (size_t)sizes[i] << 10 > maxn ? (size_t)sizes[i] << 10 : maxn;
    char *src = malloc(maxn), *dst = malloc(maxn);
    if (src == NULL || dst == NULL)
        return 1;
    memset(src, 1, maxn);
    memset(dst, 2, maxn);
    pthread_t tid[MAX_THREADS];
    for (unsigned i = 1; i < maxt; i++)
        pthread_create(&tid[i], NULL, worker, (void *)(size_t)i);
    for (int si = 0; si < ns; si++) {
        size_t n = (size_t)sizes[si] << 10;
        unsigned reps = (unsigned)((256u << 20) / n);
        reps = reps < 4 ? 4 : reps;
        for (int ti = 0; ti < nt; ti++) {
            unsigned t = threads[ti] < 1 ? 1 : threads[ti] > maxt ? maxt : threads[ti];
            double gbps[5];
            for (int b = 0; b < 5; b++) {
                double t0 = now_s();
                for (unsigned r = 0; r < reps; r++) {
                    job.dst = dst, job.src = src, job.n = n, job.nthreads = t;
                    __atomic_store_n(&job.done, 0, __ATOMIC_RELAXED);
                    __atomic_add_fetch(&job.gen, 1, __ATOMIC_RELEASE);
                    part(0);
                    while (__atomic_load_n(&job.done, __ATOMIC_ACQUIRE) < t)
                        ;
                }
                gbps[b] = (double)n * reps / (now_s() - t0) / 1e9;
            }
            qsort(gbps, 5, sizeof(double), cmp);
            printf("fill threads=%u size=%uKiB GBps=%.1f\n", t, sizes[si], gbps[2]);
            fflush(stdout);
        }
    }
    __atomic_store_n(&job.stop, 1, __ATOMIC_RELAXED);
    for (unsigned i = 1; i < maxt; i++)
        pthread_join(tid[i], NULL);
    return 0;
}
