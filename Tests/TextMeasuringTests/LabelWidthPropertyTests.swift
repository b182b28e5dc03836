import LayoutTestSupport
import Testing
import TextMeasuring
import Typesetting

/// Properties of a label's text layout that Auto Layout relies on, over seeded random texts of every kind the
/// tool meets (scripts, fallback fonts, emoji, white space, tabs, breaks, truncation): a label laid out at the
/// width it reported breaks exactly as before (a cell sized from a label's width must not wrap it again), and
/// a wider label never has more lines. The seed makes a failure replay.
@Suite struct LabelWidthPropertyTests {
    static let pieces: [String] = [
        "Hello", "world", "Supercalifragilistic", " ", "  ", "\t", "\n", "你", "好", "，", "。", "我们在", "😀", "👍🏽",
        "e\u{301}", "אבג", "مرحبا", "-", "—", "(", ")", "\"", "1,234.5", "https://example.com/a/b", "\u{00A0}", "\u{3000}",
        "\u{200B}", "カタカナ", "한국어", "Ünïcödé", "'s", "...", "!", "?", "A", "i", "W",
    ]

    static let measurer = try! TextMeasurer(fonts: FontCollection.bundled())

    static func randomText(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// Where the text fits the width (no cluster wider than it), the width reported is at most the width
    /// given, and the same request at the reported width gives the same lines, height and width.
    @Test func aTextLaidOutAtItsOwnWidthKeepsItsLines() throws {
        var generator = SeededGenerator(seed: 0x5EED_0417)
        var failures: [String] = []
        for _ in 0..<10_000 {
            let text = Self.randomText(&generator)
            let request = MeasureRequest(text: text, size: [12.0, 13, 15, 17, 20, 24, 34].randomElement(using: &generator)!,
                                         width: Double(Int.random(in: 10...400, using: &generator)),
                                         weight: [400, 500, 600, 700].randomElement(using: &generator)!,
                                         lines: [0, 0, 1, 2, 3].randomElement(using: &generator)!,
                                         scale: [1.0, 2, 3].randomElement(using: &generator)!)
            let first = try Self.measurer.measure(request)
            // A text of no width (spaces alone) has no width of its own to be measured at: a request's width is > 0.
            guard first.width > 0, first.width <= request.width else { continue }
            var again = request
            again.width = first.width
            let second = try Self.measurer.measure(again)
            if first.lines.map(\.range) != second.lines.map(\.range) || first.height != second.height || first.width != second.width {
                failures.append("\(text.debugDescription) \(request.size) pt, weight \(request.weight), \(request.lines) lines, @\(request.scale)x "
                                + "at \(request.width): \(first.width) x \(first.height) \(first.lines.map(\.range)); "
                                + "at \(first.width): \(second.width) x \(second.height) \(second.lines.map(\.range))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10).joined(separator: "\n"))")
    }

    /// Greedy filling gives a wider line at least what a narrower one took: never more lines, never taller.
    @Test func aWiderLabelNeverHasMoreLines() throws {
        var generator = SeededGenerator(seed: 0x5EED_0419)
        var failures: [String] = []
        for _ in 0..<5_000 {
            let text = Self.randomText(&generator)
            let size = [12.0, 13, 15, 17, 20, 24, 34].randomElement(using: &generator)!
            let weight = [400, 500, 600, 700].randomElement(using: &generator)!
            let width = Double(Int.random(in: 10...400, using: &generator))
            let wider = width + Double(Int.random(in: 1...40, using: &generator))
            let narrow = try Self.measurer.measure(MeasureRequest(text: text, size: size, width: width, weight: weight))
            let wide = try Self.measurer.measure(MeasureRequest(text: text, size: size, width: wider, weight: weight))
            if wide.lines.count > narrow.lines.count || wide.height > narrow.height {
                failures.append("\(text.debugDescription) \(size) pt, weight \(weight): at \(width) \(narrow.lines.count) lines, "
                                + "\(narrow.height) tall; at \(wider) \(wide.lines.count), \(wide.height)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10).joined(separator: "\n"))")
    }
}
