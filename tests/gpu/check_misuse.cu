// OPENCUDART_CHECK=misuse on the GPU (tests/gpu/checks.sh): each misuse the check names, once.
// The transcript (results only) must be NVIDIA's with the check on: the check never changes a
// result. checks.sh counts the warning lines: one per numbered step below (steps 5 to 7 from
// forked children, since those calls crash NVIDIA's driver: see in_child).
#include "common.h"

static void CUDART_CB host_fn(void *p)
{
    int d;
    *(cudaError_t *)p = cudaGetDevice(&d); // 8: a runtime call inside a host function
}

/* A use of a destroyed object: NVIDIA's driver reads the freed object and crashes, under either
 * library (the H200 run of 096b3db: the parent died at step 5's cudaEventQuery). The call runs in
 * a forked child that prints nothing on stdout, so its result is not compared and only the
 * warning counts (the check prints it before the call; the child's stderr is the run's); the
 * parent prints the same line however the child ended, and goes on. */
template <class F> static void in_child(const char *what, F call)
{
    fflush(stdout);
    fflush(stderr);
    pid_t child = fork();
    if (child == 0) {
        alarm(30); // a hang in the driver ends the child, not the run
        call();
        _exit(0);
    }
    int status = 0;
    if (child > 0)
        (void)waitpid(child, &status, 0);
    SHOW("%s: %s", what, child > 0 ? "in a child (its result is not compared)" : "fork failed");
}

int main()
{
    START();
    void *a, *b, *h;
    CALL(cudaMalloc(&a, 1024));
    CALL(cudaMalloc(&b, 1024));
    CALL(cudaMallocHost(&h, 4096));
    CALL(cudaFree(b));
    CALL(cudaFree(b));                   // 1: released twice
    CALL(cudaFree((char *)a + 16));      // 2: not the start of an allocation
    CALL(cudaFree(h));                   // 3: host memory released with cudaFree
    CALL(cudaMemset((char *)a + 1000, 0, 48)); // 4: past the end (into the allocation's padding)
    CALL(cudaFreeHost(h));
    cudaStream_t s;
    CALL(cudaStreamCreate(&s));
    CALL(cudaStreamDestroy(s));
    in_child("cudaStreamQuery(s)", [&] { (void)cudaStreamQuery(s); }); // 5: a destroyed stream
    cudaEvent_t e;
    CALL(cudaEventCreate(&e));
    CALL(cudaEventDestroy(e));
    in_child("cudaEventQuery(e)", [&] { (void)cudaEventQuery(e); }); // 6: a destroyed event
    cudaGraph_t g;
    CALL(cudaGraphCreate(&g, 0));
    CALL(cudaGraphDestroy(g));
    // 7: a graph released twice (NVIDIA's driver frees the graph on the first destroy).
    in_child("cudaGraphDestroy(g) again", [&] { (void)cudaGraphDestroy(g); });
    cudaError_t in_fn = cudaErrorUnknown;
    CALL(cudaLaunchHostFunc(0, host_fn, &in_fn));
    CALL(cudaDeviceSynchronize());
    SHOW("cudaGetDevice inside the host function -> %s", ename(in_fn));
    CALL(cudaFree(a));
    return FINISH();
}
