import Foundation
import GoldenReport
import LayoutTestSupport
import Testing

/// `ReportFolder`: an earlier report is told by its marker alone, every entry of one must be a regular
/// file a report writes, and writing or removing never follows a link out of the folder.
@Suite struct ReportFolderTests {
    static let marker = "This folder holds a cellheight table --report; the next report written here replaces its files.\n"

    /// A new temporary folder holding `report` (not created) and `outside.txt`.
    static func place() throws -> (root: URL, report: URL) {
        let root = Scratch.folder.appendingPathComponent("report-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false)
        try Data("outside\n".utf8).write(to: root.appendingPathComponent("outside.txt"))
        return (root, root.appendingPathComponent("report"))
    }

    static func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

    static func entries(_ url: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    static func kind(_ error: ReportFolderError?) -> ReportFolderError.Kind? { error?.kind }

    static func refusal(_ path: String) -> ReportFolderError? {
        do { _ = try ReportFolder.inspect(path); return nil } catch { return error }
    }

    @Test func theMarkerIsItsDocumentedText() {
        #expect(ReportFolder.markerName == ".cellheight-report")
        #expect(ReportFolder.markerText == Self.marker)
    }

    @Test func picturesAreRowNumberNumberPNG() {
        #expect(ReportFolder.isPicture("row-1-1.png") && ReportFolder.isPicture("row-120-3.png") && ReportFolder.isPicture("golden-2-1.png"))
        for name in ["golden-1.png", "golden-x-1.png", "Golden-1-1.png", "gold-1-1.png", "row-1.png", "row--1.png", "row-1-1.PNG", "row-١-1.png", "row-1-1.png.png", "Row-1-1.png", "row-a-1.png", "row-1-1-1.png"] {
            #expect(!ReportFolder.isPicture(name), "\(name)")
        }
    }

    @Test func aNewOrEmptyFolderHasNoEarlierFiles() throws {
        let (root, report) = try Self.place()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try ReportFolder.inspect(report.path).earlierFiles == [])
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: false)
        #expect(try ReportFolder.inspect(report.path).earlierFiles == [])
        #expect(Self.kind(Self.refusal(root.path + "/outside.txt")) == .notAFolder)
        // Missing parents are made when the report is written, as `mkdir -p` (a fresh checkout's build/).
        let nested = root.path + "/missing/deeper/report"
        #expect(try ReportFolder.inspect(nested).earlierFiles == [])
        _ = try ReportFolder.inspect(nested).open()
        #expect(FileManager.default.fileExists(atPath: nested + "/" + ReportFolder.markerName))
        // A parent that is a file is refused (the system's words: not a directory).
        #expect(Self.kind(Self.refusal(root.path + "/outside.txt/report")) == .unreadable("Not a directory"))
    }

    @Test func anEarlierReportIsToldByItsMarkerAlone() throws {
        let (root, report) = try Self.place()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: false)
        for name in ["row-1-1.png", "index.html"] { try Self.write("x", report.appendingPathComponent(name)) }
        #expect(Self.kind(Self.refusal(report.path)) == .foreign(name: "index.html", what: nil))
        try Self.write(Self.marker + "more", report.appendingPathComponent(".cellheight-report"))
        #expect(Self.kind(Self.refusal(report.path)) == .foreign(name: ".cellheight-report", what: nil))
        try Self.write(Self.marker, report.appendingPathComponent(".cellheight-report"))
        #expect(try ReportFolder.inspect(report.path).earlierFiles == [".cellheight-report", "index.html", "row-1-1.png"])
        // A marker that is a link to a good marker is not one.
        try FileManager.default.removeItem(at: report.appendingPathComponent(".cellheight-report"))
        try Self.write(Self.marker, root.appendingPathComponent("marker"))
        try FileManager.default.createSymbolicLink(atPath: report.path + "/.cellheight-report", withDestinationPath: "../marker")
        #expect(Self.kind(Self.refusal(report.path)) == .foreign(name: ".cellheight-report", what: "a link"))
    }

    @Test func inAnEarlierReportOnlyRegularReportFilesMayBe() throws {
        let (root, report) = try Self.place()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: false)
        try Self.write(Self.marker, report.appendingPathComponent(".cellheight-report"))
        try FileManager.default.createDirectory(at: report.appendingPathComponent("row-9-9.png"), withIntermediateDirectories: false)
        #expect(Self.kind(Self.refusal(report.path)) == .foreign(name: "row-9-9.png", what: "a folder"))
        try FileManager.default.removeItem(at: report.appendingPathComponent("row-9-9.png"))
        try FileManager.default.createSymbolicLink(atPath: report.path + "/row-1-1.png", withDestinationPath: "../outside.txt")
        #expect(Self.kind(Self.refusal(report.path)) == .foreign(name: "row-1-1.png", what: "a link"))
        try FileManager.default.removeItem(at: report.appendingPathComponent("row-1-1.png"))
        try Self.write("mine", report.appendingPathComponent("notes.txt"))
        #expect(Self.kind(Self.refusal(report.path)) == .foreign(name: "notes.txt", what: nil))
    }

    @Test func writingMarksTheFolderAndRemovesOnlyEarlierPicturesNotKept() throws {
        let (root, report) = try Self.place()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = try ReportFolder.inspect(report.path).open()
        #expect(try Self.entries(report) == [".cellheight-report"])
        #expect(try String(contentsOf: report.appendingPathComponent(".cellheight-report"), encoding: .utf8) == Self.marker)
        for name in ["row-1-1.png", "row-2-1.png", "index.html"] { try writer.write(name, Array(name.utf8)) }
        #expect(throws: ReportFolderError(folder: report.path, .notAReportFile("../outside.txt"))) {
            try writer.write("../outside.txt", [1])
        }
        // The next report keeps row-1-1.png and replaces the page.
        let next = try ReportFolder.inspect(report.path)
        #expect(next.earlierFiles == [".cellheight-report", "index.html", "row-1-1.png", "row-2-1.png"])
        let nextWriter = try next.open()
        try nextWriter.write("row-1-1.png", [7])
        try nextWriter.write("index.html", [8])
        nextWriter.removeEarlier(keeping: ["row-1-1.png"])
        #expect(try Self.entries(report) == [".cellheight-report", "index.html", "row-1-1.png"])
        #expect(try Data(contentsOf: report.appendingPathComponent("row-1-1.png")) == Data([7]))
        #expect(try Self.entries(root) == ["outside.txt", "report"])
    }

    @Test func aLinkPutInAfterTheCheckIsReplacedNotFollowedAndNotRemovedThrough() throws {
        let (root, report) = try Self.place()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = try ReportFolder.inspect(report.path).open()
        try writer.write("row-1-1.png", [1])
        let next = try ReportFolder.inspect(report.path).open()
        // Between the check and the writes, the earlier picture becomes a link out of the folder.
        try FileManager.default.removeItem(at: report.appendingPathComponent("row-1-1.png"))
        try FileManager.default.createSymbolicLink(atPath: report.path + "/row-1-1.png", withDestinationPath: "../outside.txt")
        try FileManager.default.createSymbolicLink(atPath: report.path + "/index.html", withDestinationPath: "../outside.txt")
        try next.write("index.html", [9])
        next.removeEarlier(keeping: [])
        #expect(try String(contentsOf: root.appendingPathComponent("outside.txt"), encoding: .utf8) == "outside\n")
        #expect(try Data(contentsOf: report.appendingPathComponent("index.html")) == Data([9]))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: report.path + "/row-1-1.png") == "../outside.txt")
    }
}
