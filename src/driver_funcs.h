/* Driver entry points the runtime uses: X(name, ABI version, per-thread twin version or 0).
 * The versions are those NVIDIA's runtime 13.0 asks cuGetProcAddress_v2 for; a nonzero third
 * column means the entry is looked up a second time with
 * CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM at that version. Add entries here, nowhere else. */
#ifndef OCR_DRIVER_FUNCS_H
#define OCR_DRIVER_FUNCS_H

/* NVIDIA's runtime asks for these at 7000; cudaTypedefs.h declares their v7000 types only for
 * the driver's own build. The signatures are those of the v11000 types. */
typedef PFN_cuDevicePrimaryCtxRelease_v11000 PFN_cuDevicePrimaryCtxRelease_v7000;
typedef PFN_cuDevicePrimaryCtxReset_v11000 PFN_cuDevicePrimaryCtxReset_v7000;

/* cudaTypedefs.h declares no types for the profiler entry points (cuda_profiler_api.h). */
typedef CUresult (CUDAAPI *PFN_cuProfilerStart_v4000)(void);
typedef CUresult (CUDAAPI *PFN_cuProfilerStop_v4000)(void);

/* The graphics interoperability entries take windowing-system types that only optional system
 * headers declare (cudaGLTypedefs.h, cudaEGLTypedefs.h and cudaVDPAUTypedefs.h need them). Their
 * types are declared here with the same ABI types, so that the table is the same whichever
 * headers are installed: GLuint and GLenum are unsigned int, CUGLDeviceList an int-sized enum,
 * the EGL image, stream and sync handles void *, EGLint int32_t, the VDPAU handles uint32_t
 * (never include those typedef headers next to this list). NVIDIA's runtime also looks up
 * per-thread twins of cuGraphics(Un)MapResources and cuGLMapBufferObject(Async); no runtime entry
 * point has a per-thread variant that would use them, so they are not looked up here. */
struct CUeglFrame_st;
struct CUeglStreamConnection_st;
typedef int ocr_vdp_get_proc_address(uint32_t device, uint32_t function_id, void **function);
typedef CUresult (CUDAAPI *PFN_cuGraphicsGLRegisterBuffer_v3000)(CUgraphicsResource *pCudaResource,
                                                                 unsigned int buffer,
                                                                 unsigned int Flags);
typedef CUresult (CUDAAPI *PFN_cuGraphicsGLRegisterImage_v3000)(CUgraphicsResource *pCudaResource,
                                                                unsigned int image,
                                                                unsigned int target,
                                                                unsigned int Flags);
typedef CUresult (CUDAAPI *PFN_cuGLGetDevices_v4010)(unsigned int *pCudaDeviceCount,
                                                     CUdevice *pCudaDevices,
                                                     unsigned int cudaDeviceCount, int deviceList);
typedef CUresult (CUDAAPI *PFN_cuGLInit_v2000)(void);
typedef CUresult (CUDAAPI *PFN_cuGLRegisterBufferObject_v2000)(unsigned int buffer);
typedef CUresult (CUDAAPI *PFN_cuGLMapBufferObject_v3020)(CUdeviceptr *dptr, size_t *size,
                                                          unsigned int buffer);
typedef CUresult (CUDAAPI *PFN_cuGLMapBufferObjectAsync_v3020)(CUdeviceptr *dptr, size_t *size,
                                                               unsigned int buffer,
                                                               CUstream hStream);
typedef CUresult (CUDAAPI *PFN_cuGLUnmapBufferObject_v2000)(unsigned int buffer);
typedef CUresult (CUDAAPI *PFN_cuGLUnmapBufferObjectAsync_v2030)(unsigned int buffer,
                                                                 CUstream hStream);
typedef CUresult (CUDAAPI *PFN_cuGLUnregisterBufferObject_v2000)(unsigned int buffer);
typedef CUresult (CUDAAPI *PFN_cuGLSetBufferObjectMapFlags_v2030)(unsigned int buffer,
                                                                  unsigned int Flags);
