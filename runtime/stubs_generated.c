/*
 * GENERATED FILE: do not edit. Regenerate with
 *   python3 generators/gen_stubs.py CUDA/include/cuda_runtime_api.h EXPORTS \
 *       -o runtime/stubs_generated.c
 * where CUDA is the CUDA 13.0 toolkit root and EXPORTS its lib64/libcudart.so.13 (or the
 * list of that library's exported symbols).
 *
 * One weak definition per exported runtime function that returns cudaError_t, with the
 * prototype the toolkit's header declares: it records cudaErrorNotSupported as the
 * thread's last error and returns it. A strong definition of the same name elsewhere in
 * the library overrides the stub at link time; implementing a function never requires
 * editing this file. tests/abi/check_abi.py counts the functions still bound WEAK.
 *
 * 437 definitions: 364 functions and 73 per-thread-default-stream twins (_ptsz/_ptds).
 * Not generated here:
 *   the hidden registration ABI (not in the headers, implemented by hand):
 *     __cudaGetKernel, __cudaGetProcAddress, __cudaInitModule, __cudaLaunchKernel,
 *     __cudaLaunchKernel_ptsz, __cudaPopCallConfiguration, __cudaPushCallConfiguration,
 *     __cudaRegisterFatBinary, __cudaRegisterFatBinaryEnd, __cudaRegisterFunction,
 *     __cudaRegisterHostVar, __cudaRegisterManagedVar, __cudaRegisterUnifiedTable,
 *     __cudaRegisterVar, __cudaUnregisterFatBinary
 *   functions that do not return cudaError_t (implemented by hand):
 *     cudaCreateChannelDesc (struct cudaChannelFormatDesc), cudaGetErrorName (const char*),
 *     cudaGetErrorString (const char*)
 */
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
#error "compile without CUDA_API_PER_THREAD_DEFAULT_STREAM: it renames the functions"
#endif

#include "internal.h"

#include <cuda_profiler_api.h>
#include <cuda13x.h>

/* Interoperability headers include windowing-system headers (GL, EGL, VDPAU). Where those are
 * missing, the stubs of that header are compiled with an empty parameter list: the symbol and
 * its ABI are the same (a stub never reads its arguments), only the signature check is lost. */
#if defined(__has_include)
#if __has_include(<GL/gl.h>)
#include <GL/gl.h>
#include <cuda_gl_interop.h>
#define OCR_STUBS_HAVE_GL 1
#endif
#if __has_include(<EGL/egl.h>) && __has_include(<EGL/eglext.h>)
#include <cuda_egl_interop.h>
#define OCR_STUBS_HAVE_EGL 1
#endif
#if __has_include(<vdpau/vdpau.h>)
#include <cuda_vdpau_interop.h>
#define OCR_STUBS_HAVE_VDPAU 1
#endif
#endif

/* Stubs never read their arguments. */
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* -------------------------------------------------------------------------------------------- */
/* Device Management (CUDART_DEVICE)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceReset(void)
{
    return ocr_not_supported("cudaDeviceReset");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceSynchronize(void)
{
    return ocr_not_supported("cudaDeviceSynchronize");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    return ocr_not_supported("cudaDeviceSetLimit");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    return ocr_not_supported("cudaDeviceGetLimit");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements,
    const struct cudaChannelFormatDesc *fmtDesc, int device)
{
    return ocr_not_supported("cudaDeviceGetTexture1DLinearMaxWidth");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    return ocr_not_supported("cudaDeviceGetCacheConfig");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    return ocr_not_supported("cudaDeviceGetStreamPriorityRange");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    return ocr_not_supported("cudaDeviceSetCacheConfig");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    return ocr_not_supported("cudaDeviceGetByPCIBusId");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    return ocr_not_supported("cudaDeviceGetPCIBusId");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    return ocr_not_supported("cudaIpcGetEventHandle");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    return ocr_not_supported("cudaIpcOpenEventHandle");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr)
{
    return ocr_not_supported("cudaIpcGetMemHandle");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle,
    unsigned int flags)
{
    return ocr_not_supported("cudaIpcOpenMemHandle");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaIpcCloseMemHandle(void *devPtr)
{
    return ocr_not_supported("cudaIpcCloseMemHandle");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceFlushGPUDirectRDMAWrites(
    enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    return ocr_not_supported("cudaDeviceFlushGPUDirectRDMAWrites");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceRegisterAsyncNotification(int device,
    cudaAsyncCallback callbackFunc, void* userData, cudaAsyncCallbackHandle_t* callback)
{
    return ocr_not_supported("cudaDeviceRegisterAsyncNotification");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceUnregisterAsyncNotification(int device,
    cudaAsyncCallbackHandle_t callback)
{
    return ocr_not_supported("cudaDeviceUnregisterAsyncNotification");
}

/* -------------------------------------------------------------------------------------------- */
/* Device Management [DEPRECATED] (CUDART_DEVICE_DEPRECATED)                                    */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig)
{
    return ocr_not_supported("cudaDeviceGetSharedMemConfig");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config)
{
    return ocr_not_supported("cudaDeviceSetSharedMemConfig");
}

