import ViewLayout

/// One picture on a contact sheet with the title written above it.
public struct SheetTile {
    /// Written above the picture.
    public var title: String
    /// Drawn at its own size in points; resampled when its scale is not the sheet's.
    public var picture: Canvas

    /// A picture and its title; the sheet lays tiles out by the picture's size in points.
    public init(title: String, picture: Canvas) {
        self.title = title
        self.picture = picture
    }

    /// The picture's size in points.
    var size: Size { Size(width: Double(picture.pixelWidth) / picture.scale, height: Double(picture.pixelHeight) / picture.scale) }
}

/// Where the tiles of a contact sheet go, and how large the sheet is, worked out from the tiles' sizes
/// alone: a caller checks the sheet against the canvas limit before it draws (and holds) any tile.
/// Each row of tiles (an item at several widths, say) runs left to right, rows top to bottom; when the
/// rows would make a tall, narrow sheet they continue in further columns of rows, so a whole feed fits
/// one picture that can be looked at.
public struct SheetLayout: Sendable {
    /// Points between tiles, between rows and columns, and around the sheet's edge.
    public static let gap = 12.0
    /// Points above each picture for its title.
    public static let titleHeight = 16.0

    /// The sheet's size in points.
    public let width: Double
    /// The sheet's height in points.
    public let height: Double
    /// The sheet's pixels per point; tiles drawn at another scale are resampled to it.
    public let scale: Double
    private let columnWidths: [Double]
    private let rowHeights: [Double]
    private let bandWidth: Double
    private let perGroup: Int

    /// - Parameters:
    ///   - sizes: each row's tiles' sizes in points (as drawn: whole pixels at their own scale).
    ///   - scale: the sheet's pixels per point.
    /// - Throws: `RenderError.invalidSize` when the sheet would be larger than a canvas may be.
    public init(sizes: [[Size]], scale: Double) throws(RenderError) {
        let gap = Self.gap
        let columnCount = sizes.map(\.count).max() ?? 0
        var columnWidths = [Double](repeating: 0, count: columnCount)
        for row in sizes { for (index, size) in row.enumerated() { columnWidths[index] = max(columnWidths[index], size.width) } }
        let bandWidth = columnWidths.reduce(0, +) + gap * Double(max(0, columnCount - 1))
        let rowHeights = sizes.map { row in (row.map(\.height).max() ?? 0) + Self.titleHeight }
        let totalHeight = rowHeights.reduce(0, +) + gap * Double(max(0, sizes.count - 1))

        // Columns of rows: about 1.4 times as wide as tall, and never taller than a canvas may be.
        let tallest = Double(Canvas.maximumSide) / scale - 2 * gap
        // g columns of bands: width g * band, height total / g; width / height = 1.4 gives g = sqrt(1.4 total / band).
        var groups = max(1, Int((1.4 * totalHeight / max(bandWidth, 1)).squareRoot().rounded()))
        groups = max(groups, Int((totalHeight / tallest).rounded(.up)))
        groups = min(max(1, groups), max(1, sizes.count))
        let perGroup = max(1, (sizes.count + groups - 1) / max(groups, 1))
        var groupHeights: [Double] = []
        for start in stride(from: 0, to: sizes.count, by: perGroup) {
            let heights = rowHeights[start..<min(sizes.count, start + perGroup)]
            groupHeights.append(heights.reduce(0, +) + gap * Double(max(0, heights.count - 1)))
        }
        width = Double(groupHeights.count) * (bandWidth + gap) + gap
        height = (groupHeights.max() ?? 0) + 2 * gap
        self.scale = scale
        self.columnWidths = columnWidths
        self.rowHeights = rowHeights
        self.bandWidth = bandWidth
        self.perGroup = perGroup
        let limit = Canvas.maximumSide
        guard (1...limit).contains(Canvas.pixels(width, scale: scale)), (1...limit).contains(Canvas.pixels(height, scale: scale)) else {
            throw .invalidSize(width: width, height: height, scale: scale, limit: limit)
        }
    }

    /// The top left corner of the title of tile `column` of row `row`; its picture goes `titleHeight` below.
    public func origin(row: Int, column: Int) -> (x: Double, y: Double) {
        let group = row / perGroup
        let first = group * perGroup
        let y = Self.gap + rowHeights[first..<row].reduce(0) { $0 + $1 + Self.gap }
        let x = Self.gap + Double(group) * (bandWidth + Self.gap) + columnWidths[..<column].reduce(0) { $0 + $1 + Self.gap }
        return (x, y)
    }

    /// A blank sheet of this size.
    public func canvas() throws(RenderError) -> Canvas {
        try Canvas(width: width, height: height, scale: scale, background: .sheet)
    }
}

extension CellRenderer {
    static let sheetGap = SheetLayout.gap
    static let titleHeight = SheetLayout.titleHeight

    /// Draws one tile with its title at its place on a sheet laid out by `layout`. Tiles drawn at another
    /// scale than the sheet's are resampled.
    public func drawTile(_ tile: SheetTile, row: Int, column: Int, of layout: SheetLayout, on canvas: Canvas) throws(RenderError) {
        let (x, y) = layout.origin(row: row, column: column)
        try captions.draw(tile.title, at: (x, y + 2), size: 10, weight: 600, color: .label, on: canvas)
        canvas.draw(tile.picture, at: (x, y + SheetLayout.titleHeight))
    }

    /// Lays tiles out on one picture (see `SheetLayout`). This holds every tile at once; to draw many,
    /// lay the sheet out from the tiles' sizes first and draw each tile as it is made (`drawTile`).
    public func sheet(_ rows: [[SheetTile]], scale: Double) throws(RenderError) -> Canvas {
        let layout = try SheetLayout(sizes: rows.map { $0.map(\.size) }, scale: scale)
        let canvas = try layout.canvas()
        for (index, row) in rows.enumerated() {
            for (column, tile) in row.enumerated() { try drawTile(tile, row: index, column: column, of: layout, on: canvas) }
        }
        return canvas
    }
}
