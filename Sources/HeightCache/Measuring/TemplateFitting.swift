import Typesetting
import ViewLayout

/// Fitting shared by cells, header/footer views and plain views.
enum TemplateFitting {
    /// The compressed fitting height of `content` at `width` (Auto Layout), or `root.sizeThatFits` (frame
    /// layout, or when Auto Layout gives 0). A result of 0 is an error that names what leaves it open.
    /// `identifier` is only built for an error message.
    static func height(of content: View, root: View, width: Double, autoLayout: Bool,
                       identifier: @autoclosure () -> String, location: String?) throws(HeightCacheError) -> Double {
        do {
            var height = 0.0
            if autoLayout {
                height = try content.fittingHeight(forWidth: width)
            }
            if height == 0 {
                // Frame layout sums subview frames; the sum is rounded up to the pixel grid as Auto Layout's
                // fitting size is, so 49.99999999 and 50.00000001 both come out as 50.
                height = PixelGrid(scale: root.effectiveDisplayScale).ceil(try root.sizeThatFits(Size(width: width, height: 0)).height)
            }
            guard height.isFinite else {
                throw HeightCacheError.layout(identifier: identifier(), location: location,
                                              .nonFinite("fitting height \(height) of \(root.layoutDebugName)"))
            }
            guard height <= TableView.maximumRowHeight else {
                let tallest = (autoLayout ? content : root).viewMakingHeight(above: TableView.maximumRowHeight)
                throw HeightCacheError.heightTooLarge(identifier: identifier(), location: location, height: height,
                                                      view: tallest?.view ?? root.layoutDebugName, viewHeight: tallest?.height ?? height)
            }
            if height > 0 { return height }
            var problems: [String] = []
            if autoLayout {
                let report = try content.selfSizingCheck(width: width)
                problems = report.problems.map(\.description)
                // Content placed above the top (a constant of the wrong sign) leaves nothing below it: say where it went.
                let above = report.outside.filter { $0.crossings.contains { $0.edge == .top } }
                if !above.isEmpty { problems.append("drawn above the cell: \(ShortList.line(above.map(\.description)))") }
            } else {
                problems = [frameLayoutZeroHeight(content)]
            }
            throw HeightCacheError.zeroHeight(identifier: identifier(), location: location, problems: problems)
        } catch let error as HeightCacheError {
            throw error
        } catch let error as LayoutError {
            throw .layout(identifier: identifier(), location: location, error)
        } catch {
            throw .layout(identifier: identifier(), location: location, .invalidTree("\(error)"))
        }
    }
}

extension TemplateFitting {
    /// Why frame layout gave no height, with what to do about it: a content view with nothing visible
    /// in it (a template with `views: []`, or every view hidden) needs views; otherwise the cell's
    /// `sizeThatFits` is what answered 0.
    static func frameLayoutZeroHeight(_ content: View) -> String {
        if !content.subviews.contains(where: { !$0.isHidden }) {
            let what = content.subviews.isEmpty ? "has no views" : "has only hidden views"
            // Whatever the layout: a cell with no constraints is measured as frame layout is, so naming the
            // layout here would only mislead an Auto Layout template that has no views yet.
            return "the content view \(what), so nothing gives the cell a height (add a view that has a size, "
                + "or constraints that reach the content view's bottom)"
        }
        return "frame layout: sizeThatFits gave height 0 (every view is empty or of height 0 at this width; a cell class "
            + "of your own overrides sizeThatFits, or adds constraints to the content view)"
    }
}

extension TableViewCell {
    /// `selfSizingCheck` of the content view at the content width of a table of `geometry`, rounding at
    /// the geometry's scale as the view's host (see `fittingHeight(in:location:)`), or at the owner's
    /// `displayScale` when one is set (a diagnosis reports what that view does); never writes it.
    public func selfSizingCheck(in geometry: TableGeometry) throws(LayoutError) -> SelfSizingReport {
        hostDisplayScale = geometry.scale
        // The content view as it is measured in this geometry (its table margins), as `fittingHeight` has it.
        prepareContentView(for: geometry)
        return try contentView.selfSizingCheck(width: widths(in: geometry).content)
    }
}
