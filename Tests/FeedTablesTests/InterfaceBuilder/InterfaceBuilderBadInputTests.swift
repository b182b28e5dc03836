import CellTemplates
import FeedTables
import Foundation
import LayoutTestSupport
import Testing

/// Documents that are broken, hostile or not Interface Builder cells at all: each is a `TemplateError` naming
/// the file and the line, quickly, never a crash or a hang.
@Suite struct InterfaceBuilderBadInputTests {
    /// The error reading `bytes` as document `name` gives, and how long it took.
    func failure(_ bytes: [UInt8], name: String = "test.xib", cell: String? = nil) -> (error: TemplateError?, seconds: Double) {
        let start = Date()
        let error = templateError { _ = try CellTemplate.readInterfaceBuilder(bytes, file: name, cell: cell, textCache: Shared.cache) }
        return (error, Date().timeIntervalSince(start))
    }

    func failure(fixture name: String) throws -> TemplateError? {
        templateError { _ = try IBFixture.cell(name) }
    }

    @Test func malformedXMLNamesTheLineOfTheMismatchedTag() throws {
        let error = try #require(try failure(fixture: "Malformed.xib"))
        #expect(error.line == 8)
        #expect(error.message == "not well-formed XML: an end tag does not match the element it closes (libxml2 error 76)")
    }

    @Test func aTruncatedDocumentIsAnErrorAtEveryCut() throws {
        let bytes = try IBFixture.bytes("LabelsCell.xib")
        for cut in stride(from: 0, to: bytes.count, by: 97) {
            let error = try #require(failure(Array(bytes[..<cut])).error, "cut at \(cut)")
            #expect(error.message.hasPrefix("not well-formed XML") && (error.line ?? 0) >= 1, "cut at \(cut): \(error)")
        }
    }

