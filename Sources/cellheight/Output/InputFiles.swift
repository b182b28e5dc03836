import ArgumentParser
import CellTemplates
import FeedTables
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file a run reads (template, feed, golden table, cache, fonts, assets), so that no file it writes
/// can be one of them. An input may not exist yet (a first run's cache): it is still compared by path.
struct InputFiles {
    /// An input: the option that named it and its path.
    struct Entry {
        var option: String
        var path: String
        /// Device and inode of standard input when it is a file (`--feed - < feed.jsonl`): it has no path
        /// to compare, but a shell can still redirect the file that an output names.
        var standardInput: [UInt64]?
    }

    private(set) var entries: [Entry] = []
    /// The option named for the golden frames beside `--check`, which a recording rewrites.
    static let goldenFrames = "golden frames file beside --check,"
    /// Folders whose font files are registered: a new font file written there would be read next time.
    private(set) var fontFolders: [String] = []

    /// Adds `path` as read through `option`; nil is no file, and `-` (standard input) is the file standard
    /// input reads from, if it is one.
    mutating func add(_ option: String, _ path: String?) {
        guard let path else { return }
        guard path == "-" else { entries.append(Entry(option: option, path: path)); return }
        var info = stat()
        guard fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        entries.append(Entry(option: option, path: path, standardInput: [UInt64(info.st_dev), UInt64(info.st_ino)]))
    }

    /// Adds every file the template read (`CellTemplate.inputFiles`): the `--template` file (for an
    /// Interface Builder cell, `Cell.xib#NoteCell`, the document), an Interface Builder document it names,
    /// and its asset catalog's files.
    mutating func addTemplate(_ template: CellTemplate) {
        for file in template.inputFiles {
            switch file.kind {
            case .template: add("--template", file.path)
            case .interfaceBuilderDocument: add("Interface Builder document named in the --template,", file.path)
            case .assetCatalog: add("asset catalog file", file.path)
            case .font: add("font file of the --template's fonts", file.path)
            }
        }
    }

    /// Adds the fonts a run registered (bundled ones included) and the folders they were found in.
    mutating func addFonts(files: [String], folders: [String]) {
        for file in Set(files).sorted() { add("font", file) }
        fontFolders += folders
    }

    /// These inputs but those named through `options`: for a run that rewrites one of its inputs on purpose
    /// (record mode's golden table), every other stays protected, a feed or cache at the same path too.
    func excluding(options: Set<String>) -> InputFiles {
        var copy = self
        copy.entries.removeAll { options.contains($0.option) }
        return copy
    }

    /// Throws if standard output is a file the run reads (`>> feed.jsonl`): rows appended to a feed
    /// while it is read would be read again. `option` names the output in the message.
    func refuseStandardOutput(option: String) throws(ValidationError) {
        var info = stat()
        guard fstat(STDOUT_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        let target: [UInt64] = [UInt64(info.st_dev), UInt64(info.st_ino)]
        for entry in entries where (entry.standardInput ?? FilePath.identity(of: entry.path)) == target {
            let input = entry.standardInput == nil ? "the \(entry.option) \(entry.path)" : "the file standard input reads, the \(entry.option) -"
            throw ValidationError("standard output (\(option)) is \(input); the run reads it, so it is never written over.")
        }
    }

    /// Throws if writing `output` would replace an input: the same path, the same file under another name
    /// (a link), or a font file in a folder whose fonts are registered.
    func refuseOutput(_ output: String, option: String = "--out") throws(ValidationError) {
        let target = FilePath.identity(of: output)
        let canonical = FilePath.canonical(output)
        for entry in entries {
            if let standardInput = entry.standardInput {
                guard target == standardInput else { continue }
                throw ValidationError("\(option) \(output) is the file standard input reads, the \(entry.option) -; the run reads it, so it is never written over.")
            }
            let sameFile = target != nil && FilePath.identity(of: entry.path) == target
            if sameFile || FilePath.canonical(entry.path) == canonical {
                throw ValidationError("\(option) \(output) is the same file as the \(entry.option) \(entry.path); the run reads it, so it is never written over.")
            }
        }
        let fontExtensions = ["ttf", "otf", "ttc"]
        if fontExtensions.contains(FilePath.pathExtension(of: output).lowercased()) {
            for folder in fontFolders where canonical.hasPrefix(FilePath.canonical(folder) + "/") {
                throw ValidationError("\(option) \(output) is a font file name in the --fonts folder \(folder); the next run would register it as a font.")
            }
        }
    }
}

/// Path arithmetic without Foundation's file manager: what the output checks need, nothing more.
enum FilePath {
    /// The folder part of `path` ("." for a bare name, "/" for a file at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The absolute path with links and `..` resolved as far as the path exists; what does not exist yet
    /// (a new file, a new folder and what would go in it) is appended with `.` and `..` taken lexically.
    /// A link to a file that does not exist yet stands for that file, where writing through the link makes
    /// it, not for the link (which a rename would replace).
    static func canonical(_ path: String) -> String { canonical(path, links: 0) }

    private static func canonical(_ path: String, links: Int) -> String {
        if let resolved = RealPath.of(path) { return resolved }
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        // The kernel's own limit on links in a row (`ELOOP` past 40); a loop stays the path it is.
        if links < 40, let target = linkTarget(trimmed) {
            let followed = target.hasPrefix("/") ? target : folder(of: trimmed) + "/" + target
            return canonical(followed, links: links + 1)
        }
        let parent = folder(of: trimmed)
        guard parent != trimmed else { return trimmed }   // "." or "/" that cannot be resolved
        let base = canonical(parent, links: links)
        switch lastComponent(of: trimmed) {
        case "", ".": return base
        case "..": return folder(of: base)
        case let name: return (base == "/" ? "" : base) + "/" + name
        }
    }

    /// What the symbolic link at `path` holds, nil when `path` is not one.
    private static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Device and inode of an existing file (after links), nil when there is none.
    static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
