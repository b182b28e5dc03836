import CellTemplates
import FeedTables
import Foundation
import LayoutTestSupport
import Testing

/// Documents a reader could take for something they do not say: each is refused at its line, or read as
/// Interface Builder means it, never measured silently otherwise. All are `LabelsCell.xib` with one edit.
@Suite struct InterfaceBuilderMisreadTests {
    /// `LabelsCell.xib` with `edit` made to its text (which must change it).
    static func edited(_ edit: (String) -> String) throws -> [UInt8] {
        let text = String(decoding: try IBFixture.bytes("LabelsCell.xib"), as: UTF8.self)
        let changed = edit(text)
        #expect(changed != text, "the edit changed nothing")
        return Array(changed.utf8)
    }

    static func read(_ bytes: [UInt8]) throws -> InterfaceBuilderCell {
        try CellTemplate.readInterfaceBuilder(bytes, file: "test.xib", cell: nil, textCache: Shared.cache)
    }

    static func error(_ bytes: [UInt8]) -> String? {
        templateError { _ = try read(bytes) }?.description
    }

    /// The cell's height at 375 points @3x for an item with `body` as its body text.
    static func height(_ bytes: [UInt8], body: String = "一二三四五") throws -> Double {
        let cell = try read(bytes)
        let item = #"{"id": 1, "titleLabel": "Title", "bodyLabel": "\#(body)"}"#
        return try #require(rows(cell.template, [item], [MeasureSetting(width: 375, scale: 3)]).first?.first?.height)
    }

    /// Constraints name views by id: a second view with the title's id would take its constraints; two cells
    /// with one id could not be told apart.
    @Test func aSecondObjectWithAnIdIsRefusedAtItsLine() throws {
        let bytes = try Self.edited {
            $0.replacingOccurrences(of: "                </subviews>", with: #"<view id="tit-La-001"/>"# + "\n                </subviews>")
        }
        #expect(Self.error(bytes) == "test.xib:25: id tit-La-001 is given to a second object (the first is on line 13); "
                + "Interface Builder gives each object its own")
        let cells = try Self.edited {
            $0.replacingOccurrences(of: "    </objects>", with: #"        <tableViewCell id="cel-La-001"/>"# + "\n    </objects>")
        }
        #expect(Self.error(cells) == "test.xib:43: id cel-La-001 is given to a second object (the first is on line 6); "
                + "Interface Builder gives each object its own")
    }

