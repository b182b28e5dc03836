import CellTemplates
import FeedTables
import FuzzSupport

/// A YAML template as `CellTemplate.load` reads one: UTF-8 text parsed, checked, and its cell built once.
func fuzzTemplateYAML(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let text = String(validating: FuzzInput.bytes(data, count), as: UTF8.self) else { return 0 }
    _ = try? CellTemplate.parse(text, file: "fuzz.yaml", textCache: FuzzInput.textCache)
    return 0
}

FuzzInput.run(fuzzTemplateYAML)
