/*
 * The program the recorder's lines and `opencudart diff`'s rules are tested on
 * (tests/tool/diff.sh), without a GPU: every call answers the no-driver error (or the stand-in
 * runtime's answer, fake_cudart.c). One case per first argument:
 *   fork              four children, each making 2100 calls while the parent makes 2100: the
 *                     record (one file, O_APPEND) has more than 64 KiB from each process
 *   threads STATE     two threads calling the same functions with other arguments (stream
 *                     flags, their own stack addresses), one after the other, in one order when
 *                     the file STATE does not exist (it is made) and in the other when it does
 *                     (it is removed): two runs in a row see the threads start in both orders
 *   pid               a file name made from getpid() (cudaGraphDebugDotPrint's path)
 *   exit STATE [uneven|late]  two threads calling until main calls exit(), after they made
 *                     100 calls (STATE absent, made) or 200 (STATE there, removed); a third
 *                     thread that made 10 rounds of calls and ended before (uneven: 11 rounds
 *                     when STATE was there); late: when STATE was there, one more looping thread
 *                     started last, exit() once it made a call (a thread only that run has)
 *   reuse             memory and streams created, destroyed and created again (the
 *                     program's own buffer following the addresses), a graph
 *                     destroyed before another's conditional node is added (for the stand-ins:
 *                     one hands the same address and handle out again, one new ones)
 */
#include <cuda_runtime.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void calls(int n)
{
    for (int i = 0; i < n; i++) {
        int count = -1, version = -1;
        cudaGetDeviceCount(&count);
        cudaRuntimeGetVersion(&version);
        cudaGetErrorString((cudaError_t)(i % 8));
    }
}

static int fork_case(void)
{
    pid_t kids[4];
    for (int k = 0; k < 4; k++) {
        kids[k] = fork();
        if (kids[k] < 0)
            return 1;
        if (kids[k] == 0) {
            calls(700);
            exit(0); /* the recorder writes what it holds when the library is finalised */
        }
    }
    calls(700);
    int bad = 0;
    for (int k = 0; k < 4; k++) {
        int st;
        bad |= waitpid(kids[k], &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st) != 0;
    }
    printf("fork: %s\n", bad ? "a child failed" : "5 processes made their calls");
    return bad;
}

/* Whether STATE existed (then removed), else made: the order of this run. */
static int toggle(const char *state)
{
    if (access(state, F_OK) == 0) {
        unlink(state);
        return 1;
    }
    FILE *f = fopen(state, "w");
    if (f != NULL)
        fclose(f);
    return 0;
}

static void *stream_thread(void *arg)
{
    unsigned flags = (unsigned)(size_t)arg;
    int dev = -1;
    cudaStream_t s = NULL;
    cudaSetDevice(0);
    cudaGetDevice(&dev);
    cudaStreamCreateWithFlags(&s, flags);
    cudaStreamQuery(s);
    cudaStreamDestroy(s);
    return NULL;
}

static void run_thread(void *(*fn)(void *), void *arg)
{
    pthread_t t;
    if (pthread_create(&t, NULL, fn, arg) == 0)
        pthread_join(t, NULL);
}

static int threads_case(const char *state)
{
    int n = -1;
    cudaGetDeviceCount(&n);
    int second = toggle(state);
    run_thread(stream_thread, (void *)(size_t)(second ? cudaStreamNonBlocking : cudaStreamDefault));
    run_thread(stream_thread, (void *)(size_t)(second ? cudaStreamDefault : cudaStreamNonBlocking));
    printf("threads: order %d\n", second);
    return 0;
}

static int pid_case(void)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/ocr_diff_%d.dot", (int)getpid());
    cudaError_t e = cudaGraphDebugDotPrint(NULL, path, 0);
    printf("pid: %s\n", cudaGetErrorName(e));
    return 0;
}

/* Calls made by all looping threads, and by each (its own counter, the argument): main waits
 * for each thread's first call, never on the clock, so that a loaded machine running a new
 * thread late changes nothing (the test is deterministic under load). */
static int made;

static void *looping_thread(void *arg)
{
    int *own = arg;
    for (;;) {
        int n = -1;
        cudaGetDeviceCount(&n);
        __atomic_add_fetch(own, 1, __ATOMIC_RELAXED);
        __atomic_add_fetch(&made, 1, __ATOMIC_RELAXED);
        usleep(200);
    }
    return NULL;
}

