/*
 * The registry when memory runs out: calloc fails (the test links with -Wl,--wrap=calloc), once
 * at each allocation of a sequence in turn. A registration that cannot be recorded is remembered,
 * so that its stub or symbol answers cudaErrorMemoryAllocation instead of passing for one that
 * was never registered; no entry is left half-made; a first use that cannot index what it loaded
 * reports cudaErrorMemoryAllocation, leaks no library, and works when tried again.
 *
 * A program of its own: the first registration of the process must be the one that makes the
 * lookup table.
 */
#include "unit.h"

#include <stdio.h>

void *__real_calloc(size_t n, size_t size);

static int calloc_countdown = -1; /* the call that finds it at 0 fails; -1: none fails */
static int callocs_seen;

void *__wrap_calloc(size_t n, size_t size)
{
    if (calloc_countdown >= 0) {
        callocs_seen++;
        if (calloc_countdown-- == 0)
            return NULL;
    }
    return __real_calloc(n, size);
}

static void fail_calloc(int nth)
{
    callocs_seen = 0;
    calloc_countdown = nth;
}

/* How many callocs there were since fail_calloc. */
static int stop_failing(void)
{
    calloc_countdown = -1;
    return callocs_seen;
}

struct wrapper {
    int magic, version;
    const void *data;
    void *filename;
};

static char *name(const char *n)
{
    return (char *)n;
}

enum { SWEEP = 16 };
static struct wrapper wraps[SWEEP];
static char stubs[SWEEP][2];
static char vars[SWEEP][4];

/* The registration a constructor of nvcc's makes (a fatbin, two kernels, a variable), with its
 * nth allocation failing. */
static void __cudaRegisterFunction_allocation_failures_are_remembered(void **state)
{
    (void)state;
    int n = 0;
    for (;; n++) {
        assert_true(n < SWEEP);
        fail_calloc(n);
        void **fb = __cudaRegisterFatBinary(&wraps[n]);
        assert_non_null(fb);
        __cudaRegisterFunction(fb, &stubs[n][0], name("k0"), "k0", -1, NULL, NULL, NULL, NULL,
                               NULL);
        __cudaRegisterFunction(fb, &stubs[n][1], name("k1"), "k1", -1, NULL, NULL, NULL, NULL,
                               NULL);
        __cudaRegisterVar(fb, vars[n], name("v"), "v", 0, sizeof(vars[n]), 0, 0);
        __cudaRegisterFatBinaryEnd(fb);
        bool failed = n < stop_failing();
        int lost = 0;
        for (int i = 0; i < 2; i++) {
            cudaKernel_t k = NULL;
            cudaError_t e = __cudaGetKernel(&k, &stubs[n][i]);
            if (e == cudaErrorMemoryAllocation) {
                lost++;
                assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
                assert_cuda(cudaErrorMemoryAllocation,
                            cudaLaunchKernel(&stubs[n][i], (dim3){1, 1, 1}, (dim3){1, 1, 1}, NULL,
                                             0, NULL));
            } else {
                assert_cuda(cudaSuccess, e);
            }
        }
        size_t size = 0;
        cudaError_t e = cudaGetSymbolSize(&size, vars[n]);
        if (e == cudaErrorMemoryAllocation)
            lost++;
        else
            assert_cuda(cudaSuccess, e);
        if (failed)
            assert_true(lost > 0);
        else
            assert_int_equal(lost, 0);
        /* Unregistration forgets the losses with the rest. */
        __cudaUnregisterFatBinary(fb);
        for (int i = 0; i < 2; i++) {
            cudaKernel_t k = NULL;
            assert_cuda(cudaErrorInvalidDeviceFunction, __cudaGetKernel(&k, &stubs[n][i]));
        }
        assert_cuda(cudaErrorInvalidSymbol, cudaGetSymbolSize(&size, vars[n]));
        if (!failed)
            break;
    }
    /* The fatbin, each entry and the first table were all failed in turn. */
    assert_true(n >= 4);
    cudaGetLastError();
}

/* The first use of a fatbin with a kernel and enough managed variables that the table must grow
 * to index their addresses, with its nth allocation failing. */
enum { MANAGED = 800 };
static void *managed[MANAGED];
static char managed_names[MANAGED][8];

static void __cudaGetKernel_first_use_allocation_failures(void **state)
{
    (void)state;
    static struct wrapper wrap;
    static char stub;
    void **fb = __cudaRegisterFatBinary(&wrap);
    __cudaRegisterFunction(fb, &stub, name("k_managed"), "k_managed", -1, NULL, NULL, NULL, NULL,
                           NULL);
    for (int i = 0; i < MANAGED; i++) {
        snprintf(managed_names[i], sizeof(managed_names[i]), "m%d", i);
        __cudaRegisterManagedVar(fb, &managed[i], managed_names[i], managed_names[i], 0,
                                 sizeof(int), 0, 0);
    }
    fake_reset();
    int n = 0;
    for (;; n++) {
        cudaKernel_t k = NULL;
        fail_calloc(n);
        cudaError_t e = __cudaGetKernel(&k, &stub);
        bool failed = n < stop_failing();
        if (!failed) {
            assert_cuda(cudaSuccess, e);
            break;
        }
        assert_cuda(cudaErrorMemoryAllocation, e);
        assert_cuda(cudaErrorMemoryAllocation, cudaGetLastError());
    }
    assert_true(n >= 2);
    /* Only the last load's library is kept. */
    size_t loads = fake_library_loads();
    assert_true(loads >= 1);
    for (size_t i = 0; i + 1 < loads; i++)
        assert_false(fake_library_loaded(fake_library_load(i)->lib));
    CUlibrary lib = fake_library_load(loads - 1)->lib;
    assert_true(fake_library_loaded(lib));
    cudaKernel_t k = NULL;
    assert_cuda(cudaSuccess, __cudaGetKernel(&k, &stub));
    assert_ptr_equal(k, fake_kernel_handle(lib, "k_managed"));
    /* A published kernel names its stub; managed variables are found by their address. */
    assert_ptr_equal(ocr_stub_for_kernel((CUkernel)k), &stub);
    for (int i = 0; i < MANAGED; i++) {
        assert_ptr_equal(managed[i], (void *)(uintptr_t)fake_global_address(lib, managed_names[i]));
        void *p = NULL;
        assert_cuda(cudaSuccess, cudaGetSymbolAddress(&p, managed[i]));
        assert_ptr_equal(p, managed[i]);
    }
    __cudaUnregisterFatBinary(fb);
    assert_false(fake_library_loaded(lib));
}

static int group_setup(void **state)
{
    unit_install_fake(state);
    /* Initialised first, so that the sweeps fail only the registry's allocations. */
    assert_int_equal(ocr_init(), cudaSuccess);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(__cudaRegisterFunction_allocation_failures_are_remembered,
                               unit_reset),
        cmocka_unit_test_setup(__cudaGetKernel_first_use_allocation_failures, unit_reset),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
