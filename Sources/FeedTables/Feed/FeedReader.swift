import CellTemplates
import HeightCache
import JSONLines
import Locking

/// Reads a feed: a JSON array of items, or JSON Lines (one item per line). JSON Lines is read as a
/// stream, a batch at a time, so any number of items fits in bounded memory; an array is read whole.
/// A bad item (invalid JSON or UTF-8, not an object, no id, longer than `maximumItemBytes`) comes back
/// as a `FeedError` in its place, so the caller can report it and go on; input that cannot be read at
/// all throws, and so does an array feed longer than `maximumArrayBytes`. A feed comes from a file,
/// standard input, or bytes in memory.
public final class FeedReader {
    /// The longest item, in bytes (a JSON Lines line, or an array's element): 4 MiB, as `cellheight
    /// measure`'s lines. A longer one is skipped, unread, as a bad item; it would need gigabytes to lay out.
    public static let maximumItemBytes = LineReader.defaultMaximumLineBytes
    /// The largest JSON array feed, in bytes: an array is parsed whole (its items take about ten times
    /// its size in memory), so a larger feed is refused before it is read; JSON Lines streams any length.
    public static let maximumArrayBytes = 256 << 20
    /// A batch ends early once its items hold this many bytes, so batches of long items stay bounded.
    public static let maximumBatchBytes = 16 << 20

    /// How the feed is named in messages: its path, or "<stdin>".
    public let name: String
    private let reader: LineReader
    private var lineNumber = 0
    /// Items of an array feed, parsed at the first call.
    private var arrayItems: [Result<FeedItem, FeedError>]?
    private var arrayIndex = 0
    private var started = false
    /// Lines already read from the input when a feed that starts with "[" turned out to be JSON Lines,
    /// and the next one to hand out.
    private var bufferedLines: [[UInt8]] = []
    private var nextBufferedLine = 0

    /// The path of the array that holds the items, in a feed that is one JSON document.
    public let itemsPath: [String]?

    /// Opens a file, or standard input for "-". With `itemsAt` (member names, as `["feed"]` for
    /// `{"feed": [...]}`) the feed is one JSON document, read whole as an array feed is, whose items are
    /// the array at that path; an item without an "id" takes its index in that array, from 0 (as
    /// `indexPath.row`). `name` stands for the file in its items' messages when the path would not do (a
    /// snapshot names its feed as the test gave it, so that its pinned lines hold no machine's folders).
    public init(path: String, name: String? = nil, itemsAt: [String]? = nil) throws(FeedError) {
        reader = try Self.reading { () throws(LineReaderError) in try LineReader(path: path, maximumLineBytes: Self.maximumItemBytes) }
        self.name = name ?? reader.name
        itemsPath = itemsAt
    }

    /// Reads a feed held in memory (a request's body, a test's items), in any form a file may have;
    /// `name` stands for the file in messages ("request", "items[3]").
    public init(bytes: [UInt8], name: String, itemsAt: [String]? = nil) {
        reader = LineReader(bytes: bytes, name: name, maximumLineBytes: Self.maximumItemBytes)
        self.name = name
        itemsPath = itemsAt
    }

    /// Splits `feed` or `data.items` into member names; nil for an empty name anywhere.
    public static func itemsPath(_ text: String) -> [String]? {
        let names = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return text.isEmpty || names.contains(where: \.isEmpty) ? nil : names
    }

    /// Fraction of the input read, when its size is known (for progress).
    public var fractionRead: Double? {
        guard let total = reader.totalBytes, total > 0 else { return nil }
        return min(1, Double(reader.bytesRead) / Double(total))
    }

    /// Reads as far as needed to know the feed's form; an array feed is read and parsed whole here,
    /// so invalid JSON in it is thrown before a caller writes anything (a table's header, say).
    /// `next` starts the feed itself when this was not called.
    public func start() throws(FeedError) {
        guard !started else { return }
        started = true
        if let itemsPath { return try readDocument(itemsAt: itemsPath) }
        if try Self.reading(reader.peekFirstNonSpace) == UInt8(ascii: "[") { try readArrayOrLines() }
    }

