/*
 * Node parameters: the runtime's structures translated into the driver's and back. Most node
 * kinds share the driver's layout (asserted below) and pass through; kernels (host stubs),
 * copies (kinds, arrays, pitched pointers, symbols), memory allocations (device ordinals) and
 * the contexts the driver's parameters carry are what the runtime adds.
 */
#include "graph_internal.h"

#include "../memory/copy_side.h"
#include "../memory/memory_internal.h"
#include "../runtime/exec_ctx.h"
#include "layout.h"

#include <stdlib.h>
#include <string.h>

/* -- layouts the translation relies on -------------------------------------------------------- */

/* The second kernel parameter structure of each side is the first one again. */
_Static_assert(sizeof(struct cudaKernelNodeParamsV2) == sizeof(struct cudaKernelNodeParams),
               "cudaKernelNodeParamsV2");
SAME_FIELD(struct cudaKernelNodeParamsV2, struct cudaKernelNodeParams, gridDim);
SAME_FIELD(struct cudaKernelNodeParamsV2, struct cudaKernelNodeParams, sharedMemBytes);
SAME_FIELD(struct cudaKernelNodeParamsV2, struct cudaKernelNodeParams, extra);
_Static_assert(sizeof(CUDA_KERNEL_NODE_PARAMS_v3) == sizeof(CUDA_KERNEL_NODE_PARAMS_v2),
               "CUDA_KERNEL_NODE_PARAMS_v3");
SAME_FIELD(CUDA_KERNEL_NODE_PARAMS_v3, CUDA_KERNEL_NODE_PARAMS_v2, kern);
SAME_FIELD(CUDA_KERNEL_NODE_PARAMS_v3, CUDA_KERNEL_NODE_PARAMS_v2, ctx);

_Static_assert(sizeof(struct cudaMemAllocNodeParamsV2) == sizeof(struct cudaMemAllocNodeParams),
               "cudaMemAllocNodeParamsV2");
SAME_FIELD(struct cudaMemAllocNodeParamsV2, struct cudaMemAllocNodeParams, dptr);
_Static_assert(sizeof(CUDA_MEM_ALLOC_NODE_PARAMS_v2) == sizeof(CUDA_MEM_ALLOC_NODE_PARAMS_v1),
               "CUDA_MEM_ALLOC_NODE_PARAMS_v2");
SAME_FIELD(CUDA_MEM_ALLOC_NODE_PARAMS_v2, CUDA_MEM_ALLOC_NODE_PARAMS_v1, dptr);
SAME_FIELD(struct cudaMemAllocNodeParams, CUDA_MEM_ALLOC_NODE_PARAMS_v2, poolProps);
SAME_FIELD(struct cudaMemAllocNodeParams, CUDA_MEM_ALLOC_NODE_PARAMS_v2, accessDescs);
SAME_FIELD(struct cudaMemAllocNodeParams, CUDA_MEM_ALLOC_NODE_PARAMS_v2, accessDescCount);
SAME_FIELD(struct cudaMemAllocNodeParams, CUDA_MEM_ALLOC_NODE_PARAMS_v2, bytesize);
SAME_FIELD(struct cudaMemAllocNodeParams, CUDA_MEM_ALLOC_NODE_PARAMS_v2, dptr);
_Static_assert(sizeof(struct cudaMemPoolProps) == sizeof(CUmemPoolProps), "cudaMemPoolProps");
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, location);
SAME_FIELD(struct cudaMemPoolProps, CUmemPoolProps, reserved);
_Static_assert(sizeof(struct cudaMemAccessDesc) == sizeof(CUmemAccessDesc), "cudaMemAccessDesc");
SAME_FIELD(struct cudaMemAccessDesc, CUmemAccessDesc, location);
SAME_FIELD(struct cudaMemAccessDesc, CUmemAccessDesc, flags);
SAME_FIELD(struct cudaMemLocation, CUmemLocation, id);
SAME_VALUE(cudaMemLocationTypeDevice, CU_MEM_LOCATION_TYPE_DEVICE);

