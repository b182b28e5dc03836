import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import Render

/// Why a report's picture could not be drawn: the item and what failed, with the cause kept.
public enum ReportError: Error, CustomStringConvertible {
    /// The template could not build a cell.
    case template(TemplateError)
    /// An item's fields could not be bound (it was measured in the run, so this is rare: a cell that
    /// binds differently the second time).
    case binding(id: String, BindingError)
    /// The cell could not be measured at a setting.
    case measuring(id: String, HeightCacheError)
    /// The picture could not be drawn.
    case drawing(id: String, RenderError)
    /// The golden frames beside the golden table could not be read.
    case goldenFrames(LineReaderError)

    /// A message naming the item's id, where there is one, and what failed.
    public var description: String {
        switch self {
        case .template(let error): "\(error)"
        case let .binding(id, error): "id \(ShownText.oneLine(id)): \(error.message)"
        case let .measuring(id, error): "id \(ShownText.oneLine(id)): \(error)"
        case let .drawing(id, error): "id \(ShownText.oneLine(id)): \(error)"
        case .goldenFrames(let error): "golden frames: \(error)"
        }
    }
}
