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
    func walk(_ visit: (XMLNode) -> Void) {
        visit(self)
        for child in children { child.walk(visit) }
    }

    /// This element and every element below it, depth first, without going into elements named in
    /// `skipped` (nor visiting them).
    func walk(skipping skipped: Set<String>, _ visit: (XMLNode) -> Void) {
        visit(self)
        for child in children where !skipped.contains(child.name) { child.walk(skipping: skipped, visit) }
    }
}

/// Reads an XML document into `XMLElement`s with libxml2 (through Foundation's `XMLParser`), stopping at
/// the first error. A document type declaration is refused before parsing: Interface Builder never writes
/// one, and without one no entity can be declared, so neither external entities nor entity expansion
/// ("billion laughs") can reach the parser. Depth, element count and attributes per element are bounded too.
enum XMLTree {
    /// Elements nested deeper than this are refused (Interface Builder files nest about 20 deep).
    static let maximumDepth = 256
    /// More elements than this are refused (the largest cell files hold a few thousand).
    static let maximumElements = 500_000

    static func parse(_ bytes: [UInt8], file: String) throws(TemplateError) -> XMLNode {
        if let problem = encodingProblem(in: bytes) {
            throw TemplateError(file: file, line: problem.line, column: nil, path: "", message: problem.message)
        }
        if let line = declarationLine(in: bytes) {
            throw TemplateError(file: file, line: line, column: nil, path: "",
                                message: "a document type declaration (<!DOCTYPE or <!ENTITY) is not read: Interface Builder files have none")
        }
        if let line = crowdedElementLine(in: bytes) {
            throw TemplateError(file: file, line: line, column: nil, path: "",
                                message: "an element with more than \(maximumAttributes) attributes: not an Interface Builder document")
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
            let message = parser.parserError.map { "not well-formed XML: \(describe($0))" } ?? "not well-formed XML: no root element"
            throw TemplateError(file: file, line: max(1, parser.lineNumber), column: nil, path: "", message: message)
        }
        return root
    }

    /// What libxml2 found wrong, in words: Foundation's `XMLParser` passes on only libxml2's error code
    /// (its `localizedDescription` is "The operation could not be completed"). The codes are libxml2's
    /// `xmlParserErrors` (libxml/xmlerror.h), not the numbering of `XMLParser.ErrorCode`.
    static func describe(_ error: any Error) -> String {
        let code = (error as NSError).code
        let words: [Int: String] = [
            4: "no element: the file is empty or not XML", 5: "the document ends before its elements are closed (is the file cut short?)",
            6: "an invalid character reference", 7: "an invalid character reference", 8: "an invalid character reference",
            9: "a character XML does not allow", 23: "an entity reference without its ';'", 26: "an undeclared entity",
            27: "an undeclared entity", 38: "a '<' inside an attribute value", 39: "an attribute value without its quote",
            40: "an attribute value not closed", 41: "an attribute without a value", 42: "an attribute given twice",
            43: "an attribute value without its quote", 44: "an attribute value not closed", 45: "a comment not closed",
            57: "an XML declaration not closed", 63: "a CDATA section not closed", 65: "a space is missing",
            68: "a name is missing", 73: "a tag not closed ('>' expected)", 74: "an end tag not closed",
            75: "'=' missing after an attribute name", 76: "an end tag does not match the element it closes",
            77: "a start tag not closed", 85: "the elements are not balanced", 86: "text or elements after the root element",
            89: "an entity refers to itself", 111: "stopped",
        ]
        return "\(words[code] ?? "a syntax error") (libxml2 error \(code))"
    }

    /// Why the bytes are not UTF-8 text, at which line: Interface Builder writes UTF-8 only, and text in any
    /// other encoding (UTF-16, or one an XML declaration names) would hide a document type declaration
    /// from `declarationLine`, which reads the bytes as ASCII.
    static func encodingProblem(in bytes: [UInt8]) -> (line: Int, message: String)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // Most documents are valid: checked whole first, the line looked for only when one is not.
        let valid = String(validating: bytes[start...], as: UTF8.self) != nil && bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { memchr($0, 0, buffer.count) == nil } ?? true }
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        var line = 1
        decoding: while !valid {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                if scalar == "\0" { return (line, "a NUL character: not a text file (Interface Builder files are UTF-8 text)") }
            case .emptyInput: break decoding
            case .error: return (line, "not UTF-8 text (an invalid byte sequence on this line); Interface Builder files are UTF-8")
            }
        }
        // The XML declaration may name an encoding; only UTF-8 is read. The whole declaration, to its `?>`,
        // however much space it holds: libxml2 would switch to an encoding named anywhere in it.
        let body = bytes[start...]
        if body.starts(with: Array("<?xml".utf8)),
           let end = body.indices.first(where: { body[$0] == UInt8(ascii: "?") && $0 + 1 < body.endIndex && body[$0 + 1] == UInt8(ascii: ">") }) {
            let text = String(decoding: body[..<end], as: UTF8.self)
            guard let key = text.range(of: "encoding") else { return nil }
            let value = text[key.upperBound...].drop { $0.isWhitespace || $0 == "=" || $0 == "\"" || $0 == "'" }
                .prefix { $0 != "\"" && $0 != "'" && !$0.isWhitespace }
            if !["utf-8", "utf8"].contains(value.lowercased()) {
                let line = 1 + text[..<key.lowerBound].reduce(0) { $1.isNewline ? $0 + 1 : $0 }
                return (line, "the XML declaration names the encoding \"\(value)\"; Interface Builder files are UTF-8")
            }
        }
        return nil
    }

    /// The line of a processing instruction other than the XML declaration (`<?name ...?>`), if there is
    /// one: Interface Builder writes none, and FoundationXML reads a null pointer for one without data.
    /// Outside processing instructions `<?` cannot appear in XML (a `<` in text or attributes is escaped).
    static func processingInstructionLine(in bytes: [UInt8]) -> Int? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let declaration = Array("<?xml".utf8)
        var line = 1
        for index in bytes.indices.dropLast() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            let isDeclaration = index == start && bytes[start...].starts(with: declaration)
                && bytes.count > start + declaration.count && [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + declaration.count])
            if isDeclaration { continue }
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
        let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<") {
                if at(doctype) || at(entity) { return line }
                // A comment may hold any '<': skipped whole, or a declaration after `<!-- a < b -->` would pass.
                if at(commentStart) {
                    index += commentStart.count
                    while index < bytes.count && !at(commentEnd) {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                    index += commentEnd.count
                    continue
                }
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

    /// A CDATA section is text too (`<string key="text"><![CDATA[...]]></string>`).
    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: block, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        // libxml2 reports content after the root element's end and a document cut short between two tags
        // with the same code (XML_ERR_DOCUMENT_END); a root already closed tells them apart.
        if root != nil && stack.isEmpty {
            fail(parser, "not well-formed XML: text or elements after the end of the root element </\(root!.name)>")
            return
        }
        fail(parser, "not well-formed XML: \(XMLTree.describe(parseError))")
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: any Error) {
        guard failure == nil else { return }
        fail(parser, "not valid XML: \(XMLTree.describe(validationError))")
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        failure = Failure(line: max(1, parser.lineNumber), column: parser.columnNumber, message: message)
        parser.abortParsing()
    }
}
