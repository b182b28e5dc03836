import ArgumentParser

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
        subcommands: [TableCommand.self, RenderCommand.self, LintCommand.self, MeasureCommand.self, DevicesCommand.self]
    )
}
