/*
 * Arrays, texture and surface objects (memory/channel.c, memory/array.c, memory/texture.c): what
 * reaches the driver and what comes back. Channel descriptors are translated both ways for every
 * descriptor the runtime accepts; array descriptors, copy parameters, resource, texture and view
 * descriptors field by field; the argument checks come in NVIDIA's order (tests/gpu/array.cu
 * compares them with NVIDIA's runtime on the GPU); driver failures come back mapped and recorded.
 *
 * This file holds the recorders, the setups and the list of tests; the tests are in
 * test_array_*.c (test_array.h). The array, copy, texture and surface entries of the driver table
 * are replaced here, after the fake is installed, by recorders (`rec`); they log nothing in the
 * fake's call log. The fake's devices are numbered from BASE, so that an ordinal passed where a
 * CUdevice belongs shows.
 */
#include "test_array.h"

/* -- the recorders ---------------------------------------------------------------------------- */

struct array_rec rec;

static bool record(const char *name)
{
    if (rec.calls < MAX_CALLS)
        rec.names[rec.calls] = name;
    rec.calls++;
    return rec.fail == NULL || strcmp(rec.fail, name) != 0;
}

/* The recorder calls as one line, for failure messages and order checks. */
const char *calls_string(void)
{
    static char buf[2048];
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < rec.calls && i < MAX_CALLS; i++)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", i ? " " : "", rec.names[i]);
    return buf;
}

