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

    /// The UTF-16 units of `string`. Swift keeps strings as UTF-8; going through `String.utf16` decodes
    /// and re-encodes each unit through the view's index machinery (and builds offset breadcrumbs for
    /// long non-ASCII text), several times the cost of encoding the scalars once into a buffer sized by the
    /// UTF-8 length, which UTF-16 never exceeds.
    static func units(of string: String) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            UTF16.encode(scalar) { units.append($0) }
        }
        return units
    }
}
