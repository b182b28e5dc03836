import HeightCache
import Typesetting
import UIKitMetrics
import ViewLayout

/// A cell read from an Interface Builder document: the same `CellTemplate` a YAML file gives (so binding,
/// measuring, caching and drawing are shared), plus what only the document knows: the IB object ids of
/// its views, the frames Xcode stored, the width it was designed at, and what the reader could not carry
/// over exactly (for `lint`).
public struct InterfaceBuilderCell: Sendable {
    /// One view of the cell: its template name, IB object id and the frame the file stores (in its
    /// superview's coordinates), if any.
    public struct DesignView: Sendable {
        /// The view's name in the template: its outlet's name, else `ib_` and its id (with a number when that is taken).
        public let name: String
        /// The view's IB object id, to find it in the file.
        public let id: String
        /// The frame Xcode stored, nil where the file stores none: what a layout here is compared with.
        public let storedFrame: Rect?
        /// Whether Xcode itself marked the view misplaced (`misplaced="YES"`): it knew the stored frame was
        /// not where the constraints put the view when it saved the file.
        public var markedMisplaced = false
    }

    /// The cell as an app measures it: design-time placeholder sizes left out. Its `issues` are what the
    /// reader said of the document, each at its line (what it could not carry over exactly, and the warnings
    /// a run repeats), then the warnings made once the cell is built (a system-font weight the font's file
    /// lacks, fixed rows), whichever way the cell was named (see `CellTemplate.readInterfaceBuilder`).
    public internal(set) var template: CellTemplate
    /// The cell with its design-time content (the file's texts, images and placeholder intrinsic sizes)
    /// and the margins of the Xcode that saved it: what Xcode's stored frames were laid out from.
    public let designTemplate: CellTemplate
    /// The cell element's IB object id.
    public let id: String
    /// tableViewCell, collectionViewCell or view.
    public let kind: String
    /// The table (or collection) width the file was designed at: a storyboard table's own width for its
    /// prototypes, else the cell's stored width (320 where it stores none).
    public let designWidth: Double
    /// The cell's height as the file stores it.
    public let storedHeight: Double?
    /// The row height or item size of the file that the stored height equals, if any.
    public let storedHeightOrigin: StoredHeightOrigin?
    /// The fixed row height of the storyboard table view the cell is a prototype of, or the item height of
    /// its collection view's flow layout: UIKit's height for a row or item whose cell does not size itself.
    /// Nil for a XIB cell, an automatic row height, a flow layout that sizes its items.
    public let tableRowHeight: TableRowHeight?
    /// The row height the file gives a table cell: its own (a custom Row Height), else its table view's;
    /// nil for other cells and for an automatic row height. Xcode draws a cell whose frame the file
    /// leaves out at this height.
    public let designRowHeight: Double?
    /// Whether the file's cell frame disagrees with the row height it gives a storyboard table's cell, with no
    /// content view frame to back it: the canvas draws a prototype or static cell at its row height, so such a
    /// cell frame was not laid out again (Xcode 7 files keep a new cell's 44 beside a custom row height of 136,
    /// their views placed for 136).
    let cellFrameIsStale: Bool
    /// The content view's width as the file stores it (the design width less the accessory), widened or
    /// narrowed with the cell where the cell's stored width is not its table's.
    public let storedContentWidth: Double?
    /// The content view's height as the file stores it: the height Xcode laid the content out at.
    public let storedContentHeight: Double?
    /// Pixels per point of the canvas the cell was laid out on: a table cell's separator in the file shows
    /// it (a 1-point separator: Xcode 8 or older on a non-Retina screen), else the file's `<device>` (2
    /// where it names none).
    public let designScale: Double
    /// The width of the screen whose margins the canvas gives the cell (`InterfaceBuilderDocument.screenWidth(for:)`):
    /// a storyboard's phone, or a phone of 375 points or less for a XIB's cell (nil: the cell's own width decides).
    public let designScreenWidth: Double?
    /// The content size category the file's canvas set its text styles at
    /// (`InterfaceBuilderDocument.canvasContentSize`): what its stored frames were laid out with.
    public let designContentSize: ContentSizeCategory
    /// The line of the first font the cell sets in a text style, if any: where the canvas's content size shows.
    public let firstTextStyleLine: Int?
    /// The width of the inset grouped table the cell is a prototype of, whose margins its rows take; nil for
    /// other cells, and where the file stores no frame for the table.
    let insetGroupedTableWidth: Double?
    /// Every view below the content view, depth first.
    public let views: [DesignView]
    /// The image views named by an outlet, by that name: with an asset catalog they bind `{image: name}`.
    public let imageOutlets: [String]
    /// The named image each image view shows (by view name) and its element's line: with an asset catalog,
    /// an image view no outlet binds takes the catalog's size for it.
    let imageNames: [String: (image: String, line: Int)]
    /// The named images buttons show, with the size the document's resources give (`InterfaceBuilderCellReader.buttonImageNames`).
    let buttonImageNames: [(image: String, size: Size, line: Int)]
}

