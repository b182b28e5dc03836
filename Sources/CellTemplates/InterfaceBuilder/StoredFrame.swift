import ViewLayout

/// A view's frame as a document stores it (an Interface Builder file's `<rect key="frame">`), in the cell's
/// coordinates, where a layout puts the view elsewhere (`InterfaceBuilderCell.misplacedStoredFrames(in:)`):
/// Render's overlay outlines it dashed beside the laid-out frame, as Xcode's canvas marks a misplaced view.
public struct StoredFrame: Sendable, Equatable {
    /// The view's name, as the overlay tags it.
    public var name: String
    /// The stored frame, in the cell's coordinates.
    public var frame: Rect

    /// A view's name and the frame its document stores, in the cell's coordinates.
    public init(name: String, frame: Rect) { self.name = name; self.frame = frame }
}
