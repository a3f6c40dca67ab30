/*
 * Launch (runtime/launch.c): the <<<>>> configuration stack that nvcc-generated code pushes and
 * pops, the launch entry points and their per-thread-default-stream twins, the extensible launch,
 * function attributes, host functions, and kernels as driver objects (cudaGetFuncBySymbol,
 * cudaGetKernel, the occupancy calls).
 */
#include "unit.h"

#include <limits.h>
#include <pthread.h>

static const dim3 one = {1, 1, 1};

static int group_setup(void **state)
{
    unit_install_fake(state);
    /* The twins log "<entry>_ptsz" and record launches with ptds = true. */
    fake_install_ptds_twins();
    return 0;
}

/* -- the configuration stack ------------------------------------------------------------------ */

static void pop(dim3 *g, dim3 *b, size_t *shmem, cudaStream_t *s)
{
    assert_cuda(cudaSuccess, __cudaPopCallConfiguration(g, b, shmem, s));
}

static void __cudaPushCallConfiguration_lifo(void **state)
{
    (void)state;
    assert_int_equal(
        __cudaPushCallConfiguration((dim3){1, 2, 3}, (dim3){4, 5, 6}, 7, (struct CUstream_st *)0x8),
        0);
    assert_int_equal(__cudaPushCallConfiguration((dim3){10, 20, 30}, (dim3){40, 50, 60}, 70,
                                                 (struct CUstream_st *)0x80),
                     0);
    dim3 g, b;
    size_t shmem;
    cudaStream_t s;
    pop(&g, &b, &shmem, &s);
    assert_int_equal(g.x, 10);
    assert_int_equal(g.y, 20);
    assert_int_equal(g.z, 30);
    assert_int_equal(b.x, 40);
    assert_int_equal(b.y, 50);
    assert_int_equal(b.z, 60);
    assert_int_equal(shmem, 70);
    assert_ptr_equal(s, (cudaStream_t)0x80);
    pop(&g, &b, &shmem, &s);
    assert_int_equal(g.x, 1);
    assert_int_equal(g.y, 2);
    assert_int_equal(g.z, 3);
    assert_int_equal(b.x, 4);
    assert_int_equal(b.y, 5);
    assert_int_equal(b.z, 6);
    assert_int_equal(shmem, 7);
    assert_ptr_equal(s, (cudaStream_t)0x8);
    /* The stack is the runtime's own: no driver, no init. */
    assert_no_driver_call();
    assert_cuda(cudaSuccess, cudaGetLastError());
}

static void __cudaPopCallConfiguration_empty(void **state)
{
    (void)state;
    dim3 g = {9, 9, 9}, b = {9, 9, 9};
    size_t shmem = 99;
    cudaStream_t s = (cudaStream_t)0x99;
    assert_cuda(cudaErrorMissingConfiguration, __cudaPopCallConfiguration(&g, &b, &shmem, &s));
    /* Nothing written. */
    assert_int_equal(g.x, 9);
    assert_int_equal(b.z, 9);
    assert_int_equal(shmem, 99);
    assert_ptr_equal(s, (cudaStream_t)0x99);
    assert_no_driver_call();
    assert_cuda(cudaErrorMissingConfiguration, cudaGetLastError());
}

/* nvcc's code pushes before it evaluates the kernel's arguments: an argument that throws leaves
 * its entry behind, so the stack must never fill up (NVIDIA's took 100000 pushes, popped LIFO). */
static void __cudaPushCallConfiguration_deep(void **state)
{
    (void)state;
    enum { DEPTH = 100000 };
    for (unsigned i = 0; i < DEPTH; i++)
        assert_int_equal(__cudaPushCallConfiguration((dim3){i + 1, 1, 1}, one, i, NULL), 0);
    for (unsigned i = DEPTH; i > 0; i--) {
        dim3 g, b;
        size_t shmem;
        cudaStream_t s;
        pop(&g, &b, &shmem, &s);
        assert_int_equal(g.x, i);
        assert_int_equal(shmem, i - 1);
    }
    dim3 g, b;
    size_t shmem;
    cudaStream_t s;
    assert_cuda(cudaErrorMissingConfiguration, __cudaPopCallConfiguration(&g, &b, &shmem, &s));
    assert_no_driver_call();
}

