/*
 * stream: streams (create with flags and priorities, query, synchronize, destroy), events
 * (flags, record, query, synchronize, elapsed time incl. unrecorded and non-timing events),
 * cudaStreamWaitEvent, host functions and callbacks (order, status, bad arguments).
 * A stream is held busy deterministically by a host function that waits for the main thread,
 * so cudaErrorNotReady results do not depend on timing.
 * Destroyed handles and the special streams passed to destroy calls are in hazards.cu.
 */
#include "common.h"

#include <atomic>
#include <time.h>

__global__ void k_inc(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1;
}

static std::atomic<int> g_gate;
static std::atomic<int> g_order[16];
static std::atomic<int> g_order_n;

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* Blocks its stream until the main thread opens the gate (at most 20 s). */
static void CUDART_CB host_wait_gate(void *arg)
{
    (void)arg;
    for (int i = 0; i < 20000 && !g_gate.load(); i++)
        sleep_ms(1);
}

static void CUDART_CB host_record(void *arg)
{
    int n = g_order_n.fetch_add(1);
    if (n < 16)
        g_order[n] = (int)(intptr_t)arg;
}

static std::atomic<int> g_cb_status;
static void CUDART_CB stream_callback(cudaStream_t s, cudaError_t status, void *arg)
{
    (void)s;
    g_cb_status = (int)status;
    host_record(arg);
}

static void print_stream(const char *name, cudaStream_t s)
{
    unsigned flags = 99;
    int prio = 99;
    cudaError_t e1 = cudaStreamGetFlags(s, &flags);
    cudaError_t e2 = cudaStreamGetPriority(s, &prio);
    printf("  %s: flags -> %s %u, priority -> %s %d\n", name, ename(e1), flags, ename(e2), prio);
}

static void streams(void)
{
    SECTION("stream creation");
    cudaStream_t s = NULL, nb = NULL, bad = NULL;
    CALL(cudaStreamCreate(&s));
    print_stream("s", s);
    CALL(cudaStreamCreate(NULL));
    CALL(cudaStreamCreateWithFlags(&nb, cudaStreamNonBlocking));
    print_stream("nb", nb);
    CALL(cudaStreamCreateWithFlags(&bad, 2));
    CALL(cudaStreamCreateWithFlags(&bad, 0xff));
    CALL(cudaStreamCreateWithFlags(NULL, 0));
    print_stream("0", 0);
    print_stream("cudaStreamLegacy", cudaStreamLegacy);
    print_stream("cudaStreamPerThread", cudaStreamPerThread);

    int lo = 0, hi = 0;
    CALL(cudaDeviceGetStreamPriorityRange(&lo, &hi));
    const int prios[] = {lo, hi, lo + 1, hi - 1, hi - 100, lo + 100, 0};
    for (size_t i = 0; i < sizeof prios / sizeof prios[0]; i++) {
        cudaStream_t p = NULL;
        printf("cudaStreamCreateWithPriority(&p, 0, %d)", prios[i]);
        cudaError_t e = cudaStreamCreateWithPriority(&p, cudaStreamDefault, prios[i]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess) {
            LASTERR();
            continue;
        }
        print_stream("p", p);
        CALL(cudaStreamDestroy(p));
    }
    cudaStream_t p = NULL;
    CALL(cudaStreamCreateWithPriority(&p, cudaStreamNonBlocking, hi));
    print_stream("p(non-blocking, high)", p);
    CALL(cudaStreamDestroy(p));
    CALL(cudaStreamCreateWithPriority(&p, 0x10, hi));
    CALL(cudaStreamCreateWithPriority(NULL, 0, hi));

    SECTION("query and synchronize");
    CALL(cudaStreamQuery(s));
    CALL(cudaStreamQuery(0));
    CALL(cudaStreamQuery(cudaStreamLegacy));
    CALL(cudaStreamQuery(cudaStreamPerThread));
    g_gate = 0;
    CALL(cudaLaunchHostFunc(nb, host_wait_gate, NULL));
    CALL(cudaStreamQuery(nb));
    CALL(cudaStreamQuery(nb));
    CALL(cudaStreamQuery(s));
    g_gate = 1;
    CALL(cudaStreamSynchronize(nb));
    CALL(cudaStreamQuery(nb));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamSynchronize(0));
    CALL(cudaStreamSynchronize(cudaStreamLegacy));
    CALL(cudaStreamSynchronize(cudaStreamPerThread));
    unsigned long long id1 = 0, id2 = 0;
    CALL(cudaStreamGetId(s, &id1));
    CALL(cudaStreamGetId(nb, &id2));
    SHOW("ids differ=%d", id1 != id2);
    CALL(cudaStreamGetId(s, NULL));
    int dev = -5;
    CALL(cudaStreamGetDevice(s, &dev));
    SHOW("stream device=%d", dev);

    SECTION("stream destroy");
    CALL(cudaStreamDestroy(s));
    CALL(cudaStreamDestroy(nb));
}

