import Typesetting

extension PixelGrid {
    /// Snaps a size up to the grid.
    public func ceil(_ size: Size) -> Size { Size(width: ceil(size.width), height: ceil(size.height)) }
}
