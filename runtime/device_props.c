/*
 * Device properties and device-wide settings: cudaGetDeviceProperties, cudaDeviceGetAttribute,
 * cudaDeviceGetPCIBusId, cudaDeviceGetByPCIBusId, cudaChooseDevice,
 * cudaDeviceGetTexture1DLinearMaxWidth, and the current context's limits, cache and shared-memory
 * configuration and stream-priority range.
 *
 * How NVIDIA's runtime 13.0 behaves here, as observed by running its libcudart.so.13 over a
 * recording fake driver (the behaviour below is what that showed; the GPU conformance test
 * checks it against the real driver):
 *  - Every entry point initialises first: without a driver, even a NULL argument gives
 *    cudaErrorInsufficientDriver. Argument checks come after initialisation.
 *  - The device queries (properties, attributes, PCI bus ids, cudaChooseDevice, the 1D linear
 *    texture width) never create or need a context. The limit, cache, shared-memory and
 *    priority calls make the current device's primary context current first, even when an
 *    argument is NULL.
 *  - cudaDeviceGetAttribute, the PCI bus id calls, the 1D texture width and the context calls
 *    check nothing of their own beyond what is noted: NULL pointers, attribute and limit values
 *    outside the enums and out-of-range ordinals go to the driver, and the driver's answer (and
 *    the order of its checks) is the result. Runtime and driver enums have the same numbers.
 *  - cudaGetDeviceProperties checks prop (cudaErrorInvalidValue) before the ordinal
 *    (cudaErrorInvalidDevice). NVIDIA's reads every device's properties once at initialisation
 *    and copies them out; we read them from the driver at each call (115 driver calls), which
 *    gives the same values. It writes the fields and leaves prop->reserved as it was.
 */
#include "../memory/memory_internal.h"
#include "internal.h"

#include <string.h>

/* ---------------------------------------------------------------------------------------------
 * Enum correspondences the pass-through calls rely on.
 * ------------------------------------------------------------------------------------------- */

/* Every cudaDeviceAttr is the CUdevice_attribute of the same number (the runtime's "Reserved"
 * entries included), so cudaDeviceGetAttribute casts. Runtime name, driver name: */