    /// Up to `count` items (or their errors) in feed order; empty at the end.
    public func next(_ count: Int) throws(FeedError) -> [Result<FeedItem, FeedError>] { try next(count, known: nil) }

    /// A line's id and the checksum its digest (`FeedItem.digest`) writes, read without parsing the line
    /// (`JSONSkim`): what a height cache is asked about (`HeightTableRunner.heldHeights(for:)`).
    package struct SkimmedLine {
        package let id: JSONValue
        package let checksum: UInt64

        /// The id skimmed from `bytes` with their checksum; nil where the skim cannot read the id.
        package init?(_ bytes: [UInt8]) {
            guard let id = JSONSkim.scalarMember(.id, of: bytes) else { return nil }
            self.id = id
            checksum = HeightCacheFingerprint.checksum(ofBytes: bytes)
        }
    }

    /// `next(_:)`, with the lines of a long batch made into items on `workers` threads, and `known` asked,
    /// for a JSON Lines feed, about the batch's lines at once: given each line's id and digest where the id
    /// can be read without parsing the line (nil where it cannot), it gives the heights a height cache holds
    /// for those exact bytes (so they were an item before), or nil, line by line. Such an item is handed
    /// out with its heights and unparsed (its fields are parsed if asked for): a warm cache costs a digest
    /// and a look-up per line, not a parse. Every other line is checked and parsed as by `next(_:)`.
    func next(_ count: Int, known: ((_ lines: [SkimmedLine?]) -> [[Double]?])?, workers: Int = 1)
        throws(FeedError) -> [Result<FeedItem, FeedError>] {
        try start()
        if let items = arrayItems {
            let end = min(items.count, arrayIndex + count)
            defer { arrayIndex = end }
            return Array(items[arrayIndex..<end])
        }
        // The lines first, in order; then each is skimmed, looked up and parsed, on `workers` threads for
        // a long batch.
        var lines: [(number: Int, line: LineReader.Line)] = []
        var bytes = 0
        while lines.count < count, bytes < Self.maximumBatchBytes, let line = try nextLine() {
            lineNumber += 1
            if case .text(let text) = line {
                if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                bytes += text.count
            }
            lines.append((lineNumber, line))
        }
        guard let known else {
            return orderedParallelMap(count: lines.count, workers: lines.count >= 64 ? workers : 1) { index, _ in
                item(lines[index].line, number: lines[index].number, skimmed: nil, heights: nil)
            }
        }
        // A line the caches hold costs a skim, a digest and a look-up, less than handing it to another
        // thread costs (a warm run is faster on this thread alone than spread over two): those are done
        // here, the batch's look-ups at once, and only the lines the caches do not hold are parsed on the
        // workers.
        let skimmed = lines.map { line -> SkimmedLine? in
            guard case .text(let text) = line.line else { return nil }
            return SkimmedLine(text)
        }
        let held = known(skimmed)
        precondition(held.count == lines.count, "known answers every line")
        let missed = lines.indices.filter { held[$0] == nil }
        let parsed = orderedParallelMap(count: missed.count, workers: missed.count >= 64 ? workers : 1) { position, _ in
            item(lines[missed[position]].line, number: lines[missed[position]].number, skimmed: skimmed[missed[position]], heights: nil)
        }
        // The parsed lines come back in feed order, one for each line the caches did not hold.
        var parsedInOrder = parsed.makeIterator()
        return lines.indices.map { index in
            held[index] == nil ? parsedInOrder.next()!
                : item(lines[index].line, number: lines[index].number, skimmed: skimmed[index], heights: held[index])
        }
    }

