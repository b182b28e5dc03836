import Benchmark
import Cassowary

// ordo-one benchmarks of the solver's hot paths. The side-by-side comparison with kiwisolver is
// scripts/cassowary-bench (CassowaryCompare); these track our own numbers over time.

/// A chain x0 == 0, x[i] - x[i-1] >= 10 (required), x[i] - x[i-1] == 12 (priority 250).
func makeChain(_ links: Int) -> (Solver, [Constraint], Variable) {
    let solver = Solver()
    var variables = [Variable("x0")]
    var gaps: [Constraint] = []
    try? solver.add(variables[0] == 0)
    for index in 1...links {
        let x = Variable("x\(index)")
        let gap = (x - variables[index - 1] == 12).with(strength: .defaultLow)
        try? solver.add(x - variables[index - 1] >= 10)
        try? solver.add(gap)
        gaps.append(gap)
        variables.append(x)
    }
    return (solver, gaps, variables[links])
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    Benchmark("build chain of 1,000 constraints") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(makeChain(500))
        }
    }

    Benchmark("suggestValue x1,000 on a chain of 1,000") { benchmark in
        // The chain's end is held below an edit variable: suggestions squeeze the chain.
        let (solver, _, end) = makeChain(500)
        let edit = Variable("edit")
        try? solver.add(end <= edit)
        try? solver.addEditVariable(edit, strength: .defaultHigh)
        benchmark.startMeasurement()
        for index in 0..<1000 {
            try? solver.suggestValue(5000 + Double(index % 97) * 10, for: edit)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("setConstant x1,000 on a chain of 1,000") { benchmark in
        let (solver, gaps, _) = makeChain(500)
        benchmark.startMeasurement()
        for index in 0..<1000 {
            try? solver.setConstant(-Double(index % 23), of: gaps[(index * 7) % gaps.count])
        }
        benchmark.stopMeasurement()
    }
}
