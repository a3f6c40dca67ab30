/*
 * What every unit test program shares: cmocka, the fake driver, the hidden ABI's prototypes and
 * a few assertions that say what went wrong in the runtime's own terms.
 */
#ifndef OCR_TEST_UNIT_H
#define OCR_TEST_UNIT_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "fake_driver.h"
#include "hidden_abi.h"
#include "internal.h"

/* The per-thread-default-stream twins are declared by the toolkit's header only when a program
 * is compiled for the per-thread default stream (and then under the plain names). */
cudaError_t cudaStreamQuery_ptsz(cudaStream_t stream);
cudaError_t cudaStreamSynchronize_ptsz(cudaStream_t stream);
cudaError_t cudaLaunchKernel_ptsz(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                  size_t sharedMem, cudaStream_t stream);
cudaError_t cudaMemcpy_ptds(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync_ptsz(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                 cudaStream_t stream);
cudaError_t cudaMemset_ptds(void *devPtr, int value, size_t count);
cudaError_t cudaMemsetAsync_ptsz(void *devPtr, int value, size_t count, cudaStream_t stream);
cudaError_t cudaMemcpyToSymbol_ptds(const void *symbol, const void *src, size_t count,
                                    size_t offset, enum cudaMemcpyKind kind);
cudaError_t cudaStreamGetPriority_ptsz(cudaStream_t hStream, int *priority);
cudaError_t cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func,
                                     void **args);
cudaError_t cudaEventRecord_ptsz(cudaEvent_t event, cudaStream_t stream);
cudaError_t cudaGraphLaunch_ptsz(cudaGraphExec_t graphExec, cudaStream_t stream);
cudaError_t cudaLaunchHostFunc_ptsz(cudaStream_t stream, cudaHostFn_t fn, void *userData);

/* `expr` (a cudaError_t expression) equals `expected`; the message names both codes. */
#define assert_cuda(expected, expr)                                                                \
    do {                                                                                           \
        cudaError_t want_ = (expected);                                                            \
        cudaError_t got_ = (expr);                                                                 \
        if (got_ != want_)                                                                         \
            fail_msg("%s returned %s (%d), expected %s (%d); driver calls: %s", #expr,             \
                     cudaGetErrorName(got_), (int)got_, cudaGetErrorName(want_), (int)want_,       \
                     fake_log_string());                                                           \
    } while (0)

/* The fake driver saw `n` calls of entry `name` since the last reset. */
#define assert_calls(name, n)                                                                      \
    do {                                                                                           \
        size_t got_ = fake_calls(name);                                                            \
        size_t want_ = (size_t)(n);                                                                \
        if (got_ != want_)                                                                         \
            fail_msg("%s called %zu times, expected %zu; driver calls: %s", (name), got_, want_,   \
                     fake_log_string());                                                           \
    } while (0)

/* No driver call at all since the last reset. */
#define assert_no_driver_call()                                                                    \
    do {                                                                                           \
        if (fake_calls_total() != 0)                                                               \
            fail_msg("expected no driver call; driver calls: %s", fake_log_string());              \
    } while (0)

/* A test of a known runtime bug (its comment says which) calls this first: cmocka's skip(), so
 * the suite stays green until the fix, unless OCR_UNIT_KNOWN_BUGS is set in the environment
 * (to watch the test fail, or pass once fixed). */
#define skip_known_bug()                                                                           \
    do {                                                                                           \
        if (getenv("OCR_UNIT_KNOWN_BUGS") == NULL)                                                 \
            skip();                                                                                \
    } while (0)

/* Group setup: install the fake driver (once per process, before any API call). */
static inline int unit_install_fake(void **state)
{
    (void)state;
    fake_driver_install();
    return 0;
}

/* Group setup of the tests of stream-taking calls: the fake driver with its per-thread-default-
 * stream twins. */
static inline int unit_install_fake_with_twins(void **state)
{
    unit_install_fake(state);
    fake_install_ptds_twins();
    return 0;
}

/* Per-test setup: a clean log and no scripted faults; the calling thread's last error and
 * launch-configuration stack cleared directly (an API call could change what a test checks). */
static inline int unit_reset(void **state)
{
    (void)state;
    fake_reset();
    ocr_tls.last_error = cudaSuccess;
    ocr_tls.config_top = 0;
    return 0;
}

/* Per-test setup of the tests that look at one call's driver calls: the runtime entered once
 * (init, context) before the log is cleared, so that the checks see only the call under test. */
static inline int unit_enter_and_reset(void **state)
{
    (void)cudaFree(NULL);
    return unit_reset(state);
}

#endif /* OCR_TEST_UNIT_H */
