/*
 * multigpu2: what gpu_multigpu leaves out, on two devices:
 *   - cudaMemcpy3DPeer and cudaMemcpy3DPeerAsync of a pitched box from device 0 to device 1
 *     (data checked byte by byte, outside the box too), with streams of either device, and their
 *     answers to bad arguments (NULL, device ordinals, empty extents, a side without memory,
 *     pitches); the cases that may fault or hang (a box past the end of the allocation, pointers
 *     named with the device that does not own them, host memory on either side: the peer form has
 *     no kind to forbid it) each in a child process;
 *   - two host threads working at once, one on each device (kernels and asynchronous copies, a
 *     fixed count, data checked), with cudaSetDevice(1) + cudaDeviceReset() in the main thread once
 *     device 1's thread has finished, while device 0's thread keeps working across the reset;
 *   - IPC between two processes on different devices: memory and an event of device 0 opened by a
 *     child on device 1, which copies the memory into its own device-1 buffer and checks it (the
 *     child's answers come back through a pipe and are printed here);
 *   - the pageable staging engine on both devices at once: 64 MiB pageable copies there and back
 *     with distinct patterns, a kernel on each device in between, memcmp, then cudaMemcpyAsync on a
 *     stream of each device.
 * Children are this program again, started with fork + exec (the parent has initialised CUDA, so
 * a child must not use it without exec), with the name of their case as the first argument.
 * Needs two devices: with fewer it says so and exits with status 3 (the runner reports SKIP).
 */
#include "common.h"

#include <pthread.h>

/* -- helpers ------------------------------------------------------------------------------- */

__global__ void k_add(unsigned *p, unsigned v, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n)
        p[i] += v;
}

__global__ void k_xor(unsigned *p, unsigned v, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        p[i] ^= v;
}

static unsigned char pattern_byte(size_t i, unsigned seed)
{
    return (unsigned char)((i * 131u + (i >> 9) * 7u + seed * 29u + 1u) & 0xff);
}

/* Starts this program again as `mode`, with the pipe ends as arguments; returns the pid. */
static pid_t spawn_self(const char *mode, int rfd, int wfd)
{
    char exe[4096], r[16], w[16];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return -1;
    exe[n] = 0;
    snprintf(r, sizeof r, "%d", rfd);
    snprintf(w, sizeof w, "%d", wfd);
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        execl(exe, exe, mode, r, w, (char *)NULL);
        _exit(127);
    }
    return pid;
}

/* How a child ended, as ocr_isolated says it. */
static int child_status(const char *name, pid_t pid)
{
    int st = 0;
    if (pid < 0 || waitpid(pid, &st, 0) < 0) {
        printf("-- case %s: fork failed\n", name);
        ocr_checks_failed++;
        return -1;
    }
    if (WIFEXITED(st)) {
        printf("-- case %s: exit %d\n", name, WEXITSTATUS(st));
        if (WEXITSTATUS(st) == 1)
            ocr_checks_failed++;
        return WEXITSTATUS(st);
    }
    printf("-- case %s: signal %d\n", name, WIFSIGNALED(st) ? WTERMSIG(st) : -1);
    return -1;
}

/* A child that prints its own transcript (on the inherited stdout) and exits. */
static void isolated_self(const char *mode)
{
    pid_t pid = spawn_self(mode, -1, -1);
    child_status(mode, pid);
}

/* A box of `w` x `h` x `d` bytes in host memory laid out with `pitch` and `ysize`. */
static void fill_box(unsigned char *h, size_t pitch, size_t ysize, size_t w, size_t hgt, size_t d,
                     unsigned seed)
{
    for (size_t z = 0; z < d; z++)
        for (size_t y = 0; y < hgt; y++)
            for (size_t x = 0; x < w; x++) {
                size_t i = (z * ysize + y) * pitch + x;
                h[i] = pattern_byte(i, seed);
            }
}

/* -- cudaMemcpy3DPeer ---------------------------------------------------------------------- */

/* Source: 100 x 7 x 5 bytes on device 0; destination: 160 x 9 x 6 bytes on device 1. */
#define SW 100
#define SH 7
#define SD 5
#define DW 160
#define DH 9
#define DD 6

static void upload(cudaPitchedPtr p, const unsigned char *h, size_t w, size_t hgt, size_t d)
{
    cudaMemcpy3DParms c;
    memset(&c, 0, sizeof c);
    c.srcPtr = make_cudaPitchedPtr((void *)h, w, w, hgt);
    c.dstPtr = p;
    c.extent = make_cudaExtent(w, hgt, d);
    c.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&c));
}

