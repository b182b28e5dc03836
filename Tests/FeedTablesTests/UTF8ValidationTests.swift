import CellTemplates
import FeedTables
import JSONLines
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
    }
}
