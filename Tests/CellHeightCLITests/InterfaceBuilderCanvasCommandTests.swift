import Foundation
import Testing
import LayoutTestSupport

/// `lint --frames` and `render --design` on Xcode's canvas: the cell laid out at the height the file stores
/// beside the computed layout, the misplaced views, the canvas height where the file stores none, and a
/// cell that does not size itself in a table with a fixed row height. The fixtures are FeedTablesTests'
/// (`Canvas.xib`, `UnsizedRows.storyboard`), whose frames `InterfaceBuilderCanvasTests` works out by hand.
@Suite struct InterfaceBuilderCanvasCommandTests {
    static func fixture(_ name: String) -> String { InterfaceBuilderBadDocumentCommandTests.fixture(name) }

    static func object(_ result: CLIRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\(result.stderr)")
    }

    static func view(_ object: [String: Any], _ id: String) -> [String: Any]? {
        (object["views"] as? [[String: Any]])?.first { $0["id"] as? String == id }
    }

    /// Numbers as the JSON writes them, compared to a millionth (thirds of a point are written to 6 places at most).
    static func near(_ value: Any?, _ expected: [Double]) -> Bool {
        guard let numbers = value as? [Double], numbers.count == expected.count else { return false }
        return zip(numbers, expected).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    /// The canvas is the file's width: a --width or --feed (which the sample-item lint takes) is refused, not
    /// silently left out.
    @Test func framesRefuseAWidthOrAFeed() throws {
        for extra in [["--width", "200"], ["--feed", TableCommandTests.example("status.jsonl")]] {
            let result = try CLIRunner.run(["lint", Self.fixture("Canvas.xib"), "--frames"] + extra)
            #expect(result.status == ExitStatus.usage && result.stderr.contains("--frames lays out the file's own content at the width it was designed at"),
                    "\(result.stderr)")
        }
    }

    /// A prototype whose stored 44-point frame is stale beside its row height of 136 (no content view frame
    /// backs it) is drawn at 136, and its 44 is not taken for a height set by hand (`InterfaceBuilderCellTests`
    /// works the frames out).
    @Test func aStaleCellFrameIsDrawnAtTheRowHeightAndNotCalledSetByHand() throws {
        let result = try CLIRunner.run(["lint", Self.fixture("StaleCellFrame.storyboard"), "--frames"])
        #expect(result.status == ExitStatus.success, "\(result)")
        #expect(result.stdout.contains("canvas: height 136 (the row height the file gives the cell, which Xcode draws it at"), "\(result.stdout)")
        #expect(!(result.stdout + result.stderr).contains("is not the height the content needs"), "\(result)")
    }

