/*
 * GENERATED FILE: do not edit. Regenerate with
 *   python3 generators/gen_entries.py CUDA/include/cuda_runtime_api.h EXPORTS --outdir calls \
 *       --record record/record_generated.c
 */
/*
 * The recording interposer's definitions: all 455 exports of NVIDIA's libcudart.so.13.
 * Each resolves the next definition of its name (record.c: dlsym RTLD_NEXT, once), calls
 * it, and while recording captures its arguments after the call (outputs included) in the
 * format of calls/calls.h for the decoder (calls/decode.c), then hands the call to
 * ocr_rec_commit with its result. Ids 0..OCR_FN_COUNT-1 are the entry layer's (their
 * parameter tables are ocr_api_table's); the others' tables are here.
 */
#if !defined(__x86_64__)
#error "record/record_generated.c's jump for a missing header is x86-64 assembly (generators/gen_entries.py): this architecture needs its own"
#endif
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
#error "compile without CUDA_API_PER_THREAD_DEFAULT_STREAM: it renames the functions"
#endif
#include "record.h"
#include "hidden_abi.h"
#include <cuda_profiler_api.h>

#if defined(__has_include)
#if __has_include(<GL/gl.h>)
#include <GL/gl.h>
#include <cuda_gl_interop.h>
#define OCR_REC_HAVE_GL 1
#endif
#if __has_include(<EGL/egl.h>) && __has_include(<EGL/eglext.h>)
#include <cuda_egl_interop.h>
#define OCR_REC_HAVE_EGL 1
#endif
#if __has_include(<vdpau/vdpau.h>)
#include <cuda_vdpau_interop.h>
#define OCR_REC_HAVE_VDPAU 1
#endif
#endif

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* A function whose header is missing where the recorder is built: a jump through the next
 * definition, resolved when the recorder loads (unrecorded). */