static void download(unsigned char *h, cudaPitchedPtr p, size_t w, size_t hgt, size_t d)
{
    cudaMemcpy3DParms c;
    memset(&c, 0, sizeof c);
    c.srcPtr = p;
    c.dstPtr = make_cudaPitchedPtr(h, w, w, hgt);
    c.extent = make_cudaExtent(w, hgt, d);
    c.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&c));
}

/* The destination (DW x DH x DD, read back densely) holds the source box (at sp, of SW x SH)
 * at dp, and `fill` elsewhere. */
static int box_landed(const unsigned char *dst, const unsigned char *src, cudaPos sp, cudaPos dp,
                      cudaExtent e, unsigned char fill)
{
    for (size_t z = 0; z < DD; z++)
        for (size_t y = 0; y < DH; y++)
            for (size_t x = 0; x < DW; x++) {
                unsigned char want = fill;
                if (x >= dp.x && x < dp.x + e.width && y >= dp.y && y < dp.y + e.height &&
                    z >= dp.z && z < dp.z + e.depth) {
                    size_t sx = x - dp.x + sp.x, sy = y - dp.y + sp.y, sz = z - dp.z + sp.z;
                    want = src[(sz * SH + sy) * SW + sx];
                }
                if (dst[(z * DH + y) * DW + x] != want)
                    return 0;
            }
    return 1;
}

