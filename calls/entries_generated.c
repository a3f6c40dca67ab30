/*
 * GENERATED FILE: do not edit. Regenerate with
 *   python3 generators/gen_entries.py CUDA/include/cuda_runtime_api.h EXPORTS --outdir calls \
 *       --record record/record_generated.c
 */
/*
 * The entry layer: every exported function that returns cudaError_t. Off (the seam's switch
 * word ocr_intercept clear: src/seam.h), an entry is one predictable branch and a jump to its
 * implementation, ocr_impl_<name> (the runtime's code, renamed: impl_names.txt). On, the call
 * goes through <name>_intercepted: calls/calls.h says what that does.
 */
#if !defined(__x86_64__)
#error "calls/entries_generated.c's entry layer is x86-64 assembly (generators/gen_entries.py): this architecture needs its own"
#endif
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

/* An exported function: one compare of ocr_intercept with 0, then a jump to <name>_intercepted
 * when it is set, else to the implementation. Written in assembly so that it is exactly that
 * in every build (a C body whose cold branch tail-calls is that only where the compiler makes
 * the tail call, and costs a frame on the hot path of a function with arguments on the
 * stack): the intercepted function is jumped to, so its own return address is the program's
 * (the call site the checks name). Every argument register and the stack are untouched. */
#define OCR_ENTRY(name)                                                                 \
    __asm__(".pushsection .text\n.globl " #name "\n.type " #name ",@function\n"            \
            ".p2align 4\n" #name ":\n    .cfi_startproc\n"                                  \
            "    cmpl $0, ocr_intercept(%rip)\n    jne " #name "_intercepted\n"              \
            "    jmp ocr_impl_" #name "\n    .cfi_endproc\n.size " #name ", .-" #name "\n"  \
            ".popsection\n")
/* The intercepted path of an entry (calls/calls.h): hidden, kept under its own name for the
 * entry's jump. */
#define OCR_INTERCEPTED __attribute__((noinline, noclone, cold, used, visibility("hidden")))

/* A function whose header is missing where the library is built: its entry jumps to its
 * implementation, untraced (the stubs of that header take no arguments either). */
#define OCR_ENTRY_JUMP(name)                                                            \
    __asm__(".globl " #name "\n.type " #name ",@function\n" #name ":\n"              \
            "    jmp ocr_impl_" #name "\n.size " #name ", .-" #name "\n")

__typeof__(cudaDeviceReset) ocr_impl_cudaDeviceReset __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceReset_intercepted(void)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceReset, "cudaDeviceReset", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceReset();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceReset);

__typeof__(cudaDeviceSynchronize) ocr_impl_cudaDeviceSynchronize __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceSynchronize_intercepted(void)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSynchronize, "cudaDeviceSynchronize", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSynchronize();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceSynchronize);

__typeof__(cudaDeviceSetLimit) ocr_impl_cudaDeviceSetLimit __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceSetLimit_intercepted(enum cudaLimit limit, size_t value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetLimit, "cudaDeviceSetLimit", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetLimit(limit, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)limit);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceSetLimit);

__typeof__(cudaDeviceGetLimit) ocr_impl_cudaDeviceGetLimit __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetLimit_intercepted(size_t *pValue, enum cudaLimit limit)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetLimit, "cudaDeviceGetLimit", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetLimit(pValue, limit);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pValue, ocr_e == cudaSuccess && pValue != NULL ? (uint64_t)(uintptr_t)*pValue : 0);
        ocr_put(&ocr_c, (uint64_t)limit);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetLimit);

__typeof__(cudaDeviceGetTexture1DLinearMaxWidth) ocr_impl_cudaDeviceGetTexture1DLinearMaxWidth __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetTexture1DLinearMaxWidth_intercepted(size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetTexture1DLinearMaxWidth, "cudaDeviceGetTexture1DLinearMaxWidth", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetTexture1DLinearMaxWidth(maxWidthInElements, fmtDesc, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, maxWidthInElements, ocr_e == cudaSuccess && maxWidthInElements != NULL ? (uint64_t)(uintptr_t)*maxWidthInElements : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fmtDesc);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetTexture1DLinearMaxWidth);

__typeof__(cudaDeviceGetCacheConfig) ocr_impl_cudaDeviceGetCacheConfig __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetCacheConfig_intercepted(enum cudaFuncCache *pCacheConfig)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetCacheConfig, "cudaDeviceGetCacheConfig", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetCacheConfig(pCacheConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pCacheConfig, ocr_e == cudaSuccess && pCacheConfig != NULL ? (uint64_t)(uintptr_t)*pCacheConfig : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetCacheConfig);

__typeof__(cudaDeviceGetStreamPriorityRange) ocr_impl_cudaDeviceGetStreamPriorityRange __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetStreamPriorityRange_intercepted(int *leastPriority, int *greatestPriority)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetStreamPriorityRange, "cudaDeviceGetStreamPriorityRange", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetStreamPriorityRange(leastPriority, greatestPriority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, leastPriority, ocr_e == cudaSuccess && leastPriority != NULL ? (uint64_t)(uintptr_t)*leastPriority : 0);
        ocr_put_out(&ocr_c, greatestPriority, ocr_e == cudaSuccess && greatestPriority != NULL ? (uint64_t)(uintptr_t)*greatestPriority : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetStreamPriorityRange);

__typeof__(cudaDeviceSetCacheConfig) ocr_impl_cudaDeviceSetCacheConfig __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceSetCacheConfig_intercepted(enum cudaFuncCache cacheConfig)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetCacheConfig, "cudaDeviceSetCacheConfig", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetCacheConfig(cacheConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)cacheConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceSetCacheConfig);

__typeof__(cudaDeviceGetByPCIBusId) ocr_impl_cudaDeviceGetByPCIBusId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetByPCIBusId_intercepted(int *device, const char *pciBusId)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetByPCIBusId, "cudaDeviceGetByPCIBusId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetByPCIBusId(device, pciBusId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_put_str(&ocr_c, pciBusId);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetByPCIBusId);

__typeof__(cudaDeviceGetPCIBusId) ocr_impl_cudaDeviceGetPCIBusId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetPCIBusId_intercepted(char *pciBusId, int len, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetPCIBusId, "cudaDeviceGetPCIBusId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetPCIBusId(pciBusId, len, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pciBusId);
        ocr_put(&ocr_c, (uint64_t)len);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetPCIBusId);

__typeof__(cudaIpcGetEventHandle) ocr_impl_cudaIpcGetEventHandle __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaIpcGetEventHandle_intercepted(cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaIpcGetEventHandle, "cudaIpcGetEventHandle", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaIpcGetEventHandle(handle, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)handle);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaIpcGetEventHandle);

__typeof__(cudaIpcOpenEventHandle) ocr_impl_cudaIpcOpenEventHandle __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaIpcOpenEventHandle_intercepted(cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaIpcOpenEventHandle, "cudaIpcOpenEventHandle", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaIpcOpenEventHandle(event, handle);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
        ocr_put_opaque(&ocr_c, &handle, sizeof handle);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaIpcOpenEventHandle);

__typeof__(cudaIpcGetMemHandle) ocr_impl_cudaIpcGetMemHandle __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaIpcGetMemHandle_intercepted(cudaIpcMemHandle_t *handle, void *devPtr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaIpcGetMemHandle, "cudaIpcGetMemHandle", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaIpcGetMemHandle(handle, devPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)handle);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaIpcGetMemHandle);

__typeof__(cudaIpcOpenMemHandle) ocr_impl_cudaIpcOpenMemHandle __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaIpcOpenMemHandle_intercepted(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaIpcOpenMemHandle, "cudaIpcOpenMemHandle", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaIpcOpenMemHandle(devPtr, handle, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put_opaque(&ocr_c, &handle, sizeof handle);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaIpcOpenMemHandle);

__typeof__(cudaIpcCloseMemHandle) ocr_impl_cudaIpcCloseMemHandle __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaIpcCloseMemHandle_intercepted(void *devPtr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaIpcCloseMemHandle, "cudaIpcCloseMemHandle", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaIpcCloseMemHandle(devPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaIpcCloseMemHandle);

__typeof__(cudaDeviceFlushGPUDirectRDMAWrites) ocr_impl_cudaDeviceFlushGPUDirectRDMAWrites __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceFlushGPUDirectRDMAWrites_intercepted(enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceFlushGPUDirectRDMAWrites, "cudaDeviceFlushGPUDirectRDMAWrites", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceFlushGPUDirectRDMAWrites(target, scope);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)target);
        ocr_put(&ocr_c, (uint64_t)scope);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceFlushGPUDirectRDMAWrites);

__typeof__(cudaDeviceRegisterAsyncNotification) ocr_impl_cudaDeviceRegisterAsyncNotification __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceRegisterAsyncNotification_intercepted(int device, cudaAsyncCallback callbackFunc, void* userData, cudaAsyncCallbackHandle_t* callback)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceRegisterAsyncNotification, "cudaDeviceRegisterAsyncNotification", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaDeviceRegisterAsyncNotification);

__typeof__(cudaDeviceUnregisterAsyncNotification) ocr_impl_cudaDeviceUnregisterAsyncNotification __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceUnregisterAsyncNotification_intercepted(int device, cudaAsyncCallbackHandle_t callback)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceUnregisterAsyncNotification, "cudaDeviceUnregisterAsyncNotification", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceUnregisterAsyncNotification(device, callback);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceUnregisterAsyncNotification);

__typeof__(cudaDeviceGetSharedMemConfig) ocr_impl_cudaDeviceGetSharedMemConfig __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetSharedMemConfig_intercepted(enum cudaSharedMemConfig *pConfig)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetSharedMemConfig, "cudaDeviceGetSharedMemConfig", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetSharedMemConfig(pConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pConfig, ocr_e == cudaSuccess && pConfig != NULL ? (uint64_t)(uintptr_t)*pConfig : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetSharedMemConfig);

__typeof__(cudaDeviceSetSharedMemConfig) ocr_impl_cudaDeviceSetSharedMemConfig __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceSetSharedMemConfig_intercepted(enum cudaSharedMemConfig config)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetSharedMemConfig, "cudaDeviceSetSharedMemConfig", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetSharedMemConfig(config);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)config);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceSetSharedMemConfig);

__typeof__(cudaGetLastError) ocr_impl_cudaGetLastError __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetLastError_intercepted(void)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetLastError, "cudaGetLastError", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetLastError();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetLastError);

__typeof__(cudaPeekAtLastError) ocr_impl_cudaPeekAtLastError __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaPeekAtLastError_intercepted(void)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaPeekAtLastError, "cudaPeekAtLastError", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaPeekAtLastError();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaPeekAtLastError);

