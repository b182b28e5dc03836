import ViewLayout

/// Any JSON value, decoded without a schema so that a request can report exactly which field
/// has the wrong type.
enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a value that is not JSON, or a number out of the range of Double")
        }
    }

    /// A short description of the value for error messages.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): formatPoints(value)
        case .string(let value): value.count > 40 ? "a string" : JSONWriter.quoted(value)
        case .array: "an array"
        case .object: "an object"
        }
    }
}
