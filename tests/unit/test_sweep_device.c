/*
 * Fault-injection sweeps of devices and contexts (sweep.h): the current device, primary-context
 * flags, reset and synchronisation, device properties and attributes, peer access.
 */
#include "sweep.h"

/* Init is once per process (test_init sweeps it): done here before the sweeps. */
static int setup(void **state)
{
    unit_install_fake(state);
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 1 ? 0 : -1;
}

static void set_device_synchronize(struct sweep *s, void *arg)
{
    (void)arg;
    int d;
    if (!SWEEP_CALL(s, cudaSetDevice(0)))
        return;
    if (!SWEEP_CALL_OUT(s, &d, sizeof(d), cudaGetDevice(&d)))
        return;
    assert_int_equal(d, 0);
    (void)SWEEP_CALL(s, cudaDeviceSynchronize());
}

static void cudaSetDevice_sweep(void **state)
{
    (void)state;
    sweep_run("set_device_synchronize", set_device_synchronize, NULL, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaSetDevice_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("device sweeps", tests, setup, NULL);
}
