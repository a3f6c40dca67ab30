/*
 * GENERATED FILE: do not edit. Regenerate with
 *   python3 generators/gen_entries.py CUDA/include/cuda_runtime_api.h EXPORTS --outdir calls \
 *       --record record/record_generated.c
 */
#include "decode.h"

static const struct ocr_enum_name enum_cudaChannelFormatKind[] = {
    {0, "cudaChannelFormatKindSigned"},
    {1, "cudaChannelFormatKindUnsigned"},
    {2, "cudaChannelFormatKindFloat"},
    {3, "cudaChannelFormatKindNone"},
    {4, "cudaChannelFormatKindNV12"},
    {5, "cudaChannelFormatKindUnsignedNormalized8X1"},
    {6, "cudaChannelFormatKindUnsignedNormalized8X2"},
    {7, "cudaChannelFormatKindUnsignedNormalized8X4"},
    {8, "cudaChannelFormatKindUnsignedNormalized16X1"},
    {9, "cudaChannelFormatKindUnsignedNormalized16X2"},
    {10, "cudaChannelFormatKindUnsignedNormalized16X4"},
    {11, "cudaChannelFormatKindSignedNormalized8X1"},
    {12, "cudaChannelFormatKindSignedNormalized8X2"},
    {13, "cudaChannelFormatKindSignedNormalized8X4"},
    {14, "cudaChannelFormatKindSignedNormalized16X1"},
    {15, "cudaChannelFormatKindSignedNormalized16X2"},
    {16, "cudaChannelFormatKindSignedNormalized16X4"},
    {17, "cudaChannelFormatKindUnsignedBlockCompressed1"},
    {18, "cudaChannelFormatKindUnsignedBlockCompressed1SRGB"},
    {19, "cudaChannelFormatKindUnsignedBlockCompressed2"},
    {20, "cudaChannelFormatKindUnsignedBlockCompressed2SRGB"},
    {21, "cudaChannelFormatKindUnsignedBlockCompressed3"},
    {22, "cudaChannelFormatKindUnsignedBlockCompressed3SRGB"},
    {23, "cudaChannelFormatKindUnsignedBlockCompressed4"},
    {24, "cudaChannelFormatKindSignedBlockCompressed4"},
    {25, "cudaChannelFormatKindUnsignedBlockCompressed5"},
    {26, "cudaChannelFormatKindSignedBlockCompressed5"},
    {27, "cudaChannelFormatKindUnsignedBlockCompressed6H"},
    {28, "cudaChannelFormatKindSignedBlockCompressed6H"},
    {29, "cudaChannelFormatKindUnsignedBlockCompressed7"},
    {30, "cudaChannelFormatKindUnsignedBlockCompressed7SRGB"},
    {31, "cudaChannelFormatKindUnsignedNormalized1010102"},
    {32, "cudaChannelFormatKindUnsigned8Packed422"},
    {33, "cudaChannelFormatKindUnsigned8Packed444"},
    {34, "cudaChannelFormatKindUnsigned8SemiPlanar420"},
    {35, "cudaChannelFormatKindUnsigned16SemiPlanar420"},
    {36, "cudaChannelFormatKindUnsigned8SemiPlanar422"},
    {37, "cudaChannelFormatKindUnsigned16SemiPlanar422"},
    {38, "cudaChannelFormatKindUnsigned8SemiPlanar444"},
    {39, "cudaChannelFormatKindUnsigned16SemiPlanar444"},
    {40, "cudaChannelFormatKindUnsigned8Planar420"},
    {41, "cudaChannelFormatKindUnsigned16Planar420"},
    {42, "cudaChannelFormatKindUnsigned8Planar422"},
    {43, "cudaChannelFormatKindUnsigned16Planar422"},
    {44, "cudaChannelFormatKindUnsigned8Planar444"},
    {45, "cudaChannelFormatKindUnsigned16Planar444"},
};
static const struct ocr_enum_name enum_cudaDevResourceType[] = {
    {0, "cudaDevResourceTypeInvalid"},
    {1, "cudaDevResourceTypeSm"},
    {1000, "cudaDevResourceTypeWorkqueueConfig"},
    {10000, "cudaDevResourceTypeWorkqueue"},
};
static const struct ocr_enum_name enum_cudaDeviceAttr[] = {
    {1, "cudaDevAttrMaxThreadsPerBlock"},
    {2, "cudaDevAttrMaxBlockDimX"},
    {3, "cudaDevAttrMaxBlockDimY"},
    {4, "cudaDevAttrMaxBlockDimZ"},
    {5, "cudaDevAttrMaxGridDimX"},
    {6, "cudaDevAttrMaxGridDimY"},
    {7, "cudaDevAttrMaxGridDimZ"},
    {8, "cudaDevAttrMaxSharedMemoryPerBlock"},
    {9, "cudaDevAttrTotalConstantMemory"},
    {10, "cudaDevAttrWarpSize"},
    {11, "cudaDevAttrMaxPitch"},
    {12, "cudaDevAttrMaxRegistersPerBlock"},
    {13, "cudaDevAttrClockRate"},
    {14, "cudaDevAttrTextureAlignment"},
    {15, "cudaDevAttrGpuOverlap"},
    {16, "cudaDevAttrMultiProcessorCount"},
    {17, "cudaDevAttrKernelExecTimeout"},
    {18, "cudaDevAttrIntegrated"},
    {19, "cudaDevAttrCanMapHostMemory"},
    {20, "cudaDevAttrComputeMode"},
    {21, "cudaDevAttrMaxTexture1DWidth"},
    {22, "cudaDevAttrMaxTexture2DWidth"},
    {23, "cudaDevAttrMaxTexture2DHeight"},
    {24, "cudaDevAttrMaxTexture3DWidth"},
    {25, "cudaDevAttrMaxTexture3DHeight"},
    {26, "cudaDevAttrMaxTexture3DDepth"},
    {27, "cudaDevAttrMaxTexture2DLayeredWidth"},
    {28, "cudaDevAttrMaxTexture2DLayeredHeight"},
    {29, "cudaDevAttrMaxTexture2DLayeredLayers"},
    {30, "cudaDevAttrSurfaceAlignment"},
    {31, "cudaDevAttrConcurrentKernels"},
    {32, "cudaDevAttrEccEnabled"},
    {33, "cudaDevAttrPciBusId"},
    {34, "cudaDevAttrPciDeviceId"},
    {35, "cudaDevAttrTccDriver"},
    {36, "cudaDevAttrMemoryClockRate"},
    {37, "cudaDevAttrGlobalMemoryBusWidth"},
    {38, "cudaDevAttrL2CacheSize"},
    {39, "cudaDevAttrMaxThreadsPerMultiProcessor"},
    {40, "cudaDevAttrAsyncEngineCount"},
    {41, "cudaDevAttrUnifiedAddressing"},
    {42, "cudaDevAttrMaxTexture1DLayeredWidth"},
    {43, "cudaDevAttrMaxTexture1DLayeredLayers"},
    {45, "cudaDevAttrMaxTexture2DGatherWidth"},
    {46, "cudaDevAttrMaxTexture2DGatherHeight"},
    {47, "cudaDevAttrMaxTexture3DWidthAlt"},
    {48, "cudaDevAttrMaxTexture3DHeightAlt"},
    {49, "cudaDevAttrMaxTexture3DDepthAlt"},
    {50, "cudaDevAttrPciDomainId"},
    {51, "cudaDevAttrTexturePitchAlignment"},
    {52, "cudaDevAttrMaxTextureCubemapWidth"},
    {53, "cudaDevAttrMaxTextureCubemapLayeredWidth"},
    {54, "cudaDevAttrMaxTextureCubemapLayeredLayers"},
    {55, "cudaDevAttrMaxSurface1DWidth"},
    {56, "cudaDevAttrMaxSurface2DWidth"},
    {57, "cudaDevAttrMaxSurface2DHeight"},
    {58, "cudaDevAttrMaxSurface3DWidth"},
    {59, "cudaDevAttrMaxSurface3DHeight"},
    {60, "cudaDevAttrMaxSurface3DDepth"},
    {61, "cudaDevAttrMaxSurface1DLayeredWidth"},
    {62, "cudaDevAttrMaxSurface1DLayeredLayers"},
    {63, "cudaDevAttrMaxSurface2DLayeredWidth"},
    {64, "cudaDevAttrMaxSurface2DLayeredHeight"},
    {65, "cudaDevAttrMaxSurface2DLayeredLayers"},
    {66, "cudaDevAttrMaxSurfaceCubemapWidth"},
    {67, "cudaDevAttrMaxSurfaceCubemapLayeredWidth"},
    {68, "cudaDevAttrMaxSurfaceCubemapLayeredLayers"},
    {69, "cudaDevAttrMaxTexture1DLinearWidth"},
    {70, "cudaDevAttrMaxTexture2DLinearWidth"},
    {71, "cudaDevAttrMaxTexture2DLinearHeight"},
    {72, "cudaDevAttrMaxTexture2DLinearPitch"},
    {73, "cudaDevAttrMaxTexture2DMipmappedWidth"},
    {74, "cudaDevAttrMaxTexture2DMipmappedHeight"},
    {75, "cudaDevAttrComputeCapabilityMajor"},
    {76, "cudaDevAttrComputeCapabilityMinor"},
    {77, "cudaDevAttrMaxTexture1DMipmappedWidth"},
    {78, "cudaDevAttrStreamPrioritiesSupported"},
    {79, "cudaDevAttrGlobalL1CacheSupported"},
    {80, "cudaDevAttrLocalL1CacheSupported"},
    {81, "cudaDevAttrMaxSharedMemoryPerMultiprocessor"},
    {82, "cudaDevAttrMaxRegistersPerMultiprocessor"},
    {83, "cudaDevAttrManagedMemory"},
    {84, "cudaDevAttrIsMultiGpuBoard"},
    {85, "cudaDevAttrMultiGpuBoardGroupID"},
    {86, "cudaDevAttrHostNativeAtomicSupported"},
    {87, "cudaDevAttrSingleToDoublePrecisionPerfRatio"},
    {88, "cudaDevAttrPageableMemoryAccess"},
    {89, "cudaDevAttrConcurrentManagedAccess"},
    {90, "cudaDevAttrComputePreemptionSupported"},
    {91, "cudaDevAttrCanUseHostPointerForRegisteredMem"},
    {92, "cudaDevAttrReserved92"},
    {93, "cudaDevAttrReserved93"},
    {94, "cudaDevAttrReserved94"},
    {95, "cudaDevAttrCooperativeLaunch"},
    {96, "cudaDevAttrReserved96"},
    {97, "cudaDevAttrMaxSharedMemoryPerBlockOptin"},
    {98, "cudaDevAttrCanFlushRemoteWrites"},
    {99, "cudaDevAttrHostRegisterSupported"},
    {100, "cudaDevAttrPageableMemoryAccessUsesHostPageTables"},
    {101, "cudaDevAttrDirectManagedMemAccessFromHost"},
    {106, "cudaDevAttrMaxBlocksPerMultiprocessor"},
    {108, "cudaDevAttrMaxPersistingL2CacheSize"},
    {109, "cudaDevAttrMaxAccessPolicyWindowSize"},
    {111, "cudaDevAttrReservedSharedMemoryPerBlock"},
    {112, "cudaDevAttrSparseCudaArraySupported"},
    {113, "cudaDevAttrHostRegisterReadOnlySupported"},
    {114, "cudaDevAttrTimelineSemaphoreInteropSupported"},
    {115, "cudaDevAttrMemoryPoolsSupported"},
    {116, "cudaDevAttrGPUDirectRDMASupported"},
    {117, "cudaDevAttrGPUDirectRDMAFlushWritesOptions"},
    {118, "cudaDevAttrGPUDirectRDMAWritesOrdering"},
    {119, "cudaDevAttrMemoryPoolSupportedHandleTypes"},
    {120, "cudaDevAttrClusterLaunch"},
    {121, "cudaDevAttrDeferredMappingCudaArraySupported"},
    {122, "cudaDevAttrReserved122"},
    {123, "cudaDevAttrReserved123"},
    {124, "cudaDevAttrReserved124"},
    {125, "cudaDevAttrIpcEventSupport"},
    {126, "cudaDevAttrMemSyncDomainCount"},
    {127, "cudaDevAttrReserved127"},
    {128, "cudaDevAttrReserved128"},
    {129, "cudaDevAttrReserved129"},
    {130, "cudaDevAttrNumaConfig"},
    {131, "cudaDevAttrNumaId"},
    {132, "cudaDevAttrReserved132"},
    {133, "cudaDevAttrMpsEnabled"},
    {134, "cudaDevAttrHostNumaId"},
    {135, "cudaDevAttrD3D12CigSupported"},
    {138, "cudaDevAttrVulkanCigSupported"},
    {139, "cudaDevAttrGpuPciDeviceId"},
    {140, "cudaDevAttrGpuPciSubsystemId"},
    {141, "cudaDevAttrReserved141"},
    {142, "cudaDevAttrHostNumaMemoryPoolsSupported"},
    {143, "cudaDevAttrHostNumaMultinodeIpcSupported"},
    {144, "cudaDevAttrHostMemoryPoolsSupported"},
    {145, "cudaDevAttrReserved145"},
    {147, "cudaDevAttrOnlyPartialHostNativeAtomicSupported"},
    {148, "cudaDevAttrAtomicReductionSupported"},
    {151, "cudaDevAttrCigStreamsSupported"},
};
static const struct ocr_enum_name enum_cudaDeviceP2PAttr[] = {
    {1, "cudaDevP2PAttrPerformanceRank"},
    {2, "cudaDevP2PAttrAccessSupported"},
    {3, "cudaDevP2PAttrNativeAtomicSupported"},
    {4, "cudaDevP2PAttrCudaArrayAccessSupported"},
    {5, "cudaDevP2PAttrOnlyPartialNativeAtomicSupported"},
};
static const struct ocr_enum_name enum_cudaDriverEntryPointQueryResult[] = {
    {0, "cudaDriverEntryPointSuccess"},
    {1, "cudaDriverEntryPointSymbolNotFound"},
    {2, "cudaDriverEntryPointVersionNotSufficent"},
};
static const struct ocr_enum_name enum_cudaFlushGPUDirectRDMAWritesScope[] = {
    {100, "cudaFlushGPUDirectRDMAWritesToOwner"},
    {200, "cudaFlushGPUDirectRDMAWritesToAllDevices"},
};
static const struct ocr_enum_name enum_cudaFlushGPUDirectRDMAWritesTarget[] = {
    {0, "cudaFlushGPUDirectRDMAWritesTargetCurrentDevice"},
};
static const struct ocr_enum_name enum_cudaFuncAttribute[] = {
    {8, "cudaFuncAttributeMaxDynamicSharedMemorySize"},
    {9, "cudaFuncAttributePreferredSharedMemoryCarveout"},
    {10, "cudaFuncAttributeClusterDimMustBeSet"},
    {11, "cudaFuncAttributeRequiredClusterWidth"},
    {12, "cudaFuncAttributeRequiredClusterHeight"},
    {13, "cudaFuncAttributeRequiredClusterDepth"},
    {14, "cudaFuncAttributeNonPortableClusterSizeAllowed"},
    {15, "cudaFuncAttributeClusterSchedulingPolicyPreference"},
    {16, "cudaFuncAttributeMax"},
};
static const struct ocr_enum_name enum_cudaFuncCache[] = {
    {0, "cudaFuncCachePreferNone"},
    {1, "cudaFuncCachePreferShared"},
    {2, "cudaFuncCachePreferL1"},
    {3, "cudaFuncCachePreferEqual"},
};
static const struct ocr_enum_name enum_cudaGLDeviceList[] = {
    {1, "cudaGLDeviceListAll"},
    {2, "cudaGLDeviceListCurrentFrame"},
    {3, "cudaGLDeviceListNextFrame"},
};
static const struct ocr_enum_name enum_cudaGraphMemAttributeType[] = {
    {0, "cudaGraphMemAttrUsedMemCurrent"},
    {1, "cudaGraphMemAttrUsedMemHigh"},
    {2, "cudaGraphMemAttrReservedMemCurrent"},
    {3, "cudaGraphMemAttrReservedMemHigh"},
};
static const struct ocr_enum_name enum_cudaGraphNodeType[] = {
    {0, "cudaGraphNodeTypeKernel"},
    {1, "cudaGraphNodeTypeMemcpy"},
    {2, "cudaGraphNodeTypeMemset"},
    {3, "cudaGraphNodeTypeHost"},
    {4, "cudaGraphNodeTypeGraph"},
    {5, "cudaGraphNodeTypeEmpty"},
    {6, "cudaGraphNodeTypeWaitEvent"},
    {7, "cudaGraphNodeTypeEventRecord"},
    {8, "cudaGraphNodeTypeExtSemaphoreSignal"},
    {9, "cudaGraphNodeTypeExtSemaphoreWait"},
    {10, "cudaGraphNodeTypeMemAlloc"},
    {11, "cudaGraphNodeTypeMemFree"},
    {13, "cudaGraphNodeTypeConditional"},
    {14, "cudaGraphNodeTypeCount"},
};
static const struct ocr_enum_name enum_cudaLaunchAttributeID[] = {
    {0, "cudaLaunchAttributeIgnore"},
    {1, "cudaLaunchAttributeAccessPolicyWindow"},
    {2, "cudaLaunchAttributeCooperative"},
    {3, "cudaLaunchAttributeSynchronizationPolicy"},
    {4, "cudaLaunchAttributeClusterDimension"},
    {5, "cudaLaunchAttributeClusterSchedulingPolicyPreference"},
    {6, "cudaLaunchAttributeProgrammaticStreamSerialization"},
    {7, "cudaLaunchAttributeProgrammaticEvent"},
    {8, "cudaLaunchAttributePriority"},
    {9, "cudaLaunchAttributeMemSyncDomainMap"},
    {10, "cudaLaunchAttributeMemSyncDomain"},
    {11, "cudaLaunchAttributePreferredClusterDimension"},
    {12, "cudaLaunchAttributeLaunchCompletionEvent"},
    {13, "cudaLaunchAttributeDeviceUpdatableKernelNode"},
    {14, "cudaLaunchAttributePreferredSharedMemoryCarveout"},
    {16, "cudaLaunchAttributeNvlinkUtilCentricScheduling"},
    {17, "cudaLaunchAttributePortableClusterSizeMode"},
    {18, "cudaLaunchAttributeSharedMemoryMode"},
};
static const struct ocr_enum_name enum_cudaLimit[] = {
    {0, "cudaLimitStackSize"},
    {1, "cudaLimitPrintfFifoSize"},
    {2, "cudaLimitMallocHeapSize"},
    {3, "cudaLimitDevRuntimeSyncDepth"},
    {4, "cudaLimitDevRuntimePendingLaunchCount"},
    {5, "cudaLimitMaxL2FetchGranularity"},
    {6, "cudaLimitPersistingL2CacheSize"},
};
static const struct ocr_enum_name enum_cudaMemAccessFlags[] = {
    {0, "cudaMemAccessFlagsProtNone"},
    {1, "cudaMemAccessFlagsProtRead"},
    {3, "cudaMemAccessFlagsProtReadWrite"},
};
static const struct ocr_enum_name enum_cudaMemAllocationHandleType[] = {
    {0, "cudaMemHandleTypeNone"},
    {1, "cudaMemHandleTypePosixFileDescriptor"},
    {2, "cudaMemHandleTypeWin32"},
    {4, "cudaMemHandleTypeWin32Kmt"},
    {8, "cudaMemHandleTypeFabric"},
};
static const struct ocr_enum_name enum_cudaMemAllocationType[] = {
    {0, "cudaMemAllocationTypeInvalid"},
    {1, "cudaMemAllocationTypePinned"},
    {2, "cudaMemAllocationTypeManaged"},
    {2147483647, "cudaMemAllocationTypeMax"},
};
static const struct ocr_enum_name enum_cudaMemLocationType[] = {
    {0, "cudaMemLocationTypeInvalid"},
    {0, "cudaMemLocationTypeNone"},
    {1, "cudaMemLocationTypeDevice"},
    {2, "cudaMemLocationTypeHost"},
    {3, "cudaMemLocationTypeHostNuma"},
    {4, "cudaMemLocationTypeHostNumaCurrent"},
    {5, "cudaMemLocationTypeInvisible"},
};
static const struct ocr_enum_name enum_cudaMemPoolAttr[] = {
    {1, "cudaMemPoolReuseFollowEventDependencies"},
    {2, "cudaMemPoolReuseAllowOpportunistic"},
    {3, "cudaMemPoolReuseAllowInternalDependencies"},
    {4, "cudaMemPoolAttrReleaseThreshold"},
    {5, "cudaMemPoolAttrReservedMemCurrent"},
    {6, "cudaMemPoolAttrReservedMemHigh"},
    {7, "cudaMemPoolAttrUsedMemCurrent"},
    {8, "cudaMemPoolAttrUsedMemHigh"},
    {9, "cudaMemPoolAttrAllocationType"},
    {10, "cudaMemPoolAttrExportHandleTypes"},
    {11, "cudaMemPoolAttrLocationId"},
    {12, "cudaMemPoolAttrLocationType"},
    {13, "cudaMemPoolAttrMaxPoolSize"},
    {14, "cudaMemPoolAttrHwDecompressEnabled"},
};
static const struct ocr_enum_name enum_cudaMemRangeAttribute[] = {
    {1, "cudaMemRangeAttributeReadMostly"},
    {2, "cudaMemRangeAttributePreferredLocation"},
    {3, "cudaMemRangeAttributeAccessedBy"},
    {4, "cudaMemRangeAttributeLastPrefetchLocation"},
    {5, "cudaMemRangeAttributePreferredLocationType"},
    {6, "cudaMemRangeAttributePreferredLocationId"},
    {7, "cudaMemRangeAttributeLastPrefetchLocationType"},
    {8, "cudaMemRangeAttributeLastPrefetchLocationId"},
};
static const struct ocr_enum_name enum_cudaMemcpyKind[] = {
    {0, "cudaMemcpyHostToHost"},
    {1, "cudaMemcpyHostToDevice"},
    {2, "cudaMemcpyDeviceToHost"},
    {3, "cudaMemcpyDeviceToDevice"},
    {4, "cudaMemcpyDefault"},
};
static const struct ocr_enum_name enum_cudaMemoryAdvise[] = {
    {1, "cudaMemAdviseSetReadMostly"},
    {2, "cudaMemAdviseUnsetReadMostly"},
    {3, "cudaMemAdviseSetPreferredLocation"},
    {4, "cudaMemAdviseUnsetPreferredLocation"},
    {5, "cudaMemAdviseSetAccessedBy"},
    {6, "cudaMemAdviseUnsetAccessedBy"},
};
static const struct ocr_enum_name enum_cudaSharedMemConfig[] = {
    {0, "cudaSharedMemBankSizeDefault"},
    {1, "cudaSharedMemBankSizeFourByte"},
    {2, "cudaSharedMemBankSizeEightByte"},
};
static const struct ocr_enum_name enum_cudaStreamCaptureMode[] = {
    {0, "cudaStreamCaptureModeGlobal"},
    {1, "cudaStreamCaptureModeThreadLocal"},
    {2, "cudaStreamCaptureModeRelaxed"},
};
static const struct ocr_enum_name enum_cudaStreamCaptureStatus[] = {
    {0, "cudaStreamCaptureStatusNone"},
    {1, "cudaStreamCaptureStatusActive"},
    {2, "cudaStreamCaptureStatusInvalidated"},
};

