import HeightCache
import Typesetting
import UIKitMetrics
import ViewLayout

/// Turns one cell element of an Interface Builder document into a `CellTemplate`: views by element,
/// constraints as the template's anchor equations, the outlets as view names and bindings.
///
/// Size classes: `<variation>` masks are resolved for an iPhone in portrait (compact width, regular
/// height), the device kind the presets measure; at design time a file laid out on Xcode 6 and 7's
/// size-class canvas (no `<device>`) is read as that canvas showed it, "Any" width and "Any" height, where
/// only the `default` variation applies, and a file designed on an iPad as a regular width and height.
struct InterfaceBuilderCellReader {
    let document: InterfaceBuilderDocument
    let entry: InterfaceBuilderDocument.CellEntry
    /// Design time: placeholder intrinsic sizes and the margins of the Xcode that saved the file.
    let design: Bool
    /// The iOS the run-time template lays out as (`--ios`).
    let runtimeIOS: IOSVersion
    /// The iOS whose UIKit metrics apply: at design time the iOS of the Xcode that saved the file (its
    /// `toolsVersion`), as Xcode's canvas lays it out; at run time `runtimeIOS`.
    var ios: IOSVersion { design ? IOSVersion(toolsVersion: document.toolsVersion) : runtimeIOS }
    /// The registered family for a font name (the system font's name: the family it resolves to), nil when
    /// none has it.
    let families: (String) -> String?
    /// The registered face a PostScript name names, nil when none has it.
    let face: (String) -> FontFace?
    /// A digest of the document's bytes (the template's part of a height cache's fingerprint).
    let sourceDigest: String

    /// What the reader could not carry over exactly (notes), and what a table run repeats (warnings: fonts
    /// measured in the stand-in, a tvOS document's iOS metrics), in the order met.
    var issues: [TemplateIssue] = []
    var designViews: [InterfaceBuilderCell.DesignView] = []
    var contentElement: XMLNode?
    /// IB object id -> template view name (views, the content view, the cell, layout guides).
    var names: [String: String] = [:]
    /// Ids of layout margins guides: their edges are their view's margins.
    var marginGuides: Set<String> = []
    /// A scroll view's content area (`ScrollContentArea`), by the scroll view's id.
    var scrollContents: [String: ScrollContentArea] = [:]
    /// The cell's own id and its own guides' (not its content view's): with an accessory, their trailing edge
    /// is not the content view's (`line(_:owner:)` notes a constraint to it).
    var cellEdges: Set<String> = []
    var outlets: [String: String] = [:]
    /// The named image (not a system symbol) each image view shows, by view name, with its element's line:
    /// with an asset catalog, the catalog's size is the view's.
    var imageNames: [String: (image: String, line: Int)] = [:]
    /// The named images (not system symbols) each button shows, its image's and background's, with the
    /// size the document's resources give and the element's line: a button is measured at those sizes, and
    /// where an asset catalog has another, a note says so.
    var buttonImageNames: [(image: String, size: Size, line: Int)] = []
    /// The line of the first font the cell sets in a text style, whose size the content size decides.
    var firstTextStyleLine: Int?
    /// Every view name given out or held by an outlet (see `viewName(forID:)`).
    var usedNames: Set<String> = ["contentView", "superview"]
    var excluded: Set<String> = []
    /// The cell's constraints not masked out for the size class measured, each with the id of the view
    /// that owns it, in the file's order (read with the variations, before the views).
    var keptConstraints: [(constraint: XMLNode, owner: String)] = []
    /// Ids of the views those constraints name.
    var constrained: Set<String> = []
    var pinnedFrames: [ConstraintSpec] = []
    /// The stored frames of the views whose subviews are being read, innermost last (nil: none stored): an
    /// autoresizing view's constraints take its superview's size.
    var superviewFrames: [Rect?] = []
    /// The views whose outlets bind text: labels and text views.
    var labels: Set<String> = []
    var viewCount = 0

    /// The size class of an iPhone in portrait.
    static let sizeClass = ["widthClass": "compact", "heightClass": "regular"]
    /// The size class of an iPad at full screen, in either orientation.
    static let padSizeClass = ["widthClass": "regular", "heightClass": "regular"]
    /// The size class the variations are resolved for: an iPhone in portrait, or at design time the
    /// canvas whose frames the file stores: the size-class canvas's "Any" width and height (no size
    /// class: only the `default` variation applies), or an iPad's.
    var traits: [String: String] {
        guard design else { return Self.sizeClass }
        if document.sizeClassCanvas { return [:] }
        return document.padCanvas ? Self.padSizeClass : Self.sizeClass
    }

