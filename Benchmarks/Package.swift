// swift-tools-version: 6.1
// Benchmarks live in their own package so `make test` never builds the harness.
// Run: cd Benchmarks && swift package --disable-sandbox benchmark
import PackageDescription

let package = Package(
    name: "CellHeightBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "CellHeight", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        benchmark("TypesettingBenchmarks", ["Typesetting"]),
        benchmark("CassowaryBenchmarks", ["Cassowary"]),
        benchmark("ViewLayoutBenchmarks", ["ViewLayout", "Typesetting", "Cassowary"]),
        // Plain executable for scripts/cassowary-bench, which runs it beside kiwisolver.
        .executableTarget(
            name: "CassowaryCompare",
            dependencies: [.product(name: "Cassowary", package: "CellHeight")],
            path: "Benchmarks/CassowaryCompare"
        ),
    ]
)

func benchmark(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + products.map { .product(name: $0, package: "CellHeight") },
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