#define OCR_REC_JUMP(id, name)                                                          \
    __asm__(".globl " #name "\n.type " #name ",@function\n" #name ":\n"              \
            "    jmp *ocr_rec_next_fn+8*" #id "(%rip)\n.size " #name ", .-" #name "\n")

static const struct ocr_param rparams_cudaGetErrorName[] = {
    {"error", OCR_ARG_ERROR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams_cudaGetErrorString[] = {
    {"error", OCR_ARG_ERROR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams_cudaCreateChannelDesc[] = {
    {"x", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"y", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"z", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"w", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"f", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaChannelFormatKind},
};
static const struct ocr_param rparams___cudaRegisterFatBinary[] = {
    {"fatCubin", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaRegisterFatBinaryEnd[] = {
    {"fatCubinHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaUnregisterFatBinary[] = {
    {"fatCubinHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaRegisterVar[] = {
    {"fatCubinHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"hostVar", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"deviceAddress", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"deviceName", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"ext", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"constant", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"global", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaRegisterManagedVar[] = {
    {"fatCubinHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"hostVarPtrAddress", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"deviceAddress", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"deviceName", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"ext", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"constant", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"global", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaInitModule[] = {
    {"fatCubinHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaRegisterFunction[] = {
    {"fatCubinHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"hostFun", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"deviceFun", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"deviceName", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"thread_limit", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"tid", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"bid", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"bDim", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"gDim", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"wSize", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaRegisterHostVar[] = {
    {"fatCubinHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"deviceName", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"hostVar", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaRegisterUnifiedTable[] = {
    {"table", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaGetProcAddress[] = {
    {"symbol", OCR_ARG_STR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaPushCallConfiguration[] = {
    {"gridDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param rparams___cudaPopCallConfiguration[] = {
    {"gridDim", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"stream", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param rparams___cudaGetKernel[] = {
    {"kernel", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_kernel},
    {"hostStub", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};

const struct ocr_api ocr_rec_extra_table[OCR_REC_COUNT - OCR_FN_COUNT] = {
    {"cudaGetErrorName", rparams_cudaGetErrorName, OCR_WORK_NONE, 1, false},
    {"cudaGetErrorString", rparams_cudaGetErrorString, OCR_WORK_NONE, 1, false},
    {"cudaCreateChannelDesc", rparams_cudaCreateChannelDesc, OCR_WORK_NONE, 5, false},
    {"__cudaRegisterFatBinary", rparams___cudaRegisterFatBinary, OCR_WORK_NONE, 1, false},
    {"__cudaRegisterFatBinaryEnd", rparams___cudaRegisterFatBinaryEnd, OCR_WORK_NONE, 1, false},
    {"__cudaUnregisterFatBinary", rparams___cudaUnregisterFatBinary, OCR_WORK_NONE, 1, false},
    {"__cudaRegisterVar", rparams___cudaRegisterVar, OCR_WORK_NONE, 8, false},
    {"__cudaRegisterManagedVar", rparams___cudaRegisterManagedVar, OCR_WORK_NONE, 8, false},
    {"__cudaInitModule", rparams___cudaInitModule, OCR_WORK_NONE, 1, false},
    {"__cudaRegisterFunction", rparams___cudaRegisterFunction, OCR_WORK_NONE, 10, false},
    {"__cudaRegisterHostVar", rparams___cudaRegisterHostVar, OCR_WORK_NONE, 4, false},
    {"__cudaRegisterUnifiedTable", rparams___cudaRegisterUnifiedTable, OCR_WORK_NONE, 1, false},
    {"__cudaGetProcAddress", rparams___cudaGetProcAddress, OCR_WORK_NONE, 1, false},
    {"__cudaPushCallConfiguration", rparams___cudaPushCallConfiguration, OCR_WORK_NONE, 4, false},
    {"__cudaPopCallConfiguration", rparams___cudaPopCallConfiguration, OCR_WORK_NONE, 4, false},
    {"__cudaGetKernel", rparams___cudaGetKernel, OCR_WORK_NONE, 2, false},
};

_Static_assert(OCR_REC_COUNT == 455, "record.h counts every export");

const char *const ocr_rec_names[OCR_REC_COUNT] = {
    "cudaDeviceReset",
    "cudaDeviceSynchronize",
    "cudaDeviceSetLimit",
    "cudaDeviceGetLimit",
    "cudaDeviceGetTexture1DLinearMaxWidth",
    "cudaDeviceGetCacheConfig",
    "cudaDeviceGetStreamPriorityRange",
    "cudaDeviceSetCacheConfig",
    "cudaDeviceGetByPCIBusId",
    "cudaDeviceGetPCIBusId",
    "cudaIpcGetEventHandle",
    "cudaIpcOpenEventHandle",
    "cudaIpcGetMemHandle",
    "cudaIpcOpenMemHandle",
    "cudaIpcCloseMemHandle",
    "cudaDeviceFlushGPUDirectRDMAWrites",
    "cudaDeviceRegisterAsyncNotification",
    "cudaDeviceUnregisterAsyncNotification",
    "cudaDeviceGetSharedMemConfig",
    "cudaDeviceSetSharedMemConfig",
    "cudaGetLastError",
    "cudaPeekAtLastError",
    "cudaGetDeviceCount",
    "cudaGetDeviceProperties",
    "cudaDeviceGetAttribute",
    "cudaDeviceGetHostAtomicCapabilities",
    "cudaDeviceGetDefaultMemPool",
    "cudaDeviceSetMemPool",
    "cudaDeviceGetMemPool",
    "cudaDeviceGetNvSciSyncAttributes",
    "cudaDeviceGetP2PAttribute",
    "cudaDeviceGetP2PAtomicCapabilities",
    "cudaChooseDevice",
    "cudaInitDevice",
    "cudaSetDevice",
    "cudaGetDevice",
    "cudaSetValidDevices",
    "cudaSetDeviceFlags",
    "cudaGetDeviceFlags",
    "cudaStreamCreate",
    "cudaStreamCreateWithFlags",
    "cudaStreamCreateWithPriority",
    "cudaStreamGetPriority",
    "cudaStreamGetPriority_ptsz",
    "cudaStreamGetFlags",
    "cudaStreamGetFlags_ptsz",
    "cudaStreamGetId",
    "cudaStreamGetId_ptsz",
    "cudaStreamGetDevice",
    "cudaStreamGetDevice_ptsz",
    "cudaCtxResetPersistingL2Cache",
    "cudaStreamCopyAttributes",
    "cudaStreamCopyAttributes_ptsz",
    "cudaStreamGetAttribute",
    "cudaStreamGetAttribute_ptsz",
    "cudaStreamSetAttribute",
    "cudaStreamSetAttribute_ptsz",
    "cudaStreamDestroy",
    "cudaStreamWaitEvent",
    "cudaStreamWaitEvent_ptsz",
    "cudaStreamAddCallback",
    "cudaStreamAddCallback_ptsz",
    "cudaStreamSynchronize",
    "cudaStreamSynchronize_ptsz",
    "cudaStreamQuery",
    "cudaStreamQuery_ptsz",
    "cudaStreamAttachMemAsync",
    "cudaStreamAttachMemAsync_ptsz",
    "cudaStreamBeginCapture",
    "cudaStreamBeginCapture_ptsz",
    "cudaStreamBeginCaptureToGraph",
    "cudaStreamBeginCaptureToGraph_ptsz",
    "cudaThreadExchangeStreamCaptureMode",
    "cudaStreamEndCapture",
    "cudaStreamEndCapture_ptsz",
    "cudaStreamIsCapturing",
    "cudaStreamIsCapturing_ptsz",
    "cudaStreamGetCaptureInfo",
    "cudaStreamGetCaptureInfo_ptsz",
    "cudaStreamUpdateCaptureDependencies",
    "cudaStreamUpdateCaptureDependencies_ptsz",
    "cudaEventCreate",
    "cudaEventCreateWithFlags",
    "cudaEventRecord",
    "cudaEventRecord_ptsz",
    "cudaEventRecordWithFlags",
    "cudaEventRecordWithFlags_ptsz",
    "cudaEventQuery",
    "cudaEventSynchronize",
    "cudaEventDestroy",
    "cudaEventElapsedTime",
    "cudaImportExternalMemory",
    "cudaExternalMemoryGetMappedBuffer",
    "cudaExternalMemoryGetMappedMipmappedArray",
    "cudaDestroyExternalMemory",
    "cudaImportExternalSemaphore",
    "cudaSignalExternalSemaphoresAsync",
    "cudaSignalExternalSemaphoresAsync_ptsz",
    "cudaWaitExternalSemaphoresAsync",
    "cudaWaitExternalSemaphoresAsync_ptsz",
    "cudaDestroyExternalSemaphore",
    "cudaLaunchKernel",
    "cudaLaunchKernel_ptsz",
    "cudaLaunchKernelExC",
    "cudaLaunchKernelExC_ptsz",
    "cudaLaunchCooperativeKernel",
    "cudaLaunchCooperativeKernel_ptsz",
    "cudaFuncSetCacheConfig",
    "cudaFuncGetAttributes",
    "cudaFuncSetAttribute",
    "cudaFuncGetName",
    "cudaFuncGetParamInfo",
    "cudaLaunchHostFunc",
    "cudaLaunchHostFunc_ptsz",
    "cudaFuncSetSharedMemConfig",
    "cudaOccupancyMaxActiveBlocksPerMultiprocessor",
    "cudaOccupancyAvailableDynamicSMemPerBlock",
    "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags",
    "cudaOccupancyMaxPotentialClusterSize",
    "cudaOccupancyMaxActiveClusters",
    "cudaMallocManaged",
    "cudaMalloc",
    "cudaMallocHost",
    "cudaMallocPitch",
    "cudaMallocArray",
    "cudaFree",
    "cudaFreeHost",
    "cudaFreeArray",
    "cudaFreeMipmappedArray",
    "cudaHostAlloc",
    "cudaHostRegister",
    "cudaHostUnregister",
    "cudaHostGetDevicePointer",
    "cudaHostGetFlags",
    "cudaMalloc3D",
    "cudaMalloc3DArray",
    "cudaMallocMipmappedArray",
    "cudaGetMipmappedArrayLevel",
    "cudaMemcpy3D",
    "cudaMemcpy3D_ptds",
    "cudaMemcpy3DPeer",
    "cudaMemcpy3DPeer_ptds",
    "cudaMemcpy3DAsync",
    "cudaMemcpy3DAsync_ptsz",
    "cudaMemcpy3DPeerAsync",
    "cudaMemcpy3DPeerAsync_ptsz",
    "cudaMemGetInfo",
    "cudaArrayGetInfo",
    "cudaArrayGetPlane",
    "cudaArrayGetMemoryRequirements",
    "cudaMipmappedArrayGetMemoryRequirements",
    "cudaArrayGetSparseProperties",
    "cudaMipmappedArrayGetSparseProperties",
    "cudaMemcpy",
    "cudaMemcpy_ptds",
    "cudaMemcpyPeer",
    "cudaMemcpy2D",
    "cudaMemcpy2D_ptds",
    "cudaMemcpy2DToArray",
    "cudaMemcpy2DToArray_ptds",
    "cudaMemcpy2DFromArray",
    "cudaMemcpy2DFromArray_ptds",
    "cudaMemcpy2DArrayToArray",
    "cudaMemcpy2DArrayToArray_ptds",
    "cudaMemcpyToSymbol",
    "cudaMemcpyToSymbol_ptds",
    "cudaMemcpyFromSymbol",
    "cudaMemcpyFromSymbol_ptds",
    "cudaMemcpyAsync",
    "cudaMemcpyAsync_ptsz",
    "cudaMemcpyPeerAsync",
    "cudaMemcpyBatchAsync",
    "cudaMemcpyBatchAsync_ptsz",
    "cudaMemcpy3DBatchAsync",
    "cudaMemcpy3DBatchAsync_ptsz",
    "cudaMemcpy2DAsync",
    "cudaMemcpy2DAsync_ptsz",
    "cudaMemcpy2DToArrayAsync",
    "cudaMemcpy2DToArrayAsync_ptsz",
    "cudaMemcpy2DFromArrayAsync",
    "cudaMemcpy2DFromArrayAsync_ptsz",
    "cudaMemcpyToSymbolAsync",
    "cudaMemcpyToSymbolAsync_ptsz",
    "cudaMemcpyFromSymbolAsync",
    "cudaMemcpyFromSymbolAsync_ptsz",
    "cudaMemset",
    "cudaMemset_ptds",
    "cudaMemset2D",
    "cudaMemset2D_ptds",
    "cudaMemset3D",
    "cudaMemset3D_ptds",
    "cudaMemsetAsync",
    "cudaMemsetAsync_ptsz",
    "cudaMemset2DAsync",
    "cudaMemset2DAsync_ptsz",
    "cudaMemset3DAsync",
    "cudaMemset3DAsync_ptsz",
    "cudaGetSymbolAddress",
    "cudaGetSymbolSize",
    "cudaMemPrefetchAsync",
    "cudaMemPrefetchAsync_ptsz",
    "cudaMemPrefetchBatchAsync",
    "cudaMemPrefetchBatchAsync_ptsz",
    "cudaMemDiscardBatchAsync",
    "cudaMemDiscardBatchAsync_ptsz",
    "cudaMemDiscardAndPrefetchBatchAsync",
    "cudaMemDiscardAndPrefetchBatchAsync_ptsz",
    "cudaMemAdvise",
    "cudaMemRangeGetAttribute",
    "cudaMemRangeGetAttributes",
    "cudaMemcpyToArray",
    "cudaMemcpyToArray_ptds",
    "cudaMemcpyFromArray",
    "cudaMemcpyFromArray_ptds",
    "cudaMemcpyArrayToArray",
    "cudaMemcpyArrayToArray_ptds",
    "cudaMemcpyToArrayAsync",
    "cudaMemcpyToArrayAsync_ptsz",
    "cudaMemcpyFromArrayAsync",
    "cudaMemcpyFromArrayAsync_ptsz",
    "cudaMallocAsync",
    "cudaMallocAsync_ptsz",
    "cudaFreeAsync",
    "cudaFreeAsync_ptsz",
    "cudaMemPoolTrimTo",
    "cudaMemPoolSetAttribute",
    "cudaMemPoolGetAttribute",
    "cudaMemPoolSetAccess",
    "cudaMemPoolGetAccess",
    "cudaMemPoolCreate",
    "cudaMemPoolDestroy",
    "cudaMemGetDefaultMemPool",
    "cudaMemGetMemPool",
    "cudaMemSetMemPool",
    "cudaMallocFromPoolAsync",
    "cudaMallocFromPoolAsync_ptsz",
    "cudaMemPoolExportToShareableHandle",
    "cudaMemPoolImportFromShareableHandle",
    "cudaMemPoolExportPointer",
    "cudaMemPoolImportPointer",
    "cudaPointerGetAttributes",
    "cudaDeviceCanAccessPeer",
    "cudaDeviceEnablePeerAccess",
    "cudaDeviceDisablePeerAccess",
    "cudaGraphicsUnregisterResource",
    "cudaGraphicsResourceSetMapFlags",
    "cudaGraphicsMapResources",
    "cudaGraphicsUnmapResources",
    "cudaGraphicsResourceGetMappedPointer",
    "cudaGraphicsSubResourceGetMappedArray",
    "cudaGraphicsResourceGetMappedMipmappedArray",
    "cudaGetChannelDesc",
    "cudaCreateTextureObject",
    "cudaDestroyTextureObject",
    "cudaGetTextureObjectResourceDesc",
    "cudaGetTextureObjectTextureDesc",
    "cudaGetTextureObjectResourceViewDesc",
    "cudaCreateSurfaceObject",
    "cudaDestroySurfaceObject",
    "cudaGetSurfaceObjectResourceDesc",
    "cudaDriverGetVersion",
    "cudaRuntimeGetVersion",
    "cudaLogsRegisterCallback",
    "cudaLogsUnregisterCallback",
    "cudaLogsCurrent",
    "cudaLogsDumpToFile",
    "cudaLogsDumpToMemory",
    "cudaGraphCreate",
    "cudaGraphAddKernelNode",
    "cudaGraphKernelNodeGetParams",
    "cudaGraphKernelNodeSetParams",
    "cudaGraphKernelNodeCopyAttributes",
    "cudaGraphKernelNodeGetAttribute",
    "cudaGraphKernelNodeSetAttribute",
    "cudaGraphAddMemcpyNode",
    "cudaGraphAddMemcpyNodeToSymbol",
    "cudaGraphAddMemcpyNodeFromSymbol",
    "cudaGraphAddMemcpyNode1D",
    "cudaGraphMemcpyNodeGetParams",
    "cudaGraphMemcpyNodeSetParams",
    "cudaGraphMemcpyNodeSetParamsToSymbol",
    "cudaGraphMemcpyNodeSetParamsFromSymbol",
    "cudaGraphMemcpyNodeSetParams1D",
    "cudaGraphAddMemsetNode",
    "cudaGraphMemsetNodeGetParams",
    "cudaGraphMemsetNodeSetParams",
    "cudaGraphAddHostNode",
    "cudaGraphHostNodeGetParams",
    "cudaGraphHostNodeSetParams",
    "cudaGraphAddChildGraphNode",
    "cudaGraphChildGraphNodeGetGraph",
    "cudaGraphAddEmptyNode",
    "cudaGraphAddEventRecordNode",
    "cudaGraphEventRecordNodeGetEvent",
    "cudaGraphEventRecordNodeSetEvent",
    "cudaGraphAddEventWaitNode",
    "cudaGraphEventWaitNodeGetEvent",
    "cudaGraphEventWaitNodeSetEvent",
    "cudaGraphAddExternalSemaphoresSignalNode",
    "cudaGraphExternalSemaphoresSignalNodeGetParams",
    "cudaGraphExternalSemaphoresSignalNodeSetParams",
    "cudaGraphAddExternalSemaphoresWaitNode",
    "cudaGraphExternalSemaphoresWaitNodeGetParams",
    "cudaGraphExternalSemaphoresWaitNodeSetParams",
    "cudaGraphAddMemAllocNode",
    "cudaGraphMemAllocNodeGetParams",
    "cudaGraphAddMemFreeNode",
    "cudaGraphMemFreeNodeGetParams",
    "cudaDeviceGraphMemTrim",
    "cudaDeviceGetGraphMemAttribute",
    "cudaDeviceSetGraphMemAttribute",
    "cudaGraphClone",
    "cudaGraphNodeFindInClone",
    "cudaGraphNodeGetType",
    "cudaGraphGetNodes",
    "cudaGraphGetRootNodes",
    "cudaGraphGetEdges",
    "cudaGraphNodeGetDependencies",
    "cudaGraphNodeGetDependentNodes",
    "cudaGraphAddDependencies",
    "cudaGraphRemoveDependencies",
    "cudaGraphDestroyNode",
    "cudaGraphInstantiate",
    "cudaGraphInstantiateWithFlags",
    "cudaGraphInstantiateWithParams",
    "cudaGraphInstantiateWithParams_ptsz",
    "cudaGraphExecGetFlags",
    "cudaGraphExecKernelNodeSetParams",
    "cudaGraphExecMemcpyNodeSetParams",
    "cudaGraphExecMemcpyNodeSetParamsToSymbol",
    "cudaGraphExecMemcpyNodeSetParamsFromSymbol",
    "cudaGraphExecMemcpyNodeSetParams1D",
    "cudaGraphExecMemsetNodeSetParams",
    "cudaGraphExecHostNodeSetParams",
    "cudaGraphExecChildGraphNodeSetParams",
    "cudaGraphExecEventRecordNodeSetEvent",
    "cudaGraphExecEventWaitNodeSetEvent",
    "cudaGraphExecExternalSemaphoresSignalNodeSetParams",
    "cudaGraphExecExternalSemaphoresWaitNodeSetParams",
    "cudaGraphNodeSetEnabled",
    "cudaGraphNodeGetEnabled",
    "cudaGraphExecUpdate",
    "cudaGraphUpload",
    "cudaGraphUpload_ptsz",
    "cudaGraphLaunch",
    "cudaGraphLaunch_ptsz",
    "cudaGraphExecDestroy",
    "cudaGraphDestroy",
    "cudaGraphDebugDotPrint",
    "cudaUserObjectCreate",
    "cudaUserObjectRetain",
    "cudaUserObjectRelease",
    "cudaGraphRetainUserObject",
    "cudaGraphReleaseUserObject",
    "cudaGraphAddNode",
    "cudaGraphNodeSetParams",
    "cudaGraphExecNodeSetParams",
    "cudaGraphConditionalHandleCreate",
    "cudaGetDriverEntryPoint",
    "cudaGetDriverEntryPoint_ptsz",
    "cudaGetDriverEntryPointByVersion",
    "cudaGetDriverEntryPointByVersion_ptsz",
    "cudaLibraryLoadData",
    "cudaLibraryLoadFromFile",
    "cudaLibraryUnload",
    "cudaLibraryGetKernel",
    "cudaLibraryGetGlobal",
    "cudaLibraryGetManaged",
    "cudaLibraryGetUnifiedFunction",
    "cudaLibraryGetKernelCount",
    "cudaLibraryEnumerateKernels",
    "cudaKernelSetAttributeForDevice",
    "cudaGetExportTable",
    "cudaGetFuncBySymbol",
    "cudaGetKernel",
    "cudaProfilerStart",
    "cudaProfilerStop",
    "cudaGLGetDevices",
    "cudaGraphicsGLRegisterImage",
    "cudaGraphicsGLRegisterBuffer",
    "cudaGLSetGLDevice",
    "cudaGLRegisterBufferObject",
    "cudaGLMapBufferObject",
    "cudaGLUnmapBufferObject",
    "cudaGLUnregisterBufferObject",
    "cudaGLSetBufferObjectMapFlags",
    "cudaGLMapBufferObjectAsync",
    "cudaGLUnmapBufferObjectAsync",
    "cudaGraphicsEGLRegisterImage",
    "cudaEGLStreamConsumerConnect",
    "cudaEGLStreamConsumerConnectWithFlags",
    "cudaEGLStreamConsumerDisconnect",
    "cudaEGLStreamConsumerAcquireFrame",
    "cudaEGLStreamConsumerReleaseFrame",
    "cudaEGLStreamProducerConnect",
    "cudaEGLStreamProducerDisconnect",
    "cudaEGLStreamProducerPresentFrame",
    "cudaEGLStreamProducerReturnFrame",
    "cudaGraphicsResourceGetMappedEglFrame",
    "cudaEventCreateFromEGLSync",
    "cudaVDPAUGetDevice",
    "cudaVDPAUSetVDPAUDevice",
    "cudaGraphicsVDPAURegisterVideoSurface",
    "cudaGraphicsVDPAURegisterOutputSurface",
    "cudaGraphNodeGetContainingGraph",
    "cudaGraphNodeGetLocalId",
    "cudaGraphNodeGetToolsId",
    "cudaGraphGetId",
    "cudaGraphExecGetId",
    "cudaGraphConditionalHandleCreate_v2",
    "cudaDeviceGetDevResource",
    "cudaDevSmResourceSplitByCount",
    "cudaDevSmResourceSplit",
    "cudaDevResourceGenerateDesc",
    "cudaGreenCtxCreate",
    "cudaExecutionCtxDestroy",
    "cudaExecutionCtxGetDevResource",
    "cudaExecutionCtxGetDevice",
    "cudaExecutionCtxGetId",
    "cudaExecutionCtxStreamCreate",
    "cudaExecutionCtxSynchronize",
    "cudaStreamGetDevResource",
    "cudaStreamGetDevResource_ptsz",
    "cudaExecutionCtxRecordEvent",
    "cudaExecutionCtxWaitEvent",
    "cudaDeviceGetExecutionCtx",
    "cudaFuncGetParamCount",
    "cudaLaunchHostFunc_v2",
    "cudaLaunchHostFunc_v2_ptsz",
    "cudaMemcpyWithAttributesAsync",
    "cudaMemcpyWithAttributesAsync_ptsz",
    "cudaMemcpy3DWithAttributesAsync",
    "cudaMemcpy3DWithAttributesAsync_ptsz",
    "cudaGraphNodeGetParams",
    "cudaStreamBeginRecaptureToGraph",
    "cudaStreamBeginRecaptureToGraph_ptsz",
    "cudaMemGetLocationInfo",
    "__cudaLaunchKernel",
    "__cudaLaunchKernel_ptsz",
    "cudaGetErrorName",
    "cudaGetErrorString",
    "cudaCreateChannelDesc",
    "__cudaRegisterFatBinary",
    "__cudaRegisterFatBinaryEnd",
    "__cudaUnregisterFatBinary",
    "__cudaRegisterVar",
    "__cudaRegisterManagedVar",
    "__cudaInitModule",
    "__cudaRegisterFunction",
    "__cudaRegisterHostVar",
    "__cudaRegisterUnifiedTable",
    "__cudaGetProcAddress",
    "__cudaPushCallConfiguration",
    "__cudaPopCallConfiguration",
    "__cudaGetKernel",
};

const unsigned char ocr_rec_ret_kinds[OCR_REC_COUNT] = {
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_STR,
    OCR_REC_RET_STR,
    OCR_REC_RET_CHANFMT,
    OCR_REC_RET_PTR,
    OCR_REC_RET_VOID,
    OCR_REC_RET_VOID,
    OCR_REC_RET_VOID,
    OCR_REC_RET_VOID,
    OCR_REC_RET_INT,
    OCR_REC_RET_VOID,
    OCR_REC_RET_VOID,
    OCR_REC_RET_VOID,
    OCR_REC_RET_PTR,
    OCR_REC_RET_UINT,
    OCR_REC_RET_ERROR,
    OCR_REC_RET_ERROR,
};

cudaError_t CUDARTAPI cudaDeviceReset(void)
{
    __typeof__(&cudaDeviceReset) ocr_n = (__typeof__(&cudaDeviceReset))ocr_rec_next(0);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n();
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n();
    ocr_rec_end(&ocr_c);
    ocr_rec_commit(&ocr_c, 0, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceSynchronize(void)
{
    __typeof__(&cudaDeviceSynchronize) ocr_n = (__typeof__(&cudaDeviceSynchronize))ocr_rec_next(1);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n();
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n();
    ocr_rec_end(&ocr_c);
    ocr_rec_commit(&ocr_c, 1, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    __typeof__(&cudaDeviceSetLimit) ocr_n = (__typeof__(&cudaDeviceSetLimit))ocr_rec_next(2);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(limit, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(limit, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)limit);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_rec_commit(&ocr_c, 2, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    __typeof__(&cudaDeviceGetLimit) ocr_n = (__typeof__(&cudaDeviceGetLimit))ocr_rec_next(3);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pValue, limit);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pValue, limit);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pValue, ocr_e == cudaSuccess && pValue != NULL ? (uint64_t)(uintptr_t)*pValue : 0);
    ocr_put(&ocr_c, (uint64_t)limit);
    ocr_rec_commit(&ocr_c, 3, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device)
{
    __typeof__(&cudaDeviceGetTexture1DLinearMaxWidth) ocr_n = (__typeof__(&cudaDeviceGetTexture1DLinearMaxWidth))ocr_rec_next(4);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(maxWidthInElements, fmtDesc, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(maxWidthInElements, fmtDesc, device);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, maxWidthInElements, ocr_e == cudaSuccess && maxWidthInElements != NULL ? (uint64_t)(uintptr_t)*maxWidthInElements : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fmtDesc);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 4, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    __typeof__(&cudaDeviceGetCacheConfig) ocr_n = (__typeof__(&cudaDeviceGetCacheConfig))ocr_rec_next(5);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pCacheConfig);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pCacheConfig);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pCacheConfig, ocr_e == cudaSuccess && pCacheConfig != NULL ? (uint64_t)(uintptr_t)*pCacheConfig : 0);
    ocr_rec_commit(&ocr_c, 5, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    __typeof__(&cudaDeviceGetStreamPriorityRange) ocr_n = (__typeof__(&cudaDeviceGetStreamPriorityRange))ocr_rec_next(6);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(leastPriority, greatestPriority);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(leastPriority, greatestPriority);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, leastPriority, ocr_e == cudaSuccess && leastPriority != NULL ? (uint64_t)(uintptr_t)*leastPriority : 0);
    ocr_put_out(&ocr_c, greatestPriority, ocr_e == cudaSuccess && greatestPriority != NULL ? (uint64_t)(uintptr_t)*greatestPriority : 0);
    ocr_rec_commit(&ocr_c, 6, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    __typeof__(&cudaDeviceSetCacheConfig) ocr_n = (__typeof__(&cudaDeviceSetCacheConfig))ocr_rec_next(7);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(cacheConfig);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(cacheConfig);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)cacheConfig);
    ocr_rec_commit(&ocr_c, 7, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    __typeof__(&cudaDeviceGetByPCIBusId) ocr_n = (__typeof__(&cudaDeviceGetByPCIBusId))ocr_rec_next(8);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, pciBusId);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, pciBusId);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
    ocr_put_str(&ocr_c, pciBusId);
    ocr_rec_commit(&ocr_c, 8, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    __typeof__(&cudaDeviceGetPCIBusId) ocr_n = (__typeof__(&cudaDeviceGetPCIBusId))ocr_rec_next(9);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pciBusId, len, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pciBusId, len, device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pciBusId);
    ocr_put(&ocr_c, (uint64_t)len);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 9, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    __typeof__(&cudaIpcGetEventHandle) ocr_n = (__typeof__(&cudaIpcGetEventHandle))ocr_rec_next(10);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(handle, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(handle, event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)handle);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 10, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    __typeof__(&cudaIpcOpenEventHandle) ocr_n = (__typeof__(&cudaIpcOpenEventHandle))ocr_rec_next(11);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event, handle);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event, handle);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
    ocr_put_opaque(&ocr_c, &handle, sizeof handle);
    ocr_rec_commit(&ocr_c, 11, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr)
{
    __typeof__(&cudaIpcGetMemHandle) ocr_n = (__typeof__(&cudaIpcGetMemHandle))ocr_rec_next(12);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(handle, devPtr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(handle, devPtr);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)handle);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_rec_commit(&ocr_c, 12, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    __typeof__(&cudaIpcOpenMemHandle) ocr_n = (__typeof__(&cudaIpcOpenMemHandle))ocr_rec_next(13);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, handle, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, handle, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put_opaque(&ocr_c, &handle, sizeof handle);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 13, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaIpcCloseMemHandle(void *devPtr)
{
    __typeof__(&cudaIpcCloseMemHandle) ocr_n = (__typeof__(&cudaIpcCloseMemHandle))ocr_rec_next(14);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_rec_commit(&ocr_c, 14, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    __typeof__(&cudaDeviceFlushGPUDirectRDMAWrites) ocr_n = (__typeof__(&cudaDeviceFlushGPUDirectRDMAWrites))ocr_rec_next(15);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(target, scope);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(target, scope);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)target);
    ocr_put(&ocr_c, (uint64_t)scope);
    ocr_rec_commit(&ocr_c, 15, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc, void* userData, cudaAsyncCallbackHandle_t* callback)
{
    __typeof__(&cudaDeviceRegisterAsyncNotification) ocr_n = (__typeof__(&cudaDeviceRegisterAsyncNotification))ocr_rec_next(16);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, callbackFunc, userData, callback);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, callbackFunc, userData, callback);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackFunc);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_put_out(&ocr_c, callback, ocr_e == cudaSuccess && callback != NULL ? (uint64_t)(uintptr_t)*callback : 0);
    ocr_rec_commit(&ocr_c, 16, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback)
{
    __typeof__(&cudaDeviceUnregisterAsyncNotification) ocr_n = (__typeof__(&cudaDeviceUnregisterAsyncNotification))ocr_rec_next(17);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, callback);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, callback);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
    ocr_rec_commit(&ocr_c, 17, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig)
{
    __typeof__(&cudaDeviceGetSharedMemConfig) ocr_n = (__typeof__(&cudaDeviceGetSharedMemConfig))ocr_rec_next(18);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pConfig);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pConfig);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pConfig, ocr_e == cudaSuccess && pConfig != NULL ? (uint64_t)(uintptr_t)*pConfig : 0);
    ocr_rec_commit(&ocr_c, 18, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config)
{
    __typeof__(&cudaDeviceSetSharedMemConfig) ocr_n = (__typeof__(&cudaDeviceSetSharedMemConfig))ocr_rec_next(19);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(config);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(config);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)config);
    ocr_rec_commit(&ocr_c, 19, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetLastError(void)
{
    __typeof__(&cudaGetLastError) ocr_n = (__typeof__(&cudaGetLastError))ocr_rec_next(20);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n();
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n();
    ocr_rec_end(&ocr_c);
    ocr_rec_commit(&ocr_c, 20, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaPeekAtLastError(void)
{
    __typeof__(&cudaPeekAtLastError) ocr_n = (__typeof__(&cudaPeekAtLastError))ocr_rec_next(21);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n();
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n();
    ocr_rec_end(&ocr_c);
    ocr_rec_commit(&ocr_c, 21, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetDeviceCount(int *count)
{
    __typeof__(&cudaGetDeviceCount) ocr_n = (__typeof__(&cudaGetDeviceCount))ocr_rec_next(22);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(count);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, count, ocr_e == cudaSuccess && count != NULL ? (uint64_t)(uintptr_t)*count : 0);
    ocr_rec_commit(&ocr_c, 22, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    __typeof__(&cudaGetDeviceProperties) ocr_n = (__typeof__(&cudaGetDeviceProperties))ocr_rec_next(23);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(prop, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(prop, device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prop);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 23, ocr_e, (uint64_t)ocr_e, prop);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    __typeof__(&cudaDeviceGetAttribute) ocr_n = (__typeof__(&cudaDeviceGetAttribute))ocr_rec_next(24);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(value, attr, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(value, attr, device);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, value, ocr_e == cudaSuccess && value != NULL ? (uint64_t)(uintptr_t)*value : 0);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 24, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation* operations, unsigned int count, int device)
{
    __typeof__(&cudaDeviceGetHostAtomicCapabilities) ocr_n = (__typeof__(&cudaDeviceGetHostAtomicCapabilities))ocr_rec_next(25);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(capabilities, operations, count, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(capabilities, operations, count, device);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, capabilities, ocr_e == cudaSuccess && capabilities != NULL ? (uint64_t)(uintptr_t)*capabilities : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)operations);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 25, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    __typeof__(&cudaDeviceGetDefaultMemPool) ocr_n = (__typeof__(&cudaDeviceGetDefaultMemPool))ocr_rec_next(26);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, device);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 26, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    __typeof__(&cudaDeviceSetMemPool) ocr_n = (__typeof__(&cudaDeviceSetMemPool))ocr_rec_next(27);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, memPool);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, memPool);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_rec_commit(&ocr_c, 27, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    __typeof__(&cudaDeviceGetMemPool) ocr_n = (__typeof__(&cudaDeviceGetMemPool))ocr_rec_next(28);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, device);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 28, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags)
{
    __typeof__(&cudaDeviceGetNvSciSyncAttributes) ocr_n = (__typeof__(&cudaDeviceGetNvSciSyncAttributes))ocr_rec_next(29);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(nvSciSyncAttrList, device, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(nvSciSyncAttrList, device, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nvSciSyncAttrList);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 29, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice)
{
    __typeof__(&cudaDeviceGetP2PAttribute) ocr_n = (__typeof__(&cudaDeviceGetP2PAttribute))ocr_rec_next(30);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(value, attr, srcDevice, dstDevice);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(value, attr, srcDevice, dstDevice);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, value, ocr_e == cudaSuccess && value != NULL ? (uint64_t)(uintptr_t)*value : 0);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)srcDevice);
    ocr_put(&ocr_c, (uint64_t)dstDevice);
    ocr_rec_commit(&ocr_c, 30, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice)
{
    __typeof__(&cudaDeviceGetP2PAtomicCapabilities) ocr_n = (__typeof__(&cudaDeviceGetP2PAtomicCapabilities))ocr_rec_next(31);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(capabilities, operations, count, srcDevice, dstDevice);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(capabilities, operations, count, srcDevice, dstDevice);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, capabilities, ocr_e == cudaSuccess && capabilities != NULL ? (uint64_t)(uintptr_t)*capabilities : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)operations);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)srcDevice);
    ocr_put(&ocr_c, (uint64_t)dstDevice);
    ocr_rec_commit(&ocr_c, 31, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    __typeof__(&cudaChooseDevice) ocr_n = (__typeof__(&cudaChooseDevice))ocr_rec_next(32);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, prop);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, prop);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prop);
    ocr_rec_commit(&ocr_c, 32, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    __typeof__(&cudaInitDevice) ocr_n = (__typeof__(&cudaInitDevice))ocr_rec_next(33);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, deviceFlags, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, deviceFlags, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)deviceFlags);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 33, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaSetDevice(int device)
{
    __typeof__(&cudaSetDevice) ocr_n = (__typeof__(&cudaSetDevice))ocr_rec_next(34);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 34, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetDevice(int *device)
{
    __typeof__(&cudaGetDevice) ocr_n = (__typeof__(&cudaGetDevice))ocr_rec_next(35);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
    ocr_rec_commit(&ocr_c, 35, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaSetValidDevices(int *device_arr, int len)
{
    __typeof__(&cudaSetValidDevices) ocr_n = (__typeof__(&cudaSetValidDevices))ocr_rec_next(36);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device_arr, len);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device_arr, len);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)device_arr);
    ocr_put(&ocr_c, (uint64_t)len);
    ocr_rec_commit(&ocr_c, 36, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaSetDeviceFlags(unsigned int flags)
{
    __typeof__(&cudaSetDeviceFlags) ocr_n = (__typeof__(&cudaSetDeviceFlags))ocr_rec_next(37);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 37, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetDeviceFlags(unsigned int *flags)
{
    __typeof__(&cudaGetDeviceFlags) ocr_n = (__typeof__(&cudaGetDeviceFlags))ocr_rec_next(38);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
    ocr_rec_commit(&ocr_c, 38, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *pStream)
{
    __typeof__(&cudaStreamCreate) ocr_n = (__typeof__(&cudaStreamCreate))ocr_rec_next(39);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pStream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
    ocr_rec_commit(&ocr_c, 39, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    __typeof__(&cudaStreamCreateWithFlags) ocr_n = (__typeof__(&cudaStreamCreateWithFlags))ocr_rec_next(40);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pStream, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pStream, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 40, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    __typeof__(&cudaStreamCreateWithPriority) ocr_n = (__typeof__(&cudaStreamCreateWithPriority))ocr_rec_next(41);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pStream, flags, priority);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pStream, flags, priority);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)priority);
    ocr_rec_commit(&ocr_c, 41, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamGetPriority(cudaStream_t hStream, int *priority)
{
    __typeof__(&cudaStreamGetPriority) ocr_n = (__typeof__(&cudaStreamGetPriority))ocr_rec_next(42);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, priority);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, priority);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, priority, ocr_e == cudaSuccess && priority != NULL ? (uint64_t)(uintptr_t)*priority : 0);
    ocr_rec_commit(&ocr_c, 42, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamGetPriority) cudaStreamGetPriority_ptsz;
cudaError_t CUDARTAPI cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority)
{
    __typeof__(&cudaStreamGetPriority) ocr_n = (__typeof__(&cudaStreamGetPriority))ocr_rec_next(43);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, priority);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, priority);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, priority, ocr_e == cudaSuccess && priority != NULL ? (uint64_t)(uintptr_t)*priority : 0);
    ocr_rec_commit(&ocr_c, 43, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags)
{
    __typeof__(&cudaStreamGetFlags) ocr_n = (__typeof__(&cudaStreamGetFlags))ocr_rec_next(44);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
    ocr_rec_commit(&ocr_c, 44, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamGetFlags) cudaStreamGetFlags_ptsz;
cudaError_t CUDARTAPI cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags)
{
    __typeof__(&cudaStreamGetFlags) ocr_n = (__typeof__(&cudaStreamGetFlags))ocr_rec_next(45);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
    ocr_rec_commit(&ocr_c, 45, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)
{
    __typeof__(&cudaStreamGetId) ocr_n = (__typeof__(&cudaStreamGetId))ocr_rec_next(46);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, streamId);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, streamId);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, streamId, ocr_e == cudaSuccess && streamId != NULL ? (uint64_t)(uintptr_t)*streamId : 0);
    ocr_rec_commit(&ocr_c, 46, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamGetId) cudaStreamGetId_ptsz;
cudaError_t CUDARTAPI cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId)
{
    __typeof__(&cudaStreamGetId) ocr_n = (__typeof__(&cudaStreamGetId))ocr_rec_next(47);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, streamId);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, streamId);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, streamId, ocr_e == cudaSuccess && streamId != NULL ? (uint64_t)(uintptr_t)*streamId : 0);
    ocr_rec_commit(&ocr_c, 47, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamGetDevice(cudaStream_t hStream, int *device)
{
    __typeof__(&cudaStreamGetDevice) ocr_n = (__typeof__(&cudaStreamGetDevice))ocr_rec_next(48);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
    ocr_rec_commit(&ocr_c, 48, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamGetDevice) cudaStreamGetDevice_ptsz;
cudaError_t CUDARTAPI cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device)
{
    __typeof__(&cudaStreamGetDevice) ocr_n = (__typeof__(&cudaStreamGetDevice))ocr_rec_next(49);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
    ocr_rec_commit(&ocr_c, 49, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaCtxResetPersistingL2Cache(void)
{
    __typeof__(&cudaCtxResetPersistingL2Cache) ocr_n = (__typeof__(&cudaCtxResetPersistingL2Cache))ocr_rec_next(50);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n();
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n();
    ocr_rec_end(&ocr_c);
    ocr_rec_commit(&ocr_c, 50, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src)
{
    __typeof__(&cudaStreamCopyAttributes) ocr_n = (__typeof__(&cudaStreamCopyAttributes))ocr_rec_next(51);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_rec_commit(&ocr_c, 51, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamCopyAttributes) cudaStreamCopyAttributes_ptsz;
cudaError_t CUDARTAPI cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src)
{
    __typeof__(&cudaStreamCopyAttributes) ocr_n = (__typeof__(&cudaStreamCopyAttributes))ocr_rec_next(52);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_rec_commit(&ocr_c, 52, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out)
{
    __typeof__(&cudaStreamGetAttribute) ocr_n = (__typeof__(&cudaStreamGetAttribute))ocr_rec_next(53);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, attr, value_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, attr, value_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
    ocr_rec_commit(&ocr_c, 53, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamGetAttribute) cudaStreamGetAttribute_ptsz;
cudaError_t CUDARTAPI cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out)
{
    __typeof__(&cudaStreamGetAttribute) ocr_n = (__typeof__(&cudaStreamGetAttribute))ocr_rec_next(54);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, attr, value_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, attr, value_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
    ocr_rec_commit(&ocr_c, 54, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value)
{
    __typeof__(&cudaStreamSetAttribute) ocr_n = (__typeof__(&cudaStreamSetAttribute))ocr_rec_next(55);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
    ocr_rec_commit(&ocr_c, 55, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamSetAttribute) cudaStreamSetAttribute_ptsz;
cudaError_t CUDARTAPI cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value)
{
    __typeof__(&cudaStreamSetAttribute) ocr_n = (__typeof__(&cudaStreamSetAttribute))ocr_rec_next(56);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
    ocr_rec_commit(&ocr_c, 56, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream)
{
    __typeof__(&cudaStreamDestroy) ocr_n = (__typeof__(&cudaStreamDestroy))ocr_rec_next(57);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 57, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    __typeof__(&cudaStreamWaitEvent) ocr_n = (__typeof__(&cudaStreamWaitEvent))ocr_rec_next(58);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, event, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, event, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 58, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamWaitEvent) cudaStreamWaitEvent_ptsz;
cudaError_t CUDARTAPI cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    __typeof__(&cudaStreamWaitEvent) ocr_n = (__typeof__(&cudaStreamWaitEvent))ocr_rec_next(59);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, event, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, event, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 59, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    __typeof__(&cudaStreamAddCallback) ocr_n = (__typeof__(&cudaStreamAddCallback))ocr_rec_next(60);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, callback, userData, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, callback, userData, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 60, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamAddCallback) cudaStreamAddCallback_ptsz;
cudaError_t CUDARTAPI cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    __typeof__(&cudaStreamAddCallback) ocr_n = (__typeof__(&cudaStreamAddCallback))ocr_rec_next(61);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, callback, userData, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, callback, userData, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 61, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream)
{
    __typeof__(&cudaStreamSynchronize) ocr_n = (__typeof__(&cudaStreamSynchronize))ocr_rec_next(62);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 62, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamSynchronize) cudaStreamSynchronize_ptsz;
cudaError_t CUDARTAPI cudaStreamSynchronize_ptsz(cudaStream_t stream)
{
    __typeof__(&cudaStreamSynchronize) ocr_n = (__typeof__(&cudaStreamSynchronize))ocr_rec_next(63);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 63, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamQuery(cudaStream_t stream)
{
    __typeof__(&cudaStreamQuery) ocr_n = (__typeof__(&cudaStreamQuery))ocr_rec_next(64);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 64, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamQuery) cudaStreamQuery_ptsz;
cudaError_t CUDARTAPI cudaStreamQuery_ptsz(cudaStream_t stream)
{
    __typeof__(&cudaStreamQuery) ocr_n = (__typeof__(&cudaStreamQuery))ocr_rec_next(65);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 65, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    __typeof__(&cudaStreamAttachMemAsync) ocr_n = (__typeof__(&cudaStreamAttachMemAsync))ocr_rec_next(66);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, devPtr, length, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, devPtr, length, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)length);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 66, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamAttachMemAsync) cudaStreamAttachMemAsync_ptsz;
cudaError_t CUDARTAPI cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    __typeof__(&cudaStreamAttachMemAsync) ocr_n = (__typeof__(&cudaStreamAttachMemAsync))ocr_rec_next(67);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, devPtr, length, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, devPtr, length, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)length);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 67, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    __typeof__(&cudaStreamBeginCapture) ocr_n = (__typeof__(&cudaStreamBeginCapture))ocr_rec_next(68);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, mode);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, mode);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)mode);
    ocr_rec_commit(&ocr_c, 68, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamBeginCapture) cudaStreamBeginCapture_ptsz;
