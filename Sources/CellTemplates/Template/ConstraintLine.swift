import ViewLayout

/// An anchor equation from a template: `body.top == avatar.bottom + 8 @750`,
/// `image.height == image.width * 0.75`, `avatar.width == 40`. Names are the template's view names,
/// `contentView`, or `superview` (the first view's superview); attributes are NSLayoutConstraint's
/// (top, bottom, leading, trailing, left, right, width, height, centerX, centerY, firstBaseline,
/// lastBaseline, and the margin attributes such as topMargin).
struct ConstraintLine: Equatable, Sendable, CustomStringConvertible {
    var firstItem: String
    var firstAttribute: LayoutAttribute
    var relation: LayoutRelation
    var secondItem: String?
    var secondAttribute: LayoutAttribute = .notAnAttribute
    var multiplier = 1.0
    var constant = 0.0
    var priority = 1000.0
    /// An Interface Builder constraint to the cell's own edges beside an accessory: how many times the width
    /// the content view lacks of the cell's (the accessory, at every width the cell is measured at) its
    /// constant takes (`InterfaceBuilderCellReader.cellEdgeShare`); 0 for any other.
    var cellWidthShare = 0.0

    static let namedPriorities: [String: Double] = [
        "required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250, "fittingSizeLevel": 50,
    ]

    /// The equation as a template writes it (`a.top == b.bottom * 0.5 + 8 @750`), its numbers exact:
    /// `parse` reads it back as the same equation.
    var description: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation) "
        if let secondItem {
            text += "\(secondItem).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(formatPoints(multiplier))" }
            if constant != 0 { text += constant < 0 ? " - \(formatPoints(-constant))" : " + \(formatPoints(constant))" }
        } else {
            text += formatPoints(constant)
        }
        if priority != 1000 { text += " @\(formatPoints(priority))" }
        return text
    }

    struct ParseError: Error {
        let message: String
        /// Character offset in the line.
        let offset: Int
    }

    /// True when the line is Visual Format Language rather than an equation.
    static func isVisualFormat(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
    }

    static func parse(_ text: String) throws(ParseError) -> ConstraintLine {
        var scanner = Scanner(Array(text))
        let (first, firstAttribute) = try scanner.itemAttribute()
        scanner.skipSpaces()
        let relation = try scanner.relation()
        var line = ConstraintLine(firstItem: first, firstAttribute: firstAttribute, relation: relation)
        scanner.skipSpaces()
        if scanner.peekIsNumberStart {
            line.constant = try scanner.number()
        } else {
            let (second, secondAttribute) = try scanner.itemAttribute()
            line.secondItem = second
            line.secondAttribute = secondAttribute
            scanner.skipSpaces()
            if scanner.take("*") {
                scanner.skipSpaces(); line.multiplier = try scanner.number()
            } else if scanner.take("/") {
                scanner.skipSpaces()
                let divisor = try scanner.number()
                guard divisor != 0 else { throw ParseError(message: "division by zero", offset: scanner.offset) }
                line.multiplier = 1 / divisor
            }
            scanner.skipSpaces()
            if scanner.take("+") {
                scanner.skipSpaces(); line.constant = try scanner.number()
            } else if scanner.take("-") {
                scanner.skipSpaces(); line.constant = -(try scanner.number())
            }
        }
        scanner.skipSpaces()
        if scanner.take("@") {
            scanner.skipSpaces()
            if scanner.peekIsNumberStart {
                line.priority = try scanner.number()
            } else {
                let start = scanner.offset
                let name = scanner.identifier()
                guard let value = namedPriorities[name] else {
                    throw ParseError(message: "expected a priority (1...1000, required, high, low or fittingSizeLevel)", offset: start)
                }
                line.priority = value
            }
            guard (1...1000).contains(line.priority) else { throw ParseError(message: "a priority is from 1 to 1000", offset: scanner.offset) }
        }
        scanner.skipSpaces()
        guard scanner.atEnd else { throw ParseError(message: "unexpected '\(scanner.current!)'", offset: scanner.offset) }
        return line
    }

    private struct Scanner {
        let characters: [Character]
        var offset = 0
        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool { offset >= characters.count }
        var current: Character? { atEnd ? nil : characters[offset] }
        var peekIsNumberStart: Bool { current.map { $0.isNumber || $0 == "-" || $0 == "." } ?? false }

        mutating func skipSpaces() { while current == " " { offset += 1 } }

        mutating func take(_ character: Character) -> Bool {
            guard current == character else { return false }
            offset += 1
            return true
        }

        mutating func identifier() -> String {
            let start = offset
            while let c = current, c.isLetter || c.isNumber || c == "_" { offset += 1 }
            return String(characters[start..<offset])
        }

        mutating func itemAttribute() throws(ParseError) -> (String, LayoutAttribute) {
            skipSpaces()
            let start = offset
            let item = identifier()
            guard !item.isEmpty else { throw ParseError(message: "expected a view name", offset: start) }
            guard take(".") else { throw ParseError(message: "expected '.' and an attribute after \"\(item)\"", offset: offset) }
            let attributeStart = offset
            let name = identifier()
            guard let attribute = LayoutAttribute(rawValue: name), attribute != .notAnAttribute else {
                throw ParseError(message: "unknown attribute \"\(name)\"", offset: attributeStart)
            }
            return (item, attribute)
        }

        mutating func relation() throws(ParseError) -> LayoutRelation {
            let start = offset
            let pair = String(characters[offset..<min(offset + 2, characters.count)])
            offset += 2
            switch pair {
            case "==": return .equal
            case ">=": return .greaterThanOrEqual
            case "<=": return .lessThanOrEqual
            default:
                offset = start
                throw ParseError(message: "expected ==, >= or <=", offset: start)
            }
        }

        /// A decimal number, with an exponent if it has one (`1e-05`, as an exact constant is written when
        /// it is that small): digits only, never hexadecimal, `inf` or `nan`.
        mutating func number() throws(ParseError) -> Double {
            let start = offset
            if current == "-" { offset += 1 }
            while let c = current, c.isASCII && (c.isNumber || c == ".") { offset += 1 }
            if let e = current, e == "e" || e == "E" {
                var end = offset + 1
                if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
                if end < characters.count, characters[end].isASCII, characters[end].isNumber {
                    offset = end
                    while let c = current, c.isASCII && c.isNumber { offset += 1 }
                }
            }
            guard let value = DecimalText.double(String(characters[start..<offset])), value.isFinite else {
                throw ParseError(message: "expected a number", offset: start)
            }
            return value
        }
    }
}
