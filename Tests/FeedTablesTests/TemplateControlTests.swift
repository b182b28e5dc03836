import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import UIKitMetrics
import ViewLayout

/// UIKit's controls as view kinds of a YAML template, with row heights worked out by hand from
/// `ControlMetrics` and the fonts' tables (`FontFacts`).
@Suite struct TemplateControlTests {
    /// A button above a switch, in a table cell's margins (11 at the top and bottom from iOS 11, 15 from
    /// iOS 26).
    static let buttonAndSwitch = """
    views:
      - button: {name: follow, title: Follow}
      - switch: {name: toggle}
    constraints:
      - "follow.top == contentView.topMargin"
      - "follow.leading == contentView.leadingMargin"
      - "toggle.top == follow.bottom + 8"
      - "toggle.leading == contentView.leadingMargin"
      - "contentView.bottomMargin == toggle.bottom"
    """

    /// The button's title is the system font at 15 pt, one SF line of 2444/2048 x 15 = 17.900 -> 18 at 3x and
    /// at 2x, padded by 6 above and below: 30. The switch is 28 tall on iOS 26 and 31 on iOS 18. The row:
    /// margin + 30 + 8 + switch + margin, plus the separator (1/3 at 3x, 1/2 at 2x), with margins of 15 on
    /// iOS 26 and 11 on iOS 18.
    @Test func aButtonAndASwitchMakeTheRowHeight() throws {
        let newest = try CellTemplate.parse(Self.buttonAndSwitch, file: "controls.yaml", textCache: Shared.cache, ios: IOSVersion(26))
        let older = try CellTemplate.parse(Self.buttonAndSwitch, file: "controls.yaml", textCache: Shared.cache, ios: IOSVersion(18))
        let settings = [MeasureSetting(width: 375, scale: 3), MeasureSetting(width: 375, scale: 2)]
        let item = [#"{"id": 1}"#]
        let now = try rows(newest, item, settings)[0]
        #expect(abs(now[0].height - (15 + 30 + 8 + 28 + 15 + 1.0 / 3)) < 1e-9)
        #expect(now[1].height == 15 + 30 + 8 + 28 + 15 + 0.5)
        let before = try rows(older, item, settings)[0]
        #expect(abs(before[0].height - (11 + 30 + 8 + 31 + 11 + 1.0 / 3)) < 1e-9)
        #expect(before[1].height == 11 + 30 + 8 + 31 + 11 + 0.5)
        // The button's title is reported as its label's lines are.
        #expect(now[0].labels == [HeightRow.LabelLines(name: "follow", lines: 1, truncated: false)])
        // The release is part of the template's fingerprint.
        #expect(newest.digest != older.digest)
    }

    /// A wrapping label (compression resistance 749, as openradar 39275811's) beside a switch in a `fill` row
    /// of the 343 points between a 375-point cell's margins, 8 apart. The stack arranges the switch's
    /// alignment rectangle, 49 wide: its 51-point frame reaches 2 points past the aligned trailing edge
    /// (`ControlMetrics`). From iOS 15 the label is held to at most the whole row and gives way to the
    /// switch, which keeps its size (343 - 8 - 49 = 286 on iOS 18); on iOS 14 it is held to (343 - 8) / 2 =
    /// 167.5 at 759, above the switch's hugging, and the switch stretches to the other 167.5 (a frame of
    /// 169.5), as the radar shows.
    @Test func aSwitchBesideAWrappingLabelKeepsItsSizeFromIOS15() throws {
        let yaml = """
        views:
          - stack:
              name: row
              spacing: 8
              alignment: top
              views:
                - label: {name: title, font: {size: 17}, lines: 0, compression: {horizontal: 749}}
                - switch: {name: toggle}
        constraints:
          - "row.leading == contentView.leadingMargin"
          - "row.trailing == contentView.trailingMargin"
          - "row.top == contentView.topMargin"
          - "row.bottom == contentView.bottomMargin"
        bindings:
          title: title
        """
        let text = #"{"title": "A label long enough to wrap beside the switch on every phone, in two lines or more."}"#
        for (ios, label, toggle) in [(18, 286.0, 51.0), (14, 167.5, 169.5)] {
            let loaded = try CellTemplate.parse(yaml, file: "row.yaml", textCache: Shared.cache, ios: IOSVersion(ios))
            let cell = try TemplateCell(template: loaded, textCache: Shared.cache, category: .default)
            try cell.bind(JSONParser.parse(text))
            let height = try cell.fittingHeight(in: TableGeometry(width: 375, scale: 2))
            cell.frame = Rect(x: 0, y: 0, width: 375, height: height)
            try cell.layoutIfNeeded()
            let title = try #require(cell.named["title"]), toggleView = try #require(cell.named["toggle"])
            #expect(title.frame.width == label && toggleView.frame.width == toggle, "iOS \(ios): \(title.frame) \(toggleView.frame)")
            #expect(title.frame.maxX + 8 == toggleView.frame.minX && toggleView.frame.maxX == 343 + 2, "iOS \(ios)")
        }
    }

    /// A button's background image: two 15 pt ideographs (30 x 21.72 -> 22, unpadded on a background) on
    /// a 40 x 44 background make a 40 x 44 button, so the row is 10 + 44 + 10 + 1/3.
    @Test func aButtonsBackgroundImageIsItsLeastSize() throws {
        let loaded = try template("""
        margins: 10
        views:
          - button: {name: badge, title: "\(FontFacts.ideographs(2))", font: {family: Noto Sans CJK SC, size: 15}, backgroundImage: [40, 44]}
        constraints:
          - "badge.top == contentView.topMargin"
          - "badge.leading == contentView.leadingMargin"
          - "contentView.bottomMargin == badge.bottom"
        """)
        let table = try rows(loaded, [#"{"id": 1}"#], [MeasureSetting(width: 145, scale: 3)])
        #expect(abs(table[0][0].height - (10 + 44 + 10 + 1.0 / 3)) < 1e-9)
    }

    /// A text view's text and a button's title bound from fields. At 145 points with 10-point margins the
    /// text view is 125 wide, its lines 125 - 10 = 115: 25 ideographs of 10 pt make 3 lines of 11, 43.44
    /// -> 43.667, + 16 of inset. The button's two 15 pt ideographs are 30 x (6 + 21.72 -> 22 + 6). Without
    /// a title the button is hidden and measures nothing; 5 ideographs are one line, 14.48 -> 14.667.
    @Test func textViewsAndButtonTitlesBindToFields() throws {
        let loaded = try template("""
        margins: 10
        views:
          - textView: {name: body, font: {family: Noto Sans CJK SC, size: 10}}
          - button: {name: action, font: {family: Noto Sans CJK SC, size: 15}}
        constraints:
          - "body.top == contentView.topMargin"
          - "body.leading == contentView.leadingMargin"
          - "body.trailing == contentView.trailingMargin"
          - "action.top == body.bottom + 8"
          - "action.leading == contentView.leadingMargin"
          - "contentView.bottomMargin == action.bottom"
        bindings:
          body: text
          action: {text: label, hiddenWhenEmpty: true}
        """)
        let table = try rows(loaded, [#"{"id": 1, "text": "\#(FontFacts.ideographs(25))", "label": "\#(FontFacts.ideographs(2))"}"#,
                                      #"{"id": 2, "text": "\#(FontFacts.ideographs(5))"}"#],
                             [MeasureSetting(width: 145, scale: 3)])
        #expect(abs(table[0][0].height - (10 + 131.0 / 3 + 16 + 8 + 34 + 10 + 1.0 / 3)) < 1e-9)
        #expect(table[0][0].labels == [HeightRow.LabelLines(name: "body", lines: 3, truncated: false),
                                       HeightRow.LabelLines(name: "action", lines: 1, truncated: false)])
        #expect(abs(table[1][0].height - (10 + 44.0 / 3 + 16 + 8 + 0 + 10 + 1.0 / 3)) < 1e-9)
        // Text ending in a line feed keeps the caret's line below it (two lines tall), but only one line
        // holds text.
        let caret = try rows(loaded, [#"{"id": 3, "text": "\#(FontFacts.ideographs(5))\n"}"#], [MeasureSetting(width: 145, scale: 3)])
        #expect(abs(caret[0][0].height - (10 + FontFacts.ceil3(2 * FontFacts.cjkLineHeight(10)) + 16 + 8 + 0 + 10 + 1.0 / 3)) < 1e-9)
        #expect(caret[0][0].labels == [HeightRow.LabelLines(name: "body", lines: 1, truncated: false)])
    }

    /// Controls with a size of their own in a column: a stepper (94 x 32 from iOS 13), a large activity
    /// indicator (37), a segmented control 32 tall at its given width, a rounded text field (34 from iOS 13),
    /// a page control (27.5 from iOS 14), a date picker (216), a slider (34 from iOS 26) and a progress view
    /// (4 from iOS 13), 8 apart, 11 from the top and bottom.
    @Test func controlsTakeUIKitsSizes() throws {
        let loaded = try template("""
        views:
          - stepper: {name: a}
          - activityIndicator: {name: b, style: large}
          - segmentedControl: {name: c, width: 145}
          - textField: {name: d, width: 200}
          - pageControl: {name: e}
          - datePicker: {name: f}
          - slider: {name: g}
          - progressView: {name: h}
        constraints:
          - "V:|-11-[a]-8-[b]-8-[c]-8-[d]-8-[e]-8-[f]-8-[g]-8-[h]-11-|"
          - "H:|-[a]"
          - "H:|-[b]"
          - "H:|-[c]"
          - "H:|-[d]"
          - "H:|-[e]-|"
          - "H:|-[f]"
          - "H:|-[g]-|"
          - "H:|-[h]-|"
        """)
        let table = try rows(loaded, [#"{"id": 1}"#], [MeasureSetting(width: 375, scale: 2)])
        // 11 + 32 + 8 + 37 + 8 + 32 + 8 + 34 + 8 + 27.5 + 8 + 216 + 8 + 34 + 8 + 4 + 11 = 494.5 (on the 2x grid), + 1/2.
        #expect(table[0][0].height == 495)
    }

    @Test func aControlsBadFieldIsNamedWithItsPlace() throws {
        func error(_ yaml: String) -> String { templateError { _ = try template(yaml) }?.description ?? "no error" }
        #expect(error("views:\n  - segmentedControl: {name: s}\n")
                == "test.yaml:2:23: views[0].segmentedControl: a segmented control's width follows its titles in San Francisco, which is not measured: give \"width\"")
        #expect(error("views:\n  - switch: {name: s, title: On}\n")
                == "test.yaml:2:23: views[0].switch.title: unknown field \"title\"; expected one of: name, hidden, hugging, compression, margins")
        #expect(error("views:\n  - activityIndicator: {name: a, style: huge}\n")
                == "test.yaml:2:41: views[0].activityIndicator.style: expected one of medium, large, got huge")
        #expect(error("views:\n  - button: {name: b, image: [40]}\n")
                == "test.yaml:2:30: views[0].button.image: expected [width, height], got a list of 1")
        #expect(error("views:\n  - textView: {name: t, lineFragmentPadding: -5}\n")
                == "test.yaml:2:46: views[0].textView.lineFragmentPadding: expected a padding from 0 to 10000, got the number -5")
        #expect(error("views:\n  - switch: {name: s}\nbindings:\n  s: text\n")
                == "test.yaml:4:6: bindings.s: \"s\" is a switch: text binds to labels, buttons and text views only")
    }
}
