import HeightCache
import JSONLines
import Testing
import TextMeasuring
import UIKitMetrics

/// A request may name a Dynamic Type text style instead of a size. The expected values come from Apple's
/// Dynamic Type table (body: 17 pt with 22 pt leading at Large, 33 pt with 40 at AX2; headline semibold;
/// large title from iOS 11) and SF Pro's line, (1950 + 494) / 2048 of the size.
@Suite struct TextStyleRequestTests {
    static func request(_ json: String, defaults: RequestDefaults = RequestDefaults(width: 200)) throws -> MeasureRequest {
        try RequestDecoder(defaults: defaults).decode(JSONParser.parse(Array(json.utf8)))
    }

    /// SF's line at 17 pt is 17 x 2444 / 2048 = 20.287109375; body's baselines are 22 apart, so the font's
    /// leading is 22 - 20.287109375.
    @Test func bodyAtLargeIsSeventeenPointsWithItsLeading() throws {
        let request = try Self.request(#"{"id": 1, "text": "Hi", "textStyle": "body"}"#)
        #expect(request.size == 17 && request.weight == 400)
        #expect(abs(request.leading - (22 - 17.0 * 2444 / 2048)) < 1e-9)
        #expect(try Self.request(#"{"id": 1, "text": "Hi", "textStyle": "Headline"}"#).weight == 600)
    }

    /// Two lines of body at AX2: 33 pt, baselines 40 apart: 40 + 33 x 2444 / 2048 = 79.380859375, rounded
    /// up to the pixel at @3x: 239 / 3.
    @Test func twoLinesAtAX2AreSpacedByTheTable() throws {
        let request = try Self.request(#"{"id": 1, "text": "Dynamic Type wraps", "textStyle": "body", "contentSize": "AX2", "width": 200}"#)
        #expect(request.size == 33)
        let layout = try TextMeasurerTests.measurer.measure(request)
        #expect(layout.lines.count == 2)
        #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - 40) < 1e-9)
        #expect(abs(layout.height - 239.0 / 3) < 1e-9)
    }

    /// A family of its own takes the style's size only, as a template's label does.
    @Test func anotherFamilyHasNoLeading() throws {
        let request = try Self.request(#"{"id": 1, "text": "Hi", "textStyle": "body", "family": "Inter"}"#)
        #expect(request.size == 17 && request.leading == 0)
    }

    /// The command line's style applies to lines without a size; a line's size wins over it.
    @Test func aDefaultStyleGivesWayToALinesSize() throws {
        let defaults = RequestDefaults(width: 200, textStyle: "caption2", contentSize: .accessibilityExtraExtraExtraLarge)
        #expect(try Self.request(#"{"id": 1, "text": "Hi"}"#, defaults: defaults).size == 40)
        #expect(try Self.request(#"{"id": 1, "text": "Hi", "size": 12}"#, defaults: defaults).size == 12)
    }

    @Test(arguments: [
        (#"{"id": 1, "text": "Hi", "textStyle": "body", "size": 17}"#, #"fields "size" and "textStyle": give one of them"#),
        (#"{"id": 1, "text": "Hi", "size": 17, "contentSize": "AX1"}"#, #"field "contentSize": only a text style's size depends on it"#),
        (#"{"id": 1, "text": "Hi", "textStyle": "body", "contentSize": "huge"}"#, #"unknown content size "huge""#),
        (#"{"id": 1, "text": "Hi", "textStyle": "bodyy"}"#, #"field "textStyle": unknown text style "bodyy""#),
        (#"{"id": 1, "text": "Hi"}"#, #"missing field "size" (or "textStyle")"#),
    ])
    func mistakesNameTheField(json: String, message: String) throws {
        do {
            _ = try Self.request(json)
            Issue.record("\(json) was accepted")
        } catch let error as MeasureError {
            #expect(error.description.contains(message), "\(error)")
        }
    }

    /// UIFont.TextStyle.largeTitle is iOS 11.0+ in Apple's documentation.
    @Test func largeTitleNeedsIOS11() throws {
        let json = #"{"id": 1, "text": "Hi", "textStyle": "largeTitle"}"#
        #expect(try Self.request(json, defaults: RequestDefaults(width: 100, ios: IOSVersion(11))).size == 34)
        #expect(throws: MeasureError("field \"textStyle\": text style largeTitle is new in iOS 11; measuring for iOS 10")) {
            try Self.request(json, defaults: RequestDefaults(width: 100, ios: IOSVersion(10)))
        }
    }
}
