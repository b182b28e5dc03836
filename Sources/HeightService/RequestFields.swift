import CellTemplates
import FeedTables
import HeightCache
import JSONLines
import UIKitMetrics
import ViewLayout

/// A request body's JSON object, read field by field; each error names the field (400).
struct RequestFields {
    let object: JSONValue
    /// The elements of the array under `elementsOf` with the bytes each was written as (its digest is a
    /// height cache key: an item's bytes are hashed, not written out again).
    let elements: [(value: JSONValue, bytes: ArraySlice<UInt8>)]?
    /// The byte ranges of those elements, when they were delimited and not parsed (`init(delimiting:)`).
    let ranges: [Range<Int>]?

    /// Parses `body` as one JSON object, keeping the byte range of each element of the array under `array`.
    init(body: [UInt8], elementsOf array: String = "items") throws(ServiceError) {
        if let offset = firstInvalidUTF8(body) { throw .badRequest("the body is not UTF-8 (byte \(offset + 1))") }
        let parsed: (value: JSONValue, elements: [JSONParser.Element]?)
        do { parsed = try JSONParser.parseObject(body, elementsOf: array) } catch {
            throw .badRequest("the body is not JSON: \(error.message) at line \(error.line), column \(error.column)")
        }
        guard case .object = parsed.value else { throw .badRequest("the body must be a JSON object, got \(parsed.value.summary)") }
        object = parsed.value
        elements = parsed.elements?.map { ($0.value, body[$0.offset..<$0.end]) }
        ranges = nil
    }

    /// Parses `body` as one JSON object but only delimits the elements of the array under `array`
    /// (`ranges`; the member holds an empty array): a caller answers each from a cache by its bytes or
    /// parses it. A body that is not such an object gets the error `init(body:elementsOf:)` gives it.
    init(delimiting body: [UInt8], elementsOf array: String = "items") throws(ServiceError) {
        if let offset = firstInvalidUTF8(body) { throw .badRequest("the body is not UTF-8 (byte \(offset + 1))") }
        guard let parsed = try? JSONParser.parseObject(body, delimitingElementsOf: array) else {
            self = try RequestFields(body: body, elementsOf: array)
            return
        }
        object = parsed.value
        elements = nil
        ranges = parsed.elements
    }

    /// The error of a body one of whose delimited elements is not JSON: the whole body's, as
    /// `init(body:elementsOf:)` gives it.
    static func error(of body: [UInt8], elementsOf array: String = "items") -> ServiceError {
        do { _ = try RequestFields(body: body, elementsOf: array) } catch { return error }
        return .badRequest("the body is not JSON")
    }

    /// Refuses a member the endpoint does not read (`known`): a misspelt `"scale"` or `"contentSize"`,
    /// the names the rows use, would otherwise be ignored and the rows answered at the defaults.
    func refuseUnknown(_ known: [String]) throws(ServiceError) {
        try Self.refuseUnknown(known, in: object, reader: "this endpoint")
    }