typedef CUresult (CUDAAPI *PFN_cuGraphicsEGLRegisterImage_v7000)(CUgraphicsResource *pCudaResource,
                                                                 void *image, unsigned int flags);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamConsumerConnect_v7000)(
    struct CUeglStreamConnection_st **conn, void *stream);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamConsumerConnectWithFlags_v8000)(
    struct CUeglStreamConnection_st **conn, void *stream, unsigned int flags);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamConsumerDisconnect_v7000)(
    struct CUeglStreamConnection_st **conn);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamConsumerAcquireFrame_v7000)(
    struct CUeglStreamConnection_st **conn, CUgraphicsResource *pCudaResource, CUstream *pStream,
    unsigned int timeout);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamConsumerReleaseFrame_v7000)(
    struct CUeglStreamConnection_st **conn, CUgraphicsResource pCudaResource, CUstream *pStream);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamProducerConnect_v7000)(
    struct CUeglStreamConnection_st **conn, void *stream, int32_t width, int32_t height);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamProducerDisconnect_v7000)(
    struct CUeglStreamConnection_st **conn);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamProducerPresentFrame_v7000)(
    struct CUeglStreamConnection_st **conn, struct CUeglFrame_st eglframe, CUstream *pStream);
typedef CUresult (CUDAAPI *PFN_cuEGLStreamProducerReturnFrame_v7000)(
    struct CUeglStreamConnection_st **conn, struct CUeglFrame_st *eglframe, CUstream *pStream);
typedef CUresult (CUDAAPI *PFN_cuGraphicsResourceGetMappedEglFrame_v7000)(
    struct CUeglFrame_st *eglFrame, CUgraphicsResource resource, unsigned int index,
    unsigned int mipLevel);
typedef CUresult (CUDAAPI *PFN_cuVDPAUGetDevice_v3010)(CUdevice *pDevice, uint32_t vdpDevice,
                                                       ocr_vdp_get_proc_address *vdpGetProcAddress);
typedef CUresult (CUDAAPI *PFN_cuGraphicsVDPAURegisterVideoSurface_v3010)(
    CUgraphicsResource *pCudaResource, uint32_t vdpSurface, unsigned int flags);
typedef CUresult (CUDAAPI *PFN_cuGraphicsVDPAURegisterOutputSurface_v3010)(
    CUgraphicsResource *pCudaResource, uint32_t vdpSurface, unsigned int flags);

/* Entries of CUDA 13.1-13.4 (include/cuda13x.h), which 13.0's cudaTypedefs.h does not declare.
 * Prototypes, names and versions from NVIDIA's cuda-python bindings (cydriver, generated from the
 * 13.3 headers, which look each one up with cuGetProcAddress_v2 at these versions). A driver
 * without the entry (r580, 13.0) leaves it missing: CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER. */
typedef CUresult (CUDAAPI *PFN_cuGraphNodeGetContainingGraph_v13010)(CUgraphNode hNode,
                                                                     CUgraph *phGraph);
typedef CUresult (CUDAAPI *PFN_cuGraphNodeGetLocalId_v13010)(CUgraphNode hNode,
                                                             unsigned int *nodeId);
typedef CUresult (CUDAAPI *PFN_cuGraphNodeGetToolsId_v13010)(CUgraphNode hNode,
                                                             unsigned long long *toolsNodeId);
typedef CUresult (CUDAAPI *PFN_cuGraphGetId_v13010)(CUgraph hGraph, unsigned int *graphId);
typedef CUresult (CUDAAPI *PFN_cuGraphExecGetId_v13010)(CUgraphExec hGraphExec,
                                                        unsigned int *graphId);
typedef CUresult (CUDAAPI *PFN_cuFuncGetParamCount_v13020)(CUfunction func, size_t *paramCount);
typedef CUresult (CUDAAPI *PFN_cuGraphNodeGetParams_v13020)(CUgraphNode hNode,
                                                            CUgraphNodeParams *nodeParams);
typedef CUresult (CUDAAPI *PFN_cuLaunchHostFunc_v2_v13020)(CUstream hStream, CUhostFn fn,
                                                           void *userData, unsigned int syncMode);
typedef PFN_cuLaunchHostFunc_v2_v13020 PFN_cuLaunchHostFunc_v2_v13020_ptsz;
typedef CUresult (CUDAAPI *PFN_cuMemcpyWithAttributesAsync_v13020)(CUdeviceptr dst,
                                                                   CUdeviceptr src, size_t size,
                                                                   CUmemcpyAttributes *attr,
                                                                   CUstream hStream);
