/*
 * cuda13x.h: what CUDA 13.1 to 13.4 added to the runtime API, for code built with an older 13.x
 * toolkit (the project builds with 13.0's headers). C11 and C++.
 *
 * Include it after <cuda_runtime_api.h>. Each block steps aside when the toolkit's own headers
 * already define it (CUDART_VERSION >= the release that added it). Functions are declared as
 * cuda_runtime_api.h declares them, types and values as driver_types.h defines them.
 *
 * Sources (read, not guessed):
 *  - NVIDIA/cuda-python, cuda_bindings, generated from the 13.3.0 headers: the runtime's
 *    declarations (cyruntime.pxd, cyruntime_functions.pxi, the per-thread declarations
 *    cyruntime_ptds.pxd);
 *  - the preprocessed driver_types.h of the CUDA 13.1 and 13.3 toolkits (struct members in
 *    order, enumerators with the values the compiler needed to print);
 *  - NVIDIA's CUDA Runtime API reference 13.1-13.4 (cudaGraphRecaptureCallback_t,
 *    cudaGraphRecaptureCallbackData, cudaDevSmResourceGroupParams).
 *
 * The per-thread twins of the new stream-taking functions are NVIDIA 13.3's own: of the 76
 * per-thread names its runtime carries (the one linked into cuda-bindings 13.3, read on the GPU
 * machine, 2026-12-07), those of functions added since 13.0 are exactly
 * cudaStreamGetDevResource_ptsz, cudaLaunchHostFunc_v2_ptsz, cudaMemcpyWithAttributesAsync_ptsz,
 * cudaMemcpy3DWithAttributesAsync_ptsz and cudaStreamBeginRecaptureToGraph_ptsz.
 *
 * Not established (said where it matters below):
 *  - cudaMemGetLocationInfo (13.4): its prototype was published nowhere that could be read. The
 *    library exports it as a forwarder to the driver's cuMemGetLocationInfo (docs/BEHAVIOUR.md,
 *    "CUDA 13.1-13.4 additions"); this header declares no prototype for programs, so that no
 *    caller binds to a guessed one.
 *  - the release (13.2 or 13.3) of cudaKernelFunctionType and the kernel-node union, and the
 *    release (13.1-13.3) of the YUV channel formats: the 13.1 header lacks them, the 13.3 header
 *    has them; they are guarded on 13.3.
 *  - the values of 13.4's locality-domain device attributes (the driver's
 *    CU_DEVICE_ATTRIBUTE_LOCALITY_DOMAIN_COUNT is 149; the runtime's names and values were not
 *    read): not declared. Device attributes the library does not know reach the driver anyway.
 *  - NVIDIA's 13.4 runtime reference also lists cudaErrorFabricNotReady and
 *    cudaFuncAttributeSharedMemoryMode, whose values were not read: not declared.
 *
 * Structures that 13.x changed in place (a reserved word became a field, or a field was added at
 * the end of a structure embedded in cudaGraphNodeParams' union) cannot be redeclared over the
 * toolkit's; they have a mirror here, `struct ocr13x_*`, with NVIDIA's 13.3 layout, asserted
 * against the older structure's size and offsets. The library reads and writes the new fields
 * through the mirrors; a program built with a newer toolkit uses its own names.
 */
#ifndef OPENCUDART_CUDA13X_H
#define OPENCUDART_CUDA13X_H

#include <cuda_runtime_api.h>
#include <stddef.h>

/* The runtime API level this library reports (cudaRuntimeGetVersion, the export table's version,
 * the trace's header, `opencudart info`): the newest 13.x release whose whole runtime API it
 * implements. 13.3: everything 13.1-13.3 added is implemented and compared with NVIDIA's 13.3
 * runtime; 13.4's values (above) and its one function's prototype are not established, so the
 * library does not claim 13.4. The oldest driver it runs on stays 13.0 (r580): minor-version
 * compatibility. */
#define OCR_CUDART_API_VERSION 13030
/* The oldest driver it runs on (cuDriverGetVersion): 13.0's. */
#define OCR_CUDART_MIN_DRIVER_VERSION 13000

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__cplusplus)
#define OCR13X_STATIC_ASSERT(c, m) static_assert(c, m)
#else
#define OCR13X_STATIC_ASSERT(c, m) _Static_assert(c, m)
#endif

