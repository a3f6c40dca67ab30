/*
 * Fault-injection sweeps of registration and launch (sweep.h): a fatbin registered, loaded on
 * first use, its kernel launched every way and its attributes read and set, then unregistered,
 * in each run; the symbol lookups of a registered variable.
 */
#include "checks.h"
#include "sweep.h"

static const struct {
    int magic, version;
    const void *data;
    void *filename;
} wrapper = {0x466243b1, 1, "fatbin", NULL};

/* Host stubs and shadows: only their addresses are used. */
static char stub, var[64];
static void *managed;

static int setup(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    int n = 0;
    return cudaGetDeviceCount(&n) == cudaSuccess ? 0 : -1;
}

static void **register_module(void)
{
    void **fb = __cudaRegisterFatBinary((void *)&wrapper);
    __cudaRegisterFunction(fb, &stub, (char *)"_Z4stubv", "_Z4stubv", -1, NULL, NULL, NULL, NULL,
                           NULL);
    __cudaRegisterVar(fb, var, (char *)"var", "var", 0, sizeof(var), 0, 0);
    __cudaRegisterManagedVar(fb, &managed, (char *)"managed", "managed", 0, 16, 0, 0);
    __cudaRegisterFatBinaryEnd(fb);
    return fb;
}

/* The unload at unregistration returns nothing: a refused one is ignored, and the driver keeps
 * the library (NVIDIA's runtime cannot do better: __cudaUnregisterFatBinary is void). A function
 * attribute a 13.0 driver does not have is no error (docs/BEHAVIOUR.md). */
static const struct sweep_rule rules[] = {
    {"__cudaUnregisterFatBinary", "cuLibraryUnload", NULL, CUDA_SUCCESS, SWEEP_IGNORED,
     "unregistration cannot report a refused unload", 1},
    {"cudaFuncGetAttributes", "cuFuncGetAttribute", "device_node_update_status", CUDA_SUCCESS,
     SWEEP_IGNORED, "13.3's deviceNodeUpdateStatus is 0 where the driver cannot say", 0},
    {0},
};
static const struct sweep_options options = {.rules = rules};

static void host_fn(void *arg)
{
    (void)arg;
}

/* The launch entry points, on a fatbin loaded by the first of them. */
static void launch_kernel(struct sweep *s, void *arg)
{
    (void)arg;
    void **fb = register_module();
    dim3 one = {1, 1, 1};
    cudaLaunchAttribute attr = {.id = cudaLaunchAttributeCooperative, .val.cooperative = 1};
    cudaLaunchConfig_t config = {.gridDim = one, .blockDim = one, .attrs = &attr, .numAttrs = 1};
    cudaKernel_t k;
    dim3 g, b;
    size_t shmem;
    cudaStream_t st;
    if (!SWEEP_CALL(s, cudaLaunchKernel(&stub, one, one, NULL, 0, NULL)))
        goto out;
    if (!SWEEP_CALL(s, cudaLaunchKernel_ptsz(&stub, one, one, NULL, 0, NULL)))
        goto out;
    if (!SWEEP_CALL(s, cudaLaunchKernelExC(&config, &stub, NULL)))
        goto out;
    if (!SWEEP_CALL(s, cudaLaunchCooperativeKernel(&stub, one, one, NULL, 0, NULL)))
        goto out;
    if (!SWEEP_CALL(s, cudaLaunchHostFunc(NULL, host_fn, NULL)))
        goto out;
    if (!SWEEP_CALL(s, cudaLaunchHostFunc_v2(NULL, host_fn, NULL, cudaHostTaskBlocking)))
        goto out;
    /* What nvcc's <<<>>> code does. */
    if (!SWEEP_CALL_OUT(s, &k, sizeof(k), __cudaGetKernel(&k, &stub)))
        goto out;
    assert_int_equal(__cudaPushCallConfiguration(one, one, 0, NULL), 0);
    assert_cuda(cudaSuccess, __cudaPopCallConfiguration(&g, &b, &shmem, (void **)&st));
    (void)SWEEP_CALL(s, __cudaLaunchKernel(k, g, b, NULL, shmem, st));
out:
    SWEEP_VOID(s, __cudaUnregisterFatBinary(fb));
}

static void cudaLaunchKernel_sweep(void **state)
{
    (void)state;
    sweep_run("launch_kernel", launch_kernel, NULL, &options);
}

