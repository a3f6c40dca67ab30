/*
 * The call decoder and the timeline trace (calls/): the JSON encoder (string escaping, numbers),
 * stable handle ids, every kind of argument captured and decoded as the header names it, and a
 * recording over the fake driver written to a file: calls, the GPU work's events with their
 * times, flows, the device-memory counter, capture left alone.
 */
#include "unit.h"

#include "calls.h"
#include "capture.h"

#include <stdio.h>
#include <unistd.h>

static char *json_of(struct ocr_json *j)
{
    ocr_json_raw(j, "", 1); /* NUL */
    return j->buf;
}

static void json_escaping(void **state)
{
    (void)state;
    struct ocr_json j = {0};
    const char s[] = "a\"b\\c\nd\te\r\x01\x1f\x7f caf\xc3\xa9 \xe2\x82\xac \xff\xc3 end";
    ocr_json_str(&j, s, sizeof s - 1);
    assert_string_equal(json_of(&j), "\"a\\\"b\\\\c\\nd\\te\\r\\u0001\\u001f\\u007f caf\xc3\xa9 "
                                     "\xe2\x82\xac \\u00ff\\u00c3 end\"");
    ocr_json_free(&j);
    ocr_json_cstr(&j, NULL);
    ocr_json_str(&j, "", 0);
    assert_string_equal(json_of(&j), "null\"\"");
    ocr_json_free(&j);
}

/* %p in a trace file's name: each replaced by the process id, the name cut to its room. */
static void path_for_pid(void **state)
{
    (void)state;
    char out[32];
    ocr_path_for_pid(out, sizeof out, "/tmp/t-%p.json", 4242);
    assert_string_equal(out, "/tmp/t-4242.json");
    ocr_path_for_pid(out, sizeof out, "%p/%p%q", 7);
    assert_string_equal(out, "7/7%q");
    ocr_path_for_pid(out, sizeof out, "plain", 7);
    assert_string_equal(out, "plain");
    ocr_path_for_pid(out, 8, "abcd%p", 123456);
    assert_string_equal(out, "abcd123");
    ocr_path_for_pid(out, 8, "abcdefghij", 1);
    assert_string_equal(out, "abcdefg");
}

static void json_numbers(void **state)
{
    (void)state;
    struct ocr_json j = {0};
    ocr_json_u64(&j, UINT64_MAX);
    ocr_json_lit(&j, " ");
    ocr_json_i64(&j, INT64_MIN);
    ocr_json_lit(&j, " ");
    ocr_json_hex(&j, 0);
    ocr_json_lit(&j, " ");
    ocr_json_hex(&j, 0xdeadbeefcafeull);
    ocr_json_lit(&j, " ");
    ocr_json_double(&j, 1.5, 3);
    ocr_json_lit(&j, " ");
    ocr_json_double(&j, 0.0 / 0.0, 3);
    assert_string_equal(json_of(&j), "18446744073709551615 -9223372036854775808 \"0x0\" "
                                     "\"0xdeadbeefcafe\" 1.500 null");
    ocr_json_free(&j);
}

static void handles_are_stable_per_kind(void **state)
{
    (void)state;
    struct ocr_handles h = {0};
    struct ocr_json j = {0};
    ocr_json_handle(&j, &h, OCR_HANDLE_stream, 0x1000, false);
    ocr_json_handle(&j, &h, OCR_HANDLE_stream, 0x2000, false);
    ocr_json_handle(&j, &h, OCR_HANDLE_stream, 0x1000, false);
    ocr_json_handle(&j, &h, OCR_HANDLE_event, 0x1000, false);
    ocr_json_handle(&j, &h, OCR_HANDLE_stream, 0, false);
    ocr_json_handle(&j, &h, OCR_HANDLE_stream, 0, true);
    ocr_json_handle(&j, &h, OCR_HANDLE_stream, 1, true);
    ocr_json_handle(&j, &h, OCR_HANDLE_event, 0, false);
    assert_string_equal(json_of(&j), "\"stream#1\"\"stream#2\"\"stream#1\"\"event#1\""
                                     "\"default stream\"\"cudaStreamPerThread\""
                                     "\"cudaStreamLegacy\"null");
    for (uint64_t v = 1; v <= 5000; v++) /* grows the table: ids stay */
        ocr_handle_id(&h, OCR_HANDLE_graph, v * 64);
    assert_int_equal(ocr_handle_id(&h, OCR_HANDLE_graph, 64), 1);
    assert_int_equal(ocr_handle_id(&h, OCR_HANDLE_graph, 5000 * 64), 5000);
    assert_int_equal(ocr_handle_id(&h, OCR_HANDLE_stream, 0x2000), 2);
    ocr_json_free(&j);
    ocr_handles_free(&h);
}

