import Foundation

/// Which files loading a template may read, asked of every file a template names before any is read. A
/// font a template registers joins the fonts every template of the run measures with, so a template refused
/// after reading one would already have changed the others: a server keeps a served template's reading inside
/// its folder, and an inline template's to nothing, by refusing before.
public struct TemplateReads: Sendable {
    /// Why `path` may not be read, in a few words; nil where it may.
    public let refusal: @Sendable (String) -> String?

    public init(refusal: @escaping @Sendable (String) -> String?) { self.refusal = refusal }

    /// Any file: a template given on the command line reads what it names.
    public static let any = TemplateReads { _ in nil }

    /// Only files whose real path (links resolved) lies inside `folder`, itself a real path. A file that is not
    /// there, in a folder that is, is left to the read, which says it is missing (not that it is outside).
    public static func inside(realFolder folder: String, named name: String) -> TemplateReads {
        TemplateReads { path in
            let parent = (path as NSString).deletingLastPathComponent
            let real = RealPath.of(path) ?? RealPath.of(parent.isEmpty ? "." : parent)
            guard let real, RealPath.isInside(real, folder: folder) else {
                return "outside \(name); a template there reads only files in its folder"
            }
            return nil
        }
    }

    /// Nothing where the template at `location` may read `path`; else an error there saying why not.
    func check(_ path: String, _ location: SpecLocation) throws(TemplateError) {
        if let refusal = refusal(path) { throw location.error("\(path) is not read: \(refusal)") }
    }
}
