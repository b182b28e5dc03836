import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// The two layouts of `designFrames`: at the height computed here and on Xcode's canvas (the height the
/// file stores), the misplaced views, the canvas height where the file stores none, and a cell that does
/// not size itself in a table with a fixed row height. Every frame is worked out by hand from the
/// constraints, the stored sizes and the system font's line (SF Pro's: (1950 + 494) / 2048 of the size).
@Suite struct InterfaceBuilderCanvasTests {
    /// Canvas.xib: a table cell stored 100 points tall on a 3x canvas, saved by Xcode 15 (iOS 17), so its
    /// content view spans the separator and is 100 tall too, 375 wide. A one-line label of the system font at 16 points (SF Pro's line: (1950 + 494) / 2048 x 16 =
    /// 19.094 points, 57.28 pixels, rounded up to 58 pixels: 58/3, the height the file stores) is pinned 10
    /// from the top, and the content's bottom is at least 10 below it: the fitting content height is
    /// 10 + 58/3 + 10 = 118/3, the row 118/3 + 1/3 = 119/3 (39.67). A 40 x 21 view is centred vertically 16
    /// from the trailing edge (x 319); a 30 x 10 view sits 5 above the bottom, 16 from the leading edge; an
    /// 8-point-wide view is pinned 4 from the top and 4 from the bottom, 4 from the leading edge.
    static let label = 58.0 / 3
    /// The fitting content height and the row (content and the 1/3 separator).
    static let content = 118.0 / 3, row = 119.0 / 3

    @Test func theCanvasResolvesCentresBottomsAndStretchesAgainstTheStoredHeight() throws {
        let (_, laidOut) = try IBFixture.designFrames("Canvas.xib")
        #expect(laidOut.storedHeight == 100)
        #expect(abs((laidOut.computedHeight ?? 0) - Self.row) < 1e-9 && laidOut.heightBasis == .fitting)
        #expect(laidOut.canvas.height == 100 && laidOut.canvas.source == .stored)
        let views = Dictionary(uniqueKeysWithValues: laidOut.views.map { ($0.id, $0) })
        // Computed: the content view is 118/3 tall, its centre at 59/3 (59 pixels); the centred view's top,
        // 59/3 - 10.5 = 27.5 pixels, snaps to the nearest pixel, 28 (9.33), its bottom (90.5) to 91.
        expectFrame(views["tit-Cv-001"]?.computed, rect(16, 10, 343, Self.label))
        expectFrame(views["ctr-Cv-001"]?.computed, rect(319, 28.0 / 3, 40, 21))                 // 9.33: 28 pixels
        expectFrame(views["btm-Cv-001"]?.computed, rect(16, Self.content - 5 - 10, 30, 10))     // 24.33
        expectFrame(views["str-Cv-001"]?.computed, rect(4, 4, 8, Self.content - 8))             // 31.33
        // Canvas: the content view spans the separator (iOS 13 on), 100 tall, its centre at 50; the centred
        // view's top, 39.5 (118.5 pixels), snaps to 119 pixels, its bottom (181.5) to 182.
        expectFrame(views["tit-Cv-001"]?.canvas, rect(16, 10, 343, Self.label))
        expectFrame(views["ctr-Cv-001"]?.canvas, rect(319, 119.0 / 3, 40, 21))     // 39.67
        expectFrame(views["btm-Cv-001"]?.canvas, rect(16, 100 - 5 - 10, 30, 10))   // 85
        expectFrame(views["str-Cv-001"]?.canvas, rect(4, 4, 8, 100 - 8))           // 92
    }

