import Foundation
@testable import Cassowary

/// One random system from `scripts/cassowary-make-fixtures`, with kiwisolver's answers.
struct DifferentialSystem {
    struct ConstraintSpec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var priority: Double

        /// How far the constraint (with `constant` in place of its own, if given) is from holding, given
        /// each variable's value by its index.
        func residual(constant: Double?, values: (Int) -> Double) -> Double {
            let e = terms.reduce(constant ?? self.constant) { $0 + $1.coefficient * values($1.variable) }
            switch relation {
            case .equal: return abs(e)
            case .lessThanOrEqual: return max(0, e)
            case .greaterThanOrEqual: return max(0, -e)
            }
        }
    }

    enum Operation {
        case add(Int), remove(Int), setConstant(Int, Double), fail(Int)
        case edit(Int, Double), unedit(Int), suggest(Int, Double)
        case check(Int)
    }

    struct Check {
        var values: [Int: Double]
        var unique: Set<Int>
        var violation: [Double: Double]
    }

    var seed: Int
    var variableCount: Int
    var constraints: [ConstraintSpec]
    var operations: [Operation]
    var checks: [Check]

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    static func load(resource name: String) throws -> [DifferentialSystem] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw FormatError(description: "missing fixture \(name).json")
        }
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let systems = (root as? [String: Any])?["systems"] as? [[String: Any]] else {
            throw FormatError(description: "\(name): no systems")
        }
        return try systems.map(DifferentialSystem.init)
    }

    /// Whether a checkpoint's recorded (kiwisolver) values satisfy the active required constraints.
    func satisfiesRequired(_ check: Check, active: Set<Int>, constants: [Int: Double], tolerance: Double) -> Bool {
        active.allSatisfy { index in
            constraints[index].priority < 1000
                || constraints[index].residual(constant: constants[index], values: { check.values[$0] ?? 0 }) <= tolerance
        }
    }

    /// Walks the script without solving and counts the checkpoints, and those whose recorded values
    /// violate an active required constraint.
    func checkpointsViolatingRequired(tolerance: Double) -> (checkpoints: Int, violating: Int) {
        var active = Set<Int>()
        var constants: [Int: Double] = [:]
        var counts = (checkpoints: 0, violating: 0)
        for operation in operations {
            switch operation {
            case let .add(index): active.insert(index)
            case let .remove(index): active.remove(index)
            case let .setConstant(index, value): constants[index] = value
            case let .check(number):
                counts.checkpoints += 1
                if !satisfiesRequired(checks[number], active: active, constants: constants, tolerance: tolerance) {
                    counts.violating += 1
                }
            case .fail, .edit, .unedit, .suggest: break
            }
        }
        return counts
    }

    static func fixtureNames() -> [String] {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
              let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return files.filter { $0.hasPrefix("cassowary-differential-") && $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }
            .sorted()
    }

    init(_ json: [String: Any]) throws {
        func number(_ any: Any?) throws -> Double {
            guard let value = (any as? NSNumber)?.doubleValue else { throw FormatError(description: "not a number: \(String(describing: any))") }
            return value
        }
        seed = Int(try number(json["seed"]))
        variableCount = Int(try number(json["variables"]))
        guard let rawConstraints = json["constraints"] as? [[Any]], let rawOps = json["ops"] as? [[Any]],
              let rawChecks = json["checks"] as? [[String: Any]]
        else { throw FormatError(description: "system without constraints/ops/checks") }

        constraints = try rawConstraints.map { raw in
            guard raw.count == 4, let terms = raw[0] as? [[Any]], let op = raw[2] as? String else {
                throw FormatError(description: "bad constraint \(raw)")
            }
            let relation: Relation = switch op {
            case "==": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }
            return ConstraintSpec(
                terms: try terms.map { (Int(try number($0[0])), try number($0[1])) },
                constant: try number(raw[1]), relation: relation, priority: try number(raw[3]))
        }
        operations = try rawOps.map { raw in
            guard let kind = raw.first as? String, raw.count >= 2 else { throw FormatError(description: "bad op \(raw)") }
            let first = Int(try number(raw[1]))
            switch kind {
            case "add": return .add(first)
            case "remove": return .remove(first)
            case "set": return .setConstant(first, try number(raw[2]))
            case "fail": return .fail(first)
            case "edit": return .edit(first, try number(raw[2]))
            case "unedit": return .unedit(first)
            case "suggest": return .suggest(first, try number(raw[2]))
            case "check": return .check(first)
            default: throw FormatError(description: "unknown op \(kind)")
            }
        }
        checks = try rawChecks.map { raw in
            guard let values = raw["values"] as? [String: Any], let unique = raw["unique"] as? [Any],
                  let violation = raw["violation"] as? [String: Any]
            else { throw FormatError(description: "bad check") }
            return Check(
                values: Dictionary(uniqueKeysWithValues: try values.map { (Int($0.key) ?? -1, try number($0.value)) }),
                unique: Set(try unique.map { Int(try number($0)) }),
                violation: Dictionary(uniqueKeysWithValues: try violation.map { (Double($0.key) ?? -1, try number($0.value)) }))
        }
    }
}
