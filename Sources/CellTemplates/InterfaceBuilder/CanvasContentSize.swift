import HeightCache

extension InterfaceBuilderDocument {
    /// The tools versions of the Xcode releases whose canvas sets text styles at the xSmall content size:
    /// Xcode 12.5 (18122) up to Xcode 14's first builds (21xxx).
    static let extraSmallCanvasTools: Range<Double> = 18_000..<21_000

    /// The content size category Xcode's canvas sets the file's text styles at: large, UIKit's default,
    /// except in files saved by Xcode 12.5 to 13, whose canvas drew them at xSmall. That is what those files
    /// store: one-line labels in a text style as tall as its xSmall line (body 17 points at 2x, 14-point
    /// text, where large gives 20.5; subheadline 14.5, 12 points, where large gives 18). Over the held-out
    /// cells (`scripts/ib-text-style-sizes`), 51 such labels of files of tools versions 18122 to 20037 in 8
    /// projects are the xSmall line and 1 the large; of the files of other versions, 351 are the large line
    /// and none the xSmall. Only the canvas (`lint --frames`, `render --design`) uses it; at run time the
    /// text is set at the content size asked for.
    var canvasContentSize: ContentSizeCategory {
        !tvOS && Self.extraSmallCanvasTools.contains(toolsVersion) ? .extraSmall : .default
    }
}