#define OCR_DEVICE_ATTRIBUTES(X)                                                                   \
    X(MaxThreadsPerBlock, MAX_THREADS_PER_BLOCK)                                                   \
    X(MaxBlockDimX, MAX_BLOCK_DIM_X)                                                               \
    X(MaxBlockDimY, MAX_BLOCK_DIM_Y)                                                               \
    X(MaxBlockDimZ, MAX_BLOCK_DIM_Z)                                                               \
    X(MaxGridDimX, MAX_GRID_DIM_X)                                                                 \
    X(MaxGridDimY, MAX_GRID_DIM_Y)                                                                 \
    X(MaxGridDimZ, MAX_GRID_DIM_Z)                                                                 \
    X(MaxSharedMemoryPerBlock, MAX_SHARED_MEMORY_PER_BLOCK)                                        \
    X(TotalConstantMemory, TOTAL_CONSTANT_MEMORY)                                                  \
    X(WarpSize, WARP_SIZE)                                                                         \
    X(MaxPitch, MAX_PITCH)                                                                         \
    X(MaxRegistersPerBlock, MAX_REGISTERS_PER_BLOCK)                                               \
    X(ClockRate, CLOCK_RATE)                                                                       \
    X(TextureAlignment, TEXTURE_ALIGNMENT)                                                         \
    X(GpuOverlap, GPU_OVERLAP)                                                                     \
    X(MultiProcessorCount, MULTIPROCESSOR_COUNT)                                                   \
    X(KernelExecTimeout, KERNEL_EXEC_TIMEOUT)                                                      \
    X(Integrated, INTEGRATED)                                                                      \
    X(CanMapHostMemory, CAN_MAP_HOST_MEMORY)                                                       \
    X(ComputeMode, COMPUTE_MODE)                                                                   \
    X(MaxTexture1DWidth, MAXIMUM_TEXTURE1D_WIDTH)                                                  \
    X(MaxTexture2DWidth, MAXIMUM_TEXTURE2D_WIDTH)                                                  \
    X(MaxTexture2DHeight, MAXIMUM_TEXTURE2D_HEIGHT)                                                \
    X(MaxTexture3DWidth, MAXIMUM_TEXTURE3D_WIDTH)                                                  \
    X(MaxTexture3DHeight, MAXIMUM_TEXTURE3D_HEIGHT)                                                \
    X(MaxTexture3DDepth, MAXIMUM_TEXTURE3D_DEPTH)                                                  \
    X(MaxTexture2DLayeredWidth, MAXIMUM_TEXTURE2D_LAYERED_WIDTH)                                   \
    X(MaxTexture2DLayeredHeight, MAXIMUM_TEXTURE2D_LAYERED_HEIGHT)                                 \
    X(MaxTexture2DLayeredLayers, MAXIMUM_TEXTURE2D_LAYERED_LAYERS)                                 \
    X(SurfaceAlignment, SURFACE_ALIGNMENT)                                                         \
    X(ConcurrentKernels, CONCURRENT_KERNELS)                                                       \
    X(EccEnabled, ECC_ENABLED)                                                                     \
    X(PciBusId, PCI_BUS_ID)                                                                        \
    X(PciDeviceId, PCI_DEVICE_ID)                                                                  \
    X(TccDriver, TCC_DRIVER)                                                                       \
    X(MemoryClockRate, MEMORY_CLOCK_RATE)                                                          \
    X(GlobalMemoryBusWidth, GLOBAL_MEMORY_BUS_WIDTH)                                               \
    X(L2CacheSize, L2_CACHE_SIZE)                                                                  \
    X(MaxThreadsPerMultiProcessor, MAX_THREADS_PER_MULTIPROCESSOR)                                 \
    X(AsyncEngineCount, ASYNC_ENGINE_COUNT)                                                        \
    X(UnifiedAddressing, UNIFIED_ADDRESSING)                                                       \
    X(MaxTexture1DLayeredWidth, MAXIMUM_TEXTURE1D_LAYERED_WIDTH)                                   \
    X(MaxTexture1DLayeredLayers, MAXIMUM_TEXTURE1D_LAYERED_LAYERS)                                 \
    X(MaxTexture2DGatherWidth, MAXIMUM_TEXTURE2D_GATHER_WIDTH)                                     \
    X(MaxTexture2DGatherHeight, MAXIMUM_TEXTURE2D_GATHER_HEIGHT)                                   \
    X(MaxTexture3DWidthAlt, MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE)                                     \
    X(MaxTexture3DHeightAlt, MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE)                                   \
    X(MaxTexture3DDepthAlt, MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE)                                     \
    X(PciDomainId, PCI_DOMAIN_ID)                                                                  \
    X(TexturePitchAlignment, TEXTURE_PITCH_ALIGNMENT)                                              \
    X(MaxTextureCubemapWidth, MAXIMUM_TEXTURECUBEMAP_WIDTH)                                        \
    X(MaxTextureCubemapLayeredWidth, MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH)                         \
    X(MaxTextureCubemapLayeredLayers, MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS)                       \
    X(MaxSurface1DWidth, MAXIMUM_SURFACE1D_WIDTH)                                                  \
    X(MaxSurface2DWidth, MAXIMUM_SURFACE2D_WIDTH)                                                  \
    X(MaxSurface2DHeight, MAXIMUM_SURFACE2D_HEIGHT)                                                \
    X(MaxSurface3DWidth, MAXIMUM_SURFACE3D_WIDTH)                                                  \
    X(MaxSurface3DHeight, MAXIMUM_SURFACE3D_HEIGHT)                                                \
    X(MaxSurface3DDepth, MAXIMUM_SURFACE3D_DEPTH)                                                  \
    X(MaxSurface1DLayeredWidth, MAXIMUM_SURFACE1D_LAYERED_WIDTH)                                   \
    X(MaxSurface1DLayeredLayers, MAXIMUM_SURFACE1D_LAYERED_LAYERS)                                 \
    X(MaxSurface2DLayeredWidth, MAXIMUM_SURFACE2D_LAYERED_WIDTH)                                   \
    X(MaxSurface2DLayeredHeight, MAXIMUM_SURFACE2D_LAYERED_HEIGHT)                                 \
    X(MaxSurface2DLayeredLayers, MAXIMUM_SURFACE2D_LAYERED_LAYERS)                                 \
    X(MaxSurfaceCubemapWidth, MAXIMUM_SURFACECUBEMAP_WIDTH)                                        \
    X(MaxSurfaceCubemapLayeredWidth, MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH)                         \
    X(MaxSurfaceCubemapLayeredLayers, MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS)                       \
    X(MaxTexture1DLinearWidth, MAXIMUM_TEXTURE1D_LINEAR_WIDTH)                                     \
    X(MaxTexture2DLinearWidth, MAXIMUM_TEXTURE2D_LINEAR_WIDTH)                                     \
    X(MaxTexture2DLinearHeight, MAXIMUM_TEXTURE2D_LINEAR_HEIGHT)                                   \
    X(MaxTexture2DLinearPitch, MAXIMUM_TEXTURE2D_LINEAR_PITCH)                                     \
    X(MaxTexture2DMipmappedWidth, MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH)                               \
    X(MaxTexture2DMipmappedHeight, MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT)                             \
    X(ComputeCapabilityMajor, COMPUTE_CAPABILITY_MAJOR)                                            \
    X(ComputeCapabilityMinor, COMPUTE_CAPABILITY_MINOR)                                            \
    X(MaxTexture1DMipmappedWidth, MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH)                               \
    X(StreamPrioritiesSupported, STREAM_PRIORITIES_SUPPORTED)                                      \
    X(GlobalL1CacheSupported, GLOBAL_L1_CACHE_SUPPORTED)                                           \
    X(LocalL1CacheSupported, LOCAL_L1_CACHE_SUPPORTED)                                             \
    X(MaxSharedMemoryPerMultiprocessor, MAX_SHARED_MEMORY_PER_MULTIPROCESSOR)                      \
    X(MaxRegistersPerMultiprocessor, MAX_REGISTERS_PER_MULTIPROCESSOR)                             \
    X(ManagedMemory, MANAGED_MEMORY)                                                               \
    X(IsMultiGpuBoard, MULTI_GPU_BOARD)                                                            \
    X(MultiGpuBoardGroupID, MULTI_GPU_BOARD_GROUP_ID)                                              \
    X(HostNativeAtomicSupported, HOST_NATIVE_ATOMIC_SUPPORTED)                                     \
    X(SingleToDoublePrecisionPerfRatio, SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO)                     \
    X(PageableMemoryAccess, PAGEABLE_MEMORY_ACCESS)                                                \
    X(ConcurrentManagedAccess, CONCURRENT_MANAGED_ACCESS)                                          \
    X(ComputePreemptionSupported, COMPUTE_PREEMPTION_SUPPORTED)                                    \
    X(CanUseHostPointerForRegisteredMem, CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM)                  \
    X(Reserved92, CAN_USE_STREAM_MEM_OPS_V1)                                                       \
    X(Reserved93, CAN_USE_64_BIT_STREAM_MEM_OPS_V1)                                                \
    X(Reserved94, CAN_USE_STREAM_WAIT_VALUE_NOR_V1)                                                \
    X(CooperativeLaunch, COOPERATIVE_LAUNCH)                                                       \
    X(Reserved96, COOPERATIVE_MULTI_DEVICE_LAUNCH)                                                 \
    X(MaxSharedMemoryPerBlockOptin, MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)                             \
    X(CanFlushRemoteWrites, CAN_FLUSH_REMOTE_WRITES)                                               \
    X(HostRegisterSupported, HOST_REGISTER_SUPPORTED)                                              \
    X(PageableMemoryAccessUsesHostPageTables, PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES)        \
    X(DirectManagedMemAccessFromHost, DIRECT_MANAGED_MEM_ACCESS_FROM_HOST)                         \
    X(MaxBlocksPerMultiprocessor, MAX_BLOCKS_PER_MULTIPROCESSOR)                                   \
    X(MaxPersistingL2CacheSize, MAX_PERSISTING_L2_CACHE_SIZE)                                      \
    X(MaxAccessPolicyWindowSize, MAX_ACCESS_POLICY_WINDOW_SIZE)                                    \
    X(ReservedSharedMemoryPerBlock, RESERVED_SHARED_MEMORY_PER_BLOCK)                              \
    X(SparseCudaArraySupported, SPARSE_CUDA_ARRAY_SUPPORTED)                                       \
    X(HostRegisterReadOnlySupported, READ_ONLY_HOST_REGISTER_SUPPORTED)                            \
    X(TimelineSemaphoreInteropSupported, TIMELINE_SEMAPHORE_INTEROP_SUPPORTED)                     \
    X(MemoryPoolsSupported, MEMORY_POOLS_SUPPORTED)                                                \
    X(GPUDirectRDMASupported, GPU_DIRECT_RDMA_SUPPORTED)                                           \
    X(GPUDirectRDMAFlushWritesOptions, GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS)                       \
    X(GPUDirectRDMAWritesOrdering, GPU_DIRECT_RDMA_WRITES_ORDERING)                                \
    X(MemoryPoolSupportedHandleTypes, MEMPOOL_SUPPORTED_HANDLE_TYPES)                              \
    X(ClusterLaunch, CLUSTER_LAUNCH)                                                               \
    X(DeferredMappingCudaArraySupported, DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED)                    \
    X(Reserved122, CAN_USE_64_BIT_STREAM_MEM_OPS)                                                  \
    X(Reserved123, CAN_USE_STREAM_WAIT_VALUE_NOR)                                                  \
    X(Reserved124, DMA_BUF_SUPPORTED)                                                              \
    X(IpcEventSupport, IPC_EVENT_SUPPORTED)                                                        \
    X(MemSyncDomainCount, MEM_SYNC_DOMAIN_COUNT)                                                   \
    X(Reserved127, TENSOR_MAP_ACCESS_SUPPORTED)                                                    \
    X(Reserved128, HANDLE_TYPE_FABRIC_SUPPORTED)                                                   \
    X(Reserved129, UNIFIED_FUNCTION_POINTERS)                                                      \
    X(NumaConfig, NUMA_CONFIG)                                                                     \
    X(NumaId, NUMA_ID)                                                                             \
    X(Reserved132, MULTICAST_SUPPORTED)                                                            \
    X(MpsEnabled, MPS_ENABLED)                                                                     \
    X(HostNumaId, HOST_NUMA_ID)                                                                    \
    X(D3D12CigSupported, D3D12_CIG_SUPPORTED)                                                      \
    X(VulkanCigSupported, VULKAN_CIG_SUPPORTED)                                                    \
    X(GpuPciDeviceId, GPU_PCI_DEVICE_ID)                                                           \
    X(GpuPciSubsystemId, GPU_PCI_SUBSYSTEM_ID)                                                     \
    X(Reserved141, HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED)                                  \
    X(HostNumaMemoryPoolsSupported, HOST_NUMA_MEMORY_POOLS_SUPPORTED)                              \
    X(HostNumaMultinodeIpcSupported, HOST_NUMA_MULTINODE_IPC_SUPPORTED)                            \
    X(HostMemoryPoolsSupported, HOST_MEMORY_POOLS_SUPPORTED)                                       \
    X(Reserved145, HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED)                                       \
    X(OnlyPartialHostNativeAtomicSupported, ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED)

