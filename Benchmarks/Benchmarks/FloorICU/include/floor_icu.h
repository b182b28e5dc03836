#ifndef FLOOR_ICU_H
#define FLOOR_ICU_H
#include <stdint.h>

/* ICU's line-break iteration, reached directly (ICU renames its functions with a version suffix
 * through macros Swift cannot import). One iterator is opened per locale and reused for every text,
 * as any caller that measures many texts would. */
typedef struct floor_line_breaks floor_line_breaks;

/* NULL when ICU cannot open a line-break iterator for the locale. */
floor_line_breaks *floor_line_breaks_open(const char *locale);
/* The number of line-break opportunities after the start of `text` (its end included). */
int32_t floor_line_breaks_count(floor_line_breaks *breaks, const uint16_t *text, int32_t length);
void floor_line_breaks_close(floor_line_breaks *breaks);

#endif
