/*
 * Symbols in test_registry: cudaGetSymbolAddress of registered, unknown and unloaded variables, and
 * cudaMemcpyToSymbol's bounds, count, range and kind checks and its asynchronous form.
 */
#include "test_registry.h"

/* -- symbols ---------------------------------------------------------------------------------- */

void cudaGetSymbolAddress_registered_variable(void **state)
{
    (void)state;
    fake_define_global("var_a", 64);
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaGetSymbolAddress(&p, var_a));
    assert_ptr_equal(p, (void *)(uintptr_t)fake_global_address(lib_a, "var_a"));
    size_t size = 0;
    assert_cuda(cudaSuccess, cudaGetSymbolSize(&size, var_a));
    assert_int_equal(size, 64);
    assert_string_equal(fake_name_asked(0), "var_a");
    assert_calls("cuLibraryLoadData", 0);
}

void cudaGetSymbolAddress_unknown_symbol(void **state)
{
    (void)state;
    void *p = (void *)0x1;
    size_t size = 7;
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&p, &stub_unregistered));
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolSize(&size, &stub_unregistered));
    /* A kernel's stub is no symbol. */
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&p, &stub_a1));
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&p, NULL));
    assert_ptr_equal(p, (void *)0x1);
    assert_int_equal(size, 7);
    assert_cuda(cudaErrorInvalidSymbol, cudaGetLastError());
    assert_calls("cuLibraryGetGlobal", 0);
    /* The symbol is looked up before the output (on which NVIDIA's library crashes). */
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolAddress(NULL, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetSymbolAddress(NULL, var_a));
    assert_cuda(cudaErrorInvalidValue, cudaGetSymbolSize(NULL, var_a));
}

/* A registered variable the loaded library does not have. */
void cudaGetSymbolAddress_not_in_library(void **state)
{
    (void)state;
    fake_hide_name("var_hidden");
    void *p = (void *)0x1;
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&p, var_hidden));
    assert_ptr_equal(p, (void *)0x1);
}

void cudaMemcpyToSymbol_within_bounds(void **state)
{
    (void)state;
    fake_define_global("var_a", 64);
    CUdeviceptr base = fake_global_address(lib_a, "var_a");
    char src[64] = {0};
    assert_cuda(cudaSuccess, cudaMemcpyToSymbol(var_a, src, 64, 0, cudaMemcpyHostToDevice));
    assert_calls("cuMemcpyHtoD", 1);
    assert_int_equal(fake_last_copy()->dst, base);
    assert_int_equal(fake_last_copy()->src, (CUdeviceptr)(uintptr_t)src);
    assert_int_equal(fake_last_copy()->count, 64);
    assert_cuda(cudaSuccess, cudaMemcpyToSymbol(var_a, src, 16, 48, cudaMemcpyDefault));
    assert_string_equal(fake_last_copy()->entry, "cuMemcpy");
    assert_int_equal(fake_last_copy()->dst, base + 48);
    assert_int_equal(fake_last_copy()->count, 16);
    assert_cuda(cudaSuccess,
                cudaMemcpyToSymbol(var_a, (void *)0x9000, 8, 8, cudaMemcpyDeviceToDevice));
    assert_string_equal(fake_last_copy()->entry, "cuMemcpyDtoD");
    assert_int_equal(fake_last_copy()->dst, base + 8);
    assert_int_equal(fake_last_copy()->src, 0x9000);

    char dst[64];
    assert_cuda(cudaSuccess, cudaMemcpyFromSymbol(dst, var_a, 32, 32, cudaMemcpyDeviceToHost));
    assert_string_equal(fake_last_copy()->entry, "cuMemcpyDtoH");
    assert_int_equal(fake_last_copy()->src, base + 32);
    assert_int_equal(fake_last_copy()->dst, (CUdeviceptr)(uintptr_t)dst);
    assert_int_equal(fake_last_copy()->count, 32);
    assert_cuda(cudaSuccess, cudaGetLastError());
}

