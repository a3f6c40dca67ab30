/*
 * Fault-injection sweeps of streams, events, callbacks and stream capture (sweep.h): every
 * driver call of stream/stream.c, stream/event.c and the capture calls of graph/graph.c fails in
 * turn, through the legacy entry points and their per-thread-default-stream twins.
 */
#include "checks.h"
#include "sweep.h"

cudaError_t cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags);
cudaError_t cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback,
                                       void *userData, unsigned int flags);
cudaError_t cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags);
cudaError_t cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId);
cudaError_t cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device);
cudaError_t cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr,
                                        cudaStreamAttrValue *value_out);
cudaError_t cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr,
                                        const cudaStreamAttrValue *value);
cudaError_t cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src);
cudaError_t cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length,
                                          unsigned int flags);
cudaError_t cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream,
                                          unsigned int flags);
cudaError_t cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode);
cudaError_t cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph);
cudaError_t cudaStreamIsCapturing_ptsz(cudaStream_t stream,
                                       enum cudaStreamCaptureStatus *pCaptureStatus);
cudaError_t cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream,
                                          enum cudaStreamCaptureStatus *captureStatus_out,
                                          unsigned long long *id_out, cudaGraph_t *graph_out,
                                          const cudaGraphNode_t **dependencies_out,
                                          const cudaGraphEdgeData **edgeData_out,
                                          size_t *numDependencies_out);
cudaError_t cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph,
                                               const cudaGraphNode_t *dependencies,
                                               const cudaGraphEdgeData *dependencyData,
                                               size_t numDependencies,
                                               enum cudaStreamCaptureMode mode);
cudaError_t cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream,
                                                     cudaGraphNode_t *dependencies,
                                                     const cudaGraphEdgeData *dependencyData,
                                                     size_t numDependencies, unsigned int flags);

/* Besides out of memory, a failure that maps differently (an invalid handle). */
static const CUresult results[] = {CUDA_ERROR_OUT_OF_MEMORY, CUDA_ERROR_INVALID_HANDLE};
static const struct sweep_options options = {results, sizeof(results) / sizeof(results[0]), NULL};

/* Init is once per process (test_init sweeps it): done here before the sweeps. */
static int setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 1 ? 0 : -1;
}

static void CUDART_CB callback(cudaStream_t stream, cudaError_t status, void *data)
{
    (void)stream, (void)status, (void)data;
}

/* -- streams ---------------------------------------------------------------------------------- */

/* What can be asked of and done to two live streams; stops at the first failure. */
static bool stream_calls(struct sweep *s, cudaStream_t a, cudaStream_t b)
{
    int prio, dev;
    unsigned flags;
    unsigned long long id;
    cudaStreamAttrValue v;
    const cudaStreamAttrValue set = {.priority = -1};
    static char managed[64];
    return SWEEP_CALL(s, cudaStreamQuery(a)) && SWEEP_CALL(s, cudaStreamQuery_ptsz(0)) &&
           SWEEP_CALL(s, cudaStreamSynchronize(a)) &&
           SWEEP_CALL(s, cudaStreamSynchronize_ptsz(b)) &&
           SWEEP_CALL_OUT(s, &prio, sizeof(prio), cudaStreamGetPriority(b, &prio)) &&
           SWEEP_CALL_OUT(s, &prio, sizeof(prio), cudaStreamGetPriority_ptsz(0, &prio)) &&
           SWEEP_CALL_OUT(s, &flags, sizeof(flags), cudaStreamGetFlags(b, &flags)) &&
           SWEEP_CALL_OUT(s, &flags, sizeof(flags), cudaStreamGetFlags_ptsz(0, &flags)) &&
           SWEEP_CALL_OUT(s, &id, sizeof(id), cudaStreamGetId(a, &id)) &&
           SWEEP_CALL_OUT(s, &id, sizeof(id), cudaStreamGetId_ptsz(0, &id)) &&
           SWEEP_CALL_OUT(s, &dev, sizeof(dev), cudaStreamGetDevice(a, &dev)) &&
           SWEEP_CALL_OUT(s, &dev, sizeof(dev), cudaStreamGetDevice_ptsz(0, &dev)) &&
           SWEEP_CALL_OUT(s, &v, sizeof(v),
                          cudaStreamGetAttribute(a, cudaStreamAttributePriority, &v)) &&
           SWEEP_CALL_OUT(s, &v, sizeof(v),
                          cudaStreamGetAttribute_ptsz(0, cudaStreamAttributePriority, &v)) &&
           SWEEP_CALL(s, cudaStreamSetAttribute(a, cudaStreamAttributePriority, &set)) &&
           SWEEP_CALL(s, cudaStreamSetAttribute_ptsz(0, cudaStreamAttributePriority, &set)) &&
           SWEEP_CALL(s, cudaStreamCopyAttributes(b, a)) &&
           SWEEP_CALL(s, cudaStreamCopyAttributes_ptsz(b, 0)) &&
           SWEEP_CALL(s, cudaStreamAttachMemAsync(a, managed, 0, cudaMemAttachSingle)) &&
           SWEEP_CALL(s, cudaStreamAttachMemAsync_ptsz(0, managed, 0, cudaMemAttachGlobal)) &&
           SWEEP_CALL(s, cudaStreamAddCallback(a, callback, NULL, 0)) &&
           SWEEP_CALL(s, cudaStreamAddCallback_ptsz(0, callback, NULL, 0));
}