/* Function attributes, names and occupancy. */
static void function_attributes(struct sweep *s, void *arg)
{
    (void)arg;
    void **fb = register_module();
    struct cudaFuncAttributes attrs;
    cudaFunction_t f;
    const char *name;
    int v;
    size_t sz, off;
    cudaLaunchConfig_t config = {.gridDim = {1, 1, 1}, .blockDim = {32, 1, 1}};
    /* cudaFuncGetAttributes clears the attributes once the function is known (as NVIDIA's):
     * not an output written only on success. */
    if (!SWEEP_CALL(s, cudaFuncGetAttributes(&attrs, &stub)))
        goto out;
    if (!SWEEP_CALL(s,
                    cudaFuncSetAttribute(&stub, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024)))
        goto out;
    if (!SWEEP_CALL(s, cudaFuncSetCacheConfig(&stub, cudaFuncCachePreferShared)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &f, sizeof(f), cudaGetFuncBySymbol(&f, &stub)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &name, sizeof(name), cudaFuncGetName(&name, &stub)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &v, sizeof(v),
                        cudaOccupancyMaxActiveBlocksPerMultiprocessor(&v, &stub, 32, 0)))
        goto out;
    if (!SWEEP_CALL_OUT(
            s, &v, sizeof(v),
            cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&v, &stub, 32, 0, 0)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &sz, sizeof(sz),
                        cudaOccupancyAvailableDynamicSMemPerBlock(&sz, &stub, 1, 32)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &v, sizeof(v), cudaOccupancyMaxPotentialClusterSize(&v, &stub, &config)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &v, sizeof(v), cudaOccupancyMaxActiveClusters(&v, &stub, &config)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &sz, sizeof(sz), cudaFuncGetParamCount(&stub, &sz)))
        goto out;
    (void)SWEEP_CALL_OUT(s, &off, sizeof(off), cudaFuncGetParamInfo(&stub, 0, &off, &sz));
out:
    SWEEP_VOID(s, __cudaUnregisterFatBinary(fb));
}

static void cudaFuncGetAttributes_sweep(void **state)
{
    (void)state;
    sweep_run("function_attributes", function_attributes, NULL, &options);
}

/* cudaFuncGetParamCount on an r580 driver: cuFuncGetParamCount missing (driver.c's missing
 * entry's answer), the parameters counted through cuFuncGetParamInfo (runtime/launch.c), which
 * refuses the index past the kernel's two parameters. */
static void param_count_counted(struct sweep *s, void *arg)
{
    (void)arg;
    void **fb = register_module();
    fake_set_result("cuFuncGetParamCount", CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER);
    fake_fail_nth_of("cuFuncGetParamInfo", 3, CUDA_ERROR_INVALID_VALUE);
    size_t n;
    if (SWEEP_CALL_OUT(s, &n, sizeof(n), cudaFuncGetParamCount(&stub, &n)))
        assert_int_equal(n, 2);
    SWEEP_VOID(s, __cudaUnregisterFatBinary(fb));
}

static void cudaFuncGetParamCount_sweep(void **state)
{
    (void)state;
    sweep_run("param_count_counted", param_count_counted, NULL, &options);
}

/* A registered variable and a managed one: addresses and sizes, loaded by the first lookup. */
static void symbols(struct sweep *s, void *arg)
{
    (void)arg;
    void **fb = register_module();
    void *p;
    size_t n;
    if (!SWEEP_CALL_OUT(s, &p, sizeof(p), cudaGetSymbolAddress(&p, var)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &n, sizeof(n), cudaGetSymbolSize(&n, var)))
        goto out;
    if (!SWEEP_CALL_OUT(s, &p, sizeof(p), cudaGetSymbolAddress(&p, &managed)))
        goto out;
    /* The symbol copies (memory/memory.c) find the symbol through the registry too. */
    static char host[16];
    if (!SWEEP_CALL(s, cudaMemcpyToSymbol(var, host, sizeof(host), 8, cudaMemcpyHostToDevice)) ||
        !SWEEP_CALL(s, cudaMemcpyFromSymbol(host, var, sizeof(host), 0, cudaMemcpyDeviceToHost)) ||
        !SWEEP_CALL(
            s, cudaMemcpyToSymbolAsync(var, host, sizeof(host), 0, cudaMemcpyHostToDevice, NULL)))
        goto out;
    (void)SWEEP_CALL(
        s, cudaMemcpyFromSymbolAsync(host, var, sizeof(host), 0, cudaMemcpyDeviceToHost, NULL));
out:
    SWEEP_VOID(s, __cudaUnregisterFatBinary(fb));
}

static void cudaGetSymbolAddress_sweep(void **state)
{
    (void)state;
    sweep_run("symbols", symbols, NULL, &options);
}

/* A load whose managed-variable step fails gives its library up (registry.c load_locked), and a
 * driver that refuses that unload too changes nothing in the answer: the managed step's failure
 * is it (the unload is a cleanup that nothing could report; the obvious mapping), the driver
 * keeps the library, and the next use loads the fatbin again. Two faults in one call, which
 * sweep_run does not inject: both by name, each counted at its call site. Before the sweeps,
 * which write the sites reached. */
