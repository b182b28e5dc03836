import ArgumentParser
import CellTemplates
import FeedTables

/// Reads a number option written in decimal. ArgumentParser reads a `Double` with `Double(String)`,
/// which also takes hexadecimal (`--width 0x10` would be 16 points), `inf` and `nan`.
func decimalArgument(_ text: String) throws -> Double {
    guard let value = DecimalText.double(text) else { throw ValidationError("expected a decimal number, got '\(text)'.") }
    return value
}