static void streams(struct sweep *s, void *arg)
{
    (void)arg;
    cudaStream_t a, b, c;
    if (!SWEEP_CALL_OUT(s, &a, sizeof(a), cudaStreamCreate(&a)))
        return;
    if (SWEEP_CALL_OUT(s, &b, sizeof(b), cudaStreamCreateWithPriority(&b, 0, -1))) {
        if (SWEEP_CALL_OUT(s, &c, sizeof(c),
                           cudaStreamCreateWithFlags(&c, cudaStreamNonBlocking))) {
            (void)stream_calls(s, a, b);
            SWEEP_CLEANUP(s, cudaStreamDestroy(c));
        }
        SWEEP_CLEANUP(s, cudaStreamDestroy(b));
    }
    SWEEP_CLEANUP(s, cudaStreamDestroy(a));
}

static void cudaStream_sweep(void **state)
{
    (void)state;
    sweep_run("streams", streams, NULL, &options);
}

/* -- events ----------------------------------------------------------------------------------- */

static bool event_calls(struct sweep *s, cudaStream_t st, cudaEvent_t e, cudaEvent_t f)
{
    float ms;
    return SWEEP_CALL(s, cudaEventRecord(e, st)) && SWEEP_CALL(s, cudaEventRecord_ptsz(f, 0)) &&
           SWEEP_CALL(s, cudaEventRecordWithFlags(e, st, cudaEventRecordDefault)) &&
           SWEEP_CALL(s, cudaEventRecordWithFlags_ptsz(f, 0, cudaEventRecordDefault)) &&
           SWEEP_CALL(s, cudaStreamWaitEvent(st, e, 0)) &&
           SWEEP_CALL(s, cudaStreamWaitEvent_ptsz(0, f, 0)) && SWEEP_CALL(s, cudaEventQuery(e)) &&
           SWEEP_CALL(s, cudaEventSynchronize(f)) &&
           SWEEP_CALL_OUT(s, &ms, sizeof(ms), cudaEventElapsedTime(&ms, e, e));
}

static void events(struct sweep *s, void *arg)
{
    (void)arg;
    cudaStream_t st;
    cudaEvent_t e, f;
    if (!SWEEP_CALL_OUT(s, &st, sizeof(st), cudaStreamCreate(&st)))
        return;
    if (SWEEP_CALL_OUT(s, &e, sizeof(e), cudaEventCreate(&e))) {
        if (SWEEP_CALL_OUT(s, &f, sizeof(f),
                           cudaEventCreateWithFlags(&f, cudaEventDisableTiming))) {
            (void)event_calls(s, st, e, f);
            SWEEP_CLEANUP(s, cudaEventDestroy(f));
        }
        SWEEP_CLEANUP(s, cudaEventDestroy(e));
    }
    SWEEP_CLEANUP(s, cudaStreamDestroy(st));
}

