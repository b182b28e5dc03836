/// A problem with an asset catalog: the file or folder it is in, and what is wrong.
public struct AssetCatalogError: Error, Equatable, CustomStringConvertible {
    /// The file or folder (a `Contents.json`, an image file, the catalog itself).
    public let file: String
    /// What is wrong, without the file.
    public let message: String

    /// Whether the file was read and is not an image this reader can measure (an SVG, a HEIC, a damaged
    /// PNG): said where a cell shows it, while a file the catalog may not read (a link outside it, a FIFO,
    /// one too large) fails the whole catalog.
    public var isUnmeasurable = false

    /// A problem with `file`; `description` puts the file before `message`.
    public init(file: String, _ message: String) { self.file = file; self.message = message }

    /// "FILE: message".
    public var description: String { "\(file): \(message)" }
}
