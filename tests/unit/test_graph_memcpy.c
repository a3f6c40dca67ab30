/*
 * Memcpy nodes of test_graph: 3D copies become CUDA_MEMCPY3D (kinds as memory types, pitched
 * pointers, arrays with positions and extents scaled by their element size) and read back the same
 * way; the setters check the copy before the node; 1D and symbol copies.
 */
#include "test_graph.h"

/* -- memcpy nodes ----------------------------------------------------------------------------- */

struct cudaMemcpy3DParms pointers(void *dst, void *src, enum cudaMemcpyKind kind)
{
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = (struct cudaPitchedPtr){src, 512, 100, 16};
    p.srcPos = (struct cudaPos){3, 4, 5};
    p.dstPtr = (struct cudaPitchedPtr){dst, 1024, 200, 32};
    p.dstPos = (struct cudaPos){6, 7, 8};
    p.extent = (struct cudaExtent){100, 10, 2};
    p.kind = kind;
    return p;
}

void cudaGraphAddMemcpyNode_translates_pointers(void **state)
{
    (void)state;
    char host[8];
    void *dev = (void *)(uintptr_t)0x900000;
    struct cudaMemcpy3DParms p = pointers(dev, host, cudaMemcpyHostToDevice);
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_ptr_equal(node, NODE);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    const CUDA_MEMCPY3D *c = &rec.copy;
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_ptr_equal(c->srcHost, host);
    assert_int_equal(c->srcDevice, 0);
    assert_int_equal(c->srcPitch, 512);
    assert_int_equal(c->srcHeight, 16);
    assert_int_equal(c->srcXInBytes, 3);
    assert_int_equal(c->srcY, 4);
    assert_int_equal(c->srcZ, 5);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(c->dstDevice, 0x900000);
    assert_null(c->dstHost);
    assert_int_equal(c->dstPitch, 1024);
    assert_int_equal(c->dstHeight, 32);
    assert_int_equal(c->dstXInBytes, 6);
    assert_int_equal(c->dstY, 7);
    assert_int_equal(c->dstZ, 8);
    assert_int_equal(c->WidthInBytes, 100);
    assert_int_equal(c->Height, 10);
    assert_int_equal(c->Depth, 2);
    assert_null(c->srcArray);
    assert_null(c->dstArray);
    /* Each kind names the memory of each side; the default copy is unified on both. */
    static const struct {
        enum cudaMemcpyKind kind;
        CUmemorytype src, dst;
    } kinds[] = {
        {cudaMemcpyHostToHost, CU_MEMORYTYPE_HOST, CU_MEMORYTYPE_HOST},
        {cudaMemcpyDeviceToHost, CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_HOST},
        {cudaMemcpyDeviceToDevice, CU_MEMORYTYPE_DEVICE, CU_MEMORYTYPE_DEVICE},
        {cudaMemcpyDefault, CU_MEMORYTYPE_UNIFIED, CU_MEMORYTYPE_UNIFIED},
    };
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        p = pointers(dev, host, kinds[i].kind);
        assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
        assert_int_equal(rec.copy.srcMemoryType, kinds[i].src);
        assert_int_equal(rec.copy.dstMemoryType, kinds[i].dst);
        if (kinds[i].dst == CU_MEMORYTYPE_HOST)
            assert_ptr_equal(rec.copy.dstHost, dev);
        else
            assert_int_equal(rec.copy.dstDevice, 0x900000);
        if (kinds[i].src == CU_MEMORYTYPE_HOST)
            assert_ptr_equal(rec.copy.srcHost, host);
        else
            assert_int_equal(rec.copy.srcDevice, (CUdeviceptr)(uintptr_t)host);
    }
}

