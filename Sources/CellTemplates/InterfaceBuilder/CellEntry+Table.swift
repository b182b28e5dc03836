import HeightCache

extension InterfaceBuilderDocument.CellEntry {
    /// Whether the cell's rows have a separator line. A table cell has one unless the storyboard table
    /// it is a prototype of has `separatorStyle="none"`: UIKit then gives the content view the cell's whole
    /// height and adds nothing below it (Xcode stores such a content view as tall as its cell; with a
    /// separator, files saved before Xcode 11 store it a pixel shorter). A XIB cell's table is made in code:
    /// UITableView's default, a single line. Collection cells and plain views have none.
    var separator: SeparatorStyle {
        guard kind == .tableViewCell else { return .none }
        guard let table = storyboardTable else { return .singleLine }
        return table["separatorStyle"] == "none" ? .none : .singleLine
    }

    /// The storyboard table view this table cell belongs to (a prototype's or a static cell's); nil for a
    /// XIB's cell, whose table is made in code, and for collection cells.
    var storyboardTable: XMLNode? {
        guard kind == .tableViewCell, let table = list, table.name == "tableView" else { return nil }
        return table
    }
}

extension InterfaceBuilderDocument.CellEntry {
    /// The width of the storyboard table view this table cell is a prototype of, where the file stores its
    /// frame: a plain or grouped table makes every cell as wide as itself, on the canvas as at run time, so
    /// a prototype's own frame can be stale (Xcode 6's 600-point canvas stored a 480-point cell in a
    /// 600-point table, its content centred at 300). Nil for an inset grouped table, whose cells are inset
    /// by its margins, and for a XIB cell.
    var tableWidth: Double? { tableStyle == .insetGrouped ? nil : storedTableWidth }
}

extension InterfaceBuilderDocument.CellEntry {
    /// Whether this is a cell of a storyboard table with static content (`dataMode="static"`): a table view
    /// controller answers each of its rows with the cell's own row height, 0 for a row it hides.
    var isStaticTableCell: Bool { storyboardTable?["dataMode"] == "static" }

    /// The style of the storyboard table view this table cell is a prototype of (`plain` where the table
    /// gives none, and for a XIB cell, whose table is made in code).
    var tableStyle: TableStyle {
        guard let table = storyboardTable else { return .plain }
        return table["style"].flatMap(TableStyle.init(rawValue:)) ?? .plain
    }

    /// The width of the inset grouped table view this table cell is a prototype of, where the file stores
    /// its frame: its rows are narrower than it, and their margins are the table's (`TableGeometry.rowWidth`).
    var insetGroupedTableWidth: Double? { tableStyle == .insetGrouped ? storedTableWidth : nil }

    /// The width of the storyboard table view this table cell is a prototype of, as the file stores it.
    private var storedTableWidth: Double? {
        guard let table = storyboardTable else { return nil }
        return DecimalText.finite(table.child("rect", key: "frame")?["width"]).flatMap { $0 > 0 ? $0 : nil }
    }
}
