/// A problem with an asset catalog: the file or folder it is in, and what is wrong.
public struct AssetCatalogError: Error, Equatable, CustomStringConvertible {
    /// The file or folder (a `Contents.json`, an image file, the catalog itself).
    public let file: String
    /// What is wrong, without the file.
    public let message: String

    /// A problem with `file`; `description` puts the file before `message`.
    public init(file: String, _ message: String) { self.file = file; self.message = message }

    /// "FILE: message".
    public var description: String { "\(file): \(message)" }
}
