import LayoutTestSupport
import Testing
import Typesetting
import UIKitMetrics
@testable import ViewLayout

/// A UITextView that does not scroll: its text wraps at its width less UIKit's `textContainerInset` (8, 0,
/// 8, 0) and `lineFragmentPadding` (5 on each side), and it is the text's height plus 16. The text is 25
/// ideographs of Noto Sans CJK SC at 10 pt (`FontFacts`: 10 points each, a line 14.48 tall), so the sizes
/// are worked out by hand.
@Suite struct TextViewTests {
    private func textView(inset: EdgeInsets? = nil, padding: Double? = nil) -> TextView {
        let made = TextView(name: "t", textCache: Shared.cache, attributes: TextAttributes(family: FontFacts.cjkFamily, size: 10),
                            text: FontFacts.ideographs(25), textContainerInset: inset, lineFragmentPadding: padding)
        made.displayScale = 3
        return made
    }

    /// Without attributes of its own, its text is the system font at 17 points of its release: iOS 13's
    /// tracking there, not today's.
    @Test func itsDefaultFontIsOfItsRelease() {
        let old = TextView(textCache: Shared.cache, ios: IOSVersion(13))
        #expect(old.textLabel.attributes.ios == IOSVersion(13) && old.textLabel.attributes.size == 17)
        #expect(TextView(textCache: Shared.cache).textLabel.attributes.ios == .newest)
    }

    @Test func theTextWrapsInsideTheInsetAndPadding() throws {
        let made = textView()
        #expect(made.intrinsicSizeDependsOnWidth)
        // 125 wide: lines of 125 - 10 = 115, 11 ideographs (110); 25 make 3 lines, 43.44 → 43.667, + 16.
        #expect(try made.intrinsicContentSize(forWidth: 125) == Size(width: 120, height: FontFacts.ceil3(3 * FontFacts.cjkLineHeight(10)) + 16))
        // No width yet: one line of 250, + 10 across and + 16 down.
        #expect(try made.intrinsicContentSize(forWidth: nil) == Size(width: 260, height: FontFacts.ceil3(FontFacts.cjkLineHeight(10)) + 16))
    }

    @Test func itsOwnInsetAndPaddingReplaceUIKits() throws {
        // Inset 2, 3, 4, 5 and no padding: lines of 125 - 8 = 117, still 11 ideographs; 43.667 + 6.
        let made = textView(inset: EdgeInsets(top: 2, left: 3, bottom: 4, right: 5), padding: 0)
        #expect(try made.intrinsicContentSize(forWidth: 125) == Size(width: 118, height: FontFacts.ceil3(3 * FontFacts.cjkLineHeight(10)) + 6))
    }

    /// In a view 145 wide with 10-point insets the text view is 125 wide, so as tall as above, plus 20;
    /// the text sits at (5, 8) in it, 115 wide.
    @Test func layoutGivesItItsWidthFirst() throws {
        let content = View(name: "content")
        content.displayScale = 3
        let made = textView()
        content.addSubview(made)
        try made.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        let text = FontFacts.ceil3(3 * FontFacts.cjkLineHeight(10))
        let height = try content.fittingHeight(forWidth: 145)
        #expect(abs(height - (text + 16 + 20)) < 1e-9)
        content.frame = Rect(x: 0, y: 0, width: 145, height: height)
        try content.layoutIfNeeded()
        #expect(made.textLabel.frame == Rect(x: 5, y: 8, width: 115, height: text))
        // Another text: only constants change.
        made.text = FontFacts.ideographs(5)
        #expect(abs(try content.fittingHeight(forWidth: 145) - (FontFacts.ceil3(FontFacts.cjkLineHeight(10)) + 16 + 20)) < 1e-9)
        #expect(content.layoutSystemBuildCount == 1)
    }

    /// TextKit lays out one more, empty line where the caret goes after text that is empty or ends in a
    /// line break, and UITextView's size includes it: an empty text view is one line of its font plus the
    /// inset (a 15-point system-font one stored 34 tall by Xcode: 8 + 17.9 + 8). UILabel has no such line.
    @Test func emptyTextOrAFinalLineBreakKeepsTheCaretsLine() throws {
        let line = FontFacts.ceil3(FontFacts.cjkLineHeight(10))
        let made = textView()
        made.text = ""
        #expect(try made.intrinsicContentSize(forWidth: 125) == Size(width: 10, height: line + 16))
        made.text = nil
        #expect(try made.intrinsicContentSize(forWidth: 125) == Size(width: 10, height: line + 16))
        // Two ideographs and a line feed: their line and the caret's, as tall as two lines of ideographs.
        made.text = FontFacts.ideographs(2) + "\n"
        let two = FontFacts.ceil3(2 * FontFacts.cjkLineHeight(10))
        #expect(try made.intrinsicContentSize(forWidth: 125) == Size(width: 30, height: two + 16))
        made.text = FontFacts.ideographs(2) + "\r\n"
        #expect(try made.intrinsicContentSize(forWidth: 125) == Size(width: 30, height: two + 16))
        // A line break inside the text adds no line of its own.
        made.text = FontFacts.ideographs(1) + "\n" + FontFacts.ideographs(1)
        #expect(try made.intrinsicContentSize(forWidth: 125) == Size(width: 20, height: two + 16))
        // The label of the same text, as UILabel measures it, has no caret's line.
        let label = Label(name: "l", textCache: Shared.cache, attributes: TextAttributes(family: FontFacts.cjkFamily, size: 10),
                          text: FontFacts.ideographs(2) + "\n", numberOfLines: 0)
        label.displayScale = 3
        #expect(try label.intrinsicContentSize(forWidth: 125) == Size(width: 20, height: line))
    }

    /// The caret's line of empty text is in the text view's font: a larger font, a taller line.
    @Test func theCaretsLineOfNoTextFollowsTheFont() throws {
        let made = textView()
        made.text = nil
        made.textLabel.attributes = TextAttributes(family: FontFacts.cjkFamily, size: 20)
        #expect(try made.intrinsicContentSize(forWidth: 125).height == FontFacts.ceil3(FontFacts.cjkLineHeight(20)) + 16)
    }
}
