// swift-tools-version: 6.1
import PackageDescription

// Layers (see DESIGN.md): a target imports only the targets to its right.
// cellheight -> GoldenReport -> Render -> FeedTables -> CellTemplates -> HeightCache -> ViewLayout -> Typesetting -> CFreeType/CHarfBuzz, CICU
//                                                                      \-> Cassowary
// Locking (locks the thread sanitizer understands) sits below Typesetting, ViewLayout and HeightCache;
// HashIndex (the open-addressing index of the solver's tables, the segment cache and the bounded height
// cache) below Cassowary, Typesetting and HeightCache; JSONLines (JSON values, the parser, the line reader) below FeedTables and cellheight.
// UIKitMetrics (UIKit's values by iOS release, with sources) sits below Typesetting and every layer above it.
// HeightService (`cellheight serve`) sits below the tool and above Render, FeedTables and TextMeasuring
// (measure as a library call), which sits above ViewLayout.
let package = Package(
    name: "CellHeight",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "UIKitMetrics", targets: ["UIKitMetrics"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "ViewLayout", targets: ["ViewLayout"]),
        .library(name: "HeightCache", targets: ["HeightCache"]),
        .library(name: "CellTemplates", targets: ["CellTemplates"]),
        .library(name: "FeedTables", targets: ["FeedTables"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "GoldenReport", targets: ["GoldenReport"]),
        .library(name: "CellHeightTesting", targets: ["CellHeightTesting"]),
        .library(name: "TextMeasuring", targets: ["TextMeasuring"]),
        // Items are JSON values (`TemplateCell.bind(_:)`, `FeedItem`): a library using those needs the parser.
        .library(name: "JSONLines", targets: ["JSONLines"]),
        .library(name: "HeightService", targets: ["HeightService"]),
        .executable(name: "cellheight", targets: ["cellheight"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // `cellheight serve`: the HTTP server, its graceful shutdown and its Prometheus metrics. Hummingbird's
        // default traits (swift-configuration, full Foundation) are not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.1.0"),
        // Hummingbird's own I/O library, named for one call: its event loops as Swift concurrency's executor.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        // Hummingbird's HTTP parts, named for one handler of the server's connections (`ExpectContinue`).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.24.0"),
        // `make docs` only: the `generate-documentation` command; nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        // Locks the sanitizers understand (see Locked.swift); below every layer.
        .target(name: "Locking"),
        // An open-addressing index over hashes the caller computes (see HashIndex.swift); below every layer.
        .target(name: "HashIndex"),
        // JSON values, their parser and a bounded line reader: the feed format (JSON Lines) that `table` and
        // `measure` both read, below FeedTables and the tool.
        .target(name: "JSONLines"),
        // UIKit's fixed values (the system font's line and tracking, text styles, margins, control sizes)
        // by iOS release, each with its source; below every layer that lays out as UIKit does.
        .target(name: "UIKitMetrics"),
        .target(
            name: "Typesetting",
            dependencies: ["CFreeType", "CHarfBuzz", "CICU", "Locking", "HashIndex", "UIKitMetrics"]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .target(name: "Cassowary", dependencies: ["HashIndex", .product(name: "HeapModule", package: "swift-collections")]),
        .target(name: "ViewLayout", dependencies: ["Typesetting", "Cassowary", "UIKitMetrics", "Locking"]),
        .target(
            name: "HeightCache",
            dependencies: ["ViewLayout", "Typesetting", "UIKitMetrics", "Locking", "HashIndex", .product(name: "Logging", package: "swift-log")]
        ),
        // Cell descriptions from files: YAML/JSON templates, Interface Builder cells, asset catalogs, lint.
        .target(
            name: "CellTemplates",
            dependencies: ["HeightCache", "ViewLayout", "Typesetting", "UIKitMetrics", "Locking", "JSONLines", .product(name: "Yams", package: "Yams")]
        ),
        // Feed tables: feeds, the parallel table run, golden tables, output formats.
        .target(
            name: "FeedTables",
            dependencies: ["CellTemplates", "HeightCache", "ViewLayout", "Typesetting", "UIKitMetrics", "Locking", "JSONLines", "HashIndex"]
        ),
        // zlib's deflate with the run-length strategy, for the fast PNG encoder of report pictures.
        .target(name: "CZlib", linkerSettings: [.linkedLibrary("z")]),
        // libjpeg-turbo's TurboJPEG API, to draw asset catalog JPEGs in pictures (PNGs go through cairo).
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .target(name: "Render", dependencies: ["CellTemplates", "FeedTables", "HeightCache", "ViewLayout", "Typesetting", "JSONLines", "CCairo", "CFreeType", "CZlib", "CTurboJPEG"]),
        // A check's HTML report with pictures of the changed rows: needs Render, so it sits above it.
        .target(name: "GoldenReport", dependencies: ["CellTemplates", "FeedTables", "Render", "HeightCache", "ViewLayout", "Typesetting", "Locking", "JSONLines"]),
        // Golden heights in a team's own Swift tests (Swift Testing or XCTest).
        .target(name: "CellHeightTesting", dependencies: ["CellTemplates", "FeedTables", "HeightCache", "ViewLayout", "Typesetting", "UIKitMetrics"]),
        // Text measuring as a library call (what `cellheight measure` does): requests in, layouts out.
        .target(name: "TextMeasuring", dependencies: ["Typesetting", "ViewLayout", "HeightCache", "UIKitMetrics", "JSONLines", "Locking"]),
        // The height service behind `cellheight serve`: templates from a folder, heights, measuring and the
        // preview page over HTTP (Hummingbird).
        .target(
            name: "HeightService",
            dependencies: [
                "CellTemplates", "FeedTables", "Render", "TextMeasuring", "HeightCache", "ViewLayout", "Typesetting", "JSONLines", "Locking",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "cellheight",
            dependencies: [
                "Render",
                "GoldenReport",
                "Typesetting",
                "ViewLayout",
                "HeightCache",
                "CellTemplates", "FeedTables",
                "JSONLines",
                "Locking",
                "TextMeasuring",
                "HeightService",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "UIKitMetricsTests", dependencies: ["UIKitMetrics"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting"], resources: [.copy("Fixtures")]),
        .testTarget(name: "HashIndexTests", dependencies: ["HashIndex", "SeededRandom"]),
        .target(name: "SeededRandom", path: "Tests/SeededRandom"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SeededRandom"], resources: [.copy("Fixtures")]),
        // Fonts' facts and label helpers shared by the layout test targets (not a product).
        .target(name: "LayoutTestSupport", dependencies: ["ViewLayout", "Typesetting", "SeededRandom"], path: "Tests/LayoutTestSupport"),
        .testTarget(name: "ViewLayoutTests", dependencies: ["ViewLayout", "UIKitMetrics", "LayoutTestSupport"]),
        .testTarget(
            name: "HeightCacheTests",
            dependencies: ["HeightCache", "LayoutTestSupport", "UIKitMetrics", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(name: "CellTemplatesTests", dependencies: ["CellTemplates", "JSONLines", "HeightCache", "ViewLayout", "LayoutTestSupport"]),
        .testTarget(name: "FeedTablesTests", dependencies: ["CellTemplates", "FeedTables", "JSONLines", "Locking", "HeightCache", "LayoutTestSupport", "SeededRandom"],
                    exclude: ["Fixtures"]),
        .testTarget(
            name: "RenderTests",
            dependencies: ["Render", "CellTemplates", "FeedTables", "JSONLines", "HeightCache", "LayoutTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "CellHeightCLITests", dependencies: ["cellheight", "LayoutTestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "GoldenReportTests", dependencies: ["GoldenReport", "CellTemplates", "FeedTables", "JSONLines", "Render", "LayoutTestSupport", "ViewLayout"]),
        .testTarget(name: "TextMeasuringTests", dependencies: ["TextMeasuring", "Typesetting", "JSONLines", "HeightCache", "UIKitMetrics", "LayoutTestSupport"]),
        .testTarget(
            name: "HeightServiceTests",
            dependencies: [
                "HeightService", "CellTemplates", "FeedTables", "Typesetting", "Locking", "LayoutTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "CellHeightTestingTests", dependencies: ["CellHeightTesting", "CellTemplates", "FeedTables", "JSONLines", "LayoutTestSupport"], exclude: ["Fixtures"]),
    ]
)
