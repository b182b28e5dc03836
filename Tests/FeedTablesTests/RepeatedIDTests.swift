import CellTemplates
import FeedTables
import JSONLines
import Testing

/// A feed that repeats ids is measured as given, and the repeats are counted once, with the first ids;
/// a golden check compares every repeat with its id's one golden row.
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

    /// A golden table has each id once at a setting; every repeat of a feed id is compared with that row:
    /// dup 41 differs from the golden 40 (+1), dup 40 matches, and nothing is missing.
    @Test func everyRepeatIsComparedWithItsIdsOneGoldenRow() throws {
        var golden = try GoldenTable.parse("id,width,height,scale\ndup,375,40,3\n", file: "g.csv")
        let differences = golden.check([Self.row("dup", 41), Self.row("dup", 40)]) + golden.missing()
        #expect(differences.map(\.description) == ["dup at width 375 @3x: golden 40, now 41 (+1)"])
    }
}
