import CellTemplates

/// Why a golden table cannot be used for a check. Each case names the file, and the line where there is
/// one, so that a person can fix the file; a program can tell the cases apart without reading the text.
public enum GoldenTableError: Error, Sendable, Equatable, CustomStringConvertible {
    /// There is no file at the path: a table not recorded yet.
    case missing(file: String)
    /// The file could not be read (unreadable, not UTF-8).
    case unreadable(file: String, reason: String)
    /// The file is not a height table: no `id,width,height` header, a malformed CSV record, or a row with
    /// the wrong number of fields.
    case notAHeightTable(file: String, line: Int?, reason: String)
    /// The file holds a merge's conflict markers (`<<<<<<< ` at `line`): it is neither side's table.
    case mergeConflict(file: String, line: Int)
    /// A row whose key (id, width, scale and content size, as far as the table has the columns) an
    /// earlier row already has: the table would pin one row to two heights.
    case duplicateRow(file: String, line: Int, firstLine: Int, row: String)
    /// A field that must be a decimal number is not one.
    case notANumber(file: String, line: Int, column: String, text: String)
    /// A width, scale or content size that no run measures at (a width outside 1 to 10,000 points, a scale
    /// other than 1, 2 or 3, a content size `table` does not write): the row could never be checked.
    case notASetting(file: String, line: Int, column: String, text: String, expected: String)
    /// Record mode, and the table has columns a height table does not (notes beside the rows): the
    /// recording writes the table's own columns, so it would drop them.
    case otherColumns(file: String, [String])
    /// The table was written for other widths, scales, content sizes or devices than the check measures.
    case otherSettings(file: String, GoldenSettingsMismatch)

    /// The file (and line) and what is wrong, so that a person can fix the file.
    public var description: String {
        switch self {
        case let .missing(file): "\(file): no golden table there yet; record it first: the same command with --record added (cellheight table ... --check \(file) --record), or CELLHEIGHT_RECORD=1 in the environment (which checkHeights reads too)"
        case let .unreadable(file, reason): "\(file): cannot read the golden table: \(reason)"
        case let .notAHeightTable(file, line, reason): "\(file)\(line.map { ":\($0)" } ?? ""): not a height table: \(reason)"
        case let .mergeConflict(file, line):
            "\(file):\(line): not a height table: it holds a merge conflict's markers (<<<<<<<): resolve the conflict, or delete the file and record the table again"
        case let .duplicateRow(file, line, firstLine, row): "\(file):\(line): \(row) is already the row of line \(firstLine)"
        case let .notANumber(file, line, column, text): "\(file):\(line): \(column): expected a number, got \"\(text)\""
        case let .notASetting(file, line, column, text, expected): "\(file):\(line): \(column): expected \(expected), got \"\(text)\""
        case let .otherSettings(file, mismatch): "\(file): \(mismatch)"
        case let .otherColumns(file, columns):
            "\(file): not recorded: a recording writes a height table's columns (\(GoldenTable.columns.joined(separator: ", "))), and would drop "
                + columns.map { "\"\($0)\"" }.joined(separator: ", ") + "; keep those in another file, or remove them, and record again"
        }
    }
}
