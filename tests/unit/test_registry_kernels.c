/*
 * Kernels by host stub in test_registry: lazy loading (a fatbin loaded once, on its first kernel
 * lookup, retried after a failure; unknown stubs and names) and launching by stub (registered and
 * unregistered pointers, variables, the function attribute setters).
 */
#include "test_registry.h"

/* -- lazy loading ----------------------------------------------------------------------------- */

void __cudaGetKernel_loads_fatbin_once(void **state)
{
    (void)state;
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a1));
    assert_calls("cuLibraryLoadData", 1);
    assert_int_equal(fake_library_loads(), 1);
    const struct fake_library_load *l = fake_library_load(0);
    /* The wrapper itself, preserved by the program, no JIT options. */
    assert_ptr_equal(l->code, &wrap_a);
    assert_int_equal(l->num_jit_options, 0);
    assert_int_equal(l->num_library_options, 1);
    assert_int_equal(l->library_options[0], CU_LIBRARY_BINARY_IS_PRESERVED);
    assert_ptr_equal(l->library_option_values[0], (void *)1);
    lib_a = l->lib;
    assert_calls("cuLibraryGetKernel", 1);
    assert_calls("cuLibraryGetManaged", 1);
    /* The load resolves the managed variables, then the kernel is asked for. */
    assert_int_equal(fake_names_asked(), 2);
    assert_string_equal(fake_name_asked(0), "managed_a");
    assert_string_equal(fake_name_asked(1), "kernel_a1");
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a1"));
    /* The managed variable of the fatbin got its address at load. */
    assert_ptr_equal(managed_a, (void *)(uintptr_t)fake_global_address(lib_a, "managed_a"));
    /* Loading needs no context. */
    assert_calls("cuDevicePrimaryCtxRetain", 0);
}

void __cudaGetKernel_second_call_no_driver_call(void **state)
{
    (void)state;
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a1));
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a1"));
    assert_no_driver_call();
}

void __cudaGetKernel_other_stub_same_fatbin(void **state)
{
    (void)state;
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a2));
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a2"));
    assert_calls("cuLibraryLoadData", 0);
    assert_calls("cuLibraryGetKernel", 1);
    assert_string_equal(fake_name_asked(0), "kernel_a2");
}

void __cudaGetKernel_other_fatbin_loads_it(void **state)
{
    (void)state;
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_b));
    assert_calls("cuLibraryLoadData", 1);
    assert_ptr_equal(fake_library_load(0)->code, &wrap_b);
    assert_ptr_equal(k, fake_kernel_handle(fake_library_load(0)->lib, "kernel_b"));
}

void __cudaGetKernel_unknown_stub(void **state)
{
    (void)state;
    cudaKernel_t k = (cudaKernel_t)0x1;
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, &stub_unregistered));
    assert_ptr_equal(k, (cudaKernel_t)0x1);
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, NULL));
    /* A variable is no function. */
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, var_a));
    assert_no_driver_call();
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
    assert_cuda(cudaErrorInvalidValue, __cudaGetKernel(NULL, &stub_a1));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

void __cudaGetKernel_name_not_in_fatbin(void **state)
{
    (void)state;
    fake_hide_name("kernel_f_missing");
    cudaKernel_t k = (cudaKernel_t)0x1;
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, &stub_f));
    assert_ptr_equal(k, (cudaKernel_t)0x1);
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
}

/* What nvcc's stub does when __cudaGetKernel finds no image for the device: NVIDIA's writes the
 * stub itself as the kernel (the H200, `opencudart diff` of gpu_noimage), nvcc's code keeps it
 * for every launch, and each launch looks it up again (here: found once the driver finds it). A
 * NULL kernel reports the last lookup's error, once. */
void __cudaLaunchKernel_after_failed_get_kernel(void **state)
{
    (void)state;
    static const struct wrapper wrap = WRAPPER;
    static char stub_noimage;
    void **fb = __cudaRegisterFatBinary((void *)&wrap);
    register_function(fb, &stub_noimage, "kernel_noimage");
    fake_set_result("cuLibraryGetKernel", CUDA_ERROR_NO_BINARY_FOR_GPU);
    cudaKernel_t k = NULL;
    assert_cuda(cudaErrorNoKernelImageForDevice, __cudaGetKernel(&k, &stub_noimage));
    assert_ptr_equal(k, (cudaKernel_t)(void *)&stub_noimage);
    dim3 one = {1, 1, 1};
    for (int i = 0; i < 2; i++) {
        assert_cuda(cudaErrorNoKernelImageForDevice,
                    __cudaLaunchKernel(k, one, one, NULL, 0, NULL));
        assert_cuda(cudaErrorNoKernelImageForDevice, cudaGetLastError());
        assert_cuda(cudaSuccess, cudaGetLastError());
    }
    assert_int_equal(fake_launches(), 0);
    fake_set_result("cuLibraryGetKernel", CUDA_SUCCESS);
    assert_cuda(cudaSuccess, __cudaLaunchKernel(k, one, one, NULL, 0, NULL));
    assert_int_equal(fake_launches(), 1);
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaLaunchKernel(NULL, one, one, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
}

/* A failed load is not remembered (its cause may be momentary, device memory exhausted at first
 * use): the next use loads again. */
void __cudaGetKernel_load_failure_retried(void **state)
{
    (void)state;
    fake_fail_next("cuLibraryLoadData", CUDA_ERROR_OUT_OF_MEMORY);
    cudaKernel_t k = (cudaKernel_t)0x1;
    assert_cuda(cudaErrorMemoryAllocation, __cudaGetKernel(&k, &stub_e));
    assert_ptr_equal(k, (cudaKernel_t)0x1);
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
    assert_calls("cuLibraryLoadData", 1);
    assert_int_equal(fake_library_loads(), 0);
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_e));
    assert_calls("cuLibraryLoadData", 2);
    assert_int_equal(fake_library_loads(), 1);
    assert_ptr_equal(k, fake_kernel_handle(fake_library_load(0)->lib, "kernel_e"));
    assert_cuda(cudaSuccess,
                cudaLaunchKernel(&stub_e, (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL, 0, NULL));
    assert_int_equal(fake_launches(), 1);
}

