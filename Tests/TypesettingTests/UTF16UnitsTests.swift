import Testing
@testable import Typesetting

/// The typesetter converts a text to UTF-16 through ICU (and, past ICU's 32-bit lengths, scalar by
/// scalar); the standard library's UTF-16 view is the reference.
@Suite struct UTF16UnitsTests {
    @Test(arguments: ["", "Hello", "中文，测试。", "a\u{20000}b", "👩‍👩‍👧 🇫🇷 e\u{301}", "\u{FEFF}\r\n\u{2029}", "\u{10FFFF}\u{FFFF}"])
    func matchTheStandardLibrary(text: String) {
        #expect(UTF16Scalars.units(of: text) == Array(text.utf16))
    }

    @Test func matchTheStandardLibraryOnTheCorpora() throws {
        for name in ["zh", "en", "mixed"] {
            let mismatches = try corpus(name).filter { UTF16Scalars.units(of: $0) != Array($0.utf16) }
            #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(3))")
        }
    }
}