typedef PFN_cuMemcpyWithAttributesAsync_v13020 PFN_cuMemcpyWithAttributesAsync_v13020_ptsz;
typedef CUresult (CUDAAPI *PFN_cuMemcpy3DWithAttributesAsync_v13020)(CUDA_MEMCPY3D_BATCH_OP *op,
                                                                     unsigned long long flags,
                                                                     CUstream hStream);
typedef PFN_cuMemcpy3DWithAttributesAsync_v13020 PFN_cuMemcpy3DWithAttributesAsync_v13020_ptsz;
/* 13.3 (NVIDIA's driver API reference: cuStreamBeginRecaptureToGraph(hStream, mode, hGraph,
 * CUgraphRecaptureCallback callbackFunc, void *userData), and the callback's type, whose status
 * is CUgraphRecaptureStatus, an enumeration: passed as its number). */
typedef CUresult (CUDAAPI *ocr_cu_recapture_callback)(void *data, CUgraphNode node,
                                                      const CUgraphNodeParams *originalParams,
                                                      const CUgraphNodeParams *recaptureParams,
                                                      unsigned int status);
typedef CUresult (CUDAAPI *PFN_cuStreamBeginRecaptureToGraph_v13030)(CUstream hStream,
                                                                     CUstreamCaptureMode mode,
                                                                     CUgraph hGraph,
                                                                     ocr_cu_recapture_callback
                                                                         callbackFunc,
                                                                     void *userData);
typedef PFN_cuStreamBeginRecaptureToGraph_v13030 PFN_cuStreamBeginRecaptureToGraph_v13030_ptsz;
/* 13.4: the prototype was not read anywhere (include/cuda13x.h): the runtime passes its six
 * integer-register arguments on unchanged (memory/location_info.c). */
typedef CUresult (CUDAAPI *PFN_cuMemGetLocationInfo_v13040)(uintptr_t a0, uintptr_t a1,
                                                            uintptr_t a2, uintptr_t a3,
                                                            uintptr_t a4, uintptr_t a5);

/* Driver calls that CUDA 13.1 added (absent from the 13.0 toolkit's cudaTypedefs.h and from r580
 * drivers: the lookup then gives driver.c's missing entry, which answers
 * CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER). Prototypes: NVIDIA's 13.1 driver API (cuda.h), whose
 * CU_DEV_SM_RESOURCE_GROUP_PARAMS is the runtime's cudaDevSmResourceGroupParams
 * (include/cuda13x.h). */
typedef CUresult (CUDAAPI *PFN_cuStreamGetDevResource_v13010)(CUstream hStream,
                                                              CUdevResource *resource,
                                                              CUdevResourceType type);
typedef CUresult (CUDAAPI *PFN_cuDevSmResourceSplit_v13010)(
    CUdevResource *result, unsigned int nbGroups, const CUdevResource *input,
    CUdevResource *remainder, unsigned int flags, cudaDevSmResourceGroupParams *groupParams);

