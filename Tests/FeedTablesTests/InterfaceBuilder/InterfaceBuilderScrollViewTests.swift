import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import ViewLayout

/// A scroll view's subviews are laid out in its content area: constraints between the scroll view's edges and
/// what is inside it attach to the content, those between its width, height or centres and its content attach
/// to its frame (Apple's Auto Layout Guide, "Working with Scroll Views"), and so do Xcode 11's content and frame
/// layout guides. Plain views of fixed sizes in a 375-point cell on a 2x phone, so every number is worked out
/// from the file.
@Suite struct InterfaceBuilderScrollViewTests {
    /// The scroll view pinned to the content view's edges and 100 tall.
    static let scrollPinned = [
        #"<constraint firstItem="scr-Sv-001" firstAttribute="top" secondItem="cnt-Sk-001" secondAttribute="top" id="p01-Sv-001"/>"#,
        #"<constraint firstAttribute="bottom" secondItem="scr-Sv-001" secondAttribute="bottom" id="p02-Sv-001"/>"#,
        #"<constraint firstItem="scr-Sv-001" firstAttribute="leading" secondItem="cnt-Sk-001" secondAttribute="leading" id="p03-Sv-001"/>"#,
        #"<constraint firstAttribute="trailing" secondItem="scr-Sv-001" secondAttribute="trailing" id="p04-Sv-001"/>"#,
    ]

