import CellTemplates
import Foundation
import JSONLines
import HeightCache
import ViewLayout

/// A checked-in height table (CSV, as `cellheight table --format csv` writes it) that a new run is
/// compared with: rows are matched by id, width, and scale and content size when the golden table has
/// those columns; heights must be equal, or apart by no more than `tolerance`.
///
/// Each key has one row: a table with two rows for one key is refused (`duplicateRow`), since it would
/// pin one row to two heights. A feed that repeats an id has each repeat compared with that one row.
public struct GoldenTable {
    struct Key: Hashable {
        /// The id's UTF-8 bytes: ids are compared exactly, not by Unicode equivalence.
        let id: [UInt8]
        let width: Double
        let scale: Double?
        let contentSize: String?

        var setting: GoldenSettingsMismatch.Setting { .init(width: width, scale: scale, contentSize: contentSize) }
    }

    /// The path it was read from (or the name given to `parse`), for messages.
    public let file: String
    /// Whether rows are told apart by scale and content size (the golden table has those columns).
    public let hasScale: Bool
    /// Whether rows are told apart by content size (the table has a content_size column).
    public let hasContentSize: Bool
    /// Columns a height table does not have (a person's notes beside the rows): a check ignores them, and a
    /// recording, which writes the table's own columns, refuses to drop them (`GoldenSession`).
    public private(set) var otherColumns: [String] = []
    /// The columns a height table has.
    public static let columns = ["id", "width", "height", "scale", "content_size"]
    /// Points by which a height may differ from its golden one and still pass (0: the same height).
    public var tolerance: Double = 0
    /// The largest tolerance a check takes (`--tolerance`, `checkHeights`): a row this far off is no height
    /// of the same cell, and an infinite tolerance would pass every row.
    public static let maximumTolerance = 10_000.0

    /// Why `tolerance` is not one a check takes (not a number, negative, over `maximumTolerance`), or nil.
    public static func toleranceProblem(_ tolerance: Double) -> String? {
        guard tolerance.isFinite, tolerance >= 0, tolerance <= maximumTolerance else {
            return "must be a number of points from 0 to \(Int(maximumTolerance)), got \(formatPoints(tolerance))"
        }
        return nil
    }
    /// Heights this close are one height written as two doubles (a pixel boundary reached by another sum),
    /// not a change: a millionth of a pixel at any scale, far above a double's error at a cell's height.
    public static let sameHeight = 1e-9
    /// Heights by key, and the keys in file order (missing rows are reported in that order).
    private var rows: [Key: Double] = [:]
    private(set) var order: [Key] = []
    private var seen: Set<Key> = []
    /// In a sharded run: ids of the table's rows that items of this shard have, and that items of other
    /// shards have (`note(_:inShard:)`), to tell a missing row of this shard from another shard's row.
    private var shardIDs: (all: Set<[UInt8]>, here: Set<[UInt8]>, elsewhere: Set<[UInt8]>)?
    /// Settings the table has rows at that the check does not measure (`requireSettings` with a subset of
    /// the table's settings): their rows are neither compared nor missing.
    public internal(set) var unchecked: [GoldenSettingsMismatch.Setting] = []
    /// The number of rows: what `HeightTable.Summary.goldenRows` reports.
    public var count: Int { order.count }

    /// The largest golden table read, in bytes (1 GiB: some 30 million rows); a larger file is refused unread.
    public static let maximumFileBytes = 1 << 30

