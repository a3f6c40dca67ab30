/*
 * Channel descriptors in test_array: every descriptor NVIDIA's runtime accepts translated to the
 * driver's format and channel count and back, the others refused, and the channels a descriptor
 * reports filled in.
 */
#include "test_array.h"

/* -- channel descriptors ------------------------------------------------------------------------
 */

/* Every descriptor NVIDIA's runtime accepts, with the format and channel count it gives the
 * driver. */
const struct accepted_desc accepted[] = {
/* clang-format off */
#define A(x, y, z, w, kind, fmt, ch) {CD(x, y, z, w, cudaChannelFormatKind##kind), CU_AD_FORMAT_##fmt, ch}
/* clang-format on */
    A(8, 0, 0, 0, Signed, SIGNED_INT8, 1),
    A(8, 8, 0, 0, Signed, SIGNED_INT8, 2),
    A(8, 8, 8, 8, Signed, SIGNED_INT8, 4),
    A(16, 0, 0, 0, Signed, SIGNED_INT16, 1),
    A(16, 16, 0, 0, Signed, SIGNED_INT16, 2),
    A(16, 16, 16, 16, Signed, SIGNED_INT16, 4),
    A(32, 0, 0, 0, Signed, SIGNED_INT32, 1),
    A(32, 32, 0, 0, Signed, SIGNED_INT32, 2),
    A(32, 32, 32, 32, Signed, SIGNED_INT32, 4),
    A(8, 0, 0, 0, Unsigned, UNSIGNED_INT8, 1),
    A(8, 8, 0, 0, Unsigned, UNSIGNED_INT8, 2),
    A(8, 8, 8, 8, Unsigned, UNSIGNED_INT8, 4),
    A(16, 0, 0, 0, Unsigned, UNSIGNED_INT16, 1),
    A(16, 16, 0, 0, Unsigned, UNSIGNED_INT16, 2),
    A(16, 16, 16, 16, Unsigned, UNSIGNED_INT16, 4),
    A(32, 0, 0, 0, Unsigned, UNSIGNED_INT32, 1),
    A(32, 32, 0, 0, Unsigned, UNSIGNED_INT32, 2),
    A(32, 32, 32, 32, Unsigned, UNSIGNED_INT32, 4),
    A(16, 0, 0, 0, Float, HALF, 1),
    A(16, 16, 0, 0, Float, HALF, 2),
    A(16, 16, 16, 16, Float, HALF, 4),
    A(32, 0, 0, 0, Float, FLOAT, 1),
    A(32, 32, 0, 0, Float, FLOAT, 2),
    A(32, 32, 32, 32, Float, FLOAT, 4),
    A(8, 8, 8, 0, NV12, NV12, 3),
    A(8, 0, 0, 0, UnsignedNormalized8X1, UNORM_INT8X1, 1),
    A(8, 8, 0, 0, UnsignedNormalized8X2, UNORM_INT8X2, 2),
    A(8, 8, 8, 8, UnsignedNormalized8X4, UNORM_INT8X4, 4),
    A(16, 0, 0, 0, UnsignedNormalized16X1, UNORM_INT16X1, 1),
    A(16, 16, 0, 0, UnsignedNormalized16X2, UNORM_INT16X2, 2),
    A(16, 16, 16, 16, UnsignedNormalized16X4, UNORM_INT16X4, 4),
    A(8, 0, 0, 0, SignedNormalized8X1, SNORM_INT8X1, 1),
    A(8, 8, 0, 0, SignedNormalized8X2, SNORM_INT8X2, 2),
    A(8, 8, 8, 8, SignedNormalized8X4, SNORM_INT8X4, 4),
    A(16, 0, 0, 0, SignedNormalized16X1, SNORM_INT16X1, 1),
    A(16, 16, 0, 0, SignedNormalized16X2, SNORM_INT16X2, 2),
    A(16, 16, 16, 16, SignedNormalized16X4, SNORM_INT16X4, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed1, BC1_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed1SRGB, BC1_UNORM_SRGB, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed2, BC2_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed2SRGB, BC2_UNORM_SRGB, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed3, BC3_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed3SRGB, BC3_UNORM_SRGB, 4),
    A(8, 0, 0, 0, UnsignedBlockCompressed4, BC4_UNORM, 1),
    A(8, 0, 0, 0, SignedBlockCompressed4, BC4_SNORM, 1),
    A(8, 8, 0, 0, UnsignedBlockCompressed5, BC5_UNORM, 2),
    A(8, 8, 0, 0, SignedBlockCompressed5, BC5_SNORM, 2),
    A(16, 16, 16, 0, UnsignedBlockCompressed6H, BC6H_UF16, 3),
    A(16, 16, 16, 0, SignedBlockCompressed6H, BC6H_SF16, 3),
    A(8, 8, 8, 8, UnsignedBlockCompressed7, BC7_UNORM, 4),
    A(8, 8, 8, 8, UnsignedBlockCompressed7SRGB, BC7_UNORM_SRGB, 4),
    A(10, 10, 10, 2, UnsignedNormalized1010102, UNORM_INT_101010_2, 4),
#undef A
};
const size_t n_accepted = sizeof accepted / sizeof accepted[0];

