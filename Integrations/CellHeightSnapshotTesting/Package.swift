// swift-tools-version: 6.1
import PackageDescription

// swift-snapshot-testing strategies for cell heights and pictures: a package of its own, so that the main
// package's build and tests (and a team that only wants the tool) never fetch or build swift-snapshot-testing.
// A team adds it by path from a checkout of this repository (it names CellHeight by path, which a package
// taken by URL may not) and imports CellHeightSnapshotTesting in its test target.
let package = Package(
    name: "CellHeightSnapshotTesting",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CellHeightSnapshotTesting", targets: ["CellHeightSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "CellHeight", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .target(
            name: "CellHeightSnapshotTesting",
            dependencies: [
                .product(name: "CellTemplates", package: "CellHeight"), .product(name: "FeedTables", package: "CellHeight"),
                .product(name: "Render", package: "CellHeight"), .product(name: "CellHeightTesting", package: "CellHeight"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "CellHeightSnapshotTestingTests",
            dependencies: ["CellHeightSnapshotTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
    ]
)
