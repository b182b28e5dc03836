import Foundation
import LayoutTestSupport
import Testing
import Typesetting
@testable import ViewLayout

@Suite struct LabelTests {
    @Test func emptyTextHasSizeZero() throws {
        let label = interLabel("l", "")
        #expect(try label.intrinsicContentSize(forWidth: nil) == .zero)
        label.text = nil
        #expect(try label.intrinsicContentSize(forWidth: 100) == .zero)
    }

    @Test func heightIsLineCountTimesTheFontsLineHeight() throws {
        let label = interLabel("l", "one\ntwo\nthree", size: 17, lines: 0)
        label.displayScale = 3
        // Three forced lines of Inter 17: 3 × 3408/2816 × 17 = 61.72 → 62 (185.2 px → 186 px).
        #expect(try label.intrinsicContentSize(forWidth: nil).height == FontFacts.ceil3(3 * FontFacts.interLineHeight(17)))
        label.numberOfLines = 2
        #expect(try label.intrinsicContentSize(forWidth: nil).height == FontFacts.ceil3(2 * FontFacts.interLineHeight(17)))
        label.numberOfLines = 1
        #expect(try label.intrinsicContentSize(forWidth: nil).height == FontFacts.ceil3(FontFacts.interLineHeight(17)))
    }

    @Test func multiLineWidthIsTheWidestLineAtMostThePreferredWidth() throws {
        let label = cjkLabel("l", count: 25, size: 10)
        label.displayScale = 3
        label.preferredMaxLayoutWidth = 105
        // 10 ideographs of 10 pt fit 105 (11 would be 110): 25 → 3 lines, widest 100.
        let size = try label.intrinsicContentSize(forWidth: nil)
        #expect(size.width == 100)
        #expect(size.height == FontFacts.ceil3(3 * FontFacts.cjkLineHeight(10)))
        #expect(!label.intrinsicSizeDependsOnWidth)
        label.preferredMaxLayoutWidth = 0
        #expect(label.intrinsicSizeDependsOnWidth)
        // Without a width: one line of 250.
        #expect(try label.intrinsicContentSize(forWidth: nil) == Size(width: 250, height: FontFacts.ceil3(FontFacts.cjkLineHeight(10))))
    }

    @Test func wrapsAtTheWidthLayoutGivesIt() throws {
        let content = View(name: "content")
        content.displayScale = 3
        let label = cjkLabel("text", count: 25, size: 10)
        content.addSubview(label)
        try label.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        // Label width 125 − 20 = 105 → 10 per line → 3 lines: 3 × 14.48 = 43.44 → 43.667; + 20.
        let expected = FontFacts.ceil3(3 * FontFacts.cjkLineHeight(10)) + 20
        #expect(abs(try content.fittingHeight(forWidth: 125) - expected) < 1e-9)
        // Same label, another text: only constants change.
        label.text = FontFacts.ideographs(5)
        #expect(abs(try content.fittingHeight(forWidth: 125) - (FontFacts.ceil3(FontFacts.cjkLineHeight(10)) + 20)) < 1e-9)
        #expect(content.layoutSystemBuildCount == 1)
    }

    @Test func aSecondWidthReusesThePreparedText() throws {
        let cache = PreparedTextCache(typesetter: Shared.cache.typesetter)
        let label = Label(name: "l", textCache: cache, attributes: TextAttributes(family: FontFacts.cjkFamily, size: 10),
                          text: FontFacts.ideographs(30), numberOfLines: 0)
        _ = try label.intrinsicContentSize(forWidth: 100)
        _ = try label.intrinsicContentSize(forWidth: 50)
        let twin = Label(name: "twin", textCache: cache, attributes: TextAttributes(family: FontFacts.cjkFamily, size: 10),
                         text: FontFacts.ideographs(30), numberOfLines: 0)
        _ = try twin.intrinsicContentSize(forWidth: 70)
        #expect(cache.statistics.misses == 1)
        #expect(cache.statistics.hits == 1)
    }

    @Test func unknownFontFamilyIsAnErrorNamingTheLabel() {
        let label = Label(name: "title", textCache: Shared.cache, attributes: TextAttributes(family: "No Such Family"), text: "x")
        #expect {
            _ = try label.intrinsicContentSize(forWidth: nil)
        } throws: { error in
            guard let error = error as? LayoutError, case .text(let view, let cause) = error else { return false }
            // The typesetter's error is kept as thrown, and the message reads as it always has.
            return view == "Label 'title'" && cause == .unknownFamily("No Such Family")
                && error.description == "cannot measure text of Label 'title': unknown font family \"No Such Family\""
        }
    }
}

