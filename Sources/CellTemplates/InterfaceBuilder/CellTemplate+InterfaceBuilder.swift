import Typesetting
import UIKitMetrics
import ViewLayout

extension CellTemplate {
    /// File name extensions of Interface Builder documents.
    static let interfaceBuilderExtensions = ["xib", "storyboard"]

    /// Splits `Main.storyboard#FDFeedCell` into the document and the cell; other paths are returned whole.
    public static func interfaceBuilderReference(_ path: String) -> (file: String, cell: String?)? {
        var file = path, cell: String?
        if let hash = path.lastIndex(of: "#") {
            let before = String(path[..<hash])
            if isInterfaceBuilderFile(before) { (file, cell) = (before, String(path[path.index(after: hash)...])) }
        }
        return isInterfaceBuilderFile(file) ? (file, cell?.isEmpty == true ? nil : cell) : nil
    }

    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return interfaceBuilderExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// Reads a cell of an Interface Builder document (`cell`: a reuse identifier, IB object id or custom
    /// class; nil for a document with one cell) and checks both its run-time and design-time templates as
    /// a template file is checked, by building them once.
    /// `ios` is the release the run-time template lays out as (UIKit's margins and control sizes).
    public static func loadInterfaceBuilder(file: String, cell: String?, textCache: PreparedTextCache,
                                            ios: IOSVersion = .newest) throws(TemplateError) -> InterfaceBuilderCell {
        try readInterfaceBuilder(TemplateFile.read(file), file: file, cell: cell, textCache: textCache, ios: ios)
    }

    /// `loadInterfaceBuilder` for a document already in memory; `file` names it in messages. At most
    /// `maximumFileBytes` are read, as from a file.
    public static func readInterfaceBuilder(_ bytes: [UInt8], file: String, cell: String?, textCache: PreparedTextCache,
                                            ios: IOSVersion = .newest) throws(TemplateError) -> InterfaceBuilderCell {
        guard bytes.count <= maximumFileBytes else { throw TemplateError(file: file, line: nil, column: nil, path: "", message: TemplateFile.tooLarge(bytes.count, interfaceBuilder: true)) }
        var registered: [String: String] = [:]
        for family in textCache.typesetter.fonts.families() { registered[family.lowercased()] = family }
        registered[FontCollection.systemFontName.lowercased()] = textCache.typesetter.fonts.systemFamily
        let fonts = textCache.typesetter.fonts
        var read = try InterfaceBuilderCell.read(bytes, file: file, cell: cell, ios: ios, families: { registered[$0.lowercased()] },
                                                 face: { fonts.face(postScriptName: $0) })
        try read.template.checkBuilt(textCache)
        try read.designTemplate.checkBuilt(textCache)
        // Every way of naming the cell (a path with `#`, a YAML `interfaceBuilder:`, lint, the server) reads
        // it here, so the warnings that need it built are made here once rather than by each caller.
        read.template.issues += read.template.fontFaceWarnings(textCache.typesetter.fonts) + read.template.proportionalStackWarnings()
        if let issue = read.fixedRowIssue(textCache: textCache) { read.template.issues.append(issue) }
        return read
    }
}

extension InterfaceBuilderCell {
    /// The run-time template with the asset catalog at `assets`: image views named by an outlet bind
    /// `{image: outlet}`, as labels bind text from the field of their outlet's name, and the others take the
    /// catalog's size for the image the document names (the size the document saved may be older), or a
    /// warning where the catalog has no such image (UIKit loads none). Without `assets`, the run-time
    /// template as read.
    public func template(assets: String?, textCache: PreparedTextCache) throws(TemplateError) -> CellTemplate {
        guard let assets else { return template }
        var result = template
        let catalog = try CellTemplate.catalog(assets, option: "--assets")
        try result.attach(catalog)
        sizeImages(of: &result, from: catalog, except: Set(imageOutlets))
        result.bindings += imageOutlets.map { name in
            BindingSpec(view: name, image: [name], location: SpecLocation(file: template.file, line: nil, path: "outlet \(name)"))
        }
        try result.checkBuilt(textCache)
        return result
    }
}

