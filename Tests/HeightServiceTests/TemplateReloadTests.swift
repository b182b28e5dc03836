import Foundation
import HeightService
import LayoutTestSupport
import Testing
import Typesetting

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

    /// An edit copied over the file in place with its old modification time kept (`cp -p`, `rsync -t
    /// --inplace`), the same size: only the status-change time tells, and it is enough.
    @Test func anEditThatKeepsTheModificationTimeIsServed() throws {
        let folder = try templateFolder()
        let service = try service(folder)
        let before = try json(try service.heights(body: Self.heightsOfOne))
        let file = folder + "/status.yaml"
        var info = stat()
        #expect(stat(file, &info) == 0)
        let original = try String(contentsOfFile: file, encoding: .utf8)
        // 12 points of top margin become 24: the same number of bytes, the row 12 points taller.
        let edited = original.replacingOccurrences(of: "margins: {top: 12,", with: "margins: {top: 24,")
        #expect(edited.utf8.count == original.utf8.count && edited != original)
        let handle = try #require(FileHandle(forWritingAtPath: file))
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        var now = stat()
        #expect(stat(file, &now) == 0 && now.st_mtim.tv_sec == info.st_mtim.tv_sec && now.st_mtim.tv_nsec == info.st_mtim.tv_nsec)
        #expect(service.store.reload() == ["status"])
        let after = try json(try service.heights(body: Self.heightsOfOne))
        let heightBefore = (before["rows"] as? [[String: Any]])?.first?["height"] as? Double ?? 0
        let heightAfter = (after["rows"] as? [[String: Any]])?.first?["height"] as? Double ?? 0
        #expect(abs(heightAfter - heightBefore - 12) < 1e-9)
    }

    /// A template whose edit failed to load, fixed since but not yet reloaded: another iOS release's
    /// version is 503 with Retry-After (the next reload reads the fix), not 409 with the old error.
    @Test func aFixedTemplateIsRetriedNotRefused() throws {
        let folder = try templateFolder()
        let service = try service(folder)
        _ = try service.heights(body: Self.heightsOfOne)
        let file = folder + "/status.yaml"
        let original = try String(contentsOfFile: file, encoding: .utf8)
        try (original + "\n  - \"nothing.top == \"\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(service.store.reload().isEmpty)
        let ios18 = Array(#"{"template": "status", "items": [{"id": 1, "user": "Ava", "text": "Hi"}], "widths": [375], "ios": "18"}"#.utf8)
        #expect(performing: { _ = try service.heights(body: ios18) }, throws: { ($0 as? ServiceError)?.status == 409 })
        try original.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(performing: { _ = try service.heights(body: ios18) }, throws: { error in
            guard let error = error as? ServiceError else { return false }
            return error.status == 503 && error.retryAfter == 1
        })
        #expect(service.store.reload() == ["status"])
        _ = try service.heights(body: ios18)
    }

    /// The answer's fingerprint is what a client may keep heights under: other fonts on the server (the
    /// system font measured in another family) give another one, as they give other heights.
    @Test func theFingerprintFollowsTheServersFonts() throws {
        let folder = try templateFolder()
        let fonts = try FontCollection.bundled()
        try fonts.mapSystemFont(toFamily: "Noto Sans CJK SC")
        let own = try HeightService(templates: folder, fonts: fonts, jobs: 2)
        let bundled = try json(try service(folder).heights(body: Self.heightsOfOne))
        let other = try json(try own.heights(body: Self.heightsOfOne))
        #expect(bundled["fingerprint"] as? String != other["fingerprint"] as? String)
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

/// `serve --cache`: the heights a server answered are in its cache folder after a save, and a new server
/// reads them back (answered without a layout: counted as cache hits); a file that is not a height cache
/// is never overwritten.
@Suite struct ServedHeightCacheTests {
    static let body = Array(#"{"template": "status", "items": [{"id": 1, "user": "Ava", "text": "Hi"}, {"id": 2, "user": "Bo"}], "widths": [375, 320]}"#.utf8)

    @Test func heightsOutliveTheServer() throws {
        let folder = try templateFolder()
        let caches = try templateFolder([])
        let first = try HeightService(templates: folder, fonts: Shared.cache.typesetter.fonts, jobs: 2, cacheFolder: caches)
        let answer = try first.heights(body: Self.body)
        #expect(first.store.saveHeights().isEmpty)
        #expect(FileManager.default.fileExists(atPath: caches + "/status.heights"))

        let second = try HeightService(templates: folder, fonts: Shared.cache.typesetter.fonts, jobs: 2, cacheFolder: caches)
        #expect(second.store.cacheWarnings.isEmpty)
        #expect(try second.heights(body: Self.body) == answer)
        // Four rows (2 items x 2 widths), every one read from the file.
        #expect(second.metrics.text().contains("cellheight_cache_hits_total 4"))
    }

    @Test func aFileThatIsNotAHeightCacheIsLeftAlone() throws {
        let folder = try templateFolder()
        let caches = try templateFolder([])
        try "not a cache\n".write(toFile: caches + "/status.heights", atomically: true, encoding: .utf8)
        let service = try HeightService(templates: folder, fonts: Shared.cache.typesetter.fonts, jobs: 2, cacheFolder: caches)
        #expect(service.store.cacheWarnings.first?.warning.contains("its heights are not read") == true)
        _ = try service.heights(body: Self.body)
        service.store.saveHeights()
        #expect(try String(contentsOfFile: caches + "/status.heights", encoding: .utf8) == "not a cache\n")
    }
}
