/*
 * The registry (src/registry.c) and what uses it: registration before main touches no driver;
 * a fatbin is loaded with one cuLibraryLoadData of its wrapper on first need; host stubs and
 * host shadows are looked up by address; symbols (memory/memory.c) are bounds-checked; managed
 * variables get their address at load; unregistration unloads; concurrent first uses load once.
 *
 * The first test registers everything the later ones use, before any other call of the process,
 * as nvcc-generated constructors do.
 */
#include "unit.h"

#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <unistd.h>

/* A fatbin wrapper as nvcc emits it (the fake never reads it: its address is what matters). */
struct wrapper {
    int magic, version;
    const void *data;
    void *filename;
};
#define WRAPPER                                                                                    \
    {                                                                                              \
        0x466243b1, 1, "fatbin", NULL                                                              \
    }

static const struct wrapper wrap_a = WRAPPER, wrap_b = WRAPPER, wrap_c = WRAPPER, wrap_d = WRAPPER,
                            wrap_e = WRAPPER, wrap_f = WRAPPER, wrap_g = WRAPPER, wrap_h = WRAPPER,
                            wrap_t = WRAPPER;
static void **fb_a, **fb_b, **fb_c, **fb_d, **fb_e, **fb_f, **fb_g, **fb_h, **fb_t;

/* Host stubs and shadows: only their addresses are used. */
static char stub_a1, stub_a2, stub_b, stub_c, stub_e, stub_f, stub_h, stub_unregistered;
#define CONCURRENT 16
static char stub_d[CONCURRENT];
static char var_a[64], var_c[8], var_hidden[4];
static void *managed_a, *managed_g;
static CUlibrary lib_a;

static char *name(const char *n)
{
    return (char *)n;
}

static void register_function(void **fb, const void *stub, const char *device_name)
{
    __cudaRegisterFunction(fb, (const char *)stub, name(device_name), device_name, -1, NULL, NULL,
                           NULL, NULL, NULL);
}

static void register_var(void **fb, void *shadow, const char *device_name, size_t size)
{
    __cudaRegisterVar(fb, (char *)shadow, name(device_name), device_name, 0, size, 0, 0);
}

static void register_managed(void **fb, void **ptr, const char *device_name, size_t size)
{
    __cudaRegisterManagedVar(fb, ptr, name(device_name), device_name, 0, size, 0, 0);
}

/* -- registration ----------------------------------------------------------------------------- */

static void __cudaRegisterFatBinary_no_driver_call(void **state)
{
    (void)state;
    fb_a = __cudaRegisterFatBinary((void *)&wrap_a);
    assert_non_null(fb_a);
    register_function(fb_a, &stub_a1, "kernel_a1");
    register_function(fb_a, &stub_a2, "kernel_a2");
    register_var(fb_a, var_a, "var_a", sizeof(var_a));
    register_var(fb_a, var_hidden, "var_hidden", sizeof(var_hidden));
    register_managed(fb_a, &managed_a, "managed_a", sizeof(int));
    __cudaRegisterFatBinaryEnd(fb_a);

    fb_b = __cudaRegisterFatBinary((void *)&wrap_b);
    register_function(fb_b, &stub_b, "kernel_b");
    __cudaRegisterFatBinaryEnd(fb_b);

    fb_c = __cudaRegisterFatBinary((void *)&wrap_c);
    register_function(fb_c, &stub_c, "kernel_c");
    register_var(fb_c, var_c, "var_c", sizeof(var_c));
    __cudaRegisterFatBinaryEnd(fb_c);

    fb_d = __cudaRegisterFatBinary((void *)&wrap_d);
    for (int i = 0; i < CONCURRENT; i++) {
        static char names[CONCURRENT][16];
        snprintf(names[i], sizeof(names[i]), "kernel_d%d", i);
        register_function(fb_d, &stub_d[i], names[i]);
    }
    __cudaRegisterFatBinaryEnd(fb_d);

    fb_e = __cudaRegisterFatBinary((void *)&wrap_e);
    register_function(fb_e, &stub_e, "kernel_e");
    fb_f = __cudaRegisterFatBinary((void *)&wrap_f);
    register_function(fb_f, &stub_f, "kernel_f_missing");
    fb_g = __cudaRegisterFatBinary((void *)&wrap_g);
    register_managed(fb_g, &managed_g, "managed_g", sizeof(double));
    fb_h = __cudaRegisterFatBinary((void *)&wrap_h);
    register_function(fb_h, &stub_h, "kernel_h");

    /* Registration only records. */
    assert_no_driver_call();
    assert_int_equal(ocr_init_state, 0);
    assert_null(managed_a);
}

