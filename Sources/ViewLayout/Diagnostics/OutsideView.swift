/// A shown view that lies, whole or in part, outside the view it is checked in (a cell's content view at its
/// fitting height), with each edge it crosses and by how much: drawn over the rows around it or off the
/// table's side, which UIKit lays out without a word.
public struct OutsideView: Hashable, Sendable, CustomStringConvertible {
    /// An edge of the content view.
    public enum Edge: Hashable, Sendable {
        case top, bottom, leading, trailing

        /// Whether a taller row could hold a view past it (a fixed row height), as no row can one past a side.
        public var isVertical: Bool { self == .top || self == .bottom }

        /// "above the top", "past the trailing edge".
        var phrase: String {
            switch self {
            case .top: "above the top"
            case .bottom: "past the bottom"
            case .leading: "past the leading edge"
            case .trailing: "past the trailing edge"
            }
        }
    }

    /// One edge crossed, and how far past it the view reaches, in points.
    public struct Crossing: Hashable, Sendable {
        public let edge: Edge
        public let distance: Double

        public init(_ edge: Edge, _ distance: Double) { self.edge = edge; self.distance = distance }
    }

    /// The view's `layoutDebugName`.
    public let view: String
    /// The edges it crosses, top, bottom, leading, trailing as they apply.
    public let crossings: [Crossing]

    public init(view: String, crossings: [Crossing]) { self.view = view; self.crossings = crossings }

    /// Whether it crosses only the top or the bottom, which a taller row (a fixed row height) could hold.
    public var isOnlyAboveOrBelow: Bool { crossings.allSatisfy(\.edge.isVertical) }

    /// "Label 'title' (30 above the top, 2 past the trailing edge)".
    public var description: String {
        "\(view) (" + crossings.map { "\(formatPointsShort($0.distance)) \($0.edge.phrase)" }.joined(separator: ", ") + ")"
    }

    /// The edges `rect` crosses of a `size` box at the origin, by more than the solver's slack: vertical ones
    /// only for a view with a height, horizontal ones only for one with a width (a view of no extent on an
    /// axis draws nothing there).
    static func crossings(of rect: Rect, in size: Size) -> [Crossing] {
        let slack = 0.001
        var result: [Crossing] = []
        if rect.height > slack {
            if rect.minY < -slack { result.append(Crossing(.top, -rect.minY)) }
            if rect.maxY > size.height + slack { result.append(Crossing(.bottom, rect.maxY - size.height)) }
        }
        if rect.width > slack {
            if rect.minX < -slack { result.append(Crossing(.leading, -rect.minX)) }
            if rect.maxX > size.width + slack { result.append(Crossing(.trailing, rect.maxX - size.width)) }
        }
        return result
    }
}
