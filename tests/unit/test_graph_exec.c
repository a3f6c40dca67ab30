/*
 * Executable graphs and the remaining graph entries of test_graph: instantiation with parameters
 * and its per-thread twin, updates, conditional handles, graph memory of a device, user objects and
 * getters, the edge calls, the NULL arguments that fail before the driver, and the entries that
 * only pass handles to it.
 */
#include "test_graph.h"

/* -- executable graphs ------------------------------------------------------------------------ */

void cudaGraphInstantiateWithParams_and_twin(void **state)
{
    (void)state;
    cudaGraphInstantiateParams ip = {.flags = cudaGraphInstantiateFlagUpload,
                                     .uploadStream = (cudaStream_t)(uintptr_t)0x4900};
    cudaGraphExec_t x = NULL;
    assert_cuda(cudaSuccess, cudaGraphInstantiateWithParams(&x, GRAPH, &ip));
    assert_ptr_equal(x, EXEC);
    assert_false(rec.ptds);
    assert_ptr_equal(rec.inst, &ip);
    assert_int_equal(rec.inst->flags, cudaGraphInstantiateFlagUpload);
    assert_ptr_equal(rec.inst->hUploadStream, (CUstream)(uintptr_t)0x4900);
    assert_int_equal(ip.result_out, cudaGraphInstantiateSuccess);
    x = NULL;
    assert_cuda(cudaSuccess, cudaGraphInstantiateWithParams_ptsz(&x, GRAPH, &ip));
    assert_true(rec.ptds);
    assert_ptr_equal(x, EXEC);
    /* On failure the result and the failing node are the driver's, the handle untouched. */
    x = (cudaGraphExec_t)0x1;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams(&x, GRAPH, &ip));
    assert_ptr_equal(x, (cudaGraphExec_t)0x1);
    assert_int_equal(ip.result_out, cudaGraphInstantiateInvalidStructure);
    assert_ptr_equal(ip.errNode_out, NODE);
    /* Refused arguments are an instantiation error in the result too. */
    rec.calls = 0;
    ip.result_out = cudaGraphInstantiateSuccess;
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams(NULL, GRAPH, &ip));
    assert_int_equal(ip.result_out, cudaGraphInstantiateError);
    ip.result_out = cudaGraphInstantiateSuccess;
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams(&x, NULL, &ip));
    assert_int_equal(ip.result_out, cudaGraphInstantiateError);
    assert_cuda(cudaErrorInvalidValue, cudaGraphInstantiateWithParams_ptsz(&x, GRAPH, NULL));
    assert_int_equal(rec.calls, 0);
}

void cudaGraphExecUpdate_reports_the_result(void **state)
{
    (void)state;
    cudaGraphExecUpdateResultInfo info;
    memset(&info, 0xee, sizeof info);
    assert_cuda(cudaSuccess, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateSuccess);
    assert_null(info.errorNode);
    rec.result = CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE;
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateErrorTopologyChanged);
    assert_ptr_equal(info.errorNode, NODE);
    assert_ptr_equal(info.errorFromNode, NODE2);
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGetLastError());
    /* A result the runtime has no name for is reported as cudaGraphExecUpdateError. */
    rec.update_result = 42;
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateError);
    rec.update_result = CU_GRAPH_EXEC_UPDATE_ERROR_ATTRIBUTES_CHANGED;
    assert_cuda(cudaErrorGraphExecUpdateFailure, cudaGraphExecUpdate(EXEC, GRAPH, &info));
    assert_int_equal(info.result, cudaGraphExecUpdateErrorAttributesChanged);
    rec.update_result = 0;
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecUpdate(EXEC, GRAPH, NULL));
    assert_int_equal(rec.calls, 0);
}

void cudaGraphConditionalHandleCreate_in_the_current_context(void **state)
{
    (void)state;
    cudaGraphConditionalHandle h = 0;
    assert_cuda(cudaSuccess,
                cudaGraphConditionalHandleCreate(&h, GRAPH, 1, cudaGraphCondAssignDefault));
    assert_int_equal(h, 0x77);
    assert_ptr_equal(rec.graph, GRAPH);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    assert_int_equal(rec.default_value, 1);
    assert_int_equal(rec.flags, cudaGraphCondAssignDefault);
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaGraphConditionalHandleCreate(&h, GRAPH, 0, 0));
    assert_ptr_equal(rec.ctx, fake_primary_context(1));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    h = 5;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate(&h, GRAPH, 0, 0));
    assert_int_equal(h, 5);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate(NULL, GRAPH, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaGraphConditionalHandleCreate(&h, NULL, 0, 0));
    assert_int_equal(rec.calls, 0);
}

