/*
 * VDPAU interoperability: the CUDA device of a VdpDevice and the registration of VDPAU video and
 * output surfaces, over the driver's cuVDPAUGetDevice and cuGraphicsVDPAURegister* entries.
 * Resources are the driver's CUgraphicsResource handles (mapped with the calls of interop.c).
 *
 * cudaVDPAUSetVDPAUDevice stays cudaErrorNotSupported (the generated stub): NVIDIA documents it
 * as associating the VdpDevice with the device's primary context, and the driver offers no call
 * that does that (cuVDPAUCtxCreate makes a context of its own, not the primary one). Surfaces can
 * still be registered in a context the application made with cuVDPAUCtxCreate.
 *
 * Compiled only where the VDPAU header is installed, under the condition the generated stubs
 * use: without it, runtime/stubs_generated.c keeps these entry points (cudaErrorNotSupported).
 */
#include "internal.h"

#if defined(__has_include)
#if __has_include(<vdpau/vdpau.h>)
#define OCR_HAVE_VDPAU 1
#endif
#endif

#if defined(OCR_HAVE_VDPAU)
#include <cuda_vdpau_interop.h>

_Static_assert(sizeof(VdpDevice) == sizeof(uint32_t) &&
                   sizeof(VdpVideoSurface) == sizeof(uint32_t) &&
                   sizeof(VdpOutputSurface) == sizeof(uint32_t) &&
                   sizeof(VdpStatus) == sizeof(int) && sizeof(VdpFuncId) == sizeof(uint32_t),
               "the driver table declares the VDPAU handles as uint32_t");

/* Device ordinal of the VdpDevice's GPU, or -1 when the runtime does not enumerate it (NVIDIA
 * documents -1 for a device that is not a compute device). */
cudaError_t cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice,
                               VdpGetProcAddress *vdpGetProcAddress)
{
    /* No context is made, as NVIDIA's runtime makes none here. */
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && device == NULL)
        err = cudaErrorInvalidValue;
    CUdevice dev = 0;
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuVDPAUGetDevice(&dev, vdpDevice, (ocr_vdp_get_proc_address *)vdpGetProcAddress));
    if (err != cudaSuccess)
        OCR_RETURN(err);
    *device = ocr_device_ordinal(dev);
    OCR_RETURN(cudaSuccess);
}

cudaError_t cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource,
                                                  VdpVideoSurface vdpSurface, unsigned int flags)
{
    if (resource == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUgraphicsResource r = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsVDPAURegisterVideoSurface(&r, vdpSurface, flags));
    if (err == cudaSuccess)
        *resource = (struct cudaGraphicsResource *)r;
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource,
                                                   VdpOutputSurface vdpSurface, unsigned int flags)
{
    if (resource == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUgraphicsResource r = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsVDPAURegisterOutputSurface(&r, vdpSurface, flags));
    if (err == cudaSuccess)
        *resource = (struct cudaGraphicsResource *)r;
    OCR_RETURN(err);
}

#endif /* OCR_HAVE_VDPAU */
