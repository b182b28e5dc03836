import Foundation
import HeightService
import Testing

/// A repeated item is answered from the cache by its bytes, without its JSON being read: the answer is
/// the one its first request got, and a body that is not JSON is refused as before wherever the fault is,
/// even beside items the cache knows.
@Suite struct WarmRequestTests {
    static func body(_ items: [String], widths: String = "[375, 320]") -> [UInt8] {
        Array(#"{"template": "status", "items": [\#(items.joined(separator: ", "))], "widths": \#(widths), "scales": [3]}"#.utf8)
    }

    static func cacheHits(_ service: HeightService) -> Int {
        let line = service.metrics.text().split(separator: "\n").first { $0.hasPrefix("cellheight_cache_hits_total ") }
        return line.flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
    }

    @Test func aRepeatedRequestGetsTheFirstAnswerFromTheCache() throws {
        let service = try service(try templateFolder())
        let lines = try exampleLines("status.jsonl", count: 12)
        let first = try service.heights(body: Self.body(lines))
        #expect(Self.cacheHits(service) == 0)
        let second = try service.heights(body: Self.body(lines))
        #expect(second == first)
        #expect(Self.cacheHits(service) == 24)
        // The same items written with other spacing are other bytes: measured again, with the same heights.
        let respaced = lines.map { $0.replacingOccurrences(of: "\": ", with: "\":  ") }
        let third = try service.heights(body: Self.body(respaced))
        #expect(third == first)
        #expect(Self.cacheHits(service) == 24)
    }

    /// Each body holds an item the cache knows (the first of the example) and a fault elsewhere; the
    /// message is the whole body's, at the fault's place, and names the item the fault is in.
    @Test(arguments: [
        // A later item that is not JSON: "]" where "}" should close it.
        (#"{"id": 2, "text": "b"]"#, "expected ',' or '}' in an object, found ']'"),
        // An escape JSON does not have, which matching brackets and quotes does not notice.
        (#"{"id": 2, "text": "a\qb"}"#, "invalid escape '\\q' in a string"),
        // An item nested deeper than the body may be.
        (String(repeating: "[", count: 300) + String(repeating: "]", count: 300), "nesting deeper than 256 levels"),
    ])
    func aFaultBesideAKnownItemIsTheBodysError(second: String, message: String) throws {
        let service = try service(try templateFolder())
        let known = try exampleLines("status.jsonl", count: 1)[0]
        _ = try service.heights(body: Self.body([known]))
        let body = Self.body([known, second])
        #expect {
            _ = try service.heights(body: body)
        } throws: { error in
            guard let error = error as? ServiceError else { return false }
            return error.status == 400 && error.message.hasPrefix("the body is not JSON: " + message) && error.message.hasSuffix(" (in item 1)")
        }
    }

    /// Items that name their fields otherwise than the template (userName, body for user, text) are the
    /// height of empty views: answered, with a warning naming the template's fields, the same answer when the
    /// cache knows them; one item with a bound field among them is no such request.
    @Test func itemsWithoutABoundFieldAreWarnedOf() throws {
        let service = try service(try templateFolder())
        let unbound = [#"{"id": 1, "userName": "Ava", "body": "A long post"}"#, #"{"id": 2, "userName": "Bo"}"#]
        let first = try service.heights(body: Self.body(unbound))
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let warnings = try #require(answer["warnings"] as? [String])
        #expect(warnings.count == 1 && warnings[0].hasPrefix("none of the 2 item(s) has a field the template binds (")
                && warnings[0].contains("content: text"), "\(warnings)")
        #expect((answer["rows"] as? [Any])?.count == 4)
        #expect(try service.heights(body: Self.body(unbound)) == first)
        #expect(Self.cacheHits(service) == 4)
        let mixed = try service.heights(body: Self.body(unbound + [#"{"id": 3, "text": "Hi"}"#]))
        #expect(!mixed.contains("\"warnings\""))
    }

    @Test func textAfterTheKnownItemsIsRefused() throws {
        let service = try service(try templateFolder())
        let known = try exampleLines("status.jsonl", count: 1)[0]
        _ = try service.heights(body: Self.body([known]))
        let text = #"{"template": "status", "items": [\#(known)] x, "widths": [375, 320], "scales": [3]}"#
        let column = known.utf8.count + 36   // `{"template": "status", "items": [` is 33 bytes, then the item, "] ", and x
        #expect {
            _ = try service.heights(body: Array(text.utf8))
        } throws: { error in
            (error as? ServiceError)?.message == "the body is not JSON: expected ',' or '}' in an object, found 'x' at line 1, column \(column)"
        }
    }
}
