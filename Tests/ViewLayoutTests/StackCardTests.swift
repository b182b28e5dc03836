import LayoutTestSupport
import Testing
import Typesetting
@testable import ViewLayout

/// A card: title, two-line body, optional image, footer (icon + count), in a margins-relative vertical stack.
final class StackCard: View {
    let title = interLabel("title", "Weekend hike", size: 17, weight: 600)
    let body = cjkLabel("body", count: 50, size: 15, lines: 2)
    let image = FixedSizeView(name: "image", contentSize: Size(width: 300, height: 150))
    let icon = FixedSizeView(name: "like", contentSize: Size(width: 20, height: 20))
    let count = interLabel("count", "128", size: 13)
    let card = View(name: "card")
    let stack: StackView

    init() {
        count.setContentHuggingPriority(249, for: .horizontal)
        let footer = StackView(name: "footer", arrangedSubviews: [icon, count], axis: .horizontal, spacing: 6, alignment: .center)
        stack = StackView(name: "stack", arrangedSubviews: [title, body, image, footer], axis: .vertical, spacing: 8)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(all: 12)
        super.init(name: "contentView")
        addSubview(card)
        card.addSubview(stack)
        try! card.makeConstraints { $0.edges.equalToSuperview().inset(16) }
        try! stack.makeConstraints { $0.edges.equalToSuperview() }
    }
}

@Suite struct StackCardTests {
    @Test func cardHeightIsTheSumOfItsRows() throws {
        let card = StackCard()
        // Arranged width 375 − 32 − 24 = 319 → 21 ideographs of 15 per line; 50 would need 3 lines, the body
        // shows 2: 2 × 21.72 = 43.44 → 43.667. Title: 20.57 → 20.667. Footer: max(20, 16) = 20.
        // 16 + 12 + 20.667 + 8 + 43.667 + 8 + 150 + 8 + 20 + 12 + 16 = 314.333 (a content view, no separator).
        let body = FontFacts.ceil3(2 * FontFacts.cjkLineHeight(15))
        let title = FontFacts.ceil3(FontFacts.interLineHeight(17))
        let expected = 16 + 12 + title + 8 + body + 8 + 150 + 8 + 20 + 12 + 16
        #expect(abs(try card.fittingHeight(forWidth: 375) - expected) < 1e-9)
        card.frame = Rect(x: 0, y: 0, width: 375, height: expected)
        try card.layoutIfNeeded()
        #expect(card.body.frame.width == 319 && abs(card.body.frame.height - body) < 1e-9)
        #expect(card.image.frame.size == Size(width: 319, height: 150))
        #expect(card.icon.frame.size == Size(width: 20, height: 20))

        // Without the image the stack collapses it and its spacing: 314.333 − 150 − 8.
        card.image.isHidden = true
        #expect(abs(try card.fittingHeight(forWidth: 375) - (expected - 158)) < 1e-9)
        #expect(card.layoutSystemBuildCount == 1)
        #expect(!card.hasAmbiguousLayout)
    }
}

@Suite struct StackHidingTests {
    /// Showing and hiding arranged views changes constants only: the system is built once, and every
    /// height equals that of a card built fresh with the same views hidden.
    @Test func visibilityChangesKeepTheSystemAndMatchFreshCards() throws {
        let card = StackCard()
        var rng = SeededGenerator(seed: 5)
        for step in 0..<60 {
            let hidden = (0..<4).map { _ in Bool.random(using: &rng) }
            for (view, isHidden) in zip(card.stack.arrangedSubviews, hidden) { view.isHidden = isHidden }
            let fresh = StackCard()
            for (view, isHidden) in zip(fresh.stack.arrangedSubviews, hidden) { view.isHidden = isHidden }
            #expect(try card.fittingHeight(forWidth: 375) == fresh.fittingHeight(forWidth: 375), "step \(step): \(hidden)")
        }
        #expect(card.layoutSystemBuildCount == 1)
        #expect(card.layoutDiagnostics.isEmpty)
    }
}
