/// Byte offset of the first byte of `bytes` that is not part of well-formed UTF-8, if any: what a feed
/// line, a request body or a catalog's JSON is checked with before it is parsed, so an error can say
/// where the text goes wrong.
public func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    // Every feed line and request body goes through here: mostly ASCII JSON around runs of text. The
    // standard library's check costs about ten instructions a byte (7% of a repeated 20-item server
    // request); ASCII is passed over here eight bytes at a time and each other sequence is checked against
    // the Unicode Standard's table 3-7 of well-formed byte sequences. A bad sequence is reported where it
    // starts, as a decoder reading scalar by scalar reports it.
    bytes.withUnsafeBufferPointer { buffer -> Int? in
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        var index = 0
        while index < count {
            if index + 8 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length and the range its second byte must be in (table 3-7); its later bytes
            // are any continuation byte, 80...BF.
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= count, second.contains(buffer[index + 1]) else { return index }
            var next = index + 2
            while next < index + length {
                guard buffer[next] & 0xC0 == 0x80 else { return index }
                next += 1
            }
            index += length
        }
        return nil
    }
}
