/*
 * Error log management: the driver keeps the log (its messages, its buffer, its callbacks); the
 * runtime's calls are the driver's cuLogs* entries. The runtime's callback, handle, iterator and
 * level types are the driver's under other names: the callback type differs only in naming its
 * level enum cudaLogLevel instead of CUlogLevel, whose values are the same, so the application's
 * callback is handed to the driver as it is. No context is needed, only the driver.
 */
#include "internal.h"

_Static_assert((int)cudaLogLevelError == (int)CU_LOG_LEVEL_ERROR &&
                   (int)cudaLogLevelWarning == (int)CU_LOG_LEVEL_WARNING &&
                   sizeof(cudaLogLevel) == sizeof(CUlogLevel),
               "cudaLogLevel values are the driver's CUlogLevel values");
_Static_assert(sizeof(cudaLogIterator) == sizeof(CUlogIterator), "log iterators are the driver's");

/* The optional handle is written only on success. */
cudaError_t cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData,
                                     cudaLogsCallbackHandle *callback_out)
{
    cudaError_t err = ocr_init();
    CUlogsCallbackHandle h = NULL;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsRegisterCallback((CUlogsCallback)callbackFunc, userData,
                                                callback_out ? &h : NULL));
    if (err == cudaSuccess && callback_out != NULL)
        *callback_out = h;
    OCR_RETURN(err);
}

cudaError_t cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsUnregisterCallback(callback));
    OCR_RETURN(err);
}

cudaError_t cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags)
{
    cudaError_t err = ocr_init();
    CUlogIterator it = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsCurrent(iterator_out ? &it : NULL, flags));
    if (err == cudaSuccess && iterator_out != NULL)
        *iterator_out = it;
    OCR_RETURN(err);
}

/* The iterator (optional) advances past what was dumped, as the driver moves it. */
cudaError_t cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile,
                               unsigned int flags)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsDumpToFile(iterator, pathToFile, flags));
    OCR_RETURN(err);
}

/* *size is the driver's in and out: the buffer's size in, the bytes written out (0 when the
 * buffer cannot hold a message, which is a failure). */
cudaError_t cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size,
                                 unsigned int flags)
{
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLogsDumpToMemory(iterator, buffer, size, flags));
    OCR_RETURN(err);
}
