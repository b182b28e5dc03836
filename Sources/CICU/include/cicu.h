#ifndef CICU_H
#define CICU_H
/*
 * A few plain C functions over ICU's C API.
 *
 * ICU renames every exported symbol with a version suffix (ubrk_open -> ubrk_open_72) through
 * macros that Swift cannot import, so the Typesetting layer reaches ICU only through this header.
 * It deliberately includes no ICU header: text is UTF-16 as uint16_t, handles are opaque, and
 * error codes are ICU's UErrorCode values as int32_t (<= 0 success, > 0 failure).
 */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- transcoding ---- */

/* Converts `length` bytes of UTF-8 to UTF-16 (u_strFromUTF8) into `units`, which holds `capacity`
 * units (the UTF-8 length always suffices); returns the number of units written, or -1 on error
 * (ill-formed UTF-8 or too small a buffer). */
int32_t cicu_utf16_from_utf8(uint16_t *units, int32_t capacity, const uint8_t *utf8, int32_t length);

/* ---- break iterators (line and grapheme cluster) ---- */

typedef struct cicu_break_iterator cicu_break_iterator;

/* Opens a line break iterator (UBRK_LINE) for a locale, with no text. `locale` may be an ICU
 * locale id ("zh_Hans") or a BCP 47 tag ("zh-Hans", "ja-u-lb-loose"). */
cicu_break_iterator *cicu_linebreak_open(const char *locale, int32_t *error);
/* Opens a grapheme cluster iterator (UBRK_CHARACTER), with no text. */
cicu_break_iterator *cicu_charbreak_open(const char *locale, int32_t *error);
/* A cheap copy of an iterator (rules and data shared), for per-thread use. */
cicu_break_iterator *cicu_break_clone(const cicu_break_iterator *iterator, int32_t *error);
/* Points the iterator at `text`; the iterator keeps the pointer until the next call. */
void cicu_break_set_text(cicu_break_iterator *iterator, const uint16_t *text, int32_t length, int32_t *error);
void cicu_break_close(cicu_break_iterator *iterator);

/* Walks a line break iterator (text already set) from the start and writes every boundary
 * after offset 0: offsets[i] and hard[i] (1 when the rule status is in
 * [UBRK_LINE_HARD, UBRK_LINE_HARD_LIMIT), i.e. a mandatory break). At most `capacity`
 * entries are written; the return value is the number of boundaries found (which may
 * exceed capacity; the text length is always a sufficient capacity). */
int32_t cicu_linebreak_collect(cicu_break_iterator *iterator, int32_t *offsets, uint8_t *hard, int32_t capacity);

/* Walks a character iterator (text already set) and writes every boundary after offset 0
 * into `offsets`; same capacity contract as cicu_linebreak_collect. */
int32_t cicu_break_collect(cicu_break_iterator *iterator, int32_t *offsets, int32_t capacity);

/* ---- bidi ---- */

/* Resolves bidi levels of `text` with the paragraph level taken from the first strong
 * character (UBIDI_DEFAULT_LTR) and writes its level runs in logical order: run i covers
 * [starts[i], starts[i+1]) (the last one ends at `length`) at levels[i]. Returns the number of
 * runs (which may exceed capacity; `length` is always sufficient), or -1 on error. */
int32_t cicu_bidi_runs(const uint16_t *text, int32_t length, int32_t *starts, uint8_t *levels,
                       int32_t capacity, int32_t *error);

/* Visual order of `count` runs at bidi `levels` (UAX #9 rule L2, ubidi_reorderVisual):
 * visualToLogical[i] is the logical index of the run shown i-th from the left. */
void cicu_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/* ---- scripts ---- */

/* UScriptCode of a code point (USCRIPT_COMMON = 0, USCRIPT_INHERITED = 1). */
int32_t cicu_script_of(uint32_t codePoint, int32_t *error);
/* ISO 15924 four-letter tag of a UScriptCode ("Latn", "Hani"); NULL for an invalid code. */
const char *cicu_script_short_name(int32_t script);

/* ---- grapheme clusters ---- */

/* 1 when every UTF-16 unit of `text` is a grapheme cluster of its own, decided from ICU's
 * Grapheme_Cluster_Break property alone: every unit is a BMP character whose value is Other, LF or
 * Control. No rule of UAX #29 joins two such characters (only CR x LF joins controls, and CR is not
 * accepted), so the character break iterator would break between every two; 0 otherwise. */
int32_t cicu_graphemes_are_units(const uint16_t *text, int32_t length);

/* ---- emoji ---- */

/* 1 when a code point has the Emoji_Presentation property (it shows as an emoji without VS16,
 * UTS #51), else 0. */
int32_t cicu_has_emoji_presentation(uint32_t codePoint);

/* ---- locales ---- */

/* 1 when `tag` (a BCP 47 tag or an ICU locale id) names a language ICU knows (one with an ISO 639
 * code, e.g. "en", "zh-Hans", "ja_JP"); 0 for an unknown language ("xx-YY") or a malformed tag. */
int32_t cicu_locale_is_known(const char *tag);

/* ---- errors ---- */

/* ICU's name for an error code ("U_ILLEGAL_ARGUMENT_ERROR"). */
const char *cicu_error_name(int32_t error);

#ifdef __cplusplus
}
#endif

#endif
