/*
 * The runtime's end at process exit (ocr_teardown in src/state.c, called by the exit handler that
 * runtime/lifecycle.c registers when the library is loaded): the primary contexts the runtime
 * retained are released, a context the application retained as well stays alive, every later call
 * that needs the runtime answers cudaErrorCudartUnloading without calling the driver and without
 * recording it as the last error, and a second run changes nothing. The tests run in order: the
 * last ones see the process after its teardown, which is why this is a program of its own.
 */
#include "unit.h"

#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#define DEVICES 2

static void *p0, *p1;

static int group_setup(void **state)
{
    fake_config.device_count = DEVICES;
    return unit_install_fake(state);
}

static void before_teardown_both_devices_in_use(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess, cudaMalloc(&p0, 16));
    assert_cuda(cudaSuccess, cudaSetDevice(1));
    assert_cuda(cudaSuccess, cudaMalloc(&p1, 16));
    /* The application retains device 1's primary context through the driver as well. */
    CUcontext ctx;
    assert_int_equal(DRV.cuDevicePrimaryCtxRetain(&ctx, ocr_devices[1].dev), CUDA_SUCCESS);
    assert_int_equal(fake_primary_retains(0), 1);
    assert_int_equal(fake_primary_retains(1), 2);
}

/* A child forked after init that exits runs the inherited handler: it marks the runtime as gone
 * and calls no driver (a forked child has no usable driver). */
static void teardown_in_a_forked_child_leaves_the_driver_alone(void **state)
{
    (void)state;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        fake_log_clear();
        ocr_teardown();
        void *p = NULL;
        int unloading = cudaMalloc(&p, 16) == cudaErrorCudartUnloading;
        _exit(fake_calls_total() == 0 && unloading ? 0 : 1);
    }
    int st = -1;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    assert_true(WIFEXITED(st));
    assert_int_equal(WEXITSTATUS(st), 0);
    void *p = NULL;
    assert_cuda(cudaSuccess, cudaMalloc(&p, 16)); /* the parent goes on */
    assert_cuda(cudaSuccess, cudaFree(p));
}

/* A thread that keeps allocating while the process exits: whatever a call caught in the middle
 * answers, every call after the teardown answers cudaErrorCudartUnloading. */
static int worker_rounds;
static cudaError_t worker_last;

static void *worker(void *arg)
{
    (void)arg;
    cudaError_t e = cudaSuccess;
    for (long i = 0; i < 100000000 && e != cudaErrorCudartUnloading; i++) {
        void *p = NULL;
        e = cudaMalloc(&p, 16);
        if (e == cudaSuccess)
            cudaFree(p);
        __atomic_add_fetch(&worker_rounds, 1, __ATOMIC_RELAXED);
    }
    worker_last = e;
    return NULL;
}

static void teardown_releases_the_runtime_retains(void **state)
{
    (void)state;
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, worker, NULL), 0);
    while (__atomic_load_n(&worker_rounds, __ATOMIC_RELAXED) < 100)
        sched_yield();
    ocr_teardown();
    pthread_join(t, NULL);
    assert_cuda(cudaErrorCudartUnloading, worker_last);
    assert_calls("cuDevicePrimaryCtxRelease", DEVICES);
    assert_int_equal(fake_primary_retains(0), 0);
    assert_int_equal(fake_primary_retains(1), 1); /* the application's own retain */
    assert_calls("cuDevicePrimaryCtxRetain", 0);
}

static void after_teardown_calls_answer_unloading(void **state)
{
    (void)state;
    int n = -1, d = -1;
    void *p = NULL;
    assert_cuda(cudaErrorCudartUnloading, cudaMalloc(&p, 16));
    assert_null(p);
    assert_cuda(cudaErrorCudartUnloading, cudaPeekAtLastError());
    assert_cuda(cudaErrorCudartUnloading, cudaFree(p0));
    assert_cuda(cudaErrorCudartUnloading, cudaGetDeviceCount(&n));
    assert_cuda(cudaErrorCudartUnloading, cudaGetDevice(&d));
    assert_cuda(cudaErrorCudartUnloading, cudaSetDevice(0));
    assert_cuda(cudaErrorCudartUnloading, cudaDeviceSynchronize());
    cudaStream_t s = NULL;
    assert_cuda(cudaErrorCudartUnloading, cudaStreamCreate(&s));
    assert_cuda(cudaErrorCudartUnloading, cudaGetLastError());
    assert_no_driver_call();
    /* Not recorded: the thread's last error is what it was (NVIDIA's runtime answers from its
     * entry check, before any thread state). */
    assert_int_equal(ocr_tls.last_error, cudaSuccess);
}

static void teardown_twice_changes_nothing(void **state)
{
    (void)state;
    ocr_teardown();
    assert_no_driver_call();
    assert_int_equal(fake_primary_retains(1), 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(before_teardown_both_devices_in_use, unit_reset),
        cmocka_unit_test_setup(teardown_in_a_forked_child_leaves_the_driver_alone, unit_reset),
        cmocka_unit_test_setup(teardown_releases_the_runtime_retains, unit_reset),
        cmocka_unit_test_setup(after_teardown_calls_answer_unloading, unit_reset),
        cmocka_unit_test_setup(teardown_twice_changes_nothing, unit_reset),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