const struct ocr_enum_table ocr_enum_tables[OCR_ENUM_COUNT] = {
    {"none", NULL, 0},
    {"cudaChannelFormatKind", enum_cudaChannelFormatKind, sizeof enum_cudaChannelFormatKind / sizeof enum_cudaChannelFormatKind[0]},
    {"cudaDevResourceType", enum_cudaDevResourceType, sizeof enum_cudaDevResourceType / sizeof enum_cudaDevResourceType[0]},
    {"cudaDeviceAttr", enum_cudaDeviceAttr, sizeof enum_cudaDeviceAttr / sizeof enum_cudaDeviceAttr[0]},
    {"cudaDeviceP2PAttr", enum_cudaDeviceP2PAttr, sizeof enum_cudaDeviceP2PAttr / sizeof enum_cudaDeviceP2PAttr[0]},
    {"cudaDriverEntryPointQueryResult", enum_cudaDriverEntryPointQueryResult, sizeof enum_cudaDriverEntryPointQueryResult / sizeof enum_cudaDriverEntryPointQueryResult[0]},
    {"cudaFlushGPUDirectRDMAWritesScope", enum_cudaFlushGPUDirectRDMAWritesScope, sizeof enum_cudaFlushGPUDirectRDMAWritesScope / sizeof enum_cudaFlushGPUDirectRDMAWritesScope[0]},
    {"cudaFlushGPUDirectRDMAWritesTarget", enum_cudaFlushGPUDirectRDMAWritesTarget, sizeof enum_cudaFlushGPUDirectRDMAWritesTarget / sizeof enum_cudaFlushGPUDirectRDMAWritesTarget[0]},
    {"cudaFuncAttribute", enum_cudaFuncAttribute, sizeof enum_cudaFuncAttribute / sizeof enum_cudaFuncAttribute[0]},
    {"cudaFuncCache", enum_cudaFuncCache, sizeof enum_cudaFuncCache / sizeof enum_cudaFuncCache[0]},
    {"cudaGLDeviceList", enum_cudaGLDeviceList, sizeof enum_cudaGLDeviceList / sizeof enum_cudaGLDeviceList[0]},
    {"cudaGraphMemAttributeType", enum_cudaGraphMemAttributeType, sizeof enum_cudaGraphMemAttributeType / sizeof enum_cudaGraphMemAttributeType[0]},
    {"cudaGraphNodeType", enum_cudaGraphNodeType, sizeof enum_cudaGraphNodeType / sizeof enum_cudaGraphNodeType[0]},
    {"cudaLaunchAttributeID", enum_cudaLaunchAttributeID, sizeof enum_cudaLaunchAttributeID / sizeof enum_cudaLaunchAttributeID[0]},
    {"cudaLimit", enum_cudaLimit, sizeof enum_cudaLimit / sizeof enum_cudaLimit[0]},
    {"cudaMemAccessFlags", enum_cudaMemAccessFlags, sizeof enum_cudaMemAccessFlags / sizeof enum_cudaMemAccessFlags[0]},
    {"cudaMemAllocationHandleType", enum_cudaMemAllocationHandleType, sizeof enum_cudaMemAllocationHandleType / sizeof enum_cudaMemAllocationHandleType[0]},
    {"cudaMemAllocationType", enum_cudaMemAllocationType, sizeof enum_cudaMemAllocationType / sizeof enum_cudaMemAllocationType[0]},
    {"cudaMemLocationType", enum_cudaMemLocationType, sizeof enum_cudaMemLocationType / sizeof enum_cudaMemLocationType[0]},
    {"cudaMemPoolAttr", enum_cudaMemPoolAttr, sizeof enum_cudaMemPoolAttr / sizeof enum_cudaMemPoolAttr[0]},
    {"cudaMemRangeAttribute", enum_cudaMemRangeAttribute, sizeof enum_cudaMemRangeAttribute / sizeof enum_cudaMemRangeAttribute[0]},
    {"cudaMemcpyKind", enum_cudaMemcpyKind, sizeof enum_cudaMemcpyKind / sizeof enum_cudaMemcpyKind[0]},
    {"cudaMemoryAdvise", enum_cudaMemoryAdvise, sizeof enum_cudaMemoryAdvise / sizeof enum_cudaMemoryAdvise[0]},
    {"cudaSharedMemConfig", enum_cudaSharedMemConfig, sizeof enum_cudaSharedMemConfig / sizeof enum_cudaSharedMemConfig[0]},
    {"cudaStreamCaptureMode", enum_cudaStreamCaptureMode, sizeof enum_cudaStreamCaptureMode / sizeof enum_cudaStreamCaptureMode[0]},
    {"cudaStreamCaptureStatus", enum_cudaStreamCaptureStatus, sizeof enum_cudaStreamCaptureStatus / sizeof enum_cudaStreamCaptureStatus[0]},
};

const char *const ocr_handle_kinds[OCR_HANDLE_COUNT] = {
    "array",
    "callbackHandle",
    "devResourceDesc",
    "eglStreamConnection",
    "event",
    "executionCtx",
    "externalMemory",
    "externalSemaphore",
    "function",
    "graph",
    "graphExec",
    "graphicsResource",
    "kernel",
    "library",
    "logsCallback",
    "memPool",
    "mipmappedArray",
    "node",
    "stream",
    "userObject",
};

