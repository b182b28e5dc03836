import Foundation

/// A checked-in height table (CSV, as `cellheight table --format csv` writes it) that a new run is
/// compared with: rows are matched by id, width, and scale and content size when the golden table has
/// those columns; heights must be equal exactly.
public struct GoldenTable {
    struct Key: Hashable {
        let id: String
        let width: Double
        let scale: Double?
        let contentSize: String?
    }

    public struct Difference: Sendable, CustomStringConvertible {
        public let id: String
        public let width: Double
        public let scale: Double?
        public let contentSize: String?
        /// nil: the row is new (not in the golden table).
        public let golden: Double?
        /// nil: the row is missing from this run.
        public let now: Double?

        public var description: String {
            var place = "\(id) at width \(HeightText.format(width))"
            if let scale { place += " @\(HeightText.format(scale))x" }
            if let contentSize { place += " (\(contentSize))" }
            switch (golden, now) {
            case (let golden?, let now?):
                let delta = now - golden
                return "\(place): golden \(HeightText.format(golden)), now \(HeightText.format(now)) (\(delta > 0 ? "+" : "")\(HeightText.format(delta)))"
            case (let golden?, nil): return "\(place): golden \(HeightText.format(golden)), missing now"
            case (nil, let now?): return "\(place): not in the golden table, now \(HeightText.format(now))"
            case (nil, nil): return place
            }
        }
    }

    public let file: String
    let hasScale: Bool
    let hasContentSize: Bool
    private var rows: [Key: Double] = [:]
    private var order: [Key] = []
    private var seen: Set<Key> = []
    public var count: Int { rows.count }

    public static func load(path: String) throws(FeedError) -> GoldenTable {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw FeedError(file: path, "cannot read the golden table: \(CellTemplate.reason(error))")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws(FeedError) -> GoldenTable {
        let records: [CSVReader.Record]
        do { records = try CSVReader.records(text) } catch { throw FeedError(file: file, line: error.line, error.message) }
        guard let header = records.first else { throw FeedError(file: file, "the golden table is empty (expected a header id,width,height)") }
        let columns = header.fields
        func column(_ name: String) -> Int? { columns.firstIndex(of: name) }
        guard let idColumn = column("id"), let widthColumn = column("width"), let heightColumn = column("height") else {
            throw FeedError(file: file, line: header.line, "the header must name id, width and height columns, got \(columns.joined(separator: ","))")
        }
        let scaleColumn = column("scale"), contentColumn = column("content_size")
        var table = GoldenTable(file: file, hasScale: scaleColumn != nil, hasContentSize: contentColumn != nil)
        for record in records.dropFirst() {
            guard record.fields.count == columns.count else {
                throw FeedError(file: file, line: record.line, "expected \(columns.count) fields, got \(record.fields.count)")
            }
            func number(_ index: Int, _ name: String) throws(FeedError) -> Double {
                guard let value = Double(record.fields[index]), value.isFinite else {
                    throw FeedError(file: file, line: record.line, "\(name): expected a number, got \"\(record.fields[index])\"")
                }
                return value
            }
            let key = Key(id: record.fields[idColumn], width: try number(widthColumn, "width"),
                          scale: try scaleColumn.map { index throws(FeedError) in try number(index, "scale") },
                          contentSize: contentColumn.map { record.fields[$0] })
            guard table.rows[key] == nil else { throw FeedError(file: file, line: record.line, "a second row for \(key.id) at width \(record.fields[widthColumn])") }
            table.rows[key] = try number(heightColumn, "height")
            table.order.append(key)
        }
        return table
    }

    private init(file: String, hasScale: Bool, hasContentSize: Bool) {
        self.file = file; self.hasScale = hasScale; self.hasContentSize = hasContentSize
    }

    private func key(_ row: HeightRow) -> Key {
        Key(id: row.idText, width: row.width, scale: hasScale ? row.scale : nil, contentSize: hasContentSize ? row.contentSize.rawValue : nil)
    }

    /// Compares rows of this run; remembers which golden rows were seen.
    public mutating func check(_ batch: [HeightRow]) -> [Difference] {
        var differences: [Difference] = []
        for row in batch {
            let key = key(row)
            seen.insert(key)
            let golden = rows[key]
            if golden != row.height {
                differences.append(Difference(id: key.id, width: key.width, scale: key.scale, contentSize: key.contentSize,
                                              golden: golden, now: row.height))
            }
        }
        return differences
    }

    /// Golden rows this run did not produce (call after the last batch).
    public func missing() -> [Difference] {
        order.filter { !seen.contains($0) }.map {
            Difference(id: $0.id, width: $0.width, scale: $0.scale, contentSize: $0.contentSize, golden: rows[$0], now: nil)
        }
    }
}