void graph_memory_of_a_device(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDeviceGraphMemTrim(1));
    assert_int_equal(rec.dev, BASE + 1);
    cuuint64_t v = 0;
    assert_cuda(cudaSuccess, cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &v));
    assert_int_equal(rec.dev, BASE + 0);
    assert_int_equal(rec.flags, CU_GRAPH_MEM_ATTR_USED_MEM_HIGH);
    assert_int_equal(v, 4096);
    /* An ordinal the runtime does not enumerate goes to the driver as it is (as NVIDIA's). */
    assert_cuda(cudaSuccess, cudaDeviceGraphMemTrim(DEVICES));
    assert_int_equal(rec.dev, DEVICES);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaDeviceGetGraphMemAttribute(0, 0, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceSetGraphMemAttribute(0, 0, NULL));
    assert_int_equal(rec.calls, 0);
}

void user_objects_and_getters_write_on_success_only(void **state)
{
    (void)state;
    cudaUserObject_t o = NULL;
    assert_cuda(cudaSuccess,
                cudaUserObjectCreate(&o, &o, host_fn, 1, cudaUserObjectNoDestructorSync));
    assert_ptr_equal(o, (cudaUserObject_t)(uintptr_t)0x4600);
    assert_int_equal(rec.flags, cudaUserObjectNoDestructorSync);
    o = (cudaUserObject_t)0x1;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaUserObjectCreate(&o, &o, host_fn, 1, 0));
    assert_ptr_equal(o, (cudaUserObject_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaUserObjectCreate(NULL, &o, host_fn, 1, 0));
    cudaEvent_t e = (cudaEvent_t)0x1;
    assert_cuda(cudaErrorInvalidValue, cudaGraphEventRecordNodeGetEvent((cudaGraphNode_t)NODE, &e));
    assert_ptr_equal(e, (cudaEvent_t)0x1);
    rec.result = CUDA_SUCCESS;
    rec.event_out = (CUevent)(uintptr_t)0x4a00;
    assert_cuda(cudaSuccess, cudaGraphEventRecordNodeGetEvent((cudaGraphNode_t)NODE, &e));
    assert_ptr_equal(e, (cudaEvent_t)(uintptr_t)0x4a00);
}

/* The NULL arguments the runtime itself would read or write. */
/* The edge calls hand everything to the driver, NULL graphs and nodes included (as NVIDIA's). */
void edge_calls_leave_checks_to_the_driver(void **state)
{
    (void)state;
    cudaGraphNode_t n = NODE;
    size_t count = 0;
    fake_fail_next("cuGraphRemoveDependencies", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphRemoveDependencies(NULL, &n, &n, NULL, 1));
    fake_fail_next("cuGraphGetEdges", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetEdges(NULL, NULL, NULL, NULL, &count));
    fake_fail_next("cuGraphNodeGetDependencies", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetDependencies(n, NULL, NULL, NULL));
    assert_calls("cuGraphRemoveDependencies", 1);
    assert_calls("cuGraphGetEdges", 1);
    assert_calls("cuGraphNodeGetDependencies", 1);
}

