import CellTemplates
import Foundation
import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// What a file sets that changes a height on iOS is applied or said, never dropped: a stack's size-class
/// variations, values none of UIKit's, custom classes inside the cell, margins preserved from a superview,
/// attributed fragments in other fonts, runtime attributes UIKit's views size by.
@Suite struct InterfaceBuilderSaidTests {
    /// One line of the system font at 17 points on the 2x grid.
    static let line = FontFacts.ceil(FontFacts.systemLineHeight(17), scale: 2)

    /// A stack of two one-line labels, `attributes` on the stack and `children` inside it.
    static func stack(_ attributes: String = #"axis="horizontal""#, children: String = "") -> String {
        func label(_ id: String, _ text: String) -> String {
            #"<label opaque="NO" text="\#(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="0" y="0" width="60" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        }
        return #"<stackView opaque="NO" contentMode="scaleToFill" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="stk-Sd-001"><rect key="frame" x="10" y="10" width="200" height="20.5"/><subviews>\#(label("lb1-Sd-001", "One"))\#(label("lb2-Sd-001", "Two"))</subviews>\#(children)</stackView>"#
    }

    static func cell(_ views: [String], ids: [String], replacing: [(String, String)] = []) throws -> InterfaceBuilderCell {
        var text = IBFixture.stackedCellDocument(height: 61.5, views: views, ids: ids)
        for (old, new) in replacing {
            #expect(text.contains(old), "\(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return try IBFixture.cell(text: text)
    }

    static func stackHeight(_ cell: InterfaceBuilderCell) throws -> Double? {
        try IBFixture.layout(cell.template, width: 375, scale: 2).frames["ib_stk_Sd_001"]?.height
    }

    /// A phone in portrait is compact in width and regular in height: a variation for that size class gives
    /// the stack its axis (two lines stacked), one for a compact height does not apply (one line).
    @Test func aStacksSizeClassVariationApplies() throws {
        let portrait = try Self.cell([Self.stack(children: #"<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>"#)],
                                     ids: ["stk-Sd-001"])
        let landscape = try Self.cell([Self.stack(children: #"<variation key="heightClass=compact" axis="vertical" spacing="30"/>"#)],
                                      ids: ["stk-Sd-001"])
        #expect(try Self.stackHeight(portrait) == 2 * Self.line)
        #expect(try Self.stackHeight(landscape) == Self.line)
        let spaced = try Self.cell([Self.stack(#"axis="vertical" spacing="4""#, children: #"<variation key="widthClass=compact" spacing="12"/>"#)],
                                   ids: ["stk-Sd-001"])
        #expect(try Self.stackHeight(spaced) == 2 * Self.line + 12)
        #expect(portrait.template.issues.isEmpty && spaced.template.issues.isEmpty, "\(portrait.template.issues)")
    }

    /// Values none of UIKit's are warnings that name UIKit's default, which is taken.
    @Test func valuesNoneOfUIKitsAreWarnings() throws {
        let cell = try Self.cell([Self.stack(#"axis="Vertical" alignment="middle" distribution="fillEvenly""#)], ids: ["stk-Sd-001"],
                                 replacing: [(#"<tableViewCell contentMode="scaleToFill""#, #"<tableViewCell contentMode="scaleToFill" accessoryType="disclosure""#)])
        #expect(try Self.stackHeight(cell) == Self.line)
        let said = cell.template.issues.filter { $0.kind == .unknownValue && $0.severity == .warning }.map(\.message)
        #expect(said.count == 4, "\(said)")
        #expect(said.contains { $0.hasPrefix(#"<stackView> axis "Vertical" is neither horizontal nor vertical"#) })
        #expect(said.contains { $0.hasPrefix(#"<stackView> alignment "middle" is none of UIKit's"#) })
        #expect(said.contains { $0.hasPrefix(#"<stackView> distribution "fillEvenly" is none of UIKit's"#) })
        #expect(said.contains { $0.hasPrefix(#"accessoryType "disclosure" is none of UIKit's (none, disclosureIndicator"#) })
    }

    /// A view of a custom class inside the cell is noted (its code may change its size); a container that
    /// preserves its superview's margins, with a label pinned to them, is a warning, and one whose margins
    /// nothing reaches is not said.
    @Test func customClassesAndPreservedMarginsAreSaid() throws {
        func container(_ attributes: String, pinned: Bool) -> String {
            let attribute = pinned ? "leadingMargin" : "leading"
            return #"<view contentMode="scaleToFill" \#(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="box-Sd-001"><rect key="frame" x="0" y="10" width="375" height="41"/><subviews><label opaque="NO" text="Inside" translatesAutoresizingMaskIntoConstraints="NO" id="lbi-Sd-001"><rect key="frame" x="8" y="0" width="60" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label></subviews><constraints><constraint firstItem="lbi-Sd-001" firstAttribute="leading" secondItem="box-Sd-001" secondAttribute="\#(attribute)" id="c1-Sd-001"/><constraint firstItem="lbi-Sd-001" firstAttribute="top" secondItem="box-Sd-001" secondAttribute="top" id="c2-Sd-001"/><constraint firstAttribute="bottom" secondItem="lbi-Sd-001" secondAttribute="bottom" id="c3-Sd-001"/></constraints></view>"#
        }
        let preserving = try Self.cell([container(#"preservesSuperviewLayoutMargins="YES" customClass="PaddedView""#, pinned: true)], ids: ["box-Sd-001"])
        let issues = preserving.template.issues
        #expect(issues.contains { $0.kind == .customViewClass && $0.severity == .note && $0.message.hasPrefix("<view> box-Sd-001 is of custom class PaddedView") })
        #expect(issues.contains { $0.kind == .preservedMargins && $0.severity == .warning && $0.message.hasPrefix("<view> box-Sd-001 preserves its superview's layout margins") })
        let unpinned = try Self.cell([container(#"preservesSuperviewLayoutMargins="YES""#, pinned: false)], ids: ["box-Sd-001"])
        #expect(unpinned.template.issues.isEmpty, "\(unpinned.template.issues)")
    }

    /// A constraint attribute Xcode does not write (`active="NO"`, typed by hand) is laid out as the rest of
    /// the constraint says, with a warning naming it; a custom constraint class, whose code may set the
    /// constant, is a note. Xcode's own attributes (`symbolic`, `identifier`) say nothing.
    @Test func whatAConstraintHoldsThatIsNotReadIsSaid() throws {
        let view = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-Sd-001"><rect key="frame" x="10" y="10" width="100" height="20"/><constraints><constraint firstAttribute="height" constant="20" id="h-Sd-001"/></constraints></view>"#
        let cell = try Self.cell([view], ids: ["box-Sd-001"], replacing: [
            (#"constant="10" id="b0-Sk-001"/>"#, #"constant="10" active="NO" id="b0-Sk-001"/>"#),
            (#"constant="20" id="h-Sd-001"/>"#, #"constant="20" symbolic="YES" identifier="height" customClass="HairlineConstraint" customModule="App" id="h-Sd-001"/>"#),
        ])
        let issues = cell.template.issues
        #expect(issues.contains { $0.kind == .unknownValue && $0.severity == .warning
            && $0.message == #"constraint b0-Sk-001: attribute active="NO" is not one Xcode writes, and is not read: the constraint is laid out as the rest of it says"# },
                "\(issues)")
        #expect(issues.contains { $0.kind == .customViewClass && $0.severity == .note && $0.message.hasPrefix("constraint h-Sd-001 is of custom class HairlineConstraint") })
        #expect(issues.count == 2, "\(issues)")
        // Laid out as written: 10 + 20 + 10 under the constraint that says it is not active.
        #expect(try IBFixture.layout(cell.template, width: 375, scale: 2).frames["ib_box_Sd_001"]?.maxY == 30)
    }

    /// A font description not understood is measured in the system font at 17 points: a warning, since
    /// the height may not be the app's. A key path UIKit's label sizes by (text) is a warning; an app's own
    /// (a localisation key) stays a note.
    @Test func whatChangesTheHeightIsAWarning() throws {
        let label = #"<label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Sd-001"><rect key="frame" x="10" y="10" width="100" height="36"/><fontDescription key="fontDescription" type="condensedSystem" pointSize="30"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="text" value="Another title"/><userDefinedRuntimeAttribute type="string" keyPath="localizationKey" value="title"/></userDefinedRuntimeAttributes></label>"#
        let issues = try Self.cell([label], ids: ["lbl-Sd-001"]).template.issues
        #expect(issues.contains { $0.kind == .unknownFontDescription && $0.severity == .warning })
        let runtime = issues.filter { $0.kind == .runtimeAttribute }
        #expect(runtime.count == 2 && runtime.contains { $0.severity == .warning && $0.message.contains("sets text (") }
                && runtime.contains { $0.severity == .note && $0.message.contains("sets localizationKey (") }, "\(runtime)")
    }

    /// A document of 35 cells, none chosen: the error lists the first 30 and says how many more there are
    /// (a storyboard of 1,800 cells made one line of 57 KB).
    @Test func aLongListOfCellsIsCut() throws {
        let one = IBFixture.stackedCellDocument(height: 44, views: [], ids: [])
        let start = try #require(one.range(of: "<tableViewCell ")), end = try #require(one.range(of: "</tableViewCell>"))
        let cell = String(one[start.lowerBound..<end.upperBound])
        let cells = (1...35).map { index in
            cell.replacingOccurrences(of: "Sk-001", with: "Sk-\(100 + index)")
                .replacingOccurrences(of: "<tableViewCell ", with: #"<tableViewCell reuseIdentifier="Row\#(index)" "#)
        }
        let text = one.replacingOccurrences(of: cell, with: cells.joined(separator: "\n"))
        #expect { _ = try IBFixture.cell(text: text) } throws: { error in
            let message = "\(error)"
            return message.contains("the document defines 35 cells") && message.contains("Row30 (tableViewCell cel-Sk-130), and 5 more")
                && !message.contains("Row31")
        }
    }

    /// A view that keeps its autoresizing frame is held by its mask's constraints, as UIKit makes them: a
    /// label of flexible width and height with fixed margins of 20 at the sides and 10 above and below widens
    /// with the table (374 at 414, 335 at 375) and makes the cell as tall as its line (10 + 20.5 + 10 and the
    /// separator's 0.5 at 2x; pinned at its frame, the cell did not size itself); a box between two flexible
    /// margins keeps its offset from the centre (centred: 157 at 414); one with only its right margin flexible
    /// keeps its frame; one of flexible width and right margin (20 + 100 + 255 of 375) takes 100 / 355 of the
    /// 39 points more at 414 (110.99 wide, 111 on the grid). An off-centre view between flexible margins, and one reaching
    /// outside its superview, are held as said in notes.
    @Test func autoresizingMasksHoldTheirViews() throws {
        let label = #"<label opaque="NO" text="Hello" numberOfLines="0" id="lbl-Ar-002"><rect key="frame" x="20" y="10" width="335" height="41.5"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
        let centred = #"<view contentMode="scaleToFill" id="box-Ar-002"><rect key="frame" x="137.5" y="5" width="100" height="10"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
        let fixed = #"<view contentMode="scaleToFill" id="fix-Ar-002"><rect key="frame" x="300" y="5" width="20" height="10"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
        let shared = #"<view contentMode="scaleToFill" id="shr-Ar-002"><rect key="frame" x="20" y="20" width="100" height="10"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
        let offCentre = #"<view contentMode="scaleToFill" id="off-Ar-002"><rect key="frame" x="10" y="30" width="100" height="10"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#
        let outside = #"<view contentMode="scaleToFill" id="out-Ar-002"><rect key="frame" x="-10" y="40" width="100" height="10"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>"#
        let cell = try IBFixture.cell(text: IBFixture.cellDocument(height: 61.5, views: [label, centred, fixed, shared, offCentre, outside], constraints: []))
        let narrow = try IBFixture.layout(cell.template, width: 375, scale: 2)
        #expect(narrow.height == 10 + Self.line + 10 + 0.5)
        #expect(narrow.frames["ib_lbl_Ar_002"] == rect(20, 10, 335, Self.line))
        let wide = try IBFixture.layout(cell.template, width: 414, scale: 2)
        #expect(wide.frames["ib_lbl_Ar_002"] == rect(20, 10, 374, Self.line))
        #expect(wide.frames["ib_box_Ar_002"] == rect(157, 5, 100, 10))
        #expect(wide.frames["ib_fix_Ar_002"] == rect(300, 5, 20, 10))
        let share = try #require(wide.frames["ib_shr_Ar_002"])
        // 100 + 39 x 100 / 355 = 110.99, on the 2x grid 111.
        #expect(share.minX == 20 && share.width == ((100 + 39 * 100.0 / 355) * 2).rounded() / 2, "\(share)")
        #expect(wide.frames["ib_out_Ar_002"] == rect(-10, 40, 100, 10))
        let notes = cell.template.issues.filter { $0.kind == .autoresizing }.map(\.message)
        #expect(notes.count == 2 && notes.contains { $0.hasPrefix("<view> off-Ar-002 between two flexible margins") }
                && notes.contains { $0.hasPrefix("<view> out-Ar-002 reaches outside its superview") }, "\(notes)")
    }

    /// A compiled storyboard (a folder of nibs Xcode builds) is named as one, with its source to give instead.
    @Test func aCompiledStoryboardIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Main-\(UUID().uuidString).storyboardc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect { _ = try TemplateFile.read(folder.path) } throws: { error in
            "\(error)".hasSuffix("it is a folder, not a file (a storyboard compiled by Xcode; give its source, the .storyboard file)")
        }
    }

    /// A label's attributed fragments in another font than the first's are a warning naming what differs;
    /// fragments that differ only in colour measure alike and are not said.
    @Test func fragmentsInAnotherFontAreAWarning() throws {
        func label(_ second: String) -> String {
            #"<label opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-Sd-002"><rect key="frame" x="10" y="10" width="200" height="48"/><attributedString key="attributedText"><fragment content="Small "><attributes><font key="NSFont" metaFont="system" size="12"/><color key="NSColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></attributes></fragment><fragment content="large"><attributes>\#(second)</attributes></fragment></attributedString></label>"#
        }
        let red = #"<color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let colours = try Self.cell([label(#"<font key="NSFont" metaFont="system" size="12"/>"# + red)], ids: ["lbl-Sd-002"])
        #expect(!colours.template.issues.contains { $0.kind == .attributedText }, "\(colours.template.issues)")
        let sizes = try Self.cell([label(#"<font key="NSFont" metaFont="system" size="40"/><real key="NSBaselineOffset" value="3"/>"#)], ids: ["lbl-Sd-002"])
        let said = sizes.template.issues.filter { $0.kind == .attributedText }
        #expect(said.count == 1 && said[0].severity == .warning
                && said[0].message.hasPrefix("1 of the attributed text's 2 fragments set another NSBaselineOffset, NSFont than the first"), "\(said)")
    }
}
