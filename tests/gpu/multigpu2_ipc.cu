/*
 * multigpu2, IPC between two processes on different devices: memory and an event of device 0
 * opened by a child on device 1 (this program again, started with fork + exec), which copies the
 * memory into its own device-1 buffer and checks it; the child's answers come back through a pipe
 * and are printed by the parent.
 */
#include "multigpu2.h"

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

int ipc_child(int rfd, int wfd)
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

void ipc(void)
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
