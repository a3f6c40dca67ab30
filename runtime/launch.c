/*
 * Kernel launch and execution control: the <<<>>> configuration stack, the launch entry points
 * nvcc emits and the public ones, function attributes.
 */
#include "hidden_abi.h"
#include "internal.h"
#include "lifecycle.h"
#include "objects.h"
#include "runtime_internal.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* -- the <<<>>> configuration stack ---------------------------------------------------------- */

/*
 * Each thread's stack lives on the heap and grows by doubling, as NVIDIA's grows (it took 100000
 * pushes): nvcc's code pushes a launch's configuration before it evaluates the kernel's
 * arguments, so every <<<>>> whose argument expression throws leaves one entry behind, below
 * which later launches push and pop as usual. A bounded stack would eventually refuse the push,
 * and nvcc's code then skips the kernel without an error.
 *
 * Every stack is on a list (its thread's record, the value of a thread-specific key): it is
 * freed when its thread exits (the key's destructor), when the library is unloaded (all of
 * them: the threads' storage of the library goes with it), and in a forked child (those of the
 * parent's other threads). The list is touched only where a stack is made or grows, never by a
 * push or a pop.
 */
struct config_owner {
    struct ocr_thread *thread; /* whose stack: the thread's own ocr_tls */
    void *stack;               /* its storage (list_lock) */
    struct config_owner *prev, *next;
};
static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static struct config_owner *owners;
static pthread_key_t config_key;
static bool config_key_made;

static void owner_unlink(struct config_owner *o)
{
    if (o->prev != NULL)
        o->prev->next = o->next;
    else
        owners = o->next;
    if (o->next != NULL)
        o->next->prev = o->prev;
}

/* The key's destructor: the thread exits. */
static void config_free(void *owner)
{
    struct config_owner *o = owner;
    pthread_mutex_lock(&list_lock);
    owner_unlink(o);
    pthread_mutex_unlock(&list_lock);
    free(o->stack);
    free(o);
}

/* Doubles the calling thread's stack; false when memory is short (the push is then refused). */
static __attribute__((noinline, cold)) bool config_grow(struct ocr_thread *t)
{
    if (t->config_cap > UINT_MAX / 2)
        return false;
    pthread_mutex_lock(&list_lock);
    if (!config_key_made)
        config_key_made = pthread_key_create(&config_key, config_free) == 0;
    struct config_owner *o = config_key_made ? pthread_getspecific(config_key) : NULL;
    if (o == NULL && config_key_made && (o = calloc(1, sizeof(*o))) != NULL) {
        if (pthread_setspecific(config_key, o) != 0) {
            free(o);
            o = NULL;
        } else {
            o->thread = t;
            o->next = owners;
            if (owners != NULL)
                owners->prev = o;
            owners = o;
        }
    }
    unsigned cap = t->config_cap ? t->config_cap * 2 : 8;
    struct ocr_launch_config *c = o != NULL ? realloc(t->config, cap * sizeof(*c)) : NULL;
    if (c != NULL) {
        t->config = c;
        t->config_cap = cap;
        o->stack = c;
    }
    pthread_mutex_unlock(&list_lock);
    return c != NULL;
}

void ocr_launch_warm(void)
{
    struct ocr_thread *t = &ocr_tls;
    if (t->config_cap == 0)
        (void)config_grow(t); /* a failure leaves it to the first push, as before */
}

void ocr_launch_fork(enum ocr_fork phase)
{
    if (phase == OCR_FORK_PREPARE) {
        pthread_mutex_lock(&list_lock);
        return;
    }
    if (phase == OCR_FORK_PARENT) {
        pthread_mutex_unlock(&list_lock);
        return;
    }
    /* The child has the forking thread alone: the others' stacks go. The lock prepare took is
     * this thread's: released, then made new. */
    pthread_mutex_unlock(&list_lock);
    pthread_mutex_init(&list_lock, NULL);
    for (struct config_owner *o = owners, *next; o != NULL; o = next) {
        next = o->next;
        if (o->thread == &ocr_tls)
            continue;
        owner_unlink(o);
        free(o->stack);
        free(o);
    }
}

