/*
 * threads: what the runtime does when several threads use it: the first use racing from many
 * threads at once, a stream capture in one thread and unsafe calls in another (per capture
 * mode), runtime calls made from inside a host function, a device reset by one thread while
 * another holds a stream, and streams living on after the thread that made them ended.
 * Each case runs in a child process of its own (the parent never touches the driver) under an
 * alarm, so a crash or a deadlock is part of the transcript ("signal N") and costs only its own
 * case. Threads record what their calls returned; the transcript is printed after they joined,
 * in thread order, so it does not depend on scheduling.
 */
#include "common.h"

#include <pthread.h>

#define THREADS 8
#define N 1024

__global__ void k_fill(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] = v;
}

__global__ void k_spin(long long cycles)
{
    long long start = clock64();
    while (clock64() - start < cycles) {
    }
}

/* A case in a child process, killed by SIGALRM (signal 14) if it runs past 10 seconds. */
static int isolated(const char *name, void (*fn)(void)) { return ocr_isolated_timed(name, fn, 10); }

/* Every element of d (N ints) equals v. Thread-safe. */
static int sum_check(const int *d, int v)
{
    int *h = (int *)malloc(N * sizeof(int));
    int ok = h != NULL && cudaMemcpy(h, d, N * sizeof(int), cudaMemcpyDeviceToHost) == cudaSuccess;
    for (int i = 0; ok && i < N; i++)
        ok = h[i] == v;
    free(h);
    return ok;
}

/* -- the first use from many threads at once ------------------------------------------------ */

static pthread_barrier_t start_line;

struct first_use {
    int index;
    cudaError_t malloc_err, device_err, stream_err, launch_err, sync_err, copy_err, free_err;
    int device, ok;
};

static void *first_use_thread(void *arg)
{
    struct first_use *r = (struct first_use *)arg;
    int *d = NULL;
    cudaStream_t s = NULL;
    pthread_barrier_wait(&start_line);
    r->malloc_err = cudaMalloc((void **)&d, N * sizeof(int));
    r->device_err = cudaGetDevice(&r->device);
    r->stream_err = cudaStreamCreate(&s);
    k_fill<<<N / 256, 256, 0, s>>>(d, r->index + 1, N);
    r->launch_err = cudaGetLastError();
    r->sync_err = cudaStreamSynchronize(s);
    r->ok = r->malloc_err == cudaSuccess && sum_check(d, r->index + 1);
    r->copy_err = cudaGetLastError();
    r->free_err = cudaFree(d);
    if (s)
        cudaStreamDestroy(s);
    return NULL;
}

static void case_first_use_race(void)
{
    pthread_t t[THREADS];
    struct first_use r[THREADS];
    pthread_barrier_init(&start_line, NULL, THREADS);
    for (int i = 0; i < THREADS; i++) {
        memset(&r[i], 0, sizeof r[i]);
        r[i].index = i;
        r[i].device = -1;
        pthread_create(&t[i], NULL, first_use_thread, &r[i]);
    }
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
    for (int i = 0; i < THREADS; i++) {
        printf("  thread %d: malloc %s, device %s (%d), stream %s, launch %s, sync %s, last %s, "
               "free %s\n",
               i, ename(r[i].malloc_err), ename(r[i].device_err), r[i].device,
               ename(r[i].stream_err), ename(r[i].launch_err), ename(r[i].sync_err),
               ename(r[i].copy_err), ename(r[i].free_err));
        CHECKT("thread's kernel wrote its value", r[i].ok);
    }
    int n = -1;
    CALL(cudaGetDeviceCount(&n));
}

/* -- capture in one thread, calls in another -------------------------------------------------- */

struct other_calls {
    cudaStreamCaptureMode own_mode; /* the other thread's capture mode for its calls */
    int exchange;                   /* set own_mode with cudaThreadExchangeStreamCaptureMode */
    cudaError_t exchange_err, malloc_err, free_err, host_err, sync_err, query_err, last_err;
};

