import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// Canvas layouts with a choice the file does not make (`CanvasConflict.xib`): a height below what required
/// constraints need (10 + 60 + 10 in a row stored 50 tall) breaks one of them, and two labels at one
/// compression resistance squeezed into a row 2.5 points short share the squeeze either way; which, is the
/// engine's pick, and the frames say so.
@Suite struct InterfaceBuilderCanvasConflictTests {
    @Test func aCanvasTooShortForItsRequiredConstraintsNamesTheOneItBreaks() throws {
        let frames = try IBFixture.cell("CanvasConflict.xib", "ShortCanvasCell").designFrames(textCache: Shared.cache)
        // The content needs 80, and the 1/2-point separator of the file's 2x device.
        #expect(frames.computedHeight == 80.5 && frames.canvas.height == 50)
        #expect(frames.canvasConflicts.count == 1, "\(frames.canvasConflicts)")
        guard case .unsatisfiable(_, _, let line)? = frames.canvasConflicts.first else {
            Issue.record("no conflict: \(frames.canvasConflicts)"); return
        }
        // One of the three vertical constraints, at its own line.
        let vertical = try ["k01-Cc-001", "k02-Cc-001", "k05-Cc-001"].map { try IBFixture.line("CanvasConflict.xib", containing: "id=\"\($0)\"") }
        #expect(line.map { vertical.contains($0) } == true, "\(String(describing: line)) not in \(vertical)")
    }

    /// A canvas that holds the content breaks nothing: a cell of Xcode 15 stored 90 tall, whose content view
    /// spans the separator on the canvas, and needs 90.
    @Test func aCanvasThatHoldsTheContentBreaksNothing() throws {
        let frames = try IBFixture.cell("Guides.xib", "AccessoryCentreCell").designFrames(textCache: Shared.cache)
        #expect(frames.canvasConflicts.isEmpty, "\(frames.canvasConflicts)")
        #expect(frames.canvasOpenViews.isEmpty, "\(frames.canvasOpenViews)")
    }

    /// 8 + 20.5 + 20.5 + 8 = 57 (and the 2x separator) stored 55 tall: the two labels, both at 750, are named
    /// open; the row whose required constraints conflict is not open, only broken.
    @Test func labelsAtOneCompressionResistanceSqueezedOnTheCanvasAreOpen() throws {
        let frames = try IBFixture.cell("CanvasConflict.xib", "SqueezedLabelsCell").designFrames(textCache: Shared.cache)
        #expect(frames.computedHeight == 57.5 && frames.canvas.height == 55)
        #expect(frames.canvasOpenViews == ["ib_ttl_Cc_002 (ttl-Cc-002)", "ib_bdy_Cc_002 (bdy-Cc-002)"], "\(frames.canvasOpenViews)")
        #expect(frames.canvasConflicts.isEmpty)
        let conflicting = try IBFixture.cell("CanvasConflict.xib", "ShortCanvasCell").designFrames(textCache: Shared.cache)
        #expect(conflicting.canvasOpenViews.isEmpty, "\(conflicting.canvasOpenViews)")
    }

    /// Two wrapping labels side by side at one priority (no preferred width, hugging 251 each), the label
    /// below tied to the right one and at least below the left, the bottom at 500: the fitting gives the
    /// height of one split of the row (515.5 on a 320-point phone), and a layout at that height takes another
    /// (a left label 4 points wide, 669.5 tall), so the computed frames reach past the computed height. They
    /// are named, not passed as that height's layout.
    @Test func computedFramesPastTheComputedHeightAreNamed() throws {
        func label(_ id: String, _ text: String) -> String {
            #"<label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\#(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="20" y="20" width="160" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        func pin(_ id: String, _ first: String, _ a: String, _ second: String?, _ b: String, _ constant: Int, _ extra: String = "") -> String {
            let item = first.isEmpty ? "" : #"firstItem="\#(first)" "#
            let other = second.map { #"secondItem="\#($0)" secondAttribute="\#(b)" "# } ?? ""
            return #"<constraint \#(item)firstAttribute="\#(a)" \#(extra)\#(other)constant="\#(Int(constant))" id="\#(id)"/>"#
        }
        let constraints = [
            pin("c1-Op-001", "lb1-Op-001", "leading", "cnt-Op-001", "leading", 20),
            pin("c2-Op-001", "lb2-Op-001", "leading", "lb1-Op-001", "trailing", 8),
            pin("c3-Op-001", "", "trailing", "lb2-Op-001", "trailing", 20),
            pin("c4-Op-001", "lb1-Op-001", "top", "cnt-Op-001", "top", 20),
            pin("c5-Op-001", "lb2-Op-001", "top", "lb1-Op-001", "top", 0),
            pin("c6-Op-001", "lb3-Op-001", "top", "lb2-Op-001", "bottom", 8),
            pin("c7-Op-001", "lb3-Op-001", "top", "lb1-Op-001", "bottom", 8, #"relation="greaterThanOrEqual" "#),
            pin("c8-Op-001", "lb3-Op-001", "leading", "cnt-Op-001", "leading", 20),
            pin("c9-Op-001", "", "bottom", "lb3-Op-001", "bottom", 20, #"priority="500" "#),
        ]
        let document = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <device id="retina4_0" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cel-Op-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-Op-001" id="cnt-Op-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                            <subviews>\#(label("lb1-Op-001", "Some words on the left that wrap to lines"))\#(label("lb2-Op-001", "More words on the right side of the row"))\#(label("lb3-Op-001", "End"))</subviews>
                            <constraints>\#(constraints.joined())</constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """#
        let frames = try IBFixture.cell(text: document).designFrames(textCache: Shared.cache)
        let height = try #require(frames.computedHeight)
        // What the note rests on, worked out from the frames themselves: views of the content view past the height.
        let past = frames.views.filter { $0.superviewID == nil && ($0.computed?.maxY ?? 0) > height + 1 }.map { "\($0.name) (\($0.id))" }
        #expect(!past.isEmpty, "no split taken otherwise at \(height): \(frames.views.map { ($0.name, $0.computed) })")
        #expect(frames.computedPastHeight == past)
        // The figures of this layout, read from `lint --frames` when the rule was made: the fitting's 515.5, a
        // left label 4 points wide and 669.5 tall laid out at it.
        #expect(height == 515.5 && frames.views.first?.computed?.size == Size(width: 4, height: 669.5), "\(frames.views.first?.computed as Any)")
    }
}
