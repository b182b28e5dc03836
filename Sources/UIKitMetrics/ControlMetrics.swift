/// A width and a height in points; `nil` on an axis the control leaves to its constraints.
public struct ControlDimensions: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// The sizes UIKit gives its controls on their own (their intrinsic content size), by iOS release.
///
/// Where no source gives a release's value, the row holds the last one a source gives and says so: a
/// guess there is not silent, it is the previous release's size.
public enum ControlMetrics {
    /// UISwitch: 51 x 31 through iOS 18 (the frames Xcode stores for switches without size constraints, in
    /// every tools version of ../shared/ib and Apple's UIKitCatalog sample); 63 x 28 from iOS 26, whose
    /// switch is the wider Liquid Glass pill (measured on iOS 26 for SwiftUI's Toggle, which draws UIKit's
    /// switch: github.com/wanteddev/montage-ios pull 488).
    public static let switchSize = Versioned(changes: [
        (since: 9, value: ControlDimensions(width: 51, height: 31)),
        (since: 26, value: ControlDimensions(width: 63, height: 28)),
    ], source: "Xcode's stored frames (iOS 9-18); montage-ios pull 488, measured on iOS 26")

    /// The points a switch's frame reaches past the rectangle its constraints align, on the trailing side:
    /// UIKit aligns a 49-point-wide switch and draws it 51 wide (`alignmentRectInsets`), and iOS 26's
    /// 63-point switch 61 and 63. Xcode's stored frames show it: 17 switches in 6 files of open-source
    /// projects, tools versions 11542 to 23727, each 2 points to the right of where its constraints put a
    /// 51-point rectangle, and 51 wide where constraints make it 49; three 63 x 28 switches of a file saved
    /// by Xcode 26 (tools version 24506), 2 points right of their aligned edge too.
    public static let switchTrailingAlignmentInset = Versioned(2.0, source: "Xcode's stored frames (tools versions 11542-24506)")
    /// The points a slider's frame reaches past its aligned rectangle on each side (`alignmentRectInsets`):
    /// Xcode stores sliders 4 points wider and 2 to the left of where their constraints put them (files of
    /// open-source projects, tools versions 12120 to 22685); Xcode 26 stores them where their constraints put
    /// them (every slider of the two projects' files it saved, tools versions 24128 and 24506), so from iOS 26
    /// none.
    public static let sliderSideAlignmentInset = Versioned(changes: [(since: 9, value: 2.0), (since: 26, value: 0.0)],
        source: "Xcode's stored frames (tools versions 12120-22685; 24128, 24506)")

    /// UIActivityIndicatorView, medium style (gray, white, `.medium`): 20 x 20. No source gives iOS 26's.
    public static let activityIndicatorMedium = Versioned(ControlDimensions(width: 20, height: 20),
        source: "Xcode's stored frames (UICatalog tools version 5053 to UIKitCatalog 19115)")
    /// UIActivityIndicatorView, large style (whiteLarge, `.large`): 37 x 37.
    public static let activityIndicatorLarge = Versioned(ControlDimensions(width: 37, height: 37),
        source: "Xcode's stored frames (UIKitCatalog, tools version 14800)")

    /// UISlider: 31 points tall through iOS 18, 34 from iOS 26 (its Liquid Glass thumb), no width of its own
    /// ("a horizontal slider has an intrinsic height but might have no intrinsic width", developer.apple.com,
    /// UIView.noIntrinsicMetric). iOS 26: every slider without a height constraint that Xcode 26 did not mark
    /// ambiguous, in files of two projects saved by it (nRF Mesh's example, 10 sliders; Delta's settings, 1;
    /// tools versions 24128 and 24506), is stored 34 tall; the same projects' sliders are 31 in their files
    /// of Xcode 14 to 16.
    public static let slider = Versioned(changes: [
        (since: 9, value: ControlDimensions(width: nil, height: 31)),
        (since: 26, value: ControlDimensions(width: nil, height: 34)),
    ], source: "Xcode's stored frames in every tools version to Xcode 16 (Apple's UIKitCatalog, SliderViewController); Xcode 26's (tools versions 24128, 24506)")

    /// UIProgressView: 2 points tall before iOS 13, 4 from iOS 13; no width of its own.
    public static let progressView = Versioned(changes: [
        (since: 9, value: ControlDimensions(width: nil, height: 2)),
        (since: 13, value: ControlDimensions(width: nil, height: 4)),
    ], source: "Xcode's stored frames of progress views without a height constraint (UICatalog; UIKitCatalog 19115)")

