import CellTemplates
import FeedTables
import Foundation
import JSONLines
import LayoutTestSupport
import Testing

@Suite struct FeedTests {
    static func write(_ text: String) throws -> String {
        let path = Scratch.folder.appendingPathComponent("feed-\(UInt32.random(in: 0...UInt32.max)).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func idsGoBackOutExactlyAsWritten() throws {
        let ids = [#"1234567890123456789"#, #"1e3"#, #"-0.50"#, #""\u00e9t\u00e9 \"quoted\"""#, #""id,with,commas""#]
        let path = try Self.write(ids.map { #"{"id": \#($0), "text": "x"}"# }.joined(separator: "\n"))
        let items = try FeedReader(path: path).next(10).map { try $0.get() }
        #expect(items.map(\.idJSON) == [#"1234567890123456789"#, #"1e3"#, #"-0.50"#, #""été \"quoted\"""#, #""id,with,commas""#])
        let columns = CSVColumns(scale: false, contentSize: false)
        let rows = items.map { HeightRow(id: $0.id, width: 375, scale: 3, contentSize: .large, height: 45, labels: nil) }
        #expect(columns.text(rows) == "1234567890123456789,375,45\n1e3,375,45\n-0.50,375,45\n\"été \"\"quoted\"\"\",375,45\n\"id,with,commas\",375,45\n")
    }

    /// Heights are written from a memo of those written before; past its 4,096 entries it starts again,
    /// and every height still reads as itself (half points: "12" and "12.5").
    @Test func heightsBeyondTheMemoAreWrittenAsThemselves() {
        let halves = Array(0..<5000) + Array((0..<5000).reversed())
        let rows = halves.map { HeightRow(id: .number("7"), width: 375, scale: 2, contentSize: .large, height: Double($0) / 2, labels: nil) }
        let expected = halves.map { "7,375,\($0 / 2)" + ($0 % 2 == 1 ? ".5" : "") + "\n" }.joined()
        #expect(CSVColumns(scale: false, contentSize: false).text(rows) == expected)
    }

    @Test func badItemsAreReportedInPlaceAndTheRestRead() throws {
        let path = try Self.write("""
        {"id": 1, "text": "a"}

        {"text": "no id"}
        not json
        {"id": [1], "text": "b"}
        {"id": "ok", "text": "c"}
        """)
        let entries = try FeedReader(path: path).next(10)
        #expect(entries.count == 5)
        let messages = entries.map { entry -> String in
            switch entry { case .success(let item): "\(item.line): \(item.idText)"; case .failure(let error): "\(error.line ?? 0): \(error.message)" }
        }
        #expect(messages == ["1: 1", "3: missing field \"id\"", "4: invalid JSON: expected null, found 'not' at column 1",
                             "5: field \"id\": expected a string or a number, got an array of 1", "6: ok"])
    }

    /// A name given twice in an item, or in an object inside it, is refused at the second: which value
    /// counts would be a guess (the id b, or a?), and another program reading the feed may guess otherwise.
    /// Names are compared after unescaping ("\u0069d" is "id", before or after it); names differing in case
    /// are two names, and so are one name in two objects.
    @Test func aNameGivenTwiceIsRefusedWhereItRepeats() throws {
        let path = try Self.write(#"""
        {"id": "a", "id": "b", "text": "x"}
        {"id": 2, "text": "x", "style": {"size": 17, "size": 40}}
        {"id": 3, "\u0069d": 4}
        {"id": 4, "Text": "x", "text": "y"}
        {"\u0069d": 5, "id": 5}
        {"a": {"k": 1}, "b": {"k": 2}, "id": 6}
        """#)
        let entries = try FeedReader(path: path).next(10)
        let messages = entries.map { entry -> String in
            switch entry { case .success(let item): "\(item.line): \(item.idText)"; case .failure(let error): "\(error.line ?? 0): \(error.message)" }
        }
        #expect(messages == ["1: invalid JSON: \"id\" is given twice in one object at column 13",
                             "2: invalid JSON: \"size\" is given twice in one object at column 46",
                             "3: invalid JSON: \"id\" is given twice in one object at column 11", "4: 4",
                             "5: invalid JSON: \"id\" is given twice in one object at column 16", "6: 6"])
    }

    /// Names are compared as the item's fields are looked up, as Swift compares strings: "é" in one code
    /// point and in two is one name given twice, and so are "K" and the Kelvin sign (U+212A, whose
    /// canonical decomposition is "K").
    @Test func canonicallyEquivalentNamesAreOneName() throws {
        let path = try Self.write("{\"id\": 1, \"\u{E9}\": 1, \"e\u{301}\": 2}\n{\"id\": 2, \"K\": 1, \"\u{212A}\": 2}\n{\"id\": 3, \"\u{E9}\": 1, \"e\": 2}\n")
        let entries = try FeedReader(path: path).next(10)
        let messages = entries.map { entry -> String in
            switch entry { case .success(let item): "\(item.line): \(item.idText)"; case .failure(let error): "\(error.line ?? 0): \(error.message)" }
        }
        #expect(messages == ["1: invalid JSON: \"\u{E9}\" is given twice in one object at column 20",
                             "2: invalid JSON: \"\u{212A}\" is given twice in one object at column 19", "3: 3"])
        // So they are past the first 16 names of an object, where names are looked up in a set: the 41st and
        // 42nd names here, and the Kelvin sign after 40 others and "K".
        let many = (0..<40).map { "\"f\($0)\": 1" }.joined(separator: ", ")
        let later = try Self.write("{\"id\": 1, \(many), \"\u{E9}\": 1, \"e\u{301}\": 2}\n{\"id\": 2, \"K\": 1, \(many), \"\u{212A}\": 2}\n"
                                   + "{\"id\": 3, \(many), \"f40\": 1, \"f39\": 2}\n")
        let laterMessages = try FeedReader(path: later).next(10).map { entry -> String in
            switch entry { case .success(let item): "\(item.line): \(item.idText)"; case .failure(let error): "\(error.line ?? 0): \(error.message)" }
        }
        #expect(laterMessages.count == 3 && laterMessages.allSatisfy { $0.contains("is given twice in one object") }, "\(laterMessages)")
        #expect(laterMessages[0].hasPrefix("1: invalid JSON: \"\u{E9}\"") && laterMessages[1].hasPrefix("2: invalid JSON: \"\u{212A}\"")
                && laterMessages[2].hasPrefix("3: invalid JSON: \"f39\""), "\(laterMessages)")
    }

    @Test func arraysGiveEachItemItsLine() throws {
        let path = try Self.write("[\n  {\"id\": \"a\"},\n  {\"id\": \"b\",\n   \"x\": 1},\n  7\n]\n")
        let entries = try FeedReader(path: path).next(10)
        #expect((try entries[0].get()).line == 2)
        #expect((try entries[1].get()).line == 3)
        // The element's place in the array is named beside its line (a one-line array has every element on line 1).
        #expect { try entries[2].get() } throws: { error in "\(error)" == "\(path):5: expected an object with an \"id\", got the number 7 (the array's element 2)" }
        let oneLine = try FeedReader(path: try Self.write("[{\"id\": 1}, 2, {\"id\": 3}]")).next(10)
        #expect { try oneLine[1].get() } throws: { error in "\(error)".hasSuffix(":1: expected an object with an \"id\", got the number 2 (the array's element 1)") }
        let broken = try Self.write("[{\"id\": 1},\n {\"id\": 2]")
        #expect { _ = try FeedReader(path: broken).next(10) } throws: { error in "\(error)".hasPrefix("\(broken):2: invalid JSON: expected ',' or '}'") }
    }

    /// A character beyond the BMP is escaped as a surrogate pair; a half on its own is an error that names it.
    @Test func unicodeEscapesJoinSurrogatePairsAndRefuseLoneHalves() throws {
        #expect(try JSONParser.parse(#""a\u00e9\ud83d\ude00""#) == .string("a\u{E9}\u{1F600}"))
        // Columns count from the opening quote: the error is reported at the offending escape's backslash.
        for (text, message) in [
            (#""\ude00""#, #"unpaired surrogate \ude00 in a string at line 1, column 2"#),
            (#""\ud83d""#, #"unpaired surrogate \ud83d in a string at line 1, column 2"#),
            (#""\ud83d\u0041""#, #"unpaired surrogate \ud83d in a string at line 1, column 2"#),
            (#""ab\ud83d""#, #"unpaired surrogate \ud83d in a string at line 1, column 4"#),
        ] {
            #expect { try JSONParser.parse(text) } throws: { error in "\(error)" == message }
        }
    }

    @Test func shardsAreDisjointAndCoverTheFeed() throws {
        let items = try (0..<500).map { try FeedItem(JSONParser.parse(#"{"id": \#($0 % 2 == 0 ? "\($0)" : "\"s\($0)\"")}"#), line: $0 + 1, file: "f") }
        let shards = (0..<7).map { Shard("\($0)/7")! }
        for item in items { #expect(shards.filter { $0.contains(item) }.count == 1) }
        // Not all in one shard, and the same every time (FNV-1a of the id's JSON text).
        #expect(Set(items.map { item in shards.firstIndex { $0.contains(item) }! }).count == 7)
        #expect(Shard("0/1") != nil && Shard("1/1") == nil && Shard("-1/3") == nil && Shard("2") == nil)
    }
}
