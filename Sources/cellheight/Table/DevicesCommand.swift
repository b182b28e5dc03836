import ArgumentParser
import CellTemplates
import FeedTables
import ViewLayout

/// `cellheight devices`: the device presets `--device` accepts.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "Lists the device presets for --device: portrait width in points, scale, and the devices they stand for.",
        discussion: "Sizes from Apple's Human Interface Guidelines, Layout: device screen sizes and orientations."
    )

    func run() throws {
        let output = StandardStream.output()
        let nameWidth = Device.all.map(\.name.count).max() ?? 0
        output.writeLine("name".padding(nameWidth) + "  width  scale  devices")
        for device in Device.all {
            output.writeLine(device.name.padding(nameWidth) + "  " + formatPoints(device.width).padding(5)
                             + "  @" + formatPoints(device.scale) + "x    " + device.title)
        }
        try output.checkWritten()
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
