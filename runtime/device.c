/* Device management: the current device, primary-context flags, reset and synchronisation. */
#include "exec_ctx.h"
#include "internal.h"

cudaError_t cudaGetDeviceCount(int *count)
{
    if (count == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        *count = ocr_device_count;
    OCR_RETURN(err);
}

cudaError_t cudaSetDevice(int device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err == cudaSuccess)
        err = ocr_activate_device(device);
    if (err == cudaSuccess)
        ocr_tls.device_set = true;
    OCR_RETURN(err);
}

/* As NVIDIA's runtime (read from its library): the device of the current context, whoever made
 * it current; with none, the thread's device (what cudaSetDevice or the valid-device list
 * chose), no context made. Any other refusal of the driver is the answer: cudaErrorNotPermitted
 * in a host function, cudaErrorInitializationError in a child forked after use,
 * cudaErrorCudartUnloading once the driver has shut down at exit (measured on the GPU). */
cudaError_t cudaGetDevice(int *device)
{
    if (device == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUdevice dev;
    CUresult r = DRV.cuCtxGetDevice(&dev);
    int d;
    if (OCR_LIKELY(r == CUDA_SUCCESS)) {
        /* The driver's handles are the ordinals on NVIDIA's drivers: then the answer needs no
         * thread state (the hot path reads no TLS). */
        if (OCR_LIKELY((unsigned)dev < (unsigned)ocr_device_count && ocr_devices[dev].dev == dev))
            d = dev;
        else if ((d = ocr_device_ordinal(dev)) < 0)
            OCR_RETURN(cudaErrorInvalidDevice);
    } else if (r == CUDA_ERROR_INVALID_CONTEXT) {
        d = ocr_tls.device; /* no context current: the thread's device, without making one */
    } else {
        OCR_RETURN(ocr_error_from_cu(r));
    }
    *device = d;
    OCR_RETURN(cudaSuccess);
}

cudaError_t cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* Bits of `flags` other than cudaInitDeviceFlagsAreValid are ignored, as NVIDIA's do. */
    if (flags & cudaInitDeviceFlagsAreValid) {
        if (deviceFlags & ~(unsigned)cudaDeviceMask)
            OCR_RETURN(cudaErrorInvalidValue);
        CUresult r = DRV.cuDevicePrimaryCtxSetFlags(ocr_devices[device].dev,
                                                    deviceFlags & ~(unsigned)cudaDeviceMapHost);
        if (r != CUDA_SUCCESS)
            OCR_RETURN(ocr_cu(r));
        ocr_devices[device].flags = deviceFlags | cudaDeviceMapHost;
    }
    /* Initialise the primary context without changing what is current on this thread. A driver
     * that refuses to say or to restore what was current is the answer (the obvious mapping; the
     * thread is then left with the device's context current, as after cudaSetDevice). */
    CUcontext saved = NULL;
    CUresult r = DRV.cuCtxGetCurrent(&saved);
    if (r != CUDA_SUCCESS)
        OCR_RETURN(ocr_error_from_cu(r));
    int saved_device = ocr_tls.device;
    err = ocr_activate_device(device);
    if (err == cudaSuccess) {
        r = DRV.cuCtxSetCurrent(saved);
        if (r != CUDA_SUCCESS)
            OCR_RETURN(ocr_error_from_cu(r));
        ocr_tls.device = saved_device;
        ocr_tls.ctx = saved;
    }
    OCR_RETURN(err);
}

/* As NVIDIA's runtime (read from its library, measured on one and two GPUs): a list longer than
 * the device count is refused, an empty one restores the default order, a device may be listed
 * twice; the first listed device is the thread's device unless cudaSetDevice chose one, and the
 * thread's current context is unbound (the next call makes the device's context current). */
cudaError_t cudaSetValidDevices(int *device_arr, int len)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (len < 0 || len > ocr_device_count || (len > 0 && device_arr == NULL))
        OCR_RETURN(cudaErrorInvalidValue);
    for (int i = 0; i < len; i++)
        if (ocr_check_device(device_arr[i]) != cudaSuccess)
            OCR_RETURN(cudaErrorInvalidDevice);
    if (!ocr_tls.device_set)
        ocr_tls.device = len > 0 ? device_arr[0] : 0;
    OCR_RETURN(ocr_cu(DRV.cuCtxSetCurrent(NULL)));
}

