/*
 * Texture and surface objects. cudaTextureObject_t and cudaSurfaceObject_t are the driver's
 * CUtexObject and CUsurfObject (the same 64-bit values); the runtime translates the resource,
 * texture and resource-view descriptors both ways.
 *
 * How NVIDIA's runtime 13.0 behaves here, as observed by running its libcudart.so.13 over a
 * recording driver (the GPU conformance test tests/gpu/array.cu checks it against the real one):
 *  - Every entry point initialises first; the NULL checks noted below come before the context
 *    is made current, everything else after.
 *  - Resources: an array is looked at with cuArray3DGetDescriptor (its error, or
 *    cudaErrorInvalidChannelDescriptor for a format without a channel descriptor), a mipmapped
 *    array through its level 0; linear and pitch-2D channel descriptors are translated as for
 *    arrays (cudaErrorInvalidChannelDescriptor); any other resource type is
 *    cudaErrorInvalidValue. Resource flags are not passed on (the driver gets 0). Pointers,
 *    sizes and handles are the driver's to check.
 *  - The read mode and the filter are checked against the format the texture reads:
 *      8/16-bit integers: element type -> CU_TRSF_READ_AS_INTEGER, with linear filtering
 *        cudaErrorInvalidFilterSetting; normalized float reads as the driver does by default;
 *      32-bit integers: linear filtering -> cudaErrorInvalidFilterSetting, then normalized
 *        float -> cudaErrorInvalidNormSetting (no flag for element type);
 *      half, float, BC6H and 10-10-10-2: normalized float -> cudaErrorInvalidNormSetting;
 *      normalized formats (UNORM/SNORM, the other BC formats): anything but normalized float ->
 *        cudaErrorInvalidNormSetting;
 *      NV12: cudaErrorInvalidValue.
 *    Read modes other than the two values count as neither. Other fields pass as they are
 *    (enum values unchecked, maxAnisotropy unclamped); the int switches become flags.
 *  - cudaCreateTextureObject: resource NULL -> cudaErrorInvalidValue, then texture descriptor
 *    NULL -> cudaErrorInvalidResourceHandle; the object pointer goes to the driver as it is.
 *  - Getters ask the driver for the object's resource first and look at its array as above.
 *    The texture descriptor's read mode comes from the format: 8/16-bit integers read as
 *    element type when CU_TRSF_READ_AS_INTEGER is set, normalized formats as normalized float,
 *    every other format as element type. Output NULL: resource -> cudaErrorInvalidValue,
 *    texture -> cudaErrorInvalidResourceHandle, surface resource -> cudaErrorInvalidDevice
 *    (sic), resource view -> nothing written. A resource descriptor is written as it is
 *    translated, so one whose format has no channel descriptor is returned with the error.
 *  - Surfaces: object or resource NULL -> cudaErrorInvalidValue; resources as for textures.
 *  - Destroying passes the handle to the driver.
 */
#include "internal.h"
#include "memory_internal.h"
#include "objects.h"

#include <string.h>

/* -- formats -------------------------------------------------------------------------------- */

/* How a texture reads a format (see above). */
enum read_class { READ_INTEGER, READ_INTEGER32, READ_FLOAT, READ_NORMALIZED, READ_NV12 };

static enum read_class read_class(CUarray_format format)
{
    switch (format) {
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT16:
        return READ_INTEGER;
    case CU_AD_FORMAT_UNSIGNED_INT32:
    case CU_AD_FORMAT_SIGNED_INT32:
        return READ_INTEGER32;
    case CU_AD_FORMAT_HALF:
    case CU_AD_FORMAT_FLOAT:
    case CU_AD_FORMAT_BC6H_UF16:
    case CU_AD_FORMAT_BC6H_SF16:
    case CU_AD_FORMAT_UNORM_INT_101010_2:
        return READ_FLOAT;
    case CU_AD_FORMAT_NV12:
        return READ_NV12;
    default: /* UNORM/SNORM and the other block-compressed formats */
        return READ_NORMALIZED;
    }
}

