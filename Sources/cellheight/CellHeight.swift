import ArgumentParser

@main
struct CellHeight: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cellheight",
        abstract: "Measures list-cell heights for given data at a given width."
    )
}
