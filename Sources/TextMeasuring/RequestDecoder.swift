import HeightCache
import JSONLines
import ViewLayout

/// Turns one JSON object (a JSONL line, an element of a request) into a checked request. Errors say which field is wrong and why; the
/// caller adds the file and line number.
///
/// A line is `{"id": …, "text": "…", "size": 17, "width": 343, "family"?: "…", "weight"?: 400,
/// "lines"?: 0, "scale"?: 3, "locale"?: "…"}`, or with `"textStyle": "body"` (and `"contentSize"?: "AX2"`)
/// in place of `"size"`. Fields other than these are ignored, so feeds can carry their own data, except one
/// that can only be a misspelling of a field the line leaves out (`misspelling(in:)`) and UIKit's name of a
/// text attribute that would change the size (`unmodelledAttribute(in:)`).
public struct RequestDecoder: Sendable {
    /// Values a request that leaves a field out takes.
    public var defaults: RequestDefaults

    public init(defaults: RequestDefaults = RequestDefaults()) { self.defaults = defaults }

    /// The longest line measured, in bytes. Laying out a text holds about 60 bytes per character at its
    /// peak, so a 4 MiB line stays near 250 MB; a longer one is refused rather than exhausting memory
    /// (the line reader skips it without keeping it).
    public static let maximumLineBytes = LineReader.defaultMaximumLineBytes

    /// The error for a line of `length` bytes, over the limit.
    public static func tooLong(_ length: Int) -> MeasureError {
        MeasureError("the line is \(length) bytes long; at most \(maximumLineBytes) (4 MiB) are measured (split the text)")
    }

    /// The request of one JSON line.
    public func decode(line bytes: [UInt8]) throws(MeasureError) -> MeasureRequest {
        guard bytes.count <= Self.maximumLineBytes else { throw Self.tooLong(bytes.count) }
        if let offset = firstInvalidUTF8(bytes) {
            throw MeasureError("invalid UTF-8 at byte \(offset + 1) of the line")
        }
        // FeedTables' parser keeps number literals, so an id goes back out exactly as it came in.
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch {
            throw MeasureError("invalid JSON: \(error.message) at column \(error.column)")
        }
        return try decode(value)
    }

    /// The members `defaults(of:)` reads: a request's own, less its id and text.
    public static let defaultFieldNames = ["size", "textStyle", "contentSize", "width", "family", "weight", "lines", "scale", "locale"]

