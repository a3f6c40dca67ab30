/*
 * Fault-injection sweeps of devices and contexts (sweep.h): the current device, primary-context
 * retain and reset, flags, synchronisation, device properties and attributes, limits and
 * configurations, peer access. Two fake devices.
 */
#include "sweep.h"

/* Init is once per process (test_init sweeps it): done here before the sweeps. */
static int setup(void **state)
{
    fake_config.device_count = 2;
    unit_install_fake(state);
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess && n == 2 ? 0 : -1;
}

/* The current device, and the first use of a primary context: each run starts without one. */
static void set_device_reset(struct sweep *s, void *arg)
{
    (void)arg;
    int d;
    if (SWEEP_CALL(s, cudaSetDevice(1)) && SWEEP_CALL_OUT(s, &d, sizeof(d), cudaGetDevice(&d))) {
        assert_int_equal(d, 1);
        (void)SWEEP_CALL(s, cudaDeviceSynchronize());
    }
    /* A retained context whose activation failed stays retained (the next use takes it): the
     * reset gives it up. */
    SWEEP_CLEANUP(s, cudaSetDevice(1));
    SWEEP_CLEANUP(s, cudaDeviceReset());
    SWEEP_CLEANUP(s, cudaSetDevice(0));
}

static void cudaSetDevice_sweep(void **state)
{
    (void)state;
    sweep_run("set_device_reset", set_device_reset, NULL, NULL);
}

/* The flags of a primary context: before it exists (cudaInitDevice, cudaSetDeviceFlags) and
 * after. */
static void device_flags(struct sweep *s, void *arg)
{
    (void)arg;
    unsigned f;
    if (!SWEEP_CALL(s, cudaInitDevice(0, cudaDeviceScheduleSpin, cudaInitDeviceFlagsAreValid)))
        goto out;
    if (!SWEEP_CALL(s, cudaSetDeviceFlags(cudaDeviceScheduleYield)))
        goto out;
    (void)SWEEP_CALL_OUT(s, &f, sizeof(f), cudaGetDeviceFlags(&f));
out:
    SWEEP_CLEANUP(s, cudaDeviceReset());
    /* Each run starts with no context current. */
    SWEEP_CLEANUP(s, cudaSetValidDevices(NULL, 0));
}

static void cudaSetDeviceFlags_sweep(void **state)
{
    (void)state;
    sweep_run("device_flags", device_flags, NULL, NULL);
}

/* What a device is: properties, attributes, the PCI bus id both ways, the best match. */
static void device_properties(struct sweep *s, void *arg)
{
    (void)arg;
    struct cudaDeviceProp prop;
    int v, d;
    char bus[32];
    size_t width;
    struct cudaChannelFormatDesc fmt = {32, 0, 0, 0, cudaChannelFormatKindFloat};
    if (!SWEEP_CALL_OUT(s, &prop, offsetof(struct cudaDeviceProp, reserved),
                        cudaGetDeviceProperties(&prop, 1)))
        return;
    if (!SWEEP_CALL_OUT(s, &v, sizeof(v),
                        cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 1)))
        return;
    if (!SWEEP_CALL_OUT(s, bus, sizeof(bus), cudaDeviceGetPCIBusId(bus, (int)sizeof(bus), 1)))
        return;
    if (!SWEEP_CALL_OUT(s, &d, sizeof(d), cudaDeviceGetByPCIBusId(&d, "0000:01:00.0")))
        return;
    if (!SWEEP_CALL_OUT(s, &d, sizeof(d), cudaChooseDevice(&d, &prop)))
        return;
    if (!SWEEP_CALL_OUT(s, &width, sizeof(width),
                        cudaDeviceGetTexture1DLinearMaxWidth(&width, &fmt, 0)))
        return;
}

static void cudaGetDeviceProperties_sweep(void **state)
{
    (void)state;
    sweep_run("device_properties", device_properties, NULL, NULL);
}