static void load_unload_refused(void **state)
{
    (void)state;
    dim3 one = {1, 1, 1};
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    void **fb = register_module();
    size_t live = fake_live_objects();
    fake_reset();
    fake_fail_next("cuLibraryGetManaged", CUDA_ERROR_OUT_OF_MEMORY);
    fake_fail_next("cuLibraryUnload", CUDA_ERROR_UNKNOWN);
    assert_cuda(cudaErrorMemoryAllocation, cudaLaunchKernel(&stub, one, one, NULL, 0, NULL));
    assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
    assert_calls("cuLibraryUnload", 1);
    assert_int_equal(fake_sites_faulted() >= 2, 1);
    assert_int_equal(fake_library_loads(), 1);
    CUlibrary kept = fake_library_load(0)->lib;
    assert_true(fake_library_loaded(kept));
    assert_int_equal(fake_live_objects(), live + 1);
    /* The next use loads again. */
    assert_cuda(cudaSuccess, cudaLaunchKernel(&stub, one, one, NULL, 0, NULL));
    assert_int_equal(fake_library_loads(), 2);
    __cudaUnregisterFatBinary(fb);
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
    /* What the driver kept goes, for the sweeps after. */
    assert_int_equal(fake_driver_table()->cuLibraryUnload(kept), CUDA_SUCCESS);
    assert_int_equal(fake_live_objects(), live);
}

/* -- OPENCUDART_FAULT=launch with a sticky error: the runtime's faulting kernel ---------------- */

/* Its library refused: the launch answers the injected error itself (and the context stays
 * usable); the next injection loads the library and launches its kernel. Runs first: the
 * library, once loaded, stays. */
static void sticky_fault_load_refused(void **state)
{
    (void)state;
    dim3 one = {1, 1, 1};
    assert_cuda(cudaSuccess, cudaSetDevice(0));
    void **fb = register_module();
    assert_int_equal(ocr_fault_configure("launch:every=1=cudaErrorIllegalAddress", NULL), 1);
    fake_reset();
    size_t launches = fake_launches();
    fake_fail_next("cuLibraryLoadData", CUDA_ERROR_OUT_OF_MEMORY);
    assert_cuda(cudaErrorIllegalAddress, cudaLaunchKernel(&stub, one, one, NULL, 0, NULL));
    assert_int_equal(fake_sites_faulted() >= 1, 1);
    assert_string_equal(fake_site_faulted(fake_sites_faulted() - 1)->func,
                        "ocr_fault_launch_sticky");
    assert_cuda(cudaErrorIllegalAddress, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
    assert_int_equal(fake_launches(), launches);
    assert_int_equal(fake_library_loads(), 0);
    /* The context is usable, and the next injection makes the fault for real. */
    assert_cuda(cudaSuccess, cudaDeviceSynchronize());
    assert_cuda(cudaSuccess, cudaLaunchKernel(&stub, one, one, NULL, 0, NULL));
    assert_int_equal(fake_library_loads(), 1);
    assert_int_equal(fake_launches(), launches + 1);
    assert_ptr_equal(
        fake_last_launch()->f,
        (CUfunction)fake_kernel_handle(fake_library_load(0)->lib, "ocr_fault_illegal_address"));
    ocr_fault_configure(NULL, NULL);
    __cudaUnregisterFatBinary(fb);
    assert_cuda(cudaSuccess, cudaPeekAtLastError());
}

static const struct sweep_rule sticky_rules[] = {
    {NULL, NULL, "ocr_fault_launch_sticky", CUDA_SUCCESS, cudaErrorIllegalAddress,
     "the faulting kernel cannot run: the launch answers the injected error", 0},
    {"__cudaUnregisterFatBinary", "cuLibraryUnload", NULL, CUDA_SUCCESS, SWEEP_IGNORED,
     "unregistration cannot report a refused unload", 1},
    {0},
};
static const struct sweep_options sticky_options = {.rules = sticky_rules};

static void launch_sticky(struct sweep *s, void *arg)
{
    (void)arg;
    void **fb = register_module();
    dim3 one = {1, 1, 1};
    if (SWEEP_CALL(s, cudaLaunchKernel(&stub, one, one, NULL, 0, NULL)))
        (void)SWEEP_CALL(s, cudaLaunchKernel_ptsz(&stub, one, one, NULL, 0, NULL));
    SWEEP_VOID(s, __cudaUnregisterFatBinary(fb));
}

static void sticky_fault_sweep(void **state)
{
    (void)state;
    assert_int_equal(ocr_fault_configure("launch:every=1=cudaErrorIllegalAddress", NULL), 1);
    sweep_run("launch_sticky", launch_sticky, NULL, &sticky_options);
    ocr_fault_configure(NULL, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(sticky_fault_load_refused, unit_reset),
        cmocka_unit_test_setup(sticky_fault_sweep, unit_reset),
        cmocka_unit_test_setup(load_unload_refused, unit_reset),
        cmocka_unit_test_setup(cudaLaunchKernel_sweep, unit_reset),
        cmocka_unit_test_setup(cudaFuncGetAttributes_sweep, unit_reset),
        cmocka_unit_test_setup(cudaFuncGetParamCount_sweep, unit_reset),
        cmocka_unit_test_setup(cudaGetSymbolAddress_sweep, unit_reset),
    };
    return cmocka_run_group_tests_name("launch sweeps", tests, setup, NULL);
}
