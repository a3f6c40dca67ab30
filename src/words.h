/*
 * Comma-separated lists of words: the values of OPENCUDART_TRACE, OPENCUDART_CHECK and
 * OPENCUDART_FAULT, and the options of the opencudart command that set them.
 *
 *   size_t len;
 *   for (const char *p = list, *w; (w = ocr_word_next(&p, &len)) != NULL;)
 *       ... the word w[0..len) (empty between two commas) ...
 *
 * ocr_has_word asks whether a list holds one word (in any case, as the settings reader,
 * settings/settings.c, compares words).
 */
#ifndef OCR_WORDS_H
#define OCR_WORDS_H

#include <stdbool.h>
#include <string.h>
#include <strings.h>

static inline const char *ocr_word_next(const char **p, size_t *len)
{
    const char *w = *p;
    if (w == NULL || *w == '\0')
        return NULL;
    const char *end = strchr(w, ',');
    *len = end != NULL ? (size_t)(end - w) : strlen(w);
    *p = w + *len + (end != NULL);
    return w;
}

static inline bool ocr_has_word(const char *list, const char *word)
{
    size_t n = strlen(word), len;
    for (const char *p = list, *w; (w = ocr_word_next(&p, &len)) != NULL;)
        if (len == n && strncasecmp(w, word, n) == 0)
            return true;
    return false;
}

#endif /* OCR_WORDS_H */
