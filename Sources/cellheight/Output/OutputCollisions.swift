import ArgumentParser

/// What a run writes, checked before anything is written: no two outputs name one file, and the
/// `--report` folder holds the report alone (no other output, and no input, inside it).
struct OutputCollisions {
    /// The files the run writes, with the options that name them, and whether the run reads them too (a
    /// recording's golden table and cache, which are inputs and outputs at once).
    var files: [(option: String, path: String, alsoRead: Bool)] = []
    /// The `--report` folder, if any.
    var reportFolder: String?

    /// Adds `path` as written through `option`; nil is no file.
    mutating func add(_ option: String, _ path: String?, alsoRead: Bool = false) {
        guard let path else { return }
        files.append((option, path, alsoRead))
    }

    /// Throws a usage error naming the first collision: an output that is an input (before any input is
    /// opened, so a refused run says nothing of the files it would have read), two outputs that are one file
    /// (the same path, or the same file through a link), an output inside or at the report folder, or an
    /// input inside it.
    func refuse(inputs: InputFiles) throws(ValidationError) {
        for file in files where !file.alsoRead && file.path != "-" { try inputs.refuseOutput(file.path, option: file.option) }
        let resolved = files.map { (option: $0.option, path: $0.path, canonical: FilePath.canonical($0.path), identity: FilePath.identity(of: $0.path)) }
        for (index, first) in resolved.enumerated() {
            for second in resolved[(index + 1)...] where first.canonical == second.canonical || (first.identity != nil && first.identity == second.identity) {
                throw ValidationError("\(first.option) \(first.path) and \(second.option) \(second.path) are the same file; give each output a file of its own.")
            }
        }
        guard let reportFolder else { return }
        let folder = FilePath.canonical(reportFolder)
        func isInside(_ canonical: String) -> Bool { canonical == folder || canonical.hasPrefix(folder == "/" ? "/" : folder + "/") }
        for output in resolved where isInside(output.canonical) {
            throw ValidationError("\(output.option) \(output.path) is inside the --report folder \(reportFolder), which holds the report alone; write it beside the folder.")
        }
        // Standard input has no path; outputs are compared with it by `InputFiles.refuseOutput`.
        for input in inputs.entries where input.standardInput == nil && isInside(FilePath.canonical(input.path)) {
            throw ValidationError("--report \(reportFolder) holds the \(input.option) \(input.path), which the run reads; a report folder holds the report alone.")
        }
    }
}
