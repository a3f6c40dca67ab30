/*
 * VDPAU interoperability: the CUDA device of a VdpDevice, the choice of a device for VDPAU and the
 * registration of VDPAU video and output surfaces, over the driver's cuVDPAUGetDevice and
 * cuGraphicsVDPAURegister* entries and its private runtime interface. Resources are the driver's
 * CUgraphicsResource handles (mapped with the calls of interop.c). As in NVIDIA's runtime, the
 * outputs go to the driver as they are.
 *
 * Compiled only where the VDPAU header is installed, under the condition the generated stubs
 * use: without it, runtime/stubs_generated.c keeps these entry points (cudaErrorNotSupported).
 */
#include "internal.h"
#include "runtime_internal.h"

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

/* NVIDIA's runtime only initialises (no context) and lets the driver write the device: the
 * driver's CUdevice handle, which is the ordinal on NVIDIA's drivers; a NULL output is the
 * driver's to refuse. */
cudaError_t cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice,
                               VdpGetProcAddress *vdpGetProcAddress)
{
    _Static_assert(sizeof(CUdevice) == sizeof(int), "the device is written in place");
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuVDPAUGetDevice((CUdevice *)device, vdpDevice,
                                          (ocr_vdp_get_proc_address *)vdpGetProcAddress));
    OCR_RETURN(err);
}

/* As cudaGLSetGLDevice (interop.c, ocr_graphics_set_device): NVIDIA's runtime configures the
 * device's primary context for VDPAU through the driver's private runtime interface, with the
 * attribute list {2, 6, 6, &vdpDevice, 7, vdpGetProcAddress, 0} (key 2: the graphics API, 6 for
 * VDPAU; key 6: where the VdpDevice is; key 7: its VdpGetProcAddress); it never calls
 * cuVDPAUCtxCreate. Once the primary context is active the driver answers
 * cudaErrorSetOnActiveProcess (measured on the H200). */
cudaError_t cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice,
                                    VdpGetProcAddress *vdpGetProcAddress)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess) {
        uint32_t vdp = vdpDevice;
        const uintptr_t attributes[] = {2, 6, 6, (uintptr_t)&vdp, 7, (uintptr_t)vdpGetProcAddress,
                                        0};
        err = ocr_graphics_set_device(device, attributes);
    }
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource,
                                                  VdpVideoSurface vdpSurface, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsVDPAURegisterVideoSurface((CUgraphicsResource *)(void *)resource,
                                                             vdpSurface, flags));
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource,
                                                   VdpOutputSurface vdpSurface, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsVDPAURegisterOutputSurface(
            (CUgraphicsResource *)(void *)resource, vdpSurface, flags));
    OCR_RETURN(err);
}

#endif /* OCR_HAVE_VDPAU */
