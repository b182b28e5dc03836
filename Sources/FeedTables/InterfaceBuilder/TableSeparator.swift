import HeightCache

extension InterfaceBuilderDocument.CellEntry {
    /// Whether the cell's rows have a separator line. A table cell has one unless the storyboard table
    /// it is a prototype of has `separatorStyle="none"`: UIKit then gives the content view the cell's whole
    /// height and adds nothing below it (Xcode stores such a content view as tall as its cell, where with
    /// a separator it stores it a pixel shorter). A XIB cell's table is made in code: UITableView's default,
    /// a single line. Collection cells and plain views have none.
    var separator: SeparatorStyle {
        guard kind == .tableViewCell else { return .none }
        guard let table = list, table.name == "tableView" else { return .singleLine }
        return table["separatorStyle"] == "none" ? .none : .singleLine
    }
}
