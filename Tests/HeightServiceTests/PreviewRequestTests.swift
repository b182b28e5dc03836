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

    /// A request that may have a template loaded (another iOS release, an inline template) is measured off the
    /// threads that serve connections, whatever its size; the words inside a text do not count.
    @Test func requestsThatMayLoadATemplateAreNotMeasuredInPlace() {
        func may(_ body: String) -> Bool { HeightServer.mayLoadTemplate(Array(body.utf8)) }
        #expect(may(#"{"template": "status", "ios": "16", "items": []}"#))
        #expect(may(#"{"inline": "views: []", "items": []}"#))
        #expect(!may(#"{"template": "status", "items": [{"id": 1, "text": "ios inline"}], "widths": [375]}"#))
        #expect(!may(""))
    }
}
