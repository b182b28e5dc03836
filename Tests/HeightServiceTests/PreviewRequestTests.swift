import Foundation
@testable import HeightService
import LayoutTestSupport
import Testing

/// `/v1/preview`'s bounds, and which requests are measured off the threads that serve connections.
@Suite struct PreviewRequestTests {
    static let item = #"{"id": 1, "user": "Ava", "text": "A preview of one item"}"#

    /// The pictures of one request are bounded together: one picture of the status cell at 375 points @3x is
    /// 1,125 pixels wide and over 150 tall, so three are more than 400,000 pixels.
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
        #expect(performing: { _ = try service.preview(body: Array(three.utf8)) }, throws: { error in
            (error as? ServiceError)?.status == 413 && (error as? ServiceError)?.message.contains("0.4 million pixels") == true
        })
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
