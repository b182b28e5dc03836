import Typesetting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a template file's bytes. Only a regular file of at most `CellTemplate.maximumFileBytes` is
/// read: the descriptor is opened without blocking and checked with `fstat` first, so a FIFO does not
/// hang the run, a device such as /dev/zero is refused by what it is, and a huge file is refused unread.
enum TemplateFile {
    static func read(_ path: String) throws(TemplateError) -> [UInt8] {
        func failure(_ message: String) -> TemplateError {
            TemplateError(file: path, line: nil, column: nil, path: "", message: message)
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read the template: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read the template: \(String(cString: strerror(errno)))") }
        if let kind = FileKind.notARegularFile(info.st_mode) { throw failure("cannot read the template: it is \(kind), not a file") }
        let limit = CellTemplate.maximumFileBytes
        guard Int(info.st_size) <= limit else { throw failure(tooLarge(Int(info.st_size))) }
        // Read at most one byte past the limit, in case the file grew since it was looked at.
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw failure("cannot read the template: \(String(cString: strerror(errno)))") }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { throw failure(tooLarge(count)) }
        bytes.removeSubrange(count...)
        return bytes
    }

    static func tooLarge(_ size: Int) -> String {
        "the template is \(size) bytes; at most \(CellTemplate.maximumFileBytes) (\(CellTemplate.maximumFileBytes >> 20) MiB) are read (a template describes one cell)"
    }
}
