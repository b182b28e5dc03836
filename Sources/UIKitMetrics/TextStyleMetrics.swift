/// UIKit's Dynamic Type text styles: `UIFont.preferredFont(forTextStyle:)`'s size and weight at each
/// content size category, and the leading Apple's design table pairs with it.
///
/// Source: Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" (a table per
/// category); the point sizes agree with `preferredFont(forTextStyle:compatibleWith:)` logged on the iOS 13.3
/// simulator for every style and category but one (github.com/temoki/UIKit_DynamicType, README: caption2 at
/// AX5 is 41 there, 40 in Apple's table and in logs of later releases, which this table keeps).
///
/// The leading is the distance from one line's baseline to the next. A text-style font carries the part of it
/// beyond its line as its own `UIFont.leading` (fonts made with `systemFont(ofSize:)` carry none: "preferredFont
/// APIs adjust font leadings, while systemFont APIs do not", Twitter thread 1382146916402790401), and text
/// laid out in it puts that between its lines, not above the first or below the last: a one-line label keeps
/// the font's line (20.287 at body's 17 pt) while two lines of subheadline take 17.9 + 20 = 37.9, stored as 38
/// by Xcode (SwipeCellKit's MailExample, rileytestut/Delta's Main.storyboard; two lines of footnote 15.5 + 18,
/// stored as 34 at 2x, in Delta's SyncResultsViewController and corona-warn-app's diary cells).
public enum TextStyleMetrics {
    /// Categories in order: xSmall, small, medium, large (the default), xLarge, xxLarge, xxxLarge, then the
    /// accessibility sizes AX1...AX5.
    public static let categoryCount = 12
    /// The index of `large`, UIKit's default category.
    public static let defaultCategory = 3

    /// One style's row of the table.
    public struct Style: Sendable, Hashable {
        /// Point sizes by category.
        public let sizes: [Double]
        /// Leading (the guidelines' line height) by category.
        public let leading: [Double]
        /// CSS weight: 400 regular, 600 semibold.
        public let weight: Int

        /// `UIFont.leading` of the style's font at `category`: its leading less the system font's line, so that
        /// consecutive baselines are `leading` apart; 0 where the line is already taller (the captions at 11 pt,
        /// whose line is 13.127 against the table's 13: caption 2 up to Large, caption 1 below it).
        public func fontLeading(category: Int, system: SystemFontMetrics = .sanFrancisco) -> Double {
            max(0, leading[category] - system.lineHeight(atSize: sizes[category]))
        }
    }

    /// The styles by UIKit's short names (`largeTitle`, `title1`, ..., `caption2`).
    public static let styles: [String: Style] = [
        "largeTitle": Style(sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
                            leading: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70], weight: 400),
        "title1": Style(sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
                        leading: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68], weight: 400),
        "title2": Style(sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
                        leading: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66], weight: 400),
        "title3": Style(sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
                        leading: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65], weight: 400),
        "headline": Style(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                          leading: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], weight: 600),
        "body": Style(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
                      leading: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], weight: 400),
        "callout": Style(sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
                         leading: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60], weight: 400),
        "subheadline": Style(sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
                             leading: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58], weight: 400),
        "footnote": Style(sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
                          leading: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52], weight: 400),
        "caption1": Style(sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
                          leading: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51], weight: 400),
        "caption2": Style(sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
                          leading: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48], weight: 400),
    ]

    /// The first iOS release that has a style, where it is later than the table's first (iOS 9, which has
    /// every other style: `title1`...`title3` and `callout` came in iOS 9, the rest in iOS 7). Source: the
    /// availability Apple's documentation gives each `UIFont.TextStyle` constant (`largeTitle`: iOS 11.0+).
    public static let introduced: [String: Int] = ["largeTitle": 11]

    /// The release that brought style `name` when it is later than `ios` (the style does not exist there),
    /// else nil.
    public static func introduction(of name: String, laterThan ios: IOSVersion) -> Int? {
        introduced[name].flatMap { $0 > ios.major ? $0 : nil }
    }

    /// The style named `name` (a short name such as `body` or `largeTitle`, in any case), with its name as
    /// the table spells it.
    public static func style(named name: String) -> (name: String, style: Style)? {
        let lowered = name.lowercased()
        return styles.first { $0.key.lowercased() == lowered }.map { ($0.key, $0.value) }
    }

    /// The styles' short names in UIKit's order, largest first: what an error lists.
    public static let names = ["largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
                               "footnote", "caption1", "caption2"]

    /// tvOS's text styles, by the same short names: one fixed point size each, since tvOS has no content
    /// size setting. Source: Apple Human Interface Guidelines, tvOS, Typography (the sizes `UIFontMetrics`
    /// scales from on tvOS). Large title is not in that table. The guidelines' leading is not used: no tvOS
    /// file at hand shows a multi-line label to check it against, so a tvOS text style carries no font leading.
    public static let tvOSSizes: [String: Double] = [
        "title1": 76, "title2": 57, "title3": 48, "headline": 38, "body": 29, "callout": 31,
        "subheadline": 29, "footnote": 29, "caption1": 25, "caption2": 23,
    ]
}
