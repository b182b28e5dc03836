/// A view the last layout pass made shorter than its content, or of negative height: a constraint
/// fights the content (`t.height == -5`, a view placed below itself), and whatever the content holds is
/// cut off or drawn over its neighbours. UIKit lays such a view out without a word; a height computed
/// through it is not the content's height.
public struct SqueezedView: Hashable, Sendable, CustomStringConvertible {
    /// The view's `layoutDebugName`.
    public let view: String
    /// Its solved height.
    public let height: Double
    /// Its content's height (intrinsic), or nil for a view without one that came out negative.
    public let contentHeight: Double?

    /// One squeezed view as `squeezedViews()` reports it, e.g. the entry a test expects to find.
    public init(view: String, height: Double, contentHeight: Double?) {
        self.view = view; self.height = height; self.contentHeight = contentHeight
    }

    /// "Label 'body' (12 < 40.33)": the view with its solved height and its content's, for a person to read.
    public var description: String {
        if let contentHeight {
            let (solved, content) = formatPointsApart(height, contentHeight)
            return "\(view) (\(solved) < \(content))"
        }
        return "\(view) (height \(formatPointsShort(height)) < 0)"
    }
}

extension View {
    /// The views of the tree rooted here that the last pass (`systemLayoutSizeFitting`, `fittingHeight`,
    /// `layoutIfNeeded`) squeezed below their content's height or to a negative height; hidden views, which
    /// are not drawn, are left out, and so are views whose content is drawn scaled to their frame (an image
    /// view or an image button held smaller than its image: `View.scalesContentToFrame`) unless their height
    /// is negative. Reads one solved height per view.
    public func squeezedViews() -> [SqueezedView] {
        guard let engine else { return [] }
        var result: [SqueezedView] = []
        let solver = engine.system.solver
        // A hidden view (or one inside a hidden view) is not drawn: a stack collapses it to 0 on purpose.
        for record in engine.system.tree.managed where record.view !== self && record.view.isShown(below: self) {
            let height = solver.value(of: record.variables.height)
            let content = record.intrinsic.size.height
            if content >= 0, height < content - SqueezedView.tolerance, !record.view.scalesContentToFrame {
                result.append(SqueezedView(view: record.view.layoutDebugName, height: height, contentHeight: content))
            } else if height < -SqueezedView.tolerance {
                result.append(SqueezedView(view: record.view.layoutDebugName, height: height, contentHeight: nil))
            }
        }
        return result
    }
}

extension SqueezedView {
    /// Solved values within this of the content are equal to it (the solver's arithmetic is not exact).
    static let tolerance = 0.001
}
