import Typesetting
import ViewLayout

/// A cell of `rows` rows, each an icon (fixed size, per item) beside a wrapping label: 2 × rows views.
/// The same views are laid out either with constraints or in code, so the two modes compare directly.
public final class RowsCell {
    public let contentView: View
    public let icons: [FixedSizeView]
    public let labels: [Label]

    public init(rows: Int, cache: PreparedTextCache, frameLayout: Bool) throws {
        icons = (0..<rows).map { FixedSizeView(name: "icon\($0)", contentSize: Size(width: 24, height: 24)) }
        labels = (0..<rows).map {
            Label(name: "label\($0)", textCache: cache, attributes: Self.labelAttributes, numberOfLines: 0)
        }
        if frameLayout {
            contentView = RowsFrameView(icons: icons, labels: labels)
        } else {
            contentView = View(name: "contentView")
            for (icon, label) in zip(icons, labels) { contentView.addSubview(icon); contentView.addSubview(label) }
            try Self.constrain(contentView, icons, labels)
        }
        contentView.displayScale = 3
    }

    /// Row i: icon at leading 16, label 8 after it to trailing 16, both 8 below the taller of the row above.
    static func constrain(_ content: View, _ icons: [FixedSizeView], _ labels: [Label]) throws {
        for (i, (icon, label)) in zip(icons, labels).enumerated() {
            try icon.makeConstraints {
                $0.leading.equalToSuperview().offset(16)
                if i == 0 { $0.top.equalToSuperview().offset(12) } else { $0.top.equalTo(labels[i - 1].bottom).offset(8).priority(.defaultLow) }
            }
            if i > 0 {
                try icon.makeConstraints { $0.top.greaterThanOrEqualTo(icons[i - 1].bottom).offset(8) }
                try icon.makeConstraints { $0.top.greaterThanOrEqualTo(labels[i - 1].bottom).offset(8) }
            }
            try label.makeConstraints {
                $0.leading.equalTo(icon.trailing).offset(8)
                $0.trailing.equalToSuperview().offset(-16)
                $0.top.equalTo(icon)
            }
        }
        if let icon = icons.last, let label = labels.last {
            try content.makeConstraints {
                $0.bottom.greaterThanOrEqualTo(icon.bottom).offset(12)
                $0.bottom.greaterThanOrEqualTo(label.bottom).offset(12)
            }
        }
    }

    /// The cell's feed: `count` items drawn from a pool of 256 texts, with a cache that holds every text of
    /// the pool prepared in the labels' style (so laying items out shapes nothing).
    public static func feed(rows: Int, count: Int) throws -> (cache: PreparedTextCache, items: [FeedItem]) {
        let cache = PreparedTextCache(typesetter: try Typesetter.bundled())
        var factory = FeedItemFactory()
        let pool = factory.textPool(256)
        for text in pool { _ = try cache.prepared(AttributedText(text, attributes: labelAttributes)) }
        return (cache, factory.items(count, labels: rows, images: rows, pool: pool))
    }

    static let labelAttributes = TextAttributes(family: "Inter", size: 15)

    public func configure(_ item: FeedItem) {
        for (label, text) in zip(labels, item.texts) { label.text = text }
        for (icon, size) in zip(icons, item.imageSizes) { icon.contentSize = size }
    }

    /// The content view's height at `width` (compressed fitting, or `sizeThatFits` in frame mode).
    public func height(width: Double) throws -> Double {
        if let frames = contentView as? RowsFrameView {
            return try frames.sizeThatFits(Size(width: width, height: .infinity)).height
        }
        return try contentView.fittingHeight(forWidth: width)
    }
}

/// The frame-layout twin of the constraint cell: sizes each row in code and stacks rows.
final class RowsFrameView: FrameLayoutView {
    let icons: [FixedSizeView]
    let labels: [Label]

    init(icons: [FixedSizeView], labels: [Label]) {
        self.icons = icons
        self.labels = labels
        super.init(name: "contentView")
        for (icon, label) in zip(icons, labels) { addSubview(icon); addSubview(label) }
    }

    override var paddingBottom: Double { 12 }

    override func resizeSubviews(fittingSize: Size) throws(LayoutError) {
        for (icon, label) in zip(icons, labels) {
            icon.frame.size = icon.contentSize
            let textWidth = max(0, fittingSize.width - 16 - icon.contentSize.width - 8 - 16)
            label.frame.size = try label.sizeThatFits(Size(width: textWidth, height: .infinity))
            label.frame.size.width = textWidth
        }
    }

    override func positionSubviews() throws(LayoutError) {
        var y = 12.0
        for (icon, label) in zip(icons, labels) {
            icon.frame.origin = Point(x: 16, y: y)
            label.frame.origin = Point(x: 16 + icon.frame.width + 8, y: y)
            y = max(icon.frame.maxY, label.frame.maxY) + 8
        }
    }
}
