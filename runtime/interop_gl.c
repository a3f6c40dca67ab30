/*
 * OpenGL interoperability: buffer and image registration, the CUDA devices of the current OpenGL
 * context, and the deprecated buffer-object calls, each over the driver's cuGL* / cuGraphicsGL*
 * entry that NVIDIA's runtime looks up. Resources are the driver's CUgraphicsResource handles
 * (mapped with the calls of interop.c).
 *
 * Compiled only where the OpenGL header is installed, under the condition the generated stubs
 * use: without it, runtime/stubs_generated.c keeps these entry points (cudaErrorNotSupported).
 */
#include "internal.h"

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
    if (resource == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUgraphicsResource r = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsGLRegisterBuffer(&r, buffer, flags));
    if (err == cudaSuccess)
        *resource = (struct cudaGraphicsResource *)r;
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image,
                                        GLenum target, unsigned int flags)
{
    if (resource == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUgraphicsResource r = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsGLRegisterImage(&r, image, target, flags));
    if (err == cudaSuccess)
        *resource = (struct cudaGraphicsResource *)r;
    OCR_RETURN(err);
}

/* As NVIDIA's runtime: no context is made (a cudaGLSetGLDevice may follow); the driver lists
 * CUdevice handles into the runtime's own array, and the caller gets the count and the first
 * cudaDeviceCount ordinals (-1 for a device the runtime does not enumerate), each only where it
 * gave somewhere to write. */
cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                             unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess &&
        (deviceList < cudaGLDeviceListAll || deviceList > cudaGLDeviceListNextFrame))
        err = cudaErrorInvalidValue;
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUdevice devs[OCR_MAX_DEVICES];
    unsigned int n = 0;
    err = ocr_cu(DRV.cuGLGetDevices(&n, devs, OCR_MAX_DEVICES, (int)deviceList));
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (pCudaDeviceCount != NULL)
        *pCudaDeviceCount = n;
    for (unsigned int i = 0; pCudaDevices != NULL && i < n && i < cudaDeviceCount; i++)
        pCudaDevices[i] = ocr_device_ordinal(devs[i]);
    OCR_RETURN(cudaSuccess);
}

/* -- deprecated: OpenGL device and buffer objects ---------------------------------------------- */

/* NVIDIA documents it as choosing `device` for the calling thread, and as failing with
 * cudaErrorSetOnActiveProcess once the device is in use (its primary context is active); an
 * OpenGL context no longer needs a device of its own, so nothing else is recorded. */
cudaError_t cudaGLSetGLDevice(int device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    unsigned int flags = 0;
    int active = 0;
    err = ocr_cu(DRV.cuDevicePrimaryCtxGetState(ocr_devices[device].dev, &flags, &active));
    if (err == cudaSuccess && active)
        err = cudaErrorSetOnActiveProcess;
    if (err == cudaSuccess)
        err = ocr_activate_device(device);
    if (err == cudaSuccess)
        ocr_tls.device_set = true;
    OCR_RETURN(err);
}

cudaError_t cudaGLRegisterBufferObject(GLuint bufObj)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLRegisterBufferObject(bufObj));
    OCR_RETURN(err);
}

cudaError_t cudaGLUnregisterBufferObject(GLuint bufObj)
{
    cudaError_t err = ocr_enter();
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

/* The driver also reports the buffer's size, which the runtime's call does not return. */
static cudaError_t map_buffer(void **devPtr, GLuint bufObj, cudaStream_t stream, bool async)
{
    if (devPtr == NULL)
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUdeviceptr ptr = 0;
    size_t size = 0;
    err = ocr_cu(async ? DRV.cuGLMapBufferObjectAsync(&ptr, &size, bufObj, (CUstream)stream)
                       : DRV.cuGLMapBufferObject(&ptr, &size, bufObj));
    if (err == cudaSuccess)
        *devPtr = (void *)(uintptr_t)ptr;
    return err;
}

cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
{
    OCR_RETURN(map_buffer(devPtr, bufObj, NULL, false));
}

cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    OCR_RETURN(map_buffer(devPtr, bufObj, stream, true));
}

cudaError_t cudaGLUnmapBufferObject(GLuint bufObj)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGLUnmapBufferObject(bufObj));
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