/* -- lazy loading ----------------------------------------------------------------------------- */

static void __cudaGetKernel_loads_fatbin_once(void **state)
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

static void __cudaGetKernel_second_call_no_driver_call(void **state)
{
    (void)state;
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a1));
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a1"));
    assert_no_driver_call();
}

static void __cudaGetKernel_other_stub_same_fatbin(void **state)
{
    (void)state;
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a2));
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a2"));
    assert_calls("cuLibraryLoadData", 0);
    assert_calls("cuLibraryGetKernel", 1);
    assert_string_equal(fake_name_asked(0), "kernel_a2");
}

static void __cudaGetKernel_other_fatbin_loads_it(void **state)
{
    (void)state;
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_b));
    assert_calls("cuLibraryLoadData", 1);
    assert_ptr_equal(fake_library_load(0)->code, &wrap_b);
    assert_ptr_equal(k, fake_kernel_handle(fake_library_load(0)->lib, "kernel_b"));
}

static void __cudaGetKernel_unknown_stub(void **state)
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

static void __cudaGetKernel_name_not_in_fatbin(void **state)
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
static void __cudaLaunchKernel_after_failed_get_kernel(void **state)
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
static void __cudaGetKernel_load_failure_retried(void **state)
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

static void cudaLaunchKernel_registered_stub(void **state)
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
static void cudaLaunchKernel_unregistered_pointer(void **state)
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
static void func_attribute_setters_refuse_unnamed_attributes(void **state)
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

static void cudaLaunchKernel_variable(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaLaunchKernel(var_a, (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL, 0, NULL));
    assert_calls("cuLaunchKernel", 0);
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
}

/* -- symbols ---------------------------------------------------------------------------------- */

static void cudaGetSymbolAddress_registered_variable(void **state)
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

static void cudaGetSymbolAddress_unknown_symbol(void **state)
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
static void cudaGetSymbolAddress_not_in_library(void **state)
{
    (void)state;
    fake_hide_name("var_hidden");
    void *p = (void *)0x1;
    assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolAddress(&p, var_hidden));
    assert_ptr_equal(p, (void *)0x1);
}

static void cudaMemcpyToSymbol_within_bounds(void **state)
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

static void cudaMemcpyToSymbol_out_of_bounds(void **state)
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

static void cudaMemcpyToSymbol_count_zero(void **state)
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
static void cudaMemcpyToSymbol_range_then_kind(void **state)
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

static void cudaMemcpyToSymbol_wrong_direction(void **state)
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

static void cudaMemcpyToSymbol_unknown_symbol(void **state)
{
    (void)state;
    char buf[8] = {0};
    assert_cuda(cudaErrorInvalidSymbol,
                cudaMemcpyToSymbol(&stub_unregistered, buf, 8, 0, cudaMemcpyHostToDevice));
    assert_cuda(cudaErrorInvalidSymbol,
                cudaMemcpyFromSymbol(buf, &stub_a1, 8, 0, cudaMemcpyDeviceToHost));
    assert_int_equal(fake_copies(), 0);
}

static void cudaMemcpyToSymbolAsync_passes_stream(void **state)
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

/* -- managed variables ------------------------------------------------------------------------ */

