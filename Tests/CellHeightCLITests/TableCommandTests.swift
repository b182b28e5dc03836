import Foundation
import LayoutTestSupport
import Testing

@Suite struct TableCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func example(_ name: String) -> String { root.appendingPathComponent("Examples/\(name)").path }

    static let body = SampleTemplates.issue

    @Test func theStatusExampleAtADevice() throws {
        let result = try CLIRunner.run(["table", "--template", Self.example("status.yaml"), "--feed", Self.example("status.jsonl"),
                                        "--device", "iphone-16", "--quiet"])
        #expect(result.status == ExitStatus.success, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "id,width,height")
        #expect(lines.count == 321)
        #expect(lines[1].hasPrefix("10000,393,"))
        #expect(result.stderr.isEmpty)
    }

    @Test func checkAgainstTheGoldenTable() throws {
        let golden = Self.example("golden/settings.csv")
        let arguments = ["table", "--template", Self.example("settings.yaml"), "--feed", Self.example("settings.jsonl"),
                         "--width", "320", "--width", "375", "--width", "430", "--scale", "2", "--scale", "3"]
        let same = try CLIRunner.run(arguments + ["--check", golden])
        #expect(same.status == ExitStatus.success, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.isEmpty && same.stderr.contains("no differences in 1800 rows"))
        // One height changed by hand in a copy: reported with its delta, exit 1.
        var text = try String(contentsOfFile: golden, encoding: .utf8)
        let row = text.split(separator: "\n")[1]
        let fields = row.split(separator: ",")
        let changed = "\(fields[0]),\(fields[1]),\(Double(fields[2])! + 1),\(fields[3])"
        text = text.replacingOccurrences(of: String(row) + "\n", with: changed + "\n")
        let copy = try CLIRunner.temporaryFile(Data(text.utf8), name: "golden.csv")
        defer { CLIRunner.discard(copy) }
        let different = try CLIRunner.run(arguments + ["--check", copy.path])
        #expect(different.status == ExitStatus.failure)
        #expect(different.stdout.contains("\(fields[0]) at width \(fields[1]) @\(fields[3])x: golden"))
        #expect(different.stdout.contains("(-1)"))
        #expect(different.stderr.contains("1 difference(s)"))
    }

    /// A feed that repeats ids is measured whole, with one warning for all its repeats (not one per repeat);
    /// `--check` compares each repeat with its id's one golden row, and refuses a golden table with a row
    /// twice.
    @Test func repeatedIdsAreWarnedOfOnceAndNamedByCheck() throws {
        let template = try CLIRunner.temporaryFile(Data(Self.body.utf8), name: "body.yaml")
        defer { CLIRunner.discard(template) }
        let long = String(repeating: "A longer text that wraps onto more lines. ", count: 6)
        let items = [(#"1"#, "short"), (#"2"#, "two"), (#"1"#, long), (#""1""#, "short"), (#""x""#, "x"), (#""x""#, "x")]
        func feed(_ items: [(String, String)]) throws -> URL {
            try CLIRunner.temporaryFile(Data(items.map { #"{"id": \#($0.0), "text": "\#($0.1)"}"# }.joined(separator: "\n").utf8))
        }
        let first = try feed(items)
        defer { CLIRunner.discard(first) }
        let arguments = ["table", "--template", template.path, "--width", "375", "--quiet"]
        let table = try CLIRunner.run(arguments + ["--feed", first.path])
        #expect(table.status == ExitStatus.success, "\(table.stderr)")
        #expect(table.stdout.split(separator: "\n").count == 1 + items.count)
        #expect(table.stderr == "warning: \(first.path): 3 items repeat an earlier item's id (2 ids: \"1\", \"x\"); their rows can be told apart only by their order\n")

        // That table holds id 1 three times and x twice at one setting: as a golden table it is refused at
        // the first repeated row (line 4: the header, then ids 1, 2 and 1 again), naming the first.
        let golden = try CLIRunner.temporaryFile(Data(table.stdout.utf8), name: "golden.csv")
        defer { CLIRunner.discard(golden) }
        let refused = try CLIRunner.run(arguments + ["--feed", first.path, "--check", golden.path])
        #expect(refused.status != ExitStatus.success)
        #expect(refused.stderr.contains("\(golden.path):4: "), "\(refused.stderr)")
        #expect(refused.stderr.contains("is already the row of line 2"), "\(refused.stderr)")

        // A golden table with each id once: every repeat is compared with its id's one row. The short text
        // is id 1's golden row, so the long text (the second row of id 1) differs and says so; x matches.
        let once = table.stdout.split(separator: "\n").enumerated().filter { [0, 1, 2, 5].contains($0.offset) }.map(\.element)
        let single = try CLIRunner.temporaryFile(Data((once.joined(separator: "\n") + "\n").utf8), name: "once.csv")
        defer { CLIRunner.discard(single) }
        let checked = try CLIRunner.run(arguments + ["--feed", first.path, "--check", single.path])
        #expect(checked.status == ExitStatus.failure, "\(checked.stderr)")
        let lines = checked.stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("1 at width 375 @3x: golden ") == true, "\(checked.stdout)")
        #expect(checked.stderr.contains("3 items repeat an earlier item's id"), "\(checked.stderr)")
    }

    @Test func badItemsAreReportedWithFileLineAndIdAndSkipped() throws {
        let template = try CLIRunner.temporaryFile(Data(Self.body.utf8), name: "body.yaml")
        defer { CLIRunner.discard(template) }
        let feed = try CLIRunner.temporaryFile(Data("""
        {"id": 1, "text": "Hello world"}
        {"id": 2, "text": {"not": "text"}}
        {"text": "no id"}
        {"id": 12345678901234567890, "text": "big id"}
        """.utf8))
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--format", "jsonl"])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stderr.contains("\(feed.path):2: id 2: field \"text\": expected a string, got an object"))
        #expect(result.stderr.contains("\(feed.path):3: missing field \"id\""))
        #expect(result.stderr.contains("2 of 4 items"))
        let ids = result.stdout.split(separator: "\n").map { $0.split(separator: ",")[0] }
        #expect(ids == ["{\"id\":1", "{\"id\":12345678901234567890"])
        // One line of Inter 17 between 12-point margins, plus the separator: 12 + 62/3 + 12 + 1/3 = 45.
        #expect(result.stdout.hasPrefix("{\"id\":1,\"width\":375,\"scale\":3,\"contentSize\":\"large\",\"height\":45,"))
        let stopped = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--stop-on-error"])
        #expect(stopped.status == ExitStatus.failure)
        #expect(stopped.stdout == "id,width,height\n1,375,45\n")
        // A JSON array stopped early is still closed: the rows before the bad item, and exit status 1.
        let stoppedJSON = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375",
                                             "--stop-on-error", "--format", "json"])
        #expect(stoppedJSON.status == ExitStatus.failure)
        let rows = try JSONSerialization.jsonObject(with: Data(stoppedJSON.stdout.utf8)) as? [[String: Any]]
        #expect(rows?.map { $0["height"] as? Double } == [45], "\(stoppedJSON.stdout)")
    }

    @Test func shardsFromStandardInputMakeTheWholeTable() throws {
        let feed = try Data(contentsOf: URL(fileURLWithPath: Self.example("chat.jsonl")))
        let common = ["table", "--template", Self.example("chat.yaml"), "--feed", "-", "--width", "375"]
        let whole = try CLIRunner.run(common, stdin: feed)
        #expect(whole.status == ExitStatus.success)
        var union: [Substring] = []
        for k in 0..<3 {
            let part = try CLIRunner.run(common + ["--shard", "\(k)/3"], stdin: feed)
            #expect(part.status == ExitStatus.success)
            union += part.stdout.split(separator: "\n").dropFirst()
        }
        let rows = whole.stdout.split(separator: "\n").dropFirst()
        #expect(union.count == rows.count && Set(union) == Set(rows))
    }

    @Test func aCacheServesTheSecondRunAndAnEditedTemplateStartsOver() throws {
        let template = try CLIRunner.temporaryFile(Data(Self.body.utf8), name: "body.yaml")
        defer { CLIRunner.discard(template) }
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": \"a\", \"text\": \"Hello\"}\n{\"id\": \"b\", \"text\": \"World\"}\n".utf8))
        defer { CLIRunner.discard(feed) }
        let cache = template.deletingLastPathComponent().appendingPathComponent("heights.cache").path
        let arguments = ["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--cache", cache]
        let first = try CLIRunner.run(arguments)
        #expect(first.status == ExitStatus.success && FileManager.default.fileExists(atPath: cache))
        let second = try CLIRunner.run(arguments + ["--format", "jsonl"])
        // Rows from the cache carry no label details.
        #expect(second.status == ExitStatus.success && !second.stdout.contains("labels") && second.stdout.contains("\"height\":45"))
        try Data((Self.body.replacingOccurrences(of: "size: 17", with: "size: 30")).utf8).write(to: template)
        let edited = try CLIRunner.run(arguments + ["--format", "jsonl"])
        #expect(edited.status == ExitStatus.success, "\(edited.stderr)")
        #expect(edited.stderr.contains("was written for") && edited.stdout.contains("labels"))
    }

    @Test func usageErrorsAndFailedWrites() throws {
        let base = ["table", "--template", Self.example("chat.yaml"), "--feed", Self.example("chat.jsonl")]
        #expect(try CLIRunner.run(base).status == ExitStatus.usage)
        #expect(try CLIRunner.run(base + ["--width", "375", "--scale", "7"]).stderr.contains("--scale must be 1, 2 or 3"))
        #expect(try CLIRunner.run(base + ["--device", "nokia"]).stderr.contains("Unknown device 'nokia'"))
        #expect(try CLIRunner.run(base + ["--width", "375", "--format", "xml"]).status == ExitStatus.usage)
        #expect(try CLIRunner.run(base + ["--width", "375", "--shard", "3/3"]).status == ExitStatus.usage)
        // One iOS release a run: a second --ios is refused, not taken in place of the first.
        let twice = try CLIRunner.run(base + ["--width", "375", "--ios", "26", "--ios", "18"])
        #expect(twice.status == ExitStatus.usage && twice.stderr.contains("--ios is given 2 times (26, 18)"), "\(twice)")
        let full = try CLIRunner.run(base + ["--width", "375", "--out", "/dev/full"])
        #expect(full.status == ExitStatus.failure && full.stderr.contains("cannot write to /dev/full"))
        let missing = try CLIRunner.run(["table", "--template", "/nonexistent.yaml", "--feed", "-", "--width", "375"])
        #expect(missing.status == ExitStatus.failure && missing.stderr.contains("/nonexistent.yaml: cannot read the template"))
    }

    @Test func lintAndDevices() throws {
        let ok = try CLIRunner.run(["lint", Self.example("status.yaml"), "--feed", Self.example("status.jsonl")])
        #expect(ok.status == ExitStatus.success && ok.stdout.contains("ok (12 views"))
        let broken = try CLIRunner.temporaryFile(Data("views:\n  - label: {name: t}\nconstraints:\n  - \"t.top == contentView.top\"\n".utf8), name: "open.yaml")
        defer { CLIRunner.discard(broken) }
        let report = try CLIRunner.run(["lint", broken.path])
        #expect(report.status == ExitStatus.failure)
        #expect(report.stdout.contains("fitting height is 0") || report.stdout.contains("bottom is not constrained"), "\(report.stdout)")
        let devices = try CLIRunner.run(["devices"])
        #expect(devices.stdout.contains("iphone-16 ") && devices.stdout.contains("393"))
        // The iPhones of 2025: Apple's pixel resolutions over 3 (1206, 1260 and 1320 pixels wide).
        let lines = devices.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        for (name, width) in [("iphone-17", "402"), ("iphone-air", "420"), ("iphone-17-pro-max", "440")] {
            #expect(lines.contains { $0.first == name && $0.dropFirst().first == width && $0.dropFirst(2).first == "@3x" }, "\(name)")
        }
    }
}

