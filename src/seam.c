/*
 * The seam's subscriber table and its dispatch (seam.h says what it is).
 *
 * The table is a slot per subscriber, each an atomic pointer to the subscriber's hooks (static:
 * never freed), and the switch word holds a bit per slot that is filled. A call runs the hooks
 * of the slots whose bits were set when it began (read once), skipping a slot emptied since, so
 * that a subscriber's after hook only runs where its before hook could have: subscribers come
 * and go on any thread while calls run (opencudartFaultSet, opencudartTraceStart).
 */
#include "seam.h"

#include <pthread.h>
#include <string.h>

int ocr_intercept;

static const struct ocr_subscriber *subscribers[OCR_SEAM_SLOTS];
static pthread_mutex_t subscribe_lock = PTHREAD_MUTEX_INITIALIZER;

void ocr_seam_subscribe(enum ocr_seam_slot slot, const struct ocr_subscriber *hooks)
{
    pthread_mutex_lock(&subscribe_lock);
    /* The hooks first, then the bit: a call that sees the bit finds the hooks. */
    if (hooks != NULL) {
        __atomic_store_n(&subscribers[slot], hooks, __ATOMIC_RELEASE);
        __atomic_fetch_or(&ocr_intercept, 1 << slot, __ATOMIC_RELEASE);
    } else {
        __atomic_fetch_and(&ocr_intercept, ~(1 << slot), __ATOMIC_RELEASE);
        __atomic_store_n(&subscribers[slot], NULL, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&subscribe_lock);
}

static const struct ocr_subscriber *subscriber(unsigned slot)
{
    return __atomic_load_n(&subscribers[slot], __ATOMIC_ACQUIRE);
}

/* The last-error queries answer without recording, an injected error too. */
static bool records(const char *name)
{
    return strcmp(name, "cudaGetLastError") != 0 && strcmp(name, "cudaPeekAtLastError") != 0;
}

bool ocr_seam_begin(struct ocr_seam_call *c, cudaError_t *e)
{
    struct ocr_thread *tls = &ocr_tls;
    c->outer = tls->call;
    tls->call = c;
    c->injected = false;
    c->faulted = false;
    c->subscribed = (unsigned)__atomic_load_n(&ocr_intercept, __ATOMIC_ACQUIRE);
    for (unsigned slot = 0; slot < OCR_SEAM_SLOTS; slot++) {
        const struct ocr_subscriber *s = c->subscribed & (1u << slot) ? subscriber(slot) : NULL;
        /* A hook after one that answered sees c->injected (and answers nothing itself). */
        if (s != NULL && s->before != NULL && s->before(c, e))
            c->injected = true;
    }
    /* An answered call fails as the call's own failure would: recorded as the thread's last
     * error (never cudaErrorNotReady; not by the last-error queries, which return it), never
     * replaced by an initialisation failure (the call did not need the runtime), and traced as
     * the record traces failures. */
    if (c->injected && records(c->name))
        *e = ocr_record_plain(*e, c->name);
    return c->injected;
}

void ocr_seam_end(struct ocr_seam_call *c, cudaError_t e)
{
    for (unsigned slot = 0; slot < OCR_SEAM_SLOTS; slot++) {
        const struct ocr_subscriber *s = c->subscribed & (1u << slot) ? subscriber(slot) : NULL;
        if (s != NULL && s->after != NULL)
            s->after(c, e);
    }
    ocr_tls.call = c->outer;
}
