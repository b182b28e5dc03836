import CellTemplates
import HeightCache
import Typesetting
import ViewLayout

/// Draws table cells as they were measured: every label's glyphs where the layout put them (buttons' titles
/// and text views' texts among them), image views and controls as placeholders with their size written in,
/// the accessory and the separator; with `overlay`, also the
/// frames, line boxes, baselines, layout margins and the height (see `Overlay`).
///
/// Not thread-safe: use one renderer per thread.
public final class CellRenderer {
    let painter = GlyphPainter()
    let captions: Captions
    /// Catalog images decoded so far, by file (nil: a PDF, drawn as a placeholder): a table's items show
    /// the same few images again and again.
    private var images: [String: DecodedImage?] = [:]
    /// Pixels the decoded images hold: past `imagePixelBudget` the ones decoded so far are let go, so that a
    /// sheet of items each with a large photo holds a few of them, not all (500 of 50 million pixels each).
    private var cachedPixels = 0
    static let imagePixelBudget = 64_000_000
    /// Which image files may be read when drawn: a server's templates read only files inside its folder,
    /// and a catalog's file may have become a link out of it since the template loaded.
    let reads: TemplateReads

    /// - Parameters:
    ///   - typesetter: sets the captions of placeholders and overlays (any typesetter with the bundled
    ///     fonts will do; cell text always uses the cell's own).
    ///   - reads: the image files that may be read (checked again as each is drawn); any, by default.
    public init(typesetter: Typesetter, reads: TemplateReads = .any) {
        captions = Captions(typesetter: typesetter, painter: painter)
        self.reads = reads
    }

    /// Lays `cell` out at `height` in a table of `geometry` and draws it. `height` is the row height the
    /// table gave (separator included); the picture is `width x height` points, i.e.
    /// `ceil(width * scale) x ceil(height * scale)` pixels, plus a caption strip with `overlay`. With
    /// `overlay`, `storedFrames` (frames a document stores where this layout puts the views elsewhere) are
    /// outlined dashed and named in the strip.
    public func render(_ cell: TableViewCell, height: Double, geometry: TableGeometry, overlay: Bool = false,
                       storedFrames: [StoredFrame] = []) throws(RenderError) -> Canvas {
        let drawing = try prepare(cell, height: height, geometry: geometry, overlay: overlay, storedFrames: storedFrames)
        let canvas: Canvas
        do {
            canvas = try Canvas(width: geometry.rowWidth, height: drawing.height, scale: geometry.scale)
        } catch .invalidSize(let width, _, let scale, let limit, _) where drawing.height != height {
            // Said with the row's height, which the table gives, and the strip apart.
            throw .invalidSize(width: width, height: height, scale: scale, limit: limit, strip: drawing.height - height)
        }
        try drawContent(drawing.views, texts: drawing.texts, on: canvas)
        drawAccessory(of: cell, geometry: geometry, on: canvas)
        drawSeparator(of: cell, height: height, geometry: geometry, on: canvas)
        try drawing.marks?.draw(on: canvas)
        return canvas
    }

    /// The size in points of the picture `render` makes with the same arguments (whole pixels at the
    /// geometry's scale), found by laying the cell out without drawing it: a contact sheet is laid out
    /// from these before any picture is made.
    public func pictureSize(_ cell: TableViewCell, height: Double, geometry: TableGeometry, overlay: Bool = false,
                            storedFrames: [StoredFrame] = []) throws(RenderError) -> Size {
        // Without an overlay the picture is the row: no layout and no label drawing are needed to size it.
        let pictureHeight = overlay
            ? try prepare(cell, height: height, geometry: geometry, overlay: true, storedFrames: storedFrames).height : height
        let scale = geometry.scale
        return Size(width: Double(Canvas.pixels(geometry.rowWidth, scale: scale)) / scale,
                    height: Double(Canvas.pixels(pictureHeight, scale: scale)) / scale)
    }

    /// What a picture of a cell holds, before it is drawn.
    private struct Drawing {
        var views: [(view: View, frame: Rect, depth: Int)]
        var texts: [ObjectIdentifier: LabelDrawing]
        var marks: Overlay?
        /// The picture's height in points: the row's, plus the overlay's strip.
        var height: Double
    }

    private func prepare(_ cell: TableViewCell, height: Double, geometry: TableGeometry, overlay: Bool,
                         storedFrames: [StoredFrame]) throws(RenderError) -> Drawing {
        do {
            cell.frame = Rect(x: 0, y: 0, width: geometry.rowWidth, height: height)
            // An open layout is drawn as it was measured at that height: solved again, it could split a row
            // of wrapping labels otherwise than the row's height and label lines say.
            if cell.startsLayoutOverForEachFitting, cell.measuredRowHeight == height {
                try cell.layoutAsMeasured()
            } else {
                try cell.layoutIfNeeded()
            }
        } catch {
            throw .layout(what: "laying out \(cell.layoutDebugName) at width \(formatPoints(geometry.width))", error)
        }
        // One walk of the tree and one drawing per label, shared by the content and the overlay.
        let views = cell.shownDescendants()
        var texts: [ObjectIdentifier: LabelDrawing] = [:]
        for (view, _, _) in views {
            guard let label = view as? Label else { continue }
            do { texts[ObjectIdentifier(label)] = try label.drawing() } catch { throw .layout(what: "drawing \(label.layoutDebugName)", error) }
        }
        let marks = overlay
            ? try Overlay(cell: cell, height: height, geometry: geometry, views: views, texts: texts, captions: captions, stored: storedFrames)
            : nil
        return Drawing(views: views, texts: texts, marks: marks, height: height + (marks?.strip.height ?? 0))
    }

