/*
 * The settings reader (settings/settings.c, the list in settings_list.h): every type's values,
 * good and wrong; a wrong value is named in one line and the default applies; the features'
 * configure functions check the text they are given the same way; fault rules name exported
 * functions only; OPENCUDART_CHECK_EXITCODE ends a process whose checks found a problem with its
 * status, and %p in OPENCUDART_CHECK_FILE is the process id.
 */
#include "capture.h"
#include "checks.h"
#include "settings.h"
#include "unit.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

extern size_t ocr_staging_min; /* memory/staging.h */
void ocr_staging_configure(const char *staging, const char *min, const char *chunk,
                           const char *threads);

/* Parses `text` as setting `id`; returns what was printed ("" for nothing). */
static const char *parse(enum ocr_setting_id id, const char *text, struct ocr_setting *out,
                         bool *ok)
{
    capture_begin();
    *ok = ocr_setting_parse(id, text, out);
    fputs("|", stderr);
    const char *buf = capture_end();
    return buf[0] == '|' ? "" : buf;
}

/* A good value: true, no output, the number given. */
static void good(enum ocr_setting_id id, const char *text, uint64_t num, bool off)
{
    struct ocr_setting s;
    bool ok;
    const char *said = parse(id, text, &s, &ok);
    if (!ok || said[0] != '\0' || s.num != num || s.off != off)
        fail_msg("%s='%s': ok %d num %llu off %d, said '%s'", ocr_setting_name(id), text, ok,
                 (unsigned long long)s.num, s.off, said);
}

/* A wrong value: false, the default, one line that names the variable and `names`. */
static void wrong(enum ocr_setting_id id, const char *text, const char *names)
{
    struct ocr_setting s, def;
    bool ok, def_ok;
    const char *said = parse(id, text, &s, &ok);
    char copy[8192];
    snprintf(copy, sizeof copy, "%s", said);
    parse(id, NULL, &def, &def_ok);
    char start[128];
    snprintf(start, sizeof start, "opencudart: %s '", ocr_setting_name(id));
    const char *nl = strchr(copy, '\n');
    if (ok || !def_ok || s.num != def.num || s.off != def.off || s.given ||
        strncmp(copy, start, strlen(start)) != 0 || strstr(copy, names) == NULL ||
        strstr(copy, ": the default (") == NULL || nl == NULL || nl[1] != '|')
        fail_msg("%s='%s': ok %d num %llu, said '%s'", ocr_setting_name(id), text, ok,
                 (unsigned long long)s.num, copy);
}

static void defaults_for_unset_and_empty(void **state)
{
    (void)state;
    good(OCR_SET_STAGING, NULL, 64ull << 20, false);
    good(OCR_SET_STAGING, "", 64ull << 20, false);
    good(OCR_SET_STAGING_CHUNK, NULL, 8ull << 20, false);
    good(OCR_SET_STAGING_MIN, "", 2ull << 20, false);
    good(OCR_SET_STAGING_SPIN, NULL, 50, false);
    good(OCR_SET_TRACE_MAX, NULL, 1000000, false);
    good(OCR_SET_TRACE, NULL, 0, true);
    good(OCR_SET_CHECK_EXITCODE, NULL, 0, true);
    good(OCR_SET_RECORD_FORMAT, NULL, 0, false);
}

/* off, 0, no, false in any case turn a feature off; on, 1, yes, true take its default. */
static void off_and_on_words(void **state)
{
    (void)state;
    const char *offs[] = {"off", "OFF", "Off", "0", "no", "NO", "false", "False"};
    for (size_t i = 0; i < sizeof offs / sizeof offs[0]; i++) {
        good(OCR_SET_STAGING, offs[i], 0, true);
        good(OCR_SET_TRACE, offs[i], 0, true);
        good(OCR_SET_CHECK, offs[i], 0, true);
        good(OCR_SET_CHECK_EXITCODE, offs[i], 0, true);
    }
    const char *ons[] = {"on", "ON", "1", "yes", "true", "TRUE"};
    for (size_t i = 0; i < sizeof ons / sizeof ons[0]; i++) {
        good(OCR_SET_STAGING, ons[i], 64ull << 20, false);
        good(OCR_SET_TRACE, ons[i], 1, false);
    }
    wrong(OCR_SET_STAGING, "banana", "is not a size");
    wrong(OCR_SET_STAGING, "-1", "'-1' is not a size from 128k to 256G bytes");
    wrong(OCR_SET_STAGING, "offf", "or off");
}

