/// A row's position: section and row, both from 0 (NSIndexPath's section and row).
/// Named apart from Foundation's `IndexPath`, which has no section/row on Linux.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within its section, from 0.
    public var row: Int

    /// Row first, as UIKit's `IndexPath(row:section:)` takes them.
    public init(row: Int, section: Int) { self.section = section; self.row = row }

    /// Section first, then row: the order rows have in the table.
    public static func < (a: TableIndexPath, b: TableIndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    /// "[0:3]", as FDTemplateLayoutCell's debug log writes index paths.
    public var description: String { "[\(section):\(row)]" }
}
