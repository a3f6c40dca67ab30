/*
 * multigpu2, two host threads working at once, one on each device (kernels and asynchronous
 * copies, a fixed count of rounds, data checked), with cudaSetDevice(1) + cudaDeviceReset() in
 * the main thread once device 1's thread has finished, while device 0's thread keeps working
 * across the reset.
 */
#include "multigpu2.h"

/* -- two threads, one device each, and a reset of device 1 ------------------------------------ */

__global__ void k_add(unsigned *p, unsigned v, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

#define WORDS 8192
#define ROUNDS 40

struct worker {
    int device;
    unsigned *d;          /* device buffer */
    unsigned *h;          /* pinned host buffer */
    cudaError_t first;    /* first failing call, cudaSuccess if none */
    const char *where;    /* its name */
    int mismatches;       /* rounds whose data was wrong */
    int rounds;           /* rounds done */
    volatile int *hold;   /* while non-zero (and set), keep working */
    volatile int holding; /* set once the fixed rounds are done */
};

/* One round: add `round` to every word on the device, copy back on the stream, check. */
static void work_round(struct worker *w, cudaStream_t s, unsigned *expect)
{
    unsigned v = (unsigned)(w->rounds + 1) * (w->device ? 3u : 5u);
    k_add<<<WORDS / 256, 256, 0, s>>>(w->d, v, WORDS);
    WCALL(w, cudaGetLastError());
    WCALL(w, cudaMemcpyAsync(w->h, w->d, WORDS * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    WCALL(w, cudaStreamSynchronize(s));
    *expect += v;
    int bad = 0;
    for (int i = 0; i < WORDS; i++)
        bad |= w->h[i] != *expect + (unsigned)i;
    w->mismatches += bad;
    w->rounds++;
}

static void *worker_main(void *arg)
{
    struct worker *w = (struct worker *)arg;
    w->first = cudaSuccess;
    w->where = "";
    WCALL(w, cudaSetDevice(w->device));
    cudaStream_t s = NULL;
    WCALL(w, cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    WCALL(w, cudaMalloc((void **)&w->d, WORDS * sizeof(unsigned)));
    WCALL(w, cudaMallocHost((void **)&w->h, WORDS * sizeof(unsigned)));
    if (w->first != cudaSuccess)
        return NULL;
    for (int i = 0; i < WORDS; i++)
        w->h[i] = (unsigned)i;
    WCALL(w, cudaMemcpyAsync(w->d, w->h, WORDS * sizeof(unsigned), cudaMemcpyHostToDevice, s));
    unsigned expect = 0;
    for (int r = 0; r < ROUNDS; r++)
        work_round(w, s, &expect);
    w->holding = 1;
    /* Across the other device's reset: as many rounds as it takes (not printed). */
    while (w->hold != NULL && *w->hold)
        work_round(w, s, &expect);
    for (int r = 0; r < ROUNDS; r++)
        work_round(w, s, &expect);
    /* The device buffer keeps its data: main reads it back after the join. */
    w->h[0] = expect;
    WCALL(w, cudaStreamDestroy(s));
    return NULL;
}

static void report_worker(const struct worker *w)
{
    printf("  device %d's thread: first failure %s%s%s\n", w->device, ename(w->first),
           w->first != cudaSuccess ? " in " : "", w->where);
    char text[96];
    snprintf(text, sizeof text, "device %d's thread: every round's data right", w->device);
    CHECKT(text, w->first == cudaSuccess && w->mismatches == 0 && w->rounds >= 2 * ROUNDS);
}

void threads_and_reset(void)
{
    SECTION("a thread on each device at once; reset of device 1 while device 0 works");
    volatile int hold = 1;
    struct worker w0, w1;
    memset(&w0, 0, sizeof w0);
    memset(&w1, 0, sizeof w1);
    w0.device = 0;
    w0.hold = &hold;
    w1.device = 1;
    pthread_t t0, t1;
    pthread_create(&t0, NULL, worker_main, &w0);
    pthread_create(&t1, NULL, worker_main, &w1);
    pthread_join(t1, NULL);
    report_worker(&w1);
    /* Device 1's thread is done; device 0's is working (it waits for `hold` after its rounds). */
    while (!w0.holding && w0.first == cudaSuccess)
        usleep(1000);
    CALL(cudaSetDevice(1));
    CALL(cudaDeviceReset());
    int d = -1;
    CALL(cudaGetDevice(&d));
    SHOW("main's current device %d", d);
    cudaPointerAttributes a;
    CALL(cudaPointerGetAttributes(&a, w1.d));
    SHOW("device 1's buffer after the reset: type %d", (int)a.type);
    /* Device 1 works again while device 0's thread still does. */
    unsigned *n1 = NULL;
    CALL(cudaMalloc((void **)&n1, WORDS * sizeof(unsigned)));
    CALL(cudaMemset(n1, 0, WORDS * sizeof(unsigned)));
    k_add<<<WORDS / 256, 256>>>(n1, 9, WORDS);
    CALL(cudaGetLastError());
    unsigned *back = (unsigned *)malloc(WORDS * sizeof(unsigned));
    CALL(cudaMemcpy(back, n1, WORDS * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECKT("device 1 works after its reset", back[0] == 9 && back[WORDS - 1] == 9);
    CALL(cudaFree(n1));
    hold = 0;
    pthread_join(t0, NULL);
    report_worker(&w0);
    CALL(cudaSetDevice(0));
    memset(back, 0, WORDS * sizeof(unsigned));
    CALL(cudaMemcpy(back, w0.d, WORDS * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int ok = w0.h != NULL;
    for (int i = 0; ok && i < WORDS; i++)
        ok = back[i] == w0.h[0] + (unsigned)i;
    CHECKT("device 0's buffer holds its thread's last round after device 1's reset", ok);
    CALL(cudaFree(w0.d));
    CALL(cudaFreeHost(w0.h));
    free(back);
    LASTERR();
}