static void numbers_strict_and_in_range(void **state)
{
    (void)state;
    good(OCR_SET_STAGING_THREADS, "0", 0, false);
    good(OCR_SET_STAGING_THREADS, "64", 64, false);
    good(OCR_SET_STAGING_THREADS, "AUTO", 0, false);
    wrong(OCR_SET_STAGING_THREADS, "-2", "from 0 to 64 or auto");
    wrong(OCR_SET_STAGING_THREADS, "65", "from 0 to 64");
    wrong(OCR_SET_STAGING_THREADS, " 5", "' 5'");
    wrong(OCR_SET_STAGING_THREADS, "+5", "'+5'");
    wrong(OCR_SET_STAGING_THREADS, "0x10", "'0x10'");
    wrong(OCR_SET_STAGING_THREADS, "5 ", "'5 '");
    good(OCR_SET_FAULT_SEED, "18446744073709551615", UINT64_MAX, false);
    wrong(OCR_SET_FAULT_SEED, "18446744073709551616", "is not a whole number");
    wrong(OCR_SET_FAULT_SEED, "-1", "is not a whole number");
    wrong(OCR_SET_TRACE_MAX, "-1", "from 0 to 1000000000000");
    wrong(OCR_SET_TRACE_MAX, "1000000000001", "from 0 to");
    good(OCR_SET_TRACE_MAX, "0", 0, false);
    good(OCR_SET_CHECK_EXITCODE, "3", 3, false);
    good(OCR_SET_CHECK_EXITCODE, "255", 255, false);
    wrong(OCR_SET_CHECK_EXITCODE, "256", "from 1 to 255 or off");
    good(OCR_SET_STAGING_SPIN, "1000000", 1000000, false);
    wrong(OCR_SET_STAGING_SPIN, "1000001", "from 0 to 1000000");
    wrong(OCR_SET_STAGING_SPIN, "64k", "'64k'");
}

static void sizes_with_suffixes(void **state)
{
    (void)state;
    good(OCR_SET_STAGING_CHUNK, "64k", 64ull << 10, false);
    good(OCR_SET_STAGING_CHUNK, "64K", 64ull << 10, false);
    good(OCR_SET_STAGING_CHUNK, "4m", 4ull << 20, false);
    good(OCR_SET_STAGING_CHUNK, "1G", 1ull << 30, false);
    good(OCR_SET_STAGING_CHUNK, "1048576", 1ull << 20, false);
    wrong(OCR_SET_STAGING_CHUNK, "-1", "from 64k to 1G");
    wrong(OCR_SET_STAGING_CHUNK, "18446744073709551615", "from 64k to 1G");
    wrong(OCR_SET_STAGING_CHUNK, "18446744073709547521", "from 64k to 1G"); /* 2^64 - 4095 */
    wrong(OCR_SET_STAGING_CHUNK, "17179869184G", "from 64k to 1G");         /* 2^64 */
    wrong(OCR_SET_STAGING_CHUNK, "2G", "from 64k to 1G");
    wrong(OCR_SET_STAGING_CHUNK, "4MB", "'4MB'");
    wrong(OCR_SET_STAGING_CHUNK, "M", "'M'");
    good(OCR_SET_STAGING_MIN, "0", 0, false);
}

