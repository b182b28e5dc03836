import Foundation
@testable import HeightService
import LayoutTestSupport
import ViewLayout
import Testing

/// `/v1/preview`'s bounds, and which requests are measured off the threads that serve connections.
@Suite struct PreviewRequestTests {
    static let item = #"{"id": 1, "user": "Ava", "text": "A preview of one item"}"#

    /// The pictures of one request are bounded together: one picture of the status cell at 375 points @3x is
    /// 1,125 pixels wide and over 150 tall, so three are more than 400,000 pixels. Beyond the bound the rows
    /// are answered without pictures, and an error says why.
    @Test func aRequestsPicturesAreBoundedTogether() throws {
        var limits = ServiceLimits()
        limits.previewPixels = 400_000
        let service = try service(try templateFolder(), limits: limits)
        let one = #"{"template": "status", "item": \#(Self.item), "widths": [375], "scales": [3]}"#
        let answer = try json(try service.preview(body: Array(one.utf8)))
        let picture = try #require((answer["pictures"] as? [[String: Any]])?.first)
        let pixels = (picture["pixelWidth"] as? Int ?? 0) * (picture["pixelHeight"] as? Int ?? 0)
        #expect(pixels > 400_000 / 3 && pixels <= 400_000, "\(pixels)")
        let three = #"{"template": "status", "item": \#(Self.item), "widths": [375], "scales": [3], "contentSizes": ["large", "xLarge", "xxLarge"]}"#
        let refused = try json(try service.preview(body: Array(three.utf8)))
        #expect((refused["rows"] as? [Any])?.count == 3)
        #expect((refused["pictures"] as? [Any])?.isEmpty == true)
        let message = try #require(((refused["errors"] as? [[String: Any]])?.first)?["message"] as? String)
        #expect(message.contains("no picture drawn: this item's pictures take more than 0.4 million pixels"), "\(message)")
    }

    /// A constraint that breaks only on the second of two phones is a finding of that phone's picture: a label
    /// at most 350 points wide between 16-point margins fits 320 points (288) and not 393 (361). Findings came
    /// from the first setting alone.
    @Test func findingsAreThoseOfEverySettingDrawn() throws {
        let folder = try templateFolder([])
        try "views:\n  - label: {name: v, lines: 0}\nconstraints:\n  - \"H:|-16-[v]-16-|\"\n  - \"V:|-[v]-|\"\n  - \"v.width <= 350\"\nbindings: {v: v}\n"
            .write(toFile: folder + "/narrow.yaml", atomically: true, encoding: .utf8)
        let service = try service(folder)
        let body = #"{"template": "narrow", "item": {"id": 1, "v": "Text"}, "widths": [320, 393], "scales": [3]}"#
        let answer = try json(try service.preview(body: Array(body.utf8)))
        let findings = "\(answer["findings"] ?? "")"
        #expect(findings.contains("item at width 393 @3x: Unable to simultaneously satisfy constraints"), "\(findings)")
        #expect(!findings.contains("item at width 320 @3x: Unable"), "\(findings)")
    }

    /// A row too tall for a picture (16,384 pixels a side) is answered with its height, and its picture's
    /// error gives the row's height and the overlay's strip apart: 400 lines of the status cell's text (22 points
    /// each) are over 16,384 pixels at @3x, and under the 64 million pixels a request's pictures may take.
    @Test func aRowTooTallToDrawGivesItsHeightAndTheStrip() throws {
        let service = try service(try templateFolder())
        let text = String(repeating: "word\\n", count: 400)
        let body = #"{"template": "status", "item": {"id": 1, "user": "Ava", "text": "\#(text)"}, "widths": [375], "scales": [3]}"#
        let answer = try json(try service.preview(body: Array(body.utf8)))
        let row = try #require((answer["rows"] as? [[String: Any]])?.first)
        let height = try #require(row["height"] as? Double)
        #expect(height * 3 > 16_384)
        #expect((answer["pictures"] as? [Any])?.isEmpty == true)
        let message = try #require(((answer["errors"] as? [[String: Any]])?.first)?["message"] as? String)
        #expect(message.contains("cannot draw 375 x \(formatPoints(height)) points at @3x with the overlay's "), "\(message)")
        #expect(message.hasSuffix("pixels tall): each side must be 1 to 16384 pixels"), "\(message)")
    }

    /// A request that would load a template (a release not made yet, however its key is spelt) says so when
    /// it may not load one, as on a thread that serves connections; once loaded, it is answered there.
    @Test func aRequestThatLoadsATemplateSaysSoWhenItMayNot() throws {
        let service = try service(try templateFolder(), allowInline: true)
        let release = Array(#"{"template": "status", "\u0069os": "16", "items": [], "widths": [375]}"#.utf8)
        #expect(performing: { _ = try service.heightsUTF8(body: release, mayLoad: false) },
                throws: { ($0 as? ServiceError) == .loadsATemplate })
        let loaded = try service.heightsUTF8(body: release, mayLoad: true)
        #expect(try service.heightsUTF8(body: release, mayLoad: false) == loaded)
        let inline = Array(#"{"inline": "views: [{label: {name: t}}]\nconstraints: ['H:|[t]|', 'V:|[t]|']\nbindings: {t: text}\n", "items": [], "widths": [375]}"#.utf8)
        #expect(performing: { _ = try service.heightsUTF8(body: inline, mayLoad: false) },
                throws: { ($0 as? ServiceError) == .loadsATemplate })
        _ = try service.heightsUTF8(body: inline, mayLoad: true)
        _ = try service.heightsUTF8(body: inline, mayLoad: false)
        // The newest release is loaded with the folder: answered in place from the start.
        _ = try service.heightsUTF8(body: Array(#"{"template": "status", "items": [], "widths": [375]}"#.utf8), mayLoad: false)
    }
}
