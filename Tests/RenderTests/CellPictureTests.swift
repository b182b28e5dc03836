import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import LayoutTestSupport
@testable import Render
import Testing
import Typesetting
import ViewLayout

/// Pictures of cells: their size is the measured row's, their ink stays in the views, and the example cell
/// still looks as it did when its golden picture was made.
@Suite struct CellPictureTests {
    let renderer = CellRenderer(typesetter: Shared.cache.typesetter)

    /// Heights from the checked-in golden table (made by `cellheight table`), not from the renderer.
    func goldenHeight(_ template: String, id: String, width: Double, scale: Double) throws -> Double {
        var table = try GoldenTable.load(path: Paths.example("golden/\(template).csv"))
        let row = HeightRow(id: .string(id), width: width, scale: scale, contentSize: .default, height: -1, labels: nil)
        // A check against an impossible height reports the golden value.
        let difference = try #require(table.check([row]).first)
        return try #require(difference.golden)
    }

    @Test(arguments: [("status", "10001", 375.0, 2.0), ("status", "10001", 430, 3), ("settings", "setting-1", 320, 2),
                      ("chat", "m0003", 375, 3)])
    func pictureIsTheMeasuredRowInPixels(template: String, id: String, width: Double, scale: Double) throws {
        let cell = try exampleCell(template, id: id)
        let geometry = TableGeometry(width: width, scale: scale, separatorStyle: cell.template.separator)
        let height = try cell.fittingHeight(in: geometry)
        let golden = try goldenHeight(template, id: id, width: width, scale: scale)
        #expect(height == golden)
        let canvas = try renderer.render(cell, height: height, geometry: geometry)
        #expect(canvas.pixelWidth == Int(width * scale))
        #expect(Double(canvas.pixelHeight) == (golden * scale).rounded(), "\(golden) pt at @\(scale)x")
    }

    /// Widths off the pixel grid round up as layout rounds sizes: 320.5 pt @3x is 962 pixels, not 961.
    /// A cell that cannot be laid out keeps the layout engine's error: a program tells a font no file has
    /// from a picture too large without reading the message.
    @Test func aLayoutFailureKeepsItsCause() throws {
        let cell = TableViewCell(reuseIdentifier: "t")
        let label = Label(name: "title", textCache: Shared.cache, attributes: TextAttributes(family: "No Such Family"), text: "Hi")
        cell.contentView.addSubview(label)
        _ = try label.makeConstraints { $0.edges.equalToSuperview() }
        do {
            _ = try renderer.render(cell, height: 44, geometry: TableGeometry(width: 320, scale: 2))
            Issue.record("rendered a label in a family no file has")
        } catch {
            guard case .layout(let what, .text(let view, let cause)) = error else { Issue.record("\(error)"); return }
            #expect(what == "laying out \(cell.layoutDebugName) at width 320" && view == "Label 'title'")
            #expect(cause == .unknownFamily("No Such Family"))
        }
    }

    @Test func fractionalWidthsRoundUp() throws {
        let cell = try exampleCell("settings", id: "setting-1")
        let geometry = TableGeometry(width: 320.5, scale: 3)
        let canvas = try renderer.render(cell, height: try cell.fittingHeight(in: geometry), geometry: geometry)
        #expect(canvas.pixelWidth == 962)
    }

    /// Every inked pixel of a plain picture lies in a visible view's frame (labels, image placeholders), in the
    /// separator's row or in the accessory's strip: nothing is drawn where the layout put nothing.
    @Test(arguments: [("status", "10001"), ("status", "10171"), ("settings", "setting-0"), ("chat", "m0000")])
    func inkStaysInsideTheViews(template: String, id: String) throws {
        let cell = try exampleCell(template, id: id)
        let scale = 2.0
        let geometry = TableGeometry(width: 375, scale: scale, separatorStyle: cell.template.separator)
        let height = try cell.fittingHeight(in: geometry)
        let bitmap = try renderer.render(cell, height: height, geometry: geometry).bitmap()
        let frames = cell.shownDescendants()
            .filter { $0.view is Label || $0.view is FixedSizeView }
            .map { $0.frame }
        let accessoryStart = cell.contentView.frame.maxX
        let separatorRow = Int((height * scale).rounded()) - 1
        let stray = bitmap.inkPixels().filter { pixel in
            let x = (Double(pixel.x) + 0.5) / scale, y = (Double(pixel.y) + 0.5) / scale
            if pixel.y == separatorRow || x >= accessoryStart { return false }
            // Antialiasing may touch the pixel around a frame; Inter's "Å" may rise above its line (TextInkTests).
            return !frames.contains { $0.minX - 1 <= x && x <= $0.maxX + 1 && $0.minY - 1 <= y && y <= $0.maxY + 1 }
        }
        #expect(stray.isEmpty, "\(template) \(id): \(stray.count) pixels outside every view, e.g. \(stray.prefix(3))")
        #expect(bitmap.inkPixels().count > 1000)
    }

