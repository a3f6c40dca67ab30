/*
 * multigpu2, cudaMemcpy3DPeer and cudaMemcpy3DPeerAsync of a pitched box from device 0 to
 * device 1 (data checked byte by byte, outside the box too), with streams of either device, their
 * answers to bad arguments, and the cases that may fault or hang (a box past the end of the
 * allocation, pointers named with the device that does not own them, host memory on either side),
 * which main runs each in a child process.
 */
#include "multigpu2.h"

/* -- cudaMemcpy3DPeer ---------------------------------------------------------------------- */

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

void peer3d(void)
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
void case_3dpeer_past_end(void)
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
void case_3dpeer_wrong_device(void)
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

void case_3dpeer_host(void)
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
