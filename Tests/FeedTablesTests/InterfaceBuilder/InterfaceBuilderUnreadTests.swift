import CellTemplates
import Foundation
import LayoutTestSupport
import Testing
import ViewLayout

/// What an Interface Builder cell sets that changes a height on iOS and is not laid out here: said on every
/// run (a warning), never dropped in silence.
@Suite struct InterfaceBuilderUnreadTests {
    static func label(lines: Int, extra: String = "", children: String = "") -> String {
        InterfaceBuilderUnsaidTests.label(lines: lines, extra: extra, children: children)
    }

    static func issues(_ text: String, _ kind: TemplateIssue.Kind) throws -> [TemplateIssue] {
        try IBFixture.cell(text: text).template.issues.filter { $0.kind == kind }
    }

    static func document(_ label: String) -> String {
        IBFixture.stackedCellDocument(height: 61.5, views: [label], ids: ["lbl-As-001"])
    }

    /// A constraint whose constant a regular width (an iPad at full screen) changes: a run reads the cell as
    /// an iPhone in portrait, so the variation is named; one for a compact width (taken) or any width is not.
    @Test func aRegularWidthVariationIsAWarning() throws {
        let plain = Self.document(Self.label(lines: 0))
        func varying(_ key: String) -> String {
            plain.replacingOccurrences(of: #"constant="10" id="t0-Sk-001"/>"#,
                                       with: #"constant="10" id="t0-Sk-001"><variation key="\#(key)" constant="80"/></constraint>"#)
        }
        let regular = try Self.issues(varying("widthClass=regular"), .sizeClassVariation)
        #expect(regular.count == 1 && regular[0].severity == .warning
                && regular[0].message.hasPrefix("a size-class variation for a regular width (widthClass=regular) not applied"), "\(regular)")
        #expect(varying("widthClass=regular") != plain)
        #expect(try Self.issues(varying("widthClass=compact"), .sizeClassVariation).isEmpty)
        #expect(try Self.issues(varying("heightClass=regular"), .sizeClassVariation).isEmpty)
        // The compact width's constant is the one measured: 80 above the label, not 10.
        let compact = try IBFixture.layout(try IBFixture.cell(text: varying("widthClass=compact")).template, width: 375, scale: 2)
        #expect(compact.frames["ib_lbl_As_001"]?.minY == 80)
    }

