@testable import CellTemplates
import FeedTables
import FuzzSupport

/// An Interface Builder document as `CellTemplate.loadInterfaceBuilder` reads one: the XML tree, the cell
/// (the only one in the document), its run-time and design-time templates
/// checked and built once, then its design-time frames laid out as `lint --frames` does.
func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, count)
    guard let cell = try? CellTemplate.readInterfaceBuilder(bytes, file: "fuzz.xib", cell: nil, textCache: FuzzInput.textCache) else {
        return 0
    }
    _ = try? cell.designFrames(textCache: FuzzInput.textCache)
    return 0
}

FuzzInput.run(fuzzInterfaceBuilder)