static void enums_by_name(void **state)
{
    (void)state;
    assert_string_equal(ocr_enum_name(OCR_ENUM_cudaMemcpyKind, 1), "cudaMemcpyHostToDevice");
    assert_string_equal(ocr_enum_name(OCR_ENUM_cudaMemcpyKind, 4), "cudaMemcpyDefault");
    assert_null(ocr_enum_name(OCR_ENUM_cudaMemcpyKind, 99));
    assert_string_equal(ocr_enum_name(OCR_ENUM_cudaDeviceAttr, 1), "cudaDevAttrMaxThreadsPerBlock");
}

/* A call of `fn` captured by `capture` into a buffer and decoded: its args object. */
static unsigned char payload[8192];
static struct ocr_handles handles;

static void start(struct ocr_call *c)
{
    memset(c, 0, sizeof *c);
    c->rec = c->pos = payload;
    c->end = payload + sizeof payload;
}

static char *decoded(unsigned fn, struct ocr_call *c, cudaError_t e)
{
    static struct ocr_json j;
    ocr_json_free(&j);
    const struct ocr_api *api = &ocr_api_table[fn];
    struct ocr_arg_value v[32];
    assert_false(c->overflow);
    assert_true(ocr_decode_parse(api, payload, (size_t)(c->pos - payload), e, v));
    ocr_decode_args(&j, api, v, e, false, &handles);
    return json_of(&j);
}

static void decode_numbers_enums_pointers_handles(void **state)
{
    (void)state;
    struct ocr_call c;
    start(&c);
    ocr_put(&c, (uint64_t)(uintptr_t)0x10);
    ocr_put(&c, (uint64_t)(uintptr_t)0x20);
    ocr_put(&c, (uint64_t)64);
    ocr_put(&c, (uint64_t)cudaMemcpyDeviceToHost);
    ocr_put(&c, (uint64_t)(uintptr_t)0xabc0);
    assert_string_equal(decoded(OCR_FN_cudaMemcpyAsync, &c, cudaSuccess),
                        "{\"dst\":\"0x10\",\"src\":\"0x20\",\"count\":64,"
                        "\"kind\":\"cudaMemcpyDeviceToHost\",\"stream\":\"stream#1\","
                        "\"result\":\"cudaSuccess\"}");
    /* a negative int, an enum by name, an output int */
    start(&c);
    ocr_put_out(&c, (void *)0x40, (uint64_t)(uint32_t)-7);
    ocr_put(&c, (uint64_t)cudaDevAttrWarpSize);
    ocr_put(&c, (uint64_t)-1);
    assert_string_equal(decoded(OCR_FN_cudaDeviceGetAttribute, &c, cudaErrorInvalidDevice),
                        "{\"value\":\"0x40\",\"attr\":\"cudaDevAttrWarpSize\",\"device\":-1,"
                        "\"result\":\"cudaErrorInvalidDevice\"}");
    assert_string_equal(decoded(OCR_FN_cudaDeviceGetAttribute, &c, cudaSuccess),
                        "{\"value\":\"0x40\",\"*value\":-7,\"attr\":\"cudaDevAttrWarpSize\","
                        "\"device\":-1,\"result\":\"cudaSuccess\"}");
}

