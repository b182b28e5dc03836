import CellTemplates
import ViewLayout

extension GoldenTable {
    /// The settings the table has rows at, as far as its columns tell them.
    public var settings: Set<GoldenSettingsMismatch.Setting> { Set(order.map(\.setting)) }

    /// Throws unless the table has rows at every setting a check measures: the same (width, scale, content
    /// size) combinations, as far as the table's columns tell them apart, or some of them (a check of one
    /// device of a table recorded for several, say); the table's other settings are then `unchecked`, and
    /// their rows neither compared nor missing. An empty table (a header alone) fits any settings: every
    /// row is new.
    public mutating func requireSettings(_ measured: [MeasureSetting]) throws(GoldenTableError) {
        let scales = Set(measured.map(\.scale))
        if !hasScale, scales.count > 1 {
            throw .otherSettings(file: file, GoldenSettingsMismatch(onlyInGolden: [], onlyInCheck: [],
                missingColumn: ("scale", scales.sorted().map { "@\(formatPoints($0))x" })))
        }
        if !hasContentSize, CSVColumns.needsContentSize(measured) {
            throw .otherSettings(file: file, GoldenSettingsMismatch(onlyInGolden: [], onlyInCheck: [],
                missingColumn: ("content_size", measured.map(\.contentSize.rawValue).uniqued())))
        }
        guard count > 0 else { return }
        let checked = Set(measured.map {
            GoldenSettingsMismatch.Setting(width: $0.width, scale: hasScale ? $0.scale : nil, contentSize: hasContentSize ? $0.contentSize.rawValue : nil)
        })
        let golden = settings
        let onlyInGolden = golden.subtracting(checked), onlyInCheck = checked.subtracting(golden)
        unchecked = onlyInCheck.isEmpty ? onlyInGolden.sorted() : []
        if !onlyInCheck.isEmpty {
            throw .otherSettings(file: file, GoldenSettingsMismatch(onlyInGolden: onlyInGolden.sorted(), onlyInCheck: onlyInCheck.sorted(),
                                                                    missingColumn: nil))
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
