import CHarfBuzz

/// Shapes UTF-16 text with HarfBuzz and reports advances per UTF-16 unit.
///
/// The font is scaled to its units per em, so the advances are unhinted design
/// units (as `hb-shape --font-size=<upem>` prints them); callers scale them to
/// points. HarfBuzz's default features apply, which include kerning (`kern`)
/// and standard ligatures (`liga`, `clig`). Each glyph's advance is credited to
/// the first UTF-16 unit of its cluster, so the sum over a grapheme cluster is
/// that cluster's advance; a ligature spanning clusters credits the first.
///
/// A run whose characters all have context-free glyphs (`ContextFreeGlyphs`) need not go through
/// hb_shape: `readContextFree` reads its advances with HarfBuzz's own glyph and advance functions,
/// which is what shaping it would give.
///
/// Not thread-safe (it owns an hb_buffer): one caller at a time, as `ShaperPool` hands them out.
final class Shaper {
    private let buffer: OpaquePointer
    /// Characters of the text shaped last that were left out of the buffer (`addSkippingIgnorableRows`),
    /// ascending, and that text's length.
    private var dropped: [Range<Int>] = []
    private var shapedLength = 0
    /// The last run measured was read without shaping, so `buffer` does not hold it.
    private var lastRunWasContextFree = false
    /// The context-free glyphs of the last style asked for (a text's runs mostly share one).
    private var lastPlan: (face: FontFace, script: UInt32, language: UInt, glyphs: ContextFreeGlyphs?)?

    init() {
        buffer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(buffer) }

    /// How many glyphs the buffer holds from the last run shaped (its arrays are at least that long).
    var shapedGlyphCount: UInt32 { hb_buffer_get_length(buffer) }

    /// Shapes `text` (one run: one face, script and direction) and returns
    /// its advances per UTF-16 unit, in design units.
    func advances(of text: UnsafeBufferPointer<UInt16>, style: ShapingStyle) -> [Int32] {
        var result = [Int32](filled: 0, count: text.count)
        result.withUnsafeMutableBufferPointer { advances(of: text, style: style, into: $0) }
        return result
    }

