/// Constraints or views named in a one-line message.
///
/// A conflict along a long chain of views involves every link of it: a broken chain of 55 views named over
/// a hundred constraints in one line of an error, which no one reads, and the views such a cell leaves loose
/// or squeezes are as many. One-line messages name the first `limit`, in their own order, and count the
/// rest; Auto Layout's console-shaped report (`UnsatisfiableConstraints.description`) still names every
/// constraint.
public enum ShortList {
    /// How many constraints or views a one-line message names.
    public static let limit = 8

    /// `descriptions` joined by commas, the first `limit` of them and then how many more there are.
    public static func line(_ descriptions: [String], limit: Int = limit) -> String {
        guard descriptions.count > limit else { return descriptions.joined(separator: ", ") }
        return descriptions.prefix(limit).joined(separator: ", ") + " and \(descriptions.count - limit) more"
    }
}
