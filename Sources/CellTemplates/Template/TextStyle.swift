import HeightCache
import UIKitMetrics

/// UIKit's text styles and Dynamic Type content size categories: a style's point size depends on the
/// category the user chose, as UIFont.preferredFont(forTextStyle:) gives it.
enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's row of UIKit's table (`TextStyleMetrics`, Apple's Dynamic Type sizes).
    private var metrics: TextStyleMetrics.Style { TextStyleMetrics.styles[rawValue]! }

    /// Point sizes by content size category, smallest first.
    var sizes: [Double] { metrics.sizes }

    /// The weight the style uses (Headline is semibold; the others regular).
    var weight: Int { metrics.weight }

    /// The style's point size at `category`, as `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives it.
    func size(for category: ContentSizeCategory) -> Double { sizes[category.index] }

    /// The leading the style's font carries at `category` beyond its line (`UIFont.leading`), so that its
    /// lines are spaced as Apple's table says.
    func fontLeading(for category: ContentSizeCategory) -> Double { metrics.fontLeading(category: category.index) }
}