/* ============================================================================================ */
/* Per-thread default stream twins (NVIDIA 13.3's names; see the top of this file)             */
/* ============================================================================================ */
/* Before the declarations, as cuda_runtime_api.h does, so that they declare the twins. */
#if defined(__CUDART_API_PER_THREAD_DEFAULT_STREAM) && CUDART_VERSION < 13030
#if CUDART_VERSION < 13010
#define cudaStreamGetDevResource __CUDART_API_PTSZ(cudaStreamGetDevResource)
#endif
#if CUDART_VERSION < 13020
#define cudaLaunchHostFunc_v2 __CUDART_API_PTSZ(cudaLaunchHostFunc_v2)
#define cudaMemcpyWithAttributesAsync __CUDART_API_PTSZ(cudaMemcpyWithAttributesAsync)
#define cudaMemcpy3DWithAttributesAsync __CUDART_API_PTSZ(cudaMemcpy3DWithAttributesAsync)
#endif
#define cudaStreamBeginRecaptureToGraph __CUDART_API_PTSZ(cudaStreamBeginRecaptureToGraph)
#endif

/* ============================================================================================ */
/* 13.1                                                                                         */
/* ============================================================================================ */
#if !defined(CUDART_VERSION) || CUDART_VERSION < 13010

/* errors */
#define cudaErrorStreamDetached ((enum cudaError)917)

/* handles */
typedef struct CUdevResourceDesc_st *cudaDevResourceDesc_t;
typedef struct cudaExecutionContext_st *cudaExecutionContext_t;

/* device resources */
enum cudaDevSmResourceGroup_flags {
    cudaDevSmResourceGroupDefault = 0,
    cudaDevSmResourceGroupBackfill = 1
};

enum cudaDevSmResourceSplitByCount_flags {
    cudaDevSmResourceSplitIgnoreSmCoscheduling = 1,
    cudaDevSmResourceSplitMaxPotentialClusterSize = 2
};

enum cudaDevResourceType {
    cudaDevResourceTypeInvalid = 0,
    cudaDevResourceTypeSm = 1,
    cudaDevResourceTypeWorkqueueConfig = 1000,
    cudaDevResourceTypeWorkqueue = 10000
};

struct cudaDevSmResource {
    unsigned int smCount;
    unsigned int minSmPartitionSize;
    unsigned int smCoscheduledAlignment;
    unsigned int flags;
};

enum cudaDevWorkqueueConfigScope {
    cudaDevWorkqueueConfigScopeDeviceCtx = 0,
    cudaDevWorkqueueConfigScopeGreenCtxBalanced = 1
};

struct cudaDevWorkqueueConfigResource {
    int device;
    unsigned int wqConcurrencyLimit;
    enum cudaDevWorkqueueConfigScope sharingScope;
};

struct cudaDevWorkqueueResource {
    unsigned char reserved[40];
};

typedef struct cudaDevSmResourceGroupParams_st {
    unsigned int smCount;
    unsigned int coscheduledSmCount;
    unsigned int preferredCoscheduledSmCount;
    unsigned int flags;
    unsigned int reserved[12];
} cudaDevSmResourceGroupParams;

typedef struct cudaDevResource_st {
    enum cudaDevResourceType type;
    unsigned char _internal_padding[92];
    union {
        struct cudaDevSmResource sm;
        struct cudaDevWorkqueueConfigResource wqConfig;
        struct cudaDevWorkqueueResource wq;
        unsigned char _oversize[40];
    };
    struct cudaDevResource_st *nextResource;
} cudaDevResource;

/** \addtogroup CUDART_GRAPH @{ */
/* functions: graph identities */
extern __host__ cudaError_t CUDARTAPI cudaGraphNodeGetContainingGraph(cudaGraphNode_t hNode,
                                                                      cudaGraph_t *phGraph);
extern __host__ cudaError_t CUDARTAPI cudaGraphNodeGetLocalId(cudaGraphNode_t hNode,
                                                              unsigned int *nodeId);
extern __host__ cudaError_t CUDARTAPI cudaGraphNodeGetToolsId(cudaGraphNode_t hNode,
                                                              unsigned long long *toolsNodeId);