    /// The request of one parsed JSON object (an element of a request body's array).
    public func decode(_ value: JSONValue) throws(MeasureError) -> MeasureRequest {
        guard case .object = value else {
            throw MeasureError("expected a JSON object {\"id\", \"text\", \"size\", \"width\", …}, got \(value.summary)")
        }
        let reader = FieldReader(object: value)
        if let (given, meant) = Self.misspelling(in: value) {
            throw MeasureError("field \"\(given)\" is not read: did you mean \"\(meant)\"? (a line's fields are \"id\", \"text\", "
                               + Self.defaultFieldNames.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
        }
        if let given = Self.unmodelledAttribute(in: value) {
            throw MeasureError("field \"\(given)\" is not read: a text is measured in one font with UIKit's default paragraph style, "
                               + "and would take the default in its place (a template's label takes paragraph styles, letter spacing, "
                               + "line break modes and italics)")
        }
        guard let id = value["id"] else { throw MeasureError("missing field \"id\"") }
        // Null stands for "the default" in the optional fields; these two have none.
        if value["text"] == .null { throw MeasureError("field \"text\": expected a string, got null") }
        switch id {
        case .string, .number: break
        default: throw MeasureError("field \"id\": expected a string or a number, got \(id.summary)")
        }
        return try request(id: id, text: try required(reader.string("text"), "text"), size: try reader.number("size"),
                           textStyle: try reader.string("textStyle"), contentSize: try reader.string("contentSize"),
                           width: try reader.number("width"), family: try reader.string("family"), weight: try reader.integer("weight"),
                           lines: try reader.integer("lines"), scale: try reader.number("scale"), locale: try reader.string("locale"))
    }

    /// UIKit's and CSS's names for the fields, which a request that means them may use instead.
    static let otherNames: [String: String] = [
        "numberoflines": "lines", "maxlines": "lines", "linecount": "lines",
        "fontsize": "size", "pointsize": "size",
        "preferredmaxlayoutwidth": "width", "maxwidth": "width",
        "fontfamily": "family", "fontname": "family", "fontweight": "weight",
        "contentsizecategory": "contentSize", "preferredcontentsizecategory": "contentSize",
        "fonttextstyle": "textStyle",
    ]

    /// UIKit's names (any letter case) of paragraph-style and kerning attributes that change a text's size and
    /// that a request does not take: names a feed's own data hardly has, which a line gives to be measured with.
    static let unmodelledAttributes: Set<String> = [
        "linespacing", "lineheight", "lineheightmultiple", "minimumlineheight", "maximumlineheight",
        "paragraphspacing", "paragraphspacingbefore", "letterspacing", "kern", "linebreakmode",
        "hyphenationfactor", "firstlineheadindent", "headindent", "tailindent", "baselineoffset",
    ]

    /// The first member of `object` that names a text attribute a request does not take (`unmodelledAttributes`).
    static func unmodelledAttribute(in object: JSONValue) -> String? {
        guard case .object(let members) = object else { return nil }
        return members.first { unmodelledAttributes.contains(folded($0.key)) }?.key
    }

    /// A member's name as the name tables hold it: lower case, without CSS's hyphens or snake case's
    /// underscores ("font-size" and "font_size" are "fontsize").
    static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    }

    /// A member of `object` that can only mean a field the line leaves out, with that field: the field's name
    /// in other letter case ("Lines", "TextStyle"), or its UIKit or CSS name ("numberOfLines", "font-size").
    /// Measured without it, the text would silently take the default in its place. Nil when there is none;
    /// other members are the feed's own data (a singular or plural such as "line" may well be).
    static func misspelling(in object: JSONValue) -> (given: String, meant: String)? {
        guard case .object(let members) = object else { return nil }
        let known = ["id", "text"] + defaultFieldNames
        for member in members where !known.contains(member.key) {
            let key = folded(member.key)
            let meant = otherNames[key] ?? known.first { $0.lowercased() == key }
            if let meant, object[meant] == nil { return (member.key, meant) }
        }
        return nil
    }

    /// The request for `text` with every field from the defaults: one text given on the command line.
    public func request(text: String) throws(MeasureError) -> MeasureRequest {
        try request(id: nil, text: text, size: nil, textStyle: nil, contentSize: nil, width: nil, family: nil, weight: nil,
                    lines: nil, scale: nil, locale: nil)
    }

    /// A request from a line's own values, the defaults filling what it leaves out. A line's size and a
    /// line's text style exclude each other; a default style applies to a line without a size of its own
    /// and a default size to one without a style. A style gives the size, the weight (unless one is given)
    /// and, in the system font, the leading.
    private func request(id: JSONValue?, text: String, size lineSize: Double?, textStyle lineStyle: String?, contentSize lineCategory: String?,
                         width: Double?, family: String?, weight: Int?, lines: Int?, scale: Double?, locale: String?) throws(MeasureError) -> MeasureRequest {
        if lineSize != nil, lineStyle != nil {
            throw MeasureError("fields \"size\" and \"textStyle\": give one of them (a text style sets the size)")
        }
        let family = family ?? defaults.family ?? MeasureDefaults.family
        let category = try lineCategory.map(Self.contentSize) ?? defaults.contentSize ?? .default
        let size: Double, leading: Double
        var styleWeight: Int?
        if let style = lineStyle ?? (lineSize == nil ? defaults.textStyle : nil) {
            let font: TextStyleFont
            do { font = try TextStyleFont(named: style, contentSize: category, ios: defaults.ios ?? .newest, family: family) } catch {
                // The line's own style is named as its other fields are; the default's is the command's.
                throw lineStyle != nil ? MeasureError("field \"textStyle\": \(error.description)") : error
            }
            (size, styleWeight, leading) = (font.size, font.weight, font.leading)
        } else {
            if lineCategory != nil {
                throw MeasureError("field \"contentSize\": only a text style's size depends on it; give \"textStyle\" too")
            }
            guard let given = lineSize ?? defaults.size else { throw MeasureError("missing field \"size\" (or \"textStyle\")") }
            (size, leading) = (given, 0)
        }
        return try MeasureRequest(
            id: id, text: text, size: size,
            width: try required(width ?? defaults.width, "width"),
            family: family,
            weight: weight ?? defaults.weight ?? styleWeight ?? MeasureDefaults.weight,
            lines: lines ?? defaults.lines ?? MeasureDefaults.lines,
            scale: scale ?? defaults.scale ?? MeasureDefaults.scale,
            locale: locale ?? defaults.locale,
            leading: leading,
            ios: defaults.ios ?? .newest
        ).validated()
    }

