/* Stream capture and graphs (create, destroy, list nodes; executable graphs are exec.c's); what
 * graphs own besides nodes: user objects, conditional handles, the memory of allocation nodes. */
#include "graph_internal.h"
#include "objects.h"

static cudaError_t cudaStreamBeginCapture_common(cudaStream_t stream,
                                                 enum cudaStreamCaptureMode mode, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamBeginCapture((CUstream)stream, (CUstreamCaptureMode)mode));
}
OCR_API_PTSZ(cudaStreamBeginCapture, (cudaStream_t stream, enum cudaStreamCaptureMode mode), stream,
             mode)

static cudaError_t cudaStreamEndCapture_common(cudaStream_t stream, cudaGraph_t *pGraph, bool ptds)
{
    /* The driver checks the stream first (a stream not capturing is cudaErrorIllegalState
     * even with a NULL output), then the output. */
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    OCR_OBJECT_USE(OCR_CLASS_STREAM, stream);
    err = ocr_cu(OCR_DRV(ptds).cuStreamEndCapture((CUstream)stream, (CUgraph *)pGraph));
    if (err == cudaSuccess && pGraph != NULL)
        OCR_OBJECT_MADE(OCR_OBJ_GRAPH, *pGraph, 0);
    return err;
}
OCR_API_PTSZ(cudaStreamEndCapture, (cudaStream_t stream, cudaGraph_t *pGraph), stream, pGraph)

static cudaError_t cudaStreamIsCapturing_common(cudaStream_t stream,
                                                enum cudaStreamCaptureStatus *pCaptureStatus,
                                                bool ptds)
{
    if (pCaptureStatus == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUstreamCaptureStatus st;
    err = ocr_cu(OCR_DRV(ptds).cuStreamIsCapturing((CUstream)stream, &st));
    if (err == cudaSuccess)
        *pCaptureStatus = (enum cudaStreamCaptureStatus)st;
    return err;
}
OCR_API_PTSZ(cudaStreamIsCapturing,
             (cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus), stream,
             pCaptureStatus)

/* NVIDIA's makes the context current first (read from its library). */
cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    if (mode == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuThreadExchangeStreamCaptureMode((CUstreamCaptureMode *)mode));
    OCR_RETURN(err);
}

cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
    if (pGraph == NULL || flags != 0)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphCreate((CUgraph *)pGraph, 0));
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_GRAPH, *pGraph, 0);
    OCR_RETURN(err);
}

cudaError_t cudaGraphDestroy(cudaGraph_t graph)
{
    if (graph == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_GRAPH, graph);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphDestroy((CUgraph)graph));
    OCR_OBJECT_RELEASED(OCR_CLASS_GRAPH, graph, err);
    OCR_RETURN(err);
}

cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    if (graph == NULL || numNodes == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphGetNodes((CUgraph)graph, (CUgraphNode *)nodes, numNodes));
    OCR_RETURN(err);
}

static cudaError_t cudaStreamGetCaptureInfo_common(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, bool ptds)
{
    if (captureStatus_out == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamGetCaptureInfo(
        (CUstream)stream, (CUstreamCaptureStatus *)captureStatus_out, (cuuint64_t *)id_out,
        (CUgraph *)graph_out, (const CUgraphNode **)dependencies_out,
        (const CUgraphEdgeData **)edgeData_out, numDependencies_out));
}
OCR_API_PTSZ(cudaStreamGetCaptureInfo,
             (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
              unsigned long long *id_out, cudaGraph_t *graph_out,
              const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out,
              size_t *numDependencies_out),
             stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out,
             numDependencies_out)

cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags)
{
    if (graph == NULL || path == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphDebugDotPrint((CUgraph)graph, path, flags));
    if (err == cudaSuccess)
        ocr_graph_dot_rewrite(path);
    OCR_RETURN(err);
}

static cudaError_t cudaStreamBeginCaptureToGraph_common(cudaStream_t stream, cudaGraph_t graph,
                                                        const cudaGraphNode_t *dependencies,
                                                        const cudaGraphEdgeData *dependencyData,
                                                        size_t numDependencies,
                                                        enum cudaStreamCaptureMode mode, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamBeginCaptureToGraph(
        (CUstream)stream, (CUgraph)graph, (const CUgraphNode *)dependencies,
        (const CUgraphEdgeData *)dependencyData, numDependencies, (CUstreamCaptureMode)mode));
}
OCR_API_PTSZ(cudaStreamBeginCaptureToGraph,
             (cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies,
              const cudaGraphEdgeData *dependencyData, size_t numDependencies,
              enum cudaStreamCaptureMode mode),
             stream, graph, dependencies, dependencyData, numDependencies, mode)

