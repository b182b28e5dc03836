import Cassowary
import Typesetting

/// The collected tree's frames as `solver` solved them: the root's size, an item's rectangle, and every
/// managed view's frame written back to the view.
extension CollectedTree {
    /// The solved size of the root (unrounded).
    func rootSize(in solver: Solver) -> Size {
        guard let v = rootRecord?.variables else { return .zero }
        return Size(width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The solved rectangle of a managed view or free guide, in the root's coordinates (unrounded).
    func solvedRect(of item: LayoutItem, in solver: Solver) -> Rect? {
        guard let (v, _) = variables(of: item) else { return nil }
        return Rect(x: solver.value(of: v.x), y: solver.value(of: v.y),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// Writes every managed view's frame (not `root`'s): its solved alignment rectangle grown by its
    /// `alignmentRectInsets`, edges snapped to the pixel grid in root coordinates, then made relative to
    /// the superview's snapped origin, as UIKit rounds.
    func writeFrames(from solver: Solver, root: View) {
        // Work in whole pixels so differences of snapped edges are exact, then divide by the scale once.
        let grid = PixelGrid(scale: root.effectiveDisplayScale)
        let scale = grid.scale
        func pixels(_ rect: Rect) -> (Double, Double, Double, Double) {
            (grid.nearestPixel(rect.minX), grid.nearestPixel(rect.minY), grid.nearestPixel(rect.maxX), grid.nearestPixel(rect.maxY))
        }
        var origins: [ObjectIdentifier: (Double, Double)] = [ObjectIdentifier(root): (0, 0)]
        for view in managed.lazy.map(\.view) where view !== root {
            guard let aligned = solvedRect(of: view, in: solver) else { continue }
            let insets = view.alignmentRectInsets
            let rect = Rect(x: aligned.minX - insets.left, y: aligned.minY - insets.top,
                            width: aligned.width + insets.left + insets.right, height: aligned.height + insets.top + insets.bottom)
            let (x0, y0, x1, y1) = pixels(rect)
            origins[ObjectIdentifier(view)] = (x0, y0)
            let parent = view.superview.flatMap { origins[ObjectIdentifier($0)] } ?? (0, 0)
            view.frame = Rect(x: (x0 - parent.0) / scale, y: (y0 - parent.1) / scale,
                              width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        }
        for guide in guides {
            guard let rect = solvedRect(of: guide, in: solver) else { continue }
            let (x0, y0, x1, y1) = pixels(rect)
            let owner = guide.owningView.flatMap { origins[ObjectIdentifier($0)] } ?? (0, 0)
            guide.layoutFrame = Rect(x: (x0 - owner.0) / scale, y: (y0 - owner.1) / scale,
                                     width: (x1 - x0) / scale, height: (y1 - y0) / scale)
        }
    }
}