static void word_lists_name_unknown_words(void **state)
{
    (void)state;
    struct ocr_setting s;
    bool ok;
    parse(OCR_SET_TRACE, "CALLS", &s, &ok);
    assert_true(ok && ocr_setting_has(&s, OCR_SET_TRACE, "calls"));
    assert_false(ocr_setting_has(&s, OCR_SET_TRACE, "stats"));
    parse(OCR_SET_TRACE, "Timeline,stats", &s, &ok);
    assert_true(ok && ocr_setting_has(&s, OCR_SET_TRACE, "timeline") &&
                ocr_setting_has(&s, OCR_SET_TRACE, "stats"));
    wrong(OCR_SET_TRACE, "nonsense", "has the unknown word 'nonsense' (words: 1, calls, stats");
    wrong(OCR_SET_TRACE, "calls,bogus", "has the unknown word 'bogus'");
    wrong(OCR_SET_TRACE, "a,calls,b", "has the unknown words 'a', 'b'");
    wrong(OCR_SET_TRACE, "off,calls", "turns off and on at once");
    wrong(OCR_SET_CHECK, "leaks,bogus", "has the unknown word 'bogus' (words: leaks, misuse");
    wrong(OCR_SET_CHECK, "1", "has the unknown word '1'");
    good(OCR_SET_CHECK, "Leaks,MISUSE", 3, false);
    good(OCR_SET_TRACE, ",,", 0, true); /* no word: the default */
    wrong(OCR_SET_RECORD_FORMAT, "xml", "is not one of json, timeline");
    parse(OCR_SET_RECORD_FORMAT, "TIMELINE", &s, &ok);
    assert_true(ok && ocr_setting_has(&s, OCR_SET_RECORD_FORMAT, "timeline"));
    assert_false(ocr_setting_has(&s, OCR_SET_RECORD_FORMAT, "json"));
}

