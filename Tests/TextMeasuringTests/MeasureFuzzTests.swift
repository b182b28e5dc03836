import LayoutTestSupport
import Testing
import TextMeasuring
import Typesetting

/// Seeded random input through the measure path (JSONL decoding, validation, layout, both output forms):
/// every line either measures or fails with a message; none traps or hangs. The seed makes a failure replay.
@Suite struct MeasureFuzzTests {
    static let caseCount = 100_000

    /// Valid lines to mutate, covering every field and the kinds of text the tool meets.
    static let seeds: [String] = [
        #"{"id": 1, "text": "Hello, world", "size": 17, "width": 343}"#,
        #"{"id": "a1", "text": "我们在 Swift 里测量行高。", "size": 15, "width": 120, "lines": 2, "scale": 2, "locale": "zh-Hans"}"#,
        #"{"id": 12345678901234567890, "text": "Mixed 中英文 text\nwith a break", "size": 13, "width": 80, "weight": 600, "family": "Inter"}"#,
        #"{"id": -0.5e3, "text": "\u0000\t\r\u2028 \ud83d\ude00 אבג", "size": 1000, "width": 1000000, "lines": 0, "scale": 1}"#,
        #"{"id": "x", "text": "", "size": 1, "width": 0.001}"#,
    ]

    /// Pieces a mutation splices in: JSON syntax, extreme numbers, odd strings and escapes.
    static let pieces: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "\\udc00", "null", "true", "false", "-", "0", "1e308",
        "1e309", "-1e308", "4.9e-324", "1e-400", "123456789012345678901234567890", "NaN", "Infinity", "-0", "0.0000",
        "\"size\":", "\"width\":", "\"lines\":", "\"scale\":", "\"weight\":", "\"locale\":", "\"family\":", "\"id\":",
        "\"text\":", "\"xx-YY\"", "\"zh-Hans\"", "\"Inter\"", "\"\"", "[[[[[[[[", "]]]]]]]]", "\u{FEFF}", "\u{0}",
        "\u{1F600}", "\u{200D}", "\u{0301}", "     ", "\t", "\n", "\r",
    ]

    @Test func randomLinesNeverTrap() throws {
        let measurer = TextMeasurer(fonts: try FontCollection.bundled())
        var generator = SeededGenerator(seed: 0xCE11_4E16)
        var measured = 0, failed = 0
        for index in 0..<Self.caseCount {
            let defaults = index % 7 == 0 ? RequestDefaults(size: 17, width: 200, scale: 2) : RequestDefaults()
            let decoder = RequestDecoder(defaults: defaults)
            let line = Self.mutated(Self.seeds[index % Self.seeds.count], &generator)
            do {
                let request = try decoder.decode(line: line)
                if index % 2 == 0 {
                    _ = LayoutJSON.line(id: request.id, layout: try measurer.measure(request))
                } else {
                    let (layout, families) = try measurer.measureWithFamilies(request)
                    _ = LayoutReport.text(for: request, layout: layout, families: families)
                }
                measured += 1
            } catch {
                #expect(!error.description.isEmpty)
                failed += 1
            }
        }
        // Both outcomes occur (a generator that only broke lines, or never did, would test little).
        #expect(measured > Self.caseCount / 50 && failed > Self.caseCount / 50, "measured \(measured), failed \(failed)")
    }

    /// One to four edits: replace a byte, insert a piece, delete a span, or duplicate a span.
    static func mutated(_ seed: String, _ generator: inout SeededGenerator) -> [UInt8] {
        var bytes = Array(seed.utf8)
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where position < bytes.count:
                bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 1, 2:
                bytes.insert(contentsOf: Array(pieces.randomElement(using: &generator)!.utf8), at: position)
            case 3 where position < bytes.count:
                let end = min(bytes.count, position + Int.random(in: 1...12, using: &generator))
                bytes.removeSubrange(position..<end)
            default:
                let end = min(bytes.count, position + Int.random(in: 0...24, using: &generator))
                bytes.insert(contentsOf: Array(bytes[position..<end]), at: position)
            }
        }
        return bytes
    }
}
