/*
 * The fake driver of the unit tests (see fake_driver.h), its core: the entries' names, the call
 * log, fault injection and scripted results, the driver call sites a fault reached, the live
 * handles, and the table. Every entry of OCR_DRIVER_FUNCS has a generic fake here (log, fault
 * check, success, outputs untouched); the entries the runtime reads outputs from have a fake with
 * behaviour instead, in the file of its subject (fake_device.c, fake_context.c, fake_library.c,
 * fake_memory.c, fake_stream.c, fake_green.c), with the driver's exact signature (the table
 * assignment checks it); each of those files puts its fakes into the table. The test-side
 * functions of the log, the faults and the live objects are here too.
 */
#include "fake_driver_internal.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* -- entries ----------------------------------------------------------------------------------- */

static const char *const entry_names[FAKE_COUNT] = {
#define NAME(name, ver, twin) #name,
    OCR_DRIVER_FUNCS(NAME)
#undef NAME
};

static const char *const twin_names[FAKE_COUNT] = {
#define TWIN_NAME(name, ver, twin) (twin) ? #name "_ptsz" : NULL,
    OCR_DRIVER_FUNCS(TWIN_NAME)
#undef TWIN_NAME
};

/* -- state ------------------------------------------------------------------------------------- */

struct fake_config fake_config = {
    .device_count = 1,
    .device_base = 0,
    .driver_version = 13000,
    .global_size = 256,
    .total_mem = (size_t)80 << 30,
};
struct fake_args fake_args;

pthread_mutex_t fake_lock = PTHREAD_MUTEX_INITIALIZER;

#define LOG_MAX 65536
static const char *log_names[LOG_MAX];
static size_t log_len;               /* calls since the last clear (may exceed LOG_MAX) */
static size_t counts[FAKE_COUNT][2]; /* [entry][ptds] */

static unsigned nth_left; /* fake_fail_nth countdown, 0 = disarmed */
static CUresult nth_result;
static bool nth_fired;
static const struct ocr_fault_site *nth_site; /* where the fake_fail_nth fault fired */
static unsigned id_nth_left[FAKE_COUNT];
static CUresult id_nth_result[FAKE_COUNT];
static bool scripted[FAKE_COUNT];
static CUresult scripted_result[FAKE_COUNT];
static bool unusable; /* a forked child's driver (fake_fork_child): every call refused */

/* Driver call sites (internal.h, OCR_FAULT_SITES): the one the thread's next call comes from,
 * and those an injected fault (fake_fail_nth, fake_fail_nth_of) reached, for the whole process
 * (fake_reset keeps them). */
static __thread const struct ocr_fault_site *site_current;
#define MAX_SITES 4096
static const struct ocr_fault_site *sites_faulted[MAX_SITES];
static size_t n_sites_faulted;
static size_t n_faults_unattributed;

/* Handles of streams, events, graphs and executable graphs the fakes made and that were not
 * destroyed since (fake_live_objects). */
#define MAX_LIVE 8192
static uintptr_t live_handles[MAX_LIVE];
static size_t n_live;

/* -- logging and faults ------------------------------------------------------------------------ */

/* Faults after which the driver fails every later call in the context. */
static bool is_context_fault(CUresult r)
{
    switch (r) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_ECC_UNCORRECTABLE:
        return true;
    default:
        return false;
    }
}

void ocr_fault_site_enter(const struct ocr_fault_site *site)
{
    site_current = site;
}

/* Called with the lock held. */
static void note_site_faulted(const struct ocr_fault_site *site)
{
    if (site == NULL) {
        n_faults_unattributed++;
        return;
    }
    for (size_t i = 0; i < n_sites_faulted; i++)
        if (sites_faulted[i] == site)
            return;
    if (n_sites_faulted < MAX_SITES)
        sites_faulted[n_sites_faulted++] = site;
}

/* Called with the lock held. */
void fake_live_add_locked(const void *h)
{
    if (n_live < MAX_LIVE)
        live_handles[n_live++] = (uintptr_t)h;
}

/* Called with the lock held. Whether h was live (it is not any more). */
bool fake_live_remove_locked(const void *h)
{
    for (size_t i = 0; i < n_live; i++)
        if (live_handles[i] == (uintptr_t)h) {
            live_handles[i] = live_handles[--n_live];
            return true;
        }
    return false;
}