extern __host__ cudaError_t CUDARTAPI cudaGraphGetId(cudaGraph_t hGraph, unsigned int *graphID);
extern __host__ cudaError_t CUDARTAPI cudaGraphExecGetId(cudaGraphExec_t hGraphExec,
                                                         unsigned int *graphID);
extern __host__ cudaError_t CUDARTAPI cudaGraphConditionalHandleCreate_v2(
    cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, cudaExecutionContext_t ctx,
    unsigned int defaultLaunchValue, unsigned int flags);
/** @} */

/**
 * \defgroup CUDART_EXECUTION_CONTEXT Execution Context Management
 * @{
 */
/* functions: execution contexts */
extern __host__ cudaError_t CUDARTAPI cudaDeviceGetDevResource(int device,
                                                               cudaDevResource *resource,
                                                               enum cudaDevResourceType type);
extern __host__ cudaError_t CUDARTAPI cudaDevSmResourceSplitByCount(
    cudaDevResource *result, unsigned int *nbGroups, const cudaDevResource *input,
    cudaDevResource *remaining, unsigned int flags, unsigned int minCount);
extern __host__ cudaError_t CUDARTAPI cudaDevSmResourceSplit(
    cudaDevResource *result, unsigned int nbGroups, const cudaDevResource *input,
    cudaDevResource *remainder, unsigned int flags, cudaDevSmResourceGroupParams *groupParams);
extern __host__ cudaError_t CUDARTAPI cudaDevResourceGenerateDesc(cudaDevResourceDesc_t *phDesc,
                                                                  cudaDevResource *resources,
                                                                  unsigned int nbResources);
extern __host__ cudaError_t CUDARTAPI cudaGreenCtxCreate(cudaExecutionContext_t *phCtx,
                                                         cudaDevResourceDesc_t desc, int device,
                                                         unsigned int flags);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxDestroy(cudaExecutionContext_t ctx);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxGetDevResource(cudaExecutionContext_t ctx,
                                                                     cudaDevResource *resource,
                                                                     enum cudaDevResourceType type);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxGetDevice(int *device,
                                                                cudaExecutionContext_t ctx);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxGetId(cudaExecutionContext_t ctx,
                                                            unsigned long long *ctxId);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxStreamCreate(cudaStream_t *phStream,
                                                                   cudaExecutionContext_t ctx,
                                                                   unsigned int flags,
                                                                   int priority);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxSynchronize(cudaExecutionContext_t ctx);
extern __host__ cudaError_t CUDARTAPI cudaStreamGetDevResource(cudaStream_t hStream,
                                                               cudaDevResource *resource,
                                                               enum cudaDevResourceType type);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxRecordEvent(cudaExecutionContext_t ctx,
                                                                  cudaEvent_t event);
extern __host__ cudaError_t CUDARTAPI cudaExecutionCtxWaitEvent(cudaExecutionContext_t ctx,
                                                                cudaEvent_t event);
extern __host__ cudaError_t CUDARTAPI cudaDeviceGetExecutionCtx(cudaExecutionContext_t *ctx,
                                                                int device);
/** @} */

#endif /* 13.1 */

/* ============================================================================================ */
/* 13.2                                                                                         */
/* ============================================================================================ */
#if !defined(CUDART_VERSION) || CUDART_VERSION < 13020

#define cudaErrorVersionTranslation ((enum cudaError)10)

/* cudaHostNodeParamsV2::syncMode, cudaLaunchHostFunc_v2's syncMode */
enum cudaHostTaskSyncMode { cudaHostTaskBlocking = 0, cudaHostTaskSpinWait = 1 };

/* new values of existing enumerations */
#define cudaMemPoolAttrAllocationType ((enum cudaMemPoolAttr)9)
#define cudaMemPoolAttrExportHandleTypes ((enum cudaMemPoolAttr)10)
#define cudaMemPoolAttrLocationId ((enum cudaMemPoolAttr)11)
#define cudaMemPoolAttrLocationType ((enum cudaMemPoolAttr)12)
#define cudaMemPoolAttrMaxPoolSize ((enum cudaMemPoolAttr)13)
#define cudaMemPoolAttrHwDecompressEnabled ((enum cudaMemPoolAttr)14)
#define cudaMemLocationTypeInvisible ((enum cudaMemLocationType)5)
#define cudaLaunchAttributePortableClusterSizeMode ((cudaLaunchAttributeID)17)
#define cudaLaunchAttributeSharedMemoryMode ((cudaLaunchAttributeID)18)

