import ViewLayout

/// A named view whose frame differs between a golden picture and the new one: what a report outlines and
/// lists, so a reviewer sees which view grew, moved or went, not only that the row's height changed.
public struct FrameChange: Sendable, Equatable {
    /// The view's name.
    public let name: String
    /// Its golden frame; nil when the golden picture had no such visible view.
    public let golden: Rect?
    /// Its frame now; nil when it is hidden or gone now.
    public let now: Rect?

    /// A change from its parts.
    public init(name: String, golden: Rect?, now: Rect?) { self.name = name; self.golden = golden; self.now = now }

    /// The views of `now` whose frames differ from `golden`'s (by more than float noise, a thousandth of a
    /// point: frames sit on the pixel grid, so a real move is at least a third of a point), in `now`'s
    /// order, then the golden views that are gone.
    public static func between(golden: [GoldenFrame.View], now: [GoldenFrame.View]) -> [FrameChange] {
        var before: [String: Rect] = [:]
        for view in golden where before[view.name] == nil { before[view.name] = view.frame }
        var seen: Set<String> = []
        var changes: [FrameChange] = []
        for view in now where seen.insert(view.name).inserted {
            let old = before[view.name]
            if let old, same(old, view.frame) { continue }
            changes.append(FrameChange(name: view.name, golden: old, now: view.frame))
        }
        for view in golden where !seen.contains(view.name) {
            seen.insert(view.name)
            changes.append(FrameChange(name: view.name, golden: view.frame, now: nil))
        }
        return changes
    }

    private static func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
    }

    /// "x 16, y 12, 343 × 21 → x 16, y 12, 343 × 42", to two decimals; "not shown" for a missing side.
    public var summary: String {
        func text(_ rect: Rect?) -> String {
            guard let rect else { return "not shown" }
            return "x \(formatPointsShort(rect.minX)), y \(formatPointsShort(rect.minY)), "
                + "\(formatPointsShort(rect.width)) × \(formatPointsShort(rect.height))"
        }
        return "\(text(golden)) → \(text(now))"
    }
}
