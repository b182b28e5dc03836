import ArgumentParser
import Typesetting

/// Fonts to register besides the bundled ones (Inter, Noto Sans CJK SC, Noto Color Emoji).
struct FontOptions: ParsableArguments {
    @Option(name: .customLong("font-file"), help: ArgumentHelp(
        "Registers a TTF, OTF or TTC font file (every face in it); repeatable. "
            + "Its family name can then be named (a template's font family, measure's --family), and it joins the "
            + "fallback cascade after the bundled fonts, for characters they lack.",
        valueName: "path"))
    var fontFiles: [String] = []

    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "Registers every .ttf, .otf and .ttc file under a folder; repeatable. Its families join the fallback "
            + "cascade like --font-file's.", valueName: "folder"))
    var fontFolders: [String] = []

    @Option(name: .customLong("system-font"), help: ArgumentHelp(
        "Measures the system font (a label without a family, Interface Builder's system fonts and text "
            + "styles, .AppleSystemUIFont) in this TTF, OTF or TTC file's family, say a copy of San Francisco "
            + "licensed to you, instead of the bundled Inter: its glyphs and its own line, with SF Pro's tracking by "
            + "point size (what Core Text applies from SF Pro's trak table), so give it SF Pro, not another family.", valueName: "path"))
    var systemFont: String?
}

extension FontOptions {
    /// The bundled fonts plus the files and folders the options name.
    func collection() throws(CLIError) -> FontCollection {
        let collection: FontCollection
        do { collection = try FontCollection.bundled() } catch {
            throw CLIError("cannot load the bundled fonts: \(error)", cause: error)
        }
        for path in fontFiles {
            do { try collection.register(fileAt: path) } catch { throw CLIError("--font-file: \(error)", cause: error) }
        }
        for path in fontFolders {
            let skipped: [TypesettingError]
            let files = FontCollection.fontFiles(under: path)
            do { skipped = try collection.register(folderAt: path, files: files) } catch { throw CLIError("--fonts: \(error)", cause: error) }
            let errors = StandardStream.error()
            for failure in skipped { errors.writeLine("warning: --fonts: skipped \(failure)") }
            if files.isEmpty { errors.writeLine("warning: --fonts: \(path) \(FontCollection.emptyFolderNote)") }
            errors.flush()
        }
        if let systemFont {
            do {
                try collection.register(fileAt: systemFont)
                // Registered: the file has a face, with the path it was registered under.
                if let family = collection.faces().first(where: { $0.path == systemFont })?.family {
                    try collection.mapSystemFont(toFamily: family)
                    if !Self.isSanFrancisco(family) {
                        let errors = StandardStream.error()
                        errors.writeLine("warning: --system-font: \(systemFont) is \(family), not SF Pro; the system font is "
                            + "measured in its glyphs with SF Pro's tracking by point size, so its heights are neither SF Pro's nor Inter's "
                            + "(--font-file registers a family without standing in for the system font)")
                        errors.flush()
                    }
                }
            } catch { throw CLIError("--system-font: \(error)", cause: error) }
        }
        return collection
    }
}

extension FontOptions {
    /// Whether a family is San Francisco under one of its names: SF Pro and its optical cuts, SF Compact,
    /// the system's hidden `.SF` families.
    static func isSanFrancisco(_ family: String) -> Bool {
        let name = family.lowercased()
        return name.hasPrefix("sf ") || name.hasPrefix(".sf") || name.hasPrefix("san francisco")
    }
}

extension FontOptions {
    /// The registered font files and the --fonts folders, as inputs no output may replace.
    func inputFiles(registered files: [String]) -> InputFiles {
        var inputs = InputFiles()
        inputs.addFonts(files: files, folders: fontFolders)
        return inputs
    }
}
