import JSONLines
/// Why an item could not be bound to a template: the field, and what was wrong with its value. A caller
/// tells a missing catalog image from a field of the wrong type by `problem`, not by reading the message.
public struct BindingError: Error, Equatable, CustomStringConvertible {
    /// What was wrong with a field's value.
    public enum Problem: Equatable, Sendable {
        /// The value is of another JSON type than the binding reads (`expected` says which; `got` is a short
        /// summary of the value).
        case wrongType(expected: String, got: String)
        /// A number outside the range the binding takes (`expected` names the quantity and the range).
        case outOfRange(expected: String, got: String)
        /// An image name the template's asset catalog does not have.
        case imageNotInCatalog(name: String, catalog: String)
        /// An image name whose set's file could not be measured (`AssetCatalog.unreadable`): why.
        case imageUnreadable(name: String, reason: String)
    }

    /// The field's path in the item, one key a level.
    public let field: [String]
    /// What was wrong with the value.
    public let problem: Problem

    /// A binding error of field `field`.
    public init(field: [String], _ problem: Problem) { self.field = field; self.problem = problem }

    /// The field's dotted path and what was wrong with its value.
    public var message: String {
        let name = "field \"\(field.joined(separator: "."))\""
        switch problem {
        case let .wrongType(expected, got): return "\(name): expected \(expected), got \(got)"
        case let .outOfRange(expected, got): return "\(name): expected \(expected), got \(got)"
        case let .imageNotInCatalog(image, catalog): return "\(name): no image named \(JSONValue.string(image).text) in \(catalog)"
        case let .imageUnreadable(image, reason): return "\(name): image \(JSONValue.string(image).text): its file cannot be measured: \(reason)"
        }
    }

    /// The message alone: it already names the field.
    public var description: String { message }
}
