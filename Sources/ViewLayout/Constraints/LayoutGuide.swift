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

    /// A free guide, to add with `addLayoutGuide(_:)` as a UILayoutGuide; `identifier` names it in diagnostics.
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

    /// The view that owns the guide, in whose tree its constraints are solved; nil until it is added.
    public var owningViewForLayout: View? { owningView }
    /// "View 'cell'.spacer": the owner's name with the guide's, so diagnostics say which guide of which view.
    public var layoutDebugName: String {
        let owner = owningView?.layoutDebugName ?? "(no view)"
        return identifier.isEmpty ? "LayoutGuide of \(owner)" : "\(owner).\(identifier)"
    }
    /// The same as `layoutDebugName`.
    public var description: String { layoutDebugName }
}
