import CellTemplates
import LayoutTestSupport
import Testing
import ViewLayout

/// Views of `IB_DESIGNABLE` classes: on the canvas, the intrinsic sizes Xcode's designable agent recorded in
/// `<designables>`; at run time, the file's own fonts and texts.
@Suite struct InterfaceBuilderDesignableTests {
    static let words = "Some words that wrap over more than one line at this width"

    /// The stacked test cell (2x) with a one-line and a several-line label 120 wide, both in `font`, and the
    /// `<designables>` section `reported` (none when empty).
    static func document(font: String = #"style="UICTFontTextStyleBody""#, reported: String = "") -> String {
        IBFixture.stackedCellDocument(height: 200, views: [
            #"<label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="one-Ds-001" customClass="StyledLabel"><rect key="frame" x="10" y="10" width="36" height="15"/><fontDescription key="fontDescription" \#(font)/></label>"#,
            #"<label opaque="NO" text="\#(words)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="two-Ds-001" customClass="StyledLabel"><rect key="frame" x="10" y="35" width="120" height="60"/><fontDescription key="fontDescription" \#(font)/><constraints><constraint firstAttribute="width" constant="120" id="w00-Ds-001"/></constraints></label>"#,
        ], ids: ["one-Ds-001", "two-Ds-001"]).replacingOccurrences(of: "</document>", with: reported + "\n</document>")
    }

    /// The agent's report for a class that sets the system font at 12 points: 12 x 2444/2048 = 14.32, 14.5 at
    /// 2x (11 points give 13.5 and 13 give 16: 12 is the only whole size with that line).
    static let reported = #"""
        <designables>
            <designable name="one-Ds-001"><size key="intrinsicContentSize" width="31.5" height="14.5"/></designable>
            <designable name="two-Ds-001"><size key="intrinsicContentSize" width="330" height="14.5"/></designable>
        </designables>
        """#

    static func canvas(_ text: String) throws -> [String: Rect?] {
        Dictionary(uniqueKeysWithValues: try IBFixture.cell(text: text).designFrames(textCache: Shared.cache).views.map { ($0.id, $0.computed) })
    }

    @Test func theCanvasTakesTheDesignableAgentsSizes() throws {
        let frames = try Self.canvas(Self.document(reported: Self.reported))
        // The one-line label is the reported 31.5 x 14.5, not body's line.
        #expect(frames["one-Ds-001"] == rect(10, 10, 31.5, 14.5))
        // The several-line label wraps at its 120 points as the 12-point system font does.
        let twelve = try Self.canvas(Self.document(font: #"type="system" pointSize="12""#))
        let wrapped = try #require(frames["two-Ds-001"] ?? nil), expected = try #require(twelve["two-Ds-001"] ?? nil)
        #expect(wrapped == expected && wrapped.height > 14.5 * 2, "\(wrapped)")
        let cell = try IBFixture.cell(text: Self.document(reported: Self.reported))
        #expect(cell.template.issues.contains { $0.message.hasPrefix("designable label: on the canvas it is measured at 12 points") })
        #expect(cell.template.issues.contains { $0.message.hasPrefix("designable label: on the canvas it is the size Xcode's designable agent reported (31.5 x 14.5)") })
    }

    @Test func atRunTimeTheFilesFontsHold() throws {
        // The app's code, not the agent's report, decides at run time: body's 17 points, 20.5 at 2x.
        let cell = try IBFixture.cell(text: Self.document(reported: Self.reported))
        let run = try IBFixture.layout(cell.template, width: 375, scale: 2)
        let frame = try #require(run.frames["ib_one_Ds_001"])
        #expect(frame.height == FontFacts.ceil(FontFacts.systemLineHeight(17), scale: 2))
    }

    @Test func aReportedSizeThatIsNotANumberIsAnErrorAtItsLine() throws {
        let bad = Self.reported.replacingOccurrences(of: #"width="31.5" height="14.5""#, with: #"width="31.5" height="huge""#)
        #expect(bad != Self.reported)
        let error = try #require(throws: TemplateError.self) { try IBFixture.cell(text: Self.document(reported: bad)) }
        #expect(error.message == #"designable "one-Ds-001": intrinsic height "huge" is not a number from -1 to 100000"#)
        #expect(error.line != nil)
    }
}
