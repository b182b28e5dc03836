import CellTemplates
import Foundation
import LayoutTestSupport
import Testing

/// An Interface Builder document is UTF-8 text, as Xcode writes it: another declared encoding, bytes that
/// are not UTF-8 and NUL are refused at their line before libxml2 reads the file. (libxml2 converts a
/// declared encoding through iconv and crashed on a byte the encoding has not got: found by FuzzInterfaceBuilder.)
@Suite struct InterfaceBuilderEncodingTests {
    /// What loading `bytes` as a `.xib` says, with the file called cell.xib.
    static func load(_ bytes: [UInt8]) -> String {
        let path = Scratch.folder.appendingPathComponent("cell-\(UUID()).xib").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let said: String
        do { _ = try CellTemplate.load(file: path, textCache: Shared.cache); said = "loaded" } catch { said = "\(error)" }
        return said.replacingOccurrences(of: path, with: "cell.xib")
    }

    @Test func aDeclaredEncodingOtherThanUTF8IsRefused() {
        // The fuzzer's input, reduced: UTF-7 declared, then a byte UTF-7 has not got. It is refused before
        // libxml2 sees it, at the byte, which is not UTF-8 either; declared alone, the encoding is named.
        let crashed = Array(#"<?xml version="1.0" encoding="UTF-7"?>"#.utf8) + [0x0A, 0xBC]
        #expect(Self.load(crashed) == "cell.xib:2: not UTF-8 text (an invalid byte sequence on this line); Interface Builder files are UTF-8")
        let utf7 = Array(#"<?xml version="1.0" encoding="UTF-7"?>"#.utf8) + [0x0A] + Array("<document/>\n".utf8)
        #expect(Self.load(utf7) == #"cell.xib:1: the XML declaration names the encoding "UTF-7"; Interface Builder files are UTF-8"#)
        let latin1 = Array("<?xml version='1.0'\n encoding = 'ISO-8859-1'?>\n<document/>\n".utf8)
        #expect(Self.load(latin1) == #"cell.xib:2: the XML declaration names the encoding "ISO-8859-1"; Interface Builder files are UTF-8"#)
    }

    /// However much space the declaration holds before its encoding: libxml2 reads it all, and converting
    /// through UTF-7 crashed it (a byte UTF-7 has not got), decoded a document type declaration written as
    /// `+ADw-!DOCTYPE` that the byte check never saw, or read UTF-8 text as Latin-1.
    @Test func anEncodingFarIntoTheDeclarationIsRefusedToo() {
        let padding = String(repeating: " ", count: 200)
        let utf7 = Array(#"<?xml version="1.0"\#(padding)encoding="UTF-7"?>"#.utf8) + [0x0A] + Array("<document>é</document>\n".utf8)
        #expect(Self.load(utf7) == #"cell.xib:1: the XML declaration names the encoding "UTF-7"; Interface Builder files are UTF-8"#)
        let lines = Array("<?xml version=\"1.0\"\(String(repeating: "\n", count: 300))encoding=\"ISO-8859-1\"?>\n<document/>\n".utf8)
        #expect(Self.load(lines) == #"cell.xib:301: the XML declaration names the encoding "ISO-8859-1"; Interface Builder files are UTF-8"#)
    }

    @Test func bytesThatAreNotUTF8AreRefusedAtTheirLine() {
        let text = Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<document>\n".utf8)
        #expect(Self.load(text + [0xBC] + Array("</document>\n".utf8))
                == "cell.xib:3: not UTF-8 text (an invalid byte sequence on this line); Interface Builder files are UTF-8")
        #expect(Self.load(Array("<\0?\0x\0m\0l\0".utf8)) == "cell.xib:1: a NUL character: not a text file (Interface Builder files are UTF-8 text)")
    }

    @Test func aProcessingInstructionIsRefusedAtItsLine() {
        // The fuzzer's input: a processing instruction without data crashed FoundationXML (strlen of NULL).
        #expect(Self.load(Array("<?xsedRangemlve-?>\n<d".utf8))
                == "cell.xib:1: a processing instruction (<?...?>) is not read: Interface Builder files have none but the XML declaration")
        #expect(Self.load(Array("<?xml version=\"1.0\"?>\n<document>\n<?pi?></document>\n".utf8))
                == "cell.xib:3: a processing instruction (<?...?>) is not read: Interface Builder files have none but the XML declaration")
    }

    @Test func aUTF8DeclarationStillReadsOn() {
        // Past the encoding check: the document has no cell.
        let said = Self.load(Array("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document/>\n".utf8))
        #expect(said.hasPrefix("cell.xib") && !said.contains("UTF-8"), "\(said)")
    }
}