void channel_format_translates_every_accepted_desc_both_ways(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_ACCEPTED; i++) {
        CUarray_format format = (CUarray_format)0;
        unsigned channels = 0;
        assert_cuda(cudaSuccess, ocr_channel_format(&accepted[i].desc, &format, &channels));
        assert_int_equal(format, accepted[i].format);
        assert_int_equal(channels, accepted[i].channels);
        /* and back: each accepted descriptor is what the runtime reports for its array */
        struct cudaChannelFormatDesc back;
        assert_cuda(cudaSuccess, ocr_channel_desc(format, channels, &back));
        assert_memory_equal(&back, &accepted[i].desc, sizeof back);
    }
}

void channel_format_rejects_other_descs(void **state)
{
    (void)state;
    static const struct cudaChannelFormatDesc bad[] = {
        CD(32, 32, 32, 0, cudaChannelFormatKindFloat),  /* three channels */
        CD(8, 8, 8, 0, cudaChannelFormatKindUnsigned),  /* three channels */
        CD(64, 0, 0, 0, cudaChannelFormatKindUnsigned), /* 64-bit */
        CD(8, 0, 0, 0, cudaChannelFormatKindFloat),     /* 8-bit float */
        CD(32, 16, 0, 0, cudaChannelFormatKindFloat),   /* unequal sizes */
        CD(0, 32, 0, 0, cudaChannelFormatKindFloat),    /* gap */
        CD(0, 0, 0, 0, cudaChannelFormatKindSigned),    /* no channel */
        CD(8, 0, 0, 0, cudaChannelFormatKindNone),
        CD(8, 0, 0, 0, cudaChannelFormatKindNV12),
        CD(8, 8, 8, 8, cudaChannelFormatKindUnsignedNormalized8X2),
        CD(8, 8, 8, 0, cudaChannelFormatKindUnsignedBlockCompressed1),
        CD(10, 10, 10, 10, cudaChannelFormatKindUnsignedNormalized1010102),
        CD(8, 8, 8, 8, 99),
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CUarray_format format = CU_AD_FORMAT_HALF;
        unsigned channels = 7;
        assert_cuda(cudaErrorInvalidChannelDescriptor,
                    ocr_channel_format(&bad[i], &format, &channels));
        assert_int_equal(format, CU_AD_FORMAT_HALF);
        assert_int_equal(channels, 7);
    }
}

/* Every channel the driver reports gets the format's size; the kind follows the format. */
void channel_desc_fills_the_reported_channels(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc d;
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_FLOAT, 3, &d));
    assert_desc(d, 32, 32, 32, 0, cudaChannelFormatKindFloat);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_UNSIGNED_INT8, 3, &d));
    assert_desc(d, 8, 8, 8, 0, cudaChannelFormatKindUnsigned);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_BC1_UNORM, 1, &d));
    assert_desc(d, 8, 0, 0, 0, cudaChannelFormatKindUnsignedBlockCompressed1);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_BC6H_SF16, 4, &d));
    assert_desc(d, 16, 16, 16, 16, cudaChannelFormatKindSignedBlockCompressed6H);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_NV12, 1, &d));
    assert_desc(d, 8, 0, 0, 0, cudaChannelFormatKindNV12);
    assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_UNORM_INT16X2, 4, &d));
    assert_desc(d, 16, 16, 16, 16, cudaChannelFormatKindUnsignedNormalized16X2);
    for (unsigned ch = 1; ch <= 3; ch++) {
        assert_cuda(cudaSuccess, ocr_channel_desc(CU_AD_FORMAT_UNORM_INT_101010_2, ch, &d));
        assert_desc(d, 0, 0, 0, 0, cudaChannelFormatKindUnsignedNormalized1010102);
    }
}

/* Failures still write the descriptor: zero, with the kind of a known format. */
void channel_desc_rejects_unknown_formats_and_channel_counts(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc d;
    static const unsigned counts[] = {0, 5, 100};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        memset(&d, 0xab, sizeof d);
        assert_cuda(cudaErrorInvalidChannelDescriptor,
                    ocr_channel_desc(CU_AD_FORMAT_SIGNED_INT16, counts[i], &d));
        assert_desc(d, 0, 0, 0, 0, cudaChannelFormatKindSigned);
        memset(&d, 0xab, sizeof d);
        assert_cuda(cudaErrorInvalidChannelDescriptor,
                    ocr_channel_desc(CU_AD_FORMAT_HALF, counts[i], &d));
        assert_desc(d, 0, 0, 0, 0, cudaChannelFormatKindFloat);
    }
    static const CUarray_format unknown[] = {CU_AD_FORMAT_P010, CU_AD_FORMAT_NV16,
                                             CU_AD_FORMAT_YUY2, CU_AD_FORMAT_Y444_PLANAR8,
                                             (CUarray_format)0x70};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        memset(&d, 0xab, sizeof d);
        assert_cuda(cudaErrorInvalidChannelDescriptor, ocr_channel_desc(unknown[i], 1, &d));
        assert_desc(d, 0, 0, 0, 0, 0);
    }
}
