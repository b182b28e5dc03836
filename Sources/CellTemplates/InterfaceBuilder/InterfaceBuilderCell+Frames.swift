import HeightCache
import Typesetting
import UIKitMetrics
import ViewLayout

extension InterfaceBuilderCell {
    /// Lays out the design template (the file's texts, images and placeholder sizes) at the design width,
    /// at the scale of the device the file was designed on, twice: at the row height computed here and at
    /// the canvas height (the height Xcode drew the cell at, `canvasHeight`). The content view gets the
    /// width the file stores for it, so an accessory narrows it as Xcode did (where the file stores none, the
    /// row's width less what UIKit gives the accessory); the table is the cell's width, which with the
    /// phone's decides its margins (`TableGeometry.cellLayoutMargin`), as UIKit's rule looks at the table and
    /// the screen, not the content view.
    ///
    /// The computed height is the fitting height plus the separator. A cell that does not size itself (its
    /// content leaves its height open, or nothing gives it one) gets its table view's fixed row height where
    /// it has one, as UIKit gives it every row of that table; otherwise its fitting height, UIKit's compressed
    /// fitting height, which is 0 when nothing gives it one (its reason in `fittingFailure`): then a table
    /// cell's row is UIKit's standard height, 44 points (`HeightBasis.standardHeight`), and any other cell
    /// is laid out at 0. A cell that cannot be fitted at all still gets its canvas frames.
    public func designFrames(textCache: PreparedTextCache) throws(HeightCacheError) -> DesignFrames {
        let (cell, geometry, height) = try designHeight(textCache: textCache)
        // Where the file stores no content view frame, the cell spans its row and the accessory takes its share.
        let contentWidth = storedContentWidth ?? geometry.rowWidth
        let computed = height.computed
        let canvas = canvasHeight(in: geometry, computed: computed)
        let computedFrames = try computed.map { height throws(HeightCacheError) in try frames(of: cell, width: contentWidth, height: height) }
        // What the computed layout leaves broken or open is lint's to say of the cell; the canvas's notes are
        // only what its own height adds.
        let differs = computed.map { abs($0 - canvas.height) > DesignFrames.misplacement } ?? false
        let computedConflicts = computedFrames == nil ? [] : brokenConstraints(of: cell)
        let computedBroken = Set(computedConflicts.map(Self.broken))
        let computedOpen = cell.usesAutoLayout && differs && computedFrames != nil ? openViews(of: cell) : []
        // The computed frames are the fitting solve's, where the content view is the fitting height; Xcode 11
        // and later draw the canvas's over the separator.
        cell.contentViewSpansSeparator = canvasSpansSeparator
        let canvasFrames = try frames(of: cell, width: contentWidth, height: canvas.height)
        // A canvas height below what required constraints need breaks one of them; which one is an engine's
        // choice (Xcode's may break another), so the canvas frames around it are said to be this layout's.
        let canvasConflicts = brokenConstraints(of: cell).filter { !computedBroken.contains(Self.broken($0)) }
        let uncovered = uncoveredCharacters(in: cell)
        // Where the canvas stretches or squeezes the content, views at one priority may share the difference
        // either way (two labels at one compression resistance): the canvas's pick is then not Xcode's to match.
        func named(_ open: Set<ObjectIdentifier>) -> [String] {
            views.compactMap { view in cell.named[view.name].flatMap { open.contains(ObjectIdentifier($0)) ? "\(view.name) (\(view.id))" : nil } }
        }
        var canvasOpen: [String] = []
        if cell.usesAutoLayout, differs { canvasOpen = named(openViews(of: cell).subtracting(computedOpen)) }
        // Each view's superview among the listed ones, by the laid-out cell's own tree.
        var idByView: [ObjectIdentifier: String] = [:]
        for view in views { if let made = cell.named[view.name] { idByView[ObjectIdentifier(made)] = view.id } }
        let entries = views.map { view in
            var entry = DesignFrames.Entry(id: view.id, name: view.name, stored: view.storedFrame,
                                           computed: computedFrames?[view.name] ?? nil, canvas: canvasFrames[view.name] ?? nil)
            entry.markedMisplacedByXcode = view.markedMisplaced
            entry.superviewID = cell.named[view.name]?.superview.flatMap { idByView[ObjectIdentifier($0)] }
            return entry
        }
        var result = DesignFrames(width: designWidth, computedHeight: computed, heightBasis: height.basis, fittingFailure: height.fitting.failure,
                            openHeightReasons: height.openHeightReasons,
                            storedHeight: storedHeight, storedHeightOrigin: storedHeightOrigin, tableRowHeight: tableRowHeight,
                            canvas: canvas, views: entries, computedConflicts: computedConflicts, canvasConflicts: canvasConflicts,
                            canvasOpenViews: canvasOpen,
                            uncoveredCharacters: uncovered, contentSize: designContentSize, firstTextStyleLine: firstTextStyleLine)
        // Only a fitting's height holds its views by construction; a fixed row height may well not.
        if let computed, let computedFrames, height.basis == .fitting {
            result.computedPastHeight = views.compactMap { view in
                guard let made = cell.named[view.name], made.superview === cell.contentView,
                      let frame = computedFrames[view.name] ?? nil, frame.maxY > computed + 1 else { return nil }
                return "\(view.name) (\(view.id))"
            }
        }
        return result
    }

