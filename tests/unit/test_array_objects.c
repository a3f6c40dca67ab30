/*
 * Texture and surface objects in test_array: resource, texture and view descriptors translated to
 * the driver and back, the read mode and filter by format, the NULL arguments, surface objects, and
 * the destroy calls that pass the handle.
 */
#include "test_array.h"

/* -- texture objects ------------------------------------------------------------------------ */

static struct cudaResourceDesc array_resource(cudaArray_t a)
{
    struct cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = a;
    return r;
}

void texture_resources_translate(void **state)
{
    (void)state;
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t = 0;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_B);
    r.flags = 3; /* not passed on */
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(t, TEX);
    assert_calls_are("cuArray3DGetDescriptor cuTexObjectCreate");
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_ARRAY);
    assert_ptr_equal(rec.res.res.array.hArray, ARR_B);
    assert_ptr_equal(rec.desc_array, ARR_B);
    assert_int_equal(rec.res.flags, 0);
    assert_false(rec.has_view);

    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeMipmappedArray;
    r.res.mipmap.mipmap = (cudaMipmappedArray_t)MIP;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_calls_are("cuMipmappedArrayGetLevel cuArray3DGetDescriptor cuTexObjectCreate");
    assert_int_equal(rec.index, 0);
    assert_ptr_equal(rec.desc_array, LEVEL0);
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_MIPMAPPED_ARRAY);
    assert_ptr_equal(rec.res.res.mipmap.hMipmappedArray, MIP);

    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = DEVPTR;
    r.res.linear.desc = CD(16, 16, 16, 16, cudaChannelFormatKindFloat);
    r.res.linear.sizeInBytes = 4096;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_calls_are("cuTexObjectCreate");
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_LINEAR);
    assert_int_equal(rec.res.res.linear.devPtr, (CUdeviceptr)(uintptr_t)DEVPTR);
    assert_int_equal(rec.res.res.linear.format, CU_AD_FORMAT_HALF);
    assert_int_equal(rec.res.res.linear.numChannels, 4);
    assert_int_equal(rec.res.res.linear.sizeInBytes, 4096);

    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypePitch2D;
    r.res.pitch2D.devPtr = DEVPTR;
    r.res.pitch2D.desc = CD(8, 8, 0, 0, cudaChannelFormatKindSignedNormalized8X2);
    r.res.pitch2D.width = 32;
    r.res.pitch2D.height = 16;
    r.res.pitch2D.pitchInBytes = 256;
    td.readMode = cudaReadModeNormalizedFloat;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_PITCH2D);
    assert_int_equal(rec.res.res.pitch2D.format, CU_AD_FORMAT_SNORM_INT8X2);
    assert_int_equal(rec.res.res.pitch2D.numChannels, 2);
    assert_int_equal(rec.res.res.pitch2D.width, 32);
    assert_int_equal(rec.res.res.pitch2D.height, 16);
    assert_int_equal(rec.res.res.pitch2D.pitchInBytes, 256);

    /* errors: an invalid channel descriptor, an unknown type, the array's */
    r.res.pitch2D.desc = CD(64, 0, 0, 0, cudaChannelFormatKindSigned);
    rec.calls = 0;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaCreateTextureObject(&t, &r, &td, NULL));
    r.resType = (enum cudaResourceType)4;
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(rec.calls, 0);
    r = array_resource((cudaArray_t)ARR_A);
    td.readMode = cudaReadModeElementType;
    rec.desc.Format = CU_AD_FORMAT_YUY2;
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaCreateTextureObject(&t, &r, &td, NULL));
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_calls("cuTexObjectCreate", 0);
    assert_int_equal(t, TEX);
}

