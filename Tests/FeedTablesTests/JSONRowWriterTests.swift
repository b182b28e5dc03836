import CellTemplates
import FeedTables
import Foundation
import JSONLines
import Testing

/// Rows as JSON objects, written as bytes: the texts worked out by hand from the documented key order,
/// and each one read back by Foundation's JSON parser to the values it was made from.
@Suite struct JSONRowWriterTests {
    static let rows = [
        HeightRow(id: .number("7"), width: 375, scale: 3, contentSize: .large, height: 265.0 / 3,
                  labels: [.init(name: "title", lines: 2, truncated: false), .init(name: "say \"hi\"", lines: 1, truncated: true)],
                  diagnostics: [.skippedConstraint("a.top == b.bottom", reason: "b is outside the cell")]),
        HeightRow(id: .string("a\"b\\c\nd\u{1}"), width: 320.5, scale: 2, contentSize: .accessibilityExtraLarge, height: 44, labels: nil),
    ]

    /// Every key, in order; a string id, a label name and a diagnostic escaped; numbers exact, as
    /// `formatPoints` writes them (265 / 3 is 88.33333333333333 in the shortest text that reads back).
    @Test func rowsWithLabelsAndDiagnostics() throws {
        var writer = JSONRowWriter(labels: true, diagnostics: true)
        var out: [UInt8] = []
        for row in Self.rows { writer.append(row, to: &out); out.append(UInt8(ascii: "\n")) }
        let text = String(decoding: out, as: UTF8.self)
        #expect(text == #"""
            {"id":7,"width":375,"scale":3,"contentSize":"large","height":88.33333333333333,"labels":[{"name":"title","lines":2,"truncated":false},{"name":"say \"hi\"","lines":1,"truncated":true}],"diagnostics":["Ignoring constraint a.top == b.bottom: b is outside the cell"]}
            {"id":"a\"b\\c\nd\u0001","width":320.5,"scale":2,"contentSize":"AX3","height":44}

            """#)
        let lines = text.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines[1]?["id"] as? String == "a\"b\\c\nd\u{1}")
        #expect((lines[0]?["labels"] as? [[String: Any]])?[1]["name"] as? String == "say \"hi\"")
    }

    /// Without labels and diagnostics (a server's answer, `--format json`), and `jsonObject` is the
    /// writer's text.
    @Test func rowsWithoutLabels() {
        var writer = JSONRowWriter(labels: false, diagnostics: false)
        var out: [UInt8] = []
        writer.append(Self.rows[0], to: &out)
        #expect(String(decoding: out, as: UTF8.self) == #"{"id":7,"width":375,"scale":3,"contentSize":"large","height":88.33333333333333}"#)
        #expect(Self.rows[0].jsonObject(labels: false, diagnostics: true)
                == #"{"id":7,"width":375,"scale":3,"contentSize":"large","height":88.33333333333333,"diagnostics":["Ignoring constraint a.top == b.bottom: b is outside the cell"]}"#)
    }
}
