import Foundation
@testable import HeightService
import LayoutTestSupport
import Testing

/// A template's warnings and lint's findings come typed in the service's JSON (`"issues"`: severity, kind,
/// file and line) beside the `"findings"` text, and an inline template refused at a line gives the line.
@Suite struct IssueAnswerTests {
    /// A folder with the status example and `noto.yaml`, whose system font is the Noto Sans CJK SC subset
    /// (weights 400 and 700) while its label asks for 500, at line 3.
    static func folderWithAWarning() throws -> String {
        let folder = try templateFolder()
        let noto = try #require(Shared.cache.typesetter.fonts.faces().first { $0.path.hasSuffix("NotoSansCJKsc-Regular-Subset.otf") }?.path)
        try FileManager.default.copyItem(atPath: noto, toPath: folder + "/noto.otf")
        let text = "fonts: {system: noto.otf}\nviews:\n  - label: {name: t, font: {size: 17, weight: 500}}\nconstraints: ['H:|-[t]-|', 'V:|-[t]-|']\nbindings: {t: text}\n"
        try text.write(toFile: folder + "/noto.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    /// The list says whether inline templates are taken, which the preview page opens by.
    @Test func templatesSayWhetherInlineTemplatesAreTaken() throws {
        let folder = try templateFolder()
        #expect(try json(try service(folder).templates())["inline"] as? Bool == false)
        #expect(try json(try service(folder, allowInline: true).templates())["inline"] as? Bool == true)
    }

    @Test func templatesListTheirIssuesWithKindAndLine() throws {
        let service = try service(try Self.folderWithAWarning())
        let listed = try #require(try json(service.templates())["templates"] as? [[String: Any]])
        let noto = try #require(listed.first { $0["name"] as? String == "noto" })
        let issues = try #require(noto["issues"] as? [[String: Any]])
        #expect(issues.count == 1 && (noto["findings"] as? [String])?.count == 1, "\(noto)")
        let issue = try #require(issues.first)
        #expect(issue["severity"] as? String == "warning" && issue["kind"] as? String == "missingFontFace", "\(issue)")
        #expect((issue["file"] as? String)?.hasSuffix("/noto.yaml") == true && issue["line"] as? Int == 3, "\(issue)")
        #expect((issue["message"] as? String)?.contains("has no 500 face; label t is measured in the nearest") == true, "\(issue)")
        // At the label's mapping: column 12 of "  - label: {name: t, ...}". The text says the same, with its place.
        #expect(issue["column"] as? Int == 12 && issue["path"] as? String == "views[0].label", "\(issue)")
        #expect((noto["findings"] as? [String])?.first == "\(issue["file"] ?? "-"):3:12: views[0].label: \(issue["message"] ?? "-")", "\(noto)")
        let status = try #require(listed.first { $0["name"] as? String == "status" })
        #expect((status["issues"] as? [Any])?.isEmpty == true)
    }

    /// Lint's findings on the previewed item: each a problem with its kind, at no line of the template.
    @Test func aPreviewGivesLintsFindingsWithTheirKinds() throws {
        let service = try service(try templateFolder(), allowInline: true)
        // Pinned at its sides only: nothing ties the label to the content view's top or bottom, so the cell
        // cannot be laid out at a height: a layout failure of the kind a client acts on as a cell that does
        // not size itself (notSelfSizing, as the message says).
        let body = #"{"inline": "views:\n  - label: {name: t}\nconstraints: ['H:|-[t]-|']\nbindings: {t: text}\n", "item": {"id": 1, "text": "x"}, "widths": [375], "scales": [2]}"#
        let answer = try json(try service.preview(body: Array(body.utf8)))
        let issues = try #require(answer["issues"] as? [[String: Any]])
        let findings = try #require(answer["findings"] as? [String])
        #expect(!issues.isEmpty && issues.count == findings.count, "\(answer)")
        #expect(issues.contains { $0["kind"] as? String == "notSelfSizing" && $0["severity"] as? String == "problem" && $0["line"] is NSNull
            && ($0["message"] as? String)?.contains("fitting height is 0, the cell does not size itself") == true }, "\(issues)")
        #expect(issues.allSatisfy { $0["file"] as? String == "inline.yaml" })
    }

    /// A line count of -3 at the template's line 2: refused (422) with that line, over HTTP as in the library.
    @Test func anInlineTemplateRefusedAtALineSaysTheLine() async throws {
        let service = try service(try templateFolder(), allowInline: true)
        let body = #"{"inline": "views:\n  - label: {name: t, lines: -3}\n", "item": {"id": 1}, "widths": [375]}"#
        #expect(performing: { _ = try service.preview(body: Array(body.utf8)) }, throws: { error in
            (error as? ServiceError)?.status == 422 && (error as? ServiceError)?.line == 2
        })
        try await HeightServerTests.withServer(service) { http in
            let answer = try #require(await http.post("/v1/preview", body))
            #expect(answer.status == 422 && answer.body.contains(#","line":2}"#), "\(answer)")
        }
        // A refusal at no line of the template (a limit) has none.
        #expect(performing: { _ = try service.preview(body: Array(#"{"template": "gone", "item": {}}"#.utf8)) }, throws: { error in
            (error as? ServiceError)?.status == 404 && (error as? ServiceError)?.line == nil
        })
    }
}
