/* Driver entry points for the application (cudaGetDriverEntryPoint*), through the driver's own
 * cuGetProcAddress. */
#include "internal.h"

static cudaError_t entry_point(const char *symbol, void **funcPtr, unsigned version,
                               unsigned long long flags,
                               enum cudaDriverEntryPointQueryResult *status, bool ptds)
{
    if (symbol == NULL || funcPtr == NULL)
        return cudaErrorInvalidValue;
    if (flags & ~(unsigned long long)(cudaEnableLegacyStream | cudaEnablePerThreadDefaultStream))
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    /* The per-thread twin of this entry point makes per-thread the default. */
    if (ptds && flags == cudaEnableDefault)
        flags = cudaEnablePerThreadDefaultStream;
    CUdriverProcAddressQueryResult st = CU_GET_PROC_ADDRESS_SUCCESS;
    err = ocr_cu(DRV.cuGetProcAddress(symbol, funcPtr, (int)version, flags, &st));
    if (status != NULL)
        *status = (enum cudaDriverEntryPointQueryResult)st;
    return err;
}

cudaError_t cudaGetDriverEntryPoint(const char *symbol, void **funcPtr, unsigned long long flags,
                                    enum cudaDriverEntryPointQueryResult *driverStatus)
{
    OCR_RETURN(entry_point(symbol, funcPtr, CUDART_VERSION, flags, driverStatus, false));
}

cudaError_t cudaGetDriverEntryPoint_ptsz(const char *symbol, void **funcPtr,
                                         unsigned long long flags,
                                         enum cudaDriverEntryPointQueryResult *driverStatus)
{
    OCR_RETURN(entry_point(symbol, funcPtr, CUDART_VERSION, flags, driverStatus, true));
}

cudaError_t cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr,
                                             unsigned int cudaVersion, unsigned long long flags,
                                             enum cudaDriverEntryPointQueryResult *driverStatus)
{
    OCR_RETURN(entry_point(symbol, funcPtr, cudaVersion, flags, driverStatus, false));
}

cudaError_t
cudaGetDriverEntryPointByVersion_ptsz(const char *symbol, void **funcPtr, unsigned int cudaVersion,
                                      unsigned long long flags,
                                      enum cudaDriverEntryPointQueryResult *driverStatus)
{
    OCR_RETURN(entry_point(symbol, funcPtr, cudaVersion, flags, driverStatus, true));
}