void null_arguments_fail_before_the_driver(void **state)
{
    (void)state;
    cudaGraphNode_t n = NODE;
    cudaGraph_t g = GRAPH;
    size_t count = 0;
    unsigned enabled = 0;
    unsigned long long flags = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphHostNodeGetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphHostNodeSetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecHostNodeSetParams(EXEC, n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphChildGraphNodeGetGraph(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphChildGraphNodeGetGraph(NULL, &g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphEventWaitNodeGetEvent(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExternalSemaphoresSignalNodeGetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExternalSemaphoresWaitNodeSetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphExecExternalSemaphoresSignalNodeSetParams(EXEC, n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemAllocNodeGetParams(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetAttribute(n, 1, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeSetAttribute(n, 1, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetRootNodes(g, NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphGetRootNodes(NULL, NULL, &count));
    assert_cuda(cudaErrorInvalidValue, cudaGraphClone(NULL, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphClone(&g, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeFindInClone(NULL, n, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeFindInClone(&n, NULL, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphDestroyNode(NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetEnabled(EXEC, n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecGetFlags(EXEC, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddChildGraphNode(NULL, g, NULL, 0, g));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddEventRecordNode(&n, NULL, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddEventWaitNode(&n, g, NULL, 3, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemFreeNode(NULL, g, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphAddExternalSemaphoresSignalNode(&n, g, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphAddExternalSemaphoresWaitNode(&n, g, NULL, 0, NULL));
    assert_no_driver_call();
    assert_int_equal(rec.calls, 0);
    assert_ptr_equal(n, NODE);
    assert_ptr_equal(g, GRAPH);
    assert_int_equal(count, 0);
    assert_int_equal(enabled, 0);
    assert_int_equal(flags, 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* Entries that only pass handles reach the driver (its generic fake logs them) and report what
 * it says. */
void handle_calls_reach_the_driver(void **state)
{
    (void)state;
    cudaGraphNode_t n = NODE;
    unsigned enabled = 7;
    unsigned long long flags = 9;
    assert_cuda(cudaSuccess, cudaGraphNodeSetEnabled(EXEC, n, 0));
    assert_calls("cuGraphNodeSetEnabled", 1);
    fake_fail_next("cuGraphNodeGetEnabled", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphNodeGetEnabled(EXEC, n, &enabled));
    assert_int_equal(enabled, 7);
    assert_cuda(cudaSuccess, cudaGraphNodeGetEnabled(EXEC, n, &enabled));
    fake_fail_next("cuGraphExecGetFlags", CUDA_ERROR_INVALID_HANDLE);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphExecGetFlags(EXEC, &flags));
    assert_int_equal(flags, 9);
    assert_cuda(cudaSuccess, cudaGraphKernelNodeCopyAttributes(n, NODE2));
    assert_cuda(cudaSuccess, cudaGraphRetainUserObject(GRAPH, NULL, 1, 0));
    assert_cuda(cudaSuccess, cudaGraphReleaseUserObject(GRAPH, NULL, 1));
    assert_cuda(cudaSuccess, cudaUserObjectRetain(NULL, 2));
    assert_cuda(cudaSuccess, cudaUserObjectRelease(NULL, 2));
    assert_cuda(cudaSuccess, cudaGraphExecChildGraphNodeSetParams(EXEC, n, GRAPH));
    cudaEvent_t ev = (cudaEvent_t)0x7e;
    assert_cuda(cudaSuccess, cudaGraphExecEventRecordNodeSetEvent(EXEC, n, ev));
    assert_cuda(cudaSuccess, cudaGraphExecEventWaitNodeSetEvent(EXEC, n, ev));
    assert_cuda(cudaSuccess, cudaGraphEventWaitNodeSetEvent(n, ev));
    /* A NULL event is refused first, as NVIDIA's runtime does. */
    assert_cuda(cudaErrorInvalidValue, cudaGraphEventWaitNodeSetEvent(n, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphExecEventRecordNodeSetEvent(EXEC, n, NULL));
    assert_cuda(cudaSuccess, cudaGraphDestroyNode(n));
    cudaGraphNode_t from = NODE, to = NODE2;
    assert_cuda(cudaSuccess, cudaGraphRemoveDependencies(GRAPH, &from, &to, NULL, 1));
    for (const char *const *e =
             (const char *const[]){
                 "cuGraphKernelNodeCopyAttributes", "cuGraphRetainUserObject",
                 "cuGraphReleaseUserObject", "cuUserObjectRetain", "cuUserObjectRelease",
                 "cuGraphExecChildGraphNodeSetParams", "cuGraphExecEventRecordNodeSetEvent",
                 "cuGraphExecEventWaitNodeSetEvent", "cuGraphEventWaitNodeSetEvent",
                 "cuGraphDestroyNode", "cuGraphRemoveDependencies", NULL};
         *e != NULL; e++)
        assert_calls(*e, 1);
    fake_fail_next("cuGraphDestroyNode", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaGraphDestroyNode(n));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}
