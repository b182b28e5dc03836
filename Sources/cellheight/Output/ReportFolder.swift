import Foundation
import GoldenReport

/// The folder `--report` writes: a new or empty folder, or one that holds an earlier report and nothing
/// else (its page, marked as a report's, and its pictures), so that a mistyped path never has a
/// project's files replaced or removed. Each file is written whole (`OutputFile`); pictures of the
/// earlier report that the new one does not have are removed after the new page is in place.
struct ReportFolder {
    let path: String
    private let inputs: InputFiles
    /// The earlier report's pictures.
    private let earlier: [String]

    static let page = "index.html"

    /// Checks `path` before the run: it must not be an input, nor hold anything but an earlier report.
    init(_ path: String, inputs: InputFiles) throws {
        try inputs.refuseOutput(path, option: "--report")
        self.path = path
        self.inputs = inputs
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            guard FileManager.default.fileExists(atPath: FilePath.folder(of: path)) else {
                throw CLIError("--report \(path): the folder \(FilePath.folder(of: path)) does not exist")
            }
            earlier = []
            return
        }
        guard isFolder.boolValue else { throw CLIError("--report \(path) is a file; give a folder (new, or an earlier report's)") }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path) } catch {
            throw CLIError("--report \(path): cannot list the folder: \(error.localizedDescription)")
        }
        for name in names where !Self.isPicture(name) {
            let isReportPage = name == Self.page && Self.head(of: "\(path)/\(name)").contains(ReportPage.marker)
            if !isReportPage {
                throw CLIError("--report \(path) holds \(name), which is not part of an earlier report; give a new or empty folder, or an earlier report's")
            }
        }
        earlier = names.filter(Self.isPicture)
    }

    /// The first bytes of a page as text (empty when it cannot be read): a report's marker sits in its
    /// head, so a page of any size costs `headBytes` to recognize.
    static func head(of page: String) -> String {
        // Not blocking, so that a pipe named like the page is not waited on; only a regular file is read.
        let file = open(page, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard file >= 0 else { return "" }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "" }
        var bytes = [UInt8](repeating: 0, count: headBytes)
        var count = 0
        while count < headBytes {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress! + count, headBytes - count) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// How much of a page is read to find the marker: the page's head is a few hundred bytes.
    static let headBytes = 4096

    /// A picture's name as `ReportPictures.fileName` makes them: row-N-M.png.
    static func isPicture(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "row", name.hasSuffix(".png") else { return false }
        let last = parts[2].dropLast(4)
        return !parts[1].isEmpty && parts[1].allSatisfy(\.isASCII) && parts[1].allSatisfy(\.isNumber)
            && !last.isEmpty && last.allSatisfy(\.isASCII) && last.allSatisfy(\.isNumber)
    }

    /// Creates the folder when it is new.
    func create() throws {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) } catch {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return }
            throw CLIError("--report \(path): cannot create the folder: \(error.localizedDescription)")
        }
    }

    /// Writes the file `name` of the report whole.
    func write(_ name: String, _ bytes: [UInt8]) throws {
        let file = try OutputFile("\(path)/\(name)", option: "--report", inputs: inputs, durable: false)
        try file.write(bytes)
        try file.commit()
    }

    /// Removes the earlier report's pictures that `kept` does not name.
    func removeEarlier(keeping kept: Set<String>) {
        for name in earlier where !kept.contains(name) { try? FileManager.default.removeItem(atPath: "\(path)/\(name)") }
    }
}