/* Stale entries stay below: a later push and pop see only their own configuration. */
static void __cudaPushCallConfiguration_stale_entries_below(void **state)
{
    (void)state;
    for (unsigned i = 0; i < 20; i++)
        assert_int_equal(__cudaPushCallConfiguration((dim3){100 + i, 1, 1}, one, 0, NULL), 0);
    for (unsigned i = 0; i < 10; i++) {
        dim3 g, b;
        size_t shmem;
        cudaStream_t s;
        assert_int_equal(__cudaPushCallConfiguration((dim3){i + 1, 1, 1}, (dim3){i + 2, 1, 1}, i,
                                                     (cudaStream_t)(uintptr_t)(i + 1)),
                         0);
        pop(&g, &b, &shmem, &s);
        assert_int_equal(g.x, i + 1);
        assert_int_equal(b.x, i + 2);
        assert_int_equal(shmem, i);
        assert_ptr_equal(s, (cudaStream_t)(uintptr_t)(i + 1));
    }
    for (unsigned i = 20; i > 0; i--) {
        dim3 g, b;
        size_t shmem;
        cudaStream_t s;
        pop(&g, &b, &shmem, &s);
        assert_int_equal(g.x, 100 + i - 1);
    }
}

/* A thread that exits with entries left frees its stack (LeakSanitizer checks in the asan run). */
static void *push_and_exit(void *arg)
{
    (void)arg;
    for (unsigned i = 0; i < 1000; i++)
        if (__cudaPushCallConfiguration(one, one, 0, NULL) != 0)
            return (void *)1;
    return NULL;
}

static void __cudaPushCallConfiguration_thread_exit_frees(void **state)
{
    (void)state;
    for (int n = 0; n < 4; n++) {
        pthread_t th;
        void *ret = (void *)2;
        assert_int_equal(pthread_create(&th, NULL, push_and_exit, NULL), 0);
        assert_int_equal(pthread_join(th, &ret), 0);
        assert_null(ret);
    }
}

struct thread_pop {
    cudaError_t empty_pop;
    cudaError_t own_pop;
    unsigned own_grid;
};

static void *pop_in_thread(void *arg)
{
    struct thread_pop *r = arg;
    dim3 g, b;
    size_t shmem;
    cudaStream_t s;
    r->empty_pop = __cudaPopCallConfiguration(&g, &b, &shmem, &s);
    __cudaPushCallConfiguration((dim3){77, 1, 1}, one, 0, NULL);
    r->own_pop = __cudaPopCallConfiguration(&g, &b, &shmem, &s);
    r->own_grid = g.x;
    return NULL;
}

static void __cudaPushCallConfiguration_per_thread(void **state)
{
    (void)state;
    assert_int_equal(__cudaPushCallConfiguration((dim3){5, 1, 1}, one, 0, NULL), 0);
    struct thread_pop r;
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, pop_in_thread, &r), 0);
    assert_int_equal(pthread_join(t, NULL), 0);
    assert_cuda(cudaErrorMissingConfiguration, r.empty_pop); /* not this thread's push */
    assert_cuda(cudaSuccess, r.own_pop);
    assert_int_equal(r.own_grid, 77);
    dim3 g, b;
    size_t shmem;
    cudaStream_t s;
    pop(&g, &b, &shmem, &s);
    assert_int_equal(g.x, 5);
}

/* -- launch ----------------------------------------------------------------------------------- */

static void __cudaLaunchKernel_passes_configuration(void **state)
{
    (void)state;
    int a = 1;
    float b = 2.0f;
    void *args[] = {&a, &b};
    cudaKernel_t k = (cudaKernel_t)0x7000;
    assert_cuda(cudaSuccess, __cudaLaunchKernel(k, (dim3){3, 4, 5}, (dim3){32, 2, 1}, args, 1024,
                                                (cudaStream_t)0x5100));
    assert_calls("cuLaunchKernel", 1);
    assert_calls("cuLaunchKernel_ptsz", 0);
    const struct fake_launch *l = fake_last_launch();
    assert_false(l->ptds);
    assert_false(l->ex);
    assert_ptr_equal(l->f, (CUfunction)k);
    assert_int_equal(l->grid[0], 3);
    assert_int_equal(l->grid[1], 4);
    assert_int_equal(l->grid[2], 5);
    assert_int_equal(l->block[0], 32);
    assert_int_equal(l->block[1], 2);
    assert_int_equal(l->block[2], 1);
    assert_int_equal(l->shmem, 1024);
    assert_ptr_equal(l->stream, (CUstream)0x5100);
    assert_ptr_equal(l->params, args);
    assert_null(l->extra);
    /* In the device's primary context. */
    assert_ptr_equal(l->ctx, fake_primary_context(0));
    assert_cuda(cudaSuccess, cudaGetLastError());
}

