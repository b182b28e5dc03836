import Typesetting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes when it is a regular file of at most a given size. The file is opened by
/// `OpenRegularFile`, so a FIFO does not hang the run, a device such as /dev/zero is refused by what it
/// is, and a huge file is refused unread.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// The system refused to open or read it (`strerror`'s words).
        case unreadable(String)
        /// It is a folder, a FIFO, a device or a socket.
        case notAFile(String)
        /// It has more bytes than the limit.
        case tooLarge(bytes: Int, limit: Int)
    }

    /// The file's bytes, or its first `prefix` bytes (a header); a file over `limit` bytes is refused
    /// either way, before anything is read.
    package static func read(_ path: String, limit: Int, prefix: Int = .max) throws(Failure) -> [UInt8] {
        let file: OpenRegularFile
        do { file = try OpenRegularFile(path, limit: limit) } catch {
            switch error {
            case .cannotOpen(let code), .cannotExamine(let code): throw .unreadable(String(cString: strerror(code)))
            case .notARegularFile(let kind): throw .notAFile(kind)
            case .tooLarge(let bytes): throw .tooLarge(bytes: bytes, limit: limit)
            }
        }
        let descriptor = file.descriptor   // closed when `file` goes, at the end of this function
        // Read at most one byte past the limit, in case the file grew since it was looked at.
        let wanted = prefix < limit ? prefix : limit + 1
        var bytes = [UInt8](repeating: 0, count: min(wanted, file.size + 1))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { throw .tooLarge(bytes: count, limit: limit) }
        if count == bytes.count && count < wanted {
            // The file grew since it was looked at: read on, up to what was wanted.
            bytes += try readRest(descriptor, upTo: wanted - count)
            guard bytes.count <= limit else { throw .tooLarge(bytes: bytes.count, limit: limit) }
            return bytes
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func readRest(_ descriptor: Int32, upTo count: Int) throws(Failure) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while result.count < count {
            let want = min(buffer.count, count - result.count)
            let got = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, want) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            result += buffer[..<got]
        }
        return result
    }
}

/// Reads a template file's bytes: a regular file of at most `CellTemplate.maximumFileBytes`.
package enum TemplateFile {
    package static func read(_ path: String) throws(TemplateError) -> [UInt8] {
        do { return try RegularFile.read(path, limit: CellTemplate.maximumFileBytes) } catch {
            let message: String
            switch error {
            case .unreadable(let reason): message = "cannot read the template: \(reason)"
            case .notAFile(let kind):
                // Xcode's build products: a compiled storyboard is a folder of nibs, a compiled XIB a binary nib.
                let compiled = path.hasSuffix(".storyboardc") || path.hasSuffix(".storyboardc/")
                message = "cannot read the template: it is \(kind), not a file"
                    + (compiled ? " (a storyboard compiled by Xcode; give its source, the .storyboard file)" : "")
            case .tooLarge(let size, _): message = tooLarge(size, interfaceBuilder: CellTemplate.isInterfaceBuilderFile(path))
            }
            throw TemplateError(file: path, line: nil, column: nil, path: "", message: message)
        }
    }

    static func tooLarge(_ size: Int, interfaceBuilder: Bool = false) -> String {
        let limit = "at most \(CellTemplate.maximumFileBytes) (\(CellTemplate.maximumFileBytes >> 20) MiB) are read"
        guard interfaceBuilder else { return "the template is \(size) bytes; \(limit) (a template describes one cell)" }
        // A storyboard holds every scene, but a real one is far smaller: the largest of the real cells'
        // documents the importer is measured on is about 1 MiB.
        return "the document is \(size) bytes; \(limit), the whole document even for one cell of it; "
            + "move the cell's scene to a storyboard of its own (Xcode: Refactor to Storyboard) or its cell to a XIB"
    }
}
