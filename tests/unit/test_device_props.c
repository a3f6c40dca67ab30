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
 * fake's call log.
 */
#include "unit.h"

#include <stdio.h>

#define NDEV 2
#define DEV_BASE 100
#define MEM_DEFAULT(i) (((size_t)80 << 30) + (size_t)(i))

/* ---------------------------------------------------------------------------------------------
 * The device queries and context settings over the shared fake
 * ------------------------------------------------------------------------------------------- */
static struct {
    /* attribute overrides: value and whether set, per device */
    int attr_value[NDEV][CU_DEVICE_ATTRIBUTE_MAX];
    bool attr_set[NDEV][CU_DEVICE_ATTRIBUTE_MAX];
    CUdevice_attribute fail_attr; /* this attribute fails with fail_result (0: none) */
    CUresult fail_result;
    size_t mem[NDEV];
    /* recorded arguments */
    int attr_calls;
    int last_attr;
    CUdevice last_attr_dev;
    bool last_attr_null;
    int tex_calls;
    CUarray_format tex_format;
    unsigned tex_channels;
    CUdevice tex_dev;
    CUdevice last_pci_dev;
    int ctx_calls; /* the context settings below (the shared fake logs the others) */
    CUlimit last_limit;
    size_t last_limit_value;
    CUfunc_cache cache;
    CUsharedconfig shmem;
} fake;

/* Every context entry point called since the test began: this file's context settings and the
 * shared fake's context calls. */
static size_t context_calls(void)
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

static int expected_attr(int attr, int i)
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

static void set_attr(int i, CUdevice_attribute attr, int value)
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

/* ---------------------------------------------------------------------------------------------
 * cudaGetDeviceProperties
 * ------------------------------------------------------------------------------------------- */

