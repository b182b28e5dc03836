import CellTemplates
import FeedTables
import Foundation
import JSONLines
import LayoutTestSupport
import Testing
import Typesetting

/// A template's own fonts (`fonts:`). Apple's SF Pro cannot be shipped or tested here, so the bundled Noto
/// Sans CJK SC subset stands in for a team's copy: named as the system font, its own line (hhea 1160 and
/// -288 on 1000 units per em, 1.448 x size) replaces SF Pro's, and SF Pro's tracking still applies.
@Suite struct TemplateFontsTests {
    static let fontsFolder = repositoryRoot.appendingPathComponent("Fonts").path

    static func yaml(system: String) -> String {
        """
        fonts:
          system: \(system)
        margins: {top: 10, left: 10, bottom: 10, right: 10}
        views:
          - label: {name: title, text: "一二", font: {size: 17}}
        constraints:
          - title.top == contentView.topMargin
          - title.leading == contentView.leadingMargin
          - title.trailing <= contentView.trailingMargin
          - title.bottom == contentView.bottomMargin
        """
    }

    /// A fresh font collection per test: a template's fonts join the collection they are loaded into.
    static func freshCache() throws -> PreparedTextCache {
        PreparedTextCache(typesetter: Typesetter(fonts: try FontCollection.bundled()))
    }

    static func height(_ template: CellTemplate, cache: PreparedTextCache) throws -> Double {
        let item = try FeedItem(JSONParser.parse(#"{"id": "a"}"#), line: 1, file: "items")
        let runner = HeightTableRunner(template: template, textCache: cache, settings: [MeasureSetting(width: 375, scale: 3)], jobs: 1)
        return try #require(try runner.measure([item], feed: "items").first?.get().first).height
    }

    /// 10 + ceil3(1.448 x 17 = 24.616) = 24.666... + 10 + the separator, 1/3.
    @Test func theSystemFontTakesTheNamedFilesOwnLine() throws {
        let cache = try Self.freshCache()
        let template = try CellTemplate.parse(Self.yaml(system: Self.fontsFolder + "/NotoSansCJKsc-Regular-Subset.otf"),
                                              file: "cell.yaml", textCache: cache)
        #expect(cache.typesetter.fonts.systemFamily == "Noto Sans CJK SC")
        #expect(abs(try Self.height(template, cache: cache) - (10 + 74.0 / 3 + 10 + 1.0 / 3)) < 1e-9)
        #expect(template.inputFiles.contains { $0.kind == .font && $0.path.hasSuffix("NotoSansCJKsc-Regular-Subset.otf") })
    }

    /// Without `fonts:`, the same cell measures with SF Pro's line over the stand-ins (Chinese falling back
    /// from the system font takes its line): 10 + ceil3(2444/2048 x 17 = 20.287) = 20.333... + 10 + 1/3.
    @Test func withoutFontsTheCellTakesSFProsLine() throws {
        let cache = try Self.freshCache()
        let text = Self.yaml(system: "x").replacingOccurrences(of: "fonts:\n  system: x\n", with: "")
        let template = try CellTemplate.parse(text, file: "cell.yaml", textCache: cache)
        #expect(abs(try Self.height(template, cache: cache) - (10 + 61.0 / 3 + 10 + 1.0 / 3)) < 1e-9)
    }

    @Test func aMissingFontFileIsNamedAtItsLine() throws {
        let error = templateError { _ = try CellTemplate.parse(Self.yaml(system: "no-such.ttf"), file: "cell.yaml", textCache: try Self.freshCache()) }
        #expect(error?.line == 2)
        #expect(error?.message.contains("no-such.ttf") == true)
    }

    @Test func anUnknownFieldIsRefused() throws {
        let text = "fonts:\n  sytem: a.ttf\nviews:\n  - label: {name: t, text: x}\n"
        let error = templateError { _ = try CellTemplate.parse(text, file: "cell.yaml", textCache: try Self.freshCache()) }
        #expect(error?.line == 2 && error?.message.contains("sytem") == true)
    }

    /// The stand-in family has Regular and Bold only (the Noto Sans CJK SC subsets, 400 and 700): a medium label is
    /// measured in it, with a warning at the label's line; the regular one is not warned about.
    @Test func aWeightTheSystemFontLacksIsWarnedAbout() throws {
        let text = """
        fonts:
          system: \(Self.fontsFolder)/NotoSansCJKsc-Regular-Subset.otf
        views:
          - label: {name: title, text: "一", font: {size: 17, weight: 500}}
          - label: {name: body, text: "二", font: {size: 17}}
        """
        let template = try CellTemplate.parse(text, file: "cell.yaml", textCache: try Self.freshCache())
        #expect(template.warnings.count == 1)
        let warning = try #require(template.warnings.first)
        #expect(warning.line == 4 && warning.message.contains("no 500 face") && warning.message.contains("title"))
    }
}