__typeof__(cudaGetDeviceCount) ocr_impl_cudaGetDeviceCount __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDeviceCount_intercepted(int *count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDeviceCount, "cudaGetDeviceCount", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetDeviceCount(count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, count, ocr_e == cudaSuccess && count != NULL ? (uint64_t)(uintptr_t)*count : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetDeviceCount);

__typeof__(cudaGetDeviceProperties) ocr_impl_cudaGetDeviceProperties __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDeviceProperties_intercepted(struct cudaDeviceProp *prop, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDeviceProperties, "cudaGetDeviceProperties", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetDeviceProperties(prop, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prop);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetDeviceProperties);

__typeof__(cudaDeviceGetAttribute) ocr_impl_cudaDeviceGetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetAttribute_intercepted(int *value, enum cudaDeviceAttr attr, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetAttribute, "cudaDeviceGetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetAttribute(value, attr, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, value, ocr_e == cudaSuccess && value != NULL ? (uint64_t)(uintptr_t)*value : 0);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetAttribute);

__typeof__(cudaDeviceGetHostAtomicCapabilities) ocr_impl_cudaDeviceGetHostAtomicCapabilities __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetHostAtomicCapabilities_intercepted(unsigned int *capabilities, const enum cudaAtomicOperation* operations, unsigned int count, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetHostAtomicCapabilities, "cudaDeviceGetHostAtomicCapabilities", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaDeviceGetHostAtomicCapabilities);

__typeof__(cudaDeviceGetDefaultMemPool) ocr_impl_cudaDeviceGetDefaultMemPool __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetDefaultMemPool_intercepted(cudaMemPool_t *memPool, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetDefaultMemPool, "cudaDeviceGetDefaultMemPool", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetDefaultMemPool(memPool, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetDefaultMemPool);

__typeof__(cudaDeviceSetMemPool) ocr_impl_cudaDeviceSetMemPool __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceSetMemPool_intercepted(int device, cudaMemPool_t memPool)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetMemPool, "cudaDeviceSetMemPool", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetMemPool(device, memPool);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceSetMemPool);

__typeof__(cudaDeviceGetMemPool) ocr_impl_cudaDeviceGetMemPool __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetMemPool_intercepted(cudaMemPool_t *memPool, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetMemPool, "cudaDeviceGetMemPool", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetMemPool(memPool, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetMemPool);

__typeof__(cudaDeviceGetNvSciSyncAttributes) ocr_impl_cudaDeviceGetNvSciSyncAttributes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetNvSciSyncAttributes_intercepted(void *nvSciSyncAttrList, int device, int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetNvSciSyncAttributes, "cudaDeviceGetNvSciSyncAttributes", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetNvSciSyncAttributes(nvSciSyncAttrList, device, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nvSciSyncAttrList);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetNvSciSyncAttributes);

__typeof__(cudaDeviceGetP2PAttribute) ocr_impl_cudaDeviceGetP2PAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetP2PAttribute_intercepted(int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetP2PAttribute, "cudaDeviceGetP2PAttribute", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaDeviceGetP2PAttribute);

__typeof__(cudaDeviceGetP2PAtomicCapabilities) ocr_impl_cudaDeviceGetP2PAtomicCapabilities __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetP2PAtomicCapabilities_intercepted(unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetP2PAtomicCapabilities, "cudaDeviceGetP2PAtomicCapabilities", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaDeviceGetP2PAtomicCapabilities);

__typeof__(cudaChooseDevice) ocr_impl_cudaChooseDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaChooseDevice_intercepted(int *device, const struct cudaDeviceProp *prop)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaChooseDevice, "cudaChooseDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaChooseDevice(device, prop);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)prop);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaChooseDevice);

__typeof__(cudaInitDevice) ocr_impl_cudaInitDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaInitDevice_intercepted(int device, unsigned int deviceFlags, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaInitDevice, "cudaInitDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaInitDevice(device, deviceFlags, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)deviceFlags);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaInitDevice);

__typeof__(cudaSetDevice) ocr_impl_cudaSetDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaSetDevice_intercepted(int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaSetDevice, "cudaSetDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaSetDevice(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaSetDevice);

__typeof__(cudaGetDevice) ocr_impl_cudaGetDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDevice_intercepted(int *device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDevice, "cudaGetDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetDevice(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetDevice);

__typeof__(cudaSetValidDevices) ocr_impl_cudaSetValidDevices __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaSetValidDevices_intercepted(int *device_arr, int len)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaSetValidDevices, "cudaSetValidDevices", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaSetValidDevices(device_arr, len);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)device_arr);
        ocr_put(&ocr_c, (uint64_t)len);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaSetValidDevices);

__typeof__(cudaSetDeviceFlags) ocr_impl_cudaSetDeviceFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaSetDeviceFlags_intercepted(unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaSetDeviceFlags, "cudaSetDeviceFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaSetDeviceFlags(flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaSetDeviceFlags);

__typeof__(cudaGetDeviceFlags) ocr_impl_cudaGetDeviceFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDeviceFlags_intercepted(unsigned int *flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDeviceFlags, "cudaGetDeviceFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetDeviceFlags(flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetDeviceFlags);

__typeof__(cudaStreamCreate) ocr_impl_cudaStreamCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamCreate_intercepted(cudaStream_t *pStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCreate, "cudaStreamCreate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamCreate(pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamCreate);

__typeof__(cudaStreamCreateWithFlags) ocr_impl_cudaStreamCreateWithFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamCreateWithFlags_intercepted(cudaStream_t *pStream, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCreateWithFlags, "cudaStreamCreateWithFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamCreateWithFlags(pStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamCreateWithFlags);

__typeof__(cudaStreamCreateWithPriority) ocr_impl_cudaStreamCreateWithPriority __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamCreateWithPriority_intercepted(cudaStream_t *pStream, unsigned int flags, int priority)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCreateWithPriority, "cudaStreamCreateWithPriority", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamCreateWithPriority(pStream, flags, priority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)priority);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamCreateWithPriority);

__typeof__(cudaStreamGetPriority) ocr_impl_cudaStreamGetPriority __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetPriority_intercepted(cudaStream_t hStream, int *priority)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetPriority, "cudaStreamGetPriority", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetPriority(hStream, priority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, priority, ocr_e == cudaSuccess && priority != NULL ? (uint64_t)(uintptr_t)*priority : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetPriority);

__typeof__(cudaStreamGetPriority) cudaStreamGetPriority_ptsz;
__typeof__(cudaStreamGetPriority) ocr_impl_cudaStreamGetPriority_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetPriority_ptsz_intercepted(cudaStream_t hStream, int *priority)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetPriority_ptsz, "cudaStreamGetPriority_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetPriority_ptsz(hStream, priority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, priority, ocr_e == cudaSuccess && priority != NULL ? (uint64_t)(uintptr_t)*priority : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetPriority_ptsz);

__typeof__(cudaStreamGetFlags) ocr_impl_cudaStreamGetFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetFlags_intercepted(cudaStream_t hStream, unsigned int *flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetFlags, "cudaStreamGetFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetFlags(hStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetFlags);

__typeof__(cudaStreamGetFlags) cudaStreamGetFlags_ptsz;
__typeof__(cudaStreamGetFlags) ocr_impl_cudaStreamGetFlags_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetFlags_ptsz_intercepted(cudaStream_t hStream, unsigned int *flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetFlags_ptsz, "cudaStreamGetFlags_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetFlags_ptsz(hStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetFlags_ptsz);

__typeof__(cudaStreamGetId) ocr_impl_cudaStreamGetId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetId_intercepted(cudaStream_t hStream, unsigned long long *streamId)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetId, "cudaStreamGetId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetId(hStream, streamId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, streamId, ocr_e == cudaSuccess && streamId != NULL ? (uint64_t)(uintptr_t)*streamId : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetId);

__typeof__(cudaStreamGetId) cudaStreamGetId_ptsz;
__typeof__(cudaStreamGetId) ocr_impl_cudaStreamGetId_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetId_ptsz_intercepted(cudaStream_t hStream, unsigned long long *streamId)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetId_ptsz, "cudaStreamGetId_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetId_ptsz(hStream, streamId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, streamId, ocr_e == cudaSuccess && streamId != NULL ? (uint64_t)(uintptr_t)*streamId : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetId_ptsz);

__typeof__(cudaStreamGetDevice) ocr_impl_cudaStreamGetDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetDevice_intercepted(cudaStream_t hStream, int *device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetDevice, "cudaStreamGetDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetDevice(hStream, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetDevice);

__typeof__(cudaStreamGetDevice) cudaStreamGetDevice_ptsz;
__typeof__(cudaStreamGetDevice) ocr_impl_cudaStreamGetDevice_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetDevice_ptsz_intercepted(cudaStream_t hStream, int *device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetDevice_ptsz, "cudaStreamGetDevice_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetDevice_ptsz(hStream, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetDevice_ptsz);

__typeof__(cudaCtxResetPersistingL2Cache) ocr_impl_cudaCtxResetPersistingL2Cache __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaCtxResetPersistingL2Cache_intercepted(void)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaCtxResetPersistingL2Cache, "cudaCtxResetPersistingL2Cache", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaCtxResetPersistingL2Cache();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaCtxResetPersistingL2Cache);

__typeof__(cudaStreamCopyAttributes) ocr_impl_cudaStreamCopyAttributes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamCopyAttributes_intercepted(cudaStream_t dst, cudaStream_t src)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCopyAttributes, "cudaStreamCopyAttributes", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamCopyAttributes(dst, src);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamCopyAttributes);

__typeof__(cudaStreamCopyAttributes) cudaStreamCopyAttributes_ptsz;
__typeof__(cudaStreamCopyAttributes) ocr_impl_cudaStreamCopyAttributes_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamCopyAttributes_ptsz_intercepted(cudaStream_t dst, cudaStream_t src)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamCopyAttributes_ptsz, "cudaStreamCopyAttributes_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamCopyAttributes_ptsz(dst, src);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamCopyAttributes_ptsz);

__typeof__(cudaStreamGetAttribute) ocr_impl_cudaStreamGetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetAttribute_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetAttribute, "cudaStreamGetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetAttribute(hStream, attr, value_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetAttribute);

__typeof__(cudaStreamGetAttribute) cudaStreamGetAttribute_ptsz;
__typeof__(cudaStreamGetAttribute) ocr_impl_cudaStreamGetAttribute_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetAttribute_ptsz_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetAttribute_ptsz, "cudaStreamGetAttribute_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetAttribute_ptsz(hStream, attr, value_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetAttribute_ptsz);

__typeof__(cudaStreamSetAttribute) ocr_impl_cudaStreamSetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamSetAttribute_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSetAttribute, "cudaStreamSetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamSetAttribute(hStream, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamSetAttribute);

__typeof__(cudaStreamSetAttribute) cudaStreamSetAttribute_ptsz;
__typeof__(cudaStreamSetAttribute) ocr_impl_cudaStreamSetAttribute_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamSetAttribute_ptsz_intercepted(cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSetAttribute_ptsz, "cudaStreamSetAttribute_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamSetAttribute_ptsz(hStream, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamSetAttribute_ptsz);

__typeof__(cudaStreamDestroy) ocr_impl_cudaStreamDestroy __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamDestroy_intercepted(cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamDestroy, "cudaStreamDestroy", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamDestroy(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamDestroy);

__typeof__(cudaStreamWaitEvent) ocr_impl_cudaStreamWaitEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamWaitEvent_intercepted(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamWaitEvent, "cudaStreamWaitEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamWaitEvent(stream, event, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamWaitEvent);

__typeof__(cudaStreamWaitEvent) cudaStreamWaitEvent_ptsz;
__typeof__(cudaStreamWaitEvent) ocr_impl_cudaStreamWaitEvent_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamWaitEvent_ptsz_intercepted(cudaStream_t stream, cudaEvent_t event, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamWaitEvent_ptsz, "cudaStreamWaitEvent_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamWaitEvent_ptsz(stream, event, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamWaitEvent_ptsz);

__typeof__(cudaStreamAddCallback) ocr_impl_cudaStreamAddCallback __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamAddCallback_intercepted(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAddCallback, "cudaStreamAddCallback", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamAddCallback(stream, callback, userData, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamAddCallback);

__typeof__(cudaStreamAddCallback) cudaStreamAddCallback_ptsz;
__typeof__(cudaStreamAddCallback) ocr_impl_cudaStreamAddCallback_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamAddCallback_ptsz_intercepted(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAddCallback_ptsz, "cudaStreamAddCallback_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamAddCallback_ptsz(stream, callback, userData, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamAddCallback_ptsz);

__typeof__(cudaStreamSynchronize) ocr_impl_cudaStreamSynchronize __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamSynchronize_intercepted(cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSynchronize, "cudaStreamSynchronize", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamSynchronize(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamSynchronize);

__typeof__(cudaStreamSynchronize) cudaStreamSynchronize_ptsz;
__typeof__(cudaStreamSynchronize) ocr_impl_cudaStreamSynchronize_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamSynchronize_ptsz_intercepted(cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamSynchronize_ptsz, "cudaStreamSynchronize_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamSynchronize_ptsz(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamSynchronize_ptsz);

__typeof__(cudaStreamQuery) ocr_impl_cudaStreamQuery __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamQuery_intercepted(cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamQuery, "cudaStreamQuery", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamQuery(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamQuery);

__typeof__(cudaStreamQuery) cudaStreamQuery_ptsz;
__typeof__(cudaStreamQuery) ocr_impl_cudaStreamQuery_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamQuery_ptsz_intercepted(cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamQuery_ptsz, "cudaStreamQuery_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamQuery_ptsz(stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamQuery_ptsz);

__typeof__(cudaStreamAttachMemAsync) ocr_impl_cudaStreamAttachMemAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamAttachMemAsync_intercepted(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAttachMemAsync, "cudaStreamAttachMemAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamAttachMemAsync);

__typeof__(cudaStreamAttachMemAsync) cudaStreamAttachMemAsync_ptsz;
__typeof__(cudaStreamAttachMemAsync) ocr_impl_cudaStreamAttachMemAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamAttachMemAsync_ptsz_intercepted(cudaStream_t stream, void *devPtr, size_t length, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamAttachMemAsync_ptsz, "cudaStreamAttachMemAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamAttachMemAsync_ptsz);

__typeof__(cudaStreamBeginCapture) ocr_impl_cudaStreamBeginCapture __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamBeginCapture_intercepted(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCapture, "cudaStreamBeginCapture", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginCapture(stream, mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamBeginCapture);

__typeof__(cudaStreamBeginCapture) cudaStreamBeginCapture_ptsz;
__typeof__(cudaStreamBeginCapture) ocr_impl_cudaStreamBeginCapture_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamBeginCapture_ptsz_intercepted(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCapture_ptsz, "cudaStreamBeginCapture_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginCapture_ptsz(stream, mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamBeginCapture_ptsz);

__typeof__(cudaStreamBeginCaptureToGraph) ocr_impl_cudaStreamBeginCaptureToGraph __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamBeginCaptureToGraph_intercepted(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCaptureToGraph, "cudaStreamBeginCaptureToGraph", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamBeginCaptureToGraph);

__typeof__(cudaStreamBeginCaptureToGraph) cudaStreamBeginCaptureToGraph_ptsz;
__typeof__(cudaStreamBeginCaptureToGraph) ocr_impl_cudaStreamBeginCaptureToGraph_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamBeginCaptureToGraph_ptsz_intercepted(cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginCaptureToGraph_ptsz, "cudaStreamBeginCaptureToGraph_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamBeginCaptureToGraph_ptsz);

__typeof__(cudaThreadExchangeStreamCaptureMode) ocr_impl_cudaThreadExchangeStreamCaptureMode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaThreadExchangeStreamCaptureMode_intercepted(enum cudaStreamCaptureMode *mode)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaThreadExchangeStreamCaptureMode, "cudaThreadExchangeStreamCaptureMode", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaThreadExchangeStreamCaptureMode(mode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, mode, ocr_e == cudaSuccess && mode != NULL ? (uint64_t)(uintptr_t)*mode : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaThreadExchangeStreamCaptureMode);

__typeof__(cudaStreamEndCapture) ocr_impl_cudaStreamEndCapture __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamEndCapture_intercepted(cudaStream_t stream, cudaGraph_t *pGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamEndCapture, "cudaStreamEndCapture", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamEndCapture(stream, pGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamEndCapture);

__typeof__(cudaStreamEndCapture) cudaStreamEndCapture_ptsz;
__typeof__(cudaStreamEndCapture) ocr_impl_cudaStreamEndCapture_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamEndCapture_ptsz_intercepted(cudaStream_t stream, cudaGraph_t *pGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamEndCapture_ptsz, "cudaStreamEndCapture_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamEndCapture_ptsz(stream, pGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamEndCapture_ptsz);

__typeof__(cudaStreamIsCapturing) ocr_impl_cudaStreamIsCapturing __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamIsCapturing_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamIsCapturing, "cudaStreamIsCapturing", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamIsCapturing(stream, pCaptureStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pCaptureStatus, ocr_e == cudaSuccess && pCaptureStatus != NULL ? (uint64_t)(uintptr_t)*pCaptureStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamIsCapturing);

__typeof__(cudaStreamIsCapturing) cudaStreamIsCapturing_ptsz;
__typeof__(cudaStreamIsCapturing) ocr_impl_cudaStreamIsCapturing_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamIsCapturing_ptsz_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamIsCapturing_ptsz, "cudaStreamIsCapturing_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamIsCapturing_ptsz(stream, pCaptureStatus);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put_out(&ocr_c, pCaptureStatus, ocr_e == cudaSuccess && pCaptureStatus != NULL ? (uint64_t)(uintptr_t)*pCaptureStatus : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamIsCapturing_ptsz);

__typeof__(cudaStreamGetCaptureInfo) ocr_impl_cudaStreamGetCaptureInfo __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetCaptureInfo_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetCaptureInfo, "cudaStreamGetCaptureInfo", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamGetCaptureInfo);

__typeof__(cudaStreamGetCaptureInfo) cudaStreamGetCaptureInfo_ptsz;
__typeof__(cudaStreamGetCaptureInfo) ocr_impl_cudaStreamGetCaptureInfo_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetCaptureInfo_ptsz_intercepted(cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetCaptureInfo_ptsz, "cudaStreamGetCaptureInfo_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamGetCaptureInfo_ptsz);

__typeof__(cudaStreamUpdateCaptureDependencies) ocr_impl_cudaStreamUpdateCaptureDependencies __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamUpdateCaptureDependencies_intercepted(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamUpdateCaptureDependencies, "cudaStreamUpdateCaptureDependencies", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamUpdateCaptureDependencies);

__typeof__(cudaStreamUpdateCaptureDependencies) cudaStreamUpdateCaptureDependencies_ptsz;
__typeof__(cudaStreamUpdateCaptureDependencies) ocr_impl_cudaStreamUpdateCaptureDependencies_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamUpdateCaptureDependencies_ptsz_intercepted(cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamUpdateCaptureDependencies_ptsz, "cudaStreamUpdateCaptureDependencies_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaStreamUpdateCaptureDependencies_ptsz);

__typeof__(cudaEventCreate) ocr_impl_cudaEventCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventCreate_intercepted(cudaEvent_t *event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventCreate, "cudaEventCreate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventCreate(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventCreate);

__typeof__(cudaEventCreateWithFlags) ocr_impl_cudaEventCreateWithFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventCreateWithFlags_intercepted(cudaEvent_t *event, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventCreateWithFlags, "cudaEventCreateWithFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventCreateWithFlags(event, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, event, ocr_e == cudaSuccess && event != NULL ? (uint64_t)(uintptr_t)*event : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventCreateWithFlags);

__typeof__(cudaEventRecord) ocr_impl_cudaEventRecord __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventRecord_intercepted(cudaEvent_t event, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecord, "cudaEventRecord", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventRecord(event, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventRecord);

__typeof__(cudaEventRecord) cudaEventRecord_ptsz;
__typeof__(cudaEventRecord) ocr_impl_cudaEventRecord_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventRecord_ptsz_intercepted(cudaEvent_t event, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecord_ptsz, "cudaEventRecord_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventRecord_ptsz(event, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventRecord_ptsz);

__typeof__(cudaEventRecordWithFlags) ocr_impl_cudaEventRecordWithFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventRecordWithFlags_intercepted(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecordWithFlags, "cudaEventRecordWithFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventRecordWithFlags(event, stream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventRecordWithFlags);

__typeof__(cudaEventRecordWithFlags) cudaEventRecordWithFlags_ptsz;
__typeof__(cudaEventRecordWithFlags) ocr_impl_cudaEventRecordWithFlags_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventRecordWithFlags_ptsz_intercepted(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventRecordWithFlags_ptsz, "cudaEventRecordWithFlags_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventRecordWithFlags_ptsz(event, stream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventRecordWithFlags_ptsz);

__typeof__(cudaEventQuery) ocr_impl_cudaEventQuery __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventQuery_intercepted(cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventQuery, "cudaEventQuery", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventQuery(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventQuery);

__typeof__(cudaEventSynchronize) ocr_impl_cudaEventSynchronize __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventSynchronize_intercepted(cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventSynchronize, "cudaEventSynchronize", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventSynchronize(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventSynchronize);

__typeof__(cudaEventDestroy) ocr_impl_cudaEventDestroy __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventDestroy_intercepted(cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventDestroy, "cudaEventDestroy", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventDestroy(event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventDestroy);

__typeof__(cudaEventElapsedTime) ocr_impl_cudaEventElapsedTime __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventElapsedTime_intercepted(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventElapsedTime, "cudaEventElapsedTime", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventElapsedTime(ms, start, end);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out_float(&ocr_c, ms, ocr_e);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)start);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)end);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventElapsedTime);

__typeof__(cudaImportExternalMemory) ocr_impl_cudaImportExternalMemory __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaImportExternalMemory_intercepted(cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaImportExternalMemory, "cudaImportExternalMemory", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaImportExternalMemory(extMem_out, memHandleDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, extMem_out, ocr_e == cudaSuccess && extMem_out != NULL ? (uint64_t)(uintptr_t)*extMem_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memHandleDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaImportExternalMemory);

__typeof__(cudaExternalMemoryGetMappedBuffer) ocr_impl_cudaExternalMemoryGetMappedBuffer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExternalMemoryGetMappedBuffer_intercepted(void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExternalMemoryGetMappedBuffer, "cudaExternalMemoryGetMappedBuffer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExternalMemoryGetMappedBuffer(devPtr, extMem, bufferDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)bufferDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExternalMemoryGetMappedBuffer);

__typeof__(cudaExternalMemoryGetMappedMipmappedArray) ocr_impl_cudaExternalMemoryGetMappedMipmappedArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExternalMemoryGetMappedMipmappedArray_intercepted(cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExternalMemoryGetMappedMipmappedArray, "cudaExternalMemoryGetMappedMipmappedArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExternalMemoryGetMappedMipmappedArray(mipmap, extMem, mipmapDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, mipmap, ocr_e == cudaSuccess && mipmap != NULL ? (uint64_t)(uintptr_t)*mipmap : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmapDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExternalMemoryGetMappedMipmappedArray);

__typeof__(cudaDestroyExternalMemory) ocr_impl_cudaDestroyExternalMemory __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDestroyExternalMemory_intercepted(cudaExternalMemory_t extMem)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDestroyExternalMemory, "cudaDestroyExternalMemory", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDestroyExternalMemory(extMem);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extMem);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDestroyExternalMemory);

__typeof__(cudaImportExternalSemaphore) ocr_impl_cudaImportExternalSemaphore __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaImportExternalSemaphore_intercepted(cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaImportExternalSemaphore, "cudaImportExternalSemaphore", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaImportExternalSemaphore(extSem_out, semHandleDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, extSem_out, ocr_e == cudaSuccess && extSem_out != NULL ? (uint64_t)(uintptr_t)*extSem_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)semHandleDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaImportExternalSemaphore);

__typeof__(cudaSignalExternalSemaphoresAsync) ocr_impl_cudaSignalExternalSemaphoresAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaSignalExternalSemaphoresAsync_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaSignalExternalSemaphoresAsync, "cudaSignalExternalSemaphoresAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaSignalExternalSemaphoresAsync);

__typeof__(cudaSignalExternalSemaphoresAsync) cudaSignalExternalSemaphoresAsync_ptsz;
__typeof__(cudaSignalExternalSemaphoresAsync) ocr_impl_cudaSignalExternalSemaphoresAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaSignalExternalSemaphoresAsync_ptsz_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaSignalExternalSemaphoresAsync_ptsz, "cudaSignalExternalSemaphoresAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaSignalExternalSemaphoresAsync_ptsz);

__typeof__(cudaWaitExternalSemaphoresAsync) ocr_impl_cudaWaitExternalSemaphoresAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaWaitExternalSemaphoresAsync_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaWaitExternalSemaphoresAsync, "cudaWaitExternalSemaphoresAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaWaitExternalSemaphoresAsync);

__typeof__(cudaWaitExternalSemaphoresAsync) cudaWaitExternalSemaphoresAsync_ptsz;
__typeof__(cudaWaitExternalSemaphoresAsync) ocr_impl_cudaWaitExternalSemaphoresAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaWaitExternalSemaphoresAsync_ptsz_intercepted(const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaWaitExternalSemaphoresAsync_ptsz, "cudaWaitExternalSemaphoresAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaWaitExternalSemaphoresAsync_ptsz);

__typeof__(cudaDestroyExternalSemaphore) ocr_impl_cudaDestroyExternalSemaphore __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDestroyExternalSemaphore_intercepted(cudaExternalSemaphore_t extSem)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDestroyExternalSemaphore, "cudaDestroyExternalSemaphore", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDestroyExternalSemaphore(extSem);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)extSem);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDestroyExternalSemaphore);

__typeof__(cudaLaunchKernel) ocr_impl_cudaLaunchKernel __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchKernel_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernel, "cudaLaunchKernel", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream);
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
OCR_ENTRY(cudaLaunchKernel);

__typeof__(cudaLaunchKernel) cudaLaunchKernel_ptsz;
__typeof__(cudaLaunchKernel) ocr_impl_cudaLaunchKernel_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchKernel_ptsz_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernel_ptsz, "cudaLaunchKernel_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
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
OCR_ENTRY(cudaLaunchKernel_ptsz);

__typeof__(cudaLaunchKernelExC) ocr_impl_cudaLaunchKernelExC __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchKernelExC_intercepted(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = config != NULL ? config->stream : NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernelExC, "cudaLaunchKernelExC", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchKernelExC(config, func, args);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_launch_config(&ocr_c, config);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLaunchKernelExC);

__typeof__(cudaLaunchKernelExC) cudaLaunchKernelExC_ptsz;
__typeof__(cudaLaunchKernelExC) ocr_impl_cudaLaunchKernelExC_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchKernelExC_ptsz_intercepted(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = config != NULL ? config->stream : NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchKernelExC_ptsz, "cudaLaunchKernelExC_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchKernelExC_ptsz(config, func, args);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_launch_config(&ocr_c, config);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)args);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLaunchKernelExC_ptsz);

__typeof__(cudaLaunchCooperativeKernel) ocr_impl_cudaLaunchCooperativeKernel __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchCooperativeKernel_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchCooperativeKernel, "cudaLaunchCooperativeKernel", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchCooperativeKernel(func, gridDim, blockDim, args, sharedMem, stream);
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
OCR_ENTRY(cudaLaunchCooperativeKernel);

__typeof__(cudaLaunchCooperativeKernel) cudaLaunchCooperativeKernel_ptsz;
__typeof__(cudaLaunchCooperativeKernel) ocr_impl_cudaLaunchCooperativeKernel_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchCooperativeKernel_ptsz_intercepted(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchCooperativeKernel_ptsz, "cudaLaunchCooperativeKernel_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchCooperativeKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
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
OCR_ENTRY(cudaLaunchCooperativeKernel_ptsz);

__typeof__(cudaFuncSetCacheConfig) ocr_impl_cudaFuncSetCacheConfig __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFuncSetCacheConfig_intercepted(const void *func, enum cudaFuncCache cacheConfig)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFuncSetCacheConfig, "cudaFuncSetCacheConfig", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFuncSetCacheConfig(func, cacheConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)cacheConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFuncSetCacheConfig);

__typeof__(cudaFuncGetAttributes) ocr_impl_cudaFuncGetAttributes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFuncGetAttributes_intercepted(struct cudaFuncAttributes *attr, const void *func)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFuncGetAttributes, "cudaFuncGetAttributes", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFuncGetAttributes(attr, func);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attr);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFuncGetAttributes);

__typeof__(cudaFuncSetAttribute) ocr_impl_cudaFuncSetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFuncSetAttribute_intercepted(const void *func, enum cudaFuncAttribute attr, int value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFuncSetAttribute, "cudaFuncSetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFuncSetAttribute(func, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFuncSetAttribute);

__typeof__(cudaFuncGetName) ocr_impl_cudaFuncGetName __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFuncGetName_intercepted(const char **name, const void *func)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFuncGetName, "cudaFuncGetName", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFuncGetName(name, func);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)name);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFuncGetName);

__typeof__(cudaFuncGetParamInfo) ocr_impl_cudaFuncGetParamInfo __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFuncGetParamInfo_intercepted(const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFuncGetParamInfo, "cudaFuncGetParamInfo", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaFuncGetParamInfo);

__typeof__(cudaLaunchHostFunc) ocr_impl_cudaLaunchHostFunc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchHostFunc_intercepted(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchHostFunc, "cudaLaunchHostFunc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchHostFunc(stream, fn, userData);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLaunchHostFunc);

__typeof__(cudaLaunchHostFunc) cudaLaunchHostFunc_ptsz;
__typeof__(cudaLaunchHostFunc) ocr_impl_cudaLaunchHostFunc_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchHostFunc_ptsz_intercepted(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchHostFunc_ptsz, "cudaLaunchHostFunc_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchHostFunc_ptsz(stream, fn, userData);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLaunchHostFunc_ptsz);

__typeof__(cudaFuncSetSharedMemConfig) ocr_impl_cudaFuncSetSharedMemConfig __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFuncSetSharedMemConfig_intercepted(const void *func, enum cudaSharedMemConfig config)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFuncSetSharedMemConfig, "cudaFuncSetSharedMemConfig", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFuncSetSharedMemConfig(func, config);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put(&ocr_c, (uint64_t)config);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFuncSetSharedMemConfig);

__typeof__(cudaOccupancyMaxActiveBlocksPerMultiprocessor) ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessor __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor_intercepted(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxActiveBlocksPerMultiprocessor, "cudaOccupancyMaxActiveBlocksPerMultiprocessor", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaOccupancyMaxActiveBlocksPerMultiprocessor);

__typeof__(cudaOccupancyAvailableDynamicSMemPerBlock) ocr_impl_cudaOccupancyAvailableDynamicSMemPerBlock __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock_intercepted(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyAvailableDynamicSMemPerBlock, "cudaOccupancyAvailableDynamicSMemPerBlock", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaOccupancyAvailableDynamicSMemPerBlock);

__typeof__(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags) ocr_impl_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags_intercepted(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags);

__typeof__(cudaOccupancyMaxPotentialClusterSize) ocr_impl_cudaOccupancyMaxPotentialClusterSize __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaOccupancyMaxPotentialClusterSize_intercepted(int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxPotentialClusterSize, "cudaOccupancyMaxPotentialClusterSize", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaOccupancyMaxPotentialClusterSize(clusterSize, func, launchConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, clusterSize, ocr_e == cudaSuccess && clusterSize != NULL ? (uint64_t)(uintptr_t)*clusterSize : 0);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_launch_config(&ocr_c, launchConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaOccupancyMaxPotentialClusterSize);

__typeof__(cudaOccupancyMaxActiveClusters) ocr_impl_cudaOccupancyMaxActiveClusters __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaOccupancyMaxActiveClusters_intercepted(int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaOccupancyMaxActiveClusters, "cudaOccupancyMaxActiveClusters", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaOccupancyMaxActiveClusters(numClusters, func, launchConfig);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, numClusters, ocr_e == cudaSuccess && numClusters != NULL ? (uint64_t)(uintptr_t)*numClusters : 0);
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_launch_config(&ocr_c, launchConfig);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaOccupancyMaxActiveClusters);

__typeof__(cudaMallocManaged) ocr_impl_cudaMallocManaged __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocManaged_intercepted(void **devPtr, size_t size, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocManaged, "cudaMallocManaged", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMallocManaged(devPtr, size, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMallocManaged);

__typeof__(cudaMalloc) ocr_impl_cudaMalloc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMalloc_intercepted(void **devPtr, size_t size)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMalloc, "cudaMalloc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMalloc(devPtr, size);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMalloc);

__typeof__(cudaMallocHost) ocr_impl_cudaMallocHost __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocHost_intercepted(void **ptr, size_t size)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocHost, "cudaMallocHost", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMallocHost(ptr, size);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMallocHost);

__typeof__(cudaMallocPitch) ocr_impl_cudaMallocPitch __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocPitch_intercepted(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocPitch, "cudaMallocPitch", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMallocPitch);

__typeof__(cudaMallocArray) ocr_impl_cudaMallocArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocArray_intercepted(cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocArray, "cudaMallocArray", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMallocArray);

__typeof__(cudaFree) ocr_impl_cudaFree __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFree_intercepted(void *devPtr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFree, "cudaFree", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFree(devPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFree);

__typeof__(cudaFreeHost) ocr_impl_cudaFreeHost __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFreeHost_intercepted(void *ptr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFreeHost, "cudaFreeHost", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFreeHost(ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFreeHost);

__typeof__(cudaFreeArray) ocr_impl_cudaFreeArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFreeArray_intercepted(cudaArray_t array)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFreeArray, "cudaFreeArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFreeArray(array);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFreeArray);

__typeof__(cudaFreeMipmappedArray) ocr_impl_cudaFreeMipmappedArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFreeMipmappedArray_intercepted(cudaMipmappedArray_t mipmappedArray)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFreeMipmappedArray, "cudaFreeMipmappedArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFreeMipmappedArray(mipmappedArray);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmappedArray);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFreeMipmappedArray);

__typeof__(cudaHostAlloc) ocr_impl_cudaHostAlloc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaHostAlloc_intercepted(void **pHost, size_t size, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaHostAlloc, "cudaHostAlloc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaHostAlloc(pHost, size, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pHost, ocr_e == cudaSuccess && pHost != NULL ? (uint64_t)(uintptr_t)*pHost : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaHostAlloc);

__typeof__(cudaHostRegister) ocr_impl_cudaHostRegister __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaHostRegister_intercepted(void *ptr, size_t size, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaHostRegister, "cudaHostRegister", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaHostRegister(ptr, size, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaHostRegister);

__typeof__(cudaHostUnregister) ocr_impl_cudaHostUnregister __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaHostUnregister_intercepted(void *ptr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaHostUnregister, "cudaHostUnregister", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaHostUnregister(ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaHostUnregister);

__typeof__(cudaHostGetDevicePointer) ocr_impl_cudaHostGetDevicePointer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaHostGetDevicePointer_intercepted(void **pDevice, void *pHost, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaHostGetDevicePointer, "cudaHostGetDevicePointer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaHostGetDevicePointer(pDevice, pHost, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pDevice, ocr_e == cudaSuccess && pDevice != NULL ? (uint64_t)(uintptr_t)*pDevice : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pHost);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaHostGetDevicePointer);

__typeof__(cudaHostGetFlags) ocr_impl_cudaHostGetFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaHostGetFlags_intercepted(unsigned int *pFlags, void *pHost)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaHostGetFlags, "cudaHostGetFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaHostGetFlags(pFlags, pHost);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pFlags, ocr_e == cudaSuccess && pFlags != NULL ? (uint64_t)(uintptr_t)*pFlags : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pHost);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaHostGetFlags);

__typeof__(cudaMalloc3D) ocr_impl_cudaMalloc3D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMalloc3D_intercepted(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMalloc3D, "cudaMalloc3D", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMalloc3D(pitchedDevPtr, extent);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pitchedDevPtr);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMalloc3D);

__typeof__(cudaMalloc3DArray) ocr_impl_cudaMalloc3DArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMalloc3DArray_intercepted(cudaArray_t *array, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMalloc3DArray, "cudaMalloc3DArray", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMalloc3DArray);

__typeof__(cudaMallocMipmappedArray) ocr_impl_cudaMallocMipmappedArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocMipmappedArray_intercepted(cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc* desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocMipmappedArray, "cudaMallocMipmappedArray", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMallocMipmappedArray);

__typeof__(cudaGetMipmappedArrayLevel) ocr_impl_cudaGetMipmappedArrayLevel __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetMipmappedArrayLevel_intercepted(cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetMipmappedArrayLevel, "cudaGetMipmappedArrayLevel", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetMipmappedArrayLevel(levelArray, mipmappedArray, level);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, levelArray, ocr_e == cudaSuccess && levelArray != NULL ? (uint64_t)(uintptr_t)*levelArray : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmappedArray);
        ocr_put(&ocr_c, (uint64_t)level);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetMipmappedArrayLevel);

__typeof__(cudaMemcpy3D) ocr_impl_cudaMemcpy3D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3D_intercepted(const struct cudaMemcpy3DParms *p)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3D, "cudaMemcpy3D", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3D(p);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3D);

__typeof__(cudaMemcpy3D) cudaMemcpy3D_ptds;
__typeof__(cudaMemcpy3D) ocr_impl_cudaMemcpy3D_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3D_ptds_intercepted(const struct cudaMemcpy3DParms *p)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3D_ptds, "cudaMemcpy3D_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3D_ptds(p);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3D_ptds);

__typeof__(cudaMemcpy3DPeer) ocr_impl_cudaMemcpy3DPeer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DPeer_intercepted(const struct cudaMemcpy3DPeerParms *p)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeer, "cudaMemcpy3DPeer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DPeer(p);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DPeer);

__typeof__(cudaMemcpy3DPeer) cudaMemcpy3DPeer_ptds;
__typeof__(cudaMemcpy3DPeer) ocr_impl_cudaMemcpy3DPeer_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DPeer_ptds_intercepted(const struct cudaMemcpy3DPeerParms *p)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeer_ptds, "cudaMemcpy3DPeer_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DPeer_ptds(p);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DPeer_ptds);

__typeof__(cudaMemcpy3DAsync) ocr_impl_cudaMemcpy3DAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DAsync_intercepted(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DAsync, "cudaMemcpy3DAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DAsync(p, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DAsync);

__typeof__(cudaMemcpy3DAsync) cudaMemcpy3DAsync_ptsz;
__typeof__(cudaMemcpy3DAsync) ocr_impl_cudaMemcpy3DAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DAsync_ptsz_intercepted(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DAsync_ptsz, "cudaMemcpy3DAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DAsync_ptsz(p, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DAsync_ptsz);

__typeof__(cudaMemcpy3DPeerAsync) ocr_impl_cudaMemcpy3DPeerAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DPeerAsync_intercepted(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeerAsync, "cudaMemcpy3DPeerAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DPeerAsync(p, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DPeerAsync);

__typeof__(cudaMemcpy3DPeerAsync) cudaMemcpy3DPeerAsync_ptsz;
__typeof__(cudaMemcpy3DPeerAsync) ocr_impl_cudaMemcpy3DPeerAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DPeerAsync_ptsz_intercepted(const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DPeerAsync_ptsz, "cudaMemcpy3DPeerAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DPeerAsync_ptsz(p, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)p);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DPeerAsync_ptsz);

__typeof__(cudaMemGetInfo) ocr_impl_cudaMemGetInfo __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemGetInfo_intercepted(size_t *free, size_t *total)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemGetInfo, "cudaMemGetInfo", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemGetInfo(free, total);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, free, ocr_e == cudaSuccess && free != NULL ? (uint64_t)(uintptr_t)*free : 0);
        ocr_put_out(&ocr_c, total, ocr_e == cudaSuccess && total != NULL ? (uint64_t)(uintptr_t)*total : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemGetInfo);

__typeof__(cudaArrayGetInfo) ocr_impl_cudaArrayGetInfo __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaArrayGetInfo_intercepted(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetInfo, "cudaArrayGetInfo", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaArrayGetInfo);

__typeof__(cudaArrayGetPlane) ocr_impl_cudaArrayGetPlane __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaArrayGetPlane_intercepted(cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetPlane, "cudaArrayGetPlane", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaArrayGetPlane(pPlaneArray, hArray, planeIdx);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pPlaneArray, ocr_e == cudaSuccess && pPlaneArray != NULL ? (uint64_t)(uintptr_t)*pPlaneArray : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hArray);
        ocr_put(&ocr_c, (uint64_t)planeIdx);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaArrayGetPlane);

__typeof__(cudaArrayGetMemoryRequirements) ocr_impl_cudaArrayGetMemoryRequirements __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaArrayGetMemoryRequirements_intercepted(struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetMemoryRequirements, "cudaArrayGetMemoryRequirements", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaArrayGetMemoryRequirements(memoryRequirements, array, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memoryRequirements);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaArrayGetMemoryRequirements);

__typeof__(cudaMipmappedArrayGetMemoryRequirements) ocr_impl_cudaMipmappedArrayGetMemoryRequirements __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMipmappedArrayGetMemoryRequirements_intercepted(struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMipmappedArrayGetMemoryRequirements, "cudaMipmappedArrayGetMemoryRequirements", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMipmappedArrayGetMemoryRequirements(memoryRequirements, mipmap, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memoryRequirements);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmap);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMipmappedArrayGetMemoryRequirements);

__typeof__(cudaArrayGetSparseProperties) ocr_impl_cudaArrayGetSparseProperties __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaArrayGetSparseProperties_intercepted(struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaArrayGetSparseProperties, "cudaArrayGetSparseProperties", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaArrayGetSparseProperties(sparseProperties, array);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sparseProperties);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaArrayGetSparseProperties);

__typeof__(cudaMipmappedArrayGetSparseProperties) ocr_impl_cudaMipmappedArrayGetSparseProperties __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMipmappedArrayGetSparseProperties_intercepted(struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMipmappedArrayGetSparseProperties, "cudaMipmappedArrayGetSparseProperties", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMipmappedArrayGetSparseProperties(sparseProperties, mipmap);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)sparseProperties);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)mipmap);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMipmappedArrayGetSparseProperties);

__typeof__(cudaMemcpy) ocr_impl_cudaMemcpy __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy, "cudaMemcpy", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy(dst, src, count, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy);

__typeof__(cudaMemcpy) cudaMemcpy_ptds;
__typeof__(cudaMemcpy) ocr_impl_cudaMemcpy_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy_ptds_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy_ptds, "cudaMemcpy_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy_ptds(dst, src, count, kind);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)kind);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy_ptds);

__typeof__(cudaMemcpyPeer) ocr_impl_cudaMemcpyPeer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyPeer_intercepted(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyPeer, "cudaMemcpyPeer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyPeer(dst, dstDevice, src, srcDevice, count);
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
OCR_ENTRY(cudaMemcpyPeer);

__typeof__(cudaMemcpy2D) ocr_impl_cudaMemcpy2D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2D_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2D, "cudaMemcpy2D", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2D);

__typeof__(cudaMemcpy2D) cudaMemcpy2D_ptds;
__typeof__(cudaMemcpy2D) ocr_impl_cudaMemcpy2D_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2D_ptds_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2D_ptds, "cudaMemcpy2D_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2D_ptds(dst, dpitch, src, spitch, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2D_ptds);

__typeof__(cudaMemcpy2DToArray) ocr_impl_cudaMemcpy2DToArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DToArray_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArray, "cudaMemcpy2DToArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DToArray(dst, wOffset, hOffset, src, spitch, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2DToArray);

__typeof__(cudaMemcpy2DToArray) cudaMemcpy2DToArray_ptds;
__typeof__(cudaMemcpy2DToArray) ocr_impl_cudaMemcpy2DToArray_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DToArray_ptds_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArray_ptds, "cudaMemcpy2DToArray_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DToArray_ptds(dst, wOffset, hOffset, src, spitch, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2DToArray_ptds);

__typeof__(cudaMemcpy2DFromArray) ocr_impl_cudaMemcpy2DFromArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DFromArray_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArray, "cudaMemcpy2DFromArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DFromArray(dst, dpitch, src, wOffset, hOffset, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2DFromArray);

__typeof__(cudaMemcpy2DFromArray) cudaMemcpy2DFromArray_ptds;
__typeof__(cudaMemcpy2DFromArray) ocr_impl_cudaMemcpy2DFromArray_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DFromArray_ptds_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArray_ptds, "cudaMemcpy2DFromArray_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DFromArray_ptds(dst, dpitch, src, wOffset, hOffset, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2DFromArray_ptds);

__typeof__(cudaMemcpy2DArrayToArray) ocr_impl_cudaMemcpy2DArrayToArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DArrayToArray_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DArrayToArray, "cudaMemcpy2DArrayToArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2DArrayToArray);

__typeof__(cudaMemcpy2DArrayToArray) cudaMemcpy2DArrayToArray_ptds;
__typeof__(cudaMemcpy2DArrayToArray) ocr_impl_cudaMemcpy2DArrayToArray_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DArrayToArray_ptds_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DArrayToArray_ptds, "cudaMemcpy2DArrayToArray_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind);
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
OCR_ENTRY(cudaMemcpy2DArrayToArray_ptds);

__typeof__(cudaMemcpyToSymbol) ocr_impl_cudaMemcpyToSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToSymbol_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbol, "cudaMemcpyToSymbol", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToSymbol(symbol, src, count, offset, kind);
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
OCR_ENTRY(cudaMemcpyToSymbol);

__typeof__(cudaMemcpyToSymbol) cudaMemcpyToSymbol_ptds;
__typeof__(cudaMemcpyToSymbol) ocr_impl_cudaMemcpyToSymbol_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToSymbol_ptds_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbol_ptds, "cudaMemcpyToSymbol_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToSymbol_ptds(symbol, src, count, offset, kind);
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
OCR_ENTRY(cudaMemcpyToSymbol_ptds);

__typeof__(cudaMemcpyFromSymbol) ocr_impl_cudaMemcpyFromSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromSymbol_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbol, "cudaMemcpyFromSymbol", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
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
OCR_ENTRY(cudaMemcpyFromSymbol);

__typeof__(cudaMemcpyFromSymbol) cudaMemcpyFromSymbol_ptds;
__typeof__(cudaMemcpyFromSymbol) ocr_impl_cudaMemcpyFromSymbol_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromSymbol_ptds_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbol_ptds, "cudaMemcpyFromSymbol_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromSymbol_ptds(dst, symbol, count, offset, kind);
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
OCR_ENTRY(cudaMemcpyFromSymbol_ptds);

__typeof__(cudaMemcpyAsync) ocr_impl_cudaMemcpyAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyAsync_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyAsync, "cudaMemcpyAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyAsync(dst, src, count, kind, stream);
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
OCR_ENTRY(cudaMemcpyAsync);

__typeof__(cudaMemcpyAsync) cudaMemcpyAsync_ptsz;
__typeof__(cudaMemcpyAsync) ocr_impl_cudaMemcpyAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyAsync_ptsz_intercepted(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyAsync_ptsz, "cudaMemcpyAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyAsync_ptsz(dst, src, count, kind, stream);
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
OCR_ENTRY(cudaMemcpyAsync_ptsz);

__typeof__(cudaMemcpyPeerAsync) ocr_impl_cudaMemcpyPeerAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyPeerAsync_intercepted(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyPeerAsync, "cudaMemcpyPeerAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyPeerAsync(dst, dstDevice, src, srcDevice, count, stream);
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
OCR_ENTRY(cudaMemcpyPeerAsync);

__typeof__(cudaMemcpyBatchAsync) ocr_impl_cudaMemcpyBatchAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyBatchAsync_intercepted(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyBatchAsync, "cudaMemcpyBatchAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyBatchAsync(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
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
OCR_ENTRY(cudaMemcpyBatchAsync);

__typeof__(cudaMemcpyBatchAsync) cudaMemcpyBatchAsync_ptsz;
__typeof__(cudaMemcpyBatchAsync) ocr_impl_cudaMemcpyBatchAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyBatchAsync_ptsz_intercepted(void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyBatchAsync_ptsz, "cudaMemcpyBatchAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyBatchAsync_ptsz(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream);
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
OCR_ENTRY(cudaMemcpyBatchAsync_ptsz);

__typeof__(cudaMemcpy3DBatchAsync) ocr_impl_cudaMemcpy3DBatchAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DBatchAsync_intercepted(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DBatchAsync, "cudaMemcpy3DBatchAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DBatchAsync(numOps, opList, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)numOps);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)opList);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DBatchAsync);

__typeof__(cudaMemcpy3DBatchAsync) cudaMemcpy3DBatchAsync_ptsz;
__typeof__(cudaMemcpy3DBatchAsync) ocr_impl_cudaMemcpy3DBatchAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DBatchAsync_ptsz_intercepted(size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DBatchAsync_ptsz, "cudaMemcpy3DBatchAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DBatchAsync_ptsz(numOps, opList, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)numOps);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)opList);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DBatchAsync_ptsz);

__typeof__(cudaMemcpy2DAsync) ocr_impl_cudaMemcpy2DAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DAsync_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DAsync, "cudaMemcpy2DAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream);
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
OCR_ENTRY(cudaMemcpy2DAsync);

__typeof__(cudaMemcpy2DAsync) cudaMemcpy2DAsync_ptsz;
__typeof__(cudaMemcpy2DAsync) ocr_impl_cudaMemcpy2DAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DAsync_ptsz_intercepted(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DAsync_ptsz, "cudaMemcpy2DAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DAsync_ptsz(dst, dpitch, src, spitch, width, height, kind, stream);
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
OCR_ENTRY(cudaMemcpy2DAsync_ptsz);

__typeof__(cudaMemcpy2DToArrayAsync) ocr_impl_cudaMemcpy2DToArrayAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DToArrayAsync_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArrayAsync, "cudaMemcpy2DToArrayAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
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
OCR_ENTRY(cudaMemcpy2DToArrayAsync);

__typeof__(cudaMemcpy2DToArrayAsync) cudaMemcpy2DToArrayAsync_ptsz;
__typeof__(cudaMemcpy2DToArrayAsync) ocr_impl_cudaMemcpy2DToArrayAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DToArrayAsync_ptsz_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DToArrayAsync_ptsz, "cudaMemcpy2DToArrayAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DToArrayAsync_ptsz(dst, wOffset, hOffset, src, spitch, width, height, kind, stream);
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
OCR_ENTRY(cudaMemcpy2DToArrayAsync_ptsz);

__typeof__(cudaMemcpy2DFromArrayAsync) ocr_impl_cudaMemcpy2DFromArrayAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DFromArrayAsync_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArrayAsync, "cudaMemcpy2DFromArrayAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
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
OCR_ENTRY(cudaMemcpy2DFromArrayAsync);

__typeof__(cudaMemcpy2DFromArrayAsync) cudaMemcpy2DFromArrayAsync_ptsz;
__typeof__(cudaMemcpy2DFromArrayAsync) ocr_impl_cudaMemcpy2DFromArrayAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy2DFromArrayAsync_ptsz_intercepted(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy2DFromArrayAsync_ptsz, "cudaMemcpy2DFromArrayAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy2DFromArrayAsync_ptsz(dst, dpitch, src, wOffset, hOffset, width, height, kind, stream);
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
OCR_ENTRY(cudaMemcpy2DFromArrayAsync_ptsz);

__typeof__(cudaMemcpyToSymbolAsync) ocr_impl_cudaMemcpyToSymbolAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToSymbolAsync_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbolAsync, "cudaMemcpyToSymbolAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToSymbolAsync(symbol, src, count, offset, kind, stream);
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
OCR_ENTRY(cudaMemcpyToSymbolAsync);

__typeof__(cudaMemcpyToSymbolAsync) cudaMemcpyToSymbolAsync_ptsz;
__typeof__(cudaMemcpyToSymbolAsync) ocr_impl_cudaMemcpyToSymbolAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToSymbolAsync_ptsz_intercepted(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToSymbolAsync_ptsz, "cudaMemcpyToSymbolAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToSymbolAsync_ptsz(symbol, src, count, offset, kind, stream);
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
OCR_ENTRY(cudaMemcpyToSymbolAsync_ptsz);

__typeof__(cudaMemcpyFromSymbolAsync) ocr_impl_cudaMemcpyFromSymbolAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromSymbolAsync_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbolAsync, "cudaMemcpyFromSymbolAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromSymbolAsync(dst, symbol, count, offset, kind, stream);
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
OCR_ENTRY(cudaMemcpyFromSymbolAsync);

__typeof__(cudaMemcpyFromSymbolAsync) cudaMemcpyFromSymbolAsync_ptsz;
__typeof__(cudaMemcpyFromSymbolAsync) ocr_impl_cudaMemcpyFromSymbolAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromSymbolAsync_ptsz_intercepted(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromSymbolAsync_ptsz, "cudaMemcpyFromSymbolAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromSymbolAsync_ptsz(dst, symbol, count, offset, kind, stream);
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
OCR_ENTRY(cudaMemcpyFromSymbolAsync_ptsz);

__typeof__(cudaMemset) ocr_impl_cudaMemset __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset_intercepted(void *devPtr, int value, size_t count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset, "cudaMemset", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset(devPtr, value, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemset);

__typeof__(cudaMemset) cudaMemset_ptds;
__typeof__(cudaMemset) ocr_impl_cudaMemset_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset_ptds_intercepted(void *devPtr, int value, size_t count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset_ptds, "cudaMemset_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset_ptds(devPtr, value, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemset_ptds);

__typeof__(cudaMemset2D) ocr_impl_cudaMemset2D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset2D_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2D, "cudaMemset2D", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset2D(devPtr, pitch, value, width, height);
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
OCR_ENTRY(cudaMemset2D);

__typeof__(cudaMemset2D) cudaMemset2D_ptds;
__typeof__(cudaMemset2D) ocr_impl_cudaMemset2D_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset2D_ptds_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2D_ptds, "cudaMemset2D_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset2D_ptds(devPtr, pitch, value, width, height);
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
OCR_ENTRY(cudaMemset2D_ptds);

__typeof__(cudaMemset3D) ocr_impl_cudaMemset3D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset3D_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3D, "cudaMemset3D", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset3D(pitchedDevPtr, value, extent);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemset3D);

__typeof__(cudaMemset3D) cudaMemset3D_ptds;
__typeof__(cudaMemset3D) ocr_impl_cudaMemset3D_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset3D_ptds_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3D_ptds, "cudaMemset3D_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset3D_ptds(pitchedDevPtr, value, extent);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemset3D_ptds);

__typeof__(cudaMemsetAsync) ocr_impl_cudaMemsetAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemsetAsync_intercepted(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemsetAsync, "cudaMemsetAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemsetAsync(devPtr, value, count, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemsetAsync);

__typeof__(cudaMemsetAsync) cudaMemsetAsync_ptsz;
__typeof__(cudaMemsetAsync) ocr_impl_cudaMemsetAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemsetAsync_ptsz_intercepted(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemsetAsync_ptsz, "cudaMemsetAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemsetAsync_ptsz(devPtr, value, count, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemsetAsync_ptsz);

__typeof__(cudaMemset2DAsync) ocr_impl_cudaMemset2DAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset2DAsync_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2DAsync, "cudaMemset2DAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset2DAsync(devPtr, pitch, value, width, height, stream);
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
OCR_ENTRY(cudaMemset2DAsync);

__typeof__(cudaMemset2DAsync) cudaMemset2DAsync_ptsz;
__typeof__(cudaMemset2DAsync) ocr_impl_cudaMemset2DAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset2DAsync_ptsz_intercepted(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset2DAsync_ptsz, "cudaMemset2DAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset2DAsync_ptsz(devPtr, pitch, value, width, height, stream);
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
OCR_ENTRY(cudaMemset2DAsync_ptsz);

__typeof__(cudaMemset3DAsync) ocr_impl_cudaMemset3DAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset3DAsync_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3DAsync, "cudaMemset3DAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset3DAsync(pitchedDevPtr, value, extent, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemset3DAsync);

__typeof__(cudaMemset3DAsync) cudaMemset3DAsync_ptsz;
__typeof__(cudaMemset3DAsync) ocr_impl_cudaMemset3DAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemset3DAsync_ptsz_intercepted(struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemset3DAsync_ptsz, "cudaMemset3DAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemset3DAsync_ptsz(pitchedDevPtr, value, extent, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_bytes(&ocr_c, &pitchedDevPtr, sizeof pitchedDevPtr);
        ocr_put(&ocr_c, (uint64_t)value);
        ocr_put_bytes(&ocr_c, &extent, sizeof extent);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemset3DAsync_ptsz);

__typeof__(cudaGetSymbolAddress) ocr_impl_cudaGetSymbolAddress __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetSymbolAddress_intercepted(void **devPtr, const void *symbol)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetSymbolAddress, "cudaGetSymbolAddress", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetSymbolAddress(devPtr, symbol);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetSymbolAddress);

__typeof__(cudaGetSymbolSize) ocr_impl_cudaGetSymbolSize __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetSymbolSize_intercepted(size_t *size, const void *symbol)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetSymbolSize, "cudaGetSymbolSize", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetSymbolSize(size, symbol);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbol);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetSymbolSize);

__typeof__(cudaMemPrefetchAsync) ocr_impl_cudaMemPrefetchAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPrefetchAsync_intercepted(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchAsync, "cudaMemPrefetchAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemPrefetchAsync);

__typeof__(cudaMemPrefetchAsync) cudaMemPrefetchAsync_ptsz;
__typeof__(cudaMemPrefetchAsync) ocr_impl_cudaMemPrefetchAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPrefetchAsync_ptsz_intercepted(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchAsync_ptsz, "cudaMemPrefetchAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemPrefetchAsync_ptsz);

__typeof__(cudaMemPrefetchBatchAsync) ocr_impl_cudaMemPrefetchBatchAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPrefetchBatchAsync_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchBatchAsync, "cudaMemPrefetchBatchAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemPrefetchBatchAsync);

__typeof__(cudaMemPrefetchBatchAsync) cudaMemPrefetchBatchAsync_ptsz;
__typeof__(cudaMemPrefetchBatchAsync) ocr_impl_cudaMemPrefetchBatchAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPrefetchBatchAsync_ptsz_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPrefetchBatchAsync_ptsz, "cudaMemPrefetchBatchAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemPrefetchBatchAsync_ptsz);

__typeof__(cudaMemDiscardBatchAsync) ocr_impl_cudaMemDiscardBatchAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemDiscardBatchAsync_intercepted(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardBatchAsync, "cudaMemDiscardBatchAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemDiscardBatchAsync);

__typeof__(cudaMemDiscardBatchAsync) cudaMemDiscardBatchAsync_ptsz;
__typeof__(cudaMemDiscardBatchAsync) ocr_impl_cudaMemDiscardBatchAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemDiscardBatchAsync_ptsz_intercepted(void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardBatchAsync_ptsz, "cudaMemDiscardBatchAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemDiscardBatchAsync_ptsz);

__typeof__(cudaMemDiscardAndPrefetchBatchAsync) ocr_impl_cudaMemDiscardAndPrefetchBatchAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemDiscardAndPrefetchBatchAsync_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardAndPrefetchBatchAsync, "cudaMemDiscardAndPrefetchBatchAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemDiscardAndPrefetchBatchAsync);

__typeof__(cudaMemDiscardAndPrefetchBatchAsync) cudaMemDiscardAndPrefetchBatchAsync_ptsz;
__typeof__(cudaMemDiscardAndPrefetchBatchAsync) ocr_impl_cudaMemDiscardAndPrefetchBatchAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemDiscardAndPrefetchBatchAsync_ptsz_intercepted(void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemDiscardAndPrefetchBatchAsync_ptsz, "cudaMemDiscardAndPrefetchBatchAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemDiscardAndPrefetchBatchAsync_ptsz);

__typeof__(cudaMemAdvise) ocr_impl_cudaMemAdvise __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemAdvise_intercepted(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemAdvise, "cudaMemAdvise", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemAdvise);

__typeof__(cudaMemRangeGetAttribute) ocr_impl_cudaMemRangeGetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemRangeGetAttribute_intercepted(void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemRangeGetAttribute, "cudaMemRangeGetAttribute", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemRangeGetAttribute);

__typeof__(cudaMemRangeGetAttributes) ocr_impl_cudaMemRangeGetAttributes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemRangeGetAttributes_intercepted(void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemRangeGetAttributes, "cudaMemRangeGetAttributes", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemRangeGetAttributes);

__typeof__(cudaMemcpyToArray) ocr_impl_cudaMemcpyToArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToArray_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArray, "cudaMemcpyToArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToArray(dst, wOffset, hOffset, src, count, kind);
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
OCR_ENTRY(cudaMemcpyToArray);

__typeof__(cudaMemcpyToArray) cudaMemcpyToArray_ptds;
__typeof__(cudaMemcpyToArray) ocr_impl_cudaMemcpyToArray_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToArray_ptds_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArray_ptds, "cudaMemcpyToArray_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToArray_ptds(dst, wOffset, hOffset, src, count, kind);
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
OCR_ENTRY(cudaMemcpyToArray_ptds);

__typeof__(cudaMemcpyFromArray) ocr_impl_cudaMemcpyFromArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromArray_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArray, "cudaMemcpyFromArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromArray(dst, src, wOffset, hOffset, count, kind);
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
OCR_ENTRY(cudaMemcpyFromArray);

__typeof__(cudaMemcpyFromArray) cudaMemcpyFromArray_ptds;
__typeof__(cudaMemcpyFromArray) ocr_impl_cudaMemcpyFromArray_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromArray_ptds_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArray_ptds, "cudaMemcpyFromArray_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromArray_ptds(dst, src, wOffset, hOffset, count, kind);
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
OCR_ENTRY(cudaMemcpyFromArray_ptds);

__typeof__(cudaMemcpyArrayToArray) ocr_impl_cudaMemcpyArrayToArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyArrayToArray_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyArrayToArray, "cudaMemcpyArrayToArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyArrayToArray(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
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
OCR_ENTRY(cudaMemcpyArrayToArray);

__typeof__(cudaMemcpyArrayToArray) cudaMemcpyArrayToArray_ptds;
__typeof__(cudaMemcpyArrayToArray) ocr_impl_cudaMemcpyArrayToArray_ptds __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyArrayToArray_ptds_intercepted(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = NULL;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyArrayToArray_ptds, "cudaMemcpyArrayToArray_ptds", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyArrayToArray_ptds(dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind);
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
OCR_ENTRY(cudaMemcpyArrayToArray_ptds);

__typeof__(cudaMemcpyToArrayAsync) ocr_impl_cudaMemcpyToArrayAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToArrayAsync_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArrayAsync, "cudaMemcpyToArrayAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToArrayAsync(dst, wOffset, hOffset, src, count, kind, stream);
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
OCR_ENTRY(cudaMemcpyToArrayAsync);

__typeof__(cudaMemcpyToArrayAsync) cudaMemcpyToArrayAsync_ptsz;
__typeof__(cudaMemcpyToArrayAsync) ocr_impl_cudaMemcpyToArrayAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyToArrayAsync_ptsz_intercepted(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyToArrayAsync_ptsz, "cudaMemcpyToArrayAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyToArrayAsync_ptsz(dst, wOffset, hOffset, src, count, kind, stream);
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
OCR_ENTRY(cudaMemcpyToArrayAsync_ptsz);

__typeof__(cudaMemcpyFromArrayAsync) ocr_impl_cudaMemcpyFromArrayAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromArrayAsync_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArrayAsync, "cudaMemcpyFromArrayAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromArrayAsync(dst, src, wOffset, hOffset, count, kind, stream);
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
OCR_ENTRY(cudaMemcpyFromArrayAsync);

__typeof__(cudaMemcpyFromArrayAsync) cudaMemcpyFromArrayAsync_ptsz;
__typeof__(cudaMemcpyFromArrayAsync) ocr_impl_cudaMemcpyFromArrayAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyFromArrayAsync_ptsz_intercepted(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyFromArrayAsync_ptsz, "cudaMemcpyFromArrayAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyFromArrayAsync_ptsz(dst, src, wOffset, hOffset, count, kind, stream);
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
OCR_ENTRY(cudaMemcpyFromArrayAsync_ptsz);

__typeof__(cudaMallocAsync) ocr_impl_cudaMallocAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocAsync_intercepted(void **devPtr, size_t size, cudaStream_t hStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocAsync, "cudaMallocAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMallocAsync(devPtr, size, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMallocAsync);

__typeof__(cudaMallocAsync) cudaMallocAsync_ptsz;
__typeof__(cudaMallocAsync) ocr_impl_cudaMallocAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocAsync_ptsz_intercepted(void **devPtr, size_t size, cudaStream_t hStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocAsync_ptsz, "cudaMallocAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMallocAsync_ptsz(devPtr, size, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMallocAsync_ptsz);

__typeof__(cudaFreeAsync) ocr_impl_cudaFreeAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFreeAsync_intercepted(void *devPtr, cudaStream_t hStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFreeAsync, "cudaFreeAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFreeAsync(devPtr, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFreeAsync);

__typeof__(cudaFreeAsync) cudaFreeAsync_ptsz;
__typeof__(cudaFreeAsync) ocr_impl_cudaFreeAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFreeAsync_ptsz_intercepted(void *devPtr, cudaStream_t hStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFreeAsync_ptsz, "cudaFreeAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFreeAsync_ptsz(devPtr, hStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)devPtr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFreeAsync_ptsz);

__typeof__(cudaMemPoolTrimTo) ocr_impl_cudaMemPoolTrimTo __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolTrimTo_intercepted(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolTrimTo, "cudaMemPoolTrimTo", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolTrimTo(memPool, minBytesToKeep);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)minBytesToKeep);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolTrimTo);

__typeof__(cudaMemPoolSetAttribute) ocr_impl_cudaMemPoolSetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolSetAttribute_intercepted(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolSetAttribute, "cudaMemPoolSetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolSetAttribute(memPool, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolSetAttribute);

__typeof__(cudaMemPoolGetAttribute) ocr_impl_cudaMemPoolGetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolGetAttribute_intercepted(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolGetAttribute, "cudaMemPoolGetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolGetAttribute(memPool, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolGetAttribute);

__typeof__(cudaMemPoolSetAccess) ocr_impl_cudaMemPoolSetAccess __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolSetAccess_intercepted(cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolSetAccess, "cudaMemPoolSetAccess", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolSetAccess(memPool, descList, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)descList);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolSetAccess);

__typeof__(cudaMemPoolGetAccess) ocr_impl_cudaMemPoolGetAccess __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolGetAccess_intercepted(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolGetAccess, "cudaMemPoolGetAccess", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolGetAccess(flags, memPool, location);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolGetAccess);

__typeof__(cudaMemPoolCreate) ocr_impl_cudaMemPoolCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolCreate_intercepted(cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolCreate, "cudaMemPoolCreate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolCreate(memPool, poolProps);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)poolProps);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolCreate);

__typeof__(cudaMemPoolDestroy) ocr_impl_cudaMemPoolDestroy __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolDestroy_intercepted(cudaMemPool_t memPool)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolDestroy, "cudaMemPoolDestroy", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolDestroy(memPool);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolDestroy);

__typeof__(cudaMemGetDefaultMemPool) ocr_impl_cudaMemGetDefaultMemPool __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemGetDefaultMemPool_intercepted(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemGetDefaultMemPool, "cudaMemGetDefaultMemPool", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemGetDefaultMemPool(memPool, location, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemGetDefaultMemPool);

__typeof__(cudaMemGetMemPool) ocr_impl_cudaMemGetMemPool __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemGetMemPool_intercepted(cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemGetMemPool, "cudaMemGetMemPool", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemGetMemPool(memPool, location, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, memPool, ocr_e == cudaSuccess && memPool != NULL ? (uint64_t)(uintptr_t)*memPool : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemGetMemPool);

__typeof__(cudaMemSetMemPool) ocr_impl_cudaMemSetMemPool __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemSetMemPool_intercepted(struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemSetMemPool, "cudaMemSetMemPool", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemSetMemPool(location, type, memPool);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)location);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemSetMemPool);

__typeof__(cudaMallocFromPoolAsync) ocr_impl_cudaMallocFromPoolAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocFromPoolAsync_intercepted(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocFromPoolAsync, "cudaMallocFromPoolAsync", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMallocFromPoolAsync);

__typeof__(cudaMallocFromPoolAsync) cudaMallocFromPoolAsync_ptsz;
__typeof__(cudaMallocFromPoolAsync) ocr_impl_cudaMallocFromPoolAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMallocFromPoolAsync_ptsz_intercepted(void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMallocFromPoolAsync_ptsz, "cudaMallocFromPoolAsync_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMallocFromPoolAsync_ptsz);

__typeof__(cudaMemPoolExportToShareableHandle) ocr_impl_cudaMemPoolExportToShareableHandle __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolExportToShareableHandle_intercepted(void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolExportToShareableHandle, "cudaMemPoolExportToShareableHandle", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemPoolExportToShareableHandle);

__typeof__(cudaMemPoolImportFromShareableHandle) ocr_impl_cudaMemPoolImportFromShareableHandle __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolImportFromShareableHandle_intercepted(cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolImportFromShareableHandle, "cudaMemPoolImportFromShareableHandle", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaMemPoolImportFromShareableHandle);

__typeof__(cudaMemPoolExportPointer) ocr_impl_cudaMemPoolExportPointer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolExportPointer_intercepted(struct cudaMemPoolPtrExportData *exportData, void *ptr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolExportPointer, "cudaMemPoolExportPointer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolExportPointer(exportData, ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)exportData);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolExportPointer);

__typeof__(cudaMemPoolImportPointer) ocr_impl_cudaMemPoolImportPointer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemPoolImportPointer_intercepted(void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemPoolImportPointer, "cudaMemPoolImportPointer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemPoolImportPointer(ptr, memPool, exportData);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, ptr, ocr_e == cudaSuccess && ptr != NULL ? (uint64_t)(uintptr_t)*ptr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)memPool);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)exportData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemPoolImportPointer);

__typeof__(cudaPointerGetAttributes) ocr_impl_cudaPointerGetAttributes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaPointerGetAttributes_intercepted(struct cudaPointerAttributes *attributes, const void *ptr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaPointerGetAttributes, "cudaPointerGetAttributes", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaPointerGetAttributes(attributes, ptr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attributes);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ptr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaPointerGetAttributes);

__typeof__(cudaDeviceCanAccessPeer) ocr_impl_cudaDeviceCanAccessPeer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceCanAccessPeer_intercepted(int *canAccessPeer, int device, int peerDevice)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceCanAccessPeer, "cudaDeviceCanAccessPeer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceCanAccessPeer(canAccessPeer, device, peerDevice);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, canAccessPeer, ocr_e == cudaSuccess && canAccessPeer != NULL ? (uint64_t)(uintptr_t)*canAccessPeer : 0);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)peerDevice);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceCanAccessPeer);

__typeof__(cudaDeviceEnablePeerAccess) ocr_impl_cudaDeviceEnablePeerAccess __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceEnablePeerAccess_intercepted(int peerDevice, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceEnablePeerAccess, "cudaDeviceEnablePeerAccess", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceEnablePeerAccess(peerDevice, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)peerDevice);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceEnablePeerAccess);

__typeof__(cudaDeviceDisablePeerAccess) ocr_impl_cudaDeviceDisablePeerAccess __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceDisablePeerAccess_intercepted(int peerDevice)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceDisablePeerAccess, "cudaDeviceDisablePeerAccess", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceDisablePeerAccess(peerDevice);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)peerDevice);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceDisablePeerAccess);

__typeof__(cudaGraphicsUnregisterResource) ocr_impl_cudaGraphicsUnregisterResource __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsUnregisterResource_intercepted(cudaGraphicsResource_t resource)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsUnregisterResource, "cudaGraphicsUnregisterResource", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsUnregisterResource(resource);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsUnregisterResource);

__typeof__(cudaGraphicsResourceSetMapFlags) ocr_impl_cudaGraphicsResourceSetMapFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsResourceSetMapFlags_intercepted(cudaGraphicsResource_t resource, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceSetMapFlags, "cudaGraphicsResourceSetMapFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsResourceSetMapFlags(resource, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsResourceSetMapFlags);

__typeof__(cudaGraphicsMapResources) ocr_impl_cudaGraphicsMapResources __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsMapResources_intercepted(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsMapResources, "cudaGraphicsMapResources", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsMapResources(count, resources, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsMapResources);

__typeof__(cudaGraphicsUnmapResources) ocr_impl_cudaGraphicsUnmapResources __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsUnmapResources_intercepted(int count, cudaGraphicsResource_t *resources, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsUnmapResources, "cudaGraphicsUnmapResources", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsUnmapResources(count, resources, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsUnmapResources);

__typeof__(cudaGraphicsResourceGetMappedPointer) ocr_impl_cudaGraphicsResourceGetMappedPointer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsResourceGetMappedPointer_intercepted(void **devPtr, size_t *size, cudaGraphicsResource_t resource)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceGetMappedPointer, "cudaGraphicsResourceGetMappedPointer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsResourceGetMappedPointer(devPtr, size, resource);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put_out(&ocr_c, size, ocr_e == cudaSuccess && size != NULL ? (uint64_t)(uintptr_t)*size : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsResourceGetMappedPointer);

__typeof__(cudaGraphicsSubResourceGetMappedArray) ocr_impl_cudaGraphicsSubResourceGetMappedArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsSubResourceGetMappedArray_intercepted(cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsSubResourceGetMappedArray, "cudaGraphicsSubResourceGetMappedArray", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphicsSubResourceGetMappedArray);

__typeof__(cudaGraphicsResourceGetMappedMipmappedArray) ocr_impl_cudaGraphicsResourceGetMappedMipmappedArray __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsResourceGetMappedMipmappedArray_intercepted(cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceGetMappedMipmappedArray, "cudaGraphicsResourceGetMappedMipmappedArray", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsResourceGetMappedMipmappedArray(mipmappedArray, resource);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, mipmappedArray, ocr_e == cudaSuccess && mipmappedArray != NULL ? (uint64_t)(uintptr_t)*mipmappedArray : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsResourceGetMappedMipmappedArray);

__typeof__(cudaGetChannelDesc) ocr_impl_cudaGetChannelDesc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetChannelDesc_intercepted(struct cudaChannelFormatDesc *desc, cudaArray_const_t array)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetChannelDesc, "cudaGetChannelDesc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetChannelDesc(desc, array);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)array);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetChannelDesc);

__typeof__(cudaCreateTextureObject) ocr_impl_cudaCreateTextureObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaCreateTextureObject_intercepted(cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaCreateTextureObject, "cudaCreateTextureObject", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaCreateTextureObject);

__typeof__(cudaDestroyTextureObject) ocr_impl_cudaDestroyTextureObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDestroyTextureObject_intercepted(cudaTextureObject_t texObject)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDestroyTextureObject, "cudaDestroyTextureObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDestroyTextureObject(texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDestroyTextureObject);

__typeof__(cudaGetTextureObjectResourceDesc) ocr_impl_cudaGetTextureObjectResourceDesc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetTextureObjectResourceDesc_intercepted(struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetTextureObjectResourceDesc, "cudaGetTextureObjectResourceDesc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetTextureObjectResourceDesc(pResDesc, texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetTextureObjectResourceDesc);

__typeof__(cudaGetTextureObjectTextureDesc) ocr_impl_cudaGetTextureObjectTextureDesc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetTextureObjectTextureDesc_intercepted(struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetTextureObjectTextureDesc, "cudaGetTextureObjectTextureDesc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetTextureObjectTextureDesc(pTexDesc, texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pTexDesc);
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetTextureObjectTextureDesc);

__typeof__(cudaGetTextureObjectResourceViewDesc) ocr_impl_cudaGetTextureObjectResourceViewDesc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetTextureObjectResourceViewDesc_intercepted(struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetTextureObjectResourceViewDesc, "cudaGetTextureObjectResourceViewDesc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetTextureObjectResourceViewDesc(pResViewDesc, texObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResViewDesc);
        ocr_put(&ocr_c, (uint64_t)texObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetTextureObjectResourceViewDesc);

__typeof__(cudaCreateSurfaceObject) ocr_impl_cudaCreateSurfaceObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaCreateSurfaceObject_intercepted(cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaCreateSurfaceObject, "cudaCreateSurfaceObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaCreateSurfaceObject(pSurfObject, pResDesc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pSurfObject, ocr_e == cudaSuccess && pSurfObject != NULL ? (uint64_t)(uintptr_t)*pSurfObject : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaCreateSurfaceObject);

__typeof__(cudaDestroySurfaceObject) ocr_impl_cudaDestroySurfaceObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDestroySurfaceObject_intercepted(cudaSurfaceObject_t surfObject)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDestroySurfaceObject, "cudaDestroySurfaceObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDestroySurfaceObject(surfObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)surfObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDestroySurfaceObject);

__typeof__(cudaGetSurfaceObjectResourceDesc) ocr_impl_cudaGetSurfaceObjectResourceDesc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetSurfaceObjectResourceDesc_intercepted(struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetSurfaceObjectResourceDesc, "cudaGetSurfaceObjectResourceDesc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetSurfaceObjectResourceDesc(pResDesc, surfObject);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pResDesc);
        ocr_put(&ocr_c, (uint64_t)surfObject);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetSurfaceObjectResourceDesc);

__typeof__(cudaDriverGetVersion) ocr_impl_cudaDriverGetVersion __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDriverGetVersion_intercepted(int *driverVersion)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDriverGetVersion, "cudaDriverGetVersion", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDriverGetVersion(driverVersion);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, driverVersion, ocr_e == cudaSuccess && driverVersion != NULL ? (uint64_t)(uintptr_t)*driverVersion : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDriverGetVersion);

__typeof__(cudaRuntimeGetVersion) ocr_impl_cudaRuntimeGetVersion __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaRuntimeGetVersion_intercepted(int *runtimeVersion)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaRuntimeGetVersion, "cudaRuntimeGetVersion", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaRuntimeGetVersion(runtimeVersion);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, runtimeVersion, ocr_e == cudaSuccess && runtimeVersion != NULL ? (uint64_t)(uintptr_t)*runtimeVersion : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaRuntimeGetVersion);

__typeof__(cudaLogsRegisterCallback) ocr_impl_cudaLogsRegisterCallback __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLogsRegisterCallback_intercepted(cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLogsRegisterCallback, "cudaLogsRegisterCallback", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLogsRegisterCallback(callbackFunc, userData, callback_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackFunc);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put_out(&ocr_c, callback_out, ocr_e == cudaSuccess && callback_out != NULL ? (uint64_t)(uintptr_t)*callback_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLogsRegisterCallback);

__typeof__(cudaLogsUnregisterCallback) ocr_impl_cudaLogsUnregisterCallback __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLogsUnregisterCallback_intercepted(cudaLogsCallbackHandle callback)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLogsUnregisterCallback, "cudaLogsUnregisterCallback", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLogsUnregisterCallback(callback);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callback);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLogsUnregisterCallback);

__typeof__(cudaLogsCurrent) ocr_impl_cudaLogsCurrent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLogsCurrent_intercepted(cudaLogIterator *iterator_out, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLogsCurrent, "cudaLogsCurrent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLogsCurrent(iterator_out, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator_out);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLogsCurrent);

__typeof__(cudaLogsDumpToFile) ocr_impl_cudaLogsDumpToFile __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLogsDumpToFile_intercepted(cudaLogIterator *iterator, const char *pathToFile, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLogsDumpToFile, "cudaLogsDumpToFile", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLogsDumpToFile(iterator, pathToFile, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)iterator);
        ocr_put_str(&ocr_c, pathToFile);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLogsDumpToFile);

__typeof__(cudaLogsDumpToMemory) ocr_impl_cudaLogsDumpToMemory __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLogsDumpToMemory_intercepted(cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLogsDumpToMemory, "cudaLogsDumpToMemory", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaLogsDumpToMemory);

__typeof__(cudaGraphCreate) ocr_impl_cudaGraphCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphCreate_intercepted(cudaGraph_t *pGraph, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphCreate, "cudaGraphCreate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphCreate(pGraph, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphCreate);

__typeof__(cudaGraphAddKernelNode) ocr_impl_cudaGraphAddKernelNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddKernelNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddKernelNode, "cudaGraphAddKernelNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddKernelNode);

__typeof__(cudaGraphKernelNodeGetParams) ocr_impl_cudaGraphKernelNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphKernelNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeGetParams, "cudaGraphKernelNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphKernelNodeGetParams);

__typeof__(cudaGraphKernelNodeSetParams) ocr_impl_cudaGraphKernelNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphKernelNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeSetParams, "cudaGraphKernelNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphKernelNodeSetParams);

__typeof__(cudaGraphKernelNodeCopyAttributes) ocr_impl_cudaGraphKernelNodeCopyAttributes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphKernelNodeCopyAttributes_intercepted(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeCopyAttributes, "cudaGraphKernelNodeCopyAttributes", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeCopyAttributes(hDst, hSrc);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hDst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hSrc);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphKernelNodeCopyAttributes);

__typeof__(cudaGraphKernelNodeGetAttribute) ocr_impl_cudaGraphKernelNodeGetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphKernelNodeGetAttribute_intercepted(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, cudaKernelNodeAttrValue *value_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeGetAttribute, "cudaGraphKernelNodeGetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeGetAttribute(hNode, attr, value_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphKernelNodeGetAttribute);

__typeof__(cudaGraphKernelNodeSetAttribute) ocr_impl_cudaGraphKernelNodeSetAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphKernelNodeSetAttribute_intercepted(cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, const cudaKernelNodeAttrValue *value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphKernelNodeSetAttribute, "cudaGraphKernelNodeSetAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphKernelNodeSetAttribute(hNode, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphKernelNodeSetAttribute);

__typeof__(cudaGraphAddMemcpyNode) ocr_impl_cudaGraphAddMemcpyNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddMemcpyNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNode, "cudaGraphAddMemcpyNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddMemcpyNode);

__typeof__(cudaGraphAddMemcpyNodeToSymbol) ocr_impl_cudaGraphAddMemcpyNodeToSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddMemcpyNodeToSymbol_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNodeToSymbol, "cudaGraphAddMemcpyNodeToSymbol", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddMemcpyNodeToSymbol);

__typeof__(cudaGraphAddMemcpyNodeFromSymbol) ocr_impl_cudaGraphAddMemcpyNodeFromSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddMemcpyNodeFromSymbol_intercepted(cudaGraphNode_t* pGraphNode, cudaGraph_t graph, const cudaGraphNode_t* pDependencies, size_t numDependencies, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNodeFromSymbol, "cudaGraphAddMemcpyNodeFromSymbol", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddMemcpyNodeFromSymbol);

__typeof__(cudaGraphAddMemcpyNode1D) ocr_impl_cudaGraphAddMemcpyNode1D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddMemcpyNode1D_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemcpyNode1D, "cudaGraphAddMemcpyNode1D", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddMemcpyNode1D);

__typeof__(cudaGraphMemcpyNodeGetParams) ocr_impl_cudaGraphMemcpyNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemcpyNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeGetParams, "cudaGraphMemcpyNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemcpyNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphMemcpyNodeGetParams);

__typeof__(cudaGraphMemcpyNodeSetParams) ocr_impl_cudaGraphMemcpyNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemcpyNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParams, "cudaGraphMemcpyNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemcpyNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphMemcpyNodeSetParams);

__typeof__(cudaGraphMemcpyNodeSetParamsToSymbol) ocr_impl_cudaGraphMemcpyNodeSetParamsToSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol_intercepted(cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParamsToSymbol, "cudaGraphMemcpyNodeSetParamsToSymbol", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphMemcpyNodeSetParamsToSymbol);

__typeof__(cudaGraphMemcpyNodeSetParamsFromSymbol) ocr_impl_cudaGraphMemcpyNodeSetParamsFromSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol_intercepted(cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParamsFromSymbol, "cudaGraphMemcpyNodeSetParamsFromSymbol", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphMemcpyNodeSetParamsFromSymbol);

__typeof__(cudaGraphMemcpyNodeSetParams1D) ocr_impl_cudaGraphMemcpyNodeSetParams1D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemcpyNodeSetParams1D_intercepted(cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemcpyNodeSetParams1D, "cudaGraphMemcpyNodeSetParams1D", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphMemcpyNodeSetParams1D);

__typeof__(cudaGraphAddMemsetNode) ocr_impl_cudaGraphAddMemsetNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddMemsetNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemsetNode, "cudaGraphAddMemsetNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddMemsetNode);

__typeof__(cudaGraphMemsetNodeGetParams) ocr_impl_cudaGraphMemsetNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemsetNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemsetNodeGetParams, "cudaGraphMemsetNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemsetNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphMemsetNodeGetParams);

__typeof__(cudaGraphMemsetNodeSetParams) ocr_impl_cudaGraphMemsetNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemsetNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemsetNodeSetParams, "cudaGraphMemsetNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemsetNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphMemsetNodeSetParams);

__typeof__(cudaGraphAddHostNode) ocr_impl_cudaGraphAddHostNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddHostNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddHostNode, "cudaGraphAddHostNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddHostNode);

__typeof__(cudaGraphHostNodeGetParams) ocr_impl_cudaGraphHostNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphHostNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphHostNodeGetParams, "cudaGraphHostNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphHostNodeGetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphHostNodeGetParams);

__typeof__(cudaGraphHostNodeSetParams) ocr_impl_cudaGraphHostNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphHostNodeSetParams_intercepted(cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphHostNodeSetParams, "cudaGraphHostNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphHostNodeSetParams(node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphHostNodeSetParams);

__typeof__(cudaGraphAddChildGraphNode) ocr_impl_cudaGraphAddChildGraphNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddChildGraphNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddChildGraphNode, "cudaGraphAddChildGraphNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddChildGraphNode);

__typeof__(cudaGraphChildGraphNodeGetGraph) ocr_impl_cudaGraphChildGraphNodeGetGraph __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphChildGraphNodeGetGraph_intercepted(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphChildGraphNodeGetGraph, "cudaGraphChildGraphNodeGetGraph", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphChildGraphNodeGetGraph(node, pGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, pGraph, ocr_e == cudaSuccess && pGraph != NULL ? (uint64_t)(uintptr_t)*pGraph : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphChildGraphNodeGetGraph);

__typeof__(cudaGraphAddEmptyNode) ocr_impl_cudaGraphAddEmptyNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddEmptyNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddEmptyNode, "cudaGraphAddEmptyNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddEmptyNode);

__typeof__(cudaGraphAddEventRecordNode) ocr_impl_cudaGraphAddEventRecordNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddEventRecordNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddEventRecordNode, "cudaGraphAddEventRecordNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddEventRecordNode);

__typeof__(cudaGraphEventRecordNodeGetEvent) ocr_impl_cudaGraphEventRecordNodeGetEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphEventRecordNodeGetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventRecordNodeGetEvent, "cudaGraphEventRecordNodeGetEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventRecordNodeGetEvent(node, event_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, event_out, ocr_e == cudaSuccess && event_out != NULL ? (uint64_t)(uintptr_t)*event_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphEventRecordNodeGetEvent);

__typeof__(cudaGraphEventRecordNodeSetEvent) ocr_impl_cudaGraphEventRecordNodeSetEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphEventRecordNodeSetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventRecordNodeSetEvent, "cudaGraphEventRecordNodeSetEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventRecordNodeSetEvent(node, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphEventRecordNodeSetEvent);

__typeof__(cudaGraphAddEventWaitNode) ocr_impl_cudaGraphAddEventWaitNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddEventWaitNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddEventWaitNode, "cudaGraphAddEventWaitNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddEventWaitNode);

__typeof__(cudaGraphEventWaitNodeGetEvent) ocr_impl_cudaGraphEventWaitNodeGetEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphEventWaitNodeGetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventWaitNodeGetEvent, "cudaGraphEventWaitNodeGetEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventWaitNodeGetEvent(node, event_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, event_out, ocr_e == cudaSuccess && event_out != NULL ? (uint64_t)(uintptr_t)*event_out : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphEventWaitNodeGetEvent);

__typeof__(cudaGraphEventWaitNodeSetEvent) ocr_impl_cudaGraphEventWaitNodeSetEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphEventWaitNodeSetEvent_intercepted(cudaGraphNode_t node, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphEventWaitNodeSetEvent, "cudaGraphEventWaitNodeSetEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphEventWaitNodeSetEvent(node, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphEventWaitNodeSetEvent);

__typeof__(cudaGraphAddExternalSemaphoresSignalNode) ocr_impl_cudaGraphAddExternalSemaphoresSignalNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddExternalSemaphoresSignalNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddExternalSemaphoresSignalNode, "cudaGraphAddExternalSemaphoresSignalNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddExternalSemaphoresSignalNode);

__typeof__(cudaGraphExternalSemaphoresSignalNodeGetParams) ocr_impl_cudaGraphExternalSemaphoresSignalNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExternalSemaphoresSignalNodeGetParams_intercepted(cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresSignalNodeGetParams, "cudaGraphExternalSemaphoresSignalNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresSignalNodeGetParams(hNode, params_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExternalSemaphoresSignalNodeGetParams);

__typeof__(cudaGraphExternalSemaphoresSignalNodeSetParams) ocr_impl_cudaGraphExternalSemaphoresSignalNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExternalSemaphoresSignalNodeSetParams_intercepted(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresSignalNodeSetParams, "cudaGraphExternalSemaphoresSignalNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresSignalNodeSetParams(hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExternalSemaphoresSignalNodeSetParams);

__typeof__(cudaGraphAddExternalSemaphoresWaitNode) ocr_impl_cudaGraphAddExternalSemaphoresWaitNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddExternalSemaphoresWaitNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddExternalSemaphoresWaitNode, "cudaGraphAddExternalSemaphoresWaitNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddExternalSemaphoresWaitNode);

__typeof__(cudaGraphExternalSemaphoresWaitNodeGetParams) ocr_impl_cudaGraphExternalSemaphoresWaitNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExternalSemaphoresWaitNodeGetParams_intercepted(cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresWaitNodeGetParams, "cudaGraphExternalSemaphoresWaitNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresWaitNodeGetParams(hNode, params_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExternalSemaphoresWaitNodeGetParams);

__typeof__(cudaGraphExternalSemaphoresWaitNodeSetParams) ocr_impl_cudaGraphExternalSemaphoresWaitNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExternalSemaphoresWaitNodeSetParams_intercepted(cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExternalSemaphoresWaitNodeSetParams, "cudaGraphExternalSemaphoresWaitNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExternalSemaphoresWaitNodeSetParams(hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExternalSemaphoresWaitNodeSetParams);

__typeof__(cudaGraphAddMemAllocNode) ocr_impl_cudaGraphAddMemAllocNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddMemAllocNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemAllocNode, "cudaGraphAddMemAllocNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddMemAllocNode);

__typeof__(cudaGraphMemAllocNodeGetParams) ocr_impl_cudaGraphMemAllocNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemAllocNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemAllocNodeGetParams, "cudaGraphMemAllocNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemAllocNodeGetParams(node, params_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)params_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphMemAllocNodeGetParams);

__typeof__(cudaGraphAddMemFreeNode) ocr_impl_cudaGraphAddMemFreeNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddMemFreeNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddMemFreeNode, "cudaGraphAddMemFreeNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddMemFreeNode);

__typeof__(cudaGraphMemFreeNodeGetParams) ocr_impl_cudaGraphMemFreeNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphMemFreeNodeGetParams_intercepted(cudaGraphNode_t node, void *dptr_out)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphMemFreeNodeGetParams, "cudaGraphMemFreeNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphMemFreeNodeGetParams(node, dptr_out);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dptr_out);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphMemFreeNodeGetParams);

__typeof__(cudaDeviceGraphMemTrim) ocr_impl_cudaDeviceGraphMemTrim __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGraphMemTrim_intercepted(int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGraphMemTrim, "cudaDeviceGraphMemTrim", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGraphMemTrim(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGraphMemTrim);

__typeof__(cudaDeviceGetGraphMemAttribute) ocr_impl_cudaDeviceGetGraphMemAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetGraphMemAttribute_intercepted(int device, enum cudaGraphMemAttributeType attr, void* value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetGraphMemAttribute, "cudaDeviceGetGraphMemAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetGraphMemAttribute(device, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetGraphMemAttribute);

__typeof__(cudaDeviceSetGraphMemAttribute) ocr_impl_cudaDeviceSetGraphMemAttribute __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceSetGraphMemAttribute_intercepted(int device, enum cudaGraphMemAttributeType attr, void* value)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceSetGraphMemAttribute, "cudaDeviceSetGraphMemAttribute", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceSetGraphMemAttribute(device, attr, value);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)value);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceSetGraphMemAttribute);

__typeof__(cudaGraphClone) ocr_impl_cudaGraphClone __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphClone_intercepted(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphClone, "cudaGraphClone", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphClone(pGraphClone, originalGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphClone, ocr_e == cudaSuccess && pGraphClone != NULL ? (uint64_t)(uintptr_t)*pGraphClone : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)originalGraph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphClone);

__typeof__(cudaGraphNodeFindInClone) ocr_impl_cudaGraphNodeFindInClone __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeFindInClone_intercepted(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeFindInClone, "cudaGraphNodeFindInClone", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeFindInClone(pNode, originalNode, clonedGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pNode, ocr_e == cudaSuccess && pNode != NULL ? (uint64_t)(uintptr_t)*pNode : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)originalNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)clonedGraph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeFindInClone);

__typeof__(cudaGraphNodeGetType) ocr_impl_cudaGraphNodeGetType __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetType_intercepted(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetType, "cudaGraphNodeGetType", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetType(node, pType);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put_out(&ocr_c, pType, ocr_e == cudaSuccess && pType != NULL ? (uint64_t)(uintptr_t)*pType : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeGetType);

__typeof__(cudaGraphGetNodes) ocr_impl_cudaGraphGetNodes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphGetNodes_intercepted(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphGetNodes, "cudaGraphGetNodes", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphGetNodes(graph, nodes, numNodes);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodes);
        ocr_put_out(&ocr_c, numNodes, ocr_e == cudaSuccess && numNodes != NULL ? (uint64_t)(uintptr_t)*numNodes : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphGetNodes);

__typeof__(cudaGraphGetRootNodes) ocr_impl_cudaGraphGetRootNodes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphGetRootNodes_intercepted(cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphGetRootNodes, "cudaGraphGetRootNodes", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphGetRootNodes(graph, pRootNodes, pNumRootNodes);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pRootNodes);
        ocr_put_out(&ocr_c, pNumRootNodes, ocr_e == cudaSuccess && pNumRootNodes != NULL ? (uint64_t)(uintptr_t)*pNumRootNodes : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphGetRootNodes);

__typeof__(cudaGraphGetEdges) ocr_impl_cudaGraphGetEdges __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphGetEdges_intercepted(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphGetEdges, "cudaGraphGetEdges", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphGetEdges);

__typeof__(cudaGraphNodeGetDependencies) ocr_impl_cudaGraphNodeGetDependencies __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetDependencies_intercepted(cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetDependencies, "cudaGraphNodeGetDependencies", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphNodeGetDependencies);

__typeof__(cudaGraphNodeGetDependentNodes) ocr_impl_cudaGraphNodeGetDependentNodes __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetDependentNodes_intercepted(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetDependentNodes, "cudaGraphNodeGetDependentNodes", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphNodeGetDependentNodes);

__typeof__(cudaGraphAddDependencies) ocr_impl_cudaGraphAddDependencies __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddDependencies_intercepted(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddDependencies, "cudaGraphAddDependencies", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddDependencies);

__typeof__(cudaGraphRemoveDependencies) ocr_impl_cudaGraphRemoveDependencies __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphRemoveDependencies_intercepted(cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphRemoveDependencies, "cudaGraphRemoveDependencies", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphRemoveDependencies);

__typeof__(cudaGraphDestroyNode) ocr_impl_cudaGraphDestroyNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphDestroyNode_intercepted(cudaGraphNode_t node)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphDestroyNode, "cudaGraphDestroyNode", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphDestroyNode(node);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphDestroyNode);

__typeof__(cudaGraphInstantiate) ocr_impl_cudaGraphInstantiate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphInstantiate_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiate, "cudaGraphInstantiate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiate(pGraphExec, graph, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphInstantiate);

__typeof__(cudaGraphInstantiateWithFlags) ocr_impl_cudaGraphInstantiateWithFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphInstantiateWithFlags_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiateWithFlags, "cudaGraphInstantiateWithFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiateWithFlags(pGraphExec, graph, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphInstantiateWithFlags);

__typeof__(cudaGraphInstantiateWithParams) ocr_impl_cudaGraphInstantiateWithParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphInstantiateWithParams_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiateWithParams, "cudaGraphInstantiateWithParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiateWithParams(pGraphExec, graph, instantiateParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)instantiateParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphInstantiateWithParams);

__typeof__(cudaGraphInstantiateWithParams) cudaGraphInstantiateWithParams_ptsz;
__typeof__(cudaGraphInstantiateWithParams) ocr_impl_cudaGraphInstantiateWithParams_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphInstantiateWithParams_ptsz_intercepted(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphInstantiateWithParams_ptsz, "cudaGraphInstantiateWithParams_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphInstantiateWithParams_ptsz(pGraphExec, graph, instantiateParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pGraphExec, ocr_e == cudaSuccess && pGraphExec != NULL ? (uint64_t)(uintptr_t)*pGraphExec : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)instantiateParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphInstantiateWithParams_ptsz);

__typeof__(cudaGraphExecGetFlags) ocr_impl_cudaGraphExecGetFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecGetFlags_intercepted(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecGetFlags, "cudaGraphExecGetFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecGetFlags(graphExec, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put_out(&ocr_c, flags, ocr_e == cudaSuccess && flags != NULL ? (uint64_t)(uintptr_t)*flags : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecGetFlags);

__typeof__(cudaGraphExecKernelNodeSetParams) ocr_impl_cudaGraphExecKernelNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecKernelNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecKernelNodeSetParams, "cudaGraphExecKernelNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecKernelNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecKernelNodeSetParams);

__typeof__(cudaGraphExecMemcpyNodeSetParams) ocr_impl_cudaGraphExecMemcpyNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecMemcpyNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParams, "cudaGraphExecMemcpyNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecMemcpyNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecMemcpyNodeSetParams);

__typeof__(cudaGraphExecMemcpyNodeSetParamsToSymbol) ocr_impl_cudaGraphExecMemcpyNodeSetParamsToSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void* symbol, const void* src, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParamsToSymbol, "cudaGraphExecMemcpyNodeSetParamsToSymbol", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphExecMemcpyNodeSetParamsToSymbol);

__typeof__(cudaGraphExecMemcpyNodeSetParamsFromSymbol) ocr_impl_cudaGraphExecMemcpyNodeSetParamsFromSymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* symbol, size_t count, size_t offset, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParamsFromSymbol, "cudaGraphExecMemcpyNodeSetParamsFromSymbol", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphExecMemcpyNodeSetParamsFromSymbol);

__typeof__(cudaGraphExecMemcpyNodeSetParams1D) ocr_impl_cudaGraphExecMemcpyNodeSetParams1D __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecMemcpyNodeSetParams1D_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void* dst, const void* src, size_t count, enum cudaMemcpyKind kind)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemcpyNodeSetParams1D, "cudaGraphExecMemcpyNodeSetParams1D", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphExecMemcpyNodeSetParams1D);

__typeof__(cudaGraphExecMemsetNodeSetParams) ocr_impl_cudaGraphExecMemsetNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecMemsetNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecMemsetNodeSetParams, "cudaGraphExecMemsetNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecMemsetNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecMemsetNodeSetParams);

__typeof__(cudaGraphExecHostNodeSetParams) ocr_impl_cudaGraphExecHostNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecHostNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecHostNodeSetParams, "cudaGraphExecHostNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecHostNodeSetParams(hGraphExec, node, pNodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pNodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecHostNodeSetParams);

__typeof__(cudaGraphExecChildGraphNodeSetParams) ocr_impl_cudaGraphExecChildGraphNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecChildGraphNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecChildGraphNodeSetParams, "cudaGraphExecChildGraphNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecChildGraphNodeSetParams(hGraphExec, node, childGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)childGraph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecChildGraphNodeSetParams);

__typeof__(cudaGraphExecEventRecordNodeSetEvent) ocr_impl_cudaGraphExecEventRecordNodeSetEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecEventRecordNodeSetEvent_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecEventRecordNodeSetEvent, "cudaGraphExecEventRecordNodeSetEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecEventRecordNodeSetEvent(hGraphExec, hNode, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecEventRecordNodeSetEvent);

__typeof__(cudaGraphExecEventWaitNodeSetEvent) ocr_impl_cudaGraphExecEventWaitNodeSetEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecEventWaitNodeSetEvent_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecEventWaitNodeSetEvent, "cudaGraphExecEventWaitNodeSetEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecEventWaitNodeSetEvent(hGraphExec, hNode, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecEventWaitNodeSetEvent);

__typeof__(cudaGraphExecExternalSemaphoresSignalNodeSetParams) ocr_impl_cudaGraphExecExternalSemaphoresSignalNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecExternalSemaphoresSignalNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecExternalSemaphoresSignalNodeSetParams, "cudaGraphExecExternalSemaphoresSignalNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecExternalSemaphoresSignalNodeSetParams(hGraphExec, hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecExternalSemaphoresSignalNodeSetParams);

__typeof__(cudaGraphExecExternalSemaphoresWaitNodeSetParams) ocr_impl_cudaGraphExecExternalSemaphoresWaitNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecExternalSemaphoresWaitNodeSetParams_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecExternalSemaphoresWaitNodeSetParams, "cudaGraphExecExternalSemaphoresWaitNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecExternalSemaphoresWaitNodeSetParams(hGraphExec, hNode, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecExternalSemaphoresWaitNodeSetParams);

__typeof__(cudaGraphNodeSetEnabled) ocr_impl_cudaGraphNodeSetEnabled __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeSetEnabled_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeSetEnabled, "cudaGraphNodeSetEnabled", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeSetEnabled(hGraphExec, hNode, isEnabled);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put(&ocr_c, (uint64_t)isEnabled);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeSetEnabled);

__typeof__(cudaGraphNodeGetEnabled) ocr_impl_cudaGraphNodeGetEnabled __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetEnabled_intercepted(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetEnabled, "cudaGraphNodeGetEnabled", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetEnabled(hGraphExec, hNode, isEnabled);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put_out(&ocr_c, isEnabled, ocr_e == cudaSuccess && isEnabled != NULL ? (uint64_t)(uintptr_t)*isEnabled : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeGetEnabled);

__typeof__(cudaGraphExecUpdate) ocr_impl_cudaGraphExecUpdate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecUpdate_intercepted(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecUpdate, "cudaGraphExecUpdate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecUpdate(hGraphExec, hGraph, resultInfo);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resultInfo);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecUpdate);

__typeof__(cudaGraphUpload) ocr_impl_cudaGraphUpload __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphUpload_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphUpload, "cudaGraphUpload", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphUpload(graphExec, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphUpload);

__typeof__(cudaGraphUpload) cudaGraphUpload_ptsz;
__typeof__(cudaGraphUpload) ocr_impl_cudaGraphUpload_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphUpload_ptsz_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphUpload_ptsz, "cudaGraphUpload_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphUpload_ptsz(graphExec, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphUpload_ptsz);

__typeof__(cudaGraphLaunch) ocr_impl_cudaGraphLaunch __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphLaunch_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphLaunch, "cudaGraphLaunch", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphLaunch(graphExec, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphLaunch);

__typeof__(cudaGraphLaunch) cudaGraphLaunch_ptsz;
__typeof__(cudaGraphLaunch) ocr_impl_cudaGraphLaunch_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphLaunch_ptsz_intercepted(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphLaunch_ptsz, "cudaGraphLaunch_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphLaunch_ptsz(graphExec, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphLaunch_ptsz);

__typeof__(cudaGraphExecDestroy) ocr_impl_cudaGraphExecDestroy __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecDestroy_intercepted(cudaGraphExec_t graphExec)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecDestroy, "cudaGraphExecDestroy", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecDestroy(graphExec);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecDestroy);

__typeof__(cudaGraphDestroy) ocr_impl_cudaGraphDestroy __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphDestroy_intercepted(cudaGraph_t graph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphDestroy, "cudaGraphDestroy", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphDestroy(graph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphDestroy);

__typeof__(cudaGraphDebugDotPrint) ocr_impl_cudaGraphDebugDotPrint __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphDebugDotPrint_intercepted(cudaGraph_t graph, const char *path, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphDebugDotPrint, "cudaGraphDebugDotPrint", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphDebugDotPrint(graph, path, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put_str(&ocr_c, path);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphDebugDotPrint);

__typeof__(cudaUserObjectCreate) ocr_impl_cudaUserObjectCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaUserObjectCreate_intercepted(cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaUserObjectCreate, "cudaUserObjectCreate", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaUserObjectCreate);

__typeof__(cudaUserObjectRetain) ocr_impl_cudaUserObjectRetain __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaUserObjectRetain_intercepted(cudaUserObject_t object, unsigned int count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaUserObjectRetain, "cudaUserObjectRetain", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaUserObjectRetain(object, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaUserObjectRetain);

__typeof__(cudaUserObjectRelease) ocr_impl_cudaUserObjectRelease __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaUserObjectRelease_intercepted(cudaUserObject_t object, unsigned int count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaUserObjectRelease, "cudaUserObjectRelease", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaUserObjectRelease(object, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaUserObjectRelease);

__typeof__(cudaGraphRetainUserObject) ocr_impl_cudaGraphRetainUserObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphRetainUserObject_intercepted(cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphRetainUserObject, "cudaGraphRetainUserObject", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphRetainUserObject);

__typeof__(cudaGraphReleaseUserObject) ocr_impl_cudaGraphReleaseUserObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphReleaseUserObject_intercepted(cudaGraph_t graph, cudaUserObject_t object, unsigned int count)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphReleaseUserObject, "cudaGraphReleaseUserObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphReleaseUserObject(graph, object, count);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)object);
        ocr_put(&ocr_c, (uint64_t)count);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphReleaseUserObject);

__typeof__(cudaGraphAddNode) ocr_impl_cudaGraphAddNode __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphAddNode_intercepted(cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphAddNode, "cudaGraphAddNode", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphAddNode);

__typeof__(cudaGraphNodeSetParams) ocr_impl_cudaGraphNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeSetParams_intercepted(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeSetParams, "cudaGraphNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeSetParams(node, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeSetParams);

__typeof__(cudaGraphExecNodeSetParams) ocr_impl_cudaGraphExecNodeSetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecNodeSetParams_intercepted(cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecNodeSetParams, "cudaGraphExecNodeSetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecNodeSetParams(graphExec, node, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graphExec);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecNodeSetParams);

__typeof__(cudaGraphConditionalHandleCreate) ocr_impl_cudaGraphConditionalHandleCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphConditionalHandleCreate_intercepted(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphConditionalHandleCreate, "cudaGraphConditionalHandleCreate", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphConditionalHandleCreate);

__typeof__(cudaGetDriverEntryPoint) ocr_impl_cudaGetDriverEntryPoint __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDriverEntryPoint_intercepted(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPoint, "cudaGetDriverEntryPoint", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGetDriverEntryPoint);

__typeof__(cudaGetDriverEntryPoint) cudaGetDriverEntryPoint_ptsz;
__typeof__(cudaGetDriverEntryPoint) ocr_impl_cudaGetDriverEntryPoint_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDriverEntryPoint_ptsz_intercepted(const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPoint_ptsz, "cudaGetDriverEntryPoint_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGetDriverEntryPoint_ptsz);

__typeof__(cudaGetDriverEntryPointByVersion) ocr_impl_cudaGetDriverEntryPointByVersion __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDriverEntryPointByVersion_intercepted(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPointByVersion, "cudaGetDriverEntryPointByVersion", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGetDriverEntryPointByVersion);

__typeof__(cudaGetDriverEntryPointByVersion) cudaGetDriverEntryPointByVersion_ptsz;
__typeof__(cudaGetDriverEntryPointByVersion) ocr_impl_cudaGetDriverEntryPointByVersion_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetDriverEntryPointByVersion_ptsz_intercepted(const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetDriverEntryPointByVersion_ptsz, "cudaGetDriverEntryPointByVersion_ptsz", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGetDriverEntryPointByVersion_ptsz);

__typeof__(cudaLibraryLoadData) ocr_impl_cudaLibraryLoadData __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryLoadData_intercepted(cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void** libraryOptionValues, unsigned int numLibraryOptions)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryLoadData, "cudaLibraryLoadData", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaLibraryLoadData);

__typeof__(cudaLibraryLoadFromFile) ocr_impl_cudaLibraryLoadFromFile __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryLoadFromFile_intercepted(cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryLoadFromFile, "cudaLibraryLoadFromFile", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaLibraryLoadFromFile);

__typeof__(cudaLibraryUnload) ocr_impl_cudaLibraryUnload __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryUnload_intercepted(cudaLibrary_t library)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryUnload, "cudaLibraryUnload", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLibraryUnload(library);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLibraryUnload);

__typeof__(cudaLibraryGetKernel) ocr_impl_cudaLibraryGetKernel __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryGetKernel_intercepted(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetKernel, "cudaLibraryGetKernel", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetKernel(pKernel, library, name);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pKernel, ocr_e == cudaSuccess && pKernel != NULL ? (uint64_t)(uintptr_t)*pKernel : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_put_str(&ocr_c, name);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLibraryGetKernel);

__typeof__(cudaLibraryGetGlobal) ocr_impl_cudaLibraryGetGlobal __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryGetGlobal_intercepted(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetGlobal, "cudaLibraryGetGlobal", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaLibraryGetGlobal);

__typeof__(cudaLibraryGetManaged) ocr_impl_cudaLibraryGetManaged __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryGetManaged_intercepted(void **dptr, size_t *bytes, cudaLibrary_t library, const char *name)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetManaged, "cudaLibraryGetManaged", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaLibraryGetManaged);

__typeof__(cudaLibraryGetUnifiedFunction) ocr_impl_cudaLibraryGetUnifiedFunction __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryGetUnifiedFunction_intercepted(void **fptr, cudaLibrary_t library, const char *symbol)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetUnifiedFunction, "cudaLibraryGetUnifiedFunction", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetUnifiedFunction(fptr, library, symbol);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, fptr, ocr_e == cudaSuccess && fptr != NULL ? (uint64_t)(uintptr_t)*fptr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)library);
        ocr_put_str(&ocr_c, symbol);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLibraryGetUnifiedFunction);

__typeof__(cudaLibraryGetKernelCount) ocr_impl_cudaLibraryGetKernelCount __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryGetKernelCount_intercepted(unsigned int *count, cudaLibrary_t lib)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryGetKernelCount, "cudaLibraryGetKernelCount", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLibraryGetKernelCount(count, lib);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, count, ocr_e == cudaSuccess && count != NULL ? (uint64_t)(uintptr_t)*count : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)lib);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLibraryGetKernelCount);

__typeof__(cudaLibraryEnumerateKernels) ocr_impl_cudaLibraryEnumerateKernels __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLibraryEnumerateKernels_intercepted(cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLibraryEnumerateKernels, "cudaLibraryEnumerateKernels", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLibraryEnumerateKernels(kernels, numKernels, lib);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)kernels);
        ocr_put(&ocr_c, (uint64_t)numKernels);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)lib);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLibraryEnumerateKernels);

__typeof__(cudaKernelSetAttributeForDevice) ocr_impl_cudaKernelSetAttributeForDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaKernelSetAttributeForDevice_intercepted(cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaKernelSetAttributeForDevice, "cudaKernelSetAttributeForDevice", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaKernelSetAttributeForDevice);

__typeof__(cudaGetExportTable) ocr_impl_cudaGetExportTable __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetExportTable_intercepted(const void **ppExportTable, const cudaUUID_t *pExportTableId)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetExportTable, "cudaGetExportTable", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetExportTable(ppExportTable, pExportTableId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ppExportTable);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pExportTableId);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetExportTable);

__typeof__(cudaGetFuncBySymbol) ocr_impl_cudaGetFuncBySymbol __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetFuncBySymbol_intercepted(cudaFunction_t* functionPtr, const void* symbolPtr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetFuncBySymbol, "cudaGetFuncBySymbol", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetFuncBySymbol(functionPtr, symbolPtr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, functionPtr, ocr_e == cudaSuccess && functionPtr != NULL ? (uint64_t)(uintptr_t)*functionPtr : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)symbolPtr);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetFuncBySymbol);

__typeof__(cudaGetKernel) ocr_impl_cudaGetKernel __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGetKernel_intercepted(cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGetKernel, "cudaGetKernel", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGetKernel(kernelPtr, entryFuncAddr);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, kernelPtr, ocr_e == cudaSuccess && kernelPtr != NULL ? (uint64_t)(uintptr_t)*kernelPtr : 0);
        ocr_put_func(&ocr_c, entryFuncAddr, ocr_e);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGetKernel);

__typeof__(cudaProfilerStart) ocr_impl_cudaProfilerStart __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaProfilerStart_intercepted(void)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaProfilerStart, "cudaProfilerStart", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaProfilerStart();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaProfilerStart);

__typeof__(cudaProfilerStop) ocr_impl_cudaProfilerStop __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaProfilerStop_intercepted(void)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaProfilerStop, "cudaProfilerStop", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaProfilerStop();
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaProfilerStop);

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLGetDevices) ocr_impl_cudaGLGetDevices __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLGetDevices_intercepted(unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLGetDevices, "cudaGLGetDevices", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGLGetDevices);
#else
OCR_ENTRY_JUMP(cudaGLGetDevices);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGraphicsGLRegisterImage) ocr_impl_cudaGraphicsGLRegisterImage __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsGLRegisterImage_intercepted(struct cudaGraphicsResource **resource, GLuint image, GLenum target, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsGLRegisterImage, "cudaGraphicsGLRegisterImage", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphicsGLRegisterImage);
#else
OCR_ENTRY_JUMP(cudaGraphicsGLRegisterImage);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGraphicsGLRegisterBuffer) ocr_impl_cudaGraphicsGLRegisterBuffer __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsGLRegisterBuffer_intercepted(struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsGLRegisterBuffer, "cudaGraphicsGLRegisterBuffer", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsGLRegisterBuffer(resource, buffer, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)buffer);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsGLRegisterBuffer);
#else
OCR_ENTRY_JUMP(cudaGraphicsGLRegisterBuffer);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLSetGLDevice) ocr_impl_cudaGLSetGLDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLSetGLDevice_intercepted(int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLSetGLDevice, "cudaGLSetGLDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLSetGLDevice(device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLSetGLDevice);
#else
OCR_ENTRY_JUMP(cudaGLSetGLDevice);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLRegisterBufferObject) ocr_impl_cudaGLRegisterBufferObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLRegisterBufferObject_intercepted(GLuint bufObj)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLRegisterBufferObject, "cudaGLRegisterBufferObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLRegisterBufferObject(bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLRegisterBufferObject);
#else
OCR_ENTRY_JUMP(cudaGLRegisterBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLMapBufferObject) ocr_impl_cudaGLMapBufferObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLMapBufferObject_intercepted(void **devPtr, GLuint bufObj)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLMapBufferObject, "cudaGLMapBufferObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLMapBufferObject(devPtr, bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLMapBufferObject);
#else
OCR_ENTRY_JUMP(cudaGLMapBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLUnmapBufferObject) ocr_impl_cudaGLUnmapBufferObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLUnmapBufferObject_intercepted(GLuint bufObj)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLUnmapBufferObject, "cudaGLUnmapBufferObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLUnmapBufferObject(bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLUnmapBufferObject);
#else
OCR_ENTRY_JUMP(cudaGLUnmapBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLUnregisterBufferObject) ocr_impl_cudaGLUnregisterBufferObject __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLUnregisterBufferObject_intercepted(GLuint bufObj)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLUnregisterBufferObject, "cudaGLUnregisterBufferObject", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLUnregisterBufferObject(bufObj);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLUnregisterBufferObject);
#else
OCR_ENTRY_JUMP(cudaGLUnregisterBufferObject);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLSetBufferObjectMapFlags) ocr_impl_cudaGLSetBufferObjectMapFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLSetBufferObjectMapFlags_intercepted(GLuint bufObj, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLSetBufferObjectMapFlags, "cudaGLSetBufferObjectMapFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLSetBufferObjectMapFlags(bufObj, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLSetBufferObjectMapFlags);
#else
OCR_ENTRY_JUMP(cudaGLSetBufferObjectMapFlags);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLMapBufferObjectAsync) ocr_impl_cudaGLMapBufferObjectAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLMapBufferObjectAsync_intercepted(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLMapBufferObjectAsync, "cudaGLMapBufferObjectAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLMapBufferObjectAsync(devPtr, bufObj, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, devPtr, ocr_e == cudaSuccess && devPtr != NULL ? (uint64_t)(uintptr_t)*devPtr : 0);
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLMapBufferObjectAsync);
#else
OCR_ENTRY_JUMP(cudaGLMapBufferObjectAsync);
#endif

#if defined(OCR_ENTRY_HAVE_GL)
__typeof__(cudaGLUnmapBufferObjectAsync) ocr_impl_cudaGLUnmapBufferObjectAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGLUnmapBufferObjectAsync_intercepted(GLuint bufObj, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGLUnmapBufferObjectAsync, "cudaGLUnmapBufferObjectAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGLUnmapBufferObjectAsync(bufObj, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)bufObj);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGLUnmapBufferObjectAsync);
#else
OCR_ENTRY_JUMP(cudaGLUnmapBufferObjectAsync);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaGraphicsEGLRegisterImage) ocr_impl_cudaGraphicsEGLRegisterImage __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsEGLRegisterImage_intercepted(struct cudaGraphicsResource **pCudaResource, EGLImageKHR image, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsEGLRegisterImage, "cudaGraphicsEGLRegisterImage", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsEGLRegisterImage(pCudaResource, image, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaResource);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)image);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsEGLRegisterImage);
#else
OCR_ENTRY_JUMP(cudaGraphicsEGLRegisterImage);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerConnect) ocr_impl_cudaEGLStreamConsumerConnect __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamConsumerConnect_intercepted(cudaEglStreamConnection *conn, EGLStreamKHR eglStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerConnect, "cudaEGLStreamConsumerConnect", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerConnect(conn, eglStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEGLStreamConsumerConnect);
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerConnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerConnectWithFlags) ocr_impl_cudaEGLStreamConsumerConnectWithFlags __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamConsumerConnectWithFlags_intercepted(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerConnectWithFlags, "cudaEGLStreamConsumerConnectWithFlags", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerConnectWithFlags(conn, eglStream, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglStream);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEGLStreamConsumerConnectWithFlags);
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerConnectWithFlags);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerDisconnect) ocr_impl_cudaEGLStreamConsumerDisconnect __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamConsumerDisconnect_intercepted(cudaEglStreamConnection *conn)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerDisconnect, "cudaEGLStreamConsumerDisconnect", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerDisconnect(conn);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEGLStreamConsumerDisconnect);
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerDisconnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerAcquireFrame) ocr_impl_cudaEGLStreamConsumerAcquireFrame __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamConsumerAcquireFrame_intercepted(cudaEglStreamConnection *conn, cudaGraphicsResource_t *pCudaResource, cudaStream_t *pStream, unsigned int timeout)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerAcquireFrame, "cudaEGLStreamConsumerAcquireFrame", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaEGLStreamConsumerAcquireFrame);
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerAcquireFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamConsumerReleaseFrame) ocr_impl_cudaEGLStreamConsumerReleaseFrame __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamConsumerReleaseFrame_intercepted(cudaEglStreamConnection *conn, cudaGraphicsResource_t pCudaResource, cudaStream_t *pStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamConsumerReleaseFrame, "cudaEGLStreamConsumerReleaseFrame", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamConsumerReleaseFrame(conn, pCudaResource, pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)pCudaResource);
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEGLStreamConsumerReleaseFrame);
#else
OCR_ENTRY_JUMP(cudaEGLStreamConsumerReleaseFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerConnect) ocr_impl_cudaEGLStreamProducerConnect __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamProducerConnect_intercepted(cudaEglStreamConnection *conn, EGLStreamKHR eglStream, EGLint width, EGLint height)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerConnect, "cudaEGLStreamProducerConnect", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaEGLStreamProducerConnect);
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerConnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerDisconnect) ocr_impl_cudaEGLStreamProducerDisconnect __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamProducerDisconnect_intercepted(cudaEglStreamConnection *conn)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerDisconnect, "cudaEGLStreamProducerDisconnect", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamProducerDisconnect(conn);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEGLStreamProducerDisconnect);
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerDisconnect);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerPresentFrame) ocr_impl_cudaEGLStreamProducerPresentFrame __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamProducerPresentFrame_intercepted(cudaEglStreamConnection *conn, cudaEglFrame eglframe, cudaStream_t *pStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerPresentFrame, "cudaEGLStreamProducerPresentFrame", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamProducerPresentFrame(conn, eglframe, pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put_opaque(&ocr_c, &eglframe, sizeof eglframe);
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEGLStreamProducerPresentFrame);
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerPresentFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEGLStreamProducerReturnFrame) ocr_impl_cudaEGLStreamProducerReturnFrame __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEGLStreamProducerReturnFrame_intercepted(cudaEglStreamConnection *conn, cudaEglFrame *eglframe, cudaStream_t *pStream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEGLStreamProducerReturnFrame, "cudaEGLStreamProducerReturnFrame", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEGLStreamProducerReturnFrame(conn, eglframe, pStream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, conn, ocr_e == cudaSuccess && conn != NULL ? (uint64_t)(uintptr_t)*conn : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglframe);
        ocr_put_out(&ocr_c, pStream, ocr_e == cudaSuccess && pStream != NULL ? (uint64_t)(uintptr_t)*pStream : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEGLStreamProducerReturnFrame);
#else
OCR_ENTRY_JUMP(cudaEGLStreamProducerReturnFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaGraphicsResourceGetMappedEglFrame) ocr_impl_cudaGraphicsResourceGetMappedEglFrame __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsResourceGetMappedEglFrame_intercepted(cudaEglFrame* eglFrame, cudaGraphicsResource_t resource, unsigned int index, unsigned int mipLevel)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsResourceGetMappedEglFrame, "cudaGraphicsResourceGetMappedEglFrame", __builtin_return_address(0), &ocr_e))
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
OCR_ENTRY(cudaGraphicsResourceGetMappedEglFrame);
#else
OCR_ENTRY_JUMP(cudaGraphicsResourceGetMappedEglFrame);
#endif

#if defined(OCR_ENTRY_HAVE_EGL)
__typeof__(cudaEventCreateFromEGLSync) ocr_impl_cudaEventCreateFromEGLSync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaEventCreateFromEGLSync_intercepted(cudaEvent_t *phEvent, EGLSyncKHR eglSync, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaEventCreateFromEGLSync, "cudaEventCreateFromEGLSync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaEventCreateFromEGLSync(phEvent, eglSync, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, phEvent, ocr_e == cudaSuccess && phEvent != NULL ? (uint64_t)(uintptr_t)*phEvent : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)eglSync);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaEventCreateFromEGLSync);
#else
OCR_ENTRY_JUMP(cudaEventCreateFromEGLSync);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaVDPAUGetDevice) ocr_impl_cudaVDPAUGetDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaVDPAUGetDevice_intercepted(int *device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaVDPAUGetDevice, "cudaVDPAUGetDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaVDPAUGetDevice(device, vdpDevice, vdpGetProcAddress);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_put(&ocr_c, (uint64_t)vdpDevice);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)vdpGetProcAddress);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaVDPAUGetDevice);
#else
OCR_ENTRY_JUMP(cudaVDPAUGetDevice);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaVDPAUSetVDPAUDevice) ocr_impl_cudaVDPAUSetVDPAUDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaVDPAUSetVDPAUDevice_intercepted(int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaVDPAUSetVDPAUDevice, "cudaVDPAUSetVDPAUDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaVDPAUSetVDPAUDevice(device, vdpDevice, vdpGetProcAddress);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)vdpDevice);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)vdpGetProcAddress);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaVDPAUSetVDPAUDevice);
#else
OCR_ENTRY_JUMP(cudaVDPAUSetVDPAUDevice);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaGraphicsVDPAURegisterVideoSurface) ocr_impl_cudaGraphicsVDPAURegisterVideoSurface __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsVDPAURegisterVideoSurface_intercepted(struct cudaGraphicsResource **resource, VdpVideoSurface vdpSurface, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsVDPAURegisterVideoSurface, "cudaGraphicsVDPAURegisterVideoSurface", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsVDPAURegisterVideoSurface(resource, vdpSurface, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)vdpSurface);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsVDPAURegisterVideoSurface);
#else
OCR_ENTRY_JUMP(cudaGraphicsVDPAURegisterVideoSurface);
#endif

#if defined(OCR_ENTRY_HAVE_VDPAU)
__typeof__(cudaGraphicsVDPAURegisterOutputSurface) ocr_impl_cudaGraphicsVDPAURegisterOutputSurface __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphicsVDPAURegisterOutputSurface_intercepted(struct cudaGraphicsResource **resource, VdpOutputSurface vdpSurface, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphicsVDPAURegisterOutputSurface, "cudaGraphicsVDPAURegisterOutputSurface", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphicsVDPAURegisterOutputSurface(resource, vdpSurface, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)vdpSurface);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphicsVDPAURegisterOutputSurface);
#else
OCR_ENTRY_JUMP(cudaGraphicsVDPAURegisterOutputSurface);
#endif

__typeof__(cudaGraphNodeGetContainingGraph) ocr_impl_cudaGraphNodeGetContainingGraph __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetContainingGraph_intercepted(cudaGraphNode_t hNode, cudaGraph_t *phGraph)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetContainingGraph, "cudaGraphNodeGetContainingGraph", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetContainingGraph(hNode, phGraph);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put_out(&ocr_c, phGraph, ocr_e == cudaSuccess && phGraph != NULL ? (uint64_t)(uintptr_t)*phGraph : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeGetContainingGraph);

__typeof__(cudaGraphNodeGetLocalId) ocr_impl_cudaGraphNodeGetLocalId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetLocalId_intercepted(cudaGraphNode_t hNode, unsigned int *nodeId)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetLocalId, "cudaGraphNodeGetLocalId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetLocalId(hNode, nodeId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put_out(&ocr_c, nodeId, ocr_e == cudaSuccess && nodeId != NULL ? (uint64_t)(uintptr_t)*nodeId : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeGetLocalId);

__typeof__(cudaGraphNodeGetToolsId) ocr_impl_cudaGraphNodeGetToolsId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetToolsId_intercepted(cudaGraphNode_t hNode, unsigned long long *toolsNodeId)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetToolsId, "cudaGraphNodeGetToolsId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetToolsId(hNode, toolsNodeId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hNode);
        ocr_put_out(&ocr_c, toolsNodeId, ocr_e == cudaSuccess && toolsNodeId != NULL ? (uint64_t)(uintptr_t)*toolsNodeId : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeGetToolsId);

__typeof__(cudaGraphGetId) ocr_impl_cudaGraphGetId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphGetId_intercepted(cudaGraph_t hGraph, unsigned int *graphID)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphGetId, "cudaGraphGetId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphGetId(hGraph, graphID);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraph);
        ocr_put_out(&ocr_c, graphID, ocr_e == cudaSuccess && graphID != NULL ? (uint64_t)(uintptr_t)*graphID : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphGetId);

__typeof__(cudaGraphExecGetId) ocr_impl_cudaGraphExecGetId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphExecGetId_intercepted(cudaGraphExec_t hGraphExec, unsigned int *graphID)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphExecGetId, "cudaGraphExecGetId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphExecGetId(hGraphExec, graphID);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hGraphExec);
        ocr_put_out(&ocr_c, graphID, ocr_e == cudaSuccess && graphID != NULL ? (uint64_t)(uintptr_t)*graphID : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphExecGetId);

__typeof__(cudaGraphConditionalHandleCreate_v2) ocr_impl_cudaGraphConditionalHandleCreate_v2 __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphConditionalHandleCreate_v2_intercepted(cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, cudaExecutionContext_t ctx, unsigned int defaultLaunchValue, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphConditionalHandleCreate_v2, "cudaGraphConditionalHandleCreate_v2", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphConditionalHandleCreate_v2(pHandle_out, graph, ctx, defaultLaunchValue, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, pHandle_out, ocr_e == cudaSuccess && pHandle_out != NULL ? (uint64_t)(uintptr_t)*pHandle_out : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_put(&ocr_c, (uint64_t)defaultLaunchValue);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphConditionalHandleCreate_v2);

__typeof__(cudaDeviceGetDevResource) ocr_impl_cudaDeviceGetDevResource __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetDevResource_intercepted(int device, cudaDevResource *resource, enum cudaDevResourceType type)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetDevResource, "cudaDeviceGetDevResource", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetDevResource(device, resource, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetDevResource);

__typeof__(cudaDevSmResourceSplitByCount) ocr_impl_cudaDevSmResourceSplitByCount __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDevSmResourceSplitByCount_intercepted(cudaDevResource *result, unsigned int *nbGroups, const cudaDevResource *input, cudaDevResource *remaining, unsigned int flags, unsigned int minCount)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDevSmResourceSplitByCount, "cudaDevSmResourceSplitByCount", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDevSmResourceSplitByCount(result, nbGroups, input, remaining, flags, minCount);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)result);
        ocr_put_out(&ocr_c, nbGroups, ocr_e == cudaSuccess && nbGroups != NULL ? (uint64_t)(uintptr_t)*nbGroups : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)input);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)remaining);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)minCount);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDevSmResourceSplitByCount);

__typeof__(cudaDevSmResourceSplit) ocr_impl_cudaDevSmResourceSplit __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDevSmResourceSplit_intercepted(cudaDevResource *result, unsigned int nbGroups, const cudaDevResource *input, cudaDevResource *remainder, unsigned int flags, cudaDevSmResourceGroupParams *groupParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDevSmResourceSplit, "cudaDevSmResourceSplit", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDevSmResourceSplit(result, nbGroups, input, remainder, flags, groupParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)result);
        ocr_put(&ocr_c, (uint64_t)nbGroups);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)input);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)remainder);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)groupParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDevSmResourceSplit);

__typeof__(cudaDevResourceGenerateDesc) ocr_impl_cudaDevResourceGenerateDesc __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDevResourceGenerateDesc_intercepted(cudaDevResourceDesc_t *phDesc, cudaDevResource *resources, unsigned int nbResources)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDevResourceGenerateDesc, "cudaDevResourceGenerateDesc", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDevResourceGenerateDesc(phDesc, resources, nbResources);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, phDesc, ocr_e == cudaSuccess && phDesc != NULL ? (uint64_t)(uintptr_t)*phDesc : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resources);
        ocr_put(&ocr_c, (uint64_t)nbResources);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDevResourceGenerateDesc);

