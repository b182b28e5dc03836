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
    /// The string or number that member `name` of the top-level object holds (the last such member, as
    /// `JSONValue`'s subscript takes), or nil: not an object, no such member, any member name written with
    /// an escape (it might spell `name`), or a value that is not a number or a string without escapes.
    public static func scalarMember(_ name: String, of bytes: [UInt8]) -> JSONValue? {
        let wanted = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
            var scan = Scan(bytes: buffer)
            return scan.member(wanted)
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
            while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A || bytes[offset] == 0x0D {
                offset += 1
            }
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
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        mutating func member(_ wanted: [UInt8]) -> JSONValue? {
            skipSpace()
            guard current == UInt8(ascii: "{") else { return nil }
            offset += 1
            skipSpace()
            if current == UInt8(ascii: "}") { return nil }
            var found: Range<Int>?
            while true {
                guard current == UInt8(ascii: "\"") else { return nil }
                let nameStart = offset + 1
                guard let escaped = skipString(checkingEscapes: true), !escaped else { return nil }
                let isWanted = bytes[nameStart..<(offset - 1)].elementsEqual(wanted)
                skipSpace()
                guard current == UInt8(ascii: ":") else { return nil }
                offset += 1
                skipSpace()
                let valueStart = offset
                guard skipValue() else { return nil }
                if isWanted { found = valueStart..<offset }
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