static void peer3d(void)
{
    SECTION("cudaMemcpy3DPeer from device 0 to device 1");
    unsigned char *hs = (unsigned char *)malloc(SW * SH * SD);
    unsigned char *hd = (unsigned char *)malloc(DW * DH * DD);
    fill_box(hs, SW, SH, SW, SH, SD, 3);
    cudaPitchedPtr p0, p1;
    memset(&p0, 0, sizeof p0);
    memset(&p1, 0, sizeof p1);
    CALL(cudaSetDevice(0));
    CALL(cudaMalloc3D(&p0, make_cudaExtent(SW, SH, SD)));
    upload(p0, hs, SW, SH, SD);
    CALL(cudaSetDevice(1));
    CALL(cudaMalloc3D(&p1, make_cudaExtent(DW, DH, DD)));
    CALL(cudaMemset(p1.ptr, 0x77, p1.pitch * DH * DD));
    CALL(cudaDeviceSynchronize());

    cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = p0;
    q.srcDevice = 0;
    q.srcPos = make_cudaPos(3, 1, 1);
    q.dstPtr = p1;
    q.dstDevice = 1;
    q.dstPos = make_cudaPos(5, 2, 0);
    q.extent = make_cudaExtent(64, 5, 3);
    CALL(cudaSetDevice(0));
    CALL(cudaMemcpy3DPeer(&q)); /* current device: the source's */
    CALL(cudaDeviceSynchronize());
    CALL(cudaSetDevice(1));
    memset(hd, 0, DW * DH * DD);
    download(hd, p1, DW, DH, DD);
    CHECKT("3D peer box 0 -> 1 (current device 0)",
           box_landed(hd, hs, q.srcPos, q.dstPos, q.extent, 0x77));

    /* The whole source, into a corner, from device 1 (the destination's) on its stream. */
    CALL(cudaMemset(p1.ptr, 0x77, p1.pitch * DH * DD));
    CALL(cudaDeviceSynchronize());
    cudaStream_t s1 = NULL, s0 = NULL;
    CALL(cudaStreamCreate(&s1));
    q.srcPos = make_cudaPos(0, 0, 0);
    q.dstPos = make_cudaPos(DW - SW, DH - SH, DD - SD);
    q.extent = make_cudaExtent(SW, SH, SD);
    CALL(cudaMemcpy3DPeerAsync(&q, s1));
    CALL(cudaStreamSynchronize(s1));
    memset(hd, 0, DW * DH * DD);
    download(hd, p1, DW, DH, DD);
    CHECKT("3D peer async, whole source, stream of device 1",
           box_landed(hd, hs, q.srcPos, q.dstPos, q.extent, 0x77));

    /* On a stream of device 0 (the source's), called with device 1 current. */
    CALL(cudaSetDevice(0));
    CALL(cudaStreamCreate(&s0));
    CALL(cudaSetDevice(1));
    CALL(cudaMemset(p1.ptr, 0x77, p1.pitch * DH * DD));
    CALL(cudaDeviceSynchronize());
    q.srcPos = make_cudaPos(1, 0, 2);
    q.dstPos = make_cudaPos(0, 3, 1);
    q.extent = make_cudaExtent(SW - 1, 4, 2);
    cudaError_t e = CALL(cudaMemcpy3DPeerAsync(&q, s0));
    CALL(cudaStreamSynchronize(s0));
    memset(hd, 0, DW * DH * DD);
    download(hd, p1, DW, DH, DD);
    CHECKT("3D peer async on a stream of device 0 (if accepted)",
           e != cudaSuccess || box_landed(hd, hs, q.srcPos, q.dstPos, q.extent, 0x77));
    /* The null stream, device 0 current. */
    CALL(cudaMemset(p1.ptr, 0x77, p1.pitch * DH * DD));
    CALL(cudaDeviceSynchronize());
    CALL(cudaSetDevice(0));
    q.srcPos = make_cudaPos(0, 0, 0);
    q.dstPos = make_cudaPos(0, 0, 0);
    q.extent = make_cudaExtent(SW, SH, SD);
    e = CALL(cudaMemcpy3DPeerAsync(&q, 0));
    CALL(cudaDeviceSynchronize());
    CALL(cudaSetDevice(1));
    CALL(cudaDeviceSynchronize());
    memset(hd, 0, DW * DH * DD);
    download(hd, p1, DW, DH, DD);
    CHECKT("3D peer async on the null stream of device 0, the box at the origin (if accepted)",
           e != cudaSuccess || box_landed(hd, hs, q.srcPos, q.dstPos, q.extent, 0x77));

    SECTION("cudaMemcpy3DPeer: bad arguments");
    CALL(cudaSetDevice(0));
    CALL(cudaMemcpy3DPeer(NULL));
    CALL(cudaMemcpy3DPeerAsync(NULL, s1));
    q.extent = make_cudaExtent(16, 2, 2);
    q.srcDevice = 2;
    CALL(cudaMemcpy3DPeer(&q));
    q.srcDevice = -1;
    CALL(cudaMemcpy3DPeerAsync(&q, s0));
    q.srcDevice = 0;
    q.dstDevice = 2;
    CALL(cudaMemcpy3DPeer(&q));
    q.dstDevice = 99;
    CALL(cudaMemcpy3DPeerAsync(&q, s1));
    q.extent = make_cudaExtent(0, 2, 2); /* empty, bad device */
    CALL(cudaMemcpy3DPeer(&q));
    q.dstDevice = 1;
    CALL(cudaMemcpy3DPeer(&q)); /* empty, good devices */
    q.extent = make_cudaExtent(16, 0, 2);
    CALL(cudaMemcpy3DPeerAsync(&q, s1));
    q.extent = make_cudaExtent(16, 2, 2);
    q.srcPtr.ptr = NULL;
    CALL(cudaMemcpy3DPeer(&q)); /* a side without memory */
    q.srcPtr = p0;
    q.dstPtr.ptr = NULL;
    CALL(cudaMemcpy3DPeerAsync(&q, s1));
    q.dstPtr = p1;
    q.srcPtr.pitch = 8; /* pitch below the width, several rows */
    CALL(cudaMemcpy3DPeer(&q));
    q.srcPtr = p0;
    q.dstPtr.ysize = 1; /* ysize below the height, several slices */
    CALL(cudaMemcpy3DPeer(&q));
    q.dstPtr = p1;
    /* And a good one after them, into a destination set afresh. */
    CALL(cudaSetDevice(1));
    CALL(cudaMemset(p1.ptr, 0x77, p1.pitch * DH * DD));
    CALL(cudaDeviceSynchronize());
    q.srcPos = make_cudaPos(7, 2, 1);
    CALL(cudaMemcpy3DPeerAsync(&q, s1));
    CALL(cudaStreamSynchronize(s1));
    memset(hd, 0, DW * DH * DD);
    download(hd, p1, DW, DH, DD);
    CHECKT("a good 3D peer copy after the bad ones",
           box_landed(hd, hs, q.srcPos, q.dstPos, q.extent, 0x77));
    CALL(cudaStreamDestroy(s1));
    CALL(cudaStreamDestroy(s0));
    CALL(cudaFree(p1.ptr));
    CALL(cudaSetDevice(0));
    CALL(cudaFree(p0.ptr));
    LASTERR();
    free(hs);
    free(hd);
}

