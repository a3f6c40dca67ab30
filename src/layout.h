/*
 * Compile-time proofs that a runtime structure or enumeration is the driver's, for the places
 * that hand the application's structures to the driver (or the driver's back) with a cast: a
 * header of CUDA that changed one side would stop the build instead of corrupting a call.
 */
#ifndef OCR_LAYOUT_H
#define OCR_LAYOUT_H

#include <stddef.h>

/* Field `rt_field` of the runtime's type `rt` lies where the driver's type `cu` keeps
 * `cu_field`, with the same size. */
#define SAME_FIELDS(rt, cu, rt_field, cu_field)                                                    \
    _Static_assert(offsetof(rt, rt_field) == offsetof(cu, cu_field) &&                             \
                       sizeof(((rt *)0)->rt_field) == sizeof(((cu *)0)->cu_field),                 \
                   #rt "." #rt_field " differs from the driver's")
/* The same for a field both sides name alike. */
#define SAME_FIELD(rt, cu, field) SAME_FIELDS(rt, cu, field, field)
/* An enumerator of the runtime has the value of the driver's. */
#define SAME_VALUE(rt, cu) _Static_assert((int)(rt) == (int)(cu), #rt " is not " #cu)

#endif /* OCR_LAYOUT_H */
