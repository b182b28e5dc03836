/// Why an item could not be bound to a template: the field and what was wrong with it.
public struct BindingError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
