import LayoutTestSupport
import Testing
import Typesetting
import UIKitMetrics
@testable import ViewLayout

/// UIButton's intrinsic size without a configuration: the one-line title between UIKit's 6-point pads
/// (none once `contentEdgeInsets` are set), beside its image, inside the content insets. Titles here are
/// ideographs of Noto Sans CJK SC (`FontFacts`: each one em wide, a line 1.448 em tall, ascent 1.16 em), so
/// every size is worked out by hand: two ideographs at 15 pt are 30 wide, their line 21.72 → 22 at 3x.
@Suite struct ButtonTests {
    private func button(_ title: String? = FontFacts.ideographs(2), image: Size? = nil, insets: EdgeInsets = .zero,
                        ios: Int = 26) -> Button {
        let made = Button(name: "b", textCache: Shared.cache, title: title,
                          attributes: TextAttributes(family: FontFacts.cjkFamily, size: 15), imageSize: image,
                          contentEdgeInsets: insets, ios: IOSVersion(ios))
        made.displayScale = 3
        return made
    }

    @Test func aTitleIsPaddedSixPointsAboveAndBelow() throws {
        // 30 x (6 + 22 + 6), on the oldest and the newest release alike (the padding has not changed).
        #expect(try button(ios: 9).intrinsicContentSize(forWidth: nil) == Size(width: 30, height: 34))
        #expect(try button(ios: 26).intrinsicContentSize(forWidth: nil) == Size(width: 30, height: 34))
    }