    /// Text in a CDATA section is the label's text, as the same text in an attribute is: the design layout
    /// (the file's own texts) is as tall, and taller than with the body empty.
    @Test func textInACDATASectionIsTheLabelsText() throws {
        let long = String(repeating: "一二三四五六七八九十", count: 8)
        let attribute = try Self.edited { $0.replacingOccurrences(of: #"text="一二三四五""#, with: #"text="\#(long)""#) }
        let cdata = try Self.edited {
            $0.replacingOccurrences(of: #"text="一二三四五" "#, with: "")
                .replacingOccurrences(of: #"<rect key="frame" x="15" y="37" width="345" height="22"/>"#,
                                      with: #"<rect key="frame" x="15" y="37" width="345" height="22"/><string key="text"><![CDATA[\#(long)]]></string>"#)
        }
        let empty = try Self.edited { $0.replacingOccurrences(of: #"text="一二三四五""#, with: #"text="""#) }
        func designHeight(_ bytes: [UInt8]) throws -> Double? { try Self.read(bytes).designFrames(textCache: Shared.cache).computedHeight }
        let fromCDATA = try #require(try designHeight(cdata))
        #expect(fromCDATA == (try designHeight(attribute)))
        #expect(fromCDATA > (try #require(try designHeight(empty))) + 20)
    }

    /// A system font's weight or a line break mode that is none of UIKit's names is measured as the default
    /// (regular; tail truncation), and the reader warns at the label's line (13), naming the value.
    @Test func unknownWeightsAndLineBreakModesAreWarned() throws {
        // Every reading of this file notes its custom class (line 6): left out here.
        func said(_ cell: InterfaceBuilderCell) -> [String] { cell.template.issues.filter { $0.kind != .customClass }.map(\.description) }
        let weight = try Self.read(try Self.edited {
            $0.replacingOccurrences(of: #"type="system" pointSize="17"/>"#, with: #"type="system" weight="boldd" pointSize="17"/>"#)
        })
        #expect(said(weight) == ["test.xib:13: font weight \"boldd\" is none of UIKit's (ultraLight, thin, "
                                 + "light, regular, medium, semibold, bold, heavy, black): measured at regular"])
        #expect(weight.template.warnings.map(\.kind) == [.unknownFontWeight])
        let mode = try Self.read(try Self.edited {
            $0.replacingOccurrences(of: #"lineBreakMode="tailTruncation""#, with: #"lineBreakMode="bogus""#)
        })
        #expect(said(mode) == ["test.xib:13: lineBreakMode \"bogus\" is none of UIKit's (wordWrap, characterWrap, "
                               + "clip, headTruncation, tailTruncation, middleTruncation): measured as tail truncation, UILabel's default"])
        // The file as it is says nothing of either.
        #expect(said(try Self.read(IBFixture.bytes("LabelsCell.xib"))).isEmpty)
    }

    /// The cell's own frame and row height are numbers in range, as a view's frame is.
    @Test func theCellsFrameAndRowHeightAreCheckedAtTheirLines() throws {
        let hex = try Self.edited { $0.replacingOccurrences(of: #"width="375" height="69.5"/>"#, with: #"width="0x10" height="69.5"/>"#) }
        #expect(Self.error(hex) == #"test.xib:7: <rect> width "0x10": expected a number from 0 to 100000"#)
        let negative = try Self.edited { $0.replacingOccurrences(of: #"width="375" height="69.5"/>"#, with: #"width="375" height="-5"/>"#) }
        #expect(Self.error(negative) == #"test.xib:7: <rect> height "-5": expected a number from 0 to 100000"#)
        let row = try Self.edited { $0.replacingOccurrences(of: #"reuseIdentifier="LabelsCell""#, with: #"reuseIdentifier="LabelsCell" rowHeight="0x3C""#) }
        #expect(Self.error(row) == #"test.xib:6: <tableViewCell> rowHeight "0x3C": expected -1 (automatic) or a height above 0 and up to 1000000"#)
        // 0 is a static table's hidden row (`InterfaceBuilderCellTests`), not a XIB cell's.
        let zero = try Self.edited { $0.replacingOccurrences(of: #"reuseIdentifier="LabelsCell""#, with: #"reuseIdentifier="LabelsCell" rowHeight="0.0""#) }
        #expect(Self.error(zero) == #"test.xib:6: <tableViewCell> rowHeight "0.0": expected -1 (automatic) or a height above 0 and up to 1000000"#)
        let automatic = try Self.edited { $0.replacingOccurrences(of: #"reuseIdentifier="LabelsCell""#, with: #"reuseIdentifier="LabelsCell" rowHeight="-1""#) }
        #expect(Self.error(automatic) == nil)
    }

    /// A hugging or compression resistance priority that is not one is an error, as a constraint's is.
    @Test func aViewsPriorityThatIsNotOneIsRefusedAtItsLine() throws {
        let bytes = try Self.edited {
            $0.replacingOccurrences(of: #"verticalHuggingPriority="251" text="Title""#,
                                    with: #"verticalHuggingPriority="251" verticalCompressionResistancePriority="0x384" text="Title""#)
        }
        #expect(Self.error(bytes) == #"test.xib:13: <label> verticalCompressionResistancePriority "0x384": expected a number from 1 to 1000"#)
    }

    /// File's Owner's outlet to a view outside the cell does not take the name of the cell's own outlet to its title.
    @Test func anOutletToAViewOutsideTheCellDoesNotTakeTheCellsName() throws {
        let bytes = try Self.edited {
            $0.replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#, with: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                    <connections><outlet property="titleLabel" destination="aaa-Ot-001" id="o09-La-001"/></connections>
                </placeholder>
                <label text="Elsewhere" id="aaa-Ot-001"><rect key="frame" x="0" y="0" width="100" height="21"/></label>
                """)
        }
        let names = try Self.read(bytes).template.allViewNames
        #expect(names.contains("titleLabel") && names.contains("bodyLabel"), "\(names)")
    }

    /// The most specific size class's constant holds for the size class measured (an iPhone in portrait:
    /// compact width, regular height), whatever the order the variations are written in: the title 14 from
    /// the top, not 10 or 100, so the cell is 4 points taller than with the plain constant.
    @Test func theMostSpecificSizeClassGivesTheConstant() throws {
        let plain = try Self.height(try IBFixture.bytes("LabelsCell.xib"))
        let varied = try Self.edited {
            $0.replacingOccurrences(of: #"secondAttribute="top" constant="10" id="c01-La-001"/>"#, with: """
                secondAttribute="top" constant="10" id="c01-La-001">
                    <variation key="heightClass=regular" constant="100"/>
                    <variation key="heightClass=regular-widthClass=compact" constant="14"/>
                </constraint>
                """)
        }
        #expect(try Self.height(varied) == plain + 4)
    }

    /// A label's attributed text in `attributes`, in place of the body label's plain text "一二三四五".
    static func attributedBody(_ attributes: String, text: String = "abcd") throws -> [UInt8] {
        try edited {
            $0.replacingOccurrences(of: #"text="一二三四五" "#, with: "")
                .replacingOccurrences(of: #"<rect key="frame" x="15" y="37" width="345" height="22"/>"#, with: """
                    <rect key="frame" x="15" y="37" width="345" height="22"/>
                    <attributedString key="attributedText"><fragment content="\(text)"><attributes>
                    <font key="NSFont" name="NotoSansCJKsc-Regular" family="Noto Sans CJK SC" pointSize="15"/>
                    \(attributes)
                    </attributes></fragment></attributedString>
                    """)
        }
    }

    /// An attributed text's NSKern is the label's letter spacing: 100 points after each letter puts three of
    /// "abcd" on a line of 345 points and the fourth on a second line, one line of Noto Sans CJK SC at 15 pt
    /// taller ((1160 + 288) / 1000 x 15 = 21.72, its hhea), where without it the word is one short line.
    @Test func anAttributedTextsKernIsMeasured() throws {
        let plain = try Self.height(try Self.attributedBody(""), body: "abcd")
        let kerned = try Self.height(try Self.attributedBody(#"<real key="NSKern" value="100"/>"#), body: "abcd")
        #expect(abs(kerned - plain - 21.72) <= 1.0 / 3, "\(plain) \(kerned)")
        #expect(Self.error(try Self.attributedBody(#"<real key="NSKern" value="1e9"/>"#))
                == "test.xib:23: the attributed text's NSKern \"1e9\": expected points from -1000 to 1000")
    }

    /// Indents, the space before a paragraph, hyphenation, a baseline offset and expansion are not laid out
    /// (the lines wrap at the label's whole width, unhyphenated), and the reader warns so, as a table run
    /// repeats it, at the label's line (19, where the body label is).
    @Test func anAttributedTextsUnappliedAttributesAreWarnings() throws {
        let cell = try Self.read(try Self.attributedBody(
            #"<paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" firstLineHeadIndent="40" headIndent="40" tailIndent="-40" paragraphSpacingBefore="6" hyphenationFactor="1" tighteningFactorForTruncation="0.0"/><real key="NSBaselineOffset" value="2"/><real key="NSExpansion" value="0"/>"#))
        let issues = cell.template.issues.filter { $0.kind == .attributedText }
        #expect(issues.map(\.description) == ["test.xib:19: the attributed text's firstLineHeadIndent, headIndent, tailIndent, paragraphSpacingBefore, "
                                               + "hyphenationFactor, NSBaselineOffset are not applied here (its lines wrap at the label's whole width, "
                                               + "unhyphenated, in the font's own line): its lines and height may differ from UIKit's"], "\(issues)")
        #expect(issues.allSatisfy { $0.severity == .warning })
    }

    /// A bound label whose attributed text sets line spacing: measured with it, as an app that sets
    /// attributedText; said, since an app that sets text loses it (UILabel.text).
    @Test func aBoundLabelsAttributedSpacingIsAWarning() throws {
        let cell = try Self.read(try Self.attributedBody(
            #"<paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="6" tighteningFactorForTruncation="0.0"/>"#))
        let issues = cell.template.issues.filter { $0.kind == .attributedText }
        #expect(issues.count == 1 && issues[0].severity == .warning
                && issues[0].message.hasPrefix("label bodyLabel has an attributed text with line spacing or kerning: a bound text is measured with them"), "\(issues)")
    }

    /// Xcode 4 to 6 archive UIFont's standard sizes by name: `size="system"` is `UIFont.systemFontSize`, 14 points,
    /// and `size="button"` `buttonFontSize`, 18. The title's line at 14 points is SF's 2444/2048 x 14 = 16.707,
    /// 17 at 3x, where at 17 points it is 20.287, 20.333: the cell is 10/3 points shorter. A word that is
    /// none of the names is refused at its line.
    @Test func uiFontsStandardSizesByNameAreTheirPointSizes() throws {
        let title = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        func titleFont(_ font: String) throws -> [UInt8] { try Self.edited { $0.replacingOccurrences(of: title, with: font) } }
        let named = try Self.height(titleFont(#"<fontDescription key="fontDescription" type="system" size="system"/>"#))
        let fourteen = try Self.height(titleFont(#"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#))
        let seventeen = try Self.height(try Self.edited { $0 + " " })
        #expect(named == fourteen)
        #expect(abs(seventeen - named - 10.0 / 3) < 1e-9, "\(seventeen) \(named)")
        let button = try Self.height(titleFont(#"<fontDescription key="fontDescription" type="boldSystem" size="button"/>"#))
        let eighteen = try Self.height(titleFont(#"<fontDescription key="fontDescription" type="boldSystem" pointSize="18"/>"#))
        #expect(button == eighteen && button > seventeen)
        #expect(Self.error(try titleFont(#"<fontDescription key="fontDescription" type="system" size="huge"/>"#))
                == #"test.xib:15: <fontDescription> size "huge": expected a number from 1 to 1000 or one of UIFont's standard sizes (label, button, system, smallSystem)"#)
    }
}
