/// Something constraints can relate: a `View` or a `LayoutGuide`. Only those two types take part in
/// layout; the protocol exists so a constraint can name either, as NSLayoutConstraint's items do.
public protocol LayoutItem: AnyObject {
    /// The view whose tree this item lives in: the view itself, or the view owning a guide.
    var owningViewForLayout: View? { get }
    /// A readable name for diagnostics ("Label 'title'").
    var layoutDebugName: String { get }
}
