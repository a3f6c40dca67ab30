/* Peer device memory access and device-wide driver services (RDMA flush, L2 persistence). */
#include "internal.h"

cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    if (canAccessPeer == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err == cudaSuccess)
        err = ocr_check_device(peerDevice);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    if (device == peerDevice) {
        *canAccessPeer = 0;
        OCR_RETURN(cudaSuccess);
    }
    OCR_RETURN(ocr_cu(DRV.cuDeviceCanAccessPeer(canAccessPeer, ocr_devices[device].dev,
                                                ocr_devices[peerDevice].dev)));
}

/* The peer's primary context, which the runtime keeps retained. The current device itself is
 * left to the driver (cudaErrorPeerAccessUnsupported to enable, cudaErrorPeerAccessNotEnabled
 * to disable, as NVIDIA's runtime reports them). */
static cudaError_t peer_context(int peerDevice, CUcontext *ctx)
{
    cudaError_t err = ocr_check_device(peerDevice);
    if (err != cudaSuccess)
        return err;
    return ocr_primary_context(peerDevice, ctx);
}

cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    if (flags != 0)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_require_primary();
    CUcontext peer;
    if (err == cudaSuccess)
        err = peer_context(peerDevice, &peer);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    OCR_RETURN(ocr_cu(DRV.cuCtxEnablePeerAccess(peer, 0)));
}

cudaError_t cudaDeviceDisablePeerAccess(int peerDevice)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_require_primary();
    CUcontext peer;
    if (err == cudaSuccess)
        err = peer_context(peerDevice, &peer);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    OCR_RETURN(ocr_cu(DRV.cuCtxDisablePeerAccess(peer)));
}

cudaError_t cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr, int srcDevice,
                                      int dstDevice)
{
    if (value == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    /* The devices go to the driver as they are, as NVIDIA's runtime hands them over (read from
     * its library; the real driver numbers devices as the runtime does). */
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuDeviceGetP2PAttribute(value, (CUdevice_P2PAttribute)attr,
                                               ocr_cu_device(srcDevice), ocr_cu_device(dstDevice)));
    OCR_RETURN(err);
}

cudaError_t cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target,
                                               enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuFlushGPUDirectRDMAWrites((CUflushGPUDirectRDMAWritesTarget)target,
                                                    (CUflushGPUDirectRDMAWritesScope)scope));
    OCR_RETURN(err);
}

cudaError_t cudaCtxResetPersistingL2Cache(void)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuCtxResetPersistingL2Cache());
    OCR_RETURN(err);
}