/* Every field against the attribute it must come from, for device ordinal i. */
static void check_all_fields(const struct cudaDeviceProp *p, int i)
{
#define EXPECT(field, attr)                                                                        \
    assert_int_equal((p->field), expected_attr(CU_DEVICE_ATTRIBUTE_##attr, i))
#define EXPECT_SIZE(field, attr)                                                                   \
    assert_int_equal((p->field), (size_t)expected_attr(CU_DEVICE_ATTRIBUTE_##attr, i))
    EXPECT_SIZE(sharedMemPerBlock, MAX_SHARED_MEMORY_PER_BLOCK);
    EXPECT(regsPerBlock, MAX_REGISTERS_PER_BLOCK);
    EXPECT(warpSize, WARP_SIZE);
    EXPECT_SIZE(memPitch, MAX_PITCH);
    EXPECT(maxThreadsPerBlock, MAX_THREADS_PER_BLOCK);
    EXPECT(maxThreadsDim[0], MAX_BLOCK_DIM_X);
    EXPECT(maxThreadsDim[1], MAX_BLOCK_DIM_Y);
    EXPECT(maxThreadsDim[2], MAX_BLOCK_DIM_Z);
    EXPECT(maxGridSize[0], MAX_GRID_DIM_X);
    EXPECT(maxGridSize[1], MAX_GRID_DIM_Y);
    EXPECT(maxGridSize[2], MAX_GRID_DIM_Z);
    EXPECT_SIZE(totalConstMem, TOTAL_CONSTANT_MEMORY);
    EXPECT(major, COMPUTE_CAPABILITY_MAJOR);
    EXPECT(minor, COMPUTE_CAPABILITY_MINOR);
    EXPECT_SIZE(textureAlignment, TEXTURE_ALIGNMENT);
    EXPECT_SIZE(texturePitchAlignment, TEXTURE_PITCH_ALIGNMENT);
    EXPECT(multiProcessorCount, MULTIPROCESSOR_COUNT);
    EXPECT(integrated, INTEGRATED);
    EXPECT(canMapHostMemory, CAN_MAP_HOST_MEMORY);
    EXPECT(maxTexture1D, MAXIMUM_TEXTURE1D_WIDTH);
    EXPECT(maxTexture1DMipmap, MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH);
    EXPECT(maxTexture2D[0], MAXIMUM_TEXTURE2D_WIDTH);
    EXPECT(maxTexture2D[1], MAXIMUM_TEXTURE2D_HEIGHT);
    EXPECT(maxTexture2DMipmap[0], MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH);
    EXPECT(maxTexture2DMipmap[1], MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT);
    EXPECT(maxTexture2DLinear[0], MAXIMUM_TEXTURE2D_LINEAR_WIDTH);
    EXPECT(maxTexture2DLinear[1], MAXIMUM_TEXTURE2D_LINEAR_HEIGHT);
    EXPECT(maxTexture2DLinear[2], MAXIMUM_TEXTURE2D_LINEAR_PITCH);
    EXPECT(maxTexture2DGather[0], MAXIMUM_TEXTURE2D_GATHER_WIDTH);
    EXPECT(maxTexture2DGather[1], MAXIMUM_TEXTURE2D_GATHER_HEIGHT);
    EXPECT(maxTexture3D[0], MAXIMUM_TEXTURE3D_WIDTH);
    EXPECT(maxTexture3D[1], MAXIMUM_TEXTURE3D_HEIGHT);
    EXPECT(maxTexture3D[2], MAXIMUM_TEXTURE3D_DEPTH);
    EXPECT(maxTexture3DAlt[0], MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE);
    EXPECT(maxTexture3DAlt[1], MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE);
    EXPECT(maxTexture3DAlt[2], MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE);
    EXPECT(maxTextureCubemap, MAXIMUM_TEXTURECUBEMAP_WIDTH);
    EXPECT(maxTexture1DLayered[0], MAXIMUM_TEXTURE1D_LAYERED_WIDTH);
    EXPECT(maxTexture1DLayered[1], MAXIMUM_TEXTURE1D_LAYERED_LAYERS);
    EXPECT(maxTexture2DLayered[0], MAXIMUM_TEXTURE2D_LAYERED_WIDTH);
    EXPECT(maxTexture2DLayered[1], MAXIMUM_TEXTURE2D_LAYERED_HEIGHT);
    EXPECT(maxTexture2DLayered[2], MAXIMUM_TEXTURE2D_LAYERED_LAYERS);
    EXPECT(maxTextureCubemapLayered[0], MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH);
    EXPECT(maxTextureCubemapLayered[1], MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS);
    EXPECT(maxSurface1D, MAXIMUM_SURFACE1D_WIDTH);
    EXPECT(maxSurface2D[0], MAXIMUM_SURFACE2D_WIDTH);
    EXPECT(maxSurface2D[1], MAXIMUM_SURFACE2D_HEIGHT);
    EXPECT(maxSurface3D[0], MAXIMUM_SURFACE3D_WIDTH);
    EXPECT(maxSurface3D[1], MAXIMUM_SURFACE3D_HEIGHT);
    EXPECT(maxSurface3D[2], MAXIMUM_SURFACE3D_DEPTH);
    EXPECT(maxSurface1DLayered[0], MAXIMUM_SURFACE1D_LAYERED_WIDTH);
    EXPECT(maxSurface1DLayered[1], MAXIMUM_SURFACE1D_LAYERED_LAYERS);
    EXPECT(maxSurface2DLayered[0], MAXIMUM_SURFACE2D_LAYERED_WIDTH);
    EXPECT(maxSurface2DLayered[1], MAXIMUM_SURFACE2D_LAYERED_HEIGHT);
    EXPECT(maxSurface2DLayered[2], MAXIMUM_SURFACE2D_LAYERED_LAYERS);
    EXPECT(maxSurfaceCubemap, MAXIMUM_SURFACECUBEMAP_WIDTH);
    EXPECT(maxSurfaceCubemapLayered[0], MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH);
    EXPECT(maxSurfaceCubemapLayered[1], MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS);
    EXPECT_SIZE(surfaceAlignment, SURFACE_ALIGNMENT);
    EXPECT(concurrentKernels, CONCURRENT_KERNELS);
    EXPECT(ECCEnabled, ECC_ENABLED);
    EXPECT(pciBusID, PCI_BUS_ID);
    EXPECT(pciDeviceID, PCI_DEVICE_ID);
    EXPECT(pciDomainID, PCI_DOMAIN_ID);
    EXPECT(tccDriver, TCC_DRIVER);
    EXPECT(asyncEngineCount, ASYNC_ENGINE_COUNT);
    EXPECT(unifiedAddressing, UNIFIED_ADDRESSING);
    EXPECT(memoryBusWidth, GLOBAL_MEMORY_BUS_WIDTH);
    EXPECT(l2CacheSize, L2_CACHE_SIZE);
    EXPECT(persistingL2CacheMaxSize, MAX_PERSISTING_L2_CACHE_SIZE);
    EXPECT(maxThreadsPerMultiProcessor, MAX_THREADS_PER_MULTIPROCESSOR);
    EXPECT(streamPrioritiesSupported, STREAM_PRIORITIES_SUPPORTED);
    EXPECT(globalL1CacheSupported, GLOBAL_L1_CACHE_SUPPORTED);
    EXPECT(localL1CacheSupported, LOCAL_L1_CACHE_SUPPORTED);
    EXPECT_SIZE(sharedMemPerMultiprocessor, MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
    EXPECT(regsPerMultiprocessor, MAX_REGISTERS_PER_MULTIPROCESSOR);
    EXPECT(managedMemory, MANAGED_MEMORY);
    EXPECT(isMultiGpuBoard, MULTI_GPU_BOARD);
    EXPECT(multiGpuBoardGroupID, MULTI_GPU_BOARD_GROUP_ID);
    EXPECT(hostNativeAtomicSupported, HOST_NATIVE_ATOMIC_SUPPORTED);
    EXPECT(pageableMemoryAccess, PAGEABLE_MEMORY_ACCESS);
    EXPECT(concurrentManagedAccess, CONCURRENT_MANAGED_ACCESS);
    EXPECT(computePreemptionSupported, COMPUTE_PREEMPTION_SUPPORTED);
    EXPECT(canUseHostPointerForRegisteredMem, CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM);
    EXPECT(cooperativeLaunch, COOPERATIVE_LAUNCH);
    EXPECT_SIZE(sharedMemPerBlockOptin, MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
    EXPECT(pageableMemoryAccessUsesHostPageTables, PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES);
    EXPECT(directManagedMemAccessFromHost, DIRECT_MANAGED_MEM_ACCESS_FROM_HOST);
    EXPECT(maxBlocksPerMultiProcessor, MAX_BLOCKS_PER_MULTIPROCESSOR);
    EXPECT(accessPolicyMaxWindowSize, MAX_ACCESS_POLICY_WINDOW_SIZE);
    EXPECT_SIZE(reservedSharedMemPerBlock, RESERVED_SHARED_MEMORY_PER_BLOCK);
    EXPECT(hostRegisterSupported, HOST_REGISTER_SUPPORTED);
    EXPECT(sparseCudaArraySupported, SPARSE_CUDA_ARRAY_SUPPORTED);
    EXPECT(hostRegisterReadOnlySupported, READ_ONLY_HOST_REGISTER_SUPPORTED);
    EXPECT(timelineSemaphoreInteropSupported, TIMELINE_SEMAPHORE_INTEROP_SUPPORTED);
    EXPECT(memoryPoolsSupported, MEMORY_POOLS_SUPPORTED);
    EXPECT(gpuDirectRDMASupported, GPU_DIRECT_RDMA_SUPPORTED);
    EXPECT(gpuDirectRDMAFlushWritesOptions, GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS);
    EXPECT(gpuDirectRDMAWritesOrdering, GPU_DIRECT_RDMA_WRITES_ORDERING);
    EXPECT(memoryPoolSupportedHandleTypes, MEMPOOL_SUPPORTED_HANDLE_TYPES);
    EXPECT(deferredMappingCudaArraySupported, DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED);
    EXPECT(ipcEventSupported, IPC_EVENT_SUPPORTED);
    EXPECT(clusterLaunch, CLUSTER_LAUNCH);
    EXPECT(unifiedFunctionPointers, UNIFIED_FUNCTION_POINTERS);
    EXPECT(deviceNumaConfig, NUMA_CONFIG);
    EXPECT(deviceNumaId, NUMA_ID);
    EXPECT(mpsEnabled, MPS_ENABLED);
    EXPECT(hostNumaId, HOST_NUMA_ID);
    EXPECT(gpuPciDeviceID, GPU_PCI_DEVICE_ID);
    EXPECT(gpuPciSubsystemID, GPU_PCI_SUBSYSTEM_ID);
    EXPECT(hostNumaMultinodeIpcSupported, HOST_NUMA_MULTINODE_IPC_SUPPORTED);
#undef EXPECT
#undef EXPECT_SIZE
}

static void get_device_properties_fills_every_field(void **state)
{
    (void)state;
    for (int i = 0; i < NDEV; i++) {
        struct cudaDeviceProp p;
        memset(&p, 0xA5, sizeof p);
        assert_int_equal(cudaGetDeviceProperties(&p, i), cudaSuccess);
        char name[32];
        snprintf(name, sizeof name, "Fake GPU %d", i);
        assert_string_equal(p.name, name);
        for (size_t k = strlen(name); k < sizeof p.name; k++)
            assert_int_equal(p.name[k], 0); /* zero-padded */
        for (int k = 0; k < 16; k++)
            assert_int_equal((unsigned char)p.uuid.bytes[k], 0x40 + 16 * i + k);
        for (int k = 0; k < 8; k++)
            assert_int_equal(p.luid[k], 0); /* Windows only */
        assert_int_equal(p.luidDeviceNodeMask, 0);
        assert_int_equal(p.totalGlobalMem, MEM_DEFAULT(i));
        check_all_fields(&p, i);
    }
    assert_int_equal(ocr_tls.last_error, cudaSuccess);
}

/* Fields and padding up to reserved are written (padding zero); reserved is left as it was. */
static void get_device_properties_leaves_reserved(void **state)
{
    (void)state;
    struct cudaDeviceProp p;
    memset(&p, 0xA5, sizeof p);
    assert_int_equal(cudaGetDeviceProperties(&p, 0), cudaSuccess);
    const unsigned char *b = (const unsigned char *)&p;
    for (size_t k = offsetof(struct cudaDeviceProp, luidDeviceNodeMask) + sizeof(unsigned);
         k < offsetof(struct cudaDeviceProp, totalGlobalMem); k++)
        assert_int_equal(b[k], 0);
    for (size_t k = offsetof(struct cudaDeviceProp, reserved); k < sizeof p; k++)
        assert_int_equal(b[k], 0xA5);
}

/* An int attribute widens to a size_t field with its sign, as NVIDIA's runtime does. */
static void get_device_properties_widens_with_sign(void **state)
{
    (void)state;
    set_attr(1, CU_DEVICE_ATTRIBUTE_MAX_PITCH, -5);
    set_attr(1, CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID, (int)0x233010deu);
    struct cudaDeviceProp p;
    assert_int_equal(cudaGetDeviceProperties(&p, 1), cudaSuccess);
    assert_int_equal(p.memPitch, (size_t)-5);
    assert_int_equal(p.gpuPciDeviceID, 0x233010deu);
}

static void get_device_properties_null_prop(void **state)
{
    (void)state;
    assert_int_equal(cudaGetDeviceProperties(NULL, 0), cudaErrorInvalidValue);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
    /* prop is checked before the ordinal */
    assert_int_equal(cudaGetDeviceProperties(NULL, 99), cudaErrorInvalidValue);
    assert_int_equal(fake.attr_calls, 0);
}

static void get_device_properties_invalid_device(void **state)
{
    (void)state;
    const int bad[] = {-1, NDEV, 99};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        struct cudaDeviceProp p;
        memset(&p, 0xA5, sizeof p);
        assert_int_equal(cudaGetDeviceProperties(&p, bad[k]), cudaErrorInvalidDevice);
        assert_int_equal(((unsigned char *)&p)[0], 0xA5);
    }
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidDevice);
    assert_int_equal(fake.attr_calls, 0);
}

/* A failing query fails the call with the mapped error and leaves prop alone. */
static void get_device_properties_driver_failure(void **state)
{
    (void)state;
    fake.fail_attr = CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS;
    fake.fail_result = CUDA_ERROR_NOT_SUPPORTED;
    struct cudaDeviceProp p;
    memset(&p, 0xA5, sizeof p);
    assert_int_equal(cudaGetDeviceProperties(&p, 0), cudaErrorNotSupported);
    assert_int_equal(ocr_tls.last_error, cudaErrorNotSupported);
    for (size_t k = 0; k < sizeof p; k++)
        assert_int_equal(((unsigned char *)&p)[k], 0xA5);
}

/* The device queries neither need nor create a context. */
static void device_queries_need_no_context(void **state)
{
    (void)state;
    struct cudaDeviceProp p;
    int v, d;
    char bus[32];
    size_t w;
    struct cudaChannelFormatDesc f = {32, 0, 0, 0, cudaChannelFormatKindFloat};
    assert_int_equal(cudaGetDeviceProperties(&p, 1), cudaSuccess);
    assert_int_equal(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 1), cudaSuccess);
    assert_int_equal(cudaDeviceGetPCIBusId(bus, sizeof bus, 1), cudaSuccess);
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, bus), cudaSuccess);
    memset(&p, 0, sizeof p);
    assert_int_equal(cudaChooseDevice(&d, &p), cudaSuccess);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &f, 1), cudaSuccess);
    assert_int_equal(context_calls(), 0);
}

