/*
 * OPENCUDART_CHECK=misuse when memory runs out: a host function or stream callback whose
 * trampoline box cannot be allocated (malloc fails once: the test links with -Wl,--wrap=malloc)
 * is enqueued as it is, and a failed enqueue leaves the application's data alone (it was freed as
 * if it were the box before). The driver's two calls are replaced by recorders.
 */
#include "checks.h"
#include "unit.h"

void *__real_malloc(size_t size);

static int malloc_countdown = -1; /* the malloc that finds it at 0 fails; -1: none fails */

void *__wrap_malloc(size_t size)
{
    if (malloc_countdown >= 0 && malloc_countdown-- == 0)
        return NULL;
    return __real_malloc(size);
}

static CUresult enqueue_result;
static CUhostFn seen_fn;
static CUstreamCallback seen_cb;
static void *seen_data;

static CUresult CUDAAPI rec_cuLaunchHostFunc(CUstream s, CUhostFn fn, void *data)
{
    (void)s;
    seen_fn = fn;
    seen_data = data;
    return enqueue_result;
}

static CUresult CUDAAPI rec_cuStreamAddCallback(CUstream s, CUstreamCallback cb, void *data,
                                                unsigned flags)
{
    (void)s, (void)flags;
    seen_cb = cb;
    seen_data = data;
    return enqueue_result;
}

static int setup(void **state)
{
    unit_enter_and_reset(state);
    ocr_check_configure("misuse", NULL);
    ocr_drv[0].cuLaunchHostFunc = ocr_drv[1].cuLaunchHostFunc = rec_cuLaunchHostFunc;
    ocr_drv[0].cuStreamAddCallback = ocr_drv[1].cuStreamAddCallback = rec_cuStreamAddCallback;
    enqueue_result = CUDA_SUCCESS;
    malloc_countdown = -1;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    malloc_countdown = -1;
    ocr_check_configure(NULL, NULL);
    return 0;
}

static void CUDA_CB host_fn(void *data)
{
    (void)data;
}

static void CUDA_CB callback(cudaStream_t s, cudaError_t status, void *data)
{
    (void)s, (void)status, (void)data;
}

/* The application's data: not the runtime's to free (free() of it would abort). */
static int app_data;

static void host_function_without_a_box(void **state)
{
    (void)state;
    /* with memory: the trampoline and its box reach the driver */
    assert_cuda(cudaSuccess, cudaLaunchHostFunc(NULL, host_fn, &app_data));
    assert_ptr_not_equal(seen_fn, (CUhostFn)host_fn);
    free(seen_data); /* the box, as the trampoline would */
    /* without: the function itself; a refused enqueue leaves the data alone */
    enqueue_result = CUDA_ERROR_INVALID_VALUE;
    malloc_countdown = 0;
    assert_cuda(cudaErrorInvalidValue, cudaLaunchHostFunc(NULL, host_fn, &app_data));
    assert_int_equal(malloc_countdown, -1); /* the box's malloc was the one that failed */
    assert_ptr_equal(seen_fn, (CUhostFn)host_fn);
    assert_ptr_equal(seen_data, &app_data);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

static void callback_without_a_box(void **state)
{
    (void)state;
    enqueue_result = CUDA_ERROR_INVALID_VALUE;
    malloc_countdown = 0;
    assert_cuda(cudaErrorInvalidValue, cudaStreamAddCallback(NULL, callback, &app_data, 0));
    assert_int_equal(malloc_countdown, -1);
    assert_ptr_equal(seen_cb, (CUstreamCallback)callback);
    assert_ptr_equal(seen_data, &app_data);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(host_function_without_a_box, setup, teardown),
        cmocka_unit_test_setup_teardown(callback_without_a_box, setup, teardown),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