    /// Refuses a member of `value` (an object) that is not one of `known`; `reader` names what reads them
    /// ("this endpoint", "field \"defaults\"") in the message.
    static func refuseUnknown(_ known: [String], in value: JSONValue, reader: String) throws(ServiceError) {
        guard case .object(let members) = value else { return }
        for member in members where !known.contains(member.key) {
            let key = member.key.lowercased()
            let near = known.first { $0.lowercased() == key || $0.lowercased() == key + "s" || $0.lowercased() + "s" == key }
            throw .badRequest("unknown field \"\(member.key)\"" + (near.map { " (did you mean \"\($0)\"?)" } ?? "")
                              + "; \(reader) reads " + known.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    func has(_ name: String) -> Bool { if let value = object[name], value != .null { true } else { false } }

    func string(_ name: String) throws(ServiceError) -> String? {
        switch object[name] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw .badRequest("field \"\(name)\": expected a string, got \(other.summary)")
        }
    }

    func array(_ name: String) throws(ServiceError) -> [JSONValue]? {
        switch object[name] {
        case nil, .null?: return nil
        case .array(let values)?: return values
        case let other?: throw .badRequest("field \"\(name)\": expected an array, got \(other.summary)")
        }
    }

    func strings(_ name: String) throws(ServiceError) -> [String] {
        try (array(name) ?? []).enumerated().map { index, value throws(ServiceError) in
            guard case .string(let text) = value else { throw .badRequest("field \"\(name)[\(index)]\": expected a string, got \(value.summary)") }
            return text
        }
    }

    /// The numbers of the array `name`; `rule` says which values are allowed, for a number written beyond
    /// any double's range (`1e400`), which is a number but not one of them.
    func numbers(_ name: String, rule: String) throws(ServiceError) -> [Double] {
        try (array(name) ?? []).enumerated().map { index, value throws(ServiceError) in
            guard case .number(let literal) = value else {
                throw .badRequest("field \"\(name)[\(index)]\": expected a number, got \(value.summary)")
            }
            guard let number = Double(literal), number.isFinite else {
                throw .badRequest("field \"\(name)[\(index)]\": \(rule), got \(literal)")
            }
            return number
        }
    }

    static let widthRule = "a width is \(SettingChoice.widthRule)"
    static let scaleRule = "a scale is \(SettingChoice.scaleRule)"

    /// The settings of `widths` x `scales`, then `devices`, each at every content size, as `table` takes
    /// `--width`, `--scale`, `--device` and `--content-size`.
    func settings(limit: Int) throws(ServiceError) -> [MeasureSetting] {
        let choice = SettingChoice(widths: try numbers("widths", rule: Self.widthRule), scales: try numbers("scales", rule: Self.scaleRule),
                                   devices: try strings("devices"),
                                   contentSizes: try strings("contentSizes"))
        do { try choice.check() } catch {
            switch error {
            case .width(let width): throw .badRequest("field \"widths\": \(Self.widthRule), got \(formatPoints(width))")
            case .scale(let scale): throw .badRequest("field \"scales\": \(Self.scaleRule), got \(formatPoints(scale))")
            case .unknownDevice(let name):
                throw .badRequest("field \"devices\": unknown device \"\(name)\" (known: \(Device.all.map(\.name).joined(separator: ", ")))")
            case .scaleWithoutWidths(let device):
                throw .badRequest("field \"scales\": a scale applies to \"widths\", and a device has its own (\(device.name): "
                                  + "\(formatPoints(device.width)) points @\(formatPoints(device.scale))x); give \"widths\" with \"scales\", or leave \"scales\" out")
            case .unknownContentSize(let name):
                throw .badRequest("field \"contentSizes\": unknown content size \"\(name)\" (known: \(ContentSizeCategory.knownNames))")
            }
        }
        guard !choice.isEmpty else { throw .badRequest("give \"widths\" or \"devices\" (at least one)") }
        let settings = choice.settings
        guard settings.count <= limit else {
            throw ServiceError(413, "\(settings.count) settings (widths x scales and devices, at every content size); at most \(limit) per request")
        }
        return settings
    }

    /// The iOS release of field "ios" (a string or a number), the newest by default. A minor version is
    /// answered as its major release, whose metrics UIKit uses (`IOSVersion.minor`): "17.4" and "17" share
    /// one loaded template, so a client cannot make the server load a copy per minor version.
    func ios() throws(ServiceError) -> IOSVersion {
        let version = try givenIOS()
        return IOSVersion(version.major)
    }

    private func givenIOS() throws(ServiceError) -> IOSVersion {
        let text: String
        switch object["ios"] {
        case nil, .null?: return .newest
        case .string(let value)?: text = value
        case .number(let literal)?: text = literal
        case let other?: throw .badRequest("field \"ios\": expected a version such as \"17\", got \(other.summary)")
        }
        do { return try IOSVersion(parsing: text) } catch { throw .badRequest("field \"ios\": \(error)") }
    }
}
