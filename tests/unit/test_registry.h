/*
 * What the parts of test_registry (the registry and what uses it) share: the fatbin wrappers, the
 * handles, host stubs, shadows and managed variables that the first test (test_registry.c)
 * registers for all the others, the registration helpers, and the tests of each part
 * (test_registry_kernels.c, test_registry_symbols.c, test_registry_managed.c,
 * test_registry_unregister.c, test_registry_threads.c), listed in order by test_registry.c's main.
 */
#ifndef OCR_TEST_REGISTRY_H
#define OCR_TEST_REGISTRY_H

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

#define CONCURRENT 16

static inline char *name(const char *n)
{
    return (char *)n;
}

static inline void register_function(void **fb, const void *stub, const char *device_name)
{
    __cudaRegisterFunction(fb, (const char *)stub, name(device_name), device_name, -1, NULL, NULL,
                           NULL, NULL, NULL);
}

static inline void register_var(void **fb, void *shadow, const char *device_name, size_t size)
{
    __cudaRegisterVar(fb, (char *)shadow, name(device_name), device_name, 0, size, 0, 0);
}

static inline void register_managed(void **fb, void **ptr, const char *device_name, size_t size)
{
    __cudaRegisterManagedVar(fb, ptr, name(device_name), device_name, 0, size, 0, 0);
}

/* The wrappers registered by the first test, and the handles registration gave them. */
extern const struct wrapper wrap_a, wrap_b, wrap_c, wrap_d, wrap_e, wrap_f, wrap_g, wrap_h, wrap_t;
extern void **fb_a, **fb_b, **fb_c, **fb_d, **fb_e, **fb_f, **fb_g, **fb_h, **fb_t;

/* Host stubs and shadows: only their addresses are used. */
extern char stub_a1, stub_a2, stub_b, stub_c, stub_e, stub_f, stub_h, stub_unregistered;
extern char stub_d[CONCURRENT];
extern char var_a[64], var_c[8], var_hidden[4];
extern void *managed_a, *managed_g;
extern CUlibrary lib_a;

/* test_registry_kernels.c */
void __cudaGetKernel_loads_fatbin_once(void **state);
void __cudaGetKernel_second_call_no_driver_call(void **state);
void __cudaGetKernel_other_stub_same_fatbin(void **state);
void __cudaGetKernel_other_fatbin_loads_it(void **state);
void __cudaGetKernel_unknown_stub(void **state);
void __cudaGetKernel_name_not_in_fatbin(void **state);
void __cudaLaunchKernel_after_failed_get_kernel(void **state);
void __cudaGetKernel_load_failure_retried(void **state);
void cudaLaunchKernel_registered_stub(void **state);
void cudaLaunchKernel_unregistered_pointer(void **state);
void func_attribute_setters_refuse_unnamed_attributes(void **state);
void cudaLaunchKernel_variable(void **state);

/* test_registry_symbols.c */
void cudaGetSymbolAddress_registered_variable(void **state);
void cudaGetSymbolAddress_unknown_symbol(void **state);
void cudaGetSymbolAddress_not_in_library(void **state);
void cudaMemcpyToSymbol_within_bounds(void **state);
void cudaMemcpyToSymbol_out_of_bounds(void **state);
void cudaMemcpyToSymbol_count_zero(void **state);
void cudaMemcpyToSymbol_range_then_kind(void **state);
void cudaMemcpyToSymbol_wrong_direction(void **state);
void cudaMemcpyToSymbol_unknown_symbol(void **state);
void cudaMemcpyToSymbolAsync_passes_stream(void **state);

/* test_registry_managed.c */
void __cudaInitModule_sets_managed_address(void **state);
void __cudaInitModule_managed_lookup_fails(void **state);
void __cudaGetKernel_managed_failure_unloads_and_retries(void **state);
void __cudaInitModule_concurrent_managed(void **state);

/* test_registry_unregister.c */
void __cudaUnregisterFatBinary_unloads(void **state);
void __cudaUnregisterFatBinary_never_loaded(void **state);
void __cudaRegisterFunction_again_after_unregister(void **state);

/* test_registry_threads.c */
void __cudaGetKernel_concurrent_first_use_loads_once(void **state);
void __cudaRegisterFunction_while_a_load_blocks(void **state);
void registry_readers_race_unregistration(void **state);
void __cudaRegisterFunction_many(void **state);
void __cudaRegisterFunction_null_handle(void **state);

#endif