/* Bytes outside printable ASCII are written as \xNN, a long value cut: always one line. */
static void wrong_values_print_one_line(void **state)
{
    (void)state;
    wrong(OCR_SET_STAGING_MIN, "\xff\xfe", "'\\xff\\xfe'");
    wrong(OCR_SET_TRACE, "a\nb", "'a\\x0ab'");
    char big[20000];
    memset(big, '7', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    wrong(OCR_SET_STAGING_THREADS, big, "777...'");
    wrong(OCR_SET_TRACE_FILE, big, "is longer than a file name can be");
    good(OCR_SET_TRACE_FILE, "trace-%p.json", 0, false);
}

/* The features' configure functions check their text too. */
static void configure_functions_check_their_text(void **state)
{
    (void)state;
    capture_begin();
    ocr_staging_configure("OFF", NULL, NULL, NULL);
    fputs("|", stderr);
    assert_string_equal(capture_end(), "|");
    assert_true(ocr_staging_min == SIZE_MAX);
    ocr_staging_configure("false", NULL, NULL, NULL);
    assert_true(ocr_staging_min == SIZE_MAX);
    capture_begin();
    ocr_staging_configure("banana", NULL, "-1", "-2"); /* three lines, the defaults, no crash */
    const char *said = capture_end();
    assert_non_null(strstr(said, "OPENCUDART_STAGING 'banana'"));
    assert_non_null(strstr(said, "OPENCUDART_STAGING_CHUNK '-1'"));
    assert_non_null(strstr(said, "OPENCUDART_STAGING_THREADS '-2'"));
    assert_true(ocr_staging_min == (2u << 20));
    ocr_staging_configure(NULL, "1M", "18446744073709551615", NULL);
    assert_true(ocr_staging_min == (1u << 20));
    ocr_staging_configure("off", NULL, NULL, NULL);
}

/* A fault rule names a function the runtime exports (returning cudaError_t), or launch. */
static void fault_rules_name_exported_functions(void **state)
{
    (void)state;
    capture_begin();
    assert_int_equal(ocr_fault_configure("cudaMallocc:1=cudaErrorMemoryAllocation", NULL), 0);
    const char *said = capture_end();
    assert_non_null(strstr(said, "opencudart: OPENCUDART_FAULT: rule "
                                 "'cudaMallocc:1=cudaErrorMemoryAllocation' ignored: ENTRY names "
                                 "no function"));
    capture_begin();
    assert_int_equal(ocr_fault_configure("__cudaPushCallConfiguration:1=cudaErrorUnknown", NULL),
                     0);
    capture_end();
    assert_int_equal(ocr_fault_configure("cudaMalloc:1=cudaErrorMemoryAllocation,"
                                         "cudaMemcpyAsync_ptsz:2=cudaErrorUnknown,"
                                         "launch:1=cudaErrorUnknown",
                                         "7"),
                     3);
    capture_begin();
    assert_int_equal(ocr_fault_configure("cudaMalloc:1=cudaErrorUnknown", "-1"), 1);
    assert_non_null(strstr(capture_end(), "opencudart: OPENCUDART_FAULT_SEED '-1' is not a whole "
                                          "number"));
    capture_begin();
    assert_int_equal(ocr_fault_configure("a\nb", NULL), 0);
    said = capture_end();
    assert_non_null(strstr(said, "rule 'a\\x0ab' ignored"));
    const char *nl = strchr(said, '\n');
    assert_true(nl != NULL && nl[1] == '\0'); /* one line */
    ocr_fault_configure("", NULL);
}

/* The settings in force: one line. */
static void settings_print_one_line(void **state)
{
    (void)state;
    capture_begin();
    ocr_settings_print(stderr);
    const char *said = capture_end();
    assert_non_null(strstr(said, "opencudart: settings: OPENCUDART_TRACE="));
    assert_non_null(strstr(said, " OPENCUDART_STAGING_THREADS="));
    assert_null(strstr(said, "OPENCUDART_RECORD")); /* the recorder's own */
    assert_true(strchr(said, '\n') != NULL && strchr(said, '\n')[1] == '\0');
}

/* In a child: checks on, the exit status given, `leak` objects left; then exit(0). */
static int child_status(const char *exitcode, bool leak, bool misuse)
{
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        ocr_check_configure(misuse ? "leaks,misuse" : "leaks", "/dev/null");
        ocr_check_configure_exitcode(exitcode);
        void *p = NULL;
        if (cudaMalloc(&p, 64) != cudaSuccess)
            _exit(99);
        if (!leak)
            cudaFree(p);
        if (misuse)
            cudaFree(p); /* a second release */
        exit(0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void exitcode_on_leak_or_misuse(void **state)
{
    (void)state;
    assert_int_equal(child_status("3", true, false), 3);
    assert_int_equal(child_status("3", false, false), 0);
    assert_int_equal(child_status("off", true, false), 0);
    assert_int_equal(child_status("42", false, true), 42);
}

static void check_file_takes_the_pid(void **state)
{
    (void)state;
    ocr_check_configure("leaks", "/tmp/ocr_settings_check_%p.txt");
    ocr_check_report(false);
    char path[128];
    snprintf(path, sizeof path, "/tmp/ocr_settings_check_%ld.txt", (long)getpid());
    const char *f = read_file(path);
    unlink(path);
    assert_non_null(strstr(f, "opencudart: leaks: none"));
    ocr_check_configure(NULL, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults_for_unset_and_empty),
        cmocka_unit_test(off_and_on_words),
        cmocka_unit_test(numbers_strict_and_in_range),
        cmocka_unit_test(sizes_with_suffixes),
        cmocka_unit_test(word_lists_name_unknown_words),
        cmocka_unit_test(wrong_values_print_one_line),
        cmocka_unit_test(configure_functions_check_their_text),
        cmocka_unit_test(fault_rules_name_exported_functions),
        cmocka_unit_test(settings_print_one_line),
        cmocka_unit_test_setup(exitcode_on_leak_or_misuse, unit_enter_and_reset),
        cmocka_unit_test(check_file_takes_the_pid),
    };
    return cmocka_run_group_tests(tests, unit_install_fake_with_twins, NULL);
}
