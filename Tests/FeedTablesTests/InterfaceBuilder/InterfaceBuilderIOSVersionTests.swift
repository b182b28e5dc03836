import CellTemplates
import FeedTables
import LayoutTestSupport
import Testing
import UIKitMetrics
import ViewLayout

/// A switch's size is UIKit's for the iOS a layout stands for: 51 x 31 through iOS 18, 63 x 28 on iOS 26
/// (UIKitMetrics' ControlMetrics). At run time `--ios` picks it; at design time the iOS of the Xcode that
/// saved the file (its tools version: 23504 is Xcode 16, iOS 18; 24xxx Xcode 26, iOS 26).
@Suite struct InterfaceBuilderIOSVersionTests {
    static func xib(toolsVersion: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cel-Sw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="51.5"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cel-Sw-001" id="cnt-Sw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-Sw-001">
                                <rect key="frame" x="10" y="10" width="51" height="31"/>
                            </switch>
                        </subviews>
                        <constraints>
                            <constraint firstItem="swi-Sw-001" firstAttribute="top" secondItem="cnt-Sw-001" secondAttribute="top" constant="10" id="c01-Sw-001"/>
                            <constraint firstItem="swi-Sw-001" firstAttribute="leading" secondItem="cnt-Sw-001" secondAttribute="leading" constant="10" id="c02-Sw-001"/>
                            <constraint firstAttribute="bottom" secondItem="swi-Sw-001" secondAttribute="bottom" constant="10" id="c03-Sw-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """.utf8)
    }

    static func runtimeSize(ios: IOSVersion) throws -> Size? {
        let cell = try CellTemplate.readInterfaceBuilder(xib(toolsVersion: "23504"), file: "Switch.xib", cell: nil,
                                                         textCache: Shared.cache, ios: ios)
        return try IBFixture.layout(cell.template, width: 375, scale: 2).frames["ib_swi_Sw_001"]?.size
    }

    /// The fitting height at design time: 10 + the switch + 10 + the separator (half a point at 2x).
    static func designHeight(toolsVersion: String) throws -> Double? {
        let cell = try CellTemplate.readInterfaceBuilder(xib(toolsVersion: toolsVersion), file: "Switch.xib", cell: nil, textCache: Shared.cache)
        return try cell.designFrames(textCache: Shared.cache).computedHeight
    }

    @Test func runTimeSizeFollowsTheRequestedIOS() throws {
        #expect(try Self.runtimeSize(ios: IOSVersion(18)) == Size(width: 51, height: 31))
        #expect(try Self.runtimeSize(ios: IOSVersion(26)) == Size(width: 63, height: 28))
        #expect(try Self.runtimeSize(ios: .newest) == Size(width: 63, height: 28))
    }

    @Test func designSizeFollowsTheXcodeThatSavedTheFile() throws {
        #expect(try Self.designHeight(toolsVersion: "23504") == 10 + 31 + 10 + 0.5)
        #expect(try Self.designHeight(toolsVersion: "24127") == 10 + 28 + 10 + 0.5)
    }

    /// The row: 10 + the switch's height + 10 + the separator (half a point at 2x).
    @Test func theRowHeightChangesWithTheSwitch() throws {
        let old = try CellTemplate.readInterfaceBuilder(Self.xib(toolsVersion: "23504"), file: "Switch.xib", cell: nil,
                                                        textCache: Shared.cache, ios: IOSVersion(17))
        #expect(try IBFixture.layout(old.template, width: 375, scale: 2).height == 10 + 31 + 10 + 0.5)
        let new = try CellTemplate.readInterfaceBuilder(Self.xib(toolsVersion: "23504"), file: "Switch.xib", cell: nil,
                                                        textCache: Shared.cache, ios: IOSVersion(26))
        #expect(try IBFixture.layout(new.template, width: 375, scale: 2).height == 10 + 28 + 10 + 0.5)
    }
}
