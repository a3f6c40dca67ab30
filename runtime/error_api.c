/*
 * Error API: the thread's last error (cudaGetLastError, cudaPeekAtLastError) and the names and
 * descriptions of codes (cudaGetErrorName, cudaGetErrorString).
 *
 * The names and descriptions are pure table look-ups. They never touch the thread's last error, for
 * known and unknown codes alike, as in NVIDIA's runtime (whose look-up is a plain search of a
 * static table that returns one shared "unrecognized error code" text for any code it does not
 * know, from both calls). They need no driver and no initialisation.
 */
#include "error_table.h"
#include "internal.h"

const char *CUDARTAPI cudaGetErrorName(cudaError_t error)
{
    return ocr_error_name_or_unknown(error);
}

const char *CUDARTAPI cudaGetErrorString(cudaError_t error)
{
    return ocr_error_string_or_unknown(error);
}

/* -- the last error ------------------------------------------------------------------------ */

/* Before a successful initialisation both report the initialisation failure (NVIDIA's
 * library does so on every call, without clearing it). */
static cudaError_t init_failure(void)
{
    return ocr_init();
}

cudaError_t cudaGetLastError(void)
{
    if (OCR_UNLIKELY(__atomic_load_n(&ocr_init_state, __ATOMIC_ACQUIRE) != 1)) {
        cudaError_t err = init_failure();
        if (err != cudaSuccess)
            return err;
    }
    cudaError_t e = ocr_tls.last_error;
    ocr_tls.last_error = cudaSuccess;
    return e;
}

cudaError_t cudaPeekAtLastError(void)
{
    if (OCR_UNLIKELY(__atomic_load_n(&ocr_init_state, __ATOMIC_ACQUIRE) != 1)) {
        cudaError_t err = init_failure();
        if (err != cudaSuccess)
            return err;
    }
    return ocr_tls.last_error;
}
