/*
 * Graphics interoperability, the part every graphics API shares: a registered resource is the
 * driver's CUgraphicsResource, and mapping, unmapping and the mapped views are the driver's calls.
 * Registration lives with each graphics API (interop_gl.c, interop_egl.c, interop_vdpau.c).
 *
 * Register flags, cube faces and array indices have the driver's values, so they pass unchanged;
 * the driver checks them. As in NVIDIA's runtime, every call here makes the device's context
 * current (the mapped pointer only initialises) and hands its arguments to the driver as they are:
 * counts, handles and the outputs the driver writes are the driver's to judge.
 *
 * This file also holds what the OpenGL and VDPAU "set device" calls share (interop_gl.c,
 * interop_vdpau.c): choosing a device for a graphics API goes through the driver's private
 * runtime interface, as in NVIDIA's runtime.
 */
#include "internal.h"
#include "runtime_internal.h"

#include <string.h>

_Static_assert((int)cudaGraphicsMapFlagsNone == (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE &&
                   (int)cudaGraphicsMapFlagsReadOnly ==
                       (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY &&
                   (int)cudaGraphicsMapFlagsWriteDiscard ==
                       (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD,
               "cudaGraphicsMapFlags are the driver's map flags");
_Static_assert((int)cudaGraphicsRegisterFlagsNone == (int)CU_GRAPHICS_REGISTER_FLAGS_NONE &&
                   (int)cudaGraphicsRegisterFlagsReadOnly ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_READ_ONLY &&
                   (int)cudaGraphicsRegisterFlagsWriteDiscard ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_WRITE_DISCARD &&
                   (int)cudaGraphicsRegisterFlagsSurfaceLoadStore ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_SURFACE_LDST &&
                   (int)cudaGraphicsRegisterFlagsTextureGather ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER,
               "cudaGraphicsRegisterFlags are the driver's register flags");
_Static_assert((int)cudaGraphicsCubeFacePositiveX == (int)CU_CUBEMAP_FACE_POSITIVE_X &&
                   (int)cudaGraphicsCubeFaceNegativeZ == (int)CU_CUBEMAP_FACE_NEGATIVE_Z,
               "cudaGraphicsCubeFace values are the driver's array indices");

cudaError_t cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsUnregisterResource((CUgraphicsResource)resource));
    OCR_RETURN(err);
}

/* NVIDIA's runtime passes cudaGraphicsMapFlagsReadOnly and cudaGraphicsMapFlagsWriteDiscard on and
 * turns any other value into cudaGraphicsMapFlagsNone (0) before it asks the driver. */
cudaError_t cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (flags != cudaGraphicsMapFlagsReadOnly && flags != cudaGraphicsMapFlagsWriteDiscard)
        flags = cudaGraphicsMapFlagsNone;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsResourceSetMapFlags((CUgraphicsResource)resource, flags));
    OCR_RETURN(err);
}

/* NVIDIA's runtime checks no count: a negative one reaches the driver as a large unsigned count,
 * which it refuses from the first resource on (cudaErrorInvalidResourceHandle for a NULL one,
 * measured on the GPU); an empty list is the driver's to accept. */
static cudaError_t map_resources_common(int count, cudaGraphicsResource_t *resources,
                                        cudaStream_t stream, bool map)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUgraphicsResource *res = (CUgraphicsResource *)resources;
    return ocr_cu(map ? DRV.cuGraphicsMapResources((unsigned)count, res, (CUstream)stream)
                      : DRV.cuGraphicsUnmapResources((unsigned)count, res, (CUstream)stream));
}

cudaError_t cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources,
                                     cudaStream_t stream)
{
    OCR_RETURN(map_resources_common(count, resources, stream, true));
}

cudaError_t cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources,
                                       cudaStream_t stream)
{
    OCR_RETURN(map_resources_common(count, resources, stream, false));
}

/* The three "get mapped" calls hand their outputs to the driver as NVIDIA's runtime does: a NULL
 * size is the driver's to accept (samples pass one), and a NULL array output still asks the
 * driver about the resource (read into a local, written back only where there is somewhere to
 * write). */
