/*
 * Process and thread state: lazy initialisation, the current device of each thread, the primary
 * contexts and the last-error state.
 */
#include "internal.h"
#include "seam.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

__thread struct ocr_thread ocr_tls;

int ocr_device_count;
struct ocr_device ocr_devices[OCR_MAX_DEVICES];
volatile int ocr_init_state;
volatile unsigned ocr_reset_gen;
int ocr_exiting;

static pthread_once_t init_once = PTHREAD_ONCE_INIT;
static cudaError_t init_error;
static pthread_mutex_t ctx_lock = PTHREAD_MUTEX_INITIALIZER;

/* The hooks through which the core announces the runtime's life (internal.h): set by the
 * lifecycle owner, runtime/lifecycle.c, which writes down the order of every part's steps. */
struct ocr_life_hooks ocr_life;

/*
 * Process exit, as NVIDIA's runtime goes through it (read from its library; the whole order is
 * the lifecycle owner's, runtime/lifecycle.c, and docs/ARCHITECTURE.md "Process exit"):
 * - Its end is registered when the library is loaded (an atexit handler of this library, run
 *   when the library is finalised at the very end of the exit, or when it is unloaded), so
 *   everything the program runs at exit comes before it: atexit handlers, static destructors,
 *   the fatbin unregistration nvcc's code registers. Those calls work for as long as the driver
 *   does; once the driver's own exit handlers (registered by cuInit) have run, the driver
 *   answers CUDA_ERROR_DEINITIALIZED, which the runtime reports unchanged as
 *   cudaErrorCudartUnloading ("driver shutting down").
 * - The end (ocr_teardown, the core's part) releases the primary contexts the runtime retained
 *   (a context the application also retained stays alive for it); from then on every call
 *   answers cudaErrorCudartUnloading without recording it as the thread's last error.
 * - Separately, a handler registered right after cuInit (so before the driver's and before
 *   nvcc's) marks the exit as begun: fatbin unregistration then leaves the driver alone.
 */
static pid_t init_pid;
int ocr_unloaded;

void ocr_teardown(void)
{
    int released = 0;
    bool same_process = getpid() == init_pid;
    /* What lives in the contexts goes first, while the driver still answers. */
    if (ocr_life.end_begin != NULL)
        ocr_life.end_begin(same_process);
    pthread_mutex_lock(&ctx_lock);
    if (ocr_has_ended()) {
        pthread_mutex_unlock(&ctx_lock);
        return;
    }
    if (ocr_life.end_report != NULL)
        ocr_life.end_report();
    int was_up = __atomic_load_n(&ocr_init_state, __ATOMIC_ACQUIRE) == 1;
    __atomic_store_n(&ocr_exiting, 1, __ATOMIC_RELEASE);
    /* Calls then take init's slow path, which answers for a runtime that has ended. */
    __atomic_store_n(&ocr_unloaded, 1, __ATOMIC_RELEASE);
    __atomic_store_n(&ocr_init_state, -1, __ATOMIC_RELEASE);
    /* A child forked after init inherits this handler but not a usable driver: it only marks
     * the runtime as gone. */
    for (int d = 0; was_up && d < ocr_device_count && same_process; d++) {
        struct ocr_device *dev = &ocr_devices[d];
        if (dev->active) {
            __atomic_store_n(&dev->active, false, __ATOMIC_RELEASE);
            if (DRV.cuDevicePrimaryCtxRelease(dev->dev) == CUDA_SUCCESS)
                released++;
        }
    }
    pthread_mutex_unlock(&ctx_lock);
    if (ocr_life.end_done != NULL)
        ocr_life.end_done(released);
}

/* fork: the contexts' lock is held across driver calls (a retain, a reset), so it is not
 * waited for; the child, which has no usable driver, makes it new. */
void ocr_state_fork(enum ocr_fork phase)
{
    if (phase == OCR_FORK_CHILD)
        pthread_mutex_init(&ctx_lock, NULL);
}

