import CellTemplates
import HeightCache
import Typesetting

/// A template's cells, one per content size, each bound to the current item the first time it is asked
/// for: measuring or drawing an item at several settings binds it once per content size, and the cells
/// are built once and reused for every item, as UITableView reuses a template cell. Not thread-safe: one
/// per worker.
public final class ItemCells {
    /// Why a cell could not be had for an item.
    public enum Failure: Error {
        /// The template could not build a cell (it was checked when loaded, so this is rare).
        case template(TemplateError)
        /// The item has a field of the wrong type for a binding.
        case binding(BindingError)
    }

    /// The template the cells are built from.
    public let template: CellTemplate
    private let textCache: PreparedTextCache
    private var cells: [ContentSizeCategory: TemplateCell] = [:]
    private var item: FeedItem?
    private var bound: Set<ContentSizeCategory> = []

    /// Cells of `template`, typesetting with `textCache`; none is built before it is asked for.
    public init(template: CellTemplate, textCache: PreparedTextCache) {
        self.template = template
        self.textCache = textCache
    }

    /// Makes `item` the one the cells show: each binds it when next asked for (nil: none, so idle cells
    /// keep no item alive while they wait to be reused).
    public func start(_ item: FeedItem?) {
        self.item = item
        bound.removeAll(keepingCapacity: true)
    }

    /// The cell for `contentSize`, built on first use and bound to the current item.
    public func cell(for contentSize: ContentSizeCategory) throws(Failure) -> TemplateCell {
        let cell: TemplateCell
        if let known = cells[contentSize] {
            cell = known
        } else {
            do { cell = try TemplateCell(template: template, textCache: textCache, category: contentSize) } catch {
                throw .template(error)
            }
            cells[contentSize] = cell
        }
        if let item, bound.insert(contentSize).inserted {
            do { try cell.bind(item.fields) } catch {
                bound.remove(contentSize)
                throw .binding(error)
            }
        }
        return cell
    }

    /// Whether the current item was bound to the cell of `contentSize` (it was measured, not read from a cache).
    public func hasBound(_ contentSize: ContentSizeCategory) -> Bool { bound.contains(contentSize) }
}