/* ---------------------------------------------------------------------------------------------
 * cudaDeviceGetAttribute
 * ------------------------------------------------------------------------------------------- */

/* Every value goes to the driver as the same number (for the device's driver handle); the
 * driver's answer is the result. */
static void device_get_attribute_passes_every_value(void **state)
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

static void device_get_attribute_named_values(void **state)
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
static void device_get_attribute_null_value(void **state)
{
    (void)state;
    assert_int_equal(cudaDeviceGetAttribute(NULL, cudaDevAttrWarpSize, 0), cudaErrorInvalidValue);
    assert_true(fake.last_attr_null);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

/* An out-of-range ordinal reaches the driver as it is and the driver rejects it. */
static void device_get_attribute_invalid_device(void **state)
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
static void device_get_pci_bus_id_ok(void **state)
{
    (void)state;
    char bus[32];
    assert_int_equal(cudaDeviceGetPCIBusId(bus, sizeof bus, 1), cudaSuccess);
    assert_string_equal(bus, "0000:41:00.0");
    assert_int_equal(fake.last_pci_dev, DEV_BASE + 1);
}

static void device_get_pci_bus_id_bad_arguments(void **state)
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

static void device_get_by_pci_bus_id_maps_to_ordinal(void **state)
{
    (void)state;
    int d = -7;
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, "0000:41:00.0"), cudaSuccess);
    assert_int_equal(d, 1);
    assert_int_equal(cudaDeviceGetByPCIBusId(&d, "0000:40:00.0"), cudaSuccess);
    assert_int_equal(d, 0);
}

