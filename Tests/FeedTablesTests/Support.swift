import CellTemplates
import FeedTables
import Foundation
import JSONLines
import LayoutTestSupport
import ViewLayout

/// The repository's root, from this file's path (tests read the examples and golden tables in place).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func examplePath(_ name: String) -> String { repositoryRoot.appendingPathComponent("Examples/\(name)").path }

func template(_ yaml: String, file: String = "test.yaml") throws -> CellTemplate {
    try CellTemplate.parse(yaml, file: file, textCache: Shared.cache)
}

/// Rows of items given as JSON text, at the settings.
func rows(_ template: CellTemplate, _ items: [String], _ settings: [MeasureSetting], jobs: Int = 1) throws -> [[HeightRow]] {
    let parsed = try items.enumerated().map { try FeedItem(JSONParser.parse($1), line: $0 + 1, file: "items") }
    let runner = HeightTableRunner(template: template, textCache: Shared.cache, settings: settings, jobs: jobs, details: true)
    return try runner.measure(parsed, feed: "items").map { try $0.get() }
}

/// The template error thrown by `body`, or nil.
func templateError(_ body: () throws -> Void) -> TemplateError? {
    do { try body() } catch let error as TemplateError { return error } catch { return nil }
    return nil
}

/// The small asset catalog `scripts/make-asset-fixtures` writes, with its image sizes listed there.
let tinyCatalogPath = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures/Tiny.xcassets").path
/// A table cell XIB of one image view (outlet `photoView`), 10 points from the content view's top, bottom and leading edges.
let photoCellPath = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures/PhotoCell.xib").path

/// A copy of the fixture catalog in a folder of its own, to break or change.
func temporaryCatalogCopy() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID())").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let copy = folder + "/Tiny.xcassets"
    try FileManager.default.copyItem(atPath: tinyCatalogPath, toPath: copy)
    return copy
}
