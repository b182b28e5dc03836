/// The size an image file declares in its header: pixels for PNG and JPEG, points for a PDF's first
/// page. The format is told by the file's first bytes, never by its name (a `.png` may hold a JPEG).
package struct ImageHeader: Equatable {
    package enum Format: String { case png = "PNG", jpeg = "JPEG", pdf = "PDF" }

    package var format: Format
    package var width: Double
    package var height: Double

    /// Why a header could not be read: what is wrong, in words.
    package struct Failure: Error, Equatable { package var message: String }

    /// Reads the header at the start of `bytes` (the whole file for a PDF: its page can be anywhere).
    package static func read(_ bytes: [UInt8]) throws(Failure) -> ImageHeader {
        if bytes.starts(with: pngSignature) { return try png(bytes) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(bytes) }
        if bytes.starts(with: Array("%PDF-".utf8)) { return try pdf(bytes) }
        throw Failure(message: notAnImage(bytes))
    }

    /// What a file that is no PNG, JPEG or PDF is, told by its signature. Never its bytes: a message that
    /// showed them would print whatever file an image's name leads to.
    static func notAnImage(_ bytes: [UInt8]) -> String {
        if bytes.isEmpty { return "not a PNG, JPEG or PDF file: it is empty" }
        if let kind = otherImage(bytes) { return "\(kind), not a PNG, JPEG or PDF file" }
        return "not a PNG, JPEG or PDF file (its first bytes are none of theirs)"
    }

    /// An image format a catalog may hold that is not read, by its signature (GIF, TIFF, WebP's RIFF container).
    private static func otherImage(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return "a GIF image" }
        if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return "a TIFF image" }
        if bytes.starts(with: Array("RIFF".utf8)) && bytes.dropFirst(8).starts(with: Array("WEBP".utf8)) { return "a WebP image" }
        return nil
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG: the IHDR chunk comes first, its width and height big-endian 32-bit (PNG spec, 11.2.2).
    private static func png(_ bytes: [UInt8]) throws(Failure) -> ImageHeader {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw Failure(message: "a PNG file without its IHDR header (truncated or damaged)")
        }
        let width = bigEndian(bytes, 16, 4), height = bigEndian(bytes, 20, 4)
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw Failure(message: "a PNG file of \(width) x \(height) pixels (PNG sizes are 1 to 2^31 - 1)")
        }
        return ImageHeader(format: .png, width: Double(width), height: Double(height))
    }

    /// JPEG: the frame header (SOFn) after any number of marker segments; its height comes before its
    /// width (ITU T.81, B.2.2). Scan data before a frame header, or the end of the bytes, is an error.
    private static func jpeg(_ bytes: [UInt8]) throws(Failure) -> ImageHeader {
        var position = 2
        segments: while position + 1 < bytes.count {
            guard bytes[position] == 0xFF else {
                throw Failure(message: "a JPEG file damaged at byte \(position): expected a marker (0xFF)")
            }
            var next = position + 1
            while next < bytes.count, bytes[next] == 0xFF { next += 1 }   // fill bytes
            guard next < bytes.count else { break }
            let marker = bytes[next]
            position = next + 1
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }   // markers without a length
            guard position + 2 <= bytes.count else { break }
            let length = bigEndian(bytes, position, 2)
            guard length >= 2 else { throw Failure(message: "a JPEG file damaged at byte \(position): a segment of length \(length)") }
            switch marker {
            case 0xC0...0xCF where ![0xC4, 0xC8, 0xCC].contains(marker):
                // Length (2), sample precision (1), lines (2), samples per line (2).
                guard position + 7 <= bytes.count else { break segments }
                let height = bigEndian(bytes, position + 3, 2), width = bigEndian(bytes, position + 5, 2)
                guard width > 0, height > 0 else {
                    throw Failure(message: "a JPEG file of \(width) x \(height) pixels (a height set later by a DNL segment is not read)")
                }
                return ImageHeader(format: .jpeg, width: Double(width), height: Double(height))
            case 0xDA, 0xD9:
                throw Failure(message: "a JPEG file with no frame header before its \(marker == 0xDA ? "scan data" : "end")")
            default:
                position += length
            }
        }
        throw Failure(message: "a JPEG file with no frame header in its first \(bytes.count) bytes (truncated, or more metadata than is read)")
    }

    /// PDF: the page's `/MediaBox [x0 y0 x1 y1]`, in points (PDF 1.7, 7.7.3.3), written out in the file (a
    /// page object inside a compressed object stream is not read). An image set's PDF has one page. A page
    /// object's own box wins over one its page tree gives it to inherit (`/Type /Pages`, which may come
    /// first in the file); without one of its own, the first box written.
    private static func pdf(_ bytes: [UInt8]) throws(Failure) -> ImageHeader {
        let key = Array("/MediaBox".utf8)
        var boxes: [Int] = []
        var from = 0
        while let found = bytes[from...].firstRange(of: key) { boxes.append(found.lowerBound); from = found.upperBound }
        guard let first = boxes.first else {
            throw Failure(message: "a PDF file with no /MediaBox written out (its pages may be in a compressed object stream)")
        }
        let start = boxes.first { isInPageObject(bytes, at: $0) } ?? first
        var position = start + key.count
        func skipSpace() { while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00].contains(bytes[position]) { position += 1 } }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else {
            throw Failure(message: "a PDF file whose /MediaBox is not written as [x0 y0 x1 y1] (an indirect reference is not followed)")
        }
        position += 1
        var numbers: [Double] = []
        while numbers.count < 4 {
            skipSpace()
            let begin = position
            while position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")
                    || bytes[position] == UInt8(ascii: ".") || (0x30...0x39).contains(bytes[position]) { position += 1 }
            guard position > begin, let value = Double(String(decoding: bytes[begin..<position], as: UTF8.self)), value.isFinite else {
                throw Failure(message: "a PDF file whose /MediaBox holds something other than four numbers")
            }
            numbers.append(value)
        }
        let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
        guard width > 0, height > 0, width <= 14_400, height <= 14_400 else {
            throw Failure(message: "a PDF page of \(width) x \(height) points (PDF pages are 1 to 14400 points a side)")
        }
        return ImageHeader(format: .pdf, width: width, height: height)
    }

    /// Whether the object around `offset` (from the `obj` before it to the `endobj` after) is a page,
    /// `/Type /Page` and not `/Type /Pages`.
    private static func isInPageObject(_ bytes: [UInt8], at offset: Int) -> Bool {
        // "N G obj": the keyword after white space of any kind ("endobj" has a letter before it).
        var begin = 0
        var before = offset
        while let found = bytes[..<before].lastRange(of: Array("obj".utf8)) {
            if found.lowerBound > 0, [0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00].contains(bytes[found.lowerBound - 1]) { begin = found.upperBound; break }
            before = found.lowerBound
        }
        let end = (bytes[offset...].firstRange(of: Array("endobj".utf8))?.lowerBound) ?? bytes.count
        let object = bytes[begin..<end]
        var from = object.startIndex
        while let type = object[from...].firstRange(of: Array("/Type".utf8)) {
            var at = type.upperBound
            while at < object.endIndex, [0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00].contains(object[at]) { at += 1 }
            let page = Array("/Page".utf8)
            if object[at...].starts(with: page) {
                let after = at + page.count
                // A delimiter or white space ends the name: "/Pages" is another.
                if after >= object.endIndex || !(0x41...0x5A).contains(object[after] & 0xDF) { return true }
            }
            from = type.upperBound
        }
        return false
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