cudaError_t CUDARTAPI cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    __typeof__(&cudaStreamBeginCapture) ocr_n = (__typeof__(&cudaStreamBeginCapture))ocr_rec_next(69);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, mode);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, mode);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)mode);
    ocr_rec_commit(&ocr_c, 69, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    __typeof__(&cudaStreamBeginCaptureToGraph) ocr_n = (__typeof__(&cudaStreamBeginCaptureToGraph))ocr_rec_next(70);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, graph, dependencies, dependencyData, numDependencies, mode);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, graph, dependencies, dependencyData, numDependencies, mode);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)mode);
    ocr_rec_commit(&ocr_c, 70, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamBeginCaptureToGraph) cudaStreamBeginCaptureToGraph_ptsz;
cudaError_t CUDARTAPI cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    __typeof__(&cudaStreamBeginCaptureToGraph) ocr_n = (__typeof__(&cudaStreamBeginCaptureToGraph))ocr_rec_next(71);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, graph, dependencies, dependencyData, numDependencies, mode);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, graph, dependencies, dependencyData, numDependencies, mode);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)mode);
    ocr_rec_commit(&ocr_c, 71, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    __typeof__(&cudaThreadExchangeStreamCaptureMode) ocr_n = (__typeof__(&cudaThreadExchangeStreamCaptureMode))ocr_rec_next(72);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(mode);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(mode);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, mode, ocr_e == cudaSuccess && mode != NULL ? (uint64_t)(uintptr_t)*mode : 0);
    ocr_rec_commit(&ocr_c, 72, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph)
{
    __typeof__(&cudaStreamEndCapture) ocr_n = (__typeof__(&cudaStreamEndCapture))ocr_rec_next(73);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, pGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, pGraph);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
    ocr_rec_commit(&ocr_c, 73, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamEndCapture) cudaStreamEndCapture_ptsz;
cudaError_t CUDARTAPI cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph)
{
    __typeof__(&cudaStreamEndCapture) ocr_n = (__typeof__(&cudaStreamEndCapture))ocr_rec_next(74);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, pGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, pGraph);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
    ocr_rec_commit(&ocr_c, 74, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    __typeof__(&cudaStreamIsCapturing) ocr_n = (__typeof__(&cudaStreamIsCapturing))ocr_rec_next(75);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, pCaptureStatus);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, pCaptureStatus);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put_out(&ocr_c, pCaptureStatus, ocr_e == cudaSuccess && pCaptureStatus != NULL ? (uint64_t)(uintptr_t)*pCaptureStatus : 0);
    ocr_rec_commit(&ocr_c, 75, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamIsCapturing) cudaStreamIsCapturing_ptsz;
cudaError_t CUDARTAPI cudaStreamIsCapturing_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    __typeof__(&cudaStreamIsCapturing) ocr_n = (__typeof__(&cudaStreamIsCapturing))ocr_rec_next(76);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, pCaptureStatus);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, pCaptureStatus);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put_out(&ocr_c, pCaptureStatus, ocr_e == cudaSuccess && pCaptureStatus != NULL ? (uint64_t)(uintptr_t)*pCaptureStatus : 0);
    ocr_rec_commit(&ocr_c, 76, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    __typeof__(&cudaStreamGetCaptureInfo) ocr_n = (__typeof__(&cudaStreamGetCaptureInfo))ocr_rec_next(77);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put_out(&ocr_c, captureStatus_out, ocr_e == cudaSuccess && captureStatus_out != NULL ? (uint64_t)(uintptr_t)*captureStatus_out : 0);
    ocr_put_out(&ocr_c, id_out, ocr_e == cudaSuccess && id_out != NULL ? (uint64_t)(uintptr_t)*id_out : 0);
    ocr_put_out(&ocr_c, graph_out, ocr_e == cudaSuccess && graph_out != NULL ? (uint64_t)(uintptr_t)*graph_out : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies_out);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData_out);
    ocr_put_out(&ocr_c, numDependencies_out, ocr_e == cudaSuccess && numDependencies_out != NULL ? (uint64_t)(uintptr_t)*numDependencies_out : 0);
    ocr_rec_commit(&ocr_c, 77, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamGetCaptureInfo) cudaStreamGetCaptureInfo_ptsz;
cudaError_t CUDARTAPI cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    __typeof__(&cudaStreamGetCaptureInfo) ocr_n = (__typeof__(&cudaStreamGetCaptureInfo))ocr_rec_next(78);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put_out(&ocr_c, captureStatus_out, ocr_e == cudaSuccess && captureStatus_out != NULL ? (uint64_t)(uintptr_t)*captureStatus_out : 0);
    ocr_put_out(&ocr_c, id_out, ocr_e == cudaSuccess && id_out != NULL ? (uint64_t)(uintptr_t)*id_out : 0);
    ocr_put_out(&ocr_c, graph_out, ocr_e == cudaSuccess && graph_out != NULL ? (uint64_t)(uintptr_t)*graph_out : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies_out);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData_out);
    ocr_put_out(&ocr_c, numDependencies_out, ocr_e == cudaSuccess && numDependencies_out != NULL ? (uint64_t)(uintptr_t)*numDependencies_out : 0);
    ocr_rec_commit(&ocr_c, 78, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    __typeof__(&cudaStreamUpdateCaptureDependencies) ocr_n = (__typeof__(&cudaStreamUpdateCaptureDependencies))ocr_rec_next(79);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, dependencies, dependencyData, numDependencies, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, dependencies, dependencyData, numDependencies, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 79, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamUpdateCaptureDependencies) cudaStreamUpdateCaptureDependencies_ptsz;
cudaError_t CUDARTAPI cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    __typeof__(&cudaStreamUpdateCaptureDependencies) ocr_n = (__typeof__(&cudaStreamUpdateCaptureDependencies))ocr_rec_next(80);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, dependencies, dependencyData, numDependencies, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, dependencies, dependencyData, numDependencies, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 80, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventCreate(cudaEvent_t *event)
{
    __typeof__(&cudaEventCreate) ocr_n = (__typeof__(&cudaEventCreate))ocr_rec_next(81);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
    ocr_rec_commit(&ocr_c, 81, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    __typeof__(&cudaEventCreateWithFlags) ocr_n = (__typeof__(&cudaEventCreateWithFlags))ocr_rec_next(82);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 82, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    __typeof__(&cudaEventRecord) ocr_n = (__typeof__(&cudaEventRecord))ocr_rec_next(83);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 83, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaEventRecord) cudaEventRecord_ptsz;
cudaError_t CUDARTAPI cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream)
{
    __typeof__(&cudaEventRecord) ocr_n = (__typeof__(&cudaEventRecord))ocr_rec_next(84);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 84, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    __typeof__(&cudaEventRecordWithFlags) ocr_n = (__typeof__(&cudaEventRecordWithFlags))ocr_rec_next(85);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event, stream, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event, stream, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 85, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaEventRecordWithFlags) cudaEventRecordWithFlags_ptsz;
cudaError_t CUDARTAPI cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    __typeof__(&cudaEventRecordWithFlags) ocr_n = (__typeof__(&cudaEventRecordWithFlags))ocr_rec_next(86);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event, stream, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event, stream, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 86, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventQuery(cudaEvent_t event)
{
    __typeof__(&cudaEventQuery) ocr_n = (__typeof__(&cudaEventQuery))ocr_rec_next(87);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 87, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventSynchronize(cudaEvent_t event)
{
    __typeof__(&cudaEventSynchronize) ocr_n = (__typeof__(&cudaEventSynchronize))ocr_rec_next(88);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 88, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventDestroy(cudaEvent_t event)
{
    __typeof__(&cudaEventDestroy) ocr_n = (__typeof__(&cudaEventDestroy))ocr_rec_next(89);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 89, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    __typeof__(&cudaEventElapsedTime) ocr_n = (__typeof__(&cudaEventElapsedTime))ocr_rec_next(90);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ms, start, end);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ms, start, end);
    ocr_rec_end(&ocr_c);
    ocr_put_out_float(&ocr_c, ms, ocr_e);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)start);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)end);
    ocr_rec_commit(&ocr_c, 90, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaImportExternalMemory(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    __typeof__(&cudaImportExternalMemory) ocr_n = (__typeof__(&cudaImportExternalMemory))ocr_rec_next(91);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extMem_out, memHandleDesc);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extMem_out, memHandleDesc);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, extMem_out, ocr_e == cudaSuccess && extMem_out != NULL ? (uint64_t)(uintptr_t)*extMem_out : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memHandleDesc);
    ocr_rec_commit(&ocr_c, 91, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    __typeof__(&cudaExternalMemoryGetMappedBuffer) ocr_n = (__typeof__(&cudaExternalMemoryGetMappedBuffer))ocr_rec_next(92);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, extMem, bufferDesc);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, extMem, bufferDesc);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)bufferDesc);
    ocr_rec_commit(&ocr_c, 92, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    __typeof__(&cudaExternalMemoryGetMappedMipmappedArray) ocr_n = (__typeof__(&cudaExternalMemoryGetMappedMipmappedArray))ocr_rec_next(93);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(mipmap, extMem, mipmapDesc);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(mipmap, extMem, mipmapDesc);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, mipmap, ocr_e == cudaSuccess && mipmap != NULL ? (uint64_t)(uintptr_t)*mipmap : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmapDesc);
    ocr_rec_commit(&ocr_c, 93, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDestroyExternalMemory(cudaExternalMemory_t extMem)
{
    __typeof__(&cudaDestroyExternalMemory) ocr_n = (__typeof__(&cudaDestroyExternalMemory))ocr_rec_next(94);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extMem);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extMem);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
    ocr_rec_commit(&ocr_c, 94, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    __typeof__(&cudaImportExternalSemaphore) ocr_n = (__typeof__(&cudaImportExternalSemaphore))ocr_rec_next(95);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extSem_out, semHandleDesc);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extSem_out, semHandleDesc);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, extSem_out, ocr_e == cudaSuccess && extSem_out != NULL ? (uint64_t)(uintptr_t)*extSem_out : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)semHandleDesc);
    ocr_rec_commit(&ocr_c, 95, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    __typeof__(&cudaSignalExternalSemaphoresAsync) ocr_n = (__typeof__(&cudaSignalExternalSemaphoresAsync))ocr_rec_next(96);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extSemArray, paramsArray, numExtSems, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extSemArray, paramsArray, numExtSems, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
    ocr_put(&ocr_c, (uint64_t)numExtSems);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 96, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaSignalExternalSemaphoresAsync) cudaSignalExternalSemaphoresAsync_ptsz;
cudaError_t CUDARTAPI cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    __typeof__(&cudaSignalExternalSemaphoresAsync) ocr_n = (__typeof__(&cudaSignalExternalSemaphoresAsync))ocr_rec_next(97);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extSemArray, paramsArray, numExtSems, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extSemArray, paramsArray, numExtSems, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
    ocr_put(&ocr_c, (uint64_t)numExtSems);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 97, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    __typeof__(&cudaWaitExternalSemaphoresAsync) ocr_n = (__typeof__(&cudaWaitExternalSemaphoresAsync))ocr_rec_next(98);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extSemArray, paramsArray, numExtSems, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extSemArray, paramsArray, numExtSems, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
    ocr_put(&ocr_c, (uint64_t)numExtSems);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 98, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaWaitExternalSemaphoresAsync) cudaWaitExternalSemaphoresAsync_ptsz;
cudaError_t CUDARTAPI cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    __typeof__(&cudaWaitExternalSemaphoresAsync) ocr_n = (__typeof__(&cudaWaitExternalSemaphoresAsync))ocr_rec_next(99);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extSemArray, paramsArray, numExtSems, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extSemArray, paramsArray, numExtSems, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
    ocr_put(&ocr_c, (uint64_t)numExtSems);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 99, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem)
{
    __typeof__(&cudaDestroyExternalSemaphore) ocr_n = (__typeof__(&cudaDestroyExternalSemaphore))ocr_rec_next(100);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(extSem);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(extSem);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSem);
    ocr_rec_commit(&ocr_c, 100, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    __typeof__(&cudaLaunchKernel) ocr_n = (__typeof__(&cudaLaunchKernel))ocr_rec_next(101);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
    ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_put(&ocr_c, (uint64_t)sharedMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 101, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaLaunchKernel) cudaLaunchKernel_ptsz;
cudaError_t CUDARTAPI cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    __typeof__(&cudaLaunchKernel) ocr_n = (__typeof__(&cudaLaunchKernel))ocr_rec_next(102);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
    ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_put(&ocr_c, (uint64_t)sharedMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 102, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    __typeof__(&cudaLaunchKernelExC) ocr_n = (__typeof__(&cudaLaunchKernelExC))ocr_rec_next(103);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(config, func, args);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(config, func, args);
    ocr_rec_end(&ocr_c);
    ocr_put_launch_config(&ocr_c, config);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_rec_commit(&ocr_c, 103, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaLaunchKernelExC) cudaLaunchKernelExC_ptsz;
cudaError_t CUDARTAPI cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    __typeof__(&cudaLaunchKernelExC) ocr_n = (__typeof__(&cudaLaunchKernelExC))ocr_rec_next(104);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(config, func, args);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(config, func, args);
    ocr_rec_end(&ocr_c);
    ocr_put_launch_config(&ocr_c, config);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_rec_commit(&ocr_c, 104, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    __typeof__(&cudaLaunchCooperativeKernel) ocr_n = (__typeof__(&cudaLaunchCooperativeKernel))ocr_rec_next(105);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
    ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_put(&ocr_c, (uint64_t)sharedMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 105, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaLaunchCooperativeKernel) cudaLaunchCooperativeKernel_ptsz;
cudaError_t CUDARTAPI cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    __typeof__(&cudaLaunchCooperativeKernel) ocr_n = (__typeof__(&cudaLaunchCooperativeKernel))ocr_rec_next(106);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
    ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_put(&ocr_c, (uint64_t)sharedMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 106, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
    __typeof__(&cudaFuncSetCacheConfig) ocr_n = (__typeof__(&cudaFuncSetCacheConfig))ocr_rec_next(107);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, cacheConfig);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, cacheConfig);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)cacheConfig);
    ocr_rec_commit(&ocr_c, 107, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    __typeof__(&cudaFuncGetAttributes) ocr_n = (__typeof__(&cudaFuncGetAttributes))ocr_rec_next(108);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(attr, func);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(attr, func);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attr);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_rec_commit(&ocr_c, 108, ocr_e, (uint64_t)ocr_e, attr);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    __typeof__(&cudaFuncSetAttribute) ocr_n = (__typeof__(&cudaFuncSetAttribute))ocr_rec_next(109);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_rec_commit(&ocr_c, 109, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFuncGetName(const char **name, const void *func)
{
    __typeof__(&cudaFuncGetName) ocr_n = (__typeof__(&cudaFuncGetName))ocr_rec_next(110);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(name, func);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(name, func);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)name);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_rec_commit(&ocr_c, 110, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    __typeof__(&cudaFuncGetParamInfo) ocr_n = (__typeof__(&cudaFuncGetParamInfo))ocr_rec_next(111);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, paramIndex, paramOffset, paramSize);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, paramIndex, paramOffset, paramSize);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)paramIndex);
    ocr_put_out(&ocr_c, paramOffset, ocr_e == cudaSuccess && paramOffset != NULL ? (uint64_t)(uintptr_t)*paramOffset : 0);
    ocr_put_out(&ocr_c, paramSize, ocr_e == cudaSuccess && paramSize != NULL ? (uint64_t)(uintptr_t)*paramSize : 0);
    ocr_rec_commit(&ocr_c, 111, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    __typeof__(&cudaLaunchHostFunc) ocr_n = (__typeof__(&cudaLaunchHostFunc))ocr_rec_next(112);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, fn, userData);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, fn, userData);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_rec_commit(&ocr_c, 112, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaLaunchHostFunc) cudaLaunchHostFunc_ptsz;
