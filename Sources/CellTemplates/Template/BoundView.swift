import Typesetting
import ViewLayout

/// A binding of a template with the views of one cell that it sets. A cell binds every item of a feed,
/// and finding each view by its name for every item took four string look-ups a binding.
struct BoundView {
    let binding: BindingSpec
    /// The view the binding names.
    let view: View
    /// Whether the template hides the view before any field is bound.
    let hiddenInSpec: Bool
    /// The label that shows the view's text: the view itself, a button's title or a text view's text.
    let label: Label?
    /// The text attributes of each of the binding's runs, when it binds runs and the label has a style.
    let runAttributes: [TextAttributes]?
}
