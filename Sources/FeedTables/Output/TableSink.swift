import CellTemplates

/// Where a height table's rows go, in order: a file in one of `TableFormat`'s formats, a server's
/// answer, a test's collection. `HeightTable` hands rows to the caller; a sink is how the caller writes
/// them, so a new output is one type that conforms.
public protocol TableSink {
    /// Before the first row (a CSV header, a JSON array's bracket).
    mutating func begin()
    /// The next rows of the table, in the table's order.
    mutating func write(_ rows: [HeightRow])
    /// After the last row: the table is complete (a JSON array's closing bracket).
    mutating func commit()
}

/// Text a sink writes goes here, in pieces, in order; a stream that can fail keeps its failure for its
/// owner to check when the table is done, so writing never throws.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// Text already in UTF-8: a sink that builds its rows as bytes hands them on without making a string.
    func write(utf8 bytes: UnsafeRawBufferPointer)
}

extension TextOutput {
    public func write(utf8 bytes: UnsafeRawBufferPointer) { write(String(decoding: bytes, as: UTF8.self)) }
}

/// Text collected in memory: a table as one string (tests, a golden recording, a snapshot).
public final class TextBuffer: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""
    public init() {}
    public func write(_ text: String) { self.text += text }
}
