import Foundation
import GoldenReport

/// A folder tree decoded from fuzz input and built on disk, and a snapshot of a tree taken without
/// following links, to compare before and after.
///
/// The input is a list of entries, each: a kind byte (file, folder, link, marker with the input's bytes,
/// marker with its right text), a byte choosing the folder it goes in (the report folder or one made
/// before), a byte choosing its name (a report's names, near misses, or up to 15 bytes of the input), then
/// for a file or a marker a length byte and that many bytes, for a link a byte choosing its target
/// (outside the folder, inside it, absolute, dangling, a loop).
enum FolderTree {
    static let names = ["index.html", "row-1-1.png", "row-1-2.png", "row-2-1.png", "row-9-9.png", ReportFolder.markerName,
                        "notes.txt", "row-01-1.png", "row-1-1.png.tmp", ".row-1-1.png.1-2.tmp", "sub", "Index.html"]
    static let targets = ["../outside/a.txt", "../outside", "../outside/dir", "index.html", "row-1-1.png", "sub", "missing",
                          "../../outside/a.txt", ".", "..", "self"]

    /// Builds the tree `bytes` describe under `report` (a folder already made); `root` is the sandbox,
    /// whose `outside` folder links may point to by an absolute path.
    static func build(_ bytes: [UInt8], report: String, root: String) {
        var reader = ByteReader(bytes)
        var folders = [report]
        while let kind = reader.next() {
            guard let parentByte = reader.next(), let nameByte = reader.next() else { return }
            let parent = folders[Int(parentByte) % folders.count]
            let name: String
            if Int(nameByte) < names.count * 16 {
                name = names[Int(nameByte) % names.count]
            } else {
                let length = Int(nameByte) % 15 + 1
                let raw = reader.take(length).map { $0 == 0x2F || $0 == 0 ? 0x5F : $0 }
                let decoded = String(decoding: raw, as: UTF8.self)
                name = decoded == "." || decoded == ".." || decoded.isEmpty ? "_" : decoded
            }
            let path = parent + "/" + name
            switch kind % 5 {
            case 0: write(path, reader.take(Int(reader.next() ?? 0)))
            case 1:
                if mkdir(path, 0o755) == 0 { folders.append(path) }
            case 2:
                let choice = Int(reader.next() ?? 0) % (targets.count + 1)
                let target = choice == targets.count ? root + "/outside/a.txt" : targets[choice] == "self" ? name : targets[choice]
                _ = symlink(target, path)
            case 3: write(parent + "/" + ReportFolder.markerName, reader.take(Int(reader.next() ?? 0)))
            default: write(parent + "/" + ReportFolder.markerName, Array(ReportFolder.markerText.utf8))
            }
        }
    }

    static func write(_ path: String, _ bytes: [UInt8]) {
        // Without following a link that an earlier entry put at this name.
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644)
        guard file >= 0 else { return }
        _ = bytes.withUnsafeBytes { Foundation.write(file, $0.baseAddress, $0.count) }
        close(file)
    }

    /// A regular file's bytes, read with read(2): Foundation's `Data(contentsOf:)` leaks a 4 KiB buffer on
    /// some files (seen here: an empty one), which over a fuzz run of hundreds of thousands of inputs ran into
    /// libFuzzer's memory limit.
    static func contents(_ path: String) -> Data? {
        let file = open(path, O_RDONLY | O_NOFOLLOW)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(file, &buffer, buffer.count)
            if count < 0 { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    /// Every entry under `path` by its path relative to it: a file's bytes, a link's target, a folder's
    /// mark. Links are not followed.
    static func snapshot(_ path: String) -> [String: String] {
        var result: [String: String] = [:]
        func visit(_ folder: String, _ prefix: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names {
                let full = folder + "/" + name, key = prefix + name
                var info = stat()
                guard lstat(full, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: result[key] = "folder"; visit(full, key + "/")
                case S_IFLNK: result[key] = "link to " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
                case S_IFREG: result[key] = "file " + (contents(full)?.base64EncodedString() ?? "?")
                default: result[key] = "other"
                }
            }
        }
        visit(path, "")
        return result
    }
}

/// Bytes taken from the front of the input.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>
    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }
    mutating func next() -> UInt8? { bytes.popFirst() }
    mutating func take(_ count: Int) -> [UInt8] {
        let taken = bytes.prefix(count)
        bytes = bytes.dropFirst(count)
        return Array(taken)
    }
}
