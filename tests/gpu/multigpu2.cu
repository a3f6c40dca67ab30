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
 *
 * This file holds main and the helpers that start this program again; the sections are in
 * multigpu2_peer3d.cu, multigpu2_threads.cu, multigpu2_ipc.cu and multigpu2_staging.cu
 * (multigpu2.h declares them).
 */
#include "multigpu2.h"

/* -- helpers ------------------------------------------------------------------------------- */

unsigned char pattern_byte(size_t i, unsigned seed)
{
    return (unsigned char)((i * 131u + (i >> 9) * 7u + seed * 29u + 1u) & 0xff);
}

/* Starts this program again as `mode`, with the pipe ends as arguments; returns the pid. */
pid_t spawn_self(const char *mode, int rfd, int wfd)
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
int child_status(const char *name, pid_t pid)
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
void isolated_self(const char *mode)
{
    pid_t pid = spawn_self(mode, -1, -1);
    child_status(mode, pid);
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
