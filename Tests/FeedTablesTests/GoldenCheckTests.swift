import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import Foundation
import LayoutTestSupport
import Testing

/// Golden tables that cannot pin a check (not a height table, a row twice, a height that is no number,
/// other settings), the tolerance, and the table record mode writes.
@Suite struct GoldenCheckTests {
    static func row(_ id: String, _ width: Double, _ scale: Double, _ height: Double) -> HeightRow {
        HeightRow(id: .string(id), width: width, scale: scale, contentSize: .large, height: height, labels: nil)
    }

    @Test func aFileThatIsNotAHeightTableIsAnErrorWithItsLine() {
        // A table written with semicolons, and a JSON feed given by mistake.
        #expect(throws: GoldenTableError.notAHeightTable(file: "g.csv", line: 1, reason: "the header must name id, width and height columns, got id;width;height")) {
            _ = try GoldenTable.parse("id;width;height\na;375;45\n", file: "g.csv")
        }
        #expect(throws: GoldenTableError.notAHeightTable(file: "g.csv", line: 1, reason: "a quote inside an unquoted field")) {
            _ = try GoldenTable.parse("{\"id\":1}\n", file: "g.csv")
        }
        #expect(throws: GoldenTableError.notAHeightTable(file: "g.csv", line: 3, reason: "expected 3 fields, got 2")) {
            _ = try GoldenTable.parse("id,width,height\na,375,45\nb,375\n", file: "g.csv")
        }
        #expect(throws: GoldenTableError.notAHeightTable(file: "g.csv", line: nil, reason: "the file is empty (expected a header id,width,height)")) {
            _ = try GoldenTable.parse("", file: "g.csv")
        }
    }

    /// One pixel boundary written as two doubles is one height: 1193/3 as added up before rows were
    /// snapped to the grid (397.66666666666663) against the double nearest it (397.6666666666667). A
    /// hundredth of a point is a difference, though it is under the pixel of @3x.
    @Test func theSameHeightWrittenAsTwoDoublesIsNoDifference() throws {
        var golden = try GoldenTable.parse("id,width,height,scale\na,375,397.66666666666663,3\nb,375,397.66666666666663,3\n", file: "g.csv")
        #expect(397.66666666666663 != 1193.0 / 3)
        #expect(golden.check([Self.row("a", 375, 3, 1193.0 / 3)]).isEmpty)
        let moved = golden.check([Self.row("b", 375, 3, 397.67666666666663)])
        #expect(moved.count == 1 && moved.first?.kind == .changed)
    }

    @Test func aHeightCacheFileIsNotAHeightTable() throws {
        let path = Scratch.folder.appendingPathComponent("golden-\(UUID().uuidString).bin").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data([0x43, 0x48, 0xFF, 0xFE, 0x00, 0x80]).write(to: URL(fileURLWithPath: path))
        #expect(throws: GoldenTableError.notAHeightTable(file: path, line: nil, reason: "it is not UTF-8 text")) {
            _ = try GoldenTable.load(path: path)
        }
    }

    /// A folder, a FIFO or a device is not read as a table: the error says which it is.
    @Test(.timeLimit(.minutes(5))) func aGoldenTableThatIsNotAFileSaysWhatItIs() throws {
        let folder = Scratch.folder.appendingPathComponent("golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: GoldenTableError.unreadable(file: folder.path, reason: "it is a folder, not a file")) {
            _ = try GoldenTable.load(path: folder.path)
        }
        let fifo = folder.appendingPathComponent("golden.csv").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: GoldenTableError.unreadable(file: fifo, reason: "it is a FIFO (named pipe), not a file")) {
            _ = try GoldenTable.load(path: fifo)
        }
        #expect(throws: GoldenTableError.unreadable(file: "/dev/zero", reason: "it is a character device, not a file")) {
            _ = try GoldenTable.load(path: "/dev/zero")
        }
    }

    @Test func aDuplicateRowNamesBothLines() {
        let text = "id,width,height,scale\na,375,45,2\na,375,45,3\nb,375,50,2\na,375,46,2\n"
        #expect(throws: GoldenTableError.duplicateRow(file: "g.csv", line: 5, firstLine: 2, row: "a at width 375 @2x")) {
            _ = try GoldenTable.parse(text, file: "g.csv")
        }
        do { _ = try GoldenTable.parse(text, file: "g.csv") } catch {
            #expect(error.description == "g.csv:5: a at width 375 @2x is already the row of line 2")
        }
    }

    @Test func aHeightThatIsNoNumberIsAnErrorWithItsLine() {
        do { _ = try GoldenTable.parse("id,width,height\na,375,45\nb,375,tall\n", file: "g.csv"); Issue.record("parsed") } catch {
            #expect(error == .notANumber(file: "g.csv", line: 3, column: "height", text: "tall"))
            #expect(error.description == "g.csv:3: height: expected a number, got \"tall\"")
        }
    }

    /// A width, scale or content size that no run measures at is an error at its line and field, not a row
    /// reported as missing beside one reported as unchecked. The ranges are `table`'s own (--width 1 to
    /// 10000, --scale 1, 2 or 3, the content sizes it writes).
    @Test(arguments: [
        ("id,width,height,scale\na,375,45,3\nb,375,50,1e308\n", 3, "scale", "1e308"),
        ("id,width,height,scale\na,375,45,-0\n", 2, "scale", "-0"),
        ("id,width,height,scale\na,375,45,2.5\n", 2, "scale", "2.5"),
        ("id,width,height\na,0,45\n", 2, "width", "0"),
        ("id,width,height\na,10000.5,45\n", 2, "width", "10000.5"),
        ("id,width,height,content_size\na,375,45,large\na,375,45,Large\n", 3, "content_size", "Large"),
    ])
    func aSettingNoRunMeasuresAtIsAnErrorWithItsLine(text: String, line: Int, column: String, value: String) {
        do { _ = try GoldenTable.parse(text, file: "g.csv"); Issue.record("parsed \(text)") } catch {
            guard case let .notASetting(file, errorLine, errorColumn, errorText, _) = error else { Issue.record("\(error)"); return }
            #expect(file == "g.csv" && errorLine == line && errorColumn == column && errorText == value, "\(error)")
            #expect(error.description.hasPrefix("g.csv:\(line): \(column): expected "), "\(error)")
        }
    }

    @Test func goldenTablesOfOtherWidthsOrDevicesSayWhich() throws {
        // Written with --device iphone-16 (393 @3x) and --width 320 @3x; checked with iphone-se (375 @2x) and 320 @3x.
        var golden = try GoldenTable.parse("id,width,height,scale\na,393,45,3\na,320,60,3\n", file: "g.csv")
        do {
            try golden.requireSettings([MeasureSetting(width: 375, scale: 2), MeasureSetting(width: 320, scale: 3)])
            Issue.record("accepted other settings")
        } catch {
            guard case .otherSettings(_, let mismatch) = error else { Issue.record("\(error)"); return }
            #expect(mismatch.onlyInGolden == [.init(width: 393, scale: 3, contentSize: nil)])
            #expect(mismatch.onlyInCheck == [.init(width: 375, scale: 2, contentSize: nil)])
            #expect(error.description.contains("written at width 393 @3x (iphone-15, iphone-16)"))
            #expect(error.description.contains("this check measures width 375 @2x (iphone-se)"))
        }
        // The same settings pass, in any order.
        try golden.requireSettings([MeasureSetting(width: 320, scale: 3), MeasureSetting(width: 393, scale: 3)])
    }

    /// A table recorded for two devices checked with one of them: the other device's rows are neither
    /// compared nor missing, and the table's row count is the checked device's.
    @Test func aSubsetOfTheTablesSettingsIsChecked() throws {
        var golden = try GoldenTable.parse("id,width,height,scale\na,393,45,3\na,320,60,3\nb,393,50,3\nb,320,70,3\n", file: "g.csv")
        try golden.requireSettings([MeasureSetting(width: 320, scale: 3)])
        #expect(golden.unchecked == [.init(width: 393, scale: 3, contentSize: nil)])
        #expect(golden.check([Self.row("a", 320, 3, 61)]).map(\.golden) == [60])
        #expect(golden.missing().map { "\($0.id) \($0.width)" } == ["b 320.0"])
        #expect(golden.rowCount(in: nil) == 2)
        // The same settings again: nothing is left unchecked.
        try golden.requireSettings([MeasureSetting(width: 320, scale: 3), MeasureSetting(width: 393, scale: 3)])
        #expect(golden.unchecked.isEmpty)
    }

    @Test func contentSizesAndScalesTheTableCannotTellApart() throws {
        var oneSize = try GoldenTable.parse("id,width,height\na,375,45\n", file: "g.csv")
        // A table without a content_size (scale) column cannot tell two content sizes (scales) apart.
        for settings in [[MeasureSetting(width: 375, scale: 3, contentSize: .large), MeasureSetting(width: 375, scale: 3, contentSize: .extraLarge)],
                         [MeasureSetting(width: 375, scale: 2), MeasureSetting(width: 375, scale: 3)]] {
            let error = #expect(throws: GoldenTableError.self) { try oneSize.requireSettings(settings) }
            guard case .otherSettings(_, let mismatch)? = error else { Issue.record("expected other settings, got \(String(describing: error))"); continue }
            #expect(mismatch.missingColumn != nil)
        }
        var sizes = try GoldenTable.parse("id,width,height,content_size\na,375,45,large\n", file: "g.csv")
        do {
            try sizes.requireSettings([MeasureSetting(width: 375, scale: 3, contentSize: .extraLarge)])
            Issue.record("accepted another content size")
        } catch {
            #expect(error.description.contains("written at width 375 large"), "\(error)")
        }
        // Without a scale column, any one scale fits.
        try oneSize.requireSettings([MeasureSetting(width: 375, scale: 2)])
        // Without a content_size column the rows are the default content size's: a check at one other size
        // is refused, saying so, not compared with them.
        try oneSize.requireSettings([MeasureSetting(width: 375, scale: 3, contentSize: .large)])
        do {
            try oneSize.requireSettings([MeasureSetting(width: 375, scale: 3, contentSize: .accessibilityExtraExtraExtraLarge)])
            Issue.record("compared the rows of large with AX5's")
        } catch {
            #expect(error.description.contains("no content_size column, so its rows are at the default content size (large), and this check measures AX5"), "\(error.description)")
        }
    }

    /// A new table recorded at a content size other than the default has the column (a table without it is
    /// read as the default's); at the default it has none, as before.
    @Test func aRecordingAtAnotherContentSizeWritesItsColumn() throws {
        func row(_ size: ContentSizeCategory) -> HeightRow {
            HeightRow(id: .string("a"), width: 375, scale: 3, contentSize: size, height: 45, labels: nil)
        }
        var large = GoldenRecorder(replacing: nil, settings: [MeasureSetting(width: 375, scale: 3)])
        try large.add([row(.large)], of: Self.item("a", line: 1), feed: "feed.jsonl")
        #expect(large.text == "id,width,height,scale\na,375,45,3\n")
        let previous = try GoldenTable.parse(large.text, file: "g.csv")
        var huge = GoldenRecorder(replacing: previous, settings: [MeasureSetting(width: 375, scale: 3, contentSize: .accessibilityExtraExtraExtraLarge)])
        try huge.add([row(.accessibilityExtraExtraExtraLarge)], of: Self.item("a", line: 1), feed: "feed.jsonl")
        #expect(huge.text == "id,width,height,scale,content_size\na,375,45,3,AX5\n")
        var readBack = try GoldenTable.parse(huge.text, file: "g.csv")
        try readBack.requireSettings([MeasureSetting(width: 375, scale: 3, contentSize: .accessibilityExtraExtraExtraLarge)])
    }

    /// A table written with `--out` at one content size other than the default has the column too, so that it
    /// checks as a golden table at that size and is refused at the default's; at the default it has none.
    @Test func aTableAtAnotherContentSizeWritesItsColumn() throws {
        let ax3 = CSVColumns(settings: [MeasureSetting(width: 393, scale: 3, contentSize: .accessibilityExtraLarge)])
        #expect(ax3.header == "id,width,height,content_size\n")
        #expect(CSVColumns(settings: [MeasureSetting(width: 393, scale: 3)]).header == "id,width,height\n")
        var written = try GoldenTable.parse("id,width,height,content_size\ns0,393,80.33333333333333,AX3\n", file: "ax3.csv")
        try written.requireSettings([MeasureSetting(width: 393, scale: 3, contentSize: .accessibilityExtraLarge)])
        #expect(throws: GoldenTableError.self) { try written.requireSettings([MeasureSetting(width: 393, scale: 3)]) }
    }

    @Test func differencesWithinTheTolerancePassAndAreMarked() throws {
        var golden = try GoldenTable.parse("id,width,height,scale\na,375,45,3\nb,375,80,3\nc,375,10,3\n", file: "g.csv")
        golden.tolerance = 0.5
        let differences = golden.check([Self.row("a", 375, 3, 45.5), Self.row("b", 375, 3, 80.6666), Self.row("c", 375, 3, 10)])
        #expect(differences.map(\.kind) == [.withinTolerance, .changed])
        #expect(differences.map(\.fails) == [false, true])
        #expect(differences[0].description == "a at width 375 @3x: golden 45, now 45.5 (+0.5), within the tolerance")
    }

    /// A delta written as the tolerance is within it: 366.6 - 366.5 is 0.1000000000000227 in doubles, above 0.1.
    @Test func aDeltaOfTheToleranceIsWithinIt() throws {
        var golden = try GoldenTable.parse("id,width,height,scale\na,375,366.6,2\nb,375,366.7,2\n", file: "g.csv")
        golden.tolerance = 0.1
        let differences = golden.check([Self.row("a", 375, 2, 366.5), Self.row("b", 375, 2, 366.5)])
        #expect(366.6 - 366.5 > 0.1)
        #expect(differences.map(\.kind) == [.withinTolerance, .changed])
    }

    /// A header naming a column twice would have the second ignored: refused at line 1, naming it.
    @Test func aColumnNamedTwiceIsRefused() {
        #expect(throws: GoldenTableError.notAHeightTable(file: "g.csv", line: 1, reason: "the column \"height\" is named twice in the header")) {
            _ = try GoldenTable.parse("id,width,height,scale,height\na,375,45,3,1\n", file: "g.csv")
        }
    }

    @Test func aRepeatedIdIsComparedWithItsOneRow() throws {
        var golden = try GoldenTable.parse("id,width,height\ndup,375,45\n", file: "g.csv")
        #expect(golden.check([Self.row("dup", 375, 3, 45), Self.row("dup", 375, 3, 46)]).map(\.golden) == [45])
        #expect(golden.missing().isEmpty)
    }

    static func item(_ id: String, line: Int) throws -> FeedItem {
        try FeedItem(.object([(key: "id", value: .string(id))]), line: line, file: "feed.jsonl")
    }

    @Test func theRecordedTableKeepsThePreviousColumnsAndRefusesARepeatedId() throws {
        let previous = try GoldenTable.parse("id,width,height,scale\na,375,45,3\n", file: "g.csv")
        var recorder = GoldenRecorder(replacing: previous, settings: [MeasureSetting(width: 375, scale: 3)])
        try recorder.add([Self.row("a", 375, 3, 46)], of: Self.item("a", line: 1), feed: "feed.jsonl")
        try recorder.add([Self.row("b,c", 375, 3, 20)], of: Self.item("b,c", line: 2), feed: "feed.jsonl")
        let repeated = try Self.item("a", line: 3)
        do throws(FeedError) {
            try recorder.add([Self.row("a", 375, 3, 47)], of: repeated, feed: "feed.jsonl")
            Issue.record("a repeated id was recorded")
        } catch {
            #expect(error.file == "feed.jsonl" && error.line == 3 && error.id == "a")
            guard case .repeatedID(firstLine: 1) = error.cause else { Issue.record("\(error.cause)"); return }
        }
        #expect(recorder.text == "id,width,height,scale\na,375,46,3\n\"b,c\",375,20,3\n")
        #expect(recorder.count == 2)
        // A new table has the columns the settings need, and reads back as a golden table of the same rows.
        var fresh = GoldenRecorder(replacing: nil, settings: [MeasureSetting(width: 320, scale: 2), MeasureSetting(width: 320, scale: 3)])
        try fresh.add([Self.row("a", 320, 2, 45), Self.row("a", 320, 3, 45.333333333333336)], of: Self.item("a", line: 1), feed: "feed.jsonl")
        #expect(fresh.text == "id,width,height,scale\na,320,45,2\na,320,45.333333333333336,3\n")
        var readBack = try GoldenTable.parse(fresh.text, file: "new.csv")
        #expect(readBack.check([Self.row("a", 320, 2, 45), Self.row("a", 320, 3, 45.333333333333336)]).isEmpty)
    }

    /// "café" with é (U+00E9) and with e and U+0301 are one Swift string but two ids: the CSV writes them
    /// apart and a check matches them apart, so a recording takes both.
    @Test func idsThatDifferOnlyInTheirBytesAreRecordedApart() throws {
        var recorder = GoldenRecorder(replacing: nil, settings: [MeasureSetting(width: 375, scale: 3)])
        try recorder.add([Self.row("caf\u{E9}", 375, 3, 45)], of: Self.item("caf\u{E9}", line: 1), feed: "feed.jsonl")
        try recorder.add([Self.row("cafe\u{301}", 375, 3, 110)], of: Self.item("cafe\u{301}", line: 2), feed: "feed.jsonl")
        #expect(recorder.count == 2)
        var readBack = try GoldenTable.parse(recorder.text, file: "new.csv")
        #expect(readBack.check([Self.row("cafe\u{301}", 375, 3, 110), Self.row("caf\u{E9}", 375, 3, 45)]).isEmpty)
    }
}
