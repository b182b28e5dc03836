import UIKitMetrics
import ViewLayout

/// Controls whose intrinsic size UIKit fixes (`ControlMetrics`, by iOS release): a file is laid out at design
/// time with the sizes of the iOS its Xcode shipped, and at run time with those of `--ios`.
extension InterfaceBuilderCellReader {
    /// A fixed-size control: its size (`Size.noIntrinsicMetric` on an axis it does not fix), its hugging
    /// where UIKit's differs from UIView's default, and what lint notes about it.
    struct ControlSize {
        var size: Size
        var hugging: (Double?, Double?) = (nil, nil)
        var note: String?
    }

    /// The size of a control UIKit sizes itself, nil for other elements (and for a segmented control with no
    /// stored frame to take its width from: it is then measured as other controls are). Sizes are UIKit's
    /// for `ios` (`ControlMetrics`): at design time the iOS of the Xcode that saved the file.
    func controlSize(_ node: XMLNode) throws(TemplateError) -> ControlSize? {
        func size(_ control: ControlDimensions) -> Size {
            Size(width: control.width ?? Size.noIntrinsicMetric, height: control.height ?? Size.noIntrinsicMetric)
        }
        switch node.name {
        case "switch":
            // UISwitch hugs at 750 (Interface Builder's default for it).
            return ControlSize(size: size(ControlMetrics.switchSize[ios]), hugging: (750, 750))
        case "activityIndicatorView":
            let large = (node["style"] ?? "").lowercased().contains("large")
            let side = large ? ControlMetrics.activityIndicatorLarge[ios] : ControlMetrics.activityIndicatorMedium[ios]
            return ControlSize(size: size(side), hugging: (750, 750))
        case "slider":
            return ControlSize(size: size(ControlMetrics.slider[ios]))
        case "progressView":
            return ControlSize(size: size(ControlMetrics.progressView[ios]))
        case "stepper":
            return ControlSize(size: size(ControlMetrics.stepper[ios]))
        case "segmentedControl":
            // Its width follows its titles in San Francisco, so the stored width stands in.
            guard let frame = try storedFrame(node) else { return nil }
            let height = ControlMetrics.segmentedControlHeight[ios]
            return ControlSize(size: Size(width: frame.width, height: height),
                               note: "<segmentedControl> is \(formatPoints(height)) points tall, as UIKit makes it on iOS \(ios); its width is the frame Xcode stored (\(formatPoints(frame.width)))")
        default:
            return nil
        }
    }
}
