/*
 * The captures that name kernels (calls.h): the runtime's registry gives a host stub's or a
 * kernel's registered name. The recorder (record/record.c) has its own, from the registrations
 * it forwards; everything else of the capture and decoding is decode.c's, shared.
 */
#include "calls.h"

static void put_kernel_name(struct ocr_call *c, CUkernel k)
{
    const char *name = k != NULL ? ocr_kernel_name(k) : NULL;
    ocr_put_str(c, name);
}

void ocr_put_func(struct ocr_call *c, const void *func, cudaError_t e)
{
    ocr_put(c, (uint64_t)(uintptr_t)func);
    CUkernel k = NULL;
    /* After a success the stub's module is loaded: the lookup loads nothing. */
    if (e != cudaSuccess || ocr_kernel_for(func, &k) != cudaSuccess)
        k = NULL;
    put_kernel_name(c, k);
}

void ocr_put_kernel(struct ocr_call *c, cudaKernel_t k)
{
    ocr_put(c, (uint64_t)(uintptr_t)k);
    put_kernel_name(c, (CUkernel)k);
}