void texture_desc_translates(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeMirror;
    td.addressMode[2] = cudaAddressModeBorder;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.sRGB = 5;
    td.borderColor[0] = 0.25f;
    td.borderColor[1] = 0.5f;
    td.borderColor[2] = 0.75f;
    td.borderColor[3] = 1.0f;
    td.normalizedCoords = 7;
    td.maxAnisotropy = 100; /* not clamped */
    td.mipmapFilterMode = cudaFilterModeLinear;
    td.mipmapLevelBias = 0.5f;
    td.minMipmapLevelClamp = 1.0f;
    td.maxMipmapLevelClamp = 2.5f;
    td.disableTrilinearOptimization = 1;
    td.seamlessCubemap = -1;
    cudaTextureObject_t t;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    const CUDA_TEXTURE_DESC *x = &rec.tex;
    assert_int_equal(x->addressMode[0], CU_TR_ADDRESS_MODE_CLAMP);
    assert_int_equal(x->addressMode[1], CU_TR_ADDRESS_MODE_MIRROR);
    assert_int_equal(x->addressMode[2], CU_TR_ADDRESS_MODE_BORDER);
    assert_int_equal(x->filterMode, CU_TR_FILTER_MODE_LINEAR);
    assert_int_equal(x->flags, CU_TRSF_NORMALIZED_COORDINATES | CU_TRSF_SRGB |
                                   CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION |
                                   CU_TRSF_SEAMLESS_CUBEMAP);
    assert_int_equal(x->maxAnisotropy, 100);
    assert_int_equal(x->mipmapFilterMode, CU_TR_FILTER_MODE_LINEAR);
    assert_true(x->mipmapLevelBias == 0.5f);
    assert_true(x->minMipmapLevelClamp == 1.0f);
    assert_true(x->maxMipmapLevelClamp == 2.5f);
    assert_true(x->borderColor[0] == 0.25f && x->borderColor[3] == 1.0f);
    /* enum values outside the enums pass as they are */
    td.addressMode[0] = (enum cudaTextureAddressMode)7;
    td.filterMode = (enum cudaTextureFilterMode)3;
    td.mipmapFilterMode = (enum cudaTextureFilterMode)9;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(x->addressMode[0], 7);
    assert_int_equal(x->filterMode, 3);
    assert_int_equal(x->mipmapFilterMode, 9);
}

/* Read mode and filter against the format: 0 = created (with the flags), else the error. */
void texture_read_mode_and_filter_by_format(void **state)
{
    (void)state;
    static const struct {
        CUarray_format format;
        int read, filter;
        cudaError_t err;
        unsigned flags;
    } cases[] = {
        {CU_AD_FORMAT_UNSIGNED_INT8, 0, 0, cudaSuccess, CU_TRSF_READ_AS_INTEGER},
        {CU_AD_FORMAT_SIGNED_INT16, 0, 1, cudaErrorInvalidFilterSetting, 0},
        {CU_AD_FORMAT_SIGNED_INT8, 1, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_UNSIGNED_INT16, 1, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_UNSIGNED_INT8, 2, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_UNSIGNED_INT8, 0, 3, cudaSuccess, CU_TRSF_READ_AS_INTEGER},
        {CU_AD_FORMAT_UNSIGNED_INT32, 0, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_SIGNED_INT32, 0, 1, cudaErrorInvalidFilterSetting, 0},
        {CU_AD_FORMAT_SIGNED_INT32, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_SIGNED_INT32, 1, 1, cudaErrorInvalidFilterSetting, 0},
        {CU_AD_FORMAT_UNSIGNED_INT32, 2, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_FLOAT, 0, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_HALF, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_BC6H_UF16, 0, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_BC6H_SF16, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_UNORM_INT_101010_2, 0, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_UNORM_INT_101010_2, 1, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_UNORM_INT8X1, 1, 1, cudaSuccess, 0},
        {CU_AD_FORMAT_SNORM_INT16X4, 0, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_BC1_UNORM, 2, 0, cudaErrorInvalidNormSetting, 0},
        {CU_AD_FORMAT_BC7_UNORM_SRGB, 1, 0, cudaSuccess, 0},
        {CU_AD_FORMAT_NV12, 1, 0, cudaErrorInvalidValue, 0},
    };
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct cudaTextureDesc td;
        memset(&td, 0, sizeof td);
        td.readMode = (enum cudaTextureReadMode)cases[i].read;
        td.filterMode = (enum cudaTextureFilterMode)cases[i].filter;
        rec.desc = (CUDA_ARRAY3D_DESCRIPTOR){16, 8, 0, cases[i].format, 1, 0};
        if (cases[i].format == CU_AD_FORMAT_NV12)
            rec.desc.NumChannels = 3;
        rec.calls = 0;
        cudaTextureObject_t t = 0;
        cudaError_t e = cudaCreateTextureObject(&t, &r, &td, NULL);
        if (e != cases[i].err)
            fail_msg("case %zu (format 0x%x read %d filter %d): %s, expected %s", i,
                     (unsigned)cases[i].format, cases[i].read, cases[i].filter, cudaGetErrorName(e),
                     cudaGetErrorName(cases[i].err));
        if (e == cudaSuccess)
            assert_int_equal(rec.tex.flags, cases[i].flags);
        else
            assert_calls_are("cuArray3DGetDescriptor");
    }
    /* the same classes for linear memory: a linear NV12 texture is refused too */
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.desc = CD(8, 8, 8, 0, cudaChannelFormatKindNV12);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t;
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, &r, &td, NULL));
    r.res.linear.desc = CD(16, 0, 0, 0, cudaChannelFormatKindSigned);
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, NULL));
    assert_int_equal(rec.tex.flags, CU_TRSF_READ_AS_INTEGER);
}

