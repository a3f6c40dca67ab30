/*
 * Concurrency and growth in test_registry: concurrent first uses load once, a driver load never
 * holds up registration, lookups race registration, growth and unregistration, many functions
 * registered, and registration calls with a NULL handle ignored.
 */
#include "test_registry.h"

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

void __cudaGetKernel_concurrent_first_use_loads_once(void **state)
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

void __cudaRegisterFunction_while_a_load_blocks(void **state)
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

void registry_readers_race_unregistration(void **state)
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
void __cudaRegisterFunction_many(void **state)
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
void __cudaRegisterFunction_null_handle(void **state)
{
    (void)state;
    static char stub, var[4];
    register_function(NULL, &stub, "kernel_null");
    register_var(NULL, var, "var_null", sizeof(var));
    cudaKernel_t k;
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, &stub));
    assert_no_driver_call();
}
