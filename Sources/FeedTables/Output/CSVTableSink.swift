import CellTemplates
import ViewLayout

/// A table as CSV: `id,width,height`, plus `scale` and `content_size` columns when the table has rows at
/// several of them (a golden table keeps the columns of the one it replaces).
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

    public mutating func begin() { output.write(columns.header) }
    public mutating func write(_ rows: [HeightRow]) { output.write(columns.text(rows, numbers: &numbers)) }
    public mutating func commit() {}
}

/// The columns of a CSV height table and its rows' text.
public struct CSVColumns: Sendable {
    /// Whether rows have a scale column.
    public let scale: Bool
    /// Whether rows have a content_size column.
    public let contentSize: Bool

    public init(scale: Bool, contentSize: Bool) { self.scale = scale; self.contentSize = contentSize }

    /// The columns that tell the rows of `settings` apart.
    public init(settings: [MeasureSetting]) {
        self.init(scale: Set(settings.map(\.scale)).count > 1, contentSize: Set(settings.map(\.contentSize)).count > 1)
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

    /// The lines of `rows`, with the numbers formatted before taken from `numbers`.
    func text(_ rows: [HeightRow], numbers: inout FormattedNumbers) -> String {
        var out = ""
        out.reserveCapacity(rows.count * 32)
        // An item's rows share its id: its field is made once (ids compared byte for byte, not as Swift's
        // canonically equivalent strings: "é" and "e\u{301}" are two ids).
        var id: (text: String, field: String)?
        for row in rows {
            let text = row.idText
            if id.map({ !$0.text.utf8.elementsEqual(text.utf8) }) ?? true { id = (text, Self.field(text)) }
            out += id!.field; out += ","; out += numbers[row.width]; out += ","; out += numbers[row.height]
            if scale { out += ","; out += numbers[row.scale] }
            if contentSize { out += "," + row.contentSize.rawValue }
            out += "\n"
        }
        return out
    }

    /// A CSV field, quoted when it holds a comma, a quote, a line break or surrounding spaces (RFC 4180),
    /// or any other control character (a tab, a NUL, U+2028): CSV has no escapes, so such an id is kept
    /// exactly, inside quotes, where every CSV reader takes it as part of the field rather than as a
    /// separator or the end of the file. Works on Unicode scalars: a quote followed by a combining mark
    /// is still a quote to a CSV reader.
    static func field(_ text: String) -> String {
        let scalars = text.unicodeScalars
        // Control characters (Unicode's Cc: U+0000-001F and U+007F-009F) by their values, without a
        // property look-up per character of every id.
        let needsQuotes = scalars.contains { $0 == "," || $0 == "\"" || $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || $0 == "\u{2028}" || $0 == "\u{2029}" }
            || scalars.first == " " || scalars.last == " "
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

/// Numbers as `formatPoints` writes them, kept once made (at most `limit`; then the memo starts again).
struct FormattedNumbers {
    private var made: [UInt64: String] = [:]
    static let limit = 4096

    subscript(value: Double) -> String {
        mutating get {
            if let text = made[value.bitPattern] { return text }
            let text = formatPoints(value)
            if made.count >= Self.limit { made.removeAll(keepingCapacity: true) }
            made[value.bitPattern] = text
            return text
        }
    }
}
