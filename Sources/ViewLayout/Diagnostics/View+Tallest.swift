extension View {
    /// The view below this one that made a height too large: the deepest descendant whose height, as the
    /// last layout left it, is above `limit` (the label in the stack, not the stack), else the tallest.
    /// Views laid out with constraints are read from the solver, frame-layout views from their frames.
    /// Nil for a view without subviews.
    public func viewMakingHeight(above limit: Double) -> (view: String, height: Double)? {
        var deepestAbove: (view: String, height: Double, depth: Int)?
        var tallest: (view: String, height: Double)?
        func walk(_ view: View, depth: Int) {
            for subview in view.subviews {
                let height = engine?.solvedRect(of: subview)?.height ?? subview.frame.height
                if height > limit, deepestAbove.map({ depth >= $0.depth }) ?? true { deepestAbove = (subview.layoutDebugName, height, depth) }
                if tallest.map({ height > $0.height }) ?? true { tallest = (subview.layoutDebugName, height) }
                walk(subview, depth: depth + 1)
            }
        }
        walk(self, depth: 1)
        return deepestAbove.map { ($0.view, $0.height) } ?? tallest
    }
}
