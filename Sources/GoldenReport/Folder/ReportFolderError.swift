/// Why a report folder was refused or could not be written: the folder, and what is wrong with it.
public struct ReportFolderError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Equatable, Sendable {
        /// The path names a file, not a folder.
        case notAFolder
        /// The folder is new, and the nearest path above it that exists is not a folder to make it in.
        case parentMissing(String)
        /// The folder holds `name`, which no report writes (`what` says what it is when it is not a file:
        /// "a folder", "a link", "a pipe, socket or device"), and it holds no marker or `name` is foreign.
        case foreign(name: String, what: String?)
        /// The folder could not be listed, created or opened (`strerror`'s words).
        case unreadable(String)
        /// A file of the report could not be written (`strerror`'s words).
        case cannotWrite(name: String, reason: String)
        /// A name that is neither the page, a picture nor the marker: a report writes no other file.
        case notAReportFile(String)
    }

    /// The folder, as given.
    public let folder: String
    /// What is wrong with it.
    public let kind: Kind

    /// An error about `folder`.
    public init(folder: String, _ kind: Kind) {
        self.folder = folder
        self.kind = kind
    }

    /// A sentence naming the folder and what is wrong, with what to do about it.
    public var description: String {
        switch kind {
        case .notAFolder: "\(folder) is a file; give a folder (new, or an earlier report's)"
        case .parentMissing(let parent): "\(folder): \(parent) is not a folder to make the report in"
        case let .foreign(name, what):
            "\(folder) holds \(name)\(what.map { ", \($0)" } ?? ""), which is not part of an earlier report; give a new or empty folder, "
                + "or an earlier report's (one that holds the file \(ReportFolder.markerName) a report writes)"
        case .unreadable(let reason): "\(folder): \(reason)"
        case let .cannotWrite(name, reason): "cannot write \(folder)/\(name): \(reason)"
        case .notAReportFile(let name): "\(folder): \(name) is not a file a report writes"
        }
    }
}
