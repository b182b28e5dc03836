import LayoutTestSupport
import Testing
import Typesetting
import UIKitMetrics
@testable import ViewLayout

/// Controls whose size UIKit fixes, at two iOS releases each: where `ControlMetrics` changes between them,
/// the sizes it gives on either side (a switch is 51 x 31 on iOS 18 and 63 x 28 on iOS 26, a stepper 94 x 29
/// on iOS 12 and 94 x 32 on iOS 13, ...); where it does not, the same size on both. Values from the table's
/// rows (and their sources), written here by hand.
@Suite struct ControlTests {
    private func size(_ kind: Control.Kind, _ ios: Int) throws -> Size {
        try Control(name: "c", kind: kind, ios: IOSVersion(ios)).intrinsicContentSize(forWidth: nil)
    }

    @Test func aSwitchIsWiderAndLowerFromIOS26() throws {
        // Through iOS 18 a switch is drawn 51 x 31 and aligned as 49 x 31, from iOS 26 drawn 63 x 28 and
        // aligned 61 wide: its frame reaches 2 points past its trailing edge (Xcode's stored frames).
        #expect(try size(.switch, 18) == Size(width: 49, height: 31))
        #expect(Control(kind: .switch, ios: IOSVersion(18)).alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        #expect(try Control(kind: .switch, ios: IOSVersion(18)).sizeThatFits(Size(width: 500, height: 500)) == Size(width: 51, height: 31))
        #expect(try size(.switch, 26) == Size(width: 61, height: 28))
        #expect(try Control(kind: .switch, ios: IOSVersion(26)).sizeThatFits(Size(width: 500, height: 500)) == Size(width: 63, height: 28))
    }

    @Test func aSliderFitsItsFramesWidthAndItsOwnHeight() throws {
        // No width of its own: frame layout keeps the frame's width; 31 tall, its alignment rectangle's height.
        let slider = Control(kind: .slider, ios: IOSVersion(18))
        slider.frame.size = Size(width: 200, height: 0)
        #expect(try slider.sizeThatFits(Size(width: 500, height: 500)) == Size(width: 200, height: 31))
        #expect(slider.alignmentRectInsets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
    }

    @Test func aSwitchsFrameReachesPastItsAlignedTrailingEdge() throws {
        // Pinned 8 points from a 375-point view's trailing edge, a switch is aligned from 318 to 367 and
        // drawn from 318 to 369, as Xcode stores such switches (x 318, width 51).
        let root = View(name: "root")
        let toggle = Control(name: "toggle", kind: .switch, ios: IOSVersion(18))
        root.addSubview(toggle)
        try toggle.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-8)
            make.top.equalToSuperview()
        }
        root.frame = Rect(x: 0, y: 0, width: 375, height: 44)
        try root.layoutIfNeeded()
        #expect(toggle.frame == Rect(x: 318, y: 0, width: 51, height: 31))
    }

    @Test func aStepperAndASegmentedControlGrowTallerWithIOS13() throws {
        #expect(try size(.stepper, 12) == Size(width: 94, height: 29))
        #expect(try size(.stepper, 13) == Size(width: 94, height: 32))
        // The width is the one given: it follows the titles in San Francisco.
        #expect(try size(.segmentedControl(width: 145), 12) == Size(width: 145, height: 29))
        #expect(try size(.segmentedControl(width: 145), 13) == Size(width: 145, height: 32))
    }

    @Test func aProgressViewAndATextFieldGrowTallerWithIOS13() throws {
        // No width of their own unless given: their constraints decide it.
        #expect(try size(.progressView, 12) == Size(width: -1, height: 2))
        #expect(try size(.progressView, 13) == Size(width: -1, height: 4))
        #expect(try size(.textField(width: nil), 12) == Size(width: -1, height: 30))
        #expect(try size(.textField(width: 200), 13) == Size(width: 200, height: 34))
    }

    @Test func aPageControlIsLowerFromIOS14() throws {
        #expect(try size(.pageControl(width: nil), 13) == Size(width: -1, height: 37))
        #expect(try size(.pageControl(width: 123), 14) == Size(width: 123, height: 27.5))
    }

    @Test func aSliderIsTallerFromIOS26() throws {
        // 31 through iOS 18, 34 from iOS 26: the heights Xcode 16 and Xcode 26 store for the same projects'
        // sliders without height constraints.
        #expect(try size(.slider, 18) == Size(width: -1, height: 31))
        #expect(try size(.slider, 26) == Size(width: -1, height: 34))
        // Its frame reaches 2 points past each aligned edge through iOS 18 (Xcode 11 to 16 store sliders 4
        // wider than their constraints), none from iOS 26 (Xcode 26 stores them as their constraints say).
        #expect(Control(kind: .slider, ios: IOSVersion(18)).alignmentRectInsets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        #expect(Control(kind: .slider, ios: IOSVersion(26)).alignmentRectInsets == .zero)
    }

    @Test func activityIndicatorsAndDatePickersKeepTheirSizes() throws {
        for ios in [12, 26] {
            #expect(try size(.activityIndicator(.medium), ios) == Size(width: 20, height: 20))
            #expect(try size(.activityIndicator(.large), ios) == Size(width: 37, height: 37))
            #expect(try size(.datePicker, ios) == Size(width: 320, height: 216))
        }
    }

    /// A switch, a stepper and an activity indicator hug at 750 on both axes, a progress view vertically;
    /// a slider keeps UIView's 250.
    @Test func controlsHugAsUIKitsDo() {
        for kind: Control.Kind in [.switch, .stepper, .activityIndicator(.large)] {
            let control = Control(kind: kind)
            #expect(control.contentHuggingPriority(for: .horizontal).rawValue == 750)
            #expect(control.contentHuggingPriority(for: .vertical).rawValue == 750)
        }
        let progress = Control(kind: .progressView)
        #expect(progress.contentHuggingPriority(for: .horizontal).rawValue == 250)
        #expect(progress.contentHuggingPriority(for: .vertical).rawValue == 750)
        #expect(Control(kind: .slider).contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(Control(name: "c", kind: .switch).layoutDebugName == "switch 'c'")
    }

    /// A switch 11 points from the top and bottom: 11 + 28 + 11 on iOS 26, 11 + 31 + 11 on iOS 18, the
    /// second by a new constant in the same system.
    @Test func aNewReleaseChangesTheConstantOnly() throws {
        let content = View(name: "content")
        let control = Control(name: "toggle", kind: .switch, ios: IOSVersion(26))
        content.addSubview(control)
        try control.makeConstraints { make in
            make.top.equalToSuperview().offset(11)
            make.bottom.equalToSuperview().offset(-11)
            make.leading.equalToSuperview().offset(16)
        }
        #expect(try content.fittingHeight(forWidth: 375) == 50)
        control.ios = IOSVersion(18)
        #expect(try content.fittingHeight(forWidth: 375) == 53)
        #expect(content.layoutSystemBuildCount == 1)
    }
}
