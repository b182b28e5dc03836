import CellTemplates
import FeedTables
import Foundation
import JSONLines
import LayoutTestSupport
import Testing

/// A feed's size limits: an item of more than 4 MiB (4 x 1024 x 1024 = 4,194,304 bytes) is a bad item
/// read past without being kept, and a device is not a feed.
@Suite struct FeedLimitTests {
    static let limit = 4 * 1024 * 1024

    static func write(_ bytes: [UInt8], suffix: String = "jsonl") throws -> String {
        let path = Scratch.folder.appendingPathComponent("feed-limit-\(UUID().uuidString).\(suffix)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `{"id": 2, "text": "xxx…"}` of exactly `length` bytes.
    static func item(_ id: Int, length: Int) -> [UInt8] {
        let head = Array(#"{"id": \#(id), "text": ""#.utf8), tail = Array(#""}"#.utf8)
        return head + [UInt8](repeating: UInt8(ascii: "x"), count: length - head.count - tail.count) + tail
    }

    @Test func aJSONLinesItemOverFourMebibytesIsABadItemAndTheNextOneIsRead() throws {
        let lines = [Array(#"{"id": 1}"#.utf8), Self.item(2, length: Self.limit + 1), Self.item(3, length: Self.limit), Array(#"{"id": 4}"#.utf8)]
        let path = try Self.write(Array(lines.joined(separator: [0x0A])))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let entries = try FeedReader(path: path).next(10)
        #expect(entries.count == 4)
        #expect((try entries[0].get()).idText == "1")
        #expect { try entries[1].get() } throws: { error in
            "\(error)" == "\(path):2: the item is 4194305 bytes long; at most 4194304 (4 MiB) are read (split its text)"
        }
        // Exactly at the limit is kept.
        #expect((try entries[2].get()).idText == "3")
        #expect((try entries[3].get()).line == 4)
    }

    @Test func anArrayElementOverFourMebibytesIsABadItem() throws {
        let bytes = Array("[\n".utf8) + Self.item(1, length: Self.limit + 1) + Array(",\n{\"id\": 2}\n]\n".utf8)
        let path = try Self.write(bytes, suffix: "json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let entries = try FeedReader(path: path).next(10)
        #expect(entries.count == 2)
        #expect { try entries[0].get() } throws: { error in "\(error)".hasPrefix("\(path):2: the item is 4194305 bytes long") }
        #expect((try entries[1].get()).line == 3)
    }

    @Test func aDeviceIsNotAFeed() throws {
        #expect { _ = try FeedReader(path: "/dev/zero") } throws: { error in
            "\(error)" == "/dev/zero: cannot read it: it is a device, not a file (give a file, or '-' for standard input)"
        }
    }

    @Test func aLineReaderKeepsLinesUpToItsLimitAndMeasuresTheOthers() throws {
        // "\r\n" endings: the "\r" is not part of the line, nor of its length.
        let path = try Self.write(Array("abc\r\nabcdefgh\r\nabcd\nabcde".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try LineReader(path: path, maximumLineBytes: 4)
        var lines: [LineReader.Line] = []
        while let line = try reader.nextLine() { lines.append(line) }
        #expect(lines == [.text(Array("abc".utf8)), .tooLong(bytes: 8), .text(Array("abcd".utf8)), .tooLong(bytes: 5)])
    }
}