cudaError_t cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                                 cudaGraphicsResource_t resource)
{
    _Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a pointer is a CUdeviceptr");
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsResourceGetMappedPointer((CUdeviceptr *)(void *)devPtr, size,
                                                            (CUgraphicsResource)resource));
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array,
                                                  cudaGraphicsResource_t resource,
                                                  unsigned int arrayIndex, unsigned int mipLevel)
{
    cudaError_t err = ocr_enter();
    CUarray a = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuGraphicsSubResourceGetMappedArray(&a, (CUgraphicsResource)resource,
                                                             arrayIndex, mipLevel));
    if (err == cudaSuccess && array != NULL)
        *array = (cudaArray_t)a;
    OCR_RETURN(err);
}

cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                                        cudaGraphicsResource_t resource)
{
    cudaError_t err = ocr_enter();
    CUmipmappedArray m = NULL;
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuGraphicsResourceGetMappedMipmappedArray(&m, (CUgraphicsResource)resource));
    if (err == cudaSuccess && mipmappedArray != NULL)
        *mipmappedArray = (cudaMipmappedArray_t)m;
    OCR_RETURN(err);
}

/* -- choosing a device for a graphics API ------------------------------------------------------ */

/* The driver's private interface to the runtime (the export table NVIDIA's runtime asks
 * cuGetExportTable for at init; entry 0 is its size in bytes) and its entry 3, which NVIDIA's
 * runtime calls with (CUdevice, attribute list) to tie a graphics API to the device's primary
 * context before using it. The list is pairs of 64-bit key and value ended by a 0 key; key 2
 * names the graphics API. Entry 2 of the same table is what NVIDIA's runtime takes the primary
 * contexts' handles from at init. */
static const unsigned char runtime_interface_id[16] = {
    0x6b, 0xd5, 0xfb, 0x6c, 0x5b, 0xf4, 0xe7, 0x4a, 0x89, 0x87, 0xd9, 0x39, 0x12, 0xfd, 0x9d, 0xf9};
typedef CUresult (*graphics_primary_fn)(CUdevice dev, const uintptr_t *attributes);
#define GRAPHICS_PRIMARY_SLOT 3

/* cudaGLSetGLDevice and cudaVDPAUSetVDPAUDevice, as NVIDIA's runtime does them (after init):
 *  1. the device becomes the thread's device before anything is checked, so that a failure
 *     leaves it chosen (NVIDIA's stores even an ordinal it then refuses; ours only a valid one);
 *  2. an unknown ordinal is cudaErrorInvalidDevice;
 *  3. the driver's private entry configures the primary context for the graphics API: its
 *     answer is the call's (cudaErrorSetOnActiveProcess once the context is active; on a GPU
 *     without a display, OpenGL's is cudaErrorDevicesUnavailable);
 *  4. the primary context is made current and retained, as cudaSetDevice does.
 * The runtime keeps no error of its own: after a failure in step 3 the next call that needs the
 * context answers whatever the driver answers for it (cudaErrorDevicesUnavailable on the H200
 * after OpenGL's failure). */
cudaError_t ocr_graphics_set_device(int device, const uintptr_t *attributes)
{
    cudaError_t err = ocr_check_device(device);
    if (err != cudaSuccess)
        return err;
    struct ocr_thread *t = &ocr_tls;
    t->device = device;
    t->device_set = true;
    t->ctx = NULL; /* the next call finds the context again (the one current, else the device's) */
    /* A driver without the interface (NVIDIA's runtime would not start on it): unsupported. */
    const void *exported = NULL;
    CUresult r = DRV.cuGetExportTable(&exported, (const CUuuid *)runtime_interface_id);
    if (r == CUDA_ERROR_NOT_FOUND)
        return cudaErrorNotSupported;
    if (r != CUDA_SUCCESS)
        return ocr_cu(r);
    const void *const *table = exported;
    if (table == NULL || (uintptr_t)table[0] < (GRAPHICS_PRIMARY_SLOT + 1) * sizeof(void *) ||
        table[GRAPHICS_PRIMARY_SLOT] == NULL)
        return cudaErrorNotSupported;
    graphics_primary_fn fn;
    const void *entry = table[GRAPHICS_PRIMARY_SLOT];
    memcpy(&fn, &entry, sizeof fn);
    err = ocr_cu(fn(ocr_devices[device].dev, attributes));
    if (err == cudaSuccess)
        err = ocr_activate_device(device);
    return err;
}
