/*
 * Registration must give its memory back: a plugin built by nvcc (two kernels, a __device__
 * variable) is loaded and unloaded with dlopen/dlclose many times, and the process may not grow
 * by more than a bound. Registration and unregistration never touch the driver, so this runs
 * without a GPU, under NVIDIA's library as well as ours.
 *
 *   regloop LIBCUDART PLUGIN MODE CYCLES [BOUND_KB]
 *
 * MODE plugin: the runtime stays loaded, the plugin comes and goes. MODE both: the runtime is
 * loaded and unloaded around the plugin each cycle (its own records go with it, and what it
 * made for the calling thread: the plugin makes a <<<>>> launch at each cycle). MODE threads:
 * eight threads register and unregister fatbins (two kernels, a variable each) through the
 * hidden ABI at once, CYCLES in all (ours only: NVIDIA's reads the fatbin it is given). Prints
 * the growth of the resident set over the cycles after a warm-up; with BOUND_KB, exit status 1
 * when it grew by more.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long rss_kb(void)
{
    long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f == NULL || fscanf(f, "%ld %ld", &pages, &resident) != 2) {
        fprintf(stderr, "regloop: cannot read /proc/self/statm\n");
        exit(2);
    }
    fclose(f);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static int count_cudart(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    if (info->dlpi_name != NULL && strstr(info->dlpi_name, "libcudart.so") != NULL)
        ++*(int *)data;
    return 0;
}

static const char *cudart_path, *plugin_path;

static void *open_or_die(const char *path)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        fprintf(stderr, "regloop: dlopen(%s): %s\n", path, dlerror());
        exit(2);
    }
    return h;
}

/* The plugin's <<<>>> launch (regloop_plugin.cu): it fails without a GPU, but the runtime's
 * configuration stack of the calling thread is used either way. */
static void launch(void *plugin)
{
    int (*fn)(void);
    *(void **)&fn = dlsym(plugin, "regloop_plugin_launch");
    if (fn == NULL) {
        fprintf(stderr, "regloop: the plugin has no regloop_plugin_launch\n");
        exit(2);
    }
    (void)fn();
}

static void plugin_cycle(void)
{
    void *plugin = open_or_die(plugin_path);
    launch(plugin);
    dlclose(plugin);
}

static void both_cycle(void)
{
    void *rt = open_or_die(cudart_path);
    void *plugin = open_or_die(plugin_path);
    launch(plugin);
    dlclose(plugin);
    dlclose(rt);
}

/* The hidden registration ABI, as nvcc's constructors and exit handlers call it. */
struct abi {
    void **(*reg_fatbin)(void *);
    void (*reg_end)(void **);
    void (*unreg)(void **);
    void (*reg_function)(void **, const char *, char *, const char *, int, void *, void *, void *,
                         void *, int *);
    void (*reg_var)(void **, char *, char *, const char *, int, size_t, int, int);
} abi;

enum { THREADS = 8, KEYS = 64 };
static long thread_cycles;
static struct {
    int magic, version;
    const void *data;
    void *filename;
} wrappers[THREADS];
static char stubs[THREADS][KEYS][2], vars[THREADS][KEYS][4];

static void *registering_thread(void *arg)
{
    long t = (long)arg;
    for (long c = 0; c < thread_cycles; c++) {
        void **fb = abi.reg_fatbin(&wrappers[t]);
        int k = (int)(c % KEYS);
        abi.reg_function(fb, stubs[t][k], (char *)"k0", "k0", -1, NULL, NULL, NULL, NULL, NULL);
        abi.reg_function(fb, &stubs[t][k][1], (char *)"k1", "k1", -1, NULL, NULL, NULL, NULL, NULL);
        abi.reg_var(fb, vars[t][k], (char *)"v", "v", 0, 4, 0, 0);
        abi.reg_end(fb);
        abi.unreg(fb);
    }
    return NULL;
}

static void threads_round(long cycles)
{
    thread_cycles = cycles / THREADS;
    pthread_t t[THREADS];
    for (long i = 0; i < THREADS; i++)
        pthread_create(&t[i], NULL, registering_thread, (void *)i);
    for (int i = 0; i < THREADS; i++)
        pthread_join(t[i], NULL);
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: regloop LIBCUDART PLUGIN plugin|both|threads CYCLES [BOUND_KB]\n");
        return 2;
    }
    cudart_path = argv[1];
    plugin_path = argv[2];
    const char *mode = argv[3];
    long cycles = atol(argv[4]);
    long bound = argc > 5 ? atol(argv[5]) : -1;
    long warmup = cycles / 10 > 100 ? cycles / 10 : 100;
    long before, after;

    if (strcmp(mode, "both") == 0) {
        for (long i = 0; i < warmup; i++)
            both_cycle();
        before = rss_kb();
        for (long i = 0; i < cycles; i++)
            both_cycle();
        after = rss_kb();
    } else {
        void *rt = open_or_die(cudart_path);
        if (strcmp(mode, "plugin") == 0) {
            /* The plugin must use the runtime loaded here, not another copy. */
            void *plugin = open_or_die(plugin_path);
            int n = 0;
            dl_iterate_phdr(count_cudart, &n);
            dlclose(plugin);
            if (n != 1) {
                fprintf(stderr, "regloop: %d copies of libcudart mapped\n", n);
                return 2;
            }
            for (long i = 0; i < warmup; i++)
                plugin_cycle();
            before = rss_kb();
            for (long i = 0; i < cycles; i++)
                plugin_cycle();
            after = rss_kb();
        } else if (strcmp(mode, "threads") == 0) {
            abi.reg_fatbin = (void **(*)(void *))dlsym(rt, "__cudaRegisterFatBinary");
            abi.reg_end = (void (*)(void **))dlsym(rt, "__cudaRegisterFatBinaryEnd");
            abi.unreg = (void (*)(void **))dlsym(rt, "__cudaUnregisterFatBinary");
            *(void **)&abi.reg_function = dlsym(rt, "__cudaRegisterFunction");
            *(void **)&abi.reg_var = dlsym(rt, "__cudaRegisterVar");
            if (!abi.reg_fatbin || !abi.reg_end || !abi.unreg || !abi.reg_function ||
                !abi.reg_var) {
                fprintf(stderr, "regloop: the registration ABI is missing\n");
                return 2;
            }
            threads_round(warmup * THREADS);
            before = rss_kb();
            threads_round(cycles);
            after = rss_kb();
        } else {
            fprintf(stderr, "regloop: unknown mode %s\n", mode);
            return 2;
        }
    }
    long growth = after - before;
    printf("%s: %ld cycles, resident set grew by %ld kB", mode, cycles, growth);
    if (bound >= 0)
        printf(" (bound %ld kB)", bound);
    printf("\n");
    return bound >= 0 && growth > bound ? 1 : 0;
}
