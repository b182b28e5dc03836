import CellTemplates
import FeedTables
import FuzzSupport

/// A golden CSV table as `GoldenTable.load` reads one, then listed whole as `--check` does at its end.
func fuzzGolden(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let text = String(validating: FuzzInput.bytes(data, count), as: UTF8.self) else { return 0 }
    if let table = try? GoldenTable.parse(text, file: "fuzz.csv") {
        _ = table.missing().map(\.description)
    }
    return 0
}

FuzzInput.run(fuzzGolden)