__typeof__(cudaGreenCtxCreate) ocr_impl_cudaGreenCtxCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGreenCtxCreate_intercepted(cudaExecutionContext_t *phCtx, cudaDevResourceDesc_t desc, int device, unsigned int flags)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGreenCtxCreate, "cudaGreenCtxCreate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGreenCtxCreate(phCtx, desc, device, flags);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, phCtx, ocr_e == cudaSuccess && phCtx != NULL ? (uint64_t)(uintptr_t)*phCtx : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)desc);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGreenCtxCreate);

__typeof__(cudaExecutionCtxDestroy) ocr_impl_cudaExecutionCtxDestroy __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxDestroy_intercepted(cudaExecutionContext_t ctx)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxDestroy, "cudaExecutionCtxDestroy", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxDestroy(ctx);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxDestroy);

__typeof__(cudaExecutionCtxGetDevResource) ocr_impl_cudaExecutionCtxGetDevResource __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxGetDevResource_intercepted(cudaExecutionContext_t ctx, cudaDevResource *resource, enum cudaDevResourceType type)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxGetDevResource, "cudaExecutionCtxGetDevResource", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxGetDevResource(ctx, resource, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxGetDevResource);

__typeof__(cudaExecutionCtxGetDevice) ocr_impl_cudaExecutionCtxGetDevice __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxGetDevice_intercepted(int *device, cudaExecutionContext_t ctx)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxGetDevice, "cudaExecutionCtxGetDevice", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxGetDevice(device, ctx);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, device, ocr_e == cudaSuccess && device != NULL ? (uint64_t)(uintptr_t)*device : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxGetDevice);