/* Kinds of node whose parameters are the driver's, field for field. */
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, type);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, reserved0);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, reserved2);
_Static_assert(sizeof(struct cudaGraphNodeParams) == sizeof(CUgraphNodeParams),
               "cudaGraphNodeParams");
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, host);
SAME_FIELD(struct cudaHostNodeParamsV2, CUDA_HOST_NODE_PARAMS_v2, fn);
SAME_FIELD(struct cudaHostNodeParamsV2, CUDA_HOST_NODE_PARAMS_v2, userData);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, graph);
SAME_FIELD(struct cudaChildGraphNodeParams, CUDA_CHILD_GRAPH_NODE_PARAMS, graph);
SAME_FIELD(struct cudaChildGraphNodeParams, CUDA_CHILD_GRAPH_NODE_PARAMS, ownership);
SAME_VALUE(cudaGraphChildGraphOwnershipClone, CU_GRAPH_CHILD_GRAPH_OWNERSHIP_CLONE);
SAME_VALUE(cudaGraphChildGraphOwnershipMove, CU_GRAPH_CHILD_GRAPH_OWNERSHIP_MOVE);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, eventWait);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, eventRecord);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, extSemSignal);
SAME_FIELD(struct cudaExternalSemaphoreSignalNodeParamsV2, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2,
           extSemArray);
SAME_FIELD(struct cudaExternalSemaphoreSignalNodeParamsV2, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2,
           paramsArray);
SAME_FIELD(struct cudaExternalSemaphoreSignalNodeParamsV2, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2,
           numExtSems);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, extSemWait);
SAME_FIELD(struct cudaExternalSemaphoreWaitNodeParamsV2, CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2,
           extSemArray);
SAME_FIELD(struct cudaExternalSemaphoreWaitNodeParamsV2, CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2,
           paramsArray);
SAME_FIELD(struct cudaExternalSemaphoreWaitNodeParamsV2, CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2,
           numExtSems);
SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, free);
SAME_FIELD(struct cudaMemFreeNodeParams, CUDA_MEM_FREE_NODE_PARAMS, dptr);
SAME_FIELD(struct cudaConditionalNodeParams, CUDA_CONDITIONAL_NODE_PARAMS, handle);
SAME_FIELD(struct cudaConditionalNodeParams, CUDA_CONDITIONAL_NODE_PARAMS, type);
SAME_FIELD(struct cudaConditionalNodeParams, CUDA_CONDITIONAL_NODE_PARAMS, size);
SAME_FIELD(struct cudaConditionalNodeParams, CUDA_CONDITIONAL_NODE_PARAMS, phGraph_out);
SAME_VALUE(cudaGraphCondTypeIf, CU_GRAPH_COND_TYPE_IF);
SAME_VALUE(cudaGraphCondTypeWhile, CU_GRAPH_COND_TYPE_WHILE);
SAME_VALUE(cudaGraphCondTypeSwitch, CU_GRAPH_COND_TYPE_SWITCH);
SAME_FIELD(struct cudaMemsetParamsV2, CUDA_MEMSET_NODE_PARAMS_v2, height);

SAME_VALUE(cudaGraphNodeTypeKernel, CU_GRAPH_NODE_TYPE_KERNEL);
SAME_VALUE(cudaGraphNodeTypeMemcpy, CU_GRAPH_NODE_TYPE_MEMCPY);
SAME_VALUE(cudaGraphNodeTypeMemset, CU_GRAPH_NODE_TYPE_MEMSET);
SAME_VALUE(cudaGraphNodeTypeHost, CU_GRAPH_NODE_TYPE_HOST);
SAME_VALUE(cudaGraphNodeTypeGraph, CU_GRAPH_NODE_TYPE_GRAPH);
SAME_VALUE(cudaGraphNodeTypeEmpty, CU_GRAPH_NODE_TYPE_EMPTY);
SAME_VALUE(cudaGraphNodeTypeWaitEvent, CU_GRAPH_NODE_TYPE_WAIT_EVENT);
SAME_VALUE(cudaGraphNodeTypeEventRecord, CU_GRAPH_NODE_TYPE_EVENT_RECORD);
SAME_VALUE(cudaGraphNodeTypeExtSemaphoreSignal, CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL);
SAME_VALUE(cudaGraphNodeTypeExtSemaphoreWait, CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT);
SAME_VALUE(cudaGraphNodeTypeMemAlloc, CU_GRAPH_NODE_TYPE_MEM_ALLOC);
SAME_VALUE(cudaGraphNodeTypeMemFree, CU_GRAPH_NODE_TYPE_MEM_FREE);
SAME_VALUE(cudaGraphNodeTypeConditional, CU_GRAPH_NODE_TYPE_CONDITIONAL);

