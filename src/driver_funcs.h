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

#define OCR_DRIVER_FUNCS(X) \
    X(cuInit, 2000, 0) \
    X(cuDriverGetVersion, 2020, 0) \
    X(cuGetErrorName, 6000, 0) \
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
    X(cuGraphDebugDotPrint, 11030, 0)

#endif
