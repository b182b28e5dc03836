import CellTemplates
import FeedTables
import ViewLayout

/// The report's HTML page: one static file with no scripts and nothing fetched from elsewhere, so it
/// opens from a CI artifact as it is. A summary (rows checked, changed, within the tolerance, missing,
/// new, bad items), what the template and the run warn of, the changed rows with the largest deltas
/// first, the missing and new rows, and each changed item drawn at every setting of the check, side by
/// side (the PNG files beside the page).
public struct ReportPage {
    /// The page's generator tag. It names the tool only: an earlier report is told by `ReportFolder`'s marker file.
    public static let marker = "<meta name=\"generator\" content=\"cellheight table --report\">"
    /// Rows listed per table at most; the rest are counted.
    public static let listLimit = 500

    /// A picture on the page: its file name, its size in points and its named views' frames.
    public struct Picture {
        /// The PNG's file name, relative to the page: the pictures sit beside it.
        public let file: String
        /// Width in points: the size the page shows the picture at.
        public let width: Double
        /// Height in points: the size the page shows the picture at.
        public let height: Double
        /// The named views' frames in the picture (points from its top-left corner).
        public let views: [GoldenFrame.View]
        /// A picture written as `file`, shown `width` x `height` points.
        public init(file: String, width: Double, height: Double, views: [GoldenFrame.View] = []) {
            self.file = file; self.width = width; self.height = height; self.views = views
        }
    }

    /// One row of a drawn item: its picture now and, when the golden table was recorded with pictures,
    /// the golden one beside it.
    public struct Row {
        /// The row as drawn now, with the golden height's line.
        public enum Now {
            case picture(Picture)
            /// The row is too large for a picture, and why.
            case notDrawn(reason: String)
        }

        /// The row now.
        public let now: Now
        /// The golden picture; nil when there is none to show (`goldenNote` says why).
        public let golden: Picture?
        /// Why no golden picture is shown, or nil.
        public let goldenNote: String?
        /// A row's pictures.
        public init(now: Picture, golden: Picture? = nil, goldenNote: String? = nil) {
            self.now = .picture(now); self.golden = golden; self.goldenNote = goldenNote
        }

        /// A row with no picture now, and why.
        public init(notDrawn: String) {
            now = .notDrawn(reason: notDrawn); golden = nil; goldenNote = nil
        }

        /// The named views whose frames differ between the golden picture and now; empty without both.
        public var changes: [FrameChange] {
            guard case .picture(let now) = now, let golden else { return [] }
            return FrameChange.between(golden: golden.views, now: now.views)
        }
    }

    /// The page's title and first heading.
    public let title: String
    /// What the check found: the counts, the differences and the changed items.
    public let found: ChangedRows
    /// The changed items in the order they are shown (largest delta first), with their rows' pictures.
    public let shown: [(item: ChangedRows.Item, rows: [Row])]
    /// Changed items beyond the picture limit: listed in the table, not drawn.
    public let notDrawn: Int
    /// A remark shown above the pictures (why no golden pictures are shown), or nil.
    public let note: String?

