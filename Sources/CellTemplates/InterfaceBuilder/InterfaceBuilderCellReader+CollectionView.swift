import UIKitMetrics
import ViewLayout

/// A collection view inside a cell (a row of thumbnails in a table cell). UICollectionView has no height
/// of its own; an app that puts one in a self-sizing cell makes it as tall as its content (from the flow
/// layout's content size, in code the file does not show). The reader does the same with what the file
/// gives: the flow layout (direction, item size, section insets, spacing, header and footer) and the
/// prototype cells in `<cells>`, one item each. Without them (no cells, or a layout that is not a flow
/// layout) the view is held at the height Xcode stored, and lint says why.
extension InterfaceBuilderCellReader {
    /// The elements that hold a list's own cells (a collection view's `<cells>`, a table view's
    /// `<prototypes>`): cells of their own, which the document lists apart, not part of the cell that
    /// holds the list; walks over a cell's elements do not go into them.
    static let nestedCells: Set<String> = ["cells", "prototypes"]

    /// How a `<collectionView>` is measured, and the note lint gives for it (nil when it is measured from
    /// its cells with their run-time sizes).
    func collection(_ node: XMLNode) throws(TemplateError) -> (spec: CollectionSpec, note: String?) {
        let cells = node.child("cells")?.children("collectionViewCell") ?? []
        guard let layout = node.child("collectionViewFlowLayout", key: "collectionViewLayout"), !cells.isEmpty else {
            let frame = try storedFrame(node)
            let why = node.child("collectionViewFlowLayout", key: "collectionViewLayout") == nil
                ? "its layout is not a flow layout the file describes" : "the file gives none of its cells"
            let height = frame.map { formatPointsShort($0.height) } ?? "none"
            return (CollectionSpec(flow: nil, height: frame?.height),
                    "<collectionView> is held at the height Xcode stored (\(height)): \(why), and a collection view has no height of its own")
        }
        let defaultItem = CollectionViewMetrics.itemSize[ios]
        let itemSize = try size(layout, "itemSize") ?? Size(width: defaultItem.width ?? 50, height: defaultItem.height ?? 50)
        let estimated = try size(layout, "estimatedItemSize")
        let selfSizing = layout["automaticEstimatedItemSize"] == "YES" || estimated.map { $0.width > 0 || $0.height > 0 } == true
        var items: [Size] = []
        for cell in cells {
            // A flow layout gives every item its itemSize; cells that size themselves are each their own size.
            guard selfSizing else { items.append(itemSize); continue }
            let own = try size(cell, "customSize")
            let stored = try storedFrame(cell)?.size
            items.append(own ?? stored ?? itemSize)
        }
        var inset = EdgeInsets.zero
        if let given = layout.child("inset", key: "sectionInset") {
            func value(_ key: String) throws(TemplateError) -> Double { try number(given, key, in: 0...Self.maximumSize) ?? 0 }
            inset = EdgeInsets(top: try value("minY"), left: try value("minX"), bottom: try value("maxY"), right: try value("maxX"))
        }
        let spacing = -Self.maximumSize...Self.maximumSize
        let flow = CollectionView.FlowLayout(
            scrollDirection: layout["scrollDirection"] == "horizontal" ? .horizontal : .vertical, itemSizes: items, sectionInset: inset,
            minimumLineSpacing: try number(layout, "minimumLineSpacing", in: spacing) ?? CollectionViewMetrics.minimumLineSpacing[ios],
            minimumInteritemSpacing: try number(layout, "minimumInteritemSpacing", in: spacing) ?? CollectionViewMetrics.minimumInteritemSpacing[ios],
            headerHeight: try size(layout, "headerReferenceSize")?.height ?? 0,
            footerHeight: try size(layout, "footerReferenceSize")?.height ?? 0)
        let note = selfSizing
            ? "<collectionView>'s cells size themselves (an estimated item size): its \(cells.count) cells are taken at the sizes the file stores for them"
            : nil
        return (CollectionSpec(flow: flow, height: nil), note)
    }

    /// A `<size key="...">` child of `node` (a flow layout's item size, a cell's custom size), nil when absent.
    private func size(_ node: XMLNode, _ key: String) throws(TemplateError) -> Size? {
        guard let element = node.child("size", key: key) else { return nil }
        let range = 0...Self.maximumSize
        guard let width = try number(element, "width", in: range), let height = try number(element, "height", in: range) else { return nil }
        return Size(width: width, height: height)
    }
}