cudaError_t cudaDeviceSynchronize(void)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxSynchronize());
    OCR_RETURN(err);
}

cudaError_t cudaDeviceReset(void)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess) {
        CUcontext cur = NULL;
        CUresult r = DRV.cuCtxGetCurrent(&cur);
        if (r != CUDA_SUCCESS)
            err = ocr_error_from_cu(r);
        else if (cur != NULL && cur != ocr_tls.ctx)
            err = ocr_enter_slow();
    }
    /* A device with a green context is not reset: NVIDIA's 13.3 runtime answers
     * cudaErrorNotPermitted and the green context, its streams and the primary context go on
     * working (docs/BEHAVIOUR.md, "Execution contexts"). */
    if (err == cudaSuccess && ocr_exec_ctx_has_green(ocr_tls.device))
        err = cudaErrorNotPermitted;
    /* The parts with state in the context are told before and after (runtime/lifecycle.c). */
    if (err == cudaSuccess)
        err = ocr_reset_device(ocr_tls.device);
    OCR_RETURN(err);
}

cudaError_t cudaSetDeviceFlags(unsigned int flags)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (flags & ~(unsigned)cudaDeviceMask)
        OCR_RETURN(cudaErrorInvalidValue);
    unsigned sched = flags & cudaDeviceScheduleMask;
    if (sched != cudaDeviceScheduleAuto && sched != cudaDeviceScheduleSpin &&
        sched != cudaDeviceScheduleYield && sched != cudaDeviceScheduleBlockingSync)
        OCR_RETURN(cudaErrorInvalidValue);
    /* NVIDIA's runtime makes the device's context current once the flags pass its checks (read
     * from its library), then sets them. */
    err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_require_primary();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* The driver refuses CU_CTX_MAP_HOST for primary contexts: mapping is always on. */
    struct ocr_device *dev = &ocr_devices[ocr_tls.device];
    CUresult r = DRV.cuDevicePrimaryCtxSetFlags(dev->dev, flags & ~(unsigned)cudaDeviceMapHost);
    if (r == CUDA_SUCCESS)
        dev->flags = flags | cudaDeviceMapHost;
    OCR_RETURN(ocr_cu(r));
}

/* Whether `ctx` is the primary context of a device the runtime has not retained since a reset. */
static bool inactive_primary(CUcontext ctx)
{
    for (int d = 0; d < ocr_device_count; d++)
        if (__atomic_load_n(&ocr_devices[d].pctx, __ATOMIC_RELAXED) == ctx)
            return !__atomic_load_n(&ocr_devices[d].active, __ATOMIC_ACQUIRE);
    return false;
}

cudaError_t cudaGetDeviceFlags(unsigned int *flags)
{
    if (flags == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    /* A current context answers with its own flags (the driver adds some once kernels ran),
     * whether it is the runtime's primary context or one the application created through the
     * driver; otherwise, and for a primary context that was reset, the flags the runtime
     * configured, as NVIDIA's runtime reports them. */
    unsigned f = ocr_devices[ocr_tls.device].flags;
    /* A driver that cannot say what is current is the answer (the obvious mapping). */
    CUcontext cur = NULL;
    CUresult rc = DRV.cuCtxGetCurrent(&cur);
    if (rc != CUDA_SUCCESS)
        OCR_RETURN(ocr_error_from_cu(rc));
    if (cur != NULL && !inactive_primary(cur)) {
        CUresult r = DRV.cuCtxGetFlags(&f);
        if (r != CUDA_SUCCESS)
            OCR_RETURN(ocr_cu(r));
    }
    *flags = f;
    OCR_RETURN(cudaSuccess);
}

/* The version queries check their argument without initialising the runtime, as NVIDIA's. */
cudaError_t cudaDriverGetVersion(int *driverVersion)
{
    if (driverVersion == NULL)
        OCR_RETURN_NOINIT(cudaErrorInvalidValue);
    /* Without a usable driver the answer is 0 and success, as documented. */
    ocr_init();
    *driverVersion = ocr_driver_version;
    OCR_RETURN(cudaSuccess);
}

cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)
{
    if (runtimeVersion == NULL)
        OCR_RETURN_NOINIT(cudaErrorInvalidValue);
    *runtimeVersion = OCR_CUDART_API_VERSION;
    OCR_RETURN(cudaSuccess);
}
