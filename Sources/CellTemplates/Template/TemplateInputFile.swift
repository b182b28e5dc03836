/// A file (or a folder it listed) that loading a template read. A program that writes files next to a run's
/// inputs (a table, a picture, a report) must never write over one of these: the next run would read what it
/// wrote; a server watches them for changes.
public struct TemplateInputFile: Sendable, Hashable {
    /// Why the template read the file.
    public enum Kind: Sendable, Hashable {
        /// The template file itself (YAML, JSON, or an Interface Builder document given as the template).
        case template
        /// An Interface Builder document that a YAML or JSON template names (`interfaceBuilder: {file, cell}`).
        case interfaceBuilderDocument
        /// A file of the asset catalog the template's images come from: a folder's `Contents.json`, the
        /// image file chosen for a name, or a group folder (the catalog's own among them) it listed.
        case assetCatalog
        /// A font file the template's `fonts:` registers.
        case font
    }

    /// The path as it was opened: as given, or relative to the template's folder.
    public let path: String
    /// Why it was read.
    public let kind: Kind

    /// A file read for `kind` at `path`.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}
