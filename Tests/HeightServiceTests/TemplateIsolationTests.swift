import Foundation
import HeightService
import LayoutTestSupport
import Testing
import Typesetting

/// A served template changes nothing but itself: its fonts are its own, a refused one reads nothing, a file
/// in the cache folder that is not a height cache stays as it is, and what a folder holds is never guessed.
@Suite struct TemplateIsolationTests {
    /// Every status example item at 375 points, as the service answers them.
    static func statusHeights(_ service: HeightService, template: String = "status") throws -> [Double] {
        let lines = try exampleLines("status.jsonl", count: 20)
        let body = #"{"template": "\#(template)", "items": [\#(lines.joined(separator: ","))], "widths": [375]}"#
        let rows = try json(try service.heights(body: Array(body.utf8)))["rows"] as? [[String: Any]] ?? []
        return rows.map { $0["height"] as? Double ?? -1 }
    }

    static var heavyFont: String {
        Shared.cache.typesetter.fonts.faces().first { $0.path.hasSuffix("Inter-Black.otf") }!.path
    }

    /// An inline template naming a font is refused before the font is read: the server's system font, and so
    /// every other template's heights, stay as they were.
    @Test func anInlineTemplateNamingAFontIsRefusedBeforeReadingIt() throws {
        let service = try service(try templateFolder(), allowInline: true)
        let before = try Self.statusHeights(service)
        let inline = #"{"inline": "fonts: {system: \#(Self.heavyFont)}\nviews:\n  - label: {name: t}\nconstraints: ['H:|[t]|', 'V:|[t]|']\nbindings: {t: text}\n", "items": [], "widths": [375]}"#
        #expect(performing: { _ = try service.heights(body: Array(inline.utf8)) }, throws: { error in
            guard let error = error as? ServiceError else { return false }
            return error.status == 422 && error.message.contains("is not read: an inline template reads no files")
        })
        #expect(Shared.cache.typesetter.fonts.systemFamily == FontCollection.standInSystemFamily)
        #expect(try Self.statusHeights(service) == before)
    }

    /// A template with its own system font measures with it; the template beside it does not.
    @Test func aTemplatesOwnFontsAreItsAlone() throws {
        let folder = try templateFolder()
        let plain = try Self.statusHeights(try service(folder))
        try FileManager.default.copyItem(atPath: Self.heavyFont, toPath: folder + "/heavy.otf")
        let text = try String(contentsOfFile: folder + "/status.yaml", encoding: .utf8)
        try ("fonts: {system: heavy.otf}\n" + text).write(toFile: folder + "/heavy.yaml", atomically: true, encoding: .utf8)
        let both = try service(folder)
        #expect(try Self.statusHeights(both) == plain)
        // Inter Black is wider than Inter: some of the 20 items wrap to more lines.
        let heavy = try Self.statusHeights(both, template: "heavy")
        #expect(heavy.count == plain.count && zip(heavy, plain).contains { $0 > $1 } && !zip(heavy, plain).contains { $0 < $1 },
                "\(heavy) against \(plain)")
        #expect(Shared.cache.typesetter.fonts.systemFamily == FontCollection.standInSystemFamily)
    }

    /// A font outside the folder is refused before it is read, and the template does not load.
    @Test func aFontOutsideTheFolderIsRefusedBeforeItIsRead() throws {
        let folder = try templateFolder()
        let text = try String(contentsOfFile: folder + "/status.yaml", encoding: .utf8)
        try ("fonts: {files: [\(Self.heavyFont)]}\n" + text).write(toFile: folder + "/out.yaml", atomically: true, encoding: .utf8)
        let service = try service(folder)
        let listed = (try json(service.templates())["templates"] as? [[String: Any]])?.first { $0["name"] as? String == "out" }
        #expect((listed?["error"] as? String ?? "").contains("\(Self.heavyFont) is not read: outside --templates"), "\(String(describing: listed))")
        // A template that never loaded has every key a loaded one has, empty.
        #expect(listed?["identifier"] is NSNull && listed?["fingerprint"] is NSNull
                && (listed?["findings"] as? [Any])?.isEmpty == true && (listed?["issues"] as? [Any])?.isEmpty == true, "\(String(describing: listed))")
    }

    /// Two files of one name: neither is served, and the error names both.
    @Test func twoFilesOfOneNameAreAnError() throws {
        let folder = try templateFolder()
        try FileManager.default.copyItem(atPath: folder + "/status.yaml", toPath: folder + "/status.yml")
        let service = try service(folder)
        let listed = (try json(service.templates())["templates"] as? [[String: Any]]) ?? []
        #expect(listed.count == 1)
        #expect(listed.first?["error"] as? String == #"2 files are named "status" (status.yaml, status.yml); rename all but one"#)
        #expect(performing: { _ = try Self.statusHeights(service) }, throws: { ($0 as? ServiceError)?.status == 422 })
    }

    /// A file name that is not UTF-8 is listed with the reason, not as a file outside the folder (its name as
    /// shown names no file), and the others serve.
    @Test func aFileNameThatIsNotUTF8IsNamedAsSuch() throws {
        let folder = try templateFolder()
        // "caf\u{E9}.yaml" in Latin-1: one byte, 0xE9, that UTF-8 does not allow there.
        let path = Array(folder.utf8) + Array("/caf".utf8) + [0xE9] + Array(".yaml".utf8) + [0]
        let source = try Data(contentsOf: URL(fileURLWithPath: folder + "/status.yaml"))
        let written = path.withUnsafeBufferPointer { bytes -> Bool in
            guard let stream = fopen(UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self), "w") else { return false }
            defer { fclose(stream) }
            return source.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, stream) } == source.count
        }
        #expect(written)
        let service = try service(folder)
        let listed = (try json(service.templates())["templates"] as? [[String: Any]]) ?? []
        let odd = listed.first { $0["name"] as? String == "caf\u{FFFD}" }
        #expect((odd?["error"] as? String ?? "").hasPrefix("the file name is not UTF-8"), "\(listed)")
        #expect(try Self.statusHeights(service).count == 20)
    }

    /// A template that failed because a file it names was missing loads once that file is there, with no
    /// edit of the template itself.
    @Test func aFailedTemplateLoadsWhenTheFileItNeededAppears() throws {
        let folder = try templateFolder()
        let text = try String(contentsOfFile: folder + "/status.yaml", encoding: .utf8)
        try ("fonts: {files: [later.otf]}\n" + text).write(toFile: folder + "/later.yaml", atomically: true, encoding: .utf8)
        let service = try service(folder)
        #expect(performing: { _ = try Self.statusHeights(service, template: "later") }, throws: { ($0 as? ServiceError)?.status == 422 })
        try FileManager.default.copyItem(atPath: Self.heavyFont, toPath: folder + "/later.otf")
        #expect(service.store.reload() == ["later"])
        #expect(try Self.statusHeights(service, template: "later") == Self.statusHeights(service))
    }

    /// A file put in the cache folder since the template loaded, that is not a height cache, is not replaced
    /// when the heights are saved.
    @Test func aFileThatIsNotAHeightCacheIsNotReplacedBySaving() throws {
        let folder = try templateFolder()
        let caches = try templateFolder([])
        let service = try HeightService(templates: folder, fonts: Shared.cache.typesetter.fonts, jobs: 1, cacheFolder: caches)
        _ = try Self.statusHeights(service)
        try "notes\n".write(toFile: caches + "/status.heights", atomically: true, encoding: .utf8)
        let failures = service.store.saveHeights()
        #expect(failures.count == 1 && failures.first?.error.contains("not a height store") == true, "\(failures)")
        #expect(try String(contentsOfFile: caches + "/status.heights", encoding: .utf8) == "notes\n")
    }

    /// A template reloaded while its cache file is someone else's keeps saving to it once that file is gone.
    @Test func savingResumesOnceAForeignCacheFileIsGone() throws {
        let folder = try templateFolder()
        let caches = try templateFolder([])
        let service = try HeightService(templates: folder, fonts: Shared.cache.typesetter.fonts, jobs: 1, cacheFolder: caches)
        try "notes\n".write(toFile: caches + "/status.heights", atomically: true, encoding: .utf8)
        let file = folder + "/status.yaml"
        try (try String(contentsOfFile: file, encoding: .utf8) + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(service.store.reload() == ["status"])
        #expect(service.store.cacheWarnings.first?.warning.contains("not a height store") == true, "\(service.store.cacheWarnings)")
        _ = try Self.statusHeights(service)
        try FileManager.default.removeItem(atPath: caches + "/status.heights")
        #expect(service.store.saveHeights().isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: caches + "/status.heights")).prefix(4) == Data("CHHS".utf8))
    }

    /// A font added to a template's font folder is seen at the next reload: the folder is watched too.
    @Test func aFontAddedToAFontFolderReloadsTheTemplate() throws {
        let folder = try templateFolder()
        try FileManager.default.createDirectory(atPath: folder + "/fa", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.heavyFont, toPath: folder + "/fa/heavy.otf")
        let text = try String(contentsOfFile: folder + "/status.yaml", encoding: .utf8)
        try ("fonts: {folders: [fa]}\n" + text).write(toFile: folder + "/withfolder.yaml", atomically: true, encoding: .utf8)
        let service = try service(folder)
        #expect(service.store.reload().isEmpty)
        let regular = Shared.cache.typesetter.fonts.faces().first { $0.path.hasSuffix("Inter-Regular.otf") }!.path
        try FileManager.default.copyItem(atPath: regular, toPath: folder + "/fa/added.otf")
        #expect(service.store.reload() == ["withfolder"])
    }
}