/* values of the two new launch attributes (cudaLaunchAttributeValue::portableClusterSizeMode,
 * ::sharedMemoryMode: see struct ocr13x_launch_attribute_value) */
typedef enum cudaLaunchAttributePortableClusterMode {
    cudaLaunchPortableClusterModeDefault = 0,
    cudaLaunchPortableClusterModeRequirePortable = 1,
    cudaLaunchPortableClusterModeAllowNonPortable = 2
} cudaLaunchAttributePortableClusterMode;

typedef enum cudaSharedMemoryMode {
    cudaSharedMemoryModeDefault = 0,
    cudaSharedMemoryModeRequirePortable = 1,
    cudaSharedMemoryModeAllowNonPortable = 2
} cudaSharedMemoryMode;

/** \addtogroup CUDART_EXECUTION @{ */
extern __host__ cudaError_t CUDARTAPI cudaFuncGetParamCount(const void *func, size_t *paramCount);
extern __host__ cudaError_t CUDARTAPI cudaLaunchHostFunc_v2(cudaStream_t stream, cudaHostFn_t fn,
                                                            void *userData, unsigned int syncMode);
/** @} */
/** \addtogroup CUDART_MEMORY @{ */
extern __host__ cudaError_t CUDARTAPI
cudaMemcpyWithAttributesAsync(void *dst, const void *src, size_t size,
                              struct cudaMemcpyAttributes *attr, cudaStream_t stream);
extern __host__ cudaError_t CUDARTAPI cudaMemcpy3DWithAttributesAsync(
    struct cudaMemcpy3DBatchOp *op, unsigned long long flags, cudaStream_t stream);
/** @} */
/** \addtogroup CUDART_GRAPH @{ */
extern __host__ cudaError_t CUDARTAPI
cudaGraphNodeGetParams(cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams);
/** @} */

#endif /* 13.2 */

/* ============================================================================================ */
/* 13.3                                                                                         */
/* ============================================================================================ */
#if !defined(CUDART_VERSION) || CUDART_VERSION < 13030

#define cudaErrorGraphRecaptureFailure ((enum cudaError)918)

#define cudaDevAttrAtomicReductionSupported ((enum cudaDeviceAttr)148)
#define cudaDevAttrCigStreamsSupported ((enum cudaDeviceAttr)151)
/* cudaDevAttrMax is 152 from 13.3 on (148 in 13.0): the enumerator itself cannot be redefined */
#define OCR13X_DEV_ATTR_MAX 152

/* The YUV channel formats (13.1-13.3, release not established): 32-45 after
 * cudaChannelFormatKindUnsignedNormalized1010102 (31). */
#define cudaChannelFormatKindUnsigned8Packed422 ((enum cudaChannelFormatKind)32)
#define cudaChannelFormatKindUnsigned8Packed444 ((enum cudaChannelFormatKind)33)
#define cudaChannelFormatKindUnsigned8SemiPlanar420 ((enum cudaChannelFormatKind)34)
#define cudaChannelFormatKindUnsigned16SemiPlanar420 ((enum cudaChannelFormatKind)35)
#define cudaChannelFormatKindUnsigned8SemiPlanar422 ((enum cudaChannelFormatKind)36)
#define cudaChannelFormatKindUnsigned16SemiPlanar422 ((enum cudaChannelFormatKind)37)
#define cudaChannelFormatKindUnsigned8SemiPlanar444 ((enum cudaChannelFormatKind)38)
#define cudaChannelFormatKindUnsigned16SemiPlanar444 ((enum cudaChannelFormatKind)39)
#define cudaChannelFormatKindUnsigned8Planar420 ((enum cudaChannelFormatKind)40)
#define cudaChannelFormatKindUnsigned16Planar420 ((enum cudaChannelFormatKind)41)
#define cudaChannelFormatKindUnsigned8Planar422 ((enum cudaChannelFormatKind)42)
#define cudaChannelFormatKindUnsigned16Planar422 ((enum cudaChannelFormatKind)43)
#define cudaChannelFormatKindUnsigned8Planar444 ((enum cudaChannelFormatKind)44)
#define cudaChannelFormatKindUnsigned16Planar444 ((enum cudaChannelFormatKind)45)