#define OCR_SAME_ATTRIBUTE(rt, cu)                                                                 \
    _Static_assert((int)cudaDevAttr##rt == (int)CU_DEVICE_ATTRIBUTE_##cu, "cudaDevAttr" #rt);
OCR_DEVICE_ATTRIBUTES(OCR_SAME_ATTRIBUTE)
#undef OCR_SAME_ATTRIBUTE

_Static_assert((int)cudaLimitStackSize == (int)CU_LIMIT_STACK_SIZE &&
                   (int)cudaLimitPrintfFifoSize == (int)CU_LIMIT_PRINTF_FIFO_SIZE &&
                   (int)cudaLimitMallocHeapSize == (int)CU_LIMIT_MALLOC_HEAP_SIZE &&
                   (int)cudaLimitDevRuntimeSyncDepth == (int)CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH &&
                   (int)cudaLimitDevRuntimePendingLaunchCount ==
                       (int)CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT &&
                   (int)cudaLimitMaxL2FetchGranularity == (int)CU_LIMIT_MAX_L2_FETCH_GRANULARITY &&
                   (int)cudaLimitPersistingL2CacheSize == (int)CU_LIMIT_PERSISTING_L2_CACHE_SIZE,
               "cudaLimit and CUlimit differ");
_Static_assert((int)cudaFuncCachePreferNone == (int)CU_FUNC_CACHE_PREFER_NONE &&
                   (int)cudaFuncCachePreferShared == (int)CU_FUNC_CACHE_PREFER_SHARED &&
                   (int)cudaFuncCachePreferL1 == (int)CU_FUNC_CACHE_PREFER_L1 &&
                   (int)cudaFuncCachePreferEqual == (int)CU_FUNC_CACHE_PREFER_EQUAL,
               "cudaFuncCache and CUfunc_cache differ");
_Static_assert((int)cudaSharedMemBankSizeDefault == (int)CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE &&
                   (int)cudaSharedMemBankSizeFourByte ==
                       (int)CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE &&
                   (int)cudaSharedMemBankSizeEightByte ==
                       (int)CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE,
               "cudaSharedMemConfig and CUsharedconfig differ");

/* ---------------------------------------------------------------------------------------------
 * cudaDeviceProp: which driver attribute fills which field.
 * ------------------------------------------------------------------------------------------- */
struct prop_field {
    unsigned short offset; /* of the field (or array element) in struct cudaDeviceProp */
    unsigned char size;    /* 4: int or unsigned int, 8: size_t */
    CUdevice_attribute attr;
};

#define FIELD(member, attr)                                                                        \
    {                                                                                              \
        offsetof(struct cudaDeviceProp, member), sizeof(((struct cudaDeviceProp *)0)->member),     \
            CU_DEVICE_ATTRIBUTE_##attr                                                             \
    }

/* In the order of struct cudaDeviceProp (driver_types.h). Not here: name (cuDeviceGetName),
 * uuid (cuDeviceGetUuid), luid and luidDeviceNodeMask (Windows only: zero on Linux, as NVIDIA's
 * runtime leaves them), totalGlobalMem (cuDeviceTotalMem), reserved. Each value is the
 * driver's, unchanged; an int widens to size_t with its sign, as NVIDIA's does. */
static const struct prop_field prop_fields[] = {
    FIELD(sharedMemPerBlock, MAX_SHARED_MEMORY_PER_BLOCK),
    FIELD(regsPerBlock, MAX_REGISTERS_PER_BLOCK),
    FIELD(warpSize, WARP_SIZE),
    FIELD(memPitch, MAX_PITCH),
    FIELD(maxThreadsPerBlock, MAX_THREADS_PER_BLOCK),
    FIELD(maxThreadsDim[0], MAX_BLOCK_DIM_X),
    FIELD(maxThreadsDim[1], MAX_BLOCK_DIM_Y),
    FIELD(maxThreadsDim[2], MAX_BLOCK_DIM_Z),
    FIELD(maxGridSize[0], MAX_GRID_DIM_X),
    FIELD(maxGridSize[1], MAX_GRID_DIM_Y),
    FIELD(maxGridSize[2], MAX_GRID_DIM_Z),
    FIELD(totalConstMem, TOTAL_CONSTANT_MEMORY),
    FIELD(major, COMPUTE_CAPABILITY_MAJOR),
    FIELD(minor, COMPUTE_CAPABILITY_MINOR),
    FIELD(textureAlignment, TEXTURE_ALIGNMENT),
    FIELD(texturePitchAlignment, TEXTURE_PITCH_ALIGNMENT),
    FIELD(multiProcessorCount, MULTIPROCESSOR_COUNT),
    FIELD(integrated, INTEGRATED),
    FIELD(canMapHostMemory, CAN_MAP_HOST_MEMORY),
    FIELD(maxTexture1D, MAXIMUM_TEXTURE1D_WIDTH),
    FIELD(maxTexture1DMipmap, MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH),
    FIELD(maxTexture2D[0], MAXIMUM_TEXTURE2D_WIDTH),
    FIELD(maxTexture2D[1], MAXIMUM_TEXTURE2D_HEIGHT),
    FIELD(maxTexture2DMipmap[0], MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH),
    FIELD(maxTexture2DMipmap[1], MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT),
    FIELD(maxTexture2DLinear[0], MAXIMUM_TEXTURE2D_LINEAR_WIDTH),
    FIELD(maxTexture2DLinear[1], MAXIMUM_TEXTURE2D_LINEAR_HEIGHT),
    FIELD(maxTexture2DLinear[2], MAXIMUM_TEXTURE2D_LINEAR_PITCH),
    FIELD(maxTexture2DGather[0], MAXIMUM_TEXTURE2D_GATHER_WIDTH),
    FIELD(maxTexture2DGather[1], MAXIMUM_TEXTURE2D_GATHER_HEIGHT),
    FIELD(maxTexture3D[0], MAXIMUM_TEXTURE3D_WIDTH),
    FIELD(maxTexture3D[1], MAXIMUM_TEXTURE3D_HEIGHT),
    FIELD(maxTexture3D[2], MAXIMUM_TEXTURE3D_DEPTH),
    FIELD(maxTexture3DAlt[0], MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE),
    FIELD(maxTexture3DAlt[1], MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE),
    FIELD(maxTexture3DAlt[2], MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE),
    FIELD(maxTextureCubemap, MAXIMUM_TEXTURECUBEMAP_WIDTH),
    FIELD(maxTexture1DLayered[0], MAXIMUM_TEXTURE1D_LAYERED_WIDTH),
    FIELD(maxTexture1DLayered[1], MAXIMUM_TEXTURE1D_LAYERED_LAYERS),
    FIELD(maxTexture2DLayered[0], MAXIMUM_TEXTURE2D_LAYERED_WIDTH),
    FIELD(maxTexture2DLayered[1], MAXIMUM_TEXTURE2D_LAYERED_HEIGHT),
    FIELD(maxTexture2DLayered[2], MAXIMUM_TEXTURE2D_LAYERED_LAYERS),
    FIELD(maxTextureCubemapLayered[0], MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH),
    FIELD(maxTextureCubemapLayered[1], MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS),
    FIELD(maxSurface1D, MAXIMUM_SURFACE1D_WIDTH),
    FIELD(maxSurface2D[0], MAXIMUM_SURFACE2D_WIDTH),
    FIELD(maxSurface2D[1], MAXIMUM_SURFACE2D_HEIGHT),
    FIELD(maxSurface3D[0], MAXIMUM_SURFACE3D_WIDTH),
    FIELD(maxSurface3D[1], MAXIMUM_SURFACE3D_HEIGHT),
    FIELD(maxSurface3D[2], MAXIMUM_SURFACE3D_DEPTH),
    FIELD(maxSurface1DLayered[0], MAXIMUM_SURFACE1D_LAYERED_WIDTH),
    FIELD(maxSurface1DLayered[1], MAXIMUM_SURFACE1D_LAYERED_LAYERS),
    FIELD(maxSurface2DLayered[0], MAXIMUM_SURFACE2D_LAYERED_WIDTH),
    FIELD(maxSurface2DLayered[1], MAXIMUM_SURFACE2D_LAYERED_HEIGHT),
    FIELD(maxSurface2DLayered[2], MAXIMUM_SURFACE2D_LAYERED_LAYERS),
    FIELD(maxSurfaceCubemap, MAXIMUM_SURFACECUBEMAP_WIDTH),
    FIELD(maxSurfaceCubemapLayered[0], MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH),
    FIELD(maxSurfaceCubemapLayered[1], MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS),
    FIELD(surfaceAlignment, SURFACE_ALIGNMENT),
    FIELD(concurrentKernels, CONCURRENT_KERNELS),
    FIELD(ECCEnabled, ECC_ENABLED),
    FIELD(pciBusID, PCI_BUS_ID),
    FIELD(pciDeviceID, PCI_DEVICE_ID),
    FIELD(pciDomainID, PCI_DOMAIN_ID),
    FIELD(tccDriver, TCC_DRIVER),
    FIELD(asyncEngineCount, ASYNC_ENGINE_COUNT),
    FIELD(unifiedAddressing, UNIFIED_ADDRESSING),
    FIELD(memoryBusWidth, GLOBAL_MEMORY_BUS_WIDTH),
    FIELD(l2CacheSize, L2_CACHE_SIZE),
    FIELD(persistingL2CacheMaxSize, MAX_PERSISTING_L2_CACHE_SIZE),
    FIELD(maxThreadsPerMultiProcessor, MAX_THREADS_PER_MULTIPROCESSOR),
    FIELD(streamPrioritiesSupported, STREAM_PRIORITIES_SUPPORTED),
    FIELD(globalL1CacheSupported, GLOBAL_L1_CACHE_SUPPORTED),
    FIELD(localL1CacheSupported, LOCAL_L1_CACHE_SUPPORTED),
    FIELD(sharedMemPerMultiprocessor, MAX_SHARED_MEMORY_PER_MULTIPROCESSOR),
    FIELD(regsPerMultiprocessor, MAX_REGISTERS_PER_MULTIPROCESSOR),
    FIELD(managedMemory, MANAGED_MEMORY),
    FIELD(isMultiGpuBoard, MULTI_GPU_BOARD),
    FIELD(multiGpuBoardGroupID, MULTI_GPU_BOARD_GROUP_ID),
    FIELD(hostNativeAtomicSupported, HOST_NATIVE_ATOMIC_SUPPORTED),
    FIELD(pageableMemoryAccess, PAGEABLE_MEMORY_ACCESS),
    FIELD(concurrentManagedAccess, CONCURRENT_MANAGED_ACCESS),
    FIELD(computePreemptionSupported, COMPUTE_PREEMPTION_SUPPORTED),
    FIELD(canUseHostPointerForRegisteredMem, CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM),
    FIELD(cooperativeLaunch, COOPERATIVE_LAUNCH),
    FIELD(sharedMemPerBlockOptin, MAX_SHARED_MEMORY_PER_BLOCK_OPTIN),
    FIELD(pageableMemoryAccessUsesHostPageTables, PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES),
    FIELD(directManagedMemAccessFromHost, DIRECT_MANAGED_MEM_ACCESS_FROM_HOST),
    FIELD(maxBlocksPerMultiProcessor, MAX_BLOCKS_PER_MULTIPROCESSOR),
    FIELD(accessPolicyMaxWindowSize, MAX_ACCESS_POLICY_WINDOW_SIZE),
    FIELD(reservedSharedMemPerBlock, RESERVED_SHARED_MEMORY_PER_BLOCK),
    FIELD(hostRegisterSupported, HOST_REGISTER_SUPPORTED),
    FIELD(sparseCudaArraySupported, SPARSE_CUDA_ARRAY_SUPPORTED),
    FIELD(hostRegisterReadOnlySupported, READ_ONLY_HOST_REGISTER_SUPPORTED),
    FIELD(timelineSemaphoreInteropSupported, TIMELINE_SEMAPHORE_INTEROP_SUPPORTED),
    FIELD(memoryPoolsSupported, MEMORY_POOLS_SUPPORTED),
    FIELD(gpuDirectRDMASupported, GPU_DIRECT_RDMA_SUPPORTED),
    FIELD(gpuDirectRDMAFlushWritesOptions, GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS),
    FIELD(gpuDirectRDMAWritesOrdering, GPU_DIRECT_RDMA_WRITES_ORDERING),
    FIELD(memoryPoolSupportedHandleTypes, MEMPOOL_SUPPORTED_HANDLE_TYPES),
    FIELD(deferredMappingCudaArraySupported, DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED),
    FIELD(ipcEventSupported, IPC_EVENT_SUPPORTED),
    FIELD(clusterLaunch, CLUSTER_LAUNCH),
    FIELD(unifiedFunctionPointers, UNIFIED_FUNCTION_POINTERS),
    FIELD(deviceNumaConfig, NUMA_CONFIG),
    FIELD(deviceNumaId, NUMA_ID),
    FIELD(mpsEnabled, MPS_ENABLED),
    FIELD(hostNumaId, HOST_NUMA_ID),
    FIELD(gpuPciDeviceID, GPU_PCI_DEVICE_ID),
    FIELD(gpuPciSubsystemID, GPU_PCI_SUBSYSTEM_ID),
    FIELD(hostNumaMultinodeIpcSupported, HOST_NUMA_MULTINODE_IPC_SUPPORTED),
};
#undef FIELD

_Static_assert(sizeof(struct cudaDeviceProp) == 1008, "the CUDA 13.0 cudaDeviceProp");
_Static_assert(offsetof(struct cudaDeviceProp, reserved) == 784, "the CUDA 13.0 cudaDeviceProp");

/* Store a driver attribute value into a field of size f->size. */
static void store_field(struct cudaDeviceProp *p, const struct prop_field *f, int value)
{
    char *dst = (char *)p + f->offset;
    if (f->size == sizeof(size_t)) {
        size_t wide = (size_t)value;
        memcpy(dst, &wide, sizeof wide);
    } else {
        memcpy(dst, &value, sizeof value);
    }
}

/* Fill every field of *p except reserved from the driver (no context needed). On failure *p is
 * partly filled and the mapped driver error is returned. NVIDIA's runtime reads the same
 * values at initialisation, where a failing query fails initialisation
 * (cudaErrorInitializationError); a driver of the required version answers them all. */
static cudaError_t read_properties(CUdevice dev, struct cudaDeviceProp *p)
{
    memset(p, 0, sizeof *p);
    CUresult r = DRV.cuDeviceGetName(p->name, (int)sizeof p->name, dev);
    if (r == CUDA_SUCCESS)
        r = DRV.cuDeviceGetUuid(&p->uuid, dev); /* cudaUUID_t is CUuuid */
    if (r == CUDA_SUCCESS)
        r = DRV.cuDeviceTotalMem(&p->totalGlobalMem, dev);
    for (size_t i = 0; r == CUDA_SUCCESS && i < sizeof prop_fields / sizeof prop_fields[0]; i++) {
        int value = 0;
        r = DRV.cuDeviceGetAttribute(&value, prop_fields[i].attr, dev);
        if (r == CUDA_SUCCESS)
            store_field(p, &prop_fields[i], value);
    }
    return ocr_cu(r);
}

cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && prop == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    struct cudaDeviceProp p;
    if (err == cudaSuccess)
        err = read_properties(ocr_devices[device].dev, &p);
    /* Everything up to reserved, padding included (zero); reserved stays as the caller had it. */
    if (err == cudaSuccess)
        memcpy(prop, &p, offsetof(struct cudaDeviceProp, reserved));
    OCR_RETURN(err);
}

cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    cudaError_t err = ocr_init();
    int v = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetAttribute(value ? &v : NULL, (CUdevice_attribute)attr,
                                              ocr_cu_device(device)));
    if (err == cudaSuccess && value != NULL)
        *value = v;
    OCR_RETURN(err);
}

/* ---------------------------------------------------------------------------------------------
 * PCI bus ids
 * ------------------------------------------------------------------------------------------- */
cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetPCIBusId(pciBusId, len, ocr_cu_device(device)));
    OCR_RETURN(err);
}

cudaError_t cudaDeviceGetByPCIBusId(int *device, const char *pciBusId)
{
    cudaError_t err = ocr_init();
    CUdevice dev = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetByPCIBusId(device ? &dev : NULL, pciBusId));
    if (err == cudaSuccess && device != NULL) {
        /* The runtime ordinal of the driver's device. On NVIDIA's drivers the two are equal and
         * NVIDIA's runtime returns the handle as it is; one we do not know cannot happen there. */
        int d = ocr_device_ordinal(dev);
        if (d >= 0)
            *device = d;
        else
            err = cudaErrorInvalidDevice;
    }
    OCR_RETURN(err);
}

/* ---------------------------------------------------------------------------------------------
 * cudaChooseDevice
 * ------------------------------------------------------------------------------------------- */

