import ViewLayout

/// One picture on a contact sheet with the title written above it.
public struct SheetTile {
    public var title: String
    public var picture: Canvas

    public init(title: String, picture: Canvas) {
        self.title = title
        self.picture = picture
    }

    /// The picture's size in points.
    var size: Size { Size(width: Double(picture.pixelWidth) / picture.scale, height: Double(picture.pixelHeight) / picture.scale) }
}

extension CellRenderer {
    static let sheetGap = 12.0
    static let titleHeight = 16.0

    /// Lays tiles out on one picture: each row of `rows` (an item at several widths, say) left to right,
    /// rows top to bottom; when the rows would make a tall, narrow sheet they continue in further
    /// columns of rows, so a whole feed fits one picture that can be looked at. Tiles drawn at another
    /// scale than the sheet's are resampled.
    public func sheet(_ rows: [[SheetTile]], scale: Double) throws(RenderError) -> Canvas {
        let gap = Self.sheetGap
        let columnCount = rows.map(\.count).max() ?? 0
        var columnWidths = [Double](repeating: 0, count: columnCount)
        for row in rows { for (index, tile) in row.enumerated() { columnWidths[index] = max(columnWidths[index], tile.size.width) } }
        let bandWidth = columnWidths.reduce(0, +) + gap * Double(max(0, columnCount - 1))
        let rowHeights = rows.map { row in (row.map(\.size.height).max() ?? 0) + Self.titleHeight }
        let totalHeight = rowHeights.reduce(0, +) + gap * Double(max(0, rows.count - 1))

        // Columns of rows: about 1.4 times as wide as tall, and never taller than a canvas may be.
        let tallest = Double(Canvas.maximumSide) / scale - 2 * gap
        // g columns of bands: width g * band, height total / g; width / height = 1.4 gives g = sqrt(1.4 total / band).
        var groups = max(1, Int((1.4 * totalHeight / max(bandWidth, 1)).squareRoot().rounded()))
        groups = max(groups, Int((totalHeight / tallest).rounded(.up)))
        groups = min(max(1, groups), max(1, rows.count))
        let perGroup = (rows.count + groups - 1) / max(groups, 1)
        var groupHeights: [Double] = []
        for start in stride(from: 0, to: rows.count, by: max(perGroup, 1)) {
            let heights = rowHeights[start..<min(rows.count, start + perGroup)]
            groupHeights.append(heights.reduce(0, +) + gap * Double(max(0, heights.count - 1)))
        }
        let width = Double(groupHeights.count) * (bandWidth + gap) + gap
        let height = (groupHeights.max() ?? 0) + 2 * gap
        let canvas = try Canvas(width: width, height: height, scale: scale, background: .sheet)

        var y = gap
        for (index, row) in rows.enumerated() {
            let group = index / max(perGroup, 1)
            if index % max(perGroup, 1) == 0 { y = gap }   // a new column of rows starts at the top
            defer { y += rowHeights[index] + gap }
            var x = gap + Double(group) * (bandWidth + gap)
            for (column, tile) in row.enumerated() {
                try captions.draw(tile.title, at: (x, y + 2), size: 10, weight: 600, color: .label, on: canvas)
                canvas.draw(tile.picture, at: (x, y + Self.titleHeight))
                x += columnWidths[column] + gap
            }
        }
        return canvas
    }
}
