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

    /// The pictures of `changed`, one per row, in the rows' order.
    public func draw(_ changed: ChangedRows.Item) throws(ReportError) -> [Canvas] {
        let id = changed.item.idText
        var pictures: [Canvas] = []
        cells.start(changed.item)
        for (index, row) in changed.rows.enumerated() {
            let cell: TemplateCell
            do { cell = try cells.cell(for: row.contentSize) } catch {
                switch error {
                case .template(let error): throw .template(error)
                case .binding(let error): throw .binding(id: id, error)
                }
            }
            let geometry = template.geometry(at: MeasureSetting(width: row.width, scale: row.scale, contentSize: row.contentSize))
            let height: Double
            do { height = try cell.fittingHeight(in: geometry) } catch { throw .measuring(id: id, error) }
            let golden = changed.golden[index] ?? row.height
            let label = golden == height ? "golden \(formatPointsShort(golden)) = now"
                : "golden \(formatPointsShort(golden)) → now \(formatPointsShort(height))"
            do { pictures.append(try renderer.render(cell, height: height, geometry: geometry, reference: golden, label: label)) } catch {
                throw .drawing(id: id, error)
            }
        }
        return pictures
    }
}
