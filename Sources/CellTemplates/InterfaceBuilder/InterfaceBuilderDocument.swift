import UIKitMetrics

/// An Interface Builder document (`.xib` or `.storyboard`): the cells it defines and what every cell in it
/// shares (the design device, the sizes of its named images).
struct InterfaceBuilderDocument {
    /// A cell the document defines, with the names it can be chosen by.
    struct CellEntry {
        enum Kind: String { case tableViewCell, collectionViewCell, view }
        var kind: Kind
        var element: XMLNode
        var id: String
        var reuseIdentifier: String?
        var customClass: String?
        /// The table or collection view the cell is a prototype of, if the document holds it.
        var list: XMLNode? = nil

        /// How a person knows it: "FDFeedCell (tableViewCell V3A-UH-8aT)".
        var summary: String {
            let name = reuseIdentifier ?? customClass
            return name.map { "\($0) (\(kind.rawValue) \(id))" } ?? "\(kind.rawValue) \(id)"
        }
    }

    let file: String
    let root: XMLNode
    /// Xcode's `toolsVersion` (its build number): older files lay cells out with other margins.
    let toolsVersion: Double
    /// Pixels per point of the device the file was designed on.
    let designScale: Double
    /// The width of the phone the file was designed on (its `<device>`); nil for iPads, Apple TV and files
    /// without a device.
    let phoneWidth: Double?
    /// Whether the file is a storyboard, whose scenes Xcode draws on the device's screen; a XIB's top-level
    /// views are drawn alone, each as wide as its own frame.
    let isStoryboard: Bool
    /// Whether the file was laid out on Xcode 6 and 7's size-class canvas: trait collections and no
    /// `<device>`, "Any" width and "Any" height, 600 points wide. Its frames are those of that canvas,
    /// not of an iPhone.
    let sizeClassCanvas: Bool
    /// Whether the file was designed on an iPad (its `<device>` is one, or without a device it targets only
    /// the iPad): the canvas is a regular width and a regular height, as an iPad's full screen is.
    let padCanvas: Bool
    /// Whether the file is an Apple TV storyboard or XIB: UIKit's views as on iOS, but tvOS's text style sizes
    /// (`TextStyleMetrics.tvOSSizes`).
    let tvOS: Bool
    /// Named images with their sizes in points, from `<resources>`.
    let imageSizes: [String: (width: Double, height: Double)]
    /// The intrinsic content sizes Xcode's designable agent reported for views of `IB_DESIGNABLE` classes,
    /// by view id (`<designables>`): what the canvas sized those views with, their own code having run.
    let designableSizes: [String: (width: Double, height: Double)]
    /// The font files the document's custom fonts come from, by lower-cased PostScript name (`<customFonts>`,
    /// which Xcode 8 and later write: "Roboto-Regular.ttf" for Roboto-Regular), for a message that names the
    /// file to register.
    let customFontFiles: [String: String]
    /// The names among them of system symbols (`catalog="system"`), whose resource size is a shape only.
    let systemSymbols: Set<String>
    let cells: [CellEntry]
    /// The IB object ids of every element in the document.
    let objectIDs: Set<String>

    /// The document types Interface Builder writes for iOS.
    static let documentTypes = ["com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB",
                                "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"]
    /// The document types Interface Builder writes for tvOS, whose cells are UIKit's too.
    static let tvOSDocumentTypes = ["com.apple.InterfaceBuilder.AppleTV.XIB", "com.apple.InterfaceBuilder.AppleTV.Storyboard"]