    /// The labels of `cell`, a design cell of this file laid out, whose text (the file's own) holds characters
    /// no registered font covers, each at its element's line: measured as empty boxes, so their frames are not
    /// the text's.
    public func uncoveredCharacters(in cell: TemplateCell) -> [TemplateError] {
        let missing = cell.labelsMissingGlyphs()
        guard !missing.isEmpty else { return [] }
        let specs = Dictionary(designTemplate.allViews.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = Dictionary(views.map { ($0.name, $0.id) }, uniquingKeysWith: { first, _ in first })
        return missing.map { found in
            let location = specs[found.name]?.location
            let id = ids[found.name].map { " (\($0))" } ?? ""
            return TemplateError(file: location?.file ?? "", line: location?.line, column: nil, path: "",
                                 message: CellDiagnostic.uncoveredCharacters(view: "label \(found.name)\(id)", count: found.count).description)
        }
    }

    /// The design cell's computed height and what it is (`designFrames` without the frames).
    struct DesignHeight {
        var computed: Double?
        var basis: DesignFrames.HeightBasis
        var openHeightReasons: [String]
        var fitting: Result<Double, HeightCacheError>
    }

    /// Fits the design template at the design width (the content view as wide as the file stores it) and
    /// works out the computed height: the fitting height plus the separator, or, for a cell that does not
    /// size itself, the table's fixed row height where it has one, else 0 (see `designFrames`). Returns the
    /// cell and geometry too, for the frames laid out after.
    func designHeight(textCache: PreparedTextCache) throws(HeightCacheError) -> (TemplateCell, TableGeometry, DesignHeight) {
        let cell: TemplateCell
        do { cell = try TemplateCell(template: designTemplate, textCache: textCache, category: designContentSize) } catch {
            throw .configuration(identifier: id, location: nil, error)
        }
        cell.contentWidthOverride = storedContentWidth
        let geometry = designGeometry
        let fitting: Result<Double, HeightCacheError>
        do { fitting = .success(try cell.fittingHeight(in: geometry)) } catch { fitting = .failure(error) }

        var computed: Double?, basis: DesignFrames.HeightBasis, openHeight: [String] = []
        switch fitting {
        case .success(let height):
            (computed, basis) = (height, .fitting)
            // The content fits at its least height (views are never shorter than 0), yet does not decide it:
            // such a cell is used with the table's fixed rows.
            if let tableRowHeight {
                let report: SelfSizingReport
                do { report = try cell.selfSizingCheck(in: geometry) } catch { throw .layout(identifier: id, location: nil, error) }
                if report.problems.contains(where: { if case .heightNotDetermined = $0 { true } else { false } }) {
                    (computed, basis, openHeight) = (tableRowHeight.height, .tableRowHeight, report.problems.map(\.description))
                }
            }
        case .failure(.zeroHeight(_, _, let problems)):
            if let tableRowHeight {
                (computed, basis) = (tableRowHeight.height, .tableRowHeight)
            } else if kind == InterfaceBuilderDocument.CellEntry.Kind.tableViewCell.rawValue {
                (computed, basis) = (LayoutMetrics.defaultRowHeight[designTemplate.ios], .standardHeight)
            } else {
                (computed, basis) = (0, .collapsed)
            }
            openHeight = problems
        case .failure: (computed, basis) = (nil, .failed)
        }
        return (cell, geometry, DesignHeight(computed: computed, basis: basis, openHeightReasons: openHeight, fitting: fitting))
    }

    /// The required constraints the last layout of `cell` broke.
    private func brokenConstraints(of cell: TemplateCell) -> [CellDiagnostic] {
        guard cell.usesAutoLayout else { return [] }
        return cell.contentView.layoutDiagnostics.compactMap { diagnostic -> CellDiagnostic? in
            if case .unsatisfiable = diagnostic { return CellDiagnostic(diagnostic, lines: cell.constraintLines) }
            return nil
        }
    }

    /// The constraint an unsatisfiable layout broke (its conflicting ones name the layout's own height).
    private static func broken(_ diagnostic: CellDiagnostic) -> String {
        if case .unsatisfiable(let broken, _, _) = diagnostic { return broken }
        return diagnostic.description
    }

    /// The views whose frames the constraints leave open in the last layout of `cell`.
    private func openViews(of cell: TemplateCell) -> Set<ObjectIdentifier> {
        Set(cell.contentView.checkAmbiguity(workLimit: TemplateCell.ambiguityWork).views.map { ObjectIdentifier($0.view) })
    }

    /// The frame of every view of `cell` laid out `width` x `height` (the cell's height, separator
    /// included), by view name: nil for a view that is hidden or below a hidden view, as UIKit draws neither.
    private func frames(of cell: TemplateCell, width: Double, height: Double) throws(HeightCacheError) -> [String: Rect?] {
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        do { try cell.layoutIfNeeded() } catch { throw .layout(identifier: id, location: nil, error) }
        var result: [String: Rect?] = [:]
        for view in views {
            guard let made = cell.named[view.name] else { result[view.name] = .some(nil); continue }
            result[view.name] = .some(made.isShown(below: cell.contentView) ? made.frame : nil)
        }
        return result
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
