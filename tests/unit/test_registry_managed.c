/*
 * Managed variables in test_registry: __cudaInitModule sets their address at load, a failed lookup
 * unloads the library (and a later use retries), and a second thread's __cudaInitModule waits for
 * the first thread's load.
 */
#include "test_registry.h"

/* -- managed variables ------------------------------------------------------------------------ */

void __cudaInitModule_sets_managed_address(void **state)
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
void __cudaInitModule_managed_lookup_fails(void **state)
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
void __cudaGetKernel_managed_failure_unloads_and_retries(void **state)
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

void __cudaInitModule_concurrent_managed(void **state)
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
