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

    /// `UISV-text-width-disambiguation`: in a horizontal stack with `fill` distribution, a multi-line
    /// label's `width == stack.width / (visible arranged views)` at this priority: above the default
    /// compression resistance, so labels that wrap share the row instead of one taking its whole
    /// single-line width. UIKit does not document it: 760 in the dump of a baseline-aligned stack of three
    /// labels (kean.blog, iOS 10), 759 for a label beside a switch on iOS 11.3 (openradar 39275811, the
    /// stack's constraint as Xcode's view debugger shows it: `label.width = 0.5 * stackView.width - 0 @ 759`).
    public static let textWidthDisambiguationPriority = Versioned(changes: [(since: 9, value: 760.0), (since: 11, value: 759.0)],
        source: "kean.blog 'Let's Build UIStackView' (iOS 10, @760); openradar 39275811 (iOS 11.3, @759)")
}