static void decode_outputs_after_success_only(void **state)
{
    (void)state;
    struct ocr_call c;
    start(&c);
    ocr_put_out(&c, (void *)0x7ff0, 0xabc000);
    ocr_put(&c, 4096);
    assert_string_equal(decoded(OCR_FN_cudaMalloc, &c, cudaSuccess),
                        "{\"devPtr\":\"0x7ff0\",\"*devPtr\":\"0xabc000\",\"size\":4096,"
                        "\"result\":\"cudaSuccess\"}");
    assert_string_equal(decoded(OCR_FN_cudaMalloc, &c, cudaErrorMemoryAllocation),
                        "{\"devPtr\":\"0x7ff0\",\"size\":4096,"
                        "\"result\":\"cudaErrorMemoryAllocation\"}");
    float ms = 2.25f;
    start(&c);
    ocr_put_out_float(&c, &ms, cudaSuccess);
    ocr_put(&c, 0x100);
    ocr_put(&c, 0x200);
    char *s = decoded(OCR_FN_cudaEventElapsedTime, &c, cudaSuccess);
    assert_non_null(strstr(s, "\"*ms\":2.250000,\"start\":\"event#"));
    /* a handle written by the call */
    start(&c);
    ocr_put_out(&c, (void *)0x7ff8, 0x5550);
    assert_string_equal(decoded(OCR_FN_cudaStreamCreate, &c, cudaSuccess),
                        "{\"pStream\":\"0x7ff8\",\"*pStream\":\"stream#2\","
                        "\"result\":\"cudaSuccess\"}");
}

