/// The priorities of the constraints UIStackView generates, by iOS release.
///
/// UIKit documents what each distribution does (developer.apple.com, UIStackView.Distribution, and the
/// header's comments on UIStackViewDistribution), not the constraints that do it. The priorities here
/// are read off UIStackView's own constraints as printed on a device: Alexander Grebenyuk's dump of every
/// distribution and alignment ("Let's Build UIStackView", kean.blog, 2017, iOS 10), and TZStackView's test
/// suite, which compares its constraints (multipliers, constants and priorities) with UIStackView's for
/// every distribution and alignment at spacing 10 (github.com/tomvanzummeren/TZStackView,
/// TZStackViewTests/TZStackViewTestCase.swift, `assertSameConstraints`).
public enum StackViewMetrics {
    /// `UISV-canvas-fit`: the stack's own length pulled to 0 just below the fitting level, so that a stack
    /// whose length nothing else fixes is as short as its views and spacing allow (equal spacing and
    /// equal centering along the axis; baseline alignments across it).
    public static let canvasFitPriority = Versioned(49.0,
        source: "kean.blog 'Let's Build UIStackView' (StackView.height == 0 @49); TZStackView (width == 0 @49, equalSpacing/equalCentering)")

    /// `UISV-spanning-fit`: the span of the arranged views across the axis pulled to 0 just above the
    /// fitting level, so a stack hugs its tallest view instead of being stretched by a fitting size.
    public static let spanningFitPriority = Versioned(51.0,
        source: "kean.blog 'Let's Build UIStackView' (_UILayoutSpacer.height == 0 @51)")

    /// `UISV-fill-proportionally`: the first visible view's `length == multiplier × stack.length` is at
    /// this priority, each later one a point lower (999, 998, 997 for three views), so when the
    /// proportions cannot all hold (spacing between the views) the last view gives way.
    public static let fillProportionallyPriority = Versioned(999.0,
        source: "kean.blog 'Let's Build UIStackView' (0.571429*StackView.width @999, @998, @997); TZStackView's countdown from 999")

    /// `UISV-fill-equally` between equal-centering gaps: the second gap's `== first gap` is at this
    /// priority, each later one a point lower; below a view's default compression resistance (750) and
    /// hugging (250), so the gaps give way before any view does ("If the arranged views don't fit, it
    /// shrinks the spacing until it reaches the minimum", developer.apple.com, equalCentering).
    public static let equalCenteringPriority = Versioned(149.0,
        source: "kean.blog 'Let's Build UIStackView' (gap.width == gap.width @149); TZStackView's countdown from 150")

    /// How `UISV-text-width-disambiguation` holds each multi-line label (a view whose height depends on its
    /// width) of a horizontal stack with `fill` distribution and more than one visible view, by release.
    public enum TextWidthDisambiguation: Sendable, Equatable {
        /// `width == (stack width − spacing × (n − 1)) / n`, n the visible arranged views, at the label's own
        /// horizontal priority (the higher of its compression resistance and hugging) plus `raise`, at most
        /// `cap`: labels that wrap share the row equally, and so does a view beside a single wrapping label
        /// unless it hugs above that (a switch stretched to half the row).
        case equalShare(raise: Double, cap: Double)
        /// `width <= (stack width − spacing × (m − 1)) / m`, m the visible multi-line labels, at `priority`:
        /// wrapping labels still share the row, but a view beside a single one keeps its own size.
        case atMostShare(priority: Double)
    }

    /// `UISV-text-width-disambiguation` by release: the equal share until iOS 14, at most a share from iOS 15
    /// (for apps built with the iOS 15 SDK or later, which UIKit checks; older builds keep the equal share).
    /// The width is the layout margins guide's for a margins-relative arrangement. UIKit does not document
    /// it; seen from outside as `label.width = 0.5 * stackView.width - 0 @ 759` for a label at compression
    /// resistance 749 beside a switch (openradar 39275811, iOS 11.3) and `@760` for labels at 750 (kean.blog,
    /// iOS 10), and as a label beside a switch no longer halved on iOS 15 (useyourloaf.com, "Stack View
    /// Changes In iOS 15"); the two forms, their constants and priorities are UIKitCore's
    /// `_UIOrderedLayoutArrangement` (iOS 26.1, as decompiled in the public EthanArbuckle/iPhone18-3_26.1_23B85_Restore).
    public static let textWidthDisambiguation = Versioned<TextWidthDisambiguation>(
        changes: [(since: 9, value: .equalShare(raise: 10, cap: 999)), (since: 15, value: .atMostShare(priority: 950))],
        source: "UIKitCore _UIOrderedLayoutArrangement (iOS 26.1, decompiled); openradar 39275811 (iOS 11.3, @759 = 749 + 10); "
            + "kean.blog 'Let's Build UIStackView' (iOS 10, @760 = 750 + 10); useyourloaf.com 'Stack View Changes In iOS 15'")
}