static void *other_thread(void *arg)
{
    struct other_calls *o = (struct other_calls *)arg;
    if (o->exchange) {
        cudaStreamCaptureMode m = o->own_mode;
        o->exchange_err = cudaThreadExchangeStreamCaptureMode(&m);
    }
    void *d = NULL, *h = NULL;
    o->malloc_err = cudaMalloc(&d, 4096);
    o->free_err = d ? cudaFree(d) : cudaErrorInvalidValue;
    o->host_err = cudaMallocHost(&h, 4096);
    if (h)
        cudaFreeHost(h);
    o->query_err = cudaStreamQuery(0);
    o->sync_err = cudaDeviceSynchronize();
    o->last_err = cudaGetLastError();
    return NULL;
}

static void capture_with_other_thread(cudaStreamCaptureMode capture_mode, int exchange,
                                      cudaStreamCaptureMode other_mode)
{
    int *d = NULL;
    cudaStream_t s = NULL;
    CALL(cudaMalloc((void **)&d, N * sizeof(int)));
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaStreamBeginCapture(s, capture_mode));
    k_fill<<<N / 256, 256, 0, s>>>(d, 3, N);
    struct other_calls o;
    memset(&o, 0, sizeof o);
    o.exchange = exchange;
    o.own_mode = other_mode;
    pthread_t t;
    pthread_create(&t, NULL, other_thread, &o);
    pthread_join(t, NULL);
    if (exchange)
        printf("  other thread: exchange %s\n", ename(o.exchange_err));
    printf("  other thread: malloc %s, free %s, mallocHost %s, query(0) %s, device sync %s, "
           "last %s\n",
           ename(o.malloc_err), ename(o.free_err), ename(o.host_err), ename(o.query_err),
           ename(o.sync_err), ename(o.last_err));
    cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
    CALL(cudaStreamIsCapturing(s, &st));
    SHOW("capture status %d", (int)st);
    k_fill<<<N / 256, 256, 0, s>>>(d, 4, N);
    printf("k_fill<<<..., s>>> after the other thread\n");
    LASTERR();
    cudaGraph_t g = NULL;
    CALL(cudaStreamEndCapture(s, &g));
    SHOW("graph %s", g ? "non-null" : "null");
    if (g) {
        cudaGraphExec_t x = NULL;
        if (CALL(cudaGraphInstantiate(&x, g, 0)) == cudaSuccess) {
            CALL(cudaGraphLaunch(x, s));
            CALL(cudaStreamSynchronize(s));
            CHECKT("graph wrote the last value", sum_check(d, 4));
            CALL(cudaGraphExecDestroy(x));
        }
        CALL(cudaGraphDestroy(g));
    }
    CALL(cudaDeviceSynchronize());
    LASTERR();
}

static void case_capture_global(void)
{
    START();
    capture_with_other_thread(cudaStreamCaptureModeGlobal, 0, cudaStreamCaptureModeGlobal);
}

static void case_capture_global_other_relaxed(void)
{
    START();
    capture_with_other_thread(cudaStreamCaptureModeGlobal, 1, cudaStreamCaptureModeRelaxed);
}

static void case_capture_thread_local(void)
{
    START();
    capture_with_other_thread(cudaStreamCaptureModeThreadLocal, 0, cudaStreamCaptureModeGlobal);
}

static void case_capture_relaxed(void)
{
    START();
    capture_with_other_thread(cudaStreamCaptureModeRelaxed, 0, cudaStreamCaptureModeGlobal);
}

/* -- runtime calls inside a host function ----------------------------------------------------- */

static cudaStream_t other_stream;
static struct {
    int ran;
    cudaError_t device_err, last_err, peek_err, malloc_err, memset_err, query_err, record_err;
    int device;
} in_host;

static void host_fn(void *arg)
{
    (void)arg;
    in_host.ran = 1;
    in_host.device_err = cudaGetDevice(&in_host.device);
    in_host.peek_err = cudaPeekAtLastError();
    in_host.last_err = cudaGetLastError();
    void *p = NULL;
    in_host.malloc_err = cudaMalloc(&p, 256);
    in_host.memset_err = p ? cudaMemsetAsync(p, 0, 256, other_stream) : cudaErrorInvalidValue;
    in_host.query_err = cudaStreamQuery(other_stream);
    /* p is left allocated: freeing synchronises, which a host function must not do. */
}