    /// UIStepper: 94 x 29 before iOS 13, 94 x 32 from iOS 13.
    public static let stepper = Versioned(changes: [
        (since: 9, value: ControlDimensions(width: 94, height: 29)),
        (since: 13, value: ControlDimensions(width: 94, height: 32)),
    ], source: "Xcode's stored frames (UICatalog 5053: 94 x 29; UIKitCatalog 19115 and SkeletonView 19455: 94 x 32)")

    /// UISegmentedControl's height: 29 before iOS 13, 32 from iOS 13. Its width follows its titles.
    public static let segmentedControlHeight = Versioned(changes: [(since: 9, value: 29.0), (since: 13, value: 32.0)],
        source: "Xcode's stored frames (tools versions 5053-9531: 29; 19115-19455: 32)")

    /// UITextField with the rounded-rect border: 30 points tall with a 14 pt font before iOS 13's 34.
    public static let roundedTextFieldHeight = Versioned(changes: [(since: 9, value: 30.0), (since: 13, value: 34.0)],
        source: "Xcode's stored frames (UICatalog 30; UIKitCatalog 17132-19150 and SkeletonView 19455: 34)")

    /// UIDatePicker in the wheels style: 320 x 216.
    public static let datePickerWheels = Versioned(ControlDimensions(width: 320, height: 216),
        source: "Xcode's stored frames (UIKitCatalog 14800-17505)")

    /// UIPageControl's height: 37 before iOS 14, 27.5 from iOS 14 (its width follows its pages).
    public static let pageControlHeight = Versioned(changes: [(since: 9, value: 37.0), (since: 14, value: 27.5)],
        source: "Xcode's stored frames (UICatalog 37; tools versions 17132-17505: 27.5)")

    /// A UIButton without a configuration pads its title this much above and below when its content insets
    /// are zero: an 18 pt title 21 tall makes a 33-point button (stackoverflow.com answer 70778238), and
    /// Xcode stores 30-point buttons for 15 pt titles in every tools version of ../shared/ib.
    public static let buttonTitlePadding = Versioned(6.0, source: "stackoverflow.com answer 70778238; Xcode's stored frames")
    /// The narrowest a system button with a title and nothing else is (no image, no background image, zero
    /// content insets): Xcode stores system buttons titled "yes", "no", "All", "Off", "<" and "1" 30 points
    /// wide in two projects (tools versions 15705 and 22154), wider titles at their width ("EOG" 32), and
    /// image-only system buttons at their image's width (18). UIKit documents no such value.
    public static let systemButtonMinimumWidth = Versioned(30.0,
        source: "Xcode's stored frames of system buttons with short titles (two projects)")
    /// A rounded-rect text field's font in Interface Builder and UIKit: the system font at 14 points, which
    /// its height (`roundedTextFieldHeight`) and its text's baseline follow.
    public static let textFieldFontSize = Versioned(14.0, source: "Interface Builder's default text field font (system 14)")
    /// UIButton's default title font size in Interface Builder.
    public static let buttonTitleSize = Versioned(15.0, source: "Interface Builder's default button font (system 15)")
    /// A custom button's title font when Interface Builder writes none: UIButton's own default, the system
    /// font at 18 points (a system button's is 15). Xcode's stored frames of custom buttons without a font
    /// in a file agree with 18 within a point, not with 15.
    public static let customButtonTitleSize = Versioned(18.0, source: "UIButton(type: .custom) title font (stackoverflow.com answer 70778238); Xcode's stored frames")

    /// Content hugging priorities (horizontal, vertical) of a switch, a stepper and an activity indicator:
    /// 750 on both axes, where UIView's are 250. Xcode writes these for each of them dragged from its
    /// library (the switch and stepper of SkeletonView's storyboard in ../shared/ib, activity indicators in
    /// public storyboards of tools versions 10117 to 23504); a control keeps them unless a file or template
    /// gives its own.
    public static let fixedControlHugging = Versioned((horizontal: 750.0, vertical: 750.0),
        source: "the priorities Xcode writes for a switch, stepper or activity indicator from its library")
    /// A progress view hugs at 750 vertically (its height is its bar's) and UIView's 250 horizontally.
    public static let progressViewHugging = Versioned((horizontal: 250.0, vertical: 750.0),
        source: "the priorities Xcode writes for a progress view from its library (verticalHuggingPriority 750)")

    /// UITextView's `textContainerInset` (top, left, bottom, right): 8, 0, 8, 0 (developer.apple.com,
    /// UITextView.textContainerInset).
    public static let textViewInset = Versioned((top: 8.0, left: 0.0, bottom: 8.0, right: 0.0),
        source: "developer.apple.com/documentation/uikit/uitextview/textcontainerinset")
    /// NSTextContainer's `lineFragmentPadding`: 5 points on each side of every line (developer.apple.com).
    public static let lineFragmentPadding = Versioned(5.0,
        source: "developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding")
}
