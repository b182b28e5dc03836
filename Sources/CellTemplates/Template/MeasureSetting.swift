import HeightCache

/// A width and scale to measure at, with the content size category.
public struct MeasureSetting: Sendable, Hashable {
    /// The table width in points (a device's screen width, or `--width`).
    public var width: Double
    /// Pixels per point (the device's, or `--scale`).
    public var scale: Double
    /// The Dynamic Type content size that text styles are sized for.
    public var contentSize: ContentSizeCategory
    /// A setting, at UIKit's default content size unless told otherwise.
    public init(width: Double, scale: Double, contentSize: ContentSizeCategory = .default) {
        self.width = width; self.scale = scale; self.contentSize = contentSize
    }

    /// Every (width, scale) pair, each at every content size, in the order given, each setting once:
    /// the settings a table measures.
    public static func combinations(_ pairs: [(width: Double, scale: Double)], contentSizes: [ContentSizeCategory]) -> [MeasureSetting] {
        var seen: Set<MeasureSetting> = []
        return pairs.flatMap { pair in contentSizes.map { MeasureSetting(width: pair.width, scale: pair.scale, contentSize: $0) } }
            .filter { seen.insert($0).inserted }
    }
}
