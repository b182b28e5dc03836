import Testing
@testable import Typesetting

/// Hand-worked break opportunities; the rule that decides each boundary is UAX #14's, named in
/// the comments (offsets are UTF-16 units, a break is allowed before the offset).
@Suite struct UnicodeLineBreakTests {
    @Test func wordsBreakAfterSpaces() throws {
        // "Hello world": LB 18 breaks after the space (offset 6); LB 28 keeps letters together;
        // the text end (11) is always an opportunity.
        #expect(try lineBreaks("Hello world") == soft(6, 11))
        // Two spaces: LB 7 keeps them together, LB 18 breaks after the last (offset 7).
        #expect(try lineBreaks("ab  cd") == soft(4, 6))
    }

    @Test func hyphenInsideAWordAllowsABreakAfterIt() throws {
        // "well-known": LB 21 forbids a break before HY; after it LB 31 allows one (offset 5).
        #expect(try lineBreaks("well-known") == soft(5, 10))
    }

    @Test(arguments: ["en", "zh-Hans", "zh_Hans", "ja"])
    func cjkPunctuationNeverStartsALine(locale: String) throws {
        // 你 好 ， 世 界 。 再 见 : ID ID CL ID ID CL ID ID (U+FF0C and U+3002 are CL).
        // LB 31 lets ideographs break between each other; LB 13 forbids a break before CL, so
        // offsets 2 (before ，) and 5 (before 。) are missing; after a CL before an ID a break
        // is allowed (LB 31): 3 and 6.
        #expect(try lineBreaks("你好，世界。再见", locale: locale) == soft(1, 3, 4, 6, 7, 8))
    }

    @Test func cjkBracketsStayWithTheirContent() throws {
        // 「 你 好 」 他 : OP ID ID CL ID. LB 14 forbids a break after OP (offset 1), LB 13
        // before CL (offset 3); 你|好 breaks (2), CL|ID breaks (4), text end (5).
        #expect(try lineBreaks("「你好」他") == soft(2, 4, 5))
    }

    @Test func mixedChineseAndEnglish() throws {
        // 用 Swift 写: ID SP AL×5 SP ID. LB 18 breaks after each space (2, 8); text end 9.
        #expect(try lineBreaks("用 Swift 写") == soft(2, 8, 9))
        // 用Swift写 without spaces: LB 31 allows ID÷AL (1) and AL÷ID (6); text end 7.
        #expect(try lineBreaks("用Swift写") == soft(1, 6, 7))
    }

    @Test func mandatoryBreaksAreHard() throws {
        // LB 5: break after LF, after CR LF (not between them), after U+2028 and U+2029.
        #expect(try lineBreaks("a\nb") == [.init(offset: 2, isHard: true), .init(offset: 3, isHard: false)])
        #expect(try lineBreaks("a\r\nb") == [.init(offset: 3, isHard: true), .init(offset: 4, isHard: false)])
        #expect(try lineBreaks("a\u{2028}b\u{2029}c") == [
            .init(offset: 2, isHard: true), .init(offset: 4, isHard: true), .init(offset: 5, isHard: false),
        ])
        // A text that ends with a hard break reports its end as hard.
        #expect(try lineBreaks("ab\n") == [.init(offset: 3, isHard: true)])
    }

    @Test func localeAndKeywordsReachICU() throws {
        // ち ょ っ と : ID CJ CJ ID. UAX #14 LB 1 resolves CJ (small kana) to NS by default and
        // LB 21 forbids a break before NS: only っ|と (3) and the end (4), as ICU's root rules do
        // for "en" and for the CSS keyword line-break: strict (BCP 47 -u-lb-strict, ICU @lb=strict).
        // ICU's Japanese locale data selects its "normal" rules (CSS line-break: normal), where CJ
        // acts as ID and every kana boundary breaks (LB 31); so does lb=loose.
        #expect(try lineBreaks("ちょっと", locale: "en") == soft(3, 4))
        #expect(try lineBreaks("ちょっと", locale: "ja") == soft(1, 2, 3, 4))
        #expect(try lineBreaks("ちょっと", locale: "ja-u-lb-strict") == soft(3, 4))
        #expect(try lineBreaks("ちょっと", locale: "ja@lb=strict") == soft(3, 4))
        #expect(try lineBreaks("ちょっと", locale: "ja-u-lb-loose") == soft(1, 2, 3, 4))
    }

    @Test func surrogatePairsAreNotSplit() throws {
        // 𠀀 (U+20000, ID) is two UTF-16 units; LB 31 breaks between the two ideographs only
        // at the scalar boundary: offsets 2 and 4.
        #expect(try lineBreaks("\u{20000}\u{20000}") == soft(2, 4))
    }

    @Test func emptyTextHasNoOpportunities() throws {
        #expect(try lineBreaks("").isEmpty)
    }

    @Test func concurrentCallersGetTheSameAnswers() async throws {
        // The iterator pool hands each caller its own iterator; results must not mix.
        let texts = ["Hello world", "你好，世界。再见", "a\nb", "well-known", "用 Swift 写"]
        let expected = try texts.map { try lineBreaks($0) }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for round in 0..<64 {
                group.addTask {
                    let index = round % texts.count
                    return try lineBreaks(texts[index]) == expected[index]
                }
            }
            for try await same in group { #expect(same) }
        }
    }
}
