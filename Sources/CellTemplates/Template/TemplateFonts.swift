import Typesetting

/// A template's own fonts (`fonts:`): a team's copies of Apple's fonts, so that its cells measure with
/// SF Pro's and PingFang's own glyphs rather than the bundled stand-ins.
///
/// ```yaml
/// fonts:
///   system: Fonts/SF-Pro.ttf          # the system font: labels without a family, IB system fonts, text styles
///   files: [Fonts/PingFang.ttc]       # more faces; Apple's CJK and emoji families come before the stand-ins
///   folders: [/Library/Fonts]
/// ```
///
/// Paths are relative to the template's folder. The faces join the run's font collection (every template
/// and label of the run sees them), and a height cache's fingerprint includes them.
struct TemplateFonts: Sendable {
    var system: (path: String, location: SpecLocation)?
    var files: [(path: String, location: SpecLocation)] = []
    var folders: [(path: String, location: SpecLocation)] = []

    static func parse(_ node: SpecNode) throws(TemplateError) -> TemplateFonts {
        let fields = try node.fields(allowed: ["system", "files", "folders"])
        var fonts = TemplateFonts()
        if let system = fields["system"] { fonts.system = (try system.string(), SpecLocation(system)) }
        for item in try fields["files"]?.list() ?? [] { fonts.files.append((try item.string(), SpecLocation(item))) }
        for item in try fields["folders"]?.list() ?? [] { fonts.folders.append((try item.string(), SpecLocation(item))) }
        return fonts
    }

    /// Checks every file `register` would read (a folder's font files too) against `reads`, before any is
    /// read. Returns each folder's font files as checked, for `register` to read those and no others.
    func check(_ reads: TemplateReads, relativeTo file: String) throws(TemplateError) -> [[String]] {
        for (path, location) in files { try reads.check(CellTemplate.relativePath(path, to: file), location) }
        var folderFiles: [[String]] = []
        for (path, location) in folders {
            let resolved = CellTemplate.relativePath(path, to: file)
            try reads.check(resolved, location)
            let listed = FontCollection.fontFiles(under: resolved)
            for font in listed { try reads.check(font, location) }
            folderFiles.append(listed)
        }
        if let (path, location) = system { try reads.check(CellTemplate.relativePath(path, to: file), location) }
        return folderFiles
    }

    /// Registers the fonts in `collection` (paths relative to `file`; a folder's files as `check` listed
    /// them, `folderFiles`) and maps the system font to the `system` file's family. Returns the files read,
    /// for the template's inputs, and warnings for files of a folder that could not be read as fonts.
    func register(in collection: FontCollection, relativeTo file: String,
                  folderFiles: [[String]]) throws(TemplateError) -> (inputs: [String], warnings: [TemplateIssue]) {
        var inputs: [String] = []
        var warnings: [TemplateIssue] = []
        for (path, location) in files {
            let resolved = CellTemplate.relativePath(path, to: file)
            do { try collection.register(fileAt: resolved) } catch { throw location.error("fonts: \(error)", cause: .font(error)) }
            inputs.append(resolved)
        }
        for ((path, location), listed) in zip(folders, folderFiles) {
            let resolved = CellTemplate.relativePath(path, to: file)
            let skipped: [TypesettingError]
            do { skipped = try collection.register(folderAt: resolved, files: listed) } catch {
                throw location.error("fonts: \(error)", cause: .font(error))
            }
            for failure in skipped { warnings.append(TemplateIssue(.fontFileSkipped, .warning, location.error("fonts: skipped \(failure)"))) }
            if listed.isEmpty {
                warnings.append(TemplateIssue(.emptyFontFolder, .warning, location.error("fonts: \(resolved) \(FontCollection.emptyFolderNote)")))
            }
            // The folder and its files are the template's inputs too: a server checks where they lie and
            // watches them (a font added to the folder changes the folder's stamp).
            inputs.append(resolved)
            inputs += listed
        }
        if let (path, location) = system {
            let resolved = CellTemplate.relativePath(path, to: file)
            do { try collection.register(fileAt: resolved) } catch { throw location.error("fonts: system: \(error)", cause: .font(error)) }
            guard let family = collection.faces().first(where: { $0.path == resolved })?.family else {
                throw location.error("fonts: system: \(resolved) has no font face")
            }
            do { try collection.mapSystemFont(toFamily: family) } catch { throw location.error("fonts: system: \(error)", cause: .font(error)) }
            inputs.append(resolved)
        }
        return (inputs, warnings)
    }
}
