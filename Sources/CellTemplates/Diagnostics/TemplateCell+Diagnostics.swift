import HeightCache
import ViewLayout

extension TemplateCell {
    /// What the engine knows about the measurement just made (`fittingHeight(in:)`): the
    /// `DiagnosticDepth.measured` checks. Empty for frame layout, which has no constraints to break.
    public func measuredDiagnostics() -> [CellDiagnostic] {
        guard usesAutoLayout else { return [] }
        let reported = contentView.layoutDiagnostics
        return reported.isEmpty ? [] : reported.map(CellDiagnostic.init)
    }

    /// Measures the bound item in `geometry` and runs the checks of `depth`; the height comes back with
    /// what was found. `.full` lays the cell out at its height afterwards (for the ambiguity probe).
    public func diagnose(in geometry: TableGeometry, depth: DiagnosticDepth) throws(HeightCacheError) -> (height: Double, diagnostics: [CellDiagnostic]) {
        let height = try fittingHeight(in: geometry)
        var found = measuredDiagnostics()
        guard depth == .full, usesAutoLayout else { return (height, found) }
        let squeezed = contentView.squeezedViews()
        if !squeezed.isEmpty { found.append(.squeezed(squeezed)) }
        do {
            let report = try selfSizingCheck(in: geometry)
            for problem in report.problems {
                switch problem {
                case .unsatisfiableConstraints, .compressedContent: continue   // reported above, from the same fitting
                default: found.append(.notSelfSizing(problem))
                }
            }
            frame = Rect(x: 0, y: 0, width: geometry.width, height: height)
            try layoutIfNeeded()
        } catch {
            throw .layout(identifier: template.identifier, location: nil, error)
        }
        found += contentView.ambiguousViews().map { .ambiguous(view: $0.view.layoutDebugName, attributes: $0.attributes) }
        return (height, found)
    }
}
