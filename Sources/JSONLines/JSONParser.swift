/// Parses JSON text (RFC 8259) into `JSONValue`, keeping number literals. Errors give the byte offset,
/// line and column of the problem. Nesting is limited so hostile input cannot exhaust the stack.
public struct JSONParser {
    /// Why the text is not JSON, and where, so that a message can point a person at the place.
    public struct Error: Swift.Error, Equatable, CustomStringConvertible {
        /// What is wrong ("expected ',' or '}'"), without the place.
        public let message: String
        /// 1-based line and column (in bytes) within the parsed text.
        public let line: Int
        /// The column, counted in bytes from 1.
        public let column: Int
        /// "MESSAGE at line L, column C".
        public var description: String { "\(message) at line \(line), column \(column)" }
    }

    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    /// Where each value and member name starts, in document order, when asked for (templates).
    private var starts: [Int]?
    /// The member names of the objects being read, innermost last, as the ranges of their bytes between
    /// the quotes, and whether those bytes are the name's text in ASCII (no escape, nothing beyond ASCII):
    /// one array for the whole text, so that telling a name given twice allocates nothing per object
    /// (`forEachMember`).
    private var memberNames: [(raw: Range<Int>, ascii: Bool)] = []

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON value filling the whole text (white space around it allowed).
    public static func parse(_ bytes: [UInt8]) throws(Error) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
        return value
    }

    /// Parses a string's UTF-8 bytes, for a caller that holds text rather than bytes.
    public static func parse(_ text: String) throws(Error) -> JSONValue { try parse(Array(text.utf8)) }

    /// Parses like `parse`, and also gives the byte offset where each value and each member name starts,
    /// in document order (a value, then for an object each member's name and value), so that a reader
    /// can say where in the text a value it refuses was written.
    package static func parseRecordingStarts(_ bytes: [UInt8]) throws(Error) -> (value: JSONValue, starts: [Int]) {
        var parser = JSONParser(bytes)
        parser.starts = []
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
        return (value, parser.starts ?? [])
    }

    /// An element of an array with the byte offsets where it starts and ends.
    public typealias Element = (value: JSONValue, offset: Int, end: Int)

    /// Parses a top-level array, giving each element with the byte offsets where it starts and ends.
    public static func parseArrayElements(_ bytes: [UInt8]) throws(Error) -> [Element] {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        guard parser.offset < bytes.count, bytes[parser.offset] == UInt8(ascii: "[") else {
            throw parser.error("expected '[' to start an array of items")
        }
        let elements = try parser.arrayElements(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the array") }
        return elements
    }

    /// Parses a whole document and gives the elements of the array at `path` (member names from the
    /// top-level object down), with their byte offsets; nil when no array
    /// is there. Invalid JSON anywhere in the document is an error, as with `parse`.
    public static func parseArrayElements(_ bytes: [UInt8], at path: [String]) throws(Error) -> [Element]? {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let found = try parser.elements(at: path[...], depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
        return found
    }

    /// The array at `path` below the value here, parsing (and dropping) every other value on the way.
    /// Parses a top-level object whole, and gives the elements of the array under its member `name` (nil
    /// when there is none) with their byte offsets: a request body read once, its items each with the bytes
    /// it was written as.
    public static func parseObject(_ bytes: [UInt8], elementsOf name: String) throws(Error) -> (value: JSONValue, elements: [Element]?) {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        guard parser.offset < bytes.count, bytes[parser.offset] == UInt8(ascii: "{") else {
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.offset == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
            return (value, nil)
        }
        var members: [(key: String, value: JSONValue)] = []
        var found: [Element]?
        try parser.forEachMember { parser, key throws(Error) in
            if key == name, parser.offset < parser.bytes.count, parser.bytes[parser.offset] == UInt8(ascii: "[") {
                let elements = try parser.arrayElements(depth: 1)
                found = elements
                members.append((key, .array(elements.map(\.value))))
            } else {
                members.append((key, try parser.value(depth: 1)))
            }
        }
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
        return (.object(members), found)
    }

    /// Parses a top-level object like `parseObject(_:elementsOf:)`, except that the elements of the array
    /// under `name` are only delimited, not read: their brackets and quotes are matched and nothing in
    /// them is checked; each is given as its byte range, and the object's member holds an empty array.
    /// A caller answers an element from what it knows of its bytes (a height cache's digest) or parses it
    /// (`parse(_:depth:)`, at depth 2); where either fails, `parseObject(_:elementsOf:)` gives the error
    /// the whole text has. Throws, too, when the text is not an object.
    package static func parseObject(_ bytes: [UInt8], delimitingElementsOf name: String) throws(Error) -> (value: JSONValue, elements: [Range<Int>]?) {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        guard parser.offset < bytes.count, bytes[parser.offset] == UInt8(ascii: "{") else { throw parser.error("expected '{'") }
        var members: [(key: String, value: JSONValue)] = []
        var found: [Range<Int>]?
        try parser.forEachMember { parser, key throws(Error) in
            if key == name, parser.offset < parser.bytes.count, parser.bytes[parser.offset] == UInt8(ascii: "[") {
                var ranges: [Range<Int>] = []
                try parser.forEachElement { parser throws(Error) in
                    let start = parser.offset
                    guard let end = JSONSkim.valueEnd(of: parser.bytes, from: start), end > start else { throw parser.error("an element does not end") }
                    parser.offset = end
                    ranges.append(start..<end)
                }
                found = ranges
                members.append((key, .array([])))
            } else {
                members.append((key, try parser.value(depth: 1)))
            }
        }
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
        return (.object(members), found)
    }

    /// Parses one JSON value filling the whole text, as nested `depth` levels deep in a larger text (an
    /// element that `parseObject(_:delimitingElementsOf:)` delimited), so the nesting limit is the whole's.
    package static func parse(_ bytes: [UInt8], depth: Int) throws(Error) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: depth)
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else { throw parser.error("unexpected \(parser.describeNext()) after the value") }
        return value
    }

    private mutating func elements(at path: ArraySlice<String>, depth: Int) throws(Error) -> [Element]? {
        guard depth < Self.maximumDepth, offset < bytes.count else { _ = try value(depth: depth); return nil }
        if path.isEmpty && bytes[offset] == UInt8(ascii: "[") { return try arrayElements(depth: depth) }
        guard let name = path.first, bytes[offset] == UInt8(ascii: "{") else { _ = try value(depth: depth); return nil }
        var found: [Element]?
        try forEachMember { parser, key throws(Error) in
            if key == name { found = try parser.elements(at: path.dropFirst(), depth: depth + 1) } else { _ = try parser.value(depth: depth + 1) }
        }
        return found
    }

    /// The elements of the array that starts here (at its "["), with their byte offsets.
    private mutating func arrayElements(depth: Int) throws(Error) -> [Element] {
        var elements: [Element] = []
        try forEachElement { parser throws(Error) in
            let start = parser.offset
            let value = try parser.value(depth: depth + 1)
            elements.append((value, start, parser.offset))
        }
        return elements
    }

    /// Reads the object that starts here (at its "{"): each member's name, then `member`, which reads its
    /// value; the punctuation between members is checked here, once for every kind of object. A name given
    /// twice is refused: RFC 8259 leaves to each reader which of the two values counts, so a feed line
    /// `{"id": 1, "id": 2}` would be one item to one program and another to the next.
    private mutating func forEachMember(_ member: (inout JSONParser, String) throws(Error) -> Void) throws(Error) {
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") { offset += 1; return }
        let firstName = memberNames.count
        if firstName == 0 { memberNames.reserveCapacity(16) }   // an item's names, in one allocation
        defer { memberNames.removeSubrange(firstName...) }
        // An object of many names looks names up in a set (Swift's string hashing agrees with its equality,
        // canonical equivalence included): comparing each with every earlier one made an object of 100,000
        // names a matter of minutes.
        var names: Set<String>?
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a member name in quotes, found \(describeNext())")
            }
            let nameStart = offset
            starts?.append(offset)
            let key = try string()
            let raw = nameStart + 1..<offset - 1
            let ascii = !bytes[raw].contains { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }
            let repeated = names.map { $0.contains(key) } ?? isRepeated(key, raw: raw, ascii: ascii, since: firstName)
            if repeated { throw error("\"\(key)\" is given twice in one object", at: nameStart) }
            memberNames.append((raw, ascii))
            if names != nil {
                names?.insert(key)
            } else if memberNames.count - firstName > Self.namesComparedInTurn {
                names = Set(memberNames[firstName...].map { name(at: $0.raw) })
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\", found \(describeNext())") }
            offset += 1
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated object: expected ',' or '}', found end of input") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return }
            throw error("expected ',' or '}' in an object, found \(describeNext())")
        }
    }

    /// Whether the object whose names start at `memberNames[first]` had `name` (its bytes `raw`) already,
    /// comparing names as `JSONValue`'s look-up does (Swift's string equality: canonically equivalent
    /// spellings are one name, "é" in one code point or two, "K" and the Kelvin sign). Two names written in
    /// ASCII without escapes are equal only when their bytes are, which is the common case and costs no
    /// string; any other pair is compared as text, the earlier name read again.
    private func isRepeated(_ name: String, raw: Range<Int>, ascii: Bool, since first: Int) -> Bool {
        for index in first..<memberNames.count {
            let other = memberNames[index]
            if ascii && other.ascii {
                if other.raw.count == raw.count && bytes[other.raw].elementsEqual(bytes[raw]) { return true }
                continue
            }
            if self.name(at: other.raw) == name { return true }
        }
        return false
    }

    /// The names an object's new name is compared with one by one; past them, a set holds them.
    static let namesComparedInTurn = 16

    /// The member name whose bytes (between its quotes) are `raw`, read again (it was read once already).
    private func name(at raw: Range<Int>) -> String {
        var again = JSONParser(bytes)
        again.offset = raw.lowerBound - 1
        return (try? again.string()) ?? ""
    }

    /// Reads the array that starts here (at its "["), calling `element` to read each element; the
    /// punctuation between elements is checked here.
    private mutating func forEachElement(_ element: (inout JSONParser) throws(Error) -> Void) throws(Error) {
        offset += 1
        skipWhitespace()
        if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") { offset += 1; return }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated array: expected ',' or ']', found end of input") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return }
            throw error("expected ',' or ']' in an array, found \(describeNext())")
        }
    }

    private func error(_ message: String, at position: Int? = nil) -> Error {
        let at = min(position ?? offset, bytes.count)
        var line = 1, lineStart = 0
        for index in 0..<at where bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
        return Error(message: message, line: line, column: at - lineStart + 1)
    }

    /// What comes next, for a message: a word whole (`'nope'`, `'NaN'`, up to 24 letters), else one character.
    private func describeNext() -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        func isWordByte(_ byte: UInt8) -> Bool { isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") }
        if isLetter(byte) {
            let word = bytes[offset...].prefix(24).prefix(while: isWordByte)
            let more = offset + word.count < bytes.count && isWordByte(bytes[offset + word.count])
            return "'\(String(decoding: word, as: UTF8.self))\(more ? "…" : "")'"
        }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Error) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
        guard offset < bytes.count else { throw error("expected a value, found end of input") }
        starts?.append(offset)
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value, found \(describeNext())")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Error) {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard offset + count <= bytes.count, bytes[offset..<(offset + count)].elementsEqual(expected) else {
            throw error("expected \(word), found \(describeNext())")
        }
        offset += count
    }

    private mutating func object(depth: Int) throws(Error) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        try forEachMember { parser, key throws(Error) in members.append((key, try parser.value(depth: depth + 1))) }
        return .object(members)
    }

    private mutating func array(depth: Int) throws(Error) -> JSONValue {
        var items: [JSONValue] = []
        try forEachElement { parser throws(Error) in items.append(try parser.value(depth: depth + 1)) }
        return .array(items)
    }

    private mutating func number() throws(Error) -> String {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - first
        }
        let integerStart = offset
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected digits in a number", at: integerStart) }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") { throw error("a number cannot start with 0", at: integerStart) }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if offset < bytes.count && (bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")) {
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) { offset += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func string() throws(Error) -> String {
        let quote = offset
        offset += 1
        // Bytes are copied as they are; only escapes are decoded (most strings have none).
        var utf8: [UInt8] = []
        var runStart = offset
        func flush(_ end: Int) {
            if end > runStart { utf8.append(contentsOf: bytes[runStart..<end]) }
        }
        func append(_ scalar: Unicode.Scalar) { utf8.append(contentsOf: UTF8.encode(scalar)!) }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                if utf8.isEmpty {
                    defer { offset += 1 }
                    return String(decoding: bytes[runStart..<offset], as: UTF8.self)
                }
                flush(offset)
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw error("control character 0x\(String(byte, radix: 16)) in a string (escape it)") }
            if byte == UInt8(ascii: "\\") {
                flush(offset)
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): append("\"")
                case UInt8(ascii: "\\"): append("\\")
                case UInt8(ascii: "/"): append("/")
                case UInt8(ascii: "b"): append("\u{8}")
                case UInt8(ascii: "f"): append("\u{C}")
                case UInt8(ascii: "n"): append("\n")
                case UInt8(ascii: "r"): append("\r")
                case UInt8(ascii: "t"): append("\t")
                case UInt8(ascii: "u"):
                    append(try escapedScalar())
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: offset - 2)
                }
                runStart = offset
                continue
            }
            offset += 1
        }
        throw error("unterminated string", at: quote)
    }

    /// The character of a `\uXXXX` escape whose `\u` was just read. JSON writes a character beyond
    /// the Basic Multilingual Plane as two escapes, the halves of a UTF-16 surrogate pair; the standard
    /// library's UTF-16 decoder joins them, so no surrogate arithmetic is done by hand here.
    private mutating func escapedScalar() throws(Error) -> Unicode.Scalar {
        // An unpaired half is said at its own escape, the `\u` before its digits, not after them.
        let escape = offset - 2
        let lead = try hex4()
        if let scalar = Unicode.Scalar(lead) { return scalar }   // every code unit but a surrogate is a scalar
        let unpaired = "unpaired surrogate \\u\(String(lead, radix: 16)) in a string"
        guard UTF16.isLeadSurrogate(lead), offset + 1 < bytes.count,
              bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else { throw error(unpaired, at: escape) }
        offset += 2
        let trail = try hex4()
        var decoder = UTF16()
        var units = [lead, trail].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&units) else { throw error(unpaired, at: escape) }
        return scalar
    }

    /// Four hex digits: one UTF-16 code unit.
    private mutating func hex4() throws(Error) -> UInt16 {
        guard offset + 4 <= bytes.count else { throw error("expected 4 hex digits after \\u") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt16
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt16(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt16(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt16(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected 4 hex digits after \\u")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
