import Foundation
import HeightCache
import JSONLines
import UIKitMetrics
import Typesetting
import ViewLayout

/// A cell described by a template file (YAML or JSON, one schema): its views, constraints or frame
/// layout, and how an item's fields bind to the views. Loading checks everything, including building the
/// cell once, so a template that loads measures without template errors.
public struct CellTemplate: Sendable {
    /// The file it was read from (used in messages).
    public let file: String
    /// The reuse identifier (the template's `identifier`, or the file name without extension).
    public let identifier: String
    /// Constraints or frame layout (`.frame` is FDTemplateLayoutCell's `fd_enforceFrameLayout`).
    let layout: TemplateLayout
    /// The accessory type, which narrows the content view as UITableViewCell's does.
    public let accessory: AccessoryType
    /// A custom accessory view's width (UITableViewCell's `accessoryView`), nil for none.
    let accessoryViewWidth: Double?
    /// Whether rows have a separator line, whose height every row height includes (UITableView's `separatorStyle`).
    public let separator: SeparatorStyle
    /// The table's style (UITableView's `style`): an inset grouped table's rows are narrower than the table
    /// by its margins (`TableGeometry.rowWidth`), so a row measured at a table's width is laid out narrower.
    public internal(set) var tableStyle = TableStyle.plain
    /// The content view's layout margins (in frame layout, its padding); nil for the defaults.
    let margins: EdgeInsets?
    /// Points between the views of a frame layout; constraints set their own spacing.
    let spacing: Double
    /// Named numbers for visual format constraints (the `metrics` of `constraints(withVisualFormat:)`).
    let metrics: [String: Double]
    /// The content view's subviews, each with its subtree, in template order.
    private(set) var views: [ViewSpec]
    /// The constraint lines, in order; none in a frame-layout template.
    let constraints: [ConstraintSpec]
    /// How an item's fields reach the views: what `TemplateCell.bind(_:)` sets.
    var bindings: [BindingSpec]
    /// A digest of the template's text (and of the files it names): part of the height cache's fingerprint.
    public internal(set) var digest: String
    /// Where the content view's margins come from: its own (`margins`, or a view's 8 points), a table
    /// cell's system margins (UIKit's since iOS 11), or its own widened to those.
    var contentMargins = TableViewCell.ContentMargins.own
    /// The iOS release the cell lays out as: its controls take UIKit's sizes of that release
    /// (`ControlMetrics`). Part of `digest`.
    var ios = IOSVersion.newest
    /// The row height of a cell whose constraints give it none (`TableContentView.collapsedRowHeight`): an
    /// Interface Builder prototype's table view's fixed row height. Part of `digest` (the document's).
    var collapsedRowHeight: Double?
    /// Whether its cells leave their layout open, found once per content size for the template and its copies.
    var openLayouts = OpenLayoutAnswers()
    /// What loading the template said of it without refusing it, each at its line, in the order met: an
    /// Interface Builder reader's notes and warnings, font files skipped, a system-font weight the font's
    /// file lacks, fixed rows a prototype does not size itself in. `lint` and the server list them all.
    public internal(set) var issues: [TemplateIssue] = []
    /// The issues a run should say once (an Interface Builder font that is not registered and is measured
    /// in the stand-in): those of severity warning.
    public var warnings: [TemplateIssue] { issues.filter { $0.severity == .warning } }
    /// The asset catalog that `{image: field}` bindings look their images up in.
    var assets: AssetCatalog?
    /// Every file loading the template read: the template file first, then an Interface Builder document it
    /// names, the asset catalog's files and the folders it listed, and font files and folders. Empty for a
    /// template parsed from text that names no other file.
    public internal(set) var inputFiles: [TemplateInputFile] = []
    /// The text cache to measure the template with when its own fonts were kept apart from the run's
    /// (`parse`'s `fontsApart`): the run's fonts and its own, which no other template sees. Nil otherwise.
    public internal(set) var ownTextCache: PreparedTextCache?

    /// The largest template file read, 4 MiB: a template describes one cell (at most 2,000 views), so
    /// a larger file is a mistake, refused before it is read rather than parsed into gigabytes.
    public static let maximumFileBytes = 4 << 20

    /// Constraints one cell may have, a visual format line's counted one by one. A layout's solver keeps a
    /// row per constraint and, for each distinct priority, an objective level: 10,000 constraints (five for
    /// each of the 2,000 views a cell may have) take at most about 200 MB whatever their priorities, while
    /// 150,000 took 3.6 GB for one row and minutes to solve.
    public static let maximumConstraints = 10_000

