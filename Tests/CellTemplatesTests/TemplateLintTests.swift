import CellTemplates
import HeightCache
import JSONLines
import LayoutTestSupport
import Testing

/// `TemplateLint` on sample items: a field of the wrong type is the binding's error, a layout with two
/// required heights that cannot both hold is unsatisfiable (one broken), and a field a binding reads that
/// no sample has is named once, after the samples.
@Suite struct TemplateLintTests {
    static let template = """
        views:
          - label: {name: title, lines: 0}
          - label: {name: note, lines: 1}
        constraints:
          - "H:|-[title]-|"
          - "H:|-[note]-|"
          - "V:|-[title]-[note]-|"
          - "note.height == 10"
          - "note.height == 20"
        bindings:
          title: headline
          note: remark
        """

    @Test func samplesAreCheckedOneByOneAndAbsentFieldsOnce() throws {
        let template = try CellTemplate.parse(Self.template, file: "t.yaml", textCache: Shared.cache)
        let lint = TemplateLint(template: template, textCache: Shared.cache)
        let samples = [
            TemplateLint.Sample(name: "a", fields: try JSONParser.parse(#"{"headline": true}"#)),
            TemplateLint.Sample(name: "b", fields: try JSONParser.parse(#"{"headline": "Hello"}"#)),
        ]
        let findings = try lint.check(samples, in: TableGeometry(width: 375), checksFields: true)
        guard case .binding("a", let binding)? = findings.first else { Issue.record("\(findings)"); return }
        #expect(binding.field == ["headline"])
        let forB = findings.compactMap { finding -> CellDiagnostic? in
            if case .diagnostic("b", let diagnostic) = finding { return diagnostic } else { return nil }
        }
        #expect(forB.contains { if case .unsatisfiable = $0 { return true } else { return false } }, "\(findings)")
        guard case .absentField(let view, let field)? = findings.last else { Issue.record("\(findings)"); return }
        #expect(view == "note" && field == ["remark"])
        #expect(findings.last?.description == #"binding of "note": field "remark" is absent from every sample item"#)
        // Without a feed (one empty stand-in item) fields are not looked for.
        let alone = try lint.check([TemplateLint.Sample(name: "an empty item", fields: .object([]))], in: TableGeometry(width: 375), checksFields: false)
        #expect(!alone.contains { if case .absentField = $0 { return true } else { return false } })
    }
}
