import CellTemplates
import FeedTables
import JSONLines
import LayoutTestSupport
import Testing

/// A height is the item's own: the same with one worker or several, in any order, and the same as the item
/// measured alone by a new runner. Workers keep their cells from item to item and share the text caches,
/// so anything a cell or a cache carried over from the items before would show here.
@Suite struct JobsDeterminismTests {
    static let settings = [MeasureSetting(width: 375, scale: 3), MeasureSetting(width: 320, scale: 2)]

    /// The example's items `copies` times over, each copy with ids and texts of its own (the text field, if
    /// any, gets the item's place appended: no two items are alike, so the caches keep filling).
    static func longFeed(_ name: String, copies: Int) throws -> [FeedItem] {
        let reader = try FeedReader(path: examplePath("\(name).jsonl"))
        var originals: [JSONValue] = []
        while case let batch = try reader.next(256), !batch.isEmpty { originals += try batch.map { try $0.get().fields } }
        var items: [FeedItem] = []
        for copy in 0..<copies {
            for (index, original) in originals.enumerated() {
                guard case .object(let members) = original else { continue }
                let place = copy * originals.count + index
                let changed: [(key: String, value: JSONValue)] = members.map { member in
                    switch (member.key, member.value) {
                    case ("id", _): return (member.key, .number("\(place)"))
                    case ("text", .string(let text)): return (member.key, .string("\(text) \(place)"))
                    default: return member
                    }
                }
                items.append(try FeedItem(.object(changed), line: place + 1, file: name))
            }
        }
        return items
    }

    static func heights(_ runner: HeightTableRunner, _ items: [FeedItem]) throws -> [[Double]] {
        try runner.measure(items, feed: "long").map { try $0.get().map(\.height) }
    }

    @Test(arguments: ["status", "settings", "chat"])
    func heightsDoNotDependOnJobsOrOrder(name: String) throws {
        let template = try CellTemplate.load(file: examplePath("\(name).yaml"), textCache: Shared.cache)
        let items = try Self.longFeed(name, copies: 4)
        let one = try Self.heights(HeightTableRunner(template: template, textCache: Shared.cache, settings: Self.settings, jobs: 1), items)
        let three = try Self.heights(HeightTableRunner(template: template, textCache: Shared.cache, settings: Self.settings, jobs: 3), items)
        #expect(one == three)
        let reversed = try Self.heights(HeightTableRunner(template: template, textCache: Shared.cache, settings: Self.settings, jobs: 2),
                                        items.reversed())
        #expect(one == Array(reversed.reversed()))
        // A sample alone, each on a runner of its own.
        for index in stride(from: items.count - 1, through: 0, by: -97) {
            let alone = try Self.heights(HeightTableRunner(template: template, textCache: Shared.cache, settings: Self.settings, jobs: 1),
                                         [items[index]])
            #expect(alone == [one[index]], "item \(index)")
        }
    }
}
