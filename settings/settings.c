/*
 * The one reader of the OPENCUDART_* variables (settings.h; the list: settings_list.h).
 *
 * Numbers are decimal digits only (no sign, no space, no base prefix), checked for overflow and
 * against the setting's range; sizes take one suffix, k, M or G in either case. Words are
 * compared without regard to case. A wrong value is named on stderr in one line,
 *   opencudart: OPENCUDART_STAGING_THREADS '-2' is not a whole number from 0 to 64 or auto: the
 *   default (auto: half the CPUs, at most 8) used
 * with the value's bytes outside printable ASCII written as \xNN and a long value cut, and the
 * default applies. This file is also compiled into the recorder, which reads its own settings.
 */
#include "settings.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum type { T_LIST, T_RULES, T_PATH, T_ENUM, T_UINT, T_SIZE };

enum who { W_LIB = 1, W_RECORD = 2, W_OFF = 4, W_AUTO = 8 };
#define WHO_LIB W_LIB
#define WHO_LIB_OFF (W_LIB | W_OFF)
#define WHO_LIB_AUTO (W_LIB | W_AUTO)
#define WHO_RECORD W_RECORD

/* The longest file name a PATH setting takes. */
#define PATH_LEN_MAX 4095
/* The most words a LIST or ENUM setting has. */
#define WORDS_MAX 16

