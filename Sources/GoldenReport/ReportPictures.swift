import CellTemplates
import FeedTables
import HeightCache
import Render
import Typesetting
import ViewLayout

/// Draws the pictures of a report: each changed item at every setting of the check, with its overlay
/// and a line where the golden height ended. One cell per content size is built and rebound per item,
/// as the table run does; not thread-safe (one instance per thread).
public final class ReportPictures {
    /// The checked template, built into one cell per content size to draw the items with.
    public let template: CellTemplate
    /// Prepared texts, shared with the run or other instances so drawing does not prepare them again.
    public let textCache: PreparedTextCache
    private let renderer: CellRenderer
    private let cells: ItemCells

    /// Draws `template`'s cells, typesetting with `textCache`'s typesetter.
    public init(template: CellTemplate, textCache: PreparedTextCache) {
        self.template = template
        self.textCache = textCache
        renderer = CellRenderer(typesetter: textCache.typesetter)
        cells = ItemCells(template: template, textCache: textCache)
    }

    /// The file name of the picture of row `row` of the `index`-th changed item: ids may hold any
    /// character, so names are made of numbers.
    public static func fileName(item index: Int, row: Int) -> String { "row-\(index + 1)-\(row + 1).png" }

    /// The file name of the golden picture shown beside `fileName(item:row:)`'s.
    public static func goldenFileName(item index: Int, row: Int) -> String { "golden-\(index + 1)-\(row + 1).png" }

    /// A row's picture with the frames of its named views (cell coordinates, as drawn), or why it has none.
    public enum Drawn {
        /// The picture, with its overlay and the golden height's line, and the named views' frames as it shows them.
        case picture(Canvas, views: [GoldenFrame.View])
        /// The row is too large to draw: its size in pixels is past the picture limit.
        case notDrawn(reason: String)

        /// The picture, or nil when the row is not drawn.
        public var canvas: Canvas? {
            guard case .picture(let canvas, _) = self else { return nil }
            return canvas
        }

        /// Why the row has no picture, or nil when it has one.
        public var notDrawn: String? {
            guard case .notDrawn(let reason) = self else { return nil }
            return reason
        }
    }

    /// The pictures of `changed`, one per row, in the rows' order.
    public func draw(_ changed: ChangedRows.Item) throws(ReportError) -> [Drawn] {
        let id = changed.item.idText
        var pictures: [Drawn] = []
        cells.start(changed.item)
        for (index, row) in changed.rows.enumerated() {
            let (cell, geometry) = try laidOut(row, id: id)
            let height: Double
            do { height = try cell.fittingHeight(in: geometry) } catch { throw .measuring(id: id, error) }
            let golden = changed.golden[index] ?? row.height
            let label = golden == height ? "golden \(formatPointsShort(golden)) = now"
                : { let (was, now) = formatPointsApart(golden, height); return "golden \(was) → now \(now)" }()
            do {
                let canvas = try renderer.render(cell, height: height, geometry: geometry, reference: golden, label: label)
                pictures.append(.picture(canvas, views: Self.views(of: cell)))
            } catch {
                // A row too large to draw (a runaway height is a change worth a report) leaves its place on the
                // page to the reason; the item's other rows, and the other items, are still drawn.
                guard case .invalidSize = error else { throw .drawing(id: id, error) }
                pictures.append(.notDrawn(reason: "\(error)"))
            }
        }
        return pictures
    }

    /// The golden frames of `item`'s `rows` (one per row, in their order): each row's cell laid out at the
    /// row's height and drawn without overlay, the picture brought down to 1x in sixteen grey levels, and its
    /// named views' frames. A row too large to draw (past the 16,384 pixels a side a picture may have) has
    /// none, as a report draws none of it: a recording's table is not lost to one very tall row, and the next
    /// check's report says the row has no golden picture.
    public func goldenFrames(of item: FeedItem, rows: [HeightRow]) throws(ReportError) -> [GoldenFrame] {
        let id = item.idText
        cells.start(item)
        var frames: [GoldenFrame] = []
        for row in rows {
            let (cell, geometry) = try laidOut(row, id: id)
            // Measuring hosts the cell at the row's scale and width, which drawing lays it out in.
            do throws(HeightCacheError) { _ = try cell.fittingHeight(in: geometry) } catch { throw .measuring(id: id, error) }
            do throws(RenderError) {
                let picture = try renderer.render(cell, height: row.height, geometry: geometry)
                let small = try Canvas(width: geometry.rowWidth, height: row.height, scale: 1)
                small.draw(picture, at: (0, 0))
                let key = GoldenFrame.Key(id: id, width: row.width, scale: row.scale, contentSize: row.contentSize.rawValue)
                frames.append(GoldenFrame(key: key, height: row.height, views: Self.views(of: cell), png: try small.greyPNGData()))
            } catch {
                if case .invalidSize = error { continue }
                throw .drawing(id: id, error)
            }
        }
        return frames
    }

    private func laidOut(_ row: HeightRow, id: String) throws(ReportError) -> (TemplateCell, TableGeometry) {
        let cell: TemplateCell
        do { cell = try cells.cell(for: row.contentSize) } catch {
            switch error {
            case .template(let error): throw .template(error)
            case .binding(let error): throw .binding(id: id, error)
            }
        }
        return (cell, template.geometry(at: MeasureSetting(width: row.width, scale: row.scale, contentSize: row.contentSize)))
    }

    private static func views(of cell: TemplateCell) -> [GoldenFrame.View] {
        CellRenderer.namedFrames(in: cell).map { GoldenFrame.View(name: $0.name, frame: $0.frame) }
    }
}
