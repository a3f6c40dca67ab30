/*
 * array: CUDA arrays and mipmapped arrays of several formats and shapes (1D, 2D, 3D, layered,
 * cubemap, mipmapped, sparse, deferred), what cudaArrayGetInfo/cudaGetChannelDesc and the memory
 * requirement and sparse queries say about them, 2D and deprecated 1D copies between host or
 * device memory and arrays (data checked), texture objects read by kernels (point filtering
 * checked exactly, linear filtering printed rounded; arrays, mipmapped arrays, linear and
 * pitch-2D memory; element-type and normalized reads; address modes), surface objects written
 * by kernels (2D, layered, 3D; read back through copies and textures), the resource, texture and
 * view descriptors the getters return, and bad inputs (channel descriptors, extents, flags,
 * kinds, pitches, read and filter modes, resource types). NULL outputs, and the getters of
 * objects whose array was freed, run in child processes.
 *
 * This file holds main and the helpers that several files use; the sections are in array_alloc.cu,
 * array_copy.cu, array_texture.cu and array_surface.cu, the cases in array_cases.cu (array.h
 * declares them).
 */
#include "array.h"

/* -- helpers -------------------------------------------------------------------------------- */

cudaChannelFormatDesc cd(int x, int y, int z, int w, cudaChannelFormatKind f)
{
    return cudaCreateChannelDesc(x, y, z, w, f);
}

void show_res(const cudaResourceDesc *r, const void *array, const void *mipmap, const void *ptr)
{
    switch (r->resType) {
    case cudaResourceTypeArray:
        SHOW("resource array same=%d flags=%u", (const void *)r->res.array.array == array,
             r->flags);
        break;
    case cudaResourceTypeMipmappedArray:
        SHOW("resource mipmap same=%d flags=%u", (const void *)r->res.mipmap.mipmap == mipmap,
             r->flags);
        break;
    case cudaResourceTypeLinear:
        SHOW("resource linear same=%d desc={%d,%d,%d,%d,%d} size=%zu flags=%u",
             r->res.linear.devPtr == ptr, r->res.linear.desc.x, r->res.linear.desc.y,
             r->res.linear.desc.z, r->res.linear.desc.w, (int)r->res.linear.desc.f,
             r->res.linear.sizeInBytes, r->flags);
        break;
    case cudaResourceTypePitch2D:
        SHOW("resource pitch2D same=%d desc={%d,%d,%d,%d,%d} width=%zu height=%zu pitch=%zu "
             "flags=%u",
             r->res.pitch2D.devPtr == ptr, r->res.pitch2D.desc.x, r->res.pitch2D.desc.y,
             r->res.pitch2D.desc.z, r->res.pitch2D.desc.w, (int)r->res.pitch2D.desc.f,
             r->res.pitch2D.width, r->res.pitch2D.height, r->res.pitch2D.pitchInBytes, r->flags);
        break;
    default:
        SHOW("resource type %d", (int)r->resType);
    }
}

void show_getters(cudaTextureObject_t t, const void *array, const void *mipmap, const void *ptr)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    if (CALL(cudaGetTextureObjectResourceDesc(&r, t)) == cudaSuccess)
        show_res(&r, array, mipmap, ptr);
    cudaTextureDesc d;
    memset(&d, 0, sizeof d);
    /* The border color is left out: the driver does not fill it in (the values are whatever
     * the runtime's buffer held, under NVIDIA's library too). */
    if (CALL(cudaGetTextureObjectTextureDesc(&d, t)) == cudaSuccess)
        SHOW("texture address={%d,%d,%d} filter=%d read=%d sRGB=%d normalized=%d "
             "maxAnisotropy=%u mipmapFilter=%d bias=%g clamp=[%g,%g] disableTrilinear=%d "
             "seamless=%d",
             (int)d.addressMode[0], (int)d.addressMode[1], (int)d.addressMode[2], (int)d.filterMode,
             (int)d.readMode, d.sRGB, d.normalizedCoords, d.maxAnisotropy, (int)d.mipmapFilterMode,
             d.mipmapLevelBias, d.minMipmapLevelClamp, d.maxMipmapLevelClamp,
             d.disableTrilinearOptimization, d.seamlessCubemap);
    /* Only the result: the driver (580) leaves the view it returns partly unfilled. */
    cudaResourceViewDesc v;
    memset(&v, 0, sizeof v);
    CALL(cudaGetTextureObjectResourceViewDesc(&v, t));
}

cudaResourceDesc array_res(cudaArray_t a)
{
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    return r;
}

cudaTextureDesc tex_desc(cudaTextureFilterMode filter, cudaTextureReadMode read,
                         cudaTextureAddressMode address, int normalized)
{
    cudaTextureDesc d;
    memset(&d, 0, sizeof d);
    d.addressMode[0] = d.addressMode[1] = d.addressMode[2] = address;
    d.filterMode = filter;
    d.readMode = read;
    d.normalizedCoords = normalized;
    return d;
}

int main(void)
{
    /* Children first: the parent must not have touched the driver when it forks. */
    int nodev = 0;
    nodev += ocr_isolated("NULL outputs", case_null_outputs) == 2;
    nodev += ocr_isolated("zero handles", case_zero_handles) == 2;
    nodev += ocr_isolated("objects of a freed array", case_freed_array) == 2;
    START();
    (void)nodev;
    allocation();
    bad_allocations();
    copies();
    textures();
    surfaces();
    CALL(cudaDeviceSynchronize());
    return FINISH();
}