    init(document: InterfaceBuilderDocument, entry: InterfaceBuilderDocument.CellEntry, design: Bool,
         runtimeIOS: IOSVersion = .newest, families: @escaping (String) -> String?,
         face: @escaping (String) -> FontFace? = { _ in nil }, sourceDigest: String) {
        self.document = document; self.entry = entry; self.design = design; self.runtimeIOS = runtimeIOS; self.families = families
        self.face = face
        self.sourceDigest = sourceDigest
    }

    /// The first element that has margins follow the readable width: the table (`cellLayoutMarginsFollowReadableWidth`),
    /// the cell, or any view inside it; nil for none.
    func readableWidthHolder(_ cell: XMLNode) -> XMLNode? {
        if let table = entry.list, table.name == "tableView", table["cellLayoutMarginsFollowReadableWidth"] == "YES" { return table }
        var found: XMLNode?
        cell.walk(skipping: Self.nestedCells) { node in
            if found == nil, node["layoutMarginsFollowReadableWidth"] == "YES" { found = node }
        }
        return found
    }

    mutating func read() throws(TemplateError) -> CellTemplate {
        let cell = entry.element
        try readOutlets()
        readVariations()
        warnOfRegularWidthVariations()
        let content: XMLNode
        switch entry.kind {
        case .view:
            content = cell
        case .tableViewCell, .collectionViewCell:
            guard let found = cell.children.first(where: { $0["key"] == "contentView" }) else {
                throw failure("the cell has no content view", cell)
            }
            content = found
        }
        contentElement = content
        try checkCellSizes(cell, content)
        names[entry.id] = "contentView"
        if let id = content["id"] { names[id] = "contentView" }
        readGuides(of: content, named: "contentView")
        if entry.kind != .view {
            readGuides(of: cell, named: "contentView")
            cellEdges = Set([entry.id] + cell.children("viewLayoutGuide").compactMap { $0["id"] })
        }
        if document.tvOS {
            warn(.tvOSDocument, "a tvOS document: text styles at tvOS's sizes; margins, spacing and control sizes are iOS's (CellHeight has no tvOS table of them)", cell)
        }
        if !design, document.toolsVersion == 0 {
            note(.noToolsVersion, "the document gives no Xcode build number (toolsVersion): its canvas (lint --frames, render --design) is "
                 + "laid out as iOS \(IOSVersion(toolsVersion: 0).major)'s, the oldest known", cell)
        }
        if let type = cell["accessoryType"], AccessoryType(rawValue: type) == nil {
            warn(.unknownValue, "accessoryType \"\(type)\" is none of UIKit's (" + AccessoryType.allCases.map(\.rawValue).joined(separator: ", ")
                 + "): measured without an accessory, UIKit's default", cell)
        }
        if let custom = entry.customClass {
            note(.customClass, "custom class \(custom) may change its layout in code, which the file does not show", cell)
        }
        noteRuntimeAttributes(cell)
        if let style = entry.element["style"] {
            warn(.builtInCellStyle, "a built-in cell style (\(style)) lays out its labels (textLabel, detailTextLabel) in UIKit's code, which is "
                 + "not measured here: heights are those of the content view's own views only, where UIKit's rows grow with those labels' text", cell)
        }
        // A way UIKit narrows a cell's content that is not laid out here: said, so a row measured as wide as
        // its table is not taken for UIKit's.
        if let holder = readableWidthHolder(cell) {
            let property = holder.name == "tableView" ? "the table's cellLayoutMarginsFollowReadableWidth" : "layoutMarginsFollowReadableWidth"
            warn(.readableWidthMargins, "margins that follow the readable width (\(property)) are not widened here: where the "
                 + "table is wider than the readable width, as on an iPad, UIKit lays the content out narrower", holder)
        }
        var views: [ViewSpec] = []
        // A content view fills its cell where no accessory takes a part of it: where the file stores no frame
        // for the content view, its autoresizing subviews resize against the cell's.
        let fillsCell = entry.kind == .view || (accessory(cell) == .none && !cell.children.contains { $0["key"] == "accessoryView" })
        let cellBounds = fillsCell ? try storedFrame(cell).map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) } : nil
        superviewFrames = [try storedFrame(content) ?? cellBounds]
        for child in content.child("subviews")?.children ?? [] where !excluded.contains(child["id"] ?? "") {
            if let spec = try view(child, inStack: false) { views.append(spec) }
        }
        var constraints = try readConstraints()
        constraints += pinnedFrames
        // The cell's own margins, which a content view that preserves its superview's keeps its content
        // inside too (Xcode's canvas lays such a cell's views out at them).
        let cellOwn = entry.kind == .tableViewCell && content["preservesSuperviewLayoutMargins"] == "YES" ? try explicitMargins(cell) : nil
        let explicit = try explicitMargins(content)
        var margins = explicit
        // Where a cell takes its table's own margins, 15 at the sides (`takesTableOwnMargins`).
        if margins == nil, entry.kind == .tableViewCell, try takesTableOwnMargins(entry, content: content) {
            let side = LayoutMetrics.preservedTableSideMargin[ios], vertical = LayoutMetrics.cellVerticalMargin[ios]
            margins = EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        }
        // Table cells take the table's margins from iOS 11; before, their content view kept UIView's.
        let tableMargins = entry.kind == .tableViewCell && margins == nil && ios.major >= LayoutMetrics.tableMarginsSince
        let bindings = outlets.values.sorted().filter { labels.contains($0) }.map { name in
            BindingSpec(view: name, text: [name], location: SpecLocation(file: document.file, line: cell.line, path: "outlet \(name)"))
        }
        // On the canvas a XIB's top-level collection cell has a root view's side margins (`LayoutMetrics`).
        var canvasMargins: EdgeInsets?
        if design, entry.kind == .collectionViewCell, entry.list == nil {
            // From iOS 11 they follow the width as a table cell's do: 20 where the cell and the phone are wider.
            let cellWidth = try storedFrame(entry.element)?.width ?? 0
            let side = ios.major >= LayoutMetrics.tableMarginsSince && cellWidth > 0
                ? TableGeometry(width: cellWidth, screenWidth: document.screenWidth(for: entry)).cellLayoutMargin()
                : LayoutMetrics.topLevelCollectionCellSideMargin[ios]
            canvasMargins = EdgeInsets(top: 8, left: side, bottom: 8, right: side)
        }
        var contentViewMargins = margins ?? canvasMargins ?? (entry.kind == .tableViewCell && !tableMargins
            ? EdgeInsets(all: LayoutMetrics.cellSideMarginBeforeTableMargins[ios]) : nil)
        // Inside the cell's margins as well as its own: before iOS 11 the margins made above; from iOS 11 the
        // table's (`contentMargins` below).
        let withCellMargins = cellOwn.map { cellOwn in explicit.map { $0.atLeast(cellOwn) } ?? cellOwn }
        if let withCellMargins, ios.major < LayoutMetrics.tableMarginsSince {
            contentViewMargins = (contentViewMargins ?? .zero).atLeast(withCellMargins)
        }
        var template = CellTemplate(
            file: document.file, identifier: entry.reuseIdentifier ?? entry.customClass ?? entry.id, layout: .auto,
            accessory: accessory(cell), accessoryViewWidth: nil,
            separator: entry.separator, tableStyle: entry.tableStyle,
            margins: contentViewMargins,
            spacing: 0, metrics: [:], views: views, constraints: constraints, bindings: bindings,
            digest: HeightCacheFingerprint.digest(of: "\(sourceDigest)#\(entry.id)#\(design)#ios\(ios)"))
        if let withCellMargins, ios.major >= LayoutMetrics.tableMarginsSince {
            template.contentMargins = .atLeastTable(own: withCellMargins)
        } else if tableMargins {
            template.contentMargins = .table
        } else if let own = explicit, entry.kind == .tableViewCell, content["preservesSuperviewLayoutMargins"] == "YES",
                  ios.major >= LayoutMetrics.tableMarginsSince {
            // Margins of its own that preserve the cell's: UIKit keeps the content inside both.
            template.contentMargins = .atLeastTable(own: own)
        }
        template.ios = ios
        return template
    }
}

extension SpecLocation {
    init(file: String, line: Int?, path: String) {
        self.file = file; self.line = line; self.column = nil; self.path = path
    }
}
