import HeightCache
import Typesetting
import ViewLayout

/// The cell's design-time content laid out as Xcode laid it out when it saved the file, beside the frames
/// it stored: what Xcode calls misplaced views, and the check of the reader against Apple's own engine.
public struct DesignFrames: Sendable {
    /// One view: its IB object id, the frame the file stores and the frame computed here, each in the
    /// view's superview's coordinates; nil where the file stores none or the view is hidden here.
    public struct Entry: Sendable {
        public let id: String
        public let name: String
        public let stored: Rect?
        public let computed: Rect?
    }

    /// The width the cell was laid out at (the file's design width).
    public let width: Double
    /// The row height computed here: fitting height plus separator.
    public let computedHeight: Double
    /// The cell's height as the file stores it.
    public let storedHeight: Double?
    public let views: [Entry]
}

extension InterfaceBuilderCell {
    /// Lays out the design template (the file's texts, images and placeholder sizes) at the design width.
    /// The content view gets the width the file stores for it, so an accessory narrows it as Xcode did.
    public func designFrames(textCache: PreparedTextCache, scale: Double = 2) throws(HeightCacheError) -> DesignFrames {
        let cell: TemplateCell
        do { cell = try TemplateCell(template: designTemplate, textCache: textCache, category: .default) } catch {
            throw .configuration(identifier: id, location: nil, error)
        }
        let contentWidth = storedContentWidth ?? designWidth
        cell.accessoryType = .none
        let geometry = TableGeometry(width: contentWidth, scale: scale, separatorStyle: designTemplate.separator)
        let height = try cell.fittingHeight(in: geometry)
        cell.frame = Rect(x: 0, y: 0, width: contentWidth, height: height)
        do { try cell.layoutIfNeeded() } catch { throw .layout(identifier: id, location: nil, error) }
        let entries = views.map { view -> DesignFrames.Entry in
            let made = cell.named[view.name]
            var hidden = made == nil
            var ancestor = made
            while let current = ancestor, current !== cell.contentView {
                if current.isHidden { hidden = true; break }
                ancestor = current.superview
            }
            return DesignFrames.Entry(id: view.id, name: view.name, stored: view.storedFrame, computed: hidden ? nil : made?.frame)
        }
        return DesignFrames(width: designWidth, computedHeight: height, storedHeight: storedHeight, views: entries)
    }
}
