import CellTemplates
import HeightCache

/// The settings a run is asked for, as `table`'s options and the server's fields give them: widths with
/// scales, devices by name, content sizes by name. One place checks them and makes the settings, so the
/// command line and the server refuse the same choices; each words a `Problem` in its own terms.
public struct SettingChoice: Sendable {
    public var widths: [Double]
    public var scales: [Double]
    public var devices: [String]
    public var contentSizes: [String]

    /// A choice of these widths, scales, device names and content size names.
    public init(widths: [Double], scales: [Double], devices: [String], contentSizes: [String]) {
        self.widths = widths; self.scales = scales; self.devices = devices; self.contentSizes = contentSizes
    }

    /// What is wrong with a choice, with the value at fault.
    public enum Problem: Error, Equatable {
        /// A width outside 1 to 10,000 points (NaN included).
        case width(Double)
        /// A scale other than 1, 2 or 3.
        case scale(Double)
        /// A device name that is not `Device.all`'s.
        case unknownDevice(String)
        /// Scales with devices and no widths: a scale is for the widths, and a device has its own
        /// (this one, the first given), so the scales would change nothing.
        case scaleWithoutWidths(Device)
        /// A content size name `ContentSizeCategory` does not know.
        case unknownContentSize(String)
    }

    /// Whether `width` is one a table is measured at: 1 to 10,000 points (NaN is not).
    public static func isWidth(_ width: Double) -> Bool { width.isFinite && width >= 1 && width <= 10_000 }
    /// Whether `scale` is one a table is measured at: 1, 2 or 3.
    public static func isScale(_ scale: Double) -> Bool { [1.0, 2.0, 3.0].contains(scale) }
    /// The widths and scales allowed, as messages say them.
    public static let widthRule = "a number of points from 1 to 10000"
    public static let scaleRule = "1, 2 or 3"

    /// Checks the values in the order they are written about: widths, scales, devices, content sizes.
    public func check() throws(Problem) {
        for width in widths where !Self.isWidth(width) { throw .width(width) }
        for scale in scales where !Self.isScale(scale) { throw .scale(scale) }
        for name in devices where Device.named(name) == nil { throw .unknownDevice(name) }
        if !scales.isEmpty && widths.isEmpty, let device = devices.first.flatMap(Device.named) { throw .scaleWithoutWidths(device) }
        for name in contentSizes where ContentSizeCategory(name: name) == nil { throw .unknownContentSize(name) }
    }

    /// Whether a width or a device is given: without either there is nothing to measure at.
    public var isEmpty: Bool { widths.isEmpty && devices.isEmpty }

    /// The content sizes given, in order (the known names); the default alone when none is.
    public var categories: [ContentSizeCategory] {
        contentSizes.isEmpty ? [.default] : contentSizes.compactMap(ContentSizeCategory.init(name:))
    }

    /// Every (width, scale, content size) in the order given: widths x scales (3 when none is given), then
    /// devices, each for every content size, each setting once. Names that `check()` refuses are left out.
    public var settings: [MeasureSetting] {
        var pairs: [(width: Double, scale: Double)] = []
        for width in widths { for scale in scales.isEmpty ? [3] : scales { pairs.append((width, scale)) } }
        for name in devices { if let device = Device.named(name) { pairs.append((device.width, device.scale)) } }
        return MeasureSetting.combinations(pairs, contentSizes: categories)
    }
}