void cudaGraphAddMemcpyNode_translates_arrays(void **state)
{
    (void)state;
    void *dev = (void *)(uintptr_t)0x900000;
    const struct cudaPitchedPtr none = {NULL, 0, 0, 0};
    struct cudaMemcpy3DParms p = pointers(dev, NULL, cudaMemcpyDeviceToDevice);
    p.srcPtr = none;
    p.srcArray = (cudaArray_t)ARRAY(0); /* float4: 16-byte elements */
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    const CUDA_MEMCPY3D *c = &rec.copy;
    assert_int_equal(c->srcMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_ptr_equal(c->srcArray, ARRAY(0));
    assert_int_equal(c->srcXInBytes, 3 * 16);
    assert_int_equal(c->srcY, 4);
    assert_int_equal(c->srcZ, 5);
    assert_int_equal(c->srcPitch, 0);
    assert_int_equal(c->dstMemoryType, CU_MEMORYTYPE_DEVICE);
    /* The pointer side keeps byte positions; the extent is in the array's elements. */
    assert_int_equal(c->dstXInBytes, 6);
    assert_int_equal(c->WidthInBytes, 100 * 16);
    assert_int_equal(c->Height, 10);
    /* A destination array is device memory whatever the kind says. */
    p = pointers(NULL, dev, cudaMemcpyDeviceToHost);
    p.dstPtr = none;
    p.dstArray = (cudaArray_t)ARRAY(1); /* 2-byte elements */
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_ARRAY);
    assert_int_equal(rec.copy.dstXInBytes, 6 * 2);
    assert_int_equal(rec.copy.WidthInBytes, 100 * 2);
    /* Array to array: alike elements only. */
    p.srcPtr = none;
    p.srcArray = (cudaArray_t)ARRAY(1);
    p.kind = cudaMemcpyDeviceToDevice;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_int_equal(rec.copy.srcXInBytes, 3 * 2);
    /* From here on, nothing reaches cuGraphAddMemcpyNode. */
    rec.last = NULL;
    p.dstArray = (cudaArray_t)ARRAY(0);
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_string_equal(rec.last, "cuArray3DGetDescriptor");
    /* A source array the kind puts in host memory. */
    p.dstArray = (cudaArray_t)ARRAY(1);
    p.kind = cudaMemcpyHostToDevice;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* An array and a pointer on one side, or neither. */
    p.kind = cudaMemcpyDeviceToDevice;
    p.dstPtr.ptr = dev;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.dstPtr.ptr = NULL;
    p.dstArray = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* An array the driver does not know; an array of a format copies do not support. */
    p.dstArray = (cudaArray_t)(uintptr_t)0x9999;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    rec.arrays[1].Format = CU_AD_FORMAT_BC1_UNORM;
    p.dstArray = (cudaArray_t)ARRAY(1);
    assert_cuda(cudaErrorNotSupported, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* Pitches: a row of the extent with more than one row, its rows with more than one slice. */
    p = pointers(dev, dev, cudaMemcpyDeviceToDevice);
    p.srcPtr.pitch = 99;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.srcPtr.pitch = 512;
    p.dstPtr.ysize = 9;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.extent.depth = 1;
    p.dstPtr.pitch = 0;
    p.extent.height = 1;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    rec.last = NULL;
    /* A kind that is none. An empty extent comes before it, the sides after it (as NVIDIA's
     * runtime checks memcpy nodes, unlike cudaMemcpy3D). */
    p = pointers(dev, dev, (enum cudaMemcpyKind)7);
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.srcPtr = none;
    p.dstPtr = none;
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p.kind = cudaMemcpyDeviceToDevice;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p = pointers(dev, dev, (enum cudaMemcpyKind)7);
    p.extent.height = 0;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    /* The source is checked whole (pointer, pitch) before the destination. */
    p = pointers(NULL, dev, cudaMemcpyHostToDevice);
    p.srcPtr.pitch = 8;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    p = pointers(dev, NULL, cudaMemcpyHostToDevice);
    p.srcPtr.pitch = 8;
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphAddMemcpyNode(&node, GRAPH, NULL, 0, NULL));
    assert_null(rec.last);
}

