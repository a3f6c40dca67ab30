/*
 * Every exported runtime function called with all-zero arguments (NULL pointers, zero counts,
 * handles and flags) and no usable driver, under NVIDIA's library and under ours: each call in
 * a child process of its own (a library may crash on a NULL argument), answers compared. With
 * no driver, an answer other than the driver error shows an argument check the runtime makes
 * before it initialises; a crash shows a NULL dereferenced first. The two libraries must give
 * the same answer for every function, except the known differences listed in the file given
 * (one name per line; a difference of ours crashing less is the only kind allowed there).
 *
 * Usage: zero_args <NVIDIA's libcudart.so.13> <our libcudart.so.13> <names file> [allowed file]
 * The names file lists the functions to call, one per line. Exit status 1 on a difference that
 * is not allowed.
 */
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Twelve integer arguments: six in registers, six on the stack, so that a structure passed by
 * value in memory (cudaExtent, cudaPitchedPtr) reads zeros too. */
typedef int (*any_fn)(long, long, long, long, long, long, long, long, long, long, long, long);

/* The answer of `name` in `lib`: the code (>= 0), or -signal when the call crashed, or -1000
 * when the function is missing. Run in a child. */
static int answer(const char *lib, const char *name)
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        alarm(10);
        void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
        any_fn f = h ? (any_fn)dlsym(h, name) : NULL;
        if (f == NULL)
            _exit(250);
        int r = f(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        /* The code travels in the exit status: codes above 249 are folded (none is expected
         * with no driver but cudaErrorUnknown 999, and the 10000 base). */
        _exit(r == 999 ? 240 : r == 10000 ? 241 : (r >= 240 ? 242 : r));
    }
    int st = 0;
    if (pid < 0 || waitpid(pid, &st, 0) < 0)
        return -2000;
    if (WIFSIGNALED(st))
        return -WTERMSIG(st);
    int c = WEXITSTATUS(st);
    return c == 250 ? -1000 : c == 240 ? 999 : c == 241 ? 10000 : c;
}

static void show(char *buf, size_t len, int a)
{
    if (a == -1000)
        snprintf(buf, len, "missing");
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

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: %s <NVIDIA's lib> <our lib> <names file> [allowed file]\n",
                argv[0]);
        return 2;
    }
    FILE *names = fopen(argv[3], "r");
    if (names == NULL) {
        perror(argv[3]);
        return 2;
    }
    const char *allowed = argc > 4 ? argv[4] : NULL;
    char name[256];
    int total = 0, same = 0, bad = 0, known = 0;
    while (fgets(name, sizeof name, names) != NULL) {
        name[strcspn(name, " \t\n#")] = 0;
        if (name[0] == 0)
            continue;
        total++;
        int nv = answer(argv[1], name), ours = answer(argv[2], name);
        char a[32], b[32];
        show(a, sizeof a, nv);
        show(b, sizeof b, ours);
        if (nv == ours) {
            same++;
            continue;
        }
        /* A crash of NVIDIA's that ours answers instead may be allowed; nothing else. */
        int ok = nv < 0 && nv != -1000 && ours >= 0 && listed(allowed, name);
        printf("%s %s: NVIDIA %s, ours %s\n", ok ? "known" : "DIFF ", name, a, b);
        if (ok)
            known++;
        else
            bad++;
    }
    fclose(names);
    printf("%d functions: %d answer as NVIDIA's, %d known differences (NVIDIA crashes), %d "
           "differ\n",
           total, same, known, bad);
    return bad ? 1 : 0;
}