static void cudaEvent_sweep(void **state)
{
    (void)state;
    sweep_run("events", events, NULL, &options);
}

/* -- capture ---------------------------------------------------------------------------------- */

/* End a capture begun on `st`; whether the end succeeded at once. A failed end leaves the
 * stream capturing and its output untouched: it is ended again. The graph is `into` for a
 * capture into a graph, else a new one, destroyed here. */
static bool end_capture(struct sweep *s, cudaStream_t st, bool ptds, cudaGraph_t into)
{
    cudaGraph_t g;
    bool ok = ptds ? SWEEP_CALL_OUT(s, &g, sizeof(g), cudaStreamEndCapture_ptsz(st, &g))
                   : SWEEP_CALL_OUT(s, &g, sizeof(g), cudaStreamEndCapture(st, &g));
    if (!ok)
        (void)SWEEP_CALL(s, cudaStreamEndCapture(st, &g));
    if (into != NULL)
        assert_ptr_equal(g, into);
    else
        SWEEP_CLEANUP(s, cudaGraphDestroy(g));
    return ok;
}

/* What can be asked of a stream in capture. */
static bool capture_calls(struct sweep *s, cudaStream_t st)
{
    enum cudaStreamCaptureStatus status;
    unsigned long long id;
    cudaGraph_t g;
    const cudaGraphNode_t *deps;
    const cudaGraphEdgeData *edges;
    size_t n;
    return SWEEP_CALL_OUT(s, &status, sizeof(status), cudaStreamIsCapturing(st, &status)) &&
           SWEEP_CALL_OUT(s, &status, sizeof(status), cudaStreamIsCapturing_ptsz(st, &status)) &&
           SWEEP_CALL_OUT(s, &status, sizeof(status),
                          cudaStreamGetCaptureInfo(st, &status, &id, &g, &deps, &edges, &n)) &&
           SWEEP_CALL_OUT(
               s, &status, sizeof(status),
               cudaStreamGetCaptureInfo_ptsz(st, &status, NULL, NULL, NULL, NULL, NULL)) &&
           SWEEP_CALL(s, cudaStreamUpdateCaptureDependencies(st, NULL, NULL, 0,
                                                             cudaStreamSetCaptureDependencies)) &&
           SWEEP_CALL(s, cudaStreamUpdateCaptureDependencies_ptsz(
                             st, NULL, NULL, 0, cudaStreamAddCaptureDependencies));
}

/* Captures of each kind on `st`, each ended; stops at the first failure. */
static bool captures(struct sweep *s, cudaStream_t st)
{
    if (!SWEEP_CALL(s, cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal)))
        return false;
    bool ok = capture_calls(s, st);
    if (!end_capture(s, st, false, NULL) || !ok)
        return false;
    if (!SWEEP_CALL(s, cudaStreamBeginCapture_ptsz(st, cudaStreamCaptureModeThreadLocal)) ||
        !end_capture(s, st, true, NULL))
        return false;
    cudaGraph_t into;
    if (!SWEEP_CALL_OUT(s, &into, sizeof(into), cudaGraphCreate(&into, 0)))
        return false;
    ok = SWEEP_CALL(s, cudaStreamBeginCaptureToGraph(st, into, NULL, NULL, 0,
                                                     cudaStreamCaptureModeRelaxed)) &&
         end_capture(s, st, false, into) &&
         SWEEP_CALL(s, cudaStreamBeginCaptureToGraph_ptsz(st, into, NULL, NULL, 0,
                                                          cudaStreamCaptureModeGlobal)) &&
         end_capture(s, st, true, into);
    SWEEP_CLEANUP(s, cudaGraphDestroy(into));
    return ok;
}

