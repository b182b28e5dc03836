import Foundation

/// A copy of a font file with a few of its fields changed in place, for tests that need faces the bundled
/// fonts do not have (two faces of one family and weight that differ in width, as Roboto 1.1's regular and
/// condensed do). The glyphs and every other table stay as they were.
public enum PatchedFontFile {
    /// Writes `source` to `destination` with the OS/2 width class set to `widthClass`, its weight class to
    /// `weightClass`, the line's ascender
    /// (hhea's and OS/2's typo ascender) to `ascender` font units, and every occurrence of `renaming.from`
    /// (as ASCII and as UTF-16BE, in the name table and the CFF table alike) replaced by `renaming.to`, which
    /// must be as long. Returns `destination`.
    @discardableResult
    public static func write(from source: String, to destination: String, widthClass: UInt16? = nil, weightClass: UInt16? = nil,
                             ascender: Int16? = nil, renaming: (from: String, to: String)? = nil) throws -> String {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        func table(_ tag: String) -> Int? {
            let count = Int(read16(bytes, 4))
            for index in 0..<count {
                let entry = 12 + 16 * index
                if String(decoding: bytes[entry..<entry + 4], as: UTF8.self) == tag { return Int(read32(bytes, entry + 8)) }
            }
            return nil
        }
        if let widthClass, let os2 = table("OS/2") { write16(&bytes, os2 + 6, widthClass) }
        if let weightClass, let os2 = table("OS/2") { write16(&bytes, os2 + 4, weightClass) }
        if let ascender {
            if let hhea = table("hhea") { write16(&bytes, hhea + 4, UInt16(bitPattern: ascender)) }
            if let os2 = table("OS/2") { write16(&bytes, os2 + 68, UInt16(bitPattern: ascender)) }
        }
        if let (from, to) = renaming {
            precondition(from.utf8.count == to.utf8.count, "a renaming keeps the name's length")
            replace(&bytes, Array(from.utf8), Array(to.utf8))
            replace(&bytes, from.utf8.flatMap { [0, $0] }, to.utf8.flatMap { [0, $0] })
        }
        try Data(bytes).write(to: URL(fileURLWithPath: destination))
        return destination
    }

    private static func read16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
    private static func read32(_ bytes: [UInt8], _ at: Int) -> UInt32 { UInt32(read16(bytes, at)) << 16 | UInt32(read16(bytes, at + 2)) }
    private static func write16(_ bytes: inout [UInt8], _ at: Int, _ value: UInt16) {
        bytes[at] = UInt8(value >> 8)
        bytes[at + 1] = UInt8(value & 0xFF)
    }

    private static func replace(_ bytes: inout [UInt8], _ from: [UInt8], _ to: [UInt8]) {
        guard !from.isEmpty, bytes.count >= from.count else { return }
        var index = 0
        while index <= bytes.count - from.count {
            if bytes[index] == from[0], bytes[index..<index + from.count].elementsEqual(from) {
                bytes.replaceSubrange(index..<index + from.count, with: to)
                index += from.count
            } else {
                index += 1
            }
        }
    }
}
