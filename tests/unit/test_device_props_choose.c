/*
 * cudaChooseDevice in test_device_props: the scores of cases measured with NVIDIA's runtime
 * (devices 9.0 and 8.6, in either order), the NULL arguments and driver failures.
 */
#include "test_device_props.h"

/* ---------------------------------------------------------------------------------------------
 * cudaChooseDevice: cases measured with NVIDIA's runtime on devices 9.0 (ordinal 0) and 8.6.
 * ------------------------------------------------------------------------------------------- */
static int choose(int major, int minor, size_t mem, const char *name)
{
    struct cudaDeviceProp want;
    memset(&want, 0, sizeof want);
    want.major = major;
    want.minor = minor;
    want.totalGlobalMem = mem;
    if (name != NULL)
        snprintf(want.name, sizeof want.name, "%s", name);
    int d = -7;
    assert_int_equal(cudaChooseDevice(&d, &want), cudaSuccess);
    return d;
}

void choose_device_scores(void **state)
{
    (void)state;
    set_attr(0, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 9);
    set_attr(0, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0);
    set_attr(1, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 8);
    set_attr(1, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 6);
    fake.mem[0] = 50;
    fake.mem[1] = 100;
    assert_int_equal(choose(0, 0, 0, NULL), 0); /* all equal: the first */
    assert_int_equal(choose(7, 9, 0, NULL), 0);
    assert_int_equal(choose(8, 0, 0, NULL), 1); /* same major and enough beats higher */
    assert_int_equal(choose(8, 6, 0, NULL), 1);
    assert_int_equal(choose(8, 7, 0, NULL), 0); /* 8.6 is too low: tie, the first */
    assert_int_equal(choose(9, 0, 0, NULL), 0);
    assert_int_equal(choose(9, 5, 0, NULL), 0);
    assert_int_equal(choose(10, 0, 0, NULL), 0); /* nobody qualifies */
    assert_int_equal(choose(-1, -1, 0, "Fake GPU 1"), 1);
    assert_int_equal(choose(-1, -1, 0, "Fake GPU"), 0); /* whole name only */
    assert_int_equal(choose(9, 1, 0, "Fake GPU 1"), 0); /* name vs same major: tie */
    assert_int_equal(choose(0, 0, 51, NULL), 1);        /* only device 1 has the memory */
    assert_int_equal(choose(0, 0, 101, NULL), 0);       /* nobody has it */
    assert_int_equal(choose(8, 7, 100, NULL), 1);       /* same major + memory */
    assert_int_equal(choose(9, 0, 100, "Fake GPU 1"), 0);
    assert_int_equal(ocr_tls.last_error, cudaSuccess);
}

/* Swapped devices: the score, not the ordinal, decides. */
void choose_device_scores_swapped(void **state)
{
    (void)state;
    set_attr(0, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 8);
    set_attr(0, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 6);
    set_attr(1, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 9);
    set_attr(1, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0);
    assert_int_equal(choose(7, 0, 0, NULL), 0);
    assert_int_equal(choose(8, 9, 0, NULL), 0);
    assert_int_equal(choose(9, 0, 0, NULL), 1);
    assert_int_equal(choose(9, 9, 0, NULL), 1);
    assert_int_equal(choose(10, 0, 0, NULL), 0);
}

void choose_device_null_arguments(void **state)
{
    (void)state;
    struct cudaDeviceProp want;
    memset(&want, 0, sizeof want);
    int d = -7;
    assert_int_equal(cudaChooseDevice(NULL, &want), cudaErrorInvalidValue);
    assert_int_equal(cudaChooseDevice(&d, NULL), cudaErrorInvalidValue);
    assert_int_equal(d, -7);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

void choose_device_driver_failure(void **state)
{
    (void)state;
    fake.fail_attr = CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR;
    fake.fail_result = CUDA_ERROR_UNKNOWN;
    struct cudaDeviceProp want;
    memset(&want, 0, sizeof want);
    int d = -7;
    assert_int_equal(cudaChooseDevice(&d, &want), cudaErrorUnknown);
    assert_int_equal(d, -7);
}
