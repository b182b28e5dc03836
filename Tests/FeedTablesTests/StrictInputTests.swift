import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import Testing

/// Input that looks like something it is not is refused by name; input that is valid is accepted.
@Suite struct StrictInputTests {
    @Test func decimalTextReadsDecimalsOnly() {
        #expect(DecimalText.double("12") == 12)
        #expect(DecimalText.double("-12.5") == -12.5)
        #expect(DecimalText.double("+.5") == 0.5)
        #expect(DecimalText.double("5.") == 5)
        #expect(DecimalText.double("2.5E-2") == 0.025)
        for text in ["0x25", "0x1p4", "inf", "nan", "", ".", "-", "1e", "1 ", " 1", "1_000", "٣"] {
            #expect(DecimalText.double(text) == nil, "\(text)")
        }
    }

    @Test func aHexadecimalGoldenHeightIsRefused() {
        #expect { _ = try GoldenTable.parse("id,width,height\n1,375,0x25\n", file: "g.csv") } throws: { error in
            "\(error)" == "g.csv:2: height: expected a number, got \"0x25\""
        }
    }

    @Test func aHexadecimalTemplateNumberIsRefused() {
        let message: String
        do { _ = try template("views:\n  - label: {name: t, font: {size: 0x10}}\n"); message = "loaded" } catch { message = "\(error)" }
        #expect(message == "test.yaml:2:35: views[0].label.font.size: expected a number, got 0x10")
    }

    @Test func aTemplateLocaleICUDoesNotKnowIsRefusedAsLocaleIs() throws {
        let message: String
        do { _ = try template("views:\n  - label: {name: t, locale: xx-YY}\n"); message = "loaded" } catch { message = "\(error)" }
        #expect(message == "test.yaml:2:30: views[0].label.locale: expected a language ICU knows, as a tag such as en, zh-Hans or ja-JP, got xx-YY")
        _ = try template("views:\n  - label: {name: t, locale: zh-Hans}\nconstraints: [\"H:|-[t]-|\", \"V:|-[t]-|\"]\n")
    }

    @Test func idsWithControlCharactersAreQuotedInCSVAndReadBack() throws {
        let columns = CSVColumns(scale: false, contentSize: false)
        let ids = ["a\u{0}b", "tab\there", "line\u{2028}sep", "plain"]
        let rows = ids.map { HeightRow(id: .string($0), width: 375, scale: 3, contentSize: .large, height: 45, labels: nil) }
        let text = columns.text(rows)
        #expect(text == "\"a\u{0}b\",375,45\n\"tab\there\",375,45\n\"line\u{2028}sep\",375,45\nplain,375,45\n")
        var golden = try GoldenTable.parse(columns.header + text, file: "g.csv")
        #expect(golden.count == 4)
        #expect(golden.check(rows).isEmpty)
    }

    @Test func viewNamesInAnyScriptWorkInVisualFormat() throws {
        let cell = try template("""
        views:
          - label: {name: 标题, text: 你好, lines: 0}
          - label: {name: título, text: hola}
        constraints:
          - "H:|-[标题]-|"
          - "H:|-[título]-|"
          - "V:|-[标题]-8-[título]-|"
        """)
        let bySymbols = try template("""
        views:
          - label: {name: a, text: 你好, lines: 0}
          - label: {name: b, text: hola}
        constraints:
          - "H:|-[a]-|"
          - "H:|-[b]-|"
          - "V:|-[a]-8-[b]-|"
        """)
        let setting = MeasureSetting(width: 375, scale: 3, contentSize: .large)
        let item = #"{"id": 1}"#
        #expect(try rows(cell, [item], [setting])[0][0].height == rows(bySymbols, [item], [setting])[0][0].height)
    }
}

/// Every content size category by UIKit's constant's string value, as apps log and store it.
@Suite struct ContentSizeNameTests {
    @Test func uikitStringValuesNameEveryCategory() {
        // UIContentSizeCategory's raw values, from UIKit's headers (UIApplication.h).
        let values = ["UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM", "UICTContentSizeCategoryL",
                      "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL",
                      "UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryAccessibilityL",
                      "UICTContentSizeCategoryAccessibilityXL", "UICTContentSizeCategoryAccessibilityXXL",
                      "UICTContentSizeCategoryAccessibilityXXXL"]
        #expect(values.map { ContentSizeCategory(name: $0) } == ContentSizeCategory.allCases)
    }
}
