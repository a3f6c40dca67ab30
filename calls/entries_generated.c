/*
 * GENERATED FILE: do not edit. Regenerate with
 *   python3 tools/gen_entries.py CUDA/include/cuda_runtime_api.h EXPORTS --outdir calls
 */
/*
 * The entry layer: every exported function that returns cudaError_t. Off (ocr_intercept
 * clear), an entry is one predictable branch and a tail call of its implementation,
 * ocr_impl_<name> (the runtime's code, renamed: impl_names.txt). On, the call goes through
 * <name>_intercepted: calls/calls.h says what that does.
 */
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
#error "compile without CUDA_API_PER_THREAD_DEFAULT_STREAM: it renames the functions"
#endif
#include "calls.h"
#include "hidden_abi.h"
#include <cuda_profiler_api.h>

#if defined(__has_include)
#if __has_include(<GL/gl.h>)
#include <GL/gl.h>
#include <cuda_gl_interop.h>
#define OCR_ENTRY_HAVE_GL 1
#endif
#if __has_include(<EGL/egl.h>) && __has_include(<EGL/eglext.h>)
#include <cuda_egl_interop.h>
#define OCR_ENTRY_HAVE_EGL 1
#endif
#if __has_include(<vdpau/vdpau.h>)
#include <cuda_vdpau_interop.h>
#define OCR_ENTRY_HAVE_VDPAU 1
#endif
#endif

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* A function whose header is missing where the library is built: its entry jumps to its
 * implementation, untraced (the stubs of that header take no arguments either). */
