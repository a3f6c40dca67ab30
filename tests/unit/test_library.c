/*
 * Library management (runtime/library.c): arguments refused before the driver.
 */
#include "unit.h"

static void cudaLibraryLoadData_arguments(void **state)
{
    (void)state;
    cudaLibrary_t lib = NULL;
    assert_cuda(cudaErrorInvalidValue,
                cudaLibraryLoadData(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    assert_cuda(cudaErrorInvalidValue,
                cudaLibraryLoadFromFile(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    assert_cuda(cudaErrorInvalidValue,
                cudaLibraryLoadData(NULL, "x", NULL, NULL, 0, NULL, NULL, 0));
    assert_calls("cuLibraryLoadData", 0);
    cudaKernel_t k;
    assert_cuda(cudaErrorInvalidValue, cudaLibraryGetKernel(&k, lib, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaLibraryGetKernelCount(NULL, lib));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaLibraryLoadData_arguments, unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
