/*
 * Managed memory (memory/managed.c): advice and prefetches with locations the driver judges.
 */
#include "unit.h"

/* An unknown device in a location is the driver's to judge (its answers differ: advice says
 * cudaErrorInvalidValue, a prefetch cudaErrorInvalidDevice), as NVIDIA's runtime leaves it. */
static void cudaMemAdvise_and_prefetch_unknown_device(void **state)
{
    (void)state;
    struct cudaMemLocation bad = {cudaMemLocationTypeDevice, 7};
    fake_fail_next("cuMemAdvise", CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue,
                cudaMemAdvise((void *)0x1000, 64, cudaMemAdviseSetReadMostly, bad));
    fake_fail_next("cuMemPrefetchAsync", CUDA_ERROR_INVALID_DEVICE);
    assert_cuda(cudaErrorInvalidDevice, cudaMemPrefetchAsync((void *)0x1000, 64, bad, 0, NULL));
    assert_calls("cuMemAdvise", 1);
    assert_calls("cuMemPrefetchAsync", 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMemAdvise_and_prefetch_unknown_device, unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