/* -------------------------------------------------------------------------------------------- */
/* Error Handling (CUDART_ERROR)                                                                */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetLastError(void)
{
    return ocr_not_supported("cudaGetLastError");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaPeekAtLastError(void)
{
    return ocr_not_supported("cudaPeekAtLastError");
}

/* -------------------------------------------------------------------------------------------- */
/* Device Management (CUDART_DEVICE)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDeviceCount(int *count)
{
    return ocr_not_supported("cudaGetDeviceCount");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    return ocr_not_supported("cudaGetDeviceProperties");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    return ocr_not_supported("cudaDeviceGetAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities,
    const enum cudaAtomicOperation* operations, unsigned int count, int device)
{
    return ocr_not_supported("cudaDeviceGetHostAtomicCapabilities");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    return ocr_not_supported("cudaDeviceGetDefaultMemPool");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    return ocr_not_supported("cudaDeviceSetMemPool");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    return ocr_not_supported("cudaDeviceGetMemPool");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device,
    int flags)
{
    return ocr_not_supported("cudaDeviceGetNvSciSyncAttributes");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr,
    int srcDevice, int dstDevice)
{
    return ocr_not_supported("cudaDeviceGetP2PAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities,
    const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice)
{
    return ocr_not_supported("cudaDeviceGetP2PAtomicCapabilities");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    return ocr_not_supported("cudaChooseDevice");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    return ocr_not_supported("cudaInitDevice");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaSetDevice(int device)
{
    return ocr_not_supported("cudaSetDevice");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDevice(int *device)
{
    return ocr_not_supported("cudaGetDevice");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaSetValidDevices(int *device_arr, int len)
{
    return ocr_not_supported("cudaSetValidDevices");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaSetDeviceFlags(unsigned int flags)
{
    return ocr_not_supported("cudaSetDeviceFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDeviceFlags(unsigned int *flags)
{
    return ocr_not_supported("cudaGetDeviceFlags");
}

/* -------------------------------------------------------------------------------------------- */
/* Stream Management (CUDART_STREAM)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *pStream)
{
    return ocr_not_supported("cudaStreamCreate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    return ocr_not_supported("cudaStreamCreateWithFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags,
    int priority)
{
    return ocr_not_supported("cudaStreamCreateWithPriority");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetPriority(cudaStream_t hStream, int *priority)
{
    return ocr_not_supported("cudaStreamGetPriority");
}

__typeof__(cudaStreamGetPriority) cudaStreamGetPriority_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority)
{
    return ocr_not_supported("cudaStreamGetPriority_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags)
{
    return ocr_not_supported("cudaStreamGetFlags");
}

__typeof__(cudaStreamGetFlags) cudaStreamGetFlags_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags)
{
    return ocr_not_supported("cudaStreamGetFlags_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)
{
    return ocr_not_supported("cudaStreamGetId");
}

__typeof__(cudaStreamGetId) cudaStreamGetId_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId)
{
    return ocr_not_supported("cudaStreamGetId_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetDevice(cudaStream_t hStream, int *device)
{
    return ocr_not_supported("cudaStreamGetDevice");
}

__typeof__(cudaStreamGetDevice) cudaStreamGetDevice_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device)
{
    return ocr_not_supported("cudaStreamGetDevice_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaCtxResetPersistingL2Cache(void)
{
    return ocr_not_supported("cudaCtxResetPersistingL2Cache");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src)
{
    return ocr_not_supported("cudaStreamCopyAttributes");
}

__typeof__(cudaStreamCopyAttributes) cudaStreamCopyAttributes_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src)
{
    return ocr_not_supported("cudaStreamCopyAttributes_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
    cudaStreamAttrValue *value_out)
{
    return ocr_not_supported("cudaStreamGetAttribute");
}

__typeof__(cudaStreamGetAttribute) cudaStreamGetAttribute_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr,
    cudaStreamAttrValue *value_out)
{
    return ocr_not_supported("cudaStreamGetAttribute_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
    const cudaStreamAttrValue *value)
{
    return ocr_not_supported("cudaStreamSetAttribute");
}

__typeof__(cudaStreamSetAttribute) cudaStreamSetAttribute_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr,
    const cudaStreamAttrValue *value)
{
    return ocr_not_supported("cudaStreamSetAttribute_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream)
{
    return ocr_not_supported("cudaStreamDestroy");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
    unsigned int flags)
{
    return ocr_not_supported("cudaStreamWaitEvent");
}

__typeof__(cudaStreamWaitEvent) cudaStreamWaitEvent_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event,
    unsigned int flags)
{
    return ocr_not_supported("cudaStreamWaitEvent_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback,
    void *userData, unsigned int flags)
{
    return ocr_not_supported("cudaStreamAddCallback");
}

__typeof__(cudaStreamAddCallback) cudaStreamAddCallback_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback,
    void *userData, unsigned int flags)
{
    return ocr_not_supported("cudaStreamAddCallback_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream)
{
    return ocr_not_supported("cudaStreamSynchronize");
}

__typeof__(cudaStreamSynchronize) cudaStreamSynchronize_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamSynchronize_ptsz(cudaStream_t stream)
{
    return ocr_not_supported("cudaStreamSynchronize_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamQuery(cudaStream_t stream)
{
    return ocr_not_supported("cudaStreamQuery");
}

__typeof__(cudaStreamQuery) cudaStreamQuery_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamQuery_ptsz(cudaStream_t stream)
{
    return ocr_not_supported("cudaStreamQuery_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length,
    unsigned int flags)
{
    return ocr_not_supported("cudaStreamAttachMemAsync");
}

__typeof__(cudaStreamAttachMemAsync) cudaStreamAttachMemAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr,
    size_t length, unsigned int flags)
{
    return ocr_not_supported("cudaStreamAttachMemAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    return ocr_not_supported("cudaStreamBeginCapture");
}

__typeof__(cudaStreamBeginCapture) cudaStreamBeginCapture_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamBeginCapture_ptsz(cudaStream_t stream,
    enum cudaStreamCaptureMode mode)
{
    return ocr_not_supported("cudaStreamBeginCapture_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph,
    const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData,
    size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    return ocr_not_supported("cudaStreamBeginCaptureToGraph");
}

__typeof__(cudaStreamBeginCaptureToGraph) cudaStreamBeginCaptureToGraph_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph,
    const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData,
    size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    return ocr_not_supported("cudaStreamBeginCaptureToGraph_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    return ocr_not_supported("cudaThreadExchangeStreamCaptureMode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph)
{
    return ocr_not_supported("cudaStreamEndCapture");
}

__typeof__(cudaStreamEndCapture) cudaStreamEndCapture_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph)
{
    return ocr_not_supported("cudaStreamEndCapture_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamIsCapturing(cudaStream_t stream,
    enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return ocr_not_supported("cudaStreamIsCapturing");
}

__typeof__(cudaStreamIsCapturing) cudaStreamIsCapturing_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamIsCapturing_ptsz(cudaStream_t stream,
    enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return ocr_not_supported("cudaStreamIsCapturing_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetCaptureInfo(cudaStream_t stream,
    enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out,
    cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return ocr_not_supported("cudaStreamGetCaptureInfo");
}

__typeof__(cudaStreamGetCaptureInfo) cudaStreamGetCaptureInfo_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream,
    enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out,
    cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return ocr_not_supported("cudaStreamGetCaptureInfo_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamUpdateCaptureDependencies(cudaStream_t stream,
    cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    unsigned int flags)
{
    return ocr_not_supported("cudaStreamUpdateCaptureDependencies");
}

__typeof__(cudaStreamUpdateCaptureDependencies) cudaStreamUpdateCaptureDependencies_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream,
    cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies,
    unsigned int flags)
{
    return ocr_not_supported("cudaStreamUpdateCaptureDependencies_ptsz");
}

/* -------------------------------------------------------------------------------------------- */
/* Event Management (CUDART_EVENT)                                                              */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventCreate(cudaEvent_t *event)
{
    return ocr_not_supported("cudaEventCreate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    return ocr_not_supported("cudaEventCreateWithFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    return ocr_not_supported("cudaEventRecord");
}

__typeof__(cudaEventRecord) cudaEventRecord_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream)
{
    return ocr_not_supported("cudaEventRecord_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream,
    unsigned int flags)
{
    return ocr_not_supported("cudaEventRecordWithFlags");
}

__typeof__(cudaEventRecordWithFlags) cudaEventRecordWithFlags_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream,
    unsigned int flags)
{
    return ocr_not_supported("cudaEventRecordWithFlags_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventQuery(cudaEvent_t event)
{
    return ocr_not_supported("cudaEventQuery");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventSynchronize(cudaEvent_t event)
{
    return ocr_not_supported("cudaEventSynchronize");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventDestroy(cudaEvent_t event)
{
    return ocr_not_supported("cudaEventDestroy");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    return ocr_not_supported("cudaEventElapsedTime");
}

/* -------------------------------------------------------------------------------------------- */
/* External Resource Interoperability (CUDART_EXTRES_INTEROP)                                   */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaImportExternalMemory(cudaExternalMemory_t *extMem_out,
    const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    return ocr_not_supported("cudaImportExternalMemory");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem,
    const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    return ocr_not_supported("cudaExternalMemoryGetMappedBuffer");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap,
    cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    return ocr_not_supported("cudaExternalMemoryGetMappedMipmappedArray");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDestroyExternalMemory(cudaExternalMemory_t extMem)
{
    return ocr_not_supported("cudaDestroyExternalMemory");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out,
    const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    return ocr_not_supported("cudaImportExternalSemaphore");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaSignalExternalSemaphoresAsync");
}

__typeof__(cudaSignalExternalSemaphoresAsync) cudaSignalExternalSemaphoresAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaSignalExternalSemaphoresAsync_ptsz(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaSignalExternalSemaphoresAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaWaitExternalSemaphoresAsync");
}

__typeof__(cudaWaitExternalSemaphoresAsync) cudaWaitExternalSemaphoresAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaWaitExternalSemaphoresAsync_ptsz(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaWaitExternalSemaphoresAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem)
{
    return ocr_not_supported("cudaDestroyExternalSemaphore");
}

/* -------------------------------------------------------------------------------------------- */
/* Execution Control (CUDART_EXECUTION)                                                         */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
    size_t sharedMem, cudaStream_t stream)
{
    return ocr_not_supported("cudaLaunchKernel");
}

__typeof__(cudaLaunchKernel) cudaLaunchKernel_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim,
    void **args, size_t sharedMem, cudaStream_t stream)
{
    return ocr_not_supported("cudaLaunchKernel_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func,
    void **args)
{
    return ocr_not_supported("cudaLaunchKernelExC");
}

__typeof__(cudaLaunchKernelExC) cudaLaunchKernelExC_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func,
    void **args)
{
    return ocr_not_supported("cudaLaunchKernelExC_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim,
    void **args, size_t sharedMem, cudaStream_t stream)
{
    return ocr_not_supported("cudaLaunchCooperativeKernel");
}

__typeof__(cudaLaunchCooperativeKernel) cudaLaunchCooperativeKernel_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim,
    dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    return ocr_not_supported("cudaLaunchCooperativeKernel_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
    return ocr_not_supported("cudaFuncSetCacheConfig");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    return ocr_not_supported("cudaFuncGetAttributes");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    return ocr_not_supported("cudaFuncSetAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFuncGetName(const char **name, const void *func)
{
    return ocr_not_supported("cudaFuncGetName");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset,
    size_t *paramSize)
{
    return ocr_not_supported("cudaFuncGetParamInfo");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return ocr_not_supported("cudaLaunchHostFunc");
}

__typeof__(cudaLaunchHostFunc) cudaLaunchHostFunc_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return ocr_not_supported("cudaLaunchHostFunc_ptsz");
}

/* -------------------------------------------------------------------------------------------- */
/* Execution Control [DEPRECATED] (CUDART_EXECUTION_DEPRECATED)                                 */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config)
{
    return ocr_not_supported("cudaFuncSetSharedMemConfig");
}

/* -------------------------------------------------------------------------------------------- */
/* Occupancy (CUDART_OCCUPANCY)                                                                 */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks,
    const void *func, int blockSize, size_t dynamicSMemSize)
{
    return ocr_not_supported("cudaOccupancyMaxActiveBlocksPerMultiprocessor");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize,
    const void *func, int numBlocks, int blockSize)
{
    return ocr_not_supported("cudaOccupancyAvailableDynamicSMemPerBlock");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks,
    const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    return ocr_not_supported("cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func,
    const cudaLaunchConfig_t *launchConfig)
{
    return ocr_not_supported("cudaOccupancyMaxPotentialClusterSize");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaOccupancyMaxActiveClusters(int *numClusters, const void *func,
    const cudaLaunchConfig_t *launchConfig)
{
    return ocr_not_supported("cudaOccupancyMaxActiveClusters");
}

/* -------------------------------------------------------------------------------------------- */
/* Memory Management (CUDART_MEMORY)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    return ocr_not_supported("cudaMallocManaged");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size)
{
    return ocr_not_supported("cudaMalloc");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocHost(void **ptr, size_t size)
{
    return ocr_not_supported("cudaMallocHost");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    return ocr_not_supported("cudaMallocPitch");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
    size_t width, size_t height, unsigned int flags)
{
    return ocr_not_supported("cudaMallocArray");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFree(void *devPtr)
{
    return ocr_not_supported("cudaFree");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFreeHost(void *ptr)
{
    return ocr_not_supported("cudaFreeHost");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFreeArray(cudaArray_t array)
{
    return ocr_not_supported("cudaFreeArray");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    return ocr_not_supported("cudaFreeMipmappedArray");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    return ocr_not_supported("cudaHostAlloc");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    return ocr_not_supported("cudaHostRegister");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaHostUnregister(void *ptr)
{
    return ocr_not_supported("cudaHostUnregister");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    return ocr_not_supported("cudaHostGetDevicePointer");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaHostGetFlags(unsigned int *pFlags, void *pHost)
{
    return ocr_not_supported("cudaHostGetFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMalloc3D(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent)
{
    return ocr_not_supported("cudaMalloc3D");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMalloc3DArray(cudaArray_t *array,
    const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int flags)
{
    return ocr_not_supported("cudaMalloc3DArray");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
    const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int numLevels,
    unsigned int flags)
{
    return ocr_not_supported("cudaMallocMipmappedArray");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetMipmappedArrayLevel(cudaArray_t *levelArray,
    cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    return ocr_not_supported("cudaGetMipmappedArrayLevel");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
    return ocr_not_supported("cudaMemcpy3D");
}

__typeof__(cudaMemcpy3D) cudaMemcpy3D_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p)
{
    return ocr_not_supported("cudaMemcpy3D_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p)
{
    return ocr_not_supported("cudaMemcpy3DPeer");
}

__typeof__(cudaMemcpy3DPeer) cudaMemcpy3DPeer_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p)
{
    return ocr_not_supported("cudaMemcpy3DPeer_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DAsync");
}

__typeof__(cudaMemcpy3DAsync) cudaMemcpy3DAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DPeerAsync");
}

__typeof__(cudaMemcpy3DPeerAsync) cudaMemcpy3DPeerAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DPeerAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemGetInfo(size_t *free, size_t *total)
{
    return ocr_not_supported("cudaMemGetInfo");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaArrayGetInfo(struct cudaChannelFormatDesc *desc,
    struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    return ocr_not_supported("cudaArrayGetInfo");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray,
    unsigned int planeIdx)
{
    return ocr_not_supported("cudaArrayGetPlane");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaArrayGetMemoryRequirements(
    struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    return ocr_not_supported("cudaArrayGetMemoryRequirements");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMipmappedArrayGetMemoryRequirements(
    struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    return ocr_not_supported("cudaMipmappedArrayGetMemoryRequirements");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaArrayGetSparseProperties(
    struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    return ocr_not_supported("cudaArrayGetSparseProperties");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMipmappedArrayGetSparseProperties(
    struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    return ocr_not_supported("cudaMipmappedArrayGetSparseProperties");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy");
}

__typeof__(cudaMemcpy) cudaMemcpy_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy_ptds(void *dst, const void *src, size_t count,
    enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice,
    size_t count)
{
    return ocr_not_supported("cudaMemcpyPeer");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
    size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2D");
}

__typeof__(cudaMemcpy2D) cudaMemcpy2D_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch,
    size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2D_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2DToArray");
}

__typeof__(cudaMemcpy2DToArray) cudaMemcpy2DToArray_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2DToArray_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src,
    size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2DFromArray");
}

__typeof__(cudaMemcpy2DFromArray) cudaMemcpy2DFromArray_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src,
    size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2DFromArray_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst,
    size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width,
    size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2DArrayToArray");
}

__typeof__(cudaMemcpy2DArrayToArray) cudaMemcpy2DArrayToArray_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst,
    size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width,
    size_t height, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpy2DArrayToArray_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
    size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyToSymbol");
}

__typeof__(cudaMemcpyToSymbol) cudaMemcpyToSymbol_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count,
    size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyToSymbol_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count,
    size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyFromSymbol");
}

__typeof__(cudaMemcpyFromSymbol) cudaMemcpyFromSymbol_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromSymbol_ptds(void *dst, const void *symbol, size_t count,
    size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyFromSymbol_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyAsync(void *dst, const void *src, size_t count,
    enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyAsync");
}

__typeof__(cudaMemcpyAsync) cudaMemcpyAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count,
    enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
    size_t count, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyPeerAsync");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs,
    const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs,
    size_t numAttrs, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyBatchAsync");
}

__typeof__(cudaMemcpyBatchAsync) cudaMemcpyBatchAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs,
    const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs,
    size_t numAttrs, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyBatchAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DBatchAsync");
}

__typeof__(cudaMemcpy3DBatchAsync) cudaMemcpy3DBatchAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DBatchAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
    size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy2DAsync");
}

__typeof__(cudaMemcpy2DAsync) cudaMemcpy2DAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src,
    size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy2DAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy2DToArrayAsync");
}

__typeof__(cudaMemcpy2DToArrayAsync) cudaMemcpy2DToArrayAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy2DToArrayAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src,
    size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy2DFromArrayAsync");
}

__typeof__(cudaMemcpy2DFromArrayAsync) cudaMemcpy2DFromArrayAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch,
    cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height,
    enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy2DFromArrayAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count,
    size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyToSymbolAsync");
}

__typeof__(cudaMemcpyToSymbolAsync) cudaMemcpyToSymbolAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src,
    size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyToSymbolAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count,
    size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyFromSymbolAsync");
}

__typeof__(cudaMemcpyFromSymbolAsync) cudaMemcpyFromSymbolAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync_ptsz(void *dst, const void *symbol, size_t count,
    size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyFromSymbolAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count)
{
    return ocr_not_supported("cudaMemset");
}

__typeof__(cudaMemset) cudaMemset_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset_ptds(void *devPtr, int value, size_t count)
{
    return ocr_not_supported("cudaMemset_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width,
    size_t height)
{
    return ocr_not_supported("cudaMemset2D");
}

__typeof__(cudaMemset2D) cudaMemset2D_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width,
    size_t height)
{
    return ocr_not_supported("cudaMemset2D_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value,
    struct cudaExtent extent)
{
    return ocr_not_supported("cudaMemset3D");
}

__typeof__(cudaMemset3D) cudaMemset3D_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value,
    struct cudaExtent extent)
{
    return ocr_not_supported("cudaMemset3D_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemsetAsync");
}

__typeof__(cudaMemsetAsync) cudaMemsetAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMemsetAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width,
    size_t height, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemset2DAsync");
}

__typeof__(cudaMemset2DAsync) cudaMemset2DAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width,
    size_t height, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemset2DAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value,
    struct cudaExtent extent, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemset3DAsync");
}

__typeof__(cudaMemset3DAsync) cudaMemset3DAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value,
    struct cudaExtent extent, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemset3DAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    return ocr_not_supported("cudaGetSymbolAddress");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetSymbolSize(size_t *size, const void *symbol)
{
    return ocr_not_supported("cudaGetSymbolSize");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPrefetchAsync(const void *devPtr, size_t count,
    struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemPrefetchAsync");
}

__typeof__(cudaMemPrefetchAsync) cudaMemPrefetchAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count,
    struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemPrefetchAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count,
    struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemPrefetchBatchAsync");
}

__typeof__(cudaMemPrefetchBatchAsync) cudaMemPrefetchBatchAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
    struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemPrefetchBatchAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemDiscardBatchAsync");
}

__typeof__(cudaMemDiscardBatchAsync) cudaMemDiscardBatchAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemDiscardBatchAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count,
    struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemDiscardAndPrefetchBatchAsync");
}

__typeof__(cudaMemDiscardAndPrefetchBatchAsync) cudaMemDiscardAndPrefetchBatchAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes,
    size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs,
    size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemDiscardAndPrefetchBatchAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
    struct cudaMemLocation location)
{
    return ocr_not_supported("cudaMemAdvise");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemRangeGetAttribute(void *data, size_t dataSize,
    enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    return ocr_not_supported("cudaMemRangeGetAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemRangeGetAttributes(void **data, size_t *dataSizes,
    enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    return ocr_not_supported("cudaMemRangeGetAttributes");
}

/* -------------------------------------------------------------------------------------------- */
/* Memory Management [DEPRECATED] (CUDART_MEMORY_DEPRECATED)                                    */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyToArray");
}

__typeof__(cudaMemcpyToArray) cudaMemcpyToArray_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyToArray_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyFromArray");
}

__typeof__(cudaMemcpyFromArray) cudaMemcpyFromArray_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyFromArray_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
    cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count,
    enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyArrayToArray");
}

__typeof__(cudaMemcpyArrayToArray) cudaMemcpyArrayToArray_ptds;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst,
    size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count,
    enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaMemcpyArrayToArray_ptds");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyToArrayAsync");
}

__typeof__(cudaMemcpyToArrayAsync) cudaMemcpyToArrayAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
    const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyToArrayAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset,
    size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyFromArrayAsync");
}

