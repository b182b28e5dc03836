import FeedTables
import JSONLines
import ViewLayout

/// `lint --frames`: the computed design-time frames beside the frames the file stores, as a text table or
/// as the JSON object `../shared/ib/score-frames` reads.
enum FramesReport {
    static func json(_ frames: DesignFrames, cell: String) -> String {
        func rect(_ rect: Rect?) -> String {
            guard let rect else { return "null" }
            return "[\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), \(formatPoints(rect.width)), \(formatPoints(rect.height))]"
        }
        var text = "{\"cell\": " + quoted(cell) + ", \"width\": " + formatPoints(frames.width)
        text += ", \"height\": {\"file\": " + (frames.storedHeight.map(formatPoints) ?? "null") + ", \"computed\": " + (frames.computedHeight.map(formatPoints) ?? "null") + "}"
        text += ", \"views\": ["
        text += frames.views.map { "{\"id\": \(quoted($0.id)), \"name\": \(quoted($0.name)), \"file\": \(rect($0.stored)), \"computed\": \(rect($0.computed))}" }
            .joined(separator: ", ")
        return text + "]}"
    }

    static func text(_ frames: DesignFrames, cell: String) -> String {
        func rect(_ rect: Rect?) -> String {
            guard let rect else { return "-" }
            return "\(formatPointsShort(rect.minX)),\(formatPointsShort(rect.minY)) \(formatPointsShort(rect.width))x\(formatPointsShort(rect.height))"
        }
        var head = "cell \(cell) at width \(formatPointsShort(frames.width)): height \(frames.computedHeight.map(formatPointsShort) ?? "not determined")"
        if let stored = frames.storedHeight {
            head += " (the file stores \(formatPointsShort(stored))"
            // A stored height that is a setting of the file is not a measurement: say which, where it differs.
            if let origin = frames.storedHeightOrigin, abs((frames.computedHeight ?? 0) - stored) > apart {
                head += ", \(origin.phrase), at which Xcode draws the cell whatever its content"
            }
            head += ")"
        }
        var lines = [head]
        for view in frames.views {
            var line = "  \(view.name) (\(view.id)): file \(rect(view.stored)), computed \(rect(view.computed))"
            if let stored = view.stored, let computed = view.computed, misplaced(stored, computed) { line += "  misplaced" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// How far two positions or lengths may differ and still count as the same: a point. Xcode's own test
    /// for a misplaced view is finer, but the stand-in fonts move text by fractions of a point.
    static let apart = 1.0

    /// More than `apart` on any edge.
    static func misplaced(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) > apart || abs(a.minY - b.minY) > apart || abs(a.width - b.width) > apart || abs(a.height - b.height) > apart
    }

    static func quoted(_ text: String) -> String {
        var out = ""
        JSONValue.writeString(text, to: &out)
        return out
    }
}