void texture_view_translates(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    struct cudaResourceViewDesc v;
    memset(&v, 0, sizeof v);
    v.format = cudaResViewFormatSignedShort2;
    v.width = 3;
    v.height = 4;
    v.depth = 5;
    v.firstMipmapLevel = 6;
    v.lastMipmapLevel = 7;
    v.firstLayer = 8;
    v.lastLayer = 9;
    v.reserved[0] = 42; /* not passed on */
    cudaTextureObject_t t;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, &v));
    assert_true(rec.has_view);
    assert_int_equal(rec.view.format, CU_RES_VIEW_FORMAT_SINT_2X16);
    assert_int_equal(rec.view.width, 3);
    assert_int_equal(rec.view.height, 4);
    assert_int_equal(rec.view.depth, 5);
    assert_int_equal(rec.view.firstMipmapLevel, 6);
    assert_int_equal(rec.view.lastMipmapLevel, 7);
    assert_int_equal(rec.view.firstLayer, 8);
    assert_int_equal(rec.view.lastLayer, 9);
    assert_int_equal(rec.view.reserved[0], 0);
    v.format = (enum cudaResourceViewFormat)0x100;
    assert_cuda(cudaSuccess, cudaCreateTextureObject(&t, &r, &td, &v));
    assert_int_equal(rec.view.format, 0x100);
}

void texture_null_arguments(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    struct cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    cudaTextureObject_t t;
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, NULL, &td, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(&t, NULL, NULL, NULL));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaCreateTextureObject(&t, &r, NULL, NULL));
    r.resType = (enum cudaResourceType)7;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaCreateTextureObject(NULL, &r, NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetTextureObjectResourceDesc(NULL, TEX));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetTextureObjectTextureDesc(NULL, TEX));
    assert_nothing_called();
    /* the object pointer goes to the driver, which answers */
    r = array_resource((cudaArray_t)ARR_A);
    assert_cuda(cudaErrorInvalidValue, cudaCreateTextureObject(NULL, &r, &td, NULL));
    assert_ptr_equal(rec.object_out, NULL);
    /* a view getter without an output still asks the driver, and writes nothing */
    rec.get_res.resType = CU_RESOURCE_TYPE_LINEAR;
    rec.get_res.res.linear.format = CU_AD_FORMAT_FLOAT;
    rec.get_res.res.linear.numChannels = 1;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceViewDesc(NULL, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuTexObjectGetResourceViewDesc");
}

