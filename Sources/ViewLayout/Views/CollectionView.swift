import UIKitMetrics

/// A collection view with a flow layout whose items are known (a table cell's row of thumbnails, say): it
/// is as tall as UICollectionViewFlowLayout lays its items out, and takes its width from its constraints.
///
/// UICollectionView itself has no intrinsic content size (its content scrolls); cells that hold one are
/// made to size by it in code (an intrinsic size from `collectionViewLayout.collectionViewContentSize`,
/// or a height constraint set to it). This view stands for that code, with the flow layout's rules
/// (developer.apple.com, UICollectionViewFlowLayout and "Customizing collection view layouts"):
/// - scrolling vertically, items fill lines across the width inside the section insets, as many to a line
///   as fit with `minimumInteritemSpacing` between them (an item wider than the room has a line of its
///   own); a line is as tall as its tallest item, lines are `minimumLineSpacing` apart, and the header and
///   footer add their heights (the width of a vertical layout's header is the collection view's own);
/// - scrolling horizontally, the items show in one row: the tallest item plus the section insets (the
///   header and footer take widths, not heights, in a horizontal layout).
/// With no items it is the insets and the header and footer alone.
public final class CollectionView: View {
    /// UICollectionView.ScrollDirection.
    public enum ScrollDirection: Hashable, Sendable { case vertical, horizontal }

    /// What UICollectionViewFlowLayout lays out: the items' sizes and its spacing.
    public struct FlowLayout: Hashable, Sendable {
        /// `scrollDirection`: vertical by default, as in UIKit.
        public var scrollDirection: ScrollDirection
        /// Each item's size, in order (the layout's `itemSize`, or each cell's own).
        public var itemSizes: [Size]
        /// `sectionInset`.
        public var sectionInset: EdgeInsets
        /// `minimumLineSpacing`: between lines (rows when scrolling vertically).
        public var minimumLineSpacing: Double
        /// `minimumInteritemSpacing`: between items of a line.
        public var minimumInteritemSpacing: Double
        /// `headerReferenceSize.height`: used when scrolling vertically.
        public var headerHeight: Double
        /// `footerReferenceSize.height`: used when scrolling vertically.
        public var footerHeight: Double

        /// A flow layout with UIKit's defaults: 10 points between lines and between items
        /// (`CollectionViewMetrics`), no insets, header or footer.
        public init(scrollDirection: ScrollDirection = .vertical, itemSizes: [Size], sectionInset: EdgeInsets = .zero,
                    minimumLineSpacing: Double = CollectionViewMetrics.minimumLineSpacing[.newest],
                    minimumInteritemSpacing: Double = CollectionViewMetrics.minimumInteritemSpacing[.newest],
                    headerHeight: Double = 0, footerHeight: Double = 0) {
            self.scrollDirection = scrollDirection
            self.itemSizes = itemSizes
            self.sectionInset = sectionInset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }

        /// The content height at `width` (nil: unbounded, every item on one line).
        public func contentHeight(width: Double?) -> Double {
            let ends = sectionInset.top + sectionInset.bottom
            switch scrollDirection {
            case .horizontal:
                return ends + (itemSizes.map(\.height).max() ?? 0)
            case .vertical:
                let room = width.map { $0 - sectionInset.left - sectionInset.right } ?? .infinity
                var lines: [Double] = []
                var used = 0.0, tallest = 0.0, count = 0
                for item in itemSizes {
                    if count > 0, used + minimumInteritemSpacing + item.width > room {
                        lines.append(tallest)
                        (used, tallest, count) = (0, 0, 0)
                    }
                    used += (count > 0 ? minimumInteritemSpacing : 0) + item.width
                    tallest = max(tallest, item.height)
                    count += 1
                }
                if count > 0 { lines.append(tallest) }
                let spacing = Double(max(0, lines.count - 1)) * minimumLineSpacing
                return headerHeight + ends + lines.reduce(0, +) + spacing + footerHeight
            }
        }
    }

    /// The layout and its items; a change re-measures the view.
    public var layout: FlowLayout {
        get { storedLayout }
        set { if newValue != storedLayout { storedLayout = newValue; invalidateIntrinsicContentSize() } }
    }
    private var storedLayout: FlowLayout

    /// A collection view laying out `layout`'s items.
    public init(name: String = "", layout: FlowLayout) {
        storedLayout = layout
        super.init(name: name)
    }

    /// No width of its own; the height the flow layout's content needs at `width`.
    public override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        let height = storedLayout.contentHeight(width: width)
        guard height.isFinite else {
            throw .nonFinite("content height \(height) of \(layoutDebugName)")
        }
        return Size(width: Size.noIntrinsicMetric, height: max(0, height))
    }

    /// A vertical layout's lines depend on the width; a horizontal one's single row does not.
    public override var intrinsicSizeDependsOnWidth: Bool {
        storedLayout.scrollDirection == .vertical && storedLayout.itemSizes.count > 1
    }
}