static cudaError_t init_process(void)
{
    cudaError_t err = ocr_driver_load();
    if (err != cudaSuccess)
        return err;
    CUresult r = DRV.cuInit(0);
    if (r != CUDA_SUCCESS)
        return ocr_error_from_cu(r);
    int count = 0;
    r = DRV.cuDeviceGetCount(&count);
    if (r != CUDA_SUCCESS)
        return ocr_error_from_cu(r);
    if (count == 0)
        return cudaErrorNoDevice;
    if (count > OCR_MAX_DEVICES)
        count = OCR_MAX_DEVICES;
    for (int i = 0; i < count; i++) {
        r = DRV.cuDeviceGet(&ocr_devices[i].dev, i);
        if (r != CUDA_SUCCESS)
            return ocr_error_from_cu(r);
        /* Mapped pinned memory is always on: NVIDIA's runtime reports cudaDeviceMapHost for a
         * device nobody has configured (and nothing after a reset). */
        ocr_devices[i].flags = cudaDeviceMapHost;
    }
    ocr_device_count = count;
    /* The exit-begun handler is registered now, after cuInit, so that it runs before the
     * driver's own exit handlers and before the fatbin unregistration that programs registered
     * ahead of main. */
    init_pid = getpid();
    if (ocr_life.driver_up != NULL)
        ocr_life.driver_up();
    return cudaSuccess;
}

static void init_once_fn(void)
{
    init_error = init_process();
    ocr_trace_init(init_error, ocr_driver_version, ocr_device_count);
    __atomic_store_n(&ocr_init_state, init_error == cudaSuccess ? 1 : -1, __ATOMIC_RELEASE);
}

cudaError_t ocr_init_slow(void)
{
    if (ocr_has_ended())
        return cudaErrorCudartUnloading;
    pthread_once(&init_once, init_once_fn);
    /* What the first launch would set up, done here where the process start costs milliseconds:
     * measured on the H200, the first launch spent about 25 us in it (docs/STAGING.md, "Probes:
     * the first launch"). Only the threads that race into the first initialisation come here. */
    if (init_error == cudaSuccess && ocr_life.initialised != NULL)
        ocr_life.initialised();
    return init_error;
}

cudaError_t ocr_init_first(cudaError_t e)
{
    /* A fault injected into the call in progress (a `launch` rule: seam.h's call marks it) is
     * the call's answer, with a driver or without. */
    const struct ocr_seam_call *call = ocr_tls.call;
    if (OCR_UNLIKELY(call != NULL && call->faulted))
        return e;
    cudaError_t init = ocr_init();
    return init != cudaSuccess ? init : e;
}

cudaError_t ocr_check_device(int d)
{
    return (d < 0 || d >= ocr_device_count) ? cudaErrorInvalidDevice : cudaSuccess;
}

/* A primary context that cannot be retained is reported as NVIDIA's runtime reports it (read
 * from its library): a few causes pass through as they are, any other (a device still marked by
 * a kernel fault, a device that is unavailable, ...) is cudaErrorDevicesUnavailable. */
static cudaError_t retain_error(CUresult r)
{
    switch (r) {
    case CUDA_ERROR_OUT_OF_MEMORY:
    case CUDA_ERROR_ECC_UNCORRECTABLE:
    case CUDA_ERROR_ILLEGAL_STATE:
    case CUDA_ERROR_NOT_FOUND:
    case CUDA_ERROR_NOT_SUPPORTED:
    case CUDA_ERROR_CDP_NOT_SUPPORTED:
    case CUDA_ERROR_CDP_VERSION_MISMATCH:
        return ocr_error_from_cu(r);
    default:
        return cudaErrorDevicesUnavailable;
    }
}

/* Retain (or re-retain after a reset) device d's primary context. Takes ctx_lock. */
cudaError_t ocr_primary_context(int d, CUcontext *out)
{
    struct ocr_device *dev = &ocr_devices[d];
    /* Retained already (the usual case, cudaSetDevice to a device in use): no lock. */
    if (OCR_LIKELY(__atomic_load_n(&dev->active, __ATOMIC_ACQUIRE))) {
        *out = __atomic_load_n(&dev->pctx, __ATOMIC_RELAXED);
        return cudaSuccess;
    }
    cudaError_t err = cudaSuccess;
    pthread_mutex_lock(&ctx_lock);
    if (ocr_has_ended()) {
        /* A call that passed init just before the runtime's end: retain nothing after it. */
        err = cudaErrorCudartUnloading;
    } else if (!dev->active) {
        CUcontext ctx;
        CUresult r = DRV.cuDevicePrimaryCtxRetain(&ctx, dev->dev);
        if (r == CUDA_SUCCESS) {
            __atomic_store_n(&dev->pctx, ctx, __ATOMIC_RELAXED);
            __atomic_store_n(&dev->active, true, __ATOMIC_RELEASE);
        } else {
            err = retain_error(r);
        }
    }
    *out = __atomic_load_n(&dev->pctx, __ATOMIC_RELAXED);
    pthread_mutex_unlock(&ctx_lock);
    return err;
}

