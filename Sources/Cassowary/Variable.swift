/// An unknown of a constraint system, such as the top edge of a view.
///
/// Variables are compared by identity: two variables with the same name are still two unknowns.
/// The name only serves diagnostics (constraint descriptions, conflict reports).
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for diagnostics; it plays no part in solving.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        name.isEmpty ? "var0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name
    }
}
