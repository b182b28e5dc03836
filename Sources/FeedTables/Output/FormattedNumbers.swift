import HashIndex
import ViewLayout

/// Numbers as `formatPoints` writes them, in UTF-8, kept once made. A table's settings have a few
/// widths and scales that come round row after row, found by a glance at each; its heights, a few hundred,
/// by a look-up of their bits (at most `limit` kept; then the memo starts again). The bits are the key
/// itself, so `HashIndex` finds them without hashing them again as `Dictionary` would, once per row.
struct FormattedNumbers: Sendable {
    private var settings: [(bits: UInt64, text: [UInt8])] = []
    private var heightIndex = HashIndex()
    private var heightTexts: [[UInt8]] = []
    static let limit = 4096

    /// A width or a scale.
    mutating func setting(_ value: Double) -> [UInt8] {
        let bits = value.bitPattern
        for entry in settings where entry.bits == bits { return entry.text }
        let text = Array(formatPoints(value).utf8)
        if settings.count >= 16 { settings.removeAll(keepingCapacity: true) }
        settings.append((bits, text))
        return text
    }

    /// A height.
    mutating func height(_ value: Double) -> [UInt8] {
        let bits = value.bitPattern
        // A word is one height's exact bits: a word that matches is that height.
        if let entry = heightIndex.find(bits, where: { _ in true }) { return heightTexts[Int(entry)] }
        let text = Array(formatPoints(value).utf8)
        if heightTexts.count >= Self.limit {
            heightIndex = HashIndex()
            heightTexts.removeAll(keepingCapacity: true)
        }
        heightIndex.insert(bits, entry: Int32(heightTexts.count))
        heightTexts.append(text)
        return text
    }
}
