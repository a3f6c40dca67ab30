/*
 * cudaDeviceGetTexture1DLinearMaxWidth in test_device_props: channel descriptors translated into
 * the driver's format and channel count, invalid descriptors and other bad arguments.
 */
#include "test_device_props.h"

/* ---------------------------------------------------------------------------------------------
 * cudaDeviceGetTexture1DLinearMaxWidth
 * ------------------------------------------------------------------------------------------- */
void texture1d_translates_channel_formats(void **state)
{
    (void)state;
    static const struct {
        struct cudaChannelFormatDesc desc;
        CUarray_format format;
        unsigned channels;
    } cases[] = {
        {{32, 0, 0, 0, cudaChannelFormatKindFloat}, CU_AD_FORMAT_FLOAT, 1},
        {{16, 16, 0, 0, cudaChannelFormatKindFloat}, CU_AD_FORMAT_HALF, 2},
        {{8, 8, 8, 8, cudaChannelFormatKindSigned}, CU_AD_FORMAT_SIGNED_INT8, 4},
        {{16, 0, 0, 0, cudaChannelFormatKindSigned}, CU_AD_FORMAT_SIGNED_INT16, 1},
        {{32, 32, 32, 32, cudaChannelFormatKindUnsigned}, CU_AD_FORMAT_UNSIGNED_INT32, 4},
        {{8, 8, 8, 0, cudaChannelFormatKindNV12}, CU_AD_FORMAT_NV12, 3},
        {{8, 8, 0, 0, cudaChannelFormatKindUnsignedNormalized8X2}, CU_AD_FORMAT_UNORM_INT8X2, 2},
        {{16, 16, 16, 16, cudaChannelFormatKindSignedNormalized16X4},
         CU_AD_FORMAT_SNORM_INT16X4,
         4},
        {{8, 8, 8, 8, cudaChannelFormatKindUnsignedBlockCompressed1SRGB},
         CU_AD_FORMAT_BC1_UNORM_SRGB,
         4},
        {{8, 0, 0, 0, cudaChannelFormatKindSignedBlockCompressed4}, CU_AD_FORMAT_BC4_SNORM, 1},
        {{16, 16, 16, 0, cudaChannelFormatKindUnsignedBlockCompressed6H},
         CU_AD_FORMAT_BC6H_UF16,
         3},
        {{10, 10, 10, 2, cudaChannelFormatKindUnsignedNormalized1010102},
         CU_AD_FORMAT_UNORM_INT_101010_2,
         4},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t w = 0;
        assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &cases[k].desc, 1), cudaSuccess);
        assert_int_equal(fake.tex_format, cases[k].format);
        assert_int_equal(fake.tex_channels, cases[k].channels);
        assert_int_equal(fake.tex_dev, DEV_BASE + 1);
        assert_int_equal(w, ((size_t)1 << 27) + (size_t)cases[k].format * 10 + cases[k].channels);
    }
}

/* Refused before the driver, whatever the other arguments. */
void texture1d_invalid_channel_descriptor(void **state)
{
    (void)state;
    static const struct cudaChannelFormatDesc bad[] = {
        {32, 32, 32, 0, cudaChannelFormatKindFloat},  /* three channels */
        {64, 0, 0, 0, cudaChannelFormatKindUnsigned}, /* 64-bit */
        {8, 0, 0, 0, cudaChannelFormatKindFloat},     /* 8-bit float */
        {32, 16, 0, 0, cudaChannelFormatKindFloat},   /* unequal sizes */
        {0, 32, 0, 0, cudaChannelFormatKindFloat},    /* gap */
        {0, 0, 0, 0, cudaChannelFormatKindSigned},    /* no channel */
        {8, 0, 0, 0, cudaChannelFormatKindNone},
        {8, 0, 0, 0, cudaChannelFormatKindNV12}, /* NV12 is 8,8,8,0 */
        {8, 8, 8, 8, cudaChannelFormatKindUnsignedNormalized8X2},
        {8, 8, 8, 8, (enum cudaChannelFormatKind)99},
    };
    size_t w = 3;
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &bad[k], 0),
                         cudaErrorInvalidChannelDescriptor);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(NULL, &bad[0], 0),
                     cudaErrorInvalidChannelDescriptor);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &bad[0], 99),
                     cudaErrorInvalidChannelDescriptor);
    assert_int_equal(fake.tex_calls, 0);
    assert_int_equal(w, 3);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidChannelDescriptor);
}

void texture1d_bad_arguments(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = {32, 0, 0, 0, cudaChannelFormatKindFloat};
    size_t w = 3;
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, NULL, 0), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(NULL, NULL, 99), cudaErrorInvalidValue);
    assert_int_equal(fake.tex_calls, 0);
    /* the driver checks the width pointer and the device */
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(NULL, &f, 0), cudaErrorInvalidValue);
    assert_int_equal(fake.tex_calls, 1);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &f, 9), cudaErrorInvalidDevice);
    assert_int_equal(fake.tex_dev, 9);
    assert_int_equal(w, 3);
}
