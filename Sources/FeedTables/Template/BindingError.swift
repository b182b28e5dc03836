/// Why an item could not be bound to a template: the field and what was wrong with it.
public struct BindingError: Error, Equatable, CustomStringConvertible {
    /// The field's dotted path and what was wrong with its value.
    public let message: String
    /// A binding error whose message names the field and what its value was.
    public init(_ message: String) { self.message = message }
    /// The message alone: it already names the field.
    public var description: String { message }
}
