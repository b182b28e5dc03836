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
            + "xxLarge, xxxLarge, AX1 ... AX5, or UIKit's names (accessibilityLarge, UICTContentSizeCategoryXL); repeatable.",
        valueName: "category"))
    var contentSizes: [String] = []

    /// The options as the choice `table` and the server check alike.
    var choice: SettingChoice { SettingChoice(widths: widths, scales: scales, devices: devices, contentSizes: contentSizes) }

    func validate() throws {
        do { try choice.check() } catch {
            switch error {
            case .width(let width): throw ValidationError("--width must be \(SettingChoice.widthRule), got \(formatPoints(width)).")
            case .scale(let scale): throw ValidationError("--scale must be \(SettingChoice.scaleRule), got \(formatPoints(scale)).")
            case .unknownDevice(let name):
                throw ValidationError("Unknown device '\(name)'. Known: \(Device.all.map(\.name).joined(separator: ", ")).")
            case .scaleWithoutWidths(let device):
                throw ValidationError("--scale applies to --width values, and a device has its own (\(device.name): "
                                      + "\(formatPoints(device.width)) points @\(formatPoints(device.scale))x); give --width with --scale, or leave --scale out.")
            case .unknownContentSize(let name):
                throw ValidationError("Unknown --content-size '\(name)'. Known: \(ContentSizeCategory.knownNames).")
            }
        }
    }

    /// Throws unless a width or device is given (a design-time picture alone may go without).
    func requireSetting() throws {
        if choice.isEmpty { throw ValidationError("Give at least one --width or --device.") }
    }

    /// Every (width, scale, content size) in the order given: widths x scales, then devices, each for
    /// every content size.
    var settings: [MeasureSetting] { choice.settings }

    /// The content sizes given, in order (validated names); the default alone when none is.
    var categories: [ContentSizeCategory] { choice.categories }
}
