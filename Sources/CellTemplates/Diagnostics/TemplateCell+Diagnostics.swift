import HeightCache
import Typesetting
import ViewLayout

extension TemplateCell {
    /// What the engine knows about the measurement just made (`fittingHeight(in:)`): the
    /// `DiagnosticDepth.measured` checks. Frame layout has no constraints to break, so only its texts are
    /// checked.
    public func measuredDiagnostics() -> [CellDiagnostic] {
        var found: [CellDiagnostic] = []
        if usesAutoLayout {
            let reported = contentView.layoutDiagnostics
            if !reported.isEmpty { found = reported.map { CellDiagnostic($0, lines: constraintLines) } }
        }
        for (name, count) in labelsMissingGlyphs() { found.append(.uncoveredCharacters(view: name, count: count)) }
        return found
    }

    /// Measures the bound item in `geometry` and runs the checks of `depth`; the height comes back with
    /// what was found. `.full` lays the cell out at its height afterwards (for the ambiguity probe).
    public func diagnose(in geometry: TableGeometry, depth: DiagnosticDepth) throws(HeightCacheError) -> (height: Double, diagnostics: [CellDiagnostic]) {
        let height = try fittingHeight(in: geometry)
        var found = measuredDiagnostics()
        guard depth == .full, usesAutoLayout else { return (height, found) }
        // The row rounds the content's fitting height up to the pixel; laid out at that, views hugging at one
        // priority would share the sliver, which is no ambiguity of the constraints: probe at the exact height.
        let sliver = contentView.lastSolvedSize.map { PixelGrid(scale: geometry.scale).ceil($0.height) - $0.height } ?? 0
        let squeezed = try confirmedSqueezes(contentView.squeezedViews(), in: geometry)
        if !squeezed.isEmpty { found.append(.squeezed(squeezed)) }
        var split: Set<String> = []
        do {
            let report = try selfSizingCheck(in: geometry)
            for problem in report.problems {
                switch problem {
                case .unsatisfiableConstraints, .compressedContent: continue   // reported above, from the same fitting
                // A height its content does not decide, but whose least holds every view, is the height UIKit's
                // self-sizing fits (the compressed one): no problem where nothing reaches past it, unless the
                // row's split moved between the two fittings (said below, as the ambiguity it is).
                case .heightNotDetermined where report.overflowing.isEmpty: continue
                case .looseViews where report.overflowing.isEmpty: continue
                default: found.append(.notSelfSizing(problem))
                }
            }
            // A view an Interface Builder cell pins to its own trailing edge lies under the accessory, past the
            // content view by up to the accessory's width, as UIKit lays it out.
            let underAccessory = accessoryType != .none || accessoryView != nil ? widthBesideContent(in: geometry) : 0
            let outside = report.outside.compactMap { view -> OutsideView? in
                let crossings = view.crossings.filter { !($0.edge == .trailing && $0.distance <= underAccessory + 0.001) }
                return crossings.isEmpty ? nil : OutsideView(view: view.view, crossings: crossings)
            }
            // Where nothing sizes the cell (a fixed row height gives it one, or the zero height was said), every
            // view would lie past its bottom: not said.
            if !outside.isEmpty, report.compressedHeight > 0 { found.append(.outside(outside)) }
            if report.overflowing.isEmpty {
                found += report.reshaped.map { .ambiguous(view: $0, attributes: ["width"]) }
                split = Set(report.reshaped)
            }
            frame = Rect(x: 0, y: 0, width: geometry.rowWidth, height: height - max(0, sliver))
            try layoutIfNeeded()
        } catch {
            throw .layout(identifier: template.identifier, location: nil, error)
        }
        let ambiguity = contentView.checkAmbiguity(workLimit: Self.ambiguityWork)
        // A view the open split already reported (its width) is said once.
        for view in ambiguity.views where !split.contains(view.view.layoutDebugName) {
            found.append(.ambiguous(view: view.view.layoutDebugName, attributes: view.attributes))
        }
        if !ambiguity.isComplete { found.append(.ambiguityNotFinished(checked: ambiguity.checked, total: ambiguity.total)) }
        return (height, found)
    }

    /// `found` without the images that are smaller than their content by design: an image is drawn scaled
    /// into its frame, so it is squeezed only where a tie chose it (an avatar and a picture grid beside it both
    /// resisting compression at 750: the solver may compress either, and at some width compresses the avatar
    /// to a sliver), not where the template's required constraints or a higher priority elsewhere make its
    /// frame (a photo pinned to both margins, narrower than its file; a grid that gives way to an avatar at 751).
    /// Each image is measured again resisting compression half a step higher on the axis it was squeezed on,
    /// above its equals and below the next whole priority: where it then grows (by more than a pixel), a tie
    /// squeezed it, and it stays. The cell then starts its layout over (a tie's split could otherwise stay as
    /// the probe left it) and is measured once more, as it was.
    private func confirmedSqueezes(_ found: [SqueezedView], in geometry: TableGeometry) throws(HeightCacheError) -> [SqueezedView] {
        var kept: [SqueezedView] = []
        var probed = false
        for squeeze in found {
            guard squeeze.contentHeight != nil,
                  let view = named.values.first(where: { $0.layoutDebugName == squeeze.view }), view.scalesContentToFrame else {
                kept.append(squeeze)
                continue
            }
            let resistance = view.contentCompressionResistancePriority(for: squeeze.axis)
            guard !resistance.isRequired else { kept.append(squeeze); continue }
            view.setContentCompressionResistancePriority(LayoutPriority(min(resistance.rawValue + 0.5, 999.5)), for: squeeze.axis)
            probed = true
            let measured = Result { () throws(HeightCacheError) -> Double in
                _ = try fittingHeight(in: geometry)
                do throws(LayoutError) { _ = try contentView.layoutAsLastSolved() } catch {
                    throw .layout(identifier: template.identifier, location: nil, error)
                }
                return squeeze.axis == .horizontal ? view.frame.width : view.frame.height
            }
            view.setContentCompressionResistancePriority(resistance, for: squeeze.axis)
            let length = try measured.get()
            // Frames are on the pixel grid: a growth of more than a pixel is the tie giving way.
            if length > squeeze.height + 1 / geometry.scale { kept.append(squeeze) }
        }
        if probed {
            startLayoutOver()
            _ = try fittingHeight(in: geometry)
        }
        return kept
    }

    /// The solver's work the ambiguity check of one sample may take (row cells written or copied): the check
    /// grows with the cube of the views. `lint` of a column of 200 wrapping labels checks them all (0.7 s); of
    /// 400, the first 73 (0.5 s), where checking all took 8.3 s, and 600 took 26.5 s (the 2,000 views a
    /// template may have would take most of an hour).
    static let ambiguityWork: UInt64 = 100_000_000
}
