import JSONLines
import Yams

/// A template document's tree, read from YAML (by Yams) or from JSON (by `JSONParser`), each node with the
/// line and column where it starts (columns in Unicode scalars, as libyaml counts them), so the schema
/// reader (`SpecNode`) is one for both formats and both report problems at their place.
///
/// A YAML node is wrapped, not copied: its children are wrapped as they are asked for, so a document
/// whose aliases would expand to millions of nodes costs only the nodes the reader visits (and it stops
/// at the first repeated name).
struct DocumentNode {
    enum Content {
        case scalar(Scalar)
        case mapping([(key: DocumentNode, value: DocumentNode)])
        case sequence([DocumentNode])
        case alias
    }

    /// A scalar's text, and whether it was written plain (a number, true, null) rather than quoted.
    struct Scalar {
        let string: String
        let isPlain: Bool
    }

    private enum Source {
        case yaml(Node)
        case json(Content, line: Int, column: Int)
    }
    private let source: Source

    /// What the node holds (for YAML, its children wrapped as they are).
    var content: Content {
        switch source {
        case .json(let content, _, _): return content
        case .yaml(let node):
            switch node {
            case .scalar(let scalar): return .scalar(Scalar(string: scalar.string, isPlain: scalar.style == .plain))
            case .mapping(let mapping): return .mapping(mapping.map { (DocumentNode($0.key), DocumentNode($0.value)) })
            case .sequence(let sequence): return .sequence(sequence.map(DocumentNode.init))
            case .alias: return .alias
            }
        }
    }

    var line: Int? {
        switch source {
        case .yaml(let node): node.mark?.line
        case .json(_, let line, _): line
        }
    }

    var column: Int? {
        switch source {
        case .yaml(let node): node.mark?.column
        case .json(_, _, let column): column
        }
    }
}

extension DocumentNode {
    /// A node composed by Yams, with its marks.
    init(_ node: Node) { source = .yaml(node) }

    private init(_ content: Content, line: Int, column: Int) { source = .json(content, line: line, column: column) }

    /// A JSON document read by `JSONParser`, positioned from the byte offsets where its values and
    /// member names start (`JSONParser.parseRecordingStarts`, in document order).
    init(json value: JSONValue, starts: [Int], bytes: [UInt8]) {
        var cursor = JSONPositions(bytes: bytes, starts: starts)
        self = Self.build(value, &cursor)
    }

    private static func build(_ value: JSONValue, _ cursor: inout JSONPositions) -> DocumentNode {
        let (line, column) = cursor.next()
        let content: Content
        switch value {
        case .null: content = .scalar(Scalar(string: "null", isPlain: true))
        case .bool(let flag): content = .scalar(Scalar(string: flag ? "true" : "false", isPlain: true))
        case .number(let literal): content = .scalar(Scalar(string: literal, isPlain: true))
        case .string(let text): content = .scalar(Scalar(string: text, isPlain: false))
        case .array(let items): content = .sequence(items.map { build($0, &cursor) })
        case .object(let members):
            content = .mapping(members.map { member in
                let (keyLine, keyColumn) = cursor.next()
                let key = DocumentNode(.scalar(Scalar(string: member.key, isPlain: false)), line: keyLine, column: keyColumn)
                return (key, build(member.value, &cursor))
            })
        }
        return DocumentNode(content, line: line, column: column)
    }
}

/// Turns increasing byte offsets into lines and columns in one pass over the text.
private struct JSONPositions {
    let bytes: [UInt8]
    let starts: [Int]
    var index = 0, offset = 0, line = 1, column = 1

    init(bytes: [UInt8], starts: [Int]) { self.bytes = bytes; self.starts = starts }

    /// The line and column of the next start (every value and name has one; 1:1 if ever there were none).
    mutating func next() -> (Int, Int) {
        guard index < starts.count else { return (1, 1) }
        let target = starts[index]
        index += 1
        while offset < target {
            let byte = bytes[offset]
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return (line, column)
    }
}
