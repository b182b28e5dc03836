import CHarfBuzz
import Testing
@testable import Typesetting

/// The cmap and advance tables read once per face must answer as HarfBuzz's font functions do, one call
/// per character: every code point of every bundled face (batches of 4,096 and blocks of 256 included),
/// and code points the face lacks.
@Suite struct NominalGlyphsTests {
    @Test func everyCharacterOfEveryBundledFaceMatchesHarfBuzz() throws {
        for face in bundledTypesetter.fonts.faces() {
            let hbFace = hb_font_get_face(face.hbFont)
            let table = NominalGlyphs(face: hbFace!, font: face.hbFont)
            let characters = hb_set_create()
            defer { hb_set_destroy(characters) }
            hb_face_collect_unicodes(hbFace, characters)
            var mismatches: [String] = []
            var scalar = hb_codepoint_t.max
            var checked = 0
            while hb_set_next(characters, &scalar) != 0 {
                var glyph: hb_codepoint_t = 0
                _ = hb_font_get_nominal_glyph(face.hbFont, scalar, &glyph)
                let advance = hb_font_get_glyph_h_advance(face.hbFont, glyph)
                if table.glyph(of: scalar) != glyph || table.advance(of: glyph) != advance {
                    mismatches.append("U+\(String(scalar, radix: 16)): \(table.glyph(of: scalar)) vs \(glyph)")
                }
                checked += 1
            }
            for missing: UInt32 in [0x0, 0xE000, 0x10FFFF, UInt32.max] where hb_set_has(characters, missing) == 0 {
                #expect(table.glyph(of: missing) == 0, "\(face.family) U+\(String(missing, radix: 16))")
            }
            #expect(checked > 0, "\(face.family)")
            #expect(mismatches.isEmpty, "\(face.family): \(mismatches.count) differ, e.g. \(mismatches.prefix(3))")
        }
    }
}
