/*
 * The library's glibc baseline: 2.17, NVIDIA's (README, "Portability"; the abi_glibc_baseline
 * test checks every symbol version the library needs). glibc 2.34 moved dlopen, dlsym and
 * the pthread functions (pthread_once, pthread_create, ...) into libc.so.6 under new versions; a
 * build on a newer glibc would need 2.34. These directives bind the references to the versions
 * every glibc since 2.2.5 has (libc.so.6 keeps them for compatibility, libdl.so.2 and
 * libpthread.so.0 of older ones define them; the library lists both as NEEDED, as NVIDIA's does).
 * Included by internal.h, so by every source file.
 */
#ifndef OCR_GLIBC_BASELINE_H
#define OCR_GLIBC_BASELINE_H

#if defined(__x86_64__) && defined(__GLIBC__)
__asm__(".symver dlopen,dlopen@GLIBC_2.2.5");
__asm__(".symver dlsym,dlsym@GLIBC_2.2.5");
__asm__(".symver dlvsym,dlvsym@GLIBC_2.2.5");
__asm__(".symver dlerror,dlerror@GLIBC_2.2.5");
__asm__(".symver dlclose,dlclose@GLIBC_2.2.5");
__asm__(".symver dladdr,dladdr@GLIBC_2.2.5");
__asm__(".symver pthread_once,pthread_once@GLIBC_2.2.5");
__asm__(".symver pthread_key_create,pthread_key_create@GLIBC_2.2.5");
__asm__(".symver pthread_key_delete,pthread_key_delete@GLIBC_2.2.5");
__asm__(".symver pthread_getspecific,pthread_getspecific@GLIBC_2.2.5");
__asm__(".symver pthread_setspecific,pthread_setspecific@GLIBC_2.2.5");
__asm__(".symver pthread_create,pthread_create@GLIBC_2.2.5");
__asm__(".symver pthread_join,pthread_join@GLIBC_2.2.5");
__asm__(".symver pthread_getname_np,pthread_getname_np@GLIBC_2.12");
__asm__(".symver pthread_rwlock_rdlock,pthread_rwlock_rdlock@GLIBC_2.2.5");
__asm__(".symver pthread_rwlock_wrlock,pthread_rwlock_wrlock@GLIBC_2.2.5");
__asm__(".symver pthread_rwlock_unlock,pthread_rwlock_unlock@GLIBC_2.2.5");
#endif

#endif /* OCR_GLIBC_BASELINE_H */
