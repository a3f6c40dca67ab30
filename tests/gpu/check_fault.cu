// A sticky launch fault, real or injected (tests/gpu/checks.sh): `real KIND` launches a kernel
// that faults by itself (KIND address: a store to a bad address; trap: __trap()), `inject`
// launches a kernel that does not fault, under OPENCUDART_FAULT=launch:1=<error>. The error
// sequence that follows is printed the same way in both modes (the mode is not printed): the
// transcript of `real` under NVIDIA's library must equal that of `inject` under ours.
#include "common.h"

__global__ void store(int *p)
{
    *p = 1;
}

__global__ void trap_kernel()
{
    __trap();
}

int main(int argc, char **argv)
{
    START();
    const char *mode = argc > 1 ? argv[1] : "inject";
    const char *kind = argc > 2 ? argv[2] : "address";
    int *good;
    CALL(cudaMalloc(&good, 4));
    if (strcmp(mode, "real") == 0 && strcmp(kind, "trap") == 0)
        trap_kernel<<<1, 1>>>();
    else if (strcmp(mode, "real") == 0)
        store<<<1, 1>>>((int *)0x10);
    else
        store<<<1, 1>>>(good);
    CALLQ(cudaGetLastError());
    CALLQ(cudaDeviceSynchronize());
    CALLQ(cudaGetLastError());
    CALLQ(cudaGetLastError());
    CALLQ(cudaPeekAtLastError());
    void *p = NULL;
    CALLQ(cudaMalloc(&p, 256));
    int v = 0;
    CALLQ(cudaMemcpy(&v, good, 4, cudaMemcpyDeviceToHost));
    store<<<1, 1>>>(good);
    CALLQ(cudaGetLastError());
    CALLQ(cudaStreamSynchronize(0));
    CALLQ(cudaFree(good));
    CALLQ(cudaDeviceReset());
    CALLQ(cudaGetLastError());
    CALLQ(cudaMalloc(&p, 256));
    CALLQ(cudaFree(p));
    return FINISH();
}
