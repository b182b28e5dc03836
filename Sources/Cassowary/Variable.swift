/// An unknown of a constraint system, such as the top edge of a view.
///
/// Variables are compared by identity: two variables with the same name are still two unknowns.
/// The name only serves diagnostics (constraint descriptions, conflict reports).
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for diagnostics; it plays no part in solving.
    public let name: String

    /// A new unknown, distinct from every other variable whatever its name; the name is for diagnostics only.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Identity: the same object, not the same name. The overload returning a ``Constraint`` builds `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name, or `var0x` and the object's address when the name is empty.
    public var description: String {
        name.isEmpty ? "var0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name
    }
}
