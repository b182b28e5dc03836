import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML document, with the line its start tag is on (for messages that point into the
/// file).
struct XMLNode: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [XMLNode]
    /// Character data directly inside the element (`<string key="text">…</string>`).
    var text: String
    var line: Int

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name`, with `key` as its `key` attribute when given.
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every child named `name`.
    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// This element and every element below it, depth first.
    func walk(_ visit: (XMLNode, _ parent: XMLNode?) -> Void) {
        func go(_ element: XMLNode, _ parent: XMLNode?) {
            visit(element, parent)
            for child in element.children { go(child, element) }
        }
        go(self, nil)
    }
}

/// Reads an XML document into `XMLElement`s with libxml2 (through Foundation's `XMLParser`), stopping at
/// the first error. A document type declaration is refused before parsing: Interface Builder never writes
/// one, and without one no entity can be declared, so neither external entities nor entity expansion
/// ("billion laughs") can reach the parser. Depth and element count are bounded too.
enum XMLTree {
    /// Elements nested deeper than this are refused (Interface Builder files nest about 20 deep).
    static let maximumDepth = 256
    /// More elements than this are refused (the largest cell files hold a few thousand).
    static let maximumElements = 500_000

    static func parse(_ bytes: [UInt8], file: String) throws(TemplateError) -> XMLNode {
        if let line = declarationLine(in: bytes) {
            throw TemplateError(file: file, line: line, column: nil, path: "",
                                message: "a document type declaration (<!DOCTYPE or <!ENTITY) is not read: Interface Builder files have none")
        }
        if let problem = encodingProblem(in: bytes) {
            throw TemplateError(file: file, line: problem.line, column: nil, path: "", message: problem.message)
        }
        if let line = processingInstructionLine(in: bytes) {
            throw TemplateError(file: file, line: line, column: nil, path: "",
                                message: "a processing instruction (<?...?>) is not read: Interface Builder files have none but the XML declaration")
        }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure {
            throw TemplateError(file: file, line: failure.line, column: failure.column, path: "", message: failure.message)
        }
        guard parsed, let root = builder.root else {
            let message = parser.parserError.map { "not well-formed XML (\(($0 as NSError).localizedDescription))" } ?? "not well-formed XML"
            throw TemplateError(file: file, line: parser.lineNumber, column: parser.columnNumber, path: "", message: message)
        }
        return root
    }

    /// Where a document is not what Interface Builder writes, UTF-8 text: an XML declaration that names
    /// another encoding (libxml2 then converts through iconv, and crashes on a byte that encoding has not
    /// got), or a byte that is not UTF-8 or is NUL (which libxml2 may take for UTF-16). Checked before parsing.
    static func encodingProblem(in bytes: [UInt8]) -> (line: Int, message: String)? {
        if let encoding = declaredEncoding(in: bytes), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            return (1, "the XML declaration names the encoding \"\(encoding)\"; Interface Builder files are UTF-8")
        }
        guard let offset = [FeedReader.firstInvalidUTF8(bytes), bytes.firstIndex(of: 0)].compactMap({ $0 }).min() else { return nil }
        let line = bytes[..<offset].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        return (line, "byte \(offset + 1) is \(bytes[offset] == 0 ? "NUL" : "not UTF-8"); Interface Builder files are UTF-8 text")
    }

    /// The `encoding` of the XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`), if it names one.
    static func declaredEncoding(in bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let opening = Array("<?xml".utf8)
        guard bytes[start...].starts(with: opening), bytes.count > start + opening.count,
              [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + opening.count]) else { return nil }
        let declaration = bytes[(start + opening.count)...].prefix { $0 != UInt8(ascii: ">") }
        let word = Array("encoding".utf8)
        guard var index = declaration.indices.first(where: { declaration[$0...].starts(with: word) }) else { return nil }
        index += word.count
        func skipSpace() { while index < declaration.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(declaration[index]) { index += 1 } }
        skipSpace()
        guard index < declaration.endIndex, declaration[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        skipSpace()
        guard index < declaration.endIndex, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'") else { return nil }
        let quote = declaration[index]
        let value = declaration[(index + 1)...].prefix { $0 != quote }
        return String(decoding: value, as: UTF8.self)
    }

    /// The line of a `<?` other than the XML declaration at the start, if there is one. (FoundationXML
    /// reads a processing instruction without data, `<?name?>`, through a null pointer and crashes.)
    static func processingInstructionLine(in bytes: [UInt8]) -> Int? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        for index in bytes.indices.dropLast() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            if index == start, declaredEncoding(in: bytes) != nil || bytes[start...].starts(with: Array("<?xml ".utf8)) { continue }
            return line
        }
        return nil
    }

    /// The line of a `<!DOCTYPE` or `<!ENTITY` before the root element, if there is one.
    static func declarationLine(in bytes: [UInt8]) -> Int? {
        var line = 1
        var index = 0
        let doctype = Array("<!DOCTYPE".utf8), entity = Array("<!ENTITY".utf8)
        func at(_ word: [UInt8]) -> Bool {
            index + word.count <= bytes.count && Array(bytes[index..<index + word.count]) == word
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<") {
                if at(doctype) || at(entity) { return line }
                // The root element starts: the prolog is over.
                if index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "?"), bytes[index + 1] != UInt8(ascii: "!") { return nil }
            }
            index += 1
        }
        return nil
    }
}

/// Builds the tree as libxml2 reports elements; the first error or limit ends the parse.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    struct Failure { var line: Int; var column: Int; var message: String }

    var root: XMLNode?
    var failure: Failure?
    private var stack: [XMLNode] = []
    private var count = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        count += 1
        if stack.count >= XMLTree.maximumDepth || count > XMLTree.maximumElements {
            let what = stack.count >= XMLTree.maximumDepth ? "elements nested more than \(XMLTree.maximumDepth) deep"
                                                           : "more than \(XMLTree.maximumElements) elements"
            fail(parser, "\(what): not an Interface Builder cell")
            return
        }
        stack.append(XMLNode(name: name, attributes: attributes, children: [], text: "", line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        fail(parser, "not well-formed XML (\((parseError as NSError).localizedDescription))")
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        guard failure == nil else { return }
        fail(parser, "not valid XML (\((validationError as NSError).localizedDescription))")
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        failure = Failure(line: parser.lineNumber, column: parser.columnNumber, message: message)
        parser.abortParsing()
    }
}