static void device_get_by_pci_bus_id_bad_arguments(void **state)
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

static void choose_device_scores(void **state)
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
static void choose_device_scores_swapped(void **state)
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

static void choose_device_null_arguments(void **state)
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

static void choose_device_driver_failure(void **state)
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

/* ---------------------------------------------------------------------------------------------
 * cudaDeviceGetTexture1DLinearMaxWidth
 * ------------------------------------------------------------------------------------------- */
static void texture1d_translates_channel_formats(void **state)
{
    (void)state;
    static const struct {
        struct cudaChannelFormatDesc desc;
        CUarray_format format;
        unsigned channels;
    } cases[] = {
        {{32, 0, 0, 0, cudaChannelFormatKindFloat}, CU_AD_FORMAT_FLOAT, 1},
        {{16, 16, 0, 0, cudaChannelFormatKindFloat}, CU_AD_FORMAT_HALF, 2},
        {{8, 8, 8, 8, cudaChannelFormatKindSigned}, CU_AD_FORMAT_SIGNED_INT8, 4},
        {{16, 0, 0, 0, cudaChannelFormatKindSigned}, CU_AD_FORMAT_SIGNED_INT16, 1},
        {{32, 32, 32, 32, cudaChannelFormatKindUnsigned}, CU_AD_FORMAT_UNSIGNED_INT32, 4},
        {{8, 8, 8, 0, cudaChannelFormatKindNV12}, CU_AD_FORMAT_NV12, 3},
        {{8, 8, 0, 0, cudaChannelFormatKindUnsignedNormalized8X2}, CU_AD_FORMAT_UNORM_INT8X2, 2},
        {{16, 16, 16, 16, cudaChannelFormatKindSignedNormalized16X4},
         CU_AD_FORMAT_SNORM_INT16X4,
         4},
        {{8, 8, 8, 8, cudaChannelFormatKindUnsignedBlockCompressed1SRGB},
         CU_AD_FORMAT_BC1_UNORM_SRGB,
         4},
        {{8, 0, 0, 0, cudaChannelFormatKindSignedBlockCompressed4}, CU_AD_FORMAT_BC4_SNORM, 1},
        {{16, 16, 16, 0, cudaChannelFormatKindUnsignedBlockCompressed6H},
         CU_AD_FORMAT_BC6H_UF16,
         3},
        {{10, 10, 10, 2, cudaChannelFormatKindUnsignedNormalized1010102},
         CU_AD_FORMAT_UNORM_INT_101010_2,
         4},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t w = 0;
        assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &cases[k].desc, 1), cudaSuccess);
        assert_int_equal(fake.tex_format, cases[k].format);
        assert_int_equal(fake.tex_channels, cases[k].channels);
        assert_int_equal(fake.tex_dev, DEV_BASE + 1);
        assert_int_equal(w, ((size_t)1 << 27) + (size_t)cases[k].format * 10 + cases[k].channels);
    }
}

