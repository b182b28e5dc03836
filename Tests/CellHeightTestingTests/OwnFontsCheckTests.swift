import CellHeightTesting
import CellTemplates
import FeedTables
import Foundation
import Testing

/// `checkHeights` with a team's own system font. Apple's SF Pro cannot be tested here: the bundled Noto Sans
/// CJK SC subset stands in for it, and its own line (hhea 1160 and -288 on 1000 units per em) replaces SF
/// Pro's.
@Suite struct OwnFontsCheckTests {
    static let systemTemplate = """
    views:
      - label: {name: body, font: {size: 17}, lines: 0}
    constraints:
      - "H:|-16-[body]-16-|"
      - "V:|-12-[body]-12-|"
    bindings:
      body: text
    """
    static let notoSubset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts/NotoSansCJKsc-Regular-Subset.otf").path

    /// One line at 375 @2x: 12 + ceil2(1.448 x 17 = 24.616) = 25 + 12 + the 0.5-point separator = 49.5;
    /// with SF Pro's line over the stand-in, 12 + ceil2(2444/2048 x 17 = 20.287) = 20.5 + 12 + 0.5 = 45.
    @Test func theSystemFontFileGivesItsOwnLine() throws {
        let fixture = try Fixture(items: 2)
        defer { fixture.remove() }
        try Data(Self.systemTemplate.utf8).write(to: URL(fileURLWithPath: fixture.template))
        try fixture.writeGolden(items: 2, height: 49.5)
        let own = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2,
                                   golden: fixture.golden, systemFont: Self.notoSubset, environment: [:])
        #expect(own.passed)
        try fixture.writeGolden(items: 2, height: 45)
        let standIn = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2,
                                       golden: fixture.golden, environment: [:])
        #expect(standIn.passed)
    }

    /// A weight the system font's file lacks (the subset has 400 and 700; the label asks for 500 at line 2)
    /// is measured in the nearest face: the check passes and says so as a warning, not a failure.
    @Test func aWeightTheSystemFontLacksIsAWarning() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        let medium = Self.systemTemplate.replacingOccurrences(of: "font: {size: 17}", with: "font: {size: 17, weight: 500}")
        try Data(medium.utf8).write(to: URL(fileURLWithPath: fixture.template))
        try fixture.writeGolden(items: 1, height: 49.5)
        let failures = Collected(), warnings = Collected()
        let reporter = HeightIssueReporter({ message, _ in failures.add(message) }, warn: { message, location in
            warnings.add("\(location.line): \(message)")
        })
        let line = #line + 1   // the call's, where the warning is placed
        let result = try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2, golden: fixture.golden,
                                      systemFont: Self.notoSubset, reporter: reporter, environment: [:])
        #expect(result.passed && failures.messages.isEmpty, "\(failures.messages)")
        #expect(result.warnings.count == 1 && result.warnings[0].hasPrefix("\(fixture.template):2:")
                && result.warnings[0].contains("has no 500 face; label body is measured in the nearest"), "\(result.warnings)")
        #expect(warnings.messages == ["\(line): \(result.warnings.first ?? "-")"])
    }

    @Test func aMissingFontFileIsAClearError() throws {
        let fixture = try Fixture(items: 1)
        defer { fixture.remove() }
        #expect {
            try checkHeights(template: fixture.template, feed: fixture.feed, widths: [375], scale: 2,
                             golden: fixture.golden, systemFont: "/no/such/font.ttf", environment: [:])
        } throws: { error in "\(error)".contains("/no/such/font.ttf") }
    }
}
