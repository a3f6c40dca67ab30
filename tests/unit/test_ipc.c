/*
 * Interprocess handles (memory/ipc.c): arguments refused before the driver.
 */
#include "unit.h"

static void cudaIpcOpenMemHandle_arguments(void **state)
{
    (void)state;
    cudaIpcMemHandle_t h;
    memset(&h, 0, sizeof h);
    void *p = NULL;
    assert_cuda(cudaErrorInvalidValue, cudaIpcOpenMemHandle(&p, h, 0x8));
    assert_cuda(cudaErrorInvalidValue, cudaIpcOpenMemHandle(NULL, h, 0));
    assert_cuda(cudaErrorInvalidValue, cudaIpcGetMemHandle(NULL, p));
    assert_cuda(cudaErrorInvalidValue, cudaIpcGetEventHandle(NULL, NULL));
    assert_calls("cuIpcOpenMemHandle", 0);
    assert_calls("cuIpcGetMemHandle", 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaIpcOpenMemHandle_arguments, unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
