import CHarfBuzz

/// The glyphs of a face that HarfBuzz shapes without looking at their neighbours, for one shaping plan
/// (script, language, left to right): no GSUB or GPOS lookup of the plan reads, skips to or writes them,
/// and GDEF does not class them as marks. A run made only of such glyphs, one per character, shapes to
/// each character's nominal glyph with its `hmtx` advance, so its advances can be read from the font
/// without running the shaper; Chinese text in Noto Sans CJK is almost entirely such glyphs, and
/// shaping it character run by character run was the largest part of measuring it.
///
/// The set comes from HarfBuzz itself (the plan's lookups and each lookup's glyph sets), so it follows
/// whatever the font's tables say. Only scripts that HarfBuzz shapes with its default shaper qualify: the
/// others (Thai, Hangul, Indic, Arabic and more) also change text outside any lookup, such as Thai's
/// SARA AM split in two or jamo composed into syllables. A face with tables HarfBuzz applies outside the
/// plan's lookups (the legacy `kern`, or AAT `morx`/`mort`/`kerx`/`trak`) has no such glyphs either.
/// Immutable once made.
final class ContextFreeGlyphs: Sendable {
    private let glyphCount: UInt32
    /// The face's other glyphs: those some lookup of the plan touches, and marks.
    private let touched: HarfBuzzBits
    /// The face's cmap and advances, to read these glyphs with.
    let nominal: NominalGlyphs

    /// Scripts HarfBuzz's default shaper handles: Han, kana, bopomofo, Latin, Greek, Cyrillic and Common.
    static let scripts: Set<UInt32> = Set(["Hani", "Hira", "Kana", "Bopo", "Latn", "Grek", "Cyrl", "Zyyy"].map(ShapingLanguage.script))

    /// The set for shaping with `script` and `language`, left to right; nil when the face has none.
    /// `nominal` is asked for only when the face has such glyphs.
    init?(face: OpaquePointer, script: UInt32, language: hb_language_t?, nominal: () -> NominalGlyphs) {
        guard Self.scripts.contains(script) else { return nil }
        for table in ["kern", "kerx", "morx", "mort", "trak"] where Self.hasTable(face, table) { return nil }
        glyphCount = hb_face_get_glyph_count(face)
        guard glyphCount > 0 else { return nil }

        let touched = hb_set_create()
        defer { hb_set_destroy(touched) }
        var properties = hb_segment_properties_t()
        properties.direction = HB_DIRECTION_LTR
        properties.script = hb_script_t(rawValue: script)
        properties.language = language
        let plan = hb_shape_plan_create_cached(face, &properties, nil, 0, nil)
        defer { hb_shape_plan_destroy(plan) }
        let lookups = hb_set_create()
        defer { hb_set_destroy(lookups) }
        for table in [hb_tag_from_string("GSUB", -1), hb_tag_from_string("GPOS", -1)] {
            hb_set_clear(lookups)
            hb_ot_shape_plan_collect_lookups(plan, table, lookups)
            var lookup = hb_codepoint_t.max   // HB_SET_VALUE_INVALID: start from the beginning
            while hb_set_next(lookups, &lookup) != 0 {
                // Before (backtrack), input, after (lookahead) and output all go into one set.
                hb_ot_layout_lookup_collect_glyphs(face, table, UInt32(lookup), touched, touched, touched, touched)
            }
        }
        hb_ot_layout_get_glyphs_in_class(face, HB_OT_LAYOUT_GLYPH_CLASS_MARK, touched)
        self.touched = HarfBuzzBits(touched, upTo: glyphCount - 1)
        self.nominal = nominal()
    }

    func contains(_ glyph: UInt32) -> Bool { glyph < glyphCount && !touched.contains(glyph) }

    /// Whether a character's glyph may stand alone as far as the character itself is concerned: not a
    /// mark (HarfBuzz gives marks zero advance when GDEF has no classes) and nothing HarfBuzz hides or
    /// renders specially (controls, default ignorables, variation selectors).
    static func isPlainCharacter(_ scalar: UInt32) -> Bool {
        if scalar < 0x300 { return !CharacterClasses.isIgnorableForCoverage(scalar) }
        if CharacterClasses.isHan(scalar) { return true }
        if CharacterClasses.isIgnorableForCoverage(scalar) { return false }
        switch hb_unicode_general_category(hb_unicode_funcs_get_default(), scalar) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK:
            return false
        default:
            return true
        }
    }

    private static func hasTable(_ face: OpaquePointer, _ name: String) -> Bool {
        let blob = hb_face_reference_table(face, hb_tag_from_string(name, -1))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }
}
