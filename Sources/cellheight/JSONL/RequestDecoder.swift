import FeedTables
import Foundation
import ViewLayout

/// Turns one JSONL line into a checked request. Errors say which field is wrong and why; the
/// caller adds the file and line number.
///
/// A line is `{"id": …, "text": "…", "size": 17, "width": 343, "family"?: "…", "weight"?: 400,
/// "lines"?: 0, "scale"?: 3, "locale"?: "…"}`. Fields other than these are ignored, so feeds can
/// carry their own data.
struct RequestDecoder: Sendable {
    var defaults: RequestDefaults

    func decode(line bytes: [UInt8]) throws(CLIError) -> MeasureRequest {
        if let offset = FeedReader.firstInvalidUTF8(bytes) {
            throw CLIError("invalid UTF-8 at byte \(offset + 1) of the line")
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw CLIError("invalid JSON: \(Self.reason(error, bytes: bytes))")
        }
        guard case .object(let fields) = value else {
            throw CLIError("expected a JSON object {\"id\", \"text\", \"size\", \"width\", …}, got \(value.summary)")
        }
        let reader = FieldReader(fields: fields)
        guard let id = fields["id"], id != .null else { throw CLIError("missing field \"id\"") }
        switch id {
        case .string, .number: break
        default: throw CLIError("field \"id\": expected a string or a number, got \(id.summary)")
        }
        let request = MeasureRequest(
            id: id,
            text: try required(reader.string("text"), "text"),
            size: try required(reader.number("size") ?? defaults.size, "size"),
            width: try required(reader.number("width") ?? defaults.width, "width"),
            family: try reader.string("family") ?? defaults.family ?? MeasureDefaults.family,
            weight: try reader.integer("weight") ?? defaults.weight ?? MeasureDefaults.weight,
            lines: try reader.integer("lines") ?? defaults.lines ?? MeasureDefaults.lines,
            scale: try reader.number("scale") ?? defaults.scale ?? MeasureDefaults.scale,
            locale: try reader.string("locale") ?? defaults.locale
        )
        return try request.validated()
    }

    private func required<Value>(_ value: Value?, _ field: String) throws(CLIError) -> Value {
        guard let value else { throw CLIError("missing field \"\(field)\"") }
        return value
    }

    /// Why a line is not JSON, as precisely as Foundation can say. JSONDecoder only reports
    /// "not valid JSON"; JSONSerialization's parser names the problem and its position
    /// ("Unexpected end of file", "Invalid value around character 1"), so the line is parsed
    /// again for the message (only on this error path).
    static func reason(_ error: any Error, bytes: [UInt8]) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                return shorten(detail)
            }
        }
        if case DecodingError.dataCorrupted(let context) = error {
            return shorten(context.debugDescription)
        }
        return shorten("\(error)")
    }

    private static func shorten(_ text: String) -> String {
        text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}

/// Typed access to the fields of one JSON object; a present field of the wrong type is an error,
/// an absent (or null) one is nil.
private struct FieldReader {
    var fields: [String: JSONValue]

    func string(_ name: String) throws(CLIError) -> String? {
        switch fields[name] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw CLIError("field \"\(name)\": expected a string, got \(other.summary)")
        }
    }

    func number(_ name: String) throws(CLIError) -> Double? {
        switch fields[name] {
        case nil, .null?: return nil
        case .number(let value)?: return value
        case let other?: throw CLIError("field \"\(name)\": expected a number, got \(other.summary)")
        }
    }

    func integer(_ name: String) throws(CLIError) -> Int? {
        guard let value = try number(name) else { return nil }
        guard let integer = Int(exactly: value) else {
            throw CLIError("field \"\(name)\": expected an integer, got \(formatPoints(value))")
        }
        return integer
    }
}
