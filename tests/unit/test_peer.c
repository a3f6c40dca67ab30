/*
 * Peer access (runtime/peer.c): a device and itself, unknown devices, arguments.
 */
#include "unit.h"

static void cudaDeviceCanAccessPeer_same_device(void **state)
{
    (void)state;
    int can = -1;
    assert_cuda(cudaSuccess, cudaDeviceCanAccessPeer(&can, 0, 0));
    assert_int_equal(can, 0);
    assert_calls("cuDeviceCanAccessPeer", 0);
    assert_cuda(cudaErrorInvalidDevice, cudaDeviceCanAccessPeer(&can, 0, 5));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceCanAccessPeer(NULL, 0, 0));
    assert_cuda(cudaErrorInvalidValue, cudaDeviceEnablePeerAccess(0, 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaDeviceCanAccessPeer_same_device, unit_reset),
    };
    return cmocka_run_group_tests(tests, unit_install_fake, NULL);
}
