/// Rounding to the pixel grid of a display scale (pixels per point), as UIKit snaps frames and sizes and
/// as a label's text size is rounded up. One rounding for text and views alike, so a label's measured size
/// and the frame it gets land on the same pixel.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point: 1, 2 or 3 on iOS devices.
    public var scale: Double
    /// The grid of `scale`; a scale that is not a finite number of at least 1 is taken as 1, so rounding
    /// never gives NaN, and a pixel is never so large that `tolerance` swallows whole points (at a scale of
    /// 1e-9, 20 points would round up to 0).
    public init(scale: Double) { self.scale = scale >= 1 && scale.isFinite ? scale : 1 }

    /// How far past a pixel boundary a size may lie, in pixels, and still round up to that boundary:
    /// it absorbs floating-point noise from the solver and from sums of fractional advances
    /// (20.000000001 points is 20, not 20⅓), and is far below anything a screen shows.
    public static let tolerance = 1e-6

    /// The nearest pixel boundary, counted in pixels from 0: frame edges are snapped this way. Snapping
    /// both edges of a frame and subtracting in pixels keeps frames of adjacent views exactly adjacent. An
    /// edge half a pixel from two boundaries goes away from 0, as `round` does, also where the solver's noise
    /// leaves it a hair short of the half (a view centred in one an odd number of pixels taller: UIKit's
    /// edges are 1.333 and 19.333 for 18 points centred in 20.333, where 3.4999999 pixels rounded down gave
    /// 1 and a view a pixel taller).
    public func nearestPixel(_ value: Double) -> Double {
        let pixels = value * scale
        return (pixels + (pixels < 0 ? -Self.tolerance : Self.tolerance)).rounded()
    }

    /// The first pixel boundary at or above `value` (within `tolerance`), counted in pixels from 0.
    public func pixelsCovering(_ value: Double) -> Double { (value * scale - Self.tolerance).rounded(.up) }

    /// The nearest pixel boundary: frame edges are snapped this way.
    public func round(_ value: Double) -> Double { nearestPixel(value) / scale }

    /// The next pixel boundary at or above `value`: sizes are rounded up so content is never clipped.
    public func ceil(_ value: Double) -> Double { pixelsCovering(value) / scale }
}