static const struct def {
    const char *name;
    enum type type;
    unsigned who;
    uint64_t def, min, max;
    const char *words, *def_text;
} defs[OCR_SET_COUNT] = {
#define OCR_SETTING_DEF(id, type, who, def, min, max, words, def_text, what)                       \
    [OCR_SET_##id] = {"OPENCUDART_" #id, T_##type, WHO_##who, def, min, max, words, def_text},
    OCR_SETTINGS(OCR_SETTING_DEF)
#undef OCR_SETTING_DEF
};

const char *ocr_setting_name(enum ocr_setting_id id)
{
    return defs[id].name;
}

/* -- words ----------------------------------------------------------------------------------- */

static bool word_is(const char *w, size_t len, const char *word)
{
    return strlen(word) == len && strncasecmp(w, word, len) == 0;
}

static bool is_off_word(const char *w, size_t len)
{
    return word_is(w, len, "off") || word_is(w, len, "0") || word_is(w, len, "no") ||
           word_is(w, len, "false");
}

static bool is_on_word(const char *w, size_t len)
{
    return word_is(w, len, "on") || word_is(w, len, "1") || word_is(w, len, "yes") ||
           word_is(w, len, "true");
}

/* The index of [w, w + len) among `words` ("a|b|c"), or -1. */
static int word_index(const char *words, const char *w, size_t len)
{
    int i = 0;
    for (const char *p = words; *p != '\0'; i++) {
        const char *bar = strchr(p, '|');
        size_t n = bar != NULL ? (size_t)(bar - p) : strlen(p);
        if (n == len && strncasecmp(p, w, len) == 0)
            return i;
        p += n + (bar != NULL);
    }
    return -1;
}

bool ocr_setting_has(const struct ocr_setting *s, enum ocr_setting_id id, const char *word)
{
    int i = word_index(defs[id].words, word, strlen(word));
    if (i < 0 || s->off)
        return false;
    return defs[id].type == T_ENUM ? s->num == (uint64_t)i : ((s->num >> i) & 1) != 0;
}

/* `words` with ", " between them. */
static void list_words(char *buf, size_t size, const char *words)
{
    size_t n = 0;
    buf[0] = '\0';
    for (const char *p = words; *p != '\0' && n + 1 < size; p++) {
        int w =
            *p == '|' ? snprintf(buf + n, size - n, ", ") : snprintf(buf + n, size - n, "%c", *p);
        n += w > 0 && (size_t)w < size - n ? (size_t)w : size - n - 1;
    }
}

/* -- numbers --------------------------------------------------------------------------------- */

/* Decimal digits only, [s, end) whole, no overflow. */
static bool parse_digits(const char *s, const char *end, uint64_t *out)
{
    if (s == end || *s < '0' || *s > '9')
        return false;
    for (const char *p = s; p < end; p++)
        if (*p < '0' || *p > '9')
            return false;
    char *stop;
    errno = 0;
    unsigned long long v = strtoull(s, &stop, 10);
    if (errno != 0 || stop != end)
        return false;
    *out = v;
    return true;
}

static bool parse_size(const char *s, uint64_t *out)
{
    size_t len = strlen(s);
    unsigned shift = 0;
    if (len > 0) {
        switch (s[len - 1]) {
        case 'k':
        case 'K':
            shift = 10;
            break;
        case 'm':
        case 'M':
            shift = 20;
            break;
        case 'g':
        case 'G':
            shift = 30;
            break;
        default:
            break;
        }
    }
    uint64_t v;
    if (!parse_digits(s, s + len - (shift != 0), &v) || v > (UINT64_MAX >> shift))
        return false;
    *out = v << shift;
    return true;
}

/* 65536 -> 64k, 8388608 -> 8M. */
static void size_text(char *buf, size_t size, uint64_t v)
{
    if (v != 0 && v % (1ull << 30) == 0)
        snprintf(buf, size, "%lluG", (unsigned long long)(v >> 30));
    else if (v != 0 && v % (1ull << 20) == 0)
        snprintf(buf, size, "%lluM", (unsigned long long)(v >> 20));
    else if (v != 0 && v % (1ull << 10) == 0)
        snprintf(buf, size, "%lluk", (unsigned long long)(v >> 10));
    else
        snprintf(buf, size, "%llu", (unsigned long long)v);
}

/* -- reports --------------------------------------------------------------------------------- */

void ocr_setting_quote(char *buf, size_t size, const char *v, size_t len)
{
    size_t n = 0, i = 0;
    for (; i < len && v[i] != '\0' && i < 64 && n + 5 < size; i++) {
        unsigned char c = (unsigned char)v[i];
        if (c >= 0x20 && c < 0x7f && c != '\\')
            buf[n++] = (char)c;
        else
            n += (size_t)snprintf(buf + n, size - n, "\\x%02x", c);
    }
    buf[n] = '\0';
    if (i < len && v[i] != '\0' && n + 4 < size)
        memcpy(buf + n, "...", 4);
}

static void quoted(char *buf, size_t size, const char *v)
{
    ocr_setting_quote(buf, size, v, SIZE_MAX);
}

/* The default as the README says it, without its Markdown quotes. */
static void default_text(char *buf, size_t size, const struct def *d)
{
    size_t n = 0;
    for (const char *p = d->def_text; *p != '\0' && n + 1 < size; p++)
        if (*p != '`')
            buf[n++] = *p;
    buf[n] = '\0';
}

static void wrong(const struct def *d, const char *v, const char *why)
{
    char q[300], dt[128];
    quoted(q, sizeof q, v);
    default_text(dt, sizeof dt, d);
    fprintf(stderr, "opencudart: %s '%s' %s: the default (%s) used\n", d->name, q, why, dt);
}

/* -- parsing --------------------------------------------------------------------------------- */

static void set_default(const struct def *d, struct ocr_setting *out)
{
    *out = (struct ocr_setting){false, false, d->def, ""};
    if ((d->who & W_OFF) && d->def == 0)
        out->off = true;
    if (d->type == T_LIST && d->def == 0)
        out->off = true;
}

static bool parse_list(const struct def *d, const char *v, struct ocr_setting *out)
{
    char unknown[200] = "", why[400], words[120];
    size_t nu = 0, len;
    unsigned nbad = 0, noff = 0, nknown = 0;
    uint64_t bits = 0;
    bool one_on = word_index(d->words, "1", 1) == 0;
    for (const char *p = v; *p != '\0';) {
        const char *comma = strchr(p, ',');
        len = comma != NULL ? (size_t)(comma - p) : strlen(p);
        const char *w = p;
        p += len + (comma != NULL);
        if (len == 0)
            continue;
        int i = word_index(d->words, w, len);
        if (i < 0 && one_on && is_on_word(w, len))
            i = 0;
        if (i >= 0) {
            bits |= 1ull << i;
            nknown++;
        } else if (is_off_word(w, len)) {
            noff++;
        } else {
            char word[65], q[300];
            size_t wl = len < 64 ? len : 64;
            memcpy(word, w, wl);
            word[wl] = '\0';
            quoted(q, sizeof q, word);
            int k = snprintf(unknown + nu, sizeof unknown - nu, "%s'%s'", nbad ? ", " : "", q);
            if (k > 0 && nu + (size_t)k < sizeof unknown)
                nu += (size_t)k;
            nbad++;
        }
    }
    list_words(words, sizeof words, d->words);
    if (nbad > 0) {
        snprintf(why, sizeof why, "has the unknown word%s %s (words: %s; or off)",
                 nbad > 1 ? "s" : "", unknown, words);
    } else if (noff > 0 && nknown > 0) {
        snprintf(why, sizeof why, "turns off and on at once (words: %s; or off alone)", words);
    } else {
        if (noff > 0)
            *out = (struct ocr_setting){true, true, 0, ""};
        else if (nknown > 0)
            *out = (struct ocr_setting){true, false, bits, ""};
        return true;
    }
    wrong(d, v, why);
    set_default(d, out);
    return false;
}

static bool parse_number(const struct def *d, const char *v, struct ocr_setting *out)
{
    size_t len = strlen(v);
    if ((d->who & W_OFF) && is_off_word(v, len)) {
        *out = (struct ocr_setting){true, true, 0, ""};
        return true;
    }
    if ((d->who & W_OFF) && is_on_word(v, len)) {
        *out = (struct ocr_setting){true, false, d->def, ""};
        return true;
    }
    if ((d->who & W_AUTO) && word_is(v, len, "auto")) {
        *out = (struct ocr_setting){true, false, d->def, ""};
        out->given = false; /* auto is the default */
        return true;
    }
    uint64_t n;
    bool ok = d->type == T_SIZE ? parse_size(v, &n) : parse_digits(v, v + len, &n);
    if (ok && n >= d->min && n <= d->max) {
        *out = (struct ocr_setting){true, false, n, ""};
        return true;
    }
    char why[200], lo[32], hi[32];
    const char *also = (d->who & W_OFF) ? " or off" : (d->who & W_AUTO) ? " or auto" : "";
    if (d->type == T_SIZE) {
        size_text(lo, sizeof lo, d->min);
        size_text(hi, sizeof hi, d->max);
        snprintf(why, sizeof why, "is not a size from %s to %s bytes (suffixes k, M, G)%s", lo, hi,
                 also);
    } else {
        snprintf(why, sizeof why, "is not a whole number from %llu to %llu%s",
                 (unsigned long long)d->min, (unsigned long long)d->max, also);
    }
    wrong(d, v, why);
    set_default(d, out);
    return false;
}

bool ocr_setting_parse(enum ocr_setting_id id, const char *v, struct ocr_setting *out)
{
    const struct def *d = &defs[id];
    set_default(d, out);
    if (v == NULL || v[0] == '\0')
        return true;
    switch (d->type) {
    case T_LIST:
        return parse_list(d, v, out);
    case T_ENUM: {
        int i = word_index(d->words, v, strlen(v));
        if (i >= 0) {
            *out = (struct ocr_setting){true, false, (uint64_t)i, ""};
            return true;
        }
        char why[160], words[120];
        list_words(words, sizeof words, d->words);
        snprintf(why, sizeof why, "is not one of %s", words);
        wrong(d, v, why);
        return false;
    }
    case T_PATH:
        if (strlen(v) > PATH_LEN_MAX) {
            wrong(d, v, "is longer than a file name can be (4095 bytes)");
            return false;
        }
        *out = (struct ocr_setting){true, false, 0, v};
        return true;
    case T_RULES:
        *out = (struct ocr_setting){true, false, 0, v};
        return true;
    case T_UINT:
    case T_SIZE:
        return parse_number(d, v, out);
    }
    return false;
}

/* -- the environment, read once ------------------------------------------------------------- */

static pthread_mutex_t read_lock = PTHREAD_MUTEX_INITIALIZER;
static struct ocr_setting values[OCR_SET_COUNT];
static bool read_done[OCR_SET_COUNT];

const struct ocr_setting *ocr_setting(enum ocr_setting_id id)
{
    if (__atomic_load_n(&read_done[id], __ATOMIC_ACQUIRE))
        return &values[id];
    pthread_mutex_lock(&read_lock);
    if (!read_done[id]) {
        ocr_setting_parse(id, getenv(defs[id].name), &values[id]);
        __atomic_store_n(&read_done[id], true, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&read_lock);
    return &values[id];
}

/* Every variable of this library (the runtime's, or the recorder's where this file is compiled
 * with OCR_SETTINGS_RECORDER) is read and checked when it loads, whether or not its feature is
 * used, so that a wrong value is named at once. */
#ifdef OCR_SETTINGS_RECORDER
#define SETTINGS_OF W_RECORD
#else
#define SETTINGS_OF W_LIB
#endif

__attribute__((constructor)) static void settings_setup(void)
{
    for (int id = 0; id < OCR_SET_COUNT; id++)
        if (defs[id].who & SETTINGS_OF)
            ocr_setting((enum ocr_setting_id)id);
}

void ocr_settings_print(FILE *f)
{
    char line[2048], val[320], dt[128];
    size_t n = (size_t)snprintf(line, sizeof line, "opencudart: settings:");
    for (int id = 0; id < OCR_SET_COUNT; id++) {
        const struct def *d = &defs[id];
        if (!(d->who & W_LIB))
            continue;
        const struct ocr_setting *s = ocr_setting((enum ocr_setting_id)id);
        default_text(dt, sizeof dt, d);
        switch (d->type) {
        case T_LIST:
            if (s->off || s->num == 0) {
                snprintf(val, sizeof val, "off");
            } else {
                size_t k = 0;
                int i = 0;
                val[0] = '\0';
                for (const char *p = d->words; *p != '\0'; i++) {
                    const char *bar = strchr(p, '|');
                    size_t wl = bar != NULL ? (size_t)(bar - p) : strlen(p);
                    if ((s->num >> i) & 1)
                        k += (size_t)snprintf(val + k, sizeof val - k, "%s%.*s", k ? "," : "",
                                              (int)wl, p);
                    p += wl + (bar != NULL);
                }
            }
            break;
        case T_ENUM: {
            const char *p = d->words;
            for (uint64_t i = 0; i < s->num && strchr(p, '|') != NULL; i++)
                p = strchr(p, '|') + 1;
            const char *bar = strchr(p, '|');
            snprintf(val, sizeof val, "%.*s", (int)(bar != NULL ? bar - p : (long)strlen(p)), p);
            break;
        }
        case T_PATH:
        case T_RULES:
            if (s->given)
                quoted(val, sizeof val, s->text);
            else
                snprintf(val, sizeof val, "(%s)", dt);
            break;
        case T_UINT:
        case T_SIZE:
            if (s->off)
                snprintf(val, sizeof val, "off");
            else if (!s->given && (d->who & W_AUTO))
                snprintf(val, sizeof val, "auto");
            else if (d->type == T_SIZE)
                size_text(val, sizeof val, s->num);
            else
                snprintf(val, sizeof val, "%llu", (unsigned long long)s->num);
            break;
        }
        int w = snprintf(line + n, sizeof line - n, " %s=%s", d->name, val);
        if (w < 0 || (size_t)w >= sizeof line - n)
            break;
        n += (size_t)w;
    }
    fprintf(f, "%s\n", line);
}