__typeof__(cudaExecutionCtxGetId) ocr_impl_cudaExecutionCtxGetId __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxGetId_intercepted(cudaExecutionContext_t ctx, unsigned long long *ctxId)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxGetId, "cudaExecutionCtxGetId", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxGetId(ctx, ctxId);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_put_out(&ocr_c, ctxId, ocr_e == cudaSuccess && ctxId != NULL ? (uint64_t)(uintptr_t)*ctxId : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxGetId);

__typeof__(cudaExecutionCtxStreamCreate) ocr_impl_cudaExecutionCtxStreamCreate __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxStreamCreate_intercepted(cudaStream_t *phStream, cudaExecutionContext_t ctx, unsigned int flags, int priority)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxStreamCreate, "cudaExecutionCtxStreamCreate", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxStreamCreate(phStream, ctx, flags, priority);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, phStream, ocr_e == cudaSuccess && phStream != NULL ? (uint64_t)(uintptr_t)*phStream : 0);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)priority);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxStreamCreate);

__typeof__(cudaExecutionCtxSynchronize) ocr_impl_cudaExecutionCtxSynchronize __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxSynchronize_intercepted(cudaExecutionContext_t ctx)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxSynchronize, "cudaExecutionCtxSynchronize", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxSynchronize(ctx);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxSynchronize);