    /// Reads and checks a template file (a regular file of at most `maximumFileBytes`).
    /// An Interface Builder document (`Cell.xib`, `Main.storyboard#FDFeedCell`) is read as its cell's template.
    /// `assets` names an asset catalog folder for `{image: field}` bindings, instead of the template's
    /// own `assets`; with an Interface Builder document, its image views' outlets then bind images by
    /// the field of the same name, as its labels' outlets bind text.
    /// `ios` is the release the cell lays out as: UIKit's margins and control sizes of that release
    /// (`UIKitMetrics`); the newest by default.
    /// `reads` says which files the template may read (`TemplateReads`), asked before any is read;
    /// `fontsApart` keeps the template's own fonts from the run's (see `parse`).
    public static func load(file path: String, textCache: PreparedTextCache, assets: String? = nil,
                            ios: IOSVersion = .newest, reads: TemplateReads = .any, fontsApart: Bool = false) throws(TemplateError) -> CellTemplate {
        if let reference = interfaceBuilderReference(path) {
            let read = try loadInterfaceBuilder(file: reference.file, cell: reference.cell, textCache: textCache, ios: ios)
            var template = try read.template(assets: assets, textCache: textCache)
            template.inputFiles.insert(TemplateInputFile(path: reference.file, kind: .template), at: 0)
            return template
        }
        let bytes = try TemplateFile.read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            // Where it goes wrong, as an Interface Builder file's error says it: the line.
            let offset = firstInvalidUTF8(bytes) ?? 0
            let line = bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            let byte = offset < bytes.count ? ", byte 0x" + String(bytes[offset], radix: 16, uppercase: true) : ""
            throw TemplateError(file: path, line: line, column: nil, path: "",
                                message: "the template is not UTF-8 text (an invalid byte sequence on this line\(byte)); templates are UTF-8")
        }
        var template = try parse(text, file: path, textCache: textCache, assets: assets, ios: ios, reads: reads, fontsApart: fontsApart)
        template.inputFiles.insert(TemplateInputFile(path: path, kind: .template), at: 0)
        return template
    }

    /// Parses and checks template text; `file` names it in messages, and paths in it are relative to
    /// its folder. `assets` replaces the template's own `assets` (as `load`'s does). `reads` says which files
    /// the template may read: every file it names is checked before any is read. The template's own fonts
    /// (`fonts:`) join `textCache`'s, which every template of the run measures with; with `fontsApart` they
    /// join a copy of them instead, which only this template measures with (`ownTextCache`), and their
    /// bytes are part of its digest (a server's templates must not change each other's heights).
    public static func parse(_ text: String, file: String, textCache: PreparedTextCache, assets: String? = nil,
                             ios: IOSVersion = .newest, reads: TemplateReads = .any, fontsApart: Bool = false) throws(TemplateError) -> CellTemplate {
        let document = try TemplateParser(file: file, ios: ios).parse(text)
        let folderFiles = try document.fonts?.check(reads, relativeTo: file) ?? []
        if let reference = document.interfaceBuilder {
            try reads.check(relativePath(reference.file, to: file), reference.location)
        }
        if assets == nil, let (path, location) = document.assets { try reads.check(relativePath(path, to: file), location) }
        // The template's own fonts join the run's (or their copy) before any label is measured.
        var textCache = textCache
        var ownTextCache: PreparedTextCache?
        if fontsApart, document.fonts != nil {
            textCache = PreparedTextCache(typesetter: Typesetter(fonts: textCache.typesetter.fonts.copy()))
            ownTextCache = textCache
        }
        let fonts = try document.fonts?.register(in: textCache.typesetter.fonts, relativeTo: file, folderFiles: folderFiles)
        var template: CellTemplate
        var interfaceBuilderCell: InterfaceBuilderCell?
        if let reference = document.interfaceBuilder {
            let ibFile = relativePath(reference.file, to: file)
            let read: InterfaceBuilderCell
            do { read = try loadInterfaceBuilder(file: ibFile, cell: reference.cell, textCache: textCache, ios: ios) } catch {
                // Said at the template's `interfaceBuilder:` too: the document's place alone does not say
                // which template sent the run there, and a cell is chosen here with `cell:`, not `--cell`.
                let message = error.description.replacingOccurrences(of: InterfaceBuilderDocument.chooseCellAdvice,
                                                                     with: "choose one with interfaceBuilder.cell")
                throw TemplateError(file: file, line: reference.location.line, column: reference.location.column,
                                    path: reference.location.path, message: message, cause: error.cause)
            }
            interfaceBuilderCell = read
            template = read.template
            template.inputFiles.append(TemplateInputFile(path: ibFile, kind: .interfaceBuilderDocument))
            if document.hasBindings { template.bindings = document.bindings }
            if document.tableStyleGiven { template.tableStyle = document.tableStyle }
        } else {
            let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            template = CellTemplate(file: file, identifier: document.identifier ?? stem, layout: document.layout,
                                    accessory: document.accessory, accessoryViewWidth: document.accessoryViewWidth,
                                    separator: document.separator, tableStyle: document.tableStyle, margins: document.margins, spacing: document.spacing,
                                    metrics: document.metrics, views: document.views, constraints: document.constraints,
                                    bindings: document.bindings, digest: "")
            // A table cell's content view has UIKit's table margins (from iOS 11) unless the template gives its own.
            if document.layout == .auto && document.margins == nil && ios.major >= LayoutMetrics.tableMarginsSince {
                template.contentMargins = .table
            }
            template.ios = ios
        }
        template.digest = HeightCacheFingerprint.digest(of: template.digest + "|ios\(ios)|" + text)
        if let fonts {
            template.inputFiles += fonts.inputs.map { TemplateInputFile(path: $0, kind: .font) }
            template.issues += fonts.warnings
            if let ownTextCache {
                template.ownTextCache = ownTextCache
                // Fonts of its own are part of what the template is: another file under the same name measures
                // otherwise. The faces registered, from the bytes they were read from (a folder's other files,
                // skipped as no fonts, are not read again).
                // Each file once: a collection's faces and a variable font's instances share its bytes.
                var own = Set(fonts.inputs)
                let sums = textCache.typesetter.fonts.faces().filter { own.remove($0.path) != nil }
                    .map { face in "\(face.path):\(String(face.withFileBytes(HeightCacheFingerprint.checksum(of:)), radix: 16))" }
                template.digest = HeightCacheFingerprint.digest(of: template.digest + "|fonts " + sums.joined(separator: ","))
            }
        }
        // An Interface Builder cell's are among the warnings it was read with.
        if document.interfaceBuilder == nil {
            template.issues += template.fontFaceWarnings(textCache.typesetter.fonts) + template.installedFamilyWarnings(textCache.typesetter.fonts)
                + template.proportionalStackWarnings()
        }
        if let assets {
            try template.attach(try catalog(assets, option: "--assets"))
        } else if let (path, location) = document.assets {
            let catalog: AssetCatalog
            do { catalog = try AssetCatalog.load(relativePath(path, to: file)) } catch { throw location.error("\(error)", cause: .assets(error)) }
            try template.attach(catalog)
        }
        // An Interface Builder cell's image views that no binding sets take the catalog's sizes.
        if let interfaceBuilderCell, let catalog = template.assets {
            interfaceBuilderCell.sizeImages(of: &template, from: catalog,
                                            except: Set(template.bindings.filter { $0.image != nil || $0.size != nil }.map(\.view)))
        }
        try template.checkBuilt(textCache)
        return template
    }

    /// `path` as written in the template `file`: relative to the template's folder unless absolute.
    static func relativePath(_ path: String, to file: String) -> String {
        guard !path.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return path }
        return String(file[...slash]) + path
    }

    static func catalog(_ path: String, option: String) throws(TemplateError) -> AssetCatalog {
        do { return try AssetCatalog.load(path) } catch {
            throw TemplateError(file: error.file, line: nil, column: nil, path: "", message: "\(option): \(error.message)", cause: .assets(error))
        }
    }

    /// Takes `catalog` for image bindings; its images become part of the fingerprint, and the files it read
    /// inputs of the template.
    mutating func attach(_ catalog: AssetCatalog) throws(TemplateError) {
        assets = catalog
        inputFiles += catalog.files.map { TemplateInputFile(path: $0, kind: .assetCatalog) }
        digest = HeightCacheFingerprint.digest(of: digest + "|" + catalog.digest)
    }

    /// Checks the template, and builds it once: names, constraints and fonts are checked against real views.
    func checkBuilt(_ textCache: PreparedTextCache) throws(TemplateError) {
        try check()
        let cell = try TemplateCell(template: self, textCache: textCache, category: .default)
        try cell.checkFonts()
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }

    /// This template with `locale` for the labels, button titles and text views that do not name one (line
    /// breaking and fallback follow it).
    public func withDefaultLocale(_ locale: String) -> CellTemplate {
        func apply(_ spec: ViewSpec) -> ViewSpec {
            var spec = spec
            switch spec.kind {
            case .label(var label) where label.locale == nil:
                label.locale = locale
                spec.kind = .label(label)
            case .button(var button) where button.locale == nil:
                button.locale = locale
                spec.kind = .button(button)
            case .textView(var textView) where textView.locale == nil:
                textView.locale = locale
                spec.kind = .textView(textView)
            default:
                break
            }
            spec.children = spec.children.map(apply)
            return spec
        }
        var copy = self
        copy.views = views.map(apply)
        copy.openLayouts = OpenLayoutAnswers()
        return copy
    }

    /// Every field a binding reads, with its view.
    public var boundFields: [(view: String, path: [String])] { boundFieldPlaces.map { ($0.view, $0.path) } }

    /// `boundFields`, each with the template line of its binding (nil where the reader knows none).
    var boundFieldPlaces: [(view: String, path: [String], line: Int?)] {
        bindings.flatMap { binding -> [(view: String, path: [String], line: Int?)] in
            var paths: [[String]] = []
            if let text = binding.text { paths.append(text) }
            paths += (binding.runs ?? []).compactMap(\.field)
            if let size = binding.size { paths.append(size) }
            if let grid = binding.grid { paths.append(grid.field) }
            if let image = binding.image { paths.append(image) }
            if let visible = binding.visible { paths.append(visible) }
            return paths.map { (binding.view, $0, binding.location.line) }
        }
    }

    /// Every view's name, depth first.
    public var allViewNames: [String] { allViews.map(\.name) }

    /// How many constraint lines the template gives (lint's summary counts them).
    public var constraintCount: Int { constraints.count }

    /// Gives the image view `name` the content size `size` (an asset catalog's image in place of the size a
    /// document saved for it).
    mutating func setImage(_ image: AssetCatalog.Image, ofView name: String) {
        func visit(_ spec: inout ViewSpec) {
            if spec.name == name, case .image = spec.kind { spec.kind = .image(image.size); spec.catalogImage = image }
            for index in spec.children.indices { visit(&spec.children[index]) }
        }
        for index in views.indices { visit(&views[index]) }
    }

    /// All view specs, depth first.
    var allViews: [ViewSpec] {
        var result: [ViewSpec] = []
        func visit(_ spec: ViewSpec) { result.append(spec); spec.children.forEach(visit) }
        views.forEach(visit)
        return result
    }

    func check() throws(TemplateError) {
        // Names are unique: the parser refuses a name given twice.
        let seen = Dictionary(allViews.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for binding in bindings {
            guard let spec = seen[binding.view] else {
                throw binding.location.error("no view named \"\(binding.view)\"; views: \(allViews.map(\.name).joined(separator: ", "))")
            }
            let hasText = spec.textStyle(ios) != nil
            let isImage: Bool
            if case .image = spec.kind { isImage = true } else { isImage = false }
            if (binding.text != nil || binding.runs != nil || binding.hiddenWhenEmpty) && !hasText {
                throw binding.location.error("\"\(binding.view)\" is \(spec.kindWithArticle): text binds to labels, buttons and text views only")
            }
            if (binding.size != nil || binding.grid != nil || binding.image != nil) && !isImage {
                throw binding.location.error("\"\(binding.view)\" is \(spec.kindWithArticle): size, grid and image bind to images only")
            }
            if binding.image != nil && assets == nil {
                throw binding.location.error("an image binding looks its images up in an asset catalog: give the template \"assets: Images.xcassets\" (or --assets)")
            }
        }
    }
}

extension CellTemplate {
    /// The table geometry a row of this template has at `setting`: the setting's width (the table's), scale
    /// and content size, with the template's table style and separator (whose height every row height
    /// includes).
    public func geometry(at setting: MeasureSetting) -> TableGeometry {
        TableGeometry(width: setting.width, scale: setting.scale, style: tableStyle, separatorStyle: separator, contentSize: setting.contentSize)
    }
}
