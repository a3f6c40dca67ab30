/*
 * Error log management: the driver keeps the log (its messages, its buffer, its callbacks); the
 * runtime's calls are the driver's cuLogs* entries. The runtime's callback, handle, iterator and
 * level types are the driver's under other names: the callback type differs only in naming its
 * level enum cudaLogLevel instead of CUlogLevel, whose values are the same, so the application's
 * callback is handed to the driver as it is. As in NVIDIA's runtime (read from its library),
 * each call makes the device's context current first, and hands its arguments, outputs
 * included, to the driver as they are.
 */
#include "internal.h"

_Static_assert((int)cudaLogLevelError == (int)CU_LOG_LEVEL_ERROR &&
                   (int)cudaLogLevelWarning == (int)CU_LOG_LEVEL_WARNING &&
                   sizeof(cudaLogLevel) == sizeof(CUlogLevel),
               "cudaLogLevel values are the driver's CUlogLevel values");
_Static_assert(sizeof(cudaLogIterator) == sizeof(CUlogIterator), "log iterators are the driver's");
_Static_assert(sizeof(cudaLogsCallbackHandle) == sizeof(CUlogsCallbackHandle),
               "log callback handles are the driver's");

cudaError_t cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData,
                                     cudaLogsCallbackHandle *callback_out)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsRegisterCallback((CUlogsCallback)callbackFunc, userData,
                                                (CUlogsCallbackHandle *)callback_out));
    OCR_RETURN(err);
}

cudaError_t cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsUnregisterCallback(callback));
    OCR_RETURN(err);
}

cudaError_t cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsCurrent((CUlogIterator *)iterator_out, flags));
    OCR_RETURN(err);
}

/* The iterator (optional) advances past what was dumped, as the driver moves it. */
cudaError_t cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile,
                               unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsDumpToFile(iterator, pathToFile, flags));
    OCR_RETURN(err);
}

/* *size is the driver's in and out: the buffer's size in, the bytes written out (0 when the
 * buffer cannot hold a message, which is a failure). */
cudaError_t cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size,
                                 unsigned int flags)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsDumpToMemory(iterator, buffer, size, flags));
    OCR_RETURN(err);
}
