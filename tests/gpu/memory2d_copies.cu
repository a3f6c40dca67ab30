/*
 * memory2d, pitched allocations and copies in the main process: cudaMallocPitch and cudaMalloc3D,
 * cudaMemcpy2D of every kind with offsets and its bad inputs, cudaMemcpy2DAsync, cudaMemcpy3D and
 * its bad inputs (empty extents, also with a bad kind or pitch), cudaMemcpy3DAsync.
 */
#include "memory2d.h"

/* -- the main process ------------------------------------------------------------------------- */

void pitched_alloc(void)
{
    SECTION("cudaMallocPitch");
    const size_t widths[] = {1, 4, 100, 512, 513, 4096, 100000};
    for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++) {
        void *p = NULL;
        size_t pitch = 0;
        printf("cudaMallocPitch(&p, &pitch, %zu, 3)", widths[i]);
        cudaError_t e = cudaMallocPitch(&p, &pitch, widths[i], 3);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess) {
            LASTERR();
            continue;
        }
        SHOW("pitch=%zu aligned256=%d", pitch, ((uintptr_t)p & 255) == 0);
        CHECK(pitch >= widths[i]);
        CALL(cudaFree(p));
    }
    /* Empty allocations: what the outputs hold afterwards. */
    const size_t empty[][2] = {{0, 4}, {64, 0}, {0, 0}};
    for (size_t i = 0; i < 3; i++) {
        void *p = (void *)0x1;
        size_t pitch = 77;
        printf("cudaMallocPitch(&p, &pitch, %zu, %zu)", empty[i][0], empty[i][1]);
        cudaError_t e = cudaMallocPitch(&p, &pitch, empty[i][0], empty[i][1]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        SHOW("p %s pitch=%zu", ptr_state(p, (void *)0x1), pitch);
        if (p != NULL && p != (void *)0x1)
            CALL(cudaFree(p));
    }
    /* Failing allocations: what the outputs hold afterwards. */
    const size_t huge[][2] = {
        {(size_t)1 << 40, 1}, {4096, (size_t)1 << 40}, {(size_t)-1, 2}, {64, (size_t)-1}};
    for (size_t i = 0; i < 4; i++) {
        void *p = (void *)0x1;
        size_t pitch = 77;
        printf("cudaMallocPitch(&p, &pitch, %zu, %zu)", huge[i][0], huge[i][1]);
        cudaError_t e = cudaMallocPitch(&p, &pitch, huge[i][0], huge[i][1]);
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        SHOW("p %s pitch=%zu", ptr_state(p, (void *)0x1), pitch);
        if (e == cudaSuccess)
            CALL(cudaFree(p));
    }

    SECTION("cudaMalloc3D");
    /* Rows are height * depth as NVIDIA's runtime computes them: a product that wraps to 0 is
     * an empty allocation. */
    const size_t ext[][3] = {{100, 4, 3},
                             {1, 1, 1},
                             {4096, 2, 2},
                             {0, 4, 3},
                             {100, 0, 3},
                             {100, 4, 0},
                             {0, 0, 0},
                             {64, (size_t)1 << 33, (size_t)1 << 33},
                             {1, (size_t)1 << 63, 2},
                             {64, (size_t)1 << 32, ((size_t)1 << 32) + 1},
                             {64, (size_t)1 << 20, (size_t)1 << 20},
                             {(size_t)1 << 40, 1, 1}};
    for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++) {
        cudaPitchedPtr pp = make_cudaPitchedPtr((void *)0x1, 77, 77, 77);
        printf("cudaMalloc3D(&pp, {%zu, %zu, %zu})", ext[i][0], ext[i][1], ext[i][2]);
        cudaError_t e = cudaMalloc3D(&pp, make_cudaExtent(ext[i][0], ext[i][1], ext[i][2]));
        printf(" -> %s\n", ename(e));
        if (e != cudaSuccess)
            LASTERR();
        SHOW("ptr %s pitch=%zu xsize=%zu ysize=%zu", ptr_state(pp.ptr, (void *)0x1), pp.pitch,
             pp.xsize, pp.ysize);
        if (e == cudaSuccess && pp.ptr != NULL) {
            CHECK(pp.pitch >= ext[i][0]);
            CALL(cudaFree(pp.ptr));
        }
    }
}

