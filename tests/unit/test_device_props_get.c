/*
 * cudaGetDeviceProperties in test_device_props: every field against the attribute it comes from,
 * the reserved field left as it was, values widened with their sign, the NULL and invalid
 * arguments, driver failures, and device queries that need no context.
 */
#include "test_device_props.h"

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

void get_device_properties_fills_every_field(void **state)
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
void get_device_properties_leaves_reserved(void **state)
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
void get_device_properties_widens_with_sign(void **state)
{
    (void)state;
    set_attr(1, CU_DEVICE_ATTRIBUTE_MAX_PITCH, -5);
    set_attr(1, CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID, (int)0x233010deu);
    struct cudaDeviceProp p;
    assert_int_equal(cudaGetDeviceProperties(&p, 1), cudaSuccess);
    assert_int_equal(p.memPitch, (size_t)-5);
    assert_int_equal(p.gpuPciDeviceID, 0x233010deu);
}

void get_device_properties_null_prop(void **state)
{
    (void)state;
    assert_int_equal(cudaGetDeviceProperties(NULL, 0), cudaErrorInvalidValue);
    assert_int_equal(ocr_tls.last_error, cudaErrorInvalidValue);
    /* prop is checked before the ordinal */
    assert_int_equal(cudaGetDeviceProperties(NULL, 99), cudaErrorInvalidValue);
    assert_int_equal(fake.attr_calls, 0);
}

void get_device_properties_invalid_device(void **state)
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
void get_device_properties_driver_failure(void **state)
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
void device_queries_need_no_context(void **state)
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