void cudaMemcpyToSymbol_out_of_bounds(void **state)
{
    (void)state;
    fake_define_global("var_a", 64);
    char buf[128] = {0};
    static const struct {
        size_t count, offset;
    } bad[] = {{65, 0}, {17, 48}, {1, 64}, {1, 65}, {2, SIZE_MAX}, {SIZE_MAX, 1}, {SIZE_MAX, 0}};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        assert_cuda(
            cudaErrorInvalidValue,
            cudaMemcpyToSymbol(var_a, buf, bad[i].count, bad[i].offset, cudaMemcpyHostToDevice));
        assert_cuda(
            cudaErrorInvalidValue,
            cudaMemcpyFromSymbol(buf, var_a, bad[i].count, bad[i].offset, cudaMemcpyDeviceToHost));
    }
    assert_int_equal(fake_copies(), 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void cudaMemcpyToSymbol_count_zero(void **state)
{
    (void)state;
    fake_define_global("var_a", 64);
    char buf[1] = {0};
    assert_cuda(cudaSuccess, cudaMemcpyToSymbol(var_a, buf, 0, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess, cudaMemcpyToSymbol(var_a, buf, 0, 64, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess, cudaMemcpyFromSymbol(buf, var_a, 0, 10, cudaMemcpyDeviceToHost));
    /* An empty copy succeeds whatever its offset. */
    assert_cuda(cudaSuccess, cudaMemcpyToSymbol(var_a, buf, 0, 65, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess, cudaMemcpyFromSymbol(buf, var_a, 0, SIZE_MAX, cudaMemcpyDefault));
    /* Before the symbol and the kind are looked at (NVIDIA's order, seen on the GPU). */
    assert_cuda(cudaSuccess, cudaMemcpyToSymbol(NULL, NULL, 0, 0, cudaMemcpyHostToHost));
    assert_cuda(cudaSuccess,
                cudaMemcpyFromSymbol(buf, &stub_unregistered, 0, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaSuccess, cudaMemcpyToSymbolAsync(NULL, NULL, 0, 0, cudaMemcpyHostToHost, 0));
    assert_int_equal(fake_copies(), 0);
}

/* The synchronous forms check the range before the kind; the asynchronous ones leave the range
 * to the driver (NVIDIA's library, read). */
void cudaMemcpyToSymbol_range_then_kind(void **state)
{
    (void)state;
    fake_define_global("var_a", 64);
    char buf[128] = {0};
    assert_cuda(cudaErrorInvalidValue, cudaMemcpyToSymbol(var_a, buf, 8, 64, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemcpyFromSymbol(buf, var_a, 65, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyToSymbolAsync(var_a, buf, 8, 64, cudaMemcpyHostToHost, 0));
    assert_int_equal(fake_copies(), 0);
    CUdeviceptr base = fake_global_address(lib_a, "var_a");
    assert_cuda(cudaSuccess, cudaMemcpyToSymbolAsync(var_a, buf, 8, 64, cudaMemcpyHostToDevice, 0));
    assert_int_equal(fake_copies(), 1);
    assert_int_equal(fake_last_copy()->dst, base + 64);
}

void cudaMemcpyToSymbol_wrong_direction(void **state)
{
    (void)state;
    char buf[8] = {0};
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyToSymbol(var_a, buf, 8, 0, cudaMemcpyDeviceToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyToSymbol(var_a, buf, 8, 0, cudaMemcpyHostToHost));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyFromSymbol(buf, var_a, 8, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidMemcpyDirection,
                cudaMemcpyFromSymbol(buf, var_a, 8, 0, (enum cudaMemcpyKind)7));
    assert_int_equal(fake_copies(), 0);
    assert_cuda(cudaErrorInvalidMemcpyDirection, cudaGetLastError());
}

void cudaMemcpyToSymbol_unknown_symbol(void **state)
{
    (void)state;
    char buf[8] = {0};
    assert_cuda(cudaErrorInvalidSymbol,
                cudaMemcpyToSymbol(&stub_unregistered, buf, 8, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidSymbol,
                cudaMemcpyFromSymbol(buf, &stub_a1, 8, 0, cudaMemcpyDeviceToHost));
    assert_int_equal(fake_copies(), 0);
}

void cudaMemcpyToSymbolAsync_passes_stream(void **state)
{
    (void)state;
    fake_define_global("var_a", 64);
    char buf[8] = {0};
    assert_cuda(cudaSuccess, cudaMemcpyToSymbolAsync(var_a, buf, 8, 0, cudaMemcpyHostToDevice,
                                                     (cudaStream_t)0x5500));
    assert_calls("cuMemcpyHtoDAsync", 1);
    assert_true(fake_last_copy()->async);
    assert_ptr_equal(fake_last_copy()->stream, (CUstream)0x5500);
    assert_cuda(cudaSuccess, cudaMemcpyFromSymbolAsync(buf, var_a, 8, 0, cudaMemcpyDeviceToHost,
                                                       (cudaStream_t)0x5600));
    assert_ptr_equal(fake_last_copy()->stream, (CUstream)0x5600);
    assert_cuda(cudaSuccess, cudaMemcpyToSymbol_ptds(var_a, buf, 8, 0, cudaMemcpyHostToDevice));
    assert_calls("cuMemcpyHtoD_ptsz", 1);
    assert_true(fake_last_copy()->ptds);
}
