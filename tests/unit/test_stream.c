/*
 * Streams (stream/stream.c) and stream capture (graph/graph.c): argument checks, flags and
 * priorities passed to the driver, the per-thread-default-stream twins, and the life cycle of a
 * captured graph: bad arguments fail before any driver call and nothing is written on failure.
 */
#include "unit.h"

/* -- streams ---------------------------------------------------------------------------------- */

static void cudaStreamCreate_arguments(void **state)
{
    (void)state;
    cudaStream_t s = (cudaStream_t)0x1;
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreate(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreateWithFlags(NULL, cudaStreamNonBlocking));
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreateWithFlags(&s, 2));
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreateWithFlags(&s, 0x80000001u));
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreateWithPriority(&s, 4, 0));
    assert_cuda(cudaErrorInvalidValue, cudaStreamCreateWithPriority(NULL, 0, 0));
    assert_ptr_equal(s, (cudaStream_t)0x1);
    assert_no_driver_call();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());

    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_calls("cuStreamCreate", 1);
    assert_int_equal(fake_args.stream_flags, 0);
    assert_ptr_not_equal(s, (cudaStream_t)0x1);
    assert_cuda(cudaSuccess, cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    assert_int_equal(fake_args.stream_flags, CU_STREAM_NON_BLOCKING);
    unsigned flags = 0;
    assert_cuda(cudaSuccess, cudaStreamGetFlags(s, &flags));
    assert_int_equal(flags, cudaStreamNonBlocking);
    assert_cuda(cudaSuccess, cudaStreamDestroy(s));
    assert_calls("cuStreamDestroy", 1);
}

static void cudaStreamCreateWithPriority_passes_priority(void **state)
{
    (void)state;
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, -3));
    assert_calls("cuStreamCreateWithPriority", 1);
    assert_int_equal(fake_args.stream_priority, -3);
    assert_int_equal(fake_args.stream_flags, CU_STREAM_NON_BLOCKING);
    int prio = 0;
    assert_cuda(cudaSuccess, cudaStreamGetPriority(s, &prio));
    assert_int_equal(prio, -3);
    prio = 0;
    assert_cuda(cudaSuccess, cudaStreamGetPriority_ptsz(s, &prio));
    assert_calls("cuStreamGetPriority_ptsz", 1);
    assert_int_equal(prio, -3);
}