static void __cudaInitModule_sets_managed_address(void **state)
{
    (void)state;
    assert_null(managed_g);
    assert_int_equal(__cudaInitModule(fb_g), 1);
    assert_calls("cuLibraryLoadData", 1);
    assert_ptr_equal(fake_library_load(0)->code, &wrap_g);
    CUlibrary lib_g = fake_library_load(0)->lib;
    assert_calls("cuLibraryGetManaged", 1);
    assert_string_equal(fake_name_asked(0), "managed_g");
    assert_non_null(managed_g);
    assert_ptr_equal(managed_g, (void *)(uintptr_t)fake_global_address(lib_g, "managed_g"));
    /* Programs name a managed variable by its managed address. */
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaGetSymbolAddress(&p, managed_g));
    assert_ptr_equal(p, managed_g);
    /* Already loaded: no second load. */
    fake_log_clear();
    assert_int_equal(__cudaInitModule(fb_g), 1);
    assert_calls("cuLibraryLoadData", 0);
    assert_int_equal(__cudaInitModule(NULL), 0);
    /* Its address and size are answered from the load, without the driver: NVIDIA's answers
     * them even in a context a kernel fault broke (gpu_regload on the H200). */
    fake_log_clear();
    fake_set_result("cuLibraryGetGlobal", CUDA_ERROR_ILLEGAL_ADDRESS);
    p = NULL;
    size_t size = 0;
    assert_cuda(cudaSuccess, cudaGetSymbolAddress(&p, managed_g));
    assert_ptr_equal(p, managed_g);
    assert_cuda(cudaSuccess, cudaGetSymbolSize(&size, managed_g));
    assert_int_equal(size, fake_config.global_size);
    assert_calls("cuLibraryGetGlobal", 0);
    fake_set_result("cuLibraryGetGlobal", CUDA_SUCCESS);
}

/* A managed variable that cannot be resolved leaves the module unloaded (its library is not
 * kept) and not "initialised" with the variable's pointer unset; the next use loads again. */
static void __cudaInitModule_managed_lookup_fails(void **state)
{
    (void)state;
    static const struct wrapper wrap = WRAPPER;
    static void *managed = NULL;
    static void **fb;
    fb = __cudaRegisterFatBinary((void *)&wrap);
    register_managed(fb, &managed, "managed_fails", sizeof(int));
    fake_fail_next("cuLibraryGetManaged", CUDA_ERROR_OUT_OF_MEMORY);
    assert_int_equal(__cudaInitModule(fb), 0);
    assert_calls("cuLibraryLoadData", 1);
    CUlibrary first = fake_library_load(0)->lib;
    assert_calls("cuLibraryUnload", 1);
    assert_ptr_equal(fake_args.unloaded, first);
    assert_false(fake_library_loaded(first));
    assert_null(managed);
    assert_int_equal(__cudaInitModule(fb), 1);
    assert_calls("cuLibraryLoadData", 2);
    CUlibrary lib = fake_library_load(1)->lib;
    assert_true(fake_library_loaded(lib));
    assert_ptr_equal(managed, (void *)(uintptr_t)fake_global_address(lib, "managed_fails"));
}

/* The same through a kernel of a fatbin with a managed variable: the launch reports the failure,
 * the library is unloaded, and a later launch loads it again. */
static void __cudaGetKernel_managed_failure_unloads_and_retries(void **state)
{
    (void)state;
    static const struct wrapper wrap = WRAPPER;
    static char stub;
    static void *managed = NULL;
    static void **fb;
    fb = __cudaRegisterFatBinary((void *)&wrap);
    register_function(fb, &stub, "kernel_with_managed");
    register_managed(fb, &managed, "managed_of_kernel", sizeof(int));
    fake_fail_next("cuLibraryGetManaged", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorMemoryAllocation,
                cudaLaunchKernel(&stub, (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL, 0, NULL));
    assert_int_equal(fake_launches(), 0);
    assert_false(fake_library_loaded(fake_library_load(0)->lib));
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub));
    CUlibrary lib = fake_library_load(1)->lib;
    assert_ptr_equal(k, fake_kernel_handle(lib, "kernel_with_managed"));
    assert_ptr_equal(managed, (void *)(uintptr_t)fake_global_address(lib, "managed_of_kernel"));
    __cudaUnregisterFatBinary(fb);
    assert_false(fake_library_loaded(lib));
}