/* cudaChildGraphNodeParams::ownership as a query writes it ("set when params are queried to
 * prevent accidentally reusing the driver-owned graph object"; 13.1-13.3, release not
 * established) */
#define cudaGraphChildGraphOwnershipInvalid ((enum cudaGraphChildGraphNodeOwnership)(-1))

/* cudaKernelNodeParamsV2::functionType (13.2 or 13.3: not established) */
enum cudaKernelFunctionType {
    cudaKernelFunctionTypeUnspecified = 0,
    cudaKernelFunctionTypeDeviceEntry = 1,
    cudaKernelFunctionTypeKernel = 2,
    cudaKernelFunctionTypeFunction = 3
};

/* recapture */
enum cudaGraphRecaptureStatus {
    cudaGraphRecaptureEligibleForUpdate = 0,
    cudaGraphRecaptureIneligibleForUpdate = 1,
    cudaGraphRecaptureError = 2
};

typedef cudaError_t (*cudaGraphRecaptureCallback_t)(
    void *data, cudaGraphNode_t node, const struct cudaGraphNodeParams *originalParams,
    const struct cudaGraphNodeParams *recaptureParams, enum cudaGraphRecaptureStatus status);

struct cudaGraphRecaptureCallbackData {
    cudaGraphRecaptureCallback_t callbackFunc;
    void *userData;
};

/** \addtogroup CUDART_STREAM @{ */
extern __host__ cudaError_t CUDARTAPI cudaStreamBeginRecaptureToGraph(
    cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph,
    struct cudaGraphRecaptureCallbackData *callbackData);
/** @} */

#endif /* 13.3 */

/* ============================================================================================ */
/* 13.4                                                                                         */
/* ============================================================================================ */
/* cudaMemGetLocationInfo: prototype not established (see the top of this file). The library
 * exports the name; its own generators (generators/gen_stubs.py, which defines OCR_CUDA13X_INTERNAL
 * while reading this file) and its sources see the placeholder below, which programs never do:
 * the entry layer reaches the body with the caller's argument registers untouched, and the body
 * (memory/location_info.c, which defines OCR_CUDA13X_NO_PLACEHOLDER) passes its six
 * integer-register arguments to the driver's cuMemGetLocationInfo unchanged. */
/** \addtogroup CUDART_MEMORY @{ */
#if defined(OCR_CUDA13X_INTERNAL) && !defined(OCR_CUDA13X_NO_PLACEHOLDER)
extern __host__ cudaError_t CUDARTAPI cudaMemGetLocationInfo(void);
#endif
/** @} */

/* ============================================================================================ */
/* Mirrors of the structures 13.x changed in place (NVIDIA 13.3's layout)                       */
/* ============================================================================================ */

/* cudaKernelNodeParamsV2: the function became a union of three handle kinds; ctx (13.1) and
 * functionType were added at the end. */
struct ocr13x_kernel_node_params {
    union {
        void *func;
        cudaKernel_t kern;
        cudaFunction_t cuFunc;
    };
    dim3 gridDim;
    dim3 blockDim;
    unsigned int sharedMemBytes;
    void **kernelParams;
    void **extra;
    cudaExecutionContext_t ctx;
    enum cudaKernelFunctionType functionType;
};

/* cudaMemcpyNodeParams: reserved[3] became `int reserved; cudaExecutionContext_t ctx` (13.1) */
struct ocr13x_memcpy_node_params {
    int flags;
    int reserved;
    cudaExecutionContext_t ctx;
    struct cudaMemcpy3DParms copyParams;
};

/* cudaMemsetParamsV2: + ctx (13.1) */
struct ocr13x_memset_node_params {
    void *dst;
    size_t pitch;
    unsigned int value;
    unsigned int elementSize;
    size_t width;
    size_t height;
    cudaExecutionContext_t ctx;
};

/* cudaHostNodeParamsV2: + syncMode (13.2) */
struct ocr13x_host_node_params {
    cudaHostFn_t fn;
    void *userData;
    unsigned int syncMode;
};

