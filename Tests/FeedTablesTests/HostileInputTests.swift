import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import Testing

/// Input written to break the tool: each must give an error that says what is wrong, never a hang.
@Suite struct HostileInputTests {
    @Test func aliasesCannotMultiplyViews() throws {
        // Each level repeats the one before ten times: 10^6 views if expanded, stopped at the first repeat.
        var yaml = "views:\n  - &a0 {label: {name: a0}}\n"
        for level in 1...6 {
            yaml += "  - &a\(level) {view: {name: v\(level), views: [\(Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", "))]}}\n"
        }
        let error = templateError { _ = try template(yaml) }
        #expect(error?.message.hasPrefix("the name \"a0\" is already used") == true, "\(String(describing: error))")
    }

    @Test(.timeLimit(.minutes(5))) func anAliasOfNestedListsAsAKeyIsRefusedWithoutExpandingIt() {
        // Level 10 stands for 9^10 (3.5 billion) scalars: hashing it as a key, as composing YAML does,
        // would not finish. Its place is the alias on the last line but one (line 11, column 3).
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [\(Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", "))]\n"
        }
        yaml += "? *a9\n: 1\n"
        let error = templateError { _ = try template(yaml) }
        #expect(error?.description == "test.yaml:11:3: keys must be names", "\(String(describing: error))")
    }

    @Test func constraintsPerCellAreBounded() throws {
        // 10,000 constraints in one cell at most (each took about 25 KB at a thousand priorities; 150,000 took
        // 3.6 GB for one row). Line n + 3 holds constraint n.
        func yaml(lines: [String]) -> String {
            "views:\n  - label: {name: a}\n  - label: {name: b}\nconstraints:\n" + lines.map { "  - \"\($0)\"\n" }.joined()
        }
        let equations = (0..<10_001).map { "a.top >= contentView.top + \($0 % 50) @\(1 + $0 % 900)" }
        #expect(templateError { _ = try template(yaml(lines: equations)) }?.description
                == "test.yaml:10005:5: constraints[10000]: more than 10000 constraints in one cell")
        #expect(templateError { _ = try template(yaml(lines: Array(equations.prefix(10_000)))) } == nil)
        // A visual format line counts each constraint it makes: "H:|-[a]-[b]-|" makes three.
        let formats = Array(repeating: "H:|-[a]-[b]-|", count: 3_334)
        #expect(templateError { _ = try template(yaml(lines: formats)) }?.description
                == "test.yaml:3338:5: constraints[3333]: more than 10000 constraints in one cell (visual format lines count each they make)")
        #expect(templateError { _ = try template(yaml(lines: Array(formats.prefix(3_333)))) } == nil)
    }

    @Test func aRepeatedKeyIsNamedWhereItRepeats() {
        // Anywhere in the document, even in a field the schema would refuse, at the second key's place
        // and with the path the schema reader would give.
        let cases: [(yaml: String, said: String)] = [
            ("a: 1\na: 2\n", "test.yaml:2:1: \"a\" is given twice"),
            ("views:\n  t: {kind: label}\n  t: {kind: label}\n", "test.yaml:3:3: views: \"t\" is given twice"),
            ("x: [a, {b: 1, \"b\": 2}]\n", "test.yaml:1:15: x[1]: \"b\" is given twice"),
            ("k: &k name\nm: {name: 1, *k : 2}\n", "test.yaml:2:14: m: \"name\" is given twice"),
            ("{[a]: 1}\n", "test.yaml:1:2: keys must be names"),
        ]
        for (yaml, said) in cases {
            let error = templateError { _ = try template(yaml) }
            #expect(error?.description == said, "\(yaml)")
        }
    }

    @Test func aFeedWhoseFirstLineIsAnArrayIsStillJSONLines() throws {
        let path = Scratch.folder.appendingPathComponent("lines-\(UInt32.random(in: 0...UInt32.max)).jsonl").path
        try "[1]\n{\"id\": 2}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let entries = try FeedReader(path: path).next(10)
        #expect(entries.count == 2)
        #expect { try entries[0].get() } throws: { error in "\(error)" == "\(path):1: expected an object with an \"id\", got an array of 1" }
        #expect((try entries[1].get()).idText == "2")
    }

    @Test func goldenTablesReadWhatTheWriterWrites() throws {
        let ids = ["x,\"\u{301}", "\u{E9}", "e\u{301}", "dup", "dup2"]
        let columns = CSVColumns(scale: false, contentSize: false)
        let rows = ids.enumerated().map { HeightRow(id: .string($1), width: 375, scale: 3, contentSize: .large, height: Double(40 + $0), labels: nil) }
        let text = "\u{FEFF}" + columns.header + columns.text(rows)
        var golden = try GoldenTable.parse(text, file: "g.csv")
        #expect(golden.count == 5)
        // The same rows compare equal: ids by their bytes (é and e + U+0301 stay apart).
        #expect(golden.check(rows).isEmpty)
        #expect(golden.missing().isEmpty)
    }

    @Test func contentSizeCategoriesByEitherName() {
        #expect(ContentSizeCategory(name: "AX2") == .accessibilityLarge)
        #expect(ContentSizeCategory(name: "accessibilityLarge") == .accessibilityLarge)
        #expect(ContentSizeCategory(name: "extraExtraLarge") == .extraExtraLarge)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }
}