/* -- host stubs of kernels -------------------------------------------------------------------- */

/* Reading a kernel node's parameters back gives the host stub the node was made with, as
 * NVIDIA's runtime does, while the driver knows only the kernel: the registry names the stub of
 * every kernel it resolved (nodes made from stubs, kernels captured from <<<>>>). */
static const void *stub_of(CUkernel k)
{
    return ocr_stub_for_kernel(k);
}

/* -- kernel nodes ----------------------------------------------------------------------------- */

cudaError_t ocr_graph_kernel_to_cu(const struct cudaKernelNodeParams *in,
                                   CUDA_KERNEL_NODE_PARAMS_v2 *out)
{
    CUkernel k = NULL;
    cudaError_t err = ocr_kernel_for(in->func, &k);
    if (err != cudaSuccess)
        return err;
    /* A pointer that is no kernel is the driver's invalid handle, as NVIDIA's runtime reports
     * it (the node parameters' `kern` would make it an invalid value): the kernel's function in
     * the current context is looked up first. */
    CUfunction f = NULL;
    err = ocr_cu(DRV.cuKernelGetFunction(&f, k));
    if (err != cudaSuccess)
        return err;
    *out = (CUDA_KERNEL_NODE_PARAMS_v2){
        .func = NULL,
        .gridDimX = in->gridDim.x,
        .gridDimY = in->gridDim.y,
        .gridDimZ = in->gridDim.z,
        .blockDimX = in->blockDim.x,
        .blockDimY = in->blockDim.y,
        .blockDimZ = in->blockDim.z,
        .sharedMemBytes = in->sharedMemBytes,
        .kernelParams = in->kernelParams,
        .extra = in->extra,
        .kern = k,
        .ctx = ocr_graph_ctx(),
    };
    return cudaSuccess;
}

void ocr_graph_kernel_from_cu(const CUDA_KERNEL_NODE_PARAMS_v2 *in,
                              struct cudaKernelNodeParams *out)
{
    CUkernel k = in->kern != NULL ? in->kern : (CUkernel)in->func;
    const void *stub = stub_of(k);
    memset(out, 0, sizeof *out);
    out->func = (void *)(stub != NULL ? stub : (const void *)k);
    out->gridDim = (dim3){in->gridDimX, in->gridDimY, in->gridDimZ};
    out->blockDim = (dim3){in->blockDimX, in->blockDimY, in->blockDimZ};
    out->sharedMemBytes = in->sharedMemBytes;
    out->kernelParams = in->kernelParams;
    out->extra = in->extra;
}

/* -- memcpy nodes ----------------------------------------------------------------------------- */

/* The checks of a memcpy node's copy are in the order NVIDIA's runtime makes them (seen on the
 * H200; they differ from cudaMemcpy3D's): an empty extent is refused; the kind; a source array
 * the kind puts in host memory; the source (one array or one non-NULL pointer, its pitches),
 * then the destination; arrays of alike elements. */
cudaError_t ocr_graph_memcpy3d_to_cu(const struct cudaMemcpy3DParms *in, CUDA_MEMCPY3D *out)
{
    struct ocr_copy3d c;
    cudaError_t err =
        ocr_copy3d_parms(in, cudaErrorInvalidValue, OCR_COPY_EACH_END_WITH_PITCHES, &c);
    if (err != cudaSuccess)
        return err;
    memset(out, 0, sizeof *out);
    ocr_copy3d_put(&c, out);
    return cudaSuccess;
}

/* A side as the runtime names it: an array and a position in its elements, or a pitched
 * pointer and a position in bytes. */
static void side_from_cu(const struct ocr_copy_side *s, cudaArray_t *array, struct cudaPos *pos,
                         struct cudaPitchedPtr *ptr)
{
    *pos = (struct cudaPos){s->x, s->y, s->z};
    *ptr = (struct cudaPitchedPtr){0};
    *array = NULL;
    if (s->type == CU_MEMORYTYPE_ARRAY) {
        *array = (cudaArray_t)s->array;
        pos->x = s->x / s->elem;
        return;
    }
    ptr->ptr = (void *)s->ptr;
    ptr->pitch = s->pitch;
    ptr->ysize = s->height;
}

