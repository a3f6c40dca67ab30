/* Interprocess sharing of device memory and events. The runtime's handles are the driver's. */
#include "internal.h"
#include "objects.h"

#include <string.h>

_Static_assert(sizeof(cudaIpcMemHandle_t) == sizeof(CUipcMemHandle), "memory handle layout");
_Static_assert(sizeof(cudaIpcEventHandle_t) == sizeof(CUipcEventHandle), "event handle layout");

cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr)
{
    if (handle == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUipcMemHandle h;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuIpcGetMemHandle(&h, (CUdeviceptr)(uintptr_t)devPtr));
    if (err == cudaSuccess)
        memcpy(handle, &h, sizeof(h));
    OCR_RETURN(err);
}

cudaError_t cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags)
{
    if (devPtr == NULL || (flags & ~(unsigned)cudaIpcMemLazyEnablePeerAccess))
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUipcMemHandle h;
    memcpy(&h, &handle, sizeof(h));
    CUdeviceptr p;
    err = ocr_cu(DRV.cuIpcOpenMemHandle(&p, h, flags));
    if (err == cudaSuccess) {
        *devPtr = (void *)(uintptr_t)p;
        size_t size = 0;
        if (OCR_CHECKING(OCR_CHECK_OBJECTS) &&
            DRV.cuMemGetAddressRange(NULL, &size, p) != CUDA_SUCCESS)
            size = 0;
        OCR_OBJECT_MADE(OCR_OBJ_IPC, p, size);
    }
    OCR_RETURN(err);
}

cudaError_t cudaIpcCloseMemHandle(void *devPtr)
{
    cudaError_t err = ocr_enter();
    OCR_OBJECT_RELEASING(OCR_CLASS_IPC, devPtr);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuIpcCloseMemHandle((CUdeviceptr)(uintptr_t)devPtr));
    OCR_OBJECT_RELEASED(OCR_CLASS_IPC, devPtr, err);
    OCR_RETURN(err);
}

cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    if (handle == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUipcEventHandle h;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuIpcGetEventHandle(&h, (CUevent)event));
    if (err == cudaSuccess)
        memcpy(handle, &h, sizeof(h));
    OCR_RETURN(err);
}

cudaError_t cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    if (event == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    if (err != cudaSuccess)
        OCR_RETURN(err);
    CUipcEventHandle h;
    memcpy(&h, &handle, sizeof(h));
    CUevent e;
    err = ocr_cu(DRV.cuIpcOpenEventHandle(&e, h));
    if (err == cudaSuccess)
        *event = (cudaEvent_t)e;
    OCR_RETURN(err);
}
