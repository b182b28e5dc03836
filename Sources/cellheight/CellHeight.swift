import ArgumentParser
import HeightCache

/// The `cellheight` tool: list-cell heights computed from real fonts, without a device.
@main
struct CellHeight: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellheight",
        abstract: "Measures list-cell heights for given data at a given width.",
        discussion: """
        Heights come from real font metrics (FreeType), real glyph advances (HarfBuzz) and ICU's \
        line breaking, following UIKit's conventions (points, pixel-grid rounding at --scale).
        `cellheight table` writes a feed's height table with a cell template; `cellheight render` draws cells to PNG; `cellheight lint` checks a template; `cellheight measure` measures texts; `cellheight devices` lists the device presets.
        """,
        version: "cellheight 0.3.0 (\(HeightCacheFingerprint.engineVersion))",
        subcommands: [TableCommand.self, RenderCommand.self, LintCommand.self, MeasureCommand.self, DevicesCommand.self]
    )

    /// ArgumentParser's own entry, plus a hint where a text that starts with '-' was taken for an option.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let message = fullMessage(for: error)
            if message.contains("Unknown option '-"), !message.contains("Unknown option '--") {
                let errors = StandardStream.error()
                errors.writeLine("hint: a TEXT that starts with '-' goes after '--', e.g. cellheight measure --size 17 --width 100 -- \"-5 degrees\"")
                errors.flush()
            }
            exit(withError: error)
        }
    }
}
