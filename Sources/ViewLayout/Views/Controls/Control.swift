import UIKitMetrics

/// A UIKit control whose intrinsic size UIKit fixes (a switch, a slider, a stepper, ...): the size of the
/// iOS release the layout stands for, from `ControlMetrics`, on the axes UIKit fixes it, and none on the
/// others (a slider's or a progress view's width comes from its constraints).
///
/// Where UIKit's size depends on what the control shows in San Francisco (a segmented control's titles, a
/// page control's dots, a text field's text), the width is given (`Kind`), as nothing here measures it.
/// The control draws nothing of its own: only its size, and a text field's baselines (its text's), take
/// part in layout.
public final class Control: View {
    /// Which control, with what its size needs beyond the iOS release.
    public enum Kind: Sendable, Hashable {
        /// UISwitch.
        case `switch`
        /// UISlider (horizontal): a height, no width.
        case slider
        /// UIStepper.
        case stepper
        /// UIProgressView (the default bar): a height, no width.
        case progressView
        /// UISegmentedControl: UIKit's height; its width follows its titles in SF, so it is given here.
        case segmentedControl(width: Double)
        /// UIPageControl: UIKit's height; its width follows its pages, so it is given here, or nil for none.
        case pageControl(width: Double?)
        /// UIActivityIndicatorView in the medium (gray, white) or large style.
        case activityIndicator(ActivityIndicatorStyle)
        /// UITextField: with the rounded-rect border and the 14 pt system font, UIKit's height; its width
        /// follows its text or placeholder, so it is given here, or nil for none. A field of another border
        /// or font gives its `height` (nil: UIKit's rounded-rect one; `Size.noIntrinsicMetric`: none) and its
        /// text's `fontSize` (nil: 14), by which its baseline is placed.
        case textField(width: Double?, height: Double? = nil, fontSize: Double? = nil)
        /// UIDatePicker in the wheels style.
        case datePicker

        /// The UIKit class's name without its prefix, as diagnostics and templates name the control.
        public var name: String {
            switch self {
            case .switch: "switch"
            case .slider: "slider"
            case .stepper: "stepper"
            case .progressView: "progressView"
            case .segmentedControl: "segmentedControl"
            case .pageControl: "pageControl"
            case .activityIndicator: "activityIndicator"
            case .textField: "textField"
            case .datePicker: "datePicker"
            }
        }
    }

    /// UIActivityIndicatorView's sizes: `.medium` (and the older gray and white styles), `.large` (whiteLarge).
    public enum ActivityIndicatorStyle: String, Sendable, Hashable {
        case medium, large
    }

    /// The control; a new kind has the view measured again (its hugging stays as it is).
    public var kind: Kind {
        get { storedKind }
        set {
            guard newValue != storedKind else { return }
            let hadText = hasBaselines
            storedKind = newValue
            // A text field's baselines are its text's: the engine builds baseline terms anew for that.
            if hadText != hasBaselines { notifyEngines { $0.structureChanged() } }
            invalidateIntrinsicContentSize()
        }
    }
    /// The iOS release whose sizes the control takes.
    public var ios: IOSVersion {
        get { storedIOS }
        set { if newValue != storedIOS { storedIOS = newValue; invalidateIntrinsicContentSize() } }
    }
    /// What `kind` and `ios` hold: private storage, which Swift checks for exclusive access when compiling
    /// (see `FixedSizeView.storedContentSize`).
    private var storedKind: Kind
    private var storedIOS: IOSVersion

    /// A control of `kind` as UIKit sizes it on `ios`, hugging as UIKit's control does (750 for a switch,
    /// a stepper and an activity indicator, vertically for a progress view; UIView's 250 elsewhere).
    public init(name: String = "", kind: Kind, ios: IOSVersion = .newest) {
        storedKind = kind
        storedIOS = ios
        super.init(name: name)
        if let hugging = Self.hugging(of: kind, ios: ios) {
            setContentHuggingPriority(LayoutPriority(hugging.horizontal), for: .horizontal)
            setContentHuggingPriority(LayoutPriority(hugging.vertical), for: .vertical)
        }
    }

    /// The control's kind in diagnostics: "switch", "stepper".
    public override var typeName: String { storedKind.name }

    /// A text field's baselines are its text's (a label aligned to its first baseline lines up with the
    /// field's text); other controls show no text, and their baselines are their bottom edge.
    public override var hasBaselines: Bool {
        if case .textField = storedKind { return true }
        return false
    }

    /// A text field centres its text vertically (`contentVerticalAlignment`), so in a taller field the
    /// baseline stays in the middle.
    public override var baselinesFollowCentre: Bool { hasBaselines }

