import FloorHarfBuzz
import FloorICU
import Typesetting

/// The work measuring a text cannot avoid, for the benchmarks to time the library's cold path against:
/// ICU's line-break iteration over the text plus one HarfBuzz call per run of one face, uncached, with
/// a reused buffer and iterator. It calls HarfBuzz and ICU directly, so nothing of the library's own
/// path is in it.
///
/// Finding the runs happens in `prepare`, untimed: each grapheme cluster takes the first face of the
/// library's fallback cascade (`FontCollection.cascade`) that has its first character, white space and
/// other characters every face lacks stay in the run before them, and HarfBuzz guesses each run's script
/// and direction. The locale is the one the library picks for the text.
public final class TextFloor {
    /// A text ready for the floor: its UTF-16 units, its runs, and its locale's break iterator and
    /// HarfBuzz language (looked up here, not while timing).
    public struct Text {
        let units: [UInt16]
        let breaks: OpaquePointer
        let language: hb_language_t
        let runs: [(range: Range<Int>, font: OpaquePointer)]
    }

    private let fonts: FontCollection
    private let typesetter: Typesetter
    private var hbFonts: [ObjectIdentifier: OpaquePointer] = [:]
    private var breaks: [String: OpaquePointer] = [:]
    private let buffer: OpaquePointer

    public init(fonts: FontCollection) {
        self.fonts = fonts
        typesetter = Typesetter(fonts: fonts, segmentCacheCapacity: 0)
        buffer = hb_buffer_create()
    }

    deinit {
        for font in hbFonts.values { hb_font_destroy(font) }
        for iterator in breaks.values { floor_line_breaks_close(iterator) }
        hb_buffer_destroy(buffer)
    }

    /// Splits `text` into face runs (untimed set-up).
    public func prepare(_ text: String, family: String = "Inter") throws -> Text {
        let locale = try typesetter.prepare(AttributedText(text)).locale
        let cascade = try fonts.cascade(family: family, locale: locale)
        var runs: [(range: Range<Int>, font: OpaquePointer)] = []
        var offset = 0
        var current: (start: Int, face: FontFace)?
        for character in text {
            let length = character.utf16.count
            let first = character.unicodeScalars.first!
            let face = first.properties.isWhitespace ? nil : cascade.first { $0.covers(first) }
            if let face, face !== current?.face {
                if let current { runs.append((current.start..<offset, hbFont(for: current.face))) }
                current = (offset, face)
            } else if current == nil {
                current = (offset, cascade[0])
            }
            offset += length
        }
        if let current { runs.append((current.start..<offset, hbFont(for: current.face))) }
        if breaks[locale] == nil {
            guard let iterator = floor_line_breaks_open(locale) else { throw FloorError(locale: locale) }
            breaks[locale] = iterator
        }
        return Text(units: Array(text.utf16), breaks: breaks[locale]!, language: hb_language_from_string(locale, -1), runs: runs)
    }

    /// The floor for a batch of texts: break opportunities and every run shaped. Returns a number made
    /// from the results so the work is not optimised away.
    public func run(_ texts: [Text]) -> Int {
        var result = 0
        for text in texts {
            text.units.withUnsafeBufferPointer { units in
                result &+= Int(floor_line_breaks_count(text.breaks, units.baseAddress, Int32(units.count)))
                for run in text.runs {
                    hb_buffer_clear_contents(buffer)
                    hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), UInt32(run.range.lowerBound),
                                        Int32(run.range.count))
                    hb_buffer_set_language(buffer, text.language)
                    hb_buffer_guess_segment_properties(buffer)
                    hb_shape(run.font, buffer, nil, 0)
                    var count: UInt32 = 0
                    let positions = hb_buffer_get_glyph_positions(buffer, &count)!
                    for index in 0..<Int(count) { result &+= Int(positions[index].x_advance) }
                }
            }
        }
        return result
    }

    /// A HarfBuzz font over the face's file, at its units per em as the library shapes.
    private func hbFont(for face: FontFace) -> OpaquePointer {
        if let known = hbFonts[ObjectIdentifier(face)] { return known }
        let blob = hb_blob_create_from_file(face.path)
        let hbFace = hb_face_create(blob, UInt32(face.faceIndex))
        let font = hb_font_create(hbFace)!
        hb_font_set_scale(font, Int32(face.metrics.unitsPerEm), Int32(face.metrics.unitsPerEm))
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        hbFonts[ObjectIdentifier(face)] = font
        return font
    }

    struct FloorError: Error, CustomStringConvertible {
        var locale: String
        var description: String { "ICU cannot open a line-break iterator for \(locale)" }
    }
}
