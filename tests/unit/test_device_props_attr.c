/*
 * Device attributes and PCI bus ids in test_device_props: cudaDeviceGetAttribute passes every value
 * to the driver for the device's handle (named values included) and checks its arguments;
 * cudaDeviceGetPCIBusId and cudaDeviceGetByPCIBusId map between ordinals and bus ids.
 */
#include "test_device_props.h"

/* ---------------------------------------------------------------------------------------------
 * cudaDeviceGetAttribute
 * ------------------------------------------------------------------------------------------- */

/* Every value goes to the driver as the same number (for the device's driver handle); the
 * driver's answer is the result. */
void device_get_attribute_passes_every_value(void **state)
{
    (void)state;
    for (int a = -1; a <= CU_DEVICE_ATTRIBUTE_MAX + 2; a++) {
        int v = -12345;
        ocr_tls.last_error = cudaSuccess;
        cudaError_t e = cudaDeviceGetAttribute(&v, (enum cudaDeviceAttr)a, 1);
        assert_int_equal(fake.last_attr, a);
        assert_int_equal(fake.last_attr_dev, DEV_BASE + 1);
        if (a >= 1 && a < CU_DEVICE_ATTRIBUTE_MAX) {
            assert_int_equal(e, cudaSuccess);
            assert_int_equal(v, expected_attr(a, 1));
            assert_int_equal(ocr_tls.last_error, cudaSuccess);
        } else {
            assert_int_equal(e, cudaErrorInvalidValue);
            assert_int_equal(v, -12345);
            assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
        }
    }
}

void device_get_attribute_named_values(void **state)
{
    (void)state;
    /* a few whose names differ between the two APIs */
    static const struct {
        enum cudaDeviceAttr rt;
        CUdevice_attribute cu;
    } pairs[] = {
        {cudaDevAttrMaxSharedMemoryPerBlockOptin,
         CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN},
        {cudaDevAttrHostRegisterSupported, CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED},
        {cudaDevAttrMaxBlocksPerMultiprocessor, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR},
        {cudaDevAttrReservedSharedMemoryPerBlock,
         CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK},
        {cudaDevAttrGpuPciDeviceId, CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID},
        {cudaDevAttrGpuPciSubsystemId, CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID},
        {cudaDevAttrClockRate, CU_DEVICE_ATTRIBUTE_CLOCK_RATE},
        {cudaDevAttrMemoryClockRate, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE},
        {cudaDevAttrHostRegisterReadOnlySupported,
         CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED},
        {cudaDevAttrMemoryPoolSupportedHandleTypes,
         CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES},
        {cudaDevAttrIpcEventSupport, CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED},
        {cudaDevAttrOnlyPartialHostNativeAtomicSupported,
         CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED},
    };
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++) {
        int v = 0;
        assert_int_equal(cudaDeviceGetAttribute(&v, pairs[k].rt, 0), cudaSuccess);
        assert_int_equal(fake.last_attr, pairs[k].cu);
        assert_int_equal(v, expected_attr(pairs[k].cu, 0));
    }
}

/* NULL goes to the driver, which refuses it. */
void device_get_attribute_null_value(void **state)
{
    (void)state;
    assert_int_equal(cudaDeviceGetAttribute(NULL, cudaDevAttrWarpSize, 0), cudaErrorInvalidValue);
    assert_true(fake.last_attr_null);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

/* An out-of-range ordinal reaches the driver as it is and the driver rejects it. */
void device_get_attribute_invalid_device(void **state)
{
    (void)state;
    const int bad[] = {-1, NDEV, 5};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        int v = 7;
        assert_int_equal(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, bad[k]),
                         cudaErrorInvalidDevice);
        assert_int_equal(fake.last_attr_dev, bad[k]);
        assert_int_equal(v, 7);
    }
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidDevice);
}

/* ---------------------------------------------------------------------------------------------
 * PCI bus ids
 * ------------------------------------------------------------------------------------------- */
void device_get_pci_bus_id_ok(void **state)
{
    (void)state;
    char bus[32];
    assert_int_equal(cudaDeviceGetPCIBusId(bus, sizeof bus, 1), cudaSuccess);
    assert_string_equal(bus, "0000:41:00.0");
    assert_int_equal(fake.last_pci_dev, DEV_BASE + 1);
}

void device_get_pci_bus_id_bad_arguments(void **state)
{
    (void)state;
    char bus[32];
    assert_int_equal(cudaDeviceGetPCIBusId(NULL, 13, 0), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetPCIBusId(bus, 0, 0), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetPCIBusId(bus, -1, 0), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetPCIBusId(bus, sizeof bus, 7), cudaErrorInvalidDevice);
    assert_int_equal(fake.last_pci_dev, 7);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidDevice);
}

void device_get_by_pci_bus_id_maps_to_ordinal(void **state)
{
    (void)state;
    int d = -7;
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, "0000:41:00.0"), cudaSuccess);
    assert_int_equal(d, 1);
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, "0000:40:00.0"), cudaSuccess);
    assert_int_equal(d, 0);
}

void device_get_by_pci_bus_id_bad_arguments(void **state)
{
    (void)state;
    int d = -7;
    assert_int_equal(cudaDeviceGetByPCIBusId(NULL, "0000:41:00.0"), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, NULL), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, "garbage"), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, ""), cudaErrorInvalidValue);
    /* a driver device the runtime does not know */
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, "0000:77:00.0"), cudaErrorInvalidDevice);
    assert_int_equal(d, -7);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidDevice);
}