    /// A text field's one line of the system font (14 pt unless the kind says; SF Pro's line,
    /// `SystemFontMetrics`) centred in its intrinsic height: at 34 points and 14 pt the baseline is
    /// (34 - 16.71) / 2 + 13.33 = 21.98 from the top.
    public override func baselineOffsets() throws(LayoutError) -> (firstFromTop: Double, lastFromBottom: Double)? {
        guard case .textField(_, _, let fontSize) = storedKind else { return nil }
        // A field without an intrinsic height still centres its text: its baselines are then measured from a
        // height of 0, its middle.
        let height = max(0, Self.size(of: storedKind, ios: storedIOS).height), font = SystemFontMetrics.sanFrancisco
        let size = fontSize ?? ControlMetrics.textFieldFontSize[storedIOS]
        let baseline = (height - font.lineHeight(atSize: size)) / 2 + font.ascender(atSize: size)
        return (baseline, height - baseline)
    }

    /// UIKit's size for the control on `ios` (`ControlMetrics`), less what its frame reaches past its
    /// aligned edges; `Size.noIntrinsicMetric` on an axis UIKit leaves to constraints.
    public override func intrinsicContentSize(forWidth width: Double?) throws(LayoutError) -> Size {
        let size = Self.size(of: storedKind, ios: storedIOS), insets = Self.alignmentInsets(of: storedKind, ios: storedIOS)
        return Size(width: size.width >= 0 ? size.width - insets.left - insets.right : size.width,
                    height: size.height >= 0 ? size.height - insets.top - insets.bottom : size.height)
    }

    /// Where the control's frame reaches past the edges constraints align (a switch's 2 trailing points,
    /// a slider's 2 on each side: `ControlMetrics`).
    public override var alignmentRectInsets: EdgeInsets { Self.alignmentInsets(of: storedKind, ios: storedIOS) }

    /// Frame layout sizes a control to its frame's size, as UISwitch's `sizeThatFits` gives 51 x 31 (on an
    /// axis without an intrinsic size, the frame's as it is).
    public override func sizeThatFits(_ size: Size) throws(LayoutError) -> Size {
        let fitted = try super.sizeThatFits(size), insets = alignmentRectInsets
        let intrinsic = try intrinsicContentSize(forWidth: size.width.isFinite ? size.width : nil)
        return Size(width: intrinsic.width >= 0 ? fitted.width + insets.left + insets.right : fitted.width,
                    height: intrinsic.height >= 0 ? fitted.height + insets.top + insets.bottom : fitted.height)
    }

    /// UIKit's alignment insets of a control of `kind` on `ios`.
    public static func alignmentInsets(of kind: Kind, ios: IOSVersion) -> EdgeInsets {
        switch kind {
        case .switch: return EdgeInsets(top: 0, left: 0, bottom: 0, right: ControlMetrics.switchTrailingAlignmentInset[ios])
        case .slider:
            let side = ControlMetrics.sliderSideAlignmentInset[ios]
            return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        default: return .zero
        }
    }

    /// UIKit's size of a control of `kind` on `ios`: its frame's, where UIKit fixes it.
    public static func size(of kind: Kind, ios: IOSVersion) -> Size {
        func size(_ control: ControlDimensions) -> Size {
            Size(width: control.width ?? Size.noIntrinsicMetric, height: control.height ?? Size.noIntrinsicMetric)
        }
        switch kind {
        case .switch: return size(ControlMetrics.switchSize[ios])
        case .slider: return size(ControlMetrics.slider[ios])
        case .stepper: return size(ControlMetrics.stepper[ios])
        case .progressView: return size(ControlMetrics.progressView[ios])
        case .segmentedControl(let width):
            return Size(width: width, height: ControlMetrics.segmentedControlHeight[ios])
        case .pageControl(let width):
            return Size(width: width ?? Size.noIntrinsicMetric, height: ControlMetrics.pageControlHeight[ios])
        case .activityIndicator(.medium): return size(ControlMetrics.activityIndicatorMedium[ios])
        case .activityIndicator(.large): return size(ControlMetrics.activityIndicatorLarge[ios])
        case .textField(let width, let height, _):
            return Size(width: width ?? Size.noIntrinsicMetric, height: height ?? ControlMetrics.roundedTextFieldHeight[ios])
        case .datePicker: return size(ControlMetrics.datePickerWheels[ios])
        }
    }

    /// The hugging priorities UIKit gives a control of `kind` where they are not UIView's 250 on both axes.
    public static func hugging(of kind: Kind, ios: IOSVersion) -> (horizontal: Double, vertical: Double)? {
        switch kind {
        case .switch, .stepper, .activityIndicator: ControlMetrics.fixedControlHugging[ios]
        case .progressView: ControlMetrics.progressViewHugging[ios]
        case .slider, .segmentedControl, .pageControl, .textField, .datePicker: nil
        }
    }
}
