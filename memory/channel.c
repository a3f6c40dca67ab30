/*
 * Channel format descriptors <-> the driver's array formats, both ways, as NVIDIA's runtime 13.0
 * translates them (observed by running its libcudart.so.13 over a recording driver).
 *
 *  - Runtime to driver (ocr_channel_format): exactly the descriptors of the table below are
 *    accepted; any other (three-channel integer or float, 64-bit, 8-bit float, unequal channel
 *    sizes, cudaChannelFormatKindNone ...) is cudaErrorInvalidChannelDescriptor. Found by trying
 *    every kind with channel sizes 0, 2, 8, 10, 16, 24, 32 and 64.
 *  - Driver to runtime (ocr_channel_desc): the kind follows the format alone and every one of the
 *    1..4 channels the driver reports gets the format's channel size, so a three-channel float
 *    array reads back as {32,32,32,0} and a one-channel BC1 array as {8,0,0,0}. 10-10-10-2 reads
 *    back as {10,10,10,2} with 4 channels and as {0,0,0,0} with 1 to 3. Any other channel count,
 *    or a format the runtime does not know (the YUV formats but NV12 ...), is
 *    cudaErrorInvalidChannelDescriptor.
 */
#include "internal.h"
#include "memory_internal.h"

#include <string.h>

