import CellTemplates
import FeedTables
import ViewLayout

/// The report's HTML page: one static file with no scripts and nothing fetched from elsewhere, so it
/// opens from a CI artifact as it is. A summary (rows checked, changed, within the tolerance, missing,
/// new, bad items), the changed rows with the largest deltas first, the missing and new rows, and each
/// changed item drawn at every setting of the check, side by side (the PNG files beside the page).
public struct ReportPage {
    /// The page's generator tag. It names the tool only: an earlier report is told by `ReportFolder`'s marker file.
    public static let marker = "<meta name=\"generator\" content=\"cellheight table --report\">"
    /// Rows listed per table at most; the rest are counted.
    public static let listLimit = 500

    /// A picture on the page: its file name and its size in points.
    public struct Picture {
        /// The PNG's file name, relative to the page: the pictures sit beside it.
        public let file: String
        /// Width in points: the size the page shows the picture at.
        public let width: Double
        /// Height in points: the size the page shows the picture at.
        public let height: Double
        /// A picture written as `file`, shown `width` x `height` points.
        public init(file: String, width: Double, height: Double) { self.file = file; self.width = width; self.height = height }
    }

    /// The page's title and first heading.
    public let title: String
    /// What the check found: the counts, the differences and the changed items.
    public let found: ChangedRows
    /// The changed items in the order they are shown (largest delta first), with their pictures.
    public let shown: [(item: ChangedRows.Item, pictures: [Picture])]
    /// Changed items beyond the picture limit: listed in the table, not drawn.
    public let notDrawn: Int

    /// A page of `found` with `shown` drawn; `notDrawn` counts the changed items past the picture limit.
    public init(title: String, found: ChangedRows, shown: [(item: ChangedRows.Item, pictures: [Picture])], notDrawn: Int = 0) {
        self.title = title; self.found = found; self.shown = shown; self.notDrawn = notDrawn
    }

    /// The changed items, largest change (by its largest row delta) first; ties keep feed order.
    public static func order(_ items: [ChangedRows.Item]) -> [ChangedRows.Item] {
        func largest(_ item: ChangedRows.Item) -> Double {
            item.golden.map { abs(item.rows[$0.key].height - $0.value) }.max() ?? 0
        }
        return items.enumerated().sorted { a, b in
            let (x, y) = (largest(a.element), largest(b.element))
            return x != y ? x > y : a.offset < b.offset
        }.map(\.element)
    }

    /// The whole page, to be written as `index.html` beside its pictures.
    public var html: String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(Self.marker)
        <title>\(Self.escaped(title))</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px; color: #1c1c1e; }
        table { border-collapse: collapse; margin: 8px 0 20px; }
        th, td { border-bottom: 1px solid #e5e5ea; padding: 3px 10px; text-align: left; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .summary td { font-size: 16px; }
        .list { max-height: 420px; overflow: auto; display: inline-block; border: 1px solid #e5e5ea; }
        .item { margin: 18px 0 28px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #636366; margin-top: 4px; }
        img { display: block; border: 1px solid #d1d1d6; }
        </style>
        </head>
        <body>
        <h1>\(Self.escaped(title))</h1>

        """
        out += summary
        // The pictures first: they say why; the lists below say how much.
        if !shown.isEmpty {
            out += "<h2>Changed rows, drawn now (the line: where the golden height ended)</h2>\n"
        }
        for (number, entry) in shown.enumerated() { out += item(entry.item, pictures: entry.pictures, number: number) }
        if notDrawn > 0 {
            out += "<p>\(notDrawn) more changed item(s) are listed below and not drawn (<code>--report-pictures</code> draws more).</p>\n"
        }
        out += changedTable
        out += rowList("Missing from this run", found.differences.filter { $0.kind == .missing })
        out += rowList("New to the golden table", found.differences.filter { $0.kind == .new })
        out += "</body>\n</html>\n"
        return out
    }

    private var summary: String {
        let rows: [(String, Int)] = [("rows checked", found.rowsChecked), ("changed", found.changed),
                                     ("within the tolerance", found.withinTolerance), ("missing", found.missing),
                                     ("new", found.new), ("bad items", found.badItems)]
        var out = "<table class=\"summary\">\n"
        for (name, count) in rows { out += "<tr><th>\(name)</th><td class=\"number\">\(count)</td></tr>\n" }
        return out + "</table>\n"
    }

    private var changedTable: String {
        let changed = found.differences.filter { $0.kind == .changed }
            .sorted { abs($0.delta ?? 0) > abs($1.delta ?? 0) }
        guard !changed.isEmpty else { return "<p>No height changed.</p>\n" }
        var anchors: [String: Int] = [:]
        for (number, entry) in shown.enumerated() { anchors[entry.item.item.idText] = number }
        var out = "<h2>Changed, largest delta first</h2>\n<div class=\"list\"><table>\n<tr><th>row</th><th>golden</th><th>now</th><th>delta</th></tr>\n"
        for difference in changed.prefix(Self.listLimit) {
            let place = Self.escaped(difference.place)
            let link = anchors[difference.id].map { "<a href=\"#item-\($0 + 1)\">\(place)</a>" } ?? place
            out += "<tr><td>\(link)</td><td class=\"number\">\(formatPoints(difference.golden ?? 0))</td>"
            out += "<td class=\"number\">\(formatPoints(difference.now ?? 0))</td><td class=\"number\">\(formatSignedPoints(difference.delta ?? 0))</td></tr>\n"
        }
        out += "</table></div>\n"
        if changed.count > Self.listLimit { out += "<p>and \(changed.count - Self.listLimit) more changed rows.</p>\n" }
        return out
    }

    private func rowList(_ heading: String, _ rows: [GoldenTable.Difference]) -> String {
        guard !rows.isEmpty else { return "" }
        var out = "<h2>\(heading)</h2>\n<div class=\"list\"><table>\n"
        for difference in rows.prefix(Self.listLimit) {
            out += "<tr><td>\(Self.escaped(difference.place))</td><td class=\"number\">\(formatPoints(difference.golden ?? difference.now ?? 0))</td></tr>\n"
        }
        out += "</table></div>\n"
        if rows.count > Self.listLimit { out += "<p>and \(rows.count - Self.listLimit) more.</p>\n" }
        return out
    }

    private func item(_ item: ChangedRows.Item, pictures: [Picture], number: Int) -> String {
        var out = "<section class=\"item\" id=\"item-\(number + 1)\">\n<h3>\(Self.escaped(item.item.idText))</h3>\n<div class=\"pictures\">\n"
        for (index, (row, picture)) in zip(item.rows, pictures).enumerated() {
            var caption = "\(formatPointsShort(row.width)) @\(formatPointsShort(row.scale))x"
            if let golden = item.golden[index] {
                caption += ": golden \(formatPoints(golden)), now \(formatPoints(row.height)) (\(formatSignedPoints(row.height - golden)))"
            } else {
                caption += ": \(formatPoints(row.height)), unchanged"
            }
            out += "<figure><img src=\"\(picture.file)\" width=\"\(formatPointsShort(picture.width))\" height=\"\(formatPointsShort(picture.height))\" alt=\"\(Self.escaped(item.item.idText)) at \(caption)\">"
            out += "<figcaption>\(Self.escaped(caption))</figcaption></figure>\n"
        }
        return out + "</div>\n</section>\n"
    }


    /// Text for the page's elements and attribute values: XML's escapes, which HTML reads the same.
    static func escaped(_ text: String) -> String { XMLText.escaped(text, attribute: false) }
}
