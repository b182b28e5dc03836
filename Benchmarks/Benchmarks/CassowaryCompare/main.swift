// Runs the shapes written by scripts/cassowary-bench and prints, as JSON, the best time of each
// and the final values, so that the script can set them beside kiwisolver's.
// Usage: CassowaryCompare shapes.json (environment: CASSOWARY_REPEATS=N runs each shape N times)
import Cassowary
import Foundation

struct Shape {
    var kind: String
    var variableCount: Int
    var constraints: [(terms: [(Int, Double)], constant: Double, relation: Relation, priority: Double)]
    var edit: (Int, Double)?
    var suggestions: [Double]
    var changes: [(Int, Double)]

    init(_ json: [String: Any]) {
        kind = json["kind"] as? String ?? "build"
        variableCount = (json["variables"] as? NSNumber)?.intValue ?? 0
        let raw = json["constraints"] as? [[Any]] ?? []
        constraints = raw.map { spec in
            let terms = (spec[0] as? [[NSNumber]] ?? []).map { ($0[0].intValue, $0[1].doubleValue) }
            let relation: Relation = switch spec[2] as? String {
            case "==": .equal
            case "<=": .lessThanOrEqual
            default: .greaterThanOrEqual
            }
            return (terms, (spec[1] as? NSNumber)?.doubleValue ?? 0, relation, (spec[3] as? NSNumber)?.doubleValue ?? 1000)
        }
        if let edit = json["edit"] as? [NSNumber] {
            self.edit = (edit[0].intValue, edit[1].doubleValue)
        }
        suggestions = (json["suggestions"] as? [NSNumber] ?? []).map(\.doubleValue)
        changes = (json["changes"] as? [[NSNumber]] ?? []).map { ($0[0].intValue, $0[1].doubleValue) }
    }
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// One run: returns the timed seconds and the final values.
func run(_ shape: Shape) throws -> (Double, [Double]) {
    let variables = (0..<shape.variableCount).map { Variable("v\($0)") }
    let constraints = shape.constraints.map { spec in
        Constraint(
            Expression(spec.terms.map { Term(variables[$0.0], coefficient: $0.1) }, constant: spec.constant),
            spec.relation, strength: Strength(priority: spec.priority))
    }
    let solver = Solver()
    switch shape.kind {
    case "build":
        let start = now()
        for constraint in constraints {
            try solver.add(constraint)
        }
        let values = solver.values(of: variables)
        return (now() - start, values)
    case "suggest":
        for constraint in constraints {
            try solver.add(constraint)
        }
        guard let edit = shape.edit else { return (0, []) }
        try solver.addEditVariable(variables[edit.0], strength: Strength(priority: edit.1))
        let start = now()
        for value in shape.suggestions {
            try solver.suggestValue(value, for: variables[edit.0])
        }
        let values = solver.values(of: variables)
        return (now() - start, values)
    default:
        for constraint in constraints {
            try solver.add(constraint)
        }
        let start = now()
        for (index, constant) in shape.changes {
            try solver.setConstant(constant, of: constraints[index])
        }
        let values = solver.values(of: variables)
        return (now() - start, values)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 2,
      let data = FileManager.default.contents(atPath: arguments[1]),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let shapes = root["shapes"] as? [[String: Any]]
else {
    FileHandle.standardError.write("usage: CassowaryCompare shapes.json\n".data(using: .utf8)!)
    exit(2)
}

var results: [[String: Any]] = []
do {
    for json in shapes {
        let shape = Shape(json)
        let (first, values) = try run(shape)
        // Repeat short shapes (up to 200 runs or about half a second) and keep the best time:
        // sub-millisecond shapes need many runs for a stable minimum on a shared machine.
        // CASSOWARY_REPEATS fixes the count, for instruction counts that compare builds run for run.
        let fixed = ProcessInfo.processInfo.environment["CASSOWARY_REPEATS"].flatMap { Int($0) }
        let repeats = fixed.map { max(1, $0) } ?? max(1, min(200, Int(0.5 / max(first, 1e-6))))
        var best = first
        for _ in 1..<repeats {
            best = min(best, try run(shape).0)
        }
        results.append(["seconds": best, "repeats": repeats, "values": values])
    }
} catch {
    FileHandle.standardError.write("solver error: \(error)\n".data(using: .utf8)!)
    exit(1)
}
let output = try JSONSerialization.data(withJSONObject: ["results": results])
FileHandle.standardOutput.write(output)
