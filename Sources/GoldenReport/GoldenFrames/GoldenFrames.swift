import FeedTables
import Foundation
import JSONLines

/// Reading the golden frames a report needs.
public enum GoldenFrames {
    /// What `read` found: the frames asked for, and the lines that are not golden frames at all (a file cut
    /// short or edited by hand), which a report says, since the pictures they held are then missing.
    public struct Found: Sendable {
        public var frames: [GoldenFrame.Key: GoldenFrame] = [:]
        /// Lines of the file that are not in `jsonLine`'s shape (blank lines aside).
        public var unreadableLines = 0
        /// The first of them, from 1.
        public var firstUnreadableLine: Int?
    }

    /// The golden frames of the rows of `ids` in the file at `path`, and the lines not in `jsonLine`'s shape,
    /// counted and skipped; nothing when there is no such file (the golden table was recorded without
    /// pictures).
    public static func read(path: String, ids: Set<IDKey>) throws(ReportError) -> Found {
        var found = Found()
        guard !ids.isEmpty, FileManager.default.fileExists(atPath: path) else { return found }
        do throws(LineReaderError) {
            let reader = try LineReader(path: path, maximumLineBytes: 64 << 20)
            var number = 0
            while let line = try reader.nextLine() {
                number += 1
                guard case .text(let bytes) = line, !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
                guard let frame = GoldenFrame(jsonLine: bytes) else {
                    found.unreadableLines += 1
                    if found.firstUnreadableLine == nil { found.firstUnreadableLine = number }
                    continue
                }
                if ids.contains(IDKey(frame.key.id)) { found.frames[frame.key] = frame }
            }
        } catch {
            throw .goldenFrames(error)
        }
        return found
    }
}
