import ViewLayout

/// The size UIKit gives an SF Symbol image, estimated. Interface Builder's `<resources>` give a system
/// symbol (`catalog="system"`) its shape only, its longer side written as 128, not the size UIKit draws
/// it at; taken as points, a chevron would be 128 points tall. A symbol is drawn to match text of its point
/// size: at the medium scale its longer side is about 1.1 x the point size (a 64-point
/// `chevron.compact.down` is 70.33 x 25.67 points, Apple Developer Forums thread 716773), the small scale
/// about 20% smaller and the large one about 30% larger (Apple's `NSImage.SymbolScale` documentation).
/// Without a configuration it is taken at 17 points, the body style's size at the default content size,
/// which Xcode's stored frames of unconfigured symbols agree with (a chevron 14 points tall at the small
/// scale, 16.5 with the body style). Symbols differ in how much of that box they fill, so an estimate can
/// be a few points off; a size constraint in the file, or the app's own image, makes it exact.
struct SymbolImageSize {
    /// The longer side of a medium-scale symbol per point of its point size.
    static let longerSidePerPoint = 70.33 / 64
    /// The point size of a symbol without a configuration: the body style's at the default content size.
    static let defaultPointSize = 17.0

    /// The point size the configuration names (its own, or its font's).
    var pointSize = defaultPointSize
    /// `small`, `medium` (the default) or `large`.
    var scale: String?

    /// How much larger than medium the scale draws.
    var scaleFactor: Double {
        switch scale {
        case "small": 0.8
        case "large": 1.3
        default: 1
        }
    }

    /// The image's size for a symbol of `shape` (the resource's width and height, any units).
    func size(shape: (width: Double, height: Double)) -> Size {
        let longer = max(shape.width, shape.height)
        guard longer > 0 else { return Size(width: 0, height: 0) }
        let points = Self.longerSidePerPoint * pointSize * scaleFactor / longer
        return Size(width: shape.width * points, height: shape.height * points)
    }
}