#define OCR_ENTRY_JUMP(name)                                                            \
    __asm__(".globl " #name "\n.type " #name ",@function\n" #name ":\n"              \
            "    jmp ocr_impl_" #name "\n.size " #name ", .-" #name "\n")

__typeof__(cudaDeviceReset) ocr_impl_cudaDeviceReset __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceReset_intercepted(const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceReset, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceReset", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceReset();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceReset(void)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceReset_intercepted(__builtin_return_address(0));
    return ocr_impl_cudaDeviceReset();
}

__typeof__(cudaDeviceSynchronize) ocr_impl_cudaDeviceSynchronize __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceSynchronize_intercepted(const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSynchronize, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceSynchronize", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSynchronize();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceSynchronize(void)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceSynchronize_intercepted(__builtin_return_address(0));
    return ocr_impl_cudaDeviceSynchronize();
}

__typeof__(cudaDeviceSetLimit) ocr_impl_cudaDeviceSetLimit __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceSetLimit_intercepted(enum cudaLimit limit, size_t value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetLimit, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceSetLimit", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetLimit(limit, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)limit);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceSetLimit_intercepted(limit, value, __builtin_return_address(0));
    return ocr_impl_cudaDeviceSetLimit(limit, value);
}

__typeof__(cudaDeviceGetLimit) ocr_impl_cudaDeviceGetLimit __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetLimit_intercepted(size_t *pValue, enum cudaLimit limit, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetLimit, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetLimit", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetLimit(pValue, limit);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pValue, ocr_e == cudaSuccess && pValue != NULL ? (uint64_t)(uintptr_t)*pValue : 0);
        ocr_put(&ocr_c, (uint64_t)limit);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetLimit_intercepted(pValue, limit, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetLimit(pValue, limit);
}

__typeof__(cudaDeviceGetTexture1DLinearMaxWidth) ocr_impl_cudaDeviceGetTexture1DLinearMaxWidth __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetTexture1DLinearMaxWidth_intercepted(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetTexture1DLinearMaxWidth, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetTexture1DLinearMaxWidth", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetTexture1DLinearMaxWidth(maxWidthInElements, fmtDesc, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, maxWidthInElements, ocr_e == cudaSuccess && maxWidthInElements != NULL ? (uint64_t)(uintptr_t)*maxWidthInElements : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fmtDesc);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetTexture1DLinearMaxWidth_intercepted(maxWidthInElements, fmtDesc, device, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetTexture1DLinearMaxWidth(maxWidthInElements, fmtDesc, device);
}

__typeof__(cudaDeviceGetCacheConfig) ocr_impl_cudaDeviceGetCacheConfig __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetCacheConfig_intercepted(enum cudaFuncCache *pCacheConfig, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetCacheConfig, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetCacheConfig", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetCacheConfig(pCacheConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pCacheConfig, ocr_e == cudaSuccess && pCacheConfig != NULL ? (uint64_t)(uintptr_t)*pCacheConfig : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetCacheConfig_intercepted(pCacheConfig, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetCacheConfig(pCacheConfig);
}

__typeof__(cudaDeviceGetStreamPriorityRange) ocr_impl_cudaDeviceGetStreamPriorityRange __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetStreamPriorityRange_intercepted(int *leastPriority, int *greatestPriority, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetStreamPriorityRange, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetStreamPriorityRange", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetStreamPriorityRange(leastPriority, greatestPriority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, leastPriority, ocr_e == cudaSuccess && leastPriority != NULL ? (uint64_t)(uintptr_t)*leastPriority : 0);
        ocr_put_out(&ocr_c, greatestPriority, ocr_e == cudaSuccess && greatestPriority != NULL ? (uint64_t)(uintptr_t)*greatestPriority : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetStreamPriorityRange_intercepted(leastPriority, greatestPriority, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetStreamPriorityRange(leastPriority, greatestPriority);
}

__typeof__(cudaDeviceSetCacheConfig) ocr_impl_cudaDeviceSetCacheConfig __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceSetCacheConfig_intercepted(enum cudaFuncCache cacheConfig, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetCacheConfig, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceSetCacheConfig", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetCacheConfig(cacheConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)cacheConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceSetCacheConfig_intercepted(cacheConfig, __builtin_return_address(0));
    return ocr_impl_cudaDeviceSetCacheConfig(cacheConfig);
}

__typeof__(cudaDeviceGetByPCIBusId) ocr_impl_cudaDeviceGetByPCIBusId __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetByPCIBusId_intercepted(int *device, const char *pciBusId, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetByPCIBusId, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetByPCIBusId", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetByPCIBusId(device, pciBusId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_put_str(&ocr_c, pciBusId);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetByPCIBusId_intercepted(device, pciBusId, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetByPCIBusId(device, pciBusId);
}

__typeof__(cudaDeviceGetPCIBusId) ocr_impl_cudaDeviceGetPCIBusId __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetPCIBusId_intercepted(char *pciBusId, int len, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetPCIBusId, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetPCIBusId", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetPCIBusId(pciBusId, len, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pciBusId);
        ocr_put(&ocr_c, (uint64_t)len);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetPCIBusId_intercepted(pciBusId, len, device, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetPCIBusId(pciBusId, len, device);
}

__typeof__(cudaIpcGetEventHandle) ocr_impl_cudaIpcGetEventHandle __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaIpcGetEventHandle_intercepted(cudaIpcEventHandle_t *handle, cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaIpcGetEventHandle, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaIpcGetEventHandle", &ocr_e))
        ocr_e = ocr_impl_cudaIpcGetEventHandle(handle, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)handle);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaIpcGetEventHandle_intercepted(handle, event, __builtin_return_address(0));
    return ocr_impl_cudaIpcGetEventHandle(handle, event);
}

__typeof__(cudaIpcOpenEventHandle) ocr_impl_cudaIpcOpenEventHandle __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaIpcOpenEventHandle_intercepted(cudaEvent_t *event, cudaIpcEventHandle_t handle, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaIpcOpenEventHandle, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaIpcOpenEventHandle", &ocr_e))
        ocr_e = ocr_impl_cudaIpcOpenEventHandle(event, handle);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
        /* handle: cudaIpcEventHandle_t, not decoded */
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaIpcOpenEventHandle_intercepted(event, handle, __builtin_return_address(0));
    return ocr_impl_cudaIpcOpenEventHandle(event, handle);
}

__typeof__(cudaIpcGetMemHandle) ocr_impl_cudaIpcGetMemHandle __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaIpcGetMemHandle_intercepted(cudaIpcMemHandle_t *handle, void *devPtr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaIpcGetMemHandle, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaIpcGetMemHandle", &ocr_e))
        ocr_e = ocr_impl_cudaIpcGetMemHandle(handle, devPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)handle);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaIpcGetMemHandle_intercepted(handle, devPtr, __builtin_return_address(0));
    return ocr_impl_cudaIpcGetMemHandle(handle, devPtr);
}

__typeof__(cudaIpcOpenMemHandle) ocr_impl_cudaIpcOpenMemHandle __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaIpcOpenMemHandle_intercepted(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaIpcOpenMemHandle, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaIpcOpenMemHandle", &ocr_e))
        ocr_e = ocr_impl_cudaIpcOpenMemHandle(devPtr, handle, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        /* handle: cudaIpcMemHandle_t, not decoded */
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaIpcOpenMemHandle_intercepted(devPtr, handle, flags, __builtin_return_address(0));
    return ocr_impl_cudaIpcOpenMemHandle(devPtr, handle, flags);
}

__typeof__(cudaIpcCloseMemHandle) ocr_impl_cudaIpcCloseMemHandle __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaIpcCloseMemHandle_intercepted(void *devPtr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaIpcCloseMemHandle, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaIpcCloseMemHandle", &ocr_e))
        ocr_e = ocr_impl_cudaIpcCloseMemHandle(devPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaIpcCloseMemHandle(void *devPtr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaIpcCloseMemHandle_intercepted(devPtr, __builtin_return_address(0));
    return ocr_impl_cudaIpcCloseMemHandle(devPtr);
}

__typeof__(cudaDeviceFlushGPUDirectRDMAWrites) ocr_impl_cudaDeviceFlushGPUDirectRDMAWrites __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceFlushGPUDirectRDMAWrites_intercepted(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceFlushGPUDirectRDMAWrites, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceFlushGPUDirectRDMAWrites", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceFlushGPUDirectRDMAWrites(target, scope);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)target);
        ocr_put(&ocr_c, (uint64_t)scope);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceFlushGPUDirectRDMAWrites_intercepted(target, scope, __builtin_return_address(0));
    return ocr_impl_cudaDeviceFlushGPUDirectRDMAWrites(target, scope);
}

__typeof__(cudaDeviceRegisterAsyncNotification) ocr_impl_cudaDeviceRegisterAsyncNotification __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceRegisterAsyncNotification_intercepted(int device, cudaAsyncCallback callbackFunc, void* userData, cudaAsyncCallbackHandle_t* callback, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceRegisterAsyncNotification, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceRegisterAsyncNotification", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceRegisterAsyncNotification(device, callbackFunc, userData, callback);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackFunc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put_out(&ocr_c, callback, ocr_e == cudaSuccess && callback != NULL ? (uint64_t)(uintptr_t)*callback : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc, void* userData, cudaAsyncCallbackHandle_t* callback)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceRegisterAsyncNotification_intercepted(device, callbackFunc, userData, callback, __builtin_return_address(0));
    return ocr_impl_cudaDeviceRegisterAsyncNotification(device, callbackFunc, userData, callback);
}

__typeof__(cudaDeviceUnregisterAsyncNotification) ocr_impl_cudaDeviceUnregisterAsyncNotification __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceUnregisterAsyncNotification_intercepted(int device, cudaAsyncCallbackHandle_t callback, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceUnregisterAsyncNotification, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceUnregisterAsyncNotification", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceUnregisterAsyncNotification(device, callback);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceUnregisterAsyncNotification_intercepted(device, callback, __builtin_return_address(0));
    return ocr_impl_cudaDeviceUnregisterAsyncNotification(device, callback);
}

__typeof__(cudaDeviceGetSharedMemConfig) ocr_impl_cudaDeviceGetSharedMemConfig __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetSharedMemConfig_intercepted(enum cudaSharedMemConfig *pConfig, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetSharedMemConfig, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetSharedMemConfig", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetSharedMemConfig(pConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pConfig, ocr_e == cudaSuccess && pConfig != NULL ? (uint64_t)(uintptr_t)*pConfig : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetSharedMemConfig_intercepted(pConfig, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetSharedMemConfig(pConfig);
}

__typeof__(cudaDeviceSetSharedMemConfig) ocr_impl_cudaDeviceSetSharedMemConfig __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceSetSharedMemConfig_intercepted(enum cudaSharedMemConfig config, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetSharedMemConfig, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceSetSharedMemConfig", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetSharedMemConfig(config);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)config);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceSetSharedMemConfig_intercepted(config, __builtin_return_address(0));
    return ocr_impl_cudaDeviceSetSharedMemConfig(config);
}

__typeof__(cudaGetLastError) ocr_impl_cudaGetLastError __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetLastError_intercepted(const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetLastError, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetLastError", &ocr_e))
        ocr_e = ocr_impl_cudaGetLastError();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetLastError(void)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetLastError_intercepted(__builtin_return_address(0));
    return ocr_impl_cudaGetLastError();
}

__typeof__(cudaPeekAtLastError) ocr_impl_cudaPeekAtLastError __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaPeekAtLastError_intercepted(const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaPeekAtLastError, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaPeekAtLastError", &ocr_e))
        ocr_e = ocr_impl_cudaPeekAtLastError();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaPeekAtLastError(void)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaPeekAtLastError_intercepted(__builtin_return_address(0));
    return ocr_impl_cudaPeekAtLastError();
}

__typeof__(cudaGetDeviceCount) ocr_impl_cudaGetDeviceCount __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDeviceCount_intercepted(int *count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDeviceCount, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDeviceCount", &ocr_e))
        ocr_e = ocr_impl_cudaGetDeviceCount(count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, count, ocr_e == cudaSuccess && count != NULL ? (uint64_t)(uintptr_t)*count : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDeviceCount(int *count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDeviceCount_intercepted(count, __builtin_return_address(0));
    return ocr_impl_cudaGetDeviceCount(count);
}

__typeof__(cudaGetDeviceProperties) ocr_impl_cudaGetDeviceProperties __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDeviceProperties_intercepted(struct cudaDeviceProp *prop, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDeviceProperties, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDeviceProperties", &ocr_e))
        ocr_e = ocr_impl_cudaGetDeviceProperties(prop, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prop);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDeviceProperties_intercepted(prop, device, __builtin_return_address(0));
    return ocr_impl_cudaGetDeviceProperties(prop, device);
}

__typeof__(cudaDeviceGetAttribute) ocr_impl_cudaDeviceGetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetAttribute_intercepted(int *value, enum cudaDeviceAttr attr, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetAttribute(value, attr, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, value, ocr_e == cudaSuccess && value != NULL ? (uint64_t)(uintptr_t)*value : 0);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetAttribute_intercepted(value, attr, device, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetAttribute(value, attr, device);
}

__typeof__(cudaDeviceGetHostAtomicCapabilities) ocr_impl_cudaDeviceGetHostAtomicCapabilities __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetHostAtomicCapabilities_intercepted(unsigned int *capabilities, const enum cudaAtomicOperation* operations, unsigned int count, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetHostAtomicCapabilities, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetHostAtomicCapabilities", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetHostAtomicCapabilities(capabilities, operations, count, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, capabilities, ocr_e == cudaSuccess && capabilities != NULL ? (uint64_t)(uintptr_t)*capabilities : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)operations);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation* operations, unsigned int count, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetHostAtomicCapabilities_intercepted(capabilities, operations, count, device, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetHostAtomicCapabilities(capabilities, operations, count, device);
}

__typeof__(cudaDeviceGetDefaultMemPool) ocr_impl_cudaDeviceGetDefaultMemPool __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetDefaultMemPool_intercepted(cudaMemPool_t *memPool, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetDefaultMemPool, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetDefaultMemPool", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetDefaultMemPool(memPool, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetDefaultMemPool_intercepted(memPool, device, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetDefaultMemPool(memPool, device);
}

__typeof__(cudaDeviceSetMemPool) ocr_impl_cudaDeviceSetMemPool __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceSetMemPool_intercepted(int device, cudaMemPool_t memPool, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetMemPool, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceSetMemPool", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetMemPool(device, memPool);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceSetMemPool(int device, cudaMemPool_t memPool)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceSetMemPool_intercepted(device, memPool, __builtin_return_address(0));
    return ocr_impl_cudaDeviceSetMemPool(device, memPool);
}

__typeof__(cudaDeviceGetMemPool) ocr_impl_cudaDeviceGetMemPool __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetMemPool_intercepted(cudaMemPool_t *memPool, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetMemPool, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetMemPool", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetMemPool(memPool, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetMemPool_intercepted(memPool, device, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetMemPool(memPool, device);
}

__typeof__(cudaDeviceGetNvSciSyncAttributes) ocr_impl_cudaDeviceGetNvSciSyncAttributes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetNvSciSyncAttributes_intercepted(void *nvSciSyncAttrList, int device, int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetNvSciSyncAttributes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetNvSciSyncAttributes", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetNvSciSyncAttributes(nvSciSyncAttrList, device, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nvSciSyncAttrList);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetNvSciSyncAttributes_intercepted(nvSciSyncAttrList, device, flags, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetNvSciSyncAttributes(nvSciSyncAttrList, device, flags);
}

__typeof__(cudaDeviceGetP2PAttribute) ocr_impl_cudaDeviceGetP2PAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetP2PAttribute_intercepted(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetP2PAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetP2PAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetP2PAttribute(value, attr, srcDevice, dstDevice);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, value, ocr_e == cudaSuccess && value != NULL ? (uint64_t)(uintptr_t)*value : 0);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)srcDevice);
        ocr_put(&ocr_c, (uint64_t)dstDevice);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetP2PAttribute_intercepted(value, attr, srcDevice, dstDevice, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetP2PAttribute(value, attr, srcDevice, dstDevice);
}

__typeof__(cudaDeviceGetP2PAtomicCapabilities) ocr_impl_cudaDeviceGetP2PAtomicCapabilities __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetP2PAtomicCapabilities_intercepted(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetP2PAtomicCapabilities, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetP2PAtomicCapabilities", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetP2PAtomicCapabilities(capabilities, operations, count, srcDevice, dstDevice);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, capabilities, ocr_e == cudaSuccess && capabilities != NULL ? (uint64_t)(uintptr_t)*capabilities : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)operations);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)srcDevice);
        ocr_put(&ocr_c, (uint64_t)dstDevice);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetP2PAtomicCapabilities_intercepted(capabilities, operations, count, srcDevice, dstDevice, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetP2PAtomicCapabilities(capabilities, operations, count, srcDevice, dstDevice);
}

__typeof__(cudaChooseDevice) ocr_impl_cudaChooseDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaChooseDevice_intercepted(int *device, const struct cudaDeviceProp *prop, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaChooseDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaChooseDevice", &ocr_e))
        ocr_e = ocr_impl_cudaChooseDevice(device, prop);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prop);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaChooseDevice_intercepted(device, prop, __builtin_return_address(0));
    return ocr_impl_cudaChooseDevice(device, prop);
}

__typeof__(cudaInitDevice) ocr_impl_cudaInitDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaInitDevice_intercepted(int device, unsigned int deviceFlags, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaInitDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaInitDevice", &ocr_e))
        ocr_e = ocr_impl_cudaInitDevice(device, deviceFlags, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)deviceFlags);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaInitDevice_intercepted(device, deviceFlags, flags, __builtin_return_address(0));
    return ocr_impl_cudaInitDevice(device, deviceFlags, flags);
}

__typeof__(cudaSetDevice) ocr_impl_cudaSetDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaSetDevice_intercepted(int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaSetDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaSetDevice", &ocr_e))
        ocr_e = ocr_impl_cudaSetDevice(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaSetDevice(int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaSetDevice_intercepted(device, __builtin_return_address(0));
    return ocr_impl_cudaSetDevice(device);
}

__typeof__(cudaGetDevice) ocr_impl_cudaGetDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDevice_intercepted(int *device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDevice", &ocr_e))
        ocr_e = ocr_impl_cudaGetDevice(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDevice(int *device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDevice_intercepted(device, __builtin_return_address(0));
    return ocr_impl_cudaGetDevice(device);
}

__typeof__(cudaSetValidDevices) ocr_impl_cudaSetValidDevices __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaSetValidDevices_intercepted(int *device_arr, int len, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaSetValidDevices, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaSetValidDevices", &ocr_e))
        ocr_e = ocr_impl_cudaSetValidDevices(device_arr, len);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)device_arr);
        ocr_put(&ocr_c, (uint64_t)len);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaSetValidDevices(int *device_arr, int len)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaSetValidDevices_intercepted(device_arr, len, __builtin_return_address(0));
    return ocr_impl_cudaSetValidDevices(device_arr, len);
}

__typeof__(cudaSetDeviceFlags) ocr_impl_cudaSetDeviceFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaSetDeviceFlags_intercepted(unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaSetDeviceFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaSetDeviceFlags", &ocr_e))
        ocr_e = ocr_impl_cudaSetDeviceFlags(flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaSetDeviceFlags(unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaSetDeviceFlags_intercepted(flags, __builtin_return_address(0));
    return ocr_impl_cudaSetDeviceFlags(flags);
}

__typeof__(cudaGetDeviceFlags) ocr_impl_cudaGetDeviceFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDeviceFlags_intercepted(unsigned int *flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDeviceFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDeviceFlags", &ocr_e))
        ocr_e = ocr_impl_cudaGetDeviceFlags(flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDeviceFlags(unsigned int *flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDeviceFlags_intercepted(flags, __builtin_return_address(0));
    return ocr_impl_cudaGetDeviceFlags(flags);
}

__typeof__(cudaStreamCreate) ocr_impl_cudaStreamCreate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamCreate_intercepted(cudaStream_t *pStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCreate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamCreate", &ocr_e))
        ocr_e = ocr_impl_cudaStreamCreate(pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *pStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamCreate_intercepted(pStream, __builtin_return_address(0));
    return ocr_impl_cudaStreamCreate(pStream);
}

__typeof__(cudaStreamCreateWithFlags) ocr_impl_cudaStreamCreateWithFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamCreateWithFlags_intercepted(cudaStream_t *pStream, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCreateWithFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamCreateWithFlags", &ocr_e))
        ocr_e = ocr_impl_cudaStreamCreateWithFlags(pStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamCreateWithFlags_intercepted(pStream, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamCreateWithFlags(pStream, flags);
}

__typeof__(cudaStreamCreateWithPriority) ocr_impl_cudaStreamCreateWithPriority __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamCreateWithPriority_intercepted(cudaStream_t *pStream, unsigned int flags, int priority, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCreateWithPriority, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamCreateWithPriority", &ocr_e))
        ocr_e = ocr_impl_cudaStreamCreateWithPriority(pStream, flags, priority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)priority);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamCreateWithPriority_intercepted(pStream, flags, priority, __builtin_return_address(0));
    return ocr_impl_cudaStreamCreateWithPriority(pStream, flags, priority);
}

__typeof__(cudaStreamGetPriority) ocr_impl_cudaStreamGetPriority __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetPriority_intercepted(cudaStream_t hStream, int *priority, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetPriority, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetPriority", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetPriority(hStream, priority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, priority, ocr_e == cudaSuccess && priority != NULL ? (uint64_t)(uintptr_t)*priority : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetPriority(cudaStream_t hStream, int *priority)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetPriority_intercepted(hStream, priority, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetPriority(hStream, priority);
}

__typeof__(cudaStreamGetPriority) cudaStreamGetPriority_ptsz;
__typeof__(cudaStreamGetPriority) ocr_impl_cudaStreamGetPriority_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetPriority_ptsz_intercepted(cudaStream_t hStream, int *priority, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetPriority_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetPriority_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetPriority_ptsz(hStream, priority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, priority, ocr_e == cudaSuccess && priority != NULL ? (uint64_t)(uintptr_t)*priority : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetPriority_ptsz_intercepted(hStream, priority, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetPriority_ptsz(hStream, priority);
}

__typeof__(cudaStreamGetFlags) ocr_impl_cudaStreamGetFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetFlags_intercepted(cudaStream_t hStream, unsigned int *flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetFlags", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetFlags(hStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetFlags_intercepted(hStream, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetFlags(hStream, flags);
}

__typeof__(cudaStreamGetFlags) cudaStreamGetFlags_ptsz;
__typeof__(cudaStreamGetFlags) ocr_impl_cudaStreamGetFlags_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetFlags_ptsz_intercepted(cudaStream_t hStream, unsigned int *flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetFlags_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetFlags_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetFlags_ptsz(hStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetFlags_ptsz(cudaStream_t hStream, unsigned int *flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetFlags_ptsz_intercepted(hStream, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetFlags_ptsz(hStream, flags);
}

__typeof__(cudaStreamGetId) ocr_impl_cudaStreamGetId __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetId_intercepted(cudaStream_t hStream, unsigned long long *streamId, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetId, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetId", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetId(hStream, streamId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, streamId, ocr_e == cudaSuccess && streamId != NULL ? (uint64_t)(uintptr_t)*streamId : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetId_intercepted(hStream, streamId, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetId(hStream, streamId);
}

__typeof__(cudaStreamGetId) cudaStreamGetId_ptsz;
__typeof__(cudaStreamGetId) ocr_impl_cudaStreamGetId_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetId_ptsz_intercepted(cudaStream_t hStream, unsigned long long *streamId, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetId_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetId_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetId_ptsz(hStream, streamId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, streamId, ocr_e == cudaSuccess && streamId != NULL ? (uint64_t)(uintptr_t)*streamId : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetId_ptsz(cudaStream_t hStream, unsigned long long *streamId)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetId_ptsz_intercepted(hStream, streamId, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetId_ptsz(hStream, streamId);
}

__typeof__(cudaStreamGetDevice) ocr_impl_cudaStreamGetDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetDevice_intercepted(cudaStream_t hStream, int *device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetDevice", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetDevice(hStream, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetDevice(cudaStream_t hStream, int *device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetDevice_intercepted(hStream, device, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetDevice(hStream, device);
}

__typeof__(cudaStreamGetDevice) cudaStreamGetDevice_ptsz;
__typeof__(cudaStreamGetDevice) ocr_impl_cudaStreamGetDevice_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetDevice_ptsz_intercepted(cudaStream_t hStream, int *device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetDevice_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetDevice_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetDevice_ptsz(hStream, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetDevice_ptsz(cudaStream_t hStream, int *device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetDevice_ptsz_intercepted(hStream, device, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetDevice_ptsz(hStream, device);
}

__typeof__(cudaCtxResetPersistingL2Cache) ocr_impl_cudaCtxResetPersistingL2Cache __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaCtxResetPersistingL2Cache_intercepted(const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaCtxResetPersistingL2Cache, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaCtxResetPersistingL2Cache", &ocr_e))
        ocr_e = ocr_impl_cudaCtxResetPersistingL2Cache();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaCtxResetPersistingL2Cache(void)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaCtxResetPersistingL2Cache_intercepted(__builtin_return_address(0));
    return ocr_impl_cudaCtxResetPersistingL2Cache();
}

__typeof__(cudaStreamCopyAttributes) ocr_impl_cudaStreamCopyAttributes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamCopyAttributes_intercepted(cudaStream_t dst, cudaStream_t src, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCopyAttributes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamCopyAttributes", &ocr_e))
        ocr_e = ocr_impl_cudaStreamCopyAttributes(dst, src);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamCopyAttributes_intercepted(dst, src, __builtin_return_address(0));
    return ocr_impl_cudaStreamCopyAttributes(dst, src);
}

__typeof__(cudaStreamCopyAttributes) cudaStreamCopyAttributes_ptsz;
__typeof__(cudaStreamCopyAttributes) ocr_impl_cudaStreamCopyAttributes_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamCopyAttributes_ptsz_intercepted(cudaStream_t dst, cudaStream_t src, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCopyAttributes_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamCopyAttributes_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamCopyAttributes_ptsz(dst, src);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamCopyAttributes_ptsz(cudaStream_t dst, cudaStream_t src)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamCopyAttributes_ptsz_intercepted(dst, src, __builtin_return_address(0));
    return ocr_impl_cudaStreamCopyAttributes_ptsz(dst, src);
}

__typeof__(cudaStreamGetAttribute) ocr_impl_cudaStreamGetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetAttribute_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetAttribute(hStream, attr, value_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetAttribute_intercepted(hStream, attr, value_out, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetAttribute(hStream, attr, value_out);
}

__typeof__(cudaStreamGetAttribute) cudaStreamGetAttribute_ptsz;
__typeof__(cudaStreamGetAttribute) ocr_impl_cudaStreamGetAttribute_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetAttribute_ptsz_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetAttribute_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetAttribute_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetAttribute_ptsz(hStream, attr, value_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetAttribute_ptsz_intercepted(hStream, attr, value_out, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetAttribute_ptsz(hStream, attr, value_out);
}

__typeof__(cudaStreamSetAttribute) ocr_impl_cudaStreamSetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamSetAttribute_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamSetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaStreamSetAttribute(hStream, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamSetAttribute_intercepted(hStream, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaStreamSetAttribute(hStream, attr, value);
}

__typeof__(cudaStreamSetAttribute) cudaStreamSetAttribute_ptsz;
__typeof__(cudaStreamSetAttribute) ocr_impl_cudaStreamSetAttribute_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamSetAttribute_ptsz_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSetAttribute_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamSetAttribute_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamSetAttribute_ptsz(hStream, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamSetAttribute_ptsz(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamSetAttribute_ptsz_intercepted(hStream, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaStreamSetAttribute_ptsz(hStream, attr, value);
}

__typeof__(cudaStreamDestroy) ocr_impl_cudaStreamDestroy __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamDestroy_intercepted(cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamDestroy, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamDestroy", &ocr_e))
        ocr_e = ocr_impl_cudaStreamDestroy(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamDestroy_intercepted(stream, __builtin_return_address(0));
    return ocr_impl_cudaStreamDestroy(stream);
}

__typeof__(cudaStreamWaitEvent) ocr_impl_cudaStreamWaitEvent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamWaitEvent_intercepted(cudaStream_t stream, cudaEvent_t event, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamWaitEvent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamWaitEvent", &ocr_e))
        ocr_e = ocr_impl_cudaStreamWaitEvent(stream, event, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamWaitEvent_intercepted(stream, event, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamWaitEvent(stream, event, flags);
}

__typeof__(cudaStreamWaitEvent) cudaStreamWaitEvent_ptsz;
__typeof__(cudaStreamWaitEvent) ocr_impl_cudaStreamWaitEvent_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamWaitEvent_ptsz_intercepted(cudaStream_t stream, cudaEvent_t event, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamWaitEvent_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamWaitEvent_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamWaitEvent_ptsz(stream, event, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamWaitEvent_ptsz(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamWaitEvent_ptsz_intercepted(stream, event, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamWaitEvent_ptsz(stream, event, flags);
}

__typeof__(cudaStreamAddCallback) ocr_impl_cudaStreamAddCallback __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamAddCallback_intercepted(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAddCallback, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamAddCallback", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaStreamAddCallback(stream, callback, userData, flags);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamAddCallback_intercepted(stream, callback, userData, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamAddCallback(stream, callback, userData, flags);
}

__typeof__(cudaStreamAddCallback) cudaStreamAddCallback_ptsz;
__typeof__(cudaStreamAddCallback) ocr_impl_cudaStreamAddCallback_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamAddCallback_ptsz_intercepted(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAddCallback_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamAddCallback_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaStreamAddCallback_ptsz(stream, callback, userData, flags);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamAddCallback_ptsz(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamAddCallback_ptsz_intercepted(stream, callback, userData, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamAddCallback_ptsz(stream, callback, userData, flags);
}

__typeof__(cudaStreamSynchronize) ocr_impl_cudaStreamSynchronize __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamSynchronize_intercepted(cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSynchronize, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamSynchronize", &ocr_e))
        ocr_e = ocr_impl_cudaStreamSynchronize(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamSynchronize_intercepted(stream, __builtin_return_address(0));
    return ocr_impl_cudaStreamSynchronize(stream);
}

__typeof__(cudaStreamSynchronize) cudaStreamSynchronize_ptsz;
__typeof__(cudaStreamSynchronize) ocr_impl_cudaStreamSynchronize_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamSynchronize_ptsz_intercepted(cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSynchronize_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamSynchronize_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamSynchronize_ptsz(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamSynchronize_ptsz(cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamSynchronize_ptsz_intercepted(stream, __builtin_return_address(0));
    return ocr_impl_cudaStreamSynchronize_ptsz(stream);
}

__typeof__(cudaStreamQuery) ocr_impl_cudaStreamQuery __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamQuery_intercepted(cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamQuery, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamQuery", &ocr_e))
        ocr_e = ocr_impl_cudaStreamQuery(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamQuery(cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamQuery_intercepted(stream, __builtin_return_address(0));
    return ocr_impl_cudaStreamQuery(stream);
}

__typeof__(cudaStreamQuery) cudaStreamQuery_ptsz;
__typeof__(cudaStreamQuery) ocr_impl_cudaStreamQuery_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamQuery_ptsz_intercepted(cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamQuery_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamQuery_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamQuery_ptsz(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamQuery_ptsz(cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamQuery_ptsz_intercepted(stream, __builtin_return_address(0));
    return ocr_impl_cudaStreamQuery_ptsz(stream);
}

__typeof__(cudaStreamAttachMemAsync) ocr_impl_cudaStreamAttachMemAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamAttachMemAsync_intercepted(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAttachMemAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamAttachMemAsync", &ocr_e))
        ocr_e = ocr_impl_cudaStreamAttachMemAsync(stream, devPtr, length, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)length);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamAttachMemAsync_intercepted(stream, devPtr, length, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamAttachMemAsync(stream, devPtr, length, flags);
}

__typeof__(cudaStreamAttachMemAsync) cudaStreamAttachMemAsync_ptsz;
__typeof__(cudaStreamAttachMemAsync) ocr_impl_cudaStreamAttachMemAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamAttachMemAsync_ptsz_intercepted(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAttachMemAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamAttachMemAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamAttachMemAsync_ptsz(stream, devPtr, length, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)length);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamAttachMemAsync_ptsz(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamAttachMemAsync_ptsz_intercepted(stream, devPtr, length, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamAttachMemAsync_ptsz(stream, devPtr, length, flags);
}

__typeof__(cudaStreamBeginCapture) ocr_impl_cudaStreamBeginCapture __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamBeginCapture_intercepted(cudaStream_t stream, enum cudaStreamCaptureMode mode, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCapture, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamBeginCapture", &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginCapture(stream, mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamBeginCapture_intercepted(stream, mode, __builtin_return_address(0));
    return ocr_impl_cudaStreamBeginCapture(stream, mode);
}

__typeof__(cudaStreamBeginCapture) cudaStreamBeginCapture_ptsz;
__typeof__(cudaStreamBeginCapture) ocr_impl_cudaStreamBeginCapture_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamBeginCapture_ptsz_intercepted(cudaStream_t stream, enum cudaStreamCaptureMode mode, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCapture_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamBeginCapture_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginCapture_ptsz(stream, mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamBeginCapture_ptsz(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamBeginCapture_ptsz_intercepted(stream, mode, __builtin_return_address(0));
    return ocr_impl_cudaStreamBeginCapture_ptsz(stream, mode);
}

__typeof__(cudaStreamBeginCaptureToGraph) ocr_impl_cudaStreamBeginCaptureToGraph __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamBeginCaptureToGraph_intercepted(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCaptureToGraph, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamBeginCaptureToGraph", &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginCaptureToGraph(stream, graph, dependencies, dependencyData, numDependencies, mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamBeginCaptureToGraph_intercepted(stream, graph, dependencies, dependencyData, numDependencies, mode, __builtin_return_address(0));
    return ocr_impl_cudaStreamBeginCaptureToGraph(stream, graph, dependencies, dependencyData, numDependencies, mode);
}

__typeof__(cudaStreamBeginCaptureToGraph) cudaStreamBeginCaptureToGraph_ptsz;
__typeof__(cudaStreamBeginCaptureToGraph) ocr_impl_cudaStreamBeginCaptureToGraph_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamBeginCaptureToGraph_ptsz_intercepted(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCaptureToGraph_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamBeginCaptureToGraph_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginCaptureToGraph_ptsz(stream, graph, dependencies, dependencyData, numDependencies, mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamBeginCaptureToGraph_ptsz(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamBeginCaptureToGraph_ptsz_intercepted(stream, graph, dependencies, dependencyData, numDependencies, mode, __builtin_return_address(0));
    return ocr_impl_cudaStreamBeginCaptureToGraph_ptsz(stream, graph, dependencies, dependencyData, numDependencies, mode);
}

__typeof__(cudaThreadExchangeStreamCaptureMode) ocr_impl_cudaThreadExchangeStreamCaptureMode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaThreadExchangeStreamCaptureMode_intercepted(enum cudaStreamCaptureMode *mode, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaThreadExchangeStreamCaptureMode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaThreadExchangeStreamCaptureMode", &ocr_e))
        ocr_e = ocr_impl_cudaThreadExchangeStreamCaptureMode(mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, mode, ocr_e == cudaSuccess && mode != NULL ? (uint64_t)(uintptr_t)*mode : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaThreadExchangeStreamCaptureMode_intercepted(mode, __builtin_return_address(0));
    return ocr_impl_cudaThreadExchangeStreamCaptureMode(mode);
}

__typeof__(cudaStreamEndCapture) ocr_impl_cudaStreamEndCapture __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamEndCapture_intercepted(cudaStream_t stream, cudaGraph_t *pGraph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamEndCapture, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamEndCapture", &ocr_e))
        ocr_e = ocr_impl_cudaStreamEndCapture(stream, pGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamEndCapture_intercepted(stream, pGraph, __builtin_return_address(0));
    return ocr_impl_cudaStreamEndCapture(stream, pGraph);
}

__typeof__(cudaStreamEndCapture) cudaStreamEndCapture_ptsz;
__typeof__(cudaStreamEndCapture) ocr_impl_cudaStreamEndCapture_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamEndCapture_ptsz_intercepted(cudaStream_t stream, cudaGraph_t *pGraph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamEndCapture_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamEndCapture_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamEndCapture_ptsz(stream, pGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamEndCapture_ptsz(cudaStream_t stream, cudaGraph_t *pGraph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamEndCapture_ptsz_intercepted(stream, pGraph, __builtin_return_address(0));
    return ocr_impl_cudaStreamEndCapture_ptsz(stream, pGraph);
}

__typeof__(cudaStreamIsCapturing) ocr_impl_cudaStreamIsCapturing __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamIsCapturing_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamIsCapturing, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamIsCapturing", &ocr_e))
        ocr_e = ocr_impl_cudaStreamIsCapturing(stream, pCaptureStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pCaptureStatus, ocr_e == cudaSuccess && pCaptureStatus != NULL ? (uint64_t)(uintptr_t)*pCaptureStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamIsCapturing_intercepted(stream, pCaptureStatus, __builtin_return_address(0));
    return ocr_impl_cudaStreamIsCapturing(stream, pCaptureStatus);
}

__typeof__(cudaStreamIsCapturing) cudaStreamIsCapturing_ptsz;
__typeof__(cudaStreamIsCapturing) ocr_impl_cudaStreamIsCapturing_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamIsCapturing_ptsz_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamIsCapturing_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamIsCapturing_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamIsCapturing_ptsz(stream, pCaptureStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pCaptureStatus, ocr_e == cudaSuccess && pCaptureStatus != NULL ? (uint64_t)(uintptr_t)*pCaptureStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamIsCapturing_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamIsCapturing_ptsz_intercepted(stream, pCaptureStatus, __builtin_return_address(0));
    return ocr_impl_cudaStreamIsCapturing_ptsz(stream, pCaptureStatus);
}

__typeof__(cudaStreamGetCaptureInfo) ocr_impl_cudaStreamGetCaptureInfo __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetCaptureInfo_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetCaptureInfo, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetCaptureInfo", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, captureStatus_out, ocr_e == cudaSuccess && captureStatus_out != NULL ? (uint64_t)(uintptr_t)*captureStatus_out : 0);
        ocr_put_out(&ocr_c, id_out, ocr_e == cudaSuccess && id_out != NULL ? (uint64_t)(uintptr_t)*id_out : 0);
        ocr_put_out(&ocr_c, graph_out, ocr_e == cudaSuccess && graph_out != NULL ? (uint64_t)(uintptr_t)*graph_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies_out);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData_out);
        ocr_put_out(&ocr_c, numDependencies_out, ocr_e == cudaSuccess && numDependencies_out != NULL ? (uint64_t)(uintptr_t)*numDependencies_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetCaptureInfo_intercepted(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetCaptureInfo(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

__typeof__(cudaStreamGetCaptureInfo) cudaStreamGetCaptureInfo_ptsz;
__typeof__(cudaStreamGetCaptureInfo) ocr_impl_cudaStreamGetCaptureInfo_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamGetCaptureInfo_ptsz_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetCaptureInfo_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamGetCaptureInfo_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetCaptureInfo_ptsz(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, captureStatus_out, ocr_e == cudaSuccess && captureStatus_out != NULL ? (uint64_t)(uintptr_t)*captureStatus_out : 0);
        ocr_put_out(&ocr_c, id_out, ocr_e == cudaSuccess && id_out != NULL ? (uint64_t)(uintptr_t)*id_out : 0);
        ocr_put_out(&ocr_c, graph_out, ocr_e == cudaSuccess && graph_out != NULL ? (uint64_t)(uintptr_t)*graph_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies_out);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData_out);
        ocr_put_out(&ocr_c, numDependencies_out, ocr_e == cudaSuccess && numDependencies_out != NULL ? (uint64_t)(uintptr_t)*numDependencies_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamGetCaptureInfo_ptsz(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamGetCaptureInfo_ptsz_intercepted(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out, __builtin_return_address(0));
    return ocr_impl_cudaStreamGetCaptureInfo_ptsz(stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out);
}

__typeof__(cudaStreamUpdateCaptureDependencies) ocr_impl_cudaStreamUpdateCaptureDependencies __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamUpdateCaptureDependencies_intercepted(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamUpdateCaptureDependencies, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamUpdateCaptureDependencies", &ocr_e))
        ocr_e = ocr_impl_cudaStreamUpdateCaptureDependencies(stream, dependencies, dependencyData, numDependencies, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamUpdateCaptureDependencies_intercepted(stream, dependencies, dependencyData, numDependencies, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamUpdateCaptureDependencies(stream, dependencies, dependencyData, numDependencies, flags);
}

__typeof__(cudaStreamUpdateCaptureDependencies) cudaStreamUpdateCaptureDependencies_ptsz;
__typeof__(cudaStreamUpdateCaptureDependencies) ocr_impl_cudaStreamUpdateCaptureDependencies_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaStreamUpdateCaptureDependencies_ptsz_intercepted(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaStreamUpdateCaptureDependencies_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaStreamUpdateCaptureDependencies_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaStreamUpdateCaptureDependencies_ptsz(stream, dependencies, dependencyData, numDependencies, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaStreamUpdateCaptureDependencies_ptsz(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaStreamUpdateCaptureDependencies_ptsz_intercepted(stream, dependencies, dependencyData, numDependencies, flags, __builtin_return_address(0));
    return ocr_impl_cudaStreamUpdateCaptureDependencies_ptsz(stream, dependencies, dependencyData, numDependencies, flags);
}

__typeof__(cudaEventCreate) ocr_impl_cudaEventCreate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventCreate_intercepted(cudaEvent_t *event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventCreate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventCreate", &ocr_e))
        ocr_e = ocr_impl_cudaEventCreate(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventCreate(cudaEvent_t *event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventCreate_intercepted(event, __builtin_return_address(0));
    return ocr_impl_cudaEventCreate(event);
}

__typeof__(cudaEventCreateWithFlags) ocr_impl_cudaEventCreateWithFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventCreateWithFlags_intercepted(cudaEvent_t *event, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventCreateWithFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventCreateWithFlags", &ocr_e))
        ocr_e = ocr_impl_cudaEventCreateWithFlags(event, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventCreateWithFlags_intercepted(event, flags, __builtin_return_address(0));
    return ocr_impl_cudaEventCreateWithFlags(event, flags);
}

__typeof__(cudaEventRecord) ocr_impl_cudaEventRecord __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventRecord_intercepted(cudaEvent_t event, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecord, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventRecord", &ocr_e))
        ocr_e = ocr_impl_cudaEventRecord(event, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventRecord(cudaEvent_t event, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventRecord_intercepted(event, stream, __builtin_return_address(0));
    return ocr_impl_cudaEventRecord(event, stream);
}

__typeof__(cudaEventRecord) cudaEventRecord_ptsz;
__typeof__(cudaEventRecord) ocr_impl_cudaEventRecord_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventRecord_ptsz_intercepted(cudaEvent_t event, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecord_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventRecord_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaEventRecord_ptsz(event, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventRecord_ptsz_intercepted(event, stream, __builtin_return_address(0));
    return ocr_impl_cudaEventRecord_ptsz(event, stream);
}

__typeof__(cudaEventRecordWithFlags) ocr_impl_cudaEventRecordWithFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventRecordWithFlags_intercepted(cudaEvent_t event, cudaStream_t stream, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecordWithFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventRecordWithFlags", &ocr_e))
        ocr_e = ocr_impl_cudaEventRecordWithFlags(event, stream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventRecordWithFlags_intercepted(event, stream, flags, __builtin_return_address(0));
    return ocr_impl_cudaEventRecordWithFlags(event, stream, flags);
}

__typeof__(cudaEventRecordWithFlags) cudaEventRecordWithFlags_ptsz;
__typeof__(cudaEventRecordWithFlags) ocr_impl_cudaEventRecordWithFlags_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventRecordWithFlags_ptsz_intercepted(cudaEvent_t event, cudaStream_t stream, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecordWithFlags_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventRecordWithFlags_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaEventRecordWithFlags_ptsz(event, stream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventRecordWithFlags_ptsz_intercepted(event, stream, flags, __builtin_return_address(0));
    return ocr_impl_cudaEventRecordWithFlags_ptsz(event, stream, flags);
}

__typeof__(cudaEventQuery) ocr_impl_cudaEventQuery __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventQuery_intercepted(cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventQuery, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventQuery", &ocr_e))
        ocr_e = ocr_impl_cudaEventQuery(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventQuery(cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventQuery_intercepted(event, __builtin_return_address(0));
    return ocr_impl_cudaEventQuery(event);
}

__typeof__(cudaEventSynchronize) ocr_impl_cudaEventSynchronize __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventSynchronize_intercepted(cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventSynchronize, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventSynchronize", &ocr_e))
        ocr_e = ocr_impl_cudaEventSynchronize(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventSynchronize(cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventSynchronize_intercepted(event, __builtin_return_address(0));
    return ocr_impl_cudaEventSynchronize(event);
}

__typeof__(cudaEventDestroy) ocr_impl_cudaEventDestroy __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventDestroy_intercepted(cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventDestroy, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventDestroy", &ocr_e))
        ocr_e = ocr_impl_cudaEventDestroy(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventDestroy(cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventDestroy_intercepted(event, __builtin_return_address(0));
    return ocr_impl_cudaEventDestroy(event);
}

__typeof__(cudaEventElapsedTime) ocr_impl_cudaEventElapsedTime __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventElapsedTime_intercepted(float *ms, cudaEvent_t start, cudaEvent_t end, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventElapsedTime, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventElapsedTime", &ocr_e))
        ocr_e = ocr_impl_cudaEventElapsedTime(ms, start, end);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out_float(&ocr_c, ms, ocr_e);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)start);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)end);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventElapsedTime_intercepted(ms, start, end, __builtin_return_address(0));
    return ocr_impl_cudaEventElapsedTime(ms, start, end);
}

__typeof__(cudaImportExternalMemory) ocr_impl_cudaImportExternalMemory __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaImportExternalMemory_intercepted(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaImportExternalMemory, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaImportExternalMemory", &ocr_e))
        ocr_e = ocr_impl_cudaImportExternalMemory(extMem_out, memHandleDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, extMem_out, ocr_e == cudaSuccess && extMem_out != NULL ? (uint64_t)(uintptr_t)*extMem_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memHandleDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaImportExternalMemory(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaImportExternalMemory_intercepted(extMem_out, memHandleDesc, __builtin_return_address(0));
    return ocr_impl_cudaImportExternalMemory(extMem_out, memHandleDesc);
}

__typeof__(cudaExternalMemoryGetMappedBuffer) ocr_impl_cudaExternalMemoryGetMappedBuffer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaExternalMemoryGetMappedBuffer_intercepted(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaExternalMemoryGetMappedBuffer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaExternalMemoryGetMappedBuffer", &ocr_e))
        ocr_e = ocr_impl_cudaExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)bufferDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaExternalMemoryGetMappedBuffer_intercepted(devPtr, extMem, bufferDesc, __builtin_return_address(0));
    return ocr_impl_cudaExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc);
}

__typeof__(cudaExternalMemoryGetMappedMipmappedArray) ocr_impl_cudaExternalMemoryGetMappedMipmappedArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaExternalMemoryGetMappedMipmappedArray_intercepted(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaExternalMemoryGetMappedMipmappedArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaExternalMemoryGetMappedMipmappedArray", &ocr_e))
        ocr_e = ocr_impl_cudaExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, mipmap, ocr_e == cudaSuccess && mipmap != NULL ? (uint64_t)(uintptr_t)*mipmap : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmapDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaExternalMemoryGetMappedMipmappedArray_intercepted(mipmap, extMem, mipmapDesc, __builtin_return_address(0));
    return ocr_impl_cudaExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc);
}

__typeof__(cudaDestroyExternalMemory) ocr_impl_cudaDestroyExternalMemory __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDestroyExternalMemory_intercepted(cudaExternalMemory_t extMem, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDestroyExternalMemory, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDestroyExternalMemory", &ocr_e))
        ocr_e = ocr_impl_cudaDestroyExternalMemory(extMem);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDestroyExternalMemory(cudaExternalMemory_t extMem)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDestroyExternalMemory_intercepted(extMem, __builtin_return_address(0));
    return ocr_impl_cudaDestroyExternalMemory(extMem);
}

__typeof__(cudaImportExternalSemaphore) ocr_impl_cudaImportExternalSemaphore __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaImportExternalSemaphore_intercepted(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaImportExternalSemaphore, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaImportExternalSemaphore", &ocr_e))
        ocr_e = ocr_impl_cudaImportExternalSemaphore(extSem_out, semHandleDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, extSem_out, ocr_e == cudaSuccess && extSem_out != NULL ? (uint64_t)(uintptr_t)*extSem_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)semHandleDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaImportExternalSemaphore_intercepted(extSem_out, semHandleDesc, __builtin_return_address(0));
    return ocr_impl_cudaImportExternalSemaphore(extSem_out, semHandleDesc);
}

__typeof__(cudaSignalExternalSemaphoresAsync) ocr_impl_cudaSignalExternalSemaphoresAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaSignalExternalSemaphoresAsync_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaSignalExternalSemaphoresAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaSignalExternalSemaphoresAsync", &ocr_e))
        ocr_e = ocr_impl_cudaSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
        ocr_put(&ocr_c, (uint64_t)numExtSems);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaSignalExternalSemaphoresAsync_intercepted(extSemArray, paramsArray, numExtSems, stream, __builtin_return_address(0));
    return ocr_impl_cudaSignalExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}

__typeof__(cudaSignalExternalSemaphoresAsync) cudaSignalExternalSemaphoresAsync_ptsz;
__typeof__(cudaSignalExternalSemaphoresAsync) ocr_impl_cudaSignalExternalSemaphoresAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaSignalExternalSemaphoresAsync_ptsz_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaSignalExternalSemaphoresAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaSignalExternalSemaphoresAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaSignalExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
        ocr_put(&ocr_c, (uint64_t)numExtSems);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaSignalExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaSignalExternalSemaphoresAsync_ptsz_intercepted(extSemArray, paramsArray, numExtSems, stream, __builtin_return_address(0));
    return ocr_impl_cudaSignalExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream);
}

__typeof__(cudaWaitExternalSemaphoresAsync) ocr_impl_cudaWaitExternalSemaphoresAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaWaitExternalSemaphoresAsync_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaWaitExternalSemaphoresAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaWaitExternalSemaphoresAsync", &ocr_e))
        ocr_e = ocr_impl_cudaWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
        ocr_put(&ocr_c, (uint64_t)numExtSems);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaWaitExternalSemaphoresAsync_intercepted(extSemArray, paramsArray, numExtSems, stream, __builtin_return_address(0));
    return ocr_impl_cudaWaitExternalSemaphoresAsync(extSemArray, paramsArray, numExtSems, stream);
}

__typeof__(cudaWaitExternalSemaphoresAsync) cudaWaitExternalSemaphoresAsync_ptsz;
__typeof__(cudaWaitExternalSemaphoresAsync) ocr_impl_cudaWaitExternalSemaphoresAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaWaitExternalSemaphoresAsync_ptsz_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaWaitExternalSemaphoresAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaWaitExternalSemaphoresAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaWaitExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSemArray);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)paramsArray);
        ocr_put(&ocr_c, (uint64_t)numExtSems);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaWaitExternalSemaphoresAsync_ptsz(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaWaitExternalSemaphoresAsync_ptsz_intercepted(extSemArray, paramsArray, numExtSems, stream, __builtin_return_address(0));
    return ocr_impl_cudaWaitExternalSemaphoresAsync_ptsz(extSemArray, paramsArray, numExtSems, stream);
}

__typeof__(cudaDestroyExternalSemaphore) ocr_impl_cudaDestroyExternalSemaphore __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDestroyExternalSemaphore_intercepted(cudaExternalSemaphore_t extSem, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDestroyExternalSemaphore, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDestroyExternalSemaphore", &ocr_e))
        ocr_e = ocr_impl_cudaDestroyExternalSemaphore(extSem);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSem);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDestroyExternalSemaphore_intercepted(extSem, __builtin_return_address(0));
    return ocr_impl_cudaDestroyExternalSemaphore(extSem);
}

__typeof__(cudaLaunchKernel) ocr_impl_cudaLaunchKernel __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchKernel_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernel, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchKernel", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
        ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_put(&ocr_c, (uint64_t)sharedMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchKernel_intercepted(func, gridDim, blockDim, args, sharedMem, stream, __builtin_return_address(0));
    return ocr_impl_cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream);
}

__typeof__(cudaLaunchKernel) cudaLaunchKernel_ptsz;
__typeof__(cudaLaunchKernel) ocr_impl_cudaLaunchKernel_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchKernel_ptsz_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernel_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchKernel_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
        ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_put(&ocr_c, (uint64_t)sharedMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchKernel_ptsz_intercepted(func, gridDim, blockDim, args, sharedMem, stream, __builtin_return_address(0));
    return ocr_impl_cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
}

__typeof__(cudaLaunchKernelExC) ocr_impl_cudaLaunchKernelExC __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchKernelExC_intercepted(const cudaLaunchConfig_t *config, const void *func, void **args, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernelExC, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchKernelExC", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, config != NULL ? config->stream : NULL, false);
        ocr_e = ocr_impl_cudaLaunchKernelExC(config, func, args);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_launch_config(&ocr_c, config);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchKernelExC_intercepted(config, func, args, __builtin_return_address(0));
    return ocr_impl_cudaLaunchKernelExC(config, func, args);
}

__typeof__(cudaLaunchKernelExC) cudaLaunchKernelExC_ptsz;
__typeof__(cudaLaunchKernelExC) ocr_impl_cudaLaunchKernelExC_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchKernelExC_ptsz_intercepted(const cudaLaunchConfig_t *config, const void *func, void **args, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernelExC_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchKernelExC_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, config != NULL ? config->stream : NULL, true);
        ocr_e = ocr_impl_cudaLaunchKernelExC_ptsz(config, func, args);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_launch_config(&ocr_c, config);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchKernelExC_ptsz_intercepted(config, func, args, __builtin_return_address(0));
    return ocr_impl_cudaLaunchKernelExC_ptsz(config, func, args);
}

__typeof__(cudaLaunchCooperativeKernel) ocr_impl_cudaLaunchCooperativeKernel __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchCooperativeKernel_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchCooperativeKernel, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchCooperativeKernel", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaLaunchCooperativeKernel(func, gridDim, blockDim, args, sharedMem, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
        ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_put(&ocr_c, (uint64_t)sharedMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchCooperativeKernel_intercepted(func, gridDim, blockDim, args, sharedMem, stream, __builtin_return_address(0));
    return ocr_impl_cudaLaunchCooperativeKernel(func, gridDim, blockDim, args, sharedMem, stream);
}

__typeof__(cudaLaunchCooperativeKernel) cudaLaunchCooperativeKernel_ptsz;
__typeof__(cudaLaunchCooperativeKernel) ocr_impl_cudaLaunchCooperativeKernel_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchCooperativeKernel_ptsz_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchCooperativeKernel_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchCooperativeKernel_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaLaunchCooperativeKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
        ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_put(&ocr_c, (uint64_t)sharedMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchCooperativeKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchCooperativeKernel_ptsz_intercepted(func, gridDim, blockDim, args, sharedMem, stream, __builtin_return_address(0));
    return ocr_impl_cudaLaunchCooperativeKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
}

__typeof__(cudaFuncSetCacheConfig) ocr_impl_cudaFuncSetCacheConfig __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFuncSetCacheConfig_intercepted(const void *func, enum cudaFuncCache cacheConfig, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFuncSetCacheConfig, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFuncSetCacheConfig", &ocr_e))
        ocr_e = ocr_impl_cudaFuncSetCacheConfig(func, cacheConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)cacheConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFuncSetCacheConfig_intercepted(func, cacheConfig, __builtin_return_address(0));
    return ocr_impl_cudaFuncSetCacheConfig(func, cacheConfig);
}

__typeof__(cudaFuncGetAttributes) ocr_impl_cudaFuncGetAttributes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFuncGetAttributes_intercepted(struct cudaFuncAttributes *attr, const void *func, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFuncGetAttributes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFuncGetAttributes", &ocr_e))
        ocr_e = ocr_impl_cudaFuncGetAttributes(attr, func);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attr);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFuncGetAttributes_intercepted(attr, func, __builtin_return_address(0));
    return ocr_impl_cudaFuncGetAttributes(attr, func);
}

__typeof__(cudaFuncSetAttribute) ocr_impl_cudaFuncSetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFuncSetAttribute_intercepted(const void *func, enum cudaFuncAttribute attr, int value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFuncSetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFuncSetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaFuncSetAttribute(func, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFuncSetAttribute_intercepted(func, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaFuncSetAttribute(func, attr, value);
}

__typeof__(cudaFuncGetName) ocr_impl_cudaFuncGetName __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFuncGetName_intercepted(const char **name, const void *func, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFuncGetName, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFuncGetName", &ocr_e))
        ocr_e = ocr_impl_cudaFuncGetName(name, func);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)name);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFuncGetName(const char **name, const void *func)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFuncGetName_intercepted(name, func, __builtin_return_address(0));
    return ocr_impl_cudaFuncGetName(name, func);
}

__typeof__(cudaFuncGetParamInfo) ocr_impl_cudaFuncGetParamInfo __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFuncGetParamInfo_intercepted(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFuncGetParamInfo, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFuncGetParamInfo", &ocr_e))
        ocr_e = ocr_impl_cudaFuncGetParamInfo(func, paramIndex, paramOffset, paramSize);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)paramIndex);
        ocr_put_out(&ocr_c, paramOffset, ocr_e == cudaSuccess && paramOffset != NULL ? (uint64_t)(uintptr_t)*paramOffset : 0);
        ocr_put_out(&ocr_c, paramSize, ocr_e == cudaSuccess && paramSize != NULL ? (uint64_t)(uintptr_t)*paramSize : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFuncGetParamInfo_intercepted(func, paramIndex, paramOffset, paramSize, __builtin_return_address(0));
    return ocr_impl_cudaFuncGetParamInfo(func, paramIndex, paramOffset, paramSize);
}

__typeof__(cudaLaunchHostFunc) ocr_impl_cudaLaunchHostFunc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchHostFunc_intercepted(cudaStream_t stream, cudaHostFn_t fn, void *userData, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchHostFunc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchHostFunc", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaLaunchHostFunc(stream, fn, userData);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchHostFunc_intercepted(stream, fn, userData, __builtin_return_address(0));
    return ocr_impl_cudaLaunchHostFunc(stream, fn, userData);
}

__typeof__(cudaLaunchHostFunc) cudaLaunchHostFunc_ptsz;
__typeof__(cudaLaunchHostFunc) ocr_impl_cudaLaunchHostFunc_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLaunchHostFunc_ptsz_intercepted(cudaStream_t stream, cudaHostFn_t fn, void *userData, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchHostFunc_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLaunchHostFunc_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaLaunchHostFunc_ptsz(stream, fn, userData);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLaunchHostFunc_ptsz_intercepted(stream, fn, userData, __builtin_return_address(0));
    return ocr_impl_cudaLaunchHostFunc_ptsz(stream, fn, userData);
}

__typeof__(cudaFuncSetSharedMemConfig) ocr_impl_cudaFuncSetSharedMemConfig __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFuncSetSharedMemConfig_intercepted(const void *func, enum cudaSharedMemConfig config, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFuncSetSharedMemConfig, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFuncSetSharedMemConfig", &ocr_e))
        ocr_e = ocr_impl_cudaFuncSetSharedMemConfig(func, config);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)config);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFuncSetSharedMemConfig_intercepted(func, config, __builtin_return_address(0));
    return ocr_impl_cudaFuncSetSharedMemConfig(func, config);
}

__typeof__(cudaOccupancyMaxActiveBlocksPerMultiprocessor) ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessor __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor_intercepted(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxActiveBlocksPerMultiprocessor, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaOccupancyMaxActiveBlocksPerMultiprocessor", &ocr_e))
        ocr_e = ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, numBlocks, ocr_e == cudaSuccess && numBlocks != NULL ? (uint64_t)(uintptr_t)*numBlocks : 0);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)blockSize);
        ocr_put(&ocr_c, (uint64_t)dynamicSMemSize);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaOccupancyMaxActiveBlocksPerMultiprocessor_intercepted(numBlocks, func, blockSize, dynamicSMemSize, __builtin_return_address(0));
    return ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSMemSize);
}

__typeof__(cudaOccupancyAvailableDynamicSMemPerBlock) ocr_impl_cudaOccupancyAvailableDynamicSMemPerBlock __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock_intercepted(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyAvailableDynamicSMemPerBlock, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaOccupancyAvailableDynamicSMemPerBlock", &ocr_e))
        ocr_e = ocr_impl_cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, dynamicSmemSize, ocr_e == cudaSuccess && dynamicSmemSize != NULL ? (uint64_t)(uintptr_t)*dynamicSmemSize : 0);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)numBlocks);
        ocr_put(&ocr_c, (uint64_t)blockSize);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaOccupancyAvailableDynamicSMemPerBlock_intercepted(dynamicSmemSize, func, numBlocks, blockSize, __builtin_return_address(0));
    return ocr_impl_cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, func, numBlocks, blockSize);
}

__typeof__(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags) ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags_intercepted(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", &ocr_e))
        ocr_e = ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, numBlocks, ocr_e == cudaSuccess && numBlocks != NULL ? (uint64_t)(uintptr_t)*numBlocks : 0);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)blockSize);
        ocr_put(&ocr_c, (uint64_t)dynamicSMemSize);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags_intercepted(numBlocks, func, blockSize, dynamicSMemSize, flags, __builtin_return_address(0));
    return ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSMemSize, flags);
}

__typeof__(cudaOccupancyMaxPotentialClusterSize) ocr_impl_cudaOccupancyMaxPotentialClusterSize __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaOccupancyMaxPotentialClusterSize_intercepted(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxPotentialClusterSize, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaOccupancyMaxPotentialClusterSize", &ocr_e))
        ocr_e = ocr_impl_cudaOccupancyMaxPotentialClusterSize(clusterSize, func, launchConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, clusterSize, ocr_e == cudaSuccess && clusterSize != NULL ? (uint64_t)(uintptr_t)*clusterSize : 0);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_launch_config(&ocr_c, launchConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaOccupancyMaxPotentialClusterSize_intercepted(clusterSize, func, launchConfig, __builtin_return_address(0));
    return ocr_impl_cudaOccupancyMaxPotentialClusterSize(clusterSize, func, launchConfig);
}

__typeof__(cudaOccupancyMaxActiveClusters) ocr_impl_cudaOccupancyMaxActiveClusters __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaOccupancyMaxActiveClusters_intercepted(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxActiveClusters, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaOccupancyMaxActiveClusters", &ocr_e))
        ocr_e = ocr_impl_cudaOccupancyMaxActiveClusters(numClusters, func, launchConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, numClusters, ocr_e == cudaSuccess && numClusters != NULL ? (uint64_t)(uintptr_t)*numClusters : 0);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_launch_config(&ocr_c, launchConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaOccupancyMaxActiveClusters(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaOccupancyMaxActiveClusters_intercepted(numClusters, func, launchConfig, __builtin_return_address(0));
    return ocr_impl_cudaOccupancyMaxActiveClusters(numClusters, func, launchConfig);
}

__typeof__(cudaMallocManaged) ocr_impl_cudaMallocManaged __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocManaged_intercepted(void **devPtr, size_t size, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocManaged, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocManaged", &ocr_e))
        ocr_e = ocr_impl_cudaMallocManaged(devPtr, size, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocManaged(void **devPtr, size_t size, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocManaged_intercepted(devPtr, size, flags, __builtin_return_address(0));
    return ocr_impl_cudaMallocManaged(devPtr, size, flags);
}

__typeof__(cudaMalloc) ocr_impl_cudaMalloc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMalloc_intercepted(void **devPtr, size_t size, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMalloc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMalloc", &ocr_e))
        ocr_e = ocr_impl_cudaMalloc(devPtr, size);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMalloc_intercepted(devPtr, size, __builtin_return_address(0));
    return ocr_impl_cudaMalloc(devPtr, size);
}

__typeof__(cudaMallocHost) ocr_impl_cudaMallocHost __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocHost_intercepted(void **ptr, size_t size, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocHost, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocHost", &ocr_e))
        ocr_e = ocr_impl_cudaMallocHost(ptr, size);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocHost(void **ptr, size_t size)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocHost_intercepted(ptr, size, __builtin_return_address(0));
    return ocr_impl_cudaMallocHost(ptr, size);
}

__typeof__(cudaMallocPitch) ocr_impl_cudaMallocPitch __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocPitch_intercepted(void **devPtr, size_t *pitch, size_t width, size_t height, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocPitch, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocPitch", &ocr_e))
        ocr_e = ocr_impl_cudaMallocPitch(devPtr, pitch, width, height);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put_out(&ocr_c, pitch, ocr_e == cudaSuccess && pitch != NULL ? (uint64_t)(uintptr_t)*pitch : 0);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocPitch_intercepted(devPtr, pitch, width, height, __builtin_return_address(0));
    return ocr_impl_cudaMallocPitch(devPtr, pitch, width, height);
}

__typeof__(cudaMallocArray) ocr_impl_cudaMallocArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocArray_intercepted(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocArray", &ocr_e))
        ocr_e = ocr_impl_cudaMallocArray(array, desc, width, height, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, array, ocr_e == cudaSuccess && array != NULL ? (uint64_t)(uintptr_t)*array : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocArray(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocArray_intercepted(array, desc, width, height, flags, __builtin_return_address(0));
    return ocr_impl_cudaMallocArray(array, desc, width, height, flags);
}

__typeof__(cudaFree) ocr_impl_cudaFree __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFree_intercepted(void *devPtr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFree, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFree", &ocr_e))
        ocr_e = ocr_impl_cudaFree(devPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFree(void *devPtr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFree_intercepted(devPtr, __builtin_return_address(0));
    return ocr_impl_cudaFree(devPtr);
}

__typeof__(cudaFreeHost) ocr_impl_cudaFreeHost __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFreeHost_intercepted(void *ptr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFreeHost, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFreeHost", &ocr_e))
        ocr_e = ocr_impl_cudaFreeHost(ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFreeHost(void *ptr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFreeHost_intercepted(ptr, __builtin_return_address(0));
    return ocr_impl_cudaFreeHost(ptr);
}

__typeof__(cudaFreeArray) ocr_impl_cudaFreeArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFreeArray_intercepted(cudaArray_t array, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFreeArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFreeArray", &ocr_e))
        ocr_e = ocr_impl_cudaFreeArray(array);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFreeArray(cudaArray_t array)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFreeArray_intercepted(array, __builtin_return_address(0));
    return ocr_impl_cudaFreeArray(array);
}

__typeof__(cudaFreeMipmappedArray) ocr_impl_cudaFreeMipmappedArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFreeMipmappedArray_intercepted(cudaMipmappedArray_t mipmappedArray, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFreeMipmappedArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFreeMipmappedArray", &ocr_e))
        ocr_e = ocr_impl_cudaFreeMipmappedArray(mipmappedArray);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmappedArray);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFreeMipmappedArray_intercepted(mipmappedArray, __builtin_return_address(0));
    return ocr_impl_cudaFreeMipmappedArray(mipmappedArray);
}

__typeof__(cudaHostAlloc) ocr_impl_cudaHostAlloc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaHostAlloc_intercepted(void **pHost, size_t size, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaHostAlloc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaHostAlloc", &ocr_e))
        ocr_e = ocr_impl_cudaHostAlloc(pHost, size, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pHost, ocr_e == cudaSuccess && pHost != NULL ? (uint64_t)(uintptr_t)*pHost : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaHostAlloc(void **pHost, size_t size, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaHostAlloc_intercepted(pHost, size, flags, __builtin_return_address(0));
    return ocr_impl_cudaHostAlloc(pHost, size, flags);
}

__typeof__(cudaHostRegister) ocr_impl_cudaHostRegister __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaHostRegister_intercepted(void *ptr, size_t size, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaHostRegister, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaHostRegister", &ocr_e))
        ocr_e = ocr_impl_cudaHostRegister(ptr, size, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaHostRegister(void *ptr, size_t size, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaHostRegister_intercepted(ptr, size, flags, __builtin_return_address(0));
    return ocr_impl_cudaHostRegister(ptr, size, flags);
}

__typeof__(cudaHostUnregister) ocr_impl_cudaHostUnregister __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaHostUnregister_intercepted(void *ptr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaHostUnregister, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaHostUnregister", &ocr_e))
        ocr_e = ocr_impl_cudaHostUnregister(ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaHostUnregister(void *ptr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaHostUnregister_intercepted(ptr, __builtin_return_address(0));
    return ocr_impl_cudaHostUnregister(ptr);
}

__typeof__(cudaHostGetDevicePointer) ocr_impl_cudaHostGetDevicePointer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaHostGetDevicePointer_intercepted(void **pDevice, void *pHost, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaHostGetDevicePointer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaHostGetDevicePointer", &ocr_e))
        ocr_e = ocr_impl_cudaHostGetDevicePointer(pDevice, pHost, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pDevice, ocr_e == cudaSuccess && pDevice != NULL ? (uint64_t)(uintptr_t)*pDevice : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pHost);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaHostGetDevicePointer_intercepted(pDevice, pHost, flags, __builtin_return_address(0));
    return ocr_impl_cudaHostGetDevicePointer(pDevice, pHost, flags);
}

__typeof__(cudaHostGetFlags) ocr_impl_cudaHostGetFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaHostGetFlags_intercepted(unsigned int *pFlags, void *pHost, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaHostGetFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaHostGetFlags", &ocr_e))
        ocr_e = ocr_impl_cudaHostGetFlags(pFlags, pHost);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pFlags, ocr_e == cudaSuccess && pFlags != NULL ? (uint64_t)(uintptr_t)*pFlags : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pHost);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaHostGetFlags(unsigned int *pFlags, void *pHost)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaHostGetFlags_intercepted(pFlags, pHost, __builtin_return_address(0));
    return ocr_impl_cudaHostGetFlags(pFlags, pHost);
}

__typeof__(cudaMalloc3D) ocr_impl_cudaMalloc3D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMalloc3D_intercepted(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMalloc3D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMalloc3D", &ocr_e))
        ocr_e = ocr_impl_cudaMalloc3D(pitchedDevPtr, extent);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pitchedDevPtr);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMalloc3D(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMalloc3D_intercepted(pitchedDevPtr, extent, __builtin_return_address(0));
    return ocr_impl_cudaMalloc3D(pitchedDevPtr, extent);
}

__typeof__(cudaMalloc3DArray) ocr_impl_cudaMalloc3DArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMalloc3DArray_intercepted(cudaArray_t *array, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMalloc3DArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMalloc3DArray", &ocr_e))
        ocr_e = ocr_impl_cudaMalloc3DArray(array, desc, extent, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, array, ocr_e == cudaSuccess && array != NULL ? (uint64_t)(uintptr_t)*array : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMalloc3DArray_intercepted(array, desc, extent, flags, __builtin_return_address(0));
    return ocr_impl_cudaMalloc3DArray(array, desc, extent, flags);
}

__typeof__(cudaMallocMipmappedArray) ocr_impl_cudaMallocMipmappedArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocMipmappedArray_intercepted(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocMipmappedArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocMipmappedArray", &ocr_e))
        ocr_e = ocr_impl_cudaMallocMipmappedArray(mipmappedArray, desc, extent, numLevels, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, mipmappedArray, ocr_e == cudaSuccess && mipmappedArray != NULL ? (uint64_t)(uintptr_t)*mipmappedArray : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_put(&ocr_c, (uint64_t)numLevels);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocMipmappedArray_intercepted(mipmappedArray, desc, extent, numLevels, flags, __builtin_return_address(0));
    return ocr_impl_cudaMallocMipmappedArray(mipmappedArray, desc, extent, numLevels, flags);
}

__typeof__(cudaGetMipmappedArrayLevel) ocr_impl_cudaGetMipmappedArrayLevel __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetMipmappedArrayLevel_intercepted(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetMipmappedArrayLevel, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetMipmappedArrayLevel", &ocr_e))
        ocr_e = ocr_impl_cudaGetMipmappedArrayLevel(levelArray, mipmappedArray, level);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, levelArray, ocr_e == cudaSuccess && levelArray != NULL ? (uint64_t)(uintptr_t)*levelArray : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmappedArray);
        ocr_put(&ocr_c, (uint64_t)level);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetMipmappedArrayLevel(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetMipmappedArrayLevel_intercepted(levelArray, mipmappedArray, level, __builtin_return_address(0));
    return ocr_impl_cudaGetMipmappedArrayLevel(levelArray, mipmappedArray, level);
}

__typeof__(cudaMemcpy3D) ocr_impl_cudaMemcpy3D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3D_intercepted(const struct cudaMemcpy3DParms *p, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3D", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpy3D(p);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3D(const struct cudaMemcpy3DParms *p)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3D_intercepted(p, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3D(p);
}

__typeof__(cudaMemcpy3D) cudaMemcpy3D_ptds;
__typeof__(cudaMemcpy3D) ocr_impl_cudaMemcpy3D_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3D_ptds_intercepted(const struct cudaMemcpy3DParms *p, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3D_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3D_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpy3D_ptds(p);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3D_ptds(const struct cudaMemcpy3DParms *p)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3D_ptds_intercepted(p, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3D_ptds(p);
}

__typeof__(cudaMemcpy3DPeer) ocr_impl_cudaMemcpy3DPeer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DPeer_intercepted(const struct cudaMemcpy3DPeerParms *p, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DPeer", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpy3DPeer(p);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DPeer_intercepted(p, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DPeer(p);
}

__typeof__(cudaMemcpy3DPeer) cudaMemcpy3DPeer_ptds;
__typeof__(cudaMemcpy3DPeer) ocr_impl_cudaMemcpy3DPeer_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DPeer_ptds_intercepted(const struct cudaMemcpy3DPeerParms *p, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeer_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DPeer_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpy3DPeer_ptds(p);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DPeer_ptds(const struct cudaMemcpy3DPeerParms *p)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DPeer_ptds_intercepted(p, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DPeer_ptds(p);
}

__typeof__(cudaMemcpy3DAsync) ocr_impl_cudaMemcpy3DAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DAsync_intercepted(const struct cudaMemcpy3DParms *p, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpy3DAsync(p, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DAsync_intercepted(p, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DAsync(p, stream);
}

__typeof__(cudaMemcpy3DAsync) cudaMemcpy3DAsync_ptsz;
__typeof__(cudaMemcpy3DAsync) ocr_impl_cudaMemcpy3DAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DAsync_ptsz_intercepted(const struct cudaMemcpy3DParms *p, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpy3DAsync_ptsz(p, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DAsync_ptsz(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DAsync_ptsz_intercepted(p, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DAsync_ptsz(p, stream);
}

__typeof__(cudaMemcpy3DPeerAsync) ocr_impl_cudaMemcpy3DPeerAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DPeerAsync_intercepted(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeerAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DPeerAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpy3DPeerAsync(p, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DPeerAsync_intercepted(p, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DPeerAsync(p, stream);
}

__typeof__(cudaMemcpy3DPeerAsync) cudaMemcpy3DPeerAsync_ptsz;
__typeof__(cudaMemcpy3DPeerAsync) ocr_impl_cudaMemcpy3DPeerAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DPeerAsync_ptsz_intercepted(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeerAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DPeerAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpy3DPeerAsync_ptsz(p, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DPeerAsync_ptsz(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DPeerAsync_ptsz_intercepted(p, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DPeerAsync_ptsz(p, stream);
}

__typeof__(cudaMemGetInfo) ocr_impl_cudaMemGetInfo __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemGetInfo_intercepted(size_t *free, size_t *total, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemGetInfo, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemGetInfo", &ocr_e))
        ocr_e = ocr_impl_cudaMemGetInfo(free, total);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, free, ocr_e == cudaSuccess && free != NULL ? (uint64_t)(uintptr_t)*free : 0);
        ocr_put_out(&ocr_c, total, ocr_e == cudaSuccess && total != NULL ? (uint64_t)(uintptr_t)*total : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemGetInfo(size_t *free, size_t *total)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemGetInfo_intercepted(free, total, __builtin_return_address(0));
    return ocr_impl_cudaMemGetInfo(free, total);
}

__typeof__(cudaArrayGetInfo) ocr_impl_cudaArrayGetInfo __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaArrayGetInfo_intercepted(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetInfo, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaArrayGetInfo", &ocr_e))
        ocr_e = ocr_impl_cudaArrayGetInfo(desc, extent, flags, array);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extent);
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaArrayGetInfo_intercepted(desc, extent, flags, array, __builtin_return_address(0));
    return ocr_impl_cudaArrayGetInfo(desc, extent, flags, array);
}

__typeof__(cudaArrayGetPlane) ocr_impl_cudaArrayGetPlane __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaArrayGetPlane_intercepted(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetPlane, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaArrayGetPlane", &ocr_e))
        ocr_e = ocr_impl_cudaArrayGetPlane(pPlaneArray, hArray, planeIdx);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pPlaneArray, ocr_e == cudaSuccess && pPlaneArray != NULL ? (uint64_t)(uintptr_t)*pPlaneArray : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hArray);
        ocr_put(&ocr_c, (uint64_t)planeIdx);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaArrayGetPlane_intercepted(pPlaneArray, hArray, planeIdx, __builtin_return_address(0));
    return ocr_impl_cudaArrayGetPlane(pPlaneArray, hArray, planeIdx);
}

__typeof__(cudaArrayGetMemoryRequirements) ocr_impl_cudaArrayGetMemoryRequirements __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaArrayGetMemoryRequirements_intercepted(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetMemoryRequirements, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaArrayGetMemoryRequirements", &ocr_e))
        ocr_e = ocr_impl_cudaArrayGetMemoryRequirements(memoryRequirements, array, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memoryRequirements);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaArrayGetMemoryRequirements_intercepted(memoryRequirements, array, device, __builtin_return_address(0));
    return ocr_impl_cudaArrayGetMemoryRequirements(memoryRequirements, array, device);
}

__typeof__(cudaMipmappedArrayGetMemoryRequirements) ocr_impl_cudaMipmappedArrayGetMemoryRequirements __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMipmappedArrayGetMemoryRequirements_intercepted(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMipmappedArrayGetMemoryRequirements, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMipmappedArrayGetMemoryRequirements", &ocr_e))
        ocr_e = ocr_impl_cudaMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memoryRequirements);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmap);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMipmappedArrayGetMemoryRequirements_intercepted(memoryRequirements, mipmap, device, __builtin_return_address(0));
    return ocr_impl_cudaMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device);
}

__typeof__(cudaArrayGetSparseProperties) ocr_impl_cudaArrayGetSparseProperties __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaArrayGetSparseProperties_intercepted(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetSparseProperties, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaArrayGetSparseProperties", &ocr_e))
        ocr_e = ocr_impl_cudaArrayGetSparseProperties(sparseProperties, array);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sparseProperties);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaArrayGetSparseProperties_intercepted(sparseProperties, array, __builtin_return_address(0));
    return ocr_impl_cudaArrayGetSparseProperties(sparseProperties, array);
}

__typeof__(cudaMipmappedArrayGetSparseProperties) ocr_impl_cudaMipmappedArrayGetSparseProperties __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMipmappedArrayGetSparseProperties_intercepted(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMipmappedArrayGetSparseProperties, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMipmappedArrayGetSparseProperties", &ocr_e))
        ocr_e = ocr_impl_cudaMipmappedArrayGetSparseProperties(sparseProperties, mipmap);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sparseProperties);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmap);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMipmappedArrayGetSparseProperties_intercepted(sparseProperties, mipmap, __builtin_return_address(0));
    return ocr_impl_cudaMipmappedArrayGetSparseProperties(sparseProperties, mipmap);
}

__typeof__(cudaMemcpy) ocr_impl_cudaMemcpy __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpy(dst, src, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy_intercepted(dst, src, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy(dst, src, count, kind);
}

__typeof__(cudaMemcpy) cudaMemcpy_ptds;
__typeof__(cudaMemcpy) ocr_impl_cudaMemcpy_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy_ptds_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpy_ptds(dst, src, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy_ptds(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy_ptds_intercepted(dst, src, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy_ptds(dst, src, count, kind);
}

__typeof__(cudaMemcpyPeer) ocr_impl_cudaMemcpyPeer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyPeer_intercepted(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyPeer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyPeer", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpyPeer(dst, dstDevice, src, srcDevice, count);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dstDevice);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)srcDevice);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyPeer_intercepted(dst, dstDevice, src, srcDevice, count, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyPeer(dst, dstDevice, src, srcDevice, count);
}

__typeof__(cudaMemcpy2D) ocr_impl_cudaMemcpy2D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2D_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2D", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2D_intercepted(dst, dpitch, src, spitch, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}

__typeof__(cudaMemcpy2D) cudaMemcpy2D_ptds;
__typeof__(cudaMemcpy2D) ocr_impl_cudaMemcpy2D_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2D_ptds_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2D_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2D_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpy2D_ptds(dst, dpitch, src, spitch, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2D_ptds_intercepted(dst, dpitch, src, spitch, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2D_ptds(dst, dpitch, src, spitch, width, height, kind);
}

__typeof__(cudaMemcpy2DToArray) ocr_impl_cudaMemcpy2DToArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DToArray_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DToArray", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DToArray_intercepted(dst, wOffset, hOffset, src, spitch, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind);
}

__typeof__(cudaMemcpy2DToArray) cudaMemcpy2DToArray_ptds;
__typeof__(cudaMemcpy2DToArray) ocr_impl_cudaMemcpy2DToArray_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DToArray_ptds_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArray_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DToArray_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpy2DToArray_ptds(dst, wOffset, hOffset, src, spitch, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DToArray_ptds_intercepted(dst, wOffset, hOffset, src, spitch, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DToArray_ptds(dst, wOffset, hOffset, src, spitch, width, height, kind);
}

__typeof__(cudaMemcpy2DFromArray) ocr_impl_cudaMemcpy2DFromArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DFromArray_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DFromArray", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DFromArray_intercepted(dst, dpitch, src, wOffset, hOffset, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind);
}

__typeof__(cudaMemcpy2DFromArray) cudaMemcpy2DFromArray_ptds;
__typeof__(cudaMemcpy2DFromArray) ocr_impl_cudaMemcpy2DFromArray_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DFromArray_ptds_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArray_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DFromArray_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpy2DFromArray_ptds(dst, dpitch, src, wOffset, hOffset, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DFromArray_ptds_intercepted(dst, dpitch, src, wOffset, hOffset, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DFromArray_ptds(dst, dpitch, src, wOffset, hOffset, width, height, kind);
}

__typeof__(cudaMemcpy2DArrayToArray) ocr_impl_cudaMemcpy2DArrayToArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DArrayToArray_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DArrayToArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DArrayToArray", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpy2DArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffsetDst);
        ocr_put(&ocr_c, (uint64_t)hOffsetDst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DArrayToArray_intercepted(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
}

__typeof__(cudaMemcpy2DArrayToArray) cudaMemcpy2DArrayToArray_ptds;
__typeof__(cudaMemcpy2DArrayToArray) ocr_impl_cudaMemcpy2DArrayToArray_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DArrayToArray_ptds_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DArrayToArray_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DArrayToArray_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpy2DArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffsetDst);
        ocr_put(&ocr_c, (uint64_t)hOffsetDst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DArrayToArray_ptds_intercepted(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
}

__typeof__(cudaMemcpyToSymbol) ocr_impl_cudaMemcpyToSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToSymbol_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToSymbol", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpyToSymbol(symbol, src, count, offset, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToSymbol_intercepted(symbol, src, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}

__typeof__(cudaMemcpyToSymbol) cudaMemcpyToSymbol_ptds;
__typeof__(cudaMemcpyToSymbol) ocr_impl_cudaMemcpyToSymbol_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToSymbol_ptds_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbol_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToSymbol_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpyToSymbol_ptds(symbol, src, count, offset, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToSymbol_ptds_intercepted(symbol, src, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToSymbol_ptds(symbol, src, count, offset, kind);
}

__typeof__(cudaMemcpyFromSymbol) ocr_impl_cudaMemcpyFromSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromSymbol_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromSymbol", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromSymbol_intercepted(dst, symbol, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}

__typeof__(cudaMemcpyFromSymbol) cudaMemcpyFromSymbol_ptds;
__typeof__(cudaMemcpyFromSymbol) ocr_impl_cudaMemcpyFromSymbol_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromSymbol_ptds_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbol_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromSymbol_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpyFromSymbol_ptds(dst, symbol, count, offset, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromSymbol_ptds(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromSymbol_ptds_intercepted(dst, symbol, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromSymbol_ptds(dst, symbol, count, offset, kind);
}

__typeof__(cudaMemcpyAsync) ocr_impl_cudaMemcpyAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyAsync_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpyAsync(dst, src, count, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyAsync_intercepted(dst, src, count, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyAsync(dst, src, count, kind, stream);
}

__typeof__(cudaMemcpyAsync) cudaMemcpyAsync_ptsz;
__typeof__(cudaMemcpyAsync) ocr_impl_cudaMemcpyAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyAsync_ptsz_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpyAsync_ptsz(dst, src, count, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyAsync_ptsz_intercepted(dst, src, count, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyAsync_ptsz(dst, src, count, kind, stream);
}

__typeof__(cudaMemcpyPeerAsync) ocr_impl_cudaMemcpyPeerAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyPeerAsync_intercepted(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyPeerAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyPeerAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, count, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dstDevice);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)srcDevice);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyPeerAsync_intercepted(dst, dstDevice, src, srcDevice, count, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, count, stream);
}

__typeof__(cudaMemcpyBatchAsync) ocr_impl_cudaMemcpyBatchAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyBatchAsync_intercepted(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyBatchAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyBatchAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dsts);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)srcs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrsIdxs);
        ocr_put(&ocr_c, (uint64_t)numAttrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyBatchAsync_intercepted(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
}

__typeof__(cudaMemcpyBatchAsync) cudaMemcpyBatchAsync_ptsz;
__typeof__(cudaMemcpyBatchAsync) ocr_impl_cudaMemcpyBatchAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyBatchAsync_ptsz_intercepted(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyBatchAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyBatchAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dsts);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)srcs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attrsIdxs);
        ocr_put(&ocr_c, (uint64_t)numAttrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyBatchAsync_ptsz(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyBatchAsync_ptsz_intercepted(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
}

__typeof__(cudaMemcpy3DBatchAsync) ocr_impl_cudaMemcpy3DBatchAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DBatchAsync_intercepted(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DBatchAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DBatchAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpy3DBatchAsync(numOps, opList, flags, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)numOps);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)opList);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DBatchAsync_intercepted(numOps, opList, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DBatchAsync(numOps, opList, flags, stream);
}

__typeof__(cudaMemcpy3DBatchAsync) cudaMemcpy3DBatchAsync_ptsz;
__typeof__(cudaMemcpy3DBatchAsync) ocr_impl_cudaMemcpy3DBatchAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy3DBatchAsync_ptsz_intercepted(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DBatchAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy3DBatchAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpy3DBatchAsync_ptsz(numOps, opList, flags, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)numOps);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)opList);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy3DBatchAsync_ptsz(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy3DBatchAsync_ptsz_intercepted(numOps, opList, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy3DBatchAsync_ptsz(numOps, opList, flags, stream);
}

__typeof__(cudaMemcpy2DAsync) ocr_impl_cudaMemcpy2DAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DAsync_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DAsync_intercepted(dst, dpitch, src, spitch, width, height, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream);
}

__typeof__(cudaMemcpy2DAsync) cudaMemcpy2DAsync_ptsz;
__typeof__(cudaMemcpy2DAsync) ocr_impl_cudaMemcpy2DAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DAsync_ptsz_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpy2DAsync_ptsz(dst, dpitch, src, spitch, width, height, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DAsync_ptsz_intercepted(dst, dpitch, src, spitch, width, height, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DAsync_ptsz(dst, dpitch, src, spitch, width, height, kind, stream);
}

__typeof__(cudaMemcpy2DToArrayAsync) ocr_impl_cudaMemcpy2DToArrayAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DToArrayAsync_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArrayAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DToArrayAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DToArrayAsync_intercepted(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
}

__typeof__(cudaMemcpy2DToArrayAsync) cudaMemcpy2DToArrayAsync_ptsz;
__typeof__(cudaMemcpy2DToArrayAsync) ocr_impl_cudaMemcpy2DToArrayAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DToArrayAsync_ptsz_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArrayAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DToArrayAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpy2DToArrayAsync_ptsz(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)spitch);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DToArrayAsync_ptsz_intercepted(dst, wOffset, hOffset, src, spitch, width, height, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DToArrayAsync_ptsz(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
}

__typeof__(cudaMemcpy2DFromArrayAsync) ocr_impl_cudaMemcpy2DFromArrayAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DFromArrayAsync_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArrayAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DFromArrayAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DFromArrayAsync_intercepted(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
}

__typeof__(cudaMemcpy2DFromArrayAsync) cudaMemcpy2DFromArrayAsync_ptsz;
__typeof__(cudaMemcpy2DFromArrayAsync) ocr_impl_cudaMemcpy2DFromArrayAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpy2DFromArrayAsync_ptsz_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArrayAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpy2DFromArrayAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpy2DFromArrayAsync_ptsz(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)dpitch);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpy2DFromArrayAsync_ptsz(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpy2DFromArrayAsync_ptsz_intercepted(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpy2DFromArrayAsync_ptsz(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
}

__typeof__(cudaMemcpyToSymbolAsync) ocr_impl_cudaMemcpyToSymbolAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToSymbolAsync_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbolAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToSymbolAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpyToSymbolAsync(symbol, src, count, offset, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToSymbolAsync_intercepted(symbol, src, count, offset, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToSymbolAsync(symbol, src, count, offset, kind, stream);
}

__typeof__(cudaMemcpyToSymbolAsync) cudaMemcpyToSymbolAsync_ptsz;
__typeof__(cudaMemcpyToSymbolAsync) ocr_impl_cudaMemcpyToSymbolAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToSymbolAsync_ptsz_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbolAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToSymbolAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpyToSymbolAsync_ptsz(symbol, src, count, offset, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToSymbolAsync_ptsz(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToSymbolAsync_ptsz_intercepted(symbol, src, count, offset, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToSymbolAsync_ptsz(symbol, src, count, offset, kind, stream);
}

__typeof__(cudaMemcpyFromSymbolAsync) ocr_impl_cudaMemcpyFromSymbolAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromSymbolAsync_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbolAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromSymbolAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpyFromSymbolAsync(dst, symbol, count, offset, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromSymbolAsync_intercepted(dst, symbol, count, offset, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromSymbolAsync(dst, symbol, count, offset, kind, stream);
}

__typeof__(cudaMemcpyFromSymbolAsync) cudaMemcpyFromSymbolAsync_ptsz;
__typeof__(cudaMemcpyFromSymbolAsync) ocr_impl_cudaMemcpyFromSymbolAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromSymbolAsync_ptsz_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbolAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromSymbolAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpyFromSymbolAsync_ptsz(dst, symbol, count, offset, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromSymbolAsync_ptsz(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromSymbolAsync_ptsz_intercepted(dst, symbol, count, offset, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromSymbolAsync_ptsz(dst, symbol, count, offset, kind, stream);
}

__typeof__(cudaMemset) ocr_impl_cudaMemset __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset_intercepted(void *devPtr, int value, size_t count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemset(devPtr, value, count);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset_intercepted(devPtr, value, count, __builtin_return_address(0));
    return ocr_impl_cudaMemset(devPtr, value, count);
}

__typeof__(cudaMemset) cudaMemset_ptds;
__typeof__(cudaMemset) ocr_impl_cudaMemset_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset_ptds_intercepted(void *devPtr, int value, size_t count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemset_ptds(devPtr, value, count);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset_ptds(void *devPtr, int value, size_t count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset_ptds_intercepted(devPtr, value, count, __builtin_return_address(0));
    return ocr_impl_cudaMemset_ptds(devPtr, value, count);
}

__typeof__(cudaMemset2D) ocr_impl_cudaMemset2D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset2D_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset2D", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemset2D(devPtr, pitch, value, width, height);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)pitch);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset2D_intercepted(devPtr, pitch, value, width, height, __builtin_return_address(0));
    return ocr_impl_cudaMemset2D(devPtr, pitch, value, width, height);
}

__typeof__(cudaMemset2D) cudaMemset2D_ptds;
__typeof__(cudaMemset2D) ocr_impl_cudaMemset2D_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset2D_ptds_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2D_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset2D_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemset2D_ptds(devPtr, pitch, value, width, height);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)pitch);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset2D_ptds(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset2D_ptds_intercepted(devPtr, pitch, value, width, height, __builtin_return_address(0));
    return ocr_impl_cudaMemset2D_ptds(devPtr, pitch, value, width, height);
}

__typeof__(cudaMemset3D) ocr_impl_cudaMemset3D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset3D_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset3D", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemset3D(pitchedDevPtr, value, extent);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset3D_intercepted(pitchedDevPtr, value, extent, __builtin_return_address(0));
    return ocr_impl_cudaMemset3D(pitchedDevPtr, value, extent);
}

__typeof__(cudaMemset3D) cudaMemset3D_ptds;
__typeof__(cudaMemset3D) ocr_impl_cudaMemset3D_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset3D_ptds_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3D_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset3D_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemset3D_ptds(pitchedDevPtr, value, extent);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset3D_ptds_intercepted(pitchedDevPtr, value, extent, __builtin_return_address(0));
    return ocr_impl_cudaMemset3D_ptds(pitchedDevPtr, value, extent);
}

__typeof__(cudaMemsetAsync) ocr_impl_cudaMemsetAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemsetAsync_intercepted(void *devPtr, int value, size_t count, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemsetAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemsetAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemsetAsync(devPtr, value, count, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemsetAsync_intercepted(devPtr, value, count, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemsetAsync(devPtr, value, count, stream);
}

__typeof__(cudaMemsetAsync) cudaMemsetAsync_ptsz;
__typeof__(cudaMemsetAsync) ocr_impl_cudaMemsetAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemsetAsync_ptsz_intercepted(void *devPtr, int value, size_t count, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemsetAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemsetAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemsetAsync_ptsz(devPtr, value, count, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemsetAsync_ptsz_intercepted(devPtr, value, count, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemsetAsync_ptsz(devPtr, value, count, stream);
}

__typeof__(cudaMemset2DAsync) ocr_impl_cudaMemset2DAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset2DAsync_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2DAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset2DAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemset2DAsync(devPtr, pitch, value, width, height, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)pitch);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset2DAsync_intercepted(devPtr, pitch, value, width, height, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemset2DAsync(devPtr, pitch, value, width, height, stream);
}

__typeof__(cudaMemset2DAsync) cudaMemset2DAsync_ptsz;
__typeof__(cudaMemset2DAsync) ocr_impl_cudaMemset2DAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset2DAsync_ptsz_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2DAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset2DAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemset2DAsync_ptsz(devPtr, pitch, value, width, height, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)pitch);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset2DAsync_ptsz(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset2DAsync_ptsz_intercepted(devPtr, pitch, value, width, height, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemset2DAsync_ptsz(devPtr, pitch, value, width, height, stream);
}

__typeof__(cudaMemset3DAsync) ocr_impl_cudaMemset3DAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset3DAsync_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3DAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset3DAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemset3DAsync(pitchedDevPtr, value, extent, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset3DAsync_intercepted(pitchedDevPtr, value, extent, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemset3DAsync(pitchedDevPtr, value, extent, stream);
}

__typeof__(cudaMemset3DAsync) cudaMemset3DAsync_ptsz;
__typeof__(cudaMemset3DAsync) ocr_impl_cudaMemset3DAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemset3DAsync_ptsz_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3DAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemset3DAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemset3DAsync_ptsz(pitchedDevPtr, value, extent, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemset3DAsync_ptsz_intercepted(pitchedDevPtr, value, extent, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemset3DAsync_ptsz(pitchedDevPtr, value, extent, stream);
}

__typeof__(cudaGetSymbolAddress) ocr_impl_cudaGetSymbolAddress __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetSymbolAddress_intercepted(void **devPtr, const void *symbol, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetSymbolAddress, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetSymbolAddress", &ocr_e))
        ocr_e = ocr_impl_cudaGetSymbolAddress(devPtr, symbol);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetSymbolAddress(void **devPtr, const void *symbol)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetSymbolAddress_intercepted(devPtr, symbol, __builtin_return_address(0));
    return ocr_impl_cudaGetSymbolAddress(devPtr, symbol);
}

__typeof__(cudaGetSymbolSize) ocr_impl_cudaGetSymbolSize __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetSymbolSize_intercepted(size_t *size, const void *symbol, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetSymbolSize, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetSymbolSize", &ocr_e))
        ocr_e = ocr_impl_cudaGetSymbolSize(size, symbol);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetSymbolSize(size_t *size, const void *symbol)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetSymbolSize_intercepted(size, symbol, __builtin_return_address(0));
    return ocr_impl_cudaGetSymbolSize(size, symbol);
}

__typeof__(cudaMemPrefetchAsync) ocr_impl_cudaMemPrefetchAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPrefetchAsync_intercepted(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPrefetchAsync", &ocr_e))
        ocr_e = ocr_impl_cudaMemPrefetchAsync(devPtr, count, location, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put_bytes(&ocr_c, &location, sizeof location);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPrefetchAsync_intercepted(devPtr, count, location, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemPrefetchAsync(devPtr, count, location, flags, stream);
}

__typeof__(cudaMemPrefetchAsync) cudaMemPrefetchAsync_ptsz;
__typeof__(cudaMemPrefetchAsync) ocr_impl_cudaMemPrefetchAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPrefetchAsync_ptsz_intercepted(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPrefetchAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaMemPrefetchAsync_ptsz(devPtr, count, location, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put_bytes(&ocr_c, &location, sizeof location);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPrefetchAsync_ptsz_intercepted(devPtr, count, location, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemPrefetchAsync_ptsz(devPtr, count, location, flags, stream);
}

__typeof__(cudaMemPrefetchBatchAsync) ocr_impl_cudaMemPrefetchBatchAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPrefetchBatchAsync_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchBatchAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPrefetchBatchAsync", &ocr_e))
        ocr_e = ocr_impl_cudaMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
        ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPrefetchBatchAsync_intercepted(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

__typeof__(cudaMemPrefetchBatchAsync) cudaMemPrefetchBatchAsync_ptsz;
__typeof__(cudaMemPrefetchBatchAsync) ocr_impl_cudaMemPrefetchBatchAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPrefetchBatchAsync_ptsz_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchBatchAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPrefetchBatchAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaMemPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
        ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPrefetchBatchAsync_ptsz_intercepted(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

__typeof__(cudaMemDiscardBatchAsync) ocr_impl_cudaMemDiscardBatchAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemDiscardBatchAsync_intercepted(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardBatchAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemDiscardBatchAsync", &ocr_e))
        ocr_e = ocr_impl_cudaMemDiscardBatchAsync(dptrs, sizes, count, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemDiscardBatchAsync_intercepted(dptrs, sizes, count, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemDiscardBatchAsync(dptrs, sizes, count, flags, stream);
}

__typeof__(cudaMemDiscardBatchAsync) cudaMemDiscardBatchAsync_ptsz;
__typeof__(cudaMemDiscardBatchAsync) ocr_impl_cudaMemDiscardBatchAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemDiscardBatchAsync_ptsz_intercepted(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardBatchAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemDiscardBatchAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaMemDiscardBatchAsync_ptsz(dptrs, sizes, count, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemDiscardBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemDiscardBatchAsync_ptsz_intercepted(dptrs, sizes, count, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemDiscardBatchAsync_ptsz(dptrs, sizes, count, flags, stream);
}

__typeof__(cudaMemDiscardAndPrefetchBatchAsync) ocr_impl_cudaMemDiscardAndPrefetchBatchAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemDiscardAndPrefetchBatchAsync_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardAndPrefetchBatchAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemDiscardAndPrefetchBatchAsync", &ocr_e))
        ocr_e = ocr_impl_cudaMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
        ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemDiscardAndPrefetchBatchAsync_intercepted(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemDiscardAndPrefetchBatchAsync(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

__typeof__(cudaMemDiscardAndPrefetchBatchAsync) cudaMemDiscardAndPrefetchBatchAsync_ptsz;
__typeof__(cudaMemDiscardAndPrefetchBatchAsync) ocr_impl_cudaMemDiscardAndPrefetchBatchAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemDiscardAndPrefetchBatchAsync_ptsz_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardAndPrefetchBatchAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemDiscardAndPrefetchBatchAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaMemDiscardAndPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptrs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sizes);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocs);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prefetchLocIdxs);
        ocr_put(&ocr_c, (uint64_t)numPrefetchLocs);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemDiscardAndPrefetchBatchAsync_ptsz(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemDiscardAndPrefetchBatchAsync_ptsz_intercepted(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemDiscardAndPrefetchBatchAsync_ptsz(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream);
}

__typeof__(cudaMemAdvise) ocr_impl_cudaMemAdvise __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemAdvise_intercepted(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemAdvise, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemAdvise", &ocr_e))
        ocr_e = ocr_impl_cudaMemAdvise(devPtr, count, advice, location);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)advice);
        ocr_put_bytes(&ocr_c, &location, sizeof location);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemAdvise_intercepted(devPtr, count, advice, location, __builtin_return_address(0));
    return ocr_impl_cudaMemAdvise(devPtr, count, advice, location);
}

__typeof__(cudaMemRangeGetAttribute) ocr_impl_cudaMemRangeGetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemRangeGetAttribute_intercepted(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemRangeGetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemRangeGetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaMemRangeGetAttribute(data, dataSize, attribute, devPtr, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)data);
        ocr_put(&ocr_c, (uint64_t)dataSize);
        ocr_put(&ocr_c, (uint64_t)attribute);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemRangeGetAttribute(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemRangeGetAttribute_intercepted(data, dataSize, attribute, devPtr, count, __builtin_return_address(0));
    return ocr_impl_cudaMemRangeGetAttribute(data, dataSize, attribute, devPtr, count);
}

__typeof__(cudaMemRangeGetAttributes) ocr_impl_cudaMemRangeGetAttributes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemRangeGetAttributes_intercepted(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemRangeGetAttributes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemRangeGetAttributes", &ocr_e))
        ocr_e = ocr_impl_cudaMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)data);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dataSizes);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attributes);
        ocr_put(&ocr_c, (uint64_t)numAttributes);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemRangeGetAttributes(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemRangeGetAttributes_intercepted(data, dataSizes, attributes, numAttributes, devPtr, count, __builtin_return_address(0));
    return ocr_impl_cudaMemRangeGetAttributes(data, dataSizes, attributes, numAttributes, devPtr, count);
}

__typeof__(cudaMemcpyToArray) ocr_impl_cudaMemcpyToArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToArray_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToArray", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToArray_intercepted(dst, wOffset, hOffset, src, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind);
}

__typeof__(cudaMemcpyToArray) cudaMemcpyToArray_ptds;
__typeof__(cudaMemcpyToArray) ocr_impl_cudaMemcpyToArray_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToArray_ptds_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArray_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToArray_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpyToArray_ptds(dst, wOffset, hOffset, src, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToArray_ptds_intercepted(dst, wOffset, hOffset, src, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToArray_ptds(dst, wOffset, hOffset, src, count, kind);
}

__typeof__(cudaMemcpyFromArray) ocr_impl_cudaMemcpyFromArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromArray_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromArray", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromArray_intercepted(dst, src, wOffset, hOffset, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind);
}

__typeof__(cudaMemcpyFromArray) cudaMemcpyFromArray_ptds;
__typeof__(cudaMemcpyFromArray) ocr_impl_cudaMemcpyFromArray_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromArray_ptds_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArray_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromArray_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpyFromArray_ptds(dst, src, wOffset, hOffset, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromArray_ptds_intercepted(dst, src, wOffset, hOffset, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromArray_ptds(dst, src, wOffset, hOffset, count, kind);
}

__typeof__(cudaMemcpyArrayToArray) ocr_impl_cudaMemcpyArrayToArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyArrayToArray_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyArrayToArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyArrayToArray", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, false);
        ocr_e = ocr_impl_cudaMemcpyArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffsetDst);
        ocr_put(&ocr_c, (uint64_t)hOffsetDst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyArrayToArray_intercepted(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
}

__typeof__(cudaMemcpyArrayToArray) cudaMemcpyArrayToArray_ptds;
__typeof__(cudaMemcpyArrayToArray) ocr_impl_cudaMemcpyArrayToArray_ptds __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyArrayToArray_ptds_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyArrayToArray_ptds, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyArrayToArray_ptds", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, NULL, true);
        ocr_e = ocr_impl_cudaMemcpyArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffsetDst);
        ocr_put(&ocr_c, (uint64_t)hOffsetDst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)hOffsetSrc);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyArrayToArray_ptds(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyArrayToArray_ptds_intercepted(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
}

__typeof__(cudaMemcpyToArrayAsync) ocr_impl_cudaMemcpyToArrayAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToArrayAsync_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArrayAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToArrayAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpyToArrayAsync(dst, wOffset, hOffset, src, count, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToArrayAsync_intercepted(dst, wOffset, hOffset, src, count, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToArrayAsync(dst, wOffset, hOffset, src, count, kind, stream);
}

__typeof__(cudaMemcpyToArrayAsync) cudaMemcpyToArrayAsync_ptsz;
__typeof__(cudaMemcpyToArrayAsync) ocr_impl_cudaMemcpyToArrayAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyToArrayAsync_ptsz_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArrayAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyToArrayAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpyToArrayAsync_ptsz(dst, wOffset, hOffset, src, count, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyToArrayAsync_ptsz_intercepted(dst, wOffset, hOffset, src, count, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyToArrayAsync_ptsz(dst, wOffset, hOffset, src, count, kind, stream);
}

__typeof__(cudaMemcpyFromArrayAsync) ocr_impl_cudaMemcpyFromArrayAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromArrayAsync_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArrayAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromArrayAsync", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaMemcpyFromArrayAsync(dst, src, wOffset, hOffset, count, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromArrayAsync_intercepted(dst, src, wOffset, hOffset, count, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromArrayAsync(dst, src, wOffset, hOffset, count, kind, stream);
}

__typeof__(cudaMemcpyFromArrayAsync) cudaMemcpyFromArrayAsync_ptsz;
__typeof__(cudaMemcpyFromArrayAsync) ocr_impl_cudaMemcpyFromArrayAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemcpyFromArrayAsync_ptsz_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArrayAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemcpyFromArrayAsync_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaMemcpyFromArrayAsync_ptsz(dst, src, wOffset, hOffset, count, kind, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)wOffset);
        ocr_put(&ocr_c, (uint64_t)hOffset);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemcpyFromArrayAsync_ptsz(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemcpyFromArrayAsync_ptsz_intercepted(dst, src, wOffset, hOffset, count, kind, stream, __builtin_return_address(0));
    return ocr_impl_cudaMemcpyFromArrayAsync_ptsz(dst, src, wOffset, hOffset, count, kind, stream);
}

__typeof__(cudaMallocAsync) ocr_impl_cudaMallocAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocAsync_intercepted(void **devPtr, size_t size, cudaStream_t hStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocAsync", &ocr_e))
        ocr_e = ocr_impl_cudaMallocAsync(devPtr, size, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocAsync_intercepted(devPtr, size, hStream, __builtin_return_address(0));
    return ocr_impl_cudaMallocAsync(devPtr, size, hStream);
}

__typeof__(cudaMallocAsync) cudaMallocAsync_ptsz;
__typeof__(cudaMallocAsync) ocr_impl_cudaMallocAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocAsync_ptsz_intercepted(void **devPtr, size_t size, cudaStream_t hStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaMallocAsync_ptsz(devPtr, size, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocAsync_ptsz(void **devPtr, size_t size, cudaStream_t hStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocAsync_ptsz_intercepted(devPtr, size, hStream, __builtin_return_address(0));
    return ocr_impl_cudaMallocAsync_ptsz(devPtr, size, hStream);
}

__typeof__(cudaFreeAsync) ocr_impl_cudaFreeAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFreeAsync_intercepted(void *devPtr, cudaStream_t hStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFreeAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFreeAsync", &ocr_e))
        ocr_e = ocr_impl_cudaFreeAsync(devPtr, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFreeAsync(void *devPtr, cudaStream_t hStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFreeAsync_intercepted(devPtr, hStream, __builtin_return_address(0));
    return ocr_impl_cudaFreeAsync(devPtr, hStream);
}

__typeof__(cudaFreeAsync) cudaFreeAsync_ptsz;
__typeof__(cudaFreeAsync) ocr_impl_cudaFreeAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaFreeAsync_ptsz_intercepted(void *devPtr, cudaStream_t hStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaFreeAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaFreeAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaFreeAsync_ptsz(devPtr, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaFreeAsync_ptsz(void *devPtr, cudaStream_t hStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaFreeAsync_ptsz_intercepted(devPtr, hStream, __builtin_return_address(0));
    return ocr_impl_cudaFreeAsync_ptsz(devPtr, hStream);
}

__typeof__(cudaMemPoolTrimTo) ocr_impl_cudaMemPoolTrimTo __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolTrimTo_intercepted(cudaMemPool_t memPool, size_t minBytesToKeep, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolTrimTo, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolTrimTo", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolTrimTo(memPool, minBytesToKeep);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)minBytesToKeep);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolTrimTo_intercepted(memPool, minBytesToKeep, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolTrimTo(memPool, minBytesToKeep);
}

__typeof__(cudaMemPoolSetAttribute) ocr_impl_cudaMemPoolSetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolSetAttribute_intercepted(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolSetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolSetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolSetAttribute(memPool, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolSetAttribute_intercepted(memPool, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolSetAttribute(memPool, attr, value);
}

__typeof__(cudaMemPoolGetAttribute) ocr_impl_cudaMemPoolGetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolGetAttribute_intercepted(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolGetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolGetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolGetAttribute(memPool, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolGetAttribute_intercepted(memPool, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolGetAttribute(memPool, attr, value);
}

__typeof__(cudaMemPoolSetAccess) ocr_impl_cudaMemPoolSetAccess __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolSetAccess_intercepted(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolSetAccess, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolSetAccess", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolSetAccess(memPool, descList, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)descList);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolSetAccess(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolSetAccess_intercepted(memPool, descList, count, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolSetAccess(memPool, descList, count);
}

__typeof__(cudaMemPoolGetAccess) ocr_impl_cudaMemPoolGetAccess __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolGetAccess_intercepted(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolGetAccess, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolGetAccess", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolGetAccess(flags, memPool, location);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolGetAccess_intercepted(flags, memPool, location, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolGetAccess(flags, memPool, location);
}

__typeof__(cudaMemPoolCreate) ocr_impl_cudaMemPoolCreate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolCreate_intercepted(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolCreate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolCreate", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolCreate(memPool, poolProps);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)poolProps);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolCreate(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolCreate_intercepted(memPool, poolProps, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolCreate(memPool, poolProps);
}

__typeof__(cudaMemPoolDestroy) ocr_impl_cudaMemPoolDestroy __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolDestroy_intercepted(cudaMemPool_t memPool, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolDestroy, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolDestroy", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolDestroy(memPool);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolDestroy(cudaMemPool_t memPool)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolDestroy_intercepted(memPool, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolDestroy(memPool);
}

__typeof__(cudaMemGetDefaultMemPool) ocr_impl_cudaMemGetDefaultMemPool __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemGetDefaultMemPool_intercepted(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemGetDefaultMemPool, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemGetDefaultMemPool", &ocr_e))
        ocr_e = ocr_impl_cudaMemGetDefaultMemPool(memPool, location, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemGetDefaultMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemGetDefaultMemPool_intercepted(memPool, location, type, __builtin_return_address(0));
    return ocr_impl_cudaMemGetDefaultMemPool(memPool, location, type);
}

__typeof__(cudaMemGetMemPool) ocr_impl_cudaMemGetMemPool __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemGetMemPool_intercepted(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemGetMemPool, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemGetMemPool", &ocr_e))
        ocr_e = ocr_impl_cudaMemGetMemPool(memPool, location, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemGetMemPool_intercepted(memPool, location, type, __builtin_return_address(0));
    return ocr_impl_cudaMemGetMemPool(memPool, location, type);
}

__typeof__(cudaMemSetMemPool) ocr_impl_cudaMemSetMemPool __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemSetMemPool_intercepted(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemSetMemPool, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemSetMemPool", &ocr_e))
        ocr_e = ocr_impl_cudaMemSetMemPool(location, type, memPool);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemSetMemPool(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemSetMemPool_intercepted(location, type, memPool, __builtin_return_address(0));
    return ocr_impl_cudaMemSetMemPool(location, type, memPool);
}

__typeof__(cudaMallocFromPoolAsync) ocr_impl_cudaMallocFromPoolAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocFromPoolAsync_intercepted(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocFromPoolAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocFromPoolAsync", &ocr_e))
        ocr_e = ocr_impl_cudaMallocFromPoolAsync(ptr, size, memPool, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocFromPoolAsync_intercepted(ptr, size, memPool, stream, __builtin_return_address(0));
    return ocr_impl_cudaMallocFromPoolAsync(ptr, size, memPool, stream);
}

__typeof__(cudaMallocFromPoolAsync) cudaMallocFromPoolAsync_ptsz;
__typeof__(cudaMallocFromPoolAsync) ocr_impl_cudaMallocFromPoolAsync_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMallocFromPoolAsync_ptsz_intercepted(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMallocFromPoolAsync_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMallocFromPoolAsync_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaMallocFromPoolAsync_ptsz(ptr, size, memPool, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMallocFromPoolAsync_ptsz(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMallocFromPoolAsync_ptsz_intercepted(ptr, size, memPool, stream, __builtin_return_address(0));
    return ocr_impl_cudaMallocFromPoolAsync_ptsz(ptr, size, memPool, stream);
}

__typeof__(cudaMemPoolExportToShareableHandle) ocr_impl_cudaMemPoolExportToShareableHandle __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolExportToShareableHandle_intercepted(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolExportToShareableHandle, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolExportToShareableHandle", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolExportToShareableHandle(shareableHandle, memPool, handleType, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)shareableHandle);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)handleType);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolExportToShareableHandle(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolExportToShareableHandle_intercepted(shareableHandle, memPool, handleType, flags, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolExportToShareableHandle(shareableHandle, memPool, handleType, flags);
}

__typeof__(cudaMemPoolImportFromShareableHandle) ocr_impl_cudaMemPoolImportFromShareableHandle __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolImportFromShareableHandle_intercepted(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolImportFromShareableHandle, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolImportFromShareableHandle", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolImportFromShareableHandle(memPool, shareableHandle, handleType, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)shareableHandle);
        ocr_put(&ocr_c, (uint64_t)handleType);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolImportFromShareableHandle_intercepted(memPool, shareableHandle, handleType, flags, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolImportFromShareableHandle(memPool, shareableHandle, handleType, flags);
}

__typeof__(cudaMemPoolExportPointer) ocr_impl_cudaMemPoolExportPointer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolExportPointer_intercepted(struct cudaMemPoolPtrExportData *exportData, void *ptr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolExportPointer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolExportPointer", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolExportPointer(exportData, ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)exportData);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolExportPointer_intercepted(exportData, ptr, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolExportPointer(exportData, ptr);
}

__typeof__(cudaMemPoolImportPointer) ocr_impl_cudaMemPoolImportPointer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaMemPoolImportPointer_intercepted(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolImportPointer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaMemPoolImportPointer", &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolImportPointer(ptr, memPool, exportData);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)exportData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaMemPoolImportPointer_intercepted(ptr, memPool, exportData, __builtin_return_address(0));
    return ocr_impl_cudaMemPoolImportPointer(ptr, memPool, exportData);
}

__typeof__(cudaPointerGetAttributes) ocr_impl_cudaPointerGetAttributes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaPointerGetAttributes_intercepted(struct cudaPointerAttributes *attributes, const void *ptr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaPointerGetAttributes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaPointerGetAttributes", &ocr_e))
        ocr_e = ocr_impl_cudaPointerGetAttributes(attributes, ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attributes);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaPointerGetAttributes_intercepted(attributes, ptr, __builtin_return_address(0));
    return ocr_impl_cudaPointerGetAttributes(attributes, ptr);
}

__typeof__(cudaDeviceCanAccessPeer) ocr_impl_cudaDeviceCanAccessPeer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceCanAccessPeer_intercepted(int *canAccessPeer, int device, int peerDevice, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceCanAccessPeer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceCanAccessPeer", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceCanAccessPeer(canAccessPeer, device, peerDevice);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, canAccessPeer, ocr_e == cudaSuccess && canAccessPeer != NULL ? (uint64_t)(uintptr_t)*canAccessPeer : 0);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)peerDevice);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceCanAccessPeer_intercepted(canAccessPeer, device, peerDevice, __builtin_return_address(0));
    return ocr_impl_cudaDeviceCanAccessPeer(canAccessPeer, device, peerDevice);
}

__typeof__(cudaDeviceEnablePeerAccess) ocr_impl_cudaDeviceEnablePeerAccess __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceEnablePeerAccess_intercepted(int peerDevice, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceEnablePeerAccess, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceEnablePeerAccess", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceEnablePeerAccess(peerDevice, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)peerDevice);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceEnablePeerAccess_intercepted(peerDevice, flags, __builtin_return_address(0));
    return ocr_impl_cudaDeviceEnablePeerAccess(peerDevice, flags);
}

__typeof__(cudaDeviceDisablePeerAccess) ocr_impl_cudaDeviceDisablePeerAccess __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceDisablePeerAccess_intercepted(int peerDevice, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceDisablePeerAccess, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceDisablePeerAccess", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceDisablePeerAccess(peerDevice);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)peerDevice);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceDisablePeerAccess(int peerDevice)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceDisablePeerAccess_intercepted(peerDevice, __builtin_return_address(0));
    return ocr_impl_cudaDeviceDisablePeerAccess(peerDevice);
}

__typeof__(cudaGraphicsUnregisterResource) ocr_impl_cudaGraphicsUnregisterResource __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsUnregisterResource_intercepted(cudaGraphicsResource_t resource, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsUnregisterResource, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsUnregisterResource", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsUnregisterResource(resource);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsUnregisterResource_intercepted(resource, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsUnregisterResource(resource);
}

__typeof__(cudaGraphicsResourceSetMapFlags) ocr_impl_cudaGraphicsResourceSetMapFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsResourceSetMapFlags_intercepted(cudaGraphicsResource_t resource, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceSetMapFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsResourceSetMapFlags", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsResourceSetMapFlags(resource, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsResourceSetMapFlags_intercepted(resource, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsResourceSetMapFlags(resource, flags);
}

__typeof__(cudaGraphicsMapResources) ocr_impl_cudaGraphicsMapResources __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsMapResources_intercepted(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsMapResources, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsMapResources", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsMapResources(count, resources, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsMapResources_intercepted(count, resources, stream, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsMapResources(count, resources, stream);
}

__typeof__(cudaGraphicsUnmapResources) ocr_impl_cudaGraphicsUnmapResources __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsUnmapResources_intercepted(int count, cudaGraphicsResource_t *resources, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsUnmapResources, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsUnmapResources", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsUnmapResources(count, resources, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsUnmapResources_intercepted(count, resources, stream, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsUnmapResources(count, resources, stream);
}

__typeof__(cudaGraphicsResourceGetMappedPointer) ocr_impl_cudaGraphicsResourceGetMappedPointer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsResourceGetMappedPointer_intercepted(void **devPtr, size_t *size, cudaGraphicsResource_t resource, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceGetMappedPointer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsResourceGetMappedPointer", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsResourceGetMappedPointer(devPtr, size, resource);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size, cudaGraphicsResource_t resource)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsResourceGetMappedPointer_intercepted(devPtr, size, resource, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsResourceGetMappedPointer(devPtr, size, resource);
}

__typeof__(cudaGraphicsSubResourceGetMappedArray) ocr_impl_cudaGraphicsSubResourceGetMappedArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsSubResourceGetMappedArray_intercepted(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsSubResourceGetMappedArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsSubResourceGetMappedArray", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsSubResourceGetMappedArray(array, resource, arrayIndex, mipLevel);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, array, ocr_e == cudaSuccess && array != NULL ? (uint64_t)(uintptr_t)*array : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)arrayIndex);
        ocr_put(&ocr_c, (uint64_t)mipLevel);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsSubResourceGetMappedArray_intercepted(array, resource, arrayIndex, mipLevel, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsSubResourceGetMappedArray(array, resource, arrayIndex, mipLevel);
}

__typeof__(cudaGraphicsResourceGetMappedMipmappedArray) ocr_impl_cudaGraphicsResourceGetMappedMipmappedArray __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsResourceGetMappedMipmappedArray_intercepted(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceGetMappedMipmappedArray, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsResourceGetMappedMipmappedArray", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsResourceGetMappedMipmappedArray(mipmappedArray, resource);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, mipmappedArray, ocr_e == cudaSuccess && mipmappedArray != NULL ? (uint64_t)(uintptr_t)*mipmappedArray : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsResourceGetMappedMipmappedArray_intercepted(mipmappedArray, resource, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsResourceGetMappedMipmappedArray(mipmappedArray, resource);
}

__typeof__(cudaGetChannelDesc) ocr_impl_cudaGetChannelDesc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetChannelDesc_intercepted(struct cudaChannelFormatDesc *desc, cudaArray_const_t array, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetChannelDesc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetChannelDesc", &ocr_e))
        ocr_e = ocr_impl_cudaGetChannelDesc(desc, array);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetChannelDesc(struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetChannelDesc_intercepted(desc, array, __builtin_return_address(0));
    return ocr_impl_cudaGetChannelDesc(desc, array);
}

__typeof__(cudaCreateTextureObject) ocr_impl_cudaCreateTextureObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaCreateTextureObject_intercepted(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaCreateTextureObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaCreateTextureObject", &ocr_e))
        ocr_e = ocr_impl_cudaCreateTextureObject(pTexObject, pResDesc, pTexDesc, pResViewDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pTexObject, ocr_e == cudaSuccess && pTexObject != NULL ? (uint64_t)(uintptr_t)*pTexObject : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pTexDesc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResViewDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaCreateTextureObject_intercepted(pTexObject, pResDesc, pTexDesc, pResViewDesc, __builtin_return_address(0));
    return ocr_impl_cudaCreateTextureObject(pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

__typeof__(cudaDestroyTextureObject) ocr_impl_cudaDestroyTextureObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDestroyTextureObject_intercepted(cudaTextureObject_t texObject, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDestroyTextureObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDestroyTextureObject", &ocr_e))
        ocr_e = ocr_impl_cudaDestroyTextureObject(texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDestroyTextureObject(cudaTextureObject_t texObject)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDestroyTextureObject_intercepted(texObject, __builtin_return_address(0));
    return ocr_impl_cudaDestroyTextureObject(texObject);
}

__typeof__(cudaGetTextureObjectResourceDesc) ocr_impl_cudaGetTextureObjectResourceDesc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetTextureObjectResourceDesc_intercepted(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetTextureObjectResourceDesc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetTextureObjectResourceDesc", &ocr_e))
        ocr_e = ocr_impl_cudaGetTextureObjectResourceDesc(pResDesc, texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetTextureObjectResourceDesc_intercepted(pResDesc, texObject, __builtin_return_address(0));
    return ocr_impl_cudaGetTextureObjectResourceDesc(pResDesc, texObject);
}

__typeof__(cudaGetTextureObjectTextureDesc) ocr_impl_cudaGetTextureObjectTextureDesc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetTextureObjectTextureDesc_intercepted(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetTextureObjectTextureDesc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetTextureObjectTextureDesc", &ocr_e))
        ocr_e = ocr_impl_cudaGetTextureObjectTextureDesc(pTexDesc, texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pTexDesc);
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetTextureObjectTextureDesc_intercepted(pTexDesc, texObject, __builtin_return_address(0));
    return ocr_impl_cudaGetTextureObjectTextureDesc(pTexDesc, texObject);
}

__typeof__(cudaGetTextureObjectResourceViewDesc) ocr_impl_cudaGetTextureObjectResourceViewDesc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetTextureObjectResourceViewDesc_intercepted(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetTextureObjectResourceViewDesc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetTextureObjectResourceViewDesc", &ocr_e))
        ocr_e = ocr_impl_cudaGetTextureObjectResourceViewDesc(pResViewDesc, texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResViewDesc);
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetTextureObjectResourceViewDesc_intercepted(pResViewDesc, texObject, __builtin_return_address(0));
    return ocr_impl_cudaGetTextureObjectResourceViewDesc(pResViewDesc, texObject);
}

__typeof__(cudaCreateSurfaceObject) ocr_impl_cudaCreateSurfaceObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaCreateSurfaceObject_intercepted(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaCreateSurfaceObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaCreateSurfaceObject", &ocr_e))
        ocr_e = ocr_impl_cudaCreateSurfaceObject(pSurfObject, pResDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pSurfObject, ocr_e == cudaSuccess && pSurfObject != NULL ? (uint64_t)(uintptr_t)*pSurfObject : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaCreateSurfaceObject_intercepted(pSurfObject, pResDesc, __builtin_return_address(0));
    return ocr_impl_cudaCreateSurfaceObject(pSurfObject, pResDesc);
}

__typeof__(cudaDestroySurfaceObject) ocr_impl_cudaDestroySurfaceObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDestroySurfaceObject_intercepted(cudaSurfaceObject_t surfObject, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDestroySurfaceObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDestroySurfaceObject", &ocr_e))
        ocr_e = ocr_impl_cudaDestroySurfaceObject(surfObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)surfObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDestroySurfaceObject_intercepted(surfObject, __builtin_return_address(0));
    return ocr_impl_cudaDestroySurfaceObject(surfObject);
}

__typeof__(cudaGetSurfaceObjectResourceDesc) ocr_impl_cudaGetSurfaceObjectResourceDesc __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetSurfaceObjectResourceDesc_intercepted(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetSurfaceObjectResourceDesc, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetSurfaceObjectResourceDesc", &ocr_e))
        ocr_e = ocr_impl_cudaGetSurfaceObjectResourceDesc(pResDesc, surfObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
        ocr_put(&ocr_c, (uint64_t)surfObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetSurfaceObjectResourceDesc_intercepted(pResDesc, surfObject, __builtin_return_address(0));
    return ocr_impl_cudaGetSurfaceObjectResourceDesc(pResDesc, surfObject);
}

__typeof__(cudaDriverGetVersion) ocr_impl_cudaDriverGetVersion __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDriverGetVersion_intercepted(int *driverVersion, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDriverGetVersion, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDriverGetVersion", &ocr_e))
        ocr_e = ocr_impl_cudaDriverGetVersion(driverVersion);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, driverVersion, ocr_e == cudaSuccess && driverVersion != NULL ? (uint64_t)(uintptr_t)*driverVersion : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDriverGetVersion(int *driverVersion)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDriverGetVersion_intercepted(driverVersion, __builtin_return_address(0));
    return ocr_impl_cudaDriverGetVersion(driverVersion);
}

__typeof__(cudaRuntimeGetVersion) ocr_impl_cudaRuntimeGetVersion __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaRuntimeGetVersion_intercepted(int *runtimeVersion, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaRuntimeGetVersion, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaRuntimeGetVersion", &ocr_e))
        ocr_e = ocr_impl_cudaRuntimeGetVersion(runtimeVersion);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, runtimeVersion, ocr_e == cudaSuccess && runtimeVersion != NULL ? (uint64_t)(uintptr_t)*runtimeVersion : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaRuntimeGetVersion_intercepted(runtimeVersion, __builtin_return_address(0));
    return ocr_impl_cudaRuntimeGetVersion(runtimeVersion);
}

__typeof__(cudaLogsRegisterCallback) ocr_impl_cudaLogsRegisterCallback __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLogsRegisterCallback_intercepted(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLogsRegisterCallback, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLogsRegisterCallback", &ocr_e))
        ocr_e = ocr_impl_cudaLogsRegisterCallback(callbackFunc, userData, callback_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackFunc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put_out(&ocr_c, callback_out, ocr_e == cudaSuccess && callback_out != NULL ? (uint64_t)(uintptr_t)*callback_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLogsRegisterCallback_intercepted(callbackFunc, userData, callback_out, __builtin_return_address(0));
    return ocr_impl_cudaLogsRegisterCallback(callbackFunc, userData, callback_out);
}

__typeof__(cudaLogsUnregisterCallback) ocr_impl_cudaLogsUnregisterCallback __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLogsUnregisterCallback_intercepted(cudaLogsCallbackHandle callback, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLogsUnregisterCallback, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLogsUnregisterCallback", &ocr_e))
        ocr_e = ocr_impl_cudaLogsUnregisterCallback(callback);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLogsUnregisterCallback_intercepted(callback, __builtin_return_address(0));
    return ocr_impl_cudaLogsUnregisterCallback(callback);
}

__typeof__(cudaLogsCurrent) ocr_impl_cudaLogsCurrent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLogsCurrent_intercepted(cudaLogIterator *iterator_out, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLogsCurrent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLogsCurrent", &ocr_e))
        ocr_e = ocr_impl_cudaLogsCurrent(iterator_out, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator_out);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLogsCurrent_intercepted(iterator_out, flags, __builtin_return_address(0));
    return ocr_impl_cudaLogsCurrent(iterator_out, flags);
}

__typeof__(cudaLogsDumpToFile) ocr_impl_cudaLogsDumpToFile __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLogsDumpToFile_intercepted(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLogsDumpToFile, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLogsDumpToFile", &ocr_e))
        ocr_e = ocr_impl_cudaLogsDumpToFile(iterator, pathToFile, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator);
        ocr_put_str(&ocr_c, pathToFile);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLogsDumpToFile_intercepted(iterator, pathToFile, flags, __builtin_return_address(0));
    return ocr_impl_cudaLogsDumpToFile(iterator, pathToFile, flags);
}

__typeof__(cudaLogsDumpToMemory) ocr_impl_cudaLogsDumpToMemory __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLogsDumpToMemory_intercepted(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLogsDumpToMemory, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLogsDumpToMemory", &ocr_e))
        ocr_e = ocr_impl_cudaLogsDumpToMemory(iterator, buffer, size, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)buffer);
        ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLogsDumpToMemory_intercepted(iterator, buffer, size, flags, __builtin_return_address(0));
    return ocr_impl_cudaLogsDumpToMemory(iterator, buffer, size, flags);
}

__typeof__(cudaGraphCreate) ocr_impl_cudaGraphCreate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphCreate_intercepted(cudaGraph_t *pGraph, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphCreate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphCreate", &ocr_e))
        ocr_e = ocr_impl_cudaGraphCreate(pGraph, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphCreate_intercepted(pGraph, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphCreate(pGraph, flags);
}

__typeof__(cudaGraphAddKernelNode) ocr_impl_cudaGraphAddKernelNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddKernelNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddKernelNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddKernelNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddKernelNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddKernelNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
}

__typeof__(cudaGraphKernelNodeGetParams) ocr_impl_cudaGraphKernelNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphKernelNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphKernelNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphKernelNodeGetParams(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphKernelNodeGetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphKernelNodeGetParams(node, pNodeParams);
}

__typeof__(cudaGraphKernelNodeSetParams) ocr_impl_cudaGraphKernelNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphKernelNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphKernelNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphKernelNodeSetParams(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphKernelNodeSetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphKernelNodeSetParams(node, pNodeParams);
}

__typeof__(cudaGraphKernelNodeCopyAttributes) ocr_impl_cudaGraphKernelNodeCopyAttributes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphKernelNodeCopyAttributes_intercepted(cudaGraphNode_t hDst, cudaGraphNode_t hSrc, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeCopyAttributes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphKernelNodeCopyAttributes", &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeCopyAttributes(hDst, hSrc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hDst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hSrc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphKernelNodeCopyAttributes_intercepted(hDst, hSrc, __builtin_return_address(0));
    return ocr_impl_cudaGraphKernelNodeCopyAttributes(hDst, hSrc);
}

__typeof__(cudaGraphKernelNodeGetAttribute) ocr_impl_cudaGraphKernelNodeGetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphKernelNodeGetAttribute_intercepted(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, cudaKernelNodeAttrValue *value_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeGetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphKernelNodeGetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeGetAttribute(hNode, attr, value_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, cudaKernelNodeAttrValue *value_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphKernelNodeGetAttribute_intercepted(hNode, attr, value_out, __builtin_return_address(0));
    return ocr_impl_cudaGraphKernelNodeGetAttribute(hNode, attr, value_out);
}

__typeof__(cudaGraphKernelNodeSetAttribute) ocr_impl_cudaGraphKernelNodeSetAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphKernelNodeSetAttribute_intercepted(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, const cudaKernelNodeAttrValue *value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeSetAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphKernelNodeSetAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeSetAttribute(hNode, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, const cudaKernelNodeAttrValue *value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphKernelNodeSetAttribute_intercepted(hNode, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaGraphKernelNodeSetAttribute(hNode, attr, value);
}

__typeof__(cudaGraphAddMemcpyNode) ocr_impl_cudaGraphAddMemcpyNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddMemcpyNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddMemcpyNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCopyParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddMemcpyNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, pCopyParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddMemcpyNode(pGraphNode, graph, pDependencies, numDependencies, pCopyParams);
}

__typeof__(cudaGraphAddMemcpyNodeToSymbol) ocr_impl_cudaGraphAddMemcpyNodeToSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddMemcpyNodeToSymbol_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNodeToSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddMemcpyNodeToSymbol", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddMemcpyNodeToSymbol(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddMemcpyNodeToSymbol_intercepted(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddMemcpyNodeToSymbol(pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind);
}

__typeof__(cudaGraphAddMemcpyNodeFromSymbol) ocr_impl_cudaGraphAddMemcpyNodeFromSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddMemcpyNodeFromSymbol_intercepted(cudaGraphNode_t* pGraphNode, cudaGraph_t graph, const cudaGraphNode_t* pDependencies, size_t numDependencies, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNodeFromSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddMemcpyNodeFromSymbol", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddMemcpyNodeFromSymbol(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t* pGraphNode, cudaGraph_t graph, const cudaGraphNode_t* pDependencies, size_t numDependencies, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddMemcpyNodeFromSymbol_intercepted(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddMemcpyNodeFromSymbol(pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind);
}

__typeof__(cudaGraphAddMemcpyNode1D) ocr_impl_cudaGraphAddMemcpyNode1D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddMemcpyNode1D_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNode1D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddMemcpyNode1D", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddMemcpyNode1D(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddMemcpyNode1D_intercepted(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddMemcpyNode1D(pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind);
}

__typeof__(cudaGraphMemcpyNodeGetParams) ocr_impl_cudaGraphMemcpyNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemcpyNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemcpyNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemcpyNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemcpyNodeGetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemcpyNodeGetParams(node, pNodeParams);
}

__typeof__(cudaGraphMemcpyNodeSetParams) ocr_impl_cudaGraphMemcpyNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemcpyNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemcpyNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemcpyNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemcpyNodeSetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemcpyNodeSetParams(node, pNodeParams);
}

__typeof__(cudaGraphMemcpyNodeSetParamsToSymbol) ocr_impl_cudaGraphMemcpyNodeSetParamsToSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol_intercepted(cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParamsToSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemcpyNodeSetParamsToSymbol", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemcpyNodeSetParamsToSymbol(node, symbol, src, count, offset, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemcpyNodeSetParamsToSymbol_intercepted(node, symbol, src, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemcpyNodeSetParamsToSymbol(node, symbol, src, count, offset, kind);
}

__typeof__(cudaGraphMemcpyNodeSetParamsFromSymbol) ocr_impl_cudaGraphMemcpyNodeSetParamsFromSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol_intercepted(cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParamsFromSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemcpyNodeSetParamsFromSymbol", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, symbol, count, offset, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemcpyNodeSetParamsFromSymbol_intercepted(node, dst, symbol, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, symbol, count, offset, kind);
}

__typeof__(cudaGraphMemcpyNodeSetParams1D) ocr_impl_cudaGraphMemcpyNodeSetParams1D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemcpyNodeSetParams1D_intercepted(cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParams1D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemcpyNodeSetParams1D", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemcpyNodeSetParams1D(node, dst, src, count, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemcpyNodeSetParams1D_intercepted(node, dst, src, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemcpyNodeSetParams1D(node, dst, src, count, kind);
}

__typeof__(cudaGraphAddMemsetNode) ocr_impl_cudaGraphAddMemsetNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddMemsetNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemsetNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddMemsetNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pMemsetParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddMemsetNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddMemsetNode(pGraphNode, graph, pDependencies, numDependencies, pMemsetParams);
}

__typeof__(cudaGraphMemsetNodeGetParams) ocr_impl_cudaGraphMemsetNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemsetNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemsetNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemsetNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemsetNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemsetNodeGetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemsetNodeGetParams(node, pNodeParams);
}

__typeof__(cudaGraphMemsetNodeSetParams) ocr_impl_cudaGraphMemsetNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemsetNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemsetNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemsetNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemsetNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemsetNodeSetParams(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemsetNodeSetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemsetNodeSetParams(node, pNodeParams);
}

__typeof__(cudaGraphAddHostNode) ocr_impl_cudaGraphAddHostNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddHostNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddHostNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddHostNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddHostNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddHostNode(pGraphNode, graph, pDependencies, numDependencies, pNodeParams);
}

__typeof__(cudaGraphHostNodeGetParams) ocr_impl_cudaGraphHostNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphHostNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphHostNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphHostNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphHostNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphHostNodeGetParams(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphHostNodeGetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphHostNodeGetParams(node, pNodeParams);
}

__typeof__(cudaGraphHostNodeSetParams) ocr_impl_cudaGraphHostNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphHostNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphHostNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphHostNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphHostNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphHostNodeSetParams(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphHostNodeSetParams_intercepted(node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphHostNodeSetParams(node, pNodeParams);
}

__typeof__(cudaGraphAddChildGraphNode) ocr_impl_cudaGraphAddChildGraphNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddChildGraphNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddChildGraphNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddChildGraphNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies, childGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)childGraph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddChildGraphNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, childGraph, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddChildGraphNode(pGraphNode, graph, pDependencies, numDependencies, childGraph);
}

__typeof__(cudaGraphChildGraphNodeGetGraph) ocr_impl_cudaGraphChildGraphNodeGetGraph __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphChildGraphNodeGetGraph_intercepted(cudaGraphNode_t node, cudaGraph_t *pGraph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphChildGraphNodeGetGraph, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphChildGraphNodeGetGraph", &ocr_e))
        ocr_e = ocr_impl_cudaGraphChildGraphNodeGetGraph(node, pGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphChildGraphNodeGetGraph_intercepted(node, pGraph, __builtin_return_address(0));
    return ocr_impl_cudaGraphChildGraphNodeGetGraph(node, pGraph);
}

__typeof__(cudaGraphAddEmptyNode) ocr_impl_cudaGraphAddEmptyNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddEmptyNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddEmptyNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddEmptyNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddEmptyNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddEmptyNode(pGraphNode, graph, pDependencies, numDependencies);
}

__typeof__(cudaGraphAddEventRecordNode) ocr_impl_cudaGraphAddEventRecordNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddEventRecordNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddEventRecordNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddEventRecordNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddEventRecordNode(pGraphNode, graph, pDependencies, numDependencies, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddEventRecordNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, event, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddEventRecordNode(pGraphNode, graph, pDependencies, numDependencies, event);
}

__typeof__(cudaGraphEventRecordNodeGetEvent) ocr_impl_cudaGraphEventRecordNodeGetEvent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphEventRecordNodeGetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t *event_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventRecordNodeGetEvent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphEventRecordNodeGetEvent", &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventRecordNodeGetEvent(node, event_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, event_out, ocr_e == cudaSuccess && event_out != NULL ? (uint64_t)(uintptr_t)*event_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphEventRecordNodeGetEvent_intercepted(node, event_out, __builtin_return_address(0));
    return ocr_impl_cudaGraphEventRecordNodeGetEvent(node, event_out);
}

__typeof__(cudaGraphEventRecordNodeSetEvent) ocr_impl_cudaGraphEventRecordNodeSetEvent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphEventRecordNodeSetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventRecordNodeSetEvent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphEventRecordNodeSetEvent", &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventRecordNodeSetEvent(node, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphEventRecordNodeSetEvent_intercepted(node, event, __builtin_return_address(0));
    return ocr_impl_cudaGraphEventRecordNodeSetEvent(node, event);
}

__typeof__(cudaGraphAddEventWaitNode) ocr_impl_cudaGraphAddEventWaitNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddEventWaitNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddEventWaitNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddEventWaitNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddEventWaitNode(pGraphNode, graph, pDependencies, numDependencies, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddEventWaitNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, event, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddEventWaitNode(pGraphNode, graph, pDependencies, numDependencies, event);
}

__typeof__(cudaGraphEventWaitNodeGetEvent) ocr_impl_cudaGraphEventWaitNodeGetEvent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphEventWaitNodeGetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t *event_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventWaitNodeGetEvent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphEventWaitNodeGetEvent", &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventWaitNodeGetEvent(node, event_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, event_out, ocr_e == cudaSuccess && event_out != NULL ? (uint64_t)(uintptr_t)*event_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphEventWaitNodeGetEvent_intercepted(node, event_out, __builtin_return_address(0));
    return ocr_impl_cudaGraphEventWaitNodeGetEvent(node, event_out);
}

__typeof__(cudaGraphEventWaitNodeSetEvent) ocr_impl_cudaGraphEventWaitNodeSetEvent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphEventWaitNodeSetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventWaitNodeSetEvent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphEventWaitNodeSetEvent", &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventWaitNodeSetEvent(node, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphEventWaitNodeSetEvent_intercepted(node, event, __builtin_return_address(0));
    return ocr_impl_cudaGraphEventWaitNodeSetEvent(node, event);
}

__typeof__(cudaGraphAddExternalSemaphoresSignalNode) ocr_impl_cudaGraphAddExternalSemaphoresSignalNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddExternalSemaphoresSignalNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddExternalSemaphoresSignalNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddExternalSemaphoresSignalNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddExternalSemaphoresSignalNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddExternalSemaphoresSignalNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddExternalSemaphoresSignalNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

__typeof__(cudaGraphExternalSemaphoresSignalNodeGetParams) ocr_impl_cudaGraphExternalSemaphoresSignalNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExternalSemaphoresSignalNodeGetParams_intercepted(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresSignalNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExternalSemaphoresSignalNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExternalSemaphoresSignalNodeGetParams_intercepted(hNode, params_out, __builtin_return_address(0));
    return ocr_impl_cudaGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out);
}

__typeof__(cudaGraphExternalSemaphoresSignalNodeSetParams) ocr_impl_cudaGraphExternalSemaphoresSignalNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExternalSemaphoresSignalNodeSetParams_intercepted(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresSignalNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExternalSemaphoresSignalNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExternalSemaphoresSignalNodeSetParams_intercepted(hNode, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams);
}

__typeof__(cudaGraphAddExternalSemaphoresWaitNode) ocr_impl_cudaGraphAddExternalSemaphoresWaitNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddExternalSemaphoresWaitNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddExternalSemaphoresWaitNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddExternalSemaphoresWaitNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddExternalSemaphoresWaitNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddExternalSemaphoresWaitNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddExternalSemaphoresWaitNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

__typeof__(cudaGraphExternalSemaphoresWaitNodeGetParams) ocr_impl_cudaGraphExternalSemaphoresWaitNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExternalSemaphoresWaitNodeGetParams_intercepted(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresWaitNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExternalSemaphoresWaitNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExternalSemaphoresWaitNodeGetParams_intercepted(hNode, params_out, __builtin_return_address(0));
    return ocr_impl_cudaGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out);
}

__typeof__(cudaGraphExternalSemaphoresWaitNodeSetParams) ocr_impl_cudaGraphExternalSemaphoresWaitNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExternalSemaphoresWaitNodeSetParams_intercepted(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresWaitNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExternalSemaphoresWaitNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExternalSemaphoresWaitNodeSetParams_intercepted(hNode, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams);
}

__typeof__(cudaGraphAddMemAllocNode) ocr_impl_cudaGraphAddMemAllocNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddMemAllocNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemAllocNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddMemAllocNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddMemAllocNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddMemAllocNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddMemAllocNode(pGraphNode, graph, pDependencies, numDependencies, nodeParams);
}

__typeof__(cudaGraphMemAllocNodeGetParams) ocr_impl_cudaGraphMemAllocNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemAllocNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemAllocNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemAllocNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemAllocNodeGetParams(node, params_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemAllocNodeGetParams_intercepted(node, params_out, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemAllocNodeGetParams(node, params_out);
}

__typeof__(cudaGraphAddMemFreeNode) ocr_impl_cudaGraphAddMemFreeNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddMemFreeNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemFreeNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddMemFreeNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddMemFreeNode(pGraphNode, graph, pDependencies, numDependencies, dptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddMemFreeNode_intercepted(pGraphNode, graph, pDependencies, numDependencies, dptr, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddMemFreeNode(pGraphNode, graph, pDependencies, numDependencies, dptr);
}

__typeof__(cudaGraphMemFreeNodeGetParams) ocr_impl_cudaGraphMemFreeNodeGetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphMemFreeNodeGetParams_intercepted(cudaGraphNode_t node, void *dptr_out, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemFreeNodeGetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphMemFreeNodeGetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemFreeNodeGetParams(node, dptr_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptr_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphMemFreeNodeGetParams_intercepted(node, dptr_out, __builtin_return_address(0));
    return ocr_impl_cudaGraphMemFreeNodeGetParams(node, dptr_out);
}

__typeof__(cudaDeviceGraphMemTrim) ocr_impl_cudaDeviceGraphMemTrim __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGraphMemTrim_intercepted(int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGraphMemTrim, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGraphMemTrim", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGraphMemTrim(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGraphMemTrim(int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGraphMemTrim_intercepted(device, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGraphMemTrim(device);
}

__typeof__(cudaDeviceGetGraphMemAttribute) ocr_impl_cudaDeviceGetGraphMemAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceGetGraphMemAttribute_intercepted(int device, enum cudaGraphMemAttributeType attr, void* value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetGraphMemAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceGetGraphMemAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetGraphMemAttribute(device, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void* value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceGetGraphMemAttribute_intercepted(device, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaDeviceGetGraphMemAttribute(device, attr, value);
}

__typeof__(cudaDeviceSetGraphMemAttribute) ocr_impl_cudaDeviceSetGraphMemAttribute __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaDeviceSetGraphMemAttribute_intercepted(int device, enum cudaGraphMemAttributeType attr, void* value, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetGraphMemAttribute, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaDeviceSetGraphMemAttribute", &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetGraphMemAttribute(device, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr, void* value)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaDeviceSetGraphMemAttribute_intercepted(device, attr, value, __builtin_return_address(0));
    return ocr_impl_cudaDeviceSetGraphMemAttribute(device, attr, value);
}

__typeof__(cudaGraphClone) ocr_impl_cudaGraphClone __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphClone_intercepted(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphClone, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphClone", &ocr_e))
        ocr_e = ocr_impl_cudaGraphClone(pGraphClone, originalGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphClone, ocr_e == cudaSuccess && pGraphClone != NULL ? (uint64_t)(uintptr_t)*pGraphClone : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)originalGraph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphClone_intercepted(pGraphClone, originalGraph, __builtin_return_address(0));
    return ocr_impl_cudaGraphClone(pGraphClone, originalGraph);
}

__typeof__(cudaGraphNodeFindInClone) ocr_impl_cudaGraphNodeFindInClone __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphNodeFindInClone_intercepted(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeFindInClone, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphNodeFindInClone", &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeFindInClone(pNode, originalNode, clonedGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pNode, ocr_e == cudaSuccess && pNode != NULL ? (uint64_t)(uintptr_t)*pNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)originalNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)clonedGraph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphNodeFindInClone_intercepted(pNode, originalNode, clonedGraph, __builtin_return_address(0));
    return ocr_impl_cudaGraphNodeFindInClone(pNode, originalNode, clonedGraph);
}

__typeof__(cudaGraphNodeGetType) ocr_impl_cudaGraphNodeGetType __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphNodeGetType_intercepted(cudaGraphNode_t node, enum cudaGraphNodeType *pType, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetType, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphNodeGetType", &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetType(node, pType);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, pType, ocr_e == cudaSuccess && pType != NULL ? (uint64_t)(uintptr_t)*pType : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphNodeGetType_intercepted(node, pType, __builtin_return_address(0));
    return ocr_impl_cudaGraphNodeGetType(node, pType);
}

__typeof__(cudaGraphGetNodes) ocr_impl_cudaGraphGetNodes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphGetNodes_intercepted(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphGetNodes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphGetNodes", &ocr_e))
        ocr_e = ocr_impl_cudaGraphGetNodes(graph, nodes, numNodes);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodes);
        ocr_put_out(&ocr_c, numNodes, ocr_e == cudaSuccess && numNodes != NULL ? (uint64_t)(uintptr_t)*numNodes : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphGetNodes_intercepted(graph, nodes, numNodes, __builtin_return_address(0));
    return ocr_impl_cudaGraphGetNodes(graph, nodes, numNodes);
}

__typeof__(cudaGraphGetRootNodes) ocr_impl_cudaGraphGetRootNodes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphGetRootNodes_intercepted(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphGetRootNodes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphGetRootNodes", &ocr_e))
        ocr_e = ocr_impl_cudaGraphGetRootNodes(graph, pRootNodes, pNumRootNodes);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pRootNodes);
        ocr_put_out(&ocr_c, pNumRootNodes, ocr_e == cudaSuccess && pNumRootNodes != NULL ? (uint64_t)(uintptr_t)*pNumRootNodes : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphGetRootNodes_intercepted(graph, pRootNodes, pNumRootNodes, __builtin_return_address(0));
    return ocr_impl_cudaGraphGetRootNodes(graph, pRootNodes, pNumRootNodes);
}

__typeof__(cudaGraphGetEdges) ocr_impl_cudaGraphGetEdges __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphGetEdges_intercepted(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphGetEdges, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphGetEdges", &ocr_e))
        ocr_e = ocr_impl_cudaGraphGetEdges(graph, from, to, edgeData, numEdges);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)from);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)to);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
        ocr_put_out(&ocr_c, numEdges, ocr_e == cudaSuccess && numEdges != NULL ? (uint64_t)(uintptr_t)*numEdges : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphGetEdges_intercepted(graph, from, to, edgeData, numEdges, __builtin_return_address(0));
    return ocr_impl_cudaGraphGetEdges(graph, from, to, edgeData, numEdges);
}

__typeof__(cudaGraphNodeGetDependencies) ocr_impl_cudaGraphNodeGetDependencies __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphNodeGetDependencies_intercepted(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetDependencies, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphNodeGetDependencies", &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetDependencies(node, pDependencies, edgeData, pNumDependencies);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
        ocr_put_out(&ocr_c, pNumDependencies, ocr_e == cudaSuccess && pNumDependencies != NULL ? (uint64_t)(uintptr_t)*pNumDependencies : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphNodeGetDependencies_intercepted(node, pDependencies, edgeData, pNumDependencies, __builtin_return_address(0));
    return ocr_impl_cudaGraphNodeGetDependencies(node, pDependencies, edgeData, pNumDependencies);
}

__typeof__(cudaGraphNodeGetDependentNodes) ocr_impl_cudaGraphNodeGetDependentNodes __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphNodeGetDependentNodes_intercepted(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetDependentNodes, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphNodeGetDependentNodes", &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetDependentNodes(node, pDependentNodes, edgeData, pNumDependentNodes);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependentNodes);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
        ocr_put_out(&ocr_c, pNumDependentNodes, ocr_e == cudaSuccess && pNumDependentNodes != NULL ? (uint64_t)(uintptr_t)*pNumDependentNodes : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphNodeGetDependentNodes_intercepted(node, pDependentNodes, edgeData, pNumDependentNodes, __builtin_return_address(0));
    return ocr_impl_cudaGraphNodeGetDependentNodes(node, pDependentNodes, edgeData, pNumDependentNodes);
}

__typeof__(cudaGraphAddDependencies) ocr_impl_cudaGraphAddDependencies __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddDependencies_intercepted(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddDependencies, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddDependencies", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddDependencies(graph, from, to, edgeData, numDependencies);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)from);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)to);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddDependencies_intercepted(graph, from, to, edgeData, numDependencies, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddDependencies(graph, from, to, edgeData, numDependencies);
}

__typeof__(cudaGraphRemoveDependencies) ocr_impl_cudaGraphRemoveDependencies __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphRemoveDependencies_intercepted(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphRemoveDependencies, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphRemoveDependencies", &ocr_e))
        ocr_e = ocr_impl_cudaGraphRemoveDependencies(graph, from, to, edgeData, numDependencies);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)from);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)to);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)edgeData);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphRemoveDependencies_intercepted(graph, from, to, edgeData, numDependencies, __builtin_return_address(0));
    return ocr_impl_cudaGraphRemoveDependencies(graph, from, to, edgeData, numDependencies);
}

__typeof__(cudaGraphDestroyNode) ocr_impl_cudaGraphDestroyNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphDestroyNode_intercepted(cudaGraphNode_t node, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphDestroyNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphDestroyNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphDestroyNode(node);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphDestroyNode(cudaGraphNode_t node)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphDestroyNode_intercepted(node, __builtin_return_address(0));
    return ocr_impl_cudaGraphDestroyNode(node);
}

__typeof__(cudaGraphInstantiate) ocr_impl_cudaGraphInstantiate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphInstantiate_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphInstantiate", &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiate(pGraphExec, graph, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphInstantiate_intercepted(pGraphExec, graph, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphInstantiate(pGraphExec, graph, flags);
}

__typeof__(cudaGraphInstantiateWithFlags) ocr_impl_cudaGraphInstantiateWithFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphInstantiateWithFlags_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiateWithFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphInstantiateWithFlags", &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiateWithFlags(pGraphExec, graph, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphInstantiateWithFlags_intercepted(pGraphExec, graph, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphInstantiateWithFlags(pGraphExec, graph, flags);
}

__typeof__(cudaGraphInstantiateWithParams) ocr_impl_cudaGraphInstantiateWithParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphInstantiateWithParams_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiateWithParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphInstantiateWithParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiateWithParams(pGraphExec, graph, instantiateParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)instantiateParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphInstantiateWithParams_intercepted(pGraphExec, graph, instantiateParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphInstantiateWithParams(pGraphExec, graph, instantiateParams);
}

__typeof__(cudaGraphInstantiateWithParams) cudaGraphInstantiateWithParams_ptsz;
__typeof__(cudaGraphInstantiateWithParams) ocr_impl_cudaGraphInstantiateWithParams_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphInstantiateWithParams_ptsz_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiateWithParams_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphInstantiateWithParams_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiateWithParams_ptsz(pGraphExec, graph, instantiateParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)instantiateParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphInstantiateWithParams_ptsz(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphInstantiateWithParams_ptsz_intercepted(pGraphExec, graph, instantiateParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphInstantiateWithParams_ptsz(pGraphExec, graph, instantiateParams);
}

__typeof__(cudaGraphExecGetFlags) ocr_impl_cudaGraphExecGetFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecGetFlags_intercepted(cudaGraphExec_t graphExec, unsigned long long *flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecGetFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecGetFlags", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecGetFlags(graphExec, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecGetFlags_intercepted(graphExec, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecGetFlags(graphExec, flags);
}

__typeof__(cudaGraphExecKernelNodeSetParams) ocr_impl_cudaGraphExecKernelNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecKernelNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecKernelNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecKernelNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecKernelNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecKernelNodeSetParams_intercepted(hGraphExec, node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecKernelNodeSetParams(hGraphExec, node, pNodeParams);
}

__typeof__(cudaGraphExecMemcpyNodeSetParams) ocr_impl_cudaGraphExecMemcpyNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecMemcpyNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecMemcpyNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecMemcpyNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecMemcpyNodeSetParams_intercepted(hGraphExec, node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecMemcpyNodeSetParams(hGraphExec, node, pNodeParams);
}

__typeof__(cudaGraphExecMemcpyNodeSetParamsToSymbol) ocr_impl_cudaGraphExecMemcpyNodeSetParamsToSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParamsToSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecMemcpyNodeSetParamsToSymbol", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecMemcpyNodeSetParamsToSymbol(hGraphExec, node, symbol, src, count, offset, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecMemcpyNodeSetParamsToSymbol_intercepted(hGraphExec, node, symbol, src, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecMemcpyNodeSetParamsToSymbol(hGraphExec, node, symbol, src, count, offset, kind);
}

__typeof__(cudaGraphExecMemcpyNodeSetParamsFromSymbol) ocr_impl_cudaGraphExecMemcpyNodeSetParamsFromSymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParamsFromSymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecMemcpyNodeSetParamsFromSymbol", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecMemcpyNodeSetParamsFromSymbol(hGraphExec, node, dst, symbol, count, offset, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)offset);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecMemcpyNodeSetParamsFromSymbol_intercepted(hGraphExec, node, dst, symbol, count, offset, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecMemcpyNodeSetParamsFromSymbol(hGraphExec, node, dst, symbol, count, offset, kind);
}

__typeof__(cudaGraphExecMemcpyNodeSetParams1D) ocr_impl_cudaGraphExecMemcpyNodeSetParams1D __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecMemcpyNodeSetParams1D_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParams1D, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecMemcpyNodeSetParams1D", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecMemcpyNodeSetParams1D(hGraphExec, node, dst, src, count, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecMemcpyNodeSetParams1D_intercepted(hGraphExec, node, dst, src, count, kind, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecMemcpyNodeSetParams1D(hGraphExec, node, dst, src, count, kind);
}

__typeof__(cudaGraphExecMemsetNodeSetParams) ocr_impl_cudaGraphExecMemsetNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecMemsetNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemsetNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecMemsetNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecMemsetNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecMemsetNodeSetParams_intercepted(hGraphExec, node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecMemsetNodeSetParams(hGraphExec, node, pNodeParams);
}

__typeof__(cudaGraphExecHostNodeSetParams) ocr_impl_cudaGraphExecHostNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecHostNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecHostNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecHostNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecHostNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecHostNodeSetParams_intercepted(hGraphExec, node, pNodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecHostNodeSetParams(hGraphExec, node, pNodeParams);
}

__typeof__(cudaGraphExecChildGraphNodeSetParams) ocr_impl_cudaGraphExecChildGraphNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecChildGraphNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecChildGraphNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecChildGraphNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecChildGraphNodeSetParams(hGraphExec, node, childGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)childGraph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecChildGraphNodeSetParams_intercepted(hGraphExec, node, childGraph, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecChildGraphNodeSetParams(hGraphExec, node, childGraph);
}

__typeof__(cudaGraphExecEventRecordNodeSetEvent) ocr_impl_cudaGraphExecEventRecordNodeSetEvent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecEventRecordNodeSetEvent_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecEventRecordNodeSetEvent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecEventRecordNodeSetEvent", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecEventRecordNodeSetEvent_intercepted(hGraphExec, hNode, event, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event);
}

__typeof__(cudaGraphExecEventWaitNodeSetEvent) ocr_impl_cudaGraphExecEventWaitNodeSetEvent __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecEventWaitNodeSetEvent_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecEventWaitNodeSetEvent, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecEventWaitNodeSetEvent", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecEventWaitNodeSetEvent_intercepted(hGraphExec, hNode, event, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event);
}

__typeof__(cudaGraphExecExternalSemaphoresSignalNodeSetParams) ocr_impl_cudaGraphExecExternalSemaphoresSignalNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecExternalSemaphoresSignalNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecExternalSemaphoresSignalNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecExternalSemaphoresSignalNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecExternalSemaphoresSignalNodeSetParams_intercepted(hGraphExec, hNode, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams);
}

__typeof__(cudaGraphExecExternalSemaphoresWaitNodeSetParams) ocr_impl_cudaGraphExecExternalSemaphoresWaitNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecExternalSemaphoresWaitNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecExternalSemaphoresWaitNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecExternalSemaphoresWaitNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecExternalSemaphoresWaitNodeSetParams_intercepted(hGraphExec, hNode, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams);
}

__typeof__(cudaGraphNodeSetEnabled) ocr_impl_cudaGraphNodeSetEnabled __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphNodeSetEnabled_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeSetEnabled, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphNodeSetEnabled", &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeSetEnabled(hGraphExec, hNode, isEnabled);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)isEnabled);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphNodeSetEnabled_intercepted(hGraphExec, hNode, isEnabled, __builtin_return_address(0));
    return ocr_impl_cudaGraphNodeSetEnabled(hGraphExec, hNode, isEnabled);
}

__typeof__(cudaGraphNodeGetEnabled) ocr_impl_cudaGraphNodeGetEnabled __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphNodeGetEnabled_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetEnabled, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphNodeGetEnabled", &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetEnabled(hGraphExec, hNode, isEnabled);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put_out(&ocr_c, isEnabled, ocr_e == cudaSuccess && isEnabled != NULL ? (uint64_t)(uintptr_t)*isEnabled : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphNodeGetEnabled_intercepted(hGraphExec, hNode, isEnabled, __builtin_return_address(0));
    return ocr_impl_cudaGraphNodeGetEnabled(hGraphExec, hNode, isEnabled);
}

__typeof__(cudaGraphExecUpdate) ocr_impl_cudaGraphExecUpdate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecUpdate_intercepted(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecUpdate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecUpdate", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecUpdate(hGraphExec, hGraph, resultInfo);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resultInfo);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecUpdate_intercepted(hGraphExec, hGraph, resultInfo, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecUpdate(hGraphExec, hGraph, resultInfo);
}

__typeof__(cudaGraphUpload) ocr_impl_cudaGraphUpload __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphUpload_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphUpload, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphUpload", &ocr_e))
        ocr_e = ocr_impl_cudaGraphUpload(graphExec, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphUpload_intercepted(graphExec, stream, __builtin_return_address(0));
    return ocr_impl_cudaGraphUpload(graphExec, stream);
}

__typeof__(cudaGraphUpload) cudaGraphUpload_ptsz;
__typeof__(cudaGraphUpload) ocr_impl_cudaGraphUpload_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphUpload_ptsz_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphUpload_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphUpload_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaGraphUpload_ptsz(graphExec, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphUpload_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphUpload_ptsz_intercepted(graphExec, stream, __builtin_return_address(0));
    return ocr_impl_cudaGraphUpload_ptsz(graphExec, stream);
}

__typeof__(cudaGraphLaunch) ocr_impl_cudaGraphLaunch __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphLaunch_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphLaunch, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphLaunch", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl_cudaGraphLaunch(graphExec, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphLaunch_intercepted(graphExec, stream, __builtin_return_address(0));
    return ocr_impl_cudaGraphLaunch(graphExec, stream);
}

__typeof__(cudaGraphLaunch) cudaGraphLaunch_ptsz;
__typeof__(cudaGraphLaunch) ocr_impl_cudaGraphLaunch_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphLaunch_ptsz_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphLaunch_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphLaunch_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl_cudaGraphLaunch_ptsz(graphExec, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphLaunch_ptsz_intercepted(graphExec, stream, __builtin_return_address(0));
    return ocr_impl_cudaGraphLaunch_ptsz(graphExec, stream);
}

__typeof__(cudaGraphExecDestroy) ocr_impl_cudaGraphExecDestroy __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecDestroy_intercepted(cudaGraphExec_t graphExec, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecDestroy, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecDestroy", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecDestroy(graphExec);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecDestroy(cudaGraphExec_t graphExec)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecDestroy_intercepted(graphExec, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecDestroy(graphExec);
}

__typeof__(cudaGraphDestroy) ocr_impl_cudaGraphDestroy __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphDestroy_intercepted(cudaGraph_t graph, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphDestroy, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphDestroy", &ocr_e))
        ocr_e = ocr_impl_cudaGraphDestroy(graph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphDestroy(cudaGraph_t graph)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphDestroy_intercepted(graph, __builtin_return_address(0));
    return ocr_impl_cudaGraphDestroy(graph);
}

__typeof__(cudaGraphDebugDotPrint) ocr_impl_cudaGraphDebugDotPrint __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphDebugDotPrint_intercepted(cudaGraph_t graph, const char *path, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphDebugDotPrint, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphDebugDotPrint", &ocr_e))
        ocr_e = ocr_impl_cudaGraphDebugDotPrint(graph, path, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put_str(&ocr_c, path);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphDebugDotPrint_intercepted(graph, path, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphDebugDotPrint(graph, path, flags);
}

__typeof__(cudaUserObjectCreate) ocr_impl_cudaUserObjectCreate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaUserObjectCreate_intercepted(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaUserObjectCreate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaUserObjectCreate", &ocr_e))
        ocr_e = ocr_impl_cudaUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, object_out, ocr_e == cudaSuccess && object_out != NULL ? (uint64_t)(uintptr_t)*object_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)destroy);
        ocr_put(&ocr_c, (uint64_t)initialRefcount);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaUserObjectCreate_intercepted(object_out, ptr, destroy, initialRefcount, flags, __builtin_return_address(0));
    return ocr_impl_cudaUserObjectCreate(object_out, ptr, destroy, initialRefcount, flags);
}

__typeof__(cudaUserObjectRetain) ocr_impl_cudaUserObjectRetain __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaUserObjectRetain_intercepted(cudaUserObject_t object, unsigned int count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaUserObjectRetain, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaUserObjectRetain", &ocr_e))
        ocr_e = ocr_impl_cudaUserObjectRetain(object, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaUserObjectRetain(cudaUserObject_t object, unsigned int count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaUserObjectRetain_intercepted(object, count, __builtin_return_address(0));
    return ocr_impl_cudaUserObjectRetain(object, count);
}

__typeof__(cudaUserObjectRelease) ocr_impl_cudaUserObjectRelease __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaUserObjectRelease_intercepted(cudaUserObject_t object, unsigned int count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaUserObjectRelease, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaUserObjectRelease", &ocr_e))
        ocr_e = ocr_impl_cudaUserObjectRelease(object, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaUserObjectRelease(cudaUserObject_t object, unsigned int count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaUserObjectRelease_intercepted(object, count, __builtin_return_address(0));
    return ocr_impl_cudaUserObjectRelease(object, count);
}

__typeof__(cudaGraphRetainUserObject) ocr_impl_cudaGraphRetainUserObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphRetainUserObject_intercepted(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphRetainUserObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphRetainUserObject", &ocr_e))
        ocr_e = ocr_impl_cudaGraphRetainUserObject(graph, object, count, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphRetainUserObject_intercepted(graph, object, count, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphRetainUserObject(graph, object, count, flags);
}

__typeof__(cudaGraphReleaseUserObject) ocr_impl_cudaGraphReleaseUserObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphReleaseUserObject_intercepted(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphReleaseUserObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphReleaseUserObject", &ocr_e))
        ocr_e = ocr_impl_cudaGraphReleaseUserObject(graph, object, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphReleaseUserObject_intercepted(graph, object, count, __builtin_return_address(0));
    return ocr_impl_cudaGraphReleaseUserObject(graph, object, count);
}

__typeof__(cudaGraphAddNode) ocr_impl_cudaGraphAddNode __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphAddNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddNode, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphAddNode", &ocr_e))
        ocr_e = ocr_impl_cudaGraphAddNode(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphNode, ocr_e == cudaSuccess && pGraphNode != NULL ? (uint64_t)(uintptr_t)*pGraphNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dependencyData);
        ocr_put(&ocr_c, (uint64_t)numDependencies);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphAddNode_intercepted(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphAddNode(pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams);
}

__typeof__(cudaGraphNodeSetParams) ocr_impl_cudaGraphNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphNodeSetParams_intercepted(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeSetParams(node, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphNodeSetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphNodeSetParams_intercepted(node, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphNodeSetParams(node, nodeParams);
}

__typeof__(cudaGraphExecNodeSetParams) ocr_impl_cudaGraphExecNodeSetParams __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphExecNodeSetParams_intercepted(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecNodeSetParams, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphExecNodeSetParams", &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecNodeSetParams(graphExec, node, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphExecNodeSetParams_intercepted(graphExec, node, nodeParams, __builtin_return_address(0));
    return ocr_impl_cudaGraphExecNodeSetParams(graphExec, node, nodeParams);
}

__typeof__(cudaGraphConditionalHandleCreate) ocr_impl_cudaGraphConditionalHandleCreate __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphConditionalHandleCreate_intercepted(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphConditionalHandleCreate, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphConditionalHandleCreate", &ocr_e))
        ocr_e = ocr_impl_cudaGraphConditionalHandleCreate(pHandle_out, graph, defaultLaunchValue, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pHandle_out, ocr_e == cudaSuccess && pHandle_out != NULL ? (uint64_t)(uintptr_t)*pHandle_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)defaultLaunchValue);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphConditionalHandleCreate_intercepted(pHandle_out, graph, defaultLaunchValue, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphConditionalHandleCreate(pHandle_out, graph, defaultLaunchValue, flags);
}

__typeof__(cudaGetDriverEntryPoint) ocr_impl_cudaGetDriverEntryPoint __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDriverEntryPoint_intercepted(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPoint, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDriverEntryPoint", &ocr_e))
        ocr_e = ocr_impl_cudaGetDriverEntryPoint(symbol, funcPtr, flags, driverStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_str(&ocr_c, symbol);
        ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDriverEntryPoint_intercepted(symbol, funcPtr, flags, driverStatus, __builtin_return_address(0));
    return ocr_impl_cudaGetDriverEntryPoint(symbol, funcPtr, flags, driverStatus);
}

__typeof__(cudaGetDriverEntryPoint) cudaGetDriverEntryPoint_ptsz;
__typeof__(cudaGetDriverEntryPoint) ocr_impl_cudaGetDriverEntryPoint_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDriverEntryPoint_ptsz_intercepted(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPoint_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDriverEntryPoint_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaGetDriverEntryPoint_ptsz(symbol, funcPtr, flags, driverStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_str(&ocr_c, symbol);
        ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDriverEntryPoint_ptsz_intercepted(symbol, funcPtr, flags, driverStatus, __builtin_return_address(0));
    return ocr_impl_cudaGetDriverEntryPoint_ptsz(symbol, funcPtr, flags, driverStatus);
}

__typeof__(cudaGetDriverEntryPointByVersion) ocr_impl_cudaGetDriverEntryPointByVersion __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDriverEntryPointByVersion_intercepted(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPointByVersion, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDriverEntryPointByVersion", &ocr_e))
        ocr_e = ocr_impl_cudaGetDriverEntryPointByVersion(symbol, funcPtr, cudaVersion, flags, driverStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_str(&ocr_c, symbol);
        ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
        ocr_put(&ocr_c, (uint64_t)cudaVersion);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDriverEntryPointByVersion_intercepted(symbol, funcPtr, cudaVersion, flags, driverStatus, __builtin_return_address(0));
    return ocr_impl_cudaGetDriverEntryPointByVersion(symbol, funcPtr, cudaVersion, flags, driverStatus);
}

__typeof__(cudaGetDriverEntryPointByVersion) cudaGetDriverEntryPointByVersion_ptsz;
__typeof__(cudaGetDriverEntryPointByVersion) ocr_impl_cudaGetDriverEntryPointByVersion_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetDriverEntryPointByVersion_ptsz_intercepted(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPointByVersion_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetDriverEntryPointByVersion_ptsz", &ocr_e))
        ocr_e = ocr_impl_cudaGetDriverEntryPointByVersion_ptsz(symbol, funcPtr, cudaVersion, flags, driverStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_str(&ocr_c, symbol);
        ocr_put_out(&ocr_c, funcPtr, ocr_e == cudaSuccess && funcPtr != NULL ? (uint64_t)(uintptr_t)*funcPtr : 0);
        ocr_put(&ocr_c, (uint64_t)cudaVersion);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put_out(&ocr_c, driverStatus, ocr_e == cudaSuccess && driverStatus != NULL ? (uint64_t)(uintptr_t)*driverStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetDriverEntryPointByVersion_ptsz_intercepted(symbol, funcPtr, cudaVersion, flags, driverStatus, __builtin_return_address(0));
    return ocr_impl_cudaGetDriverEntryPointByVersion_ptsz(symbol, funcPtr, cudaVersion, flags, driverStatus);
}

__typeof__(cudaLibraryLoadData) ocr_impl_cudaLibraryLoadData __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryLoadData_intercepted(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void** libraryOptionValues, unsigned int numLibraryOptions, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryLoadData, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryLoadData", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryLoadData(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, library, ocr_e == cudaSuccess && library != NULL ? (uint64_t)(uintptr_t)*library : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)code);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptions);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptionsValues);
        ocr_put(&ocr_c, (uint64_t)numJitOptions);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptions);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptionValues);
        ocr_put(&ocr_c, (uint64_t)numLibraryOptions);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryLoadData(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void** libraryOptionValues, unsigned int numLibraryOptions)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryLoadData_intercepted(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions, __builtin_return_address(0));
    return ocr_impl_cudaLibraryLoadData(library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
}

__typeof__(cudaLibraryLoadFromFile) ocr_impl_cudaLibraryLoadFromFile __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryLoadFromFile_intercepted(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryLoadFromFile, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryLoadFromFile", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryLoadFromFile(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, library, ocr_e == cudaSuccess && library != NULL ? (uint64_t)(uintptr_t)*library : 0);
        ocr_put_str(&ocr_c, fileName);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptions);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)jitOptionsValues);
        ocr_put(&ocr_c, (uint64_t)numJitOptions);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptions);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)libraryOptionValues);
        ocr_put(&ocr_c, (uint64_t)numLibraryOptions);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryLoadFromFile_intercepted(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions, __builtin_return_address(0));
    return ocr_impl_cudaLibraryLoadFromFile(library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions);
}

__typeof__(cudaLibraryUnload) ocr_impl_cudaLibraryUnload __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryUnload_intercepted(cudaLibrary_t library, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryUnload, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryUnload", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryUnload(library);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryUnload(cudaLibrary_t library)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryUnload_intercepted(library, __builtin_return_address(0));
    return ocr_impl_cudaLibraryUnload(library);
}

__typeof__(cudaLibraryGetKernel) ocr_impl_cudaLibraryGetKernel __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryGetKernel_intercepted(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetKernel, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryGetKernel", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetKernel(pKernel, library, name);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pKernel, ocr_e == cudaSuccess && pKernel != NULL ? (uint64_t)(uintptr_t)*pKernel : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_put_str(&ocr_c, name);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryGetKernel_intercepted(pKernel, library, name, __builtin_return_address(0));
    return ocr_impl_cudaLibraryGetKernel(pKernel, library, name);
}

__typeof__(cudaLibraryGetGlobal) ocr_impl_cudaLibraryGetGlobal __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryGetGlobal_intercepted(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetGlobal, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryGetGlobal", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetGlobal(dptr, bytes, library, name);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, dptr, ocr_e == cudaSuccess && dptr != NULL ? (uint64_t)(uintptr_t)*dptr : 0);
        ocr_put_out(&ocr_c, bytes, ocr_e == cudaSuccess && bytes != NULL ? (uint64_t)(uintptr_t)*bytes : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_put_str(&ocr_c, name);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryGetGlobal_intercepted(dptr, bytes, library, name, __builtin_return_address(0));
    return ocr_impl_cudaLibraryGetGlobal(dptr, bytes, library, name);
}

__typeof__(cudaLibraryGetManaged) ocr_impl_cudaLibraryGetManaged __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryGetManaged_intercepted(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetManaged, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryGetManaged", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetManaged(dptr, bytes, library, name);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, dptr, ocr_e == cudaSuccess && dptr != NULL ? (uint64_t)(uintptr_t)*dptr : 0);
        ocr_put_out(&ocr_c, bytes, ocr_e == cudaSuccess && bytes != NULL ? (uint64_t)(uintptr_t)*bytes : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_put_str(&ocr_c, name);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryGetManaged_intercepted(dptr, bytes, library, name, __builtin_return_address(0));
    return ocr_impl_cudaLibraryGetManaged(dptr, bytes, library, name);
}

__typeof__(cudaLibraryGetUnifiedFunction) ocr_impl_cudaLibraryGetUnifiedFunction __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryGetUnifiedFunction_intercepted(void **fptr, cudaLibrary_t library, const char *symbol, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetUnifiedFunction, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryGetUnifiedFunction", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetUnifiedFunction(fptr, library, symbol);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, fptr, ocr_e == cudaSuccess && fptr != NULL ? (uint64_t)(uintptr_t)*fptr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_put_str(&ocr_c, symbol);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library, const char *symbol)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryGetUnifiedFunction_intercepted(fptr, library, symbol, __builtin_return_address(0));
    return ocr_impl_cudaLibraryGetUnifiedFunction(fptr, library, symbol);
}

__typeof__(cudaLibraryGetKernelCount) ocr_impl_cudaLibraryGetKernelCount __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryGetKernelCount_intercepted(unsigned int *count, cudaLibrary_t lib, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetKernelCount, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryGetKernelCount", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetKernelCount(count, lib);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, count, ocr_e == cudaSuccess && count != NULL ? (uint64_t)(uintptr_t)*count : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)lib);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryGetKernelCount_intercepted(count, lib, __builtin_return_address(0));
    return ocr_impl_cudaLibraryGetKernelCount(count, lib);
}

__typeof__(cudaLibraryEnumerateKernels) ocr_impl_cudaLibraryEnumerateKernels __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaLibraryEnumerateKernels_intercepted(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryEnumerateKernels, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaLibraryEnumerateKernels", &ocr_e))
        ocr_e = ocr_impl_cudaLibraryEnumerateKernels(kernels, numKernels, lib);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)kernels);
        ocr_put(&ocr_c, (uint64_t)numKernels);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)lib);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaLibraryEnumerateKernels_intercepted(kernels, numKernels, lib, __builtin_return_address(0));
    return ocr_impl_cudaLibraryEnumerateKernels(kernels, numKernels, lib);
}

__typeof__(cudaKernelSetAttributeForDevice) ocr_impl_cudaKernelSetAttributeForDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaKernelSetAttributeForDevice_intercepted(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaKernelSetAttributeForDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaKernelSetAttributeForDevice", &ocr_e))
        ocr_e = ocr_impl_cudaKernelSetAttributeForDevice(kernel, attr, value, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)kernel);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaKernelSetAttributeForDevice_intercepted(kernel, attr, value, device, __builtin_return_address(0));
    return ocr_impl_cudaKernelSetAttributeForDevice(kernel, attr, value, device);
}

__typeof__(cudaGetExportTable) ocr_impl_cudaGetExportTable __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetExportTable_intercepted(const void **ppExportTable, const cudaUUID_t *pExportTableId, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetExportTable, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetExportTable", &ocr_e))
        ocr_e = ocr_impl_cudaGetExportTable(ppExportTable, pExportTableId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ppExportTable);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pExportTableId);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetExportTable(const void **ppExportTable, const cudaUUID_t *pExportTableId)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetExportTable_intercepted(ppExportTable, pExportTableId, __builtin_return_address(0));
    return ocr_impl_cudaGetExportTable(ppExportTable, pExportTableId);
}

__typeof__(cudaGetFuncBySymbol) ocr_impl_cudaGetFuncBySymbol __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetFuncBySymbol_intercepted(cudaFunction_t* functionPtr, const void* symbolPtr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetFuncBySymbol, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetFuncBySymbol", &ocr_e))
        ocr_e = ocr_impl_cudaGetFuncBySymbol(functionPtr, symbolPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, functionPtr, ocr_e == cudaSuccess && functionPtr != NULL ? (uint64_t)(uintptr_t)*functionPtr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbolPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetFuncBySymbol(cudaFunction_t* functionPtr, const void* symbolPtr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetFuncBySymbol_intercepted(functionPtr, symbolPtr, __builtin_return_address(0));
    return ocr_impl_cudaGetFuncBySymbol(functionPtr, symbolPtr);
}

__typeof__(cudaGetKernel) ocr_impl_cudaGetKernel __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGetKernel_intercepted(cudaKernel_t *kernelPtr, const void *entryFuncAddr, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGetKernel, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGetKernel", &ocr_e))
        ocr_e = ocr_impl_cudaGetKernel(kernelPtr, entryFuncAddr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, kernelPtr, ocr_e == cudaSuccess && kernelPtr != NULL ? (uint64_t)(uintptr_t)*kernelPtr : 0);
        ocr_put_func(&ocr_c, entryFuncAddr, ocr_e);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGetKernel_intercepted(kernelPtr, entryFuncAddr, __builtin_return_address(0));
    return ocr_impl_cudaGetKernel(kernelPtr, entryFuncAddr);
}

__typeof__(cudaProfilerStart) ocr_impl_cudaProfilerStart __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaProfilerStart_intercepted(const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaProfilerStart, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaProfilerStart", &ocr_e))
        ocr_e = ocr_impl_cudaProfilerStart();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaProfilerStart(void)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaProfilerStart_intercepted(__builtin_return_address(0));
    return ocr_impl_cudaProfilerStart();
}

__typeof__(cudaProfilerStop) ocr_impl_cudaProfilerStop __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaProfilerStop_intercepted(const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaProfilerStop, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaProfilerStop", &ocr_e))
        ocr_e = ocr_impl_cudaProfilerStop();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaProfilerStop(void)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaProfilerStop_intercepted(__builtin_return_address(0));
    return ocr_impl_cudaProfilerStop();
}

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLGetDevices) ocr_impl_cudaGLGetDevices __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLGetDevices_intercepted(unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLGetDevices, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLGetDevices", &ocr_e))
        ocr_e = ocr_impl_cudaGLGetDevices(pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pCudaDeviceCount, ocr_e == cudaSuccess && pCudaDeviceCount != NULL ? (uint64_t)(uintptr_t)*pCudaDeviceCount : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaDevices);
        ocr_put(&ocr_c, (uint64_t)cudaDeviceCount);
        ocr_put(&ocr_c, (uint64_t)deviceList);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLGetDevices_intercepted(pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList, __builtin_return_address(0));
    return ocr_impl_cudaGLGetDevices(pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList);
}
#else
OCR_ENTRY_JUMP(cudaGLGetDevices);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGraphicsGLRegisterImage) ocr_impl_cudaGraphicsGLRegisterImage __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsGLRegisterImage_intercepted(struct cudaGraphicsResource **resource, GLuint image, GLenum target, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsGLRegisterImage, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsGLRegisterImage", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsGLRegisterImage(resource, image, target, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)image);
        ocr_put(&ocr_c, (uint64_t)target);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image, GLenum target, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsGLRegisterImage_intercepted(resource, image, target, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsGLRegisterImage(resource, image, target, flags);
}
#else
OCR_ENTRY_JUMP(cudaGraphicsGLRegisterImage);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGraphicsGLRegisterBuffer) ocr_impl_cudaGraphicsGLRegisterBuffer __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsGLRegisterBuffer_intercepted(struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsGLRegisterBuffer, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsGLRegisterBuffer", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsGLRegisterBuffer(resource, buffer, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)buffer);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsGLRegisterBuffer_intercepted(resource, buffer, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsGLRegisterBuffer(resource, buffer, flags);
}
#else
OCR_ENTRY_JUMP(cudaGraphicsGLRegisterBuffer);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLSetGLDevice) ocr_impl_cudaGLSetGLDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLSetGLDevice_intercepted(int device, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLSetGLDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLSetGLDevice", &ocr_e))
        ocr_e = ocr_impl_cudaGLSetGLDevice(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLSetGLDevice(int device)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLSetGLDevice_intercepted(device, __builtin_return_address(0));
    return ocr_impl_cudaGLSetGLDevice(device);
}
#else
OCR_ENTRY_JUMP(cudaGLSetGLDevice);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLRegisterBufferObject) ocr_impl_cudaGLRegisterBufferObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLRegisterBufferObject_intercepted(GLuint bufObj, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLRegisterBufferObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLRegisterBufferObject", &ocr_e))
        ocr_e = ocr_impl_cudaGLRegisterBufferObject(bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLRegisterBufferObject(GLuint bufObj)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLRegisterBufferObject_intercepted(bufObj, __builtin_return_address(0));
    return ocr_impl_cudaGLRegisterBufferObject(bufObj);
}
#else
OCR_ENTRY_JUMP(cudaGLRegisterBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLMapBufferObject) ocr_impl_cudaGLMapBufferObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLMapBufferObject_intercepted(void **devPtr, GLuint bufObj, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLMapBufferObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLMapBufferObject", &ocr_e))
        ocr_e = ocr_impl_cudaGLMapBufferObject(devPtr, bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLMapBufferObject_intercepted(devPtr, bufObj, __builtin_return_address(0));
    return ocr_impl_cudaGLMapBufferObject(devPtr, bufObj);
}
#else
OCR_ENTRY_JUMP(cudaGLMapBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLUnmapBufferObject) ocr_impl_cudaGLUnmapBufferObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLUnmapBufferObject_intercepted(GLuint bufObj, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLUnmapBufferObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLUnmapBufferObject", &ocr_e))
        ocr_e = ocr_impl_cudaGLUnmapBufferObject(bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLUnmapBufferObject(GLuint bufObj)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLUnmapBufferObject_intercepted(bufObj, __builtin_return_address(0));
    return ocr_impl_cudaGLUnmapBufferObject(bufObj);
}
#else
OCR_ENTRY_JUMP(cudaGLUnmapBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLUnregisterBufferObject) ocr_impl_cudaGLUnregisterBufferObject __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLUnregisterBufferObject_intercepted(GLuint bufObj, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLUnregisterBufferObject, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLUnregisterBufferObject", &ocr_e))
        ocr_e = ocr_impl_cudaGLUnregisterBufferObject(bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLUnregisterBufferObject(GLuint bufObj)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLUnregisterBufferObject_intercepted(bufObj, __builtin_return_address(0));
    return ocr_impl_cudaGLUnregisterBufferObject(bufObj);
}
#else
OCR_ENTRY_JUMP(cudaGLUnregisterBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLSetBufferObjectMapFlags) ocr_impl_cudaGLSetBufferObjectMapFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLSetBufferObjectMapFlags_intercepted(GLuint bufObj, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLSetBufferObjectMapFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLSetBufferObjectMapFlags", &ocr_e))
        ocr_e = ocr_impl_cudaGLSetBufferObjectMapFlags(bufObj, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLSetBufferObjectMapFlags_intercepted(bufObj, flags, __builtin_return_address(0));
    return ocr_impl_cudaGLSetBufferObjectMapFlags(bufObj, flags);
}
#else
OCR_ENTRY_JUMP(cudaGLSetBufferObjectMapFlags);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLMapBufferObjectAsync) ocr_impl_cudaGLMapBufferObjectAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLMapBufferObjectAsync_intercepted(void **devPtr, GLuint bufObj, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLMapBufferObjectAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLMapBufferObjectAsync", &ocr_e))
        ocr_e = ocr_impl_cudaGLMapBufferObjectAsync(devPtr, bufObj, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLMapBufferObjectAsync_intercepted(devPtr, bufObj, stream, __builtin_return_address(0));
    return ocr_impl_cudaGLMapBufferObjectAsync(devPtr, bufObj, stream);
}
#else
OCR_ENTRY_JUMP(cudaGLMapBufferObjectAsync);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLUnmapBufferObjectAsync) ocr_impl_cudaGLUnmapBufferObjectAsync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGLUnmapBufferObjectAsync_intercepted(GLuint bufObj, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGLUnmapBufferObjectAsync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGLUnmapBufferObjectAsync", &ocr_e))
        ocr_e = ocr_impl_cudaGLUnmapBufferObjectAsync(bufObj, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGLUnmapBufferObjectAsync_intercepted(bufObj, stream, __builtin_return_address(0));
    return ocr_impl_cudaGLUnmapBufferObjectAsync(bufObj, stream);
}
#else
OCR_ENTRY_JUMP(cudaGLUnmapBufferObjectAsync);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaGraphicsEGLRegisterImage) ocr_impl_cudaGraphicsEGLRegisterImage __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsEGLRegisterImage_intercepted(struct cudaGraphicsResource **pCudaResource, EGLImageKHR image, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsEGLRegisterImage, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsEGLRegisterImage", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsEGLRegisterImage(pCudaResource, image, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaResource);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)image);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource, EGLImageKHR image, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsEGLRegisterImage_intercepted(pCudaResource, image, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsEGLRegisterImage(pCudaResource, image, flags);
}
#else
OCR_ENTRY_JUMP(cudaGraphicsEGLRegisterImage);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerConnect) ocr_impl_cudaEGLStreamConsumerConnect __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamConsumerConnect_intercepted(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerConnect, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamConsumerConnect", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerConnect(conn, eglStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamConsumerConnect_intercepted(conn, eglStream, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamConsumerConnect(conn, eglStream);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerConnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerConnectWithFlags) ocr_impl_cudaEGLStreamConsumerConnectWithFlags __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamConsumerConnectWithFlags_intercepted(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerConnectWithFlags, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamConsumerConnectWithFlags", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerConnectWithFlags(conn, eglStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamConsumerConnectWithFlags(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamConsumerConnectWithFlags_intercepted(conn, eglStream, flags, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamConsumerConnectWithFlags(conn, eglStream, flags);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerConnectWithFlags);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerDisconnect) ocr_impl_cudaEGLStreamConsumerDisconnect __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamConsumerDisconnect_intercepted(cudaEglStreamConnection *conn, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerDisconnect, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamConsumerDisconnect", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerDisconnect(conn);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *conn)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamConsumerDisconnect_intercepted(conn, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamConsumerDisconnect(conn);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerDisconnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerAcquireFrame) ocr_impl_cudaEGLStreamConsumerAcquireFrame __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamConsumerAcquireFrame_intercepted(cudaEglStreamConnection *conn, cudaGraphicsResource_t *pCudaResource, cudaStream_t *pStream, unsigned int timeout, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerAcquireFrame, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamConsumerAcquireFrame", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerAcquireFrame(conn, pCudaResource, pStream, timeout);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put_out(&ocr_c, pCudaResource, ocr_e == cudaSuccess && pCudaResource != NULL ? (uint64_t)(uintptr_t)*pCudaResource : 0);
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_put(&ocr_c, (uint64_t)timeout);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamConsumerAcquireFrame(cudaEglStreamConnection *conn, cudaGraphicsResource_t *pCudaResource, cudaStream_t *pStream, unsigned int timeout)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamConsumerAcquireFrame_intercepted(conn, pCudaResource, pStream, timeout, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamConsumerAcquireFrame(conn, pCudaResource, pStream, timeout);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerAcquireFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerReleaseFrame) ocr_impl_cudaEGLStreamConsumerReleaseFrame __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamConsumerReleaseFrame_intercepted(cudaEglStreamConnection *conn, cudaGraphicsResource_t pCudaResource, cudaStream_t *pStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerReleaseFrame, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamConsumerReleaseFrame", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerReleaseFrame(conn, pCudaResource, pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaResource);
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamConsumerReleaseFrame(cudaEglStreamConnection *conn, cudaGraphicsResource_t pCudaResource, cudaStream_t *pStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamConsumerReleaseFrame_intercepted(conn, pCudaResource, pStream, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamConsumerReleaseFrame(conn, pCudaResource, pStream);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerReleaseFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerConnect) ocr_impl_cudaEGLStreamProducerConnect __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamProducerConnect_intercepted(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, EGLint width, EGLint height, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerConnect, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamProducerConnect", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamProducerConnect(conn, eglStream, width, height);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
        ocr_put(&ocr_c, (uint64_t)width);
        ocr_put(&ocr_c, (uint64_t)height);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamProducerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, EGLint width, EGLint height)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamProducerConnect_intercepted(conn, eglStream, width, height, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamProducerConnect(conn, eglStream, width, height);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerConnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerDisconnect) ocr_impl_cudaEGLStreamProducerDisconnect __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamProducerDisconnect_intercepted(cudaEglStreamConnection *conn, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerDisconnect, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamProducerDisconnect", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamProducerDisconnect(conn);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *conn)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamProducerDisconnect_intercepted(conn, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamProducerDisconnect(conn);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerDisconnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerPresentFrame) ocr_impl_cudaEGLStreamProducerPresentFrame __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamProducerPresentFrame_intercepted(cudaEglStreamConnection *conn, cudaEglFrame eglframe, cudaStream_t *pStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerPresentFrame, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamProducerPresentFrame", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamProducerPresentFrame(conn, eglframe, pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        /* eglframe: cudaEglFrame, not decoded */
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamProducerPresentFrame(cudaEglStreamConnection *conn, cudaEglFrame eglframe, cudaStream_t *pStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamProducerPresentFrame_intercepted(conn, eglframe, pStream, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamProducerPresentFrame(conn, eglframe, pStream);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerPresentFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerReturnFrame) ocr_impl_cudaEGLStreamProducerReturnFrame __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEGLStreamProducerReturnFrame_intercepted(cudaEglStreamConnection *conn, cudaEglFrame *eglframe, cudaStream_t *pStream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerReturnFrame, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEGLStreamProducerReturnFrame", &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamProducerReturnFrame(conn, eglframe, pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglframe);
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEGLStreamProducerReturnFrame(cudaEglStreamConnection *conn, cudaEglFrame *eglframe, cudaStream_t *pStream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEGLStreamProducerReturnFrame_intercepted(conn, eglframe, pStream, __builtin_return_address(0));
    return ocr_impl_cudaEGLStreamProducerReturnFrame(conn, eglframe, pStream);
}
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerReturnFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaGraphicsResourceGetMappedEglFrame) ocr_impl_cudaGraphicsResourceGetMappedEglFrame __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsResourceGetMappedEglFrame_intercepted(cudaEglFrame* eglFrame, cudaGraphicsResource_t resource, unsigned int index, unsigned int mipLevel, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceGetMappedEglFrame, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsResourceGetMappedEglFrame", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsResourceGetMappedEglFrame(eglFrame, resource, index, mipLevel);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglFrame);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)index);
        ocr_put(&ocr_c, (uint64_t)mipLevel);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsResourceGetMappedEglFrame(cudaEglFrame* eglFrame, cudaGraphicsResource_t resource, unsigned int index, unsigned int mipLevel)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsResourceGetMappedEglFrame_intercepted(eglFrame, resource, index, mipLevel, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsResourceGetMappedEglFrame(eglFrame, resource, index, mipLevel);
}
#else
OCR_ENTRY_JUMP(cudaGraphicsResourceGetMappedEglFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEventCreateFromEGLSync) ocr_impl_cudaEventCreateFromEGLSync __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaEventCreateFromEGLSync_intercepted(cudaEvent_t *phEvent, EGLSyncKHR eglSync, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaEventCreateFromEGLSync, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaEventCreateFromEGLSync", &ocr_e))
        ocr_e = ocr_impl_cudaEventCreateFromEGLSync(phEvent, eglSync, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, phEvent, ocr_e == cudaSuccess && phEvent != NULL ? (uint64_t)(uintptr_t)*phEvent : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglSync);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaEventCreateFromEGLSync(cudaEvent_t *phEvent, EGLSyncKHR eglSync, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaEventCreateFromEGLSync_intercepted(phEvent, eglSync, flags, __builtin_return_address(0));
    return ocr_impl_cudaEventCreateFromEGLSync(phEvent, eglSync, flags);
}
#else
OCR_ENTRY_JUMP(cudaEventCreateFromEGLSync);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaVDPAUGetDevice) ocr_impl_cudaVDPAUGetDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaVDPAUGetDevice_intercepted(int *device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaVDPAUGetDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaVDPAUGetDevice", &ocr_e))
        ocr_e = ocr_impl_cudaVDPAUGetDevice(device, vdpDevice, vdpGetProcAddress);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_put(&ocr_c, (uint64_t)vdpDevice);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)vdpGetProcAddress);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaVDPAUGetDevice_intercepted(device, vdpDevice, vdpGetProcAddress, __builtin_return_address(0));
    return ocr_impl_cudaVDPAUGetDevice(device, vdpDevice, vdpGetProcAddress);
}
#else
OCR_ENTRY_JUMP(cudaVDPAUGetDevice);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaVDPAUSetVDPAUDevice) ocr_impl_cudaVDPAUSetVDPAUDevice __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaVDPAUSetVDPAUDevice_intercepted(int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaVDPAUSetVDPAUDevice, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaVDPAUSetVDPAUDevice", &ocr_e))
        ocr_e = ocr_impl_cudaVDPAUSetVDPAUDevice(device, vdpDevice, vdpGetProcAddress);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)vdpDevice);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)vdpGetProcAddress);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaVDPAUSetVDPAUDevice_intercepted(device, vdpDevice, vdpGetProcAddress, __builtin_return_address(0));
    return ocr_impl_cudaVDPAUSetVDPAUDevice(device, vdpDevice, vdpGetProcAddress);
}
#else
OCR_ENTRY_JUMP(cudaVDPAUSetVDPAUDevice);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaGraphicsVDPAURegisterVideoSurface) ocr_impl_cudaGraphicsVDPAURegisterVideoSurface __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsVDPAURegisterVideoSurface_intercepted(struct cudaGraphicsResource **resource, VdpVideoSurface vdpSurface, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsVDPAURegisterVideoSurface, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsVDPAURegisterVideoSurface", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsVDPAURegisterVideoSurface(resource, vdpSurface, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)vdpSurface);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource, VdpVideoSurface vdpSurface, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsVDPAURegisterVideoSurface_intercepted(resource, vdpSurface, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsVDPAURegisterVideoSurface(resource, vdpSurface, flags);
}
#else
OCR_ENTRY_JUMP(cudaGraphicsVDPAURegisterVideoSurface);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaGraphicsVDPAURegisterOutputSurface) ocr_impl_cudaGraphicsVDPAURegisterOutputSurface __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t cudaGraphicsVDPAURegisterOutputSurface_intercepted(struct cudaGraphicsResource **resource, VdpOutputSurface vdpSurface, unsigned int flags, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsVDPAURegisterOutputSurface, ocr_site);
    if (!ocr_call_before(&ocr_c, "cudaGraphicsVDPAURegisterOutputSurface", &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsVDPAURegisterOutputSurface(resource, vdpSurface, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)vdpSurface);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource, VdpOutputSurface vdpSurface, unsigned int flags)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return cudaGraphicsVDPAURegisterOutputSurface_intercepted(resource, vdpSurface, flags, __builtin_return_address(0));
    return ocr_impl_cudaGraphicsVDPAURegisterOutputSurface(resource, vdpSurface, flags);
}
#else
OCR_ENTRY_JUMP(cudaGraphicsVDPAURegisterOutputSurface);
#endif

__typeof__(__cudaLaunchKernel) ocr_impl___cudaLaunchKernel __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t __cudaLaunchKernel_intercepted(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN___cudaLaunchKernel, ocr_site);
    if (!ocr_call_before(&ocr_c, "__cudaLaunchKernel", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, false);
        ocr_e = ocr_impl___cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_kernel(&ocr_c, func);
        ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
        ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_put(&ocr_c, (uint64_t)sharedMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI __cudaLaunchKernel(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return __cudaLaunchKernel_intercepted(func, gridDim, blockDim, args, sharedMem, stream, __builtin_return_address(0));
    return ocr_impl___cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream);
}

__typeof__(__cudaLaunchKernel) __cudaLaunchKernel_ptsz;
__typeof__(__cudaLaunchKernel) ocr_impl___cudaLaunchKernel_ptsz __attribute__((visibility("hidden")));
static __attribute__((noinline, cold)) cudaError_t __cudaLaunchKernel_ptsz_intercepted(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream, const void *ocr_site)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_call_begin(&ocr_c, OCR_FN___cudaLaunchKernel_ptsz, ocr_site);
    if (!ocr_call_before(&ocr_c, "__cudaLaunchKernel_ptsz", &ocr_e)) {
        ocr_call_gpu_begin(&ocr_c, stream, true);
        ocr_e = ocr_impl___cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
        ocr_call_gpu_end(&ocr_c, ocr_e);
    }
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_kernel(&ocr_c, func);
        ocr_put_bytes(&ocr_c, &gridDim, sizeof gridDim);
        ocr_put_bytes(&ocr_c, &blockDim, sizeof blockDim);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_put(&ocr_c, (uint64_t)sharedMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
cudaError_t CUDARTAPI __cudaLaunchKernel_ptsz(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    if (OCR_UNLIKELY(ocr_intercept))
        return __cudaLaunchKernel_ptsz_intercepted(func, gridDim, blockDim, args, sharedMem, stream, __builtin_return_address(0));
    return ocr_impl___cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
}