/* Log a call of entry `id` and decide its fate: true when it must return *res at once. */
bool fake_enter(enum fake_id id, bool ptds, CUresult *res)
{
    bool fail = false, injected = false;
    CUresult r = CUDA_SUCCESS;
    /* A call made without a fresh mark (the runtime's own objects built without OCR_FAULT_SITES,
     * a test calling the table) is attributed to no site. */
    const struct ocr_fault_site *site = site_current;
    site_current = NULL;
    if (unusable) {
        *res = CUDA_ERROR_NOT_INITIALIZED;
        return true;
    }
    pthread_mutex_lock(&fake_lock);
    if (log_len < LOG_MAX)
        log_names[log_len] = (ptds && twin_names[id]) ? twin_names[id] : entry_names[id];
    log_len++;
    counts[id][ptds ? 1 : 0]++;
    if (nth_left != 0 && --nth_left == 0) {
        fail = injected = true;
        r = nth_result;
        nth_fired = true;
        nth_site = site;
    }
    if (id_nth_left[id] != 0 && --id_nth_left[id] == 0 && !fail) {
        fail = injected = true;
        r = id_nth_result[id];
    }
    if (injected)
        note_site_faulted(site);
    if (!fail && scripted[id]) {
        fail = true;
        r = scripted_result[id];
    }
    if (fail && is_context_fault(r))
        fake_corrupt_current_locked(r);
    pthread_mutex_unlock(&fake_lock);
    *res = r;
    return fail;
}

/* The entry is named by its id: cuda.h defines some entry names as macros (cuMemAlloc is
 * cuMemAlloc_v2), so a name must be pasted before it is passed on. */
static enum fake_id id_of(const char *name, bool *ptds)
{
    size_t len = strlen(name);
    bool twin = len > 5 && strcmp(name + len - 5, "_ptsz") == 0;
    for (int i = 0; i < FAKE_COUNT; i++) {
        const char *n = twin ? twin_names[i] : entry_names[i];
        if (n != NULL && strcmp(n, name) == 0) {
            if (ptds)
                *ptds = twin;
            return (enum fake_id)i;
        }
    }
    fprintf(stderr, "fake driver: no entry named %s in OCR_DRIVER_FUNCS\n", name);
    abort();
}

/* The generic fakes: log, apply faults, succeed. The table holds them under their entry's
 * pointer type; the x86-64 and AArch64 calling conventions let a callee ignore its arguments
 * (driver.c's missing_entry relies on the same). */
