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
}
