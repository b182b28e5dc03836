import CellTemplates
import FeedTables
import JSONLines
import SeededRandom
import Testing

/// Where a feed line stops being UTF-8: well-formed text (ASCII, CJK, emoji) has no such place; each
/// ill-formed sequence of the Unicode Standard's table 3-7 is found at the byte where it starts.
@Suite struct UTF8ValidationTests {
    @Test(arguments: ["{\"id\": 1}", "新买的 Kindle 到了", "🙂 emoji at the end 🙂", ""])
    func wellFormedTextHasNoBadByte(text: String) {
        #expect(firstInvalidUTF8(Array(text.utf8)) == nil)
    }

    @Test(arguments: [
        ([0x61, 0x62, 0xC0, 0x80], 2),              // overlong encoding of U+0000
        ([0x61, 0xED, 0xA0, 0x80], 1),              // a surrogate, U+D800
        ([0xF4, 0x90, 0x80, 0x80], 0),              // past U+10FFFF
        ([0x61, 0xE4, 0xB8], 1),                    // a three-byte sequence cut short at the end
        ([0xE4, 0xB8, 0x80, 0x61, 0xFF], 4),        // U+4E00, 'a', then a byte UTF-8 never uses
        ([0x80], 0),                                // a continuation byte with nothing before it
    ] as [([UInt8], Int)])
    func illFormedTextIsFoundWhereItStarts(bytes: [UInt8], offset: Int) {
        #expect(firstInvalidUTF8(bytes) == offset)
        // ASCII is passed over eight bytes at a time: the same sequences after and before 0 to 17 ASCII
        // bytes, at every alignment, are found at the same place in them.
        for before in 0...17 {
            for after in [0, 1, 7, 8, 9, 16] {
                let padded = Array(repeating: UInt8(ascii: "x"), count: before) + bytes + Array(repeating: UInt8(ascii: "y"), count: after)
                #expect(firstInvalidUTF8(padded) == before + offset, "\(before) before, \(after) after")
            }
        }
    }

    /// Each boundary of table 3-7: the first and last lead bytes of each row with the first and last second
    /// bytes it allows, and the bytes just outside them. The expected answer is the standard library's:
    /// `String(validating:)` for whether the bytes are well-formed, its scalar decoder for where they stop.
    @Test func tableBoundariesAgreeWithTheStandardLibrary() {
        let leads: [UInt8] = [0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        let seconds: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        for lead in leads {
            for second in seconds {
                for rest in [[], [0x80], [0x80, 0x80], [0xBF, 0xBF], [0x80, 0x41], [0xC0, 0x80]] as [[UInt8]] {
                    let bytes = Array("ab".utf8) + [lead, second] + rest + Array("cd".utf8)
                    #expect(firstInvalidUTF8(bytes) == Self.decoderAnswer(bytes), "\(bytes)")
                }
            }
        }
    }

    /// Random lines of ASCII, Chinese, emoji and stray bytes, against the standard library as above.
    @Test func randomLinesAgreeWithTheStandardLibrary() {
        var random = SeededGenerator(seed: 20261204)
        let pieces: [[UInt8]] = [Array("{\"id\": 12, \"text\": \"".utf8), Array("新买的".utf8), Array("🙂".utf8), Array("abcdefgh".utf8),
                                 [0xC3, 0xA9], [0xE4, 0xB8], [0x80], [0xFF], [0xED, 0xA0, 0x80], [0xF0, 0x9F], Array(" ".utf8)]
        for _ in 0..<5_000 {
            var line: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) { line += pieces[Int.random(in: 0..<pieces.count, using: &random)] }
            #expect(firstInvalidUTF8(line) == Self.decoderAnswer(line), "\(line)")
        }
    }

    /// nil when `String(validating:)` takes the bytes, else where the scalar decoder first fails.
    static func decoderAnswer(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}
