/*
 * The registry's lookup tables (registry_table.h: their records and the lock-free lookup), beside
 * the registry (registry.c), which owns its two tables and calls these with its writers' lock
 * (reg_lock) held: a key published, a key's entry removed, room made before an entry is, a full
 * table replaced and retired to the reclamation (reclaim.c).
 */
#include "registry_table.h"

#include <stdlib.h>

void ocr_reg_slot_put(struct ocr_reg_table *t, const void *key, struct entry *value)
{
    for (size_t i = ocr_reg_hash(key) & t->mask;; i = (i + 1) & t->mask) {
        if (t->slots[i].key == key) {
            if (t->slots[i].value == NULL)
                t->live++;
            __atomic_store_n(&t->slots[i].value, value, __ATOMIC_RELEASE);
            return;
        }
        if (t->slots[i].key == NULL) {
            __atomic_store_n(&t->slots[i].value, value, __ATOMIC_RELAXED);
            __atomic_store_n(&t->slots[i].key, key, __ATOMIC_RELEASE);
            t->used++;
            t->live++;
            return;
        }
    }
}

void ocr_reg_slot_remove(struct ocr_reg_table *t, const void *key, const struct entry *value)
{
    if (t == NULL || key == NULL)
        return;
    for (size_t i = ocr_reg_hash(key) & t->mask;; i = (i + 1) & t->mask) {
        const void *k = t->slots[i].key;
        if (k == NULL)
            return;
        if (k == key) {
            if (t->slots[i].value == value) {
                __atomic_store_n(&t->slots[i].value, NULL, __ATOMIC_RELEASE);
                t->live--;
            }
            return;
        }
    }
}

bool ocr_reg_reserve(struct ocr_reg_table **tp, size_t n)
{
    struct ocr_reg_table *t = *tp;
    if (n == 0 || (t != NULL && (t->used + n) * 4 <= (t->mask + 1) * 3))
        return true;
    size_t cap = 1024;
    while (cap < ((t ? t->live : 0) + n) * 2)
        cap *= 2;
    struct ocr_reg_table *nt = calloc(1, sizeof(*nt) + cap * sizeof(struct ocr_reg_slot));
    if (nt == NULL)
        return false;
    nt->mask = cap - 1;
    for (size_t i = 0; t != NULL && i <= t->mask; i++)
        if (t->slots[i].key != NULL && t->slots[i].value != NULL)
            ocr_reg_slot_put(nt, t->slots[i].key, t->slots[i].value);
    __atomic_store_n(tp, nt, __ATOMIC_RELEASE);
    if (t != NULL) {
        ocr_retire(&t->retired, t, free);
        ocr_reclaim();
    }
    return true;
}
