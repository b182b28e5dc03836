import HeightCache
import UIKitMetrics
import ViewLayout

/// The height Xcode's canvas draws a cell at, and where it comes from. Interface Builder lays a prototype or
/// XIB cell out at the size the file gives it, not at its fitting height: constraints that stretch a view,
/// centre it or pin it to the bottom resolve against that height, and the frames Xcode stores are that
/// layout's.
public struct CanvasHeight: Sendable, Equatable {
    /// Where the height comes from.
    public enum Source: Sendable, Equatable {
        /// The cell's height as the file stores it (a collection cell's content view where its own frame is stale).
        case stored
        /// The file stores no cell height: its content view's, and the separator where the canvas draws
        /// it below the content view (files saved before Xcode 11).
        case storedContentView
        /// The file stores no frame for the cell (Xcode 7 and older left table cells' frames out): the row
        /// height it gives, the cell's own or else its table view's, which is what the canvas draws it at.
        case rowHeight
        /// The file's cell frame is not the row height it gives a storyboard table's cell, and no content view
        /// frame backs it: the row height, which the canvas draws such a cell at
        /// (`InterfaceBuilderCell.rowHeightOverStaleFrame`).
        case rowHeightOverStaleFrame
        /// The file stores no height at all: the height computed here (the fitting or row height).
        case computed
        /// Nor could one be computed: the size Interface Builder gives a new cell (UITableViewCell's 44,
        /// a collection view cell's 50).
        case newCell

        /// Whether the file gave the height (else it is this tool's choice, which reports say).
        public var isStored: Bool {
            switch self {
            case .stored, .storedContentView, .rowHeight, .rowHeightOverStaleFrame: true
            case .computed, .newCell: false
            }
        }

        /// The source in words, for reports.
        public var phrase: String {
            switch self {
            case .stored: "the height the file stores"
            case .storedContentView: "the file stores no cell height: its content view's height (and the separator, before Xcode 11)"
            case .rowHeight: "the file stores no cell frame: the row height it gives the cell"
            case .rowHeightOverStaleFrame: "the row height the file gives the cell, which Xcode draws it at: its cell frame is another height and no content view frame backs it"
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
    /// Whether Xcode's canvas draws this cell's content view over the separator, as Xcode 11 and later
    /// store it (`LayoutMetrics.contentViewSpansSeparator` for the iOS of the Xcode that saved the file),
    /// rather than a pixel shorter with the separator below it. The canvas layout (`lint --frames`,
    /// `render --design`) follows it; a fitting layout never does.
    public var canvasSpansSeparator: Bool { LayoutMetrics.contentViewSpansSeparator[designTemplate.ios] }

    /// The height the canvas draws the cell at in `geometry`: a storyboard table cell's row height over a
    /// stale cell frame, else the stored height, else the content view's
    /// stored height and the separator where the canvas draws it below the content view, else the row
    /// height the file gives the cell, else `computed` (the tool's own choice) where it is above 0, else a
    /// new cell's. `computed` is a value, not a closure: a fitting sets the cell up for the geometry, and one
    /// asked for only when the file stores no height left the canvas without the table's margins
    /// (`prepareCanvas(_:in:)`).
    public func canvasHeight(in geometry: TableGeometry, computed: Double?) -> CanvasHeight {
        if let rowHeightOverStaleFrame { return CanvasHeight(height: rowHeightOverStaleFrame, source: .rowHeightOverStaleFrame) }
        if let storedHeight { return CanvasHeight(height: storedHeight, source: .stored) }
        if let storedContentHeight {
            let below = canvasSpansSeparator ? 0 : geometry.separatorHeight
            return CanvasHeight(height: storedContentHeight + below, source: .storedContentView)
        }
        if let designRowHeight { return CanvasHeight(height: designRowHeight, source: .rowHeight) }
        if let computed, computed > 0 { return CanvasHeight(height: computed, source: .computed) }
        return CanvasHeight(height: kind == "collectionViewCell" ? 50 : 44, source: .newCell)
    }
}

extension InterfaceBuilderCell {
    /// Makes `cell` (a cell of `designTemplate`) ready to be laid out as the canvas draws it in `geometry`, and
    /// returns the canvas height: what `designFrames` does before its canvas frames. The cell is fitted first,
    /// whatever the file stores: a fitting sets the content view up for the geometry (the table's margins, an
    /// accessory's share of the width), which a layout at the stored height alone would skip, drawing UIView's
    /// 8-point margins instead. The fitting's own solution is then let go, so the canvas is solved afresh at
    /// its height as `designFrames`' is, and the content view spans the separator where the canvas draws it so.
    public func prepareCanvas(_ cell: TemplateCell, in geometry: TableGeometry) -> CanvasHeight {
        let computed = try? cell.fittingHeight(in: geometry)
        cell.forgetMeasuredLayout()
        let canvas = canvasHeight(in: geometry, computed: computed)
        cell.contentViewSpansSeparator = canvasSpansSeparator
        return canvas
    }

    /// The frames the file stores for the views of `cell` (a cell of `designTemplate`, laid out) that its
    /// layout puts more than `DesignFrames.misplacement` from them, lint --frames' misplaced views of that
    /// layout; each in the content view's coordinates, moved by the stored origins of its superviews (a
    /// superview the file stores no frame for lends its laid-out origin), so together they draw the file's own
    /// layout. Hidden views, and views the file stores no frame for, are left out.
    public func misplacedStoredFrames(in cell: TemplateCell) -> [StoredFrame] {
        var stored: [ObjectIdentifier: Rect] = [:]
        for view in views { if let made = cell.named[view.name], let frame = view.storedFrame { stored[ObjectIdentifier(made)] = frame } }
        return views.compactMap { view in
            guard let frame = view.storedFrame, let made = cell.named[view.name], made.isShown(below: cell.contentView),
                  DesignFrames.isMisplaced(stored: frame, laidOut: made.frame) else { return nil }
            var inContent = frame
            var ancestor = made.superview
            while let parent = ancestor, parent !== cell.contentView {
                let origin = stored[ObjectIdentifier(parent)]?.origin ?? parent.frame.origin
                inContent.origin.x += origin.x
                inContent.origin.y += origin.y
                ancestor = parent.superview
            }
            return StoredFrame(name: view.name, frame: inContent)
        }
    }
}