@Suite struct TableCommandHostileTests {
    @Test func outputOverTheFeedIsRefused() throws {
        let template = try CLIRunner.temporaryFile(Data(TableCommandTests.body.utf8), name: "body.yaml")
        defer { CLIRunner.discard(template) }
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": 1, \"text\": \"a\"}\n".utf8))
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--out", feed.path])
        #expect(result.status == ExitStatus.usage && result.stderr.contains("is the same file as"))
        #expect(try String(contentsOf: feed, encoding: .utf8) == "{\"id\": 1, \"text\": \"a\"}\n")
    }

    @Test func itemsWithoutAnIdAreReportedByOneShardOnly() throws {
        let template = try CLIRunner.temporaryFile(Data(TableCommandTests.body.utf8), name: "body.yaml")
        defer { CLIRunner.discard(template) }
        let feed = try CLIRunner.temporaryFile(Data("not json\n{\"id\": 1, \"text\": \"a\"}\n".utf8))
        defer { CLIRunner.discard(feed) }
        let reports = try (0..<3).map { k in
            try CLIRunner.run(["table", "--template", template.path, "--feed", feed.path, "--width", "375", "--shard", "\(k)/3"])
        }
        #expect(reports.filter { $0.stderr.contains(":1: invalid JSON") }.count == 1)
        #expect(reports[0].status == ExitStatus.failure)
    }

    @Test func lintFailsOnBadFeedItems() throws {
        let feed = try CLIRunner.temporaryFile(Data("not json\n".utf8))
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["lint", TableCommandTests.example("chat.yaml"), "--feed", feed.path])
        #expect(result.status == ExitStatus.failure && result.stdout.contains(":1: invalid JSON"))
    }
}

