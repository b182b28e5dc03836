import ArgumentParser
import CellTemplates
import FeedTables
import HeightCache
import ViewLayout

/// Where a height table is measured: widths and scales, devices, content size categories.
struct SettingOptions: ParsableArguments {
    @Option(name: .customLong("width"), parsing: .unconditionalSingleValue, help: ArgumentHelp("A table width in points; repeatable.", valueName: "points"), transform: decimalArgument)
    var widths: [Double] = []

    @Option(name: .customLong("device"), help: ArgumentHelp(
        "A device preset (its portrait width and scale); repeatable. `cellheight devices` lists them.", valueName: "name"))
    var devices: [String] = []

    @Option(name: .customLong("scale"), parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "Pixels per point for the --width values: 1, 2 or 3; repeatable (default 3). Devices have their own.", valueName: "n"), transform: decimalArgument)
    var scales: [Double] = []

    @Option(name: .customLong("content-size"), help: ArgumentHelp(
        "Dynamic Type content size category for text styles: xSmall, small, medium, large (default), xLarge, "
            + "xxLarge, xxxLarge, AX1 ... AX5; repeatable.", valueName: "category"))
    var contentSizes: [String] = []

    func validate() throws {
        for width in widths where !(width.isFinite && width >= 1 && width <= 10_000) {
            throw ValidationError("--width must be a number of points from 1 to 10000, got \(formatPoints(width)).")
        }
        for scale in scales where ![1.0, 2.0, 3.0].contains(scale) {
            throw ValidationError("--scale must be 1, 2 or 3, got \(formatPoints(scale)).")
        }
        for name in devices where Device.named(name) == nil {
            throw ValidationError("Unknown device '\(name)'. Known: \(Device.all.map(\.name).joined(separator: ", ")).")
        }
        // A scale is for the --width values; with devices alone it would change nothing, silently.
        if !scales.isEmpty && widths.isEmpty, let device = devices.first.flatMap(Device.named) {
            throw ValidationError("--scale applies to --width values, and a device has its own (\(device.name): "
                                  + "\(formatPoints(device.width)) points @\(formatPoints(device.scale))x); give --width with --scale, or leave --scale out.")
        }
        for name in contentSizes where ContentSizeCategory(name: name) == nil {
            throw ValidationError("Unknown --content-size '\(name)'. Known: \(ContentSizeCategory.knownNames).")
        }
    }

    /// Throws unless a width or device is given (a design-time picture alone may go without).
    func requireSetting() throws {
        if widths.isEmpty && devices.isEmpty { throw ValidationError("Give at least one --width or --device.") }
    }

    /// Every (width, scale, content size) in the order given: widths x scales, then devices, each for
    /// every content size.
    var settings: [MeasureSetting] {
        var pairs: [(width: Double, scale: Double)] = []
        for width in widths { for scale in (scales.isEmpty ? [3] : scales) { pairs.append((width, scale)) } }
        for name in devices { if let device = Device.named(name) { pairs.append((device.width, device.scale)) } }
        return MeasureSetting.combinations(pairs, contentSizes: categories)
    }

    /// The content sizes given, in order (validated names); the default alone when none is.
    var categories: [ContentSizeCategory] {
        contentSizes.isEmpty ? [.default] : contentSizes.compactMap(ContentSizeCategory.init(name:))
    }
}
