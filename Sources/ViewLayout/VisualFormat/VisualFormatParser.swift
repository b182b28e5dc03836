/// A recursive-descent parser for Apple's visual format grammar:
///
///     format      ::= (orientation ':')? ('|' connection)? view (connection view)* (connection '|')?
///     orientation ::= 'H' | 'V'
///     view        ::= '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  ::= '' | '-' | '-' simplePredicate '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     predicate   ::= ('==' | '<=' | '>=')? (number | name) ('@' (number | name))?
///
/// White space between tokens is ignored. Errors carry the offset of the failing character.
struct VisualFormatParser {
    let format: String
    let chars: [Character]
    var index = 0

    init(_ format: String) {
        self.format = format
        self.chars = Array(format)
    }

    func error(_ reason: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, index: position ?? index)
    }

    var atEnd: Bool { index >= chars.count }
    var current: Character? { atEnd ? nil : chars[index] }

    mutating func skipSpace() { while let c = current, c == " " || c == "\t" { index += 1 } }

    mutating func accept(_ character: Character) -> Bool {
        skipSpace()
        if current == character { index += 1; return true }
        return false
    }

    mutating func expect(_ character: Character, _ what: String) throws(VisualFormatError) {
        if !accept(character) { throw error("Expected \(what)") }
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormatSyntax {
        var syntax = VisualFormatSyntax()
        skipSpace()
        if index + 1 < chars.count, chars[index + 1] == ":" {
            switch chars[index] {
            case "H": syntax.orientation = .horizontal
            case "V": syntax.orientation = .vertical
            default: throw error("Expected an orientation 'H' or 'V' before ':'")
            }
            index += 2
        }
        skipSpace()
        if atEnd { throw error("Expected a view") }
        if current == "|" {
            syntax.leadingSuperview = index
            index += 1
            syntax.leadingConnection = try parseConnection()
        }
        syntax.views.append(try parseView())
        while true {
            skipSpace()
            if atEnd { break }
            let connection = try parseConnection()
            skipSpace()
            if current == "[" {
                syntax.connections.append(connection)
                syntax.views.append(try parseView())
            } else if current == "|" {
                syntax.trailingSuperview = index
                syntax.trailingConnection = connection
                index += 1
                skipSpace()
                if !atEnd { throw error("Expected the end of the format after the closing '|'") }
                break
            } else if atEnd {
                throw error("Expected a view or '|' after the connection")
            } else {
                throw error("Expected a view")
            }
        }
        return syntax
    }

    mutating func parseConnection() throws(VisualFormatError) -> VisualFormatSyntax.Connection {
        skipSpace()
        guard current == "-" else { return .flush }
        index += 1
        skipSpace()
        if current == "[" || current == "|" { return .standard }
        if atEnd { throw error("Expected a view or '|' after '-'") }
        let predicates: [VisualFormatSyntax.Predicate]
        if current == "(" {
            index += 1
            predicates = try parsePredicateList()
        } else {
            let position = index
            let object = try parseObject(allowSign: false)
            predicates = [VisualFormatSyntax.Predicate(relation: .equal, object: object, priority: nil, position: position)]
        }
        try expect("-", "'-' after the spacing predicate")
        return .predicates(predicates)
    }

    mutating func parseView() throws(VisualFormatError) -> VisualFormatSyntax.ViewElement {
        skipSpace()
        guard current == "[" else { throw error("Expected a view") }
        index += 1
        skipSpace()
        let position = index
        guard let name = parseIdentifier() else { throw error("Expected a view name after '['") }
        var predicates: [VisualFormatSyntax.Predicate] = []
        if accept("(") { predicates = try parsePredicateList() }
        try expect("]", "']' to close the view")
        return VisualFormatSyntax.ViewElement(name: name, position: position, sizePredicates: predicates)
    }

    /// Parses `predicate (',' predicate)* ')'` after the opening parenthesis.
    mutating func parsePredicateList() throws(VisualFormatError) -> [VisualFormatSyntax.Predicate] {
        var list: [VisualFormatSyntax.Predicate] = []
        repeat {
            list.append(try parsePredicate())
        } while accept(",")
        try expect(")", "')' or ',' in the predicate list")
        return list
    }

    mutating func parsePredicate() throws(VisualFormatError) -> VisualFormatSyntax.Predicate {
        skipSpace()
        let position = index
        var relation = LayoutRelation.equal
        if index + 1 < chars.count, chars[index + 1] == "=" {
            switch chars[index] {
            case "=": relation = .equal; index += 2
            case "<": relation = .lessThanOrEqual; index += 2
            case ">": relation = .greaterThanOrEqual; index += 2
            default: break
            }
        } else if let c = current, c == "<" || c == ">" || c == "=" {
            throw error("Expected a relation '==', '<=' or '>='")
        }
        let object = try parseObject(allowSign: true)
        var priority: VisualFormatSyntax.Predicate.Object?
        if accept("@") { priority = try parseObject(allowSign: false) }
        return VisualFormatSyntax.Predicate(relation: relation, object: object, priority: priority, position: position)
    }

    mutating func parseObject(allowSign: Bool) throws(VisualFormatError) -> VisualFormatSyntax.Predicate.Object {
        skipSpace()
        let start = index
        if let name = parseIdentifier() { return .name(name, at: start) }
        if let number = parseNumber(allowSign: allowSign) { return .number(number) }
        throw error("Expected a number or a metric name")
    }

    /// A view or metric name: a letter or _, then letters, digits and _, in any script (as names in
    /// anchor equations and templates are), not only ASCII as in Apple's parser.
    mutating func parseIdentifier() -> String? {
        guard let first = current, first == "_" || first.isLetter else { return nil }
        var name = ""
        while let c = current, c == "_" || c.isLetter || c.isNumber {
            name.append(c); index += 1
        }
        return name
    }

    mutating func parseNumber(allowSign: Bool) -> Double? {
        let start = index
        var text = ""
        if allowSign, let c = current, c == "-" || c == "+" { text.append(c); index += 1 }
        var digits = 0
        while let c = current, c.isASCII, c.isNumber || c == "." { text.append(c); index += 1; digits += 1 }
        guard digits > 0, let value = Double(text), value.isFinite else { index = start; return nil }
        return value
    }
}
