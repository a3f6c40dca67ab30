/*
 * Device services beyond device management proper: atomic capabilities of the links to the host
 * and to peers, asynchronous notifications, NvSciSync attributes, and the deprecated per-function
 * shared memory bank configuration. Device ordinals become the driver's CUdevice handles.
 */
#include "internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

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
_Static_assert(sizeof(cudaAsyncNotificationInfo_t) == sizeof(CUasyncNotificationInfo) &&
                   offsetof(cudaAsyncNotificationInfo_t, info) ==
                       offsetof(CUasyncNotificationInfo, info) &&
                   (int)cudaAsyncNotificationTypeOverBudget ==
                       (int)CU_ASYNC_NOTIFICATION_TYPE_OVER_BUDGET,
               "async notification information has the driver's layout and values");

/* -- atomic capabilities ----------------------------------------------------------------------- */

cudaError_t cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities,
                                                const enum cudaAtomicOperation *operations,
                                                unsigned int count, int device)
{
    if (capabilities == NULL || operations == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetHostAtomicCapabilities(
            capabilities, (const CUatomicOperation *)operations, count, ocr_devices[device].dev));
    OCR_RETURN(err);
}

/* The same device twice is the driver's verdict. */
cudaError_t cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities,
                                               const enum cudaAtomicOperation *operations,
                                               unsigned int count, int srcDevice, int dstDevice)
{
    if (capabilities == NULL || operations == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(srcDevice);
    if (err == cudaSuccess)
        err = ocr_check_device(dstDevice);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceGetP2PAtomicCapabilities(
            capabilities, (const CUatomicOperation *)operations, count, ocr_devices[srcDevice].dev,
            ocr_devices[dstDevice].dev));
    OCR_RETURN(err);
}

/* -- asynchronous notifications ---------------------------------------------------------------- */

/*
 * The driver calls back with its own information record and handle types; the application's
 * callback takes the runtime's. Each registration gets a record that the driver hands to a
 * trampoline as its user data; the handle the application sees (in its callback and from
 * registration) is the driver's, so that unregistering an unknown handle is the driver's
 * verdict. Records are freed once the driver has unregistered them (it runs no callback of a
 * handle after that: unregistering from inside a callback is refused with cudaErrorNotPermitted).
 */
struct notification {
    cudaAsyncCallback fn;
    void *user;
    CUasyncCallbackHandle handle;
    struct notification *next;
};

static pthread_mutex_t notification_lock = PTHREAD_MUTEX_INITIALIZER;
static struct notification *notifications; /* guarded by notification_lock */

static void notification_trampoline(CUasyncNotificationInfo *info, void *data,
                                    CUasyncCallbackHandle handle)
{
    const struct notification *n = data;
    cudaAsyncNotificationInfo_t rt;
    memcpy(&rt, info, sizeof rt);
    n->fn(&rt, n->user, (cudaAsyncCallbackHandle_t)handle);
}

cudaError_t cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc,
                                                void *userData, cudaAsyncCallbackHandle_t *callback)
{
    if (callbackFunc == NULL || callback == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err != cudaSuccess)
        OCR_RETURN(err);
    struct notification *n = calloc(1, sizeof *n);
    if (n == NULL)
        OCR_RETURN(cudaErrorMemoryAllocation);
    n->fn = callbackFunc;
    n->user = userData;
    CUasyncCallbackHandle h = NULL;
    err = ocr_cu(DRV.cuDeviceRegisterAsyncNotification(ocr_devices[device].dev,
                                                       notification_trampoline, n, &h));
    if (err != cudaSuccess) {
        free(n);
        OCR_RETURN(err);
    }
    n->handle = h;
    pthread_mutex_lock(&notification_lock);
    n->next = notifications;
    notifications = n;
    pthread_mutex_unlock(&notification_lock);
    *callback = (cudaAsyncCallbackHandle_t)h;
    OCR_RETURN(cudaSuccess);
}

cudaError_t cudaDeviceUnregisterAsyncNotification(int device, cudaAsyncCallbackHandle_t callback)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuDeviceUnregisterAsyncNotification(ocr_devices[device].dev,
                                                             (CUasyncCallbackHandle)callback));
    if (err != cudaSuccess)
        OCR_RETURN(err);
    struct notification *found = NULL;
    pthread_mutex_lock(&notification_lock);
    for (struct notification **p = &notifications; *p != NULL; p = &(*p)->next) {
        if ((*p)->handle == (CUasyncCallbackHandle)callback) {
            found = *p;
            *p = found->next;
            break;
        }
    }
    pthread_mutex_unlock(&notification_lock);
    free(found);
    OCR_RETURN(cudaSuccess);
}

/* -- NvSciSync ----------------------------------------------------------------------------------
 */

cudaError_t cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device, int flags)
{
    if (nvSciSyncAttrList == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_check_device(device);
    if (err == cudaSuccess)
        err = ocr_cu(
            DRV.cuDeviceGetNvSciSyncAttributes(nvSciSyncAttrList, ocr_devices[device].dev, flags));
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
