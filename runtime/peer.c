/* Peer device memory access. */
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
        return cudaSuccess;
    }
    OCR_RETURN(ocr_cu(DRV.cuDeviceCanAccessPeer(canAccessPeer, ocr_devices[device].dev,
                                                ocr_devices[peerDevice].dev)));
}

/* The peer's primary context, which the runtime keeps retained. */
static cudaError_t peer_context(int peerDevice, CUcontext *ctx)
{
    cudaError_t err = ocr_check_device(peerDevice);
    if (err != cudaSuccess)
        return err;
    if (peerDevice == ocr_current_device())
        return cudaErrorInvalidDevice;
    return ocr_primary_context(peerDevice, ctx);
}

cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    if (flags != 0)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
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
    CUcontext peer;
    if (err == cudaSuccess)
        err = peer_context(peerDevice, &peer);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    OCR_RETURN(ocr_cu(DRV.cuCtxDisablePeerAccess(peer)));
}
