import JSONLines
import Testing
import TextMeasuring
import Typesetting
import UIKitMetrics

/// Text measuring as a library call: the same answers in the requests' order on any number of workers,
/// and a one-line label as tall as UIKit's system font makes it.
@Suite struct TextMeasurerTests {
    static let measurer = TextMeasurer(fonts: try! FontCollection.bundled(), lanes: 2)

    /// SF Pro's line (ascender 1950, descender 494 on 2048 units; UIFont.lineHeight 20.287109 at 17 pt),
    /// rounded up to the pixel at @3x: ceil(20.287109 x 3) / 3 = 61 / 3.
    @Test func oneLineOfTheSystemFontIsUIKitsLineHeight() throws {
        let layout = try Self.measurer.measure(MeasureRequest(text: "Hello", size: 17, width: 300))
        #expect(layout.lines.count == 1)
        #expect(abs(layout.height - 61.0 / 3) < 1e-9)
    }

    /// "City Name" at 20 pt takes SF's tracking after each of its 9 characters: +19/1000 em before iOS 14
    /// (SF Pro Display's table), -23 from iOS 14: 9 x (19 + 23) / 1000 x 20 = 7.56 points wider on iOS 13
    /// (Xcode 11 stored the label 94 wide; 93.5 here, 86 with today's table).
    @Test func theSystemFontTracksByItsReleasesTable() throws {
        let old = try Self.measurer.measure(MeasureRequest(text: "City Name", size: 20, width: 400, ios: IOSVersion(13)))
        let now = try Self.measurer.measure(MeasureRequest(text: "City Name", size: 20, width: 400, ios: IOSVersion(14)))
        let widths = try [old, now].map { try #require($0.lines.first?.width) }
        #expect(abs(widths[0] - widths[1] - 9 * 42.0 / 1000 * 20) < 1e-9, "\(widths)")
    }

    /// A one-line label is as tall as its whole text's line, as its intrinsic size is (the cell's height),
    /// though the width cuts it: "世界" cut off after "Hello…" still counts (Noto Sans CJK's line is taller
    /// than Inter's), and an ellipsis in Inter after emoji does not (the emoji font's line is shorter).
    @Test func aCutOneLineLabelIsAsTallAsItsWholeLine() throws {
        for text in ["Hello world 世界", String(repeating: "😀😁😂🤣", count: 5)] {
            let cut = try Self.measurer.measure(MeasureRequest(text: text, size: 17, width: 60, family: "Inter", lines: 1))
            let whole = try Self.measurer.measure(MeasureRequest(text: text, size: 17, width: 2_000, family: "Inter", lines: 1))
            let shown = try #require(cut.lines.first)
            #expect(cut.isTruncated && shown.hasEllipsis && !whole.isTruncated)
            #expect(cut.height == whole.height, "\(text): \(cut.height) against \(whole.height)")
            #expect(abs(shown.height - (whole.lines.first?.height ?? 0)) > 0.3, "\(text): the shown line's own height differs")
        }
    }

    /// The families a request may name, each once: the system font by its request name, then the bundled ones.
    @Test func theKnownFamiliesAreEachNamedOnce() {
        #expect(Self.measurer.knownFamilies == ["system", "Inter", "Inter Display", "Noto Color Emoji", "Noto Sans CJK SC"])
    }

    /// Helvetica Neue, one of iOS's own families, has no file here: it is measured at its own line (its hhea
    /// as Capsize gives it: 952 + 213 + a gap of 28 on 1000 units, 1.193 em: 17 x 1.193 = 20.281 points, 61 / 3
    /// at @3x) in the system font's glyphs without the system font's tracking, and the notes say so.
    @Test func iOSsOwnFamilyIsMeasuredAtItsLineInTheStandInsGlyphs() throws {
        #expect(Self.measurer.knows(family: "helvetica neue") && !Self.measurer.knows(family: "Futura"))
        let request = MeasureRequest(text: "Hello", size: 17, width: 300, family: "Helvetica Neue")
        let layout = try Self.measurer.measure(request)
        let line = try #require(layout.lines.first)
        #expect(abs(line.height - 17 * 1193.0 / 1000) < 1e-9)
        let inter = try Self.measurer.measure(MeasureRequest(text: "Hello", size: 17, width: 300, family: "Inter"))
        #expect(line.width == inter.lines.first?.width)
        let notes = Self.measurer.fontNotes(for: request)
        #expect(notes.standIn?.family == "Helvetica Neue" && notes.standIn?.drawnIn == "Inter" && notes.substitution == nil)
        #expect(Self.measurer.fontNotes(for: MeasureRequest(text: "Hello", size: 17, width: 300)).warnings.isEmpty)
    }

    @Test func measureAllAnswersInOrderAsOneAtATime() throws {
        let texts = (0..<200).map { index in
            index % 3 == 0 ? "我们在 Swift 里测量行高 \(index)" : String(repeating: "word \(index) ", count: index % 17 + 1)
        }
        let requests = texts.enumerated().map { index, text in
            MeasureRequest(id: .number(String(index)), text: text, size: Double(12 + index % 9), width: Double(80 + index % 200))
        }
        let together = Self.measurer.measureAll(requests, jobs: 4)
        #expect(together.count == requests.count)
        for (request, result) in zip(requests, together) {
            let alone = try Self.measurer.measure(request)
            let layout = try result.get()
            #expect(layout.height == alone.height && layout.width == alone.width && layout.lines.count == alone.lines.count)
        }
    }

    @Test func aBadRequestFailsInItsPlaceOnly() throws {
        let requests = [
            MeasureRequest(text: "fine", size: 17, width: 100),
            MeasureRequest(text: "unknown family", size: 17, width: 100, family: "Nope Sans"),
            MeasureRequest(text: "fine too", size: 17, width: 100),
        ]
        let results = Self.measurer.measureAll(requests, jobs: 2)
        #expect((try? results[0].get()) != nil && (try? results[2].get()) != nil)
        guard case .failure(let error) = results[1] else { Issue.record("an unknown family measured"); return }
        #expect(error.description.contains("unknown font family \"Nope Sans\""))
    }

    /// A request built in code is checked as a decoded one is: a size of 1e308 (which laid out as infinite
    /// lines), a scale of 0 or NaN (no pixel grid), a width beyond the range, a locale ICU does not know are
    /// each an error naming the field, from every entry point.
    @Test(arguments: [
        (MeasureRequest(text: "hello world", size: 1e308, width: 100), "field \"size\""),
        (MeasureRequest(text: "hello world", size: 17, width: 100, scale: 0), "field \"scale\""),
        (MeasureRequest(text: "hello world", size: 17, width: 100, scale: .nan), "field \"scale\""),
        (MeasureRequest(text: "hello world", size: 17, width: 1e300), "field \"width\""),
        (MeasureRequest(text: "hello world", size: 17, width: 100, locale: "xx-garbage-!!"), "field \"locale\""),
    ])
    func aRequestBuiltInCodeIsCheckedAsADecodedOneIs(request: MeasureRequest, field: String) {
        do { _ = try Self.measurer.measure(request); Issue.record("measured \(request)") } catch {
            #expect(error.description.hasPrefix(field), "\(error)")
        }
        do { _ = try Self.measurer.measureWithRuns(request); Issue.record("measured \(request) with runs") } catch {
            #expect(error.description.hasPrefix(field), "\(error)")
        }
        guard case .failure(let error) = Self.measurer.measureAll([request], jobs: 1)[0] else {
            Issue.record("measured \(request) in a batch")
            return
        }
        #expect(error.description.hasPrefix(field), "\(error)")
    }

    @Test func decodesAnObjectWithDefaults() throws {
        let value = try JSONParser.parse(Array(#"{"id": "a", "text": "Hi", "size": 15}"#.utf8))
        let request = try RequestDecoder(defaults: RequestDefaults(width: 200)).decode(value)
        #expect(request.width == 200 && request.size == 15 && request.family == "system" && request.scale == 3)
        #expect(throws: MeasureError("missing field \"width\"")) {
            try RequestDecoder().decode(value)
        }
    }
}
