/// A problem with an asset catalog: the file or folder it is in, and what is wrong.
public struct AssetCatalogError: Error, Equatable, CustomStringConvertible {
    /// The file or folder (a `Contents.json`, an image file, the catalog itself).
    public let file: String
    public let message: String

    public init(file: String, _ message: String) { self.file = file; self.message = message }

    public var description: String { "\(file): \(message)" }
}
