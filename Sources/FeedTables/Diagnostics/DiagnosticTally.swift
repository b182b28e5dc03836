import CellTemplates
import ViewLayout

/// Counts the diagnostics of a table's rows by problem, so a run over 10,000 broken items reports each
/// problem once when it first meets it and once more, with its count, at the end, not 10,000 times.
public struct DiagnosticTally: Sendable {
    /// Items with at least one diagnostic.
    public private(set) var items = 0
    /// Distinct problems past this many are counted, not listed.
    public let listed: Int
    private var counts: [String: Int] = [:]
    /// The problems in the order first met, with where.
    private var firsts: [(problem: String, place: String)] = []

    /// A tally that names the first `listed` distinct problems and only counts the rest.
    public init(listed: Int = 20) { self.listed = listed }

    /// Notes an item's rows; returns the warnings to show now, one per problem met for the first time:
    /// "FILE:LINE: id ID: at width W @Sx: what".
    public mutating func note(_ rows: [HeightRow], item: FeedItem, feed: String) -> [String] {
        var lines: [String] = []
        var any = false
        for row in rows {
            for diagnostic in row.diagnostics {
                any = true
                let problem = diagnostic.problem
                counts[problem, default: 0] += 1
                guard counts[problem] == 1 else { continue }
                let place = "\(feed):\(item.line): id \(item.idShown): at width \(formatPoints(row.width)) @\(formatPoints(row.scale))x"
                firsts.append((problem, place))
                if firsts.count <= listed { lines.append("\(place): \(diagnostic)") }
            }
        }
        if any { items += 1 }
        return lines
    }

    /// The closing lines: how many items had problems, and each problem with the number of rows it
    /// was found in and where it was first met. Empty when there were none.
    public var summary: [String] {
        guard items > 0 else { return [] }
        var lines = ["\(items) item(s) laid out with problems, \(firsts.count) distinct (rows with each below; "
                     + "cellheight lint explains them, --strict makes them errors):"]
        for (problem, place) in firsts.prefix(listed) { lines.append("  \(counts[problem] ?? 0) x \(problem) (first: \(place))") }
        if firsts.count > listed { lines.append("  and \(firsts.count - listed) more distinct problem(s)") }
        return lines
    }
}