/* Limits and configurations of the current context. */
static void device_config(struct sweep *s, void *arg)
{
    (void)arg;
    size_t limit;
    enum cudaFuncCache cache;
    enum cudaSharedMemConfig shared;
    int range[2];
    if (!SWEEP_CALL_OUT(s, &limit, sizeof(limit), cudaDeviceGetLimit(&limit, cudaLimitStackSize)) ||
        !SWEEP_CALL(s, cudaDeviceSetLimit(cudaLimitStackSize, 2048)) ||
        !SWEEP_CALL_OUT(s, &cache, sizeof(cache), cudaDeviceGetCacheConfig(&cache)) ||
        !SWEEP_CALL(s, cudaDeviceSetCacheConfig(cudaFuncCachePreferL1)) ||
        !SWEEP_CALL_OUT(s, range, sizeof(range),
                        cudaDeviceGetStreamPriorityRange(&range[0], &range[1])) ||
        !SWEEP_CALL_OUT(s, &shared, sizeof(shared), cudaDeviceGetSharedMemConfig(&shared)) ||
        !SWEEP_CALL(s, cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeFourByte)) ||
        !SWEEP_CALL(
            s, cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                                  cudaFlushGPUDirectRDMAWritesToOwner)))
        return;
    (void)SWEEP_CALL(s, cudaCtxResetPersistingL2Cache());
}

static void cudaDeviceGetLimit_sweep(void **state)
{
    (void)state;
    sweep_run("device_config", device_config, NULL, NULL);
}

/* A kernel fault's code, injected into each call in turn: the fake then fails every later call
 * that looks at the context with it, as the driver does, until the primary context is reset.
 * The calls here are ones whose fakes look at the context (the generic fakes do not): a fault
 * that the runtime survives by design in one driver call (the common rules: the fast path's
 * question for the current context) is then answered by the call's next one. Each call answers
 * the fault where it meets it; the scenario stops there and resets device 0 (current here)
 * through the runtime, then retains its context again, as the sweep found it. */
static void device_state(struct sweep *s, void *arg)
{
    (void)arg;
    size_t limit;
    int range[2];
    unsigned flags;
    if (!SWEEP_CALL_OUT(s, &limit, sizeof(limit), cudaDeviceGetLimit(&limit, cudaLimitStackSize)) ||
        !SWEEP_CALL_OUT(s, range, sizeof(range),
                        cudaDeviceGetStreamPriorityRange(&range[0], &range[1])) ||
        !SWEEP_CALL_OUT(s, &flags, sizeof(flags), cudaGetDeviceFlags(&flags)) ||
        !SWEEP_CALL(s, cudaDeviceSynchronize()))
        goto reset;
reset:
    if (sweep_fault_seen(s)) {
        (void)SWEEP_CALL(s, cudaDeviceReset());
        (void)SWEEP_CALL(s, cudaSetDevice(0));
    }
}

static const struct sweep_rule context_fault_rules[] = {
    {NULL, "cuCtxGetCurrent", "ocr_enter", CUDA_ERROR_ILLEGAL_ADDRESS, cudaErrorIllegalAddress,
     "the context fault is the answer of the call's next driver call", 0},
    {0},
};
static const CUresult context_faults[] = {CUDA_ERROR_ILLEGAL_ADDRESS};
static const struct sweep_options context_fault_options = {context_faults, 1, context_fault_rules};

static void cudaDeviceSynchronize_context_fault_sweep(void **state)
{
    (void)state;
    sweep_run("device_state (context fault)", device_state, NULL, &context_fault_options);
}

/* Peer access between the two devices; the peer's primary context is made on first use. */
static void peer_access(struct sweep *s, void *arg)
{
    (void)arg;
    int can, v;
    if (!SWEEP_CALL(s, cudaSetDevice(0)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &can, sizeof(can), cudaDeviceCanAccessPeer(&can, 0, 1)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &v, sizeof(v),
                        cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 1)))
        goto out;
    if (!SWEEP_CALL(s, cudaDeviceEnablePeerAccess(1, 0)))
        goto out;
    (void)SWEEP_CALL(s, cudaDeviceDisablePeerAccess(1));
out:
    /* The peer's context, retained on first use, goes again. */
    SWEEP_CLEANUP(s, cudaSetDevice(1));
    SWEEP_CLEANUP(s, cudaDeviceReset());
    SWEEP_CLEANUP(s, cudaSetDevice(0));
}

static void cudaDeviceEnablePeerAccess_sweep(void **state)
{
    (void)state;
    sweep_run("peer_access", peer_access, NULL, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaSetDevice_sweep, unit_reset),
        cmocka_unit_test_setup(cudaSetDeviceFlags_sweep, unit_reset),
        cmocka_unit_test_setup(cudaGetDeviceProperties_sweep, unit_reset),
        cmocka_unit_test_setup(cudaDeviceGetLimit_sweep, unit_reset),
        cmocka_unit_test_setup(cudaDeviceSynchronize_context_fault_sweep, unit_reset),
        cmocka_unit_test_setup(cudaDeviceEnablePeerAccess_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("device sweeps", tests, setup, NULL);
}