cudaError_t ocr_graph_memcpy3d_from_cu(const CUDA_MEMCPY3D *in, struct cudaMemcpy3DParms *out)
{
    struct ocr_copy_side s = ocr_copy_get_src(in), d = ocr_copy_get_dst(in);
    cudaError_t err = ocr_copy_side_elem(&s);
    if (err == cudaSuccess)
        err = ocr_copy_side_elem(&d);
    if (err != cudaSuccess)
        return err;
    size_t elem = s.type == CU_MEMORYTYPE_ARRAY ? s.elem : d.elem;
    struct cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    side_from_cu(&s, &p.srcArray, &p.srcPos, &p.srcPtr);
    side_from_cu(&d, &p.dstArray, &p.dstPos, &p.dstPtr);
    p.extent = (struct cudaExtent){in->WidthInBytes / elem, in->Height, in->Depth};
    /* The kind from the memory types: unified memory on either side is a default copy; arrays
     * are device memory. */
    bool src_dev = s.type == CU_MEMORYTYPE_DEVICE || s.type == CU_MEMORYTYPE_ARRAY;
    bool dst_dev = d.type == CU_MEMORYTYPE_DEVICE || d.type == CU_MEMORYTYPE_ARRAY;
    if (s.type == CU_MEMORYTYPE_UNIFIED || d.type == CU_MEMORYTYPE_UNIFIED)
        p.kind = cudaMemcpyDefault;
    else if (src_dev)
        p.kind = dst_dev ? cudaMemcpyDeviceToDevice : cudaMemcpyDeviceToHost;
    else
        p.kind = dst_dev ? cudaMemcpyHostToDevice : cudaMemcpyHostToHost;
    *out = p;
    return cudaSuccess;
}

/* No check of the pointers: a 1D copy of NULL is the driver's to judge. */
cudaError_t ocr_graph_memcpy1d_to_cu(void *dst, const void *src, size_t count,
                                     enum cudaMemcpyKind kind, CUDA_MEMCPY3D *out)
{
    if (!ocr_copy_kind_valid(kind))
        return cudaErrorInvalidMemcpyDirection;
    struct ocr_copy_side s = ocr_copy_linear(src, ocr_copy_kind_type(kind, true), 0);
    struct ocr_copy_side d = ocr_copy_linear(dst, ocr_copy_kind_type(kind, false), 0);
    memset(out, 0, sizeof *out);
    ocr_copy_put_src(out, &s);
    ocr_copy_put_dst(out, &d);
    out->WidthInBytes = count;
    out->Height = 1;
    out->Depth = 1;
    return cudaSuccess;
}

/* As NVIDIA's runtime (read from its library): the symbol, its range, then the kind; no
 * shortcut for an empty copy. */
cudaError_t ocr_graph_to_symbol_to_cu(const void *symbol, const void *src, size_t count,
                                      size_t offset, enum cudaMemcpyKind kind, CUDA_MEMCPY3D *out)
{
    CUdeviceptr d = 0;
    cudaError_t err = ocr_symbol_copy_side(symbol, offset, count, kind, true, true, &d);
    if (err != cudaSuccess)
        return err;
    return ocr_graph_memcpy1d_to_cu((void *)(uintptr_t)d, src, count, kind, out);
}

cudaError_t ocr_graph_from_symbol_to_cu(void *dst, const void *symbol, size_t count, size_t offset,
                                        enum cudaMemcpyKind kind, CUDA_MEMCPY3D *out)
{
    CUdeviceptr s = 0;
    cudaError_t err = ocr_symbol_copy_side(symbol, offset, count, kind, false, true, &s);
    if (err != cudaSuccess)
        return err;
    return ocr_graph_memcpy1d_to_cu(dst, (const void *)(uintptr_t)s, count, kind, out);
}

/* -- memory allocation nodes ------------------------------------------------------------------ */