    @Test func beforeIOS13TheContentViewStopsAboveTheSeparator() throws {
        // Canvas.xib as Xcode 10 saved cells (tools version 14490, iOS 12): the content view a pixel shorter
        // than the cell, 100 - 1/3 = 299/3, its centre at 299/6 (149.5 pixels); the centred view's top,
        // 149.5 - 31.5 = 118 pixels (39.33), is on the grid.
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="375" height="100"/>"#
        let content = #"<rect key="frame" x="0.0" y="0.0" width="375" height="99.666666666666671"/>"#
        var text = String(decoding: try IBFixture.bytes("Canvas.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="14490""#)
        let cellFrame = try #require(text.range(of: frame))
        let contentFrame = try #require(text.range(of: frame, range: cellFrame.upperBound..<text.endIndex))
        text.replaceSubrange(contentFrame, with: content)
        let older = try laidOut(text)
        #expect(older.canvas.height == 100 && older.canvas.source == .stored)
        let views = Dictionary(uniqueKeysWithValues: older.views.map { ($0.id, $0) })
        expectFrame(views["ctr-Cv-001"]?.canvas, rect(319, 118.0 / 3, 40, 21))
        expectFrame(views["btm-Cv-001"]?.canvas, rect(16, 299.0 / 3 - 5 - 10, 30, 10))    // 84.67
        expectFrame(views["str-Cv-001"]?.canvas, rect(4, 4, 8, 299.0 / 3 - 8))            // 91.67
        // The computed layout is the same in either release: the fitting solve's content view.
        expectFrame(views["ctr-Cv-001"]?.computed, rect(319, 28.0 / 3, 40, 21))
        // Without the cell's frame: the content view's 299/3 and the 1/3 separator below it.
        let noCell = try laidOut(text.replacingOccurrences(of: frame, with: ""))
        #expect(noCell.canvas.source == .storedContentView && abs(noCell.canvas.height - 100) < 1e-9)
    }

    @Test func aViewWhoseStoredFrameIsNotWhereTheCanvasPutsItIsMisplaced() throws {
        // The file stores the centred view at y 20 (the canvas: 39.67); the label's stored 19.33 is its 58/3, the
        // other frames are the canvas's.
        let (_, laidOut) = try IBFixture.designFrames("Canvas.xib")
        #expect(laidOut.misplacedViews.map(\.id) == ["ctr-Cv-001"])
        // The computed layout differs from the stored frames far more, and is not what misplacement is about.
        let computedApart = laidOut.views.filter { view in
            guard let stored = view.stored, let computed = view.computed else { return false }
            return abs(stored.minY - computed.minY) > 1 || abs(stored.height - computed.height) > 1
        }
        #expect(computedApart.map(\.id) == ["ctr-Cv-001", "btm-Cv-001", "str-Cv-001"])
    }

    @Test func whereTheFileStoresNoHeightTheCanvasIsTheComputedOne() throws {
        let text = String(decoding: try IBFixture.bytes("Canvas.xib"), as: UTF8.self)
        // The cell's frame comes first, then its content view's: both 375 x 100, as the content view spans the
        // separator (Xcode 15).
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="375" height="100"/>"#
        let cellFrame = try #require(text.range(of: frame))
        #expect(text[cellFrame.upperBound...].contains(frame))
        // No cell frame: the content view's stored 100, with no separator below it (iOS 17).
        let noCell = try laidOut(text.replacingCharacters(in: cellFrame, with: ""))
        #expect(noCell.canvas.source == .storedContentView && abs(noCell.canvas.height - 100) < 1e-9)
        // Neither frame: the cell's own row height, 100, as Xcode draws a cell whose frame the file leaves out.
        let unframed = text.replacingOccurrences(of: frame, with: "")
        let rowOnly = try laidOut(unframed)
        #expect(rowOnly.canvas.source == .rowHeight && abs(rowOnly.canvas.height - 100) < 1e-9 && rowOnly.canvas.source.isStored)
        // Nor a row height: the computed row height, 119/3. The canvas's content view spans the separator
        // (119/3), the computed one stops above it (118/3): a view pinned to the bottom is a pixel lower on
        // the canvas, a centred one lands on the same pixel (27.5 and 28 pixels both snap to 28).
        #expect(unframed.contains(#" rowHeight="100""#))
        let neither = try laidOut(unframed.replacingOccurrences(of: #" rowHeight="100""#, with: ""))
        #expect(neither.storedHeight == nil)
        #expect(abs(neither.canvas.height - Self.row) < 1e-9 && neither.canvas.source == .computed && !neither.canvas.source.isStored)
        // With no frame the width is the reader's 320 as well: the centred view is 16 + 40 from its edge.
        #expect(neither.width == 320)
        let centred = try #require(neither.views.first { $0.id == "ctr-Cv-001" })
        expectFrame(centred.canvas, rect(320 - 56, 28.0 / 3, 40, 21))
        expectFrame(centred.computed, rect(320 - 56, 28.0 / 3, 40, 21))
        let bottom = try #require(neither.views.first { $0.id == "btm-Cv-001" })
        expectFrame(bottom.canvas, rect(16, Self.row - 5 - 10, 30, 10))
        expectFrame(bottom.computed, rect(16, Self.content - 5 - 10, 30, 10))
    }

    /// The same cell as a height table's template: its heights are self-sizing's, so the table's fixed rows
    /// are said where the table view gives them, once; a cell that sizes itself says nothing.
    @Test func aHeightTableSaysWhereTheFixedRowHeightWouldHaveBeenGiven() throws {
        let path = IBFixture.path("UnsizedRows.storyboard")
        let fixed = try CellTemplate.load(file: path + "#FixedRowCell", textCache: Shared.cache)
        let table = try #require(try IBFixture.line("UnsizedRows.storyboard", containing: "id=\"tbl-Ur-001\""))
        let said = fixed.warnings.filter { $0.message.hasPrefix("the cell does not decide its height") }
        #expect(said.count == 1 && said.first?.line == table && said.first?.message.contains("gives every row 60 points") == true, "\(said)")
        let sized = try CellTemplate.load(file: IBFixture.path("FixedRowHeights.storyboard") + "#TableRowCell", textCache: Shared.cache)
        #expect(!sized.warnings.contains { $0.message.hasPrefix("the cell does not decide its height") })
        // Named by a YAML template instead, the same warning, once, at the same line.
        let yaml = try CellTemplate.parse("interfaceBuilder: \(path)#FixedRowCell\n", file: "/tmp/fixed-row.yaml", textCache: Shared.cache)
        let saidByYAML = yaml.warnings.filter { $0.message.hasPrefix("the cell does not decide its height") }
        #expect(saidByYAML.map(\.description) == said.map(\.description), "\(yaml.warnings)")
        // The reader's notes come with it, as with the path: NameCell's custom class, at the cell's line 12.
        let named = IBFixture.path("Prototypes.storyboard") + "#NameCell"
        let notes = try CellTemplate.parse("interfaceBuilder: \(named)\n", file: "/tmp/name.yaml", textCache: Shared.cache).issues
        #expect(notes.map { "\($0.severity.rawValue) \($0.kind.rawValue) \($0.line ?? 0)" } == ["note customClass 12"], "\(notes)")
        #expect(try CellTemplate.load(file: named, textCache: Shared.cache).issues == notes)
    }

    @Test func aCellThatDoesNotSizeItselfTakesItsTablesFixedRowHeight() throws {
        // FixedRowCell: a label 8 from the top and a 20 x 10 view 6 above the bottom, nothing tied between
        // them, in a table whose rowHeight is 60; the cell's own row height, 90, is the canvas's alone.
        let fixed = try IBFixture.cell("UnsizedRows.storyboard", "FixedRowCell")
        let table = try #require(try IBFixture.line("UnsizedRows.storyboard", containing: "id=\"tbl-Ur-001\""))
        #expect(fixed.tableRowHeight?.height == 60 && fixed.tableRowHeight?.line == table)
        let laidOut = try fixed.designFrames(textCache: Shared.cache)
        #expect(laidOut.computedHeight == 60 && laidOut.heightBasis == .tableRowHeight)
        guard case .zeroHeight = laidOut.fittingFailure else { Issue.record("\(String(describing: laidOut.fittingFailure))"); return }
        #expect(laidOut.canvas.height == 90 && laidOut.canvas.source == .stored)
        let bottom = try #require(laidOut.views.first { $0.id == "fx1-Ur-0bt" })
        // A 2x canvas of Xcode 15: the fitting solve's content view stops above the separator, 60 - 0.5
        // tall; the canvas's spans it, 90 tall. The view's top is 6 + 10 above the content view's bottom.
        #expect(bottom.computed == rect(8, 59.5 - 16, 20, 10))
        #expect(bottom.canvas == rect(8, 90 - 16, 20, 10))
        // The system font 17 (SF Pro's line) on the 2x grid: 20.287 -> 20.5, the height the file stores.
        #expect(laidOut.views.first { $0.id == "fx1-Ur-0lb" }?.computed == rect(8, 8, 359, 20.5))
    }

    /// A height table's rows of the same cells: where the constraints allow no height at all, the fixed
    /// row height of the table view (60), as UIKit gives every row of it, not an error for each item; in a
    /// table whose rows size themselves, still the error that names what leaves the height open.
    @Test func aHeightTableGivesACollapsedCellItsTablesFixedRowHeight() throws {
        let path = IBFixture.path("UnsizedRows.storyboard")
        let fixed = try CellTemplate.load(file: path + "#FixedRowCell", textCache: Shared.cache)
        #expect(try IBFixture.layout(fixed, width: 375, scale: 2).height == 60)
        let automatic = try CellTemplate.load(file: path + "#AutomaticRowCell", textCache: Shared.cache)
        #expect(throws: HeightCacheError.self) { try IBFixture.layout(automatic, width: 375, scale: 2) }
    }

    /// A collection prototype whose label is not tied to the bottom does not size itself. Its flow layout
    /// gives every item the item size, 200 x 50, so the computed height and a height table's rows are 50, as
    /// a table's fixed row height is; a layout that sizes its items (Estimate Size "Automatic") gives none,
    /// and the cell collapses to 0, UIKit's compressed fitting height.
    @Test func aCollectionPrototypeThatDoesNotSizeItselfTakesItsFlowLayoutsItemHeight() throws {
        let text = try String(contentsOfFile: IBFixture.path("FixedRowHeights.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<constraint firstAttribute="bottomMargin" secondItem="lb4-Fx-001" secondAttribute="bottom" id="k4-Fx-004"/>"#,
                                  with: "")
        let fixed = try IBFixture.cell(text: text, cell: "ItemCell")
        #expect(fixed.tableRowHeight?.height == 50 && fixed.tableRowHeight?.isFlowLayoutItemSize == true)
        let laidOut = try fixed.designFrames(textCache: Shared.cache)
        #expect(laidOut.computedHeight == 50 && laidOut.heightBasis == .tableRowHeight)
        #expect(try IBFixture.layout(fixed.template, width: 200, scale: 2).height == 50)
        #expect(fixed.template.warnings.contains { $0.message.contains("its collection view's flow layout gives every item 50 points") },
                "\(fixed.template.warnings)")
        let automatic = try IBFixture.cell(text: text.replacingOccurrences(
            of: #"minimumInteritemSpacing="10" id="flo-Fx-001""#, with: #"minimumInteritemSpacing="10" automaticEstimatedItemSize="YES" id="flo-Fx-001""#),
            cell: "ItemCell")
        #expect(automatic.tableRowHeight == nil)
        let collapsed = try automatic.designFrames(textCache: Shared.cache)
        #expect(collapsed.computedHeight == 0 && collapsed.heightBasis == .collapsed)
        #expect(throws: HeightCacheError.self) { try IBFixture.layout(automatic.template, width: 200, scale: 2) }
    }

    @Test func inATableWhoseRowsSizeThemselvesItTakesTheStandardHeight() throws {
        // The same cell in a table with rowHeight -1 (automatic): no row height to take, so its compressed
        // fitting height is 0, which UIKit takes for a mistake, giving the row the standard 44 points; its
        // canvas is the stored 44.
        let automatic = try IBFixture.cell("UnsizedRows.storyboard", "AutomaticRowCell")
        #expect(automatic.tableRowHeight == nil)
        let laidOut = try automatic.designFrames(textCache: Shared.cache)
        #expect(laidOut.computedHeight == 44 && laidOut.heightBasis == .standardHeight)
        #expect(laidOut.fittingFailure != nil && !laidOut.openHeightReasons.isEmpty)
        #expect(laidOut.canvas.height == 44 && laidOut.canvas.source == .stored)
        // Pinned 6 above the content view's bottom, 10 tall: the computed content view stops above the
        // 2x separator (43.5), the canvas's spans it.
        let bottom = try #require(laidOut.views.first { $0.id == "au1-Ur-0bt" })
        #expect(bottom.computed == rect(8, 43.5 - 16, 20, 10))
        #expect(bottom.canvas == rect(8, 44 - 16, 20, 10))
        // A XIB cell has no table: its cell's own row height is not a run-time row height, and its table is
        // the app's, whose rows size themselves unless the app says otherwise.
        #expect(try IBFixture.cell("Canvas.xib").tableRowHeight == nil)
        #expect(try IBFixture.cell("NotSelfSizing.xib").designFrames(textCache: Shared.cache).heightBasis == .standardHeight)
    }

    @Test func theCanvasNamesTheViewsThatTakeUpAStoredHeightTheContentDoesNotNeed() throws {
        // Canvas.xib at 100 against its fitting 119/3: the 8-wide view pinned 4 from the top and the bottom
        // goes from 118/3 - 8 = 94/3 to 100 - 8 = 92; the label keeps its 58/3, the centred and the bottom
        // views only move.
        let (_, laidOut) = try IBFixture.designFrames("Canvas.xib")
        let resizes = laidOut.canvasResizes
        #expect(resizes.map(\.id) == ["str-Cv-001"] && resizes.first?.name == "ib_str_Cv_001", "\(resizes)")
        #expect(abs((resizes.first?.computed ?? 0) - 94.0 / 3) < 1e-9 && resizes.first?.canvas == 92, "\(resizes)")
        // Its origin: the cell's own row height, 100 (a XIB cell's `rowHeight`).
        #expect(laidOut.storedHeightOrigin == .cellRowHeight)
    }

    @Test func aContainerThatOnlyFollowsItsStretchedContentIsNotNamed() throws {
        // A container pinned 10 inside the content view holds a box pinned 5 inside it; neither has a size
        // of its own. Fitted: the box 0 tall, the container 10, the content 30 (row 30.5 at 2x). On the
        // canvas at 100 (Xcode 15: the content view spans the separator): the container 80, the box 70.
        // Both grow by 70, and the stretch starts at the box; a fixed 20-point view beside it keeps its height.
        func pin(_ item: String, in parent: String, _ inset: Int, _ tag: String) -> String {
            [("top", "top", item, parent), ("leading", "leading", item, parent), ("bottom", "bottom", parent, item), ("trailing", "trailing", parent, item)]
                .enumerated().map { index, edge in
                    #"<constraint firstItem="\#(edge.2)" firstAttribute="\#(edge.0)" secondItem="\#(edge.3)" secondAttribute="\#(edge.1)" constant="\#(inset)" id="\#(tag)\#(index)-Fo-001"/>"#
                }.joined(separator: "\n")
        }
        let box = #"""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-Fo-001">
                <rect key="frame" x="10" y="10" width="355" height="80"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inr-Fo-001">
                        <rect key="frame" x="5" y="5" width="345" height="70"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fix-Fo-001">
                        <rect key="frame" x="5" y="5" width="20" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="fh0-Fo-001"/>
                            <constraint firstAttribute="width" constant="20" id="fw0-Fo-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    \#(pin("inr-Fo-001", in: "box-Fo-001", 5, "i"))
                    <constraint firstItem="fix-Fo-001" firstAttribute="top" secondItem="box-Fo-001" secondAttribute="top" constant="5" id="ft0-Fo-001"/>
                    <constraint firstItem="fix-Fo-001" firstAttribute="leading" secondItem="box-Fo-001" secondAttribute="leading" constant="5" id="fl0-Fo-001"/>
                </constraints>
            </view>
            """#
        let text = IBFixture.cellDocument(height: 100, views: [box], constraints: [pin("box-Fo-001", in: "cnt-Sk-001", 10, "b")])
        let laidOut = try laidOut(text)
        #expect(laidOut.storedHeight == 100 && laidOut.storedHeightOrigin == nil && laidOut.computedHeight == 30.5)
        #expect(laidOut.canvasResizes.map { "\($0.id) \($0.name) \($0.computed) \($0.canvas)" } == ["inr-Fo-001 ib_inr_Fo_001 0.0 70.0"],
                "\(laidOut.canvasResizes)")
        // At the stored height's own fitting height nothing is resized.
        let fitted = try self.laidOut(text.replacingOccurrences(of: #"height="100""#, with: #"height="30.5""#))
        #expect(fitted.canvasResizes.isEmpty, "\(fitted.canvasResizes)")
    }

    private func laidOut(_ text: String) throws -> DesignFrames {
        try CellTemplate.readInterfaceBuilder(Array(text.utf8), file: "Canvas.xib", cell: nil, textCache: Shared.cache)
            .designFrames(textCache: Shared.cache)
    }

    /// Frames agree to a billionth of a point: thirds of a point are not exact in binary.
    private func expectFrame(_ frame: Rect??, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = frame ?? nil else { Issue.record("no frame, expected \(expected)", sourceLocation: sourceLocation); return }
        let apart = [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width, frame.height - expected.height]
        #expect(apart.allSatisfy { abs($0) < 1e-9 }, "\(frame) vs \(expected)", sourceLocation: sourceLocation)
    }
}
