/*
 * Entering the runtime in test_pool: a pool call on a thread that has not used the runtime makes no
 * context current, so a context that cannot be made current does not stop it.
 */
#include "test_pool.h"

/* -- entering the runtime --------------------------------------------------------------------- */

static void *trim_on_new_thread(void *arg)
{
    (void)arg;
    cudaError_t e = cudaMemPoolTrimTo(POOL, 0);
    return (void *)(uintptr_t)(e == cudaSuccess && fake_current_context() == NULL);
}

/* A pool call on a thread that has not used the runtime makes no context current: NVIDIA's pool
 * calls only initialise the runtime (read from its library). */
void pool_calls_make_no_context(void **state)
{
    (void)state;
    pthread_t t;
    void *ok = NULL;
    assert_int_equal(pthread_create(&t, NULL, trim_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &ok), 0);
    assert_true(ok != NULL);
    assert_int_equal(rec.calls, 1);
}

/* So a context that cannot be made current does not stop them. */
static void *create_on_new_thread(void *arg)
{
    (void)arg;
    struct cudaMemPoolProps props = {.allocType = cudaMemAllocationTypePinned};
    props.location.type = cudaMemLocationTypeDevice;
    cudaMemPool_t pool = NULL;
    return (void *)(uintptr_t)cudaMemPoolCreate(&pool, &props);
}

void pool_calls_need_no_context(void **state)
{
    (void)state;
    fake_set_result("cuCtxSetCurrent", CUDA_ERROR_OUT_OF_MEMORY);
    pthread_t t;
    void *res = NULL;
    assert_int_equal(pthread_create(&t, NULL, create_on_new_thread, NULL), 0);
    assert_int_equal(pthread_join(t, &res), 0);
    fake_set_result("cuCtxSetCurrent", CUDA_SUCCESS);
    assert_int_equal((cudaError_t)(uintptr_t)res, cudaSuccess);
    assert_int_equal(rec.calls, 1);
}
