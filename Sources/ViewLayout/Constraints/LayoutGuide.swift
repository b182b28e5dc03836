/// A rectangle that takes part in layout without being a view (UILayoutGuide). A view's
/// `layoutMarginsGuide` is derived from its bounds and `layoutMargins`; other guides have their own
/// position and size, solved like a view's (stack views use them as spacers).
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    enum Kind { case free, margins }
    let kind: Kind
    /// A name shown in diagnostics.
    public var identifier: String
    /// Unowned, not weak, for the reason `View.parent` gives; the view detaches its guides when it goes
    /// away.
    public private(set) unowned(unsafe) var owningView: View?
    /// The guide's rectangle in its owning view's coordinates, written by layout (free guides only).
    public internal(set) var layoutFrame: Rect = .zero

    public init(identifier: String = "") {
        self.kind = .free
        self.identifier = identifier
    }

    init(marginsOf view: View) {
        self.kind = .margins
        self.identifier = "layoutMarginsGuide"
        self.owningView = view
    }

    func attach(to view: View?) { owningView = view }

    /// The constraints that name this guide as an item (see `ConstraintReferences`).
    var constraintReferences = ConstraintReferences()

    deinit { constraintReferences.itemIsGoingAway(ObjectIdentifier(self)) }

    public var owningViewForLayout: View? { owningView }
    public var layoutDebugName: String {
        let owner = owningView?.layoutDebugName ?? "(no view)"
        return identifier.isEmpty ? "LayoutGuide of \(owner)" : "\(owner).\(identifier)"
    }
    public var description: String { layoutDebugName }
}
