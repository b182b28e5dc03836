import CellTemplates
import Foundation
import LayoutTestSupport

/// The repository's root, from this file's path (tests read the examples in place).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func examplePath(_ name: String) -> String { repositoryRoot.appendingPathComponent("Examples/\(name)").path }

func template(_ yaml: String, file: String = "test.yaml") throws -> CellTemplate {
    try CellTemplate.parse(yaml, file: file, textCache: Shared.cache)
}

/// The template error thrown by `body`, or nil.
func templateError(_ body: () throws -> Void) -> TemplateError? {
    do { try body() } catch let error as TemplateError { return error } catch { return nil }
    return nil
}

/// The small asset catalog `scripts/make-asset-fixtures` writes, with its image sizes listed there (kept
/// with the feed-table tests' fixtures, which bind images from it too).
let tinyCatalogPath = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures/Tiny.xcassets").path
/// A table cell XIB of one image view (outlet `photoView`), 10 points from the content view's top, bottom and leading edges.
let photoCellPath = repositoryRoot.appendingPathComponent("Tests/FeedTablesTests/Fixtures/PhotoCell.xib").path
