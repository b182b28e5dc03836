import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
import ViewLayout

/// The small Interface Builder documents of these tests, each written for one feature.
enum IBFixture {
    static let folder = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures/InterfaceBuilder")

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: folder.appendingPathComponent(name))) }

    /// Reads cell `cell` (or the only one) of fixture `name`, as `--template NAME#CELL` does.
    static func cell(_ name: String, _ cell: String? = nil) throws -> InterfaceBuilderCell {
        try CellTemplate.loadInterfaceBuilder(file: path(name), cell: cell, textCache: Shared.cache)
    }

    /// Reads cell `cell` (or the only one) of a document given as text (a fixture changed for one test), from
    /// a temporary file.
    static func cell(text: String, cell: String? = nil) throws -> InterfaceBuilderCell {
        let url = Scratch.folder.appendingPathComponent("fixture-\(UUID().uuidString).xib")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url)
        return try CellTemplate.loadInterfaceBuilder(file: url.path, cell: cell, textCache: Shared.cache)
    }

    /// A XIB of one table cell 375 points wide on a 2x phone, saved by Xcode 15 (its content view as tall as
    /// the cell, over the separator, as that Xcode stores it), whose views (`views`, their XML; `ids`, their
    /// ids) are stacked 10 points apart and 10 in from the content view's leading edge,
    /// top and bottom: a cell written for one test.
    static func stackedCellDocument(height: Double, views: [String], ids: [String], connections: String = "") -> String {
        var constraints: [String] = []
        for (index, id) in ids.enumerated() {
            let above = index == 0 ? #"secondItem="cnt-Sk-001" secondAttribute="top""# : #"secondItem="\#(ids[index - 1])" secondAttribute="bottom""#
            constraints.append(#"<constraint firstItem="\#(id)" firstAttribute="top" \#(above) constant="10" id="t\#(index)-Sk-001"/>"#)
            constraints.append(#"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="cnt-Sk-001" secondAttribute="leading" constant="10" id="l\#(index)-Sk-001"/>"#)
        }
        if let last = ids.last {
            constraints.append(#"<constraint firstAttribute="bottom" secondItem="\#(last)" secondAttribute="bottom" constant="10" id="b0-Sk-001"/>"#)
        }
        return cellDocument(height: height, views: views, constraints: constraints, connections: connections)
    }

    /// A XIB of one table cell 375 points wide on a 2x phone, saved by Xcode 15, holding `views` (their XML)
    /// with the content view's `constraints` (its id is `cnt-Sk-001`, the cell's `cel-Sk-001`).
    static func cellDocument(height: Double, views: [String], constraints: [String], connections: String = "") -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cel-Sk-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\#(formatPoints(height))"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-Sk-001" id="cnt-Sk-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\#(formatPoints(height))"/>
                        <subviews>
                        \#(views.joined(separator: "\n"))
                        </subviews>
                        <constraints>
                        \#(constraints.joined(separator: "\n"))
                        </constraints>
                    </tableViewCellContentView>
                    <connections>\#(connections)</connections>
                </tableViewCell>
            </objects>
        </document>
        """#
    }

    /// The 1-based line of the fixture's first line containing `text` (to check the line an error names).
    static func line(_ name: String, containing text: String) throws -> Int? {
        let lines = String(decoding: try bytes(name), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(text) }.map { $0 + 1 }
    }

    /// The frames laid out from the file's design-time content, by IB object id (nil: hidden).
    static func designFrames(_ name: String) throws -> (frames: [String: Rect?], laidOut: DesignFrames) {
        let laidOut = try cell(name).designFrames(textCache: Shared.cache)
        return (laidOut.computedByID, laidOut)
    }

    /// The template laid out at a table width and scale: its fitting height (the row height, separator
    /// included) and its views' frames, by template name.
    static func layout(_ template: CellTemplate, width: Double, scale: Double) throws -> (height: Double, frames: [String: Rect]) {
        let cell = try TemplateCell(template: template, textCache: Shared.cache, category: .default)
        let geometry = TableGeometry(width: width, scale: scale, separatorStyle: template.separator)
        let height = try cell.fittingHeight(in: geometry)
        cell.frame = Rect(x: 0, y: 0, width: width, height: height)
        try cell.layoutIfNeeded()
        return (height, cell.named.mapValues(\.frame))
    }
}

/// A rectangle from its four numbers, for comparisons.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect { Rect(x: x, y: y, width: width, height: height) }

/// Nearest pixel of the grid of `scale`: UIKit (and ViewLayout) snap frame edges there.
func snapped(_ value: Double, scale: Double) -> Double { (value * scale).rounded() / scale }

extension DesignFrames {
    /// The computed frames by IB object id (nil: hidden).
    var computedByID: [String: Rect?] { Dictionary(uniqueKeysWithValues: views.map { ($0.id, $0.computed) }) }
}