__typeof__(cudaMemcpyFromArrayAsync) cudaMemcpyFromArrayAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src,
    size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyFromArrayAsync_ptsz");
}

/* -------------------------------------------------------------------------------------------- */
/* Stream Ordered Memory Allocator (CUDART_MEMORY_POOLS)                                        */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream)
{
    return ocr_not_supported("cudaMallocAsync");
}

__typeof__(cudaMallocAsync) cudaMallocAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream)
{
    return ocr_not_supported("cudaMallocAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaFreeAsync(void *devPtr, cudaStream_t hStream)
{
    return ocr_not_supported("cudaFreeAsync");
}

__typeof__(cudaFreeAsync) cudaFreeAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream)
{
    return ocr_not_supported("cudaFreeAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    return ocr_not_supported("cudaMemPoolTrimTo");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
    void *value)
{
    return ocr_not_supported("cudaMemPoolSetAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
    void *value)
{
    return ocr_not_supported("cudaMemPoolGetAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolSetAccess(cudaMemPool_t memPool,
    const struct cudaMemAccessDesc *descList, size_t count)
{
    return ocr_not_supported("cudaMemPoolSetAccess");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
    struct cudaMemLocation *location)
{
    return ocr_not_supported("cudaMemPoolGetAccess");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolCreate(cudaMemPool_t *memPool,
    const struct cudaMemPoolProps *poolProps)
{
    return ocr_not_supported("cudaMemPoolCreate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolDestroy(cudaMemPool_t memPool)
{
    return ocr_not_supported("cudaMemPoolDestroy");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemGetDefaultMemPool(cudaMemPool_t *memPool,
    struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    return ocr_not_supported("cudaMemGetDefaultMemPool");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location,
    enum cudaMemAllocationType type)
{
    return ocr_not_supported("cudaMemGetMemPool");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemSetMemPool(struct cudaMemLocation *location,
    enum cudaMemAllocationType type, cudaMemPool_t memPool)
{
    return ocr_not_supported("cudaMemSetMemPool");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMallocFromPoolAsync");
}

__typeof__(cudaMallocFromPoolAsync) cudaMallocFromPoolAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaMallocFromPoolAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolExportToShareableHandle(void *shareableHandle,
    cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    return ocr_not_supported("cudaMemPoolExportToShareableHandle");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool,
    void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    return ocr_not_supported("cudaMemPoolImportFromShareableHandle");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData,
    void *ptr)
{
    return ocr_not_supported("cudaMemPoolExportPointer");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool,
    struct cudaMemPoolPtrExportData *exportData)
{
    return ocr_not_supported("cudaMemPoolImportPointer");
}

/* -------------------------------------------------------------------------------------------- */
/* Unified Addressing (CUDART_UNIFIED)                                                          */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaPointerGetAttributes(struct cudaPointerAttributes *attributes,
    const void *ptr)
{
    return ocr_not_supported("cudaPointerGetAttributes");
}

/* -------------------------------------------------------------------------------------------- */
/* Peer Device Memory Access (CUDART_PEER)                                                      */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    return ocr_not_supported("cudaDeviceCanAccessPeer");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    return ocr_not_supported("cudaDeviceEnablePeerAccess");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceDisablePeerAccess(int peerDevice)
{
    return ocr_not_supported("cudaDeviceDisablePeerAccess");
}

/* -------------------------------------------------------------------------------------------- */
/* Graphics Interoperability (CUDART_INTEROP)                                                   */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    return ocr_not_supported("cudaGraphicsUnregisterResource");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource,
    unsigned int flags)
{
    return ocr_not_supported("cudaGraphicsResourceSetMapFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaGraphicsMapResources");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources,
    cudaStream_t stream)
{
    return ocr_not_supported("cudaGraphicsUnmapResources");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
    cudaGraphicsResource_t resource)
{
    return ocr_not_supported("cudaGraphicsResourceGetMappedPointer");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array,
    cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    return ocr_not_supported("cudaGraphicsSubResourceGetMappedArray");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedMipmappedArray(
    cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    return ocr_not_supported("cudaGraphicsResourceGetMappedMipmappedArray");
}

/* -------------------------------------------------------------------------------------------- */
/* Texture Object Management (CUDART_TEXTURE_OBJECT)                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetChannelDesc(struct cudaChannelFormatDesc *desc,
    cudaArray_const_t array)
{
    return ocr_not_supported("cudaGetChannelDesc");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaCreateTextureObject(cudaTextureObject_t *pTexObject,
    const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc,
    const struct cudaResourceViewDesc *pResViewDesc)
{
    return ocr_not_supported("cudaCreateTextureObject");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDestroyTextureObject(cudaTextureObject_t texObject)
{
    return ocr_not_supported("cudaDestroyTextureObject");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc,
    cudaTextureObject_t texObject)
{
    return ocr_not_supported("cudaGetTextureObjectResourceDesc");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc,
    cudaTextureObject_t texObject)
{
    return ocr_not_supported("cudaGetTextureObjectTextureDesc");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetTextureObjectResourceViewDesc(
    struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    return ocr_not_supported("cudaGetTextureObjectResourceViewDesc");
}

/* -------------------------------------------------------------------------------------------- */
/* Surface Object Management (CUDART_SURFACE_OBJECT)                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
    const struct cudaResourceDesc *pResDesc)
{
    return ocr_not_supported("cudaCreateSurfaceObject");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject)
{
    return ocr_not_supported("cudaDestroySurfaceObject");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc,
    cudaSurfaceObject_t surfObject)
{
    return ocr_not_supported("cudaGetSurfaceObjectResourceDesc");
}

/* -------------------------------------------------------------------------------------------- */
/* Version Management (CUDART__VERSION)                                                         */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaDriverGetVersion(int *driverVersion)
{
    return ocr_not_supported("cudaDriverGetVersion");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion)
{
    return ocr_not_supported("cudaRuntimeGetVersion");
}

/* -------------------------------------------------------------------------------------------- */
/* Error Log Management Functions (CUDART_LOGS)                                                 */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData,
    cudaLogsCallbackHandle *callback_out)
{
    return ocr_not_supported("cudaLogsRegisterCallback");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback)
{
    return ocr_not_supported("cudaLogsUnregisterCallback");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags)
{
    return ocr_not_supported("cudaLogsCurrent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile,
    unsigned int flags)
{
    return ocr_not_supported("cudaLogsDumpToFile");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size,
    unsigned int flags)
{
    return ocr_not_supported("cudaLogsDumpToMemory");
}

/* -------------------------------------------------------------------------------------------- */
/* Graph Management (CUDART_GRAPH)                                                              */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
    return ocr_not_supported("cudaGraphCreate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaKernelNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphAddKernelNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphKernelNodeGetParams(cudaGraphNode_t node,
    struct cudaKernelNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphKernelNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
    const struct cudaKernelNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphKernelNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    return ocr_not_supported("cudaGraphKernelNodeCopyAttributes");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode,
    cudaKernelNodeAttrID attr, cudaKernelNodeAttrValue *value_out)
{
    return ocr_not_supported("cudaGraphKernelNodeGetAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode,
    cudaKernelNodeAttrID attr, const cudaKernelNodeAttrValue *value)
{
    return ocr_not_supported("cudaGraphKernelNodeSetAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemcpy3DParms *pCopyParams)
{
    return ocr_not_supported("cudaGraphAddMemcpyNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, const void* symbol,
    const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphAddMemcpyNodeToSymbol");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t* pGraphNode,
    cudaGraph_t graph, const cudaGraphNode_t* pDependencies, size_t numDependencies, void* dst,
    const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphAddMemcpyNodeFromSymbol");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void* dst, const void* src,
    size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphAddMemcpyNode1D");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node,
    struct cudaMemcpy3DParms *pNodeParams)
{
    return ocr_not_supported("cudaGraphMemcpyNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node,
    const struct cudaMemcpy3DParms *pNodeParams)
{
    return ocr_not_supported("cudaGraphMemcpyNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void* symbol,
    const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphMemcpyNodeSetParamsToSymbol");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void* dst,
    const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphMemcpyNodeSetParamsFromSymbol");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void* dst,
    const void* src, size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphMemcpyNodeSetParams1D");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaMemsetParams *pMemsetParams)
{
    return ocr_not_supported("cudaGraphAddMemsetNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemsetNodeGetParams(cudaGraphNode_t node,
    struct cudaMemsetParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphMemsetNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemsetNodeSetParams(cudaGraphNode_t node,
    const struct cudaMemsetParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphMemsetNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaHostNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphAddHostNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphHostNodeGetParams(cudaGraphNode_t node,
    struct cudaHostNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphHostNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphHostNodeSetParams(cudaGraphNode_t node,
    const struct cudaHostNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphHostNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    return ocr_not_supported("cudaGraphAddChildGraphNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    return ocr_not_supported("cudaGraphChildGraphNodeGetGraph");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    return ocr_not_supported("cudaGraphAddEmptyNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    return ocr_not_supported("cudaGraphAddEventRecordNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return ocr_not_supported("cudaGraphEventRecordNodeGetEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    return ocr_not_supported("cudaGraphEventRecordNodeSetEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    return ocr_not_supported("cudaGraphAddEventWaitNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return ocr_not_supported("cudaGraphEventWaitNodeGetEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    return ocr_not_supported("cudaGraphEventWaitNodeSetEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode,
    cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphAddExternalSemaphoresSignalNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode,
    struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    return ocr_not_supported("cudaGraphExternalSemaphoresSignalNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode,
    const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphExternalSemaphoresSignalNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode,
    cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies,
    const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphAddExternalSemaphoresWaitNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode,
    struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    return ocr_not_supported("cudaGraphExternalSemaphoresWaitNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode,
    const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphExternalSemaphoresWaitNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies,
    struct cudaMemAllocNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphAddMemAllocNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node,
    struct cudaMemAllocNodeParams *params_out)
{
    return ocr_not_supported("cudaGraphMemAllocNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    return ocr_not_supported("cudaGraphAddMemFreeNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
    return ocr_not_supported("cudaGraphMemFreeNodeGetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGraphMemTrim(int device)
{
    return ocr_not_supported("cudaDeviceGraphMemTrim");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetGraphMemAttribute(int device,
    enum cudaGraphMemAttributeType attr, void* value)
{
    return ocr_not_supported("cudaDeviceGetGraphMemAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceSetGraphMemAttribute(int device,
    enum cudaGraphMemAttributeType attr, void* value)
{
    return ocr_not_supported("cudaDeviceSetGraphMemAttribute");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    return ocr_not_supported("cudaGraphClone");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
    cudaGraph_t clonedGraph)
{
    return ocr_not_supported("cudaGraphNodeFindInClone");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    return ocr_not_supported("cudaGraphNodeGetType");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    return ocr_not_supported("cudaGraphGetNodes");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
    size_t *pNumRootNodes)
{
    return ocr_not_supported("cudaGraphGetRootNodes");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from,
    cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    return ocr_not_supported("cudaGraphGetEdges");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetDependencies(cudaGraphNode_t node,
    cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    return ocr_not_supported("cudaGraphNodeGetDependencies");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetDependentNodes(cudaGraphNode_t node,
    cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    return ocr_not_supported("cudaGraphNodeGetDependentNodes");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
    const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    return ocr_not_supported("cudaGraphAddDependencies");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
    const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    return ocr_not_supported("cudaGraphRemoveDependencies");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphDestroyNode(cudaGraphNode_t node)
{
    return ocr_not_supported("cudaGraphDestroyNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
    unsigned long long flags)
{
    return ocr_not_supported("cudaGraphInstantiate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
    unsigned long long flags)
{
    return ocr_not_supported("cudaGraphInstantiateWithFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
    cudaGraphInstantiateParams *instantiateParams)
{
    return ocr_not_supported("cudaGraphInstantiateWithParams");
}

__typeof__(cudaGraphInstantiateWithParams) cudaGraphInstantiateWithParams_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec,
    cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    return ocr_not_supported("cudaGraphInstantiateWithParams_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    return ocr_not_supported("cudaGraphExecGetFlags");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphExecKernelNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    return ocr_not_supported("cudaGraphExecMemcpyNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset,
    enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphExecMemcpyNodeSetParamsToSymbol");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset,
    enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphExecMemcpyNodeSetParamsFromSymbol");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    return ocr_not_supported("cudaGraphExecMemcpyNodeSetParams1D");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphExecMemsetNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    return ocr_not_supported("cudaGraphExecHostNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t node, cudaGraph_t childGraph)
{
    return ocr_not_supported("cudaGraphExecChildGraphNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t hNode, cudaEvent_t event)
{
    return ocr_not_supported("cudaGraphExecEventRecordNodeSetEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t hNode, cudaEvent_t event)
{
    return ocr_not_supported("cudaGraphExecEventWaitNodeSetEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphExecExternalSemaphoresSignalNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec,
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphExecExternalSemaphoresWaitNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
    unsigned int isEnabled)
{
    return ocr_not_supported("cudaGraphNodeSetEnabled");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
    unsigned int *isEnabled)
{
    return ocr_not_supported("cudaGraphNodeGetEnabled");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
    cudaGraphExecUpdateResultInfo *resultInfo)
{
    return ocr_not_supported("cudaGraphExecUpdate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return ocr_not_supported("cudaGraphUpload");
}

__typeof__(cudaGraphUpload) cudaGraphUpload_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return ocr_not_supported("cudaGraphUpload_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return ocr_not_supported("cudaGraphLaunch");
}

__typeof__(cudaGraphLaunch) cudaGraphLaunch_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return ocr_not_supported("cudaGraphLaunch_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
    return ocr_not_supported("cudaGraphExecDestroy");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphDestroy(cudaGraph_t graph)
{
    return ocr_not_supported("cudaGraphDestroy");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path,
    unsigned int flags)
{
    return ocr_not_supported("cudaGraphDebugDotPrint");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr,
    cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    return ocr_not_supported("cudaUserObjectCreate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaUserObjectRetain(cudaUserObject_t object, unsigned int count)
{
    return ocr_not_supported("cudaUserObjectRetain");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaUserObjectRelease(cudaUserObject_t object, unsigned int count)
{
    return ocr_not_supported("cudaUserObjectRelease");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object,
    unsigned int count, unsigned int flags)
{
    return ocr_not_supported("cudaGraphRetainUserObject");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object,
    unsigned int count)
{
    return ocr_not_supported("cudaGraphReleaseUserObject");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
    const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData,
    size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphAddNode");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeSetParams(cudaGraphNode_t node,
    struct cudaGraphNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node,
    struct cudaGraphNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphExecNodeSetParams");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out,
    cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    return ocr_not_supported("cudaGraphConditionalHandleCreate");
}

/* -------------------------------------------------------------------------------------------- */
/* Driver Entry Point Access (CUDART_DRIVER_ENTRY_POINT)                                        */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDriverEntryPoint(const char *symbol, void **funcPtr,
    unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return ocr_not_supported("cudaGetDriverEntryPoint");
}

__typeof__(cudaGetDriverEntryPoint) cudaGetDriverEntryPoint_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr,
    unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return ocr_not_supported("cudaGetDriverEntryPoint_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr,
    unsigned int cudaVersion, unsigned long long flags,
    enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return ocr_not_supported("cudaGetDriverEntryPointByVersion");
}

__typeof__(cudaGetDriverEntryPointByVersion) cudaGetDriverEntryPointByVersion_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr,
    unsigned int cudaVersion, unsigned long long flags,
    enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return ocr_not_supported("cudaGetDriverEntryPointByVersion_ptsz");
}

/* -------------------------------------------------------------------------------------------- */
/* Library Management (CUDART_LIBRARY)                                                          */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryLoadData(cudaLibrary_t *library, const void *code,
    enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions,
    enum cudaLibraryOption *libraryOptions, void** libraryOptionValues,
    unsigned int numLibraryOptions)
{
    return ocr_not_supported("cudaLibraryLoadData");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName,
    enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions,
    enum cudaLibraryOption *libraryOptions, void **libraryOptionValues,
    unsigned int numLibraryOptions)
{
    return ocr_not_supported("cudaLibraryLoadFromFile");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryUnload(cudaLibrary_t library)
{
    return ocr_not_supported("cudaLibraryUnload");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library,
    const char *name)
{
    return ocr_not_supported("cudaLibraryGetKernel");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library,
    const char *name)
{
    return ocr_not_supported("cudaLibraryGetGlobal");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library,
    const char *name)
{
    return ocr_not_supported("cudaLibraryGetManaged");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library,
    const char *symbol)
{
    return ocr_not_supported("cudaLibraryGetUnifiedFunction");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib)
{
    return ocr_not_supported("cudaLibraryGetKernelCount");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels,
    cudaLibrary_t lib)
{
    return ocr_not_supported("cudaLibraryEnumerateKernels");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaKernelSetAttributeForDevice(cudaKernel_t kernel,
    enum cudaFuncAttribute attr, int value, int device)
{
    return ocr_not_supported("cudaKernelSetAttributeForDevice");
}

/* -------------------------------------------------------------------------------------------- */
/* Ungrouped                                                                                    */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetExportTable(const void **ppExportTable,
    const cudaUUID_t *pExportTableId)
{
    return ocr_not_supported("cudaGetExportTable");
}

/* -------------------------------------------------------------------------------------------- */
/* Interactions with the CUDA Driver API (CUDART_DRIVER)                                        */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetFuncBySymbol(cudaFunction_t* functionPtr, const void* symbolPtr)
{
    return ocr_not_supported("cudaGetFuncBySymbol");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    return ocr_not_supported("cudaGetKernel");
}

/* -------------------------------------------------------------------------------------------- */
/* Profiler Control (CUDART_PROFILER)                                                           */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaProfilerStart(void)
{
    return ocr_not_supported("cudaProfilerStart");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaProfilerStop(void)
{
    return ocr_not_supported("cudaProfilerStop");
}

/* -------------------------------------------------------------------------------------------- */
/* OpenGL Interoperability (CUDART_OPENGL)                                                      */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
    unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
#else
cudaError_t CUDARTAPI cudaGLGetDevices(void)
#endif
{
    return ocr_not_supported("cudaGLGetDevices");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource,
    GLuint image, GLenum target, unsigned int flags)
#else
cudaError_t CUDARTAPI cudaGraphicsGLRegisterImage(void)
#endif
{
    return ocr_not_supported("cudaGraphicsGLRegisterImage");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource,
    GLuint buffer, unsigned int flags)
#else
cudaError_t CUDARTAPI cudaGraphicsGLRegisterBuffer(void)
#endif
{
    return ocr_not_supported("cudaGraphicsGLRegisterBuffer");
}

/* -------------------------------------------------------------------------------------------- */
/* OpenGL Interoperability [DEPRECATED] (CUDART_OPENGL_DEPRECATED)                              */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLSetGLDevice(int device)
#else
cudaError_t CUDARTAPI cudaGLSetGLDevice(void)
#endif
{
    return ocr_not_supported("cudaGLSetGLDevice");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLRegisterBufferObject(GLuint bufObj)
#else
cudaError_t CUDARTAPI cudaGLRegisterBufferObject(void)
#endif
{
    return ocr_not_supported("cudaGLRegisterBufferObject");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
#else
cudaError_t CUDARTAPI cudaGLMapBufferObject(void)
#endif
{
    return ocr_not_supported("cudaGLMapBufferObject");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLUnmapBufferObject(GLuint bufObj)
#else
cudaError_t CUDARTAPI cudaGLUnmapBufferObject(void)
#endif
{
    return ocr_not_supported("cudaGLUnmapBufferObject");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLUnregisterBufferObject(GLuint bufObj)
#else
cudaError_t CUDARTAPI cudaGLUnregisterBufferObject(void)
#endif
{
    return ocr_not_supported("cudaGLUnregisterBufferObject");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags)
#else
cudaError_t CUDARTAPI cudaGLSetBufferObjectMapFlags(void)
#endif
{
    return ocr_not_supported("cudaGLSetBufferObjectMapFlags");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
#else
cudaError_t CUDARTAPI cudaGLMapBufferObjectAsync(void)
#endif
{
    return ocr_not_supported("cudaGLMapBufferObjectAsync");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_GL)
cudaError_t CUDARTAPI cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream)
#else
cudaError_t CUDARTAPI cudaGLUnmapBufferObjectAsync(void)
#endif
{
    return ocr_not_supported("cudaGLUnmapBufferObjectAsync");
}

/* -------------------------------------------------------------------------------------------- */
/* EGL Interoperability (CUDART_EGL)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource,
    EGLImageKHR image, unsigned int flags)
#else
cudaError_t CUDARTAPI cudaGraphicsEGLRegisterImage(void)
#endif
{
    return ocr_not_supported("cudaGraphicsEGLRegisterImage");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnect(cudaEglStreamConnection *conn,
    EGLStreamKHR eglStream)
#else
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnect(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamConsumerConnect");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnectWithFlags(cudaEglStreamConnection *conn,
    EGLStreamKHR eglStream, unsigned int flags)
#else
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnectWithFlags(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamConsumerConnectWithFlags");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *conn)
#else
cudaError_t CUDARTAPI cudaEGLStreamConsumerDisconnect(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamConsumerDisconnect");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerAcquireFrame(cudaEglStreamConnection *conn,
    cudaGraphicsResource_t *pCudaResource, cudaStream_t *pStream, unsigned int timeout)
#else
cudaError_t CUDARTAPI cudaEGLStreamConsumerAcquireFrame(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamConsumerAcquireFrame");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamConsumerReleaseFrame(cudaEglStreamConnection *conn,
    cudaGraphicsResource_t pCudaResource, cudaStream_t *pStream)
#else
cudaError_t CUDARTAPI cudaEGLStreamConsumerReleaseFrame(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamConsumerReleaseFrame");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerConnect(cudaEglStreamConnection *conn,
    EGLStreamKHR eglStream, EGLint width, EGLint height)
#else
cudaError_t CUDARTAPI cudaEGLStreamProducerConnect(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamProducerConnect");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *conn)
#else
cudaError_t CUDARTAPI cudaEGLStreamProducerDisconnect(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamProducerDisconnect");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerPresentFrame(cudaEglStreamConnection *conn,
    cudaEglFrame eglframe, cudaStream_t *pStream)
#else
cudaError_t CUDARTAPI cudaEGLStreamProducerPresentFrame(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamProducerPresentFrame");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEGLStreamProducerReturnFrame(cudaEglStreamConnection *conn,
    cudaEglFrame *eglframe, cudaStream_t *pStream)
#else
cudaError_t CUDARTAPI cudaEGLStreamProducerReturnFrame(void)
#endif
{
    return ocr_not_supported("cudaEGLStreamProducerReturnFrame");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedEglFrame(cudaEglFrame* eglFrame,
    cudaGraphicsResource_t resource, unsigned int index, unsigned int mipLevel)
#else
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedEglFrame(void)
#endif
{
    return ocr_not_supported("cudaGraphicsResourceGetMappedEglFrame");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_EGL)
cudaError_t CUDARTAPI cudaEventCreateFromEGLSync(cudaEvent_t *phEvent, EGLSyncKHR eglSync,
    unsigned int flags)
#else
cudaError_t CUDARTAPI cudaEventCreateFromEGLSync(void)
#endif
{
    return ocr_not_supported("cudaEventCreateFromEGLSync");
}

/* -------------------------------------------------------------------------------------------- */
/* VDPAU Interoperability (CUDART_VDPAU)                                                        */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice,
    VdpGetProcAddress *vdpGetProcAddress)
#else
cudaError_t CUDARTAPI cudaVDPAUGetDevice(void)
#endif
{
    return ocr_not_supported("cudaVDPAUGetDevice");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice,
    VdpGetProcAddress *vdpGetProcAddress)
#else
cudaError_t CUDARTAPI cudaVDPAUSetVDPAUDevice(void)
#endif
{
    return ocr_not_supported("cudaVDPAUSetVDPAUDevice");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource,
    VdpVideoSurface vdpSurface, unsigned int flags)
#else
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterVideoSurface(void)
#endif
{
    return ocr_not_supported("cudaGraphicsVDPAURegisterVideoSurface");
}

__attribute__((weak))
#if defined(OCR_STUBS_HAVE_VDPAU)
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource,
    VdpOutputSurface vdpSurface, unsigned int flags)
#else
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterOutputSurface(void)
#endif
{
    return ocr_not_supported("cudaGraphicsVDPAURegisterOutputSurface");
}

/* -------------------------------------------------------------------------------------------- */
/* Graph Management (CUDART_GRAPH)                                                              */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetContainingGraph(cudaGraphNode_t hNode, cudaGraph_t *phGraph)
{
    return ocr_not_supported("cudaGraphNodeGetContainingGraph");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetLocalId(cudaGraphNode_t hNode, unsigned int *nodeId)
{
    return ocr_not_supported("cudaGraphNodeGetLocalId");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetToolsId(cudaGraphNode_t hNode,
    unsigned long long *toolsNodeId)
{
    return ocr_not_supported("cudaGraphNodeGetToolsId");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphGetId(cudaGraph_t hGraph, unsigned int *graphID)
{
    return ocr_not_supported("cudaGraphGetId");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphExecGetId(cudaGraphExec_t hGraphExec, unsigned int *graphID)
{
    return ocr_not_supported("cudaGraphExecGetId");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphConditionalHandleCreate_v2(cudaGraphConditionalHandle *pHandle_out,
    cudaGraph_t graph, cudaExecutionContext_t ctx, unsigned int defaultLaunchValue,
    unsigned int flags)
{
    return ocr_not_supported("cudaGraphConditionalHandleCreate_v2");
}

/* -------------------------------------------------------------------------------------------- */
/* Execution Context Management (CUDART_EXECUTION_CONTEXT)                                      */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetDevResource(int device, cudaDevResource *resource,
    enum cudaDevResourceType type)
{
    return ocr_not_supported("cudaDeviceGetDevResource");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDevSmResourceSplitByCount(cudaDevResource *result, unsigned int *nbGroups,
    const cudaDevResource *input, cudaDevResource *remaining, unsigned int flags,
    unsigned int minCount)
{
    return ocr_not_supported("cudaDevSmResourceSplitByCount");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDevSmResourceSplit(cudaDevResource *result, unsigned int nbGroups,
    const cudaDevResource *input, cudaDevResource *remainder, unsigned int flags,
    cudaDevSmResourceGroupParams *groupParams)
{
    return ocr_not_supported("cudaDevSmResourceSplit");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDevResourceGenerateDesc(cudaDevResourceDesc_t *phDesc,
    cudaDevResource *resources, unsigned int nbResources)
{
    return ocr_not_supported("cudaDevResourceGenerateDesc");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaGreenCtxCreate(cudaExecutionContext_t *phCtx, cudaDevResourceDesc_t desc,
    int device, unsigned int flags)
{
    return ocr_not_supported("cudaGreenCtxCreate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxDestroy(cudaExecutionContext_t ctx)
{
    return ocr_not_supported("cudaExecutionCtxDestroy");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxGetDevResource(cudaExecutionContext_t ctx,
    cudaDevResource *resource, enum cudaDevResourceType type)
{
    return ocr_not_supported("cudaExecutionCtxGetDevResource");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxGetDevice(int *device, cudaExecutionContext_t ctx)
{
    return ocr_not_supported("cudaExecutionCtxGetDevice");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxGetId(cudaExecutionContext_t ctx, unsigned long long *ctxId)
{
    return ocr_not_supported("cudaExecutionCtxGetId");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxStreamCreate(cudaStream_t *phStream,
    cudaExecutionContext_t ctx, unsigned int flags, int priority)
{
    return ocr_not_supported("cudaExecutionCtxStreamCreate");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxSynchronize(cudaExecutionContext_t ctx)
{
    return ocr_not_supported("cudaExecutionCtxSynchronize");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetDevResource(cudaStream_t hStream, cudaDevResource *resource,
    enum cudaDevResourceType type)
{
    return ocr_not_supported("cudaStreamGetDevResource");
}

__typeof__(cudaStreamGetDevResource) cudaStreamGetDevResource_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamGetDevResource_ptsz(cudaStream_t hStream, cudaDevResource *resource,
    enum cudaDevResourceType type)
{
    return ocr_not_supported("cudaStreamGetDevResource_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxRecordEvent(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    return ocr_not_supported("cudaExecutionCtxRecordEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaExecutionCtxWaitEvent(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    return ocr_not_supported("cudaExecutionCtxWaitEvent");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaDeviceGetExecutionCtx(cudaExecutionContext_t *ctx, int device)
{
    return ocr_not_supported("cudaDeviceGetExecutionCtx");
}

/* -------------------------------------------------------------------------------------------- */
/* Execution Control (CUDART_EXECUTION)                                                         */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaFuncGetParamCount(const void *func, size_t *paramCount)
{
    return ocr_not_supported("cudaFuncGetParamCount");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchHostFunc_v2(cudaStream_t stream, cudaHostFn_t fn, void *userData,
    unsigned int syncMode)
{
    return ocr_not_supported("cudaLaunchHostFunc_v2");
}

__typeof__(cudaLaunchHostFunc_v2) cudaLaunchHostFunc_v2_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaLaunchHostFunc_v2_ptsz(cudaStream_t stream, cudaHostFn_t fn,
    void *userData, unsigned int syncMode)
{
    return ocr_not_supported("cudaLaunchHostFunc_v2_ptsz");
}

/* -------------------------------------------------------------------------------------------- */
/* Memory Management (CUDART_MEMORY)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyWithAttributesAsync(void *dst, const void *src, size_t size,
    struct cudaMemcpyAttributes *attr, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyWithAttributesAsync");
}

__typeof__(cudaMemcpyWithAttributesAsync) cudaMemcpyWithAttributesAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpyWithAttributesAsync_ptsz(void *dst, const void *src, size_t size,
    struct cudaMemcpyAttributes *attr, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpyWithAttributesAsync_ptsz");
}

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DWithAttributesAsync(struct cudaMemcpy3DBatchOp *op,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DWithAttributesAsync");
}

__typeof__(cudaMemcpy3DWithAttributesAsync) cudaMemcpy3DWithAttributesAsync_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaMemcpy3DWithAttributesAsync_ptsz(struct cudaMemcpy3DBatchOp *op,
    unsigned long long flags, cudaStream_t stream)
{
    return ocr_not_supported("cudaMemcpy3DWithAttributesAsync_ptsz");
}

/* -------------------------------------------------------------------------------------------- */
/* Graph Management (CUDART_GRAPH)                                                              */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaGraphNodeGetParams(cudaGraphNode_t node,
    struct cudaGraphNodeParams *nodeParams)
{
    return ocr_not_supported("cudaGraphNodeGetParams");
}

/* -------------------------------------------------------------------------------------------- */
/* Stream Management (CUDART_STREAM)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamBeginRecaptureToGraph(cudaStream_t stream,
    enum cudaStreamCaptureMode mode, cudaGraph_t graph,
    struct cudaGraphRecaptureCallbackData *callbackData)
{
    return ocr_not_supported("cudaStreamBeginRecaptureToGraph");
}

__typeof__(cudaStreamBeginRecaptureToGraph) cudaStreamBeginRecaptureToGraph_ptsz;
__attribute__((weak))
cudaError_t CUDARTAPI cudaStreamBeginRecaptureToGraph_ptsz(cudaStream_t stream,
    enum cudaStreamCaptureMode mode, cudaGraph_t graph,
    struct cudaGraphRecaptureCallbackData *callbackData)
{
    return ocr_not_supported("cudaStreamBeginRecaptureToGraph_ptsz");
}

/* -------------------------------------------------------------------------------------------- */
/* Memory Management (CUDART_MEMORY)                                                            */
/* -------------------------------------------------------------------------------------------- */

__attribute__((weak))
cudaError_t CUDARTAPI cudaMemGetLocationInfo(void)
{
    return ocr_not_supported("cudaMemGetLocationInfo");
}