    static func scrollView(subviews: String, constraints: [String], guides: String = "") -> String {
        #"""
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-Sv-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
            <subviews>\#(subviews)</subviews>
            <constraints>
                <constraint firstAttribute="height" constant="100" id="h00-Sv-001"/>
                \#(constraints.joined(separator: "\n"))
            </constraints>
            \#(guides)
        </scrollView>
        """#
    }

    static func plainView(_ id: String, width: Double? = nil, height: Double) -> String {
        let widthConstraint = width.map { #"<constraint firstAttribute="width" constant="\#(formatPoints($0))" id="w-\#(id)"/>"# } ?? ""
        return #"""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\#(formatPoints(height))"/>
                <constraints>
                    <constraint firstAttribute="height" constant="\#(formatPoints(height))" id="h-\#(id)"/>
                    \#(widthConstraint)
                </constraints>
            </view>
            """#
    }

    /// A view 500 tall pinned to the four edges of a scroll view 100 tall makes the content 500 tall, not the
    /// scroll view: the row is the scroll view's 100 and the 2x separator's half point (read as a plain view,
    /// the scroll view's edges held the content to its frame, and the 500 broke).
    @Test func contentPinnedToTheEdgesSizesTheContentNotTheScrollView() throws {
        let scroll = Self.scrollView(subviews: Self.plainView("tal-Sv-001", height: 500), constraints: [
            #"<constraint firstItem="tal-Sv-001" firstAttribute="top" secondItem="scr-Sv-001" secondAttribute="top" id="c01-Sv-001"/>"#,
            #"<constraint firstAttribute="bottom" secondItem="tal-Sv-001" secondAttribute="bottom" id="c02-Sv-001"/>"#,
            #"<constraint firstItem="tal-Sv-001" firstAttribute="leading" secondItem="scr-Sv-001" secondAttribute="leading" id="c03-Sv-001"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="tal-Sv-001" secondAttribute="trailing" id="c04-Sv-001"/>"#,
            #"<constraint firstItem="tal-Sv-001" firstAttribute="width" secondItem="scr-Sv-001" secondAttribute="width" id="c05-Sv-001"/>"#,
        ])
        let cell = try IBFixture.cell(text: IBFixture.cellDocument(height: 100.5, views: [scroll], constraints: Self.scrollPinned))
        let design = try cell.designFrames(textCache: Shared.cache)
        #expect(design.computedByID["scr-Sv-001"] == rect(0, 0, 375, 100))
        #expect(design.computedByID["tal-Sv-001"] == rect(0, 0, 375, 500))
        #expect(design.computedHeight == 100.5)
        #expect(try IBFixture.layout(cell.template, width: 320, scale: 3).height == 100 + 1.0 / 3)
    }

    /// Two pages each as wide as the scroll view's frame (its frame layout guide), side by side between the
    /// leading and trailing edges of its content layout guide: the second page starts at 375, the content is
    /// 750 wide, and the scroll view keeps the cell's width; a view below the scroll view is placed against
    /// its frame (100 + 8).
    @Test func xcodesContentAndFrameGuidesAreTheContentAndTheFrame() throws {
        let pages = Self.plainView("pg1-Sv-001", height: 100) + Self.plainView("pg2-Sv-001", height: 100)
        let scroll = Self.scrollView(subviews: pages, constraints: [
            #"<constraint firstItem="pg1-Sv-001" firstAttribute="top" secondItem="cgd-Sv-001" secondAttribute="top" id="c11-Sv-001"/>"#,
            #"<constraint firstItem="pg2-Sv-001" firstAttribute="top" secondItem="cgd-Sv-001" secondAttribute="top" id="c12-Sv-001"/>"#,
            #"<constraint firstItem="pg1-Sv-001" firstAttribute="leading" secondItem="cgd-Sv-001" secondAttribute="leading" id="c13-Sv-001"/>"#,
            #"<constraint firstItem="pg2-Sv-001" firstAttribute="leading" secondItem="pg1-Sv-001" secondAttribute="trailing" id="c14-Sv-001"/>"#,
            #"<constraint firstItem="cgd-Sv-001" firstAttribute="trailing" secondItem="pg2-Sv-001" secondAttribute="trailing" id="c15-Sv-001"/>"#,
            #"<constraint firstItem="pg1-Sv-001" firstAttribute="width" secondItem="fgd-Sv-001" secondAttribute="width" id="c16-Sv-001"/>"#,
            #"<constraint firstItem="pg2-Sv-001" firstAttribute="width" secondItem="fgd-Sv-001" secondAttribute="width" id="c17-Sv-001"/>"#,
        ], guides: #"""
            <viewLayoutGuide key="contentLayoutGuide" id="cgd-Sv-001"/>
            <viewLayoutGuide key="frameLayoutGuide" id="fgd-Sv-001"/>
            """#)
        let below = Self.plainView("blw-Sv-001", height: 20)
        let constraints = [
            #"<constraint firstItem="scr-Sv-001" firstAttribute="top" secondItem="cnt-Sk-001" secondAttribute="top" id="p01-Sv-001"/>"#,
            #"<constraint firstItem="scr-Sv-001" firstAttribute="leading" secondItem="cnt-Sk-001" secondAttribute="leading" id="p03-Sv-001"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="scr-Sv-001" secondAttribute="trailing" id="p04-Sv-001"/>"#,
            #"<constraint firstItem="blw-Sv-001" firstAttribute="top" secondItem="scr-Sv-001" secondAttribute="bottom" constant="8" id="p05-Sv-001"/>"#,
            #"<constraint firstItem="blw-Sv-001" firstAttribute="leading" secondItem="cnt-Sk-001" secondAttribute="leading" id="p06-Sv-001"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="blw-Sv-001" secondAttribute="trailing" id="p07-Sv-001"/>"#,
            #"<constraint firstAttribute="bottom" secondItem="blw-Sv-001" secondAttribute="bottom" id="p08-Sv-001"/>"#,
        ]
        let cell = try IBFixture.cell(text: IBFixture.cellDocument(height: 128.5, views: [scroll, below], constraints: constraints))
        let computed = try cell.designFrames(textCache: Shared.cache).computedByID
        #expect(computed["scr-Sv-001"] == rect(0, 0, 375, 100))
        #expect(computed["pg1-Sv-001"] == rect(0, 0, 375, 100))
        #expect(computed["pg2-Sv-001"] == rect(375, 0, 375, 100))
        #expect(computed["blw-Sv-001"] == rect(0, 108, 375, 20))
    }
}
