/*
 * The fake driver's devices (see fake_driver_internal.h): cuInit, the driver's version and error
 * strings, the driver's private runtime interface (cuGetExportTable, fake_graphics), the lookup of
 * entries by name (cuGetProcAddress), the devices fake_config describes with their names, UUIDs,
 * PCI bus ids, peer access and default memory pools, and their attributes (an sm_90 device unless
 * a test sets them, fake_set_device_attribute).
 */
#include "fake_driver_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* device attributes */
static int attrs[CU_DEVICE_ATTRIBUTE_MAX];
static bool attrs_ready;

/* -- helpers ----------------------------------------------------------------------------------- */

int fake_device_ordinal(CUdevice dev)
{
    int o = (int)dev - fake_config.device_base;
    if (o < 0 || o >= fake_config.device_count || o >= FAKE_MAX_DEVICES)
        return -1;
    return o;
}

static void ensure_attrs(void)
{
    if (attrs_ready)
        return;
    attrs_ready = true;
    static const struct {
        CUdevice_attribute attr;
        int value;
    } defaults[] = {
        {CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, 1024},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X, 1024},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y, 1024},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z, 64},
        {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, 2147483647},
        {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y, 65535},
        {CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z, 65535},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, 49152},
        {CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY, 65536},
        {CU_DEVICE_ATTRIBUTE_WARP_SIZE, 32},
        {CU_DEVICE_ATTRIBUTE_MAX_PITCH, 2147483647},
        {CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK, 65536},
        {CU_DEVICE_ATTRIBUTE_CLOCK_RATE, 1980000},
        {CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, 512},
        {CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, 132},
        {CU_DEVICE_ATTRIBUTE_INTEGRATED, 0},
        {CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY, 1},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, CU_COMPUTEMODE_DEFAULT},
        {CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS, 1},
        {CU_DEVICE_ATTRIBUTE_ECC_ENABLED, 1},
        {CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, 0x19},
        {CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE, 2619000},
        {CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH, 6144},
        {CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, 62914560},
        {CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, 2048},
        {CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT, 3},
        {CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, 1},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 9},
        {CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, 233472},
        {CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR, 65536},
        {CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY, 1},
        {CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS, 1},
        {CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, 1},
        {CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, 232448},
        {CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR, 32},
        {CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED, 1},
    };
    for (size_t i = 0; i < sizeof(defaults) / sizeof(defaults[0]); i++)
        attrs[defaults[i].attr] = defaults[i].value;
}

/* A fake and its per-thread-default-stream twin over one body, impl_<name>(ptds, args...). */
/* -- init, version, errors --------------------------------------------------------------------- */