void ocr_launch_unload(bool unloading)
{
    pthread_mutex_lock(&list_lock);
    if (config_key_made)
        pthread_key_delete(config_key);
    config_key_made = false;
    /* At the process's exit other threads may still push: their stacks stay, as the process
     * ends. An unloaded library is used by no thread any more. */
    while (unloading && owners != NULL) {
        struct config_owner *o = owners;
        owners = o->next;
        free(o->stack);
        free(o);
    }
    pthread_mutex_unlock(&list_lock);
}

unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem,
                                     struct CUstream_st *stream)
{
    struct ocr_thread *t = &ocr_tls;
    if (OCR_UNLIKELY(t->config_top == t->config_cap) && !config_grow(t))
        return 1;
    struct ocr_launch_config *c = &t->config[t->config_top++];
    c->grid = gridDim;
    c->block = blockDim;
    c->shmem = sharedMem;
    c->stream = stream;
    return 0;
}

cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
                                       void *stream)
{
    /* Thread state only: answered without initialising the runtime, as NVIDIA's does. */
    struct ocr_thread *t = &ocr_tls;
    if (OCR_UNLIKELY(t->config_top == 0))
        OCR_RETURN_NOINIT(cudaErrorMissingConfiguration);
    struct ocr_launch_config *c = &t->config[--t->config_top];
    *gridDim = c->grid;
    *blockDim = c->block;
    *sharedMem = c->shmem;
    *(void **)stream = c->stream;
    OCR_RETURN_NOINIT(cudaSuccess);
}

/* -- launch ---------------------------------------------------------------------------------- */

/* The object events' part of every launch (src/objects.h): the use of its stream (misuse of a
 * destroyed one), then the launch fault hook (the `launch` rules). True when the launch is
 * injected: *out is its result (an error returned without touching the driver, or the result of
 * launching the runtime's faulting kernel in its place). */
static __attribute__((noinline, cold)) bool launch_checked(cudaStream_t stream, bool ptds,
                                                           cudaError_t *out)
{
    if (ocr_checks & OCR_CHECK_MISUSE)
        ocr_object_use(OCR_CLASS_STREAM, (uintptr_t)stream);
    /* A local for the hook's answer: `out` (the caller's result) does not escape, so the
     * compiler keeps the caller's result in a register on the launch's path. */
    cudaError_t err;
    if (!ocr_launch_fault(stream, ptds, &err))
        return false;
    *out = err;
    return true;
}
/* The same, on one predictable branch while nothing sees calls: true when a `launch` rule
 * injected this launch, whose result is then *out (the caller returns it). */
static inline bool launch_injected(cudaStream_t stream, bool ptds, cudaError_t *out)
{
    return OCR_CHECKING(OCR_CHECK_MISUSE | OCR_CHECK_FAULT_LAUNCH) &&
           launch_checked(stream, ptds, out);
}

/* The launch bodies return a plain code; each exported entry point records it (one predictable
 * branch on success), so that a trace names the entry point. */
static inline cudaError_t launch_body(CUkernel k, dim3 g, dim3 b, void **args, size_t shmem,
                                      cudaStream_t stream, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    /* A stub __cudaGetKernel wrote as the kernel (it found none): looked up again, so each
     * launch fails as the first did (no image for the device, ...), as NVIDIA's do. */
    if (OCR_UNLIKELY(__atomic_load_n(&ocr_stub_kernels_written, __ATOMIC_RELAXED)) &&
        ocr_kernel_is_stub(k)) {
        err = ocr_stub_kernel((const void *)k, &k);
        if (err != cudaSuccess)
            return err;
    }
    if (OCR_UNLIKELY(k == NULL)) {
        /* A stub whose __cudaGetKernel failed launches a NULL kernel: report why (no image for
         * the device, ...), as NVIDIA's runtime reports it at the launch. */
        cudaError_t why = ocr_tls.kernel_error;
        ocr_tls.kernel_error = cudaSuccess;
        return why != cudaSuccess ? why : cudaErrorInvalidDeviceFunction;
    }
    /* A dynamic shared memory size goes to the driver cut to 32 bits, as NVIDIA's runtime
     * passes it (read from its library). */
    CUresult r = OCR_DRV(ptds).cuLaunchKernel((CUfunction)k, g.x, g.y, g.z, b.x, b.y, b.z,
                                              (unsigned)shmem, (CUstream)stream, args, NULL);
    if (OCR_LIKELY(r == CUDA_SUCCESS))
        return cudaSuccess;
    /* A configuration the driver rejects is reported as it reports it (cudaErrorInvalidValue
     * for an empty grid or an oversized block, as NVIDIA's runtime does). */
    return ocr_cu(r);
}