void texture_getters_translate_back(void **state)
{
    (void)state;
    rec.get_res.resType = CU_RESOURCE_TYPE_PITCH2D;
    rec.get_res.res.pitch2D.devPtr = 0x7000001000ULL;
    rec.get_res.res.pitch2D.format = CU_AD_FORMAT_SIGNED_INT16;
    rec.get_res.res.pitch2D.numChannels = 2;
    rec.get_res.res.pitch2D.width = 32;
    rec.get_res.res.pitch2D.height = 16;
    rec.get_res.res.pitch2D.pitchInBytes = 256;
    rec.get_res.flags = 5;
    struct cudaResourceDesc r;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_int_equal(r.resType, cudaResourceTypePitch2D);
    assert_ptr_equal(r.res.pitch2D.devPtr, DEVPTR);
    assert_desc(r.res.pitch2D.desc, 16, 16, 0, 0, cudaChannelFormatKindSigned);
    assert_int_equal(r.res.pitch2D.width, 32);
    assert_int_equal(r.res.pitch2D.height, 16);
    assert_int_equal(r.res.pitch2D.pitchInBytes, 256);
    assert_int_equal(r.flags, 0);
    assert_calls_are("cuTexObjectGetResourceDesc");
    /* a format without a channel descriptor: the rest is written, with the error */
    rec.get_res.res.pitch2D.numChannels = 0;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_int_equal(r.res.pitch2D.width, 32);
    assert_desc(r.res.pitch2D.desc, 0, 0, 0, 0, cudaChannelFormatKindSigned);
    /* arrays are looked at after they are written */
    rec.get_res.resType = CU_RESOURCE_TYPE_ARRAY;
    rec.get_res.res.array.hArray = ARR_B;
    rec.calls = 0;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuArray3DGetDescriptor");
    assert_int_equal(r.resType, cudaResourceTypeArray);
    assert_ptr_equal(r.res.array.array, ARR_B);
    assert_int_equal(r.res.reserved.reserved[2], 0);
    /* an array the driver no longer knows is cudaErrorInvalidValue for the texture getters
     * (NVIDIA's, on the H200); other refusals pass through */
    rec.fail = "cuArray3DGetDescriptor";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaErrorInvalidValue, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_ptr_equal(r.res.array.array, ARR_B);
    rec.result = CUDA_ERROR_OUT_OF_MEMORY;
    assert_cuda(cudaErrorMemoryAllocation, cudaGetTextureObjectResourceDesc(&r, TEX));
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    /* a driver failure leaves the output as it was */
    rec.fail = "cuTexObjectGetResourceDesc";
    memset(&r, 0xab, sizeof r);
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetTextureObjectResourceDesc(&r, TEX));
    assert_int_equal(r.flags, 0xababababu);
    /* the view */
    rec.fail = NULL;
    rec.get_res.resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
    rec.get_res.res.mipmap.hMipmappedArray = MIP;
    rec.get_view =
        (CUDA_RESOURCE_VIEW_DESC){CU_RES_VIEW_FORMAT_FLOAT_4X32, 3, 4, 5, 6, 7, 8, 9, {1, 2, 3}};
    struct cudaResourceViewDesc v;
    memset(&v, 0xab, sizeof v);
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetTextureObjectResourceViewDesc(&v, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuTexObjectGetResourceViewDesc "
                     "cuMipmappedArrayGetLevel cuArray3DGetDescriptor");
    assert_int_equal(v.format, cudaResViewFormatFloat4);
    assert_int_equal(v.width, 3);
    assert_int_equal(v.lastLayer, 9);
    assert_int_equal(v.reserved[0], 0);
}

void texture_desc_getter_derives_the_read_mode(void **state)
{
    (void)state;
    static const struct {
        CUarray_format format;
        unsigned flags;
        enum cudaTextureReadMode read;
    } cases[] = {
        {CU_AD_FORMAT_UNSIGNED_INT8, CU_TRSF_READ_AS_INTEGER, cudaReadModeElementType},
        {CU_AD_FORMAT_UNSIGNED_INT8, 0, cudaReadModeNormalizedFloat},
        {CU_AD_FORMAT_SIGNED_INT16, 0, cudaReadModeNormalizedFloat},
        {CU_AD_FORMAT_SIGNED_INT32, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_UNSIGNED_INT32, CU_TRSF_READ_AS_INTEGER, cudaReadModeElementType},
        {CU_AD_FORMAT_FLOAT, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_NV12, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_BC6H_UF16, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_UNORM_INT_101010_2, 0, cudaReadModeElementType},
        {CU_AD_FORMAT_UNORM_INT8X1, CU_TRSF_READ_AS_INTEGER, cudaReadModeNormalizedFloat},
        {CU_AD_FORMAT_BC1_UNORM, 0, cudaReadModeNormalizedFloat},
    };
    rec.get_res.resType = CU_RESOURCE_TYPE_LINEAR;
    rec.get_res.res.linear.numChannels = 1;
    rec.get_tex.addressMode[1] = CU_TR_ADDRESS_MODE_BORDER;
    rec.get_tex.filterMode = CU_TR_FILTER_MODE_LINEAR;
    rec.get_tex.maxAnisotropy = 4;
    rec.get_tex.mipmapFilterMode = CU_TR_FILTER_MODE_LINEAR;
    rec.get_tex.mipmapLevelBias = 1.5f;
    rec.get_tex.minMipmapLevelClamp = 0.5f;
    rec.get_tex.maxMipmapLevelClamp = 3.0f;
    rec.get_tex.borderColor[2] = 0.75f;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        rec.get_res.res.linear.format = cases[i].format;
        rec.get_tex.flags = cases[i].flags;
        struct cudaTextureDesc t;
        memset(&t, 0xab, sizeof t);
        assert_cuda(cudaSuccess, cudaGetTextureObjectTextureDesc(&t, TEX));
        if (t.readMode != cases[i].read)
            fail_msg("format 0x%x flags 0x%x: read mode %d, expected %d", (unsigned)cases[i].format,
                     cases[i].flags, t.readMode, cases[i].read);
        assert_int_equal(t.addressMode[1], cudaAddressModeBorder);
        assert_int_equal(t.filterMode, cudaFilterModeLinear);
        assert_int_equal(t.maxAnisotropy, 4);
        assert_true(t.borderColor[2] == 0.75f);
        assert_true(t.mipmapLevelBias == 1.5f && t.maxMipmapLevelClamp == 3.0f);
        assert_int_equal(
            t.sRGB + t.normalizedCoords + t.disableTrilinearOptimization + t.seamlessCubemap, 0);
    }
    rec.get_res.res.linear.format = CU_AD_FORMAT_FLOAT;
    rec.get_tex.flags = CU_TRSF_SRGB | CU_TRSF_NORMALIZED_COORDINATES | 0x4 | 0x8 |
                        CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION | CU_TRSF_SEAMLESS_CUBEMAP;
    struct cudaTextureDesc t;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetTextureObjectTextureDesc(&t, TEX));
    assert_calls_are("cuTexObjectGetResourceDesc cuTexObjectGetTextureDesc");
    assert_int_equal(t.sRGB, 1);
    assert_int_equal(t.normalizedCoords, 1);
    assert_int_equal(t.disableTrilinearOptimization, 1);
    assert_int_equal(t.seamlessCubemap, 1);
    /* a format without a channel descriptor: the error, the output untouched */
    rec.get_res.res.linear.format = CU_AD_FORMAT_Y416;
    memset(&t, 0xab, sizeof t);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaGetTextureObjectTextureDesc(&t, TEX));
    assert_int_equal((unsigned)t.filterMode, 0xababababu);
}