/* Refused before the driver, whatever the other arguments. */
static void texture1d_invalid_channel_descriptor(void **state)
{
    (void)state;
    static const struct cudaChannelFormatDesc bad[] = {
        {32, 32, 32, 0, cudaChannelFormatKindFloat},  /* three channels */
        {64, 0, 0, 0, cudaChannelFormatKindUnsigned}, /* 64-bit */
        {8, 0, 0, 0, cudaChannelFormatKindFloat},     /* 8-bit float */
        {32, 16, 0, 0, cudaChannelFormatKindFloat},   /* unequal sizes */
        {0, 32, 0, 0, cudaChannelFormatKindFloat},    /* gap */
        {0, 0, 0, 0, cudaChannelFormatKindSigned},    /* no channel */
        {8, 0, 0, 0, cudaChannelFormatKindNone},
        {8, 0, 0, 0, cudaChannelFormatKindNV12}, /* NV12 is 8,8,8,0 */
        {8, 8, 8, 8, cudaChannelFormatKindUnsignedNormalized8X2},
        {8, 8, 8, 8, (enum cudaChannelFormatKind)99},
    };
    size_t w = 3;
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
        assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &bad[k], 0),
                         cudaErrorInvalidChannelDescriptor);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(NULL, &bad[0], 0),
                     cudaErrorInvalidChannelDescriptor);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &bad[0], 99),
                     cudaErrorInvalidChannelDescriptor);
    assert_int_equal(fake.tex_calls, 0);
    assert_int_equal(w, 3);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidChannelDescriptor);
}

