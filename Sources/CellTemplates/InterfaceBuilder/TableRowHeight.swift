import HeightCache

/// The fixed row height of the table view a prototype cell is in, as UIKit applies it at run time: a table
/// whose `rowHeight` is a number gives every row that height, whatever its cell's constraints say. Only
/// `rowHeight` -1 (Interface Builder's "Automatic", `UITableView.automaticDimension`) lets cells size
/// themselves. A prototype's own row height ("Custom" in the size inspector, the cell's `rowHeight`
/// attribute) sizes the cell on the canvas only; it does not change the row height at run time
/// (useyourloaf.com, "Self Sizing Table View Cells In Interface Builder"). A static cell's does: a table
/// view controller answers each static row with the height its cell has in the file. The app's code may
/// set another row height, which the file does not show.
///
/// A collection view's flow layout that does not size its items (no estimated item size) likewise gives
/// every item its `itemSize`, whatever the prototype's constraints say: its height is the fixed height of
/// the collection's prototypes.
public struct TableRowHeight: Sendable, Equatable {
    /// The row height in points.
    public let height: Double
    /// The line of the element that gives it (the `<tableView>`, or the static cell), for a note at its place.
    public let line: Int
    /// What gives the height.
    public var source: Source = .tableView

    /// What gives a row or item its fixed height.
    public enum Source: Sendable, Equatable {
        /// The table view's `rowHeight`, every row's.
        case tableView
        /// A static cell's own row height, which a table view controller answers for its row.
        case staticCell
        /// The `itemSize` of a collection view's flow layout that does not size its items, every item's.
        case flowLayout
    }

    /// Whether it is a static cell's own row height rather than its table view's.
    public var isStaticCellHeight: Bool { source == .staticCell }
    /// Whether it is the item height of a collection view's flow layout rather than a table's row height.
    public var isFlowLayoutItemSize: Bool { source == .flowLayout }

    /// What the height is given to, in words: "item" for a flow layout's, "row" for a table's.
    var unit: String { source == .flowLayout ? "item" : "row" }

    /// Who gives every row (or item) this height, in words: "its table view gives every row".
    var givenBy: String {
        switch source {
        case .tableView: "its table view gives every row"
        case .staticCell: "a static table's row is its cell's own row height,"
        case .flowLayout: "its collection view's flow layout gives every item"
        }
    }
}

extension InterfaceBuilderDocument.CellEntry {
    /// The fixed row height of the table view this table cell is a prototype of, or the item height of the
    /// flow layout of the collection view this collection cell is a prototype of; nil for a cell of a XIB
    /// (its list is made in code), or a list whose rows or items size themselves.
    var tableRowHeight: TableRowHeight? {
        if kind == .collectionViewCell { return flowLayoutItemHeight }
        guard let table = storyboardTable else { return nil }
        if isStaticTableCell, let own = Self.rowHeight(element["rowHeight"], hiddenRow: true) {
            return TableRowHeight(height: own, line: element.line, source: .staticCell)
        }
        guard let height = Self.rowHeight(table["rowHeight"]) else { return nil }
        return TableRowHeight(height: height, line: table.line)
    }

    /// The row height the file gives this table cell, its own or else its table view's (see
    /// `InterfaceBuilderCell.designRowHeight`).
    var designRowHeight: Double? {
        guard kind == .tableViewCell else { return nil }
        return Self.rowHeight(element["rowHeight"], hiddenRow: isStaticTableCell) ?? Self.rowHeight(list?["rowHeight"])
    }

    /// A `rowHeight` attribute as a fixed height: nil for none, Automatic (-1) or one out of range; 0 only for
    /// a static table's cell (`hiddenRow`), a row the table hides.
    private static func rowHeight(_ text: String?, hiddenRow: Bool = false) -> Double? {
        guard let height = DecimalText.finite(text), height > 0 || (hiddenRow && height == 0),
              height <= TableView.maximumRowHeight else { return nil }
        return height
    }

    /// The item height of the flow layout of the storyboard collection view this cell is a prototype of,
    /// where the layout gives every item its `itemSize`: nil where the layout sizes its items (Interface
    /// Builder's Estimate Size "Automatic", `automaticEstimatedItemSize`, or an estimated item size of its
    /// own), where the file gives no item size, and for a XIB's cell.
    private var flowLayoutItemHeight: TableRowHeight? {
        guard let collection = list, collection.name == "collectionView",
              let layout = collection.child("collectionViewFlowLayout", key: "collectionViewLayout") else { return nil }
        if layout["automaticEstimatedItemSize"] == "YES" { return nil }
        if let estimated = layout.child("size", key: "estimatedItemSize"),
           (DecimalText.finite(estimated["width"]) ?? 0) > 0 || (DecimalText.finite(estimated["height"]) ?? 0) > 0 { return nil }
        guard let item = layout.child("size", key: "itemSize"), let height = DecimalText.finite(item["height"]),
              height > 0, height <= TableView.maximumRowHeight else { return nil }
        return TableRowHeight(height: height, line: layout.line, source: .flowLayout)
    }
}
