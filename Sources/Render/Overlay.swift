import CellTemplates
import HeightCache
import Typesetting
import ViewLayout

/// What `--overlay` adds to a cell's picture, to show which view decides the height: every visible
/// view's frame outlined and named, each label's line boxes and baselines, the content view's layout
/// margins, and a strip below the cell with the height and the lowest view (the one whose bottom edge
/// is nearest the cell's, through which the height is usually decided). Stored frames given beside the
/// layout (`StoredFrame`) are outlined dashed, in Xcode's colour for a misplaced view, and named in the strip.
struct Overlay {
    /// Space around the strip's text, in points.
    static let stripPadding = 4.0
    static let frameColors: [Color] = [Color(hex: 0x007AFF), Color(hex: 0x34C759), Color(hex: 0xFF9500),
                                       Color(hex: 0xAF52DE), Color(hex: 0x30B0C7)]
    static let lineBox = Color(hex: 0xFFCC00, alpha: 0.22)
    static let baseline = Color(hex: 0xFF3B30)
    static let margins = Color(hex: 0xAF52DE, alpha: 0.8)
    static let storedFrame = Color(hex: 0xFF6A00)

    let captions: Captions
    let cell: TableViewCell
    let height: Double
    let geometry: TableGeometry
    let views: [(view: View, frame: Rect, depth: Int)]
    /// The labels' drawings, made once for the cell and shared with it.
    let texts: [ObjectIdentifier: LabelDrawing]
    let lowest: (view: View, frame: Rect)?
    /// Frames a document stores where this layout puts the views elsewhere.
    let stored: [StoredFrame]
    /// The caption strip below the cell, typeset before the canvas is made (it sets the canvas's height).
    let strip: (height: Double, lines: [GlyphLine])
    /// Each named view's tag: its name, where it goes (clear of text, `TagPlacement`) and its colour.
    let tags: [(name: String, box: Rect, color: Color, lines: [GlyphLine])]
    /// Named views whose tag found no place: the strip names them.
    let untagged: [String]

    /// Tags' type size and padding, in points.
    static let tagSize = 7.0, tagPadding = 1.0

    init(cell: TableViewCell, height: Double, geometry: TableGeometry, views: [(view: View, frame: Rect, depth: Int)],
         texts: [ObjectIdentifier: LabelDrawing], captions: Captions, stored: [StoredFrame] = []) throws(RenderError) {
        self.captions = captions; self.cell = cell; self.height = height; self.geometry = geometry
        self.views = views; self.texts = texts; self.stored = stored
        lowest = Self.lowestView(views, content: cell.contentView)
        var placement = TagPlacement(bounds: Rect(x: 0, y: 0, width: geometry.rowWidth, height: height), text: Self.textBoxes(views, texts: texts))
        var tags: [(name: String, box: Rect, color: Color, lines: [GlyphLine])] = []
        var untagged: [String] = []
        for (view, frame, depth) in views where view !== cell.contentView && !view.identifier.isEmpty {
            // Shaped once: its size places it, its glyphs are drawn.
            let caption = try captions.lines(view.identifier, size: Self.tagSize, weight: 600)
            let size = Size(width: caption.width + 2 * Self.tagPadding, height: caption.height + 2 * Self.tagPadding)
            if let box = placement.place(size, for: frame) {
                tags.append((view.identifier, box, Self.frameColors[depth % Self.frameColors.count], caption.lines))
            } else {
                untagged.append(view.identifier)
            }
        }
        self.tags = tags
        self.untagged = untagged
        strip = try Self.strip(cell, lowest: lowest, untagged: untagged, stored: stored.map(\.name), height: height, geometry: geometry,
                               captions: captions)
    }

    /// Every label line's box, in the picture's coordinates: what a tag must not cover.
    static func textBoxes(_ views: [(view: View, frame: Rect, depth: Int)], texts: [ObjectIdentifier: LabelDrawing]) -> [Rect] {
        views.flatMap { view, frame, _ -> [Rect] in
            guard let drawing = texts[ObjectIdentifier(view)] else { return [] }
            return drawing.lines.map { line in
                Rect(x: frame.minX + line.x, y: frame.minY + drawing.textTop + line.line.top, width: line.line.width, height: line.line.height)
            }
        }
    }

