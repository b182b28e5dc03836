@testable import ViewLayout

/// A compact, test-side rendering of a constraint, written independently of `LayoutConstraint.description`:
/// "a.leading == sv.leadingMargin + 8 @750" (multiplier shown as "0.5*" when not 1).
func summary(_ c: LayoutConstraint) -> String {
    func name(_ item: LayoutItem?) -> String {
        if let view = item as? View { return view.identifier }
        if let guide = item as? LayoutGuide { return "\(guide.owningView?.identifier ?? "?").\(guide.identifier)" }
        return "nil"
    }
    var s = "\(name(c.firstItem)).\(c.firstAttribute) \(c.relation) "
    if c.secondItem != nil {
        if c.multiplier != 1 { s += "\(c.multiplier)*" }
        s += "\(name(c.secondItem)).\(c.secondAttribute)"
        if c.constant != 0 { s += c.constant > 0 ? " + \(fmt(c.constant))" : " - \(fmt(-c.constant))" }
    } else {
        s += fmt(c.constant)
    }
    if c.priority.rawValue != 1000 { s += " @\(fmt(c.priority.rawValue))" }
    return s
}

func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

/// A superview "sv" with subviews a, b, c.
func threeViews() -> (sv: View, a: View, b: View, c: View) {
    let sv = View(name: "sv"), a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
    for v in [a, b, c] { sv.addSubview(v) }
    return (sv, a, b, c)
}

/// Test-only view with a width-dependent height, standing in for wrapping content: `count` blocks of
/// `blockWidth` × `lineHeight` flowed into lines of the proposed width (unbounded when nil).
final class WrappingBlocksView: View {
    var count: Int { didSet { invalidateIntrinsicContentSize() } }
    let blockWidth: Double
    let lineHeight: Double
    init(name: String, count: Int, blockWidth: Double = 10, lineHeight: Double = 20) {
        self.count = count; self.blockWidth = blockWidth; self.lineHeight = lineHeight
        super.init(name: name)
    }
    override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        if count == 0 { return .zero }
        let perLine = max(1, Int(((width ?? .infinity) / blockWidth).rounded(.down).clamped(to: 1...1_000_000)))
        let lines = (count + perLine - 1) / perLine
        return Size(width: Double(min(count, perLine)) * blockWidth, height: Double(lines) * lineHeight)
    }
    override var intrinsicSizeDependsOnWidth: Bool { true }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
