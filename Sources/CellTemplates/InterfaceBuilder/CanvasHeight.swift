/// The height Xcode's canvas draws a cell at, and where it comes from. Interface Builder lays a prototype or
/// XIB cell out at the size the file gives it, not at its fitting height: constraints that stretch a view,
/// centre it or pin it to the bottom resolve against that height, and the frames Xcode stores are that
/// layout's.
public struct CanvasHeight: Sendable, Equatable {
    /// Where the height comes from.
    public enum Source: Sendable, Equatable {
        /// The cell's height as the file stores it (a collection cell's content view where its own frame is stale).
        case stored
        /// The file stores no cell height: its content view's, plus the separator where the content view
        /// stops above it (before iOS 13).
        case storedContentView
        /// The file stores no frame for the cell (Xcode 7 and older left table cells' frames out): the row
        /// height it gives, the cell's own or else its table view's, which is what the canvas draws it at.
        case rowHeight
        /// The file stores no height at all: the height computed here (the fitting or row height).
        case computed
        /// Nor could one be computed: the size Interface Builder gives a new cell (UITableViewCell's 44,
        /// a collection view cell's 50).
        case newCell

        /// Whether the file gave the height (else it is this tool's choice, which reports say).
        public var isStored: Bool { self == .stored || self == .storedContentView || self == .rowHeight }

        /// The source in words, for reports.
        public var phrase: String {
            switch self {
            case .stored: "the height the file stores"
            case .storedContentView: "the file stores no cell height: its content view's height, and the separator's below it before iOS 13"
            case .rowHeight: "the file stores no cell frame: the row height it gives the cell"
            case .computed: "the file stores no height: the height computed here"
            case .newCell: "the file stores no height and none was computed: Interface Builder's size for a new cell"
            }
        }
    }

    /// The cell's height in points, separator included.
    public let height: Double
    /// Where it comes from.
    public let source: Source
}

extension InterfaceBuilderCell {
    /// The height the canvas draws the cell at: the stored height, else the content view's stored height
    /// plus `separator` (what of the cell lies below its content view), else the row height the file gives
    /// the cell, else `computed` (the tool's own choice) where it is above 0, else a new cell's. `computed`
    /// is asked for only when the file stores no height.
    public func canvasHeight(separator: Double, computed: @autoclosure () -> Double?) -> CanvasHeight {
        if let storedHeight { return CanvasHeight(height: storedHeight, source: .stored) }
        if let storedContentHeight { return CanvasHeight(height: storedContentHeight + separator, source: .storedContentView) }
        if let designRowHeight { return CanvasHeight(height: designRowHeight, source: .rowHeight) }
        if let height = computed(), height > 0 { return CanvasHeight(height: height, source: .computed) }
        return CanvasHeight(height: kind == "collectionViewCell" ? 50 : 44, source: .newCell)
    }
}