static void decode_strings_structures_and_launches(void **state)
{
    (void)state;
    struct ocr_call c;
    /* a string that needs escaping, an output pointer, flags, an output enum */
    start(&c);
    ocr_put_str(&c, "cu\"Mem\"\n");
    ocr_put_out(&c, (void *)0x10, 0xf00);
    ocr_put(&c, cudaEnableDefault);
    ocr_put_out(&c, (void *)0x18, cudaDriverEntryPointSymbolNotFound);
    assert_string_equal(decoded(OCR_FN_cudaGetDriverEntryPoint, &c, cudaSuccess),
                        "{\"symbol\":\"cu\\\"Mem\\\"\\n\",\"funcPtr\":\"0x10\","
                        "\"*funcPtr\":\"0xf00\",\"flags\":0,\"driverStatus\":\"0x18\","
                        "\"*driverStatus\":\"cudaDriverEntryPointSymbolNotFound\","
                        "\"result\":\"cudaSuccess\"}");
    /* a NULL string, and one cut at OCR_STR_MAX */
    char long_name[600];
    memset(long_name, 'x', sizeof long_name - 1);
    long_name[sizeof long_name - 1] = '\0';
    start(&c);
    ocr_put_str(&c, NULL);
    ocr_put_out(&c, NULL, 0);
    ocr_put(&c, 0);
    ocr_put_out(&c, NULL, 0);
    assert_non_null(strstr(decoded(OCR_FN_cudaGetDriverEntryPoint, &c, cudaSuccess),
                           "{\"symbol\":null,\"funcPtr\":\"0x0\",\"flags\":0"));
    start(&c);
    ocr_put_str(&c, long_name);
    ocr_put_out(&c, NULL, 0);
    ocr_put(&c, 0);
    ocr_put_out(&c, NULL, 0);
    char *s = decoded(OCR_FN_cudaGetDriverEntryPoint, &c, cudaSuccess);
    assert_int_equal(strchr(s + 11, '"') - (s + 11), OCR_STR_MAX);
    /* by-value structures */
    struct cudaPitchedPtr pp = {(void *)0x9000, 512, 64, 8};
    struct cudaExtent ext = {64, 8, 2};
    start(&c);
    ocr_put_bytes(&c, &pp, sizeof pp);
    ocr_put(&c, (uint64_t)(uint32_t)-1);
    ocr_put_bytes(&c, &ext, sizeof ext);
    assert_string_equal(decoded(OCR_FN_cudaMemset3D, &c, cudaSuccess),
                        "{\"pitchedDevPtr\":{\"ptr\":\"0x9000\",\"pitch\":512,\"xsize\":64,"
                        "\"ysize\":8},\"value\":-1,\"extent\":{\"width\":64,\"height\":8,"
                        "\"depth\":2},\"result\":\"cudaSuccess\"}");
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 3};
    start(&c);
    ocr_put(&c, 0x4000);
    ocr_put(&c, 256);
    ocr_put_bytes(&c, &loc, sizeof loc);
    ocr_put(&c, 0);
    ocr_put(&c, 0);
    assert_non_null(strstr(decoded(OCR_FN_cudaMemPrefetchAsync, &c, cudaSuccess),
                           "\"location\":{\"type\":\"cudaMemLocationTypeDevice\",\"id\":3}"));
    /* an IPC handle by value: its bytes in hex */
    cudaIpcMemHandle_t ipc;
    for (unsigned i = 0; i < sizeof ipc.reserved; i++)
        ipc.reserved[i] = (char)(i == 0 ? 0xab : i == 63 ? 0x01 : 0);
    start(&c);
    ocr_put_out(&c, (void *)0x20, 0x30);
    ocr_put_opaque(&c, &ipc, sizeof ipc);
    ocr_put(&c, cudaIpcMemLazyEnablePeerAccess);
    assert_string_equal(
        decoded(OCR_FN_cudaIpcOpenMemHandle, &c, cudaSuccess),
        "{\"devPtr\":\"0x20\",\"*devPtr\":\"0x30\",\"handle\":\"bytes:"
        "ab00000000000000000000000000000000000000000000000000000000000000"
        "0000000000000000000000000000000000000000000000000000000000000001\",\"flags\":1,\"result\":"
        "\"cudaSuccess\"}");
    /* a launch: the kernel by name, dim3 as [x,y,z] */
    dim3 g = {4, 2, 1}, b = {256, 1, 1};
    start(&c);
    ocr_put(&c, 0x401000);
    ocr_put_str(&c, "_Z4fillPi");
    ocr_put_bytes(&c, &g, sizeof g);
    ocr_put_bytes(&c, &b, sizeof b);
    ocr_put(&c, 0x7000);
    ocr_put(&c, 128);
    ocr_put(&c, 0);
    s = decoded(OCR_FN_cudaLaunchKernel, &c, cudaSuccess);
    assert_true(strstr(s, "{\"func\":\"fill(int*)\",") != NULL ||
                strstr(s, "{\"func\":\"_Z4fillPi\",") != NULL);
    assert_non_null(strstr(s, "\"gridDim\":[4,2,1],\"blockDim\":[256,1,1],\"args\":\"0x7000\","
                              "\"sharedMem\":128,\"stream\":\"default stream\""));
    /* the hidden launch is traced as cudaLaunchKernel, its twin's stream 0 is per-thread */
    assert_string_equal(ocr_api_table[OCR_FN___cudaLaunchKernel].name, "cudaLaunchKernel");
    s = decoded(OCR_FN___cudaLaunchKernel_ptsz, &c, cudaSuccess);
    assert_non_null(strstr(s, "\"stream\":\"cudaStreamPerThread\""));
    /* a launch configuration */
    cudaLaunchConfig_t cfg = {.gridDim = {8, 1, 1},
                              .blockDim = {32, 4, 1},
                              .dynamicSmemBytes = 64,
                              .stream = (cudaStream_t)0x5550};
    start(&c);
    ocr_put_launch_config(&c, &cfg);
    ocr_put(&c, 0x401000);
    ocr_put_str(&c, NULL);
    ocr_put(&c, 0);
    s = decoded(OCR_FN_cudaLaunchKernelExC, &c, cudaSuccess);
    assert_non_null(strstr(s, "{\"config\":{\"gridDim\":[8,1,1],\"blockDim\":[32,4,1],"
                              "\"dynamicSmemBytes\":64,\"stream\":\"stream#2\"},"
                              "\"func\":\"0x401000\",\"args\":\"0x0\""));
    /* a payload shorter than the table says is refused */
    struct ocr_arg_value v[32];
    start(&c);
    ocr_put(&c, 1);
    assert_false(ocr_decode_parse(&ocr_api_table[OCR_FN_cudaMemcpyAsync], payload,
                                  (size_t)(c.pos - payload), cudaSuccess, v));
}