static void wait_calls(const int *counter, int n)
{
    while (__atomic_load_n(counter, __ATOMIC_RELAXED) < n)
        usleep(100);
}

static void *short_thread(void *arg)
{
    calls((int)(size_t)arg);
    return NULL;
}

static int exit_case(const char *state, bool uneven, bool late)
{
    int second = toggle(state);
    int upto = second ? 200 : 100;
    int n = -1;
    cudaGetDeviceCount(&n);
    run_thread(short_thread, (void *)(size_t)(uneven && second ? 11 : 10));
    pthread_t t[2];
    static int own[3];
    for (int k = 0; k < 2; k++)
        if (pthread_create(&t[k], NULL, looping_thread, &own[k]) != 0)
            return 1;
    wait_calls(&own[0], 1);
    wait_calls(&own[1], 1);
    wait_calls(&made, upto);
    if (late && second) {
        pthread_t l;
        if (pthread_create(&l, NULL, looping_thread, &own[2]) != 0)
            return 1;
        wait_calls(&own[2], 1); /* its first call made (and recorded) */
    }
    printf("exit: the threads made their calls\n");
    fflush(stdout);
    exit(0);
}

static int reuse_case(void)
{
    static char host1[256], host2[256];
    void *p = NULL, *q = NULL;
    cudaStream_t s = NULL, s2 = NULL;
    int r = cudaMalloc(&p, 256);
    r |= cudaMemset(p, 0, 256);
    r |= cudaMemcpy(p, host1, 256, cudaMemcpyHostToDevice);
    r |= cudaFree(p);
    r |= cudaMalloc(&q, 256);
    /* The program's own buffer: the same again where the runtime gave the same address again
     * (as a heap beside a runtime that allocates differently puts a new buffer elsewhere). */
    r |= cudaMemcpy(q, q == p ? host1 : host2, 256, cudaMemcpyHostToDevice);
    r |= cudaMemset(q, 0, 256);
    r |= cudaFree(q);
    r |= cudaStreamCreate(&s);
    r |= cudaStreamSynchronize(s);
    r |= cudaStreamDestroy(s);
    r |= cudaStreamCreate(&s2);
    r |= cudaStreamSynchronize(s2);
    r |= cudaStreamDestroy(s2);
    /* A conditional node's body made where a destroyed graph was, then used. */
    cudaGraph_t g = NULL, g2 = NULL;
    r |= cudaGraphCreate(&g, 0);
    r |= cudaGraphCreate(&g2, 0);
    r |= cudaGraphDestroy(g);
    struct cudaGraphNodeParams np;
    memset(&np, 0, sizeof np);
    np.type = cudaGraphNodeTypeConditional;
    np.conditional.type = cudaGraphCondTypeIf;
    np.conditional.size = 1;
    cudaGraphNode_t cond = NULL, empty = NULL;
    r |= cudaGraphAddNode(&cond, g2, NULL, NULL, 0, &np);
    if (r == 0 && np.conditional.phGraph_out != NULL)
        r |= cudaGraphAddEmptyNode(&empty, np.conditional.phGraph_out[0], NULL, 0);
    r |= cudaGraphDestroy(g2);
    printf("reuse: %s\n", r == 0 ? "made" : "failed");
    return r != 0;
}

int main(int argc, char **argv)
{
    const char *c = argc > 1 ? argv[1] : "";
    const char *state = argc > 2 ? argv[2] : "";
    if (strcmp(c, "fork") == 0)
        return fork_case();
    if (strcmp(c, "threads") == 0 && *state != '\0')
        return threads_case(state);
    if (strcmp(c, "pid") == 0)
        return pid_case();
    if (strcmp(c, "exit") == 0 && *state != '\0')
        return exit_case(state, argc > 3 && strcmp(argv[3], "uneven") == 0,
                         argc > 3 && strcmp(argv[3], "late") == 0);
    if (strcmp(c, "reuse") == 0)
        return reuse_case();
    fprintf(stderr,
            "usage: diff_prog fork | threads STATE | pid | exit STATE [uneven|late] | reuse\n");
    return 2;
}
