/*
 * What the runtime-area files (runtime/) share besides the core: the functions of a kernel as
 * the attribute calls see them (launch.c), and the device choice of the graphics interop
 * (interop.c). Each returns a plain code and records nothing.
 */
#ifndef OCR_RUNTIME_INTERNAL_H
#define OCR_RUNTIME_INTERNAL_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* Whether the runtime names a function attribute (cudaFuncAttributeMaxDynamicSharedMemorySize
 * up to cudaFuncAttributeMax): the attribute setters refuse any other with cudaErrorInvalidValue
 * before anything else, as NVIDIA's runtime does (read from its library). */
static inline bool ocr_func_attribute_named(enum cudaFuncAttribute attr)
{
    return (unsigned)attr - cudaFuncAttributeMaxDynamicSharedMemorySize <
           (unsigned)cudaFuncAttributeMax - cudaFuncAttributeMaxDynamicSharedMemorySize;
}

/* The kernel of `func` (a host stub or a cudaKernel_t) as a CUfunction in the current context;
 * enters the runtime (init, context) first (launch.c). */
cudaError_t ocr_function_for(const void *func, CUfunction *out);

/* cudaGLSetGLDevice and cudaVDPAUSetVDPAUDevice: `device` becomes the thread's and its primary
 * context is tied to the graphics API that `attributes` names (interop.c). */
cudaError_t ocr_graphics_set_device(int device, const uintptr_t *attributes);

#pragma GCC visibility pop

#endif /* OCR_RUNTIME_INTERNAL_H */