static const struct channel_format {
    int kind, x, y, z, w;
    CUarray_format format;
    unsigned channels;
} channel_formats[] = {
    {cudaChannelFormatKindSigned, 8, 0, 0, 0, CU_AD_FORMAT_SIGNED_INT8, 1},
    {cudaChannelFormatKindSigned, 8, 8, 0, 0, CU_AD_FORMAT_SIGNED_INT8, 2},
    {cudaChannelFormatKindSigned, 8, 8, 8, 8, CU_AD_FORMAT_SIGNED_INT8, 4},
    {cudaChannelFormatKindSigned, 16, 0, 0, 0, CU_AD_FORMAT_SIGNED_INT16, 1},
    {cudaChannelFormatKindSigned, 16, 16, 0, 0, CU_AD_FORMAT_SIGNED_INT16, 2},
    {cudaChannelFormatKindSigned, 16, 16, 16, 16, CU_AD_FORMAT_SIGNED_INT16, 4},
    {cudaChannelFormatKindSigned, 32, 0, 0, 0, CU_AD_FORMAT_SIGNED_INT32, 1},
    {cudaChannelFormatKindSigned, 32, 32, 0, 0, CU_AD_FORMAT_SIGNED_INT32, 2},
    {cudaChannelFormatKindSigned, 32, 32, 32, 32, CU_AD_FORMAT_SIGNED_INT32, 4},
    {cudaChannelFormatKindUnsigned, 8, 0, 0, 0, CU_AD_FORMAT_UNSIGNED_INT8, 1},
    {cudaChannelFormatKindUnsigned, 8, 8, 0, 0, CU_AD_FORMAT_UNSIGNED_INT8, 2},
    {cudaChannelFormatKindUnsigned, 8, 8, 8, 8, CU_AD_FORMAT_UNSIGNED_INT8, 4},
    {cudaChannelFormatKindUnsigned, 16, 0, 0, 0, CU_AD_FORMAT_UNSIGNED_INT16, 1},
    {cudaChannelFormatKindUnsigned, 16, 16, 0, 0, CU_AD_FORMAT_UNSIGNED_INT16, 2},
    {cudaChannelFormatKindUnsigned, 16, 16, 16, 16, CU_AD_FORMAT_UNSIGNED_INT16, 4},
    {cudaChannelFormatKindUnsigned, 32, 0, 0, 0, CU_AD_FORMAT_UNSIGNED_INT32, 1},
    {cudaChannelFormatKindUnsigned, 32, 32, 0, 0, CU_AD_FORMAT_UNSIGNED_INT32, 2},
    {cudaChannelFormatKindUnsigned, 32, 32, 32, 32, CU_AD_FORMAT_UNSIGNED_INT32, 4},
    {cudaChannelFormatKindFloat, 16, 0, 0, 0, CU_AD_FORMAT_HALF, 1},
    {cudaChannelFormatKindFloat, 16, 16, 0, 0, CU_AD_FORMAT_HALF, 2},
    {cudaChannelFormatKindFloat, 16, 16, 16, 16, CU_AD_FORMAT_HALF, 4},
    {cudaChannelFormatKindFloat, 32, 0, 0, 0, CU_AD_FORMAT_FLOAT, 1},
    {cudaChannelFormatKindFloat, 32, 32, 0, 0, CU_AD_FORMAT_FLOAT, 2},
    {cudaChannelFormatKindFloat, 32, 32, 32, 32, CU_AD_FORMAT_FLOAT, 4},
    {cudaChannelFormatKindNV12, 8, 8, 8, 0, CU_AD_FORMAT_NV12, 3},
    {cudaChannelFormatKindUnsignedNormalized8X1, 8, 0, 0, 0, CU_AD_FORMAT_UNORM_INT8X1, 1},
    {cudaChannelFormatKindUnsignedNormalized8X2, 8, 8, 0, 0, CU_AD_FORMAT_UNORM_INT8X2, 2},
    {cudaChannelFormatKindUnsignedNormalized8X4, 8, 8, 8, 8, CU_AD_FORMAT_UNORM_INT8X4, 4},
    {cudaChannelFormatKindUnsignedNormalized16X1, 16, 0, 0, 0, CU_AD_FORMAT_UNORM_INT16X1, 1},
    {cudaChannelFormatKindUnsignedNormalized16X2, 16, 16, 0, 0, CU_AD_FORMAT_UNORM_INT16X2, 2},
    {cudaChannelFormatKindUnsignedNormalized16X4, 16, 16, 16, 16, CU_AD_FORMAT_UNORM_INT16X4, 4},
    {cudaChannelFormatKindSignedNormalized8X1, 8, 0, 0, 0, CU_AD_FORMAT_SNORM_INT8X1, 1},
    {cudaChannelFormatKindSignedNormalized8X2, 8, 8, 0, 0, CU_AD_FORMAT_SNORM_INT8X2, 2},
    {cudaChannelFormatKindSignedNormalized8X4, 8, 8, 8, 8, CU_AD_FORMAT_SNORM_INT8X4, 4},
    {cudaChannelFormatKindSignedNormalized16X1, 16, 0, 0, 0, CU_AD_FORMAT_SNORM_INT16X1, 1},
    {cudaChannelFormatKindSignedNormalized16X2, 16, 16, 0, 0, CU_AD_FORMAT_SNORM_INT16X2, 2},
    {cudaChannelFormatKindSignedNormalized16X4, 16, 16, 16, 16, CU_AD_FORMAT_SNORM_INT16X4, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed1, 8, 8, 8, 8, CU_AD_FORMAT_BC1_UNORM, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed1SRGB, 8, 8, 8, 8, CU_AD_FORMAT_BC1_UNORM_SRGB, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed2, 8, 8, 8, 8, CU_AD_FORMAT_BC2_UNORM, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed2SRGB, 8, 8, 8, 8, CU_AD_FORMAT_BC2_UNORM_SRGB, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed3, 8, 8, 8, 8, CU_AD_FORMAT_BC3_UNORM, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed3SRGB, 8, 8, 8, 8, CU_AD_FORMAT_BC3_UNORM_SRGB, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed4, 8, 0, 0, 0, CU_AD_FORMAT_BC4_UNORM, 1},
    {cudaChannelFormatKindSignedBlockCompressed4, 8, 0, 0, 0, CU_AD_FORMAT_BC4_SNORM, 1},
    {cudaChannelFormatKindUnsignedBlockCompressed5, 8, 8, 0, 0, CU_AD_FORMAT_BC5_UNORM, 2},
    {cudaChannelFormatKindSignedBlockCompressed5, 8, 8, 0, 0, CU_AD_FORMAT_BC5_SNORM, 2},
    {cudaChannelFormatKindUnsignedBlockCompressed6H, 16, 16, 16, 0, CU_AD_FORMAT_BC6H_UF16, 3},
    {cudaChannelFormatKindSignedBlockCompressed6H, 16, 16, 16, 0, CU_AD_FORMAT_BC6H_SF16, 3},
    {cudaChannelFormatKindUnsignedBlockCompressed7, 8, 8, 8, 8, CU_AD_FORMAT_BC7_UNORM, 4},
    {cudaChannelFormatKindUnsignedBlockCompressed7SRGB, 8, 8, 8, 8, CU_AD_FORMAT_BC7_UNORM_SRGB, 4},
    {cudaChannelFormatKindUnsignedNormalized1010102, 10, 10, 10, 2, CU_AD_FORMAT_UNORM_INT_101010_2,
     4},
};

cudaError_t ocr_channel_format(const struct cudaChannelFormatDesc *desc, CUarray_format *format,
                               unsigned *channels)
{
    for (size_t i = 0; i < sizeof channel_formats / sizeof channel_formats[0]; i++) {
        const struct channel_format *f = &channel_formats[i];
        if ((int)desc->f == f->kind && desc->x == f->x && desc->y == f->y && desc->z == f->z &&
            desc->w == f->w) {
            *format = f->format;
            *channels = f->channels;
            return cudaSuccess;
        }
    }
    return cudaErrorInvalidChannelDescriptor;
}

