/*
 * Entry points that are not implemented yet. runtime/stubs_generated.c holds a weak definition
 * of every such exported function; each one returns through here.
 */
#include "internal.h"

cudaError_t ocr_not_supported(const char *api)
{
    return ocr_record_in(cudaErrorNotSupported, api);
}
