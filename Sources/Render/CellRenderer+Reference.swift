import HeightCache
import ViewLayout

extension CellRenderer {
    /// The colour of a reference height's line (UIColor.systemPink): apart from the overlay's colours.
    static let referenceColor = Color(hex: 0xFF2D55)

    /// Draws `cell` with its overlay as `render(_:height:geometry:overlay:)` does, and across it a line
    /// where a reference height ends (the height a golden table pinned): where the line and the cell's
    /// bottom part, the cell grew or shrank, and the overlay shows which view moved. `label` is written in
    /// the line's colour below everything else, never over the cell, whose last line is often exactly where
    /// the reference line runs. The canvas reaches below the reference line when it is lower than the picture.
    public func render(_ cell: TableViewCell, height: Double, geometry: TableGeometry, reference: Double,
                       label: String) throws(RenderError) -> Canvas {
        let picture = try render(cell, height: height, geometry: geometry, overlay: true)
        let pictureHeight = Double(picture.pixelHeight) / geometry.scale
        let caption = try captions.lines(label, size: 9, weight: 600, maxWidth: max(20, geometry.rowWidth - 10))
        let captionHeight = caption.height + 2
        let top = max(pictureHeight, reference + 2) + 2
        let canvas = try Canvas(width: geometry.rowWidth, height: top + captionHeight + 2, scale: geometry.scale, background: .sheet)
        canvas.draw(picture, at: (0, 0))
        canvas.line(from: (0, reference), to: (geometry.rowWidth, reference), Self.referenceColor, lineWidth: 2)
        let x = max(0, geometry.rowWidth - caption.width - 6)
        canvas.fill(Rect(x: x - 2, y: top, width: caption.width + 4, height: captionHeight), Self.referenceColor)
        painter.draw(caption.lines, at: (x, top + 1), color: .white, on: canvas)
        return canvas
    }
}
