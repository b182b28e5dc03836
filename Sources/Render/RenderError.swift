import Typesetting
import ViewLayout

/// Why a picture could not be made or written.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The picture would be empty or larger than the limit (pixels on a side). `height` is the row's;
    /// `strip`, the overlay's caption strip below it, which the picture holds too.
    case invalidSize(width: Double, height: Double, scale: Double, limit: Int, strip: Double = 0)
    /// cairo refused an operation; `status` is cairo's own description.
    case cairo(operation: String, status: String)
    /// The PNG could not be written.
    case write(path: String, status: String)
    /// Laying out what was to be drawn failed; `what` names it ("laying out cell 'status' at width 375").
    case layout(what: String, LayoutError)
    /// Measuring or shaping a text to be drawn failed; `what` names the text, empty for the picture's own.
    case text(what: String, TypesettingError)
    /// An image view's file could not be decoded (its header was read when the catalog loaded, so the
    /// rest of it is damaged, or it changed since).
    case image(path: String, String)

    /// A message naming what could not be drawn or written, and why.
    public var description: String {
        switch self {
        case let .invalidSize(width, height, scale, limit, strip):
            "cannot draw \(formatPointsShort(width)) x \(formatPointsShort(height)) points at @\(formatPointsShort(scale))x"
                + (strip > 0 ? " with the overlay's \(formatPointsShort(strip))-point strip below "
                   + "(\(Canvas.pixels(height + strip, scale: scale)) pixels tall): " : ": ")
                + (!(scale.isFinite && scale >= 1) ? "the scale must be at least 1"
                   : width == 0 || height == 0 ? "a side of 0 points has nothing to draw (a row 0 points tall is one its table hides)"
                   : "each side must be 1 to \(limit) pixels")
        case let .cairo(operation, status):
            "cairo \(operation) failed: \(status)"
        case let .write(path, status):
            "cannot write \(path): \(status)"
        case let .layout(what, error):
            "\(what): \(error)"
        case let .text(what, error):
            what.isEmpty ? "\(error)" : "\(what): \(error)"
        case let .image(path, why):
            "cannot draw the image \(path): \(why)"
        }
    }
}
