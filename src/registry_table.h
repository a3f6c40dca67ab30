/*
 * The registry's lookup tables (registry_table.c), as the registry (registry.c) uses them:
 * open-addressing tables from a key (a host stub, shadow or managed address; a resolved kernel)
 * to the registry's entry for it. registry.c owns the tables and the lock its writers hold
 * (reg_lock); this is only the tables' own mechanics.
 *
 * Lookups are lock-free: slots are published with release stores and a key never changes once
 * published. Removal clears a slot's value; a table that fills up is replaced by one sized for its
 * live keys, and the old one retired (reclaim.h) for the read sections that may still hold it.
 * The lookup is inline: it is on the path of every kernel lookup.
 */
#ifndef OCR_REGISTRY_TABLE_H
#define OCR_REGISTRY_TABLE_H

#include "internal.h"
#include "reclaim.h"

#pragma GCC visibility push(hidden)

struct entry; /* registry.c's */

struct ocr_reg_slot {
    const void *key;     /* never changes once published */
    struct entry *value; /* NULL after removal */
};

struct ocr_reg_table {
    size_t mask;
    size_t used; /* slots with a key, removed ones included */
    size_t live; /* slots with a value */
    struct ocr_retired retired;
    struct ocr_reg_slot slots[];
};

static inline size_t ocr_reg_hash(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

/* In a read section. */
static inline struct entry *ocr_reg_find_in(struct ocr_reg_table **tp, const void *key)
{
    struct ocr_reg_table *t = __atomic_load_n(tp, __ATOMIC_ACQUIRE);
    if (t == NULL || key == NULL)
        return NULL;
    for (size_t i = ocr_reg_hash(key) & t->mask;; i = (i + 1) & t->mask) {
        const void *k = __atomic_load_n(&t->slots[i].key, __ATOMIC_ACQUIRE);
        if (k == NULL)
            return NULL;
        if (k == key)
            return __atomic_load_n(&t->slots[i].value, __ATOMIC_ACQUIRE);
    }
}

/* Called with reg_lock held, after ocr_reg_reserve(): there is a free slot. */
void ocr_reg_slot_put(struct ocr_reg_table *t, const void *key, struct entry *value);
/* Clears key's slot if it still holds `value` (a host address registered again since holds the
 * newer entry). Called with reg_lock held. */
void ocr_reg_slot_remove(struct ocr_reg_table *t, const void *key, const struct entry *value);
/* Room for `n` more keys in *tp, so that the ocr_reg_slot_put calls that follow cannot fail. A
 * full table is replaced by one sized for its live keys (removed keys are dropped: unregistered
 * libraries leave nothing behind) and retired. False when memory runs out. Called with reg_lock
 * held. */
bool ocr_reg_reserve(struct ocr_reg_table **tp, size_t n);

#pragma GCC visibility pop

#endif /* OCR_REGISTRY_TABLE_H */
