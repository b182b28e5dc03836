/// A view (or guide) together with one attribute: the right-hand side of a builder relation,
/// as in `$0.top.equalTo(avatar.bottom)`.
public struct ViewAttribute {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }
}

/// Attribute handles for the constraint builder (`avatar.bottom`, `contentView.leadingMargin`).
/// They name an attribute; they are not the frame's values (read `frame` for those).
extension View {
    public var left: ViewAttribute { ViewAttribute(self, .left) }
    public var right: ViewAttribute { ViewAttribute(self, .right) }
    public var top: ViewAttribute { ViewAttribute(self, .top) }
    public var bottom: ViewAttribute { ViewAttribute(self, .bottom) }
    public var leading: ViewAttribute { ViewAttribute(self, .leading) }
    public var trailing: ViewAttribute { ViewAttribute(self, .trailing) }
    public var width: ViewAttribute { ViewAttribute(self, .width) }
    public var height: ViewAttribute { ViewAttribute(self, .height) }
    public var centerX: ViewAttribute { ViewAttribute(self, .centerX) }
    public var centerY: ViewAttribute { ViewAttribute(self, .centerY) }
    public var firstBaseline: ViewAttribute { ViewAttribute(self, .firstBaseline) }
    public var lastBaseline: ViewAttribute { ViewAttribute(self, .lastBaseline) }
    public var topMargin: ViewAttribute { ViewAttribute(self, .topMargin) }
    public var bottomMargin: ViewAttribute { ViewAttribute(self, .bottomMargin) }
    public var leadingMargin: ViewAttribute { ViewAttribute(self, .leadingMargin) }
    public var trailingMargin: ViewAttribute { ViewAttribute(self, .trailingMargin) }
    public var leftMargin: ViewAttribute { ViewAttribute(self, .leftMargin) }
    public var rightMargin: ViewAttribute { ViewAttribute(self, .rightMargin) }
}