static const struct ocr_param params_cudaDeviceSetLimit[] = {
    {"limit", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLimit},
    {"value", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetLimit[] = {
    {"pValue", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"limit", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLimit},
};
static const struct ocr_param params_cudaDeviceGetTexture1DLinearMaxWidth[] = {
    {"maxWidthInElements", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"fmtDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetCacheConfig[] = {
    {"pCacheConfig", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaFuncCache},
};
static const struct ocr_param params_cudaDeviceGetStreamPriorityRange[] = {
    {"leastPriority", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"greatestPriority", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaDeviceSetCacheConfig[] = {
    {"cacheConfig", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaFuncCache},
};
static const struct ocr_param params_cudaDeviceGetByPCIBusId[] = {
    {"device", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"pciBusId", OCR_ARG_STR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetPCIBusId[] = {
    {"pciBusId", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"len", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaIpcGetEventHandle[] = {
    {"handle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaIpcOpenEventHandle[] = {
    {"event", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_event},
    {"handle", OCR_ARG_OPAQUE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaIpcGetMemHandle[] = {
    {"handle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaIpcOpenMemHandle[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"handle", OCR_ARG_OPAQUE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaIpcCloseMemHandle[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceFlushGPUDirectRDMAWrites[] = {
    {"target", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaFlushGPUDirectRDMAWritesTarget},
    {"scope", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaFlushGPUDirectRDMAWritesScope},
};
static const struct ocr_param params_cudaDeviceRegisterAsyncNotification[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"callbackFunc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"callback", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_callbackHandle},
};
static const struct ocr_param params_cudaDeviceUnregisterAsyncNotification[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"callback", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_callbackHandle},
};
static const struct ocr_param params_cudaDeviceGetSharedMemConfig[] = {
    {"pConfig", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaSharedMemConfig},
};
static const struct ocr_param params_cudaDeviceSetSharedMemConfig[] = {
    {"config", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaSharedMemConfig},
};
static const struct ocr_param params_cudaGetDeviceCount[] = {
    {"count", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaGetDeviceProperties[] = {
    {"prop", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetAttribute[] = {
    {"value", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaDeviceAttr},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetHostAtomicCapabilities[] = {
    {"capabilities", OCR_ARG_OUT, OCR_ARG_UINT, 0},
    {"operations", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetDefaultMemPool[] = {
    {"memPool", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_memPool},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceSetMemPool[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
};
static const struct ocr_param params_cudaDeviceGetMemPool[] = {
    {"memPool", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_memPool},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetNvSciSyncAttributes[] = {
    {"nvSciSyncAttrList", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetP2PAttribute[] = {
    {"value", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaDeviceP2PAttr},
    {"srcDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"dstDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetP2PAtomicCapabilities[] = {
    {"capabilities", OCR_ARG_OUT, OCR_ARG_UINT, 0},
    {"operations", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"srcDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"dstDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaChooseDevice[] = {
    {"device", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"prop", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaInitDevice[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"deviceFlags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaSetDevice[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetDevice[] = {
    {"device", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaSetValidDevices[] = {
    {"device_arr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"len", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaSetDeviceFlags[] = {
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetDeviceFlags[] = {
    {"flags", OCR_ARG_OUT, OCR_ARG_UINT, 0},
};
static const struct ocr_param params_cudaStreamCreate[] = {
    {"pStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamCreateWithFlags[] = {
    {"pStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamCreateWithPriority[] = {
    {"pStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"priority", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamGetPriority[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"priority", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaStreamGetPriority_ptsz[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"priority", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaStreamGetFlags[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"flags", OCR_ARG_OUT, OCR_ARG_UINT, 0},
};
static const struct ocr_param params_cudaStreamGetFlags_ptsz[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"flags", OCR_ARG_OUT, OCR_ARG_UINT, 0},
};
static const struct ocr_param params_cudaStreamGetId[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"streamId", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaStreamGetId_ptsz[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"streamId", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaStreamGetDevice[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"device", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaStreamGetDevice_ptsz[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"device", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaStreamCopyAttributes[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamCopyAttributes_ptsz[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamGetAttribute[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLaunchAttributeID},
    {"value_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamGetAttribute_ptsz[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLaunchAttributeID},
    {"value_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamSetAttribute[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLaunchAttributeID},
    {"value", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamSetAttribute_ptsz[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLaunchAttributeID},
    {"value", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamDestroy[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamWaitEvent[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamWaitEvent_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamAddCallback[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"callback", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamAddCallback_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"callback", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamSynchronize[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamSynchronize_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamQuery[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamQuery_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaStreamAttachMemAsync[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"length", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamAttachMemAsync_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"length", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamBeginCapture[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"mode", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaStreamCaptureMode},
};
static const struct ocr_param params_cudaStreamBeginCapture_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"mode", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaStreamCaptureMode},
};
static const struct ocr_param params_cudaStreamBeginCaptureToGraph[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"dependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dependencyData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"mode", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaStreamCaptureMode},
};
static const struct ocr_param params_cudaStreamBeginCaptureToGraph_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"dependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dependencyData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"mode", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaStreamCaptureMode},
};
static const struct ocr_param params_cudaThreadExchangeStreamCaptureMode[] = {
    {"mode", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaStreamCaptureMode},
};
static const struct ocr_param params_cudaStreamEndCapture[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"pGraph", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaStreamEndCapture_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"pGraph", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaStreamIsCapturing[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"pCaptureStatus", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaStreamCaptureStatus},
};
static const struct ocr_param params_cudaStreamIsCapturing_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"pCaptureStatus", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaStreamCaptureStatus},
};
static const struct ocr_param params_cudaStreamGetCaptureInfo[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"captureStatus_out", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaStreamCaptureStatus},
    {"id_out", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"graph_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
    {"dependencies_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"edgeData_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies_out", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaStreamGetCaptureInfo_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"captureStatus_out", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaStreamCaptureStatus},
    {"id_out", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"graph_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
    {"dependencies_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"edgeData_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies_out", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaStreamUpdateCaptureDependencies[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"dependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dependencyData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamUpdateCaptureDependencies_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"dependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dependencyData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEventCreate[] = {
    {"event", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaEventCreateWithFlags[] = {
    {"event", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_event},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEventRecord[] = {
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaEventRecord_ptsz[] = {
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaEventRecordWithFlags[] = {
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEventRecordWithFlags_ptsz[] = {
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEventQuery[] = {
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaEventSynchronize[] = {
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaEventDestroy[] = {
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaEventElapsedTime[] = {
    {"ms", OCR_ARG_OUT, OCR_ARG_FLOAT, 0},
    {"start", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
    {"end", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaImportExternalMemory[] = {
    {"extMem_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_externalMemory},
    {"memHandleDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaExternalMemoryGetMappedBuffer[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"extMem", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_externalMemory},
    {"bufferDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaExternalMemoryGetMappedMipmappedArray[] = {
    {"mipmap", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_mipmappedArray},
    {"extMem", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_externalMemory},
    {"mipmapDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDestroyExternalMemory[] = {
    {"extMem", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_externalMemory},
};
static const struct ocr_param params_cudaImportExternalSemaphore[] = {
    {"extSem_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_externalSemaphore},
    {"semHandleDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaSignalExternalSemaphoresAsync[] = {
    {"extSemArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"paramsArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numExtSems", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaSignalExternalSemaphoresAsync_ptsz[] = {
    {"extSemArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"paramsArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numExtSems", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaWaitExternalSemaphoresAsync[] = {
    {"extSemArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"paramsArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numExtSems", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaWaitExternalSemaphoresAsync_ptsz[] = {
    {"extSemArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"paramsArray", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numExtSems", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaDestroyExternalSemaphore[] = {
    {"extSem", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_externalSemaphore},
};
static const struct ocr_param params_cudaLaunchKernel[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"gridDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaLaunchKernel_ptsz[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"gridDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaLaunchKernelExC[] = {
    {"config", OCR_ARG_LAUNCHCFG, OCR_ARG_NONE, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLaunchKernelExC_ptsz[] = {
    {"config", OCR_ARG_LAUNCHCFG, OCR_ARG_NONE, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLaunchCooperativeKernel[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"gridDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaLaunchCooperativeKernel_ptsz[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"gridDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaFuncSetCacheConfig[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"cacheConfig", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaFuncCache},
};
static const struct ocr_param params_cudaFuncGetAttributes[] = {
    {"attr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFuncSetAttribute[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaFuncAttribute},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFuncGetName[] = {
    {"name", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFuncGetParamInfo[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"paramIndex", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"paramOffset", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"paramSize", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaLaunchHostFunc[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"fn", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLaunchHostFunc_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"fn", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFuncSetSharedMemConfig[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"config", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaSharedMemConfig},
};
static const struct ocr_param params_cudaOccupancyMaxActiveBlocksPerMultiprocessor[] = {
    {"numBlocks", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"blockSize", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"dynamicSMemSize", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaOccupancyAvailableDynamicSMemPerBlock[] = {
    {"dynamicSmemSize", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"numBlocks", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"blockSize", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags[] = {
    {"numBlocks", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"blockSize", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"dynamicSMemSize", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaOccupancyMaxPotentialClusterSize[] = {
    {"clusterSize", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"launchConfig", OCR_ARG_LAUNCHCFG, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaOccupancyMaxActiveClusters[] = {
    {"numClusters", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"launchConfig", OCR_ARG_LAUNCHCFG, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMallocManaged[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMalloc[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMallocHost[] = {
    {"ptr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMallocPitch[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"pitch", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMallocArray[] = {
    {"array", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_array},
    {"desc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFree[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFreeHost[] = {
    {"ptr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFreeArray[] = {
    {"array", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
};
static const struct ocr_param params_cudaFreeMipmappedArray[] = {
    {"mipmappedArray", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_mipmappedArray},
};
static const struct ocr_param params_cudaHostAlloc[] = {
    {"pHost", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaHostRegister[] = {
    {"ptr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaHostUnregister[] = {
    {"ptr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaHostGetDevicePointer[] = {
    {"pDevice", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"pHost", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaHostGetFlags[] = {
    {"pFlags", OCR_ARG_OUT, OCR_ARG_UINT, 0},
    {"pHost", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMalloc3D[] = {
    {"pitchedDevPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_EXTENT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMalloc3DArray[] = {
    {"array", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_array},
    {"desc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_EXTENT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMallocMipmappedArray[] = {
    {"mipmappedArray", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_mipmappedArray},
    {"desc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_EXTENT, OCR_ARG_NONE, 0},
    {"numLevels", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetMipmappedArrayLevel[] = {
    {"levelArray", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_array},
    {"mipmappedArray", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_mipmappedArray},
    {"level", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpy3D[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpy3D_ptds[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpy3DPeer[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpy3DPeer_ptds[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpy3DAsync[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy3DAsync_ptsz[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy3DPeerAsync[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy3DPeerAsync_ptsz[] = {
    {"p", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemGetInfo[] = {
    {"free", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"total", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaArrayGetInfo[] = {
    {"desc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_OUT, OCR_ARG_UINT, 0},
    {"array", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
};
static const struct ocr_param params_cudaArrayGetPlane[] = {
    {"pPlaneArray", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_array},
    {"hArray", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"planeIdx", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaArrayGetMemoryRequirements[] = {
    {"memoryRequirements", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"array", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMipmappedArrayGetMemoryRequirements[] = {
    {"memoryRequirements", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"mipmap", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_mipmappedArray},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaArrayGetSparseProperties[] = {
    {"sparseProperties", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"array", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
};
static const struct ocr_param params_cudaMipmappedArrayGetSparseProperties[] = {
    {"sparseProperties", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"mipmap", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_mipmappedArray},
};
static const struct ocr_param params_cudaMemcpy[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy_ptds[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyPeer[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dstDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"srcDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpy2D[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy2D_ptds[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy2DToArray[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy2DToArray_ptds[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy2DFromArray[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy2DFromArray_ptds[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy2DArrayToArray[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpy2DArrayToArray_ptds[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyToSymbol[] = {
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyToSymbol_ptds[] = {
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyFromSymbol[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyFromSymbol_ptds[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyAsync[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyAsync_ptsz[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyPeerAsync[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dstDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"srcDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyBatchAsync[] = {
    {"dsts", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"srcs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"attrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"attrsIdxs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numAttrs", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyBatchAsync_ptsz[] = {
    {"dsts", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"srcs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"attrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"attrsIdxs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numAttrs", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy3DBatchAsync[] = {
    {"numOps", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"opList", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy3DBatchAsync_ptsz[] = {
    {"numOps", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"opList", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy2DAsync[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy2DAsync_ptsz[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy2DToArrayAsync[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy2DToArrayAsync_ptsz[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"spitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy2DFromArrayAsync[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy2DFromArrayAsync_ptsz[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dpitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyToSymbolAsync[] = {
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyToSymbolAsync_ptsz[] = {
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyFromSymbolAsync[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyFromSymbolAsync_ptsz[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemset[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemset_ptds[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemset2D[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemset2D_ptds[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemset3D[] = {
    {"pitchedDevPtr", OCR_ARG_PITCHED, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_EXTENT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemset3D_ptds[] = {
    {"pitchedDevPtr", OCR_ARG_PITCHED, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_EXTENT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemsetAsync[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemsetAsync_ptsz[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemset2DAsync[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemset2DAsync_ptsz[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pitch", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemset3DAsync[] = {
    {"pitchedDevPtr", OCR_ARG_PITCHED, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_EXTENT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemset3DAsync_ptsz[] = {
    {"pitchedDevPtr", OCR_ARG_PITCHED, OCR_ARG_NONE, 0},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"extent", OCR_ARG_EXTENT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGetSymbolAddress[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetSymbolSize[] = {
    {"size", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPrefetchAsync[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"location", OCR_ARG_MEMLOC, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemPrefetchAsync_ptsz[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"location", OCR_ARG_MEMLOC, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemPrefetchBatchAsync[] = {
    {"dptrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"prefetchLocs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"prefetchLocIdxs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numPrefetchLocs", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemPrefetchBatchAsync_ptsz[] = {
    {"dptrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"prefetchLocs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"prefetchLocIdxs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numPrefetchLocs", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemDiscardBatchAsync[] = {
    {"dptrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemDiscardBatchAsync_ptsz[] = {
    {"dptrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemDiscardAndPrefetchBatchAsync[] = {
    {"dptrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"prefetchLocs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"prefetchLocIdxs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numPrefetchLocs", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemDiscardAndPrefetchBatchAsync_ptsz[] = {
    {"dptrs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"prefetchLocs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"prefetchLocIdxs", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numPrefetchLocs", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemAdvise[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"advice", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemoryAdvise},
    {"location", OCR_ARG_MEMLOC, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemRangeGetAttribute[] = {
    {"data", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dataSize", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"attribute", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemRangeAttribute},
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemRangeGetAttributes[] = {
    {"data", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dataSizes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"attributes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numAttributes", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpyToArray[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyToArray_ptds[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyFromArray[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyFromArray_ptds[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyArrayToArray[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyArrayToArray_ptds[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetDst", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffsetSrc", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaMemcpyToArrayAsync[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyToArrayAsync_ptsz[] = {
    {"dst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyFromArrayAsync[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyFromArrayAsync_ptsz[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
    {"wOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hOffset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMallocAsync[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMallocAsync_ptsz[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaFreeAsync[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaFreeAsync_ptsz[] = {
    {"devPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemPoolTrimTo[] = {
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"minBytesToKeep", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolSetAttribute[] = {
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemPoolAttr},
    {"value", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolGetAttribute[] = {
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemPoolAttr},
    {"value", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolSetAccess[] = {
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"descList", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolGetAccess[] = {
    {"flags", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaMemAccessFlags},
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"location", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolCreate[] = {
    {"memPool", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_memPool},
    {"poolProps", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolDestroy[] = {
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
};
static const struct ocr_param params_cudaMemGetDefaultMemPool[] = {
    {"memPool", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_memPool},
    {"location", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"type", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemAllocationType},
};
static const struct ocr_param params_cudaMemGetMemPool[] = {
    {"memPool", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_memPool},
    {"location", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"type", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemAllocationType},
};
static const struct ocr_param params_cudaMemSetMemPool[] = {
    {"location", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"type", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemAllocationType},
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
};
static const struct ocr_param params_cudaMallocFromPoolAsync[] = {
    {"ptr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMallocFromPoolAsync_ptsz[] = {
    {"ptr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemPoolExportToShareableHandle[] = {
    {"shareableHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"handleType", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemAllocationHandleType},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolImportFromShareableHandle[] = {
    {"memPool", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_memPool},
    {"shareableHandle", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"handleType", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemAllocationHandleType},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolExportPointer[] = {
    {"exportData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"ptr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemPoolImportPointer[] = {
    {"ptr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"memPool", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_memPool},
    {"exportData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaPointerGetAttributes[] = {
    {"attributes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"ptr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceCanAccessPeer[] = {
    {"canAccessPeer", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"peerDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceEnablePeerAccess[] = {
    {"peerDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceDisablePeerAccess[] = {
    {"peerDevice", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphicsUnregisterResource[] = {
    {"resource", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphicsResource},
};
static const struct ocr_param params_cudaGraphicsResourceSetMapFlags[] = {
    {"resource", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphicsResource},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphicsMapResources[] = {
    {"count", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"resources", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphicsUnmapResources[] = {
    {"count", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"resources", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphicsResourceGetMappedPointer[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"size", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"resource", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphicsResource},
};
static const struct ocr_param params_cudaGraphicsSubResourceGetMappedArray[] = {
    {"array", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_array},
    {"resource", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphicsResource},
    {"arrayIndex", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"mipLevel", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphicsResourceGetMappedMipmappedArray[] = {
    {"mipmappedArray", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_mipmappedArray},
    {"resource", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphicsResource},
};
static const struct ocr_param params_cudaGetChannelDesc[] = {
    {"desc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"array", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_array},
};
static const struct ocr_param params_cudaCreateTextureObject[] = {
    {"pTexObject", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"pResDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pTexDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pResViewDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDestroyTextureObject[] = {
    {"texObject", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetTextureObjectResourceDesc[] = {
    {"pResDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"texObject", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetTextureObjectTextureDesc[] = {
    {"pTexDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"texObject", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetTextureObjectResourceViewDesc[] = {
    {"pResViewDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"texObject", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaCreateSurfaceObject[] = {
    {"pSurfObject", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"pResDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDestroySurfaceObject[] = {
    {"surfObject", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetSurfaceObjectResourceDesc[] = {
    {"pResDesc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"surfObject", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDriverGetVersion[] = {
    {"driverVersion", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaRuntimeGetVersion[] = {
    {"runtimeVersion", OCR_ARG_OUT, OCR_ARG_INT, 0},
};
static const struct ocr_param params_cudaLogsRegisterCallback[] = {
    {"callbackFunc", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"callback_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_logsCallback},
};
static const struct ocr_param params_cudaLogsUnregisterCallback[] = {
    {"callback", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_logsCallback},
};
static const struct ocr_param params_cudaLogsCurrent[] = {
    {"iterator_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLogsDumpToFile[] = {
    {"iterator", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pathToFile", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLogsDumpToMemory[] = {
    {"iterator", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"buffer", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"size", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphCreate[] = {
    {"pGraph", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddKernelNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphKernelNodeGetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphKernelNodeSetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphKernelNodeCopyAttributes[] = {
    {"hDst", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"hSrc", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
};
static const struct ocr_param params_cudaGraphKernelNodeGetAttribute[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLaunchAttributeID},
    {"value_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphKernelNodeSetAttribute[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaLaunchAttributeID},
    {"value", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddMemcpyNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"pCopyParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddMemcpyNodeToSymbol[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphAddMemcpyNodeFromSymbol[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphAddMemcpyNode1D[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphMemcpyNodeGetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphMemcpyNodeSetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphMemcpyNodeSetParamsToSymbol[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphMemcpyNodeSetParamsFromSymbol[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphMemcpyNodeSetParams1D[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphAddMemsetNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"pMemsetParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphMemsetNodeGetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphMemsetNodeSetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddHostNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphHostNodeGetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphHostNodeSetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddChildGraphNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"childGraph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaGraphChildGraphNodeGetGraph[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pGraph", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaGraphAddEmptyNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddEventRecordNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphEventRecordNodeGetEvent[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"event_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphEventRecordNodeSetEvent[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphAddEventWaitNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphEventWaitNodeGetEvent[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"event_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphEventWaitNodeSetEvent[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphAddExternalSemaphoresSignalNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExternalSemaphoresSignalNodeGetParams[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"params_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExternalSemaphoresSignalNodeSetParams[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddExternalSemaphoresWaitNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExternalSemaphoresWaitNodeGetParams[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"params_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExternalSemaphoresWaitNodeSetParams[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddMemAllocNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphMemAllocNodeGetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"params_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddMemFreeNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"dptr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphMemFreeNodeGetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"dptr_out", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGraphMemTrim[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetGraphMemAttribute[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaGraphMemAttributeType},
    {"value", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceSetGraphMemAttribute[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaGraphMemAttributeType},
    {"value", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphClone[] = {
    {"pGraphClone", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
    {"originalGraph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaGraphNodeFindInClone[] = {
    {"pNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"originalNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"clonedGraph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaGraphNodeGetType[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pType", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaGraphNodeType},
};
static const struct ocr_param params_cudaGraphGetNodes[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"nodes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numNodes", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaGraphGetRootNodes[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pRootNodes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pNumRootNodes", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaGraphGetEdges[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"from", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"to", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"edgeData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numEdges", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaGraphNodeGetDependencies[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"edgeData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pNumDependencies", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaGraphNodeGetDependentNodes[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pDependentNodes", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"edgeData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pNumDependentNodes", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaGraphAddDependencies[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"from", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"to", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"edgeData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphRemoveDependencies[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"from", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"to", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"edgeData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphDestroyNode[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
};
static const struct ocr_param params_cudaGraphInstantiate[] = {
    {"pGraphExec", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graphExec},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphInstantiateWithFlags[] = {
    {"pGraphExec", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graphExec},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphInstantiateWithParams[] = {
    {"pGraphExec", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graphExec},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"instantiateParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphInstantiateWithParams_ptsz[] = {
    {"pGraphExec", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graphExec},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"instantiateParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExecGetFlags[] = {
    {"graphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"flags", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaGraphExecKernelNodeSetParams[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExecMemcpyNodeSetParams[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExecMemcpyNodeSetParamsToSymbol[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphExecMemcpyNodeSetParamsFromSymbol[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"symbol", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"offset", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphExecMemcpyNodeSetParams1D[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"count", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"kind", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaMemcpyKind},
};
static const struct ocr_param params_cudaGraphExecMemsetNodeSetParams[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExecHostNodeSetParams[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"pNodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExecChildGraphNodeSetParams[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"childGraph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaGraphExecEventRecordNodeSetEvent[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphExecEventWaitNodeSetEvent[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaGraphExecExternalSemaphoresSignalNodeSetParams[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExecExternalSemaphoresWaitNodeSetParams[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphNodeSetEnabled[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"isEnabled", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphNodeGetEnabled[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"isEnabled", OCR_ARG_OUT, OCR_ARG_UINT, 0},
};
static const struct ocr_param params_cudaGraphExecUpdate[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"hGraph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"resultInfo", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphUpload[] = {
    {"graphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphUpload_ptsz[] = {
    {"graphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphLaunch[] = {
    {"graphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphLaunch_ptsz[] = {
    {"graphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphExecDestroy[] = {
    {"graphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
};
static const struct ocr_param params_cudaGraphDestroy[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaGraphDebugDotPrint[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"path", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaUserObjectCreate[] = {
    {"object_out", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_userObject},
    {"ptr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"destroy", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"initialRefcount", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaUserObjectRetain[] = {
    {"object", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_userObject},
    {"count", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaUserObjectRelease[] = {
    {"object", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_userObject},
    {"count", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphRetainUserObject[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"object", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_userObject},
    {"count", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphReleaseUserObject[] = {
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"object", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_userObject},
    {"count", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphAddNode[] = {
    {"pGraphNode", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_node},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"pDependencies", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"dependencyData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numDependencies", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphNodeSetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphExecNodeSetParams[] = {
    {"graphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphConditionalHandleCreate[] = {
    {"pHandle_out", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"defaultLaunchValue", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetDriverEntryPoint[] = {
    {"symbol", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"funcPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"driverStatus", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaDriverEntryPointQueryResult},
};
static const struct ocr_param params_cudaGetDriverEntryPoint_ptsz[] = {
    {"symbol", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"funcPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"driverStatus", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaDriverEntryPointQueryResult},
};
static const struct ocr_param params_cudaGetDriverEntryPointByVersion[] = {
    {"symbol", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"funcPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"cudaVersion", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"driverStatus", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaDriverEntryPointQueryResult},
};
static const struct ocr_param params_cudaGetDriverEntryPointByVersion_ptsz[] = {
    {"symbol", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"funcPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"cudaVersion", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"driverStatus", OCR_ARG_OUT, OCR_ARG_ENUM, OCR_ENUM_cudaDriverEntryPointQueryResult},
};
static const struct ocr_param params_cudaLibraryLoadData[] = {
    {"library", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_library},
    {"code", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"jitOptions", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"jitOptionsValues", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numJitOptions", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"libraryOptions", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"libraryOptionValues", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numLibraryOptions", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLibraryLoadFromFile[] = {
    {"library", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_library},
    {"fileName", OCR_ARG_STR, OCR_ARG_NONE, 0},
    {"jitOptions", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"jitOptionsValues", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numJitOptions", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"libraryOptions", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"libraryOptionValues", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numLibraryOptions", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLibraryUnload[] = {
    {"library", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_library},
};
static const struct ocr_param params_cudaLibraryGetKernel[] = {
    {"pKernel", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_kernel},
    {"library", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_library},
    {"name", OCR_ARG_STR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLibraryGetGlobal[] = {
    {"dptr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"bytes", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"library", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_library},
    {"name", OCR_ARG_STR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLibraryGetManaged[] = {
    {"dptr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"bytes", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"library", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_library},
    {"name", OCR_ARG_STR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLibraryGetUnifiedFunction[] = {
    {"fptr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"library", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_library},
    {"symbol", OCR_ARG_STR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLibraryGetKernelCount[] = {
    {"count", OCR_ARG_OUT, OCR_ARG_UINT, 0},
    {"lib", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_library},
};
static const struct ocr_param params_cudaLibraryEnumerateKernels[] = {
    {"kernels", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"numKernels", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"lib", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_library},
};
static const struct ocr_param params_cudaKernelSetAttributeForDevice[] = {
    {"kernel", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_kernel},
    {"attr", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaFuncAttribute},
    {"value", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetExportTable[] = {
    {"ppExportTable", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pExportTableId", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetFuncBySymbol[] = {
    {"functionPtr", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_function},
    {"symbolPtr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGetKernel[] = {
    {"kernelPtr", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_kernel},
    {"entryFuncAddr", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLGetDevices[] = {
    {"pCudaDeviceCount", OCR_ARG_OUT, OCR_ARG_UINT, 0},
    {"pCudaDevices", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"cudaDeviceCount", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"deviceList", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaGLDeviceList},
};
static const struct ocr_param params_cudaGraphicsGLRegisterImage[] = {
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"image", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"target", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphicsGLRegisterBuffer[] = {
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"buffer", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLSetGLDevice[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLRegisterBufferObject[] = {
    {"bufObj", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLMapBufferObject[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"bufObj", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLUnmapBufferObject[] = {
    {"bufObj", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLUnregisterBufferObject[] = {
    {"bufObj", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLSetBufferObjectMapFlags[] = {
    {"bufObj", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGLMapBufferObjectAsync[] = {
    {"devPtr", OCR_ARG_OUT, OCR_ARG_PTR, 0},
    {"bufObj", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGLUnmapBufferObjectAsync[] = {
    {"bufObj", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphicsEGLRegisterImage[] = {
    {"pCudaResource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"image", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEGLStreamConsumerConnect[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
    {"eglStream", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEGLStreamConsumerConnectWithFlags[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
    {"eglStream", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEGLStreamConsumerDisconnect[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
};
static const struct ocr_param params_cudaEGLStreamConsumerAcquireFrame[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
    {"pCudaResource", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graphicsResource},
    {"pStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
    {"timeout", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEGLStreamConsumerReleaseFrame[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
    {"pCudaResource", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphicsResource},
    {"pStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaEGLStreamProducerConnect[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
    {"eglStream", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"width", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"height", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEGLStreamProducerDisconnect[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
};
static const struct ocr_param params_cudaEGLStreamProducerPresentFrame[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
    {"eglframe", OCR_ARG_OPAQUE, OCR_ARG_NONE, 0},
    {"pStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaEGLStreamProducerReturnFrame[] = {
    {"conn", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_eglStreamConnection},
    {"eglframe", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"pStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphicsResourceGetMappedEglFrame[] = {
    {"eglFrame", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"resource", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphicsResource},
    {"index", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"mipLevel", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaEventCreateFromEGLSync[] = {
    {"phEvent", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_event},
    {"eglSync", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaVDPAUGetDevice[] = {
    {"device", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"vdpDevice", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"vdpGetProcAddress", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaVDPAUSetVDPAUDevice[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"vdpDevice", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"vdpGetProcAddress", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphicsVDPAURegisterVideoSurface[] = {
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"vdpSurface", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphicsVDPAURegisterOutputSurface[] = {
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"vdpSurface", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGraphNodeGetContainingGraph[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"phGraph", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_graph},
};
static const struct ocr_param params_cudaGraphNodeGetLocalId[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeId", OCR_ARG_OUT, OCR_ARG_UINT, 0},
};
static const struct ocr_param params_cudaGraphNodeGetToolsId[] = {
    {"hNode", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"toolsNodeId", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaGraphGetId[] = {
    {"hGraph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"graphID", OCR_ARG_OUT, OCR_ARG_UINT, 0},
};
static const struct ocr_param params_cudaGraphExecGetId[] = {
    {"hGraphExec", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graphExec},
    {"graphID", OCR_ARG_OUT, OCR_ARG_UINT, 0},
};
static const struct ocr_param params_cudaGraphConditionalHandleCreate_v2[] = {
    {"pHandle_out", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
    {"defaultLaunchValue", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDeviceGetDevResource[] = {
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"type", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaDevResourceType},
};
static const struct ocr_param params_cudaDevSmResourceSplitByCount[] = {
    {"result", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"nbGroups", OCR_ARG_OUT, OCR_ARG_UINT, 0},
    {"input", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"remaining", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"minCount", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDevSmResourceSplit[] = {
    {"result", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"nbGroups", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"input", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"remainder", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"groupParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaDevResourceGenerateDesc[] = {
    {"phDesc", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_devResourceDesc},
    {"resources", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"nbResources", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaGreenCtxCreate[] = {
    {"phCtx", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_executionCtx},
    {"desc", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_devResourceDesc},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaExecutionCtxDestroy[] = {
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
};
static const struct ocr_param params_cudaExecutionCtxGetDevResource[] = {
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"type", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaDevResourceType},
};
static const struct ocr_param params_cudaExecutionCtxGetDevice[] = {
    {"device", OCR_ARG_OUT, OCR_ARG_INT, 0},
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
};
static const struct ocr_param params_cudaExecutionCtxGetId[] = {
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
    {"ctxId", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaExecutionCtxStreamCreate[] = {
    {"phStream", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_stream},
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
    {"flags", OCR_ARG_UINT, OCR_ARG_NONE, 0},
    {"priority", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaExecutionCtxSynchronize[] = {
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
};
static const struct ocr_param params_cudaStreamGetDevResource[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"type", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaDevResourceType},
};
static const struct ocr_param params_cudaStreamGetDevResource_ptsz[] = {
    {"hStream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"resource", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"type", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaDevResourceType},
};
static const struct ocr_param params_cudaExecutionCtxRecordEvent[] = {
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaExecutionCtxWaitEvent[] = {
    {"ctx", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_executionCtx},
    {"event", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_event},
};
static const struct ocr_param params_cudaDeviceGetExecutionCtx[] = {
    {"ctx", OCR_ARG_OUT, OCR_ARG_HANDLE, OCR_HANDLE_executionCtx},
    {"device", OCR_ARG_INT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaFuncGetParamCount[] = {
    {"func", OCR_ARG_FUNC, OCR_ARG_NONE, 0},
    {"paramCount", OCR_ARG_OUT, OCR_ARG_SIZE, 0},
};
static const struct ocr_param params_cudaLaunchHostFunc_v2[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"fn", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"syncMode", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaLaunchHostFunc_v2_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"fn", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"userData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"syncMode", OCR_ARG_UINT, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaMemcpyWithAttributesAsync[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"attr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpyWithAttributesAsync_ptsz[] = {
    {"dst", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"src", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"size", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"attr", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy3DWithAttributesAsync[] = {
    {"op", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaMemcpy3DWithAttributesAsync_ptsz[] = {
    {"op", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"flags", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params_cudaGraphNodeGetParams[] = {
    {"node", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_node},
    {"nodeParams", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamBeginRecaptureToGraph[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"mode", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaStreamCaptureMode},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"callbackData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params_cudaStreamBeginRecaptureToGraph_ptsz[] = {
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
    {"mode", OCR_ARG_ENUM, OCR_ARG_NONE, OCR_ENUM_cudaStreamCaptureMode},
    {"graph", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_graph},
    {"callbackData", OCR_ARG_PTR, OCR_ARG_NONE, 0},
};
static const struct ocr_param params___cudaLaunchKernel[] = {
    {"func", OCR_ARG_KERNEL, OCR_ARG_NONE, OCR_HANDLE_kernel},
    {"gridDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};
static const struct ocr_param params___cudaLaunchKernel_ptsz[] = {
    {"func", OCR_ARG_KERNEL, OCR_ARG_NONE, OCR_HANDLE_kernel},
    {"gridDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"blockDim", OCR_ARG_DIM3, OCR_ARG_NONE, 0},
    {"args", OCR_ARG_PTR, OCR_ARG_NONE, 0},
    {"sharedMem", OCR_ARG_SIZE, OCR_ARG_NONE, 0},
    {"stream", OCR_ARG_HANDLE, OCR_ARG_NONE, OCR_HANDLE_stream},
};

const struct ocr_api ocr_api_table[OCR_FN_COUNT] = {
    {"cudaDeviceReset", NULL, OCR_WORK_NONE, 0, false},
    {"cudaDeviceSynchronize", NULL, OCR_WORK_NONE, 0, false},
    {"cudaDeviceSetLimit", params_cudaDeviceSetLimit, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetLimit", params_cudaDeviceGetLimit, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetTexture1DLinearMaxWidth", params_cudaDeviceGetTexture1DLinearMaxWidth, OCR_WORK_NONE, 3, false},
    {"cudaDeviceGetCacheConfig", params_cudaDeviceGetCacheConfig, OCR_WORK_NONE, 1, false},
    {"cudaDeviceGetStreamPriorityRange", params_cudaDeviceGetStreamPriorityRange, OCR_WORK_NONE, 2, false},
    {"cudaDeviceSetCacheConfig", params_cudaDeviceSetCacheConfig, OCR_WORK_NONE, 1, false},
    {"cudaDeviceGetByPCIBusId", params_cudaDeviceGetByPCIBusId, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetPCIBusId", params_cudaDeviceGetPCIBusId, OCR_WORK_NONE, 3, false},
    {"cudaIpcGetEventHandle", params_cudaIpcGetEventHandle, OCR_WORK_NONE, 2, false},
    {"cudaIpcOpenEventHandle", params_cudaIpcOpenEventHandle, OCR_WORK_NONE, 2, false},
    {"cudaIpcGetMemHandle", params_cudaIpcGetMemHandle, OCR_WORK_NONE, 2, false},
    {"cudaIpcOpenMemHandle", params_cudaIpcOpenMemHandle, OCR_WORK_NONE, 3, false},
    {"cudaIpcCloseMemHandle", params_cudaIpcCloseMemHandle, OCR_WORK_NONE, 1, false},
    {"cudaDeviceFlushGPUDirectRDMAWrites", params_cudaDeviceFlushGPUDirectRDMAWrites, OCR_WORK_NONE, 2, false},
    {"cudaDeviceRegisterAsyncNotification", params_cudaDeviceRegisterAsyncNotification, OCR_WORK_NONE, 4, false},
    {"cudaDeviceUnregisterAsyncNotification", params_cudaDeviceUnregisterAsyncNotification, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetSharedMemConfig", params_cudaDeviceGetSharedMemConfig, OCR_WORK_NONE, 1, false},
    {"cudaDeviceSetSharedMemConfig", params_cudaDeviceSetSharedMemConfig, OCR_WORK_NONE, 1, false},
    {"cudaGetLastError", NULL, OCR_WORK_NONE, 0, false},
    {"cudaPeekAtLastError", NULL, OCR_WORK_NONE, 0, false},
    {"cudaGetDeviceCount", params_cudaGetDeviceCount, OCR_WORK_NONE, 1, false},
    {"cudaGetDeviceProperties", params_cudaGetDeviceProperties, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetAttribute", params_cudaDeviceGetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaDeviceGetHostAtomicCapabilities", params_cudaDeviceGetHostAtomicCapabilities, OCR_WORK_NONE, 4, false},
    {"cudaDeviceGetDefaultMemPool", params_cudaDeviceGetDefaultMemPool, OCR_WORK_NONE, 2, false},
    {"cudaDeviceSetMemPool", params_cudaDeviceSetMemPool, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetMemPool", params_cudaDeviceGetMemPool, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetNvSciSyncAttributes", params_cudaDeviceGetNvSciSyncAttributes, OCR_WORK_NONE, 3, false},
    {"cudaDeviceGetP2PAttribute", params_cudaDeviceGetP2PAttribute, OCR_WORK_NONE, 4, false},
    {"cudaDeviceGetP2PAtomicCapabilities", params_cudaDeviceGetP2PAtomicCapabilities, OCR_WORK_NONE, 5, false},
    {"cudaChooseDevice", params_cudaChooseDevice, OCR_WORK_NONE, 2, false},
    {"cudaInitDevice", params_cudaInitDevice, OCR_WORK_NONE, 3, false},
    {"cudaSetDevice", params_cudaSetDevice, OCR_WORK_NONE, 1, false},
    {"cudaGetDevice", params_cudaGetDevice, OCR_WORK_NONE, 1, false},
    {"cudaSetValidDevices", params_cudaSetValidDevices, OCR_WORK_NONE, 2, false},
    {"cudaSetDeviceFlags", params_cudaSetDeviceFlags, OCR_WORK_NONE, 1, false},
    {"cudaGetDeviceFlags", params_cudaGetDeviceFlags, OCR_WORK_NONE, 1, false},
    {"cudaStreamCreate", params_cudaStreamCreate, OCR_WORK_NONE, 1, false},
    {"cudaStreamCreateWithFlags", params_cudaStreamCreateWithFlags, OCR_WORK_NONE, 2, false},
    {"cudaStreamCreateWithPriority", params_cudaStreamCreateWithPriority, OCR_WORK_NONE, 3, false},
    {"cudaStreamGetPriority", params_cudaStreamGetPriority, OCR_WORK_NONE, 2, false},
    {"cudaStreamGetPriority_ptsz", params_cudaStreamGetPriority_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaStreamGetFlags", params_cudaStreamGetFlags, OCR_WORK_NONE, 2, false},
    {"cudaStreamGetFlags_ptsz", params_cudaStreamGetFlags_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaStreamGetId", params_cudaStreamGetId, OCR_WORK_NONE, 2, false},
    {"cudaStreamGetId_ptsz", params_cudaStreamGetId_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaStreamGetDevice", params_cudaStreamGetDevice, OCR_WORK_NONE, 2, false},
    {"cudaStreamGetDevice_ptsz", params_cudaStreamGetDevice_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaCtxResetPersistingL2Cache", NULL, OCR_WORK_NONE, 0, false},
    {"cudaStreamCopyAttributes", params_cudaStreamCopyAttributes, OCR_WORK_NONE, 2, false},
    {"cudaStreamCopyAttributes_ptsz", params_cudaStreamCopyAttributes_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaStreamGetAttribute", params_cudaStreamGetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaStreamGetAttribute_ptsz", params_cudaStreamGetAttribute_ptsz, OCR_WORK_NONE, 3, true},
    {"cudaStreamSetAttribute", params_cudaStreamSetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaStreamSetAttribute_ptsz", params_cudaStreamSetAttribute_ptsz, OCR_WORK_NONE, 3, true},
    {"cudaStreamDestroy", params_cudaStreamDestroy, OCR_WORK_NONE, 1, false},
    {"cudaStreamWaitEvent", params_cudaStreamWaitEvent, OCR_WORK_NONE, 3, false},
    {"cudaStreamWaitEvent_ptsz", params_cudaStreamWaitEvent_ptsz, OCR_WORK_NONE, 3, true},
    {"cudaStreamAddCallback", params_cudaStreamAddCallback, OCR_WORK_HOST, 4, false},
    {"cudaStreamAddCallback_ptsz", params_cudaStreamAddCallback_ptsz, OCR_WORK_HOST, 4, true},
    {"cudaStreamSynchronize", params_cudaStreamSynchronize, OCR_WORK_NONE, 1, false},
    {"cudaStreamSynchronize_ptsz", params_cudaStreamSynchronize_ptsz, OCR_WORK_NONE, 1, true},
    {"cudaStreamQuery", params_cudaStreamQuery, OCR_WORK_NONE, 1, false},
    {"cudaStreamQuery_ptsz", params_cudaStreamQuery_ptsz, OCR_WORK_NONE, 1, true},
    {"cudaStreamAttachMemAsync", params_cudaStreamAttachMemAsync, OCR_WORK_NONE, 4, false},
    {"cudaStreamAttachMemAsync_ptsz", params_cudaStreamAttachMemAsync_ptsz, OCR_WORK_NONE, 4, true},
    {"cudaStreamBeginCapture", params_cudaStreamBeginCapture, OCR_WORK_NONE, 2, false},
    {"cudaStreamBeginCapture_ptsz", params_cudaStreamBeginCapture_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaStreamBeginCaptureToGraph", params_cudaStreamBeginCaptureToGraph, OCR_WORK_NONE, 6, false},
    {"cudaStreamBeginCaptureToGraph_ptsz", params_cudaStreamBeginCaptureToGraph_ptsz, OCR_WORK_NONE, 6, true},
    {"cudaThreadExchangeStreamCaptureMode", params_cudaThreadExchangeStreamCaptureMode, OCR_WORK_NONE, 1, false},
    {"cudaStreamEndCapture", params_cudaStreamEndCapture, OCR_WORK_NONE, 2, false},
    {"cudaStreamEndCapture_ptsz", params_cudaStreamEndCapture_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaStreamIsCapturing", params_cudaStreamIsCapturing, OCR_WORK_NONE, 2, false},
    {"cudaStreamIsCapturing_ptsz", params_cudaStreamIsCapturing_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaStreamGetCaptureInfo", params_cudaStreamGetCaptureInfo, OCR_WORK_NONE, 7, false},
    {"cudaStreamGetCaptureInfo_ptsz", params_cudaStreamGetCaptureInfo_ptsz, OCR_WORK_NONE, 7, true},
    {"cudaStreamUpdateCaptureDependencies", params_cudaStreamUpdateCaptureDependencies, OCR_WORK_NONE, 5, false},
    {"cudaStreamUpdateCaptureDependencies_ptsz", params_cudaStreamUpdateCaptureDependencies_ptsz, OCR_WORK_NONE, 5, true},
    {"cudaEventCreate", params_cudaEventCreate, OCR_WORK_NONE, 1, false},
    {"cudaEventCreateWithFlags", params_cudaEventCreateWithFlags, OCR_WORK_NONE, 2, false},
    {"cudaEventRecord", params_cudaEventRecord, OCR_WORK_NONE, 2, false},
    {"cudaEventRecord_ptsz", params_cudaEventRecord_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaEventRecordWithFlags", params_cudaEventRecordWithFlags, OCR_WORK_NONE, 3, false},
    {"cudaEventRecordWithFlags_ptsz", params_cudaEventRecordWithFlags_ptsz, OCR_WORK_NONE, 3, true},
    {"cudaEventQuery", params_cudaEventQuery, OCR_WORK_NONE, 1, false},
    {"cudaEventSynchronize", params_cudaEventSynchronize, OCR_WORK_NONE, 1, false},
    {"cudaEventDestroy", params_cudaEventDestroy, OCR_WORK_NONE, 1, false},
    {"cudaEventElapsedTime", params_cudaEventElapsedTime, OCR_WORK_NONE, 3, false},
    {"cudaImportExternalMemory", params_cudaImportExternalMemory, OCR_WORK_NONE, 2, false},
    {"cudaExternalMemoryGetMappedBuffer", params_cudaExternalMemoryGetMappedBuffer, OCR_WORK_NONE, 3, false},
    {"cudaExternalMemoryGetMappedMipmappedArray", params_cudaExternalMemoryGetMappedMipmappedArray, OCR_WORK_NONE, 3, false},
    {"cudaDestroyExternalMemory", params_cudaDestroyExternalMemory, OCR_WORK_NONE, 1, false},
    {"cudaImportExternalSemaphore", params_cudaImportExternalSemaphore, OCR_WORK_NONE, 2, false},
    {"cudaSignalExternalSemaphoresAsync", params_cudaSignalExternalSemaphoresAsync, OCR_WORK_NONE, 4, false},
    {"cudaSignalExternalSemaphoresAsync_ptsz", params_cudaSignalExternalSemaphoresAsync_ptsz, OCR_WORK_NONE, 4, true},
    {"cudaWaitExternalSemaphoresAsync", params_cudaWaitExternalSemaphoresAsync, OCR_WORK_NONE, 4, false},
    {"cudaWaitExternalSemaphoresAsync_ptsz", params_cudaWaitExternalSemaphoresAsync_ptsz, OCR_WORK_NONE, 4, true},
    {"cudaDestroyExternalSemaphore", params_cudaDestroyExternalSemaphore, OCR_WORK_NONE, 1, false},
    {"cudaLaunchKernel", params_cudaLaunchKernel, OCR_WORK_KERNEL, 6, false},
    {"cudaLaunchKernel_ptsz", params_cudaLaunchKernel_ptsz, OCR_WORK_KERNEL, 6, true},
    {"cudaLaunchKernelExC", params_cudaLaunchKernelExC, OCR_WORK_KERNEL, 3, false},
    {"cudaLaunchKernelExC_ptsz", params_cudaLaunchKernelExC_ptsz, OCR_WORK_KERNEL, 3, true},
    {"cudaLaunchCooperativeKernel", params_cudaLaunchCooperativeKernel, OCR_WORK_KERNEL, 6, false},
    {"cudaLaunchCooperativeKernel_ptsz", params_cudaLaunchCooperativeKernel_ptsz, OCR_WORK_KERNEL, 6, true},
    {"cudaFuncSetCacheConfig", params_cudaFuncSetCacheConfig, OCR_WORK_NONE, 2, false},
    {"cudaFuncGetAttributes", params_cudaFuncGetAttributes, OCR_WORK_NONE, 2, false},
    {"cudaFuncSetAttribute", params_cudaFuncSetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaFuncGetName", params_cudaFuncGetName, OCR_WORK_NONE, 2, false},
    {"cudaFuncGetParamInfo", params_cudaFuncGetParamInfo, OCR_WORK_NONE, 4, false},
    {"cudaLaunchHostFunc", params_cudaLaunchHostFunc, OCR_WORK_HOST, 3, false},
    {"cudaLaunchHostFunc_ptsz", params_cudaLaunchHostFunc_ptsz, OCR_WORK_HOST, 3, true},
    {"cudaFuncSetSharedMemConfig", params_cudaFuncSetSharedMemConfig, OCR_WORK_NONE, 2, false},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessor", params_cudaOccupancyMaxActiveBlocksPerMultiprocessor, OCR_WORK_NONE, 4, false},
    {"cudaOccupancyAvailableDynamicSMemPerBlock", params_cudaOccupancyAvailableDynamicSMemPerBlock, OCR_WORK_NONE, 4, false},
    {"cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", params_cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, OCR_WORK_NONE, 5, false},
    {"cudaOccupancyMaxPotentialClusterSize", params_cudaOccupancyMaxPotentialClusterSize, OCR_WORK_NONE, 3, false},
    {"cudaOccupancyMaxActiveClusters", params_cudaOccupancyMaxActiveClusters, OCR_WORK_NONE, 3, false},
    {"cudaMallocManaged", params_cudaMallocManaged, OCR_WORK_NONE, 3, false},
    {"cudaMalloc", params_cudaMalloc, OCR_WORK_NONE, 2, false},
    {"cudaMallocHost", params_cudaMallocHost, OCR_WORK_NONE, 2, false},
    {"cudaMallocPitch", params_cudaMallocPitch, OCR_WORK_NONE, 4, false},
    {"cudaMallocArray", params_cudaMallocArray, OCR_WORK_NONE, 5, false},
    {"cudaFree", params_cudaFree, OCR_WORK_NONE, 1, false},
    {"cudaFreeHost", params_cudaFreeHost, OCR_WORK_NONE, 1, false},
    {"cudaFreeArray", params_cudaFreeArray, OCR_WORK_NONE, 1, false},
    {"cudaFreeMipmappedArray", params_cudaFreeMipmappedArray, OCR_WORK_NONE, 1, false},
    {"cudaHostAlloc", params_cudaHostAlloc, OCR_WORK_NONE, 3, false},
    {"cudaHostRegister", params_cudaHostRegister, OCR_WORK_NONE, 3, false},
    {"cudaHostUnregister", params_cudaHostUnregister, OCR_WORK_NONE, 1, false},
    {"cudaHostGetDevicePointer", params_cudaHostGetDevicePointer, OCR_WORK_NONE, 3, false},
    {"cudaHostGetFlags", params_cudaHostGetFlags, OCR_WORK_NONE, 2, false},
    {"cudaMalloc3D", params_cudaMalloc3D, OCR_WORK_NONE, 2, false},
    {"cudaMalloc3DArray", params_cudaMalloc3DArray, OCR_WORK_NONE, 4, false},
    {"cudaMallocMipmappedArray", params_cudaMallocMipmappedArray, OCR_WORK_NONE, 5, false},
    {"cudaGetMipmappedArrayLevel", params_cudaGetMipmappedArrayLevel, OCR_WORK_NONE, 3, false},
    {"cudaMemcpy3D", params_cudaMemcpy3D, OCR_WORK_MEMCPY, 1, false},
    {"cudaMemcpy3D_ptds", params_cudaMemcpy3D_ptds, OCR_WORK_MEMCPY, 1, true},
    {"cudaMemcpy3DPeer", params_cudaMemcpy3DPeer, OCR_WORK_MEMCPY, 1, false},
    {"cudaMemcpy3DPeer_ptds", params_cudaMemcpy3DPeer_ptds, OCR_WORK_MEMCPY, 1, true},
    {"cudaMemcpy3DAsync", params_cudaMemcpy3DAsync, OCR_WORK_MEMCPY, 2, false},
    {"cudaMemcpy3DAsync_ptsz", params_cudaMemcpy3DAsync_ptsz, OCR_WORK_MEMCPY, 2, true},
    {"cudaMemcpy3DPeerAsync", params_cudaMemcpy3DPeerAsync, OCR_WORK_MEMCPY, 2, false},
    {"cudaMemcpy3DPeerAsync_ptsz", params_cudaMemcpy3DPeerAsync_ptsz, OCR_WORK_MEMCPY, 2, true},
    {"cudaMemGetInfo", params_cudaMemGetInfo, OCR_WORK_NONE, 2, false},
    {"cudaArrayGetInfo", params_cudaArrayGetInfo, OCR_WORK_NONE, 4, false},
    {"cudaArrayGetPlane", params_cudaArrayGetPlane, OCR_WORK_NONE, 3, false},
    {"cudaArrayGetMemoryRequirements", params_cudaArrayGetMemoryRequirements, OCR_WORK_NONE, 3, false},
    {"cudaMipmappedArrayGetMemoryRequirements", params_cudaMipmappedArrayGetMemoryRequirements, OCR_WORK_NONE, 3, false},
    {"cudaArrayGetSparseProperties", params_cudaArrayGetSparseProperties, OCR_WORK_NONE, 2, false},
    {"cudaMipmappedArrayGetSparseProperties", params_cudaMipmappedArrayGetSparseProperties, OCR_WORK_NONE, 2, false},
    {"cudaMemcpy", params_cudaMemcpy, OCR_WORK_MEMCPY, 4, false},
    {"cudaMemcpy_ptds", params_cudaMemcpy_ptds, OCR_WORK_MEMCPY, 4, true},
    {"cudaMemcpyPeer", params_cudaMemcpyPeer, OCR_WORK_MEMCPY, 5, false},
    {"cudaMemcpy2D", params_cudaMemcpy2D, OCR_WORK_MEMCPY, 7, false},
    {"cudaMemcpy2D_ptds", params_cudaMemcpy2D_ptds, OCR_WORK_MEMCPY, 7, true},
    {"cudaMemcpy2DToArray", params_cudaMemcpy2DToArray, OCR_WORK_MEMCPY, 8, false},
    {"cudaMemcpy2DToArray_ptds", params_cudaMemcpy2DToArray_ptds, OCR_WORK_MEMCPY, 8, true},
    {"cudaMemcpy2DFromArray", params_cudaMemcpy2DFromArray, OCR_WORK_MEMCPY, 8, false},
    {"cudaMemcpy2DFromArray_ptds", params_cudaMemcpy2DFromArray_ptds, OCR_WORK_MEMCPY, 8, true},
    {"cudaMemcpy2DArrayToArray", params_cudaMemcpy2DArrayToArray, OCR_WORK_MEMCPY, 9, false},
    {"cudaMemcpy2DArrayToArray_ptds", params_cudaMemcpy2DArrayToArray_ptds, OCR_WORK_MEMCPY, 9, true},
    {"cudaMemcpyToSymbol", params_cudaMemcpyToSymbol, OCR_WORK_MEMCPY, 5, false},
    {"cudaMemcpyToSymbol_ptds", params_cudaMemcpyToSymbol_ptds, OCR_WORK_MEMCPY, 5, true},
    {"cudaMemcpyFromSymbol", params_cudaMemcpyFromSymbol, OCR_WORK_MEMCPY, 5, false},
    {"cudaMemcpyFromSymbol_ptds", params_cudaMemcpyFromSymbol_ptds, OCR_WORK_MEMCPY, 5, true},
    {"cudaMemcpyAsync", params_cudaMemcpyAsync, OCR_WORK_MEMCPY, 5, false},
    {"cudaMemcpyAsync_ptsz", params_cudaMemcpyAsync_ptsz, OCR_WORK_MEMCPY, 5, true},
    {"cudaMemcpyPeerAsync", params_cudaMemcpyPeerAsync, OCR_WORK_MEMCPY, 6, false},
    {"cudaMemcpyBatchAsync", params_cudaMemcpyBatchAsync, OCR_WORK_MEMCPY, 8, false},
    {"cudaMemcpyBatchAsync_ptsz", params_cudaMemcpyBatchAsync_ptsz, OCR_WORK_MEMCPY, 8, true},
    {"cudaMemcpy3DBatchAsync", params_cudaMemcpy3DBatchAsync, OCR_WORK_MEMCPY, 4, false},
    {"cudaMemcpy3DBatchAsync_ptsz", params_cudaMemcpy3DBatchAsync_ptsz, OCR_WORK_MEMCPY, 4, true},
    {"cudaMemcpy2DAsync", params_cudaMemcpy2DAsync, OCR_WORK_MEMCPY, 8, false},
    {"cudaMemcpy2DAsync_ptsz", params_cudaMemcpy2DAsync_ptsz, OCR_WORK_MEMCPY, 8, true},
    {"cudaMemcpy2DToArrayAsync", params_cudaMemcpy2DToArrayAsync, OCR_WORK_MEMCPY, 9, false},
    {"cudaMemcpy2DToArrayAsync_ptsz", params_cudaMemcpy2DToArrayAsync_ptsz, OCR_WORK_MEMCPY, 9, true},
    {"cudaMemcpy2DFromArrayAsync", params_cudaMemcpy2DFromArrayAsync, OCR_WORK_MEMCPY, 9, false},
    {"cudaMemcpy2DFromArrayAsync_ptsz", params_cudaMemcpy2DFromArrayAsync_ptsz, OCR_WORK_MEMCPY, 9, true},
    {"cudaMemcpyToSymbolAsync", params_cudaMemcpyToSymbolAsync, OCR_WORK_MEMCPY, 6, false},
    {"cudaMemcpyToSymbolAsync_ptsz", params_cudaMemcpyToSymbolAsync_ptsz, OCR_WORK_MEMCPY, 6, true},
    {"cudaMemcpyFromSymbolAsync", params_cudaMemcpyFromSymbolAsync, OCR_WORK_MEMCPY, 6, false},
    {"cudaMemcpyFromSymbolAsync_ptsz", params_cudaMemcpyFromSymbolAsync_ptsz, OCR_WORK_MEMCPY, 6, true},
    {"cudaMemset", params_cudaMemset, OCR_WORK_MEMSET, 3, false},
    {"cudaMemset_ptds", params_cudaMemset_ptds, OCR_WORK_MEMSET, 3, true},
    {"cudaMemset2D", params_cudaMemset2D, OCR_WORK_MEMSET, 5, false},
    {"cudaMemset2D_ptds", params_cudaMemset2D_ptds, OCR_WORK_MEMSET, 5, true},
    {"cudaMemset3D", params_cudaMemset3D, OCR_WORK_MEMSET, 3, false},
    {"cudaMemset3D_ptds", params_cudaMemset3D_ptds, OCR_WORK_MEMSET, 3, true},
    {"cudaMemsetAsync", params_cudaMemsetAsync, OCR_WORK_MEMSET, 4, false},
    {"cudaMemsetAsync_ptsz", params_cudaMemsetAsync_ptsz, OCR_WORK_MEMSET, 4, true},
    {"cudaMemset2DAsync", params_cudaMemset2DAsync, OCR_WORK_MEMSET, 6, false},
    {"cudaMemset2DAsync_ptsz", params_cudaMemset2DAsync_ptsz, OCR_WORK_MEMSET, 6, true},
    {"cudaMemset3DAsync", params_cudaMemset3DAsync, OCR_WORK_MEMSET, 4, false},
    {"cudaMemset3DAsync_ptsz", params_cudaMemset3DAsync_ptsz, OCR_WORK_MEMSET, 4, true},
    {"cudaGetSymbolAddress", params_cudaGetSymbolAddress, OCR_WORK_NONE, 2, false},
    {"cudaGetSymbolSize", params_cudaGetSymbolSize, OCR_WORK_NONE, 2, false},
    {"cudaMemPrefetchAsync", params_cudaMemPrefetchAsync, OCR_WORK_NONE, 5, false},
    {"cudaMemPrefetchAsync_ptsz", params_cudaMemPrefetchAsync_ptsz, OCR_WORK_NONE, 5, true},
    {"cudaMemPrefetchBatchAsync", params_cudaMemPrefetchBatchAsync, OCR_WORK_NONE, 8, false},
    {"cudaMemPrefetchBatchAsync_ptsz", params_cudaMemPrefetchBatchAsync_ptsz, OCR_WORK_NONE, 8, true},
    {"cudaMemDiscardBatchAsync", params_cudaMemDiscardBatchAsync, OCR_WORK_NONE, 5, false},
    {"cudaMemDiscardBatchAsync_ptsz", params_cudaMemDiscardBatchAsync_ptsz, OCR_WORK_NONE, 5, true},
    {"cudaMemDiscardAndPrefetchBatchAsync", params_cudaMemDiscardAndPrefetchBatchAsync, OCR_WORK_NONE, 8, false},
    {"cudaMemDiscardAndPrefetchBatchAsync_ptsz", params_cudaMemDiscardAndPrefetchBatchAsync_ptsz, OCR_WORK_NONE, 8, true},
    {"cudaMemAdvise", params_cudaMemAdvise, OCR_WORK_NONE, 4, false},
    {"cudaMemRangeGetAttribute", params_cudaMemRangeGetAttribute, OCR_WORK_NONE, 5, false},
    {"cudaMemRangeGetAttributes", params_cudaMemRangeGetAttributes, OCR_WORK_NONE, 6, false},
    {"cudaMemcpyToArray", params_cudaMemcpyToArray, OCR_WORK_MEMCPY, 6, false},
    {"cudaMemcpyToArray_ptds", params_cudaMemcpyToArray_ptds, OCR_WORK_MEMCPY, 6, true},
    {"cudaMemcpyFromArray", params_cudaMemcpyFromArray, OCR_WORK_MEMCPY, 6, false},
    {"cudaMemcpyFromArray_ptds", params_cudaMemcpyFromArray_ptds, OCR_WORK_MEMCPY, 6, true},
    {"cudaMemcpyArrayToArray", params_cudaMemcpyArrayToArray, OCR_WORK_MEMCPY, 8, false},
    {"cudaMemcpyArrayToArray_ptds", params_cudaMemcpyArrayToArray_ptds, OCR_WORK_MEMCPY, 8, true},
    {"cudaMemcpyToArrayAsync", params_cudaMemcpyToArrayAsync, OCR_WORK_MEMCPY, 7, false},
    {"cudaMemcpyToArrayAsync_ptsz", params_cudaMemcpyToArrayAsync_ptsz, OCR_WORK_MEMCPY, 7, true},
    {"cudaMemcpyFromArrayAsync", params_cudaMemcpyFromArrayAsync, OCR_WORK_MEMCPY, 7, false},
    {"cudaMemcpyFromArrayAsync_ptsz", params_cudaMemcpyFromArrayAsync_ptsz, OCR_WORK_MEMCPY, 7, true},
    {"cudaMallocAsync", params_cudaMallocAsync, OCR_WORK_NONE, 3, false},
    {"cudaMallocAsync_ptsz", params_cudaMallocAsync_ptsz, OCR_WORK_NONE, 3, true},
    {"cudaFreeAsync", params_cudaFreeAsync, OCR_WORK_NONE, 2, false},
    {"cudaFreeAsync_ptsz", params_cudaFreeAsync_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaMemPoolTrimTo", params_cudaMemPoolTrimTo, OCR_WORK_NONE, 2, false},
    {"cudaMemPoolSetAttribute", params_cudaMemPoolSetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaMemPoolGetAttribute", params_cudaMemPoolGetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaMemPoolSetAccess", params_cudaMemPoolSetAccess, OCR_WORK_NONE, 3, false},
    {"cudaMemPoolGetAccess", params_cudaMemPoolGetAccess, OCR_WORK_NONE, 3, false},
    {"cudaMemPoolCreate", params_cudaMemPoolCreate, OCR_WORK_NONE, 2, false},
    {"cudaMemPoolDestroy", params_cudaMemPoolDestroy, OCR_WORK_NONE, 1, false},
    {"cudaMemGetDefaultMemPool", params_cudaMemGetDefaultMemPool, OCR_WORK_NONE, 3, false},
    {"cudaMemGetMemPool", params_cudaMemGetMemPool, OCR_WORK_NONE, 3, false},
    {"cudaMemSetMemPool", params_cudaMemSetMemPool, OCR_WORK_NONE, 3, false},
    {"cudaMallocFromPoolAsync", params_cudaMallocFromPoolAsync, OCR_WORK_NONE, 4, false},
    {"cudaMallocFromPoolAsync_ptsz", params_cudaMallocFromPoolAsync_ptsz, OCR_WORK_NONE, 4, true},
    {"cudaMemPoolExportToShareableHandle", params_cudaMemPoolExportToShareableHandle, OCR_WORK_NONE, 4, false},
    {"cudaMemPoolImportFromShareableHandle", params_cudaMemPoolImportFromShareableHandle, OCR_WORK_NONE, 4, false},
    {"cudaMemPoolExportPointer", params_cudaMemPoolExportPointer, OCR_WORK_NONE, 2, false},
    {"cudaMemPoolImportPointer", params_cudaMemPoolImportPointer, OCR_WORK_NONE, 3, false},
    {"cudaPointerGetAttributes", params_cudaPointerGetAttributes, OCR_WORK_NONE, 2, false},
    {"cudaDeviceCanAccessPeer", params_cudaDeviceCanAccessPeer, OCR_WORK_NONE, 3, false},
    {"cudaDeviceEnablePeerAccess", params_cudaDeviceEnablePeerAccess, OCR_WORK_NONE, 2, false},
    {"cudaDeviceDisablePeerAccess", params_cudaDeviceDisablePeerAccess, OCR_WORK_NONE, 1, false},
    {"cudaGraphicsUnregisterResource", params_cudaGraphicsUnregisterResource, OCR_WORK_NONE, 1, false},
    {"cudaGraphicsResourceSetMapFlags", params_cudaGraphicsResourceSetMapFlags, OCR_WORK_NONE, 2, false},
    {"cudaGraphicsMapResources", params_cudaGraphicsMapResources, OCR_WORK_NONE, 3, false},
    {"cudaGraphicsUnmapResources", params_cudaGraphicsUnmapResources, OCR_WORK_NONE, 3, false},
    {"cudaGraphicsResourceGetMappedPointer", params_cudaGraphicsResourceGetMappedPointer, OCR_WORK_NONE, 3, false},
    {"cudaGraphicsSubResourceGetMappedArray", params_cudaGraphicsSubResourceGetMappedArray, OCR_WORK_NONE, 4, false},
    {"cudaGraphicsResourceGetMappedMipmappedArray", params_cudaGraphicsResourceGetMappedMipmappedArray, OCR_WORK_NONE, 2, false},
    {"cudaGetChannelDesc", params_cudaGetChannelDesc, OCR_WORK_NONE, 2, false},
    {"cudaCreateTextureObject", params_cudaCreateTextureObject, OCR_WORK_NONE, 4, false},
    {"cudaDestroyTextureObject", params_cudaDestroyTextureObject, OCR_WORK_NONE, 1, false},
    {"cudaGetTextureObjectResourceDesc", params_cudaGetTextureObjectResourceDesc, OCR_WORK_NONE, 2, false},
    {"cudaGetTextureObjectTextureDesc", params_cudaGetTextureObjectTextureDesc, OCR_WORK_NONE, 2, false},
    {"cudaGetTextureObjectResourceViewDesc", params_cudaGetTextureObjectResourceViewDesc, OCR_WORK_NONE, 2, false},
    {"cudaCreateSurfaceObject", params_cudaCreateSurfaceObject, OCR_WORK_NONE, 2, false},
    {"cudaDestroySurfaceObject", params_cudaDestroySurfaceObject, OCR_WORK_NONE, 1, false},
    {"cudaGetSurfaceObjectResourceDesc", params_cudaGetSurfaceObjectResourceDesc, OCR_WORK_NONE, 2, false},
    {"cudaDriverGetVersion", params_cudaDriverGetVersion, OCR_WORK_NONE, 1, false},
    {"cudaRuntimeGetVersion", params_cudaRuntimeGetVersion, OCR_WORK_NONE, 1, false},
    {"cudaLogsRegisterCallback", params_cudaLogsRegisterCallback, OCR_WORK_NONE, 3, false},
    {"cudaLogsUnregisterCallback", params_cudaLogsUnregisterCallback, OCR_WORK_NONE, 1, false},
    {"cudaLogsCurrent", params_cudaLogsCurrent, OCR_WORK_NONE, 2, false},
    {"cudaLogsDumpToFile", params_cudaLogsDumpToFile, OCR_WORK_NONE, 3, false},
    {"cudaLogsDumpToMemory", params_cudaLogsDumpToMemory, OCR_WORK_NONE, 4, false},
    {"cudaGraphCreate", params_cudaGraphCreate, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddKernelNode", params_cudaGraphAddKernelNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphKernelNodeGetParams", params_cudaGraphKernelNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphKernelNodeSetParams", params_cudaGraphKernelNodeSetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphKernelNodeCopyAttributes", params_cudaGraphKernelNodeCopyAttributes, OCR_WORK_NONE, 2, false},
    {"cudaGraphKernelNodeGetAttribute", params_cudaGraphKernelNodeGetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaGraphKernelNodeSetAttribute", params_cudaGraphKernelNodeSetAttribute, OCR_WORK_NONE, 3, false},
    {"cudaGraphAddMemcpyNode", params_cudaGraphAddMemcpyNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphAddMemcpyNodeToSymbol", params_cudaGraphAddMemcpyNodeToSymbol, OCR_WORK_NONE, 9, false},
    {"cudaGraphAddMemcpyNodeFromSymbol", params_cudaGraphAddMemcpyNodeFromSymbol, OCR_WORK_NONE, 9, false},
    {"cudaGraphAddMemcpyNode1D", params_cudaGraphAddMemcpyNode1D, OCR_WORK_NONE, 8, false},
    {"cudaGraphMemcpyNodeGetParams", params_cudaGraphMemcpyNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphMemcpyNodeSetParams", params_cudaGraphMemcpyNodeSetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphMemcpyNodeSetParamsToSymbol", params_cudaGraphMemcpyNodeSetParamsToSymbol, OCR_WORK_NONE, 6, false},
    {"cudaGraphMemcpyNodeSetParamsFromSymbol", params_cudaGraphMemcpyNodeSetParamsFromSymbol, OCR_WORK_NONE, 6, false},
    {"cudaGraphMemcpyNodeSetParams1D", params_cudaGraphMemcpyNodeSetParams1D, OCR_WORK_NONE, 5, false},
    {"cudaGraphAddMemsetNode", params_cudaGraphAddMemsetNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphMemsetNodeGetParams", params_cudaGraphMemsetNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphMemsetNodeSetParams", params_cudaGraphMemsetNodeSetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddHostNode", params_cudaGraphAddHostNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphHostNodeGetParams", params_cudaGraphHostNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphHostNodeSetParams", params_cudaGraphHostNodeSetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddChildGraphNode", params_cudaGraphAddChildGraphNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphChildGraphNodeGetGraph", params_cudaGraphChildGraphNodeGetGraph, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddEmptyNode", params_cudaGraphAddEmptyNode, OCR_WORK_NONE, 4, false},
    {"cudaGraphAddEventRecordNode", params_cudaGraphAddEventRecordNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphEventRecordNodeGetEvent", params_cudaGraphEventRecordNodeGetEvent, OCR_WORK_NONE, 2, false},
    {"cudaGraphEventRecordNodeSetEvent", params_cudaGraphEventRecordNodeSetEvent, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddEventWaitNode", params_cudaGraphAddEventWaitNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphEventWaitNodeGetEvent", params_cudaGraphEventWaitNodeGetEvent, OCR_WORK_NONE, 2, false},
    {"cudaGraphEventWaitNodeSetEvent", params_cudaGraphEventWaitNodeSetEvent, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddExternalSemaphoresSignalNode", params_cudaGraphAddExternalSemaphoresSignalNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphExternalSemaphoresSignalNodeGetParams", params_cudaGraphExternalSemaphoresSignalNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphExternalSemaphoresSignalNodeSetParams", params_cudaGraphExternalSemaphoresSignalNodeSetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddExternalSemaphoresWaitNode", params_cudaGraphAddExternalSemaphoresWaitNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphExternalSemaphoresWaitNodeGetParams", params_cudaGraphExternalSemaphoresWaitNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphExternalSemaphoresWaitNodeSetParams", params_cudaGraphExternalSemaphoresWaitNodeSetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddMemAllocNode", params_cudaGraphAddMemAllocNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphMemAllocNodeGetParams", params_cudaGraphMemAllocNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphAddMemFreeNode", params_cudaGraphAddMemFreeNode, OCR_WORK_NONE, 5, false},
    {"cudaGraphMemFreeNodeGetParams", params_cudaGraphMemFreeNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGraphMemTrim", params_cudaDeviceGraphMemTrim, OCR_WORK_NONE, 1, false},
    {"cudaDeviceGetGraphMemAttribute", params_cudaDeviceGetGraphMemAttribute, OCR_WORK_NONE, 3, false},
    {"cudaDeviceSetGraphMemAttribute", params_cudaDeviceSetGraphMemAttribute, OCR_WORK_NONE, 3, false},
    {"cudaGraphClone", params_cudaGraphClone, OCR_WORK_NONE, 2, false},
    {"cudaGraphNodeFindInClone", params_cudaGraphNodeFindInClone, OCR_WORK_NONE, 3, false},
    {"cudaGraphNodeGetType", params_cudaGraphNodeGetType, OCR_WORK_NONE, 2, false},
    {"cudaGraphGetNodes", params_cudaGraphGetNodes, OCR_WORK_NONE, 3, false},
    {"cudaGraphGetRootNodes", params_cudaGraphGetRootNodes, OCR_WORK_NONE, 3, false},
    {"cudaGraphGetEdges", params_cudaGraphGetEdges, OCR_WORK_NONE, 5, false},
    {"cudaGraphNodeGetDependencies", params_cudaGraphNodeGetDependencies, OCR_WORK_NONE, 4, false},
    {"cudaGraphNodeGetDependentNodes", params_cudaGraphNodeGetDependentNodes, OCR_WORK_NONE, 4, false},
    {"cudaGraphAddDependencies", params_cudaGraphAddDependencies, OCR_WORK_NONE, 5, false},
    {"cudaGraphRemoveDependencies", params_cudaGraphRemoveDependencies, OCR_WORK_NONE, 5, false},
    {"cudaGraphDestroyNode", params_cudaGraphDestroyNode, OCR_WORK_NONE, 1, false},
    {"cudaGraphInstantiate", params_cudaGraphInstantiate, OCR_WORK_NONE, 3, false},
    {"cudaGraphInstantiateWithFlags", params_cudaGraphInstantiateWithFlags, OCR_WORK_NONE, 3, false},
    {"cudaGraphInstantiateWithParams", params_cudaGraphInstantiateWithParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphInstantiateWithParams_ptsz", params_cudaGraphInstantiateWithParams_ptsz, OCR_WORK_NONE, 3, true},
    {"cudaGraphExecGetFlags", params_cudaGraphExecGetFlags, OCR_WORK_NONE, 2, false},
    {"cudaGraphExecKernelNodeSetParams", params_cudaGraphExecKernelNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecMemcpyNodeSetParams", params_cudaGraphExecMemcpyNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecMemcpyNodeSetParamsToSymbol", params_cudaGraphExecMemcpyNodeSetParamsToSymbol, OCR_WORK_NONE, 7, false},
    {"cudaGraphExecMemcpyNodeSetParamsFromSymbol", params_cudaGraphExecMemcpyNodeSetParamsFromSymbol, OCR_WORK_NONE, 7, false},
    {"cudaGraphExecMemcpyNodeSetParams1D", params_cudaGraphExecMemcpyNodeSetParams1D, OCR_WORK_NONE, 6, false},
    {"cudaGraphExecMemsetNodeSetParams", params_cudaGraphExecMemsetNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecHostNodeSetParams", params_cudaGraphExecHostNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecChildGraphNodeSetParams", params_cudaGraphExecChildGraphNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecEventRecordNodeSetEvent", params_cudaGraphExecEventRecordNodeSetEvent, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecEventWaitNodeSetEvent", params_cudaGraphExecEventWaitNodeSetEvent, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecExternalSemaphoresSignalNodeSetParams", params_cudaGraphExecExternalSemaphoresSignalNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecExternalSemaphoresWaitNodeSetParams", params_cudaGraphExecExternalSemaphoresWaitNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphNodeSetEnabled", params_cudaGraphNodeSetEnabled, OCR_WORK_NONE, 3, false},
    {"cudaGraphNodeGetEnabled", params_cudaGraphNodeGetEnabled, OCR_WORK_NONE, 3, false},
    {"cudaGraphExecUpdate", params_cudaGraphExecUpdate, OCR_WORK_NONE, 3, false},
    {"cudaGraphUpload", params_cudaGraphUpload, OCR_WORK_NONE, 2, false},
    {"cudaGraphUpload_ptsz", params_cudaGraphUpload_ptsz, OCR_WORK_NONE, 2, true},
    {"cudaGraphLaunch", params_cudaGraphLaunch, OCR_WORK_GRAPH, 2, false},
    {"cudaGraphLaunch_ptsz", params_cudaGraphLaunch_ptsz, OCR_WORK_GRAPH, 2, true},
    {"cudaGraphExecDestroy", params_cudaGraphExecDestroy, OCR_WORK_NONE, 1, false},
    {"cudaGraphDestroy", params_cudaGraphDestroy, OCR_WORK_NONE, 1, false},
    {"cudaGraphDebugDotPrint", params_cudaGraphDebugDotPrint, OCR_WORK_NONE, 3, false},
    {"cudaUserObjectCreate", params_cudaUserObjectCreate, OCR_WORK_NONE, 5, false},
    {"cudaUserObjectRetain", params_cudaUserObjectRetain, OCR_WORK_NONE, 2, false},
    {"cudaUserObjectRelease", params_cudaUserObjectRelease, OCR_WORK_NONE, 2, false},
    {"cudaGraphRetainUserObject", params_cudaGraphRetainUserObject, OCR_WORK_NONE, 4, false},
    {"cudaGraphReleaseUserObject", params_cudaGraphReleaseUserObject, OCR_WORK_NONE, 3, false},
    {"cudaGraphAddNode", params_cudaGraphAddNode, OCR_WORK_NONE, 6, false},
    {"cudaGraphNodeSetParams", params_cudaGraphNodeSetParams, OCR_WORK_NONE, 2, false},
    {"cudaGraphExecNodeSetParams", params_cudaGraphExecNodeSetParams, OCR_WORK_NONE, 3, false},
    {"cudaGraphConditionalHandleCreate", params_cudaGraphConditionalHandleCreate, OCR_WORK_NONE, 4, false},
    {"cudaGetDriverEntryPoint", params_cudaGetDriverEntryPoint, OCR_WORK_NONE, 4, false},
    {"cudaGetDriverEntryPoint_ptsz", params_cudaGetDriverEntryPoint_ptsz, OCR_WORK_NONE, 4, true},
    {"cudaGetDriverEntryPointByVersion", params_cudaGetDriverEntryPointByVersion, OCR_WORK_NONE, 5, false},
    {"cudaGetDriverEntryPointByVersion_ptsz", params_cudaGetDriverEntryPointByVersion_ptsz, OCR_WORK_NONE, 5, true},
    {"cudaLibraryLoadData", params_cudaLibraryLoadData, OCR_WORK_NONE, 8, false},
    {"cudaLibraryLoadFromFile", params_cudaLibraryLoadFromFile, OCR_WORK_NONE, 8, false},
    {"cudaLibraryUnload", params_cudaLibraryUnload, OCR_WORK_NONE, 1, false},
    {"cudaLibraryGetKernel", params_cudaLibraryGetKernel, OCR_WORK_NONE, 3, false},
    {"cudaLibraryGetGlobal", params_cudaLibraryGetGlobal, OCR_WORK_NONE, 4, false},
    {"cudaLibraryGetManaged", params_cudaLibraryGetManaged, OCR_WORK_NONE, 4, false},
    {"cudaLibraryGetUnifiedFunction", params_cudaLibraryGetUnifiedFunction, OCR_WORK_NONE, 3, false},
    {"cudaLibraryGetKernelCount", params_cudaLibraryGetKernelCount, OCR_WORK_NONE, 2, false},
    {"cudaLibraryEnumerateKernels", params_cudaLibraryEnumerateKernels, OCR_WORK_NONE, 3, false},
    {"cudaKernelSetAttributeForDevice", params_cudaKernelSetAttributeForDevice, OCR_WORK_NONE, 4, false},
    {"cudaGetExportTable", params_cudaGetExportTable, OCR_WORK_NONE, 2, false},
    {"cudaGetFuncBySymbol", params_cudaGetFuncBySymbol, OCR_WORK_NONE, 2, false},
    {"cudaGetKernel", params_cudaGetKernel, OCR_WORK_NONE, 2, false},
    {"cudaProfilerStart", NULL, OCR_WORK_NONE, 0, false},
    {"cudaProfilerStop", NULL, OCR_WORK_NONE, 0, false},
    {"cudaGLGetDevices", params_cudaGLGetDevices, OCR_WORK_NONE, 4, false},
    {"cudaGraphicsGLRegisterImage", params_cudaGraphicsGLRegisterImage, OCR_WORK_NONE, 4, false},
    {"cudaGraphicsGLRegisterBuffer", params_cudaGraphicsGLRegisterBuffer, OCR_WORK_NONE, 3, false},
    {"cudaGLSetGLDevice", params_cudaGLSetGLDevice, OCR_WORK_NONE, 1, false},
    {"cudaGLRegisterBufferObject", params_cudaGLRegisterBufferObject, OCR_WORK_NONE, 1, false},
    {"cudaGLMapBufferObject", params_cudaGLMapBufferObject, OCR_WORK_NONE, 2, false},
    {"cudaGLUnmapBufferObject", params_cudaGLUnmapBufferObject, OCR_WORK_NONE, 1, false},
    {"cudaGLUnregisterBufferObject", params_cudaGLUnregisterBufferObject, OCR_WORK_NONE, 1, false},
    {"cudaGLSetBufferObjectMapFlags", params_cudaGLSetBufferObjectMapFlags, OCR_WORK_NONE, 2, false},
    {"cudaGLMapBufferObjectAsync", params_cudaGLMapBufferObjectAsync, OCR_WORK_NONE, 3, false},
    {"cudaGLUnmapBufferObjectAsync", params_cudaGLUnmapBufferObjectAsync, OCR_WORK_NONE, 2, false},
    {"cudaGraphicsEGLRegisterImage", params_cudaGraphicsEGLRegisterImage, OCR_WORK_NONE, 3, false},
    {"cudaEGLStreamConsumerConnect", params_cudaEGLStreamConsumerConnect, OCR_WORK_NONE, 2, false},
    {"cudaEGLStreamConsumerConnectWithFlags", params_cudaEGLStreamConsumerConnectWithFlags, OCR_WORK_NONE, 3, false},
    {"cudaEGLStreamConsumerDisconnect", params_cudaEGLStreamConsumerDisconnect, OCR_WORK_NONE, 1, false},
    {"cudaEGLStreamConsumerAcquireFrame", params_cudaEGLStreamConsumerAcquireFrame, OCR_WORK_NONE, 4, false},
    {"cudaEGLStreamConsumerReleaseFrame", params_cudaEGLStreamConsumerReleaseFrame, OCR_WORK_NONE, 3, false},
    {"cudaEGLStreamProducerConnect", params_cudaEGLStreamProducerConnect, OCR_WORK_NONE, 4, false},
    {"cudaEGLStreamProducerDisconnect", params_cudaEGLStreamProducerDisconnect, OCR_WORK_NONE, 1, false},
    {"cudaEGLStreamProducerPresentFrame", params_cudaEGLStreamProducerPresentFrame, OCR_WORK_NONE, 3, false},
    {"cudaEGLStreamProducerReturnFrame", params_cudaEGLStreamProducerReturnFrame, OCR_WORK_NONE, 3, false},
    {"cudaGraphicsResourceGetMappedEglFrame", params_cudaGraphicsResourceGetMappedEglFrame, OCR_WORK_NONE, 4, false},
    {"cudaEventCreateFromEGLSync", params_cudaEventCreateFromEGLSync, OCR_WORK_NONE, 3, false},
    {"cudaVDPAUGetDevice", params_cudaVDPAUGetDevice, OCR_WORK_NONE, 3, false},
    {"cudaVDPAUSetVDPAUDevice", params_cudaVDPAUSetVDPAUDevice, OCR_WORK_NONE, 3, false},
    {"cudaGraphicsVDPAURegisterVideoSurface", params_cudaGraphicsVDPAURegisterVideoSurface, OCR_WORK_NONE, 3, false},
    {"cudaGraphicsVDPAURegisterOutputSurface", params_cudaGraphicsVDPAURegisterOutputSurface, OCR_WORK_NONE, 3, false},
    {"cudaGraphNodeGetContainingGraph", params_cudaGraphNodeGetContainingGraph, OCR_WORK_NONE, 2, false},
    {"cudaGraphNodeGetLocalId", params_cudaGraphNodeGetLocalId, OCR_WORK_NONE, 2, false},
    {"cudaGraphNodeGetToolsId", params_cudaGraphNodeGetToolsId, OCR_WORK_NONE, 2, false},
    {"cudaGraphGetId", params_cudaGraphGetId, OCR_WORK_NONE, 2, false},
    {"cudaGraphExecGetId", params_cudaGraphExecGetId, OCR_WORK_NONE, 2, false},
    {"cudaGraphConditionalHandleCreate_v2", params_cudaGraphConditionalHandleCreate_v2, OCR_WORK_NONE, 5, false},
    {"cudaDeviceGetDevResource", params_cudaDeviceGetDevResource, OCR_WORK_NONE, 3, false},
    {"cudaDevSmResourceSplitByCount", params_cudaDevSmResourceSplitByCount, OCR_WORK_NONE, 6, false},
    {"cudaDevSmResourceSplit", params_cudaDevSmResourceSplit, OCR_WORK_NONE, 6, false},
    {"cudaDevResourceGenerateDesc", params_cudaDevResourceGenerateDesc, OCR_WORK_NONE, 3, false},
    {"cudaGreenCtxCreate", params_cudaGreenCtxCreate, OCR_WORK_NONE, 4, false},
    {"cudaExecutionCtxDestroy", params_cudaExecutionCtxDestroy, OCR_WORK_NONE, 1, false},
    {"cudaExecutionCtxGetDevResource", params_cudaExecutionCtxGetDevResource, OCR_WORK_NONE, 3, false},
    {"cudaExecutionCtxGetDevice", params_cudaExecutionCtxGetDevice, OCR_WORK_NONE, 2, false},
    {"cudaExecutionCtxGetId", params_cudaExecutionCtxGetId, OCR_WORK_NONE, 2, false},
    {"cudaExecutionCtxStreamCreate", params_cudaExecutionCtxStreamCreate, OCR_WORK_NONE, 4, false},
    {"cudaExecutionCtxSynchronize", params_cudaExecutionCtxSynchronize, OCR_WORK_NONE, 1, false},
    {"cudaStreamGetDevResource", params_cudaStreamGetDevResource, OCR_WORK_NONE, 3, false},
    {"cudaStreamGetDevResource_ptsz", params_cudaStreamGetDevResource_ptsz, OCR_WORK_NONE, 3, true},
    {"cudaExecutionCtxRecordEvent", params_cudaExecutionCtxRecordEvent, OCR_WORK_NONE, 2, false},
    {"cudaExecutionCtxWaitEvent", params_cudaExecutionCtxWaitEvent, OCR_WORK_NONE, 2, false},
    {"cudaDeviceGetExecutionCtx", params_cudaDeviceGetExecutionCtx, OCR_WORK_NONE, 2, false},
    {"cudaFuncGetParamCount", params_cudaFuncGetParamCount, OCR_WORK_NONE, 2, false},
    {"cudaLaunchHostFunc_v2", params_cudaLaunchHostFunc_v2, OCR_WORK_NONE, 4, false},
    {"cudaLaunchHostFunc_v2_ptsz", params_cudaLaunchHostFunc_v2_ptsz, OCR_WORK_NONE, 4, true},
    {"cudaMemcpyWithAttributesAsync", params_cudaMemcpyWithAttributesAsync, OCR_WORK_MEMCPY, 5, false},
    {"cudaMemcpyWithAttributesAsync_ptsz", params_cudaMemcpyWithAttributesAsync_ptsz, OCR_WORK_MEMCPY, 5, true},
    {"cudaMemcpy3DWithAttributesAsync", params_cudaMemcpy3DWithAttributesAsync, OCR_WORK_MEMCPY, 3, false},
    {"cudaMemcpy3DWithAttributesAsync_ptsz", params_cudaMemcpy3DWithAttributesAsync_ptsz, OCR_WORK_MEMCPY, 3, true},
    {"cudaGraphNodeGetParams", params_cudaGraphNodeGetParams, OCR_WORK_NONE, 2, false},
    {"cudaStreamBeginRecaptureToGraph", params_cudaStreamBeginRecaptureToGraph, OCR_WORK_NONE, 4, false},
    {"cudaStreamBeginRecaptureToGraph_ptsz", params_cudaStreamBeginRecaptureToGraph_ptsz, OCR_WORK_NONE, 4, true},
    {"cudaMemGetLocationInfo", NULL, OCR_WORK_NONE, 0, false},
    {"cudaLaunchKernel", params___cudaLaunchKernel, OCR_WORK_KERNEL, 6, false},
    {"cudaLaunchKernel_ptsz", params___cudaLaunchKernel_ptsz, OCR_WORK_KERNEL, 6, true},
};