    /// A system button with only a title is at least 30 wide (Xcode stores "yes", "no" and "All" buttons 30
    /// wide); one ideograph is 15: 30 x 34. A custom button, an image or content insets leave it as wide as
    /// its content.
    @Test func aSystemButtonWithAShortTitleIsThirtyWide() throws {
        #expect(try button(FontFacts.ideographs(1)).intrinsicContentSize(forWidth: nil) == Size(width: 30, height: 34))
        #expect(try button(FontFacts.ideographs(3)).intrinsicContentSize(forWidth: nil) == Size(width: 45, height: 34))
        let custom = button(FontFacts.ideographs(1))
        custom.buttonType = .custom
        #expect(try custom.intrinsicContentSize(forWidth: nil) == Size(width: 15, height: 34))
        #expect(try button(FontFacts.ideographs(1), image: Size(width: 4, height: 40)).intrinsicContentSize(forWidth: nil) == Size(width: 19, height: 40))
        let insets = EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)
        #expect(try button(FontFacts.ideographs(1), insets: insets).intrinsicContentSize(forWidth: nil) == Size(width: 19, height: 24))
    }

    @Test func contentInsetsReplaceThePadding() throws {
        // Top 4, left 10, bottom 5, right 12: 10 + 30 + 12 by 4 + 22 + 5.
        let insets = EdgeInsets(top: 4, left: 10, bottom: 5, right: 12)
        #expect(try button(insets: insets).intrinsicContentSize(forWidth: nil) == Size(width: 52, height: 31))
    }

    @Test func anImageStandsBesideTheTitleWhichItUnpads() throws {
        // A 40 x 40 image is taller than the title's line (22): 40 + 30 by 40.
        #expect(try button(image: Size(width: 40, height: 40)).intrinsicContentSize(forWidth: nil) == Size(width: 70, height: 40))
        // A 100 x 10 image is lower: 100 + 30 by the title's line, 22, without the padding (Xcode stores a
        // 14 pt title beside a 14-point image 17 tall: GitHawk's settings cell).
        #expect(try button(image: Size(width: 100, height: 10)).intrinsicContentSize(forWidth: nil) == Size(width: 130, height: 22))
        // An image alone is not padded.
        #expect(try button(nil, image: Size(width: 40, height: 40)).intrinsicContentSize(forWidth: nil) == Size(width: 40, height: 40))
    }

    @Test func aBackgroundImageIsTheLeastSize() throws {
        // A 22 x 22 background behind two ideographs (30 x 22 unpadded): 30 x 22; behind one (15 x 22): 22 x 22,
        // the title centred. A 50 x 40 one: 50 x 40, the title's top 9 down.
        func sized(_ title: String, _ background: Size) throws -> (Size, Double) {
            let made = button(title)
            made.backgroundImageSize = background
            return (try made.intrinsicContentSize(forWidth: nil), try made.content().titleTop)
        }
        #expect(try sized(FontFacts.ideographs(2), Size(width: 22, height: 22)) == (Size(width: 30, height: 22), 0))
        #expect(try sized(FontFacts.ideographs(1), Size(width: 22, height: 22)) == (Size(width: 22, height: 22), 0))
        #expect(try sized(FontFacts.ideographs(2), Size(width: 50, height: 40)) == (Size(width: 50, height: 40), 9))
    }

    /// The title's baselines: 6 + 17.4 (1.16 × 15) from the top; from the bottom 6 and the line's 22 − 17.4.
    @Test func itsBaselinesAreItsTitles() throws {
        let made = button()
        _ = try made.intrinsicContentSize(forWidth: nil)
        let baselines = try #require(try made.baselineOffsets())
        #expect(abs(baselines.firstFromTop - 23.4) < 1e-9)
        #expect(abs(baselines.lastFromBottom - 10.6) < 1e-9)
    }

    /// `view` 10 points in from a 375 x 100 view's top and leading edges, and three 15 pt ideographs 8 points
    /// after it with their first baseline on its first baseline; laid out at 3x.
    private func baselineRow(_ view: View) throws -> (content: View, label: Label) {
        let content = View(name: "content")
        content.displayScale = 3
        let label = cjkLabel("l", count: 3, size: 15, lines: 1)
        content.addSubview(view)
        content.addSubview(label)
        try view.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.leading.equalToSuperview().offset(10)
            make.bottom.lessThanOrEqualToSuperview()
        }
        try label.makeConstraints { make in
            make.firstBaseline.equalTo(view.firstBaseline)
            make.leading.equalTo(view.trailing).offset(8)
        }
        content.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        try content.layoutIfNeeded()
        return (content, label)
    }

    /// A label beside the button, first baselines aligned: the label's top is 10 + 23.4 − 17.4 = 16.
    @Test func aLabelAlignsWithTheTitlesBaseline() throws {
        let made = button()
        let (content, label) = try baselineRow(made)
        #expect(made.frame == Rect(x: 10, y: 10, width: 30, height: 34))
        #expect(label.frame.minY == 16)
        // Held 54 tall, the button keeps its title in its middle: the baseline 27 + (23.4 - 17) = 33.4
        // down, the label's top 10 + 33.4 - 17.4 = 26.
        try made.makeConstraints { $0.height.equalTo(54) }
        try content.layoutIfNeeded()
        #expect(made.frame == Rect(x: 10, y: 10, width: 30, height: 54))
        #expect(label.frame.minY == 26)
    }

    /// A text field's baseline is its text's, one line of the 14 pt system font centred in it: SF Pro's
    /// line 2444/2048 x 14 = 16.707, its ascender 1950/2048 x 14 = 13.330, so (34 - 16.707) / 2 + 13.330 =
    /// 21.977 from the top of a 34-point field, and 22 + 4.977 in a field held 44 tall. A label of
    /// ideographs (ascent 1.16 x 15 = 17.4) aligned to it sits 4.577 and 9.577 below the field's top.
    @Test func aTextFieldsBaselineIsItsCentredText() throws {
        let field = Control(name: "field", kind: .textField(width: 200), ios: IOSVersion(26))
        let (content, label) = try baselineRow(field)
        let baseline = (34 - 2444.0 / 2048 * 14) / 2 + 1950.0 / 2048 * 14
        #expect(field.frame.height == 34)
        #expect(abs(label.frame.minY - (10 + baseline - 17.4)) <= 1.0 / 6, "\(label.frame)")
        try field.makeConstraints { $0.height.equalTo(44) }
        try content.layoutIfNeeded()
        #expect(field.frame.height == 44)
        #expect(abs(label.frame.minY - (10 + 22 + baseline - 17 - 17.4)) <= 1.0 / 6, "\(label.frame)")
        // A switch shows no text: its baseline is its bottom edge.
        #expect(!Control(name: "s", kind: .switch).hasBaselines)
    }

    /// The button places its title and image itself, centred: in a 100 x 50 button with a 40 x 40 image,
    /// the 70-point content starts at 15; the image at (15, 5), the title at (55, 14).
    @Test func itsTitleAndImageAreCentred() throws {
        let made = button(image: Size(width: 40, height: 40))
        made.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        try made.layoutIfNeeded()
        #expect(made.imageView.frame == Rect(x: 15, y: 5, width: 40, height: 40))
        #expect(made.titleLabel.frame == Rect(x: 55, y: 14, width: 30, height: 22))
    }

    /// A new title, set on the button or on its title label (as a binding sets it), has the button
    /// measured again in the same system: 30, then 45, then 60 points wide.
    @Test func aNewTitleResizesTheButton() throws {
        let content = View(name: "content")
        content.displayScale = 3
        let made = button()
        content.addSubview(made)
        try made.makeConstraints { $0.edges.equalToSuperview() }
        #expect(try content.systemLayoutSizeFitting(.compressedFittingSize).width == 30)
        made.title = FontFacts.ideographs(3)
        #expect(try content.systemLayoutSizeFitting(.compressedFittingSize).width == 45)
        made.titleLabel.text = FontFacts.ideographs(4)
        #expect(try content.systemLayoutSizeFitting(.compressedFittingSize).width == 60)
        #expect(content.layoutSystemBuildCount == 1)
    }
}
