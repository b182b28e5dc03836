import ViewLayout

/// Why a height could not be given. Each case names the template and, where there is one, the row.
public enum HeightCacheError: Error, CustomStringConvertible {
    /// No template was registered under this identifier.
    case unregisteredIdentifier(String, kind: TemplateKind)
    /// The registered template is not of the type the configuration expects.
    case templateTypeMismatch(identifier: String, expected: String, actual: String)
    /// A geometry field outside its range (a width <= 0, a scale of 0, ...).
    case invalidGeometry(field: String, value: Double, expected: String)
    /// The content view would be this wide: no height is computed (or cached) at a width <= 0.
    case invalidContentWidth(identifier: String, location: String?, width: Double, geometry: TableGeometry)
    /// Layout gave 0: nothing in the content decides a height. `problems` names the views that leave it open.
    case zeroHeight(identifier: String, location: String?, problems: [String])
    /// The fitting height is above `TableView.maximumRowHeight` (a million points): `view` is the tallest
    /// view of the layout, the one that made it (`viewHeight` high).
    case heightTooLarge(identifier: String, location: String?, height: Double, view: String, viewHeight: Double)
    /// Laying the template out failed.
    case layout(identifier: String, location: String?, LayoutError)
    /// The configuration closure threw.
    case configuration(identifier: String, location: String?, any Error)
    /// An index path or section outside the table's rows.
    case outOfRange(String)
    /// An update that does not match the data source's counts, or names a row twice; the index-path cache
    /// was cleared so no height can land on the wrong row.
    case invalidUpdate(String)
    /// Index-path caching and updates need the table's row counts.
    case noDataSource
    /// The view's owner set a `displayScale` other than the scale the height is asked for: measuring would
    /// round at one scale and the answer be kept under the other.
    case scaleConflict(identifier: String, displayScale: Double, requested: Double)
    /// The view's text was set up for the content size `configured` (`TableContentView.configuredContentSize`),
    /// and the height is asked for at `requested`: it would be the height of the other size's text, kept
    /// under this one.
    case contentSizeConflict(identifier: String, configured: ContentSizeCategory, requested: ContentSizeCategory)

    /// A message for a person: the template, the row where there is one, and what went wrong.
    public var description: String {
        func at(_ location: String?) -> String { location.map { " at \($0)" } ?? "" }
        switch self {
        case .unregisteredIdentifier(let id, let kind):
            return "no \(kind) registered for reuse identifier '\(id)'"
        case .templateTypeMismatch(let id, let expected, let actual):
            return "template '\(id)' is a \(actual), but the configuration expects a \(expected)"
        case .invalidGeometry(let field, let value, let expected):
            return "\(field) \(formatPoints(value)) is invalid: expected \(expected)"
        case .invalidContentWidth(let id, let location, let width, let geometry):
            return "'\(id)'\(at(location)): content view width would be \(formatPoints(width)) in a table of \(geometry); no height at a width <= 0"
        case .zeroHeight(let id, let location, let problems):
            let why = problems.isEmpty ? "" : ": " + problems.joined(separator: "; ")
            return "'\(id)'\(at(location)): fitting height is 0, the cell does not size itself\(why)"
        case .heightTooLarge(let id, let location, let height, let view, let viewHeight):
            return "'\(id)'\(at(location)): height \(formatPoints(height)) is above the limit of \(formatPoints(TableView.maximumRowHeight)) points; "
                + "\(view) made it (\(formatPoints(viewHeight)) high)"
        case .layout(let id, let location, let error):
            return "'\(id)'\(at(location)): \(error)"
        case .configuration(let id, let location, let error):
            return "'\(id)'\(at(location)): configuration failed: \(error)"
        case .outOfRange(let message):
            return message
        case .invalidUpdate(let message):
            return "invalid table update: \(message)"
        case .scaleConflict(let id, let displayScale, let requested):
            return "'\(id)': its displayScale is \(formatPoints(displayScale)) but the height is asked for at scale "
                + "\(formatPoints(requested)); clear displayScale or measure at its scale"
        case .contentSizeConflict(let id, let configured, let requested):
            return "'\(id)': its text is set up for content size \(configured) but the height is asked for at \(requested); "
                + "make the cell for that content size (one reuse identifier per content size, or the table's own)"
        case .noDataSource:
            return "the table has no data source: index-path heights and updates need its row counts "
                + "(a table holds its data source weakly, as UITableView does: keep a reference to it)"
        }
    }
}

/// What a reuse identifier was registered for.
public enum TemplateKind: String, Sendable, CustomStringConvertible {
    case cell, headerFooterView = "header/footer view", view
    /// The kind as messages name it ("cell", "header/footer view", "view").
    public var description: String { rawValue }
}
