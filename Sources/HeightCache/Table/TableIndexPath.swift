/// A row's position: section and row, both from 0 (NSIndexPath's section and row).
/// Named apart from Foundation's `IndexPath`, which has no section/row on Linux.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(row: Int, section: Int) { self.section = section; self.row = row }

    public static func < (a: TableIndexPath, b: TableIndexPath) -> Bool {
        (a.section, a.row) < (b.section, b.row)
    }

    /// "[0:3]", as FDTemplateLayoutCell's debug log writes index paths.
    public var description: String { "[\(section):\(row)]" }
}
