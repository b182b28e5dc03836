import Foundation
import HeightService
import Testing

/// Templates load once, load again when a file changes, and a template that no longer loads keeps its
/// previous version serving with the error beside it; files outside the folder are refused.
@Suite struct TemplateReloadTests {
    static let heightsOfOne = Array(#"{"template": "status", "items": [{"id": 1, "user": "Ava", "text": "Hi"}], "widths": [375]}"#.utf8)

    @Test func anEditIsServedAndABrokenFileKeepsThePreviousVersion() throws {
        let folder = try templateFolder()
        let service = try service(folder)
        let before = try json(try service.heights(body: Self.heightsOfOne))
        let file = folder + "/status.yaml"
        let original = try String(contentsOfFile: file, encoding: .utf8)

        // 12 more points of top margin: the row is 12 points taller.
        try original.replacingOccurrences(of: "margins: {top: 12,", with: "margins: {top: 24,").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(service.store.reload() == ["status"])
        let after = try json(try service.heights(body: Self.heightsOfOne))
        #expect(after["fingerprint"] as? String != before["fingerprint"] as? String)
        let heightBefore = (before["rows"] as? [[String: Any]])?.first?["height"] as? Double ?? 0
        let heightAfter = (after["rows"] as? [[String: Any]])?.first?["height"] as? Double ?? 0
        #expect(abs(heightAfter - heightBefore - 12) < 1e-9)

        // A broken file: the edited version keeps serving, and /v1/templates says why.
        try (original + "\n  - \"nothing.top == \"\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(service.store.reload().isEmpty)
        let still = try json(try service.heights(body: Self.heightsOfOne))
        #expect(still["fingerprint"] as? String == after["fingerprint"] as? String)
        let listed = (try json(service.templates())["templates"] as? [[String: Any]])?.first
        #expect(listed?["fingerprint"] as? String == after["fingerprint"] as? String)
        #expect((listed?["error"] as? String ?? "").contains("status.yaml"))

        // Unchanged files are not read again; a removed file is no longer served.
        #expect(service.store.reload().isEmpty)
        try FileManager.default.removeItem(atPath: file)
        service.store.reload()
        #expect(performing: { _ = try service.heights(body: Self.heightsOfOne) }, throws: { ($0 as? ServiceError)?.status == 404 })
    }

    @Test func aTemplateReadingOutsideTheFolderDoesNotLoad() throws {
        let outside = try templateFolder(["status.yaml"])
        let folder = try templateFolder([])
        // A link inside the folder to a template outside it.
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked.yaml", withDestinationPath: outside + "/status.yaml")
        let service = try service(folder)
        let listed = (try json(service.templates())["templates"] as? [[String: Any]])?.first
        #expect(listed?["name"] as? String == "linked")
        #expect((listed?["error"] as? String ?? "").contains("outside --templates"))
        #expect(performing: {
            _ = try service.heights(body: Array(#"{"template": "linked", "items": [], "widths": [375]}"#.utf8))
        }, throws: { ($0 as? ServiceError)?.status == 422 })
        // Names are file names in the folder, never paths.
        #expect(performing: {
            _ = try service.heights(body: Array(#"{"template": "../status", "items": [], "widths": [375]}"#.utf8))
        }, throws: { ($0 as? ServiceError)?.status == 404 })
    }
}
