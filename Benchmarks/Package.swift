// swift-tools-version: 6.1
// Benchmarks live in their own package so `make test` never builds the harness.
// Run: cd Benchmarks && swift package --disable-sandbox benchmark
import PackageDescription

let package = Package(
    name: "CellHeightBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "CellHeight", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The SQLite store the height store is compared with (benchmark only).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        benchmark("TypesettingBenchmarks", ["Typesetting"], extra: ["TextFloor"]),
        // The floor cold measuring is compared with: HarfBuzz and ICU called directly (TextFloor.swift).
        .systemLibrary(name: "FloorHarfBuzz", path: "Benchmarks/FloorHarfBuzz", pkgConfig: "harfbuzz"),
        .target(name: "FloorICU", path: "Benchmarks/FloorICU", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "TextFloor", dependencies: ["FloorHarfBuzz", "FloorICU", .product(name: "Typesetting", package: "CellHeight")],
                path: "Benchmarks/TextFloor"),
        benchmark("CassowaryBenchmarks", ["Cassowary"]),
        // Feed items shared by the layout benchmarks.
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "ViewLayout", package: "CellHeight"),
                                                          .product(name: "Typesetting", package: "CellHeight")],
                path: "Benchmarks/BenchmarkSupport"),
        benchmark("ViewLayoutBenchmarks", ["ViewLayout", "Typesetting", "Cassowary"], extra: ["BenchmarkSupport"]),
        benchmark("HeightCacheBenchmarks", ["HeightCache", "ViewLayout", "Typesetting"],
                  extra: ["BenchmarkSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        // Lays out N items of the ViewLayout benchmark's cells, for instruction counts under callgrind.
        .executableTarget(name: "LayoutCount", dependencies: ["BenchmarkSupport"], path: "Benchmarks/LayoutCount"),
        // A server's bounded height cache: misses and stores of new keys, each evicting one, under callgrind.
        .executableTarget(name: "BoundedCacheCount", dependencies: [.product(name: "HeightCache", package: "CellHeight")],
                          path: "Benchmarks/BoundedCacheCount"),
        // Times later items against frame layout in one process, the two cells taking turns.
        .executableTarget(name: "LayoutTimes", dependencies: ["BenchmarkSupport"], path: "Benchmarks/LayoutTimes"),
        // Typesets a corpus N times (re-layout, cold or the floor), for instruction counts under callgrind.
        .executableTarget(name: "RelayoutCount", dependencies: ["TextFloor", .product(name: "Typesetting", package: "CellHeight")],
                          path: "Benchmarks/RelayoutCount"),
        // Times the Typesetting benchmark's ratios in a plain process (no malloc interposer).
        .executableTarget(name: "TypesetTimes", dependencies: ["TextFloor", .product(name: "Typesetting", package: "CellHeight")],
                          path: "Benchmarks/TypesetTimes"),
        // Plain executable for scripts/cassowary-bench, which runs it beside kiwisolver.
        .executableTarget(
            name: "CassowaryCompare",
            dependencies: [.product(name: "Cassowary", package: "CellHeight")],
            path: "Benchmarks/CassowaryCompare"
        ),
    ]
)

func benchmark(_ name: String, _ products: [String], extra: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark")]
            + products.map { .product(name: $0, package: "CellHeight") } + extra,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
