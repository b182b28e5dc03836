/// UIFont's standard sizes, which early Interface Builder documents name instead of giving a point size.
///
/// Xcode 4 to 6 archive a font made from one of `UIFont`'s class sizes by name: `<fontDescription
/// type="system" size="system"/>` is `UIFont.systemFont(ofSize: UIFont.systemFontSize)`, and a round-rect
/// button's `type="boldSystem" size="button"` is the bold system font at `UIFont.buttonFontSize`. The values
/// are what those class properties return on iOS: `labelFontSize` 17,
/// `buttonFontSize` 18, `systemFontSize` 14, `smallSystemFontSize` 12. Labels archived at `size="system"`
/// are stored 17 points tall, the line of a 14-point system font (ActionSheetPicker's example storyboards).
public enum SystemFontSizes {
    /// Each name with its point size, in the order messages list them.
    static let table: [(name: String, pointSize: Double)] = [("label", 17), ("button", 18), ("system", 14), ("smallSystem", 12)]

    /// The point size Interface Builder's `name` stands for, by the `UIFont` class property of that name; nil for
    /// any other word.
    public static func pointSize(named name: String) -> Double? {
        table.first { $0.name == name }?.pointSize
    }

    /// The names `pointSize(named:)` knows, for messages.
    public static let names = table.map(\.name)
}
