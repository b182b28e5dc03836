import CellTemplates
import FeedTables
import Foundation
import LayoutTestSupport
import Testing

/// Choosing a few items of a feed: by id in the order asked for, or the first in feed order; bad lines are
/// passed over and counted, and what cannot be found says how much was read.
@Suite struct FeedSelectionTests {
    static let lines = [#"{"id": 1}"#, #"{"id": "two"}"#, "{not json", #"{"id": 3}"#]

    static func feed(_ lines: [String]) throws -> String {
        let path = Scratch.folder.path + "/feed-selection-\(UUID().uuidString).jsonl"
        try (lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func idsComeInTheOrderAskedFor() throws {
        let path = try Self.feed(Self.lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (items, name) = try FeedSelection.ids(["3", "two", "1"]).items(in: path)
        #expect(items.map(\.idText) == ["3", "two", "1"])
        #expect(items.map(\.line) == [4, 2, 1])
        #expect(path.hasSuffix(name))
    }

    /// Ids are matched by their bytes: "café" with é and with e and a combining accent are two items (one
    /// Swift string), and each is found as itself.
    @Test func idsAreMatchedByTheirBytes() throws {
        let path = try Self.feed([#"{"id": "caf\u00e9", "n": 1}"#, #"{"id": "cafe\u0301", "n": 2}"#])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (items, _) = try FeedSelection.ids(["cafe\u{301}", "caf\u{E9}"]).items(in: path)
        #expect(items.map(\.line) == [2, 1])
    }

    @Test func firstTakesFeedOrder() throws {
        let path = try Self.feed(Self.lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FeedSelection.first(2).items(in: path).items.map(\.idText) == ["1", "two"])
        // Past the bad line: three good items of four lines.
        #expect(try FeedSelection.first(10).items(in: path).items.map(\.idText) == ["1", "two", "3"])
    }

    @Test func noIdsOrTheFirstNoneChooseNothing() throws {
        let path = try Self.feed(Self.lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FeedSelection.ids([]).items(in: path).items.isEmpty)
        #expect(try FeedSelection.first(0).items(in: path).items.isEmpty)
        #expect(try FeedSelection.first(-3).items(in: path).items.isEmpty)
    }

    @Test func anIdNotFoundSaysWhatWasRead() throws {
        let path = try Self.feed(Self.lines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try FeedSelection.ids(["1", "9"]).items(in: path)
            Issue.record("found an id the feed does not have")
        } catch {
            guard case let .notFound(_, ids, read, skipped) = error else { Issue.record("\(error)"); return }
            #expect(ids == ["9"] && read == 4 && skipped?.count == 1)
            #expect(skipped?.first.line == 3)
            #expect(error.description.hasSuffix(": no item with id 9 (4 items read; 1 bad line(s) skipped, the first: \(skipped!.first))"))
        }
    }

    @Test func anEmptyFeedHasNoItems() throws {
        let path = try Self.feed([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try FeedSelection.first(1).items(in: path)
        } throws: { error in
            guard case .noItems(_, let read, let skipped) = error as? FeedSelectionError else { return false }
            return read == 0 && skipped == nil
        }
    }

    @Test func aFeedThatCannotBeOpenedIsTheFeedsError() throws {
        #expect {
            try FeedSelection.first(1).items(in: "/nonexistent/feed.jsonl")
        } throws: { error in
            guard case .feed = error as? FeedSelectionError else { return false }
            return true
        }
    }
}