    /// Margins that follow the readable width, set on a view inside the cell or on the storyboard's table, are
    /// said as they are on the cell.
    @Test func readableWidthMarginsAnywhereAreAWarning() throws {
        let inner = Self.document(Self.label(lines: 0, extra: #"layoutMarginsFollowReadableWidth="YES""#))
        let said = try Self.issues(inner, .readableWidthMargins)
        #expect(said.count == 1 && said[0].severity == .warning && said[0].message.contains("(layoutMarginsFollowReadableWidth)"), "\(said)")
        #expect(try Self.issues(Self.document(Self.label(lines: 0)), .readableWidthMargins).isEmpty)
    }

    /// A layout guide key the reader does not place (a hand-written readable content guide) is named: its
    /// constraints are measured as to the view's edges.
    @Test func anUnknownLayoutGuideIsAWarning() throws {
        let text = Self.document(Self.label(lines: 0)).replacingOccurrences(
            of: "</tableViewCellContentView>", with: #"<viewLayoutGuide key="readableContentGuide" id="rcg-Gd-001"/></tableViewCellContentView>"#)
        let said = try Self.issues(text, .unknownLayoutGuide)
        #expect(said.count == 1 && said[0].message.hasPrefix(#"layout guide "readableContentGuide" is none of those read here"#), "\(said)")
        let known = Self.document(Self.label(lines: 0)).replacingOccurrences(
            of: "</tableViewCellContentView>", with: #"<viewLayoutGuide key="safeArea" id="saf-Gd-001"/></tableViewCellContentView>"#)
        #expect(try Self.issues(known, .unknownLayoutGuide).isEmpty)
    }

    /// A constraint's constant or a view's visibility set by key path when the nib loads is UIKit's own
    /// property: a warning, which a table run repeats, where an app's own key path is a note.
    @Test func layoutKeyPathsAreAWarning() throws {
        let text = Self.document(Self.label(lines: 0)).replacingOccurrences(
            of: #"constant="10" id="t0-Sk-001"/>"#,
            with: #"constant="10" id="t0-Sk-001"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="constant"><real key="value" value="100"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes></constraint>"#)
        let said = try Self.issues(text, .runtimeAttribute)
        #expect(said.count == 1 && said[0].severity == .warning
                && said[0].message.contains("sets constant (a user-defined runtime attribute)")
                && said[0].message.contains("UIKit's constant changes the layout"), "\(said)")
    }

    /// An attributed text whose paragraph style wraps by characters where the label wraps by words: the
    /// label's mode is measured and the difference said; the same mode is not.
    @Test func aParagraphStylesOtherBreakModeIsAWarning() throws {
        func attributed(_ mode: String) -> String {
            Self.label(lines: 0, extra: #"lineBreakMode="wordWrap""#,
                       children: #"<attributedString key="attributedText"><fragment content="A title long enough"><attributes><font key="NSFont" size="17" name=".SFNSText"/><paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="\#(mode)" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/></attributes></fragment></attributedString>"#)
        }
        let said = try Self.issues(Self.document(attributed("charWrapping")), .lineBreakMode)
        #expect(said.count == 1 && said[0].severity == .warning
                && said[0].message.hasPrefix("the attributed text's paragraph style breaks lines by charWrapping, the label by wordWrap"), "\(said)")
        #expect(try Self.issues(Self.document(attributed("wordWrapping")), .lineBreakMode).isEmpty)
    }

    /// A built-in cell style's labels are UIKit's code: a warning, which a table run repeats.
    @Test func aBuiltInCellStyleIsAWarning() throws {
        let text = Self.document(Self.label(lines: 0)).replacingOccurrences(
            of: #"<tableViewCell contentMode="scaleToFill" id="cel-Sk-001">"#,
            with: #"<tableViewCell contentMode="scaleToFill" style="IBUITableViewCellStyleValue1" id="cel-Sk-001">"#)
        let said = try Self.issues(text, .builtInCellStyle)
        #expect(said.count == 1 && said[0].severity == .warning && said[0].message.hasPrefix("a built-in cell style (IBUITableViewCellStyleValue1)"), "\(said)")
    }

    /// An autoresizing view in a content view that stores no frame resizes against the cell's (the content
    /// view fills it): 200 wide in a 375-point cell, it keeps its 175 points of right margin at 320.
    @Test func autoresizingAgainstTheCellWhereTheContentViewHasNoFrame() throws {
        let view = #"<view contentMode="scaleToFill" id="box-Ar-001"><rect key="frame" x="0.0" y="0.0" width="200" height="20"/><autoresizingMask key="autoresizingMask" widthSizable="YES"/></view>"#
        var text = IBFixture.stackedCellDocument(height: 44, views: [Self.label(lines: 1), view], ids: ["lbl-As-001"])
        let content = try #require(text.range(of: #"id="cnt-Sk-001">"#))
        let rect = try #require(text.range(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="44"/>"#, range: content.upperBound..<text.endIndex))
        text.removeSubrange(rect)
        let frames = try IBFixture.layout(try IBFixture.cell(text: text).template, width: 320, scale: 2).frames
        #expect(frames["ib_box_Ar_001"]?.width == 145, "\(frames)")
        // Beside an accessory the content view does not fill the cell, so nothing gives its size: the view is
        // held at its frame, and a note says why its mask is not followed.
        let beside = text.replacingOccurrences(of: #"<tableViewCell contentMode="scaleToFill" id="cel-Sk-001">"#,
                                               with: #"<tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cel-Sk-001">"#)
        #expect(beside != text)
        let held = try IBFixture.cell(text: beside).template.issues.filter { $0.kind == .autoresizing }
        #expect(held.count == 1 && held[0].message.hasPrefix("<view> box-Ar-001 has an autoresizing mask, but the file stores no frame for its superview"), "\(held)")
    }
}