@Suite struct WrappingWidthTests {
    /// A label held only on its leading edge (trailing ≤ the container) shrinks to its widest line.
    @Test func labelNotHeldOnBothSidesHugsItsWidestLine() throws {
        let content = View(name: "content")
        content.displayScale = 3
        let label = cjkLabel("text", count: 15, size: 10)
        content.addSubview(label)
        try label.makeConstraints {
            $0.leading.top.equalToSuperview().offset(10)
            $0.trailing.lessThanOrEqualToSuperview().offset(-10)
            $0.bottom.equalToSuperview().offset(-10)
        }
        // Room: 125 − 20 = 105 → 10 ideographs (100) per line: 15 → 2 lines, widest 100.
        let height = try content.fittingHeight(forWidth: 125)
        #expect(abs(height - (FontFacts.ceil3(2 * FontFacts.cjkLineHeight(10)) + 20)) < 1e-9)
        content.frame.size = Size(width: 125, height: height)
        try content.layoutIfNeeded()
        #expect(label.frame.width == 100)
        // Short text: one line of 50.
        label.text = FontFacts.ideographs(5)
        content.frame.size.height = try content.fittingHeight(forWidth: 125)
        try content.layoutIfNeeded()
        #expect(label.frame.width == 50)
    }

    /// Wrapping labels that must share one width (a vertical stack filling its width, held only on its
    /// leading edge) take the longest one's single line, as UIKit's compression resistance, above their
    /// hugging, gives it: none of them wraps. Xcode stores GoMap's display-settings stacks so.
    @Test func labelsSharingAWidthTakeTheLongestLine() throws {
        let content = View(name: "content")
        content.displayScale = 3
        // 5, 15 and 10 ideographs of 10 points: single lines 50, 150 and 100 wide.
        let labels = [cjkLabel("a", count: 5, size: 10), cjkLabel("b", count: 15, size: 10), cjkLabel("c", count: 10, size: 10)]
        let stack = StackView(name: "stack", arrangedSubviews: labels, axis: .vertical, spacing: 5)
        content.addSubview(stack)
        try stack.makeConstraints {
            $0.leading.top.equalToSuperview().offset(10)
            $0.trailing.lessThanOrEqualToSuperview().offset(-10)
            $0.bottom.equalToSuperview().offset(-10)
        }
        // Room for 300; three lines of one line each, 5 apart.
        let line = FontFacts.ceil3(FontFacts.cjkLineHeight(10))
        let height = try content.fittingHeight(forWidth: 320)
        #expect(abs(height - (3 * line + 2 * 5 + 20)) < 1e-9)
        content.frame.size = Size(width: 320, height: height)
        try content.layoutIfNeeded()
        #expect(stack.frame.width == 150)
        for label in labels { #expect(label.frame.width == 150 && label.frame.height == line, "\(label.layoutDebugName)") }
    }

    @Test func freeLayoutGuidesTakePartInLayout() throws {
        let root = View(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        let guide = LayoutGuide(identifier: "half")
        root.addLayoutGuide(guide)
        let a = View(name: "a")
        root.addSubview(a)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 1),
            a.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            a.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        try root.layoutIfNeeded()
        // The guide covers the left half (100), so a spans 100...200.
        #expect(guide.layoutFrame == Rect(x: 0, y: 0, width: 100, height: 1))
        #expect(a.frame == Rect(x: 100, y: 0, width: 100, height: 10))
    }
}

@Suite struct DisplayScaleTests {
    @Test func changingTheScaleRemeasuresOnTheSameSystem() throws {
        let content = View(name: "content")
        let label = interLabel("l", "Scale", size: 17)
        content.addSubview(label)
        try label.makeConstraints { $0.edges.equalToSuperview() }
        content.displayScale = 3
        // One Inter 17 line (20.574): 61.72 px → 62 px at 3x = 20.667; 41.15 px → 42 px at 2x = 21.
        #expect(try content.fittingHeight(forWidth: 200) == FontFacts.ceil3(FontFacts.interLineHeight(17)))
        content.displayScale = 2
        #expect(try content.fittingHeight(forWidth: 200) == 21)
        #expect(content.layoutSystemBuildCount == 1)
    }

    /// A label measured before a font was registered measures again after it: DejaVu Sans (fonts-dejavu-core,
    /// installed by scripts/bootstrap) has the Hebrew letters the bundled fonts lack.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")))
    func aLabelMeasuresAgainAfterAFontIsRegistered() throws {
        let fonts = try FontCollection.bundled()
        let label = Label(name: "l", textCache: PreparedTextCache(typesetter: Typesetter(fonts: fonts)),
                          attributes: TextAttributes(size: 20), text: "שלום", numberOfLines: 0)
        #expect(try label.textLayout(maxWidth: 300)?.missingGlyphs == 4)
        try fonts.register(fileAt: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(try label.textLayout(maxWidth: 300)?.missingGlyphs == 0)
    }
}
