import Foundation
import FuzzSupport
import GoldenReport

/// The `--report` folder check and writes on a folder tree built from the input: files, folders, links
/// (out of the folder, inside it, dangling) and the marker with any content. Whatever the tree, nothing
/// outside the folder changes; a refused folder does not change at all; an accepted one held only regular
/// report files and a right marker, and after a report of a page and one picture it holds those and the
/// marker alone.
let sandbox: String = {
    let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return "\(folder)/cellheight-fuzz-report-\(getpid())"
}()

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    // A finding: libFuzzer saves the input that reached it.
    if !condition { fatalError(message()) }
}

func fuzzReportFolder(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, count)
    try? FileManager.default.removeItem(atPath: sandbox)
    let outside = sandbox + "/outside", report = sandbox + "/report"
    for folder in [sandbox, outside, outside + "/dir"] { mkdir(folder, 0o755) }
    FolderTree.write(outside + "/a.txt", Array("outside\n".utf8))
    FolderTree.write(outside + "/dir/b.txt", Array("outside too\n".utf8))
    // The first byte's low bit: the report folder is new, or a tree built from the rest.
    let isNew = bytes.first.map { $0 & 1 == 1 } ?? true
    if !isNew {
        mkdir(report, 0o755)
        FolderTree.build(Array(bytes.dropFirst()), report: report, root: sandbox)
    }
    let outsideBefore = FolderTree.snapshot(outside)
    let reportBefore = FolderTree.snapshot(report)

    var accepted: ReportFolder?
    do {
        let folder = try ReportFolder.inspect(report)
        accepted = folder
        let writer = try folder.open()
        try writer.write(ReportFolder.pageName, Array("<html>page</html>\n".utf8))
        try writer.write("row-1-1.png", [0x89, 0x50, 0x4E, 0x47])
        writer.removeEarlier(keeping: ["row-1-1.png"])
    } catch {}

    check(FolderTree.snapshot(outside) == outsideBefore, "a file outside the report folder changed")
    let reportAfter = FolderTree.snapshot(report)
    guard let accepted else {
        check(reportAfter == reportBefore, "a refused report folder changed")
        return 0
    }
    let markerFile = "file " + Data(ReportFolder.markerText.utf8).base64EncodedString()
    if !reportBefore.isEmpty {
        check(reportBefore[ReportFolder.markerName] == markerFile, "a folder without its marker was taken for a report")
    }
    for (name, entry) in reportBefore {
        check(ReportFolder.isReportFile(name) && entry.hasPrefix("file "), "an earlier report held \(name): \(entry)")
    }
    check(accepted.earlierFiles == reportBefore.keys.sorted(), "the earlier files are not the folder's entries")
    check(reportAfter.keys.sorted() == [ReportFolder.markerName, ReportFolder.pageName, "row-1-1.png"].sorted(),
          "the report left \(reportAfter.keys.sorted())")
    check(reportAfter[ReportFolder.markerName] == markerFile, "the marker was not written")
    return 0
}

FuzzInput.run(fuzzReportFolder)