static void __cudaLaunchKernel_ptsz_uses_twin(void **state)
{
    (void)state;
    assert_cuda(cudaSuccess,
                __cudaLaunchKernel_ptsz((cudaKernel_t)0x7000, (dim3){2, 1, 1}, one, NULL, 0, NULL));
    assert_calls("cuLaunchKernel_ptsz", 1);
    assert_calls("cuLaunchKernel", 0);
    assert_true(fake_last_launch()->ptds);
    assert_int_equal(fake_last_launch()->grid[0], 2);
}

static void cudaLaunchKernel_ptsz_uses_twin(void **state)
{
    (void)state;
    void *args[] = {NULL};
    assert_cuda(cudaSuccess,
                cudaLaunchKernel_ptsz((const void *)0x7100, (dim3){6, 1, 1}, (dim3){64, 1, 1}, args,
                                      8, (cudaStream_t)0x5200));
    assert_calls("cuLaunchKernel_ptsz", 1);
    assert_calls("cuLaunchKernel", 0);
    const struct fake_launch *l = fake_last_launch();
    assert_true(l->ptds);
    assert_ptr_equal(l->f, (CUfunction)0x7100); /* not a registered stub: taken as a kernel */
    assert_int_equal(l->block[0], 64);
    assert_int_equal(l->shmem, 8);
    assert_ptr_equal(l->stream, (CUstream)0x5200);
    assert_ptr_equal(l->params, args);
}

/* The sequence nvcc generates for kernel<<<g, b, shmem, s>>>(args). */
static void __cudaLaunchKernel_after_pop(void **state)
{
    (void)state;
    assert_int_equal(__cudaPushCallConfiguration((dim3){8, 8, 1}, (dim3){16, 16, 1}, 256,
                                                 (struct CUstream_st *)0x5300),
                     0);
    dim3 g, b;
    size_t shmem;
    cudaStream_t s;
    pop(&g, &b, &shmem, &s);
    assert_cuda(cudaSuccess, __cudaLaunchKernel((cudaKernel_t)0x7000, g, b, NULL, shmem, s));
    const struct fake_launch *l = fake_last_launch();
    assert_int_equal(l->grid[0], 8);
    assert_int_equal(l->grid[1], 8);
    assert_int_equal(l->block[0], 16);
    assert_int_equal(l->block[1], 16);
    assert_int_equal(l->shmem, 256);
    assert_ptr_equal(l->stream, (CUstream)0x5300);
}

static void __cudaLaunchKernel_null_kernel(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidDeviceFunction, __cudaLaunchKernel(NULL, one, one, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaLaunchKernel(NULL, one, one, NULL, 0, NULL));
    assert_calls("cuLaunchKernel", 0);
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
}

/* An empty grid or block is the driver's to reject, and the runtime reports what the driver
 * says (cudaErrorInvalidValue, as NVIDIA's runtime was seen to do). */
static void __cudaLaunchKernel_zero_dimension(void **state)
{
    (void)state;
    const dim3 grids[] = {{0, 1, 1}, {1, 0, 1}, {1, 1, 0}, {1, 1, 1}, {1, 1, 1}, {1, 1, 1}};
    const dim3 blocks[] = {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}, {0, 1, 1}, {1, 0, 1}, {1, 1, 0}};
    for (size_t i = 0; i < 6; i++) {
        fake_log_clear();
        assert_cuda(cudaErrorInvalidValue,
                    __cudaLaunchKernel((cudaKernel_t)0x7000, grids[i], blocks[i], NULL, 0, NULL));
        assert_calls("cuLaunchKernel", 1);
        assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    }
    assert_int_equal(fake_launches(), 0);
}

