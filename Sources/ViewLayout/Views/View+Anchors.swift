extension View {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}