/* The format of an array (its error, or cudaErrorInvalidChannelDescriptor). */
static cudaError_t array_format(CUarray array, CUarray_format *format)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaError_t err = ocr_array_format(array, &d, NULL);
    if (err == cudaSuccess)
        *format = d.Format;
    return err;
}

/* The format of a mipmapped array: that of its level 0. */
static cudaError_t mipmap_format(CUmipmappedArray mipmap, CUarray_format *format)
{
    CUarray level0;
    cudaError_t err = ocr_cu(DRV.cuMipmappedArrayGetLevel(&level0, mipmap, 0));
    return err == cudaSuccess ? array_format(level0, format) : err;
}

/* -- resource descriptors ------------------------------------------------------------------- */

/* cudaResourceDesc -> CUDA_RESOURCE_DESC, and the format a texture of it reads. */
static cudaError_t resource_to_driver(const struct cudaResourceDesc *r, CUDA_RESOURCE_DESC *out,
                                      CUarray_format *format)
{
    memset(out, 0, sizeof *out);
    switch (r->resType) {
    case cudaResourceTypeArray:
        out->resType = CU_RESOURCE_TYPE_ARRAY;
        out->res.array.hArray = (CUarray)r->res.array.array;
        return array_format(out->res.array.hArray, format);
    case cudaResourceTypeMipmappedArray:
        out->resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
        out->res.mipmap.hMipmappedArray = (CUmipmappedArray)r->res.mipmap.mipmap;
        return mipmap_format(out->res.mipmap.hMipmappedArray, format);
    case cudaResourceTypeLinear:
        out->resType = CU_RESOURCE_TYPE_LINEAR;
        out->res.linear.devPtr = (CUdeviceptr)(uintptr_t)r->res.linear.devPtr;
        out->res.linear.sizeInBytes = r->res.linear.sizeInBytes;
        *format = CU_AD_FORMAT_FLOAT;
        cudaError_t err =
            ocr_channel_format(&r->res.linear.desc, format, &out->res.linear.numChannels);
        out->res.linear.format = *format;
        return err;
    case cudaResourceTypePitch2D:
        out->resType = CU_RESOURCE_TYPE_PITCH2D;
        out->res.pitch2D.devPtr = (CUdeviceptr)(uintptr_t)r->res.pitch2D.devPtr;
        out->res.pitch2D.width = r->res.pitch2D.width;
        out->res.pitch2D.height = r->res.pitch2D.height;
        out->res.pitch2D.pitchInBytes = r->res.pitch2D.pitchInBytes;
        *format = CU_AD_FORMAT_FLOAT;
        err = ocr_channel_format(&r->res.pitch2D.desc, format, &out->res.pitch2D.numChannels);
        out->res.pitch2D.format = *format;
        return err;
    default:
        return cudaErrorInvalidValue;
    }
}

/* CUDA_RESOURCE_DESC -> cudaResourceDesc, written into *out as it is translated; the format of
 * the resource for the caller. */
