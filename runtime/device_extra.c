/*
 * Device services beyond device management proper: atomic capabilities of the links to the host
 * and to peers, asynchronous notifications, NvSciSync attributes, and the deprecated per-function
 * shared memory bank configuration.
 */
#include "internal.h"
#include "runtime_internal.h"

_Static_assert(sizeof(enum cudaAtomicOperation) == sizeof(CUatomicOperation) &&
                   (int)cudaAtomicOperationIntegerAdd == (int)CU_ATOMIC_OPERATION_INTEGER_ADD &&
                   (int)cudaAtomicOperationCAS == (int)CU_ATOMIC_OPERATION_CAS &&
                   (int)cudaAtomicOperationFloatMax == (int)CU_ATOMIC_OPERATION_FLOAT_MAX,
               "cudaAtomicOperation values are the driver's");
_Static_assert((int)cudaAtomicCapabilitySigned == (int)CU_ATOMIC_CAPABILITY_SIGNED &&
                   (int)cudaAtomicCapabilityVector32x4 == (int)CU_ATOMIC_CAPABILITY_VECTOR_32x4,
               "cudaAtomicOperationCapability bits are the driver's");
_Static_assert((int)cudaNvSciSyncAttrSignal == (int)CUDA_NVSCISYNC_ATTR_SIGNAL &&
                   (int)cudaNvSciSyncAttrWait == (int)CUDA_NVSCISYNC_ATTR_WAIT,
               "cudaNvSciSyncAttr flags are the driver's");
_Static_assert((int)cudaSharedMemBankSizeDefault == (int)CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE &&
                   (int)cudaSharedMemBankSizeFourByte ==
                       (int)CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE &&
                   (int)cudaSharedMemBankSizeEightByte ==
                       (int)CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE,
               "cudaSharedMemConfig values are the driver's");
_Static_assert(sizeof(cudaAsyncCallbackHandle_t) == sizeof(CUasyncCallbackHandle),
               "async callback handles are the driver's");
_Static_assert(sizeof(cudaAsyncNotificationInfo_t) == sizeof(CUasyncNotificationInfo) &&
                   offsetof(cudaAsyncNotificationInfo_t, info) ==
                       offsetof(CUasyncNotificationInfo, info) &&
                   (int)cudaAsyncNotificationTypeOverBudget ==
                       (int)CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET,
               "async notification information has the driver's layout and values");

/*
 * As NVIDIA's runtime does them (read from its library): the arguments go to the driver as they
 * are, with no checks of the runtime's own (the driver judges NULL pointers, counts and
 * devices); only the device ordinal becomes the driver's handle (ocr_cu_device).
 */

/* -- atomic capabilities ----------------------------------------------------------------------- */

cudaError_t cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities,
                                                const enum cudaAtomicOperation *operations,
                                                unsigned int count, int device)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetHostAtomicCapabilities(
            capabilities, (const CUatomicOperation *)operations, count, ocr_cu_device(device)));
    OCR_RETURN(err);
}

cudaError_t cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities,
                                               const enum cudaAtomicOperation *operations,
                                               unsigned int count, int srcDevice, int dstDevice)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetP2PAtomicCapabilities(
            capabilities, (const CUatomicOperation *)operations, count, ocr_cu_device(srcDevice),
            ocr_cu_device(dstDevice)));
    OCR_RETURN(err);
}

/* -- asynchronous notifications ---------------------------------------------------------------- */

/* The application's callback and user data go to the driver as they are: the driver's
 * information record, handle and callback types have the runtime's layout (asserted above). */
cudaError_t cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc,
                                                void *userData, cudaAsyncCallbackHandle_t *callback)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceRegisterAsyncNotification(ocr_cu_device(device),
                                                           (CUasyncCallback)callbackFunc, userData,
                                                           (CUasyncCallbackHandle *)callback));
    OCR_RETURN(err);
}

cudaError_t cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceUnregisterAsyncNotification(ocr_cu_device(device),
                                                             (CUasyncCallbackHandle)callback));
    OCR_RETURN(err);
}

/* -- NvSciSync ------------------------------------------------------------------------------- */

/* This one needs a current context, as in NVIDIA's runtime. */
cudaError_t cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuDeviceGetNvSciSyncAttributes(nvSciSyncAttrList, ocr_cu_device(device), flags));
    OCR_RETURN(err);
}

/* -- deprecated: shared memory bank size of a function ----------------------------------------- */

cudaError_t cudaFuncSetSharedMemConfig(const void *func, enum cudaSharedMemConfig config)
{
    CUfunction f;
    cudaError_t err = ocr_function_for(func, &f);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    OCR_RETURN(ocr_cu(DRV.cuFuncSetSharedMemConfig(f, (CUsharedconfig)config)));
}