void copies2d(void)
{
    SECTION("cudaMemcpy2D kinds");
    const size_t w = 100, h = 8, hp = 128; /* host pitch */
    unsigned char *a = (unsigned char *)calloc(hp * h, 1), *b = (unsigned char *)calloc(hp * h, 1);
    unsigned char *pin = NULL;
    void *d1 = NULL, *d2 = NULL;
    size_t p1 = 0, p2 = 0;
    CALL(cudaMallocHost((void **)&pin, hp * h));
    CALL(cudaMallocPitch(&d1, &p1, w, h));
    CALL(cudaMallocPitch(&d2, &p2, w, h));
    fill3(a, hp, h, w, h, 1, 1);

    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d2, p2, d1, p1, w, h, cudaMemcpyDeviceToDevice));
    CALL(cudaMemcpy2D(b, hp, d2, p2, w, h, cudaMemcpyDeviceToHost));
    CHECKT("host -> device -> device -> host", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CHECKT("host padding untouched", count_byte(b, hp * h, 0) >= (hp - w) * h);
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, a, hp, w, h, cudaMemcpyHostToHost));
    CHECKT("host -> host", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));

    /* cudaMemcpyDefault between each pair, pinned memory with explicit kinds. */
    memset(pin, 0, hp * h);
    CALL(cudaMemcpy2D(pin, hp, d1, p1, w, h, cudaMemcpyDefault));
    CHECKT("device -> pinned (default)", same3(pin, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CALL(cudaMemset2D(d2, p2, 0, w, h));
    CALL(cudaMemcpy2D(d2, p2, pin, hp, w, h, cudaMemcpyDefault));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, d2, p2, w, h, cudaMemcpyDefault));
    CHECKT("pinned -> device -> pageable (default)", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, a, hp, w, h, cudaMemcpyDefault));
    CHECKT("pageable -> pageable (default)", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CALL(cudaMemcpy2D(d2, p2, d1, p1, w, h, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(d1, p1, pin, hp, w, h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(pin, hp, d1, p1, w, h, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(pin, hp, b, hp, w, h, cudaMemcpyHostToHost));

    /* A sub-rectangle: 10 x 3 bytes at (5, 2) of d1 to (1, 1) of a zeroed host block. */
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b + hp + 1, hp, (char *)d1 + 2 * p1 + 5, p1, 10, 3, cudaMemcpyDeviceToHost));
    CHECKT("sub-rectangle", same3(b, hp, h, 1, 1, 0, 10, 3, 1, 5, 2, 0, 1) &&
                                count_byte(b, hp * h, 0) == hp * h - 30);
    /* Narrow pitches: a packed host block (pitch == width). */
    unsigned char packed[40];
    CALL(cudaMemcpy2D(packed, 10, (char *)d1 + 5, p1, 10, 4, cudaMemcpyDeviceToHost));
    CHECKT("packed destination", same3(packed, 10, 4, 0, 0, 0, 10, 4, 1, 5, 0, 0, 1));

    SECTION("cudaMemcpy2D bad inputs");
    CALL(cudaMemcpy2D(d1, 64, a, hp, w, 2, cudaMemcpyHostToDevice));    /* width > dpitch */
    CALL(cudaMemcpy2D(d1, p1, a, 64, w, 2, cudaMemcpyHostToDevice));    /* width > spitch */
    CALL(cudaMemcpy2D(d2, 64, d1, 64, w, 2, cudaMemcpyDeviceToDevice)); /* both */
    CALL(cudaMemcpy2D(d1, 64, a, 64, w, 1, cudaMemcpyHostToDevice));    /* one row */
    CALL(cudaMemcpy2D(d1, 0, a, 0, w, 1, cudaMemcpyHostToDevice));      /* pitch 0, one row */
    CALL(cudaMemcpy2D(d1, 0, a, hp, w, 2, cudaMemcpyHostToDevice));     /* pitch 0, two rows */
    CALL(cudaMemcpy2D(d1, p1, a, 64, w, 1, BAD_KIND(5)));               /* one row, bad kind */
    CALL(cudaMemcpy2D(d1, 0, a, hp, w, 1, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(d1, (size_t)1 << 40, a, hp, w, 1, cudaMemcpyHostToDevice)); /* huge */
    CALL(cudaMemcpy2D(b, hp, d1, (size_t)1 << 31, w, 1, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(b, hp, d1, ((size_t)1 << 31) - 1, w, 1, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, BAD_KIND(5)));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, BAD_KIND(-1)));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, h, BAD_KIND(100)));
    /* Which check comes first: bad kind with a bad pitch. */
    CALL(cudaMemcpy2D(d1, 64, a, hp, w, 2, BAD_KIND(5)));
    /* Empty copies succeed before any other check, as an empty 1D copy does. */
    CALL(cudaMemcpy2D(d1, p1, a, hp, 0, h, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d1, p1, a, hp, 0, 0, cudaMemcpyDeviceToHost));
    CALL(cudaMemcpy2D(NULL, 0, NULL, 0, 0, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(NULL, 0, NULL, 0, 0, 5, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(NULL, 0, NULL, 0, 5, 0, cudaMemcpyDefault));
    CALL(cudaMemcpy2D(d1, p1, a, hp, 0, h, BAD_KIND(5)));
    CALL(cudaMemcpy2D(d1, p1, a, hp, w, 0, BAD_KIND(5)));
    CALL(cudaMemcpy2D(d1, 64, a, 64, w, 0, cudaMemcpyHostToDevice));
    CALL(cudaMemcpy2D(d1, 0, a, 0, w, 0, BAD_KIND(9)));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, d1, p1, w, h, cudaMemcpyDeviceToHost));
    CHECKT("data unchanged by the failed copies", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));

    SECTION("cudaMemcpy2DAsync");
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    fill3(pin, hp, h, w, h, 1, 2);
    CALL(cudaMemcpy2DAsync(d2, p2, pin, hp, w, h, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpy2DAsync(d1, p1, d2, p2, w, h, cudaMemcpyDeviceToDevice, s));
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2DAsync(b, hp, d1, p1, w, h, cudaMemcpyDefault, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("async round trip", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 2));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, w, h, cudaMemcpyHostToDevice, 0));
    CALL(cudaMemcpy2DAsync(d1, 64, a, hp, w, 2, cudaMemcpyHostToDevice, s));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, w, h, BAD_KIND(7), s));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, 0, h, BAD_KIND(7), s));
    CALL(cudaMemcpy2DAsync(d1, p1, a, hp, w, 0, cudaMemcpyHostToDevice, s));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaDeviceSynchronize());
    memset(b, 0, hp * h);
    CALL(cudaMemcpy2D(b, hp, d1, p1, w, h, cudaMemcpyDeviceToHost));
    CHECKT("async from pageable memory", same3(b, hp, h, 0, 0, 0, w, h, 1, 0, 0, 0, 1));
    CALL(cudaStreamDestroy(s));

    CALL(cudaFree(d1));
    CALL(cudaFree(d2));
    CALL(cudaFreeHost(pin));
    free(a);
    free(b);
}

