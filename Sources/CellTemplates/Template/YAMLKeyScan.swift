import CYaml

/// Checks a YAML document's mapping keys, and that no node carries a tag, from libyaml's events (the
/// libyaml Yams builds, its module CYaml), before Yams composes the document.
///
/// Yams hashes every key of a mapping as it composes it, and sorts repeated ones, comparing whole nodes,
/// to name them in its error. A key that is an alias of a list whose items are aliases of lists is small
/// on disk and billions of nodes when hashed, so composing such a document would not finish. A
/// template's keys are names, so a collection as a key is an error anyway; a repeated name is one too,
/// said here at the second one's place as the schema reader says it. Events never expand an alias, so
/// the scan is linear in the text. Every other problem (syntax, an undefined alias) is left to Yams and
/// its messages.
enum YAMLKeyScan {
    /// Throws at the first key that is a list, a mapping or an alias of one, or that repeats a name in
    /// its mapping, and at the first node with a tag; returns quietly when there is none or the text is not
    /// well-formed YAML.
    static func check(_ text: String, file: String) throws(TemplateError) {
        var text = text   // withUTF8 needs a variable; a native string's bytes are read in place
        if let problem = text.withUTF8({ firstProblem(in: $0, file: file) }) { throw problem }
    }

    /// A list or mapping whose end has not been reached yet.
    private struct Open {
        let isMapping: Bool
        let path: String
        var expectsKey = true
        var key = ""
        var keys: Set<String> = []
        var items = 0

        /// The path of the node that comes next in this collection, as the schema reader writes it.
        var childPath: String {
            isMapping ? SpecNode.path(path, key: key) : SpecNode.path(path, index: items)
        }
    }

    /// What an anchor names: a collection, or a scalar with its text.
    private enum Anchored {
        case collection
        case scalar(String)
    }

    private static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, file: String) -> TemplateError? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var open: [Open] = []
        var anchors: [String: Anchored] = [:]
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            let type = event.type
            if type == YAML_STREAM_END_EVENT { return nil }
            if type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT {
                open.removeLast()
                continue
            }
            // A node: a scalar, an alias, or the start of a list or mapping. A scalar's text is kept only
            // where it may be a key's: in a key's place, or under an anchor.
            let isKey = open.last.map { $0.isMapping && $0.expectsKey } ?? false
            let node: Anchored
            var anchor: String?
            var tag: String?
            switch type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                anchor = string(scalar.anchor)
                tag = string(scalar.tag)
                let text = isKey || anchor != nil
                    ? String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self) : ""
                node = .scalar(text)
            case YAML_ALIAS_EVENT:
                // An alias of an anchor not yet seen is Yams' error to name.
                guard let known = string(event.data.alias.anchor).flatMap({ anchors[$0] }) else { return nil }
                node = known
            case YAML_SEQUENCE_START_EVENT:
                node = .collection
                anchor = string(event.data.sequence_start.anchor)
                tag = string(event.data.sequence_start.tag)
            case YAML_MAPPING_START_EVENT:
                node = .collection
                anchor = string(event.data.mapping_start.anchor)
                tag = string(event.data.mapping_start.tag)
            default:
                continue
            }
            if let tag {
                // Values are read by their text, so `!!str 30` would be the number 30 and `!!null 3` three.
                return TemplateError(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
                                     path: open.last?.childPath ?? "", message: taggedNode(tag))
            }
            if let anchor { anchors[anchor] = node }

            let opens = type == YAML_SEQUENCE_START_EVENT || type == YAML_MAPPING_START_EVENT
            let path = opens ? open.last?.childPath ?? "" : ""   // taken before this node moves its parent on
            if let last = open.indices.last {
                if isKey {
                    func problem(_ message: String) -> TemplateError {
                        TemplateError(file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
                                      path: open[last].path, message: message)
                    }
                    guard case .scalar(let name) = node else { return problem(SpecNode.keyNotAName) }
                    guard open[last].keys.insert(name).inserted else { return problem(SpecNode.keyGivenTwice(name)) }
                    open[last].key = name
                }
                if open[last].isMapping { open[last].expectsKey.toggle() } else { open[last].items += 1 }
            }
            if opens { open.append(Open(isMapping: type == YAML_MAPPING_START_EVENT, path: path)) }
        }
        return nil
    }

    /// The message for a node written with a tag, the tag as the author wrote its common form.
    static func taggedNode(_ tag: String) -> String {
        let standard = "tag:yaml.org,2002:"
        let written = tag.hasPrefix(standard) ? "!!" + tag.dropFirst(standard.count) : tag
        return "a YAML tag (\(written)) is not read in a template; write the value without it "
            + "(quote a text that would otherwise read as a number, true or null)"
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