static inline cudaError_t launch_traced(CUkernel k, dim3 g, dim3 b, void **args, size_t shmem,
                                        cudaStream_t stream, bool ptds)
{
    cudaError_t err = launch_body(k, g, b, args, shmem, stream, ptds);
    if (ocr_intercepting()) /* any trace on: it sees calls */
        ocr_trace_launch(k, g, b, stream, ptds, err);
    return err;
}

/* <<<>>> (nvcc's stubs call __cudaLaunchKernel with the kernel __cudaGetKernel gave them). */
static inline cudaError_t launch_common(CUkernel k, dim3 g, dim3 b, void **args, size_t shmem,
                                        cudaStream_t stream, bool ptds)
{
    cudaError_t injected;
    if (launch_injected(stream, ptds, &injected))
        return injected;
    return launch_traced(k, g, b, args, shmem, stream, ptds);
}

OCR_API_TWINS(_ptsz, __cudaLaunchKernel,
              (cudaKernel_t kernel, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
               cudaStream_t stream),
              launch_common, (CUkernel)kernel, gridDim, blockDim, args, sharedMem, stream)

/* The checks first (an injected launch needs no driver), then init (so a missing driver is
 * reported before the lookup), the context in launch_body(). */
static cudaError_t cudaLaunchKernel_common(const void *func, dim3 g, dim3 b, void **args,
                                           size_t shmem, cudaStream_t stream, bool ptds)
{
    cudaError_t err;
    if (launch_injected(stream, ptds, &err))
        return err;
    err = ocr_init();
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    CUkernel k;
    err = ocr_kernel_for(func, &k);
    if (OCR_UNLIKELY(err != cudaSuccess))
        return err;
    return launch_traced(k, g, b, args, shmem, stream, ptds);
}
OCR_API_PTSZ(cudaLaunchKernel,
             (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
              cudaStream_t stream),
             func, gridDim, blockDim, args, sharedMem, stream)

/* -- function attributes --------------------------------------------------------------------- */

/* The kernel of `func` and its function in the current context (loaded there). */
static cudaError_t kernel_function_for(const void *func, CUkernel *k, CUfunction *out)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    err = ocr_kernel_for(func, k);
    if (err != cudaSuccess)
        return err;
    /* A pointer that is no kernel reaches the driver, whose answer (cudaErrorInvalidResourceHandle)
     * NVIDIA's runtime reports too. */
    return ocr_cu(DRV.cuKernelGetFunction(out, *k));
}

cudaError_t ocr_function_for(const void *func, CUfunction *out)
{
    CUkernel k;
    return kernel_function_for(func, &k, out);
}

/* CU_FUNC_ATTRIBUTE_DEVICE_NODE_UPDATE_SUPPORTED, 16 in the 13.3 driver's cuda.h (after 13.0's
 * last, CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE 15). */
#define OCR_CU_FUNC_ATTRIBUTE_DEVICE_NODE_UPDATE_SUPPORTED ((CUfunction_attribute)16)

/* The driver's 13.3 attribute, 0 where the driver is too old to say (as NVIDIA's 13.3 header
 * documents cudaFuncAttributes::deviceNodeUpdateStatus): a refusal is no error. */
static int device_node_update_status(CUfunction f)
{
    int update = 0;
    if (DRV.cuFuncGetAttribute(&update, OCR_CU_FUNC_ATTRIBUTE_DEVICE_NODE_UPDATE_SUPPORTED, f) !=
        CUDA_SUCCESS)
        update = 0;
    return update;
}

cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func)
{
    if (attr == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUfunction f;
    cudaError_t err = ocr_function_for(func, &f);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* Once the function is known, its attributes (not the reserved words, which NVIDIA's runtime
     * leaves as the caller had them but for 13.3's first, below) are cleared and then filled in as
     * the driver answers, so a failing query leaves what came before it and zeros after, as
     * NVIDIA's runtime leaves them. */
    memset(attr, 0, offsetof(struct cudaFuncAttributes, reserved));
    static const struct {
        CUfunction_attribute attr;
        size_t offset;
        bool is_size;
    } map[] = {
#define A(cu, field, sz) {cu, offsetof(struct cudaFuncAttributes, field), sz}
        A(CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, sharedSizeBytes, true),
        A(CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES, constSizeBytes, true),
        A(CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, localSizeBytes, true),
        A(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, maxThreadsPerBlock, false),
        A(CU_FUNC_ATTRIBUTE_NUM_REGS, numRegs, false),
        A(CU_FUNC_ATTRIBUTE_PTX_VERSION, ptxVersion, false),
        A(CU_FUNC_ATTRIBUTE_BINARY_VERSION, binaryVersion, false),
        A(CU_FUNC_ATTRIBUTE_CACHE_MODE_CA, cacheModeCA, false),
        A(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, maxDynamicSharedSizeBytes, false),
        A(CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, preferredShmemCarveout, false),
        A(CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET, clusterDimMustBeSet, false),
        A(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, requiredClusterWidth, false),
        A(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT, requiredClusterHeight, false),
        A(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH, requiredClusterDepth, false),
        A(CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE, clusterSchedulingPolicyPreference,
          false),
        A(CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, nonPortableClusterSizeAllowed,
          false),
#undef A
    };
    for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
        int v = 0;
        CUresult r = DRV.cuFuncGetAttribute(&v, map[i].attr, f);
        if (r != CUDA_SUCCESS)
            OCR_RETURN(ocr_cu(r));
        char *field = (char *)attr + map[i].offset;
        if (map[i].is_size)
            *(size_t *)field = (size_t)v;
        else
            *(int *)field = v;
    }
    /* 13.3's deviceNodeUpdateStatus, the first of the words reserved in 13.0; the words after it
     * stay as the caller had them. */
    ((struct ocr13x_func_attributes *)(void *)attr)->deviceNodeUpdateStatus =
        device_node_update_status(f);
    OCR_RETURN(cudaSuccess);
}

/* The number of parameters the driver's parameter-info query describes: it answers
 * CUDA_ERROR_INVALID_VALUE for the first index past the last parameter. A kernel's parameters
 * take at most 32764 bytes, so at most that many exist: a driver that never refuses an index is
 * a failure, not a count. */
#define OCR_PARAMS_MAX 32764
static CUresult count_params(CUfunction f, size_t *count)
{
    for (size_t i = 0; i <= OCR_PARAMS_MAX; i++) {
        size_t offset, size;
        CUresult r = DRV.cuFuncGetParamInfo(f, i, &offset, &size);
        if (r == CUDA_ERROR_INVALID_VALUE) {
            *count = i;
            return CUDA_SUCCESS;
        }
        if (r != CUDA_SUCCESS)
            return r;
    }
    return CUDA_ERROR_UNKNOWN;
}

/* cudaFuncGetParamCount (13.2) on the driver's cuFuncGetParamCount; where the driver lacks it
 * (r580), counted from cuFuncGetParamInfo (12.4), which describes the same parameters one by one
 * (a documented difference: NVIDIA's runtime answers cudaErrorCallRequiresNewerDriver there,
 * docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"). */
cudaError_t cudaFuncGetParamCount(const void *func, size_t *paramCount)
{
    if (paramCount == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUfunction f;
    cudaError_t err = ocr_function_for(func, &f);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    size_t n = 0;
    CUresult r = DRV.cuFuncGetParamCount(f, &n);
    if (r == CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER)
        r = count_params(f, &n);
    if (r == CUDA_SUCCESS)
        *paramCount = n;
    OCR_RETURN(ocr_cu(r));
}

cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value)
{
    if (!ocr_func_attribute_named(attr))
        OCR_RETURN(cudaErrorInvalidValue);
    CUkernel k;
    CUfunction f;
    cudaError_t err = kernel_function_for(func, &k, &f);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* Set on the kernel for the current device (every context of it), as NVIDIA's does: the
     * driver's error log names cuKernelSetAttribute under NVIDIA's (gpu_devextra on the H200).
     * cudaFuncAttribute values are the CUfunction_attribute values from 8 on. */
    OCR_RETURN(ocr_cu(DRV.cuKernelSetAttribute((CUfunction_attribute)attr, value, k,
                                               ocr_devices[ocr_tls.device].dev)));
}

cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig)
{
    CUkernel k;
    CUfunction f;
    cudaError_t err = kernel_function_for(func, &k, &f);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    OCR_RETURN(ocr_cu(
        DRV.cuKernelSetCacheConfig(k, (CUfunc_cache)cacheConfig, ocr_devices[ocr_tls.device].dev)));
}