static cudaError_t resource_from_driver(const CUDA_RESOURCE_DESC *r, struct cudaResourceDesc *out,
                                        CUarray_format *format)
{
    memset(out, 0, sizeof *out);
    out->resType = (enum cudaResourceType)r->resType;
    switch (r->resType) {
    case CU_RESOURCE_TYPE_ARRAY:
        out->res.array.array = (cudaArray_t)r->res.array.hArray;
        return array_format(r->res.array.hArray, format);
    case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        out->res.mipmap.mipmap = (cudaMipmappedArray_t)r->res.mipmap.hMipmappedArray;
        return mipmap_format(r->res.mipmap.hMipmappedArray, format);
    case CU_RESOURCE_TYPE_LINEAR:
        out->res.linear.devPtr = (void *)(uintptr_t)r->res.linear.devPtr;
        out->res.linear.sizeInBytes = r->res.linear.sizeInBytes;
        *format = r->res.linear.format;
        return ocr_channel_desc(r->res.linear.format, r->res.linear.numChannels,
                                &out->res.linear.desc);
    case CU_RESOURCE_TYPE_PITCH2D:
        out->res.pitch2D.devPtr = (void *)(uintptr_t)r->res.pitch2D.devPtr;
        out->res.pitch2D.width = r->res.pitch2D.width;
        out->res.pitch2D.height = r->res.pitch2D.height;
        out->res.pitch2D.pitchInBytes = r->res.pitch2D.pitchInBytes;
        *format = r->res.pitch2D.format;
        return ocr_channel_desc(r->res.pitch2D.format, r->res.pitch2D.numChannels,
                                &out->res.pitch2D.desc);
    default:
        *format = CU_AD_FORMAT_FLOAT;
        return cudaSuccess;
    }
}

/* A texture object's resource as the texture getters describe it: an array the driver no
 * longer knows (freed after the object was made) is cudaErrorInvalidValue there, where the
 * surface getter passes the driver's cudaErrorInvalidResourceHandle on (gpu_array, "objects of a
 * freed array", on the H200; NVIDIA's texture getters answered cudaErrorInvalidValue in one run
 * and cudaErrorInvalidResourceHandle in another: docs/BEHAVIOUR.md). */
static cudaError_t texture_resource(const CUDA_RESOURCE_DESC *r, struct cudaResourceDesc *out,
                                    CUarray_format *format)
{
    cudaError_t err = resource_from_driver(r, out, format);
    if (err == cudaErrorInvalidResourceHandle && r->resType == CU_RESOURCE_TYPE_ARRAY)
        err = cudaErrorInvalidValue;
    return err;
}

/* -- texture and view descriptors ----------------------------------------------------------- */

static cudaError_t texture_to_driver(const struct cudaTextureDesc *t, CUarray_format format,
                                     CUDA_TEXTURE_DESC *out)
{
    bool element = t->readMode == cudaReadModeElementType;
    bool normalized = t->readMode == cudaReadModeNormalizedFloat;
    bool linear = t->filterMode == cudaFilterModeLinear;
    unsigned flags = 0;
    switch (read_class(format)) {
    case READ_INTEGER:
        if (element && linear)
            return cudaErrorInvalidFilterSetting;
        if (element)
            flags |= CU_TRSF_READ_AS_INTEGER;
        break;
    case READ_INTEGER32:
        if (linear)
            return cudaErrorInvalidFilterSetting;
        if (normalized)
            return cudaErrorInvalidNormSetting;
        break;
    case READ_FLOAT:
        if (normalized)
            return cudaErrorInvalidNormSetting;
        break;
    case READ_NORMALIZED:
        if (!normalized)
            return cudaErrorInvalidNormSetting;
        break;
    case READ_NV12:
        return cudaErrorInvalidValue;
    }
    if (t->normalizedCoords)
        flags |= CU_TRSF_NORMALIZED_COORDINATES;
    if (t->sRGB)
        flags |= CU_TRSF_SRGB;
    if (t->disableTrilinearOptimization)
        flags |= CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
    if (t->seamlessCubemap)
        flags |= CU_TRSF_SEAMLESS_CUBEMAP;
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 3; i++)
        out->addressMode[i] = (CUaddress_mode)t->addressMode[i];
    out->filterMode = (CUfilter_mode)t->filterMode;
    out->flags = flags;
    out->maxAnisotropy = t->maxAnisotropy;
    out->mipmapFilterMode = (CUfilter_mode)t->mipmapFilterMode;
    out->mipmapLevelBias = t->mipmapLevelBias;
    out->minMipmapLevelClamp = t->minMipmapLevelClamp;
    out->maxMipmapLevelClamp = t->maxMipmapLevelClamp;
    memcpy(out->borderColor, t->borderColor, sizeof out->borderColor);
    return cudaSuccess;
}