static void case_calls_in_host_function(void)
{
    START();
    cudaStream_t s = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaStreamCreateWithFlags(&other_stream, cudaStreamNonBlocking));
    CALL(cudaLaunchHostFunc(s, host_fn, NULL));
    CALL(cudaStreamSynchronize(s));
    SHOW("host function ran %d", in_host.ran);
    printf("  in the host function: device %s (%d), peek %s, last %s, malloc %s, memsetAsync %s, "
           "query(other) %s\n",
           ename(in_host.device_err), in_host.device, ename(in_host.peek_err),
           ename(in_host.last_err), ename(in_host.malloc_err), ename(in_host.memset_err),
           ename(in_host.query_err));
    CALL(cudaDeviceSynchronize());
    LASTERR();
}

/* -- a reset by another thread ------------------------------------------------------------------ */

static void *reset_thread(void *arg)
{
    *(cudaError_t *)arg = cudaDeviceReset();
    return NULL;
}

static void case_reset_from_other_thread(void)
{
    START();
    int *d = NULL;
    cudaStream_t s = NULL;
    cudaEvent_t e = NULL;
    CALL(cudaMalloc((void **)&d, N * sizeof(int)));
    CALL(cudaStreamCreate(&s));
    CALL(cudaEventCreate(&e));
    k_fill<<<N / 256, 256, 0, s>>>(d, 5, N);
    CALL(cudaStreamSynchronize(s));
    cudaError_t reset_err = cudaErrorUnknown;
    pthread_t t;
    pthread_create(&t, NULL, reset_thread, &reset_err);
    pthread_join(t, NULL);
    printf("  other thread: cudaDeviceReset -> %s\n", ename(reset_err));
    int dev = -1;
    CALL(cudaGetDevice(&dev));
    SHOW("device %d", dev);
    void *p = NULL;
    CALL(cudaMalloc(&p, 256));
    int *d2 = NULL;
    CALL(cudaMalloc((void **)&d2, N * sizeof(int)));
    k_fill<<<N / 256, 256>>>(d2, 6, N);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CHECKT("a new allocation works after the reset", sum_check(d2, 6));
    CALL(cudaFree(p));
    CALL(cudaFree(d2));
}

/* -- streams outliving their thread ----------------------------------------------------------- */

struct maker {
    cudaStream_t s;
    cudaEvent_t e;
    int *d;
    cudaError_t err;
};

static void *maker_thread(void *arg)
{
    struct maker *m = (struct maker *)arg;
    m->err = cudaStreamCreateWithFlags(&m->s, cudaStreamNonBlocking);
    if (m->err == cudaSuccess)
        m->err = cudaEventCreate(&m->e);
    if (m->err == cudaSuccess)
        m->err = cudaMalloc((void **)&m->d, N * sizeof(int));
    if (m->err == cudaSuccess) {
        k_spin<<<1, 1, 0, m->s>>>(1000000);
        k_fill<<<N / 256, 256, 0, m->s>>>(m->d, 9, N);
        m->err = cudaEventRecord(m->e, m->s);
    }
    return NULL;
}

static void case_stream_outlives_thread(void)
{
    START();
    struct maker m;
    memset(&m, 0, sizeof m);
    pthread_t t;
    pthread_create(&t, NULL, maker_thread, &m);
    pthread_join(t, NULL);
    printf("  maker thread: %s\n", ename(m.err));
    CALL(cudaStreamWaitEvent(0, m.e, 0));
    CALL(cudaEventSynchronize(m.e));
    CALL(cudaStreamQuery(m.s));
    CHECKT("work queued by the ended thread completed", sum_check(m.d, 9));
    CALL(cudaEventDestroy(m.e));
    CALL(cudaStreamDestroy(m.s));
    CALL(cudaFree(m.d));
}

static void case_start(void) { START(); }

int main(void)
{
    if (isolated("start", case_start) == 2)
        return 2;
    isolated("first use from 8 threads at once", case_first_use_race);
    isolated("global capture, other thread in global mode", case_capture_global);
    isolated("global capture, other thread relaxed", case_capture_global_other_relaxed);
    isolated("thread-local capture, other thread in global mode", case_capture_thread_local);
    isolated("relaxed capture, other thread in global mode", case_capture_relaxed);
    isolated("runtime calls inside a host function", case_calls_in_host_function);
    isolated("device reset from another thread", case_reset_from_other_thread);
    isolated("stream outlives its thread", case_stream_outlives_thread);
    return FINISH();
}
