/*
 * Managed-memory range attributes (memory/managed.c): what reaches the driver and what comes back.
 *
 * As NVIDIA's runtime (read from its library), the range-attribute calls hand their arguments to
 * the driver as they are: NULL lists, counts and sizes are the driver's to judge. The fake's
 * devices are numbered from 10, so that a CUdevice returned where an ordinal belongs shows:
 * device ids in range attributes come back as ordinals (the CPU and invalid ids stay), and driver
 * failures come back mapped and recorded with the outputs untouched.
 *
 * The recorders of the entries under test (`rec`) are memext_recorders.c's.
 */
#include "memext_recorders.h"

/* -- range attributes ------------------------------------------------------------------------- */

static void cudaMemRangeGetAttribute_device_ids_become_ordinals(void **state)
{
    (void)state;
    int v = 77;
    rec.value[0] = BASE + 2;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, 2);
    assert_int_equal(rec.range_calls, 1);
    assert_int_equal(rec.range_attrs[0], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION);
    assert_ptr_equal(rec.range_data[0], &v);
    assert_int_equal(rec.range_sizes[0], sizeof v);
    assert_int_equal(rec.ptr, RANGE);
    assert_int_equal(rec.count, 4096);
    /* The CPU and "no device" stay. */
    rec.value[0] = CU_DEVICE_CPU;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeLastPrefetchLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, cudaCpuDeviceId);
    rec.value[0] = CU_DEVICE_INVALID;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeLastPrefetchLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, cudaInvalidDeviceId);
    /* Every element of the accessed-by list. */
    int list[4] = {0, 0, 0, 0};
    rec.value[0] = BASE + 1;
    rec.value[1] = BASE;
    rec.value[2] = CU_DEVICE_INVALID;
    rec.value[3] = CU_DEVICE_INVALID;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(list, sizeof list, cudaMemRangeAttributeAccessedBy,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(list[0], 1);
    assert_int_equal(list[1], 0);
    assert_int_equal(list[2], cudaInvalidDeviceId);
    assert_int_equal(list[3], cudaInvalidDeviceId);
    /* A value that is no device id is left alone. */
    rec.value[0] = BASE + 1;
    assert_cuda(cudaSuccess, cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeReadMostly,
                                                      (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, BASE + 1);
    /* One driver call each: no location kind asked for. */
    assert_int_equal(rec.range_calls, 5);
}

/* An id attribute names a device only when the location of that kind is a device: the runtime
 * asks the driver for the kind, before the value (a refusal then leaves the output alone). */
static void cudaMemRangeGetAttribute_ids_follow_the_location_kind(void **state)
{
    (void)state;
    int v = 77;
    rec.value[0] = BASE + 1;
    rec.kind = CU_MEM_LOCATION_TYPE_DEVICE;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocationId,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, 1);
    assert_int_equal(rec.range_calls, 2);
    assert_int_equal(rec.range_attrs[0], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE);
    assert_int_equal(rec.range_sizes[0], sizeof(CUmemLocationType));
    assert_int_equal(rec.range_attrs[1], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID);
    assert_ptr_equal(rec.range_data[1], &v);
    rec.kind = CU_MEM_LOCATION_TYPE_HOST_NUMA;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributeLastPrefetchLocationId,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, BASE + 1);
    assert_int_equal(rec.range_calls, 4);
    assert_int_equal(rec.range_attrs[2], CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE);
    assert_int_equal(rec.range_attrs[3], CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID);
    /* The kinds themselves are the driver's values. */
    enum cudaMemLocationType kind = cudaMemLocationTypeInvalid;
    rec.kind = CU_MEM_LOCATION_TYPE_HOST;
    assert_cuda(cudaSuccess, cudaMemRangeGetAttribute(&kind, sizeof kind,
                                                      cudaMemRangeAttributePreferredLocationType,
                                                      (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(kind, cudaMemLocationTypeHost);
    assert_int_equal(rec.range_calls, 5);
}

/* Drivers number their devices 0, 1, ...: the values then need no translation, and the kind
 * of a location is not asked for. */
static void cudaMemRangeGetAttribute_devices_numbered_as_ordinals(void **state)
{
    (void)state;
    CUdevice saved[DEVICES];
    for (int d = 0; d < DEVICES; d++) {
        saved[d] = ocr_devices[d].dev;
        ocr_devices[d].dev = d;
    }
    int v = 77;
    rec.value[0] = 2;
    rec.kind = CU_MEM_LOCATION_TYPE_DEVICE;
    cudaError_t e1 = cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocation,
                                              (void *)(uintptr_t)RANGE, 4096);
    int v1 = v;
    cudaError_t e2 = cudaMemRangeGetAttribute(
        &v, sizeof v, cudaMemRangeAttributePreferredLocationId, (void *)(uintptr_t)RANGE, 4096);
    for (int d = 0; d < DEVICES; d++)
        ocr_devices[d].dev = saved[d];
    assert_cuda(cudaSuccess, e1);
    assert_cuda(cudaSuccess, e2);
    assert_int_equal(v1, 2);
    assert_int_equal(v, 2);
    assert_int_equal(rec.range_calls, 2);
}

static void cudaMemRangeGetAttribute_arguments_and_failure(void **state)
{
    (void)state;
    /* NULL data is the driver's to refuse (NVIDIA's runtime checks nothing itself), and the call
     * needs no context. */
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttribute(NULL, 4, cudaMemRangeAttributeReadMostly,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(rec.range_calls, 1);
    assert_calls("cuCtxGetCurrent", 0);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* Sizes and attributes are the driver's to check; a failure leaves the output alone. */
    int v = 77;
    rec.value[0] = BASE;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttribute(&v, 3, (enum cudaMemRangeAttribute)99,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(rec.range_attrs[1], 99);
    assert_int_equal(rec.range_sizes[1], 3);
    assert_int_equal(v, 77);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    rec.result = CUDA_ERROR_NOT_INITIALIZED;
    assert_cuda(cudaErrorInitializationError,
                cudaMemRangeGetAttribute(&v, sizeof v, cudaMemRangeAttributePreferredLocation,
                                         (void *)(uintptr_t)RANGE, 4096));
    assert_int_equal(v, 77);
}

static void cudaMemRangeGetAttributes_translates_each_value(void **state)
{
    (void)state;
    int pref = 77, accessed[2] = {77, 77}, mostly = 77, id = 77;
    enum cudaMemLocationType kind = cudaMemLocationTypeInvalid;
    void *data[] = {&pref, accessed, &mostly, &kind, &id};
    size_t sizes[] = {sizeof pref, sizeof accessed, sizeof mostly, sizeof kind, sizeof id};
    enum cudaMemRangeAttribute attrs[] = {
        cudaMemRangeAttributePreferredLocation, cudaMemRangeAttributeAccessedBy,
        cudaMemRangeAttributeReadMostly, cudaMemRangeAttributePreferredLocationType,
        cudaMemRangeAttributePreferredLocationId};
    rec.value[0] = BASE + 2;
    rec.value[1] = CU_DEVICE_INVALID;
    rec.kind = CU_MEM_LOCATION_TYPE_DEVICE;
    assert_cuda(cudaSuccess,
                cudaMemRangeGetAttributes(data, sizes, attrs, 5, (void *)(uintptr_t)RANGE, 8192));
    assert_int_equal(rec.num, 5);
    assert_int_equal(rec.ptr, RANGE);
    assert_int_equal(rec.count, 8192);
    assert_int_equal(pref, 2);
    assert_int_equal(accessed[0], 2);
    assert_int_equal(accessed[1], cudaInvalidDeviceId);
    assert_int_equal(mostly, BASE + 2);
    assert_int_equal(kind, cudaMemLocationTypeDevice);
    assert_int_equal(id, 2);
    /* The plural call, and the kind of the preferred location for the id. */
    assert_int_equal(rec.calls, 2);
    assert_int_equal(rec.range_calls, 1);
    assert_int_equal(rec.range_attrs[0], CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE);

    /* NULL arrays with attributes to fill are the driver's to refuse; a failure leaves the
     * values alone. */
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(NULL, sizes, attrs, 1, (void *)(uintptr_t)RANGE, 8));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(data, NULL, attrs, 1, (void *)(uintptr_t)RANGE, 8));
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(data, sizes, NULL, 1, (void *)(uintptr_t)RANGE, 8));
    assert_int_equal(rec.calls, 5);
    pref = 77;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(data, sizes, attrs, 1, (void *)(uintptr_t)RANGE, 8));
    assert_int_equal(pref, 77);
    /* No attributes at all: the driver decides. */
    assert_cuda(cudaErrorInvalidValue,
                cudaMemRangeGetAttributes(NULL, NULL, NULL, 0, (void *)(uintptr_t)RANGE, 8));
    assert_int_equal(rec.calls, 7);
    assert_int_equal(rec.num, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_device_ids_become_ordinals, memext_setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_ids_follow_the_location_kind, memext_setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_devices_numbered_as_ordinals, memext_setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttribute_arguments_and_failure, memext_setup),
        cmocka_unit_test_setup(cudaMemRangeGetAttributes_translates_each_value, memext_setup),
    };
    return cmocka_run_group_tests(tests, memext_group_setup, NULL);
}