    /// Shapes `text` and adds its advances per UTF-16 unit into `result` (as long as `text`, zeroed).
    func advances(of text: UnsafeBufferPointer<UInt16>, style: ShapingStyle, into result: UnsafeMutableBufferPointer<Int32>) {
        guard !text.isEmpty else { return }
        shape(text, style: style)
        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return }
        for index in 0..<Int(glyphCount) {
            let cluster = Int(infos[index].cluster)
            if cluster < result.count { result[cluster] &+= positions[index].x_advance }
        }
    }

    /// Whether the text shaped last may be cut at each of `offsets` (UTF-16 offsets into it, ascending)
    /// and its two sides shaped apart with the same result: every offset starts a cluster, and HarfBuzz
    /// did not flag that cluster's first glyph HB_GLYPH_FLAG_UNSAFE_TO_BREAK (a ligature or contextual
    /// form across the cut, as Inter's "->" arrow or a pair of regional indicators, or kerning). Measuring
    /// asks only `startsClusters`; this stronger check is what the context-free glyph tests hold text to.
    func isSafeToBreak<Offsets: RandomAccessCollection<Int>>(at offsets: Offsets) -> Bool {
        startsClusters(at: offsets, refusingUnsafeToBreak: true)
    }

    /// Whether every one of `offsets` (UTF-16 offsets into the text shaped last, ascending) starts a
    /// cluster: no glyph (a ligature) covers characters on both sides of one. Positioning across an
    /// offset (kerning) does not count, as it does for `isSafeToBreak`.
    func startsClusters<Offsets: RandomAccessCollection<Int>>(at offsets: Offsets) -> Bool {
        startsClusters(at: offsets, refusingUnsafeToBreak: false)
    }

    private func startsClusters<Offsets: RandomAccessCollection<Int>>(at given: Offsets, refusingUnsafeToBreak: Bool) -> Bool {
        // A context-free run has one cluster per character and no glyph any lookup could join.
        guard !given.isEmpty, !lastRunWasContextFree else { return true }
        guard !dropped.isEmpty else { return offsetsStartClusters(given, refusingUnsafeToBreak: refusingUnsafeToBreak) }
        // An offset in characters left out of the buffer (`addSkippingIgnorableRows`) stands for the first
        // character after them: no glyph spans the offset unless one spans that character's start.
        var offsets: [Int] = []
        offsets.reserveCapacity(given.count)
        var row = 0
        for offset in given {
            while row < dropped.count && dropped[row].upperBound <= offset { row += 1 }
            let effective = row < dropped.count && dropped[row].contains(offset) ? dropped[row].upperBound : offset
            if effective < shapedLength, offsets.last != effective { offsets.append(effective) }
        }
        return offsets.isEmpty || offsetsStartClusters(offsets, refusingUnsafeToBreak: refusingUnsafeToBreak)
    }

    /// Whether every one of `offsets` (in the buffer, ascending) starts a cluster of the text shaped last.
    private func offsetsStartClusters<Offsets: RandomAccessCollection<Int>>(_ offsets: Offsets, refusingUnsafeToBreak: Bool) -> Bool {
        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount) else { return false }
        // HarfBuzz keeps a cluster's glyphs together, so each cluster is counted once: when it starts.
        var found = 0
        var previous = -1
        for index in 0..<Int(glyphCount) {
            let cluster = Int(infos[index].cluster)
            defer { previous = cluster }
            var low = offsets.startIndex, high = offsets.endIndex
            while low < high {
                let middle = offsets.index(low, offsetBy: offsets.distance(from: low, to: high) / 2)
                if offsets[middle] < cluster { low = offsets.index(after: middle) } else { high = middle }
            }
            guard low < offsets.endIndex, offsets[low] == cluster else { continue }
            // hb_glyph_info_get_glyph_flags is a macro over the mask; the flag is bit 0 (HarfBuzz 6).
            if refusingUnsafeToBreak && infos[index].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 { return false }
            if cluster != previous { found += 1 }
        }
        return found == offsets.count
    }

    /// One glyph of a shaped run, in HarfBuzz's (visual) order; design units, y up.
    struct ShapedGlyph {
        var glyph: UInt32
        /// Offset in the shaped text of the first UTF-16 unit of the glyph's cluster.
        var cluster: Int
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    /// Shapes `text` as `advances(of:style:)` does and returns the glyphs themselves (for drawing):
    /// the same HarfBuzz call on the same run, so the advances add up to the same totals.
    func glyphs(of text: UnsafeBufferPointer<UInt16>, style: ShapingStyle) -> [ShapedGlyph] {
        guard !text.isEmpty else { return [] }
        shape(text, style: style)
        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return [] }
        return (0..<Int(glyphCount)).map { index in
            ShapedGlyph(glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                        xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
                        yOffset: positions[index].y_offset)
        }
    }

    private func contextFreeGlyphs(_ style: ShapingStyle) -> ContextFreeGlyphs? {
        if let lastPlan, lastPlan.face === style.face, lastPlan.script == style.script,
           lastPlan.language == style.language.id {
            return lastPlan.glyphs
        }
        let glyphs = style.face.contextFreeGlyphs(script: style.script, language: style.language)
        lastPlan = (style.face, style.script, style.language.id, glyphs)
        return glyphs
    }

    /// Adds the advances of `text` into `result` (zeroed, as long as `text`) without shaping, when every
    /// character is plain and maps to a context-free glyph of the style's plan; returns false, leaving
    /// `result` zeroed, otherwise (then shape it). What it writes equals what `advances(of:style:into:)`
    /// would, and afterwards `startsClusters` answers for this text.
    func readContextFree(_ text: UnsafeBufferPointer<UInt16>, style: ShapingStyle,
                         into result: UnsafeMutableBufferPointer<Int32>) -> Bool {
        lastRunWasContextFree = false
        guard !style.isRightToLeft, !text.isEmpty, let glyphSet = contextFreeGlyphs(style) else { return false }
        let nominal = glyphSet.nominal
        var index = 0
        while index < text.count {
            let (scalar, length) = UTF16Scalars.scalar(at: index, in: text, end: text.count)
            let glyph = nominal.glyph(of: scalar)
            // HarfBuzz shapes a lone surrogate as U+FFFD; leave that to it.
            guard !UTF16Scalars.isSurrogate(scalar), ContextFreeGlyphs.isPlainCharacter(scalar),
                  glyph != 0, glyphSet.contains(glyph) else {
                // One character that needs the shaper: take back what the ones before it wrote.
                UnsafeMutableBufferPointer(rebasing: result[..<index]).update(repeating: 0)
                return false
            }
            result[index] &+= nominal.advance(of: glyph)
            index += length
        }
        lastRunWasContextFree = true
        return true
    }

    private func shape(_ text: UnsafeBufferPointer<UInt16>, style: ShapingStyle) {
        lastRunWasContextFree = false
        hb_buffer_clear_contents(buffer)
        addSkippingIgnorableRows(text)
        hb_buffer_set_direction(buffer, style.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: style.script))
        hb_buffer_set_language(buffer, style.language.language)
        hb_shape(style.face.hbFont, buffer, nil, 0)
    }
}

