/* cudaMemGetLocationInfo (13.4): where the pages of unified memory reside. Its prototype is not
 * established (include/cuda13x.h): the call is the driver's cuMemGetLocationInfo, to which the
 * runtime passes its first six integer-register arguments unchanged after entering (init, a
 * current context), and whose answer it reports; a driver without the call (13.0-13.3) answers
 * cudaErrorCallRequiresNewerDriver, as NVIDIA's runtime does there. A prototype with a seventh
 * argument, or one passed in floating-point registers, would not reach the driver: the GPU pass
 * on a 13.4 driver settles it (docs/BEHAVIOUR.md "CUDA 13.1-13.4 additions"). */
#define OCR_CUDA13X_NO_PLACEHOLDER 1
#include "internal.h"

cudaError_t cudaMemGetLocationInfo(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                                   uintptr_t a4, uintptr_t a5);
cudaError_t cudaMemGetLocationInfo(uintptr_t a0, uintptr_t a1, uintptr_t a2, uintptr_t a3,
                                   uintptr_t a4, uintptr_t a5)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuMemGetLocationInfo(a0, a1, a2, a3, a4, a5));
    OCR_RETURN(err);
}
