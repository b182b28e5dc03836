import CellTemplates
import JSONLines
import Foundation
import HeightCache
import LayoutTestSupport
import Testing
import ViewLayout

/// What an Interface Builder cell says that a height depends on, read or said rather than dropped: the
/// cell's own layout margins, Autoshrink as Xcode writes it, and values set by key path when the nib loads.
@Suite struct InterfaceBuilderUnsaidTests {
    /// A view pinned to the content view's leading margin, in a cell with layout margins of its own (30 at
    /// the sides) whose content view preserves its superview's: Xcode's canvas puts it 30 in (AltStore's
    /// settings cells store x 30), at any iOS; without the preserving content view, at the table's 16 (iOS
    /// 11 on) or UIView's 8 (before).
    @Test func aContentViewPreservingTheCellsMarginsKeepsInsideThem() throws {
        let pinned = IBFixture.stackedCellDocument(height: 44.5, views: [
            #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-Cm-001"><rect key="frame" x="30" y="10" width="40" height="24"/><constraints><constraint firstAttribute="width" constant="40" id="w0-Cm-001"/><constraint firstAttribute="height" constant="24" id="h0-Cm-001"/></constraints></view>"#,
        ], ids: ["box-Cm-001"]).replacingOccurrences(of: #"secondAttribute="leading" constant="10""#, with: #"secondAttribute="leadingMargin" constant="0""#)
            .replacingOccurrences(of: "<connections>", with: #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/><connections>"#)
        let preserving = pinned.replacingOccurrences(of: #"contentMode="center" tableViewCell="cel-Sk-001""#,
                                                     with: #"contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cel-Sk-001""#)
        #expect(preserving != pinned && pinned.contains(#"left="30""#))
        func x(_ text: String, tools: String) throws -> Double? {
            let cell = try IBFixture.cell(text: text.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(tools)""#))
            return try cell.designFrames(textCache: Shared.cache).views.first?.computed?.minX
        }
        #expect(try x(preserving, tools: "22505") == 30 && x(pinned, tools: "22505") == 16)
        #expect(try x(preserving, tools: "12120") == 30 && x(pinned, tools: "12120") == 8)
    }

    static func label(lines: Int, extra: String = "", children: String = "") -> String {
        #"<label opaque="NO" text="A title long enough to need the second of its lines at this width" numberOfLines="\#(lines)" \#(extra) translatesAutoresizingMaskIntoConstraints="NO" id="lbl-As-001"><rect key="frame" x="10" y="10" width="200" height="41"/><fontDescription key="fontDescription" type="system" pointSize="17"/>\#(children)<constraints><constraint firstAttribute="width" constant="200" id="w0-As-001"/></constraints></label>"#
    }

    static func cell(_ label: String) throws -> InterfaceBuilderCell {
        try IBFixture.cell(text: IBFixture.stackedCellDocument(height: 61.5, views: [label], ids: ["lbl-As-001"]))
    }

    /// Xcode writes Autoshrink as a minimum and no adjustsFontSizeToFit (it writes only "NO"): said, a note
    /// for one line, a warning where the shrinking can take lines away; nothing for a label that does not.
    @Test func autoshrinkAsXcodeWritesItIsSaid() throws {
        let one = try Self.cell(Self.label(lines: 1, extra: #"minimumScaleFactor="0.5""#)).template.issues.filter { $0.kind == .adjustsFontSize }
        #expect(one.count == 1 && one[0].severity == .note && one[0].message.contains("autoshrink (minimum scale 0.5)"), "\(one)")
        let two = try Self.cell(Self.label(lines: 2, extra: #"minimumFontSize="9""#)).template.issues.filter { $0.kind == .adjustsFontSize }
        #expect(two.count == 1 && two[0].severity == .warning && two[0].message.contains("autoshrink (minimum 9 pt) on a label of 2 lines"), "\(two)")
        let off = try Self.cell(Self.label(lines: 2, extra: #"adjustsFontSizeToFit="NO" minimumScaleFactor="0.5""#)).template.issues
        #expect(!off.contains { $0.kind == .adjustsFontSize })
    }

    /// A label whose numberOfLines a runtime attribute sets to 0 wraps (UIKit sets it by key path when the
    /// nib loads); an app's own key path is noted with the view; a layer's draws and is not.
    @Test func runtimeAttributesAreAppliedOrSaid() throws {
        func runtime(_ entries: String) -> String { "<userDefinedRuntimeAttributes>\(entries)</userDefinedRuntimeAttributes>" }
        let wrapping = try Self.cell(Self.label(lines: 1, children: runtime(
            #"<userDefinedRuntimeAttribute type="number" keyPath="numberOfLines"><integer key="value" value="0"/></userDefinedRuntimeAttribute>"#
            + #"<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="4"/></userDefinedRuntimeAttribute>"#)))
        // One line without the attribute; with it, the text wraps to more at 200 points.
        let oneLine = FontFacts.ceil(FontFacts.systemLineHeight(17), scale: 2)
        let plain = try IBFixture.layout(try Self.cell(Self.label(lines: 1)).template, width: 375, scale: 2).frames["ib_lbl_As_001"]
        let wrapped = try IBFixture.layout(wrapping.template, width: 375, scale: 2).frames["ib_lbl_As_001"]
        #expect(plain?.height == oneLine && (wrapped?.height ?? 0) >= 2 * oneLine, "\(String(describing: plain)) \(String(describing: wrapped))")
        #expect(!wrapping.template.issues.contains { $0.kind == .runtimeAttribute }, "\(wrapping.template.issues)")
        let localized = try Self.cell(Self.label(lines: 1, children: runtime(
            #"<userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="title.key"/>"#)))
        let said = localized.template.issues.filter { $0.kind == .runtimeAttribute }
        #expect(said.count == 1 && said[0].severity == .note
                && said[0].message.contains("<label> lbl-As-001 sets localizableString (a user-defined runtime attribute) when the nib loads"), "\(said)")
    }

    /// The cell's accessoryView outlet to a view outside it: on iOS the content view ends before that view,
    /// which is not laid out here, so it is a warning (the rows are as wide as without one).
    @Test func anAccessoryViewOutletIsAWarning() throws {
        let text = IBFixture.stackedCellDocument(height: 61.5, views: [Self.label(lines: 0)], ids: ["lbl-As-001"],
                                                 connections: #"<outlet property="accessoryView" destination="acc-Av-001" id="out-Av-001"/>"#)
            .replacingOccurrences(of: "</objects>", with: #"<view contentMode="scaleToFill" id="acc-Av-001"><rect key="frame" x="0.0" y="0.0" width="120" height="44"/></view></objects>"#)
        let issues = try IBFixture.cell(text: text, cell: "cel-Sk-001").template.issues.filter { $0.kind == .outletOutsideCell }
        #expect(issues.count == 1 && issues[0].severity == .warning && issues[0].message.hasPrefix("the cell's accessoryView is object acc-Av-001"), "\(issues)")
    }

    /// With an asset catalog, an image view no outlet binds takes the catalog's size for the image the
    /// document names (the fixture catalog's "wide" is 100 x 50 points; the document saved 10 x 10), and an
    /// image the catalog lacks is a warning (UIKit loads none), measured at the saved size.
    @Test func anUnboundImageViewTakesTheCatalogsSize() throws {
        func imageView(_ id: String, _ image: String) -> String {
            #"<imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\#(image)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="10" y="10" width="10" height="10"/></imageView>"#
        }
        let text = IBFixture.stackedCellDocument(height: 61.5, views: [imageView("img-Ca-001", "wide"), imageView("img-Ca-002", "gone")],
                                                 ids: ["img-Ca-001", "img-Ca-002"])
            .replacingOccurrences(of: "</objects>", with: #"</objects><resources><image name="wide" width="10" height="10"/><image name="gone" width="12" height="12"/></resources>"#)
        let cell = try IBFixture.cell(text: text)
        let template = try cell.template(assets: tinyCatalogPath, textCache: Shared.cache)
        let frames = try IBFixture.layout(template, width: 375, scale: 2).frames
        #expect(frames["ib_img_Ca_001"]?.size == Size(width: 100, height: 50) && frames["ib_img_Ca_002"]?.size == Size(width: 12, height: 12),
                "\(frames)")
        let said = template.issues.filter { $0.kind == .imageSize && $0.severity == .warning }
        #expect(said.count == 1 && said[0].message.hasPrefix(#"image "gone" is not in the asset catalog"#), "\(said)")
    }

    /// The image a document names is as large at each scale as the catalog's file UIKit picks there: the
    /// fixture's "icon" has a 1x file of 23 x 34 pixels and a 3x file of 66 x 99 (the 2x screen takes the 3x
    /// file, the nearest above): 34 points tall at 1x, 33 at 2x and 3x. The 3x size was taken at every scale.
    @Test func anUnboundImageIsAsLargeAsItsFileForTheScreen() throws {
        let view = #"<imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="img-Cs-001"><rect key="frame" x="10" y="10" width="10" height="10"/></imageView>"#
        let text = IBFixture.stackedCellDocument(height: 61.5, views: [view], ids: ["img-Cs-001"])
        let template = try IBFixture.cell(text: text).template(assets: tinyCatalogPath, textCache: Shared.cache)
        #expect(try IBFixture.layout(template, width: 375, scale: 1).frames["ib_img_Cs_001"]?.size == Size(width: 23, height: 34))
        #expect(try IBFixture.layout(template, width: 375, scale: 2).frames["ib_img_Cs_001"]?.size == Size(width: 22, height: 33))
        #expect(try IBFixture.layout(template, width: 375, scale: 3).frames["ib_img_Cs_001"]?.size == Size(width: 22, height: 33))
    }

    /// A button is measured at the size the document's resources give its image (10 x 10 here); where the
    /// catalog has the image at another size (the fixture's "wide", 100 x 50 points), a note says which
    /// size was taken, once per image, as the button does not read the catalog.
    @Test func aButtonsImageOfAnotherSizeInTheCatalogIsANote() throws {
        let button = #"<button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-Cn-001"><rect key="frame" x="10" y="10" width="10" height="10"/><state key="normal" image="wide"/></button>"#
        let text = IBFixture.stackedCellDocument(height: 61.5, views: [button], ids: ["btn-Cn-001"])
            .replacingOccurrences(of: "</objects>", with: #"</objects><resources><image name="wide" width="10" height="10"/></resources>"#)
        let template = try IBFixture.cell(text: text).template(assets: tinyCatalogPath, textCache: Shared.cache)
        let notes = template.issues.filter { $0.kind == .imageSize && $0.severity == .note }
        #expect(notes.count == 1 && notes[0].message == #"a button's image "wide" is measured at the size the document's resources give, 10 x 10; the asset catalog's is 100 x 50, which a button here does not read"#,
                "\(notes)")
        #expect(try IBFixture.layout(template, width: 375, scale: 2).frames["ib_btn_Cn_001"]?.height == 10)
    }

    /// A binding that only shows or hides the image view keeps the catalog image's size at each scale: at 1x
    /// the fixture's "icon" is 34 points tall (its 1x file), and the row 10 + 34 + 10 and the 1-point
    /// separator. Every binding dropped the per-scale sizes, and the view took the 3x file's 33.
    @Test func aVisibleBindingKeepsTheCatalogImagesSizeAtEachScale() throws {
        let view = #"<imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="img-Cv-001"><rect key="frame" x="10" y="10" width="10" height="10"/></imageView>"#
        let folder = (try temporaryCatalogCopy() as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try IBFixture.stackedCellDocument(height: 61.5, views: [view], ids: ["img-Cv-001"]).write(toFile: folder + "/Cell.xib", atomically: true, encoding: .utf8)
        try "interfaceBuilder: {file: Cell.xib}\nassets: Tiny.xcassets\nbindings:\n  ib_img_Cv_001: {visible: show}\n"
            .write(toFile: folder + "/cell.yaml", atomically: true, encoding: .utf8)
        let template = try CellTemplate.load(file: folder + "/cell.yaml", textCache: Shared.cache)
        let cell = try TemplateCell(template: template, textCache: Shared.cache, category: .default)
        try cell.bind(JSONParser.parse(#"{"show": true}"#))
        #expect(try cell.fittingHeight(in: TableGeometry(width: 375, scale: 1)) == 10 + 34 + 10 + 1)
    }
}
