import FeedTables
import Foundation
import JSONLines

/// Reading the golden frames a report needs.
public enum GoldenFrames {
    /// The golden frames of the rows of `ids` in the file at `path`; empty when there is no such file
    /// (the golden table was recorded without pictures). Lines not in `jsonLine`'s shape are skipped.
    public static func load(path: String, ids: Set<IDKey>) throws(ReportError) -> [GoldenFrame.Key: GoldenFrame] {
        guard !ids.isEmpty, FileManager.default.fileExists(atPath: path) else { return [:] }
        var found: [GoldenFrame.Key: GoldenFrame] = [:]
        do throws(LineReaderError) {
            let reader = try LineReader(path: path, maximumLineBytes: 64 << 20)
            while let line = try reader.nextLine() {
                guard case .text(let bytes) = line, let frame = GoldenFrame(jsonLine: bytes), ids.contains(IDKey(frame.key.id)) else { continue }
                found[frame.key] = frame
            }
        } catch {
            throw .goldenFrames(error)
        }
        return found
    }
}
