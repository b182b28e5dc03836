import CellTemplates
import Foundation
import FeedTables
import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// Interface Builder cells read from small documents written for one feature each; heights and frames
/// are worked out by hand from the constraints and the fonts' own metrics (`FontFacts`).
@Suite struct InterfaceBuilderCellTests {
    let at375x3 = [MeasureSetting(width: 375, scale: 3)]

    /// A content view whose margins follow the readable width: UIKit narrows such rows in a way not laid out
    /// here, so it is a warning a table run repeats, at the element that says so; the plain fixture has none,
    /// nor has a prototype of an inset grouped table, whose rows are laid out narrower (`InsetGroupedTableTests`).
    @Test func readableWidthMarginsAreSaid() throws {
        let text = try String(contentsOfFile: IBFixture.path("FixedRowHeights.storyboard"), encoding: .utf8)
        func warnings(_ changed: String) throws -> [String] {
            let url = Scratch.folder.appendingPathComponent("fixture-\(UUID().uuidString).storyboard")
            defer { try? FileManager.default.removeItem(at: url) }
            try Data(changed.utf8).write(to: url)
            return try CellTemplate.loadInterfaceBuilder(file: url.path, cell: "TableRowCell", textCache: Shared.cache).template.warnings.map(\.message)
        }
        #expect(try warnings(text).isEmpty)
        #expect(try warnings(text.replacingOccurrences(of: #"style="plain""#, with: #"style="insetGrouped""#)).isEmpty)
        let readable = try warnings(text.replacingOccurrences(of: #"tableViewCell="tc1-Fx-001" id="k1-Fx-00c""#,
                                                              with: #"tableViewCell="tc1-Fx-001" layoutMarginsFollowReadableWidth="YES" id="k1-Fx-00c""#))
        #expect(readable.contains { $0.hasPrefix("margins that follow the readable width (layoutMarginsFollowReadableWidth) are not widened here") },
                "\(readable)")
    }

    /// A prototype of an inset grouped table is laid out as a row of it: 375 - 2 x 16 = 343 points wide in a
    /// 375-point table, so the fixture's label, 8 points in from each side, is 343 - 16 = 327 wide (359 in
    /// the plain table); its canvas is the table's (the file stores it 375 wide) in that style.
    @Test func anInsetGroupedPrototypeIsLaidOutAsItsRow() throws {
        let text = try String(contentsOfFile: IBFixture.path("FixedRowHeights.storyboard"), encoding: .utf8)
        let url = Scratch.folder.appendingPathComponent("fixture-\(UUID().uuidString).storyboard")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.replacingOccurrences(of: #"style="plain""#, with: #"style="insetGrouped""#).utf8).write(to: url)
        func labelWidth(_ path: String) throws -> (Double, CellTemplate) {
            let read = try CellTemplate.loadInterfaceBuilder(file: path, cell: "TableRowCell", textCache: Shared.cache)
            let cell = try TemplateCell(template: read.template, textCache: Shared.cache, category: .default)
            let geometry = read.template.geometry(at: MeasureSetting(width: 375, scale: 2))
            cell.frame = Rect(x: 0, y: 0, width: geometry.rowWidth, height: 60)
            try cell.layoutIfNeeded()
            return (try #require(cell.named.values.first { $0 is Label }).frame.width, read.template)
        }
        let (inset, template) = try labelWidth(url.path)
        #expect(template.tableStyle == .insetGrouped && inset == 327)
        #expect(try labelWidth(IBFixture.path("FixedRowHeights.storyboard")).0 == 359)
        let read = try CellTemplate.loadInterfaceBuilder(file: url.path, cell: "TableRowCell", textCache: Shared.cache)
        #expect(read.designGeometry.style == .insetGrouped && read.designGeometry.width == 375 && read.designGeometry.rowWidth == 343)
        // A YAML template naming the plain prototype says its rows are inset grouped (as for a XIB cell, whose
        // table is made in code).
        let yaml = Scratch.folder.appendingPathComponent("inset-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: yaml) }
        try Data("interfaceBuilder: {file: \(IBFixture.path("FixedRowHeights.storyboard")), cell: TableRowCell}\ntableStyle: insetGrouped\n".utf8).write(to: yaml)
        #expect(try CellTemplate.load(file: yaml.path, textCache: Shared.cache).tableStyle == .insetGrouped)
    }

    /// A YAML template's `interfaceBuilder:` that names no cell of a document with several, or one it does not
    /// have, or a document that is not there, is an error at the template's `interfaceBuilder:`, with the
    /// document's own place and words after it, and advice a template can follow (`cell:`, not `--cell`).
    @Test func aTemplatesInterfaceBuilderCellErrorNamesTheTemplateToo() throws {
        let yaml = Scratch.folder.appendingPathComponent("pick-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: yaml) }
        let storyboard = IBFixture.path("FixedRowHeights.storyboard")
        for (reference, expected) in [("{file: \(storyboard)}", "the document defines "), ("{file: \(storyboard), cell: NoSuchCell}", "no cell named \"NoSuchCell\""),
                                      ("{file: /nonexistent/Cell.xib}", "/nonexistent/Cell.xib: cannot read the template")] {
            try Data("interfaceBuilder: \(reference)\n".utf8).write(to: yaml)
            do {
                _ = try CellTemplate.load(file: yaml.path, textCache: Shared.cache)
                Issue.record("loaded \(reference)")
            } catch {
                #expect(error.file == yaml.path && error.line == 1 && error.path == "interfaceBuilder", "\(error)")
                #expect(error.message.contains(expected) && !error.message.contains("--cell"), "\(error)")
                if expected.hasPrefix("the document") { #expect(error.message.contains("choose one with interfaceBuilder.cell"), "\(error)") }
            }
        }
    }

    /// A document without a build number Xcode would write (toolsVersion junk, no plug-in version) is laid
    /// out on the canvas as the oldest iOS known, and says so.
    @Test func aDocumentWithoutABuildNumberSaysHowItsCanvasIsLaidOut() throws {
        let text = try String(contentsOfFile: IBFixture.path("Canvas.xib"), encoding: .utf8)
        let junk = text.replacingOccurrences(of: #"toolsVersion="[0-9.]+""#, with: #"toolsVersion="bogus""#, options: .regularExpression)
        #expect(junk != text)
        let note = "the document gives no Xcode build number (toolsVersion)"
        #expect(try IBFixture.cell(text: junk).template.issues.contains { $0.message.hasPrefix(note) })
        #expect(try !IBFixture.cell(text: text).template.issues.contains { $0.message.hasPrefix(note) })
    }

    /// The cell's own outlet to another cell's label names none of its views: a note says so, where it
    /// was dropped without a word.
    @Test func anOutletToAViewOutsideTheCellIsSaid() throws {
        let text = try String(contentsOfFile: IBFixture.path("FixedRowHeights.storyboard"), encoding: .utf8)
        let marker = "                                </tableViewCellContentView>\n"
        let index = try #require(text.range(of: marker))
        let changed = text.replacingCharacters(in: index, with: marker
            + #"                                <connections><outlet property="stray" destination="lb2-Fx-001" id="out-Fx-001"/></connections>"# + "\n")
        let url = Scratch.folder.appendingPathComponent("fixture-\(UUID().uuidString).storyboard")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(changed.utf8).write(to: url)
        let cell = try CellTemplate.loadInterfaceBuilder(file: url.path, cell: "TableRowCell", textCache: Shared.cache)
        #expect(cell.template.issues.contains { $0.message.hasPrefix("outlet stray of the cell points at object lb2-Fx-001, outside the cell") },
                "\(cell.template.issues)")
    }

    @Test func aXIBTableCellsLabelsBindToTheirOutletsAndMeasure() throws {
        let cell = try IBFixture.cell("LabelsCell.xib")
        #expect(cell.kind == "tableViewCell" && cell.id == "cel-La-001")
        #expect(cell.template.identifier == "LabelsCell")
        let table = try rows(cell.template, [#"{"id": 1, "titleLabel": "Hello", "bodyLabel": "\#(FontFacts.ideographs(30))"}"#], at375x3)
        // 10 + title (one line of the system font 17: SF Pro's line, 20.287 -> 61/3) + 6 + body + 10 + the 1/3
        // separator. The body is Noto Sans CJK SC 15 (registered, named by family, so its own line, 21.72) in
        // 375 - 15 - 15 = 345 points: 23 ideographs of 15 a line, so 2 lines.
        let expected = 10 + FontFacts.ceil3(FontFacts.systemLineHeight(17)) + 6 + FontFacts.ceil3(2 * FontFacts.cjkLineHeight(15)) + 10 + 1.0 / 3
        #expect(abs(table[0][0].height - expected) < 1e-9, "\(table[0][0].height) vs \(expected)")
        #expect(table[0][0].labels?.map(\.lines) == [1, 2])
    }

    @Test func aXIBTableCellsDesignFramesAreTheOnesWorkedOutByHand() throws {
        let (frames, laidOut) = try IBFixture.designFrames("LabelsCell.xib")
        // Designed at 375 on a 2x phone: the system font 17 is SF Pro's 20.287 -> 20.5, one line of CJK 15 is
        // 21.72 -> 22.
        #expect(frames["tit-La-001"] == rect(15, 10, 345, 20.5))
        #expect(frames["bod-La-001"] == rect(15, 36.5, 345, 22))
        #expect(laidOut.computedHeight == 10 + 20.5 + 6 + 22 + 10 + 0.5)
        #expect(laidOut.storedHeight == 69.5 && laidOut.width == 375)
    }

    @Test func aStoredHeightThatIsARowHeightOrItemSizeSaysSo() throws {
        // Each cell holds one label 8 points inside its content view. Fitted on the 2x canvas: 8 + the system
        // font 17 (SF Pro's 20.287 -> 20.5) + 8, and a table row's 0.5-point separator.
        let cases: [(cell: String, stored: Double, origin: StoredHeightOrigin?, computed: Double)] = [
            ("TableRowCell", 60, .tableRowHeight, 37),     // no row height of its own: the table's 60
            ("OwnRowCell", 80, .cellRowHeight, 37),        // its own 80 wins over the table's
            ("ItemCell", 50, .itemSize, 36.5),             // the flow layout's 200 x 50, no separator
        ]
        for (name, stored, origin, computed) in cases {
            let laidOut = try IBFixture.cell("FixedRowHeights.storyboard", name).designFrames(textCache: Shared.cache)
            #expect(laidOut.storedHeight == stored && laidOut.storedHeightOrigin == origin, "\(name)")
            #expect(laidOut.computedHeight == computed, "\(name)")
        }
        // A row height of its own that the content fits is still its origin; LabelsCell's XIB has no table, so none.
        #expect(try IBFixture.cell("FixedRowHeights.storyboard", "FittedCell").storedHeightOrigin == .cellRowHeight)
        #expect(try IBFixture.cell("LabelsCell.xib").storedHeightOrigin == nil)
    }

    @Test func aCollectionCellsCustomSizeIsItsStoredHeightsOrigin() throws {
        // CollectionCell.xib (a XIB, no flow layout) stored 60 tall with a Custom size of 200 x 60: Xcode draws
        // it at that size. Its label, pinned to the margins (8 above and below), fits at 8 + 20.5 + 8; on the
        // canvas it is 60 - 16 = 44 tall.
        let text = String(decoding: try IBFixture.bytes("CollectionCell.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"width="200" height="37"/>"#, with: #"width="200" height="60"/>"#)
        let custom = text.replacingOccurrences(of: #"<point key="canvasLocation""#, with: #"<size key="customSize" width="200" height="60"/><point key="canvasLocation""#)
        let laidOut = try IBFixture.cell(text: custom).designFrames(textCache: Shared.cache)
        #expect(laidOut.storedHeight == 60 && laidOut.storedHeightOrigin == .customSize && laidOut.computedHeight == 36.5)
        #expect(laidOut.canvasResizes.map { "\($0.id) \($0.name) \($0.computed) \($0.canvas)" } == ["tag-Co-001 tagLabel 20.5 44.0"],
                "\(laidOut.canvasResizes)")
        // A custom size the stored height does not equal explains nothing; without one, no origin either.
        let other = custom.replacingOccurrences(of: #"<size key="customSize" width="200" height="60"/>"#, with: #"<size key="customSize" width="200" height="80"/>"#)
        #expect(try IBFixture.cell(text: other).storedHeightOrigin == nil)
        #expect(try IBFixture.cell(text: text).storedHeightOrigin == nil)
    }

    @Test func aCellWithoutAFrameIsDrawnAtTheRowHeightTheFileGivesIt() throws {
        // Xcode 7 stored no frame for the cells of a static table. Each cell's box is 8 below the top and 8
        // above the bottom, so only the row height places its bottom edge: the canvas draws the first cell at
        // its own row height, 100 (the content view 100 - 0.5 at 2x), the second at the table's 44.
        let own = try IBFixture.cell("StaticRows.storyboard", "own-St-001").designFrames(textCache: Shared.cache)
        #expect(own.storedHeight == nil && own.canvas.height == 100 && own.canvas.source == .rowHeight)
        #expect(own.views.first?.canvas == rect(6, 8, 308, 100 - 0.5 - 16))
        let table = try IBFixture.cell("StaticRows.storyboard", "tbh-St-001").designFrames(textCache: Shared.cache)
        #expect(table.canvas.height == 44 && table.canvas.source == .rowHeight)
        #expect(table.views.first?.canvas == rect(6, 8, 308, 44 - 0.5 - 16))
        // Neither sizes itself; a table view controller answers a static row with its cell's own height.
        #expect(own.heightBasis == .tableRowHeight && own.computedHeight == 100 && own.tableRowHeight?.isStaticCellHeight == true)
        #expect(table.heightBasis == .tableRowHeight && table.computedHeight == 44 && table.tableRowHeight?.isStaticCellHeight == false)
    }

    @Test func aPrototypeIsDrawnAtItsRowHeightWhereItsCellFrameIsStale() throws {
        // An Xcode 7 prototype whose custom row height is 136 keeps a new cell's 44-point frame and stores no
        // content view frame; its views were placed for 136. The canvas is 136 (the content view 136 - 0.5 at
        // 2x, before Xcode 11), so the box pinned 8 above the bottom, 30 tall, is at 136 - 0.5 - 8 - 30 = 97.5.
        // Without a stored content view width the accessory takes what UIKit gives it on the file's iOS: a
        // disclosure indicator 33 points of a 320-point row before iOS 11 (as Xcode 7 to 9.2 stored such cells),
        // so the top box, 8 in from each side, is 320 - 33 - 16 = 271 wide.
        let stale = try IBFixture.cell("StaleCellFrame.storyboard", "cel-Sf-001")
        #expect(stale.storedHeight == 44 && stale.rowHeightOverStaleFrame == 136)
        let frames = try stale.designFrames(textCache: Shared.cache)
        #expect(frames.canvas.height == 136 && frames.canvas.source == .rowHeightOverStaleFrame)
        #expect(frames.views.map(\.canvas) == [rect(8, 8, 271, 20), rect(8, 97.5, 50, 30)])
        // The fitting height is the content's: 8 + 20 + 8 + 30 + 8 + the separator's 0.5.
        #expect(frames.computedHeight == 74.5)
    }

    @Test func aRowOfAnInsetGroupedTableStoredAsWideAsTheTableIsLaidOutInset() throws {
        // The fixture's cell and content view are stored 375 wide, as wide as their table; made inset grouped,
        // the row is 375 - 2 x 16 = 343 wide (Xcode 15 stored such rows so, their views placed for the inset
        // row), and the label, 8 in from each side of the content view, is 343 - 16 = 327 wide on the canvas.
        let text = try String(contentsOfFile: IBFixture.path("FixedRowHeights.storyboard"), encoding: .utf8)
        let inset = try IBFixture.cell(text: text.replacingOccurrences(of: #"style="plain""#, with: #"style="insetGrouped""#), cell: "tc1-Fx-001")
        #expect(inset.designWidth == 343 && inset.storedContentWidth == 343)
        #expect(try inset.designFrames(textCache: Shared.cache).views.first?.canvas?.width == 327)
        let plain = try IBFixture.cell(text: text, cell: "tc1-Fx-001")
        #expect(plain.designWidth == 375 && plain.storedContentWidth == 375)
        #expect(try plain.designFrames(textCache: Shared.cache).views.first?.canvas?.width == 359)
    }

    @Test func aStaticRowOfHeightZeroIsZeroTall() throws {
        // A static table hides a row by giving its cell a row height of 0 (UIKit allows a row of 0 points).
        // The cell's box is pinned to the top, 20 tall, nothing to the bottom: the row is 0 tall, and the box
        // keeps its place and size on a canvas of 0 (the content view clips it).
        let hidden = try IBFixture.cell("StaticRows.storyboard", "hid-St-001").designFrames(textCache: Shared.cache)
        #expect(hidden.heightBasis == .tableRowHeight && hidden.computedHeight == 0 && hidden.tableRowHeight?.isStaticCellHeight == true)
        #expect(hidden.canvas.height == 0 && hidden.views.first?.canvas == rect(6, 8, 308, 20))
        // Its warning says whose row height it is; a prototype table's rows are never 0 tall.
        let warning = try IBFixture.cell("StaticRows.storyboard", "hid-St-001").template.warnings.map(\.message)
        #expect(warning.contains { $0.contains("a static table's row is its cell's own row height, 0 points") }, "\(warning)")
        let text = try String(contentsOfFile: IBFixture.path("StaticRows.storyboard"), encoding: .utf8)
        let prototypes = text.replacingOccurrences(of: #"dataMode="static""#, with: #"dataMode="prototypes""#)
        #expect(throws: TemplateError.self) { try IBFixture.cell(text: prototypes, cell: "hid-St-001") }
    }

    @Test func aTableWithoutSeparatorsGivesTheContentViewTheWholeCell() throws {
        // A prototype of a table whose separatorStyle is none: no pixel below the content view. A label 8
        // from every edge: fitted on the 2x canvas 8 + 20.5 (the system font 17, SF Pro's line: 20.287) + 8 =
        // 36.5, no separator; on the canvas the content view is the stored 60, so the label stretches to 60 - 16.
        let cell = try IBFixture.cell("NoSeparator.storyboard")
        #expect(cell.template.separator == .none && cell.storedContentHeight == 60)
        let laidOut = try cell.designFrames(textCache: Shared.cache)
        #expect(laidOut.computedHeight == 36.5 && laidOut.canvas.height == 60)
        #expect(laidOut.views.first?.computed == rect(8, 8, 359, 20.5))
        #expect(laidOut.views.first?.canvas == rect(8, 8, 359, 44))
        // At run time (3x): 16 + 61/3, no separator.
        let table = try rows(cell.template, [#"{"id": 1, "plainLabel": "Hi"}"#], at375x3)
        #expect(abs(table[0][0].height - (16 + FontFacts.ceil3(FontFacts.systemLineHeight(17)))) < 1e-9)
        // With a separator (FixedRowHeights' table, the default style) the content view Xcode 15 laid out
        // spans it, as tall as the 60-point cell; Xcode 10 (iOS 12) laid it out a pixel shorter.
        let separated = try IBFixture.cell("FixedRowHeights.storyboard", "TableRowCell")
        #expect(separated.template.separator == .singleLine && separated.storedContentHeight == 60)
        let older = String(decoding: try IBFixture.bytes("FixedRowHeights.storyboard"), as: UTF8.self)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="14490""#)
        #expect(older.contains(#"toolsVersion="14490""#))
        let olderCell = try CellTemplate.readInterfaceBuilder(Array(older.utf8), file: "FixedRowHeights.storyboard", cell: "TableRowCell",
                                                              textCache: Shared.cache)
        #expect(olderCell.storedContentHeight == 59.5)
    }

    @Test func aPrototypeIsAsWideAsItsTableWhateverItsOwnFrameSays() throws {
        // The table is 400 wide; both prototypes store 320. A 40-point view centred in a content view with
        // no stored frame: centred in 400, at 200 - 20. Its 12 + 20 + 12 points fill the content view's 44 on
        // the canvas (Xcode 15: the content view spans the separator).
        let centred = try IBFixture.cell("StaleCellWidth.storyboard", "NoContentFrame")
        #expect(centred.designWidth == 400 && centred.storedContentWidth == nil)
        let frames = try centred.designFrames(textCache: Shared.cache)
        #expect(frames.width == 400 && frames.views.first?.canvas == rect(180, 12, 40, 20))
        // Saved by Xcode 10 (iOS 12) the content view stops above the separator, 43.5: the 12 + 20 + 12
        // points do not fit, the row holds and the view's own height, the constraint installed last, breaks,
        // as UIKit breaks a view's height rather than the cell's: 43.5 - 24 = 19.5.
        let older = String(decoding: try IBFixture.bytes("StaleCellWidth.storyboard"), as: UTF8.self)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="14490""#)
        #expect(older.contains(#"toolsVersion="14490""#))
        let olderCell = try CellTemplate.readInterfaceBuilder(Array(older.utf8), file: "StaleCellWidth.storyboard", cell: "NoContentFrame",
                                                              textCache: Shared.cache)
        #expect(try olderCell.designFrames(textCache: Shared.cache).views.first?.canvas == rect(180, 12, 40, 19.5))
        // A disclosure indicator took 320 - 286 = 34 of the stored cell; it takes as much of the table's 400:
        // the content view is 366, the view 10 inside it.
        let accessory = try IBFixture.cell("StaleCellWidth.storyboard", "WithAccessory")
        #expect(accessory.designWidth == 400 && accessory.storedContentWidth == 366)
        #expect(try accessory.designFrames(textCache: Shared.cache).views.first?.canvas == rect(10, 12, 346, 20))
        // A XIB cell has no table: its own width (LabelsCell's 375).
        #expect(try IBFixture.cell("LabelsCell.xib").designWidth == 375)
    }

    @Test func viewsWhoseGeneratedNamesWouldCollideKeepTheirOwnConstraints() throws {
        // Ids x-1 and x_1 both read as ib_x_1 with punctuation as "_", and a third view's outlet is ib_x_1:
        // each must keep its own name, so only x_1 (43 points) holds the content view's height.
        let cell = try IBFixture.cell("CollidingNames.xib")
        let names = Dictionary(uniqueKeysWithValues: cell.views.map { ($0.id, $0.name) })
        #expect(names["out-Cn-001"] == "ib_x_1")
        #expect(Set(names.values).count == 3)
        let table = try rows(cell.template, [#"{"id": 1}"#], at375x3)
        #expect(table[0][0].height == 43 + 1.0 / 3)
    }

    @Test func aStoryboardPrototypeIsChosenByReuseIdentifierIdOrCustomClass() throws {
        // One line of the system font 17 (SF Pro's line): 20.287 -> 61/3.
        let line = FontFacts.ceil3(FontFacts.systemLineHeight(17))
        // NameCell's label is 4 points from the edges, NoteCell's 8, PhotoCell's 12.
        for (name, gap) in [("NameCell", 4.0), ("PersonCell", 4), ("pt2-Pr-001", 8), ("PhotoCell", 12), ("pt3-Pr-001", 12)] {
            let cell = try IBFixture.cell("Prototypes.storyboard", name)
            let table = try rows(cell.template, [#"{"id": 1, "label": "Hi"}"#], at375x3)
            #expect(abs(table[0][0].height - (2 * gap + line + 1.0 / 3)) < 1e-9, "\(name)")
        }
        #expect(try IBFixture.cell("Prototypes.storyboard", "PersonCell").id == "pt1-Pr-001")
    }

    @Test func anAmbiguousOrUnknownCellNameListsTheCells() throws {
        let file = IBFixture.path("Prototypes.storyboard")
        let ambiguous = templateError { _ = try IBFixture.cell("Prototypes.storyboard", "FeedCell") }
        #expect(ambiguous?.description == "\(file):\(try #require(try IBFixture.line("Prototypes.storyboard", containing: "id=\"pt2-Pr-001\""))): "
                + "\"FeedCell\" names 2 cells; choose by IB object id: NoteCell (tableViewCell pt2-Pr-001), PhotoCell (tableViewCell pt3-Pr-001)")
        let all = "NameCell (tableViewCell pt1-Pr-001), NoteCell (tableViewCell pt2-Pr-001), PhotoCell (tableViewCell pt3-Pr-001)"
        let unknown = templateError { _ = try IBFixture.cell("Prototypes.storyboard", "Nope") }
        #expect(unknown?.description == "\(file):2: no cell named \"Nope\" (by reuse identifier, IB object id or custom class); the document has: \(all)")
        let unnamed = templateError { _ = try IBFixture.cell("Prototypes.storyboard") }
        #expect(unnamed?.description == "\(file):2: the document defines 3 cells; choose one with --cell or FILE#NAME: \(all)")
        // FILE#CELL names the cell as --cell does.
        #expect(CellTemplate.interfaceBuilderReference("\(file)#NoteCell")?.cell == "NoteCell")
        let loaded = try CellTemplate.load(file: "\(file)#NoteCell", textCache: Shared.cache)
        #expect(loaded.identifier == "NoteCell")
    }

    @Test func aCollectionViewCellsConstraintsAreOwnedByTheCell() throws {
        let cell = try IBFixture.cell("CollectionCell.xib")
        #expect(cell.kind == "collectionViewCell")
        // The constraints name the cell's id with margin attributes: the content view's margins, 8 (UIView's
        // default); a collection cell has no separator. The label is the system font 17: SF Pro's line, 61/3.
        let table = try rows(cell.template, [#"{"id": 1, "tagLabel": "Hi"}"#], at375x3)
        #expect(abs(table[0][0].height - (8 + FontFacts.ceil3(FontFacts.systemLineHeight(17)) + 8)) < 1e-9)
        // Fitted on the 2x canvas the cell is 8 + 20.5 (20.287 rounded up) + 8; on the canvas, the stored 200 x 37,
        // the label fills the 21 points between the margins. On the canvas a XIB's top-level collection cell
        // has a root view's 16-point side margins (Xcode 10 on; in a collection view, UIView's 8, as above).
        let (frames, laidOut) = try IBFixture.designFrames("CollectionCell.xib")
        #expect(frames["tag-Co-001"] == rect(16, 8, 168, 20.5))
        #expect(laidOut.views.first { $0.id == "tag-Co-001" }?.canvas == rect(16, 8, 168, 21))
        // A file of Xcode 8 (iOS 10) lays it out with UIView's 8.
        let text = String(decoding: try IBFixture.bytes("CollectionCell.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="11762""#)
        #expect(text.contains(#"toolsVersion="11762""#))
        let old = try IBFixture.cell(text: text).designFrames(textCache: Shared.cache)
        #expect(old.views.first { $0.id == "tag-Co-001" }?.computed == rect(8, 8, 184, 20.5))
        #expect(laidOut.computedHeight == 36.5 && laidOut.width == 200)
        // 417 wide on a 393-point phone, the margins are 20, as a table cell's on such a phone: 417 - 40 = 377.
        let wide = String(decoding: try IBFixture.bytes("CollectionCell.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"width="200""#, with: #"width="417""#)
            .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_12""#)
        let widened = try IBFixture.cell(text: wide).designFrames(textCache: Shared.cache)
        #expect(widened.width == 417 && widened.views.first { $0.id == "tag-Co-001" }?.computed == rect(20, 8, 377, FontFacts.ceil3(FontFacts.systemLineHeight(17))))
    }

    @Test func aTopLevelViewIsACell() throws {
        let cell = try IBFixture.cell("TopLevelView.xib", "BannerView")
        #expect(cell.kind == "view" && cell.id == "top-Tv-001")
        let table = try rows(cell.template, [#"{"id": 1, "bannerLabel": "Hi"}"#], at375x3)
        // 12 + one line of the system font 17 (SF Pro's, 61/3) + 12. Fitted on the 2x canvas the label is 20.5
        // tall; at the stored 320 x 45 it fills the 21 points between its 12-point insets.
        #expect(abs(table[0][0].height - (12 + FontFacts.ceil3(FontFacts.systemLineHeight(17)) + 12)) < 1e-9)
        let design = try IBFixture.designFrames("TopLevelView.xib")
        #expect(design.frames["ban-Tv-001"] == rect(12, 12, 296, 20.5))
        #expect(design.laidOut.views.first { $0.id == "ban-Tv-001" }?.canvas == rect(12, 12, 296, 21))
    }

    @Test func edgesLeadingTrailingSizesAndCenters() throws {
        let (frames, laidOut) = try IBFixture.designFrames("Edges.xib")
        // A: left 20, top 10, 100 x 40. B: right 20 from 375, bottom on A's, 50 x 30. C: 8 after A and before B,
        // 10 below A, 20 tall. D: centred in 375, its centre 30 below C's, 40 x 10; the bottom 15 below D.
        #expect(frames["vwA-Ed-001"] == rect(20, 10, 100, 40))
        #expect(frames["vwB-Ed-001"] == rect(305, 20, 50, 30))
        #expect(frames["vwC-Ed-001"] == rect(128, 60, 375 - 20 - 50 - 8 - 128, 20))
        #expect(frames["vwD-Ed-001"] == rect(187.5 - 20, 70 + 30 - 5, 40, 10))
        #expect(laidOut.computedHeight == 105 + 15 + 0.5)
        let table = try rows(try IBFixture.cell("Edges.xib").template, [#"{"id": 1}"#], at375x3)
        #expect(table[0][0].height == 120 + 1.0 / 3)
    }

    @Test func tableContentViewsHaveUIKitsMarginsBySize() throws {
        // 11 at the top and bottom; 16 at the sides of a 375-point 2x table, 20 on a 3x one 414 wide.
        let (frames, laidOut) = try IBFixture.designFrames("TableMargins.xib")
        #expect(frames["vwM-Mg-001"] == rect(16, 11, 375 - 32, 20))
        // N's leading and bottom are the layout margins guide's.
        #expect(frames["vwN-Mg-001"] == rect(16, 35, 10, 10))
        // P is centred within the margins: (16 + 359) / 2 and (11 + 45) / 2.
        #expect(frames["vwP-Mg-001"] == rect(187.5 - 15, 28 - 3, 30, 6))
        #expect(laidOut.computedHeight == 11 + 20 + 4 + 10 + 11 + 0.5)
        // In a table, on the newest iOS (26) by default: 15 at the top and bottom.
        let template = try IBFixture.cell("TableMargins.xib").template
        let wide = try IBFixture.layout(template, width: 414, scale: 3)
        #expect(wide.frames["ib_vwM_Mg_001"] == rect(20, 15, 414 - 40, 20))
        let wideHeight: Double = 15 + 20 + 4 + 10 + 15 + 1.0 / 3
        #expect(wide.height == wideHeight)
        let narrow = try IBFixture.layout(template, width: 375, scale: 3)
        #expect(narrow.frames["ib_vwM_Mg_001"] == rect(16, 15, 375 - 32, 20))
    }

    /// A content view with margins of its own that preserves its superview's keeps its content inside the
    /// table cell's margins too: UIKit moves it in by the least amount that does ("preservesSuperviewLayoutMargins").
    /// Own margins top 5, left 30, bottom 7, right 40 against a table cell's 15 at the top and bottom (iOS 26,
    /// the newest, which a cell is read for by default) and 16 (375 wide) or 20 (414 wide) at the sides: 15,
    /// 30, 15, 40 edge by edge.
    @Test func preservedSuperviewMarginsWidenTheContentViewsOwn() throws {
        let text = String(decoding: try IBFixture.bytes("ExplicitMargins.xib"), as: UTF8.self)
        let preserving = text.replacingOccurrences(of: #"tableViewCell="cel-Em-001""#,
                                                   with: #"preservesSuperviewLayoutMargins="YES" tableViewCell="cel-Em-001""#)
        #expect(preserving != text)
        let cell = try IBFixture.cell(text: preserving)
        let narrow = try IBFixture.layout(cell.template, width: 375, scale: 3)
        #expect(narrow.frames["ib_vwM_Em_001"] == rect(30, 15, 375 - 70, 20))
        let narrowHeight: Double = 15 + 20 + 15 + 1.0 / 3
        #expect(narrow.height == narrowHeight)
        // Margins wider than the table's stay as they are: a 60-point left margin is kept at 414 too.
        let wide = preserving.replacingOccurrences(of: #"left="30""#, with: #"left="60""#)
        let wideFrame = try IBFixture.layout(IBFixture.cell(text: wide).template, width: 414, scale: 3).frames["ib_vwM_Em_001"]
        #expect(wideFrame == rect(60, 15, 314, 20))
    }

    @Test func explicitLayoutMarginsWin() throws {
        // layoutMargins (edgeInsets): top 5, left 30, bottom 7, right 40.
        let (frames, laidOut) = try IBFixture.designFrames("ExplicitMargins.xib")
        #expect(frames["vwM-Em-001"] == rect(30, 5, 375 - 70, 20))
        #expect(laidOut.computedHeight == 5 + 20 + 7 + 0.5)
        #expect(try IBFixture.layout(IBFixture.cell("ExplicitMargins.xib").template, width: 414, scale: 3).frames["ib_vwM_Em_001"] == rect(30, 5, 414 - 70, 20))
        // directionalLayoutMargins on a container: top 3, leading 12, bottom 9, trailing 24.
        let directional = try IBFixture.designFrames("DirectionalMargins.xib")
        #expect(directional.frames["vwO-Dm-001"] == rect(10, 10, 355, 3 + 20 + 9))
        #expect(directional.frames["vwI-Dm-001"] == rect(12, 3, 355 - 12 - 24, 20))
        #expect(directional.laidOut.computedHeight == 10 + 32 + 10 + 0.5)
    }

    @Test func baselinesAlignLabelsOfDifferentSizes() throws {
        let (frames, laidOut) = try IBFixture.designFrames("Baselines.xib")
        // On a 2x phone, in the system font's line (SF Pro's 2444/2048 em): 24 is 28.643 -> 29 tall, 12 is
        // 14.320 -> 14.5. Fitted, the cell is 10 + 29 + 10 and the separator.
        let big = try #require(frames["big-Bl-001"] ?? nil)
        #expect(big.minY == 10 && big.height == 29)
        #expect(laidOut.computedHeight == 10 + 29 + 10 + 0.5)
        // firstBaseline: small's top is 10 + ascent(24) - ascent(12) (SF Pro's 1950/2048 em), snapped to the
        // 2x grid: 10 + 22.852 - 11.426 = 21.426 -> 21.5.
        let small = try #require(frames["sml-Bl-001"] ?? nil)
        #expect(small.minY == snapped(10 + FontFacts.systemAscent(24) - FontFacts.systemAscent(12), scale: 2) && small.height == 14.5)
        // baseline (the last baseline): the bottoms less each label's last baseline from its bottom agree; a
        // label's is its measured height (rounded up to the grid) less its ascent: 29 - 22.852 = 6.148 for
        // big, 14.5 - 11.426 = 3.074 for tiny. Tiny's top: 10 + 29 - 6.148 + 3.074 - 14.5 = 21.426 -> 21.5.
        let fromBottom = { (size: Double, height: Double) in height - FontFacts.systemAscent(size) }
        let tiny = try #require(frames["tny-Bl-001"] ?? nil)
        #expect(tiny.minY == snapped(10 + 29 - fromBottom(24, 29) + fromBottom(12, 14.5) - 14.5, scale: 2) && tiny.height == 14.5)
        // On the canvas (the stored 50 of content, spanning the separator in Xcode 15) big is pinned 10 from the
        // top and the bottom and fills 30, so its last baseline is a point lower than its first: tiny's top
        // 10 + 30 - 6.148 + 3.074 - 14.5 = 22.426 -> 22.5, small's still 21.5.
        let canvas = Dictionary(uniqueKeysWithValues: laidOut.views.map { ($0.id, $0.canvas) })
        #expect(canvas["big-Bl-001"] == rect(15, 10, big.width, 30))
        #expect(canvas["sml-Bl-001"]??.minY == small.minY)
        #expect(canvas["tny-Bl-001"]??.minY == snapped(10 + 30 - fromBottom(24, 29) + fromBottom(12, 14.5) - 14.5, scale: 2))
        #expect(canvas["tny-Bl-001"]??.minY == 22.5)
        #expect(tiny.maxX == 375 - 15)
    }

    @Test func relationsPrioritiesMultipliersAndRatios() throws {
        let (frames, laidOut) = try IBFixture.designFrames("Relations.xib")
        // A: height >= 30, <= 60 and == 80 at 750: 60. B: 45 tall, width = height x 49:45 = 49.
        #expect(frames["vwA-Re-001"] == rect(10, 10, 100, 60))
        #expect(frames["vwB-Re-001"] == rect(120, 10, 49, 45))
        // C: width = A's x 0.5; height = width x 2 at 999 but <= 40.
        #expect(frames["vwC-Re-001"] == rect(179, 10, 50, 40))
        // D: height 10 beats 20 at 250; width >= 200 beats 10 at 500. The bottom >= D's + 10.
        #expect(frames["vwD-Re-001"] == rect(10, 78, 200, 10))
        #expect(laidOut.computedHeight == 98 + 0.5)
    }

    /// Xcode stores a multiplier as it was typed, and its field takes a fraction as well as a ratio:
    /// "49/45" and "1/2" are B's 49:45 and C's 0.5.
    @Test func aMultiplierTypedAsAFractionIsThatNumber() throws {
        let text = String(decoding: try IBFixture.bytes("Relations.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"multiplier="49:45""#, with: #"multiplier="49/45""#)
            .replacingOccurrences(of: #"multiplier="0.5""#, with: #"multiplier="1/2""#)
        let laidOut = try IBFixture.cell(text: text).designFrames(textCache: Shared.cache)
        let frames = Dictionary(uniqueKeysWithValues: laidOut.views.map { ($0.id, $0.computed) })
        #expect(frames["vwB-Re-001"] == rect(120, 10, 49, 45))
        #expect(frames["vwC-Re-001"] == rect(179, 10, 50, 40))
    }

    @Test func placeholderConstraintsAreRemoved() throws {
        let cell = try IBFixture.cell("Placeholder.xib")
        // Without the placeholder height of 300: 10 + the label (the system font 17, SF Pro's line: 61/3) + 10.
        let table = try rows(cell.template, [#"{"id": 1, "label": "Hi"}"#], at375x3)
        #expect(abs(table[0][0].height - (20 + FontFacts.ceil3(FontFacts.systemLineHeight(17)) + 1.0 / 3)) < 1e-9)
        let line = try IBFixture.line("Placeholder.xib", containing: "id=\"p05-Ph-001\"")
        #expect(cell.template.issues.contains { $0.line == line && $0.message.contains("placeholder constraint p05-Ph-001 is removed") })
    }

    @Test func variationsAreResolvedForCompactWidthRegularHeight() throws {
        // The default mask excludes the 30 and 40 heights; compact width includes 30 and excludes 20; the
        // regular-width and compact-height variations do not apply to an iPhone in portrait. The top
        // constraint's constant is 14 in a compact width and regular height (50 in a regular width).
        let (frames, laidOut) = try IBFixture.designFrames("Variations.xib")
        #expect(frames["vwV-Va-001"] == rect(10, 14, 355, 30))
        #expect(laidOut.computedHeight == 14 + 30 + 10 + 0.5)
    }

    @Test func hiddenViewsKeepTheirPlaceAndHaveNoFrame() throws {
        // UIKit lays a hidden view out as any other: B stays 5 below the hidden 15-point view.
        let (frames, laidOut) = try IBFixture.designFrames("Hidden.xib")
        #expect(frames["vwH-Hi-001"] == .some(nil))
        #expect(frames["vwB-Hi-001"] == rect(10, 10 + 20 + 5 + 15 + 5, 355, 5))
        #expect(laidOut.computedHeight == 70 + 0.5)
    }

    @Test func huggingAndCompressionResistanceAsWritten() throws {
        let (frames, laidOut) = try IBFixture.designFrames("Priorities.xib")
        // Two 40 x 40 images in 375: A hugs at 251, B at 250, so B stretches.
        #expect(frames["imA-Hc-001"] == rect(10, 10, 40, 40))
        #expect(frames["imB-Hc-001"] == rect(60, 10, 375 - 70, 40))
        // Two 40-point images in a 60-point box: C resists compression at 751, D at 750, so D gives 20.
        #expect(frames["imC-Hc-001"] == rect(0, 0, 40, 40))
        #expect(frames["imD-Hc-001"] == rect(40, 0, 20, 40))
        #expect(laidOut.computedHeight == 110 + 0.5)
    }

    @Test func stackViewsCollapseHiddenArrangedViews() throws {
        let (frames, laidOut) = try IBFixture.designFrames("StackView.xib")
        // 40 (dot) + 4 + 20.5 (the system font 17 at 2x: SF Pro's 20.287) + 4 + 10 (bar); the hidden dot takes
        // neither room nor spacing.
        #expect(frames["stk-St-001"] == rect(10, 10, 355, 78.5))
        #expect(frames["lbl-St-001"] == rect(0, 44, 355, 20.5))
        #expect(frames["imH-St-001"] == .some(nil))
        #expect(frames["imB-St-001"] == rect(0, 68.5, 355, 10))
        #expect(laidOut.computedHeight == 99)
        let table = try rows(try IBFixture.cell("StackView.xib").template, [#"{"id": 1, "stackLabel": "Hi"}"#], at375x3)
        #expect(abs(table[0][0].height - (10 + 40 + 4 + FontFacts.ceil3(FontFacts.systemLineHeight(17)) + 4 + 10 + 10 + 1.0 / 3)) < 1e-9)
    }

    @Test func fontsSystemWeightsTextStylesAndUnregisteredFonts() throws {
        let cell = try IBFixture.cell("Fonts.xib")
        let item = #"{"id": 1, "medLabel": "a", "bldLabel": "b", "styLabel": "c", "cusLabel": "d"}"#
        let settings = [MeasureSetting(width: 375, scale: 3, contentSize: .large), MeasureSetting(width: 375, scale: 3, contentSize: .extraExtraExtraLarge)]
        let table = try rows(cell.template, [item], settings)[0]
        // system 15 medium, boldSystem 20, Body (17 at Large, 23 at xxxLarge), Futura 18 measured in the system
        // font (Inter's glyphs): every one takes SF Pro's line, (1950 + 494) / 2048 of the size.
        func height(body: Double) -> Double {
            [15, 20, body, 18].map { FontFacts.ceil3(FontFacts.systemLineHeight($0)) }.reduce(0, +) + 1.0 / 3
        }
        #expect(abs(table[0].height - height(body: 17)) < 1e-9)
        #expect(abs(table[1].height - height(body: 23)) < 1e-9)
        let line = try IBFixture.line("Fonts.xib", containing: "id=\"cus-Fo-001\"")
        // Futura is one of iOS's own fonts: no project ships it, so the warning says where a copy is to be had.
        #expect(cell.template.issues.contains { $0.line == line && $0.message == "font \"Futura-Medium\" is one of iOS's own (Futura), which apps "
                + "do not ship: measured in Inter; for iOS's widths and line, register a copy of it from a Mac (macOS has iOS's fonts) "
                + "with --font-file or --fonts" })
        #expect(cell.template.issues.filter { $0.message.contains("font") }.count == 1)
        // An app's own font: the file the document's <customFonts> names for it (Xcode 8 on), else no file.
        let text = String(decoding: try IBFixture.bytes("Fonts.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"name="Futura-Medium" family="Futura""#, with: #"name="Roboto-Medium" family="Roboto""#)
        let custom = #"<customFonts key="customFonts"><array key="Roboto-Medium.ttf"><string>Roboto-Medium</string></array></customFonts>"#
        let named = try IBFixture.cell(text: text.replacingOccurrences(of: "<objects>", with: custom + "<objects>"))
        #expect(named.template.issues.contains { $0.message == "font \"Roboto-Medium\" is not registered: measured in Inter (register "
                + "Roboto-Medium.ttf, the app's file the document names for it, with --font-file or --fonts)" }, "\(named.template.issues)")
        let unnamed = try IBFixture.cell(text: text)
        #expect(unnamed.template.issues.contains { $0.message == "font \"Roboto-Medium\" is not registered: measured in Inter (register it "
                + "with --font-file or --fonts)" }, "\(unnamed.template.issues)")
        // The system font's weights and sizes are the design frames' too. Every weight takes SF Pro's line,
        // (1950 + 494) / 2048 of the size, rounded up to the 2x grid: 15 points is 17.90 (18), 20 is 23.87
        // (24), Body's 17 is 20.29 (20.5) and 18 is 21.48 (21.5).
        let (frames, _) = try IBFixture.designFrames("Fonts.xib")
        #expect(frames["med-Fo-001"] == rect(16, 0, 343, 18))
        #expect(frames["bld-Fo-001"] == rect(16, 18, 343, 24))
        #expect(frames["sty-Fo-001"] == rect(16, 42, 343, 20.5))
        #expect(frames["cus-Fo-001"] == rect(16, 62.5, 343, 21.5))
    }

    /// Courier New is one of iOS's own families whose line UIKit's table has (its `hhea`: 1705 and -615 on
    /// 2048, no line gap): without a copy registered, its label is drawn in Inter at that line, 2320 / 2048 x
    /// 18 = 20.39 points (20.5 on the 2x canvas, where the system font's line gives 21.5), and the warning
    /// says so. The PostScript name's Monotype "MT" ending still gives the weight: bold.
    @Test func anInstalledFamilyWithALineTakesItsLine() throws {
        let text = String(decoding: try IBFixture.bytes("Fonts.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"name="Futura-Medium" family="Futura""#, with: #"name="CourierNewPS-BoldMT" family="Courier New""#)
        let cell = try IBFixture.cell(text: text)
        #expect(cell.template.issues.contains { $0.message == "font \"CourierNewPS-BoldMT\" is one of iOS's own (Courier New), which apps "
                + "do not ship: drawn in Inter at Courier New's line (UIKit's line height, not its widths); for iOS's widths, register a "
                + "copy of it from a Mac (macOS has iOS's fonts) with --font-file or --fonts" }, "\(cell.template.issues)")
        let frames = try cell.designFrames(textCache: Shared.cache).computedByID
        #expect(frames["cus-Fo-001"] == rect(16, 62.5, 343, 20.5))
        let table = try rows(cell.template, [#"{"id": 1, "medLabel": "a", "bldLabel": "b", "styLabel": "c", "cusLabel": "d"}"#],
                             [MeasureSetting(width: 375, scale: 3, contentSize: .large)])[0]
        let lines = [15.0, 20, 17].map { FontFacts.ceil3(FontFacts.systemLineHeight($0)) }.reduce(0, +) + FontFacts.ceil3(2320.0 / 2048 * 18)
        #expect(abs(table[0].height - (lines + 1.0 / 3)) < 1e-9)
    }

    @Test func imageViewsTakeResourceSizesAndPlaceholderSizesOnlyAtDesignTime() throws {
        let (frames, laidOut) = try IBFixture.designFrames("ImageViews.xib")
        #expect(frames["imP-Iv-001"] == rect(10, 10, 120, 90))
        #expect(frames["imQ-Iv-001"] == rect(10, 110, 143, 80.5))
        #expect(laidOut.computedHeight == 10 + 90 + 10 + 80.5 + 10 + 0.5)
        // At run time the placeholder image view has no image, so no intrinsic size: its height >= 20 alone
        // holds it.
        let run = try IBFixture.layout(IBFixture.cell("ImageViews.xib").template, width: 375, scale: 3)
        #expect(run.height == 140 + 1.0 / 3)
        #expect(run.frames["photoView"] == rect(10, 10, 120, 90))
        #expect(run.frames["ib_imQ_Iv_001"] == rect(10, 110, 0, 20))
    }

    @Test func aViewThatTranslatesItsAutoresizingMaskKeepsItsFrame() throws {
        let (frames, laidOut) = try IBFixture.designFrames("Autoresizing.xib")
        #expect(frames["vwF-Ar-001"] == rect(20, 10, 100, 30))
        #expect(laidOut.computedHeight == 50 + 0.5)
        #expect(try IBFixture.layout(IBFixture.cell("Autoresizing.xib").template, width: 414, scale: 3).frames["ib_vwF_Ar_001"] == rect(20, 10, 100, 30))
    }

    @Test func aViewLaidOutWithoutConstraintsKeepsItsFrame() throws {
        // The same view as Interface Builder writes one placed without constraints in an Auto Layout cell:
        // `fixedFrame`, not translating its mask, and no constraint naming it (the bottom one removed).
        // Interface Builder holds it at its frame with constraints of its own at build time; without them
        // it would have no size at all.
        let constraint = #"<constraint firstAttribute="bottom" secondItem="vwF-Ar-001" secondAttribute="bottom" constant="10" id="a01-Ar-001"/>"#
        let named = String(decoding: try IBFixture.bytes("Autoresizing.xib"), as: UTF8.self)
            .replacingOccurrences(of: #"<view contentMode="scaleToFill" id="vwF-Ar-001">"#,
                                  with: #"<view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vwF-Ar-001">"#)
        let text = named.replacingOccurrences(of: constraint, with: "")
        #expect(named.contains("fixedFrame") && named.contains("a01-Ar-001") && !text.contains("a01-Ar-001"))
        let fixed = try IBFixture.cell(text: text).designFrames(textCache: Shared.cache)
        #expect(fixed.views.first?.canvas == rect(20, 10, 100, 30))
        // Not fixed, the view has nothing to place or size it.
        let free = try IBFixture.cell(text: text.replacingOccurrences(of: #"fixedFrame="YES" "#, with: "")).designFrames(textCache: Shared.cache)
        #expect(free.views.first?.canvas?.size == Size(width: 0, height: 0))
        // The bottom constraint naming it makes it an Auto Layout view like any other, fixed or not.
        let constrained = try IBFixture.cell(text: named).designFrames(textCache: Shared.cache)
        #expect(constrained.views.first?.canvas?.size == Size(width: 0, height: 0))
    }
}