#define OCR_DRIVER_FUNCS(X) \
    X(cuInit, 2000, 0) \
    X(cuDriverGetVersion, 2020, 0) \
    X(cuGetErrorName, 6000, 0) \
    X(cuGetExportTable, 3000, 0) \
    X(cuGetErrorString, 6000, 0) \
    X(cuGetProcAddress, 12000, 0) \
    X(cuDeviceGet, 2000, 0) \
    X(cuDeviceGetCount, 2000, 0) \
    X(cuDeviceGetName, 2000, 0) \
    X(cuDeviceTotalMem, 3020, 0) \
    X(cuDeviceGetAttribute, 2000, 0) \
    X(cuDeviceGetUuid, 9020, 0) \
    X(cuDeviceGetByPCIBusId, 4010, 0) \
    X(cuDeviceGetPCIBusId, 4010, 0) \
    X(cuDeviceGetTexture1DLinearMaxWidth, 11010, 0) \
    X(cuDeviceGetDefaultMemPool, 11020, 0) \
    X(cuDeviceGetMemPool, 11020, 0) \
    X(cuDeviceSetMemPool, 11020, 0) \
    X(cuDeviceGetP2PAttribute, 8000, 0) \
    X(cuDeviceCanAccessPeer, 4000, 0) \
    X(cuFlushGPUDirectRDMAWrites, 11030, 0) \
    X(cuDevicePrimaryCtxRetain, 7000, 0) \
    X(cuDevicePrimaryCtxRelease, 7000, 0) \
    X(cuDevicePrimaryCtxSetFlags, 11000, 0) \
    X(cuDevicePrimaryCtxGetState, 7000, 0) \
    X(cuDevicePrimaryCtxReset, 7000, 0) \
    X(cuCtxGetFlags, 7000, 0) \
    X(cuCtxSetCurrent, 4000, 0) \
    X(cuCtxGetCurrent, 4000, 0) \
    X(cuCtxGetDevice, 2000, 0) \
    X(cuCtxGetLimit, 3010, 0) \
    X(cuCtxSetLimit, 3010, 0) \
    X(cuCtxGetCacheConfig, 3020, 0) \
    X(cuCtxSetCacheConfig, 3020, 0) \
    X(cuCtxGetSharedMemConfig, 4020, 0) \
    X(cuCtxSetSharedMemConfig, 4020, 0) \
    X(cuCtxGetStreamPriorityRange, 5050, 0) \
    X(cuCtxSynchronize, 2000, 0) \
    X(cuCtxPushCurrent, 4000, 0) \
    X(cuCtxPopCurrent, 4000, 0) \
    X(cuCtxGetApiVersion, 3020, 0) \
    X(cuCtxResetPersistingL2Cache, 11000, 0) \
    X(cuCtxEnablePeerAccess, 4000, 0) \
    X(cuCtxDisablePeerAccess, 4000, 0) \
    X(cuLibraryLoadData, 12000, 0) \
    X(cuLibraryUnload, 12000, 0) \
    X(cuLibraryGetKernel, 12000, 0) \
    X(cuLibraryGetModule, 12000, 0) \
    X(cuLibraryGetGlobal, 12000, 0) \
    X(cuLibraryGetManaged, 12000, 0) \
    X(cuKernelGetFunction, 12000, 0) \
    X(cuKernelGetAttribute, 12000, 0) \
    X(cuKernelSetAttribute, 12000, 0) \
    X(cuKernelSetCacheConfig, 12000, 0) \
    X(cuKernelGetName, 12030, 0) \
    X(cuKernelGetParamInfo, 12040, 0) \
    X(cuFuncGetParamInfo, 12040, 0) \
    X(cuFuncGetParamCount, 13020, 0) \
    X(cuModuleGetFunction, 2000, 0) \
    X(cuFuncGetAttribute, 2020, 0) \
    X(cuFuncSetAttribute, 9000, 0) \
    X(cuFuncSetCacheConfig, 3000, 0) \
    X(cuFuncGetName, 12030, 0) \
    X(cuMemGetInfo, 3020, 0) \
    X(cuMemAlloc, 3020, 0) \
    X(cuMemAllocManaged, 6000, 0) \
    X(cuMemAllocPitch, 3020, 0) \
    X(cuMemFree, 3020, 0) \
    X(cuMemGetAddressRange, 3020, 0) \
    X(cuMemFreeHost, 2000, 0) \
    X(cuMemHostAlloc, 2020, 0) \
    X(cuMemHostGetDevicePointer, 3020, 0) \
    X(cuMemHostGetFlags, 2030, 0) \
    X(cuMemHostRegister, 6050, 0) \
    X(cuMemHostUnregister, 4000, 0) \
    X(cuPointerGetAttribute, 4000, 0) \
    X(cuPointerGetAttributes, 7000, 0) \
    X(cuMemAllocAsync, 11020, 11020) \
    X(cuMemFreeAsync, 11020, 11020) \
    X(cuMemAllocFromPoolAsync, 11020, 11020) \
    X(cuMemcpy, 4000, 7000) \
    X(cuMemcpyAsync, 4000, 7000) \
    X(cuMemcpyPeer, 4000, 7000) \
    X(cuMemcpyPeerAsync, 4000, 7000) \
    X(cuMemcpyHtoD, 3020, 7000) \
    X(cuMemcpyHtoDAsync, 3020, 7000) \
    X(cuMemcpyDtoH, 3020, 7000) \
    X(cuMemcpyDtoHAsync, 3020, 7000) \
    X(cuMemcpyDtoD, 3020, 7000) \
    X(cuMemcpyDtoDAsync, 3020, 7000) \
    X(cuMemcpy2DUnaligned, 3020, 7000) \
    X(cuMemcpy2DAsync, 3020, 7000) \
    X(cuMemcpy3D, 3020, 7000) \
    X(cuMemcpy3DAsync, 3020, 7000) \
    X(cuMemcpy3DPeer, 4000, 7000) \
    X(cuMemcpy3DPeerAsync, 4000, 7000) \
    X(cuMemsetD8, 3020, 7000) \
    X(cuMemsetD8Async, 3020, 7000) \
    X(cuMemsetD2D8, 3020, 7000) \
    X(cuMemsetD2D8Async, 3020, 7000) \
    X(cuMemAdvise, 12020, 0) \
    X(cuMemPrefetchAsync, 12020, 12020) \
    X(cuMemRangeGetAttribute, 8000, 0) \
    X(cuMemRangeGetAttributes, 8000, 0) \
    X(cuLaunchKernel, 4000, 7000) \
    X(cuLaunchKernelEx, 11060, 11060) \
    X(cuLaunchCooperativeKernel, 9000, 9000) \
    X(cuLaunchHostFunc, 10000, 10000) \
    X(cuLaunchHostFunc_v2, 13020, 13020) \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, 7000, 0) \
    X(cuOccupancyAvailableDynamicSMemPerBlock, 10020, 0) \
    X(cuOccupancyMaxPotentialClusterSize, 11070, 0) \
    X(cuOccupancyMaxActiveClusters, 11070, 0) \
    X(cuEventCreate, 2000, 0) \
    X(cuEventRecord, 2000, 7000) \
    X(cuEventRecordWithFlags, 11010, 11010) \
    X(cuEventQuery, 2000, 0) \
    X(cuEventSynchronize, 2000, 0) \
    X(cuEventDestroy, 4000, 0) \
    X(cuEventElapsedTime, 12080, 0) \
    X(cuStreamCreate, 2000, 0) \
    X(cuStreamCreateWithPriority, 5050, 0) \
    X(cuStreamGetPriority, 5050, 7000) \
    X(cuStreamGetFlags, 5050, 7000) \
    X(cuStreamGetDevice, 12080, 12080) \
    X(cuStreamGetCtx, 9020, 0) \
    X(cuStreamGetId, 12000, 12000) \
    X(cuStreamDestroy, 4000, 0) \
    X(cuStreamWaitEvent, 3020, 7000) \
    X(cuStreamAddCallback, 5000, 7000) \
    X(cuStreamSynchronize, 2000, 7000) \
    X(cuStreamQuery, 2000, 7000) \
    X(cuStreamAttachMemAsync, 6000, 7000) \
    X(cuStreamCopyAttributes, 11000, 11000) \
    X(cuStreamGetAttribute, 11000, 11000) \
    X(cuStreamSetAttribute, 11000, 11000) \
    X(cuDeviceGetDevResource, 12040, 0) \
    X(cuDevSmResourceSplitByCount, 12040, 0) \
    X(cuDevSmResourceSplit, 13010, 0) \
    X(cuDevResourceGenerateDesc, 12040, 0) \
    X(cuGreenCtxCreate, 12040, 0) \
    X(cuGreenCtxDestroy, 12040, 0) \
    X(cuCtxFromGreenCtx, 12040, 0) \
    X(cuGreenCtxGetDevResource, 12040, 0) \
    X(cuCtxGetDevResource, 12040, 0) \
    X(cuGreenCtxStreamCreate, 12050, 0) \
    X(cuGreenCtxRecordEvent, 12040, 0) \
    X(cuGreenCtxWaitEvent, 12040, 0) \
    X(cuGreenCtxGetId, 12090, 0) \
    X(cuCtxGetId, 12000, 0) \
    X(cuCtxRecordEvent, 12050, 0) \
    X(cuCtxWaitEvent, 12050, 0) \
    X(cuStreamGetGreenCtx, 12040, 0) \
    X(cuStreamGetDevResource, 13010, 0) \
    X(cuStreamBeginCapture, 10010, 10010) \
    X(cuStreamEndCapture, 10000, 10000) \
    X(cuStreamIsCapturing, 10000, 10000) \
    X(cuStreamGetCaptureInfo, 12030, 12030) \
    X(cuStreamUpdateCaptureDependencies, 12030, 12030) \
    X(cuThreadExchangeStreamCaptureMode, 10010, 0) \
    X(cuGraphCreate, 10000, 0) \
    X(cuGraphDestroy, 10000, 0) \
    X(cuGraphInstantiateWithFlags, 11040, 0) \
    X(cuGraphInstantiateWithParams, 12000, 12000) \
    X(cuGraphLaunch, 10000, 10000) \
    X(cuGraphUpload, 11010, 11010) \
    X(cuGraphExecDestroy, 10000, 0) \
    X(cuGraphGetNodes, 10000, 0) \
    X(cuGraphDebugDotPrint, 11030, 0) \
    X(cuGraphAddKernelNode, 12000, 0) \
    X(cuGraphAddMemsetNode, 10000, 0) \
    X(cuGraphAddMemcpyNode, 10000, 0) \
    X(cuGraphAddEmptyNode, 10000, 0) \
    X(cuGraphAddHostNode, 10000, 0) \
    X(cuGraphGetEdges, 12030, 0) \
    X(cuGraphAddDependencies, 12030, 0) \
    X(cuGraphNodeGetDependencies, 12030, 0) \
    X(cuGraphNodeGetDependentNodes, 12030, 0) \
    X(cuGraphNodeGetType, 10000, 0) \
    X(cuIpcGetEventHandle, 4010, 0) \
    X(cuIpcOpenEventHandle, 4010, 0) \
    X(cuIpcGetMemHandle, 4010, 0) \
    X(cuIpcOpenMemHandle, 11000, 0) \
    X(cuIpcCloseMemHandle, 4010, 0) \
    X(cuLibraryLoadFromFile, 12000, 0) \
    X(cuLibraryGetUnifiedFunction, 12000, 0) \
    X(cuLibraryGetKernelCount, 12040, 0) \
    X(cuLibraryEnumerateKernels, 12040, 0) \
    X(cuStreamBeginCaptureToGraph, 12030, 12030) \
    X(cuStreamBeginRecaptureToGraph, 13030, 13030) \
    X(cuProfilerStart, 4000, 0) \
    X(cuProfilerStop, 4000, 0) \
    X(cuMemPoolTrimTo, 11020, 0) \
    X(cuMemPoolSetAttribute, 11020, 0) \
    X(cuMemPoolGetAttribute, 11020, 0) \
    X(cuMemPoolSetAccess, 11020, 0) \
    X(cuMemPoolGetAccess, 11020, 0) \
    X(cuMemPoolCreate, 11020, 0) \
    X(cuMemPoolDestroy, 11020, 0) \
    X(cuMemPoolExportToShareableHandle, 11020, 0) \
    X(cuMemPoolImportFromShareableHandle, 11020, 0) \
    X(cuMemPoolExportPointer, 11020, 0) \
    X(cuMemPoolImportPointer, 11020, 0) \
    X(cuMemGetDefaultMemPool, 13000, 0) \
    X(cuMemGetMemPool, 13000, 0) \
    X(cuMemSetMemPool, 13000, 0) \
    X(cuArray3DGetDescriptor, 3020, 0) \
    X(cuGraphKernelNodeGetParams, 12000, 0) \
    X(cuGraphKernelNodeSetParams, 12000, 0) \
    X(cuGraphMemcpyNodeGetParams, 10000, 0) \
    X(cuGraphMemcpyNodeSetParams, 10000, 0) \
    X(cuGraphMemsetNodeGetParams, 10000, 0) \
    X(cuGraphMemsetNodeSetParams, 10000, 0) \
    X(cuGraphHostNodeGetParams, 10000, 0) \
    X(cuGraphHostNodeSetParams, 10000, 0) \
    X(cuGraphAddChildGraphNode, 10000, 0) \
    X(cuGraphChildGraphNodeGetGraph, 10000, 0) \
    X(cuGraphAddEventRecordNode, 11010, 0) \
    X(cuGraphEventRecordNodeGetEvent, 11010, 0) \
    X(cuGraphEventRecordNodeSetEvent, 11010, 0) \
    X(cuGraphAddEventWaitNode, 11010, 0) \
    X(cuGraphEventWaitNodeGetEvent, 11010, 0) \
    X(cuGraphEventWaitNodeSetEvent, 11010, 0) \
    X(cuGraphAddExternalSemaphoresSignalNode, 11020, 0) \
    X(cuGraphExternalSemaphoresSignalNodeGetParams, 11020, 0) \
    X(cuGraphExternalSemaphoresSignalNodeSetParams, 11020, 0) \
    X(cuGraphAddExternalSemaphoresWaitNode, 11020, 0) \
    X(cuGraphExternalSemaphoresWaitNodeGetParams, 11020, 0) \
    X(cuGraphExternalSemaphoresWaitNodeSetParams, 11020, 0) \
    X(cuGraphExecExternalSemaphoresSignalNodeSetParams, 11020, 0) \
    X(cuGraphExecExternalSemaphoresWaitNodeSetParams, 11020, 0) \
    X(cuGraphAddMemAllocNode, 11040, 0) \
    X(cuGraphMemAllocNodeGetParams, 11040, 0) \
    X(cuGraphAddMemFreeNode, 11040, 0) \
    X(cuGraphMemFreeNodeGetParams, 11040, 0) \
    X(cuDeviceGraphMemTrim, 11040, 0) \
    X(cuDeviceGetGraphMemAttribute, 11040, 0) \
    X(cuDeviceSetGraphMemAttribute, 11040, 0) \
    X(cuGraphClone, 10000, 0) \
    X(cuGraphNodeFindInClone, 10000, 0) \
    X(cuGraphGetRootNodes, 10000, 0) \
    X(cuGraphRemoveDependencies, 12030, 0) \
    X(cuGraphDestroyNode, 10000, 0) \
    X(cuGraphExecKernelNodeSetParams, 12000, 0) \
    X(cuGraphExecMemcpyNodeSetParams, 10020, 0) \
    X(cuGraphExecMemsetNodeSetParams, 10020, 0) \
    X(cuGraphExecHostNodeSetParams, 10020, 0) \
    X(cuGraphExecChildGraphNodeSetParams, 11010, 0) \
    X(cuGraphExecEventRecordNodeSetEvent, 11010, 0) \
    X(cuGraphExecEventWaitNodeSetEvent, 11010, 0) \
    X(cuGraphExecUpdate, 12000, 0) \
    X(cuGraphKernelNodeCopyAttributes, 11000, 0) \
    X(cuGraphKernelNodeGetAttribute, 11000, 0) \
    X(cuGraphKernelNodeSetAttribute, 11000, 0) \
    X(cuUserObjectCreate, 11030, 0) \
    X(cuUserObjectRetain, 11030, 0) \
    X(cuUserObjectRelease, 11030, 0) \
    X(cuGraphRetainUserObject, 11030, 0) \
    X(cuGraphReleaseUserObject, 11030, 0) \
    X(cuGraphNodeSetEnabled, 11060, 0) \
    X(cuGraphNodeGetEnabled, 11060, 0) \
    X(cuGraphExecGetFlags, 12000, 0) \
    X(cuGraphAddNode, 12030, 0) \
    X(cuGraphNodeSetParams, 12020, 0) \
    X(cuGraphNodeGetParams, 13020, 0) \
    X(cuGraphExecNodeSetParams, 12020, 0) \
    X(cuGraphConditionalHandleCreate, 12030, 0) \
    X(cuGraphNodeGetContainingGraph, 13010, 0) \
    X(cuGraphNodeGetLocalId, 13010, 0) \
    X(cuGraphNodeGetToolsId, 13010, 0) \
    X(cuGraphGetId, 13010, 0) \
    X(cuGraphExecGetId, 13010, 0) \
    X(cuArray3DCreate, 3020, 0) \
    X(cuArrayDestroy, 2000, 0) \
    X(cuArrayGetPlane, 11020, 0) \
    X(cuArrayGetSparseProperties, 11010, 0) \
    X(cuArrayGetMemoryRequirements, 11060, 0) \
    X(cuMipmappedArrayCreate, 5000, 0) \
    X(cuMipmappedArrayGetLevel, 5000, 0) \
    X(cuMipmappedArrayDestroy, 5000, 0) \
    X(cuMipmappedArrayGetSparseProperties, 11010, 0) \
    X(cuMipmappedArrayGetMemoryRequirements, 11060, 0) \
    X(cuTexObjectCreate, 5000, 0) \
    X(cuTexObjectDestroy, 5000, 0) \
    X(cuTexObjectGetResourceDesc, 5000, 0) \
    X(cuTexObjectGetTextureDesc, 5000, 0) \
    X(cuTexObjectGetResourceViewDesc, 5000, 0) \
    X(cuSurfObjectCreate, 5000, 0) \
    X(cuSurfObjectDestroy, 5000, 0) \
    X(cuSurfObjectGetResourceDesc, 5000, 0) \
    X(cuMemPrefetchBatchAsync, 13000, 13000) \
    X(cuMemDiscardBatchAsync, 13000, 13000) \
    X(cuMemDiscardAndPrefetchBatchAsync, 13000, 13000) \
    X(cuMemcpyBatchAsync, 13000, 13000) \
    X(cuMemcpy3DBatchAsync, 13000, 13000) \
    X(cuMemcpyWithAttributesAsync, 13020, 13020) \
    X(cuMemGetLocationInfo, 13040, 0) \
    X(cuMemcpy3DWithAttributesAsync, 13020, 13020) \
    X(cuImportExternalMemory, 10000, 0) \
    X(cuExternalMemoryGetMappedBuffer, 10000, 0) \
    X(cuExternalMemoryGetMappedMipmappedArray, 10000, 0) \
    X(cuDestroyExternalMemory, 10000, 0) \
    X(cuImportExternalSemaphore, 10000, 0) \
    X(cuSignalExternalSemaphoresAsync, 10000, 10000) \
    X(cuWaitExternalSemaphoresAsync, 10000, 10000) \
    X(cuDestroyExternalSemaphore, 10000, 0) \
    X(cuDeviceGetHostAtomicCapabilities, 13000, 0) \
    X(cuDeviceGetP2PAtomicCapabilities, 13000, 0) \
    X(cuDeviceRegisterAsyncNotification, 12040, 0) \
    X(cuDeviceUnregisterAsyncNotification, 12040, 0) \
    X(cuDeviceGetNvSciSyncAttributes, 10020, 0) \
    X(cuFuncSetSharedMemConfig, 4020, 0) \
    X(cuLogsRegisterCallback, 12090, 0) \
    X(cuLogsUnregisterCallback, 12090, 0) \
    X(cuLogsCurrent, 12090, 0) \
    X(cuLogsDumpToFile, 12090, 0) \
    X(cuLogsDumpToMemory, 12090, 0) \
    X(cuGraphicsUnregisterResource, 3000, 0) \
    X(cuGraphicsResourceSetMapFlags, 6050, 0) \
    X(cuGraphicsMapResources, 3000, 0) \
    X(cuGraphicsUnmapResources, 3000, 0) \
    X(cuGraphicsResourceGetMappedPointer, 3020, 0) \
    X(cuGraphicsSubResourceGetMappedArray, 3000, 0) \
    X(cuGraphicsResourceGetMappedMipmappedArray, 5000, 0) \
    X(cuGraphicsGLRegisterBuffer, 3000, 0) \
    X(cuGraphicsGLRegisterImage, 3000, 0) \
    X(cuGLInit, 2000, 0) \
    X(cuGLGetDevices, 4010, 0) \
    X(cuGLRegisterBufferObject, 2000, 0) \
    X(cuGLMapBufferObject, 3020, 0) \
    X(cuGLMapBufferObjectAsync, 3020, 0) \
    X(cuGLUnmapBufferObject, 2000, 0) \
    X(cuGLUnmapBufferObjectAsync, 2030, 0) \
    X(cuGLUnregisterBufferObject, 2000, 0) \
    X(cuGLSetBufferObjectMapFlags, 2030, 0) \
    X(cuGraphicsEGLRegisterImage, 7000, 0) \
    X(cuEGLStreamConsumerConnect, 7000, 0) \
    X(cuEGLStreamConsumerConnectWithFlags, 8000, 0) \
    X(cuEGLStreamConsumerDisconnect, 7000, 0) \
    X(cuEGLStreamConsumerAcquireFrame, 7000, 0) \
    X(cuEGLStreamConsumerReleaseFrame, 7000, 0) \
    X(cuEGLStreamProducerConnect, 7000, 0) \
    X(cuEGLStreamProducerDisconnect, 7000, 0) \
    X(cuEGLStreamProducerPresentFrame, 7000, 0) \
    X(cuEGLStreamProducerReturnFrame, 7000, 0) \
    X(cuGraphicsResourceGetMappedEglFrame, 7000, 0) \
    X(cuVDPAUGetDevice, 3010, 0) \
    X(cuGraphicsVDPAURegisterVideoSurface, 3010, 0) \
    X(cuGraphicsVDPAURegisterOutputSurface, 3010, 0)

#endif