static void texture1d_bad_arguments(void **state)
{
    (void)state;
    struct cudaChannelFormatDesc f = {32, 0, 0, 0, cudaChannelFormatKindFloat};
    size_t w = 3;
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, NULL, 0), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(NULL, NULL, 99), cudaErrorInvalidValue);
    assert_int_equal(fake.tex_calls, 0);
    /* the driver checks the width pointer and the device */
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(NULL, &f, 0), cudaErrorInvalidValue);
    assert_int_equal(fake.tex_calls, 1);
    assert_int_equal(cudaDeviceGetTexture1DLinearMaxWidth(&w, &f, 9), cudaErrorInvalidDevice);
    assert_int_equal(fake.tex_dev, 9);
    assert_int_equal(w, 3);
}

/* ---------------------------------------------------------------------------------------------
 * The current context's settings
 * ------------------------------------------------------------------------------------------- */

/* Each makes a context current first, even when its argument is NULL. */
static void context_settings_make_context_current(void **state)
{
    (void)state;
    fake_set_current_context(NULL); /* as if the application had cleared the current context */
    assert_int_equal(cudaDeviceGetLimit(NULL, cudaLimitStackSize), cudaErrorInvalidValue);
    assert_non_null(fake_current_context());
    assert_true(context_calls() > 0);
}

