import CellTemplates
import Foundation
import LayoutTestSupport

func template(_ yaml: String, file: String = "test.yaml") throws -> CellTemplate {
    try CellTemplate.parse(yaml, file: file, textCache: Shared.cache)
}

/// The template error thrown by `body`, or nil.
func templateError(_ body: () throws -> Void) -> TemplateError? {
    do { try body() } catch let error as TemplateError { return error } catch { return nil }
    return nil
}