@Suite struct TableCommandFileSafetyTests {
    @Test func aCacheThatIsNotACacheIsRefusedAndKept() throws {
        let golden = try CLIRunner.temporaryFile(Data("id,width,height\n1,375,45\n".utf8), name: "golden.csv")
        defer { CLIRunner.discard(golden) }
        let result = try CLIRunner.run(["table", "--template", TableCommandTests.example("chat.yaml"), "--feed",
                                        TableCommandTests.example("chat.jsonl"), "--width", "375", "--cache", golden.path])
        #expect(result.status == ExitStatus.failure && result.stderr.contains("is not a height cache"))
        #expect(try String(contentsOf: golden, encoding: .utf8) == "id,width,height\n1,375,45\n")
    }

    /// An empty file (as `mktemp` makes) holds nothing to lose: the run takes it as a first run and fills it.
    /// A cache the user made read-only stays read-only when the run replaces it.
    @Test func anEmptyCacheFileIsAFirstRunAndACachesPermissionsAreKept() throws {
        let cache = try CLIRunner.temporaryFile(Data(), name: "empty.heights")
        defer { CLIRunner.discard(cache) }
        let command = ["table", "--template", TableCommandTests.example("chat.yaml"), "--feed",
                       TableCommandTests.example("chat.jsonl"), "--width", "375", "--cache", cache.path, "--quiet"]
        let first = try CLIRunner.run(command)
        #expect(first.status == ExitStatus.success, "\(first.stderr)")
        #expect(try Data(contentsOf: cache).prefix(4) == Data("CHHS".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: cache.path)
        // Another width: the run measures, so it writes the file again.
        let second = try CLIRunner.run(command + ["--width", "320"])
        #expect(second.status == ExitStatus.success, "\(second.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: cache.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test func lintNamesABoundFieldNoItemHas() throws {
        let feed = try CLIRunner.temporaryFile(Data("{\"id\": 1, \"txt\": \"typo\"}\n".utf8))
        defer { CLIRunner.discard(feed) }
        let result = try CLIRunner.run(["lint", TableCommandTests.example("chat.yaml"), "--feed", feed.path])
        #expect(result.status == ExitStatus.failure)
        #expect(result.stdout.contains("binding of \"message\": field \"text\" is absent from every sample item"), "\(result.stdout)")
    }
}
