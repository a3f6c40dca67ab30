/*
 * Execution contexts (CUDA 13.1's runtime green contexts): device resources, green contexts,
 * the primary context as an execution context, and the streams made on them. The design is in
 * docs/ARCHITECTURE.md, "Execution contexts"; what differs from NVIDIA's runtime on an r580
 * driver, in docs/BEHAVIOUR.md, "Execution contexts".
 *
 * A handle is the driver's CUgreenCtx for a green context and the primary CUcontext for a
 * device's primary one. The runtime keeps the execution contexts it made in a small table (not
 * a hot path: a lock and a linear search); a handle not in it is a CUcontext the application
 * made with the driver API if the driver says so (NVIDIA's runtime takes those), unless it is
 * one this runtime destroyed, which is refused instead of reaching the driver.
 */
#include "exec_ctx.h"
#include "internal.h"
#include "objects.h"

#include <pthread.h>
#include <stdlib.h>

struct exec_ctx {
    cudaExecutionContext_t handle;
    CUgreenCtx green; /* NULL: the device's primary context */
    CUcontext ctx;    /* the primary context, or the green context's CUcontext */
    int device;
};

struct exec_stream {
    CUstream stream;
    CUgreenCtx green; /* the green context it was made on */
    bool detached;    /* that context was destroyed */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct exec_ctx *ctxs;
static size_t n_ctxs, cap_ctxs;
/* The last execution contexts destroyed here, refused as such (a small ring). */
#define N_RETIRED 16
static cudaExecutionContext_t retired[N_RETIRED];
static size_t next_retired;
static struct exec_stream *streams;
static size_t n_streams, cap_streams;
int ocr_exec_streams;

static bool grow(void **array, size_t *cap, size_t n, size_t size)
{
    if (n < *cap)
        return true;
    size_t c = *cap ? *cap * 2 : 8;
    void *p = realloc(*array, c * size);
    if (p == NULL)
        return false;
    *array = p;
    *cap = c;
    return true;
}

/* Under the lock. */
static long find_locked(cudaExecutionContext_t h)
{
    for (size_t i = 0; i < n_ctxs; i++)
        if (ctxs[i].handle == h)
            return (long)i;
    return -1;
}

static void publish_counts_locked(void)
{
    __atomic_store_n(&ocr_exec_streams, (int)n_streams, __ATOMIC_RELAXED);
}

/* The streams of green context g lose it (under the lock). */
static void detach_streams_locked(CUgreenCtx g)
{
    for (size_t i = 0; i < n_streams; i++)
        if (streams[i].green == g)
            streams[i].detached = true;
    publish_counts_locked();
}

/* Under the lock: was `h` an execution context this runtime made and destroyed? */
static bool retired_locked(cudaExecutionContext_t h)
{
    for (size_t i = 0; i < N_RETIRED; i++)
        if (retired[i] == h)
            return true;
    return false;
}

/* Under the lock: `h` is live again (a new context at a destroyed one's address), or dead. */
static void retire_locked(cudaExecutionContext_t h, bool dead)
{
    for (size_t i = 0; i < N_RETIRED; i++)
        if (retired[i] == h)
            retired[i] = NULL;
    if (dead)
        retired[next_retired++ % N_RETIRED] = h;
}

/* A context the application made with the driver API (cuCtxCreate, a primary context it
 * retained, a green context's CUcontext): NVIDIA's 13.3 runtime takes any CUcontext as an
 * execution context (docs/BEHAVIOUR.md, "Execution contexts"). The driver says whether `h` is
 * one, and which device it is on. */
static cudaError_t adopt(cudaExecutionContext_t h, struct exec_ctx *out)
{
    CUcontext c = (CUcontext)h;
    unsigned long long id;
    cudaError_t err = ocr_cu(DRV.cuCtxGetId(c, &id));
    if (err != cudaSuccess)
        return err;
    err = ocr_cu(DRV.cuCtxPushCurrent(c));
    if (err != cudaSuccess)
        return err;
    CUdevice dev = 0;
    err = ocr_cu(DRV.cuCtxGetDevice(&dev));
    CUcontext popped;
    cudaError_t perr = ocr_cu(DRV.cuCtxPopCurrent(&popped));
    if (err == cudaSuccess)
        err = perr;
    if (err != cudaSuccess)
        return err;
    int device = ocr_device_ordinal(dev);
    if (device < 0)
        return cudaErrorInvalidDevice;
    *out = (struct exec_ctx){h, NULL, c, device};
    return cudaSuccess;
}

/* A copy of the execution context `h` (after init). */
static cudaError_t lookup(cudaExecutionContext_t h, struct exec_ctx *out)
{
    if (h == NULL)
        return cudaErrorInvalidValue;
    pthread_mutex_lock(&lock);
    long i = find_locked(h);
    bool dead = i < 0 && retired_locked(h);
    if (i >= 0)
        *out = ctxs[i];
    pthread_mutex_unlock(&lock);
    if (i >= 0)
        return cudaSuccess;
    /* One this runtime destroyed is refused without reaching the driver (a freed handle there
     * is undefined: NVIDIA's runtime ends the process). */
    return dead ? cudaErrorInvalidResourceHandle : adopt(h, out);
}

/* init, then the execution context `h`. */
static cudaError_t enter_ctx(cudaExecutionContext_t h, struct exec_ctx *out)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    return lookup(h, out);
}

