/// One linear relation between two layout attributes (the NSLayoutConstraint model):
///
///     firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant   @ priority
///
/// The constant and priority may change while the constraint is active: the layout engine then only
/// updates the solver's copy in place. Identity matters (two equal-looking constraints are different).
public final class LayoutConstraint: Hashable, CustomStringConvertible {
    /// The item on the left. A constraint does not keep its items alive (UIKit's are weak): once an item
    /// has gone away, the constraint names a placeholder whose `owningViewForLayout` is nil, and layout
    /// skips it. See `ConstraintReferences`.
    public var firstItem: LayoutItem { storedFirst }
    /// The attribute of `firstItem` on the left of the equation.
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`; an inequality bounds the first attribute instead of fixing it.
    public let relation: LayoutRelation
    /// The item on the right, if any; not kept alive either (see `firstItem`).
    public var secondItem: LayoutItem? { storedSecond }
    /// The attribute of `secondItem`; `notAnAttribute` when the first attribute is related to a constant alone.
    public let secondAttribute: LayoutAttribute
    /// The factor on the second attribute; fixed at creation, as NSLayoutConstraint's is (make a new constraint).
    public let multiplier: Double

    /// Changing it on an active constraint is cheap: the solver's constant is replaced in place.
    public var constant: Double {
        didSet { if oldValue != constant, isActive { installedView?.notifyEngines { $0.constraintConstantChanged(self) } } }
    }

    /// Changing it on an active constraint re-adds it to the solver at the new strength.
    /// An invalid value (outside 1...1000) is reported by the next layout pass.
    public var priority: LayoutPriority = .required {
        didSet { if oldValue != priority, isActive { installedView?.notifyEngines { $0.constraintPriorityChanged(self) } } }
    }

    /// A name shown in diagnostics.
    public var identifier: String?

    // The items, and who they are: an item that goes away tells the constraint (`itemIsGoingAway`), which
    // then names the placeholder instead, so these never point at an item that is gone.
    private unowned(unsafe) var storedFirst: LayoutItem
    private unowned(unsafe) var storedSecond: LayoutItem?
    private let firstID: ObjectIdentifier
    private let secondID: ObjectIdentifier?
    /// Items of a type other than `View` and `LayoutGuide`, which keep no list of the constraints naming
    /// them: those the constraint keeps alive.
    private var ownedItems: [LayoutItem] = []

    /// The view the constraint is installed on while active (the view of its first item). Unowned, not
    /// weak, for the reason `View.parent` gives; the view clears it when it goes away, and a stack view
    /// when it drops the constraints it generated.
    unowned(unsafe) var installedView: View?

    /// Creates a constraint after checking it the way NSLayoutConstraint does.
    public convenience init(item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                            multiplier: Double = 1, constant: Double = 0) throws(LayoutError) {
        try Self.validate(item, attribute, toItem, secondAttribute, multiplier, constant)
        self.init(unchecked: item, attribute, relation, toItem, secondAttribute, multiplier: multiplier, constant: constant)
    }

    init(unchecked item: LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
         _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: Double, constant: Double) {
        self.storedFirst = item
        self.firstID = ObjectIdentifier(item)
        self.firstAttribute = attribute
        self.relation = relation
        self.storedSecond = secondItem
        self.secondID = secondItem.map(ObjectIdentifier.init)
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        register(with: item)
        if let secondItem, secondItem !== item { register(with: secondItem) }
    }

    deinit {
        unregister(from: storedFirst)
        if let storedSecond, secondID != firstID { unregister(from: storedSecond) }
    }

    private func register(with item: LayoutItem) {
        if let view = item as? View {
            view.constraintReferences.insert(self)
        } else if let guide = item as? LayoutGuide {
            guide.constraintReferences.insert(self)
        } else if !(item is DeallocatedItem) {
            ownedItems.append(item)
        }
    }

    /// Leaves the list of an item that is still there (one that went away is the placeholder by now).
    private func unregister(from item: LayoutItem) {
        if let view = item as? View {
            view.constraintReferences.remove(self)
        } else if let guide = item as? LayoutGuide {
            guide.constraintReferences.remove(self)
        }
    }

    /// The item `id` is going away: name the placeholder instead. Called from the item's `deinit`, so it
    /// touches only identities; the view a constraint is installed on uninstalls it itself (`View.deinit`).
    func itemIsGoingAway(_ id: ObjectIdentifier) {
        if firstID == id { storedFirst = DeallocatedItem.shared }
        if secondID == id { storedSecond = DeallocatedItem.shared }
    }

    static func validate(_ item: LayoutItem, _ attribute: LayoutAttribute, _ secondItem: LayoutItem?,
                         _ secondAttribute: LayoutAttribute, _ multiplier: Double, _ constant: Double) throws(LayoutError) {
        // Names are built only for a message: validation runs on every constraint of every layout pass.
        var first: String { "\(item.layoutDebugName).\(attribute)" }
        if attribute == .notAnAttribute { throw .invalidConstraint("\(first): the first attribute cannot be notAnAttribute") }
        guard multiplier.isFinite else { throw .nonFinite("multiplier \(multiplier) of a constraint on \(first)") }
        guard constant.isFinite else { throw .nonFinite("constant \(constant) of a constraint on \(first)") }
        guard let secondItem else {
            if !attribute.isDimension {
                throw .invalidConstraint("\(first): a location attribute cannot be related to a constant; give a second item")
            }
            if secondAttribute != .notAnAttribute {
                throw .invalidConstraint("\(first): second attribute \(secondAttribute) given without a second item")
            }
            return
        }
        var second: String { "\(secondItem.layoutDebugName).\(secondAttribute)" }
        if secondAttribute == .notAnAttribute {
            throw .invalidConstraint("\(first) related to \(secondItem.layoutDebugName) without an attribute")
        }
        if attribute.isDimension != secondAttribute.isDimension {
            throw .invalidConstraint("\(first) and \(second): a location cannot be related to a size")
        }
        if !attribute.isDimension, attribute.axis != secondAttribute.axis {
            throw .invalidConstraint("\(first) and \(second): locations on different axes cannot be related")
        }
        if !attribute.isDimension, multiplier == 0 {
            throw .invalidConstraint("\(first): a multiplier of 0 with a location attribute makes the location a constant")
        }
    }

    /// Whether the constraint takes part in layout. Activating installs it on the view of its first item;
    /// the tree's engine adds it to the live solver on the next pass.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let view = firstItem.owningViewForLayout else { return }
                view.constraints.append(self)
                installedView = view
                view.notifyEngines { $0.structureChanged() }
                if let other = secondItem?.owningViewForLayout, view.nearestCommonAncestor(with: other) == nil {
                    other.notifyEngines { $0.structureChanged() }
                }
            } else if let view = installedView {
                view.notifyEngines { $0.structureChanged() }
                view.constraints.removeAll { $0 === self }
                installedView = nil
            }
        }
    }

    /// Sets `isActive` on each (NSLayoutConstraint.activate), the usual way to install a cell's constraints.
    public static func activate(_ constraints: [LayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Clears `isActive` on each (NSLayoutConstraint.deactivate), e.g. to swap one set of constraints for another.
    public static func deactivate(_ constraints: [LayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// Returns self with a new priority, for chaining: `a.constraint(equalTo: b).withPriority(.defaultHigh)`.
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint { self.priority = priority; return self }

    /// Returns self with an `identifier`, for chaining; the name then shows in diagnostics.
    @discardableResult
    public func withIdentifier(_ identifier: String) -> LayoutConstraint { self.identifier = identifier; return self }

    func involves(_ item: LayoutItem) -> Bool { firstItem === item || secondItem === item }

    /// True when one item is inside `subtree` and the other outside it.
    func crosses(subtreeOf root: View) -> Bool {
        guard let a = firstItem.owningViewForLayout else { return false }
        guard let b = secondItem?.owningViewForLayout else { return false }
        let aInside = a === root || a.isDescendant(of: root)
        let bInside = b === root || b.isDescendant(of: root)
        return aInside != bInside
    }

    /// Identity: two constraints are equal only when they are the same object.
    public static func == (a: LayoutConstraint, b: LayoutConstraint) -> Bool { a === b }
    /// Hashes the identity, so constraints can be kept in sets and dictionary keys.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// UIKit-like rendering: `<LayoutConstraint 'id' Label 'name'.top == View 'content'.topMargin + 8 @750>`.
    public var description: String {
        var text = "<LayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstItem.layoutDebugName).\(firstAttribute) \(relation) "
        if let secondItem {
            if multiplier != 1 { text += "\(formatPoints(multiplier))*" }
            text += "\(secondItem.layoutDebugName).\(secondAttribute)"
            if constant > 0 { text += " + \(formatPoints(constant))" }
            if constant < 0 { text += " - \(formatPoints(-constant))" }
        } else {
            text += formatPoints(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text + ">"
    }
}
