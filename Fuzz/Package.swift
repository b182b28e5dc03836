// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for every parser a user's file reaches (see Makefile `fuzz` and BENCHMARKS.md).
// A package of its own, so the main package's `swift build` and `swift test` never build them. Built with
// `-sanitize=fuzzer,address -enable-testing` (the Makefile passes them to every module; given as two
// `-sanitize=` flags, the last wins and the code gets no coverage counters), so each
// target reaches the readers' internal entry points through `@testable import`. Each target's main hands
// its function over to libFuzzer's driver (`LLVMFuzzerRunDriver`), which takes libFuzzer's options.

let package = Package(
    name: "CellHeightFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "CellHeight", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzerDriver", .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight")]),
        .executableTarget(name: "FuzzFeed", dependencies: ["FuzzSupport", .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight")]),
        .executableTarget(name: "FuzzTemplateYAML", dependencies: ["FuzzSupport", .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight")]),
        .executableTarget(name: "FuzzTemplateJSON", dependencies: ["FuzzSupport", .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight")]),
        .executableTarget(name: "FuzzGolden", dependencies: ["FuzzSupport", .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight")]),
        .executableTarget(name: "FuzzHeightStore", dependencies: ["FuzzSupport", .product(name: "HeightCache", package: "CellHeight")]),
        .executableTarget(name: "FuzzInterfaceBuilder", dependencies: ["FuzzSupport", .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight")]),
        .executableTarget(name: "FuzzAssetCatalog", dependencies: ["FuzzSupport", .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight")]),
        .executableTarget(name: "FuzzReportFolder", dependencies: ["FuzzSupport", .product(name: "GoldenReport", package: "CellHeight")]),
    ]
)