static void __cudaLaunchKernel_block_too_large(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue,
                __cudaLaunchKernel((cudaKernel_t)0x7000, one, (dim3){1025, 1, 1}, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue,
                __cudaLaunchKernel((cudaKernel_t)0x7000, one, (dim3){32, 32, 2}, NULL, 0, NULL));
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_int_equal(fake_launches(), 0);
}

/* Driver failures of a launch come back as their runtime codes and are recorded. */
static void __cudaLaunchKernel_driver_errors(void **state)
{
    (void)state;
    static const struct {
        CUresult r;
        cudaError_t e;
    } cases[] = {
        {CUDA_ERROR_INVALID_VALUE, cudaErrorInvalidValue},
        {CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, cudaErrorLaunchOutOfResources},
        {CUDA_ERROR_INVALID_HANDLE, cudaErrorInvalidResourceHandle},
        {CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, cudaErrorCooperativeLaunchTooLarge},
        {CUDA_ERROR_INVALID_CONTEXT, cudaErrorDeviceUninitialized},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        fake_fail_next("cuLaunchKernel", cases[i].r);
        assert_cuda(cases[i].e, __cudaLaunchKernel((cudaKernel_t)0x7000, one, one, NULL, 0, NULL));
        assert_cuda(cases[i].e, cudaGetLastError());
    }
}

/* A dynamic shared memory size that does not fit the driver's 32-bit parameter goes cut to 32
 * bits, as NVIDIA's runtime passes it (read from its library). */
static void __cudaLaunchKernel_shared_memory_over_32_bits(void **state)
{
    (void)state;
    size_t shmem = ((size_t)1 << 32) + 16;
    assert_cuda(cudaSuccess, __cudaLaunchKernel((cudaKernel_t)0x7000, one, one, NULL, shmem, NULL));
    assert_int_equal(fake_launches(), 1);
}

/* -- extensible launch ------------------------------------------------------------------------ */

static void cudaLaunchKernelExC_passes_config(void **state)
{
    (void)state;
    cudaLaunchAttribute attrs[1] = {{0}};
    attrs[0].id = cudaLaunchAttributeClusterDimension;
    attrs[0].val.clusterDim.x = 2;
    attrs[0].val.clusterDim.y = 1;
    attrs[0].val.clusterDim.z = 1;
    cudaLaunchConfig_t config = {
        .gridDim = {4, 2, 1},
        .blockDim = {128, 1, 1},
        .dynamicSmemBytes = 512,
        .stream = (cudaStream_t)0x5400,
        .attrs = attrs,
        .numAttrs = 1,
    };
    void *args[] = {NULL};
    assert_cuda(cudaSuccess, cudaLaunchKernelExC(&config, (const void *)0x7200, args));
    assert_calls("cuLaunchKernelEx", 1);
    const struct fake_launch *l = fake_last_launch();
    assert_true(l->ex);
    assert_false(l->ptds);
    assert_ptr_equal(l->f, (CUfunction)0x7200);
    assert_int_equal(l->grid[0], 4);
    assert_int_equal(l->grid[1], 2);
    assert_int_equal(l->block[0], 128);
    assert_int_equal(l->shmem, 512);
    assert_ptr_equal(l->stream, (CUstream)0x5400);
    assert_ptr_equal(l->params, args);
    assert_int_equal(l->num_attrs, 1);
    /* Same layout: the attributes are passed as they are. */
    assert_ptr_equal(l->attrs, (CUlaunchAttribute *)attrs);
    assert_int_equal(l->attrs[0].id, CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION);
    assert_int_equal(l->attrs[0].value.clusterDim.x, 2);

    assert_cuda(cudaSuccess, cudaLaunchKernelExC_ptsz(&config, (const void *)0x7200, args));
    assert_calls("cuLaunchKernelEx_ptsz", 1);
    assert_true(fake_last_launch()->ptds);
}

