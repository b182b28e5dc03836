import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import Testing
import UIKitMetrics
import ViewLayout

/// Interface Builder's text views, text fields, page controls and date pickers become the template's
/// `textView` and controls, sized as UIKit sizes them (`ControlMetrics`): a text view that does not scroll
/// is its text inside 8 points above and below and 5 at each side of its lines; a rounded text field is
/// 34 tall from iOS 13 (30 before), a page control 27.5 from iOS 14 (37 before), both at their stored
/// width; a wheels date picker 320 x 216. The text view's text is 25 ideographs of Noto Sans CJK SC at
/// 10 pt (`FontFacts`): at 125 points its lines are 115 wide, 11 ideographs, so 3 lines of 14.48.
@Suite struct InterfaceBuilderTextInputTests {
    /// Three lines of 14.48 on the grid of `scale`, plus the inset's 16.
    static func textView(lines: Double, scale: Double) -> Double { FontFacts.ceil(lines * FontFacts.cjkLineHeight(10), scale: scale) + 16 }

    /// A text field of another border keeps its stored height (UIKit's is known only for rounded-rect ones),
    /// and its text, the system font at its 17 points, is centred in it: a label aligned to its first
    /// baseline has its own baseline (an ideograph's ascent, 1.16 x 10 = 11.6, below its top) at the
    /// field's middle plus SF Pro's ascender less half its line, 1950/2048 x 17 - 2444/2048 x 17 / 2 = 6.04.
    @Test func aBorderlessTextFieldKeepsItsHeightAndCentresItsBaseline() throws {
        var text = String(decoding: try IBFixture.bytes("TextInputs.xib"), as: UTF8.self)
        for (old, new) in [
            (#"borderStyle="roundedRect""#, #"borderStyle="none""#),
            (#"<rect key="frame" x="10" y="77.5" width="200" height="34"/>"#, #"<rect key="frame" x="10" y="77.5" width="200" height="44"/>"#),
            (#"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#, #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#),
            ("</textField>", #"</textField><label opaque="NO" text="一" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Ti-001"><rect key="frame" x="218" y="94" width="10" height="14.5"/><fontDescription key="fontDescription" name="NotoSansCJKsc-Regular" family="Noto Sans CJK SC" pointSize="10"/></label>"#),
            (#"<constraint firstItem="dtc-Ti-001" firstAttribute="top""#,
             #"<constraint firstItem="lbl-Ti-001" firstAttribute="firstBaseline" secondItem="tfd-Ti-001" secondAttribute="firstBaseline" id="t13-Ti-001"/><constraint firstItem="lbl-Ti-001" firstAttribute="leading" secondItem="tfd-Ti-001" secondAttribute="trailing" constant="8" id="t14-Ti-001"/><constraint firstItem="dtc-Ti-001" firstAttribute="top""#),
        ] {
            #expect(text.contains(old), "\(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        let cell = try IBFixture.cell(text: text)
        let run = try IBFixture.layout(cell.template, width: 375, scale: 2)
        let top = 10 + Self.textView(lines: 3, scale: 2) + 8
        #expect(run.frames["ib_tfd_Ti_001"] == rect(10, top, 200, 44))
        let baseline = top + 22 + 1950.0 / 2048 * 17 - 2444.0 / 2048 * 17 / 2
        let label = try #require(run.frames["ib_lbl_Ti_001"])
        #expect(abs(label.minY - (baseline - 11.6)) <= 0.25, "\(label)")
        #expect(cell.template.issues.contains { $0.message.contains("<textField> is measured at the frame Xcode stored (200 x 44)") })
    }

    /// The text view's text given as an attributed text of two fragments in the CJK font (its own font the
    /// system font at 17): measured as that text in the first fragment's font, 3 lines as plain. Fragments
    /// that set the same font measure alike, and nothing is said; a second fragment in another font is a
    /// warning, since the whole text is measured in the first's; the first's line spacing of 10 is laid out
    /// between its 3 lines (UITextView's TextKit spaces them as a label's lines): 20 points more.
    @Test func aTextViewsAttributedTextIsItsText() throws {
        let cell = try IBFixture.cell(text: Self.attributedTextView())
        let run = try IBFixture.layout(cell.template, width: 375, scale: 2)
        #expect(run.frames["noteView"] == rect(10, 10, 125, Self.textView(lines: 3, scale: 2)))
        #expect(!cell.template.issues.contains { $0.kind == .attributedText }, "\(cell.template.issues)")

        let larger = try IBFixture.cell(text: Self.attributedTextView(second: #"pointSize="20""#))
        let warning = try #require(larger.template.issues.first { $0.kind == .attributedText })
        #expect(warning.severity == .warning && warning.message.hasPrefix("1 of the attributed text's 2 fragments set another NSFont than the first"),
                "\(warning)")

        let spaced = try IBFixture.cell(text: Self.attributedTextView(paragraph: #"<paragraphStyle key="NSParagraphStyle" lineSpacing="10"/>"#))
        let spacedRun = try IBFixture.layout(spaced.template, width: 375, scale: 2)
        #expect(spacedRun.frames["noteView"] == rect(10, 10, 125, Self.textView(lines: 3, scale: 2) + 20))
    }

    /// TextInputs.xib with its text view's text as two attributed fragments in the CJK font at 10 points; the
    /// second's size replaced by `second`, the first's attributes given `paragraph` too.
    static func attributedTextView(second: String = #"pointSize="10""#, paragraph: String = "") throws -> String {
        var text = String(decoding: try IBFixture.bytes("TextInputs.xib"), as: UTF8.self)
        let font = #"<font key="NSFont" name="NotoSansCJKsc-Regular" family="Noto Sans CJK SC" pointSize="10"/>"#
        let secondFont = font.replacingOccurrences(of: #"pointSize="10""#, with: second)
        for (old, new) in [
            (#" text="一二三四五六七八九十人大中国的是一二三四五六七八九""#, ""),
            (#"<fontDescription key="fontDescription" name="NotoSansCJKsc-Regular" family="Noto Sans CJK SC" pointSize="10"/>"#
             + "\n                    </textView>",
             #"<fontDescription key="fontDescription" type="system" pointSize="17"/><attributedString key="attributedText">"#
             + #"<fragment content="一二三四五六七八九十人大中"><attributes>\#(font)\#(paragraph)</attributes></fragment>"#
             + #"<fragment content="国的是一二三四五六七八九"><attributes>\#(secondFont)</attributes></fragment></attributedString></textView>"#),
        ] {
            #expect(text.contains(old), "\(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    @Test func textFieldsPageControlsAndDatePickersTakeUIKitsSizes() throws {
        let cell = try IBFixture.cell("TextInputs.xib")
        // iOS 26 at 2x: the text view 43.44 -> 43.5 + 16; then 8, 34, 8, 27.5, 8, 216, 10 and the separator.
        let run = try IBFixture.layout(cell.template, width: 375, scale: 2)
        let text = Self.textView(lines: 3, scale: 2)
        #expect(text == 59.5)
        #expect(run.frames["noteView"] == rect(10, 10, 125, text))
        #expect(run.frames["ib_tfd_Ti_001"] == rect(10, 10 + text + 8, 200, 34))
        #expect(run.frames["ib_pgc_Ti_001"] == rect(10, 10 + text + 8 + 34 + 8, 123, 27.5))
        #expect(run.frames["ib_dtp_Ti_001"] == rect(10, 10 + text + 8 + 34 + 8 + 27.5 + 8, 320, 216))
        #expect(run.height == 10 + text + 8 + 34 + 8 + 27.5 + 8 + 216 + 10 + 0.5)
        // A compact date picker sizes itself from its date format: its stored frame stands in, noted.
        #expect(run.frames["ib_dtc_Ti_001"] == rect(245, 10, 120, 34))
        let compact = try IBFixture.line("TextInputs.xib", containing: "id=\"dtc-Ti-001\"")
        #expect(cell.template.issues.contains { $0.line == compact && $0.message.contains("compact style") && $0.message.contains("120 x 34") })
        let field = try IBFixture.line("TextInputs.xib", containing: "id=\"tfd-Ti-001\"")
        #expect(cell.template.issues.contains { $0.line == field && $0.message.contains("its width is the frame Xcode stored (200)") })
        // Every view's design frame (iOS 17, the Xcode of tools version 22505) is the one the file stores.
        let (frames, _) = try IBFixture.designFrames("TextInputs.xib")
        for view in cell.views { #expect(frames[view.id] == .some(view.storedFrame), "\(view.id)") }
    }

    /// iOS 13 at 3x: the page control is 37 tall, the text view 43.44 -> 43.667 + 16; iOS 12: the text field
    /// is 30. Rows 10 + text + 8 + field + 8 + 37 + 8 + 216 + 10 + 1/3.
    @Test func olderReleasesHaveOlderSizes() throws {
        let text = Self.textView(lines: 3, scale: 3)
        for (ios, field) in [(13, 34.0), (12, 30.0)] {
            let cell = try CellTemplate.loadInterfaceBuilder(file: IBFixture.path("TextInputs.xib"), cell: nil, textCache: Shared.cache,
                                                             ios: IOSVersion(ios))
            let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
            #expect(run.frames["ib_tfd_Ti_001"]?.size == Size(width: 200, height: field))
            #expect(run.frames["ib_pgc_Ti_001"]?.size == Size(width: 123, height: 37))
            #expect(abs(run.height - (10 + text + 8 + field + 8 + 37 + 8 + 216 + 10 + 1.0 / 3)) < 1e-9, "iOS \(ios)")
        }
    }

    /// The text view's outlet binds its text: five ideographs are one line, 14.48 -> 14.667 at 3x.
    @Test func theTextViewsOutletBindsItsText() throws {
        let cell = try CellTemplate.loadInterfaceBuilder(file: IBFixture.path("TextInputs.xib"), cell: nil, textCache: Shared.cache,
                                                         ios: IOSVersion(13))
        let table = try rows(cell.template, [#"{"id": 1, "noteView": "\#(FontFacts.ideographs(5))"}"#], [MeasureSetting(width: 375, scale: 3)])
        #expect(abs(table[0][0].height - (10 + Self.textView(lines: 1, scale: 3) + 8 + 34 + 8 + 37 + 8 + 216 + 10 + 1.0 / 3)) < 1e-9)
        #expect(table[0][0].labels == [HeightRow.LabelLines(name: "noteView", lines: 1, truncated: false)])
    }

    /// A date picker without a style is in wheels before iOS 14 (the only style then) and compact from it:
    /// a file saved by Xcode 10 lays it out as wheels at design time, and notes its stored frame at run time.
    /// A text field in another font than 14 pt keeps UIKit's height for 14 pt, and says so.
    @Test func aDatePickerWithoutAStyleAndATextFieldInAnotherFont() throws {
        let text = String(decoding: try IBFixture.bytes("TextInputs.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="10117""#)
            .replacingOccurrences(of: #"datePickerMode="date" style="wheels""#, with: #"datePickerMode="date""#)
            .replacingOccurrences(of: #"type="system" pointSize="14""#, with: #"type="system" pointSize="17""#)
        let cell = try CellTemplate.readInterfaceBuilder(Array(text.utf8), file: "TextInputs.xib", cell: nil, textCache: Shared.cache)
        let picker = try IBFixture.line("TextInputs.xib", containing: "id=\"dtp-Ti-001\"")
        #expect(cell.template.issues.contains { $0.line == picker && $0.message.contains("automatic style") })
        let field = try IBFixture.line("TextInputs.xib", containing: "id=\"tfd-Ti-001\"")
        #expect(cell.template.issues.contains { $0.line == field && $0.message.contains("its font is 17 pt") })
        // At design time (iOS 9): a wheels picker, the text field 30 tall and the page control 37.
        let design = try IBFixture.layout(cell.designTemplate, width: 375, scale: 2)
        #expect(design.frames["ib_dtp_Ti_001"]?.size == Size(width: 320, height: 216))
        #expect(design.frames["ib_tfd_Ti_001"]?.size == Size(width: 200, height: 30))
        #expect(design.frames["ib_pgc_Ti_001"]?.size == Size(width: 123, height: 37))
    }

    /// A button's baselines are its title's: a label aligned to the button's first baseline sits at
    /// 10 + 6 + 17.4 - 17.4 = 16 (the title and the label are Noto Sans CJK SC at 15 pt, ascent 1.16 em),
    /// where the button's bottom edge stood for its baseline before.
    @Test func aLabelAlignsWithAButtonsTitle() throws {
        let cell = try IBFixture.cell("ButtonBaseline.xib")
        let run = try IBFixture.layout(cell.template, width: 375, scale: 3)
        #expect(run.frames["ib_btn_Bb_001"] == rect(10, 10, 30, 34))
        #expect(run.frames["ib_lbl_Bb_001"] == rect(48, 16, 45, 22))
        #expect(abs(run.height - (10 + 34 + 10 + 1.0 / 3)) < 1e-9)
        let (frames, _) = try IBFixture.designFrames("ButtonBaseline.xib")
        for view in cell.views { #expect(frames[view.id] == .some(view.storedFrame), "\(view.id)") }
    }
}
