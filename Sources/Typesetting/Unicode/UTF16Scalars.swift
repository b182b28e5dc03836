import CICU

/// Unicode scalars read from UTF-16 text: the one decoder of surrogate pairs the typesetter uses.
enum UTF16Scalars {
    /// The scalar starting at `index` and how many units it takes (2 for a surrogate pair). A lone
    /// surrogate is returned as its own value, one unit long, so callers can treat it as they choose.
    @inline(__always)
    static func scalar(at index: Int, in text: UnsafeBufferPointer<UInt16>, end: Int) -> (value: UInt32, length: Int) {
        let unit = text[index]
        if unit & 0xFC00 == 0xD800, index + 1 < end, text[index + 1] & 0xFC00 == 0xDC00 {
            return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(text[index + 1]) - 0xDC00), 2)
        }
        return (UInt32(unit), 1)
    }

    /// True for a lone surrogate (a surrogate unit that `scalar(at:in:end:)` returned by itself).
    static func isSurrogate(_ value: UInt32) -> Bool { value & 0xFFFF_F800 == 0xD800 }

    /// The UTF-16 units of `string`. Swift keeps strings as UTF-8; ICU transcodes the bytes in place into
    /// a buffer sized by the UTF-8 length, which UTF-16 never exceeds (on the Chinese corpus about 1.9 k
    /// instructions a text against 2.4 k for encoding scalar by scalar). Going through `String.utf16` is
    /// dearer still: it decodes through the view's index machinery and builds offset breadcrumbs for long
    /// non-ASCII text.
    static func units(of string: String) -> [UInt16] {
        var utf8 = string
        let transcoded = utf8.withUTF8 { utf8 -> [UInt16]? in
            guard let base = utf8.baseAddress, let length = Int32(exactly: utf8.count) else {
                return utf8.isEmpty ? [] : nil
            }
            var units = [UInt16](filled: 0, count: utf8.count)
            let written = units.withUnsafeMutableBufferPointer { buffer in
                cicu_utf16_from_utf8(buffer.baseAddress, length, base, length)
            }
            // A Swift string is well-formed UTF-8, so ICU cannot fail; were it to, encode in Swift.
            guard written >= 0 else { return nil }
            units.removeLast(units.count - Int(written))
            return units
        }
        return transcoded ?? encoded(string)
    }

    /// The units encoded scalar by scalar: for text too long for ICU's 32-bit lengths.
    private static func encoded(_ string: String) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            UTF16.encode(scalar) { units.append($0) }
        }
        return units
    }
}