static void cudaLaunchKernelExC_bad_config(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaLaunchKernelExC(NULL, (const void *)0x7200, NULL));
    cudaLaunchConfig_t config = {.gridDim = {1, 1, 1}, .blockDim = {1, 1, 1}, .numAttrs = 1};
    assert_cuda(cudaErrorInvalidValue, cudaLaunchKernelExC(&config, (const void *)0x7200, NULL));
    assert_calls("cuLaunchKernelEx", 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}

/* -- function attributes ---------------------------------------------------------------------- */

/* The fake reports attribute a as 1000 + a: each field must hold its own attribute. */
static void cudaFuncGetAttributes_maps_every_field(void **state)
{
    (void)state;
    struct cudaFuncAttributes a;
    memset(&a, 0xab, sizeof(a));
    CUkernel k = fake_kernel_handle(NULL, "attr_kernel");
    assert_cuda(cudaSuccess, cudaFuncGetAttributes(&a, (const void *)k));
#define V(cu) (1000 + (int)(cu))
    assert_int_equal(a.sharedSizeBytes, V(CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES));
    assert_int_equal(a.constSizeBytes, V(CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES));
    assert_int_equal(a.localSizeBytes, V(CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES));
    assert_int_equal(a.maxThreadsPerBlock, V(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK));
    assert_int_equal(a.numRegs, V(CU_FUNC_ATTRIBUTE_NUM_REGS));
    assert_int_equal(a.ptxVersion, V(CU_FUNC_ATTRIBUTE_PTX_VERSION));
    assert_int_equal(a.binaryVersion, V(CU_FUNC_ATTRIBUTE_BINARY_VERSION));
    assert_int_equal(a.cacheModeCA, V(CU_FUNC_ATTRIBUTE_CACHE_MODE_CA));
    assert_int_equal(a.maxDynamicSharedSizeBytes,
                     V(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES));
    assert_int_equal(a.preferredShmemCarveout,
                     V(CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT));
    assert_int_equal(a.clusterDimMustBeSet, V(CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET));
    assert_int_equal(a.requiredClusterWidth, V(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH));
    assert_int_equal(a.requiredClusterHeight, V(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT));
    assert_int_equal(a.requiredClusterDepth, V(CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH));
    assert_int_equal(a.clusterSchedulingPolicyPreference,
                     V(CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE));
    assert_int_equal(a.nonPortableClusterSizeAllowed,
                     V(CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED));
#undef V
    assert_calls("cuKernelGetFunction", 1);
    /* 13.3's deviceNodeUpdateStatus (the first reserved word) is 0 from a 13.0 driver, which
     * cannot say; the rest of the reserved tail stays as the caller had it. */
    const struct ocr13x_func_attributes *a13 = (const void *)&a;
    assert_int_equal(a13->deviceNodeUpdateStatus, 0);
    assert_int_equal(a13->reserved1, (int)0xabababab);
    for (size_t i = 0; i < sizeof(a13->reserved) / sizeof(a13->reserved[0]); i++)
        assert_int_equal(a13->reserved[i], (int)0xabababab);
    /* a 13.3 driver's answer */
    fake_config.driver_version = 13030;
    memset(&a, 0xab, sizeof(a));
    assert_cuda(cudaSuccess, cudaFuncGetAttributes(&a, (const void *)k));
    assert_int_equal(a13->deviceNodeUpdateStatus, 1016);
    assert_int_equal(a13->reserved1, (int)0xabababab);
}

static void cudaFuncGetAttributes_bad_arguments(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaFuncGetAttributes(NULL, (const void *)0x7000));
    struct cudaFuncAttributes a;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaFuncGetAttributes(&a, NULL));
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetLastError());
    /* A pointer that is neither a stub nor a kernel: the driver's answer, as NVIDIA's runtime
     * reports it. */
    assert_cuda(cudaErrorInvalidResourceHandle, cudaFuncGetAttributes(&a, (const void *)0x7000));
    assert_cuda(cudaErrorInvalidResourceHandle, cudaGetLastError());
}

