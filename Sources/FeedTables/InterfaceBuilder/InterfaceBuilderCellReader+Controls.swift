import ViewLayout

/// Controls whose intrinsic size UIKit fixes, as the frames Xcode stores for them with no size constraint
/// show it (the sizes are frames, which is what `lint --frames` compares and what a cell's content holds).
/// Sizes changed with iOS 13's controls; a file saved before Xcode 11 (tools version under 15000) is laid
/// out at design time with the sizes of its day, and every file at run time with today's.
extension InterfaceBuilderCellReader {
    /// A fixed-size control: its size (`Size.noIntrinsicMetric` on an axis it does not fix), its hugging
    /// where UIKit's differs from UIView's default, and what lint notes about it.
    struct ControlSize {
        var size: Size
        var hugging: (Double?, Double?) = (nil, nil)
        var note: String?
    }

    /// Whether the sizes of iOS 12 and before apply: design time of a file saved before Xcode 11.
    private var olderControls: Bool { design && document.toolsVersion < 15_000 }

    /// The size of a control UIKit sizes itself, nil for other elements (and for a segmented control with no
    /// stored frame to take its width from: it is then measured as other controls are).
    func controlSize(_ node: XMLNode) throws(TemplateError) -> ControlSize? {
        let none = Size.noIntrinsicMetric
        switch node.name {
        case "switch":
            // UISwitch is 51 x 31 points and hugs at 750 (Interface Builder's frames in ../shared/ib).
            return ControlSize(size: Size(width: 51, height: 31), hugging: (750, 750))
        case "activityIndicatorView":
            // UIActivityIndicatorView: 20 x 20 points for the medium (gray, white) styles, 37 x 37 for large.
            let side: Double = (node["style"] ?? "").lowercased().contains("large") ? 37 : 20
            return ControlSize(size: Size(width: side, height: side), hugging: (750, 750))
        case "slider":
            // UISlider has a height and no width of its own (developer.apple.com, NSView.noIntrinsicMetric: "a
            // horizontal slider has an intrinsic height but might have no intrinsic width"); its frame is
            // 31 points tall in every Xcode since iOS 7 (Apple's UIKitCatalog sample, SliderViewController).
            return ControlSize(size: Size(width: none, height: 31))
        case "progressView":
            // UIProgressView: a height only, 4 points since iOS 13 and 2 before (stored frames of progress
            // views without a height constraint in open-source XIBs of either age).
            return ControlSize(size: Size(width: none, height: olderControls ? 2 : 4))
        case "stepper":
            // UIStepper: 94 x 32 points since iOS 13, 94 x 29 before (stored frames without size constraints).
            return ControlSize(size: Size(width: 94, height: olderControls ? 29 : 32))
        case "segmentedControl":
            // UISegmentedControl: 32 points tall since iOS 13, 29 before; its width follows its titles in
            // San Francisco, so the stored width stands in.
            guard let frame = try storedFrame(node) else { return nil }
            let height: Double = olderControls ? 29 : 32
            return ControlSize(size: Size(width: frame.width, height: height),
                               note: "<segmentedControl> is \(formatPoints(height)) points tall, as UIKit makes it; its width is the frame Xcode stored (\(formatPoints(frame.width)))")
        default:
            return nil
        }
    }
}
