/*
 * The monotonic clock in nanoseconds: the timeline's and the recorder's timestamps, the staging
 * engine's polling limit.
 */
#ifndef OCR_CLOCK_H
#define OCR_CLOCK_H

#include <stdint.h>
#include <time.h>

static inline uint64_t ocr_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#endif /* OCR_CLOCK_H */
