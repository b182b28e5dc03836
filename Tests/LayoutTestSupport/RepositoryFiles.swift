import Foundation

/// The repository's root, from this file's path (tests read the examples and fixtures in place).
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A file of `Examples/`.
public func examplePath(_ name: String) -> String { repositoryRoot.appendingPathComponent("Examples/\(name)").path }

/// The fixture files the cell-template and feed-table tests share, kept in `Tests/FeedTablesTests/Fixtures`.
private let fixtures = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures")

/// The small asset catalog `scripts/make-asset-fixtures` writes, with its image sizes listed there.
public let tinyCatalogPath = fixtures.appendingPathComponent("Tiny.xcassets").path
/// A table cell XIB of one image view (outlet `photoView`), 10 points from the content view's top, bottom and leading edges.
public let photoCellPath = fixtures.appendingPathComponent("PhotoCell.xib").path

/// A copy of the fixture catalog in a folder of its own, to break or change.
public func temporaryCatalogCopy() throws -> String {
    let folder = Scratch.folder.appendingPathComponent("catalog-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let copy = folder + "/Tiny.xcassets"
    try FileManager.default.copyItem(atPath: tinyCatalogPath, toPath: copy)
    return copy
}