/* -- extensible launch ----------------------------------------------------------------------- */

/* Launch attributes have the driver's layout and numbering. */
_Static_assert(sizeof(cudaLaunchAttribute) == sizeof(CUlaunchAttribute), "launch attribute");
_Static_assert(offsetof(cudaLaunchAttribute, val) == offsetof(CUlaunchAttribute, value),
               "launch attribute value");

/* A runtime launch configuration as the driver's (attributes share the driver's layout). */
static CUlaunchConfig cu_config(const cudaLaunchConfig_t *c)
{
    CUlaunchConfig k = {
        .gridDimX = c->gridDim.x,
        .gridDimY = c->gridDim.y,
        .gridDimZ = c->gridDim.z,
        .blockDimX = c->blockDim.x,
        .blockDimY = c->blockDim.y,
        .blockDimZ = c->blockDim.z,
        .sharedMemBytes = (unsigned)c->dynamicSmemBytes,
        .hStream = (CUstream)c->stream,
        .attrs = (CUlaunchAttribute *)c->attrs,
        .numAttrs = c->numAttrs,
    };
    return k;
}

static cudaError_t cudaLaunchKernelExC_common(const cudaLaunchConfig_t *config, const void *func,
                                              void **args, bool ptds)
{
    if (config == NULL || (config->numAttrs > 0 && config->attrs == NULL))
        return cudaErrorInvalidValue;
    cudaError_t err;
    if (launch_injected(config->stream, ptds, &err))
        return err;
    err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    CUkernel k;
    err = ocr_kernel_for(func, &k);
    if (err != cudaSuccess)
        return err;
    CUlaunchConfig c = cu_config(config);
    err = ocr_cu(OCR_DRV(ptds).cuLaunchKernelEx(&c, (CUfunction)k, args, NULL));
    if (ocr_intercepting()) /* any trace on: it sees calls */
        ocr_trace_launch(k, config->gridDim, config->blockDim, config->stream, ptds, err);
    return err;
}
OCR_API_PTSZ(cudaLaunchKernelExC, (const cudaLaunchConfig_t *config, const void *func, void **args),
             config, func, args)

/* -- kernels as driver objects --------------------------------------------------------------- */

/* As NVIDIA's runtime (read from its library; the NULL symbol seen on the GPU): the context,
 * then the function, which only a registered host stub names (no cudaKernel_t fallback); a NULL
 * output then asks nothing more and succeeds. */
cudaError_t cudaGetFuncBySymbol(cudaFunction_t *functionPtr, const void *symbolPtr)
{
    cudaError_t err = ocr_enter();
    CUkernel k;
    if (err == cudaSuccess)
        err = ocr_stub_kernel(symbolPtr, &k);
    if (err == cudaSuccess && functionPtr != NULL)
        err = ocr_cu(DRV.cuKernelGetFunction((CUfunction *)functionPtr, k));
    OCR_RETURN(err);
}

/* The kernel's name as the driver keeps it, asked of the context-independent kernel: no
 * context, as in NVIDIA's runtime (read from its library). */
