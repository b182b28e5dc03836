import Foundation
import Testing

/// `table` says what `lint` says about a broken layout: one warning per distinct problem, the count in
/// the closing summary, `--strict` to make such items errors, and the diagnostics on JSONL rows.
@Suite struct TableDiagnosticsTests {
    static let conflicting = """
    views:
      - label: {name: t, font: {size: 17}, lines: 0}
    constraints:
      - "H:|-[t]-|"
      - "V:|-[t]-|"
      - "t.height == 50"
      - "t.height == 60"
    bindings: {t: text}
    """

    func files() throws -> (template: URL, feed: URL) {
        let template = try CLIRunner.temporaryFile(Data(Self.conflicting.utf8), name: "conflicting.yaml")
        let feed = try CLIRunner.temporaryFile(Data((1...300).map { "{\"id\": \($0), \"text\": \"item \($0)\"}\n" }.joined().utf8))
        return (template, feed)
    }

    @Test func brokenItemsAreRowsWithOneWarningAndACount() throws {
        let (template, feed) = try files()
        defer { CLIRunner.discard(template); CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--quiet"])
        #expect(result.status == ExitStatus.success)
        #expect(result.stdout.split(separator: "\n").count == 301)
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(warnings.count == 2, "\(result.stderr)")   // the first item's, and the summary's line with the count
        #expect(warnings[0].hasSuffix("it conflicts with <LayoutConstraint Label 't'.height == 50>") && warnings[0].contains(":1: id 1: at width 375 @3x:"))
        #expect(result.stderr.contains("warning: 300 item(s) laid out with problems, 1 distinct"))
        #expect(warnings[1].contains("  300 x Unable to simultaneously satisfy constraints: broke <LayoutConstraint Label 't'.height == 60>"))
    }

    /// `lint` says the same conflict with the template line of the constraint broken (line 7, `t.height == 60`),
    /// as its JSON's `line` does.
    @Test func lintPlacesTheConstraintBroken() throws {
        let (template, feed) = try files()
        defer { CLIRunner.discard(template); CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["lint", template.path])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stdout.contains("broke <LayoutConstraint Label 't'.height == 60>; it conflicts with <LayoutConstraint Label 't'.height == 50> (\(template.path):7)"),
                "\(result.stdout)")
        // At several settings, as table takes them, each finding says where it was met.
        let several = try CLIRunner.run(["lint", template.path, "--width", "320", "--width", "375", "--scale", "2", "--content-size", "AX3"])
        let lines = several.stdout.split(separator: "\n").map(String.init)
        #expect(several.status == ExitStatus.failure && lines.count == 2 && lines[0].hasPrefix("at width 320 @2x AX3: an empty item: Unable to")
                && lines[1].hasPrefix("at width 375 @2x AX3: an empty item: Unable to"), "\(several.stdout)")
        let ok = try CLIRunner.run(["lint", TableCommandTests.example("status.yaml"), "--device", "iphone-se", "--device", "iphone-16"])
        #expect(ok.status == ExitStatus.success && ok.stdout.hasSuffix("1 item(s) laid out at width 375 @2x, width 393)\n"), "\(ok.stdout)")
    }

    /// Characters no font covers (U+10300, Old Italic, is in none of the bundled fonts) are a problem of the
    /// row, warned once with the count, and an error under --strict.
    @Test func charactersNoFontCoversAreWarned() throws {
        let template = try CLIRunner.temporaryFile(Data("""
            views:
              - label: {name: t, font: {size: 17}, lines: 0}
            constraints: ["H:|-[t]-|", "V:|-[t]-|"]
            bindings: {t: text}
            """.utf8), name: "one.yaml")
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": 1, \"text\": \"a \u{10300}\u{10301}\"}\n{\"id\": 2, \"text\": \"b\"}\n".utf8))
        defer { CLIRunner.discard(template); CLIRunner.discard(feed) }
        let arguments = ["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--quiet"]
        let result = try CLIRunner.run(arguments)
        #expect(result.status == ExitStatus.success)
        #expect(result.stdout.split(separator: "\n").count == 3)
        #expect(result.stderr.hasPrefix("warning: \(feed.path):1: id 1: at width 375 @3x: t: 2 character(s) no font covers, measured as empty boxes"), "\(result.stderr)")
        let strict = try CLIRunner.run(arguments + ["--strict"])
        #expect(strict.status == ExitStatus.failure)
        #expect(strict.stdout.hasPrefix("id,width,height\n2,375,") && strict.stdout.split(separator: "\n").count == 2)
        #expect(strict.stderr.contains("error: 1 of 2 items"))
    }

    @Test func strictMakesThemErrors() throws {
        let (template, feed) = try files()
        defer { CLIRunner.discard(template); CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--quiet", "--strict"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stdout == "id,width,height\n")
        #expect(result.stderr.contains("error: 300 of 300 items"))
    }

    @Test func jsonlRowsCarryTheirDiagnostics() throws {
        let (template, feed) = try files()
        defer { CLIRunner.discard(template); CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--quiet", "--format", "jsonl"])
        let rows = try result.jsonLines()
        #expect(rows.count == 300)
        let diagnostics = try #require(rows[0]["diagnostics"] as? [String])
        #expect(diagnostics.count == 1 && diagnostics[0].hasPrefix("Unable to simultaneously satisfy constraints"))
    }

    @Test func theExamplesHaveNone() throws {
        for name in ["status", "settings", "chat"] {
            let result = try CLIRunner.run(["table", "--template", TableCommandTests.example("\(name).yaml"), "--feed",
                                            TableCommandTests.example("\(name).jsonl"), "--width", "320", "--width", "430", "--quiet", "--strict"])
            #expect(result.status == ExitStatus.success && result.stderr.isEmpty, "\(name): \(result.stderr)")
        }
    }
}
