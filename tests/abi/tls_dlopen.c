/*
 * tls_dlopen LIBCUDART HOG_DIR: dlopen of a libcudart.so.13 in a process whose static TLS block
 * is already full. Loads the libraries HOG_DIR/libocr_tls_hog<N>.so (each holds 512 bytes of
 * initial-exec TLS) until the loader refuses one for lack of static TLS room, then dlopens
 * LIBCUDART: a library that needs static TLS (initial-exec, DF_STATIC_TLS) fails here, one with
 * dynamic TLS loads. Python processes that load CUDA libraries with ctypes or dlopen are in this
 * situation. The thread state then works in the main thread and in a new thread (the
 * launch-configuration stack and the last error, which need no driver). Run for NVIDIA's library
 * and ours; exit status 0 when the library loaded and worked.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

typedef struct {
    unsigned x, y, z;
} dim3;
typedef int (*get_last_error_fn)(void);
typedef unsigned (*push_fn)(dim3, dim3, size_t, void *);
typedef int (*pop_fn)(dim3 *, dim3 *, size_t *, void *);

static get_last_error_fn get_last_error;
static push_fn push;
static pop_fn pop;

/* Pushes and pops a few configurations, then pops the empty stack (cudaErrorMissingConfiguration,
 * 52) and reads the last error (without a driver: why initialisation fails); 0 when all is as it
 * should be. */
static int use_thread_state(void)
{
    for (unsigned i = 1; i <= 40; i++)
        if (push((dim3){i, 1, 1}, (dim3){1, 1, 1}, 0, NULL) != 0)
            return 1;
    for (unsigned i = 40; i >= 1; i--) {
        dim3 g, b;
        size_t shmem;
        void *stream;
        if (pop(&g, &b, &shmem, &stream) != 0 || g.x != i)
            return 2;
    }
    dim3 g, b;
    size_t shmem;
    void *stream;
    if (pop(&g, &b, &shmem, &stream) != 52)
        return 3;
    get_last_error();
    return 0;
}

static void *thread_main(void *ret)
{
    *(int *)ret = use_thread_state();
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s LIBCUDART HOG_DIR\n", argv[0]);
        return 2;
    }
    int hogs = 0;
    const char *why = NULL;
    for (int i = 1; i <= 64 && why == NULL; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/libocr_tls_hog%d.so", argv[2], i);
        if (dlopen(path, RTLD_NOW) != NULL)
            hogs++;
        else
            why = dlerror();
    }
    if (why == NULL || strstr(why, "static TLS") == NULL) {
        printf("the static TLS block did not fill up (%d libraries loaded; %s)\n", hogs,
               why ? why : "no refusal");
        return 1;
    }
    printf("static TLS block full after %d libraries\n", hogs);
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        printf("dlopen %s: %s\n", argv[1], dlerror());
        return 1;
    }
    get_last_error = (get_last_error_fn)dlsym(lib, "cudaGetLastError");
    push = (push_fn)dlsym(lib, "__cudaPushCallConfiguration");
    pop = (pop_fn)dlsym(lib, "__cudaPopCallConfiguration");
    if (!get_last_error || !push || !pop) {
        printf("missing symbols\n");
        return 1;
    }
    int main_ret = use_thread_state(), thread_ret = -1;
    pthread_t th;
    if (pthread_create(&th, NULL, thread_main, &thread_ret) != 0 || pthread_join(th, NULL) != 0)
        return 1;
    printf("loaded; thread state: main %d, new thread %d\n", main_ret, thread_ret);
    return main_ret == 0 && thread_ret == 0 ? 0 : 1;
}