cudaError_t ocr_exec_ctx_to_cu(cudaExecutionContext_t ctx, CUcontext *out, int *device)
{
    struct exec_ctx e;
    cudaError_t err = lookup(ctx, &e);
    if (err != cudaSuccess)
        return err;
    *out = e.ctx;
    if (device != NULL)
        *device = e.device;
    return cudaSuccess;
}

bool ocr_exec_ctx_has_green(int device)
{
    pthread_mutex_lock(&lock);
    bool found = false;
    for (size_t i = 0; i < n_ctxs && !found; i++)
        found = ctxs[i].device == device && ctxs[i].green != NULL;
    pthread_mutex_unlock(&lock);
    return found;
}

void ocr_exec_ctx_reset(int device)
{
    pthread_mutex_lock(&lock);
    size_t w = 0;
    for (size_t i = 0; i < n_ctxs; i++) {
        if (ctxs[i].device != device || ctxs[i].green != NULL)
            ctxs[w++] = ctxs[i];
    }
    n_ctxs = w;
    pthread_mutex_unlock(&lock);
}

cudaError_t ocr_exec_stream_destroyed(CUstream stream, cudaError_t err)
{
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < n_streams; i++) {
        if (streams[i].stream != stream)
            continue;
        /* A detached stream: the driver's answer stands (NVIDIA's 13.3 runtime on an r580 driver
         * answers cudaErrorContextIsDestroyed), and the handle is dead: forgotten either way. */
        if (err == cudaSuccess || streams[i].detached) {
            streams[i] = streams[--n_streams];
            publish_counts_locked();
        }
        break;
    }
    pthread_mutex_unlock(&lock);
    return err;
}

/* -- device resources ------------------------------------------------------------------------ */

cudaError_t cudaDeviceGetDevResource(int device, cudaDevResource *resource,
                                     enum cudaDevResourceType type)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess && resource == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetDevResource(ocr_cu_device(device), (CUdevResource *)resource,
                                                (CUdevResourceType)type));
    OCR_RETURN(err);
}

cudaError_t cudaDevSmResourceSplitByCount(cudaDevResource *result, unsigned int *nbGroups,
                                          const cudaDevResource *input, cudaDevResource *remaining,
                                          unsigned int flags, unsigned int minCount)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDevSmResourceSplitByCount((CUdevResource *)result, nbGroups,
                                                     (const CUdevResource *)input,
                                                     (CUdevResource *)remaining, flags, minCount));
    OCR_RETURN(err);
}

/* NVIDIA's answer on a driver without cuDevSmResourceSplit (r580) is
 * cudaErrorCallRequiresNewerDriver: the driver table's missing entry gives it. */
cudaError_t cudaDevSmResourceSplit(cudaDevResource *result, unsigned int nbGroups,
                                   const cudaDevResource *input, cudaDevResource *remainder,
                                   unsigned int flags, cudaDevSmResourceGroupParams *groupParams)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDevSmResourceSplit((CUdevResource *)result, nbGroups,
                                              (const CUdevResource *)input,
                                              (CUdevResource *)remainder, flags, groupParams));
    OCR_RETURN(err);
}

