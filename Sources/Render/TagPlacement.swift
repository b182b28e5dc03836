import ViewLayout

/// Where the overlay puts each view's name tag so that no tag hides text or another tag: the first of a
/// few places around the view's frame (outside its top-left corner first, where a tag reads as the
/// frame's title and covers nothing of the view) that lies inside the picture and clear of every line
/// of text and every tag placed before it. A tag with no such place is not drawn; the overlay names it in
/// its strip instead, so a crowded cell loses a tag, never a letter.
struct TagPlacement {
    /// The area tags must stay in: the cell's picture.
    let bounds: Rect
    /// What tags must not cover: the labels' line boxes, in picture coordinates.
    private(set) var occupied: [Rect]

    init(bounds: Rect, text: [Rect]) {
        self.bounds = bounds
        occupied = text
    }

    /// The places tried for a tag of `size` naming the view at `frame`, in order of preference.
    static func candidates(for frame: Rect, size: Size) -> [Rect] {
        let (w, h) = (size.width, size.height)
        let origins: [(Double, Double)] = [
            (frame.minX, frame.minY - h),        // above, left-aligned
            (frame.maxX - w, frame.minY - h),    // above, right-aligned
            (frame.minX, frame.maxY),            // below, left-aligned
            (frame.maxX - w, frame.maxY),        // below, right-aligned
            (frame.maxX - w, frame.minY),        // inside, top right
            (frame.minX, frame.minY),            // inside, top left
            (frame.maxX - w, frame.maxY - h),    // inside, bottom right
            (frame.minX - w, frame.minY),        // left of it
            (frame.maxX, frame.minY),            // right of it
        ]
        return origins.map { Rect(x: $0.0, y: $0.1, width: w, height: h) }
    }

    /// Places a tag of `size` for the view at `frame` and reserves its place; nil when every place would
    /// cover text or a tag, or leave the picture.
    mutating func place(_ size: Size, for frame: Rect) -> Rect? {
        for candidate in Self.candidates(for: frame, size: size) where contains(candidate) && !overlapsOccupied(candidate) {
            occupied.append(candidate)
            return candidate
        }
        return nil
    }

    private func contains(_ rect: Rect) -> Bool {
        rect.minX >= bounds.minX && rect.minY >= bounds.minY && rect.maxX <= bounds.maxX && rect.maxY <= bounds.maxY
    }

    private func overlapsOccupied(_ rect: Rect) -> Bool {
        occupied.contains { $0.minX < rect.maxX && rect.minX < $0.maxX && $0.minY < rect.maxY && rect.minY < $0.maxY }
    }
}