/* Every table entry's parameters have names and kinds; the work kinds are where expected. */
static void table_is_complete(void **state)
{
    (void)state;
    for (unsigned i = 0; i < OCR_FN_COUNT; i++) {
        const struct ocr_api *api = &ocr_api_table[i];
        assert_non_null(api->name);
        for (unsigned p = 0; p < api->nparams; p++) {
            assert_non_null(api->params[p].name);
            assert_true(api->params[p].kind != OCR_ARG_NONE);
        }
    }
    assert_int_equal(ocr_api_table[OCR_FN_cudaLaunchKernel].work, OCR_WORK_KERNEL);
    assert_int_equal(ocr_api_table[OCR_FN_cudaMemcpyAsync_ptsz].work, OCR_WORK_MEMCPY);
    assert_true(ocr_api_table[OCR_FN_cudaMemcpyAsync_ptsz].ptds);
    assert_int_equal(ocr_api_table[OCR_FN_cudaMemset].work, OCR_WORK_MEMSET);
    assert_int_equal(ocr_api_table[OCR_FN_cudaGraphLaunch].work, OCR_WORK_GRAPH);
    assert_int_equal(ocr_api_table[OCR_FN_cudaLaunchHostFunc].work, OCR_WORK_HOST);
    assert_int_equal(ocr_api_table[OCR_FN_cudaMalloc].work, OCR_WORK_NONE);
}

/* Runs last: the file is written once per process. */
static void records_calls_and_gpu_work(void **state)
{
    (void)state;
    char path[] = "/tmp/ocr_timeline_XXXXXX";
    temp_file(path);
    ocr_timeline_set_file(path); /* the variable is read once, at load */
    ocr_trace_configure("timeline");
    assert_true(ocr_intercept);
    fake_reset();
    void *p = NULL;
    cudaStream_t s;
    char host[4096];
    assert_cuda(cudaSuccess, cudaMalloc(&p, 4096));
    assert_cuda(cudaSuccess, cudaStreamCreate(&s));
    assert_cuda(cudaSuccess, cudaMemcpyAsync(p, host, sizeof host, cudaMemcpyHostToDevice, s));
    assert_cuda(cudaSuccess, cudaMemsetAsync(p, 0, 4096, s));
    assert_cuda(cudaSuccess, cudaMemset(p, 1, 16)); /* the legacy default stream */
    /* captured work has no GPU events */
    size_t records_before = fake_calls("cuEventRecord");
    assert_cuda(cudaSuccess, cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    assert_cuda(cudaSuccess, cudaMemsetAsync(p, 2, 4096, s));
    assert_int_equal(fake_calls("cuEventRecord"), records_before);
    cudaGraph_t g;
    assert_cuda(cudaSuccess, cudaStreamEndCapture(s, &g));
    /* a failing copy enqueued nothing: no GPU event */
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyAsync(p, host, 16, (enum cudaMemcpyKind)77, s));
    assert_cuda(cudaSuccess, cudaFree(p));
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGetLastError());
    ocr_timeline_write();
    char *f = read_file(path);
    unlink(path);
    ocr_trace_configure(NULL);
    assert_false(ocr_intercept);
    assert_non_null(strstr(f, "{\"traceEvents\":["));
    assert_non_null(strstr(f, "\"name\":\"cudaMalloc\",\"cat\":\"api\",\"ph\":\"X\""));
    assert_non_null(strstr(f, "\"*devPtr\":\"0x"));
    assert_non_null(strstr(f, "\"*pStream\":\"stream#1\""));
    /* three GPU operations: copy, memset on stream#1, memset on the default stream */
    assert_int_equal(occurrences(f, "\"cat\":\"gpu\""), 3);
    assert_non_null(strstr(f, "{\"name\":\"memcpy HtoD\",\"cat\":\"gpu\",\"ph\":\"X\""));
    assert_non_null(strstr(f, "\"dur\":1500.000,\"args\":{\"call\":\"cudaMemcpyAsync\","
                              "\"device\":0,\"bytes\":4096,\"kind\":\"cudaMemcpyHostToDevice\"}"));
    assert_int_equal(occurrences(f, "\"ph\":\"s\""), 3);
    assert_int_equal(occurrences(f, "\"ph\":\"f\""), 3);
    assert_non_null(strstr(f, "\"args\":{\"name\":\"stream#1\"}"));
    assert_non_null(strstr(f, "\"args\":{\"name\":\"default stream\"}"));
    assert_non_null(strstr(f, "\"args\":{\"name\":\"GPU 0: "));
    /* the device memory counter: up by the allocation, down at its free */
    assert_non_null(strstr(f, "\"name\":\"device memory\",\"ph\":\"C\""));
    assert_non_null(strstr(f, "\"args\":{\"bytes\":4096}"));
    assert_non_null(strstr(f, "\"args\":{\"bytes\":0}"));
    assert_non_null(strstr(f, "\"kind\":77,\"stream\":\"stream#1\","
                              "\"result\":\"cudaErrorInvalidMemcpyDirection\""));
    assert_non_null(strstr(f, "\"dropped_events\":0"));
    /* every event pair of the thread's pool stayed in the context of its stream */
    assert_true(fake_calls("cuEventCreate") >= 2);
}

