/// A report folder open for writing (`ReportFolder.open()`): its marker is written, and every file of the
/// report is written inside it whole, without following a link. Not thread-safe.
public final class ReportFolderWriter {
    private let folder: FolderDescriptor
    private let earlier: [String]

    init(folder: FolderDescriptor, earlier: [String]) {
        self.folder = folder
        self.earlier = earlier
    }

    /// The folder as given.
    public var path: String { folder.path }

    /// Writes the report file `name` (the page or a picture) whole, replacing an earlier report's.
    public func write(_ name: String, _ bytes: [UInt8]) throws(ReportFolderError) {
        guard ReportFolder.isReportFile(name) else { throw ReportFolderError(folder: folder.path, .notAReportFile(name)) }
        try folder.replace(name, with: bytes)
    }

    /// Removes the earlier report's pictures that `kept` does not name; what is not a regular file now
    /// stays where it is.
    public func removeEarlier(keeping kept: Set<String>) {
        for name in earlier where ReportFolder.isPicture(name) && !kept.contains(name) { folder.removeFile(name) }
    }
}
