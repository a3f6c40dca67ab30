/*
 * Kernel nodes of test_graph: a node names the kernel of the registered host stub in the current
 * context, reads back as the stub, and its parameters are checked before any driver call; the
 * setters of the node and of an executable graph translate the same way.
 */
#include "test_graph.h"

/* -- kernel nodes ----------------------------------------------------------------------------- */

static struct cudaKernelNodeParams kernel_params(void *func, void **args)
{
    struct cudaKernelNodeParams p = {
        .func = func,
        .gridDim = {2, 3, 4},
        .blockDim = {32, 2, 1},
        .sharedMemBytes = 128,
        .kernelParams = args,
    };
    return p;
}

void cudaGraphAddKernelNode_names_the_stubs_kernel(void **state)
{
    (void)state;
    void *args[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, args);
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_string_equal(rec.last, "cuGraphAddKernelNode");
    assert_ptr_equal(node, NODE);
    assert_ptr_equal(rec.graph, GRAPH);
    assert_null(rec.kernel.func);
    assert_ptr_equal(rec.kernel.kern, kernel_k());
    assert_ptr_equal(rec.kernel.ctx, fake_primary_context(0));
    assert_int_equal(rec.kernel.gridDimX, 2);
    assert_int_equal(rec.kernel.gridDimY, 3);
    assert_int_equal(rec.kernel.gridDimZ, 4);
    assert_int_equal(rec.kernel.blockDimX, 32);
    assert_int_equal(rec.kernel.blockDimY, 2);
    assert_int_equal(rec.kernel.blockDimZ, 1);
    assert_int_equal(rec.kernel.sharedMemBytes, 128);
    assert_ptr_equal(rec.kernel.kernelParams, args);
    assert_null(rec.kernel.extra);
    /* A kernel handle is taken as it is (a pointer that is no registered stub). */
    CUkernel other = fake_kernel_handle(lib, "kernel_other");
    p.func = (void *)other;
    assert_cuda(cudaSuccess, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_ptr_equal(rec.kernel.kern, other);
    /* A pointer that is no kernel either: the driver's invalid handle, before any node. */
    rec.calls = 0;
    p.func = (void *)(uintptr_t)0x7100;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidResourceHandle,
                cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_int_equal(rec.calls, 0);
}

void cudaGraphAddKernelNode_bad_arguments(void **state)
{
    (void)state;
    void *args[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, args);
    cudaGraphNode_t node = (cudaGraphNode_t)0x1, dep = NODE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(NULL, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, NULL, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, GRAPH, NULL, 1, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, GRAPH, &dep, 1, NULL));
    p.func = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.calls, 0);
    assert_ptr_equal(node, (cudaGraphNode_t)0x1);
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
    /* A driver failure: mapped, recorded, nothing written. */
    p.func = &stub_k;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddKernelNode(&node, GRAPH, &dep, 1, &p));
    assert_ptr_equal(node, (cudaGraphNode_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void cudaGraphKernelNodeGetParams_gives_the_stub_back(void **state)
{
    (void)state;
    void *args[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, args);
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddKernelNode(&node, GRAPH, NULL, 0, &p));
    /* The driver reports the node's kernel. */
    rec.kernel_out = rec.kernel;
    struct cudaKernelNodeParams out;
    memset(&out, 0xee, sizeof out);
    assert_cuda(cudaSuccess, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(rec.node, NODE);
    assert_ptr_equal(out.func, &stub_k);
    assert_int_equal(out.gridDim.x, 2);
    assert_int_equal(out.gridDim.y, 3);
    assert_int_equal(out.gridDim.z, 4);
    assert_int_equal(out.blockDim.x, 32);
    assert_int_equal(out.blockDim.y, 2);
    assert_int_equal(out.blockDim.z, 1);
    assert_int_equal(out.sharedMemBytes, 128);
    assert_ptr_equal(out.kernelParams, args);
    assert_null(out.extra);
    /* A kernel no stub named: its handle. A function the driver reports alone: that. */
    rec.kernel_out.kern = (CUkernel)(uintptr_t)0x7200;
    assert_cuda(cudaSuccess, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(out.func, (void *)(uintptr_t)0x7200);
    rec.kernel_out.kern = NULL;
    rec.kernel_out.func = (CUfunction)(uintptr_t)0x7300;
    assert_cuda(cudaSuccess, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(out.func, (void *)(uintptr_t)0x7300);
    /* A failure writes nothing. */
    memset(&out, 0xee, sizeof out);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetParams(node, &out));
    assert_ptr_equal(out.kernelParams, (void **)(uintptr_t)0xeeeeeeeeeeeeeeeeULL);
    rec.result = CUDA_SUCCESS;
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetParams(node, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeGetParams(NULL, &out));
    assert_int_equal(rec.calls, 0);
}

void cudaGraphKernelNodeSetParams_and_exec_translate(void **state)
{
    (void)state;
    void *extra[1] = {NULL};
    struct cudaKernelNodeParams p = kernel_params(&stub_k, NULL);
    p.extra = extra;
    assert_cuda(cudaSuccess, cudaGraphKernelNodeSetParams((cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphKernelNodeSetParams");
    assert_ptr_equal(rec.node, NODE);
    assert_ptr_equal(rec.kernel.kern, kernel_k());
    assert_ptr_equal(rec.kernel.ctx, fake_primary_context(0));
    assert_ptr_equal(rec.kernel.extra, extra);
    assert_null(rec.kernel.kernelParams);
    memset(&rec.kernel, 0, sizeof rec.kernel);
    assert_cuda(cudaSuccess, cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphExecKernelNodeSetParams");
    assert_ptr_equal(rec.exec, EXEC);
    assert_ptr_equal(rec.kernel.kern, kernel_k());
    assert_int_equal(rec.kernel.gridDimZ, 4);
    /* On device 1 the kernel node belongs to device 1's context. */
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_ptr_equal(rec.kernel.ctx, fake_primary_context(1));
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphKernelNodeSetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, NULL));
    p.func = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaGraphExecKernelNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_int_equal(rec.calls, 0);
}
