/*
 * Every exported runtime function called with all-zero arguments (NULL pointers, zero counts,
 * handles and flags), under NVIDIA's library and under ours: each call in a child process of
 * its own (a library may crash on a NULL argument), answers compared.
 *
 * Without a driver (CI), an answer other than the driver error shows an argument check the
 * runtime makes before it initialises; a crash shows a NULL dereferenced first. With a driver
 * and a GPU (--gpu), the calls go as deep as zero arguments take them: the argument checks of
 * each library and the driver's answers to what the runtime hands it.
 *
 * The two libraries must give the same answer for every function, except where NVIDIA's crashes
 * and ours answers: without --gpu only for the names listed in the allowed file (one name per
 * line), with --gpu for any function (each is reported). Nothing else is allowed.
 *
 * Built with OCR_TYPED (the abi_typed_sweep program), --typed calls each function of the
 * runtime's headers with typed arguments instead (tests/abi/gen_typed_calls.py): every pointer
 * points at zeroed scratch memory of its own, everything else is zero, so the calls get past the
 * NULL checks; functions the headers do not declare are skipped.
 *
 * --live (GPU only) calls them with live objects where the type names one (a stream, an event, a
 * graph, its node and executable graph, an array, the default pool, device memory for untyped
 * pointers, a callback that does nothing), made first by the library under test; zero
 * otherwise.
 *
 * Usage: zero_args [--gpu] [--typed | --live] [-j N] <NVIDIA's libcudart.so.13>
 *                  <our libcudart.so.13> <names file> [allowed file]
 * The names file lists the functions to call, one per line. -j runs N children at a time.
 * Exit status 1 on a difference that is not allowed.
 */
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

/* Twelve integer arguments: six in registers, six on the stack, so that a structure passed by
 * value in memory (cudaExtent, cudaPitchedPtr) reads zeros too. */
typedef int (*any_fn)(long, long, long, long, long, long, long, long, long, long, long, long);

#define MAX_NAMES 1024
#define MISSING (-1000)
#define NOT_RUN (-2000)
#define UNTYPED (-3000)

#ifdef OCR_TYPED
#include <cuda_profiler_api.h>
#include <cuda_runtime_api.h>

#include "typed_calls.h"
static unsigned char scratch[OCR_TYPED_SLOTS * OCR_TYPED_SLOT] __attribute__((aligned(4096)));

#define LIVE_SETUP_FAILED (-4000)

static void noop(void *arg)
{
    (void)arg;
}

#define LIVE_FN(name) __typeof__(name) *name##_ = (__typeof__(name) *)dlsym(h, #name)

/* The objects of a live call, made through the library under test: 0, or the failing step. */
static int make_live(void *h, struct ocr_live *l)
{
    LIVE_FN(cudaStreamCreateWithFlags);
    LIVE_FN(cudaEventCreateWithFlags);
    LIVE_FN(cudaGraphCreate);
    LIVE_FN(cudaGraphAddEmptyNode);
    LIVE_FN(cudaGraphInstantiate);
    LIVE_FN(cudaMallocArray);
    LIVE_FN(cudaDeviceGetDefaultMemPool);
    LIVE_FN(cudaMalloc);
    struct cudaChannelFormatDesc f = {32, 0, 0, 0, cudaChannelFormatKindFloat};
    if (!cudaStreamCreateWithFlags_ || !cudaEventCreateWithFlags_ || !cudaGraphCreate_ ||
        !cudaGraphAddEmptyNode_ || !cudaGraphInstantiate_ || !cudaMallocArray_ ||
        !cudaDeviceGetDefaultMemPool_ || !cudaMalloc_)
        return 1;
    if (cudaStreamCreateWithFlags_((cudaStream_t *)&l->stream, cudaStreamNonBlocking))
        return 2;
    if (cudaEventCreateWithFlags_((cudaEvent_t *)&l->event, cudaEventDisableTiming))
        return 3;
    if (cudaGraphCreate_((cudaGraph_t *)&l->graph, 0))
        return 4;
    if (cudaGraphAddEmptyNode_((cudaGraphNode_t *)&l->node, (cudaGraph_t)l->graph, NULL, 0))
        return 5;
    if (cudaGraphInstantiate_((cudaGraphExec_t *)&l->exec, (cudaGraph_t)l->graph, 0))
        return 6;
    if (cudaMallocArray_((cudaArray_t *)&l->array, &f, 64, 64, 0))
        return 7;
    if (cudaDeviceGetDefaultMemPool_((cudaMemPool_t *)&l->pool, 0))
        return 8;
    if (cudaMalloc_(&l->dev, 1 << 20))
        return 9;
    void (*fn)(void *) = noop;
    memcpy(&l->noop, &fn, sizeof fn);
    return 0;
}
#endif
static int typed __attribute__((unused)), live_mode __attribute__((unused));

/* Answers, written by the children into memory shared with the parent: the code (>= 0), or
 * -signal when the call crashed, or MISSING when the function is not exported. */
static int *answers;

