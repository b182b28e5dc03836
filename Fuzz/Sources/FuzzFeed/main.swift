import CellTemplates
import FeedTables
import FuzzSupport

/// A feed file (JSON Lines or a JSON array) read as `table` reads it: every item or its error, and what
/// the table's rows and cache keys take from an item (its id as text and JSON, its digest).
func fuzzFeed(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let path = FuzzInput.scratchFile(FuzzInput.bytes(data, count), suffix: ".jsonl")
    guard let reader = try? FeedReader(path: path) else { return 0 }
    while let batch = try? reader.next(16), !batch.isEmpty {
        for case .success(let item) in batch {
            _ = item.idText.count + item.idJSON.count + item.digest.count + item.fields.text.count
        }
    }
    return 0
}

FuzzInput.run(fuzzFeed)
