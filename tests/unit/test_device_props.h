/*
 * What the parts of test_device_props (device properties over the shared fake) share: the devices
 * (NDEV of them, their driver handles from DEV_BASE), the state of this program's fakes of the
 * device queries and context settings (`fake`, kept by test_device_props.c), the helpers over it,
 * and the tests of each part (test_device_props_get.c, test_device_props_attr.c,
 * test_device_props_choose.c, test_device_props_texture1d.c, test_device_props_context.c), listed
 * in order by test_device_props.c's main.
 */
#ifndef OCR_TEST_DEVICE_PROPS_H
#define OCR_TEST_DEVICE_PROPS_H

#include "unit.h"

#include <stdio.h>

#define NDEV 2
#define DEV_BASE 100
#define MEM_DEFAULT(i) (((size_t)80 << 30) + (size_t)(i))

/* ---------------------------------------------------------------------------------------------
 * The device queries and context settings over the shared fake
 * ------------------------------------------------------------------------------------------- */
struct props_fake {
    /* attribute overrides: value and whether set, per device */
    int attr_value[NDEV][CU_DEVICE_ATTRIBUTE_MAX];
    bool attr_set[NDEV][CU_DEVICE_ATTRIBUTE_MAX];
    CUdevice_attribute fail_attr; /* this attribute fails with fail_result (0: none) */
    CUresult fail_result;
    size_t mem[NDEV];
    /* recorded arguments */
    int attr_calls;
    int last_attr;
    CUdevice last_attr_dev;
    bool last_attr_null;
    int tex_calls;
    CUarray_format tex_format;
    unsigned tex_channels;
    CUdevice tex_dev;
    CUdevice last_pci_dev;
    int ctx_calls; /* the context settings below (the shared fake logs the others) */
    CUlimit last_limit;
    size_t last_limit_value;
    CUfunc_cache cache;
    CUsharedconfig shmem;
};

/* What this program's fakes answer and what they recorded, reset by reset_fake. */
extern struct props_fake fake;

/* test_device_props.c */
size_t context_calls(void);
int expected_attr(int attr, int i);
void set_attr(int i, CUdevice_attribute attr, int value);

/* test_device_props_get.c */
void get_device_properties_fills_every_field(void **state);
void get_device_properties_leaves_reserved(void **state);
void get_device_properties_widens_with_sign(void **state);
void get_device_properties_null_prop(void **state);
void get_device_properties_invalid_device(void **state);
void get_device_properties_driver_failure(void **state);
void device_queries_need_no_context(void **state);

/* test_device_props_attr.c */
void device_get_attribute_passes_every_value(void **state);
void device_get_attribute_named_values(void **state);
void device_get_attribute_null_value(void **state);
void device_get_attribute_invalid_device(void **state);
void device_get_pci_bus_id_ok(void **state);
void device_get_pci_bus_id_bad_arguments(void **state);
void device_get_by_pci_bus_id_maps_to_ordinal(void **state);
void device_get_by_pci_bus_id_bad_arguments(void **state);

/* test_device_props_choose.c */
void choose_device_scores(void **state);
void choose_device_scores_swapped(void **state);
void choose_device_null_arguments(void **state);
void choose_device_driver_failure(void **state);

/* test_device_props_texture1d.c */
void texture1d_translates_channel_formats(void **state);
void texture1d_invalid_channel_descriptor(void **state);
void texture1d_bad_arguments(void **state);

/* test_device_props_context.c */
void context_settings_make_context_current(void **state);
void device_get_limit_passes_through(void **state);
void device_set_limit_passes_through(void **state);
void device_cache_config_passes_through(void **state);
void device_shared_mem_config_passes_through(void **state);
void device_stream_priority_range_allows_null(void **state);
void success_keeps_last_error(void **state);

#endif