static void cudaFuncGetAttributes_driver_failure(void **state)
{
    (void)state;
    struct cudaFuncAttributes a;
    memset(&a, 0x5a, sizeof a);
    CUkernel k = fake_kernel_handle(NULL, "attr_kernel");
    fake_fail_nth_of("cuFuncGetAttribute", 5, CUDA_ERROR_INVALID_VALUE);
    assert_cuda(cudaErrorInvalidValue, cudaFuncGetAttributes(&a, (const void *)k));
    /* Cleared once the function was known, as NVIDIA's runtime clears them; the reserved words
     * are left alone. */
    assert_int_equal(a.numRegs, 0);
    assert_int_equal(a.nonPortableClusterSizeAllowed, 0);
    assert_int_equal(a.reserved[0], 0x5a5a5a5a);
}

/* -- host functions --------------------------------------------------------------------------- */

static void host_fn(void *data)
{
    (void)data;
}

static void cudaLaunchHostFunc_null_function(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaLaunchHostFunc(NULL, NULL, NULL));
    assert_calls("cuLaunchHostFunc", 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    assert_cuda(cudaSuccess, cudaLaunchHostFunc(NULL, host_fn, NULL));
    assert_calls("cuLaunchHostFunc", 1);
    assert_cuda(cudaSuccess, cudaLaunchHostFunc_ptsz(NULL, host_fn, NULL));
    assert_calls("cuLaunchHostFunc_ptsz", 1);
}

static char not_a_stub;

static void cudaGetFuncBySymbol_registered_stubs_only(void **state)
{
    (void)state;
    cudaFunction_t f = NULL;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetFuncBySymbol(&f, &not_a_stub));
    assert_null(f);
    assert_calls("cuKernelGetFunction", 0);
    /* The function is looked up before the output (NVIDIA's order, seen on the GPU). */
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetFuncBySymbol(NULL, &not_a_stub));
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetFuncBySymbol(NULL, NULL));
    /* cudaGetKernel, too, takes registered stubs only. */
    cudaKernel_t k = (cudaKernel_t)0x1;
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetKernel(&k, &not_a_stub));
    assert_cuda(cudaErrorInvalidDeviceFunction, cudaGetKernel(&k, NULL));
    assert_ptr_equal(k, (cudaKernel_t)0x1);
    assert_cuda(cudaErrorInvalidValue, cudaGetKernel(NULL, &not_a_stub));
    /* The occupancy calls: a NULL function first, then the driver judges the rest. */
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaOccupancyMaxActiveBlocksPerMultiprocessor(NULL, NULL, 0, 0));
    size_t smem = 0;
    assert_cuda(cudaErrorInvalidDeviceFunction,
                cudaOccupancyAvailableDynamicSMemPerBlock(&smem, NULL, 1, 32));
    assert_calls("cuKernelGetFunction", 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(__cudaPushCallConfiguration_lifo, unit_reset),
        cmocka_unit_test_setup(__cudaPopCallConfiguration_empty, unit_reset),
        cmocka_unit_test_setup(__cudaPushCallConfiguration_deep, unit_reset),
        cmocka_unit_test_setup(__cudaPushCallConfiguration_stale_entries_below, unit_reset),
        cmocka_unit_test_setup(__cudaPushCallConfiguration_thread_exit_frees, unit_reset),
        cmocka_unit_test_setup(__cudaPushCallConfiguration_per_thread, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_passes_configuration, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_ptsz_uses_twin, unit_reset),
        cmocka_unit_test_setup(cudaLaunchKernel_ptsz_uses_twin, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_after_pop, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_null_kernel, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_zero_dimension, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_block_too_large, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_driver_errors, unit_reset),
        cmocka_unit_test_setup(__cudaLaunchKernel_shared_memory_over_32_bits, unit_reset),
        cmocka_unit_test_setup(cudaLaunchKernelExC_passes_config, unit_reset),
        cmocka_unit_test_setup(cudaLaunchKernelExC_bad_config, unit_reset),
        cmocka_unit_test_setup(cudaFuncGetAttributes_maps_every_field, unit_reset),
        cmocka_unit_test_setup(cudaFuncGetAttributes_bad_arguments, unit_reset),
        cmocka_unit_test_setup(cudaFuncGetAttributes_driver_failure, unit_reset),
        cmocka_unit_test_setup(cudaLaunchHostFunc_null_function, unit_reset),
        cmocka_unit_test_setup(cudaGetFuncBySymbol_registered_stubs_only, unit_reset),
    };
    return cmocka_run_group_tests(tests, group_setup, NULL);
}