/* After a case that may have left a sticky error: what each device says now. */
static void healthy(void)
{
    for (int d = 0; d < 2; d++) {
        printf("device %d:\n", d);
        CALL(cudaSetDevice(d));
        CALL(cudaDeviceSynchronize());
    }
    LASTERR();
}

/* A 64 x 4 x 2 box on each device and a copy of device 0's to device 1's, for the cases below
 * to change. */
static cudaMemcpy3DPeerParms two_boxes(void)
{
    cudaPitchedPtr p0, p1;
    memset(&p0, 0, sizeof p0);
    memset(&p1, 0, sizeof p1);
    CALL(cudaSetDevice(0));
    CALL(cudaMalloc3D(&p0, make_cudaExtent(64, 4, 2)));
    CALL(cudaSetDevice(1));
    CALL(cudaMalloc3D(&p1, make_cudaExtent(64, 4, 2)));
    cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = p0;
    q.srcDevice = 0;
    q.dstPtr = p1;
    q.dstDevice = 1;
    q.extent = make_cudaExtent(64, 4, 2);
    return q;
}

/* The cases that may fault: each in a child. */
static void case_3dpeer_past_end(void)
{
    START();
    cudaMemcpy3DPeerParms q = two_boxes();
    q.extent = make_cudaExtent(64, 4, 64); /* 62 slices past both allocations */
    CALL(cudaMemcpy3DPeer(&q));
    q.extent = make_cudaExtent(64, 4, 2);
    q.srcPos = make_cudaPos(0, 0, 1 << 20); /* a position far past the source */
    CALL(cudaMemcpy3DPeer(&q));
    healthy();
}

/* Pointers named with the device that does not own them. */
static void case_3dpeer_wrong_device(void)
{
    START();
    cudaMemcpy3DPeerParms q = two_boxes();
    q.srcDevice = 1; /* the source named as device 1's */
    CALL(cudaMemcpy3DPeer(&q));
    q.srcDevice = 0;
    q.dstDevice = 0; /* the destination named as device 0's */
    CALL(cudaMemcpy3DPeer(&q));
    q.srcDevice = 1;
    CALL(cudaMemcpy3DPeerAsync(&q, 0)); /* both named wrong */
    healthy();
}

static void case_3dpeer_host(void)
{
    START();
    cudaPitchedPtr p1;
    memset(&p1, 0, sizeof p1);
    CALL(cudaSetDevice(1));
    CALL(cudaMalloc3D(&p1, make_cudaExtent(64, 4, 1)));
    CALL(cudaMemset(p1.ptr, 0x5c, p1.pitch * 4));
    CALL(cudaDeviceSynchronize());
    unsigned char *pinned = NULL;
    CALL(cudaMallocHost((void **)&pinned, 64 * 4));
    memset(pinned, 0, 64 * 4);
    cudaMemcpy3DPeerParms q;
    memset(&q, 0, sizeof q);
    q.srcPtr = p1;
    q.srcDevice = 1;
    q.dstPtr = make_cudaPitchedPtr(pinned, 64, 64, 4);
    q.dstDevice = 0;
    q.extent = make_cudaExtent(64, 4, 1);
    CALL(cudaSetDevice(0));
    CALL(cudaMemcpy3DPeer(&q));
    CALL(cudaDeviceSynchronize());
    size_t set = 0;
    for (int i = 0; i < 64 * 4; i++)
        set += pinned[i] == 0x5c;
    SHOW("pinned destination: %zu bytes set", set);
    static unsigned char pageable[64 * 4];
    q.srcPtr = make_cudaPitchedPtr(pageable, 64, 64, 4);
    q.srcDevice = 0;
    q.dstPtr = p1;
    q.dstDevice = 1;
    CALL(cudaMemcpy3DPeer(&q));
    healthy();
}

/* -- two threads, one device each, and a reset of device 1 ------------------------------------ */

#define WORDS 8192
#define ROUNDS 40

struct worker {
    int device;
    unsigned *d;          /* device buffer */
    unsigned *h;          /* pinned host buffer */
    cudaError_t first;    /* first failing call, cudaSuccess if none */
    const char *where;    /* its name */
    int mismatches;       /* rounds whose data was wrong */
    int rounds;           /* rounds done */
    volatile int *hold;   /* while non-zero (and set), keep working */
    volatile int holding; /* set once the fixed rounds are done */
};

