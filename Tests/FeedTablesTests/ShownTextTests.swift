import FeedTables
import JSONLines
import Testing

/// What a message shows of the user's data: escapes worked out by hand from the characters' code points.
@Suite struct ShownTextTests {
    @Test func plainTextIsShownAsItIs() {
        #expect(ShownText.oneLine("10001 · 你好 · émoji 👍🏽") == "10001 · 你好 · émoji 👍🏽")
        #expect(ShownText.forTerminal("two\nlines\tand a tab") == "two\nlines\tand a tab")
    }

    @Test func whatATerminalObeysIsEscaped() {
        // ESC [ 3 1 m recolours; CR goes back to the start of the line; U+202E turns the rest around; U+0085
        // (NEL, a C1 control) and U+2028 end lines on some terminals; DEL is a control too.
        #expect(ShownText.oneLine("a\u{1B}[31mb\rc") == "a\\u{1B}[31mb\\u{D}c")
        #expect(ShownText.oneLine("\u{202E}evil\u{2066}x\u{2069}") == "\\u{202E}evil\\u{2066}x\\u{2069}")
        #expect(ShownText.oneLine("n\u{85}l\u{2028}s\u{7F}") == "n\\u{85}l\\u{2028}s\\u{7F}")
        // One line: a line break and a tab are escaped too; for the terminal they are kept.
        #expect(ShownText.oneLine("x\ny\tz") == "x\\u{A}y\\u{9}z")
        #expect(ShownText.forTerminal("x\ny\u{1B}z") == "x\ny\\u{1B}z")
    }

    /// A megabyte of NUL bytes (a golden table a crash left zero-filled, in the header an error quotes): each
    /// escaped, in order, and an excerpt quotes the first 80 characters of the escapes. Escaping copied the
    /// text so far for each escape, minutes for this; the limit is far above the milliseconds it takes now.
    @Test(.timeLimit(.minutes(1))) func aLongRunOfControlsIsEscapedWhole() {
        let zeros = String(repeating: "\u{0}", count: 1 << 20)
        let shown = ShownText.oneLine("a" + zeros + "b")
        #expect(shown.utf8.count == 2 + 5 * (1 << 20) && shown.hasPrefix("a\\u{0}\\u{0}") && shown.hasSuffix("\\u{0}b"))
        #expect(ShownText.excerpt(zeros) == String(repeating: "\\u{0}", count: 16) + "… (1048576 characters)")
    }

    /// A long value is cut after 80 characters, with its length.
    @Test func anExcerptSaysHowLongTheValueWas() {
        #expect(ShownText.excerpt("en-GB") == "en-GB")
        #expect(ShownText.excerpt(String(repeating: "x", count: 10_000)) == String(repeating: "x", count: 80) + "… (10000 characters)")
    }

    /// A feed error names the id on one line: an id holding a line break cannot start a line that reads as
    /// a message of its own.
    @Test func aFeedErrorShowsItsIdOnOneLine() {
        let error = FeedError(file: "feed.jsonl", line: 3, id: "1\nerror: forged", "bad")
        #expect(error.description == "feed.jsonl:3: id 1\\u{A}error: forged: bad")
    }
}
