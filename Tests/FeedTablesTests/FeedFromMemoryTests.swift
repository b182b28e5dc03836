import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import Testing

/// Feeds from bytes (a request's body) read as files do, and every table format is a sink.
@Suite struct FeedFromMemoryTests {
    static func read(_ text: String, itemsAt: [String]? = nil) throws -> [Result<FeedItem, FeedError>] {
        let reader = FeedReader(bytes: Array(text.utf8), name: "request", itemsAt: itemsAt)
        var all: [Result<FeedItem, FeedError>] = []
        while case let batch = try reader.next(2), !batch.isEmpty { all += batch }
        return all
    }

    @Test func jsonLinesFromBytesKeepLinesAndNameErrors() throws {
        let items = try Self.read("{\"id\": 1}\n\n{\"id\": 2, \"text\": \"é\"}\n{\"text\": 3}\n{\"id\": 4}")
        #expect(items.count == 4)
        #expect(try items[0].get().line == 1 && items[1].get().line == 3 && items[3].get().line == 5)
        guard case .failure(let error) = items[2] else { Issue.record("an item without an id was read"); return }
        #expect(error.description == "request:4: missing field \"id\"")
    }

    @Test func anArrayAndADocumentFromBytes() throws {
        #expect(try Self.read("[{\"id\": \"a\"},\n {\"id\": \"b\"}]").map { try $0.get().idText } == ["a", "b"])
        #expect(try Self.read("{\"feed\": [{\"x\": 1}, {\"x\": 2}]}", itemsAt: ["feed"]).map { try $0.get().idText } == ["0", "1"])
        #expect(throws: FeedError.self) { try Self.read("[{\"id\": 1},") }
    }

    /// A document holding its items in an array, read as JSON Lines without --items-at: the errors say where
    /// the items are (on one line: the array's name), or that a document is read with --items-at.
    @Test func aDocumentReadAsJSONLinesSaysToGiveItsItemsPath() throws {
        let oneLine = try Self.read("{\"feed\": [{\"id\": 1}], \"next\": null}\n")
        guard case .failure(let error) = oneLine.first else { Issue.record("\(oneLine)"); return }
        #expect(error.description == "request:1: missing field \"id\" (the object holds an array \"feed\" of objects: "
                + "if those are the feed's items, give --items-at feed)")
        let lines = try Self.read("{\n  \"feed\": [{\"id\": 1}]\n}\n")
        guard case .failure(let first) = lines.first else { Issue.record("\(lines)"); return }
        #expect(first.description.hasSuffix("(a feed is JSON Lines, one item on each line, or an array; a JSON object holding the items "
                + "in an array is read with --items-at, naming that array)"), "\(first)")
        // An object without an id and without such an array is only missing its id, and an item of an array
        // feed holding an array is not told to read a document.
        guard case .failure(let plain) = try Self.read("{\"text\": 3}\n").first else { Issue.record("read"); return }
        #expect(plain.description == "request:1: missing field \"id\"")
        guard case .failure(let inArray) = try Self.read("[{\"feed\": [{\"id\": 1}]}]").first else { Issue.record("read"); return }
        #expect(!inArray.description.contains("--items-at"), "\(inArray)")
    }

    static let settings = [MeasureSetting(width: 375, scale: 3), MeasureSetting(width: 320, scale: 2)]
    static let rows = [
        HeightRow(id: .string("a,b"), width: 375, scale: 3, contentSize: .default, height: 44.333333333333336, labels: nil),
        HeightRow(id: .number("7"), width: 320, scale: 2, contentSize: .default, height: 61.5,
                  labels: [HeightRow.LabelLines(name: "title", lines: 2, truncated: false)]),
    ]

    /// Each format's text, written out by hand (a height keeps every digit: a table reads back exactly).
    @Test func everyFormatIsASink() {
        #expect(TableFormat.csv.text(Self.rows, settings: Self.settings) == "id,width,height,scale\n\"a,b\",375,44.333333333333336,3\n7,320,61.5,2\n")
        #expect(TableFormat.jsonl.text(Self.rows, settings: Self.settings) == """
            {"id":"a,b","width":375,"scale":3,"contentSize":"large","height":44.333333333333336}
            {"id":7,"width":320,"scale":2,"contentSize":"large","height":61.5,"labels":[{"name":"title","lines":2,"truncated":false}]}

            """)
        #expect(TableFormat.json.text(Self.rows, settings: Self.settings) == """
            [
            {"id":"a,b","width":375,"scale":3,"contentSize":"large","height":44.333333333333336},
            {"id":7,"width":320,"scale":2,"contentSize":"large","height":61.5}
            ]

            """)
        #expect(TableFormat.json.text([], settings: Self.settings) == "[]\n")
    }
}