void copies3d(void)
{
    SECTION("cudaMemcpy3D");
    const size_t w = 40, h = 5, d = 3; /* the copied extent */
    const size_t hp = 48, hy = 6;      /* host pitch and rows a slice */
    const size_t hbytes = hp * hy * d;
    unsigned char *a = (unsigned char *)calloc(hbytes, 1), *b = (unsigned char *)calloc(hbytes, 1);
    unsigned char *pin = NULL;
    CALL(cudaMallocHost((void **)&pin, hbytes));
    fill3(a, hp, hy, w, h, d, 3);
    cudaPitchedPtr d1, d2;
    memset(&d1, 0, sizeof d1);
    memset(&d2, 0, sizeof d2);
    CALL(cudaMalloc3D(&d1, make_cudaExtent(w, h, d)));
    CALL(cudaMalloc3D(&d2, make_cudaExtent(w, h, d)));
    const cudaPitchedPtr ha = make_cudaPitchedPtr(a, hp, w, hy);
    const cudaPitchedPtr hb = make_cudaPitchedPtr(b, hp, w, hy);
    const cudaPitchedPtr hpin = make_cudaPitchedPtr(pin, hp, w, hy);

    cudaMemcpy3DParms p;
    memset(&p, 0, sizeof p);
    p.srcPtr = ha;
    p.dstPtr = d1;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = d1;
    p.dstPtr = d2;
    p.kind = cudaMemcpyDeviceToDevice;
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = d2;
    p.dstPtr = hb;
    p.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D host -> device -> device -> host", same3(b, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 3));
    CHECKT("3D padding untouched", count_byte(b, hbytes, 0) >= hbytes - w * h * d);
    memset(b, 0, hbytes);
    p.srcPtr = ha;
    p.dstPtr = hb;
    p.kind = cudaMemcpyHostToHost;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D host -> host", same3(b, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 3));
    memset(pin, 0, hbytes);
    p.srcPtr = d1;
    p.dstPtr = hpin;
    p.kind = cudaMemcpyDefault;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D device -> pinned (default)", same3(pin, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 3));

    /* A box: 10 x 2 x 2 at (3, 1, 1) of d1 to (2, 2, 0) of a zeroed host block. */
    memset(b, 0, hbytes);
    memset(&p, 0, sizeof p);
    p.srcPtr = d1;
    p.srcPos = make_cudaPos(3, 1, 1);
    p.dstPtr = hb;
    p.dstPos = make_cudaPos(2, 2, 0);
    p.extent = make_cudaExtent(10, 2, 2);
    p.kind = cudaMemcpyDeviceToHost;
    CALL(cudaMemcpy3D(&p));
    CHECKT("3D box with positions", same3(b, hp, hy, 2, 2, 0, 10, 2, 2, 3, 1, 1, 3) &&
                                        count_byte(b, hbytes, 0) == hbytes - 40);

    SECTION("cudaMemcpy3D bad inputs");
    memset(&p, 0, sizeof p);
    p.srcPtr = ha;
    p.dstPtr = d1;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = BAD_KIND(7);
    CALL(cudaMemcpy3D(&p));
    p.kind = BAD_KIND(-1);
    CALL(cudaMemcpy3D(&p));
    p.kind = cudaMemcpyHostToDevice;
    const size_t zero[][3] = {{0, h, d}, {w, 0, d}, {w, h, 0}, {0, 0, 0}};
    for (int i = 0; i < 4; i++) {
        p.extent = make_cudaExtent(zero[i][0], zero[i][1], zero[i][2]);
        p.kind = cudaMemcpyHostToDevice;
        printf("cudaMemcpy3D({%zu, %zu, %zu}, HostToDevice)", zero[i][0], zero[i][1], zero[i][2]);
        cudaError_t e = cudaMemcpy3D(&p);
        printf(" -> %s\n", ename(e));
        if (e)
            LASTERR();
        p.kind = BAD_KIND(7);
        printf("cudaMemcpy3D({%zu, %zu, %zu}, kind 7)", zero[i][0], zero[i][1], zero[i][2]);
        e = cudaMemcpy3D(&p);
        printf(" -> %s\n", ename(e));
        if (e)
            LASTERR();
    }
    /* Widths greater than a pitch. */
    p.kind = cudaMemcpyHostToDevice;
    p.extent = make_cudaExtent(w, h, d);
    p.srcPtr = make_cudaPitchedPtr(a, 32, w, hy);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = ha;
    p.dstPtr = make_cudaPitchedPtr(d1.ptr, 32, w, h);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 1, 1);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(0, 1, 1);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, h, d);
    p.kind = BAD_KIND(7);
    CALL(cudaMemcpy3D(&p));
    /* A position past the pitch, rows of the source shorter than the slice (in range). */
    p.kind = cudaMemcpyHostToDevice;
    p.dstPtr = d1;
    p.srcPos = make_cudaPos(20, 0, 0);
    CALL(cudaMemcpy3D(&p));
    p.srcPos = make_cudaPos(0, 0, 0);
    p.srcPtr = make_cudaPitchedPtr(a, hp, w, 2);
    p.extent = make_cudaExtent(w, 2, 2);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(a, hp, w, 0);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 2, 1);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(a, hp, w, 1);
    p.extent = make_cudaExtent(w, 2, 2);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 1, 2);
    CALL(cudaMemcpy3D(&p));
    p.srcPtr = make_cudaPitchedPtr(a, 0, w, 1);
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(w, 1, 1);
    CALL(cudaMemcpy3D(&p));
    /* Pointers that are NULL with an empty extent. */
    memset(&p, 0, sizeof p);
    p.kind = cudaMemcpyDefault;
    CALL(cudaMemcpy3D(&p));
    p.extent = make_cudaExtent(0, 1, 1);
    CALL(cudaMemcpy3D(&p));

    SECTION("cudaMemcpy3DAsync");
    cudaStream_t s = NULL;
    CALL(cudaStreamCreate(&s));
    fill3(pin, hp, hy, w, h, d, 4);
    memset(&p, 0, sizeof p);
    p.srcPtr = hpin;
    p.dstPtr = d2;
    p.extent = make_cudaExtent(w, h, d);
    p.kind = cudaMemcpyHostToDevice;
    CALL(cudaMemcpy3DAsync(&p, s));
    memset(b, 0, hbytes);
    p.srcPtr = d2;
    p.dstPtr = hb;
    p.kind = cudaMemcpyDefault;
    CALL(cudaMemcpy3DAsync(&p, s));
    CALL(cudaStreamSynchronize(s));
    CHECKT("3D async round trip", same3(b, hp, hy, 0, 0, 0, w, h, d, 0, 0, 0, 4));
    p.kind = BAD_KIND(9);
    CALL(cudaMemcpy3DAsync(&p, s));
    p.kind = cudaMemcpyDeviceToHost;
    p.extent = make_cudaExtent(0, h, d);
    CALL(cudaMemcpy3DAsync(&p, 0));
    CALL(cudaStreamSynchronize(s));
    CALL(cudaStreamDestroy(s));

    CALL(cudaFree(d1.ptr));
    CALL(cudaFree(d2.ptr));
    CALL(cudaFreeHost(pin));
    free(a);
    free(b);
}
