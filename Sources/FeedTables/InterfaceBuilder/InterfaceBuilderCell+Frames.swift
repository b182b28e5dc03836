import HeightCache
import Typesetting
import ViewLayout

/// The cell's design-time content laid out as Xcode laid it out when it saved the file, beside the frames
/// it stored: what Xcode calls misplaced views, and the check of the reader against Apple's own engine.
public struct DesignFrames: Sendable {
    /// One view: its IB object id, the frame the file stores and the frame computed here, each in the
    /// view's superview's coordinates; nil where the file stores none or the view is hidden here.
    public struct Entry: Sendable {
        /// The view's IB object id (`ban-Tv-001`), to find it in the file.
        public let id: String
        /// The view's template name: its outlet's name, else `ib_` and its id (with a number when that is taken).
        public let name: String
        /// The frame Xcode stored, nil where the file stores none.
        public let stored: Rect?
        /// The frame laid out here, nil where the view is hidden here.
        public let computed: Rect?
    }

    /// The width the cell was laid out at (the file's design width).
    public let width: Double
    /// The row height computed here (fitting height plus separator): 0 when the cell does not size itself
    /// (UIKit's compressed fitting height), nil when it could not be laid out; the reason is in
    /// `fittingFailure`.
    public let computedHeight: Double?
    /// Why the cell could not be fitted (`.zeroHeight`: it does not size itself); nil when it was.
    public let fittingFailure: HeightCacheError?
    /// The cell's height as the file stores it.
    public let storedHeight: Double?
    /// The row height or item size of the file that the stored height equals, if any: then it was not
    /// fitted to the content, and a fitting height may well differ from it.
    public let storedHeightOrigin: StoredHeightOrigin?
    /// Every view below the content view, depth first: the frames `lint --frames` compares.
    public let views: [Entry]
}

extension InterfaceBuilderCell {
    /// Lays out the design template (the file's texts, images and placeholder sizes) at the design width,
    /// at the scale of the device the file was designed on. The content view gets the width the file
    /// stores for it, so an accessory narrows it as Xcode did. The row height is the fitting height; the
    /// frames are those of the cell at the height the file stores, as Xcode laid them out (a cell saved
    /// at a fixed row height holds its content at that height). A cell that does not size itself is laid
    /// out at its stored height and has no computed height.
    public func designFrames(textCache: PreparedTextCache) throws(HeightCacheError) -> DesignFrames {
        let scale = designScale
        let cell: TemplateCell
        do { cell = try TemplateCell(template: designTemplate, textCache: textCache, category: .default) } catch {
            throw .configuration(identifier: id, location: nil, error)
        }
        let contentWidth = storedContentWidth ?? designWidth
        cell.accessoryType = .none
        let geometry = TableGeometry(width: contentWidth, scale: scale, separatorStyle: designTemplate.separator)
        let fitting: Result<Double, HeightCacheError>
        do { fitting = .success(try cell.fittingHeight(in: geometry)) } catch { fitting = .failure(error) }
        let separator = designTemplate.separator == .none ? 0 : geometry.separatorHeight
        guard let laidOut = storedContentHeight.map({ $0 + separator }) ?? (try? fitting.get()) else { throw fitting.failure! }
        cell.frame = Rect(x: 0, y: 0, width: contentWidth, height: laidOut)
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
        // A cell that does not size itself has UIKit's compressed fitting height, 0.
        var computed = try? fitting.get()
        if case .zeroHeight = fitting.failure { computed = 0 }
        return DesignFrames(width: designWidth, computedHeight: computed, fittingFailure: fitting.failure,
                            storedHeight: storedHeight, storedHeightOrigin: storedHeightOrigin, views: entries)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
