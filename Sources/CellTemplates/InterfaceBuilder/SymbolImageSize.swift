import UIKitMetrics
import ViewLayout

/// The size UIKit gives an SF Symbol image, estimated. Interface Builder's `<resources>` give a system
/// symbol (`catalog="system"`) its shape only, its longer side written as 128, not the size UIKit draws
/// it at; taken as points, a chevron would be 128 points tall. A symbol is drawn to match text of its point
/// size, its longer side a fixed share of that size at each scale (`SymbolImageMetrics`). Symbols differ in
/// how much of that box they fill, so an estimate can be a few points off; a size constraint in the file,
/// or the app's own image, makes it exact.
struct SymbolImageSize {
    /// The iOS release whose metrics apply.
    var ios: IOSVersion
    /// The point size the configuration names (its own, or its font's); nil for none.
    var pointSize: Double?
    /// `small`, `medium` (the default) or `large`.
    var scale: String?

    /// The point size the symbol is drawn at.
    var points: Double { pointSize ?? SymbolImageMetrics.defaultPointSize[ios] }

    /// The scales Interface Builder writes (`UIImage.SymbolScale`'s cases).
    static let scales = ["default", "unspecified", "small", "medium", "large"]

    /// How much larger than medium the scale draws.
    var scaleFactor: Double {
        switch scale {
        case "small": SymbolImageMetrics.smallScale[ios]
        case "large": SymbolImageMetrics.largeScale[ios]
        default: 1
        }
    }

    /// The image's size for a symbol of `shape` (the resource's width and height, any units).
    func size(shape: (width: Double, height: Double)) -> Size {
        let longer = max(shape.width, shape.height)
        guard longer > 0 else { return Size(width: 0, height: 0) }
        let scaled = SymbolImageMetrics.longerSidePerPoint[ios] * points * scaleFactor / longer
        return Size(width: shape.width * scaled, height: shape.height * scaled)
    }
}