    /// One line's item or error: unparsed with `heights` where the caches held them, else parsed (with the
    /// digest `skimmed` took); touches nothing of the reader's but its name, so lines are made into items on
    /// several threads at once.
    private func item(_ line: LineReader.Line, number: Int, skimmed: SkimmedLine?, heights: [Double]?) -> Result<FeedItem, FeedError> {
        switch line {
        case .tooLong(let length):
            return .failure(FeedError(file: name, line: number, Self.tooLong(length)))
        case .text(let line):
            if let skimmed, let heights {
                return .success(FeedItem(skimmedID: skimmed.id, line: number, source: line, checksum: skimmed.checksum, heights: heights))
            }
            return Result { () throws(FeedError) in try parseLine(line, number: number, checksum: skimmed?.checksum) }
        }
    }

    /// What is said of an item of `length` bytes, over the limit.
    static func tooLong(_ length: Int) -> String {
        "the item is \(length) bytes long; at most \(maximumItemBytes) (4 MiB) are read (split its text)"
    }

    private func parseLine(_ bytes: [UInt8], number: Int, checksum: UInt64?) throws(FeedError) -> FeedItem {
        if let offset = firstInvalidUTF8(bytes) {
            throw FeedError(file: name, line: number, "invalid UTF-8 at byte \(offset + 1) of the line")
        }
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            // A document written over several lines opens with a brace alone: said once, at its first line.
            let opening = number == 1 && String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces) == "{"
            throw FeedError(file: name, line: number, "invalid JSON: \(error.message) at column \(error.column)"
                            + (opening ? " (a feed is JSON Lines, one item on each line, or an array; a JSON object holding the items in an "
                                + "array is read with --items-at, naming that array)" : ""))
        }
        if case .object = value, value["id"] == nil, let hint = Self.wrappedItemsHint(value) {
            throw FeedError(file: name, line: number, "missing field \"id\" (\(hint))")
        }
        return try FeedItem(value, line: number, file: name, source: bytes, checksum: checksum)
    }

    /// Where a JSON Lines line is an object without an id holding an array of objects (`{"feed": [{"id": 1,
    /// ...}]}`), the hint that the feed's items may be there: a document's array is read with `--items-at`
    /// (`itemsAt:`). Nil for any other line, and for an array whose name `--items-at` would split at a dot.
    static func wrappedItemsHint(_ value: JSONValue) -> String? {
        guard case .object(let members) = value,
              let (name, _) = members.first(where: { _, member in
                  if case .array(let elements) = member, let first = elements.first, case .object = first { return true }
                  return false
              }), !name.isEmpty, !name.contains(".") else { return nil }
        return "the object holds an array \"\(name)\" of objects: if those are the feed's items, give --items-at \(name)"
    }

    private func nextLine() throws(FeedError) -> LineReader.Line? {
        if nextBufferedLine < bufferedLines.count {
            defer { nextBufferedLine += 1 }
            let line = bufferedLines[nextBufferedLine]
            return line.count > Self.maximumItemBytes ? .tooLong(bytes: line.count) : .text(line)
        }
        return try Self.reading(reader.nextLine)
    }

    /// A feed that starts with "[" is a JSON array, unless the array ends on its first line and more
    /// follows: then it is JSON Lines whose first item happens to be an array (a bad item, reported).
    private func readArrayOrLines() throws(FeedError) {
        let bytes = try Self.reading { () throws(LineReaderError) in try reader.readRest(atMost: Self.maximumArrayBytes) }
        guard bytes.count <= Self.maximumArrayBytes else {
            throw FeedError(file: name, "a JSON array feed is read whole, and this one is larger than \(Self.maximumArrayBytes >> 20) MiB; "
                                + "write it as JSON Lines (one item per line), which is read as a stream")
        }
        let elements = Result { () throws(JSONParser.Error) in try JSONParser.parseArrayElements(bytes) }
        if case .failure = elements, let newline = bytes.firstIndex(of: 0x0A),
           (try? JSONParser.parse(Array(bytes[..<newline]))) != nil {
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> [UInt8] in
                line.last == 0x0D ? Array(line.dropLast()) : Array(line)
            }
            if lines.last?.isEmpty == true { lines.removeLast() }
            bufferedLines = lines
            return
        }
        arrayItems = try readArray(bytes, elements)
    }

    /// A feed that is one JSON document with its items at `path`.
    private func readDocument(itemsAt path: [String]) throws(FeedError) {
        let bytes = try Self.reading { () throws(LineReaderError) in try reader.readRest(atMost: Self.maximumArrayBytes) }
        guard bytes.count <= Self.maximumArrayBytes else {
            throw FeedError(file: name, "a feed read with --items-at is read whole, and this one is larger than \(Self.maximumArrayBytes >> 20) MiB; "
                                + "write its items as JSON Lines (one item per line), which is read as a stream")
        }
        let elements = Result { () throws(JSONParser.Error) in try JSONParser.parseArrayElements(bytes, at: path) }
        if case .success(nil) = elements {
            let dotted = path.joined(separator: ".")
            // Say what is there instead (the document parsed, so this cannot fail).
            let document = try? JSONParser.parse(bytes)
            var found = document
            var reached: [String] = []
            for step in path {
                guard let next = found?[step] else { break }
                found = next
                reached.append(step)
            }
            let what: String
            if reached.count == path.count, let found {
                what = "\"\(dotted)\" is \(found.summary), not an array"
            } else {
                let parent = reached.isEmpty ? document : found
                let owner = reached.isEmpty ? "the document" : "\"\(reached.joined(separator: "."))\""
                if case .object(let members)? = parent {
                    let names = members.map { JSONValue.string($0.key).text }
                    what = "\(owner) has no member \"\(path[reached.count])\"" + (names.isEmpty ? "" : " (its members: \(names.prefix(20).joined(separator: ", ")))")
                } else {
                    what = "\(owner) is \(parent?.summary ?? "nothing"), not an object"
                }
            }
            throw FeedError(file: name, "--items-at \(dotted): \(what)")
        }
        arrayItems = try readArray(bytes, elements.map { $0 ?? [] }, numbered: true)
    }

    private func readArray(_ bytes: [UInt8], _ parsed: Result<[(value: JSONValue, offset: Int, end: Int)], JSONParser.Error>,
                           numbered: Bool = false) throws(FeedError) -> [Result<FeedItem, FeedError>] {
        if let offset = firstInvalidUTF8(bytes) {
            let line = bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            throw FeedError(file: name, line: line, "invalid UTF-8")
        }
        let elements: [(value: JSONValue, offset: Int, end: Int)]
        switch parsed {
        case .success(let parsed): elements = parsed
        case .failure(let error):
            throw FeedError(file: name, line: error.line, "invalid JSON: \(error.message) at column \(error.column)")
        }
        // Lines of the element starts, in one pass.
        var lines: [Int] = []
        lines.reserveCapacity(elements.count)
        var line = 1, position = 0
        for element in elements {
            while position < element.offset { if bytes[position] == 0x0A { line += 1 }; position += 1 }
            lines.append(line)
        }
        return zip(elements, lines).enumerated().map { index, pair in
            let (element, line) = pair
            return Result { () throws(FeedError) in
                // Which element, beside the line: an array written on one line has every element on line 1.
                do throws(FeedError) {
                    let length = element.end - element.offset
                    guard length <= Self.maximumItemBytes else { throw FeedError(file: name, line: line, Self.tooLong(length)) }
                    return try FeedItem(element.value, line: line, file: name, defaultID: numbered ? index : nil)
                } catch {
                    throw FeedError(file: error.file, line: error.line, id: error.id, error.message + " (the array's element \(index))", cause: error.cause)
                }
            }
        }
    }
}

extension FeedReader {
    /// A read of the underlying file, its failure as a feed error of that file.
    static func reading<T>(_ body: () throws(LineReaderError) -> T) throws(FeedError) -> T {
        do { return try body() } catch { throw FeedError(file: error.file, error.message) }
    }
}
