/*
 * Error API: cudaGetErrorName, cudaGetErrorString.
 *
 * Both are pure table look-ups. They never touch the thread's last error, for known and
 * unknown codes alike, as in NVIDIA's runtime (whose look-up is a plain search of a static
 * table that returns one shared "unrecognized error code" text for any code it does not know,
 * from both calls). They need no driver and no initialisation.
 */
#include "error_table.h"
#include "internal.h"

/* One object for both calls, as NVIDIA's runtime returns the same pointer from both. */
static const char unrecognized[] = OCR_ERROR_UNRECOGNIZED;

const char *ocr_error_name_or_unknown(cudaError_t e)
{
    const char *name = ocr_error_name(e);
    return name ? name : unrecognized;
}

const char *ocr_error_string_or_unknown(cudaError_t e)
{
    const char *text = ocr_error_string(e);
    return text ? text : unrecognized;
}

const char *CUDARTAPI cudaGetErrorName(cudaError_t error)
{
    return ocr_error_name_or_unknown(error);
}

const char *CUDARTAPI cudaGetErrorString(cudaError_t error)
{
    return ocr_error_string_or_unknown(error);
}
