@testable import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing
import ViewLayout

/// In a table of fixed rows (an Interface Builder prototype's table that sets its row height: the
/// `fixedRowHeight` note), a view past the fitting height's top or bottom may lie inside the row UIKit gives
/// it, so it is a note; a view past a side is outside any row, and stays a problem.
@Suite struct FixedRowOutsideTests {
    static let yaml = """
        views:
          - label: {name: title, lines: 1}
          - view: {name: knob}
          - label: {name: wide, lines: 0}
        constraints:
          - "H:|-[title]-|"
          - "V:|-[title]-|"
          - "knob.width == 40"
          - "knob.height == 60"
          - "knob.centerY == title.centerY"
          - "knob.leading == contentView.leading + 8"
          - "wide.leading == contentView.leading + 8"
          - "wide.centerY == title.centerY"
        bindings: {title: a, wide: b}
        """

    func findings(fixedRows: Bool) throws -> [TemplateLint.Finding] {
        var template = try CellTemplate.parse(Self.yaml, file: "t.yaml", textCache: Shared.cache)
        if fixedRows {
            template.issues.append(TemplateIssue(.fixedRowHeight, .note, TemplateError(file: "t.yaml", line: 1, column: nil, path: "", message: "rows of 60 points")))
        }
        let long = String(repeating: "words that run off the side ", count: 10)
        let sample = TemplateLint.Sample(name: "s", fields: try JSONParser.parse(#"{"a": "Title", "b": "\#(long)"}"#))
        return try TemplateLint(template: template, textCache: Shared.cache).check([sample], in: TableGeometry(width: 375), checksFields: false)
    }

    static func outside(_ findings: [TemplateLint.Finding]) -> [(views: [String], fixedRows: Bool)] {
        findings.compactMap { finding in
            if case .diagnostic(_, .outside(let views, let fixedRows)) = finding { return (views.map(\.view), fixedRows) } else { return nil }
        }
    }

    @Test func aViewPastTheBottomIsANoteInFixedRowsAndOnePastASideIsNot() throws {
        // Self-sizing: the 60-point knob centred on a one-line title reaches past the top and the bottom, the
        // long one-line label past the trailing edge; both problems, in one finding.
        let selfSizing = Self.outside(try findings(fixedRows: false))
        #expect(selfSizing.count == 1 && selfSizing[0].views == ["View 'knob'", "Label 'wide'"] && !selfSizing[0].fixedRows, "\(selfSizing)")
        // Fixed rows: the knob is a note, the label past the side still a problem.
        let fixed = try findings(fixedRows: true)
        let outside = Self.outside(fixed)
        #expect(outside.count == 2, "\(outside)")
        #expect(outside.contains { $0.views == ["Label 'wide'"] && !$0.fixedRows } && outside.contains { $0.views == ["View 'knob'"] && $0.fixedRows })
        #expect(fixed.filter { $0.kind == "outside" }.map(\.isProblem).sorted { !$0 && $1 } == [false, true])
    }
}