cudaError_t cudaDevResourceGenerateDesc(cudaDevResourceDesc_t *phDesc, cudaDevResource *resources,
                                        unsigned int nbResources)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDevResourceGenerateDesc((CUdevResourceDesc *)phDesc,
                                                   (CUdevResource *)resources, nbResources));
    OCR_RETURN(err);
}

/* -- making and destroying execution contexts ------------------------------------------------ */

static cudaError_t green_ctx_create(cudaExecutionContext_t *phCtx, cudaDevResourceDesc_t desc,
                                    int device, unsigned flags)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    if (phCtx == NULL || flags != 0)
        return cudaErrorInvalidValue;
    err = ocr_check_device(device);
    if (err != cudaSuccess)
        return err;
    /* The runtime's green context has no default stream; an r580 driver requires the flag that
     * makes one, which the runtime never uses (docs/BEHAVIOUR.md, "Execution contexts"). */
    CUgreenCtx g;
    err = ocr_cu(DRV.cuGreenCtxCreate(&g, (CUdevResourceDesc)desc, ocr_cu_device(device),
                                      CU_GREEN_CTX_DEFAULT_STREAM));
    if (err != cudaSuccess)
        return err;
    CUcontext c;
    err = ocr_cu(DRV.cuCtxFromGreenCtx(&c, g));
    if (err == cudaSuccess) {
        pthread_mutex_lock(&lock);
        if (grow((void **)&ctxs, &cap_ctxs, n_ctxs, sizeof *ctxs)) {
            ctxs[n_ctxs++] = (struct exec_ctx){(cudaExecutionContext_t)g, g, c, device};
            retire_locked((cudaExecutionContext_t)g, false);
        } else {
            err = cudaErrorMemoryAllocation;
        }
        pthread_mutex_unlock(&lock);
    }
    if (err != cudaSuccess) {
        (void)DRV.cuGreenCtxDestroy(g);
        return err;
    }
    *phCtx = (cudaExecutionContext_t)g;
    return cudaSuccess;
}

cudaError_t cudaGreenCtxCreate(cudaExecutionContext_t *phCtx, cudaDevResourceDesc_t desc,
                               int device, unsigned int flags)
{
    cudaError_t err = green_ctx_create(phCtx, desc, device, flags);
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_EXEC_CTX, *phCtx, 0);
    OCR_RETURN(err);
}

static cudaError_t exec_ctx_destroy(cudaExecutionContext_t ctx)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    if (ctx == NULL)
        return cudaErrorInvalidValue;
    pthread_mutex_lock(&lock);
    long i = find_locked(ctx);
    bool dead = i < 0 && retired_locked(ctx);
    pthread_mutex_unlock(&lock);
    if (i < 0) {
        /* A context the driver knows but this runtime did not make is not the runtime's to
         * destroy: NVIDIA's answers cudaErrorInvalidValue, as for a primary one. */
        struct exec_ctx e;
        err = dead ? cudaErrorInvalidResourceHandle : adopt(ctx, &e);
        return err == cudaSuccess ? cudaErrorInvalidValue : err;
    }
    pthread_mutex_lock(&lock);
    i = find_locked(ctx);
    if (i < 0) {
        err = cudaErrorInvalidResourceHandle; /* destroyed by another thread meanwhile */
    } else if (ctxs[i].green == NULL) {
        err = cudaErrorInvalidValue; /* a device's primary context is not destroyed */
    } else {
        CUgreenCtx g = ctxs[i].green;
        err = ocr_cu(DRV.cuGreenCtxDestroy(g));
        if (err == cudaSuccess) {
            ctxs[i] = ctxs[--n_ctxs];
            detach_streams_locked(g);
            retire_locked(ctx, true);
        }
    }
    pthread_mutex_unlock(&lock);
    return err;
}

cudaError_t cudaExecutionCtxDestroy(cudaExecutionContext_t ctx)
{
    OCR_OBJECT_RELEASING(OCR_CLASS_EXEC_CTX, ctx);
    cudaError_t err = exec_ctx_destroy(ctx);
    OCR_OBJECT_RELEASED(OCR_CLASS_EXEC_CTX, ctx, err);
    OCR_RETURN(err);
}