/* -- surface objects ------------------------------------------------------------------------ */

void surface_objects(void **state)
{
    (void)state;
    struct cudaResourceDesc r = array_resource((cudaArray_t)ARR_A);
    cudaSurfaceObject_t s = 0;
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(NULL, &r));
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(&s, NULL));
    assert_cuda(cudaErrorInvalidDevice, cudaGetSurfaceObjectResourceDesc(NULL, SURF));
    assert_nothing_called();
    r.flags = 1;
    assert_cuda(cudaSuccess, cudaCreateSurfaceObject(&s, &r));
    assert_int_equal(s, SURF);
    assert_calls_are("cuArray3DGetDescriptor cuSurfObjectCreate");
    assert_int_equal(rec.res.resType, CU_RESOURCE_TYPE_ARRAY);
    assert_ptr_equal(rec.res.res.array.hArray, ARR_A);
    assert_int_equal(rec.res.flags, 0);
    /* other resources reach the driver translated */
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.desc = CD(32, 0, 0, 0, cudaChannelFormatKindFloat);
    assert_cuda(cudaSuccess, cudaCreateSurfaceObject(&s, &r));
    assert_int_equal(rec.res.res.linear.format, CU_AD_FORMAT_FLOAT);
    r.res.linear.desc = CD(32, 32, 32, 0, cudaChannelFormatKindFloat);
    assert_cuda(cudaErrorInvalidChannelDescriptor, cudaCreateSurfaceObject(&s, &r));
    r.resType = (enum cudaResourceType)9;
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(&s, &r));
    /* the getter */
    rec.get_res.resType = CU_RESOURCE_TYPE_ARRAY;
    rec.get_res.res.array.hArray = ARR_B;
    rec.calls = 0;
    assert_cuda(cudaSuccess, cudaGetSurfaceObjectResourceDesc(&r, SURF));
    assert_calls_are("cuSurfObjectGetResourceDesc cuArray3DGetDescriptor");
    assert_int_equal(r.resType, cudaResourceTypeArray);
    assert_ptr_equal(r.res.array.array, ARR_B);
    assert_cuda(cudaSuccess, cudaDestroySurfaceObject(SURF));
    rec.fail = "cuSurfObjectCreate";
    rec.result = CUDA_ERROR_INVALID_VALUE;
    s = 77;
    r = array_resource((cudaArray_t)ARR_A);
    assert_cuda(cudaErrorInvalidValue, cudaCreateSurfaceObject(&s, &r));
    assert_int_equal(s, 77);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

void destroy_objects_pass_the_handle(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaDestroyTextureObject(TEX));
    rec.fail = "cuTexObjectDestroy";
    rec.result = CUDA_ERROR_INVALID_HANDLE;
    assert_cuda(cudaErrorInvalidResourceHandle, cudaDestroyTextureObject(0));
    rec.fail = "cuSurfObjectDestroy";
    assert_cuda(cudaErrorInvalidResourceHandle, cudaDestroySurfaceObject(0));
    assert_calls_are("cuTexObjectDestroy cuTexObjectDestroy cuSurfObjectDestroy");
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidResourceHandle);
}