/* A second thread's __cudaInitModule must not return before the first thread's load has
 * resolved the managed variables. */
static PFN_cuLibraryGetManaged_v12000 real_get_managed;
static volatile int in_get_managed, second_done;

static CUresult slow_get_managed(CUdeviceptr *dptr, size_t *bytes, CUlibrary lib, const char *n)
{
    __atomic_store_n(&in_get_managed, 1, __ATOMIC_SEQ_CST);
    /* Give the second thread time to get through if nothing holds it back. */
    for (int i = 0; i < 200 && !__atomic_load_n(&second_done, __ATOMIC_SEQ_CST); i++)
        usleep(1000);
    return real_get_managed(dptr, bytes, lib, n);
}

struct init_result {
    void **fb;
    void **managed;
    char ok;
    void *seen;
};

static void *init_module_thread(void *arg)
{
    struct init_result *r = arg;
    r->ok = __cudaInitModule(r->fb);
    r->seen = *r->managed;
    return NULL;
}

static void *second_init_thread(void *arg)
{
    struct init_result *r = arg;
    while (!__atomic_load_n(&in_get_managed, __ATOMIC_SEQ_CST))
        usleep(100);
    r->ok = __cudaInitModule(r->fb);
    r->seen = *r->managed;
    __atomic_store_n(&second_done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

static void __cudaInitModule_concurrent_managed(void **state)
{
    (void)state;
    static const struct wrapper wrap = WRAPPER;
    static void *managed = NULL;
    static void **fb;
    fb = __cudaRegisterFatBinary((void *)&wrap);
    register_managed(fb, &managed, "managed_race", sizeof(int));
    real_get_managed = ocr_drv[0].cuLibraryGetManaged;
    ocr_drv[0].cuLibraryGetManaged = slow_get_managed;
    struct init_result a = {fb, &managed, 0, NULL}, b = {fb, &managed, 0, NULL};
    pthread_t ta, tb;
    assert_int_equal(pthread_create(&ta, NULL, init_module_thread, &a), 0);
    assert_int_equal(pthread_create(&tb, NULL, second_init_thread, &b), 0);
    assert_int_equal(pthread_join(ta, NULL), 0);
    assert_int_equal(pthread_join(tb, NULL), 0);
    ocr_drv[0].cuLibraryGetManaged = real_get_managed;
    assert_int_equal(a.ok, 1);
    assert_non_null(a.seen);
    assert_int_equal(b.ok, 1);
    assert_non_null(b.seen);
}

/* -- unregistration --------------------------------------------------------------------------- */

static void __cudaUnregisterFatBinary_unloads(void **state)
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

static void __cudaUnregisterFatBinary_never_loaded(void **state)
{
    (void)state;
    __cudaUnregisterFatBinary(fb_h);
    __cudaUnregisterFatBinary(NULL);
    assert_no_driver_call();
}

/* A library dlopen'ed again registers the same host addresses in a new fatbin. */
static void __cudaRegisterFunction_again_after_unregister(void **state)
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

/* -- concurrency and growth ------------------------------------------------------------------- */

static pthread_barrier_t barrier;

struct get_result {
    int index;
    cudaError_t err;
    cudaKernel_t kernel;
};

static void *get_kernel_thread(void *arg)
{
    struct get_result *r = arg;
    pthread_barrier_wait(&barrier);
    r->err = __cudaGetKernel(&r->kernel, &stub_d[r->index]);
    return NULL;
}

static void __cudaGetKernel_concurrent_first_use_loads_once(void **state)
{
    (void)state;
    pthread_t t[CONCURRENT];
    struct get_result r[CONCURRENT];
    pthread_barrier_init(&barrier, NULL, CONCURRENT);
    for (int i = 0; i < CONCURRENT; i++) {
        r[i].index = i % 4; /* several threads per stub */
        assert_int_equal(pthread_create(&t[i], NULL, get_kernel_thread, &r[i]), 0);
    }
    for (int i = 0; i < CONCURRENT; i++)
        assert_int_equal(pthread_join(t[i], NULL), 0);
    pthread_barrier_destroy(&barrier);
    assert_calls("cuLibraryLoadData", 1);
    assert_ptr_equal(fake_library_load(0)->code, &wrap_d);
    CUlibrary lib = fake_library_load(0)->lib;
    for (int i = 0; i < CONCURRENT; i++) {
        char n[16];
        snprintf(n, sizeof(n), "kernel_d%d", r[i].index);
        assert_cuda(cudaSuccess, r[i].err);
        assert_ptr_equal(r[i].kernel, fake_kernel_handle(lib, n));
    }
}

/* A driver load never holds up registration: registration runs in constructors under the
 * dynamic loader's lock, and a driver may dlopen (its JIT compiler) while it loads. A load that
 * blocks until released, and another thread that registers (and unregisters) a fatbin meanwhile:
 * the registration completes while the load is still blocked. */
static __typeof__(ocr_drv[0].cuLibraryLoadData) real_load;
static int load_entered, load_release, registration_done;

static CUresult blocking_load(CUlibrary *lib, const void *code, CUjit_option *jo, void **jv,
                              unsigned nj, CUlibraryOption *lo, void **lv, unsigned nl)
{
    __atomic_store_n(&load_entered, 1, __ATOMIC_SEQ_CST);
    for (int i = 0; i < 10000 && !__atomic_load_n(&load_release, __ATOMIC_SEQ_CST); i++)
        usleep(1000);
    return real_load(lib, code, jo, jv, nj, lo, lv, nl);
}

static void *first_use_thread(void *arg)
{
    cudaKernel_t k = NULL;
    return (void *)(intptr_t)__cudaGetKernel(&k, arg);
}

static void *register_thread(void *arg)
{
    (void)arg;
    static const struct wrapper wrap = WRAPPER, other = WRAPPER;
    static char stub_new, var_new[4], stub_other;
    void **fb = __cudaRegisterFatBinary((void *)&wrap);
    register_function(fb, &stub_new, "kernel_new");
    register_var(fb, var_new, "var_new", sizeof(var_new));
    __cudaRegisterFatBinaryEnd(fb);
    void **gone = __cudaRegisterFatBinary((void *)&other);
    register_function(gone, &stub_other, "kernel_other");
    __cudaUnregisterFatBinary(gone);
    __atomic_store_n(&registration_done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

static void __cudaRegisterFunction_while_a_load_blocks(void **state)
{
    (void)state;
    static const struct wrapper wrap = WRAPPER;
    static char stub;
    void **fb = __cudaRegisterFatBinary((void *)&wrap);
    register_function(fb, &stub, "kernel_slow_load");
    real_load = ocr_drv[0].cuLibraryLoadData;
    ocr_drv[0].cuLibraryLoadData = blocking_load;
    pthread_t loader, registrar;
    assert_int_equal(pthread_create(&loader, NULL, first_use_thread, &stub), 0);
    for (int i = 0; i < 5000 && !__atomic_load_n(&load_entered, __ATOMIC_SEQ_CST); i++)
        usleep(1000);
    assert_int_equal(pthread_create(&registrar, NULL, register_thread, NULL), 0);
    for (int i = 0; i < 2000 && !__atomic_load_n(&registration_done, __ATOMIC_SEQ_CST); i++)
        usleep(1000);
    int done_during_load = __atomic_load_n(&registration_done, __ATOMIC_SEQ_CST);
    /* A kernel already loaded is found without waiting either. */
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a1));
    __atomic_store_n(&load_release, 1, __ATOMIC_SEQ_CST);
    void *loaded = NULL;
    assert_int_equal(pthread_join(loader, &loaded), 0);
    assert_int_equal(pthread_join(registrar, NULL), 0);
    ocr_drv[0].cuLibraryLoadData = real_load;
    assert_true(done_during_load);
    assert_cuda(cudaSuccess, (cudaError_t)(intptr_t)loaded);
    assert_calls("cuLibraryLoadData", 1);
    __cudaUnregisterFatBinary(fb);
}

/* Lookups race registration, table growth and unregistration: nothing a lookup holds is freed
 * under it (ASan and TSan watch), and what is unregistered or replaced comes back (LSan at exit,
 * with nothing of the registry's suppressed). */
enum { RACE_ROUNDS = 300, RACE_STUBS = 16, RACE_READERS = 3 };
static char race_stubs[RACE_ROUNDS][RACE_STUBS];
static char race_vars[RACE_ROUNDS][8];
static int race_round, race_over, race_bad;

static void *race_reader(void *arg)
{
    (void)arg;
    unsigned seed = 1;
    while (!__atomic_load_n(&race_over, __ATOMIC_ACQUIRE)) {
        int round = __atomic_load_n(&race_round, __ATOMIC_ACQUIRE);
        seed = seed * 1103515245 + 12345;
        int i = (int)(seed >> 16) % RACE_STUBS;
        cudaKernel_t k = NULL;
        cudaError_t e = __cudaGetKernel(&k, &race_stubs[round][i]);
        if (e == cudaSuccess)
            (void)ocr_stub_for_kernel((CUkernel)k), (void)ocr_kernel_name((CUkernel)k);
        else if (e != cudaErrorInvalidDeviceFunction && e != cudaErrorInvalidResourceHandle)
            __atomic_store_n(&race_bad, (int)e, __ATOMIC_RELAXED);
        size_t size = 0;
        e = cudaGetSymbolSize(&size, race_vars[round]);
        if (e != cudaSuccess && e != cudaErrorInvalidSymbol && e != cudaErrorInvalidResourceHandle)
            __atomic_store_n(&race_bad, (int)e, __ATOMIC_RELAXED);
    }
    return NULL;
}

static void registry_readers_race_unregistration(void **state)
{
    (void)state;
    static const struct wrapper wrap = WRAPPER;
    static char names[RACE_STUBS][16];
    for (int i = 0; i < RACE_STUBS; i++)
        snprintf(names[i], sizeof(names[i]), "kernel_r%d", i);
    pthread_t t[RACE_READERS];
    for (int i = 0; i < RACE_READERS; i++)
        assert_int_equal(pthread_create(&t[i], NULL, race_reader, NULL), 0);
    for (int round = 0; round < RACE_ROUNDS; round++) {
        void **fb = __cudaRegisterFatBinary((void *)&wrap);
        for (int i = 0; i < RACE_STUBS; i++)
            register_function(fb, &race_stubs[round][i], names[i]);
        register_var(fb, race_vars[round], "var_r", sizeof(race_vars[round]));
        __atomic_store_n(&race_round, round, __ATOMIC_RELEASE);
        /* Give the readers time to find (and load) this round's entries. */
        for (int i = 0; i < 20; i++)
            sched_yield();
        __cudaUnregisterFatBinary(fb);
    }
    __atomic_store_n(&race_over, 1, __ATOMIC_RELEASE);
    for (int i = 0; i < RACE_READERS; i++)
        assert_int_equal(pthread_join(t[i], NULL), 0);
    assert_int_equal(race_bad, 0);
    /* Everything of the last round is gone; what stays registered is still found. */
    cudaKernel_t k = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, &race_stubs[0][0]));
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a1));
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a1"));
}