    /// A content size category by name (`large`, `AX2`, UIKit's `accessibilityLarge`).
    static func contentSize(_ name: String) throws(MeasureError) -> ContentSizeCategory {
        guard let category = ContentSizeCategory(name: name) else {
            throw MeasureError("field \"contentSize\": unknown content size \"\(name)\" (\(ContentSizeCategory.knownNames))")
        }
        return category
    }

    /// Defaults given as an object with a request's fields (all optional): what a service's caller sends
    /// once for many texts, as `measure`'s command-line options.
    public func defaults(of value: JSONValue) throws(MeasureError) -> RequestDefaults {
        let reader = FieldReader(object: value)
        let defaults = RequestDefaults(size: try reader.number("size"), width: try reader.number("width"), family: try reader.string("family"),
                                       weight: try reader.integer("weight"), lines: try reader.integer("lines"),
                                       scale: try reader.number("scale"), locale: try reader.string("locale"),
                                       textStyle: try reader.string("textStyle"), contentSize: try reader.string("contentSize").map(Self.contentSize),
                                       ios: self.defaults.ios)
        if defaults.size != nil, defaults.textStyle != nil {
            throw MeasureError("fields \"size\" and \"textStyle\": give one of them (a text style sets the size)")
        }
        // Each given value must be one a request may have.
        var check = defaults
        if check.size == nil && check.textStyle == nil { check.size = 17 }
        if check.width == nil { check.width = 100 }
        _ = try RequestDecoder(defaults: check).request(text: "")
        return defaults
    }

    private func required<Value>(_ value: Value?, _ field: String) throws(MeasureError) -> Value {
        guard let value else { throw MeasureError("missing field \"\(field)\"") }
        return value
    }
}

/// Typed access to the fields of one JSON object; a present field of the wrong type is an error,
/// an absent (or null) one is nil.
private struct FieldReader {
    var object: JSONValue

    /// The value under `name` (a line giving a name twice is refused by the parser).
    subscript(name: String) -> JSONValue? { object[name] }

    func string(_ name: String) throws(MeasureError) -> String? {
        switch self[name] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw MeasureError("field \"\(name)\": expected a string, got \(other.summary)")
        }
    }

    func number(_ name: String) throws(MeasureError) -> Double? {
        switch self[name] {
        case nil, .null?: return nil
        case .number(let literal)?:
            // A literal beyond Double's range reads as infinity; the range checks then reject it by name.
            return Double(literal) ?? .infinity
        case let other?: throw MeasureError("field \"\(name)\": expected a number, got \(other.summary)")
        }
    }

    func integer(_ name: String) throws(MeasureError) -> Int? {
        guard let value = try number(name) else { return nil }
        guard value.isFinite, abs(value) < 1e15, let integer = Int(exactly: value) else {
            throw MeasureError("field \"\(name)\": expected an integer, got \(formatPoints(value))")
        }
        return integer
    }
}
