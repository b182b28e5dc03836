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
    /// there at all (no link either) under folders inside it is left to the read, which says it is missing
    /// rather than outside; a link whose target is missing stays refused, as its target could be made outside.
    public static func inside(realFolder folder: String, named name: String) -> TemplateReads {
        TemplateReads { path in
            guard let real = RealPath.of(path) ?? nearestExisting(above: path), RealPath.isInside(real, folder: folder) else {
                return "outside \(name); a template there reads only files in its folder"
            }
            return nil
        }
    }

    /// The real path of the nearest folder above `path` that exists, where nothing at all is at `path` nor at
    /// the missing folders between; nil where something is (a link whose target is missing, a file that
    /// cannot be resolved).
    private static func nearestExisting(above path: String) -> String? {
        var current = path
        while true {
            var status = stat()
            guard lstat(current, &status) != 0, errno == ENOENT else { return nil }
            let parent = (current as NSString).deletingLastPathComponent
            let next = parent.isEmpty ? "." : parent
            if let real = RealPath.of(next) { return real }
            guard next != current, next != "/", next != "." else { return nil }
            current = next
        }
    }

    /// Nothing where the template at `location` may read `path`; else an error there saying why not.
    func check(_ path: String, _ location: SpecLocation) throws(TemplateError) {
        if let refusal = refusal(path) { throw location.error("\(path) is not read: \(refusal)") }
    }
}
