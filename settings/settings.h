/*
 * The one reader of the OPENCUDART_* environment variables (settings_list.h lists them, with
 * their types, words, ranges and defaults). A variable is read from the environment once, at
 * its first use (each feature asks while the library loads), and checked: a wrong value is
 * named on stderr in one line and the default applies. The features' configure functions that
 * take a value as text (the tests', the extension API's) check it the same way, with
 * ocr_setting_parse.
 *
 *   const struct ocr_setting *s = ocr_setting(OCR_SET_STAGING_CHUNK);
 *   ... s->num ...
 */
#ifndef OCR_SETTINGS_H
#define OCR_SETTINGS_H

#include "settings_list.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum ocr_setting_id {
#define OCR_SETTING_ID(id, ...) OCR_SET_##id,
    OCR_SETTINGS(OCR_SETTING_ID)
#undef OCR_SETTING_ID
        OCR_SET_COUNT
};

struct ocr_setting {
    bool given;       /* a valid value was given (false: the default) */
    bool off;         /* an off word (the _OFF settings), or nothing of a LIST */
    uint64_t num;     /* UINT, SIZE: the number; LIST: one bit per word given (1 << index);
                         ENUM: the word's index */
    const char *text; /* PATH, RULES: the text given, else "" (never NULL) */
};

/* The variable's value: read from the environment and checked at the first call. */
const struct ocr_setting *ocr_setting(enum ocr_setting_id id);

/* Check `text` as a value of the setting: true with *out set when it is right; false with
 * *out the default, the wrong value named on stderr (as a wrong value of the variable is).
 * NULL or empty: the default, true. `out->text` points into `text`. */
bool ocr_setting_parse(enum ocr_setting_id id, const char *text, struct ocr_setting *out);

/* Whether a LIST value holds `word`, or an ENUM value is `word` (one of the setting's words). */
bool ocr_setting_has(const struct ocr_setting *s, enum ocr_setting_id id, const char *word);

/* The variable's name (OPENCUDART_<ID>). */
const char *ocr_setting_name(enum ocr_setting_id id);

/* The value as one line can print it, in quotes: printable ASCII as it is, other bytes as \xNN
 * (the first `len` bytes at most, cut after 64 with "..."). */
void ocr_setting_quote(char *buf, size_t size, const char *text, size_t len);

/* One line, "opencudart: settings: NAME=VALUE ...", of the runtime's settings in force. */
void ocr_settings_print(FILE *f);

#endif /* OCR_SETTINGS_H */
