/// How a constraint's expression compares with zero: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