    /// A page of `found` with `shown` drawn; `notDrawn` counts the changed items past the picture limit.
    public init(title: String, found: ChangedRows, shown: [(item: ChangedRows.Item, rows: [Row])], notDrawn: Int = 0, note: String? = nil) {
        self.title = title; self.found = found; self.shown = shown; self.notDrawn = notDrawn; self.note = note
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
        <meta name="viewport" content="width=device-width, initial-scale=1">
        \(Self.marker)
        <title>\(Self.escaped(title))</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px; color: #1c1c1e; }
        table { border-collapse: collapse; margin: 8px 0 20px; }
        th, td { border-bottom: 1px solid #e5e5ea; padding: 3px 10px; text-align: left; overflow-wrap: anywhere; }
        h3 { overflow-wrap: anywhere; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .summary td { font-size: 16px; }
        .list { max-height: 420px; overflow: auto; display: inline-block; border: 1px solid #e5e5ea; }
        .item { margin: 18px 0 28px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
        .row ul { flex-basis: 100%; margin: 2px 0 0; padding-left: 18px; font-size: 12px; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #636366; margin-top: 4px; }
        .shot { position: relative; }
        img { display: block; border: 1px solid #d1d1d6; }
        .moved { position: absolute; outline: 2px dashed #FF2D55; }
        .ended { border-left: 4px solid #FF3B30; padding: 6px 10px; background: #FFF2F1; }
        </style>
        </head>
        <body>
        <h1>\(Self.escaped(title))</h1>

        """
        if let reason = found.notStarted {
            // Nothing was measured: no counts of nothing, which would read as a check that passed.
            out += "<p class=\"ended\"><b>The check did not run</b>: \(Self.escaped(reason)). No item was measured; "
                + "this page holds no result.</p>\n"
            return out + warningList + "</body>\n</html>\n"
        }
        if let reason = found.endedEarly {
            out += "<p class=\"ended\"><b>The run ended before the feed's end</b>: \(Self.escaped(reason)). "
                + "This report is of the items before it; the rest were not measured.</p>\n"
        }
        out += summary
        out += warningList
        out += badItemList
        // The pictures first: they say why; the lists below say how much.
        if !shown.isEmpty {
            out += "<h2>Changed rows: golden and now (the line: where the golden height ended; dashed: views whose frames changed)</h2>\n"
            if let note { out += "<p>\(Self.escaped(note))</p>\n" }
        }
        for (number, entry) in shown.enumerated() { out += item(entry.item, rows: entry.rows, number: number) }
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

    /// What the template and the run warn of, under the summary: they may make a passing check's heights
    /// other than the app's (a font measured in the stand-in).
    private var warningList: String {
        guard !found.warnings.isEmpty else { return "" }
        var out = "<h2>Warnings</h2>\n<ul class=\"warnings\">\n"
        for warning in found.warnings.prefix(Self.listLimit) { out += "<li>\(Self.escaped(warning))</li>\n" }
        if found.warnings.count > Self.listLimit { out += "<li>and \(found.warnings.count - Self.listLimit) more</li>\n" }
        return out + "</ul>\n"
    }

    /// The items that could not be measured, with why: they fail the check, and their golden rows show as
    /// missing below.
    private var badItemList: String {
        guard !found.badItemMessages.isEmpty else { return "" }
        var out = "<h2>Bad items</h2>\n<ul class=\"bad\">\n"
        for message in found.badItemMessages { out += "<li>\(Self.escaped(message))</li>\n" }
        if found.badItems > found.badItemMessages.count { out += "<li>and \(found.badItems - found.badItemMessages.count) more</li>\n" }
        return out + "</ul>\n"
    }

    private var changedTable: String {
        let changed = found.differences.filter { $0.kind == .changed }
            .sorted { abs($0.delta ?? 0) > abs($1.delta ?? 0) }
        guard !changed.isEmpty else {
            return found.endedEarly == nil ? "<p>No height changed.</p>\n" : "<p>No height changed in the items measured.</p>\n"
        }
        var anchors: [IDKey: Int] = [:]
        for (number, entry) in shown.enumerated() { anchors[IDKey(entry.item.item.idText)] = number }
        var out = "<h2>Changed, largest delta first</h2>\n<div class=\"list\"><table>\n<tr><th>row</th><th>golden</th><th>now</th><th>delta</th></tr>\n"
        for difference in changed.prefix(Self.listLimit) {
            let place = Self.escaped(difference.place)
            let link = anchors[IDKey(difference.id)].map { "<a href=\"#item-\($0 + 1)\">\(place)</a>" } ?? place
            // Two heights that differ never read as one (44.33 and 44.33 with a delta of +0.0003).
            let (golden, now) = formatPointsApart(difference.golden ?? 0, difference.now ?? 0)
            out += "<tr><td>\(link)</td><td class=\"number\">\(golden)</td>"
            out += "<td class=\"number\">\(now)</td><td class=\"number\">\(difference.deltaText ?? "")</td></tr>\n"
        }
        out += "</table></div>\n"
        if changed.count > Self.listLimit { out += "<p>and \(changed.count - Self.listLimit) more changed rows.</p>\n" }
        return out
    }

    private func rowList(_ heading: String, _ rows: [GoldenTable.Difference]) -> String {
        guard !rows.isEmpty else { return "" }
        var out = "<h2>\(heading)</h2>\n<div class=\"list\"><table>\n"
        for difference in rows.prefix(Self.listLimit) {
            out += "<tr><td>\(Self.escaped(difference.place))</td><td class=\"number\">\(formatPointsShort(difference.golden ?? difference.now ?? 0))</td></tr>\n"
        }
        out += "</table></div>\n"
        if rows.count > Self.listLimit { out += "<p>and \(rows.count - Self.listLimit) more.</p>\n" }
        return out
    }

    private func item(_ item: ChangedRows.Item, rows: [Row], number: Int) -> String {
        let id = Self.escaped(item.item.idText)
        var out = "<section class=\"item\" id=\"item-\(number + 1)\">\n<h3>\(id)</h3>\n<div class=\"pictures\">\n"
        for (index, (row, pictures)) in zip(item.rows, rows).enumerated() {
            var caption = "\(formatPointsShort(row.width)) @\(formatPointsShort(row.scale))x"
            // Pictures of one width and scale at two content sizes are told apart.
            if row.contentSize != .default { caption += " \(row.contentSize.rawValue)" }
            if let golden = item.golden[index] ?? item.withinTolerance[index] {
                let (was, now) = formatPointsApart(golden, row.height)
                let tolerated = item.golden[index] == nil ? ", within the tolerance" : ""
                caption += ": golden \(was), now \(now) (\(formatSignedPointsShort(row.height - golden))\(tolerated))"
            } else {
                caption += ": \(formatPointsShort(row.height)), unchanged"
            }
            let changes = pictures.changes
            out += "<div class=\"row\">\n"
            if let golden = pictures.golden {
                out += figure(golden, moved: changes.compactMap { $0.golden }, alt: "\(id) golden", caption: "golden")
            }
            switch pictures.now {
            case .picture(let now):
                out += figure(now, moved: changes.compactMap { $0.now }, alt: "\(id) at \(Self.escaped(caption))", caption: Self.escaped(caption))
            case .notDrawn(let reason):
                out += "<figure><figcaption>\(Self.escaped(caption)): not drawn: \(Self.escaped(reason))</figcaption></figure>\n"
            }
            if let note = pictures.goldenNote { out += "<ul><li>\(Self.escaped(note))</li></ul>\n" }
            if !changes.isEmpty {
                out += "<ul>\n"
                for change in changes { out += "<li><b>\(Self.escaped(change.name))</b>: \(Self.escaped(change.summary))</li>\n" }
                out += "</ul>\n"
            } else if pictures.golden != nil {
                out += "<ul><li>No named view's frame changed.</li></ul>\n"
            }
            out += "</div>\n"
        }
        return out + "</div>\n</section>\n"
    }

    /// A picture with dashed outlines over `moved` (frames in its points), and its caption (already escaped).
    private func figure(_ picture: Picture, moved: [Rect], alt: String, caption: String) -> String {
        var out = "<figure><div class=\"shot\"><img src=\"\(picture.file)\" width=\"\(formatPointsShort(picture.width))\" "
            + "height=\"\(formatPointsShort(picture.height))\" alt=\"\(alt)\">"
        for frame in moved {
            out += "<span class=\"moved\" style=\"left:\(formatPointsShort(frame.minX))px;top:\(formatPointsShort(frame.minY))px;"
                + "width:\(formatPointsShort(frame.width))px;height:\(formatPointsShort(frame.height))px\"></span>"
        }
        return out + "</div><figcaption>\(caption)</figcaption></figure>\n"
    }

    /// Text for the page's elements and attribute values: XML's escapes, which HTML reads the same.
    static func escaped(_ text: String) -> String { XMLText.escaped(text, attribute: false) }
}