__typeof__(cudaStreamGetDevResource) ocr_impl_cudaStreamGetDevResource __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetDevResource_intercepted(cudaStream_t hStream, cudaDevResource *resource, enum cudaDevResourceType type)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetDevResource, "cudaStreamGetDevResource", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetDevResource(hStream, resource, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetDevResource);

__typeof__(cudaStreamGetDevResource) cudaStreamGetDevResource_ptsz;
__typeof__(cudaStreamGetDevResource) ocr_impl_cudaStreamGetDevResource_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamGetDevResource_ptsz_intercepted(cudaStream_t hStream, cudaDevResource *resource, enum cudaDevResourceType type)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamGetDevResource_ptsz, "cudaStreamGetDevResource_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamGetDevResource_ptsz(hStream, resource, type);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)hStream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)resource);
        ocr_put(&ocr_c, (uint64_t)type);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamGetDevResource_ptsz);

__typeof__(cudaExecutionCtxRecordEvent) ocr_impl_cudaExecutionCtxRecordEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxRecordEvent_intercepted(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxRecordEvent, "cudaExecutionCtxRecordEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxRecordEvent(ctx, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxRecordEvent);

__typeof__(cudaExecutionCtxWaitEvent) ocr_impl_cudaExecutionCtxWaitEvent __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaExecutionCtxWaitEvent_intercepted(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaExecutionCtxWaitEvent, "cudaExecutionCtxWaitEvent", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaExecutionCtxWaitEvent(ctx, event);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)ctx);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)event);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaExecutionCtxWaitEvent);

__typeof__(cudaDeviceGetExecutionCtx) ocr_impl_cudaDeviceGetExecutionCtx __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaDeviceGetExecutionCtx_intercepted(cudaExecutionContext_t *ctx, int device)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaDeviceGetExecutionCtx, "cudaDeviceGetExecutionCtx", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaDeviceGetExecutionCtx(ctx, device);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_out(&ocr_c, ctx, ocr_e == cudaSuccess && ctx != NULL ? (uint64_t)(uintptr_t)*ctx : 0);
        ocr_put(&ocr_c, (uint64_t)device);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaDeviceGetExecutionCtx);

__typeof__(cudaFuncGetParamCount) ocr_impl_cudaFuncGetParamCount __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaFuncGetParamCount_intercepted(const void *func, size_t *paramCount)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaFuncGetParamCount, "cudaFuncGetParamCount", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaFuncGetParamCount(func, paramCount);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put_func(&ocr_c, func, ocr_e);
        ocr_put_out(&ocr_c, paramCount, ocr_e == cudaSuccess && paramCount != NULL ? (uint64_t)(uintptr_t)*paramCount : 0);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaFuncGetParamCount);

__typeof__(cudaLaunchHostFunc_v2) ocr_impl_cudaLaunchHostFunc_v2 __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchHostFunc_v2_intercepted(cudaStream_t stream, cudaHostFn_t fn, void *userData, unsigned int syncMode)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchHostFunc_v2, "cudaLaunchHostFunc_v2", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchHostFunc_v2(stream, fn, userData, syncMode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put(&ocr_c, (uint64_t)syncMode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLaunchHostFunc_v2);

__typeof__(cudaLaunchHostFunc_v2) cudaLaunchHostFunc_v2_ptsz;
__typeof__(cudaLaunchHostFunc_v2) ocr_impl_cudaLaunchHostFunc_v2_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaLaunchHostFunc_v2_ptsz_intercepted(cudaStream_t stream, cudaHostFn_t fn, void *userData, unsigned int syncMode)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaLaunchHostFunc_v2_ptsz, "cudaLaunchHostFunc_v2_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaLaunchHostFunc_v2_ptsz(stream, fn, userData, syncMode);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)fn);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)userData);
        ocr_put(&ocr_c, (uint64_t)syncMode);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaLaunchHostFunc_v2_ptsz);