/* A thread whose traced work alternates between two devices: the pool's events not handed out
 * are destroyed when it moves to the other device's context (they leaked, a pool of 64 events
 * per switch). */
static void pool_follows_the_context(void **state)
{
    (void)state;
    char path[] = "/tmp/ocr_timeline_XXXXXX";
    temp_file(path);
    ocr_timeline_set_file(path); /* the variable is read once, at load */
    ocr_trace_configure("timeline");
    int n = 0;
    assert_cuda(cudaSuccess, cudaGetDeviceCount(&n));
    assert_true(n >= 2);
    void *p[2] = {NULL, NULL};
    cudaStream_t s[2];
    for (int d = 0; d < 2; d++) {
        assert_cuda(cudaSuccess, cudaSetDevice(d));
        assert_cuda(cudaSuccess, cudaMalloc(&p[d], 64));
        assert_cuda(cudaSuccess, cudaStreamCreate(&s[d]));
    }
    size_t made = fake_calls("cuEventCreate"), gone = fake_calls("cuEventDestroy");
    const int switches = 20;
    for (int i = 0; i < switches; i++) {
        int d = i % 2;
        assert_cuda(cudaSuccess, cudaSetDevice(d));
        assert_cuda(cudaSuccess, cudaMemsetAsync(p[d], 0, 64, s[d]));
    }
    size_t live = (fake_calls("cuEventCreate") - made) - (fake_calls("cuEventDestroy") - gone);
    /* two per traced memset stay with its record; at most one pool's worth besides */
    assert_true(live <= 2 * (size_t)switches + 64);
    for (int d = 0; d < 2; d++) {
        assert_cuda(cudaSuccess, cudaSetDevice(d));
        assert_cuda(cudaSuccess, cudaStreamDestroy(s[d]));
        assert_cuda(cudaSuccess, cudaFree(p[d]));
    }
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    ocr_timeline_write();
    unlink(path);
    ocr_trace_configure(NULL);
}

static int group_setup(void **state)
{
    (void)state;
    fake_config.device_count = 2; /* pool_follows_the_context */
    fake_driver_install();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(json_escaping),
        cmocka_unit_test(path_for_pid),
        cmocka_unit_test(json_numbers),
        cmocka_unit_test(handles_are_stable_per_kind),
        cmocka_unit_test(enums_by_name),
        cmocka_unit_test(decode_numbers_enums_pointers_handles),
        cmocka_unit_test(decode_outputs_after_success_only),
        cmocka_unit_test(decode_strings_structures_and_launches),
        cmocka_unit_test(table_is_complete),
        cmocka_unit_test(records_calls_and_gpu_work),
        cmocka_unit_test(pool_follows_the_context),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
