import Typesetting

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
    public static func loadInterfaceBuilder(file: String, cell: String?, textCache: PreparedTextCache) throws(TemplateError) -> InterfaceBuilderCell {
        try interfaceBuilderCell(TemplateFile.read(file), file: file, cell: cell, textCache: textCache)
    }

    /// Reads and checks a cell of an Interface Builder document's bytes; `file` names it in messages.
    static func interfaceBuilderCell(_ bytes: [UInt8], file: String, cell: String?, textCache: PreparedTextCache) throws(TemplateError) -> InterfaceBuilderCell {
        var registered: [String: String] = [:]
        for family in textCache.typesetter.fonts.families() { registered[family.lowercased()] = family }
        let read = try InterfaceBuilderCell.read(bytes, file: file, cell: cell, families: { registered[$0.lowercased()] })
        for template in [read.template, read.designTemplate] {
            try template.check()
            let built = try TemplateCell(template: template, textCache: textCache, category: .default)
            try built.checkFonts()
        }
        return read
    }
}
