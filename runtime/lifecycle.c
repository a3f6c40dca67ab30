/*
 * The runtime's life, written down once: the order in which every part that has state is set
 * up, told that the exit has begun, ended, told of a device reset and of a fork (as libuv's
 * uv_library_shutdown ends its parts in one place). The core (src/) names no feature: it
 * announces its events through the hooks of ocr_life (internal.h), set here when the library
 * loads, before any other constructor; this file calls the parts in their order. The parts:
 * the trace's statistics (src/trace.c), the timeline (calls/timeline.c), the checks and their
 * leak report (check/check.c), the fault rules (check/fault.c), the staging engine
 * (memory/staging_ring.c), the launch's <<<>>> stacks (runtime/launch.c), the registry and its
 * reader records (src/registry.c, src/reclaim.c), the contexts (src/state.c).
 *
 * Initialisation. Each part configures itself from its variables when the library loads (its
 * own constructor); the trace's words turn the timeline on (trace_words). The first runtime
 * call that needs the driver initialises the process (src/state.c); right after cuInit the
 * exit-begun handler is registered (driver_up), and each thread that raced into a successful
 * initialisation sets up what its first launch would otherwise allocate: the <<<>>> stack, then
 * the registry's reader record and kernel table (initialised).
 *
 * Exit (docs/ARCHITECTURE.md, "Process exit"), in this order:
 * 1. exit begun (exit_begun, registered after cuInit: ahead of the driver's own handlers and of
 *    nvcc's fatbin unregistration): the staging engine ends while the driver works (copies in
 *    flight finish, its threads stop, its pinned buffers go); the exit is marked as begun
 *    (fatbin unregistration then leaves the driver alone); the timeline reads its GPU times
 *    back.
 * 2. the program's own exit handlers and static destructors, the driver's exit handlers.
 * 3. the runtime's end (runtime_exit, registered when the library loads, so it runs last): the
 *    trace's table of calls; then ocr_teardown, the core's end, which announces end_begin (the
 *    timeline reads back what was enqueued since 1; the staging engine ends, when the library is
 *    unloaded without an exit), end_report (the leak report, once), releases the primary
 *    contexts and marks the runtime as ended, and announces end_done (the trace's exit line,
 *    the timeline's file).
 * 4. the library's finalisation (unload): the registry's records and reader records, the
 *    <<<>>> stacks' key and, when the library is unloaded rather than the process ended, every
 *    thread's <<<>>> stack. At dlclose the destructors run before the library's exit handlers:
 *    there, 3 runs first, from here, so the order is the same as at exit.
 *
 * Device reset (cudaDeviceReset): before, while the context exists, the timeline reads its GPU
 * times back (the reset destroys their events) and the staging engine frees the device's
 * buffers; after, staging may start again on the device, and what the reset released is not a
 * leak for the checks.
 *
 * fork: one pthread_atfork handler. Prepare takes, in this order, the locks a child needs that
 * are held only for short work: the fault rules' writers', the checks' table, the timeline's
 * threads and GPU times, the staging engine's table and pool, the <<<>>> stacks' list, the
 * registry's and its reader records'; the parent releases them in the reverse order. The child
 * makes every lock of the library new (those held across a driver call or a wait, never taken
 * in prepare, included) and drops what the parent's other threads owned: the staging engine's
 * threads and buffers, the timeline's records (a child starts a trace of its own), the other
 * threads' <<<>>> stacks and reader records. A read-write lock is never held across the fork:
 * readers in flight cannot hold the parent's fork up. A child forked after init has no usable
 * driver: its calls answer what the driver answers there.
 */
#include "lifecycle.h"
#include "../memory/staging.h"
#include "calls.h"
#include "checks.h"
#include "exec_ctx.h"

#include <pthread.h>
#include <stdlib.h>

/* -- the runtime's exit ------------------------------------------------------------------------ */

static void exit_begun(void)
{
    /* The staging engine's end first, while the driver works and before anything is marked. */
    ocr_staging_shutdown();
    __atomic_store_n(&ocr_exiting, 1, __ATOMIC_RELEASE);
    /* The driver still works here: the timeline's GPU times are read back now. */
    ocr_timeline_resolve();
}

/* Set once runtime_exit has run (at exit, or first thing when the library is unloaded). */
static int exit_done;

static void runtime_exit(void)
{
    if (__atomic_exchange_n(&exit_done, 1, __ATOMIC_ACQ_REL))
        return;
    ocr_trace_stats_at_exit();
    ocr_teardown();
}

