/*
 * configstack: the <<<>>> launch-configuration stack. nvcc's code pushes a launch's
 * configuration (__cudaPushCallConfiguration) before it evaluates the kernel's arguments, and the
 * kernel's stub pops it (__cudaPopCallConfiguration) before launching: an argument expression
 * that throws leaves one entry behind. The first part needs no driver (the stack is thread
 * state), so it runs in CI under both libraries too: launches after many stale entries (pops are
 * counted by interposing __cudaPopCallConfiguration, each popped configuration is printed),
 * 100000 nested pushes popped in LIFO order, what a pop answers once the stack is empty, and
 * stale entries of one thread seen from another. The second part (GPU) launches after stale
 * entries and reads back, from the kernels, the configuration each one ran with.
 */
#include "common.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdexcept>

extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem,
                                                struct CUstream_st *stream);

/* Every pop the stubs make goes through here first (the executable's definition interposes the
 * library's), then to the runtime that is loaded. */
typedef cudaError_t (*pop_fn)(dim3 *, dim3 *, size_t *, void *);
static int pops_seen;
static dim3 last_grid, last_block;
static size_t last_shmem;

extern "C" cudaError_t __cudaPopCallConfiguration(dim3 *gridDim, dim3 *blockDim,
                                                  size_t *sharedMem, void *stream)
{
    static pop_fn next;
    if (next == NULL)
        next = (pop_fn)dlsym(RTLD_NEXT, "__cudaPopCallConfiguration");
    cudaError_t e = next(gridDim, blockDim, sharedMem, stream);
    if (e == cudaSuccess) {
        pops_seen++;
        last_grid = *gridDim;
        last_block = *blockDim;
        last_shmem = *sharedMem;
    }
    return e;
}

__global__ void k_where(int slot, int *out)
{
    if (threadIdx.x == 0 && threadIdx.y == 0 && blockIdx.x == 0 && blockIdx.y == 0 && out)
        out[slot] = (int)(gridDim.x * 1000 + blockDim.x);
}

static int arg(bool fail)
{
    if (fail)
        throw std::runtime_error("argument");
    return 1;
}

static int *g_out; /* device buffer in the GPU part, NULL before */

/* One <<<>>> launch whose argument expression throws: the configuration stays pushed. */
static int throwing_launches(int n)
{
    int caught = 0;
    for (int i = 0; i < n; i++) {
        try {
            k_where<<<100 + i, 1>>>(arg(true), g_out);
        } catch (const std::exception &) {
            caught++;
        }
    }
    return caught;
}

/* n ordinary launches, each with its own configuration; prints what each stub popped. */
static void counted_launches(int n, int base)
{
    for (int i = 0; i < n; i++) {
        int before = pops_seen;
        k_where<<<dim3(base + i, 1, 1), dim3(i + 1, 1, 1), 16 * i>>>(i, g_out);
        cudaError_t e = cudaGetLastError();
        printf("launch %d: popped=%d grid=%u block=%u shmem=%zu -> %s\n", i, pops_seen - before,
               pops_seen > before ? last_grid.x : 0, pops_seen > before ? last_block.x : 0,
               pops_seen > before ? last_shmem : 0, ename(e));
    }
}

/* Pops straight from the stack until it is empty; prints each entry's grid and the final answer. */
static int drain(int limit)
{
    int n = 0;
    for (; n < limit; n++) {
        dim3 g, b;
        size_t sh;
        cudaStream_t st;
        cudaError_t e = __cudaPopCallConfiguration(&g, &b, &sh, &st);
        if (e != cudaSuccess) {
            printf("pop %d -> %s\n", n, ename(e));
            LASTERR();
            break;
        }
        printf("pop %d: grid=%u block=%u\n", n, g.x, b.x);
    }
    return n;
}

static void *other_thread(void *unused)
{
    (void)unused;
    /* The main thread's stale entries are its own: this thread's stack is empty. */
    dim3 g, b;
    size_t sh;
    cudaStream_t st;
    cudaError_t e = __cudaPopCallConfiguration(&g, &b, &sh, &st);
    printf("other thread: pop -> %s\n", ename(e));
    printf("other thread: push -> %u\n", __cudaPushCallConfiguration(dim3(7), dim3(8), 0, 0));
    e = __cudaPopCallConfiguration(&g, &b, &sh, &st);
    printf("other thread: pop -> %s grid=%u block=%u\n", ename(e), g.x, b.x);
    return NULL;
}

static void stack_without_driver(void)
{
    SECTION("stale entries from throwing argument expressions");
    int caught = throwing_launches(20);
    SHOW("caught=%d pops=%d", caught, pops_seen);
    CHECK(caught == 20);
    counted_launches(10, 1);
    CHECK(pops_seen == 10);

    SECTION("another thread");
    pthread_t th;
    pthread_create(&th, NULL, other_thread, NULL);
    pthread_join(th, NULL);

    SECTION("100000 nested pushes, popped in LIFO order");
    int refused = 0, misordered = 0;
    for (int i = 0; i < 100000; i++)
        refused += __cudaPushCallConfiguration(dim3(i + 1), dim3(1 + i % 1024), (size_t)i, 0) != 0;
    for (int i = 99999; i >= 0; i--) {
        dim3 g, b;
        size_t sh;
        cudaStream_t st;
        cudaError_t e = __cudaPopCallConfiguration(&g, &b, &sh, &st);
        if (e != cudaSuccess || g.x != (unsigned)(i + 1) || b.x != (unsigned)(1 + i % 1024) ||
            sh != (size_t)i)
            misordered++;
    }
    SHOW("refused=%d misordered=%d", refused, misordered);
    CHECK(refused == 0);
    CHECK(misordered == 0);

    SECTION("the stale entries are still there, under everything else");
    int left = drain(64);
    SHOW("stale entries=%d", left);
    CHECK(left == 20);
}

static void stack_on_gpu(void)
{
    SECTION("launches after stale entries run with their own configuration");
    CALL(cudaMalloc(&g_out, 64 * sizeof(int)));
    CALL(cudaMemset(g_out, 0, 64 * sizeof(int)));
    int caught = throwing_launches(20);
    SHOW("caught=%d", caught);
    counted_launches(10, 2);
    CALL(cudaDeviceSynchronize());
    int host[64];
    CALL(cudaMemcpy(host, g_out, sizeof host, cudaMemcpyDeviceToHost));
    int right = 0;
    for (int i = 0; i < 10; i++) {
        SHOW("slot %d ran with grid*1000+block=%d", i, host[i]);
        right += host[i] == (2 + i) * 1000 + (i + 1);
    }
    CHECK(right == 10);
    SHOW("stale entries=%d", drain(64));
    CALL(cudaFree(g_out));
    g_out = NULL;
}

int main()
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    stack_without_driver();
    START();
    stack_on_gpu();
    return FINISH();
}
