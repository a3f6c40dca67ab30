/*
 * OpenGL interoperability: buffer and image registration, the CUDA devices of the current OpenGL
 * context, and the deprecated buffer-object calls, each over the driver's cuGL* / cuGraphicsGL*
 * entry that NVIDIA's runtime uses. Resources are the driver's CUgraphicsResource handles
 * (mapped with the calls of interop.c). As in NVIDIA's runtime, every call but the device queries
 * makes the device's context current first and hands its arguments, outputs included, to the
 * driver as they are: what the driver writes into an output on failure (a mapped pointer it
 * clears) is what the caller sees.
 *
 * Compiled only where the OpenGL header is installed, under the condition the generated stubs
 * use: without it, runtime/stubs_generated.c keeps these entry points (cudaErrorNotSupported).
 */
#include "internal.h"
#include "runtime_internal.h"

#if defined(__has_include)
#if __has_include(<GL/gl.h>)
#define OCR_HAVE_GL 1
#endif
#endif

#if defined(OCR_HAVE_GL)
#include <GL/gl.h>
#include <cuda_gl_interop.h>

_Static_assert(sizeof(GLuint) == sizeof(unsigned int) && sizeof(GLenum) == sizeof(unsigned int),
               "the driver table declares GLuint and GLenum as unsigned int");
_Static_assert(sizeof(CUdevice) == sizeof(int), "device lists are converted in place");
_Static_assert(cudaGLDeviceListAll == 1 && cudaGLDeviceListCurrentFrame == 2 &&
                   cudaGLDeviceListNextFrame == 3,
               "cudaGLDeviceList values are CUGLDeviceList values");
_Static_assert((int)cudaGLMapFlagsNone == (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE &&
                   (int)cudaGLMapFlagsReadOnly == (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY &&
                   (int)cudaGLMapFlagsWriteDiscard ==
                       (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD,
               "cudaGLMapFlags are the driver's CU_GL_MAP_RESOURCE_FLAGS");

/* -- registration ------------------------------------------------------------------------------ */

cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, GLuint buffer,
                                         unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuGraphicsGLRegisterBuffer((CUgraphicsResource *)(void *)resource, buffer, flags));
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image,
                                        GLenum target, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsGLRegisterImage((CUgraphicsResource *)(void *)resource, image,
                                                   target, flags));
    OCR_RETURN(err);
}

/* As NVIDIA's runtime: no context is made (a cudaGLSetGLDevice may follow); the driver lists up
 * to 32 CUdevice handles into the runtime's own array, and the caller gets the first
 * cudaDeviceCount of them as ordinals and then the count, each only where it gave somewhere to
 * write. A device the runtime does not enumerate stops the call with cudaErrorInvalidDevice (the
 * ordinals before it written, the count not). */
#define GL_DEVICES_MAX 32
cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                             unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess &&
        (deviceList < cudaGLDeviceListAll || deviceList > cudaGLDeviceListNextFrame))
        err = cudaErrorInvalidValue;
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUdevice devs[GL_DEVICES_MAX];
    unsigned int n = 0;
    err = ocr_cu(DRV.cuGLGetDevices(&n, devs, GL_DEVICES_MAX, (int)deviceList));
    if (err != cudaSuccess)
        OCR_RETURN(err);
    for (unsigned int i = 0; pCudaDevices != NULL && i < n && i < cudaDeviceCount; i++) {
        int ordinal = i < GL_DEVICES_MAX ? ocr_device_ordinal(devs[i]) : -1;
        if (ordinal < 0)
            OCR_RETURN(cudaErrorInvalidDevice);
        pCudaDevices[i] = ordinal;
    }
    if (pCudaDeviceCount != NULL)
        *pCudaDeviceCount = n;
    OCR_RETURN(cudaSuccess);
}

/* -- deprecated: OpenGL device and buffer objects ---------------------------------------------- */

/* NVIDIA's runtime configures the device's primary context for OpenGL through the driver's
 * private runtime interface (interop.c), with the attribute list {2, 5, 0} (key 2: the graphics
 * API, 5 for OpenGL); it never calls cuGLCtxCreate. Without a display the driver answers
 * cudaErrorDevicesUnavailable (measured on the H200), and the device stays the thread's device. */
cudaError_t cudaGLSetGLDevice(int device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess) {
        static const uintptr_t attributes[] = {2, 5, 0};
        err = ocr_graphics_set_device(device, attributes);
    }
    OCR_RETURN(err);
}

/* NVIDIA's runtime calls cuGLInit before registering and before unregistering a buffer object;
 * its failure is the call's (cudaErrorOperatingSystem without a display, measured on the H200). */
cudaError_t cudaGLRegisterBufferObject(GLuint bufObj)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLInit());
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLRegisterBufferObject(bufObj));
    OCR_RETURN(err);
}

cudaError_t cudaGLUnregisterBufferObject(GLuint bufObj)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLInit());
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLUnregisterBufferObject(bufObj));
    OCR_RETURN(err);
}

cudaError_t cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLSetBufferObjectMapFlags(bufObj, flags));
    OCR_RETURN(err);
}

/* NVIDIA's runtime maps and unmaps with the driver's asynchronous calls, on stream 0 for the
 * synchronous ones, and hands the caller's pointer to the driver, which clears it when mapping
 * fails (measured on the H200); the size the driver also reports is not returned. */
static cudaError_t map_buffer_common(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    _Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a pointer is a CUdeviceptr");
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    size_t size = 0;
    return ocr_cu(DRV.cuGLMapBufferObjectAsync((CUdeviceptr *)(void *)devPtr, &size, bufObj,
                                               (CUstream)stream));
}

cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
{
    OCR_RETURN(map_buffer_common(devPtr, bufObj, NULL));
}

cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    OCR_RETURN(map_buffer_common(devPtr, bufObj, stream));
}

cudaError_t cudaGLUnmapBufferObject(GLuint bufObj)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLUnmapBufferObjectAsync(bufObj, NULL));
    OCR_RETURN(err);
}

cudaError_t cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLUnmapBufferObjectAsync(bufObj, (CUstream)stream));
    OCR_RETURN(err);
}

#endif /* OCR_HAVE_GL */
