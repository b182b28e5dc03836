/// How a constraint's expression compares with zero: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    /// The operator as constraint descriptions show it: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
