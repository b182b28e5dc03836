#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a report is written to: new, empty, or an earlier report's and nothing else, so that a
/// mistyped path never has a project's files replaced or removed.
///
/// An earlier report is told by its marker, a file the report writes first (`markerName`, holding exactly
/// `markerText`), never by the names of the files beside it: a folder of pictures that someone else
/// named `row-1-1.png` is not a report. In an earlier report every entry must be a regular file that a
/// report writes (the page, a picture, the marker); a folder, a link or any other file there is refused by
/// name. Only the marker is read, and only its first `markerText.utf8.count + 1` bytes, so a folder of any
/// size costs its listing to check.
public struct ReportFolder: Sendable {
    /// The marker's file name: hidden, so that the folder shows the page and its pictures.
    public static let markerName = ".cellheight-report"
    /// The marker's whole content.
    public static let markerText = "This folder holds a cellheight table --report; the next report written here replaces its files.\n"
    /// The page's file name.
    public static let pageName = "index.html"

    /// The folder as given.
    public let path: String
    /// The earlier report's files (the marker, the page, the pictures), sorted; empty for a new or empty folder.
    public let earlierFiles: [String]

    /// Checks the folder at `path` without writing anything: it must be new (in a folder that exists),
    /// empty, or an earlier report's.
    public static func inspect(_ path: String) throws(ReportFolderError) -> ReportFolder {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw ReportFolderError(folder: path, .unreadable(String(cString: strerror(code)))) }
            // Missing parents are made by `open()`; the nearest one that exists must be a folder.
            var parent = parentFolder(of: path)
            while stat(parent, &info) != 0 && errno == ENOENT && parent != "." && parent != "/" { parent = parentFolder(of: parent) }
            guard stat(parent, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw ReportFolderError(folder: path, .parentMissing(parent)) }
            return ReportFolder(path: path, earlierFiles: [])
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ReportFolderError(folder: path, .notAFolder) }
        let folder = try FolderDescriptor(path)
        return ReportFolder(path: path, earlierFiles: try earlierFiles(in: folder))
    }

    /// The report files in the folder open as `folder`, or the error naming the first entry that is not
    /// one (in name order); empty for an empty folder.
    static func earlierFiles(in folder: FolderDescriptor) throws(ReportFolderError) -> [String] {
        let names = try folder.names().sorted()
        guard !names.isEmpty else { return [] }
        guard names.contains(markerName) else {
            throw ReportFolderError(folder: folder.path, .foreign(name: names[0], what: kindName(folder.kind(of: names[0]))))
        }
        guard hasMarker(folder) else {
            throw ReportFolderError(folder: folder.path, .foreign(name: markerName, what: kindName(folder.kind(of: markerName))))
        }
        for name in names {
            let kind = folder.kind(of: name)
            guard kind == .file, isReportFile(name) else {
                throw ReportFolderError(folder: folder.path, .foreign(name: name, what: kindName(kind)))
            }
        }
        return names
    }

    /// Whether the folder's marker is a regular file (not a link) holding exactly `markerText`; reads at
    /// most one byte more than the marker's length.
    static func hasMarker(_ folder: FolderDescriptor) -> Bool {
        let expected = Array(markerText.utf8)
        guard let bytes = folder.readFile(markerName, atMost: expected.count + 1) else { return false }
        return bytes == expected
    }

    /// Whether a report writes a file of this name: the marker, the page, or a picture.
    public static func isReportFile(_ name: String) -> Bool {
        name == markerName || name == pageName || isPicture(name)
    }

    /// A picture's name as `ReportPictures.fileName` makes them: row-N-M.png (now) or golden-N-M.png (the
    /// golden picture beside it), N and M decimal digits.
    public static func isPicture(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "row" || parts[0] == "golden", name.hasSuffix(".png") else { return false }
        let last = parts[2].dropLast(4)
        func digits(_ text: Substring) -> Bool { !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) } }
        return digits(parts[1]) && digits(last)
    }

    /// Creates the folder when it is new, checks it again (a run may take hours, and the folder may have
    /// changed), and writes the marker: from here on the folder is a report's.
    /// Missing parent folders are created too (`--report build/reports/status`, as `mkdir -p`).
    public func open() throws(ReportFolderError) -> ReportFolderWriter {
        try Self.makeParents(of: path)
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw ReportFolderError(folder: path, .unreadable("cannot create the folder: \(String(cString: strerror(errno)))"))
        }
        let folder = try FolderDescriptor(path)
        let earlier = try Self.earlierFiles(in: folder)
        let writer = ReportFolderWriter(folder: folder, earlier: earlier)
        try writer.write(Self.markerName, Array(Self.markerText.utf8))
        return writer
    }

    /// `mkdir -p` of the folders above `path`, each made with its parent already there.
    private static func makeParents(of path: String) throws(ReportFolderError) {
        var missing: [String] = []
        var parent = parentFolder(of: path)
        var info = stat()
        while parent != "." && parent != "/" && !parent.isEmpty && stat(parent, &info) != 0 && errno == ENOENT {
            missing.append(parent)
            parent = parentFolder(of: parent)
        }
        for folder in missing.reversed() where mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw ReportFolderError(folder: path, .unreadable("cannot create its parent folder \(folder): \(String(cString: strerror(errno)))"))
        }
    }

    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    static func kindName(_ kind: FolderDescriptor.EntryKind) -> String? {
        switch kind {
        case .file: nil
        case .folder: "a folder"
        case .link: "a link"
        case .other: "a pipe, socket or device"
        case .gone: "gone while it was looked at"
        }
    }
}