cudaError_t ocr_activate_device(int d)
{
    /* Read before the context is looked at: a reset that races with this call leaves the thread
     * with an older generation, so its next call checks the context again. */
    unsigned gen = __atomic_load_n(&ocr_reset_gen, __ATOMIC_ACQUIRE);
    CUcontext ctx;
    cudaError_t err = ocr_primary_context(d, &ctx);
    if (err != cudaSuccess)
        return err;
    /* NVIDIA's runtime reports any failure to make the primary context current as an
     * unavailable device (read from its library). */
    if (DRV.cuCtxSetCurrent(ctx) != CUDA_SUCCESS)
        return cudaErrorDevicesUnavailable;
    struct ocr_thread *t = &ocr_tls;
    t->device = d;
    t->ctx = ctx;
    t->reset_gen = gen;
    return cudaSuccess;
}

/* The ordinal of the device of the current context, or -1. */
static int current_context_device(void)
{
    CUdevice dev;
    if (DRV.cuCtxGetDevice(&dev) != CUDA_SUCCESS)
        return -1;
    return ocr_device_ordinal(dev);
}

CUdevice ocr_cu_device(int d)
{
    return ocr_check_device(d) == cudaSuccess ? ocr_devices[d].dev : (CUdevice)d;
}

int ocr_device_ordinal(CUdevice dev)
{
    for (int d = 0; d < ocr_device_count; d++)
        if (ocr_devices[d].dev == dev)
            return d;
    return -1;
}

cudaError_t ocr_enter_slow(void)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    unsigned gen = __atomic_load_n(&ocr_reset_gen, __ATOMIC_ACQUIRE);
    struct ocr_thread *t = &ocr_tls;
    CUcontext cur = NULL;
    CUresult r = DRV.cuCtxGetCurrent(&cur);
    if (r != CUDA_SUCCESS) /* a host function, a forked child, a driver that has shut down */
        return ocr_error_from_cu(r);
    if (cur == NULL)
        return ocr_activate_device(t->device);

    /* A context is current: one of our primary contexts, or one the application made current
     * through the driver API, which the runtime then uses as it is. */
    for (int d = 0; d < ocr_device_count; d++) {
        if (__atomic_load_n(&ocr_devices[d].pctx, __ATOMIC_RELAXED) == cur) {
            if (!__atomic_load_n(&ocr_devices[d].active, __ATOMIC_ACQUIRE))
                return ocr_activate_device(d);
            t->device = d;
            t->ctx = cur;
            t->reset_gen = gen;
            return cudaSuccess;
        }
    }
    int d = current_context_device();
    if (d >= 0)
        t->device = d;
    t->ctx = cur;
    t->reset_gen = gen;
    return cudaSuccess;
}

cudaError_t ocr_require_primary(void)
{
    const struct ocr_thread *t = &ocr_tls;
    CUcontext primary = __atomic_load_n(&ocr_devices[t->device].pctx, __ATOMIC_RELAXED);
    return t->ctx != NULL && t->ctx == primary ? cudaSuccess : cudaErrorIncompatibleDriverContext;
}

static cudaError_t reset_device(int d);

/* Reset device d's primary context (cudaDeviceReset). */
cudaError_t ocr_reset_device(int d)
{
    /* What lives in the context goes first, while it still exists (the lifecycle's order). */
    if (ocr_life.reset_before != NULL)
        ocr_life.reset_before(d);
    cudaError_t err = reset_device(d);
    if (ocr_life.reset_after != NULL)
        ocr_life.reset_after(d, err == cudaSuccess);
    return err;
}

static cudaError_t reset_device(int d)
{
    pthread_mutex_lock(&ctx_lock);
    struct ocr_device *dev = &ocr_devices[d];
    /* Give up the runtime's retain, then reset: the context is destroyed for real and the next
     * use retains a new one. A release the driver refuses is the answer, and nothing changes:
     * the runtime still holds its retain, so a later reset gives it up. */
    if (dev->active) {
        CUresult r = DRV.cuDevicePrimaryCtxRelease(dev->dev);
        if (r != CUDA_SUCCESS) {
            pthread_mutex_unlock(&ctx_lock);
            return ocr_error_from_cu(r);
        }
        __atomic_store_n(&dev->active, false, __ATOMIC_RELEASE);
    }
    CUresult r = DRV.cuDevicePrimaryCtxReset(dev->dev);
    dev->flags = 0;
    __atomic_add_fetch(&ocr_reset_gen, 1, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&ctx_lock);
    return r == CUDA_SUCCESS ? cudaSuccess : ocr_error_from_cu(r);
}
