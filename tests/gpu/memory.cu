/*
 * memory: cudaMalloc/cudaFree (zero, huge, double free, host pointers, NULL), pinned host memory
 * (cudaMallocHost, cudaHostAlloc and its flags, cudaFreeHost, cudaHostGetDevicePointer,
 * cudaHostGetFlags), a little managed memory, cudaHostRegister/Unregister, cudaMemcpy of every
 * kind incl. zero bytes, cudaMemset, cudaMemGetInfo and cudaPointerGetAttributes.
 * Copies and memsets on freed or NULL pointers are in hazards.cu.
 */
#include "common.h"

#include <sys/mman.h>

__global__ void k_inc(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += 1;
}

static int all_equal(const int *p, int n, int v)
{
    for (int i = 0; i < n; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

static void show_ptr(const char *what, const void *p)
{
    cudaPointerAttributes a;
    memset(&a, 0, sizeof a);
    cudaError_t e = cudaPointerGetAttributes(&a, p);
    printf("cudaPointerGetAttributes(%s) -> %s type=%d device=%d dev=%s host=%s\n", what,
           ename(e), (int)a.type, a.device, a.devicePointer ? "non-null" : "null",
           a.hostPointer ? "non-null" : "null");
    if (e != cudaSuccess)
        LASTERR();
}

static void device_alloc(void)
{
    SECTION("cudaMalloc/cudaFree");
    void *p = (void *)0x1;
    CALL(cudaMalloc(&p, 0));
    SHOW("p %s", p == NULL ? "null" : "non-null");
    CALL(cudaFree(p));
    CALL(cudaMalloc(NULL, 16));
    p = NULL;
    CALL(cudaMalloc(&p, (size_t)1 << 50));
    SHOW("p %s", p == NULL ? "null" : "non-null");
    CALL(cudaMalloc(&p, (size_t)-1));
    CALL(cudaMalloc(&p, ((size_t)1 << 62) + 1));
    CALL(cudaFree(NULL));
    CALL(cudaFree(0));

    int *d = NULL;
    CALL(cudaMalloc((void **)&d, 1000 * sizeof(int)));
    SHOW("aligned256=%d", ((uintptr_t)d & 255) == 0);
    show_ptr("device", d);
    show_ptr("device+1", d + 1);
    CALL(cudaFree(d + 1));
    CALL(cudaFree(d));
    CALL(cudaFree(d));
    int stack_int = 0;
    CALL(cudaFree(&stack_int));
    int *heap = (int *)malloc(64);
    CALL(cudaFree(heap));
    show_ptr("heap", heap);
    show_ptr("NULL", NULL);
    free(heap);
    CALL(cudaPointerGetAttributes(NULL, d));
}

static void pinned(void)
{
    SECTION("pinned host memory");
    int *h = NULL;
    CALL(cudaMallocHost((void **)&h, 4096));
    show_ptr("cudaMallocHost", h);
    unsigned flags = 99;
    CALL(cudaHostGetFlags(&flags, h));
    SHOW("flags=0x%x", flags);
    void *dp = NULL;
    CALL(cudaHostGetDevicePointer(&dp, h, 0));
    SHOW("devptr %s, same as host %d", dp ? "non-null" : "null", dp == (void *)h);
    CALL(cudaHostGetDevicePointer(&dp, h, 1));
    CALL(cudaHostGetDevicePointer(NULL, h, 0));
    CALL(cudaFreeHost(h));
    CALL(cudaFreeHost(h));
    CALL(cudaFreeHost(NULL));
    CALL(cudaMallocHost(NULL, 16));
    void *z = (void *)0x1;
    CALL(cudaMallocHost(&z, 0));
    SHOW("zero-size %s", z == NULL ? "null" : "non-null");
    if (z && z != (void *)0x1)
        CALL(cudaFreeHost(z));
    void *hp = NULL;
    CALL(cudaMallocHost(&hp, (size_t)1 << 50));

    const unsigned fl[] = {cudaHostAllocDefault,
                           cudaHostAllocPortable,
                           cudaHostAllocMapped,
                           cudaHostAllocWriteCombined,
                           cudaHostAllocPortable | cudaHostAllocMapped | cudaHostAllocWriteCombined,
                           0x10,
                           0x80000000u,
                           0xffffffffu};
    for (size_t i = 0; i < sizeof fl / sizeof fl[0]; i++) {
        void *a = NULL;
        printf("cudaHostAlloc(&a, 8192, 0x%x)", fl[i]);
        cudaError_t e = cudaHostAlloc(&a, 8192, fl[i]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess) {
            LASTERR();
            continue;
        }
        flags = 99;
        CALL(cudaHostGetFlags(&flags, a));
        SHOW("flags=0x%x", flags);
        dp = NULL;
        CALL(cudaHostGetDevicePointer(&dp, a, 0));
        if (dp) {
            memset(a, 0, 8192);
            k_inc<<<8, 256>>>((int *)dp, 2048);
            CALL(cudaDeviceSynchronize());
            CHECKT("kernel on mapped host memory", all_equal((int *)a, 2048, 1));
        }
        CALL(cudaFreeHost(a));
    }
    void *a = NULL;
    CALL(cudaHostAlloc(NULL, 16, 0));
    CALL(cudaHostAlloc(&a, 0, 0));
    if (a)
        CALL(cudaFreeHost(a));
    int *dev = NULL;
    CALL(cudaMalloc((void **)&dev, 64));
    CALL(cudaFreeHost(dev));
    CALL(cudaHostGetFlags(&flags, dev));
    CALL(cudaHostGetDevicePointer(&dp, dev, 0));
    CALL(cudaFree(dev));
    int *heap = (int *)malloc(64);
    CALL(cudaFreeHost(heap));
    CALL(cudaHostGetFlags(&flags, heap));
    CALL(cudaHostGetDevicePointer(&dp, heap, 0));
    free(heap);
}

static void managed(void)
{
    SECTION("managed memory");
    int *m = NULL;
    CALL(cudaMallocManaged((void **)&m, 4096, cudaMemAttachGlobal));
    show_ptr("managed", m);
    for (int i = 0; i < 1024; i++)
        m[i] = 41;
    k_inc<<<4, 256>>>(m, 1024);
    CALL(cudaGetLastError());
    CALL(cudaDeviceSynchronize());
    CHECKT("managed memory after kernel", all_equal(m, 1024, 42));
    CALL(cudaFree(m));
    m = NULL;
    CALL(cudaMallocManaged((void **)&m, 4096, cudaMemAttachHost));
    if (m) {
        for (int i = 0; i < 1024; i++)
            m[i] = 1;
        k_inc<<<4, 256>>>(m, 1024);
        CALL(cudaDeviceSynchronize());
        CHECKT("managed (attach host) after kernel", all_equal(m, 1024, 2));
        CALL(cudaFree(m));
    }
    void *p = NULL;
    CALL(cudaMallocManaged(&p, 4096, 0));
    CALL(cudaMallocManaged(&p, 4096, cudaMemAttachSingle));
    CALL(cudaMallocManaged(&p, 4096, 0x8));
    p = (void *)0x1;
    CALL(cudaMallocManaged(&p, 0, cudaMemAttachGlobal));
    SHOW("zero-size %s", p == NULL ? "null" : "non-null");
    CALL(cudaMallocManaged(NULL, 4096, cudaMemAttachGlobal));
}

static void registered(void)
{
    SECTION("cudaHostRegister");
    const size_t sz = 64 * 1024;
    void *buf = mmap(NULL, sz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    void *buf2 = mmap(NULL, sz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (buf == MAP_FAILED || buf2 == MAP_FAILED) {
        printf("mmap failed\n");
        CHECK(0);
        return;
    }
    memset(buf, 0, sz);
    memset(buf2, 0, sz);
    CALL(cudaHostRegister(buf, sz, cudaHostRegisterDefault));
    show_ptr("registered", buf);
    unsigned flags = 99;
    CALL(cudaHostGetFlags(&flags, buf));
    SHOW("flags=0x%x", flags);
    void *dp = NULL;
    CALL(cudaHostGetDevicePointer(&dp, buf, 0));
    if (dp) {
        k_inc<<<64, 256>>>((int *)dp, (int)(sz / sizeof(int)));
        CALL(cudaDeviceSynchronize());
        CHECKT("kernel on registered memory", all_equal((int *)buf, (int)(sz / sizeof(int)), 1));
    }
    CALL(cudaHostRegister(buf, sz, cudaHostRegisterDefault));
    CALL(cudaHostRegister((char *)buf + 4096, 4096, cudaHostRegisterDefault));
    CALL(cudaHostUnregister(buf));
    CALL(cudaHostUnregister(buf));
    CALL(cudaHostUnregister(buf2));
    CALL(cudaHostUnregister(NULL));

    const unsigned fl[] = {cudaHostRegisterPortable,
                           cudaHostRegisterMapped,
                           cudaHostRegisterPortable | cudaHostRegisterMapped,
                           cudaHostRegisterReadOnly,
                           cudaHostRegisterIoMemory,
                           0x40,
                           0xffffffffu};
    for (size_t i = 0; i < sizeof fl / sizeof fl[0]; i++) {
        printf("cudaHostRegister(buf, 64K, 0x%x)", fl[i]);
        cudaError_t e = cudaHostRegister(buf, sz, fl[i]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess) {
            LASTERR();
            continue;
        }
        flags = 99;
        CALL(cudaHostGetFlags(&flags, buf));
        SHOW("flags=0x%x", flags);
        CALL(cudaHostUnregister(buf));
    }
    CALL(cudaHostRegister(NULL, sz, 0));
    CALL(cudaHostRegister(buf, 0, 0));
    CALL(cudaHostRegister((char *)buf + 100, 1000, 0));
    CALL(cudaHostUnregister((char *)buf + 100));
    int *dev = NULL;
    CALL(cudaMalloc((void **)&dev, 4096));
    CALL(cudaHostRegister(dev, 4096, 0));
    CALL(cudaHostUnregister(dev));
    CALL(cudaFree(dev));
    munmap(buf, sz);
    munmap(buf2, sz);
}

static void copies(void)
{
    SECTION("cudaMemcpy kinds");
    const int n = 1024;
    const size_t bytes = n * sizeof(int);
    int *d1 = NULL, *d2 = NULL, *pin = NULL;
    int *a = (int *)malloc(bytes), *b = (int *)malloc(bytes);
    for (int i = 0; i < n; i++) {
        a[i] = i * 3;
        b[i] = 0;
    }
    CALL(cudaMalloc((void **)&d1, bytes));
    CALL(cudaMalloc((void **)&d2, bytes));
    CALL(cudaMallocHost((void **)&pin, bytes));

    CALL(cudaMemcpy(b, a, bytes, cudaMemcpyHostToHost));
    CHECK(memcmp(a, b, bytes) == 0);
    CALL(cudaMemcpy(d1, a, bytes, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy(d2, d1, bytes, cudaMemcpyDeviceToDevice));
    memset(b, 0, bytes);
    CALL(cudaMemcpy(b, d2, bytes, cudaMemcpyDeviceToHost));
    CHECK(memcmp(a, b, bytes) == 0);

    /* cudaMemcpyDefault between each pair. */
    memset(pin, 0, bytes);
    CALL(cudaMemcpy(pin, d1, bytes, cudaMemcpyDefault));
    CHECK(memcmp(a, pin, bytes) == 0);
    CALL(cudaMemset(d2, 0, bytes));
    CALL(cudaMemcpy(d2, pin, bytes, cudaMemcpyDefault));
    memset(b, 0, bytes);
    CALL(cudaMemcpy(b, d2, bytes, cudaMemcpyDefault));
    CHECK(memcmp(a, b, bytes) == 0);
    memset(b, 0, bytes);
    CALL(cudaMemcpy(b, a, bytes, cudaMemcpyDefault));
    CHECK(memcmp(a, b, bytes) == 0);
    CALL(cudaMemcpy(d2, d1, bytes, cudaMemcpyDefault));
    /* Pinned memory with an explicit kind. */
    CALL(cudaMemcpy(d1, pin, bytes, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy(pin, d1, bytes, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(pin, b, bytes, cudaMemcpyHostToHost));

    /* Bad kinds, zero sizes. */
    CALL(cudaMemcpy(d1, a, bytes, (cudaMemcpyKind)5));
    CALL(cudaMemcpy(d1, a, bytes, (cudaMemcpyKind)-1));
    CALL(cudaMemcpy(d1, a, bytes, (cudaMemcpyKind)100));
    CALL(cudaMemcpy(d1, a, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy(b, d1, 0, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy(d2, d1, 0, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpy(NULL, NULL, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy(NULL, NULL, 0, cudaMemcpyDefault));
    CALL(cudaMemcpy(NULL, a, 0, cudaMemcpyHostToHost));
    CALL(cudaMemcpy(d1, a, 0, (cudaMemcpyKind)5));
    memset(b, 0, bytes);
    CALL(cudaMemcpy(b, d1, bytes, cudaMemcpyDeviceToHost));
    CHECK(memcmp(a, b, bytes) == 0);

    /* Async copies with pageable and pinned memory. */
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    CALL(cudaMemcpyAsync(d1, pin, bytes, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpyAsync(b, d1, bytes, cudaMemcpyDeviceToHost, s));
    CALL(cudaMemcpyAsync(d1, a, bytes, cudaMemcpyDefault, s));
    CALL(cudaMemcpyAsync(d1, a, bytes, (cudaMemcpyKind)9, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));

    SECTION("cudaMemset");
    CALL(cudaMemset(d1, 0xab, bytes));
    CALL(cudaMemcpy(b, d1, bytes, cudaMemcpyDeviceToHost));
    CHECK(all_equal(b, n, (int)0xabababab));
    CALL(cudaMemset(d1 + 1, 0x01, 5));
    CALL(cudaMemcpy(b, d1, 16, cudaMemcpyDeviceToHost));
    SHOW("bytes=%08x %08x %08x %08x", (unsigned)b[0], (unsigned)b[1], (unsigned)b[2],
         (unsigned)b[3]);
    CALL(cudaMemset(d1, 0x1ff, 8));
    CALL(cudaMemcpy(b, d1, 8, cudaMemcpyDeviceToHost));
    SHOW("bytes=%08x %08x", (unsigned)b[0], (unsigned)b[1]);
    CALL(cudaMemset(d1, 0, 0));
    CALL(cudaMemset(NULL, 0, 0));
    CALL(cudaMemset(NULL, 0, 16));
    CALL(cudaMemset(pin, 7, 16));
    SHOW("pinned bytes=%08x", (unsigned)pin[0]);
    CALL(cudaMemsetAsync(d1, 0, bytes, 0));
    CALL(cudaDeviceSynchronize());

    SECTION("cudaMemGetInfo");
    size_t fr = 0, tot = 0, fr2 = 0, tot2 = 0;
    CALL(cudaMemGetInfo(&fr, &tot));
    CHECK(fr <= tot);
    cudaDeviceProp prop;
    CALL(cudaGetDeviceProperties(&prop, 0));
    CHECK(tot == prop.totalGlobalMem);
    void *big = NULL;
    CALL(cudaMalloc(&big, 64 << 20));
    CALL(cudaMemGetInfo(&fr2, &tot2));
    /* Other processes may allocate or free meanwhile: only the total is stable. */
    CHECK(tot2 == tot);
    CHECK(fr2 <= tot2);
    CALL(cudaFree(big));

    CALL(cudaFree(d1));
    CALL(cudaFree(d2));
    CALL(cudaFreeHost(pin));
    free(a);
    free(b);
}

int main(void)
{
    START();
    device_alloc();
    pinned();
    managed();
    registered();
    copies();
    LASTERR();
    return FINISH();
}
