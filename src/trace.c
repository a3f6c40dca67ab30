/*
 * Diagnostics beyond NVIDIA's runtime. With OPENCUDART_TRACE set (to anything but 0) in the
 * environment, opencudart reports on stderr which library it is, what process init found, and
 * every runtime call that fails, with the error's name, and the runtime's end at exit:
 *
 *   opencudart: cudaMalloc -> cudaErrorMemoryAllocation (out of memory)
 *
 * The switch is read once, when the library is loaded; it never touches the driver.
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>

int ocr_trace_errors;

__attribute__((constructor)) static void trace_setup(void)
{
    const char *v = getenv("OPENCUDART_TRACE");
    ocr_trace_errors = v != NULL && v[0] != '\0' && !(v[0] == '0' && v[1] == '\0');
    if (ocr_trace_errors)
        fprintf(stderr, "opencudart: CUDA runtime %d.%d, tracing failing calls\n",
                CUDART_VERSION / 1000, CUDART_VERSION % 1000 / 10);
}

void ocr_trace_failure(cudaError_t e, const char *where)
{
    const char *name = ocr_error_name(e);
    const char *text = ocr_error_string(e);
    fprintf(stderr, "opencudart: %s -> %s (%s)\n", where, name ? name : "unrecognized error code",
            text ? text : "unrecognized error code");
}

void ocr_trace_init(cudaError_t e, int driver_version, int devices)
{
    if (!ocr_trace_errors)
        return;
    if (e == cudaSuccess)
        fprintf(stderr, "opencudart: driver %d.%d, %d device(s)\n", driver_version / 1000,
                driver_version % 1000 / 10, devices);
    else
        fprintf(stderr, "opencudart: initialisation failed: %s\n", ocr_error_name(e));
}

void ocr_trace_exit(int released)
{
    if (!ocr_trace_errors)
        return;
    fprintf(stderr,
            "opencudart: process exit: released %d primary context(s); later calls answer "
            "cudaErrorCudartUnloading\n",
            released);
}
