import JSONLines

/// The text of `measure --text-file`: a whole file (or standard input) as one label's text.
enum TextFile {
    /// The largest text read, as a `--jsonl` line: laying a text out holds about 60 bytes a character.
    static let maximumBytes = LineReader.defaultMaximumLineBytes

    /// The file's text: UTF-8, a byte order mark and one final line break (as editors end a file) left
    /// out; every other line break is the text's own, a hard break as in a label. Read as a feed is (the
    /// same refusals of folders and devices), and no further than the limit.
    static func read(_ path: String) throws(CLIError) -> String {
        let reader: LineReader
        var bytes: [UInt8]
        do {
            reader = try LineReader(path: path)
            bytes = try reader.readRest(atMost: maximumBytes)
        } catch {
            throw CLIError("--text-file \(error)", cause: error)
        }
        if bytes.count > maximumBytes {
            throw CLIError("--text-file \(reader.name): more than \(maximumBytes) bytes (4 MiB); a label's text is far "
                           + "shorter (split it, or measure its paragraphs with --jsonl)")
        }
        // Offsets in the file as given: a byte order mark the reader left out counts.
        let skipped = reader.bytesRead - bytes.count
        if let offset = firstInvalidUTF8(bytes) {
            throw CLIError("--text-file \(reader.name): invalid UTF-8 at byte \(offset + skipped + 1); the text must be UTF-8")
        }
        if bytes.last == 0x0A {
            bytes.removeLast()
            if bytes.last == 0x0D { bytes.removeLast() }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