#define WCALL(w, expr)                                                                             \
    do {                                                                                           \
        cudaError_t e_ = (expr);                                                                   \
        if (e_ != cudaSuccess && (w)->first == cudaSuccess) {                                      \
            (w)->first = e_;                                                                       \
            (w)->where = #expr;                                                                    \
        }                                                                                          \
    } while (0)

/* One round: add `round` to every word on the device, copy back on the stream, check. */
static void work_round(struct worker *w, cudaStream_t s, unsigned *expect)
{
    unsigned v = (unsigned)(w->rounds + 1) * (w->device ? 3u : 5u);
    k_add<<<WORDS / 256, 256, 0, s>>>(w->d, v, WORDS);
    WCALL(w, cudaGetLastError());
    WCALL(w, cudaMemcpyAsync(w->h, w->d, WORDS * sizeof(unsigned), cudaMemcpyDeviceToHost, s));
    WCALL(w, cudaStreamSynchronize(s));
    *expect += v;
    int bad = 0;
    for (int i = 0; i < WORDS; i++)
        bad |= w->h[i] != *expect + (unsigned)i;
    w->mismatches += bad;
    w->rounds++;
}

static void *worker_main(void *arg)
{
    struct worker *w = (struct worker *)arg;
    w->first = cudaSuccess;
    w->where = "";
    WCALL(w, cudaSetDevice(w->device));
    cudaStream_t s = NULL;
    WCALL(w, cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    WCALL(w, cudaMalloc((void **)&w->d, WORDS * sizeof(unsigned)));
    WCALL(w, cudaMallocHost((void **)&w->h, WORDS * sizeof(unsigned)));
    if (w->first != cudaSuccess)
        return NULL;
    for (int i = 0; i < WORDS; i++)
        w->h[i] = (unsigned)i;
    WCALL(w, cudaMemcpyAsync(w->d, w->h, WORDS * sizeof(unsigned), cudaMemcpyHostToDevice, s));
    unsigned expect = 0;
    for (int r = 0; r < ROUNDS; r++)
        work_round(w, s, &expect);
    w->holding = 1;
    /* Across the other device's reset: as many rounds as it takes (not printed). */
    while (w->hold != NULL && *w->hold)
        work_round(w, s, &expect);
    for (int r = 0; r < ROUNDS; r++)
        work_round(w, s, &expect);
    /* The device buffer keeps its data: main reads it back after the join. */
    w->h[0] = expect;
    WCALL(w, cudaStreamDestroy(s));
    return NULL;
}

static void report_worker(const struct worker *w)
{
    printf("  device %d's thread: first failure %s%s%s\n", w->device, ename(w->first),
           w->first != cudaSuccess ? " in " : "", w->where);
    char text[96];
    snprintf(text, sizeof text, "device %d's thread: every round's data right", w->device);
    CHECKT(text, w->first == cudaSuccess && w->mismatches == 0 && w->rounds >= 2 * ROUNDS);
}

static void threads_and_reset(void)
{
    SECTION("a thread on each device at once; reset of device 1 while device 0 works");
    volatile int hold = 1;
    struct worker w0, w1;
    memset(&w0, 0, sizeof w0);
    memset(&w1, 0, sizeof w1);
    w0.device = 0;
    w0.hold = &hold;
    w1.device = 1;
    pthread_t t0, t1;
    pthread_create(&t0, NULL, worker_main, &w0);
    pthread_create(&t1, NULL, worker_main, &w1);
    pthread_join(t1, NULL);
    report_worker(&w1);
    /* Device 1's thread is done; device 0's is working (it waits for `hold` after its rounds). */
    while (!w0.holding && w0.first == cudaSuccess)
        usleep(1000);
    CALL(cudaSetDevice(1));
    CALL(cudaDeviceReset());
    int d = -1;
    CALL(cudaGetDevice(&d));
    SHOW("main's current device %d", d);
    cudaPointerAttributes a;
    CALL(cudaPointerGetAttributes(&a, w1.d));
    SHOW("device 1's buffer after the reset: type %d", (int)a.type);
    /* Device 1 works again while device 0's thread still does. */
    unsigned *n1 = NULL;
    CALL(cudaMalloc((void **)&n1, WORDS * sizeof(unsigned)));
    CALL(cudaMemset(n1, 0, WORDS * sizeof(unsigned)));
    k_add<<<WORDS / 256, 256>>>(n1, 9, WORDS);
    CALL(cudaGetLastError());
    unsigned *back = (unsigned *)malloc(WORDS * sizeof(unsigned));
    CALL(cudaMemcpy(back, n1, WORDS * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECKT("device 1 works after its reset", back[0] == 9 && back[WORDS - 1] == 9);
    CALL(cudaFree(n1));
    hold = 0;
    pthread_join(t0, NULL);
    report_worker(&w0);
    CALL(cudaSetDevice(0));
    memset(back, 0, WORDS * sizeof(unsigned));
    CALL(cudaMemcpy(back, w0.d, WORDS * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int ok = w0.h != NULL;
    for (int i = 0; ok && i < WORDS; i++)
        ok = back[i] == w0.h[0] + (unsigned)i;
    CHECKT("device 0's buffer holds its thread's last round after device 1's reset", ok);
    CALL(cudaFree(w0.d));
    CALL(cudaFreeHost(w0.h));
    free(back);
    LASTERR();
}

/* -- IPC between processes on different devices -------------------------------------------- */

#define IPC_WORDS 4096

struct ipc_msg {
    cudaIpcMemHandle_t mem;
    cudaIpcEventHandle_t event;
};

/* The child's transcript, sent back through the pipe: its length, then the text. */
static char child_text[4096];
static size_t child_len;
static cudaError_t child_call(const char *text, cudaError_t e)
{
    if (child_len < sizeof child_text)
        child_len += (size_t)snprintf(child_text + child_len, sizeof child_text - child_len,
                                      "  child: %s -> %s\n", text, ename(e));
    return e;
}
#define CCALL(expr) child_call(#expr, (expr))
static void child_show(const char *fmt, int v)
{
    if (child_len < sizeof child_text) {
        child_len +=
            (size_t)snprintf(child_text + child_len, sizeof child_text - child_len, "  child: ");
        if (child_len < sizeof child_text)
            child_len +=
                (size_t)snprintf(child_text + child_len, sizeof child_text - child_len, fmt, v);
        if (child_len < sizeof child_text)
            child_len +=
                (size_t)snprintf(child_text + child_len, sizeof child_text - child_len, "\n");
    }
}

static int ipc_child(int rfd, int wfd)
{
    struct ipc_msg msg;
    int ok = 0;
    if (read(rfd, &msg, sizeof msg) == (ssize_t)sizeof msg) {
        int n = -1;
        CCALL(cudaGetDeviceCount(&n));
        child_show("count %d", n);
        CCALL(cudaSetDevice(1));
        int can = -1;
        CCALL(cudaDeviceCanAccessPeer(&can, 1, 0));
        child_show("device 1 can access device 0: %d", can);
        void *peer = NULL;
        cudaError_t eo =
            CCALL(cudaIpcOpenMemHandle(&peer, msg.mem, cudaIpcMemLazyEnablePeerAccess));
        cudaEvent_t ev = NULL;
        cudaError_t ee = CCALL(cudaIpcOpenEventHandle(&ev, msg.event));
        cudaStream_t s = NULL;
        CCALL(cudaStreamCreate(&s));
        if (ee == cudaSuccess) {
            CCALL(cudaStreamWaitEvent(s, ev, 0));
            CCALL(cudaEventSynchronize(ev));
            CCALL(cudaEventQuery(ev));
        }
        unsigned *mine = NULL;
        CCALL(cudaMalloc((void **)&mine, IPC_WORDS * sizeof(unsigned)));
        cudaPointerAttributes a;
        memset(&a, 0, sizeof a);
        int good = 0;
        if (eo == cudaSuccess) {
            CCALL(cudaPointerGetAttributes(&a, peer));
            child_show("opened memory: type %d", (int)a.type);
            child_show("opened memory: device %d", a.device);
            CCALL(cudaMemcpyAsync(mine, peer, IPC_WORDS * sizeof(unsigned), cudaMemcpyDefault, s));
            CCALL(cudaStreamSynchronize(s));
            unsigned *h = (unsigned *)malloc(IPC_WORDS * sizeof(unsigned));
            CCALL(cudaMemcpy(h, mine, IPC_WORDS * sizeof(unsigned), cudaMemcpyDeviceToHost));
            good = 1;
            for (int i = 0; i < IPC_WORDS; i++)
                good &= h[i] == 7000u + (unsigned)i;
            free(h);
            CCALL(cudaMemcpyPeer(mine, 1, peer, 0, IPC_WORDS * sizeof(unsigned)));
            CCALL(cudaIpcCloseMemHandle(peer));
        }
        child_show("data copied to device 1 right: %d", good);
        if (ee == cudaSuccess)
            CCALL(cudaEventDestroy(ev));
        CCALL(cudaStreamDestroy(s));
        CCALL(cudaFree(mine));
        int cur = -1;
        CCALL(cudaGetDevice(&cur));
        child_show("current device %d", cur);
        ok = good || can == 0; /* without peer access the handle may not open on device 1 */
    }
    if (write(wfd, &child_len, sizeof child_len) != (ssize_t)sizeof child_len ||
        write(wfd, child_text, child_len) != (ssize_t)child_len)
        ok = 0;
    return ok ? 0 : 1;
}

static void ipc(void)
{
    SECTION("IPC: memory and an event of device 0 opened by a process on device 1");
    int to_child[2], to_parent[2];
    if (pipe(to_child) != 0 || pipe(to_parent) != 0) {
        CHECKT("pipes", 0);
        return;
    }
    CALL(cudaSetDevice(0));
    unsigned *d = NULL;
    CALL(cudaMalloc((void **)&d, IPC_WORDS * sizeof(unsigned)));
    unsigned *h = (unsigned *)malloc(IPC_WORDS * sizeof(unsigned));
    for (int i = 0; i < IPC_WORDS; i++)
        h[i] = 7000u + (unsigned)i;
    CALL(cudaMemcpy(d, h, IPC_WORDS * sizeof(unsigned), cudaMemcpyHostToDevice));
    struct ipc_msg msg;
    memset(&msg, 0, sizeof msg);
    CALL(cudaIpcGetMemHandle(&msg.mem, d));
    cudaEvent_t ev = NULL;
    CALL(cudaEventCreateWithFlags(&ev, cudaEventInterprocess | cudaEventDisableTiming));
    CALL(cudaEventRecord(ev, 0));
    CALL(cudaIpcGetEventHandle(&msg.event, ev));
    CALL(cudaDeviceSynchronize());
    pid_t pid = spawn_self("ipc-child", to_child[0], to_parent[1]);
    close(to_child[0]);
    close(to_parent[1]);
    int sent = write(to_child[1], &msg, sizeof msg) == (ssize_t)sizeof msg;
    size_t len = 0;
    static char text[sizeof child_text + 1];
    int got = read(to_parent[0], &len, sizeof len) == (ssize_t)sizeof len && len < sizeof text;
    size_t have = 0;
    while (got && have < len) {
        ssize_t r = read(to_parent[0], text + have, len - have);
        if (r <= 0)
            break;
        have += (size_t)r;
    }
    text[have] = 0;
    fputs(text, stdout);
    close(to_child[1]);
    close(to_parent[0]);
    int rc = child_status("ipc-child", pid);
    CHECKT("the process on device 1 read device 0's memory through the handle",
           sent && got && have == len && rc == 0);
    CALL(cudaEventDestroy(ev));
    CALL(cudaFree(d));
    free(h);
    LASTERR();
}

/* -- the pageable staging engine on both devices at once ------------------------------------- */

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

static void staging_both(void)
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

int main(int argc, char **argv)
{
    if (argc > 1) { /* a child started by spawn_self */
        if (strcmp(argv[1], "ipc-child") == 0 && argc > 3)
            return ipc_child(atoi(argv[2]), atoi(argv[3]));
        setvbuf(stdout, NULL, _IOLBF, 0);
        if (strcmp(argv[1], "3dpeer-past-end") == 0)
            case_3dpeer_past_end();
        else if (strcmp(argv[1], "3dpeer-wrong-device") == 0)
            case_3dpeer_wrong_device();
        else if (strcmp(argv[1], "3dpeer-host") == 0)
            case_3dpeer_host();
        else
            return 126;
        fflush(stdout);
        return ocr_checks_failed ? 1 : 0;
    }
    int count = START();
    if (count < 2) {
        printf("fewer than 2 devices: skipped\n");
        return 3;
    }
    peer3d();
    SECTION("cudaMemcpy3DPeer: cases that may fault, each in a child process");
    isolated_self("3dpeer-past-end");
    isolated_self("3dpeer-wrong-device");
    isolated_self("3dpeer-host");
    threads_and_reset();
    ipc();
    staging_both();
    return FINISH();
}