static void device_get_limit_passes_through(void **state)
{
    (void)state;
    for (int l = 0; l < CU_LIMIT_MAX; l++) { /* the driver-only limits 7..9 too */
        size_t v = 0;
        assert_int_equal(cudaDeviceGetLimit(&v, (enum cudaLimit)l), cudaSuccess);
        assert_int_equal(v, 0x1000 + (size_t)l);
        assert_int_equal(fake.last_limit, l);
    }
    size_t v = 77;
    assert_int_equal(cudaDeviceGetLimit(&v, (enum cudaLimit)CU_LIMIT_MAX),
                     cudaErrorUnsupportedLimit);
    assert_int_equal(cudaDeviceGetLimit(&v, (enum cudaLimit) - 1), cudaErrorUnsupportedLimit);
    assert_int_equal(v, 77);
    assert_int_equal(ocr_tls.last_error, cudaErrorUnsupportedLimit);
}

static void device_set_limit_passes_through(void **state)
{
    (void)state;
    assert_int_equal(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 12345), cudaSuccess);
    assert_int_equal(fake.last_limit, CU_LIMIT_MALLOC_HEAP_SIZE);
    assert_int_equal(fake.last_limit_value, 12345);
    assert_int_equal(cudaDeviceSetLimit((enum cudaLimit)42, 1), cudaErrorUnsupportedLimit);
    assert_int_equal(ocr_tls.last_error, cudaErrorUnsupportedLimit);
}

static void device_cache_config_passes_through(void **state)
{
    (void)state;
    enum cudaFuncCache c = cudaFuncCachePreferNone;
    assert_int_equal(cudaDeviceGetCacheConfig(&c), cudaSuccess);
    assert_int_equal(c, cudaFuncCachePreferL1);
    assert_int_equal(cudaDeviceSetCacheConfig(cudaFuncCachePreferEqual), cudaSuccess);
    assert_int_equal(fake.cache, CU_FUNC_CACHE_PREFER_EQUAL);
    assert_int_equal(cudaDeviceGetCacheConfig(&c), cudaSuccess);
    assert_int_equal(c, cudaFuncCachePreferEqual);
    assert_int_equal(cudaDeviceSetCacheConfig((enum cudaFuncCache)4), cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetCacheConfig(NULL), cudaErrorInvalidValue);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
}

static void device_shared_mem_config_passes_through(void **state)
{
    (void)state;
    enum cudaSharedMemConfig c = cudaSharedMemBankSizeDefault;
    assert_int_equal(cudaDeviceGetSharedMemConfig(&c), cudaSuccess);
    assert_int_equal(c, cudaSharedMemBankSizeFourByte);
    assert_int_equal(cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte), cudaSuccess);
    assert_int_equal(fake.shmem, CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE);
    assert_int_equal(cudaDeviceSetSharedMemConfig((enum cudaSharedMemConfig)3),
                     cudaErrorInvalidValue);
    assert_int_equal(cudaDeviceGetSharedMemConfig(NULL), cudaErrorInvalidValue);
}

static void device_stream_priority_range_allows_null(void **state)
{
    (void)state;
    int least = 77, greatest = 77;
    assert_int_equal(cudaDeviceGetStreamPriorityRange(NULL, NULL), cudaSuccess);
    assert_int_equal(cudaDeviceGetStreamPriorityRange(&least, NULL), cudaSuccess);
    assert_int_equal(least, 0);
    assert_int_equal(cudaDeviceGetStreamPriorityRange(NULL, &greatest), cudaSuccess);
    assert_int_equal(greatest, -5);
    least = greatest = 77;
    assert_int_equal(cudaDeviceGetStreamPriorityRange(&least, &greatest), cudaSuccess);
    assert_int_equal(least, 0);
    assert_int_equal(greatest, -5);
}

/* ---------------------------------------------------------------------------------------------
 * Last error
 * ------------------------------------------------------------------------------------------- */
static void success_keeps_last_error(void **state)
{
    (void)state;
    ocr_tls.last_error = cudaErrorInvalidDevice;
    int v;
    struct cudaDeviceProp p;
    assert_int_equal(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0), cudaSuccess);
    assert_int_equal(cudaGetDeviceProperties(&p, 0), cudaSuccess);
    assert_int_equal(cudaDeviceGetStreamPriorityRange(NULL, NULL), cudaSuccess);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidDevice);
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