cudaError_t CUDARTAPI cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    __typeof__(&cudaLaunchHostFunc) ocr_n = (__typeof__(&cudaLaunchHostFunc))ocr_rec_next(113);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, fn, userData);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, fn, userData);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_rec_commit(&ocr_c, 113, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config)
{
    __typeof__(&cudaFuncSetSharedMemConfig) ocr_n = (__typeof__(&cudaFuncSetSharedMemConfig))ocr_rec_next(114);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, config);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, config);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)config);
    ocr_rec_commit(&ocr_c, 114, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)
{
    __typeof__(&cudaOccupancyMaxActiveBlocksPerMultiprocessor) ocr_n = (__typeof__(&cudaOccupancyMaxActiveBlocksPerMultiprocessor))ocr_rec_next(115);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(numBlocks, func, blockSize, dynamicSMemSize);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(numBlocks, func, blockSize, dynamicSMemSize);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, numBlocks, ocr_e == cudaSuccess && numBlocks != NULL ? (uint64_t)(uintptr_t)*numBlocks : 0);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)blockSize);
    ocr_put(&ocr_c, (uint64_t)dynamicSMemSize);
    ocr_rec_commit(&ocr_c, 115, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize)
{
    __typeof__(&cudaOccupancyAvailableDynamicSMemPerBlock) ocr_n = (__typeof__(&cudaOccupancyAvailableDynamicSMemPerBlock))ocr_rec_next(116);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dynamicSmemSize, func, numBlocks, blockSize);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dynamicSmemSize, func, numBlocks, blockSize);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, dynamicSmemSize, ocr_e == cudaSuccess && dynamicSmemSize != NULL ? (uint64_t)(uintptr_t)*dynamicSmemSize : 0);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)numBlocks);
    ocr_put(&ocr_c, (uint64_t)blockSize);
    ocr_rec_commit(&ocr_c, 116, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    __typeof__(&cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags) ocr_n = (__typeof__(&cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags))ocr_rec_next(117);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(numBlocks, func, blockSize, dynamicSMemSize, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(numBlocks, func, blockSize, dynamicSMemSize, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, numBlocks, ocr_e == cudaSuccess && numBlocks != NULL ? (uint64_t)(uintptr_t)*numBlocks : 0);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put(&ocr_c, (uint64_t)blockSize);
    ocr_put(&ocr_c, (uint64_t)dynamicSMemSize);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 117, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    __typeof__(&cudaOccupancyMaxPotentialClusterSize) ocr_n = (__typeof__(&cudaOccupancyMaxPotentialClusterSize))ocr_rec_next(118);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(clusterSize, func, launchConfig);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(clusterSize, func, launchConfig);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, clusterSize, ocr_e == cudaSuccess && clusterSize != NULL ? (uint64_t)(uintptr_t)*clusterSize : 0);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put_launch_config(&ocr_c, launchConfig);
    ocr_rec_commit(&ocr_c, 118, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    __typeof__(&cudaOccupancyMaxActiveClusters) ocr_n = (__typeof__(&cudaOccupancyMaxActiveClusters))ocr_rec_next(119);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(numClusters, func, launchConfig);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(numClusters, func, launchConfig);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, numClusters, ocr_e == cudaSuccess && numClusters != NULL ? (uint64_t)(uintptr_t)*numClusters : 0);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put_launch_config(&ocr_c, launchConfig);
    ocr_rec_commit(&ocr_c, 119, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    __typeof__(&cudaMallocManaged) ocr_n = (__typeof__(&cudaMallocManaged))ocr_rec_next(120);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, size, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, size, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 120, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size)
{
    __typeof__(&cudaMalloc) ocr_n = (__typeof__(&cudaMalloc))ocr_rec_next(121);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, size);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, size);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_rec_commit(&ocr_c, 121, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMallocHost(void **ptr, size_t size)
{
    __typeof__(&cudaMallocHost) ocr_n = (__typeof__(&cudaMallocHost))ocr_rec_next(122);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ptr, size);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ptr, size);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_rec_commit(&ocr_c, 122, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    __typeof__(&cudaMallocPitch) ocr_n = (__typeof__(&cudaMallocPitch))ocr_rec_next(123);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, pitch, width, height);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, pitch, width, height);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put_out(&ocr_c, pitch, ocr_e == cudaSuccess && pitch != NULL ? (uint64_t)(uintptr_t)*pitch : 0);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_rec_commit(&ocr_c, 123, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags)
{
    __typeof__(&cudaMallocArray) ocr_n = (__typeof__(&cudaMallocArray))ocr_rec_next(124);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(array, desc, width, height, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(array, desc, width, height, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, array, ocr_e == cudaSuccess && array != NULL ? (uint64_t)(uintptr_t)*array : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 124, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFree(void *devPtr)
{
    __typeof__(&cudaFree) ocr_n = (__typeof__(&cudaFree))ocr_rec_next(125);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_rec_commit(&ocr_c, 125, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFreeHost(void *ptr)
{
    __typeof__(&cudaFreeHost) ocr_n = (__typeof__(&cudaFreeHost))ocr_rec_next(126);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ptr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ptr);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
    ocr_rec_commit(&ocr_c, 126, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFreeArray(cudaArray_t array)
{
    __typeof__(&cudaFreeArray) ocr_n = (__typeof__(&cudaFreeArray))ocr_rec_next(127);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(array);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(array);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
    ocr_rec_commit(&ocr_c, 127, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    __typeof__(&cudaFreeMipmappedArray) ocr_n = (__typeof__(&cudaFreeMipmappedArray))ocr_rec_next(128);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(mipmappedArray);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(mipmappedArray);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmappedArray);
    ocr_rec_commit(&ocr_c, 128, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    __typeof__(&cudaHostAlloc) ocr_n = (__typeof__(&cudaHostAlloc))ocr_rec_next(129);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pHost, size, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pHost, size, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pHost, ocr_e == cudaSuccess && pHost != NULL ? (uint64_t)(uintptr_t)*pHost : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 129, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    __typeof__(&cudaHostRegister) ocr_n = (__typeof__(&cudaHostRegister))ocr_rec_next(130);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ptr, size, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ptr, size, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 130, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaHostUnregister(void *ptr)
{
    __typeof__(&cudaHostUnregister) ocr_n = (__typeof__(&cudaHostUnregister))ocr_rec_next(131);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ptr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ptr);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
    ocr_rec_commit(&ocr_c, 131, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    __typeof__(&cudaHostGetDevicePointer) ocr_n = (__typeof__(&cudaHostGetDevicePointer))ocr_rec_next(132);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pDevice, pHost, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pDevice, pHost, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pDevice, ocr_e == cudaSuccess && pDevice != NULL ? (uint64_t)(uintptr_t)*pDevice : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pHost);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 132, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaHostGetFlags(unsigned int *pFlags, void *pHost)
{
    __typeof__(&cudaHostGetFlags) ocr_n = (__typeof__(&cudaHostGetFlags))ocr_rec_next(133);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pFlags, pHost);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pFlags, pHost);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pFlags, ocr_e == cudaSuccess && pFlags != NULL ? (uint64_t)(uintptr_t)*pFlags : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pHost);
    ocr_rec_commit(&ocr_c, 133, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMalloc3D(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent)
{
    __typeof__(&cudaMalloc3D) ocr_n = (__typeof__(&cudaMalloc3D))ocr_rec_next(134);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pitchedDevPtr, extent);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pitchedDevPtr, extent);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pitchedDevPtr);
    ocr_put_bytes(&ocr_c, &extent, sizeof extent);
    ocr_rec_commit(&ocr_c, 134, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int flags)
{
    __typeof__(&cudaMalloc3DArray) ocr_n = (__typeof__(&cudaMalloc3DArray))ocr_rec_next(135);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(array, desc, extent, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(array, desc, extent, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, array, ocr_e == cudaSuccess && array != NULL ? (uint64_t)(uintptr_t)*array : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
    ocr_put_bytes(&ocr_c, &extent, sizeof extent);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 135, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    __typeof__(&cudaMallocMipmappedArray) ocr_n = (__typeof__(&cudaMallocMipmappedArray))ocr_rec_next(136);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(mipmappedArray, desc, extent, numLevels, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(mipmappedArray, desc, extent, numLevels, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, mipmappedArray, ocr_e == cudaSuccess && mipmappedArray != NULL ? (uint64_t)(uintptr_t)*mipmappedArray : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
    ocr_put_bytes(&ocr_c, &extent, sizeof extent);
    ocr_put(&ocr_c, (uint64_t)numLevels);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 136, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    __typeof__(&cudaGetMipmappedArrayLevel) ocr_n = (__typeof__(&cudaGetMipmappedArrayLevel))ocr_rec_next(137);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(levelArray, mipmappedArray, level);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(levelArray, mipmappedArray, level);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, levelArray, ocr_e == cudaSuccess && levelArray != NULL ? (uint64_t)(uintptr_t)*levelArray : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmappedArray);
    ocr_put(&ocr_c, (uint64_t)level);
    ocr_rec_commit(&ocr_c, 137, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
    __typeof__(&cudaMemcpy3D) ocr_n = (__typeof__(&cudaMemcpy3D))ocr_rec_next(138);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_rec_commit(&ocr_c, 138, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy3D) cudaMemcpy3D_ptds;
cudaError_t CUDARTAPI cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p)
{
    __typeof__(&cudaMemcpy3D) ocr_n = (__typeof__(&cudaMemcpy3D))ocr_rec_next(139);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_rec_commit(&ocr_c, 139, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p)
{
    __typeof__(&cudaMemcpy3DPeer) ocr_n = (__typeof__(&cudaMemcpy3DPeer))ocr_rec_next(140);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_rec_commit(&ocr_c, 140, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy3DPeer) cudaMemcpy3DPeer_ptds;
cudaError_t CUDARTAPI cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p)
{
    __typeof__(&cudaMemcpy3DPeer) ocr_n = (__typeof__(&cudaMemcpy3DPeer))ocr_rec_next(141);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_rec_commit(&ocr_c, 141, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DAsync) ocr_n = (__typeof__(&cudaMemcpy3DAsync))ocr_rec_next(142);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 142, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy3DAsync) cudaMemcpy3DAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DAsync) ocr_n = (__typeof__(&cudaMemcpy3DAsync))ocr_rec_next(143);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 143, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DPeerAsync) ocr_n = (__typeof__(&cudaMemcpy3DPeerAsync))ocr_rec_next(144);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 144, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy3DPeerAsync) cudaMemcpy3DPeerAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DPeerAsync) ocr_n = (__typeof__(&cudaMemcpy3DPeerAsync))ocr_rec_next(145);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(p, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(p, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 145, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemGetInfo(size_t *free, size_t *total)
{
    __typeof__(&cudaMemGetInfo) ocr_n = (__typeof__(&cudaMemGetInfo))ocr_rec_next(146);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(free, total);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(free, total);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, free, ocr_e == cudaSuccess && free != NULL ? (uint64_t)(uintptr_t)*free : 0);
    ocr_put_out(&ocr_c, total, ocr_e == cudaSuccess && total != NULL ? (uint64_t)(uintptr_t)*total : 0);
    ocr_rec_commit(&ocr_c, 146, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    __typeof__(&cudaArrayGetInfo) ocr_n = (__typeof__(&cudaArrayGetInfo))ocr_rec_next(147);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(desc, extent, flags, array);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(desc, extent, flags, array);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)extent);
    ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
    ocr_rec_commit(&ocr_c, 147, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    __typeof__(&cudaArrayGetPlane) ocr_n = (__typeof__(&cudaArrayGetPlane))ocr_rec_next(148);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pPlaneArray, hArray, planeIdx);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pPlaneArray, hArray, planeIdx);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pPlaneArray, ocr_e == cudaSuccess && pPlaneArray != NULL ? (uint64_t)(uintptr_t)*pPlaneArray : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hArray);
    ocr_put(&ocr_c, (uint64_t)planeIdx);
    ocr_rec_commit(&ocr_c, 148, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    __typeof__(&cudaArrayGetMemoryRequirements) ocr_n = (__typeof__(&cudaArrayGetMemoryRequirements))ocr_rec_next(149);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memoryRequirements, array, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memoryRequirements, array, device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memoryRequirements);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 149, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    __typeof__(&cudaMipmappedArrayGetMemoryRequirements) ocr_n = (__typeof__(&cudaMipmappedArrayGetMemoryRequirements))ocr_rec_next(150);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memoryRequirements, mipmap, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memoryRequirements, mipmap, device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memoryRequirements);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmap);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 150, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    __typeof__(&cudaArrayGetSparseProperties) ocr_n = (__typeof__(&cudaArrayGetSparseProperties))ocr_rec_next(151);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(sparseProperties, array);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(sparseProperties, array);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sparseProperties);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
    ocr_rec_commit(&ocr_c, 151, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    __typeof__(&cudaMipmappedArrayGetSparseProperties) ocr_n = (__typeof__(&cudaMipmappedArrayGetSparseProperties))ocr_rec_next(152);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(sparseProperties, mipmap);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(sparseProperties, mipmap);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sparseProperties);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmap);
    ocr_rec_commit(&ocr_c, 152, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy) ocr_n = (__typeof__(&cudaMemcpy))ocr_rec_next(153);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 153, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy) cudaMemcpy_ptds;
cudaError_t CUDARTAPI cudaMemcpy_ptds(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy) ocr_n = (__typeof__(&cudaMemcpy))ocr_rec_next(154);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 154, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    __typeof__(&cudaMemcpyPeer) ocr_n = (__typeof__(&cudaMemcpyPeer))ocr_rec_next(155);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dstDevice, src, srcDevice, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dstDevice, src, srcDevice, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dstDevice);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)srcDevice);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 155, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2D) ocr_n = (__typeof__(&cudaMemcpy2D))ocr_rec_next(156);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, spitch, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, spitch, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 156, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy2D) cudaMemcpy2D_ptds;
cudaError_t CUDARTAPI cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2D) ocr_n = (__typeof__(&cudaMemcpy2D))ocr_rec_next(157);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, spitch, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, spitch, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 157, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2DToArray) ocr_n = (__typeof__(&cudaMemcpy2DToArray))ocr_rec_next(158);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 158, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy2DToArray) cudaMemcpy2DToArray_ptds;
cudaError_t CUDARTAPI cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2DToArray) ocr_n = (__typeof__(&cudaMemcpy2DToArray))ocr_rec_next(159);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 159, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2DFromArray) ocr_n = (__typeof__(&cudaMemcpy2DFromArray))ocr_rec_next(160);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 160, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy2DFromArray) cudaMemcpy2DFromArray_ptds;
cudaError_t CUDARTAPI cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2DFromArray) ocr_n = (__typeof__(&cudaMemcpy2DFromArray))ocr_rec_next(161);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 161, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2DArrayToArray) ocr_n = (__typeof__(&cudaMemcpy2DArrayToArray))ocr_rec_next(162);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffsetDst);
    ocr_put(&ocr_c, (uint64_t)hOffsetDst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 162, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy2DArrayToArray) cudaMemcpy2DArrayToArray_ptds;
cudaError_t CUDARTAPI cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpy2DArrayToArray) ocr_n = (__typeof__(&cudaMemcpy2DArrayToArray))ocr_rec_next(163);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffsetDst);
    ocr_put(&ocr_c, (uint64_t)hOffsetDst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 163, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyToSymbol) ocr_n = (__typeof__(&cudaMemcpyToSymbol))ocr_rec_next(164);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, src, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, src, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 164, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyToSymbol) cudaMemcpyToSymbol_ptds;
cudaError_t CUDARTAPI cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyToSymbol) ocr_n = (__typeof__(&cudaMemcpyToSymbol))ocr_rec_next(165);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, src, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, src, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 165, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyFromSymbol) ocr_n = (__typeof__(&cudaMemcpyFromSymbol))ocr_rec_next(166);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, symbol, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, symbol, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 166, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyFromSymbol) cudaMemcpyFromSymbol_ptds;
cudaError_t CUDARTAPI cudaMemcpyFromSymbol_ptds(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyFromSymbol) ocr_n = (__typeof__(&cudaMemcpyFromSymbol))ocr_rec_next(167);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, symbol, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, symbol, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 167, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyAsync) ocr_n = (__typeof__(&cudaMemcpyAsync))ocr_rec_next(168);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, count, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, count, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 168, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyAsync) cudaMemcpyAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyAsync) ocr_n = (__typeof__(&cudaMemcpyAsync))ocr_rec_next(169);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, count, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, count, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 169, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyPeerAsync) ocr_n = (__typeof__(&cudaMemcpyPeerAsync))ocr_rec_next(170);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dstDevice, src, srcDevice, count, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dstDevice, src, srcDevice, count, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dstDevice);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)srcDevice);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 170, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyBatchAsync) ocr_n = (__typeof__(&cudaMemcpyBatchAsync))ocr_rec_next(171);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dsts);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)srcs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrsIdxs);
    ocr_put(&ocr_c, (uint64_t)numAttrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 171, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyBatchAsync) cudaMemcpyBatchAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyBatchAsync) ocr_n = (__typeof__(&cudaMemcpyBatchAsync))ocr_rec_next(172);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dsts);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)srcs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrsIdxs);
    ocr_put(&ocr_c, (uint64_t)numAttrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 172, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DBatchAsync) ocr_n = (__typeof__(&cudaMemcpy3DBatchAsync))ocr_rec_next(173);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(numOps, opList, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(numOps, opList, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)numOps);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)opList);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 173, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy3DBatchAsync) cudaMemcpy3DBatchAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DBatchAsync) ocr_n = (__typeof__(&cudaMemcpy3DBatchAsync))ocr_rec_next(174);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(numOps, opList, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(numOps, opList, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)numOps);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)opList);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 174, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy2DAsync) ocr_n = (__typeof__(&cudaMemcpy2DAsync))ocr_rec_next(175);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, spitch, width, height, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, spitch, width, height, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 175, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy2DAsync) cudaMemcpy2DAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy2DAsync) ocr_n = (__typeof__(&cudaMemcpy2DAsync))ocr_rec_next(176);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, spitch, width, height, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, spitch, width, height, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 176, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy2DToArrayAsync) ocr_n = (__typeof__(&cudaMemcpy2DToArrayAsync))ocr_rec_next(177);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 177, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy2DToArrayAsync) cudaMemcpy2DToArrayAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy2DToArrayAsync) ocr_n = (__typeof__(&cudaMemcpy2DToArrayAsync))ocr_rec_next(178);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)spitch);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 178, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy2DFromArrayAsync) ocr_n = (__typeof__(&cudaMemcpy2DFromArrayAsync))ocr_rec_next(179);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 179, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy2DFromArrayAsync) cudaMemcpy2DFromArrayAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy2DFromArrayAsync) ocr_n = (__typeof__(&cudaMemcpy2DFromArrayAsync))ocr_rec_next(180);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)dpitch);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 180, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyToSymbolAsync) ocr_n = (__typeof__(&cudaMemcpyToSymbolAsync))ocr_rec_next(181);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, src, count, offset, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, src, count, offset, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 181, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyToSymbolAsync) cudaMemcpyToSymbolAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyToSymbolAsync) ocr_n = (__typeof__(&cudaMemcpyToSymbolAsync))ocr_rec_next(182);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, src, count, offset, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, src, count, offset, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 182, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyFromSymbolAsync) ocr_n = (__typeof__(&cudaMemcpyFromSymbolAsync))ocr_rec_next(183);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, symbol, count, offset, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, symbol, count, offset, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 183, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyFromSymbolAsync) cudaMemcpyFromSymbolAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync_ptsz(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyFromSymbolAsync) ocr_n = (__typeof__(&cudaMemcpyFromSymbolAsync))ocr_rec_next(184);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, symbol, count, offset, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, symbol, count, offset, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 184, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count)
{
    __typeof__(&cudaMemset) ocr_n = (__typeof__(&cudaMemset))ocr_rec_next(185);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, value, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, value, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 185, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemset) cudaMemset_ptds;
cudaError_t CUDARTAPI cudaMemset_ptds(void *devPtr, int value, size_t count)
{
    __typeof__(&cudaMemset) ocr_n = (__typeof__(&cudaMemset))ocr_rec_next(186);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, value, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, value, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 186, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    __typeof__(&cudaMemset2D) ocr_n = (__typeof__(&cudaMemset2D))ocr_rec_next(187);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, pitch, value, width, height);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, pitch, value, width, height);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)pitch);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_rec_commit(&ocr_c, 187, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemset2D) cudaMemset2D_ptds;
cudaError_t CUDARTAPI cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    __typeof__(&cudaMemset2D) ocr_n = (__typeof__(&cudaMemset2D))ocr_rec_next(188);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, pitch, value, width, height);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, pitch, value, width, height);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)pitch);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_rec_commit(&ocr_c, 188, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    __typeof__(&cudaMemset3D) ocr_n = (__typeof__(&cudaMemset3D))ocr_rec_next(189);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pitchedDevPtr, value, extent);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pitchedDevPtr, value, extent);
    ocr_rec_end(&ocr_c);
    ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put_bytes(&ocr_c, &extent, sizeof extent);
    ocr_rec_commit(&ocr_c, 189, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemset3D) cudaMemset3D_ptds;
cudaError_t CUDARTAPI cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    __typeof__(&cudaMemset3D) ocr_n = (__typeof__(&cudaMemset3D))ocr_rec_next(190);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pitchedDevPtr, value, extent);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pitchedDevPtr, value, extent);
    ocr_rec_end(&ocr_c);
    ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put_bytes(&ocr_c, &extent, sizeof extent);
    ocr_rec_commit(&ocr_c, 190, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    __typeof__(&cudaMemsetAsync) ocr_n = (__typeof__(&cudaMemsetAsync))ocr_rec_next(191);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, value, count, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, value, count, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 191, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemsetAsync) cudaMemsetAsync_ptsz;
cudaError_t CUDARTAPI cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    __typeof__(&cudaMemsetAsync) ocr_n = (__typeof__(&cudaMemsetAsync))ocr_rec_next(192);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, value, count, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, value, count, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 192, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    __typeof__(&cudaMemset2DAsync) ocr_n = (__typeof__(&cudaMemset2DAsync))ocr_rec_next(193);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, pitch, value, width, height, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, pitch, value, width, height, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)pitch);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 193, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemset2DAsync) cudaMemset2DAsync_ptsz;
cudaError_t CUDARTAPI cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    __typeof__(&cudaMemset2DAsync) ocr_n = (__typeof__(&cudaMemset2DAsync))ocr_rec_next(194);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, pitch, value, width, height, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, pitch, value, width, height, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)pitch);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 194, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    __typeof__(&cudaMemset3DAsync) ocr_n = (__typeof__(&cudaMemset3DAsync))ocr_rec_next(195);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pitchedDevPtr, value, extent, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pitchedDevPtr, value, extent, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put_bytes(&ocr_c, &extent, sizeof extent);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 195, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemset3DAsync) cudaMemset3DAsync_ptsz;
cudaError_t CUDARTAPI cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    __typeof__(&cudaMemset3DAsync) ocr_n = (__typeof__(&cudaMemset3DAsync))ocr_rec_next(196);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pitchedDevPtr, value, extent, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pitchedDevPtr, value, extent, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put_bytes(&ocr_c, &extent, sizeof extent);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 196, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    __typeof__(&cudaGetSymbolAddress) ocr_n = (__typeof__(&cudaGetSymbolAddress))ocr_rec_next(197);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, symbol);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, symbol);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_rec_commit(&ocr_c, 197, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetSymbolSize(size_t *size, const void *symbol)
{
    __typeof__(&cudaGetSymbolSize) ocr_n = (__typeof__(&cudaGetSymbolSize))ocr_rec_next(198);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(size, symbol);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(size, symbol);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_rec_commit(&ocr_c, 198, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    __typeof__(&cudaMemPrefetchAsync) ocr_n = (__typeof__(&cudaMemPrefetchAsync))ocr_rec_next(199);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, count, location, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, count, location, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put_bytes(&ocr_c, &location, sizeof location);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 199, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemPrefetchAsync) cudaMemPrefetchAsync_ptsz;
cudaError_t CUDARTAPI cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    __typeof__(&cudaMemPrefetchAsync) ocr_n = (__typeof__(&cudaMemPrefetchAsync))ocr_rec_next(200);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, count, location, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, count, location, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put_bytes(&ocr_c, &location, sizeof location);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 200, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemPrefetchBatchAsync) ocr_n = (__typeof__(&cudaMemPrefetchBatchAsync))ocr_rec_next(201);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
    ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 201, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemPrefetchBatchAsync) cudaMemPrefetchBatchAsync_ptsz;
cudaError_t CUDARTAPI cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemPrefetchBatchAsync) ocr_n = (__typeof__(&cudaMemPrefetchBatchAsync))ocr_rec_next(202);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
    ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 202, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemDiscardBatchAsync) ocr_n = (__typeof__(&cudaMemDiscardBatchAsync))ocr_rec_next(203);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptrs, sizes, count, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptrs, sizes, count, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 203, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemDiscardBatchAsync) cudaMemDiscardBatchAsync_ptsz;
cudaError_t CUDARTAPI cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemDiscardBatchAsync) ocr_n = (__typeof__(&cudaMemDiscardBatchAsync))ocr_rec_next(204);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptrs, sizes, count, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptrs, sizes, count, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 204, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemDiscardAndPrefetchBatchAsync) ocr_n = (__typeof__(&cudaMemDiscardAndPrefetchBatchAsync))ocr_rec_next(205);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
    ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 205, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemDiscardAndPrefetchBatchAsync) cudaMemDiscardAndPrefetchBatchAsync_ptsz;