    init(bytes: [UInt8], file: String) throws(TemplateError) {
        let root = try XMLTree.parse(bytes, file: file)
        func failure(_ message: String, _ node: XMLNode) -> TemplateError {
            TemplateError(file: file, line: node.line, column: nil, path: "", message: message)
        }
        guard root.name == "document" else {
            throw failure("not an Interface Builder document: its root element is <\(root.name)>, not <document>", root)
        }
        guard let type = root["type"], Self.documentTypes.contains(type) || Self.tvOSDocumentTypes.contains(type) else {
            throw failure("not an iOS or tvOS Interface Builder document: type \"\(root["type"] ?? "")\" (expected a XIB or storyboard for iOS or tvOS)", root)
        }
        tvOS = Self.tvOSDocumentTypes.contains(type)
        self.file = file
        self.root = root
        toolsVersion = Self.toolsVersion(root)
        designScale = Self.scale(ofDevice: root.child("device")?["id"])
        phoneWidth = Self.phoneWidths[root.child("device")?["id"] ?? ""]
        isStoryboard = type.hasSuffix("Storyboard.XIB") || type.hasSuffix(".Storyboard")
        sizeClassCanvas = root["useTraitCollections"] == "YES" && root.child("device") == nil
        if let device = root.child("device")?["id"] {
            padCanvas = device.hasPrefix("ipad")
        } else {
            padCanvas = !sizeClassCanvas && (root["targetRuntime"] == "iOS.CocoaTouch.iPad" || type.hasSuffix(".iPad.XIB"))
        }
        var images: [String: (width: Double, height: Double)] = [:]
        var symbols: Set<String> = []
        for image in root.child("resources")?.children("image") ?? [] {
            guard let name = image["name"] else { continue }
            if image["catalog"] == "system" { symbols.insert(name) }
            images[name] = try Self.size(of: image, in: 0...100_000, what: "image \"\(name)\":", required: false, file: file)
        }
        imageSizes = images
        systemSymbols = symbols
        var fontFiles: [String: String] = [:]
        for file in root.child("customFonts", key: "customFonts")?.children("array") ?? [] {
            guard let name = file["key"] else { continue }
            for font in file.children("string") where !font.text.isEmpty { fontFiles[font.text.lowercased()] = name }
        }
        customFontFiles = fontFiles
        var designables: [String: (width: Double, height: Double)] = [:]
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            // UIView.noIntrinsicMetric is -1: none on that axis.
            designables[id] = try Self.size(of: size, in: -1...100_000, what: "designable \"\(id)\": intrinsic", required: true, file: file)
        }
        designableSizes = designables
        var ids: [String: Int] = [:]
        var repeated: XMLNode?
        cells = Self.findCells(root, ids: &ids, repeated: &repeated)
        // Constraints, outlets and cells are found by id: a second object with one would take the first's.
        if let repeated, let id = repeated["id"] {
            throw failure("id \(id) is given to a second object (the first is on line \(ids[id] ?? 0)); Interface Builder gives each object its own", repeated)
        }
        objectIDs = Set(ids.keys)
    }

    /// An element's `width` and `height` as numbers in `range`; nil when one is absent and not `required`.
    /// Anything else is an error at the element's line naming `what`, the attribute and its text.
    private static func size(of node: XMLNode, in range: ClosedRange<Double>, what: String, required: Bool,
                             file: String) throws(TemplateError) -> (width: Double, height: Double)? {
        var values: [Double] = []
        for key in ["width", "height"] {
            if node[key] == nil, !required { return nil }
            guard let value = DecimalText.double(node[key] ?? ""), range.contains(value) else {
                throw TemplateError(file: file, line: node.line, column: nil, path: "", message:
                    "\(what) \(key) \"\(node[key] ?? "")\" is not a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
            }
            values.append(value)
        }
        return (values[0], values[1])
    }

    /// The build of the Xcode that saved the file: its `toolsVersion` ("14868", "14460.31", "17701.0.1": the
    /// number up to a second dot), or the Interface Builder plug-in's version where that is lower. Some Xcode
    /// 15 builds write a placeholder tools version, 32700.99.1234, beside their real plug-in version (22684).
    static func toolsVersion(_ root: XMLNode) -> Double {
        func number(_ text: String?) -> Double? {
            guard let text else { return nil }
            let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            guard let first = parts.first, !first.isEmpty, first.allSatisfy(\.isASCII), first.allSatisfy(\.isNumber) else { return nil }
            let fraction = parts.count > 1 && !parts[1].isEmpty && parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) ? "." + parts[1] : ""
            return Double(first + fraction)
        }
        let plugIn = root.child("dependencies")?.children("plugIn").first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        let tools = number(root["toolsVersion"]), plugInVersion = number(plugIn?["version"])
        switch (tools, plugInVersion) {
        case let (tools?, plugIn?): return min(tools, plugIn)
        case let (tools?, nil): return tools
        case let (nil, plugIn?): return plugIn
        case (nil, nil): return 0
        }
    }

    /// Interface Builder's phones by device id, in points: iPhone 4s (retina3_5) and SE (retina4_0) 320,
    /// iPhone 8 (retina4_7) and X (retina5_9) 375, iPhone 12 (retina6_0) 390, 15 (retina6_12) 393, 16 Pro
    /// (retina6_3) 402, the Plus phones (retina5_5), XR and 11 (retina6_1) and the XS Max (retina6_5) 414, 12
    /// Pro Max (retina6_7) 428, 15 Plus (retina6_72) 430, 16 Pro Max (retina6_9) 440 (Human Interface
    /// Guidelines, Layout, device screen sizes; `scale(ofDevice:)` says why retina6_1 is the 414-point phone).
    static let phoneWidths: [String: Double] = [
        "retina3_5": 320, "retina4_0": 320, "retina4_7": 375, "retina5_9": 375, "retina6_0": 390, "retina6_12": 393,
        "retina6_3": 402, "retina5_5": 414, "retina6_1": 414, "retina6_5": 414, "retina6_7": 428, "retina6_72": 430,
        "retina6_9": 440,
    ]

    /// The screen whose margins a cell's canvas takes (`TableGeometry.screenWidth`). A storyboard's table
    /// cell is on the device's screen: its margins are the phone's unless the table is 320 points or less
    /// (Xcode stores tables of 350, 358 and 375 points on 390- and 393-point phones with 20-point margins, two
    /// projects, Xcode 11 and 15; a 186-point one on a 428-point phone with 16). A XIB's cell is drawn alone,
    /// as wide as itself; only a phone of 375 points or less keeps its narrower margins for it (a 450-point
    /// cell on a 375-point phone has 16).
    func screenWidth(for entry: CellEntry) -> Double? {
        guard let phoneWidth else { return nil }
        if isStoryboard, entry.list?.name == "tableView" { return phoneWidth }
        return phoneWidth <= LayoutMetrics.compactMarginMaximumWidth ? phoneWidth : nil
    }

    /// The scale of Interface Builder's device ids: the 5.5-inch and larger Plus and Max phones, the
    /// notched 5.8-inch phone and the 6.1-inch phones from the iPhone 12 on (`retina6_0`, 390 points, and
    /// `retina6_12`) are 3x; everything else (older phones, iPads, Apple TV, no device) is 2x, `retina6_1` included: it
    /// is the 414-point iPhone XR and 11 in every Xcode (files from Xcode 11 to 26 store it 414 wide, with
    /// frames on half points only, where 16 `retina6_0` files of 11 projects store thirds and no halves).
    /// Apple TV's canvas stores half points too (VLC's tvOS cells): the Apple TV 4K's screen is 2x.
    static func scale(ofDevice id: String?) -> Double {
        switch id {
        case "retina5_5", "retina5_9", "retina6_0", "retina6_5", "retina6_7", "retina6_3", "retina6_9", "retina6_12", "retina6_72": 3
        default: 2
        }
    }

    /// Table and collection view cells anywhere (a storyboard's prototypes, a XIB's top level, cells
    /// nested in other cells), then a XIB's top-level views; `ids` collects every object id on the way.
    private static func findCells(_ root: XMLNode, ids: inout [String: Int], repeated: inout XMLNode?) -> [CellEntry] {
        var found: [CellEntry] = []
        func visit(_ node: XMLNode, list: XMLNode?) {
            if let id = node["id"] {
                if ids[id] == nil { ids[id] = node.line } else if repeated == nil { repeated = node }
            }
            if let kind = CellEntry.Kind(rawValue: node.name), kind != .view, let id = node["id"] {
                found.append(CellEntry(kind: kind, element: node, id: id, reuseIdentifier: node["reuseIdentifier"],
                                       customClass: node["customClass"], list: list))
            }
            let inner = node.name == "tableView" || node.name == "collectionView" ? node : list
            for child in node.children { visit(child, list: inner) }
        }
        visit(root, list: nil)
        for view in root.child("objects")?.children("view") ?? [] {
            if let id = view["id"] {
                found.append(CellEntry(kind: .view, element: view, id: id, reuseIdentifier: nil, customClass: view["customClass"]))
            }
        }
        return found
    }

    /// How a command line chooses one of a document's cells (a template's `interfaceBuilder:` says it
    /// otherwise).
    static let chooseCellAdvice = "choose one with --cell or FILE#NAME"

    /// The cells a message lists, the first 30 of them: a storyboard of 1,800 cells would make one line of tens
    /// of kilobytes.
    static func listed(_ cells: [CellEntry]) -> String {
        let shown = cells.prefix(30).map(\.summary).joined(separator: ", ")
        return cells.count > 30 ? shown + ", and \(cells.count - 30) more" : shown
    }

    /// The cell `name` picks (a reuse identifier, an IB object id or a custom class), or the only cell.
    func cell(named name: String?) throws(TemplateError) -> CellEntry {
        let list = Self.listed(cells)
        guard let name else {
            guard cells.count == 1 else {
                throw TemplateError(file: file, line: root.line, column: nil, path: "", message: cells.isEmpty
                    ? "the document defines no table cell, collection view cell or top-level view"
                    : "the document defines \(cells.count) cells; \(Self.chooseCellAdvice): \(list)")
            }
            return cells[0]
        }
        let keys: [(CellEntry) -> String?] = [{ $0.id }, { $0.reuseIdentifier }, { $0.customClass }]
        for key in keys {
            let matches = cells.filter { key($0) == name }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                throw TemplateError(file: file, line: matches[0].element.line, column: nil, path: "",
                                    message: "\"\(name)\" names \(matches.count) cells; choose by IB object id: \(Self.listed(matches))")
            }
        }
        throw TemplateError(file: file, line: root.line, column: nil, path: "",
                            message: "no cell named \"\(name)\" (by reuse identifier, IB object id or custom class); the document has: \(cells.isEmpty ? "no cells" : list)")
    }
}
