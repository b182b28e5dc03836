@testable import CellTemplates
import FeedTables
import HeightCache
import LayoutTestSupport
import Testing

/// Seeded random mutations of the fixture documents through the reader, the template check and a layout:
/// every document either reads, or fails with a `TemplateError` naming its line; a cell that reads has a
/// finite height or a typed error. None traps or hangs. The seed makes a failure replay.
@Suite struct InterfaceBuilderFuzzTests {
    static let caseCount = 10_000

    /// The documents to mutate, with the cell to read (nil: the only one).
    static let seeds: [(name: String, cell: String?)] = [
        ("LabelsCell.xib", nil), ("Prototypes.storyboard", "NoteCell"), ("CollectionCell.xib", nil), ("TopLevelView.xib", nil),
        ("Edges.xib", nil), ("TableMargins.xib", nil), ("ExplicitMargins.xib", nil), ("DirectionalMargins.xib", nil),
        ("Baselines.xib", nil), ("Relations.xib", nil), ("Placeholder.xib", nil), ("Variations.xib", nil), ("Hidden.xib", nil),
        ("Priorities.xib", nil), ("StackView.xib", nil), ("Fonts.xib", nil), ("ImageViews.xib", nil), ("Autoresizing.xib", nil),
    ]

    /// Values an attribute may be given: numbers out of every range, ratios, words, markup.
    static let hostileValues: [String] = [
        "NaN", "nan", "inf", "-inf", "1e308", "-1e308", "1e309", "4.9e-324", "-1", "-5", "-0", "0", "0.0", "1000", "1001", "999999999999999999999",
        "1e6", "-1e6", "49:45", "49:0", "0:0", "1:1e308", "1e308:1e-308", ":", "1:2:3", "", " ", "abc", "YES", "NO", "0x10",
        "1,5", "&amp;", "&lt;&gt;", "&#0;", "&#x1F600;", "\u{FEFF}", "中文", "\u{202E}", "top", "baseline", "notAnAttribute",
        "greaterThanOrEqual", "lessThanOrEqual", "contentView", "superview", "-1", "cnt-La-001", "UICTFontTextStyleBody",
        "UICTFontTextStyleEmphasizedTitle0", ".AppleSystemUIFont", "boldSystem", "italicSystem", "widthClass=compact",
    ]

    /// Attributes that are not in the fixtures (or not on that element).
    static let unknownAttributes: [String] = [
        #" zzz="1e308""#, #" multiplier="1e308""#, #" priority="NaN""#, #" constant="-1e308""#, #" hidden="YES""#,
        #" placeholder="YES""#, #" numberOfLines="-3""#, #" horizontalHuggingPriority="1e9""#, #" spacing="NaN""#,
        #" axis="vertical""#, #" secondItem="-1""#, #" firstItem="cel-La-001""#, #" relation="approximately""#,
        #" translatesAutoresizingMaskIntoConstraints="YES""#, #" placeholderIntrinsicWidth="1e308""#, #" image="photo""#,
    ]

