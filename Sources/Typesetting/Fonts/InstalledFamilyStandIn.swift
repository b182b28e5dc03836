/// A family of iOS's own (Georgia, Helvetica Neue, ...) that no file registers, as the collection draws it: in
/// the system font's faces at the family's own line (`InstalledFontLines`), so a text in it is as tall as UIKit
/// sets it but as wide as the stand-in's glyphs. Templates, Interface Builder cells and `measure` accept such a
/// family rather than refuse it, and say this in the same words.
public struct InstalledFamilyStandIn: Sendable, Hashable {
    /// The family, as iOS names it.
    public let family: String
    /// The family whose glyphs are drawn: the system font's (`FontCollection.systemFamily`).
    public let drawnIn: String

    public init(family: String, drawnIn: String) {
        self.family = family
        self.drawnIn = drawnIn
    }

    /// The warning, `subject` naming what is drawn ("the text is", "title and the other texts in it are").
    public func warning(_ subject: String) -> String {
        "font family \"\(family)\" is one of iOS's own and no file of it is registered: \(subject) \(howDrawn)"
    }

    /// How it is drawn and what to do for its widths, as every warning of such a family ends.
    public var howDrawn: String {
        "drawn in \(drawnIn) at \(family)'s line (UIKit's line height, not its widths); for iOS's widths, register a copy "
            + "of it from a Mac (macOS has iOS's fonts) with --font-file or --fonts"
    }
}