cudaError_t ocr_graph_alloc_to_cu(const struct cudaMemAllocNodeParams *in,
                                  struct ocr_graph_alloc *out)
{
    out->heap = NULL;
    memset(&out->p, 0, sizeof out->p);
    /* The layouts are the same (asserted above): everything but the locations is copied. */
    memcpy(&out->p.poolProps, &in->poolProps, sizeof out->p.poolProps);
    out->p.accessDescCount = in->accessDescCount;
    out->p.bytesize = in->bytesize;
    /* A pool on a device that is none is an invalid value (an access descriptor's device, an
     * invalid device), as NVIDIA's runtime reports them. */
    cudaError_t err = ocr_mem_location(&in->poolProps.location, &out->p.poolProps.location);
    if (err == cudaErrorInvalidDevice)
        err = cudaErrorInvalidValue;
    if (err != cudaSuccess || in->accessDescCount == 0 || in->accessDescs == NULL) {
        out->p.accessDescs = (const CUmemAccessDesc *)in->accessDescs;
        return err;
    }
    size_t n = in->accessDescCount;
    CUmemAccessDesc *map = out->on_stack;
    if (n > OCR_GRAPH_ACCESS_ON_STACK) {
        if (n > SIZE_MAX / sizeof *map)
            return cudaErrorInvalidValue;
        map = out->heap = malloc(n * sizeof *map);
        if (map == NULL)
            return cudaErrorMemoryAllocation;
    }
    for (size_t i = 0; i < n && err == cudaSuccess; i++) {
        map[i].flags = (CUmemAccess_flags)in->accessDescs[i].flags;
        err = ocr_mem_location(&in->accessDescs[i].location, &map[i].location);
    }
    out->p.accessDescs = map;
    return err;
}

void ocr_graph_alloc_release(struct ocr_graph_alloc *a)
{
    free(a->heap);
    a->heap = NULL;
}

void ocr_graph_alloc_from_cu(const CUDA_MEM_ALLOC_NODE_PARAMS_v2 *in,
                             struct cudaMemAllocNodeParams *out)
{
    struct cudaMemAllocNodeParams p;
    memset(&p, 0, sizeof p);
    memcpy(&p.poolProps, &in->poolProps, sizeof p.poolProps);
    int d = in->poolProps.location.type == CU_MEM_LOCATION_TYPE_DEVICE
                ? ocr_device_ordinal((CUdevice)in->poolProps.location.id)
                : -1;
    if (d >= 0)
        p.poolProps.location.id = d;
    p.accessDescs = (const struct cudaMemAccessDesc *)in->accessDescs;
    p.accessDescCount = in->accessDescCount;
    p.bytesize = in->bytesize;
    p.dptr = (void *)(uintptr_t)in->dptr;
    *out = p;
}

/* -- any node --------------------------------------------------------------------------------- */

/* The context a node's 13.1 `ctx` names: NULL is the current one, as before 13.1; otherwise an
 * execution context (runtime/exec_ctx.c), whose driver context runs the node. */
static cudaError_t node_ctx(cudaExecutionContext_t ctx, CUcontext *out)
{
    if (ctx == NULL) {
        *out = ocr_graph_ctx();
        return cudaSuccess;
    }
    return ocr_exec_ctx_to_cu(ctx, out, NULL);
}

/* A kernel node's 13.1-13.3 parameters (include/cuda13x.h): `func` is a union whose member the
 * function type names (cudaKernelFunctionTypeFunction: a cudaFunction_t; any other value, even
 * one no release defines, a host stub or a cudaKernel_t as before: NVIDIA's 13.3 runtime accepts
 * type 9 with a cudaKernel_t, measured on the GPU), and `ctx` the context the kernel runs in. A
 * cudaFunction_t is already bound to its context: the driver ignores `ctx` for it. */
static cudaError_t kernel_v2_to_cu(const struct ocr13x_kernel_node_params *in,
                                   CUDA_KERNEL_NODE_PARAMS_v2 *out)
{
    if (in->functionType == cudaKernelFunctionTypeFunction) {
        if (in->cuFunc == NULL)
            return cudaErrorInvalidDeviceFunction;
        *out = (CUDA_KERNEL_NODE_PARAMS_v2){
            .func = (CUfunction)in->cuFunc,
            .gridDimX = in->gridDim.x,
            .gridDimY = in->gridDim.y,
            .gridDimZ = in->gridDim.z,
            .blockDimX = in->blockDim.x,
            .blockDimY = in->blockDim.y,
            .blockDimZ = in->blockDim.z,
            .sharedMemBytes = in->sharedMemBytes,
            .kernelParams = in->kernelParams,
            .extra = in->extra,
        };
        return cudaSuccess;
    }
    /* A registered stub or a cudaKernel_t: ocr_kernel_for tells them apart. */
    const struct cudaKernelNodeParams *base = (const struct cudaKernelNodeParams *)(const void *)in;
    cudaError_t err = ocr_graph_kernel_to_cu(base, out);
    if (err == cudaSuccess)
        err = node_ctx(in->ctx, &out->ctx);
    return err;
}

