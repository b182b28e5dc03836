/// The parsed form of a visual format string, before views and metrics give it meaning.
struct VisualFormatSyntax {
    enum Orientation { case horizontal, vertical }

    /// `==`, `<=` or `>=` a number, a metric or (in a view's size) another view, at an optional priority.
    struct Predicate {
        enum Object { case number(Double), name(String, at: Int) }
        var relation: LayoutRelation
        var object: Object
        var priority: Object?
        var position: Int
    }

    enum Connection {
        /// Views touch: `[a][b]`, `|[a]`.
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-20-`, `-(>=8,<=20)-`.
        case predicates([Predicate])
    }

    struct ViewElement {
        var name: String
        var position: Int
        var sizePredicates: [Predicate]
    }

    var orientation: Orientation = .horizontal
    /// Index of a leading `|`, if any.
    var leadingSuperview: Int?
    var leadingConnection: Connection?
    var views: [ViewElement] = []
    /// connections[i] joins views[i] and views[i + 1].
    var connections: [Connection] = []
    var trailingSuperview: Int?
    var trailingConnection: Connection?
}
