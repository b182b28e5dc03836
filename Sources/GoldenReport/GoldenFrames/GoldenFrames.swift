import FeedTables
import Foundation
import JSONLines
import Typesetting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Why a recording may not replace the file at `path` with its golden frames, or nil where it may (no such
    /// file, or one whose first line is a golden frame). The frames file is named after the golden table, not
    /// by the user, so what stands there is replaced only when it is one: a link (to a file outside), a FIFO
    /// (which would hang the run), a folder, or a file of something else are refused by name, as a height
    /// cache that is not one is.
    public static func refusalToReplace(path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFLNK {
            return "\(path) is a link; the golden pictures beside a golden table are written in place, not through a link (remove it)"
        }
        if let kind = FileKind.notARegularFile(info.st_mode) { return "\(path) is \(kind), not a golden frames file" }
        // Anything but a first line that is a golden frame (or none) is refused: a read that fails or a line too
        // long to be one says nothing of what the file is.
        let notFrames = { (number: Int) in
            "\(path) is not a golden frames file (its line \(number) is no golden picture); move it away, or remove it to record the pictures"
        }
        do throws(LineReaderError) {
            let reader = try LineReader(path: path, maximumLineBytes: 64 << 20)
            var number = 0
            while let line = try reader.nextLine() {
                number += 1
                guard case .text(let bytes) = line else { return notFrames(number) }
                if isBlank(bytes) { continue }
                return GoldenFrame(jsonLine: bytes) == nil ? notFrames(number) : nil
            }
            return nil
        } catch {
            return "\(path): \(error.message), so it is not replaced"
        }
    }

    /// The golden frames of the rows of `ids` in the file at `path`, and the lines not in `jsonLine`'s shape,
    /// counted and skipped; nothing when there is no such file (the golden table was recorded without
    /// pictures).
    public static func read(path: String, ids: Set<IDKey>) throws(ReportError) -> Found {
        var found = Found()
        guard !ids.isEmpty, FileManager.default.fileExists(atPath: path) else { return found }
        // A FIFO would wait for a writer that never comes: the file beside a golden table is a regular file.
        var info = stat()
        if stat(path, &info) == 0, let kind = FileKind.notARegularFile(info.st_mode) {
            throw .goldenFrames(LineReaderError(file: path, "cannot read it: it is \(kind), not a golden frames file"))
        }
        do throws(LineReaderError) {
            let reader = try LineReader(path: path, maximumLineBytes: 64 << 20)
            var number = 0
            while let line = try reader.nextLine() {
                number += 1
                guard case .text(let bytes) = line, !isBlank(bytes) else { continue }
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

    /// A line of spaces, tabs and a carriage return only, which a frames file may hold between frames.
    private static func isBlank(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
}