extension InterfaceBuilderCell {
    /// The row height Xcode drew the cell at where its stored cell frame is stale (`cellFrameIsStale`); nil
    /// for every other cell.
    public var rowHeightOverStaleFrame: Double? { cellFrameIsStale ? designRowHeight : nil }

    /// The table the file's canvas lays the cell out in: the design width and scale, the phone whose
    /// margins it takes, and for a prototype of an inset grouped table, that table's width and style, whose
    /// margins its rows take.
    public var designGeometry: TableGeometry {
        TableGeometry(width: insetGroupedTableWidth ?? designWidth, scale: designScale,
                      style: insetGroupedTableWidth == nil ? .plain : .insetGrouped,
                      separatorStyle: designTemplate.separator, screenWidth: designScreenWidth, contentSize: designContentSize)
    }

    /// Reads cell `name` (or the only cell) of the document at `path`; `families` and `face` find the
    /// registered family and face a font description names (`InterfaceBuilderFont`).
    static func read(_ bytes: [UInt8], file: String, cell name: String?, ios: IOSVersion = .newest,
                     families: @escaping (String) -> String?,
                     face: @escaping (String) -> FontFace? = { _ in nil }) throws(TemplateError) -> InterfaceBuilderCell {
        let document = try InterfaceBuilderDocument(bytes: bytes, file: file)
        let entry = try document.cell(named: name)
        let digest = HeightCacheFingerprint.digest(ofBytes: bytes)
        var runtime = InterfaceBuilderCellReader(document: document, entry: entry, design: false, runtimeIOS: ios, families: families, face: face,
                                                 sourceDigest: digest)
        var runTemplate = try runtime.read()
        runTemplate.issues = runtime.issues
        runTemplate.collapsedRowHeight = entry.tableRowHeight?.height
        var design = InterfaceBuilderCellReader(document: document, entry: entry, design: true, runtimeIOS: ios, families: families, face: face,
                                                sourceDigest: digest)
        let designTemplate = try design.read()
        let frame = entry.element.child("rect", key: "frame")
        let content = runtime.contentElement?.child("rect", key: "frame")
        // A collection cell's size may be kept apart from its (stale) frame, in the flow layout's item size.
        var width = DecimalText.finite(frame?["width"])
        var height = DecimalText.finite(frame?["height"])
        if entry.kind == .collectionViewCell, let contentFrame = content,
           let w = DecimalText.finite(contentFrame["width"]), let h = DecimalText.finite(contentFrame["height"]), w != width || h != height {
            (width, height) = (w, h)
        }
        // A table makes its cells as wide as itself; a content view keeps what the accessory takes of the
        // stored cell's width.
        var contentWidth = DecimalText.finite(content?["width"])
        if let tableWidth = entry.tableWidth {
            if let stored = width, let inner = contentWidth { contentWidth = inner + tableWidth - stored }
            width = tableWidth
        }
        let scale = document.canvasScale(for: entry), screenWidth = document.screenWidth(for: entry)
        // An inset grouped table's row is the table less its margins. Xcode 15 stored some of its cells as wide
        // as the table, their content laid out for the inset row all the same (views pinned to the trailing
        // edge end where the inset row's content does): the row's width, and the content view's less the same.
        if let tableWidth = entry.insetGroupedTableWidth, let stored = width, stored >= tableWidth {
            let row = TableGeometry(width: tableWidth, scale: scale, style: .insetGrouped, screenWidth: screenWidth).rowWidth
            contentWidth = contentWidth.map { max(0, $0 - (stored - row)) }
            width = row
        }
        return InterfaceBuilderCell(
            template: runTemplate, designTemplate: designTemplate, id: entry.id, kind: entry.kind.rawValue,
            designWidth: width ?? (document.sizeClassCanvas ? XcodeCanvas.anySizeClassWidth : 320), storedHeight: height, storedHeightOrigin: entry.origin(ofStoredHeight: height),
            tableRowHeight: entry.tableRowHeight, designRowHeight: entry.designRowHeight,
            cellFrameIsStale: isStaleCellFrame(entry: entry, cellHeight: height, content: content),
            storedContentWidth: contentWidth,
            storedContentHeight: laidOutContentHeight(entry: entry, cellHeight: height, content: content, scale: scale,
                                                      spansSeparator: LayoutMetrics.contentViewSpansSeparator[designTemplate.ios]),
            designScale: scale, designScreenWidth: screenWidth, designContentSize: document.canvasContentSize,
            firstTextStyleLine: design.firstTextStyleLine,
            insetGroupedTableWidth: entry.insetGroupedTableWidth,
            views: runtime.designViews,
            imageOutlets: runTemplate.allViews.filter { spec in
                guard case .image = spec.kind else { return false }
                return runtime.outlets.values.contains(spec.name)
            }.map(\.name),
            imageNames: runtime.imageNames, buttonImageNames: runtime.buttonImageNames)
    }
}

