import CellTemplates
import FeedTables
import Foundation
import JSONLines
import LayoutTestSupport
import ViewLayout

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