cudaError_t ocr_graph_node_params_to_cu(const struct cudaGraphNodeParams *in,
                                        struct ocr_graph_node_params *out)
{
    CUgraphNodeParams *p = &out->p;
    memset(p, 0, sizeof *p);
    out->alloc.heap = NULL;
    p->type = (CUgraphNodeType)in->type;
    /* The reserved fields go to the driver as given: it checks that they are zero. */
    memcpy(p->reserved0, in->reserved0, sizeof p->reserved0);
    p->reserved2 = in->reserved2;
    cudaError_t err = cudaSuccess;
    switch (in->type) {
    case cudaGraphNodeTypeKernel:
        err = kernel_v2_to_cu((const struct ocr13x_kernel_node_params *)(const void *)&in->kernel,
                              (CUDA_KERNEL_NODE_PARAMS_v2 *)&p->kernel);
        break;
    case cudaGraphNodeTypeMemcpy: {
        const struct ocr13x_memcpy_node_params *m =
            (const struct ocr13x_memcpy_node_params *)(const void *)&in->memcpy;
        p->memcpy.flags = m->flags;
        p->memcpy.reserved = m->reserved;
        err = node_ctx(m->ctx, &p->memcpy.copyCtx);
        if (err == cudaSuccess)
            err = ocr_graph_memcpy3d_to_cu(&m->copyParams, &p->memcpy.copyParams);
        break;
    }
    case cudaGraphNodeTypeMemset: {
        const struct ocr13x_memset_node_params *m =
            (const struct ocr13x_memset_node_params *)(const void *)&in->memset;
        p->memset = (CUDA_MEMSET_NODE_PARAMS_v2){
            .dst = (CUdeviceptr)(uintptr_t)m->dst,
            .pitch = m->pitch,
            .value = m->value,
            .elementSize = m->elementSize,
            .width = m->width,
            .height = m->height,
        };
        err = node_ctx(m->ctx, &p->memset.ctx);
        break;
    }
    case cudaGraphNodeTypeHost:
    case cudaGraphNodeTypeGraph:
    case cudaGraphNodeTypeEmpty:
    case cudaGraphNodeTypeWaitEvent:
    case cudaGraphNodeTypeEventRecord:
    case cudaGraphNodeTypeExtSemaphoreSignal:
    case cudaGraphNodeTypeExtSemaphoreWait:
    case cudaGraphNodeTypeMemFree:
        /* The driver's layout (asserted above). */
        memcpy(&p->reserved1, &in->reserved1, sizeof p->reserved1);
        break;
    case cudaGraphNodeTypeMemAlloc:
        err = ocr_graph_alloc_to_cu((const struct cudaMemAllocNodeParams *)&in->alloc, &out->alloc);
        p->alloc = out->alloc.p;
        break;
    case cudaGraphNodeTypeConditional: {
        const struct ocr13x_conditional_node_params *c =
            (const struct ocr13x_conditional_node_params *)(const void *)&in->conditional;
        p->conditional = (CUDA_CONDITIONAL_NODE_PARAMS){
            .handle = c->handle,
            .type = (CUgraphConditionalNodeType)c->type,
            .size = c->size,
            .phGraph_out = c->phGraph_out,
        };
        err = node_ctx(c->ctx, &p->conditional.ctx);
        break;
    }
    default:
        err = cudaErrorInvalidValue;
        break;
    }
    return err;
}

void ocr_graph_node_params_outputs(const struct ocr_graph_node_params *from,
                                   struct cudaGraphNodeParams *to)
{
    if (to->type == cudaGraphNodeTypeMemAlloc)
        to->alloc.dptr = (void *)(uintptr_t)from->p.alloc.dptr;
    else if (to->type == cudaGraphNodeTypeConditional)
        to->conditional.phGraph_out = from->p.conditional.phGraph_out;
}

void ocr_graph_node_params_release(struct ocr_graph_node_params *np)
{
    ocr_graph_alloc_release(&np->alloc);
}