static void cudaStreamGet_null_outputs(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaStreamGetPriority(NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaStreamGetFlags(NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaStreamGetId(NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaStreamGetDevice(NULL, NULL));
    assert_no_driver_call();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void cudaStreamGetDevice_ordinal(void **state)
{
    (void)state;
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    int d = -1;
    assert_cuda(cudaSuccess, cudaStreamGetDevice(s, &d));
    assert_int_equal(d, 0);
    d = -1;
    assert_cuda(cudaSuccess, cudaStreamGetDevice(NULL, &d));
    assert_int_equal(d, 0);
    unsigned long long id = 0;
    assert_cuda(cudaSuccess, cudaStreamGetId(s, &id));
    assert_true(id >= 100);
}

static void stream_callback(cudaStream_t s, cudaError_t status, void *data)
{
    (void)s, (void)status, (void)data;
}

static void cudaStreamAddCallback_arguments(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaStreamAddCallback(NULL, NULL, NULL, 0));
    assert_cuda(cudaErrorInvalidValue, cudaStreamAddCallback(NULL, stream_callback, NULL, 1));
    assert_no_driver_call();
    assert_cuda(cudaSuccess, cudaStreamAddCallback(NULL, stream_callback, NULL, 0));
    assert_calls("cuStreamAddCallback", 1);
}

static void cudaStreamQuery_and_twins(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaStreamQuery((cudaStream_t)0x5100));
    assert_calls("cuStreamQuery", 1);
    assert_ptr_equal(fake_args.stream, (CUstream)0x5100);
    assert_cuda(cudaSuccess, cudaStreamQuery_ptsz(NULL));
    assert_calls("cuStreamQuery_ptsz", 1);
    assert_cuda(cudaSuccess, cudaStreamSynchronize(cudaStreamPerThread));
    assert_calls("cuStreamSynchronize", 1);
    assert_ptr_equal(fake_args.stream, (CUstream)cudaStreamPerThread);
    assert_cuda(cudaSuccess, cudaStreamSynchronize_ptsz(NULL));
    assert_calls("cuStreamSynchronize_ptsz", 1);
    assert_cuda(cudaSuccess, cudaStreamWaitEvent(NULL, (cudaEvent_t)0x6000, 0));
    assert_calls("cuStreamWaitEvent", 1);
}

/* -- stream capture and the graphs it makes --------------------------------------------------- */

static void cudaGraph_and_capture_null_arguments(void **state)
{
    (void)state;
    cudaGraph_t g = (cudaGraph_t)0x1;
    cudaGraphExec_t x = (cudaGraphExec_t)0x1;
    assert_cuda(cudaErrorInvalidValue, cudaStreamIsCapturing(NULL, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaStreamGetCaptureInfo(NULL, NULL, NULL, NULL, NULL, NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaThreadExchangeStreamCaptureMode(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphCreate(NULL, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphCreate(&g, 1));
    assert_cuda(cudaErrorInvalidValue, cudaGraphDestroy(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetNodes(NULL, NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetNodes(g, NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiate(NULL, g, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiate(&x, NULL, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithFlags(NULL, g, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphDebugDotPrint(NULL, "x.dot", 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphDebugDotPrint(g, NULL, 0));
    assert_ptr_equal(g, (cudaGraph_t)0x1);
    assert_ptr_equal(x, (cudaGraphExec_t)0x1);
    assert_no_driver_call();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* The driver checks the stream first: one not capturing is cudaErrorIllegalState even with a
 * NULL output. */
static void cudaStreamEndCapture_not_capturing(void **state)
{
    (void)state;
    cudaGraph_t g = (cudaGraph_t)0x1;
    assert_cuda(cudaErrorIllegalState, cudaStreamEndCapture((cudaStream_t)0x5100, NULL));
    assert_cuda(cudaErrorIllegalState, cudaStreamEndCapture((cudaStream_t)0x5100, &g));
    assert_ptr_equal(g, (cudaGraph_t)0x1);
    assert_cuda(cudaErrorIllegalState, cudaGetLastError());
}

static void cudaStreamBeginCapture_graph_life_cycle(void **state)
{
    (void)state;
    cudaStream_t s;
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_cuda(cudaSuccess, cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
    assert_calls("cuStreamBeginCapture", 1);
    enum cudaStreamCaptureStatus st = cudaStreamCaptureStatusInvalidated;
    assert_cuda(cudaSuccess, cudaStreamIsCapturing(s, &st));
    assert_int_equal(st, cudaStreamCaptureStatusActive);
    /* The output is the driver's to check. */
    assert_cuda(cudaErrorInvalidValue, cudaStreamEndCapture(s, NULL));
    cudaGraph_t g = NULL;
    assert_cuda(cudaSuccess, cudaStreamEndCapture(s, &g));
    assert_cuda(cudaSuccess, cudaStreamIsCapturing(s, &st));
    assert_int_equal(st, cudaStreamCaptureStatusNone);
    assert_non_null(g);
    cudaGraphExec_t x = NULL;
    assert_cuda(cudaSuccess, cudaGraphInstantiate(&x, g, 0));
    assert_non_null(x);
    assert_cuda(cudaSuccess, cudaGraphLaunch(x, s));
    assert_calls("cuGraphLaunch", 1);
    assert_cuda(cudaSuccess, cudaGraphLaunch_ptsz(x, NULL));
    assert_calls("cuGraphLaunch_ptsz", 1);
    assert_cuda(cudaSuccess, cudaGraphExecDestroy(x));
    assert_cuda(cudaSuccess, cudaGraphDestroy(g));
    enum cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    assert_cuda(cudaSuccess, cudaThreadExchangeStreamCaptureMode(&mode));
    assert_int_equal(mode, cudaStreamCaptureModeGlobal);
    assert_cuda(cudaSuccess, cudaThreadExchangeStreamCaptureMode(&mode));
    assert_int_equal(mode, cudaStreamCaptureModeRelaxed);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaStreamCreate_arguments, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaStreamCreateWithPriority_passes_priority, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaStreamGet_null_outputs, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaStreamGetDevice_ordinal, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaStreamAddCallback_arguments, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaStreamQuery_and_twins, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaGraph_and_capture_null_arguments, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaStreamEndCapture_not_capturing, unit_enter_and_reset),
        cmocka_unit_test_setup(cudaStreamBeginCapture_graph_life_cycle, unit_enter_and_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
