import CellTemplates
import FeedTables
import HeightCache
import LayoutTestSupport
import Testing
import Typesetting
import UIKitMetrics
import ViewLayout

@Suite struct TemplateTests {

    @Test func theIssueTemplateMeasuresAsWritten() throws {
        let cell = try template(SampleTemplates.issue)
        let table = try rows(cell, [#"{"id": 1, "text": "Hello world"}"#, #"{"id": 2, "text": "\#(FontFacts.ideographs(30))"}"#, #"{"id": 3}"#],
                             [MeasureSetting(width: 375, scale: 3)])
        // "Hello world" is one line of Inter 17: (2728 + 680) / 2816 x 17 = 20.574 -> 62 px -> 20.667.
        // 12 + 20.667 + 12 + the 1/3 separator = 45.
        #expect(table[0][0].height == 45)
        // 30 ideographs of Noto Sans CJK SC at 17 pt (1000/1000 em each) in 375 - 32 = 343: 20 per line, 2 lines of
        // (1160 + 288) / 1000 x 17 = 24.616 -> 49.232 -> 148 px -> 49.333; 12 + 49.333 + 12 + 1/3 = 73.667.
        #expect(abs(table[1][0].height - (12 + 148.0 / 3 + 12 + 1.0 / 3)) < 1e-9)
        #expect(table[1][0].labels == [HeightRow.LabelLines(name: "body", lines: 2, truncated: false)])
        // No text: the label is empty (size zero); the cell is its margins.
        #expect(table[2][0].height == 24 + 1.0 / 3)
        #expect(cell.identifier == "test")
    }

    /// Each setting's label lines are the ones its own fitting laid out, though the settings are measured in
    /// one go: 30 ideographs of 17 points in 375 - 32 = 343 points are 20 a line (2 lines), in 200 - 32 = 168
    /// points 9 a line (4 lines), in 600 - 32 = 568 points all 30 on one.
    @Test func eachWidthsLabelLinesAreItsOwn() throws {
        let table = try rows(try template(SampleTemplates.issue), [#"{"id": 1, "text": "\#(FontFacts.ideographs(30))"}"#],
                             [MeasureSetting(width: 375, scale: 3), MeasureSetting(width: 200, scale: 3), MeasureSetting(width: 600, scale: 3)])
        #expect(table[0].map { $0.labels?.first?.lines } == [2, 4, 1])
    }

    /// One one-line label bound to `text`, pinned to the content view's edges (`margins` "") or to its
    /// layout margins ("-").
    static func oneLineLabel(margins: String) -> String {
        """
        views:
          - label: {name: title, lines: 1}
        constraints: ["H:|\(margins)[title]\(margins)|", "V:|\(margins)[title]\(margins)|"]
        bindings: {title: text}
        """
    }

    /// A one-line label is measured unwrapped but shown in its frame: 30 ideographs of 17 points (510 points)
    /// are truncated in 375 - 32 = 343 points, and not in 600 - 32 = 568.
    @Test func aOneLineLabelWiderThanItsFrameIsTruncated() throws {
        let table = try rows(try template(Self.oneLineLabel(margins: "-")), [#"{"id": 1, "text": "\#(FontFacts.ideographs(30))"}"#],
                             [MeasureSetting(width: 375, scale: 3), MeasureSetting(width: 600, scale: 3)])
        #expect(table[0].map { $0.labels } == [[HeightRow.LabelLines(name: "title", lines: 1, truncated: true)],
                                               [HeightRow.LabelLines(name: "title", lines: 1, truncated: false)]])
    }

    /// At 1x, a frame less than a point narrower than its one line truncates it (a whole pixel of slack
    /// there is a whole point), and one as wide as the line rounded up does not.
    @Test func aOneLineLabelIsTruncatedByLessThanAPixel() throws {
        let yaml = Self.oneLineLabel(margins: "")
        let text = "Your e-Ticket"
        let line = try #require(try Shared.cache.typesetter.prepare(AttributedText(text)).layout(maxWidth: .infinity).lines.first).width
        #expect(line.rounded(.down) < line)
        let table = try rows(try template(yaml), [#"{"id": 1, "text": "\#(text)"}"#],
                             [MeasureSetting(width: line.rounded(.down), scale: 1), MeasureSetting(width: line.rounded(.up), scale: 1)])
        #expect(table[0].map { $0.labels?.first?.truncated } == [true, false])
    }

    /// UIFont.TextStyle.largeTitle is iOS 11.0+ (Apple's documentation): a template loaded for iOS 10 that
    /// names it is refused at its line, and loads for iOS 11.
    @Test func largeTitleNeedsIOS11() throws {
        let yaml = """
        views:
          - label: {name: title, font: {style: largeTitle}}
        constraints: ["H:|[title]|", "V:|[title]|"]
        """
        let error = templateError { _ = try CellTemplate.parse(yaml, file: "t.yaml", textCache: Shared.cache, ios: IOSVersion(10)) }
        #expect(error?.line == 2, "\(String(describing: error))")
        #expect(error?.message.contains("text style largeTitle is new in iOS 11; the template is loaded for iOS 10") == true, "\(String(describing: error))")
        _ = try CellTemplate.parse(yaml, file: "t.yaml", textCache: Shared.cache, ios: IOSVersion(11))
    }

    @Test func textStylesFollowTheContentSizeCategory() throws {
        let cell = try template("""
        views:
          - label: {name: title, font: {style: body}}
        constraints: ["H:|[title]|", "V:|[title]|"]
        separator: none
        bindings: {title: text}
        """)
        // Body is 14/15/16/17/19/21/23 pt for xSmall...xxxLarge and 28/33/40/47/53 for AX1...AX5 (Apple HIG);
        // a text style is the system font, so one line is SF Pro's (1950 + 494) / 2048 em tall, rounded up to
        // the 3x grid (17 pt: 20.287 -> 61 / 3; 53 pt: 63.248 -> 190 / 3).
        let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let settings = ContentSizeCategory.allCases.map { MeasureSetting(width: 600, scale: 3, contentSize: $0) }
        let table = try rows(cell, [#"{"id": "a", "text": "Body"}"#], settings)[0]
        for (row, size) in zip(table, sizes) {
            #expect(abs(row.height - FontFacts.ceil3(FontFacts.systemLineHeight(size))) < 1e-9, "\(row.contentSize)")
        }
    }

    /// A text style's lines are its table's leading apart (UIFont.preferredFont carries a leading), a font given
    /// a size or a family of its own has none: two lines of subheadline at Large are SF Pro's 15-pt line
    /// (17.900) plus 20, 37.900 -> 114 / 3 = 38; at xSmall (12 pt, leading 16) 14.320 + 16 = 30.320 -> 91 / 3.
    @Test func textStyleLinesAreSpacedByTheirLeading() throws {
        func height(_ font: String, _ category: ContentSizeCategory = .large, text: String = "One\\nTwo") throws -> Double {
            let cell = try template("""
            views:
              - label: {name: title, font: \(font), lines: 0}
            constraints: ["H:|[title]|", "V:|[title]|"]
            separator: none
            bindings: {title: text}
            """)
            return try rows(cell, [#"{"id": "a", "text": "\#(text)"}"#],
                            [MeasureSetting(width: 300, scale: 3, contentSize: category)])[0][0].height
        }
        #expect(try height("{style: subheadline}") == 38)
        #expect(try height("{style: subheadline}", .extraSmall) == 91.0 / 3)
        // One line keeps the font's own line: 17.900 -> 54 / 3.
        #expect(try height("{style: subheadline}", text: "One") == 18)
        #expect(try height("{size: 15}") == FontFacts.ceil3(2 * FontFacts.systemLineHeight(15)))
        #expect(try height("{family: Inter, style: subheadline}") == FontFacts.ceil3(2 * FontFacts.interLineHeight(15)))
        // A font with neither size nor style is body, in its leading as in its size: at Large body's lines
        // are 22 apart, so two are 22 + 20.287 = 42.287 -> 127 / 3.
        let body = FontFacts.ceil3(22 + FontFacts.systemLineHeight(17))
        #expect(try height("{style: body}") == body)
        #expect(try height("{}") == body)
        #expect(try height("{weight: 600}") == body)
    }

    @Test func errorsNameFileLineColumnAndField() throws {
        func error(_ yaml: String) -> String { templateError { _ = try template(yaml) }?.description ?? "no error" }
        #expect(error("views:\n  - tableView: {name: x}\n") == "test.yaml:2:5: views[0]: unknown view kind \"tableView\"; expected label, image, view, stack or a control: activityIndicator, button, datePicker, pageControl, progressView, segmentedControl, slider, stepper, switch, textField, textView")
        #expect(error("views:\n  - label: {name: t, font: {size: big}}\n") == "test.yaml:2:35: views[0].label.font.size: expected a number, got big")
        #expect(error("views:\n  - label: {font: {size: 12}}\n") == "test.yaml:2:12: views[0].label: missing field \"name\"")
        // A misspelt priority name is neither a number nor a name: both are offered.
        #expect(error("views:\n  - label: {name: t, hugging: hihg}\n")
                == "test.yaml:2:31: views[0].label.hugging: expected a priority from 1 to 1000 or one of required, high, defaultHigh, low, defaultLow, fittingSizeLevel, got 'hihg'")
        // In frame layout a label's margins and the template's metrics would change nothing.
        #expect(error("layout: frame\nviews:\n  - label: {name: t, margins: 20}\n") == "test.yaml:3:31: views[0].label.margins: margins of a label are Auto Layout's layout margins; in a frame-layout template only a view's or a stack's margins place what is inside it: remove them, or put the label in a view with margins")
        #expect(error("layout: frame\nmetrics: {pad: 20}\nviews:\n  - label: {name: t}\n") == "test.yaml:2:10: metrics: metrics are the numbers constraint lines name; a frame-layout template has no constraints, where they would change nothing: remove them or use layout: auto")
        // A stack's spacing may be negative (its views overlap, as UIKit allows), but not in a frame-layout stack.
        #expect(error("views:\n  - stack: {name: s, spacing: -10}\n") == "no error")
        #expect(error("layout: frame\nviews:\n  - stack: {name: s, spacing: -10}\n")
                == "test.yaml:3:31: views[0].stack.spacing: expected a spacing from 0 to 10000 (a frame-layout stack's views do not overlap), got the number -10")
        #expect(error("view:\n  - label: {name: t}\n") == "test.yaml:1:1: view: unknown field \"view\"; expected one of: identifier, layout, accessory, separator, tableStyle, margins, spacing, metrics, views, constraints, bindings, assets, interfaceBuilder, fonts")
        #expect(error("views:\n  - label: {name: t}\nconstraints:\n  - \"t.top == other.bottom + 8\"\n")
                == "test.yaml:4:5: constraints[0]: no view named \"other\" in \"t.top == other.bottom + 8\"; views: t")
        #expect(error("views:\n  - label: {name: t}\nconstraints:\n  - \"t.top = contentView.top\"\n")
                == "test.yaml:4:5: constraints[0]: expected ==, >= or <= at character 7 of \"t.top = contentView.top\"")
        #expect(error("views:\n  - label: {name: t}\nconstraints:\n  - \"H:|-[t]-[u]-|\"\n").hasPrefix("test.yaml:4:5: constraints[0]: "))
        #expect(error("views:\n  - image: {name: i}\nbindings:\n  i: text\n") == "test.yaml:4:6: bindings.i: \"i\" is an image: text binds to labels, buttons and text views only")
        #expect(error("views:\n  - label: {name: t}\nbindings:\n  u: text\n") == "test.yaml:4:6: bindings.u: no view named \"u\"; views: t")
        #expect(error("views: [\n") .hasPrefix("test.yaml:2:1: not valid YAML or JSON"))
        #expect(error("views:\n  - label: {name: t, font: {family: Nope}}\n").contains("Nope"))
        // The cause behind a message, for a caller that acts on it: the family no font file has.
        let font = templateError { _ = try template("views:\n  - label: {name: t, font: {family: Nope}}\n") }
        #expect(font?.cause == .font(.unknownFamily("Nope")))
        let schema = templateError { _ = try template("views:\n  - label: {name: t, font: {size: big}}\n") }
        #expect(schema != nil && schema?.cause == nil)
        // JSON templates: the same schema, the same positions.
        let json = #"{"views": [{"label": {"name": "t", "lines": -1}}]}"#
        #expect(error(json) == "test.yaml:1:45: views[0].label.lines: expected a whole number from 0 to 10000, got the number -1")
        // A number past a double's range is out of the field's range, not "not a number".
        #expect(error(#"{"views": [{"label": {"name": "l", "font": {"size": 1e400}}}]}"#)
                == "test.yaml:1:53: views[0].label.font.size: expected a point size from 1 to 1000, got the number 1e400")
        // Fields of one layout given to the other would change nothing: refused where they are.
        #expect(error("spacing: 4\nviews: []\n") == "test.yaml:1:10: spacing: spacing is frame layout's (the points between the column's "
                + "views); an auto layout cell is spaced by its constraints and its stacks' own spacing: remove it or use layout: frame")
        #expect(error("layout: frame\nviews:\n  - label: {name: t, hugging: 1000}\n") == "test.yaml:3:31: views[0].label.hugging: hugging is "
                + "Auto Layout's; a frame-layout template sizes its views with sizeThatFits and stacks them in code, where it would change "
                + "nothing: remove it or use layout: auto")
        #expect(error("layout: frame\nviews:\n  - stack: {name: s, distribution: fillEqually, views: []}\n").hasPrefix(
                "test.yaml:3:36: views[0].stack.distribution: distribution is Auto Layout's"))
        // leading is left in a left-to-right layout: both given set one inset twice.
        #expect(error("margins: {leading: 10, left: 40}\nviews: []\n")
                == "test.yaml:1:20: margins.leading: leading and left both set the left inset (layout is left-to-right); give one")
    }

    @Test func runsImagesVisibilityAndGrids() throws {
        let cell = try template("""
        separator: none
        views:
          - stack:
              name: column
              axis: vertical
              spacing: 10
              views:
                - label: {name: text, font: {size: 17}, lines: 0}
                - image: {name: photo}
                - image: {name: grid}
                - label: {name: note, font: {size: 17}}
        constraints: ["H:|[column]|", "V:|[column]|"]
        bindings:
          text:
            runs:
              - {field: user, font: {weight: bold}}
              - {text: ": "}
              - {field: body}
          photo: {size: photo}
          grid: {grid: {field: images, columns: 3, cell: 80, spacing: 4}}
          note: {text: note, visible: note}
        """)
        // One line of the system font at 17 pt (the bold run too): SF Pro's 20.287 -> 61 / 3.
        let line = FontFacts.ceil3(FontFacts.systemLineHeight(17))
        let table = try rows(cell, [
            #"{"id": 1, "user": "Ann", "body": "hi", "photo": {"width": 100, "height": 50}, "images": [1, 2, 3, 4], "note": "n"}"#,
            #"{"id": 2, "user": "Ann", "body": "hi"}"#,
            #"{"id": 3, "photo": [20, 30]}"#,
        ], [MeasureSetting(width: 375, scale: 3)])
        // 1: text, photo 50, grid of 2 rows (80 + 4 + 80 = 164), note: 3 gaps of 10.
        #expect(abs(table[0][0].height - (line + 10 + 50 + 10 + 164 + 10 + line)) < 1e-9)
        // 2: photo, grid and note are hidden and collapse with their spacing.
        #expect(abs(table[1][0].height - line) < 1e-9)
        // 3: no field text, so no text (the ": " only punctuates): the label is empty and takes 0, plus its gap.
        #expect(table[2][0].height == 0 + 10 + 30)
        #expect { _ = try rows(cell, [#"{"id": 4, "photo": "big"}"#], [MeasureSetting(width: 375, scale: 3)]) } throws: { error in
            "\(error)" == "items:1: id 4: field \"photo\": expected {\"width\": w, \"height\": h} or [w, h], got the string \"big\""
        }
    }
    /// `visible` hides its view for a field that is absent, null, false, 0 (in any spelling), "", [] or {},
    /// and shows it for anything else. The box is 100 high, the bar under it 10, and the separator 1/3 at 3x:
    /// 110 1/3 or 10 1/3 by hand.
    @Test func visibleHidesForFalseAndZero() throws {
        let cell = try template("""
        views:
          - stack:
              name: s
              axis: vertical
              views: [{view: {name: box}}, {view: {name: bar}}]
        constraints: ["H:|[s]|", "V:|[s]|", "box.height == 100", "bar.height == 10"]
        bindings: {box: {visible: v}}
        """)
        let values = ["false", "0", "0.0", "-0", "0e3", "null", #""""#, "[]", "{}", "true", "1", "0.5", #""0""#, #""false""#, "[0]"]
        let items = values.enumerated().map { #"{"id": \#($0.offset), "v": \#($0.element)}"# } + [#"{"id": 99}"#]
        let heights = try rows(cell, items, [MeasureSetting(width: 375, scale: 3)]).map { $0[0].height * 3 }
        #expect(heights == Array(repeating: 31, count: 9) + Array(repeating: 331, count: 6) + [31])
    }
}