    /// Reads the golden table at `path`: a regular file (a folder, a FIFO or a device is refused by what
    /// it is, without waiting on it) of at most `maximumFileBytes`.
    public static func load(path: String) throws(GoldenTableError) -> GoldenTable {
        let bytes: [UInt8]
        var info = stat()
        if lstat(path, &info) != 0, errno == ENOENT { throw .missing(file: path) }
        do { bytes = try RegularFile.read(path, limit: maximumFileBytes) } catch {
            switch error {
            case .unreadable(let reason): throw .unreadable(file: path, reason: reason)
            case .notAFile(let kind): throw .unreadable(file: path, reason: "it is \(kind), not a file")
            case .tooLarge(let size, let limit):
                throw .unreadable(file: path, reason: "it is \(size) bytes; a golden table is read up to \(limit >> 20) MiB")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .notAHeightTable(file: path, line: nil, reason: "it is not UTF-8 text")
        }
        return try parse(text, file: path)
    }

    /// The line of the first `<<<<<<< ` that git writes where a merge left both sides of a conflict: a table
    /// with them is neither side's, and a CSV reader would only say the header or a row is wrong.
    static func mergeConflictLine(_ text: String) -> Int? {
        guard text.contains(conflictMarker) else { return nil }
        var line = 1
        // A line inside a quoted field (an id holding a line break) is the id's, not the file's.
        var quoted = false
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !quoted, piece.hasPrefix(conflictMarker) { return line }
            if piece.utf8.count(where: { $0 == UInt8(ascii: "\"") }) % 2 == 1 { quoted.toggle() }
            line += 1
        }
        return nil
    }

    /// What starts the first line of a merge conflict's hunk: a golden table holding one is refused, and an
    /// id that starts with it is quoted when written (`CSVTableSink.field`).
    public static let conflictMarker = "<<<<<<< "

