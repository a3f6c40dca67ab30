/*
 * Pool access in test_pool: cudaMemPoolSetAccess translates the descriptors (long lists, invalid
 * devices, empty and NULL lists), and cudaMemPoolGetAccess translates the location and checks its
 * arguments.
 */
#include "test_pool.h"

/* -- access ----------------------------------------------------------------------------------- */

void cudaMemPoolSetAccess_translates_descriptors(void **state)
{
    (void)state;
    struct cudaMemAccessDesc d[3] = {
        {{cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtReadWrite},
        {{cudaMemLocationTypeDevice, 2}, cudaMemAccessFlagsProtRead},
        {{cudaMemLocationTypeHostNuma, 1}, cudaMemAccessFlagsProtNone},
    };
    assert_cuda(cudaSuccess, cudaMemPoolSetAccess(POOL, d, 3));
    assert_int_equal(rec.calls, 1);
    assert_ptr_equal(rec.pool, POOL);
    assert_int_equal(rec.count, 3);
    assert_int_equal(rec.map[0].location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.map[0].location.id, BASE + 0);
    assert_int_equal(rec.map[0].flags, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
    assert_int_equal(rec.map[1].location.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.map[1].location.id, BASE + 2);
    assert_int_equal(rec.map[1].flags, CU_MEM_ACCESS_FLAGS_PROT_READ);
    assert_int_equal(rec.map[2].location.type, CU_MEM_LOCATION_TYPE_HOST_NUMA);
    assert_int_equal(rec.map[2].location.id, 1);
    assert_int_equal(rec.map[2].flags, CU_MEM_ACCESS_FLAGS_PROT_NONE);
    /* The caller's list is left as it was. */
    assert_int_equal(d[1].location.id, 2);
}

/* A list longer than what is translated on the stack. */
void cudaMemPoolSetAccess_long_list(void **state)
{
    (void)state;
    struct cudaMemAccessDesc d[40];
    for (int i = 0; i < 40; i++)
        d[i] = (struct cudaMemAccessDesc){{cudaMemLocationTypeDevice, i % DEVICES},
                                          (i & 1) ? cudaMemAccessFlagsProtRead
                                                  : cudaMemAccessFlagsProtReadWrite};
    assert_cuda(cudaSuccess, cudaMemPoolSetAccess(POOL, d, 40));
    assert_int_equal(rec.count, 40);
    for (int i = 0; i < 40; i++) {
        assert_int_equal(rec.map[i].location.id, BASE + i % DEVICES);
        assert_int_equal(rec.map[i].flags, (i & 1) ? CU_MEM_ACCESS_FLAGS_PROT_READ
                                                   : CU_MEM_ACCESS_FLAGS_PROT_READWRITE);
    }
}

void cudaMemPoolSetAccess_invalid_device(void **state)
{
    (void)state;
    struct cudaMemAccessDesc d[40];
    for (int i = 0; i < 40; i++)
        d[i] = (struct cudaMemAccessDesc){{cudaMemLocationTypeDevice, 0},
                                          cudaMemAccessFlagsProtReadWrite};
    d[1].location.id = DEVICES;
    assert_cuda(cudaErrorInvalidDevice, cudaMemPoolSetAccess(POOL, d, 2));
    d[1].location.id = 0;
    d[39].location.id = -1;
    assert_cuda(cudaErrorInvalidDevice, cudaMemPoolSetAccess(POOL, d, 40));
    assert_int_equal(rec.calls, 0);
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
}

void cudaMemPoolSetAccess_empty_and_null_lists(void **state)
{
    (void)state;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolSetAccess(POOL, NULL, 1));
    assert_nothing_called();
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
    /* An empty list is the driver's to judge; it is given a list, never NULL. */
    rec.map_null = true;
    assert_cuda(cudaSuccess, cudaMemPoolSetAccess(POOL, NULL, 0));
    assert_int_equal(rec.calls, 1);
    assert_int_equal(rec.count, 0);
    assert_false(rec.map_null);
    struct cudaMemAccessDesc d = {{cudaMemLocationTypeDevice, 0}, cudaMemAccessFlagsProtRead};
    rec.result = CUDA_ERROR_INVALID_DEVICE;
    assert_cuda(cudaErrorInvalidDevice, cudaMemPoolSetAccess(POOL, &d, 1));
    assert_cuda(cudaErrorInvalidDevice, cudaGetLastError());
}

void cudaMemPoolGetAccess_translates_location(void **state)
{
    (void)state;
    enum cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 1};
    assert_cuda(cudaSuccess, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(flags, cudaMemAccessFlagsProtRead);
    assert_ptr_equal(rec.pool, POOL);
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_DEVICE);
    assert_int_equal(rec.loc.id, BASE + 1);
    assert_int_equal(loc.id, 1);
    loc = (struct cudaMemLocation){cudaMemLocationTypeHost, 3};
    assert_cuda(cudaSuccess, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(rec.loc.type, CU_MEM_LOCATION_TYPE_HOST);
    assert_int_equal(rec.loc.id, 3);
}

void cudaMemPoolGetAccess_bad_arguments(void **state)
{
    (void)state;
    enum cudaMemAccessFlags flags = cudaMemAccessFlagsProtReadWrite;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(NULL, POOL, &loc));
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(&flags, POOL, NULL));
    assert_nothing_called();
    loc.id = DEVICES;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(rec.calls, 0);
    loc.id = 0;
    rec.result = CUDA_ERROR_INVALID_VALUE;
    assert_cuda(cudaErrorInvalidValue, cudaMemPoolGetAccess(&flags, POOL, &loc));
    assert_int_equal(flags, cudaMemAccessFlagsProtReadWrite);
    assert_cuda(cudaErrorInvalidValue, cudaGetLastError());
}
