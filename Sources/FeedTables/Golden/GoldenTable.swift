import Foundation
import ViewLayout

/// A checked-in height table (CSV, as `cellheight table --format csv` writes it) that a new run is
/// compared with: rows are matched by id, width, and scale and content size when the golden table has
/// those columns; heights must be equal exactly.
public struct GoldenTable {
    struct Key: Hashable {
        /// The id's UTF-8 bytes: ids are compared exactly, not by Unicode equivalence.
        let id: [UInt8]
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
        /// Which of the id's rows at this setting this is (1-based), when the golden table or this run has
        /// several: rows of a repeated id are paired in order, so the difference may be one of order.
        public var occurrence: Int? = nil

        public var description: String {
            var place = "\(id) at width \(formatPoints(width))"
            if let scale { place += " @\(formatPoints(scale))x" }
            if let contentSize { place += " (\(contentSize))" }
            if let occurrence { place += " (row \(occurrence) of a repeated id)" }
            switch (golden, now) {
            case (let golden?, let now?):
                let delta = now - golden
                return "\(place): golden \(formatPoints(golden)), now \(formatPoints(now)) (\(delta > 0 ? "+" : "")\(formatPoints(delta)))"
            case (let golden?, nil): return "\(place): golden \(formatPoints(golden)), missing now"
            case (nil, let now?): return "\(place): not in the golden table, now \(formatPoints(now))"
            case (nil, nil): return place
            }
        }
    }

    public let file: String
    /// Whether rows are told apart by scale and content size (the golden table has those columns).
    public let hasScale: Bool
    public let hasContentSize: Bool
    /// Heights by key, in file order; a feed may repeat an id, and its rows are matched in order.
    private(set) var rows: [Key: [Double]] = [:]
    private(set) var order: [Key] = []
    /// Rows of this run by key.
    private(set) var used: [Key: Int] = [:]
    /// Keys this run gave a second row, in the order that happened (`repeatedIDs`).
    private(set) var repeatedNow: [Key] = []
    public private(set) var count = 0

    public static func load(path: String) throws(FeedError) -> GoldenTable {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw FeedError(file: path, "cannot read the golden table: \(CellTemplate.reason(error))")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws(FeedError) -> GoldenTable {
        let records: [CSVReader.Record]
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
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
                guard let value = DecimalText.double(record.fields[index]), value.isFinite else {
                    throw FeedError(file: file, line: record.line, "\(name): expected a number, got \"\(record.fields[index])\"")
                }
                return value
            }
            let key = Key(id: Array(record.fields[idColumn].utf8), width: try number(widthColumn, "width"),
                          scale: try scaleColumn.map { index throws(FeedError) in try number(index, "scale") },
                          contentSize: contentColumn.map { record.fields[$0] })
            let height = try number(heightColumn, "height")
            if table.rows[key] == nil { table.order.append(key) }
            table.rows[key, default: []].append(height)
            table.count += 1
        }
        return table
    }

    private init(file: String, hasScale: Bool, hasContentSize: Bool) {
        self.file = file; self.hasScale = hasScale; self.hasContentSize = hasContentSize
    }

    private func key(_ row: HeightRow) -> Key {
        Key(id: Array(row.idText.utf8), width: row.width, scale: hasScale ? row.scale : nil, contentSize: hasContentSize ? row.contentSize.rawValue : nil)
    }

    /// Compares rows of this run; remembers which golden rows were seen.
    public mutating func check(_ batch: [HeightRow]) -> [Difference] {
        var differences: [Difference] = []
        for row in batch {
            let key = key(row)
            let occurrence = used[key, default: 0]
            used[key] = occurrence + 1
            if occurrence == 1 { repeatedNow.append(key) }
            let heights = rows[key] ?? []
            let golden = occurrence < heights.count ? heights[occurrence] : nil
            if golden != row.height {
                differences.append(Difference(id: row.idText, width: key.width, scale: row.scale,
                                              contentSize: hasContentSize ? row.contentSize.rawValue : nil, golden: golden, now: row.height,
                                              occurrence: occurrence > 0 || heights.count > 1 ? occurrence + 1 : nil))
            }
        }
        return differences
    }

    /// Golden rows this run did not produce (call after the last batch).
    public func missing() -> [Difference] {
        order.flatMap { key -> [Difference] in
            let heights = rows[key] ?? []
            let seen = used[key, default: 0]
            return heights.enumerated().dropFirst(seen).map { index, height in
                Difference(id: String(decoding: key.id, as: UTF8.self), width: key.width, scale: key.scale,
                           contentSize: key.contentSize, golden: height, now: nil,
                           occurrence: heights.count > 1 || seen > 1 ? index + 1 : nil)
            }
        }
    }
}
