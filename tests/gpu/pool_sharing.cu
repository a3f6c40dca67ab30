/*
 * pool, sharing between processes: a pool exported as a POSIX file descriptor and one of its
 * allocations exported, sent over a socket to an importer process that was forked before either
 * process touched CUDA (importer_start, called first by main), imported and read there.
 */
#include "pool.h"

#include <sys/socket.h>
#include <sys/uio.h>

/* -- sharing between processes ---------------------------------------------------------------- */

struct share_msg {
    int value;
    struct cudaMemPoolPtrExportData data;
};

static int share_sock = -1; /* the parent's end */
static pid_t importer = -1;

/* Send `msg` and the file descriptor `fd` over the socket. */
static int send_share(int sock, const struct share_msg *msg, int fd)
{
    struct iovec iov = {(void *)msg, sizeof *msg};
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } ctl;
    memset(&ctl, 0, sizeof ctl);
    struct msghdr mh;
    memset(&mh, 0, sizeof mh);
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    mh.msg_control = ctl.buf;
    mh.msg_controllen = sizeof ctl.buf;
    struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(c), &fd, sizeof fd);
    return sendmsg(sock, &mh, 0) == (ssize_t)sizeof *msg ? 0 : -1;
}

/* Receive a message and a file descriptor; -1 at end of file (the parent is gone). */
static int recv_share(int sock, struct share_msg *msg, int *fd)
{
    struct iovec iov = {msg, sizeof *msg};
    union {
        char buf[CMSG_SPACE(sizeof(int))];
        struct cmsghdr align;
    } ctl;
    struct msghdr mh;
    memset(&mh, 0, sizeof mh);
    mh.msg_iov = &iov;
    mh.msg_iovlen = 1;
    mh.msg_control = ctl.buf;
    mh.msg_controllen = sizeof ctl.buf;
    if (recvmsg(sock, &mh, 0) != (ssize_t)sizeof *msg)
        return -1;
    struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
    if (c == NULL || c->cmsg_type != SCM_RIGHTS)
        return -1;
    memcpy(fd, CMSG_DATA(c), sizeof *fd);
    return 0;
}

/* The importing process: waits for a pool's file descriptor and an exported allocation, imports
 * both, checks the data, frees, and says so. Prints nothing when the parent goes away first. */
static void importer_main(int sock)
{
    struct share_msg msg;
    int fd = -1;
    if (recv_share(sock, &msg, &fd) != 0)
        _exit(0);
    printf("-- importer\n");
    START();
    cudaMemPool_t pool = NULL;
    CALL(cudaMemPoolImportFromShareableHandle(&pool, (void *)(uintptr_t)fd,
                                              cudaMemHandleTypePosixFileDescriptor, 0));
    if (pool != NULL) {
        int *d = NULL;
        int *h = host_buf();
        CALL(cudaMemPoolImportPointer((void **)&d, pool, &msg.data));
        if (d != NULL) {
            CALL(cudaMemcpy(h, d, BYTES, cudaMemcpyDeviceToHost));
            CHECKT("data of an imported allocation", all_equal(h, N, msg.value));
        }
        /* An imported pool makes no allocations of its own. */
        void *q = NULL;
        CALL(cudaMallocFromPoolAsync(&q, 4096, pool, 0));
        CALL(cudaDeviceSetMemPool(0, pool));
        if (d != NULL)
            CALL(cudaFree(d));
        CALL(cudaMemPoolDestroy(pool));
    }
    close(fd);
    printf("-- importer done\n");
    fflush(stdout);
    char ack = 1;
    if (write(sock, &ack, 1) != 1)
        _exit(3);
    _exit(ocr_checks_failed ? 1 : 0);
}

/* Forked before anything touches CUDA; waits for sharing(). */
void importer_start(void)
{
    int sv[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0)
        return;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        close(sv[0]);
        importer_main(sv[1]);
    }
    close(sv[1]);
    if (pid < 0) {
        close(sv[0]);
        return;
    }
    share_sock = sv[0];
    importer = pid;
}

void sharing(cudaMemPool_t def, cudaMemPool_t plain)
{
    SECTION("sharing a pool");
    struct cudaMemPoolProps props;
    props_device(&props);
    props.handleTypes = cudaMemHandleTypePosixFileDescriptor;
    cudaMemPool_t ipc = NULL;
    CALL(cudaMemPoolCreate(&ipc, &props));
    int fd = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd, ipc, cudaMemHandleTypePosixFileDescriptor, 0));
    SHOW("fd %s", fd >= 0 ? "valid" : "none");
    int fd2 = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd2, ipc, cudaMemHandleTypePosixFileDescriptor, 1));
    if (fd2 >= 0)
        close(fd2);
    /* Room for any kind of handle (a fabric handle is 64 bytes). */
    unsigned char handle[64];
    CALL(cudaMemPoolExportToShareableHandle(handle, ipc, cudaMemHandleTypeFabric, 0));
    CALL(cudaMemPoolExportToShareableHandle(handle, ipc, cudaMemHandleTypeNone, 0));
    fd2 = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd2, plain, cudaMemHandleTypePosixFileDescriptor, 0));
    if (fd2 >= 0)
        close(fd2);
    fd2 = -1;
    CALL(cudaMemPoolExportToShareableHandle(&fd2, def, cudaMemHandleTypePosixFileDescriptor, 0));
    if (fd2 >= 0)
        close(fd2);

    SECTION("sharing an allocation");
    int *d = NULL;
    struct share_msg msg;
    memset(&msg, 0, sizeof msg);
    msg.value = 51;
    CALL(cudaMallocFromPoolAsync((void **)&d, BYTES, ipc, 0));
    if (d != NULL)
        fill(d, N, msg.value, 0);
    CALL(cudaStreamSynchronize(0));
    CALL(cudaMemPoolExportPointer(&msg.data, d));
    struct cudaMemPoolPtrExportData other;
    void *m = NULL, *a = NULL;
    CALL(cudaMalloc(&m, 4096));
    CALL(cudaMemPoolExportPointer(&other, m));
    CALL(cudaFree(m));
    CALL(cudaMallocFromPoolAsync(&a, 4096, plain, 0));
    CALL(cudaMemPoolExportPointer(&other, a));
    CALL(cudaFreeAsync(a, 0));
    CALL(cudaStreamSynchronize(0));

    if (fd >= 0 && d != NULL && share_sock >= 0) {
        fflush(stdout);
        if (send_share(share_sock, &msg, fd) == 0) {
            char ack = 0;
            ssize_t r = read(share_sock, &ack, 1);
            int st = 0;
            waitpid(importer, &st, 0);
            importer = -1;
            printf("importer: %s, exit %d\n", r == 1 ? "done" : "gone",
                   WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st));
            if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
                ocr_checks_failed++;
        } else {
            printf("importer: not reached\n");
        }
    }
    if (fd >= 0)
        close(fd);
    CALL(cudaFreeAsync(d, 0));
    CALL(cudaStreamSynchronize(0));
    CALL(cudaMemPoolDestroy(ipc));
}