    @Test func aFileThatIsNotAnInterfaceBuilderDocument() throws {
        #expect(try failure(fixture: "NotInterfaceBuilder.xib")?.description
                == "\(IBFixture.path("NotInterfaceBuilder.xib")):3: not an Interface Builder document: its root element is <plist>, not <document>")
        #expect(try failure(fixture: "UnknownType.xib")?.description == "\(IBFixture.path("UnknownType.xib")):2: not an iOS or tvOS Interface "
                + "Builder document: type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" (expected a XIB or storyboard for iOS or tvOS)")
        #expect(failure(Array("just text\n".utf8)).error?.description == "test.xib:1:1: not well-formed XML: no element: the file is empty or not XML (libxml2 error 4)")
        #expect(failure([]).error?.description == "test.xib:1: not well-formed XML: no root element")
    }

    @Test func aConstraintOrOutletNamingAMissingIdIsAnErrorAtItsLine() throws {
        let constraint = try #require(try failure(fixture: "MissingItem.xib"))
        #expect(constraint.line == (try IBFixture.line("MissingItem.xib", containing: "id=\"g02-Mi-001\"")))
        #expect(constraint.message == "constraint g02-Mi-001 names item zzz-Mi-404, which is not a view of this cell")
        let outlet = try #require(try failure(fixture: "MissingOutlet.xib"))
        #expect(outlet.line == (try IBFixture.line("MissingOutlet.xib", containing: "id=\"o02-Mo-001\"")))
        #expect(outlet.message == "outlet subtitleLabel names object zzz-Mo-404, which the document does not have")
    }

    @Test func aStoryboardWithNoCells() throws {
        #expect(try failure(fixture: "NoCells.storyboard")?.description
                == "\(IBFixture.path("NoCells.storyboard")):2: the document defines no table cell, collection view cell or top-level view")
    }

    @Test func aCellThatDoesNotSizeItselfIsTheUsualError() throws {
        // It loads (lint lists it); measuring it names the cell and why.
        let cell = try IBFixture.cell("NotSelfSizing.xib")
        #expect { _ = try rows(cell.template, [#"{"id": 1, "label": "Hi"}"#], [MeasureSetting(width: 375, scale: 3)]) } throws: { error in
            "\(error)".contains("'cel-Ns-001': fitting height is 0, the cell does not size itself: View 'contentView'.bottom is not constrained to any subview")
        }
    }

    @Test func entityBombsAndExternalEntitiesAreRefusedBeforeParsing() throws {
        for name in ["BillionLaughs.xib", "ExternalEntity.xib"] {
            let (error, seconds) = failure(try IBFixture.bytes(name), name: name)
            #expect(error?.description == "\(name):2: a document type declaration (<!DOCTYPE or <!ENTITY) is not read: Interface Builder files have none")
            #expect(seconds < 1, "\(name): \(seconds) s")
        }
        // The same bomb in UTF-16 (which hides "<!DOCTYPE" from a byte scan) is refused as not UTF-8.
        let text = String(decoding: try IBFixture.bytes("BillionLaughs.xib"), as: UTF8.self).replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { (unit: UInt16) -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let (error, seconds) = failure(utf16)
        #expect(error?.description == "test.xib:1: not UTF-8 text (an invalid byte sequence on this line); Interface Builder files are UTF-8")
        #expect(seconds < 1)
        // An encoding named in the declaration (UTF-7 spells '<' as "+ADw-") is refused too.
        let utf7 = Array(text.replacingOccurrences(of: "UTF-16", with: "UTF-7").utf8)
        #expect(failure(utf7).error?.description == "test.xib:1: the XML declaration names the encoding \"UTF-7\"; Interface Builder files are UTF-8")
    }

    @Test func aHundredMegabyteFileIsRefusedBySizeBeforeItIsRead() throws {
        let folder = Scratch.folder.appendingPathComponent("ib-large-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Huge.xib").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        // Sparse: the file claims 100 MB without the disk holding them.
        #expect(truncate(path, 100 << 20) == 0)
        let start = Date()
        let error = templateError { _ = try CellTemplate.loadInterfaceBuilder(file: path, cell: nil, textCache: Shared.cache) }
        // Said as a document's limit, the whole document read even for one cell, and what to do.
        #expect(error?.description == "\(path): the document is 104857600 bytes; at most 4194304 (4 MiB) are read, the whole document "
                + "even for one cell of it; move the cell's scene to a storyboard of its own (Xcode: Refactor to Storyboard) or its cell to a XIB")
        #expect(Date().timeIntervalSince(start) < 1)
        // From memory, the same limit.
        #expect(failure([UInt8](repeating: 0x20, count: CellTemplate.maximumFileBytes + 1)).error?.message.hasPrefix("the document is 4194305 bytes") == true)
    }

    @Test func invalidUTF8AndNULBytesAreRefusedAtTheirLine() throws {
        var bytes = try IBFixture.bytes("LabelsCell.xib")
        let line = try #require(try IBFixture.line("LabelsCell.xib", containing: "text=\"Title\""))
        let title = Array("text=\"Title\"".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: title) })
        var invalid = bytes
        invalid.insert(contentsOf: [0xC3, 0x28, 0xFF], at: at + 7)
        #expect(failure(invalid).error?.description == "test.xib:\(line): not UTF-8 text (an invalid byte sequence on this line); Interface Builder files are UTF-8")
        bytes.insert(0, at: at + 7)
        #expect(failure(bytes).error?.description == "test.xib:\(line): a NUL character: not a text file (Interface Builder files are UTF-8 text)")
    }

    @Test func deepNestingAndTooManyViewsAreBounded() throws {
        let deep = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">" + String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300) + "</document>"
        let error = try #require(failure(Array(deep.utf8)).error)
        #expect(error.line == 1 && error.message.contains("deep"), "\(error)")
        var views = ""
        for index in 0...2_000 { views += "<view id=\"v\(index)\"/>\n" }
        let many = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="top"><subviews>
        \(views)</subviews></view></objects></document>
        """
        #expect(failure(Array(many.utf8)).error?.description == "test.xib:2003: more than 2000 views in one cell (as in a template file)")
    }

    @Test func numbersOutOfRangeAreErrorsAtTheirLineNotNonFiniteLayouts() throws {
        // (fixture, text replaced, replacement, the line's marker, message)
        let cases: [(String, String, String, String, String)] = [
            ("ExplicitMargins.xib", "top=\"5\"", "top=\"NaN\"", "key=\"layoutMargins\"", "<edgeInsets> top \"NaN\": expected a number from 0 to 10000"),
            ("DirectionalMargins.xib", "leading=\"12\"", "leading=\"-1e308\"", "key=\"directionalLayoutMargins\"",
             "<directionalEdgeInsets> leading \"-1e308\": expected a number from 0 to 10000"),
            ("ImageViews.xib", "placeholderIntrinsicHeight=\"80.5\"", "placeholderIntrinsicHeight=\"1e308\"", "id=\"imQ-Iv-001\"",
             "<imageView> placeholderIntrinsicHeight \"1e308\": expected a number from 0 to 100000"),
            ("ImageViews.xib", "name=\"photo\" width=\"120\"", "name=\"photo\" width=\"NaN\"", "name=\"photo\" width",
             "image \"photo\": width \"NaN\" is not a number from 0 to 100000"),
            ("StackView.xib", "spacing=\"4\"", "spacing=\"inf\"", "id=\"stk-St-001\"", "<stackView> spacing \"inf\": expected a number from -10000 to 10000"),
            ("Autoresizing.xib", "x=\"20\" y=\"10\"", "x=\"NaN\" y=\"10\"", "x=\"NaN\"", "<rect> x \"NaN\": expected a number from -100000 to 100000"),
            ("LabelsCell.xib", "numberOfLines=\"0\"", "numberOfLines=\"-3\"", "id=\"bod-La-001\"", "<label> numberOfLines \"-3\": expected a whole number from 0 to 10000"),
            // Read as 2 before: a count is a whole number.
            ("LabelsCell.xib", "numberOfLines=\"0\"", "numberOfLines=\"2.5\"", "id=\"bod-La-001\"", "<label> numberOfLines \"2.5\": expected a whole number from 0 to 10000"),
            // Measured in the system font at 17 points before, with a note only lint showed.
            ("LabelsCell.xib", "pointSize=\"17\"", "pointSize=\"NaN\"", "pointSize=\"NaN\"", "<fontDescription> pointSize \"NaN\": expected a number from 1 to 1000"),
            ("LabelsCell.xib", "pointSize=\"17\"", "pointSize=\"1e9\"", "pointSize=\"1e9\"", "<fontDescription> pointSize \"1e9\": expected a number from 1 to 1000"),
            // Swift's Double(String) reads hexadecimal: 16 points before.
            ("StackView.xib", "spacing=\"4\"", "spacing=\"0x10\"", "id=\"stk-St-001\"", "<stackView> spacing \"0x10\": expected a number from -10000 to 10000"),
            ("LabelsCell.xib", "constant=\"10\" id=\"c01-La-001\"", "constant=\"0x10\" id=\"c01-La-001\"", "id=\"c01-La-001\"",
             "constraint c01-La-001: constant \"0x10\" is not a number from -100000 to 100000"),
            // A fraction's denominator of 0, and a ratio of three terms, are no number.
            ("Relations.xib", #"multiplier="49:45""#, #"multiplier="1/0""#, "id=\"rB1-Re-001\"",
             "constraint rB1-Re-001: multiplier \"1/0\" is not a number from -100000 to 100000, a ratio such as 49:45 or a fraction such as 1/3"),
            ("Relations.xib", #"multiplier="49:45""#, #"multiplier="1:2/3""#, "id=\"rB1-Re-001\"",
             "constraint rB1-Re-001: multiplier \"1:2/3\" is not a number from -100000 to 100000, a ratio such as 49:45 or a fraction such as 1/3"),
            // Written back as "1e+308" for the template, which then failed with "unexpected 'e'" at the equation.
            ("LabelsCell.xib", "constant=\"10\" id=\"c01-La-001\"", "constant=\"1e308\" id=\"c01-La-001\"", "id=\"c01-La-001\"",
             "constraint c01-La-001: constant \"1e308\" is not a number from -100000 to 100000"),
        ]
        for (name, old, new, marker, message) in cases {
            let text = String(decoding: try IBFixture.bytes(name), as: UTF8.self)
            let range = try #require(text.range(of: old), "\(name): \(old)")
            let changed = text.replacingCharacters(in: range, with: new)
            let line = changed.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }.map { $0 + 1 }
            #expect(failure(Array(changed.utf8), name: name).error?.description == "\(name):\(line ?? 0): \(message)")
        }
    }

    @Test func aConstantTooSmallForPlainDecimalsReadsBackExactly() throws {
        // 0.00001 is written "1e-05" in the template's equation, which refused exponents ("unexpected 'e'").
        // The top gap grows from 10 to 10.00001 points: 3·10⁻⁵ pixels at @3x, past the grid's tolerance of
        // 10⁻⁶, so the row is one pixel taller (a third of a point, up to the rounding of the sum).
        let text = String(decoding: try IBFixture.bytes("LabelsCell.xib"), as: UTF8.self)
        let nudged = text.replacingOccurrences(of: "constant=\"10\" id=\"c01-La-001\"", with: "constant=\"10.00001\" id=\"c01-La-001\"")
        let plain = try CellTemplate.readInterfaceBuilder(Array(text.utf8), file: "a.xib", cell: nil, textCache: Shared.cache)
        let small = try CellTemplate.readInterfaceBuilder(Array(nudged.utf8), file: "b.xib", cell: nil, textCache: Shared.cache)
        let item = [#"{"id": 1, "titleLabel": "Hi"}"#], at375x3 = [MeasureSetting(width: 375, scale: 3)]
        let heights = (try rows(plain.template, item, at375x3)[0][0].height, try rows(small.template, item, at375x3)[0][0].height)
        // 10 + the title (the system font 17: SF Pro's 20.287 -> 61/3) + 6 + the body the item leaves empty + 10
        // + the 1/3 separator.
        #expect(abs(heights.0 - (26 + 62.0 / 3)) < 1e-9)
        #expect(abs(heights.1 - (heights.0 + 1.0 / 3)) < 1e-9)
        let tiny = text.replacingOccurrences(of: "constant=\"6\" id=\"c04-La-001\"", with: "constant=\"0.00001\" id=\"c04-La-001\"")
        #expect(throws: Never.self) { _ = try CellTemplate.readInterfaceBuilder(Array(tiny.utf8), file: "c.xib", cell: nil, textCache: Shared.cache) }
    }

    @Test func aDeclarationAfterACommentHoldingALessThanSignIsStillRefused() throws {
        // The prolog scan took the comment's "< b" for the root element's start and stopped looking.
        let text = String(decoding: try IBFixture.bytes("LabelsCell.xib"), as: UTF8.self)
        let hidden = text.replacingOccurrences(of: "<document ", with: "<!-- a < b -->\n<!DOCTYPE d [<!ENTITY e \"x\">]>\n<document ")
        #expect(failure(Array(hidden.utf8)).error?.description
                == "test.xib:3: a document type declaration (<!DOCTYPE or <!ENTITY) is not read: Interface Builder files have none")
    }

    @Test func contentAfterTheDocumentIsNamedAsSuchNotAsACutFile() throws {
        let text = String(decoding: try IBFixture.bytes("LabelsCell.xib"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for extra in ["<extra/>\n", "trailing words\n"] {
            let error = try #require(failure(Array((text + extra).utf8)).error)
            #expect(error.message == "not well-formed XML: text or elements after the end of the root element </document>")
            #expect(error.line == lines, "\(error)")
        }
    }

    @Test func aTextViewInsetThatIsNotANumberIsAnErrorAtItsLine() throws {
        // Read as NaN before, which reached the template as "... + nan" and failed quoting that equation.
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="top-Tv-001">
                    <subviews>
                        <textView scrollEnabled="NO" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="txt-Tv-001">
                            <edgeInsets key="textContainerInset" top="NaN" left="0" bottom="8" right="0"/>
                        </textView>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        #expect(failure(Array(document.utf8)).error?.description == "test.xib:7: <edgeInsets> top \"NaN\": expected a number from 0 to 10000")
    }

    @Test(.timeLimit(.minutes(5)))
    func anElementWithTooManyAttributesIsRefusedBeforeParsing() throws {
        func document(attributes: Int) -> [UInt8] {
            var element = "<view id=\"v\""
            for index in 0..<attributes { element += " a\(index)=\"1\"" }
            // A quoted '>' or '=' and a comment's '=' are not attributes.
            return Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a=1 b=2 -->
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" note="x > y = z"><objects>
            \(element)/></objects></document>
            """.utf8)
        }
        // 256 attributes and the id are one too many; 255 and the id parse (and fail later, as a view
        // without a cell).
        #expect(failure(document(attributes: 256)).error?.description
                == "test.xib:4: an element with more than 256 attributes: not an Interface Builder document")
        #expect(failure(document(attributes: 255)).error == nil)
        // A third of a million attributes in one element, just under the 4 MiB a template may have: libxml2's
        // check of each against all before it took minutes; refused from a scan of the bytes.
        let crowded = document(attributes: 330_000)
        #expect(crowded.count < CellTemplate.maximumFileBytes)
        #expect(failure(crowded).error?.line == 4)
    }
}
