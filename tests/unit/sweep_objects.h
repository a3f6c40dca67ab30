/*
 * Driver objects for the sweeps of pools, arrays, textures and surfaces, IPC, external memory,
 * graphics interop, logs and notifications (test_sweep_pool.c, test_sweep_array.c,
 * test_sweep_interop.c). The fake driver gives these entries no behaviour of their own (they
 * succeed without writing their outputs); sweep_objects_install wraps them: each wrapper calls
 * the fake's entry first, for its log and its faults (a failing call returns at once, having
 * made nothing), then makes, describes or forgets its object. Every object made counts among
 * fake_live_objects until it is destroyed, so a scenario that leaks one fails its sweep.
 *
 * What the wrappers answer:
 *   - pools (cuMemPoolCreate, cuMemPoolImportFromShareableHandle) are destroyed by
 *     cuMemPoolDestroy; the current pool of a device or location is the device's default pool;
 *     allocations from a pool and imported pointers are device allocations of the fake (freed by
 *     cuMemFree or cuMemFreeAsync), as are mapped buffers of external memory;
 *   - arrays and mipmapped arrays remember their descriptor (cuArray3DGetDescriptor answers it,
 *     CUDA_ERROR_INVALID_HANDLE for an array they did not make); a mipmapped array's levels are
 *     arrays of its descriptor, owned by it;
 *   - texture and surface objects remember their descriptors and answer them to the getters;
 *   - external memory and semaphores, opened IPC memory and events, graphics resources, log
 *     callbacks and async notification registrations are handles, forgotten by their destroyer
 *     (an IPC event by cuEventDestroy);
 *   - cuLibraryLoadFromFile makes a library that cuLibraryUnload unloads;
 *   - cuGLGetDevices lists the fake's first device.
 * Destroying a handle the wrappers did not make (or made and destroyed) is
 * CUDA_ERROR_INVALID_HANDLE. The sweeps run on one thread: the wrappers take no lock.
 */
#ifndef OCR_TEST_SWEEP_OBJECTS_H
#define OCR_TEST_SWEEP_OBJECTS_H

#include "fake_driver.h"

/* Wrap the entries above in both halves of the driver table. After fake_driver_install (and
 * fake_install_ptds_twins, when a test uses them). */
void sweep_objects_install(void);

/* The entry the fake logged last: after a failed runtime call, the driver entry that failed. */
const char *sweep_last_entry(void);

#endif /* OCR_TEST_SWEEP_OBJECTS_H */