__typeof__(cudaMemcpyWithAttributesAsync) ocr_impl_cudaMemcpyWithAttributesAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyWithAttributesAsync_intercepted(void *dst, const void *src, size_t size, struct cudaMemcpyAttributes *attr, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyWithAttributesAsync, "cudaMemcpyWithAttributesAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyWithAttributesAsync(dst, src, size, attr, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpyWithAttributesAsync);

__typeof__(cudaMemcpyWithAttributesAsync) cudaMemcpyWithAttributesAsync_ptsz;
__typeof__(cudaMemcpyWithAttributesAsync) ocr_impl_cudaMemcpyWithAttributesAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpyWithAttributesAsync_ptsz_intercepted(void *dst, const void *src, size_t size, struct cudaMemcpyAttributes *attr, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpyWithAttributesAsync_ptsz, "cudaMemcpyWithAttributesAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpyWithAttributesAsync_ptsz(dst, src, size, attr, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)dst);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)src);
        ocr_put(&ocr_c, (uint64_t)size);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)attr);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpyWithAttributesAsync_ptsz);

__typeof__(cudaMemcpy3DWithAttributesAsync) ocr_impl_cudaMemcpy3DWithAttributesAsync __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DWithAttributesAsync_intercepted(struct cudaMemcpy3DBatchOp *op, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DWithAttributesAsync, "cudaMemcpy3DWithAttributesAsync", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DWithAttributesAsync(op, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)op);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DWithAttributesAsync);