/* Thousands of kernels (the lookup table grows several times): every one is still found. */
static void __cudaRegisterFunction_many(void **state)
{
    (void)state;
    enum { N = 3000 };
    static char stubs[N];
    static char names[N][16];
    fb_t = __cudaRegisterFatBinary((void *)&wrap_t);
    for (int i = 0; i < N; i++) {
        snprintf(names[i], sizeof(names[i]), "kernel_t%d", i);
        register_function(fb_t, &stubs[i], names[i]);
    }
    assert_no_driver_call();
    for (int i = 0; i < N; i++) {
        cudaKernel_t k = NULL;
        assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stubs[i]));
        if (i == 0)
            assert_calls("cuLibraryLoadData", 1);
        assert_ptr_equal(k, fake_kernel_handle(fake_library_load(0)->lib, names[i]));
    }
    assert_calls("cuLibraryLoadData", 1);
    /* Entries registered before the growth are still there. */
    fake_log_clear();
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub_a2));
    assert_ptr_equal(k, fake_kernel_handle(lib_a, "kernel_a2"));
    assert_no_driver_call();
    fake_define_global("var_a", 64);
    size_t size = 0;
    assert_cuda(cudaSuccess, cudaGetSymbolSize(&size, var_a));
    assert_int_equal(size, 64);
}

