#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one member of a JSON object without building the others: a scan that steps over strings and
/// nested values by their brackets and quotes, allocating nothing but the member's own value.
///
/// It does not check the bytes: a caller uses it where the same bytes are known to have parsed before
/// (a feed line whose digest a height cache holds), and only then trusts what it gives. On valid JSON it
/// gives what `JSONParser.parse(bytes)[name]` would, or nil where it cannot tell that cheaply; it never
/// gives another value.
public enum JSONSkim {
    /// A member name as the skim looks for it, made once: a feed's reader asks for the same name on every line.
    public struct Name: Sendable {
        /// The name in quotes, as it is written where no escape spells it.
        let quoted: [UInt8]
        var bytes: ArraySlice<UInt8> { quoted.dropFirst().dropLast() }
        /// Which ASCII characters the name holds, by code: an escape can make a later name equal to this one
        /// only by spelling one of them (`\u0069` for "i", `\u006A` or `\u006a` for "j", `\/` for "/").
        /// Nil when the name has a character beyond ASCII, which has more spellings (surrogate pairs among
        /// them): then any escape may.
        let characters: [Bool]?

        public init(_ name: String) {
            quoted = [UInt8(ascii: "\"")] + Array(name.utf8) + [UInt8(ascii: "\"")]
            if name.utf8.allSatisfy({ $0 < 0x80 }) {
                var characters = [Bool](repeating: false, count: 128)
                for byte in name.utf8 { characters[Int(byte)] = true }
                self.characters = characters
            } else {
                characters = nil
            }
        }

        /// Whether the escape that starts at `start` (a backslash) may spell one of the name's characters.
        func mayBeSpelled(by start: UnsafePointer<UInt8>, upTo end: UnsafePointer<UInt8>) -> Bool {
            guard let characters, end - start >= 2 else { return true }
            let code: Int
            switch start[1] {
            case UInt8(ascii: "u"):
                guard end - start >= 6 else { return true }
                // \u0100 and beyond, and \u0080 to \u00FF, are not ASCII.
                guard start[2] == UInt8(ascii: "0"), start[3] == UInt8(ascii: "0") else { return false }
                guard let high = Self.hexDigit(start[4]), let low = Self.hexDigit(start[5]) else { return true }
                code = high * 16 + low
                if code >= 0x80 { return false }
            case UInt8(ascii: "\""): code = 0x22
            case UInt8(ascii: "\\"): code = 0x5C
            case UInt8(ascii: "/"): code = 0x2F
            case UInt8(ascii: "b"): code = 0x08
            case UInt8(ascii: "f"): code = 0x0C
            case UInt8(ascii: "n"): code = 0x0A
            case UInt8(ascii: "r"): code = 0x0D
            case UInt8(ascii: "t"): code = 0x09
            default: return true
            }
            return characters[code]
        }

        private static func hexDigit(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
            default: nil
            }
        }

