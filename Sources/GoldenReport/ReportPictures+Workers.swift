import CellTemplates
import FeedTables
import Locking
import Render
import Typesetting

/// A picture of a report, encoded, or why its row has none.
public enum EncodedPicture: Sendable {
    /// The picture as PNG bytes, ready to be written beside the page; its size in points (pixels over scale),
    /// the size the page shows it at; and the named views' frames as it shows them.
    case picture(png: [UInt8], width: Double, height: Double, views: [GoldenFrame.View])
    /// The row is too large to draw, and why.
    case notDrawn(reason: String)
}

extension ReportPictures {
    /// Draws and encodes the pictures of `items` on `jobs` workers, each with its own cells and renderer
    /// (neither is thread-safe; the text cache is shared), and gives them back in the items' order. A
    /// picture costs as much as measuring about a hundred rows, and its PNG encoding half of that: on
    /// two cores, two workers halve a report's time.
    public static func encode(_ items: [ChangedRows.Item], template: CellTemplate, textCache: PreparedTextCache,
                              jobs: Int) throws(ReportError) -> [[EncodedPicture]] {
        let workers = max(1, min(jobs, items.count))
        let pictures = (0..<workers).map { _ in ReportPictures(template: template, textCache: textCache) }
        let results = orderedParallelMap(count: items.count, workers: workers) { index, worker in
            Result { () throws(ReportError) -> [EncodedPicture] in
                var encoded: [EncodedPicture] = []
                for drawn in try pictures[worker].draw(items[index]) {
                    switch drawn {
                    case .notDrawn(let reason):
                        encoded.append(.notDrawn(reason: reason))
                    case .picture(let canvas, let views):
                        let png: [UInt8]
                        do throws(RenderError) { png = try canvas.fastPNGData() } catch { throw .drawing(id: items[index].item.idText, error) }
                        encoded.append(.picture(png: png, width: Double(canvas.pixelWidth) / canvas.scale,
                                                height: Double(canvas.pixelHeight) / canvas.scale, views: views))
                    }
                }
                return encoded
            }
        }
        // The first failure in the items' order, whichever worker met it first.
        return try results.map { result throws(ReportError) in try result.get() }
    }

    /// The golden frames of `entries` (items with their rows), drawn on `jobs` workers as `encode` draws,
    /// in the entries' order: what record mode stores beside the golden table with `--record-pictures`.
    public static func goldenFrames(_ entries: [(item: FeedItem, rows: [HeightRow])], template: CellTemplate,
                                    textCache: PreparedTextCache, jobs: Int) throws(ReportError) -> [[GoldenFrame]] {
        let workers = max(1, min(jobs, entries.count))
        let pictures = (0..<workers).map { _ in ReportPictures(template: template, textCache: textCache) }
        let results = orderedParallelMap(count: entries.count, workers: workers) { index, worker in
            Result { () throws(ReportError) -> [GoldenFrame] in try pictures[worker].goldenFrames(of: entries[index].item, rows: entries[index].rows) }
        }
        return try results.map { result throws(ReportError) in try result.get() }
    }
}