/* Registration calls with a NULL handle are ignored. */
static void __cudaRegisterFunction_null_handle(void **state)
{
    (void)state;
    static char stub, var[4];
    register_function(NULL, &stub, "kernel_null");
    register_var(NULL, var, "var_null", sizeof(var));
    cudaKernel_t k;
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, &stub));
    assert_no_driver_call();
}

static int group_setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(__cudaRegisterFatBinary_no_driver_call, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_loads_fatbin_once, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_second_call_no_driver_call, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_other_stub_same_fatbin, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_other_fatbin_loads_it, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_unknown_stub, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_name_not_in_fatbin, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_load_failure_retried, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_after_failed_get_kernel, unit_reset),
        cmocka_unit_test_setup(cudaLaunchKernel_registered_stub, unit_reset),
        cmocka_unit_test_setup(cudaLaunchKernel_unregistered_pointer, unit_reset),
        cmocka_unit_test_setup(cudaLaunchKernel_variable, unit_reset),
        cmocka_unit_test_setup(func_attribute_setters_refuse_unnamed_attributes, unit_reset),
        cmocka_unit_test_setup(cudaGetSymbolAddress_registered_variable, unit_reset),
        cmocka_unit_test_setup(cudaGetSymbolAddress_unknown_symbol, unit_reset),
        cmocka_unit_test_setup(cudaGetSymbolAddress_not_in_library, unit_reset),
        cmocka_unit_test_setup(cudaMemcpyToSymbol_within_bounds, unit_reset),
        cmocka_unit_test_setup(cudaMemcpyToSymbol_out_of_bounds, unit_reset),
        cmocka_unit_test_setup(cudaMemcpyToSymbol_count_zero, unit_reset),
        cmocka_unit_test_setup(cudaMemcpyToSymbol_range_then_kind, unit_reset),
        cmocka_unit_test_setup(cudaMemcpyToSymbol_wrong_direction, unit_reset),
        cmocka_unit_test_setup(cudaMemcpyToSymbol_unknown_symbol, unit_reset),
        cmocka_unit_test_setup(cudaMemcpyToSymbolAsync_passes_stream, unit_reset),
        cmocka_unit_test_setup(__cudaInitModule_sets_managed_address, unit_reset),
        cmocka_unit_test_setup(__cudaInitModule_managed_lookup_fails, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_managed_failure_unloads_and_retries, unit_reset),
        cmocka_unit_test_setup(__cudaInitModule_concurrent_managed, unit_reset),
        cmocka_unit_test_setup(__cudaUnregisterFatBinary_unloads, unit_reset),
        cmocka_unit_test_setup(__cudaUnregisterFatBinary_never_loaded, unit_reset),
        cmocka_unit_test_setup(__cudaRegisterFunction_again_after_unregister, unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_concurrent_first_use_loads_once, unit_reset),
        cmocka_unit_test_setup(__cudaRegisterFunction_while_a_load_blocks, unit_reset),
        cmocka_unit_test_setup(registry_readers_race_unregistration, unit_reset),
        cmocka_unit_test_setup(__cudaRegisterFunction_many, unit_reset),
        cmocka_unit_test_setup(__cudaRegisterFunction_null_handle, unit_reset),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