/* NVIDIA's runtime scores every device against *prop and returns the first device with the
 * highest score. Observed with two and three devices of different compute capability, name and
 * memory size, the score counts one point for each of:
 *   - name equal to prop->name (the whole string, case-sensitive);
 *   - major equal to prop->major;
 *   - compute capability at least prop's: major > prop->major, or equal major and
 *     minor >= prop->minor;
 *   - totalGlobalMem >= prop->totalGlobalMem.
 * No other field changes the choice (each field was set alone to the second device's value).
 * So an exact compute capability (2 points) beats a higher one, while a device of the same major
 * but a lower minor ties with a higher one (1 point each); ties go to the lowest ordinal, and a
 * zeroed prop picks device 0. */
static cudaError_t choose_score(int d, const struct cudaDeviceProp *want, int *score)
{
    CUdevice dev = ocr_devices[d].dev;
    char name[sizeof want->name];
    size_t mem = 0;
    int major = 0, minor = 0;
    CUresult r = DRV.cuDeviceGetName(name, (int)sizeof name, dev);
    if (r == CUDA_SUCCESS)
        r = DRV.cuDeviceTotalMem(&mem, dev);
    if (r == CUDA_SUCCESS)
        r = DRV.cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev);
    if (r == CUDA_SUCCESS)
        r = DRV.cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev);
    if (r != CUDA_SUCCESS)
        return ocr_cu(r);
    name[sizeof name - 1] = '\0';
    *score = (strncmp(name, want->name, sizeof name) == 0) + (major == want->major) +
             (major > want->major || (major == want->major && minor >= want->minor)) +
             (mem >= want->totalGlobalMem);
    return cudaSuccess;
}

cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && (device == NULL || prop == NULL))
        err = cudaErrorInvalidValue;
    int best = 0, best_score = -1;
    for (int d = 0; err == cudaSuccess && d < ocr_device_count; d++) {
        int score = 0;
        err = choose_score(d, prop, &score);
        if (err == cudaSuccess && score > best_score) {
            best = d;
            best_score = score;
        }
    }
    if (err == cudaSuccess)
        *device = best;
    OCR_RETURN(err);
}

/* ---------------------------------------------------------------------------------------------
 * cudaDeviceGetTexture1DLinearMaxWidth
 * ------------------------------------------------------------------------------------------- */

/* Checked in this order, all before the driver (which checks maxWidthInElements and device):
 * fmtDesc NULL -> cudaErrorInvalidValue; descriptor not translatable (ocr_channel_format) ->
 * cudaErrorInvalidChannelDescriptor. */
cudaError_t cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements,
                                                 const struct cudaChannelFormatDesc *fmtDesc,
                                                 int device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && fmtDesc == NULL)
        err = cudaErrorInvalidValue;
    CUarray_format format = CU_AD_FORMAT_FLOAT;
    unsigned channels = 0;
    if (err == cudaSuccess)
        err = ocr_channel_format(fmtDesc, &format, &channels);
    size_t width = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetTexture1DLinearMaxWidth(
            maxWidthInElements ? &width : NULL, format, channels, ocr_cu_device(device)));
    if (err == cudaSuccess && maxWidthInElements != NULL)
        *maxWidthInElements = width;
    OCR_RETURN(err);
}

