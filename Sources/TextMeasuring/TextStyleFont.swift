import HeightCache
import UIKitMetrics

/// The font of a Dynamic Type text style, as `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives it
/// for a content size category: its point size, its weight, and in the system font the leading that spaces
/// its lines as Apple's table says (`TextStyleMetrics`). A label in such a font is what `measure` measures
/// for a `textStyle`.
public struct TextStyleFont: Sendable, Equatable {
    /// The style's short name as UIKit spells it (`body`, `largeTitle`).
    public let name: String
    /// Point size at the category.
    public let size: Double
    /// CSS weight (headline's is 600).
    public let weight: Int
    /// `UIFont.leading` beyond the font's line; 0 outside the system font, as for a template's label: a
    /// family of its own takes the style's size only (`UIFontMetrics`' scaled fonts carry no leading).
    public let leading: Double

    /// The style `name` (in any case) at `contentSize` on `ios`, for a label in `family` (UIKit's system font,
    /// `"system"` or `.AppleSystemUIFont`, carries the style's leading). Throws for a name UIKit does not have, listing those it
    /// has, and for a style that is newer than `ios`.
    public init(named name: String, contentSize: ContentSizeCategory, ios: IOSVersion, family: String) throws(MeasureError) {
        guard let (known, style) = TextStyleMetrics.style(named: name) else {
            throw MeasureError("unknown text style \"\(name)\" (UIKit's: \(TextStyleMetrics.names.joined(separator: ", ")))")
        }
        if let first = TextStyleMetrics.introduction(of: known, laterThan: ios) {
            throw MeasureError("text style \(known) is new in iOS \(first); measuring for iOS \(ios)")
        }
        let category = contentSize.index
        self.name = known
        size = style.sizes[category]
        weight = style.weight
        leading = MeasureDefaults.isSystemFont(family) ? style.fontLeading(category: category) : 0
    }
}
