#include "cicu.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/utf16.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

/* The opaque handle is ICU's own iterator; the struct name only exists for type safety. */
#define ITER(p) ((UBreakIterator *)(p))
#define HANDLE(p) ((cicu_break_iterator *)(p))

/* Converts a BCP 47 tag to an ICU locale id when it has a '-'; otherwise copies it. */
static void locale_id(const char *locale, char *out, int32_t capacity, UErrorCode *status) {
    if (locale == NULL) {
        out[0] = '\0';
        return;
    }
    if (strchr(locale, '-') != NULL) {
        int32_t parsed = 0;
        uloc_forLanguageTag(locale, out, capacity, &parsed, status);
        if (U_SUCCESS(*status) && *status != U_STRING_NOT_TERMINATED_WARNING) {
            return;
        }
        *status = U_ZERO_ERROR;
    }
    strncpy(out, locale, (size_t)capacity - 1);
    out[capacity - 1] = '\0';
}

static cicu_break_iterator *open_iterator(UBreakIteratorType type, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    locale_id(locale, id, (int32_t)sizeof id, &status);
    UBreakIterator *iterator = ubrk_open(type, id, NULL, 0, &status);
    *error = (int32_t)status;
    if (U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return NULL;
    }
    return HANDLE(iterator);
}

cicu_break_iterator *cicu_linebreak_open(const char *locale, int32_t *error) {
    return open_iterator(UBRK_LINE, locale, error);
}

cicu_break_iterator *cicu_charbreak_open(const char *locale, int32_t *error) {
    return open_iterator(UBRK_CHARACTER, locale, error);
}

cicu_break_iterator *cicu_break_clone(const cicu_break_iterator *iterator, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *copy = ubrk_clone((const UBreakIterator *)iterator, &status);
    *error = (int32_t)status;
    if (U_FAILURE(status)) {
        if (copy != NULL) ubrk_close(copy);
        return NULL;
    }
    return HANDLE(copy);
}

int32_t cicu_utf16_from_utf8(uint16_t *units, int32_t capacity, const uint8_t *utf8, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = 0;
    u_strFromUTF8((UChar *)units, capacity, &written, (const char *)utf8, length, &status);
    return U_FAILURE(status) || written > capacity ? -1 : written;
}

void cicu_break_set_text(cicu_break_iterator *iterator, const uint16_t *text, int32_t length, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(ITER(iterator), (const UChar *)text, length, &status);
    *error = (int32_t)status;
}

void cicu_break_close(cicu_break_iterator *iterator) {
    if (iterator != NULL) ubrk_close(ITER(iterator));
}

int32_t cicu_linebreak_collect(cicu_break_iterator *iterator, int32_t *offsets, uint8_t *hard, int32_t capacity) {
    UBreakIterator *it = ITER(iterator);
    int32_t count = 0;
    ubrk_first(it);
    for (int32_t offset = ubrk_next(it); offset != UBRK_DONE; offset = ubrk_next(it)) {
        if (count < capacity) {
            int32_t status = ubrk_getRuleStatus(it);
            offsets[count] = offset;
            hard[count] = (status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        count++;
    }
    return count;
}

int32_t cicu_break_collect(cicu_break_iterator *iterator, int32_t *offsets, int32_t capacity) {
    UBreakIterator *it = ITER(iterator);
    int32_t count = 0;
    ubrk_first(it);
    for (int32_t offset = ubrk_next(it); offset != UBRK_DONE; offset = ubrk_next(it)) {
        if (count < capacity) offsets[count] = offset;
        count++;
    }
    return count;
}

int32_t cicu_bidi_runs(const uint16_t *text, int32_t length, int32_t *starts, uint8_t *levels,
                       int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) {
        *error = (int32_t)status;
        return -1;
    }
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    if (U_FAILURE(status)) {
        *error = (int32_t)status;
        ubidi_close(bidi);
        return -1;
    }
    /* Runs from the levels, in one pass: ubidi_getLogicalRun looks its run up from the first one on every
       call, so asking it run by run is quadratic (50,000 runs of alternating Hebrew and Latin: seconds). */
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || resolved == NULL) {
        *error = (int32_t)(U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR);
        ubidi_close(bidi);
        return -1;
    }
    int32_t count = 0;
    for (int32_t index = 0; index < length; index++) {
        if (index > 0 && resolved[index] == resolved[index - 1]) continue;
        if (count < capacity) {
            starts[count] = index;
            levels[count] = resolved[index];
        }
        count++;
    }
    ubidi_close(bidi);
    *error = (int32_t)U_ZERO_ERROR;
    return count;
}

int32_t cicu_script_of(uint32_t codePoint, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codePoint, &status);
    *error = (int32_t)status;
    return (int32_t)script;
}

int32_t cicu_graphemes_are_units(const uint16_t *text, int32_t length) {
    for (int32_t index = 0; index < length; index++) {
        uint16_t unit = text[index];
        if (unit < 0x7F && unit != 0x0D) continue;   /* ASCII: Other or Control (CR excepted) */
        if (U16_IS_SURROGATE(unit)) return 0;
        switch (u_getIntPropertyValue(unit, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
        case U_GCB_OTHER: case U_GCB_LF: case U_GCB_CONTROL: continue;
        default: return 0;
        }
    }
    return 1;
}

int32_t cicu_has_emoji_presentation(uint32_t codePoint) {
    return u_hasBinaryProperty((UChar32)codePoint, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}

const char *cicu_script_short_name(int32_t script) {
    return uscript_getShortName((UScriptCode)script);
}

const char *cicu_error_name(int32_t error) {
    return u_errorName((UErrorCode)error);
}

void cicu_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visualToLogical);
}

int32_t cicu_locale_is_known(const char *tag) {
    UErrorCode status = U_ZERO_ERROR;
    char id[ULOC_FULLNAME_CAPACITY];
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, id, (int32_t)sizeof id, &parsed, &status);
    if (U_FAILURE(status) || length <= 0 || parsed != (int32_t)strlen(tag)) {
        /* Not a well-formed BCP 47 tag: an ICU id such as "zh_Hans" is accepted as it is. */
        if (strchr(tag, '-') != NULL || strlen(tag) >= sizeof id) return 0;
        strcpy(id, tag);
    }
    const char *iso3 = uloc_getISO3Language(id);
    return iso3 != NULL && iso3[0] != '\0';
}