extension InterfaceBuilderCell {
    /// Gives the image views of `template` that no binding sets (`bound` names those) the image the document
    /// names in `catalog`, at each scale its size there (the document's saved size may predate it); where the catalog has
    /// no such image (UIKit loads none), a warning, and the saved size.
    func sizeImages(of template: inout CellTemplate, from catalog: AssetCatalog, except bound: Set<String>) {
        // A button is measured at the sizes the document's resources give its images; where the catalog's differ, said.
        var said: Set<String> = []
        for named in buttonImageNames where said.insert(named.image).inserted {
            guard let image = catalog.image(named: named.image), image.size != named.size else { continue }
            template.issues.append(TemplateIssue(.imageSize, .note, TemplateError(
                file: self.template.file, line: named.line, column: nil, path: "",
                message: "a button's image \"\(named.image)\" is measured at the size the document's resources give, "
                    + "\(formatPointsShort(named.size.width)) x \(formatPointsShort(named.size.height)); the asset catalog's is "
                    + "\(formatPointsShort(image.size.width)) x \(formatPointsShort(image.size.height)), which a button here does not read")))
        }
        for (view, named) in imageNames.sorted(by: { $0.value.line < $1.value.line }) where !bound.contains(view) {
            if let image = catalog.image(named: named.image) {
                template.setImage(image, ofView: view)
            } else if let unreadable = catalog.unreadable[named.image] {
                template.issues.append(TemplateIssue(.imageSize, .warning, TemplateError(
                    file: self.template.file, line: named.line, column: nil, path: "",
                    message: "image \"\(named.image)\" of the asset catalog cannot be measured (\(unreadable)): the view is measured at the "
                        + "size the document saved for it")))
            } else {
                template.issues.append(TemplateIssue(.imageSize, .warning, TemplateError(
                    file: self.template.file, line: named.line, column: nil, path: "",
                    message: "image \"\(named.image)\" is not in the asset catalog \(catalog.path): UIKit would load no image, and the view is "
                        + "measured at the size the document saved for it")))
            }
        }
    }

    /// Where the file gives the cell's rows a fixed height: a warning where the cell does not decide its
    /// height (`lint --frames` gives it that row height, as UIKit gives every row of such a table, while a
    /// height table gives self-sizing's height, the least its constraints allow), a note where it does (the
    /// heights are self-sizing's, which the app asks for in code; the file alone gives every row the fixed
    /// height). Nil where the file's rows size themselves.
    func fixedRowIssue(textCache: PreparedTextCache) -> TemplateIssue? {
        guard let row = tableRowHeight, let height = try? designHeight(textCache: textCache).2 else { return nil }
        guard height.basis == .tableRowHeight else {
            return TemplateIssue(.fixedRowHeight, .note, TemplateError(
                file: template.file, line: row.line, column: nil, path: "",
                message: "\(row.givenBy) \(formatPointsShort(row.height)) points in the file; the cell decides its height, and the heights "
                    + "here are self-sizing's, as an app that asks for self-sizing \(row.unit)s in code has them (without that, UIKit "
                    + "gives every \(row.unit) \(formatPointsShort(row.height)))"))
        }
        let why = height.openHeightReasons.isEmpty ? "its constraints leave its height open" : height.openHeightReasons.joined(separator: "; ")
        return TemplateIssue(.fixedRowHeight, .warning, TemplateError(
            file: template.file, line: row.line, column: nil, path: "",
            message: "the cell does not decide its height (\(why)); \(row.givenBy) \(formatPointsShort(row.height)) points, as lint --frames "
                + "lays it out, unless the app asks for self-sizing \(row.unit)s: the heights here are self-sizing's, the least its "
                + "constraints allow (the \(row.unit) height where they allow none)"))
    }
}