    /// Reads golden table text already in memory (a leading byte order mark is skipped); `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(GoldenTableError) -> GoldenTable {
        let records: [CSVReader.Record]
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let line = mergeConflictLine(text) { throw .mergeConflict(file: file, line: line) }
        do { records = try CSVReader.records(text) } catch { throw .notAHeightTable(file: file, line: error.line, reason: error.message) }
        guard let header = records.first else {
            throw .notAHeightTable(file: file, line: nil, reason: "the file is empty (expected a header id,width,height)")
        }
        let columns = header.fields
        // A column named twice would be read from its first place and the other ignored, silently.
        var named: Set<String> = []
        for name in columns where !named.insert(name).inserted {
            throw .notAHeightTable(file: file, line: header.line, reason: "the column \"\(ShownText.excerpt(name))\" is named twice in the header")
        }
        func column(_ name: String) -> Int? { columns.firstIndex(of: name) }
        guard let idColumn = column("id"), let widthColumn = column("width"), let heightColumn = column("height") else {
            throw .notAHeightTable(file: file, line: header.line,
                                   reason: "the header must name id, width and height columns, got \(ShownText.excerpt(columns.joined(separator: ",")))")
        }
        let scaleColumn = column("scale"), contentColumn = column("content_size")
        var table = GoldenTable(file: file, hasScale: scaleColumn != nil, hasContentSize: contentColumn != nil)
        table.otherColumns = columns.filter { !Self.columns.contains($0) }
        var lines: [Key: Int] = [:]
        for record in records.dropFirst() {
            guard record.fields.count == columns.count else {
                throw .notAHeightTable(file: file, line: record.line, reason: "expected \(columns.count) fields, got \(record.fields.count)")
            }
            func number(_ index: Int, _ name: String) throws(GoldenTableError) -> Double {
                guard let value = DecimalText.double(record.fields[index]), value.isFinite else {
                    throw .notANumber(file: file, line: record.line, column: name, text: record.fields[index])
                }
                return value
            }
            // A setting no run measures at would show only as a row "not in the golden table" beside one
            // "not checked": said here, at its line, instead.
            func setting(_ index: Int, _ name: String, _ expected: String, _ isSetting: (Double) -> Bool) throws(GoldenTableError) -> Double {
                let value = try number(index, name)
                guard isSetting(value) else {
                    throw .notASetting(file: file, line: record.line, column: name, text: record.fields[index], expected: expected)
                }
                return value
            }
            let width = try setting(widthColumn, "width", SettingChoice.widthRule, SettingChoice.isWidth)
            let scale = try scaleColumn.map { index throws(GoldenTableError) in try setting(index, "scale", SettingChoice.scaleRule, SettingChoice.isScale) }
            if let index = contentColumn, ContentSizeCategory(rawValue: record.fields[index]) == nil {
                throw .notASetting(file: file, line: record.line, column: "content_size", text: record.fields[index],
                                   expected: "a content size as table writes it (" + ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            let key = Key(id: Array(record.fields[idColumn].utf8), width: width, scale: scale,
                          contentSize: contentColumn.map { record.fields[$0] })
            let height = try number(heightColumn, "height")
            if let first = lines[key] {
                throw .duplicateRow(file: file, line: record.line, firstLine: first, row: place(key))
            }
            lines[key] = record.line
            table.rows[key] = height
            table.order.append(key)
        }
        return table
    }

    private init(file: String, hasScale: Bool, hasContentSize: Bool) {
        self.file = file; self.hasScale = hasScale; self.hasContentSize = hasContentSize
    }

    private static func place(_ key: Key) -> String {
        GoldenTable.Difference(id: String(decoding: key.id, as: UTF8.self), width: key.width, scale: key.scale,
                               contentSize: key.contentSize, golden: nil, now: nil).place
    }

    func key(_ row: HeightRow) -> Key {
        Key(id: Array(row.idText.utf8), width: row.width, scale: hasScale ? row.scale : nil, contentSize: hasContentSize ? row.contentSize.rawValue : nil)
    }

    /// Compares rows of this run; remembers which golden rows were seen. Rows within the tolerance come
    /// back too, marked `withinTolerance`.
    public mutating func check(_ batch: [HeightRow]) -> [Difference] {
        var differences: [Difference] = []
        for row in batch {
            let key = key(row)
            seen.insert(key)
            let golden = rows[key]
            if golden.map({ abs(row.height - $0) > Self.sameHeight }) ?? true {
                // With the same slack as equal heights: 366.6 - 366.5 is 0.1000000000000227 in doubles, and a
                // delta written as the tolerance is within it.
                let within = golden.map { abs(row.height - $0) <= tolerance + Self.sameHeight } ?? false
                differences.append(Difference(id: row.idText, width: key.width, scale: row.scale,
                                              contentSize: hasContentSize ? row.contentSize.rawValue : nil, golden: golden, now: row.height,
                                              withinTolerance: within, tolerance: tolerance))
            }
        }
        return differences
    }

    /// Golden rows this run did not produce (call after the last batch), in file order.
    public func missing() -> [Difference] { missing(in: nil) }

    /// Notes an item of a sharded run, kept by its shard or not, before the run ends: a golden row of an
    /// item that another shard measures is that shard's to compare, not missing from this one.
    public mutating func note(_ item: FeedItem, inShard: Bool) {
        if shardIDs == nil { shardIDs = (Set(order.map(\.id)), [], []) }
        let id = Array(item.idText.utf8)
        guard shardIDs!.all.contains(id) else { return }
        if inShard { shardIDs!.here.insert(id) } else { shardIDs!.elsewhere.insert(id) }
    }

    /// Golden rows of `shard` (all rows when nil) this run did not produce, in file order (call after the
    /// last batch, every item of the feed noted with `note(_:inShard:)`). A row is the shard's when an
    /// item of the shard has its id, or when no item of the feed has it and `shard` owns the id
    /// (`Shard.owns(goldenID:)`): over the N shards of a feed, each missing row is reported exactly once,
    /// as the unsharded check reports it.
    public func missing(in shard: Shard?) -> [Difference] {
        order.compactMap { key -> Difference? in
            guard !seen.contains(key), let height = rows[key], isOf(shard, key.id), !isUnchecked(key) else { return nil }
            return Difference(id: String(decoding: key.id, as: UTF8.self), width: key.width, scale: key.scale,
                              contentSize: key.contentSize, golden: height, now: nil)
        }
    }

    /// The golden rows of `shard` (all rows when nil): those this run compared, and those it is missing.
    public func rowCount(in shard: Shard?) -> Int {
        guard shard != nil || !unchecked.isEmpty else { return count }
        return order.count { seen.contains($0) } + missing(in: shard).count
    }

    private func isUnchecked(_ key: Key) -> Bool { !unchecked.isEmpty && unchecked.contains(key.setting) }

    private func isOf(_ shard: Shard?, _ id: [UInt8]) -> Bool {
        guard let shard else { return true }
        if shardIDs?.here.contains(id) ?? false { return true }
        if shardIDs?.elsewhere.contains(id) ?? false { return false }
        return shard.owns(goldenID: String(decoding: id, as: UTF8.self))
    }
}
