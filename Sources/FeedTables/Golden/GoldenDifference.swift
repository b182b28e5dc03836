import Foundation
import CellTemplates
import JSONLines
import ViewLayout

extension GoldenTable {
    /// A row of the check that is not exactly its golden row: changed (beyond the tolerance or within
    /// it), new to the golden table, or missing from this run.
    public struct Difference: Sendable, CustomStringConvertible {
        /// What sort of difference it is, so that a report can treat changed, new and missing rows each its own way.
        public enum Kind: Sendable, Equatable {
            /// Both heights known and further apart than the tolerance: the check fails.
            case changed
            /// Both heights known, apart by no more than the tolerance: the row passes, and is counted.
            case withinTolerance
            /// The row is not in the golden table.
            case new
            /// The golden table has the row and the run did not give it.
            case missing
        }

        /// The item's id as the CSV writes it.
        public let id: String
        /// The width in points the row was measured at.
        public let width: Double
        /// The scale; nil only for a missing row of a golden table without a scale column.
        public let scale: Double?
        /// The content size's name; nil when the golden table has no content_size column.
        public let contentSize: String?
        /// nil: the row is new (not in the golden table).
        public let golden: Double?
        /// nil: the row is missing from this run.
        public let now: Double?
        /// Whether the difference is within the check's tolerance (then it passes).
        public let withinTolerance: Bool
        /// The check's tolerance in points, which a changed row's delta is shown beyond (`deltaText`).
        public let tolerance: Double

        /// A difference from its parts; `GoldenTable.check` and `missing` make the ones a run reports.
        public init(id: String, width: Double, scale: Double?, contentSize: String?, golden: Double?, now: Double?,
                    withinTolerance: Bool = false, tolerance: Double = 0) {
            self.id = id; self.width = width; self.scale = scale; self.contentSize = contentSize
            self.golden = golden; self.now = now; self.withinTolerance = withinTolerance; self.tolerance = tolerance
        }

        /// now - golden as a person reads it ("+0.33"), with as many more decimals as a delta beyond the
        /// tolerance needs to read beyond it: a pixel at 3x against `--tolerance 0.33` is "+0.3333", not a
        /// "+0.33" that seems to pass.
        public var deltaText: String? {
            guard let delta else { return nil }
            let short = formatSignedPointsShort(delta)
            guard kind == .changed, tolerance > 0, let shown = Double(short), abs(shown) <= tolerance else { return short }
            for decimals in 3...6 {
                let factor = pow(10, Double(decimals))
                let rounded = (delta * factor).rounded() / factor
                if abs(rounded) > tolerance {
                    var text = String(format: "%.\(decimals)f", abs(rounded))
                    while text.hasSuffix("0") { text.removeLast() }
                    return (delta > 0 ? "+" : "-") + text
                }
            }
            return formatSignedPoints(delta)
        }

        /// Which sort of difference it is, from the heights known and the tolerance.
        public var kind: Kind {
            switch (golden, now) {
            case (nil, _): .new
            case (_, nil): .missing
            default: withinTolerance ? .withinTolerance : .changed
            }
        }

        /// Whether the check fails because of this row.
        public var fails: Bool { kind != .withinTolerance }

        /// now - golden, when both are known.
        public var delta: Double? {
            guard let golden, let now else { return nil }
            return now - golden
        }

        /// Where the row is: "ID at width W @Sx (content size)", on one line.
        public var place: String {
            var place = "\(printableID) at width \(formatPoints(width))"
            if let scale { place += " @\(formatPoints(scale))x" }
            if let contentSize { place += " (\(contentSize))" }
            return place
        }

        /// The id as it is, or as a JSON string where it would not read as itself: when it holds a line break,
        /// another control character or a bidi control (which would split the difference's line, reach the
        /// terminal or turn the line around), an invisible character (`ShownText.isInvisible`), or when it is
        /// empty or ends in a space, so that "10003 " and "10003" are told apart.
        public var printableID: String {
            let unclear = id.isEmpty || id.first?.isWhitespace == true || id.last?.isWhitespace == true
            guard unclear || id.unicodeScalars.contains(where: Self.isUnprintable) else { return id }
            var quoted = ""
            JSONValue.writeString(id, to: &quoted)
            // JSON escapes C0 controls only: DEL, the C1 controls, the separators and invisible characters too,
            // each UTF-16 unit as JSON writes one (all of them are in the Basic Multilingual Plane today).
            return quoted.unicodeScalars.map { scalar in
                guard Self.isUnprintable(scalar) else { return String(scalar) }
                return String(scalar).utf16.map(JSONValue.unicodeEscape).joined()
            }.joined()
        }

        private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool { ShownText.isEscaped(scalar) || ShownText.isInvisible(scalar) }

        /// The row's place and heights, as `cellheight table --check` prints a difference: for a person, so
        /// heights are given to two decimals (a third of a point on a 3x screen reads 0.33, not
        /// 0.33333333333331439), unless two decimals would show two heights that differ as one; the CSV
        /// table keeps the exact values.
        public var description: String {
            switch (golden, now) {
            case (let golden?, let now?):
                let (goldenText, nowText) = formatPointsApart(golden, now)
                return "\(place): golden \(goldenText), now \(nowText) (\(deltaText ?? formatSignedPointsShort(now - golden)))"
                    + (withinTolerance ? ", within the tolerance" : "")
            case (let golden?, nil): return "\(place): golden \(formatPointsShort(golden)), missing now"
            case (nil, let now?): return "\(place): not in the golden table, now \(formatPointsShort(now))"
            case (nil, nil): return place
            }
        }
    }
}
