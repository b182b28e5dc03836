import CellTemplates
import FeedTables
import Foundation
import HeightCache
import LayoutTestSupport
@testable import Render
import Typesetting
import ViewLayout

/// The package root, the examples and this target's fixtures.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static func example(_ name: String) -> String { root + "/Examples/" + name }
    static let goldenPicture = root + "/Tests/RenderTests/Fixtures/status-10001-375@2x.png"
}

/// An example's template cell bound to one of its feed's items.
func exampleCell(_ template: String, id: String, category: ContentSizeCategory = .default) throws -> TemplateCell {
    let cellTemplate = try CellTemplate.load(file: Paths.example("\(template).yaml"), textCache: Shared.cache)
    let reader = try FeedReader(path: Paths.example("\(template).jsonl"))
    while true {
        let batch = try reader.next(256)
        guard !batch.isEmpty else { break }
        for case .success(let item) in batch where item.idText == id {
            let cell = try TemplateCell(template: cellTemplate, textCache: Shared.cache, category: category)
            try cell.bind(item.fields)
            return cell
        }
    }
    throw RenderTestError("no item \(id) in \(template).jsonl")
}

struct RenderTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Bitmap {
    /// True where a pixel differs from opaque white by more than `threshold` in some channel.
    func isInk(_ x: Int, _ y: Int, threshold: Int = 0) -> Bool {
        Bitmap.channelDifference(self[x, y], 0xFFFF_FFFF) > threshold
    }

    /// Pixels with ink, as (x, y).
    func inkPixels(threshold: Int = 0) -> [(x: Int, y: Int)] {
        var result: [(Int, Int)] = []
        for y in 0..<height { for x in 0..<width where isInk(x, y, threshold: threshold) { result.append((x, y)) } }
        return result
    }
}
