import HeightCache

/// The fixed row height of the table view a prototype cell is in, as UIKit applies it at run time: a table
/// whose `rowHeight` is a number gives every row that height, whatever its cell's constraints say. Only
/// `rowHeight` -1 (Interface Builder's "Automatic", `UITableView.automaticDimension`) lets cells size
/// themselves. A prototype's own row height ("Custom" in the size inspector, the cell's `rowHeight`
/// attribute) sizes the cell on the canvas only; it does not change the row height at run time
/// (useyourloaf.com, "Self Sizing Table View Cells In Interface Builder"). A static cell's does: a table
/// view controller answers each static row with the height its cell has in the file. The app's code may
/// set another row height, which the file does not show.
public struct TableRowHeight: Sendable, Equatable {
    /// The row height in points.
    public let height: Double
    /// The line of the element that gives it (the `<tableView>`, or the static cell), for a note at its place.
    public let line: Int
    /// Whether it is a static cell's own row height rather than its table view's.
    public var isStaticCellHeight = false
}

extension InterfaceBuilderDocument.CellEntry {
    /// The fixed row height of the table view this table cell is a prototype of; nil for a cell of a XIB
    /// (its table is made in code), a collection cell, or a table whose rows size themselves.
    var tableRowHeight: TableRowHeight? {
        guard let table = storyboardTable else { return nil }
        if isStaticTableCell, let own = Self.rowHeight(element["rowHeight"], hiddenRow: true) {
            return TableRowHeight(height: own, line: element.line, isStaticCellHeight: true)
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
}