/* -- launching by stub ------------------------------------------------------------------------ */

void cudaLaunchKernel_registered_stub(void **state)
{
    (void)state;
    void *args[] = {NULL};
    assert_cuda(cudaSuccess,
                cudaLaunchKernel(&stub_a1, (dim3){2, 1, 1}, (dim3){32, 1, 1}, args, 0, NULL));
    assert_calls("cuLaunchKernel", 1);
    assert_ptr_equal(fake_last_launch()->f, (CUfunction)fake_kernel_handle(lib_a, "kernel_a1"));
    assert_ptr_equal(fake_last_launch()->params, args);
    assert_calls("cuLibraryLoadData", 0); /* already loaded */
}

/* A pointer that is no registered stub is taken as a cudaKernel_t and passed on as it is. */
void cudaLaunchKernel_unregistered_pointer(void **state)
{
    (void)state;
    CUkernel k = fake_kernel_handle(NULL, "some_library_kernel");
    assert_cuda(cudaSuccess,
                cudaLaunchKernel((const void *)k, (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL, 0, NULL));
    assert_ptr_equal(fake_last_launch()->f, (CUfunction)k);
    assert_calls("cuLibraryGetKernel", 0);
}

/* The attribute setters refuse an attribute the runtime does not name before they look at the
 * function or the kernel; a named one (8 to 15) goes on to the function lookup or the driver. */
void func_attribute_setters_refuse_unnamed_attributes(void **state)
{
    (void)state;
    CUkernel k = fake_kernel_handle(NULL, "some_library_kernel");
    const int unnamed[] = {-1, 0, 7, 16, 1000};
    for (size_t i = 0; i < sizeof unnamed / sizeof unnamed[0]; i++) {
        enum cudaFuncAttribute a = (enum cudaFuncAttribute)unnamed[i];
        assert_cuda(cudaErrorInvalidValue, cudaFuncSetAttribute(var_a, a, 0));
        assert_cuda(cudaErrorInvalidValue,
                    cudaKernelSetAttributeForDevice((cudaKernel_t)k, a, 0, 0));
        assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    }
    assert_calls("cuKernelGetFunction", 0);
    assert_calls("cuKernelSetAttribute", 0);
    /* The named ones pass the runtime's check: a variable is then no function, and the kernel
     * goes to the driver. */
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaFuncSetAttribute(var_a, cudaFuncAttributeMaxDynamicSharedMemorySize, 0));
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaFuncSetAttribute(var_a, cudaFuncAttributeClusterSchedulingPolicyPreference, 0));
    assert_cuda(cudaSuccess,
                cudaKernelSetAttributeForDevice((cudaKernel_t)k,
                                                cudaFuncAttributeMaxDynamicSharedMemorySize, 0, 0));
    assert_cuda(cudaSuccess,
                cudaKernelSetAttributeForDevice(
                    (cudaKernel_t)k, cudaFuncAttributeClusterSchedulingPolicyPreference, 0, 0));
    assert_calls("cuKernelSetAttribute", 2);
    /* A stub's attribute and cache preference are set on its kernel for the current device, as
     * NVIDIA's sets them (the driver's error log names cuKernelSetAttribute on the H200). */
    assert_cuda(cudaSuccess,
                cudaFuncSetAttribute(&stub_a1, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024));
    assert_calls("cuKernelSetAttribute", 3);
    assert_cuda(cudaSuccess, cudaFuncSetCacheConfig(&stub_a1, cudaFuncCachePreferL1));
    assert_calls("cuKernelSetCacheConfig", 1);
    assert_calls("cuFuncSetAttribute", 0);
    assert_calls("cuFuncSetCacheConfig", 0);
}

void cudaLaunchKernel_variable(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaLaunchKernel(var_a, (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL, 0, NULL));
    assert_calls("cuLaunchKernel", 0);
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
}
