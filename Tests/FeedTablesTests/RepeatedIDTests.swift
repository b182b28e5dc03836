import FeedTables
import Testing

/// A feed that repeats ids is measured as given, and the repeats are counted once, with the first ids;
/// a golden check names the rows it paired by position.
@Suite struct RepeatedIDTests {
    static func items(_ ids: [String]) throws -> [FeedItem] {
        try ids.enumerated().map { try FeedItem(JSONParser.parse(#"{"id": \#($1)}"#), line: $0 + 1, file: "f") }
    }

    static func row(_ id: String, _ height: Double) -> HeightRow {
        HeightRow(id: .string(id), width: 375, scale: 3, contentSize: .large, height: height, labels: nil)
    }

    /// 1 and "1" are one id (the CSV writes both as 1); 2 comes three times (two repeats), "a,b" twice:
    /// 4 repeating items, 3 ids, named in the order their first repeat came.
    @Test func repeatsAreCountedByItemAndById() throws {
        var repeats = RepeatedIDs()
        let noted = try Self.items(["1", #""1""#, "2", "3", "2", #""a,b""#, "2", #""a,b""#, "4"]).map { repeats.note($0) }
        #expect(noted == [false, true, false, false, true, false, true, true, false])
        #expect(repeats.itemCount == 4 && repeats.idCount == 3)
        #expect(repeats.examples == ["1", "2", "a,b"])
        #expect(repeats.description == #"4 items repeat an earlier item's id (3 ids: "1", "2", "a,b")"#)
    }

    @Test func aDescriptionNamesTheFirstFiveIds() throws {
        var one = RepeatedIDs()
        for item in try Self.items(["7", "7"]) { one.note(item) }
        #expect(one.description == #"1 item repeats an earlier item's id (id "7")"#)

        var many = RepeatedIDs()
        for item in try Self.items((1...7).map(String.init) + (1...7).reversed().map(String.init)) { many.note(item) }
        #expect(many.description == #"7 items repeat an earlier item's id (7 ids, first "7", "6", "5", "4", "3")"#)
        #expect(RepeatedIDs().description.isEmpty)
    }

    /// Golden rows dup 40, dup 41, x 50 against a run's dup 41, dup 40, x 50, x 50: both dup rows differ (by
    /// order, rows 1 and 2 of a repeated id), x's second row is new; dup repeats in both, x only now.
    @Test func aGoldenCheckNamesTheRowsItPairedInOrder() throws {
        var golden = try GoldenTable.parse("id,width,height,scale\ndup,375,40,3\nx,375,50,3\ndup,375,41,3\n", file: "g.csv")
        let differences = golden.check([Self.row("dup", 41), Self.row("dup", 40), Self.row("x", 50), Self.row("x", 50)]) + golden.missing()
        #expect(differences.map(\.description) == [
            "dup at width 375 @3x (row 1 of a repeated id): golden 40, now 41 (+1)",
            "dup at width 375 @3x (row 2 of a repeated id): golden 41, now 40 (-1)",
            "x at width 375 @3x (row 2 of a repeated id): not in the golden table, now 50",
        ])
        #expect(golden.repeatedIDs().map { "\($0.id) \($0.golden) \($0.now)" } == ["dup 2 2", "x 1 2"])
        #expect(golden.repeatedIDs().map(\.description) == [#""dup" (golden 2, now 2)"#, #""x" (golden 1, now 2)"#])
    }

    /// A golden row of a repeated id that this run did not give is named with its place too; ids that repeat
    /// nowhere are described as before.
    @Test func missingRowsOfARepeatedIdAreNumbered() throws {
        var golden = try GoldenTable.parse("id,width,height\ndup,375,40\ndup,375,41\nsolo,375,9\n", file: "g.csv")
        let differences = golden.check([HeightRow(id: .string("dup"), width: 375, scale: 3, contentSize: .large, height: 40, labels: nil)])
            + golden.missing()
        #expect(differences.map(\.description) == [
            "dup at width 375 (row 2 of a repeated id): golden 41, missing now",
            "solo at width 375: golden 9, missing now",
        ])
        #expect(golden.repeatedIDs().map { "\($0.id) \($0.golden) \($0.now)" } == ["dup 2 1"])
    }
}