#define GENERIC(name, ver, twin)                                                                   \
    static CUresult generic_##name(void)                                                           \
    {                                                                                              \
        CUresult r;                                                                                \
        fake_enter(FAKE_##name, false, &r);                                                        \
        return r;                                                                                  \
    }                                                                                              \
    static CUresult generic_twin_##name(void)                                                      \
    {                                                                                              \
        CUresult r;                                                                                \
        fake_enter(FAKE_##name, true, &r);                                                         \
        return r;                                                                                  \
    }
OCR_DRIVER_FUNCS(GENERIC)
#undef GENERIC

/* -- the tables -------------------------------------------------------------------------------- */

static struct ocr_driver table;
static pthread_once_t table_once = PTHREAD_ONCE_INIT;

static void build_table(void)
{
#define FILL(name, ver, twin) table.name = (PFN_##name##_v##ver)(void (*)(void))generic_##name;
    OCR_DRIVER_FUNCS(FILL)
#undef FILL
    fake_fill_devices(&table);
    fake_fill_contexts(&table);
    fake_fill_library(&table);
    fake_fill_memory(&table);
    fake_fill_streams(&table);
    fake_fill_green(&table);
}

const struct ocr_driver *fake_driver_table(void)
{
    pthread_once(&table_once, build_table);
    return &table;
}

void fake_driver_install(void)
{
    ocr_driver_install(fake_driver_table());
}

void fake_install_ptds_twins(void)
{
    fake_driver_table();
#define TWIN(name, ver, twin)                                                                      \
    if (twin)                                                                                      \
        ocr_drv[1].name = (PFN_##name##_v##ver)(void (*)(void))generic_twin_##name;
    OCR_DRIVER_FUNCS(TWIN)
#undef TWIN
    fake_fill_memory_twins(&ocr_drv[1]);
    fake_fill_library_twins(&ocr_drv[1]);
    fake_fill_streams_twins(&ocr_drv[1]);
}

/* -- the test-side interface ------------------------------------------------------------------- */

void fake_log_clear(void)
{
    pthread_mutex_lock(&fake_lock);
    log_len = 0;
    memset(counts, 0, sizeof(counts));
    pthread_mutex_unlock(&fake_lock);
}

void fake_fork_child(bool usable)
{
    pthread_mutex_init(&fake_lock, NULL);
    unusable = !usable;
}

void fake_reset(void)
{
    fake_log_clear();
    pthread_mutex_lock(&fake_lock);
    nth_left = 0;
    nth_fired = false;
    nth_site = NULL;
    memset(id_nth_left, 0, sizeof(id_nth_left));
    memset(scripted, 0, sizeof(scripted));
    fake_library_reset_locked();
    fake_memory_reset_locked();
    memset(&fake_args, 0, sizeof(fake_args));
    memset(&fake_graphics, 0, sizeof(fake_graphics));
    pthread_mutex_unlock(&fake_lock);
}

size_t fake_log_size(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = log_len < LOG_MAX ? log_len : LOG_MAX;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

const char *fake_log_name(size_t i)
{
    pthread_mutex_lock(&fake_lock);
    const char *n = (i < log_len && i < LOG_MAX) ? log_names[i] : NULL;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

size_t fake_calls(const char *name)
{
    bool ptds;
    enum fake_id id = id_of(name, &ptds);
    pthread_mutex_lock(&fake_lock);
    size_t n = counts[id][ptds ? 1 : 0];
    pthread_mutex_unlock(&fake_lock);
    return n;
}

size_t fake_calls_total(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = log_len;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

size_t fake_log_find(const char *name, size_t from)
{
    id_of(name, NULL); /* reject names that are no entry */
    pthread_mutex_lock(&fake_lock);
    size_t found = (size_t)-1;
    for (size_t i = from; i < log_len && i < LOG_MAX; i++)
        if (strcmp(log_names[i], name) == 0) {
            found = i;
            break;
        }
    pthread_mutex_unlock(&fake_lock);
    return found;
}

const char *fake_log_string(void)
{
    static char buf[8192];
    size_t used = 0;
    buf[0] = '\0';
    pthread_mutex_lock(&fake_lock);
    for (size_t i = 0; i < log_len && i < LOG_MAX; i++) {
        int w = snprintf(buf + used, sizeof(buf) - used, "%s%s", i ? " " : "", log_names[i]);
        if (w < 0 || (size_t)w >= sizeof(buf) - used) {
            snprintf(buf + sizeof(buf) - 5, 5, "...");
            break;
        }
        used += (size_t)w;
    }
    pthread_mutex_unlock(&fake_lock);
    return buf;
}

void fake_fail_nth(unsigned n, CUresult r)
{
    pthread_mutex_lock(&fake_lock);
    nth_left = n;
    nth_result = r;
    nth_fired = false;
    nth_site = NULL;
    pthread_mutex_unlock(&fake_lock);
}

bool fake_fault_fired(void)
{
    pthread_mutex_lock(&fake_lock);
    bool f = nth_fired;
    pthread_mutex_unlock(&fake_lock);
    return f;
}

void fake_fail_nth_of(const char *name, unsigned n, CUresult r)
{
    enum fake_id id = id_of(name, NULL);
    pthread_mutex_lock(&fake_lock);
    id_nth_left[id] = n;
    id_nth_result[id] = r;
    pthread_mutex_unlock(&fake_lock);
}

void fake_set_result(const char *name, CUresult r)
{
    enum fake_id id = id_of(name, NULL);
    pthread_mutex_lock(&fake_lock);
    scripted[id] = r != CUDA_SUCCESS;
    scripted_result[id] = r;
    pthread_mutex_unlock(&fake_lock);
}

size_t fake_live_objects(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = fake_allocations_live_locked() + n_live;
    n += fake_libraries_live_locked();
    n += fake_retains_live_locked();
    pthread_mutex_unlock(&fake_lock);
    return n;
}

const struct ocr_fault_site *fake_fault_site(void)
{
    pthread_mutex_lock(&fake_lock);
    const struct ocr_fault_site *site = nth_site;
    pthread_mutex_unlock(&fake_lock);
    return site;
}

size_t fake_sites_faulted(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = n_sites_faulted;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

const struct ocr_fault_site *fake_site_faulted(size_t i)
{
    pthread_mutex_lock(&fake_lock);
    const struct ocr_fault_site *site = i < n_sites_faulted ? sites_faulted[i] : NULL;
    pthread_mutex_unlock(&fake_lock);
    return site;
}

size_t fake_faults_unattributed(void)
{
    pthread_mutex_lock(&fake_lock);
    size_t n = n_faults_unattributed;
    pthread_mutex_unlock(&fake_lock);
    return n;
}

void fake_live_add(const void *handle)
{
    pthread_mutex_lock(&fake_lock);
    fake_live_add_locked(handle);
    pthread_mutex_unlock(&fake_lock);
}

bool fake_live_remove(const void *handle)
{
    pthread_mutex_lock(&fake_lock);
    bool was = fake_live_remove_locked(handle);
    pthread_mutex_unlock(&fake_lock);
    return was;
}