__typeof__(cudaMemcpy3DWithAttributesAsync) cudaMemcpy3DWithAttributesAsync_ptsz;
__typeof__(cudaMemcpy3DWithAttributesAsync) ocr_impl_cudaMemcpy3DWithAttributesAsync_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaMemcpy3DWithAttributesAsync_ptsz_intercepted(struct cudaMemcpy3DBatchOp *op, unsigned long long flags, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaMemcpy3DWithAttributesAsync_ptsz, "cudaMemcpy3DWithAttributesAsync_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaMemcpy3DWithAttributesAsync_ptsz(op, flags, stream);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)op);
        ocr_put(&ocr_c, (uint64_t)flags);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaMemcpy3DWithAttributesAsync_ptsz);

__typeof__(cudaGraphNodeGetParams) ocr_impl_cudaGraphNodeGetParams __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaGraphNodeGetParams_intercepted(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaGraphNodeGetParams, "cudaGraphNodeGetParams", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaGraphNodeGetParams(node, nodeParams);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)node);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)nodeParams);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaGraphNodeGetParams);

__typeof__(cudaStreamBeginRecaptureToGraph) ocr_impl_cudaStreamBeginRecaptureToGraph __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamBeginRecaptureToGraph_intercepted(cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph, struct cudaGraphRecaptureCallbackData *callbackData)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginRecaptureToGraph, "cudaStreamBeginRecaptureToGraph", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginRecaptureToGraph(stream, mode, graph, callbackData);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamBeginRecaptureToGraph);

__typeof__(cudaStreamBeginRecaptureToGraph) cudaStreamBeginRecaptureToGraph_ptsz;
__typeof__(cudaStreamBeginRecaptureToGraph) ocr_impl_cudaStreamBeginRecaptureToGraph_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t cudaStreamBeginRecaptureToGraph_ptsz_intercepted(cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph, struct cudaGraphRecaptureCallbackData *callbackData)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    if (!ocr_call_begin(&ocr_c, OCR_FN_cudaStreamBeginRecaptureToGraph_ptsz, "cudaStreamBeginRecaptureToGraph_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl_cudaStreamBeginRecaptureToGraph_ptsz(stream, mode, graph, callbackData);
    if (ocr_call_end(&ocr_c, ocr_e)) {
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)stream);
        ocr_put(&ocr_c, (uint64_t)mode);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)graph);
        ocr_put(&ocr_c, (uint64_t)(uintptr_t)callbackData);
        ocr_call_commit(&ocr_c);
    }
    return ocr_e;
}
OCR_ENTRY(cudaStreamBeginRecaptureToGraph_ptsz);

/* Prototype not established (include/cuda13x.h): passed on untraced. */
OCR_ENTRY_JUMP(cudaMemGetLocationInfo);

__typeof__(__cudaLaunchKernel) ocr_impl___cudaLaunchKernel __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t __cudaLaunchKernel_intercepted(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = false;
    if (!ocr_call_begin(&ocr_c, OCR_FN___cudaLaunchKernel, "__cudaLaunchKernel", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl___cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream);
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
OCR_ENTRY(__cudaLaunchKernel);

__typeof__(__cudaLaunchKernel) __cudaLaunchKernel_ptsz;
__typeof__(__cudaLaunchKernel) ocr_impl___cudaLaunchKernel_ptsz __attribute__((visibility("hidden")));
OCR_INTERCEPTED cudaError_t __cudaLaunchKernel_ptsz_intercepted(cudaKernel_t func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream)
{
    struct ocr_call ocr_c;
    cudaError_t ocr_e;
    ocr_c.seam.stream = stream;
    ocr_c.seam.ptds = true;
    if (!ocr_call_begin(&ocr_c, OCR_FN___cudaLaunchKernel_ptsz, "__cudaLaunchKernel_ptsz", __builtin_return_address(0), &ocr_e))
        ocr_e = ocr_impl___cudaLaunchKernel_ptsz(func, gridDim, blockDim, args, sharedMem, stream);
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
OCR_ENTRY(__cudaLaunchKernel_ptsz);
