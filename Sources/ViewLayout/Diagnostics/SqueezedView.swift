/// A view the last layout pass made smaller than its content, or of negative height: a constraint fights
/// the content (`t.height == -5`, a view placed below itself), or two views compressed at one priority share
/// the shortfall (an avatar squeezed to a sliver beside a picture grid), and whatever the content holds is cut
/// off, drawn over its neighbours or drawn a sliver. UIKit lays such a view out without a word; a height
/// computed through it is not the content's height.
public struct SqueezedView: Hashable, Sendable, CustomStringConvertible {
    /// The view's `layoutDebugName`.
    public let view: String
    /// Its solved length on `axis`.
    public let height: Double
    /// Its content's length on `axis` (intrinsic), or nil for a view without one that came out of negative height.
    public let contentHeight: Double?
    /// The axis it was squeezed on: vertical (its height) for every view; horizontal (its width) for a view
    /// whose content is drawn scaled to its frame, an image (`View.scalesContentToFrame`), where text wraps
    /// or truncates on purpose instead, and for a label with text left less than a point wide (no glyph fits).
    public let axis: LayoutAxis

    /// One squeezed view as `squeezedViews()` reports it, e.g. the entry a test expects to find.
    public init(view: String, height: Double, contentHeight: Double?, axis: LayoutAxis = .vertical) {
        self.view = view; self.height = height; self.contentHeight = contentHeight; self.axis = axis
    }

    /// "Label 'body' (12 < 40.33)", "FixedSizeView 'avatar' (width 2 < 44)": the view with its solved length
    /// and its content's, for a person to read.
    public var description: String {
        let what = axis == .horizontal ? "width " : ""
        if let contentHeight {
            let (solved, content) = formatPointsApart(height, contentHeight)
            return "\(view) (\(what)\(solved) < \(content))"
        }
        return "\(view) (height \(formatPointsShort(height)) < 0)"
    }
}

extension View {
    /// The views of the tree rooted here that the last pass (`systemLayoutSizeFitting`, `fittingHeight`,
    /// `layoutIfNeeded`) squeezed below their content's height, or to a negative height; hidden views, which
    /// are not drawn, are left out. A view whose content is drawn scaled to its frame (an image view, an image
    /// button: `View.scalesContentToFrame`) is squeezed on either axis, but not on one its own required size
    /// constraint sets to a constant (a 16-point icon of a 75-point image is laid out so on purpose). Reads one or two solved
    /// lengths per view.
    public func squeezedViews() -> [SqueezedView] {
        guard let engine else { return [] }
        var result: [SqueezedView] = []
        let solver = engine.system.solver
        // A hidden view (or one inside a hidden view) is not drawn: a stack collapses it to 0 on purpose.
        for record in engine.system.tree.managed where record.view !== self && record.view.isShown(below: self) {
            let view = record.view, scales = view.scalesContentToFrame
            let height = solver.value(of: record.variables.height)
            let content = record.intrinsic.size.height
            if content >= 0, height < content - SqueezedView.tolerance, !scales || !view.setsOwnSize(.height) {
                result.append(SqueezedView(view: view.layoutDebugName, height: height, contentHeight: content))
            } else if height < -SqueezedView.tolerance {
                result.append(SqueezedView(view: view.layoutDebugName, height: height, contentHeight: nil))
            }
            let width = solver.value(of: record.variables.width)
            let contentWidth = record.intrinsic.size.width
            // A label given no width for its text (`title.width == 0`, a tie that gave the row to its
            // neighbour) draws nothing, or a glyph a line down a column as tall as the text is long: less than
            // a point holds no glyph at any size, whatever set it.
            // Its widest line where it lays its text out at that width (a glyph a line, however narrow; a
            // one-line label's whole text) is what it lacks.
            if !scales, width < 1, let label = view as? Label, label.text?.contains(where: { !$0.isWhitespace }) == true,
               let widest = (try? label.textLayout(maxWidth: label.wrappingWidth(for: max(0, width))))??.lines.map(\.width).max(),
               widest > width + SqueezedView.tolerance {
                result.append(SqueezedView(view: view.layoutDebugName, height: width, contentHeight: widest, axis: .horizontal))
            }
            guard scales else { continue }
            if contentWidth >= 0, width < contentWidth - SqueezedView.tolerance, !view.setsOwnSize(.width) {
                result.append(SqueezedView(view: view.layoutDebugName, height: width, contentHeight: contentWidth, axis: .horizontal))
            }
        }
        return result
    }

    /// Whether a required constraint of this view's own sets its `attribute` (width or height) to a constant
    /// (`icon.width == 16`). A cap (`<=`) does not: below the cap the view may still be squeezed by a tie.
    func setsOwnSize(_ attribute: LayoutAttribute) -> Bool {
        constraints.contains { constraint in
            constraint.firstItem === self && constraint.firstAttribute == attribute && constraint.secondItem == nil
                && constraint.relation == .equal && constraint.priority == .required
        }
    }
}

extension SqueezedView {
    /// Solved values within this of the content are equal to it (the solver's arithmetic is not exact).
    static let tolerance = 0.001
}
