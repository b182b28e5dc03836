import CellTemplates

/// A table as CSV: `id,width,height`, plus a `scale` column when the table has rows at several scales and a
/// `content_size` column when it has rows at a content size other than the default (a golden table keeps
/// the columns of the one it replaces).
public struct CSVTableSink: TableSink {
    /// The columns rows are written in.
    public let columns: CSVColumns
    private let output: any TextOutput

    /// A CSV table in `columns`.
    public init(columns: CSVColumns, output: any TextOutput) { self.columns = columns; self.output = output }

    /// A CSV table with the columns that tell the rows of `settings` apart.
    public init(settings: [MeasureSetting], output: any TextOutput) {
        self.init(columns: CSVColumns(settings: settings), output: output)
    }

    /// Numbers already written, as written: a table has a few widths and a few hundred heights, each
    /// written over and over, and formatting a height costs more than looking it up.
    private var numbers = FormattedNumbers()
    /// A batch's lines, as bytes (kept from batch to batch for its capacity).
    private var lines: [UInt8] = []

    public mutating func begin() { output.write(columns.header) }
    public mutating func write(_ rows: [HeightRow]) {
        lines.removeAll(keepingCapacity: true)
        columns.append(rows, numbers: &numbers, to: &lines)
        lines.withUnsafeBytes { output.write(utf8: $0) }
    }
    public mutating func commit() {}
}

/// The columns of a CSV height table and its rows' text.
public struct CSVColumns: Sendable {
    /// Whether rows have a scale column.
    public let scale: Bool
    /// Whether rows have a content_size column.
    public let contentSize: Bool

    public init(scale: Bool, contentSize: Bool) { self.scale = scale; self.contentSize = contentSize }

    /// The columns that tell the rows of `settings` apart, and a content_size column for rows at a single
    /// content size other than the default, which a table without the column is read as (a golden table
    /// recorded at AX3 alone and checked at large would compare AX3's heights).
    public init(settings: [MeasureSetting]) {
        self.init(scale: Set(settings.map(\.scale)).count > 1, contentSize: Self.needsContentSize(settings))
    }

    /// Whether rows at `settings` need a content_size column: a table without one holds the default
    /// content size's rows only.
    static func needsContentSize(_ settings: [MeasureSetting]) -> Bool {
        let sizes = Set(settings.map(\.contentSize))
        return sizes.count > 1 || sizes.first.map { $0 != .default } == true
    }

    /// The header line.
    public var header: String {
        "id,width,height" + (scale ? ",scale" : "") + (contentSize ? ",content_size" : "") + "\n"
    }

    /// The lines of `rows`.
    public func text(_ rows: [HeightRow]) -> String {
        var numbers = FormattedNumbers()
        return text(rows, numbers: &numbers)
    }

    /// Appends the lines of `rows` to `out` as UTF-8, with the numbers formatted before taken from
    /// `numbers`. Bytes rather than a string: a warm run writes rows as fast as it looks them up, and
    /// appending to a string checks its capacity and encoding at every piece.
    func append(_ rows: [HeightRow], numbers: inout FormattedNumbers, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + rows.count * 32)
        // An item's rows share its id: its field is made once (ids compared byte for byte, not as Swift's
        // canonically equivalent strings: "é" and "e\u{301}" are two ids).
        var id: (text: String, field: String)?
        for row in rows {
            let text = row.idText
            if id.map({ !Self.sameBytes($0.text, text) }) ?? true { id = (text, Self.field(text)) }
            out.append(contentsOf: id!.field.utf8)
            out.append(UInt8(ascii: ",")); out += numbers.setting(row.width)
            out.append(UInt8(ascii: ",")); out += numbers.height(row.height)
            if scale { out.append(UInt8(ascii: ",")); out += numbers.setting(row.scale) }
            if contentSize { out.append(UInt8(ascii: ",")); out += row.contentSize.rawValue.utf8 }
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// Whether two strings have the same UTF-8 bytes (an item's rows share one string, found at once).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.baseAddress == y.baseAddress || x.elementsEqual(y)) }
        }
    }

    /// The lines of `rows`, with the numbers formatted before taken from `numbers`.
    func text(_ rows: [HeightRow], numbers: inout FormattedNumbers) -> String {
        var out: [UInt8] = []
        append(rows, numbers: &numbers, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A CSV field, quoted when it holds a comma, a quote, a line break or surrounding spaces (RFC 4180),
    /// starts with a merge conflict's marker, or holds any other control character (a tab, a NUL, U+2028): CSV has no escapes, so such an id is kept
    /// exactly, inside quotes, where every CSV reader takes it as part of the field rather than as a
    /// separator or the end of the file. Works on Unicode scalars: a quote followed by a combining mark
    /// is still a quote to a CSV reader.
    static func field(_ text: String) -> String {
        // Most ids are printable ASCII without a comma or a quote: told by their bytes, no scalar decoding.
        let plain = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "\"") }
        // An id that starts a line with a merge conflict's marker would make the golden table one that
        // reading refuses (`GoldenTable.mergeConflictLine`): quoted, it no longer starts the line.
        let marker = text.utf8.first == UInt8(ascii: "<") && text.hasPrefix(GoldenTable.conflictMarker)
        if plain, !marker, text.utf8.first != UInt8(ascii: " "), text.utf8.last != UInt8(ascii: " ") { return text }
        let scalars = text.unicodeScalars
        // Control characters (Unicode's Cc: U+0000-001F and U+007F-009F) by their values, without a
        // property look-up per character of every id.
        let needsQuotes = scalars.contains { $0 == "," || $0 == "\"" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || $0 == "\u{2028}" || $0 == "\u{2029}" }
            || scalars.first == " " || scalars.last == " " || marker
        guard needsQuotes else { return text }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in scalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }
}