static void capture(struct sweep *s, void *arg)
{
    (void)arg;
    cudaStream_t st;
    if (!SWEEP_CALL_OUT(s, &st, sizeof(st), cudaStreamCreate(&st)))
        return;
    /* The thread's capture mode is in and out: changed, then given back (again if that failed);
     * a failed exchange leaves it as it was. */
    enum cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    if (SWEEP_CALL(s, cudaThreadExchangeStreamCaptureMode(&mode))) {
        assert_int_equal(mode, cudaStreamCaptureModeGlobal);
        (void)captures(s, st);
        SWEEP_CLEANUP(s, cudaThreadExchangeStreamCaptureMode(&mode));
    }
    assert_int_equal(mode, cudaStreamCaptureModeRelaxed);
    SWEEP_CLEANUP(s, cudaStreamDestroy(st));
}

static void cudaStreamBeginCapture_sweep(void **state)
{
    (void)state;
    sweep_run("capture", capture, NULL, &options);
}

/* -- a host function with OPENCUDART_CHECK=misuse --------------------------------------------- */

/* The fake enqueues nothing: the wrapper runs the function at once, as a stream with no work
 * ahead would (the misuse trampoline then frees its box). */
static __typeof__(((struct ocr_driver *)0)->cuLaunchHostFunc) orig_host_func[2];
static CUresult run_host_func(int h, CUstream st, CUhostFn fn, void *data)
{
    CUresult r = orig_host_func[h](st, fn, data);
    if (r == CUDA_SUCCESS)
        fn(data);
    return r;
}
static CUresult w_host_func(CUstream st, CUhostFn fn, void *data)
{
    return run_host_func(0, st, fn, data);
}
static CUresult w_host_func_ptsz(CUstream st, CUhostFn fn, void *data)
{
    return run_host_func(1, st, fn, data);
}

static int host_fn_runs;
static void CUDART_CB host_fn(void *data)
{
    (void)data;
    host_fn_runs++;
}

static const struct sweep_rule misuse_rules[] = {
    {NULL, "cuStreamIsCapturing", "launch_host_func", CUDA_SUCCESS, SWEEP_IGNORED,
     "misuse's question: unanswered, the function runs without the trampoline that names it", 0},
    {0},
};
static const struct sweep_options misuse_options = {results, sizeof(results) / sizeof(results[0]),
                                                    misuse_rules};

static void host_func_checked(struct sweep *s, void *arg)
{
    (void)arg;
    cudaStream_t st;
    if (!SWEEP_CALL(s, cudaStreamCreate(&st)))
        return;
    int before = host_fn_runs;
    if (SWEEP_CALL(s, cudaLaunchHostFunc(st, host_fn, NULL)))
        assert_int_equal(host_fn_runs, ++before);
    before = host_fn_runs;
    if (SWEEP_CALL(s, cudaLaunchHostFunc_ptsz(NULL, host_fn, NULL)))
        assert_int_equal(host_fn_runs, before + 1);
    SWEEP_CLEANUP(s, cudaStreamDestroy(st));
}

static void cudaLaunchHostFunc_misuse_sweep(void **state)
{
    (void)state;
    for (int h = 0; h < 2; h++)
        orig_host_func[h] = ocr_drv[h].cuLaunchHostFunc;
    ocr_drv[0].cuLaunchHostFunc = w_host_func;
    ocr_drv[1].cuLaunchHostFunc = w_host_func_ptsz;
    ocr_check_configure("misuse", NULL);
    sweep_run("host_func_checked", host_func_checked, NULL, &misuse_options);
    ocr_check_configure(NULL, NULL);
    for (int h = 0; h < 2; h++)
        ocr_drv[h].cuLaunchHostFunc = orig_host_func[h];
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaStream_sweep, unit_reset),
        cmocka_unit_test_setup(cudaEvent_sweep, unit_reset),
        cmocka_unit_test_setup(cudaStreamBeginCapture_sweep, unit_reset),
        cmocka_unit_test_setup(cudaLaunchHostFunc_misuse_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("stream sweeps", tests, setup, NULL);
}
