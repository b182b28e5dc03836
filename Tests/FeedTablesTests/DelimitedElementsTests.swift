import JSONLines
import SeededRandom
import Testing

/// A body whose items are delimited (`JSONParser.parseObject(_:delimitingElementsOf:)`) and then parsed one
/// by one at their depth is accepted exactly when the whole body parses, with the same elements at the same
/// places: checked on hand-picked bodies and on thousands of damaged copies of them.
@Suite struct DelimitedElementsTests {
    static let bodies = [
        #"{"template": "status", "items": [{"id": 1, "text": "a \"quoted\" [word]"}, {"id": "x", "tags": [1, {"b": null}]}], "widths": [375]}"#,
        #"{"items": [], "widths": [375, 320]}"#,
        #"{"items": [1, "two", true, null, [3], {"id": 4}], "items2": {"items": [5]}}"#,
        #" { "widths" : [ 375 ] , "items" : [ { "id" : 1 , "text" : "\\" } ,{"id":2,"text":"}]\u005d"} ] } "#,
    ]

    /// What the whole parse gives, or nil when it refuses the body.
    static func whole(_ bytes: [UInt8]) -> [(JSONValue, Range<Int>)]? {
        guard let parsed = try? JSONParser.parseObject(bytes, elementsOf: "items") else { return nil }
        return (parsed.elements ?? []).map { ($0.value, $0.offset..<$0.end) }
    }

    /// What delimiting then parsing each element gives, or nil when either refuses.
    static func delimited(_ bytes: [UInt8]) -> [(JSONValue, Range<Int>)]? {
        guard let parsed = try? JSONParser.parseObject(bytes, delimitingElementsOf: "items") else { return nil }
        var elements: [(JSONValue, Range<Int>)] = []
        for range in parsed.elements ?? [] {
            guard let value = try? JSONParser.parse(Array(bytes[range]), depth: 2) else { return nil }
            elements.append((value, range))
        }
        return elements
    }

    static func agree(_ bytes: [UInt8]) -> Bool {
        switch (whole(bytes), delimited(bytes)) {
        case (nil, nil): return true
        case let (a?, b?): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    @Test(arguments: bodies)
    func aValidBodyGivesTheSameElements(body: String) {
        let bytes = Array(body.utf8)
        #expect(Self.whole(bytes) != nil)
        #expect(Self.agree(bytes))
    }

    @Test func deepElementsMeetTheWholesLimit() {
        // An item is at depth 2 (the body 0, its members 1): n brackets nest to depth n + 1, and the
        // parser refuses depth 256, so 255 brackets are one too many and 254 are not.
        for (count, parses) in [(254, true), (255, false)] {
            let body = Array(#"{"items": [\#(String(repeating: "[", count: count))\#(String(repeating: "]", count: count))]}"#.utf8)
            #expect((Self.whole(body) != nil) == parses)
            #expect(Self.agree(body))
        }
    }

    /// Bytes replaced, dropped or repeated at random places (a seeded generator, so a failure replays).
    @Test func damagedBodiesAreRefusedAlike() {
        var random = SeededGenerator(seed: 0x5EED_B0D1)
        let alphabet = Array(#"{}[]",:\ "u0aen1.-"#.utf8) + [0x0A, 0xC3]
        var disagreements: [String] = []
        for body in Self.bodies {
            let original = Array(body.utf8)
            for _ in 0..<1_500 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[at] = alphabet.randomElement(using: &random)!
                    case 1: if bytes.count > 1 { bytes.remove(at: at) }
                    default: bytes.insert(bytes[at], at: at)
                    }
                }
                if !Self.agree(bytes) { disagreements.append(String(decoding: bytes, as: UTF8.self)) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    }
}