static cudaError_t device_get_execution_ctx(cudaExecutionContext_t *ctx, int device)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    if (ctx == NULL)
        return cudaErrorInvalidValue;
    err = ocr_check_device(device);
    if (err != cudaSuccess)
        return err;
    /* The primary context as the runtime makes it: retained once, kept until a reset. */
    CUcontext pctx;
    err = ocr_primary_context(device, &pctx);
    if (err != cudaSuccess)
        return err;
    cudaExecutionContext_t h = (cudaExecutionContext_t)pctx;
    pthread_mutex_lock(&lock);
    if (find_locked(h) < 0) {
        if (grow((void **)&ctxs, &cap_ctxs, n_ctxs, sizeof *ctxs)) {
            ctxs[n_ctxs++] = (struct exec_ctx){h, NULL, pctx, device};
            retire_locked(h, false);
        } else {
            err = cudaErrorMemoryAllocation;
        }
    }
    pthread_mutex_unlock(&lock);
    if (err == cudaSuccess)
        *ctx = h;
    return err;
}

cudaError_t cudaDeviceGetExecutionCtx(cudaExecutionContext_t *ctx, int device)
{
    OCR_RETURN(device_get_execution_ctx(ctx, device));
}

/* -- queries ----------------------------------------------------------------------------------- */

cudaError_t cudaExecutionCtxGetDevResource(cudaExecutionContext_t ctx, cudaDevResource *resource,
                                           enum cudaDevResourceType type)
{
    struct exec_ctx e;
    cudaError_t err = enter_ctx(ctx, &e);
    if (err == cudaSuccess)
        err = ocr_cu(e.green ? DRV.cuGreenCtxGetDevResource(e.green, (CUdevResource *)resource,
                                                            (CUdevResourceType)type)
                             : DRV.cuCtxGetDevResource(e.ctx, (CUdevResource *)resource,
                                                       (CUdevResourceType)type));
    OCR_RETURN(err);
}

cudaError_t cudaExecutionCtxGetDevice(int *device, cudaExecutionContext_t ctx)
{
    struct exec_ctx e;
    cudaError_t err = enter_ctx(ctx, &e);
    if (err == cudaSuccess && device == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        *device = e.device;
    OCR_RETURN(err);
}

cudaError_t cudaExecutionCtxGetId(cudaExecutionContext_t ctx, unsigned long long *ctxId)
{
    struct exec_ctx e;
    cudaError_t err = enter_ctx(ctx, &e);
    if (err == cudaSuccess && ctxId == NULL)
        err = cudaErrorInvalidValue;
    if (err == cudaSuccess)
        err = ocr_cu(e.green ? DRV.cuGreenCtxGetId(e.green, ctxId) : DRV.cuCtxGetId(e.ctx, ctxId));
    OCR_RETURN(err);
}

/* -- work ---------------------------------------------------------------------------------------
 */

cudaError_t cudaExecutionCtxSynchronize(cudaExecutionContext_t ctx)
{
    struct exec_ctx e;
    cudaError_t err = enter_ctx(ctx, &e);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* The context is made current for the call and the thread's own put back: the driver's
     * cuCtxSynchronize waits for that context (a primary one with its green contexts). */
    err = ocr_cu(DRV.cuCtxPushCurrent(e.ctx));
    if (err == cudaSuccess) {
        err = ocr_cu(DRV.cuCtxSynchronize());
        CUcontext popped;
        cudaError_t perr = ocr_cu(DRV.cuCtxPopCurrent(&popped));
        if (err == cudaSuccess)
            err = perr;
    }
    OCR_RETURN(err);
}

cudaError_t cudaExecutionCtxRecordEvent(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    struct exec_ctx e;
    cudaError_t err = enter_ctx(ctx, &e);
    if (err == cudaSuccess)
        err = ocr_cu(e.green ? DRV.cuGreenCtxRecordEvent(e.green, (CUevent)event)
                             : DRV.cuCtxRecordEvent(e.ctx, (CUevent)event));
    OCR_RETURN(err);
}

cudaError_t cudaExecutionCtxWaitEvent(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    struct exec_ctx e;
    cudaError_t err = enter_ctx(ctx, &e);
    if (err == cudaSuccess)
        err = ocr_cu(e.green ? DRV.cuGreenCtxWaitEvent(e.green, (CUevent)event)
                             : DRV.cuCtxWaitEvent(e.ctx, (CUevent)event));
    OCR_RETURN(err);
}

/* -- streams ------------------------------------------------------------------------------------
 */

static cudaError_t exec_stream_create(cudaStream_t *phStream, cudaExecutionContext_t ctx,
                                      unsigned flags, int priority)
{
    struct exec_ctx e;
    cudaError_t err = enter_ctx(ctx, &e);
    if (err != cudaSuccess)
        return err;
    if (phStream == NULL || (flags & ~(unsigned)cudaStreamNonBlocking))
        return cudaErrorInvalidValue;
    CUstream s;
    if (e.green == NULL) {
        /* On the primary context: cudaStreamCreateWithPriority's stream, made in that context
         * whatever context is current. */
        err = ocr_cu(DRV.cuCtxPushCurrent(e.ctx));
        if (err != cudaSuccess)
            return err;
        err = ocr_cu(DRV.cuStreamCreateWithPriority(&s, flags, priority));
        CUcontext popped;
        cudaError_t perr = ocr_cu(DRV.cuCtxPopCurrent(&popped));
        if (err == cudaSuccess && perr != cudaSuccess) {
            (void)DRV.cuStreamDestroy(s);
            err = perr;
        }
        if (err == cudaSuccess)
            *phStream = (cudaStream_t)s;
        return err;
    }
    /* On a green context every stream is non-blocking (the driver requires the flag). */
    pthread_mutex_lock(&lock);
    if (!grow((void **)&streams, &cap_streams, n_streams, sizeof *streams)) {
        pthread_mutex_unlock(&lock);
        return cudaErrorMemoryAllocation;
    }
    pthread_mutex_unlock(&lock);
    err = ocr_cu(DRV.cuGreenCtxStreamCreate(&s, e.green, CU_STREAM_NON_BLOCKING, priority));
    if (err != cudaSuccess)
        return err;
    pthread_mutex_lock(&lock);
    /* Room was made above; another thread may have taken it since. */
    if (grow((void **)&streams, &cap_streams, n_streams, sizeof *streams)) {
        streams[n_streams++] = (struct exec_stream){s, e.green, false};
        publish_counts_locked();
    } else {
        err = cudaErrorMemoryAllocation;
    }
    pthread_mutex_unlock(&lock);
    if (err != cudaSuccess) {
        (void)DRV.cuStreamDestroy(s);
        return err;
    }
    *phStream = (cudaStream_t)s;
    return cudaSuccess;
}

cudaError_t cudaExecutionCtxStreamCreate(cudaStream_t *phStream, cudaExecutionContext_t ctx,
                                         unsigned int flags, int priority)
{
    cudaError_t err = exec_stream_create(phStream, ctx, flags, priority);
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_STREAM, *phStream, 0);
    OCR_RETURN(err);
}

