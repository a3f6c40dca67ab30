/*
 * Unit tests for runtime/device_props.c over a fake driver: the cudaDeviceProp translation field
 * by field, cudaDeviceGetAttribute's pass-through, PCI bus ids, cudaChooseDevice's scoring, the
 * channel-descriptor translation of cudaDeviceGetTexture1DLinearMaxWidth, the context settings,
 * and the argument and error rules (what is checked before the driver, what the driver decides,
 * which calls touch a context, last-error recording).
 *
 * The shared fake driver (fake_driver.c) with two devices whose driver handles (100, 101) differ
 * from their ordinals, so that every translation between the two shows; it keeps the contexts.
 * The device queries and the context settings are replaced here by fakes of this file after the
 * shared one is installed: attribute a of device i is a * 3 + 1 + 1000 * i unless a test
 * overrides it. These fakes check their arguments the way the driver does (NULL pointers, unknown
 * devices, attributes and limits) and record what they got; they log nothing in the shared
 * fake's call log. This file holds those fakes, the setups and the list of tests; the tests are in
 * test_device_props_*.c (test_device_props.h).
 */
#include "test_device_props.h"

/* The fakes' state (test_device_props.h). */
struct props_fake fake;

/* Every context entry point called since the test began: this file's context settings and the
 * shared fake's context calls. */
size_t context_calls(void)
{
    static const char *const entries[] = {
        "cuDevicePrimaryCtxRetain",
        "cuDevicePrimaryCtxRelease",
        "cuDevicePrimaryCtxReset",
        "cuDevicePrimaryCtxGetState",
        "cuDevicePrimaryCtxSetFlags",
        "cuCtxGetCurrent",
        "cuCtxSetCurrent",
        "cuCtxPushCurrent",
        "cuCtxPopCurrent",
        "cuCtxGetDevice",
        "cuCtxGetFlags",
        "cuCtxSynchronize",
    };
    size_t n = (size_t)fake.ctx_calls;
    for (size_t i = 0; i < sizeof entries / sizeof entries[0]; i++)
        n += fake_calls(entries[i]);
    return n;
}

static int dev_index(CUdevice dev)
{
    return (dev >= DEV_BASE && dev < DEV_BASE + NDEV) ? dev - DEV_BASE : -1;
}

int expected_attr(int attr, int i)
{
    return attr * 3 + 1 + 1000 * i;
}