void cudaGraphMemcpyNodeGetParams_translates_back(void **state)
{
    (void)state;
    CUDA_MEMCPY3D *c = &rec.copy_out;
    c->srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c->srcArray = ARRAY(0);
    c->srcXInBytes = 2 * 16;
    c->srcY = 1;
    c->srcZ = 2;
    c->dstMemoryType = CU_MEMORYTYPE_HOST;
    c->dstHost = (void *)(uintptr_t)0x5000;
    c->dstPitch = 256;
    c->dstHeight = 8;
    c->dstXInBytes = 5;
    c->WidthInBytes = 4 * 16;
    c->Height = 3;
    c->Depth = 1;
    struct cudaMemcpy3DParms p;
    memset(&p, 0xee, sizeof p);
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_ptr_equal(rec.node, NODE);
    assert_ptr_equal(p.srcArray, ARRAY(0));
    assert_int_equal(p.srcPos.x, 2);
    assert_int_equal(p.srcPos.y, 1);
    assert_int_equal(p.srcPos.z, 2);
    assert_null(p.srcPtr.ptr);
    assert_null(p.dstArray);
    assert_ptr_equal(p.dstPtr.ptr, (void *)(uintptr_t)0x5000);
    assert_int_equal(p.dstPtr.pitch, 256);
    assert_int_equal(p.dstPtr.ysize, 8);
    assert_int_equal(p.dstPos.x, 5);
    assert_int_equal(p.extent.width, 4);
    assert_int_equal(p.extent.height, 3);
    assert_int_equal(p.extent.depth, 1);
    assert_int_equal(p.kind, cudaMemcpyDeviceToHost);
    /* Kinds from the memory types. */
    memset(c, 0, sizeof *c);
    c->srcMemoryType = CU_MEMORYTYPE_HOST;
    c->dstMemoryType = CU_MEMORYTYPE_DEVICE;
    c->dstDevice = 0x900000;
    c->WidthInBytes = 64;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyHostToDevice);
    assert_ptr_equal(p.dstPtr.ptr, (void *)(uintptr_t)0x900000);
    assert_int_equal(p.extent.width, 64);
    c->srcMemoryType = CU_MEMORYTYPE_DEVICE;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyDeviceToDevice);
    c->dstMemoryType = CU_MEMORYTYPE_HOST;
    c->srcMemoryType = CU_MEMORYTYPE_HOST;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyHostToHost);
    c->dstMemoryType = CU_MEMORYTYPE_UNIFIED;
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.kind, cudaMemcpyDefault);
    /* A failure writes nothing. */
    memset(&p, 0xee, sizeof p);
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeGetParams((cudaGraphNode_t)NODE, &p));
    assert_int_equal(p.extent.depth, (size_t)0xeeeeeeeeeeeeeeeeULL);
}

/* The copy is checked before the node, as NVIDIA's (hip-tests' NULL-node cases, gpu_graph2). */
void cudaGraphMemcpyNodeSetParams_copy_before_node(void **state)
{
    (void)state;
    char host[8];
    void *dev = (void *)(uintptr_t)0x900000;
    struct cudaMemcpy3DParms p = pointers(dev, host, cudaMemcpyHostToDevice);
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams(NULL, &p));
    p.dstPtr.pitch = p.extent.width - 1;
    assert_cuda(cudaErrorInvalidPitchValue, cudaGraphMemcpyNodeSetParams(NULL, &p));
    assert_cuda(cudaErrorInvalidPitchValue, cudaGetLastError());
    p = pointers(dev, host, (enum cudaMemcpyKind) - 1);
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGraphMemcpyNodeSetParams(NULL, &p));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams(NULL, NULL));
    cudaGetLastError();
}

void cudaGraphMemcpyNodeSetParams_variants(void **state)
{
    (void)state;
    char host[8];
    void *dev = (void *)(uintptr_t)0x900000;
    struct cudaMemcpy3DParms p = pointers(host, dev, cudaMemcpyDeviceToHost);
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeSetParams((cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphMemcpyNodeSetParams");
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_ptr_equal(rec.copy.dstHost, host);
    assert_cuda(cudaSuccess, cudaGraphExecMemcpyNodeSetParams(EXEC, (cudaGraphNode_t)NODE, &p));
    assert_string_equal(rec.last, "cuGraphExecMemcpyNodeSetParams");
    assert_ptr_equal(rec.exec, EXEC);
    assert_ptr_equal(rec.ctx, fake_primary_context(0));
    /* 1D copies: one row of `count` bytes. */
    assert_cuda(cudaSuccess, cudaGraphMemcpyNodeSetParams1D((cudaGraphNode_t)NODE, dev, host, 300,
                                                            cudaMemcpyHostToDevice));
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_HOST);
    assert_ptr_equal(rec.copy.srcHost, host);
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copy.dstDevice, 0x900000);
    assert_int_equal(rec.copy.WidthInBytes, 300);
    assert_int_equal(rec.copy.Height, 1);
    assert_int_equal(rec.copy.Depth, 1);
    assert_cuda(cudaSuccess, cudaGraphExecMemcpyNodeSetParams1D(EXEC, (cudaGraphNode_t)NODE, dev,
                                                                dev, 40, cudaMemcpyDefault));
    assert_string_equal(rec.last, "cuGraphExecMemcpyNodeSetParams");
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_UNIFIED);
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_UNIFIED);
    assert_int_equal(rec.copy.WidthInBytes, 40);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphMemcpyNodeSetParams1D((cudaGraphNode_t)NODE, dev, host, 1,
                                               (enum cudaMemcpyKind)5));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphExecMemcpyNodeSetParams1D(EXEC, (cudaGraphNode_t)NODE, dev, host, 1,
                                                   (enum cudaMemcpyKind) - 1));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams((cudaGraphNode_t)NODE, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGraphMemcpyNodeSetParams(NULL, &p));
    assert_int_equal(rec.calls, 0);
}