static cudaError_t
cudaStreamUpdateCaptureDependencies_common(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                           const cudaGraphEdgeData *dependencyData,
                                           size_t numDependencies, unsigned flags, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuStreamUpdateCaptureDependencies(
        (CUstream)stream, (CUgraphNode *)dependencies, (const CUgraphEdgeData *)dependencyData,
        numDependencies, flags));
}
OCR_API_PTSZ(cudaStreamUpdateCaptureDependencies,
             (cudaStream_t stream, cudaGraphNode_t *dependencies,
              const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags),
             stream, dependencies, dependencyData, numDependencies, flags)

/* -- user objects ----------------------------------------------------------------------------- */

_Static_assert(sizeof(cudaHostFn_t) == sizeof(CUhostFn), "host function");

cudaError_t cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy,
                                 unsigned int initialRefcount, unsigned int flags)
{
    if (object_out == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUuserObject o = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuUserObjectCreate(&o, ptr, (CUhostFn)destroy, initialRefcount, flags));
    if (err == cudaSuccess)
        *object_out = (cudaUserObject_t)o;
    OCR_RETURN(err);
}

cudaError_t cudaUserObjectRetain(cudaUserObject_t object, unsigned int count)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuUserObjectRetain((CUuserObject)object, count));
    OCR_RETURN(err);
}

cudaError_t cudaUserObjectRelease(cudaUserObject_t object, unsigned int count)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuUserObjectRelease((CUuserObject)object, count));
    OCR_RETURN(err);
}

cudaError_t cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                      unsigned int count, unsigned int flags)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuGraphRetainUserObject((CUgraph)graph, (CUuserObject)object, count, flags));
    OCR_RETURN(err);
}

cudaError_t cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                       unsigned int count)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphReleaseUserObject((CUgraph)graph, (CUuserObject)object, count));
    OCR_RETURN(err);
}

/* -- conditional handles ---------------------------------------------------------------------- */

/* The handle belongs to the current context (the one the graph's conditional nodes run in).
 * The runtime is initialised but makes no context current here, so the driver is asked which
 * one is, and its refusal is the answer. */
cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out,
                                             cudaGraph_t graph, unsigned int defaultLaunchValue,
                                             unsigned int flags)
{
    if (pHandle_out == NULL || graph == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUcontext ctx = NULL;
    CUgraphConditionalHandle h = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxGetCurrent(&ctx));
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphConditionalHandleCreate(&h, (CUgraph)graph, ctx, defaultLaunchValue, flags));
    if (err == cudaSuccess)
        *pHandle_out = (cudaGraphConditionalHandle)h;
    OCR_RETURN(err);
}

/* -- memory of allocation nodes --------------------------------------------------------------- */

_Static_assert((int)cudaGraphMemAttrReservedMemHigh == (int)CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH,
               "graph memory attributes are the driver's");

/* Initialise the runtime (no context, as in NVIDIA's runtime); the device goes to the driver as
 * it is (ocr_cu_device). */
static cudaError_t enter_device(int device, CUdevice *dev)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        *dev = ocr_cu_device(device);
    return err;
}

cudaError_t cudaDeviceGraphMemTrim(int device)
{
    CUdevice dev;
    cudaError_t err = enter_device(device, &dev);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGraphMemTrim(dev));
    OCR_RETURN(err);
}

/* The attributes' values are the driver's: cuuint64_t byte counts. */
cudaError_t cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                           void *value)
{
    if (value == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUdevice dev;
    cudaError_t err = enter_device(device, &dev);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetGraphMemAttribute(dev, (CUgraphMem_attribute)attr, value));
    OCR_RETURN(err);
}

cudaError_t cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                           void *value)
{
    if (value == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUdevice dev;
    cudaError_t err = enter_device(device, &dev);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceSetGraphMemAttribute(dev, (CUgraphMem_attribute)attr, value));
    OCR_RETURN(err);
}
