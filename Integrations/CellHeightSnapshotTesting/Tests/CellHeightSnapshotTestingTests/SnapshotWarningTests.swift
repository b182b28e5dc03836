@testable import CellHeightSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// What a snapshot's template warns of is said, not dropped, and is not part of the snapshot.
@Suite struct SnapshotWarningTests {
    /// The Noto Sans CJK SC subset as the system font (weights 400 and 700) and a label asking for 500, at
    /// line 3: measured in the nearest face, with a warning at that line.
    @Test func aWeightTheSystemFontLacksIsAWarning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let noto = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts/NotoSansCJKsc-Regular-Subset.otf").path
        let template = folder.appendingPathComponent("medium.yaml")
        try Data("""
        fonts: {system: \(noto)}
        views:
          - label: {name: body, font: {size: 17, weight: 500}, lines: 0}
        constraints: ["H:|-16-[body]-16-|", "V:|-12-[body]-12-|"]
        bindings: {body: text}
        """.utf8).write(to: template)
        let snapshot = try HeightSnapshot(CellFile(template.path))
        #expect(snapshot.warnings.count == 1 && snapshot.warnings[0].hasPrefix("\(template.path):3:")
                && snapshot.warnings[0].contains("has no 500 face; label body is measured in the nearest"), "\(snapshot.warnings)")
        let feed = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Fixtures/notes.jsonl").path
        let table = try snapshot.table(feed: feed, named: "Fixtures/notes.jsonl", settings: try HeightSnapshot.settings(devices: [], widths: [375], scale: 2, contentSizes: [.default]))
        #expect(table.text.hasPrefix("id,width,height\n1,375,") && !table.text.contains("warning") && table.warnings.isEmpty, "\(table)")
    }
}