static void child(const char *lib, const char *name, int slot)
{
    alarm(20);
    void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
#ifdef OCR_TYPED
    if (typed || live_mode) {
        struct ocr_live l;
        memset(&l, 0, sizeof l);
        int setup = live_mode && h ? make_live(h, &l) : 0;
        if (setup) {
            answers[slot] = LIVE_SETUP_FAILED - setup;
            _exit(0);
        }
        int found = 0;
        int r = h == NULL   ? 0
                : live_mode ? ocr_live_call(h, name, scratch, &l, &found)
                            : ocr_typed_call(h, name, scratch, &l, &found);
        answers[slot] = found < 0 ? UNTYPED : found == 0 ? MISSING : r;
        _exit(0);
    }
#endif
    any_fn f = h ? (any_fn)dlsym(h, name) : NULL;
    if (f == NULL) {
        answers[slot] = MISSING;
        _exit(0);
    }
    answers[slot] = f(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    /* Straight out: the libraries' exit handlers are not what is compared. */
    _exit(0);
}

struct job {
    pid_t pid;
    int slot;
};

/* Runs every (library, function) pair, `jobs` children at a time. */
static void run_all(const char *libs[2], char names[][256], int n, int jobs)
{
    struct job *running = calloc((size_t)jobs, sizeof *running);
    int next = 0, active = 0;
    while (next < 2 * n || active > 0) {
        while (active < jobs && next < 2 * n) {
            int slot = next++;
            answers[slot] = NOT_RUN;
            fflush(stdout);
            pid_t pid = fork();
            if (pid == 0)
                child(libs[slot % 2], names[slot / 2], slot);
            if (pid < 0) {
                answers[slot] = NOT_RUN;
                continue;
            }
            for (int i = 0; i < jobs; i++)
                if (running[i].pid == 0) {
                    running[i].pid = pid;
                    running[i].slot = slot;
                    break;
                }
            active++;
        }
        int st = 0;
        pid_t pid = waitpid(-1, &st, 0);
        if (pid < 0)
            break;
        for (int i = 0; i < jobs; i++)
            if (running[i].pid == pid) {
                if (WIFSIGNALED(st))
                    answers[running[i].slot] = -WTERMSIG(st);
                running[i].pid = 0;
                active--;
                break;
            }
    }
    free(running);
}

static void show(char *buf, size_t len, int a)
{
    if (a == MISSING)
        snprintf(buf, len, "missing");
    else if (a == NOT_RUN)
        snprintf(buf, len, "not run");
    else if (a == UNTYPED)
        snprintf(buf, len, "not in the headers");
    else if (a <= -4000 && a > -5000)
        snprintf(buf, len, "live objects not made (step %d)", -4000 - a);
    else if (a < 0)
        snprintf(buf, len, "signal %d", -a);
    else
        snprintf(buf, len, "%d", a);
}

static int listed(const char *file, const char *name)
{
    if (file == NULL)
        return 0;
    FILE *f = fopen(file, "r");
    char line[256];
    int found = 0;
    while (f != NULL && !found && fgets(line, sizeof line, f) != NULL) {
        line[strcspn(line, " \t\n#")] = 0;
        found = strcmp(line, name) == 0;
    }
    if (f)
        fclose(f);
    return found;
}

static int usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s [--gpu] [--typed | --live] [-j N] <NVIDIA's lib> <our lib> <names file> "
            "[allowed file]\n",
            prog);
    return 2;
}

int main(int argc, char **argv)
{
    int gpu = 0, jobs = 1, a = 1;
    for (; a < argc && argv[a][0] == '-'; a++) {
        if (strcmp(argv[a], "--gpu") == 0)
            gpu = 1;
#ifdef OCR_TYPED
        else if (strcmp(argv[a], "--typed") == 0)
            typed = 1;
        else if (strcmp(argv[a], "--live") == 0)
            live_mode = 1;
#endif
        else if (strcmp(argv[a], "-j") == 0 && a + 1 < argc)
            jobs = atoi(argv[++a]);
        else
            return usage(argv[0]);
    }
    if (argc - a < 3 || jobs < 1)
        return usage(argv[0]);
    const char *libs[2] = {argv[a], argv[a + 1]};
    const char *allowed = argc - a > 3 ? argv[a + 3] : NULL;
    FILE *f = fopen(argv[a + 2], "r");
    if (f == NULL) {
        perror(argv[a + 2]);
        return 2;
    }
    static char names[MAX_NAMES][256];
    int n = 0;
    while (n < MAX_NAMES && fgets(names[n], sizeof names[n], f) != NULL) {
        names[n][strcspn(names[n], " \t\n#")] = 0;
        if (names[n][0] != 0)
            n++;
    }
    fclose(f);
    answers = mmap(NULL, sizeof(int) * 2 * MAX_NAMES, PROT_READ | PROT_WRITE,
                   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (answers == MAP_FAILED) {
        perror("mmap");
        return 2;
    }
    run_all(libs, names, n, jobs);

    int same = 0, bad = 0, known = 0, untyped = 0;
    for (int i = 0; i < n; i++) {
        int nv = answers[2 * i], ours = answers[2 * i + 1];
        if (nv == UNTYPED && ours == UNTYPED) {
            untyped++;
            continue;
        }
        char sa[48], sb[48];
        show(sa, sizeof sa, nv);
        show(sb, sizeof sb, ours);
        if (nv == ours && nv != NOT_RUN) {
            same++;
            if (gpu)
                printf("same  %s: %s\n", names[i], sa);
            continue;
        }
        /* A crash of NVIDIA's that ours answers instead may be allowed; nothing else. */
        int ok = nv < 0 && nv != MISSING && nv != NOT_RUN && ours >= 0 &&
                 (gpu || listed(allowed, names[i]));
        printf("%s %s: NVIDIA %s, ours %s\n", ok ? "known" : "DIFF ", names[i], sa, sb);
        if (ok)
            known++;
        else
            bad++;
    }
    printf("%d functions: %d answer as NVIDIA's, %d known differences (NVIDIA crashes), %d "
           "differ",
           n - untyped, same, known, bad);
    printf(untyped ? " (%d not declared by the headers, not called)\n" : "\n", untyped);
    return bad ? 1 : 0;
}
