/*
 * Declarations shared by the source files of the multigpu2 program: multigpu2.cu holds main and
 * the helpers below that start this program again as a child; multigpu2_peer3d.cu,
 * multigpu2_threads.cu, multigpu2_ipc.cu and multigpu2_staging.cu the sections, each with the
 * kernel it launches.
 */
#ifndef OCR_GPU_MULTIGPU2_H
#define OCR_GPU_MULTIGPU2_H

#include "common.h"

#include <pthread.h>

/* A call of a worker thread: the first failing one is kept in (w)->first and (w)->where. */
#define WCALL(w, expr)                                                                             \
    do {                                                                                           \
        cudaError_t e_ = (expr);                                                                   \
        if (e_ != cudaSuccess && (w)->first == cudaSuccess) {                                      \
            (w)->first = e_;                                                                       \
            (w)->where = #expr;                                                                    \
        }                                                                                          \
    } while (0)

/* Helpers (multigpu2.cu). */
unsigned char pattern_byte(size_t i, unsigned seed);
pid_t spawn_self(const char *mode, int rfd, int wfd);
int child_status(const char *name, pid_t pid);
void isolated_self(const char *mode);

/* Sections, in the order main runs them. */
void peer3d(void);            /* multigpu2_peer3d.cu */
void threads_and_reset(void); /* multigpu2_threads.cu */
void ipc(void);               /* multigpu2_ipc.cu */
void staging_both(void);      /* multigpu2_staging.cu */

/* What a child started by spawn_self runs. */
void case_3dpeer_past_end(void);     /* multigpu2_peer3d.cu */
void case_3dpeer_wrong_device(void); /* multigpu2_peer3d.cu */
void case_3dpeer_host(void);         /* multigpu2_peer3d.cu */
int ipc_child(int rfd, int wfd);     /* multigpu2_ipc.cu */

#endif