cudaError_t CUDARTAPI cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemDiscardAndPrefetchBatchAsync) ocr_n = (__typeof__(&cudaMemDiscardAndPrefetchBatchAsync))ocr_rec_next(206);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
    ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 206, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
    __typeof__(&cudaMemAdvise) ocr_n = (__typeof__(&cudaMemAdvise))ocr_rec_next(207);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, count, advice, location);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, count, advice, location);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)advice);
    ocr_put_bytes(&ocr_c, &location, sizeof location);
    ocr_rec_commit(&ocr_c, 207, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    __typeof__(&cudaMemRangeGetAttribute) ocr_n = (__typeof__(&cudaMemRangeGetAttribute))ocr_rec_next(208);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(data, dataSize, attribute, devPtr, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(data, dataSize, attribute, devPtr, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)data);
    ocr_put(&ocr_c, (uint64_t)dataSize);
    ocr_put(&ocr_c, (uint64_t)attribute);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 208, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    __typeof__(&cudaMemRangeGetAttributes) ocr_n = (__typeof__(&cudaMemRangeGetAttributes))ocr_rec_next(209);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(data, dataSizes, attributes, numAttributes, devPtr, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(data, dataSizes, attributes, numAttributes, devPtr, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)data);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dataSizes);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attributes);
    ocr_put(&ocr_c, (uint64_t)numAttributes);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 209, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyToArray) ocr_n = (__typeof__(&cudaMemcpyToArray))ocr_rec_next(210);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 210, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyToArray) cudaMemcpyToArray_ptds;
cudaError_t CUDARTAPI cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyToArray) ocr_n = (__typeof__(&cudaMemcpyToArray))ocr_rec_next(211);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 211, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyFromArray) ocr_n = (__typeof__(&cudaMemcpyFromArray))ocr_rec_next(212);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, wOffset, hOffset, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, wOffset, hOffset, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 212, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyFromArray) cudaMemcpyFromArray_ptds;
cudaError_t CUDARTAPI cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyFromArray) ocr_n = (__typeof__(&cudaMemcpyFromArray))ocr_rec_next(213);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, wOffset, hOffset, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, wOffset, hOffset, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 213, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyArrayToArray) ocr_n = (__typeof__(&cudaMemcpyArrayToArray))ocr_rec_next(214);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffsetDst);
    ocr_put(&ocr_c, (uint64_t)hOffsetDst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 214, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyArrayToArray) cudaMemcpyArrayToArray_ptds;
cudaError_t CUDARTAPI cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaMemcpyArrayToArray) ocr_n = (__typeof__(&cudaMemcpyArrayToArray))ocr_rec_next(215);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffsetDst);
    ocr_put(&ocr_c, (uint64_t)hOffsetDst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 215, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyToArrayAsync) ocr_n = (__typeof__(&cudaMemcpyToArrayAsync))ocr_rec_next(216);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, count, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, count, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 216, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyToArrayAsync) cudaMemcpyToArrayAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyToArrayAsync) ocr_n = (__typeof__(&cudaMemcpyToArrayAsync))ocr_rec_next(217);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, wOffset, hOffset, src, count, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, wOffset, hOffset, src, count, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 217, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyFromArrayAsync) ocr_n = (__typeof__(&cudaMemcpyFromArrayAsync))ocr_rec_next(218);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, wOffset, hOffset, count, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, wOffset, hOffset, count, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 218, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyFromArrayAsync) cudaMemcpyFromArrayAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyFromArrayAsync) ocr_n = (__typeof__(&cudaMemcpyFromArrayAsync))ocr_rec_next(219);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, wOffset, hOffset, count, kind, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, wOffset, hOffset, count, kind, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)wOffset);
    ocr_put(&ocr_c, (uint64_t)hOffset);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 219, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream)
{
    __typeof__(&cudaMallocAsync) ocr_n = (__typeof__(&cudaMallocAsync))ocr_rec_next(220);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, size, hStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, size, hStream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_rec_commit(&ocr_c, 220, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMallocAsync) cudaMallocAsync_ptsz;
cudaError_t CUDARTAPI cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream)
{
    __typeof__(&cudaMallocAsync) ocr_n = (__typeof__(&cudaMallocAsync))ocr_rec_next(221);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, size, hStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, size, hStream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_rec_commit(&ocr_c, 221, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFreeAsync(void *devPtr, cudaStream_t hStream)
{
    __typeof__(&cudaFreeAsync) ocr_n = (__typeof__(&cudaFreeAsync))ocr_rec_next(222);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, hStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, hStream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_rec_commit(&ocr_c, 222, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaFreeAsync) cudaFreeAsync_ptsz;
cudaError_t CUDARTAPI cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream)
{
    __typeof__(&cudaFreeAsync) ocr_n = (__typeof__(&cudaFreeAsync))ocr_rec_next(223);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, hStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, hStream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_rec_commit(&ocr_c, 223, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    __typeof__(&cudaMemPoolTrimTo) ocr_n = (__typeof__(&cudaMemPoolTrimTo))ocr_rec_next(224);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, minBytesToKeep);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, minBytesToKeep);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)minBytesToKeep);
    ocr_rec_commit(&ocr_c, 224, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    __typeof__(&cudaMemPoolSetAttribute) ocr_n = (__typeof__(&cudaMemPoolSetAttribute))ocr_rec_next(225);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
    ocr_rec_commit(&ocr_c, 225, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    __typeof__(&cudaMemPoolGetAttribute) ocr_n = (__typeof__(&cudaMemPoolGetAttribute))ocr_rec_next(226);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
    ocr_rec_commit(&ocr_c, 226, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    __typeof__(&cudaMemPoolSetAccess) ocr_n = (__typeof__(&cudaMemPoolSetAccess))ocr_rec_next(227);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, descList, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, descList, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)descList);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 227, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location)
{
    __typeof__(&cudaMemPoolGetAccess) ocr_n = (__typeof__(&cudaMemPoolGetAccess))ocr_rec_next(228);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(flags, memPool, location);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(flags, memPool, location);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
    ocr_rec_commit(&ocr_c, 228, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    __typeof__(&cudaMemPoolCreate) ocr_n = (__typeof__(&cudaMemPoolCreate))ocr_rec_next(229);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, poolProps);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, poolProps);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)poolProps);
    ocr_rec_commit(&ocr_c, 229, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolDestroy(cudaMemPool_t memPool)
{
    __typeof__(&cudaMemPoolDestroy) ocr_n = (__typeof__(&cudaMemPoolDestroy))ocr_rec_next(230);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_rec_commit(&ocr_c, 230, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemGetDefaultMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    __typeof__(&cudaMemGetDefaultMemPool) ocr_n = (__typeof__(&cudaMemGetDefaultMemPool))ocr_rec_next(231);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, location, type);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, location, type);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
    ocr_put(&ocr_c, (uint64_t)type);
    ocr_rec_commit(&ocr_c, 231, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    __typeof__(&cudaMemGetMemPool) ocr_n = (__typeof__(&cudaMemGetMemPool))ocr_rec_next(232);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, location, type);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, location, type);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
    ocr_put(&ocr_c, (uint64_t)type);
    ocr_rec_commit(&ocr_c, 232, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemSetMemPool(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool)
{
    __typeof__(&cudaMemSetMemPool) ocr_n = (__typeof__(&cudaMemSetMemPool))ocr_rec_next(233);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(location, type, memPool);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(location, type, memPool);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
    ocr_put(&ocr_c, (uint64_t)type);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_rec_commit(&ocr_c, 233, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    __typeof__(&cudaMallocFromPoolAsync) ocr_n = (__typeof__(&cudaMallocFromPoolAsync))ocr_rec_next(234);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ptr, size, memPool, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ptr, size, memPool, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 234, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMallocFromPoolAsync) cudaMallocFromPoolAsync_ptsz;
cudaError_t CUDARTAPI cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    __typeof__(&cudaMallocFromPoolAsync) ocr_n = (__typeof__(&cudaMallocFromPoolAsync))ocr_rec_next(235);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ptr, size, memPool, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ptr, size, memPool, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 235, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    __typeof__(&cudaMemPoolExportToShareableHandle) ocr_n = (__typeof__(&cudaMemPoolExportToShareableHandle))ocr_rec_next(236);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(shareableHandle, memPool, handleType, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(shareableHandle, memPool, handleType, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)shareableHandle);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)handleType);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 236, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    __typeof__(&cudaMemPoolImportFromShareableHandle) ocr_n = (__typeof__(&cudaMemPoolImportFromShareableHandle))ocr_rec_next(237);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(memPool, shareableHandle, handleType, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(memPool, shareableHandle, handleType, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)shareableHandle);
    ocr_put(&ocr_c, (uint64_t)handleType);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 237, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    __typeof__(&cudaMemPoolExportPointer) ocr_n = (__typeof__(&cudaMemPoolExportPointer))ocr_rec_next(238);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(exportData, ptr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(exportData, ptr);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)exportData);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
    ocr_rec_commit(&ocr_c, 238, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    __typeof__(&cudaMemPoolImportPointer) ocr_n = (__typeof__(&cudaMemPoolImportPointer))ocr_rec_next(239);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ptr, memPool, exportData);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ptr, memPool, exportData);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)exportData);
    ocr_rec_commit(&ocr_c, 239, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    __typeof__(&cudaPointerGetAttributes) ocr_n = (__typeof__(&cudaPointerGetAttributes))ocr_rec_next(240);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(attributes, ptr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(attributes, ptr);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attributes);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
    ocr_rec_commit(&ocr_c, 240, ocr_e, (uint64_t)ocr_e, attributes);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    __typeof__(&cudaDeviceCanAccessPeer) ocr_n = (__typeof__(&cudaDeviceCanAccessPeer))ocr_rec_next(241);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(canAccessPeer, device, peerDevice);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(canAccessPeer, device, peerDevice);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, canAccessPeer, ocr_e == cudaSuccess && canAccessPeer != NULL ? (uint64_t)(uintptr_t)*canAccessPeer : 0);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)peerDevice);
    ocr_rec_commit(&ocr_c, 241, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    __typeof__(&cudaDeviceEnablePeerAccess) ocr_n = (__typeof__(&cudaDeviceEnablePeerAccess))ocr_rec_next(242);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(peerDevice, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(peerDevice, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)peerDevice);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 242, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceDisablePeerAccess(int peerDevice)
{
    __typeof__(&cudaDeviceDisablePeerAccess) ocr_n = (__typeof__(&cudaDeviceDisablePeerAccess))ocr_rec_next(243);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(peerDevice);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(peerDevice);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)peerDevice);
    ocr_rec_commit(&ocr_c, 243, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    __typeof__(&cudaGraphicsUnregisterResource) ocr_n = (__typeof__(&cudaGraphicsUnregisterResource))ocr_rec_next(244);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(resource);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(resource);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_rec_commit(&ocr_c, 244, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags)
{
    __typeof__(&cudaGraphicsResourceSetMapFlags) ocr_n = (__typeof__(&cudaGraphicsResourceSetMapFlags))ocr_rec_next(245);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(resource, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(resource, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 245, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    __typeof__(&cudaGraphicsMapResources) ocr_n = (__typeof__(&cudaGraphicsMapResources))ocr_rec_next(246);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(count, resources, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(count, resources, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 246, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    __typeof__(&cudaGraphicsUnmapResources) ocr_n = (__typeof__(&cudaGraphicsUnmapResources))ocr_rec_next(247);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(count, resources, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(count, resources, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 247, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size, cudaGraphicsResource_t resource)
{
    __typeof__(&cudaGraphicsResourceGetMappedPointer) ocr_n = (__typeof__(&cudaGraphicsResourceGetMappedPointer))ocr_rec_next(248);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, size, resource);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, size, resource);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_rec_commit(&ocr_c, 248, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    __typeof__(&cudaGraphicsSubResourceGetMappedArray) ocr_n = (__typeof__(&cudaGraphicsSubResourceGetMappedArray))ocr_rec_next(249);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(array, resource, arrayIndex, mipLevel);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(array, resource, arrayIndex, mipLevel);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, array, ocr_e == cudaSuccess && array != NULL ? (uint64_t)(uintptr_t)*array : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)arrayIndex);
    ocr_put(&ocr_c, (uint64_t)mipLevel);
    ocr_rec_commit(&ocr_c, 249, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    __typeof__(&cudaGraphicsResourceGetMappedMipmappedArray) ocr_n = (__typeof__(&cudaGraphicsResourceGetMappedMipmappedArray))ocr_rec_next(250);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(mipmappedArray, resource);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(mipmappedArray, resource);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, mipmappedArray, ocr_e == cudaSuccess && mipmappedArray != NULL ? (uint64_t)(uintptr_t)*mipmappedArray : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_rec_commit(&ocr_c, 250, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    __typeof__(&cudaGetChannelDesc) ocr_n = (__typeof__(&cudaGetChannelDesc))ocr_rec_next(251);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(desc, array);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(desc, array);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
    ocr_rec_commit(&ocr_c, 251, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc)
{
    __typeof__(&cudaCreateTextureObject) ocr_n = (__typeof__(&cudaCreateTextureObject))ocr_rec_next(252);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pTexObject, ocr_e == cudaSuccess && pTexObject != NULL ? (uint64_t)(uintptr_t)*pTexObject : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pTexDesc);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResViewDesc);
    ocr_rec_commit(&ocr_c, 252, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDestroyTextureObject(cudaTextureObject_t texObject)
{
    __typeof__(&cudaDestroyTextureObject) ocr_n = (__typeof__(&cudaDestroyTextureObject))ocr_rec_next(253);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(texObject);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(texObject);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)texObject);
    ocr_rec_commit(&ocr_c, 253, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    __typeof__(&cudaGetTextureObjectResourceDesc) ocr_n = (__typeof__(&cudaGetTextureObjectResourceDesc))ocr_rec_next(254);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pResDesc, texObject);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pResDesc, texObject);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
    ocr_put(&ocr_c, (uint64_t)texObject);
    ocr_rec_commit(&ocr_c, 254, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    __typeof__(&cudaGetTextureObjectTextureDesc) ocr_n = (__typeof__(&cudaGetTextureObjectTextureDesc))ocr_rec_next(255);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pTexDesc, texObject);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pTexDesc, texObject);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pTexDesc);
    ocr_put(&ocr_c, (uint64_t)texObject);
    ocr_rec_commit(&ocr_c, 255, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    __typeof__(&cudaGetTextureObjectResourceViewDesc) ocr_n = (__typeof__(&cudaGetTextureObjectResourceViewDesc))ocr_rec_next(256);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pResViewDesc, texObject);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pResViewDesc, texObject);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResViewDesc);
    ocr_put(&ocr_c, (uint64_t)texObject);
    ocr_rec_commit(&ocr_c, 256, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    __typeof__(&cudaCreateSurfaceObject) ocr_n = (__typeof__(&cudaCreateSurfaceObject))ocr_rec_next(257);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pSurfObject, pResDesc);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pSurfObject, pResDesc);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pSurfObject, ocr_e == cudaSuccess && pSurfObject != NULL ? (uint64_t)(uintptr_t)*pSurfObject : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
    ocr_rec_commit(&ocr_c, 257, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject)
{
    __typeof__(&cudaDestroySurfaceObject) ocr_n = (__typeof__(&cudaDestroySurfaceObject))ocr_rec_next(258);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(surfObject);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(surfObject);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)surfObject);
    ocr_rec_commit(&ocr_c, 258, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    __typeof__(&cudaGetSurfaceObjectResourceDesc) ocr_n = (__typeof__(&cudaGetSurfaceObjectResourceDesc))ocr_rec_next(259);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pResDesc, surfObject);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pResDesc, surfObject);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
    ocr_put(&ocr_c, (uint64_t)surfObject);
    ocr_rec_commit(&ocr_c, 259, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDriverGetVersion(int *driverVersion)
{
    __typeof__(&cudaDriverGetVersion) ocr_n = (__typeof__(&cudaDriverGetVersion))ocr_rec_next(260);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(driverVersion);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(driverVersion);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, driverVersion, ocr_e == cudaSuccess && driverVersion != NULL ? (uint64_t)(uintptr_t)*driverVersion : 0);
    ocr_rec_commit(&ocr_c, 260, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion)
{
    __typeof__(&cudaRuntimeGetVersion) ocr_n = (__typeof__(&cudaRuntimeGetVersion))ocr_rec_next(261);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(runtimeVersion);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(runtimeVersion);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, runtimeVersion, ocr_e == cudaSuccess && runtimeVersion != NULL ? (uint64_t)(uintptr_t)*runtimeVersion : 0);
    ocr_rec_commit(&ocr_c, 261, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out)
{
    __typeof__(&cudaLogsRegisterCallback) ocr_n = (__typeof__(&cudaLogsRegisterCallback))ocr_rec_next(262);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(callbackFunc, userData, callback_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(callbackFunc, userData, callback_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackFunc);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_put_out(&ocr_c, callback_out, ocr_e == cudaSuccess && callback_out != NULL ? (uint64_t)(uintptr_t)*callback_out : 0);
    ocr_rec_commit(&ocr_c, 262, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback)
{
    __typeof__(&cudaLogsUnregisterCallback) ocr_n = (__typeof__(&cudaLogsUnregisterCallback))ocr_rec_next(263);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(callback);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(callback);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
    ocr_rec_commit(&ocr_c, 263, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags)
{
    __typeof__(&cudaLogsCurrent) ocr_n = (__typeof__(&cudaLogsCurrent))ocr_rec_next(264);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(iterator_out, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(iterator_out, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator_out);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 264, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    __typeof__(&cudaLogsDumpToFile) ocr_n = (__typeof__(&cudaLogsDumpToFile))ocr_rec_next(265);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(iterator, pathToFile, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(iterator, pathToFile, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator);
    ocr_put_str(&ocr_c, pathToFile);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 265, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    __typeof__(&cudaLogsDumpToMemory) ocr_n = (__typeof__(&cudaLogsDumpToMemory))ocr_rec_next(266);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(iterator, buffer, size, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(iterator, buffer, size, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)buffer);
    ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 266, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
    __typeof__(&cudaGraphCreate) ocr_n = (__typeof__(&cudaGraphCreate))ocr_rec_next(267);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraph, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraph, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 267, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphAddKernelNode) ocr_n = (__typeof__(&cudaGraphAddKernelNode))ocr_rec_next(268);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 268, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphKernelNodeGetParams) ocr_n = (__typeof__(&cudaGraphKernelNodeGetParams))ocr_rec_next(269);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 269, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphKernelNodeSetParams) ocr_n = (__typeof__(&cudaGraphKernelNodeSetParams))ocr_rec_next(270);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 270, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    __typeof__(&cudaGraphKernelNodeCopyAttributes) ocr_n = (__typeof__(&cudaGraphKernelNodeCopyAttributes))ocr_rec_next(271);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hDst, hSrc);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hDst, hSrc);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hDst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hSrc);
    ocr_rec_commit(&ocr_c, 271, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, cudaKernelNodeAttrValue *value_out)
{
    __typeof__(&cudaGraphKernelNodeGetAttribute) ocr_n = (__typeof__(&cudaGraphKernelNodeGetAttribute))ocr_rec_next(272);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, attr, value_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, attr, value_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
    ocr_rec_commit(&ocr_c, 272, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, const cudaKernelNodeAttrValue *value)
{
    __typeof__(&cudaGraphKernelNodeSetAttribute) ocr_n = (__typeof__(&cudaGraphKernelNodeSetAttribute))ocr_rec_next(273);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
    ocr_rec_commit(&ocr_c, 273, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    __typeof__(&cudaGraphAddMemcpyNode) ocr_n = (__typeof__(&cudaGraphAddMemcpyNode))ocr_rec_next(274);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCopyParams);
    ocr_rec_commit(&ocr_c, 274, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphAddMemcpyNodeToSymbol) ocr_n = (__typeof__(&cudaGraphAddMemcpyNodeToSymbol))ocr_rec_next(275);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 275, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t* pGraphNode, cudaGraph_t graph, const cudaGraphNode_t* pDependencies, size_t numDependencies, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphAddMemcpyNodeFromSymbol) ocr_n = (__typeof__(&cudaGraphAddMemcpyNodeFromSymbol))ocr_rec_next(276);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 276, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphAddMemcpyNode1D) ocr_n = (__typeof__(&cudaGraphAddMemcpyNode1D))ocr_rec_next(277);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 277, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    __typeof__(&cudaGraphMemcpyNodeGetParams) ocr_n = (__typeof__(&cudaGraphMemcpyNodeGetParams))ocr_rec_next(278);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 278, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    __typeof__(&cudaGraphMemcpyNodeSetParams) ocr_n = (__typeof__(&cudaGraphMemcpyNodeSetParams))ocr_rec_next(279);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 279, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphMemcpyNodeSetParamsToSymbol) ocr_n = (__typeof__(&cudaGraphMemcpyNodeSetParamsToSymbol))ocr_rec_next(280);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, symbol, src, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, symbol, src, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 280, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphMemcpyNodeSetParamsFromSymbol) ocr_n = (__typeof__(&cudaGraphMemcpyNodeSetParamsFromSymbol))ocr_rec_next(281);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, dst, symbol, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, dst, symbol, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 281, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphMemcpyNodeSetParams1D) ocr_n = (__typeof__(&cudaGraphMemcpyNodeSetParams1D))ocr_rec_next(282);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, dst, src, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, dst, src, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 282, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    __typeof__(&cudaGraphAddMemsetNode) ocr_n = (__typeof__(&cudaGraphAddMemsetNode))ocr_rec_next(283);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pMemsetParams);
    ocr_rec_commit(&ocr_c, 283, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    __typeof__(&cudaGraphMemsetNodeGetParams) ocr_n = (__typeof__(&cudaGraphMemsetNodeGetParams))ocr_rec_next(284);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 284, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    __typeof__(&cudaGraphMemsetNodeSetParams) ocr_n = (__typeof__(&cudaGraphMemsetNodeSetParams))ocr_rec_next(285);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 285, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphAddHostNode) ocr_n = (__typeof__(&cudaGraphAddHostNode))ocr_rec_next(286);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 286, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphHostNodeGetParams) ocr_n = (__typeof__(&cudaGraphHostNodeGetParams))ocr_rec_next(287);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 287, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphHostNodeSetParams) ocr_n = (__typeof__(&cudaGraphHostNodeSetParams))ocr_rec_next(288);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 288, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    __typeof__(&cudaGraphAddChildGraphNode) ocr_n = (__typeof__(&cudaGraphAddChildGraphNode))ocr_rec_next(289);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, childGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, childGraph);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)childGraph);
    ocr_rec_commit(&ocr_c, 289, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    __typeof__(&cudaGraphChildGraphNodeGetGraph) ocr_n = (__typeof__(&cudaGraphChildGraphNodeGetGraph))ocr_rec_next(290);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pGraph);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
    ocr_rec_commit(&ocr_c, 290, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    __typeof__(&cudaGraphAddEmptyNode) ocr_n = (__typeof__(&cudaGraphAddEmptyNode))ocr_rec_next(291);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_rec_commit(&ocr_c, 291, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    __typeof__(&cudaGraphAddEventRecordNode) ocr_n = (__typeof__(&cudaGraphAddEventRecordNode))ocr_rec_next(292);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, event);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 292, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    __typeof__(&cudaGraphEventRecordNodeGetEvent) ocr_n = (__typeof__(&cudaGraphEventRecordNodeGetEvent))ocr_rec_next(293);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, event_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, event_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put_out(&ocr_c, event_out, ocr_e == cudaSuccess && event_out != NULL ? (uint64_t)(uintptr_t)*event_out : 0);
    ocr_rec_commit(&ocr_c, 293, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    __typeof__(&cudaGraphEventRecordNodeSetEvent) ocr_n = (__typeof__(&cudaGraphEventRecordNodeSetEvent))ocr_rec_next(294);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 294, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    __typeof__(&cudaGraphAddEventWaitNode) ocr_n = (__typeof__(&cudaGraphAddEventWaitNode))ocr_rec_next(295);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, event);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 295, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    __typeof__(&cudaGraphEventWaitNodeGetEvent) ocr_n = (__typeof__(&cudaGraphEventWaitNodeGetEvent))ocr_rec_next(296);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, event_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, event_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put_out(&ocr_c, event_out, ocr_e == cudaSuccess && event_out != NULL ? (uint64_t)(uintptr_t)*event_out : 0);
    ocr_rec_commit(&ocr_c, 296, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    __typeof__(&cudaGraphEventWaitNodeSetEvent) ocr_n = (__typeof__(&cudaGraphEventWaitNodeSetEvent))ocr_rec_next(297);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 297, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    __typeof__(&cudaGraphAddExternalSemaphoresSignalNode) ocr_n = (__typeof__(&cudaGraphAddExternalSemaphoresSignalNode))ocr_rec_next(298);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 298, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    __typeof__(&cudaGraphExternalSemaphoresSignalNodeGetParams) ocr_n = (__typeof__(&cudaGraphExternalSemaphoresSignalNodeGetParams))ocr_rec_next(299);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, params_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, params_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
    ocr_rec_commit(&ocr_c, 299, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    __typeof__(&cudaGraphExternalSemaphoresSignalNodeSetParams) ocr_n = (__typeof__(&cudaGraphExternalSemaphoresSignalNodeSetParams))ocr_rec_next(300);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 300, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    __typeof__(&cudaGraphAddExternalSemaphoresWaitNode) ocr_n = (__typeof__(&cudaGraphAddExternalSemaphoresWaitNode))ocr_rec_next(301);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 301, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    __typeof__(&cudaGraphExternalSemaphoresWaitNodeGetParams) ocr_n = (__typeof__(&cudaGraphExternalSemaphoresWaitNodeGetParams))ocr_rec_next(302);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, params_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, params_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
    ocr_rec_commit(&ocr_c, 302, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    __typeof__(&cudaGraphExternalSemaphoresWaitNodeSetParams) ocr_n = (__typeof__(&cudaGraphExternalSemaphoresWaitNodeSetParams))ocr_rec_next(303);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 303, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    __typeof__(&cudaGraphAddMemAllocNode) ocr_n = (__typeof__(&cudaGraphAddMemAllocNode))ocr_rec_next(304);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 304, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    __typeof__(&cudaGraphMemAllocNodeGetParams) ocr_n = (__typeof__(&cudaGraphMemAllocNodeGetParams))ocr_rec_next(305);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, params_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, params_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
    ocr_rec_commit(&ocr_c, 305, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    __typeof__(&cudaGraphAddMemFreeNode) ocr_n = (__typeof__(&cudaGraphAddMemFreeNode))ocr_rec_next(306);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, numDependencies, dptr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, numDependencies, dptr);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptr);
    ocr_rec_commit(&ocr_c, 306, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
    __typeof__(&cudaGraphMemFreeNodeGetParams) ocr_n = (__typeof__(&cudaGraphMemFreeNodeGetParams))ocr_rec_next(307);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, dptr_out);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, dptr_out);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptr_out);
    ocr_rec_commit(&ocr_c, 307, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGraphMemTrim(int device)
{
    __typeof__(&cudaDeviceGraphMemTrim) ocr_n = (__typeof__(&cudaDeviceGraphMemTrim))ocr_rec_next(308);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 308, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void* value)
{
    __typeof__(&cudaDeviceGetGraphMemAttribute) ocr_n = (__typeof__(&cudaDeviceGetGraphMemAttribute))ocr_rec_next(309);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
    ocr_rec_commit(&ocr_c, 309, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void* value)
{
    __typeof__(&cudaDeviceSetGraphMemAttribute) ocr_n = (__typeof__(&cudaDeviceSetGraphMemAttribute))ocr_rec_next(310);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, attr, value);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, attr, value);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
    ocr_rec_commit(&ocr_c, 310, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    __typeof__(&cudaGraphClone) ocr_n = (__typeof__(&cudaGraphClone))ocr_rec_next(311);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphClone, originalGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphClone, originalGraph);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphClone, ocr_e == cudaSuccess && pGraphClone != NULL ? (uint64_t)(uintptr_t)*pGraphClone : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)originalGraph);
    ocr_rec_commit(&ocr_c, 311, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    __typeof__(&cudaGraphNodeFindInClone) ocr_n = (__typeof__(&cudaGraphNodeFindInClone))ocr_rec_next(312);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pNode, originalNode, clonedGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pNode, originalNode, clonedGraph);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pNode, ocr_e == cudaSuccess && pNode != NULL ? (uint64_t)(uintptr_t)*pNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)originalNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)clonedGraph);
    ocr_rec_commit(&ocr_c, 312, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    __typeof__(&cudaGraphNodeGetType) ocr_n = (__typeof__(&cudaGraphNodeGetType))ocr_rec_next(313);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pType);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pType);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put_out(&ocr_c, pType, ocr_e == cudaSuccess && pType != NULL ? (uint64_t)(uintptr_t)*pType : 0);
    ocr_rec_commit(&ocr_c, 313, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    __typeof__(&cudaGraphGetNodes) ocr_n = (__typeof__(&cudaGraphGetNodes))ocr_rec_next(314);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, nodes, numNodes);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, nodes, numNodes);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodes);
    ocr_put_out(&ocr_c, numNodes, ocr_e == cudaSuccess && numNodes != NULL ? (uint64_t)(uintptr_t)*numNodes : 0);
    ocr_rec_commit(&ocr_c, 314, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    __typeof__(&cudaGraphGetRootNodes) ocr_n = (__typeof__(&cudaGraphGetRootNodes))ocr_rec_next(315);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, pRootNodes, pNumRootNodes);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, pRootNodes, pNumRootNodes);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pRootNodes);
    ocr_put_out(&ocr_c, pNumRootNodes, ocr_e == cudaSuccess && pNumRootNodes != NULL ? (uint64_t)(uintptr_t)*pNumRootNodes : 0);
    ocr_rec_commit(&ocr_c, 315, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    __typeof__(&cudaGraphGetEdges) ocr_n = (__typeof__(&cudaGraphGetEdges))ocr_rec_next(316);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, from, to, edgeData, numEdges);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, from, to, edgeData, numEdges);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)from);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)to);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
    ocr_put_out(&ocr_c, numEdges, ocr_e == cudaSuccess && numEdges != NULL ? (uint64_t)(uintptr_t)*numEdges : 0);
    ocr_rec_commit(&ocr_c, 316, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    __typeof__(&cudaGraphNodeGetDependencies) ocr_n = (__typeof__(&cudaGraphNodeGetDependencies))ocr_rec_next(317);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pDependencies, edgeData, pNumDependencies);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pDependencies, edgeData, pNumDependencies);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
    ocr_put_out(&ocr_c, pNumDependencies, ocr_e == cudaSuccess && pNumDependencies != NULL ? (uint64_t)(uintptr_t)*pNumDependencies : 0);
    ocr_rec_commit(&ocr_c, 317, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    __typeof__(&cudaGraphNodeGetDependentNodes) ocr_n = (__typeof__(&cudaGraphNodeGetDependentNodes))ocr_rec_next(318);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, pDependentNodes, edgeData, pNumDependentNodes);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, pDependentNodes, edgeData, pNumDependentNodes);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependentNodes);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
    ocr_put_out(&ocr_c, pNumDependentNodes, ocr_e == cudaSuccess && pNumDependentNodes != NULL ? (uint64_t)(uintptr_t)*pNumDependentNodes : 0);
    ocr_rec_commit(&ocr_c, 318, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    __typeof__(&cudaGraphAddDependencies) ocr_n = (__typeof__(&cudaGraphAddDependencies))ocr_rec_next(319);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, from, to, edgeData, numDependencies);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, from, to, edgeData, numDependencies);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)from);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)to);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_rec_commit(&ocr_c, 319, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    __typeof__(&cudaGraphRemoveDependencies) ocr_n = (__typeof__(&cudaGraphRemoveDependencies))ocr_rec_next(320);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, from, to, edgeData, numDependencies);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, from, to, edgeData, numDependencies);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)from);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)to);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_rec_commit(&ocr_c, 320, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphDestroyNode(cudaGraphNode_t node)
{
    __typeof__(&cudaGraphDestroyNode) ocr_n = (__typeof__(&cudaGraphDestroyNode))ocr_rec_next(321);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_rec_commit(&ocr_c, 321, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    __typeof__(&cudaGraphInstantiate) ocr_n = (__typeof__(&cudaGraphInstantiate))ocr_rec_next(322);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphExec, graph, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphExec, graph, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 322, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    __typeof__(&cudaGraphInstantiateWithFlags) ocr_n = (__typeof__(&cudaGraphInstantiateWithFlags))ocr_rec_next(323);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphExec, graph, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphExec, graph, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 323, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    __typeof__(&cudaGraphInstantiateWithParams) ocr_n = (__typeof__(&cudaGraphInstantiateWithParams))ocr_rec_next(324);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphExec, graph, instantiateParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphExec, graph, instantiateParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)instantiateParams);
    ocr_rec_commit(&ocr_c, 324, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaGraphInstantiateWithParams) cudaGraphInstantiateWithParams_ptsz;
cudaError_t CUDARTAPI cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    __typeof__(&cudaGraphInstantiateWithParams) ocr_n = (__typeof__(&cudaGraphInstantiateWithParams))ocr_rec_next(325);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphExec, graph, instantiateParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphExec, graph, instantiateParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)instantiateParams);
    ocr_rec_commit(&ocr_c, 325, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    __typeof__(&cudaGraphExecGetFlags) ocr_n = (__typeof__(&cudaGraphExecGetFlags))ocr_rec_next(326);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graphExec, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graphExec, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
    ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
    ocr_rec_commit(&ocr_c, 326, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphExecKernelNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecKernelNodeSetParams))ocr_rec_next(327);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 327, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    __typeof__(&cudaGraphExecMemcpyNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecMemcpyNodeSetParams))ocr_rec_next(328);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 328, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphExecMemcpyNodeSetParamsToSymbol) ocr_n = (__typeof__(&cudaGraphExecMemcpyNodeSetParamsToSymbol))ocr_rec_next(329);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, symbol, src, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, symbol, src, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 329, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphExecMemcpyNodeSetParamsFromSymbol) ocr_n = (__typeof__(&cudaGraphExecMemcpyNodeSetParamsFromSymbol))ocr_rec_next(330);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, dst, symbol, count, offset, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, dst, symbol, count, offset, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)offset);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 330, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    __typeof__(&cudaGraphExecMemcpyNodeSetParams1D) ocr_n = (__typeof__(&cudaGraphExecMemcpyNodeSetParams1D))ocr_rec_next(331);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, dst, src, count, kind);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, dst, src, count, kind);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)kind);
    ocr_rec_commit(&ocr_c, 331, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    __typeof__(&cudaGraphExecMemsetNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecMemsetNodeSetParams))ocr_rec_next(332);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 332, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    __typeof__(&cudaGraphExecHostNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecHostNodeSetParams))ocr_rec_next(333);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, pNodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, pNodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
    ocr_rec_commit(&ocr_c, 333, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    __typeof__(&cudaGraphExecChildGraphNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecChildGraphNodeSetParams))ocr_rec_next(334);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, node, childGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, node, childGraph);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)childGraph);
    ocr_rec_commit(&ocr_c, 334, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    __typeof__(&cudaGraphExecEventRecordNodeSetEvent) ocr_n = (__typeof__(&cudaGraphExecEventRecordNodeSetEvent))ocr_rec_next(335);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, hNode, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, hNode, event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 335, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    __typeof__(&cudaGraphExecEventWaitNodeSetEvent) ocr_n = (__typeof__(&cudaGraphExecEventWaitNodeSetEvent))ocr_rec_next(336);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, hNode, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, hNode, event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 336, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    __typeof__(&cudaGraphExecExternalSemaphoresSignalNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecExternalSemaphoresSignalNodeSetParams))ocr_rec_next(337);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, hNode, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, hNode, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 337, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    __typeof__(&cudaGraphExecExternalSemaphoresWaitNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecExternalSemaphoresWaitNodeSetParams))ocr_rec_next(338);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, hNode, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, hNode, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 338, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    __typeof__(&cudaGraphNodeSetEnabled) ocr_n = (__typeof__(&cudaGraphNodeSetEnabled))ocr_rec_next(339);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, hNode, isEnabled);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, hNode, isEnabled);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put(&ocr_c, (uint64_t)isEnabled);
    ocr_rec_commit(&ocr_c, 339, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    __typeof__(&cudaGraphNodeGetEnabled) ocr_n = (__typeof__(&cudaGraphNodeGetEnabled))ocr_rec_next(340);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, hNode, isEnabled);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, hNode, isEnabled);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put_out(&ocr_c, isEnabled, ocr_e == cudaSuccess && isEnabled != NULL ? (uint64_t)(uintptr_t)*isEnabled : 0);
    ocr_rec_commit(&ocr_c, 340, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    __typeof__(&cudaGraphExecUpdate) ocr_n = (__typeof__(&cudaGraphExecUpdate))ocr_rec_next(341);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, hGraph, resultInfo);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, hGraph, resultInfo);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resultInfo);
    ocr_rec_commit(&ocr_c, 341, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    __typeof__(&cudaGraphUpload) ocr_n = (__typeof__(&cudaGraphUpload))ocr_rec_next(342);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graphExec, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graphExec, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 342, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaGraphUpload) cudaGraphUpload_ptsz;
