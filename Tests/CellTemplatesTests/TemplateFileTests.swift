import CellTemplates
import Foundation
import LayoutTestSupport
import Testing

/// A template is read only from a regular file of at most 4 MiB (4,194,304 bytes), checked before it is read.
@Suite(.timeLimit(.minutes(5))) struct TemplateFileTests {
    static func load(_ path: String) -> String {
        do { _ = try CellTemplate.load(file: path, textCache: Shared.cache); return "loaded" } catch { return "\(error)" }
    }

    @Test func aDeviceIsRefusedByWhatItIs() {
        #expect(Self.load("/dev/zero") == "/dev/zero: cannot read the template: it is a character device, not a file")
    }

    @Test func aFIFODoesNotBlock() throws {
        let path = Scratch.folder.appendingPathComponent("template-\(UUID()).yaml").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Self.load(path) == "\(path): cannot read the template: it is a FIFO (named pipe), not a file")
    }

    @Test func aTemplateOverFourMebibytesIsRefusedUnread() throws {
        let path = Scratch.folder.appendingPathComponent("template-\(UUID()).yaml").path
        // A sparse file: nothing of it is stored, and nothing is read.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(truncate(path, off_t(4 * 1024 * 1024 + 1)) == 0)
        #expect(Self.load(path) == "\(path): the template is 4194305 bytes; at most 4194304 (4 MiB) are read (a template describes one cell)")
    }

    @Test func aFolderAndAMissingFileAreNamed() {
        let folder = FileManager.default.temporaryDirectory.path
        #expect(Self.load(folder) == "\(folder): cannot read the template: it is a folder, not a file")
        #expect(Self.load("/nonexistent/t.yaml") == "/nonexistent/t.yaml: cannot read the template: No such file or directory")
    }

    /// A template in Latin-1 is refused at the line of its first byte that is no UTF-8 ("é" as 0xE9), as an
    /// Interface Builder file is.
    @Test func aTemplateNotInUTF8IsRefusedAtItsLine() throws {
        let path = Scratch.folder.appendingPathComponent("latin1-\(UUID()).yaml").path
        let bytes = Array("views:\n  - label: {name: t, text: \"caf".utf8) + [0xE9] + Array("\"}\n".utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Self.load(path) == "\(path):2: the template is not UTF-8 text (an invalid byte sequence on this line, byte 0xE9); templates are UTF-8")
    }
}