/* cudaConditionalNodeParams: + ctx (13.1) */
struct ocr13x_conditional_node_params {
    cudaGraphConditionalHandle handle;
    enum cudaGraphConditionalNodeType type;
    unsigned int size;
    cudaGraph_t *phGraph_out;
    cudaExecutionContext_t ctx;
};

/* cudaFuncAttributes: reserved[16] became `deviceNodeUpdateStatus; reserved1; reserved[14]`
 * (13.3) */
struct ocr13x_func_attributes {
    size_t sharedSizeBytes;
    size_t constSizeBytes;
    size_t localSizeBytes;
    int maxThreadsPerBlock;
    int numRegs;
    int ptxVersion;
    int binaryVersion;
    int cacheModeCA;
    int maxDynamicSharedSizeBytes;
    int preferredShmemCarveout;
    int clusterDimMustBeSet;
    int requiredClusterWidth;
    int requiredClusterHeight;
    int requiredClusterDepth;
    int clusterSchedulingPolicyPreference;
    int nonPortableClusterSizeAllowed;
    int deviceNodeUpdateStatus;
    int reserved1;
    int reserved[14];
};

/* cudaLaunchAttributeValue: two members for the 13.2 launch attributes (17, 18) */
union ocr13x_launch_attribute_value {
    char pad[64];
    cudaLaunchAttributePortableClusterMode portableClusterSizeMode;
    cudaSharedMemoryMode sharedMemoryMode;
};

