extension XMLTree {
    /// Attributes one element may have (Interface Builder writes a few dozen at most). libxml2 checks each
    /// new attribute of an element against all the ones before it, so an element of half a million
    /// attributes (4 MB) took minutes to parse: the count is checked before libxml2 sees the bytes.
    static let maximumAttributes = 256

    /// The line of the first start tag with more than `maximumAttributes` attributes, if there is one: a
    /// scan of the bytes that counts each tag's `=` signs outside quoted values, skipping comments and
    /// CDATA sections, in one pass.
    static func crowdedElementLine(in bytes: [UInt8]) -> Int? {
        let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), equals = UInt8(ascii: "="), newline = UInt8(ascii: "\n")
        let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")
        let sections: [(start: [UInt8], end: [UInt8])] = [(Array("<!--".utf8), Array("-->".utf8)), (Array("<![CDATA[".utf8), Array("]]>".utf8))]
        var line = 1
        var index = 0
        func at(_ word: [UInt8]) -> Bool { bytes[index...].starts(with: word) }
        scanning: while index < bytes.count {
            let byte = bytes[index]
            if byte == newline { line += 1 }
            guard byte == lessThan else { index += 1; continue }
            for section in sections where at(section.start) {
                index += section.start.count
                while index < bytes.count && !at(section.end) {
                    if bytes[index] == newline { line += 1 }
                    index += 1
                }
                index += section.end.count
                continue scanning
            }
            index += 1
            // An end tag, a declaration or a processing instruction has no attributes to count.
            if index < bytes.count, [UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(bytes[index]) { continue }
            let tagLine = line
            var count = 0
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == newline { line += 1 }
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == doubleQuote || byte == singleQuote {
                    quote = byte
                } else if byte == equals {
                    count += 1
                    if count > maximumAttributes { return tagLine }
                } else if byte == greaterThan {
                    index += 1
                    break
                }
                index += 1
            }
        }
        return nil
    }
}
