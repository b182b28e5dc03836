import CellTemplates
import LayoutTestSupport
import Testing

/// Apple TV storyboards and XIBs: UIKit's cells, read as iOS's, with tvOS's fixed text style sizes.
@Suite struct InterfaceBuilderTVOSTests {
    /// The stacked test cell as an Apple TV XIB, labels in three text styles and one fixed size.
    static func document(type: String = "com.apple.InterfaceBuilder.AppleTV.XIB", device: String = "appleTV") -> String {
        let labels = [("sub-Tv-001", "UICTFontTextStyleSubhead"), ("cap-Tv-001", "UICTFontTextStyleCaption1"),
                      ("ti2-Tv-001", "UICTFontTextStyleTitle2"), ("big-Tv-001", "UICTFontTextStyleTitle0")]
        var views = labels.map { id, style in
            #"<label opaque="NO" text="Movie" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="10" y="10" width="80" height="30"/><fontDescription key="fontDescription" style="\#(style)"/></label>"#
        }
        views.append(#"<label opaque="NO" text="Movie" translatesAutoresizingMaskIntoConstraints="NO" id="fix-Tv-001"><rect key="frame" x="10" y="10" width="80" height="30"/><fontDescription key="fontDescription" type="system" pointSize="40"/></label>"#)
        return IBFixture.stackedCellDocument(height: 300, views: views, ids: labels.map(\.0) + ["fix-Tv-001"])
            .replacingOccurrences(of: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", with: type)
            .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
                                  with: #"<device id="\#(device)" appearance="light"/>"#)
    }

    @Test func textStylesTakeTvOSSizes() throws {
        // Human Interface Guidelines, tvOS typography: subheadline 29, caption 1 25, title 2 57; large title has
        // no tvOS size and keeps iOS's 34; a fixed size is unchanged. Heights: the system font's line at that
        // size, rounded up to the 2x pixel (the canvas of Xcode's Apple TV, as of an unknown device).
        let cell = try IBFixture.cell(text: Self.document())
        let frames = Dictionary(uniqueKeysWithValues: try cell.designFrames(textCache: Shared.cache).views.map { ($0.id, $0.computed) })
        for (id, size) in [("sub-Tv-001", 29.0), ("cap-Tv-001", 25), ("ti2-Tv-001", 57), ("big-Tv-001", 34), ("fix-Tv-001", 40)] {
            let height = try #require(frames[id] ?? nil).height
            #expect(height == FontFacts.ceil(FontFacts.systemLineHeight(size), scale: 2), "\(id)")
        }
        #expect(cell.template.issues.contains { $0.message.hasPrefix("a tvOS document: text styles at tvOS's sizes") })
        #expect(cell.template.issues.contains { $0.message == "text style largeTitle has no tvOS size in Apple's table: measured at its iOS size" })
        // A table run repeats that margins and control sizes are iOS's.
        #expect(cell.template.warnings.contains { $0.message.hasPrefix("a tvOS document") })
    }

    @Test func theSameCellForIOSKeepsDynamicTypeSizes() throws {
        // The document as an iOS XIB: subheadline at Large is 15 points.
        let cell = try IBFixture.cell(text: Self.document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", device: "retina4_7"))
        let frames = Dictionary(uniqueKeysWithValues: try cell.designFrames(textCache: Shared.cache).views.map { ($0.id, $0.computed) })
        #expect(try #require(frames["sub-Tv-001"] ?? nil).height == FontFacts.ceil(FontFacts.systemLineHeight(15), scale: 2))
        #expect(!cell.template.issues.contains { $0.message.hasPrefix("a tvOS document") })
    }

    @Test func aStoryboardForAppleTVIsReadToo() throws {
        let text = Self.document(type: "com.apple.InterfaceBuilder.AppleTV.Storyboard")
        #expect(try IBFixture.cell(text: text).template.issues.contains { $0.message.hasPrefix("a tvOS document") })
    }
}