        /// "id", the member a feed item is known by.
        public static let id = Name("id")
    }

    /// The string or number that member `name` of the top-level object holds, or nil: not an object, no
    /// such member or more than one (`JSONParser` refuses the line), any member name written with an escape
    /// (it might spell `name`), or a value that is not a number or a string without escapes.
    public static func scalarMember(_ name: String, of bytes: [UInt8]) -> JSONValue? { scalarMember(Name(name), of: bytes) }

    /// `scalarMember(_:of:)` with the name made beforehand.
    public static func scalarMember(_ name: Name, of bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
            var scan = Scan(bytes: buffer)
            if let value = scan.leadingMember(name) { return value }
            scan.offset = 0
            return scan.member(name.bytes)
        }
    }

    /// The offset just past the value that starts at `offset` (brackets and quotes matched, nothing
    /// else checked), or nil when the bytes end first. On valid JSON it is where a parser's value ends.
    static func valueEnd(of bytes: [UInt8], from offset: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            var scan = Scan(bytes: buffer)
            scan.offset = offset
            return scan.skipValue() ? scan.offset : nil
        }
    }

    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func skipSpace() {
            while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
        }

        /// Steps over a string at `offset` (its opening quote); whether it held a backslash (always false
        /// unless `checkingEscapes`: only member names need to know). Nil when it does not end.
        mutating func skipString(checkingEscapes: Bool = false) -> Bool? {
            offset += 1
            let start = offset
            // memchr finds each quote (most of a line is text); a quote after an odd run of backslashes is
            // escaped, and the scan goes on past it.
            while offset < bytes.count, let base = bytes.baseAddress {
                guard let found = memchr(base + offset, Int32(UInt8(ascii: "\"")), bytes.count - offset) else { return nil }
                let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var backslashes = 0
                while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                offset = quote + 1
                if backslashes % 2 == 0 {
                    return checkingEscapes && memchr(base + start, Int32(UInt8(ascii: "\\")), quote - start) != nil
                }
            }
            return nil
        }

        /// Steps over any value at `offset`; false when the bytes end first.
        mutating func skipValue() -> Bool {
            guard let first = current else { return false }
            switch first {
            case UInt8(ascii: "\""): return skipString() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while let byte = current {
                    switch byte {
                    case UInt8(ascii: "\""): guard skipString() != nil else { return false }; continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { offset += 1; return true }
                    default: break
                    }
                    offset += 1
                }
                return false
            default:
                // A number, true, false or null: up to the next delimiter.
                while let byte = current, !Self.endsScalar(byte) { offset += 1 }
                return true
            }
        }

        static func endsScalar(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte)
        }

        /// JSON's whitespace: space, tab, line feed, carriage return.
        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        /// The first member's value when that member is `name` and no later one can be: the rest of the
        /// object holds no escape that could spell one of the name's characters (so no later name written
        /// with escapes equals it; escapes of other characters, as in a text of `\u4E2D`, do not matter) and
        /// never `name` in quotes. Feed lines put their id first, so most are answered after reading a few
        /// bytes, a look at each backslash and a glance at each quote of the rest (`memchr`), rather than a
        /// step through every member and bracket. Nil where it cannot tell.
        mutating func leadingMember(_ name: Name) -> JSONValue? {
            let quoted = name.quoted
            skipSpace()
            guard current == UInt8(ascii: "{"), let base = bytes.baseAddress else { return nil }
            offset += 1
            skipSpace()
            guard let (first, value) = nextMember(), bytes[first].elementsEqual(name.bytes) else { return nil }
            // The object ends the line: its last byte but spaces is its closing brace.
            var end = bytes.count
            while end > offset, Self.isSpace(bytes[end - 1]) { end -= 1 }
            guard end > offset, bytes[end - 1] == UInt8(ascii: "}") else { return nil }
            let rest = base + offset, restCount = end - offset
            let stop = rest + restCount
            // Escapes, read from the left (the rest starts outside any string, so each backslash found is an
            // escape's first byte, and the one after it is its second).
            var at = rest
            while at < stop, let found = memchr(at, Int32(UInt8(ascii: "\\")), stop - at) {
                let backslash = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if name.mayBeSpelled(by: backslash, upTo: stop) { return nil }
                at = backslash + 2
            }
            // Every quote is a string's end or start; none may start the name in quotes.
            at = rest
            while let found = memchr(at, Int32(UInt8(ascii: "\"")), stop - at) {
                let quote = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
                if stop - quote >= quoted.count, quote[1] == quoted[1],
                   UnsafeBufferPointer(start: quote, count: quoted.count).elementsEqual(quoted) { return nil }
                at = quote + 1
            }
            return scalar(value)
        }

        /// The member at `offset` (its name's quote): the ranges of its name's bytes and of its value, with
        /// `offset` past the value; nil where there is none, or its name is written with an escape.
        mutating func nextMember() -> (name: Range<Int>, value: Range<Int>)? {
            guard current == UInt8(ascii: "\"") else { return nil }
            let nameStart = offset + 1
            guard let escaped = skipString(checkingEscapes: true), !escaped else { return nil }
            let name = nameStart..<(offset - 1)
            skipSpace()
            guard current == UInt8(ascii: ":") else { return nil }
            offset += 1
            skipSpace()
            let valueStart = offset
            guard skipValue() else { return nil }
            return (name, valueStart..<offset)
        }

        mutating func member(_ wanted: ArraySlice<UInt8>) -> JSONValue? {
            skipSpace()
            guard current == UInt8(ascii: "{") else { return nil }
            offset += 1
            skipSpace()
            if current == UInt8(ascii: "}") { return nil }
            var found: Range<Int>?
            while true {
                guard let (name, value) = nextMember() else { return nil }
                if bytes[name].elementsEqual(wanted) {
                    guard found == nil else { return nil }   // given twice: the parser refuses the line
                    found = value
                }
                skipSpace()
                switch current {
                case UInt8(ascii: ","): offset += 1; skipSpace()
                case UInt8(ascii: "}"):
                    offset += 1
                    skipSpace()
                    guard offset == bytes.count, let found else { return nil }
                    return scalar(found)
                default: return nil
                }
            }
        }

        /// The value in `range` when it is a number or a string without escapes or control characters.
        func scalar(_ range: Range<Int>) -> JSONValue? {
            let value = bytes[range]
            guard let first = value.first else { return nil }
            if first == UInt8(ascii: "\"") {
                let inner = value.dropFirst().dropLast()
                guard value.count >= 2, value.last == UInt8(ascii: "\""),
                      !inner.contains(where: { $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return nil }
                return .string(String(decoding: inner, as: UTF8.self))
            }
            guard first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return nil }
            return .number(String(decoding: value, as: UTF8.self))
        }
    }
}
