import CellTemplates
import FeedTables
import Foundation
import Testing

/// Feeds that are one JSON document with the items in an array at a member path (`--items-at`).
@Suite struct ItemsAtTests {
    static func items(_ text: String, at path: String) throws(FeedError) -> [Result<FeedItem, FeedError>] {
        let file = try! FeedTests.write(text)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let reader = try FeedReader(path: file, itemsAt: FeedReader.itemsPath(path))
        return try reader.next(100)
    }

    @Test func itemsWithoutIdsAreNumberedFromZeroAndOwnIdsAreKept() throws {
        let text = """
            {"title": "demo",
             "data": {"feed": [
               {"title": "a"},
               {"id": "x7", "title": "b"},
               {"title": "c"}
             ]}}
            """
        let read = try Self.items(text, at: "data.feed").map { try $0.get() }
        #expect(read.map(\.idText) == ["0", "x7", "2"])
        #expect(read.map(\.line) == [3, 4, 5])
        #expect(read[0].fields["title"] == .string("a"))
    }

    @Test func aPathThatLeadsNowhereSaysWhatIsThere() {
        #expect(throws: FeedError.self) { _ = try Self.items(#"{"feed": {}}"#, at: "feed") }
        func message(_ text: String, _ path: String) -> String? {
            do { _ = try Self.items(text, at: path); return nil } catch { return error.message }
        }
        #expect(message(#"{"feed": {}}"#, "feed") == "--items-at feed: \"feed\" is an object, not an array")
        #expect(message(#"{"feed": []}"#, "items") == "--items-at items: the document has no member \"items\" (its members: \"feed\")")
        #expect(message(#"[1, 2]"#, "feed") == "--items-at feed: the document is an array of 2, not an object")
        #expect(message(#"{"a": {"b": 1}}"#, "a.c") == "--items-at a.c: \"a\" has no member \"c\" (its members: \"b\")")
        #expect(message("{\"feed\": [\n{}, ]}", "feed")?.hasPrefix("invalid JSON: ") == true)
    }

    @Test func aPathIsMemberNamesJoinedByDots() {
        #expect(FeedReader.itemsPath("feed") == ["feed"])
        #expect(FeedReader.itemsPath("data.items") == ["data", "items"])
        #expect(FeedReader.itemsPath("") == nil)
        #expect(FeedReader.itemsPath("data..items") == nil)
    }
}