static void texture_from_driver(const CUDA_TEXTURE_DESC *t, CUarray_format format,
                                struct cudaTextureDesc *out)
{
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 3; i++)
        out->addressMode[i] = (enum cudaTextureAddressMode)t->addressMode[i];
    out->filterMode = (enum cudaTextureFilterMode)t->filterMode;
    switch (read_class(format)) {
    case READ_INTEGER:
        out->readMode = (t->flags & CU_TRSF_READ_AS_INTEGER) ? cudaReadModeElementType
                                                             : cudaReadModeNormalizedFloat;
        break;
    case READ_NORMALIZED:
        out->readMode = cudaReadModeNormalizedFloat;
        break;
    default:
        out->readMode = cudaReadModeElementType;
        break;
    }
    out->sRGB = (t->flags & CU_TRSF_SRGB) != 0;
    memcpy(out->borderColor, t->borderColor, sizeof out->borderColor);
    out->normalizedCoords = (t->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
    out->maxAnisotropy = t->maxAnisotropy;
    out->mipmapFilterMode = (enum cudaTextureFilterMode)t->mipmapFilterMode;
    out->mipmapLevelBias = t->mipmapLevelBias;
    out->minMipmapLevelClamp = t->minMipmapLevelClamp;
    out->maxMipmapLevelClamp = t->maxMipmapLevelClamp;
    out->disableTrilinearOptimization = (t->flags & CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION) != 0;
    out->seamlessCubemap = (t->flags & CU_TRSF_SEAMLESS_CUBEMAP) != 0;
}

/* The view's fields as they are; the reserved ones zero. */
static void view_to_driver(const struct cudaResourceViewDesc *v, CUDA_RESOURCE_VIEW_DESC *out)
{
    memset(out, 0, sizeof *out);
    out->format = (CUresourceViewFormat)v->format;
    out->width = v->width;
    out->height = v->height;
    out->depth = v->depth;
    out->firstMipmapLevel = v->firstMipmapLevel;
    out->lastMipmapLevel = v->lastMipmapLevel;
    out->firstLayer = v->firstLayer;
    out->lastLayer = v->lastLayer;
}

static void view_from_driver(const CUDA_RESOURCE_VIEW_DESC *v, struct cudaResourceViewDesc *out)
{
    memset(out, 0, sizeof *out);
    out->format = (enum cudaResourceViewFormat)v->format;
    out->width = v->width;
    out->height = v->height;
    out->depth = v->depth;
    out->firstMipmapLevel = v->firstMipmapLevel;
    out->lastMipmapLevel = v->lastMipmapLevel;
    out->firstLayer = v->firstLayer;
    out->lastLayer = v->lastLayer;
}

/* -- texture objects ------------------------------------------------------------------------ */

cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject,
                                    const struct cudaResourceDesc *pResDesc,
                                    const struct cudaTextureDesc *pTexDesc,
                                    const struct cudaResourceViewDesc *pResViewDesc)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && pResDesc == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess && pTexDesc == NULL)
        err = cudaErrorInvalidResourceHandle;
    if (err == cudaSuccess)
        err = ocr_enter();
    CUDA_RESOURCE_DESC res;
    CUarray_format format = CU_AD_FORMAT_FLOAT;
    if (err == cudaSuccess)
        err = resource_to_driver(pResDesc, &res, &format);
    CUDA_TEXTURE_DESC tex;
    if (err == cudaSuccess)
        err = texture_to_driver(pTexDesc, format, &tex);
    CUDA_RESOURCE_VIEW_DESC view;
    if (err == cudaSuccess && pResViewDesc != NULL)
        view_to_driver(pResViewDesc, &view);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuTexObjectCreate((CUtexObject *)pTexObject, &res, &tex,
                                           pResViewDesc != NULL ? &view : NULL));
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_TEXTURE, *pTexObject, 0);
    OCR_RETURN(err);
}

cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_TEXTURE, texObject);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuTexObjectDestroy((CUtexObject)texObject));
    OCR_OBJECT_RELEASED(OCR_CLASS_TEXTURE, texObject, err);
    OCR_RETURN(err);
}

cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                             cudaTextureObject_t texObject)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && pResDesc == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_enter();
    CUDA_RESOURCE_DESC res;
    memset(&res, 0, sizeof res);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuTexObjectGetResourceDesc(&res, (CUtexObject)texObject));
    CUarray_format format;
    if (err == cudaSuccess)
        err = texture_resource(&res, pResDesc, &format);
    OCR_RETURN(err);
}

cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc,
                                            cudaTextureObject_t texObject)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && pTexDesc == NULL)
        err = cudaErrorInvalidResourceHandle;
    if (err == cudaSuccess)
        err = ocr_enter();
    /* Zeroed: the driver leaves some fields (the border color) unfilled. */
    CUDA_RESOURCE_DESC res;
    CUDA_TEXTURE_DESC tex;
    memset(&res, 0, sizeof res);
    memset(&tex, 0, sizeof tex);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuTexObjectGetResourceDesc(&res, (CUtexObject)texObject));
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuTexObjectGetTextureDesc(&tex, (CUtexObject)texObject));
    struct cudaResourceDesc r;
    CUarray_format format;
    if (err == cudaSuccess)
        err = texture_resource(&res, &r, &format);
    if (err == cudaSuccess)
        texture_from_driver(&tex, format, pTexDesc);
    OCR_RETURN(err);
}

cudaError_t cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc,
                                                 cudaTextureObject_t texObject)
{
    cudaError_t err = ocr_enter();
    /* Zeroed: the driver leaves parts of the view unfilled. */
    CUDA_RESOURCE_DESC res;
    CUDA_RESOURCE_VIEW_DESC view;
    memset(&res, 0, sizeof res);
    memset(&view, 0, sizeof view);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuTexObjectGetResourceDesc(&res, (CUtexObject)texObject));
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuTexObjectGetResourceViewDesc(&view, (CUtexObject)texObject));
    struct cudaResourceDesc r;
    CUarray_format format;
    if (err == cudaSuccess)
        err = resource_from_driver(&res, &r, &format);
    if (err == cudaSuccess && pResViewDesc != NULL)
        view_from_driver(&view, pResViewDesc);
    OCR_RETURN(err);
}

/* -- surface objects ------------------------------------------------------------------------ */

cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                    const struct cudaResourceDesc *pResDesc)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && (pSurfObject == NULL || pResDesc == NULL))
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_enter();
    CUDA_RESOURCE_DESC res;
    CUarray_format format;
    if (err == cudaSuccess)
        err = resource_to_driver(pResDesc, &res, &format);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuSurfObjectCreate((CUsurfObject *)pSurfObject, &res));
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_SURFACE, *pSurfObject, 0);
    OCR_RETURN(err);
}

cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_SURFACE, surfObject);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuSurfObjectDestroy((CUsurfObject)surfObject));
    OCR_OBJECT_RELEASED(OCR_CLASS_SURFACE, surfObject, err);
    OCR_RETURN(err);
}

cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                             cudaSurfaceObject_t surfObject)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && pResDesc == NULL)
        err = cudaErrorInvalidDevice; /* what NVIDIA's runtime answers */
    if (err == cudaSuccess)
        err = ocr_enter();
    CUDA_RESOURCE_DESC res;
    memset(&res, 0, sizeof res);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuSurfObjectGetResourceDesc(&res, (CUsurfObject)surfObject));
    CUarray_format format;
    if (err == cudaSuccess)
        err = resource_from_driver(&res, pResDesc, &format);
    OCR_RETURN(err);
}