extension InterfaceBuilderDocument {
    /// The pixel size of the canvas `entry` was laid out on: its own separator's, else another table cell's
    /// in the file (one canvas lays out the file), else the device's.
    func canvasScale(for entry: CellEntry) -> Double {
        separatorScale(of: entry) ?? cells.lazy.compactMap(separatorScale(of:)).first ?? designScale
    }
}

/// The pixel size of the canvas a table cell was laid out on, as the file shows it: before Xcode 11 the
/// content view is the cell less one pixel of separator. Xcode up to 8 laid files out at the scale of the
/// Mac's screen, whatever the device (a 1-point separator, labels at whole points, on a non-Retina screen),
/// and later ones at the device's. Nil where the file does not show it (no separator, a content view as tall
/// as the cell, as Xcode 11 and later store it, or saved at another height).
private func separatorScale(of entry: InterfaceBuilderDocument.CellEntry) -> Double? {
    guard entry.kind == .tableViewCell, entry.separator != .none,
          let cellHeight = DecimalText.finite(entry.element.child("rect", key: "frame")?["height"]),
          let contentHeight = DecimalText.finite(entry.element.children.first { $0["key"] == "contentView" }?.child("rect", key: "frame")?["height"])
    else { return nil }
    let separator = cellHeight - contentHeight
    return [1.0, 2, 3].first { abs(separator - 1 / $0) < 0.001 }
}

/// Whether a cell of a storyboard table stores a frame of another height than its row height, with no content
/// view frame beside it (see `InterfaceBuilderCell.cellFrameIsStale`).
private func isStaleCellFrame(entry: InterfaceBuilderDocument.CellEntry, cellHeight: Double?, content: XMLNode?) -> Bool {
    guard entry.storyboardTable != nil, content == nil, let cellHeight, let rowHeight = entry.designRowHeight else { return false }
    return abs(rowHeight - cellHeight) > DesignFrames.misplacement
}

/// The height Xcode laid a cell's content out at. A table cell's own frame is kept up to date where its
/// content view's may be stale (saved taller than the cell), and the content view is the cell less the
/// separator (one pixel of the design device, none in a table without separators, none where the content
/// view spans the separator: `spansSeparator`, Xcode 11 on); a collection cell's content view is (its frame
/// may be the stale one).
private func laidOutContentHeight(entry: InterfaceBuilderDocument.CellEntry, cellHeight: Double?, content: XMLNode?, scale: Double,
                                  spansSeparator: Bool) -> Double? {
    let contentHeight = DecimalText.finite(content?["height"])
    switch entry.kind {
    case .tableViewCell: return cellHeight.map { $0 - (entry.separator == .none || spansSeparator ? 0 : 1 / scale) } ?? contentHeight
    case .collectionViewCell, .view: return contentHeight ?? cellHeight
    }
}
