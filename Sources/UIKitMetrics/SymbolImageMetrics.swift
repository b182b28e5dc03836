/// How large UIKit draws an SF Symbol image, by iOS release: what a system symbol in an Interface Builder
/// file is sized with, since the file gives only its shape (its longer side written as 128).
public enum SymbolImageMetrics {
    /// A medium-scale symbol's longer side per point of its point size: a 64-point `chevron.compact.down` is
    /// 70.33 x 25.67 points (Apple Developer Forums thread 716773, `UIImage(systemName:withConfiguration:)`
    /// at 64 points, medium scale).
    public static let longerSidePerPoint = Versioned(70.33 / 64,
        source: "Apple Developer Forums thread 716773 (a 64-point symbol 70.33 points wide)")
    /// The small scale: "approximately 20% smaller than the medium scale" (developer.apple.com,
    /// NSImage.SymbolScale.small).
    public static let smallScale = Versioned(0.8, source: "developer.apple.com, NSImage.SymbolScale.small")
    /// The large scale: "approximately 30% larger than the medium scale" (developer.apple.com,
    /// NSImage.SymbolScale.large).
    public static let largeScale = Versioned(1.3, source: "developer.apple.com, NSImage.SymbolScale.large")
    /// The point size of a symbol without a configuration: the body style's at the default content size,
    /// which Xcode's stored frames of unconfigured symbols agree with (a chevron 14 points tall at the small
    /// scale, 16.5 with the body style).
    public static let defaultPointSize = Versioned(17.0, source: "Xcode's stored frames of symbol image views")
}
