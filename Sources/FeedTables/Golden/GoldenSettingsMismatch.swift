import CellTemplates
import HeightCache
import ViewLayout

/// How the settings a golden table was written with differ from the ones a check measures. Comparing
/// such a table row by row would report every row of a setting as missing or new, which hides the cause:
/// the check was given other `--width`, `--scale`, `--device` or `--content-size` options than the
/// run that wrote the table.
public struct GoldenSettingsMismatch: Sendable, Equatable, CustomStringConvertible {
    /// A setting as far as the golden table tells it: `scale` and `contentSize` are nil when the table
    /// has no such column.
    public struct Setting: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The width in points.
        public let width: Double
        /// The scale; nil when the golden table has no scale column.
        public let scale: Double?
        /// The content size's name; nil when the golden table has no content_size column.
        public let contentSize: String?

        /// A setting as the table's columns tell it: nil for a column the table lacks.
        public init(width: Double, scale: Double?, contentSize: String?) {
            self.width = width; self.scale = scale; self.contentSize = contentSize
        }

        /// By width, then scale, then content size, so that messages list settings in a stable order.
        public static func < (a: Setting, b: Setting) -> Bool {
            (a.width, a.scale ?? 0, a.contentSize ?? "") < (b.width, b.scale ?? 0, b.contentSize ?? "")
        }

        /// "width 393 @3x (iphone-15, iphone-16)": the width, the scale with the devices of that size, the content size.
        public var description: String { text }

        var text: String {
            var text = "width \(formatPoints(width))"
            if let scale {
                text += " @\(formatPoints(scale))x"
                let devices = Device.all.filter { $0.width == width && $0.scale == scale }.map(\.name)
                if !devices.isEmpty { text += " (\(devices.joined(separator: ", ")))" }
            }
            if let contentSize { text += " \(contentSize)" }
            return text
        }
    }

    /// Settings with rows in the golden table that the check does not measure.
    public let onlyInGolden: [Setting]
    /// Settings the check measures that the golden table has no row for.
    public let onlyInCheck: [Setting]
    /// A column the check needs to tell its rows apart that the golden table lacks ("scale" or
    /// "content_size"), with the values the check measures.
    public let missingColumn: (name: String, values: [String])?

    /// Compares `missingColumn` by its name and values, since a tuple cannot be `Equatable`.
    public static func == (a: Self, b: Self) -> Bool {
        a.onlyInGolden == b.onlyInGolden && a.onlyInCheck == b.onlyInCheck
            && a.missingColumn?.name == b.missingColumn?.name && a.missingColumn?.values == b.missingColumn?.values
    }

    /// How the settings differ, and the options that match the table's or how to record it again.
    public var description: String { text(advice: Self.commandAdvice, record: "--record writes the column") }

    /// The same for a Swift test's `checkHeights`, whose settings are arguments, not options.
    public var checkHeightsDescription: String {
        text(advice: "; give the same widths:, scale:, devices: and contentSizes: as the check that wrote it, or record it again "
                + "(record: true, or CELLHEIGHT_RECORD=1)", record: "a recording writes the column")
    }

    static let commandAdvice = "; give the same --width, --scale, --device and --content-size options as the run that wrote it, "
        + "or record it again (--record)"

    private func text(advice: String, record: String) -> String {
        if let (name, values) = missingColumn {
            if name == "content_size", values.count == 1, let size = values.first {
                return "the golden table has no content_size column, so its rows are at the default content size "
                    + "(\(ContentSizeCategory.default.rawValue)), and this check measures \(size); check at \(ContentSizeCategory.default.rawValue), "
                    + "or record the table at \(size) (\(record))"
            }
            return "the golden table has no \(name) column, so it cannot tell apart the rows at \(values.joined(separator: ", ")) "
                + "that this check measures; check one \(name == "scale" ? "scale" : "content size") at a time, or record the table with them"
        }
        var parts: [String] = []
        if !onlyInGolden.isEmpty { parts.append("written at \(onlyInGolden.map(\.text).joined(separator: "; ")), which this check does not measure") }
        if !onlyInCheck.isEmpty { parts.append("this check measures \(onlyInCheck.map(\.text).joined(separator: "; ")), which the table has no rows at") }
        return "the golden table was written with other settings: " + parts.joined(separator: ", and ") + advice
    }
}