extension Shaper {
    /// Characters that draw nothing (`CharacterClasses.drawsNothing`) that a row of them keeps for
    /// shaping; the rest of the row is dropped.
    static let ignorableRowKept = 16

    /// Adds `text` to the buffer without controls, and without the characters of a row that draws nothing
    /// beyond its first `ignorableRowKept`: HarfBuzz takes time quadratic in such a row (20,000 soft
    /// hyphens took 1.3 s in hb-shape, and 2 million would take hours), and lookups pass over such
    /// characters, so the row's tail changes no glyph (a sequence that means something, as an emoji's
    /// joiner and selector, is short). Each character keeps its offset as its cluster, so a dropped one
    /// (listed in `dropped`) is a cluster with no glyph: it advances nothing, and `startsClusters` looks
    /// past it.
    fileprivate func addSkippingIgnorableRows(_ text: UnsafeBufferPointer<UInt16>) {
        let count = text.count
        dropped.removeAll(keepingCapacity: true)
        shapedLength = count
        var start = 0
        var row = 0
        var index = 0
        while index < count {
            let unit = text[index]
            guard CharacterClasses.drawsNothing(unit) else { row = 0; index += 1; continue }
            row += 1
            // A control (General_Category Cc) is left out wherever it is: HarfBuzz gives it a .notdef
            // glyph, which no kerning pair passes over ("T", U+0001, "o" lost the "To" pair that a zero
            // width space keeps).
            guard row > Self.ignorableRowKept || CharacterClasses.isControl(unit) else { index += 1; continue }
            // Add the text before here, then skip the rest of the row (a control alone).
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(count), UInt32(start), Int32(index - start))
            let skipped = index
            if row > Self.ignorableRowKept {
                while index < count && CharacterClasses.drawsNothing(text[index]) { index += 1 }
            } else {
                index += 1
            }
            dropped.append(skipped..<index)
            start = index
        }
        if start < count {
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(count), UInt32(start), Int32(count - start))
        }
    }
}

/// What a run is shaped with besides its text.
struct ShapingStyle {
    var face: FontFace
    /// hb_script_t value (an ISO 15924 tag as four bytes).
    var script: UInt32
    var isRightToLeft: Bool
    var language: ShapingLanguage
}

/// A BCP 47 language interned by HarfBuzz. hb_language_t pointers live for the
/// whole process, so the pointer value identifies the language in cache keys.
struct ShapingLanguage: @unchecked Sendable {
    let language: hb_language_t?
    var id: UInt { UInt(bitPattern: language.map { UnsafeRawPointer($0) }) }

    init(_ tag: String) {
        // Through `withCString`: passing the string itself copies a short tag ("zh-Hans", stored inside
        // the string) to the heap on every text.
        language = tag.withCString { hb_language_from_string($0, -1) }
    }

    static func script(_ tag: String) -> UInt32 {
        hb_script_from_string(tag, -1).rawValue
    }

    /// HB_SCRIPT_COMMON ("Zyyy"): characters shared by many scripts, as the "…" is shaped.
    static let common = script("Zyyy")
}