    @Test func mutatedDocumentsReadOrFailAtALine() throws {
        let documents = try Self.seeds.map { Seed(bytes: try IBFixture.bytes($0.name), cell: $0.cell) }
        var generator = SeededGenerator(seed: 0x1B_0033)
        var registered: [String: String] = [:]
        for family in Shared.cache.typesetter.fonts.families() { registered[family.lowercased()] = family }
        let families = { [registered] (name: String) in registered[name.lowercased()] }
        var read = 0, failed = 0, laidOut = 0
        for index in 0..<Self.caseCount {
            let seed = documents[index % documents.count]
            let bytes = seed.mutated(&generator)
            let file = "case-\(index).xib"
            do {
                // What `CellTemplate.readInterfaceBuilder` does, for one of the two templates in turn (the
                // run-time one, the design-time one): read, check and build; then lay it out.
                let cell = try InterfaceBuilderCell.read(bytes, file: file, cell: seed.cell, families: families)
                let template = index % 2 == 0 ? cell.template : cell.designTemplate
                try template.check()
                let made = try TemplateCell(template: template, textCache: Shared.cache, category: .default)
                try made.checkFonts()
                read += 1
                do {
                    let height = try made.fittingHeight(in: TableGeometry(width: 375, scale: 3, separatorStyle: template.separator))
                    #expect(height.isFinite && height >= 0, "case \(index): height \(height)")
                    laidOut += 1
                } catch {
                    // A typed layout error (HeightCacheError) with a message; numbers that cannot be laid out are
                    // refused by the reader at their line, so none reaches the solver.
                    #expect(!"\(error)".isEmpty && !"\(error)".lowercased().contains("non-finite"), "case \(index): \(error)")
                }
            } catch {
                failed += 1
                #expect(error.file == file && (error.line ?? 0) >= 1, "case \(index): \(error)")
            }
        }
        // Both outcomes occur (a mutator that only broke documents, or never did, would test little).
        #expect(read > Self.caseCount / 10 && failed > Self.caseCount / 10 && laidOut > Self.caseCount / 20,
                "read \(read), failed \(failed), laid out \(laidOut)")
    }

    /// A document to mutate, with the places edits go found once: its lines, attribute values and the ends
    /// of its elements' names.
    struct Seed {
        let bytes: [UInt8]
        let cell: String?
        let lines: [Range<Int>]
        let values: [Range<Int>]
        let nameEnds: [Int]

        init(bytes: [UInt8], cell: String?) {
            self.bytes = bytes
            self.cell = cell
            var lines: [Range<Int>] = [], values: [Range<Int>] = [], nameEnds: [Int] = []
            var lineStart = 0, index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"):
                    lines.append(lineStart..<index + 1)
                    lineStart = index + 1
                case UInt8(ascii: "\"") where index > 0 && bytes[index - 1] == UInt8(ascii: "="):
                    let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
                    values.append(index + 1..<end)
                    index = end
                case UInt8(ascii: "<") where index + 1 < bytes.count && ![UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[index + 1]):
                    let end = bytes[index...].firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "/") } ?? bytes.count
                    nameEnds.append(end)
                default: break
                }
                index += 1
            }
            (self.lines, self.values, self.nameEnds) = (lines, values, nameEnds)
        }

        /// One to three edits, made on the seed's places (from the end backwards, overlapping ones dropped):
        /// flip a byte, delete a span, duplicate a line, give an attribute a hostile value, swap two
        /// attributes' values, or add an attribute the element does not have.
        func mutated(_ generator: inout SeededGenerator) -> [UInt8] {
            var edits: [(range: Range<Int>, with: [UInt8])] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                switch Int.random(in: 0..<14, using: &generator) {
                case 0, 1, 2, 3:
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    edits.append((at..<at + 1, [UInt8.random(in: 0...255, using: &generator)]))
                case 4, 5:
                    let at = Int.random(in: 0..<bytes.count, using: &generator)
                    edits.append((at..<min(bytes.count, at + Int.random(in: 1...40, using: &generator)), []))
                case 6, 7:
                    let line = lines.randomElement(using: &generator)!
                    edits.append((line.upperBound..<line.upperBound, Array(bytes[line])))
                case 8, 9, 10:
                    edits.append((values.randomElement(using: &generator)!, Array(hostileValues.randomElement(using: &generator)!.utf8)))
                case 11:
                    let (first, second) = (values.randomElement(using: &generator)!, values.randomElement(using: &generator)!)
                    edits.append((first, Array(bytes[second])))
                    edits.append((second, Array(bytes[first])))
                default:
                    let at = nameEnds.randomElement(using: &generator)!
                    edits.append((at..<at, Array(unknownAttributes.randomElement(using: &generator)!.utf8)))
                }
            }
            var result = bytes
            var floor = Int.max
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= floor {
                result.replaceSubrange(edit.range, with: edit.with)
                floor = edit.range.lowerBound
            }
            return result
        }
    }
}
