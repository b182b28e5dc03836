/// The tab stops of a label's text: NSParagraphStyle's defaults, as UILabel sets no paragraph style of its
/// own. The same in every iOS release the table knows.
public enum TabStopMetrics {
    /// Points between stops, and from the line's start to the first: "an array of 12 left-aligned tabs at
    /// 28-point intervals" (developer.apple.com, NSParagraphStyle.tabStops and NSParagraphStyle.default).
    public static let interval = 28.0
    /// How many stops there are (the same source). There are none past the last: the default tab interval
    /// is 0 ("Tabs after the last specified in tabStops are placed at integer multiples of this distance (if
    /// positive). Default value is 0.0.", developer.apple.com, NSParagraphStyle.defaultTabInterval).
    public static let count = 12
}