static CUresult rec_cuArray3DCreate(CUarray *a, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    if (!record("cuArray3DCreate"))
        return rec.result;
    rec.created = *d;
    *a = ARR_A;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMipmappedArrayCreate(CUmipmappedArray *m, const CUDA_ARRAY3D_DESCRIPTOR *d,
                                           unsigned levels)
{
    if (!record("cuMipmappedArrayCreate"))
        return rec.result;
    rec.created = *d;
    rec.levels = levels;
    *m = MIP;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    rec.desc_array = a;
    if (!record("cuArray3DGetDescriptor"))
        return rec.result;
    *d = rec.desc;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayDestroy(CUarray a)
{
    rec.destroyed = a;
    return record("cuArrayDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMipmappedArrayDestroy(CUmipmappedArray m)
{
    rec.mip = m;
    return record("cuMipmappedArrayDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuMipmappedArrayGetLevel(CUarray *level, CUmipmappedArray m, unsigned l)
{
    rec.mip = m;
    rec.index = l;
    if (!record("cuMipmappedArrayGetLevel"))
        return rec.result;
    if (level == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *level = LEVEL0;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayGetPlane(CUarray *plane, CUarray a, unsigned idx)
{
    rec.desc_array = a;
    rec.index = idx;
    if (!record("cuArrayGetPlane"))
        return rec.result;
    if (plane == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *plane = ARR_B;
    return CUDA_SUCCESS;
}

static CUresult requirements(const char *name, CUDA_ARRAY_MEMORY_REQUIREMENTS *r, CUdevice dev)
{
    rec.dev = dev;
    if (!record(name))
        return rec.result;
    memset(r, 0x5a, sizeof *r); /* reserved fields are not the runtime's to copy */
    r->size = 4096;
    r->alignment = 512;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *r, CUarray a,
                                                 CUdevice dev)
{
    rec.desc_array = a;
    return requirements("cuArrayGetMemoryRequirements", r, dev);
}

static CUresult rec_cuMipmappedArrayGetMemoryRequirements(CUDA_ARRAY_MEMORY_REQUIREMENTS *r,
                                                          CUmipmappedArray m, CUdevice dev)
{
    rec.mip = m;
    return requirements("cuMipmappedArrayGetMemoryRequirements", r, dev);
}

static CUresult sparse(const char *name, CUDA_ARRAY_SPARSE_PROPERTIES *p)
{
    if (!record(name))
        return rec.result;
    memset(p, 0x5a, sizeof *p);
    p->tileExtent.width = 11;
    p->tileExtent.height = 12;
    p->tileExtent.depth = 13;
    p->miptailFirstLevel = 3;
    p->miptailSize = 65536;
    p->flags = CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL;
    return CUDA_SUCCESS;
}

static CUresult rec_cuArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *p, CUarray a)
{
    rec.desc_array = a;
    return sparse("cuArrayGetSparseProperties", p);
}

static CUresult rec_cuMipmappedArrayGetSparseProperties(CUDA_ARRAY_SPARSE_PROPERTIES *p,
                                                        CUmipmappedArray m)
{
    rec.mip = m;
    return sparse("cuMipmappedArrayGetSparseProperties", p);
}

static CUresult copy3d(const char *name, const CUDA_MEMCPY3D *p, bool ptds, bool async, CUstream s)
{
    if (!record(name))
        return rec.result;
    if (rec.ncopies < MAX_COPIES) {
        rec.copies[rec.ncopies] = *p;
        rec.copy_ptds[rec.ncopies] = ptds;
        rec.copy_async[rec.ncopies] = async;
        rec.copy_stream[rec.ncopies] = s;
    }
    rec.ncopies++;
    return CUDA_SUCCESS;
}

static CUresult rec_cuMemcpy3D(const CUDA_MEMCPY3D *p)
{
    return copy3d("cuMemcpy3D", p, false, false, NULL);
}

static CUresult rec_cuMemcpy3D_ptds(const CUDA_MEMCPY3D *p)
{
    return copy3d("cuMemcpy3D", p, true, false, NULL);
}

static CUresult rec_cuMemcpy3DAsync(const CUDA_MEMCPY3D *p, CUstream s)
{
    return copy3d("cuMemcpy3DAsync", p, false, true, s);
}

static CUresult rec_cuMemcpy3DAsync_ptsz(const CUDA_MEMCPY3D *p, CUstream s)
{
    return copy3d("cuMemcpy3DAsync", p, true, true, s);
}

static CUresult rec_cuTexObjectCreate(CUtexObject *o, const CUDA_RESOURCE_DESC *r,
                                      const CUDA_TEXTURE_DESC *t, const CUDA_RESOURCE_VIEW_DESC *v)
{
    rec.object_out = o;
    if (!record("cuTexObjectCreate"))
        return rec.result;
    rec.res = *r;
    rec.tex = *t;
    rec.has_view = v != NULL;
    if (v != NULL)
        rec.view = *v;
    if (o == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *o = TEX;
    return CUDA_SUCCESS;
}

static CUresult rec_cuTexObjectDestroy(CUtexObject o)
{
    (void)o;
    return record("cuTexObjectDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *r, CUtexObject o)
{
    (void)o;
    if (!record("cuTexObjectGetResourceDesc"))
        return rec.result;
    *r = rec.get_res;
    return CUDA_SUCCESS;
}

static CUresult rec_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *t, CUtexObject o)
{
    (void)o;
    if (!record("cuTexObjectGetTextureDesc"))
        return rec.result;
    *t = rec.get_tex;
    return CUDA_SUCCESS;
}

static CUresult rec_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *v, CUtexObject o)
{
    (void)o;
    if (!record("cuTexObjectGetResourceViewDesc"))
        return rec.result;
    *v = rec.get_view;
    return CUDA_SUCCESS;
}

static CUresult rec_cuSurfObjectCreate(CUsurfObject *o, const CUDA_RESOURCE_DESC *r)
{
    rec.object_out = o;
    if (!record("cuSurfObjectCreate"))
        return rec.result;
    rec.res = *r;
    *o = SURF;
    return CUDA_SUCCESS;
}

static CUresult rec_cuSurfObjectDestroy(CUsurfObject o)
{
    (void)o;
    return record("cuSurfObjectDestroy") ? CUDA_SUCCESS : rec.result;
}

static CUresult rec_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *r, CUsurfObject o)
{
    (void)o;
    if (!record("cuSurfObjectGetResourceDesc"))
        return rec.result;
    *r = rec.get_res;
    return CUDA_SUCCESS;
}

static int group_setup(void **state)
{
    fake_config.device_count = DEVICES;
    fake_config.device_base = BASE;
    unit_install_fake(state);
    fake_install_ptds_twins();
#define REPLACE(name)                                                                              \
    do {                                                                                           \
        ocr_drv[0].name = rec_##name;                                                              \
        ocr_drv[1].name = rec_##name;                                                              \
    } while (0)
    REPLACE(cuArray3DCreate);
    REPLACE(cuMipmappedArrayCreate);
    REPLACE(cuArray3DGetDescriptor);
    REPLACE(cuArrayDestroy);
    REPLACE(cuMipmappedArrayDestroy);
    REPLACE(cuMipmappedArrayGetLevel);
    REPLACE(cuArrayGetPlane);
    REPLACE(cuArrayGetMemoryRequirements);
    REPLACE(cuMipmappedArrayGetMemoryRequirements);
    REPLACE(cuArrayGetSparseProperties);
    REPLACE(cuMipmappedArrayGetSparseProperties);
    REPLACE(cuTexObjectCreate);
    REPLACE(cuTexObjectDestroy);
    REPLACE(cuTexObjectGetResourceDesc);
    REPLACE(cuTexObjectGetTextureDesc);
    REPLACE(cuTexObjectGetResourceViewDesc);
    REPLACE(cuSurfObjectCreate);
    REPLACE(cuSurfObjectDestroy);
    REPLACE(cuSurfObjectGetResourceDesc);
#undef REPLACE
    ocr_drv[0].cuMemcpy3D = rec_cuMemcpy3D;
    ocr_drv[1].cuMemcpy3D = rec_cuMemcpy3D_ptds;
    ocr_drv[0].cuMemcpy3DAsync = rec_cuMemcpy3DAsync;
    ocr_drv[1].cuMemcpy3DAsync = rec_cuMemcpy3DAsync_ptsz;
    return 0;
}

/* A float4 array 16 wide and 8 high, as cuArray3DGetDescriptor describes it by default. */
const CUDA_ARRAY3D_DESCRIPTOR float4_16x8 = {16, 8, 0, CU_AD_FORMAT_FLOAT, 4, 0};

/* Per test: the runtime entered once (init, context) before the logs are cleared. */
static int setup(void **state)
{
    (void)cudaFree(NULL);
    memset(&rec, 0, sizeof rec);
    rec.desc = float4_16x8;
    return unit_reset(state);
}

#define T(name) cmocka_unit_test_setup(name, setup)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(channel_format_translates_every_accepted_desc_both_ways),
        T(channel_format_rejects_other_descs),
        T(channel_desc_fills_the_reported_channels),
        T(channel_desc_rejects_unknown_formats_and_channel_counts),
        T(cudaMallocArray_builds_the_descriptor),
        T(cudaMallocArray_refuses_layered_and_cubemap),
        T(cudaMalloc3DArray_extent_rules),
        T(array_allocation_checks_in_order),
        T(array_allocation_driver_failure),
        T(cudaMallocMipmappedArray_passes_levels_and_flags),
        T(free_arrays),
        T(level_and_plane_pass_their_output),
        T(cudaArrayGetInfo_translates),
        T(cudaArrayGetInfo_makes_no_context_current),
        T(cudaGetChannelDesc_reads_the_array),
        T(memory_requirements_map_the_device_and_zero_the_output),
        T(sparse_properties_copy_the_fields),
        T(copy2d_to_and_from_array_by_kind),
        T(copy2d_checks_in_order),
        T(copy2d_twins_use_the_per_thread_entries),
        T(copy1d_cuts_rows),
        T(copy1d_kinds),
        T(copy1d_array_to_array_through_a_buffer),
        T(texture_resources_translate),
        T(texture_desc_translates),
        T(texture_read_mode_and_filter_by_format),
        T(texture_view_translates),
        T(texture_null_arguments),
        T(texture_getters_translate_back),
        T(texture_desc_getter_derives_the_read_mode),
        T(surface_objects),
        T(destroy_objects_pass_the_handle),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
