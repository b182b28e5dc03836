import Foundation
import Testing
@testable import Typesetting

/// Only regular files are opened as fonts, checked before a byte is read: a FIFO named like a font does
/// not block, a device is refused by what it is.
@Suite(.timeLimit(.minutes(5))) struct FontFileTests {
    static let inter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts/Inter-Regular.otf").path

    @Test func aFIFONamedLikeAFontIsSkippedWithoutBlocking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("a.otf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.copyItem(atPath: Self.inter, toPath: folder.appendingPathComponent("b.otf").path)
        let collection = FontCollection()
        let skipped = try collection.register(folderAt: folder.path)
        #expect(skipped == [.fontFile(path: fifo, reason: "a FIFO (named pipe), not a font file")])
        #expect(collection.families() == ["Inter"])
    }

    @Test func aDeviceIsRefusedByWhatItIs() {
        #expect(throws: TypesettingError.fontFile(path: "/dev/zero", reason: "a character device, not a font file")) {
            try FontCollection().register(fileAt: "/dev/zero")
        }
    }

    @Test func aFolderAndAnEmptyFileAreNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: TypesettingError.fontFile(path: folder.path, reason: "a folder, not a font file")) {
            try FontCollection().register(fileAt: folder.path)
        }
        let empty = folder.appendingPathComponent("empty.ttf").path
        #expect(FileManager.default.createFile(atPath: empty, contents: nil))
        #expect(throws: TypesettingError.fontFile(path: empty, reason: "file is empty")) {
            try FontCollection().register(fileAt: empty)
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        // A sparse file: 512 MiB + 1 byte long, no block of it written, so nothing is read or stored.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).ttf").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(truncate(path, off_t(512 * 1024 * 1024 + 1)) == 0)
        #expect(throws: TypesettingError.fontFile(path: path, reason: "536870913 bytes, more than the 512 MiB a font file may have")) {
            try FontCollection().register(fileAt: path)
        }
    }
}
