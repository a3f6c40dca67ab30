/*
 * The registry (src/registry.c) and what uses it: registration before main touches no driver;
 * a fatbin is loaded with one cuLibraryLoadData of its wrapper on first need; host stubs and
 * host shadows are looked up by address; symbols (memory/memory.c) are bounds-checked; managed
 * variables get their address at load; unregistration unloads; concurrent first uses load once.
 *
 * The first test, here, registers everything the later ones use, before any other call of the
 * process, as nvcc-generated constructors do. This file holds what it registers, that test and
 * the list of tests; the others are in test_registry_*.c (test_registry.h).
 */
#include "test_registry.h"

const struct wrapper wrap_a = WRAPPER, wrap_b = WRAPPER, wrap_c = WRAPPER, wrap_d = WRAPPER,
                     wrap_e = WRAPPER, wrap_f = WRAPPER, wrap_g = WRAPPER, wrap_h = WRAPPER,
                     wrap_t = WRAPPER;
void **fb_a, **fb_b, **fb_c, **fb_d, **fb_e, **fb_f, **fb_g, **fb_h, **fb_t;

/* Host stubs and shadows: only their addresses are used. */
char stub_a1, stub_a2, stub_b, stub_c, stub_e, stub_f, stub_h, stub_unregistered;
char stub_d[CONCURRENT];
char var_a[64], var_c[8], var_hidden[4];
void *managed_a, *managed_g;
CUlibrary lib_a;

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