static CUresult fake_cuDeviceGetName(char *name, int len, CUdevice dev)
{
    if (name == NULL || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (dev_index(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    snprintf(name, (size_t)len, "Fake GPU %d", dev_index(dev));
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
    if (bytes == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (dev_index(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    *bytes = fake.mem[dev_index(dev)];
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    if (uuid == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (dev_index(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    for (int i = 0; i < 16; i++)
        uuid->bytes[i] = (char)(0x40 + 16 * dev_index(dev) + i);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetAttribute(int *value, CUdevice_attribute attr, CUdevice dev)
{
    fake.attr_calls++;
    fake.last_attr = (int)attr;
    fake.last_attr_dev = dev;
    fake.last_attr_null = value == NULL;
    if (value == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    int i = dev_index(dev);
    if (i < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if ((int)attr <= 0 || (int)attr >= CU_DEVICE_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    if (fake.fail_attr != 0 && attr == fake.fail_attr)
        return fake.fail_result;
    *value = fake.attr_set[i][attr] ? fake.attr_value[i][attr] : expected_attr((int)attr, i);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetPCIBusId(char *bus_id, int len, CUdevice dev)
{
    fake.last_pci_dev = dev;
    if (bus_id == NULL || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (dev_index(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    snprintf(bus_id, (size_t)len, "0000:%02x:00.0", 0x40 + dev_index(dev));
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetByPCIBusId(CUdevice *dev, const char *bus_id)
{
    if (dev == NULL || bus_id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (strcmp(bus_id, "0000:40:00.0") == 0)
        *dev = DEV_BASE;
    else if (strcmp(bus_id, "0000:41:00.0") == 0)
        *dev = DEV_BASE + 1;
    else if (strcmp(bus_id, "0000:77:00.0") == 0)
        *dev = 555; /* a device the runtime does not know */
    else
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetTexture1DLinearMaxWidth(size_t *width, CUarray_format format,
                                                        unsigned channels, CUdevice dev)
{
    fake.tex_calls++;
    fake.tex_format = format;
    fake.tex_channels = channels;
    fake.tex_dev = dev;
    if (width == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (dev_index(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    *width = ((size_t)1 << 27) + (size_t)format * 10 + channels;
    return CUDA_SUCCESS;
}

/* The context settings fail without a current context, as the driver's do. */
static CUresult no_context(void)
{
    fake.ctx_calls++;
    return fake_current_context() == NULL ? CUDA_ERROR_INVALID_CONTEXT : CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetLimit(size_t *value, CUlimit limit)
{
    CUresult r = no_context();
    if (r != CUDA_SUCCESS)
        return r;
    fake.last_limit = limit;
    if (value == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((int)limit < 0 || (int)limit >= CU_LIMIT_MAX)
        return CUDA_ERROR_UNSUPPORTED_LIMIT;
    *value = 0x1000 + (size_t)limit;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxSetLimit(CUlimit limit, size_t value)
{
    CUresult r = no_context();
    if (r != CUDA_SUCCESS)
        return r;
    fake.last_limit = limit;
    fake.last_limit_value = value;
    if ((int)limit < 0 || (int)limit >= CU_LIMIT_MAX)
        return CUDA_ERROR_UNSUPPORTED_LIMIT;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetCacheConfig(CUfunc_cache *config)
{
    CUresult r = no_context();
    if (r != CUDA_SUCCESS)
        return r;
    if (config == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *config = fake.cache;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxSetCacheConfig(CUfunc_cache config)
{
    CUresult r = no_context();
    if (r != CUDA_SUCCESS)
        return r;
    if ((int)config < 0 || (int)config > CU_FUNC_CACHE_PREFER_EQUAL)
        return CUDA_ERROR_INVALID_VALUE;
    fake.cache = config;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetSharedMemConfig(CUsharedconfig *config)
{
    CUresult r = no_context();
    if (r != CUDA_SUCCESS)
        return r;
    if (config == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *config = fake.shmem;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxSetSharedMemConfig(CUsharedconfig config)
{
    CUresult r = no_context();
    if (r != CUDA_SUCCESS)
        return r;
    if ((int)config < 0 || (int)config > CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE)
        return CUDA_ERROR_INVALID_VALUE;
    fake.shmem = config;
    return CUDA_SUCCESS;
}

static CUresult fake_cuCtxGetStreamPriorityRange(int *least, int *greatest)
{
    CUresult r = no_context();
    if (r != CUDA_SUCCESS)
        return r;
    if (least != NULL)
        *least = 0;
    if (greatest != NULL)
        *greatest = -5;
    return CUDA_SUCCESS;
}

static void reset_fake(void)
{
    memset(&fake, 0, sizeof fake);
    fake.cache = CU_FUNC_CACHE_PREFER_L1;
    fake.shmem = CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE;
    for (int i = 0; i < NDEV; i++)
        fake.mem[i] = MEM_DEFAULT(i);
}

void set_attr(int i, CUdevice_attribute attr, int value)
{
    fake.attr_value[i][attr] = value;
    fake.attr_set[i][attr] = true;
}

/* This file's fake of `name` in both halves of the table (legacy and per-thread twins). */
#define OWN(name)                                                                                  \
    do {                                                                                           \
        ocr_drv[0].name = fake_##name;                                                             \
        ocr_drv[1].name = fake_##name;                                                             \
    } while (0)

static int group_setup(void **state)
{
    fake_config.device_count = NDEV;
    fake_config.device_base = DEV_BASE;
    unit_install_fake(state);
    OWN(cuDeviceGetName);
    OWN(cuDeviceTotalMem);
    OWN(cuDeviceGetUuid);
    OWN(cuDeviceGetAttribute);
    OWN(cuDeviceGetPCIBusId);
    OWN(cuDeviceGetByPCIBusId);
    OWN(cuDeviceGetTexture1DLinearMaxWidth);
    OWN(cuCtxGetLimit);
    OWN(cuCtxSetLimit);
    OWN(cuCtxGetCacheConfig);
    OWN(cuCtxSetCacheConfig);
    OWN(cuCtxGetSharedMemConfig);
    OWN(cuCtxSetSharedMemConfig);
    OWN(cuCtxGetStreamPriorityRange);
    reset_fake();
    return 0;
}

static int test_setup(void **state)
{
    reset_fake();
    return unit_reset(state);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup(fn, test_setup)
        T(get_device_properties_fills_every_field),
        T(get_device_properties_leaves_reserved),
        T(get_device_properties_widens_with_sign),
        T(get_device_properties_null_prop),
        T(get_device_properties_invalid_device),
        T(get_device_properties_driver_failure),
        T(device_queries_need_no_context),
        T(device_get_attribute_passes_every_value),
        T(device_get_attribute_named_values),
        T(device_get_attribute_null_value),
        T(device_get_attribute_invalid_device),
        T(device_get_pci_bus_id_ok),
        T(device_get_pci_bus_id_bad_arguments),
        T(device_get_by_pci_bus_id_maps_to_ordinal),
        T(device_get_by_pci_bus_id_bad_arguments),
        T(choose_device_scores),
        T(choose_device_scores_swapped),
        T(choose_device_null_arguments),
        T(choose_device_driver_failure),
        T(texture1d_translates_channel_formats),
        T(texture1d_invalid_channel_descriptor),
        T(texture1d_bad_arguments),
        T(context_settings_make_context_current),
        T(device_get_limit_passes_through),
        T(device_set_limit_passes_through),
        T(device_cache_config_passes_through),
        T(device_shared_mem_config_passes_through),
        T(device_stream_priority_range_allows_null),
        T(success_keeps_last_error),
#undef T
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