    func draw(on canvas: Canvas) throws(RenderError) {
        if cell.usesAutoLayout {
            // Frame layout has no margins guide: its padding is the frame stacks' own.
            canvas.stroke(cell.contentView.frame.inset(by: cell.contentView.layoutMargins), Self.margins, dashed: true)
        }
        for (view, frame, _) in views {
            guard let drawing = texts[ObjectIdentifier(view)] else { continue }
            Self.drawLineBoxes(drawing.lines, at: (frame.minX, frame.minY + drawing.textTop), on: canvas)
        }
        for (view, frame, depth) in views where view !== cell.contentView {
            let color = Self.frameColors[depth % Self.frameColors.count]
            canvas.stroke(frame, color, lineWidth: view === lowest?.view ? 3 : 1)
        }
        for frame in stored { canvas.stroke(frame.frame, Self.storedFrame, lineWidth: 1.5, dashed: true) }
        for tag in tags {
            canvas.fill(tag.box, tag.color.withAlpha(0.85))
            captions.painter.draw(tag.lines, at: (tag.box.minX + Self.tagPadding, tag.box.minY + Self.tagPadding), color: .white, on: canvas)
        }
        canvas.fill(Rect(x: 0, y: height, width: geometry.rowWidth, height: strip.height), .sheet)
        captions.painter.draw(strip.lines, at: (Self.stripPadding, height + Self.stripPadding), color: .label, on: canvas)
        canvas.line(from: (0, height), to: (geometry.rowWidth, height), Self.baseline)
    }

    /// The visible view whose bottom is lowest in the content view, among those without visible subviews and
    /// the buttons and text views (whose subviews are their own parts, never named in their place).
    static func lowestView(_ views: [(view: View, frame: Rect, depth: Int)], content: View) -> (view: View, frame: Rect)? {
        var best: (view: View, frame: Rect)?
        // A button's title label and a text view's text are parts of the control: the control is the view.
        func isControl(_ view: View) -> Bool { view is Button || view is TextView }
        func isPartOfControl(_ view: View) -> Bool {
            var parent = view.superview
            while let current = parent, current !== content {
                if isControl(current) { return true }
                parent = current.superview
            }
            return false
        }
        for (view, frame, _) in views where view !== content && view.isDescendant(of: content) {
            guard isControl(view) || !view.subviews.contains(where: { !$0.isHidden }), !isPartOfControl(view) else { continue }
            if best == nil || frame.maxY > best!.frame.maxY { best = (view, frame) }
        }
        return best
    }

    /// The strip's text, wrapped to the cell's width: the height in points and pixels, the width, the
    /// lowest view with its distance from the content view's bottom, and the views whose tags found no
    /// place clear of text.
    static func strip(_ cell: TableViewCell, lowest: (view: View, frame: Rect)?, untagged: [String], stored: [String], height: Double,
                      geometry: TableGeometry, captions: Captions) throws(RenderError) -> (height: Double, lines: [GlyphLine]) {
        let text = stripText(cell, lowest: lowest, untagged: untagged, stored: stored, height: height, geometry: geometry)
        let lines = try captions.lines(text, size: 10, maxWidth: max(20, geometry.rowWidth - 2 * stripPadding))
        return (lines.height + 2 * stripPadding, lines.lines)
    }

    static func stripText(_ cell: TableViewCell, lowest: (view: View, frame: Rect)?, untagged: [String], stored: [String] = [],
                          height: Double, geometry: TableGeometry) -> String {
        let content = cell.contentView.frame
        var text = "height \(formatPointsShort(height)) pt = \(Canvas.pixels(height, scale: geometry.scale)) px @\(formatPointsShort(geometry.scale))x"
        text += " · width \(formatPointsShort(geometry.width))"
        if geometry.rowWidth != geometry.width { text += ", inset grouped row \(formatPointsShort(geometry.rowWidth))" }
        if let lowest {
            let gap = PixelGrid(scale: geometry.scale).round(content.maxY - lowest.frame.maxY)
            let name = lowest.view.identifier.isEmpty ? lowest.view.layoutDebugName : lowest.view.identifier
            text += " · lowest view: \(name), \(formatPointsShort(gap)) pt above the content bottom"
        }
        if geometry.separatorHeight > 0 { text += " · separator \(formatPointsShort(geometry.separatorHeight)) pt" }
        if !untagged.isEmpty { text += " · not tagged (no room clear of text): \(untagged.joined(separator: ", "))" }
        if !stored.isEmpty { text += " · stored elsewhere (dashed): \(stored.joined(separator: ", "))" }
        return text
    }

    /// Each line's box shaded and its baseline drawn, the lines' origin at `origin`.
    static func drawLineBoxes(_ lines: [GlyphLine], at origin: (x: Double, y: Double), on canvas: Canvas) {
        for line in lines {
            let x = origin.x + line.x
            canvas.fill(Rect(x: x, y: origin.y + line.line.top, width: line.line.width, height: line.line.height), lineBox)
            canvas.line(from: (x, origin.y + line.line.baseline), to: (x + line.line.width, origin.y + line.line.baseline), baseline)
        }
    }
}
