import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// Stacks judged by UIKit's rules, the same in `lint` (every check) and `table` (the height): a stack hugs
/// its views across its axis just above the fitting level (UIKit's "UISV-spanning-fit", 51), so a
/// baseline-aligned row is as tall as its content and no fitting stretches it; a stack whose views are
/// all hidden collapses to 0 along its axis unless its own constraints hold it open.
///
/// By hand, the system font's line, SF Pro's (ascent 1950, descent 494, 2048 units per em), rounded up to
/// the 3x grid: 20 points is 23.867 high (72/3) with its baseline 19.043 below the top; 13 points is 15.514
/// high (47/3) with its baseline 12.378 below the top; 17 points is 20.287 (61/3). The content view's
/// margins are UIKit's table margins, 11 above and 11 below; the separator 1/3. Expected heights are counted in
/// pixels; the row is the content view's height on the grid plus the separator, a sum whose last bit depends
/// on its order, so it is compared to a billionth of a point.
@Suite struct StackLintAgreementTests {
    static func lintAndHeight(_ yaml: String, _ item: String, width: Double = 375) throws -> (height: Double, lint: [CellDiagnostic], row: HeightRow) {
        let loaded = try template(yaml)
        let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(item))
        let geometry = TableGeometry(width: width, scale: 3, separatorStyle: loaded.separator)
        let (height, found) = try cell.diagnose(in: geometry, depth: .full)
        let row = try rows(loaded, [item], [MeasureSetting(width: width, scale: 3)])[0][0]
        return (height, found, row)
    }

    static let header = """
    views:
      - stack:
          name: header
          axis: horizontal
          alignment: firstBaseline
          spacing: 8
          views:
            - label: {name: title, font: {size: 20, weight: bold}}
            - label: {name: detail, font: {size: 13}, hugging: {horizontal: 251}}
    constraints: ["H:|-[header]-|", "V:|-[header]-|"]
    bindings: {title: {text: title, hiddenWhenEmpty: true}, detail: {text: detail, hiddenWhenEmpty: true}}
    """

    @Test func aFirstBaselineHeaderRowIsAsTallAsItsContent() throws {
        let result = try Self.lintAndHeight(Self.header, #"{"id": 1, "title": "Title", "detail": "3 min ago"}"#)
        // Baselines aligned: the title reaches 19.043 above and 24 - 19.043 = 4.957 below the baseline,
        // the detail 12.378 above and 15.667 - 12.378 = 3.289 below: the row spans the title, 72/3, and the
        // separator 1/3.
        let expected: Double = (90 + 72 + 1) / 3   // in pixels: UIKit's table margins on iOS 26 (15 above and 15 below), the row, the separator
        #expect(abs(result.height - expected) < 1e-9, "\(result.height)")
        #expect(result.lint.isEmpty, "\(result.lint)")
        #expect(result.row.height == result.height && result.row.diagnostics.isEmpty)
    }

    @Test func aFirstBaselineRowWithEveryViewHiddenCollapses() throws {
        let result = try Self.lintAndHeight(Self.header, #"{"id": 1}"#)
        let expected: Double = 30 + 1.0 / 3   // the margins (15 and 15 on iOS 26) and the separator
        #expect(result.height == expected)
        #expect(result.lint.isEmpty, "\(result.lint)")
        #expect(result.row.height == result.height)
    }

    static let column = """
    views:
      - label: {name: t, font: {size: 17}, lines: 0}
      - stack:
          name: extras
          axis: vertical
          spacing: 4
          views:
            - label: {name: note, font: {size: 13}}
            - image: {name: photo, size: [20, 20]}
    constraints: ["H:|-[t]-|", "H:|-[extras]-|", "V:|-[t]-[extras]-|"]
    bindings: {t: text, note: {text: note, hiddenWhenEmpty: true}, photo: {visible: photo}}
    """

    @Test func aColumnWithEveryViewHiddenCollapsesInTheChain() throws {
        let result = try Self.lintAndHeight(Self.column, #"{"id": 1, "text": "Hi"}"#)
        let expected: Double = (114 + 61 + 1) / 3   // 15 + 61/3 + 8 + 0 + 15 (iOS 26's margins and the spacing), and the separator
        #expect(abs(result.height - expected) < 1e-9, "\(result.height)")
        #expect(result.lint.isEmpty, "\(result.lint)")
        #expect(result.row.height == result.height)
        let shown = try Self.lintAndHeight(Self.column, #"{"id": 1, "text": "Hi", "note": "n", "photo": true}"#)
        let pixels: Double = 61 + 47 + 12 + 60 + 1   // the text, the note, 4 points of spacing, the photo, the separator
        let shownExpected: Double = (114 + pixels) / 3
        #expect(abs(shown.height - shownExpected) < 1e-9, "\(shown.height)")
        #expect(shown.lint.isEmpty, "\(shown.lint)")
    }

    @Test func aRowWithEveryViewHiddenPinnedToBothSidesKeepsItsWidthWithoutAConflict() throws {
        let row = Self.column.replacingOccurrences(of: "axis: vertical", with: "axis: horizontal")
        let result = try Self.lintAndHeight(row, #"{"id": 1, "text": "Hi"}"#)
        #expect(!result.lint.contains { if case .unsatisfiable = $0 { true } else { false } }, "\(result.lint)")
        #expect(result.row.diagnostics.isEmpty)
    }
}
