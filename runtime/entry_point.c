/* Driver entry points for the application (cudaGetDriverEntryPoint*), through the driver's own
 * cuGetProcAddress. */
#include "internal.h"

/* As NVIDIA's runtime (read from its library): the arguments go to cuGetProcAddress unchecked,
 * status included (the driver writes it), and the per-thread twins add the per-thread flag when
 * neither stream flag is given. A NULL symbol is the one exception: NVIDIA's process crashes in
 * the driver (measured on the GPU), ours answers cudaErrorInvalidValue. */
static cudaError_t entry_point_common(const char *symbol, void **funcPtr, unsigned version,
                                      unsigned long long flags,
                                      enum cudaDriverEntryPointQueryResult *status, bool ptds)
{
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    if (symbol == NULL)
        return cudaErrorInvalidValue;
    if (ptds && (flags & (cudaEnableLegacyStream | cudaEnablePerThreadDefaultStream)) == 0)
        flags |= cudaEnablePerThreadDefaultStream;
    _Static_assert(
        sizeof(enum cudaDriverEntryPointQueryResult) == sizeof(CUdriverProcAddressQueryResult) &&
            (int)cudaDriverEntryPointSuccess == (int)CU_GET_PROC_ADDRESS_SUCCESS &&
            (int)cudaDriverEntryPointSymbolNotFound == (int)CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND &&
            (int)cudaDriverEntryPointVersionNotSufficent ==
                (int)CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT,
        "the runtime's query results are the driver's");
    return ocr_cu(DRV.cuGetProcAddress(symbol, funcPtr, (int)version, flags,
                                       (CUdriverProcAddressQueryResult *)status));
}

/* The level cudaGetDriverEntryPoint asks at: the runtime's API level, or the driver's where it is
 * older. An r580 driver refuses a level above its own with CUDA_ERROR_INVALID_VALUE; NVIDIA's
 * 13.3 runtime asks at 13030 there and fails every symbol, where a program built for 13.0 finds
 * its entry points under NVIDIA's 13.0 runtime and under this one (a deliberate difference:
 * docs/BEHAVIOUR.md, "CUDA 13.1-13.4 additions"). The driver's version is known once the
 * runtime is initialised; a failed initialisation is entry_point_common's answer. */
static unsigned runtime_level(void)
{
    if (ocr_init() == cudaSuccess && ocr_driver_version > 0 &&
        ocr_driver_version < OCR_CUDART_API_VERSION)
        return (unsigned)ocr_driver_version;
    return OCR_CUDART_API_VERSION;
}

OCR_API_TWINS(_ptsz, cudaGetDriverEntryPoint,
              (const char *symbol, void **funcPtr, unsigned long long flags,
               enum cudaDriverEntryPointQueryResult *driverStatus),
              entry_point_common, symbol, funcPtr, runtime_level(), flags, driverStatus)
OCR_API_TWINS(_ptsz, cudaGetDriverEntryPointByVersion,
              (const char *symbol, void **funcPtr, unsigned int cudaVersion,
               unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus),
              entry_point_common, symbol, funcPtr, cudaVersion, flags, driverStatus)
