/*
 * multigpu2, the pageable staging engine on both devices at once: 64 MiB pageable copies there and
 * back with distinct patterns, a kernel on each device in between, memcmp, then cudaMemcpyAsync on
 * a stream of each device.
 */
#include "multigpu2.h"

/* -- the pageable staging engine on both devices at once ------------------------------------- */

__global__ void k_xor(unsigned *p, unsigned v, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        p[i] ^= v;
}

#define STAGE_BYTES ((size_t)64 << 20)

struct stager {
    int device;
    pthread_barrier_t *start;
    cudaError_t first;
    const char *where;
    int sync_ok[3]; /* each round: there and back equal, the kernel's change seen */
    int async_ok;
};

static void *stager_main(void *arg)
{
    struct stager *w = (struct stager *)arg;
    w->first = cudaSuccess;
    w->where = "";
    unsigned char *a = (unsigned char *)malloc(STAGE_BYTES);
    unsigned char *b = (unsigned char *)malloc(STAGE_BYTES);
    unsigned char *x = (unsigned char *)malloc(STAGE_BYTES);
    unsigned *d = NULL;
    WCALL(w, cudaSetDevice(w->device));
    WCALL(w, cudaMalloc((void **)&d, STAGE_BYTES));
    pthread_barrier_wait(w->start);
    for (int r = 0; r < 3 && a && b && x; r++) {
        unsigned seed = 17u + 10u * (unsigned)r + 100u * (unsigned)w->device;
        for (size_t i = 0; i < STAGE_BYTES; i++)
            a[i] = pattern_byte(i, seed);
        memset(b, 0, STAGE_BYTES);
        WCALL(w, cudaMemcpy(d, a, STAGE_BYTES, cudaMemcpyHostToDevice));
        WCALL(w, cudaMemcpy(b, d, STAGE_BYTES, cudaMemcpyDeviceToHost));
        int same = memcmp(a, b, STAGE_BYTES) == 0;
        /* A change made on the device, different per device and round. */
        unsigned v = 0x01010101u * (unsigned)(w->device * 16 + r + 1);
        k_xor<<<1024, 256>>>(d, v, STAGE_BYTES / sizeof(unsigned));
        WCALL(w, cudaGetLastError());
        WCALL(w, cudaMemcpy(x, d, STAGE_BYTES, cudaMemcpyDeviceToHost));
        const unsigned *aw = (const unsigned *)a, *xw = (const unsigned *)x;
        int changed = 1;
        for (size_t i = 0; i < STAGE_BYTES / sizeof(unsigned); i++)
            changed &= xw[i] == (aw[i] ^ v);
        w->sync_ok[r] = same && changed;
    }
    /* Asynchronous copies on a stream of the device, at an odd offset and size. */
    cudaStream_t s = NULL;
    WCALL(w, cudaStreamCreate(&s));
    if (a && b) {
        for (size_t i = 0; i < STAGE_BYTES; i++)
            a[i] = pattern_byte(i, 77u + (unsigned)w->device);
        memset(b, 0, STAGE_BYTES);
        size_t n = STAGE_BYTES - 3;
        WCALL(w, cudaMemcpyAsync(d, a + 1, n, cudaMemcpyHostToDevice, s));
        WCALL(w, cudaMemcpyAsync(b + 2, d, n, cudaMemcpyDeviceToHost, s));
        WCALL(w, cudaStreamSynchronize(s));
        w->async_ok = memcmp(a + 1, b + 2, n) == 0 && b[0] == 0 && b[1] == 0;
    }
    WCALL(w, cudaStreamDestroy(s));
    WCALL(w, cudaFree(d));
    free(a);
    free(b);
    free(x);
    return NULL;
}

void staging_both(void)
{
    SECTION("pageable copies of 64 MiB on both devices at once");
    pthread_barrier_t start;
    pthread_barrier_init(&start, NULL, 2);
    struct stager w[2];
    memset(w, 0, sizeof w);
    pthread_t t[2];
    for (int i = 0; i < 2; i++) {
        w[i].device = i;
        w[i].start = &start;
        pthread_create(&t[i], NULL, stager_main, &w[i]);
    }
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    pthread_barrier_destroy(&start);
    for (int i = 0; i < 2; i++) {
        printf("  device %d's thread: first failure %s%s%s\n", i, ename(w[i].first),
               w[i].first != cudaSuccess ? " in " : "", w[i].where);
        char text[96];
        for (int r = 0; r < 3; r++) {
            snprintf(text, sizeof text, "device %d round %d: there and back, kernel's change", i,
                     r);
            CHECKT(text, w[i].sync_ok[r]);
        }
        snprintf(text, sizeof text, "device %d: cudaMemcpyAsync on its stream", i);
        CHECKT(text, w[i].async_ok);
    }
    LASTERR();
}
