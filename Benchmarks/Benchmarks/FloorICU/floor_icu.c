#include "floor_icu.h"

#include <unicode/ubrk.h>

floor_line_breaks *floor_line_breaks_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator != NULL) ubrk_close(iterator);
        return NULL;
    }
    return (floor_line_breaks *)iterator;
}

int32_t floor_line_breaks_count(floor_line_breaks *breaks, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = (UBreakIterator *)breaks;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    while (ubrk_next(iterator) != UBRK_DONE) count++;
    return count;
}

void floor_line_breaks_close(floor_line_breaks *breaks) {
    ubrk_close((UBreakIterator *)breaks);
}