/* The kind and channel size (bits) the runtime reports for a driver format; false when the
 * runtime does not know the format. */
static bool format_kind(CUarray_format format, enum cudaChannelFormatKind *kind, int *bits)
{
    switch (format) {
#define F(fmt, k, b)                                                                               \
    case CU_AD_FORMAT_##fmt:                                                                       \
        *kind = cudaChannelFormatKind##k;                                                          \
        *bits = b;                                                                                 \
        return true;
        F(UNSIGNED_INT8, Unsigned, 8)
        F(UNSIGNED_INT16, Unsigned, 16)
        F(UNSIGNED_INT32, Unsigned, 32)
        F(SIGNED_INT8, Signed, 8)
        F(SIGNED_INT16, Signed, 16)
        F(SIGNED_INT32, Signed, 32)
        F(HALF, Float, 16)
        F(FLOAT, Float, 32)
        F(NV12, NV12, 8)
        F(UNORM_INT8X1, UnsignedNormalized8X1, 8)
        F(UNORM_INT8X2, UnsignedNormalized8X2, 8)
        F(UNORM_INT8X4, UnsignedNormalized8X4, 8)
        F(UNORM_INT16X1, UnsignedNormalized16X1, 16)
        F(UNORM_INT16X2, UnsignedNormalized16X2, 16)
        F(UNORM_INT16X4, UnsignedNormalized16X4, 16)
        F(SNORM_INT8X1, SignedNormalized8X1, 8)
        F(SNORM_INT8X2, SignedNormalized8X2, 8)
        F(SNORM_INT8X4, SignedNormalized8X4, 8)
        F(SNORM_INT16X1, SignedNormalized16X1, 16)
        F(SNORM_INT16X2, SignedNormalized16X2, 16)
        F(SNORM_INT16X4, SignedNormalized16X4, 16)
        F(BC1_UNORM, UnsignedBlockCompressed1, 8)
        F(BC1_UNORM_SRGB, UnsignedBlockCompressed1SRGB, 8)
        F(BC2_UNORM, UnsignedBlockCompressed2, 8)
        F(BC2_UNORM_SRGB, UnsignedBlockCompressed2SRGB, 8)
        F(BC3_UNORM, UnsignedBlockCompressed3, 8)
        F(BC3_UNORM_SRGB, UnsignedBlockCompressed3SRGB, 8)
        F(BC4_UNORM, UnsignedBlockCompressed4, 8)
        F(BC4_SNORM, SignedBlockCompressed4, 8)
        F(BC5_UNORM, UnsignedBlockCompressed5, 8)
        F(BC5_SNORM, SignedBlockCompressed5, 8)
        F(BC6H_UF16, UnsignedBlockCompressed6H, 16)
        F(BC6H_SF16, SignedBlockCompressed6H, 16)
        F(BC7_UNORM, UnsignedBlockCompressed7, 8)
        F(BC7_UNORM_SRGB, UnsignedBlockCompressed7SRGB, 8)
        F(UNORM_INT_101010_2, UnsignedNormalized1010102, 0)
#undef F
    default:
        return false;
    }
}

cudaError_t ocr_channel_desc(CUarray_format format, unsigned channels,
                             struct cudaChannelFormatDesc *desc)
{
    enum cudaChannelFormatKind kind = cudaChannelFormatKindSigned;
    int bits = 0;
    bool known = format_kind(format, &kind, &bits);
    memset(desc, 0, sizeof *desc);
    desc->f = kind; /* the enum's 0 (Signed) for an unknown format, as NVIDIA's runtime */
    if (!known || channels < 1 || channels > 4)
        return cudaErrorInvalidChannelDescriptor;
    if (format == CU_AD_FORMAT_UNORM_INT_101010_2) {
        if (channels == 4) {
            desc->x = desc->y = desc->z = 10;
            desc->w = 2;
        }
        return cudaSuccess;
    }
    int *c[4] = {&desc->x, &desc->y, &desc->z, &desc->w};
    for (unsigned i = 0; i < channels; i++)
        *c[i] = bits;
    return cudaSuccess;
}

/* The descriptor as given: a descriptor is judged where it is used (ocr_channel_format). */
struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
                                                   enum cudaChannelFormatKind f)
{
    struct cudaChannelFormatDesc desc = {x, y, z, w, f};
    return desc;
}