static void events(void)
{
    SECTION("event creation");
    cudaEvent_t e0 = NULL, e1 = NULL, eb = NULL, ent = NULL, eipc = NULL, bad = NULL;
    CALL(cudaEventCreate(&e0));
    CALL(cudaEventCreate(NULL));
    CALL(cudaEventCreateWithFlags(&e1, cudaEventDefault));
    CALL(cudaEventCreateWithFlags(&eb, cudaEventBlockingSync));
    CALL(cudaEventCreateWithFlags(&ent, cudaEventDisableTiming));
    CALL(cudaEventCreateWithFlags(&bad, cudaEventInterprocess));
    CALL(cudaEventCreateWithFlags(&eipc, cudaEventInterprocess | cudaEventDisableTiming));
    CALL(cudaEventCreateWithFlags(&bad, 0x100));
    CALL(cudaEventCreateWithFlags(&bad, 0xffffffffu));
    CALL(cudaEventCreateWithFlags(NULL, 0));

    SECTION("unrecorded events");
    float ms = -1.0f;
    CALL(cudaEventQuery(e0));
    CALL(cudaEventSynchronize(e0));
    CALL(cudaEventElapsedTime(&ms, e0, e1));
    CALL(cudaStreamWaitEvent(0, e0, 0));

    SECTION("record, query, synchronize, elapsed");
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 1 << 20));
    cudaStream_t s = NULL;
    CALL(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CALL(cudaEventRecord(e0, s));
    k_inc<<<1024, 256>>>(d, 1 << 18);
    k_inc<<<1024, 256, 0, s>>>(d, 1 << 18);
    CALL(cudaEventRecord(e1, s));
    CALL(cudaEventSynchronize(e1));
    CALL(cudaEventQuery(e1));
    ms = -1.0f;
    cudaError_t r = cudaEventElapsedTime(&ms, e0, e1);
    printf("cudaEventElapsedTime(&ms, e0, e1) -> %s ms>=0: %d\n", ename(r), ms >= 0.0f);
    r = cudaEventElapsedTime(&ms, e1, e0);
    printf("cudaEventElapsedTime(&ms, e1, e0) -> %s\n", ename(r));
    CALL(cudaEventElapsedTime(NULL, e0, e1));
    CALL(cudaEventElapsedTime(&ms, e0, e0));
    SHOW("same event ms==0: %d", ms == 0.0f);

    /* Events without timing. */
    CALL(cudaEventRecord(ent, s));
    CALL(cudaEventSynchronize(ent));
    CALL(cudaEventElapsedTime(&ms, e0, ent));
    CALL(cudaEventElapsedTime(&ms, ent, e1));
    CALL(cudaEventRecord(eb, s));
    CALL(cudaEventSynchronize(eb));
    r = cudaEventElapsedTime(&ms, e0, eb);
    printf("cudaEventElapsedTime(&ms, e0, eb) -> %s ms>=0: %d\n", ename(r), ms >= 0.0f);

    /* A pending event: the stream is held by a host function. */
    g_gate = 0;
    CALL(cudaLaunchHostFunc(s, host_wait_gate, NULL));
    CALL(cudaEventRecord(e1, s));
    CALL(cudaEventQuery(e1));
    r = cudaEventElapsedTime(&ms, e0, e1);
    printf("cudaEventElapsedTime(&ms, e0, pending) -> %s\n", ename(r));
    LASTERR();
    g_gate = 1;
    CALL(cudaEventSynchronize(e1));
    CALL(cudaEventQuery(e1));

    /* Record on the special streams, with flags. */
    CALL(cudaEventRecord(e0, 0));
    CALL(cudaEventRecord(e0, cudaStreamLegacy));
    CALL(cudaEventRecord(e0, cudaStreamPerThread));
    CALL(cudaEventRecordWithFlags(e0, s, 0));
    CALL(cudaEventRecordWithFlags(e0, s, 0x80));
    CALL(cudaEventRecord(eipc, s));
    CALL(cudaEventSynchronize(eipc));
    CALL(cudaEventSynchronize(e0));

    SECTION("stream waits for event");
    cudaStream_t s2 = NULL;
    CALL(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
    g_gate = 0;
    g_order_n = 0;
    CALL(cudaLaunchHostFunc(s, host_wait_gate, NULL));
    CALL(cudaLaunchHostFunc(s, host_record, (void *)1));
    CALL(cudaEventRecord(e1, s));
    CALL(cudaStreamWaitEvent(s2, e1, 0));
    CALL(cudaLaunchHostFunc(s2, host_record, (void *)2));
    CALL(cudaStreamQuery(s2));
    CALL(cudaStreamWaitEvent(s2, e1, 0x10));
    CALL(cudaStreamWaitEvent(s2, e1, cudaEventWaitExternal));
    g_gate = 1;
    CALL(cudaStreamSynchronize(s2));
    CHECK(g_order_n.load() == 2 && g_order[0] == 1 && g_order[1] == 2);
    CALL(cudaStreamWaitEvent(s2, eb, 0));
    CALL(cudaStreamWaitEvent(s2, ent, 0));
    CALL(cudaStreamWaitEvent(0, e1, 0));
    CALL(cudaStreamWaitEvent(cudaStreamPerThread, e1, 0));
    CALL(cudaDeviceSynchronize());

    SECTION("event destroy");
    CALL(cudaStreamDestroy(s));
    CALL(cudaStreamDestroy(s2));
    CALL(cudaEventDestroy(e0));
    CALL(cudaEventDestroy(e1));
    CALL(cudaEventDestroy(eb));
    CALL(cudaEventDestroy(ent));
    CALL(cudaEventDestroy(eipc));
    CALL(cudaFree(d));
}

static void callbacks(void)
{
    SECTION("host functions and callbacks");
    cudaStream_t s = NULL;
    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 4096));
    CALL(cudaStreamCreate(&s));
    g_order_n = 0;
    g_cb_status = -1;
    CALL(cudaLaunchHostFunc(s, host_record, (void *)1));
    k_inc<<<4, 256, 0, s>>>(d, 1024);
    CALL(cudaStreamAddCallback(s, stream_callback, (void *)2, 0));
    CALL(cudaLaunchHostFunc(s, host_record, (void *)3));
    k_inc<<<4, 256, 0, s>>>(d, 1024);
    CALL(cudaStreamAddCallback(s, stream_callback, (void *)4, 0));
    CALL(cudaStreamSynchronize(s));
    CHECK(g_order_n.load() == 4);
    CHECK(g_order[0] == 1 && g_order[1] == 2 && g_order[2] == 3 && g_order[3] == 4);
    SHOW("callback status=%s", ename((cudaError_t)g_cb_status.load()));

    /* On the legacy and per-thread default streams. */
    g_order_n = 0;
    CALL(cudaLaunchHostFunc(0, host_record, (void *)5));
    CALL(cudaStreamAddCallback(0, stream_callback, (void *)6, 0));
    CALL(cudaLaunchHostFunc(cudaStreamPerThread, host_record, (void *)7));
    CALL(cudaDeviceSynchronize());
    CHECK(g_order_n.load() == 3 && g_order[0] == 5 && g_order[1] == 6 && g_order[2] == 7);

    /* Bad arguments. */
    CALL(cudaStreamAddCallback(s, stream_callback, NULL, 1));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));
    CALL(cudaFree(d));
}

int main(void)
{
    START();
    streams();
    events();
    callbacks();
    LASTERR();
    return FINISH();
}