cudaError_t CUDARTAPI cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    __typeof__(&cudaGraphUpload) ocr_n = (__typeof__(&cudaGraphUpload))ocr_rec_next(343);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graphExec, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graphExec, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 343, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    __typeof__(&cudaGraphLaunch) ocr_n = (__typeof__(&cudaGraphLaunch))ocr_rec_next(344);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graphExec, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graphExec, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 344, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaGraphLaunch) cudaGraphLaunch_ptsz;
cudaError_t CUDARTAPI cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    __typeof__(&cudaGraphLaunch) ocr_n = (__typeof__(&cudaGraphLaunch))ocr_rec_next(345);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graphExec, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graphExec, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 345, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
    __typeof__(&cudaGraphExecDestroy) ocr_n = (__typeof__(&cudaGraphExecDestroy))ocr_rec_next(346);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graphExec);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graphExec);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
    ocr_rec_commit(&ocr_c, 346, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphDestroy(cudaGraph_t graph)
{
    __typeof__(&cudaGraphDestroy) ocr_n = (__typeof__(&cudaGraphDestroy))ocr_rec_next(347);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_rec_commit(&ocr_c, 347, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags)
{
    __typeof__(&cudaGraphDebugDotPrint) ocr_n = (__typeof__(&cudaGraphDebugDotPrint))ocr_rec_next(348);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, path, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, path, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put_str(&ocr_c, path);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 348, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    __typeof__(&cudaUserObjectCreate) ocr_n = (__typeof__(&cudaUserObjectCreate))ocr_rec_next(349);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(object_out, ptr, destroy, initialRefcount, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(object_out, ptr, destroy, initialRefcount, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, object_out, ocr_e == cudaSuccess && object_out != NULL ? (uint64_t)(uintptr_t)*object_out : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)destroy);
    ocr_put(&ocr_c, (uint64_t)initialRefcount);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 349, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaUserObjectRetain(cudaUserObject_t object, unsigned int count)
{
    __typeof__(&cudaUserObjectRetain) ocr_n = (__typeof__(&cudaUserObjectRetain))ocr_rec_next(350);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(object, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(object, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 350, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaUserObjectRelease(cudaUserObject_t object, unsigned int count)
{
    __typeof__(&cudaUserObjectRelease) ocr_n = (__typeof__(&cudaUserObjectRelease))ocr_rec_next(351);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(object, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(object, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 351, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags)
{
    __typeof__(&cudaGraphRetainUserObject) ocr_n = (__typeof__(&cudaGraphRetainUserObject))ocr_rec_next(352);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, object, count, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, object, count, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 352, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    __typeof__(&cudaGraphReleaseUserObject) ocr_n = (__typeof__(&cudaGraphReleaseUserObject))ocr_rec_next(353);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graph, object, count);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graph, object, count);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
    ocr_put(&ocr_c, (uint64_t)count);
    ocr_rec_commit(&ocr_c, 353, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    __typeof__(&cudaGraphAddNode) ocr_n = (__typeof__(&cudaGraphAddNode))ocr_rec_next(354);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
    ocr_put(&ocr_c, (uint64_t)numDependencies);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 354, ocr_e, (uint64_t)ocr_e, nodeParams);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    __typeof__(&cudaGraphNodeSetParams) ocr_n = (__typeof__(&cudaGraphNodeSetParams))ocr_rec_next(355);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 355, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    __typeof__(&cudaGraphExecNodeSetParams) ocr_n = (__typeof__(&cudaGraphExecNodeSetParams))ocr_rec_next(356);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(graphExec, node, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(graphExec, node, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 356, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    __typeof__(&cudaGraphConditionalHandleCreate) ocr_n = (__typeof__(&cudaGraphConditionalHandleCreate))ocr_rec_next(357);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pHandle_out, graph, defaultLaunchValue, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pHandle_out, graph, defaultLaunchValue, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pHandle_out, ocr_e == cudaSuccess && pHandle_out != NULL ? (uint64_t)(uintptr_t)*pHandle_out : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)defaultLaunchValue);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 357, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    __typeof__(&cudaGetDriverEntryPoint) ocr_n = (__typeof__(&cudaGetDriverEntryPoint))ocr_rec_next(358);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, funcPtr, flags, driverStatus);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, funcPtr, flags, driverStatus);
    ocr_rec_end(&ocr_c);
    ocr_put_str(&ocr_c, symbol);
    ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
    ocr_rec_commit(&ocr_c, 358, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaGetDriverEntryPoint) cudaGetDriverEntryPoint_ptsz;
cudaError_t CUDARTAPI cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    __typeof__(&cudaGetDriverEntryPoint) ocr_n = (__typeof__(&cudaGetDriverEntryPoint))ocr_rec_next(359);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, funcPtr, flags, driverStatus);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, funcPtr, flags, driverStatus);
    ocr_rec_end(&ocr_c);
    ocr_put_str(&ocr_c, symbol);
    ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
    ocr_rec_commit(&ocr_c, 359, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    __typeof__(&cudaGetDriverEntryPointByVersion) ocr_n = (__typeof__(&cudaGetDriverEntryPointByVersion))ocr_rec_next(360);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, funcPtr, cudaVersion, flags, driverStatus);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, funcPtr, cudaVersion, flags, driverStatus);
    ocr_rec_end(&ocr_c);
    ocr_put_str(&ocr_c, symbol);
    ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
    ocr_put(&ocr_c, (uint64_t)cudaVersion);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
    ocr_rec_commit(&ocr_c, 360, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaGetDriverEntryPointByVersion) cudaGetDriverEntryPointByVersion_ptsz;
cudaError_t CUDARTAPI cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    __typeof__(&cudaGetDriverEntryPointByVersion) ocr_n = (__typeof__(&cudaGetDriverEntryPointByVersion))ocr_rec_next(361);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(symbol, funcPtr, cudaVersion, flags, driverStatus);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(symbol, funcPtr, cudaVersion, flags, driverStatus);
    ocr_rec_end(&ocr_c);
    ocr_put_str(&ocr_c, symbol);
    ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
    ocr_put(&ocr_c, (uint64_t)cudaVersion);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
    ocr_rec_commit(&ocr_c, 361, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryLoadData(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void** libraryOptionValues, unsigned int numLibraryOptions)
{
    __typeof__(&cudaLibraryLoadData) ocr_n = (__typeof__(&cudaLibraryLoadData))ocr_rec_next(362);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, library, ocr_e == cudaSuccess && library != NULL ? (uint64_t)(uintptr_t)*library : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)code);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptions);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptionsValues);
    ocr_put(&ocr_c, (uint64_t)numJitOptions);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptions);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptionValues);
    ocr_put(&ocr_c, (uint64_t)numLibraryOptions);
    ocr_rec_commit(&ocr_c, 362, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    __typeof__(&cudaLibraryLoadFromFile) ocr_n = (__typeof__(&cudaLibraryLoadFromFile))ocr_rec_next(363);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, library, ocr_e == cudaSuccess && library != NULL ? (uint64_t)(uintptr_t)*library : 0);
    ocr_put_str(&ocr_c, fileName);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptions);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptionsValues);
    ocr_put(&ocr_c, (uint64_t)numJitOptions);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptions);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptionValues);
    ocr_put(&ocr_c, (uint64_t)numLibraryOptions);
    ocr_rec_commit(&ocr_c, 363, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryUnload(cudaLibrary_t library)
{
    __typeof__(&cudaLibraryUnload) ocr_n = (__typeof__(&cudaLibraryUnload))ocr_rec_next(364);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(library);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(library);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
    ocr_rec_commit(&ocr_c, 364, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name)
{
    __typeof__(&cudaLibraryGetKernel) ocr_n = (__typeof__(&cudaLibraryGetKernel))ocr_rec_next(365);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pKernel, library, name);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pKernel, library, name);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pKernel, ocr_e == cudaSuccess && pKernel != NULL ? (uint64_t)(uintptr_t)*pKernel : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
    ocr_put_str(&ocr_c, name);
    ocr_rec_commit(&ocr_c, 365, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    __typeof__(&cudaLibraryGetGlobal) ocr_n = (__typeof__(&cudaLibraryGetGlobal))ocr_rec_next(366);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptr, bytes, library, name);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptr, bytes, library, name);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, dptr, ocr_e == cudaSuccess && dptr != NULL ? (uint64_t)(uintptr_t)*dptr : 0);
    ocr_put_out(&ocr_c, bytes, ocr_e == cudaSuccess && bytes != NULL ? (uint64_t)(uintptr_t)*bytes : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
    ocr_put_str(&ocr_c, name);
    ocr_rec_commit(&ocr_c, 366, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    __typeof__(&cudaLibraryGetManaged) ocr_n = (__typeof__(&cudaLibraryGetManaged))ocr_rec_next(367);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dptr, bytes, library, name);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dptr, bytes, library, name);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, dptr, ocr_e == cudaSuccess && dptr != NULL ? (uint64_t)(uintptr_t)*dptr : 0);
    ocr_put_out(&ocr_c, bytes, ocr_e == cudaSuccess && bytes != NULL ? (uint64_t)(uintptr_t)*bytes : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
    ocr_put_str(&ocr_c, name);
    ocr_rec_commit(&ocr_c, 367, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library, const char *symbol)
{
    __typeof__(&cudaLibraryGetUnifiedFunction) ocr_n = (__typeof__(&cudaLibraryGetUnifiedFunction))ocr_rec_next(368);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(fptr, library, symbol);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(fptr, library, symbol);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, fptr, ocr_e == cudaSuccess && fptr != NULL ? (uint64_t)(uintptr_t)*fptr : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
    ocr_put_str(&ocr_c, symbol);
    ocr_rec_commit(&ocr_c, 368, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib)
{
    __typeof__(&cudaLibraryGetKernelCount) ocr_n = (__typeof__(&cudaLibraryGetKernelCount))ocr_rec_next(369);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(count, lib);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(count, lib);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, count, ocr_e == cudaSuccess && count != NULL ? (uint64_t)(uintptr_t)*count : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)lib);
    ocr_rec_commit(&ocr_c, 369, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib)
{
    __typeof__(&cudaLibraryEnumerateKernels) ocr_n = (__typeof__(&cudaLibraryEnumerateKernels))ocr_rec_next(370);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(kernels, numKernels, lib);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(kernels, numKernels, lib);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)kernels);
    ocr_put(&ocr_c, (uint64_t)numKernels);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)lib);
    ocr_rec_commit(&ocr_c, 370, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device)
{
    __typeof__(&cudaKernelSetAttributeForDevice) ocr_n = (__typeof__(&cudaKernelSetAttributeForDevice))ocr_rec_next(371);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(kernel, attr, value, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(kernel, attr, value, device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)kernel);
    ocr_put(&ocr_c, (uint64_t)attr);
    ocr_put(&ocr_c, (uint64_t)value);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 371, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetExportTable(const void **ppExportTable, const cudaUUID_t *pExportTableId)
{
    __typeof__(&cudaGetExportTable) ocr_n = (__typeof__(&cudaGetExportTable))ocr_rec_next(372);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ppExportTable, pExportTableId);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ppExportTable, pExportTableId);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ppExportTable);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pExportTableId);
    ocr_rec_commit(&ocr_c, 372, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetFuncBySymbol(cudaFunction_t* functionPtr, const void* symbolPtr)
{
    __typeof__(&cudaGetFuncBySymbol) ocr_n = (__typeof__(&cudaGetFuncBySymbol))ocr_rec_next(373);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(functionPtr, symbolPtr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(functionPtr, symbolPtr);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, functionPtr, ocr_e == cudaSuccess && functionPtr != NULL ? (uint64_t)(uintptr_t)*functionPtr : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbolPtr);
    ocr_rec_commit(&ocr_c, 373, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    __typeof__(&cudaGetKernel) ocr_n = (__typeof__(&cudaGetKernel))ocr_rec_next(374);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(kernelPtr, entryFuncAddr);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(kernelPtr, entryFuncAddr);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, kernelPtr, ocr_e == cudaSuccess && kernelPtr != NULL ? (uint64_t)(uintptr_t)*kernelPtr : 0);
    ocr_put_func(&ocr_c, entryFuncAddr, ocr_e);
    ocr_rec_commit(&ocr_c, 374, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaProfilerStart(void)
{
    __typeof__(&cudaProfilerStart) ocr_n = (__typeof__(&cudaProfilerStart))ocr_rec_next(375);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n();
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n();
    ocr_rec_end(&ocr_c);
    ocr_rec_commit(&ocr_c, 375, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaProfilerStop(void)
{
    __typeof__(&cudaProfilerStop) ocr_n = (__typeof__(&cudaProfilerStop))ocr_rec_next(376);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n();
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n();
    ocr_rec_end(&ocr_c);
    ocr_rec_commit(&ocr_c, 376, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
{
    __typeof__(&cudaGLGetDevices) ocr_n = (__typeof__(&cudaGLGetDevices))ocr_rec_next(377);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pCudaDeviceCount, ocr_e == cudaSuccess && pCudaDeviceCount != NULL ? (uint64_t)(uintptr_t)*pCudaDeviceCount : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaDevices);
    ocr_put(&ocr_c, (uint64_t)cudaDeviceCount);
    ocr_put(&ocr_c, (uint64_t)deviceList);
    ocr_rec_commit(&ocr_c, 377, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(377, cudaGLGetDevices);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image, GLenum target, unsigned int flags)
{
    __typeof__(&cudaGraphicsGLRegisterImage) ocr_n = (__typeof__(&cudaGraphicsGLRegisterImage))ocr_rec_next(378);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(resource, image, target, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(resource, image, target, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)image);
    ocr_put(&ocr_c, (uint64_t)target);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 378, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(378, cudaGraphicsGLRegisterImage);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags)
{
    __typeof__(&cudaGraphicsGLRegisterBuffer) ocr_n = (__typeof__(&cudaGraphicsGLRegisterBuffer))ocr_rec_next(379);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(resource, buffer, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(resource, buffer, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)buffer);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 379, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(379, cudaGraphicsGLRegisterBuffer);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLSetGLDevice(int device)
{
    __typeof__(&cudaGLSetGLDevice) ocr_n = (__typeof__(&cudaGLSetGLDevice))ocr_rec_next(380);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 380, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(380, cudaGLSetGLDevice);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLRegisterBufferObject(GLuint bufObj)
{
    __typeof__(&cudaGLRegisterBufferObject) ocr_n = (__typeof__(&cudaGLRegisterBufferObject))ocr_rec_next(381);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(bufObj);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(bufObj);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)bufObj);
    ocr_rec_commit(&ocr_c, 381, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(381, cudaGLRegisterBufferObject);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
{
    __typeof__(&cudaGLMapBufferObject) ocr_n = (__typeof__(&cudaGLMapBufferObject))ocr_rec_next(382);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, bufObj);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, bufObj);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)bufObj);
    ocr_rec_commit(&ocr_c, 382, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(382, cudaGLMapBufferObject);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLUnmapBufferObject(GLuint bufObj)
{
    __typeof__(&cudaGLUnmapBufferObject) ocr_n = (__typeof__(&cudaGLUnmapBufferObject))ocr_rec_next(383);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(bufObj);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(bufObj);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)bufObj);
    ocr_rec_commit(&ocr_c, 383, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(383, cudaGLUnmapBufferObject);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLUnregisterBufferObject(GLuint bufObj)
{
    __typeof__(&cudaGLUnregisterBufferObject) ocr_n = (__typeof__(&cudaGLUnregisterBufferObject))ocr_rec_next(384);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(bufObj);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(bufObj);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)bufObj);
    ocr_rec_commit(&ocr_c, 384, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(384, cudaGLUnregisterBufferObject);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags)
{
    __typeof__(&cudaGLSetBufferObjectMapFlags) ocr_n = (__typeof__(&cudaGLSetBufferObjectMapFlags))ocr_rec_next(385);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(bufObj, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(bufObj, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)bufObj);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 385, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(385, cudaGLSetBufferObjectMapFlags);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    __typeof__(&cudaGLMapBufferObjectAsync) ocr_n = (__typeof__(&cudaGLMapBufferObjectAsync))ocr_rec_next(386);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(devPtr, bufObj, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(devPtr, bufObj, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
    ocr_put(&ocr_c, (uint64_t)bufObj);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 386, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(386, cudaGLMapBufferObjectAsync);
#endif

#if defined(OCR_REC_HAVE_GL)
cudaError_t CUDARTAPI cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream)
{
    __typeof__(&cudaGLUnmapBufferObjectAsync) ocr_n = (__typeof__(&cudaGLUnmapBufferObjectAsync))ocr_rec_next(387);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(bufObj, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(bufObj, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)bufObj);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 387, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(387, cudaGLUnmapBufferObjectAsync);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource, EGLImageKHR image, unsigned int flags)
{
    __typeof__(&cudaGraphicsEGLRegisterImage) ocr_n = (__typeof__(&cudaGraphicsEGLRegisterImage))ocr_rec_next(388);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pCudaResource, image, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pCudaResource, image, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaResource);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)image);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 388, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(388, cudaGraphicsEGLRegisterImage);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream)
{
    __typeof__(&cudaEGLStreamConsumerConnect) ocr_n = (__typeof__(&cudaEGLStreamConsumerConnect))ocr_rec_next(389);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn, eglStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn, eglStream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
    ocr_rec_commit(&ocr_c, 389, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(389, cudaEGLStreamConsumerConnect);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnectWithFlags(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, unsigned int flags)
{
    __typeof__(&cudaEGLStreamConsumerConnectWithFlags) ocr_n = (__typeof__(&cudaEGLStreamConsumerConnectWithFlags))ocr_rec_next(390);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn, eglStream, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn, eglStream, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 390, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(390, cudaEGLStreamConsumerConnectWithFlags);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *conn)
{
    __typeof__(&cudaEGLStreamConsumerDisconnect) ocr_n = (__typeof__(&cudaEGLStreamConsumerDisconnect))ocr_rec_next(391);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_rec_commit(&ocr_c, 391, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(391, cudaEGLStreamConsumerDisconnect);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerAcquireFrame(cudaEglStreamConnection *conn, cudaGraphicsResource_t *pCudaResource, cudaStream_t *pStream, unsigned int timeout)
{
    __typeof__(&cudaEGLStreamConsumerAcquireFrame) ocr_n = (__typeof__(&cudaEGLStreamConsumerAcquireFrame))ocr_rec_next(392);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn, pCudaResource, pStream, timeout);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn, pCudaResource, pStream, timeout);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_put_out(&ocr_c, pCudaResource, ocr_e == cudaSuccess && pCudaResource != NULL ? (uint64_t)(uintptr_t)*pCudaResource : 0);
    ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
    ocr_put(&ocr_c, (uint64_t)timeout);
    ocr_rec_commit(&ocr_c, 392, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(392, cudaEGLStreamConsumerAcquireFrame);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerReleaseFrame(cudaEglStreamConnection *conn, cudaGraphicsResource_t pCudaResource, cudaStream_t *pStream)
{
    __typeof__(&cudaEGLStreamConsumerReleaseFrame) ocr_n = (__typeof__(&cudaEGLStreamConsumerReleaseFrame))ocr_rec_next(393);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn, pCudaResource, pStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn, pCudaResource, pStream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaResource);
    ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
    ocr_rec_commit(&ocr_c, 393, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(393, cudaEGLStreamConsumerReleaseFrame);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, EGLint width, EGLint height)
{
    __typeof__(&cudaEGLStreamProducerConnect) ocr_n = (__typeof__(&cudaEGLStreamProducerConnect))ocr_rec_next(394);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn, eglStream, width, height);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn, eglStream, width, height);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
    ocr_put(&ocr_c, (uint64_t)width);
    ocr_put(&ocr_c, (uint64_t)height);
    ocr_rec_commit(&ocr_c, 394, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(394, cudaEGLStreamProducerConnect);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *conn)
{
    __typeof__(&cudaEGLStreamProducerDisconnect) ocr_n = (__typeof__(&cudaEGLStreamProducerDisconnect))ocr_rec_next(395);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_rec_commit(&ocr_c, 395, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(395, cudaEGLStreamProducerDisconnect);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerPresentFrame(cudaEglStreamConnection *conn, cudaEglFrame eglframe, cudaStream_t *pStream)
{
    __typeof__(&cudaEGLStreamProducerPresentFrame) ocr_n = (__typeof__(&cudaEGLStreamProducerPresentFrame))ocr_rec_next(396);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn, eglframe, pStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn, eglframe, pStream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_put_opaque(&ocr_c, &eglframe, sizeof eglframe);
    ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
    ocr_rec_commit(&ocr_c, 396, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(396, cudaEGLStreamProducerPresentFrame);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerReturnFrame(cudaEglStreamConnection *conn, cudaEglFrame *eglframe, cudaStream_t *pStream)
{
    __typeof__(&cudaEGLStreamProducerReturnFrame) ocr_n = (__typeof__(&cudaEGLStreamProducerReturnFrame))ocr_rec_next(397);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(conn, eglframe, pStream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(conn, eglframe, pStream);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglframe);
    ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
    ocr_rec_commit(&ocr_c, 397, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(397, cudaEGLStreamProducerReturnFrame);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedEglFrame(cudaEglFrame* eglFrame, cudaGraphicsResource_t resource, unsigned int index, unsigned int mipLevel)
{
    __typeof__(&cudaGraphicsResourceGetMappedEglFrame) ocr_n = (__typeof__(&cudaGraphicsResourceGetMappedEglFrame))ocr_rec_next(398);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(eglFrame, resource, index, mipLevel);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(eglFrame, resource, index, mipLevel);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglFrame);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)index);
    ocr_put(&ocr_c, (uint64_t)mipLevel);
    ocr_rec_commit(&ocr_c, 398, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(398, cudaGraphicsResourceGetMappedEglFrame);
#endif

#if defined(OCR_REC_HAVE_EGL)
cudaError_t CUDARTAPI cudaEventCreateFromEGLSync(cudaEvent_t *phEvent, EGLSyncKHR eglSync, unsigned int flags)
{
    __typeof__(&cudaEventCreateFromEGLSync) ocr_n = (__typeof__(&cudaEventCreateFromEGLSync))ocr_rec_next(399);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(phEvent, eglSync, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(phEvent, eglSync, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, phEvent, ocr_e == cudaSuccess && phEvent != NULL ? (uint64_t)(uintptr_t)*phEvent : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglSync);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 399, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(399, cudaEventCreateFromEGLSync);
#endif

#if defined(OCR_REC_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    __typeof__(&cudaVDPAUGetDevice) ocr_n = (__typeof__(&cudaVDPAUGetDevice))ocr_rec_next(400);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, vdpDevice, vdpGetProcAddress);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, vdpDevice, vdpGetProcAddress);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
    ocr_put(&ocr_c, (uint64_t)vdpDevice);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)vdpGetProcAddress);
    ocr_rec_commit(&ocr_c, 400, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(400, cudaVDPAUGetDevice);
#endif

#if defined(OCR_REC_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    __typeof__(&cudaVDPAUSetVDPAUDevice) ocr_n = (__typeof__(&cudaVDPAUSetVDPAUDevice))ocr_rec_next(401);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, vdpDevice, vdpGetProcAddress);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, vdpDevice, vdpGetProcAddress);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)vdpDevice);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)vdpGetProcAddress);
    ocr_rec_commit(&ocr_c, 401, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(401, cudaVDPAUSetVDPAUDevice);
#endif

#if defined(OCR_REC_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource, VdpVideoSurface vdpSurface, unsigned int flags)
{
    __typeof__(&cudaGraphicsVDPAURegisterVideoSurface) ocr_n = (__typeof__(&cudaGraphicsVDPAURegisterVideoSurface))ocr_rec_next(402);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(resource, vdpSurface, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(resource, vdpSurface, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)vdpSurface);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 402, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(402, cudaGraphicsVDPAURegisterVideoSurface);
#endif

#if defined(OCR_REC_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource, VdpOutputSurface vdpSurface, unsigned int flags)
{
    __typeof__(&cudaGraphicsVDPAURegisterOutputSurface) ocr_n = (__typeof__(&cudaGraphicsVDPAURegisterOutputSurface))ocr_rec_next(403);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(resource, vdpSurface, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(resource, vdpSurface, flags);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)vdpSurface);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 403, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
#else
OCR_REC_JUMP(403, cudaGraphicsVDPAURegisterOutputSurface);
#endif

cudaError_t CUDARTAPI cudaGraphNodeGetContainingGraph(cudaGraphNode_t hNode, cudaGraph_t *phGraph)
{
    __typeof__(&cudaGraphNodeGetContainingGraph) ocr_n = (__typeof__(&cudaGraphNodeGetContainingGraph))ocr_rec_next(404);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, phGraph);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, phGraph);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put_out(&ocr_c, phGraph, ocr_e == cudaSuccess && phGraph != NULL ? (uint64_t)(uintptr_t)*phGraph : 0);
    ocr_rec_commit(&ocr_c, 404, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeGetLocalId(cudaGraphNode_t hNode, unsigned int *nodeId)
{
    __typeof__(&cudaGraphNodeGetLocalId) ocr_n = (__typeof__(&cudaGraphNodeGetLocalId))ocr_rec_next(405);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, nodeId);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, nodeId);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put_out(&ocr_c, nodeId, ocr_e == cudaSuccess && nodeId != NULL ? (uint64_t)(uintptr_t)*nodeId : 0);
    ocr_rec_commit(&ocr_c, 405, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeGetToolsId(cudaGraphNode_t hNode, unsigned long long *toolsNodeId)
{
    __typeof__(&cudaGraphNodeGetToolsId) ocr_n = (__typeof__(&cudaGraphNodeGetToolsId))ocr_rec_next(406);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hNode, toolsNodeId);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hNode, toolsNodeId);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
    ocr_put_out(&ocr_c, toolsNodeId, ocr_e == cudaSuccess && toolsNodeId != NULL ? (uint64_t)(uintptr_t)*toolsNodeId : 0);
    ocr_rec_commit(&ocr_c, 406, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphGetId(cudaGraph_t hGraph, unsigned int *graphID)
{
    __typeof__(&cudaGraphGetId) ocr_n = (__typeof__(&cudaGraphGetId))ocr_rec_next(407);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraph, graphID);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraph, graphID);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraph);
    ocr_put_out(&ocr_c, graphID, ocr_e == cudaSuccess && graphID != NULL ? (uint64_t)(uintptr_t)*graphID : 0);
    ocr_rec_commit(&ocr_c, 407, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphExecGetId(cudaGraphExec_t hGraphExec, unsigned int *graphID)
{
    __typeof__(&cudaGraphExecGetId) ocr_n = (__typeof__(&cudaGraphExecGetId))ocr_rec_next(408);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hGraphExec, graphID);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hGraphExec, graphID);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
    ocr_put_out(&ocr_c, graphID, ocr_e == cudaSuccess && graphID != NULL ? (uint64_t)(uintptr_t)*graphID : 0);
    ocr_rec_commit(&ocr_c, 408, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphConditionalHandleCreate_v2(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, cudaExecutionContext_t ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    __typeof__(&cudaGraphConditionalHandleCreate_v2) ocr_n = (__typeof__(&cudaGraphConditionalHandleCreate_v2))ocr_rec_next(409);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(pHandle_out, graph, ctx, defaultLaunchValue, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(pHandle_out, graph, ctx, defaultLaunchValue, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, pHandle_out, ocr_e == cudaSuccess && pHandle_out != NULL ? (uint64_t)(uintptr_t)*pHandle_out : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_put(&ocr_c, (uint64_t)defaultLaunchValue);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 409, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetDevResource(int device, cudaDevResource *resource, enum cudaDevResourceType type)
{
    __typeof__(&cudaDeviceGetDevResource) ocr_n = (__typeof__(&cudaDeviceGetDevResource))ocr_rec_next(410);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, resource, type);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, resource, type);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)type);
    ocr_rec_commit(&ocr_c, 410, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDevSmResourceSplitByCount(cudaDevResource *result, unsigned int *nbGroups, const cudaDevResource *input, cudaDevResource *remaining, unsigned int flags, unsigned int minCount)
{
    __typeof__(&cudaDevSmResourceSplitByCount) ocr_n = (__typeof__(&cudaDevSmResourceSplitByCount))ocr_rec_next(411);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(result, nbGroups, input, remaining, flags, minCount);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(result, nbGroups, input, remaining, flags, minCount);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)result);
    ocr_put_out(&ocr_c, nbGroups, ocr_e == cudaSuccess && nbGroups != NULL ? (uint64_t)(uintptr_t)*nbGroups : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)input);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)remaining);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)minCount);
    ocr_rec_commit(&ocr_c, 411, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDevSmResourceSplit(cudaDevResource *result, unsigned int nbGroups, const cudaDevResource *input, cudaDevResource *remainder, unsigned int flags, cudaDevSmResourceGroupParams *groupParams)
{
    __typeof__(&cudaDevSmResourceSplit) ocr_n = (__typeof__(&cudaDevSmResourceSplit))ocr_rec_next(412);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(result, nbGroups, input, remainder, flags, groupParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(result, nbGroups, input, remainder, flags, groupParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)result);
    ocr_put(&ocr_c, (uint64_t)nbGroups);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)input);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)remainder);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)groupParams);
    ocr_rec_commit(&ocr_c, 412, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDevResourceGenerateDesc(cudaDevResourceDesc_t *phDesc, cudaDevResource *resources, unsigned int nbResources)
{
    __typeof__(&cudaDevResourceGenerateDesc) ocr_n = (__typeof__(&cudaDevResourceGenerateDesc))ocr_rec_next(413);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(phDesc, resources, nbResources);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(phDesc, resources, nbResources);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, phDesc, ocr_e == cudaSuccess && phDesc != NULL ? (uint64_t)(uintptr_t)*phDesc : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
    ocr_put(&ocr_c, (uint64_t)nbResources);
    ocr_rec_commit(&ocr_c, 413, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGreenCtxCreate(cudaExecutionContext_t *phCtx, cudaDevResourceDesc_t desc, int device, unsigned int flags)
{
    __typeof__(&cudaGreenCtxCreate) ocr_n = (__typeof__(&cudaGreenCtxCreate))ocr_rec_next(414);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(phCtx, desc, device, flags);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(phCtx, desc, device, flags);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, phCtx, ocr_e == cudaSuccess && phCtx != NULL ? (uint64_t)(uintptr_t)*phCtx : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_rec_commit(&ocr_c, 414, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxDestroy(cudaExecutionContext_t ctx)
{
    __typeof__(&cudaExecutionCtxDestroy) ocr_n = (__typeof__(&cudaExecutionCtxDestroy))ocr_rec_next(415);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ctx);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ctx);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_rec_commit(&ocr_c, 415, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxGetDevResource(cudaExecutionContext_t ctx, cudaDevResource *resource, enum cudaDevResourceType type)
{
    __typeof__(&cudaExecutionCtxGetDevResource) ocr_n = (__typeof__(&cudaExecutionCtxGetDevResource))ocr_rec_next(416);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ctx, resource, type);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ctx, resource, type);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)type);
    ocr_rec_commit(&ocr_c, 416, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxGetDevice(int *device, cudaExecutionContext_t ctx)
{
    __typeof__(&cudaExecutionCtxGetDevice) ocr_n = (__typeof__(&cudaExecutionCtxGetDevice))ocr_rec_next(417);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(device, ctx);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(device, ctx);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_rec_commit(&ocr_c, 417, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxGetId(cudaExecutionContext_t ctx, unsigned long long *ctxId)
{
    __typeof__(&cudaExecutionCtxGetId) ocr_n = (__typeof__(&cudaExecutionCtxGetId))ocr_rec_next(418);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ctx, ctxId);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ctx, ctxId);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_put_out(&ocr_c, ctxId, ocr_e == cudaSuccess && ctxId != NULL ? (uint64_t)(uintptr_t)*ctxId : 0);
    ocr_rec_commit(&ocr_c, 418, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxStreamCreate(cudaStream_t *phStream, cudaExecutionContext_t ctx, unsigned int flags, int priority)
{
    __typeof__(&cudaExecutionCtxStreamCreate) ocr_n = (__typeof__(&cudaExecutionCtxStreamCreate))ocr_rec_next(419);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(phStream, ctx, flags, priority);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(phStream, ctx, flags, priority);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, phStream, ocr_e == cudaSuccess && phStream != NULL ? (uint64_t)(uintptr_t)*phStream : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)priority);
    ocr_rec_commit(&ocr_c, 419, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxSynchronize(cudaExecutionContext_t ctx)
{
    __typeof__(&cudaExecutionCtxSynchronize) ocr_n = (__typeof__(&cudaExecutionCtxSynchronize))ocr_rec_next(420);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ctx);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ctx);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_rec_commit(&ocr_c, 420, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamGetDevResource(cudaStream_t hStream, cudaDevResource *resource, enum cudaDevResourceType type)
{
    __typeof__(&cudaStreamGetDevResource) ocr_n = (__typeof__(&cudaStreamGetDevResource))ocr_rec_next(421);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, resource, type);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, resource, type);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)type);
    ocr_rec_commit(&ocr_c, 421, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamGetDevResource) cudaStreamGetDevResource_ptsz;
cudaError_t CUDARTAPI cudaStreamGetDevResource_ptsz(cudaStream_t hStream, cudaDevResource *resource, enum cudaDevResourceType type)
{
    __typeof__(&cudaStreamGetDevResource) ocr_n = (__typeof__(&cudaStreamGetDevResource))ocr_rec_next(422);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(hStream, resource, type);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(hStream, resource, type);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
    ocr_put(&ocr_c, (uint64_t)type);
    ocr_rec_commit(&ocr_c, 422, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxRecordEvent(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    __typeof__(&cudaExecutionCtxRecordEvent) ocr_n = (__typeof__(&cudaExecutionCtxRecordEvent))ocr_rec_next(423);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ctx, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ctx, event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 423, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaExecutionCtxWaitEvent(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    __typeof__(&cudaExecutionCtxWaitEvent) ocr_n = (__typeof__(&cudaExecutionCtxWaitEvent))ocr_rec_next(424);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ctx, event);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ctx, event);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
    ocr_rec_commit(&ocr_c, 424, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaDeviceGetExecutionCtx(cudaExecutionContext_t *ctx, int device)
{
    __typeof__(&cudaDeviceGetExecutionCtx) ocr_n = (__typeof__(&cudaDeviceGetExecutionCtx))ocr_rec_next(425);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(ctx, device);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(ctx, device);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, ctx, ocr_e == cudaSuccess && ctx != NULL ? (uint64_t)(uintptr_t)*ctx : 0);
    ocr_put(&ocr_c, (uint64_t)device);
    ocr_rec_commit(&ocr_c, 425, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaFuncGetParamCount(const void *func, size_t *paramCount)
{
    __typeof__(&cudaFuncGetParamCount) ocr_n = (__typeof__(&cudaFuncGetParamCount))ocr_rec_next(426);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, paramCount);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, paramCount);
    ocr_rec_end(&ocr_c);
    ocr_put_func(&ocr_c, func, ocr_e);
    ocr_put_out(&ocr_c, paramCount, ocr_e == cudaSuccess && paramCount != NULL ? (uint64_t)(uintptr_t)*paramCount : 0);
    ocr_rec_commit(&ocr_c, 426, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaLaunchHostFunc_v2(cudaStream_t stream, cudaHostFn_t fn, void *userData, unsigned int syncMode)
{
    __typeof__(&cudaLaunchHostFunc_v2) ocr_n = (__typeof__(&cudaLaunchHostFunc_v2))ocr_rec_next(427);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, fn, userData, syncMode);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, fn, userData, syncMode);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_put(&ocr_c, (uint64_t)syncMode);
    ocr_rec_commit(&ocr_c, 427, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaLaunchHostFunc_v2) cudaLaunchHostFunc_v2_ptsz;
cudaError_t CUDARTAPI cudaLaunchHostFunc_v2_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData, unsigned int syncMode)
{
    __typeof__(&cudaLaunchHostFunc_v2) ocr_n = (__typeof__(&cudaLaunchHostFunc_v2))ocr_rec_next(428);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, fn, userData, syncMode);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, fn, userData, syncMode);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
    ocr_put(&ocr_c, (uint64_t)syncMode);
    ocr_rec_commit(&ocr_c, 428, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpyWithAttributesAsync(void *dst, const void *src, size_t size, struct cudaMemcpyAttributes *attr, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyWithAttributesAsync) ocr_n = (__typeof__(&cudaMemcpyWithAttributesAsync))ocr_rec_next(429);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, size, attr, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, size, attr, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 429, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpyWithAttributesAsync) cudaMemcpyWithAttributesAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpyWithAttributesAsync_ptsz(void *dst, const void *src, size_t size, struct cudaMemcpyAttributes *attr, cudaStream_t stream)
{
    __typeof__(&cudaMemcpyWithAttributesAsync) ocr_n = (__typeof__(&cudaMemcpyWithAttributesAsync))ocr_rec_next(430);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(dst, src, size, attr, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(dst, src, size, attr, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)attr);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 430, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaMemcpy3DWithAttributesAsync(struct cudaMemcpy3DBatchOp *op, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DWithAttributesAsync) ocr_n = (__typeof__(&cudaMemcpy3DWithAttributesAsync))ocr_rec_next(431);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(op, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(op, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)op);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 431, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaMemcpy3DWithAttributesAsync) cudaMemcpy3DWithAttributesAsync_ptsz;
cudaError_t CUDARTAPI cudaMemcpy3DWithAttributesAsync_ptsz(struct cudaMemcpy3DBatchOp *op, unsigned long long flags, cudaStream_t stream)
{
    __typeof__(&cudaMemcpy3DWithAttributesAsync) ocr_n = (__typeof__(&cudaMemcpy3DWithAttributesAsync))ocr_rec_next(432);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(op, flags, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(op, flags, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)op);
    ocr_put(&ocr_c, (uint64_t)flags);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 432, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaGraphNodeGetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    __typeof__(&cudaGraphNodeGetParams) ocr_n = (__typeof__(&cudaGraphNodeGetParams))ocr_rec_next(433);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(node, nodeParams);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(node, nodeParams);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
    ocr_rec_commit(&ocr_c, 433, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI cudaStreamBeginRecaptureToGraph(cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph, struct cudaGraphRecaptureCallbackData *callbackData)
{
    __typeof__(&cudaStreamBeginRecaptureToGraph) ocr_n = (__typeof__(&cudaStreamBeginRecaptureToGraph))ocr_rec_next(434);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, mode, graph, callbackData);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, mode, graph, callbackData);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)mode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackData);
    ocr_rec_commit(&ocr_c, 434, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(cudaStreamBeginRecaptureToGraph) cudaStreamBeginRecaptureToGraph_ptsz;
cudaError_t CUDARTAPI cudaStreamBeginRecaptureToGraph_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph, struct cudaGraphRecaptureCallbackData *callbackData)
{
    __typeof__(&cudaStreamBeginRecaptureToGraph) ocr_n = (__typeof__(&cudaStreamBeginRecaptureToGraph))ocr_rec_next(435);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(stream, mode, graph, callbackData);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(stream, mode, graph, callbackData);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_put(&ocr_c, (uint64_t)mode);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackData);
    ocr_rec_commit(&ocr_c, 435, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

/* Prototype not established (include/cuda13x.h): passed on unrecorded. */
OCR_REC_JUMP(436, cudaMemGetLocationInfo);

cudaError_t CUDARTAPI __cudaLaunchKernel(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    __typeof__(&__cudaLaunchKernel) ocr_n = (__typeof__(&__cudaLaunchKernel))ocr_rec_next(437);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_kernel(&ocr_c, func);
    ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
    ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_put(&ocr_c, (uint64_t)sharedMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 437, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

__typeof__(__cudaLaunchKernel) __cudaLaunchKernel_ptsz;
cudaError_t CUDARTAPI __cudaLaunchKernel_ptsz(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    __typeof__(&__cudaLaunchKernel) ocr_n = (__typeof__(&__cudaLaunchKernel))ocr_rec_next(438);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(func, gridDim, blockDim, args, sharedMem, stream);
    ocr_rec_end(&ocr_c);
    ocr_put_kernel(&ocr_c, func);
    ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
    ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
    ocr_put(&ocr_c, (uint64_t)sharedMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 438, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

const char* CUDARTAPI cudaGetErrorName(cudaError_t error)
{
    __typeof__(&cudaGetErrorName) ocr_n = (__typeof__(&cudaGetErrorName))ocr_rec_next(439);
    if (ocr_n == NULL)
        return 0;
    if (!ocr_rec_on) {
        return ocr_n(error);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    const char* ocr_r = ocr_n(error);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)error);
    ocr_rec_commit(&ocr_c, 439, ocr_e, (uint64_t)(uintptr_t)ocr_r, NULL);
    return ocr_r;
}

const char* CUDARTAPI cudaGetErrorString(cudaError_t error)
{
    __typeof__(&cudaGetErrorString) ocr_n = (__typeof__(&cudaGetErrorString))ocr_rec_next(440);
    if (ocr_n == NULL)
        return 0;
    if (!ocr_rec_on) {
        return ocr_n(error);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    const char* ocr_r = ocr_n(error);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)error);
    ocr_rec_commit(&ocr_c, 440, ocr_e, (uint64_t)(uintptr_t)ocr_r, NULL);
    return ocr_r;
}

struct cudaChannelFormatDesc CUDARTAPI cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f)
{
    __typeof__(&cudaCreateChannelDesc) ocr_n = (__typeof__(&cudaCreateChannelDesc))ocr_rec_next(441);
    if (ocr_n == NULL)
        return (struct cudaChannelFormatDesc){0, 0, 0, 0, 0};
    if (!ocr_rec_on) {
        return ocr_n(x, y, z, w, f);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    struct cudaChannelFormatDesc ocr_r = ocr_n(x, y, z, w, f);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)x);
    ocr_put(&ocr_c, (uint64_t)y);
    ocr_put(&ocr_c, (uint64_t)z);
    ocr_put(&ocr_c, (uint64_t)w);
    ocr_put(&ocr_c, (uint64_t)f);
    ocr_rec_commit(&ocr_c, 441, ocr_e, (uint64_t)(uintptr_t)&ocr_r, NULL);
    return ocr_r;
}

void** CUDARTAPI __cudaRegisterFatBinary(void *fatCubin)
{
    __typeof__(&__cudaRegisterFatBinary) ocr_n = (__typeof__(&__cudaRegisterFatBinary))ocr_rec_next(442);
    if (ocr_n == NULL)
        return 0;
    if (!ocr_rec_on) {
        return ocr_n(fatCubin);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    void** ocr_r = ocr_n(fatCubin);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubin);
    ocr_rec_commit(&ocr_c, 442, ocr_e, (uint64_t)(uintptr_t)ocr_r, NULL);
    return ocr_r;
}

void CUDARTAPI __cudaRegisterFatBinaryEnd(void **fatCubinHandle)
{
    __typeof__(&__cudaRegisterFatBinaryEnd) ocr_n = (__typeof__(&__cudaRegisterFatBinaryEnd))ocr_rec_next(443);
    if (ocr_n == NULL)
        return;
    if (!ocr_rec_on) {
        ocr_n(fatCubinHandle);
        return;
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    ocr_n(fatCubinHandle);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubinHandle);
    ocr_rec_commit(&ocr_c, 443, ocr_e, 0, NULL);
}

void CUDARTAPI __cudaUnregisterFatBinary(void **fatCubinHandle)
{
    __typeof__(&__cudaUnregisterFatBinary) ocr_n = (__typeof__(&__cudaUnregisterFatBinary))ocr_rec_next(444);
    if (ocr_n == NULL)
        return;
    if (!ocr_rec_on) {
        ocr_n(fatCubinHandle);
        return;
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    ocr_n(fatCubinHandle);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubinHandle);
    ocr_rec_commit(&ocr_c, 444, ocr_e, 0, NULL);
}

void CUDARTAPI __cudaRegisterVar(void **fatCubinHandle, char *hostVar, char *deviceAddress, const char *deviceName, int ext, size_t size, int constant, int global)
{
    __typeof__(&__cudaRegisterVar) ocr_n = (__typeof__(&__cudaRegisterVar))ocr_rec_next(445);
    if (ocr_n == NULL)
        return;
    if (!ocr_rec_on) {
        ocr_n(fatCubinHandle, hostVar, deviceAddress, deviceName, ext, size, constant, global);
        return;
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    ocr_n(fatCubinHandle, hostVar, deviceAddress, deviceName, ext, size, constant, global);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubinHandle);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hostVar);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)deviceAddress);
    ocr_put_str(&ocr_c, deviceName);
    ocr_put(&ocr_c, (uint64_t)ext);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)constant);
    ocr_put(&ocr_c, (uint64_t)global);
    ocr_rec_commit(&ocr_c, 445, ocr_e, 0, NULL);
}

void CUDARTAPI __cudaRegisterManagedVar(void **fatCubinHandle, void **hostVarPtrAddress, char *deviceAddress, const char *deviceName, int ext, size_t size, int constant, int global)
{
    __typeof__(&__cudaRegisterManagedVar) ocr_n = (__typeof__(&__cudaRegisterManagedVar))ocr_rec_next(446);
    if (ocr_n == NULL)
        return;
    if (!ocr_rec_on) {
        ocr_n(fatCubinHandle, hostVarPtrAddress, deviceAddress, deviceName, ext, size, constant, global);
        return;
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    ocr_n(fatCubinHandle, hostVarPtrAddress, deviceAddress, deviceName, ext, size, constant, global);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubinHandle);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hostVarPtrAddress);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)deviceAddress);
    ocr_put_str(&ocr_c, deviceName);
    ocr_put(&ocr_c, (uint64_t)ext);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_put(&ocr_c, (uint64_t)constant);
    ocr_put(&ocr_c, (uint64_t)global);
    ocr_rec_commit(&ocr_c, 446, ocr_e, 0, NULL);
}

char CUDARTAPI __cudaInitModule(void **fatCubinHandle)
{
    __typeof__(&__cudaInitModule) ocr_n = (__typeof__(&__cudaInitModule))ocr_rec_next(447);
    if (ocr_n == NULL)
        return 0;
    if (!ocr_rec_on) {
        return ocr_n(fatCubinHandle);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    char ocr_r = ocr_n(fatCubinHandle);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubinHandle);
    ocr_rec_commit(&ocr_c, 447, ocr_e, (uint64_t)(int64_t)ocr_r, NULL);
    return ocr_r;
}

void CUDARTAPI __cudaRegisterFunction(void **fatCubinHandle, const char *hostFun, char *deviceFun, const char *deviceName, int thread_limit, uint3 *tid, uint3 *bid, dim3 *bDim, dim3 *gDim, int *wSize)
{
    __typeof__(&__cudaRegisterFunction) ocr_n = (__typeof__(&__cudaRegisterFunction))ocr_rec_next(448);
    if (ocr_n == NULL)
        return;
    if (!ocr_rec_on) {
        ocr_n(fatCubinHandle, hostFun, deviceFun, deviceName, thread_limit, tid, bid, bDim, gDim, wSize);
        return;
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    ocr_n(fatCubinHandle, hostFun, deviceFun, deviceName, thread_limit, tid, bid, bDim, gDim, wSize);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubinHandle);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hostFun);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)deviceFun);
    ocr_put_str(&ocr_c, deviceName);
    ocr_put(&ocr_c, (uint64_t)thread_limit);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)tid);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)bid);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)bDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)gDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)wSize);
    ocr_rec_commit(&ocr_c, 448, ocr_e, 0, NULL);
}

