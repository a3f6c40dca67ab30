/*
 * fork() in the states the library can be in: with fault rules set, while many threads make
 * calls with faults, the checks or the timeline on, while another thread registers fatbins
 * (staged copies in flight: test_staging's staging_fork). The
 * parent's fork returns promptly and the child's first calls answer what they answer in a
 * child forked after init, whose driver refuses every call (fake_fork_child: the driver's
 * CUDA_ERROR_NOT_INITIALIZED, cudaErrorInitializationError for the runtime calls that
 * need it); a child registers fatbins as any process does. Every wait is bounded by alarm():
 * a hang kills the process (the parent's fork) or the child, and fails the test.
 */
#include "checks.h"
#include "unit.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

/* A valid rule that never fires in these tests: every call of the entry layer reads the rules. */
#define QUIET_RULE "cudaMalloc:1000000000=cudaErrorMemoryAllocation"

enum { CHILD_LIMIT_S = 10, PARENT_LIMIT_S = 60 };

/* AddressSanitizer's allocator is not fork-safe (GCC 12's: a child of a process whose other
 * thread was inside malloc at the fork hangs in its own first malloc, about 1 fork in 60 with
 * one thread allocating in a loop): the tests that fork while other threads run are skipped
 * under it. ThreadSanitizer's is, and runs them. */
#if defined(__SANITIZE_ADDRESS__)
#define ALLOCATOR_FORK_SAFE 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ALLOCATOR_FORK_SAFE 0
#endif
#endif
#ifndef ALLOCATOR_FORK_SAFE
#define ALLOCATOR_FORK_SAFE 1
#endif
#define skip_unless_allocator_fork_safe()                                                          \
    do {                                                                                           \
        if (!ALLOCATOR_FORK_SAFE)                                                                  \
            skip();                                                                                \
    } while (0)

/* What a child forked after init answers: the context query and an allocation refused as the
 * driver refuses them there. 0 when so, else which call answered otherwise. */
static int child_calls(void)
{
    alarm(CHILD_LIMIT_S);
    fake_fork_child(false);
    int d = -1;
    if (cudaGetDevice(&d) != cudaErrorInitializationError)
        return 1;
    void *p = NULL;
    if (cudaMalloc(&p, 64) != cudaErrorInitializationError)
        return 2;
    if (cudaGetLastError() != cudaErrorInitializationError)
        return 3;
    return 0;
}

/* Waits for child `pid` (bounded by the caller's alarm) and fails unless it exited with 0. */
static void expect_child_ok(pid_t pid, const char *what)
{
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    if (WIFSIGNALED(status))
        fail_msg("%s: the child was killed by signal %d (SIGALRM %d: it hung)", what,
                 WTERMSIG(status), SIGALRM);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail_msg("%s: the child's call %d answered otherwise", what, WEXITSTATUS(status));
}

static int setup(void **state)
{
    unit_install_fake(state);
    /* The runtime initialised, the thread's context made: the children are forked after init. */
    void *p = NULL;
    if (cudaMalloc(&p, 64) != cudaSuccess || cudaFree(p) != cudaSuccess)
        return -1;
    return 0;
}

static int per_test(void **state)
{
    (void)ocr_fault_configure("", NULL);
    return unit_reset(state);
}

/* With a fault rule set, a child's first call (through the entry layer, which reads the rules)
 * answers instead of waiting forever on the rules' lock. */
static void fork_with_a_fault_rule_child_calls(void **state)
{
    (void)state;
    assert_int_equal(ocr_fault_configure(QUIET_RULE, NULL), 1);
    fflush(NULL);
    alarm(PARENT_LIMIT_S);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0)
        _exit(child_calls());
    expect_child_ok(pid, "fault rule");
    alarm(0);
    (void)ocr_fault_configure("", NULL);
}

/* -- threads calling while the parent forks ------------------------------------------------- */

enum { CALLERS = 16, FORKS = 20 };
static int stop_callers;

static void *caller(void *arg)
{
    (void)arg;
    while (!__atomic_load_n(&stop_callers, __ATOMIC_ACQUIRE)) {
        int d;
        (void)cudaGetDevice(&d);
        void *p = NULL;
        if (cudaMalloc(&p, 64) == cudaSuccess)
            (void)cudaFree(p);
        (void)cudaGetLastError();
    }
    return NULL;
}

