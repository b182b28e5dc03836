import SeededRandom
import Testing
@testable import Typesetting

/// A text laid out again at the width its layout reported keeps its lines, in every line break mode, with
/// letter spacing, line spacing and line height multiples, across runs of several fonts and sizes: Auto Layout
/// gives a label the width it asked for, and the label must not wrap again there. Seeded random texts; the
/// seed makes a failure replay (the label-level test is `LabelWidthPropertyTests`).
@Suite struct OwnWidthPropertyTests {
    static let pieces: [String] = [
        "Hello", "world", "Supercalifragilistic", " ", "  ", "\t", "\n", "你", "好", "，", "。", "我们在", "😀", "👍🏽",
        "e\u{301}", "אבג", "مرحبا", "-", "—", "(", ")", "\"", "1,234.5", "https://example.com/a/b", "\u{00A0}", "\u{3000}",
        "\u{200B}", "カタカナ", "한국어", "Ünïcödé", "'s", "...", "!", "?", "A", "i", "W", "\u{2028}", "\r\n", "a .", "a\t)",
    ]

    @Test func aLayoutAtItsOwnWidthKeepsItsLinesInEveryMode() throws {
        var generator = SeededGenerator(seed: 0x5EED_0500)
        var failures: [String] = []
        var checked = 0
        let cases = 5_000
        for _ in 0..<cases {
            var runs: [(String, TextAttributes)] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
                var attributes = TextAttributes(family: [FontCollection.systemFontName, "Inter", "Noto Sans CJK SC"].randomElement(using: &generator)!,
                                                size: [10.0, 13, 17, 24, 34].randomElement(using: &generator)!)
                attributes.weight = [400, 600, 700].randomElement(using: &generator)!
                attributes.letterSpacing = [0, 0, 1.5, -0.5].randomElement(using: &generator)!
                attributes.paragraphStyle.lineSpacing = [0, 0, 4].randomElement(using: &generator)!
                attributes.paragraphStyle.lineHeightMultiple = [0, 0, 1.3].randomElement(using: &generator)!
                runs.append((text, attributes))
            }
            let prepared = try bundledTypesetter.prepare(AttributedText(runs: runs))
            let width = Double(Int.random(in: 5...400, using: &generator))
            let lines = [0, 0, 1, 2, 3].randomElement(using: &generator)!
            let mode = [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byClipping].randomElement(using: &generator)!
            let scale = [1.0, 2, 3].randomElement(using: &generator)!
            let first = prepared.layout(maxWidth: width, numberOfLines: lines, lineBreakMode: mode, scale: scale)
            // A cluster wider than the line makes the layout wider than the width given: nothing to compare.
            guard first.width <= width else { continue }
            checked += 1
            let second = prepared.layout(maxWidth: first.width, numberOfLines: lines, lineBreakMode: mode, scale: scale)
            if first.lines.map(\.range) != second.lines.map(\.range) || first.height != second.height || first.width != second.width {
                failures.append("\(runs.map { ($0.0, $0.1.family, $0.1.size, $0.1.letterSpacing) }) \(mode), \(lines) lines, @\(scale)x at \(width): "
                                + "\(first.width) x \(first.height) \(first.lines.map(\.range)); at \(first.width): "
                                + "\(second.width) x \(second.height) \(second.lines.map(\.range))")
            }
        }
        #expect(checked > cases / 2, "only \(checked) of \(cases) layouts fitted their width")
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(8).joined(separator: "\n"))")
    }
}