/* cuStreamGetDevResource is a 13.1 driver call. On an older driver (r580) the same answer comes
 * from the stream's context: its green context's resources, else its context's (a deliberate
 * difference: NVIDIA's runtime answers cudaErrorCallRequiresNewerDriver there; README, "Known
 * differences"). */
static cudaError_t cudaStreamGetDevResource_common(cudaStream_t stream, cudaDevResource *resource,
                                                   enum cudaDevResourceType type, bool ptds)
{
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        return err;
    if (resource == NULL)
        return cudaErrorInvalidValue;
    CUstream s = (CUstream)stream;
    if (ptds && s == NULL)
        s = CU_STREAM_PER_THREAD;
    CUdevResource *res = (CUdevResource *)resource;
    CUresult r = DRV.cuStreamGetDevResource(s, res, (CUdevResourceType)type);
    if (r != CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER)
        return ocr_cu(r);
    CUgreenCtx g = NULL;
    r = DRV.cuStreamGetGreenCtx(s, &g);
    if (r == CUDA_SUCCESS && g != NULL)
        return ocr_cu(DRV.cuGreenCtxGetDevResource(g, res, (CUdevResourceType)type));
    if (r != CUDA_SUCCESS)
        return ocr_cu(r);
    CUcontext c;
    r = DRV.cuStreamGetCtx(s, &c);
    if (r != CUDA_SUCCESS)
        return ocr_cu(r);
    return ocr_cu(DRV.cuCtxGetDevResource(c, res, (CUdevResourceType)type));
}
OCR_API_PTSZ(cudaStreamGetDevResource,
             (cudaStream_t hStream, cudaDevResource *resource, enum cudaDevResourceType type),
             hStream, resource, type)
