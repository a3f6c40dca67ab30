/* Library management: libraries and kernels the application loads itself (cudaLibrary_t is the
 * driver's CUlibrary, cudaKernel_t its CUkernel), and kernels of registered stubs as CUkernels. */
#include "internal.h"
#include "objects.h"
#include "runtime_internal.h"

/* JIT and library option enums have the driver's numbering; values pass through. */
static cudaError_t library_load_common(cudaLibrary_t *library, const void *code,
                                       const char *fileName, enum cudaJitOption *jitOptions,
                                       void **jitOptionsValues, unsigned numJitOptions,
                                       enum cudaLibraryOption *libraryOptions,
                                       void **libraryOptionValues, unsigned numLibraryOptions)
{
    if (library == NULL || (code == NULL && fileName == NULL))
        return cudaErrorInvalidValue;
    cudaError_t err = ocr_init();
    if (err != cudaSuccess)
        return err;
    CUresult r = code != NULL
                     ? DRV.cuLibraryLoadData((CUlibrary *)library, code, (CUjit_option *)jitOptions,
                                             jitOptionsValues, numJitOptions,
                                             (CUlibraryOption *)libraryOptions, libraryOptionValues,
                                             numLibraryOptions)
                     : DRV.cuLibraryLoadFromFile((CUlibrary *)library, fileName,
                                                 (CUjit_option *)jitOptions, jitOptionsValues,
                                                 numJitOptions, (CUlibraryOption *)libraryOptions,
                                                 libraryOptionValues, numLibraryOptions);
    return ocr_cu(r);
}

cudaError_t cudaLibraryLoadData(cudaLibrary_t *library, const void *code,
                                enum cudaJitOption *jitOptions, void **jitOptionsValues,
                                unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions,
                                void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (code == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err =
        library_load_common(library, code, NULL, jitOptions, jitOptionsValues, numJitOptions,
                            libraryOptions, libraryOptionValues, numLibraryOptions);
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_LIBRARY, *library, 0);
    OCR_RETURN(err);
}

cudaError_t cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName,
                                    enum cudaJitOption *jitOptions, void **jitOptionsValues,
                                    unsigned int numJitOptions,
                                    enum cudaLibraryOption *libraryOptions,
                                    void **libraryOptionValues, unsigned int numLibraryOptions)
{
    if (fileName == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err =
        library_load_common(library, NULL, fileName, jitOptions, jitOptionsValues, numJitOptions,
                            libraryOptions, libraryOptionValues, numLibraryOptions);
    if (err == cudaSuccess)
        OCR_OBJECT_MADE(OCR_OBJ_LIBRARY, *library, 0);
    OCR_RETURN(err);
}

cudaError_t cudaLibraryUnload(cudaLibrary_t library)
{
    cudaError_t err = ocr_init();
    OCR_OBJECT_RELEASING(OCR_CLASS_LIBRARY, library);
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLibraryUnload((CUlibrary)library));
    OCR_OBJECT_RELEASED(OCR_CLASS_LIBRARY, library, err);
    OCR_RETURN(err);
}

cudaError_t cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library, const char *name)
{
    if (pKernel == NULL || name == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLibraryGetKernel((CUkernel *)pKernel, (CUlibrary)library, name));
    OCR_RETURN(err);
}

/* Globals live in a context: these enter the runtime (current device's primary context). */
cudaError_t cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library,
                                 const char *name)
{
    if (name == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUdeviceptr p = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLibraryGetGlobal(&p, bytes, (CUlibrary)library, name));
    if (err == cudaSuccess && dptr != NULL)
        *dptr = (void *)(uintptr_t)p;
    OCR_RETURN(err);
}

cudaError_t cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library,
                                  const char *name)
{
    if (name == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_enter();
    CUdeviceptr p = 0;
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLibraryGetManaged(&p, bytes, (CUlibrary)library, name));
    if (err == cudaSuccess && dptr != NULL)
        *dptr = (void *)(uintptr_t)p;
    OCR_RETURN(err);
}

cudaError_t cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library, const char *symbol)
{
    if (fptr == NULL || symbol == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLibraryGetUnifiedFunction(fptr, (CUlibrary)library, symbol));
    OCR_RETURN(err);
}

cudaError_t cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib)
{
    if (count == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuLibraryGetKernelCount(count, (CUlibrary)lib));
    OCR_RETURN(err);
}

cudaError_t cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels,
                                        cudaLibrary_t lib)
{
    if (kernels == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err =
            ocr_cu(DRV.cuLibraryEnumerateKernels((CUkernel *)kernels, numKernels, (CUlibrary)lib));
    OCR_RETURN(err);
}

/* The context-independent kernel of a registered stub (or a cudaKernel_t given back). */
cudaError_t cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    if (kernelPtr == NULL)
        OCR_RETURN(cudaErrorInvalidValue);
    /* Only a registered host stub names a kernel here (seen on the GPU: any other pointer is
     * cudaErrorInvalidDeviceFunction). */
    cudaError_t err = ocr_init();
    CUkernel k = NULL;
    if (err == cudaSuccess)
        err = ocr_stub_kernel(entryFuncAddr, &k);
    if (err == cudaSuccess)
        *kernelPtr = (cudaKernel_t)k;
    OCR_RETURN(err);
}

cudaError_t cudaKernelSetAttributeForDevice(cudaKernel_t kernel, enum cudaFuncAttribute attr,
                                            int value, int device)
{
    /* As NVIDIA's runtime: an attribute it does not name is refused first; the device goes to
     * the driver as it is (the driver numbers devices as the runtime does). */
    if (!ocr_func_attribute_named(attr))
        OCR_RETURN(cudaErrorInvalidValue);
    cudaError_t err = ocr_init();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuKernelSetAttribute((CUfunction_attribute)attr, value, (CUkernel)kernel,
                                              ocr_cu_device(device)));
    OCR_RETURN(err);
}

/* -- profiler -------------------------------------------------------------------------------- */

cudaError_t cudaProfilerStart(void)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuProfilerStart());
    OCR_RETURN(err);
}

cudaError_t cudaProfilerStop(void)
{
    cudaError_t err = ocr_enter();
    if (err == cudaSuccess)
        err = ocr_cu(DRV.cuProfilerStop());
    OCR_RETURN(err);
}
