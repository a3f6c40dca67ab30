/*
 * What the parts of test_array (arrays, channel formats, array copies, texture and surface objects)
 * share: the fake's devices, the handles the recorders hand out, the record of the driver entries'
 * arguments (`rec`, kept by the recorders of test_array.c), assertions on it, and the tests of each
 * part (test_array_channel.c, test_array_alloc.c, test_array_info.c, test_array_copy.c,
 * test_array_objects.c), listed in order by test_array.c's main.
 */
#ifndef OCR_TEST_ARRAY_H
#define OCR_TEST_ARRAY_H

#include "../../memory/memory_internal.h"
#include "unit.h"

#include <pthread.h>
#include <stdio.h>

#define DEVICES 2
#define BASE 10

#define ARR_A ((CUarray)(uintptr_t)0xA100)
#define ARR_B ((CUarray)(uintptr_t)0xB200)
#define MIP ((CUmipmappedArray)(uintptr_t)0xC300)
#define LEVEL0 ((CUarray)(uintptr_t)0xD400)
#define TEX ((CUtexObject)0x7E5)
#define SURF ((CUsurfObject)0x5F5)
#define DEVPTR ((void *)(uintptr_t)0x7000001000ULL)

cudaError_t cudaMemcpy2DToArray_ptds(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width, size_t height,
                                     enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DToArrayAsync_ptsz(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                          const void *src, size_t spitch, size_t width,
                                          size_t height, enum cudaMemcpyKind kind,
                                          cudaStream_t stream);
cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                   cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc,
                                   size_t count, enum cudaMemcpyKind kind);

#define MAX_CALLS 64
#define MAX_COPIES 16

struct array_rec {
    int calls;
    const char *names[MAX_CALLS]; /* recorder calls in order */
    const char *fail;             /* this entry returns `result` without doing its work */
    CUresult result;
    CUDA_ARRAY3D_DESCRIPTOR created; /* cuArray3DCreate / cuMipmappedArrayCreate */
    unsigned levels;
    CUDA_ARRAY3D_DESCRIPTOR desc; /* what cuArray3DGetDescriptor answers */
    CUarray desc_array;           /* the array it was last asked about */
    CUarray destroyed;
    CUmipmappedArray mip;
    unsigned index; /* level or plane */
    CUdevice dev;
    int ncopies;
    CUDA_MEMCPY3D copies[MAX_COPIES];
    bool copy_ptds[MAX_COPIES], copy_async[MAX_COPIES];
    CUstream copy_stream[MAX_COPIES];
    CUDA_RESOURCE_DESC res; /* cuTexObjectCreate / cuSurfObjectCreate */
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;
    bool has_view;
    void *object_out;
    CUDA_RESOURCE_DESC get_res; /* what the getters answer */
    CUDA_TEXTURE_DESC get_tex;
    CUDA_RESOURCE_VIEW_DESC get_view;
};

/* What the recorders saw, cleared by setup. */
extern struct array_rec rec;

#define assert_calls_are(expected) assert_string_equal(calls_string(), expected)

#define assert_nothing_called()                                                                    \
    do {                                                                                           \
        assert_no_driver_call();                                                                   \
        assert_int_equal(rec.calls, 0);                                                            \
    } while (0)

#define CD(x, y, z, w, f)                                                                          \
    ((struct cudaChannelFormatDesc){x, y, z, w, (enum cudaChannelFormatKind)(f)})

static inline void assert_desc(struct cudaChannelFormatDesc d, int x, int y, int z, int w, int f)
{
    if (d.x != x || d.y != y || d.z != z || d.w != w || (int)d.f != f)
        fail_msg("channel desc {%d,%d,%d,%d,%d}, expected {%d,%d,%d,%d,%d}", d.x, d.y, d.z, d.w,
                 (int)d.f, x, y, z, w, f);
}

/* A float4 array 16 wide and 8 high, as cuArray3DGetDescriptor describes it by default. */
extern const CUDA_ARRAY3D_DESCRIPTOR float4_16x8;

/* Every descriptor NVIDIA's runtime accepts, with the format and channel count it gives the
 * driver: the table of test_array_channel.c. */
struct accepted_desc {
    struct cudaChannelFormatDesc desc;
    CUarray_format format;
    unsigned channels;
};
extern const struct accepted_desc accepted[];
extern const size_t n_accepted;
#define N_ACCEPTED n_accepted

/* test_array.c */
const char *calls_string(void);

/* test_array_channel.c */
void channel_format_translates_every_accepted_desc_both_ways(void **state);
void channel_format_rejects_other_descs(void **state);
void channel_desc_fills_the_reported_channels(void **state);
void channel_desc_rejects_unknown_formats_and_channel_counts(void **state);

/* test_array_alloc.c */
void cudaMallocArray_builds_the_descriptor(void **state);
void cudaMallocArray_refuses_layered_and_cubemap(void **state);
void cudaMalloc3DArray_extent_rules(void **state);
void array_allocation_checks_in_order(void **state);
void array_allocation_driver_failure(void **state);
void cudaMallocMipmappedArray_passes_levels_and_flags(void **state);
void free_arrays(void **state);

/* test_array_info.c */
void level_and_plane_pass_their_output(void **state);
void cudaArrayGetInfo_translates(void **state);
void cudaArrayGetInfo_makes_no_context_current(void **state);
void cudaGetChannelDesc_reads_the_array(void **state);
void memory_requirements_map_the_device_and_zero_the_output(void **state);
void sparse_properties_copy_the_fields(void **state);

/* test_array_copy.c */
void copy2d_to_and_from_array_by_kind(void **state);
void copy2d_checks_in_order(void **state);
void copy2d_twins_use_the_per_thread_entries(void **state);
void copy1d_cuts_rows(void **state);
void copy1d_kinds(void **state);
void copy1d_array_to_array_through_a_buffer(void **state);

/* test_array_objects.c */
void texture_resources_translate(void **state);
void texture_desc_translates(void **state);
void texture_read_mode_and_filter_by_format(void **state);
void texture_view_translates(void **state);
void texture_null_arguments(void **state);
void texture_getters_translate_back(void **state);
void texture_desc_getter_derives_the_read_mode(void **state);
void surface_objects(void **state);
void destroy_objects_pass_the_handle(void **state);

#endif