static CUresult fake_cuInit(unsigned int flags)
{
    ENTER(cuInit);
    pthread_mutex_lock(&fake_lock);
    fake_args.init_flags = flags;
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDriverGetVersion(int *version)
{
    ENTER(cuDriverGetVersion);
    if (version == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *version = fake_config.driver_version;
    return CUDA_SUCCESS;
}

static CUresult fake_cuGetErrorName(CUresult error, const char **str)
{
    ENTER(cuGetErrorName);
    (void)error;
    if (str == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *str = "CUDA_ERROR_FAKE";
    return CUDA_SUCCESS;
}

static CUresult fake_cuGetErrorString(CUresult error, const char **str)
{
    ENTER(cuGetErrorString);
    (void)error;
    if (str == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *str = "fake driver error";
    return CUDA_SUCCESS;
}

/* -- the driver's private runtime interface ------------------------------------------------- */

struct fake_graphics fake_graphics;

static const unsigned char runtime_interface_id[16] = {
    0x6b, 0xd5, 0xfb, 0x6c, 0x5b, 0xf4, 0xe7, 0x4a, 0x89, 0x87, 0xd9, 0x39, 0x12, 0xfd, 0x9d, 0xf9};

static CUresult fake_graphics_primary(CUdevice dev, const uintptr_t *attributes)
{
    pthread_mutex_lock(&fake_lock);
    fake_graphics.calls++;
    fake_graphics.dev = dev;
    memset(fake_graphics.attributes, 0, sizeof fake_graphics.attributes);
    fake_graphics.vdp_device = 0;
    for (size_t i = 0; attributes != NULL && i + 1 < 8; i += 2) {
        fake_graphics.attributes[i] = attributes[i];
        if (attributes[i] == 0)
            break;
        fake_graphics.attributes[i + 1] = attributes[i + 1];
        if (attributes[i] == 6)
            fake_graphics.vdp_device = *(const uint32_t *)attributes[i + 1];
    }
    int o = fake_device_ordinal(dev);
    CUresult r = o < 0                   ? CUDA_ERROR_INVALID_DEVICE
                 : fake_pstate[o].active ? CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE
                                         : fake_graphics.result;
    pthread_mutex_unlock(&fake_lock);
    return r;
}

/* Entry 0 is the table's size in bytes; the runtime uses entry 3. */
static const void *const runtime_interface[10] = {
    (const void *)(10 * sizeof(void *)),
    NULL,
    NULL,
    (const void *)fake_graphics_primary,
};

static CUresult fake_cuGetExportTable(const void **table, const CUuuid *id)
{
    ENTER(cuGetExportTable);
    if (table == NULL || id == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (memcmp(id->bytes, runtime_interface_id, 16) != 0 || fake_graphics.hide_table)
        return CUDA_ERROR_NOT_FOUND;
    *table = runtime_interface;
    return CUDA_SUCCESS;
}

static const struct ocr_driver *table_for_lookup(void)
{
    return &ocr_drv[0];
}

static CUresult fake_cuGetProcAddress(const char *symbol, void **pfn, int version, cuuint64_t flags,
                                      CUdriverProcAddressQueryResult *status)
{
    ENTER(cuGetProcAddress);
    (void)version;
    /* Flags other than the two stream flags are refused (measured on the GPU). */
    if (symbol == NULL || pfn == NULL || (flags & ~(cuuint64_t)3) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    const struct ocr_driver *t = table_for_lookup();
    *pfn = NULL;
#define PROC(name, ver, twin)                                                                      \
    if (strcmp(symbol, #name) == 0)                                                                \
        *pfn = (void *)t->name;
    OCR_DRIVER_FUNCS(PROC)
#undef PROC
    if (status)
        *status = *pfn ? CU_GET_PROC_ADDRESS_SUCCESS : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    return *pfn ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

/* -- devices ----------------------------------------------------------------------------------- */

static CUresult fake_cuDeviceGetCount(int *count)
{
    ENTER(cuDeviceGetCount);
    if (count == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *count = fake_config.device_count;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGet(CUdevice *device, int ordinal)
{
    ENTER(cuDeviceGet);
    if (device == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (ordinal < 0 || ordinal >= fake_config.device_count || ordinal >= FAKE_MAX_DEVICES)
        return CUDA_ERROR_INVALID_DEVICE;
    *device = fake_config.device_base + ordinal;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetName(char *name, int len, CUdevice dev)
{
    ENTER(cuDeviceGetName);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (name == NULL || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    snprintf(name, (size_t)len, "Fake CUDA Device %d", o);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
    ENTER(cuDeviceTotalMem);
    if (fake_device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (bytes == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *bytes = fake_config.total_mem;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetAttribute(int *pi, CUdevice_attribute attr, CUdevice dev)
{
    ENTER(cuDeviceGetAttribute);
    if (fake_device_ordinal(dev) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pi == NULL || (int)attr <= 0 || attr >= CU_DEVICE_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    pthread_mutex_lock(&fake_lock);
    ensure_attrs();
    *pi = attrs[attr];
    pthread_mutex_unlock(&fake_lock);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    ENTER(cuDeviceGetUuid);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (uuid == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    for (int i = 0; i < 16; i++)
        uuid->bytes[i] = (char)(0xf0 + i);
    uuid->bytes[15] = (char)o;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetPCIBusId(char *id, int len, CUdevice dev)
{
    ENTER(cuDeviceGetPCIBusId);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (id == NULL || len <= 0)
        return CUDA_ERROR_INVALID_VALUE;
    snprintf(id, (size_t)len, "0000:%02x:00.0", 0x19 + o);
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceCanAccessPeer(int *can, CUdevice dev, CUdevice peer)
{
    ENTER(cuDeviceCanAccessPeer);
    if (fake_device_ordinal(dev) < 0 || fake_device_ordinal(peer) < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (can == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *can = dev != peer;
    return CUDA_SUCCESS;
}

static CUresult fake_cuDeviceGetDefaultMemPool(CUmemoryPool *pool, CUdevice dev)
{
    ENTER(cuDeviceGetDefaultMemPool);
    int o = fake_device_ordinal(dev);
    if (o < 0)
        return CUDA_ERROR_INVALID_DEVICE;
    if (pool == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *pool = (CUmemoryPool)(0x700000000000ULL + (uintptr_t)o * 16);
    return CUDA_SUCCESS;
}

/* -- the test-side interface ------------------------------------------------------------------- */

void fake_set_device_attribute(CUdevice_attribute attr, int value)
{
    pthread_mutex_lock(&fake_lock);
    ensure_attrs();
    if ((int)attr > 0 && attr < CU_DEVICE_ATTRIBUTE_MAX)
        attrs[attr] = value;
    pthread_mutex_unlock(&fake_lock);
}

int fake_device_attribute(CUdevice_attribute attr)
{
    pthread_mutex_lock(&fake_lock);
    ensure_attrs();
    int v = ((int)attr > 0 && attr < CU_DEVICE_ATTRIBUTE_MAX) ? attrs[attr] : 0;
    pthread_mutex_unlock(&fake_lock);
    return v;
}

/* -- the table --------------------------------------------------------------------------------- */

void fake_fill_devices(struct ocr_driver *t)
{
#define SET(name) t->name = fake_##name
    SET(cuInit);
    SET(cuDriverGetVersion);
    SET(cuGetErrorName);
    SET(cuGetErrorString);
    SET(cuGetProcAddress);
    SET(cuGetExportTable);
    SET(cuDeviceGetCount);
    SET(cuDeviceGet);
    SET(cuDeviceGetName);
    SET(cuDeviceTotalMem);
    SET(cuDeviceGetAttribute);
    SET(cuDeviceGetUuid);
    SET(cuDeviceGetPCIBusId);
    SET(cuDeviceCanAccessPeer);
    SET(cuDeviceGetDefaultMemPool);
#undef SET
}
