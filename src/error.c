/*
 * Error codes: names and descriptions of cudaError_t, and the driver-to-runtime mapping.
 * The tables are generated from the one list in error_table.h.
 */
#include "error_table.h"
#include "internal.h"

#include <string.h>

const char *ocr_error_name(cudaError_t e)
{
    switch ((int)e) { /* (int): the list holds codes newer than the toolkit's enum */
#define NAME_CASE(code, text)                                                                      \
    case code:                                                                                     \
        return #code;
        OCR_ERROR_LIST(NAME_CASE)
#undef NAME_CASE
    default:
        return NULL;
    }
}

const char *ocr_error_string(cudaError_t e)
{
    switch ((int)e) { /* (int): the list holds codes newer than the toolkit's enum */
#define STRING_CASE(code, text)                                                                    \
    case code:                                                                                     \
        return text;
        OCR_ERROR_LIST(STRING_CASE)
#undef STRING_CASE
    default:
        return NULL;
    }
}

/*
 * NVIDIA's runtime converts every failing driver result with one function that returns its
 * argument unchanged (in libcudart.so.13 and libcudart_static.a alike), so we do the same. Every
 * CUresult except CUDA_ERROR_CONTEXT_ALREADY_CURRENT (202) and CUDA_ERROR_KEY_ROTATION (916)
 * has the same number in cudaError_t; those two come through as numbers that cudaError_t does
 * not name, and cudaGetErrorName/cudaGetErrorString report them as "unrecognized error code",
 * as NVIDIA's runtime does. Calls that report a code of their own instead of the driver's
 * (e.g. cudaErrorInvalidDeviceFunction for a failed kernel lookup) map it at the call site.
 */
cudaError_t ocr_error_from_cu(CUresult r)
{
    return (cudaError_t)r;
}

bool ocr_error_by_name(const char *name, size_t len, cudaError_t *out)
{
    static const struct {
        const char *name;
        cudaError_t code;
    } names[] = {
#define NAME_ROW(code, text) {#code, code},
        OCR_ERROR_LIST(NAME_ROW)
#undef NAME_ROW
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strlen(names[i].name) == len && strncmp(names[i].name, name, len) == 0) {
            *out = names[i].code;
            return true;
        }
    }
    return false;
}

/* The names and descriptions the API gives (runtime/error_api.c) and the trace prints. */
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
