import ArgumentParser
import CellTemplates
import FeedTables

/// `--cell NAME`: which cell of an Interface Builder document, as `lint --cell` takes it; the same as
/// `--template FILE#NAME`.
struct CellOption: ParsableArguments {
    @Option(help: ArgumentHelp("The cell of an Interface Builder --template: its reuse identifier, IB object id or custom class (the same as --template FILE#NAME).", valueName: "name"))
    var cell: String?

    /// `template` with the cell named, refusing a cell for a file that is not an Interface Builder
    /// document or that names its cell already.
    func applied(to template: String) throws -> String {
        guard let cell else { return template }
        guard let reference = CellTemplate.interfaceBuilderReference(template) else {
            throw ValidationError("--cell applies to Interface Builder documents (.xib, .storyboard); \(template) is not one.")
        }
        if let named = reference.cell, named != cell {
            throw ValidationError("--cell \(cell) and --template \(template) name two cells; give one.")
        }
        return reference.file + "#" + cell
    }
}
