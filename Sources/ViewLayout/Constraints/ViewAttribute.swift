/// A view (or guide) together with one attribute: the right-hand side of a builder relation,
/// as in `$0.top.equalTo(avatar.bottom)`.
public struct ViewAttribute {
    /// The view or guide on the right-hand side.
    public let item: LayoutItem
    /// The attribute of `item` to relate to.
    public let attribute: LayoutAttribute
    /// Names any attribute of any item, e.g. a guide's, which has none of the view properties below.
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }
}

/// Attribute handles for the constraint builder (`avatar.bottom`, `contentView.leadingMargin`).
/// They name an attribute; they are not the frame's values (read `frame` for those).
extension View {
    /// This view's left edge, to relate a builder attribute to (`$0.left.equalTo(icon.left)`).
    public var left: ViewAttribute { ViewAttribute(self, .left) }
    /// This view's right edge, to relate a builder attribute to.
    public var right: ViewAttribute { ViewAttribute(self, .right) }
    /// This view's top edge, to relate a builder attribute to.
    public var top: ViewAttribute { ViewAttribute(self, .top) }
    /// This view's bottom edge, to relate a builder attribute to (`$0.top.equalTo(avatar.bottom)`).
    public var bottom: ViewAttribute { ViewAttribute(self, .bottom) }
    /// This view's leading edge, to relate a builder attribute to.
    public var leading: ViewAttribute { ViewAttribute(self, .leading) }
    /// This view's trailing edge, to relate a builder attribute to.
    public var trailing: ViewAttribute { ViewAttribute(self, .trailing) }
    /// This view's width, to relate a builder attribute to (`$0.width.equalTo(avatar.width)`).
    public var width: ViewAttribute { ViewAttribute(self, .width) }
    /// This view's height, to relate a builder attribute to.
    public var height: ViewAttribute { ViewAttribute(self, .height) }
    /// This view's horizontal centre, to relate a builder attribute to.
    public var centerX: ViewAttribute { ViewAttribute(self, .centerX) }
    /// This view's vertical centre, to relate a builder attribute to.
    public var centerY: ViewAttribute { ViewAttribute(self, .centerY) }
    /// This view's first baseline, to relate a builder attribute to.
    public var firstBaseline: ViewAttribute { ViewAttribute(self, .firstBaseline) }
    /// This view's last baseline, to relate a builder attribute to (aligning text across labels).
    public var lastBaseline: ViewAttribute { ViewAttribute(self, .lastBaseline) }
    /// This view's top margin, to relate a builder attribute to (`$0.top.equalTo(contentView.topMargin)`).
    public var topMargin: ViewAttribute { ViewAttribute(self, .topMargin) }
    /// This view's bottom margin, to relate a builder attribute to.
    public var bottomMargin: ViewAttribute { ViewAttribute(self, .bottomMargin) }
    /// This view's leading margin, to relate a builder attribute to.
    public var leadingMargin: ViewAttribute { ViewAttribute(self, .leadingMargin) }
    /// This view's trailing margin, to relate a builder attribute to.
    public var trailingMargin: ViewAttribute { ViewAttribute(self, .trailingMargin) }
    /// This view's left margin, to relate a builder attribute to.
    public var leftMargin: ViewAttribute { ViewAttribute(self, .leftMargin) }
    /// This view's right margin, to relate a builder attribute to.
    public var rightMargin: ViewAttribute { ViewAttribute(self, .rightMargin) }
}
