/*
 * The runtime's life (lifecycle.c): the one owner of the order in which every part that has
 * state is set up, ended, told of a device reset and of a fork. The core announces its events
 * through ocr_life (internal.h); the parts' own steps are declared with their interfaces
 * (memory/staging.h, calls/calls.h, check/checks.h, src/internal.h) and, for the launch's
 * <<<>>> configuration stacks, here.
 */
#ifndef OCR_LIFECYCLE_H
#define OCR_LIFECYCLE_H

#include "internal.h"

#pragma GCC visibility push(hidden)

/* At initialisation, on each thread that raced into it: the thread's <<<>>> configuration
 * stack, made now rather than at its first launch (launch.c). */
void ocr_launch_warm(void);
/* fork: the stacks' list is taken in prepare; a child frees the stacks of the parent's other
 * threads. */
void ocr_launch_fork(enum ocr_fork phase);
/* The library's end: the stacks' thread-specific key is deleted and, when the library is
 * unloaded (`unloading`: not the process's exit, where other threads may still push), every
 * thread's stack is freed. */
void ocr_launch_unload(bool unloading);

#pragma GCC visibility pop

#endif /* OCR_LIFECYCLE_H */