    /// The named visible views of `cell` as it is laid out now, with their frames in the cell's coordinates,
    /// in drawing order: what a report compares between a golden picture and a new one.
    public static func namedFrames(in cell: TableViewCell) -> [(name: String, frame: Rect)] {
        cell.shownDescendants().compactMap { view, frame, _ in
            view === cell.contentView || view.identifier.isEmpty ? nil : (view.identifier, frame)
        }
    }

    private func drawContent(_ views: [(view: View, frame: Rect, depth: Int)], texts: [ObjectIdentifier: LabelDrawing],
                             on canvas: Canvas) throws(RenderError) {
        for (view, frame, _) in views {
            if let drawing = texts[ObjectIdentifier(view)] {
                painter.draw(drawing.lines, at: (frame.minX, frame.minY + drawing.textTop), color: .label, on: canvas)
            } else if let image = view as? FixedSizeView, let file = image.imageFile, frame.width > 0, frame.height > 0,
                      let decoded = try decodedImage(file) {
                canvas.draw(decoded, in: frame)
            } else if view is FixedSizeView || view is Control, frame.width > 0, frame.height > 0 {
                canvas.fill(frame, .placeholder)
                let size = "\(formatPointsShort(frame.width))×\(formatPointsShort(frame.height))"
                for points in stride(from: 11.0, through: 6, by: -1) {
                    if try captions.drawCentered(size, in: frame.inset(by: EdgeInsets(all: 2)), size: points, color: .secondary, on: canvas) { break }
                }
            }
        }
    }

    private func decodedImage(_ file: String) throws(RenderError) -> DecodedImage? {
        if let known = images[file] { return known }
        // The file read is the one checked: its real path, so that a link swapped in after the check is not
        // followed (what `reads` refuses is where a path leads).
        let real = RealPath.of(file) ?? file
        if let refusal = reads.refusal(real) { throw .image(path: file, "not read: \(refusal)") }
        let decoded = try DecodedImage.load(real)
        let pixels = decoded.map { $0.pixelWidth * $0.pixelHeight } ?? 0
        if cachedPixels + pixels > Self.imagePixelBudget {
            images.removeAll()
            cachedPixels = 0
        }
        images[file] = decoded
        cachedPixels += pixels
        return decoded
    }

    /// UITableViewCell's system accessories, drawn in the strip right of the content view, centred
    /// vertically on it. Shapes follow iOS's symbols in size and colour, not to the pixel.
    private func drawAccessory(of cell: TableViewCell, geometry: TableGeometry, on canvas: Canvas) {
        let content = cell.contentView.frame
        let middle = content.midY
        let trailing = geometry.rowWidth - geometry.sectionIndexWidth - 16
        if let custom = cell.accessoryView {
            let height = min(max(content.height - 8, 0), 24)
            canvas.stroke(Rect(x: trailing - custom.frame.width, y: middle - height / 2, width: custom.frame.width, height: height),
                          .secondary, dashed: true)
            return
        }
        func chevron(at x: Double) {
            canvas.path([(x, middle - 6), (x + 6, middle), (x, middle + 6)], Color.secondary.withAlpha(0.6), lineWidth: 2)
        }
        func info(centerX: Double) {
            canvas.circle(center: (centerX, middle), radius: 10, .tint, lineWidth: 1.5)
            canvas.fill(Rect(x: centerX - 1, y: middle - 2, width: 2, height: 7), .tint)
            canvas.fill(Rect(x: centerX - 1, y: middle - 6, width: 2, height: 2), .tint)
        }
        switch cell.accessoryType {
        case .none: break
        case .disclosureIndicator: chevron(at: trailing - 6)
        case .checkmark: canvas.path([(trailing - 14, middle), (trailing - 9, middle + 5), (trailing, middle - 6)], .tint, lineWidth: 2)
        case .detailButton: info(centerX: trailing - 11)
        case .detailDisclosureButton:
            chevron(at: trailing - 6)
            info(centerX: trailing - 6 - 12 - 11)
        }
    }

    /// The separator: one pixel at the bottom of the row, inset on the left by the cell's layout margin.
    private func drawSeparator(of cell: TableViewCell, height: Double, geometry: TableGeometry, on canvas: Canvas) {
        guard geometry.separatorStyle != .none else { return }
        let inset = geometry.cellLayoutMargin()
        let pixel = 1 / geometry.scale
        canvas.fill(Rect(x: inset, y: height - pixel, width: max(0, geometry.rowWidth - inset), height: pixel), .separator)
    }
}