void CUDARTAPI __cudaRegisterHostVar(void **fatCubinHandle, const char *deviceName, char *hostVar, size_t size)
{
    __typeof__(&__cudaRegisterHostVar) ocr_n = (__typeof__(&__cudaRegisterHostVar))ocr_rec_next(449);
    if (ocr_n == NULL)
        return;
    if (!ocr_rec_on) {
        ocr_n(fatCubinHandle, deviceName, hostVar, size);
        return;
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    ocr_n(fatCubinHandle, deviceName, hostVar, size);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)fatCubinHandle);
    ocr_put_str(&ocr_c, deviceName);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hostVar);
    ocr_put(&ocr_c, (uint64_t)size);
    ocr_rec_commit(&ocr_c, 449, ocr_e, 0, NULL);
}

void CUDARTAPI __cudaRegisterUnifiedTable(void *table)
{
    __typeof__(&__cudaRegisterUnifiedTable) ocr_n = (__typeof__(&__cudaRegisterUnifiedTable))ocr_rec_next(450);
    if (ocr_n == NULL)
        return;
    if (!ocr_rec_on) {
        ocr_n(table);
        return;
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    ocr_n(table);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)table);
    ocr_rec_commit(&ocr_c, 450, ocr_e, 0, NULL);
}

void* CUDARTAPI __cudaGetProcAddress(const char *symbol)
{
    __typeof__(&__cudaGetProcAddress) ocr_n = (__typeof__(&__cudaGetProcAddress))ocr_rec_next(451);
    if (ocr_n == NULL)
        return 0;
    if (!ocr_rec_on) {
        return ocr_n(symbol);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    void* ocr_r = ocr_n(symbol);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put_str(&ocr_c, symbol);
    ocr_rec_commit(&ocr_c, 451, ocr_e, (uint64_t)(uintptr_t)ocr_r, NULL);
    return ocr_r;
}

unsigned CUDARTAPI __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem, struct CUstream_st *stream)
{
    __typeof__(&__cudaPushCallConfiguration) ocr_n = (__typeof__(&__cudaPushCallConfiguration))ocr_rec_next(452);
    if (ocr_n == NULL)
        return 0;
    if (!ocr_rec_on) {
        return ocr_n(gridDim, blockDim, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    unsigned ocr_r = ocr_n(gridDim, blockDim, sharedMem, stream);
    cudaError_t ocr_e = cudaSuccess;
    ocr_rec_end(&ocr_c);
    ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
    ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
    ocr_put(&ocr_c, (uint64_t)sharedMem);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 452, ocr_e, (uint64_t)ocr_r, NULL);
    return ocr_r;
}

cudaError_t CUDARTAPI __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream)
{
    __typeof__(&__cudaPopCallConfiguration) ocr_n = (__typeof__(&__cudaPopCallConfiguration))ocr_rec_next(453);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(gridDim, blockDim, sharedMem, stream);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(gridDim, blockDim, sharedMem, stream);
    ocr_rec_end(&ocr_c);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)gridDim);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)blockDim);
    ocr_put_out(&ocr_c, sharedMem, ocr_e == cudaSuccess && sharedMem != NULL ? (uint64_t)(uintptr_t)*sharedMem : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
    ocr_rec_commit(&ocr_c, 453, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}

cudaError_t CUDARTAPI __cudaGetKernel(cudaKernel_t *kernel, const void *hostStub)
{
    __typeof__(&__cudaGetKernel) ocr_n = (__typeof__(&__cudaGetKernel))ocr_rec_next(454);
    if (ocr_n == NULL)
        return cudaErrorSharedObjectSymbolNotFound;
    if (!ocr_rec_on) {
        return ocr_n(kernel, hostStub);
    }
    struct ocr_call ocr_c;
    unsigned char ocr_b[OCR_REC_PAYLOAD];
    ocr_rec_begin(&ocr_c, ocr_b, sizeof ocr_b);
    cudaError_t ocr_e = ocr_n(kernel, hostStub);
    ocr_rec_end(&ocr_c);
    ocr_put_out(&ocr_c, kernel, ocr_e == cudaSuccess && kernel != NULL ? (uint64_t)(uintptr_t)*kernel : 0);
    ocr_put(&ocr_c, (uint64_t)(uintptr_t)hostStub);
    ocr_rec_commit(&ocr_c, 454, ocr_e, (uint64_t)ocr_e, NULL);
    return ocr_e;
}
