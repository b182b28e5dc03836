#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONLines

/// The text of `measure --text-file`: a whole file (or standard input) as one label's text.
enum TextFile {
    /// The largest text read, as a `--jsonl` line: laying a text out holds about 60 bytes a character.
    static let maximumBytes = LineReader.defaultMaximumLineBytes

    /// The file's text: UTF-8, a byte order mark and one final line break (as editors end a file) left
    /// out; every other line break is the text's own, a hard break as in a label.
    static func read(_ path: String) throws(CLIError) -> String {
        let name = path == "-" ? "<stdin>" : path
        var bytes = try contents(path, name: name)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.last == 0x0A {
            bytes.removeLast()
            if bytes.last == 0x0D { bytes.removeLast() }
        }
        if let offset = invalidUTF8Offset(bytes) {
            throw CLIError("--text-file \(name): invalid UTF-8 at byte \(offset + 1); the text must be UTF-8")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func contents(_ path: String, name: String) throws(CLIError) -> [UInt8] {
        var descriptor: Int32 = 0
        if path != "-" {
            var info = stat()
            guard stat(path, &info) == 0 else { throw CLIError("--text-file \(name): cannot read it: \(errorText())") }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw CLIError("--text-file \(name): cannot read it: it is a directory")
            case S_IFCHR, S_IFBLK: throw CLIError("--text-file \(name): cannot read it: it is a device, not a file (give a file, or '-' for standard input)")
            case S_IFREG where Int(info.st_size) > maximumBytes: throw tooLong(name)
            default: break
            }
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw CLIError("--text-file \(name): cannot read it: \(errorText())") }
        }
        defer { if path != "-" { close(descriptor) } }
        // Read to the end, but never past the limit: a pipe or FIFO says its size only by ending.
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CLIError("--text-file \(name): cannot read it: \(errorText())")
            }
            if count == 0 { return bytes }
            bytes += block[..<count]
            if bytes.count > maximumBytes { throw tooLong(name) }
        }
    }

    private static func tooLong(_ name: String) -> CLIError {
        CLIError("--text-file \(name): more than \(maximumBytes) bytes (4 MiB); a label's text is far shorter (split it, or measure its paragraphs with --jsonl)")
    }

    /// The offset of the first byte that does not begin a valid UTF-8 sequence, or nil.
    private static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// read(2), named apart from `TextFile.read(_:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
