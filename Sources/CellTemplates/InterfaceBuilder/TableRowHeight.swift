import HeightCache

/// The fixed row height of the table view a prototype cell is in, as UIKit applies it at run time: a table
/// whose `rowHeight` is a number gives every row that height, whatever its cell's constraints say. Only
/// `rowHeight` -1 (Interface Builder's "Automatic", `UITableView.automaticDimension`) lets cells size
/// themselves. A prototype's own row height ("Custom" in the size inspector, the cell's `rowHeight`
/// attribute) sizes the cell on the canvas only; it does not change the row height at run time
/// (useyourloaf.com, "Self Sizing Table View Cells In Interface Builder"). The app's code may set another
/// row height, which the file does not show.
public struct TableRowHeight: Sendable, Equatable {
    /// The table view's row height in points.
    public let height: Double
    /// The line of the `<tableView>` element that gives it, for a note at its place.
    public let line: Int
}

extension InterfaceBuilderDocument.CellEntry {
    /// The fixed row height of the table view this table cell is a prototype of; nil for a cell of a XIB
    /// (its table is made in code), a collection cell, or a table whose rows size themselves.
    var tableRowHeight: TableRowHeight? {
        guard kind == .tableViewCell, let table = list, table.name == "tableView",
              let height = DecimalText.finite(table["rowHeight"]), height > 0, height <= TableView.maximumRowHeight else { return nil }
        return TableRowHeight(height: height, line: table.line)
    }
}