/* ============================================================================================ */
/* Layouts (LP64), against NVIDIA's 13.3 headers and the 13.0 structures the mirrors overlay    */
/* ============================================================================================ */
#define OCR13X_LAYOUT(t, m, off)                                                                   \
    OCR13X_STATIC_ASSERT(offsetof(t, m) == (off), #t "." #m " is at " #off " in NVIDIA's headers")
#define OCR13X_SIZE(t, n) OCR13X_STATIC_ASSERT(sizeof(t) == (n), #t " is " #n " bytes in NVIDIA's")

#if defined(__LP64__) || defined(_WIN64)
OCR13X_SIZE(struct cudaDevSmResource, 16);
OCR13X_SIZE(struct cudaDevWorkqueueConfigResource, 12);
OCR13X_SIZE(struct cudaDevWorkqueueResource, 40);
OCR13X_SIZE(cudaDevSmResourceGroupParams, 64);
OCR13X_LAYOUT(cudaDevSmResourceGroupParams, flags, 12);
OCR13X_LAYOUT(cudaDevSmResourceGroupParams, reserved, 16);
OCR13X_SIZE(cudaDevResource, 144);
OCR13X_LAYOUT(cudaDevResource, sm, 96);
OCR13X_LAYOUT(cudaDevResource, wqConfig, 96);
OCR13X_LAYOUT(cudaDevResource, nextResource, 136);
OCR13X_SIZE(struct cudaGraphRecaptureCallbackData, 16);
OCR13X_LAYOUT(struct cudaGraphRecaptureCallbackData, userData, 8);

OCR13X_SIZE(struct ocr13x_kernel_node_params, 72);
OCR13X_LAYOUT(struct ocr13x_kernel_node_params, gridDim, 8);
OCR13X_LAYOUT(struct ocr13x_kernel_node_params, blockDim, 20);
OCR13X_LAYOUT(struct ocr13x_kernel_node_params, sharedMemBytes, 32);
OCR13X_LAYOUT(struct ocr13x_kernel_node_params, kernelParams, 40);
OCR13X_LAYOUT(struct ocr13x_kernel_node_params, extra, 48);
OCR13X_LAYOUT(struct ocr13x_kernel_node_params, ctx, 56);
OCR13X_LAYOUT(struct ocr13x_kernel_node_params, functionType, 64);
OCR13X_SIZE(struct ocr13x_memset_node_params, 48);
OCR13X_LAYOUT(struct ocr13x_memset_node_params, ctx, 40);
OCR13X_SIZE(struct ocr13x_host_node_params, 24);
OCR13X_LAYOUT(struct ocr13x_host_node_params, syncMode, 16);
OCR13X_SIZE(struct ocr13x_conditional_node_params, 32);
OCR13X_LAYOUT(struct ocr13x_conditional_node_params, ctx, 24);
OCR13X_LAYOUT(struct ocr13x_memcpy_node_params, ctx, 8);
OCR13X_LAYOUT(struct ocr13x_memcpy_node_params, copyParams, 16);
#endif

/* The mirrors overlay the toolkit's structures: same size (or, for the members of
 * cudaGraphNodeParams' union, room in it), the fields they share at the same offsets. */
OCR13X_STATIC_ASSERT(sizeof(struct ocr13x_memcpy_node_params) ==
                         sizeof(struct cudaMemcpyNodeParams),
                     "cudaMemcpyNodeParams kept its size");
OCR13X_STATIC_ASSERT(offsetof(struct ocr13x_memcpy_node_params, copyParams) ==
                         offsetof(struct cudaMemcpyNodeParams, copyParams),
                     "cudaMemcpyNodeParams.copyParams did not move");
OCR13X_STATIC_ASSERT(sizeof(struct ocr13x_func_attributes) == sizeof(struct cudaFuncAttributes),
                     "cudaFuncAttributes kept its size");
OCR13X_STATIC_ASSERT(offsetof(struct ocr13x_func_attributes, nonPortableClusterSizeAllowed) ==
                         offsetof(struct cudaFuncAttributes, nonPortableClusterSizeAllowed),
                     "cudaFuncAttributes' fields before the reserved words did not move");
OCR13X_STATIC_ASSERT(offsetof(struct ocr13x_func_attributes, deviceNodeUpdateStatus) ==
                         offsetof(struct cudaFuncAttributes, reserved),
                     "deviceNodeUpdateStatus is the first reserved word");
OCR13X_STATIC_ASSERT(sizeof(union ocr13x_launch_attribute_value) ==
                         sizeof(cudaLaunchAttributeValue),
                     "cudaLaunchAttributeValue kept its size");
OCR13X_STATIC_ASSERT(offsetof(struct ocr13x_kernel_node_params, extra) ==
                         offsetof(struct cudaKernelNodeParamsV2, extra),
                     "cudaKernelNodeParamsV2's 13.0 fields did not move");
OCR13X_STATIC_ASSERT(offsetof(struct ocr13x_memset_node_params, height) ==
                         offsetof(struct cudaMemsetParamsV2, height),
                     "cudaMemsetParamsV2's 13.0 fields did not move");
OCR13X_STATIC_ASSERT(offsetof(struct ocr13x_conditional_node_params, phGraph_out) ==
                         offsetof(struct cudaConditionalNodeParams, phGraph_out),
                     "cudaConditionalNodeParams' 13.0 fields did not move");
OCR13X_STATIC_ASSERT(offsetof(struct ocr13x_host_node_params, userData) ==
                         offsetof(struct cudaHostNodeParamsV2, userData),
                     "cudaHostNodeParamsV2's 13.0 fields did not move");
OCR13X_STATIC_ASSERT(sizeof(struct ocr13x_kernel_node_params) <=
                             sizeof(((struct cudaGraphNodeParams *)0)->reserved1) &&
                         sizeof(struct ocr13x_memset_node_params) <=
                             sizeof(((struct cudaGraphNodeParams *)0)->reserved1) &&
                         sizeof(struct ocr13x_conditional_node_params) <=
                             sizeof(((struct cudaGraphNodeParams *)0)->reserved1) &&
                         sizeof(struct ocr13x_host_node_params) <=
                             sizeof(((struct cudaGraphNodeParams *)0)->reserved1),
                     "the grown node parameters still fit cudaGraphNodeParams' union");

/* Against the driver's structures, where the including file has cuda.h: cudaDevResource is
 * passed to the driver's CUdevResource calls as it is. */
#if defined(__cuda_cuda_h__)
OCR13X_STATIC_ASSERT(sizeof(cudaDevResource) == sizeof(CUdevResource),
                     "cudaDevResource is CUdevResource's size");
OCR13X_STATIC_ASSERT(offsetof(cudaDevResource, sm) == offsetof(CUdevResource, sm),
                     "cudaDevResource.sm is CUdevResource.sm");
#endif

#undef OCR13X_LAYOUT
#undef OCR13X_SIZE

#ifdef __cplusplus
}
#endif

#endif /* OPENCUDART_CUDA13X_H */
