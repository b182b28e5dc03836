import CellTemplates
import FeedTables
import Testing

/// A difference is printed for a person: heights to two decimals, where the CSV keeps exact values.
@Suite struct DifferenceTextTests {
    /// 637/3 and 701/3 points (heights on a 3x grid): 212.33 and 233.67, 64/3 = 21.33 apart.
    @Test func thirdsOfAPointReadAsTwoDecimals() {
        let difference = GoldenTable.Difference(id: "10042", width: 393, scale: 3, contentSize: nil, golden: 637.0 / 3, now: 701.0 / 3)
        #expect(difference.description == "10042 at width 393 @3x: golden 212.33, now 233.67 (+21.33)")
        let shorter = GoldenTable.Difference(id: "7", width: 375, scale: 2, contentSize: nil, golden: 46.5, now: 45.5)
        #expect(shorter.description == "7 at width 375 @2x: golden 46.5, now 45.5 (-1)")
        let missing = GoldenTable.Difference(id: "9", width: 375, scale: nil, contentSize: nil, golden: 121.0 / 3, now: nil)
        #expect(missing.description == "9 at width 375: golden 40.33, missing now")
    }

    /// Two heights that differ never read as one: 78.3334 against 235/3 (78.33333...) are both 78.33 to two
    /// decimals, so both are written exactly, and so is their difference of about 7e-05.
    @Test func heightsThatDifferBeyondTwoDecimalsAreWrittenExactly() {
        let difference = GoldenTable.Difference(id: "s", width: 375, scale: 3, contentSize: nil, golden: 78.3334, now: 235.0 / 3)
        #expect(difference.description == "s at width 375 @3x: golden 78.3334, now \(235.0 / 3) (\(235.0 / 3 - 78.3334))")
        #expect(difference.description.hasSuffix("(-6.666666666887977e-05)"))
    }

    /// A row one pixel off at 3x (a third of a point) against `--tolerance 0.333` fails, and its delta must read
    /// beyond the tolerance: "+0.3333", not the "+0.33" that two decimals give and that seems to pass. Within
    /// the tolerance, or without one, two decimals.
    @Test func aFailingDeltaReadsBeyondTheTolerance() {
        let third = GoldenTable.Difference(id: "p", width: 375, scale: 3, contentSize: nil, golden: 375, now: 375 + 1.0 / 3, tolerance: 0.333)
        #expect(third.kind == .changed && third.deltaText == "+0.3333")
        #expect(third.description == "p at width 375 @3x: golden 375, now 375.33 (+0.3333)")
        let down = GoldenTable.Difference(id: "q", width: 375, scale: 2, contentSize: nil, golden: 40.5, now: 40, tolerance: 0.49999)
        #expect(down.deltaText == "-0.5")
        let tighter = GoldenTable.Difference(id: "r", width: 375, scale: 3, contentSize: nil, golden: 375, now: 375 + 1.0 / 3, tolerance: 0.33333)
        #expect(tighter.deltaText == "+0.333333")
        let none = GoldenTable.Difference(id: "s", width: 375, scale: 3, contentSize: nil, golden: 375, now: 375 + 1.0 / 3)
        #expect(none.deltaText == "+0.33")
        let within = GoldenTable.Difference(id: "t", width: 375, scale: 3, contentSize: nil, golden: 375, now: 375 + 1.0 / 3,
                                            withinTolerance: true, tolerance: 0.34)
        #expect(within.deltaText == "+0.33")
    }

    /// An id that would split the line or reach the terminal (a line break, ESC, DEL, a C1 control, the line
    /// separator) is printed as a JSON string, with those escaped; other ids, quotes and all, as they are.
    @Test func anIdWithControlCharactersStaysOnItsLine() {
        let broken = GoldenTable.Difference(id: "nl\r\nx, y", width: 375, scale: 3, contentSize: nil, golden: 1, now: 80)
        #expect(broken.description == #""nl\r\nx, y" at width 375 @3x: golden 1, now 80 (+79)"#)
        let controls = GoldenTable.Difference(id: "ctl\u{1}\u{1b}\u{7f}\u{9b}\u{2028}", width: 375, scale: nil, contentSize: nil,
                                              golden: 1, now: nil)
        #expect(controls.place == #""ctl\u0001\u001b\u007f\u009b\u2028" at width 375"#)
        // Ids that would read as another id, or as none: an end space, an empty id, an invisible character.
        let spaced = GoldenTable.Difference(id: "10003 ", width: 375, scale: nil, contentSize: nil, golden: 1, now: nil)
        #expect(spaced.place == #""10003 " at width 375"#)
        let empty = GoldenTable.Difference(id: "", width: 375, scale: nil, contentSize: nil, golden: 1, now: nil)
        #expect(empty.place == "\"\" at width 375")
        let invisible = GoldenTable.Difference(id: "a\u{200B}b\u{FEFF}", width: 375, scale: nil, contentSize: nil, golden: 1, now: nil)
        #expect(invisible.place == #""a\u200bb\ufeff" at width 375"#)
        // Emoji that hold format characters stay as they are: a flag's tag characters (above U+FFFF) and a
        // family's zero-width joiners are parts of what they draw.
        let flag = GoldenTable.Difference(id: "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", width: 375, scale: nil, contentSize: nil, golden: 1, now: nil)
        #expect(flag.place == "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} at width 375")
        let family = GoldenTable.Difference(id: "👨\u{200D}👩\u{200D}👧", width: 375, scale: nil, contentSize: nil, golden: 1, now: nil)
        #expect(family.place == "👨\u{200D}👩\u{200D}👧 at width 375")
        let plain = GoldenTable.Difference(id: #"say "hi", 你好"#, width: 375, scale: nil, contentSize: nil, golden: 1, now: nil)
        #expect(plain.place == #"say "hi", 你好 at width 375"#)
    }
}
