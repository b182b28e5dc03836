/// UIContentSizeCategory: the text size the user chose.
public enum ContentSizeCategory: String, CaseIterable, Sendable, CustomStringConvertible {
    case extraSmall = "xSmall", small = "small", medium = "medium", large = "large", extraLarge = "xLarge"
    case extraExtraLarge = "xxLarge", extraExtraExtraLarge = "xxxLarge"
    case accessibilityMedium = "AX1", accessibilityLarge = "AX2", accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4", accessibilityExtraExtraExtraLarge = "AX5"

    /// UIKit's default.
    public static let `default` = ContentSizeCategory.large

    /// The short names, smallest first, comma-separated: what an error about an unknown name lists.
    public static let knownNames = allCases.map(\.rawValue).joined(separator: ", ")

    /// The category's place in `allCases`, smallest first: the index of per-size tables and of the store's byte.
    package var index: Int { Self.allCases.firstIndex(of: self)! }

    /// The short name (`large`, `AX1`) that `--content-size` and the content_size column use.
    public var description: String { rawValue }

    /// UIKit's name (UIContentSizeCategory.accessibilityLarge is "accessibilityLarge").
    public var uikitName: String {
        switch self {
        case .extraSmall: "extraSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extraLarge"
        case .extraExtraLarge: "extraExtraLarge"
        case .extraExtraExtraLarge: "extraExtraExtraLarge"
        case .accessibilityMedium: "accessibilityMedium"
        case .accessibilityLarge: "accessibilityLarge"
        case .accessibilityExtraLarge: "accessibilityExtraLarge"
        case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
        case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
        }
    }

    /// The string value of UIKit's constant (`UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue`
    /// is "UICTContentSizeCategoryAccessibilityXXXL"), as apps log and store it.
    public var uikitRawValue: String {
        let sizes = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AccessibilityM", "AccessibilityL", "AccessibilityXL",
                     "AccessibilityXXL", "AccessibilityXXXL"]
        return "UICTContentSizeCategory" + sizes[index]
    }

    /// Accepts the names above, UIKit's ("accessibilityLarge") and its constants' string values
    /// ("UICTContentSizeCategoryAccessibilityL"), case-insensitively.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let match = Self.allCases.first(where: {
            $0.rawValue.lowercased() == lowered || $0.uikitName.lowercased() == lowered || $0.uikitRawValue.lowercased() == lowered
        }) {
            self = match
        } else {
            return nil
        }
    }
}