void memcpy_nodes_of_symbols(void **state)
{
    (void)state;
    char host[16];
    CUdeviceptr var = fake_global_address(lib, "var_g");
    cudaGraphNode_t node = NULL;
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNodeToSymbol(&node, GRAPH, NULL, 0, var_g, host, 16,
                                                            32, cudaMemcpyHostToDevice));
    assert_string_equal(rec.last, "cuGraphAddMemcpyNode");
    assert_int_equal(rec.copy.dstMemoryType, CU_MEMORYTYPE_DEVICE);
    assert_int_equal(rec.copy.dstDevice, var + 32);
    assert_ptr_equal(rec.copy.srcHost, host);
    assert_int_equal(rec.copy.WidthInBytes, 16);
    assert_cuda(cudaSuccess, cudaGraphAddMemcpyNodeFromSymbol(&node, GRAPH, NULL, 0, host, var_g, 8,
                                                              0, cudaMemcpyDefault));
    assert_int_equal(rec.copy.srcMemoryType, CU_MEMORYTYPE_UNIFIED);
    assert_int_equal(rec.copy.srcDevice, var);
    assert_int_equal(rec.copy.dstDevice, (CUdeviceptr)(uintptr_t)host);
    assert_cuda(cudaSuccess,
                cudaGraphMemcpyNodeSetParamsToSymbol((cudaGraphNode_t)NODE, var_g, host, 4, 252,
                                                     cudaMemcpyHostToDevice));
    assert_string_equal(rec.last, "cuGraphMemcpyNodeSetParams");
    assert_int_equal(rec.copy.dstDevice, var + 252);
    assert_cuda(cudaSuccess,
                cudaGraphExecMemcpyNodeSetParamsFromSymbol(EXEC, (cudaGraphNode_t)NODE, host, var_g,
                                                           256, 0, cudaMemcpyDeviceToHost));
    assert_string_equal(rec.last, "cuGraphExecMemcpyNodeSetParams");
    assert_int_equal(rec.copy.srcDevice, var);
    assert_ptr_equal(rec.copy.dstHost, host);
    assert_int_equal(rec.copy.WidthInBytes, 256);
    rec.calls = 0;
    /* Past the variable's end, a kind in the wrong direction, an unknown symbol. */
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphAddMemcpyNodeToSymbol(&node, GRAPH, NULL, 0, var_g, host, 8, 252,
                                               cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidValue,
                cudaGraphMemcpyNodeSetParamsFromSymbol((cudaGraphNode_t)NODE, host, var_g, 1,
                                                       (size_t)-1, cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphAddMemcpyNodeToSymbol(&node, GRAPH, NULL, 0, var_g, host, 8, 0,
                                               cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaGraphExecMemcpyNodeSetParamsFromSymbol(EXEC, (cudaGraphNode_t)NODE, host, var_g,
                                                           8, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidSymbol,
                cudaGraphAddMemcpyNodeFromSymbol(&node, GRAPH, NULL, 0, host, host, 8, 0,
                                                 cudaMemcpyDeviceToHost));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaErrorInvalidSymbol, cudaGetLastError());
}
