/*
 * Unregistration in test_registry: __cudaUnregisterFatBinary unloads a loaded fatbin (and one never
 * loaded costs no driver call), and a stub registers again after its fatbin is unregistered.
 */
#include "test_registry.h"

/* -- unregistration --------------------------------------------------------------------------- */

void __cudaUnregisterFatBinary_unloads(void **state)
{
    (void)state;
    cudaKernel_t k;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_c));
    CUlibrary lib_c = fake_library_load(0)->lib;
    assert_true(fake_library_loaded(lib_c));
    fake_log_clear();
    __cudaUnregisterFatBinary(fb_c);
    assert_calls("cuLibraryUnload", 1);
    assert_ptr_equal(fake_args.unloaded, lib_c);
    assert_false(fake_library_loaded(lib_c));
    /* Its stub and variable are unknown from now on. */
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, &stub_c));
    void *p;
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&p, var_c));
    /* Others are untouched. */
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a1));
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a1"));
}

void __cudaUnregisterFatBinary_never_loaded(void **state)
{
    (void)state;
    __cudaUnregisterFatBinary(fb_h);
    __cudaUnregisterFatBinary(NULL);
    assert_no_driver_call();
}

/* A library dlopen'ed again registers the same host addresses in a new fatbin. */
void __cudaRegisterFunction_again_after_unregister(void **state)
{
    (void)state;
    /* Kept where nvcc's code keeps it (a static): the record outlives unregistration. */
    static void **fb;
    fb = __cudaRegisterFatBinary((void *)&wrap_c);
    register_function(fb, &stub_c, "kernel_c");
    register_var(fb, var_c, "var_c", sizeof(var_c));
    __cudaRegisterFatBinaryEnd(fb);
    assert_no_driver_call();
    cudaKernel_t k;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_c));
    assert_calls("cuLibraryLoadData", 1);
    CUlibrary lib = fake_library_load(0)->lib;
    assert_true(fake_library_loaded(lib));
    assert_ptr_equal(k, fake_kernel_handle(lib, "kernel_c"));
    void *p;
    assert_cuda(cudaSuccess, cudaGetSymbolAddress(&p, var_c));
    assert_ptr_equal(p, (void *)(uintptr_t)fake_global_address(lib, "var_c"));
    __cudaUnregisterFatBinary(fb);
    assert_calls("cuLibraryUnload", 1);
}