cudaError_t cudaFuncGetName(const char **name, const void *func)
{
    if (name == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    CUkernel k;
    if (err == cudaSuccess)
        err = ocr_kernel_for(func, &k);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuKernelGetName(name, k));
    OCR_RETURN(err);
}

/* -- occupancy ------------------------------------------------------------------------------- */

/* As NVIDIA's runtime (read from its library; the NULL function seen on the GPU): the context,
 * then the kernel (a NULL function is cudaErrorInvalidDeviceFunction, a pointer that is no
 * registered stub goes as a cudaKernel_t), handed to the driver's occupancy call as it is (the
 * driver takes a kernel where it takes a function); the output and the sizes are the driver's
 * to judge. */
static cudaError_t occupancy_kernel(const void *func, CUfunction *out)
{
    cudaError_t err = ocr_enter();
    CUkernel k = NULL;
    if (err == cudaSuccess)
        err = ocr_kernel_for(func, &k);
    *out = (CUfunction)k;
    return err;
}

/* Both forms of the question, the one without flags asking with the default flags. */
static cudaError_t max_active_blocks_common(int *numBlocks, const void *func, int blockSize,
                                            size_t dynamicSMemSize, unsigned flags)
{
    CUfunction f;
    cudaError_t err = occupancy_kernel(func, &f);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
            numBlocks, f, blockSize, dynamicSMemSize, flags));
    return err;
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
                                                                   int blockSize,
                                                                   size_t dynamicSMemSize,
                                                                   unsigned int flags)
{
    OCR_RETURN(max_active_blocks_common(numBlocks, func, blockSize, dynamicSMemSize, flags));
}

cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize, size_t dynamicSMemSize)
{
    OCR_RETURN(max_active_blocks_common(numBlocks, func, blockSize, dynamicSMemSize,
                                        cudaOccupancyDefault));
}

/* -- cooperative launch, parameters, cluster occupancy --------------------------------------- */

static cudaError_t cudaLaunchCooperativeKernel_common(const void *func, dim3 g, dim3 b, void **args,
                                                      size_t shmem, cudaStream_t stream, bool ptds)
{
    cudaError_t err;
    if (launch_injected(stream, ptds, &err))
        return err;
    CUfunction f;
    err = ocr_function_for(func, &f);
    if (err != cudaSuccess)
        return err;
    return ocr_cu(OCR_DRV(ptds).cuLaunchCooperativeKernel(f, g.x, g.y, g.z, b.x, b.y, b.z,
                                                          (unsigned)shmem, (CUstream)stream, args));
}
OCR_API_PTSZ(cudaLaunchCooperativeKernel,
             (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem,
              cudaStream_t stream),
             func, gridDim, blockDim, args, sharedMem, stream)

cudaError_t cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset,
                                 size_t *paramSize)
{
    cudaError_t err = ocr_enter();
    CUkernel k = NULL;
    if (err == cudaSuccess)
        err = ocr_kernel_for(func, &k);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuKernelGetParamInfo(k, paramIndex, paramOffset, paramSize));
    OCR_RETURN(err);
}

cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func,
                                                      int numBlocks, int blockSize)
{
    CUfunction f;
    cudaError_t err = occupancy_kernel(func, &f);
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, f, numBlocks, blockSize));
    OCR_RETURN(err);
}

cudaError_t cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func,
                                                 const cudaLaunchConfig_t *launchConfig)
{
    if (clusterSize == NULL || launchConfig == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUfunction f;
    cudaError_t err = ocr_function_for(func, &f);
    CUlaunchConfig c = cu_config(launchConfig);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuOccupancyMaxPotentialClusterSize(clusterSize, f, &c));
    OCR_RETURN(err);
}

cudaError_t cudaOccupancyMaxActiveClusters(int *numClusters, const void *func,
                                           const cudaLaunchConfig_t *launchConfig)
{
    if (numClusters == NULL || launchConfig == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    CUfunction f;
    cudaError_t err = ocr_function_for(func, &f);
    CUlaunchConfig c = cu_config(launchConfig);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuOccupancyMaxActiveClusters(numClusters, f, &c));
    OCR_RETURN(err);
}