    /// A row stored shorter than its required constraints need: the text says which constraint the canvas
    /// broke, at its line, and the JSON has it among its issues as a note of kind "frames"; a squeeze the
    /// constraints leave open names the views it could fall on.
    @Test func aCanvasThatBreaksAConstraintSaysWhich() throws {
        let path = Self.fixture("CanvasConflict.xib")
        let text = try CLIRunner.run(["lint", path, "--cell", "ShortCanvasCell", "--frames"])
        #expect(text.status == ExitStatus.success, "\(text)")
        let said = text.stdout.split(separator: "\n").filter { $0.contains("at the canvas height, 50, required constraints conflict: the canvas here breaks") }
        #expect(said.count == 1 && said.first?.hasPrefix("note: \(path):") == true, "\(text.stdout)")
        let json = try CLIRunner.run(["lint", path, "--cell", "ShortCanvasCell", "--frames", "--format", "json"])
        let issues = try #require(try Self.object(json)["issues"] as? [[String: Any]])
        #expect(issues.contains { $0["kind"] as? String == "frames" && ($0["message"] as? String)?.contains("required constraints conflict") == true },
                "\(issues)")
        // Two labels at one compression resistance squeezed on the canvas: named as open.
        let open = try CLIRunner.run(["lint", path, "--cell", "SqueezedLabelsCell", "--frames"])
        #expect(open.stdout.contains("note: at the canvas height, 55, the constraints leave open how ib_ttl_Cc_002 (ttl-Cc-002), "
                                     + "ib_bdy_Cc_002 (bdy-Cc-002) take the difference"), "\(open)")
    }

    /// Required constraints that contradict each other (a label's height 100 and 200) break one in the
    /// computed layout too, not only on the canvas: `--frames` says so as a problem at the constraint's line
    /// and fails, as `lint` without it does, in text and in JSON.
    @Test func contradictingConstraintsAreAProblemOfTheComputedFrames() throws {
        let contradicting = InterfaceBuilderCommandTests.xib.replacingOccurrences(
            of: #"<constraint firstAttribute="trailingMargin" secondItem="Lbl-00-001" secondAttribute="trailing" id="c04"/>"#,
            with: #"<constraint firstAttribute="trailingMargin" secondItem="Lbl-00-001" secondAttribute="trailing" id="c04"/>"#
                + "\n" + #"<constraint firstItem="Lbl-00-001" firstAttribute="height" constant="100" id="k01"/>"#
                + "\n" + #"<constraint firstItem="Lbl-00-001" firstAttribute="height" constant="200" id="k02"/>"#)
        #expect(contradicting != InterfaceBuilderCommandTests.xib)
        let cell = try CLIRunner.temporaryFile(Data(contradicting.utf8), name: "Contradicting.xib")
        defer { CLIRunner.discard(cell) }
        let plain = try CLIRunner.run(["lint", cell.path])
        #expect(plain.status == ExitStatus.failure && plain.stdout.contains("Unable to simultaneously satisfy constraints"), "\(plain)")
        let text = try CLIRunner.run(["lint", cell.path, "--frames"])
        #expect(text.status == ExitStatus.failure, "\(text)")
        #expect(text.stdout.split(separator: "\n").contains { $0.hasPrefix("problem: \(cell.path):") && $0.contains("the computed layout breaks") },
                "\(text.stdout)")
        let json = try CLIRunner.run(["lint", cell.path, "--frames", "--format", "json"])
        #expect(json.status == ExitStatus.failure)
        let issues = try #require(try Self.object(json)["issues"] as? [[String: Any]])
        #expect(issues.contains { $0["severity"] as? String == "problem" && ($0["message"] as? String)?.contains("the computed layout breaks") == true },
                "\(issues)")
        // The cell without them: no problem.
        let fine = try CLIRunner.temporaryFile(Data(InterfaceBuilderCommandTests.xib.utf8), name: "Fine.xib")
        defer { CLIRunner.discard(fine) }
        let ok = try CLIRunner.run(["lint", fine.path, "--frames"])
        #expect(ok.status == ExitStatus.success && !ok.stdout.contains("problem:"), "\(ok)")
    }

    @Test func jsonGivesTheCanvasBesideTheComputedLayout() throws {
        let result = try CLIRunner.run(["lint", Self.fixture("Canvas.xib"), "--frames", "--format", "json"])
        #expect(result.status == ExitStatus.success, "\(result)")
        let object = try Self.object(result)
        let height = try #require(object["height"] as? [String: Any])
        // Stored 100; fitted 10 + 58/3 (the system font 16, SF Pro's line: 19.094 -> 58 pixels) + 10 + 1/3 =
        // 119/3 (a 3x canvas).
        #expect(height["file"] as? Double == 100 && Self.near([height["computed"] as? Double ?? 0], [119.0 / 3])
                && height["canvas"] as? Double == 100, "\(height)")
        let centred = try #require(Self.view(object, "ctr-Cv-001"))
        #expect(Self.near(centred["file"], [319, 20, 40, 21]))
        // Centred in 118/3 of content: a top of 59/3 - 10.5 = 27.5 pixels, snapped to 28. On the canvas the
        // content view spans the separator (Xcode 15): centred in 100, a top of 39.5 = 118.5 pixels, snapped to 119.
        #expect(Self.near(centred["computed"], [319, 28.0 / 3, 40, 21]), "\(centred)")
        #expect(Self.near(centred["canvas"], [319, 119.0 / 3, 40, 21]), "\(centred)")
        let bottom = try #require(Self.view(object, "btm-Cv-001"))
        #expect(Self.near(bottom["computed"], [16, 118.0 / 3 - 15, 30, 10]) && Self.near(bottom["canvas"], [16, 100 - 15, 30, 10]), "\(bottom)")
        #expect(!result.stderr.contains("tool's choice"))
    }

    @Test func textNamesTheMisplacedViewsWithTheirStoredAndCanvasFrames() throws {
        let result = try CLIRunner.run(["lint", Self.fixture("Canvas.xib"), "--frames"])
        #expect(result.status == ExitStatus.success, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("canvas: height 100 (the height the file stores)"), "\(result.stdout)")
        #expect(lines.contains("  ib_ctr_Cv_001 (ctr-Cv-001): file 319,20 40x21, computed 319,9.33 40x21, canvas 319,39.67 40x21"), "\(result.stdout)")
        let misplaced = try #require(lines.firstIndex { $0.hasPrefix("misplaced views: ") }, "\(result.stdout)")
        #expect(lines[misplaced].hasPrefix("misplaced views: 1 ") && lines[misplaced].hasSuffix("; render --design --overlay draws both)"))
        #expect(Array(lines[(misplaced + 1)...]) == ["  ib_ctr_Cv_001 (ctr-Cv-001): file 319,20 40x21, canvas 319,39.67 40x21"], "\(result.stdout)")
        // A cell whose stored frames are all the canvas's has none.
        let fitted = try CLIRunner.run(["lint", Self.fixture("FixedRowHeights.storyboard"), "--cell", "FittedCell", "--frames"])
        #expect(fitted.stdout.contains("\nmisplaced views: none "), "\(fitted.stdout)")
    }

    /// A stored height no setting of the file explains (Canvas.xib without its row height): the note names
    /// the view the canvas stretches, the 8-wide view pinned 4 from the top and bottom, from 118/3 - 8 to
    /// 100 - 8; once every stored frame is the canvas's (the centred view stored where the canvas puts it),
    /// it says the height was set by hand. The JSON gives the origin and the resized views.
    @Test func aHeightSetByHandIsExplainedByTheViewsTheCanvasStretches() throws {
        let plain = try String(contentsOfFile: Self.fixture("Canvas.xib"), encoding: .utf8).replacingOccurrences(of: #" rowHeight="100""#, with: "")
        let unexplained = try CLIRunner.temporaryFile(Data(plain.utf8), name: "HandSized.xib")
        defer { CLIRunner.discard(unexplained) }
        let note = "note: the stored height, 100, is not the height the content needs (39.67): at 100 the canvas stretches "
            + "ib_str_Cv_001 (str-Cv-001) from 31.33 to 92 points tall"
        let text = try CLIRunner.run(["lint", unexplained.path, "--frames"])
        #expect(text.status == ExitStatus.success && text.stdout.contains("\n" + note + "\n"), "\(text)")
        let placed = plain.replacingOccurrences(of: #"x="319" y="20""#, with: #"x="319" y="39.666666666666664""#)
        let byHand = try CLIRunner.temporaryFile(Data(placed.utf8), name: "HandSizedPlaced.xib")
        defer { CLIRunner.discard(byHand) }
        let said = try CLIRunner.run(["lint", byHand.path, "--frames"])
        #expect(said.stdout.contains("\n" + note + "; every frame the file stores is the canvas's, so Xcode drew the cell at a height set by hand"),
                "\(said.stdout)")
        // The 8-wide view 20 tall instead of pinned to the bottom: nothing is resized, the content keeps its size.
        let fixed = plain.replacingOccurrences(
            of: #"<constraint firstAttribute="bottom" secondItem="str-Cv-001" secondAttribute="bottom" constant="4" id="c10-Cv-001"/>"#,
            with: #"<constraint firstItem="str-Cv-001" firstAttribute="height" constant="20" id="c10-Cv-001"/>"#)
        #expect(fixed != plain)
        let unmoved = try CLIRunner.temporaryFile(Data(fixed.utf8), name: "HandSizedFixed.xib")
        defer { CLIRunner.discard(unmoved) }
        let kept = try CLIRunner.run(["lint", unmoved.path, "--frames"])
        #expect(kept.stdout.contains("\nnote: the stored height, 100, is not the height the content needs (39.67): at 100 no view changes height: "
                                     + "the content keeps its size and leaves the rest of the cell empty\n"), "\(kept.stdout)")
        // With its row height the head says so instead, and the JSON names the origin beside the resized view.
        let withRow = try CLIRunner.run(["lint", Self.fixture("Canvas.xib"), "--frames"])
        #expect(withRow.stdout.hasPrefix("cell cel-Cv-001 at width 375: height 39.67 (the file stores 100, the cell's own row height, ")
                && !withRow.stdout.contains("is not the height the content needs"), "\(withRow.stdout)")
        let height = try #require(try Self.object(try CLIRunner.run(["lint", Self.fixture("Canvas.xib"), "--frames", "--format", "json"]))["height"] as? [String: Any])
        #expect(height["origin"] as? String == "cellRowHeight" && height["basis"] as? String == "fitting", "\(height)")
        let resizes = try #require(height["canvasResizes"] as? [[String: Any]], "\(height)")
        #expect(resizes.count == 1 && resizes.first?["id"] as? String == "str-Cv-001"
                && Self.near([resizes.first?["computed"] as? Double ?? 0, resizes.first?["canvas"] as? Double ?? 0], [94.0 / 3, 92]), "\(resizes)")
        let none = try #require(try Self.object(try CLIRunner.run(["lint", unexplained.path, "--frames", "--format", "json"]))["height"] as? [String: Any])
        #expect(none["origin"] is NSNull, "\(none)")
    }

    /// Xcode's own `misplaced="YES"`: on the centred view, which the canvas here also moves (its stored
    /// frame is stale), and on the bottom view, which the canvas here lays out where the file stores it
    /// (the layout here may not be Xcode's). The JSON marks both.
    @Test func viewsXcodeMarkedMisplacedAreNamed() throws {
        let text = try String(contentsOfFile: Self.fixture("Canvas.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"id="ctr-Cv-001""#, with: #"misplaced="YES" id="ctr-Cv-001""#)
            .replacingOccurrences(of: #"id="btm-Cv-001""#, with: #"misplaced="YES" id="btm-Cv-001""#)
        let cell = try CLIRunner.temporaryFile(Data(text.utf8), name: "Marked.xib")
        defer { CLIRunner.discard(cell) }
        let result = try CLIRunner.run(["lint", cell.path, "--frames"])
        #expect(result.status == ExitStatus.success, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  ib_ctr_Cv_001 (ctr-Cv-001): file 319,20 40x21, canvas 319,39.67 40x21 (Xcode marked it misplaced too: the stored frame is stale)"),
                "\(result.stdout)")
        let onlyXcode = try #require(lines.firstIndex { $0.hasPrefix("marked misplaced by Xcode but laid out here at the stored frame: 1 ") }, "\(result.stdout)")
        #expect(lines[onlyXcode + 1] == "  ib_btm_Cv_001 (btm-Cv-001): file 16,85 30x10, canvas 16,85 30x10", "\(result.stdout)")
        let json = try Self.object(try CLIRunner.run(["lint", cell.path, "--frames", "--format", "json"]))
        #expect(Self.view(json, "ctr-Cv-001")?["xcodeMisplaced"] as? Bool == true)
        #expect(Self.view(json, "btm-Cv-001")?["xcodeMisplaced"] as? Bool == true)
        #expect(Self.view(json, "str-Cv-001")?["xcodeMisplaced"] == nil)
    }

    /// A text style newer than the iOS asked for is refused at its line, as in a template file: large title
    /// came with iOS 11.
    @Test func aTextStyleNewerThanTheIOSAskedForIsRefusedAtItsLine() throws {
        let text = try String(contentsOfFile: Self.fixture("Canvas.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#,
                                  with: #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#)
        let cell = try CLIRunner.temporaryFile(Data(text.utf8), name: "LargeTitle.xib")
        defer { CLIRunner.discard(cell) }
        let feed = try CLIRunner.temporaryFile(Data(#"{"id": 1}"#.utf8 + [10]), name: "one.jsonl")
        defer { CLIRunner.discard(feed) }
        let old = try CLIRunner.run(["table", "--template", cell.path, "--feed", feed.path, "--width", "320", "--ios", "10"])
        #expect(old.status == ExitStatus.failure, "\(old)")
        #expect(old.stderr.contains("LargeTitle.xib:15: text style largeTitle is new in iOS 11; the cell is read for iOS 10 (--ios)"),
                "\(old.stderr)")
        let new = try CLIRunner.run(["table", "--template", cell.path, "--feed", feed.path, "--width", "320", "--ios", "11"])
        #expect(new.status == ExitStatus.success, "\(new)")
    }

    /// A marked view that the canvas here does not lay out (hidden) has no frame to be "at the stored
    /// frame": it is not listed as laid out there.
    @Test func aHiddenViewXcodeMarkedMisplacedIsNotSaidToBeAtItsStoredFrame() throws {
        let text = try String(contentsOfFile: Self.fixture("Canvas.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"id="btm-Cv-001""#, with: #"misplaced="YES" hidden="YES" id="btm-Cv-001""#)
        let cell = try CLIRunner.temporaryFile(Data(text.utf8), name: "MarkedHidden.xib")
        defer { CLIRunner.discard(cell) }
        let result = try CLIRunner.run(["lint", cell.path, "--frames"])
        #expect(result.status == ExitStatus.success, "\(result)")
        #expect(result.stdout.contains("  ib_btm_Cv_001 (btm-Cv-001): file 16,85 30x10, computed -, canvas -"), "\(result.stdout)")
        #expect(!result.stdout.contains("marked misplaced by Xcode but laid out here"), "\(result.stdout)")
    }

    @Test func whereTheFileStoresNoHeightTheCanvasIsTheToolsChoiceAndItSaysSo() throws {
        // Without the cell's and the content view's frames (both 375 x 100) and the row height.
        let text = try String(contentsOfFile: Self.fixture("Canvas.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="100"/>"#, with: "")
            .replacingOccurrences(of: #" rowHeight="100""#, with: "")
        let cell = try CLIRunner.temporaryFile(Data(text.utf8), name: "Unstored.xib")
        defer { CLIRunner.discard(cell) }
        let json = try CLIRunner.run(["lint", cell.path, "--frames", "--format", "json"])
        #expect(json.status == ExitStatus.success, "\(json)")
        let height = try #require(try Self.object(json)["height"] as? [String: Any])
        // The computed row, 119/3, written to two places in the notes.
        #expect(height["file"] is NSNull && Self.near([height["computed"] as? Double ?? 0, height["canvas"] as? Double ?? 0], [119.0 / 3, 119.0 / 3]),
                "\(json.stdout)")
        #expect(json.stderr.contains("note: the canvas height 39.67 is this tool's choice: the file stores no height: the height computed here"), "\(json.stderr)")
        let plain = try CLIRunner.run(["lint", cell.path, "--frames"])
        #expect(plain.stdout.contains("\ncanvas: height 39.67 (the file stores no height: the height computed here)\n"), "\(plain.stdout)")
    }

    @Test func aCellThatDoesNotSizeItselfTakesItsTablesFixedRowHeightWithANote() throws {
        let path = Self.fixture("UnsizedRows.storyboard")
        let fixed = try CLIRunner.run(["lint", path, "--cell", "FixedRowCell", "--frames", "--format", "json"])
        #expect(fixed.status == ExitStatus.success, "\(fixed)")
        let object = try Self.object(fixed)
        let height = try #require(object["height"] as? [String: Any])
        // The table's rowHeight 60 at run time; the cell's own 90 on the canvas.
        #expect(height["file"] as? Double == 90 && height["computed"] as? Double == 60 && height["canvas"] as? Double == 90
                && height["basis"] as? String == "tableRowHeight" && height["origin"] as? String == "cellRowHeight", "\(height)")
        let bottom = try #require(Self.view(object, "fx1-Ur-0bt"))
        #expect(Self.near(bottom["computed"], [8, 43.5, 20, 10]) && Self.near(bottom["canvas"], [8, 74, 20, 10]), "\(bottom)")
        #expect(fixed.stderr.contains("note: \(path):8: the cell does not size itself ("), "\(fixed.stderr)")
        #expect(fixed.stderr.contains("its table view's fixed row height, 60, is its height, as UIKit gives every row of that table"), "\(fixed.stderr)")
        // The same note in the object's issues, at its line, for a script that reads standard output alone.
        let issues = try #require(object["issues"] as? [[String: Any]])
        #expect(issues.count == 1 && issues[0]["severity"] as? String == "note" && issues[0]["kind"] as? String == "frames"
                && issues[0]["file"] as? String == path && issues[0]["line"] as? Int == 8
                && (issues[0]["message"] as? String)?.hasPrefix("the cell does not size itself (") == true, "\(issues)")
        let text = try CLIRunner.run(["lint", path, "--cell", "FixedRowCell", "--frames"])
        #expect(text.status == ExitStatus.success && text.stdout.hasPrefix("cell fx1-Ur-001 at width 375: height 60 (the file stores 90, "), "\(text)")
        #expect(text.stdout.contains("\nnote: \(path):8: the cell does not size itself ("), "\(text.stdout)")
        // The report says it; the warning a height table gives is not repeated beside it.
        #expect(!text.stdout.contains("does not decide its height") && !fixed.stderr.contains("does not decide its height"), "\(text)")
        // Lint without --frames fails the cell, which does not size itself, and says what the table view gives its rows.
        let plain = try CLIRunner.run(["lint", path, "--cell", "FixedRowCell"])
        #expect(plain.status == ExitStatus.failure && plain.stdout.contains("an empty item: not chained vertically: View 'ib_fx1_Ur_0bt'"), "\(plain)")
        #expect(plain.stdout.contains("warning: \(path):8: the cell does not decide its height (")
                && plain.stdout.contains("its table view gives every row 60 points"), "\(plain.stdout)")
        // A height table gives each row those 60 points, with the warning once, rather than an error per item.
        let feed = Scratch.folder.appendingPathComponent("fixed-row-\(UUID()).jsonl").path
        try Data("{\"id\": 1}\n{\"id\": 2}\n".utf8).write(to: URL(fileURLWithPath: feed))
        let table = try CLIRunner.run(["table", "--template", path + "#FixedRowCell", "--feed", feed, "--width", "375", "--scale", "2"])
        #expect(table.status == ExitStatus.success && table.stdout == "id,width,height\n1,375,60\n2,375,60\n", "\(table)")
        #expect(table.stderr.components(separatedBy: "does not decide its height").count == 2, "\(table.stderr)")
        // In a table whose rows size themselves it collapses, and UIKit gives the row the standard 44 points:
        // the JSON, then a failure.
        let automatic = try CLIRunner.run(["lint", path, "--cell", "AutomaticRowCell", "--frames", "--format", "json"])
        #expect(automatic.status == ExitStatus.failure, "\(automatic)")
        let collapsed = try #require(try Self.object(automatic)["height"] as? [String: Any])
        #expect(collapsed["computed"] as? Double == 44 && collapsed["canvas"] as? Double == 44 && collapsed["basis"] as? String == "standardHeight")
        // Saved by Xcode 15 (22505): its canvas set text styles at large.
        #expect(try Self.object(automatic)["contentSize"] as? String == "large")
        #expect(automatic.stderr.contains("fitting height is 0, the cell does not size itself") && !automatic.stderr.contains("fixed row height"), "\(automatic.stderr)")
        let failed = try #require(try Self.object(automatic)["issues"] as? [[String: Any]])
        #expect(failed.contains { $0["severity"] as? String == "problem" && $0["kind"] as? String == "layout"
                    && ($0["message"] as? String)?.contains("fitting height is 0, the cell does not size itself") == true }, "\(failed)")
        // As text, the failure follows the report on standard output, as lint's findings do without --frames.
        let collapsedText = try CLIRunner.run(["lint", path, "--cell", "AutomaticRowCell", "--frames"])
        #expect(collapsedText.status == ExitStatus.failure && collapsedText.stdout.contains("fitting height is 0, the cell does not size itself")
                && collapsedText.stderr.isEmpty, "\(collapsedText)")
        #expect(collapsedText.stdout.hasPrefix("cell au1-Ur-001 at width 375: height 44 ")
                && collapsedText.stdout.contains("gives the row the standard height, 44 points"), "\(collapsedText.stdout)")
    }

    /// Built-in style cells in a table of 44-point rows (`BuiltInStyle.storyboard`): UIKit's code lays their
    /// labels out, so that they do not size themselves is the warning's to say, not a problem of the file,
    /// whether the labels' stored frames become autoresizing constraints (BasicCell) or there are none
    /// (RightDetailCell): both pass, as the same cell without frames did.
    @Test func builtInStyleCellsOfFixedRowsPassWithTheWarning() throws {
        for cell in ["BasicCell", "RightDetailCell"] {
            let result = try CLIRunner.run(["lint", Self.fixture("BuiltInStyle.storyboard"), "--cell", cell])
            #expect(result.status == ExitStatus.success && result.stdout.hasSuffix("1 item(s) laid out at width 375)\n"), "\(cell): \(result)")
            #expect(result.stdout.contains("the cell does not decide its height (") && result.stdout.contains("gives every row 44 points"),
                    "\(cell): \(result.stdout)")
        }
    }

    @Test func renderDesignDrawsTheCanvasOrWithFittingTheFittingHeight() throws {
        let folder = try CLIRunner.temporaryFile(Data(), name: "placeholder")
        defer { CLIRunner.discard(folder) }
        let out = folder.deletingLastPathComponent().appendingPathComponent("canvas.png")
        // 375 x 100 points at the file's 3x: 1125 x 300 pixels; fitted, 375 x 119/3: 1125 x 119.
        let canvas = try CLIRunner.run(["render", "--template", Self.fixture("Canvas.xib"), "--design", "--out", out.path])
        #expect(canvas.status == ExitStatus.success && canvas.stderr.contains("1125 x 300 pixels"), "\(canvas)")
        #expect(canvas.stderr.contains("canvas height, the height the file stores, 100"), "\(canvas.stderr)")
        // Without the cell's frame, the content view's stored 100, which spans the separator (Xcode 15): 300
        // pixels still, as `lint --frames` gives it, not 301 (and the reader's 320 points wide: 960).
        let text = try String(contentsOfFile: Self.fixture("Canvas.xib"), encoding: .utf8)
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="375" height="100"/>"#
        let cellFrame = try #require(text.range(of: frame))
        let unframed = try CLIRunner.temporaryFile(Data(text.replacingCharacters(in: cellFrame, with: "").utf8), name: "Unframed.xib")
        defer { CLIRunner.discard(unframed) }
        let fromContent = try CLIRunner.run(["render", "--template", unframed.path, "--design", "--out", out.path])
        #expect(fromContent.status == ExitStatus.success && fromContent.stderr.contains("960 x 300 pixels"), "\(fromContent)")
        #expect(fromContent.stderr.contains("its content view's height (and the separator, before Xcode 11)"), "\(fromContent.stderr)")
        let fitted = try CLIRunner.run(["render", "--template", Self.fixture("Canvas.xib"), "--design", "--fitting", "--out", out.path])
        #expect(fitted.status == ExitStatus.success && fitted.stderr.contains("1125 x 119 pixels"), "\(fitted)")
        // With the overlay, the canvas draws the stored frame of the view lint --frames calls misplaced (the
        // centred view, stored at y 20 where the canvas puts it at 39.67) and says so; the fitting height's
        // picture and a picture without the overlay do not.
        let overlaid = try CLIRunner.run(["render", "--template", Self.fixture("Canvas.xib"), "--design", "--overlay", "--out", out.path])
        #expect(overlaid.status == ExitStatus.success
                && overlaid.stderr.contains("dashed, the frames the file stores for 1 misplaced view: ib_ctr_Cv_001"), "\(overlaid)")
        for plain in [["--fitting", "--overlay"], []] {
            let run = try CLIRunner.run(["render", "--template", Self.fixture("Canvas.xib"), "--design", "--out", out.path] + plain)
            #expect(run.status == ExitStatus.success && !run.stderr.contains("dashed"), "\(run)")
            // An overlay that cannot show them says so.
            #expect(run.stderr.contains("stored frames are drawn beside the canvas at the design width and content size only")
                    == plain.contains("--overlay"), "\(run.stderr)")
        }
        // A cell that does not size itself has no fitting height: the error says the height its table gives it
        // (BuiltInStyle.storyboard: 44-point rows), which the canvas draws (at the file's 2x, 750 x 88).
        let builtIn = Self.fixture("BuiltInStyle.storyboard") + "#RightDetailCell"
        let unsized = try CLIRunner.run(["render", "--template", builtIn, "--design", "--fitting", "--out", out.path])
        #expect(unsized.status == ExitStatus.failure && unsized.stderr.contains("fitting height is 0")
                && unsized.stderr.contains("its table gives its rows 44 points (lint --frames' computed height), "
                                           + "and render --design without --fitting draws the canvas"), "\(unsized)")
        let rowHigh = try CLIRunner.run(["render", "--template", builtIn, "--design", "--out", out.path])
        #expect(rowHigh.status == ExitStatus.success && rowHigh.stderr.contains("750 x 88 pixels"), "\(rowHigh)")
        let misused = try CLIRunner.run(["render", "--template", TableCommandTests.example("status.yaml"), "--feed", "x.jsonl", "--fitting", "--out", out.path])
        #expect(misused.status == ExitStatus.usage && misused.stderr.contains("--fitting applies to --design"), "\(misused)")
        let help = try CLIRunner.run(["render", "--help"])
        #expect(help.stdout.contains("--fitting") && help.stdout.contains("Xcode's canvas"), "\(help.stdout)")
    }
}
