/*
 * Every OPENCUDART_* environment variable, in one list (settings.h reads them; the README's table
 * of variables is written from this list by generators/gen_settings_doc.py, and
 * `abi_settings_readme` fails when the two differ).
 *
 *   X(ID, TYPE, WHO, DEFAULT, MIN, MAX, WORDS, DEFAULT_TEXT, WHAT)
 *     ID            the variable is OPENCUDART_<ID>; the reader's id is OCR_SET_<ID>
 *     TYPE          LIST  a comma-separated list of the WORDS (an off word alone: none)
 *                   RULES text in the feature's own grammar, which its parser checks
 *                   PATH  a file name, where %p stands for the process id
 *                   ENUM  one of the WORDS
 *                   UINT  a whole number from MIN to MAX (decimal)
 *                   SIZE  a number of bytes from MIN to MAX, with a suffix k, M or G (KiB, MiB,
 *                         GiB; either case)
 *     WHO           LIB: read by the runtime; RECORD: by the recorder (libopencudart-record.so);
 *                   with _OFF, the off words (off, 0, no, false) turn the feature off and the on
 *                   words (on, 1, yes, true) take the default; with _AUTO, the word `auto` takes
 *                   the default
 *     DEFAULT       the number, word bits or word index used when the variable is unset, empty
 *                   or wrong
 *     WORDS         LIST, ENUM: the words, separated by |
 *     DEFAULT_TEXT  the default as the README says it
 *     WHAT          the README's description (Markdown)
 * Words are case-insensitive. In a LIST whose first word is 1, the on words mean 1.
 */
#ifndef OCR_SETTINGS_LIST_H
#define OCR_SETTINGS_LIST_H

#define OCR_SETTINGS(X)                                                                            \
    X(TRACE, LIST, LIB, 0, 0, 0, "1|calls|stats|timeline|sync", "off",                             \
      "diagnostics on stderr: `1` failing calls, `calls` every call, `stats` a table of calls "    \
      "at exit, `timeline` a Chrome trace file, `sync` a synchronisation after each launch; "      \
      "any of them prints the settings in force")                                                  \
    X(TRACE_FILE, PATH, LIB, 0, 0, 0, "", "`opencudart-<pid>.json`",                               \
      "the timeline's file (`%p`: the process id; `.gz`: compressed)")                             \
    X(TRACE_MAX, UINT, LIB, 1000000, 0, 1000000000000ull, "", "`1000000`",                         \
      "calls the timeline records at most (the rest are counted as dropped)")                      \
    X(CHECK, LIST, LIB, 0, 0, 0, "leaks|misuse", "off",                                            \
      "`leaks`: a report of what was never released, at exit; `misuse`: a line per misuse")        \
    X(CHECK_FILE, PATH, LIB, 0, 0, 0, "", "stderr",                                                \
      "the checks' output file (`%p`: the process id)")                                            \
    X(CHECK_EXITCODE, UINT, LIB_OFF, 0, 1, 255, "", "off",                                         \
      "the exit status of a process whose checks found a leak or a misuse (as "                    \
      "compute-sanitizer's `--error-exitcode`)")                                                   \
    X(FAULT, RULES, LIB, 0, 0, 0, "", "none",                                                      \
      "fault injection rules, `ENTRY:WHEN=ERROR[,...]` (ENTRY: an exported function or `launch`)") \
    X(FAULT_SEED, UINT, LIB, 0, 0, 18446744073709551615ull, "", "`0`",                             \
      "the seed of the `p=P` fault rules")                                                         \
    X(STAGING, SIZE, LIB_OFF, (64ull << 20), (128ull << 10), (256ull << 30), "", "`64M`",          \
      "the pageable staging engine: `off` turns it off; a size bounds its pinned memory per "      \
      "device")                                                                                    \
    X(STAGING_MIN, SIZE, LIB, (2ull << 20), 0, (1ull << 40), "", "`2M`",                           \
      "the smallest copy the staging engine takes")                                                \
    X(STAGING_CHUNK, SIZE, LIB, (8ull << 20), (64ull << 10), (1ull << 30), "", "`8M`",             \
      "the size of one staging buffer, the largest chunk")                                         \
    X(STAGING_THREADS, UINT, LIB_AUTO, 0, 0, 64, "", "`auto`: half the CPUs, at most 8",           \
      "host copy threads besides the caller (`0`: the caller alone)")                              \
    X(STAGING_SPIN, UINT, LIB, 50, 0, 1000000, "", "`50`",                                         \
      "microseconds a copy thread polls for the next chunk before it sleeps")                      \
    X(RECORD_FILE, PATH, RECORD, 0, 0, 0, "", "none: not recording",                               \
      "the recorder's output (`%p`: the process id)")                                              \
    X(RECORD_FORMAT, ENUM, RECORD, 0, 0, 0, "json|timeline", "`json`",                             \
      "the recorder's format: JSON lines or a Chrome trace")

#endif /* OCR_SETTINGS_LIST_H */
