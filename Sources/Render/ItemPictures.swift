import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import Typesetting
import ViewLayout

/// Pictures of feed items' cells exactly as a height table measures them: each item is bound to the
/// template's cell for its content size, laid out at a setting, and drawn at the row height that gives.
/// `cellheight render` is this type with arguments; a Swift program gets the same pictures without the
/// command line. One cell per content size is built and rebound per item; not thread-safe.
public final class ItemPictures {
    /// The template the cells are built from.
    public let template: CellTemplate
    /// The settings (width, scale, content size) a contact sheet has a column for.
    public let settings: [MeasureSetting]
    /// Whether pictures carry the overlay (outlines, line boxes, baselines, margins and the height strip).
    public let overlay: Bool
    private let cells: ItemCells
    private let renderer: CellRenderer
    /// Whether a tile's title names its content size: only when the settings differ in it.
    private let titlesNameContentSize: Bool
    /// What the engine reported while measuring the cells drawn so far, once each, in the order met
    /// ("feed.jsonl:3: id 7: at width 375 @3x: Unable to simultaneously satisfy constraints: ..."), as a
    /// height table warns of them: a picture of a broken layout should not look like a sound one.
    public private(set) var warnings: [String] = []
    private var warned: Set<String> = []

    /// Draws `template`'s cells at `settings`, typesetting with `textCache` (and its typesetter), reading
    /// only the image files `reads` allows.
    public init(template: CellTemplate, textCache: PreparedTextCache, settings: [MeasureSetting], overlay: Bool = false,
                reads: TemplateReads = .any) {
        self.template = template
        self.settings = settings
        self.overlay = overlay
        cells = ItemCells(template: template, textCache: textCache)
        renderer = CellRenderer(typesetter: textCache.typesetter, reads: reads)
        titlesNameContentSize = Set(settings.map(\.contentSize)).count > 1
    }

    /// The picture of `item`'s cell at `setting`; `feedName` names the feed in errors.
    public func picture(of item: FeedItem, feedName: String, at setting: MeasureSetting) throws(ItemPictureError) -> Canvas {
        var picture: Canvas?
        try each(of: item, feedName: feedName, at: [setting]) { cell, height, geometry, _ throws(RenderError) in
            picture = try renderer.render(cell, height: height, geometry: geometry, overlay: overlay)
        }
        return picture!   // one setting, one picture
    }

    /// A contact sheet: a row per item, a column per setting, each tile titled with the item's id, the width,
    /// the scale and the height (and the content size when the settings differ in it).
    ///
    /// The sheet's size comes from the measured heights before anything is drawn, so a sheet over the size a
    /// picture may have is refused without drawing a tile; then each tile is drawn onto it as it is made and
    /// let go, so memory holds the sheet and one tile.
    public func sheet(of items: [FeedItem], feedName: String) throws(ItemPictureError) -> Canvas {
        var sizes: [[Size]] = []
        for item in items {
            var row: [Size] = []
            try each(of: item, feedName: feedName, at: settings) { cell, height, geometry, _ throws(RenderError) in
                row.append(try renderer.pictureSize(cell, height: height, geometry: geometry, overlay: overlay))
            }
            sizes.append(row)
        }
        let layout: SheetLayout
        do { layout = try SheetLayout(sizes: sizes, scale: settings.map(\.scale).max() ?? 2) } catch { throw .sheetTooLarge(error) }
        let sheet: Canvas
        do { sheet = try layout.canvas() } catch { throw .canvas(error) }
        for (row, item) in items.enumerated() {
            var column = 0
            try each(of: item, feedName: feedName, at: settings) { cell, height, geometry, title throws(RenderError) in
                let tile = SheetTile(title: title, picture: try renderer.render(cell, height: height, geometry: geometry, overlay: overlay))
                try renderer.drawTile(tile, row: row, column: column, of: layout, on: sheet)
                column += 1
            }
        }
        return sheet
    }

    /// Calls `body` with the cell laid out for `item` at each of `settings` in turn: the cell, the row
    /// height, the table geometry and the tile's title. The sizing pass and the drawing pass of a sheet both
    /// come through here, so they measure alike.
    private func each(of item: FeedItem, feedName: String, at settings: [MeasureSetting],
                      _ body: (TemplateCell, Double, TableGeometry, String) throws(RenderError) -> Void) throws(ItemPictureError) {
        let place = "\(feedName):\(item.line): id \(item.idShown)"
        cells.start(item)   // each content size's cell takes the item once
        for setting in settings {
            let cell: TemplateCell
            do { cell = try cells.cell(for: setting.contentSize) } catch {
                switch error {
                case .template(let error): throw .template(error)
                case .binding(let error): throw .binding(place: place, error)
                }
            }
            let geometry = template.geometry(at: setting)
            let height: Double
            do { height = try cell.fittingHeight(in: geometry) } catch {
                throw .measuring(place: place, width: setting.width, scale: setting.scale, error)
            }
            // Read before drawing lays the cell out again: they describe the fitting just made.
            for diagnostic in cell.measuredDiagnostics() {
                let warning = "\(place): at width \(formatPoints(setting.width)) @\(formatPoints(setting.scale))x: \(diagnostic)"
                if warned.insert(warning).inserted { warnings.append(warning) }
            }
            var title = "\(Self.caption(ofID: item.idText)) · \(formatPointsShort(setting.width)) @\(formatPointsShort(setting.scale))x · \(formatPointsShort(height))"
            if titlesNameContentSize { title += " · \(setting.contentSize)" }
            do { try body(cell, height, geometry, title) } catch { throw .drawing(place: place, error) }
        }
    }

    /// An id as a tile's title shows it: on one line (control characters and bidi controls written as
    /// `\u{…}`, as Swift writes them, where they would break the line or reorder what follows), at most
    /// `captionIDLength` characters (then an ellipsis), and isolated (FSI … PDI), so that an id in a
    /// right-to-left script cannot turn the width, scale and height after it around.
    static func caption(ofID id: String) -> String {
        var shown = ShownText.oneLine(id)
        if shown.count > captionIDLength { shown = String(shown.prefix(captionIDLength - 1)) + "…" }
        return "\u{2068}" + shown + "\u{2069}"
    }

    /// The most characters of an id a tile's title shows.
    static let captionIDLength = 40
}

/// Why a picture of an item could not be drawn: the cause, and the item's place in the feed
/// ("feed.jsonl:12: id 42") where there is one.
public enum ItemPictureError: Error, CustomStringConvertible {
    /// The template could not build a cell.
    case template(TemplateError)
    /// The item has a field of the wrong type for a binding.
    case binding(place: String, BindingError)
    /// The cell could not be laid out at a width and scale.
    case measuring(place: String, width: Double, scale: Double, HeightCacheError)
    /// The cell could not be drawn.
    case drawing(place: String, RenderError)
    /// The sheet would be larger than a picture may be.
    case sheetTooLarge(RenderError)
    /// The sheet's picture could not be made.
    case canvas(RenderError)

    /// The message `render` prints.
    public var description: String {
        switch self {
        case .template(let error): error.description
        case let .binding(place, error): "\(place): \(error.message)"
        case let .measuring(place, width, scale, error): "\(place): at width \(formatPoints(width)) @\(formatPoints(scale))x: \(error)"
        case let .drawing(place, error): "\(place): \(error)"
        case .sheetTooLarge(let error): "\(error) (draw fewer items or widths, or use --scale 1)"
        case .canvas(let error): error.description
        }
    }
}