/* ---------------------------------------------------------------------------------------------
 * The current context's settings. Each makes the current device's primary context current (or
 * uses the context the application made current) and passes its arguments to the driver as they
 * are: the enums have the driver's numbers, and the driver checks pointers and values, e.g. an
 * unknown limit is cudaErrorUnsupportedLimit from cuCtxGetLimit/cuCtxSetLimit. The driver-only
 * limits 7-9 (CU_LIMIT_SHMEM_SIZE, CU_LIMIT_CIG_*) reach it too, as with NVIDIA's runtime.
 * ------------------------------------------------------------------------------------------- */
cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    cudaError_t err = ocr_enter();
    size_t v = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxGetLimit(pValue ? &v : NULL, (CUlimit)limit));
    if (err == cudaSuccess && pValue != NULL)
        *pValue = v;
    OCR_RETURN(err);
}

cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxSetLimit((CUlimit)limit, value));
    OCR_RETURN(err);
}

cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    cudaError_t err = ocr_enter();
    CUfunc_cache c = CU_FUNC_CACHE_PREFER_NONE;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxGetCacheConfig(pCacheConfig ? &c : NULL));
    if (err == cudaSuccess && pCacheConfig != NULL)
        *pCacheConfig = (enum cudaFuncCache)c;
    OCR_RETURN(err);
}

cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxSetCacheConfig((CUfunc_cache)cacheConfig));
    OCR_RETURN(err);
}

/* Either pointer may be NULL (documented); the driver skips it. */
cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    cudaError_t err = ocr_enter();
    int least = 0, greatest = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxGetStreamPriorityRange(leastPriority ? &least : NULL,
                                                     greatestPriority ? &greatest : NULL));
    if (err == cudaSuccess && leastPriority != NULL)
        *leastPriority = least;
    if (err == cudaSuccess && greatestPriority != NULL)
        *greatestPriority = greatest;
    OCR_RETURN(err);
}

/* Deprecated in 13.0 but still exported. */
cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig)
{
    cudaError_t err = ocr_enter();
    CUsharedconfig c = CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxGetSharedMemConfig(pConfig ? &c : NULL));
    if (err == cudaSuccess && pConfig != NULL)
        *pConfig = (enum cudaSharedMemConfig)c;
    OCR_RETURN(err);
}

cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxSetSharedMemConfig((CUsharedconfig)config));
    OCR_RETURN(err);
}
