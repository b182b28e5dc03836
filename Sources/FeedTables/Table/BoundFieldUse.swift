import CellTemplates
import JSONLines

/// Which of a template's bound fields the items of a run have. A field one item lacks is an empty value
/// for that item; a field no item has is a misspelling or a template made for another feed (an Interface
/// Builder cell's outlets named unlike the feed's fields), and every height of the run is then the height
/// of empty views: plausible and wrong.
struct BoundFieldUse {
    /// The template's bindings: the view and the field path each reads.
    let bound: [(view: String, path: [String])]
    /// Per binding, whether some item had its field.
    private(set) var seen: [Bool]
    private var unseen: Int
    /// Whether any item was read whole: a feed whose every line failed to parse says nothing of its fields.
    private(set) var anyItem = false

    init(_ bound: [(view: String, path: [String])]) {
        self.bound = bound
        seen = Array(repeating: false, count: bound.count)
        unseen = bound.count
    }

    /// Notes the fields `item` has; once every field was seen, an item costs nothing.
    mutating func note(_ item: FeedItem) {
        anyItem = true
        guard unseen > 0 else { return }
        // Once: an item a warm cache answered parses its line when asked for its fields.
        let fields = item.fields
        for index in bound.indices where !seen[index] && fields.value(at: bound[index].path) != nil {
            seen[index] = true
            unseen -= 1
        }
    }

    /// The template binds fields and no item seen so far has any of them.
    var noneSeen: Bool { !bound.isEmpty && unseen == bound.count }

    /// The bindings whose field no item had, as "view: field".
    var absent: [String] {
        bound.indices.filter { !seen[$0] }.map { "\(bound[$0].view): \(bound[$0].path.joined(separator: "."))" }
    }
}
