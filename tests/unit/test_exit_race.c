/*
 * exit() while other threads are inside the library: the runtime's end (ocr_teardown, from the
 * lifecycle's atexit handler) and the mark that the exit has begun are seen by calls running in
 * other threads (failing calls read whether the runtime has ended before recording, fatbin
 * unregistration reads whether the exit has begun). Under ThreadSanitizer (make test-tsan) any
 * unsynchronised access to that state is a report, and the report fails the test. Not a cmocka
 * program: its last act is exit() with the other threads still calling.
 */
#include "unit.h"

#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4

/* A fatbin wrapper as nvcc emits it (the fake never reads it). */
struct wrapper {
    int magic, version;
    const void *data;
    void *filename;
};
static const struct wrapper wraps[THREADS] = {
    {0x466243b1, 1, "fatbin", NULL},
    {0x466243b1, 1, "fatbin", NULL},
    {0x466243b1, 1, "fatbin", NULL},
    {0x466243b1, 1, "fatbin", NULL},
};

static int rounds[THREADS];

static void *caller(void *arg)
{
    int id = (int)(intptr_t)arg;
    for (;;) {
        /* A failing call: recorded unless the runtime has ended. */
        cudaSetDevice(99);
        cudaGetLastError();
        void *p = NULL;
        if (cudaMalloc(&p, 64) == cudaSuccess)
            cudaFree(p);
        /* A fatbin loaded, then unregistered: the driver is left alone once the exit began. */
        void **fb = __cudaRegisterFatBinary((void *)&wraps[id]);
        __cudaInitModule(fb);
        __cudaUnregisterFatBinary(fb);
        __atomic_add_fetch(&rounds[id], 1, __ATOMIC_RELAXED);
    }
    return NULL;
}

int main(void)
{
    fake_driver_install();
    void *p = NULL;
    if (cudaMalloc(&p, 64) != cudaSuccess || cudaFree(p) != cudaSuccess) {
        fprintf(stderr, "the runtime did not start on the fake driver\n");
        return 1;
    }
    pthread_t th[THREADS];
    for (int i = 0; i < THREADS; i++)
        if (pthread_create(&th[i], NULL, caller, (void *)(intptr_t)i) != 0)
            return 1;
    /* Exit only once every thread is busy calling. */
    for (int i = 0; i < THREADS; i++)
        while (__atomic_load_n(&rounds[i], __ATOMIC_RELAXED) < 50)
            sched_yield();
    printf("exit with %d threads inside the library\n", THREADS);
    fflush(stdout);
    exit(0);
}