/* -- the core's events ------------------------------------------------------------------------- */

static void trace_words(bool timeline)
{
    ocr_timeline_configure(timeline);
}

static void driver_up(void)
{
    atexit(exit_begun);
}

static void initialised(void)
{
    ocr_launch_warm();
    ocr_registry_warm();
}

static void end_begin(bool same_process)
{
    /* Work enqueued since the exit began, where the driver still answers. */
    ocr_timeline_resolve();
    /* The staging engine's threads and buffers go before the contexts (exit_begun has done it
     * already at a normal exit; this covers the library's unloading). */
    if (same_process)
        ocr_staging_shutdown();
}

static void end_report(void)
{
    /* The leak report (OPENCUDART_CHECK=leaks): what is alive now was never released. */
    if (OCR_CHECKING(OCR_CHECK_LEAKS))
        ocr_check_report(true);
}

static void end_done(int released)
{
    ocr_trace_exit(released);
    ocr_timeline_write();
    /* OPENCUDART_CHECK_EXITCODE: the status of a process whose checks found a problem, last. */
    ocr_check_exit();
}

static void reset_before(int d)
{
    /* The timeline's GPU times of the work recorded so far (a reset destroys their events,
     * whether the trace is recording now or was stopped), then the device's staging, then its
     * execution contexts (forgotten: a device with green contexts is not reset). */
    ocr_timeline_resolve();
    ocr_staging_detach(d);
    ocr_exec_ctx_reset(d);
}

static void reset_after(int d, bool reset)
{
    ocr_staging_attach(d);
    /* What the reset released is not a leak. */
    if (reset && OCR_CHECKING(OCR_CHECK_OBJECTS))
        ocr_check_reset(d);
}

/* -- fork ----------------------------------------------------------------------------------------
 */

static void fork_prepare(void)
{
    ocr_fault_fork(OCR_FORK_PREPARE);
    ocr_check_fork(OCR_FORK_PREPARE);
    ocr_timeline_fork(OCR_FORK_PREPARE);
    ocr_staging_fork(OCR_FORK_PREPARE);
    ocr_launch_fork(OCR_FORK_PREPARE);
    ocr_registry_fork(OCR_FORK_PREPARE);
    ocr_state_fork(OCR_FORK_PREPARE);
}

static void fork_parent(void)
{
    ocr_state_fork(OCR_FORK_PARENT);
    ocr_registry_fork(OCR_FORK_PARENT);
    ocr_launch_fork(OCR_FORK_PARENT);
    ocr_staging_fork(OCR_FORK_PARENT);
    ocr_timeline_fork(OCR_FORK_PARENT);
    ocr_check_fork(OCR_FORK_PARENT);
    ocr_fault_fork(OCR_FORK_PARENT);
}

static void fork_child(void)
{
    ocr_state_fork(OCR_FORK_CHILD);
    ocr_registry_fork(OCR_FORK_CHILD);
    ocr_launch_fork(OCR_FORK_CHILD);
    ocr_staging_fork(OCR_FORK_CHILD);
    ocr_timeline_fork(OCR_FORK_CHILD);
    ocr_check_fork(OCR_FORK_CHILD);
    ocr_fault_fork(OCR_FORK_CHILD);
}

/* -- load and unload -----------------------------------------------------------------------------
 */

/* Before every other constructor of the library: the parts' own constructors may announce
 * (the trace's words). */
__attribute__((constructor(101))) static void lifecycle_load(void)
{
    ocr_life = (struct ocr_life_hooks){
        .trace_words = trace_words,
        .driver_up = driver_up,
        .initialised = initialised,
        .end_begin = end_begin,
        .end_report = end_report,
        .end_done = end_done,
        .reset_before = reset_before,
        .reset_after = reset_after,
    };
    /* Registered now, before anything the program registers: it runs last. */
    atexit(runtime_exit);
    pthread_atfork(fork_prepare, fork_parent, fork_child);
}

__attribute__((destructor)) static void lifecycle_unload(void)
{
    /* At the process's exit the runtime's end has run (exit handlers come before the
     * destructors); at dlclose the destructors come first: the end runs now, and the library's
     * storage of every thread goes with it. */
    bool unloading = !__atomic_load_n(&exit_done, __ATOMIC_ACQUIRE);
    runtime_exit();
    ocr_registry_unload();
    ocr_launch_unload(unloading);
}