static void fork_while_threads_call(const char *what)
{
    pthread_t t[CALLERS];
    __atomic_store_n(&stop_callers, 0, __ATOMIC_RELEASE);
    for (int i = 0; i < CALLERS; i++)
        assert_int_equal(pthread_create(&t[i], NULL, caller, NULL), 0);
    usleep(10000); /* the callers well under way */
    alarm(PARENT_LIMIT_S);
    for (int i = 0; i < FORKS; i++) {
        fflush(NULL);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0)
            _exit(child_calls());
        expect_child_ok(pid, what);
    }
    alarm(0);
    __atomic_store_n(&stop_callers, 1, __ATOMIC_RELEASE);
    for (int i = 0; i < CALLERS; i++)
        pthread_join(t[i], NULL);
}

/* With faults on and many threads making calls (each reading the rules), the parent's fork
 * returns and each child's calls answer. */
static void fork_while_threads_call_with_faults_on(void **state)
{
    (void)state;
    skip_unless_allocator_fork_safe();
    assert_int_equal(ocr_fault_configure(QUIET_RULE, NULL), 1);
    fork_while_threads_call("faults on");
    (void)ocr_fault_configure("", NULL);
}

/* The same with the checks on (their object table's lock taken by every allocation). */
static void fork_while_threads_call_with_checks_on(void **state)
{
    (void)state;
    skip_unless_allocator_fork_safe();
    ocr_check_configure("misuse", NULL);
    fork_while_threads_call("checks on");
    ocr_check_configure(NULL, NULL);
}

/* The same with the timeline recording (each call takes its thread's buffer and GPU events): a
 * child starts a trace of its own. The file is never written (the timeline is off again before
 * the exit). */
static void fork_while_threads_call_with_timeline_on(void **state)
{
    (void)state;
    skip_unless_allocator_fork_safe();
    ocr_trace_configure("timeline");
    fork_while_threads_call("timeline on");
    ocr_trace_configure(NULL);
}

/* -- a registration in progress ------------------------------------------------------------- */

struct wrapper {
    int magic, version;
    const void *data;
    void *filename;
};
static const struct wrapper parent_wrap = {0x466243b1, 1, "fatbin", NULL};
static const struct wrapper child_wrap = {0x466243b1, 1, "fatbin", NULL};
static char parent_stubs[64], child_stub;

static void *registering(void *arg)
{
    (void)arg;
    for (unsigned n = 0; !__atomic_load_n(&stop_callers, __ATOMIC_ACQUIRE); n++) {
        void **fb = __cudaRegisterFatBinary((void *)&parent_wrap);
        char *stub = &parent_stubs[n % sizeof parent_stubs];
        __cudaRegisterFunction(fb, stub, (char *)"k", "k", -1, NULL, NULL, NULL, NULL, NULL);
        __cudaRegisterFatBinaryEnd(fb);
        __cudaUnregisterFatBinary(fb);
    }
    return NULL;
}

/* A child forked while another thread registers and unregisters fatbins registers its own (as
 * a library it loads would) and looks its kernel up. */
static void fork_while_registering_child_registers(void **state)
{
    (void)state;
    enum { REG_FORKS = 60 };
    skip_unless_allocator_fork_safe();
    pthread_t t;
    __atomic_store_n(&stop_callers, 0, __ATOMIC_RELEASE);
    assert_int_equal(pthread_create(&t, NULL, registering, NULL), 0);
    usleep(10000);
    alarm(PARENT_LIMIT_S);
    for (int i = 0; i < REG_FORKS; i++) {
        fflush(NULL);
        pid_t pid = fork();
        assert_true(pid >= 0);
        if (pid == 0) {
            alarm(CHILD_LIMIT_S);
            fake_fork_child(false);
            void **fb = __cudaRegisterFatBinary((void *)&child_wrap);
            __cudaRegisterFunction(fb, &child_stub, (char *)"c", "c", -1, NULL, NULL, NULL, NULL,
                                   NULL);
            __cudaRegisterFatBinaryEnd(fb);
            /* The stub is known (its load is the driver's to refuse in a child). */
            int known = ocr_kernel_is_stub(&child_stub);
            __cudaUnregisterFatBinary(fb);
            _exit(known ? 0 : 4);
        }
        expect_child_ok(pid, "registering");
    }
    alarm(0);
    __atomic_store_n(&stop_callers, 1, __ATOMIC_RELEASE);
    pthread_join(t, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(fork_with_a_fault_rule_child_calls, per_test),
        cmocka_unit_test_setup(fork_while_threads_call_with_faults_on, per_test),
        cmocka_unit_test_setup(fork_while_threads_call_with_checks_on, per_test),
        cmocka_unit_test_setup(fork_while_threads_call_with_timeline_on, per_test),
        cmocka_unit_test_setup(fork_while_registering_child_registers, per_test),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