    /// The golden picture of the status example (`make golden` writes it with `cellheight render`). The
    /// same fonts, cairo and FreeType draw the same pixels; a channel may differ by a few levels where
    /// antialiasing rounds differently, no more.
    @Test func statusCellMatchesItsGoldenPicture() throws {
        let cell = try exampleCell("status", id: "10001")
        let geometry = TableGeometry(width: 375, scale: 2, separatorStyle: cell.template.separator)
        let now = try renderer.render(cell, height: try cell.fittingHeight(in: geometry), geometry: geometry).bitmap()
        let golden = try Bitmap(pngFile: Paths.goldenPicture)
        try #require(now.width == golden.width && now.height == golden.height,
                     "size \(now.width) x \(now.height), golden \(golden.width) x \(golden.height)")
        var largest = 0, differing = 0
        for index in now.pixels.indices {
            let difference = Bitmap.channelDifference(now.pixels[index], golden.pixels[index])
            largest = max(largest, difference)
            if difference > 8 { differing += 1 }
        }
        #expect(largest <= 48 && differing <= now.pixels.count / 1000,
                "largest channel difference \(largest), \(differing) pixels differ by more than 8 (make golden rewrites the picture)")
    }

    /// The golden comparison can fail: the same cell one pixel narrower does not match.
    @Test func aDifferentCellDoesNotMatchTheGoldenPicture() throws {
        let cell = try exampleCell("status", id: "10000")
        let geometry = TableGeometry(width: 375, scale: 2, separatorStyle: cell.template.separator)
        let now = try renderer.render(cell, height: try cell.fittingHeight(in: geometry), geometry: geometry).bitmap()
        let golden = try Bitmap(pngFile: Paths.goldenPicture)
        let rows = min(now.height, golden.height)
        var differing = 0
        for y in 0..<rows { for x in 0..<now.width where Bitmap.channelDifference(now[x, y], golden[x, y]) > 8 { differing += 1 } }
        #expect(differing > now.width * rows / 1000)
    }

    @Test func overlayAddsACaptionStripBelowTheCell() throws {
        let cell = try exampleCell("status", id: "10001")
        let geometry = TableGeometry(width: 375, scale: 2, separatorStyle: cell.template.separator)
        let height = try cell.fittingHeight(in: geometry)
        let plain = try renderer.render(cell, height: height, geometry: geometry)
        let overlaid = try renderer.render(cell, height: height, geometry: geometry, overlay: true)
        #expect(overlaid.pixelWidth == plain.pixelWidth)
        #expect(overlaid.pixelHeight > plain.pixelHeight)
        // The lowest view of the status cell is the action bar's first label, 12 pt (the bottom margin) up.
        let lowest = try #require(Overlay.lowestView(cell.shownDescendants(), content: cell.contentView))
        #expect(lowest.view.identifier == "reposts")
        #expect(cell.contentView.frame.maxY - lowest.frame.maxY == 12)
    }

    /// A button at the bottom of a cell is its lowest view, not its title label (which sits its 6-point
    /// insets higher); a text view likewise, not its text. The strip named the title label.
    @Test func theLowestViewIsTheButtonNotItsTitle() throws {
        let template = try CellTemplate.parse("""
            views:
              - textView: {name: note, font: {size: 14}}
              - button: {name: follow, title: Follow, insets: {horizontal: 12, vertical: 6}}
            constraints:
              - "H:|-[note]-|"
              - "note.top == contentView.topMargin"
              - "follow.top == note.bottom + 4"
              - "follow.leading == contentView.leadingMargin"
              - "contentView.bottomMargin == follow.bottom"
            bindings: {note: text}
            """, file: "controls.yaml", textCache: Shared.cache)
        let cell = try TemplateCell(template: template, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(#"{"text": "A note"}"#))
        let geometry = TableGeometry(width: 375, scale: 2, separatorStyle: .none)
        cell.frame = Rect(x: 0, y: 0, width: 375, height: try cell.fittingHeight(in: geometry))
        try cell.layoutIfNeeded()
        let lowest = try #require(Overlay.lowestView(cell.shownDescendants(), content: cell.contentView))
        #expect(lowest.view.identifier == "follow", "\(lowest.view.layoutDebugName)")
    }

    /// A stored frame given beside the layout is outlined dashed in the overlay (Xcode's orange for a misplaced
    /// view, 0xFF6A00) and named in the strip; without the overlay nothing of it is drawn.
    @Test func storedFramesAreOutlinedDashedAndNamed() throws {
        let cell = try exampleCell("status", id: "10001")
        let geometry = TableGeometry(width: 375, scale: 2, separatorStyle: cell.template.separator)
        let height = try cell.fittingHeight(in: geometry)
        // A box in the cell's empty right half, clear of every view's frame: its top edge runs along y = 30.
        let stored = StoredFrame(name: "avatar", frame: Rect(x: 300, y: 30, width: 60, height: 20))
        func orangeOnTopEdge(_ picture: Canvas) -> Int {
            let bitmap = picture.bitmap()
            return (600..<720).filter { x in Bitmap.channelDifference(bitmap[x, 60], 0xFFFF_6A00) <= 24 }.count
        }
        let marked = try renderer.render(cell, height: height, geometry: geometry, overlay: true, storedFrames: [stored])
        let plain = try renderer.render(cell, height: height, geometry: geometry, overlay: true)
        // Dashed: part of the edge's 120 pixels, not all and not none.
        #expect((20..<110).contains(orangeOnTopEdge(marked)), "\(orangeOnTopEdge(marked))")
        #expect(orangeOnTopEdge(plain) == 0)
        #expect(try renderer.render(cell, height: height, geometry: geometry, storedFrames: [stored]).bitmap()
                == renderer.render(cell, height: height, geometry: geometry).bitmap())
        let lowest = Overlay.lowestView(cell.shownDescendants(), content: cell.contentView)
        #expect(Overlay.stripText(cell, lowest: lowest, untagged: [], stored: ["avatar"], height: height, geometry: geometry)
            .hasSuffix(" · stored elsewhere (dashed): avatar"))
    }

    @Test func sheetHoldsEveryTileWithItsTitle() throws {
        var rows: [[SheetTile]] = []
        for id in ["10000", "10001", "10002"] {
            let cell = try exampleCell("status", id: id)
            var row: [SheetTile] = []
            for width in [320.0, 430] {
                let geometry = TableGeometry(width: width, scale: 1, separatorStyle: cell.template.separator)
                let height = try cell.fittingHeight(in: geometry)
                row.append(SheetTile(title: "\(id) \(width)", picture: try renderer.render(cell, height: height, geometry: geometry)))
            }
            rows.append(row)
        }
        let sheet = try renderer.sheet(rows, scale: 1)
        let band = 320.0 + 430 + CellRenderer.sheetGap
        // Tiles never overlap: the sheet is at least one band wide and as tall as a column of rows needs.
        #expect(Double(sheet.pixelWidth) >= band + 2 * CellRenderer.sheetGap)
        let tallest = rows.map { $0.map(\.size.height).max()! + CellRenderer.titleHeight }.max()!
        #expect(Double(sheet.pixelHeight) >= tallest + 2 * CellRenderer.sheetGap)
    }

    /// A tile's title shows its id on one line, isolated and at most 40 characters: a line break or a
    /// right-to-left override in an id would cut the title or turn the width and height after it around
    /// ("5.602 · x2@ 023"), and a 200-character id ran over the next tile.
    @Test func aTileTitleShowsAnyIdOnOneIsolatedLine() {
        #expect(ItemPictures.caption(ofID: "10001") == "\u{2068}10001\u{2069}")
        #expect(ItemPictures.caption(ofID: "tab\there\nnl") == "\u{2068}tab\\u{9}here\\u{A}nl\u{2069}")
        #expect(ItemPictures.caption(ofID: "\u{202E}RLO override") == "\u{2068}\\u{202E}RLO override\u{2069}")
        let long = ItemPictures.caption(ofID: String(repeating: "x", count: 200))
        #expect(long == "\u{2068}" + String(repeating: "x", count: 39) + "…\u{2069}")
    }

    @Test func tooLargeAPictureIsAnError() throws {
        #expect(throws: RenderError.invalidSize(width: 100_000, height: 10, scale: 3, limit: Canvas.maximumSide)) {
            try Canvas(width: 100_000, height: 10, scale: 3)
        }
        #expect(throws: RenderError.self) { try Canvas(width: 10, height: .nan, scale: 3) }
        #expect(throws: RenderError.self) { try Canvas(width: 10, height: 10, scale: 0) }
        // A row 0 points tall (a static table's hidden row) says there is nothing to draw.
        #expect(RenderError.invalidSize(width: 375, height: 0, scale: 3, limit: Canvas.maximumSide).description
                == "cannot draw 375 x 0 points at @3x: a side of 0 points has nothing to draw (a row 0 points tall is one its table hides)")
        #expect(throws: RenderError.invalidSize(width: 375, height: 0, scale: 3, limit: Canvas.maximumSide)) {
            try Canvas(width: 375, height: 0, scale: 3)
        }
    }

    @Test func writingToAMissingFolderSaysSo() throws {
        let canvas = try Canvas(width: 10, height: 10, scale: 1)
        #expect {
            try canvas.writePNG(to: "/nonexistent-folder/cell.png")
        } throws: { error in
            (error as? RenderError)?.description.contains("/nonexistent-folder/cell.png") == true
        }
    }
}
